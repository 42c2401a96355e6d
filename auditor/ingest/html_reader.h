// HTML pages: charset decoding, HTML5 parsing, main-content extraction, metadata and links.
#pragma once

#include <string>
#include <string_view>

#include "auditor/core/document.h"
#include "auditor/core/result.h"
#include "auditor/ingest/html_dom.h"

namespace auditor::ingest {

/// What the caller knows about a page beyond its bytes (a fetcher knows both).
struct HtmlReadOptions {
  std::string http_charset;  ///< charset from the HTTP Content-Type header; "" when unknown
  std::string page_url;      ///< the URL the page came from; links resolve against it
};

/// Reads an HTML page into a Document: the article's headline, body blocks and end notes
/// (without navigation, ads, related lists, comments and other chrome), its links with resolved
/// hrefs and anchor spans, and its metadata (head tags, Open Graph, JSON-LD). Every text byte maps
/// back to its line and column in the page (as decoded to UTF-8). Fails only for binary or empty
/// input, or a page with no text at all.
Result<Document> read_html(std::string_view bytes, const std::string& input,
                           const HtmlReadOptions& options = {});

/// Turns a decoded page into a DOM: HtmlDom::parse (libxml2), or the XHTML reader's pugixml parser.
using HtmlParser = HtmlDom (*)(std::string_view source);

/// read_html with another parser for the decoded page; the same contract otherwise.
Result<Document> read_html_with(std::string_view bytes, const std::string& input,
                                const HtmlReadOptions& options, HtmlParser parse);

/// Whether bytes look like an HTML page: `<!doctype html`, `<html`, or `<head`/`<body` near the
/// start (after a BOM, white space and comments).
bool sniff_html(std::string_view bytes);

}  // namespace auditor::ingest
