// URL resolution with libcurl's CURLU API, which implements RFC 3986 reference resolution.
#include "auditor/ingest/html_url.h"

#include <curl/curl.h>

#include <cctype>
#include <memory>

namespace auditor::ingest {

namespace {

// "scheme:" at the start: letters, digits, '+', '-', '.' after a letter.
bool has_scheme(const std::string& s) {
  if (s.empty() || !std::isalpha(static_cast<unsigned char>(s[0]))) return false;
  for (char c : s) {
    if (c == ':') return true;
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '+' && c != '-' && c != '.')
      return false;
  }
  return false;
}

bool is_web_scheme(const std::string& s) {
  return s.rfind("http://", 0) == 0 || s.rfind("https://", 0) == 0;
}

std::string trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t\r\n\f");
  if (b == std::string::npos) return "";
  size_t e = s.find_last_not_of(" \t\r\n\f");
  return s.substr(b, e - b + 1);
}

}  // namespace

std::string resolve_url(const std::string& base, const std::string& href_in) {
  std::string href = trim(href_in);
  if (href.empty() || (has_scheme(href) && !is_web_scheme(href))) return href;
  if (!is_web_scheme(base) && !is_web_scheme(href)) return href;
  // Same-document references: curl resolves these against the base's folder, RFC 3986 (5.2.2)
  // against the whole base path.
  if (href[0] == '#') return base.substr(0, base.find('#')) + href;
  if (href[0] == '?') return base.substr(0, base.find_first_of("?#")) + href;
  std::unique_ptr<CURLU, void (*)(CURLU*)> url(curl_url(), &curl_url_cleanup);
  if (!url) return href;
  const unsigned flags = CURLU_NON_SUPPORT_SCHEME | CURLU_URLENCODE;
  if (!is_web_scheme(href) &&
      curl_url_set(url.get(), CURLUPART_URL, base.c_str(), flags) != CURLUE_OK)
    return href;
  if (curl_url_set(url.get(), CURLUPART_URL, href.c_str(), flags) != CURLUE_OK) return href;
  char* out = nullptr;
  if (curl_url_get(url.get(), CURLUPART_URL, &out, 0) != CURLUE_OK || !out) return href;
  std::string resolved(out);
  curl_free(out);
  return resolved;
}

}  // namespace auditor::ingest
