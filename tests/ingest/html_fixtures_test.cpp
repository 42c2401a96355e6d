// Data-driven tests of the HTML reader: every fixtures/html/<case>.html is read and compared with
// <case>.expected.txt (the clean text) and <case>.expected.json (block kinds, metadata, links).
// AUDITOR_UPDATE_GOLDEN=1 rewrites both files from the reader's output; review the diff.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "auditor/ingest/html_reader.h"
#include "tests/ingest/ingest_test_util.h"
#include "tests/support/test_support.h"

namespace auditor::ingest {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;
using auditor::testing::first_word;
using auditor::testing::read_file;
using auditor::testing::repo_path;
using auditor::testing::source_at;
using auditor::testing::write_file;

std::vector<std::string> fixture_cases() {
  std::vector<std::string> cases;
  for (const auto& entry : fs::directory_iterator(repo_path("fixtures/html"))) {
    if (entry.path().extension() == ".html") cases.push_back(entry.path().stem().string());
  }
  std::sort(cases.begin(), cases.end());
  return cases;
}

Json expectations(const Document& doc) {
  Json blocks = Json::array();
  for (const Block& b : doc.blocks) blocks.push_back(to_string(b.kind));
  Json links = Json::array();
  for (const Link& l : doc.links) {
    Json link{{"text", std::string(doc.view(l.anchor))}, {"href", l.href}};
    if (!l.rel.empty()) link["rel"] = l.rel;
    links.push_back(std::move(link));
  }
  const Metadata& m = doc.metadata;
  Json extra = Json::array();
  for (const auto& [k, v] : m.extra) extra.push_back(Json::array({k, v}));
  Json meta{{"title", m.title},
            {"byline", m.byline},
            {"publisher", m.publisher},
            {"published", m.published},
            {"modified", m.modified},
            {"canonical_url", m.canonical_url},
            {"language", m.language},
            {"has_json_ld", !m.json_ld.empty()},
            {"extra", extra}};
  return Json{{"blocks", blocks}, {"metadata", meta}, {"links", links}};
}

// Each block starts on the source bytes it was copied from, unless it opens with an entity.
void expect_blocks_map_to_source(const Document& doc) {
  for (const Block& b : doc.blocks) {
    std::string word = first_word(doc, b.span);
    std::string_view src = source_at(doc, b.span.start);
    if (src.substr(0, 1) == "&") continue;
    EXPECT_EQ(src.substr(0, word.size()), word) << "block '" << doc.view(b.span) << "'";
  }
}

class HtmlFixtures : public ::testing::TestWithParam<std::string> {};

TEST_P(HtmlFixtures, MatchesExpectedTextMetadataAndLinks) {
  const std::string base = repo_path("fixtures/html/" + GetParam());
  Result<Document> doc = read_html(read_file(base + ".html"), GetParam() + ".html");
  ASSERT_TRUE(doc.ok()) << doc.error().to_string();
  Json actual = expectations(*doc);
  if (const char* update = std::getenv("AUDITOR_UPDATE_GOLDEN");
      update && std::string(update) == "1") {
    write_file(base + ".expected.txt", doc->text + "\n");
    write_file(base + ".expected.json", actual.dump(2) + "\n");
    GTEST_SKIP() << "rewrote the expectations of " << GetParam();
  }
  std::string expected_text = read_file(base + ".expected.txt");
  ASSERT_FALSE(expected_text.empty()) << "missing " << base << ".expected.txt";
  EXPECT_EQ(doc->text + "\n", expected_text);
  Json expected = Json::parse(read_file(base + ".expected.json"), nullptr, false);
  ASSERT_FALSE(expected.is_discarded()) << "bad JSON in " << base << ".expected.json";
  EXPECT_EQ(actual["blocks"], expected["blocks"]);
  EXPECT_EQ(actual["metadata"], expected["metadata"]);
  EXPECT_EQ(actual["links"], expected["links"]);
  expect_blocks_map_to_source(*doc);
}

INSTANTIATE_TEST_SUITE_P(HtmlPages, HtmlFixtures, ::testing::ValuesIn(fixture_cases()),
                         [](const auto& info) { return info.param; });

TEST(HtmlFixtureSet, CoversBothLanguagesAndTheHardCases) {
  std::vector<std::string> cases = fixture_cases();
  EXPECT_GE(cases.size(), 6u);
  auto count = [&](const char* prefix) {
    return std::count_if(cases.begin(), cases.end(),
                         [&](const std::string& c) { return c.rfind(prefix, 0) == 0; });
  };
  EXPECT_GE(count("pt_"), 3);
  EXPECT_GE(count("en_"), 3);
}

}  // namespace
}  // namespace auditor::ingest
