// Tests for the Markdown reader: blocks, inline markup, links, HTML, front matter, footnotes,
// positions.
#include "auditor/ingest/markdown_reader.h"

#include <gtest/gtest.h>

#include "tests/ingest/ingest_test_util.h"

namespace auditor::ingest {
namespace {

using auditor::testing::block_kinds;
using auditor::testing::block_texts;
using auditor::testing::expect_exact_map;
using auditor::testing::expect_span_at;
using Strings = std::vector<std::string>;
using Kinds = std::vector<BlockKind>;

Document read(std::string source) {
  Result<Document> doc = read_markdown(std::move(source), "materia.md");
  EXPECT_TRUE(doc.ok());
  return doc.ok() ? std::move(doc.value()) : Document{};
}

uint32_t find(const Document& doc, std::string_view needle) {
  size_t at = doc.text.find(needle);
  EXPECT_NE(at, std::string::npos) << needle;
  return static_cast<uint32_t>(at);
}

TEST(MarkdownReader, HeadingsParagraphsAndTitle) {
  Document doc = read(
      "# Safra de soja deve bater recorde em 2024\n"
      "\n"
      "A Conab estima produção de 162 milhões de toneladas.\n"
      "\n"
      "## Clima ajudou\n"
      "\n"
      "As chuvas vieram no tempo certo no Centro-Oeste.\n");
  EXPECT_EQ(doc.format, "markdown");
  EXPECT_EQ(block_texts(doc),
            (Strings{"Safra de soja deve bater recorde em 2024",
                     "A Conab estima produção de 162 milhões de toneladas.", "Clima ajudou",
                     "As chuvas vieram no tempo certo no Centro-Oeste."}));
  EXPECT_EQ(block_kinds(doc), (Kinds{BlockKind::Title, BlockKind::Paragraph, BlockKind::Heading,
                                     BlockKind::Paragraph}));
  EXPECT_EQ(doc.blocks[0].level, 1);
  EXPECT_EQ(doc.blocks[2].level, 2);
  EXPECT_EQ(doc.metadata.title, "Safra de soja deve bater recorde em 2024");
  expect_span_at(doc, doc.blocks[0].span, 1, 3);
  expect_span_at(doc, doc.blocks[1].span, 3, 1);
  expect_span_at(doc, doc.blocks[2].span, 5, 4);
  expect_span_at(doc, doc.blocks[3].span, 7, 1);
  expect_exact_map(doc);
}

TEST(MarkdownReader, SetextHeadingAndLaterH1) {
  Document doc = read("Eleições municipais\n===\n\nTexto.\n\n# Outro título\n");
  EXPECT_EQ(block_kinds(doc), (Kinds{BlockKind::Title, BlockKind::Paragraph, BlockKind::Heading}));
  EXPECT_EQ(doc.metadata.title, "Eleições municipais");
}

TEST(MarkdownReader, InlineMarkupIsRemoved) {
  Document doc = read(
      "O **ministro** disse que a *reforma* ~~não~~ vai passar e citou o `artigo 5`, \\*sem\\* "
      "___ressalvas___.\n");
  EXPECT_EQ(doc.text,
            "O ministro disse que a reforma não vai passar e citou o artigo 5, *sem* ressalvas.");
  uint32_t reforma = find(doc, "reforma");
  EXPECT_EQ(doc.position(reforma), (Position{1, 29}));
  uint32_t artigo = find(doc, "artigo 5");
  EXPECT_EQ(doc.position(artigo), (Position{1, 68}));
  EXPECT_EQ(doc.position(find(doc, "*sem*") + 1), (Position{1, 81}));
  expect_exact_map(doc);
}

TEST(MarkdownReader, SoftAndHardBreaksBecomeSpaces) {
  Document doc =
      read("O prefeito chegou às 9h\ne saiu às 11h,  \nsem falar com a imprensa.\\\nFim.\n");
  EXPECT_EQ(doc.text, "O prefeito chegou às 9h e saiu às 11h, sem falar com a imprensa. Fim.");
  EXPECT_EQ(doc.position(find(doc, "e saiu")), (Position{2, 1}));
  EXPECT_EQ(doc.position(find(doc, "sem falar")), (Position{3, 1}));
  EXPECT_EQ(doc.position(find(doc, "Fim")), (Position{4, 1}));
  expect_exact_map(doc);
}

TEST(MarkdownReader, LinksKeepHrefTitleAndExactAnchor) {
  Document doc = read(
      "Os dados são do [IBGE](https://www.ibge.gov.br/pnad \"PNAD Contínua\") e da\n"
      "[Fundação Getulio *Vargas*][fgv], segundo <https://exemplo.com.br/nota>.\n"
      "\n"
      "[fgv]: https://portal.fgv.br\n");
  EXPECT_EQ(doc.text,
            "Os dados são do IBGE e da Fundação Getulio Vargas, segundo "
            "https://exemplo.com.br/nota.");
  ASSERT_EQ(doc.links.size(), 3u);
  EXPECT_EQ(doc.links[0].href, "https://www.ibge.gov.br/pnad");
  EXPECT_EQ(doc.links[0].title, "PNAD Contínua");
  EXPECT_EQ(doc.view(doc.links[0].anchor), "IBGE");
  expect_span_at(doc, doc.links[0].anchor, 1, 18);
  EXPECT_EQ(doc.links[1].href, "https://portal.fgv.br");
  EXPECT_EQ(doc.view(doc.links[1].anchor), "Fundação Getulio Vargas");
  expect_span_at(doc, doc.links[1].anchor, 2, 2);
  EXPECT_EQ(doc.links[2].href, "https://exemplo.com.br/nota");
  EXPECT_EQ(doc.view(doc.links[2].anchor), "https://exemplo.com.br/nota");
  expect_span_at(doc, doc.links[2].anchor, 2, 44);
  EXPECT_TRUE(doc.links[0].rel.empty());
  expect_exact_map(doc);
}

TEST(MarkdownReader, BareUrlsAreLinks) {
  Document doc = read("Leia em www.exemplo.org/relatorio ou https://dados.gov.br/x.\n");
  ASSERT_EQ(doc.links.size(), 2u);
  EXPECT_EQ(doc.links[0].href, "http://www.exemplo.org/relatorio");
  EXPECT_EQ(doc.view(doc.links[0].anchor), "www.exemplo.org/relatorio");
  EXPECT_EQ(doc.links[1].href, "https://dados.gov.br/x");
  expect_span_at(doc, doc.links[1].anchor, 1, 38);
}

TEST(MarkdownReader, ImagesNeverLeakAndAloneBecomeCaptions) {
  Document doc = read(
      "![Manifestantes na Avenida Paulista. Foto: Ana Lima/Folhapress](img/ato.jpg \"Ato\")\n"
      "\n"
      "O ato reuniu ![ícone](i.png) milhares de pessoas.\n"
      "\n"
      "[![logo](logo.png)](https://patrocinador.com)\n");
  EXPECT_EQ(block_texts(doc),
            (Strings{"Manifestantes na Avenida Paulista. Foto: Ana Lima/Folhapress",
                     "O ato reuniu milhares de pessoas.", "logo"}));
  EXPECT_EQ(block_kinds(doc),
            (Kinds{BlockKind::Caption, BlockKind::Paragraph, BlockKind::Caption}));
  expect_span_at(doc, doc.blocks[0].span, 1, 3);
  // A linked image alone: the caption holds its alt text and the link points at it.
  ASSERT_EQ(doc.links.size(), 1u);
  EXPECT_EQ(doc.links[0].href, "https://patrocinador.com");
  EXPECT_EQ(doc.text.find("]("), std::string::npos);
  EXPECT_EQ(doc.text.find("png"), std::string::npos);
}

TEST(MarkdownReader, LinkedImageAloneIsCaptionWithAnchor) {
  Document doc = read("Texto.\n\n[![Logo da empresa](logo.png)](https://empresa.com)\n");
  ASSERT_EQ(doc.blocks.size(), 2u);
  EXPECT_EQ(doc.blocks[1].kind, BlockKind::Caption);
  ASSERT_EQ(doc.links.size(), 1u);
  EXPECT_EQ(doc.view(doc.links[0].anchor), "Logo da empresa");
  expect_span_at(doc, doc.links[0].anchor, 3, 4);
}

TEST(MarkdownReader, EntitiesAreDecodedAndMapToTheirSource) {
  Document doc = read(
      "Lucro de R&amp;D subiu 5&nbsp;% &mdash; disse o &quot;CFO&quot; &#8220;ok&#x201D; "
      "&bogus;\n");
  EXPECT_EQ(doc.text, "Lucro de R&D subiu 5\u00A0% \u2014 disse o \"CFO\" \u201Cok\u201D &bogus;");
  uint32_t amp = find(doc, "&D");
  EXPECT_EQ(doc.position(amp), (Position{1, 11}));
  EXPECT_EQ(doc.position(amp + 1), (Position{1, 16}));
  EXPECT_EQ(doc.position(find(doc, "CFO")), (Position{1, 55}));
  expect_exact_map(doc, "&\xC2\xA0\xE2\x80\x94\"\x9C\x9D");
}

TEST(MarkdownReader, BlockquotesListsAndLevels) {
  Document doc = read(
      "Resumo:\n"
      "\n"
      "> \"Não vamos aumentar impostos\", disse o governador.\n"
      "> Ele repetiu a promessa.\n"
      "\n"
      "- Reajuste de 5% para professores\n"
      "- Concurso com 2 mil vagas\n"
      "  1. Inscrições em maio\n"
      "  2. Provas em julho\n"
      "\n"
      "> - citação em lista\n");
  EXPECT_EQ(block_texts(doc),
            (Strings{"Resumo:",
                     "\"Não vamos aumentar impostos\", disse o governador. Ele repetiu a promessa.",
                     "Reajuste de 5% para professores", "Concurso com 2 mil vagas",
                     "Inscrições em maio", "Provas em julho", "citação em lista"}));
  EXPECT_EQ(block_kinds(doc), (Kinds{BlockKind::Paragraph, BlockKind::Blockquote,
                                     BlockKind::ListItem, BlockKind::ListItem, BlockKind::ListItem,
                                     BlockKind::ListItem, BlockKind::ListItem}));
  EXPECT_EQ(doc.blocks[2].level, 1);
  EXPECT_EQ(doc.blocks[4].level, 2);
  expect_span_at(doc, doc.blocks[1].span, 3, 3);
  expect_span_at(doc, doc.blocks[3].span, 7, 3);
  expect_span_at(doc, doc.blocks[5].span, 9, 6);
  expect_span_at(doc, doc.blocks[6].span, 11, 5);
  EXPECT_EQ(doc.position(find(doc, "Ele repetiu")), (Position{4, 3}));
  expect_exact_map(doc);
}

TEST(MarkdownReader, LooseListItemWithTwoParagraphs) {
  Document doc = read("1. Primeiro ponto.\n\n   Mais sobre ele.\n\n2. Segundo ponto.\n");
  EXPECT_EQ(block_texts(doc), (Strings{"Primeiro ponto.", "Mais sobre ele.", "Segundo ponto."}));
  EXPECT_EQ(block_kinds(doc),
            (Kinds{BlockKind::ListItem, BlockKind::ListItem, BlockKind::ListItem}));
  expect_span_at(doc, doc.blocks[1].span, 3, 4);
}

TEST(MarkdownReader, CodeBlocksAreKeptAsCode) {
  Document doc = read("Texto.\n\n```json\n{\"valor\": 10}\n```\n\n    indentado\n\n---\n\nFim.\n");
  EXPECT_EQ(block_texts(doc), (Strings{"Texto.", "{\"valor\": 10}", "indentado", "Fim."}));
  EXPECT_EQ(block_kinds(doc),
            (Kinds{BlockKind::Paragraph, BlockKind::Code, BlockKind::Code, BlockKind::Paragraph}));
  expect_span_at(doc, doc.blocks[1].span, 4, 1);
  expect_span_at(doc, doc.blocks[2].span, 7, 5);
}

TEST(MarkdownReader, HtmlBlocksAreStrippedOfTags) {
  Document doc = read(
      "<div class=\"box\">\n"
      "<p>Conteúdo <b>patrocinado</b> por <a href=\"https://banco.com\" rel=\"sponsored "
      "nofollow\">Banco X</a>.</p>\n"
      "<p>Mais &eacute; aqui</p>\n"
      "<script>var x = \"<p>nada</p>\";</script>\n"
      "<!-- comentário -->\n"
      "</div>\n"
      "\n"
      "Texto normal com <span class=\"x\">tag</span> inline<br>e quebra.\n");
  EXPECT_EQ(block_texts(doc), (Strings{"Conteúdo patrocinado por Banco X.", "Mais é aqui",
                                       "Texto normal com tag inline e quebra."}));
  ASSERT_EQ(doc.links.size(), 1u);
  EXPECT_EQ(doc.links[0].href, "https://banco.com");
  EXPECT_EQ(doc.links[0].rel, "sponsored nofollow");
  EXPECT_EQ(doc.view(doc.links[0].anchor), "Banco X");
  expect_span_at(doc, doc.links[0].anchor, 2, 89);
  expect_span_at(doc, doc.blocks[0].span, 2, 4);
  expect_span_at(doc, doc.blocks[2].span, 8, 1);
  EXPECT_EQ(doc.position(find(doc, "tag")), (Position{8, 34}));
}

TEST(MarkdownReader, HtmlFigureCaptionAndHeading) {
  Document doc = read(
      "<figure>\n<img src=\"a.jpg\" alt=\"x\">\n<figcaption>Foto: "
      "Reuters</figcaption>\n</figure>\n");
  EXPECT_EQ(block_texts(doc), (Strings{"Foto: Reuters"}));
  EXPECT_EQ(block_kinds(doc), (Kinds{BlockKind::Caption}));
  expect_span_at(doc, doc.blocks[0].span, 3, 13);
}

TEST(MarkdownReader, FrontMatterFillsMetadataAndKeepsOffsets) {
  Document doc = read(
      "---\n"
      "title: \"Câmara aprova marco do saneamento\"\n"
      "author: Ana Souza\n"
      "date: 2024-05-02T10:00:00-03:00\n"
      "publisher: Jornal do Vale\n"
      "lang: pt-BR\n"
      "canonical: https://jornaldovale.com.br/saneamento\n"
      "tags: [política, 'infraestrutura']\n"
      "categoria: Brasil # seção\n"
      "---\n"
      "A Câmara aprovou o texto por 312 votos a 140.\n");
  EXPECT_EQ(doc.metadata.title, "Câmara aprova marco do saneamento");
  EXPECT_EQ(doc.metadata.byline, "Ana Souza");
  EXPECT_EQ(doc.metadata.published, "2024-05-02T10:00:00-03:00");
  EXPECT_EQ(doc.metadata.publisher, "Jornal do Vale");
  EXPECT_EQ(doc.metadata.language, "pt-BR");
  EXPECT_EQ(doc.metadata.canonical_url, "https://jornaldovale.com.br/saneamento");
  EXPECT_EQ(doc.metadata.extra,
            (std::vector<std::pair<std::string, std::string>>{{"tags", "política, infraestrutura"},
                                                              {"categoria", "Brasil"}}));
  EXPECT_EQ(doc.text, "A Câmara aprovou o texto por 312 votos a 140.");
  EXPECT_EQ(doc.position(find(doc, "312")), (Position{11, 30}));
  expect_exact_map(doc);
}

TEST(MarkdownReader, FrontMatterTitleAndDifferentH1) {
  Document doc = read("---\ntitle: Título do CMS\n---\n# Manchete da página\n\nTexto.\n");
  EXPECT_EQ(doc.metadata.title, "Título do CMS");
  EXPECT_EQ(doc.blocks[0].kind, BlockKind::Heading);
  Document same = read("---\ntitle: Manchete\n---\n# Manchete\n\nTexto.\n");
  EXPECT_EQ(same.blocks[0].kind, BlockKind::Title);
}

TEST(MarkdownReader, FrontMatterListsAndNestedAuthor) {
  Document doc = read(
      "---\nauthor:\n  name: João Pires\n  email: jp@x.com\nkeywords:\n  - chuva\n  - \"Porto "
      "Alegre\"\n---\nTexto.\n");
  EXPECT_EQ(doc.metadata.byline, "João Pires");
  EXPECT_EQ(doc.metadata.extra,
            (std::vector<std::pair<std::string, std::string>>{
                {"author.email", "jp@x.com"}, {"keywords", "chuva, Porto Alegre"}}));
}

TEST(MarkdownReader, DashesAroundProseAreNotFrontMatter) {
  Document doc = read("---\nUm parágrafo entre linhas.\n---\n\nOutro.\n");
  EXPECT_TRUE(doc.metadata.title.empty());
  EXPECT_EQ(block_texts(doc), (Strings{"Um parágrafo entre linhas.", "Outro."}));
  Document open = read("---\ntitle: Sem fim\n\nTexto.\n");
  ASSERT_EQ(open.diagnostics.size(), 1u);
  EXPECT_EQ(open.diagnostics[0].where, "materia.md:1:1");
}

TEST(MarkdownReader, FootnotesBecomeFootnoteBlocks) {
  Document doc = read(
      "A inflação foi de 4,5%[^1] no ano, acima da meta [^nota].\n"
      "\n"
      "Use `[^x]` para notas.\n"
      "\n"
      "[^1]: Segundo o [IBGE](https://ibge.gov.br), dado de\n"
      "dezembro.\n"
      "[^nota]: *O autor é consultor do banco.*\n");
  EXPECT_EQ(block_texts(doc),
            (Strings{"A inflação foi de 4,5% no ano, acima da meta.", "Use [^x] para notas.",
                     "Segundo o IBGE, dado de dezembro.", "O autor é consultor do banco."}));
  EXPECT_EQ(block_kinds(doc), (Kinds{BlockKind::Paragraph, BlockKind::Paragraph,
                                     BlockKind::Footnote, BlockKind::Footnote}));
  EXPECT_EQ(doc.position(find(doc, "no ano")), (Position{1, 28}));
  expect_span_at(doc, doc.blocks[2].span, 5, 7);
  expect_span_at(doc, doc.blocks[3].span, 7, 11);
  EXPECT_EQ(doc.position(find(doc, "dezembro")), (Position{6, 1}));
  ASSERT_EQ(doc.links.size(), 1u);
  EXPECT_EQ(doc.view(doc.links[0].anchor), "IBGE");
  expect_span_at(doc, doc.links[0].anchor, 5, 18);
  expect_exact_map(doc);
}

TEST(MarkdownReader, FootnoteMarkersInsideFencesAreText) {
  Document doc = read("```\n[^1]: não é nota\n```\n");
  EXPECT_EQ(block_texts(doc), (Strings{"[^1]: não é nota"}));
}

TEST(MarkdownReader, TrailingEmphasizedParagraphIsANote) {
  Document doc = read(
      "# Resort abre em Trancoso\n\n"
      "O resort tem diárias a partir de R$ 3 mil.\n\n"
      "*A jornalista viajou a convite do resort.*\n");
  EXPECT_EQ(block_kinds(doc), (Kinds{BlockKind::Title, BlockKind::Paragraph, BlockKind::Footnote}));
  EXPECT_EQ(doc.view(doc.blocks[2].span), "A jornalista viajou a convite do resort.");
  expect_span_at(doc, doc.blocks[2].span, 5, 2);
  // An escaped asterisk is the plain-text convention for the same note.
  Document starred = read("Texto da matéria.\n\n\\*Viagem paga pela montadora.\n");
  EXPECT_EQ(block_kinds(starred), (Kinds{BlockKind::Paragraph, BlockKind::Footnote}));
  EXPECT_EQ(starred.view(starred.blocks[1].span), "*Viagem paga pela montadora.");
  // Emphasis inside the body does not make a note.
  Document body = read("Texto *com ênfase*.\n\n*Toda em itálico.*\n\nFim normal.\n");
  EXPECT_EQ(body.blocks[1].kind, BlockKind::Paragraph);
}

TEST(MarkdownReader, TableRowsAreParagraphsWithTabBetweenCells) {
  Document doc = read("| Estado | Casos |\n|---|---:|\n| São Paulo | 1.200 |\n| Bahia | 340 |\n");
  EXPECT_EQ(block_texts(doc), (Strings{"Estado\tCasos", "São Paulo\t1.200", "Bahia\t340"}));
  expect_span_at(doc, doc.blocks[1].span, 3, 3);
  EXPECT_EQ(doc.position(find(doc, "1.200")), (Position{3, 15}));
}

TEST(MarkdownReader, CrLfSource) {
  Document doc = read("# Título\r\n\r\nPrimeira linha\r\nsegunda linha.\r\n");
  EXPECT_EQ(doc.text, "Título\n\nPrimeira linha segunda linha.");
  EXPECT_EQ(doc.position(find(doc, "segunda")), (Position{4, 1}));
  expect_exact_map(doc);
}

TEST(MarkdownReader, MarkupNeverLeaks) {
  Document doc = read(
      "---\ntitle: X\n---\n"
      "# **Negrito** no _título_\n\n"
      "Parágrafo com [link](http://a.com) e ![img](b.png) e <em>html</em> e `código` "
      "e [^9] e &amp; e ~~riscado~~.\n\n"
      "> ## Citação com *ênfase*\n\n"
      "* [ ] tarefa\n* [x] feita\n\n"
      "<aside>Nota <i>lateral</i></aside>\n\n"
      "[^9]: nota **forte**\n");
  for (std::string_view bad :
       {"**", "](", "[^", "<", ">", "&amp;", "~~", "`", "# ", "title:", "[ ]", "[x]"}) {
    EXPECT_EQ(doc.text.find(bad), std::string::npos) << "'" << bad << "' leaked into: " << doc.text;
  }
  EXPECT_NE(doc.text.find("Negrito no título"), std::string::npos) << doc.text;
  EXPECT_NE(doc.text.find("Nota lateral"), std::string::npos) << doc.text;
  EXPECT_NE(doc.text.find("nota forte"), std::string::npos) << doc.text;
}

TEST(MarkdownReader, EveryBlockStartsOnItsSourceText) {
  Document doc = read(
      "---\ntitle: Teste\n---\n\n"
      "# Prefeitura anuncia 3 mil vagas\n\n"
      "A prefeitura do Recife anunciou **3 mil vagas** em cursos técnicos,\n"
      "segundo a secretária [Marta Cruz](https://recife.pe.gov.br).\n\n"
      "> \"É o maior programa da história\", disse ela.\n\n"
      "1. Inscrições até 30/6\n"
      "2. Aulas em agosto\n");
  ASSERT_FALSE(doc.blocks.empty());
  for (const Block& b : doc.blocks) {
    std::string word = testing::first_word(doc, b.span);
    EXPECT_EQ(testing::source_at(doc, b.span.start).substr(0, word.size()), word);
  }
  expect_exact_map(doc);
}

TEST(MarkdownReader, EmptyAndMarkupOnlyInput) {
  EXPECT_TRUE(read("").blocks.empty());
  Document rules = read("---\n\n***\n\n<!-- nada -->\n");
  EXPECT_TRUE(rules.blocks.empty());
  EXPECT_TRUE(rules.text.empty());
}

}  // namespace
}  // namespace auditor::ingest
