// Markdown report: a note for a CMS or a pull-request comment, every untrusted text escaped.
#pragma once

#include <ostream>
#include <vector>

#include "auditor/core/sink.h"

namespace auditor::report {

/// Writes a heading per document (its title, else its input), a line with its counts by severity,
/// a table of its findings (severity, rule, line:column, message, excerpt), then the inputs that
/// could not be read and the run's totals. Article text, titles, inputs and messages are escaped
/// so they render as literal text, never as links, images or HTML.
class MarkdownWriter final : public FindingSink {
 public:
  explicit MarkdownWriter(std::ostream& out) : out_(out) {}
  void document(const AuditedDocument& audited) override;
  void failure(const InputFailure& failure) override;
  void end(const RunSummary& summary) override;

 private:
  void write_findings_table(const AuditedDocument& audited);

  std::ostream& out_;
  std::vector<InputFailure> failures_;
};

}  // namespace auditor::report
