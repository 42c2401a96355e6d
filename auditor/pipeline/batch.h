// Auditing many inputs on worker threads while a single thread feeds the sink in input order.
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

#include "auditor/core/sink.h"
#include "auditor/ingest/input.h"
#include "auditor/pipeline/auditor.h"

namespace auditor::pipeline {

/// How a batch runs.
struct BatchOptions {
  unsigned jobs = 0;  ///< worker threads; 0 = all cores
  /// Called on the sink's thread after each input (done, total); for progress displays.
  std::function<void(size_t done, size_t total)> progress;
};

/// Audits every input; documents and failures reach the sink in input order, from one thread,
/// so sinks need no locking and output is deterministic whatever the number of jobs. Memory stays
/// bounded: at most a few documents per worker are in flight. Returns the run's totals.
RunSummary run_batch(const Auditor& auditor, const std::vector<ingest::InputRef>& inputs,
                     const BatchOptions& options, FindingSink& sink);

}  // namespace auditor::pipeline
