// Unicode normalization and case folding with ICU's UTF-8 entry points (no UTF-16 round trip).
#include "auditor/text/normalize.h"

#include <unicode/bytestream.h>
#include <unicode/casemap.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unorm2.h>

#include <array>
#include <cctype>
#include <cstdint>
#include <cstring>

#include "auditor/text/utf8.h"

namespace auditor::text {

namespace {

// Whether the bytes at p[i] (of n) are one of General Punctuation's U+2002..U+206F, E2 80 82..
// E2 81 AF in UTF-8 (dashes, curly quotes, the ellipsis): NFC as they are, caseless, with no mark.
// U+2000 and U+2001 are not: they decompose.
bool plain_punctuation_at(const unsigned char* p, size_t i, size_t n) {
  return p[i] == 0xE2 && i + 2 < n &&
         ((p[i + 1] == 0x80 && p[i + 2] >= 0x82 && p[i + 2] <= 0xBF) ||
          (p[i + 1] == 0x81 && p[i + 2] >= 0x80 && p[i + 2] <= 0xAF));
}

// Every code point below U+0300 has NFC_Quick_Check=Yes and never combines with what precedes it,
// and its UTF-8 lead byte is below 0xCC (continuation bytes are 0x80-0xBF). So text whose bytes
// are all below 0xCC is NFC without asking ICU: nearly all Portuguese and English news is. So
// are General Punctuation's U+2002..U+206F (dashes, curly quotes, the ellipsis), E2 80 82..
// E2 81 AF in UTF-8, which news is full of; U+2000 and U+2001 are not (they decompose).
bool trivially_nfc(std::string_view s) {
  const auto* p = reinterpret_cast<const unsigned char*>(s.data());
  const size_t n = s.size();
  for (size_t i = 0; i < n; ++i) {
    if (i + 8 <= n) {  // eight ASCII bytes at a time
      uint64_t word = 0;
      std::memcpy(&word, p + i, sizeof word);
      if ((word & 0x8080808080808080ULL) == 0) {
        i += 7;
        continue;
      }
    }
    if (p[i] < 0xCC) continue;
    if (!plain_punctuation_at(p, i, n)) return false;
    i += 2;
  }
  return true;
}

bool is_ascii(std::string_view s) {
  for (char c : s) {
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  }
  return true;
}

std::string ascii_lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + ('a' - 'A'));
  }
  return out;
}

const icu::Normalizer2* nfc() {
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* n = icu::Normalizer2::getNFCInstance(status);
  return U_SUCCESS(status) ? n : nullptr;
}

const icu::Normalizer2* nfd() {
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* n = icu::Normalizer2::getNFDInstance(status);
  return U_SUCCESS(status) ? n : nullptr;
}

// Applies a normalizer; on any ICU failure the input comes back unchanged (never throws).
std::string normalize_with(const icu::Normalizer2* normalizer, std::string_view utf8) {
  if (normalizer == nullptr) return std::string(utf8);
  std::string out;
  out.reserve(utf8.size() + 8);
  icu::StringByteSink<std::string> sink(&out);
  UErrorCode status = U_ZERO_ERROR;
  normalizer->normalizeUTF8(0, icu::StringPiece(utf8.data(), static_cast<int32_t>(utf8.size())),
                            sink, nullptr, status);
  return U_SUCCESS(status) ? out : std::string(utf8);
}

}  // namespace

bool is_nfc(std::string_view utf8) {
  if (trivially_nfc(utf8)) return true;
  const icu::Normalizer2* normalizer = nfc();
  if (normalizer == nullptr) return false;
  // isNormalizedUTF8 runs the quick check and resolves its "maybe" answers, in UTF-8 directly.
  UErrorCode status = U_ZERO_ERROR;
  bool yes = normalizer->isNormalizedUTF8(
      icu::StringPiece(utf8.data(), static_cast<int32_t>(utf8.size())), status);
  return U_SUCCESS(status) && yes;
}

std::string to_nfc(std::string_view utf8) {
  if (trivially_nfc(utf8)) return std::string(utf8);
  return normalize_with(nfc(), utf8);
}

