// Every fixtures/provenance/<case>/ is a test: each article there with a .expected beside it is
// checked against the case's source* files, and its provenance findings (line, column, rule) must
// equal the expected ones. Adding a pair is adding a folder.
#include <gtest/gtest.h>

#include <filesystem>
#include <memory>

#include "auditor/ingest/input.h"
#include "auditor/pipeline/auditor.h"
#include "tests/support/expected_findings.h"
#include "tests/support/test_support.h"

namespace auditor {
namespace {

namespace fs = std::filesystem;

bool is_source(const fs::path& p) { return p.filename().string().starts_with("source"); }

std::vector<std::string> derived_articles() {
  std::vector<std::string> out;
  std::error_code ec;
  for (const auto& dir : fs::directory_iterator(testing::repo_path("fixtures/provenance"), ec)) {
    if (!dir.is_directory()) continue;
    for (const auto& entry : fs::directory_iterator(dir.path())) {
      const fs::path& p = entry.path();
      fs::path expected = fs::path(p).replace_extension(".expected");
      if (p.extension() == ".expected" || is_source(p) || !fs::exists(expected)) continue;
      out.push_back(fs::relative(p, testing::repo_path("")).string());
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

/// An auditor checking against every source* file of the article's folder.
pipeline::Auditor auditor_with_sources(const fs::path& folder) {
  pipeline::AuditOptions options;
  options.rules_dir = testing::repo_path("rules");
  std::vector<fs::path> sources;
  for (const auto& entry : fs::directory_iterator(folder)) {
    if (is_source(entry.path())) sources.push_back(entry.path());
  }
  std::sort(sources.begin(), sources.end());
  for (const fs::path& p : sources) {
    auto doc = ingest::read_document({p.string()}, {});
    if (!doc.ok()) throw std::runtime_error(doc.error().to_string());
    options.sources.push_back(std::make_shared<const Document>(std::move(doc).value()));
  }
  auto created = pipeline::Auditor::create(options);
  if (!created.ok()) throw std::runtime_error(created.error().to_string());
  return std::move(created).value();
}

class PairFixture : public ::testing::TestWithParam<std::string> {};

TEST_P(PairFixture, ProvenanceFindingsMatchExpected) {
  fs::path input = testing::repo_path(GetParam());
  fs::path expected_path = fs::path(input).replace_extension(".expected");
  std::vector<std::string> problems;
  auto expected =
      testing::parse_expected_findings(testing::read_file(expected_path.string()), problems);
  for (const std::string& p : problems) ADD_FAILURE() << expected_path << ": " << p;

  pipeline::Auditor auditor = auditor_with_sources(input.parent_path());
  auto document = ingest::read_document({input.string()}, {});
  ASSERT_TRUE(document.ok()) << document.error().to_string();
  AuditedDocument audited = auditor.audit(*document);
  auto actual = testing::finding_keys(audited.findings, "provenance.");
  for (const std::string& difference : testing::compare_findings(expected, actual)) {
    ADD_FAILURE() << difference;
  }
  if (HasFailure()) {
    std::cerr << "actual findings:\n"
              << testing::list_findings(input.filename().string(), audited.findings, "provenance.");
  }
}

std::string case_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string name = info.param.substr(info.param.find("provenance/") + 11);
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(Pairs, PairFixture, ::testing::ValuesIn(derived_articles()), case_name);

TEST(PairFixtures, EveryKindOfPairIsPresent) {
  // The four kinds of pairs, plus a paid trip: losing one silently would weaken the suite.
  EXPECT_GE(derived_articles().size(), 5U);
}

}  // namespace
}  // namespace auditor
