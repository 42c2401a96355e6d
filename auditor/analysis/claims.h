// Finding claims: sentences that assert something checkable (figures, records, comparisons,
// judgments, predictions), with the sources each rests on.
#pragma once

#include "auditor/analysis/article_analysis.h"
#include "auditor/analysis/phrase_table.h"
#include "auditor/analysis/sources.h"
#include "auditor/text/lexicon.h"

namespace auditor::analysis {

/// Marks claim sentences with trigger words from the lexicon (claims.superlative, .comparative,
/// .evaluative, .predictive) and statistics among the numbers (prices excluded, list
/// claims.price-words). Needs numbers, quotes and attributions already filled.
class ClaimFinder {
 public:
  explicit ClaimFinder(const text::Lexicon& lexicon);
  void find(ArticleAnalysis& analysis, const SentenceTokens& tokens) const;

 private:
  std::vector<Claim> sentence_claims(const ArticleAnalysis& a, const std::vector<text::Token>& tokens,
                                     const std::vector<const NumericExpression*>& figures,
                                     Span sentence) const;
  bool is_price(std::string_view text, const NumericExpression& n, Span sentence) const;
  void attach_sources(const ArticleAnalysis& a, Claim& claim) const;

  PhraseTable superlative_, comparative_, evaluative_, predictive_, exclusions_, performance_;
  std::vector<std::string> price_words_;  // folded: "custa", "preço", "costs", "price"

};

}  // namespace auditor::analysis
