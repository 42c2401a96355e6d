// Speed of reading HTML pages: parsing alone (libxml2 into our tree), and parse plus extraction,
// on a ~100 KB page built from a fixture and on the real pages of the shared extraction corpus.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "auditor/ingest/html_dom.h"
#include "auditor/ingest/html_reader.h"

namespace {

namespace fs = std::filesystem;

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

// A fixture grown to ~100 KB the way real pages are big: more body, more scripts, more chrome.
const std::string& page_100k() {
  static const std::string page = [] {
    std::string html = slurp(fs::path(AUDITOR_REPO_DIR) / "fixtures/html/pt_viagem_convite.html");
    std::string body_part, chrome_part;
    for (int i = 0; i < 40; ++i) {
      body_part += "<p>Parágrafo " + std::to_string(i) +
                   " da reportagem, com números como 12,5% e R$ 1.200, uma citação de uma fonte "
                   "identificada e <a href=\"/link/" +
                   std::to_string(i) + "\">um link</a> no meio.</p>\n";
      chrome_part += "<li><a href=\"/mais-lidas/" + std::to_string(i) +
                     "\">Outra notícia da "
                     "home com título comprido número " +
                     std::to_string(i) + "</a></li>\n";
    }
    std::string script = "<script>var config = {" + std::string(30000, 'x') + "};</script>\n";
    html.insert(html.find("<p>Para os próximos anos"), body_part);
    html.insert(html.find("</ol>"), chrome_part);
    html.insert(html.find("</head>"), script);
    while (html.size() < 100 * 1024)
      html.insert(html.find("</body>"), "<div class=\"ad-slot\"><span>Publicidade</span></div>\n");
    return html;
  }();
  return page;
}

void BM_ParseHtml100K(benchmark::State& state) {
  const std::string& page = page_100k();
  for (auto _ : state) {
    auditor::ingest::HtmlDom dom = auditor::ingest::HtmlDom::parse(page);
    benchmark::DoNotOptimize(dom.root());
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * page.size()));
}
BENCHMARK(BM_ParseHtml100K)->Unit(benchmark::kMicrosecond);

void BM_ReadHtml100K(benchmark::State& state) {
  const std::string& page = page_100k();
  for (auto _ : state) {
    auto doc = auditor::ingest::read_html(page, "page.html");
    benchmark::DoNotOptimize(doc);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * page.size()));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ReadHtml100K)->Unit(benchmark::kMicrosecond);

// The real pages (mean ~175 KB): items/s is pages per second on one core.
void BM_ReadCorpusPages(benchmark::State& state) {
  const char* env = std::getenv("AUDITOR_SHARED_DIR");
  fs::path dir = fs::path(env ? env : AUDITOR_REPO_DIR "/../shared") / "corpora/extraction/pages";
  std::vector<std::string> pages;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(dir, ec)) pages.push_back(slurp(entry.path()));
  if (pages.empty()) {
    state.SkipWithError("the shared extraction corpus is absent");
    return;
  }
  size_t bytes = 0;
  for (const std::string& p : pages) bytes += p.size();
  for (auto _ : state) {
    for (const std::string& p : pages) {
      auto doc = auditor::ingest::read_html(p, "page.html");
      benchmark::DoNotOptimize(doc);
    }
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes));
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * pages.size()));
}
BENCHMARK(BM_ReadCorpusPages)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
