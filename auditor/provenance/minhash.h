// MinHash signatures over word shingles, and the LSH band index that finds a document's likely
// sources and copies in a corpus without comparing it with every other document.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "auditor/provenance/words.h"

namespace auditor::provenance {

/// How documents are shingled, signed and banded. Signatures only compare under equal parameters,
/// so an index records describe() and re-indexes when it changes.
///
/// Defaults, and why: a rewrite of a 15 KB article in 5 KB keeps at most a third of the source's
/// shingles, so the pair's Jaccard resemblance is low (a copy taking 30% of its shingles from a
/// source three times its size has J = 0.3·a / (3a + a − 0.3·a) ≈ 0.08) even though its
/// containment is high. Bands of one row catch such pairs: with 64 one-row bands, a pair is a
/// candidate when at least `min_shared_bands` = 2 minima agree, which happens with probability
/// 1 − (1−J)^64 − 64·J·(1−J)^63: 0.96 at J = 0.08, 0.84 at J = 0.05, 0.13 at J = 0.01 (unrelated
/// texts sharing a stock phrase). Candidates are then verified by estimated, then exact, containment.
struct MinHashParams {
  uint32_t shingle_words = 3;  ///< content stems per shingle: robust to a changed word every ~3
  uint32_t hashes = 64;        ///< signature length; ±0.035 on a Jaccard estimate near 0.1
  uint32_t rows_per_band = 1;  ///< hashes / rows_per_band bands
  uint32_t min_shared_bands = 2;
  uint64_t seed = 0x5EED0A0D1707ULL;

  uint32_t bands() const { return hashes / rows_per_band; }
  /// A stable text naming every parameter ("minhash-v1 k=3 hashes=64 rows=1 seed=…").
  std::string describe() const;
};

/// Sorted, unique hashes of every run of `shingle_words` consecutive content stems of a text
/// (stop words skipped), read with the tokenizer and folding index_words uses.
std::vector<uint64_t> document_shingles(std::string_view text, const StopWords& stop_words, uint32_t shingle_words);

/// Share of the sorted set `part` that is in the sorted set `whole` (0 when part is empty).
double containment(std::span<const uint64_t> part, std::span<const uint64_t> whole);

/// A document's MinHash signature: for each hash function, the smallest value over its shingles.
struct Signature {
  std::vector<uint32_t> mins;
  uint32_t shingles = 0;  ///< how many distinct shingles the document has

  /// Too short to compare: fewer shingles than a couple of sentences give.
  bool too_short() const { return shingles < kMinShingles; }
  static constexpr uint32_t kMinShingles = 8;
};

/// Signs shingle sets with `hashes` cheap hash functions h_i(x) = (a_i·x + b_i) >> 32 over one
/// mixed 64-bit hash x per shingle (multiply-add-shift, a universal family): one multiply and add
/// per function and shingle, which the compiler vectorizes.
class MinHasher {
 public:
  explicit MinHasher(const MinHashParams& params = {});

  Signature sign(std::span<const uint64_t> shingles) const;
  /// One key per band: the band's number and its rows hashed together.
  std::vector<uint64_t> band_keys(const Signature& signature) const;
  const MinHashParams& params() const { return params_; }

 private:
  MinHashParams params_;
  std::vector<uint64_t> multipliers_, offsets_;
};

/// Estimated Jaccard resemblance: the share of hash functions whose minima agree.
double estimate_jaccard(const Signature& a, const Signature& b);
/// Estimated share of `part`'s shingles found in `whole`, from the Jaccard estimate and both sizes:
/// |A∩B| = J·(|A|+|B|)/(1+J).
double estimate_containment(const Signature& part, const Signature& whole);

/// Band keys of many documents in one sorted array: a query is one binary search per band.
class LshIndex {
 public:
  /// A document that shares band keys with the query.
  struct Candidate {
    uint32_t item = 0;
    uint32_t shared_bands = 0;
  };

  void add(uint32_t item, std::span<const uint64_t> band_keys);
  /// Sorts the keys; call after the last add and before query.
  void build();
  /// Items sharing at least `min_shared` keys with `band_keys`. Buckets holding more than
  /// `max_bucket` items are skipped: a shingle that starts thousands of articles is boilerplate
  /// (a sign-off, a standard disclaimer), not evidence of copying.
  std::vector<Candidate> query(std::span<const uint64_t> band_keys, uint32_t min_shared,
                               uint32_t max_bucket = 1000) const;
  size_t size() const { return entries_.size(); }

 private:
  std::vector<std::pair<uint64_t, uint32_t>> entries_;  ///< (band key, item)
};

}  // namespace auditor::provenance
