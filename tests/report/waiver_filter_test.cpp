// WaiverFilter: waived findings leave the findings and the counts but reach the writers with
// their reasons.
#include "auditor/report/finding_filter.h"

#include <gtest/gtest.h>

#include "tests/report/sample_run.h"

namespace auditor {
namespace {

/// Remembers the last document it received.
struct LastDocument : FindingSink {
  AuditedDocument last;
  void document(const AuditedDocument& audited) override { last = audited; }
};

TEST(WaiverFilter, MovesWaivedFindingsAsideWithTheirReasons) {
  testing::SampleRun run;
  run.audited.waived.clear();
  LastDocument next;
  const Finding& error = run.audited.findings[1];
  report::WaiverFilter filter(next,
                              {{error.fingerprint, "the trip is disclosed in the footer box"}});
  filter.document(run.audited);
  ASSERT_EQ(next.last.findings.size(), 1u);
  EXPECT_EQ(next.last.findings[0].rule, "attribution.vague-source");
  ASSERT_EQ(next.last.waived.size(), 1u);
  EXPECT_EQ(next.last.waived[0].finding.fingerprint, error.fingerprint);
  EXPECT_EQ(next.last.waived[0].reason, "the trip is disclosed in the footer box");
  EXPECT_EQ(filter.dropped(), 1u);
  RunSummary shown = filter.without_dropped(RunSummary{1, 0, 2, 1, 1, 0, 0});
  EXPECT_EQ(shown.findings, 1u);
  EXPECT_EQ(shown.errors, 0u);
  EXPECT_EQ(shown.warnings, 1u);
}

}  // namespace
}  // namespace auditor
