// Article text as HTML with findings' spans wrapped in <mark> elements, overlaps included.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "auditor/core/span.h"

namespace auditor::report {

/// One span to highlight: its bytes in the text, the report-wide finding id, its CSS classes and
/// the tooltip (the finding's message).
struct Highlight {
  Span span;
  size_t id = 0;
  std::string classes;
  std::string title;
};

/// The text, HTML-escaped, with every highlight wrapped in <mark>. Overlapping spans are cut into
/// segments at every span boundary; each segment nests one mark per span covering it (longest
/// outside), so the markup always nests properly. The first mark of each highlight carries
/// `id="f-ID" data-finding="ID"`, later ones `data-part="ID"`: exactly one mark per highlight has
/// data-finding, empty spans included (as an empty mark).
std::string highlight_html(std::string_view text, const std::vector<Highlight>& highlights);

}  // namespace auditor::report
