// Sentence segmentation: one pass over UTF-8 that stops only at terminators, then decides locally.
//
// Why not ICU's BreakIterator: its pt_BR rules break after "Sr."/"Dra." and its standard rules
// merge wrongly after any word ending in "l."; and it is several times slower than this scanner,
// which touches each byte once and does real work only at '.', '!', '?', '…' and blank lines.
#include "auditor/text/sentence_segmenter.h"

#include <unicode/uchar.h>

#include <algorithm>
#include <cctype>

#include "auditor/text/normalize.h"
#include "auditor/text/utf8.h"

namespace auditor::text {

namespace {

// Bytes that may start a terminator or a blank line: '.', '!', '?', '\n', and the lead bytes of
// '…' (E2 80 A6), '。' (E3 80 82), '！' (EF BC 81) and '？' (EF BC 9F).
struct CandidateTable {
  bool at[256] = {};
  constexpr CandidateTable() {
    for (unsigned char c : {'.', '!', '?', '\n'}) at[c] = true;
    at[0xE2] = at[0xE3] = at[0xEF] = true;
  }
};
constexpr CandidateTable kCandidates;

constexpr char32_t kEllipsis = U'\u2026';

char32_t decode_at(std::string_view text, uint32_t pos, uint32_t end, uint32_t& next) {
  size_t i = pos;
  char32_t cp = next_code_point(text.substr(0, end), i);
  next = static_cast<uint32_t>(i);
  return cp;
}

bool is_space(char32_t cp) {
  if (cp < 0x80)
    return cp == ' ' || cp == '\t' || cp == '\n' || cp == '\r' || cp == '\f' || cp == '\v';
  return cp == 0xA0 || (cp >= 0x2000 && cp <= 0x200B) || cp == 0x202F || cp == 0x205F ||
         cp == 0x3000 || cp == 0xFEFF || cp == 0x1680;
}

// Marks that close a quotation or a parenthesis and stay with the sentence they end.
bool is_closer(char32_t cp) {
  switch (cp) {
    case '"':
    case '\'':
    case ')':
    case ']':
    case '}':
    case U'\u201D':
    case U'\u2019':
    case U'\u00BB':
    case U'\u203A':
    case U'\u300D':
    case U'\u300F': return true;
    default: return false;
  }
}

// Marks that may open the next sentence before its first word (quotes, brackets, inverted
// Spanish marks, dialogue dashes).
bool is_opener(char32_t cp) {
  switch (cp) {
    case '"':
    case '\'':
    case '(':
    case '[':
    case '{':
    case '-':
    case U'\u201C':
    case U'\u2018':
    case U'\u201E':
    case U'\u00AB':
    case U'\u2039':
    case U'\u00BF':
    case U'\u00A1':
    case U'\u2014':
    case U'\u2013':
    case U'\u300C':
    case U'\u300E': return true;
    default: return false;
  }
}

bool is_terminator(char32_t cp) {
  return cp == '.' || cp == '!' || cp == '?' || cp == kEllipsis || cp == U'\u3002' ||
         cp == U'\uFF01' || cp == U'\uFF1F' || cp == U'\u203C' || cp == U'\u2047' ||
         cp == U'\u2048' || cp == U'\u2049';
}

// Full-width terminators end a sentence without a following space (CJK text has none).
bool is_fullwidth_terminator(char32_t cp) {
  return cp == U'\u3002' || cp == U'\uFF01' || cp == U'\uFF1F';
}

// Characters that delimit the word before a period ("(D-Conn." -> "D-Conn").
bool is_word_delimiter(char32_t cp) {
  return is_space(cp) || is_opener(cp) || is_closer(cp) || cp == ',' || cp == ';';
}

enum class Case { None, Upper, Lower, Digit, Other };

Case case_of(char32_t cp) {
  if (cp < 0x80) {
    if (cp >= 'A' && cp <= 'Z') return Case::Upper;
    if (cp >= 'a' && cp <= 'z') return Case::Lower;
    if (cp >= '0' && cp <= '9') return Case::Digit;
    return Case::Other;
  }
  const auto c = static_cast<UChar32>(cp);
  if (u_isUUppercase(c) || u_istitle(c)) return Case::Upper;
  if (u_isULowercase(c)) return Case::Lower;
  if (u_isdigit(c)) return Case::Digit;
  return Case::Other;
}

bool is_word_char(char32_t cp) {
  if (cp < 0x80) return (cp | 0x20) >= 'a' && (cp | 0x20) <= 'z';
  return u_isalpha(static_cast<UChar32>(cp)) ||
         u_charType(static_cast<UChar32>(cp)) == U_NON_SPACING_MARK;
}

// Skips white space forward from pos; returns the first non-space offset (or end).
uint32_t skip_spaces(std::string_view text, uint32_t pos, uint32_t end) {
  while (pos < end) {
    const auto b = static_cast<unsigned char>(text[pos]);
    if (b < 0x80) {
      if (b != ' ' && b != '\t' && b != '\n' && b != '\r' && b != '\f' && b != '\v') return pos;
      ++pos;
      continue;
    }
    uint32_t next;
    if (!is_space(decode_at(text, pos, end, next))) return pos;
    pos = next;
  }
  return end;
}

bool has_alphanumeric(std::string_view text, uint32_t start, uint32_t end) {
  size_t i = start;
  while (i < end) {
    char32_t cp = next_code_point(text.substr(0, end), i);
    if (cp < 0x80 ? std::isalnum(static_cast<int>(cp)) != 0 : u_isalnum(static_cast<UChar32>(cp)))
      return true;
  }
  return false;
}

// Trims white space from both ends of [start, end) and appends it to out unless empty. A piece
// with no letter or digit (the stray ". ." of scraped text) joins the sentence before it, if that
// sentence came from the same split() call (index >= first).
void emit(std::string_view text, uint32_t start, uint32_t end, std::vector<Span>& out,
          size_t first) {
  start = skip_spaces(text, start, end);
  while (end > start) {
    size_t i = end;
    char32_t cp = previous_code_point(text.substr(0, end), i);
    if (!is_space(cp)) break;
    end = static_cast<uint32_t>(i);
  }
  if (end <= start) return;
  if (out.size() > first && !has_alphanumeric(text, start, end)) {
    out.back().end = end;
    return;
  }
  out.push_back(Span{start, end});
}

// ASCII-lowers or case-folds a word for set lookup.
std::string fold_word(std::string_view word) {
  for (char c : word) {
    if (static_cast<unsigned char>(c) >= 0x80) return fold_case(word);
  }
  std::string out(word);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + ('a' - 'A'));
  }
  return out;
}

