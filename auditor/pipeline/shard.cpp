// Assigning inputs to shards by a stable hash of their names.
#include "auditor/pipeline/shard.h"

#include <charconv>
#include <string>

namespace auditor::pipeline {

bool Shard::contains(std::string_view input) const {
  if (count <= 1) return true;
  // FNV-1a: fixed by definition, so every machine and every build agrees on the split.
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : input) h = (h ^ c) * 1099511628211ull;
  return h % count == index - 1;
}

Result<Shard> parse_shard(std::string_view text) {
  auto invalid = [&] {
    return make_error(ErrorCode::Usage, "--shard",
                      "\"" + std::string(text) + "\" is not a shard; write K/N with 1 <= K <= N, e.g. 2/8 for the "
                      "second of eight machines");
  };
  size_t slash = text.find('/');
  if (slash == std::string_view::npos) return invalid();
  Shard shard;
  auto parse = [](std::string_view part, uint32_t& out) {
    auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), out);
    return ec == std::errc() && end == part.data() + part.size() && !part.empty();
  };
  if (!parse(text.substr(0, slash), shard.index) || !parse(text.substr(slash + 1), shard.count)) return invalid();
  if (shard.count == 0 || shard.index == 0 || shard.index > shard.count) return invalid();
  return shard;
}

}  // namespace auditor::pipeline
