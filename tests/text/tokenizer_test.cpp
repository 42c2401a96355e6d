// Tests for the word tokenizer: where tokens split and join, and what each token carries.
#include "auditor/text/tokenizer.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace auditor::text {
namespace {

std::vector<Token> tokens_of(std::string_view text) {
  std::vector<Token> out;
  tokenize(text, {0, static_cast<uint32_t>(text.size())}, out);
  return out;
}

// The tokens as written, joined by '|'.
std::string split(std::string_view text) {
  std::string out;
  for (const Token& t : tokens_of(text)) {
    if (!out.empty()) out += '|';
    out += t.text;
  }
  return out;
}

struct SplitCase {
  const char* text;
  const char* tokens;
};

TEST(Tokenize, SplitsAndJoinsAsDocumented) {
  const SplitCase cases[] = {
      {"A empresa cresceu 12,5% em 2025.", "A|empresa|cresceu|12,5|%|em|2025|."},
      {"US$ 1.234,56 e 1,234.56", "US|$|1.234,56|e|1,234.56"},
      {"às 10:30 de 12/03/2024", "às|10:30|de|12/03/2024"},
      {"the U.S. and E.U.A. economies", "the|U.S.|and|E.U.A.|economies"},
      {"at 5 p.m. today", "at|5|p.m.|today"},
      {"COVID-19 e o Trainium3", "COVID-19|e|o|Trainium3"},
      {"a well-known d'água rule", "a|well-known|d'água|rule"},
      {"it’s 15h30", "it’s|15h30"},
      {"ends here. Next", "ends|here|.|Next"},
      {"site.Next and a.b", "site|.|Next|and|a.b"},  // only single letters join by dots
      // A name and its domain's last labels are one word; a label that runs on is not one.
      {"A Safrinha.ai, o Globo.com.br e Booking.com.",
       "A|Safrinha.ai|,|o|Globo.com.br|e|Booking.com|."},
      {"ends here.com2 and the.comic", "ends|here|.|com2|and|the|.|comic"},
      {"“Sim”, disse — e saiu", "“|Sim|”|,|disse|—|e|saiu"},
      {"São Paulo, Ñandú", "São|Paulo|,|Ñandú"},
      {"a - b -c", "a|-|b|-|c"},
      // A capitalized plural's possessive keeps its apostrophe; a closing quote does not.
      {"the Bay Tenants' Union and the Lamplighters’ president",
       "the|Bay|Tenants'|Union|and|the|Lamplighters’|president"},
      {"called them 'Losers' and left; the players' union",
       "called|them|'|Losers|'|and|left|;|the|players|'|union"},
      {"the Lamplighters' ", "the|Lamplighters|'"},
      {"  leading and trailing  ", "leading|and|trailing"},
      {"", ""},
  };
  for (const SplitCase& c : cases) EXPECT_EQ(split(c.text), c.tokens) << c.text;
}

TEST(Tokenize, FoldsCaseAndHashesTheFoldedWord) {
  std::vector<Token> t = tokens_of("ÉPOCA Amazon Straße ÀÉÎÕÜ");
  ASSERT_EQ(t.size(), 4u);
  EXPECT_EQ(t[0].lower, "época");
  EXPECT_EQ(t[1].lower, "amazon");
  EXPECT_EQ(t[2].lower, "strasse");  // ß folds to "ss" through ICU
  EXPECT_EQ(t[3].lower, "àéîõü");
  for (const Token& token : t) EXPECT_EQ(token.hash, token_hash(token.lower)) << token.text;
}

TEST(Tokenize, MarksDigitsLettersCapitalsAndSpaces) {
  std::vector<Token> t = tokens_of("Mark said 40,000 A1,x");
  ASSERT_EQ(t.size(), 6u);
  EXPECT_TRUE(t[0].capitalized);
  EXPECT_TRUE(t[0].is_word());
  EXPECT_FALSE(t[1].capitalized);
  EXPECT_TRUE(t[2].is_number());
  EXPECT_EQ(t[2].text, "40,000");
  EXPECT_TRUE(t[3].has_alpha && t[3].has_digit);  // "A1"
  EXPECT_TRUE(t[4].is_symbol(","));
  EXPECT_FALSE(t[4].space_before);
  EXPECT_FALSE(t[5].space_before);
  EXPECT_TRUE(t[0].space_before);  // the first token always counts as after a space
  EXPECT_TRUE(t[1].space_before);
}

TEST(Tokenize, SpansPointIntoTheWholeTextAndStopAtTheRangeEnd) {
  const std::string text = "ignored Lula disse ignored";
  std::vector<Token> out;
  tokenize(text, {8, 18}, out);
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].span.start, 8u);
  EXPECT_EQ(out[0].span.end, 12u);
  EXPECT_EQ(out[1].text, "disse");
  EXPECT_EQ(out[1].span.end, 18u);
  // A range that ends inside a word cuts the word there.
  out.clear();
  tokenize(text, {8, 10}, out);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].text, "Lu");
}

}  // namespace
}  // namespace auditor::text
