// The phrase kind: word boundaries in UTF-8, <unless>, the flag group, code blocks, case folding,
// matches inside direct quotations, and findings widened over the modifiers that open a clause.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "auditor/ingest/input.h"
#include "auditor/rules/kinds/phrase.h"
#include "auditor/rules/pack_loader.h"
#include "auditor/text/sentence_segmenter.h"

namespace auditor::rules {
namespace {

text::Lexicon test_lexicon() {
  text::Lexicon lexicon;
  lexicon.set("verbs.say", {"diz", "dizem", "têm dito", "afirmam"});
  lexicon.set("openers", {"mas", "que", "disse"});
  lexicon.set("experts", {"especialist", "econom"});
  lexicon.set("spokespeople", {"porta-voz"});
  lexicon.set("insiders", {"diretor", "gerente"});
  lexicon.set("interviewees", {"ouvidos pel"});
  lexicon.set("members", {"parlamentar = deputad, líder", "aliad = assessor"});
  lexicon.set("bad-members", {"parlamentar deputado"});
  lexicon.set("documents", {"pesquis", "estud"});
  lexicon.set("others", {"outr"});
  return lexicon;
}

/// The phrase rule's pack with `patterns` as the body of its <rule>.
std::string rule_xml(const std::string& patterns) {
  return R"(<pack id="t" lang="pt">
  <rule id="attribution.test" kind="phrase" category="attribution" severity="warning">
    <message>"{match}" does not say who.</message>
    )" + patterns +
         R"(
    <example><marker>x</marker></example>
    <example correct="true">y</example>
  </rule>
</pack>)";
}

/// Compiles one phrase rule from its <phrases>, <unless> and <param> elements.
std::unique_ptr<Rule> compile(const std::string& patterns) {
  Result<LoadedPack> pack = parse_pack(rule_xml(patterns), "test.rules.xml", "pt", test_lexicon());
  EXPECT_TRUE(pack.ok()) << pack.error().to_string();
  if (!pack.ok() || pack->rules.empty()) return nullptr;
  return std::move(pack->rules[0]);
}

/// The error loading a phrase rule from these elements gives, or "" when it loads.
std::string load_error_of(const std::string& patterns) {
  Result<LoadedPack> pack = parse_pack(rule_xml(patterns), "test.rules.xml", "pt", test_lexicon());
  return pack.ok() ? "" : pack.error().message;
}

/// Runs a rule over a document and keeps the analysis alive for inspection.
struct CheckRun {
  Document doc;
  analysis::ArticleAnalysis analysis;
  std::vector<Finding> findings;

  CheckRun(const Rule& rule, Document document) : doc(std::move(document)) {
    analysis.document = &doc;
    analysis.language = "pt";
    analysis.sentences = text::SentenceSegmenter(test_lexicon()).segment(doc);
    rule.check(analysis, findings);
  }
  std::vector<std::string> excerpts() const {
    std::vector<std::string> out;
    for (const Finding& f : findings) out.push_back(f.excerpt);
    return out;
  }
};

Document read(const std::string& text, const std::string& format = "text") {
  Result<Document> doc = ingest::read_document_from_memory(text, "test", format);
  EXPECT_TRUE(doc.ok()) << doc.error().to_string();
  return doc.ok() ? std::move(doc).value() : Document{};
}

/// One paragraph holding `text` verbatim (the text reader would collapse its white space).
Document paragraph(const std::string& text) {
  Document doc;
  DocumentBuilder builder(doc);
  builder.begin_block(BlockKind::Paragraph);
  builder.append(text, 0);
  builder.end_block();
  return doc;
}

std::vector<std::string> excerpts(const std::string& patterns, const std::string& text) {
  std::unique_ptr<Rule> rule = compile(patterns);
  if (!rule) return {"<no rule>"};
  return CheckRun(*rule, read(text)).excerpts();
}

using Strings = std::vector<std::string>;

TEST(PhraseKind, MatchesWholeWordsOnly) {
  const std::string p = "<phrases><phrase>fontes disseram</phrase></phrases>";
  EXPECT_EQ(excerpts(p, "Fontes disseram que sim."), Strings{"Fontes disseram"});
  EXPECT_EQ(excerpts(p, "As afontes disseram que sim."), Strings{});
  EXPECT_EQ(excerpts(p, "As fontes disseramos que sim."), Strings{});
}

TEST(PhraseKind, AccentedLettersAreWordCharacters) {
  // RE2's \b would see a boundary between "f" and "é"; ours does not.
  const std::string p = "<phrases><phrase>caf</phrase><phrase>fontes</phrase></phrases>";
  EXPECT_EQ(excerpts(p, "O café subiu."), Strings{});
  EXPECT_EQ(excerpts(p, "Vieram dàfontes e ãfontes."), Strings{});
  EXPECT_EQ(excerpts(p, "Ele disse: fontes é o que não falta."), Strings{"fontes"});
  EXPECT_EQ(excerpts(p, "É caf, é fontes."), (Strings{"caf", "fontes"}));
}

TEST(PhraseKind, ResumesOneCodePointAfterAFailedStart) {
  const std::string p = "<phrases><phrase>fontes disseram</phrase></phrases>";
  EXPECT_EQ(excerpts(p, "Bifontes disseram isso e fontes disseram aquilo."),
            Strings{"fontes disseram"});
}

