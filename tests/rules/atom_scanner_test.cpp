// AtomScanner: which lower-cased literals a text holds, case-folded, as RE2's set would say.
#include "auditor/rules/atom_scanner.h"

#include <gtest/gtest.h>
#include <re2/set.h>

#include <algorithm>
#include <string>
#include <vector>

#include "auditor/rules/kind_support.h"

namespace auditor::rules {
namespace {

std::vector<std::string> found_atoms(const AtomScanner& scanner,
                                     const std::vector<std::string>& atoms, std::string_view text) {
  std::vector<int> found;
  EXPECT_TRUE(scanner.scan(text, found)) << text;
  std::vector<std::string> out;
  for (int id : found) out.push_back(atoms[static_cast<size_t>(id)]);
  std::sort(out.begin(), out.end());
  return out;
}

TEST(AtomScanner, FindsEachAtomOnceWhateverItsCase) {
  const std::vector<std::string> atoms = {"passagem", "viagem", "convite", "são", "’s", "ageme"};
  std::optional<AtomScanner> scanner = AtomScanner::build(atoms);
  ASSERT_TRUE(scanner.has_value());
  EXPECT_EQ(found_atoms(*scanner, atoms, "A PASSAGEM e a passagem foram pagas."),
            std::vector<std::string>{"passagem"});
  // Latin-1 capitals fold to their small letters; curly apostrophes are matched as they are.
  EXPECT_EQ(found_atoms(*scanner, atoms, "SÃO PAULO, Acme’s VIAGEM"),
            (std::vector<std::string>{"são", "viagem", "’s"}));
  // Atoms inside words, and atoms that overlap, are all found (suffix links).
  EXPECT_EQ(found_atoms(*scanner, atoms, "aviagemed"),
            (std::vector<std::string>{"ageme", "viagem"}));
  EXPECT_EQ(found_atoms(*scanner, atoms, "nada a declarar"), std::vector<std::string>{});
}

TEST(AtomScanner, LeavesToRE2TheTextsWhoseCasePairsItDoesNotModel) {
  const std::vector<std::string> atoms = {"kelvin", "micro"};
  std::optional<AtomScanner> scanner = AtomScanner::build(atoms);
  ASSERT_TRUE(scanner.has_value());
  std::vector<int> found;
  // The Kelvin sign pairs with k; Polish Ł and Greek letters have case pairs outside Latin-1;
  // µ pairs with Greek mu. RE2 must answer for each of these texts.
  for (std::string_view text : {"\u212Aelvin", "Łukasz", "Ωmega", "5 µm", "ſtraße"}) {
    EXPECT_FALSE(scanner->scan(text, found)) << text;
  }
  // Truncated UTF-8 too.
  EXPECT_FALSE(scanner->scan(std::string_view("caf\xC3", 4), found));
  // Caseless punctuation, the euro sign and Latin-1 are modelled.
  EXPECT_TRUE(scanner->scan("“Micro” — € 5 mil… ÀÉÎÕÜ ß ÿ", found));
  EXPECT_EQ(found.size(), 1U);
}

TEST(AtomScanner, RefusesAtomsItCannotModel) {
  EXPECT_FALSE(AtomScanner::build({"ωmega"}).has_value());
  EXPECT_FALSE(AtomScanner::build({"µm"}).has_value());
  EXPECT_FALSE(AtomScanner::build({""}).has_value());
  EXPECT_TRUE(AtomScanner::build({}).has_value());
}

// The scanner's answer is RE2's: a case-insensitive literal set over the same atoms, on texts
// that mix capitals, accents and atoms cut across words.
TEST(AtomScanner, AgreesWithRE2OnEveryModelledText) {
  const std::vector<std::string> atoms = {
      "que",  "para", "ção",  "são paulo", "patrocin", "é",   "à",   "a convite",
      "ágio", "’",    "the",  "sponsored", "paid for", "é o", "ãoo", "ma",
      "maçã", "ão",   "edit", "editor",    "ditor",    "tor", "r d", "ÿ"};
  std::optional<AtomScanner> scanner = AtomScanner::build(atoms);
  ASSERT_TRUE(scanner.has_value());
  RE2::Options options = pattern_options();
  options.set_literal(true);
  RE2::Set set(options, RE2::UNANCHORED);
  for (const std::string& atom : atoms) ASSERT_GE(set.Add(atom, nullptr), 0);
  ASSERT_TRUE(set.Compile());
  const std::vector<std::string> texts = {"QUE PARA CAÇÃO",
                                          "São Paulo",
                                          "SÃO PAULO é O",
                                          "Patrocinado PELA Acme",
                                          "À TARDE, Á",
                                          "a convite DA",
                                          "ÁGIO",
                                          "it’s the EDITOR’S paid for",
                                          "ÃOO e ãoO",
                                          "MAÇÃ MaÇã",
                                          "editorial redação",
                                          "Ÿ? no: ÿ",
                                          "só ÿ",
                                          "sem nada",
                                          "",
                                          "ÉÉÉ",
                                          "Spon-sored; SPONSORED",
                                          "O EDITOR DISSE",
                                          "r\td r d"};
  for (const std::string& text : texts) {
    std::vector<int> ours;
    if (!scanner->scan(text, ours)) continue;
    std::vector<int> theirs;
    set.Match(text, &theirs);
    std::sort(ours.begin(), ours.end());
    std::sort(theirs.begin(), theirs.end());
    EXPECT_EQ(ours, theirs) << text;
  }
}

}  // namespace
}  // namespace auditor::rules
