// HTML writer: the body's golden file, a self-contained page, one mark per finding however the
// spans overlap, escaped untrusted text, evidence side by side, and the batch dashboard.
#include "auditor/report/html_writer.h"

#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "auditor/report/highlight.h"
#include "tests/report/hostile_sample.h"
#include "tests/support/test_support.h"

namespace auditor {
namespace {

size_t count(const std::string& haystack, const std::string& needle) {
  size_t n = 0;
  for (size_t at = haystack.find(needle); at != std::string::npos;
       at = haystack.find(needle, at + 1))
    ++n;
  return n;
}

std::string page_of(const std::vector<const AuditedDocument*>& documents) {
  std::ostringstream out;
  report::HtmlWriter writer(out);
  writer.begin(RunInfo{"0.0.0-test", "", {}, "", {}});
  for (const AuditedDocument* d : documents) writer.document(*d);
  writer.end(RunSummary{documents.size(), 0, 0, 0, 0, 0, 0});
  return out.str();
}

TEST(HtmlWriter, BodyMatchesGolden) {
  testing::SampleRun run;
  std::ostringstream out;
  report::HtmlWriter writer(out);
  writer.begin(run.info);
  writer.document(run.audited);
  writer.failure(run.failure);
  std::string body = writer.body(RunSummary{1, 1, 2, 1, 1, 0, 0});
  EXPECT_EQ(testing::check_golden("report/golden/sample.html", body + "\n"), "");
}

TEST(HtmlWriter, PageIsSelfContainedWithTheBodyInsideTheTemplate) {
  testing::SampleRun run;
  std::string page = run.render("html");
  EXPECT_TRUE(page.starts_with("<!DOCTYPE html>")) << page.substr(0, 100);
  EXPECT_NE(page.find("<style>\n/* The auditor HTML report"), std::string::npos);
  EXPECT_NE(page.find("data-highlighted-count"), std::string::npos) << "the script is inlined";
  EXPECT_NE(page.find("<main id=\"report\" data-findings=\"2\">"), std::string::npos);
  EXPECT_EQ(page.find("{{"), std::string::npos) << "every placeholder is filled";
  // Nothing is loaded from elsewhere: no external scripts, styles, fonts or images.
  for (const char* external :
       {"<script src", "<link", "@import", "url(", "src=\"http", "//fonts."}) {
    EXPECT_EQ(page.find(external), std::string::npos) << external;
  }
  EXPECT_EQ(page.find("http://"), std::string::npos);
  EXPECT_EQ(page.find("https://"), std::string::npos);
  EXPECT_NE(page.find("default-src 'none'"), std::string::npos) << "the CSP forbids any fetch";
}

TEST(HtmlWriter, EveryFilterBoxHidesItsListItemsAndClearsItsMarks) {
  testing::SampleRun run;
  std::string page = run.render("html");
  // The script toggles body.hide-<filter>; the stylesheet must act on both kinds of element.
  EXPECT_NE(page.find("'hide-' + box.getAttribute('data-filter')"), std::string::npos);
  std::regex box("data-filter=\"([a-z-]+)\"");
  size_t boxes = 0;
  for (auto it = std::sregex_iterator(page.begin(), page.end(), box); it != std::sregex_iterator();
       ++it, ++boxes) {
    std::string filter = (*it)[1];
    EXPECT_NE(page.find("body.hide-" + filter + " li." + filter), std::string::npos) << filter;
    EXPECT_NE(page.find("body.hide-" + filter + " mark." + filter), std::string::npos) << filter;
  }
  EXPECT_EQ(boxes, 7u);  // four categories, three severities
}

TEST(HtmlWriter, OverlappingSpansNestProperlyWithOneIdentifiedMarkPerFinding) {
  testing::HostileSample sample;
  std::string page = page_of({&sample.audited});
  page = page.substr(0, page.find("<script>"));  // the script names the attribute too
  EXPECT_EQ(count(page, "data-finding=\""), sample.audited.findings.size());
  for (size_t id = 1; id <= sample.audited.findings.size(); ++id) {
    EXPECT_EQ(count(page, "data-finding=\"" + std::to_string(id) + "\""), 1u) << id;
    EXPECT_EQ(count(page, "id=\"f-" + std::to_string(id) + "\""), 1u) << id;
  }
  // Every <mark> opened is closed before its parent: the marks' tags balance at every point.
  std::string text = page.substr(page.find("<div class=\"article-text\">"));
  text = text.substr(0, text.find("</div>"));
  int depth = 0;
  std::regex tag("<(/?)mark\\b");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), tag); it != std::sregex_iterator();
       ++it) {
    depth += (*it)[1].length() ? -1 : 1;
    ASSERT_GE(depth, 0);
  }
  EXPECT_EQ(depth, 0);
}

