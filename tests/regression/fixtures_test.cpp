// Every fixtures/<lang>/<case>.{txt,md} with a <case>.expected beside it is a test: the findings
// (line, column, rule) must equal the expected ones. Adding a case is adding two files.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "auditor/ingest/input.h"
#include "auditor/pipeline/auditor.h"
#include "tests/support/expected_findings.h"
#include "tests/support/test_support.h"

namespace auditor {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> fixture_cases() {
  std::vector<std::string> cases;
  for (const char* lang : {"pt", "en"}) {
    fs::path dir = testing::repo_path(std::string("fixtures/") + lang);
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) continue;
    for (const auto& entry : fs::directory_iterator(dir)) {
      fs::path p = entry.path();
      std::string ext = p.extension().string();
      if (ext != ".txt" && ext != ".md") continue;
      fs::path expected = p;
      expected.replace_extension(".expected");
      if (fs::exists(expected)) cases.push_back(fs::relative(p, testing::repo_path("")).string());
    }
  }
  std::sort(cases.begin(), cases.end());
  return cases;
}

class FixtureTest : public ::testing::TestWithParam<std::string> {
 protected:
  static const pipeline::Auditor& auditor() {
    static pipeline::Auditor instance = [] {
      pipeline::AuditOptions options;
      options.rules_dir = testing::repo_path("rules");
      auto created = pipeline::Auditor::create(options);
      if (!created.ok()) throw std::runtime_error(created.error().to_string());
      return std::move(created).value();
    }();
    return instance;
  }
};

TEST_P(FixtureTest, FindingsMatchExpected) {
  fs::path input = testing::repo_path(GetParam());
  fs::path expected_path = input;
  expected_path.replace_extension(".expected");
  std::vector<std::string> problems;
  auto expected = testing::parse_expected_findings(testing::read_file(expected_path.string()), problems);
  for (const std::string& p : problems) ADD_FAILURE() << expected_path << ": " << p;

  auto document = ingest::read_document({input.string()}, {});
  ASSERT_TRUE(document.ok()) << document.error().to_string();
  AuditedDocument audited = auditor().audit(*document);
  for (const std::string& difference :
       testing::compare_findings(expected, testing::finding_keys(audited.findings))) {
    ADD_FAILURE() << difference;
  }
  std::string listing = testing::list_findings(input.filename().string(), audited.findings);
  if (HasFailure()) std::cerr << "actual findings:\n" << listing;
}

std::string case_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string name = info.param;
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(Fixtures, FixtureTest, ::testing::ValuesIn(fixture_cases()), case_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(FixtureTest);

}  // namespace
}  // namespace auditor
