// Tests for the fetcher against a live server on 127.0.0.1: statuses, retries, redirects, limits,
// timeouts, compression, charsets, content types and the conditional cache.
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <memory>

#include "auditor/ingest/fetch.h"
#include "auditor/ingest/fetch_reader.h"
#include "auditor/text/utf8.h"
#include "tests/ingest/fetch_test_server.h"
#include "tests/support/test_support.h"

namespace auditor::ingest {
namespace {

using auditor::testing::FetchTestServer;
using auditor::testing::read_file;
using auditor::testing::repo_path;
using auditor::testing::temp_dir;
using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

class FetchClientTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { server_ = new FetchTestServer(); }
  static void TearDownTestSuite() {
    delete server_;
    server_ = nullptr;
  }

  // Short limits keep the suite fast; the server misbehaves well within them.
  static FetchOptions fast() {
    FetchOptions o;
    o.connect_timeout = milliseconds(1000);
    o.timeout = milliseconds(2000);
    o.backoff = milliseconds(20);
    o.max_bytes = 256 * 1024;
    o.retries = 2;
    return o;
  }

  static Result<FetchedPage> get(const std::string& path, const FetchOptions& o = fast()) {
    Result<Fetcher> fetcher = Fetcher::create(o);
    if (!fetcher) return fetcher.error();
    return fetcher->fetch_one(server_->url(path));
  }

  static std::string url(const std::string& path) { return server_->url(path); }
  static std::string article() { return read_file(repo_path("fixtures/http/article.html")); }

