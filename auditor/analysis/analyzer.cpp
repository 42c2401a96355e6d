// The analysis stage's entry point: tokens once per sentence, then each analysis in order.
#include "auditor/analysis/analyzer.h"

#include "auditor/analysis/claims.h"
#include "auditor/analysis/quotes.h"
#include "auditor/analysis/sources.h"

namespace auditor::analysis {

Analyzer::Analyzer(const text::Lexicon& lexicon)
    : numbers_(lexicon),
      sources_(std::make_unique<SourceFinder>(lexicon)),
      claims_(std::make_unique<ClaimFinder>(lexicon)) {}

Analyzer::~Analyzer() = default;

void Analyzer::analyze(ArticleAnalysis& analysis) const {
  const std::string& text = analysis.text();
  SentenceTokens& tokens = analysis.sentence_tokens;
  tokens.assign(analysis.sentences.size(), {});
  for (uint32_t s = 0; s < analysis.sentences.size(); ++s) {
    text::tokenize(text, analysis.sentences[s].span, tokens[s]);
    numbers_.recognize(tokens[s], s, analysis.numbers);
  }
  find_quotes(*analysis.document, analysis.quotes);
  sources_->find(analysis, tokens);
  claims_->find(analysis, tokens);
}

}  // namespace auditor::analysis
