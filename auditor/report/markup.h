// Escaping untrusted text (article text, titles, URLs, messages) for the HTML and Markdown reports.
#pragma once

#include <string>
#include <string_view>

namespace auditor::report {

/// Text made safe for HTML element content and quoted attribute values: & < > " ' become
/// character references, so article text never turns into markup.
std::string html_escape(std::string_view text);

/// Text made inert in Markdown (CommonMark and GFM tables): markup punctuation gets a backslash,
/// < > & become character references, line breaks become spaces, so a title like
/// "[x](javascript:...)" or "<script>" renders as the literal text.
std::string markdown_escape(std::string_view text);

/// A Markdown code span holding `text` literally, fenced with more backticks than the text holds
/// and with pipes escaped so it can sit in a table cell.
std::string markdown_code_span(std::string_view text);

/// True for absolute http:// and https:// URLs (case-insensitive scheme): the only hrefs a report
/// links, so a "javascript:" or "data:" URL from an article never becomes a link.
bool is_web_url(std::string_view url);

/// The host of an http(s) URL, lower-cased, without port or user info; "" for anything else.
std::string url_host(std::string_view url);

}  // namespace auditor::report