TEST(PhraseKind, ShorterAlternativeWinsWhenTheLongestEndsInsideAWord) {
  const std::string p = "<phrases><phrase>uma fonte(?: ligada)?</phrase></phrases>";
  EXPECT_EQ(excerpts(p, "Uma fonte ligada ao caso falou."), Strings{"Uma fonte ligada"});
  EXPECT_EQ(excerpts(p, "Uma fonte ligadas ao caso falou."), Strings{"Uma fonte"});
}

TEST(PhraseKind, CaseInsensitiveWithAccents) {
  const std::string p =
      "<phrases><phrase>especialistas dizem</phrase><phrase>há quem diga</phrase></phrases>";
  EXPECT_EQ(excerpts(p, "ESPECIALISTAS DIZEM QUE VAI CHOVER"), Strings{"ESPECIALISTAS DIZEM"});
  EXPECT_EQ(excerpts(p, "HÁ QUEM DIGA QUE NÃO."), Strings{"HÁ QUEM DIGA"});
  EXPECT_EQ(excerpts(p, "Há Quem Diga que não."), Strings{"Há Quem Diga"});
}

TEST(PhraseKind, SpacesMatchAnyWhiteSpaceIncludingNoBreak) {
  const std::string p = "<phrases><phrase>especialistas dizem</phrase></phrases>";
  EXPECT_EQ(excerpts(p, "Especialistas\u00a0dizem que sim."), Strings{"Especialistas\u00a0dizem"});
  std::unique_ptr<Rule> rule = compile(p);
  ASSERT_TRUE(rule);
  EXPECT_EQ(CheckRun(*rule, paragraph("Especialistas  \n dizem que sim.")).excerpts(),
            Strings{"Especialistas  \n dizem"});
}

TEST(PhraseKind, ExpandsLexiconListsLongestFirst) {
  const std::string p = "<phrases><phrase>especialistas {verbs.say}</phrase></phrases>";
  EXPECT_EQ(excerpts(p, "Especialistas dizem que sim."), Strings{"Especialistas dizem"});
  EXPECT_EQ(excerpts(p, "Especialistas têm dito que sim."), Strings{"Especialistas têm dito"});
  std::unique_ptr<Rule> rule = compile(p);
  ASSERT_TRUE(rule);
  EXPECT_EQ(CheckRun(*rule, paragraph("Especialistas têm\u00a0 dito.")).excerpts(),
            Strings{"Especialistas têm\u00a0 dito"});
  EXPECT_EQ(excerpts(p, "Especialistas dizemos."), Strings{});
}

TEST(PhraseKind, UnlessInTheSameSentenceSuppresses) {
  const std::string p =
      "<phrases><phrase>fontes disseram</phrase></phrases>"
      "<unless scope=\"sentence\">anonimato por</unless>";
  EXPECT_EQ(excerpts(p, "Fontes disseram, sob anonimato por medo de represálias, que sim."),
            Strings{});
  EXPECT_EQ(excerpts(p, "Fontes disseram que sim. Elas pediram anonimato por medo."),
            Strings{"Fontes disseram"});
}

TEST(PhraseKind, UnlessDefaultsToSentenceScope) {
  const std::string p =
      "<phrases><phrase>fontes disseram</phrase></phrases><unless>anonimato por</unless>";
  EXPECT_EQ(excerpts(p, "Fontes disseram, sob anonimato por medo, que sim."), Strings{});
}

TEST(PhraseKind, UnlessBlockScopeCoversTheParagraph) {
  const std::string p =
      "<phrases><phrase>fontes disseram</phrase></phrases>"
      "<unless scope=\"block\">anonimato por</unless>";
  EXPECT_EQ(excerpts(p, "Fontes disseram que sim. Elas pediram anonimato por medo."), Strings{});
  EXPECT_EQ(excerpts(p, "Fontes disseram que sim.\n\nElas pediram anonimato por medo."),
            Strings{"Fontes disseram"});
}

TEST(PhraseKind, UnlessMatchScopeNeedsAnOverlap) {
  const std::string p =
      "<phrases><phrase>estudos mostram</phrase><phrase>especialistas dizem</phrase></phrases>"
      "<unless scope=\"match\">esses estudos</unless>";
  EXPECT_EQ(excerpts(p, "Esses estudos mostram queda."), Strings{});
  EXPECT_EQ(excerpts(p, "Esses estudos mostram queda, mas especialistas dizem que é cedo."),
            Strings{"especialistas dizem"});
  EXPECT_EQ(excerpts(p, "Esses estudos são novos e estudos mostram queda."),
            Strings{"estudos mostram"});
}

TEST(PhraseKind, FlagGroupNarrowsTheFinding) {
  std::unique_ptr<Rule> rule = compile(
      "<phrases><phrase>segundo (?P&lt;flag>especialistas)</phrase>"
      "<phrase>(?P&lt;flag>uma fonte) próxima</phrase><phrase>fontes disseram</phrase></phrases>");
  ASSERT_TRUE(rule);
  CheckRun run(*rule, read("Segundo especialistas, uma fonte próxima e fontes disseram algo."));
  ASSERT_EQ(run.excerpts(), (Strings{"especialistas", "uma fonte", "fontes disseram"}));
  EXPECT_EQ(run.findings[0].span, (Span{8, 21}));
}

