// `auditor rules list|show|test`: what each rule checks, its examples, and whether they still hold.
#include <iostream>
#include <map>
#include <memory>
#include <string>
#include <string_view>

#include "auditor/cli/commands.h"
#include "auditor/cli/exit_codes.h"
#include "auditor/cli/options.h"
#include "auditor/rules/example_runner.h"
#include "auditor/rules/registry.h"
#include "auditor/rules/rule_set.h"

namespace auditor::cli {

namespace {

struct RulesOptions {
  std::string rules_dir;
  std::string language;
  std::string id;
};

// Every loaded rule, grouped by id: the same id exists once per language.
std::map<std::string, std::vector<const rules::Rule*>> rules_by_id(const rules::RuleSet& set,
                                                                   const std::string& only_lang) {
  std::map<std::string, std::vector<const rules::Rule*>> by_id;
  for (const std::string& lang : set.languages()) {
    if (!only_lang.empty() && lang != only_lang) continue;
    for (const auto& rule : set.language(lang)->rules) by_id[rule->spec().id].push_back(rule.get());
  }
  return by_id;
}

int list_rules(const rules::RuleSet& set, const RulesOptions& o) {
  for (const auto& [id, variants] : rules_by_id(set, o.language)) {
    const rules::RuleSpec& spec = variants.front()->spec();
    std::string langs;
    for (const rules::Rule* r : variants) langs += (langs.empty() ? "" : ",") + r->spec().language;
    std::cout << id << "  [" << to_string(spec.severity) << ", " << to_string(spec.category)
              << "; " << langs << "]  " << spec.name << '\n';
  }
  return kExitClean;
}

// An example's paragraphs line up under its first line.
std::string indented(std::string_view text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    out += text[i];
    if (text[i] == '\n' && i + 1 < text.size() && text[i + 1] != '\n') out += "           ";
  }
  return out;
}

void print_example(const rules::RuleExample& ex) {
  std::string_view text = ex.text;
  if (!ex.must_fire) {
    std::cout << "    ok:    " << indented(text) << '\n';
    return;
  }
  std::cout << "    fires: " << indented(text.substr(0, ex.marker.start)) << "[["
            << indented(text.substr(ex.marker.start, ex.marker.size())) << "]]"
            << indented(text.substr(ex.marker.end)) << '\n';
}

int show_rule(const rules::RuleSet& set, const RulesOptions& o) {
  auto by_id = rules_by_id(set, o.language);
  auto it = by_id.find(o.id);
  if (it == by_id.end()) {
    std::cerr << "auditor: no rule \"" << o.id << "\"; 'auditor rules list' shows them all\n";
    return kExitUsage;
  }
  const rules::RuleSpec& first = it->second.front()->spec();
  std::cout << first.id << ": " << first.name << "\n  category: " << to_string(first.category)
            << "\n  severity: " << to_string(first.severity) << "\n  kind: " << first.kind << "\n\n"
            << first.description << "\n";
  for (const rules::Rule* rule : it->second) {
    const rules::RuleSpec& spec = rule->spec();
    std::cout << "\n  [" << spec.language << "] " << spec.file << ':' << spec.line
              << "\n  message: " << spec.message << "\n  examples:\n";
    for (const rules::RuleExample& ex : spec.examples) print_example(ex);
  }
  return kExitClean;
}

int test_rules(const rules::RuleSet& set) {
  std::vector<rules::ExampleFailure> failures = rules::run_examples(set);
  size_t total = rules::count_examples(set);
  for (const rules::ExampleFailure& f : failures) {
    std::cout << f.file << ':' << f.line << ": " << f.rule << " [" << f.language
              << "]: " << f.message << '\n';
  }
  std::cout << (total - failures.size()) << " passed, " << failures.size() << " failed\n";
  return failures.empty() ? kExitClean : kExitFindings;
}

}  // namespace

Action add_rules_command(CLI::App& app, const Globals& globals) {
  auto options = std::make_shared<RulesOptions>();
  CLI::App* cmd = app.add_subcommand("rules", "List, explain and test the rules.");
  cmd->require_subcommand(1);
  cmd->add_option("--rules-dir", options->rules_dir, "Folder of rule packs (default: the installed rules)");
  CLI::App* list = cmd->add_subcommand("list", "One line per rule: id, severity, category, languages.");
  list->add_option("-l,--lang", options->language, "Only rules for this language (pt, en, ...)");
  CLI::App* show = cmd->add_subcommand("show", "Explain a rule, with its examples in every language.");
  show->add_option("id", options->id, "Rule id, e.g. attribution.vague-source")->required();
  show->add_option("-l,--lang", options->language, "Only this language's variant");
  cmd->add_subcommand("test", "Run every rule's examples; exit 1 if any fails.");

  return [options, cmd, &globals]() {
    std::string dir = options->rules_dir.empty() ? rules::default_rules_dir(globals.executable)
                                                 : options->rules_dir;
    Result<rules::RuleSet> set = rules::RuleSet::load(dir);
    if (!set.ok()) return report_usage_error(set.error());
    if (cmd->got_subcommand("list")) return list_rules(*set, *options);
    if (cmd->got_subcommand("show")) return show_rule(*set, *options);
    return test_rules(*set);
  };
}

}  // namespace auditor::cli
