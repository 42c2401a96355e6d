// Storing a run as it streams: one transaction per batch of documents.
#include "auditor/store/store_sink.h"

namespace auditor::store {

namespace {

// A crash loses at most this much work (and --resume redoes it); longer transactions only save
// commit overhead that is already small against it.
constexpr std::chrono::seconds kMaxTransactionAge{1};

}  // namespace

StoreSink::~StoreSink() {
  if (in_transaction_) (void)store_.commit();  // keep what was audited if end() never came
}

void StoreSink::check(const Status& status) {
  if (!status && !error_) error_ = status.error();
}

void StoreSink::begin(const RunInfo& run) {
  rules_digest_ = run.rules_digest;
  Result<int64_t> id = store_.begin_run(run, uid_);
  if (!id) {
    error_ = id.error();
    return;
  }
  run_id_ = *id;
  Status s = store_.begin_transaction();
  in_transaction_ = s.ok();
  transaction_started_ = std::chrono::steady_clock::now();
  check(s);
}

void StoreSink::maybe_commit() {
  ++pending_;
  if (!in_transaction_) return;
  if (pending_ < batch_size_ && std::chrono::steady_clock::now() - transaction_started_ < kMaxTransactionAge) return;
  Status s = store_.commit();
  in_transaction_ = false;
  if (s) {
    s = store_.begin_transaction();
    in_transaction_ = s.ok();
    transaction_started_ = std::chrono::steady_clock::now();
  }
  check(s);
  pending_ = 0;
}

void StoreSink::document(const AuditedDocument& audited) {
  if (error_ || run_id_ == 0) return;
  Result<int64_t> stored = store_.add_document(run_id_, rules_digest_, audited, ++seq_);
  if (!stored) {
    error_ = stored.error();
    return;
  }
  maybe_commit();
}

void StoreSink::failure(const InputFailure& failure) {
  if (error_ || run_id_ == 0) return;
  check(store_.add_failure(run_id_, failure, ++seq_));
  maybe_commit();
}

void StoreSink::end(const RunSummary& summary) {
  if (run_id_ == 0) return;
  if (!error_) check(store_.finish_run(run_id_, summary));
  if (in_transaction_) {
    check(store_.commit());
    in_transaction_ = false;
  }
}

}  // namespace auditor::store
