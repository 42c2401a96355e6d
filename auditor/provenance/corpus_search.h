// Finding near-duplicate articles in a corpus: candidate pairs from the band index, who copied
// whom, and the clusters of copies around their originals.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "auditor/provenance/minhash.h"

namespace auditor::provenance {

/// A document of the corpus as the search sees it: its stored id, date and signature.
struct CorpusEntry {
  int64_t id = 0;          ///< the document's id in the store (smaller: stored earlier)
  std::string published;   ///< ISO 8601 publication date, or "" when unknown
  Signature signature;
};

/// Two documents that look like near-duplicates, with the estimated share of each in the other.
struct CandidatePair {
  int64_t first = 0, second = 0;
  double first_in_second = 0;  ///< estimated share of first's shingles found in second
  double second_in_first = 0;
};

/// A copy and the document it took from, with shares of shingles both ways.
struct CopyEdge {
  int64_t copy_id = 0, source_id = 0;
  double copied_share = 0;  ///< share of the copy's shingles found in the source
  double source_used = 0;   ///< share of the source's shingles found in the copy
};

/// A connected group of copies and the originals they took from.
struct Cluster {
  int64_t id = 0;                  ///< the smallest document id in the cluster
  std::vector<int64_t> originals;  ///< copied from no one in the cluster, by id
  std::vector<int64_t> copies;     ///< by id
};

/// Which of two near-duplicates is the likely original: the earlier publication date; when a date
/// is missing or they are equal, the longer text (a rewrite rarely adds more than it drops), then
/// the one stored first.
bool is_likely_original(const CorpusEntry& a, const CorpusEntry& b);

/// Orients a pair into a copy→source edge by is_likely_original.
CopyEdge orient(const CorpusEntry& a, const CorpusEntry& b, double a_in_b, double b_in_a);

/// Drops the links between two copies of one original: when c and s both copied t, and c holds
/// at least as much of t as of s, what c shares with s came from t, not from s.
std::vector<CopyEdge> without_sibling_edges(std::span<const CopyEdge> edges);

/// Groups edges into clusters: connected components, each document an original or a copy.
std::vector<Cluster> build_clusters(std::span<const CopyEdge> edges);

/// Every signature of a corpus in one in-memory band index.
class CorpusSearch {
 public:
  explicit CorpusSearch(MinHasher hasher) : hasher_(std::move(hasher)) {}

  /// Adds a document; short documents are kept for lookups but never banded.
  void add(CorpusEntry entry);
  /// Sorts the band index; call after the last add.
  void build() { index_.build(); }

  /// Documents that share bands with entry `index` and hold (or are held in) at least
  /// `min_containment` of it by estimate; each pair once per query.
  std::vector<CandidatePair> candidates(size_t index, double min_containment) const;

  size_t size() const { return entries_.size(); }
  const CorpusEntry& entry(size_t index) const { return entries_[index]; }
  /// The position of a stored document id, if it was added.
  std::optional<size_t> find(int64_t id) const;
  const MinHasher& hasher() const { return hasher_; }

 private:
  MinHasher hasher_;
  std::vector<CorpusEntry> entries_;
  std::unordered_map<int64_t, size_t> by_id_;
  LshIndex index_;
};

}  // namespace auditor::provenance
