// Tests for SourceMap (text offset -> source line/column) and DocumentBuilder (text and map in
// step).
#include "auditor/core/source_map.h"

#include <gtest/gtest.h>

#include <memory>

#include "auditor/core/document.h"

namespace auditor {
namespace {

TEST(SourceMap, VerbatimPiecesMapByteForByte) {
  SourceMap map("Linha um\nSegunda linha\n");
  map.add(0, 8, 0, 8);  // "Linha um"
  map.add(8, 1, 8, 1);  // the newline, contiguous: merged with the first piece
  map.add(9, 7, 9, 7);  // "Segunda"
  EXPECT_EQ(map.source_offset(0), 0u);
  EXPECT_EQ(map.source_offset(6), 6u);
  EXPECT_EQ(map.source_offset(12), 12u);
  EXPECT_EQ(map.position(0), (Position{1, 1}));
  EXPECT_EQ(map.position(6), (Position{1, 7}));
  EXPECT_EQ(map.position(9), (Position{2, 1}));
  EXPECT_EQ(map.position(12), (Position{2, 4}));
}

TEST(SourceMap, ReplacementMapsInsideItsSourceRun) {
  // "A &amp; B" read as "A & B": the "&" stands for five source bytes.
  SourceMap map("A &amp; B");
  map.add(0, 2, 0, 2);
  map.add(2, 1, 2, 5);
  map.add(3, 2, 7, 2);
  EXPECT_EQ(map.source_offset(2), 2u);
  EXPECT_EQ(map.source_offset(3), 7u);
  EXPECT_EQ(map.source_offset(4), 8u);
  EXPECT_EQ(map.position(4), (Position{1, 9}));
}

TEST(SourceMap, LongReplacementClampsToItsSource) {
  // One source byte ("\n") replaced by three text bytes stays on that byte.
  SourceMap map("ab\ncd");
  map.add(0, 2, 0, 2);
  map.add(2, 3, 2, 1);
  map.add(5, 2, 3, 2);
  EXPECT_EQ(map.source_offset(3), 2u);
  EXPECT_EQ(map.source_offset(4), 2u);
  EXPECT_EQ(map.position(5), (Position{2, 1}));
}

TEST(SourceMap, OffsetsBetweenPiecesMapToTheNextPiece) {
  SourceMap map("# Título\n\nCorpo do texto");
  map.add(0, 7, 2, 7);   // "Título" (7 bytes: í is two)
  map.add(9, 5, 11, 5);  // "Corpo", after a two-byte separator the reader inserted
  EXPECT_EQ(map.source_offset(7), 11u);
  EXPECT_EQ(map.source_offset(8), 11u);
  EXPECT_EQ(map.position(8), (Position{3, 1}));
}

TEST(SourceMap, EndOfTextMapsToEndOfLastPiece) {
  SourceMap map("xx abc");
  map.add(0, 3, 3, 3);
  EXPECT_EQ(map.source_offset(3), 6u);
  EXPECT_EQ(map.source_offset(100), 6u);
}

TEST(SourceMap, BeforeFirstPieceMapsToItsStart) {
  SourceMap map("   abc");
  map.add(2, 3, 3, 3);
  EXPECT_EQ(map.source_offset(0), 3u);
}

TEST(SourceMap, ColumnsCountCodePointsNotBytes) {
  SourceMap map("Ação é já\nção");
  EXPECT_EQ(map.source_position(0), (Position{1, 1}));
  EXPECT_EQ(map.source_position(6), (Position{1, 5}));  // after "Ação" (6 bytes, 4 code points)
  EXPECT_EQ(map.source_position(9), (Position{1, 7}));  // after "Ação é" (9 bytes, 6 code points)
  EXPECT_EQ(map.source_position(13), (Position{1, 10}));  // the line break itself
  EXPECT_EQ(map.source_position(14), (Position{2, 1}));
  EXPECT_EQ(map.source_position(16), (Position{2, 2}));  // "ç" is two bytes, one column
}

TEST(SourceMap, CrLfLineEndings) {
  SourceMap map("um\r\ndois\r\ntrês");
  EXPECT_EQ(map.source_position(4), (Position{2, 1}));
  EXPECT_EQ(map.source_position(10), (Position{3, 1}));
  EXPECT_EQ(map.source_position(12), (Position{3, 3}));
}

TEST(SourceMap, PositionsPastTheEndClamp) {
  SourceMap map("abc\n");
  EXPECT_EQ(map.source_position(99), (Position{2, 1}));
}

TEST(SourceMap, TruncateForgetsTrimmedText) {
  SourceMap map("abc def");
  map.add(0, 4, 0, 4);  // "abc "
  map.add(4, 3, 4, 3);  // "def" (merged into one piece)
  map.truncate(3);
  EXPECT_EQ(map.source_offset(2), 2u);
  EXPECT_EQ(map.source_offset(3), 3u);  // the end of what is left
  map.truncate(0);
  EXPECT_TRUE(map.empty());
}

TEST(SourceMap, EmptyMapFallsBackToIdentity) {
  SourceMap map("abc");
  EXPECT_EQ(map.source_offset(2), 2u);
  EXPECT_EQ(map.source_offset(9), 3u);
  SourceMap none;
  EXPECT_EQ(none.position(4), (Position{1, 5}));
}

TEST(SourceMap, AnExcerptCountsLinesFromItsFirstLine) {
  // A JSONL record's line 17: columns count within it, lines from the dump's.
  SourceMap map(std::make_shared<const SourceText>("{\"text\": \"Olá\"}", 17));
  EXPECT_EQ(map.position(10), (Position{17, 11}));
  EXPECT_EQ(map.first_line(), 17u);
}

TEST(SourceMap, ComposeMapsThroughTheTextAPartWasTakenFrom) {
  // A feed line holds escaped HTML; the HTML reader reads the unescaped HTML; findings must point
  // at the feed line. feed: <d>&lt;p&gt;Ol&amp;aacute; mundo&lt;/p&gt;</d>
  //                         0  3        12 14           27
  auto feed = std::make_shared<const SourceText>("<d>&lt;p&gt;Ol&amp;aacute; mundo&lt;/p&gt;</d>");
  // The item's HTML "<p>Ol&aacute; mundo</p>" and where its bytes are in the feed.
  SourceMap html(feed);
  html.add(0, 1, 3, 4);     // "<" from "&lt;"
  html.add(1, 1, 7, 1);     // "p"
  html.add(2, 1, 8, 4);     // ">" from "&gt;"
  html.add(3, 2, 12, 2);    // "Ol"
  html.add(5, 1, 14, 5);    // "&" from "&amp;"
  html.add(6, 13, 19, 13);  // "aacute; mundo"
  // The document "Olá mundo", as the HTML reader maps it into the item's HTML.
  SourceMap doc("<p>Ol&aacute; mundo</p>");
  doc.add(0, 2, 3, 2);   // "Ol"
  doc.add(2, 2, 5, 8);   // "á" (two bytes) from "&aacute;"
  doc.add(4, 6, 13, 6);  // " mundo"
  doc.compose(html);
  EXPECT_EQ(doc.source(), feed->text);
  EXPECT_EQ(doc.source_offset(0), 12u);  // "Ol": a constant shift would not survive the entities
  EXPECT_EQ(doc.source_offset(1), 13u);
  EXPECT_EQ(doc.source_offset(2), 14u);  // "á" spans "&amp;aacute;" in the feed
  EXPECT_EQ(doc.source_offset(5), 27u);  // "mundo"
  EXPECT_EQ(doc.position(5), (Position{1, 28}));
}

TEST(SourceMap, ComposeWithoutPiecesTakesTheOuterPieces) {
  auto file = std::make_shared<const SourceText>("xx abc");
  SourceMap outer(file);
  outer.add(0, 3, 3, 3);
  SourceMap identity("abc");  // no pieces: the text is its source
  identity.compose(outer);
  EXPECT_EQ(identity.source_offset(1), 4u);
}

TEST(Document, PrependPutsAHeadlineFirstAndMovesTheBody) {
  auto file = std::make_shared<const SourceText>("T\nbody text");
  Document body;
  body.source_map = SourceMap(file);
  DocumentBuilder b(body);
  b.begin_block(BlockKind::Paragraph);
  b.append("body", 2);
  b.end_block();
  body.links.push_back({"https://x.example", {0, 4}, "", ""});
  Document head;
  head.source_map = SourceMap(file);
  DocumentBuilder h(head);
  h.begin_block(BlockKind::Title, 1);
  h.append("T", 0);
  h.end_block();
  prepend(body, std::move(head));
  EXPECT_EQ(body.text, "T\n\nbody");
  ASSERT_EQ(body.blocks.size(), 2u);
  EXPECT_EQ(body.blocks[0].kind, BlockKind::Title);
  EXPECT_EQ(body.view(body.blocks[1].span), "body");
  EXPECT_EQ(body.view(body.links[0].anchor), "body");
  EXPECT_EQ(body.position(0), (Position{1, 1}));
  EXPECT_EQ(body.position(3), (Position{2, 1}));
}

TEST(DocumentBuilder, JoinsBlocksWithBlankLinesAndMapsThem) {
  Document doc;
  doc.source_map = SourceMap("Título\n\nPrimeiro parágrafo.");
  DocumentBuilder b(doc);
  b.begin_block(BlockKind::Title);
  b.append("Título", 0);
  b.begin_block(BlockKind::Paragraph);  // ends the title block
  b.append("Primeiro parágrafo.", 9);
  b.end_block();
  EXPECT_EQ(doc.text, "Título\n\nPrimeiro parágrafo.");
  ASSERT_EQ(doc.blocks.size(), 2u);
  EXPECT_EQ(doc.blocks[0].kind, BlockKind::Title);
  EXPECT_EQ(doc.view(doc.blocks[0].span), "Título");
  EXPECT_EQ(doc.view(doc.blocks[1].span), "Primeiro parágrafo.");
  EXPECT_EQ(doc.position(doc.blocks[1].span.start), (Position{3, 1}));
  EXPECT_EQ(doc.position(doc.blocks[1].span.start + 9), (Position{3, 10}));
}

TEST(DocumentBuilder, DropsEmptyBlocksAndTheirSeparator) {
  Document doc;
  doc.source_map = SourceMap("abc");
  DocumentBuilder b(doc);
  b.begin_block(BlockKind::Paragraph);
  b.append("abc", 0);
  b.end_block();
  b.begin_block(BlockKind::Footnote);
  b.append("   ", 0);
  b.end_block();
  EXPECT_EQ(doc.text, "abc");
  EXPECT_EQ(doc.blocks.size(), 1u);
  b.begin_block(BlockKind::Paragraph);
  b.append("abc", 0);
  b.end_block();
  EXPECT_EQ(doc.text, "abc\n\nabc");
  EXPECT_EQ(doc.blocks[1].span, (Span{5, 8}));
}

TEST(DocumentBuilder, TrimsBothEndsOfABlock) {
  Document doc;
  doc.source_map = SourceMap("  Olá mundo  \n");
  DocumentBuilder b(doc);
  b.begin_block(BlockKind::Paragraph);
  b.append("  Olá mundo  \n", 0);
  b.end_block();
  EXPECT_EQ(doc.text, "Olá mundo");
  EXPECT_EQ(doc.source_map.source_offset(0), 2u);
  EXPECT_EQ(doc.position(0), (Position{1, 3}));
  EXPECT_EQ(doc.position(doc.blocks[0].span.end), (Position{1, 12}));
}

TEST(DocumentBuilder, AppendSpaceNeverDoublesOrLeads) {
  Document doc;
  doc.source_map = SourceMap("a\nb");
  DocumentBuilder b(doc);
  b.begin_block(BlockKind::Paragraph);
  b.append_space(0);
  b.append("a", 0);
  b.append_space(1);
  b.append_space(1);
  b.append("b", 2);
  b.end_block();
  EXPECT_EQ(doc.text, "a b");
  EXPECT_EQ(doc.source_map.source_offset(1), 1u);
  EXPECT_EQ(doc.position(2), (Position{2, 1}));
}

TEST(DocumentBuilder, ReplacementKeepsItsWholeSourceRun) {
  Document doc;
  doc.source_map = SourceMap("R&eacute;u");
  DocumentBuilder b(doc);
  b.append("R", 0);  // starts a paragraph implicitly
  b.append_replacement("é", 1, 8);
  b.append("u", 9);
  b.end_block();
  EXPECT_EQ(doc.text, "Réu");
  EXPECT_EQ(doc.blocks[0].kind, BlockKind::Paragraph);
  EXPECT_EQ(doc.source_map.source_offset(1), 1u);
  EXPECT_EQ(doc.source_map.source_offset(3), 9u);
  EXPECT_EQ(doc.position(3), (Position{1, 10}));
}

TEST(DocumentBuilder, KindNames) {
  EXPECT_STREQ(to_string(BlockKind::ListItem), "list-item");
  EXPECT_STREQ(to_string(BlockKind::Footnote), "footnote");
  EXPECT_STREQ(to_string(BlockKind::Title), "title");
}

}  // namespace
}  // namespace auditor
