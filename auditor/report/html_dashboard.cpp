// Dashboard counts and the SVG bar charts drawn from them.
#include "auditor/report/html_dashboard.h"

#include <algorithm>

#include "auditor/report/markup.h"
#include "auditor/text/utf8.h"

namespace auditor::report {

namespace {

constexpr int kLabelWidth = 210;
constexpr int kBarArea = 240;
constexpr int kRowHeight = 22;
constexpr size_t kMaxLabelCodePoints = 30;
constexpr size_t kWorstArticles = 10;

// Long outlet names and titles would run into the bars: keep the first code points and an ellipsis.
std::string cut_label(const std::string& label) {
  if (text::count_code_points(label) <= kMaxLabelCodePoints) return label;
  size_t i = 0;
  for (size_t n = 0; n + 1 < kMaxLabelCodePoints; ++n) text::next_code_point(label, i);
  return label.substr(0, i) + "…";
}

std::string named(const std::string& value) {
  return value.empty() ? "unknown" : value;
}

std::vector<std::pair<std::string, size_t>> entries(const std::map<std::string, size_t>& counts) {
  return {counts.begin(), counts.end()};
}

}  // namespace

std::string svg_bar_chart(const std::string& caption,
                          std::vector<std::pair<std::string, size_t>> bars, size_t max_bars) {
  std::stable_sort(bars.begin(), bars.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
  if (bars.size() > max_bars) bars.resize(max_bars);
  size_t largest = bars.empty() ? 1 : std::max<size_t>(bars.front().second, 1);
  int height = static_cast<int>(bars.size()) * kRowHeight + 4;
  int width = kLabelWidth + kBarArea + 50;
  std::string svg = "<figure><figcaption>" + html_escape(caption) +
                    "</figcaption>\n<svg class=\"bar-chart\" role=\"img\" aria-label=\"" +
                    html_escape(caption) + "\" width=\"" + std::to_string(width) + "\" height=\"" +
                    std::to_string(height) + "\" viewBox=\"0 0 " + std::to_string(width) + " " +
                    std::to_string(height) + "\">\n";
  for (size_t i = 0; i < bars.size(); ++i) {
    const auto& [label, count] = bars[i];
    int y = static_cast<int>(i) * kRowHeight + 2;
    // A zero stays a zero; any other count gets at least a visible pixel.
    int bar = count ? std::max(1, static_cast<int>(count * kBarArea / largest)) : 0;
    svg += "<g><title>" + html_escape(label) + ": " + std::to_string(count) +
           "</title><text x=\"0\" y=\"" + std::to_string(y + 14) + "\">" +
           html_escape(cut_label(label)) + "</text><rect x=\"" + std::to_string(kLabelWidth) +
           "\" y=\"" + std::to_string(y) + "\" width=\"" + std::to_string(bar) + "\" height=\"" +
           std::to_string(kRowHeight - 6) + "\"></rect><text x=\"" +
           std::to_string(kLabelWidth + bar + 4) + "\" y=\"" + std::to_string(y + 14) + "\">" +
           std::to_string(count) + "</text></g>\n";
  }
  return svg + "</svg></figure>\n";
}

void Dashboard::add(const AuditedDocument& audited, const std::string& anchor) {
  const Document& doc = *audited.document;
  size_t findings = audited.findings.size();
  for (const Finding& f : audited.findings) ++by_rule_[f.rule];
  by_outlet_[named(outlet_of(doc))] += findings;
  by_language_[named(audited.language)] += findings;
  articles_.push_back({document_heading(doc), anchor, count_by_severity(audited.findings)});
}

std::string Dashboard::worst_articles_table() const {
  std::vector<Article> worst = articles_;
  std::stable_sort(worst.begin(), worst.end(), [](const Article& a, const Article& b) {
    if (a.counts.errors != b.counts.errors) return a.counts.errors > b.counts.errors;
    return a.counts.total() > b.counts.total();
  });
  if (worst.size() > kWorstArticles) worst.resize(kWorstArticles);
  std::string html =
      "<h3>Articles with the most findings</h3>\n<table class=\"worst\"><thead><tr><th>article</th>"
      "<th>errors</th><th>warnings</th><th>info</th><th>findings</th></tr></thead><tbody>\n";
  for (const Article& a : worst) {
    html += "<tr><td><a href=\"#" + a.anchor + "\">" + html_escape(a.heading) +
            "</a></td><td class=\"n\">" + std::to_string(a.counts.errors) +
            "</td><td class=\"n\">" + std::to_string(a.counts.warnings) + "</td><td class=\"n\">" +
            std::to_string(a.counts.infos) + "</td><td class=\"n\">" +
            std::to_string(a.counts.total()) + "</td></tr>\n";
  }
  return html + "</tbody></table>\n";
}

std::string Dashboard::render() const {
  return "<section class=\"dashboard\" id=\"dashboard\">\n<h2>Overview</h2>\n<div "
         "class=\"charts\">\n" +
         svg_bar_chart("Findings by rule", entries(by_rule_)) +
         svg_bar_chart("Findings by outlet", entries(by_outlet_)) +
         svg_bar_chart("Findings by language", entries(by_language_)) + "</div>\n" +
         worst_articles_table() + "</section>\n";
}

}  // namespace auditor::report
