// The corpus run: incremental indexing, candidate search, exact verification, clustering, and the
// full provenance comparison of each copy with its sources.
#include "auditor/pipeline/corpus_run.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <memory>
#include <set>
#include <thread>

#include <sqlite3.h>

#include "auditor/ingest/text_reader.h"
#include "auditor/store/corpus_index.h"

namespace auditor::pipeline {

namespace {

/// Documents indexed per transaction: large enough that commits cost little, small enough that an
/// interrupted run keeps most of its work.
constexpr size_t kIndexBatch = 512;
/// Copies loaded, compared in parallel, then stored, per round: bounds the documents in memory.
constexpr size_t kCompareBatch = 64;

/// What every step of a run shares.
struct RunContext {
  const Auditor& auditor;
  store::Store& store;
  const provenance::MinHasher& hasher;
  store::CorpusIndex& index;
  provenance::StopWords stop_words;
  const CorpusRunOptions& options;
};

/// Runs `work(i)` for i in [0, count) on `threads` threads.
template <typename Work>
void parallel_for(size_t count, unsigned threads, const Work& work) {
  std::atomic<size_t> next{0};
  auto loop = [&] {
    for (size_t i; (i = next++) < count;) work(i);
  };
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < std::min<size_t>(threads, count); ++t) pool.emplace_back(loop);
  loop();
  for (std::thread& t : pool) t.join();
}

unsigned thread_count(const CorpusRunOptions& options) {
  return options.jobs ? options.jobs : std::max(1u, std::thread::hardware_concurrency());
}

/// Indexes the documents not indexed yet, a batch at a time: texts read, signed in parallel, then
/// written in one transaction. Returns their ids.
Result<std::vector<int64_t>> index_new_documents(RunContext& run) {
  if (Status s = run.index.drop_stale(); !s) return s.error();
  // Band keys land all over the band table's B-tree; with SQLite's default 2 MB page cache a large
  // index re-reads its pages for every batch. 256 MB holds the bands of about 100,000 documents.
  (void)sqlite3_exec(run.store.handle(), "PRAGMA cache_size = -262144", nullptr, nullptr, nullptr);
  std::vector<int64_t> indexed;
  const uint32_t k = run.hasher.params().shingle_words;
  for (int64_t after = 0;;) {
    Result<std::vector<store::CorpusIndex::Unindexed>> batch = run.index.unindexed(after, kIndexBatch);
    if (!batch) return batch.error();
    if (batch->empty()) break;
    std::vector<int64_t> ids;
    for (const auto& d : *batch) ids.push_back(d.id);
    std::vector<provenance::Signature> signatures(batch->size());
    parallel_for(batch->size(), thread_count(run.options), [&](size_t i) {
      signatures[i] = run.hasher.sign(provenance::document_shingles((*batch)[i].text, run.stop_words, k));
    });
    if (Status s = run.store.begin_transaction(); !s) return s.error();
    if (Status s = run.index.add(ids, signatures); !s) return s.error();
    if (Status s = run.store.commit(); !s) return s.error();
    indexed.insert(indexed.end(), ids.begin(), ids.end());
    after = ids.back();
  }
  return indexed;
}

/// Pairs (smaller id, larger id) whose estimated containment reaches half the threshold: the
/// estimate of a low Jaccard is noisy (±0.035 at J = 0.08, a third of it), so the band index casts
/// a wide net and the exact shingle sets decide.
std::set<std::pair<int64_t, int64_t>> candidate_pairs(const provenance::CorpusSearch& search,
                                                      const std::vector<int64_t>& queries, double min_containment) {
  std::set<std::pair<int64_t, int64_t>> out;
  for (int64_t id : queries) {
    std::optional<size_t> at = search.find(id);
    if (!at) continue;
    for (const provenance::CandidatePair& p : search.candidates(*at, min_containment / 2)) {
      out.emplace(std::min(p.first, p.second), std::max(p.first, p.second));
    }
  }
  return out;
}

/// Exact shingle sets of documents, read from the store once each.
class ShingleSets {
 public:
  explicit ShingleSets(RunContext& run) : run_(run) {}
  Result<const std::vector<uint64_t>*> get(int64_t id) {
    auto it = sets_.find(id);
    if (it != sets_.end()) return &it->second;
    Result<store::StoredDocument> doc = run_.index.document(id);
    if (!doc) return doc.error();
    auto shingles = provenance::document_shingles(doc->text, run_.stop_words, run_.hasher.params().shingle_words);
    return &sets_.emplace(id, std::move(shingles)).first->second;
  }

