// How far a match of a regex can reach, counted in runs of white space and of other characters.
#include "auditor/rules/match_extent.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "auditor/rules/regex_syntax.h"
#include "auditor/text/utf8.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace auditor::rules {

namespace {

using regex_syntax::kUnbounded;

// What characters of a pattern may match: white space only, none, or both (or, for the first or
// last character of a stretch, not known).
enum class Chars : uint8_t { Space, Solid, Mixed };

/// A piece of a pattern: the most runs its matches touch, whether that may be nothing, and what
/// its first and last characters are, so that two pieces whose meeting characters are of one kind
/// ("sa" then "id") share a run. `one_char` pieces match exactly one character.
struct Extent {
  size_t runs = 0;
  bool may_be_empty = true;
  bool one_char = false;
  Chars starts = Chars::Mixed;
  Chars ends = Chars::Mixed;
};

Extent one_char(Chars chars) {
  return Extent{1, false, true, chars, chars};
}
Extent nothing() {
  return Extent{};
}

size_t add(size_t a, size_t b) {
  return a == kUnbounded || b == kUnbounded ? kUnbounded : a + b;
}
size_t times(size_t runs, size_t count) {
  if (runs == 0 || count == 0) return 0;
  if (runs == kUnbounded || count == kUnbounded || runs > kUnbounded / count) return kUnbounded;
  return runs * count;
}
Chars either(Chars a, Chars b) {
  return a == b ? a : Chars::Mixed;
}

// `a` then `b`.
Extent then(const Extent& a, const Extent& b) {
  if (b.runs == 0) return a;  // an assertion, a flag, nothing
  if (a.runs == 0) return b;
  Extent out;
  const bool shared =
      !a.may_be_empty && !b.may_be_empty && a.ends == b.starts && a.ends != Chars::Mixed;
  out.runs = add(a.runs, b.runs);
  if (shared && out.runs != kUnbounded) --out.runs;
  out.may_be_empty = a.may_be_empty && b.may_be_empty;
  out.starts = a.may_be_empty ? either(a.starts, b.starts) : a.starts;
  out.ends = b.may_be_empty ? either(a.ends, b.ends) : b.ends;
  return out;
}

// `a` or `b`.
Extent either(const Extent& a, const Extent& b) {
  if (a.one_char && b.one_char) return one_char(either(a.starts, b.starts));
  Extent out;
  out.runs = std::max(a.runs, b.runs);
  out.may_be_empty = a.may_be_empty || b.may_be_empty || a.runs == 0 || b.runs == 0;
  out.starts = either(a.starts, b.starts);
  out.ends = either(a.ends, b.ends);
  return out;
}

bool is_run_space(char32_t cp) {
  return cp == ' ' || cp == '\t' || cp == '\n' || cp == '\f' || cp == '\r' || cp == 0xA0;
}

// The white space a class holds, one bit for each of \t \n \f \r, the space and U+00A0.
constexpr uint8_t kAllSpace = 0x3F;
constexpr uint8_t kPerlSpace = 0x1F;  // RE2's \s: all but U+00A0
uint8_t space_bit(char32_t cp) {
  switch (cp) {
    case '\t': return 0x01;
    case '\n': return 0x02;
    case '\f': return 0x04;
    case '\r': return 0x08;
    case ' ': return 0x10;
    case 0xA0: return 0x20;
    default: return 0;
  }
}

// Unicode properties and POSIX classes that hold no white space; any other may.
bool solid_property(std::string_view name) {
  static constexpr std::string_view kSolid[] = {
      "L",  "Lu", "Ll", "Lt", "Lm", "Lo",    "M",     "Mn",       "Mc",     "Me",     "N",
      "Nd", "Nl", "No", "P",  "Pc", "Pd",    "Ps",    "Pe",       "Pi",     "Pf",     "Po",
      "S",  "Sm", "Sc", "Sk", "So", "Latin", "Greek", "Cyrillic", "Arabic", "Hebrew", "Han"};
  return std::find(std::begin(kSolid), std::end(kSolid), name) != std::end(kSolid);
}
bool solid_posix(std::string_view name) {
  static constexpr std::string_view kSolid[] = {"alpha", "alnum",  "digit", "lower", "upper",
                                                "punct", "xdigit", "word",  "graph"};
  return std::find(std::begin(kSolid), std::end(kSolid), name) != std::end(kSolid);
}

/// A recursive descent over RE2's syntax, as LiteralFormula's, that gives each piece an Extent.
class ExtentReader {
 public:
  explicit ExtentReader(std::string_view pattern) : p_(pattern) {}

