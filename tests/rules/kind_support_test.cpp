// Word-bounded search and the per-thread instances of big patterns the rule kinds share.
#include "auditor/rules/kind_support.h"

#include <gtest/gtest.h>

#include <set>
#include <thread>
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

TEST(ConcurrentRegex, ThreadsShareABoundedNumberOfEquivalentInstances) {
  ConcurrentRegex re(std::make_unique<RE2>("(?P<who>[A-Z][a-z]+) pagou", pattern_options()));
  ASSERT_TRUE(static_cast<bool>(re));
  const std::string text = "Ontem a Acme pagou a conta.";
  constexpr int kThreads = 12;
  std::vector<const RE2*> used(kThreads, nullptr);
  std::vector<std::string> found(kThreads);
  std::vector<std::thread> threads;
  for (int i = 0; i < kThreads; ++i) {
    threads.emplace_back([&, i] {
      const RE2& mine = re.get();
      EXPECT_EQ(&mine, &re.get());  // a thread keeps its instance
      used[i] = &mine;
      std::string who;
      if (RE2::PartialMatch(text, mine, &who)) found[i] = who;
    });
  }
  for (std::thread& t : threads) t.join();
  std::set<const RE2*> distinct(used.begin(), used.end());
  EXPECT_GE(distinct.size(), 2u);
  EXPECT_LE(distinct.size(), ConcurrentRegex::kInstances);
  for (const std::string& who : found) EXPECT_EQ(who, "Acme");
  for (const RE2* instance : distinct) EXPECT_EQ(instance->NamedCapturingGroups().at("who"), 1);
}

TEST(ConcurrentRegex, AnEmptyOneIsFalse) {
  ConcurrentRegex none;
  EXPECT_FALSE(static_cast<bool>(none));
}

}  // namespace
}  // namespace auditor::rules