 private:
  RunContext& run_;
  std::map<int64_t, std::vector<uint64_t>> sets_;
};

Result<std::vector<provenance::CopyEdge>> verified_edges(RunContext& run, const provenance::CorpusSearch& search,
                                                         const std::set<std::pair<int64_t, int64_t>>& pairs) {
  ShingleSets sets(run);
  std::vector<provenance::CopyEdge> out;
  for (const auto& [a, b] : pairs) {
    Result<const std::vector<uint64_t>*> sa = sets.get(a);
    if (!sa) return sa.error();
    Result<const std::vector<uint64_t>*> sb = sets.get(b);
    if (!sb) return sb.error();
    double a_in_b = provenance::containment(**sa, **sb);
    double b_in_a = provenance::containment(**sb, **sa);
    if (std::max(a_in_b, b_in_a) < run.options.min_containment) continue;
    out.push_back(provenance::orient(search.entry(*search.find(a)), search.entry(*search.find(b)), a_in_b, b_in_a));
  }
  return out;
}

/// One copy and its sources, read from the store, then compared on a worker thread.
struct CompareJob {
  int64_t copy_id = 0;
  std::unique_ptr<Document> copy;
  std::vector<std::unique_ptr<Document>> sources;
  std::string digest;  ///< the rules and the sources' texts: re-checking an unchanged pair stores nothing twice
  AuditedDocument audited;
};

Result<CompareJob> load_job(RunContext& run, int64_t copy_id, const std::vector<int64_t>& source_ids) {
  CompareJob job;
  job.copy_id = copy_id;
  Result<store::StoredDocument> copy = run.index.document(copy_id);
  if (!copy) return copy.error();
  job.copy = std::make_unique<Document>(stored_document(*copy));
  std::string digest_input = run.auditor.rules().digest();
  for (int64_t id : source_ids) {
    Result<store::StoredDocument> source = run.index.document(id);
    if (!source) return source.error();
    digest_input += ":" + source->content_hash;
    job.sources.push_back(std::make_unique<Document>(stored_document(*source)));
  }
  job.digest = "provenance:" + store::content_hash(digest_input);
  return job;
}

void compare(const Auditor& auditor, const provenance::Checker& checker, CompareJob& job) {
  analysis::ArticleAnalysis derived = auditor.analyze(*job.copy);
  std::vector<provenance::PreparedSource> prepared;
  prepared.reserve(job.sources.size());
  for (const auto& source : job.sources) prepared.push_back(checker.prepare(auditor.analyze(*source)));
  std::vector<const provenance::PreparedSource*> sources;
  for (const auto& p : prepared) sources.push_back(&p);
  job.audited.document = job.copy.get();
  job.audited.language = derived.language;
  job.audited.language_confidence = derived.language_confidence;
  checker.check(derived, sources, job.audited.findings);
  std::sort(job.audited.findings.begin(), job.audited.findings.end(), finding_order);
}

void compare_all(const Auditor& auditor, const provenance::Checker& checker, std::vector<CompareJob>& jobs,
                 unsigned threads) {
  parallel_for(jobs.size(), threads, [&](size_t i) { compare(auditor, checker, jobs[i]); });
}

void count_findings(const std::vector<Finding>& findings, RunSummary& summary) {
  summary.findings += findings.size();
  for (const Finding& f : findings) {
    if (f.severity == Severity::Error) ++summary.errors;
    else if (f.severity == Severity::Warning) ++summary.warnings;
    else ++summary.infos;
  }
}

Status compare_copies(RunContext& run, const provenance::Checker& checker, const std::set<int64_t>& copies,
                      CorpusRunResult& result, RunSummary& summary) {
  Result<std::vector<provenance::CopyEdge>> all = run.index.edges();
  if (!all) return all.error();
  std::map<int64_t, std::vector<int64_t>> sources_of;
  for (const provenance::CopyEdge& e : *all) {
    if (copies.contains(e.copy_id)) sources_of[e.copy_id].push_back(e.source_id);
  }
  const unsigned threads = thread_count(run.options);
  auto it = sources_of.begin();
  while (it != sources_of.end()) {
    std::vector<CompareJob> jobs;
    for (; it != sources_of.end() && jobs.size() < kCompareBatch; ++it) {
      Result<CompareJob> job = load_job(run, it->first, it->second);
      if (!job) return job.error();
      jobs.push_back(std::move(job).value());
    }
    compare_all(run.auditor, checker, jobs, threads);
    if (Status s = run.store.begin_transaction(); !s) return s.error();
    for (CompareJob& job : jobs) {
      Result<int64_t> stored = run.store.add_document(result.run_id, job.digest, job.audited);
      if (!stored) return stored.error();
      ++summary.documents;
      count_findings(job.audited.findings, summary);
      result.checked.push_back({job.copy_id, job.copy->input, std::move(job.audited.findings)});
    }
    if (Status s = run.store.commit(); !s) return s.error();
  }
  return Ok{};
}

Result<provenance::CorpusSearch> load_search(RunContext& run) {
  provenance::CorpusSearch search(run.hasher);
  Status s = run.index.for_each_entry([&](provenance::CorpusEntry&& e) { search.add(std::move(e)); });
  if (!s) return s.error();
  search.build();
  return search;
}

/// Stores the new edges, drops links between sibling copies (old and new alike), and rebuilds the
/// clusters; returns the edges kept.
Result<std::vector<provenance::CopyEdge>> store_edges_and_clusters(RunContext& run,
                                                                   const std::vector<provenance::CopyEdge>& edges,
                                                                   int64_t run_id) {
  if (Status s = run.store.begin_transaction(); !s) return s.error();
  for (const provenance::CopyEdge& e : edges) {
    if (Status s = run.index.add_edge(e, run_id); !s) return s.error();
  }
  Result<std::vector<provenance::CopyEdge>> all = run.index.edges();
  if (!all) return all.error();
  std::vector<provenance::CopyEdge> kept = provenance::without_sibling_edges(*all);
  std::set<std::pair<int64_t, int64_t>> keep;
  for (const provenance::CopyEdge& e : kept) keep.emplace(e.copy_id, e.source_id);
  for (const provenance::CopyEdge& e : *all) {
    if (keep.contains({e.copy_id, e.source_id})) continue;
    if (Status s = run.index.remove_edge(e); !s) return s.error();
  }
  std::vector<provenance::Cluster> clusters = provenance::build_clusters(kept);
  if (Status s = run.index.replace_clusters(clusters); !s) return s.error();
  if (Status s = run.store.commit(); !s) return s.error();
  std::vector<provenance::CopyEdge> fresh;
  for (const provenance::CopyEdge& e : edges) {
    if (keep.contains({e.copy_id, e.source_id})) fresh.push_back(e);
  }
  return fresh;
}

}  // namespace

