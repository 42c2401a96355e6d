// Tests for reading HTTP headers and for the per-URL error messages, without a network.
#include <curl/curl.h>
#include <gtest/gtest.h>

#include "auditor/ingest/fetch_errors.h"
#include "auditor/ingest/http_headers.h"

namespace auditor::ingest {
namespace {

using std::chrono::milliseconds;

TEST(HttpHeaders, RetryAfterInSecondsOrAsADate) {
  std::time_t now = curl_getdate("Tue, 04 Mar 2025 10:00:00 GMT", nullptr);
  EXPECT_EQ(http::parse_retry_after("120", now), milliseconds(120000));
  EXPECT_EQ(http::parse_retry_after(" 1 ", now), milliseconds(1000));
  EXPECT_EQ(http::parse_retry_after("Tue, 04 Mar 2025 10:00:30 GMT", now), milliseconds(30000));
  EXPECT_EQ(http::parse_retry_after("Tue, 04 Mar 2025 09:00:00 GMT", now), milliseconds(0));
  EXPECT_FALSE(http::parse_retry_after("", now).has_value());
  EXPECT_FALSE(http::parse_retry_after("soon", now).has_value());
  EXPECT_GE(*http::parse_retry_after("99999999999999", now), milliseconds(86400000));
}

TEST(HttpHeaders, MediaTypesAndWhatTheyHold) {
  EXPECT_EQ(http::media_type("Text/HTML; charset=ISO-8859-1"), "text/html");
  EXPECT_EQ(http::classify("text/html"), http::ContentKind::Html);
  EXPECT_EQ(http::classify("application/xhtml+xml"), http::ContentKind::Html);
  EXPECT_EQ(http::classify("application/rss+xml"), http::ContentKind::Xml);
  EXPECT_EQ(http::classify("text/plain"), http::ContentKind::Text);
  EXPECT_EQ(http::classify(""), http::ContentKind::Unknown);
  EXPECT_EQ(http::classify("application/pdf"), http::ContentKind::Pdf);
  EXPECT_EQ(http::classify("image/webp"), http::ContentKind::Image);
  EXPECT_EQ(http::classify("application/zip"), http::ContentKind::Other);
  EXPECT_TRUE(http::is_readable(http::ContentKind::Unknown));
  EXPECT_FALSE(http::is_readable(http::ContentKind::Video));
}

TEST(HttpHeaders, RetryableStatuses) {
  for (long s : {408L, 429L, 500L, 502L, 503L, 504L})
    EXPECT_TRUE(http::is_retryable_status(s)) << s;
  for (long s : {200L, 301L, 400L, 403L, 404L, 501L, 505L})
    EXPECT_FALSE(http::is_retryable_status(s)) << s;
}

TEST(FetchErrors, NameTheServerAndSayWhatToDo) {
  FetchOptions o;
  TransferFailure dns;
  dns.curl_code = CURLE_COULDNT_RESOLVE_HOST;
  dns.url = dns.last_url = "https://noticias.example.invalid/a";
  Error e = transfer_error(dns, o);
  EXPECT_EQ(e.code, ErrorCode::Network);
  EXPECT_EQ(e.where, dns.url);
  EXPECT_NE(e.message.find("could not find the server noticias.example.invalid"), std::string::npos)
      << e.message;
  EXPECT_NE(e.message.find("DNS lookup failed"), std::string::npos);

  TransferFailure slow;
  slow.curl_code = CURLE_OPERATION_TIMEDOUT;
  slow.url = slow.last_url = "http://127.0.0.1:9/a";
  o.connect_timeout = milliseconds(2500);
  EXPECT_NE(transfer_error(slow, o).message.find("could not connect to 127.0.0.1:9 within 2.5 s"),
            std::string::npos)
      << transfer_error(slow, o).message;
  slow.connected = true;
  EXPECT_NE(transfer_error(slow, o).message.find("within 30 s; try again later or raise --timeout"),
            std::string::npos)
      << transfer_error(slow, o).message;
}

TEST(FetchErrors, StatusMessages) {
  EXPECT_EQ(status_error("u", 404, 1).code, ErrorCode::NotFound);
  EXPECT_EQ(status_error("u", 410, 1).code, ErrorCode::NotFound);
  EXPECT_NE(status_error("u", 403, 1).message.find("HTTP 403 Forbidden"), std::string::npos);
  EXPECT_NE(status_error("u", 503, 3).message.find("after 3 attempts"), std::string::npos);
  EXPECT_EQ(human_bytes(16u << 20), "16 MB");
  EXPECT_EQ(human_duration(milliseconds(300)), "0.3 s");
  EXPECT_EQ(human_duration(milliseconds(120000)), "2 min");
}

TEST(FetchValidation, OnlyHttpUrlsWithAServer) {
  EXPECT_TRUE(validate_url("https://example.com/a?b=c#d").ok());
  EXPECT_TRUE(validate_url("HTTP://EXAMPLE.COM").ok());
  EXPECT_FALSE(validate_url("file:///etc/passwd").ok());
  EXPECT_FALSE(validate_url("http://").ok());
  EXPECT_FALSE(validate_url("not a url").ok());
}

}  // namespace
}  // namespace auditor::ingest
