// Tests for HTML metadata: head tags, Open Graph, Twitter, JSON-LD (graphs, arrays, types).
#include "auditor/ingest/html_metadata.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace auditor::ingest {
namespace {

struct Read {
  Metadata meta;
  HtmlHints hints;
  std::vector<Diagnostic> diagnostics;
};

Read read(const std::string& html) {
  Read r;
  HtmlDom dom = HtmlDom::parse(html);
  r.hints = read_html_metadata(dom, "m.html", r.meta, r.diagnostics);
  return r;
}

std::vector<std::string> extra(const Metadata& m, const std::string& key) {
  std::vector<std::string> out;
  for (const auto& [k, v] : m.extra) {
    if (k == key) out.push_back(v);
  }
  return out;
}

TEST(HtmlMetadata, JsonLdArticleFillsTheFields) {
  Read r = read(R"(<html lang="pt-BR"><head><script type="application/ld+json">
    {"@context":"https://schema.org","@graph":[{"@type":"Organization","name":"X"},
     {"@type":["ReportageNewsArticle"],"headline":"Manchete","datePublished":"2024-01-02",
      "dateModified":"2024-01-03","author":[{"@type":"Person","name":"Ana Lima"},"Rui Paz"],
      "publisher":{"@type":"Organization","name":"Folha do Vale"},
      "isBasedOn":"https://fonte.example/relatorio","sponsor":{"name":"Fundação Y","url":"https://y.example"},
      "citation":[{"name":"Estudo Z"}],"articleBody":"Corpo da matéria."}]}
    </script></head><body></body></html>)");
  EXPECT_EQ(r.meta.title, "Manchete");
  EXPECT_EQ(r.meta.byline, "Ana Lima, Rui Paz");
  EXPECT_EQ(r.meta.publisher, "Folha do Vale");
  EXPECT_EQ(r.meta.published, "2024-01-02");
  EXPECT_EQ(r.meta.modified, "2024-01-03");
  EXPECT_EQ(r.meta.language, "pt-BR");
  EXPECT_NE(r.meta.json_ld.find("ReportageNewsArticle"), std::string::npos);
  EXPECT_EQ(extra(r.meta, "jsonld:@type"), std::vector<std::string>{"ReportageNewsArticle"});
  EXPECT_EQ(extra(r.meta, "jsonld:isBasedOn"),
            std::vector<std::string>{"https://fonte.example/relatorio"});
  EXPECT_EQ(extra(r.meta, "jsonld:sponsor"),
            std::vector<std::string>{"Fundação Y <https://y.example>"});
  EXPECT_EQ(extra(r.meta, "jsonld:citation"), std::vector<std::string>{"Estudo Z"});
  EXPECT_EQ(r.hints.article_body, "Corpo da matéria.");
}

TEST(HtmlMetadata, OpenGraphAndHeadTagsWhenThereIsNoJsonLd) {
  Read r = read(R"(<html><head><title>Prefeito anuncia obras no centro - Diário X</title>
    <meta property="og:site_name" content="Diário X"><meta property="og:locale" content="pt_BR">
    <meta name="author" content="Carla Dias"><meta property="article:published_time" content="2024-05-01T10:00:00Z">
    <meta property="og:url" content="https://x.example/obras"><meta name="twitter:card" content="summary">
    </head><body></body></html>)");
  EXPECT_EQ(r.meta.title, "Prefeito anuncia obras no centro");
  EXPECT_EQ(r.meta.publisher, "Diário X");
  EXPECT_EQ(r.meta.byline, "Carla Dias");
  EXPECT_EQ(r.meta.published, "2024-05-01T10:00:00Z");
  EXPECT_EQ(r.meta.canonical_url, "https://x.example/obras");
  EXPECT_EQ(r.meta.language, "pt-BR");
  EXPECT_EQ(extra(r.meta, "twitter:card"), std::vector<std::string>{"summary"});
  EXPECT_EQ(extra(r.meta, "html:title"),
            std::vector<std::string>{"Prefeito anuncia obras no centro - Diário X"});
}

TEST(HtmlMetadata, CanonicalLinkBeatsOgUrl) {
  Read r = read(R"(<head><meta property="og:url" content="https://x.example/og">
    <link rel="Canonical" href="https://x.example/canonical"></head>)");
  EXPECT_EQ(r.meta.canonical_url, "https://x.example/canonical");
  EXPECT_EQ(r.hints.page_url, "https://x.example/canonical");
}

TEST(HtmlMetadata, MalformedJsonLdIsADiagnosticNotAFailure) {
  Read r = read(R"(<head><script type="application/ld+json">{"@type": "NewsArticle",</script>
    <meta property="og:title" content="Título OG"></head>)");
  EXPECT_EQ(r.meta.title, "Título OG");
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(r.diagnostics[0].where, "m.html");
}

TEST(HtmlMetadata, NonArticleJsonLdIsKeptRawButNotParsedIntoFields) {
  Read r = read(
      R"(<head><script type="application/ld+json">{"@type":"Organization","name":"Org"}</script></head>)");
  EXPECT_EQ(r.meta.publisher, "");
  EXPECT_NE(r.meta.json_ld.find("Organization"), std::string::npos);
}

TEST(HtmlMetadata, PageTitlesLoseTheSiteName) {
  EXPECT_EQ(clean_page_title("Câmara aprova reajuste da tarifa | Gazeta", "Gazeta"),
            "Câmara aprova reajuste da tarifa");
  EXPECT_EQ(clean_page_title("Gazeta - Câmara aprova reajuste da tarifa", ""),
            "Câmara aprova reajuste da tarifa");
  EXPECT_EQ(clean_page_title("Notícias", ""), "Notícias");
}

}  // namespace
}  // namespace auditor::ingest
