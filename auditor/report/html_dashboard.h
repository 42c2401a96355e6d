// The HTML report's batch dashboard: findings by rule, outlet and language as inline SVG bar
// charts, and the articles with the most findings.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "auditor/core/sink.h"
#include "auditor/report/tally.h"

namespace auditor::report {

/// A horizontal bar chart as inline SVG (no script, no external resource): one bar per
/// (label, count), largest first, at most `max_bars`; labels escaped and cut to fit.
std::string svg_bar_chart(const std::string& caption,
                          std::vector<std::pair<std::string, size_t>> bars, size_t max_bars = 12);

/// Gathers counts as documents arrive and renders the dashboard at the end.
class Dashboard {
 public:
  /// Counts one document's findings; `anchor` is its section's id in the report.
  void add(const AuditedDocument& audited, const std::string& anchor);
  /// The dashboard's HTML section.
  std::string render() const;

 private:
  /// One row of the "most findings" table.
  struct Article {
    std::string heading;
    std::string anchor;
    SeverityCounts counts;
  };
  std::string worst_articles_table() const;

  std::map<std::string, size_t> by_rule_, by_outlet_, by_language_;
  std::vector<Article> articles_;
};

}  // namespace auditor::report
