// XHTML pages parsed as XML with pugixml (exact structure, no HTML5 repair), with an HTML fallback.
#pragma once

#include <string>
#include <string_view>

#include "auditor/core/document.h"
#include "auditor/core/result.h"
#include "auditor/ingest/html_reader.h"

namespace auditor::ingest {

/// Reads an XHTML page: parsed with pugixml into the same DOM the HTML reader extracts from, so
/// self-closing elements and CDATA mean what XML says. A page that is not well-formed XML, has no
/// <html> root with a <body>, or uses HTML named entities without a DTD is read by the HTML reader
/// instead, with a Diagnostic saying why.
Result<Document> read_xhtml(std::string_view bytes, const std::string& input,
                            const HtmlReadOptions& options = {});

/// Whether bytes look like XHTML: XML whose root element is <html>.
bool sniff_xhtml(std::string_view bytes);

}  // namespace auditor::ingest