  size_t read() {
    std::optional<Extent> whole = alternation();
    if (!whole || pos_ != p_.size() || whole->runs == kUnbounded) return 0;
    return std::max<size_t>(whole->runs, 1);
  }

  // The pieces of the pattern's top sequence (inside groups that wrap all of it) before its first
  // piece with no bound and after its last, with the runs each part touches; nothing when the
  // whole is bounded, the top is an alternation or the syntax is not read.
  std::optional<BoundedEnds> ends() {
    size_t start = 0;
    size_t end = p_.size();
    while (const std::optional<size_t> body = wrapping_group_body(start, end)) start = *body, --end;
    pos_ = start;
    std::vector<std::pair<size_t, Extent>> pieces;  // where each starts, and its extent
    while (pos_ < end) {
      const size_t piece_start = pos_;
      std::optional<Extent> piece = repetition();
      if (!piece) return std::nullopt;
      pieces.emplace_back(piece_start, *piece);
      if (at('|')) return std::nullopt;
    }
    auto unbounded = [](const std::pair<size_t, Extent>& p) { return p.second.runs == kUnbounded; };
    auto first = std::find_if(pieces.begin(), pieces.end(), unbounded);
    if (first == pieces.end()) return std::nullopt;
    auto last = std::find_if(pieces.rbegin(), pieces.rend(), unbounded).base() - 1;
    BoundedEnds out;
    Extent before = nothing();
    for (auto it = pieces.begin(); it != first; ++it) before = then(before, it->second);
    if (before.runs > 0)
      out.prefix = BoundedPart{p_.substr(start, first->first - start), before.runs};
    Extent after = nothing();
    for (auto it = last + 1; it != pieces.end(); ++it) after = then(after, it->second);
    if (after.runs > 0) {
      const size_t from = (last + 1)->first;
      out.suffix = BoundedPart{p_.substr(from, end - from), after.runs};
    }
    return out;
  }

 private:
  bool at(char c) const { return pos_ < p_.size() && p_[pos_] == c; }

  std::optional<Extent> alternation() {
    std::optional<Extent> result = concatenation();
    while (result && at('|')) {
      ++pos_;
      std::optional<Extent> next = concatenation();
      if (!next) return std::nullopt;
      result = either(*result, *next);
    }
    return result;
  }

  std::optional<Extent> concatenation() {
    Extent result = nothing();
    while (pos_ < p_.size() && !at('|') && !at(')')) {
      std::optional<Extent> next = repetition();
      if (!next) return std::nullopt;
      result = then(result, *next);
    }
    return result;
  }

  std::optional<Extent> repetition() {
    std::optional<Extent> piece = single();
    size_t min = 0;
    size_t max = 0;
    while (piece && regex_syntax::quantifier(p_, pos_, min, max)) piece = repeat(*piece, min, max);
    return piece;
  }

  // A character of one kind, repeated, stays in one run unless it may be white space or not.
  static Extent repeat(const Extent& piece, size_t min, size_t max) {
    if (max == 0 || piece.runs == 0) return nothing();
    Extent out = piece;
    out.one_char = false;
    out.may_be_empty = piece.may_be_empty || min == 0;
    out.runs = piece.one_char && piece.starts != Chars::Mixed ? 1 : times(piece.runs, max);
    return out;
  }

  std::optional<Extent> single() {
    switch (p_[pos_]) {
      case '(': return group();
      case '[': return char_class();
      case '\\': return escape();
      case '.': ++pos_; return one_char(Chars::Mixed);
      case '^':
      case '$': ++pos_; return nothing();
      case '*':
      case '+':
      case '?':
      case '{': return std::nullopt;
      default: {
        const char32_t cp = text::next_code_point(p_, pos_);
        return one_char(is_run_space(cp) ? Chars::Space : Chars::Solid);
      }
    }
  }