TEST(HtmlWriter, HighlightCutsCrossingSpansIntoSegments) {
  std::vector<report::Highlight> highlights = {{{0, 7}, 1, "a", "first"},
                                               {{4, 11}, 2, "b", "second"}};
  EXPECT_EQ(report::highlight_html("abcdefghijkl", highlights),
            "<mark class=\"a\" id=\"f-1\" data-finding=\"1\" title=\"first\">abcd</mark>"
            "<mark class=\"a\" data-part=\"1\" title=\"first\"><mark class=\"b\" id=\"f-2\" "
            "data-finding=\"2\" "
            "title=\"second\">efg</mark></mark>"
            "<mark class=\"b\" data-part=\"2\" title=\"second\">hijk</mark>l");
}

TEST(HtmlWriter, UntrustedTextIsEscapedAndOnlyWebUrlsAreLinks) {
  testing::HostileSample sample;
  std::string page = page_of({&sample.audited});
  std::string body = page.substr(page.find("<main"));
  body = body.substr(0, body.find("</main>"));
  EXPECT_EQ(body.find("<script"), std::string::npos);
  EXPECT_EQ(body.find("<img"), std::string::npos);
  EXPECT_EQ(body.find("<b>"), std::string::npos);
  EXPECT_EQ(body.find("<i>"), std::string::npos);
  EXPECT_EQ(body.find("href=\"javascript"), std::string::npos);
  EXPECT_EQ(body.find("onerror=\""), std::string::npos) << "quotes are escaped in attributes too";
  EXPECT_NE(body.find("&lt;script&gt;alert(1)&lt;/script&gt;"), std::string::npos);
  EXPECT_NE(body.find("<h2>&lt;b&gt;Ponte&lt;/b&gt; &quot;atrasada&quot;"), std::string::npos);
  EXPECT_NE(body.find("<a href=\"https://example.com/nota?a=1&amp;b=&lt;2&gt;\" rel=\"noopener "
                      "noreferrer nofollow\">"),
            std::string::npos)
      << body;
}

TEST(HtmlWriter, ProvenanceEvidenceSitsBesideTheFlaggedText) {
  testing::HostileSample sample;
  std::string page = page_of({&sample.audited});
  EXPECT_EQ(count(page, "<div class=\"compare\">"), 2u);
  EXPECT_NE(
      page.find(
          "<figcaption>This article</figcaption><blockquote>&lt;img src=x onerror=alert(1)&gt;"),
      std::string::npos);
  EXPECT_NE(
      page.find(
          "<blockquote>texto original</blockquote></figure><p class=\"note\">the &lt;em&gt;source"),
      std::string::npos);
}

TEST(HtmlWriter, AnAlteredQuotesWordDiffIsMarkedAsDeletedAndInsertedWords) {
  testing::HostileSample sample;
  Finding& f = sample.audited.findings.front();
  f.evidence.assign(1, Evidence{"fonte.txt", {0, 5}, {1, 1}, "texto",
                                "word changes: todos os [-tipos de-] recordes {+<b>+} (a [-b)"});
  std::string page = page_of({&sample.audited});
  EXPECT_NE(page.find("todos os <del>tipos de</del> recordes <ins>&lt;b&gt;</ins> (a [-b)"),
            std::string::npos)
      << "an unclosed marker stays text, and the words inside stay escaped";
}

TEST(HtmlWriter, DashboardOnlyForABatchWithChartsByRuleOutletAndLanguage) {
  testing::SampleRun run;
  testing::HostileSample sample;
  EXPECT_EQ(page_of({&run.audited}).find("class=\"dashboard\""), std::string::npos);
  std::string page = page_of({&run.audited, &sample.audited});
  ASSERT_NE(page.find("class=\"dashboard\""), std::string::npos);
  EXPECT_EQ(count(page, "<svg class=\"bar-chart\""), 3u);
  EXPECT_NE(page.find("<figcaption>Findings by outlet</figcaption>"), std::string::npos);
  EXPECT_NE(page.find("Jornal &lt;i&gt;do Rio&lt;/i&gt;: 7</title>"), std::string::npos)
      << "outlet bar";
  EXPECT_NE(page.find("<title>pt: 9</title>"), std::string::npos) << "language bar";
  EXPECT_NE(page.find("<title>disclosure.missing: 3</title>"), std::string::npos) << "rule bar";
  // The hostile article has the most errors, so it heads the table of worst articles.
  size_t table = page.find("<table class=\"worst\">");
  ASSERT_NE(table, std::string::npos);
  EXPECT_LT(page.find("href=\"#doc-2\"", table), page.find("href=\"#doc-1\"", table));
}

}  // namespace
}  // namespace auditor
