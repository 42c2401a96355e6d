// Tests for URLs on the command line: check, extract and analyze against a local server, URL list
// files with comments and bad lines, and the fetch cache across runs.
#include <gtest/gtest.h>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "auditor/ingest/fetch_list.h"
#include "tests/ingest/fetch_test_server.h"
#include "tests/support/test_support.h"

namespace auditor::cli {
namespace {

using auditor::testing::CommandResult;
using auditor::testing::FetchTestServer;
using auditor::testing::run_auditor;
using auditor::testing::temp_dir;
using auditor::testing::write_file;

class FetchCliTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { server_ = new FetchTestServer(); }
  static void TearDownTestSuite() {
    delete server_;
    server_ = nullptr;
  }
  static std::string url(const std::string& path) { return server_->url(path); }
  static FetchTestServer* server_;
};

FetchTestServer* FetchCliTest::server_ = nullptr;

TEST_F(FetchCliTest, ExtractReadsAPageByUrl) {
  CommandResult r = run_auditor({"extract", url("/article.html?t=cli-extract"), "--no-cache"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("== " + url("/article.html?t=cli-extract") + " (html)"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("Harbour ferry fares rise"), std::string::npos);
  EXPECT_NE(r.out.find(url("/timetable")), std::string::npos);  // links resolved against the URL
}

TEST_F(FetchCliTest, CheckReportsEachBadUrlAndAuditsTheRest) {
  CommandResult r = run_auditor({"check", url("/article.html?t=cli-check"), url("/missing?t=cli"),
                                 url("/report.pdf?t=cli"), "--no-cache", "--format", "json",
                                 "--no-config", "--retries", "0"});
  EXPECT_EQ(r.exit_code, 1) << r.err;  // some inputs could not be read, as for missing files
  nlohmann::json report = nlohmann::json::parse(r.out, nullptr, false);
  ASSERT_FALSE(report.is_discarded()) << r.out;
  EXPECT_NE(r.out.find(url("/article.html?t=cli-check")), std::string::npos);
  EXPECT_NE(r.out.find("HTTP 404 Not Found"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("a PDF document (application/pdf)"), std::string::npos) << r.out;
}

TEST_F(FetchCliTest, CheckReadsAUrlListWithCommentsAndReportsBadLines) {
  std::string list = temp_dir() + "/urls.txt";
  write_file(list, "# pages for the audit\n\n" + url("/article.html?t=cli-list") +
                       "\n  # indented comment\nftp://files.example/x\n" +
                       url("/cp1252.html?t=cli-list") + "\r\n");
  // A URL after --urls FILE is an input of its own, not a second list.
  CommandResult r =
      run_auditor({"check", "--urls", list, url("/article.html?t=cli-after"), "--no-cache",
                   "--no-config", "--format", "json", "--concurrency", "4", "--per-host", "2"});
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_NE(r.out.find(list + ":5"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("ftp://files.example/x"), std::string::npos);
  EXPECT_EQ(server_->seen("/article.html?t=cli-list").size(), 1u);
  EXPECT_EQ(server_->seen("/cp1252.html?t=cli-list").size(), 1u);
  nlohmann::json report = nlohmann::json::parse(r.out, nullptr, false);
  ASSERT_FALSE(report.is_discarded());
  EXPECT_EQ(report["documents"].size(), 3u) << r.out;
  EXPECT_EQ(server_->seen("/article.html?t=cli-after").size(), 1u);
}

TEST_F(FetchCliTest, AMissingUrlListIsNamed) {
  CommandResult r =
      run_auditor({"check", "--urls", "/nonexistent/urls.txt", "--no-cache", "--no-config"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE((r.out + r.err).find("/nonexistent/urls.txt"), std::string::npos) << r.out << r.err;
}

TEST_F(FetchCliTest, AnalyzeReadsAPageByUrl) {
  CommandResult r = run_auditor(
      {"analyze", url("/article.html?t=cli-analyze"), "--no-cache", "--format", "json"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("\"documents\""), std::string::npos);
}

TEST_F(FetchCliTest, ASecondRunRevalidatesThroughTheCache) {
  std::string cache = temp_dir() + "/cli-cache/fetch.db";
  std::string page = url("/etag.html?t=cli-cache");
  CommandResult first = run_auditor({"extract", page, "--cache", cache});
  CommandResult second = run_auditor({"extract", page, "--cache", cache});
  EXPECT_EQ(first.exit_code, 0) << first.err;
  EXPECT_EQ(second.exit_code, 0) << second.err;
  EXPECT_EQ(first.out, second.out);
  auto seen = server_->seen("/etag.html?t=cli-cache");
  ASSERT_EQ(seen.size(), 2u);
  EXPECT_EQ(seen[1].status, 304);
}

TEST_F(FetchCliTest, UserAgentAndTimeoutOptions) {
  CommandResult r =
      run_auditor({"extract", url("/stall?t=cli"), url("/article.html?t=cli-ua"), "--no-cache",
                   "--timeout", "0.3", "--user-agent", "newsroom-bot/2"});
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_NE(r.err.find(url("/stall?t=cli") + ": timed out"), std::string::npos) << r.err;
  auto seen = server_->seen("/article.html?t=cli-ua");
  ASSERT_EQ(seen.size(), 1u);
  EXPECT_EQ(seen[0].user_agent, "newsroom-bot/2");
}

TEST(UrlInputs, TellsUrlsFromPaths) {
  EXPECT_TRUE(ingest::is_url("HTTPS://example.com/x"));
  EXPECT_TRUE(ingest::is_url("http://example.com/y"));
  EXPECT_FALSE(ingest::is_url("a.html"));
  EXPECT_FALSE(ingest::is_url("-"));
  EXPECT_FALSE(ingest::is_url("httpx/notes.md"));
}

TEST(UrlInputs, ListLinesThatAreNotUrlsNameFileAndLine) {
  std::string list = temp_dir() + "/bad-urls.txt";
  write_file(list,
             "\xEF\xBB\xBFhttps://example.com/a\nexample.com/b\nhttp://exa mple.com/c\nhttp://\n");
  std::vector<Error> errors;
  std::vector<std::string> urls = ingest::read_url_list(list, errors);
  EXPECT_EQ(urls, (std::vector<std::string>{"https://example.com/a"}));
  ASSERT_EQ(errors.size(), 3u);
  EXPECT_EQ(errors[0].where, list + ":2");
  EXPECT_NE(errors[0].message.find("\"example.com/b\" is not a web address"), std::string::npos);
  EXPECT_EQ(errors[1].where, list + ":3");
  EXPECT_NE(errors[1].message.find("holds a space"), std::string::npos);
  EXPECT_EQ(errors[2].where, list + ":4");
}

// A rewrite of the served article: three of its sentences and its quote, nearly word for word.
const char* kFerryRewrite =
    "# Ferry tickets go up\n\n"
    "Single tickets on the harbour ferry will cost 3.40 from March, up from 2.90, the operator "
    "Bayline Crossings said on Tuesday.\n\n"
    "The company said fuel and crew costs had climbed since its last change of fares, and that the "
    "weekly pass would stay at its current price.\n\n"
    "\"We were told the new boats would make the crossing cheaper,\" said Rafael Okonjo, who takes "
    "the 7.15 service every weekday.\n";

TEST_F(FetchCliTest, CheckAgainstASourceByUrlFindsUncreditedReuse) {
  std::string rewrite = temp_dir() + "/ferry-rewrite.md";
  write_file(rewrite, kFerryRewrite);
  std::string source = url("/article.html?t=cli-source");
  CommandResult r = run_auditor({"check", "--no-db", "--no-cache", "--format", "json", "--fail-on", "never",
                                 rewrite, "--source", source});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto report = nlohmann::json::parse(r.out);
  bool reuse = false;
  for (const auto& f : report["documents"][0]["findings"]) {
    if (f["rule"] != "provenance.uncredited-reuse") continue;
    reuse = true;
    EXPECT_NE(f["message"].get<std::string>().find(source), std::string::npos);
  }
  EXPECT_TRUE(reuse) << r.out;
}

TEST_F(FetchCliTest, ALinkToTheSourcesSiteIsCredit) {
  std::string rewrite = temp_dir() + "/ferry-credited.md";
  write_file(rewrite, std::string(kFerryRewrite) + "\n[The original report](" + url("/article.html") + ").\n");
  CommandResult r = run_auditor({"check", "--no-db", "--no-cache", "--format", "json", "--fail-on", "never",
                                 rewrite, "--source", url("/article.html?t=cli-credit")});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.find("provenance.uncredited-reuse"), std::string::npos) << r.out;
}

TEST_F(FetchCliTest, ASourceThatCannotBeReadIsAnErrorNamingIt) {
  std::string rewrite = temp_dir() + "/ferry-lonely.md";
  write_file(rewrite, kFerryRewrite);
  CommandResult missing = run_auditor({"check", "--no-db", rewrite, "--source", temp_dir() + "/no-such-source.txt"});
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_NE(missing.err.find("no-such-source.txt"), std::string::npos) << missing.err;
  CommandResult gone = run_auditor({"check", "--no-db", "--no-cache", rewrite, "--source", url("/missing")});
  EXPECT_EQ(gone.exit_code, 2);
  EXPECT_NE(gone.err.find(url("/missing")), std::string::npos) << gone.err;
}

TEST_F(FetchCliTest, ASitemapIndexIsFollowedToThePagesItLists) {
  std::string index = temp_dir() + "/sitemap_index.xml";
  write_file(index, "<?xml version=\"1.0\"?>\n<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
                    "<sitemap><loc>" + url("/sitemap-pages.xml") + "</loc></sitemap>\n"
                    "<sitemap><loc>" + url("/missing") + "</loc></sitemap>\n</sitemapindex>\n");
  CommandResult r = run_auditor({"check", "--no-db", "--no-cache", "--format", "json", "--fail-on", "never", index});
  auto report = nlohmann::json::parse(r.out);
  ASSERT_EQ(report["documents"].size(), 1u) << r.out << r.err;
  EXPECT_EQ(report["documents"][0]["input"], url("/article.html?t=sitemap"));
  // The page that is gone and the child sitemap that is gone are listed; the batch went on.
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(report["summary"]["failures"], 2) << r.out;
  std::string errors = report["errors"].dump();
  EXPECT_NE(errors.find(url("/missing")), std::string::npos) << errors;
}

}  // namespace
}  // namespace auditor::cli
