// The corpus index in SQLite: signatures and band keys of stored documents, copy edges, clusters.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "auditor/core/result.h"
#include "auditor/provenance/corpus_search.h"
#include "auditor/store/store.h"

namespace auditor::store {

/// A stored document read back: its text and the metadata the documents table keeps.
struct StoredDocument {
  int64_t id = 0;
  std::string content_hash, input, url, title, byline, publisher, published, modified, language, format, text;
};

/// Reads and writes the corpus tables of an open store, for one set of MinHash parameters.
/// Writes are parameterized; group many with Store::begin_transaction and commit.
class CorpusIndex {
 public:
  CorpusIndex(Store& store, const provenance::MinHasher& hasher) : store_(store), hasher_(hasher) {}

  /// Drops signatures and band keys made under other parameters, so they are built again.
  Status drop_stale();
  /// A stored text to index.
  struct Unindexed {
    int64_t id = 0;
    std::string text;
  };
  /// Up to `limit` stored documents with no signature yet and an id above `after`, in id order.
  Result<std::vector<Unindexed>> unindexed(int64_t after, size_t limit);
  /// One stored document, text and metadata.
  Result<StoredDocument> document(int64_t id);
  /// Stores a document's signature and its band keys.
  Status add(int64_t document_id, const provenance::Signature& signature);
  /// Stores many documents' signatures, then their band keys in key order: sorted inserts keep the
  /// band table's B-tree pages in cache, several times faster than one document at a time.
  Status add(std::span<const int64_t> document_ids, std::span<const provenance::Signature> signatures);
  /// Calls `visit` with every indexed document (id, date, signature), in id order.
  Status for_each_entry(const std::function<void(provenance::CorpusEntry&&)>& visit);
  /// Indexed documents sharing at least min_shared_bands band keys with `signature`, straight
  /// from the band table: finding one document's near-duplicates without loading the corpus.
  Result<std::vector<provenance::CorpusEntry>> candidates(const provenance::Signature& signature);

  /// Records (or updates) that a document copied from another.
  Status add_edge(const provenance::CopyEdge& edge, int64_t run_id);
  /// Forgets that a document copied from another.
  Status remove_edge(const provenance::CopyEdge& edge);
  /// Every copy edge, by copy then source.
  Result<std::vector<provenance::CopyEdge>> edges();
  /// Replaces the stored clusters with these.
  Status replace_clusters(std::span<const provenance::Cluster> clusters);
  /// The stored clusters, by cluster id, members by id.
  Result<std::vector<provenance::Cluster>> clusters();

 private:
  Result<provenance::CorpusEntry> entry(int64_t id);

  Store& store_;
  const provenance::MinHasher& hasher_;
};

}  // namespace auditor::store
