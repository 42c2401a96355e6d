// Auditing many inputs on worker threads while a single thread feeds the sink in input order.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "auditor/core/sink.h"
#include "auditor/ingest/input.h"
#include "auditor/ingest/record_source.h"
#include "auditor/pipeline/auditor.h"

namespace auditor::pipeline {

/// How a batch runs.
struct BatchOptions {
  unsigned jobs = 0;  ///< worker threads; 0 = all cores
  /// Called on the sink's thread after each record (done, total); total is 0 while the inputs are
  /// still being read (a JSONL dump's length is not known in advance). For progress displays.
  std::function<void(size_t done, size_t total)> progress;
  /// When set, only records whose name it accepts are read and audited (--shard); the others are
  /// skipped before reading, so they cost nothing.
  std::function<bool(const std::string& input)> select;
};

/// Audits every record of a stream: one per article file, one per JSONL line, one per feed item.
/// Documents and failures reach the sink in stream order, from the calling thread, so sinks need no
/// locking and output is deterministic whatever the number of jobs. Workers take turns pulling
/// records and read them in parallel; at most a few records per worker are in flight, so memory
/// stays flat however long the stream. Returns the run's totals.
RunSummary run_batch(const Auditor& auditor, ingest::RecordStream& records,
                     const BatchOptions& options, FindingSink& sink);

/// run_batch over files and standard input, each read with the auditor's read options.
RunSummary run_batch(const Auditor& auditor, const std::vector<ingest::InputRef>& inputs,
                     const BatchOptions& options, FindingSink& sink);

}  // namespace auditor::pipeline
