// Parse speed alone on the real pages of the extraction corpus: libxml2's HTML parser building its
// own tree, the same parser with SAX callbacks that do nothing, and HtmlDom::parse (its SAX events
// built into our pugixml tree with checked source ranges). Issue 4 chose libxml2 over gumbo by
// these figures (bench/README.md keeps gumbo's); this shows what the tree and ranges cost.
//
//   build/compare_html_parsers [CORPUS=../shared/corpora/extraction] [ROUNDS=5]
#include <libxml/HTMLparser.h>
#include <libxml/parserInternals.h>

#include <algorithm>
#include <ctime>
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

constexpr int kLibxmlOptions = HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING |
                               HTML_PARSE_NONET | HTML_PARSE_IGNORE_ENC;

// CPU time of this thread: on the shared machine wall time mostly measures the neighbours.
double thread_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
}

// The best of `rounds` passes over every page, in MB of HTML per CPU second.
double best_mb_per_second(const std::vector<std::string>& pages, int rounds,
                          const std::function<void(const std::string&)>& parse) {
  size_t bytes = 0;
  for (const std::string& p : pages) bytes += p.size();
  double best = 0;
  for (int r = 0; r < rounds; ++r) {
    double start = thread_seconds();
    for (const std::string& p : pages) parse(p);
    best = std::max(best, static_cast<double>(bytes) / (thread_seconds() - start) / 1e6);
  }
  return best;
}

void ignore_element(void*, const xmlChar*, const xmlChar**) {}
void ignore_end(void*, const xmlChar*) {}
void ignore_text(void*, const xmlChar*, int) {}

}  // namespace

int main(int argc, char** argv) {
  const fs::path corpus =
      argc > 1 ? fs::path(argv[1]) : fs::path(AUDITOR_REPO_DIR) / "../shared/corpora/extraction";
  const int rounds = argc > 2 ? std::stoi(argv[2]) : 5;
  if (!fs::exists(corpus / "pages")) {
    std::cerr << "compare_html_parsers: no pages under " << corpus << " (../shared is absent?)\n";
    return 0;
  }
  std::vector<std::string> pages;
  for (const auto& entry : fs::directory_iterator(corpus / "pages")) {
    if (entry.path().extension() == ".html") pages.push_back(slurp(entry.path()));
  }
  xmlInitParser();

  double tree = best_mb_per_second(pages, rounds, [](const std::string& page) {
    htmlDocPtr doc = htmlReadMemory(page.data(), static_cast<int>(page.size()), nullptr, "UTF-8",
                                    kLibxmlOptions);
    xmlFreeDoc(doc);
  });
  double sax = best_mb_per_second(pages, rounds, [](const std::string& page) {
    htmlParserCtxtPtr ctxt = htmlCreateMemoryParserCtxt(page.data(), static_cast<int>(page.size()));
    xmlSAXHandler handler{};
    handler.startElement = &ignore_element;
    handler.endElement = &ignore_end;
    handler.characters = &ignore_text;
    handler.cdataBlock = &ignore_text;
    *ctxt->sax = handler;
    xmlSwitchEncoding(ctxt, XML_CHAR_ENCODING_UTF8);
    htmlCtxtUseOptions(ctxt, kLibxmlOptions);
    htmlParseDocument(ctxt);
    htmlFreeParserCtxt(ctxt);
  });
  double dom = best_mb_per_second(pages, rounds, [](const std::string& page) {
    auditor::ingest::HtmlDom parsed = auditor::ingest::HtmlDom::parse(page);
    (void)parsed;
  });

  std::cout << "pages " << pages.size() << ", best of " << rounds
            << " rounds, one thread, CPU time\n"
            << "libxml2 htmlReadMemory (its own tree):        " << tree << " MB/s\n"
            << "libxml2 SAX, callbacks that do nothing:        " << sax << " MB/s\n"
            << "HtmlDom::parse (pugixml tree, source ranges):  " << dom << " MB/s\n";
  return 0;
}
