// Tests for HTML charset handling: BOM, HTTP header, <meta>, windows-1252 and ISO-8859-1 via ICU.
#include "auditor/ingest/html_charset.h"

#include <gtest/gtest.h>

#include "auditor/ingest/html_reader.h"
#include "auditor/text/utf8.h"

namespace auditor::ingest {
namespace {

DecodedHtml decode(std::string_view bytes, const std::string& http = "") {
  std::vector<Diagnostic> diagnostics;
  Result<DecodedHtml> out = decode_html(bytes, "p.html", http, diagnostics);
  EXPECT_TRUE(out.ok());
  return out.ok() ? out.value() : DecodedHtml{};
}

TEST(HtmlCharset, SniffsMetaCharsetAndHttpEquiv) {
  EXPECT_EQ(sniff_meta_charset("<html><head><meta charset=\"UTF-8\">"), "utf-8");
  EXPECT_EQ(sniff_meta_charset(
                "<META HTTP-EQUIV=\"Content-Type\" CONTENT=\"text/html; charset=ISO-8859-1\">"),
            "windows-1252");
  EXPECT_EQ(sniff_meta_charset("<meta charset='windows-1252'/>"), "windows-1252");
  EXPECT_EQ(sniff_meta_charset("<meta name=\"description\" content=\"x\">"), "");
  EXPECT_EQ(charset_from_content_type("text/html; Charset=\"utf-8\""), "utf-8");
  EXPECT_EQ(charset_from_content_type("text/html"), "");
}

TEST(HtmlCharset, MetaDeclaredWindows1252IsConverted) {
  std::string page =
      "<meta charset=\"windows-1252\"><p>Informa\xE7\xE3o \x93"
      "citada\x94 \x96 R$ 5</p>";
  DecodedHtml out = decode(page);
  EXPECT_EQ(out.charset, "windows-1252");
  EXPECT_EQ(out.text, "<meta charset=\"windows-1252\"><p>Informação “citada” – R$ 5</p>");
}

TEST(HtmlCharset, Iso88591IsReadAsWindows1252) {
  DecodedHtml out = decode(
      "<meta http-equiv=content-type content=\"text/html; charset=iso-8859-1\">"
      "S\xE3o Paulo \x80 10");
  EXPECT_EQ(out.charset, "windows-1252");
  EXPECT_NE(out.text.find("São Paulo € 10"), std::string::npos);
}

TEST(HtmlCharset, HttpHeaderBeatsMetaAndBomBeatsBoth) {
  std::string page = "<meta charset=\"utf-8\"><p>a\xE7\xE3o</p>";
  EXPECT_EQ(decode(page, "ISO-8859-1").text, "<meta charset=\"utf-8\"><p>ação</p>");
  DecodedHtml bom = decode("\xEF\xBB\xBF<meta charset=\"windows-1252\"><p>ação</p>", "iso-8859-1");
  EXPECT_EQ(bom.charset, "utf-8");
  EXPECT_EQ(bom.text, "<meta charset=\"windows-1252\"><p>ação</p>");
}

TEST(HtmlCharset, Utf16WithBom) {
  std::string page("\xFF\xFE<\0p\0>\0\xE7\0\xE3\0<\0/\0p\0>\0", 20);
  DecodedHtml out = decode(page);
  EXPECT_EQ(out.text, "<p>çã</p>");
}

TEST(HtmlCharset, UndeclaredPagesAreUtf8OrWindows1252) {
  EXPECT_EQ(decode("<p>ação</p>").charset, "utf-8");
  DecodedHtml legacy = decode("<p>a\xE7\xE3o</p>");
  EXPECT_EQ(legacy.charset, "windows-1252");
  EXPECT_EQ(legacy.text, "<p>ação</p>");
}

TEST(HtmlCharset, MisdeclaredUtf8PageIsReadAsUtf8WithADiagnostic) {
  std::vector<Diagnostic> diagnostics;
  Result<DecodedHtml> out =
      decode_html("<meta charset=\"iso-8859-1\"><p>ação</p>", "p.html", "", diagnostics);
  ASSERT_TRUE(out.ok());
  EXPECT_EQ(out->text, "<meta charset=\"iso-8859-1\"><p>ação</p>");
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0].where, "p.html");
}

TEST(HtmlCharset, ResultIsAlwaysValidUtf8) {
  std::vector<Diagnostic> diagnostics;
  Result<DecodedHtml> bad =
      decode_html("<meta charset=utf-8><p>ok \xC3\x28 \xFF</p>", "p.html", "", diagnostics);
  ASSERT_TRUE(bad.ok());
  EXPECT_TRUE(text::scan_utf8(bad->text).valid);
  EXPECT_FALSE(diagnostics.empty());
  Result<DecodedHtml> unknown =
      decode_html("<meta charset=\"x-no-such-charset\"><p>ok</p>", "p.html", "", diagnostics);
  ASSERT_TRUE(unknown.ok());
  EXPECT_TRUE(text::scan_utf8(unknown->text).valid);
}

TEST(HtmlCharset, BinaryIsRefused) {
  std::vector<Diagnostic> diagnostics;
  Result<DecodedHtml> out =
      decode_html(std::string("\x89PNG\r\n\x1A\n\0\0\0\rIHDR", 16), "foto.html", "", diagnostics);
  ASSERT_FALSE(out.ok());
  EXPECT_EQ(out.error().code, ErrorCode::Binary);
  EXPECT_EQ(out.error().where, "foto.html");
}

TEST(HtmlCharset, ReaderTakesTheHttpCharset) {
  HtmlReadOptions options;
  options.http_charset = "windows-1252";
  Result<Document> doc = read_html(
      "<p>Tr\xEAs not\xED"
      "cias sobre a elei\xE7\xE3o municipal.</p>",
      "p.html", options);
  ASSERT_TRUE(doc.ok());
  EXPECT_EQ(doc->text, "Três notícias sobre a eleição municipal.");
  EXPECT_EQ(doc->position(static_cast<uint32_t>(doc->text.find("notícias"))), (Position{1, 9}));
}

}  // namespace
}  // namespace auditor::ingest
