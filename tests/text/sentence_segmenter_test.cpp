// Table of tricky Portuguese and English news sentences for the segmenter, plus block handling.
#include "auditor/text/sentence_segmenter.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <random>
#include <string>
#include <vector>

#include "auditor/core/document.h"
#include "auditor/text/lexicon.h"

namespace auditor::text {
namespace {

const Lexicon& lexicon_for(const std::string& lang) {
  static const Lexicon pt = [] {
    auto r = Lexicon::load(std::string(AUDITOR_REPO_DIR) + "/rules/pt/lexicon.xml");
    return r.ok() ? r.value() : Lexicon();
  }();
  static const Lexicon en = [] {
    auto r = Lexicon::load(std::string(AUDITOR_REPO_DIR) + "/rules/en/lexicon.xml");
    return r.ok() ? r.value() : Lexicon();
  }();
  static const Lexicon es = [] {
    auto r = Lexicon::load(std::string(AUDITOR_REPO_DIR) + "/rules/es/lexicon.xml");
    return r.ok() ? r.value() : Lexicon();
  }();
  return lang == "pt" ? pt : lang == "es" ? es : en;
}

std::vector<std::string> sentences_of(const SentenceSegmenter& seg, const std::string& text) {
  std::vector<Span> spans;
  seg.split(text, Span{0, static_cast<uint32_t>(text.size())}, spans);
  std::vector<std::string> out;
  for (Span s : spans) out.emplace_back(s.in(text));
  return out;
}

struct Row {
  const char* lang;
  const char* input;
  std::vector<std::string> expected;
};

std::ostream& operator<<(std::ostream& os, const Row& row) {
  return os << row.input;
}

const std::vector<Row>& table() {
  static const std::vector<Row> rows = {
      // --- Portuguese: titles never end a sentence ---
      {"pt",
       "O Sr. Almeida chegou cedo. A reunião começou às 9h.",
       {"O Sr. Almeida chegou cedo.", "A reunião começou às 9h."}},
      {"pt",
       "A Dra. Luíza Prado, do Hospital das Clínicas, confirmou o caso.",
       {"A Dra. Luíza Prado, do Hospital das Clínicas, confirmou o caso."}},
      {"pt",
       "Segundo o Prof. Ramos e a Profa. Teixeira, o índice caiu.",
       {"Segundo o Prof. Ramos e a Profa. Teixeira, o índice caiu."}},
      {"pt",
       "O escritório fica na Av. Paulista, perto do Masp. Ele abre às 8h.",
       {"O escritório fica na Av. Paulista, perto do Masp.", "Ele abre às 8h."}},
      {"pt",
       "O Gen. Heleno e o Dep. Motta assinaram a nota.",
       {"O Gen. Heleno e o Dep. Motta assinaram a nota."}},
      {"pt",
       "Conforme o art. 5º da Constituição, todos são iguais. O juiz citou o texto.",
       {"Conforme o art. 5º da Constituição, todos são iguais.", "O juiz citou o texto."}},
      {"pt", "O sr. Moura não quis comentar.", {"O sr. Moura não quis comentar."}},
      // --- Portuguese: ambiguous abbreviations ---
      {"pt",
       "Vendem frutas, legumes, ovos etc. O movimento cresceu no fim de semana.",
       {"Vendem frutas, legumes, ovos etc.", "O movimento cresceu no fim de semana."}},
      {"pt",
       "Foram citados bancos, corretoras etc. e até cooperativas.",
       {"Foram citados bancos, corretoras etc. e até cooperativas."}},
      {"pt",
       "A Vale S.A. Mineração informou lucro recorde.",
       {"A Vale S.A. Mineração informou lucro recorde."}},
      {"pt",
       "O contrato foi assinado pela Construtora Lima Ltda. Ela nega irregularidades.",
       {"O contrato foi assinado pela Construtora Lima Ltda.", "Ela nega irregularidades."}},
      {"pt", "Os E.U.A. Anunciaram sanções ontem.", {"Os E.U.A. Anunciaram sanções ontem."}},
      {"pt",
       "A decisão vale para os E.U.A. O Brasil ainda avalia.",
       {"A decisão vale para os E.U.A.", "O Brasil ainda avalia."}},
      // --- Portuguese: initials ---
      {"pt",
       "O livro de J. R. R. Tolkien voltou às listas. A editora comemora.",
       {"O livro de J. R. R. Tolkien voltou às listas.", "A editora comemora."}},
      {"pt",
       "O relator, José A. Silva, votou contra.",
       {"O relator, José A. Silva, votou contra."}},
      {"pt",
       "O estudo testou a vitamina C. A dose diária foi mantida.",
       {"O estudo testou a vitamina C.", "A dose diária foi mantida."}},
      // --- Portuguese: numbers, currency, URLs ---
      {"pt",
       "O governo prevê US$ 50 bilhões em investimentos. A meta é de 3,5% do PIB.",
       {"O governo prevê US$ 50 bilhões em investimentos.", "A meta é de 3,5% do PIB."}},
      {"pt",
       "A dívida chegou a R$ 1.234,56 por pessoa. Em 2019, era R$ 1.000.",
       {"A dívida chegou a R$ 1.234,56 por pessoa.", "Em 2019, era R$ 1.000."}},
      {"pt",
       "A inflação foi de 4,5%. 12 estados ficaram acima da meta.",
       {"A inflação foi de 4,5%.", "12 estados ficaram acima da meta."}},
      {"pt",
       "Os dados estão em https://dados.gov.br/economia/v2.0/ipca.csv e no site www.ibge.gov.br. O "
       "acesso é livre.",
       {"Os dados estão em https://dados.gov.br/economia/v2.0/ipca.csv e no site www.ibge.gov.br.",
        "O acesso é livre."}},
      {"pt",
       "Dúvidas podem ser enviadas para leitor@jornal.com.br. A redação responde.",
       {"Dúvidas podem ser enviadas para leitor@jornal.com.br.", "A redação responde."}},
      {"pt",
       "As prioridades são: 1. Reduzir custos. 2. Ampliar a receita.",
       {"As prioridades são: 1. Reduzir custos.", "2. Ampliar a receita."}},
      // --- Portuguese: quotes and speech tags ---
      {"pt", "“Está pronto!” Ele saiu em seguida.", {"“Está pronto!”", "Ele saiu em seguida."}},
      {"pt", "“Vamos nessa…”, afirmou Ana.", {"“Vamos nessa…”, afirmou Ana."}},
      {"pt", "“Pronto!”, disse ele.", {"“Pronto!”, disse ele."}},
      {"pt",
       "“Isso é inaceitável!” disse o ministro.",
       {"“Isso é inaceitável!” disse o ministro."}},
      {"pt",
       "“Por que agora?” Ana perguntou aos colegas.",
       {"“Por que agora?” Ana perguntou aos colegas."}},
      {"pt",
       "Ele foi direto: “Não vou renunciar.” A plateia aplaudiu.",
       {"Ele foi direto: “Não vou renunciar.”", "A plateia aplaudiu."}},
      {"pt",
       "O prefeito disse que a obra (…) será entregue em março. Ninguém acredita.",
       {"O prefeito disse que a obra (…) será entregue em março.", "Ninguém acredita."}},
      {"pt",
       "\"Ainda há (...) muito a fazer\", afirmou. Depois saiu.",
       {"\"Ainda há (...) muito a fazer\", afirmou.", "Depois saiu."}},
      // --- Portuguese: exclamation, question, ellipsis ---
      {"pt",
       "Quem pagará a conta? Ninguém sabe. O governo cala!",
       {"Quem pagará a conta?", "Ninguém sabe.", "O governo cala!"}},
      {"pt", "Será mesmo? perguntou o repórter.", {"Será mesmo? perguntou o repórter."}},
      {"pt",
       "A votação foi adiada... e ninguém explicou o motivo.",
       {"A votação foi adiada... e ninguém explicou o motivo."}},
      {"pt",
       "A votação foi adiada… Ninguém explicou o motivo.",
       {"A votação foi adiada…", "Ninguém explicou o motivo."}},
      {"pt",
       "É a maior alta da série!! Economistas se surpreenderam.",
       {"É a maior alta da série!!", "Economistas se surpreenderam."}},
      // --- Portuguese: dialogue dashes and accented capitals ---
      {"pt", "— Vamos embora! — disse ele.", {"— Vamos embora! — disse ele."}},
      {"pt",
       "Ele saiu. — E agora? — perguntou a vizinha.",
       {"Ele saiu.", "— E agora? — perguntou a vizinha."}},
      {"pt",
       "O voto foi aberto. Às 18h, o resultado saiu. Éramos poucos. Órgãos reagiram.",
       {"O voto foi aberto.", "Às 18h, o resultado saiu.", "Éramos poucos.", "Órgãos reagiram."}},
      {"pt",
       "A obra terminou. Ônibus voltam a circular. Ítalo comemorou.",
       {"A obra terminou.", "Ônibus voltam a circular.", "Ítalo comemorou."}},
      {"pt",
       "O acordo foi fechado (veja o quadro). Críticos reclamam.",
       {"O acordo foi fechado (veja o quadro).", "Críticos reclamam."}},
      {"pt", "Sem pontuação no título", {"Sem pontuação no título"}},
      {"pt", "   Espaços sobram.   Aqui também.  ", {"Espaços sobram.", "Aqui também."}},
      // --- English: titles and names ---
      // A dateline's state abbreviation and its dash open the first sentence.
      {"en",
       "SPRING HILL, Tenn. — The plant opens in May. Hiring starts now.",
       {"SPRING HILL, Tenn. — The plant opens in May.", "Hiring starts now."}},
      {"en",
       "Mr. Smith met Mrs. Jones and Ms. Lee on Tuesday. They agreed.",
       {"Mr. Smith met Mrs. Jones and Ms. Lee on Tuesday.", "They agreed."}},
      {"en",
       "Sen. Chris Murphy (D-Conn.) said the vote was close.",
       {"Sen. Chris Murphy (D-Conn.) said the vote was close."}},
      {"en",
       "Gov. Ana Ruiz and Rep. Tom Lake spoke. Dr. Park did not.",
       {"Gov. Ana Ruiz and Rep. Tom Lake spoke.", "Dr. Park did not."}},
      {"en",
       "John F. Kennedy was elected in 1960. He was 43.",
       {"John F. Kennedy was elected in 1960.", "He was 43."}},
      {"en",
       "The parade on St. Patrick's Day drew crowds.",
       {"The parade on St. Patrick's Day drew crowds."}},
      // --- English: ambiguous abbreviations ---
      {"en",
       "Troops returned to the U.S. The Pentagon confirmed it.",
       {"Troops returned to the U.S.", "The Pentagon confirmed it."}},
      {"en", "The U.S. Army confirmed the move.", {"The U.S. Army confirmed the move."}},
      {"en",
       "The meeting ends at 5 p.m. Eastern time on Friday.",
       {"The meeting ends at 5 p.m. Eastern time on Friday."}},
      {"en",
       "The meeting ended at 5 p.m. The results came later.",
       {"The meeting ended at 5 p.m.", "The results came later."}},
      {"en",
       "Apple Inc. said sales rose. Shares of Acme Corp. It was a good day.",
       {"Apple Inc. said sales rose.", "Shares of Acme Corp.", "It was a good day."}},
      {"en",
       "The shooting happened on Dec. 14, 2012, in Newtown.",
       {"The shooting happened on Dec. 14, 2012, in Newtown."}},
      {"en",
       "She moved to Washington, D.C. In 2010 she ran for office.",
       {"She moved to Washington, D.C.", "In 2010 she ran for office."}},
      // --- English: numbers and quotes ---
      {"en",
       "The deal is worth $1.2 billion. Analysts expected 3.5% growth.",
       {"The deal is worth $1.2 billion.", "Analysts expected 3.5% growth."}},
      {"en", "\"Done,\" he said. \"Now we wait.\"", {"\"Done,\" he said.", "\"Now we wait.\""}},
      {"en",
       "\"Why now?\" Johnson asked. Nobody answered.",
       {"\"Why now?\" Johnson asked.", "Nobody answered."}},
      {"en", "\"It's over!\" The crowd cheered.", {"\"It's over!\"", "The crowd cheered."}},
      {"en", "\"Are you sure?\" she asked.", {"\"Are you sure?\" she asked."}},
      {"en", "He paid $50. Then he left.", {"He paid $50.", "Then he left."}},
      {"en",
       "Version 2.0 ships today... and nobody noticed. Really?",
       {"Version 2.0 ships today... and nobody noticed.", "Really?"}},
      // --- Spanish: inverted marks and titles ---
      {"es",
       "¿Quién pagará la cuenta? Nadie lo sabe. ¡Es increíble!",
       {"¿Quién pagará la cuenta?", "Nadie lo sabe.", "¡Es increíble!"}},
      {"es",
       "El Sr. Pérez y la Dra. Gómez firmaron el acuerdo en EE. UU. El texto es público.",
       {"El Sr. Pérez y la Dra. Gómez firmaron el acuerdo en EE. UU.", "El texto es público."}},
  };
  return rows;
}

class SegmenterTable : public ::testing::TestWithParam<Row> {};

TEST_P(SegmenterTable, SplitsAsExpected) {
  const Row& row = GetParam();
  SentenceSegmenter seg(lexicon_for(row.lang));
  EXPECT_EQ(sentences_of(seg, row.input), row.expected);
}

INSTANTIATE_TEST_SUITE_P(News, SegmenterTable, ::testing::ValuesIn(table()));

TEST(SentenceSegmenter, LexiconsLoadWithTheSegmenterLists) {
  for (const char* lang : {"pt", "en", "es"}) {
    auto lexicon = Lexicon::load(std::string(AUDITOR_REPO_DIR) + "/rules/" + lang + "/lexicon.xml");
    ASSERT_TRUE(lexicon.ok()) << lexicon.error().to_string();
    EXPECT_EQ(lexicon->language(), lang);
    EXPECT_FALSE(lexicon->list("abbreviations.title").empty()) << lang;
    EXPECT_FALSE(lexicon->list("abbreviations.ambiguous").empty()) << lang;
    EXPECT_FALSE(lexicon->list("sentence-starters").empty()) << lang;
  }
}

TEST(SentenceSegmenter, NeutralSegmenterStillHandlesInitialsAndNumbers) {
  SentenceSegmenter seg;
  EXPECT_EQ(sentences_of(seg, "Paid $1.5 million to J. K. Rowling. It rained."),
            (std::vector<std::string>{"Paid $1.5 million to J. K. Rowling.", "It rained."}));
  EXPECT_TRUE(sentences_of(seg, "").empty());
  EXPECT_TRUE(sentences_of(seg, " \n\t ").empty());
}

TEST(SentenceSegmenter, BlankLineEndsASentenceInsideARange) {
  SentenceSegmenter seg(lexicon_for("pt"));
  EXPECT_EQ(sentences_of(seg, "Título sem ponto\n\nO texto começa aqui. E segue"),
            (std::vector<std::string>{"Título sem ponto", "O texto começa aqui.", "E segue"}));
  // A single line break is only white space (hard-wrapped text).
  EXPECT_EQ(sentences_of(seg, "O texto segue\nna linha seguinte."),
            (std::vector<std::string>{"O texto segue\nna linha seguinte."}));
}

TEST(SentenceSegmenter, SplitsOnlyTheGivenRange) {
  SentenceSegmenter seg(lexicon_for("en"));
  std::string text = "Ignored. First one. Second one. Ignored too.";
  std::vector<Span> spans;
  seg.split(text, Span{9, 31}, spans);
  ASSERT_EQ(spans.size(), 2u);
  EXPECT_EQ(spans[0].in(text), "First one.");
  EXPECT_EQ(spans[1].in(text), "Second one.");
  EXPECT_EQ(spans[0].start, 9u);
}

TEST(SentenceSegmenter, SegmentsBlocksWithoutCrossingThemAndSkipsCode) {
  Document doc;
  DocumentBuilder builder(doc);
  builder.begin_block(BlockKind::Title);
  builder.append("Governo anuncia pacote", 0);
  builder.end_block();
  builder.begin_block(BlockKind::Paragraph);
  builder.append("O Sr. Lima falou. Disse que o plano sai em maio", 30);
  builder.end_block();
  builder.begin_block(BlockKind::Code);
  builder.append("x = 1. y = 2.", 90);
  builder.end_block();
  builder.begin_block(BlockKind::Caption);
  builder.append("Foto: Ana Dias/Folhapress", 110);
  builder.end_block();

  SentenceSegmenter seg(lexicon_for("pt"));
  std::vector<Sentence> sentences = seg.segment(doc);
  ASSERT_EQ(sentences.size(), 4u);
  EXPECT_EQ(doc.view(sentences[0].span), "Governo anuncia pacote");
  EXPECT_EQ(sentences[0].block, 0u);
  EXPECT_EQ(doc.view(sentences[1].span), "O Sr. Lima falou.");
  EXPECT_EQ(sentences[1].block, 1u);
  EXPECT_EQ(doc.view(sentences[2].span), "Disse que o plano sai em maio");
  EXPECT_EQ(sentences[2].block, 1u);
  EXPECT_EQ(doc.view(sentences[3].span), "Foto: Ana Dias/Folhapress");
  EXPECT_EQ(sentences[3].block, 3u);
}

TEST(SentenceSegmenter, SurvivesInvalidUtf8AndTruncatedSequences) {
  SentenceSegmenter seg(lexicon_for("pt"));
  std::string text = "Texto \xFF quebrado. Outra frase \xE2\x80";
  std::vector<std::string> got = sentences_of(seg, text);
  ASSERT_EQ(got.size(), 2u);
  EXPECT_EQ(got[0], "Texto \xFF quebrado.");
}

TEST(SentenceSegmenter, RandomPunctuationSoupYieldsOrderedTrimmedSpans) {
  SentenceSegmenter seg(lexicon_for("pt"));
  const std::vector<std::string> pieces = {
      "Sr.", " ", ".", "!",   "?",    "…", "...", "“",    "”",  "\"",       "—",    "\n",    "\n\n",
      "A",   "e", "É", "3,5", "U.S.", "(", ")",   "etc.", "J.", "\xE2\x80", "\xFF", "disse", ","};
  std::mt19937 rng(11);
  std::uniform_int_distribution<size_t> pick(0, pieces.size() - 1);
  for (int round = 0; round < 3000; ++round) {
    std::string text;
    for (int n = round % 30; n > 0; --n) text += pieces[pick(rng)];
    std::vector<Span> spans;
    uint32_t start = text.empty() ? 0 : static_cast<uint32_t>(round % 3 == 0 ? 1 : 0);
    start = std::min<uint32_t>(start, static_cast<uint32_t>(text.size()));
    seg.split(text, Span{start, static_cast<uint32_t>(text.size())}, spans);
    uint32_t previous_end = start;
    for (Span s : spans) {
      ASSERT_LT(s.start, s.end) << text;
      ASSERT_GE(s.start, previous_end) << text;
      ASSERT_LE(s.end, text.size()) << text;
      ASSERT_NE(text[s.start], ' ') << text;
      ASSERT_NE(text[s.end - 1], ' ') << text;
      previous_end = s.end;
    }
  }
}

TEST(EndsInQuestion, TheLastMarkBeforeClosingQuotesDecides) {
  EXPECT_TRUE(ends_in_question("O senhor concorda?"));
  EXPECT_TRUE(ends_in_question("Ele perguntou: \u201cE agora?\u201d "));
  EXPECT_TRUE(ends_in_question("(Vale a pena?)"));
  EXPECT_FALSE(ends_in_question("\u201cWhy not?\u201d asked Dunn."));
  EXPECT_FALSE(ends_in_question("Especialistas dizem que sim."));
  EXPECT_FALSE(ends_in_question(""));
}

}  // namespace
}  // namespace auditor::text
