// Compiler-style text report: `path:line:col: severity rule.id: message`, the sentence, an underline.
#pragma once

#include <ostream>

#include "auditor/core/sink.h"
#include "auditor/report/writer.h"

namespace auditor::report {

/// Prints findings as a compiler does, so editors and tools (grep, editors' quickfix) can jump to
/// them; lists inputs that could not be read and closes with a summary.
class TextWriter : public FindingSink {
 public:
  TextWriter(std::ostream& out, WriterOptions options) : out_(out), options_(options) {}
  void document(const AuditedDocument& audited) override;
  void failure(const InputFailure& failure) override;
  void end(const RunSummary& summary) override;

 private:
  void write_finding(const AuditedDocument& audited, const Finding& finding);
  void write_excerpt_line(const Finding& finding);
  const char* paint(const char* ansi) const { return options_.color ? ansi : ""; }

  std::ostream& out_;
  WriterOptions options_;
  std::vector<InputFailure> failures_;
};

}  // namespace auditor::report
