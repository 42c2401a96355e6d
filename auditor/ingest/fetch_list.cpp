// URL list files: one URL a line, comments and blank lines skipped, bad lines named by line.
#include "auditor/ingest/fetch_list.h"

#include <fstream>
#include <optional>

#include "auditor/ingest/fetch.h"

namespace auditor::ingest {

namespace {

bool istarts_with(std::string_view s, std::string_view prefix) {
  if (s.size() < prefix.size()) return false;
  for (size_t i = 0; i < prefix.size(); ++i) {
    char c = s[i];
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    if (c != prefix[i]) return false;
  }
  return true;
}

std::string_view trim(std::string_view s) {
  auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f'; };
  while (!s.empty() && space(s.front())) s.remove_prefix(1);
  while (!s.empty() && space(s.back())) s.remove_suffix(1);
  return s;
}

// Checks one line of a URL list; the error names the file and line.
std::optional<Error> check_line(std::string_view line, const std::string& where) {
  std::string text(line);
  if (!is_url(line)) {
    return make_error(
        ErrorCode::Usage, where,
        "\"" + text + "\" is not a web address; write one http:// or https:// URL per line");
  }
  if (line.find_first_of(" \t") != std::string_view::npos) {
    return make_error(
        ErrorCode::Usage, where,
        "\"" + text + "\" holds a space; write one URL per line (encode spaces as %20)");
  }
  Status valid = validate_url(text);
  if (!valid)
    return make_error(ErrorCode::Usage, where, valid.error().message + " (\"" + text + "\")");
  return std::nullopt;
}

}  // namespace

bool is_url(std::string_view argument) {
  return istarts_with(argument, "http://") || istarts_with(argument, "https://");
}

std::vector<std::string> read_url_list(const std::string& path, std::vector<Error>& errors) {
  std::vector<std::string> urls;
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    errors.push_back(make_error(ErrorCode::NotFound, path,
                                "cannot open this URL list (--urls); check the path"));
    return urls;
  }
  std::string line;
  size_t number = 0;
  while (std::getline(in, line)) {
    ++number;
    std::string_view text = trim(line);
    if (number == 1 && text.substr(0, 3) == "\xEF\xBB\xBF") text = trim(text.substr(3));
    if (text.empty() || text.front() == '#') continue;
    std::string where = path + ":" + std::to_string(number);
    if (std::optional<Error> bad = check_line(text, where)) {
      errors.push_back(std::move(*bad));
      continue;
    }
    urls.emplace_back(text);
  }
  return urls;
}

}  // namespace auditor::ingest
