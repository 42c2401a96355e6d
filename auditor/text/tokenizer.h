// Word tokens of a sentence: words, numbers with their separators, and single symbols.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "auditor/core/span.h"

namespace auditor::text {

/// The hash of a folded word that Token::hash holds and phrase tables are keyed on: FNV-1a with a
/// final fold of the high bits into the low ones (tables mask the low bits). Inline, because
/// every token is hashed once and most words are a few bytes: std::hash's out-of-line call cost
/// more than the hashing.
inline constexpr uint64_t kWordHashBasis = 14695981039346656037ULL;
inline constexpr uint64_t kWordHashPrime = 1099511628211ULL;
inline size_t word_hash(std::string_view word) {
  uint64_t h = kWordHashBasis;
  for (char c : word) h = (h ^ static_cast<unsigned char>(c)) * kWordHashPrime;
  return static_cast<size_t>(h ^ (h >> 32));
}
/// word_hash for hash containers of words probed by string_view (is_transparent): short words
/// hash faster this way than with std::hash's out-of-line call.
struct WordHash {
  using is_transparent = void;
  size_t operator()(std::string_view word) const noexcept { return word_hash(word); }
};
/// The low half of word_hash, which Token::hash keeps: 32 bits keep a token at 64 bytes, one
/// cache line, and phrase tables only mask low bits and compare words after a hash agrees.
inline uint32_t token_hash(std::string_view word) {
  return static_cast<uint32_t>(word_hash(word));
}

/// One token: a word ("Amazon", "U.S."), a number ("1.234,5", "2026-11-12"), a mix ("Trainium3",
/// "COVID-19", "15h30"), or one symbol ("$", "%", "“").
struct Token {
  Span span;              ///< bytes in the text that was tokenized
  std::string_view text;  ///< the token as written
  std::string lower;      ///< case-folded (ASCII fast path; ICU folding otherwise)
  uint32_t hash = 0;      ///< token_hash of `lower`, set by tokenize (every token comes from it)
  bool has_digit = false;
  bool has_alpha = false;
  bool capitalized = false;   ///< first code point is upper case
  bool space_before = false;  ///< white space separates it from the previous token
  bool is_symbol() const { return !has_digit && !has_alpha; }
  /// Whether the token is the punctuation `symbol` (",", "(", "—").
  bool is_symbol(std::string_view symbol) const { return is_symbol() && text == symbol; }
  bool is_number() const { return has_digit && !has_alpha; }
  bool is_word() const { return has_alpha && !has_digit; }
};

/// Splits text[range] into tokens. Separators join digits ("1.234,56", "10:30", "12/03/2024",
/// "2026-11-12"), hyphens and apostrophes join letters and digits ("COVID-19", "well-known",
/// "d'água"), and a dot joins single letters ("U.S.", "p.m."). Everything else that is not white
/// space is a one-code-point symbol token.
void tokenize(std::string_view text, Span range, std::vector<Token>& out);

// An opening quotation mark: "“", "«", or a straight one that may open as well as close.
inline bool is_opening_quote(const Token& t) {
  return t.is_symbol() && (t.text == "“" || t.text == "\"" || t.text == "«" || t.text == "‘");
}

// "''" closes a quotation in some newspapers' plain text ("agenda,'' said Burke").
inline bool is_closing_quote(const Token& t) {
  return t.is_symbol() &&
         (t.text == "”" || t.text == "\"" || t.text == "»" || t.text == "’" || t.text == "'");
}

/// Index of the first of `tokens` (in text order) that starts at or after `offset`; their count
/// when none does.
inline size_t first_token_from(const std::vector<Token>& tokens, uint32_t offset) {
  auto it = std::lower_bound(tokens.begin(), tokens.end(), offset,
                             [](const Token& t, uint32_t at) { return t.span.start < at; });
  return static_cast<size_t>(it - tokens.begin());
}

}  // namespace auditor::text
