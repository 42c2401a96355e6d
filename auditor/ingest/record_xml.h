// XML plumbing the feed, sitemap and XHTML readers share: decoding, parsing, names and positions.
#pragma once

#include <cstdint>
#include <memory>
#include <pugixml.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "auditor/core/document.h"
#include "auditor/core/result.h"
#include "auditor/ingest/record_map.h"

namespace auditor::ingest {

/// A parsed XML file: its UTF-8 text (pugixml offsets point into it) and its tree.
struct XmlFile {
  std::string text;
  std::unique_ptr<pugi::xml_document> tree = std::make_unique<pugi::xml_document>();

  /// The 1-based line of a node's start in `text`; 0 when unknown.
  uint32_t line_of(pugi::xml_node node) const;
};

/// Decodes XML bytes to UTF-8 (BOM, then the encoding the XML declaration names, else UTF-8) and
/// parses them. A file that is not well-formed fails with "input:line:column" and the reason.
Result<XmlFile> parse_xml(std::string_view bytes, const std::string& input,
                          std::vector<Diagnostic>& diagnostics);

/// The 1-based line of a byte offset in text.
uint32_t line_at(std::string_view text, size_t offset);

/// The lower-case local name of the root element of XML bytes ("rss", "feed", "urlset", "html"),
/// read from the first bytes without parsing; "" when the bytes do not start like XML.
std::string sniff_xml_root(std::string_view head);

/// An element's name without its namespace prefix ("content:encoded" -> "encoded").
std::string_view local_name(pugi::xml_node node);

/// The first child element with this local name, whatever its prefix.
pugi::xml_node child_named(pugi::xml_node parent, std::string_view local);

/// The text of the first child element with this local name (its text and CDATA), trimmed.
std::string child_text(pugi::xml_node parent, std::string_view local);

/// The text and CDATA directly and deeply inside a node, concatenated, untrimmed.
std::string inner_text(pugi::xml_node node);

/// inner_text, trimmed, with where each byte is in the file `source` holds (the XmlFile's text):
/// plain characters and CDATA map byte for byte, the entity references and CRLF line ends the
/// parser decoded map as replaced runs.
MappedText mapped_inner_text(pugi::xml_node node, const std::shared_ptr<const SourceText>& source);

/// The markup inside an element (Atom type="xhtml" content), trimmed: text as written in the file,
/// so it maps byte for byte, and tags rebuilt from the tree, pointing at their element.
MappedText mapped_markup(pugi::xml_node node, const std::shared_ptr<const SourceText>& source);

/// Trims ASCII white space from both ends.
std::string trim(std::string_view s);

}  // namespace auditor::ingest
