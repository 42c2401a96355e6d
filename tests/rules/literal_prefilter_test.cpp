// LiteralPrefilter: which patterns a text may match, from the literals each pattern needs.
#include "auditor/rules/literal_prefilter.h"

#include <gtest/gtest.h>

#include "auditor/rules/kind_support.h"

namespace auditor::rules {
namespace {

std::vector<int> candidates(const LiteralPrefilter& filter, std::string_view text) {
  std::vector<int> out;
  filter.candidates(text, out);
  return out;
}

LiteralPrefilter tie_like_patterns() {
  LiteralPrefilter filter;
  EXPECT_TRUE(filter.add(R"((?:a|o) \p{Lu}\p{L}+ (?:pagou|custeou) (?:a|as) (?:passagens?|hospedagem))",
                         pattern_options()));
  EXPECT_TRUE(filter.add(R"(a convite (?:de|do|da) \p{Lu}\p{L}+)", pattern_options()));
  EXPECT_TRUE(filter.add(R"(sponsored by \p{Lu}\p{L}+)", pattern_options()));
  filter.compile();
  return filter;
}

TEST(LiteralPrefilter, KeepsOnlyThePatternsWhoseWordsTheTextHolds) {
  LiteralPrefilter filter = tie_like_patterns();
  EXPECT_FALSE(filter.atoms().empty());
  EXPECT_EQ(candidates(filter, "A prefeitura anunciou a reforma das escolas."), std::vector<int>{});
  EXPECT_EQ(candidates(filter, "O repórter viajou a convite da Embraer."), std::vector<int>{1});
  // The words are there, in capitals and with accents folded by case; the pattern may match.
  EXPECT_EQ(candidates(filter, "A EMBRAER CUSTEOU AS PASSAGENS."), std::vector<int>{0});
  EXPECT_EQ(candidates(filter, "Sponsored by Acme. A Acme pagou a hospedagem."), (std::vector<int>{0, 2}));
  // A character whose case pairs the atom scanner does not model (Ł) sends the text to RE2's
  // set, which gives the same answer.
  EXPECT_EQ(candidates(filter, "Łukasz viajou a convite da Embraer."), std::vector<int>{1});
  EXPECT_EQ(candidates(filter, "Łukasz: A EMBRAER CUSTEOU AS PASSAGENS."), std::vector<int>{0});
  // One of a pattern's alternatives is not enough when another word it needs is missing.
  EXPECT_EQ(candidates(filter, "A Acme pagou a conta do jantar."), std::vector<int>{});
}

TEST(LiteralPrefilter, NeverRulesOutATextThatAPatternMatches) {
  LiteralPrefilter filter = tie_like_patterns();
  for (std::string_view text : {"Ela disse que a Natura pagou as passagens do grupo.",
                                "Fomos a convite do Itaú, que bancou tudo.",
                                "This series is sponsored by Globex Corporation."}) {
    std::vector<int> kept = candidates(filter, text);
    for (int id = 0; id < filter.size(); ++id) {
      bool matches = RE2::PartialMatch(text, filter.pattern(id));
      bool kept_id = std::find(kept.begin(), kept.end(), id) != kept.end();
      EXPECT_TRUE(!matches || kept_id) << "pattern " << id << " on: " << text;
    }
  }
}

TEST(LiteralPrefilter, APatternThatNeedsNoLiteralIsAlwaysACandidate) {
  LiteralPrefilter filter;
  ASSERT_TRUE(filter.add(R"(\p{Lu}\p{L}+ \d+)", pattern_options()));
  ASSERT_TRUE(filter.add(R"(patrocinado por \p{Lu}\p{L}+)", pattern_options()));
  filter.compile();
  EXPECT_EQ(candidates(filter, "nada aqui"), std::vector<int>{0});
  EXPECT_EQ(candidates(filter, "Conteúdo patrocinado por Natura"), (std::vector<int>{0, 1}));
  EXPECT_FALSE(filter.add("(unclosed", pattern_options()));
}

TEST(LiteralPrefilter, AGateRulesOutARangeThatLacksWhatEveryMatchHolds) {
  LiteralPrefilter filter;
  // The name class opens the pattern; the words after it are the gate.
  ASSERT_TRUE(filter.add(R"(\p{Lu}\p{L}+ (?:pagou|custeou) (?:a|as) passagens?)", pattern_options(),
                         {R"( (?:pagou|custeou) (?:a|as) passagens?)"}));
  ASSERT_TRUE(filter.add("sponsored by Acme", pattern_options()));
  filter.compile();
  const std::string text = "A Natura pagou a conta. Depois a Natura pagou as passagens.";
  const size_t second = text.find("Depois");
  EXPECT_FALSE(filter.may_match(0, text, 0, second));
  EXPECT_TRUE(filter.may_match(0, text, second, text.size()));
  EXPECT_TRUE(filter.may_match(1, text, 0, second));  // no gate: always may
  EXPECT_FALSE(filter.add("patrocinado", pattern_options(), {"(unclosed"}));
}

TEST(LiteralPrefilter, AnEmptySetHasNoCandidates) {
  LiteralPrefilter filter;
  filter.compile();
  EXPECT_EQ(candidates(filter, "qualquer texto"), std::vector<int>{});
}

}  // namespace
}  // namespace auditor::rules
