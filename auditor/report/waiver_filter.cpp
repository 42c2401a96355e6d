// Dropping waived findings from the report and from the run's totals.
#include "auditor/report/waiver_filter.h"

namespace auditor::report {

void WaiverFilter::document(const AuditedDocument& audited) {
  if (waived_.empty()) {
    next_.document(audited);
    return;
  }
  AuditedDocument kept = audited;
  kept.findings.clear();
  for (const Finding& f : audited.findings) {
    if (!waived_.count(f.fingerprint)) {
      kept.findings.push_back(f);
      continue;
    }
    ++dropped_.findings;
    if (f.severity == Severity::Error) ++dropped_.errors;
    else if (f.severity == Severity::Warning) ++dropped_.warnings;
    else ++dropped_.infos;
  }
  next_.document(kept);
}

RunSummary WaiverFilter::without_waived(RunSummary s) const {
  s.findings -= dropped_.findings;
  s.errors -= dropped_.errors;
  s.warnings -= dropped_.warnings;
  s.infos -= dropped_.infos;
  return s;
}

}  // namespace auditor::report
