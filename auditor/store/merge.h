// `auditor db merge`: combining the databases of sharded runs into one.
#pragma once

#include <cstdint>

#include "auditor/core/result.h"
#include "auditor/store/store.h"

namespace auditor::store {

/// What merging one database added to the target.
struct MergeCounts {
  int64_t runs_added = 0;
  int64_t runs_present = 0;  ///< runs the target already held (merged before)
  int64_t documents = 0;
  int64_t findings = 0;
  int64_t waivers = 0;
};

/// Copies every run of `from` into `into` under new ids, each with its documents, findings,
/// analysis and failures. A document already stored with the same findings under the same rules is
/// linked, not copied; a run already merged (same run identity) is skipped, so merging the same
/// database twice adds nothing. Waivers are added unless their fingerprint is already waived.
Result<MergeCounts> merge_database(Store& into, Store& from);

}  // namespace auditor::store