  std::optional<Extent> group() {
    return regex_syntax::group(p_, pos_, nothing(), [this] { return alternation(); });
  }

  // A bracketed class: which white space it holds and whether it holds anything else.
  std::optional<Extent> char_class() {
    ++pos_;
    const bool negated = at('^');
    if (negated) ++pos_;
    uint8_t space = 0;
    bool other = false;
    bool first = true;
    while (pos_ < p_.size() && (!at(']') || first)) {
      first = false;
      if (at('[') && pos_ + 1 < p_.size() && p_[pos_ + 1] == ':') {  // [:alpha:]
        const size_t close = p_.find(":]", pos_ + 2);
        if (close == std::string_view::npos) return std::nullopt;
        const std::string_view name = p_.substr(pos_ + 2, close - pos_ - 2);
        pos_ = close + 2;
        other = true;
        if (!solid_posix(name)) space = kAllSpace;
        continue;
      }
      if (at('\\')) {
        std::optional<bool> read = class_escape(space, other);
        if (!read) return std::nullopt;
        if (*read) continue;  // a class escape, already counted
      }
      std::optional<char32_t> low = class_char();
      if (!low) return std::nullopt;
      char32_t high = *low;
      if (at('-') && pos_ + 1 < p_.size() && p_[pos_ + 1] != ']') {
        ++pos_;
        std::optional<char32_t> end = class_char();
        if (!end) return std::nullopt;
        high = *end;
      }
      if (high < *low) return std::nullopt;
      uint8_t in_range = 0;
      size_t spaces = 0;
      for (char32_t cp : {U'\t', U'\n', U'\f', U'\r', U' ', char32_t{0xA0}}) {
        if (cp >= *low && cp <= high) {
          in_range |= space_bit(cp);
          ++spaces;
        }
      }
      space |= in_range;
      if (static_cast<size_t>(high - *low) + 1 > spaces) other = true;
    }
    if (!at(']')) return std::nullopt;
    ++pos_;
    if (negated) {
      space = static_cast<uint8_t>(~space & kAllSpace);
      other = true;
    }
    if (space == 0) return one_char(Chars::Solid);
    return one_char(other ? Chars::Mixed : Chars::Space);
  }

  // "\s", "\d", "\p{L}"... inside a class: reads it, adds what it holds and returns true; for
  // any other escape reads nothing and returns false (the caller reads the character).
  std::optional<bool> class_escape(uint8_t& space, bool& other) {
    if (pos_ + 1 >= p_.size()) return std::nullopt;
    const char c = p_[pos_ + 1];
    std::optional<Chars> kind = perl_class(c);
    if (!kind) return false;
    pos_ += 2;
    if (c == 'p' || c == 'P') {
      std::optional<std::string_view> name = regex_syntax::property_name(p_, pos_);
      if (!name) return std::nullopt;
      kind = c == 'p' && solid_property(*name) ? Chars::Solid : Chars::Mixed;
    }
    if (*kind != Chars::Space) other = true;
    if (*kind == Chars::Space) space |= kPerlSpace;
    if (*kind == Chars::Mixed) space = kAllSpace;
    return true;
  }

  // What \s, \S, \d, \D, \w, \W may match; \p and \P are read by the caller. Nothing for other
  // letters.
  static std::optional<Chars> perl_class(char c) {
    switch (c) {
      case 's': return Chars::Space;
      case 'd':
      case 'w': return Chars::Solid;
      case 'S':
      case 'D':
      case 'W':
      case 'p':
      case 'P': return Chars::Mixed;
      default: return std::nullopt;
    }
  }

  // One character of a class, escaped or not.
  std::optional<char32_t> class_char() {
    if (!at('\\')) return text::next_code_point(p_, pos_);
    ++pos_;
    if (pos_ >= p_.size()) return std::nullopt;
    return regex_syntax::escaped_char(p_, pos_);
  }

