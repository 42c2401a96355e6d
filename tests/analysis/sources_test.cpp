// Source resolution: who the analysis credits with a cue or a quote, over the repository's rules.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "auditor/ingest/input.h"
#include "auditor/pipeline/auditor.h"
#include "tests/support/shared_auditor.h"
#include "tests/support/test_support.h"

namespace auditor::analysis {
namespace {

using testing::shared_auditor;

// The analysis of a plain-text article, with the document it points to kept alive.
struct Analyzed {
  Document document;
  ArticleAnalysis analysis;
};

// The analysis of an article read in `format` ("text", "markdown").
std::unique_ptr<Analyzed> analyze_as(const std::string& language, const std::string& text,
                                     const std::string& format) {
  const pipeline::Auditor* auditor = shared_auditor(language);
  auto doc = ingest::read_document_from_memory(text, "case", format);
  EXPECT_TRUE(doc.ok());
  if (auditor == nullptr || !doc.ok()) return nullptr;
  auto out = std::make_unique<Analyzed>();
  out->document = std::move(doc).value();
  out->analysis = auditor->analyze(out->document);
  return out;
}

std::unique_ptr<Analyzed> analyze(const std::string& language, const std::string& text) {
  return analyze_as(language, text, "text");
}

std::string name_of(const ArticleAnalysis& a, uint32_t source) {
  return source == kNone ? "(none)" : a.sources[source].name;
}

// The source of the n-th attribution whose cue reads `cue` (1-based), or "(missing cue)".
std::string speaker_of_cue(const std::string& language, const std::string& text,
                           const std::string& cue, int nth = 1) {
  auto r = analyze(language, text);
  if (!r) return "(not analyzed)";
  for (const Attribution& at : r->analysis.attributions) {
    std::string_view body = r->analysis.text();
    if (at.via_link || body.substr(at.cue.start, at.cue.size()) != cue) continue;
    if (--nth == 0) return name_of(r->analysis, at.source);
  }
  return "(missing cue)";
}

// The quote whose words begin with `opening`, or null.
const Quote* quote_opening(const ArticleAnalysis& a, const std::string& opening) {
  for (const Quote& q : a.quotes) {
    if (a.text().substr(q.span.start, opening.size()) == opening) return &q;
  }
  return nullptr;
}

// The speaker of the quote whose words begin with `opening`.
std::string speaker_of_quote(const std::string& language, const std::string& text,
                             const std::string& opening) {
  auto r = analyze(language, text);
  if (!r) return "(not analyzed)";
  const Quote* q = quote_opening(r->analysis, opening);
  return q == nullptr ? "(missing quote)" : name_of(r->analysis, q->speaker);
}

SourceType type_of(const std::string& language, const std::string& text, const std::string& name) {
  auto r = analyze(language, text);
  EXPECT_TRUE(r);
  if (!r) return SourceType::Anonymous;
  for (const Source& s : r->analysis.sources) {
    if (s.name == name) return s.type;
  }
  ADD_FAILURE() << "no source named " << name;
  return SourceType::Anonymous;
}

// ---- pronouns agree in gender with the person they stand for ----------------------------------

TEST(PronounGender, FeminineSkipsTheManNamedLast) {
  const std::string text =
      "A doceira Helena Prado vende bolos há dez anos no bairro. \"Comecei na cozinha de casa\", "
      "conta Helena. O gerente da cooperativa, Paulo Mendes, disse que a feira cresceu. O bolo de "
      "Helena, segundo ela, leva três horas para ficar pronto.";
  // "conta Helena" is Helena Prado, the one person named in full with that first name.
  EXPECT_EQ(speaker_of_cue("pt", text, "segundo"), "Helena Prado");
}

TEST(PronounGender, MasculineStillTakesTheManNamedLast) {
  const std::string text =
      "A doceira Helena Prado vende bolos há dez anos. O gerente da cooperativa, Paulo Mendes, "
      "falou da feira. Segundo ele, a procura dobrou neste ano.";
  EXPECT_EQ(speaker_of_cue("pt", text, "Segundo"), "Paulo Mendes");
}

TEST(PronounGender, EnglishSheSkipsTheManNamedLast) {
  const std::string text =
      "Laura Chen opened the bakery in May. Tom Reyes, a supplier, said flour prices rose in the "
      "spring. Business is slow this week, she said.";
  EXPECT_EQ(speaker_of_cue("en", text, "said", 2), "Laura Chen");
}

TEST(PronounGender, NoOneOfThatGenderLeavesThePronounUnresolved) {
  const std::string text =
      "O gerente da cooperativa, Paulo Mendes, falou da feira. Segundo ela, a procura dobrou.";
  EXPECT_EQ(speaker_of_cue("pt", text, "Segundo"), "(none)");
}

// The byline names the writer: a "he said" whose man the story never named is left unresolved,
// not given to the author. A sentence opening with "By" that holds lower-case words is no byline.
TEST(PronounGender, TheBylinesWriterIsNoAntecedent) {
  const std::string en =
      "By Daniel Achterberg\n\nQuillstack is cutting staff, its chief executive, Priyanka Selvam, "
      "told employees.\n\nGideon Strand, a partner at Northgate, said the firm backed Selvam. "
      "\"This is the strongest team we have backed,\" he said.";
  EXPECT_EQ(speaker_of_quote("en", en, "This is the strongest"), "(none)");
  const std::string pt =
      "Por Daniel Achterberg e Lia Torres\n\nA Quillstack vai demitir, disse a presidente, "
      "Priyanka Selvam.\n\n\"O time é o melhor que já apoiamos\", disse ele.";
  EXPECT_EQ(speaker_of_quote("pt", pt, "O time"), "(none)");
  const std::string not_a_byline =
      "By Tuesday Daniel Moura had left.\n\nQuillstack is cutting staff, its chief executive, "
      "Priyanka Selvam, told employees. \"We waited too long,\" he said.";
  EXPECT_EQ(speaker_of_quote("en", not_a_byline, "We waited"), "Daniel Moura");
}

// A bare tag after a quote ("“…”, afirmou.") is the person the paragraph introduced as its
// sentence's subject since the last speaker, not that speaker; a name that is a verb's object
// ("Votou em Lula") introduces no one.
TEST(QuoteTags, ABareTagGoesToThePersonIntroducedSinceTheLastSpeaker) {
  const std::string text =
      "\"O contrato prevê duplicação\", disse a engenheira Mariana Teles, da universidade.\n\n"
      "O caminhoneiro Jorge Antunes, 54, faz o trajeto quatro vezes por semana. \"Vou gastar mais "
      "por viagem\", afirmou.";
  EXPECT_EQ(speaker_of_quote("pt", text, "Vou gastar"), "Jorge Antunes");
  const std::string object =
      "\"Defendo a causa há anos\", diz o advogado Rodrigo Lins.\n\nVotou em Pedro Alves nas "
      "eleições de 1989. \"Me arrependi muito\", diz.";
  EXPECT_EQ(speaker_of_quote("pt", object, "Me arrependi"), "Rodrigo Lins");
}

// "Henrique Valadares, diretor-geral da Aurora Entretenimento" names in full the "Aurora" the
// story covers: he speaks for it. "Interior da França" names no "Interior" of another country.
TEST(Stakes, AnEmployerNamedInFullJoinsTheShortName) {
  const std::string text =
      "A Aurora vendeu 52 mil ingressos, disse a Aurora. O festival cresceu, informou a Aurora.\n\n"
      "Henrique Valadares, diretor-geral da Aurora Entretenimento, disse que o público dobrou.";
  auto r = analyze("pt", text);
  ASSERT_TRUE(r);
  bool seen = false;
  for (const Source& s : r->analysis.sources) {
    if (s.name != "Henrique Valadares") continue;
    seen = true;
    EXPECT_EQ(s.stake, Stake::Subject);
  }
  EXPECT_TRUE(seen);
}

// "a secretária de Saúde" in a story about the Secretaria Municipal de Saúde heads the subject.
TEST(Stakes, TheOfficeAndFieldInTheSubjectsNameHeadIt) {
  const std::string text =
      "A Secretaria Municipal de Saúde de Rio Verde diz que a fila caiu. A fila de cirurgias caiu "
      "18%, afirmou a Secretaria Municipal de Saúde de Rio Verde.\n\nA secretária de Saúde, Lígia "
      "Fontoura, disse que o mutirão foi o maior da história. O médico Otávio Brandão, da Unicamp, "
      "disse que os dados são frágeis.";
  auto r = analyze("pt", text);
  ASSERT_TRUE(r);
  for (const Source& s : r->analysis.sources) {
    if (s.name == "Lígia Fontoura") {
      EXPECT_EQ(s.stake, Stake::Subject);
    } else if (s.name == "Otávio Brandão") {
      EXPECT_NE(s.stake, Stake::Subject);
    }
  }
}

// "charge nurse Dana Whitfield" in a story about a medical center is the center's nurse
// (sources.kind-staff); a charge nurse who is also a steward for the nurses' union speaks for the
// union, not the hospital.
TEST(Stakes, AHospitalsNurseWithNoEmployerNamedIsTheHospitals) {
  const std::string text =
      "Harlan Valley Regional Medical Center says its waits are down. Harlan Valley Regional "
      "Medical Center said the unit opened in March.\n\nCharge nurse Dana Whitfield said the pace "
      "has taken a toll. Rosa Lindqvist, a charge nurse and a steward for the nurses' union, said "
      "the unit is short of staff.";
  auto r = analyze("en", text);
  ASSERT_TRUE(r);
  int seen = 0;
  for (const Source& s : r->analysis.sources) {
    if (s.name == "Dana Whitfield") {
      ++seen;
      EXPECT_EQ(s.stake, Stake::Subject);
    } else if (s.name == "Rosa Lindqvist") {
      ++seen;
      EXPECT_NE(s.stake, Stake::Subject);
    }
  }
  EXPECT_EQ(seen, 2);
}

// "she said" after a quotation of two sentences is the woman whose name opened the sentence before
// the quotation, not the surgeon who spoke last.
TEST(QuoteTags, APronounReachesPastAQuotationOfSeveralSentences) {
  const std::string text =
      "Dr. Nadia Ferreira-Quinn, the surgeon who directs the program, said patients go home within "
      "a day.\n\nDolores Whitcomb, 67, a retired school librarian, had her gallbladder removed "
      "in August. \"I was home the next afternoon. The nurses were the best I've ever had,\" she "
      "said.";
  EXPECT_EQ(speaker_of_quote("en", text, "I was home"), "Dolores Whitcomb");
}

// "Some nurses say", "Alguns enfermeiros dizem": a group of a trade (sources.groups).
TEST(QuoteTags, NursesSpeakAsAGroup) {
  EXPECT_EQ(speaker_of_cue("en", "Some nurses say the pace has taken a toll.", "say"), "nurses");
  EXPECT_EQ(speaker_of_cue("pt", "Alguns enfermeiros dizem que o ritmo cansa.", "dizem"),
            "enfermeiros");
}

// "According to a June report by Halvorsen Consumer Insights": a month dates the report and opens
// no name. "O Grêmio Esportivo Baraúna, de São Joaquim do Ribeirão, ..., anunciou": the town
// after the club's name is where it is; the club speaks.
TEST(QuoteTags, AMonthBeforeAReportAndATownAfterABodyNameNoSpeaker) {
  EXPECT_EQ(speaker_of_cue("en",
                           "According to a June report by Halvorsen Consumer Insights, sales "
                           "tripled.",
                           "According to"),
            "Halvorsen Consumer Insights");
  EXPECT_EQ(speaker_of_cue("pt",
                           "O Grêmio Esportivo Baraúna, de São Joaquim do Ribeirão, a 320 "
                           "quilômetros da capital, anunciou nesta segunda-feira que chegou a "
                           "41.200 sócios.",
                           "anunciou"),
            "Grêmio Esportivo Baraúna");
}

// "Noise has been a sore point at older projects in the county": a cue word that is also a noun,
// between a preposition and a word in lower case with a preposition after it, reports nothing;
// "The agency projects steady growth" is the first cue.
TEST(QuoteTags, ANounOfTheSameSpellingAsACueIsNoCue) {
  EXPECT_EQ(speaker_of_cue("en",
                           "Noise has been a sore point at older projects in the county. The "
                           "agency projects steady growth.",
                           "projects", 1),
            "The agency");
}

// ---- a quote with its own speaker is not carried over from the previous one -------------------

TEST(QuoteTags, AVerbTheLexiconLacksStillTagsTheQuote) {
  const std::string text =
      "A prefeita Ana Lima disse que a obra termina em junho. \"Não há atraso\", disse Ana Lima. "
      "\"Em outras cidades, uma obra assim levou dois anos\", exemplifica o professor Rui Campos, "
      "que estuda transportes.";
  EXPECT_EQ(speaker_of_quote("pt", text, "Em outras cidades"), "Rui Campos");
}

// A quote left open at a paragraph's end goes on in the next; a tag only in the last part names
// the speaker of every part. A paragraph that names the speaker is an excerpt of a report.
TEST(QuoteTags, ATagInTheLastParagraphOfAQuoteSpeaksForTheFirst) {
  const std::string text =
      "O ministro falou à imprensa nesta segunda-feira.\n\n"
      "\"Não vamos recuar. A reforma é necessária e o país precisa dela agora.\n\n"
      "\"Quem votar contra estará votando contra o Brasil\", afirmou o ministro da Fazenda, João "
      "Prates.\n";
  EXPECT_EQ(speaker_of_quote("pt", text, "Não vamos recuar"), "João Prates");
  const std::string excerpt =
      "The senator spoke after the hearing.\n\n"
      "\"Senator Dana Hale left the hearing early and told reporters it had been a waste of "
      "time.\n\n"
      "\"Nobody learned anything in there,\" Hale said.\n";
  EXPECT_EQ(speaker_of_quote("en", excerpt, "Senator Dana Hale left"), "(none)");
}

TEST(QuoteTags, AnUnresolvedSpeakerIsNotThePreviousOne) {
  const std::string text =
      "\"Não há atraso\", disse a prefeita Ana Lima. \"Ninguém veio consertar a calçada\", diz "
      "uma senhora que passa pela obra.";
  EXPECT_EQ(speaker_of_quote("pt", text, "Ninguém veio"), "(none)");
}

TEST(QuoteTags, AVerbWithNoSpeakerKeepsThePreviousOne) {
  const std::string text =
      "\"Não há atraso\", disse a prefeita Ana Lima. \"A obra termina em junho\", disse à rádio "
      "local.";
  EXPECT_EQ(speaker_of_quote("pt", text, "A obra termina"), "Ana Lima");
}

TEST(QuoteTags, ATagOnlyVerbNamesThePersonLastNamed) {
  // "falou" tags a quote only right after it; the governor quoted before is not the speaker.
  const std::string text =
      "\"Precisamos de união\", disse o governador Caio Lins. A governadora do Amapá, Rita "
      "Moraes, afirmou que o estado sofre com a migração. \"No meu estado são duas fronteiras\", "
      "falou.";
  EXPECT_EQ(speaker_of_quote("pt", text, "No meu estado"), "Rita Moraes");
}

// ---- interviews printed as questions and answers ------------------------------------------------

// The speaker of the interview turn (an attribution whose cue is a dash or colon) that covers
// `words`.
std::string turn_speaker_at(const ArticleAnalysis& a, const std::string& words) {
  const std::string_view text = a.text();
  const size_t at = text.find(words);
  if (at == std::string_view::npos) return "(missing words)";
  for (const Attribution& cue : a.attributions) {
    const std::string_view mark = text.substr(cue.cue.start, cue.cue.size());
    if ((mark == "-" || mark == ":") && cue.covers.contains(static_cast<uint32_t>(at))) {
      return name_of(a, cue.source);
    }
  }
  return "(none)";
}

// The source a figure is credited to, by the figure's first characters.
std::string source_of_figure(const ArticleAnalysis& a, std::string_view figure) {
  for (const NumericExpression& n : a.numbers) {
    if (a.text().substr(n.span.start, figure.size()) != figure) continue;
    return n.attribution == kNone ? "(none)" : name_of(a, a.attributions[n.attribution].source);
  }
  return "(no figure)";
}

// A document's figures go on for a few sentences, but one that opens on the present ("Hoje,",
// "Today,") speaks of a later time than the document.
TEST(PublishedData, ASentenceOnThePresentLeavesTheDocument) {
  auto r = analyze("pt",
                   "A obra atrasou.\n\nSegundo o edital de licitação, a obra foi orçada em R$ 3,4 "
                   "bilhões. O prazo era de 40 meses. Hoje, a obra custa R$ 4,6 bilhões.");
  ASSERT_TRUE(r);
  EXPECT_EQ(source_of_figure(r->analysis, "R$ 3,4"), "edital");
  EXPECT_EQ(source_of_figure(r->analysis, "40 meses"), "edital");
  EXPECT_EQ(source_of_figure(r->analysis, "R$ 4,6"), "(none)");
}

// "O borderô da partida, publicado ... pela Federação, registra": a match's gate report is a
// document that speaks for its figures.
TEST(PublishedData, AGateReportIsADocument) {
  auto r = analyze("pt",
                   "O borderô da partida, publicado na segunda-feira (16) pela Federação Serrana "
                   "de Voleibol (FSV), registra 4.870 pagantes e renda bruta de R$ 97.400.");
  ASSERT_TRUE(r);
  EXPECT_EQ(source_of_figure(r->analysis, "R$ 97.400"), "borderô");
}

// "consultados pela reportagem", "reviewed by the Ledger": how the newsroom came by a document,
// between it and its verb, is no speaker; the document before it speaks for its figures.
TEST(PublishedData, HowTheNewsroomGotADocumentIsNoSpeaker) {
  auto pt = analyze("pt",
                    "Dados do Ministério da Agricultura consultados pela reportagem mostram que a "
                    "fábrica declarou 87 mil litros em 2021.");
  ASSERT_TRUE(pt);
  EXPECT_EQ(source_of_figure(pt->analysis, "87 mil"), "Dados do Ministério da Agricultura");
  auto en = analyze("en",
                    "Data from the Agriculture Department reviewed by the Ledger show that the "
                    "plant declared 87,000 liters in 2021.");
  ASSERT_TRUE(en);
  EXPECT_EQ(source_of_figure(en->analysis, "87,000"), "Agriculture Department");
}

TEST(InterviewTurns, AnAnswerLabelledWithASurnameIsThePersonsWords) {
  const std::string text =
      "Entrevista: o juro vai cair\n\n"
      "O economista Rui Tavares falou à reportagem sobre a economia.\n\n"
      "Jornal do Vale - O senhor acha que a inflação vai cair?\n\n"
      "Rui Tavares - Sim. Os juros devem cair 2 pontos até dezembro.\n\n"
      "Jornal do Vale - E o desemprego?\n\n"
      "Tavares - Deve ficar em 8% no fim do ano.\n";
  auto r = analyze("pt", text);
  ASSERT_TRUE(r);
  EXPECT_EQ(turn_speaker_at(r->analysis, "Os juros devem cair"), "Rui Tavares");
  EXPECT_EQ(turn_speaker_at(r->analysis, "Deve ficar em 8%"), "Rui Tavares");
  EXPECT_EQ(turn_speaker_at(r->analysis, "E o desemprego"), "(none)");
  const Quote* answer = quote_opening(r->analysis, "Deve ficar");
  ASSERT_NE(answer, nullptr);
  EXPECT_EQ(name_of(r->analysis, answer->speaker), "Rui Tavares");
  EXPECT_FALSE(answer->partial);
  EXPECT_EQ(source_of_figure(r->analysis, "8%"), "Rui Tavares");
}

// Whose figure it is. "Segundo apurou a TV do Vale, ... R$ 15 milhões, conforme informou a
// prefeitura": a paragraph that opens with "Segundo" covers its sentences, but a cue in the
// figure's own sentence speaks for it first; one inside a quotation is the quoted speaker's words,
// and the quotation's speaker keeps its figures. "como mostrou o pesquisador, ..." after a clause
// is an aside that speaks for that clause, not the whole sentence; one that opens the sentence
// speaks for what follows it; "segundo explicou ontem ao jornal o médico": when and to whom stand
// between the verb and the source.
TEST(NumberAttribution, EachFigureTakesTheCueThatSpeaksForIt) {
  struct Case {
    const char* text;
    std::vector<std::pair<std::string, std::string>> sources;  // figure, its source
  };
  const Case cases[] = {
      {"Segundo apurou a TV do Vale, a comitiva do prefeito teria 58 funcionários. A obra custou "
       "R$ 15 milhões, conforme informou a Prefeitura de Vila Nova. O desvio foi de R$ 235 mil, "
       "conforme divulgou o delegado Caio Lemos. “O contrato que o prefeito disse ter assinado "
       "em 2016 previa 40 obras”, afirmou Rui Prado.",
       {{"58", "TV do Vale"},
        {"R$ 15 milhões", "Prefeitura de Vila Nova"},
        {"R$ 235 mil", "Caio Lemos"},
        {"40 obras", "Rui Prado"}}},
      {"O reajuste foi de 11%, segundo explicou ontem ao Jornal do Vale o médico Caio Lemos. Por "
       "isso as 40 escolas fecharam em maio, porque contra toda a expectativa, como mostrou o "
       "pesquisador Rui Prado, os alunos sumiram. Como revelou o Jornal do Vale, um deles pagou "
       "R$ 2 milhões ao prefeito.",
       {{"11%", "Caio Lemos"}, {"40 escolas", "(none)"}, {"R$ 2 milhões", "Jornal do Vale"}}},
  };
  for (const Case& c : cases) {
    auto r = analyze("pt", c.text);
    ASSERT_TRUE(r);
    for (const auto& [figure, source] : c.sources) {
      EXPECT_EQ(source_of_figure(r->analysis, figure), source) << figure;
    }
  }
}

// One-line exports run the interview into one paragraph: an answer opens after a question, and
// the person's later answers after any sentence; the answer ends where the next label opens.
TEST(InterviewTurns, AOneLineInterviewHasItsTurnsInsideTheParagraph) {
  const std::string text =
      "O economista Rui Tavares falou à reportagem sobre a economia do país. Jornal do Vale: O "
      "senhor acha que a inflação vai cair? Tavares: Sim, os juros devem cair. Jornal do Vale: "
      "Muitos dizem que o senhor errou no ano passado. Tavares: Analistas erram. Acertei o câmbio.";
  auto r = analyze("pt", text);
  ASSERT_TRUE(r);
  EXPECT_EQ(turn_speaker_at(r->analysis, "Sim, os juros"), "Rui Tavares");
  EXPECT_EQ(turn_speaker_at(r->analysis, "Muitos dizem"), "(none)");
  EXPECT_EQ(turn_speaker_at(r->analysis, "Acertei o câmbio"), "Rui Tavares");
}

// A dateline or a label that names no person of the article opens no answer, and a name first
// met after a statement is no turn until the person has answered.
TEST(InterviewTurns, ALabelThatNamesNoKnownPersonIsNoTurn) {
  auto r = analyze("pt",
                   "Vale Novo - A prefeitura anunciou o novo plano de obras. O economista Rui "
                   "Tavares criticou o plano. Tavares: o custo é alto demais para a cidade.");
  ASSERT_TRUE(r);
  EXPECT_EQ(turn_speaker_at(r->analysis, "A prefeitura anunciou"), "(none)");
  EXPECT_EQ(turn_speaker_at(r->analysis, "o custo é alto"), "(none)");
}

TEST(VerbCues, ACapitalizedVerbAfterAnArticleOrANumberIsAName) {
  const std::string festival = "A cidade sediará a 2ª Mostra de Cinema Italiano em abril.";
  EXPECT_EQ(speaker_of_cue("pt", festival, "Mostra"), "(missing cue)");
  EXPECT_EQ(speaker_of_cue("en", "She runs the Reports desk at the paper.", "Reports"),
            "(missing cue)");
}

// A first name that is also a month names a person where a name stands: opening the sentence,
// after a comma; after "In" it is the month, and the body after it is the speaker.
TEST(SourceNames, AMonthThatIsAFirstNameOpensAPersonsName) {
  EXPECT_EQ(speaker_of_cue("en", "June Sorensen said bookings would suffer.", "said"),
            "June Sorensen");
  EXPECT_EQ(type_of("en", "April Lindqvist, a rancher, said the towers would be seen.",
                    "April Lindqvist"),
            SourceType::Person);
  EXPECT_EQ(
      speaker_of_cue("en", "By June Apple had sold 40 million phones, the company said.", "said"),
      "Apple");
}

// A holiday names a date, not a person: "a shuttle pilot over Labor Day weekend" leaves the
// figure to the "she" who said it.
TEST(SourceNames, AHolidayIsNoPerson) {
  auto r = analyze("en",
                   "Brandt said the park will add shuttles. She said a shuttle pilot over Labor "
                   "Day weekend cut car arrivals on Route 9 by 15%.");
  ASSERT_TRUE(r);
  EXPECT_EQ(source_of_figure(r->analysis, "15%"), "Brandt");
}

// A cue word that is also a noun or a noun's modifier: read as a verb only where a verb can stand.
struct HomographCase {
  const char* text;
  const char* cue;
  const char* speaker;  // "(missing cue)" where the word is a noun
};

TEST(VerbCues, AWordThatIsAlsoANounIsACueOnlyWhereAVerbStands) {
  const HomographCase cases[] = {
      {"Republicans control both chambers in 30 states this year.", "states", "(missing cue)"},
      {"Dana Ruiz plans to campaign in the early states through March.", "states", "(missing cue)"},
      {"The governor toured southern states with large rural populations.", "states",
       "(missing cue)"},
      {"The Harbor Authority states that the pier will reopen in May.", "states",
       "Harbor Authority"},
      {"Dana Ruiz leads by nearly 400 pledged delegates after the vote.", "pledged",
       "(missing cue)"},
      {"Dana Ruiz pledged to close the plant by June.", "pledged", "Dana Ruiz"},
      {"Dana Ruiz hosts the TV show on Sundays.", "show", "(missing cue)"},
      {"Dana Ruiz said the audit found an estimated 300 errors.", "estimated", "(missing cue)"},
      {"Records filed by the Harbor Authority show that the pier cost more.", "show",
       "Harbor Authority"},
      {"Footage from the game shows that the crowd stayed calm.", "shows", "(none)"},
      {"Turkish media reported that the talks had stalled.", "reported", "(none)"},
      {"Fox News reports that the talks stalled.", "reports", "Fox News"},
      {"Media reports put the cost at $3 million.", "reports", "(missing cue)"},
      {"Flood insurance claims in the county rose 40% last year.", "claims", "(missing cue)"},
      {"Jobless claims fell to 210,000 last week.", "claims", "(missing cue)"},
      {"Compensation claims rose 45% this year.", "claims", "(missing cue)"},
      {"Her repair estimates were near $3 million.", "estimates", "(missing cue)"},
  };
  for (const HomographCase& c : cases) {
    EXPECT_EQ(speaker_of_cue("en", c.text, c.cue), c.speaker) << c.text;
  }
}

TEST(VerbCues, AnAgeAndARelativeClauseStandBetweenTheNameAndItsVerb) {
  EXPECT_EQ(speaker_of_cue("en", "Dana Ruiz, 58, who lives outside Tulsa, says the levy is fair.",
                           "says"),
            "Dana Ruiz");
}

TEST(VerbCues, WhoIssuedAStatementSpeaksThroughIt) {
  EXPECT_EQ(
      speaker_of_cue("en", "On Saturday, Dana Ruiz issued a statement saying the levy was fair.",
                     "saying"),
      "Dana Ruiz");
  EXPECT_EQ(
      speaker_of_cue("pt", "A Polícia Federal divulgou nota dizendo que o caso está encerrado.",
                     "dizendo"),
      "Polícia Federal");
  // Words that describe the document, and when it went out, may stand between.
  EXPECT_EQ(
      speaker_of_cue("en", "Dana Ruiz sent a fundraising email Wednesday saying the levy was fair.",
                     "saying"),
      "Dana Ruiz");
  EXPECT_EQ(speaker_of_cue("pt", "O jornal El Vigía publicou um longo texto explicando a crise.",
                           "explicando"),
            "El Vigía");
  // A report no one is said to have issued stays a document.
  EXPECT_EQ(speaker_of_cue("en", "A new report shows that the levy is fair.", "shows"), "report");
}

TEST(VerbCues, AQuotationsOwnCommaOpensNoApposition) {
  const std::string text =
      "\u201cShe is not fit to lead the United States,\u201d Dana Ruiz tells the Harbor Times, "
      "responding to the report.";
  EXPECT_EQ(speaker_of_cue("en", text, "responding"), "Dana Ruiz");
  EXPECT_EQ(
      speaker_of_cue("en", "Dana Ruiz spoke on Monday, writing that the levy was fair.", "writing"),
      "Dana Ruiz");
}

// "Dana Ruiz, the president of the Harbor Workers Union, which endorsed the mayor, said": the
// relative clause describes the body in the person's apposition; the person speaks. A body that
// opens the sentence keeps its own relative clause and its verb.
TEST(VerbCues, ARelativeClauseAfterTheBodyInAnAppositionLeavesThePersonSpeaking) {
  EXPECT_EQ(speaker_of_cue("en",
                           "Dana Ruiz, the president of the Harbor Workers Union, which endorsed "
                           "the mayor in May, said that the strike would end.",
                           "said"),
            "Dana Ruiz");
  EXPECT_EQ(speaker_of_cue("en",
                           "Tom Vale, 41, of Fargo, N.D., who answered the survey, said he would "
                           "vote.",
                           "said"),
            "Tom Vale");
  EXPECT_EQ(speaker_of_cue("pt",
                           "Rui Campos, presidente do Sindicato dos Portuários, que apoiou o "
                           "prefeito em maio, afirmou que a greve vai acabar.",
                           "afirmou"),
            "Rui Campos");
  EXPECT_EQ(speaker_of_cue("en",
                           "The Harbor Workers Union, which endorsed the mayor in May, said that "
                           "the strike would end.",
                           "said"),
            "Harbor Workers Union");
}

// "Dan Moss, the spokesman for the Harbor Party said": the apposition's closing comma left out, or
// an aside of the body's own after it, the body right before the verb is still the person's, who
// speaks; a body opening the sentence, or a list of names, keeps the verb.
TEST(VerbCues, ABodyEndingAnAppositionWithNoCommaLeavesThePersonSpeaking) {
  EXPECT_EQ(speaker_of_cue("en",
                           "Dan Moss, the communications director for the Harbor Party said in a "
                           "statement that no ballots were lost.",
                           "said"),
            "Dan Moss");
  EXPECT_EQ(speaker_of_cue("en",
                           "Dana Ruiz, an attorney with the Harbor Legal Center said the suit "
                           "would go ahead.",
                           "said"),
            "Dana Ruiz");
  EXPECT_EQ(
      speaker_of_cue("en",
                     "Mike Dorsey, president of the Harbor Action Fund, a political committee "
                     "tied to Senate leaders, said every donor asks about turnout.",
                     "said"),
      "Mike Dorsey");
  EXPECT_EQ(speaker_of_cue("en",
                           "The Harbor Party, the oldest in the state, said that no ballots were "
                           "lost.",
                           "said"),
            "Harbor Party");
  EXPECT_EQ(speaker_of_cue("en",
                           "Dan Moss, Dana Ruiz and the Harbor Party said that no ballots were "
                           "lost.",
                           "said"),
            "Harbor Party");
}

// "como disse o ministro", "conforme divulgou o delegado": after these words the verb comes
// before whoever speaks (attribution.inverting-words).
TEST(VerbCues, AVerbAfterComoOrConformeHasItsSpeakerAfterIt) {
  EXPECT_EQ(speaker_of_cue("pt",
                           "O acordo nunca funcionou, como disse o economista Rui Campos na "
                           "semana passada.",
                           "disse"),
            "Rui Campos");
  EXPECT_EQ(speaker_of_cue("pt",
                           "O desvio chegou a R$ 2 milhões, conforme divulgou o delegado Caio "
                           "Lemos.",
                           "divulgou"),
            "Caio Lemos");
  EXPECT_EQ(speaker_of_cue("pt", "Ana Lopes, como sempre, disse que vai votar.", "disse"),
            "Ana Lopes");
}

// "O Ministério Público em Campinas informou": a place after "em" / "in" right before the verb
// says where the body before it is; the body speaks, not the city.
TEST(VerbCues, APlaceAfterTheBodyBeforeTheVerbIsWhereNotWho) {
  EXPECT_EQ(speaker_of_cue("pt",
                           "O Ministério Público Federal em Campinas informou nesta sexta que "
                           "denunciou o ex-prefeito.",
                           "informou"),
            "Ministério Público Federal");
  EXPECT_EQ(
      speaker_of_cue("en", "The Harbor Workers Union in Ohio said the strike would end.", "said"),
      "Harbor Workers Union");
}

// "Rui Campos, chairman of Vertex, criticized Ana Lemos": the name and its apposition opening the
// sentence are the subject, and the name after the verb is whom it criticized; a name that ends
// the sentence right after the verb still speaks ("…, contou Lima.").
TEST(VerbCues, ANameWithItsAppositionIsTheSubjectOfTheVerbAfterIt) {
  EXPECT_EQ(speaker_of_cue("en",
                           "Rui Campos, chairman of Vertex, criticized Ana Lemos, chief executive "
                           "of Vertex, in a letter on Monday.",
                           "criticized"),
            "Rui Campos");
  EXPECT_EQ(speaker_of_cue("pt",
                           "Rui Campos, presidente do conselho da Vivace, criticou Ana Lemos, "
                           "diretora-executiva da Vivace, em carta nesta segunda.",
                           "criticou"),
            "Rui Campos");
  EXPECT_EQ(speaker_of_cue("en",
                           "\u201cIt was hard,\u201d said Ann Dias, an adviser. Mia Verano, a "
                           "close friend who was her chief of staff, said, \u201cEven then, people "
                           "asked who she was.\u201d",
                           "said", 2),
            "Mia Verano");
  EXPECT_EQ(speaker_of_cue("pt",
                           "Pedro Prado, ex-gerente da Vivace também pediu a mesma quantia, "
                           "contou Lima.",
                           "contou"),
            "Lima");
}

// "Harman, now director of the Wilson Center, urged Obama": after "urged", "accused" or
// "criticized" comes whom the speaker addressed, never the speaker.
TEST(VerbCues, AfterAVerbOfAddressComesItsObject) {
  EXPECT_EQ(
      speaker_of_cue("en",
                     "The plan stalled. Sanders, who had said he would debate her, criticized "
                     "Clinton on two fronts.",
                     "criticized"),
      "Sanders");
}

// "Disse ainda que...": a speech verb opening its sentence with no subject goes on with the
// speaker of the paragraph's cue before, unless a cue with no speaker came between.
TEST(VerbCues, ASubjectlessVerbGoesOnWithThePreviousSpeaker) {
  EXPECT_EQ(speaker_of_cue("pt",
                           "O empresário Rui Prado afirmou que pagou a conta. Disse ainda que "
                           "nunca viu o ministro.",
                           "Disse"),
            "Rui Prado");
  EXPECT_EQ(speaker_of_cue("pt",
                           "O empresário Rui Prado afirmou que pagou a conta. O pessoal do bairro "
                           "diz que não aceita a obra. Afirma que a obra parou.",
                           "Afirma"),
            "(none)");
}

TEST(VerbCues, ASetPhraseReportsNoOne) {
  EXPECT_EQ(speaker_of_cue("en", "That said, the levy will cost $3 million.", "said"),
            "(missing cue)");
  // A relative clause is no set phrase.
  EXPECT_EQ(
      speaker_of_cue("en", "It was replaced by a message that said the item was gone.", "said"),
      "(none)");
}

TEST(VerbCues, PoliceSpeakAsABody) {
  EXPECT_EQ(speaker_of_cue("en", "Police reported no arrests late Monday.", "reported"), "Police");
  EXPECT_EQ(speaker_of_cue("en", "The police said the road would reopen.", "said"), "Police");
  EXPECT_EQ(speaker_of_cue("pt", "A polícia disse que vai investigar o caso.", "disse"), "Polícia");
}

// "her aides said", "segundo testemunhas": a group that speaks as one voice is the source, not
// no one.
TEST(VerbCues, AGroupOfWitnessesOrAidesSpeaksAsOneVoice) {
  EXPECT_EQ(
      speaker_of_cue("en", "The vote slipped. Her aides said the count would resume.", "said"),
      "aides");
  EXPECT_EQ(speaker_of_cue("pt", "O carro sumiu. Segundo testemunhas, o motorista fugiu a pé.",
                           "Segundo"),
            "testemunhas");
}

// "Câmara dos Deputados", "American Society of Civil Engineers": a group's word with a capital
// inside a sentence belongs to a name.
TEST(VerbCues, AGroupsWordInsideANameIsNoGroup) {
  EXPECT_EQ(speaker_of_cue("pt",
                           "A pauta mudou. O presidente da Câmara dos Deputados, Rui Campos "
                           "(DEM-RJ), disse que a votação fica para terça.",
                           "disse"),
            "Rui Campos");
  EXPECT_EQ(speaker_of_cue("pt", "A pauta mudou. Deputados disseram que a votação fica para terça.",
                           "disseram"),
            "Deputados");
}

TEST(VerbCues, AnAuxiliaryBetweenSubjectAndVerbKeepsTheSubjectButAPassiveDoesNot) {
  EXPECT_EQ(speaker_of_cue("en", "Dana Ruiz did say that the plan would fail.", "say"),
            "Dana Ruiz");
  EXPECT_EQ(speaker_of_cue("en", "Dana Ruiz was insisting that the plan would fail.", "insisting"),
            "Dana Ruiz");
  EXPECT_EQ(speaker_of_cue("en", "Dana Ruiz could flatly say no.", "say"), "Dana Ruiz");
  EXPECT_EQ(speaker_of_cue("en", "Dana Ruiz now jokingly says she will run.", "says"), "Dana Ruiz");
  // A passive with no agent credits no one: no cue at all; with its agent, the agent speaks.
  EXPECT_EQ(speaker_of_cue("en", "Dana Ruiz was accused of lying about the pier.", "accused"),
            "(missing cue)");
  EXPECT_EQ(speaker_of_cue("en", "The levy has been widely criticized for its cost.", "criticized"),
            "(missing cue)");
  EXPECT_EQ(speaker_of_cue("en", "The levy was criticized by the Harbor Authority.", "criticized"),
            "Harbor Authority");
  EXPECT_EQ(speaker_of_cue("en", "Dana Ruiz vowed to close the plant.", "vowed"), "Dana Ruiz");
}

TEST(VerbCues, AGerundSpeaksForTheSubjectAfterAnOpeningPhraseOrConnective) {
  EXPECT_EQ(speaker_of_cue("en", "In 2016, Dana Ruiz endorsed the levy, saying it was overdue.",
                           "saying"),
            "Dana Ruiz");
  EXPECT_EQ(
      speaker_of_cue("en", "And then Dana Ruiz went on the attack, saying the plan would fail.",
                     "saying"),
      "Dana Ruiz");
  EXPECT_EQ(
      speaker_of_cue(
          "pt", "Depois, o ministro Caio Prates criticou a proposta, dizendo que ela falharia.",
          "dizendo"),
      "Caio Prates");
  // A clause with no subject of its own before the gerund names no one.
  EXPECT_EQ(speaker_of_cue("en",
                           "After the vote on the levy, crowds filled the square, chanting and "
                           "saying it was overdue.",
                           "saying"),
            "(none)");
}

// "The Ruiz administration argues": a president's administration speaks with its owner named;
// "the administration" alone names none.
TEST(Campaigns, AnAdministrationSpeaksOnlyWithItsOwner) {
  const std::string text =
      "The accord stalled. President Dana Ruiz spoke on Monday. The Ruiz administration argues "
      "that the accord will help growth. The administration insisted that was never in it.";
  EXPECT_EQ(speaker_of_cue("en", text, "argues"), "Dana Ruiz administration");
  EXPECT_EQ(speaker_of_cue("en", text, "insisted"), "(none)");
}

TEST(Campaigns, ACandidatesCampaignSpeaksForTheCandidatesSide) {
  EXPECT_EQ(speaker_of_cue("en", "The Ruiz campaign said the ad was false.", "said"),
            "Ruiz campaign");
  EXPECT_EQ(speaker_of_cue(
                "en", "Dana Ruiz said the levy would pass. Her campaign said the ad was false.",
                "said", 2),
            "Dana Ruiz campaign");
  EXPECT_EQ(
      speaker_of_cue("en", "According to the Ruiz campaign, the ad was false.", "According to"),
      "Ruiz campaign");
  EXPECT_EQ(
      speaker_of_cue("en", "The Ruiz campaign on Monday doubled down, saying the ad was false.",
                     "saying"),
      "Ruiz campaign");
  EXPECT_EQ(speaker_of_cue("en", "Sanders\u2019 campaign said it would seek a recount.", "said"),
            "Sanders campaign");
  EXPECT_EQ(
      speaker_of_cue("en", "Dana Ruiz's presidential campaign is claiming a victory.", "claiming"),
      "Dana Ruiz campaign");
  EXPECT_EQ(
      speaker_of_cue(
          "en",
          "Dana Ruiz said the levy would pass. Her team is suggesting that the race is tight.",
          "suggesting that"),
      "Dana Ruiz team");
  EXPECT_EQ(
      speaker_of_cue("en", "The Ruiz campaign said the ad lied. The campaign says donations rose.",
                     "says"),
      "Ruiz campaign");
  // "The campaign" alone names no candidate.
  EXPECT_EQ(speaker_of_cue("en", "The campaign said the ad was false.", "said"), "(none)");
  // The campaign's party is its candidate, named in full elsewhere in the article.
  auto r = analyze("en", "The Ruiz campaign said the ad lied. Dana Ruiz said the levy would pass.");
  ASSERT_TRUE(r);
  bool found = false;
  for (const Source& s : r->analysis.sources) {
    if (s.name != "Ruiz campaign") continue;
    found = true;
    EXPECT_EQ(s.type, SourceType::Organization);
    EXPECT_EQ(s.party, "Dana Ruiz");
  }
  EXPECT_TRUE(found);
}

TEST(VerbCues, AnOutletAfterAPrepositionIsWhomTheSpeakerTold) {
  EXPECT_EQ(
      speaker_of_cue("en", "Officials who spoke with Reuters said the fund was empty.", "said"),
      "(none)");
  EXPECT_EQ(
      speaker_of_cue("pt", "Políticos que conversaram com a Folha disseram que o plano falhou.",
                     "disseram"),
      "(none)");
  EXPECT_EQ(
      speaker_of_cue("en", "The Huffington Post reported that the fund was empty.", "reported"),
      "Huffington Post");
}

TEST(VerbCues, ThePostAnAbbreviatedTitleStandsForNamesItsHolder) {
  EXPECT_EQ(
      speaker_of_cue("en", "Sen. Dana Ruiz said the levy was fair. The senator said it would pass.",
                     "said", 2),
      "Dana Ruiz");
  EXPECT_EQ(
      speaker_of_cue("en", "Gov. Dana Ruiz said the levy was fair. The senator said it would pass.",
                     "said", 2),
      "senator");
}

TEST(VerbCues, AHeadlineInTitleCaseHasItsSpeechVerb) {
  EXPECT_EQ(
      speaker_of_cue(
          "en", "Ruiz Says The Harbor Levy Will Pass By June. Dana Ruiz spoke on Monday.", "Says"),
      "Dana Ruiz");
  // Outside a title-case headline a capitalized verb after a name is part of it.
  EXPECT_EQ(speaker_of_cue("en", "She runs the Harbor Reports desk at the paper.", "Reports"),
            "(missing cue)");
}

TEST(VerbCues, APortugueseWordOfSpeechThatIsANounIsReadAsOne) {
  EXPECT_EQ(speaker_of_cue("pt", "O acordo caiu pela suspeita de omissão de crimes.", "suspeita"),
            "(missing cue)");
  EXPECT_EQ(speaker_of_cue("pt", "O filme foi exibido na mostra de cinema de Berlim.", "mostra"),
            "(missing cue)");
  EXPECT_EQ(
      speaker_of_cue("pt", "A Polícia Federal suspeita que o incêndio foi criminoso.", "suspeita"),
      "Polícia Federal");
  // A name with digits and a year are no counts: "G1 mostra", "uma análise de 2013 mostra".
  EXPECT_NE(speaker_of_cue("pt", "Uma apuração do G1 mostra que a mensagem é falsa.", "mostra"),
            "(missing cue)");
  EXPECT_NE(speaker_of_cue("pt", "Uma análise de 2011 mostra que os rios subiram.", "mostra"),
            "(missing cue)");
  EXPECT_EQ(
      speaker_of_cue("pt", "A disputa vai para o segundo turno, de segundo lugar.", "segundo"),
      "(missing cue)");
}

TEST(PrepositionCues, PerIsASourceOnlyBeforeANameOrAnArticle) {
  EXPECT_EQ(speaker_of_cue("en", "Dana Ruiz gave $2 million per month to the fund.", "per month"),
            "(missing cue)");
  EXPECT_EQ(speaker_of_cue("en", "The pier will reopen in May, per the Harbor Authority.", "per"),
            "Harbor Authority");
}

// "“…”, disse a revista em seu editorial.": after a quotation, a definite noun phrase
// closing the sentence speaks, named or not; no one named inside the quotation does.
TEST(QuoteTags, ADefiniteNounPhraseAfterTheTagSpeaksUnnamed) {
  EXPECT_EQ(
      speaker_of_cue("pt",
                     "A revista criticou o acordo. \"É um erro grave, de ponta a ponta, contra "
                     "a Vila Nova, que pode perder o porto\", disse a revista em seu editorial.",
                     "disse"),
      "(none)");
}

// "Segundo a pasta": a ministry named before by its kind; "segundo os investigadores": a group.
TEST(PrepositionCues, AMinistryByItsKindAndInvestigatorsAsAGroup) {
  EXPECT_EQ(speaker_of_cue("pt",
                           "O Ministério da Saúde declarou o fim do surto. Segundo a pasta, não há "
                           "casos novos desde junho.",
                           "Segundo"),
            "Ministério da Saúde");
  EXPECT_EQ(speaker_of_cue("pt", "O caso avançou. Segundo os investigadores, o dinheiro sumiu.",
                           "Segundo"),
            "investigadores");
}

// Investigators are people: the figures of the sentences after their statement are not read from
// them as from an inquiry's own count ("Segundo a Polícia Federal, ...").
TEST(PrepositionCues, InvestigatorsDoNotSourceTheFiguresAfterThem) {
  const std::string text =
      "A empresa entrou no negócio em 2005. Conforme investigadores, o empresário negou "
      "irregularidades no negócio. A empresa tem "
      "dois sócios e sede em Campinas. O negócio foi polêmico porque a Vivace comprou 30% da "
      "empresa em 2015.";
  auto r = analyze("pt", text);
  ASSERT_TRUE(r);
  bool found = false;
  for (const NumericExpression& n : r->analysis.numbers) {
    if (r->analysis.text().substr(n.span.start, 3) != "30%") continue;
    found = true;
    EXPECT_EQ(n.attribution, kNone);
  }
  EXPECT_TRUE(found);
}

TEST(QuoteTags, AStraightMarkBeforeTheSpeechTagClosesACurlyOne) {
  const std::string mixed =
      "\u201cI fundamentally disagree,\" said Dana Ruiz, the mayor. \"The levy is fair,\u201d she "
      "added.";
  EXPECT_EQ(speaker_of_quote("en", mixed, "I fundamentally"), "Dana Ruiz");
  auto r = analyze("en", mixed);
  ASSERT_TRUE(r);
  const Quote* q = quote_opening(r->analysis, "I fundamentally");
  ASSERT_NE(q, nullptr);
  EXPECT_EQ(r->analysis.text().substr(q->span.start, q->span.size()), "I fundamentally disagree,");
}

TEST(QuoteTags, ALeftMarkTypedForTheClosingOneEndsTheQuote) {
  const std::string typo =
      "\u201cThe levy is working,\u201c said Dana Ruiz, the mayor. Voters will decide in May.";
  EXPECT_EQ(speaker_of_quote("en", typo, "The levy"), "Dana Ruiz");
}

TEST(QuoteTags, AStraightMarkClosedByACurlyOneIsAQuote) {
  const std::string mixed =
      "\"The levy is working,\u201d Dana Ruiz said. Voters will decide in May.";
  EXPECT_EQ(speaker_of_quote("en", mixed, "The levy"), "Dana Ruiz");
  EXPECT_EQ(speaker_of_cue("en", mixed, "said"), "Dana Ruiz");
  // A curly pair inside a straight quote is a quote within it, not its end.
  const std::string nested = "\"She said \u201cno\u201d to me,\" Dana Ruiz said.";
  auto r = analyze("en", nested);
  ASSERT_TRUE(r);
  const Quote* q = quote_opening(r->analysis, "She said");
  ASSERT_NE(q, nullptr);
  EXPECT_EQ(r->analysis.text().substr(q->span.start, q->span.size()),
            "She said \u201cno\u201d to me,");
}

TEST(QuoteTags, ATagOnlyVerbIsNoCueInTheMiddleOfASentence) {
  const std::string text = "O secretário Davi Rocha falou sobre a obra na escola ontem.";
  EXPECT_EQ(speaker_of_cue("pt", text, "falou"), "(missing cue)");
}

TEST(QuoteTags, ASpeakerFollowedByMoreWordsStillTagsTheQuote) {
  const std::string text =
      "\"A ponte precisa de reparos\", disse o engenheiro Caio Ramos. \"As vigas estão "
      "corroídas\", "
      "dizia o relatório do ano passado.";
  EXPECT_EQ(speaker_of_quote("pt", text, "As vigas"), "relatório");
}

// ---- a statement printed under its speaker's label is a whole quotation ------------------------

// What `read` tells of the quote whose words begin with `opening` (or "missing").
template <typename Read>
std::string read_quote(const std::string& language, const std::string& text,
                       const std::string& opening, Read read) {
  auto r = analyze(language, text);
  if (!r) return "not analyzed";
  const Quote* q = quote_opening(r->analysis, opening);
  if (q == nullptr) return "missing";
  return read(*r, *q);
}

// Whether the quote whose words begin with `opening` is partial (or "missing").
std::string partial_of_quote(const std::string& language, const std::string& text,
                             const std::string& opening) {
  return read_quote(language, text, opening, [](const Analyzed&, const Quote& q) {
    return std::string(q.partial ? "partial" : "whole");
  });
}

TEST(QuoteLabels, AStatementAfterAPartyTagIsWhole) {
  const std::string text =
      "Veja o que disseram os vereadores. Vereadora Lia Moura (PSB) \"Votei contra porque a conta "
      "chega a 40 mil famílias.\" Vereador Davi Teles (PL) \"A cidade precisa do contrato.\"";
  EXPECT_EQ(partial_of_quote("pt", text, "Votei contra"), "whole");
  EXPECT_EQ(partial_of_quote("pt", text, "A cidade precisa"), "whole");
}

TEST(QuoteLabels, AFragmentAfterAParenthesisStaysPartial) {
  const std::string text =
      "O fundo (criado em 2019) \"não cobre despesas\" de custeio, diz a nota.";
  EXPECT_EQ(partial_of_quote("pt", text, "não cobre"), "partial");
}

// ---- a public office before a name is not a post at the company the story covers ------------

// What `read` says of the source named `name` ("(no source)" when there is none).
std::string read_source(const std::string& language, const std::string& text,
                        const std::string& name,
                        const std::function<std::string(const Source&)>& read) {
  auto r = analyze(language, text);
  if (!r) return "(not analyzed)";
  for (const Source& s : r->analysis.sources) {
    if (s.name == name) return read(s);
  }
  return "(no source)";
}

// The stake of the source named `name`, as analyze prints it.
std::string stake_of(const std::string& language, const std::string& text,
                     const std::string& name) {
  return read_source(language, text, name,
                     [](const Source& s) { return std::string(to_string(s.stake)); });
}

std::string organization_of(const std::string& language, const std::string& text,
                            const std::string& name) {
  return read_source(language, text, name, [](const Source& s) { return s.organization; });
}

TEST(InternalRoles, APresidentBeforeANameHoldsAPublicOffice) {
  const std::string text =
      "A Frigobom fechou acordo com a Justiça. A Frigobom pagará a multa em dez anos, disse a "
      "Frigobom. O presidente Ricardo Alves afirmou que não comentará o acordo da Frigobom.";
  EXPECT_EQ(organization_of("pt", text, "Ricardo Alves"), "");
}

// "the director of the city's Harbor Research Institute": the capitalized run after a
// possessive is the body the role serves, not a person holding the role.
TEST(Appositions, ABodyAfterAPossessiveIsTheOrganizationNotAPerson) {
  const std::string text =
      "Lisbon wants a new port. Marta Quintela, the director of the city's Harbor Research "
      "Institute, said the dredging would take years.";
  EXPECT_EQ(organization_of("en", text, "Marta Quintela"), "Harbor Research Institute");
  EXPECT_NE(read_source("en", text, "Harbor Research Institute",
                        [](const Source& s) { return std::string(to_string(s.type)); }),
            "person");
}

// "Carvia, a provider of automobile data,": an apposition that calls an organization a
// source of data makes it one, wherever the analysis read that mention; a firm described by
// what it sells is not.
TEST(Appositions, AnOrganizationDescribedAsADataProviderPublishesData) {
  auto statistics = [](const Source& s) { return std::string(s.statistics ? "data" : "party"); };
  const std::string text =
      "Dealers sold 30,154 cars in October, according to the Auto Facts report from Carvia, a "
      "Harbor City-based provider of automobile data. Sales fell, according to Carvia.";
  EXPECT_EQ(read_source("en", text, "Carvia", statistics), "data");
  const std::string seller =
      "Dealers sold 30,154 cars in October, according to Carvia, a Harbor City-based seller of "
      "used cars. Sales fell, according to Carvia.";
  EXPECT_EQ(read_source("en", seller, "Carvia", statistics), "party");
}

// The role the analysis gives the source named `name`.
std::string role_alone(const std::string& language, const std::string& text,
                       const std::string& name) {
  return read_source(language, text, name, [](const Source& s) { return s.role; });
}

// The type the analysis gives the source named `name`: "person", "organization"...
std::string type_of_source(const std::string& language, const std::string& text,
                           const std::string& name) {
  return read_source(language, text, name,
                     [](const Source& s) { return std::string(to_string(s.type)); });
}

// Some newspapers' plain text closes a quotation with two apostrophes: the verb after it still
// takes the speaker after it.
TEST(QuoteTags, TwoApostrophesCloseAQuotation) {
  const std::string text =
      "Protest leaders said they would march. ''They made this plan to tire us,'' said Tom "
      "Burke, a leader of the Harbor Coalition.";
  EXPECT_EQ(speaker_of_quote("en", text, "They made this plan"), "Tom Burke");
}

// "said Ortiz ally Tom Hale": a name, a role and a full name after the verb; the second name
// speaks, in the role the first one gives.
TEST(VerbCues, ARoleBetweenTwoNamesAfterTheVerbNamesTheSecond) {
  const std::string text =
      "Lena Ortiz won the vote. \"He is sincere,\" said Ortiz ally Tom Hale. \"It helps,\" "
      "Harbor co-founder Dana Reyes told reporters.";
  EXPECT_EQ(speaker_of_cue("en", text, "said"), "Tom Hale");
  EXPECT_EQ(role_alone("en", text, "Tom Hale"), "ally");
  EXPECT_EQ(organization_of("en", text, "Tom Hale"), "Ortiz");
}

// "told" takes whom the speaker told: "…, Federico Lombardi, told Vatican Radio" is Lombardi's.
TEST(VerbCues, AfterToldComesTheAddresseeNotTheSpeaker) {
  const std::string text =
      "\"We build bridges,\" the Harbor Authority spokesman, Dan Moss, told Harbor Radio.";
  EXPECT_EQ(speaker_of_cue("en", text, "told"), "Dan Moss");
}

// "Bush called Trump “unhinged”": a verb that names something speaks when the speaker's own word
// follows as a quotation; what comes after the verb is what is named, never the speaker.
TEST(VerbCues, ANamingVerbBeforeAQuotationIsTheSpeakers) {
  const std::string text =
      "Governor Dana Whitfield called the plan \"a disgrace.\" Sen. Tom Hale, also a candidate, "
      "called the Harbor Authority \"reckless\" on Sunday. Ana Ruiz dubbed the vote "
      "\"a turning point.\"";
  EXPECT_EQ(speaker_of_cue("en", text, "called"), "Dana Whitfield");
  EXPECT_EQ(speaker_of_cue("en", text, "called", 2), "Tom Hale");
  EXPECT_EQ(speaker_of_cue("en", text, "dubbed"), "Ana Ruiz");
  EXPECT_EQ(speaker_of_quote("en", text, "a disgrace"), "Dana Whitfield");
  const std::string pt =
      "O deputado Caio Prates chama a proposta de \"um atraso\". A professora Ana Souza "
      "qualificou a decisão como \"um erro\".";
  EXPECT_EQ(speaker_of_cue("pt", pt, "chama"), "Caio Prates");
  EXPECT_EQ(speaker_of_cue("pt", pt, "qualificou"), "Ana Souza");
}

// Without a quotation, or as a label ("the so-called", "a class called"), a naming verb states
// nothing.
TEST(VerbCues, ANamingVerbWithoutAQuotationOrAsALabelIsNoCue) {
  const std::string text =
      "Dana Whitfield called the mayor on Sunday. The so called \"harbor plan\" passed. Hale "
      "taught a class called \"Perception\" in 2002. Uma cadela que se chama \"Nina\" fugiu.";
  EXPECT_EQ(speaker_of_cue("en", text, "called"), "(missing cue)");
  EXPECT_EQ(speaker_of_cue("pt", text, "chama"), "(missing cue)");
}

// "Secretário de Obras diz que..." in a headline, "o secretário de Obras, Caio Prates" below: a
// person known only by a post is the one person named with that post.
TEST(Resolution, APostAloneIsThePersonNamedWithIt) {
  const std::string text =
      "Secretário de Obras diz que a ponte fica pronta em março. O secretário de Obras, Caio "
      "Prates, afirmou que a obra está no prazo. \"Faltam só os acabamentos\", disse.";
  EXPECT_EQ(speaker_of_cue("pt", text, "diz"), "Caio Prates");
  EXPECT_EQ(speaker_of_cue("pt", text, "afirmou"), "Caio Prates");
}

// "“... o ex-prefeito Rui Campos ...”, afirmou.": whom a quotation speaks of does not speak it.
TEST(Resolution, APersonNamedInsideAQuotationIsNotItsBareTagsSpeaker) {
  const std::string text =
      "A promotora Ana Souza pediu a condenação. \"O ex-prefeito Rui Campos sabia de tudo\", "
      "afirmou.";
  EXPECT_EQ(speaker_of_cue("pt", text, "afirmou"), "Ana Souza");
}

// "Segundo informações da Polícia Militar": information is a document, and its maker the source.
TEST(PartyNames, InformationFromABodyIsThatBodysWord) {
  const std::string text =
      "O caso ocorreu no bairro Jardim, em Dracena. Segundo informações da Polícia Militar, o "
      "homem fugiu de carro antes da chegada da equipe.";
  EXPECT_EQ(speaker_of_cue("pt", text, "Segundo"), "Polícia Militar");
}

// "Gowdy's office said": a politician's office speaks for the politician's side, as a campaign
// does; "the office" alone is no campaign named before.
TEST(Campaigns, APoliticiansOfficeSpeaksForTheirSide) {
  const std::string text =
      "Rep. Lena Ortiz filed the bill in May. Ortiz's office said the bill has support.";
  EXPECT_EQ(speaker_of_cue("en", text, "said"), "Lena Ortiz office");
  const std::string alone =
      "\"We won,\" the Hale campaign said. The office said the claims are false.";
  EXPECT_EQ(speaker_of_cue("en", alone, "said", 2), "(none)");
}

// "according to the results", "the foundation's website notes": results, websites and
// transcripts are documents.
TEST(VerbCues, ResultsAndWebsitesAreDocuments) {
  const std::string text =
      "The poll closed on Sunday. According to the results, Ortiz leads by five points.";
  EXPECT_EQ(speaker_of_cue("en", text, "According to"), "results");
}

// "McCain survived years in prison and says": a verb after "and" goes on with its clause's opening
// subject; a lone capitalized word opening the sentence that the article never uses as a name
// ("Recentemente, ...") is no subject.
TEST(VerbCues, AVerbAfterAndGoesOnWithTheOpeningSubject) {
  const std::string text =
      "Tom Hale spoke on Monday. Hale survived five years in prison and says such methods are "
      "cruel.";
  EXPECT_EQ(speaker_of_cue("en", text, "says"), "Tom Hale");
  const std::string opener =
      "A represa secou em maio. Recentemente, a população cobrou o corte e disse que o governo "
      "foi lento.";
  EXPECT_EQ(speaker_of_cue("pt", opener, "disse"), "(none)");
  // A participle opening the sentence is no name, even one a title capitalizes elsewhere.
  const std::string participle =
      "Tom Hale wrote the guide Using Logs Well. Using the logs, the lab checked the values and "
      "said that 12 were wrong.";
  EXPECT_EQ(speaker_of_cue("en", participle, "said"), "(none)");
}

// "the gambling tycoon told Reuters", "The Arizona Republican says": a description of the
// person the story follows stands for its last speaker; a place named since is no one.
TEST(VerbCues, AnEpithetStandsForThePersonTheStoryFollows) {
  const std::string text =
      "\"We will win,\" Dana Reyes said in Salem on Sunday. The billionaire real estate magnate "
      "says the race is close.";
  EXPECT_EQ(speaker_of_cue("en", text, "says"), "Dana Reyes");
  const std::string first =
      "Laura Reyes spoke in Reno on Sunday. The Republican presidential candidate says the race is "
      "close.";
  EXPECT_EQ(speaker_of_cue("en", first, "says"), "Laura Reyes");
}

// "disse ao G1 a promotora Ana Souza", "afirmou ontem o ministro": whom it was said to and when
// stand between the verb and its speaker; after a name and its comma the verb has its subject.
TEST(VerbCues, TheAddresseeAndTheTimeStandBetweenTheVerbAndTheSpeaker) {
  const std::string text =
      "O caso foi arquivado em maio. \"Ela não falou da agressão\", disse ao G1 a promotora Ana "
      "Souza. A cidade vai recorrer, afirmou nesta segunda-feira (5) o prefeito Rui Campos.";
  EXPECT_EQ(speaker_of_cue("pt", text, "disse"), "Ana Souza");
  EXPECT_EQ(speaker_of_cue("pt", text, "afirmou"), "Rui Campos");
  const std::string accused =
      "O procurador-geral, Caio Prates, denunciou ao STF o senador Rui Campos por corrupção.";
  EXPECT_EQ(speaker_of_cue("pt", accused, "denunciou"), "Caio Prates");
}

// "…, diz Rui Campos sobre a reforma", "…, said Trump after the rally": what the speaker spoke
// of, and when, may follow the inverted speaker before the clause ends.
TEST(VerbCues, WhatAndWhenTheSpeakerSpokeMayFollowTheInvertedSpeaker) {
  EXPECT_EQ(speaker_of_cue("pt",
                           "A obra atrasou. O plano vai funcionar, diz Rui Campos sobre a "
                           "reforma.",
                           "diz"),
            "Rui Campos");
  EXPECT_EQ(speaker_of_cue("pt",
                           "A obra atrasou. Vou cuidar da família agora, diz Rui Campos após "
                           "deixar o cargo.",
                           "diz"),
            "Rui Campos");
  EXPECT_EQ(speaker_of_cue("en",
                           "He arrived early. The plan will work, said Dana Whitfield "
                           "after the rally.",
                           "said"),
            "Dana Whitfield");
}

// "o comandante do Exército, general Rui Campos, disse": the name between the commas, after its
// title, is the subject.
TEST(VerbCues, ATitledNameBetweenCommasIsTheSubject) {
  const std::string text =
      "A operação começou no sábado. O comandante da tropa, general Rui Campos, disse que os "
      "soldados ficam até março.";
  EXPECT_EQ(speaker_of_cue("pt", text, "disse"), "Rui Campos");
}

// "O magistrado afirmou", "o delator disse": posts of the courts and of plea deals name a person.
TEST(VerbCues, APostOfTheCourtsOrAPleaDealNamesAPerson) {
  const std::string text =
      "A audiência foi adiada para março. O magistrado afirmou que as medidas não se justificam. "
      "O delator disse que entregou o dinheiro em espécie.";
  EXPECT_EQ(speaker_of_cue("pt", text, "afirmou"), "magistrado");
  EXPECT_EQ(speaker_of_cue("pt", text, "disse"), "delator");
  // Kin, victims and defendants speak in crime stories: "declarou a mãe de Gabriela".
  const std::string kin =
      "A jovem foi morta em março. \"Que eles paguem pelo que fizeram\", declarou a mãe de "
      "Gabriela. O réu negou o crime.";
  EXPECT_EQ(speaker_of_cue("pt", kin, "declarou"), "mãe de Gabriela");
  EXPECT_EQ(speaker_of_cue("pt", kin, "negou"), "réu");
}

// "Hale said, adding, “…”": "adding" before its comma or colon introduces more of the speaker's
// words, and goes on with the speaker of the verb just before it.
TEST(VerbCues, AddingAfterASpeechVerbGoesOnWithItsSpeaker) {
  const std::string text =
      "Tom Hale ran the port for a decade. The pier closed early, the Harbor Authority said, "
      "adding, \"Nobody was hurt.\"";
  EXPECT_EQ(speaker_of_cue("en", text, "adding,"), "Harbor Authority");
  const std::string colon = "\"It was close,\" Dana Reyes said, adding: \"We counted twice.\"";
  EXPECT_EQ(speaker_of_cue("en", colon, "adding:"), "Dana Reyes");
}

// "disse o então presidente da fundação, Rui Prado": a qualified post after the verb may give
// its holder's name after a comma, as a plain post does.
TEST(VerbCues, AQualifiedPostAfterTheVerbNamesTheHolderAfterAComma) {
  const std::string text =
      "O banco Arco abriu 40 vagas na área. \"Somos mais cobrados\", disse o então presidente do "
      "banco, Caio Prates.";
  EXPECT_EQ(speaker_of_cue("pt", text, "disse"), "Caio Prates");
}

// "O tenente-coronel da Polícia Militar Rui Campos": a hyphenated military post is a post.
TEST(Appositions, AHyphenatedMilitaryPostIsAPost) {
  const std::string text =
      "A casa foi cercada na noite de sábado. O tenente-coronel da Polícia Militar Rui Campos "
      "informou que a tropa foi chamada logo no começo.";
  EXPECT_EQ(speaker_of_cue("pt", text, "informou"), "Rui Campos");
  EXPECT_EQ(organization_of("pt", text, "Rui Campos"), "Polícia Militar");
}

// "o presidente americano, Ron Tate": a post with a nationality is that country's office, not the
// post of the company the story covers, where "o diretor, Caio Reis" is the company's.
TEST(Stakes, APostWithANationalityIsNotTheSubjects) {
  const std::string text =
      "A Lumia Motores vai fechar a fábrica de Betim. A Lumia Motores disse que a decisão é "
      "definitiva. \"É o fim de um ciclo\", afirmou o diretor, Caio Reis. O presidente "
      "americano, Ron Tate, disse que as tarifas vão continuar.";
  EXPECT_EQ(organization_of("pt", text, "Caio Reis"), "Lumia Motores");
  EXPECT_EQ(organization_of("pt", text, "Ron Tate"), "");
}

// "professor de Finanças na Universidade de Vale Claro": a field of study names no organization;
// the body after it does.
TEST(Appositions, AFieldOfStudyIsNoOrganization) {
  const std::string text =
      "\"Não é hora de pânico\", diz Lauro Dantas, professor de Finanças na Universidade de Vale "
      "Claro. \"It is a cycle,\" said Ana Prado, professor of Statistics at Harlow College.";
  EXPECT_EQ(organization_of("pt", text, "Lauro Dantas"), "Universidade de Vale Claro");
  EXPECT_EQ(organization_of("en", text, "Ana Prado"), "Harlow College");
}

// "a D.C.-based Democratic strategist": the initials' hyphen joins its word, and the role (with
// its party) reaches back to the article as for "a Washington-based" one.
TEST(Appositions, InitialsJoinedByAHyphenStayInTheRole) {
  const std::string text =
      "\"It will pass,\" said Lena Ortiz, a N.Y.-based consultant. \"Not this year,\" said Craig "
      "Voss, a D.C.-based Democratic strategist.";
  EXPECT_EQ(role_alone("en", text, "Lena Ortiz"), "N.Y.-based consultant");
  EXPECT_EQ(role_alone("en", text, "Craig Voss"), "D.C.-based Democratic strategist");
}

// English puts a party or a place's adjective before the role ("a longtime Republican
// strategist"); the apposition still gives the person that role.
TEST(Appositions, CapitalizedModifiersBeforeTheRoleStayInTheApposition) {
  const std::string text =
      "\"The suburbs decide it,\" said Tom Reyes, a longtime Republican strategist. \"Not money,\" "
      "said Lia Dunn, the former Democratic governor of Ohio. \"It helps,\" said Rui Campos, an "
      "Amazon engineer. \"It was strong,\" said Ana Prado, education and law professor at Harlow "
      "College.";
  EXPECT_EQ(role_alone("en", text, "Tom Reyes"), "longtime Republican strategist");
  EXPECT_EQ(role_alone("en", text, "Lia Dunn"), "former Democratic governor of Ohio");
  EXPECT_EQ(role_alone("en", text, "Rui Campos"), "engineer");
  EXPECT_EQ(organization_of("en", text, "Rui Campos"), "Amazon");
  EXPECT_EQ(organization_of("en", text, "Ana Prado"), "Harlow College");
}

// "Halbrook, N.J. Norvel, which paid ...": a state's abbreviation ends the place, though its
// period ended no sentence; the body named after it is not "N.J. Norvel", a person.
TEST(Appositions, AStatesAbbreviationIsNoPartOfTheNameAfterIt) {
  const std::string text =
      "Norvel Therapeutics raised a price, the company said.\n\nThe company has a campus in "
      "Halbrook, N.J. Norvel, which paid for the trip, showed the lab.\n\nIn a statement, Norvel "
      "said the price is fair.";
  EXPECT_EQ(speaker_of_cue("en", text, "said", 2), "Norvel");
  EXPECT_EQ(type_of("en", text, "Norvel"), SourceType::Organization);
}

// "sócia da consultoria Alísio Energia": a word of the body's kind between the preposition and
// the name leaves the name the organization; a first name there starts a person's.
TEST(Appositions, AKindWordBeforeTheBodysNameKeepsTheBody) {
  const std::string text =
      "A Ventara venceu o leilão, disse a Ventara. Beatriz Quental, sócia da consultoria Alísio "
      "Energia, disse que o preço é baixo. Rui Campos, ex-presidente da construtora Vale Forte, "
      "disse que a obra atrasa.";
  EXPECT_EQ(organization_of("pt", text, "Beatriz Quental"), "Alísio Energia");
  EXPECT_EQ(organization_of("pt", text, "Rui Campos"), "Vale Forte");
}

// "Team owner Gordon Petrakis", "the company's spokesman": the word before the post stands for
// the story's subject, as "the team said" does, and the person speaks for it.
TEST(Appositions, AReferenceBeforeThePostServesTheSubject) {
  const std::string text =
      "The Halvern Ironclads want a new ballpark. The Ironclads asked the city for $95 million, "
      "the Ironclads said, and would pay the rest.\n\nTeam owner Gordon Petrakis said attendance "
      "rose. The team's spokesman, Theo Barrick, said the lease runs 25 years. Council member Ana "
      "Ruiz said the city cannot pay.";
  EXPECT_EQ(organization_of("en", text, "Gordon Petrakis"), "Halvern Ironclads");
  EXPECT_EQ(organization_of("en", text, "Theo Barrick"), "Halvern Ironclads");
  EXPECT_EQ(organization_of("en", text, "Ana Ruiz"), "");
}

// An endowed post names its donors, "and" between them: "the Halden and Marta Ruiz Chair".
TEST(Appositions, AnEndowedPostKeepsTheDonorsNames) {
  const std::string text =
      "\"It can be paid for,\" said Tom Reyes, the Halden and Marta Ruiz Chair in Public "
      "Finance at the Lakeshore Institute.";
  EXPECT_EQ(role_alone("en", text, "Tom Reyes"),
            "Halden and Marta Ruiz Chair in Public Finance at the Lakeshore Institute");
  EXPECT_EQ(organization_of("en", text, "Tom Reyes"), "Lakeshore Institute");
}

// An English apposition's post and the body (or person) it serves, as `auditor analyze` gives
// them: nullptr where the case says nothing of one.
struct AppositionCase {
  const char* text;
  const char* name;
  const char* role;
  const char* organization;
};

// "with" and "to" name the body or person a post serves, but only right after a post and only
// before a name ("an analyst with experience" names no one); words in lower case between "the"
// and a body's name describe the body, which stays the organization, never a person named after
// the post; a body's name with "of" inside may stand before the post; "operative", "commentator"
// and "member" are posts.
const AppositionCase kBodiesAfterPosts[] = {
    {"\"It is hard to do,\" said Cal Ray, an attorney with the Harbor Legal Center.", "Cal Ray",
     "attorney with the Harbor Legal Center", "Harbor Legal Center"},
    {"\"It works,\" said Dora Vance, an analyst with experience in Asia.", "Dora Vance", nullptr,
     ""},
    {"\"Soon,\" said Rui Lemos, a former adviser and pollster to Mr. Ortiz.", "Rui Lemos", nullptr,
     "Ortiz"},
    {"Tom Hale, a top Democratic tech operative, warned the party.", "Tom Hale",
     "top Democratic tech operative", nullptr},
    {"\"Not yet,\" said Ana Prado, a veteran commentator.", "Ana Prado", "veteran commentator",
     nullptr},
    {"\"Fine,\" said Linda Reyes, a member of the Harbor Council.", "Linda Reyes",
     "member of the Harbor Council", "Harbor Council"},
    {"\"It is close,\" said Dana Wells, an elections analyst at the non-partisan Harbor Political "
     "Report.",
     "Dana Wells", nullptr, "Harbor Political Report"},
    {"Colin Marsh, a political scientist at the government-funded Lakeside Corporation, cited "
     "reports.",
     "Colin Marsh", nullptr, "Lakeside Corporation"},
    {"\"We sued,\" said Eva Rossi, an activist for the environmental group Blue Coast.",
     "Eva Rossi", nullptr, "Blue Coast"},
    {"\"It will matter,\" said Paul King, a University of Harbor political science professor.",
     "Paul King", "political science professor", "University of Harbor"},
};

TEST(Appositions, ABodyAfterAPostIsTheOrganizationItServes) {
  for (const AppositionCase& c : kBodiesAfterPosts) {
    if (c.role != nullptr) {
      EXPECT_EQ(role_alone("en", c.text, c.name), c.role) << c.text;
    }
    if (c.organization != nullptr) {
      EXPECT_EQ(organization_of("en", c.text, c.name), c.organization) << c.text;
    }
  }
  // The body named after the post is not a person introduced by it.
  EXPECT_NE(read_source("en", kBodiesAfterPosts[6].text, "Harbor Political Report",
                        [](const Source& s) { return std::string(to_string(s.type)); }),
            "person");
}

// "and" inside a body's name ("Center for Strategic and International Studies") joins it when a
// word of kind follows.
TEST(Appositions, AnAndInsideABodysNameKeepsTheWholeName) {
  const std::string text =
      "\"Context matters,\" said Ana Ruiz, co-director of the Liberty and Security Program at "
      "Lakeside University.";
  EXPECT_EQ(organization_of("en", text, "Ana Ruiz"), "Liberty and Security Program");
}

// "who was the mayor's top adviser": a relative clause giving only the role is an apposition.
TEST(Appositions, ARelativeClauseGivingTheRoleIsAnApposition) {
  EXPECT_EQ(
      role_alone("en", "\"We win,\" said Stuart Hale, who was Mayor Ortiz's top adviser in 2012.",
                 "Stuart Hale"),
      "top adviser");
  EXPECT_EQ(role_alone(
                "pt", "\"Vamos ganhar\", disse Ana Lopes, que foi secretária da Fazenda do estado.",
                "Ana Lopes"),
            "secretária da Fazenda do estado");
}

// "who took over as head of ...", "screenwriter Cole Haddon": posts given by a relative clause that
// says the person took them, and trades of the arts before a name.
TEST(Appositions, PostsTakenInARelativeClauseAndTradesOfTheArts) {
  EXPECT_EQ(role_alone("en",
                       "Lena Marsh, who took over as head of outreach in May, said the mayor "
                       "would win.",
                       "Lena Marsh"),
            "head of outreach");
  const std::string text = "\"Just saw the ad,\" screenwriter Cole Brandt wrote on Twitter.";
  EXPECT_EQ(role_alone("en", text, "Cole Brandt"), "screenwriter");
  EXPECT_EQ(speaker_of_cue("en", text, "wrote"), "Cole Brandt");
}

// "segundo levantamento divulgado nesta terça-feira (13) pela Acips", "a survey released on
// Tuesday by the Harbor Builders Association": the body that put the document out speaks.
TEST(Documents, ADocumentReleasedByABodyIsThatBodysWord) {
  EXPECT_EQ(
      speaker_of_cue("pt",
                     "As vendas bateram recorde em 2025, segundo levantamento divulgado "
                     "nesta terça-feira (13) pela Associação das Construtoras de Vila Sereno.",
                     "segundo"),
      "Associação das Construtoras de Vila Sereno");
  EXPECT_EQ(speaker_of_cue("en",
                           "Home sales hit a record in 2025, according to a survey released on "
                           "Tuesday by the Harbor Builders Association.",
                           "according to"),
            "Harbor Builders Association");
}

// "A Prefeitura divulgou uma nota ... Segundo o documento, ...": the document a body put out is its
// word when the article cites it again by its words or as "o documento"; "a lei" is another, and
// a balance sheet is the body's account but filed results: data, not claims to weigh.
TEST(Documents, TheDocumentABodyPutOutIsItsWordWhenCitedAgain) {
  const std::string note =
      "A Prefeitura de Vale Azul divulgou nesta segunda-feira uma nota sobre as obras. Segundo o "
      "documento, a ponte fica pronta em maio. A nota diz ainda que o custo subiu. Segundo a lei, "
      "a obra precisa de licença.";
  EXPECT_EQ(organization_of("pt", note, "documento"), "Prefeitura de Vale Azul");
  EXPECT_EQ(organization_of("pt", note, "nota"), "Prefeitura de Vale Azul");
  EXPECT_EQ(organization_of("pt", note, "lei"), "");
  const std::string accounts =
      "O Clube Vale Azul divulgou nesta segunda-feira o balanço financeiro de 2025. Segundo o "
      "documento, a venda de jogadores rendeu R$ 148 milhões.";
  EXPECT_EQ(organization_of("pt", accounts, "documento"), "Clube Vale Azul");
  EXPECT_EQ(
      read_source("pt", accounts, "documento",
                  [](const Source& s) { return std::string(s.statistics ? "data" : "claim"); }),
      "data");
}

// "A cofundadora, Júlia Tanaka": a co-founder with no body named works for the story's startup.
TEST(Stakes, ACoFounderWithNoBodyNamedIsTheSubjects) {
  const std::string text =
      "A Lavoura Viva, startup de Campinas, anunciou uma rodada. A Lavoura Viva diz atender 2.300 "
      "produtores. A cofundadora, Júlia Tanaka, disse que o modelo foi treinado com 15 safras.";
  EXPECT_EQ(organization_of("pt", text, "Júlia Tanaka"), "Lavoura Viva");
}

// "o diretor do hospital", "the director of the hospital": the hospital the article named before.
TEST(Appositions, APostOfTheHospitalServesTheHospitalNamedBefore) {
  const std::string pt =
      "O Hospital Regional de Vale Azul zerou a fila de cirurgias. \"Somos referência\", afirmou "
      "o diretor do hospital, Ricardo Lemos.";
  EXPECT_EQ(organization_of("pt", pt, "Ricardo Lemos"), "Hospital Regional de Vale Azul");
  const std::string en =
      "Mercy Ridge Hospital cleared its surgery backlog. \"We lead the state,\" said the director "
      "of the hospital, Tom Avery.";
  EXPECT_EQ(organization_of("en", en, "Tom Avery"), "Mercy Ridge Hospital");
}

// First names of international news (Claudio, Volker, Zeynep): a name that opens with one is a
// person's, with no post beside it.
TEST(Appositions, InternationalFirstNamesMakeAPerson) {
  EXPECT_EQ(type_of_source("en", "The vote was a mistake, Volker Brandis said on Monday.",
                           "Volker Brandis"),
            "person");
  EXPECT_EQ(type_of_source("pt", "A decisão foi um erro, afirmou Claudio Varnetti nesta segunda.",
                           "Claudio Varnetti"),
            "person");
  EXPECT_EQ(
      type_of_source("en", "The plan failed, Kwame Asantewaa said on Monday.", "Kwame Asantewaa"),
      "person");
}

// "Dirk Sprenger, his agent, said": an agent is a person by post, though the first name is in
// no list of first names (a name the lists lack, with no post, reads as a body's).
TEST(Appositions, AnAgentIsAPersonWhateverTheFirstName) {
  const std::string after =
      "Wessel Arendsen, his agent, said the client had turned down more money.";
  EXPECT_EQ(type_of_source("en", after, "Wessel Arendsen"), "person");
  EXPECT_EQ(role_alone("en", after, "Wessel Arendsen"), "his agent");
  const std::string before =
      "Vennik's agent, Wessel Arendsen, said his client had turned down higher wages.";
  EXPECT_EQ(type_of_source("en", before, "Wessel Arendsen"), "person");
  EXPECT_EQ(role_alone("en", before, "Wessel Arendsen"), "agent");
}

// "Depois do Palácio Azul, o presidente seguiu para o quartel": a name after a preposition, then
// a post whose finite verb follows it, opens the sentence with a place; the post is the clause's
// subject, not the place's apposition, and the post's words stop at the verb. An English "-ed"
// after a post may be a participle ("a reporter arrested in Moscow"): the apposition stands.
TEST(Appositions, APostWhoseVerbFollowsIsNoApposition) {
  const std::string pt =
      "Depois do Palácio Azul, o presidente seguiu para o quartel. “O dia é de luto”, disse "
      "Rui Campos.";
  EXPECT_NE(type_of_source("pt", pt, "Palácio Azul"), "person");
  EXPECT_EQ(role_alone("pt",
                       "O ex-diretor Caio Lemos narrou em delação que pagou a Rui Campos, o "
                       "empresário contou à polícia.",
                       "Rui Campos"),
            "empresário");
  EXPECT_EQ(role_alone("en",
                       "Reagan freed a spy in exchange for Nick Dorsey, a reporter for the Harbor "
                       "Ledger arrested in Moscow.",
                       "Nick Dorsey"),
            "reporter for the Harbor Ledger");
}

// Words that open sentences or captions ("Ninguém diz", "Imagens mostram") are nobody speaking;
// a press office ("Assessoria informa") speaks for a body, not as a person.
TEST(SourceNames, SentenceOpenersAreNoOneAndAPressOfficeIsNoPerson) {
  const std::string text =
      "O deputado Caio Lemos negou as acusações. Ninguém diz isso em público. Imagens mostram o "
      "deputado no aeroporto. Assessoria informa que ele viajou a trabalho.";
  EXPECT_EQ(type_of_source("pt", text, "Ninguém"), "(no source)");
  EXPECT_EQ(type_of_source("pt", text, "Imagens"), "(no source)");
  EXPECT_EQ(type_of_source("pt", text, "Assessoria"), "organization");
}

// "contou a professora à TV do Vale", "an adviser to reporters": whom the speaker told is no
// part of the post, and the outlet told is no person holding it.
TEST(VerbCues, WhomThePostTellsIsNoPartOfIt) {
  const std::string text = "“A escola fechou sem aviso”, contou a professora à TV do Vale.";
  EXPECT_EQ(speaker_of_cue("pt", text, "contou"), "professora");
  EXPECT_NE(type_of_source("pt", text, "TV do Vale"), "person");
}

// "who was White House communications director": the opener stands where an article would, so
// the capitalized body before the post is its organization, not a word of the post.
TEST(Appositions, ARelativeClauseOpensTheBodyBeforeThePost) {
  const std::string text =
      "\"It is a fair question,\" said Rita Dunmore, who was White House communications director "
      "until 2011.";
  EXPECT_EQ(role_alone("en", text, "Rita Dunmore"), "communications director");
  EXPECT_EQ(organization_of("en", text, "Rita Dunmore"), "White House");
}

// "an aide to Senate Majority Leader Mitch McConnell": the titled person after the preposition
// is whom the post serves; the title is theirs, and the post is the one the apposition gives.
TEST(Appositions, ATitledPersonAfterThePostIsWhomItServes) {
  const std::string aide =
      "\"Nobody wins,\" said Carl Mendes, a former chief aide to Senate Majority Leader Dana "
      "Corbin "
      "who now runs a super PAC.";
  EXPECT_EQ(role_alone("en", aide, "Carl Mendes"),
            "former chief aide to Senate Majority Leader Dana Corbin");
  EXPECT_EQ(organization_of("en", aide, "Carl Mendes"), "Dana Corbin");
  EXPECT_EQ(role_alone("en", aide, "Dana Corbin"), "Senate Majority Leader");
  // A title that is itself a post of the lexicon ("House Speaker") opens the name the same way.
  const std::string spokesman =
      "Hugo Brandt, a spokesman for House Speaker Lena Ortiz, said the remarks were wrong.";
  EXPECT_EQ(organization_of("en", spokesman, "Hugo Brandt"), "Lena Ortiz");
  EXPECT_EQ(role_alone("en", spokesman, "Lena Ortiz"), "House Speaker");
  // "President Tom Harlan's Treasury Department": a possessive name is no person served.
  const std::string official =
      "\"It adds up,\" said Leo Burns, a former official in President Tom Harlan's Treasury "
      "Department.";
  EXPECT_NE(organization_of("en", official, "Leo Burns"), "Tom Harlan");
}

// "Tom Ferris, 30, a member of the machinists' union": the age between the name and the
// apposition does not keep the post from the name.
TEST(Appositions, AnAgeBetweenTheNameAndThePostIsSkipped) {
  const std::string text =
      "\"We want the jobs back,\" said Tom Ferris, 30, a member of the Harbor Machinists Union.";
  EXPECT_EQ(role_alone("en", text, "Tom Ferris"), "member of the Harbor Machinists Union");
  EXPECT_EQ(role_alone("pt",
                       "Marta Leal, 45, professora da Universidade Federal do Sul, disse que "
                       "o plano falhou.",
                       "Marta Leal"),
            "professora da Universidade Federal do Sul");
  // A post of one word, before the verb.
  EXPECT_EQ(role_alone("en", "Mai Lin, 60, a doctor, said she was elated.", "Mai Lin"), "doctor");
}

// "a 31-year-old payroll clerk from Dover": the age reads like an adjective of the post.
TEST(Appositions, AnAgeBeforeThePostIsOneOfItsWords) {
  EXPECT_EQ(role_alone("en",
                       "Amy Tolland, a 31-year-old payroll clerk from Dover, said she was "
                       "undecided.",
                       "Amy Tolland"),
            "31-year-old payroll clerk from Dover");
}

// "the Democratic chairman of suburban Harbor's Bucks County": capitalized words with a
// possessive inside are a place or a body, never the person holding the post.
TEST(Appositions, APossessiveInsideCapitalizedWordsIsNoPersonsName) {
  const std::string text =
      "Jon Velez, the Democratic chairman of suburban Lakeside's Bucks County, praised the plan.";
  EXPECT_NE(read_source("en", text, "Lakeside's Bucks County",
                        [](const Source& s) { return std::string(to_string(s.type)); }),
            "person");
  // A possessive at the end is the person's own: "President Dana Reyes's plan" names her.
  EXPECT_EQ(role_alone("en", "Critics of President Dana Reyes's plan were heard, said Jon Velez.",
                       "Dana Reyes"),
            "President");
}

// Titles of office before a name: "Lakeside County Recorder Joan Avery", "Public Advocate".
TEST(Appositions, LocalOfficeTitlesBeforeANameAreRoles) {
  EXPECT_EQ(
      role_alone("en", "\"We erred,\" Lakeside County Recorder Joan Avery said.", "Joan Avery"),
      "Recorder");
  EXPECT_EQ(organization_of("en", "\"We erred,\" Lakeside County Recorder Joan Avery said.",
                            "Joan Avery"),
            "Lakeside County");
  EXPECT_EQ(
      role_alone("en", "\"It is a crime,\" City Public Advocate Nora Blake said.", "Nora Blake"),
      "Public Advocate");
}

// "who teaches airline operations at Harlow University": a clause of work in a field gives the
// post and the body after its preposition; a place after "in" is no employer.
TEST(Appositions, AClauseOfWorkInAFieldGivesThePostAndTheBody) {
  const std::string text =
      "\"They sold too many flights,\" said Rafe Minter, who teaches airline operations at Harlow "
      "University.";
  EXPECT_EQ(role_alone("en", text, "Rafe Minter"), "teaches airline operations");
  EXPECT_EQ(organization_of("en", text, "Rafe Minter"), "Harlow University");
  EXPECT_EQ(type_of_source("en", text, "Rafe Minter"), "person");
  const std::string pt =
      "\"O índice engana\", disse Lívia Março, que pesquisa avaliação escolar na Universidade "
      "Federal do Cerrado.";
  EXPECT_EQ(organization_of("pt", pt, "Lívia Março"), "Universidade Federal do Cerrado");
  const std::string place = "\"It is noise,\" said Rafe Minter, who studies rankings in Denver.";
  EXPECT_EQ(organization_of("en", place, "Rafe Minter"), "");
}

// "who runs the Harbor Food Bank", "que preside o Tribunal Harbor": a relative clause saying what
// body the person runs or whom they work for gives the organization.
TEST(Appositions, ARelativeClauseNamingAnEmployerGivesTheOrganization) {
  EXPECT_EQ(organization_of("en", "\"We grew,\" said Ana Lima, who runs the Harbor Food Bank.",
                            "Ana Lima"),
            "Harbor Food Bank");
  EXPECT_EQ(organization_of("en",
                            "\"He may have written his obituary,\" said Eric Wills, who worked "
                            "for Ohio Gov. Tom Reis before he dropped out.",
                            "Eric Wills"),
            "Tom Reis");
  EXPECT_EQ(organization_of("pt",
                            "\"Crescemos\", disse Rui Prado, que trabalhou para o governador Tom "
                            "Reis.",
                            "Rui Prado"),
            "Tom Reis");
  EXPECT_EQ(organization_of("pt", "\"Crescemos\", disse Ana Lima, que dirige o Instituto Harbor.",
                            "Ana Lima"),
            "Instituto Harbor");
  // "who leads" a person is a race, not an employer.
  EXPECT_EQ(organization_of("en",
                            "\"It is over,\" said Dana Reyes, who leads Tom Hale 1,310 to 1,092 "
                            "in pledged delegates.",
                            "Dana Reyes"),
            "");
}

std::string party_of(const std::string& language, const std::string& text,
                     const std::string& name) {
  return read_source(language, text, name, [](const Source& s) { return s.party; });
}

TEST(PartyNames, AnAcronymIsTheBodyNamedInFull) {
  const std::string text =
      "O Ministério Público Federal denunciou o ex-diretor. Segundo o MPF, o desvio durou dois "
      "anos.";
  EXPECT_EQ(party_of("pt", text, "MPF"), "Ministério Público Federal");
}

// The presidency speaks from its palace and its cabinet offices: one party
// (organizations.aliases), whichever name a statement gives it.
TEST(PartyNames, ThePalaceIsThePresidency) {
  const std::string text =
      "O Palácio do Planalto informou que o decreto sai na sexta. Segundo o GSI, a segurança foi "
      "reforçada.";
  EXPECT_EQ(party_of("pt", text, "Palácio do Planalto"), "Presidência da República");
  EXPECT_EQ(party_of("pt", text, "GSI"), "Presidência da República");
}

// A regulator quoted more than the business it regulates is not the story's subject when the text
// calls its subject "a empresa": the word stands for no public body, so the business named in the
// lede is the subject, and the regulator's director speaks for no side of it.
TEST(Stakes, ARegulatorQuotedMoreThanTheBusinessIsNotTheSubject) {
  const std::string text =
      "Pedágio eletrônico começa a funcionar\n\nA concessionária Via Norte Concessões inaugurou "
      "nesta segunda o pedágio eletrônico da rodovia. A Via Norte Concessões passou a cobrar por "
      "pórticos. A Agência Estadual de Transportes informou que aprovou o projeto em 2023. Segundo "
      "a Agência Estadual de Transportes, a tarifa subiu 4%. O diretor da agência, Caio Reis, "
      "disse que a fiscalização continua. A agência informou que fará nova vistoria em março. O "
      "gerente da empresa, Rui Lobo, disse que o sistema funciona.";
  EXPECT_EQ(stake_of("pt", text, "Rui Lobo"), "subject");
  EXPECT_EQ(organization_of("pt", text, "Rui Lobo"), "Via Norte Concessões");
  EXPECT_EQ(stake_of("pt", text, "Caio Reis"), "independent");
}

// A pró-reitor holds a post inside the college the story covers.
TEST(Stakes, AProRectorSpeaksForTheCollege) {
  const std::string text =
      "A Faculdade Vale Azul anunciou que 95% dos formados estão empregados. A Faculdade Vale Azul "
      "tem 4 mil alunos. O número foi apresentado pelo pró-reitor acadêmico, Otávio Renner, numa "
      "coletiva.";
  EXPECT_EQ(stake_of("pt", text, "Otávio Renner"), "subject");
}

// A bare "presidente" introduced right after a club the story covers is the club's; in a story
// about a court the same title is the country's.
TEST(Stakes, AClubsPresidentSpeaksForTheClub) {
  const std::string club =
      "O Aurora Futebol Clube anunciou o maior quadro de sócios da sua história. O Aurora Futebol "
      "Clube tem 60 mil sócios. A marca foi apresentada pelo presidente Otávio Brandão.";
  EXPECT_EQ(stake_of("pt", club, "Otávio Brandão"), "subject");
  const std::string court =
      "O Supremo Tribunal Federal julgou o caso. O Supremo Tribunal Federal manteve a decisão. "
      "O presidente Michel Temer criticou o julgamento.";
  EXPECT_NE(stake_of("pt", court, "Michel Temer"), "subject");
}

// "Henrique Valadares, diretor comercial da Rota Serrana" in a story about the Viação Rota
// Serrana: the employer, named without its word of kind, is that body.
TEST(Stakes, AnEmployerNamedWithoutItsKindIsTheBodyNamedInFull) {
  const std::string text =
      "A Viação Rota Serrana abriu uma linha nova. A Viação Rota Serrana cobra R$ 90 pela "
      "passagem. O diretor comercial da Rota Serrana, Henrique Valadares, disse que a linha é a "
      "mais rápida do estado.";
  EXPECT_EQ(stake_of("pt", text, "Henrique Valadares"), "subject");
}

// A regulator named for a place ("do Planalto", a region here) is its own party, as a university
// so named is (sources.self-standing-bodies), not the presidency the place's name may stand for.
TEST(PartyNames, ARegulatorNamedForAPlaceIsItsOwnParty) {
  const std::string text =
      "A Agência Reguladora de Transportes do Planalto informou que a tarifa sobe em março.";
  EXPECT_EQ(party_of("pt", text, "Agência Reguladora de Transportes do Planalto"),
            "Agência Reguladora de Transportes do Planalto");
}

// The body named by its kind speaks through a verb too, before it or after "segundo" and a verb.
TEST(PartyNames, ABodyNamedByItsKindSpeaksThroughAVerb) {
  const std::string text =
      "A Prefeitura de Itanhém abriu 40 vagas em creches. A administração municipal disse que as "
      "obras terminam em maio. A entrega depende da agenda do governador, segundo informou a "
      "administração municipal.";
  EXPECT_EQ(speaker_of_cue("pt", text, "disse"), "Prefeitura");
  EXPECT_EQ(speaker_of_cue("pt", text, "segundo"), "Prefeitura");
  EXPECT_EQ(party_of("pt", text, "Prefeitura"), "Prefeitura de Itanhém");
}

// "Segundo apurou a TV Vale": the outlet that found it out, past the verb.
TEST(PartyNames, AnOutletFindingThingsOutIsTheSourceAfterSegundo) {
  const std::string text =
      "A comitiva tinha 40 pessoas. Segundo apurou a TV Vale, o grupo ficou três dias no hotel.";
  EXPECT_EQ(speaker_of_cue("pt", text, "Segundo"), "TV Vale");
}

// A signature run into the next paragraph: the capitalized article starts the next name.
TEST(PartyNames, ACapitalizedArticleEndsTheNameBeforeIt) {
  const std::string text =
      "O partido publicou a carta nesta quarta. Marta Leal, presidente nacional do PSB O Grupo "
      "Alvorada divulgou a seguinte nota: a emissora não comenta cartas de partidos.";
  EXPECT_EQ(organization_of("pt", text, "Marta Leal"), "PSB");
  EXPECT_EQ(party_of("pt", text, "Grupo Alvorada"), "Grupo Alvorada");
}

TEST(PartyNames, ABodyNamedByItsKindIsTheBodyNamedInFull) {
  const std::string text =
      "A Prefeitura de Itanhém abriu 40 vagas em creches. As obras terminam em maio, segundo a "
      "administração municipal.";
  EXPECT_EQ(party_of("pt", text, "Prefeitura"), "Prefeitura de Itanhém");
}

TEST(InternalRoles, ACompanysPostStillWorksForTheSubject) {
  const std::string text =
      "A Vivaz lançou a rede nova. A Vivaz investiu no interior, disse a Vivaz. \"Vamos cobrir o "
      "estado\", afirmou o diretor comercial Paulo Rezende.";
  EXPECT_EQ(organization_of("pt", text, "Paulo Rezende"), "Vivaz");
}

// ---- titles of office and the places after a role ----------------------------------------------

// "role / stake" of the source named `name`.
std::string role_of(const std::string& language, const std::string& text, const std::string& name) {
  return read_source(language, text, name,
                     [](const Source& s) { return s.role + " / " + to_string(s.stake); });
}

// "The company" stands for whatever the story is about: it does not make a quoted expert's
// program, named once in her post, the subject, however often she speaks.
// The party the analysis says the story is about ("(not analyzed)" when it fails).
std::string subject_of(const std::string& language, const std::string& text) {
  std::unique_ptr<Analyzed> r = analyze(language, text);
  return r ? r->analysis.subject : "(not analyzed)";
}

TEST(Stakes, AQuotedExpertsBodyNamedOnceIsNotTheSubject) {
  const std::string text =
      "Harbor Wireless suspended 125,000 accounts this year. The company said it acted on threats. "
      "\"It is hard to define,\" said Ana Ruiz, co-director of the Free Speech Program at Lakeside "
      "University. \"Context matters,\" Ruiz said. \"Rules help,\" she said. The company declined "
      "to say how many accounts came back. \"Nobody knows,\" Ruiz said.";
  EXPECT_NE(subject_of("en", text), "Free Speech Program");
  EXPECT_NE(role_of("en", text, "Ana Ruiz").find("/ independent"), std::string::npos)
      << role_of("en", text, "Ana Ruiz");
}

// "Romanian" before "the Romanian Intelligence Service", "German said": a people's word read as a
// body is no short form of the body whose name it opens, and no party the story is about.
TEST(Stakes, APeoplesWordIsNeitherABodysShortNameNorTheSubject) {
  const std::string hacker =
      "The Romanian hacker pleaded guilty on Wednesday. He had hacked the director of the Romanian "
      "Intelligence Service. Romanian prosecutors said he acted alone. \"He is sorry,\" said his "
      "lawyer, Dan Voicu. Romanian officials said the case was closed. The Romanian said little.";
  EXPECT_NE(subject_of("en", hacker), "Romanian Intelligence Service");
  EXPECT_NE(subject_of("en", hacker), "Romanian");
  const std::string carmaker =
      "German carmakers cut jobs. German said on Monday it would appeal. \"We will fight,\" German "
      "said. German added that sales fell. The ruling was a blow, German said.";
  EXPECT_EQ(subject_of("en", carmaker), "");
}

// "Ribeirão Alto" for "Esporte Clube Ribeirão Alto" counts as a naming of the club (its words of
// kind, two of them, left out): the club is named twice and is the subject.
TEST(Stakes, ANameWithoutItsWordsOfKindNamesTheBody) {
  const std::string text =
      "Ribeirão Alto vende nome do estádio\n\n"
      "O Esporte Clube Ribeirão Alto anunciou a venda do nome do estádio à Lucrix. \"É um dia "
      "histórico para o Ribeirão Alto\", disse o presidente do clube, Otávio Sarmento. "
      "\"Queremos crescer no interior\", afirmou Caio Drummond, diretor de marketing da Lucrix. "
      "A Lucrix paga R$ 18 milhões por ano, disse Drummond.";
  EXPECT_EQ(subject_of("pt", text), "Esporte Clube Ribeirão Alto");
}

// Of two parties at the same score, an institution the lede names by its word of kind is the
// subject, not the research centre of an economist quoted at length.
TEST(Stakes, ATieGoesToTheInstitutionTheLedeNames) {
  const std::string text =
      "A Faculdade Horizonte, instituição privada de Vila Serena, passou a anunciar que 92% de "
      "seus formados estão empregados. O número foi apresentado pelo pró-reitor, Túlio Varela.\n\n"
      "\"Isso nos coloca como a faculdade com a melhor empregabilidade do estado\", afirmou o "
      "pró-reitor. A assessoria da Faculdade Horizonte informou depois que 480 ex-alunos "
      "responderam.\n\n"
      "A economista Marta Lins, pesquisadora do Núcleo de Estudos do Trabalho da Universidade "
      "Federal de Vila Serena, cruzou a lista de formados com a base oficial de empregos. \"O "
      "índice real deve ficar abaixo de 70%\", disse Lins. Segundo ela, pesquisas por telefone "
      "inflam o número.\n\n"
      "A Faculdade Horizonte afirma que vai publicar os dados.";
  EXPECT_EQ(subject_of("pt", text), "Faculdade Horizonte");
}

// "The Merrow State Lottery sold ... the lottery's board": a body named once in full and then by
// its own word of kind is named again each time, and is the subject.
TEST(Stakes, ABodyCalledByItsWordOfKindIsNamedAgain) {
  const std::string text =
      "The Merrow State Lottery sold $2.41 billion in tickets this year, officials said. Lottery "
      "director Paul Whitcombe said online play grew 64%. The lottery's board approved the "
      "transfers, and the lottery will keep its app. Denise Okafor, executive director of the "
      "Merrow Council on Problem Gambling, said calls rose. Okafor said the council needs money.";
  EXPECT_EQ(subject_of("en", text), "Merrow State Lottery");
}

// "the Lamplighters' president", "Brantford Bay Tenants' Union": a plural's possessive names the
// body a person works for, and a body of a place's people is not the place.
TEST(Stakes, APluralsPossessiveNamesTheBodyAndAPeoplesBodyIsNotThePlace) {
  const std::string team =
      "The Harbor City Lamplighters drew 9,412 fans on Saturday, the team said. \"We are "
      "growing,\" said Marcy Delacroix, the Lamplighters' president.";
  EXPECT_EQ(read_source("en", team, "Marcy Delacroix",
                        [](const Source& s) { return s.organization + " / " + to_string(s.type); }),
            "Lamplighters / person");
  const std::string city =
      "Brantford Bay counted 1,412 homeless people, the city said. Brantford Bay opened two "
      "shelters. Priya Natarajan, who directs the Brantford Bay Tenants' Union, said the count "
      "misses many people.";
  EXPECT_NE(read_source("en", city, "Brantford Bay", [](const Source& s) { return s.party; }),
            "Brantford Bay Tenants' Union");
}

// "Northgate Harbor Ventures, which led the round": a fund named before the cue led the company's
// round, and its partner argues the company's side.
TEST(Stakes, AFundThatLedTheRoundNamedBeforeTheCueIsAnInvestor) {
  const std::string text =
      "Quillstack opened an office in Lisbon, Quillstack said. Gideon Strand, a partner at "
      "Northgate Harbor Ventures, which led the round that set the company's valuation, said the "
      "firm stood behind it.";
  EXPECT_EQ(role_of("en", text, "Gideon Strand"),
            "partner at Northgate Harbor Ventures / interested");
}

// "her office says": a governor's office argues her side, as she does; it is no agency's data.
TEST(Stakes, AnOfficeHoldersOfficeArguesTheirSide) {
  const std::string text =
      "Gov. Dana Whitaker on Wednesday unveiled a tax plan, a move her office says would save the "
      "average family $1,200 a year. Whitaker said the cuts would pay for themselves.";
  EXPECT_EQ(read_source("en", text, "Dana Whitaker office",
                        [](const Source& s) {
                          return std::string(to_string(s.stake)) + (s.official ? " official" : "");
                        }),
            "interested");
}

// A secretaria in a story about the Prefeitura is the city hall's, unless a word puts it at
// another level of government ("estadual").
TEST(Stakes, ASecretariaBelongsToThePrefeituraTheStoryIsAbout) {
  const std::string city =
      "A Prefeitura de Campinas anunciou um reajuste na tarifa. A Prefeitura de Campinas diz que "
      "o diesel subiu. Segundo a Secretaria de Transportes, o aumento cobre a alta do diesel.";
  auto stake = [](const Source& s) { return std::string(to_string(s.stake)); };
  EXPECT_EQ(read_source("pt", city, "Secretaria de Transportes", stake), "subject");
  const std::string state =
      "A Prefeitura de Campinas anunciou um reajuste na tarifa. A Prefeitura de Campinas diz que "
      "o diesel subiu. Segundo a Secretaria Estadual de Transportes, o aumento é alto.";
  EXPECT_NE(read_source("pt", state, "Secretaria Estadual de Transportes", stake), "subject");
}

// "the Lumora Cell 2": a name with its model number after "the" is the company's product.
TEST(Stakes, AProductWithItsModelNumberIsNotTheSubject) {
  const std::string text =
      "Lumora Energy on Tuesday unveiled the Lumora Cell 2, a home battery that the company says "
      "stores twice as much energy. The Lumora Cell 2 ships in April, Lumora said. Lumora says the "
      "Cell 2 charges 40% faster than rival batteries.";
  EXPECT_EQ(subject_of("en", text), "Lumora Energy");  // "Energy" names a firm
}

// A body named only in its analyst's post, however often, tells who speaks; the story is the
// market's. Named on its own as well, it is what the story is about.
TEST(Stakes, ABodyNamedOnlyInItsPeoplesPostsIsNotTheSubject) {
  const std::string market =
      "O dólar caiu 2% nesta sexta. \"A queda reflete a política\", disse o diretor de câmbio do "
      "Banco Vertente, Caio Prado. Segundo ele, a moeda tende a cair. \"O câmbio tinha gordura\", "
      "afirmou o diretor do Banco Vertente, Caio Prado.";
  EXPECT_EQ(subject_of("pt", market), "");
  const std::string bank =
      "O Banco Vertente demitiu 300 pessoas. O Banco Vertente disse que vai "
      "contratar em 2019. \"A queda reflete a política\", disse o diretor "
      "de câmbio do Banco Vertente, Caio Prado.";
  EXPECT_EQ(subject_of("pt", bank), "Banco Vertente");
}

// Someone who left a post speaks for themselves, not for the body the story is about.
TEST(Stakes, AFormerOfficialHasNoStakeInTheBody) {
  const std::string story =
      "The Harbor Authority raised its fees on Monday. The Harbor Authority said the money pays "
      "for dredging. \"It is still the cheapest port on the coast,\" said Lia Dunn, ";
  EXPECT_EQ(role_of("en", story + "a Harbor Authority director.", "Lia Dunn"),
            "director / subject");
  EXPECT_EQ(role_of("en", story + "a former Harbor Authority director.", "Lia Dunn"),
            "former Harbor Authority director / unknown");
  const std::string historia =
      "A Autoridade Portuária do Recife aumentou as tarifas. A Autoridade Portuária do Recife diz "
      "que o dinheiro paga a dragagem. \"Ainda é o porto mais barato\", disse Lia Dunn, ";
  EXPECT_EQ(role_of("pt", historia + "diretora da Autoridade Portuária do Recife.", "Lia Dunn"),
            "diretora da Autoridade Portuária do Recife / subject");
  EXPECT_EQ(role_of("pt", historia + "ex-diretora da Autoridade Portuária do Recife.", "Lia Dunn"),
            "ex-diretora da Autoridade Portuária do Recife / unknown");
}

// Up to five words qualify a post in an apposition ("a veteran New Hampshire GOP leader"), but a
// verb ("is", "foi") or a word in "-ing" ends them: what stands before is a clause, and the name
// before its comma holds no post ("the city hall, Ruiz is defending her budget cuts").
TEST(Roles, AnAppositionsModifiersStopAtAVerb) {
  EXPECT_EQ(role_of("en",
                    "\"It calls for that moment,\" said Tom Hale, a veteran New Hampshire GOP "
                    "leader.",
                    "Tom Hale"),
            "veteran New Hampshire GOP leader / subject");
  const std::string clause =
      role_of("en",
              "Speaking at the Harbor Center, Ruiz is defending his "
              "executive actions to tighten checks. \"It works,\" Ruiz said.",
              "Harbor Center");
  EXPECT_EQ(clause.find("defending"), std::string::npos) << clause;
  const std::string firm = role_of("en",
                                   "Greg Hale, chief executive of Harbor Jet Services, an aviation "
                                   "consulting firm and charter broker, said the jet was rare.",
                                   "Harbor Jet Services");
  EXPECT_EQ(firm.find("broker"), std::string::npos) << firm;
}

// "o ex-ministro da Saúde Ana Prado, vice-presidente do PRT": the post held now, named after
// the one left, is whom she speaks for.
TEST(Stakes, APostHeldNowOutranksOneLeft) {
  const std::string text =
      "O PRT decide o candidato em março. \"O nome sai em abril\", disse o ex-ministro da Saúde "
      "Ana Prado, vice-presidente do PRT.";
  EXPECT_EQ(role_of("pt", text, "Ana Prado"), "vice-presidente do PRT / subject");
}

// The names of every source the analysis found, comma-separated.
std::string source_names(const std::string& language, const std::string& text) {
  auto r = analyze(language, text);
  if (!r) return "(not analyzed)";
  std::string names;
  for (const Source& s : r->analysis.sources) names += (names.empty() ? "" : ", ") + s.name;
  return names;
}

TEST(OfficeTitles, AnAbbreviatedOfficeIsTheRoleOfAnOfficeHolder) {
  const std::string text =
      "Gov. Lena Ortiz signed the budget on Monday. \"We balanced it,\" Ortiz said.";
  EXPECT_EQ(role_of("en", text, "Lena Ortiz"), "Gov. / interested");
}

TEST(OfficeTitles, ACourtesyTitleIsNoRole) {
  const std::string text = "Dr. Lena Ortiz signed the letter on Monday, Ortiz said.";
  EXPECT_EQ(role_of("en", text, "Lena Ortiz"), " / unknown");
}

TEST(RolePlaces, TheStateASenatorIsFromIsNoPerson) {
  const std::string text =
      "Officials praised Ortiz - a second-term senator from New Mexico, who faces a hard race.";
  EXPECT_EQ(source_names("en", text).find("New Mexico"), std::string::npos)
      << source_names("en", text);
}

// "according to Halden Media’s ad tracker": the source is the body the possessive names; a name
// that speaks with its "'s" is written that way.
TEST(Possessives, APossessiveNamesTheBodyItEndsWith) {
  const std::string text =
      "The campaign spent $4 million on ads, according to Halden Media’s ad tracker. Harbor Macy's "
      "says its sales fell.";
  const std::string names = source_names("en", text);
  EXPECT_NE(names.find("Halden Media"), std::string::npos) << names;
  EXPECT_EQ(names.find("Halden Media’s"), std::string::npos) << names;
  EXPECT_NE(names.find("Harbor Macy's"), std::string::npos) << names;
}

// A headline names the speaker by surname before the body names him in full: one source, whose
// statements are all his.
TEST(Surnames, AHeadlineSurnameIsThePersonTheBodyNames) {
  const std::string text =
      "Okafor says the port deal is dead\n\nThe port deal collapsed on Monday. \"There is nothing "
      "left to sign,\" said Daniel Okafor, the harbor board's chairman. Okafor said the board "
      "would meet again in May.";
  EXPECT_EQ(source_names("en", text), "Daniel Okafor");
}

// "Mr Okafor": a title without its period, as British papers write it, is no part of the name.
TEST(Surnames, ATitleWithoutItsPeriodIsNoPartOfTheName) {
  const std::string text =
      "Daniel Okafor, the harbor board's chairman, spoke first. \"We will not sign,\" Mr Okafor "
      "said.";
  EXPECT_EQ(source_names("en", text), "Daniel Okafor");
}

// "told Harbor News Monday": the weekday says when, and is no part of the outlet's name.
TEST(Surnames, AWeekdayEndsAName) {
  const std::string text =
      "Ana Ruiz spoke on Sunday. \"It is a real concern,\" Ruiz, 69, told Harbor Radio Monday when "
      "asked about the vote.";
  const std::string names = source_names("en", text);
  EXPECT_EQ(names.find("Monday"), std::string::npos) << names;
}

// "Though Okafor said": the conjunction opening the sentence is no part of the name.
TEST(Surnames, AConjunctionOpeningTheSentenceIsNoPartOfTheName) {
  const std::string text =
      "Daniel Okafor, the harbor board's chairman, spoke first. Though Okafor said the deal was "
      "dead, the board met again.";
  EXPECT_EQ(source_names("en", text), "Daniel Okafor");
}

// "Donald J. Trump": a middle initial's period is inside the name, and "Mr. Trump" is him.
TEST(Surnames, AMiddleInitialStaysInTheName) {
  const std::string text =
      "The plan drew fire on Monday. \"It will fail,\" said Lena M. Ortiz, the board's chair. "
      "Mayor Frank G. Halden said the city was ready. Ms. Ortiz said later that she would not "
      "back down.";
  EXPECT_EQ(source_names("en", text), "Lena M. Ortiz, Frank G. Halden");
  EXPECT_EQ(speaker_of_cue("en", text, "said", 3), "Lena M. Ortiz");
}

// "Os delatores Rui Paiva e Otávio de Lemos": "e" between two full names joins two people, where
// "Costa e Silva" is one surname.
TEST(NamePairs, AndBetweenTwoFullNamesIsTwoPeople) {
  const std::string text =
      "Os delatores Rui Paiva e Otávio de Lemos afirmaram que a obra foi direcionada. Paiva "
      "disse que pagou a propina.";
  const std::string names = source_names("pt", text);
  EXPECT_EQ(names.find("Rui Paiva e"), std::string::npos) << names;
  EXPECT_NE(names.find("Rui Paiva"), std::string::npos) << names;
  EXPECT_EQ(speaker_of_cue("pt", text, "disse"), "Rui Paiva");
}

TEST(NamePairs, TwoFirstNamesJoinedAreTwoPeople) {
  const std::string text = "Débora e Caio contaram que o barco virou perto da praia.";
  EXPECT_EQ(source_names("pt", text).find("Débora e Caio"), std::string::npos)
      << source_names("pt", text);
}

TEST(NamePairs, ASurnameJoinedByEIsOneName) {
  const std::string text =
      "A delegada Graziela Moura da Costa e Silva disse que o inquérito está no fim. O general "
      "Joaquim Prado e Luna afirmou que a tropa fica.";
  const std::string names = source_names("pt", text);
  EXPECT_NE(names.find("Graziela Moura da Costa e Silva"), std::string::npos) << names;
  EXPECT_NE(names.find("Joaquim Prado e Luna"), std::string::npos) << names;
}

// "investigators said they found": the pronoun is the group that spoke, not the person named
// before it.
TEST(PronounGender, TheyAfterAGroupsVerbIsThatGroup) {
  const std::string text =
      "Ana Ruiz, the agency's director, spoke on Monday. Investigators said they found no trace of "
      "the files.";
  EXPECT_NE(speaker_of_cue("en", text, "found"), "Ana Ruiz");
}

// "Okafor’s reported net worth": a past participle after a named person's possessive describes
// a noun; "Okafor's claims that" are still his.
TEST(VerbCues, AParticipleAfterAPossessiveDescribesItsNoun) {
  const std::string text =
      "Daniel Okafor owns three hotels. The hotels make up a tiny part of Okafor’s reported net "
      "worth. Okafor's claims that he is worth $9 billion went unchallenged.";
  EXPECT_EQ(speaker_of_cue("en", text, "reported"), "(missing cue)");
  EXPECT_EQ(speaker_of_cue("en", text, "claims"), "Daniel Okafor");
}

// "in the new survey" credits the survey; "in the New Harbor Times" names a paper whole.
TEST(VerbCues, ACapitalizedWordEndsNoPrepositionCue) {
  const std::string text = "The essay ran in the New Harbor Times on Monday.";
  EXPECT_EQ(source_names("en", text).find("Harbor Times"), std::string::npos)
      << source_names("en", text);
  EXPECT_EQ(speaker_of_cue("en", "In the new survey, 40 percent backed the plan.", "In the new"),
            "survey");
}

// "with Okafor noting that": a speech verb's participle is a cue too.
TEST(VerbCues, AParticipleAfterItsSpeakerIsACue) {
  const std::string text =
      "Both men saw the loss as a sign of disarray, with Daniel Okafor noting that 80,000 fighters "
      "remain in the city.";
  EXPECT_EQ(speaker_of_cue("en", text, "noting"), "Daniel Okafor");
}

// "Ana Ruiz declined to name them but said...": a verb after "but" or "and" shares the subject
// of the clause before it, when that subject is the one person the clause names; a person named
// after a preposition is not the subject, nor is anyone when the clause reports someone's words.
TEST(VerbCues, AVerbAfterButSharesTheClausesSubject) {
  EXPECT_EQ(speaker_of_cue("en",
                           "The race is close. There, the district chairman Ana Ruiz declined to "
                           "name the delegates but said one backs the mayor.",
                           "said"),
            "Ana Ruiz");
  EXPECT_EQ(speaker_of_cue("pt",
                           "A sessão durou horas. O procurador Caio Prates, de 52 anos, "
                           "reconstituiu o caso e relatou as provas.",
                           "relatou"),
            "Caio Prates");
  EXPECT_EQ(speaker_of_cue("pt",
                           "Vários deputados apoiaram a decisão do prefeito Caio Prates, mas "
                           "pediram mais verbas.",
                           "pediram"),
            "(none)");
  EXPECT_NE(
      speaker_of_cue("en", "Critics said Ana Ruiz lied to the board and said more.", "said", 2),
      "Ana Ruiz");
}

// After an inverted verb, words that qualify a post (lower case, a place, a party, an owner, a
// title's complement) may stand before it: the name right after the post speaks. A name after
// "to" is whom the post serves.
struct InvertedSpeakerCase {
  const char* text;
  const char* name;
  bool speaks;  // whether `name` is the speaker of "said"
};

const InvertedSpeakerCase kInvertedSpeakers[] = {
    {"\"It is a good plan,\" said longtime activist Bob Klaus.", "Bob Klaus", true},
    {"\"It is a good plan,\" said former Gov. Jim Hodges.", "Jim Hodges", true},
    {"\"It works,\" said Democratic pollster Ana Ruiz.", "Ana Ruiz", true},
    {"\"It works,\" said Harbor County Executive Ana Ruiz.", "Ana Ruiz", true},
    {"The fund is short, said its chairman, Rui Campos.", "Rui Campos", true},
    {"\"It works,\" said former Vertex adviser Dan Moss.", "Dan Moss", true},
    {"\"It works,\" said former secretary of state Ana Ruiz.", "Ana Ruiz", true},
    {"\"It is old,\" said a longtime adviser to Ana Ruiz.", "Ana Ruiz", false},
    {"\"It is old,\" said a longtime adviser to both Ruizes.", "Ruizes", false},
};

TEST(VerbCues, QualifiersBeforeAPostAfterTheVerbStillNameTheSpeaker) {
  for (const InvertedSpeakerCase& c : kInvertedSpeakers) {
    EXPECT_EQ(speaker_of_cue("en", c.text, "said") == c.name, c.speaks) << c.text;
  }
}

// The speaker a cue should be read as: its language, the text, the cue's words and the name.
struct CueSpeakerCase {
  const char* language;
  const char* text;
  const char* cue;
  const char* speaker;
};

// Each case's cue is credited to its speaker ("(none)" for no one).
void expect_speakers(std::span<const CueSpeakerCase> cases) {
  for (const CueSpeakerCase& c : cases) {
    EXPECT_EQ(speaker_of_cue(c.language, c.text, c.cue), c.speaker) << c.text;
  }
}

// "Trump at the time said", "Cruz has since said", "Beck, who has in the past described":
// when, between the speaker and the verb.
constexpr CueSpeakerCase kWhenBeforeTheVerb[] = {
    {"en", "The vote slipped. Dana Ruiz at the time said it was fair.", "said", "Dana Ruiz"},
    {"en", "The vote slipped. Dana Ruiz has since said it was fair.", "said", "Dana Ruiz"},
    // One word of a name before the time phrase is enough.
    {"en", "Dana Ruiz lost the vote. Ruiz at the time said it was fair.", "said", "Dana Ruiz"},
    {"en", "The vote slipped. Dana Ruiz has long said it was unfair.", "said", "Dana Ruiz"},
    {"en", "The vote slipped. Dana Ruiz has sometimes said it was unfair.", "said", "Dana Ruiz"},
    {"en", "Dana Ruiz sued the county. Ruiz further alleges that the vote was rigged.", "alleges",
     "Dana Ruiz"},
    {"en",
     "The vote slipped. Dana Ruiz, who has in the past described the levy as fair, stayed home.",
     "described", "Dana Ruiz"},
};

TEST(VerbCues, WhenItWasSaidStandsBetweenTheSpeakerAndTheVerb) {
  expect_speakers(kWhenBeforeTheVerb);
}

// A place that closes the aside after the name opening the sentence is where, not who: "Dana
// Ruiz, addressing farmers at a fair in Tulsa, Okla., warned".
constexpr CueSpeakerCase kPlacesClosingAnAside[] = {
    {"en",
     "The race tightened. Dana Ruiz, addressing farmers at a fair in Tulsa, Okla., warned "
     "that the levy would pass.",
     "warned", "Dana Ruiz"},
    {"en",
     "The race tightened. Ana Lima, at a forum for teachers in Dayton, Ohio, said the "
     "budget was short.",
     "said", "Ana Lima"},
    {"en",
     "The race tightened. Rui Campos, facing a hard race in Ohio, a swing state, said he "
     "would win.",
     "said", "Rui Campos"},
};

TEST(VerbCues, APlaceClosingAnAsideIsNoSpeaker) {
  expect_speakers(kPlacesClosingAnAside);
}

// "At one point, Ruiz, who has 9 million followers, tweeted, “…”": a verb after a name and its
// aside, with only its comma before the quotation, is the name's, not the person named last.
TEST(VerbCues, AVerbAfterANameAndItsAsideIsTheNames) {
  EXPECT_EQ(speaker_of_cue("en",
                           "Dana Ruiz spoke on Friday. The race tightened, Ana Lima said. At one "
                           "point on Sunday, Ruiz, who has nearly 9 million followers, tweeted, "
                           "\u201cThe levy is dead.\u201d",
                           "tweeted"),
            "Dana Ruiz");
}

// An ordinal ("ficou em segundo lugar", "Segundo, o país...") or conformity ("de acordo com as
// regras", "according to plan") is no source; "Segundo a prefeitura" is one.
constexpr CueSpeakerCase kOrdinalsAndConformity[] = {
    {"pt", "Ana Lima ficou em segundo lugar na disputa.", "segundo", "(missing cue)"},
    {"pt", "Segundo, o país mantém o programa de vacinação.", "Segundo", "(missing cue)"},
    {"pt", "A obra seguiu de acordo com as regras do edital.", "de acordo com", "(missing cue)"},
    {"en", "The launch went according to plan.", "according to", "(missing cue)"},
    {"pt", "Segundo a prefeitura, a obra termina em maio.", "Segundo", "Prefeitura"},
};

TEST(PrepositionCues, AnOrdinalOrConformityIsNoSource) {
  expect_speakers(kOrdinalsAndConformity);
}

// Groups that speak as one: voters, those polled, leaders, others, a party's members ("Republicans
// said", "os petistas disseram") and a share of them; an unnamed source however counted ("the
// source said", "one source said"); a campaign ad is a document.
constexpr CueSpeakerCase kGroupSpeakers[] = {
    {"en", "The race tightened. Many voters said the economy came first.", "said", "voters"},
    {"pt", "A disputa apertou. Metade dos entrevistados afirmou apoiar a saída.", "afirmou",
     "entrevistados"},
    {"en", "The deal stalled. \"It is over,\" the source said.", "said", "source"},
    {"en", "The deal stalled. One source said the talks would resume.", "said", "source"},
    {"en", "The deal stalled. Other Republican leaders said it was over.", "said", "leaders"},
    {"en", "The race tightened. The ad claims the mayor raised taxes.", "claims", "ad"},
    {"en", "The rally grew. Protest groups say the rules are unfair.", "say", "groups"},
    {"en", "The vote slipped. But Republicans said the count was fair.", "said", "Republicans"},
    {"en", "The vote slipped. Just 8 percent of Democrats said they agreed.", "said", "Democrats"},
    {"pt", "A sessão começou. Os petistas disseram que votarão contra.", "disseram", "petistas"},
};

TEST(VerbCues, GroupsSpeakAsOne) {
  expect_speakers(kGroupSpeakers);
  EXPECT_EQ(speaker_of_cue("en",
                           "Some friends say he looks tired, while others say he has never been "
                           "healthier.",
                           "say", 2),
            "others");
}

// A group that something was addressed to ("an email to his supporters saying") or that another
// noun governs ("his survey of Republicans showed") does not speak.
TEST(VerbCues, AGroupAddressedOrGovernedDoesNotSpeak) {
  EXPECT_NE(speaker_of_cue("en",
                           "The race tightened. His campaign sent an email to his supporters "
                           "saying the count would resume.",
                           "saying"),
            "supporters");
  EXPECT_NE(speaker_of_cue("en",
                           "The vote slipped. Dana Ruiz said her survey of Republicans showed "
                           "support holding.",
                           "showed"),
            "Republicans");
}

// A group that a document is of ("a study of 400 workers found", "the office's registry of
// app-based workers lists") does not speak: the document does.
TEST(VerbCues, AGroupADocumentIsOfDoesNotSpeak) {
  EXPECT_EQ(speaker_of_cue("en", "A study of 400 workers found that 30% had quit.", "found"),
            "study");
  EXPECT_EQ(speaker_of_cue("en",
                           "The office's registry of app-based workers lists 1,214 couriers "
                           "active for Larderly.",
                           "lists"),
            "registry");
  EXPECT_EQ(speaker_of_cue("en", "Workers say the shifts are too long.", "say"), "Workers");
}

// "segundo o qual", "according to which": the source is what stands before the cue, a document
// when one is named there. A document's maker may follow its word of kind ("da consultoria").
TEST(VerbCues, ARelativeAfterTheCuePointsBack) {
  EXPECT_EQ(speaker_of_cue("pt",
                           "A faculdade distribuiu um estudo da consultoria Trilha Carreiras "
                           "segundo o qual seus formados ganham 38% mais.",
                           "segundo o qual"),
            "Trilha Carreiras");
  EXPECT_EQ(speaker_of_cue("pt",
                           "A informação foi revelada pelo jornal Diário do Vale, segundo o qual "
                           "a fusão sai em maio.",
                           "segundo o qual"),
            "Diário do Vale");
  EXPECT_EQ(speaker_of_cue("en",
                           "Aides cited a report by the consultancy Harbor Analytics, according "
                           "to which the plan saves $40 million.",
                           "according to which"),
            "Harbor Analytics");
}

// "according to the foundation's tally": the document of the body of that kind named before,
// here only as a person's employer. A public body's report or an interest group's analysis is not
// read so: it stays data.
TEST(VerbCues, ABodysDocumentByItsKindIsThatBodys) {
  const std::string foundation =
      "Renata Boyle, director of the Marlow Growers Foundation, said the program grew.\n\nIt "
      "helped 105,000 farmers, according to the foundation's tally.";
  EXPECT_EQ(speaker_of_cue("en", foundation, "according to"), "tally");
  EXPECT_EQ(organization_of("en", foundation, "tally"), "Marlow Growers Foundation");
  const std::string alliance =
      "Renata Boyle, director of the Ratepayer Alliance, said complaints rose.\n\nAccording to "
      "the alliance's analysis of 640 bills, median savings were 34 percent.";
  EXPECT_NE(organization_of("en", alliance, "analysis"), "Ratepayer Alliance");
  const std::string department =
      "Scores rose, according to the Kentucky Department of Education.\n\nIn math, 34% were "
      "proficient, according to the department's report.";
  EXPECT_NE(organization_of("en", department, "report"), "Kentucky Department of Education");
}

// A slogan after a colon is the words of the body its lead-in names; without a slogan word, a
// lead-in naming only a body gives the quote no speaker.
TEST(QuoteSpeakers, ASloganIsTheBodysWords) {
  const std::string slogan =
      "Tamarack Air flies 31 turboprops. Tamarack Air, the Port Halden carrier, has covered "
      "airport walls with a new slogan: \"The best on-time record in the region.\" Tamarack Air "
      "said it would add four aircraft.";
  EXPECT_EQ(speaker_of_quote("en", slogan, "The best"), "Tamarack Air");
  const std::string plain =
      "Tamarack Air flies 31 turboprops. Tamarack Air, the Port Halden carrier, has covered "
      "airport walls with a new message: \"The best on-time record in the region.\" Tamarack Air "
      "said it would add four aircraft.";
  EXPECT_NE(speaker_of_quote("en", plain, "The best"), "Tamarack Air");
  // With no colon, a slogan word a few words before the quote introduces it.
  const std::string phrase =
      "A Impulso, rede de academias, abriu 14 unidades. A Impulso espalhou outdoors pela cidade "
      "com a frase \"o plano mais barato da capital\". A Impulso diz ter 40 mil alunos.";
  EXPECT_EQ(speaker_of_quote("pt", phrase, "o plano"), "Impulso");
}

// A post with an indefinite article after the verb speaks through the name after its comma, and
// is one anonymous source, no one the article names, when no name follows.
const CueSpeakerCase kIndefinitePosts[] = {
    {"pt",
     "\"A fila só cresce\", afirma um integrante da comissão, Rui Campos, que mora no bairro.",
     "afirma", "Rui Campos"},
    {"pt", "\"A obra atrasou\", disse um assessor, João Lima.", "disse", "João Lima"},
    {"en", "\"It works,\" said an aide to the mayor, Dana Whitfield.", "said", "Dana Whitfield"},
    {"pt", "\"A obra atrasou\", disse um assessor do prefeito.", "disse", "um assessor"},
};

TEST(VerbCues, AnIndefinitePostNamedAfterACommaIsTheSpeaker) {
  expect_speakers(kIndefinitePosts);
}

// A word standing for a body (sources.body-anaphors) that speaks on its own is the body named
// before it: "a Força" after "a Marinha", "a Fundação" after "a Fundação Vale Verde".
const CueSpeakerCase kBodyStandIns[] = {
    {"pt", "A Marinha informou que o navio atracou. A Força negou que houvesse feridos a bordo.",
     "negou", "Marinha"},
    {"pt", "A Fundação Vale Verde abriu o edital. A Fundação disse ainda que o prazo vai até maio.",
     "disse", "Fundação Vale Verde"},
    {"pt", "A Corte negou o pedido da defesa.", "negou", "Corte"},
};

TEST(VerbCues, ABodysStandInWordSpeaksForTheBodyNamedBefore) {
  expect_speakers(kBodyStandIns);
}

// A press office (sources.press-offices) speaks for the body named after it, a defence for the
// person it defends; a body it names by kind alone ("da instituição") is no one the analysis knows.
const CueSpeakerCase kPressOffices[] = {
    {"pt", "Segundo a assessoria de imprensa da Marinha, o treino era de rotina.", "Segundo",
     "Marinha"},
    {"en", "The plant will stay open, according to the press office of Vertex Motors.",
     "according to", "Vertex Motors"},
    {"pt", "Segundo a assessoria de imprensa da instituição, o treino era de rotina.", "Segundo",
     "(none)"},
    {"pt",
     "O senador Caio Prates foi denunciado. Segundo a defesa de Caio Prates, a acusação é "
     "falsa.",
     "Segundo", "Caio Prates"},
};

TEST(PrepositionCues, APressOfficeSpeaksForTheBodyItServes) {
  expect_speakers(kPressOffices);
}

// Who speaks a verb whose subject is not right before it: a relative pronoun after a comma
// ("Martin O'Malley, who noted") stands for what precedes the comma; a gerund after "by" or
// "while" is an adverb of its clause, and one right after a comma takes the subject that opens
// its clause, not a name the comma closes ("criticou o ministro Rui Campos, afirmando") nor a
// place that ends an opening phrase.
const CueSpeakerCase kClauseSubjects[] = {
    {"en", "The plan was backed by former Gov. Dana Whitfield, who noted that wages rose.", "noted",
     "Dana Whitfield"},
    {"en", "It was opposed by the Harbor Authority, which said the port would lose money.", "said",
     "Harbor Authority"},
    {"pt", "O pedido foi feito pelo advogado Caio Prates, que afirmou que o cliente é inocente.",
     "afirmou", "Caio Prates"},
    {"en", "Dana Whitfield ended the hearing by saying the port would close.", "saying",
     "Dana Whitfield"},
    {"en", "Tom Hale left the room while insisting that the vote was rigged.", "insisting",
     "Tom Hale"},
    {"en",
     "Speaking at a rally in Salem, New Hampshire, Dana Whitfield went after Tom Hale, "
     "calling him \"a total failure.\"",
     "calling", "Dana Whitfield"},
    {"pt", "O deputado Caio Prates criticou o ministro Rui Campos, afirmando que o plano atrasou.",
     "afirmando", "Caio Prates"},
};

TEST(VerbCues, TheSubjectOfARelativeOrAGerundsClauseSpeaks) {
  expect_speakers(kClauseSubjects);
}

// A gerund clause that opens the sentence, alone or after "in", "since", "upon", speaks for the
// subject opening the clause after its comma; a post opening a clause may follow a place or the
// body it serves ("Ohio Gov.", "Harbor Authority spokesman"), but not a word in lower case
// ("Advisers to Mr. Hale" are not Hale); "citing" with no cue before it is the opening subject's
// act; of two clauses, the one a comma and a connective join is the gerund's.
const CueSpeakerCase kOpeningGerunds[] = {
    {"en", "Noting that only one senator voted with them, Dana Whitfield added that it was hard.",
     "Noting", "Dana Whitfield"},
    {"en", "In describing the new port, Tom Hale said it would open in May.", "describing",
     "Tom Hale"},
    {"en", "Since announcing her run, Dana Whitfield has raised $3 million.", "announcing",
     "Dana Whitfield"},
    {"pt", "Ressaltando que a obra atrasou, o ministro Caio Prates disse que a ponte abre em maio.",
     "Ressaltando", "Caio Prates"},
    {"en", "Ohio Gov. Tom Hale ended his campaign on Friday, telling supporters he was proud.",
     "telling", "Tom Hale"},
    {"en", "Harbor Authority spokesman Dan Moss closed the pier, saying the storm was close.",
     "saying", "Dan Moss"},
    {"en", "Gov. Dana Whitfield endorsed the mayor, citing her long experience.", "citing",
     "Dana Whitfield"},
    {"en", "Tom Hale won again. Advisers to Mr. Hale are quick to point out that he placed second.",
     "point out", "(none)"},
    {"en",
     "In May, the Harbor Authority awarded the contracts, but Vertex Freight canceled its own, "
     "citing internal issues.",
     "citing", "Vertex Freight"},
};

TEST(VerbCues, AnOpeningGerundAndAQualifiedPostFindTheirSubject) {
  expect_speakers(kOpeningGerunds);
}

// What may stand between the name opening a sentence and its verb: an aside in parentheses of
// any length, "himself", and a gerund's own aside between commas, which speaks for that name;
// after a name further in, the gerund is not that name's.
const CueSpeakerCase kAsidesAfterTheName[] = {
    {"en", "Tom Hale (who has 25 delegates so far) said he can still win.", "said", "Tom Hale"},
    {"en",
     "Sen. Dana Whitfield (a Harbor Democrat so young she is taken for an intern) says she was "
     "adrift.",
     "says", "Dana Whitfield"},
    {"en", "Tom Hale himself acknowledged that it will be hard.", "acknowledged", "Tom Hale"},
    {"en", "Mr. Tom Hale, citing the mood of the crowd, said the mayor could win.", "citing",
     "Tom Hale"},
    {"en", "But Sen. Dana Whitfield (D-Ill.), noting the size of the crowd, said she was moved.",
     "noting", "Dana Whitfield"},
    {"en",
     "The mayor fired his police chief, Tom Hale, acknowledging that trust in the force was lost.",
     "acknowledging", "(none)"},
    // When it happened (attribution.time-phrases, dates.weekdays) and asides between dashes.
    {"en", "Sen. Dana Whitfield (D-Calif.) last week said the memo was not secret.", "said",
     "Dana Whitfield"},
    {"en", "Tom Hale on Thursday stepped up his attacks on the mayor, saying he is weak.", "saying",
     "Tom Hale"},
    {"en", "Dana Whitfield - who met her advisers on Monday - vowed to stay in the race.", "vowed",
     "Dana Whitfield"},
    {"en",
     "Tom Hale -- whose brother ran the port -- has derided the plan, suggesting that it fails.",
     "suggesting that", "Tom Hale"},
    // A gerund after a quotation's comma or a dash goes on with the clause's subject.
    {"en", "Tom Hale has hailed the vote as \"fantastic,\" telling reporters it was a win.",
     "telling", "Tom Hale"},
    {"en", "Dana Whitfield changed her pick on the spot – saying she now backs the Tigers.",
     "saying", "Dana Whitfield"},
    {"pt", "O ministro Caio Prates na semana passada disse que a ponte abre em maio.", "disse",
     "Caio Prates"},
};

TEST(VerbCues, AsidesBetweenTheOpeningNameAndItsVerb) {
  expect_speakers(kAsidesAfterTheName);
}

// A body named by its kind after the article (sources.body-kinds) is a body of that kind named
// before: by a word of its name ("the foundation"), or any organization or outlet ("the group",
// "o jornal"), the one a nearer sentence names first; not a place, not the object of a
// preposition, not words inside a quotation, and not "the party leaders" (a group).
const CueSpeakerCase kBodiesByKind[] = {
    {"en",
     "The Harbor Golf Foundation counts the closures. Forty courses close every year, a trend "
     "the foundation predicts will continue.",
     "predicts", "Harbor Golf Foundation"},
    {"en",
     "The Vertex Institute ran the survey for the Harbor Council. Most courses have closed, the "
     "group says.",
     "says", "Vertex Institute"},
    {"en",
     "The Harbor Ledger Corporation backed the levy. The Harbor Council opposed it. The newspaper "
     "said the vote was close.",
     "said", "(none)"},
    {"en",
     "Lena Ortiz joined the Harbor Party in May. The party leaders said they would meet again.",
     "said", "leaders"},
    {"en",
     "The mayor named Dan Moss to the Harbor Transit Committee. His appointment to the committee "
     "suggests that he wants a vote.",
     "suggests", "(none)"},
    {"en",
     "The Harbor Labor Department counts the claims. Nearly nine million workers are covered, "
     "according to the department.",
     "according to", "Harbor Labor Department"},
    {"pt",
     "O Instituto Vale Verde divulgou nota. O instituto afirma que as doações foram registradas.",
     "afirma", "Instituto Vale Verde"},
    {"pt",
     "O Tribunal Regional Federal julgou o caso. O presidente do tribunal comentou a decisão.",
     "comentou", "presidente do tribunal"},
    {"en", "Harbor Watch, the rights group, said the arrests were illegal.", "said",
     "Harbor Watch"},
    {"en",
     "The Harbor Council met on Monday. The Wall Street Journal ran the story. The newspaper said "
     "the vote was close.",
     "said", "Wall Street Journal"},
    {"pt",
     "A Associação Vale Verde entregou à Câmara Municipal o pedido. A entidade também pediu que "
     "o prefeito fosse ouvido.",
     "pediu", "Associação Vale Verde"},
};

// A surname that is a first name too is the person named in full before with it; a long
// apposition may follow a quotation that opens the sentence, and a suffix keeps its dot.
const CueSpeakerCase kNamesAfterQuotes[] = {
    {"en",
     "Justice Leslie Bradley won the race on Tuesday. A group found old columns Bradley wrote "
     "in college.",
     "wrote", "Leslie Bradley"},
    {"en",
     "\"They are steps in the right direction,\" Anne Moss, assistant secretary for health, "
     "housing, and migration, said on the call.",
     "said", "Anne Moss"},
    {"en",
     "\"It is a way to sell murder,\" Tom B. Hale Jr., the director of the Harbor Authority, said "
     "at a news conference.",
     "said", "Tom B. Hale Jr"},
    {"pt", "A defesa de Lula recorreu. Lula disse que é inocente.", "disse", "Lula"},
};

// The plural present of speech verbs that lacked it is a cue too ("officials insist that",
// "both sides note that").
TEST(VerbCues, PluralPresentSpeechVerbsAreCues) {
  EXPECT_EQ(speaker_of_cue("en", "Harbor officials insist that the vote was fair.", "insist"),
            "officials");
  EXPECT_EQ(
      speaker_of_cue("en", "The two candidates acknowledge that the plan is late.", "acknowledge"),
      "candidates");
  EXPECT_EQ(speaker_of_cue("en", "Both sides note that the port must reopen.", "note that"),
            "(none)");
}

TEST(VerbCues, NamesAfterQuotationsAndSurnamesThatAreFirstNames) {
  expect_speakers(kNamesAfterQuotes);
}

TEST(VerbCues, ABodyNamedByItsKindIsTheOneNamedBefore) {
  expect_speakers(kBodiesByKind);
}

// Words that describe a document (sources.document-modifiers) stand between its article and the
// document or its maker; a capital opens a name instead ("the National Harbor Institute").
const CueSpeakerCase kDescribedDocuments[] = {
    {"en", "Hale leads, according to the new Vertex poll.", "according to", "Vertex"},
    {"en", "Hale leads, according to a national Vertex Poll taken last week.", "according to",
     "Vertex"},
    {"en", "Hale leads, according to the National Harbor Institute.", "according to",
     "National Harbor Institute"},
    {"pt", "Segundo o último relatório da Fundação Vale Verde, o desemprego caiu.", "Segundo",
     "Fundação Vale Verde"},
};

TEST(PrepositionCues, ADescribedDocumentIsItsMakers) {
  expect_speakers(kDescribedDocuments);
}

// Adverbs between a subject and its verb (sources.verb-fillers) leave the subject speaking.
TEST(VerbCues, AnAdverbBeforeTheVerbKeepsTheSubject) {
  EXPECT_EQ(speaker_of_cue("en", "Dan Moss frequently notes that the plan is cheaper.", "notes"),
            "Dan Moss");
  EXPECT_EQ(speaker_of_cue("pt", "Caio Prates sempre negou as acusações.", "negou"), "Caio Prates");
}

// An adverb the list lacks is known by its ending (sources.verb-filler-endings), and a word with
// that ending that is a noun (the exceptions) still ends the subject.
constexpr CueSpeakerCase kAdverbsByEnding[] = {
    {"en", "Dan Moss spoke first. Moss similarly warned that the plan would fail.", "warned",
     "Dan Moss"},
    {"en", "Paul Hale ran the meeting. Hale politely suggested that the post was a mistake.",
     "suggested", "Paul Hale"},
    {"en", "For months, Ted Lowe had effusively praised the plan.", "praised", "Ted Lowe"},
    {"pt", "Caio Prates veementemente negou as acusações.", "negou", "Caio Prates"},
    // "family" ends in "ly" but is the subject's noun: "Smith" alone does not speak.
    {"en", "The Smith family said the ruling was unfair.", "said", "(none)"},
};

// What else stands between a subject and its verb: an aside between dashes after a name, a
// day after an adverb, "however"; "porém" joins two verbs of one subject, as "mas" does.
constexpr CueSpeakerCase kBetweenSubjectAndVerb[] = {
    {"en", "Dan Moss — after a long pause — told me the year was calm.", "told", "Dan Moss"},
    {"en", "Rita Lowe later Thursday told reporters that the vote would wait.", "told",
     "Rita Lowe"},
    {"en", "Defense Secretary Ana Brandt however said she would welcome the talks.", "said",
     "Ana Brandt"},
    {"pt",
     "O presidente Caio Prates – responsável pela indicação – disse que anunciará o escolhido "
     "em maio.",
     "disse", "Caio Prates"},
    {"pt", "O professor Caio Prates negou conhecer o caso, porém disse que isso não muda nada.",
     "disse", "Caio Prates"},
    // An affiliation in parentheses before an apposition, or before a comma alone.
    {"en", "Rep. Dana Ruiz (D-Ohio), chair of the rules committee, said the talks went well.",
     "said", "Dana Ruiz"},
    {"en", "Sen. Rob Kell (D-R.I.), said on Tuesday that the plan needs work.", "said", "Rob Kell"},
    // A name's suffix with its dot, and a party tag between commas ("R-Ohio").
    {"en", "Vice President Dan R. Moss Jr. said the plan would fail.", "said", "Dan R. Moss Jr"},
    {"en", "Rep. Rob Kell, R-Ohio, says the meeting went well.", "says", "Rob Kell"},
    {"en",
     "Sen. Rob Kell, R-Ohio, speaking on the radio after the address, said the plan had failed.",
     "said", "Rob Kell"},
    // The apposition's own body in parentheses is not the subject.
    {"pt",
     "O ministro Caio Prates, relator do caso no Supremo Tribunal Federal (STF), destacou que o "
     "prazo venceu.",
     "destacou", "Caio Prates"},
};

// "Citing" what names no one is the act of the sentence's speaker before its comma; "according
// to" never is.
// A document with an indefinite article speaks for its maker, named after "by" past "the"; a
// place after "of" or "from" is where, not who.
constexpr CueSpeakerCase kDocumentsAndMakers[] = {
    {"en", "Turnout rose, according to an analysis by the Harbor Research Center.", "according to",
     "Harbor Research Center"},
    {"en", "Ruiz leads by 40 delegates, according to a count by the Lakeview Institute.",
     "according to", "Lakeview Institute"},
    {"en", "Most want cheaper fares, according to a Lakeview-Norde poll out on Friday.",
     "according to", "Lakeview-Norde"},
    {"en", "Ruiz leads by 9 points, according to a recent poll of Ohio voters.", "according to",
     "poll"},
    {"pt", "Segundo uma pesquisa do Instituto Veritá, 61% acham que a tarifa vai subir.", "Segundo",
     "Instituto Veritá"},
    // Letters and emails are documents; an official or leaked one too.
    {"en", "The letter warned that the plant would close in May.", "warned", "letter"},
    {"en", "A leaked email showed that the chair favored one candidate.", "showed", "email"},
    {"pt", "Uma carta anônima denunciou a obra irregular.", "denunciou", "carta"},
};

TEST(PrepositionCues, ADocumentSpeaksForItsMaker) {
  expect_speakers(kDocumentsAndMakers);
}

TEST(PrepositionCues, CitingWhatNamesNoOneIsTheSpeakersAct) {
  EXPECT_EQ(speaker_of_cue("en",
                           "Rita Lowe spoke on Monday. Lowe said the anger was real, citing slow "
                           "wage growth.",
                           "citing"),
            "Rita Lowe");
  EXPECT_NE(speaker_of_cue("en",
                           "Dana Ruiz told the mayor the budget was final, according to notes an "
                           "aide kept.",
                           "according to"),
            "Dana Ruiz");
}

// After a quotation the speaker may follow words that describe them; a name inside those words
// ("one Trump confidant", "an aide to President Dana Ruiz") is not the speaker. A long
// apposition with commas of its own stands between the name opening the sentence and its verb.
constexpr CueSpeakerCase kDescribedSpeakers[] = {
    {"en",
     "\"It was his first stand,\" said his closest friend at Bexley, Paul Calloway, who knew him "
     "well.",
     "said", "Paul Calloway"},
    {"en", "\"I can't tell what he wants,\" said undecided Republican voter Susan Quint of Elton.",
     "said", "Susan Quint"},
    {"en", "\"He is bigger than the party,\" said one Dana Ruiz confidant.", "said", "(none)"},
    {"en", "\"He went the other way,\" said the former chief aide to Governor Dana Ruiz.", "said",
     "(none)"},
    {"en",
     "Dan Moss, a bus driver from Elk City, Okla., who belongs to the union, said he gets "
     "overtime already.",
     "said", "Dan Moss"},
    {"pt", "\"Saiam daqui agora\", disse um assustado Rui Tavares, dono da casa.", "disse",
     "Rui Tavares"},
    // A list of names after the comma is no apposition.
    {"pt",
     "Jorge Prates, Caio Melo e Rui Alberto não serão presos porque a Constituição estadual, "
     "no artigo 88, estabelece outra regra.",
     "estabelece", "(none)"},
};

TEST(VerbCues, ASpeakerDescribedBeforeTheNameOrApposedAtLength) {
  expect_speakers(kDescribedSpeakers);
}

// A bare surname names the person of that surname mentioned last, a surname before a first
// name, and never someone known by post and another's name ("o advogado de Temer").
TEST(VerbCues, ABareSurnameNamesThePersonMentionedLast) {
  EXPECT_EQ(speaker_of_cue("en",
                           "Dan Hale said the bridge would open. Rita Hale said the speech was "
                           "hers. Dan Hale said he liked it. Hale then said the polls were wrong.",
                           "said", 4),
            "Dan Hale");
  EXPECT_EQ(speaker_of_cue("en",
                           "Tom John, the district chairman, said the vote was close. John "
                           "Hammond said it was fair. John said the count would end today.",
                           "said", 3),
            "Tom John");
  EXPECT_EQ(speaker_of_cue("pt",
                           "O presidente Caio Prates disse que vai recorrer. O advogado de Prates "
                           "disse que a gravação foi editada. Prates negou as acusações.",
                           "negou"),
            "Caio Prates");
}

// A person named by the word before a generation suffix ("Jr.", "Júnior", "Neto") is the one
// named in full with it, and the suffix alone still names them when it is their surname too.
constexpr CueSpeakerCase kSuffixedNames[] = {
    {"en", "Walter P. Quinlan Jr. opened the hearing on Monday. Quinlan said the county would pay.",
     "said", "Walter P. Quinlan Jr"},
    {"pt", "O prefeito Otávio Bragança Júnior pediu reforço. Bragança alegou que faltam policiais.",
     "alegou", "Otávio Bragança Júnior"},
    {"pt", "O juiz Lauro Mendes Neto ouviu as partes. Neto afirmou que a decisão sai em maio.",
     "afirmou", "Lauro Mendes Neto"},
};

TEST(VerbCues, ASurnameBeforeAGenerationSuffixNamesThePersonNamedInFull) {
  expect_speakers(kSuffixedNames);
}

// Words after a possessor are a thing of theirs ("Tillman's Norwood average"), not a person's
// full name that a later one-word mention would be; after a first name they are a person.
constexpr CueSpeakerCase kPossessorsBeforeNames[] = {
    {"en",
     "Approval stood at 37% in July, according to Norwood. Tillman's Norwood average that year "
     "was 53%.",
     "according to", "Norwood"},
    {"en", "Ohio's Dana Whitfield took the floor on Monday. Whitfield said the county would pay.",
     "said", "Dana Whitfield"},
};

TEST(VerbCues, WordsAfterAPossessorAreAFullNameOnlyFromAFirstName) {
  expect_speakers(kPossessorsBeforeNames);
}

// "disse o enólogo-chefe da casa, Martim Zanella.": a full name closing the sentence after a
// comma and the words that describe its bearer is the speaker, though neither the post nor the
// first name is known.
constexpr CueSpeakerCase kClosingApposition[] = {
    {"pt", "\"Não há espumante melhor\", disse o enólogo-chefe da casa, Martim Zanella.", "disse",
     "Martim Zanella"},
    {"en", "\"We're anxious,\" said another reader, Johanna Bayer.", "said", "Johanna Bayer"},
};

TEST(VerbCues, AFullNameClosingTheSentenceAfterItsDescriptionIsTheSpeaker) {
  expect_speakers(kClosingApposition);
}

// A first name alone is the one person named in full with it before ("disse Beatriz" after
// "Beatriz Lemos"), not a new person; of two who share it, neither.
constexpr CueSpeakerCase kFirstNames[] = {
    {"pt",
     "Fundada por Beatriz Lemos, a Pagtri atende 180 mil lojistas. \"Triplicamos a receita\", "
     "disse Beatriz.",
     "disse", "Beatriz Lemos"},
    {"en", "Dana Whitfield and Dana Roy met on Monday. \"We agreed,\" Dana said.", "said", "Dana"},
};

TEST(VerbCues, AFirstNameAloneIsThePersonNamedInFullWithIt) {
  expect_speakers(kFirstNames);
}

// Brazilian and Hispanic news name people by a middle name ("Lula"): a word between a full
// name's first word and its surname is that person when it speaks; of two who share it, the one
// the story mentions most.
constexpr CueSpeakerCase kMiddleNames[] = {
    {"pt",
     "O ex-governador Aurélio Tavinho Brandão da Cunha visitou a obra. Tavinho disse que a "
     "ponte fica pronta em junho.",
     "disse", "Aurélio Tavinho Brandão da Cunha"},
    {"en",
     "Marisol Ocampo Ferrer, the bank's president, spoke to investors. Ocampo said the payment "
     "would be made.",
     "said", "Marisol Ocampo Ferrer"},
    {"pt",
     "O ex-presidente Aurélio Tavinho Brandão da Cunha discursou. Aurélio Tavinho Brandão da "
     "Cunha criticou o governo. O filho, Caio Tavinho Brandão da Cunha, não falou. Tavinho "
     "disse que volta em maio.",
     "disse", "Aurélio Tavinho Brandão da Cunha"},
};

TEST(VerbCues, AMiddleNameThatSpeaksNamesThePersonNamedInFull) {
  expect_speakers(kMiddleNames);
}

// A person named after a possessor's preposition ("a posição de Bragança", "critical of Hale")
// is not whom a later pronoun or bare verb refers to.
constexpr CueSpeakerCase kPossessors[] = {
    {"pt",
     "O secretário Rui Falcone comentou o pedido do prefeito Otávio Bragança e elogiou a cautela "
     "de Bragança. \"O efetivo atual basta\", argumentou.",
     "argumentou", "Rui Falcone"},
    {"en",
     "Rick Dorsey said he had won the primary. Tom Hale, a developer, wrote that he was alarmed "
     "by the rise of Dorsey. \"The party will regret this,\" he told the Daily Example.",
     "told", "Tom Hale"},
};

TEST(VerbCues, APersonNamedAfterAPossessorsPrepositionIsNoAntecedent) {
  expect_speakers(kPossessors);
}

// After a noun of speech or writing, "de" names the author, whom "ele" then refers to; not after
// a term such as "embargos de declaração".
constexpr CueSpeakerCase kAuthors[] = {
    {"pt",
     "Rui Campos disse em março que colaboraria. O presidente Tom Prates negou as acusações. "
     "Parte das informações está na delação de Rui Campos. Na declaração, ele explica como o "
     "esquema funcionava.",
     "explica", "Rui Campos"},
    {"pt",
     "O ministro Caio Leme rejeitou os embargos de declaração do ex-governador Rui Campos. \"A "
     "decisão corrobora o entendimento\", disse.",
     "disse", "Caio Leme"},
};

TEST(VerbCues, AfterANounOfSpeechThePossessorIsItsAuthor) {
  expect_speakers(kAuthors);
}

// A person first named by one word (a surname after a post, a first name) is the person the
// article then names in full with it, unless a title tells another gender ("Mrs. Hale" is not Tom
// Hale).
TEST(VerbCues, AOneWordNameIsThePersonNamedInFullAfterIt) {
  EXPECT_EQ(speaker_of_cue("pt",
                           "Reforma avança\n\nO presidente Tavares disse que a reforma passa em "
                           "maio. Segundo o Planalto, a votação será na terça-feira. O presidente "
                           "Caio Tavares afirmou ainda que não vai recuar.",
                           "disse"),
            "Caio Tavares");
  EXPECT_EQ(speaker_of_cue("pt",
                           "Otávio diz que vai recorrer\n\nOtávio disse ao G1 que vai recorrer da "
                           "decisão. O senador Otávio Prates afirmou que as provas são frágeis.",
                           "diz"),
            "Otávio Prates");
  EXPECT_EQ(
      speaker_of_cue("en",
                     "Mrs. Hale said the plant would close. Tom Hale, the plant's owner, said "
                     "it would not.",
                     "said"),
      "Hale");
}

// "While Will acknowledges": the name run after the sentence's opening word starts past the word
// before the verb, and names no speaker; no source may take a span that ends before it starts.
TEST(VerbCues, ANameRunStartingAfterTheSubjectsPlaceNamesNoOne) {
  auto r = analyze("en", "While Will acknowledges the appeal, he sees Dorsey as tempered.");
  ASSERT_TRUE(r);
  for (const Source& s : r->analysis.sources) {
    EXPECT_LT(s.name.size(), 40u) << s.name;
    for (const Span& m : s.mentions) EXPECT_LE(m.start, m.end) << s.name;
  }
  EXPECT_EQ(speaker_of_cue("en", "While Will acknowledges the appeal, he sees Dorsey as tempered.",
                           "acknowledges"),
            "(none)");
}

// "Helena Prates" after "Helena Vaz Prates" is the same person, under the name given with a post;
// "Caio Ramos Filho" is not his father "Caio Ramos".
TEST(VerbCues, TwoNamesOfOnePersonAreOneSource) {
  EXPECT_EQ(
      speaker_of_cue("pt",
                     "A procuradora Helena Vaz Prates apresentou a denúncia na segunda-feira. "
                     "Segundo a defesa, o caso não tem provas. Helena Prates disse que o "
                     "processo segue.",
                     "disse"),
      "Helena Vaz Prates");
  EXPECT_EQ(
      speaker_of_cue("pt",
                     "O empresário Caio Ramos Filho foi preso. O pai, Caio Ramos, disse que o "
                     "filho é inocente.",
                     "disse"),
      "Caio Ramos");
}

// "Ms. Ocampo" is a woman and "Mr. Anand" a man: "she" after his words is her.
TEST(VerbCues, ATitlesGenderTellsWhomAPronounNames) {
  EXPECT_EQ(speaker_of_cue("en",
                           "Ms. Ocampo said the bank would pay. Ravi Anand, a professor at "
                           "Cornell, praised her. Mr. Anand said the bank was lucky. Ms. Ocampo "
                           "joined the bank in 2014, but she said little about rates.",
                           "said", 3),
            "Ocampo");
}

// A verb after "and" has no subject of its own: the words before "and" are the first verb's
// object ("shook her head", "her record as secretary of state"), not a speaker.
TEST(VerbCues, AVerbAfterAndIsNotSpokenByTheFirstVerbsObject) {
  EXPECT_EQ(speaker_of_cue("en",
                           "Asked whether she would run again, Mrs. Dana Ruiz shook her head and "
                           "said, \"Not now.\"",
                           "said"),
            "Dana Ruiz");
  EXPECT_EQ(speaker_of_cue("en",
                           "Tom Hale called Ruiz reckless, attacked her record as transport "
                           "secretary and said she should step aside.",
                           "said"),
            "Tom Hale");
}

// An infinitive of speech after "to" speaks for the subject that opens its clause, unless what
// stands before "to" makes it no statement (attribution.no-statement-before-infinitive).
constexpr CueSpeakerCase kInfinitives[] = {
    {"en", "Dana Ruiz took to Twitter to say thanks to her volunteers.", "say", "Dana Ruiz"},
    {"en", "Tom Hale praised the plan but went on to argue that it came too late.", "argue",
     "Tom Hale"},
    {"en", "Asked about the audit, Tom Hale had little to say.", "say", "(none)"},
    {"en", "Tom Hale had nothing bad to say about the mayor.", "say", "(none)"},
};

TEST(VerbCues, AnInfinitiveOfSpeechSpeaksForItsClausesSubject) {
  expect_speakers(kInfinitives);
}

TEST(VerbCues, AnAsideOrADayBetweenSubjectAndVerbKeepsTheSubject) {
  expect_speakers(kBetweenSubjectAndVerb);
}

TEST(VerbCues, AnAdverbKnownByItsEndingKeepsTheSubject) {
  expect_speakers(kAdverbsByEnding);
}

// A second verb of the sentence goes on with the first one's speaker only when it has no subject
// of its own ("and reconheceu", "went on to say", "it"), or when its subject holds the first cue
// ("a report released by X ... estimated").
constexpr CueSpeakerCase kSecondVerbs[] = {
    {"en", "While Dana Ruiz wrongly claimed the tapes exist, her rivals argued the risk is real.",
     "claimed", "Dana Ruiz"},
    {"en", "Dana Ruiz claimed the tapes exist, though voters said that the risk is real.", "said",
     "voters"},
    {"en",
     "A report released by the Harbor Institute last year estimated that 46,000 accounts were "
     "fake.",
     "estimated", "Harbor Institute"},
    {"en", "Dana Ruiz said the vote was close but went on to say that it was fair.", "say",
     "Dana Ruiz"},
    {"en",
     "The Ledger announces each December whom it believes earned its person of the year title.",
     "believes", "Ledger"},
    {"pt", "A Apple elogiou o Inferentia e reconheceu o Trainium.", "reconheceu", "Apple"},
};

TEST(VerbCues, ASecondVerbKeepsTheFirstSpeakerOnlyWithoutASubjectOfItsOwn) {
  expect_speakers(kSecondVerbs);
}

// The text an attribution whose cue reads `cue` covers.
std::string covered_by_cue(const std::string& language, const std::string& text,
                           const std::string& cue) {
  auto r = analyze(language, text);
  if (!r) return "(not analyzed)";
  const std::string_view body = r->analysis.text();
  for (const Attribution& at : r->analysis.attributions) {
    if (body.substr(at.cue.start, at.cue.size()) == cue) {
      return std::string(body.substr(at.covers.start, at.covers.size()));
    }
  }
  return "(missing cue)";
}

// A verb in a clause that opens the sentence with a subordinating word (attribution.subordinate-
// openers) speaks for that clause only; a quotation after its comma is still what it says.
TEST(VerbCues, AVerbInAnOpeningSubordinateClauseCoversThatClause) {
  EXPECT_EQ(covered_by_cue("en",
                           "While Dana Ruiz claimed the tapes exist, experts put the risk at 40 "
                           "percent.",
                           "claimed"),
            "While Dana Ruiz claimed the tapes exist,");
  EXPECT_EQ(covered_by_cue("pt",
                           "Enquanto o ministro Caio Prates afirmou que o plano sai em maio, "
                           "técnicos avaliam que o prazo é curto.",
                           "afirmou"),
            "Enquanto o ministro Caio Prates afirmou que o plano sai em maio,");
  const std::string quoted =
      "When Dana Ruiz returned she began by saying, \"I do not think it is necessary.\"";
  EXPECT_EQ(covered_by_cue("en", quoted, "saying"), quoted);
  // "As" is no subordinate opener: what follows the comma is the speaker's.
  const std::string as = "As Dana Ruiz said, the economy is weak.";
  EXPECT_EQ(covered_by_cue("en", as, "said"), as);
}

// "X did something, saying...": a gerund after a comma speaks for the name or pronoun opening
// the sentence, when a verb follows it; a preposition opening the sentence names no one.
TEST(VerbCues, AGerundAfterACommaSpeaksForTheOpeningSubject) {
  EXPECT_EQ(speaker_of_cue("en",
                           "Ana Ruiz threw her support behind the mayor on Wednesday, saying it is "
                           "time for a change.",
                           "saying"),
            "Ana Ruiz");
  EXPECT_EQ(speaker_of_cue("pt",
                           "O juiz Caio Prates acolheu o pedido, afirmando que a decisão é "
                           "urgente.",
                           "afirmando"),
            "Caio Prates");
  EXPECT_EQ(speaker_of_cue("en",
                           "Amid calls for a boycott, the paper ran an essay, saying the boycott "
                           "is wrong.",
                           "saying"),
            "(none)");
  // "adding that" reports words; "adding to his victories" does not.
  EXPECT_EQ(
      speaker_of_cue("en", "Ana Ruiz praised the plan, adding that it was cheap.", "adding that"),
      "Ana Ruiz");
  EXPECT_EQ(speaker_of_cue("en", "Rui Campos won the primary, adding to his wins.", "adding"),
            "(missing cue)");
  // An apposition after the opening name; an adverb opening the sentence names no one.
  EXPECT_EQ(speaker_of_cue("en",
                           "Dana Whitfield, the campaign's chair, answered the critics, insisting "
                           "that the count was fair.",
                           "insisting"),
            "Dana Whitfield");
  EXPECT_EQ(speaker_of_cue("en",
                           "Shortly after the vote, the families had mobilized, warning that the "
                           "deal was bad.",
                           "warning"),
            "(none)");
}

// A name particle that is also a first name opens the name: "Al Gore" is a person, and "Gore"
// later is him; the organizations of that shape are listed (organizations.aliases).
TEST(BareSpeaker, AFirstNameThatIsAParticleOpensTheName) {
  const std::string text =
      "Al Gore will skip the convention. Gore has maintained a low profile, his aides said.";
  EXPECT_EQ(type_of("en", text, "Al Gore"), SourceType::Person);
  EXPECT_EQ(type_of("en", "Al Qaeda claimed the attack, officials said.", "Al Qaeda"),
            SourceType::Organization);
}

// Before anyone has spoken, "she" is the woman named last, unless a name whose gender the
// lexicon does not know ("Sanders") came after her; an unresolved "he said" beside a quote does
// not hand it to the speaker before.
TEST(Pronouns, BeforeAnySpeakerAPronounIsTheLastNameOfItsGender) {
  EXPECT_EQ(speaker_of_cue("en",
                           "Front-runner Ana Ruiz stretched the truth when she claimed the group "
                           "used the mogul in its videos.",
                           "claimed"),
            "Ana Ruiz");
  EXPECT_EQ(speaker_of_cue("en",
                           "Front-runner Rui Campos spoke first. Okafor went next at the town "
                           "hall. \"We have come a long way,\" he said.",
                           "said"),
            "(none)");
  const std::string text =
      "\"He is their best recruiter,\" Ana Ruiz said. Okafor went next at the town hall. \"We "
      "have come a long way,\" he said.";
  EXPECT_EQ(speaker_of_quote("en", text, "We have come"), "(none)");
}

// A body named with a word of its kind ("Harbor Police") is not the longer name that starts with
// it and adds another kind ("Harbor Police Officers Association").
// "Rules Committee" after "HDP Rules Committee" is that committee; "White House" after "Obama
// White House" is not a longer name of it.
TEST(PartyNames, ABodyOfSeveralWordsIsTheOneAnAcronymSetsBefore) {
  const std::string text =
      "The HDP Rules Committee met on Friday. The Rules Committee said the vote would stand. The "
      "HDP’s chief counsel, Tom Hale, said the party would appeal.";
  EXPECT_EQ(party_of("en", text, "Rules Committee"), "HDP Rules Committee");
  EXPECT_EQ(organization_of("en", text, "Tom Hale"), "HDP");
}

TEST(PartyNames, ABodyIsNotTheLongerBodyItsNameStarts) {
  const std::string text =
      "The Harbor Police Officers Association asked for a ban. \"Guns have no place here,\" said "
      "Tom Hale, president of the Harbor Police Officers Association. The Harbor Police said the "
      "rally was calm.";
  EXPECT_EQ(party_of("en", text, "Harbor Police"), "Harbor Police");
}

// "o sanitarista da Fundação Vale Verde Caio Prates": the body's name runs on into the name of
// the person it introduces; the body is not a longer name ending in the person's.
TEST(PartyNames, ABodyRunningIntoAPersonsNameIsTheBodyAlone) {
  const std::string text =
      "A vacinação atrasou, avalia o sanitarista da Fundação Vale Verde Caio Prates. \"Faltou "
      "planejamento\", disse Prates. Segundo Caio Prates, da Fundação Vale Verde, os alertas "
      "chegaram em 2016.";
  EXPECT_EQ(party_of("pt", text, "Caio Prates"), "Fundação Vale Verde");
}

// "Harbor Policy Institute’s Douglas Keane said": a body's possessive before a full name is
// the person's employer; an outlet's is a byline, and a person's says no tie.
TEST(Possessives, ABodysPossessiveBeforeAFullNameIsTheEmployer) {
  const std::string text =
      "\"Watch incomes,\" Harbor Policy Institute’s Douglas Keane said. The Wall Street Journal "
      "reported the plan first. \"It works,\" wrote The Wall Street Journal's Ana Ruiz. \"It "
      "fails,\" Ortiz's Tom Hale said.";
  EXPECT_EQ(organization_of("en", text, "Douglas Keane"), "Harbor Policy Institute");
  EXPECT_EQ(organization_of("en", text, "Ana Ruiz"), "");
  EXPECT_EQ(organization_of("en", text, "Tom Hale"), "");
}

// "Sam Jacobs, Orbit’s Assistant Managing Editor, explained": a body's possessive before a post
// names the post; the person before it speaks, and no body is called by the post.
TEST(Possessives, ABodysPossessiveBeforeAPostInAnAppositionIsThePost) {
  const std::string text =
      "Every December, Orbit names its hero. Sam Jacobs, Orbit’s Assistant Managing Editor, "
      "explained to reporters why Ana Ruiz was chosen.";
  EXPECT_EQ(speaker_of_cue("en", text, "explained"), "Sam Jacobs");
  EXPECT_EQ(organization_of("en", text, "Sam Jacobs"), "Orbit");
  EXPECT_EQ(source_names("en", text).find("Editor"), std::string::npos) << source_names("en", text);
}

// "Tribunal Regional Federal da 4ª Região", "juiz da 13ª Vara Federal": an ordinal numbers the
// body whose name goes on after it.
TEST(RolePlaces, AnOrdinalInsideABodysNameIsPartOfIt) {
  const std::string court =
      "A obra atrasou. O Tribunal Regional Federal da 4a Região negou o pedido.";
  EXPECT_EQ(speaker_of_cue("pt", court, "negou"), "Tribunal Regional Federal da 4a Região");
  const std::string judge =
      "A obra atrasou. Rui Campos, juiz da 7ª Vara Criminal de Campinas, negou o pedido.";
  EXPECT_EQ(organization_of("pt", judge, "Rui Campos"), "7ª Vara Criminal de Campinas");
}

// "Sindicato dos Trabalhadores em Água e Esgoto": the trade after the members' word is part of
// the union's name, read forward and backward; "em" joins no other name.
TEST(RolePlaces, AUnionsTradeAfterItsMembersWordIsPartOfItsName) {
  const std::string text =
      "A greve começou ontem. O Sindicato dos Trabalhadores em Água e Esgoto do Estado afirmou "
      "que a adesão é grande.";
  EXPECT_EQ(speaker_of_cue("pt", text, "afirmou"),
            "Sindicato dos Trabalhadores em Água e Esgoto do Estado");
  const std::string place = "A greve começou ontem. Marta Silva em Brasília afirmou que vai votar.";
  EXPECT_EQ(source_names("pt", place).find("Silva em"), std::string::npos)
      << source_names("pt", place);
}

// "o ex-prefeito de São Paulo Renato Fialho": "Paulo" is the place's, and the person named
// after the place is Renato Fialho.
TEST(RolePlaces, APlaceHoldingAFirstNameEndsBeforeThePerson) {
  const std::string text =
      "\"O partido decide em março\", disse o ex-prefeito de São Paulo Renato Fialho.";
  EXPECT_EQ(organization_of("pt", text, "Renato Fialho"), "São Paulo");
  EXPECT_EQ(source_names("pt", text).find("Paulo Renato"), std::string::npos)
      << source_names("pt", text);
}

// "Rui Campos, prefeito de São Bernardo do Campo, disse": a place that holds a first name and
// ends the apposition is all of the organization, and no one called "Bernardo do Campo" speaks.
TEST(RolePlaces, APlaceHoldingAFirstNameIsWholeWhenNoNameFollows) {
  const std::string text =
      "Rui Campos, prefeito de São Bernardo do Campo, disse que a obra vai atrasar.";
  EXPECT_EQ(role_of("pt", text, "Rui Campos"), "prefeito de São Bernardo do Campo / subject");
  EXPECT_EQ(organization_of("pt", text, "Rui Campos"), "São Bernardo do Campo");
  EXPECT_EQ(source_names("pt", text), "Rui Campos");
  const std::string capital = "Rui Campos, governador de São Paulo, disse que a obra vai atrasar.";
  EXPECT_EQ(organization_of("pt", capital, "Rui Campos"), "São Paulo");
}

// "o ministro também afirmou": the adverb after the role noun is no part of the role.
TEST(RolePlaces, ATrailingAdverbIsNoPartOfTheRole) {
  const std::string text =
      "O plano ficou para junho. O ministro também disse que o texto será revisto.";
  EXPECT_EQ(source_names("pt", text), "ministro");
}

TEST(RolePlaces, AContractedPrepositionEndsTheWordsBeforeARole) {
  const std::string text =
      "O réu negou as acusações em depoimento ao juiz Sérgio Lima nesta segunda-feira.";
  EXPECT_EQ(role_of("pt", text, "Sérgio Lima"), "juiz / unknown");
}

TEST(RolePlaces, AnAdverbOfTimeOpensAnAppositionAfterTheName) {
  const std::string text =
      "Rita Lima, hoje consultora de transportes, concorda que a tarifa vai subir.";
  EXPECT_EQ(role_of("pt", text, "Rita Lima").rfind("consultora de transportes", 0), 0u)
      << role_of("pt", text, "Rita Lima");
}

TEST(RolePlaces, AnAuxiliaryEndsTheWordsBeforeARole) {
  const std::string text =
      "Senator Tom Hale is criticizing President Lena Ortiz as a weak leader on trade.";
  EXPECT_EQ(role_of("en", text, "Lena Ortiz"), "President / unknown");
}

TEST(RolePlaces, AnAuxiliaryOrAnAdverbAfterAPostIsNoWordOfIt) {
  EXPECT_EQ(source_names("en", "The Ohio senator is predicting a close race in rural counties."),
            "senator");
  EXPECT_EQ(source_names("en", "The mayor has repeatedly said the bridge tolls stay as they are."),
            "mayor");
  EXPECT_EQ(source_names("en",
                         "Asked about it, the senator didn’t back down and said the vote "
                         "was close."),
            "senator");
  EXPECT_EQ(source_names("pt",
                         "O sindicato afirma que o diretor deveria ter informado os fiscais "
                         "sobre a falha."),
            "diretor");
  // An adjective after the post still belongs to it.
  EXPECT_EQ(source_names("pt", "O ministro interino afirmou que a meta será mantida."),
            "ministro interino");
}

// A relative pronoun ends a post ("a psychiatrist who served", "o advogado que o representa"),
// and in English a word in lower case ending in "ed" is the clause's verb, not a word of the
// post ("said the president failed to act"), unless it is one that follows posts.
TEST(RolePlaces, ARelativeOrAVerbAfterAPostIsNoWordOfIt) {
  const auto role = [](const std::string& language, const std::string& text,
                       const std::string& name) {
    return read_source(language, text, name, [](const Source& s) { return s.role; });
  };
  EXPECT_EQ(role("en",
                 "Dan Moss, a former Army psychiatrist who served in Iraq, said the unit was short "
                 "of staff.",
                 "Dan Moss"),
            "former Army psychiatrist");
  EXPECT_EQ(source_names("en", "The mayor warned the council, said the president failed to act."),
            "mayor, president");
  EXPECT_EQ(role("pt", "O advogado que o representa, Caio Prates, disse que vai recorrer.",
                 "Caio Prates"),
            "advogado");
  EXPECT_EQ(
      role("en", "Dan Moss, the president emeritus of Harbor College, said the fees would rise.",
           "Dan Moss"),
      "president emeritus of Harbor College");
}

// A capitalized post inside a run of capitals ends the body's name and opens the person's.
TEST(RolePlaces, ACountyPostBeforeANameIsThePersons) {
  const auto role = [](const std::string& text, const std::string& name) {
    return read_source("en", text, name, [](const Source& s) { return s.role; });
  };
  EXPECT_EQ(role("Elm Grove County Supervisor of Elections Ana Ruiz said the count was over.",
                 "Ana Ruiz"),
            "Supervisor of Elections");
}

TEST(RolePlaces, APrepositionEndsTheWordsBeforeARole) {
  const std::string text = "The vote came after hearings against President Lena Ortiz began.";
  EXPECT_EQ(role_of("en", text, "Lena Ortiz"), "President / unknown");
}

// Whom a post belongs to: each case names the source and the organization the analysis must give
// it ("" for none).
struct OwnerCase {
  const char* name;  // the case, as a test name
  const char* language;
  const char* text;
  const char* source;
  const char* organization;
};

const OwnerCase kOwnerCases[] = {
    {"APossessiveBeforeTheRoleIsItsOrganization", "en",
     "Rui Campos, Vertex's chief executive, said the plant would open.", "Rui Campos", "Vertex"},
    {"APersonsTitledPossessiveIsStillTheApposition", "en",
     "Ana Prado, Mrs. Ortiz's chief of staff, said the list was long.", "Ana Prado", "Ortiz"},
    {"AnArticleBeforeThePossessorStillMakesAnApposition", "en",
     "Ana Prado Lemos, the Harbor Council's chair, said the vote was fair.", "Ana Prado Lemos",
     "Harbor Council"},
    {"AWordCapitalizedOnlyToOpenTheSentenceIsNoOrganization", "pt",
     "A Vivaz abriu 40 lojas, disse a Vivaz. Nomeado pelo presidente Caio Lemos, o diretor Rui "
     "Campos disse que a Vivaz vai crescer.",
     "Caio Lemos", ""},
    {"AnAcronymBeforeATitleIsItsOrganization", "en",
     "Critics attacked LPC Chairman Tom Hale on Monday.", "Tom Hale", "LPC"},
    {"AnAcronymBeforeAPostIsItsOrganization", "en",
     "FBI general counsel Ana Ruiz said the review was under way.", "Ana Ruiz", "FBI"},
    {"TheBodyOfARoleEndsWhereTheNameBegins", "pt",
     "O presidente da Câmara Caio Lemos afirmou que a votação fica para terça.", "Caio Lemos",
     "Câmara"},
    {"TheBodyOfARoleEndsBeforeANameItsWordsRunInto", "pt",
     "Segundo o procurador da República Ana Prado, o caso avança.", "Ana Prado",
     "Ministério Público Federal"},
    // A post whose words name its body in part serves the body sources.role-bodies gives it.
    {"ThePresidentOfTheRepublicServesThePresidency", "pt",
     "O presidente da República, Carlos Lemos, disse que o plano avança.", "Carlos Lemos",
     "Presidência da República"},
    {"AFormerProsecutorGeneralKeepsTheBody", "pt",
     "O ex-procurador-geral da República Paulo Ramos disse que o caso é grave.", "Paulo Ramos",
     "Procuradoria-Geral da República"},
    // English takes a bare "of" for employers and departments alike: only a name made of
    // departments' words (sources.departments) is a division.
    {"AnEmployerAfterABareOfIsTheOrganization", "en",
     "Ana Ruiz, chief executive of Lumio Robotics, said the plan works.", "Ana Ruiz",
     "Lumio Robotics"},
    {"ADepartmentAfterABareOfIsNoOrganization", "en",
     "Ana Ruiz, director of Global Sales, said the plan works.", "Ana Ruiz", ""},
    {"AMinisterServesTheMinistry", "pt",
     "O ministro da Fazenda, Caio Lemos, disse que o déficit vai cair.", "Caio Lemos",
     "Ministério da Fazenda"},
    // A word standing for a body (sources.body-anaphors) is the one of its kinds named last.
    {"TheHouseIsTheChamberNamedLast", "pt",
     "A Câmara dos Deputados aprovou o texto. A assessoria do Senado disse que o presidente "
     "da Casa, Rui Campos, vai pautar o tema.",
     "Rui Campos", "Senado"},
    {"TheInstituteIsTheOneNamedBeforeInFull", "pt",
     "O Instituto Vale Verde publicou o estudo. O presidente do Instituto, Rui Campos, disse que "
     "os dados são de 2016.",
     "Rui Campos", "Instituto Vale Verde"},
    {"ACourtNamedByNoBodyBeforeStaysAWord", "pt",
     "O presidente da Corte, Rui Campos, disse que o caso é grave.", "Rui Campos", "Corte"},
    // The person a role serves, titled, is its organization; the title is not.
    {"AnHonorificBeforeThePrincipalIsNoOrganization", "en",
     "The plan is bold, said Tom Hale, a spokesman for Mrs. Corbin.", "Tom Hale", "Corbin"},
    {"APossessiveBodyLosesItsMark", "en",
     "It was late, said John Podesta, chairman of Clinton's campaign.", "John Podesta", "Clinton"},
    {"AMajorityLeaderServesTheChamber", "en",
     "Senate Majority Leader Mitch McConnell said it was wrong.", "Mitch McConnell", "Senate"},
    {"OfStateCompletesATitle", "en", "Secretary of State Ana Ruiz said the talks were useful.",
     "Ana Ruiz", ""},
    {"ANameBetweenArticleAndRoleIsItsOrganization", "en",
     "\"We are ready,\" a Vertex spokeswoman said on Monday.", "spokeswoman", "Vertex"},
    {"AnAdjectiveBetweenArticleAndRoleIsNoOrganization", "en",
     "\"We are ready,\" a Republican senator said on Monday.", "senator", ""},
    {"AnOfficeHolderSpeaksForTheBodyTheStoryCovers", "pt",
     "A Prefeitura de Itanhém abriu 40 vagas em creches. A Prefeitura de Itanhém disse que as "
     "obras terminam em maio. \"Vamos atender todas as famílias\", afirmou o prefeito Caio Lemos.",
     "Caio Lemos", "Prefeitura de Itanhém"},
    // A minister may sit on a court ("o ministro Edson Fachin", of the STF): no ministry is his.
    {"AMinisterIsNoMinistrysForHisPostAlone", "pt",
     "O Ministério Público Federal denunciou o ex-diretor. O Ministério Público Federal disse que "
     "o desvio durou dois anos. \"É grave\", afirmou o ministro Edson Fachin.",
     "Edson Fachin", ""},
    {"AnOfficeHolderOfAnotherBodyDoesNotWorkForTheSubject", "pt",
     "A Vivaz abriu 40 lojas. A Vivaz disse que as obras terminam em maio, segundo a Vivaz. "
     "\"É um bom sinal\", afirmou o prefeito Caio Lemos.",
     "Caio Lemos", ""},
    {"AnUnaffiliatedSpokeswomanSpeaksForTheOrganizationOpeningTheSentence", "en",
     "Lumio opened its map to rescuers. Lumio built the tool for emergencies, a spokeswoman, Ana "
     "Prado, said on Saturday. A Vertex spokesman, Rui Campos, said Vertex had sent alerts. "
     "Vertex's chief executive, Tom Hale, wrote that Vertex would keep the tool.",
     "Ana Prado", "Lumio"},
    // Right after a quotation a capital is no sentence's start: the run before the post is its
    // body, unless it names a people, a place or a party.
    {"ANameAfterAQuotationBeforeAPostIsItsBody", "en",
     "\"The files were altered,\" Vertex co-founder Ana Ruiz told reporters.", "Ana Ruiz",
     "Vertex"},
    {"APeopleAfterAQuotationIsNoBody", "en",
     "\"The files were altered,\" German Chancellor Ana Ruiz told reporters.", "Ana Ruiz", ""},
    {"APartyWordAfterAQuotationIsNoBody", "en",
     "\"The map favors us,\" Democratic strategist Tom Hale said.", "Tom Hale", ""},
    {"ATitleWordBeforeThePostIsPartOfIt", "en",
     "\"The port is safe,\" Harbor Security Deputy Secretary Ana Ruiz told reporters.", "Ana Ruiz",
     "Harbor Security"},
    {"AWordOfKindBeforeARoleNamesItsBody", "en",
     "\"There were 24 arrests,\" Harbor Democratic Committee spokesman Sean Lee told reporters.",
     "Sean Lee", "Harbor Democratic Committee"},
    {"AWordOfKindBeforeATitleInTheNamesRunNamesItsBody", "en",
     "Before the march, Harbor Police Chief Ana Ruiz asked for calm.", "Ana Ruiz", "Harbor Police"},
    {"AnIndefiniteArticleOpensTheRoleAfterAName", "pt",
     "\"A frota está pronta\", garantiu Kim Min-su, um especialista do Instituto Naval, ao "
     "jornal local.",
     "Kim Min-su", "Instituto Naval"},
    {"TheUniversityOfADegreeIsItsOrganization", "pt",
     "\"A tarifa não cobre o custo\", explica Rita Souza, doutora em economia pela UFPR.",
     "Rita Souza", "UFPR"},
    {"AnEngineerTheArticleAlsoCallsAnExpertIsNoStaff", "pt",
     "A Prefeitura de Itanhém publicou o edital dos ônibus. A Prefeitura de Itanhém disse que as "
     "linhas mudam em maio. \"Faltou ouvir os bairros\", disse o engenheiro Sérgio Lima. \"O "
     "diesel polui\", avalia o especialista Sérgio Lima.",
     "Sérgio Lima", ""},
    {"AnEngineerInAStoryAboutHisCompanyWorksForIt", "pt",
     "A Vivaz abriu 40 lojas. A Vivaz disse que as obras terminam em maio. \"Faltou aço\", disse "
     "o engenheiro Sérgio Lima.",
     "Sérgio Lima", "Vivaz"},
};

class RoleOwners : public ::testing::TestWithParam<OwnerCase> {};

TEST_P(RoleOwners, GivesThePostItsOrganization) {
  const OwnerCase& c = GetParam();
  EXPECT_EQ(organization_of(c.language, c.text, c.source), c.organization) << c.text;
}

INSTANTIATE_TEST_SUITE_P(Cases, RoleOwners, ::testing::ValuesIn(kOwnerCases),
                         [](const ::testing::TestParamInfo<OwnerCase>& info) {
                           return std::string(info.param.name);
                         });

TEST(SurnameLinks, ATwoWordSurnameIsThePersonNamedInFull) {
  const std::string text =
      "Ana Prado Lemos, the Harbor Council's chair, opened the hearing. Later, Prado Lemos said "
      "the vote was fair.";
  EXPECT_EQ(source_names("en", text), "Ana Prado Lemos");
}

// ---- quotation marks that are left unclosed or mixed --------------------------------------------

// The words of the quote whose words begin with `opening` (or "missing").
std::string words_of_quote(const std::string& language, const std::string& text,
                           const std::string& opening) {
  return read_quote(language, text, opening, [](const Analyzed& r, const Quote& q) {
    return r.document.text.substr(q.span.start, q.span.size());
  });
}

TEST(QuotePairing, ASecondOpeningMarkRestartsAnUnclosedQuote) {
  // The first ‘ is never closed: pairing it with the ’ after "Mentiras" would make the writer's
  // own sentences, figure and all, one long quotation.
  const std::string text =
      "O clube nega ter usado o terreno ‘para fins comerciais. A auditoria aponta perdas de R$ 40 "
      "milhões aos sócios. ‘Mentiras’, diz a nota.";
  EXPECT_EQ(words_of_quote("pt", text, "para fins"), "missing");
  EXPECT_EQ(words_of_quote("pt", text, "Mentiras"), "Mentiras");
}

TEST(QuotePairing, AStraightMarkClosesACurlyOne) {
  const std::string text =
      "“Um copo derrubou um homem de 90 quilos\", diz Caio. \"Quem nunca caiu vai cair\", "
      "garante.";
  EXPECT_EQ(words_of_quote("pt", text, "Um copo"), "Um copo derrubou um homem de 90 quilos");
  EXPECT_EQ(words_of_quote("pt", text, "Quem nunca"), "Quem nunca caiu vai cair");
}

TEST(QuotePairing, AStraightQuoteNestedInACurlyOneStaysInside) {
  const std::string text = "“O ministro chamou de \"golpe\" a votação de ontem”, disse a deputada.";
  EXPECT_EQ(words_of_quote("pt", text, "O ministro"),
            "O ministro chamou de \"golpe\" a votação de ontem");
}

// ---- a one-word speaker without an article is a person in Portuguese --------------------------

TEST(BareSpeaker, OneWordWithoutArticleIsAPerson) {
  const std::string text =
      "O tratamento durou seis meses. \"A pressão cai aos poucos\", explica Moraes, que acompanha "
      "o caso desde o início.";
  EXPECT_EQ(type_of("pt", text, "Moraes"), SourceType::Person);
}

// Initials the entity list spells out (organizations.aliases) are the organization, whose full
// name says it is an interest group.
TEST(BareSpeaker, KnownInitialsAreTheOrganization) {
  const std::string text = "O faturamento do setor subiu 14% em 2016, segundo Fiesp.";
  EXPECT_EQ(type_of("pt", text, "Fiesp"), SourceType::Organization);
}

TEST(BareSpeaker, OneWordWithAnArticleStaysAnOrganization) {
  const std::string text =
      "A fábrica vai contratar cem pessoas, afirma a Tecnora. Segundo a Tecnora, as vagas abrem "
      "em maio.";
  EXPECT_EQ(type_of("pt", text, "Tecnora"), SourceType::Organization);
}

// "Shares of Veltrix" is three capitalized-or-joined words with no first name: no person whose
// surname a later "Veltrix said" could be.
TEST(BareSpeaker, ARunJoinedByAParticleWithoutAFirstNameIsNoPerson) {
  const std::string text =
      "Veltrix said on Monday that the pill worked. Shares of Veltrix rose on the news.";
  EXPECT_EQ(type_of("en", text, "Veltrix"), SourceType::Organization);
}

// A gerund after a clause whose subject is a post and its holder between commas speaks for the
// holder, whatever the clause's verb.
TEST(VerbCues, AGerundSpeaksForAPostsHolderNamedBetweenCommas) {
  EXPECT_EQ(speaker_of_cue("en",
                           "The lawyer, Paul Brennan, asked for two years, citing the repayment "
                           "of $400,000.",
                           "citing"),
            "Paul Brennan");
  EXPECT_EQ(speaker_of_cue("en",
                           "Whitaker's lawyer, Paul Brennan, asked for two years, citing his "
                           "client's health.",
                           "citing"),
            "Paul Brennan");
}

// "explica parte da alta", "explains part of the rise": accounting for, not speaking.
TEST(VerbCues, ExplainingPartOfSomethingIsNoSpeech) {
  for (auto [lang, text] : {std::pair{"pt", "A procura por estúdios explica parte do movimento."},
                            std::pair{"en", "Demand for studios explains part of the rise."}}) {
    auto r = analyze(lang, text);
    ASSERT_TRUE(r);
    EXPECT_TRUE(r->analysis.attributions.empty()) << text;
  }
}

// Where a senator comes from may stand between the name and an apposition before the verb.
TEST(VerbCues, APlaceAfterTheNameBeforeAnApposition) {
  EXPECT_EQ(speaker_of_cue("en",
                           "Sen. Maria Ochoa of New Mexico, one of them, said Tuesday she would "
                           "vote no.",
                           "said"),
            "Maria Ochoa");
}

// "adds", "added" with a figure for object add something; they report no one's words.
TEST(VerbCues, AddingAFigureIsNoSpeech) {
  for (const char* text :
       {"The budget raises spending by 4.8% and adds 36 positions.",
        "The stock added more than 2% on Monday.", "The bill adds $40 million to the deficit."}) {
    auto r = analyze("en", text);
    ASSERT_TRUE(r);
    EXPECT_TRUE(r->analysis.attributions.empty()) << text;
  }
  EXPECT_EQ(speaker_of_cue("en", "\"We are ready,\" Ana Ruiz added. About 300 came.", "added"),
            "Ana Ruiz");
  auto pt = analyze("pt", "O novo edital acrescentou 200 vagas ao concurso.");
  ASSERT_TRUE(pt);
  EXPECT_TRUE(pt->analysis.attributions.empty());
}

// A pollster named bare after its survey is the body, and a name with a party's tag is a
// politician's even when the lexicon lacks the first name.
TEST(BareSpeaker, APollsterIsABodyAndAPartyTagMakesAPerson) {
  const std::string text =
      "Nunes lidera com 34%, segundo pesquisa Datafolha divulgada nesta quinta-feira. Tabata "
      "Amaral (PSB) tem 11%.";
  auto r = analyze("pt", text);
  ASSERT_TRUE(r);
  for (const Source& s : r->analysis.sources) {
    if (s.name == "Datafolha") {
      EXPECT_EQ(s.type, SourceType::Organization);
    }
  }
  EXPECT_EQ(type_of("pt", text, "Tabata Amaral"), SourceType::Person);
}

TEST(BareSpeaker, CurrencyLettersAreNoName) {
  auto r = analyze("pt", "O investimento chega a US$ 3 milhões, segundo o banco.");
  ASSERT_TRUE(r);
  for (const Source& s : r->analysis.sources) EXPECT_NE(s.name, "US");
}

// ---- "a companhia" is the company of its own passage -------------------------------------------

TEST(LocalReference, TheCompanyOfAnotherItemInADigest) {
  // One paragraph, several short items: the subject is out of view when the reference comes.
  const std::string text =
      "O Banco Aurora anunciou lucro de R$ 2 bilhões. Segundo o Banco Aurora, o resultado veio do "
      "crédito. O presidente do Banco Aurora, Marcos Teles, disse que vai abrir agências. A chuva "
      "deixou ruas alagadas na capital. O trânsito ficou lento durante a tarde. A escola municipal "
      "adiou as provas. A feira do livro abriu na praça. Um condomínio foi alvo de uma operação da "
      "Eletrona contra furto de energia. Segundo a companhia, as casas desviavam 900 kWh por mês.";
  EXPECT_EQ(speaker_of_cue("pt", text, "Segundo", 2), "Eletrona");
}

TEST(LocalReference, TheSubjectStillInViewKeepsTheReference) {
  const std::string text =
      "A Construtora Vega abre o feirão neste sábado. Segundo a Vega, são 500 unidades à venda. "
      "O diretor comercial da construtora, João Prates, disse que as vendas devem crescer. Os "
      "compradores podem usar o FGTS na entrada. A construtora diz que os preços estão 10% "
      "menores.";
  std::string speaker = speaker_of_cue("pt", text, "diz");
  EXPECT_NE(speaker, "FGTS");
  EXPECT_NE(speaker, "(none)");
}

// ---- political parties ------------------------------------------------------------------------

std::string affiliation_of(const std::string& language, const std::string& text,
                           const std::string& name) {
  return read_source(language, text, name, [](const Source& s) { return s.affiliation; });
}

// "Carla Mendes (PSDB-MG)", "Sen. Jo Hale (R-Ohio)": the tag after a name is the person's party,
// and with no organization the party is whom they speak for.
TEST(Parties, ATagAfterANameIsThePersonsParty) {
  const std::string pt =
      "A comissão votou o relatório. O deputado Caio Brandão (PSDB-MG) disse que vai recorrer. "
      "A senadora Lena Duarte (PT) afirmou que o texto é justo.";
  EXPECT_EQ(affiliation_of("pt", pt, "Caio Brandão"), "PSDB");
  EXPECT_EQ(party_of("pt", pt, "Caio Brandão"), "PSDB");
  EXPECT_EQ(affiliation_of("pt", pt, "Lena Duarte"), "PT");
  const std::string en =
      "The bill stalled. Sen. Jo Hale (R-Ohio) said he would block it. Rep. Dana Roy (D-N.Y.) "
      "said the vote would come.";
  EXPECT_EQ(affiliation_of("en", en, "Jo Hale"), "Republicans");
  EXPECT_EQ(affiliation_of("en", en, "Dana Roy"), "Democrats");
}

// "PR" is a party and a state: alone in parentheses it says where someone is from.
TEST(Parties, ATagThatIsAlsoAStateNeedsTheState) {
  const std::string text =
      "A feira reuniu produtores. Ana Cristina Lobo (PR) disse que vendeu tudo. O deputado Rui "
      "Faria (PR-SP) afirmou que a feira volta em maio.";
  EXPECT_EQ(affiliation_of("pt", text, "Ana Cristina Lobo"), "");
  EXPECT_EQ(affiliation_of("pt", text, "Rui Faria"), "PR");
}

// "o senador petista", "a longtime Republican strategist", "a county's Democratic Party": the
// apposition's words name the party; an organization the person works for stays their party.
TEST(Parties, AnAppositionWordNamesTheParty) {
  EXPECT_EQ(affiliation_of("en",
                           "The race tightened. “It is close,” said Matt Orr, a longtime "
                           "Republican strategist.",
                           "Matt Orr"),
            "Republicans");
  const std::string staff =
      "The count was slow. There will be no recount, said Sam Ito, the press secretary of the "
      "Harlow County Democratic Party.";
  EXPECT_EQ(affiliation_of("en", staff, "Sam Ito"), "Democrats");
  EXPECT_EQ(party_of("en", staff, "Sam Ito"), "Harlow County Democratic Party");
}

// "o tucano Aldo Reis", then "disse o tucano": the party word before a name is the person's
// party, and alone after a definite article it is the party's member named last. A plural or
// an indefinite one is someone else.
TEST(Parties, ThePartyWordAloneIsItsMemberNamedLast) {
  const std::string text =
      "O plenário votou a proposta. O senador petista Humberto Lima disse que a votação foi "
      "justa. O tucano Aldo Reis criticou o texto. \"Foi um erro\", disse o tucano. O petista "
      "afirmou que vai recorrer. Um petista disse que não.";
  EXPECT_EQ(affiliation_of("pt", text, "Aldo Reis"), "PSDB");
  EXPECT_EQ(speaker_of_quote("pt", text, "Foi um erro"), "Aldo Reis");
  auto r = analyze("pt", text);
  ASSERT_TRUE(r);
  std::vector<std::string> speakers;
  for (const Attribution& at : r->analysis.attributions) {
    speakers.push_back(at.source == kNone ? "(none)" : r->analysis.sources[at.source].name);
  }
  const std::vector<std::string> expected{"Humberto Lima", "Aldo Reis", "Aldo Reis",
                                          "Humberto Lima", "(none)"};
  ASSERT_GE(speakers.size(), expected.size());
  EXPECT_EQ(std::vector<std::string>(speakers.begin(), speakers.begin() + 5), expected);
}

// "diretora do núcleo de energia para a América do Sul do Instituto Halden": the body further
// on in the role's lowercase phrase is the employer; a name or a new clause ends the phrase.
TEST(Appositions, ABodyFurtherOnInTheRolesPhraseIsTheEmployer) {
  const std::string text =
      "A usina preocupa a região. \"Vamos ter que conviver com isso\", disse Jonas Prado, chefe do "
      "núcleo de energia para o cone sul do Instituto Halden de Estudos. O presidente "
      "Caio Lemos enviou ao Congresso da Federação um pedido de verba.";
  EXPECT_EQ(organization_of("pt", text, "Jonas Prado"), "Instituto Halden de Estudos");
  EXPECT_EQ(organization_of("pt", text, "Caio Lemos"), "");
  EXPECT_EQ(organization_of("en",
                            "The grid is old. “It will fail,” said Ana Ruiz, a professor in the "
                            "school of design at the Harbor Institute of Technology.",
                            "Ana Ruiz"),
            "Harbor Institute of Technology");
  EXPECT_EQ(organization_of("en",
                            "The grid is old. “It will fail,” said Ana Ruiz, a lawyer for "
                            "years who now chairs the board of the Harbor Energy Commission.",
                            "Ana Ruiz"),
            "");
}

// "said David Lane of the Harbor Retail Federation": a body right after the name, with no comma,
// when "of the" introduces a name of several words that says it is a body; "for the GOP
// nomination" is what someone runs for.
TEST(Appositions, OfTheBodyRightAfterANameIsTheEmployer) {
  const std::string text =
      "The rule takes effect in May. “It will cost jobs,” said David Lane of the Harbor Retail "
      "Federation. The governor backed Sen. Rita Gomez for the GOP nomination.";
  EXPECT_EQ(organization_of("en", text, "David Lane"), "Harbor Retail Federation");
  EXPECT_EQ(organization_of("en", text, "Rita Gomez"), "");
}

// "Tom Hale Jr., the director of the Harbor Authority, said": a name's suffix keeps its dot
// before the apposition, after a clause as much as at the sentence's start.
constexpr CueSpeakerCase kSuffixBeforeAnApposition[] = {
    {"en",
     "''The levy is fair,'' Tom R. Hale Jr., the director of the Harbor Authority, said at a "
     "meeting.",
     "said", "Tom R. Hale Jr"},
    {"en", "The levy is fair, Tom Hale Jr., the director of the Harbor Authority, said.", "said",
     "Tom Hale Jr"},
};

TEST(VerbCues, ANamesSuffixKeepsItsDotBeforeAnApposition) {
  expect_speakers(kSuffixBeforeAnApposition);
  EXPECT_EQ(
      role_of("en", "The levy is fair, Tom Hale Jr., the director of the Harbor Authority, said.",
              "Tom Hale Jr"),
      "director of the Harbor Authority / subject");
}

// "according to exit polls", "according to state corporate records": words that describe a
// document may stand before it with no article.
constexpr CueSpeakerCase kDocumentsWithoutArticle[] = {
    {"en", "Ruiz won 60 percent of women, according to exit polls.", "according to", "polls"},
    {"en", "The firm is worth $5 million, according to state corporate records.", "according to",
     "records"},
    {"en", "The firm is worth $5 million, according to one report.", "according to", "report"},
    {"en", "The firm is worth $5 million, according to a press release.", "according to",
     "press release"},
};

TEST(PrepositionCues, WordsDescribingADocumentNeedNoArticle) {
  expect_speakers(kDocumentsWithoutArticle);
}

// "the budget office", "a instituição", "a comissão": a body named before, by its kind; a
// kind written with accents ("comissão", "órgão") is found as written. A press office of the
// body by its kind speaks for it too.
constexpr CueSpeakerCase kBodiesByTheirKind[] = {
    {"en",
     "The Harbor Budget Office released its outlook. The budget office said deficits would "
     "grow.",
     "said", "Harbor Budget Office"},
    {"pt",
     "A Marinha informou que fez buscas. Segundo a assessoria de imprensa da instituição, era "
     "rotina.",
     "Segundo", "Marinha"},
    {"pt", "O Ibama informou a multa. Segundo a assessoria do órgão, a multa é de praxe.",
     "Segundo", "Ibama"},
    {"pt", "A Comissão de Ética informou a multa. A comissão disse que era rotina.", "disse",
     "Comissão de Ética"},
    {"en",
     "The Harbor Agency cut fees. The cut is 5 percent, according to the press office of the "
     "agency.",
     "according to", "Harbor Agency"},
};

TEST(PrepositionCues, ABodyByItsKindAndItsPressOfficeAreTheBodyNamedBefore) {
  expect_speakers(kBodiesByTheirKind);
}

// "Federação Nacional dos Vigilantes (Fenavig)": a short form in parentheses that is no
// initialism still names the body, so the story about it has it as its subject; a party's tag
// after a name is the person's party.
TEST(Stakes, AShortFormInParenthesesNamesTheBody) {
  const std::string text =
      "A Federação Nacional dos Vigilantes (Fenavig) quer lançar 20 candidatos. A Fenavig "
      "pretende eleger deputados. \"Vamos ocupar espaço\", disse o presidente da Fenavig, Rui "
      "Teles. Segundo a federação, há 18 estados no grupo. A Fenavig também cobra reajuste.";
  EXPECT_EQ(subject_of("pt", text), "Federação Nacional dos Vigilantes");
  EXPECT_EQ(speaker_of_cue("pt", text, "Segundo"), "Federação Nacional dos Vigilantes");
  EXPECT_EQ(role_of("pt", text, "Rui Teles"), "presidente da Fenavig / subject");
  const std::string party =
      "Votaram a favor: Marinha Lobo (PMDB), Caio Lemos (PT). O PMDB informou que vai "
      "recorrer.";
  EXPECT_EQ(read_source("pt", party, "PMDB", [](const Source& s) { return s.party; }), "PMDB");
}

// "Maria Dale, 22, of Elkton, Md., said", "Tom Brisk, whose start-up, Vantor, uses big data,
// said": a place or a body inside the aside of the person who opens the sentence is what the
// aside speaks of; the person speaks.
constexpr CueSpeakerCase kBodiesInsideAnAside[] = {
    {"en", "The vote slipped. Maria Dale, 22, of Elkton, Md., said the law failed.", "said",
     "Maria Dale"},
    {"en",
     "The vote slipped. Tom Brisk, whose latest start-up, Vantor, uses big data, said the law "
     "failed.",
     "said", "Tom Brisk"},
    {"pt",
     "A crise piorou. Caio Lemos, do Instituto Vale Norte, da Universidade Federal, reforçou que "
     "a ameaça é real.",
     "reforçou", "Caio Lemos"},
};

TEST(VerbCues, ABodyOrAPlaceInsideAPersonsAsideIsNotTheSpeaker) {
  expect_speakers(kBodiesInsideAnAside);
}

// "according to three people briefed on the talks", "segundo vários analistas": a count or words
// that describe a group or an anonymous source (sources.group-modifiers) stand before its noun;
// other words ("que alguns executivos") open no group.
constexpr CueSpeakerCase kDescribedGroups[] = {
    {"en", "The plan failed, according to three people briefed on the talks.", "according to",
     "people briefed"},
    {"en", "The plan failed, according to several senior Democrats.", "according to", "Democrats"},
    {"en", "The plan failed, according to even his own supporters.", "according to", "supporters"},
    {"pt", "O plano fracassou, segundo vários analistas.", "segundo", "analistas"},
    {"pt", "O plano fracassou, segundo as mesmas fontes.", "segundo", "fontes"},
    {"pt", "A auditoria revelou que alguns diretores da Vertente desviaram verbas.", "revelou",
     "auditoria"},
};

TEST(PrepositionCues, ACountOrADescriptionBeforeAGroupKeepsTheGroup) {
  expect_speakers(kDescribedGroups);
}

// "Senator Dana Ruiz of Ohio endorsed Tom Hale, saying": where the person comes from may follow
// the name; "The senator left no doubt ..., saying": a post alone opening the sentence names the
// person the story knows by it, and no one when it knows no one by it.
constexpr CueSpeakerCase kGerundAfterAClause[] = {
    {"en", "Senator Dana Ruiz of Ohio endorsed Tom Hale, saying the plan fails.", "saying",
     "Dana Ruiz"},
    {"en",
     "Sen. Dana Ruiz spoke in May. The senator left no doubt of her support, saying the plan "
     "fails.",
     "saying", "Dana Ruiz"},
    {"en", "The senator left no doubt of her support, saying the plan fails.", "saying", "(none)"},
};

TEST(VerbCues, AGerundGoesToTheSubjectPastItsHomeStateOrByItsPost) {
  expect_speakers(kGerundAfterAClause);
}

// "One operative inside Harbor Tower", "an official within the Harbor Agency": a body after
// "inside" or "within" is where the post is held, never the holder's name.
TEST(Appositions, ABodyInsideWhichAPostIsHeldIsNoName) {
  EXPECT_EQ(speaker_of_cue("en",
                           "One operative inside Harbor Tower tried to play down the comments, "
                           "saying they were minor.",
                           "saying"),
            "(none)");
  EXPECT_EQ(organization_of("en",
                            "The levy is fair, said Dana Ruiz, an official within the Harbor "
                            "Agency.",
                            "Dana Ruiz"),
            "Harbor Agency");
}

// "said a Democratic strategist", "according to one senior aide", "disse um integrante da
// executiva da legenda": a post for one person the story does not name is one anonymous
// source, not no one and not the person named last.
constexpr CueSpeakerCase kAnonymousPosts[] = {
    {"en", "The plan fails, said a Democratic strategist.", "said", "a Democratic strategist"},
    {"en", "The plan fails, according to one senior aide.", "according to", "one senior aide"},
    {"pt",
     "Caio Lemos não comentou. \"A votação fica para maio\", disse um integrante da executiva "
     "municipal da legenda.",
     "disse", "um integrante"},
};

TEST(VerbCues, APostForOneUnnamedPersonIsAnAnonymousSource) {
  expect_speakers(kAnonymousPosts);
  EXPECT_EQ(
      type_of("en", "The plan fails, said a Democratic strategist.", "a Democratic strategist"),
      SourceType::Anonymous);
}

// "A spokesman for Mayor Tom Hale defended the route and said": the mayor the post serves is
// not the subject of a verb after "and"; with no one else named, no one is.
TEST(VerbCues, ThePersonAPostServesIsNotTheSubjectOfACoordinatedVerb) {
  EXPECT_EQ(speaker_of_cue("en",
                           "A spokesman for Mayor Tom Hale defended the route and said the plan "
                           "fails.",
                           "said"),
            "(none)");
  EXPECT_EQ(speaker_of_cue("en", "Dana Ruiz thanked the crowd and said the plan fails.", "said"),
            "Dana Ruiz");
}

// "diz delegado", then "o delegado regional Caio Prates": a post alone is the one person whose
// longer post opens with it, or with a post it stands for, when no one holds it exactly.
TEST(Resolution, APostAloneIsThePersonWhoseLongerPostOpensWithIt) {
  EXPECT_EQ(speaker_of_cue("pt",
                           "Suspeita confessou o furto, diz delegado. O delegado regional Caio "
                           "Prates ouviu a suspeita na sexta.",
                           "diz"),
            "Caio Prates");
  // "o magistrado" for the one judge the story names (sources.post-synonyms).
  EXPECT_EQ(speaker_of_cue("pt",
                           "O juiz federal Caio Prates negou o pedido da defesa. O magistrado "
                           "alegou que não há fato novo.",
                           "alegou"),
            "Caio Prates");
  EXPECT_EQ(speaker_of_cue("pt",
                           "Seca deve piorar, diz especialista. O consultor Rui Teles estuda o "
                           "clima da região há vinte anos.",
                           "diz"),
            "Rui Teles");
  EXPECT_EQ(speaker_of_cue("en",
                           "The drought will worsen, the expert said. Dana Ruiz, a professor of "
                           "climate at Harbor University, has studied it for years.",
                           "said"),
            "Dana Ruiz");
  // Two people whose posts open with it: neither.
  EXPECT_EQ(speaker_of_cue("pt",
                           "Suspeita confessou o furto, diz delegado. O delegado regional Caio "
                           "Prates e o delegado titular Rui Teles ouviram a suspeita na sexta.",
                           "diz"),
            "delegado");
}

// "explica à BBC Tom Hale", "disse à imprensa Caio Prates": the speaker's name after whom the
// words were told is not part of the addressee; "à BBC Brasil" is one outlet.
constexpr CueSpeakerCase kSpeakerAfterTheAddressee[] = {
    {"pt", "O risco é real, explica à BBC Tom Hale, ex-militar.", "explica", "Tom Hale"},
    {"pt", "O risco é real, disse à imprensa Caio Prates, porta-voz do governo.", "disse",
     "Caio Prates"},
    {"pt", "O risco é real, disse à BBC Brasil o engenheiro Caio Prates.", "disse", "Caio Prates"},
};

TEST(VerbCues, TheSpeakersNameAfterTheAddresseeSpeaks) {
  expect_speakers(kSpeakerAfterTheAddressee);
}

// "Lumeo, a São Paulo startup that lends to small farmers, has raised ...": a name an
// apposition calls a business is an organization's, so "the company said" after it and the
// story are Lumeo's, not those of the fund named last ("led by Andes Ventures").
TEST(Introductions, AnAppositionOfKindMakesANameABody) {
  const std::string en =
      "Lumeo, a São Paulo startup that lends to small farmers, has raised $40 million in a round "
      "led by Andes Ventures, the company said. Lumeo plans to hire 150 people. \"They tripled "
      "their loan book,\" said Julia Mertens, a partner at Andes Ventures. \"We like it,\" "
      "Mertens said. Lumeo declined to comment.";
  EXPECT_EQ(subject_of("en", en), "Lumeo");
  EXPECT_EQ(speaker_of_cue("en", en, "said"), "Lumeo");
  const std::string pt =
      "A Lumeo, startup paulista de crédito rural, captou US$ 40 milhões em uma rodada liderada "
      "pela Andes Ventures, informou a empresa. A Lumeo vai contratar 150 pessoas. \"Eles "
      "triplicaram a carteira\", disse Julia Mertens, sócia da Andes Ventures. \"Gostamos\", "
      "afirmou Mertens. A Lumeo não comentou.";
  EXPECT_EQ(subject_of("pt", pt), "Lumeo");
  EXPECT_EQ(speaker_of_cue("pt", pt, "informou"), "Lumeo");
  // A headline's "Agtech Semeia" is no person whose surname the body's "a Semeia" would be.
  const std::string headline =
      "# Agtech Semeia recebe aporte\n\nA Semeia, startup gaúcha que monitora lavouras, recebeu "
      "um aporte, informou a empresa. A Semeia afirma que cobre 1,2 milhão de hectares.\n";
  auto r = analyze_as("pt", headline, "markdown");
  ASSERT_TRUE(r);
  for (const Attribution& at : r->analysis.attributions) {
    if (r->analysis.text().substr(at.cue.start, at.cue.size()) == "afirma") {
      EXPECT_EQ(name_of(r->analysis, at.source), "Semeia");
    }
  }
}

// What does not describe a business: a post ("executivo da empresa"), a kind past a function
// word ("que representa a empresa"), a clause that goes on after the comma ("o juiz Iran
// Lopes, de Barcarena, obrigou a empresa").
TEST(Introductions, APersonsPostOrAClauseAfterTheCommaIsNoDescription) {
  auto type_of = [](const std::string& text, const std::string& name) {
    return read_source("pt", text, name,
                       [](const Source& s) { return std::string(to_string(s.type)); });
  };
  EXPECT_EQ(type_of("A fábrica fechou. Okonjo, executivo da empresa, disse que ela vai reabrir.",
                    "Okonjo"),
            "person");
  EXPECT_EQ(type_of("A fábrica fechou. Brennan, que representa a empresa, disse que ela vai "
                    "reabrir.",
                    "Brennan"),
            "person");
  EXPECT_EQ(type_of("A fábrica fechou. Brennan, uma empresa de Recife, disse que vai reabrir.",
                    "Brennan"),
            "organization");
  EXPECT_EQ(type_of("O metrô parou. Unimetro, sindicato dos metroviários, disse que a greve "
                    "segue.",
                    "Unimetro"),
            "organization");
  const std::string clause =
      "A fábrica fechou. O juiz Iran Lopes, de Barcarena, obrigou a empresa a parar. Lopes "
      "disse que a água está contaminada.";
  EXPECT_EQ(speaker_of_cue("pt", clause, "disse"), "Iran Lopes");
}

// "Founded in 2021 by former bankers Ana Vidal and Rafael Costa, Lumeo has lent ...": founders
// work for the body they founded, so their figures about it have a stake; a surname that speaks
// in the same sentence ("disse Vidal") is the founder named there.
constexpr CueSpeakerCase kFounders[] = {
    {"en",
     "Lumeo, a fintech, raised money. Founded in 2021 by former bankers Ana Vidal and Rafael "
     "Costa, Lumeo has lent $120 million, Vidal said.",
     "said", "Ana Vidal"},
    {"en", "Lumeo, founded by Ana Vidal, has lent $120 million, Vidal said.", "said", "Ana Vidal"},
    {"pt",
     "Fundada em 2021 pelos ex-bancários Ana Vidal e Rafael Costa, a Lumeo já emprestou US$ 120 "
     "milhões, disse Vidal.",
     "disse", "Ana Vidal"},
};

TEST(Introductions, FoundersWorkForTheBodyTheyFounded) {
  expect_speakers(kFounders);
  for (const CueSpeakerCase& c : kFounders) {
    EXPECT_EQ(read_source(c.language, c.text, "Ana Vidal",
                          [](const Source& s) { return s.organization; }),
              "Lumeo")
        << c.text;
  }
  // A founding phrase whose clause opens with no name ties its founder to nothing.
  const std::string unnamed = "Founded in 1990 by Ana Vidal, the program grew, Vidal said.";
  EXPECT_EQ(read_source("en", unnamed, "Ana Vidal", [](const Source& s) { return s.organization; }),
            "");
}

// "a round led by Andes Ventures": the fund has money in the company, so its partner's word on
// the company's growth is no independent source, and the fund is not what the story is about.
TEST(Introductions, ABodyThatLedAFundingRoundIsInterested) {
  const std::string en =
      "Lumeo, a fintech, raised $40 million in a Series B round led by Andes Ventures, the company "
      "said. Lumeo lends to farmers. \"They tripled their loan book,\" said Julia Mertens, a "
      "partner at Andes Ventures. Lumeo declined to comment.";
  EXPECT_EQ(role_of("en", en, "Julia Mertens"), "partner at Andes Ventures / interested");
  const std::string pt =
      "A Lumeo, fintech de crédito, captou US$ 40 milhões em uma rodada liderada pela Andes "
      "Ventures, informou a empresa. A Lumeo empresta a agricultores. \"Eles triplicaram a "
      "carteira\", disse Julia Mertens, sócia da Andes Ventures. A Lumeo não comentou.";
  EXPECT_NE(role_of("pt", pt, "Julia Mertens").find("/ interested"), std::string::npos);
  // The fund named after a word of its kind: "liderada pelo fundo Pampa Investimentos".
  const std::string kind =
      "A Semeia, startup gaúcha, captou R$ 90 milhões em uma rodada liderada pelo fundo Pampa "
      "Investimentos, informou a empresa. A Semeia monitora lavouras. \"Eles dobraram o número "
      "de clientes\", disse Henrique Valle, sócio da Pampa Investimentos.";
  EXPECT_NE(role_of("pt", kind, "Henrique Valle").find("/ interested"), std::string::npos);
  // The amount between the round and "liderada pelo", and the fund's partner named by the
  // fund's name without its word of kind ("sócio da Northgate").
  const std::string amount =
      "A Pagtri, fintech paulista, anunciou uma rodada de investimento de US$ 40 milhões liderada "
      "pelo fundo Northgate Ventures. A Pagtri atende lojistas. \"Tem os melhores números de "
      "retenção\", disse Paul Weiss, sócio da Northgate.";
  EXPECT_NE(role_of("pt", amount, "Paul Weiss").find("/ interested"), std::string::npos);
  // Led by someone in another sense: no investor.
  const std::string inquiry =
      "Harbor Wireless, a carrier, was fined. An inquiry led by the Federal Trade Commission "
      "found errors, the agency said. \"It failed,\" said Ana Ruiz, a lawyer at the Federal "
      "Trade Commission.";
  EXPECT_EQ(role_of("en", inquiry, "Ana Ruiz").find("/ interested"), std::string::npos);
}

// "o presidente do sindicato, Wagner Prates": a post of the body named before by its kind
// works for that body, so a strike story told by the union's people leans on the union.
TEST(Appositions, APostOfABodyNamedByItsKindServesTheBodyNamedBefore) {
  auto organization = [](const char* language, const std::string& text, const char* name) {
    return read_source(language, text, name, [](const Source& s) { return s.organization; });
  };
  const std::string pt =
      "O Sindicato dos Metroviários de Porto Claro afirma que a categoria está sem reajuste. "
      "\"Os salários caíram 18%\", disse o presidente do sindicato, Wagner Prates. Segundo o "
      "sindicato, a adesão chegou a 95%. A diretora de comunicação da entidade, Simone Araújo, "
      "disse que a greve continua.";
  EXPECT_EQ(organization("pt", pt, "Wagner Prates"), "Sindicato dos Metroviários de Porto Claro");
  EXPECT_EQ(organization("pt", pt, "Simone Araújo"), "Sindicato dos Metroviários de Porto Claro");
  const std::string en =
      "The Harbor Transit Workers Union says the strike will go on. \"Wages fell,\" said the "
      "president of the union, Wagner Prates.";
  EXPECT_EQ(organization("en", en, "Wagner Prates"), "Harbor Transit Workers Union");
  // A body described further ("the committee organizing the rival dinner") is not the one named.
  const std::string described =
      "The Harbor Party Committee met on Monday. \"We are on track,\" said Ana Adams, a "
      "spokeswoman for the committee organizing the rival dinner.";
  EXPECT_EQ(organization("en", described, "Ana Adams"), "");
  // "o presidente do grupo" serves the Grupo named before (sources.post-body-kinds).
  const std::string group =
      "O Grupo Arvoredo, operador do parque, levou 40 jornalistas ao local. Na cerimônia, o "
      "presidente do grupo, Ricardo Neves, disse que o parque vai abrir em março.";
  EXPECT_EQ(organization("pt", group, "Ricardo Neves"), "Grupo Arvoredo");
  // "O secretário Otávio Lins", after the Secretaria named in the sentence before: an office
  // alone heads that body, and speaks for the government's side.
  const std::string secretary =
      "O Laboratório de Queimadas divulgou o boletim. Segundo o laboratório, o fogo avançou. Na "
      "Secretaria de Estado de Meio Ambiente, o discurso é outro. O secretário Otávio Lins "
      "afirmou que o estado montou a maior operação da sua história.";
  EXPECT_EQ(role_of("pt", secretary, "Otávio Lins"), "secretário / interested");
  // "o grupo" speaking alone, with no Grupo named, is no one the sentence names before it.
  const std::string letter =
      "Médicos se uniram contra o jogo. Numa carta ao empresário Rui Pontes, o grupo "
      "classificou o jogo como perigoso.";
  EXPECT_NE(speaker_of_cue("pt", letter, "classificou"), "Rui Pontes");
}

// "Sen. Maria Ochoa of New Mexico, one of them, said": the words inside her name read as a body
// ("Ochoa of New Mexico"), which no cue kept, are no source of the article.
TEST(Resolution, ABodyReadInsideAPersonsNameThatNoCueKeptIsNoSource) {
  const std::string text =
      "Some Democrats say the deal gives too much to enforcement. Sen. Maria Ochoa of New Mexico, "
      "one of them, said Tuesday she would vote no. \"We were promised protections,\" Ochoa said.";
  std::unique_ptr<Analyzed> r = analyze("en", text);
  ASSERT_TRUE(r);
  std::vector<std::string> names;
  for (const Source& s : r->analysis.sources) names.push_back(s.name);
  EXPECT_EQ(std::count(names.begin(), names.end(), "Ochoa of New Mexico"), 0)
      << ::testing::PrintToString(names);
  EXPECT_EQ(speaker_of_cue("en", text, "said"), "Maria Ochoa");
}

// "a model that it says can travel up to 80 miles": "it" is the body that opens the sentence; a
// sentence opened by no body, or by a body's name modifying a thing ("The Harbor constitution"),
// leaves "it" to whatever thing it is.
constexpr CueSpeakerCase kBodyPronouns[] = {
    {"en",
     "Kestrel, a Denver-based maker of electric bikes, unveiled the Fold X, a model that it says "
     "can travel up to 80 miles.",
     "says", "Kestrel"},
    {"en", "The plan is short, and it says nothing about taxes.", "says", "(none)"},
    {"en",
     "The Harbor constitution makes no mention of bombs, although it does say that Harbor "
     "renounces war.",
     "say", "(none)"},
};

TEST(VerbCues, ABodysPronounIsTheBodyThatOpensTheSentence) {
  expect_speakers(kBodyPronouns);
}

// "vice president for rockets and satellites at Harbor Aerospace": two fields joined by "and"
// are one post, and the body after them employs it; a second post after a body is not read into
// the first ("ex-diretor da Vivace e conselheiro da Fundação Norte" worked for Vivace).
TEST(Appositions, AFieldJoinedByAndGoesOnToTheBody) {
  const std::string en =
      "The agency picked three landers. \"We have the shortest path,\" Dana Okafor, executive "
      "vice president for rockets and satellites at Harbor Aerospace, said in a statement. The "
      "agency said the award is large.";
  EXPECT_EQ(read_source("en", en, "Dana Okafor", [](const Source& s) { return s.organization; }),
            "Harbor Aerospace");
  const std::string pt =
      "A comissão ouviu testemunhas. Caio Lemos, ex-diretor da Vivace e conselheiro da Fundação "
      "Norte, disse que os contratos eram superfaturados.";
  EXPECT_EQ(read_source("pt", pt, "Caio Lemos", [](const Source& s) { return s.role; }),
            "ex-diretor da Vivace");
}

// "A study published in the journal Nutrition Today found": the journal is where the study
// appeared; the study speaks. A name after "do"/"by" is the document's maker, as before.
constexpr CueSpeakerCase kDocumentsAndTheirVenues[] = {
    {"en",
     "A study published Tuesday in the journal Nutrition Today says that the sweetener cut sugar "
     "intake by 30%.",
     "says", "study"},
    {"pt",
     "Um estudo publicado nesta semana na revista Nutrição Hoje afirma que o adoçante reduziu em "
     "30% a ingestão de açúcar.",
     "afirma", "estudo"},
    {"pt",
     "Uma pesquisa do Instituto Vale Norte mostra que o adoçante reduziu em 30% a ingestão de "
     "açúcar.",
     "mostra", "Instituto Vale Norte"},
    // The present plural of a reporting verb: "Analistas alertam que", "Os médicos ressaltam".
    {"pt", "Analistas alertam que os preços estão 20% abaixo dos de um ano atrás.", "alertam",
     "Analistas"},
    {"pt", "A Conab, no entanto, adverte que a safra pode cair.", "adverte", "Conab"},
    // A group with a complement before the verb: "Analistas do mercado dizem".
    {"pt", "Analistas do mercado dizem que os preços estão 20% abaixo.", "dizem", "Analistas"},
    {"en", "Analysts at the central bank warn that prices are 20% lower.", "warn", "Analysts"},
    // An estimate is a document, and an ordinal describes it: its maker is the source.
    {"pt",
     "A safra deve chegar a 172 milhões de toneladas, segundo a primeira estimativa da Companhia "
     "Nacional de Grãos.",
     "segundo", "Companhia Nacional de Grãos"},
    {"en",
     "The harvest will reach 172 million tons, according to the first estimate by the Grain "
     "Supply Agency.",
     "according to", "Grain Supply Agency"},
};

TEST(VerbCues, TheJournalADocumentAppearedInIsNotItsVoice) {
  expect_speakers(kDocumentsAndTheirVenues);
}

// "A pesquisa, financiada pela Alvorada Alimentos, ...": the article's study speaks for the body
// that paid for it, a party with a stake in its results; two funders leave it to no one.
TEST(Stakes, AStudyTheArticleSaysABodyPaidForSpeaksForThatBody) {
  const std::string pt =
      "Um estudo publicado na revista Nutrição Hoje afirma que o adoçante reduziu em 30% a "
      "ingestão de açúcar. A pesquisa, financiada pela Alvorada Alimentos, acompanhou 420 "
      "voluntários.";
  EXPECT_EQ(
      read_source("pt", pt, "estudo",
                  [](const Source& s) { return s.organization + " / " + to_string(s.stake); }),
      "Alvorada Alimentos / interested");
  const std::string en =
      "A study published in Nutrition Today found that the sweetener cut sugar intake by 30%. The "
      "study, funded by Alvorada Foods, followed 420 volunteers.";
  EXPECT_EQ(read_source("en", en, "study", [](const Source& s) { return s.organization; }),
            "Alvorada Foods");
  const std::string two =
      "A study published in Nutrition Today found that the sweetener cut sugar intake by 30%. The "
      "study, funded by Alvorada Foods, followed 420 volunteers. A survey, funded by Harbor Sugar, "
      "found the opposite.";
  EXPECT_EQ(read_source("en", two, "study", [](const Source& s) { return s.organization; }), "");
  // The funder's people, its short name for their employer, argue the same side.
  const std::string people =
      pt +
      " \"É o adoçante mais estudado do país\", disse a diretora de marketing da Alvorada, "
      "Renata Câmara. A nutricionista Paula Figueiredo, da Unicamp, diz que a amostra é "
      "pequena. \"Não dá para dizer que o efeito vem do produto\", afirmou.";
  EXPECT_EQ(read_source("pt", people, "Renata Câmara",
                        [](const Source& s) { return to_string(s.stake); }),
            "interested");
}

// "In the company's main trial, ... the drug lowered blood sugar by 1.8 points", "No relatório,
// 14 servidores aparecem ...": a study or count set before the main clause by a comma is where
// the figures after it come from, and at a paragraph's start it goes on through the paragraph. A
// possessive gives the document to its maker; a cue of its own in the sentence names who speaks.
TEST(DocumentOpeners, AStudyThatOpensTheSentenceIsWhereItsFiguresComeFrom) {
  const std::string en =
      "Harbor Biotech said on Tuesday that regulators had approved its pill.\n\n"
      "In the company's main trial, which enrolled 3,200 patients, the pill lowered blood sugar "
      "by 1.8 percentage points. Patients also lost an average of 6 kilograms.";
  auto r = analyze("en", en);
  ASSERT_TRUE(r);
  EXPECT_EQ(source_of_figure(r->analysis, "1.8"), "trial");
  EXPECT_EQ(source_of_figure(r->analysis, "6 kilograms"), "trial");
  EXPECT_EQ(read_source("en", en, "trial", [](const Source& s) { return s.organization; }),
            "Harbor Biotech");
  const std::string pt =
      "A Polícia Federal concluiu a investigação sobre a prefeitura.\n\n"
      "No relatório, 14 servidores aparecem como beneficiários de pagamentos que somam R$ 3,2 "
      "milhões. Outros 6 contratos foram anulados.\n\n"
      "A prefeitura recorreu e diz que 9 contratos são regulares.";
  auto p = analyze("pt", pt);
  ASSERT_TRUE(p);
  EXPECT_EQ(source_of_figure(p->analysis, "R$ 3,2"), "relatório");
  EXPECT_EQ(source_of_figure(p->analysis, "6 contratos"), "relatório");
  EXPECT_NE(source_of_figure(p->analysis, "9 contratos"), "relatório");
  // "In the wake of the report": a document after a preposition is not what the clause is set in.
  auto wake = analyze("en", "In the wake of the report, 14 officials resigned.");
  ASSERT_TRUE(wake);
  EXPECT_EQ(source_of_figure(wake->analysis, "14"), "(none)");
  // No comma sets the document off: "In the study area 40 wells ran dry" reads nothing.
  auto bare = analyze("en", "In the study area 40 wells ran dry last summer.");
  ASSERT_TRUE(bare);
  EXPECT_EQ(source_of_figure(bare->analysis, "40"), "(none)");
}

// "the Seattle company said", "according to the Lisbon club": a reference to the story's subject
// with where it is from between "the" and its noun is the subject, as "the company" is; a
// capitalized noun ("the Environmental Protection Agency") is a name.
TEST(SubjectReferences, APlaceBetweenTheAndTheNounIsStillTheSubject) {
  const std::string text =
      "Corvane Systems sold 40 ferries to the state last year, Corvane Systems said in March. "
      "The ferries run on batteries, the Seattle company said on Monday.";
  EXPECT_EQ(speaker_of_cue("en", text, "said", 2), "Corvane Systems");
  const std::string club =
      "Corvane FC sold its striker for a record fee, Corvane FC said. The fee will pay for a new "
      "stadium, according to the Lisbon club.";
  EXPECT_EQ(speaker_of_cue("en", club, "according to"), "Corvane FC");
  const std::string agency =
      "Corvane Systems sold 40 ferries last year, Corvane Systems said. The ferries are clean, "
      "the Environmental Protection Agency said.";
  EXPECT_EQ(speaker_of_cue("en", agency, "said", 2), "Environmental Protection Agency");
}

// "o presidente da Associação dos Produtores de Soja (Aprosoja), Lucas Beber": the body's
// acronym in brackets between a post and the name does not part them. A capitalized word in a
// list of names ("Rui Papa (PSDB), Caio Mansur") is a surname, not a post, and a place after
// the comma says where the post is.
TEST(Appositions, ABodysAcronymInBracketsStandsBetweenThePostAndTheName) {
  const std::string cue =
      "\"O clima ajudou\", disse o presidente da Associação dos Produtores de Soja (Aprosoja), "
      "Lucas Beber.";
  EXPECT_EQ(read_source("pt", cue, "Lucas Beber", [](const Source& s) { return s.role; }),
            "presidente da Associação dos Produtores de Soja");
  const std::string apposition =
      "O presidente do Tribunal Regional Federal (TRF), Carlos Lenz, disse que o prazo acabou.";
  EXPECT_EQ(organization_of("pt", apposition, "Carlos Lenz"), "Tribunal Regional Federal");
  const std::string en =
      "\"The weather helped,\" said the president of the Soybean Growers Association (SGA), "
      "Lucas Beber.";
  EXPECT_EQ(organization_of("en", en, "Lucas Beber"), "Soybean Growers Association");
  const std::string list =
      "Os deputados Rui Papa (PSDB), Caio Mansur (PRB) e Ana Lopes (PT) votaram contra.";
  EXPECT_EQ(read_source("pt", list, "Caio Mansur", [](const Source& s) { return s.role; }), "");
  const std::string place =
      "A vendedora acusou Caio Prates, na época chefe da 5a Delegacia Seccional (DS), Vila Rica, "
      "de ter forjado o flagrante.";
  EXPECT_EQ(read_source("pt", place, "Vila Rica", [](const Source& s) { return s.role; }),
            "(no source)");
}

// "Its owner, Bluewave Cruises, insists": a post a company may hold, before a name with no first
// name, is the company's, which speaks as a body; a person may hold it too ("its owner, Dana
// Ruiz").
TEST(Appositions, APostACompanyHoldsBeforeANameWithNoFirstNameIsTheCompanys) {
  const std::string ship =
      "The ship is longer than three football fields. Its owner, Bluewave Cruises, insists it was "
      "designed for travelers who never cruise.";
  auto type = [](const Source& s) { return std::string(to_string(s.type)); };
  EXPECT_EQ(read_source("en", ship, "Bluewave Cruises", type), "organization");
  const std::string person =
      "The diner opened in 1988. Its owner, Dana Ruiz, insists the recipe never changed.";
  EXPECT_EQ(read_source("en", person, "Dana Ruiz", type), "person");
}

// The nouns a story uses for the kind of body it covers stand for it when they speak: "the
// university says", "segundo a fintech" (sources.subject-references).
TEST(SubjectReferences, TheKindOfBodyTheStoryCoversStandsForIt) {
  const std::string university =
      "Harlow University rose nine places in the index, Harlow University said. It hired 220 "
      "teachers. The university says its medical school is the most cited in the region.";
  EXPECT_EQ(speaker_of_cue("en", university, "says"), "Harlow University");
  const std::string fintech =
      "A Pagtri levantou US$ 40 milhões, informou a Pagtri. A Pagtri atende 180 mil lojistas. A "
      "taxa é a menor do mercado, segundo a fintech.";
  EXPECT_EQ(speaker_of_cue("pt", fintech, "segundo"), "Pagtri");
  // Capitalized, the noun opens another body's name: "the Agency for Weather Studies".
  const std::string agency =
      "Corvane Motors sold 40,000 cars, Corvane Motors said. Corvane Motors blamed the storms. "
      "The storms were rare, according to the Agency for Weather Studies.";
  EXPECT_EQ(speaker_of_cue("en", agency, "according to"), "Agency for Weather Studies");
}

// "Marrow & Vine", "Barnes & Noble": names an ampersand joins are a firm's, which the story
// may be about though it never speaks.
TEST(Names, AnAmpersandJoinsAFirmsName) {
  const std::string text =
      "Marrow & Vine opened in June. Marrow & Vine seats 38 people and Marrow & Vine buys its "
      "fish at the pier. The restaurant buys 90% of its produce from farms nearby, its manager, "
      "Paula Renn, said.";
  EXPECT_EQ(subject_of("en", text), "Marrow & Vine");
}

// "O Alvorada acertou a venda ... o clube diz": a one-word name said twice, once after an article,
// is the body the reference stands for when no organization was named; a first name alone said
// twice ("Dariel") is no body.
TEST(SubjectReferences, AOneWordNameWithAnArticleIsTheBodyAReferenceStandsFor) {
  const std::string club =
      "O Alvorada acertou a venda do lateral Pedrinho ao Benfica por 18 milhões de euros. O "
      "Alvorada ficará com 20% de uma futura venda. Com o dinheiro, o clube diz que vai quitar "
      "salários atrasados.";
  EXPECT_EQ(subject_of("pt", club), "Alvorada");
  const std::string person =
      "The gun that killed Dariel was sold on Monday. Dariel was 17. The auction site took the "
      "listing down, the company said.";
  EXPECT_NE(subject_of("en", person), "Dariel");
}

// "Para o infectologista Caio Lemos, da UFMG, a vacinação é lenta": "Para" opening the sentence
// before a person named and a comma gives that person's view; not a post alone, a name the post is
// of, or anything that is no one.
TEST(ViewOpeners, ParaBeforeANamedPersonGivesTheirView) {
  const std::string pt =
      "Para o infectologista Inaê Tabajara, da UFMG, a vacinação ainda é lenta: apenas 12% do "
      "público-alvo recebeu a primeira dose.";
  EXPECT_EQ(speaker_of_cue("pt", pt, "Para"), "Inaê Tabajara");
  auto r = analyze("pt", pt);
  ASSERT_TRUE(r);
  EXPECT_EQ(source_of_figure(r->analysis, "12%"), "Inaê Tabajara");
  EXPECT_EQ(
      speaker_of_cue("pt", "Para ministro do STF, a liberdade de imprensa é importante.", "Para"),
      "(missing cue)");
  const std::string lawyer = "Rui Valente foi cassado. Para o advogado de Valente, o juiz errou.";
  EXPECT_EQ(speaker_of_cue("pt", lawyer, "Para"), "(missing cue)");
  EXPECT_EQ(speaker_of_cue("pt", "Para isso, a prefeitura vai contratar 500 agentes.", "Para"),
            "(missing cue)");
}

// "Para o vereador Marcos Lira, o reajuste é abusivo. \"...\", disse.": the view and the words
// the same person goes on to give in the paragraph are one turn, counted once.
TEST(ViewOpeners, AViewAndTheSamePersonsNextWordsAreOneTurn) {
  auto r = analyze("pt",
                   "Para o vereador Marcos Lira, o reajuste é abusivo. \"A prefeitura deu R$ 80 "
                   "milhões às empresas\", disse.");
  ASSERT_TRUE(r);
  std::set<uint32_t> cues;  // a quote's tag may be listed twice, with one cue
  for (const Attribution& at : r->analysis.attributions) {
    if (!at.cue.empty()) cues.insert(at.cue.start);
  }
  EXPECT_EQ(cues.size(), 1u);
  EXPECT_EQ(source_of_figure(r->analysis, "R$ 80"), "Marcos Lira");
}

// "Fontes ligadas à diretoria afirmam", "Sources close to the board said": unnamed sources
// opening the sentence speak through its verb.
TEST(VerbCues, UnnamedSourcesOpeningTheSentenceAreItsSpeaker) {
  EXPECT_EQ(
      speaker_of_cue("pt", "Fontes ligadas à diretoria afirmam que a oferta venceu.", "afirmam"),
      "Fontes");
  EXPECT_EQ(speaker_of_cue("en", "Sources close to the board said the bid won.", "said"),
            "Sources");
}

// "The company said" with no body named twice: not a quoted expert's institute (named only in
// her apposition) nor a weather service ("the agency" may be one), but the utility named before.
TEST(SubjectReferences, TheCompanyIsNoExpertsInstituteAndNoPublicAgency) {
  const std::string text =
      "It reached 118 degrees, according to the Regional Weather Service. \"Nights matter,\" said "
      "Dr. Ana Okoro, a climatologist at the Sonoran Institute of Technology. \"The heat is "
      "new,\" she said. Demand set a record, the utility Desert Power said. The company said its "
      "batteries kept the lights on.";
  EXPECT_EQ(subject_of("en", text), "Desert Power");
  EXPECT_EQ(speaker_of_cue("en", text, "said", 4), "Desert Power");
}

// "Studies show", "Pesquisas indicam": a document word capitalized only because it opens the
// sentence is a document, not a body's name; a person of that surname ("Law said") stays one.
TEST(DocumentCues, ADocumentWordOpeningTheSentenceIsADocument) {
  auto type = [](const Source& s) { return std::string(to_string(s.type)); };
  EXPECT_EQ(
      read_source("en", "Studies show that such heat waves are more frequent.", "Studies", type),
      "document");
  EXPECT_EQ(read_source("pt", "Pesquisas indicam que o calor aumentou.", "Pesquisas", type),
            "document");
  const std::string law =
      "\"We will win,\" said Martin Law, who leads the group. Law said donors are ready.";
  EXPECT_EQ(speaker_of_cue("en", law, "said", 2), "Martin Law");
}

// "said Lumora's chief executive, Tim Avery", "said City's sporting director, Ewan McAllister":
// after a possessor and its post (a word of kind before it), the name past the comma speaks.
TEST(VerbCues, APossessorsPostAndTheNameAfterItsCommaSpeak) {
  const std::string ceo = "\"We had a strong quarter,\" said Lumora's chief executive, Tim Avery.";
  EXPECT_EQ(speaker_of_cue("en", ceo, "said"), "Tim Avery");
  EXPECT_EQ(organization_of("en", ceo, "Tim Avery"), "Lumora");
  const std::string club =
      "\"He chose us,\" said City's sporting director, Ewan McAllister. Harbour City agreed the "
      "fee.";
  EXPECT_EQ(speaker_of_cue("en", club, "said"), "Ewan McAllister");
  EXPECT_EQ(role_alone("en", club, "Ewan McAllister"), "sporting director");
}

// "for Dutch striker Lars Vennegoor ... the Dutch striker ... the club announced": a people's
// word said twice, once after "the", is not the body "the club" stands for.
TEST(SubjectReferences, APeoplesWordIsNoBody) {
  const std::string text =
      "# Harbour City agree fee for Dutch striker Lars Vennegoor\n\nHarbour City agreed a fee to "
      "sign the Dutch striker Lars Vennegoor, the club announced on Monday.\n";
  std::unique_ptr<Analyzed> r = analyze_as("en", text, "markdown");
  ASSERT_TRUE(r);
  EXPECT_NE(r->analysis.subject, "Dutch");
  for (const Source& s : r->analysis.sources) EXPECT_NE(s.name, "Dutch");
}

// "Em nota, sua campanha afirmou": the campaign of the person last named speaks, named as
// Portuguese names it.
TEST(Campaigns, APortugueseCandidatesCampaignSpeaksByItsPossessive) {
  EXPECT_EQ(speaker_of_cue("pt",
                           "O vereador Marcos Tavares minimizou os números. Em nota, sua campanha "
                           "afirmou que o candidato lidera na zona norte.",
                           "afirmou"),
            "campanha de Marcos Tavares");
}

// "segundo a consultoria Tendar", "o instituto Opinare afirmou": a business's kind before a
// name makes the name a body's.
TEST(Appositions, ABusinesssKindBeforeANameMakesItABody) {
  EXPECT_EQ(speaker_of_cue("pt", "Segundo a consultoria Tendar, o consumo caiu.", "Segundo"),
            "Tendar");
  auto type = [](const Source& s) { return std::string(to_string(s.type)); };
  EXPECT_EQ(read_source("pt",
                        "A pesquisa do instituto Opinare saiu ontem. O instituto Opinare afirmou "
                        "que a margem é pequena.",
                        "Opinare", type),
            "organization");
}

// "Rui Albergaria, who owns the hotel": a business named by its kind with "the" after a clause
// of ownership is the one the story covers; "who owns a hotel" is some other.
TEST(Stakes, TheOwnerOfTheBusinessTheStoryCoversSpeaksForIt) {
  const std::string text =
      "The Marisol opened in April. The Marisol has 38 rooms, and the Marisol is full. \"We "
      "wanted calm,\" said Rui Albergaria, who owns the hotel with his sister.";
  EXPECT_EQ(organization_of("en", text, "Rui Albergaria"), "Marisol");
  const std::string other =
      "The Marisol opened in April. The Marisol has 38 rooms, and the Marisol is full. \"We "
      "wanted calm,\" said Rui Albergaria, who owns a hotel in the north.";
  EXPECT_EQ(organization_of("en", other, "Rui Albergaria"), "");
}

// "disse a fundadora e CEO, Patrícia Valadares", "said the company's founder and chief
// executive, Pat Vale": two posts joined by "e" / "and" are one, and the name after them speaks;
// a title before another name is no second post.
TEST(VerbCues, TwoPostsJoinedByAndAreOnePost) {
  EXPECT_EQ(
      speaker_of_cue("pt", "\"Criamos algo novo\", disse a fundadora e CEO, Patrícia Valadares.",
                     "disse"),
      "Patrícia Valadares");
  EXPECT_EQ(speaker_of_cue("en",
                           "\"We built it,\" said the company's founder and chief executive, Pat "
                           "Vale.",
                           "said"),
            "Pat Vale");
  const std::string served =
      "\"It will pass,\" said Gene Sorel, a former adviser to President Dana Ruiz and President "
      "Tom Hale.";
  EXPECT_EQ(role_alone("en", served, "Gene Sorel"), "former adviser to President Dana Ruiz");
}

// "Para a economista-chefe do Banco Pampa, Juliana Castro, ...": the view of the person named
// after the post's comma, who goes on speaking; not the person who spoke before.
TEST(ViewOpeners, APostThenTheNameBetweenCommasGivesTheView) {
  const std::string text =
      "O ministro Otávio Prates comemorou. \"Está funcionando\", disse. Para a economista-chefe "
      "do Banco Pampa, Juliana Castro, a queda era esperada. \"É sazonal\", afirmou.";
  EXPECT_EQ(speaker_of_cue("pt", text, "afirmou"), "Juliana Castro");
  EXPECT_EQ(role_alone("pt", text, "Juliana Castro"), "economista-chefe do Banco Pampa");
}

// "o Instituto de Estatística e Tecnologia": a post's word ("estatística", a statistician) after
// a particle inside a body's name is part of the name.
TEST(Names, APostsWordAfterAParticleStaysInTheBodysName) {
  auto type = [](const Source& s) { return std::string(to_string(s.type)); };
  EXPECT_EQ(read_source("pt",
                        "A inflação caiu, informou o Instituto de Estatística e Tecnologia. Os "
                        "preços caíram.",
                        "Instituto de Estatística e Tecnologia", type),
            "organization");
}

// "A concessionária, que ..., entre eles o desta reportagem, para sobrevoar o trecho, informou":
// the short noun phrase that opens the sentence speaks after its relative clause, however many
// commas the clause holds; a possessive's noun does not.
TEST(VerbCues, TheNounPhraseBeforeALongRelativeClauseSpeaks) {
  EXPECT_EQ(
      speaker_of_cue(
          "pt",
          "A Rota Azul assumiu a rodovia, e a Rota Azul cobra o pedágio. A concessionária, que na "
          "semana passada "
          "levou um grupo de vereadores, entre eles o presidente da Câmara, para "
          "sobrevoar o trecho, informou que vai instalar câmeras.",
          "informou"),
      "Rota Azul");
  EXPECT_NE(speaker_of_cue("en",
                           "Dana Ruiz won the primary. Ruiz's victory, which Tom Hale conceded at "
                           "8 p.m., confirmed her lead, and the party cheered.",
                           "confirmed"),
            "Dana Ruiz");
}

// "Lula se diz inocente", "87% dos usuários se declararam satisfeitos": a few verbs still report
// what someone says of themself after the reflexive pronoun, whose subject stands before it;
// "a política se mostrou desastrosa" reports no one.
TEST(VerbCues, AfterTheReflexiveOnlyAFewVerbsSpeak) {
  EXPECT_EQ(speaker_of_cue("pt", "O deputado Caio Lemos se disse aliviado com a decisão.", "disse"),
            "Caio Lemos");
  EXPECT_EQ(
      speaker_of_cue("pt", "A nova política se mostrou desastrosa para os pescadores.", "mostrou"),
      "(missing cue)");
}

// "Especialistas em educação infantil ouvidos pela reportagem afirmam", "Analistas ouvidos pelo
// jornal avaliam": a group opening the sentence, with the words that describe it, is the verb's
// speaker.
TEST(VerbCues, AGroupOpeningTheSentenceWithItsDescriptionSpeaks) {
  EXPECT_EQ(speaker_of_cue("pt",
                           "Especialistas em educação infantil ouvidos pela reportagem afirmam "
                           "que as obras costumam atrasar.",
                           "afirmam"),
            "Especialistas");
  EXPECT_EQ(speaker_of_cue("pt",
                           "Técnicos do próprio governo admitem, reservadamente, que o contrato "
                           "permite revisões.",
                           "admitem"),
            "Técnicos");
}

// "Segundo o presidente do clube, Geraldo Prado": a post ending with a word that stands for the
// story's subject ("do clube", "of the university") serves the body the story covers, as "o clube
// disse" does.
TEST(Stakes, APostOfTheClubServesTheClubTheStoryCovers) {
  const std::string text =
      "A Associação Atlética Tamboril apresentou o balanço de 2024. Segundo o presidente do "
      "clube, Geraldo Prado, a Tamboril encerrou o ano com receita de R$ 412 milhões. A Tamboril "
      "também contratou um atacante. O economista Caio Lemos, da Universidade do Cerrado, disse "
      "que o número é alto.";
  EXPECT_EQ(organization_of("pt", text, "Geraldo Prado"), "Associação Atlética Tamboril");
}

// "a secretária de Educação" in a story about the Secretaria de Segurança Pública: an office of
// the subject's kind heads it only when the field it names stands in the subject's name too.
TEST(Stakes, AnOfficeOfAnotherFieldHeadsNoSubject) {
  const std::string text =
      "Segundo a Secretaria de Segurança Pública, os registros caíram. A Secretaria de Segurança "
      "Pública divulgou o anuário, informou a Secretaria de Segurança Pública. A secretária de "
      "Educação, Lúcia Teles, afirmou que o programa funciona.";
  EXPECT_EQ(organization_of("pt", text, "Lúcia Teles"), "");
  const std::string same =
      "Segundo a Secretaria de Segurança Pública, os registros caíram. A Secretaria de Segurança "
      "Pública divulgou o anuário, informou a Secretaria de Segurança Pública. O secretário de "
      "Segurança Pública, Caio Lemos, afirmou que o programa funciona.";
  EXPECT_EQ(organization_of("pt", same, "Caio Lemos"), "Secretaria de Segurança Pública");
}

// "“…”, disse ele na entrevista de encerramento": after a quotation, the pronoun after the verb
// speaks, whatever words follow it.
TEST(QuoteTags, APronounAfterTheTagSpeaksWhateverFollows) {
  EXPECT_EQ(speaker_of_cue("pt",
                           "O presidente da Arvi, Osvaldo Mendonça, atribuiu o resultado à "
                           "procura. \"Recebemos 210 mil visitantes\", disse ele na entrevista de "
                           "encerramento.",
                           "disse"),
            "Osvaldo Mendonça");
}

// "head of research at the blockchain analytics firm Chainvista": up to three words that describe
// the body after "the" stand before its name.
TEST(Stakes, ThreeWordsOfDescriptionStandBeforeTheBodysName) {
  const std::string text =
      "Halvern halted withdrawals, Halvern said. Tomas Rydberg, head of research at the "
      "blockchain analytics firm Chainvista, said the wallets did not move.";
  EXPECT_EQ(organization_of("en", text, "Tomas Rydberg"), "Chainvista");
}

// "…, saying, ''We never said …''": a gerund's subject never follows it, even when a quotation
// does; the gerund speaks for its clause's subject.
TEST(VerbCues, AGerundAfterACommaIsNeverInverted) {
  const std::string text =
      "Governor Dana Ruiz thanked Treasury Secretary Tom Hale for his work to close the budget "
      "gap.\n\nMs. Ruiz also came close to conceding that state troopers had been sent to the "
      "border town, saying, ''We never said nobody went there,'' but she denied that any order "
      "was signed.";
  EXPECT_EQ(speaker_of_cue("en", text, "saying"), "Dana Ruiz");
}

// "A university spokeswoman, Priya Anand": the word standing for the subject, read as the post's
// first modifier, mentions the university the story names before it, which becomes the subject.
TEST(Stakes, AUniversitySpokeswomanSpeaksForTheUniversityNamedBefore) {
  const std::string text =
      "Calder Valley State University enrolled 11,284 students this fall, according to the state "
      "Board of Higher Education. President Denise Harlan said the university was reshaping "
      "itself. A university spokeswoman, Priya Anand, said applications are running ahead of last "
      "year's pace.";
  EXPECT_EQ(organization_of("en", text, "Priya Anand"), "Calder Valley State University");
}

// "according to the company's annual report", "the company's price sheet": a document a
// possessive of a word for the subject names is the subject's document.
TEST(Stakes, TheCompanysReportIsTheSubjects) {
  const std::string text =
      "Halvern Systems opened its conference, Halvern Systems said. Revenue rose 12%, according "
      "to the company's annual report. Quorra 5 costs $0.25 an hour, according to the company's "
      "price sheet.";
  EXPECT_EQ(speaker_of_cue("en", text, "according to"), "report");
  EXPECT_EQ(organization_of("en", text, "report"), "Halvern Systems");
  EXPECT_EQ(speaker_of_cue("en", text, "according to", 2), "price sheet");
}

// "According to several industry insiders", "Some developers at the conference said": a group
// with a word of its trade before it, or developers, is a group, not a speaker left unnamed.
TEST(VerbCues, IndustryInsidersAndDevelopersAreGroups) {
  EXPECT_EQ(
      speaker_of_cue("en", "According to several industry insiders, some customers won discounts.",
                     "According to"),
      "insiders");
  EXPECT_EQ(
      speaker_of_cue("en", "Some developers at the conference said they cared less about speed.",
                     "said"),
      "developers");
}

// "De acordo com a diretora, 87% dos usuários dessas estradas se declararam satisfeitos": a group a
// figure counts states a survey's finding, no statement of its own; "..., alguns motoristas
// dizem que" after a comma is the group speaking.
TEST(VerbCues, AGroupAFigureCountsMakesNoStatement) {
  const std::string text =
      "De acordo com a diretora de operações da Rota Azul, Patrícia Vidal, 87% dos usuários "
      "dessas estradas se declararam satisfeitos em pesquisa da companhia.";
  EXPECT_EQ(speaker_of_cue("pt", text, "declararam"), "(missing cue)");
  EXPECT_EQ(speaker_of_cue("pt",
                           "Na praça de Vila Pinhal, alguns motoristas dizem que vão desviar pela "
                           "estrada de terra.",
                           "dizem"),
            "motoristas");
}

// "..., and roughly 35% of buyers now say": a conjunction opening the clause and a word qualifying
// the figure leave the group counted; "..., but analysts say" is a group speaking.
TEST(VerbCues, ACountedGroupAfterAConjunctionMakesNoStatement) {
  EXPECT_EQ(speaker_of_cue("en",
                           "Shipments grew about 18% last year, and roughly 35% of buyers now say "
                           "battery life matters most.",
                           "say"),
            "(missing cue)");
  EXPECT_EQ(speaker_of_cue("pt",
                           "As vendas subiram 12% no ano, e cerca de 40% dos consumidores dizem "
                           "que a bateria pesa na compra.",
                           "dizem"),
            "(missing cue)");
  EXPECT_EQ(
      speaker_of_cue("en", "Prices held steady, but analysts say the market is cooling.", "say"),
      "analysts");
}

// An article and the subject the analysis should choose for it.
struct SubjectCase {
  const char* language;
  const char* text;
  const char* subject;
};

template <size_t N>
void expect_subjects(const SubjectCase (&cases)[N]) {
  for (const SubjectCase& c : cases) EXPECT_EQ(subject_of(c.language, c.text), c.subject) << c.text;
}

// "Helio Ridge Solar, the Millbrook company whose vans ...": "whose" ends the description of the
// body named before the comma, so "the company" is Helio Ridge Solar and its founder works for it,
// though a headline names the town first.
TEST(SubjectChoice, WhoseEndsTheDescriptionOfTheBodyBeforeIt) {
  const SubjectCase cases[] = {
      {"en",
       "As rates climb, a Millbrook solar installer bets on its savings pitch\n\nHelio Ridge "
       "Solar, the Millbrook company whose vans have become a fixture in driveways, says its "
       "customers save more.\n\n\"We size every system,\" said Gavin Pruett, the company's "
       "founder.\n",
       "Helio Ridge Solar"},
      {"pt",
       "Com a alta da tarifa, uma instaladora de Serrana aposta na economia\n\nA Solare Vale "
       "Novo, empresa de Serrana cujas vans viraram rotina nas ruas, diz que seus clientes "
       "economizam mais.\n\n\"Dimensionamos cada sistema\", disse Caio Prates, fundador da "
       "empresa.\n",
       "Solare Vale Novo"},
  };
  expect_subjects(cases);
}

// A body named short counts for it when the subject is chosen: "Harlan Creek" after "Harlan
// Creek Provisions" has spoken (an outside group quoted once no longer outweighs it), and "a
// Serra Clara" after "a Cervejaria Serra Clara" (its name without its word of kind).
TEST(SubjectChoice, ABodyNamedShortCountsForIt) {
  const SubjectCase cases[] = {
      {"en",
       "Harlan Creek Provisions to close stores\n\nHarlan Creek Provisions said on Monday that it "
       "will close four stores. Harlan Creek opened its first shop in 1988. Staff at Harlan Creek "
       "learned of the plan by email. Harlan Creek did not answer questions. Lena Park, who "
       "directs the Downtown Merchants Council, said the closures hurt the district.\n",
       "Harlan Creek Provisions"},
      {"pt",
       "Cervejaria aposta em nova linha\n\nNo galpão da Cervejaria Serra Clara, barris de "
       "carvalho guardam a nova linha. A Serra Clara pagou a viagem de um grupo de sommeliers. A "
       "Serra Clara vendeu 900 mil litros em 2024, disse o diretor comercial, Caio Reis. \"Somos "
       "a cervejaria que mais cresce\", afirmou Reis. A cervejaria vai abrir um bar. A Serra "
       "Clara exporta para três países.\n",
       // Its director's employer, named without the word of kind, is the body named in full.
       "Cervejaria Serra Clara"},
  };
  expect_subjects(cases);
}

// "A Vinícola Altos do Lajeado apresentou ... o diretor-executivo Renato Dal Pozzo afirmou": a
// company officer named with no company, right after the party the lede names first, speaks for
// it, so an association quoted three times does not become the story's subject.
TEST(Subject, ACompanysOfficerNamedAfterTheLedeCountsForIt) {
  const std::string text =
      "Vinícola lança espumante em jantar\n\nA Vinícola Altos do Lajeado apresentou na "
      "sexta-feira um espumante novo. O lançamento "
      "reuniu jornalistas na cave da empresa.\n\nO jantar foi oferecido pela Altos do Lajeado.\n\n"
      "Na apresentação, o diretor-executivo Renato Dal Pozzo afirmou que a empresa exportou 310 "
      "mil garrafas. \"Somos a maior exportadora da Serra\", disse. Segundo Dal Pozzo, a tiragem "
      "tem 18 mil garrafas. O executivo afirmou ainda que o preço é menor.\n\n"
      "A Associação dos Vinicultores da Serra (Avisg) reúne 62 empresas. Segundo a entidade, as "
      "vendas somaram 2,1 milhões de garrafas. \"O mercado é pequeno\", afirmou a presidente da "
      "Avisg, Cláudia Bertolini. Ela disse que a Avisg organiza uma missão.\n";
  EXPECT_EQ(subject_of("pt", text), "Vinícola Altos do Lajeado");
  EXPECT_NE(role_of("pt", text, "Renato Dal Pozzo").find("/ subject"), std::string::npos)
      << role_of("pt", text, "Renato Dal Pozzo");
  // A spokeswoman is no company officer: her weight stays out, and the alliance, its director
  // speaking for it, stays level.
  auto grocer_with = [](const std::string& post) {
    return "Grocer cuts prices\n\nCedar Hollow Markets said it cut prices. Cedar Hollow "
           "Markets ran ads.\n\n" +
           post +
           " Mark Tolliver said the cuts were real. \"We "
           "looked at every aisle,\" Tolliver said. \"Produce is cheaper,\" he said.\n\n"
           "The Tri-County Shoppers Alliance said the cuts were small. \"They are marketing,\" "
           "said Carla Whitfield, the alliance's director. The alliance said it would survey "
           "again. Whitfield said prices rose.\n";
  };
  EXPECT_EQ(subject_of("en", grocer_with("Chief executive")), "Cedar Hollow Markets");
  EXPECT_NE(subject_of("en", grocer_with("Spokeswoman")), "Cedar Hollow Markets");
}

// "most branches added weekday evening homework hours": a bare noun after "added" is its object,
// so no one speaks; after a name or a quotation, with a determiner or an adverb, it is speech.
TEST(VerbCues, AddedWithANounObjectIsNoSpeech) {
  EXPECT_EQ(speaker_of_cue("en",
                           "The city has 210,000 cardholders, and most branches added weekday "
                           "evening homework hours last year.",
                           "added"),
            "(missing cue)");
  EXPECT_EQ(
      speaker_of_cue("pt", "O projeto também acrescenta circunstâncias agravantes para o crime.",
                     "acrescenta"),
      "(missing cue)");
  EXPECT_EQ(
      speaker_of_cue("en", "\"It is Bernie's to lose,\" added his campaign manager Jeff Weaver.",
                     "added"),
      "Jeff Weaver");
  EXPECT_EQ(
      speaker_of_cue("pt", "A secretária Sheila Freitas acrescenta ainda que faltam recursos.",
                     "acrescenta"),
      "Sheila Freitas");
  // "a tarifa social, que garante desconto de até 65%": what the tariff grants, not speech.
  EXPECT_EQ(speaker_of_cue("pt",
                           "Cerca de 163 mil famílias estão na tarifa social, que garante desconto "
                           "de até 65% na conta.",
                           "garante"),
            "(missing cue)");
  EXPECT_EQ(speaker_of_cue("pt", "O ator Caio Lemos garante não ter se importado com a estada.",
                           "garante"),
            "Caio Lemos");
}

// "O dado é confirmado por levantamento da consultoria Painel Consumo: segundo a empresa de
// pesquisa, ...": a reference qualified by its kind ("de pesquisa") is the business just named,
// not the story's; "a equipe do hospital" is still the hospital's own.
TEST(SubjectReferences, AReferenceQualifiedByItsKindIsTheBodyJustNamed) {
  const std::string text =
      "A Cervejaria Serra Alta lançou uma cerveja, informou a Cervejaria Serra Alta. A Cervejaria "
      "Serra Alta vende no Sul. O dado é confirmado por levantamento da consultoria Painel "
      "Consumo: segundo a empresa de pesquisa, as vendas cresceram 42% em 2024.";
  EXPECT_EQ(speaker_of_cue("pt", text, "segundo"), "Painel Consumo");
}

// "Crescent Live said the dates sold out. ... Vega walked through the crowd. “...,” she told the
// crowd": a person named since the body last spoke is whom "she" stands for, never the body.
TEST(Pronouns, SheIsNotTheBodyThatSpokeLast) {
  const std::string text =
      "Crescent Live said the tour's 41 dates sold out in under an hour. Marisol Vega walked "
      "through the crowd to the back stage. \"I used to practice in my grandmother's garage,\" "
      "she told the crowd.";
  EXPECT_NE(speaker_of_cue("en", text, "told"), "Crescent Live");
}

// "A Associação dos Motoristas por Aplicativo de Santa Aurélia (Amasa)": a lower-case word broke
// the name in two, but the initials of both halves spell the short form, so "presidente da
// Amasa" speaks for the association.
TEST(Abbreviations, InitialsSpanALowerCaseWordInTheName) {
  const std::string text =
      "A Rodae cortou tarifas, informou a Rodae. A Rodae tem 900 motoristas, informou a Rodae. "
      "A Associação dos Motoristas por Aplicativo de Santa Aurélia (Amasa) protestou nesta terça. "
      "\"Estamos pagando para trabalhar\", disse Josué Tavares, presidente da Amasa. A Amasa diz "
      "ter "
      "3.200 associados.";
  EXPECT_EQ(read_source("pt", text, "Josué Tavares", [](const Source& s) { return s.party; }),
            "Associação dos Motoristas por Aplicativo de Santa Aurélia");
}

// "a presidente-executiva do banco, Renata Mourão", "analista da corretora Veredas Investimentos":
// a hyphenated post in the feminine is a post, and "corretora" after the preposition is the
// firm's kind, so the capitalized words after it are the firm, not the analyst's name.
TEST(RoleAppositions, FemininePostAndBrokerageFirm) {
  const std::string text =
      "O Quiribank informou que teve lucro. \"Foi o ano\", afirmou a presidente-executiva do "
      "banco, Renata Valadares Mourão. Henrique Sato Albuquerque, analista da corretora Veredas "
      "Investimentos, avalia que o resultado veio acima do esperado.";
  EXPECT_EQ(organization_of("pt", text, "Renata Valadares Mourão"), "Quiribank");
  EXPECT_EQ(organization_of("pt", text, "Henrique Sato Albuquerque"), "Veredas Investimentos");
}

// "O Ventania" after "Esporte Clube Ventania": the word that ends a club's name after its phrase
// of kind ("Esporte Clube") names the club, so the club, not the league that keeps the records,
// is the story's subject. A sport's federation keeps records and argues no side: it has no stake,
// while "Instituto Lula" is no "Lula" and a union stays an interest group.
TEST(Subject, ClubNamedByTheWordAfterItsKind) {
  const std::string text =
      "Ventania comemora público recorde\n\n"
      "O Esporte Clube Ventania encheu o estádio no domingo, segundo o borderô publicado pela "
      "Federação Litorânea de Futebol (FLF).\n\n"
      "\"Foi uma festa\", afirmou a presidente do clube, Cláudia Bittencourt. Os registros da FLF "
      "mostram 18.350 pagantes, informou a FLF. A FLF publica o borderô de cada jogo, segundo a "
      "FLF.\n\n"
      "O Ventania vendeu todos os ingressos. O Ventania quer repetir a marca, e o Ventania já "
      "anunciou promoções.";
  EXPECT_EQ(subject_of("pt", text), "Esporte Clube Ventania");
  EXPECT_EQ(stake_of("pt", text, "Federação Litorânea de Futebol"), "independent");
  const std::string institute =
      "O Instituto Lula recebeu doações, informou a Receita Federal. Lula negou irregularidades. "
      "Lula disse que vai recorrer. Segundo a Receita Federal, as doações somaram R$ 4 milhões. A "
      "Receita Federal abriu um processo.";
  EXPECT_NE(subject_of("pt", institute), "Instituto Lula");
  const std::string union_text =
      "O Esporte Clube Lagoa atrasou salários, informou o Esporte Clube Lagoa. O Esporte Clube "
      "Lagoa deve R$ 3 milhões, informou o Esporte Clube Lagoa. O Sindicato dos Atletas de Futebol "
      "convocou uma greve, disse o presidente do sindicato, Caio Prado.";
  EXPECT_EQ(stake_of("pt", union_text, "Sindicato dos Atletas de Futebol"), "interested");
  // Its president speaks for it, with no stake either.
  const std::string president =
      "O Esporte Clube Lagoa venceu, informou o Esporte Clube Lagoa. O Esporte Clube Lagoa tem 9 "
      "mil sócios. Segundo o presidente da Federação Serrana de Futebol, Caio Prado, foi o maior "
      "público do campeonato.";
  EXPECT_NE(stake_of("pt", president, "Caio Prado"), "interested");
}

// "Dana Whitcomb, who covers media companies for Harrow & Pike Securities": the firm a clause of
// coverage names is the analyst's organization.
TEST(RoleAppositions, ClauseOfCoverageNamesTheAnalystsFirm) {
  EXPECT_EQ(organization_of("en",
                            "Dana Whitcomb, who covers media companies for Harrow & Pike "
                            "Securities, said the total was the highest on record.",
                            "Dana Whitcomb"),
            "Harrow & Pike Securities");
}

// "According to the report, ... It also found that": "it" opening a sentence is the document or
// body the sentence before it in the paragraph was credited to, not a body named later in its own
// sentence; with none credited there, the sentence's own body still answers.
TEST(Attribution, ItOpeningASentenceIsTheBodyCreditedJustBefore) {
  const std::string report =
      "According to the report, 41 of the state's 77 rural counties lost a pharmacy. It also found "
      "that rural pharmacies filled about 40% fewer prescriptions a day.";
  EXPECT_EQ(speaker_of_cue("en", report, "found"), "report");
  const std::string group =
      "Militants have called for such attacks, according to the Halden Monitoring Group, which "
      "tracks extremist statements. It said supporters of the Northern Front were sharing the "
      "news.";
  EXPECT_EQ(speaker_of_cue("en", group, "said"), "Halden Monitoring Group");
  const std::string own =
      "The storm knocked out power. Calloway Valley Electric restored most lines overnight, and it "
      "said crews would finish on Friday.";
  EXPECT_EQ(speaker_of_cue("en", own, "said"), "Calloway Valley Electric");
}

// "O presidente da Turmar, a agência estadual de turismo, Hélio Vasconcellos": an apposition
// that says what the post's body is stands between the post and the name it belongs to.
TEST(RoleAppositions, PostReachesItsNamePastAnAppositionOfItsBody) {
  EXPECT_EQ(organization_of("pt",
                            "O presidente da Turmar, a agência estadual de turismo, Hélio "
                            "Vasconcellos, disse que o fluxo cresceu 27%.",
                            "Hélio Vasconcellos"),
            "Turmar");
  EXPECT_EQ(organization_of("en",
                            "The president of Turmar, the state tourism agency, Helio "
                            "Vasconcellos, said traffic grew 27%.",
                            "Helio Vasconcellos"),
            "Turmar");
}

// "TurnstileIQ, a ticketing-data firm, ... said Priya Natarajan, the firm's head of analytics":
// the possessive of a kind serves the body an apposition just gave that kind, not the story's
// subject; "the alliance's executive director" serves the alliance named before. A unit named as
// another body's ("The system's Heart and Vascular Institute") is not whom "the institute's
// chief" works for.
TEST(RoleAppositions, PossessiveOfAKindServesTheBodyOfThatKind) {
  const std::string text =
      "The Harbor Riveters set an attendance record, the Harbor Riveters said. The Harbor Riveters "
      "sold 400,000 tickets, the Harbor Riveters said. TurnstileIQ, a ticketing-data firm, counted "
      "352,900 scans, said Priya Natarajan, the firm's head of analytics. The Shoppers Alliance "
      "priced 40 staples in March. \"It is a slogan,\" said Carla Whitfield, the alliance's "
      "executive director. The system's Heart and Vascular Institute opened in 2024. \"The data "
      "comes to us,\" said Dr. Samuel Okafor, the institute's chief of cardiology.";
  EXPECT_EQ(organization_of("en", text, "Priya Natarajan"), "TurnstileIQ");
  EXPECT_EQ(organization_of("en", text, "Carla Whitfield"), "Shoppers Alliance");
  EXPECT_NE(organization_of("en", text, "Samuel Okafor"), "Heart and Vascular Institute");
}

// "The Port Ellery Riveters closed ... what the club called ...": the references to the subject
// ("the club", "team president Carl Dunmore") weigh for the party the lede names, so a data firm
// quoted once does not become what the story is about.
TEST(Subject, ReferencesToTheSubjectWeighForTheLedeParty) {
  const std::string text =
      "Riveters claim record attendance at new ballpark\n\n"
      "The Port Ellery Riveters closed their first season on Sunday with what the club called the "
      "best attendance year in its history.\n\n"
      "\"We're drawing more people per game than any club in the league,\" team president Carl "
      "Dunmore said. The club said its per-game average was 6,160.\n\n"
      "TurnstileIQ, a ticketing-data firm that tracks gate scans, counted 352,900 scanned entries "
      "this season, said Priya Natarajan, the firm's head of analytics. TurnstileIQ does not work "
      "with every team in the league.\n\n"
      "Fans were happy with the new park. The Port Ellery Riveters play again in April.\n";
  EXPECT_EQ(subject_of("en", text), "Port Ellery Riveters");
}

// "Rafael Andrade, de 34 anos, cofundador da Helióra": the age between the name and the post,
// with its words, does not keep the post from the name.
TEST(RoleAppositions, AnAgeWithItsWordsStandsBetweenNameAndPost) {
  const std::string text =
      "A Helióra Energia captou R$ 180 milhões nesta terça. \"Crescemos muito\", afirmou Rafael "
      "Andrade, de 34 anos, cofundador e presidente-executivo da Helióra.";
  EXPECT_EQ(organization_of("pt", text, "Rafael Andrade"), "Helióra");
}

// "Cooperativa de Porto Caiçuara anuncia ...": a headline's kind word goes on to the name after
// its particle, and the short name keeps the full one's kind and place, so the cooperative the
// body names in full is the party its headline speaks for.
TEST(Subject, AHeadlineNamesTheBodyByItsKindAndPlace) {
  const std::string text =
      "Cooperativa de Porto Caiçuara anuncia temporada recorde\n\n"
      "A Cooperativa Mista dos Pescadores de Porto Caiçuara (Coopescai) anunciou nesta terça que "
      "fechou a temporada com o maior volume já exportado. \"Foi investimento\", afirmou o "
      "presidente da Coopescai, Raimundo Lobo. A Coopescai reúne 1.150 pescadores.\n";
  EXPECT_EQ(subject_of("pt", text), "Cooperativa Mista dos Pescadores de Porto Caiçuara");
  EXPECT_EQ(speaker_of_cue("pt", text, "anuncia"), "Cooperativa de Porto Caiçuara");
  EXPECT_EQ(stake_of("pt", text, "Cooperativa de Porto Caiçuara"), "subject");
}

// "Instituto Arrecife Verde, organização ambientalista que monitora o arrasto": a body an
// apposition calls an interest group argues a side, though its name does not say so.
TEST(Stakes, AnAppositionThatCallsABodyAnInterestGroupGivesItAStake) {
  const std::string text =
      "A Coopescai exportou 3.460 toneladas, informou a Coopescai. A Coopescai tem 64 barcos. O "
      "ritmo da pesca preocupa o Instituto Arrecife Verde, organização ambientalista que monitora "
      "o arrasto. \"É a maior frota do litoral\", disse a bióloga do instituto, Helena Sá.";
  EXPECT_EQ(stake_of("pt", text, "Helena Sá"), "interested");
}

// "Calloway spokeswoman Tara Benning" after "Calloway Valley Electric has spent": the first word of
// a body named before names it before a post. A party's adjective does not ("a D.C.-based
// Democratic strategist" after the Democratic Governors Fund).
TEST(RoleAppositions, TheFirstWordOfABodyNamedBeforeNamesItBeforeAPost) {
  std::string text =
      "Calloway Valley Electric has spent $1.9 billion on wildfire prevention. Calloway "
      "spokeswoman Tara Benning said the company was reviewing the audit.";
  EXPECT_EQ(organization_of("en", text, "Tara Benning"), "Calloway Valley Electric");
  text =
      "The Democratic Governors Fund sent a memo to its donors. \"Every rumor needs a grain of "
      "fact,\" said Rui Campos, a Boston-based Democratic strategist.";
  EXPECT_NE(organization_of("en", text, "Rui Campos"), "Democratic Governors Fund");
}

// "Calloway Valley Electric ... Calloway had cut power ... Calloway flew reporters": a lone word
// that opens one body's name, written so more than once, names that body, which the story is
// then about; a word also written as a place ("police in Marlow") does not.
TEST(Subject, ALoneWordOpeningABodysNameCountsAsItsName) {
  const std::string text =
      "Utility spends billions on wildfire prevention\n\n"
      "Calloway Valley Electric has spent $1.9 billion on wildfire prevention since 2021. "
      "\"We cut ignitions by 60 percent,\" Chief Executive Gordon Mitchell said. \"We run the "
      "best program in the West,\" Mitchell said.\n\n"
      "Calloway had cut power on circuits that were already underground, the audit found. "
      "Calloway spokeswoman Tara Benning said the company was reviewing it.\n\n"
      "Residents say the shutoffs are too long. \"We lose food every time,\" said Dana "
      "Whitlock, who leads the Ridgeback Rural Alliance. Whitlock said Calloway never answers.\n";
  EXPECT_EQ(subject_of("en", text), "Calloway Valley Electric");
  EXPECT_EQ(stake_of("en", text, "Gordon Mitchell"), "subject");
}

// "the chair of the authority" after "the Harbor Transit Authority": the body of that kind named
// before (sources.body-kinds), not the story's subject.
TEST(RoleAppositions, APostOfTheAuthorityServesTheAuthorityNamedBefore) {
  const std::string text =
      "The Harbor Drivers Union ended its strike, the Harbor Drivers Union said. The union won a "
      "raise, the union said. The Harbor Transit Authority approved the deal on Monday. \"It is "
      "a fair deal,\" said Dana Ruiz, the chair of the authority.";
  EXPECT_EQ(organization_of("en", text, "Dana Ruiz"), "Harbor Transit Authority");
}

// "Um engenheiro da Luzvale, que pediu para não ser identificado, disse ... Segundo ele, ...": the
// pronoun comes back to the anonymous engineer, not to a nameless person read from his post.
TEST(AnonymousSources, APronounAfterAnAnonymousPostIsTheAnonymousSource) {
  const std::string text =
      "A Luzvale restabeleceu a energia, informou a Luzvale. Um engenheiro da Luzvale, que pediu "
      "para não ser identificado por não estar autorizado a falar, disse que a empresa reduziu as "
      "equipes. Segundo ele, o número de eletricistas caiu de 540 para 310 desde 2021.";
  EXPECT_EQ(speaker_of_cue("pt", text, "Segundo"), "Um engenheiro da Luzvale");
  EXPECT_EQ(read_source("pt", text, "engenheiro da Luzvale", [](const Source&) { return "kept"; }),
            "(no source)");
}

// "A manager at a Booknest store in Portland, who asked not to be named, said": the unnamed post
// opening the sentence speaks, not the place its phrase ends on.
TEST(AnonymousSources, AnUnnamedPostOpeningTheSentenceSpeaksNotItsPlace) {
  const std::string text =
      "Lumora sells e-readers, Lumora said. A manager at a Booknest store in Portland, who asked "
      "not to be named because she is not allowed to speak to the press, said her shop had taken "
      "85 preorders.";
  EXPECT_EQ(speaker_of_cue("en", text, "said", 2), "A manager");
}

// "longer than any vessel in the Calder Bay Port Authority’s records, which go back to 1952, a
// spokeswoman for the authority said": the unnamed post serves the authority its sentence named,
// possessive and all, not the cruise line the story covers.
TEST(RoleAppositions, AnUnnamedPostForAKindServesTheBodyNamedWithItsPossessive) {
  const std::string text =
      "Marivale Cruises launched a ship, Marivale Cruises said. Marivale Cruises has 12 ships. At "
      "1,120 feet, it is longer than any vessel in the Calder Bay Port Authority’s records, which "
      "go back to 1952, a spokeswoman for the authority said.";
  EXPECT_EQ(organization_of("en", text, "spokeswoman for the authority"),
            "Calder Bay Port Authority");
}

// "According to the research firm Tallis Insight, ... the firm estimates": a modifier before the
// business's kind, and the firm that "the firm" stands for right after.
TEST(Appositions, AKindWithAModifierNamesTheBodyAfterIt) {
  const std::string text =
      "Lumora sells e-readers, Lumora said. Lumora has 900 staff, Lumora said. According to the "
      "research firm Tallis Insight, global e-reader shipments fell 9% last year. Dedicated "
      "readers now make up about 6% of the devices Americans use to read books, the firm "
      "estimates.";
  EXPECT_EQ(speaker_of_cue("en", text, "According to"), "Tallis Insight");
  EXPECT_EQ(speaker_of_cue("en", text, "estimates"), "Tallis Insight");
}

// "professor da Universidade Estadual do Planalto": a university named for a place is its own
// party, not the presidency that "Planalto" stands for.
TEST(Stakes, AUniversityNamedForAPlaceIsItsOwnParty) {
  const std::string text =
      "O Serrana lucrou R$ 12 milhões, informou o Serrana. Para Marcelo Tavares, professor de "
      "economia do esporte da Universidade Estadual do Planalto, o clube depende da venda de "
      "jogadores.";
  EXPECT_EQ(read_source("pt", text, "Marcelo Tavares", [](const Source& s) { return s.party; }),
            "Universidade Estadual do Planalto");
}

// "TurnstileIQ, a ticketing-data firm, ... That is fewer than the scans the firm recorded": the
// reference speaks for the firm an apposition just named, though the subject is in view, and the
// story's subject stays the team.
TEST(Subject, AReferenceRightAfterAKindIntroductionIsThatBody) {
  const std::string text =
      "Riveters claim record attendance at new ballpark\n\n"
      "The Port Ellery Riveters closed their first season on Sunday with what the club called the "
      "best attendance year in its history. The club said its per-game average was 6,160.\n\n"
      "The team record holds up. TurnstileIQ, a ticketing-data firm that tracks gate scans, "
      "counted "
      "352,900 scanned entries this season, said Priya Natarajan, the firm's head of analytics. "
      "That is well above the 241,000 scans the firm recorded at the old park.\n";
  EXPECT_EQ(subject_of("en", text), "Port Ellery Riveters");
  EXPECT_EQ(speaker_of_cue("en", text, "recorded"), "TurnstileIQ");
}

// "a empresa" cannot stand for a party whose name says it is a hospital: the company's director
// weighs for no one the lede names, and the drug maker stays the subject.
TEST(Subject, AReferenceOfAnotherKindDoesNotWeighForTheLedeParty) {
  const std::string text =
      "Hospital testa remédio contra câncer\n\n"
      "O Hospital Universitário de Serra Clara anunciou nesta terça os resultados de um estudo com "
      "120 pacientes. O remédio é fabricado pela Farmalis.\n\n"
      "\"É o tratamento mais eficaz já testado contra esse câncer\", disse o diretor médico da "
      "empresa, Otávio Reinholz. Segundo ele, a empresa vai pedir o registro em março. \"Os "
      "efeitos colaterais foram leves\", afirmou Reinholz.\n\n"
      "A Farmalis informou que o estudo custou R$ 40 milhões. A Farmalis afirmou que o remédio "
      "chega às farmácias em 2026. O Hospital Universitário de Serra Clara não comentou os "
      "custos.\n";
  EXPECT_EQ(subject_of("pt", text), "Farmalis");
}

// "“…,” Ateca said. … Dr. Priya Vennard, a dermatologist, is one of them. “…,” she said": the
// woman whose name opens the sentence before is whom "she" stands for, not the founder who spoke
// last; a woman named inside a sentence ("She praised Ana Lima's work") is not.
TEST(Pronouns, SheIsTheWomanTheSentenceBeforeIntroduced) {
  const std::string introduced =
      "Lumessa sells serums. \"Our serum works,\" said Marisol Ateca, its founder. Some "
      "dermatologists caution that retinal can sting. Dr. Priya Vennard, a dermatologist in Maple "
      "Hollow, is one of them. \"Retinal works faster than retinol,\" she told me.";
  EXPECT_EQ(speaker_of_cue("en", introduced, "told"), "Priya Vennard");
  const std::string mentioned =
      "Lumessa sells serums. \"Our serum works,\" said Marisol Ateca, its founder. She praised "
      "Priya Vennard's work. \"Retinal works faster than retinol,\" she told me.";
  EXPECT_EQ(speaker_of_cue("en", mentioned, "told"), "Marisol Ateca");
}

// "Segundo o presidente da cooperativa, Anselmo Teixeira": the post serves the cooperative the
// lede named (sources.body-kinds), not whichever body the story turns out to quote most.
TEST(RoleAppositions, ThePresidentOfTheCooperativeServesTheOneNamedBefore) {
  const std::string text =
      "Café\n\nA Cooperativa dos Cafeicultores da Serra do Jacu afirmou que a colheita foi a maior "
      "de sua história. Segundo o presidente da cooperativa, Anselmo Teixeira, os cooperados "
      "entregaram 1,2 milhão de sacas. \"Foi o ano em que tudo deu certo\", disse Teixeira.\n\n"
      "A Agência Nacional de Abastecimento calculou a produção da região em 3,4 milhões de sacas. "
      "Segundo a Agência Nacional de Abastecimento, a alta foi de 9%. A Agência Nacional de "
      "Abastecimento informou que o preço caiu. A agência publica a próxima estimativa em "
      "janeiro.\n";
  EXPECT_EQ(organization_of("pt", text, "Anselmo Teixeira"),
            "Cooperativa dos Cafeicultores da Serra do Jacu");
}

// "St. Aldric Regional Medical Center said": the period of a shortened word (names.shortened-words)
// stays inside the name, at a sentence's start too.
TEST(Names, AShortenedWordsPeriodStaysInTheName) {
  const std::string text =
      "Waits fall\n\nSt. Aldric Regional Medical Center said Tuesday that waits fell. Mt. Hood "
      "Bank said it grew.\n";
  EXPECT_EQ(type_of_source("en", text, "St. Aldric Regional Medical Center"), "organization");
  EXPECT_EQ(type_of_source("en", text, "Mt. Hood Bank"), "organization");
}

// An economist's university, named only where she is introduced, is never what the story is
// about, so her many quotes do not keep the airline the lede names from being its subject.
TEST(Subject, AnExpertsBodyNamedOnlyInHerIntroductionBlocksNoOne) {
  const std::string text =
      "Larkspur touts its on-time streak\n\nLarkspur Regional Airlines says it is now the most "
      "punctual carrier at Port Ellery. Larkspur Regional Airlines launched a billboard campaign "
      "this month.\n\nChief executive Dana Whitcomb said the airline cut cancellations by 40% "
      "since 2022.\n\n\"Punctuality is easy to measure,\" said Renata Osei, an aviation economist "
      "at Tamsen State University. Osei said delays cost travelers time. \"Short routes help,\" "
      "Osei said. Osei said the winter would test the airline. \"We will see,\" she said.\n";
  EXPECT_EQ(subject_of("en", text), "Larkspur Regional Airlines");
}

// "Startup de drones cruza o Rio Negro": a business's kind alone, capitalized to open a headline,
// names no body that the later "a empresa" could stand for.
TEST(Subject, AKindOpeningTheHeadlineIsNoBody) {
  const std::string text =
      "Startup de drones cruza o Rio Negro com encomendas\n\nOs drones da Pirá Logística cruzam o "
      "Rio Negro levando remédios. A empresa informou que tem 40 drones. A empresa disse que vai "
      "crescer. Segundo a empresa, foram 4.300 entregas em outubro.\n";
  EXPECT_NE(subject_of("pt", text), "Startup");
}

// "who chairs the Larkspur unit of the Regional Aviators Association": a unit's name before its
// body (sources.body-units) gives the body the person speaks for.
TEST(RoleAppositions, AUnitOfABodyGivesTheBody) {
  const std::string text =
      "Captain Owen Falkner, who chairs the Larkspur unit of the Regional Aviators Association, "
      "said pilots flew a record 1,300 hours of overtime.";
  EXPECT_EQ(organization_of("en", text, "Owen Falkner"), "Regional Aviators Association");
}

// "Larkspur flights", "Larkspur crews": a lone word that opens the name of one body names it
// short, as often as it is written, so the airline a union's chair argues with stays the subject.
TEST(Subject, ALoneWordOpeningABodysNameCountsForIt) {
  const std::string text =
      "Larkspur touts its on-time streak\n"
      "\n"
      "Larkspur Regional Airlines says it is the most punctual carrier at Port Ellery. Larkspur "
      "flights arrived on time 91% of the time. Larkspur Regional Airlines added two jets.\n"
      "\n"
      "\"We are flying tired,\" said Owen Falkner, who chairs the Regional Aviators Association. "
      "Falkner said pilots logged 1,300 hours of overtime. \"Nobody rests,\" Falkner said. Falkner "
      "said the union would seek a raise. \"We will strike if we must,\" Falkner said. Falkner "
      "said talks resume in May. The Regional Aviators Association has 900 members.\n"
      "\n"
      "Larkspur crews flew reporters to Granby. Larkspur jets are new. Larkspur gates are busy. "
      "Larkspur tickets cost $99.\n";
  EXPECT_EQ(subject_of("en", text), "Larkspur Regional Airlines");
}

// "the center's lead engineer" after "The Midvale Vehicle Test Center, an independent lab": a
// center is a body of its kind (sources.body-kinds), not the company the story is about.
TEST(RoleAppositions, ACentersEngineerWorksForTheCenter) {
  const std::string text =
      "Arvane Motors began delivering the truck. Arvane Motors said it towed 14,500 pounds. "
      "Arvane Motors has 900 workers. The Midvale Vehicle Test Center, an independent lab, ran "
      "the truck through a test. \"We did not measure range,\" said Priya Venkataraman, the "
      "center's lead engineer.";
  EXPECT_EQ(organization_of("en", text, "Priya Venkataraman"), "Midvale Vehicle Test Center");
  EXPECT_EQ(subject_of("en", text), "Arvane Motors");
}

// "owner Linh Tran, 61, said": an age in apposition, or a post before, makes two capitalized words
// a person's name, though the first name is unknown; so "she said" after is hers, not the woman
// who spoke in the paragraph before.
TEST(Names, AnAgeOrAPostMakesAPerson) {
  const std::string text =
      "The lottery's executive director, Dana Whitcombe, said Monday the jackpot was the "
      "largest. \"People were lining up,\" she said.\n"
      "\n"
      "At the corner mart on Route 9, owner Linh Tran, 61, said the line went out the door. "
      "\"We sold more tickets than anybody in the county,\" she said.\n";
  EXPECT_EQ(type_of_source("en", text, "Linh Tran"), "person");
  EXPECT_EQ(speaker_of_quote("en", text, "We sold"), "Linh Tran");
  EXPECT_EQ(
      type_of_source("en", "Store clerk Duc Pham said the line went out the door.", "Duc Pham"),
      "person");
  // A post a company may hold says nothing of the name after it.
  EXPECT_EQ(
      type_of_source("en", "Owner Bluewave Cruises said the ship was sound.", "Bluewave Cruises"),
      "organization");
}

// "presidente da comissão de exame da seccional": a post on a panel the role names itself
// (sources.panel-posts) is no post in the story's university; "Formada em 2023, Camila ..."
// opens on a phrase, and the name after its comma is whom the bare "disse" stands for.
TEST(Stakes, APanelsPostIsNotTheSubjects) {
  const std::string text =
      "A Universidade Santa Brígida abriu as matrículas. A Santa Brígida tem 900 alunos. "
      "\"Um índice de quase 100% seria raro\", disse Marisa Tenório Guedes, presidente da "
      "comissão de exame da seccional estadual. Em nota, a Santa Brígida afirmou que o índice "
      "segue a regra.\n"
      "\n"
      "Formada em 2023, Camila Ferraz Nogueira, 26, precisou de três tentativas para passar. "
      "\"Da minha turma, sei de 20 que não passaram\", disse.\n";
  EXPECT_EQ(stake_of("pt", text, "Marisa Tenório Guedes"), "unknown");
  EXPECT_EQ(speaker_of_quote("pt", text, "Da minha turma"), "Camila Ferraz Nogueira");
}

// "The Marston Area Regional Transit authority, known as MART, says": a name with its word of
// kind in lower case speaks, and the alias between commas (sources.alias-openers) is its short
// form, so "MART's chief executive" works for it and the authority is the story's subject.
TEST(Subject, AnAliasBetweenCommasNamesTheBody) {
  const std::string text =
      "The Crimson Line opened in March. The Crimson Line runs 9 miles.\n"
      "\n"
      "The Marston Area Regional Transit authority, known as MART, says the line averaged "
      "21,400 weekday boardings in September. \"We built it,\" Patricia Nwosu, MART's chief "
      "executive, told the board. MART plans more lines. MART hired drivers.\n";
  EXPECT_EQ(speaker_of_cue("en", text, "says"), "Marston Area Regional Transit authority");
  EXPECT_EQ(party_of("en", text, "Patricia Nwosu"), "Marston Area Regional Transit authority");
  EXPECT_EQ(subject_of("en", text), "Marston Area Regional Transit authority");
}

// "Chief Public Defender Deborah Okafor": a public office (sources.public-offices) is no post in
// the story's company, though its title holds "Chief".
TEST(Stakes, APublicOfficeIsNotTheSubjectsPost) {
  const std::string text =
      "Corvina Health Partners runs the jail clinic. Corvina Health Partners has 300 staff. "
      "Corvina Health Partners won the contract. Chief Public Defender Deborah Okafor said the "
      "care is slow.";
  EXPECT_EQ(stake_of("en", text, "Deborah Okafor"), "unknown");
}

// "Wade Pruitt, 52, who founded Hollow Creek": what one founds is a body whatever its words
// ("= body" in sources.relative-employers), past the age in apposition; so the distillery, not the
// contest its founder points to, is the story's subject.
TEST(RoleAppositions, WhatAPersonFoundedIsTheirBody) {
  const std::string text =
      "Hollow Creek Distilling makes bourbon. \"The judges gave it to us,\" said Wade Pruitt, 52, "
      "who founded Hollow Creek in 1998 with his brother. Pruitt pointed to the trophy the "
      "Reserve won at the Tri-River Spirits Classic. Helen Vasquez, the Classic's executive "
      "director, said the Reserve scored 94 points.";
  EXPECT_EQ(organization_of("en", text, "Wade Pruitt"), "Hollow Creek");
  EXPECT_EQ(subject_of("en", text), "Hollow Creek");
}

// "according to the state Office of Energy Resources": the level a body serves, in lower case
// before its name (sources.level-heads), leaves the body the source. "in the new" is a cue only
// when a source follows ("in the new Gallup poll"), not in "hotels in the new design".
TEST(Cues, ALevelBeforeABodysNameAndANewThingThatIsNoDocument) {
  EXPECT_EQ(speaker_of_cue("en",
                           "According to the state Office of Energy Resources, a typical hotel "
                           "uses about 190,000 Btu a year.",
                           "According to"),
            "Office of Energy Resources");
  EXPECT_EQ(
      speaker_of_cue("en", "Meridale plans to open two more hotels in the new design by 2027.",
                     "in the new"),
      "(missing cue)");
}

// "Hospital spokeswoman Tara Lindqvist", in a story about a hospital: the kind word opening the
// post is the story's own hospital (sources.subject-references), not a body called "Hospital".
TEST(Stakes, TheHospitalsSpokeswomanSpeaksForTheStorysHospital) {
  const std::string text =
      "Harlan Valley Regional Medical Center says its emergency waits fell. Harlan Valley "
      "Regional Medical Center opened a fast-track unit. Harlan Valley Regional Medical Center "
      "hired nurses. Hospital spokeswoman Tara Lindqvist said patients can check wait times "
      "online.";
  EXPECT_EQ(stake_of("en", text, "Tara Lindqvist"), "subject");
}

// "Marlow County Public Library officials said" is the library's people, as "officials at the
// library" would be; "Ohio officials" and "Israeli officials" serve a place or a people.
TEST(Groups, ABodysNameBeforeItsOfficialsSaysWhoseTheyAre) {
  auto r = analyze("en",
                   "Marlow County Public Library officials said the branches checked out 4.2 "
                   "million items. Ohio officials said the grant was approved. Israeli officials "
                   "said the talks would go on.");
  ASSERT_TRUE(r);
  std::vector<std::string> named;
  for (const Source& s : r->analysis.sources) named.push_back(s.name + " / " + s.organization);
  EXPECT_EQ(named, (std::vector<std::string>{
                       "Marlow County Public Library officials / Marlow County Public Library",
                       "officials / "}));
  EXPECT_EQ(speaker_of_cue("en", "Acme Industries executives said sales rose.", "said"),
            "Acme Industries executives");
}

// "The library also says ...", "According to the library": the text's word for its subject
// counts for the body whose name ends (or, in Portuguese, opens) with that word, not for an
// association of libraries quoted more often.
TEST(Subject, TheWordForTheSubjectCountsForTheBodyOfThatKind) {
  const std::string en =
      "Marlow County Public Library officials said the system checked out 4.2 million items. "
      "The library also says its patrons borrow more e-books. According to the library, it "
      "issued 31,000 cards.\n\nAccording to the Westmark Library Association's report, Marlow "
      "filed 4.2 million checkouts. Harold Benning, the association's research director, said "
      "the rise fits a pattern. \"Digital keeps climbing,\" Benning said.";
  EXPECT_EQ(subject_of("en", en), "Marlow County Public Library");
  EXPECT_EQ(speaker_of_cue("en", en, "According to"), "Marlow County Public Library");
  const std::string pt =
      "A Biblioteca Municipal de Vila Serena informou que os empréstimos subiram. A "
      "biblioteca diz que emprestou 80 mil livros. Segundo a biblioteca, 9 mil leitores se "
      "inscreveram.\n\nSegundo o relatório da Associação Paulista de Bibliotecas, o número "
      "subiu. O diretor da associação, Caio Lins, disse que a alta é geral. \"É uma tendência\", "
      "afirmou Lins.";
  EXPECT_EQ(subject_of("pt", pt), "Biblioteca Municipal de Vila Serena");
}

// "who has led the company since 2017" says whom she heads, as "who heads the company" does.
TEST(RoleAppositions, APerfectTenseOfLeadingNamesTheBody) {
  const std::string text =
      "Acme Industries sold 40,000 units, Acme Industries said. Acme Industries opened a plant. "
      "\"We are growing,\" said Dana Moss, 52, who has led the company since 2017.";
  EXPECT_EQ(organization_of("en", text, "Dana Moss"), "Acme Industries");
}

// "O executivo também disse" is the officer named in the sentences just before ("Segundo
// Menezes", "diretor de rede"); a party's treasurer is no officer, and one named paragraphs
// back is no antecedent.
TEST(RoleAppositions, TheExecutiveIsTheOfficerNamedJustBefore) {
  const std::string text =
      "A Vértice Telecom diz ter a maior rede. \"Somos a maior rede\", disse Cláudio Menezes, "
      "diretor de rede da operadora. Segundo Menezes, a empresa chegou a 1,3 milhão de clientes. "
      "O executivo também disse que a rede é a mais rápida da capital.";
  EXPECT_EQ(speaker_of_cue("pt", text, "disse", 2), "Cláudio Menezes");
  const std::string far =
      "Cláudio Menezes, diretor de rede da Vértice, falou em março. A Vértice cresceu. O mercado "
      "mudou. A concorrência reagiu. O executivo disse que a rede vai crescer.";
  EXPECT_EQ(speaker_of_cue("pt", far, "disse"), "executivo");
  const std::string treasurer =
      "O tesoureiro do PT, João Lima, negou a acusação. O executivo disse que pagou a gráfica.";
  EXPECT_EQ(speaker_of_cue("pt", treasurer, "disse"), "executivo");
}

// "Cardinal Cycle Share" is a bike-share network, not a cardinal named "Cycle Share": the church
// title is no post the analysis reads.
TEST(RoleAppositions, ABodyNamedCardinalIsNoChurchTitle) {
  const std::string text =
      "Riders took 1.42 million trips on Cardinal Cycle Share bikes in 2024, the nonprofit said. "
      "Cardinal also said bike share costs the least per trip.";
  EXPECT_EQ(speaker_of_cue("en", text, "said", 2), "Cardinal");
}

// "A Aerovale Linhas Aéreas, companhia regional com sede em Campo Verde, no oeste do estado,
// afirma": an aside that opens on the body's kind describes the body, which speaks; the town in it
// does not.
TEST(Cues, AnAsideOnTheBodysKindLeavesTheBodySpeaking) {
  const std::string text =
      "A Aerovale Linhas Aéreas, companhia regional com sede em Campo Verde, no oeste do estado, "
      "afirma ter o maior índice de pontualidade do aeroporto.";
  EXPECT_EQ(speaker_of_cue("pt", text, "afirma"), "Aerovale Linhas Aéreas");
}

// "a superintendente do Cedral Park, Helena Prado": "Park" is no first name that would open a
// person's name inside the mall's.
TEST(RoleAppositions, ParkEndsABodysNameAndOpensNoPersons) {
  const std::string text =
      "\"O cliente respondeu\", declarou a superintendente do Cedral Park, Helena Vasconcellos "
      "Prado, de 52 anos.";
  EXPECT_EQ(speaker_of_cue("pt", text, "declarou"), "Helena Vasconcellos Prado");
}

// "a claim Sheriff Dana Whitcomb repeated": "claim" is no word of her post, and a sheriff in a
// story about a Sheriff's Office heads it.
TEST(Stakes, TheSheriffHeadsTheSheriffsOffice) {
  const std::string text =
      "The Kessler County Sheriff's Office says its program works, a claim Sheriff Dana Whitcomb "
      "repeated Tuesday. The Kessler County Sheriff's Office runs the jail. \"We are proud,\" "
      "Whitcomb said.";
  auto r = analyze("en", text);
  ASSERT_TRUE(r);
  bool seen = false;
  for (const Source& s : r->analysis.sources) {
    if (s.name != "Dana Whitcomb") continue;
    seen = true;
    EXPECT_EQ(s.role, "Sheriff");
    EXPECT_EQ(s.stake, Stake::Subject);
  }
  EXPECT_TRUE(seen);
}

// "And it says it has taken more than 41,000 reservations": the body the sentence before was
// credited to, with a conjunction before the pronoun.
TEST(Cues, ItAfterAConjunctionIsTheBodyCreditedBefore) {
  const std::string text =
      "Marrow Creek Motors builds pickups. Marrow Creek Motors says the Halyard charges faster "
      "than any rival. And it says it has taken more than 41,000 paid reservations.";
  EXPECT_EQ(speaker_of_cue("en", text, "says", 2), "Marrow Creek Motors");
}

}  // namespace
}  // namespace auditor::analysis
