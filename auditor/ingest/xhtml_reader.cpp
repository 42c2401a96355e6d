// Builds the HTML reader's DOM from a pugixml parse of XHTML, keeping each node's source bytes.
#include "auditor/ingest/xhtml_reader.h"

#include <vector>

#include "auditor/ingest/html_charset.h"
#include "auditor/ingest/record_xml.h"

namespace auditor::ingest {

namespace {

using Node = pugi::xml_node;

constexpr unsigned kParseOptions = pugi::parse_default | pugi::parse_ws_pcdata;

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

// XML knows five named entities; "&nbsp;" and friends need the XHTML DTD, which pugixml does not
// read, so they would reach the text as written.
bool uses_html_entities(std::string_view s) {
  for (size_t at = s.find('&'); at != std::string_view::npos; at = s.find('&', at + 1)) {
    size_t end = at + 1;
    while (end < s.size() && end - at < 32 &&
           ((s[end] >= 'a' && s[end] <= 'z') || (s[end] >= 'A' && s[end] <= 'Z') ||
            (s[end] >= '0' && s[end] <= '9')))
      ++end;
    if (end == at + 1 || end >= s.size() || s[end] != ';') continue;
    std::string_view name = s.substr(at + 1, end - at - 1);
    if (name != "amp" && name != "lt" && name != "gt" && name != "quot" && name != "apos")
      return true;
  }
  return false;
}

// Why a decoded page cannot be read as XHTML, or "" when it can.
std::string not_xhtml_reason(const std::string& source) {
  pugi::xml_document doc;
  pugi::xml_parse_result parsed =
      doc.load_buffer(source.data(), source.size(), kParseOptions, pugi::encoding_utf8);
  if (!parsed) {
    return std::string("not well-formed XML at line ") +
           std::to_string(
               line_at(source, static_cast<size_t>(std::max<ptrdiff_t>(parsed.offset, 0)))) +
           " (" + parsed.description() + ")";
  }
  Node root = doc.document_element();
  if (lower(local_name(root)) != "html") return "its root element is not <html>";
  if (!child_named(root, "body")) return "it has no <body>";
  if (uses_html_entities(source)) return "it uses HTML named entities (&nbsp;...) that XML lacks";
  return "";
}

}  // namespace

/// Copies a pugixml parse of XHTML into an HtmlDom, iteratively so deep nesting is safe.
class XhtmlDomBuilder {
 public:
  XhtmlDomBuilder(HtmlDom& dom, std::string_view source) : dom_(dom), source_(source) {}

  void build(const pugi::xml_document& xml) {
    struct Item {
      Node node;
      Node parent;
      int depth;
    };
    std::vector<Item> stack{{xml.document_element(), dom_.document(), 0}};
    while (!stack.empty()) {
      Item item = stack.back();
      stack.pop_back();
      Node added = add(item.node, item.parent);
      if (!added || item.node.type() != pugi::node_element || drops_children(added)) continue;
      bool flatten = item.depth >= HtmlDom::kMaxDepth;
      Node parent = flatten ? item.parent : added;
      for (Node c = item.node.last_child(); c; c = c.previous_sibling())
        stack.push_back({c, parent, flatten ? item.depth : item.depth + 1});
    }
  }

 private:
  HtmlDom& dom_;
  std::string_view source_;

  static bool drops_children(Node n) { return has_any_tag(n, {"svg", "math"}); }

  void record(Node node, size_t offset, size_t length) {
    if (offset >= source_.size()) return;
    length = std::min(length, source_.size() - offset);
    dom_.sources_[node.internal_object()] = {static_cast<uint32_t>(offset),
                                             static_cast<uint32_t>(length)};
  }

  Node add(Node from, Node parent) {
    switch (from.type()) {
      case pugi::node_element: return add_element(from, parent);
      case pugi::node_pcdata:
      case pugi::node_cdata: return add_text(from, parent);
      default: return {};  // comments, processing instructions, the DOCTYPE
    }
  }

  Node add_element(Node from, Node parent) {
    Node el = parent.append_child(lower(local_name(from)).c_str());
    for (pugi::xml_attribute a : from.attributes()) {
      std::string_view name = a.name();
      if (name == "xmlns" || name.substr(0, 6) == "xmlns:") continue;
      std::string key = name == "xml:lang" ? "lang" : lower(name);
      if (el.attribute(key.c_str())) continue;
      el.append_attribute(key.c_str()).set_value(a.value());
    }
    // pugixml points at the name; the start tag begins one byte earlier and ends at its '>'.
    ptrdiff_t at = from.offset_debug();
    if (at > 0) {
      size_t start = static_cast<size_t>(at) - 1;
      size_t end = source_.find('>', start);
      record(el, start, (end == std::string_view::npos ? source_.size() : end + 1) - start);
    }
    return el;
  }

  Node add_text(Node from, Node parent) {
    Node text = parent.append_child(pugi::node_pcdata);
    text.set_value(from.value());
    ptrdiff_t at = from.offset_debug();
    if (at >= 0) {
      auto start = static_cast<size_t>(at);
      size_t end = source_.find(from.type() == pugi::node_cdata ? "]]>" : "<", start);
      record(text, start, (end == std::string_view::npos ? source_.size() : end) - start);
    }
    return text;
  }
};

namespace {

HtmlDom parse_xhtml_dom(std::string_view source) {
  pugi::xml_document xml;
  if (!xml.load_buffer(source.data(), source.size(), kParseOptions, pugi::encoding_utf8)) {
    return HtmlDom::parse(source);  // read_xhtml checked already; this is only a safety net
  }
  HtmlDom dom;
  XhtmlDomBuilder(dom, source).build(xml);
  return dom;
}

}  // namespace

Result<Document> read_xhtml(std::string_view bytes, const std::string& input,
                            const HtmlReadOptions& options) {
  std::vector<Diagnostic> scratch;
  Result<DecodedHtml> decoded = decode_html(bytes, input, options.http_charset, scratch);
  std::string why = decoded ? not_xhtml_reason(decoded->text) : "";
  if (!decoded || !why.empty()) {
    Result<Document> doc = read_html(bytes, input, options);
    if (doc && decoded) {
      doc->diagnostics.insert(doc->diagnostics.begin(), {input, "read as HTML, not XHTML: " + why});
    }
    return doc;
  }
  Result<Document> doc = read_html_with(bytes, input, options, &parse_xhtml_dom);
  if (doc) doc->format = "xhtml";
  return doc;
}

bool sniff_xhtml(std::string_view bytes) {
  std::string_view head = bytes.substr(0, 4096);
  return sniff_xml_root(head) == "html" &&
         (head.find("<?xml") != std::string_view::npos ||
          head.find("http://www.w3.org/1999/xhtml") != std::string_view::npos);
}

}  // namespace auditor::ingest
