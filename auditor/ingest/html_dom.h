// An HTML page parsed by libxml2's HTML parser into a pugixml tree, so extraction can use XPath.
#pragma once

#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <memory>
#include <pugixml.hpp>
#include <string>
#include <string_view>
#include <unordered_map>

namespace auditor::ingest {

/// Where a node came from in the page's (decoded) source.
struct SourceRange {
  uint32_t offset = 0;  ///< byte offset of the node's first source byte
  uint32_t length = 0;  ///< source bytes: a text node's raw text, an element's start tag
};

/// A parsed page: a pugixml document whose elements carry lower-case tag names and valid,
/// de-duplicated attributes, and whose text nodes know their raw source bytes (for the source map).
///
/// Comments are dropped; svg and math subtrees are kept as empty elements (they hold no article
/// text); nesting deeper than kMaxDepth is flattened so that later recursion stays bounded.
class HtmlDom {
 public:
  static constexpr int kMaxDepth = 256;

  /// Parses UTF-8 HTML. Never fails: libxml2's HTML parser recovers from any input.
  static HtmlDom parse(std::string_view source);

  pugi::xml_document& document() { return *doc_; }
  const pugi::xml_document& document() const { return *doc_; }
  /// The <html> element, holding a head and a body (added when the page has neither).
  pugi::xml_node root() const { return doc_->document_element(); }
  /// The source of a text node (its raw text) or an element (its start tag); {0, 0} when the
  /// parser inserted the node itself.
  SourceRange source_of(pugi::xml_node node) const;

 private:
  std::unique_ptr<pugi::xml_document> doc_ = std::make_unique<pugi::xml_document>();
  std::unordered_map<const void*, SourceRange> sources_;

  friend class HtmlDomBuilder;
  friend class XhtmlDomBuilder;  // builds the same tree from a pugixml parse of XHTML
};

/// Whether a byte is HTML white space (space, tab, LF, FF, CR).
inline bool is_html_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r';
}

/// Whether an element has this (lower-case) tag name.
inline bool has_tag(pugi::xml_node node, const char* name) {
  return std::strcmp(node.name(), name) == 0;
}

/// Whether an element's tag name is one of `names`.
bool has_any_tag(pugi::xml_node node, std::initializer_list<const char*> names);

/// Whether an element starts a block of text of its own (p, div, li, h2, tr...); table cells and
/// inline elements (a, b, span...) do not.
bool is_block_element(pugi::xml_node node);

/// The text under a node with white space runs collapsed to one space and the ends trimmed;
/// script, style and template contents are skipped.
std::string collapsed_text(pugi::xml_node node);

/// The value of a node's attribute, lower-cased (class names, rel, type).
std::string lower_attribute(pugi::xml_node node, const char* name);

}  // namespace auditor::ingest
