// Word tokenizer for numbers, names and lexicon lookups.
#include "auditor/text/tokenizer.h"

#include <unicode/uchar.h>

#include "auditor/text/normalize.h"
#include "auditor/text/utf8.h"

namespace auditor::text {

// The analysis holds hundreds of thousands of tokens and reads them in order: one cache line each.
static_assert(sizeof(Token) <= 64, "a token outgrew a cache line");

namespace {

// ASCII first: the Unicode White_Space code points below U+0080 are TAB..CR and the space.
bool is_space(char32_t cp) {
  if (cp < 0x80) return cp == ' ' || (cp >= '\t' && cp <= '\r');
  return u_isUWhiteSpace(static_cast<UChar32>(cp));
}
bool is_digit(char32_t cp) { return cp >= '0' && cp <= '9'; }
bool is_non_ascii_letter(char32_t cp) {
  // Latin-1, the accented letters of Portuguese and Spanish, without three ICU calls per letter:
  // À..ÿ but × and ÷, and ª, µ, º.
  if (cp < 0x100) {
    return (cp >= 0xC0 && cp != 0xD7 && cp != 0xF7) || cp == 0xAA || cp == 0xB5 || cp == 0xBA;
  }
  return u_isalpha(static_cast<UChar32>(cp)) || u_getCombiningClass(static_cast<UChar32>(cp)) != 0 ||
         u_charType(static_cast<UChar32>(cp)) == U_NON_SPACING_MARK;
}
// The ASCII test inline, where nearly every call ends; the rest out of line.
inline bool is_letter(char32_t cp) {
  if (cp < 0x80) return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
  return is_non_ascii_letter(cp);
}
bool is_alnum(char32_t cp) { return is_digit(cp) || is_letter(cp); }

// The ASCII separators joins() may join a token across: '.', ',', ':', '/', '-', '\''.
bool is_joining_mark(unsigned char c) {
  return c == '.' || c == ',' || c == ':' || c == '/' || c == '-' || c == '\'';
}

bool is_ascii_upper(unsigned char c) {
  return static_cast<unsigned char>(c - 'A') < 26;
}
bool is_ascii_letter(unsigned char c) {
  return static_cast<unsigned char>((c | 0x20) - 'a') < 26;
}
bool is_ascii_digit(unsigned char c) {
  return static_cast<unsigned char>(c - '0') < 10;
}

// The end of the run of bytes from text[i] (before `end`) that `in_run` accepts.
template <class ByteTest>
size_t ascii_run_end(std::string_view text, size_t i, size_t end, ByteTest in_run) {
  while (i < end && in_run(static_cast<unsigned char>(text[i]))) ++i;
  return i;
}

// Decodes the code point at text[i] and advances i, with ASCII (most of any text) inline.
char32_t decode(std::string_view text, size_t& i) {
  auto c = static_cast<unsigned char>(text[i]);
  if (c < 0x80) {
    ++i;
    return c;
  }
  return next_code_point(text, i);
}

char32_t peek(std::string_view text, size_t i) {
  if (i >= text.size()) return 0;
  return decode(text, i);
}

bool is_capital(char32_t cp) {
  if (cp < 0x80) return cp >= 'A' && cp <= 'Z';
  if (cp < 0x100) return cp >= 0xC0 && cp <= 0xDE && cp != 0xD7;  // À..Þ but ×
  return u_isupper(static_cast<UChar32>(cp)) || u_istitle(static_cast<UChar32>(cp));
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

// Whether the apostrophe `c` at text[i..j), after a capitalized word ending in "s" that began at
// `start`, is a plural possessive: a space and a letter follow, and no single quote opened the
// word ("'Lamplighters' chants" closes a quotation).
bool plural_possessive_at(std::string_view text, size_t start, size_t i, size_t j, char32_t prev,
                          char32_t c, bool capitalized) {
  if ((c != '\'' && c != 0x2019) || prev != 's' || !capitalized || i - start < 3) return false;
  if (j + 1 >= text.size() || text[j] != ' ' || !is_letter(peek(text, j + 1))) return false;
  if (start == 0) return true;
  if (text[start - 1] == '\'') return false;
  constexpr std::string_view kLeftSingleQuote = "\u2018";
  return !(start >= kLeftSingleQuote.size() &&
           text.substr(start - kLeftSingleQuote.size(), kLeftSingleQuote.size()) ==
               kLeftSingleQuote);
}

// The length of ".com", ".ai", ".com" of ".com.br" at text[i] when a domain's last label starts
// there: a dot, a lower-case label of the list below, and no letter or digit after it. Names
// like "Booking.com" and "Safrinha.ai" are one word; labels that are also words ("it", "us",
// "de", "in") stay out, as a sentence run on without a space may end in them.
size_t domain_suffix_at(std::string_view text, size_t i) {
  static constexpr std::string_view kLabels[] = {"com", "net", "org", "io", "ai",  "app", "dev",
                                                 "br",  "co",  "uk",  "tv", "gov", "edu", "tech"};
  // Most dots end a sentence, before a space: one test rules them out.
  if (i + 2 >= text.size() || text[i] != '.' ||
      static_cast<unsigned char>(text[i + 1] - 'a') >= 26) {
    return 0;
  }
  for (std::string_view label : kLabels) {
    if (text.substr(i + 1, label.size()) != label) continue;
    const size_t end = i + 1 + label.size();
    if (end < text.size()) {
      const auto after = static_cast<unsigned char>(text[end]);
      if (is_ascii_letter(after) || is_ascii_digit(after) || after >= 0x80) continue;
    }
    return 1 + label.size();
  }
  return 0;
}

// Sets `out` to `s` case-folded, reusing its storage (tokens are built in place in their
// vector), and returns word_hash(out), computed as the bytes are written.
size_t assign_lower(std::string_view s, std::string& out) {
  // Fast path for ASCII and Latin-1 letters (nearly every Portuguese and English word): their
  // case folding is plain lowercasing, byte for byte. Anything else (ß, Greek, Cyrillic...) goes
  // to ICU.
  const size_t size = s.size();
  out.resize(size);
  char* lowered = out.data();
  uint64_t h = kWordHashBasis;
  for (size_t i = 0; i < size; ++i) {
    auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      const auto lower = static_cast<unsigned char>(is_ascii_upper(c) ? c + ('a' - 'A') : c);
      lowered[i] = static_cast<char>(lower);
      h = (h ^ lower) * kWordHashPrime;
      continue;
    }
    if (c != 0xC3 || i + 1 >= size || static_cast<unsigned char>(s[i + 1]) == 0x9F) {
      out = fold_case(s);  // ß folds to "ss"
      return word_hash(out);
    }
    auto next = static_cast<unsigned char>(s[i + 1]);
    const unsigned char second = latin1_lower_second_byte(next);
    lowered[i] = static_cast<char>(c);
    lowered[++i] = static_cast<char>(second);
    h = ((h ^ c) * kWordHashPrime ^ second) * kWordHashPrime;
  }
  return static_cast<size_t>(h ^ (h >> 32));
}

}  // namespace

void tokenize(std::string_view whole, Span range, std::vector<Token>& out) {
  size_t i = range.start;
  const size_t end = std::min<size_t>(range.end, whole.size());
  // Cut at the range end, so that no code point is read past it.
  const std::string_view text = whole.substr(0, end);
  // About one token per four or five bytes of prose, counting punctuation; reserved only for a
  // fresh vector, since callers that append piece by piece would otherwise reallocate on every
  // call. Tokens are built in place: moving one copies its folded word.
  if (out.empty() && i < end) out.reserve((end - i) / 4 + 1);
  bool space = false;
  while (i < end) {
    size_t start = i;
    char32_t cp = decode(text, i);
    if (is_space(cp)) {
      space = true;
      continue;
    }
    const bool first = out.empty();
    Token& tok = out.emplace_back();
    tok.space_before = space || first;
    space = false;
    if (!is_alnum(cp)) {
      tok.span = {static_cast<uint32_t>(start), static_cast<uint32_t>(i)};
      tok.text = text.substr(start, i - start);
      tok.lower.assign(tok.text.data(), tok.text.size());
      tok.hash = token_hash(tok.lower);
      continue;
    }
    tok.capitalized = is_capital(cp);
    bool has_digit = is_digit(cp), has_alpha = !has_digit;
    size_t letters_in_run = has_alpha ? 1 : 0;
    bool all_single = true;  // every letter run so far is one letter long (for "U.S.")
    char32_t prev = cp;
    while (i < end) {
      // Runs of ASCII letters or digits (most of any word) extend the token in a tight loop,
      // without a decode or a class lookup; the rest takes the general path below.
      if (size_t run = ascii_run_end(text, i, end, is_ascii_letter); run != i) {
        has_alpha = true;
        letters_in_run += run - i;
        if (letters_in_run > 1) all_single = false;
        prev = static_cast<unsigned char>(text[run - 1]);
        i = run;
        continue;
      }
      if (size_t run = ascii_run_end(text, i, end, is_ascii_digit); run != i) {
        has_digit = true;
        letters_in_run = 0;
        prev = static_cast<unsigned char>(text[run - 1]);
        i = run;
        continue;
      }
      // Most words end at an ASCII space or mark that joins nothing (joins() reads only these
      // separators and letters or digits after them): the token ends without decoding more.
      if (const auto c = static_cast<unsigned char>(text[i]); c < 0x80 && !is_joining_mark(c)) {
        break;
      }
      size_t j = i;
      char32_t c = decode(text, j);
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
      // "Booking.com", "Safrinha.ai": a name and its domain's last label are one word.
      if (c == '.' && letters_in_run >= 2) {
        if (size_t suffix = domain_suffix_at(text, i); suffix != 0) {
          has_alpha = true;
          letters_in_run = suffix - 1;
          all_single = false;
          prev = static_cast<unsigned char>(text[i + suffix - 1]);
          i += suffix;
          continue;
        }
      }
      char32_t next = peek(text, j);
      if (!joins(prev, c, next, letters_in_run, all_single)) {
        // "Brantford Bay Tenants' Union", "the Lamplighters' president": a name's plural
        // possessive keeps its apostrophe, so that the name reads on and the possessive shows.
        if (plural_possessive_at(text, start, i, j, prev, c, tok.capitalized)) i = j;
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
    tok.hash = static_cast<uint32_t>(assign_lower(tok.text, tok.lower));
  }
}

}  // namespace auditor::text
