// Messages for failed fetches, one per way a transfer can fail.
#include "auditor/ingest/fetch_errors.h"

#include <curl/curl.h>

#include <cstdio>

namespace auditor::ingest {

namespace {

// The host[:port] of a URL, for messages; the URL itself when it does not parse.
std::string host_of(const std::string& url) {
  CURLU* u = curl_url();
  std::string out = url;
  if (curl_url_set(u, CURLUPART_URL, url.c_str(), 0) == CURLUE_OK) {
    char* host = nullptr;
    char* port = nullptr;
    if (curl_url_get(u, CURLUPART_HOST, &host, 0) == CURLUE_OK) out = host;
    if (curl_url_get(u, CURLUPART_PORT, &port, 0) == CURLUE_OK) out += std::string(":") + port;
    curl_free(host);
    curl_free(port);
  }
  curl_url_cleanup(u);
  return out;
}

std::string attempts_note(unsigned attempts) {
  return attempts > 1 ? " (after " + std::to_string(attempts) + " attempts)" : "";
}

std::string with_detail(const std::string& message, const std::string& detail) {
  return detail.empty() ? message : message + " [" + detail + "]";
}

Error network(const std::string& url, std::string message) {
  return make_error(ErrorCode::Network, url, std::move(message));
}

std::string timeout_message(const TransferFailure& f, const FetchOptions& o) {
  if (!f.connected) {
    return "could not connect to " + host_of(f.last_url) + " within " +
           human_duration(o.connect_timeout) + "; the site may be down or very slow" +
           attempts_note(f.attempts);
  }
  return "timed out: the server did not send the whole page within " + human_duration(o.timeout) +
         "; try again later or raise --timeout" + attempts_note(f.attempts);
}

}  // namespace

std::string human_bytes(uint64_t bytes) {
  char buf[64];
  if (bytes < 1024) {
    std::snprintf(buf, sizeof buf, "%llu bytes", static_cast<unsigned long long>(bytes));
  } else if (bytes < (1u << 20)) {
    std::snprintf(buf, sizeof buf, "%.0f KB", bytes / 1024.0);
  } else {
    std::snprintf(buf, sizeof buf, "%.3g MB", bytes / 1048576.0);
  }
  return buf;
}

std::string human_duration(std::chrono::milliseconds d) {
  char buf[64];
  long long ms = d.count();
  if (ms >= 120000 && ms % 60000 == 0) {
    std::snprintf(buf, sizeof buf, "%lld min", ms / 60000);
  } else if (ms % 1000 == 0) {
    std::snprintf(buf, sizeof buf, "%lld s", ms / 1000);
  } else {
    std::snprintf(buf, sizeof buf, "%.3g s", ms / 1000.0);
  }
  return buf;
}

Error transfer_error(const TransferFailure& f, const FetchOptions& o) {
  const std::string& url = f.url;
  const std::string host = host_of(f.last_url.empty() ? f.url : f.last_url);
  switch (static_cast<CURLcode>(f.curl_code)) {
    case CURLE_UNSUPPORTED_PROTOCOL:
      return network(
          url, "redirected to " + f.last_url +
                   ", which is not an http:// or https:// address; only web pages are fetched");
    case CURLE_URL_MALFORMAT:
      return invalid_url_error(url, with_detail("libcurl could not parse it", f.curl_message));
    case CURLE_COULDNT_RESOLVE_HOST:
      return network(url, "could not find the server " + host +
                              " (the name does not resolve: DNS lookup failed); check the address "
                              "for typos and the network connection");
    case CURLE_COULDNT_RESOLVE_PROXY:
      return network(url, with_detail("could not find the proxy server; check the proxy "
                                      "environment variables (http_proxy, https_proxy)",
                                      f.curl_message));
    case CURLE_COULDNT_CONNECT:
      return network(url, "could not connect to " + host +
                              " (connection refused or unreachable); the site may be down" +
                              attempts_note(f.attempts));
    case CURLE_OPERATION_TIMEDOUT: return network(url, timeout_message(f, o));
    case CURLE_TOO_MANY_REDIRECTS:
      return network(url, "stopped after " + std::to_string(o.max_redirects) +
                              " redirects (the last one to " + f.last_url +
                              "): the site redirects in a loop, or wants cookies or a login");
    case CURLE_FILESIZE_EXCEEDED: return too_large_error(url, o.max_bytes);
    case CURLE_PEER_FAILED_VERIFICATION:
      return network(url, with_detail("the site's security certificate is not valid for " + host +
                                          "; the page was not fetched",
                                      f.curl_message));
    case CURLE_SSL_CONNECT_ERROR:
      return network(url, with_detail("could not set up a secure (https) connection to " + host,
                                      f.curl_message));
    case CURLE_GOT_NOTHING:
      return network(url, "the server " + host + " closed the connection without answering" +
                              attempts_note(f.attempts));
    case CURLE_PARTIAL_FILE:
      return network(url, "the server closed the connection before sending the whole page" +
                              attempts_note(f.attempts));
    case CURLE_SEND_ERROR:
    case CURLE_RECV_ERROR:
      return network(url,
                     with_detail("the connection to " + host + " broke" + attempts_note(f.attempts),
                                 f.curl_message));
    case CURLE_BAD_CONTENT_ENCODING:
      return network(url, with_detail("the server sent a compressed page that could not be decoded",
                                      f.curl_message));
    case CURLE_WEIRD_SERVER_REPLY:
      return network(url, with_detail("the server's reply is not valid HTTP", f.curl_message));
    default: break;
  }
  std::string detail = f.curl_message.empty()
                           ? curl_easy_strerror(static_cast<CURLcode>(f.curl_code))
                           : f.curl_message;
  return network(url, "could not fetch the page: " + detail + attempts_note(f.attempts));
}

Error status_error(const std::string& url, long status, unsigned attempts) {
  std::string phrase = http::reason_phrase(status);
  std::string head = "HTTP " + std::to_string(status) + (phrase.empty() ? "" : " " + phrase);
  std::string advice;
  if (status == 404 || status == 410) {
    advice = ": the page does not exist (any more); check the address";
    return make_error(ErrorCode::NotFound, url, head + advice);
  }
  if (status == 401 || status == 403) {
    advice =
        ": the server refused to send the page (it may need a login, or block automated "
        "readers; try --user-agent)";
  } else if (status == 429) {
    advice = ": the server is limiting requests; try again later or lower --concurrency/--per-host";
  } else if (status >= 500) {
    advice = ": the server failed; try again later";
  } else if (status == 304) {
    advice =
        ": the server said the page is unchanged, but it is not in the fetch cache; run again "
        "with --no-cache";
  } else if (status >= 300 && status < 400) {
    advice = ": a redirect without a target address";
  } else if (status >= 400) {
    advice = ": the server rejected the request";
  } else {
    advice = ": an unexpected answer";
  }
  return network(url, head + advice + attempts_note(attempts));
}

Error too_large_error(const std::string& url, size_t max_bytes) {
  return make_error(ErrorCode::TooLarge, url,
                    "the page is larger than the " + human_bytes(max_bytes) +
                        " limit and was not downloaded in full; raise the limit with --max-size if "
                        "this really is one article");
}

Error content_type_error(const std::string& url, http::ContentKind kind,
                         std::string_view media_type) {
  return make_error(ErrorCode::Binary, url,
                    "the server sent " + http::describe(kind, media_type) +
                        ", not an HTML page or feed; the auditor reads web pages and text only");
}

Error wait_too_long_error(const std::string& url, long status, std::chrono::milliseconds wait,
                          std::chrono::milliseconds max_wait) {
  return network(url, "HTTP " + std::to_string(status) + " " + http::reason_phrase(status) +
                          ": the server asked to wait " + human_duration(wait) +
                          " before retrying, longer than the " + human_duration(max_wait) +
                          " this run waits; try again later");
}

Error invalid_url_error(const std::string& url, const std::string& why) {
  return make_error(ErrorCode::Usage, url, "not a web address the auditor can fetch: " + why);
}

}  // namespace auditor::ingest
