// Leaving findings out of a report while keeping its totals honest.
#include "auditor/report/finding_filter.h"

namespace auditor::report {

void FindingFilter::document(const AuditedDocument& audited) {
  start_document(audited);
  bool drops_any = false;
  for (const Finding& f : audited.findings) drops_any = drops_any || drop(f);
  if (!drops_any) {
    next_.document(audited);  // the common case: no copy
    return;
  }
  AuditedDocument kept = audited;
  kept.findings.clear();
  for (const Finding& f : audited.findings) {
    if (!drop(f)) {
      kept.findings.push_back(f);
      continue;
    }
    set_aside(f, kept);
    ++dropped_.findings;
    if (f.severity == Severity::Error) ++dropped_.errors;
    else if (f.severity == Severity::Warning) ++dropped_.warnings;
    else ++dropped_.infos;
  }
  next_.document(kept);
}

RunSummary FindingFilter::without_dropped(RunSummary s) const {
  s.findings -= dropped_.findings;
  s.errors -= dropped_.errors;
  s.warnings -= dropped_.warnings;
  s.infos -= dropped_.infos;
  return s;
}

void NewOnlyFilter::start_document(const AuditedDocument& audited) {
  seen_.clear();
  if (error_) return;
  Result<std::vector<std::string>> previous = previous_(audited.document->input);
  if (!previous) {
    error_ = previous.error();
    return;
  }
  seen_.insert(previous->begin(), previous->end());
}

}  // namespace auditor::report
