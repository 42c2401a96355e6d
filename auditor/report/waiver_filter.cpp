// Setting waived findings aside from the report's findings and from the run's totals.
#include "auditor/report/waiver_filter.h"

namespace auditor::report {

void WaiverFilter::document(const AuditedDocument& audited) {
  if (reasons_.empty()) {
    next_.document(audited);
    return;
  }
  AuditedDocument kept = audited;
  kept.findings.clear();
  for (const Finding& f : audited.findings) {
    auto waiver = reasons_.find(f.fingerprint);
    if (waiver == reasons_.end()) {
      kept.findings.push_back(f);
      continue;
    }
    count_dropped(f);
    kept.waived.push_back(WaivedFinding{f, waiver->second});
  }
  next_.document(kept);
}

void WaiverFilter::count_dropped(const Finding& f) {
  ++dropped_.findings;
  if (f.severity == Severity::Error) ++dropped_.errors;
  else if (f.severity == Severity::Warning) ++dropped_.warnings;
  else ++dropped_.infos;
}

RunSummary WaiverFilter::without_waived(RunSummary s) const {
  s.findings -= dropped_.findings;
  s.errors -= dropped_.errors;
  s.warnings -= dropped_.warnings;
  s.infos -= dropped_.infos;
  return s;
}

}  // namespace auditor::report
