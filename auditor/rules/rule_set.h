// Loading rule packs and lexicons from a rules folder, and running the compiled rules on a document.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "auditor/analysis/analyzer.h"
#include "auditor/analysis/article_analysis.h"
#include "auditor/core/result.h"
#include "auditor/core/sink.h"
#include "auditor/rules/rule.h"
#include "auditor/rules/shared_atoms.h"
#include "auditor/text/language.h"
#include "auditor/text/lexicon.h"
#include "auditor/text/sentence_segmenter.h"

namespace auditor::rules {

/// Everything a run needs for one language: its lexicon, its segmenter and its compiled rules.
struct LanguageRules {
  std::string language;
  text::Lexicon lexicon;
  text::SentenceSegmenter segmenter;
  std::unique_ptr<analysis::Analyzer> analyzer;  ///< numbers, quotes, sources, attributions, claims
  std::vector<std::unique_ptr<Rule>> rules;
  /// The rules' literal prefilters' atoms, searched once per document (join_atom_search).
  SharedAtoms atoms;
};

/// The compiled rule set of a run: immutable once loaded, shared by all worker threads.
class RuleSet {
 public:
  /// Loads rules/<lang>/lexicon.xml and every rules/<lang>/*.rules.xml pack under `rules_dir`.
  /// Every problem is an error naming the file, the line, the key and a hint.
  /// With a project `config`: its disabled rules are left out, its severity and parameter
  /// overrides applied, and a rule id it names that no pack defines is an InvalidConfig error.
  static Result<RuleSet> load(const std::string& rules_dir, const ProjectConfig* config = nullptr);
  /// Loads one pack file with the given lexicon (for `rules test FILE` and tests).
  static Result<RuleSet> load_pack(const std::string& pack_path, const text::Lexicon& lexicon);

  /// The rules and resources for a language, or nullptr when none are loaded for it.
  const LanguageRules* language(std::string_view code) const;
  /// The languages that have rules, sorted.
  std::vector<std::string> languages() const;
  /// Runs every rule of the analysis's language and appends the findings (unsorted).
  void check(const analysis::ArticleAnalysis& analysis, std::vector<Finding>& out) const;
  /// How each rule of the document's language read the items it looked at (Rule::explain).
  std::vector<RuleNote> explain(const analysis::ArticleAnalysis& analysis) const;
  /// A hash of every loaded file's bytes, stored with each run.
  const std::string& digest() const { return digest_; }
  /// Settles an article's language from the function words of the loaded languages, when they
  /// leave no doubt (language.function-words, language.other-words).
  const text::FunctionWordIdentifier& function_words() const { return function_words_; }

 private:
  std::map<std::string, std::unique_ptr<LanguageRules>, std::less<>> languages_;
  std::string digest_;
  text::FunctionWordIdentifier function_words_;
};

/// Each loaded rule once (id, name, description, category, severity), for reports that describe
/// the rules (SARIF); the first language's wording wins, languages being sorted.
std::vector<RuleInfo> describe_rules(const RuleSet& rule_set);

/// Where rule packs live when the user does not say: $AUDITOR_RULES_DIR, then next to the
/// executable (../share/auditor/rules, ../rules), then the source tree the binary was built from.
std::string default_rules_dir(const std::string& executable_path);

}  // namespace auditor::rules
