// max_runs: how many runs of white space or of other characters a match can touch.
#include "auditor/rules/match_extent.h"

#include <gtest/gtest.h>
#include <re2/re2.h>

#include <string>
#include <vector>

#include "auditor/rules/kind_support.h"

namespace auditor::rules {
namespace {

struct Case {
  const char* pattern;
  size_t runs;  // 0: no bound
};

TEST(MaxRuns, CountsWordsAndGapsAndRefusesWhatHasNoBound) {
  const std::vector<Case> cases = {
      {"said", 1},  // letters side by side share their run
      {R"(analistas[\s\x{A0}]+dizem)", 3},
      {R"((?:segundo|conforme)[\s\x{A0}]+(?:[\p{Latin}'’-]+[\s\x{A0}]+){0,2}especialistas)", 7},
      {R"([.!?]\s*analistas)", 3},  // the space may be missing: the mark then joins the word
      {R"((?P<flag>a|b c))", 3},    // the longer alternative
      {R"((?i)foo\b)", 1},          // flags and assertions take no room
      {R"(\p{Lu}\p{L}+)", 1},       // a capital and the letters after it
      {R"([^\s\x{A0}]+)", 1},       // no white space: one run however long
      {R"(x{3})", 1},               // a character of one kind, repeated
      {R"(.{3})", 3},               // any character: each may start a new run
      {R"(a.*b)", 0},               // any character, any number of times
      {R"((?:ab)+)", 0},            // a repeated stretch of two pieces
      {R"([^\s]+)", 0},             // \s leaves out U+00A0, which such a run may cross
      {R"(\p{Z}+)", 0},             // spaces of every kind and the plain space
      {R"(\S+)", 0},                // U+00A0 again
      {R"((?:[\p{Latin}-]+[\s\x{A0}]+)*)", 0},
      {"(unclosed", 0},
      {"[ab", 0},
  };
  for (const Case& c : cases) EXPECT_EQ(max_runs(c.pattern), c.runs) << c.pattern;
}

TEST(BoundedEnds, ThePiecesBeforeTheFirstAndAfterTheLastWithNoBound) {
  // A name of any length after the tie words: only the start is bounded.
  BoundedEnds ends = bounded_ends(
      R"((?:paid|covered)[\s\x{A0}]+by[\s\x{A0}]+(?P<party>\p{Lu}\S*(?: \p{Lu}\S*)*))");
  ASSERT_TRUE(ends.prefix.has_value());
  EXPECT_EQ(ends.prefix->pattern, R"((?:paid|covered)[\s\x{A0}]+by[\s\x{A0}]+)");
  EXPECT_EQ(ends.prefix->runs, 4u);
  EXPECT_FALSE(ends.suffix.has_value());
  // The name first, inside a group wrapping the whole: only the end is bounded.
  ends = bounded_ends(R"((?:(?P<party>\p{Lu}\S*(?: \p{Lu}\S*)*)[\s\x{A0}]+paid[\s\x{A0}]+for))");
  EXPECT_FALSE(ends.prefix.has_value());
  ASSERT_TRUE(ends.suffix.has_value());
  EXPECT_EQ(ends.suffix->pattern, R"([\s\x{A0}]+paid[\s\x{A0}]+for)");
  EXPECT_EQ(ends.suffix->runs, 4u);
  // A bounded pattern, an alternation at the top, a group that sets flags: nothing.
  for (const char* p : {R"(paid[\s\x{A0}]+for)", R"(paid .* for|covered)", R"((?-i:a.*b by))"}) {
    ends = bounded_ends(p);
    EXPECT_FALSE(ends.prefix.has_value() || ends.suffix.has_value()) << p;
  }
}

// Run starts found sixteen bytes at a time agree with a byte-by-byte reading, U+00A0 split
// across any two blocks included.
TEST(FindRunStarts, AgreesWithAReadingByteByByte) {
  auto by_byte = [](std::string_view text) {
    std::vector<uint32_t> out{0};
    int last = -1;
    for (size_t i = 0; i < text.size();) {
      size_t length = 1;
      const int here = run_space_at(text, i, length) ? 1 : 0;
      if (last >= 0 && here != last) out.push_back(static_cast<uint32_t>(i));
      last = here;
      i += length;
    }
    return out;
  };
  const std::vector<std::string> pieces = {"a",  "ab",   " ", "  ",       "\u00a0",
                                           "\t", "\n",   "é", "\r\n",     "\f",
                                           "\v", "\xc2", "—", "x\u00a0y", "palavra"};
  std::vector<uint32_t> found;
  for (uint32_t seed = 1; seed <= 400; ++seed) {
    std::string text;
    uint32_t r = seed;
    while (text.size() < 20 + seed % 70) {
      r = r * 1103515245U + 12345U;
      text += pieces[(r >> 16) % pieces.size()];
    }
    find_run_starts(text, found);
    ASSERT_EQ(found, by_byte(text)) << "seed " << seed;
  }
  find_run_starts("", found);
  EXPECT_EQ(found, std::vector<uint32_t>{0});
}

// The runs a stretch of text touches, as max_runs counts them.
size_t runs_in(std::string_view text, size_t start, size_t end) {
  size_t runs = 0;
  int last = -1;  // 0 other, 1 space
  for (size_t i = start; i < end;) {
    size_t length = 1;
    const int here = run_space_at(text, i, length) ? 1 : 0;
    if (here != last) ++runs;
    last = here;
    i += length;
  }
  return runs;
}

// Every match RE2 finds in texts with runs of odd white space stays within the bound.
TEST(MaxRuns, NoMatchTouchesMoreRunsThanTheBound) {
  const std::vector<std::string> patterns = {
      R"((?:segundo|conforme)[\s\x{A0}]+(?:[\p{Latin}'’-]+[\s\x{A0}]+){0,2}especialistas)",
      R"([.!?…]["”]?\s*(?:eles|elas)[\s\x{A0}]+disseram)",
      R"(fontes[\s\x{A0}]+(?:do|da)[\s\x{A0}]+\p{Lu}\p{L}+(?:-\p{L}+)?)",
  };
  const std::string text =
      "Segundo   alguns\u00a0especialistas, a meta cai.\" Eles\n\tdisseram que não. Segundo "
      "os\u00a0\u00a0especialistas ouvidos, sim! Elas disseram. Fontes do  Palácio-Central "
      "negam; fontes\u00a0da Receita confirmam. Conforme especialistas, e conforme três "
      "velhos especialistas.";
  for (const std::string& p : patterns) {
    RE2 re(p, pattern_options());
    ASSERT_TRUE(re.ok()) << p;
    const size_t bound = max_runs(p);
    ASSERT_GT(bound, 0u) << p;
    re2::StringPiece match;
    int found = 0;
    size_t pos = 0;
    while (pos < text.size() && re.Match(text, pos, text.size(), RE2::UNANCHORED, &match, 1) &&
           !match.empty()) {
      const auto start = static_cast<size_t>(match.data() - text.data());
      EXPECT_LE(runs_in(text, start, start + match.size()), bound)
          << p << " on \"" << std::string(match.data(), match.size()) << "\"";
      pos = start + match.size();
      ++found;
    }
    EXPECT_GE(found, 2) << p;
  }
}

}  // namespace
}  // namespace auditor::rules
