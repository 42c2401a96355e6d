// Ordered parallel auditing: workers pull records in turn, the calling thread emits in order.
#include "auditor/pipeline/batch.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

namespace auditor::pipeline {

namespace {

// A document and its audit, owned together so sinks can share them instead of copying.
struct AuditedRecord {
  Document document;
  AuditedDocument audited;
};

// The outcome of one record: a document with its findings, or the reason it could not be read.
struct Outcome {
  std::shared_ptr<AuditedRecord> record;
  std::optional<InputFailure> failure;
};

Outcome audit_one(const Auditor& auditor, const ingest::PendingRecord& record) {
  Outcome outcome;
  Result<Document> read = record.read();
  if (!read.ok()) {
    outcome.failure = InputFailure{record.input, read.error()};
    return outcome;
  }
  outcome.record = std::make_shared<AuditedRecord>();
  outcome.record->document = std::move(read).value();
  outcome.record->audited = auditor.audit(outcome.record->document);
  outcome.record->audited.document = &outcome.record->document;
  return outcome;
}

// The next record the batch should audit, skipping those options.select declines.
std::optional<ingest::PendingRecord> next_selected(ingest::RecordStream& records, const BatchOptions& options) {
  std::optional<ingest::PendingRecord> record = records.next();
  while (record && options.select && !options.select(record->input)) record = records.next();
  return record;
}

void count(const Outcome& outcome, RunSummary& summary) {
  if (outcome.failure) {
    ++summary.failures;
    return;
  }
  ++summary.documents;
  for (const Finding& f : outcome.record->audited.findings) {
    ++summary.findings;
    if (f.severity == Severity::Error) ++summary.errors;
    if (f.severity == Severity::Warning) ++summary.warnings;
    if (f.severity == Severity::Info) ++summary.infos;
  }
}

void emit(Outcome& outcome, FindingSink& sink) {
  if (outcome.failure) {
    sink.failure(*outcome.failure);
  } else {
    // The aliasing pointer keeps the whole record (the Document too) alive.
    sink.shared_document(std::shared_ptr<const AuditedDocument>(outcome.record, &outcome.record->audited));
  }
}

/// The state workers and the emitter share; every field is guarded by `mutex`.
class OrderedRun {
 public:
  OrderedRun(const Auditor& auditor, ingest::RecordStream& records, const BatchOptions& options, size_t window)
      : auditor_(auditor), records_(records), options_(options), window_(window) {}

  // Pulls records while there is room in the window; audits them outside the lock.
  void work() {
    for (;;) {
      std::optional<ingest::PendingRecord> record;
      size_t index = 0;
      {
        std::unique_lock lock(mutex_);
        has_room_.wait(lock, [&] { return exhausted_ || claimed_ < emitted_ + window_; });
        if (exhausted_) return;
        // Reading the stream is serialized: a JSONL line or a file name is cheap to take.
        record = next_selected(records_, options_);
        if (!record) {
          exhausted_ = true;
          ready_.notify_all();
          has_room_.notify_all();
          return;
        }
        index = claimed_++;
      }
      Outcome outcome = audit_one(auditor_, *record);
      std::lock_guard lock(mutex_);
      finished_.emplace(index, std::move(outcome));
      ready_.notify_all();
    }
  }

  // The next outcome in order, or nullopt when every record has been emitted.
  std::optional<Outcome> take() {
    std::unique_lock lock(mutex_);
    ready_.wait(lock, [&] {
      return finished_.count(emitted_) > 0 || (exhausted_ && emitted_ == claimed_);
    });
    auto it = finished_.find(emitted_);
    if (it == finished_.end()) return std::nullopt;
    Outcome outcome = std::move(it->second);
    finished_.erase(it);
    return outcome;
  }

  // Marks one more record emitted, making room for the workers; returns (done, total or 0).
  std::pair<size_t, size_t> emitted() {
    std::lock_guard lock(mutex_);
    ++emitted_;
    has_room_.notify_all();
    return {emitted_, exhausted_ ? claimed_ : 0};
  }

 private:
  const Auditor& auditor_;
  ingest::RecordStream& records_;
  const BatchOptions& options_;
  const size_t window_;
  std::mutex mutex_;
  std::condition_variable ready_;     // a result arrived, or the stream ended
  std::condition_variable has_room_;  // the emitter consumed one
  std::map<size_t, Outcome> finished_;
  size_t claimed_ = 0;
  size_t emitted_ = 0;
  bool exhausted_ = false;
};

void run_sequential(const Auditor& auditor, ingest::RecordStream& records,
                    const BatchOptions& options, FindingSink& sink, RunSummary& summary) {
  size_t done = 0;
  while (std::optional<ingest::PendingRecord> record = next_selected(records, options)) {
    Outcome outcome = audit_one(auditor, *record);
    count(outcome, summary);
    emit(outcome, sink);
    if (options.progress) options.progress(++done, 0);
  }
}

void run_parallel(const Auditor& auditor, ingest::RecordStream& records, unsigned jobs,
                  const BatchOptions& options, FindingSink& sink, RunSummary& summary) {
  OrderedRun run(auditor, records, options, static_cast<size_t>(jobs) * 4);
  std::vector<std::thread> threads;
  for (unsigned i = 0; i < jobs; ++i) threads.emplace_back([&run] { run.work(); });
  while (std::optional<Outcome> outcome = run.take()) {
    count(*outcome, summary);
    emit(*outcome, sink);
    outcome.reset();  // free the document before the workers fill its slot
    auto [done, total] = run.emitted();
    if (options.progress) options.progress(done, total);
  }
  for (std::thread& t : threads) t.join();
}

}  // namespace

RunSummary run_batch(const Auditor& auditor, ingest::RecordStream& records,
                     const BatchOptions& options, FindingSink& sink) {
  auto started = std::chrono::steady_clock::now();
  RunSummary summary;
  unsigned jobs = options.jobs ? options.jobs : std::max(1u, std::thread::hardware_concurrency());
  if (jobs > 1) {
    run_parallel(auditor, records, jobs, options, sink, summary);
  } else {
    run_sequential(auditor, records, options, sink, summary);
  }
  summary.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return summary;
}

RunSummary run_batch(const Auditor& auditor, const std::vector<ingest::InputRef>& inputs,
                     const BatchOptions& options, FindingSink& sink) {
  ingest::RecordStream records(inputs, auditor.options().read);
  BatchOptions adjusted = options;
  // A short list of files needs no more threads than files (JSONL dumps and feeds may, but one
  // input is usually one document).
  if (adjusted.jobs == 0) adjusted.jobs = std::max(1u, std::thread::hardware_concurrency());
  bool containers = std::any_of(inputs.begin(), inputs.end(), [&](const ingest::InputRef& in) {
    auto kind = ingest::kind_from_name(in.path, auditor.options().read.format);
    return !kind || *kind == ingest::InputKind::Jsonl || *kind == ingest::InputKind::Feed;
  });
  if (!containers)
    adjusted.jobs =
        static_cast<unsigned>(std::min<size_t>(adjusted.jobs, std::max<size_t>(1, inputs.size())));
  return run_batch(auditor, records, adjusted, sink);
}

}  // namespace auditor::pipeline
