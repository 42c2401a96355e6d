// `auditor eval`: precision and recall of each rule against the annotated evaluation set.
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "auditor/cli/commands.h"
#include "auditor/cli/exit_codes.h"
#include "auditor/cli/options.h"
#include "auditor/pipeline/evaluation.h"

namespace auditor::cli {

namespace {

struct EvalOptions {
  std::vector<std::string> folders{"fixtures/eval"};
  std::string format = "text";
  std::string rule;
  std::string rules_dir;
  std::string language = "auto";
  double min_precision = 0;
  double min_recall = 0;
  size_t min_gold = 5;
  unsigned jobs = 0;
  bool verbose = false;
  bool by_language = false;
};

std::string ratio(std::optional<double> value) {
  if (!value) return "-";
  char buf[16];
  std::snprintf(buf, sizeof buf, "%.3f", *value);
  return buf;
}

nlohmann::json ratio_json(std::optional<double> value) {
  return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

std::string pad(const std::string& s, size_t width) {
  return s.size() >= width ? s + " " : s + std::string(width - s.size(), ' ');
}

std::string lpad(const std::string& s, size_t width) {
  return s.size() >= width ? " " + s : std::string(width - s.size(), ' ') + s;
}

std::string position(const std::string& input, Position p) {
  return input + ":" + std::to_string(p.line) + ":" + std::to_string(p.column);
}

// Why a rule fails the thresholds, or "" when it passes or is too small or absent to judge.
std::string shortfall(const pipeline::RuleScore& r, const EvalOptions& o) {
  if (!r.implemented || r.score.gold < o.min_gold) return "";
  std::string why;
  // Nothing found means no false alarms: precision is vacuous there, recall carries the blame.
  if (auto p = r.score.precision(); p && *p < o.min_precision) why += "precision below " + ratio(o.min_precision);
  if (auto rc = r.score.recall(); rc && *rc < o.min_recall) {
    why += (why.empty() ? "" : ", ") + std::string("recall below ") + ratio(o.min_recall);
  }
  return why;
}

std::string score_row(const std::string& label, const pipeline::Score& s) {
  return pad(label, 34) + lpad(std::to_string(s.gold), 5) + lpad(std::to_string(s.found), 7) +
         lpad(std::to_string(s.true_positives), 5) + lpad(ratio(s.precision()), 11) +
         lpad(ratio(s.recall()), 8) + lpad(ratio(s.f1()), 7);
}

bool listed(const pipeline::RuleScore* score) { return score && score->implemented; }

const pipeline::RuleScore* find_score(const pipeline::EvaluationReport& report, const std::string& rule) {
  for (const auto& r : report.rules) {
    if (r.rule == rule) return &r;
  }
  return nullptr;
}

void print_text(const pipeline::EvaluationReport& report, const EvalOptions& o) {
  std::ostream& out = std::cout;
  size_t gold = 0;
  for (const auto& c : report.cases) gold += c.gold.size();
  out << "Evaluated " << report.cases.size() << " annotated articles (" << gold
      << " gold items); a finding matches gold of its rule within 3 columns of its span.\n\n";
  out << pad("rule", 34) << lpad("gold", 5) << lpad("found", 7) << lpad("tp", 5)
      << lpad("precision", 11) << lpad("recall", 8) << lpad("F1", 7) << '\n';
  for (const auto& r : report.rules) {
    if (!r.implemented) {
      out << pad(r.rule, 34) << lpad(std::to_string(r.score.gold), 5) << "  not implemented\n";
      continue;
    }
    std::string why = shortfall(r, o);
    out << score_row(r.rule, r.score) << (why.empty() ? "" : "  << " + why) << '\n';
    if (o.by_language) {
      for (const auto& [lang, s] : r.by_language) out << score_row("  " + lang, s) << '\n';
    }
  }
  out << score_row("overall (implemented rules)", report.overall) << '\n';

  if (o.verbose) {
    // Grouped by kind so a developer fixing false alarms reads them together.
    out << "\nFalse positives (findings no editor asked for):\n";
    for (const auto& c : report.cases) {
      for (size_t f : c.match.spurious) {
        const auto& item = c.found[f];
        if (!listed(find_score(report, item.rule))) continue;
        out << position(c.input, item.start) << ": " << item.rule << ": " << item.excerpt << '\n';
      }
    }
    out << "\nFalse negatives (gold items no finding matched):\n";
    for (const auto& c : report.cases) {
      for (size_t g : c.match.missed) {
        const auto& item = c.gold[g];
        if (!listed(find_score(report, item.rule))) continue;
        out << position(c.input, item.position) << ": " << item.rule << ": " << item.excerpt << '\n';
      }
    }
  }
}

void print_json(const pipeline::EvaluationReport& report, const EvalOptions& o) {
  auto score_json = [](const pipeline::Score& s) {
    return nlohmann::json{{"gold", s.gold},
                          {"found", s.found},
                          {"true_positives", s.true_positives},
                          {"precision", ratio_json(s.precision())},
                          {"recall", ratio_json(s.recall())},
                          {"f1", ratio_json(s.f1())}};
  };
  nlohmann::json rules = nlohmann::json::array();
  for (const auto& r : report.rules) {
    nlohmann::json row = score_json(r.score);
    row["rule"] = r.rule;
    row["implemented"] = r.implemented;
    std::string why = shortfall(r, o);
    row["passes"] = why.empty();
    nlohmann::json langs = nlohmann::json::object();
    for (const auto& [lang, s] : r.by_language) langs[lang] = score_json(s);
    row["by_language"] = langs;
    rules.push_back(row);
  }
  nlohmann::json fps = nlohmann::json::array();
  nlohmann::json fns = nlohmann::json::array();
  for (const auto& c : report.cases) {
    for (size_t f : c.match.spurious) {
      const auto& item = c.found[f];
      fps.push_back({{"input", c.input}, {"line", item.start.line}, {"column", item.start.column},
                     {"rule", item.rule}, {"excerpt", item.excerpt}});
    }
    for (size_t g : c.match.missed) {
      const auto& item = c.gold[g];
      fns.push_back({{"input", c.input}, {"line", item.position.line}, {"column", item.position.column},
                     {"rule", item.rule}, {"excerpt", item.excerpt}, {"note", item.note}});
    }
  }
  nlohmann::json errors = nlohmann::json::array();
  for (const Error& e : report.errors) errors.push_back({{"where", e.where}, {"message", e.message}});
  nlohmann::json doc{{"tool", {{"name", "auditor"}, {"version", AUDITOR_VERSION}}},
                     {"articles", report.cases.size()},
                     {"rules", rules},
                     {"overall", score_json(report.overall)},
                     {"false_positives", fps},
                     {"false_negatives", fns},
                     {"errors", errors}};
  std::cout << doc.dump(2) << '\n';
}

int run_eval(const EvalOptions& o, const Globals& globals) {
  pipeline::AuditOptions options;
  options.language = o.language;
  options.rules_dir = o.rules_dir.empty() ? rules::default_rules_dir(globals.executable) : o.rules_dir;
  Result<pipeline::Auditor> auditor = pipeline::Auditor::create(options);
  if (!auditor.ok()) return report_usage_error(auditor.error());

  pipeline::EvaluationOptions eval;
  eval.only_rule = o.rule;
  eval.jobs = o.jobs;
  Result<pipeline::EvaluationReport> report = pipeline::evaluate(*auditor, o.folders, eval);
  if (!report.ok()) return report_usage_error(report.error());
  // Annotation slips go to standard error: the figures above them are computed without those items.
  for (const Error& e : report->errors) std::cerr << "auditor: " << e.to_string() << '\n';
  if (report->cases.empty()) {
    std::cerr << "auditor: no annotated articles (a .txt or .md with a .expected beside it) found\n";
    return kExitUsage;
  }

  if (o.format == "json") {
    print_json(*report, o);
  } else {
    print_text(*report, o);
  }
  bool below = false;
  for (const auto& r : report->rules) below = below || !shortfall(r, o).empty();
  if (below || !report->errors.empty()) return kExitFindings;
  return kExitClean;
}

}  // namespace

Action add_eval_command(CLI::App& app, const Globals& globals) {
  auto options = std::make_shared<EvalOptions>();
  CLI::App* cmd = app.add_subcommand(
      "eval", "Measure each rule's precision and recall against annotated articles (<case>.expected).");
  cmd->add_option("folders", options->folders,
                  "Folders searched recursively for articles with a .expected beside them")
      ->capture_default_str();
  cmd->add_option("-f,--format", options->format, "Output format: text or json")
      ->check(CLI::IsMember({"text", "json"}))
      ->capture_default_str();
  cmd->add_flag("-v,--verbose", options->verbose,
                "List every false positive and false negative as file:line:col: rule: excerpt");
  cmd->add_option("--rule", options->rule, "Judge only this rule id");
  cmd->add_flag("--by-language", options->by_language, "Text format: add a row per language under each rule");
  cmd->add_option("--min-precision", options->min_precision,
                  "Exit with 1 when an implemented rule's precision is below this (0..1)")
      ->check(CLI::Range(0.0, 1.0));
  cmd->add_option("--min-recall", options->min_recall,
                  "Exit with 1 when an implemented rule's recall is below this (0..1)")
      ->check(CLI::Range(0.0, 1.0));
  cmd->add_option("--min-gold", options->min_gold,
                  "Rules with fewer gold items than this are too small to hold to the thresholds")
      ->capture_default_str();
  cmd->add_option("-l,--lang", options->language, "Article language: auto, pt, en or es")
      ->check(CLI::IsMember({"auto", "pt", "en", "es"}))
      ->capture_default_str();
  cmd->add_option("--rules-dir", options->rules_dir,
                  "Folder of rule packs (default: $AUDITOR_RULES_DIR, or the rules installed with auditor)");
  cmd->add_option("-j,--jobs", options->jobs, "Worker threads (0: all cores)")->capture_default_str();
  return [options, &globals] { return run_eval(*options, globals); };
}

}  // namespace auditor::cli
