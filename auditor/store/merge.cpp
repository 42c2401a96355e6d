// Merging stored runs between databases by replaying them through a StoreSink.
#include "auditor/store/merge.h"

#include "auditor/store/statement.h"
#include "auditor/store/store_sink.h"

namespace auditor::store {

namespace {

int64_t count_rows(sqlite3* db, const char* sql) {
  Statement q(db, sql);
  return q.step() == SQLITE_ROW ? q.column_int(0) : 0;
}

// One row of the source's runs table.
struct RunRow {
  int64_t id = 0;
  std::string uid, finished_at, status;
  RunSummary totals;
};

Result<std::vector<RunRow>> list_runs(Store& from) {
  Statement q(from.handle(), "SELECT id, uid, finished_at, status, documents, findings, failures FROM runs ORDER BY id");
  std::vector<RunRow> out;
  int rc;
  while ((rc = q.step()) == SQLITE_ROW) {
    RunRow r;
    r.id = q.column_int(0);
    r.uid = q.column_text(1);
    r.finished_at = q.column_text(2);
    r.status = q.column_text(3);
    r.totals.documents = static_cast<size_t>(q.column_int(4));
    r.totals.findings = static_cast<size_t>(q.column_int(5));
    r.totals.failures = static_cast<size_t>(q.column_int(6));
    out.push_back(std::move(r));
  }
  if (rc != SQLITE_DONE) return make_error(ErrorCode::Io, from.path(), "cannot read the runs");
  return out;
}

Status copy_run(Store& into, Store& from, const RunRow& run) {
  Result<RunInfo> info = from.run_info(run.id);
  if (!info) return info.error();
  StoreSink sink(into);
  sink.set_run_uid(run.uid);
  sink.begin(*info);
  Result<RunSummary> replayed = from.replay_run(run.id, sink, true);
  if (!replayed) return replayed.error();
  sink.end(run.totals);
  if (sink.error()) return *sink.error();
  return into.set_run_end(sink.run_id(), run.finished_at, run.status);
}

Result<int64_t> copy_waivers(Store& into, Store& from) {
  Statement read(from.handle(), "SELECT fingerprint, rule, reason, who, created_at FROM waivers ORDER BY created_at");
  Statement write(into.handle(),
                  "INSERT OR IGNORE INTO waivers(fingerprint, rule, reason, who, created_at) VALUES (?,?,?,?,?)");
  int64_t added = 0;
  int rc;
  while ((rc = read.step()) == SQLITE_ROW) {
    for (int i = 0; i < 5; ++i) write.bind(i + 1, read.column_text(i));
    if (write.step() != SQLITE_DONE) return make_error(ErrorCode::Io, into.path(), "cannot add the waivers");
    added += sqlite3_changes(into.handle());
    write.reset();
  }
  if (rc != SQLITE_DONE) return make_error(ErrorCode::Io, from.path(), "cannot read the waivers");
  return added;
}

}  // namespace

Result<MergeCounts> merge_database(Store& into, Store& from) {
  MergeCounts counts;
  const int64_t documents = count_rows(into.handle(), "SELECT count(*) FROM documents");
  const int64_t findings = count_rows(into.handle(), "SELECT count(*) FROM findings");
  Result<std::vector<RunRow>> runs = list_runs(from);
  if (!runs) return runs.error();
  Statement present(into.handle(), "SELECT 1 FROM runs WHERE uid = ?");
  for (const RunRow& run : *runs) {
    present.bind(1, run.uid);
    bool merged_before = present.step() == SQLITE_ROW;
    present.reset();
    if (merged_before) {
      ++counts.runs_present;
      continue;
    }
    if (Status s = copy_run(into, from, run); !s) return s.error();
    ++counts.runs_added;
  }
  Result<int64_t> waivers = copy_waivers(into, from);
  if (!waivers) return waivers.error();
  counts.waivers = *waivers;
  counts.documents = count_rows(into.handle(), "SELECT count(*) FROM documents") - documents;
  counts.findings = count_rows(into.handle(), "SELECT count(*) FROM findings") - findings;
  return counts;
}

}  // namespace auditor::store
