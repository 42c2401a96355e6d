// How far a match of a regex can reach, counted in runs of white space and of other characters.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace auditor::rules {

/// The most runs a match of `pattern` (RE2 syntax, UTF-8) can touch, where a run is a maximal
/// stretch of white space (RE2's \s and U+00A0, which the packs' word gaps match) or of anything
/// else; 0 when no bound holds (a gap of any characters, "(?:word )+") or the syntax is not read.
///
/// A class that holds no white space ("[\p{Latin}-]+") or only white space stays inside one
/// run however often it repeats, so a pattern of words and gaps has a bound although its words
/// do not. A match holds the literals its LiteralFormula needs; with this bound it lies within
/// that many runs of one of their occurrences, and the prefilter searches only there.
size_t max_runs(std::string_view pattern);

/// A part of a pattern that is a pattern by itself, and the most runs its matches touch.
struct BoundedPart {
  std::string_view pattern;
  size_t runs = 0;
};
/// For a pattern with no bound that is a sequence of pieces (inside groups wrapping all of it),
/// the pieces before its first piece with no bound ("paid for by" before a name of any length)
/// and those after its last ("a name", then "paid for the trip"), when there are some. A match
/// starts within `prefix.runs` runs before an occurrence of a literal the prefix needs, and ends
/// within `suffix.runs` runs after one the suffix needs.
struct BoundedEnds {
  std::optional<BoundedPart> prefix;
  std::optional<BoundedPart> suffix;
};
BoundedEnds bounded_ends(std::string_view pattern);

/// Which ends of a match a count of runs from a literal's occurrence bounds: both (the whole
/// match lies within that many runs of it), only the start (a bounded prefix), or only the end.
enum class BoundedSide : uint8_t { Both, Start, End };

/// Sets `out` to the offsets where the runs of `text` start, in order (0 first, even for an empty
/// text): each byte whose white space or not differs from the byte before.
void find_run_starts(std::string_view text, std::vector<uint32_t>& out);

/// The white space runs are made of: \t, \n, \f, \r, the space, and U+00A0 (two bytes). Sets
/// `length` to its bytes at text[i].
inline bool run_space_at(std::string_view text, size_t i, size_t& length) {
  const auto c = static_cast<unsigned char>(text[i]);
  if (c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r') {
    length = 1;
    return true;
  }
  if (c == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0xA0) {
    length = 2;
    return true;
  }
  return false;
}

}  // namespace auditor::rules
