// The one output interface: the pipeline emits each audited document into a sink; every report
// writer and the SQLite store implement it, so printing and storing share one path.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "auditor/core/analysis_rows.h"
#include "auditor/core/document.h"
#include "auditor/core/finding.h"
#include "auditor/core/result.h"

namespace auditor {

/// What a report says about a loaded rule (SARIF lists the rules that fired with their help).
struct RuleInfo {
  std::string id;
  std::string name;         ///< short title
  std::string description;  ///< longer help text
  Category category = Category::Attribution;
  Severity severity = Severity::Warning;  ///< after the project's overrides
};

/// Facts about a whole run that writers print in headers and summaries.
struct RunInfo {
  std::string tool_version;
  std::string started_at;          ///< ISO 8601 UTC; tests fix it for reproducible output
  std::vector<std::string> arguments;
  std::string rules_digest;        ///< hash of the loaded rule packs and config
  std::vector<RuleInfo> rules;     ///< every loaded rule, one entry per id
};

/// A finding an editor waived (`auditor waive`), with the reason they gave.
struct WaivedFinding {
  Finding finding;
  std::string reason;
};

/// One audited document with its findings, sorted by finding_order.
struct AuditedDocument {
  const Document* document = nullptr;
  std::string language;            ///< the language the rules ran in ("pt", "en", ...)
  double language_confidence = 0;  ///< 0..1; 1 when the user set --lang
  std::vector<Finding> findings;
  /// Sources, quotes and numbers for the store; filled only when AuditOptions::record_analysis.
  AnalysisRows analysis;
  /// Findings an editor waived: out of `findings`, the exit code and the counts; only SARIF
  /// shows them (as suppressed results), every other writer ignores them.
  std::vector<WaivedFinding> waived;
};

/// An input that could not be audited.
struct InputFailure {
  std::string input;
  Error error;
};

/// Totals for the closing summary.
struct RunSummary {
  size_t documents = 0;
  size_t failures = 0;
  size_t findings = 0;
  size_t errors = 0;
  size_t warnings = 0;
  size_t infos = 0;
  double seconds = 0;
};

/// Receives a run's results in order: begin, then documents and failures, then end.
class FindingSink {
 public:
  virtual ~FindingSink() = default;
  virtual void begin(const RunInfo& run) { (void)run; }
  virtual void document(const AuditedDocument& audited) = 0;
  /// The same event from a caller that can share ownership: `audited` also keeps the Document
  /// it points to alive. Sinks that hold a document past the call (a background writer) override
  /// this to keep the pointer instead of copying the text and findings.
  virtual void shared_document(std::shared_ptr<const AuditedDocument> audited) { document(*audited); }
  virtual void failure(const InputFailure& failure) { (void)failure; }
  virtual void end(const RunSummary& summary) { (void)summary; }
};

}  // namespace auditor
