// Word-bounded search, which every pattern-based rule kind relies on.
#include "auditor/rules/kind_support.h"

#include <gtest/gtest.h>

#include <string>

namespace auditor::rules {
namespace {

TEST(FindWordMatch, SkipsMatchesInsideWordsAndFindsTheNextWholeOne) {
  RE2 re("patrocinad[ao]s?", pattern_options());
  std::string text = "Despatrocinado ontem, o evento foi patrocinado pela Acme.";
  Span match;
  ASSERT_TRUE(find_word_match(re, text, 0, text.size(), match));
  EXPECT_EQ(match.in(text), "patrocinado");
  EXPECT_EQ(match.start, text.find("patrocinado pela"));
  // No whole-word match in range: false, even though the pattern occurs inside a word.
  EXPECT_FALSE(find_word_match(re, text, 0, 20, match));
}

TEST(FindWordMatch, ShortensAMatchThatEndsInsideAWord) {
  RE2 re("viagem|viagens pagas", pattern_options());
  std::string text = "As viagens pagasX e a viagem paga.";
  Span match;
  ASSERT_TRUE(find_word_match(re, text, 0, text.size(), match));
  EXPECT_EQ(match.in(text), "viagem");
}

}  // namespace
}  // namespace auditor::rules