  // An escape outside a class.
  std::optional<Extent> escape() {
    ++pos_;
    if (pos_ >= p_.size()) return std::nullopt;
    const char c = p_[pos_];
    if (c == 'b' || c == 'B' || c == 'A' || c == 'z') {
      ++pos_;
      return nothing();
    }
    if (c == 'C') {
      ++pos_;
      return one_char(Chars::Mixed);
    }
    if (std::optional<Chars> kind = perl_class(c)) {
      ++pos_;
      if (c == 'p' || c == 'P') {
        std::optional<std::string_view> name = regex_syntax::property_name(p_, pos_);
        if (!name) return std::nullopt;
        kind = c == 'p' && solid_property(*name) ? Chars::Solid : Chars::Mixed;
      }
      return one_char(*kind);
    }
    std::optional<char32_t> cp = regex_syntax::escaped_char(p_, pos_);
    if (!cp) return std::nullopt;
    return one_char(is_run_space(*cp) ? Chars::Space : Chars::Solid);
  }

  // The start of the body when p_[start, end) is one group that does not change flags ("(...)",
  // "(?:...)", "(?P<name>...)") and closes at `end`; nothing otherwise.
  std::optional<size_t> wrapping_group_body(size_t start, size_t end) {
    if (start >= end || p_[start] != '(' || p_[end - 1] != ')') return std::nullopt;
    size_t body = start + 1;
    bool changes_flags = false;
    if (regex_syntax::open_group(p_, body, changes_flags) != regex_syntax::GroupOpening::Body ||
        changes_flags) {
      return std::nullopt;
    }
    pos_ = start;
    if (!group() || pos_ != end) return std::nullopt;  // the group closes before the end
    return body;
  }

  std::string_view p_;
  size_t pos_ = 0;
};

}  // namespace

size_t max_runs(std::string_view pattern) {
  return ExtentReader(pattern).read();
}

void find_run_starts(std::string_view text, std::vector<uint32_t>& out) {
  out.clear();
  out.reserve(text.size() / 3 + 1);
  out.push_back(0);
  const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
  const size_t size = text.size();
  size_t length = 1;
  bool space = size > 0 && run_space_at(text, 0, length);  // the byte before i's
  size_t i = 0;
#if defined(__SSE2__)
  // Sixteen bytes at a time: a mask of the bytes that are white space (U+00A0 is two), and the
  // bits where it changes are run starts. News has a run every four or five bytes, so this is the
  // work of building the table; byte by byte it cost a tenth of a Portuguese news audit's rules.
  auto equal = [](__m128i v, char c) { return _mm_cmpeq_epi8(v, _mm_set1_epi8(c)); };
  uint32_t carry = 0;  // the U+00A0 second byte that falls into the next block
  for (; i + 17 <= size; i += 16) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes + i));
    const __m128i next = _mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes + i + 1));
    const __m128i ascii = _mm_or_si128(_mm_or_si128(_mm_or_si128(equal(v, ' '), equal(v, '\t')),
                                                    _mm_or_si128(equal(v, '\n'), equal(v, '\f'))),
                                       equal(v, '\r'));
    const auto nbsp = static_cast<uint32_t>(_mm_movemask_epi8(
        _mm_and_si128(equal(v, static_cast<char>(0xC2)), equal(next, static_cast<char>(0xA0)))));
    const uint32_t white =
        static_cast<uint32_t>(_mm_movemask_epi8(ascii)) | nbsp | (nbsp << 1) | carry;
    carry = (white >> 16) & 1U;
    const uint32_t mask = white & 0xFFFFU;
    uint32_t changes = (mask ^ ((mask << 1) | (space ? 1U : 0U))) & 0xFFFFU;
    if (i == 0) changes &= ~1U;  // offset 0 is already in
    while (changes != 0) {
      out.push_back(static_cast<uint32_t>(i + static_cast<size_t>(__builtin_ctz(changes))));
      changes &= changes - 1;
    }
    space = (mask >> 15) & 1U;
  }
  // A U+00A0 split across the last block and the tail: its second byte is white space too.
  if (carry != 0 && i < size) {
    if (!space) out.push_back(static_cast<uint32_t>(i));
    space = true;
    ++i;
  }
#endif
  for (; i < size; ++i) {
    const bool here = run_space_at(text, i, length);
    if (here != space && i > 0) out.push_back(static_cast<uint32_t>(i));
    space = here;
    if (here) i += length - 1;
  }
}

BoundedEnds bounded_ends(std::string_view pattern) {
  return ExtentReader(pattern).ends().value_or(BoundedEnds{});
}

}  // namespace auditor::rules
