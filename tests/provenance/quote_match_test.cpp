// Quote matching: exact after folding, altered with a word diff, untraceable, best passage chosen.
#include "auditor/provenance/quote_match.h"

#include <gtest/gtest.h>

#include "tests/provenance/provenance_support.h"

namespace auditor::provenance {
namespace {

StopWords portuguese_stop_words() { return make_stop_words({"a", "o", "de", "que", "e", "os", "em"}); }

/// Matches the whole of `quote` (a text of its own) against `source`.
QuoteMatch match(const std::string& quote, const std::string& source, double similarity = 0.5) {
  auto q = testing::analyze_text(quote, "pt");
  auto s = testing::analyze_text(source, "pt");
  StopWords stop = portuguese_stop_words();
  TextWords qw = index_words(q.analysis, stop);
  TextWords sw = index_words(s.analysis, stop);
  return match_quote(qw, 0, static_cast<uint32_t>(qw.words.size()), q.document->text, sw,
                     s.document->text, similarity);
}

TEST(QuoteMatch, CaseAccentsAndPunctuationDoNotMakeAQuoteDifferent) {
  QuoteMatch m = match("Vamos resolver ISSO ate sexta, sem falta",
                       "A prefeita disse: vamos resolver isso até sexta — sem falta. Depois saiu.");
  EXPECT_EQ(m.verdict, QuoteVerdict::Exact);
  EXPECT_TRUE(m.diff.empty());
}

TEST(QuoteMatch, AnAlteredQuoteGetsAWordDiff) {
  QuoteMatch m = match("O novo terminal vai dobrar a capacidade do porto",
                       "Segundo ele, o novo terminal pode dobrar a capacidade do porto em dois anos.");
  EXPECT_EQ(m.verdict, QuoteVerdict::Altered);
  EXPECT_EQ(m.diff, "O novo terminal [-pode-] {+vai+} dobrar a capacidade do porto");
}

TEST(QuoteMatch, WordsDroppedFromTheMiddleShowAsRemoved) {
  // The longer passage wins over a shorter one that edit distance alone would prefer.
  QuoteMatch m = match("todos os prazos foram cumpridos",
                       "Ele garantiu que todos os nossos prazos de entrega foram cumpridos.");
  EXPECT_EQ(m.verdict, QuoteVerdict::Altered);
  EXPECT_EQ(m.diff, "todos os [-nossos-] prazos [-de entrega-] foram cumpridos");
}

TEST(QuoteMatch, WordsTheSourceNeverHadAreUntraceable) {
  QuoteMatch m = match("Seremos líderes do mercado nacional em cinco anos",
                       "A fábrica começa a produzir em abril e terá 300 funcionários.");
  EXPECT_EQ(m.verdict, QuoteVerdict::Untraceable);
}

TEST(QuoteMatch, FunctionWordsAloneDoNotMakeAMatch) {
  QuoteMatch m = match("de que a", "Ele disse que a obra de que a cidade precisa vai começar.", 0.5);
  EXPECT_NE(m.verdict, QuoteVerdict::Altered);
}

}  // namespace
}  // namespace auditor::provenance
