// UTF-8 validation, repair, windows-1252 decoding and code point iteration, without ICU (hot path).
#include "auditor/text/utf8.h"

#include <cstring>

namespace auditor::text {

namespace {

constexpr char32_t kReplacement = 0xFFFD;

// Length of the well-formed sequence starting at bytes[i] (1-4), or 0 when it is ill-formed.
// Follows Unicode Table 3-7 (well-formed byte sequences), so overlongs, surrogates and code
// points above U+10FFFF are rejected at the byte where they become impossible.
size_t sequence_length(std::string_view bytes, size_t i) {
  const auto* p = reinterpret_cast<const unsigned char*>(bytes.data()) + i;
  const size_t left = bytes.size() - i;
  const unsigned char b0 = p[0];
  if (b0 < 0x80) return 1;
  auto cont = [&](size_t k) { return k < left && (p[k] & 0xC0) == 0x80; };
  if (b0 >= 0xC2 && b0 <= 0xDF) return cont(1) ? 2 : 0;
  if (b0 >= 0xE0 && b0 <= 0xEF) {
    if (left < 2) return 0;
    const unsigned char b1 = p[1];
    const unsigned char lo = b0 == 0xE0 ? 0xA0 : 0x80;  // E0: no overlongs
    const unsigned char hi = b0 == 0xED ? 0x9F : 0xBF;  // ED: no surrogates
    if (b1 < lo || b1 > hi) return 0;
    return cont(2) ? 3 : 0;
  }
  if (b0 >= 0xF0 && b0 <= 0xF4) {
    if (left < 2) return 0;
    const unsigned char b1 = p[1];
    const unsigned char lo = b0 == 0xF0 ? 0x90 : 0x80;  // F0: no overlongs
    const unsigned char hi = b0 == 0xF4 ? 0x8F : 0xBF;  // F4: nothing above U+10FFFF
    if (b1 < lo || b1 > hi) return 0;
    return cont(2) && cont(3) ? 4 : 0;
  }
  return 0;  // 80-C1 (continuation or overlong lead) and F5-FF never start a sequence
}

// Length of the maximal ill-formed subpart at bytes[i] (the W3C/Unicode "substitution of maximal
// subparts" practice): the lead byte plus the continuation bytes that were still plausible.
size_t invalid_length(std::string_view bytes, size_t i) {
  const auto* p = reinterpret_cast<const unsigned char*>(bytes.data()) + i;
  const size_t left = bytes.size() - i;
  const unsigned char b0 = p[0];
  size_t need = 0;
  unsigned char lo = 0x80, hi = 0xBF;
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    need = 1;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    need = 2;
    if (b0 == 0xE0) lo = 0xA0;
    if (b0 == 0xED) hi = 0x9F;
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    need = 3;
    if (b0 == 0xF0) lo = 0x90;
    if (b0 == 0xF4) hi = 0x8F;
  } else {
    return 1;
  }
  size_t n = 1;
  for (size_t k = 1; k <= need && k < left; ++k) {
    const unsigned char b = p[k];
    const bool ok = k == 1 ? (b >= lo && b <= hi) : (b & 0xC0) == 0x80;
    if (!ok) break;
    ++n;
  }
  return n;
}

char32_t decode(const unsigned char* p, size_t len) {
  switch (len) {
    case 1: return p[0];
    case 2: return (char32_t(p[0] & 0x1F) << 6) | (p[1] & 0x3F);
    case 3: return (char32_t(p[0] & 0x0F) << 12) | (char32_t(p[1] & 0x3F) << 6) | (p[2] & 0x3F);
    default:
      return (char32_t(p[0] & 0x07) << 18) | (char32_t(p[1] & 0x3F) << 12) |
             (char32_t(p[2] & 0x3F) << 6) | (p[3] & 0x3F);
  }
}

// windows-1252 bytes 0x80-0x9F; the five unassigned bytes (81, 8D, 8F, 90, 9D) map to the C1
// controls of the same value, as the WHATWG encoding standard does.
constexpr char16_t kWindows1252High[32] = {
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
};

}  // namespace

