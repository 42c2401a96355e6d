// Findings in feeds and JSONL dumps point into the file the user has open: every
// fixtures/{feeds,jsonl}/<case> with a <case>.expected beside it (findings in the line format, at
// the file's line and column) is audited record by record. The findings must be the expected
// ones, and the file must show each finding's words at its line and column, as an editor opening
// the feed or the dump does. (The flagged words in these fixtures are written without entities or
// escapes, so the file holds them as the report quotes them; the text before them on their lines
// is full of both.)
#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "auditor/ingest/record_source.h"
#include "auditor/pipeline/auditor.h"
#include "tests/support/expected_findings.h"
#include "tests/support/test_support.h"

namespace auditor {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> record_cases() {
  std::vector<std::string> cases;
  for (const char* folder : {"fixtures/feeds", "fixtures/jsonl"}) {
    for (const auto& entry : fs::directory_iterator(testing::repo_path(folder))) {
      const fs::path& p = entry.path();
      if (p.extension() == ".expected" || p.extension() == ".json") continue;
      if (fs::exists(p.parent_path() / (p.stem().string() + ".expected")))
        cases.push_back(fs::relative(p, testing::repo_path("")).string());
    }
  }
  std::sort(cases.begin(), cases.end());
  return cases;
}

const pipeline::Auditor& shared_auditor() {
  static pipeline::Auditor instance = [] {
    pipeline::AuditOptions options;
    options.rules_dir = testing::repo_path("rules");
    auto created = pipeline::Auditor::create(options);
    if (!created.ok()) throw std::runtime_error(created.error().to_string());
    return std::move(created).value();
  }();
  return instance;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  size_t start = 0;
  for (size_t nl; (nl = text.find('\n', start)) != std::string::npos; start = nl + 1)
    lines.push_back(text.substr(start, nl - start));
  lines.push_back(text.substr(start));
  return lines;
}

// The text of a line from a 1-based column counted in code points, as the report counts them.
std::string from_column(const std::string& line, uint32_t column) {
  size_t i = 0;
  for (uint32_t c = 1; c < column && i < line.size(); ++c) {
    ++i;
    while (i < line.size() && (static_cast<unsigned char>(line[i]) & 0xC0) == 0x80) ++i;
  }
  return line.substr(i);
}

class RecordPositions : public ::testing::TestWithParam<std::string> {};

TEST_P(RecordPositions, FindingsPointAtTheirWordsInTheFile) {
  fs::path input = testing::repo_path(GetParam());
  fs::path expected_path = input.parent_path() / (input.stem().string() + ".expected");
  std::vector<std::string> problems;
  auto expected =
      testing::parse_expected_findings(testing::read_file(expected_path.string()), problems);
  for (const std::string& p : problems) ADD_FAILURE() << expected_path << ": " << p;

  std::vector<std::string> lines = lines_of(testing::read_file(input.string()));
  std::vector<Finding> all;
  ingest::RecordStream stream({{input.string()}}, ingest::ReadOptions{});
  while (std::optional<ingest::PendingRecord> record = stream.next()) {
    Result<Document> doc = record->read();
    ASSERT_TRUE(doc.ok()) << doc.error().to_string();
    AuditedDocument audited = shared_auditor().audit(*doc);
    for (const Finding& f : audited.findings) {
      all.push_back(f);
      ASSERT_GE(f.position.line, 1u);
      ASSERT_LE(f.position.line, lines.size()) << f.rule << " " << f.excerpt;
      std::string there = from_column(lines[f.position.line - 1], f.position.column);
      EXPECT_EQ(there.substr(0, f.excerpt.size()), f.excerpt)
          << record->input << ": " << f.rule << " at " << f.position.line << ":"
          << f.position.column;
    }
  }
  for (const std::string& difference :
       testing::compare_findings(expected, testing::finding_keys(all))) {
    ADD_FAILURE() << difference;
  }
  if (HasFailure())
    std::cerr << "actual findings:\n" << testing::list_findings(input.filename().string(), all);
}

std::string case_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string name = info.param;
  for (char& c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(Fixtures, RecordPositions, ::testing::ValuesIn(record_cases()), case_name);

}  // namespace
}  // namespace auditor
