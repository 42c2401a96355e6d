// Small readers of RE2's pattern syntax, shared by the analyses that read patterns themselves.
#pragma once

#include <cstddef>
#include <limits>
#include <optional>
#include <string_view>

namespace auditor::rules::regex_syntax {

/// The largest count a quantifier gives: "*", "+" and "{n,}" repeat without bound.
inline constexpr size_t kUnbounded = std::numeric_limits<size_t>::max();

/// Reads a quantifier at p[pos] ("*", "+", "?", "{n}", "{n,}", "{n,m}", each maybe lazy) into
/// `min` and `max` and moves past it; false, reading nothing, for anything else.
bool quantifier(std::string_view p, size_t& pos, size_t& min, size_t& max);

/// How a group opens, read after its "(": a body follows ("(", "(?:", "(?P<name>", "(?flags:"),
/// the group is only flags ("(?i)", read to its ")"), or the syntax is not read.
enum class GroupOpening { Body, FlagsOnly, Unread };
/// Reads what follows a group's "(" up to its body; sets `changes_flags` for "(?flags:".
GroupOpening open_group(std::string_view p, size_t& pos, bool& changes_flags);

/// Reads a group at p[pos], its "(" to its ")": `read_body` reads what is inside (and leaves pos
/// at the ")"), and a group of flags alone ("(?i)") gives `flags_only`; nothing when the syntax
/// is not read.
template <class T, class ReadBody>
std::optional<T> group(std::string_view p, size_t& pos, T flags_only, ReadBody read_body) {
  ++pos;
  bool changes_flags = false;
  switch (open_group(p, pos, changes_flags)) {
    case GroupOpening::FlagsOnly: return flags_only;
    case GroupOpening::Unread: return std::nullopt;
    case GroupOpening::Body: break;
  }
  std::optional<T> body = read_body();
  if (!body || pos >= p.size() || p[pos] != ')') return std::nullopt;
  ++pos;
  return body;
}

/// The character an escape stands for, read at the letter after the backslash ("\x{A0}", "\xA0",
/// "\n"..., an escaped punctuation mark or non-ASCII character); nothing for anything else.
std::optional<char32_t> escaped_char(std::string_view p, size_t& pos);

/// A Unicode property's name, read after "\p" or "\P": "{Name}" or one letter.
std::optional<std::string_view> property_name(std::string_view p, size_t& pos);

}  // namespace auditor::rules::regex_syntax
