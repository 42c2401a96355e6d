// --shard K/N: which inputs belong to one of N machines auditing a batch together.
#pragma once

#include <cstdint>
#include <string_view>

#include "auditor/core/result.h"

namespace auditor::pipeline {

/// The K-th of N shards (1-based). An input belongs to a shard by a hash of its name (path, URL,
/// "dump.jsonl:17"), not by its position, so adding inputs never moves the others between shards.
struct Shard {
  uint32_t index = 1;
  uint32_t count = 1;

  /// Whether the input with this name belongs to this shard.
  bool contains(std::string_view input) const;
  bool is_whole() const { return count == 1; }
};

/// Parses "K/N" with 1 <= K <= N; a Usage error saying what is valid otherwise.
Result<Shard> parse_shard(std::string_view text);

}  // namespace auditor::pipeline
