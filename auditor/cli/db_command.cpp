// `auditor db stats|export|merge`: what a findings database holds, its findings as CSV or JSONL,
// and combining the databases of sharded runs.
#include <cstdlib>
#include <filesystem>
#include <vector>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

#include "auditor/cli/commands.h"
#include "auditor/cli/exit_codes.h"
#include "auditor/cli/options.h"
#include "auditor/cli/store_options.h"
#include "auditor/report/csv.h"
#include "auditor/store/merge.h"
#include "auditor/store/store.h"

namespace auditor::cli {

namespace {

struct DbOptions {
  std::string db;
  std::vector<std::string> fingerprints;
  std::string reason;
  std::string who;
  std::string format;
  std::string run = "latest";
  std::string output;
  std::string merge_into;
  std::vector<std::string> merge_from;
};

void print_group(const char* title, const std::vector<std::pair<std::string, int64_t>>& rows) {
  if (rows.empty()) return;
  std::cout << title << ":\n";
  for (const auto& [name, n] : rows) std::cout << "  " << (name.empty() ? "(none)" : name) << "  " << n << '\n';
}

int stats(const DbOptions& o) {
  auto store = open_existing_store(o.db);
  if (!store) {
    std::cerr << "auditor: " << store.error().to_string() << '\n';
    return kExitUsage;
  }
  auto s = (*store)->stats();
  if (!s) {
    std::cerr << "auditor: " << s.error().to_string() << '\n';
    return kExitUsage;
  }
  if (o.format == "json") {
    nlohmann::json j = {{"database", (*store)->path()}, {"runs", s->runs}, {"documents", s->documents},
                        {"audits", s->audits}, {"findings", s->findings}, {"failures", s->failures},
                        {"waivers", s->waivers}, {"by_rule", s->by_rule}, {"by_severity", s->by_severity},
                        {"by_language", s->by_language}, {"by_publisher", s->by_publisher}};
    std::cout << j.dump(2) << '\n';
    return kExitClean;
  }
  std::cout << (*store)->path() << ": " << s->runs << " runs, " << s->documents << " documents, " << s->audits
            << " audits, " << s->findings << " findings, " << s->failures << " failed inputs, " << s->waivers
            << " waivers\n";
  print_group("by rule", s->by_rule);
  print_group("by severity", s->by_severity);
  print_group("by language", s->by_language);
  print_group("by outlet", s->by_publisher);
  return kExitClean;
}

int export_findings(const DbOptions& o) {
  auto store = open_existing_store(o.db);
  if (!store) {
    std::cerr << "auditor: " << store.error().to_string() << '\n';
    return kExitUsage;
  }
  Result<int64_t> run_id = resolve_run(**store, o.run, true);
  if (!run_id) return report_usage_error(run_id.error());
  std::ofstream file;
  if (!o.output.empty()) {
    file.open(o.output, std::ios::binary);
    if (!file) {
      std::cerr << "auditor: " << o.output << ": cannot write this file\n";
      return kExitUsage;
    }
  }
  std::ostream& out = o.output.empty() ? std::cout : file;
  static const char* kColumns[] = {"run", "input", "url", "title", "publisher", "language", "rule", "category",
                                   "severity", "line", "column", "start", "end", "excerpt", "sentence",
                                   "message", "fingerprint"};
  if (o.format == "csv") {
    for (size_t i = 0; i < std::size(kColumns); ++i) out << (i ? "," : "") << kColumns[i];
    out << "\r\n";
  }
  Status s = (*store)->for_each_finding(*run_id, [&](const store::FindingRow& r) {
    std::vector<std::string> cells = {std::to_string(r.run_id), r.input, r.url, r.title, r.publisher, r.language,
                                      r.rule, r.category, r.severity, std::to_string(r.line),
                                      std::to_string(r.column), std::to_string(r.start), std::to_string(r.end),
                                      r.excerpt, r.sentence, r.message, r.fingerprint};
    if (o.format == "csv") {
      for (size_t i = 0; i < cells.size(); ++i) out << (i ? "," : "") << report::csv_cell(cells[i]);
      out << "\r\n";
      return;
    }
    nlohmann::json j = nlohmann::json::object();
    for (size_t i = 0; i < cells.size(); ++i) j[kColumns[i]] = cells[i];
    for (const char* n : {"run", "line", "column", "start", "end"}) j[n] = std::stoll(j[n].get<std::string>());
    out << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
  });
  if (!s) {
    std::cerr << "auditor: " << s.error().to_string() << '\n';
    return kExitUsage;
  }
  return kExitClean;
}

// `auditor waive`: an editor's decision, kept with the findings it silences.
int waive(const DbOptions& o) {
  if (o.reason.empty()) {
    std::cerr << "auditor: --reason is required: say why the finding needs no change\n";
    return kExitUsage;
  }
  auto store = store::Store::open(database_path(o.db));
  if (!store) {
    std::cerr << "auditor: " << store.error().to_string() << '\n';
    return kExitUsage;
  }
  std::string who = o.who;
  if (who.empty()) {
    const char* user = std::getenv("USER");
    who = user != nullptr ? user : "";
  }
  for (const std::string& fingerprint : o.fingerprints) {
    if (Status s = (*store)->add_waiver(fingerprint, o.reason, who); !s) {
      std::cerr << "auditor: " << s.error().to_string() << '\n';
      return kExitUsage;
    }
    std::cout << "waived " << fingerprint << '\n';
  }
  return kExitClean;
}

// Opens and checks every input before the output is touched, so a bad input changes nothing.
Result<std::vector<std::unique_ptr<store::Store>>> open_merge_inputs(const DbOptions& o) {
  std::vector<std::unique_ptr<store::Store>> inputs;
  for (const std::string& path : o.merge_from) {
    std::error_code ec;
    if (std::filesystem::equivalent(path, o.merge_into, ec)) {
      return make_error(ErrorCode::Usage, path, "is the output database itself; list only the databases to merge in");
    }
    auto in = open_existing_store(path);
    if (!in) return in.error();
    if (Status ok = (*in)->check_integrity(); !ok) return ok.error();
    inputs.push_back(std::move(in).value());
  }
  return inputs;
}

int merge(const DbOptions& o) {
  auto inputs = open_merge_inputs(o);
  if (!inputs) return report_usage_error(inputs.error());
  auto out = store::Store::open(o.merge_into);
  if (!out) return report_usage_error(out.error());
  for (auto& in : *inputs) {
    Result<store::MergeCounts> n = store::merge_database(**out, *in);
    if (!n) return report_usage_error(n.error());
    std::cout << "merged " << in->path() << ": " << n->runs_added << " runs added (" << n->runs_present
              << " already present), " << n->documents << " documents, " << n->findings << " findings, "
              << n->waivers << " waivers\n";
  }
  return kExitClean;
}

}  // namespace

Action add_waive_command(CLI::App& app, const Globals& /*globals*/) {
  auto o = std::make_shared<DbOptions>();
  CLI::App* cmd = app.add_subcommand(
      "waive", "Record that a finding needs no change: it stays stored, but leaves reports and the exit code");
  cmd->add_option("fingerprints", o->fingerprints, "Finding fingerprints (from any report)")->required();
  cmd->add_option("--reason", o->reason, "Why the finding needs no change")->required();
  cmd->add_option("--who", o->who, "Who decided (default: $USER)");
  cmd->add_option("--db", o->db, "Database file (default: $AUDITOR_DB, or ./auditor.db)");
  return [o] { return waive(*o); };
}

Action add_db_command(CLI::App& app, const Globals& /*globals*/) {
  auto o = std::make_shared<DbOptions>();
  CLI::App* db = app.add_subcommand("db", "Inspect, export and merge findings databases");
  db->require_subcommand(1);
  CLI::App* stats_cmd = db->add_subcommand("stats", "Counts by rule, severity, language and outlet");
  CLI::App* export_cmd = db->add_subcommand("export", "Write stored findings as CSV or JSONL");
  for (CLI::App* sub : {stats_cmd, export_cmd}) {
    sub->add_option("--db", o->db, "Database file (default: $AUDITOR_DB, or ./auditor.db)");
  }
  stats_cmd->add_option("-f,--format", o->format, "text or json")->check(CLI::IsMember({"text", "json"}))->default_val("text");
  export_cmd->add_option("-f,--format", o->format, "csv or jsonl")->check(CLI::IsMember({"csv", "jsonl"}))->default_val("csv");
  export_cmd->add_option("--run", o->run, "A run id, 'latest' (default) or 'all'");
  export_cmd->add_option("-o,--output", o->output, "Write to this file instead of standard output");
  CLI::App* merge_cmd = db->add_subcommand(
      "merge", "Combine databases (of sharded runs) into OUT, created or appended; merging again adds nothing");
  merge_cmd->add_option("out", o->merge_into, "The database to merge into")->required();
  merge_cmd->add_option("inputs", o->merge_from, "Databases to merge in (opened read-only)")->required();
  return [o, stats_cmd, export_cmd, merge_cmd]() {
    if (stats_cmd->parsed()) return stats(*o);
    if (export_cmd->parsed()) return export_findings(*o);
    if (merge_cmd->parsed()) return merge(*o);
    return kExitUsage;
  };
}

}  // namespace auditor::cli
