// libFuzzer target: the HTML reader (libxml2, extraction, metadata) and the XHTML reader on any
// bytes.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "auditor/ingest/html_dom.h"
#include "auditor/ingest/html_reader.h"
#include "auditor/ingest/xhtml_reader.h"
#include "fuzz/fuzz_checks.h"

namespace {

bool markup_at(std::string_view s, size_t i) {
  if (i + 1 >= s.size() || s[i] != '<') return false;
  char c = s[i + 1];
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '/' || c == '!' || c == '?';
}

// Every range the DOM records lies in the source; an element's is its start tag ('<' and its
// name), a text node's holds no markup (script and style text may).
void check_ranges(const auditor::ingest::HtmlDom& dom, std::string_view src, pugi::xml_node node,
                  bool raw_text, int depth) {
  using auditor::fuzz::require;
  for (pugi::xml_node c : node.children()) {
    auditor::ingest::SourceRange r = dom.source_of(c);
    require(size_t{r.offset} + r.length <= src.size(), "a source range past the end");
    std::string_view raw = src.substr(r.offset, r.length);
    if (c.type() == pugi::node_element) {
      std::string_view name = c.name();
      if (r.length > 0 && name != "unknown") {
        bool same = raw.size() > name.size() && raw[0] == '<';
        for (size_t i = 0; same && i < name.size(); ++i)
          same = (raw[i + 1] | 0x20) == name[i] || raw[i + 1] == name[i];
        require(same, "an element's range is not its start tag");
      }
      if (depth < 300)
        check_ranges(dom, src, c, auditor::ingest::has_any_tag(c, {"script", "style"}), depth + 1);
    } else if (c.type() == pugi::node_pcdata && !raw_text) {
      for (size_t i = 0; i < raw.size(); ++i)
        require(!markup_at(src, r.offset + i), "a text node's range holds markup");
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view bytes(reinterpret_cast<const char*>(data), size);
  auditor::ingest::HtmlReadOptions options;
  options.page_url = "https://example.com/news/article.html";
  auditor::fuzz::check_document(auditor::ingest::read_html(bytes, "fuzz.html", options));
  // XML-looking input also takes the pugixml path (and its fallback).
  if (bytes.find("<html") != std::string_view::npos)
    auditor::fuzz::check_document(auditor::ingest::read_xhtml(bytes, "fuzz.xhtml", options));
  (void)auditor::ingest::sniff_html(bytes);
  if (auditor::text::scan_utf8(bytes).valid) {  // the reader hands the parser UTF-8 only
    auditor::ingest::HtmlDom dom = auditor::ingest::HtmlDom::parse(bytes);
    check_ranges(dom, bytes, dom.document(), false, 0);
  }
  return 0;
}
