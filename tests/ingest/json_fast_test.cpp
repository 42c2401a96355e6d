// The fast JSON reader against the JSON library: the same value, or it declines.
#include "auditor/ingest/json_fast.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "auditor/text/utf8.h"

namespace auditor::ingest {
namespace {

using Json = nlohmann::json;

// Equal values of equal types all the way down (5 as unsigned and as signed compare equal in
// the library, but a record's reader sees the difference).
bool same(const Json& a, const Json& b) {
  if (a.type() != b.type()) return false;
  if (a.is_object()) {
    if (a.size() != b.size()) return false;
    for (auto it = a.begin(); it != a.end(); ++it) {
      auto other = b.find(it.key());
      if (other == b.end() || !same(it.value(), *other)) return false;
    }
    return true;
  }
  if (a.is_array()) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i) {
      if (!same(a[i], b[i])) return false;
    }
    return true;
  }
  return a == b;
}

// What the library makes of `text`, or nullopt where it refuses it.
std::optional<Json> library(std::string_view text) {
  Json parsed = Json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (parsed.is_discarded()) return std::nullopt;
  return parsed;
}

// The contract: never a value the library refuses, never a different one.
void expect_agrees(std::string_view text) {
  std::optional<Json> fast = parse_json_fast(text, 64);
  std::optional<Json> slow = library(text);
  if (!slow) {
    EXPECT_FALSE(fast.has_value()) << "took what the library refuses: " << text;
    return;
  }
  if (fast) {
    EXPECT_TRUE(same(*fast, *slow)) << text << "\nfast: " << fast->dump();
  }
}

const std::vector<std::string>& records() {
  static const std::vector<std::string> lines = {
      R"({"id":"a-17","title":"Prefeitura anuncia obras","text":"A prefeitura disse que \"vai investir\".\nSegundo o secretário, são R$ 4,2 milhões."})",
      R"( { "url" : "https://example.com/a?b=1&c=2" , "text" : "Tab\there, slash \/ and back \\ slash" } )",
      R"({"text":"caf\u00e9 \u00C9 \ud83d\ude00 \u20ac \u0000 end","n":-12.5e3,"k":0,"u":18446744073709551615})",
      R"({"authors":[{"name":"Ana Ruiz"},{"name":"Bo Li"}],"tags":["a","b",[]],"meta":{},"ok":true,"no":false,"x":null})",
      R"({"a":1,"a":2,"text":"the last \"a\" wins"})",
      R"({"html":"<p>Ol\u00e1, <a href=\"/x\" rel=\"sponsored\">link</a></p>","published":"2024-05-01T10:00:00Z"})",
      R"({"text":"Ponto final. Ção, acentuação e “aspas curvas” já em UTF-8."})",
      R"([1, 2.0, -0, 3e2, "x", {"y": [true, null]}])",
      R"("a string alone")",
      R"(42)",
      R"({})",
      R"([])",
  };
  return lines;
}

TEST(JsonFast, TakesOrdinaryRecordsAndGivesTheLibrarysValue) {
  for (const std::string& line : records()) {
    std::optional<Json> fast = parse_json_fast(line, 64);
    ASSERT_TRUE(fast.has_value()) << line;
    std::optional<Json> slow = library(line);
    ASSERT_TRUE(slow.has_value()) << line;
    EXPECT_TRUE(same(*fast, *slow))
        << line << "\nfast: " << fast->dump() << "\nslow: " << slow->dump();
  }
}

TEST(JsonFast, RepeatedKeyKeepsTheLastValue) {
  std::optional<Json> fast = parse_json_fast(R"({"a":1,"b":0,"a":"two"})", 64);
  ASSERT_TRUE(fast.has_value());
  EXPECT_EQ((*fast)["a"], "two");
  EXPECT_EQ(fast->size(), 2u);
}

TEST(JsonFast, DeclinesWhatTheLibraryRefuses) {
  const std::vector<std::string> bad = {
      "",
      "   ",
      R"({"a":1,})",
      R"({"a":1 "b":2})",
      R"({"a" 1})",
      R"({'a':1})",
      R"({"a":01})",
      R"({"a":1.})",
      R"({"a":-})",
      R"({"a":1e})",
      R"({"a":+1})",
      R"({"a":tru})",
      R"({"a":nul})",
      R"({"a":"\x"})",
      R"({"a":"\u12"})",
      R"({"a":"\ud83d"})",
      R"({"a":"\ud83d\u0041"})",
      R"({"a":"\ude00"})",
      "{\"a\":\"line\nbreak\"}",
      "{\"a\":\"tab\there\"}",
      R"({"a":"unterminated})",
      R"({"a":[1,2})",
      R"({"a":1}})",
      R"({"a":1} x)",
      R"([1,,2])",
      R"({"a":NaN})",
  };
  for (const std::string& line : bad) {
    EXPECT_FALSE(library(line).has_value()) << "the library takes it: " << line;
    EXPECT_FALSE(parse_json_fast(line, 64).has_value()) << line;
  }
}

TEST(JsonFast, DeclinesNestingDeeperThanAsked) {
  auto nested = [](int depth) { return std::string(depth, '[') + std::string(depth, ']'); };
  EXPECT_TRUE(parse_json_fast(nested(64), 64).has_value());
  EXPECT_FALSE(parse_json_fast(nested(65), 64).has_value());
  EXPECT_FALSE(parse_json_fast(R"({"a":{"b":{"c":1}}})", 2).has_value());
  EXPECT_TRUE(parse_json_fast(R"({"a":{"b":{"c":1}}})", 3).has_value());
}

// Records broken one to three bytes at a time, with the characters JSON's grammar turns on; each
// line is made valid UTF-8 first, as the JSONL reader does.
TEST(JsonFast, AgreesWithTheLibraryOnMutatedRecords) {
  const std::string alphabet = "\"\\{}[],:0123456789eE+-.tfnlu \t\n\x01/a\xC3\xA9";
  std::mt19937 random(20261204);
  size_t taken = 0, refused = 0;
  for (int round = 0; round < 30000; ++round) {
    std::string line = records()[random() % records().size()];
    const int edits = 1 + static_cast<int>(random() % 3);
    for (int e = 0; e < edits && !line.empty(); ++e) {
      const size_t at = random() % line.size();
      const char c = alphabet[random() % alphabet.size()];
      switch (random() % 3) {
        case 0: line[at] = c; break;
        case 1: line.insert(line.begin() + static_cast<std::ptrdiff_t>(at), c); break;
        default: line.erase(at, 1); break;
      }
    }
    line = text::repair_utf8(line);
    expect_agrees(line);
    if (library(line)) {
      taken += parse_json_fast(line, 64).has_value();
    } else {
      ++refused;
    }
  }
  // Both sides of the contract were exercised: mutations the library refuses, and valid ones the
  // fast reader took itself.
  EXPECT_GT(refused, 10000u);
  EXPECT_GT(taken, 1000u);
}

}  // namespace
}  // namespace auditor::ingest
