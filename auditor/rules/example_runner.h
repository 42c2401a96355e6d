// Running every rule's <example>s: the engine behind `auditor rules test` and the generic test.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "auditor/rules/rule_set.h"

namespace auditor::rules {

/// One example of one rule, with the language resources it runs with (all owned by a RuleSet).
struct ExampleCase {
  const LanguageRules* language = nullptr;
  const Rule* rule = nullptr;
  const RuleExample* example = nullptr;

  /// A name unique within its rule set, fit for a test name: "pt_attribution_vague_source_line_42".
  std::string name() const;
  /// "file:line" of the <example>.
  std::string where() const;
};

/// An example that did not do what its pack says, or a rule without both kinds of example.
struct ExampleFailure {
  std::string file;      ///< the pack file
  int line = 0;          ///< the line of the <example> (or of the <rule>)
  std::string rule;      ///< the rule id
  std::string language;  ///< the pack's language
  std::string message;   ///< what was expected and what happened

  /// "file:line", the place to fix.
  std::string where() const { return file + ":" + std::to_string(line); }
};

/// Every example of every rule: languages in order, rules and examples in pack order.
std::vector<ExampleCase> collect_examples(const RuleSet& rules);

/// Runs one example: reads its text as a document, analyzes it, runs only its rule, compares.
std::optional<ExampleFailure> run_example(const ExampleCase& example);

/// The rules that lack an example that fires or one that must not fire.
std::vector<ExampleFailure> check_example_coverage(const RuleSet& rules);

/// How many examples the rule set holds (what run_examples() runs).
size_t count_examples(const RuleSet& rules);

/// Coverage failures, then every example that failed.
std::vector<ExampleFailure> run_examples(const RuleSet& rules);

}  // namespace auditor::rules
