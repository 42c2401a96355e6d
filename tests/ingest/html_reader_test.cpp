// Tests for the HTML reader: blocks, separators, entities and positions, links, notes, errors.
#include "auditor/ingest/html_reader.h"

#include <gtest/gtest.h>

#include "auditor/ingest/input.h"
#include "tests/ingest/ingest_test_util.h"

namespace auditor::ingest {
namespace {

using auditor::testing::block_kinds;
using auditor::testing::block_texts;
using auditor::testing::expect_span_at;
using Strings = std::vector<std::string>;
using Kinds = std::vector<BlockKind>;

Document read(const std::string& html, HtmlReadOptions options = {}) {
  Result<Document> doc = read_html(html, "pagina.html", options);
  EXPECT_TRUE(doc.ok()) << (doc.ok() ? "" : doc.error().to_string());
  return doc.ok() ? std::move(doc.value()) : Document{};
}

// A long enough body that extraction does not fall back to its relaxed pass.
const std::string kFiller =
    "<p>O conselho municipal de saúde se reuniu na segunda-feira para discutir o plano anual, que "
    "prevê novas equipes de atenção básica nos bairros da zona norte, segundo a ata publicada.</p>";

TEST(HtmlReader, ParagraphsHeadingsQuotesListsAndTitle) {
  Document doc = read(
      "<html><head><title>Prefeitura amplia horário de postos</title></head><body>"
      "<article><h1>Prefeitura amplia horário de postos</h1>" +
      kFiller +
      "<h2>Atendimento à noite</h2><p>Os postos vão abrir até as 22h.</p>"
      "<blockquote><p>É um pedido antigo da população.</p></blockquote>"
      "<ul><li>Posto Central</li><li>Posto Vila Nova</li></ul></article></body></html>");
  EXPECT_EQ(doc.format, "html");
  EXPECT_EQ(block_kinds(doc),
            (Kinds{BlockKind::Title, BlockKind::Paragraph, BlockKind::Heading, BlockKind::Paragraph,
                   BlockKind::Blockquote, BlockKind::ListItem, BlockKind::ListItem}));
  EXPECT_EQ(doc.blocks[2].level, 2);
  EXPECT_EQ(block_texts(doc)[4], "É um pedido antigo da população.");
  EXPECT_EQ(doc.metadata.title, "Prefeitura amplia horário de postos");
}

TEST(HtmlReader, InlineMarkupJoinsAndBlockBoundariesSeparate) {
  Document doc = read("<body><article>" + kFiller +
                      "<p>O <b>prefeito</b> <i>disse</i> que a obra<span>-</span>piloto sai.</p>"
                      "<div>Primeira<div>Segunda</div></div></article></body>");
  EXPECT_EQ(block_texts(doc)[1], "O prefeito disse que a obra-piloto sai.");
  EXPECT_EQ(block_texts(doc)[2], "Primeira");
  EXPECT_EQ(block_texts(doc)[3], "Segunda");
}

TEST(HtmlReader, OneBreakIsALineTwoBreaksEndTheParagraph) {
  Document doc = read("<body><div class=\"texto\">" + kFiller +
                      "<p>Rua das Flores, 10<br>Centro <br/> Campinas<br><br>Telefone 3232-0000</p>"
                      "</div></body>");
  Strings texts = block_texts(doc);
  ASSERT_EQ(texts.size(), 3u);
  EXPECT_EQ(texts[1], "Rua das Flores, 10\nCentro\nCampinas");
  EXPECT_EQ(texts[2], "Telefone 3232-0000");
}

TEST(HtmlReader, EntitiesAreDecodedAndMapToTheirSource) {
  const std::string html =
      "<body><article>\n" + kFiller +
      "\n<p>Caf&eacute; &amp; p&atilde;o custam R$&nbsp;12 &ndash; diz AT&T.</p>"
      "</article></body>";
  Document doc = read(html);
  EXPECT_EQ(block_texts(doc)[1], "Café & pão custam R$ 12 – diz AT&T.");
  uint32_t cafe = static_cast<uint32_t>(doc.text.find("Café"));
  EXPECT_EQ(doc.position(cafe), (Position{3, 4}));
  EXPECT_EQ(auditor::testing::source_at(doc, cafe + 3).substr(0, 8), "&eacute;");
  uint32_t doze = static_cast<uint32_t>(doc.text.find("12 "));
  EXPECT_EQ(doc.position(doze), (Position{3, 48}));
  uint32_t att = static_cast<uint32_t>(doc.text.find("AT&T"));
  EXPECT_EQ(auditor::testing::source_at(doc, att).substr(0, 4), "AT&T");
}

TEST(HtmlReader, PositionsCountCodePointsOnTheirLine) {
  Document doc = read("<!doctype html>\n<html><body>\n<article>\n" + kFiller +
                      "\n  <p>Ações da estatal sobem.</p>\n</article></body></html>");
  uint32_t at = static_cast<uint32_t>(doc.text.find("sobem"));
  EXPECT_EQ(doc.position(at), (Position{5, 23}));
}

TEST(HtmlReader, LinksKeepResolvedHrefAnchorRelAndTitle) {
  HtmlReadOptions options;
  options.page_url = "https://jornal.example.com.br/politica/2024/materia.html";
  Document doc =
      read("<body><article>" + kFiller +
               "<p>Veja o <a href=\"../../dados/tabela.csv\" title=\"planilha\">relatório "
               "completo</a> e a <a rel=\"Sponsored nofollow\" href=\"https://loja.example.com/x\">"
               "oferta</a> e <a href=\"javascript:void(0)\">isto</a>.</p></article></body>",
           options);
  ASSERT_EQ(doc.links.size(), 2u);
  EXPECT_EQ(doc.links[0].href, "https://jornal.example.com.br/dados/tabela.csv");
  EXPECT_EQ(doc.view(doc.links[0].anchor), "relatório completo");
  EXPECT_EQ(doc.links[0].title, "planilha");
  EXPECT_EQ(doc.links[1].rel, "sponsored nofollow");
  EXPECT_EQ(doc.view(doc.links[1].anchor), "oferta");
}

TEST(HtmlReader, LinksResolveAgainstCanonicalAndBase) {
  Document canonical = read(
      "<head><link rel=\"canonical\" href=\"https://a.example.org/news/story\"></head><body>"
      "<article>" +
      kFiller + "<p>See <a href=\"/data\">the data</a>.</p></article></body>");
  ASSERT_EQ(canonical.links.size(), 1u);
  EXPECT_EQ(canonical.links[0].href, "https://a.example.org/data");
  Document base = read("<head><base href=\"https://b.example.org/x/\"></head><body><article>" +
                       kFiller + "<p>See <a href=\"y\">this</a>.</p></article></body>");
  ASSERT_EQ(base.links.size(), 1u);
  EXPECT_EQ(base.links[0].href, "https://b.example.org/x/y");
}

TEST(HtmlReader, ChromeIsLeftOut) {
  Document doc = read(
      "<body><nav><a href=\"/\">Início</a><a href=\"/b\">Brasil</a></nav>"
      "<div class=\"cookie-banner\"><p>Este site usa cookies para personalizar anúncios.</p></div>"
      "<script>var x = 'nao deve aparecer';</script><style>p{color:red}</style>"
      "<article><h1>Título da matéria sobre a reunião</h1>" +
      kFiller +
      "<div class=\"share-bar\"><a href=\"#\">Compartilhar</a></div>"
      "<p>Advertisement</p>"
      "<form class=\"newsletter\"><input type=\"email\"><button>Assinar</button></form></article>"
      "<aside class=\"related\"><ul><li><a href=\"/1\">Outra notícia qualquer</a></li></ul></aside>"
      "<section id=\"comments\"><p>Comentário de leitor que não faz parte da matéria.</p></section>"
      "<footer>Todos os direitos reservados</footer></body>");
  EXPECT_EQ(block_kinds(doc), (Kinds{BlockKind::Title, BlockKind::Paragraph}));
  for (const char* gone : {"cookies", "nao deve", "color", "Compartilhar", "Advertisement",
                           "Assinar", "Outra notícia", "Comentário", "direitos"}) {
    EXPECT_EQ(doc.text.find(gone), std::string::npos) << gone;
  }
}

TEST(HtmlReader, TrailingItalicAndDisclosureParagraphsAreFootnotes) {
  Document doc = read("<body><article>" + kFiller +
                      "<p><em>Uma frase em itálico no meio</em> e texto normal depois.</p>"
                      "<p>Parágrafo final da matéria.</p>"
                      "<p><i>O repórter viajou a convite da fabricante.</i></p>"
                      "<p>Divulgação: a empresa é anunciante do jornal.</p></article></body>");
  EXPECT_EQ(block_kinds(doc),
            (Kinds{BlockKind::Paragraph, BlockKind::Paragraph, BlockKind::Paragraph,
                   BlockKind::Footnote, BlockKind::Footnote}));
}

TEST(HtmlReader, NoteBoxesAfterTheBodyAreKept) {
  Document doc = read("<body><article><div class=\"article-body\">" + kFiller + kFiller +
                      "</div><div class=\"ad-slot\">Publicidade</div>"
                      "<div class=\"editor-note\"><p>Este texto foi atualizado às 18h.</p></div>"
                      "</article></body>");
  ASSERT_FALSE(doc.blocks.empty());
  EXPECT_EQ(doc.blocks.back().kind, BlockKind::Footnote);
  EXPECT_EQ(doc.view(doc.blocks.back().span), "Este texto foi atualizado às 18h.");
}

// A site states its affiliate policy once, often above the article: the statement still covers
// the article's links, so it is kept as a note at the end.
TEST(HtmlReader, ADisclosureBoxElsewhereOnThePageIsKept) {
  Document doc = read(
      "<body><div class=\"menu\"><ul><li><a href=\"/a\">Forums</a></li></ul></div>"
      "<aside id=\"affiliateDisclaimer\"><small>When you purchase through links on our site, "
      "we may earn an affiliate commission.</small></aside>"
      "<article><div class=\"article-body\">" +
      kFiller + kFiller + "</div></article></body>");
  ASSERT_FALSE(doc.blocks.empty());
  EXPECT_EQ(doc.blocks.back().kind, BlockKind::Footnote);
  EXPECT_EQ(doc.view(doc.blocks.back().span),
            "When you purchase through links on our site, we may earn an affiliate commission.");
}

TEST(HtmlReader, ItempropArticleBodyWins) {
  Document doc = read(
      "<body><div class=\"content\"><p>Texto de uma caixa promocional que tem muitas palavras, "
      "vírgulas, e frases, para parecer conteúdo, mas não é, de jeito nenhum, a matéria.</p></div>"
      "<div itemprop=\"articleBody\">" +
      kFiller + "</div></body>");
  ASSERT_EQ(doc.blocks.size(), 1u);
  EXPECT_EQ(doc.view(doc.blocks[0].span).substr(0, 10), "O conselho");
}

TEST(HtmlReader, ShortPagesStillYieldTheirText) {
  Document doc =
      read("<html><body><div class=\"sidebar-content\"><p>Nota curta.</p></div></body></html>");
  EXPECT_EQ(doc.text, "Nota curta.");
}

TEST(HtmlReader, EmptyAndTextlessPagesAreErrors) {
  Result<Document> empty = read_html("   \n", "vazia.html");
  ASSERT_FALSE(empty.ok());
  EXPECT_EQ(empty.error().code, ErrorCode::Empty);
  EXPECT_EQ(empty.error().where, "vazia.html");
  Result<Document> shell = read_html(
      "<html><body><div id=\"app\"></div><script>boot()</script></body></html>", "app.html");
  ASSERT_FALSE(shell.ok());
  EXPECT_NE(shell.error().message.find("no article text"), std::string::npos);
}

TEST(HtmlReader, BrokenMarkupIsRecovered) {
  Document doc = read("<body><article><p>Primeiro <b>parágrafo <i>sem fechar" + kFiller +
                      "<p x=\"1\" x=\"2\" 9bad=\"z\" \"q=1>Depois</article>");
  EXPECT_NE(doc.text.find("Primeiro parágrafo sem fechar"), std::string::npos);
  EXPECT_NE(doc.text.find("Depois"), std::string::npos);
}

TEST(HtmlReader, DeepNestingDoesNotOverflow) {
  std::string html = "<body>";
  for (int i = 0; i < 20000; ++i) html += "<div>";
  html += "Texto no fundo de muitas caixas aninhadas, escrito para o teste de profundidade.";
  Result<Document> doc = read_html(html, "fundo.html");
  ASSERT_TRUE(doc.ok());
  EXPECT_NE(doc->text.find("Texto no fundo"), std::string::npos);
}

TEST(HtmlReader, SniffsHtml) {
  EXPECT_TRUE(sniff_html("<!DOCTYPE html><html>"));
  EXPECT_TRUE(sniff_html("\xEF\xBB\xBF  <!-- gerado -->\n<html lang=pt>"));
  EXPECT_TRUE(sniff_html("<HEAD><title>x</title>"));
  EXPECT_FALSE(sniff_html("Texto comum com <b>negrito</b>."));
  EXPECT_FALSE(sniff_html("# Título\n\nTexto."));
}

TEST(HtmlReader, InputReadsHtmlByExtensionAndSniffsMemory) {
  Result<Document> doc = read_document_from_memory(
      "<!doctype html><body><article>" + kFiller + "</article></body>", "rascunho", "auto");
  ASSERT_TRUE(doc.ok());
  EXPECT_EQ(doc->format, "html");
  Result<Document> forced = read_document_from_memory("<p>Oi, tudo bem com você?</p>", "x", "html");
  ASSERT_TRUE(forced.ok());
  EXPECT_EQ(forced->text, "Oi, tudo bem com você?");
}

}  // namespace
}  // namespace auditor::ingest