TEST(PhraseKind, FlagDecidesTheSentence) {
  // The match starts with the previous sentence's period; the finding belongs to the next one.
  std::unique_ptr<Rule> rule =
      compile(R"(<phrases><phrase>(?:(?m:^)|[.!?]\s*)(?P&lt;flag>dizem que)</phrase></phrases>)");
  ASSERT_TRUE(rule);
  CheckRun run(*rule, read("A obra parou. Dizem que faltou dinheiro."));
  ASSERT_EQ(run.excerpts(), Strings{"Dizem que"});
  EXPECT_EQ(run.findings[0].sentence, "Dizem que faltou dinheiro.");
  EXPECT_EQ(CheckRun(*rule, read("Dizem que faltou dinheiro.")).excerpts(), Strings{"Dizem que"});
  EXPECT_EQ(CheckRun(*rule, read("A obra parou\n\nDizem que faltou dinheiro.")).excerpts(),
            Strings{"Dizem que"});
  EXPECT_EQ(CheckRun(*rule, read("Os operários dizem que faltou dinheiro.")).excerpts(), Strings{});
}

TEST(PhraseKind, SkipsCodeBlocks) {
  std::unique_ptr<Rule> rule = compile("<phrases><phrase>fontes disseram</phrase></phrases>");
  ASSERT_TRUE(rule);
  Document doc;
  DocumentBuilder builder(doc);
  builder.begin_block(BlockKind::Paragraph);
  builder.append("Fontes disseram que sim.", 0);
  builder.begin_block(BlockKind::Code);
  builder.append("log(\"fontes disseram\"); // fontes disseram", 30);
  builder.begin_block(BlockKind::Paragraph);
  builder.append("Depois, fontes disseram que não.", 80);
  builder.end_block();
  CheckRun run(*rule, std::move(doc));
  EXPECT_EQ(run.excerpts(), (Strings{"Fontes disseram", "fontes disseram"}));
}

TEST(PhraseKind, NeverMatchesAcrossBlocks) {
  EXPECT_EQ(excerpts("<phrases><phrase>fontes disseram</phrase></phrases>",
                     "Ouvimos as fontes\n\nDisseram que sim."),
            Strings{});
}

TEST(PhraseKind, FindingCarriesContextPositionAndFingerprint) {
  std::unique_ptr<Rule> rule = compile("<phrases><phrase>fontes disseram</phrase></phrases>");
  ASSERT_TRUE(rule);
  CheckRun run(*rule, read("Primeiro parágrafo.\n\nÉ tarde. Fontes disseram que sim."));
  ASSERT_EQ(run.findings.size(), 1u);
  const Finding& f = run.findings[0];
  EXPECT_EQ(f.rule, "attribution.test");
  EXPECT_EQ(f.severity, Severity::Warning);
  EXPECT_EQ(f.category, Category::Attribution);
  EXPECT_EQ(f.message, "\"Fontes disseram\" does not say who.");
  EXPECT_EQ(f.sentence, "Fontes disseram que sim.");
  EXPECT_EQ(f.sentence_span.in(run.doc.text), f.sentence);
  EXPECT_EQ(f.position, (Position{3, 10}));
  EXPECT_EQ(f.end_position, (Position{3, 25}));
  EXPECT_EQ(f.fingerprint, compute_fingerprint(f.rule, f.excerpt, f.sentence));
  EXPECT_FALSE(f.fingerprint.empty());
}

TEST(PhraseKind, FindsEveryOccurrenceOnce) {
  EXPECT_EQ(excerpts("<phrases><phrase>fontes disseram</phrase><phrase>fontes</phrase></phrases>",
                     "Fontes disseram isto; fontes, aquilo; fontes disseram mais."),
            (Strings{"Fontes disseram", "fontes", "fontes disseram"}));
}

TEST(PhraseKind, FlagLeavesOutAClauseOpenerEvenWhereItCouldBeAModifier) {
  // The packs rely on this: "Mas" fits both the optional opener and a modifier, and the finding
  // must start after it. RE2 gives the earlier optional group its text first.
  std::unique_ptr<Rule> rule = compile(
      R"(<phrases><phrase>(?:(?m:^)|[.,]\s*)(?:(?:mas|que) )?(?P&lt;flag>(?:\p{L}+ )?especialistas dizem)</phrase></phrases>)");
  ASSERT_TRUE(rule);
  EXPECT_EQ(CheckRun(*rule, read("Mas especialistas dizem que não.")).excerpts(),
            Strings{"especialistas dizem"});
  EXPECT_EQ(CheckRun(*rule, read("Choveu. Mas alguns especialistas dizem que não.")).excerpts(),
            Strings{"alguns especialistas dizem"});
  EXPECT_EQ(CheckRun(*rule, read("Choveu, que especialistas dizem.")).excerpts(),
            Strings{"especialistas dizem"});
}

/// Runs a rule over `text` with one quotation around `quoted`, spoken by a source or by none.
std::vector<std::string> excerpts_with_quote(const Rule& rule, const std::string& text,
                                             const std::string& quoted, uint32_t speaker) {
  Document doc = read(text);
  analysis::ArticleAnalysis analysis;
  analysis.document = &doc;
  analysis.language = "pt";
  analysis.sentences = text::SentenceSegmenter(test_lexicon()).segment(doc);
  auto start = static_cast<uint32_t>(doc.text.find(quoted));
  EXPECT_NE(doc.text.find(quoted), std::string::npos);
  auto end = start + static_cast<uint32_t>(quoted.size());
  analysis::Source source;
  source.name = "Ana Souza";
  analysis.sources.push_back(source);
  analysis::Quote quote;
  quote.span = Span{start, end};
  quote.outer = Span{start - 1, end + 1};
  quote.speaker = speaker;
  analysis.quotes.push_back(quote);
  std::vector<Finding> findings;
  rule.check(analysis, findings);
  std::vector<std::string> out;
  for (const Finding& f : findings) out.push_back(f.excerpt);
  return out;
}

