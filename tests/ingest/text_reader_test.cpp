// Tests for the plain-text reader: titles, paragraph styles, hard wraps, notes, exact positions.
#include "auditor/ingest/text_reader.h"

#include <gtest/gtest.h>

#include <random>

#include "tests/ingest/ingest_test_util.h"

namespace auditor::ingest {
namespace {

using auditor::testing::block_kinds;
using auditor::testing::block_texts;
using auditor::testing::expect_exact_map;
using auditor::testing::expect_span_at;
using Strings = std::vector<std::string>;

TEST(TextReader, TitleAndBlankLineParagraphs) {
  Document doc = read_plain_text(
      "Chuvas deixam 12 cidades em alerta no interior de São Paulo\n"
      "\n"
      "A Defesa Civil estadual colocou 12 municípios em alerta máximo nesta quinta-feira.\n"
      "\n"
      "Segundo o órgão, o volume de chuva deve passar de 150 milímetros até domingo.\n",
      "chuvas.txt");
  EXPECT_EQ(doc.input, "chuvas.txt");
  EXPECT_EQ(doc.format, "text");
  EXPECT_EQ(
      block_texts(doc),
      (Strings{"Chuvas deixam 12 cidades em alerta no interior de São Paulo",
               "A Defesa Civil estadual colocou 12 municípios em alerta máximo nesta quinta-feira.",
               "Segundo o órgão, o volume de chuva deve passar de 150 milímetros até domingo."}));
  EXPECT_EQ(block_kinds(doc),
            (std::vector<BlockKind>{BlockKind::Title, BlockKind::Paragraph, BlockKind::Paragraph}));
  EXPECT_EQ(doc.metadata.title, "Chuvas deixam 12 cidades em alerta no interior de São Paulo");
  EXPECT_EQ(doc.text.find("\n\nA Defesa"), doc.blocks[0].span.end);
  expect_span_at(doc, doc.blocks[0].span, 1, 1);
  expect_span_at(doc, doc.blocks[1].span, 3, 1);
  expect_span_at(doc, doc.blocks[2].span, 5, 1);
  // "150" on line 5: columns count code points ("órgão" has two two-byte letters before it).
  uint32_t at = static_cast<uint32_t>(doc.text.find("150"));
  EXPECT_EQ(doc.position(at), (Position{5, 51}));
  expect_exact_map(doc);
}

TEST(TextReader, OneParagraphPerLineExport) {
  Document doc = read_plain_text(
      "City Council Approves $4.2 Billion Budget After Late-Night Session\n"
      "The city council approved a $4.2 billion budget early Wednesday after a debate that ran "
      "past "
      "midnight, according to the clerk's office.\n"
      "Council member Rita Alvarez, who voted against the plan, said the 12% increase in police "
      "overtime was \"not something this city can sustain.\"\n"
      "The mayor is expected to sign the budget on Friday.\n",
      "budget.txt");
  ASSERT_EQ(doc.blocks.size(), 4u);
  EXPECT_EQ(doc.blocks[0].kind, BlockKind::Title);
  EXPECT_EQ(doc.view(doc.blocks[3].span), "The mayor is expected to sign the budget on Friday.");
  expect_span_at(doc, doc.blocks[1].span, 2, 1);
  expect_span_at(doc, doc.blocks[2].span, 3, 1);
  expect_span_at(doc, doc.blocks[3].span, 4, 1);
  expect_exact_map(doc);
}

TEST(TextReader, HardWrappedParagraphsAreJoined) {
  Document doc = read_plain_text(
      "O Tribunal de Contas do Estado apontou irregularidades em contratos de\n"
      "merenda escolar firmados entre 2019 e 2022, num total de R$ 38 milhões,\n"
      "segundo relatório obtido pela reportagem.\n"
      "\n"
      "A secretaria de Educação afirmou, em nota, que colabora com os auditores\n"
      "e que os contratos seguiram a legislação em vigor na época da assinatura.\n",
      "merenda.txt");
  ASSERT_EQ(doc.blocks.size(), 2u);
  EXPECT_EQ(doc.blocks[0].kind, BlockKind::Paragraph);  // a wrapped first line is not a headline
  EXPECT_TRUE(doc.metadata.title.empty());
  EXPECT_EQ(
      doc.view(doc.blocks[0].span),
      "O Tribunal de Contas do Estado apontou irregularidades em contratos de merenda escolar "
      "firmados entre 2019 e 2022, num total de R$ 38 milhões, segundo relatório obtido pela "
      "reportagem.");
  // Words after a joined line break map to their own line.
  uint32_t merenda = static_cast<uint32_t>(doc.text.find("merenda"));
  EXPECT_EQ(doc.position(merenda), (Position{2, 1}));
  uint32_t segundo = static_cast<uint32_t>(doc.text.find("segundo"));
  EXPECT_EQ(doc.position(segundo), (Position{3, 1}));
  // The space that replaced the line break points at the end of the first line.
  EXPECT_EQ(doc.position(merenda - 1), (Position{1, 71}));
  expect_span_at(doc, doc.blocks[1].span, 5, 1);
  expect_exact_map(doc);
}

TEST(TextReader, ALineBrokenMidSentenceGoesOnInAnUnevenWrap) {
  // The last line was edited longer than the wrap width, so the run is no even hard wrap; its
  // lines still break mid-sentence, before a lowercase word or after a wrap-wide line.
  Document doc = read_plain_text(
      "Os estaleiros da Halvorsen\n"
      "\n"
      "TRONDHEIM, Noruega - A Halvorsen levou um grupo de jornalistas, entre\n"
      "eles este repórter, ao dique seco onde o primeiro casco foi soldado em\n"
      "Trondheim, e mostrou o navio que a empresa quer vender a prefeituras brasileiras.\n"
      "A empresa não divulgou o preço.\n",
      "halvorsen.txt");
  EXPECT_EQ(block_texts(doc),
            (Strings{"Os estaleiros da Halvorsen",
                     "TRONDHEIM, Noruega - A Halvorsen levou um grupo de jornalistas, entre eles "
                     "este repórter, ao dique seco onde o primeiro casco foi soldado em Trondheim, "
                     "e mostrou o navio que a empresa quer vender a prefeituras brasileiras.",
                     "A empresa não divulgou o preço."}));
  expect_span_at(doc, doc.blocks[2].span, 6, 1);
  expect_exact_map(doc);
}

TEST(TextReader, AHeadlineWithNoStopIsNotJoinedToTheLongLineAfterIt) {
  Document doc = read_plain_text(
      "Governo anuncia corte de gastos\n"
      "Plano prevê economia em custeio e investimentos\n"
      "O governo federal anunciou nesta segunda-feira um corte de gastos que atinge todos os "
      "ministérios, com exceção das áreas de saúde e educação, segundo o Ministério do "
      "Planejamento.\n",
      "corte.txt");
  ASSERT_EQ(doc.blocks.size(), 3u);
  EXPECT_EQ(doc.view(doc.blocks[1].span), "Plano prevê economia em custeio e investimentos");
}

TEST(TextReader, TitleAboveAHardWrappedParagraph) {
  Document doc = read_plain_text(
      "Justiça suspende leilão de terminal portuário em Santos\n"
      "A Justiça Federal suspendeu nesta sexta-feira o leilão do terminal STS10,\n"
      "marcado para a próxima semana, atendendo a pedido do Ministério Público,\n"
      "que aponta falhas no estudo de impacto ambiental do projeto.\n",
      "santos.txt");
  EXPECT_EQ(block_kinds(doc), (std::vector<BlockKind>{BlockKind::Title, BlockKind::Paragraph}));
  EXPECT_EQ(doc.metadata.title, "Justiça suspende leilão de terminal portuário em Santos");
  expect_span_at(doc, doc.blocks[1].span, 2, 1);
  expect_exact_map(doc);
}

TEST(TextReader, ShortSentencesOnConsecutiveLinesStayApart) {
  Document doc = read_plain_text(
      "Ministro nega irregularidade\n"
      "\n"
      "O ministro negou ter recebido qualquer vantagem da empreiteira citada.\n"
      "A empreiteira não respondeu aos pedidos de entrevista feitos desde segunda.\n"
      "A Polícia Federal informou que o inquérito segue sob sigilo.\n",
      "ministro.txt");
  EXPECT_EQ(block_texts(doc),
            (Strings{"Ministro nega irregularidade",
                     "O ministro negou ter recebido qualquer vantagem da empreiteira citada.",
                     "A empreiteira não respondeu aos pedidos de entrevista feitos desde segunda.",
                     "A Polícia Federal informou que o inquérito segue sob sigilo."}));
  expect_span_at(doc, doc.blocks[3].span, 5, 1);
}

TEST(TextReader, ListLinesAreNotJoined) {
  Document doc = read_plain_text(
      "Veja o que muda a partir de janeiro para quem recebe o benefício social:\n"
      "- o valor mínimo sobe para R$ 650 por família cadastrada no programa\n"
      "- crianças até seis anos garantem um adicional de R$ 150 por mês\n",
      "beneficio.txt");
  EXPECT_EQ(doc.blocks.size(), 3u);
  EXPECT_EQ(doc.view(doc.blocks[2].span),
            "- crianças até seis anos garantem um adicional de R$ 150 por mês");
}

TEST(TextReader, HeadlineRules) {
  // Terminal punctuation over a paragraph no longer than it: a short paragraph, not a headline.
  Document sentence = read_plain_text("O governo anunciou o corte.\n\nMais texto aqui.", "a.txt");
  EXPECT_EQ(sentence.blocks[0].kind, BlockKind::Paragraph);
  EXPECT_TRUE(sentence.metadata.title.empty());
  // One sentence with a stop over a longer lead, as news exports write headlines: a headline.
  Document stopped = read_plain_text(
      "Temer revoga decreto que convocou as Forças Armadas.\n\nO decreto que autorizava o uso "
      "das tropas na Esplanada dos Ministérios foi revogado nesta quinta-feira.",
      "s.txt");
  EXPECT_EQ(stopped.blocks[0].kind, BlockKind::Title);
  EXPECT_EQ(stopped.metadata.title, "Temer revoga decreto que convocou as Forças Armadas.");
  // Two sentences on the first line are a lead paragraph, stop or not.
  Document two = read_plain_text(
      "O prefeito renunciou. A Câmara se reúne amanhã.\n\nA renúncia foi lida no plenário da "
      "Câmara Municipal às 15h, diante de vereadores e de moradores do bairro.",
      "t.txt");
  EXPECT_EQ(two.blocks[0].kind, BlockKind::Paragraph);
  // Nothing follows: a lone line is the article, not its title.
  Document alone = read_plain_text("Governo anuncia corte de gastos\n", "b.txt");
  ASSERT_EQ(alone.blocks.size(), 1u);
  EXPECT_EQ(alone.blocks[0].kind, BlockKind::Paragraph);
  // A closing quote after the period still ends a sentence.
  Document quoted = read_plain_text("\"Não vamos recuar.\"\n\nDisse o ministro.", "c.txt");
  EXPECT_EQ(quoted.blocks[0].kind, BlockKind::Paragraph);
  // Too long to be a headline.
  Document longline = read_plain_text(std::string(210, 'a') + "\n\nTexto.", "d.txt");
  EXPECT_EQ(longline.blocks[0].kind, BlockKind::Paragraph);
  // Leading blank lines and indentation do not matter.
  Document indented = read_plain_text("\n\n   Inflação desacelera em março  \n\nTexto.", "e.txt");
  EXPECT_EQ(indented.blocks[0].kind, BlockKind::Title);
  EXPECT_EQ(indented.metadata.title, "Inflação desacelera em março");
  expect_span_at(indented, indented.blocks[0].span, 3, 4);
}

// Exports that flatten an article to one line keep a double space after the headline's summary.
TEST(TextReader, OneLineTextSplitsItsHeadlineAndSummary) {
  const std::string body =
      "Os ônibus da capital ficam mais caros a partir de segunda-feira, quando a tarifa sobe de "
      "R$ 4,40 para R$ 4,80. A prefeitura diz que o reajuste cobre o aumento do diesel. Usuários "
      "ouvidos pela reportagem reclamam do preço e da lotação nos horários de pico.";
  Document doc = read_plain_text(
      "Tarifa de ônibus sobe para R$ 4,80. Reajuste vale a partir de segunda; prefeitura cita "
      "diesel..  " + body,
      "flat.txt");
  EXPECT_EQ(block_kinds(doc), (std::vector<BlockKind>{BlockKind::Title, BlockKind::Standfirst,
                                                      BlockKind::Paragraph}));
  EXPECT_EQ(block_texts(doc),
            (Strings{"Tarifa de ônibus sobe para R$ 4,80.",
                     "Reajuste vale a partir de segunda; prefeitura cita diesel..", body}));
  EXPECT_EQ(doc.metadata.title, "Tarifa de ônibus sobe para R$ 4,80.");
  expect_span_at(doc, doc.blocks[1].span, 1, 37);
  expect_exact_map(doc);
  // A headline alone before the double space: no summary block.
  Document bare = read_plain_text("Tarifa de ônibus sobe para R$ 4,80.  " + body, "bare.txt");
  EXPECT_EQ(block_kinds(bare), (std::vector<BlockKind>{BlockKind::Title, BlockKind::Paragraph}));
  // Typed with two spaces after every sentence: no header to find.
  Document typed = read_plain_text(
      "A tarifa sobe.  A prefeitura diz que o diesel subiu.  Usuários reclamam do preço e da "
      "lotação nos horários de pico, quando os ônibus circulam cheios.  Ninguém gosta.",
      "typed.txt");
  EXPECT_EQ(block_kinds(typed), (std::vector<BlockKind>{BlockKind::Paragraph}));
  // Short text with a double space: too little body for a header.
  Document note = read_plain_text("Nota da redação.  Texto corrigido.", "note.txt");
  EXPECT_EQ(block_kinds(note), (std::vector<BlockKind>{BlockKind::Paragraph}));
}

TEST(TextReader, CrLfIsHandledAndMappedExactly) {
  Document doc = read_plain_text(
      "Vacinação começa na segunda\r\n\r\nA campanha vai até 30 de junho.\r\nPostos abrem às "
      "8h.\r\n",
      "vacina.txt");
  EXPECT_EQ(
      doc.text,
      "Vacinação começa na segunda\n\nA campanha vai até 30 de junho.\n\nPostos abrem às 8h.");
  EXPECT_EQ(doc.text.find('\r'), std::string::npos);
  expect_span_at(doc, doc.blocks[1].span, 3, 1);
  expect_span_at(doc, doc.blocks[2].span, 4, 1);
  EXPECT_EQ(doc.position(doc.blocks[2].span.end - 1), (Position{4, 19}));
  expect_exact_map(doc);
}

TEST(TextReader, TrailingStarredNoteIsAFootnote) {
  Document doc = read_plain_text(
      "Hotel de luxo é inaugurado em Gramado\n"
      "\n"
      "O empreendimento tem 120 quartos e custou R$ 300 milhões.\n"
      "* Nota: a diária mais barata custa R$ 2.400.\n"
      "A inauguração reuniu autoridades locais.\n"
      "\n"
      "*O repórter viajou a convite do hotel.\n",
      "hotel.txt");
  EXPECT_EQ(block_kinds(doc),
            (std::vector<BlockKind>{BlockKind::Title, BlockKind::Paragraph, BlockKind::Paragraph,
                                    BlockKind::Paragraph, BlockKind::Footnote}));
  EXPECT_EQ(doc.view(doc.blocks[4].span), "*O repórter viajou a convite do hotel.");
  expect_span_at(doc, doc.blocks[4].span, 7, 1);
}

// A database export's summary between "ABSTRACT" and "FULL TEXT" sums up the body, as a deck
// does; the words alone, later in the body, are text.
TEST(TextReader, AnExportsAbstractIsTheStandfirst) {
  Document doc = read_plain_text(
      "Harbor levy splits the council\n"
      "\n"
      "ABSTRACT.\n"
      "\n"
      "Critics argue the levy will drive families away.\n"
      "\n"
      "FULL TEXT.\n"
      "\n"
      "The council voted 5 to 4 on Monday.\n"
      "\n"
      "ABSTRACT\n",
      "levy.txt");
  EXPECT_EQ(block_kinds(doc), (std::vector<BlockKind>{BlockKind::Title, BlockKind::Standfirst,
                                                      BlockKind::Standfirst, BlockKind::Standfirst,
                                                      BlockKind::Paragraph, BlockKind::Paragraph}));
  Document plain = read_plain_text(
      "Harbor levy splits the council\n\nABSTRACT.\n\nCritics argue the levy will drive "
      "families away.\n\nThe council voted 5 to 4 on Monday.\n",
      "levy.txt");
  for (size_t b = 1; b < plain.blocks.size(); ++b) {
    EXPECT_EQ(plain.blocks[b].kind, BlockKind::Paragraph) << b;
  }
}

// ProQuest and Nexis exports set the headline and its subtitle on two lines, the first ending
// in a semicolon: they are the heading, the title is the headline alone, and the text (so every
// span) is what it was. A semicolon line with more under it is a paragraph.
TEST(TextReader, AnExportsSemicolonHeadlineAndSubtitleAreTheHeading) {
  const std::string text =
      "Harbor levy splits the council;\n"
      "Families fear the cost, analysts say.\n"
      "\n"
      "The council voted 5 to 4 on Monday.\n";
  Document doc = read_plain_text(text, "levy.txt");
  EXPECT_EQ(block_texts(doc),
            (Strings{"Harbor levy splits the council;", "Families fear the cost, analysts say.",
                     "The council voted 5 to 4 on Monday."}));
  EXPECT_EQ(block_kinds(doc), (std::vector<BlockKind>{BlockKind::Title, BlockKind::Standfirst,
                                                      BlockKind::Paragraph}));
  EXPECT_EQ(doc.metadata.title, "Harbor levy splits the council");
  expect_exact_map(doc);

  // Lines wrapped at one width are one heading, joined as a wrapped paragraph's lines are.
  Document wrapped = read_plain_text(
      "Harbor council splits over the levy on cargo ships;\n"
      "Shipping companies warn the cost will drive them away.\n"
      "\n"
      "The council voted 5 to 4 on Monday.\n",
      "levy.txt");
  EXPECT_EQ(block_texts(wrapped),
            (Strings{"Harbor council splits over the levy on cargo ships; Shipping companies warn "
                     "the cost will drive them away.",
                     "The council voted 5 to 4 on Monday."}));
  EXPECT_EQ(block_kinds(wrapped), (std::vector<BlockKind>{BlockKind::Title, BlockKind::Paragraph}));
  EXPECT_EQ(wrapped.metadata.title, "Harbor council splits over the levy on cargo ships");
  expect_exact_map(wrapped);

  for (const char* other : {"The levy passed;\nfamilies fear it.\nMore came later.\n\nBody.\n",
                            "The levy passed;\nfamilies fear it.\n"}) {
    Document plain = read_plain_text(other, "levy.txt");
    EXPECT_NE(plain.blocks.front().kind, BlockKind::Title) << other;
    EXPECT_EQ(plain.metadata.title, "") << other;
  }
}

TEST(TextReader, DisclosureLinesStayParagraphs) {
  Document doc = read_plain_text(
      "The new phone ships in March with a larger battery and a $999 price tag.\n"
      "\n"
      "Disclosure: The company provided a review unit, which will be returned.\n",
      "phone.txt");
  ASSERT_EQ(doc.blocks.size(), 2u);
  EXPECT_EQ(doc.blocks[1].kind, BlockKind::Paragraph);
  expect_span_at(doc, doc.blocks[1].span, 3, 1);
}

TEST(TextReader, SeparatorRulesAreDropped) {
  Document doc = read_plain_text("Primeira parte do texto.\n\n* * *\n\nSegunda parte.\n-----\nFim.",
                                 "partes.txt");
  EXPECT_EQ(block_texts(doc), (Strings{"Primeira parte do texto.", "Segunda parte.", "Fim."}));
}

TEST(TextReader, InnerWhiteSpaceCollapsesButPositionsStayExact) {
  Document doc = read_plain_text("Ações  da\tPetrobras   sobem 3%.\n", "acoes.txt");
  EXPECT_EQ(doc.text, "Ações da Petrobras sobem 3%.");
  uint32_t sobem = static_cast<uint32_t>(doc.text.find("sobem"));
  EXPECT_EQ(doc.position(sobem), (Position{1, 23}));
  expect_exact_map(doc);
}

// Lines of words with white space of every kind at every offset (the reader copies eight plain
// bytes at a time): each paragraph reads as its words joined by single spaces, positions exact.
TEST(TextReader, WhiteSpaceCollapsesAtEveryOffset) {
  const std::vector<std::string> words = {"a", "da", "Ações", "três", "R$", "4,2", "mil", "x\x01y"};
  const std::vector<std::string> gaps = {" ", " ", " ", "  ", "\t", " \t ", "\f", "\v", "   "};
  std::mt19937 random(31);
  std::string source = "Título da matéria\n\n";
  Strings expected = {"Título da matéria"};
  for (int p = 0; p < 200; ++p) {
    std::string raw, clean;
    const int count = 5 + static_cast<int>(random() % 30);
    for (int w = 0; w < count; ++w) {
      const std::string& word = words[random() % words.size()];
      if (w > 0) {
        raw += gaps[random() % gaps.size()];
        clean += ' ';
      }
      raw += word;
      clean += word;
    }
    raw += ".";
    clean += ".";
    source += raw + "\n\n";
    expected.push_back(clean);
  }
  Document doc = read_plain_text(source, "espacos.txt");
  EXPECT_EQ(block_texts(doc), expected);
  expect_exact_map(doc);
}

TEST(TextReader, OldMacLineEndings) {
  Document doc =
      read_plain_text("Manchete curta\r\rPrimeiro parágrafo.\rSegundo parágrafo.", "mac.txt");
  EXPECT_EQ(block_texts(doc),
            (Strings{"Manchete curta", "Primeiro parágrafo.", "Segundo parágrafo."}));
  EXPECT_EQ(doc.text.find('\r'), std::string::npos);
}

TEST(TextReader, EmptyAndBlankInputGiveNoBlocks) {
  EXPECT_TRUE(read_plain_text("", "x").blocks.empty());
  Document blank = read_plain_text("\n \n\t\n", "y");
  EXPECT_TRUE(blank.blocks.empty());
  EXPECT_TRUE(blank.text.empty());
}

}  // namespace
}  // namespace auditor::ingest