std::string fold_case(std::string_view utf8) {
  if (is_ascii(utf8)) return ascii_lower(utf8);
  std::string out;
  out.reserve(utf8.size());
  icu::StringByteSink<std::string> sink(&out);
  UErrorCode status = U_ZERO_ERROR;
  // Default folding (not the Turkic one): "I" folds to "i" in every language we audit.
  icu::CaseMap::utf8Fold(U_FOLD_CASE_DEFAULT,
                         icu::StringPiece(utf8.data(), static_cast<int32_t>(utf8.size())), sink,
                         nullptr, status);
  return U_SUCCESS(status) ? out : std::string(utf8);
}

std::string fold_for_matching_icu(std::string_view utf8) {
  // Decompose after folding so that every accent is a separate combining mark, drop the marks
  // (general category Mn), then recompose whatever is left (e.g. Hangul) back to NFC.
  std::string decomposed = normalize_with(nfd(), fold_case(utf8));
  std::string stripped;
  stripped.reserve(decomposed.size());
  size_t i = 0;
  while (i < decomposed.size()) {
    size_t start = i;
    char32_t cp = next_code_point(decomposed, i);
    if (cp >= 0x80 && u_charType(static_cast<UChar32>(cp)) == U_NON_SPACING_MARK) continue;
    stripped.append(decomposed, start, i - start);
  }
  return to_nfc(stripped);
}

namespace {

// fold_for_matching_icu of each code point U+0080..U+00FF alone, computed once by ICU itself.
const std::array<std::string, 128>& latin1_folds() {
  static const std::array<std::string, 128> table = [] {
    std::array<std::string, 128> folds;
    for (unsigned cp = 0x80; cp < 0x100; ++cp) {
      const char utf8[2] = {static_cast<char>(0xC0 | (cp >> 6)),
                            static_cast<char>(0x80 | (cp & 0x3F))};
      folds[cp - 0x80] = fold_for_matching_icu(std::string_view(utf8, 2));
    }
    return folds;
  }();
  return table;
}

// fold_for_matching of text whose code points are ASCII, Latin-1 or General Punctuation's
// U+2002..U+206F (nearly all Portuguese and English news), code point by code point: none of them
// carries a combining mark to another or composes with its neighbour, so the whole folds as its
// parts do. False, with `out` unspecified, for any other text.
bool fold_latin1(std::string_view utf8, std::string& out) {
  const std::array<std::string, 128>& folds = latin1_folds();
  const auto* p = reinterpret_cast<const unsigned char*>(utf8.data());
  const size_t n = utf8.size();
  out.clear();
  out.reserve(n);
  for (size_t i = 0; i < n; ++i) {
    const unsigned char c = p[i];
    if (c < 0x80) {
      out.push_back(static_cast<char>(c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c));
    } else if ((c == 0xC2 || c == 0xC3) && i + 1 < n && (p[i + 1] & 0xC0) == 0x80) {
      out += folds[((c & 0x1Fu) << 6 | (p[i + 1] & 0x3Fu)) - 0x80];
      ++i;
    } else if (plain_punctuation_at(p, i, n)) {
      out.append(utf8.data() + i, 3);  // dashes, curly quotes, the ellipsis: unchanged
      i += 2;
    } else {
      return false;
    }
  }
  return true;
}

}  // namespace

std::string fold_for_matching(std::string_view utf8) {
  if (is_ascii(utf8)) return ascii_lower(utf8);
  // ICU's three passes cost ~60 instructions a byte, and the analysis folds short windows of
  // nearly every sentence with a figure or a name ("R$ 3,1 milhões em ação").
  std::string out;
  if (fold_latin1(utf8, out)) return out;
  return fold_for_matching_icu(utf8);
}

bool contains_whole_word(std::string_view text, std::string_view word) {
  auto letter = [](char c) {
    const auto b = static_cast<unsigned char>(c);
    return b >= 0x80 || std::isalnum(b) != 0;
  };
  for (size_t at = text.find(word); at != std::string_view::npos; at = text.find(word, at + 1)) {
    const size_t end = at + word.size();
    if ((at == 0 || !letter(text[at - 1])) && (end == text.size() || !letter(text[end])))
      return true;
  }
  return false;
}

}  // namespace auditor::text
