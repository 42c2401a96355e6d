// Unicode normalization and case folding (ICU).
#pragma once

#include <string>
#include <string_view>

namespace auditor::text {

/// True when the UTF-8 string is already in NFC (fast path: most input is).
bool is_nfc(std::string_view utf8);

/// The NFC form of a UTF-8 string.
std::string to_nfc(std::string_view utf8);

/// Full Unicode case folding of a UTF-8 string ("Ação" -> "ação", "STRASSE" -> "strasse").
std::string fold_case(std::string_view utf8);

/// Case-folds and strips accents ("Região" -> "regiao"): for matching that must not depend on them.
std::string fold_for_matching(std::string_view utf8);

/// fold_for_matching through ICU alone, without the Latin-1 fast path (for tests that compare).
std::string fold_for_matching_icu(std::string_view utf8);

/// Whether `word` stands in `text` as a whole word, as written: any byte of a multi-byte
/// character counts as a letter ("Costa" holds no "cost").
bool contains_whole_word(std::string_view text, std::string_view word);

}  // namespace auditor::text
