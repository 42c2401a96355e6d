// A FindingSink that stores every audited document, failure and run total in the SQLite store.
#pragma once

#include <chrono>
#include <optional>
#include <string>

#include "auditor/core/sink.h"
#include "auditor/store/store.h"

namespace auditor::store {

/// Writes a run into a Store from the batch's sink thread, committing every `batch_size`
/// documents or every second, whichever comes first, so a crash loses at most that much and
/// everything committed stays intact. A write error stops storing (the run itself goes on) and is kept for the caller to report.
class StoreSink final : public FindingSink {
 public:
  explicit StoreSink(Store& store, size_t batch_size = 2048) : store_(store), batch_size_(batch_size) {}
  ~StoreSink() override;

  void begin(const RunInfo& run) override;
  void document(const AuditedDocument& audited) override;
  void failure(const InputFailure& failure) override;
  void end(const RunSummary& summary) override;

  /// Stores the next run under this identity instead of a new one (`auditor db merge`).
  void set_run_uid(std::string uid) { uid_ = std::move(uid); }
  /// The first write error, if any.
  const std::optional<Error>& error() const { return error_; }
  int64_t run_id() const { return run_id_; }

 private:
  void check(const Status& status);
  void maybe_commit();

  Store& store_;
  size_t batch_size_;
  std::string rules_digest_;
  std::string uid_;
  int64_t run_id_ = 0;
  size_t pending_ = 0;
  int64_t seq_ = 0;  // place of the next document or failure in the run's output
  bool in_transaction_ = false;
  std::chrono::steady_clock::time_point transaction_started_;
  std::optional<Error> error_;
};

}  // namespace auditor::store