std::string with_skip_quotes(const std::string& value) {
  return "<param name=\"skip-quotes\">" + value +
         "</param><phrases><phrase>estudos mostram</phrase></phrases>";
}

TEST(PhraseKind, SkipQuotesAttributedLeavesASpeakersWordsAlone) {
  std::unique_ptr<Rule> rule = compile(with_skip_quotes("attributed"));
  ASSERT_TRUE(rule);
  const std::string text = "\"Estudos mostram que funciona\", disse Ana Souza. Estudos mostram.";
  EXPECT_EQ(excerpts_with_quote(*rule, text, "Estudos mostram que funciona", 0),
            Strings{"Estudos mostram"});
  EXPECT_EQ(excerpts_with_quote(*rule, text, "Estudos mostram que funciona", analysis::kNone),
            (Strings{"Estudos mostram", "Estudos mostram"}));
}

TEST(PhraseKind, SkipQuotesAllAndNone) {
  const std::string text = "\"Estudos mostram que funciona\", disse alguém.";
  std::unique_ptr<Rule> all = compile(with_skip_quotes("all"));
  ASSERT_TRUE(all);
  EXPECT_EQ(excerpts_with_quote(*all, text, "Estudos mostram que funciona", analysis::kNone),
            Strings{});
  std::unique_ptr<Rule> none = compile(with_skip_quotes("none"));
  ASSERT_TRUE(none);
  EXPECT_EQ(excerpts_with_quote(*none, text, "Estudos mostram que funciona", 0),
            Strings{"Estudos mostram"});
  // The default matches inside quotations.
  std::unique_ptr<Rule> plain = compile("<phrases><phrase>estudos mostram</phrase></phrases>");
  ASSERT_TRUE(plain);
  EXPECT_EQ(excerpts_with_quote(*plain, text, "Estudos mostram que funciona", 0),
            Strings{"Estudos mostram"});
}

TEST(PhraseKind, SkipQuotesValuesAreChecked) {
  for (std::string_view bad : {"sometimes", "all attributed", "", "true"}) {
    Result<LoadedPack> pack = parse_pack(rule_xml(with_skip_quotes(std::string(bad))),
                                         "test.rules.xml", "pt", test_lexicon());
    ASSERT_FALSE(pack.ok()) << bad;
    EXPECT_NE(pack.error().message.find("skip-quotes"), std::string::npos) << pack.error().message;
  }
  Result<LoadedPack> pack =
      parse_pack(rule_xml("<param name=\"window\">3</param><phrases><phrase>x</phrase></phrases>"),
                 "test.rules.xml", "pt", test_lexicon());
  ASSERT_FALSE(pack.ok());
  EXPECT_NE(pack.error().message.find("except skip-quotes"), std::string::npos);
  EXPECT_NE(pack.error().message.find("name=\"window\""), std::string::npos);
}

// The headline and its summary sum up the body: "Especialistas dizem" over a body that quotes an
// economist by name is her view; over a body that quotes only an official, or nobody, it is the
// only clue.
TEST(PhraseKind, HeadlineExpertsAreLeftAloneWhenTheBodyNamesAnExpert) {
  const std::string phrases =
      "<phrases><phrase>especialistas dizem</phrase><phrase>moradores dizem</phrase></phrases>";
  std::unique_ptr<Rule> summary = compile(
      "<param name=\"headline\">summary</param><param name=\"experts\">experts</param>" +
      phrases);
  std::unique_ptr<Rule> audit = compile(phrases);
  ASSERT_TRUE(summary && audit);
  auto run = [&](const Rule& rule, const std::string& headline, const std::string& role) {
    Document doc = read(headline + "\n\nA tarifa de ônibus deve subir em março, segundo Ana Souza, "
                        "da UFPR. Especialistas dizem que o diesel pesa.");
    analysis::ArticleAnalysis analysis;
    analysis.document = &doc;
    analysis.language = "pt";
    analysis.sentences = text::SentenceSegmenter(test_lexicon()).segment(doc);
    analysis::Source ana;
    ana.name = "Ana Souza";
    ana.role = role;
    analysis.sources.push_back(ana);
    auto cue = static_cast<uint32_t>(doc.text.find("segundo"));
    analysis.attributions.push_back({Span{cue, cue + 7}, 0, Span{cue, cue + 7}, false});
    std::vector<Finding> findings;
    rule.check(analysis, findings);
    std::vector<uint32_t> lines;
    for (const Finding& f : findings) lines.push_back(f.position.line);
    return lines;
  };
  using Lines = std::vector<uint32_t>;
  const std::string experts = "Especialistas dizem que a tarifa vai subir";
  EXPECT_EQ(run(*summary, experts, "economista"), Lines{3});  // the body's own is still flagged
  EXPECT_EQ(run(*summary, experts, "secretária de Transportes"), (Lines{1, 3}));
  EXPECT_EQ(run(*summary, "Moradores dizem que a tarifa vai subir", "economista"), (Lines{1, 3}));
  EXPECT_EQ(run(*audit, experts, "economista"), (Lines{1, 3}));
  for (const auto& [bad, named] :
       {std::pair{"<param name=\"headline\">skip</param>", "headline"},
        std::pair{"<param name=\"headline\">summary</param>", "experts"},
        std::pair{"<param name=\"headline\">summary</param><param name=\"experts\">nope</param>",
                  "\"nope\""}}) {
    Result<LoadedPack> pack = parse_pack(rule_xml(bad + phrases), "test.rules.xml", "pt",
                                         test_lexicon());
    ASSERT_FALSE(pack.ok()) << bad;
    EXPECT_NE(pack.error().message.find(named), std::string::npos) << pack.error().message;
  }
}