  static FetchTestServer* server_;
};

FetchTestServer* FetchClientTest::server_ = nullptr;

TEST_F(FetchClientTest, FetchesAPageWithItsTypeCharsetAndUserAgent) {
  FetchOptions o = fast();
  o.user_agent = "auditor-test/1.0";
  Result<FetchedPage> page = get("/article.html?t=plain", o);
  ASSERT_TRUE(page.ok()) << page.error().to_string();
  EXPECT_EQ(page->status, 200);
  EXPECT_EQ(page->url, url("/article.html?t=plain"));
  EXPECT_EQ(page->final_url, url("/article.html?t=plain"));
  EXPECT_EQ(page->media_type, "text/html");
  EXPECT_EQ(page->charset, "utf-8");
  EXPECT_EQ(page->body, article());
  EXPECT_EQ(page->attempts, 1u);
  EXPECT_FALSE(page->from_cache);
  auto seen = server_->seen("/article.html?t=plain");
  ASSERT_EQ(seen.size(), 1u);
  EXPECT_EQ(seen[0].user_agent, "auditor-test/1.0");
}

TEST_F(FetchClientTest, FollowsRedirectsAndReportsTheFinalUrl) {
  Result<FetchedPage> page = get("/moved");
  ASSERT_TRUE(page.ok()) << page.error().to_string();
  EXPECT_EQ(page->final_url, url("/article.html"));
  Result<Document> doc = read_fetched_page(*page);
  ASSERT_TRUE(doc.ok()) << doc.error().to_string();
  EXPECT_EQ(doc->input, url("/moved"));
  ASSERT_FALSE(doc->diagnostics.empty());
  EXPECT_NE(doc->diagnostics[0].message.find("redirected to " + url("/article.html")),
            std::string::npos);
  // Links resolve against the page's final address.
  bool found = false;
  for (const Link& l : doc->links) found = found || l.href == url("/timetable");
  EXPECT_TRUE(found);
}

TEST_F(FetchClientTest, ReportsHttp404AsNotFoundWithoutRetrying) {
  Result<FetchedPage> page = get("/missing?t=404");
  ASSERT_FALSE(page.ok());
  EXPECT_EQ(page.error().code, ErrorCode::NotFound);
  EXPECT_EQ(page.error().where, url("/missing?t=404"));
  EXPECT_NE(page.error().message.find("HTTP 404 Not Found"), std::string::npos)
      << page.error().message;
  EXPECT_EQ(server_->seen("/missing?t=404").size(), 1u);
}

TEST_F(FetchClientTest, RetriesAfterA500AndSucceeds) {
  Result<FetchedPage> page = get("/flaky?t=once");
  ASSERT_TRUE(page.ok()) << page.error().to_string();
  EXPECT_EQ(page->attempts, 2u);
  EXPECT_EQ(page->body, article());
  auto seen = server_->seen("/flaky?t=once");
  ASSERT_EQ(seen.size(), 2u);
  EXPECT_EQ(seen[0].status, 500);
  EXPECT_EQ(seen[1].status, 200);
}

TEST_F(FetchClientTest, GivesUpAfterTheAllowedRetries) {
  Result<FetchedPage> page = get("/always-500?t=retries");
  ASSERT_FALSE(page.ok());
  EXPECT_EQ(page.error().code, ErrorCode::Network);
  EXPECT_NE(page.error().message.find("HTTP 500 Internal Server Error"), std::string::npos);
  EXPECT_NE(page.error().message.find("after 3 attempts"), std::string::npos)
      << page.error().message;
  EXPECT_EQ(server_->seen("/always-500?t=retries").size(), 3u);
}

TEST_F(FetchClientTest, HonoursRetryAfterOn429) {
  auto start = Clock::now();
  Result<FetchedPage> page = get("/limited?t=wait");
  double took = seconds_since(start);
  ASSERT_TRUE(page.ok()) << page.error().to_string();
  EXPECT_EQ(page->attempts, 2u);
  // The backoff alone would retry after 20 ms; Retry-After: 1 asks for a second.
  EXPECT_GE(took, 0.9);
  EXPECT_LT(took, 5.0);
}

TEST_F(FetchClientTest, GivesUpWhenRetryAfterIsLongerThanTheRunWaits) {
  FetchOptions o = fast();
  o.max_wait = milliseconds(500);
  auto start = Clock::now();
  Result<FetchedPage> page = get("/limited?t=impatient", o);
  ASSERT_FALSE(page.ok());
  EXPECT_LT(seconds_since(start), 0.9);
  EXPECT_NE(page.error().message.find("asked to wait 1 s"), std::string::npos)
      << page.error().message;
}

TEST_F(FetchClientTest, StopsARedirectLoop) {
  FetchOptions o = fast();
  o.max_redirects = 5;
  Result<FetchedPage> page = get("/loop-a", o);
  ASSERT_FALSE(page.ok());
  EXPECT_EQ(page.error().code, ErrorCode::Network);
  EXPECT_NE(page.error().message.find("stopped after 5 redirects"), std::string::npos)
      << page.error().message;
  EXPECT_NE(page.error().message.find("loop"), std::string::npos);
}

TEST_F(FetchClientTest, RefusesABodyOverTheLimit) {
  Result<FetchedPage> page = get("/big");
  ASSERT_FALSE(page.ok());
  EXPECT_EQ(page.error().code, ErrorCode::TooLarge);
  EXPECT_NE(page.error().message.find("256 KB"), std::string::npos) << page.error().message;
  EXPECT_NE(page.error().message.find("--max-size"), std::string::npos);
}

TEST_F(FetchClientTest, AbortsAChunkedBodyOnceItPassesTheLimit) {
  Result<FetchedPage> page = get("/big-chunked");
  ASSERT_FALSE(page.ok());
  EXPECT_EQ(page.error().code, ErrorCode::TooLarge);
}

TEST_F(FetchClientTest, TimesOutOnAStalledServerWhileOtherPagesStream) {
  FetchOptions o = fast();
  o.timeout = milliseconds(300);
  Result<Fetcher> fetcher = Fetcher::create(o);
  ASSERT_TRUE(fetcher.ok());
  std::vector<size_t> order;
  std::vector<std::optional<Result<FetchedPage>>> results(2);
  auto start = Clock::now();
  fetcher->fetch({url("/stall"), url("/article.html?t=stream")},
                 [&](size_t i, Result<FetchedPage> r) {
                   order.push_back(i);
                   results[i].emplace(std::move(r));
                 });
  EXPECT_LT(seconds_since(start), 2.0);
  // The quick page arrives first: results stream as they complete.
  EXPECT_EQ(order, (std::vector<size_t>{1, 0}));
  ASSERT_TRUE(results[1]->ok());
  ASSERT_FALSE(results[0]->ok());
  EXPECT_EQ(results[0]->error().code, ErrorCode::Network);
  EXPECT_NE(results[0]->error().message.find("timed out"), std::string::npos)
      << results[0]->error().message;
  EXPECT_NE(results[0]->error().message.find("0.3 s"), std::string::npos);
}

TEST_F(FetchClientTest, DecodesAGzipBody) {
  Result<FetchedPage> page = get("/gzip.html?t=gz");
  ASSERT_TRUE(page.ok()) << page.error().to_string();
  EXPECT_EQ(page->body, article());
  EXPECT_LT(page->wire_bytes, page->body.size());  // it travelled compressed
  auto seen = server_->seen("/gzip.html?t=gz");
  ASSERT_EQ(seen.size(), 1u);
  EXPECT_NE(seen[0].accept_encoding.find("gzip"), std::string::npos) << seen[0].accept_encoding;
}

TEST_F(FetchClientTest, AWindows1252PageWithoutHeaderCharsetBecomesUtf8) {
  Result<FetchedPage> page = get("/cp1252.html");
  ASSERT_TRUE(page.ok()) << page.error().to_string();
  EXPECT_EQ(page->charset, "");
  Result<Document> doc = read_fetched_page(*page);
  ASSERT_TRUE(doc.ok()) << doc.error().to_string();
  EXPECT_TRUE(text::scan_utf8(doc->text).valid);
  EXPECT_NE(doc->text.find("três meses de obras"), std::string::npos) << doc->text;
  EXPECT_NE(doc->text.find("João Simões"), std::string::npos);
  EXPECT_NE(doc->text.find("“É um alívio voltar”"), std::string::npos);
  EXPECT_EQ(doc->metadata.title, "Feira de artesanato volta à praça após reforma");
}

TEST_F(FetchClientTest, ARefetchWithAnETagIsServedFromTheCache) {
  FetchOptions o = fast();
  o.cache_path = temp_dir() + "/cache/fetch.db";
  const std::string target = "/etag.html?t=cache";
  Result<FetchedPage> first = get(target, o);
  ASSERT_TRUE(first.ok()) << first.error().to_string();
  EXPECT_FALSE(first->from_cache);
  // A second run, as in a re-audit: a new fetcher on the same cache file.
  Result<FetchedPage> second = get(target, o);
  ASSERT_TRUE(second.ok()) << second.error().to_string();
  EXPECT_TRUE(second->from_cache);
  EXPECT_EQ(second->status, 200);
  EXPECT_EQ(second->body, article());
  EXPECT_EQ(second->media_type, "text/html");
  EXPECT_EQ(second->charset, "utf-8");
  EXPECT_EQ(second->wire_bytes, 0u);
  auto seen = server_->seen(target);
  ASSERT_EQ(seen.size(), 2u);
  EXPECT_EQ(seen[0].if_none_match, "");
  EXPECT_EQ(seen[1].if_none_match, "\"v1\"");
  EXPECT_EQ(seen[1].status, 304);
  EXPECT_EQ(seen[1].body_bytes, 0u);
}

TEST_F(FetchClientTest, ARefetchWithLastModifiedAsksIfModifiedSince) {
  FetchOptions o = fast();
  o.cache_path = temp_dir() + "/cache-lm/fetch.db";
  const std::string target = "/lastmod.html?t=cache";
  ASSERT_TRUE(get(target, o).ok());
  Result<FetchedPage> second = get(target, o);
  ASSERT_TRUE(second.ok()) << second.error().to_string();
  EXPECT_TRUE(second->from_cache);
  auto seen = server_->seen(target);
  ASSERT_EQ(seen.size(), 2u);
  EXPECT_EQ(seen[1].if_modified_since, "Tue, 04 Mar 2025 10:00:00 GMT");
  EXPECT_EQ(seen[1].status, 304);
}

TEST_F(FetchClientTest, WithoutACacheEveryFetchDownloads) {
  const std::string target = "/etag.html?t=nocache";
  ASSERT_TRUE(get(target).ok());
  Result<FetchedPage> second = get(target);
  ASSERT_TRUE(second.ok());
  EXPECT_FALSE(second->from_cache);
  auto seen = server_->seen(target);
  ASSERT_EQ(seen.size(), 2u);
  EXPECT_EQ(seen[1].if_none_match, "");
}

TEST_F(FetchClientTest, ReportsAPdfAndAnImageAsNotHtml) {
  Result<FetchedPage> pdf = get("/report.pdf");
  ASSERT_FALSE(pdf.ok());
  EXPECT_EQ(pdf.error().code, ErrorCode::Binary);
  EXPECT_NE(pdf.error().message.find("a PDF document (application/pdf), not an HTML page"),
            std::string::npos)
      << pdf.error().message;
  Result<FetchedPage> png = get("/photo.png");
  ASSERT_FALSE(png.ok());
  EXPECT_NE(png.error().message.find("an image (image/png)"), std::string::npos)
      << png.error().message;
}

TEST_F(FetchClientTest, PlainTextIsReadAsText) {
  Result<FetchedPage> page = get("/notes.txt");
  ASSERT_TRUE(page.ok()) << page.error().to_string();
  Result<Document> doc = read_fetched_page(*page);
  ASSERT_TRUE(doc.ok()) << doc.error().to_string();
  EXPECT_EQ(doc->format, "text");
  EXPECT_NE(doc->text.find("harbour ferry timetable"), std::string::npos);
}

TEST_F(FetchClientTest, ReportsARefusedConnection) {
  // A port that was just free: bind, read the number, close.
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ASSERT_EQ(bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);
  socklen_t len = sizeof addr;
  getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len);
  close(fd);
  std::string dead = "http://127.0.0.1:" + std::to_string(ntohs(addr.sin_port)) + "/x";
  Result<Fetcher> fetcher = Fetcher::create(fast());
  ASSERT_TRUE(fetcher.ok());
  Result<FetchedPage> page = fetcher->fetch_one(dead);
  ASSERT_FALSE(page.ok());
  EXPECT_EQ(page.error().where, dead);
  EXPECT_NE(page.error().message.find("could not connect to 127.0.0.1:"), std::string::npos)
      << page.error().message;
}

