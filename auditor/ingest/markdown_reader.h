// Markdown articles (CommonMark via md4c): headings, paragraphs, quotes, lists, links, front matter.
#pragma once

#include <string>

#include "auditor/core/document.h"
#include "auditor/core/result.h"

namespace auditor::ingest {

/// Reads decoded UTF-8 Markdown into a Document: markup never reaches Document::text, links keep
/// their href and anchor span, YAML front matter fills Metadata, footnote definitions become
/// Footnote blocks, and every text byte maps back to its line and column in the source.
Result<Document> read_markdown(std::string source, const std::string& input);

}  // namespace auditor::ingest
