// Checks a derived document against its sources: reuse without credit, dropped disclosures,
// altered and untraceable quotes, changed and new figures.
#pragma once

#include <map>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "auditor/analysis/article_analysis.h"
#include "auditor/core/finding.h"
#include "auditor/provenance/alignment.h"
#include "auditor/provenance/credit.h"
#include "auditor/provenance/words.h"
#include "auditor/rules/kinds/disclosure.h"
#include "auditor/rules/kinds/provenance.h"
#include "auditor/rules/rule_set.h"

namespace auditor::provenance {

/// A source read and analyzed once, with what comparing needs; shared by every derived document.
/// Its Document must outlive it.
struct PreparedSource {
  analysis::ArticleAnalysis analysis;
  std::unique_ptr<SourceSentences> sentences;  ///< the source's words and sentence index
  std::vector<rules::kinds::DisclosureStatement> disclosures;
  SourceIdentity identity;

  const Document& document() const { return *analysis.document; }
  const TextWords& words() const { return sentences->words(); }
};

/// The provenance rules of a rule set, ready to compare documents. Immutable; thread-safe.
class Checker {
 public:
  explicit Checker(const rules::RuleSet& rules);

  /// True when some language has provenance rules (otherwise --source has nothing to check).
  bool enabled() const { return !languages_.empty(); }
  /// The stop words of every language with provenance rules, in one set: the corpus index reads
  /// texts without identifying their language, and function words of one language are rarely
  /// content words of another.
  StopWords corpus_stop_words() const;
  /// Indexes an analyzed source for comparison.
  PreparedSource prepare(analysis::ArticleAnalysis source) const;
  /// Appends the findings of comparing `derived` with every source (in the derived's language).
  void check(const analysis::ArticleAnalysis& derived, std::span<const PreparedSource* const> sources,
             std::vector<Finding>& out) const;

  /// One language's provenance rules and word lists (defined in checker.cpp).
  struct Language;

 private:
  std::map<std::string, std::shared_ptr<const Language>, std::less<>> languages_;
};

}  // namespace auditor::provenance
