// Reading HTTP responses: media types, content kinds, Retry-After and retryable statuses.
#include "auditor/ingest/http_headers.h"

#include <curl/curl.h>

#include <algorithm>
#include <cctype>

namespace auditor::ingest::http {

namespace {

char lower(char c) {
  return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

bool starts_with(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

}  // namespace

bool iequals(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(),
                                            [](char x, char y) { return lower(x) == lower(y); });
}

std::string_view trim(std::string_view s) {
  auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
  while (!s.empty() && space(s.front())) s.remove_prefix(1);
  while (!s.empty() && space(s.back())) s.remove_suffix(1);
  return s;
}

std::string media_type(std::string_view content_type) {
  std::string_view type = trim(content_type.substr(0, content_type.find(';')));
  std::string out(type);
  for (char& c : out) c = lower(c);
  return out;
}

ContentKind classify(std::string_view type) {
  if (type.empty() || type == "application/octet-stream" || type == "binary/octet-stream") {
    return ContentKind::Unknown;
  }
  if (type == "text/html" || type == "application/xhtml+xml") return ContentKind::Html;
  if (type == "text/xml" || type == "application/xml" || ends_with(type, "+xml")) {
    return ContentKind::Xml;
  }
  if (type == "text/plain" || type == "text/markdown" || type == "text/x-markdown") {
    return ContentKind::Text;
  }
  if (type == "application/pdf" || type == "application/x-pdf") return ContentKind::Pdf;
  if (starts_with(type, "image/")) return ContentKind::Image;
  if (starts_with(type, "audio/")) return ContentKind::Audio;
  if (starts_with(type, "video/")) return ContentKind::Video;
  return ContentKind::Other;
}

bool is_readable(ContentKind kind) {
  return kind == ContentKind::Html || kind == ContentKind::Xml || kind == ContentKind::Text ||
         kind == ContentKind::Unknown;
}

std::string describe(ContentKind kind, std::string_view type) {
  std::string named = " (" + std::string(type) + ")";
  switch (kind) {
    case ContentKind::Html: return "an HTML page" + named;
    case ContentKind::Xml: return "an XML document" + named;
    case ContentKind::Text: return "plain text" + named;
    case ContentKind::Unknown:
      return type.empty() ? "content of no declared type" : "binary data" + named;
    case ContentKind::Pdf: return "a PDF document" + named;
    case ContentKind::Image: return "an image" + named;
    case ContentKind::Audio: return "an audio file" + named;
    case ContentKind::Video: return "a video" + named;
    case ContentKind::Other: return "a file of type " + std::string(type);
  }
  return "a file of type " + std::string(type);
}

std::optional<std::chrono::milliseconds> parse_retry_after(std::string_view value,
                                                           std::time_t now) {
  value = trim(value);
  if (value.empty()) return std::nullopt;
  if (std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    // Absurdly long waits are clamped rather than overflowing; the caller caps them anyway.
    if (value.size() > 9) return std::chrono::milliseconds(std::chrono::hours(24 * 365));
    return std::chrono::seconds(std::stoll(std::string(value)));
  }
  std::time_t when = curl_getdate(std::string(value).c_str(), nullptr);
  if (when == -1) return std::nullopt;
  if (when <= now) return std::chrono::milliseconds(0);
  return std::chrono::seconds(when - now);
}

bool is_retryable_status(long status) {
  if (status == 408 || status == 429) return true;
  return status >= 500 && status <= 599 && status != 501 && status != 505;
}

const char* reason_phrase(long status) {
  switch (status) {
    case 200: return "OK";
    case 204: return "No Content";
    case 301: return "Moved Permanently";
    case 302: return "Found";
    case 304: return "Not Modified";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 402: return "Payment Required";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 406: return "Not Acceptable";
    case 408: return "Request Timeout";
    case 410: return "Gone";
    case 429: return "Too Many Requests";
    case 451: return "Unavailable For Legal Reasons";
    case 500: return "Internal Server Error";
    case 501: return "Not Implemented";
    case 502: return "Bad Gateway";
    case 503: return "Service Unavailable";
    case 504: return "Gateway Timeout";
    default: return "";
  }
}

}  // namespace auditor::ingest::http
