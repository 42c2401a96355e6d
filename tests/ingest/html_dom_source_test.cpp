// Tests that every source range HtmlDom records is right: text ranges decode to their node's
// text, element ranges are their start tags; on tricky pages and on the real pages in ../shared.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "auditor/ingest/html_dom.h"
#include "auditor/ingest/html_reader.h"
#include "auditor/text/utf8.h"
#include "tests/ingest/ingest_test_util.h"

namespace auditor::ingest {
namespace {

namespace fs = std::filesystem;
using namespace std::string_literals;

bool starts_with_tag(std::string_view raw, std::string_view name) {
  if (raw.size() < name.size() + 1 || raw[0] != '<') return false;
  for (size_t i = 0; i < name.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(raw[i + 1])) != name[i]) return false;
  }
  return true;
}

size_t utf8_length(unsigned char lead) {
  return lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
}

// Whether raw source decodes to `text`: references stand for one character each (or are kept
// as written when the parser does not know them), CR LF and CR read as LF, NUL as a space.
bool decodes_to(std::string_view raw, std::string_view text, bool references = true) {
  size_t i = 0, j = 0;
  while (i < raw.size() && j < text.size()) {
    if (raw[i] == '\r') {  // CR LF reads as LF, and so does a lone CR
      i += raw.substr(i, 2) == "\r\n" ? 2 : 1;
      if (text[j++] != '\n') return false;
      continue;
    }
    if (references && raw[i] == '&' && !(text[j] == '&' && raw.substr(i, 5) != "&amp;")) {
      size_t end = raw.find_first_of("; <&", i + 1);
      i = end == std::string_view::npos ? raw.size() : end + (raw[end] == ';' ? 1 : 0);
      j += utf8_length(static_cast<unsigned char>(text[j]));
      continue;
    }
    char want = raw[i] == '\0' ? ' ' : raw[i];
    if (want != text[j]) return false;
    ++i;
    ++j;
  }
  return i == raw.size() && j == text.size();
}

/// Checks every recorded range of a page; returns how many text nodes with words had one.
struct RangeCheck {
  size_t text_nodes = 0, text_ranges = 0, elements = 0, element_ranges = 0;
};

void check_node(const HtmlDom& dom, std::string_view src, pugi::xml_node node, RangeCheck& out,
                bool raw_text) {
  for (pugi::xml_node c : node.children()) {
    SourceRange r = dom.source_of(c);
    ASSERT_LE(size_t{r.offset} + r.length, src.size());
    std::string_view raw = src.substr(r.offset, r.length);
    if (c.type() == pugi::node_pcdata) {
      bool words = std::string_view(c.value()).find_first_not_of(" \t\r\n\f") != std::string::npos;
      out.text_nodes += words && !raw_text;
      if (r.length == 0) continue;
      out.text_ranges += words && !raw_text;
      if (raw_text) {
        EXPECT_TRUE(decodes_to(raw, c.value(), false)) << raw;
      } else {
        EXPECT_TRUE(decodes_to(raw, c.value()))
            << "range " << r.offset << "+" << r.length << " is\n[" << raw << "]\nbut the text is\n["
            << c.value() << "]";
      }
    } else if (c.type() == pugi::node_element) {
      ++out.elements;
      if (r.length > 0) {
        ++out.element_ranges;
        EXPECT_TRUE(starts_with_tag(raw, c.name())) << "<" << c.name() << "> at " << raw;
        EXPECT_TRUE(raw.back() == '>' || r.offset + r.length == src.size()) << raw;
      }
      bool raw_child = has_any_tag(c, {"script", "style"});
      check_node(dom, src, c, out, raw_child);
    }
  }
}

RangeCheck check_ranges(const std::string& src) {
  HtmlDom dom = HtmlDom::parse(src);
  RangeCheck out;
  check_node(dom, src, dom.document(), out, false);
  return out;
}

TEST(HtmlDomSource, RangesOnTrickyPages) {
  const std::string long_text(3000, 'x');
  std::string long_page = "<p>";  // paragraphs past libxml2's 1,000-byte text pieces
  for (const std::string& part : {long_text, " &amp; "s, long_text, "</p><p>"s, long_text})
    long_page += part;
  long_page += "<b>b</b></p>";
  for (const std::string& page : {
           "<!DOCTYPE html><title>T&amp;C</title><p>a &amp; b < c &foo; &amp x"
           "<p>dois<article><h1>H</h1></article><div>x</div></span>y<!--c-->z"
           "<body class=q>w<br/>\xC3\xA9&nbsp;&hellip;&check;"s,
           "<p class=\"a>b\" data-x='<p>'>quoted &#233; &#xE9; &#150;</p><p >spaced</P>"s,
           "\xEF\xBB\xBF<p>bom \xC3\xA9 a\r\nb\r c</p><script>if (a<b) x=\"</p>\";</script>"s,
           long_page,
           "<table><tr><td>a<td>b</table><ul><li>1<li>2</ul><p>p1<div>d</div><p>p2<section>s"s,
           "<html><body><p>a</p></body></html><p>after</p>tail"s,
           "<div a\"b=3 @x=1 9=2>attrs</div><svg><text>g</text></svg><noscript>ns</noscript>"s,
           "<p>nul\0byte<p>unclosed <b>bold <i>both"s,
           "<p>a<div x\0y>b</div>c<table><tr><td>d</table><b><i>e</b>f"s,
           "<template><p>t</p></template><main><header>h</header><figure>f</figure></main>"s,
       }) {
    SCOPED_TRACE(page);
    RangeCheck c = check_ranges(page);
    EXPECT_EQ(c.text_ranges, c.text_nodes);
    EXPECT_GT(c.element_ranges, 0u);
  }
}

