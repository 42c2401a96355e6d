// libFuzzer target: the HTML reader (libxml2, extraction, metadata) and the XHTML reader on any
// bytes.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "auditor/ingest/html_reader.h"
#include "auditor/ingest/xhtml_reader.h"
#include "fuzz/fuzz_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view bytes(reinterpret_cast<const char*>(data), size);
  auditor::ingest::HtmlReadOptions options;
  options.page_url = "https://example.com/news/article.html";
  auditor::fuzz::check_document(auditor::ingest::read_html(bytes, "fuzz.html", options));
  // XML-looking input also takes the pugixml path (and its fallback).
  if (bytes.find("<html") != std::string_view::npos)
    auditor::fuzz::check_document(auditor::ingest::read_xhtml(bytes, "fuzz.xhtml", options));
  (void)auditor::ingest::sniff_html(bytes);
  return 0;
}
