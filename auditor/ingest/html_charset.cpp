// Charset detection and conversion for HTML pages, with ICU doing the legacy decoding.
#include "auditor/ingest/html_charset.h"

#include <unicode/ucnv.h>
#include <unicode/unistr.h>

#include <memory>

#include "auditor/text/utf8.h"

namespace auditor::ingest {

namespace {

// The HTML spec's prescan looks at 1024 bytes; real pages put long comments and scripts before
// the meta tag, so we look further (the cost is a substring search).
constexpr size_t kPrescanBytes = 8192;

char ascii_lower(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = ascii_lower(c);
  return out;
}

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}

std::string trim_charset(std::string_view s) {
  while (!s.empty() && (is_space(s.front()) || s.front() == '"' || s.front() == '\''))
    s.remove_prefix(1);
  size_t end = 0;
  while (end < s.size() && !is_space(s[end]) && s[end] != '"' && s[end] != '\'' && s[end] != ';' &&
         s[end] != '>' && s[end] != '/')
    ++end;
  return lower(s.substr(0, end));
}

// The value after "charset=" in a lower-cased attribute region, or "".
std::string charset_after(std::string_view lowered) {
  size_t at = lowered.find("charset");
  if (at == std::string_view::npos) return "";
  size_t i = at + 7;
  while (i < lowered.size() && is_space(lowered[i])) ++i;
  if (i >= lowered.size() || lowered[i] != '=') return "";
  return trim_charset(lowered.substr(i + 1));
}

// WHATWG labels that mean windows-1252, plus the UTF-8 aliases; other names go to ICU as given.
std::string canonical_charset(const std::string& name) {
  static const char* const kWindows1252[] = {"iso-8859-1", "iso8859-1",    "latin1", "l1",
                                             "us-ascii",   "ascii",        "cp1252", "x-cp1252",
                                             "iso_8859-1", "windows-1252", "cp819",  "ibm819"};
  for (const char* label : kWindows1252) {
    if (name == label) return "windows-1252";
  }
  if (name == "utf8" || name == "unicode-1-1-utf-8" || name == "utf-8") return "utf-8";
  return name;
}

bool is_utf16(const std::string& name) {
  return name == "utf-16" || name == "utf-16le" || name == "utf-16be";
}

// Converts with ICU; nullopt-like empty flag when ICU has no converter of that name.
bool icu_convert(std::string_view bytes, const std::string& charset, std::string& out) {
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<UConverter, void (*)(UConverter*)> conv(ucnv_open(charset.c_str(), &status),
                                                          &ucnv_close);
  if (U_FAILURE(status) || !conv) return false;
  icu::UnicodeString u(bytes.data(), static_cast<int32_t>(bytes.size()), conv.get(), status);
  if (U_FAILURE(status)) return false;
  out.clear();
  u.toUTF8String(out);
  return true;
}

/// The encoding named by a byte order mark, and the mark's length.
std::pair<std::string, size_t> bom_charset(std::string_view b) {
  if (b.substr(0, 3) == "\xEF\xBB\xBF") return {"utf-8", 3};
  if (b.substr(0, 2) == "\xFF\xFE") return {"utf-16le", 2};
  if (b.substr(0, 2) == "\xFE\xFF") return {"utf-16be", 2};
  return {"", 0};
}

DecodedHtml decode_utf8(std::string_view body, const std::string& input,
                        std::vector<Diagnostic>& diagnostics) {
  text::Utf8Report report = text::scan_utf8(body);
  if (report.valid) return {std::string(body), "utf-8"};
  diagnostics.push_back({input, "the page declares UTF-8 but holds " +
                                    std::to_string(report.invalid_count) +
                                    " invalid byte(s), replaced with U+FFFD"});
  return {text::repair_utf8(body), "utf-8"};
}

// A page that declares a single-byte charset but is valid, non-ASCII UTF-8 was re-saved as UTF-8
// without updating its meta tag (saved pages, crawls): decoding it as declared would give mojibake.
bool misdeclared_utf8(std::string_view body, const std::string& charset) {
  if (charset == "utf-8" || is_utf16(charset)) return false;
  text::Utf8Report report = text::scan_utf8(body);
  return report.valid && report.multibyte_count > 0;
}

}  // namespace

std::string charset_from_content_type(std::string_view content_type) {
  return canonical_charset(charset_after(lower(content_type)));
}

std::string sniff_meta_charset(std::string_view bytes) {
  std::string head = lower(bytes.substr(0, kPrescanBytes));
  size_t pos = 0;
  while ((pos = head.find("<meta", pos)) != std::string::npos) {
    size_t end = head.find('>', pos);
    if (end == std::string::npos) break;
    std::string_view tag = std::string_view(head).substr(pos, end - pos);
    pos = end;
    std::string charset = charset_after(tag);
    // <meta charset=...> or <meta http-equiv="content-type" content="...; charset=...">
    if (!charset.empty()) return canonical_charset(charset);
  }
  return "";
}

Result<DecodedHtml> decode_html(std::string_view bytes, const std::string& input,
                                const std::string& http_charset,
                                std::vector<Diagnostic>& diagnostics) {
  auto [charset, bom] = bom_charset(bytes);
  std::string_view body = bytes.substr(bom);
  if (charset.empty()) charset = canonical_charset(lower(http_charset));
  if (charset.empty()) charset = sniff_meta_charset(body);
  if (!charset.empty() && misdeclared_utf8(body, charset)) {
    diagnostics.push_back(
        {input, "the page declares " + charset + " but its bytes are UTF-8; read as UTF-8"});
    charset = "utf-8";
  }
  if (charset.empty()) {
    text::Utf8Report report = text::scan_utf8(body);
    charset = report.valid ? "utf-8" : "windows-1252";
  }
  if (!is_utf16(charset) && body.substr(0, 1024).find('\0') != std::string_view::npos) {
    return make_error(ErrorCode::Binary, input, "looks like a binary file, not an HTML page");
  }
  if (charset == "utf-8") return decode_utf8(body, input, diagnostics);
  DecodedHtml out{"", charset};
  if (!icu_convert(body, charset, out.text)) {
    diagnostics.push_back({input, "unknown character set '" + charset +
                                      "'; read as UTF-8 (fix the page's <meta charset>)"});
    return decode_utf8(body, input, diagnostics);
  }
  if (!text::scan_utf8(out.text).valid) out.text = text::repair_utf8(out.text);
  return out;
}

}  // namespace auditor::ingest