TEST(HtmlDomSource, DeepNestingKeepsLaterText) {
  std::string page = "<p>start</p>";
  for (int i = 0; i < 10000; ++i) page += "<div>";
  page += "deep";
  for (int i = 0; i < 10000; ++i) page += "</div>";
  page += "<p>after the nesting</p>";
  HtmlDom dom = HtmlDom::parse(page);
  std::string text = collapsed_text(dom.root());
  EXPECT_NE(text.find("deep"), std::string::npos);
  EXPECT_NE(text.find("after the nesting"), std::string::npos);
  check_ranges(page);
}

// libxml2 ends its whole parse at a NUL inside a tag; the page must read on, as in HTML5.
TEST(HtmlDomSource, NulInsideATagKeepsTheRest) {
  HtmlDom dom = HtmlDom::parse("<p>a<div x\0y>b</div><p>c<b>d\0e</b>"s);
  EXPECT_EQ(collapsed_text(dom.root()), "a b c d e");
  EXPECT_TRUE(dom.document().select_node("/html/body/div[@x]").node());
}

TEST(HtmlDomSource, HtmlHasHeadAndBody) {
  for (std::string page : {"", "x", "<p>x", "<title>t</title>", "<html></html>"}) {
    HtmlDom dom = HtmlDom::parse(page);
    EXPECT_STREQ(dom.root().name(), "html") << page;
    EXPECT_TRUE(dom.root().child("head")) << page;
    EXPECT_TRUE(dom.root().child("body")) << page;
  }
}

// Findings point at the right bytes after references and in paragraphs longer than libxml2's
// text chunks (1,000 bytes).
TEST(HtmlDomSource, PositionsAfterReferencesAndLongParagraphs) {
  std::string filler;
  while (filler.size() < 2500) filler += "palavra ";
  std::string page = "<html><body><article><p>Caf&eacute; &amp; p&atilde;o " + filler +
                     "alvo1 &ldquo;cita&ccedil;&atilde;o&rdquo;</p>\n<p>" + filler +
                     "&nbsp;alvo2 fim</p></article></body></html>";
  Result<Document> doc = read_html(page, "page.html");
  ASSERT_TRUE(doc);
  for (const char* word : {"alvo1", "alvo2", "citação", "pão"}) {
    size_t at = doc->text.find(word);
    ASSERT_NE(at, std::string::npos) << word;
    std::string_view src = auditor::testing::source_at(*doc, static_cast<uint32_t>(at));
    std::string expected = word == std::string("citação") ? "cita&ccedil;"
                           : word == std::string("pão")   ? "p&atilde;o"
                                                          : word;
    EXPECT_EQ(src.substr(0, expected.size()), expected) << word;
  }
  size_t alvo2 = doc->text.find("alvo2");
  EXPECT_EQ(doc->position(static_cast<uint32_t>(alvo2)).line, 2u);
}

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

TEST(HtmlDomSource, RangesOnFixturesAndRealPages) {
  std::vector<fs::path> pages;
  for (const auto& e : fs::directory_iterator(fs::path(AUDITOR_REPO_DIR) / "fixtures/html"))
    if (e.path().extension() == ".html") pages.push_back(e.path());
  const char* env = std::getenv("AUDITOR_SHARED_DIR");
  fs::path shared =
      fs::path(env ? env : AUDITOR_REPO_DIR "/../shared") / "corpora/extraction/pages";
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(shared, ec)) pages.push_back(e.path());
  RangeCheck total;
  for (const fs::path& p : pages) {
    SCOPED_TRACE(p.string());
    std::string bytes = slurp(p);
    if (!text::scan_utf8(bytes).valid) continue;  // the reader decodes those first
    RangeCheck c = check_ranges(bytes);
    total.text_nodes += c.text_nodes;
    total.text_ranges += c.text_ranges;
    total.elements += c.elements;
    total.element_ranges += c.element_ranges;
  }
  // Text nodes without a range are ones whose source libxml2 left unclear; there must be few.
  EXPECT_GE(total.text_ranges * 1000, total.text_nodes * 995)
      << total.text_ranges << " of " << total.text_nodes << " text nodes have a range";
  std::cout << total.text_ranges << " of " << total.text_nodes << " text nodes and "
            << total.element_ranges << " of " << total.elements << " elements have a range\n";
}

}  // namespace
}  // namespace auditor::ingest