// The run of letters starting at pos (a word, without trailing punctuation).
std::string_view word_at(std::string_view text, uint32_t pos, uint32_t end) {
  uint32_t i = pos;
  while (i < end) {
    uint32_t next;
    char32_t cp = decode_at(text, i, end, next);
    if (!is_word_char(cp)) break;
    i = next;
  }
  return text.substr(pos, i - pos);
}

// True for "U.S", "E.U.A", "p.m", "Ph.D": letter groups of one or two, joined by periods.
bool is_dotted_acronym(std::string_view word) {
  size_t groups = 0;
  size_t i = 0;
  while (i < word.size()) {
    size_t letters = 0;
    while (i < word.size() && word[i] != '.') {
      char32_t cp = next_code_point(word, i);
      if (!is_word_char(cp)) return false;
      ++letters;
    }
    if (letters == 0 || letters > 2) return false;
    ++groups;
    if (i < word.size()) ++i;  // the period
  }
  return groups >= 2;
}

bool is_single_letter(std::string_view word) {
  size_t i = 0;
  char32_t cp = next_code_point(word, i);
  return i == word.size() && is_word_char(cp);
}

bool is_short_number(std::string_view word) {
  if (word.empty() || word.size() > 3) return false;
  for (char c : word) {
    if (c < '0' || c > '9') return false;
  }
  return true;
}

}  // namespace

/// A terminator run ("?!", ".”", "...)") and the text after it, as the boundary decision needs it.
struct SentenceSegmenter::Candidate {
  uint32_t range_start = 0;
  uint32_t range_end = 0;
  uint32_t sentence_start = 0;  // first byte of the sentence being built
  uint32_t run_start = 0;       // first terminator byte
  uint32_t run_end = 0;         // one past the last terminator or closer
  uint32_t next = 0;            // first letter or digit of the next word (after spaces, openers)
  Case next_case = Case::None;
  bool has_bang_or_question = false;
  bool has_ellipsis = false;  // "..." or "…"
  bool has_closing_quote = false;
  bool single_period = false;  // exactly one '.', nothing else but closers
  bool fullwidth = false;      // '。', '！', '？': a boundary with or without a space
  bool space_follows = false;  // white space (or a full-width run) allows a boundary
  bool dash_follows = false;   // a dash opens what follows ("BOSTON, Mass. — The mayor")
};

