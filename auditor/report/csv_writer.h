// The CSV report: one finding a row, for R, pandas and spreadsheets.
#pragma once

#include <ostream>

#include "auditor/core/sink.h"

namespace auditor::report {

/// Writes a header row, then one row per finding in document order; an input that could not be
/// audited gets a row whose rule is "input-failure". Line ends are CRLF, as RFC 4180 has them.
class CsvWriter final : public FindingSink {
 public:
  explicit CsvWriter(std::ostream& out) : out_(out) {}
  void begin(const RunInfo& run) override;
  void document(const AuditedDocument& audited) override;
  void failure(const InputFailure& failure) override;

 private:
  std::ostream& out_;
};

}  // namespace auditor::report
