// `auditor provenance` as a library call: index the stored documents not indexed yet, find who
// copied whom among them, cluster the near-duplicates, and check each copy against its sources.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "auditor/core/finding.h"
#include "auditor/core/result.h"
#include "auditor/pipeline/auditor.h"
#include "auditor/provenance/minhash.h"
#include "auditor/store/corpus_index.h"
#include "auditor/store/store.h"

namespace auditor::pipeline {

/// What a corpus run was asked.
struct CorpusRunOptions {
  /// A pair is a copy and its source when at least this share of one's shingles is in the other.
  double min_containment = 0.3;
  unsigned jobs = 0;                    ///< comparison threads (0: all cores)
  std::vector<std::string> arguments;   ///< the command line, recorded with the run
  provenance::MinHashParams params;
};

/// A copy compared with its sources in this run, with the findings that were stored.
struct CheckedCopy {
  int64_t document_id = 0;
  std::string input;
  std::vector<Finding> findings;
};

/// What a corpus run did.
struct CorpusRunResult {
  int64_t run_id = 0;
  size_t indexed = 0;    ///< documents indexed by this run (the others were indexed before)
  size_t documents = 0;  ///< documents in the index
  size_t new_edges = 0;  ///< copy→source edges found or updated by this run
  std::vector<CheckedCopy> checked;
};

/// Runs the corpus search over a store: only documents new to the index are searched for, and
/// only copies with a new source are compared again; clusters are rebuilt from every edge.
/// Findings go into the store as an ordinary run with the given arguments.
Result<CorpusRunResult> run_corpus(const Auditor& auditor, store::Store& store, const CorpusRunOptions& options);

/// The Document a stored text reads back as: the text reader over it, with the stored metadata.
/// Links and JSON-LD are not stored, so credit by link alone is not seen in a corpus run.
Document stored_document(const store::StoredDocument& stored);

}  // namespace auditor::pipeline
