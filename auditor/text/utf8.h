// UTF-8 validation, repair, decoding of legacy encodings, and code point iteration.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace auditor::text {

/// What a scan of a byte string found.
struct Utf8Report {
  bool valid = true;             ///< every byte belongs to a well-formed UTF-8 sequence
  size_t first_invalid = 0;      ///< byte offset of the first bad byte (when !valid)
  size_t invalid_count = 0;      ///< number of bad bytes
  size_t multibyte_count = 0;    ///< number of well-formed multi-byte sequences
};

/// Scans bytes for well-formed UTF-8 (no overlongs, no surrogates, nothing above U+10FFFF).
Utf8Report scan_utf8(std::string_view bytes);

/// Replaces each ill-formed sequence with U+FFFD.
std::string repair_utf8(std::string_view bytes);

/// Decodes windows-1252 (a superset of ISO-8859-1 in practice) to UTF-8.
std::string windows1252_to_utf8(std::string_view bytes);

/// next_code_point for anything but ASCII: multibyte and malformed sequences, and the end.
char32_t next_code_point_multibyte(std::string_view bytes, size_t& i);

/// Decodes the code point at bytes[i] and advances i; returns U+FFFD for a bad sequence.
inline char32_t next_code_point(std::string_view bytes, size_t& i) {
  // ASCII is most of the text the auditor reads: step over it without a call.
  if (i < bytes.size() && static_cast<unsigned char>(bytes[i]) < 0x80) {
    return static_cast<unsigned char>(bytes[i++]);
  }
  return next_code_point_multibyte(bytes, i);
}

/// The second byte of a Latin-1 letter after the lead byte 0xC3, lower-cased: the capitals À..Þ
/// (but ×, U+00D7) are their small letters' second byte minus 0x20, so case folding Portuguese
/// and Spanish letters needs no decoding.
inline unsigned char latin1_lower_second_byte(unsigned char second) {
  return static_cast<unsigned char>(
      second >= 0x80 && second <= 0x9E && second != 0x97 ? second + 0x20 : second);
}

/// Decodes the code point that ends just before bytes[i] and moves i back to its first byte.
char32_t previous_code_point(std::string_view bytes, size_t& i);

/// Appends the UTF-8 encoding of a code point.
void append_utf8(std::string& out, char32_t cp);

/// Number of code points in a UTF-8 string.
size_t count_code_points(std::string_view s);

}  // namespace auditor::text
