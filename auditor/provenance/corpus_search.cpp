// Candidate pairs from the band index, copy→source orientation and union-find clustering.
#include "auditor/provenance/corpus_search.h"

#include <algorithm>
#include <map>
#include <set>

namespace auditor::provenance {

bool is_likely_original(const CorpusEntry& a, const CorpusEntry& b) {
  if (!a.published.empty() && !b.published.empty() && a.published != b.published) {
    return a.published < b.published;  // ISO 8601 sorts as text
  }
  if (a.signature.shingles != b.signature.shingles) return a.signature.shingles > b.signature.shingles;
  return a.id < b.id;
}

CopyEdge orient(const CorpusEntry& a, const CorpusEntry& b, double a_in_b, double b_in_a) {
  if (is_likely_original(a, b)) return {b.id, a.id, b_in_a, a_in_b};
  return {a.id, b.id, a_in_b, b_in_a};
}

namespace {

// Union-find over document ids, with path halving.
class Components {
 public:
  int64_t root(int64_t id) {
    parent_.try_emplace(id, id);
    while (parent_[id] != id) {
      int64_t up = parent_[id];
      parent_[id] = parent_[up];
      id = parent_[id];
    }
    return id;
  }
  void join(int64_t a, int64_t b) {
    int64_t ra = root(a), rb = root(b);
    if (ra != rb) parent_[std::max(ra, rb)] = std::min(ra, rb);  // the smaller id names the cluster
  }
  std::vector<int64_t> members() const {
    std::vector<int64_t> out;
    for (const auto& [id, parent] : parent_) out.push_back(id);
    return out;
  }

 private:
  std::map<int64_t, int64_t> parent_;
};

}  // namespace

std::vector<CopyEdge> without_sibling_edges(std::span<const CopyEdge> edges) {
  std::map<std::pair<int64_t, int64_t>, double> share;  // (copy, source) -> copied_share
  std::map<int64_t, std::vector<int64_t>> sources_of;
  for (const CopyEdge& e : edges) {
    share[{e.copy_id, e.source_id}] = e.copied_share;
    sources_of[e.copy_id].push_back(e.source_id);
  }
  auto sibling = [&](const CopyEdge& e) {
    auto of_source = sources_of.find(e.source_id);
    if (of_source == sources_of.end()) return false;
    for (int64_t original : of_source->second) {
      auto direct = share.find({e.copy_id, original});
      if (direct != share.end() && direct->second >= e.copied_share) return true;
    }
    return false;
  };
  std::vector<CopyEdge> out;
  for (const CopyEdge& e : edges) {
    if (!sibling(e)) out.push_back(e);
  }
  return out;
}

std::vector<Cluster> build_clusters(std::span<const CopyEdge> edges) {
  Components components;
  std::set<int64_t> copies;
  for (const CopyEdge& e : edges) {
    components.join(e.copy_id, e.source_id);
    copies.insert(e.copy_id);
  }
  std::map<int64_t, Cluster> by_root;
  for (int64_t id : components.members()) {
    int64_t root = components.root(id);
    Cluster& c = by_root[root];
    c.id = root;  // the root is the smallest id, as join() keeps it
    (copies.contains(id) ? c.copies : c.originals).push_back(id);
  }
  std::vector<Cluster> out;
  for (auto& [root, cluster] : by_root) out.push_back(std::move(cluster));
  return out;
}

void CorpusSearch::add(CorpusEntry entry) {
  auto item = static_cast<uint32_t>(entries_.size());
  if (!entry.signature.too_short()) index_.add(item, hasher_.band_keys(entry.signature));
  by_id_[entry.id] = item;
  entries_.push_back(std::move(entry));
}

std::optional<size_t> CorpusSearch::find(int64_t id) const {
  auto it = by_id_.find(id);
  if (it == by_id_.end()) return std::nullopt;
  return it->second;
}

std::vector<CandidatePair> CorpusSearch::candidates(size_t index, double min_containment) const {
  std::vector<CandidatePair> out;
  const CorpusEntry& query = entries_[index];
  if (query.signature.too_short()) return out;
  const MinHashParams& params = hasher_.params();
  for (const LshIndex::Candidate& c :
       index_.query(hasher_.band_keys(query.signature), params.min_shared_bands)) {
    if (c.item == index) continue;
    const CorpusEntry& other = entries_[c.item];
    double query_in_other = estimate_containment(query.signature, other.signature);
    double other_in_query = estimate_containment(other.signature, query.signature);
    if (std::max(query_in_other, other_in_query) < min_containment) continue;
    out.push_back({query.id, other.id, query_in_other, other_in_query});
  }
  return out;
}

}  // namespace auditor::provenance
