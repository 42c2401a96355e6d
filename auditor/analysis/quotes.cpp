// Quotation finding over the blocks of a document.
#include "auditor/analysis/quotes.h"

#include <unicode/uchar.h>

#include <array>

#include "auditor/text/utf8.h"

namespace auditor::analysis {

namespace {

constexpr char32_t kLeftDouble = 0x201C, kRightDouble = 0x201D, kLowDouble = 0x201E;
constexpr char32_t kLeftSingle = 0x2018, kRightSingle = 0x2019;
constexpr char32_t kLeftAngle = 0x00AB, kRightAngle = 0x00BB;
constexpr char32_t kEmDash = 0x2014, kEnDash = 0x2013;

bool is_letter_or_digit(char32_t cp) {
  return cp != 0 && u_isalnum(static_cast<UChar32>(cp));
}
bool is_space(char32_t cp) {
  return cp == ' ' || cp == '\n' || cp == '\t' || cp == 0xA0;
}

// The closing mark that matches an opening one, or 0 when `cp` opens nothing.
char32_t closer_for(char32_t cp) {
  switch (cp) {
    case kLeftDouble: return kRightDouble;
    case kLowDouble: return kLeftDouble;  // German style „…“
    case kLeftAngle: return kRightAngle;
    case kLeftSingle: return kRightSingle;
    case '"': return '"';
    default: return 0;
  }
}

struct Mark {
  size_t start = 0, end = 0;  // bytes of the mark itself
  char32_t cp = 0;
};

// Trims white space from both ends of [start, end) in text.
Span trimmed(std::string_view text, size_t start, size_t end) {
  while (start < end && is_space(static_cast<unsigned char>(text[start]))) ++start;
  while (end > start && is_space(static_cast<unsigned char>(text[end - 1]))) --end;
  return {static_cast<uint32_t>(start), static_cast<uint32_t>(end)};
}

// Whether the quotation opening at `open` starts with a capital letter, as a statement does.
bool opens_with_capital(std::string_view text, size_t open) {
  size_t i = open;
  text::next_code_point(text, i);  // the mark
  while (i < text.size() && is_space(static_cast<unsigned char>(text[i]))) ++i;
  if (i >= text.size()) return false;
  char32_t first = text::next_code_point(text, i);
  return (first >= 'A' && first <= 'Z') || (first >= 0xC0 && first <= 0xDE && first != 0xD7);
}

// A quote is partial when it sits inside the writer's own sentence: a word (not a colon or a
// sentence start) comes right before its opening mark. A statement under a speaker's label,
// 'Deputado Fulano (PSD-SP) "Nós votamos...', is whole: the label ends in a parenthesis and the
// quotation opens a sentence of its own.
bool is_partial(std::string_view text, size_t open, size_t block_start) {
  size_t i = open;
  while (i > block_start) {
    size_t j = i;
    char32_t cp = text::previous_code_point(text, j);
    if (is_space(cp)) {
      i = j;
      continue;
    }
    if (cp == ')' && opens_with_capital(text, open)) return false;
    return !(cp == ':' || cp == '.' || cp == '!' || cp == '?' || cp == kEmDash || cp == kEnDash);
  }
  return false;
}

// Dialogue: "— Vamos embora! — disse ele." The quote runs to the dash before the speech tag.
bool find_dialogue(std::string_view text, Span block, std::vector<Quote>& out) {
  size_t i = block.start;
  char32_t first = text::next_code_point(text.substr(0, block.end), i);
  if (first != kEmDash && first != kEnDash) return false;
  size_t body = i;
  size_t end = block.end;
  size_t k = body;
  while (k < block.end) {
    size_t here = k;
    char32_t cp = text::next_code_point(text.substr(0, block.end), k);
    if ((cp == kEmDash || cp == kEnDash) && here > body &&
        is_space(static_cast<unsigned char>(text[here - 1]))) {
      end = here;
      break;
    }
  }
  Quote q;
  q.outer = {block.start, static_cast<uint32_t>(end)};
  q.span = trimmed(text, body, end);
  if (!q.span.empty()) out.push_back(q);
  return true;
}

// “Mixed typography", common in Brazilian news: a straight mark that ends a word closes an open
// curly one unless a curly close follows before the next curly opening, which makes it the end of
// a "nested" quote inside the curly one.
bool straight_closes_curly(std::string_view text, char32_t prev, char32_t next, size_t from,
                           size_t block_end) {
  if (is_space(prev) || is_letter_or_digit(next)) return false;
  const std::string_view bounded = text.substr(0, block_end);
  // "“I disagree," said Bednarek": after the quotation's own comma, question or exclamation mark,
  // a mark followed by a word in lower case (the speech tag) closes it whatever comes later.
  if ((prev == ',' || prev == '?' || prev == '!') && is_space(next)) {
    size_t k = from;
    while (k < block_end && is_space(static_cast<unsigned char>(text[k]))) ++k;
    if (k < block_end && text[k] >= 'a' && text[k] <= 'z') return true;
  }
  for (size_t k = from; k < block_end;) {
    char32_t cp = text::next_code_point(bounded, k);
    if (cp == kRightDouble) return false;
    if (cp == kLeftDouble) return true;
  }
  return true;
}

// "Mixed typography" the other way round, common in wire copy: a right curly mark closes an open
// straight one, unless a left curly mark opened a quote inside it ("He said “no” to me").
bool curly_closes_straight(std::string_view text, size_t from, size_t to) {
  for (size_t k = from; k < to;) {
    if (text::next_code_point(text.substr(0, to), k) == kLeftDouble) return false;
  }
  return true;
}

// Bytes that are never part of a quote mark: ASCII but '"' and '\''.
constexpr std::array<bool, 256> kUnmarkedByte = [] {
  std::array<bool, 256> table{};
  for (int b = 0; b < 0x80; ++b) table[static_cast<size_t>(b)] = b != '"' && b != '\'';
  return table;
}();

// The end of the run of characters from text[i] that are not quote marks (ASCII other than '"'
// and '\'', Latin-1 letters), before `end`; `prev` becomes the last one's code point. Returns i
// when text[i] may be a mark.
size_t skip_unmarked(std::string_view text, size_t i, size_t end, char32_t& prev) {
  while (i < end) {
    const auto b = static_cast<unsigned char>(text[i]);
    if (kUnmarkedByte[b]) {
      prev = b;
      ++i;
    } else if (b == 0xC3 && i + 1 < end &&
               (static_cast<unsigned char>(text[i + 1]) & 0xC0) == 0x80) {
      prev = 0xC0 + (static_cast<unsigned char>(text[i + 1]) & 0x3F);  // À..ÿ decoded
      i += 2;
    } else {
      break;
    }
  }
  return i;
}

// Pairs quote marks in one block. Returns the mark still open at the block's end, if any.
void pair_marks(std::string_view text, Span block, std::vector<Quote>& out) {
  Mark open;  // cp 0: no mark is open (an optional here trips GCC 12's uninitialized warning)
  size_t i = block.start;
  const std::string_view bounded = text.substr(0, block.end);
  char32_t prev = 0;
  while (i < block.end) {
    // Most characters neither open nor close a quote: ASCII but '"' and the '' pair, and the
    // Latin-1 letters (two bytes led by 0xC3). A run of them only moves `prev`, so it is skipped
    // in a tight loop, without decoding the code point after each one.
    if (size_t run_end = skip_unmarked(text, i, block.end, prev); run_end != i) {
      i = run_end;
      continue;
    }
    size_t start = i;
    char32_t cp = text::next_code_point(bounded, i);
    size_t peek_i = i;
    char32_t next = i < block.end ? text::next_code_point(bounded, peek_i) : 0;
    // ''Two apostrophes'' stand for a double quote mark in some wire and newspaper archives.
    if (cp == '\'' && next == '\'') {
      cp = '"';
      i = peek_i;
      peek_i = i;
      next = i < block.end ? text::next_code_point(bounded, peek_i) : 0;
    }
    if (open.cp != 0) {
      char32_t closer = closer_for(open.cp);
      bool closes = cp == closer || (open.cp == kLeftDouble && cp == kRightDouble) ||
                    (open.cp == kLeftDouble && cp == '"' &&
                     straight_closes_curly(text, prev, next, i, block.end)) ||
                    (open.cp == '"' && cp == kRightDouble && !is_space(prev) &&
                     curly_closes_straight(text, open.end, start)) ||
                    // "“…,“ said Clyburn": a left mark typed for a right one ends a word.
                    (open.cp == kLeftDouble && cp == kLeftDouble && !is_space(prev) &&
                     (next == 0 || is_space(next)));
      // A right single mark between letters is an apostrophe, not the end of a ‘quote’.
      if (closes && open.cp == kLeftSingle && is_letter_or_digit(next)) closes = false;
      // A typographic mark never nests inside its own kind (“…‘…’…”, not “…“…”…”): a second
      // opening one means the first was left unclosed, and pairing past it would swallow the
      // text up to the new quote's close, paragraphs of the writer's own words.
      if (!closes && cp == open.cp && cp != '"' && next != 0 && !is_space(next)) {
        open = Mark{start, i, cp};
        prev = cp;
        continue;
      }
      if (closes) {
        Quote q;
        q.outer = {static_cast<uint32_t>(open.start), static_cast<uint32_t>(i)};
        q.span = trimmed(text, open.end, start);
        q.partial = is_partial(text, open.start, block.start);
        if (!q.span.empty()) out.push_back(q);
        open = Mark{};
      }
    } else if (char32_t closer = closer_for(cp)) {
      bool word_start = prev == 0 || !is_letter_or_digit(prev);
      bool opens =
          cp != kLeftSingle && cp != '"' ? true : word_start && next != 0 && !is_space(next);
      if (closer && opens) open = Mark{start, i, cp};
    }
    prev = cp;
  }
  if (open.cp != 0 && is_partial(text, open.start, block.start) == false) {
    // Unclosed at a paragraph's end: news style for a quote that goes on in the next paragraph,
    // which opens with a new mark. The part in this paragraph is a quote of its own.
    Quote q;
    q.outer = {static_cast<uint32_t>(open.start), block.end};
    q.span = trimmed(text, open.end, block.end);
    q.runs_on = true;
    if (!q.span.empty()) out.push_back(q);
  }
}

}  // namespace

void find_quotes(const Document& document, std::vector<Quote>& out) {
  const std::string& text = document.text;
  for (const Block& block : document.blocks) {
    if (block.kind == BlockKind::Code) continue;
    size_t before = out.size();
    if (find_dialogue(text, block.span, out)) continue;
    pair_marks(text, block.span, out);
    if (block.kind == BlockKind::Blockquote && out.size() == before) {
      Quote q;
      q.outer = block.span;
      q.span = block.span;
      out.push_back(q);
    }
  }
}

}  // namespace auditor::analysis