Document stored_document(const store::StoredDocument& stored) {
  Document d = ingest::read_plain_text(stored.text, stored.input);
  d.format = stored.format;
  Metadata& m = d.metadata;
  m.canonical_url = stored.url;
  if (!stored.title.empty()) m.title = stored.title;
  m.byline = stored.byline;
  m.publisher = stored.publisher;
  m.published = stored.published;
  m.modified = stored.modified;
  m.language = stored.language;
  return d;
}

Result<CorpusRunResult> run_corpus(const Auditor& auditor, store::Store& store, const CorpusRunOptions& options) {
  provenance::Checker checker(auditor.rules());
  provenance::MinHasher hasher(options.params);
  store::CorpusIndex index(store, hasher);
  RunContext run{auditor, store, hasher, index, checker.corpus_stop_words(), options};
  CorpusRunResult result;

  Result<std::vector<int64_t>> fresh = index_new_documents(run);
  if (!fresh) return fresh.error();
  result.indexed = fresh->size();
  Result<provenance::CorpusSearch> search = load_search(run);
  if (!search) return search.error();
  result.documents = search->size();
  Result<std::vector<provenance::CopyEdge>> edges =
      verified_edges(run, *search, candidate_pairs(*search, *fresh, options.min_containment));
  if (!edges) return edges.error();

  RunInfo info{AUDITOR_VERSION, "", options.arguments, "provenance:" + auditor.rules().digest(),
               rules::describe_rules(auditor.rules())};
  Result<int64_t> run_id = store.begin_run(info);
  if (!run_id) return run_id.error();
  result.run_id = *run_id;
  Result<std::vector<provenance::CopyEdge>> kept = store_edges_and_clusters(run, *edges, result.run_id);
  if (!kept) return kept.error();
  result.new_edges = kept->size();

  std::set<int64_t> copies;
  for (const provenance::CopyEdge& e : *kept) copies.insert(e.copy_id);
  RunSummary summary;
  if (Status s = compare_copies(run, checker, copies, result, summary); !s) return s.error();
  if (Status s = store.finish_run(result.run_id, summary); !s) return s.error();
  return result;
}

}  // namespace auditor::pipeline
