// The gold matcher on tiny hand-made lists: column slack, spans, one-to-one pairing, parsing.
#include <gtest/gtest.h>

#include "auditor/pipeline/evaluation.h"

namespace auditor::pipeline {
namespace {

GoldItem gold(const std::string& rule, uint32_t line, uint32_t column) {
  GoldItem g;
  g.rule = rule;
  g.position = {line, column};
  return g;
}

FoundItem found(const std::string& rule, uint32_t line, uint32_t column, uint32_t end_column) {
  FoundItem f;
  f.rule = rule;
  f.start = {line, column};
  f.end = {line, end_column};
  return f;
}

constexpr const char* kNumber = "attribution.unattributed-number";
constexpr const char* kVague = "attribution.vague-source";
constexpr const char* kConcentration = "sourcing.concentration";

TEST(EvaluationMatcher, GoldInsideTheSpanMatches) {
  // Gold marks "R$" of "cerca de R$ 4 milhões" while the finding starts at "cerca".
  EXPECT_TRUE(matches(gold(kNumber, 3, 20), found(kNumber, 3, 11, 32)));
}

TEST(EvaluationMatcher, ThreeColumnsOfSlackEitherSide) {
  FoundItem f = found(kNumber, 3, 10, 15);
  EXPECT_TRUE(matches(gold(kNumber, 3, 7), f));
  EXPECT_FALSE(matches(gold(kNumber, 3, 6), f));
  EXPECT_TRUE(matches(gold(kNumber, 3, 18), f));
  EXPECT_FALSE(matches(gold(kNumber, 3, 19), f));
}

TEST(EvaluationMatcher, OtherLineOrOtherRuleNeverMatches) {
  EXPECT_FALSE(matches(gold(kNumber, 4, 10), found(kNumber, 3, 10, 15)));
  EXPECT_FALSE(matches(gold(kVague, 3, 10), found(kNumber, 3, 10, 15)));
}

TEST(EvaluationMatcher, SpanAcrossLinesCoversTheLinesBetween) {
  FoundItem f;
  f.rule = kVague;
  f.start = {5, 60};
  f.end = {7, 4};
  EXPECT_TRUE(matches(gold(kVague, 6, 1), f));
  EXPECT_TRUE(matches(gold(kVague, 7, 2), f));
  EXPECT_FALSE(matches(gold(kVague, 5, 40), f));
}

TEST(EvaluationMatcher, PointFindingWithoutEndUsesItsStart) {
  FoundItem f;
  f.rule = kNumber;
  f.start = {2, 10};
  EXPECT_TRUE(matches(gold(kNumber, 2, 12), f));
  EXPECT_FALSE(matches(gold(kNumber, 2, 14), f));
}

TEST(EvaluationMatcher, ConcentrationMatchesAnywhereInTheDocument) {
  EXPECT_TRUE(matches(gold(kConcentration, 9, 1), found(kConcentration, 2, 5, 9)));
}

TEST(EvaluationMatcher, EachGoldItemMatchesAtMostOneFinding) {
  std::vector<GoldItem> g{gold(kNumber, 1, 10)};
  std::vector<FoundItem> f{found(kNumber, 1, 9, 14), found(kNumber, 1, 11, 14)};
  DocumentMatch m = match_items(g, f);
  ASSERT_EQ(m.pairs.size(), 1u);
  EXPECT_EQ(m.spurious.size(), 1u);
  EXPECT_TRUE(m.missed.empty());
}

TEST(EvaluationMatcher, PairingMaximizesTruePositives) {
  // Gold A can take either finding; gold B only the first. Greedy "A takes its nearest" would
  // strand B; the matcher must find both pairs.
  std::vector<GoldItem> g{gold(kNumber, 1, 12), gold(kNumber, 1, 8)};
  std::vector<FoundItem> f{found(kNumber, 1, 10, 13), found(kNumber, 1, 14, 20)};
  DocumentMatch m = match_items(g, f);
  EXPECT_EQ(m.pairs.size(), 2u);
  EXPECT_TRUE(m.missed.empty());
  EXPECT_TRUE(m.spurious.empty());
}

TEST(EvaluationMatcher, CountsMissedAndSpurious) {
  std::vector<GoldItem> g{gold(kNumber, 1, 1), gold(kVague, 2, 1)};
  std::vector<FoundItem> f{found(kNumber, 1, 1, 5), found(kNumber, 5, 1, 5)};
  DocumentMatch m = match_items(g, f);
  ASSERT_EQ(m.pairs.size(), 1u);
  EXPECT_EQ(m.pairs[0], (std::pair<size_t, size_t>{0, 0}));
  EXPECT_EQ(m.missed, std::vector<size_t>{1});
  EXPECT_EQ(m.spurious, std::vector<size_t>{1});
}

TEST(EvaluationScore, RatiosAndUndefinedCases) {
  Score s{10, 8, 6};
  EXPECT_DOUBLE_EQ(*s.precision(), 0.75);
  EXPECT_DOUBLE_EQ(*s.recall(), 0.6);
  EXPECT_NEAR(*s.f1(), 2 * 0.75 * 0.6 / 1.35, 1e-12);
  Score none{4, 0, 0};
  EXPECT_FALSE(none.precision().has_value());
  EXPECT_DOUBLE_EQ(*none.recall(), 0.0);
  EXPECT_FALSE(none.f1().has_value());
}

TEST(EvaluationGold, ParsesLinesAndSkipsComments) {
  auto items = parse_gold(
      "# a comment\n"
      "\n"
      "a.md:3:14: warning attribution.unattributed-number: cerca de R$ 4 milhões\n"
      "a.md:9:1: info sourcing.concentration\n",
      "a.expected");
  ASSERT_TRUE(items.ok()) << items.error().to_string();
  ASSERT_EQ(items->size(), 2u);
  EXPECT_EQ((*items)[0].rule, kNumber);
  EXPECT_EQ((*items)[0].position, (Position{3, 14}));
  EXPECT_EQ((*items)[0].severity, Severity::Warning);
  EXPECT_EQ((*items)[0].note, "cerca de R$ 4 milhões");
  EXPECT_EQ((*items)[0].source_line, 3);
  EXPECT_EQ((*items)[1].severity, Severity::Info);
}

TEST(EvaluationGold, MalformedLineNamesFileAndLine) {
  auto items = parse_gold("a.md:3:14: warning rule.id: ok\na.md:three: oops\n", "a.expected");
  ASSERT_FALSE(items.ok());
  EXPECT_EQ(items.error().where, "a.expected:2");
}

TEST(EvaluationGold, ZeroColumnIsRejected) {
  EXPECT_FALSE(parse_gold("a.md:3:0: warning rule.id: x\n", "a.expected").ok());
}

}  // namespace
}  // namespace auditor::pipeline
