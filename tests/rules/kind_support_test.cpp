// Word-bounded search, which every pattern-based rule kind relies on.
#include "auditor/rules/kind_support.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

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

bool name_or_gap(std::string_view element) {
  return element == "{party}" || element.find("[^") != std::string_view::npos;
}

std::vector<std::string> runs_of(std::string_view pattern) {
  std::vector<std::string> out;
  for (std::string_view run : necessary_runs(pattern, name_or_gap)) out.emplace_back(run);
  return out;
}

TEST(NecessaryRuns, SplitsATopLevelConcatenationAroundItsCostlyElements) {
  EXPECT_EQ(runs_of("{party} (?:me |nos )?{verbs.paid} a passagem"),
            std::vector<std::string>{" (?:me |nos )?{verbs.paid} a passagem"});
  // A gap with its quantifier goes, and each run on either side stays whole.
  EXPECT_EQ(
      runs_of("(?:aparelho|produto) (?:[^\\s.!?]+ ){0,5}(?:foi|foram) cedidos? "
              "(?:[^\\s.!?]+ ){0,4}pela {party}"),
      (std::vector<std::string>{"(?:aparelho|produto) ", "(?:foi|foram) cedidos? ", "pela "}));
  // Classes, escapes and groups with their own "|" are single elements.
  EXPECT_EQ(runs_of("[,;]\\s*{party} (?:pagou|custeou)\\.?"),
            (std::vector<std::string>{"[,;]\\s*", " (?:pagou|custeou)\\.?"}));
}

TEST(NecessaryRuns, GivesNothingWhenTheRunsAreNotNecessary) {
  // An alternation at the top: neither side is in every match.
  EXPECT_TRUE(runs_of("{party} pagou|a convite de {party}").empty());
  // A flag group changes how the rest reads; a lone run would read it otherwise.
  EXPECT_TRUE(runs_of("(?-i){party} Pagou").empty());
  // Nothing costly: the pattern's own DFA is small already.
  EXPECT_TRUE(runs_of("patrocinado por (?:a|o) governo").empty());
  EXPECT_TRUE(runs_of("(unclosed {party} pagou").empty());
  EXPECT_TRUE(runs_of("{party} pagou)").empty());
}

TEST(NecessaryRuns, EveryMatchOfThePatternHoldsAMatchOfEachRun) {
  const std::string pattern =
      "(?:aparelho|produto) (?:[^\\s.!?]+ ){0,3}(?:foi|foram) (?:cedid|emprestad)[oa]s? "
      "(?:[^\\s.!?]+ ){0,2}pela \\p{Lu}\\p{L}+";
  RE2 whole(pattern, pattern_options());
  ASSERT_TRUE(whole.ok());
  for (std::string_view text : {"O aparelho usado no teste foi cedido pela Acme.",
                                "Um produto novo foram emprestados ontem pela Globex."}) {
    ASSERT_TRUE(RE2::PartialMatch(text, whole)) << text;
    for (std::string_view run : necessary_runs(pattern, name_or_gap)) {
      EXPECT_TRUE(RE2::PartialMatch(text, RE2(std::string(run), pattern_options())))
          << "run \"" << run << "\" on: " << text;
    }
  }
}

TEST(FindFirstOf, FindsWhatTheJoinedRegexFindsFromEachPatternAlone) {
  const std::vector<std::string> patterns = {"analistas (?:dizem|afirmam)",
                                             "segundo (?:analistas|especialistas)", "especialistas",
                                             "dizem especialistas do setor"};
  LiteralPrefilter alone;
  std::string joined;
  for (const std::string& p : patterns) {
    ASSERT_TRUE(alone.add(p, pattern_options()));
    joined += (joined.empty() ? "" : "|") + ("(?:" + p + ")");
  }
  alone.compile();
  RE2 all(joined, pattern_options());
  const std::string text =
      "Desespecialistas, não. Segundo analistas, a meta cai; analistas dizem que sim, "
      "e dizem especialistas do setor que especialistas erram.";
  std::vector<int> candidates;
  alone.candidates(text, candidates);
  FoundMatches known;
  size_t pos = 0;
  Span expected;
  Span found;
  int matches = 0;
  while (find_word_match(all, text, pos, text.size(), expected)) {
    ASSERT_TRUE(find_first_of(alone, candidates, known, text, pos, text.size(), found));
    EXPECT_EQ(found.in(text), expected.in(text));
    EXPECT_EQ(found.start, expected.start);
    pos = expected.end;
    ++matches;
  }
  EXPECT_EQ(matches, 4);
  EXPECT_FALSE(find_first_of(alone, candidates, known, text, pos, text.size(), found));
}

// The matches kept between calls answer as a fresh search would, from every position: one past
// a match's start (the overlap search steps so), inside a word the boundary test skips, and in a
// shorter range, for which nothing kept holds.
TEST(FindFirstOf, KeptMatchesAnswerAsAFreshSearch) {
  LiteralPrefilter alone;
  for (const char* p : {"analistas (?:dizem|afirmam)", "especialistas", "dizem especialistas"}) {
    ASSERT_TRUE(alone.add(p, pattern_options()));
  }
  alone.compile();
  const std::string text =
      "Desespecialistas, não: analistas dizem especialistas que dizem especialistas e "
      "analistas afirmam.";
  auto fresh = [&](size_t from, size_t to, Span& match) {
    std::vector<int> candidates;
    alone.candidates(text, candidates);
    FoundMatches none;
    return find_first_of(alone, candidates, none, text, from, to, match);
  };
  std::vector<int> candidates;
  alone.candidates(text, candidates);
  FoundMatches known;
  int compared = 0;
  for (size_t from = 0; from < text.size(); ++from) {
    Span kept;
    Span expected;
    const bool found = find_first_of(alone, candidates, known, text, from, text.size(), kept);
    ASSERT_EQ(found, fresh(from, text.size(), expected)) << "from " << from;
    if (!found) break;
    EXPECT_EQ(kept.start, expected.start) << "from " << from;
    EXPECT_EQ(kept.end, expected.end) << "from " << from;
    ++compared;
  }
  EXPECT_GT(compared, 60);
  // Matches kept for the whole text do not carry over to a range that ends sooner.
  alone.candidates(text, candidates);
  FoundMatches whole_text;
  const size_t word = text.find("especialistas que");
  Span kept;
  ASSERT_TRUE(find_first_of(alone, candidates, whole_text, text, word, text.size(), kept));
  EXPECT_EQ(kept.in(text), "especialistas");
  ASSERT_EQ(candidates.size(), 3u);
  EXPECT_FALSE(find_first_of(alone, candidates, whole_text, text, word, word + 6, kept));
}

}  // namespace
}  // namespace auditor::rules
