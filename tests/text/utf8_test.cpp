// Tests for UTF-8 validation, repair, windows-1252 decoding and code point iteration.
#include "auditor/text/utf8.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

namespace auditor::text {
namespace {

TEST(Utf8Scan, AcceptsAsciiAndWellFormedMultibyte) {
  Utf8Report r = scan_utf8("Ação em São Paulo — 50% “ok” 😀");
  EXPECT_TRUE(r.valid);
  EXPECT_EQ(r.invalid_count, 0u);
  // ç, ã, ã, —, “, ”, 😀
  EXPECT_EQ(r.multibyte_count, 7u);
  EXPECT_TRUE(scan_utf8("").valid);
  EXPECT_TRUE(scan_utf8(std::string(100, 'a')).valid);
}

TEST(Utf8Scan, RejectsOverlongs) {
  EXPECT_FALSE(scan_utf8("\xC0\xAF").valid);  // overlong '/'
  EXPECT_FALSE(scan_utf8("\xC1\xBF").valid);
  EXPECT_FALSE(scan_utf8("\xE0\x80\xAF").valid);      // 3-byte overlong
  EXPECT_FALSE(scan_utf8("\xF0\x80\x80\xAF").valid);  // 4-byte overlong
  EXPECT_TRUE(scan_utf8("\xE0\xA0\x80").valid);       // U+0800, smallest 3-byte
  EXPECT_TRUE(scan_utf8("\xF0\x90\x80\x80").valid);   // U+10000, smallest 4-byte
}

TEST(Utf8Scan, RejectsSurrogatesAndBeyondMax) {
  EXPECT_FALSE(scan_utf8("\xED\xA0\x80").valid);      // U+D800
  EXPECT_FALSE(scan_utf8("\xED\xBF\xBF").valid);      // U+DFFF
  EXPECT_TRUE(scan_utf8("\xED\x9F\xBF").valid);       // U+D7FF
  EXPECT_TRUE(scan_utf8("\xF4\x8F\xBF\xBF").valid);   // U+10FFFF
  EXPECT_FALSE(scan_utf8("\xF4\x90\x80\x80").valid);  // U+110000
  EXPECT_FALSE(scan_utf8("\xF5\x80\x80\x80").valid);
  EXPECT_FALSE(scan_utf8("\xFF").valid);
}

TEST(Utf8Scan, ReportsFirstInvalidOffsetAndCount) {
  std::string s = "abcdefghij\x80xyz\xC3";  // stray continuation, then a truncated sequence
  Utf8Report r = scan_utf8(s);
  EXPECT_FALSE(r.valid);
  EXPECT_EQ(r.first_invalid, 10u);
  EXPECT_EQ(r.invalid_count, 2u);
}

TEST(Utf8Repair, ReplacesMaximalSubpartsWithReplacementChar) {
  EXPECT_EQ(repair_utf8("ok"), "ok");
  EXPECT_EQ(repair_utf8("a\xFF"
                        "b"),
            "a\uFFFD"
            "b");
  // A truncated 3-byte sequence is one bad subpart, not two.
  EXPECT_EQ(repair_utf8("a\xE2\x82"
                        "b"),
            "a\uFFFD"
            "b");
  EXPECT_EQ(repair_utf8("\xED\xA0\x80"), "\uFFFD\uFFFD\uFFFD");
  EXPECT_EQ(repair_utf8("S\xE3o"), "S\uFFFDo");
  EXPECT_TRUE(scan_utf8(repair_utf8("\xC0\xAF\xF4\x90\x80\x80 x \xE0\x80")).valid);
}

TEST(Windows1252, DecodesLatin1AndTheC1Table) {
  EXPECT_EQ(windows1252_to_utf8("S\xE3o Jo\xE3o"), "São João");
  EXPECT_EQ(windows1252_to_utf8("\x80 10"), "€ 10");
  EXPECT_EQ(windows1252_to_utf8("\x93"
                                "cita\xE7\xE3o\x94"),
            "“citação”");
  EXPECT_EQ(windows1252_to_utf8("\x96\x97\x85\x99"), "–—…™");
  EXPECT_EQ(windows1252_to_utf8("\x8A\x9A\x9F"), "ŠšŸ");
  EXPECT_EQ(windows1252_to_utf8("\x81"), "\u0081");  // unassigned bytes map to C1 controls
  EXPECT_TRUE(scan_utf8(windows1252_to_utf8(std::string("\x80\x81\x8D\x8F\x90\x9D\xFF"))).valid);
}

TEST(CodePoints, NextAndPreviousWalkTheSameSequence) {
  std::string s = "aé€😀z";
  std::vector<char32_t> forward;
  size_t i = 0;
  while (i < s.size()) forward.push_back(next_code_point(s, i));
  EXPECT_EQ(forward, (std::vector<char32_t>{U'a', U'é', U'€', U'😀', U'z'}));
  std::vector<char32_t> backward;
  i = s.size();
  while (i > 0) backward.push_back(previous_code_point(s, i));
  EXPECT_EQ(backward, (std::vector<char32_t>{U'z', U'😀', U'€', U'é', U'a'}));
}

TEST(CodePoints, BadSequencesDecodeAsReplacementAndAdvance) {
  std::string s = "a\xFF\xE2\x82z";
  size_t i = 1;
  EXPECT_EQ(next_code_point(s, i), U'\uFFFD');
  EXPECT_EQ(i, 2u);
  EXPECT_EQ(next_code_point(s, i), U'\uFFFD');
  EXPECT_EQ(i, 4u);
  EXPECT_EQ(next_code_point(s, i), U'z');
  i = 4;
  EXPECT_EQ(previous_code_point(s, i), U'\uFFFD');  // the stray continuation byte
  EXPECT_EQ(i, 3u);
  i = 0;
  EXPECT_EQ(previous_code_point(s, i), U'\uFFFD');
  EXPECT_EQ(i, 0u);
}

TEST(CodePoints, AppendEncodesEveryLength) {
  std::string out;
  for (char32_t cp : {U'A', U'ç', U'€', U'😀'}) append_utf8(out, cp);
  EXPECT_EQ(out, "Aç€😀");
  std::string bad;
  append_utf8(bad, 0xD800);
  append_utf8(bad, 0x110000);
  EXPECT_EQ(bad, "\uFFFD\uFFFD");
}

TEST(CodePoints, CountsCodePoints) {
  EXPECT_EQ(count_code_points(""), 0u);
  EXPECT_EQ(count_code_points("Ação"), 4u);
  EXPECT_EQ(count_code_points("“😀”"), 3u);
  EXPECT_EQ(count_code_points("a\xE2\x82z"), 3u);  // a bad subpart counts as one
}

TEST(Utf8Random, RepairAlwaysYieldsValidUtf8AndIterationAgrees) {
  std::mt19937 rng(7);
  // Bytes biased toward the interesting ranges (lead bytes, continuation bytes, ASCII).
  const unsigned char alphabet[] = {'a',  ' ',  '.',  0x80, 0x9F, 0xA0, 0xBF, 0xC2, 0xC3, 0xDF,
                                    0xE0, 0xE2, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF, 0xC0};
  std::uniform_int_distribution<size_t> pick(0, sizeof(alphabet) - 1);
  for (int round = 0; round < 2000; ++round) {
    std::string bytes;
    for (int n = round % 24; n > 0; --n) bytes.push_back(static_cast<char>(alphabet[pick(rng)]));
    std::string repaired = repair_utf8(bytes);
    ASSERT_TRUE(scan_utf8(repaired).valid);
    if (scan_utf8(bytes).valid) {
      EXPECT_EQ(repaired, bytes);
    }
    // Forward iteration yields exactly the code points that repair wrote out.
    std::string rebuilt;
    size_t i = 0;
    size_t steps = 0;
    while (i < bytes.size()) {
      append_utf8(rebuilt, next_code_point(bytes, i));
      ++steps;
    }
    EXPECT_EQ(rebuilt, repaired);
    EXPECT_EQ(steps, count_code_points(bytes));
    // Backward iteration always makes progress and stays in bounds.
    i = bytes.size();
    while (i > 0) {
      size_t before = i;
      previous_code_point(bytes, i);
      ASSERT_LT(i, before);
    }
  }
}

}  // namespace
}  // namespace auditor::text