// A headline's "Pesquisas mostram" labels the surveys the body cites: left alone when the body
// attributes something to a document or an outlet, flagged when nothing in it is cited.
TEST(PhraseKind, HeadlinePollsAreLeftAloneWhenTheBodyCitesADocument) {
  std::unique_ptr<Rule> rule = compile(
      "<param name=\"headline\">summary</param><param name=\"experts\">experts</param>"
      "<param name=\"documents\">documents</param>"
      "<phrases><phrase>pesquisas mostram</phrase></phrases>");
  ASSERT_TRUE(rule);
  auto run = [&](analysis::SourceType type) {
    Document doc = read(
        "Pesquisas mostram Ana à frente\n\nAna tem 40%, segundo o Instituto Lume. "
        "Pesquisas mostram que o eleitor decidiu.");
    analysis::ArticleAnalysis analysis;
    analysis.document = &doc;
    analysis.language = "pt";
    analysis.sentences = text::SentenceSegmenter(test_lexicon()).segment(doc);
    analysis::Source lume;
    lume.name = "Instituto Lume";
    lume.type = type;
    analysis.sources.push_back(lume);
    auto cue = static_cast<uint32_t>(doc.text.find("segundo"));
    analysis.attributions.push_back({Span{cue, cue + 7}, 0, Span{cue, cue + 7}, false});
    std::vector<Finding> findings;
    rule->check(analysis, findings);
    std::vector<uint32_t> lines;
    for (const Finding& f : findings) lines.push_back(f.position.line);
    return lines;
  };
  using Lines = std::vector<uint32_t>;
  EXPECT_EQ(run(analysis::SourceType::Document), Lines{3});  // the body's own stays flagged
  EXPECT_EQ(run(analysis::SourceType::Outlet), Lines{3});
  EXPECT_EQ(run(analysis::SourceType::Person), (Lines{1, 3}));
  EXPECT_NE(load_error_of("<param name=\"documents\">nope</param>"
                          "<phrases><phrase>pesquisas mostram</phrase></phrases>")
                .find("nope"),
            std::string::npos);
}

// "Pesquisas mostram" followed, in its sentence or the next, by the survey named ("pesquisa
// Datafolha", "a recente Lume pesquisa") is that survey; a sentence that opens on the word, or
// "outras pesquisas", names none.
TEST(PhraseKind, DocumentsNamedNextAreThePollsTheGroupMeans) {
  std::unique_ptr<Rule> rule = compile(
      "<param name=\"documents\">documents</param><param name=\"others\">others</param>"
      "<phrases><phrase>(?:outras )?pesquisas mostram</phrase></phrases>");
  ASSERT_TRUE(rule);
  auto flagged = [&](const std::string& text) {
    Document doc = read(text);
    analysis::ArticleAnalysis analysis;
    analysis.document = &doc;
    analysis.language = "pt";
    analysis.sentences = text::SentenceSegmenter(test_lexicon()).segment(doc);
    std::vector<Finding> findings;
    rule->check(analysis, findings);
    return findings.size();
  };
  EXPECT_EQ(flagged("Pesquisas mostram Ana à frente. A pesquisa Datafolha deu 40%."), 0u);
  EXPECT_EQ(flagged("Pesquisas mostram Ana à frente. A recente Lume pesquisa deu 40%."), 0u);
  EXPECT_EQ(flagged("Pesquisas mostram Ana à frente. Pesquisa feita em maio deu 40%."), 1u);
  EXPECT_EQ(
      flagged("Pesquisas mostram Ana à frente. O bairro votou. A pesquisa Datafolha deu 40%."), 1u);
  EXPECT_EQ(flagged("Outras pesquisas mostram Ana à frente. A pesquisa Datafolha deu 40%."), 1u);
}

