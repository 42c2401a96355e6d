// The background sink: a bounded queue of closures drained in order by one worker thread.
#include "auditor/pipeline/background_sink.h"

namespace auditor::pipeline {

BackgroundSink::BackgroundSink(FindingSink& next, size_t capacity)
    : next_(next), capacity_(capacity == 0 ? 1 : capacity), worker_([this] { drain(); }) {}

BackgroundSink::~BackgroundSink() {
  {
    std::lock_guard lock(mutex_);
    closing_ = true;
  }
  changed_.notify_all();
  if (worker_.joinable()) worker_.join();
}

void BackgroundSink::push(std::function<void()> work) {
  std::unique_lock lock(mutex_);
  changed_.wait(lock, [&] { return queue_.size() < capacity_; });
  queue_.push_back(std::move(work));
  lock.unlock();
  changed_.notify_all();
}

void BackgroundSink::drain() {
  while (true) {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return closing_ || !queue_.empty(); });
    if (queue_.empty()) return;  // closing, and everything was handed on
    std::function<void()> work = std::move(queue_.front());
    queue_.pop_front();
    lock.unlock();
    changed_.notify_all();
    work();
  }
}

void BackgroundSink::begin(const RunInfo& run) {
  push([this, run] { next_.begin(run); });
}

void BackgroundSink::document(const AuditedDocument& audited) {
  auto document = std::make_shared<const Document>(*audited.document);
  auto copy = std::make_shared<AuditedDocument>(audited);
  copy->document = document.get();
  push([this, document, copy] { next_.document(*copy); });
}

void BackgroundSink::shared_document(std::shared_ptr<const AuditedDocument> audited) {
  push([this, audited = std::move(audited)] { next_.document(*audited); });
}

void BackgroundSink::failure(const InputFailure& failure) {
  push([this, failure] { next_.failure(failure); });
}

void BackgroundSink::end(const RunSummary& summary) {
  push([this, summary] { next_.end(summary); });
  {
    std::lock_guard lock(mutex_);
    closing_ = true;
  }
  changed_.notify_all();
  if (worker_.joinable()) worker_.join();
}

}  // namespace auditor::pipeline
