// Small readers of RE2's pattern syntax, shared by the analyses that read patterns themselves.
#include "auditor/rules/regex_syntax.h"

#include <cctype>

#include "auditor/text/utf8.h"

namespace auditor::rules::regex_syntax {

namespace {

bool at(std::string_view p, size_t pos, char c) {
  return pos < p.size() && p[pos] == c;
}

std::optional<size_t> number(std::string_view p, size_t& i) {
  const size_t start = i;
  size_t value = 0;
  while (i < p.size() && p[i] >= '0' && p[i] <= '9' && i - start < 6) {
    value = value * 10 + static_cast<size_t>(p[i] - '0');
    ++i;
  }
  return i > start ? std::optional<size_t>(value) : std::nullopt;
}

std::optional<char32_t> hex_char(std::string_view p, size_t& pos) {
  const bool braced = at(p, pos, '{');
  if (braced) ++pos;
  char32_t value = 0;
  size_t digits = 0;
  while (pos < p.size() && std::isxdigit(static_cast<unsigned char>(p[pos])) &&
         (braced || digits < 2) && digits < 8) {
    const char h = p[pos++];
    value = value * 16 + static_cast<char32_t>(h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10);
    ++digits;
  }
  if (digits == 0 || (!braced && digits != 2)) return std::nullopt;
  if (braced) {
    if (!at(p, pos, '}')) return std::nullopt;
    ++pos;
  }
  return value;
}

}  // namespace

bool quantifier(std::string_view p, size_t& pos, size_t& min, size_t& max) {
  if (pos >= p.size()) return false;
  const char c = p[pos];
  if (c == '*' || c == '+' || c == '?') {
    min = c == '+' ? 1 : 0;
    max = c == '?' ? 1 : kUnbounded;
    ++pos;
  } else if (c == '{') {
    size_t i = pos + 1;
    const std::optional<size_t> low = number(p, i);
    if (!low) return false;
    std::optional<size_t> high = low;
    if (at(p, i, ',')) {
      ++i;
      high = at(p, i, '}') ? std::optional<size_t>(kUnbounded) : number(p, i);
    }
    if (!high || !at(p, i, '}')) return false;
    min = *low;
    max = *high;
    pos = i + 1;
  } else {
    return false;
  }
  if (at(p, pos, '?')) ++pos;  // lazy: the same texts match
  return true;
}

GroupOpening open_group(std::string_view p, size_t& pos, bool& changes_flags) {
  changes_flags = false;
  if (!at(p, pos, '?')) return GroupOpening::Body;
  ++pos;
  if (at(p, pos, 'P') || at(p, pos, '<')) {
    const size_t close = p.find('>', pos);
    if (close == std::string_view::npos) return GroupOpening::Unread;
    pos = close + 1;
    return GroupOpening::Body;
  }
  const size_t flags = pos;
  while (pos < p.size() && (std::isalpha(static_cast<unsigned char>(p[pos])) || p[pos] == '-')) {
    ++pos;
  }
  if (at(p, pos, ')')) {
    ++pos;
    return GroupOpening::FlagsOnly;
  }
  if (!at(p, pos, ':')) return GroupOpening::Unread;
  changes_flags = pos > flags;  // "(?:" sets none
  ++pos;
  return GroupOpening::Body;
}

std::optional<char32_t> escaped_char(std::string_view p, size_t& pos) {
  const char c = p[pos++];
  switch (c) {
    case 'n': return U'\n';
    case 't': return U'\t';
    case 'r': return U'\r';
    case 'f': return U'\f';
    case 'v': return U'\v';
    case 'a': return U'\a';
    case 'x': return hex_char(p, pos);
    default: break;
  }
  if (static_cast<unsigned char>(c) >= 0x80) {  // an escaped non-ASCII character is itself
    --pos;
    return text::next_code_point(p, pos);
  }
  if (std::isalnum(static_cast<unsigned char>(c))) return std::nullopt;
  return static_cast<char32_t>(c);
}

std::optional<std::string_view> property_name(std::string_view p, size_t& pos) {
  if (at(p, pos, '{')) {
    const size_t close = p.find('}', pos);
    if (close == std::string_view::npos) return std::nullopt;
    const std::string_view name = p.substr(pos + 1, close - pos - 1);
    pos = close + 1;
    return name;
  }
  if (pos >= p.size()) return std::nullopt;
  return p.substr(pos++, 1);
}

}  // namespace auditor::rules::regex_syntax