// A group introduced, then one of its members named and given words in the next sentence: the
// reader learns who the experts are. Someone named earlier, someone who is no expert, or a name
// two sentences on leaves the group unnamed where it stands.
TEST(PhraseKind, NamedNextLeavesAGroupAloneWhenTheNextSentenceIntroducesAMember) {
  const std::string phrases =
      "<phrases><phrase>especialistas dizem</phrase><phrase>moradores dizem</phrase></phrases>";
  std::unique_ptr<Rule> experts =
      compile("<param name=\"named-next\">experts</param><param name=\"experts\">experts</param>" +
              phrases);
  std::unique_ptr<Rule> all = compile("<param name=\"named-next\">all</param>" + phrases);
  std::unique_ptr<Rule> none = compile(phrases);
  ASSERT_TRUE(experts && all && none);
  // `before` opens the text, then the group's sentence, then `next` and `later`; Ana Souza, in
  // `role`, speaks where "explica" stands.
  auto flagged = [](const Rule& rule, const std::string& group, const std::string& before,
                    const std::string& next, const std::string& later, const std::string& role) {
    Document doc = read(before + group + " que a tarifa vai subir. " + next + later);
    analysis::ArticleAnalysis analysis;
    analysis.document = &doc;
    analysis.language = "pt";
    analysis.sentences = text::SentenceSegmenter(test_lexicon()).segment(doc);
    analysis::Source ana;
    ana.name = "Ana Souza";
    ana.role = role;
    for (size_t at = doc.text.find("Ana Souza"); at != std::string::npos;
         at = doc.text.find("Ana Souza", at + 1)) {
      ana.mentions.push_back(Span{static_cast<uint32_t>(at), static_cast<uint32_t>(at + 9)});
    }
    analysis.sources.push_back(ana);
    auto cue = static_cast<uint32_t>(doc.text.find("explica"));
    analysis.attributions.push_back({Span{cue, cue + 7}, 0, Span{cue, cue + 7}, false});
    std::vector<Finding> findings;
    rule.check(analysis, findings);
    return findings.size();
  };
  const std::string quote = "\"O diesel pesa\", explica Ana Souza, economista da UFPR. ";
  const std::string other = "O ônibus segue lotado. ";
  EXPECT_EQ(flagged(*experts, "Especialistas dizem", "", quote, "", "economista da UFPR"), 0u);
  EXPECT_EQ(flagged(*none, "Especialistas dizem", "", quote, "", "economista da UFPR"), 1u);
  EXPECT_EQ(flagged(*experts, "Especialistas dizem", "", quote, "", "secretária de Transportes"),
            1u);
  EXPECT_EQ(flagged(*experts, "Especialistas dizem", "Ana Souza já avisou. ", quote, "",
                    "economista da UFPR"),
            1u);
  EXPECT_EQ(flagged(*experts, "Especialistas dizem", "", other, quote, "economista da UFPR"), 1u);
  EXPECT_EQ(flagged(*experts, "Moradores dizem", "", quote, "", "economista da UFPR"), 1u);
  EXPECT_EQ(flagged(*all, "Moradores dizem", "", quote, "", "secretária de Transportes"), 0u);
  EXPECT_EQ(flagged(*all, "Moradores dizem", "", quote, "", ""), 1u);
  for (const auto& [bad, named] :
       {std::pair{"<param name=\"named-next\">sometimes</param>", "sometimes"},
        std::pair{"<param name=\"named-next\">experts</param>", "experts"}}) {
    Result<LoadedPack> pack = parse_pack(rule_xml(bad + phrases), "test.rules.xml", "pt",
                                         test_lexicon());
    ASSERT_FALSE(pack.ok()) << bad;
    EXPECT_NE(pack.error().message.find("named-next"), std::string::npos) << pack.error().message;
    EXPECT_NE(pack.error().message.find(named), std::string::npos) << pack.error().message;
  }
}

/// A document whose one person, Ana Souza, speaks where "explica" stands, with the post,
/// organization and stake given; the phrase rule's findings on it.
size_t findings_with_speaker(const Rule& rule, const std::string& text, const std::string& role,
                             const std::string& organization, analysis::Stake stake) {
  Document doc = read(text);
  analysis::ArticleAnalysis analysis;
  analysis.document = &doc;
  analysis.language = "pt";
  analysis.sentences = text::SentenceSegmenter(test_lexicon()).segment(doc);
  analysis::Source ana;
  ana.name = "Ana Souza";
  ana.role = role;
  ana.organization = organization;
  ana.stake = stake;
  for (size_t at = doc.text.find("Ana Souza"); at != std::string::npos;
       at = doc.text.find("Ana Souza", at + 1)) {
    ana.mentions.push_back(Span{static_cast<uint32_t>(at), static_cast<uint32_t>(at + 9)});
  }
  analysis.sources.push_back(ana);
  if (size_t cue = doc.text.find("explica"); cue != std::string::npos) {
    auto at = static_cast<uint32_t>(cue);
    analysis.attributions.push_back({Span{at, at + 7}, 0, Span{at, at + 7}, false});
  }
  std::vector<Finding> findings;
  rule.check(analysis, findings);
  return findings.size();
}

// Reading members, an expert group is named by anyone the next sentence introduces with an
// organization of their own (a bank's currency director after "especialistas dizem"), not by a
// spokesperson, nor by someone who speaks for the story's subject or argues a side. Other groups
// are read as before: only an expert by role names experts.
TEST(PhraseKind, NamedNextMembersTakesAnyOutsidePostForExperts) {
  std::unique_ptr<Rule> members = compile(
      "<param name=\"named-next\">members</param><param name=\"experts\">experts</param>"
      "<param name=\"spokespeople\">spokespeople</param>"
      "<param name=\"insider-posts\">insiders</param>"
      "<phrases><phrase>especialistas dizem</phrase><phrase>moradores dizem</phrase></phrases>");
  ASSERT_TRUE(members);
  const std::string experts =
      "Especialistas dizem que a tarifa vai subir. \"O diesel pesa\", explica Ana Souza. ";
  using analysis::Stake;
  EXPECT_EQ(findings_with_speaker(*members, experts, "diretora de câmbio", "Banco Meridiano",
                                  Stake::Independent),
            0u);
  EXPECT_EQ(findings_with_speaker(*members, experts, "", "Banco Meridiano", Stake::Unknown), 0u);
  EXPECT_EQ(findings_with_speaker(*members, experts, "economista", "Banco Meridiano",
                                  Stake::Subject),
            0u);
  EXPECT_EQ(findings_with_speaker(*members, experts, "diretora de câmbio", "Banco Meridiano",
                                  Stake::Subject),
            1u);
  EXPECT_EQ(findings_with_speaker(*members, experts, "diretora", "Sindicato", Stake::Interested),
            1u);
  EXPECT_EQ(findings_with_speaker(*members, experts, "porta-voz", "Prefeitura", Stake::Unknown),
            1u);
  EXPECT_EQ(findings_with_speaker(*members, experts, "", "", Stake::Unknown), 1u);
  // A post with no body named may be the subject's own ("o diretor de operações") answering them;
  // one held outside any organization ("coautora de um livro sobre o setor") is one of them.
  EXPECT_EQ(findings_with_speaker(*members, experts, "diretor de operações", "", Stake::Unknown),
            1u);
  EXPECT_EQ(findings_with_speaker(*members, experts, "coautora de um livro sobre o setor", "",
                                  Stake::Unknown),
            0u);
  EXPECT_EQ(findings_with_speaker(*members,
                                  "Moradores dizem que a tarifa vai subir. \"O diesel pesa\", "
                                  "explica Ana Souza. ",
                                  "diretora de câmbio", "Banco Meridiano", Stake::Independent),
            1u);
  EXPECT_NE(load_error_of("<param name=\"spokespeople\">nope</param>"
                          "<phrases><phrase>especialistas dizem</phrase></phrases>")
                .find("spokespeople"),
            std::string::npos);
}

