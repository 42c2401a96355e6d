// SharedAtoms: one atom search per document answers every joined prefilter as its own would.
#include "auditor/rules/shared_atoms.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "auditor/rules/kind_support.h"
#include "auditor/rules/literal_prefilter.h"
#include "auditor/text/normalize.h"

namespace auditor::rules {
namespace {

// Every occurrence of every atom, found by looking at each offset of the folded text.
std::vector<std::pair<uint32_t, std::string>> occurrences(const std::vector<std::string>& atoms,
                                                          const std::string& folded) {
  std::vector<std::pair<uint32_t, std::string>> out;
  for (size_t at = 0; at < folded.size(); ++at) {
    for (const std::string& atom : atoms) {
      if (folded.compare(at, atom.size(), atom) == 0) {
        out.emplace_back(static_cast<uint32_t>(at + atom.size()), atom);
      }
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

TEST(AtomScanner, HitsAreEveryOccurrenceWhereItEnds) {
  const std::vector<std::string> atoms = {"viagem", "agem", "são", "’s", "paga"};
  std::optional<AtomScanner> scanner = AtomScanner::build(atoms);
  ASSERT_TRUE(scanner.has_value());
  // Capitals fold in place, so offsets in the text are offsets in its folded form.
  const std::string text = "A VIAGEM, paga em SÃO Paulo: a viagem de Acme’s e a pagãviagem.";
  const std::string folded = text::fold_case(text);
  ASSERT_EQ(folded.size(), text.size());
  std::vector<AtomScanner::Hit> hits;
  ASSERT_TRUE(scanner->scan_hits(text, hits));
  std::vector<std::pair<uint32_t, std::string>> found;
  for (size_t i = 0; i < hits.size(); ++i) {
    if (i > 0) {
      EXPECT_LE(hits[i - 1].end, hits[i].end);
    }
    found.emplace_back(hits[i].end, atoms[hits[i].atom]);
  }
  std::sort(found.begin(), found.end());
  EXPECT_EQ(found, occurrences(atoms, folded));
  EXPECT_FALSE(scanner->scan_hits("µ viagem", hits));  // µ pairs with Greek: RE2's to answer
}

// Two prefilters with atoms in common, as a phrase rule's and the disclosure rule's are.
struct Joined {
  LiteralPrefilter ties;
  LiteralPrefilter phrases;
  SharedAtoms atoms;
  Joined() {
    for (const char* p : {R"(\p{Lu}\p{L}+ pagou a passagem)", R"(a convite (?:da|do) \p{Lu}\p{L}+)",
                          R"(paid for (?:my|our) (?:trip|flight))"}) {
      EXPECT_TRUE(ties.add(p, pattern_options()));
    }
    for (const char* p : {R"(analistas (?:dizem|afirmam))", R"(segundo (?:analistas|fontes))",
                          R"(experts say)", R"(\p{Lu}\p{L}+ \d+)"}) {
      EXPECT_TRUE(phrases.add(p, pattern_options()));
    }
    ties.compile();
    phrases.compile();
    atoms.join(ties);
    atoms.join(phrases);
    atoms.compile();
  }
};

TEST(SharedAtoms, AnswersEveryStretchOfTheDocumentAsEachPrefilterAlone) {
  Joined j;
  ASSERT_TRUE(j.atoms.active());
  const std::string doc =
      "A Acme pagou a passagem. Segundo analistas, a meta cai.\n\nExperts say the trip was "
      "paid for our flight, a convite da Acme. ANALISTAS DIZEM que São Paulo 2026.";
  // Answers without the scope: each prefilter's own search.
  std::vector<std::vector<int>> alone;
  std::vector<std::pair<size_t, size_t>> stretches;
  for (size_t from = 0; from < doc.size(); from += 7) {
    for (size_t size : {size_t{0}, size_t{9}, size_t{30}, doc.size()}) {
      const size_t n = std::min(size, doc.size() - from);
      // Stretches start and end on character boundaries, as blocks and sentences do.
      if ((doc[from] & 0xC0) == 0x80 || (from + n < doc.size() && (doc[from + n] & 0xC0) == 0x80))
        continue;
      stretches.emplace_back(from, n);
      for (const LiteralPrefilter* p : {&j.ties, &j.phrases}) {
        alone.emplace_back();
        p->candidates(std::string_view(doc).substr(from, n), alone.back());
      }
    }
  }
  const DocumentAtomScope scope(j.atoms, doc);
  size_t k = 0;
  for (auto [from, n] : stretches) {
    for (const LiteralPrefilter* p : {&j.ties, &j.phrases}) {
      std::vector<int> shared;
      p->candidates(std::string_view(doc).substr(from, n), shared);
      EXPECT_EQ(shared, alone[k++]) << "at " << from << " for " << n;
    }
  }
  // A copy is no stretch of the document: its own search answers it.
  const std::string copy = doc.substr(0, 25);
  std::vector<int> from_copy;
  j.ties.candidates(copy, from_copy);
  EXPECT_EQ(from_copy, (std::vector<int>{0}));
}

// A long stretch (a news text on one line) is searched only near the literals each pattern needs;
// every match, the first from any position, is the one the whole search finds.
TEST(SharedAtoms, ANarrowedSearchFindsWhatTheWholeSearchFinds) {
  LiteralPrefilter phrases;
  const std::vector<std::string> patterns = {
      // bounded: within 7 runs of "segundo", "conforme" or "especialistas"
      R"((?:segundo|conforme)[\s\x{A0}]+(?:[\p{Latin}'’-]+[\s\x{A0}]+){0,2}especialistas)",
      // a name of any length after the words: only the start is bounded
      R"((?:pago|paga)[\s\x{A0}]+pela[\s\x{A0}]+(?-i:\p{Lu}\S*(?:[ \x{A0}]\p{Lu}\S*)*))",
      // a name of any length before them: only the end is bounded
      R"((?-i:\p{Lu}\S*(?:[ \x{A0}]\p{Lu}\S*)*)[\s\x{A0}]+pagou[\s\x{A0}]+a[\s\x{A0}]+viagem)",
      // no bound at all: an alternation of stretches of any length
      R"(fontes.*disseram|disseram.*fontes)",
  };
  for (const std::string& p : patterns) ASSERT_TRUE(phrases.add(p, pattern_options()));
  phrases.compile();
  SharedAtoms atoms;
  atoms.join(phrases);
  atoms.compile();
  ASSERT_TRUE(atoms.active());
  std::string doc;
  const std::vector<std::string> filler = {
      "O conselho aprovou o plano na terça-feira e a votação durou seis horas. ",
      "Desespecialistas não existem, disse alguém; segundo\u00a0\u00a0os especialistas, não. ",
      "A viagem foi paga pela Acme Turismo\u00a0Ltda e pela Globex. ",
      "Beta Gama Delta   pagou a\nviagem inteira, e Acme pagou a viagem de volta. ",
      "Conforme especialistas ouvidos, fontes do setor disseram que sim. ",
      "Nada aqui interessa ao leitor, que lê sem parar uma linha muito longa. ",
  };
  for (int k = 0; doc.size() < 6000; ++k)
    doc += filler[static_cast<size_t>(k * 7 % 11) % filler.size()];
  ASSERT_GT(doc.size(), 4096u);
  // Every match from every 37th position, first without the document's hits, then with them.
  auto run = [&](std::vector<std::pair<size_t, Span>>& out) {
    for (size_t from = 0; from < doc.size(); from += 37) {
      std::vector<int> candidates;
      phrases.candidates(doc, candidates);
      FoundMatches found;
      Span match;
      size_t pos = from;
      while (pos < doc.size() &&
             find_first_of(phrases, candidates, found, doc, pos, doc.size(), match)) {
        out.emplace_back(from, match);
        pos = match.end;
      }
    }
  };
  std::vector<std::pair<size_t, Span>> whole;
  run(whole);
  std::vector<std::pair<size_t, Span>> narrowed;
  {
    const DocumentAtomScope scope(atoms, doc);
    run(narrowed);
    // The bounded patterns were narrowed: their stretches cover less than the text.
    for (int id : {0, 1, 2}) {
      std::vector<Span> ranges;
      ASSERT_TRUE(phrases.narrow(id, doc, 0, doc.size(), ranges)) << id;
      size_t covered = 0;
      for (const Span& r : ranges) covered += r.size();
      EXPECT_LT(covered, doc.size()) << id;
    }
    std::vector<Span> ranges;
    EXPECT_FALSE(phrases.narrow(3, doc, 0, doc.size(), ranges));
  }
  ASSERT_GT(whole.size(), 100u);
  ASSERT_EQ(narrowed.size(), whole.size());
  for (size_t k = 0; k < whole.size(); ++k) {
    EXPECT_EQ(narrowed[k].first, whole[k].first);
    EXPECT_EQ(narrowed[k].second.start, whole[k].second.start) << "from " << whole[k].first;
    EXPECT_EQ(narrowed[k].second.end, whole[k].second.end) << "from " << whole[k].first;
  }
}

TEST(SharedAtoms, FindsTheAtomsOfAStretchOnlyInsideTheDocumentItScanned) {
  Joined j;
  const size_t n = j.atoms.atoms().size();
  std::vector<int32_t> identity(n);
  for (size_t i = 0; i < n; ++i) identity[i] = static_cast<int32_t>(i);
  auto named = [&](const std::vector<int>& found) {
    std::vector<std::string> out;
    for (int id : found) out.push_back(j.atoms.atoms()[static_cast<size_t>(id)]);
    std::sort(out.begin(), out.end());
    return out;
  };
  const std::string doc = "Segundo analistas, a Acme pagou a passagem.";
  std::vector<int> found;
  EXPECT_FALSE(j.atoms.atoms_in(doc, identity, n, found));  // no document scanned
  const DocumentAtomScope scope(j.atoms, doc);
  ASSERT_TRUE(j.atoms.atoms_in(std::string_view(doc).substr(0, 17), identity, n, found));
  EXPECT_EQ(named(found), std::vector<std::string>{"segundo analistas"});  // a literal run
  // An atom counts only when the stretch holds all of it.
  ASSERT_TRUE(j.atoms.atoms_in(std::string_view(doc).substr(36), identity, n, found));
  EXPECT_EQ(named(found), std::vector<std::string>{});
  ASSERT_TRUE(j.atoms.atoms_in(std::string_view(doc).substr(19), identity, n, found));
  EXPECT_EQ(named(found), std::vector<std::string>{" pagou a passagem"});
  const std::string copy = doc;
  EXPECT_FALSE(j.atoms.atoms_in(copy, identity, n, found));
}

TEST(SharedAtoms, ADocumentWithACharacterItDoesNotModelIsSearchedStretchByStretch) {
  Joined j;
  const std::string doc = "Segundo analistas, 5 µm. A Acme pagou a passagem.";
  std::vector<int> alone;
  j.ties.candidates(std::string_view(doc).substr(24), alone);
  const DocumentAtomScope scope(j.atoms, doc);
  std::vector<int> shared;
  j.ties.candidates(std::string_view(doc).substr(24), shared);
  EXPECT_EQ(shared, alone);
  EXPECT_EQ(shared, (std::vector<int>{0}));
}

TEST(SharedAtoms, ScopesNestAndRestoreTheOneBefore) {
  Joined j;
  const std::string outer = "Segundo analistas, a meta cai.";
  const std::string inner = "Experts say so.";
  const DocumentAtomScope a(j.atoms, outer);
  {
    const DocumentAtomScope b(j.atoms, inner);
    EXPECT_EQ(DocumentAtomScope::current(), &b);
  }
  EXPECT_EQ(DocumentAtomScope::current(), &a);
  std::vector<int> found;
  j.phrases.candidates(std::string_view(outer).substr(0, 18), found);
  EXPECT_EQ(found, (std::vector<int>{1, 3}));  // "segundo analistas", and the name class
}

}  // namespace
}  // namespace auditor::rules
