// Sinks in front of a report that leave some findings out: waived ones, and with --new-only the
// ones an earlier run already reported.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "auditor/core/result.h"
#include "auditor/core/sink.h"

namespace auditor::report {

/// Forwards a run to `next` without the findings drop() selects, counting what it left out so the
/// report's totals and the exit code match what is shown. The store sees the unfiltered run.
class FindingFilter : public FindingSink {
 public:
  explicit FindingFilter(FindingSink& next) : next_(next) {}

  void begin(const RunInfo& run) override { next_.begin(run); }
  void document(const AuditedDocument& audited) override;
  void failure(const InputFailure& failure) override { next_.failure(failure); }
  void end(const RunSummary& summary) override { next_.end(summary); }

  /// The run's totals without the findings this filter left out.
  RunSummary without_dropped(RunSummary summary) const;
  size_t dropped() const { return dropped_.findings; }

 protected:
  /// Called once per document before drop() is asked about its findings.
  virtual void start_document(const AuditedDocument& audited) { (void)audited; }
  virtual bool drop(const Finding& finding) const = 0;
  /// Called for each dropped finding: a filter may keep it aside in the document it forwards.
  virtual void set_aside(const Finding& finding, AuditedDocument& kept) const {
    (void)finding;
    (void)kept;
  }

 private:
  FindingSink& next_;
  RunSummary dropped_;
};

/// Leaves out findings whose fingerprint an editor waived, moving them to
/// AuditedDocument::waived with the waiver's reason: only writers that show suppressions (SARIF)
/// print them.
class WaiverFilter final : public FindingFilter {
 public:
  /// `reasons`: the waiver's reason by fingerprint (Store::waiver_reasons()).
  WaiverFilter(FindingSink& next, std::unordered_map<std::string, std::string> reasons)
      : FindingFilter(next), reasons_(std::move(reasons)) {}

 private:
  bool drop(const Finding& finding) const override { return reasons_.count(finding.fingerprint) > 0; }
  void set_aside(const Finding& finding, AuditedDocument& kept) const override {
    kept.waived.push_back(WaivedFinding{finding, reasons_.at(finding.fingerprint)});
  }
  std::unordered_map<std::string, std::string> reasons_;
};

/// Leaves out findings already reported for the same input by the previous run that saw it
/// (--new-only): what is left is what changed since then.
class NewOnlyFilter final : public FindingFilter {
 public:
  /// The fingerprints the previous run reported for an input (empty when no run saw it).
  using PreviousLookup = std::function<Result<std::vector<std::string>>(const std::string& input)>;
  NewOnlyFilter(FindingSink& next, PreviousLookup previous) : FindingFilter(next), previous_(std::move(previous)) {}

  /// The first lookup error; the documents after it were shown whole.
  const std::optional<Error>& error() const { return error_; }

 private:
  void start_document(const AuditedDocument& audited) override;
  bool drop(const Finding& finding) const override { return seen_.count(finding.fingerprint) > 0; }

  PreviousLookup previous_;
  std::unordered_set<std::string> seen_;
  std::optional<Error> error_;
};

}  // namespace auditor::report
