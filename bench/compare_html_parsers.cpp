// gumbo against libxml2's HTML parser on the real pages of the extraction corpus: parse speed of
// each, and libxml2's tree written back as HTML so bench/extraction_quality.py can score what the
// extraction would get from it. Issue 4 asked to choose between them by measured speed and quality.
//
//   build/compare_html_parsers [CORPUS=../shared/corpora/extraction] [OUT=/tmp/libxml2-pages] [ROUNDS=5]
//   bench/extraction_quality.py --corpus OUT     # quality of extraction over libxml2's trees
#include <gumbo.h>
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "auditor/ingest/html_dom.h"

namespace {

namespace fs = std::filesystem;

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

constexpr int kLibxmlOptions =
    HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET | HTML_PARSE_COMPACT;

// The best of `rounds` timed passes over every page, in MB/s.
double best_mb_per_second(const std::vector<std::string>& pages, int rounds,
                          const std::function<void(const std::string&)>& parse) {
  size_t bytes = 0;
  for (const std::string& p : pages) bytes += p.size();
  double best = 0;
  for (int r = 0; r < rounds; ++r) {
    auto start = std::chrono::steady_clock::now();
    for (const std::string& p : pages) parse(p);
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    best = std::max(best, static_cast<double>(bytes) / seconds / 1e6);
  }
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  const fs::path corpus = argc > 1 ? fs::path(argv[1]) : fs::path(AUDITOR_REPO_DIR) / "../shared/corpora/extraction";
  const fs::path out = argc > 2 ? fs::path(argv[2]) : fs::path("/tmp/libxml2-pages");
  const int rounds = argc > 3 ? std::stoi(argv[3]) : 5;
  if (!fs::exists(corpus / "pages")) {
    std::cerr << "compare_html_parsers: no pages under " << corpus << " (../shared is absent?)\n";
    return 0;
  }
  std::vector<fs::path> paths;
  for (const auto& entry : fs::directory_iterator(corpus / "pages")) {
    if (entry.path().extension() == ".html") paths.push_back(entry.path());
  }
  std::sort(paths.begin(), paths.end());
  std::vector<std::string> pages;
  for (const fs::path& p : paths) pages.push_back(slurp(p));

  double gumbo = best_mb_per_second(pages, rounds, [](const std::string& page) {
    GumboOutput* output = gumbo_parse_with_options(&kGumboDefaultOptions, page.data(), page.size());
    gumbo_destroy_output(&kGumboDefaultOptions, output);
  });
  double dom = best_mb_per_second(pages, rounds, [](const std::string& page) {
    auditor::ingest::HtmlDom parsed = auditor::ingest::HtmlDom::parse(page);
    (void)parsed;
  });
  double libxml = best_mb_per_second(pages, rounds, [](const std::string& page) {
    htmlDocPtr doc = htmlReadMemory(page.data(), static_cast<int>(page.size()), nullptr, "UTF-8", kLibxmlOptions);
    xmlFreeDoc(doc);
  });

  // libxml2's trees, written back as HTML for the extraction quality script.
  fs::create_directories(out / "pages");
  size_t failed = 0;
  for (size_t i = 0; i < pages.size(); ++i) {
    htmlDocPtr doc =
        htmlReadMemory(pages[i].data(), static_cast<int>(pages[i].size()), nullptr, "UTF-8", kLibxmlOptions);
    xmlChar* html = nullptr;
    int size = 0;
    if (doc != nullptr) htmlDocDumpMemoryFormat(doc, &html, &size, 0);
    if (html == nullptr) ++failed;
    std::ofstream(out / "pages" / paths[i].filename(), std::ios::binary)
        .write(reinterpret_cast<const char*>(html), html ? size : 0);
    xmlFree(html);
    xmlFreeDoc(doc);
  }
  fs::remove(out / "gold.json");
  fs::create_symlink(fs::absolute(corpus / "gold.json"), out / "gold.json");

  std::cout << "pages " << pages.size() << ", best of " << rounds << " rounds, one thread\n"
            << "gumbo parse alone:                " << gumbo << " MB/s\n"
            << "gumbo parse + pugixml tree (ours): " << dom << " MB/s\n"
            << "libxml2 htmlReadMemory:           " << libxml << " MB/s\n"
            << "libxml2 trees written to " << out << " (" << failed << " failed); score them with\n"
            << "  bench/extraction_quality.py --corpus " << out << "\n";
  return 0;
}
