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

  /// Records a run's start; returns its id.
  Result<int64_t> begin_run(const RunInfo& run);
  /// Stores one audited document under a run. The same text audited before with the same rules
  /// is linked to the run without storing its findings again. Returns the audit id.
  Result<int64_t> add_document(int64_t run_id, const std::string& rules_digest, const AuditedDocument& audited);
  /// Records an input the run could not audit.
  Status add_failure(int64_t run_id, const InputFailure& failure);
  /// Marks the run finished with its totals.
  Status finish_run(int64_t run_id, const RunSummary& summary);

  /// Groups writes into one transaction (much faster than one per document).
  Status begin_transaction();
  Status commit();

  /// Records an editor's decision that the finding with this fingerprint needs no change.
  Status add_waiver(const std::string& fingerprint, const std::string& reason, const std::string& who);
  /// Every waived fingerprint.
  Result<std::vector<std::string>> waived_fingerprints();
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

  /// How long a write waits for another process's lock before failing (default 5 s).
  void set_busy_timeout(int milliseconds);

  const std::string& path() const { return path_; }
  sqlite3* handle() { return db_; }

 private:
  Store(sqlite3* db, std::string path) : db_(db), path_(std::move(path)) {}
  Status migrate();
  Status exec(const char* sql);
  Error error(const std::string& what) const;

  sqlite3* db_ = nullptr;
  std::string path_;
};

/// A 128-bit hex digest of a document's text: the key that keeps one copy per distinct text.
std::string content_hash(std::string_view text);

}  // namespace auditor::store
