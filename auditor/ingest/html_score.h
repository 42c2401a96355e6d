// Readability-style scoring of a page's elements: text and link statistics, class/id hints, and
// the choice of the element that holds the article.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "auditor/ingest/html_dom.h"

namespace auditor::ingest {

/// Text measures of an element's subtree, in characters (code points, white space runs as one).
struct NodeStats {
  uint32_t text = 0;  ///< characters of collapsed text
  uint32_t link = 0;  ///< characters inside <a>
  uint32_t commas = 0;
  uint32_t inline_text = 0;  ///< characters not inside a block-level descendant
  uint32_t paragraphs = 0;
  uint32_t list_items = 0;
  uint32_t inputs = 0;
  uint32_t embeds = 0;
  uint32_t heading_text = 0;
};

/// NodeStats of every element under a root, computed in one pass after the page is cleaned.
class StatsTable {
 public:
  /// Computes the statistics of `root` and all its descendants.
  NodeStats compute(pugi::xml_node root, bool in_link = false);
  /// The statistics of an element (zeros for elements added or never computed).
  const NodeStats& of(pugi::xml_node n) const;
  /// Share of an element's text that sits inside links.
  double link_density(pugi::xml_node n) const;

 private:
  std::unordered_map<const void*, NodeStats> table_;
};

/// Scores paragraphs into their ancestors and picks the article's container (Readability).
class Scorer {
 public:
  explicit Scorer(const StatsTable& stats) : stats_(stats) {}

  /// The element most likely to hold the article under `body` (`body` itself when none scores).
  pugi::xml_node top_candidate(pugi::xml_node body);
  /// An element's score (0 when it was never scored).
  double score(pugi::xml_node n) const;
  bool scored(pugi::xml_node n) const { return scores_.count(n.internal_object()) > 0; }

 private:
  const StatsTable& stats_;
  std::unordered_map<const void*, double> scores_;
  std::unordered_map<const void*, pugi::xml_node> node_of_;

  void collect_scored(pugi::xml_node n, std::vector<pugi::xml_node>& out);
  void initialize(pugi::xml_node n);
  void score_paragraph(pugi::xml_node e);
  pugi::xml_node promote_common_ancestor(pugi::xml_node top, double top_score, pugi::xml_node body);
  pugi::xml_node climb(pugi::xml_node top, pugi::xml_node body);
};

/// The top candidate and the siblings that belong with it (Readability's sibling pass).
std::vector<pugi::xml_node> gather_siblings(pugi::xml_node top, const Scorer& scorer,
                                            const StatsTable& stats);

/// Whether any of `needles` occurs in `hay`.
bool contains_any(std::string_view hay, std::initializer_list<const char*> needles);
/// The class and id of an element, lower case, as one string to match hints against.
std::string class_and_id(pugi::xml_node n);
/// Whether the class/id tokens (split at spaces, dashes and underscores) include one of `words`.
bool has_hint_token(const std::string& hints, std::initializer_list<const char*> words);
/// Whether class/id tokens name an advertisement slot ("ad", "dfp", "publicidade"...).
bool is_ad_hint(const std::string& hints);
/// Readability's class weight: -25 or +25 each for class and id saying chrome or content.
int class_weight(pugi::xml_node n);
/// Whether an element is a block for scoring: a block element or a table cell.
bool is_block_tag(pugi::xml_node n);
/// Whether an element is h1 to h6.
bool is_heading(pugi::xml_node n);

}  // namespace auditor::ingest
