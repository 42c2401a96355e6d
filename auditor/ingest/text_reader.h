// Plain-text articles: paragraphs by blank lines, or one paragraph a line in unwrapped text.
#pragma once

#include <string>

#include "auditor/core/document.h"

namespace auditor::ingest {

/// Reads decoded UTF-8 text into a Document. The first line becomes the Title block when it looks
/// like a headline (short, no terminal punctuation, followed by body text).
Document read_plain_text(std::string source, const std::string& input);

}  // namespace auditor::ingest