// Reading members with param "members", any group is named by someone the next sentence
// introduces in one of its members' posts ("parlamentares disseram", then a party leader), not
// by someone in another post, and not by a post of another group's members.
TEST(PhraseKind, NamedNextMembersTakesTheGroupsOwnPosts) {
  std::unique_ptr<Rule> members = compile(
      "<param name=\"named-next\">members</param><param name=\"experts\">experts</param>"
      "<param name=\"members\">members</param>"
      "<phrases><phrase>parlamentares dizem</phrase><phrase>moradores dizem</phrase></phrases>");
  ASSERT_TRUE(members);
  const std::string lawmakers =
      "Parlamentares dizem que o texto é inconstitucional. \"É confisco\", explica Ana Souza. ";
  using analysis::Stake;
  EXPECT_EQ(findings_with_speaker(*members, lawmakers, "líder do PT", "PT", Stake::Interested), 0u);
  EXPECT_EQ(findings_with_speaker(*members, lawmakers, "deputada", "", Stake::Unknown), 0u);
  EXPECT_EQ(findings_with_speaker(*members, lawmakers, "assessora", "", Stake::Unknown), 1u);
  EXPECT_EQ(findings_with_speaker(*members, lawmakers, "porta-voz do governo", "", Stake::Unknown),
            1u);
  EXPECT_EQ(findings_with_speaker(*members, lawmakers, "", "", Stake::Unknown), 1u);
  EXPECT_EQ(findings_with_speaker(*members,
                                  "Moradores dizem que a tarifa vai subir. \"O diesel pesa\", "
                                  "explica Ana Souza. ",
                                  "líder comunitária", "", Stake::Unknown),
            1u);
  const std::string error = load_error_of(
      "<param name=\"members\">bad-members</param>"
      "<phrases><phrase>parlamentares dizem</phrase></phrases>");
  EXPECT_NE(error.find("parlamentar deputado"), std::string::npos) << error;
  EXPECT_NE(error.find("group = post"), std::string::npos) << error;
}

// A headline's group sums up the story: a member introduced anywhere in the body names it ("Segundo
// especialistas" over a story that quotes a meteorologist three paragraphs down). In the body the
// member must follow in the next sentence.
TEST(PhraseKind, NamedNextMembersReadsTheWholeStoryForAHeadlinesGroup) {
  std::unique_ptr<Rule> members = compile(
      "<param name=\"named-next\">members</param><param name=\"experts\">experts</param>"
      "<phrases><phrase>especialistas dizem</phrase></phrases>");
  ASSERT_TRUE(members);
  const std::string story =
      "Especialistas dizem que a tarifa vai subir\n\nO ônibus segue lotado. A frota é velha. "
      "\"O diesel pesa\", explica Ana Souza. ";
  using analysis::Stake;
  EXPECT_EQ(findings_with_speaker(*members, story, "economista", "", Stake::Unknown), 0u);
  EXPECT_EQ(findings_with_speaker(*members, story, "", "", Stake::Unknown), 1u);
  const std::string body =
      "Especialistas dizem que a tarifa vai subir. O ônibus segue lotado. "
      "\"O diesel pesa\", explica Ana Souza. ";
  EXPECT_EQ(findings_with_speaker(*members, body, "economista", "", Stake::Unknown), 1u);
}

// The outlet's own interviewees ("especialistas ouvidos pelo jornal") are named when the story
// gives one of them words by name after summing them up; one introduced before is another voice,
// and unnamed, they stay flagged.
TEST(PhraseKind, IntervieweesAreNamedAfterTheSummingUp) {
  std::unique_ptr<Rule> rule = compile(
      "<param name=\"named-next\">members</param><param name=\"experts\">experts</param>"
      "<param name=\"interviewees\">interviewees</param>"
      "<phrases><phrase>especialistas(?: ouvidos pelo jornal)? dizem</phrase></phrases>");
  ASSERT_TRUE(rule);
  const std::string group =
      "O feijão vai subir, especialistas dizem. Especialistas ouvidos pelo jornal dizem que a "
      "seca pesa. O estoque caiu. A chuva não veio. ";
  const std::string named = "\"A safra atrasou\", explica Ana Souza, economista da UFPR.";
  // The first match has no interviewees' words: only the second is left alone.
  EXPECT_EQ(findings_with_speaker(*rule, group + named, "economista da UFPR", "UFPR",
                                  analysis::Stake::Independent),
            1u);
  EXPECT_EQ(findings_with_speaker(*rule, named + " " + group, "economista da UFPR", "UFPR",
                                  analysis::Stake::Independent),
            2u);
  EXPECT_EQ(findings_with_speaker(*rule, group + "O prefeito não comentou.", "", "",
                                  analysis::Stake::Unknown),
            2u);
}

