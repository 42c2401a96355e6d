// A sink that hands every event to several sinks: the report writer and the store, for one.
#pragma once

#include <vector>

#include "auditor/core/sink.h"

namespace auditor::report {

/// Forwards begin, documents, failures and end, in order, to each sink it holds (null ones are
/// skipped), so a run prints and stores through one path.
class TeeSink final : public FindingSink {
 public:
  explicit TeeSink(std::vector<FindingSink*> sinks) : sinks_(std::move(sinks)) {}
  void begin(const RunInfo& run) override {
    for (FindingSink* s : sinks_) if (s) s->begin(run);
  }
  void document(const AuditedDocument& audited) override {
    for (FindingSink* s : sinks_) if (s) s->document(audited);
  }
  void shared_document(std::shared_ptr<const AuditedDocument> audited) override {
    for (FindingSink* s : sinks_) if (s) s->shared_document(audited);
  }
  void failure(const InputFailure& failure) override {
    for (FindingSink* s : sinks_) if (s) s->failure(failure);
  }
  void end(const RunSummary& summary) override {
    for (FindingSink* s : sinks_) if (s) s->end(summary);
  }

 private:
  std::vector<FindingSink*> sinks_;
};

}  // namespace auditor::report