Utf8Report scan_utf8(std::string_view bytes) {
  Utf8Report report;
  size_t i = 0;
  const size_t n = bytes.size();
  while (i < n) {
    // ASCII fast path, eight bytes at a time.
    while (i + 8 <= n) {
      uint64_t word;
      std::memcpy(&word, bytes.data() + i, 8);
      if (word & 0x8080808080808080ULL) break;
      i += 8;
    }
    if (i >= n) break;
    if (static_cast<unsigned char>(bytes[i]) < 0x80) {
      ++i;
      continue;
    }
    size_t len = sequence_length(bytes, i);
    if (len == 0) {
      size_t bad = invalid_length(bytes, i);
      if (report.valid) report.first_invalid = i;
      report.valid = false;
      report.invalid_count += bad;
      i += bad;
    } else {
      ++report.multibyte_count;
      i += len;
    }
  }
  return report;
}

std::string repair_utf8(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size());
  size_t i = 0;
  while (i < bytes.size()) {
    size_t len = sequence_length(bytes, i);
    if (len == 0) {
      append_utf8(out, kReplacement);
      i += invalid_length(bytes, i);
    } else {
      out.append(bytes.data() + i, len);
      i += len;
    }
  }
  return out;
}

std::string windows1252_to_utf8(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size() + bytes.size() / 8);
  for (char c : bytes) {
    const auto b = static_cast<unsigned char>(c);
    if (b < 0x80) {
      out.push_back(c);
    } else if (b < 0xA0) {
      append_utf8(out, kWindows1252High[b - 0x80]);
    } else {
      append_utf8(out, b);  // A0-FF are Latin-1
    }
  }
  return out;
}

// The slow half of next_code_point (utf8.h): multibyte and malformed sequences, and the end.
char32_t next_code_point_multibyte(std::string_view bytes, size_t& i) {
  if (i >= bytes.size()) return kReplacement;
  const auto* p = reinterpret_cast<const unsigned char*>(bytes.data()) + i;
  if (p[0] < 0x80) {
    ++i;
    return p[0];
  }
  size_t len = sequence_length(bytes, i);
  if (len == 0) {
    i += invalid_length(bytes, i);
    return kReplacement;
  }
  i += len;
  return decode(p, len);
}

char32_t previous_code_point(std::string_view bytes, size_t& i) {
  if (i > bytes.size()) i = bytes.size();
  if (i == 0) return kReplacement;
  const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
  if (p[i - 1] < 0x80) {
    --i;
    return p[i];
  }
  // Walk back over at most three continuation bytes to a lead byte, then check that the sequence
  // it starts ends exactly at i; otherwise the last byte alone is the bad sequence.
  size_t start = i - 1;
  size_t steps = 0;
  while (start > 0 && steps < 3 && (p[start] & 0xC0) == 0x80) {
    --start;
    ++steps;
  }
  size_t len = sequence_length(bytes, start);
  if (len != 0 && start + len == i) {
    char32_t cp = decode(p + start, len);
    i = start;
    return cp;
  }
  --i;
  return kReplacement;
}

void append_utf8(std::string& out, char32_t cp) {
  if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) cp = kReplacement;
  if (cp < 0x80) {
    out.push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

namespace {

// Whether s[i, i + 8) is all ASCII, tested as one word.
bool eight_ascii_bytes(std::string_view s, size_t i) {
  uint64_t word = 0;
  std::memcpy(&word, s.data() + i, sizeof word);
  return (word & 0x8080808080808080ULL) == 0;
}

}  // namespace

size_t count_code_points(std::string_view s) {
  // Counts what next_code_point would step over, so that columns computed either way agree even
  // on ill-formed input (each bad subpart counts as one U+FFFD).
  size_t count = 0;
  size_t i = 0;
  while (i < s.size()) {
    if (i + 8 <= s.size() && eight_ascii_bytes(s, i)) {  // each one code point
      i += 8;
      count += 8;
      continue;
    }
    if (static_cast<unsigned char>(s[i]) < 0x80) {
      ++i;
    } else {
      size_t len = sequence_length(s, i);
      i += len != 0 ? len : invalid_length(s, i);
    }
    ++count;
  }
  return count;
}

}  // namespace auditor::text
