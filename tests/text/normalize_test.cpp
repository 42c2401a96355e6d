// Tests for NFC normalization, case folding and accent-insensitive folding.
#include "auditor/text/normalize.h"

#include <gtest/gtest.h>

namespace auditor::text {
namespace {

// "São" with the tilde as a combining mark (U+0303), i.e. NFD.
constexpr const char* kSaoDecomposed = "Sa\xCC\x83o";

TEST(Normalize, DetectsNfc) {
  EXPECT_TRUE(is_nfc(""));
  EXPECT_TRUE(is_nfc("plain ascii"));
  EXPECT_TRUE(is_nfc("São Paulo, ação, “aspas” — 😀"));
  EXPECT_FALSE(is_nfc(kSaoDecomposed));
  EXPECT_FALSE(is_nfc("\xE2\x84\xAB"));  // U+212B ANGSTROM SIGN normalizes to U+00C5
  // General Punctuation passes without ICU, except the two spaces that decompose.
  EXPECT_TRUE(is_nfc("“Sim”, disse – e saiu… ‘não’ ⁄ ⁯"));
  EXPECT_FALSE(is_nfc("\xE2\x80\x80"));  // U+2000 EN QUAD normalizes to U+2002
  EXPECT_FALSE(is_nfc("\xE2\x80\x81"));  // U+2001 EM QUAD normalizes to U+2003
  EXPECT_EQ(to_nfc("\xE2\x80\x80"), "\xE2\x80\x82");
  EXPECT_FALSE(is_nfc("—e\xCC\x81"));  // an accent still to compose after a dash
}

TEST(Normalize, ComposesToNfc) {
  EXPECT_EQ(to_nfc(kSaoDecomposed), "São");
  EXPECT_EQ(to_nfc("e\xCC\x81"), "é");
  EXPECT_EQ(to_nfc("already é"), "already é");
  EXPECT_TRUE(
      is_nfc(to_nfc("C\xCC\xA7"
                    "a\xCC\x83o")));
  EXPECT_EQ(to_nfc("C\xCC\xA7"
                   "a\xCC\x83o"),
            "Ção");
}

TEST(Normalize, FoldsCaseFully) {
  EXPECT_EQ(fold_case("Ação"), "ação");
  EXPECT_EQ(fold_case("STRASSE"), "strasse");
  EXPECT_EQ(fold_case("Straße"), "strasse");  // full folding expands ß
  EXPECT_EQ(fold_case("ÉPOCA"), "época");
  EXPECT_EQ(fold_case("ΣΊΣΥΦΟΣ"), "σίσυφοσ");
  EXPECT_EQ(fold_case("Mr. SMITH"), "mr. smith");
}

TEST(Normalize, FoldsForMatchingWithoutAccents) {
  EXPECT_EQ(fold_for_matching("Região"), "regiao");
  EXPECT_EQ(fold_for_matching("AÇÃO"), "acao");
  EXPECT_EQ(fold_for_matching(kSaoDecomposed), "sao");
  EXPECT_EQ(fold_for_matching("Pública Ñandú"), "publica nandu");
  EXPECT_EQ(fold_for_matching("naïve café"), "naive cafe");
  EXPECT_EQ(fold_for_matching("ASCII Only"), "ascii only");
  EXPECT_EQ(fold_for_matching("“Está” — 50%"), "“esta” — 50%");
  EXPECT_EQ(fold_for_matching("Straße µ ½"), fold_for_matching_icu("Straße µ ½"));
  EXPECT_EQ(fold_for_matching("Łódź, São"), "łodz, sao");  // beyond Latin-1: ICU's path
}

// Every code point the fast path reads alone or beside others folds as ICU's three passes fold it.
TEST(Normalize, FoldsLatin1AsIcuDoes) {
  auto utf8 = [](char32_t cp) {
    std::string s;
    if (cp < 0x800) {
      s += static_cast<char>(0xC0 | (cp >> 6));
    } else {
      s += static_cast<char>(0xE0 | (cp >> 12));
      s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    }
    s += static_cast<char>(0x80 | (cp & 0x3F));
    return s;
  };
  std::string all;
  for (char32_t cp = 0x80; cp < 0x100; ++cp) {
    const std::string one = utf8(cp);
    EXPECT_EQ(fold_for_matching(one), fold_for_matching_icu(one))
        << "U+" << std::hex << static_cast<unsigned>(cp);
    all += "A" + one + "e" + one + one;
  }
  for (char32_t cp = 0x2000; cp < 0x2070; ++cp) {
    const std::string one = utf8(cp);
    EXPECT_EQ(fold_for_matching(one), fold_for_matching_icu(one))
        << "U+" << std::hex << static_cast<unsigned>(cp);
    all += "Z" + one;
  }
  EXPECT_EQ(fold_for_matching(all), fold_for_matching_icu(all));
  // A combining mark after a Latin-1 letter, and a cut sequence, go to ICU whole.
  EXPECT_EQ(fold_for_matching("Sa\xCC\x83o é"), "sao e");
  EXPECT_EQ(fold_for_matching("ação\xC3"), fold_for_matching_icu("ação\xC3"));
}

}  // namespace
TEST(Normalize, FindsWholeWordsOnly) {
  EXPECT_TRUE(contains_whole_word("it costs $5", "costs"));
  EXPECT_FALSE(contains_whole_word("rafael costa, lumeo", "cost"));
  EXPECT_FALSE(contains_whole_word("preçoalto", "preço"));
  EXPECT_TRUE(contains_whole_word("o preço, afinal", "preço"));
}

}  // namespace auditor::text
