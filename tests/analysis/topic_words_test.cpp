// Topic words: two sentences of a data story share the words of what they measure; function words,
// speech verbs and scales are no topic.
#include <gtest/gtest.h>

#include "auditor/analysis/topic_words.h"
#include "auditor/text/tokenizer.h"
#include "tests/support/test_support.h"

namespace auditor::analysis {
namespace {

text::Lexicon lexicon(const std::string& lang) {
  auto numbers = text::Lexicon::load(testing::repo_path("rules/" + lang + "/numbers.lexicon.xml"));
  EXPECT_TRUE(numbers.ok()) << numbers.error().to_string();
  auto provenance = text::Lexicon::load(testing::repo_path("rules/" + lang + "/provenance.lexicon.xml"));
  EXPECT_TRUE(provenance.ok()) << provenance.error().to_string();
  text::Lexicon merged = std::move(numbers).value();
  EXPECT_TRUE(static_cast<bool>(merged.merge(*provenance, "provenance.lexicon.xml")));
  return merged;
}

size_t shared(const std::string& lang, const std::string& a, const std::string& b) {
  text::Lexicon words = lexicon(lang);
  TopicWords topics(words, {"provenance.stop-words", "numbers.topic-ignore"});
  auto stems = [&](const std::string& s) {
    std::vector<text::Token> tokens;
    text::tokenize(s, {0, static_cast<uint32_t>(s.size())}, tokens);
    return topics.of(tokens, [](const text::Token&) { return false; });
  };
  return TopicWords::shared(stems(a), stems(b));
}

TEST(TopicWords, SentencesOnOneMeasureShareItsWords) {
  // "gaming", "revenue", "casino(s)": plural and singular share a stem.
  EXPECT_EQ(shared("en", "Regulators said gaming revenue at the casinos reached $240 million.",
                   "Gaming revenue at the Harbor casino rose 12 percent."),
            3u);
  // "vistorias"/"vistoria", "barragens"/"barragem", accents folded ("área"/"area").
  EXPECT_EQ(shared("pt", "Segundo a agência, as barragens da área tiveram 312 vistorias.",
                   "A vistoria da barragem na area encontrou falhas em 28% dos casos."),
            3u);
}

TEST(TopicWords, FunctionWordsScalesAndSpeechVerbsAreNoTopic) {
  EXPECT_EQ(shared("en", "The mayor said it was about 3 million, more than last year.",
                   "It was about 2 million, the agency said, more than in May."),
            0u);
  EXPECT_EQ(shared("pt", "Segundo o prefeito, foram cerca de 3 milhões no ano passado.",
                   "Foram 2 milhões de reais, disse a secretaria, mais que no ano anterior."),
            0u);
}

}  // namespace
}  // namespace auditor::analysis
