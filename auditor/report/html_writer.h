// HTML report: one self-contained offline page with the articles' text, highlights, filters and,
// for a batch, a dashboard.
#pragma once

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "auditor/core/sink.h"
#include "auditor/report/html_dashboard.h"

namespace auditor::report {

/// Writes one HTML file (inline CSS, JS and SVG; no external resource) at the end of the run: per
/// document its text with each finding's span highlighted (coloured by category, message on hover)
/// beside the list of findings, provenance evidence side by side with the flagged text, filters by
/// category and severity, and for more than one document a dashboard. Every untrusted text is
/// escaped and only http(s) URLs become links.
class HtmlWriter final : public FindingSink {
 public:
  explicit HtmlWriter(std::ostream& out) : out_(out) {}
  void begin(const RunInfo& run) override;
  void document(const AuditedDocument& audited) override;
  void failure(const InputFailure& failure) override;
  void end(const RunSummary& summary) override;

  /// The page's body alone (what end() puts in the template), for tests.
  std::string body(const RunSummary& summary) const;

 private:
  std::ostream& out_;
  std::string version_;
  std::string sections_;  // documents' HTML, buffered because the dashboard goes above them
  Dashboard dashboard_;
  size_t documents_ = 0;
  size_t findings_ = 0;
  std::vector<InputFailure> failures_;
};

/// A whole report page around `body` (already HTML): the report's template, style and script, so
/// other commands' pages (`auditor provenance --format html`) look and filter the same.
std::string html_page(std::string_view title, const std::string& body, std::string_view version);

}  // namespace auditor::report
