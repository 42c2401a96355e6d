// Finding claims: sentences that assert something checkable (figures, records, comparisons,
// judgments, predictions), with the sources each rests on.
#pragma once

#include "auditor/analysis/article_analysis.h"
#include "auditor/analysis/phrase_table.h"
#include "auditor/analysis/sources.h"
#include "auditor/text/lexicon.h"

namespace auditor::analysis {

/// Marks claim sentences with trigger words from the lexicon (claims.superlative, .comparative,
/// .evaluative, .predictive) and statistics among the numbers; one claim per sentence, of its
/// strongest kind. Needs numbers, quotes and attributions already filled.
class ClaimFinder {
 public:
  explicit ClaimFinder(const text::Lexicon& lexicon);
  void find(ArticleAnalysis& analysis, const SentenceTokens& tokens) const;

 private:
  PhraseTable superlative_, comparative_, evaluative_, predictive_, exclusions_;
};

}  // namespace auditor::analysis
