// LiteralFormula: the literal strings every match of a pattern holds, read from the pattern.
#include "auditor/rules/literal_formula.h"

#include <gtest/gtest.h>
#include <re2/re2.h>

#include "auditor/rules/kind_support.h"
#include "auditor/text/normalize.h"

namespace auditor::rules {
namespace {

std::string formula_of(std::string_view pattern) {
  return LiteralFormula::read(pattern, 3).to_string();
}

// Whether the formula lets `text` through, its atoms found as the prefilter finds them.
bool passes(const LiteralFormula& formula, std::string_view text) {
  const std::string folded = text::fold_case(text);
  return formula.holds(
      [&](uint32_t k) { return folded.find(formula.atoms()[k]) != std::string::npos; });
}

TEST(LiteralFormula, JoinsLettersIntoWordsAndWordsByAndAndOr) {
  EXPECT_EQ(formula_of("sponsored by"), "sponsored by");
  EXPECT_EQ(formula_of(R"((?:studies|polls)[\s\x{A0}]+show)"), "and(or(polls, studies), show)");
  // "this" holds "his": whatever has the one has the other.
  EXPECT_EQ(formula_of(R"((?:this|that|the|his)[\s\x{A0}]+research)"),
            "and(or(his, the, that), research)");
  // A small cross product stays whole: "convidad[oa]s?" is four strings.
  EXPECT_EQ(formula_of("convidad[oa]s?"), "or(convidada, convidado)");
  // Case: atoms are lower-cased, Latin-1 capitals too.
  EXPECT_EQ(formula_of("(?-i:PATROCÍNIO)"), "patrocínio");
  EXPECT_EQ(formula_of(R"((?P<flag>according to) \p{Lu}\p{L}+)"), "according to ");
}

TEST(LiteralFormula, WhatMayBeAbsentOrIsTooShortNeedsNothing) {
  EXPECT_EQ(formula_of(R"((?:have[\s\x{A0}]+)?said)"), "said");
  EXPECT_EQ(formula_of(R"((?:a|an|the)[\s\x{A0}]+say)"), "say");  // "a" is too short
  EXPECT_EQ(formula_of(R"((?:recent )*polls?)"), "poll");         // "polls" holds "poll"
  EXPECT_EQ(formula_of(R"(\p{Lu}\p{L}+ \d+)"), "any");
  EXPECT_EQ(formula_of("(?:foo|.)bar"), "bar");
  EXPECT_EQ(formula_of("foo|[a-z]+"), "any");
  EXPECT_EQ(formula_of("[^x]yz"), "any");  // "yz" is too short
  // A cased letter beyond Latin-1 may have case pairs the atom search does not know: it
  // matches anything, and the letters around it still count.
  EXPECT_EQ(formula_of("Łódź"), "ód");
  EXPECT_EQ(formula_of("Ωμέγα"), "any");
  EXPECT_EQ(formula_of("“disse”"), "“disse”");  // caseless punctuation is kept
}

TEST(LiteralFormula, ReadsEscapesClassesAndRepeats) {
  EXPECT_EQ(formula_of(R"(fact\-checkers)"), "fact-checkers");
  EXPECT_EQ(formula_of(R"(AT\&T says)"), "at&t says");
  EXPECT_EQ(formula_of(R"(\x{A0}\x41bc)"), "\u00A0abc");
  EXPECT_EQ(formula_of(R"(\bword\b)"), "word");
  EXPECT_EQ(formula_of("(?m:^)Nota do editor"), "nota do editor");
  EXPECT_EQ(formula_of("(?i)abc(?:def){2,3}"), "and(abc, def)");
  EXPECT_EQ(formula_of("x{2}yzw"), "yzw");  // "x" alone is too short
  EXPECT_EQ(formula_of("[]a]bc"), "or(]bc, abc)");
  // Syntax it does not model fails safe.
  EXPECT_EQ(formula_of(R"(\Qa.b\E)"), "any");
  EXPECT_EQ(formula_of("(unclosed"), "any");
}

// The formula never rules out a text the pattern matches: patterns of every form the packs use,
// against texts that match them and texts that nearly do.
TEST(LiteralFormula, NeverRulesOutATextThePatternMatches) {
  const std::vector<std::string> patterns = {
      R"((?:(?m:^)|[.!?…;:—–"“”(,]\s*| - )(?P<flag>(?:a|an|one) (?:[\p{Latin}'’.-]+ ){0,3}?(?:official|source))(?:,(?: (?-i:[a-zß-ÿ])[\p{Latin}'’-]*){1,6},)? (?:said|told))",
      R"((?:estudos|pesquisas)(?:[\s\x{A0}]+recentes)?[\s\x{A0}]+(?:mostram|indicam))",
      R"(a[\s\x{A0}]+convite[\s\x{A0}]+(?:de|do|da)[\s\x{A0}]+(?P<party>\p{Lu}\p{L}+))",
      R"((?:this|that|the)[\s\x{A0}]+research)",
      R"(convidad[oa]s?[\s\x{A0}]+(?:de|da))",
      R"((?-i:\p{Lu}{4,}(?:[\s\x{A0}]+\p{Lu}{2,})*:)[\s\x{A0}]+\p{L}+)",
      R"(paid (?:for|in part for) (?:my|our|the) (?:trip|travel|hotel)s?)",
      R"(R\$ ?\d+(?:,\d+)? (?:mil|milhões))",
  };
  const std::vector<std::string> texts = {
      "— an official said on Monday",
      "\"A senior source, speaking privately, told us",
      "Estudos recentes mostram que sim",
      "PESQUISAS INDICAM queda",
      "viajou a convite da Embraer",
      "A CONVITE DO Itaú",
      "That research was flawed",
      "THE RESEARCH",
      "Convidados de honra",
      "convidada da casa",
      "NOTA DO EDITOR: texto",
      "Acme paid for our hotels",
      "PAID IN PART FOR MY TRIP",
      "custou R$ 12,5 milhões",
      "nothing to see",
      "studies show",
  };
  for (const std::string& pattern : patterns) {
    const RE2 re(pattern, pattern_options());
    ASSERT_TRUE(re.ok()) << pattern;
    const LiteralFormula formula = LiteralFormula::read(pattern, 3);
    for (const std::string& text : texts) {
      if (RE2::PartialMatch(text, re)) {
        EXPECT_TRUE(passes(formula, text)) << formula.to_string() << " on: " << text;
      }
    }
  }
  // A piece that may match anything ends the exact strings: "(?:a|one) [words]{0,3} source" is
  // no cross product of "a", "one" and "source" with what follows.
  EXPECT_EQ(formula_of(R"((?:(?:a|one) (?:\w+ ){0,3}?(?:official|source)) (?:said|told))"),
            "and(or(source, official), or( said,  told))");
  // And it does rule texts out.
  const LiteralFormula research = LiteralFormula::read(patterns[3], 3);
  EXPECT_FALSE(passes(research, "nothing to see"));
  EXPECT_TRUE(passes(research, "THE RESEARCH"));
}

}  // namespace
}  // namespace auditor::rules
