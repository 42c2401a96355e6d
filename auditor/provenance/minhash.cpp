// MinHash signing, containment estimates and the in-memory LSH band index.
#include "auditor/provenance/minhash.h"

#include <algorithm>
#include <limits>

namespace auditor::provenance {

namespace {

/// splitmix64's finalizer: spreads structured inputs (stem hashes, band numbers) over 64 bits.
uint64_t mix(uint64_t x) {
  x ^= x >> 30;
  x *= 0xBF58476D1CE4E5B9ULL;
  x ^= x >> 27;
  x *= 0x94D049BB133111EBULL;
  return x ^ (x >> 31);
}

uint64_t shingle_hash(std::span<const uint64_t> stems) {
  uint64_t h = 0x9E3779B97F4A7C15ULL;
  for (uint64_t stem : stems) h = mix(h ^ stem);
  return h;
}

}  // namespace

std::string MinHashParams::describe() const {
  return "minhash-v1 k=" + std::to_string(shingle_words) + " hashes=" + std::to_string(hashes) +
         " rows=" + std::to_string(rows_per_band) + " seed=" + std::to_string(seed);
}

std::vector<uint64_t> document_shingles(std::string_view text, const StopWords& stop_words, uint32_t shingle_words) {
  std::vector<Word> words;
  std::vector<text::Token> tokens;
  append_words(text, Span{0, static_cast<uint32_t>(text.size())}, stop_words, words, tokens);
  std::vector<uint64_t> stems;
  stems.reserve(words.size());
  for (const Word& w : words) {
    if (w.content) stems.push_back(w.stem);
  }
  std::vector<uint64_t> out;
  if (stems.size() < shingle_words) return out;
  out.reserve(stems.size() - shingle_words + 1);
  for (size_t i = 0; i + shingle_words <= stems.size(); ++i) {
    out.push_back(shingle_hash(std::span(stems).subspan(i, shingle_words)));
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

double containment(std::span<const uint64_t> part, std::span<const uint64_t> whole) {
  if (part.empty()) return 0;
  size_t shared = 0;
  auto w = whole.begin();
  for (uint64_t x : part) {
    w = std::lower_bound(w, whole.end(), x);
    if (w == whole.end()) break;
    if (*w == x) ++shared;
  }
  return static_cast<double>(shared) / static_cast<double>(part.size());
}

MinHasher::MinHasher(const MinHashParams& params) : params_(params) {
  uint64_t state = params_.seed;
  for (uint32_t i = 0; i < params_.hashes; ++i) {
    multipliers_.push_back(mix(state += 0x9E3779B97F4A7C15ULL) | 1);  // odd: a bijection mod 2^64
    offsets_.push_back(mix(state += 0x9E3779B97F4A7C15ULL));
  }
}

Signature MinHasher::sign(std::span<const uint64_t> shingles) const {
  Signature out;
  out.shingles = static_cast<uint32_t>(shingles.size());
  out.mins.assign(params_.hashes, std::numeric_limits<uint32_t>::max());
  const uint64_t* a = multipliers_.data();
  const uint64_t* b = offsets_.data();
  uint32_t* mins = out.mins.data();
  const uint32_t n = params_.hashes;
  for (uint64_t shingle : shingles) {
    const uint64_t x = mix(shingle);
    for (uint32_t i = 0; i < n; ++i) {
      auto v = static_cast<uint32_t>((a[i] * x + b[i]) >> 32);
      mins[i] = std::min(mins[i], v);
    }
  }
  return out;
}

std::vector<uint64_t> MinHasher::band_keys(const Signature& signature) const {
  std::vector<uint64_t> keys;
  const uint32_t rows = params_.rows_per_band;
  keys.reserve(params_.bands());
  for (uint32_t band = 0; band < params_.bands(); ++band) {
    uint64_t key = mix(band + 1);
    for (uint32_t r = 0; r < rows; ++r) key = mix(key ^ signature.mins[band * rows + r]);
    keys.push_back(key);
  }
  return keys;
}

double estimate_jaccard(const Signature& a, const Signature& b) {
  if (a.mins.size() != b.mins.size() || a.mins.empty() || a.shingles == 0 || b.shingles == 0) return 0;
  size_t equal = 0;
  for (size_t i = 0; i < a.mins.size(); ++i) equal += a.mins[i] == b.mins[i];
  return static_cast<double>(equal) / static_cast<double>(a.mins.size());
}

double estimate_containment(const Signature& part, const Signature& whole) {
  double j = estimate_jaccard(part, whole);
  if (j == 0) return 0;
  double shared = j * (static_cast<double>(part.shingles) + whole.shingles) / (1 + j);
  return std::min(1.0, shared / part.shingles);
}

void LshIndex::add(uint32_t item, std::span<const uint64_t> band_keys) {
  for (uint64_t key : band_keys) entries_.emplace_back(key, item);
}

void LshIndex::build() { std::sort(entries_.begin(), entries_.end()); }

std::vector<LshIndex::Candidate> LshIndex::query(std::span<const uint64_t> band_keys, uint32_t min_shared,
                                                 uint32_t max_bucket) const {
  std::vector<uint32_t> hits;
  for (uint64_t key : band_keys) {
    auto first = std::lower_bound(entries_.begin(), entries_.end(), std::make_pair(key, uint32_t{0}));
    auto last = std::upper_bound(first, entries_.end(), std::make_pair(key, std::numeric_limits<uint32_t>::max()));
    if (static_cast<size_t>(last - first) > max_bucket) continue;
    for (auto it = first; it != last; ++it) hits.push_back(it->second);
  }
  std::sort(hits.begin(), hits.end());
  std::vector<Candidate> out;
  for (size_t i = 0; i < hits.size();) {
    size_t j = i;
    while (j < hits.size() && hits[j] == hits[i]) ++j;
    if (j - i >= min_shared) out.push_back({hits[i], static_cast<uint32_t>(j - i)});
    i = j;
  }
  return out;
}

}  // namespace auditor::provenance
