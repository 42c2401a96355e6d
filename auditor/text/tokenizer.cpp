// Word tokenizer for numbers, names and lexicon lookups.
#include "auditor/text/tokenizer.h"

#include <functional>

#include <unicode/uchar.h>

#include "auditor/text/normalize.h"
#include "auditor/text/utf8.h"

namespace auditor::text {

namespace {

bool is_space(char32_t cp) { return cp == ' ' || cp == '\t' || cp == '\n' || cp == '\r' || u_isUWhiteSpace(static_cast<UChar32>(cp)); }
bool is_digit(char32_t cp) { return cp >= '0' && cp <= '9'; }
bool is_letter(char32_t cp) {
  if (cp < 0x80) return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
  return u_isalpha(static_cast<UChar32>(cp)) || u_getCombiningClass(static_cast<UChar32>(cp)) != 0 ||
         u_charType(static_cast<UChar32>(cp)) == U_NON_SPACING_MARK;
}
bool is_alnum(char32_t cp) { return is_digit(cp) || is_letter(cp); }

char32_t peek(std::string_view text, size_t i, size_t end) {
  if (i >= end) return 0;
  size_t j = i;
  return next_code_point(text.substr(0, end), j);
}

// Whether the separator at text[i] (already decoded as `sep`, `sep_len` bytes) joins the token
// being built with what follows.
bool joins(char32_t prev, char32_t sep, char32_t next, size_t token_letters, bool token_all_single) {
  if (sep == '.' || sep == ',' || sep == ':' || sep == '/') {
    if (is_digit(prev) && is_digit(next)) return true;
    // "U.S.", "p.m.", "E.U.A.": single letters joined by dots.
    return sep == '.' && is_letter(prev) && is_letter(next) && token_all_single && token_letters >= 1;
  }
  if (sep == '-' || sep == 0x2011) return is_alnum(prev) && is_alnum(next);
  if (sep == '\'' || sep == 0x2019) return is_letter(prev) && is_letter(next);
  return false;
}

std::string lower_of(std::string_view s) {
  // Fast path for ASCII and Latin-1 letters (nearly every Portuguese and English word): their
  // case folding is plain lowercasing. Anything else (ß, Greek, Cyrillic...) goes to ICU.
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      out += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
      continue;
    }
    if (c != 0xC3 || i + 1 >= s.size()) return fold_case(s);
    unsigned char next = static_cast<unsigned char>(s[++i]);
    if (next == 0x9F) return fold_case(s);  // ß folds to "ss"
    bool upper = next >= 0x80 && next <= 0x9E && next != 0x97;  // À..Þ, except ×
    out += static_cast<char>(c);
    out += static_cast<char>(upper ? next + 0x20 : next);
  }
  return out;
}

}  // namespace

void tokenize(std::string_view text, Span range, std::vector<Token>& out) {
  size_t i = range.start;
  const size_t end = std::min<size_t>(range.end, text.size());
  bool space = false;
  while (i < end) {
    size_t start = i;
    char32_t cp = next_code_point(text.substr(0, end), i);
    if (is_space(cp)) {
      space = true;
      continue;
    }
    Token tok;
    tok.space_before = space || out.empty();
    space = false;
    if (!is_alnum(cp)) {
      tok.span = {static_cast<uint32_t>(start), static_cast<uint32_t>(i)};
      tok.text = text.substr(start, i - start);
      tok.lower = std::string(tok.text);
      tok.hash = std::hash<std::string_view>{}(tok.lower);
      out.push_back(std::move(tok));
      continue;
    }
    tok.capitalized = u_isupper(static_cast<UChar32>(cp)) || u_istitle(static_cast<UChar32>(cp));
    bool has_digit = is_digit(cp), has_alpha = !has_digit;
    size_t letters_in_run = has_alpha ? 1 : 0;
    bool all_single = true;  // every letter run so far is one letter long (for "U.S.")
    char32_t prev = cp;
    while (i < end) {
      size_t j = i;
      char32_t c = next_code_point(text.substr(0, end), j);
      if (is_alnum(c)) {
        if (is_digit(c)) {
          has_digit = true;
          letters_in_run = 0;
        } else {
          has_alpha = true;
          if (++letters_in_run > 1) all_single = false;
        }
        prev = c;
        i = j;
        continue;
      }
      char32_t next = peek(text, j, end);
      if (!joins(prev, c, next, letters_in_run, all_single)) {
        // A trailing dot after single letters belongs to the abbreviation: "U.S." keeps its dot.
        if (c == '.' && is_letter(prev) && all_single && letters_in_run == 1 &&
            text.substr(start, i - start).find('.') != std::string_view::npos) {
          i = j;
        }
        break;
      }
      letters_in_run = 0;
      prev = c;
      i = j;
    }
    tok.span = {static_cast<uint32_t>(start), static_cast<uint32_t>(i)};
    tok.text = text.substr(start, i - start);
    tok.has_digit = has_digit;
    tok.has_alpha = has_alpha;
    tok.lower = lower_of(tok.text);
    tok.hash = std::hash<std::string_view>{}(tok.lower);
    out.push_back(std::move(tok));
  }
}

}  // namespace auditor::text
