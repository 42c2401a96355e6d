// A sink in front of the report that sets waived findings aside and counts them.
#pragma once

#include <string>
#include <unordered_map>

#include "auditor/core/sink.h"

namespace auditor::report {

/// Forwards everything to `next`, moving findings whose fingerprint is waived from
/// AuditedDocument::findings to AuditedDocument::waived (with the waiver's reason). Waived findings
/// stay stored (the store sees the unfiltered run); they leave the counts and the exit code, and
/// only writers that show suppressions (SARIF) print them.
class WaiverFilter final : public FindingSink {
 public:
  /// `reasons`: the waiver's reason by fingerprint (Store::waiver_reasons()).
  WaiverFilter(FindingSink& next, std::unordered_map<std::string, std::string> reasons)
      : next_(next), reasons_(std::move(reasons)) {}

  void begin(const RunInfo& run) override { next_.begin(run); }
  void document(const AuditedDocument& audited) override;
  void failure(const InputFailure& failure) override { next_.failure(failure); }
  void end(const RunSummary& summary) override { next_.end(summary); }

  /// The run's totals without the waived findings.
  RunSummary without_waived(RunSummary summary) const;
  size_t waived() const { return dropped_.findings; }

 private:
  void count_dropped(const Finding& finding);

  FindingSink& next_;
  std::unordered_map<std::string, std::string> reasons_;
  RunSummary dropped_;
};

}  // namespace auditor::report
