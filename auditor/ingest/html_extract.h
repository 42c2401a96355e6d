// Main-content extraction: finds the article body in a page and strips chrome, ads and widgets.
#pragma once

#include <string_view>
#include <vector>

#include "auditor/ingest/html_dom.h"
#include "auditor/ingest/html_metadata.h"

namespace auditor::ingest {

/// Switches of the extraction heuristics; a second, relaxed pass turns some off when the first
/// found almost nothing (as Readability does).
struct ExtractOptions {
  bool strip_unlikely = true;  ///< remove regions whose class/id say header, sidebar, footer...
  bool clean_conditionally = true;  ///< remove link-heavy lists and boxes inside the body
};

/// Where the article is in the (cleaned) DOM.
struct ExtractedContent {
  pugi::xml_node title;               ///< the headline element, or null
  std::vector<pugi::xml_node> body;   ///< the body's containers, in document order
  std::vector<pugi::xml_node> notes;  ///< end notes and disclosure boxes found after the body
};

/// Removes the page's chrome from `dom` (navigation, ads, share bars, related lists, comments,
/// cookie banners, scripts, styles, forms) and locates the headline, the body and the notes after
/// it. Scores text density, link density and class/id hints in the spirit of Readability;
/// [itemprop=articleBody] and JSON-LD articleBody, when present, locate the body directly.
ExtractedContent extract_main_content(HtmlDom& dom, const HtmlHints& hints,
                                      const ExtractOptions& options);

/// Whether an element's class, id or role marks it as a note: disclosure, footnote, correction.
bool is_note_element(pugi::xml_node node);

/// Whether a paragraph's text opens the way disclosures and end notes do ("Disclosure:",
/// "O repórter viajou a convite...", "Correction:", "*").
bool starts_like_note(std::string_view text);

/// Whether a short block is boilerplate inside the body ("Advertisement", "Leia também").
bool is_boilerplate_line(std::string_view text);

}  // namespace auditor::ingest
