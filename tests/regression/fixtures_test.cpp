// Every fixtures/<lang>/<case>.{txt,md} with a <case>.expected beside it is a test: the findings
// (line, column, rule) must equal the expected ones. Adding a case is adding two files.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <set>
#include <sstream>
#include <tuple>

#include "auditor/ingest/input.h"
#include "auditor/pipeline/auditor.h"
#include "tests/support/test_support.h"

namespace auditor {
namespace {

namespace fs = std::filesystem;
using Key = std::tuple<uint32_t, uint32_t, std::string>;  // line, column, rule

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

// Lines look like "case.md:12:5: warning rule.id: message"; blank lines and '#' comments skipped.
std::set<Key> parse_expected(const std::string& text, std::vector<std::string>& problems) {
  static const std::regex kLine(R"(^[^:]*:(\d+):(\d+): (error|warning|info) ([a-z0-9.-]+)(: .*)?$)");
  std::set<Key> keys;
  std::istringstream in(text);
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    std::smatch m;
    if (!std::regex_match(line, m, kLine)) {
      problems.push_back("line " + std::to_string(number) + " is not in the finding format: " + line);
      continue;
    }
    keys.emplace(std::stoul(m[1]), std::stoul(m[2]), m[4]);
  }
  return keys;
}

std::string describe(const Key& k) {
  return std::to_string(std::get<0>(k)) + ":" + std::to_string(std::get<1>(k)) + " " + std::get<2>(k);
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
  std::set<Key> expected = parse_expected(testing::read_file(expected_path.string()), problems);
  for (const std::string& p : problems) ADD_FAILURE() << expected_path << ": " << p;

  auto document = ingest::read_document({input.string()}, {});
  ASSERT_TRUE(document.ok()) << document.error().to_string();
  AuditedDocument audited = auditor().audit(*document);
  std::set<Key> actual;
  std::string listing;
  for (const Finding& f : audited.findings) {
    actual.emplace(f.position.line, f.position.column, f.rule);
    listing += "  " + input.filename().string() + ":" + std::to_string(f.position.line) + ":" +
               std::to_string(f.position.column) + ": " + to_string(f.severity) + " " + f.rule +
               ": " + f.message + "\n";
  }
  for (const Key& k : expected) {
    if (!actual.count(k)) ADD_FAILURE() << "missing finding " << describe(k);
  }
  for (const Key& k : actual) {
    if (!expected.count(k)) ADD_FAILURE() << "unexpected finding " << describe(k);
  }
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