// Reads the run of terminators and closers at `at` ("?!", "...", "!”", ".)", "?”.") and, when
// white space follows it, the first letter or digit of the next word past spaces, opening quotes,
// brackets and dialogue dashes.
SentenceSegmenter::Candidate SentenceSegmenter::read_candidate(std::string_view text,
                                                               uint32_t range_start, uint32_t end,
                                                               uint32_t at) {
  SentenceSegmenter::Candidate c;
  c.range_start = range_start;
  c.range_end = end;
  c.run_start = at;
  int periods = 0;
  bool other = false;
  uint32_t j = at;
  while (j < end) {
    uint32_t next;
    char32_t r = decode_at(text, j, end, next);
    if (r == '.') {
      ++periods;
    } else if (r == kEllipsis) {
      c.has_ellipsis = other = true;
    } else if (is_terminator(r)) {
      c.has_bang_or_question = other = true;
      c.fullwidth = c.fullwidth || is_fullwidth_terminator(r);
    } else if (is_closer(r)) {
      if (r != ')' && r != ']' && r != '}') c.has_closing_quote = true;
    } else {
      break;
    }
    j = next;
  }
  c.run_end = j;
  c.has_ellipsis = c.has_ellipsis || periods >= 2;
  c.single_period = periods == 1 && !other;
  uint32_t space_end;
  if (j >= end || (!is_space(decode_at(text, j, end, space_end)) && !c.fullwidth)) return c;
  uint32_t m = skip_spaces(text, j, end);
  while (m < end) {
    uint32_t next;
    char32_t o = decode_at(text, m, end, next);
    if (!is_opener(o) && !is_space(o)) {
      c.next_case = case_of(o);
      break;
    }
    if (o == 0x2014 || o == 0x2013) c.dash_follows = true;
    m = next;
  }
  c.next = m;
  c.space_follows = true;
  return c;
}

SentenceSegmenter::SentenceSegmenter() = default;

SentenceSegmenter::SentenceSegmenter(const Lexicon& lexicon) {
  // Entries are matched with their final period; add it when a list author left it out.
  auto with_period = [](const std::string& entry) {
    return entry.back() == '.' ? entry : entry + ".";
  };
  for (const std::string& e : lexicon.list("abbreviations.title")) titles_.insert(with_period(e));
  for (const std::string& e : lexicon.list("abbreviations.ambiguous"))
    ambiguous_.insert(with_period(e));
  for (const std::string& e : lexicon.list("sentence-starters")) starters_.insert(fold_word(e));
  for (const std::string& e : lexicon.list("segmenter.speech-tags"))
    speech_tags_.insert(fold_word(e));
}

bool SentenceSegmenter::is_starter(std::string_view text, uint32_t pos, uint32_t end) const {
  std::string_view word = word_at(text, pos, end);
  return !word.empty() && starters_.count(fold_word(word)) != 0;
}

// After a quotation closed by a terminator: up to three capitalized words (a name, a title)
// followed by a speech verb make the quotation's tag ("Why now?" Johnson asked.).
bool SentenceSegmenter::speech_tag_follows(std::string_view text, uint32_t pos,
                                           uint32_t end) const {
  if (speech_tags_.empty()) return false;
  for (int words = 0; words < 4 && pos < end; ++words) {
    std::string_view word = word_at(text, pos, end);
    if (word.empty()) return false;
    if (speech_tags_.count(fold_word(word)) != 0) return words > 0;
    uint32_t after;
    if (case_of(decode_at(text, pos, end, after)) != Case::Upper) return false;
    pos = static_cast<uint32_t>(pos + word.size());
    if (pos < end && text[pos] == '.') ++pos;  // "Sen. Smith said"
    pos = skip_spaces(text, pos, end);
  }
  return false;
}

bool SentenceSegmenter::ends_sentence(std::string_view text, const Candidate& c) const {
  // Lower case after any terminator continues the sentence: speech tags ("— disse ele",
  // "“Pronto!” disse"), ellipses inside a sentence, unknown abbreviations.
  if (c.next_case == Case::Lower || c.next_case == Case::None) return false;
  // Only "!", "?" and "…" close a quotation that a tag then continues; a period inside quotes
  // before a capitalized name ends the sentence (style books put a comma there).
  if (c.has_closing_quote && !c.single_period && c.next_case == Case::Upper &&
      speech_tag_follows(text, c.next, c.range_end)) {
    return false;
  }
  if (c.has_bang_or_question) return true;
  if (c.has_ellipsis) {
    // "(...)" and "[…]" mark an elision inside a quotation, not an end.
    if (c.run_start > c.range_start) {
      char before = text[c.run_start - 1];
      if (before == '(' || before == '[') return false;
    }
    return true;
  }
  if (c.single_period) return period_ends_sentence(text, c);
  return true;
}

