// The generic rule test: every <example> of every rule under rules/ is its own test case.
#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

#include "auditor/rules/example_runner.h"
#include "auditor/rules/rule_set.h"

namespace auditor::rules {

// Test output names the example by its place in its pack (found by argument-dependent lookup).
void PrintTo(const ExampleCase& example, std::ostream* os) {
  *os << example.where();
}

namespace {

/// The repository's rules, loaded once for every test case of this file.
const Result<RuleSet>& repo_rules() {
  static const Result<RuleSet> rules = RuleSet::load(AUDITOR_REPO_DIR "/rules");
  return rules;
}

std::vector<ExampleCase> repo_examples() {
  if (!repo_rules().ok()) return {};
  return collect_examples(repo_rules().value());
}

TEST(RuleExamples, RepositoryRulesLoad) {
  ASSERT_TRUE(repo_rules().ok()) << repo_rules().error().to_string();
  EXPECT_FALSE(repo_examples().empty());
}

TEST(RuleExamples, EveryRuleHasBothKindsOfExample) {
  ASSERT_TRUE(repo_rules().ok()) << repo_rules().error().to_string();
  for (const ExampleFailure& f : check_example_coverage(repo_rules().value())) {
    ADD_FAILURE() << f.where() << ": " << f.rule << ": " << f.message;
  }
}

class RuleExampleTest : public ::testing::TestWithParam<ExampleCase> {};

TEST_P(RuleExampleTest, BehavesAsItsPackSays) {
  if (auto failure = run_example(GetParam())) {
    ADD_FAILURE() << failure->where() << ": " << failure->rule << ": " << failure->message;
  }
}

INSTANTIATE_TEST_SUITE_P(Rules, RuleExampleTest, ::testing::ValuesIn(repo_examples()),
                         [](const ::testing::TestParamInfo<ExampleCase>& info) {
                           return info.param.name();
                         });
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(RuleExampleTest);

}  // namespace
}  // namespace auditor::rules
