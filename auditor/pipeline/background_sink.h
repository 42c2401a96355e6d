// A sink that hands a run to another sink on its own thread, so slow writes (SQLite) overlap the
// audit instead of holding up the thread that emits results in order.
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>

#include "auditor/core/sink.h"

namespace auditor::pipeline {

/// Forwards begin, documents, failures and end to `next` in the same order, on one thread of its
/// own. A shared document is kept as it is; one passed by reference is copied (with its Document),
/// since the caller's copy dies once emitted. At
/// most `capacity` items wait; the caller blocks beyond that, so memory stays bounded. end() waits
/// until `next` has received everything, so its results (errors) can be read afterwards.
class BackgroundSink final : public FindingSink {
 public:
  explicit BackgroundSink(FindingSink& next, size_t capacity = 512);
  ~BackgroundSink() override;
  BackgroundSink(const BackgroundSink&) = delete;
  BackgroundSink& operator=(const BackgroundSink&) = delete;

  void begin(const RunInfo& run) override;
  void document(const AuditedDocument& audited) override;
  void shared_document(std::shared_ptr<const AuditedDocument> audited) override;
  void failure(const InputFailure& failure) override;
  void end(const RunSummary& summary) override;

 private:
  void push(std::function<void()> work);
  void drain();

  FindingSink& next_;
  size_t capacity_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<std::function<void()>> queue_;
  bool closing_ = false;
  std::thread worker_;
};

}  // namespace auditor::pipeline