// The period decides by the word it closes: title, ambiguous abbreviation, initial, acronym,
// list number, or an ordinary word.
bool SentenceSegmenter::period_ends_sentence(std::string_view text, const Candidate& c) const {
  // Find the word before the period, e.g. "Sr", "U.S", "D-Conn" (from "(D-Conn.)").
  uint32_t start = c.run_start;
  const uint32_t limit = c.run_start - std::min<uint32_t>(c.run_start - c.range_start, 64);
  while (start > limit) {
    size_t i = start;
    char32_t cp = previous_code_point(text, i);
    if (is_word_delimiter(cp)) break;
    start = static_cast<uint32_t>(i);
  }
  if (start == limit && limit > c.range_start) return c.next_case != Case::Lower;  // too long
  std::string_view word = text.substr(start, c.run_start - start);
  if (word.empty()) return true;  // ").", "”." end the sentence

  const std::string_view with_period = text.substr(start, c.run_start + 1 - start);
  // A dash after an abbreviation is a dateline's ("SPRING HILL, Tenn. — The plant..."): the
  // place and the story are one sentence.
  auto before_starter = [&] {
    return c.next_case == Case::Upper && !c.dash_follows && is_starter(text, c.next, c.range_end);
  };
  if (titles_.count(with_period)) return false;
  if (ambiguous_.count(with_period)) return before_starter();
  if (size_t dash = word.rfind('-'); dash != std::string_view::npos && dash + 1 < word.size()) {
    std::string_view tail = with_period.substr(dash + 1);  // "D-Conn." -> "Conn."
    if (titles_.count(tail)) return false;
    if (ambiguous_.count(tail)) return before_starter();
  }
  if (is_single_letter(word)) {
    // An initial ("John F. Kennedy") unless a starter follows that is not itself an initial
    // ("J. A. Silva" vs "vitamina C. A pesquisa").
    std::string_view next_word = word_at(text, c.next, c.range_end);
    uint32_t after = static_cast<uint32_t>(c.next + next_word.size());
    bool next_is_initial = is_single_letter(next_word) && after < c.range_end && text[after] == '.';
    return !next_is_initial && before_starter();
  }
  if (is_dotted_acronym(word)) return before_starter();
  if (is_short_number(word)) {
    // A list number ("1. Reduzir custos"): at the start of the sentence or after a colon.
    uint32_t first = skip_spaces(text, c.sentence_start, c.range_end);
    if (first == start) return false;
    uint32_t p = start;
    while (p > c.range_start && (text[p - 1] == ' ' || text[p - 1] == '\t')) --p;
    if (p > c.range_start && (text[p - 1] == ':' || text[p - 1] == ';')) return false;
  }
  return true;
}

void SentenceSegmenter::split(std::string_view text, Span range, std::vector<Span>& out) const {
  const uint32_t end = std::min<uint32_t>(range.end, static_cast<uint32_t>(text.size()));
  const size_t first = out.size();
  uint32_t sentence_start = std::min(range.start, end);
  uint32_t i = sentence_start;
  const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
  while (i < end) {
    if (!kCandidates.at[bytes[i]]) {
      ++i;
      continue;
    }
    if (bytes[i] == '\n') {
      // A blank line always ends a sentence (split() may be given several paragraphs).
      uint32_t j = i + 1;
      while (j < end && (bytes[j] == ' ' || bytes[j] == '\t' || bytes[j] == '\r')) ++j;
      if (j < end && bytes[j] == '\n') {
        emit(text, sentence_start, i, out, first);
        sentence_start = skip_spaces(text, j, end);
      }
      i = std::max(j, sentence_start);
      continue;
    }
    uint32_t after;
    if (!is_terminator(decode_at(text, i, end, after))) {
      i = after;
      continue;
    }
    Candidate c = read_candidate(text, range.start, end, i);
    c.sentence_start = sentence_start;
    i = c.run_end;
    if (!c.space_follows) continue;  // "3.5", "g1.com", "Sim?”, disse", "v2.0"
    if (c.fullwidth || ends_sentence(text, c)) {
      emit(text, sentence_start, c.run_end, out, first);
      sentence_start = skip_spaces(text, c.run_end, end);
      i = sentence_start;
    }
  }
  emit(text, sentence_start, end, out, first);
}

std::vector<Sentence> SentenceSegmenter::segment(const Document& doc) const {
  std::vector<Sentence> sentences;
  std::vector<Span> spans;
  for (size_t b = 0; b < doc.blocks.size(); ++b) {
    const Block& block = doc.blocks[b];
    if (block.kind == BlockKind::Code) continue;
    spans.clear();
    split(doc.text, block.span, spans);
    for (Span s : spans) sentences.push_back(Sentence{s, static_cast<uint32_t>(b)});
  }
  return sentences;
}

bool ends_in_question(std::string_view sentence) {
  size_t i = sentence.size();
  while (i > 0) {
    const char32_t cp = previous_code_point(sentence, i);
    if (cp == U'?' || cp == U'\uFF1F') return true;
    const bool closing = cp == U' ' || cp == U'\n' || cp == U'\r' || cp == U'\t' ||
                         cp == U'\u00A0' || cp == U'"' || cp == U'\'' || cp == U'\u201D' ||
                         cp == U'\u2019' || cp == U'\u00BB' || cp == U')' || cp == U']';
    if (!closing) return false;
  }
  return false;
}

}  // namespace auditor::text
