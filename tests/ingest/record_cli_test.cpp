// End-to-end tests of check, analyze and extract on JSONL dumps, feeds, sitemaps and XHTML.
#include <gtest/gtest.h>

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

}  // namespace
}  // namespace auditor