TEST_F(FetchClientTest, BadUrlsAreReportedAndTheBatchGoesOn) {
  Result<Fetcher> fetcher = Fetcher::create(fast());
  ASSERT_TRUE(fetcher.ok());
  std::vector<std::string> urls = {"ftp://example.invalid/x", "http://",
                                   url("/article.html?t=batch")};
  std::vector<std::optional<Result<FetchedPage>>> results(urls.size());
  fetcher->fetch(urls, [&](size_t i, Result<FetchedPage> r) { results[i].emplace(std::move(r)); });
  ASSERT_FALSE(results[0]->ok());
  EXPECT_EQ(results[0]->error().where, urls[0]);
  EXPECT_NE(results[0]->error().message.find("only http:// and https://"), std::string::npos);
  ASSERT_FALSE(results[1]->ok());
  EXPECT_EQ(results[1]->error().where, "http://");
  EXPECT_TRUE(results[2]->ok());
}

TEST_F(FetchClientTest, KeepsToThePerHostLimit) {
  FetchOptions o = fast();
  o.concurrency = 8;
  o.per_host = 2;
  Result<Fetcher> fetcher = Fetcher::create(o);
  ASSERT_TRUE(fetcher.ok());
  std::vector<std::string> urls;
  for (int i = 0; i < 6; ++i) urls.push_back(url("/slow/" + std::to_string(i)));
  size_t ok = 0;
  fetcher->fetch(urls, [&](size_t, Result<FetchedPage> r) { ok += r.ok(); });
  EXPECT_EQ(ok, urls.size());
  EXPECT_EQ(server_->max_parallel_slow(), 2);
}

TEST_F(FetchClientTest, FetchDocumentsDeliversInInputOrder) {
  std::vector<std::string> urls = {url("/slow/10"), url("/missing?t=order"),
                                   url("/cp1252.html?t=order"), url("/article.html?t=order")};
  std::vector<size_t> order;
  Status done =
      fetch_documents(urls, fast(), [&](size_t i, const std::string& u, Result<Document> doc) {
        order.push_back(i);
        EXPECT_EQ(u, urls[i]);
        EXPECT_EQ(doc.ok(), i != 1) << u;
        if (doc.ok()) {
          EXPECT_EQ(doc->input, urls[i]);
        }
      });
  ASSERT_TRUE(done.ok());
  EXPECT_EQ(order, (std::vector<size_t>{0, 1, 2, 3}));
}

}  // namespace
}  // namespace auditor::ingest
