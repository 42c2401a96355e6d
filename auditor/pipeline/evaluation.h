// Measuring the auditor against a hand-annotated gold set: matching findings to gold, precision, recall.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "auditor/core/finding.h"
#include "auditor/core/result.h"
#include "auditor/pipeline/auditor.h"

namespace auditor::pipeline {

/// The rule ids the evaluation set is annotated for. Findings of other rules are not judged:
/// the gold says nothing about them, so counting them as false alarms would be unfair.
inline constexpr std::string_view kAnnotatedRules[] = {
    "attribution.unattributed-number", "attribution.vague-source", "disclosure.missing",
    "sourcing.concentration", "sourcing.single-source"};

/// Rules judged per document rather than per position: one finding about the whole article.
/// Their gold line records where an editor would point, but any position in the document matches.
bool is_document_level_rule(std::string_view rule);

/// One finding a careful editor wants, as written in a `.expected` file.
struct GoldItem {
  std::string rule;
  Severity severity = Severity::Warning;
  Position position;     ///< first character of the flagged text in the original input
  std::string note;      ///< the annotator's short note
  int source_line = 0;   ///< the line of the `.expected` file it came from
  std::string excerpt;   ///< the input's text at `position` (filled when the input is read)
};

/// A finding reduced to what matching needs.
struct FoundItem {
  std::string rule;
  Severity severity = Severity::Warning;
  Position start;       ///< first character of the flagged span
  Position end;         ///< one past its last character
  std::string excerpt;  ///< the flagged text
};

/// Parses a `.expected` file: one `name:LINE:COL: SEVERITY RULE-ID: note` per line, '#' comments
/// and blank lines skipped. Every malformed line is an error naming `where` and the line.
Result<std::vector<GoldItem>> parse_gold(std::string_view text, const std::string& where);

/// Whether a finding can stand for a gold item: same rule, and the gold position lies inside the
/// flagged span or within `slack` columns of it on the same line (any position for
/// document-level rules).
bool matches(const GoldItem& gold, const FoundItem& found, uint32_t slack = 3);

/// How the findings of one document pair with its gold items.
struct DocumentMatch {
  std::vector<std::pair<size_t, size_t>> pairs;  ///< (gold index, found index), true positives
  std::vector<size_t> missed;                    ///< gold indices no finding matched
  std::vector<size_t> spurious;                  ///< found indices no gold item matched
};

/// Pairs gold items with findings one to one, as many pairs as possible (maximum bipartite
/// matching), preferring the closest finding when several could match.
DocumentMatch match_items(const std::vector<GoldItem>& gold, const std::vector<FoundItem>& found,
                          uint32_t slack = 3);

/// Counts for one rule (or for all rules together) and the ratios derived from them.
struct Score {
  size_t gold = 0;            ///< items the editors want
  size_t found = 0;           ///< findings the auditor reported
  size_t true_positives = 0;  ///< findings paired with a gold item

  /// Share of findings that are right; nullopt when nothing was found.
  std::optional<double> precision() const;
  /// Share of gold items found; nullopt when there is no gold.
  std::optional<double> recall() const;
  /// Harmonic mean of precision and recall; nullopt when either is undefined or both are zero.
  std::optional<double> f1() const;
  /// Adds another score's counts (per-document tallies into per-rule ones).
  void add(const Score& other);
};

/// The score of one rule, overall and per language.
struct RuleScore {
  std::string rule;
  bool implemented = false;  ///< the loaded rule set has this id in at least one language
  Score score;
  std::vector<std::pair<std::string, Score>> by_language;  ///< sorted by language code
};

/// One evaluated article.
struct EvalCase {
  std::string input;          ///< the article's path
  std::string expected_path;  ///< its `.expected` file
  std::string language;       ///< the language the rules ran in
  std::vector<GoldItem> gold;
  std::vector<FoundItem> found;  ///< findings of annotated rules only
  DocumentMatch match;
};

/// What to evaluate.
struct EvaluationOptions {
  std::string only_rule;  ///< when not empty, judge only this rule id
  uint32_t slack = 3;     ///< columns of tolerance around a flagged span
  unsigned jobs = 0;      ///< worker threads; 0 = all cores
};

/// The outcome of a whole evaluation.
struct EvaluationReport {
  std::vector<EvalCase> cases;
  std::vector<RuleScore> rules;  ///< the annotated rules (or the one asked for), sorted by id
  Score overall;                 ///< summed over the implemented rules only
  std::vector<Error> errors;     ///< unreadable articles, malformed or out-of-range gold lines
};

/// Every `<case>.{txt,md}` with a `<case>.expected` beside it, searched recursively, sorted.
Result<std::vector<std::string>> find_eval_cases(const std::vector<std::string>& folders);

/// Audits every case with `auditor` and scores its findings against the gold. Problems with single
/// cases land in `errors`; only a missing folder fails the whole call.
Result<EvaluationReport> evaluate(const Auditor& auditor, const std::vector<std::string>& folders,
                                  const EvaluationOptions& options = {});

/// The rule ids a loaded rule set contains, in any language, sorted.
std::vector<std::string> implemented_rules(const rules::RuleSet& rules);

}  // namespace auditor::pipeline
