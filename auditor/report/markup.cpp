// HTML and Markdown escaping shared by the Markdown and HTML reports.
#include "auditor/report/markup.h"

#include <algorithm>
#include <cctype>

namespace auditor::report {

namespace {

// Punctuation that could start markup inside a line (emphasis, code, links, images, table cells,
// strikethrough). Line-start markup (lists, setext underlines) cannot occur: line breaks become
// spaces and every escaped text sits after other text on its line.
constexpr std::string_view kMarkdownPunctuation = "\\`*_{}[]()#!|~";

bool starts_with_ignoring_case(std::string_view text, std::string_view prefix) {
  if (text.size() < prefix.size()) return false;
  return std::equal(prefix.begin(), prefix.end(), text.begin(), [](char a, char b) {
    return std::tolower(static_cast<unsigned char>(a)) == b;
  });
}

}  // namespace

std::string html_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size() + text.size() / 8);
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string markdown_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size() + text.size() / 4);
  for (char c : text) {
    if (c == '\n' || c == '\r' || c == '\t') {
      out += ' ';
    } else if (c == '<' || c == '>' || c == '&') {
      out += html_escape(std::string_view(&c, 1));
    } else {
      if (kMarkdownPunctuation.find(c) != std::string_view::npos) out += '\\';
      out += c;
    }
  }
  return out;
}

std::string markdown_code_span(std::string_view text) {
  size_t longest = 0, run = 0;
  std::string body;
  for (char c : text) {
    run = c == '`' ? run + 1 : 0;
    longest = std::max(longest, run);
    if (c == '|') body += '\\';  // GFM splits table cells on pipes before it sees code spans
    body += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
  }
  std::string fence(longest + 1, '`');
  // A space on each side keeps a leading or trailing backtick from joining the fence.
  return fence + " " + body + " " + fence;
}

bool is_web_url(std::string_view url) {
  return starts_with_ignoring_case(url, "http://") || starts_with_ignoring_case(url, "https://");
}

std::string url_host(std::string_view url) {
  if (!is_web_url(url)) return "";
  std::string_view rest = url.substr(url.find("//") + 2);
  rest = rest.substr(0, rest.find_first_of("/?#"));
  if (size_t at = rest.rfind('@'); at != std::string_view::npos) rest.remove_prefix(at + 1);
  if (rest.empty() || rest.front() != '[') rest = rest.substr(0, rest.find(':'));
  std::string host(rest);
  for (char& c : host) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return host;
}

}  // namespace auditor::report
