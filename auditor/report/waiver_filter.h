// A sink in front of the report that drops findings an editor waived and counts them.
#pragma once

#include <string>
#include <unordered_set>

#include "auditor/core/sink.h"

namespace auditor::report {

/// Forwards everything to `next` except findings whose fingerprint is waived. Waived findings
/// stay stored (the store sees the unfiltered run); they leave the report and the exit code.
class WaiverFilter final : public FindingSink {
 public:
  WaiverFilter(FindingSink& next, std::unordered_set<std::string> waived)
      : next_(next), waived_(std::move(waived)) {}

  void begin(const RunInfo& run) override { next_.begin(run); }
  void document(const AuditedDocument& audited) override;
  void failure(const InputFailure& failure) override { next_.failure(failure); }
  void end(const RunSummary& summary) override { next_.end(summary); }

  /// The run's totals without the waived findings.
  RunSummary without_waived(RunSummary summary) const;
  size_t waived() const { return dropped_.findings; }

 private:
  FindingSink& next_;
  std::unordered_set<std::string> waived_;
  RunSummary dropped_;
};

}  // namespace auditor::report
