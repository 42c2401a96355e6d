// Ordered parallel auditing: workers claim inputs by index, the calling thread emits in order.
#include "auditor/pipeline/batch.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

namespace auditor::pipeline {

namespace {

// The outcome of one input: a document with its findings, or the reason it could not be read.
struct Outcome {
  std::unique_ptr<Document> document;
  std::optional<AuditedDocument> audited;
  std::optional<InputFailure> failure;
};

Outcome audit_one(const Auditor& auditor, const ingest::InputRef& input) {
  Outcome outcome;
  Result<AuditedDocument> result = auditor.audit_input(input, outcome.document);
  if (result.ok()) {
    outcome.audited = std::move(result).value();
    outcome.audited->document = outcome.document.get();
  } else {
    outcome.failure = InputFailure{input.path, result.error()};
  }
  return outcome;
}

void count(const Outcome& outcome, RunSummary& summary) {
  if (outcome.failure) {
    ++summary.failures;
    return;
  }
  ++summary.documents;
  for (const Finding& f : outcome.audited->findings) {
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
    sink.document(*outcome.audited);
  }
}

}  // namespace

RunSummary run_batch(const Auditor& auditor, const std::vector<ingest::InputRef>& inputs,
                     const BatchOptions& options, FindingSink& sink) {
  auto started = std::chrono::steady_clock::now();
  RunSummary summary;
  unsigned jobs = options.jobs ? options.jobs : std::max(1u, std::thread::hardware_concurrency());
  jobs = static_cast<unsigned>(std::min<size_t>(jobs, std::max<size_t>(1, inputs.size())));

  std::mutex mutex;
  std::condition_variable ready;      // a result arrived
  std::condition_variable has_room;   // the emitter consumed one
  std::map<size_t, Outcome> finished;
  std::atomic<size_t> next{0};
  size_t emitted = 0;
  const size_t window = static_cast<size_t>(jobs) * 4;  // bounds memory: results wait in order

  auto worker = [&] {
    for (;;) {
      size_t index = next.fetch_add(1);
      if (index >= inputs.size()) return;
      {
        std::unique_lock lock(mutex);
        has_room.wait(lock, [&] { return index < emitted + window; });
      }
      Outcome outcome = audit_one(auditor, inputs[index]);
      std::lock_guard lock(mutex);
      finished.emplace(index, std::move(outcome));
      ready.notify_one();
    }
  };

  std::vector<std::thread> threads;
  if (jobs > 1) {
    for (unsigned i = 0; i < jobs; ++i) threads.emplace_back(worker);
  }
  while (emitted < inputs.size()) {
    Outcome outcome;
    if (jobs > 1) {
      std::unique_lock lock(mutex);
      ready.wait(lock, [&] { return finished.count(emitted) > 0; });
      auto it = finished.find(emitted);
      outcome = std::move(it->second);
      finished.erase(it);
    } else {
      outcome = audit_one(auditor, inputs[emitted]);
    }
    count(outcome, summary);
    emit(outcome, sink);
    {
      std::lock_guard lock(mutex);
      ++emitted;
    }
    has_room.notify_all();
    if (options.progress) options.progress(emitted, inputs.size());
  }
  for (std::thread& t : threads) t.join();
  summary.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return summary;
}

}  // namespace auditor::pipeline
