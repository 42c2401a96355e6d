// Tests for language identification on Portuguese, English and Spanish news text, short and mixed.
#include "auditor/text/language.h"

#include <gtest/gtest.h>

#include <string>

#include "auditor/rules/rule_set.h"
#include "tests/support/test_support.h"

namespace auditor::text {
namespace {

constexpr const char* kPortuguese =
    "A prefeitura de Belo Horizonte anunciou nesta segunda-feira um pacote de obras de drenagem "
    "para evitar novas enchentes na região da Pampulha. Segundo a secretária de Obras, o "
    "investimento será de R$ 320 milhões ao longo de três anos, com recursos do município e de um "
    "empréstimo federal. Moradores ouvidos pela reportagem disseram que as promessas se repetem "
    "a cada temporada de chuvas.";

constexpr const char* kEnglish =
    "The city council voted on Thursday to delay the new parking fees until next spring, after "
    "shop owners complained that the plan had been rushed through without a public hearing. "
    "Officials said the change would cost the budget about $4 million this year, and a council "
    "member who opposed the delay called it a gift to downtown developers.";

constexpr const char* kSpanish =
    "El gobierno regional aprobó el martes un plan de emergencia para garantizar el suministro de "
    "agua durante el verano, tras meses de sequía en los embalses del sur. Según el consejero de "
    "Medio Ambiente, las restricciones afectarán sobre todo al riego agrícola, mientras que los "
    "hogares no sufrirán cortes si el consumo baja un diez por ciento.";

TEST(Language, IdentifiesPortugueseParagraph) {
  LanguageGuess g = identify_language(kPortuguese);
  EXPECT_EQ(g.code, "pt");
  EXPECT_TRUE(g.reliable);
  EXPECT_GT(g.confidence, 0.9);
  EXPECT_LE(g.confidence, 1.0);
}

TEST(Language, IdentifiesEnglishParagraph) {
  LanguageGuess g = identify_language(kEnglish);
  EXPECT_EQ(g.code, "en");
  EXPECT_TRUE(g.reliable);
  EXPECT_GT(g.confidence, 0.9);
}

TEST(Language, IdentifiesSpanishParagraph) {
  LanguageGuess g = identify_language(kSpanish);
  EXPECT_EQ(g.code, "es");
  EXPECT_TRUE(g.reliable);
  EXPECT_GT(g.confidence, 0.9);
}

TEST(Language, EmptyAndLetterlessTextIsUndetermined) {
  for (const char* text : {"", "   \n\n ", "12.345 — 67% (2024) !!! ???"}) {
    LanguageGuess g = identify_language(text);
    EXPECT_EQ(g.code, "und") << text;
    EXPECT_FALSE(g.reliable) << text;
    EXPECT_EQ(g.confidence, 0.0) << text;
  }
}

TEST(Language, ShortHeadlinesGetAGuessMarkedUnreliable) {
  LanguageGuess pt = identify_language("Governo anuncia corte de juros");
  EXPECT_EQ(pt.code, "pt");
  EXPECT_FALSE(pt.reliable);
  EXPECT_LE(pt.confidence, 0.5);
  EXPECT_GT(pt.confidence, 0.0);

  LanguageGuess en = identify_language("Senate passes the budget bill");
  EXPECT_EQ(en.code, "en");
  EXPECT_FALSE(en.reliable);
  EXPECT_LE(en.confidence, 0.5);
}

TEST(Language, MixedTextReportsTheDominantLanguageWithLowerConfidence) {
  // Mostly Portuguese with an English quote: Portuguese wins, but not with full confidence.
  std::string mostly_pt = std::string(kPortuguese) + "\n\n" + kPortuguese +
                          "\n\n\"We will not accept this plan as it stands,\" the mayor said in "
                          "English during a visit by investors from abroad.";
  LanguageGuess g = identify_language(mostly_pt);
  EXPECT_EQ(g.code, "pt");
  EXPECT_LT(g.confidence, 0.95);
  EXPECT_GT(g.confidence, 0.5);

  // Half and half: whichever wins, its share is well below one.
  std::string half = std::string(kPortuguese) + "\n\n" + kEnglish;
  LanguageGuess h = identify_language(half);
  EXPECT_TRUE(h.code == "pt" || h.code == "en") << h.code;
  EXPECT_LT(h.confidence, 0.8);
}

TEST(Language, SurvivesInvalidUtf8AndControlCharacters) {
  std::string broken = std::string(kPortuguese) + "\xFF\xC3";
  EXPECT_EQ(identify_language(broken).code, "pt");
  // CLD2 alone rejects text with ESC or C1 controls (left over from bad transcoding).
  std::string controls = std::string(kEnglish) + " \x1B \xC2\x83 more text " + kEnglish;
  LanguageGuess g = identify_language(controls);
  EXPECT_EQ(g.code, "en");
  EXPECT_TRUE(g.reliable);
}

TEST(Language, LongDocumentsAreClippedNotRejected) {
  std::string big;
  while (big.size() < 600 * 1024) big += std::string(kEnglish) + "\n\n";
  EXPECT_EQ(identify_language(big).code, "en");
}

constexpr const char* kGalician =
    "O goberno galego aprobou onte unha nova lei para protexer os montes veciñais, despois de "
    "meses de debate co sector forestal. Segundo a conselleira, a norma non afectará aos "
    "propietarios pequenos, pero si ás empresas que xestionan máis de cen hectáreas. Os "
    "colectivos ecoloxistas din que a lei chega tarde e que aínda hai moito por facer.";

// The function words of the project's own rule packs, as `auditor check` reads them.
const FunctionWordIdentifier& pack_function_words() {
  static const auto rules = rules::RuleSet::load(testing::repo_path("rules"));
  EXPECT_TRUE(rules.ok());
  return rules->function_words();
}

std::string repeated(const char* paragraph, int times) {
  std::string out;
  for (int i = 0; i < times; ++i) out += std::string(paragraph) + "\n\n";
  return out;
}

TEST(FunctionWords, SettleArticlesInALanguageWithRules) {
  auto pt = pack_function_words().identify(repeated(kPortuguese, 3));
  ASSERT_TRUE(pt.has_value());
  EXPECT_EQ(pt->code, "pt");
  EXPECT_TRUE(pt->reliable);
  EXPECT_GT(pt->confidence, 0.9);
  auto en = pack_function_words().identify(repeated(kEnglish, 3));
  ASSERT_TRUE(en.has_value());
  EXPECT_EQ(en->code, "en");
  EXPECT_GT(en->confidence, 0.9);
}

// Spanish and Galician share "de", "que", "o" with Portuguese: their own words leave the
// decision to CLD2, as do a short headline and a story that quotes another language at length.
TEST(FunctionWords, LeaveNeighbourLanguagesShortAndMixedTextToCld2) {
  const FunctionWordIdentifier& words = pack_function_words();
  EXPECT_FALSE(words.identify(repeated(kSpanish, 3)).has_value());
  EXPECT_FALSE(words.identify(repeated(kGalician, 3)).has_value());
  EXPECT_FALSE(words.identify("Governo anuncia corte de juros").has_value());
  std::string mixed = repeated(kPortuguese, 2) +
                      "\"We will not accept this plan as it stands, and we have told them so,\" the "
                      "mayor said in English during a visit by investors from abroad.";
  EXPECT_FALSE(words.identify(mixed).has_value());
  EXPECT_FALSE(FunctionWordIdentifier().identify(repeated(kEnglish, 3)).has_value());
}

TEST(FunctionWords, CapitalsCountAsTheirLowerCase) {
  FunctionWordIdentifier words;
  words.add_language("pt", {"não", "é"});
  std::string text;
  for (int i = 0; i < 40; ++i) text += i % 2 ? "NÃO " : "É ";
  auto guess = words.identify(text);
  ASSERT_TRUE(guess.has_value());
  EXPECT_EQ(guess->code, "pt");
}

}  // namespace
}  // namespace auditor::text
