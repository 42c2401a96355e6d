// End-to-end tests of check, analyze and extract on JSONL dumps, feeds, sitemaps and XHTML.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "tests/support/test_support.h"

namespace auditor {
namespace {

using testing::repo_path;
using testing::run_auditor;

std::vector<std::string> inputs_of(const nlohmann::json& documents) {
  std::vector<std::string> out;
  for (const auto& d : documents) out.push_back(d["input"]);
  return out;
}

TEST(RecordCli, CheckGivesOneResultPerJsonlRecordInOrder) {
  std::string dump = repo_path("fixtures/jsonl/mixed_dump.jsonl");
  auto result = run_auditor({"check", "--no-config", "-f", "json", "-j", "2", dump});
  EXPECT_EQ(result.exit_code, 1) << result.err;  // bad lines are failures of the run
  auto json = nlohmann::json::parse(result.out);
  EXPECT_EQ(inputs_of(json["documents"]),
            (std::vector<std::string>{dump + "#fdv-1001", dump + "#hc-77", dump + ":7"}));
  ASSERT_EQ(json["errors"].size(), 4u);
  EXPECT_EQ(json["errors"][0]["where"], dump + ":3:97");
  EXPECT_EQ(json["errors"][1]["where"], dump + ":4");
  EXPECT_EQ(json["summary"]["documents"], 3);
}

TEST(RecordCli, CheckReadsFeedItemsAndJsonlFromStandardInput) {
  auto feed = run_auditor({"check", "--no-config", "-f", "json",
                           repo_path("fixtures/feeds/pt_rss_cidades.xml"),
                           repo_path("fixtures/feeds/en_atom_science.xml")});
  auto json = nlohmann::json::parse(feed.out);
  ASSERT_EQ(json["documents"].size(), 5u) << feed.err;
  EXPECT_EQ(json["documents"][0]["input"], repo_path("fixtures/feeds/pt_rss_cidades.xml") + ":13");
  EXPECT_EQ(json["documents"][0]["language"], "pt");
  EXPECT_EQ(json["documents"][3]["language"], "en");
  auto piped = run_auditor({"check", "--no-config", "-f", "json", "-"},
                           "{\"id\": \"a1\", \"text\": \"A obra custou R$ 3 milhões.\"}\n"
                           "{\"id\": \"a2\", \"text\": \"A ponte reabre amanhã.\"}\n");
  auto stdin_json = nlohmann::json::parse(piped.out);
  EXPECT_EQ(inputs_of(stdin_json["documents"]), (std::vector<std::string>{"stdin#a1", "stdin#a2"}));
}

TEST(RecordCli, ExtractListsASitemapsPagesAndCheckReportsItsBadEntries) {
  // `check` fetches a sitemap's pages (tests/ingest/fetch_cli_test.cpp, against a local server);
  // here no entry has a URL, so nothing leaves the machine.
  std::string bad = testing::temp_dir() + "/no-loc-sitemap.xml";
  testing::write_file(bad, "<?xml version=\"1.0\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                           "<url><lastmod>2026-11-30</lastmod></url>\n</urlset>\n");
  auto check = run_auditor({"check", "--no-db", "--no-config", bad});
  EXPECT_EQ(check.exit_code, 2);
  EXPECT_NE(check.out.find(bad + ":3: "), std::string::npos) << check.out;
  EXPECT_NE(check.out.find("0 documents audited"), std::string::npos) << check.out;
  std::string sitemap = repo_path("fixtures/feeds/pt_news_sitemap.xml");
  auto extract = run_auditor({"extract", "--format", "json", sitemap});
  EXPECT_EQ(extract.exit_code, 0) << extract.err;
  auto json = nlohmann::json::parse(extract.out);
  EXPECT_TRUE(json["documents"].empty());
  ASSERT_EQ(json["sitemaps"].size(), 1u);
  EXPECT_EQ(json["sitemaps"][0]["pages"], 3);
  EXPECT_EQ(json["sitemaps"][0]["urls"][0]["news_title"],
            "Prefeitura de Taubaté anuncia reforma de 14 escolas municipais");
  auto text = run_auditor({"extract", repo_path("fixtures/feeds/sitemap_index.xml")});
  EXPECT_NE(text.out.find("sitemap https://www.folhadovale.example/sitemaps/news.xml"),
            std::string::npos)
      << text.out;
}

TEST(RecordCli, AnalyzeAndExtractStreamRecords) {
  std::string feed = repo_path("fixtures/feeds/en_atom_science.xml");
  auto analyze = run_auditor({"analyze", "--format", "json", feed});
  EXPECT_EQ(analyze.exit_code, 0) << analyze.err;
  EXPECT_EQ(nlohmann::json::parse(analyze.out)["documents"].size(), 2u);
  auto extract = run_auditor(
      {"extract", "--format", "json", feed, repo_path("fixtures/feeds/en_xhtml_article.xhtml")});
  EXPECT_EQ(extract.exit_code, 0) << extract.err;
  auto json = nlohmann::json::parse(extract.out);
  ASSERT_EQ(json["documents"].size(), 3u);
  EXPECT_EQ(json["documents"][0]["byline"], "Owen Pritchard");
  EXPECT_EQ(json["documents"][1]["byline"], "Harbour Courier staff");
  EXPECT_EQ(json["documents"][2]["format"], "xhtml");
  auto broken = run_auditor({"extract", repo_path("fixtures/jsonl/mixed_dump.jsonl")});
  EXPECT_EQ(broken.exit_code, 1);
  EXPECT_NE(broken.err.find("mixed_dump.jsonl:4: this record has no article text"),
            std::string::npos)
      << broken.err;
}

// The 1-based column (in code points) of `needle` in a line of a file, 0 when absent.
uint32_t column_of(const std::string& path, size_t line_number, const std::string& needle) {
  std::string text = testing::read_file(path);
  size_t start = 0;
  for (size_t n = 1; n < line_number; ++n) start = text.find('\n', start) + 1;
  std::string line = text.substr(start, text.find('\n', start) - start);
  size_t at = line.find(needle);
  if (at == std::string::npos) return 0;
  uint32_t column = 1;
  for (size_t i = 0; i < at; ++i) column += (static_cast<unsigned char>(line[i]) & 0xC0) != 0x80;
  return column;
}

TEST(RecordCli, JsonlTitlesAreTitleBlocksAuditedAtTheirField) {
  const std::string dump = repo_path("fixtures/jsonl/titles_dump.jsonl");
  auto extract = run_auditor({"extract", "--format", "json", dump});
  ASSERT_EQ(extract.exit_code, 0) << extract.err;
  auto docs = nlohmann::json::parse(extract.out)["documents"];
  ASSERT_EQ(docs.size(), 4u);
  // The record's title opens the text; its block points at the "title" field of line 1.
  const std::string title = "Prefeitura de Santos gastou R$ 42 milhões em novo pronto-socorro";
  EXPECT_EQ(docs[0]["text"].get<std::string>().substr(0, title.size() + 2), title + "\n\n");
  EXPECT_EQ(docs[0]["blocks"][0]["kind"], "title");
  EXPECT_EQ(docs[0]["blocks"][0]["line"], 1);
  EXPECT_EQ(docs[0]["blocks"][0]["column"], column_of(dump, 1, title));
  // A body that opens with the title keeps one title block, not two.
  size_t titles = 0;
  for (const auto& b : docs[2]["blocks"]) titles += b["kind"] == "title";
  EXPECT_EQ(titles, 1u);
  EXPECT_EQ(docs[2]["blocks"][0]["kind"], "title");
  // "headline" serves when there is no "title".
  EXPECT_EQ(docs[3]["blocks"][0]["kind"], "title");
  EXPECT_EQ(docs[3]["blocks"][0]["column"], column_of(dump, 4, "Maré alta interdita"));

  auto check = run_auditor({"check", "--no-config", "--no-db", "-f", "json", dump});
  auto findings = nlohmann::json::parse(check.out)["documents"][1]["findings"];
  ASSERT_FALSE(findings.empty()) << check.out;
  EXPECT_EQ(findings[0]["rule"], "attribution.vague-source");
  EXPECT_EQ(findings[0]["excerpt"], "Experts say");
  EXPECT_EQ(findings[0]["span"]["line"], 2);
  EXPECT_EQ(findings[0]["span"]["column"], column_of(dump, 2, "Experts say ferry"));
}

TEST(RecordCli, AnUnattributedNumberInARecordsHeadlineIsReportedAtItsTitleField) {
  // The shipped packs leave headline figures alone (the body repeats them with their source); a
  // newsroom that wants them checked drops "title" from the rule's skip-blocks.
  namespace fs = std::filesystem;
  const std::string rules = testing::temp_dir() + "/rules";
  fs::copy(repo_path("rules"), rules, fs::copy_options::recursive);
  const std::string pack = rules + "/pt/numbers.rules.xml";
  std::string xml = testing::read_file(pack);
  const std::string param = "<param name=\"min-count\">100</param>";
  size_t at = xml.find(param);
  ASSERT_NE(at, std::string::npos) << "the Portuguese numbers pack changed; update this test";
  xml.insert(at + param.size(), "<param name=\"skip-blocks\">heading caption</param>");
  testing::write_file(pack, xml);

  const std::string dump = repo_path("fixtures/jsonl/titles_dump.jsonl");
  auto check =
      run_auditor({"check", "--no-config", "--no-db", "--rules-dir", rules, "-f", "json", dump});
  auto findings = nlohmann::json::parse(check.out)["documents"][0]["findings"];
  auto headline = std::find_if(findings.begin(), findings.end(), [](const auto& f) {
    return f["rule"] == "attribution.unattributed-number" && f["excerpt"] == "R$ 42 milhões";
  });
  ASSERT_NE(headline, findings.end()) << check.out;
  EXPECT_EQ((*headline)["span"]["line"], 1);
  EXPECT_EQ((*headline)["span"]["column"], column_of(dump, 1, "R$ 42 milhões em novo"));
}

}  // namespace
}  // namespace auditor
