// The SQLite store: runs, documents, audits, findings, failures and waivers in one file.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "auditor/core/result.h"
#include "auditor/core/sink.h"

struct sqlite3;

namespace auditor::store {

class StatementCache;
class FindingKindCache;

/// The schema version this build reads and writes (the last "-- version N" of schema.sql).
int schema_version();

/// Counts for `auditor db stats`.
struct Stats {
  int64_t runs = 0, documents = 0, audits = 0, findings = 0, failures = 0, waivers = 0;
  std::vector<std::pair<std::string, int64_t>> by_rule, by_severity, by_language, by_publisher;
};

/// One stored finding with the document and run it belongs to, for exports and reports.
struct FindingRow {
  int64_t run_id = 0;
  std::string input, url, title, publisher, language;
  std::string rule, category, severity, message, excerpt, sentence, fingerprint;
  int64_t start = 0, end = 0, line = 0, column = 0;
};

/// An open database. One writer at a time; WAL lets readers run alongside.
class Store {
 public:
  enum class Mode { ReadWrite, ReadOnly };

  /// Opens (creating when ReadWrite) and migrates the database at `path`. Fails with a clear
  /// message, and never changes the file, when it is not a database, is locked past the busy
  /// timeout, is read-only, or has a newer schema than this build knows.
  static Result<std::unique_ptr<Store>> open(const std::string& path, Mode mode = Mode::ReadWrite);
  ~Store();
  Store(const Store&) = delete;
  Store& operator=(const Store&) = delete;

  /// Records a run's start; returns its id. `uid` identifies the run across merged databases
  /// (empty: a new random one).
  Result<int64_t> begin_run(const RunInfo& run, const std::string& uid = "");
  /// Stores one audited document under a run. The same text audited before with the same rules
  /// is linked to the run without storing its findings again. `seq` is its place in the run's
  /// output, shared with failures, so a report can replay the run in order. Returns the audit id.
  Result<int64_t> add_document(int64_t run_id, const std::string& rules_digest, const AuditedDocument& audited,
                               int64_t seq = 0);
  /// Records an input the run could not audit, at place `seq` of the run's output.
  Status add_failure(int64_t run_id, const InputFailure& failure, int64_t seq = 0);
  /// Marks the run finished with its totals.
  Status finish_run(int64_t run_id, const RunSummary& summary);

  /// Groups writes into one transaction (much faster than one per document).
  Status begin_transaction();
  Status commit();

  /// Records an editor's decision that the finding with this fingerprint needs no change.
  Status add_waiver(const std::string& fingerprint, const std::string& reason, const std::string& who);
  /// Every waiver's reason, by fingerprint (SARIF reports show them as suppression justifications).
  Result<std::unordered_map<std::string, std::string>> waiver_reasons();

  /// Inputs already stored under these rules, for --resume.
  Result<std::vector<std::string>> audited_inputs(const std::string& rules_digest);
  Result<Stats> stats();
  /// The newest finished run's id, or 0 when there is none.
  Result<int64_t> latest_run();
  /// Calls `visit` for each finding a run saw (every run when run_id is 0), in document and
  /// position order; findings of texts audited before under the same rules count for the run.
  Status for_each_finding(int64_t run_id, const std::function<void(const FindingRow&)>& visit);

  /// The run's tool version, start time, arguments and rules digest; a Usage error naming the
  /// database when there is no such run.
  Result<RunInfo> run_info(int64_t run_id);
  /// Hands the run's documents (rebuilt with their text, metadata, findings and reader notes) and
  /// failures to `sink` in the order the run emitted them, without begin() or end(). With
  /// `with_analysis`, each document's sources, quotes and numbers come too. Returns the run's
  /// totals as counted from what was replayed.
  Result<RunSummary> replay_run(int64_t run_id, FindingSink& sink, bool with_analysis = false);
  /// The fingerprints of the findings of `input` in the latest run before `before_run` that saw
  /// it (empty when no earlier run did), for --new-only.
  Result<std::vector<std::string>> previous_fingerprints(const std::string& input, int64_t before_run);
  /// The id the next run will get: every stored run is before it.
  Result<int64_t> next_run_id();

  /// Sets a run's end as another database recorded it (merging keeps when a run finished).
  Status set_run_end(int64_t run_id, const std::string& finished_at, const std::string& status);
  /// Checks the file's structure (PRAGMA quick_check); an error naming the file when it is damaged.
  Status check_integrity();

  /// How long a write waits for another process's lock before failing (default 5 s).
  void set_busy_timeout(int milliseconds);

  const std::string& path() const { return path_; }
  sqlite3* handle() { return db_; }
  /// An error naming the database file, for a failed statement: what was being done, and why.
  Error error(const std::string& what) const;

 private:
  Store(sqlite3* db, std::string path);
  Status migrate();
  Status exec(const char* sql);

  sqlite3* db_ = nullptr;
  std::string path_;
  std::unique_ptr<StatementCache> statements_;  // the per-document writes, prepared once
  std::unique_ptr<FindingKindCache> kinds_;     // finding_kinds ids already stored
};

/// Registers on a connection the SQL functions that schema.sql's migrations call
/// (auditor_document_hash).
void register_sql_functions(sqlite3* db);

/// A 128-bit hex digest of bytes.
std::string content_hash(std::string_view text);
/// The key that keeps one row per distinct document as read: its text, format and metadata.
std::string document_hash(const Document& document);
/// A digest of everything an audit stored about a document (language, findings with positions and
/// evidence): the same document audited under the same rules reuses its audit only when equal.
std::string findings_digest(const AuditedDocument& audited);

}  // namespace auditor::store
