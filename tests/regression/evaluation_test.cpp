// The auditor measured against fixtures/eval: every implemented rule with enough gold must reach
// precision 0.9 and recall 0.8; the gold itself must be well formed and large enough to mean much.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "auditor/pipeline/evaluation.h"
#include "tests/support/test_support.h"

namespace auditor::pipeline {
namespace {

constexpr double kMinPrecision = 0.9;
constexpr double kMinRecall = 0.8;
constexpr size_t kMinGold = 5;  // below this a ratio says more about luck than about the rule

const EvaluationReport& report() {
  static EvaluationReport instance = [] {
    AuditOptions options;
    options.rules_dir = testing::repo_path("rules");
    auto auditor = Auditor::create(options);
    if (!auditor.ok()) throw std::runtime_error(auditor.error().to_string());
    auto evaluated = evaluate(*auditor, {testing::repo_path("fixtures/eval")});
    if (!evaluated.ok()) throw std::runtime_error(evaluated.error().to_string());
    return std::move(evaluated).value();
  }();
  return instance;
}

std::string misses(const EvaluationReport& r, const std::string& rule) {
  std::string out;
  for (const EvalCase& c : r.cases) {
    for (size_t f : c.match.spurious) {
      if (c.found[f].rule != rule) continue;
      out += "  false positive " + c.input + ":" + std::to_string(c.found[f].start.line) + ":" +
             std::to_string(c.found[f].start.column) + ": " + c.found[f].excerpt + "\n";
    }
    for (size_t g : c.match.missed) {
      if (c.gold[g].rule != rule) continue;
      out += "  false negative " + c.input + ":" + std::to_string(c.gold[g].position.line) + ":" +
             std::to_string(c.gold[g].position.column) + ": " + c.gold[g].excerpt + "\n";
    }
  }
  return out;
}

TEST(Evaluation, GoldFilesAreWellFormed) {
  for (const Error& e : report().errors) ADD_FAILURE() << e.to_string();
}

TEST(Evaluation, SetIsLargeAndBalancedEnoughToMeasure) {
  std::map<std::string, size_t> articles;  // per language
  std::map<std::string, size_t> gold;      // per rule
  for (const EvalCase& c : report().cases) {
    ++articles[c.language];
    for (const GoldItem& g : c.gold) ++gold[g.rule];
  }
  EXPECT_GE(articles["pt"], 24u);
  EXPECT_GE(articles["en"], 24u);
  for (std::string_view rule : kAnnotatedRules) {
    EXPECT_GE(gold[std::string(rule)], 15u) << rule;
  }
}

TEST(Evaluation, GoldSeveritiesFollowTheRules) {
  // single-source is a warning, or an error when the one source has a stake; the rest are fixed.
  const std::map<std::string, std::set<Severity>> allowed{
      {"disclosure.missing", {Severity::Error}},
      {"attribution.unattributed-number", {Severity::Warning}},
      {"attribution.vague-source", {Severity::Warning}},
      {"sourcing.single-source", {Severity::Warning, Severity::Error}},
      {"sourcing.concentration", {Severity::Info}}};
  for (const EvalCase& c : report().cases) {
    size_t concentration = 0;
    for (const GoldItem& g : c.gold) {
      auto it = allowed.find(g.rule);
      ASSERT_NE(it, allowed.end()) << c.expected_path << ":" << g.source_line << ": unknown rule " << g.rule;
      EXPECT_TRUE(it->second.count(g.severity))
          << c.expected_path << ":" << g.source_line << ": severity " << to_string(g.severity);
      concentration += g.rule == "sourcing.concentration";
    }
    EXPECT_LE(concentration, 1u) << c.expected_path << ": concentration is one finding per article";
  }
}

// The floors each rule must hold: the quality targets (precision 0.9, recall 0.8) once the rule
// has reached them, or, for a rule not there yet, what it last measured (fixtures/eval/baseline.txt) less a small tolerance, so a
// change that makes a rule worse fails while work toward the target goes on. Raise the baseline
// whenever a rule improves: `auditor eval` prints the figures.
std::map<std::string, std::pair<double, double>> baseline() {
  std::map<std::string, std::pair<double, double>> floors;
  std::istringstream in(testing::read_file(testing::repo_path("fixtures/eval/baseline.txt")));
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string rule;
    double precision = 0, recall = 0;
    if (fields >> rule >> precision >> recall) floors[rule] = {precision, recall};
  }
  return floors;
}

TEST(Evaluation, ImplementedRulesHoldTheirFloors) {
  constexpr double kTolerance = 0.02;
  auto floors = baseline();
  for (const RuleScore& r : report().rules) {
    if (!r.implemented || r.score.gold < kMinGold) continue;
    SCOPED_TRACE(r.rule);
    double precision = r.score.precision().value_or(1.0);
    double recall = r.score.recall().value_or(0.0);
    auto it = floors.find(r.rule);
    ASSERT_NE(it, floors.end()) << "add " << r.rule << " to fixtures/eval/baseline.txt";
    // A rule that reached a target holds it exactly; one on its way may slip by the tolerance.
    auto floor = [&](double target, double last) { return last >= target ? target : last - kTolerance; };
    double min_precision = floor(kMinPrecision, it->second.first);
    double min_recall = floor(kMinRecall, it->second.second);
    std::cout << "[ QUALITY  ] " << r.rule << ": precision " << precision << " (target "
              << kMinPrecision << "), recall " << recall << " (target " << kMinRecall << ")\n";
    EXPECT_GE(precision, min_precision) << r.rule << " found " << r.score.found << ", "
                                        << r.score.true_positives << " right\n" << misses(report(), r.rule);
    EXPECT_GE(recall, min_recall) << r.rule << " gold " << r.score.gold << ", "
                                  << r.score.true_positives << " found\n" << misses(report(), r.rule);
  }
}

}  // namespace
}  // namespace auditor::pipeline