// A question asserts nothing: an interviewer's question that cites a vague group is left alone
// with questions="skip", but a question quoted inside a statement leaves it a statement.
TEST(PhraseKind, QuestionsAreLeftAloneWhenAsked) {
  const std::string phrases = "<phrases><phrase>especialistas dizem</phrase></phrases>";
  std::unique_ptr<Rule> skip = compile("<param name=\"questions\">skip</param>" + phrases);
  std::unique_ptr<Rule> audit = compile(phrases);
  ASSERT_TRUE(skip && audit);
  const std::string question = "O senhor concorda com os especialistas dizem que a tarifa sobe?";
  EXPECT_EQ(CheckRun(*skip, read(question)).findings.size(), 0u);
  EXPECT_EQ(CheckRun(*skip, read("O senhor concorda? Especialistas dizem que não.")).findings.size(),
            1u);
  EXPECT_EQ(CheckRun(*skip, read("Especialistas dizem que \"por que não?\" é a pergunta certa."))
                .findings.size(),
            1u);
  EXPECT_EQ(CheckRun(*audit, read(question)).findings.size(), 1u);
  EXPECT_NE(load_error_of("<param name=\"questions\">sometimes</param>" + phrases).find("questions"),
            std::string::npos);
}

// A caption repeats what the body tells, and the body names its sources: with captions="skip"
// an image's caption is left alone, the body's paragraph still audited.
TEST(PhraseKind, CaptionsAreLeftAloneWhenSkipped) {
  const std::string phrases = "<phrases><phrase>especialistas dizem</phrase></phrases>";
  std::unique_ptr<Rule> skip = compile("<param name=\"captions\">skip</param>" + phrases);
  std::unique_ptr<Rule> audit = compile(phrases);
  ASSERT_TRUE(skip && audit);
  const std::string markdown =
      "![A ponte interditada; especialistas dizem que a obra atrasa](img/ponte.jpg)\n\n"
      "A ponte segue fechada. Especialistas dizem que a obra atrasa.\n";
  EXPECT_EQ(CheckRun(*skip, read(markdown, "markdown")).findings.size(), 1u);
  EXPECT_EQ(CheckRun(*audit, read(markdown, "markdown")).findings.size(), 2u);
  EXPECT_NE(load_error_of("<param name=\"captions\">never</param>" + phrases).find("captions"),
            std::string::npos);
}

TEST(PhraseKind, ExtendLeftTakesTheWordsThatOpenTheClause) {
  std::unique_ptr<Rule> rule = compile(
      "<param name=\"extend-stop\">openers</param><phrases>"
      "<phrase extend-left=\"2\">especialistas dizem</phrase><phrase>fontes disseram</phrase>"
      "</phrases>");
  ASSERT_TRUE(rule);
  auto run = [&](const std::string& text) { return CheckRun(*rule, read(text)).excerpts(); };
  EXPECT_EQ(run("Especialistas dizem que sim."), Strings{"Especialistas dizem"});
  EXPECT_EQ(run("Antigos especialistas dizem que sim."), Strings{"Antigos especialistas dizem"});
  EXPECT_EQ(run("Choveu, muitos bons especialistas dizem."),
            Strings{"muitos bons especialistas dizem"});
  // A stop word opens the clause and stays out, even one word into the sentence.
  EXPECT_EQ(run("Choveu. Mas especialistas dizem que não."), Strings{"especialistas dizem"});
  EXPECT_EQ(run("Ele disse especialistas dizem."), Strings{"especialistas dizem"});
  // More words than allowed before the clause opens: they are not modifiers, nothing widens.
  EXPECT_EQ(run("Ele viu três bons especialistas dizem."), Strings{"especialistas dizem"});
  // An apostrophe ending a word is part of it; a spaced dash opens a clause.
  EXPECT_EQ(run("Choveu; Sanders’ bons especialistas dizem."),
            Strings{"Sanders’ bons especialistas dizem"});
  EXPECT_EQ(run("Choveu - bons especialistas dizem."), Strings{"bons especialistas dizem"});
  // Only the phrase that asks for it widens.
  EXPECT_EQ(run("Antigas fontes disseram isso."), Strings{"fontes disseram"});
}

TEST(PhraseKind, ExtendLeftAndExtendStopAreChecked) {
  for (const std::string_view width : {"0", "5", "two", ""}) {
    Result<LoadedPack> pack =
        parse_pack(rule_xml("<phrases><phrase extend-left=\"" + std::string(width) +
                            "\">fontes</phrase></phrases>"),
                   "test.rules.xml", "pt", test_lexicon());
    ASSERT_FALSE(pack.ok()) << width;
    EXPECT_NE(pack.error().message.find("extend-left"), std::string::npos) << pack.error().message;
  }
  Result<LoadedPack> pack =
      parse_pack(rule_xml("<param name=\"extend-stop\">no.such-list</param>"
                          "<phrases><phrase extend-left=\"1\">fontes</phrase></phrases>"),
                 "test.rules.xml", "pt", test_lexicon());
  ASSERT_FALSE(pack.ok());
  EXPECT_NE(pack.error().message.find("\"no.such-list\""), std::string::npos)
      << pack.error().message;
}

}  // namespace
}  // namespace auditor::rules
