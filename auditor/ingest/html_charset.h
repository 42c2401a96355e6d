// Decoding the bytes of an HTML page to UTF-8: BOM, HTTP charset, <meta charset>, legacy encodings.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "auditor/core/document.h"
#include "auditor/core/result.h"

namespace auditor::ingest {

/// A page's text as UTF-8, and the character set it was read as.
struct DecodedHtml {
  std::string text;     ///< valid UTF-8, BOM removed
  std::string charset;  ///< lower-case name of the encoding used ("utf-8", "windows-1252", ...)
};

/// The charset a `<meta charset>` or `<meta http-equiv="content-type">` declares in the first
/// bytes of a page (lower case), or "" when there is none.
std::string sniff_meta_charset(std::string_view bytes);

/// The charset parameter of a Content-Type value ("text/html; charset=ISO-8859-1"), lower case.
std::string charset_from_content_type(std::string_view content_type);

/// Converts a page to UTF-8. The encoding is chosen as browsers do: a BOM, then `http_charset`
/// (from a Content-Type header; may be empty), then the page's own `<meta>` declaration, then
/// UTF-8 when the bytes are valid UTF-8, else windows-1252. ISO-8859-1 and US-ASCII are read as
/// windows-1252 (the WHATWG rule). Repairs and overrides add Diagnostics naming `input`.
Result<DecodedHtml> decode_html(std::string_view bytes, const std::string& input,
                                const std::string& http_charset,
                                std::vector<Diagnostic>& diagnostics);

}  // namespace auditor::ingest
