// Tests for the libxml2 → pugixml tree (names, attributes, source offsets, XPath) and URL resolution.
#include "auditor/ingest/html_dom.h"

#include <gtest/gtest.h>

#include "auditor/ingest/html_url.h"

namespace auditor::ingest {
namespace {

TEST(HtmlDom, BuildsAnXPathReadyTree) {
  HtmlDom dom = HtmlDom::parse("<P CLASS=a>Um <B>dois</B><Custom-Tag>três</Custom-Tag>");
  pugi::xpath_node_set ps = dom.document().select_nodes("/html/body/p[@class='a']");
  ASSERT_EQ(ps.size(), 1u);
  EXPECT_TRUE(dom.document().select_node("//p/b").node());
  EXPECT_TRUE(dom.document().select_node("//p/custom-tag").node());
  EXPECT_EQ(collapsed_text(ps.first().node()), "Um dois três");
}

TEST(HtmlDom, DropsInvalidAndDuplicateAttributes) {
  HtmlDom dom = HtmlDom::parse(
      "<div id=\"x\" id=\"y\" 9bad=\"1\" @click=\"go\" data-ok=\"2\" a\"b=3>t</div>");
  pugi::xml_node div = dom.document().select_node("//div").node();
  ASSERT_TRUE(div);
  EXPECT_STREQ(div.attribute("id").value(), "x");
  EXPECT_STREQ(div.attribute("data-ok").value(), "2");
  int count = 0;
  for (pugi::xml_attribute a : div.attributes()) {
    (void)a;
    ++count;
  }
  EXPECT_EQ(count, 2);
}

TEST(HtmlDom, TextNodesKnowTheirRawSource) {
  std::string html = "<p>Caf&eacute; forte</p>";
  HtmlDom dom = HtmlDom::parse(html);
  pugi::xml_node text = dom.document().select_node("//p").node().first_child();
  ASSERT_EQ(text.type(), pugi::node_pcdata);
  EXPECT_STREQ(text.value(), "Café forte");
  SourceRange r = dom.source_of(text);
  EXPECT_EQ(html.substr(r.offset, r.length), "Caf&eacute; forte");
  SourceRange tag = dom.source_of(dom.document().select_node("//p").node());
  EXPECT_EQ(html.substr(tag.offset, tag.length), "<p>");
}

TEST(HtmlDom, CommentsAreDroppedAndSvgEmptied) {
  HtmlDom dom = HtmlDom::parse("<p>a<!-- nota --></p><svg><text>gráfico</text></svg>");
  EXPECT_EQ(collapsed_text(dom.root()), "a");
}

TEST(HtmlUrl, ResolvesRelativeReferences) {
  const std::string base = "https://news.example.com/a/b/page.html?q=1";
  EXPECT_EQ(resolve_url(base, "c.html"), "https://news.example.com/a/b/c.html");
  EXPECT_EQ(resolve_url(base, "../c"), "https://news.example.com/a/c");
  EXPECT_EQ(resolve_url(base, "/root"), "https://news.example.com/root");
  EXPECT_EQ(resolve_url(base, "//cdn.example.org/x"), "https://cdn.example.org/x");
  EXPECT_EQ(resolve_url(base, "#sec"), "https://news.example.com/a/b/page.html?q=1#sec");
  EXPECT_EQ(resolve_url(base, "?p=2"), "https://news.example.com/a/b/page.html?p=2");
  EXPECT_EQ(resolve_url(base, " https://other.example.net/z "), "https://other.example.net/z");
}

TEST(HtmlUrl, KeepsOtherSchemesAndUnresolvableReferences) {
  EXPECT_EQ(resolve_url("https://a.example/", "mailto:x@a.example"), "mailto:x@a.example");
  EXPECT_EQ(resolve_url("https://a.example/", "tel:+5511999"), "tel:+5511999");
  EXPECT_EQ(resolve_url("", "/relative/path"), "/relative/path");
  EXPECT_EQ(resolve_url("not a url", "x.html"), "x.html");
}

}  // namespace
}  // namespace auditor::ingest
