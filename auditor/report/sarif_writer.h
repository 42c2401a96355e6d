// SARIF 2.1.0 report: findings as static-analysis results, for code review and CI dashboards.
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <unordered_map>

#include "auditor/core/sink.h"

namespace auditor::report {

/// Writes one SARIF 2.1.0 log with one run: the rules that fired (with their help text), one
/// result per finding (waived findings as results with an accepted external suppression whose
/// justification is the waiver's reason), evidence as related locations, and unreadable inputs as
/// error notifications of the invocation. Lines and columns point into the input (columns count
/// code points); byte offsets count bytes of the extracted text and sit in region properties.
class SarifWriter final : public FindingSink {
 public:
  explicit SarifWriter(std::ostream& out) : out_(out) {}
  void begin(const RunInfo& run) override;
  void document(const AuditedDocument& audited) override;
  void failure(const InputFailure& failure) override;
  void end(const RunSummary& summary) override;

 private:
  size_t rule_index(const Finding& finding);
  void add_result(const Document& document, const Finding& finding,
                  const std::string* waiver_reason);

  std::ostream& out_;
  RunInfo run_;
  std::unordered_map<std::string, size_t> rule_indices_;
  // Buffered rather than streamed: the rules that fired are only known at the end, and SARIF
  // viewers read the whole log anyway (large batches belong in JSONL).
  nlohmann::ordered_json rules_ = nlohmann::ordered_json::array();
  nlohmann::ordered_json results_ = nlohmann::ordered_json::array();
  nlohmann::ordered_json notifications_ = nlohmann::ordered_json::array();
};

}  // namespace auditor::report
