// Corpus index speed: indexing documents, one document's candidate search among 100,000, and
// `bench_corpus make-db PATH COUNT` to build the database bench/run_provenance.sh times.
#include <benchmark/benchmark.h>
#include <sqlite3.h>

#include <algorithm>
#include <cmath>

#include <cstring>
#include <filesystem>
#include <iostream>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "auditor/pipeline/auditor.h"
#include "auditor/provenance/corpus_search.h"
#include "auditor/store/corpus_index.h"
#include "auditor/store/store_sink.h"

namespace {

using namespace auditor;

/// Articles of about 5 KB from a 20,000-word invented vocabulary; every tenth is a rewrite of an
/// earlier article (40% of its sentences, reordered, plus sentences of its own), published a day later.
class SyntheticCorpus {
 public:
  explicit SyntheticCorpus(unsigned seed = 7) : rng_(seed) {
    static const char* kSyllables[] = {"ba", "ce", "di", "fo", "gu", "la", "me", "ni", "po", "ru", "sa",
                                       "te", "vi", "zo", "bra", "cre", "tri", "plo", "mas", "ten", "dor", "quel"};
    for (int i = 0; i < 20000; ++i) {
      std::string w;
      for (int n = 2 + static_cast<int>(rng_() % 3); n > 0; --n) w += kSyllables[rng_() % std::size(kSyllables)];
      vocabulary_.push_back(w);
    }
  }

  /// Article `i`'s sentences; deterministic for a given generation order.
  std::vector<std::string> next() {
    size_t i = articles_.size();
    std::vector<std::string> sentences;
    if (i % 10 == 9) {
      const std::vector<std::string>& source = articles_[rng_() % i];
      for (const std::string& s : source) {
        if (rng_() % 10 < 4) sentences.push_back(s);
      }
      std::shuffle(sentences.begin(), sentences.end(), rng_);
      for (int n = 0; n < 10; ++n) sentences.push_back(sentence());
    } else {
      for (int n = 0; n < 45; ++n) sentences.push_back(sentence());
    }
    articles_.push_back(sentences);
    return sentences;
  }

  static std::string text(const std::vector<std::string>& sentences) {
    std::string out;
    for (size_t i = 0; i < sentences.size(); ++i) out += sentences[i] + ((i % 4 == 3) ? "\n\n" : " ");
    return out;
  }

 private:
  std::string sentence() {
    // Zipf-like word choice: common words recur across articles, as in real news.
    std::string out;
    for (int n = 8 + static_cast<int>(rng_() % 10); n > 0; --n) {
      double u = std::uniform_real_distribution<double>(0, 1)(rng_);
      out += vocabulary_[static_cast<size_t>(std::pow(u, 2.5) * vocabulary_.size())] + " ";
    }
    out.back() = '.';
    return out;
  }

  std::mt19937 rng_;
  std::vector<std::string> vocabulary_;
  std::vector<std::vector<std::string>> articles_;
};

provenance::StopWords stop_words() {
  pipeline::AuditOptions options;
  options.rules_dir = AUDITOR_REPO_DIR "/rules";
  auto auditor = pipeline::Auditor::create(options);
  if (!auditor) return {};
  return provenance::Checker(auditor->rules()).corpus_stop_words();
}

std::vector<std::string> make_texts(size_t count) {
  SyntheticCorpus corpus;
  std::vector<std::string> out;
  for (size_t i = 0; i < count; ++i) out.push_back(SyntheticCorpus::text(corpus.next()));
  return out;
}

// Shingling and signing alone: the CPU part of indexing.
void BM_SignDocument(benchmark::State& state) {
  static const std::vector<std::string> texts = make_texts(1000);
  static const provenance::StopWords stop = stop_words();
  provenance::MinHasher hasher;
  size_t i = 0;
  for (auto _ : state) {
    auto shingles = provenance::document_shingles(texts[i++ % texts.size()], stop, 3);
    benchmark::DoNotOptimize(hasher.sign(shingles));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_SignDocument);

// Indexing as `auditor provenance` does it: read the stored text, sign, write signature and bands.
void BM_IndexDocuments(benchmark::State& state) {
  static const provenance::StopWords stop = stop_words();
  const size_t count = 2000;
  std::string path = "/tmp/bench_corpus_index.db";
  std::filesystem::remove(path);
  auto store = store::Store::open(path);
  std::vector<std::string> texts = make_texts(count);
  std::vector<Document> docs(count);
  store::StoreSink sink(**store, 512);
  sink.begin(RunInfo{"bench", "", {}, "bench", {}});
  for (size_t i = 0; i < count; ++i) {
    docs[i].input = "doc" + std::to_string(i);
    docs[i].text = texts[i];
    sink.document(AuditedDocument{&docs[i], "pt", 1, {}, {}, {}});
  }
  sink.end({});
  provenance::MinHasher hasher;
  store::CorpusIndex index(**store, hasher);
  for (auto _ : state) {
    state.PauseTiming();
    (void)sqlite3_exec((*store)->handle(), "DELETE FROM corpus_bands; DELETE FROM corpus_signatures", nullptr, nullptr,
                       nullptr);
    state.ResumeTiming();
    // One thread, as a lower bound: `auditor provenance` signs on every core while SQLite writes.
    for (int64_t after = 0;;) {
      auto batch = index.unindexed(after, 512);
      if (batch->empty()) break;
      std::vector<int64_t> ids;
      std::vector<provenance::Signature> signatures;
      for (const auto& d : *batch) {
        ids.push_back(d.id);
        signatures.push_back(hasher.sign(provenance::document_shingles(d.text, stop, 3)));
      }
      (void)(*store)->begin_transaction();
      (void)index.add(ids, signatures);
      (void)(*store)->commit();
      after = ids.back();
    }
  }
  state.SetItemsProcessed(state.iterations() * count);
}
BENCHMARK(BM_IndexDocuments)->Unit(benchmark::kMillisecond)->Iterations(3);

/// 100,000 documents signed once, in memory and in a database, shared by the query benchmarks.
struct LargeIndex {
  static constexpr size_t kDocuments = 100000;
  provenance::MinHasher hasher;
  provenance::CorpusSearch search{hasher};
  std::vector<provenance::Signature> queries;
  std::unique_ptr<store::Store> store;

  LargeIndex() {
    const provenance::StopWords stop = stop_words();
    SyntheticCorpus corpus;
    std::string path = "/tmp/bench_corpus_100k.db";
    std::filesystem::remove(path);
    store = std::move(store::Store::open(path)).value();
    store::CorpusIndex index(*store, hasher);
    // Signatures need document rows to point at; a row per document with a tiny text.
    (void)store->begin_transaction();
    (void)sqlite3_exec(store->handle(), "INSERT INTO runs(id, started_at, tool_version, rules_digest) VALUES (1,'','','')",
                       nullptr, nullptr, nullptr);
    std::vector<int64_t> ids;
    std::vector<provenance::Signature> signatures;
    for (size_t i = 0; i < kDocuments; ++i) {
      std::string text = SyntheticCorpus::text(corpus.next());
      provenance::Signature s = hasher.sign(provenance::document_shingles(text, stop, 3));
      std::string sql = "INSERT INTO documents(id, content_hash, input, text, first_run) VALUES (" +
                        std::to_string(i + 1) + ", '" + std::to_string(i) + "', 'd', '', 1)";
      (void)sqlite3_exec(store->handle(), sql.c_str(), nullptr, nullptr, nullptr);
      if (i % 10 == 9) queries.push_back(s);  // the planted rewrites: each has a source to find
      ids.push_back(static_cast<int64_t>(i + 1));
      signatures.push_back(s);
      if (ids.size() == 1000) {
        (void)index.add(ids, signatures);
        ids.clear();
        signatures.clear();
      }
      search.add({static_cast<int64_t>(i + 1), "", std::move(s)});
    }
    (void)index.add(ids, signatures);
    (void)store->commit();
    search.build();
  }
  static LargeIndex& get() {
    static LargeIndex index;
    return index;
  }
};

void BM_QueryAmong100kInMemory(benchmark::State& state) {
  LargeIndex& large = LargeIndex::get();
  size_t i = 0, found = 0;
  for (auto _ : state) {
    size_t at = (i++ * 10 + 9) % LargeIndex::kDocuments;
    found += large.search.candidates(at, 0.15).size();
  }
  state.counters["candidates_per_query"] = static_cast<double>(found) / state.iterations();
}
BENCHMARK(BM_QueryAmong100kInMemory)->Unit(benchmark::kMicrosecond);

void BM_QueryAmong100kInSqlite(benchmark::State& state) {
  LargeIndex& large = LargeIndex::get();
  store::CorpusIndex index(*large.store, large.hasher);
  size_t i = 0, found = 0;
  for (auto _ : state) {
    auto candidates = index.candidates(large.queries[i++ % large.queries.size()]);
    found += candidates->size();
  }
  state.counters["candidates_per_query"] = static_cast<double>(found) / state.iterations();
}
BENCHMARK(BM_QueryAmong100kInSqlite)->Unit(benchmark::kMillisecond);

// `bench_corpus make-db PATH COUNT`: COUNT synthetic articles stored as `auditor check` stores them.
int make_db(const std::string& path, size_t count) {
  std::filesystem::remove(path);
  auto store = store::Store::open(path);
  if (!store) {
    std::cerr << store.error().to_string() << '\n';
    return 2;
  }
  SyntheticCorpus corpus;
  store::StoreSink sink(**store, 1024);
  sink.begin(RunInfo{"bench", "", {}, "bench", {}});
  for (size_t i = 0; i < count; ++i) {
    Document d;
    d.input = "synthetic/" + std::to_string(i) + ".txt";
    d.format = "text";
    d.text = SyntheticCorpus::text(corpus.next());
    // One article a minute, so a rewrite (drawn from earlier articles) is always published later.
    char date[48];
    size_t day = i / 1440;
    std::snprintf(date, sizeof date, "2026-%02zu-%02zuT%02zu:%02zu:00Z", 1 + day / 28, 1 + day % 28, i / 60 % 24, i % 60);
    d.metadata.published = date;
    sink.document(AuditedDocument{&d, "pt", 1, {}, {}, {}});
  }
  sink.end({count});
  return sink.error() ? 2 : 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 4 && std::strcmp(argv[1], "make-db") == 0) return make_db(argv[2], std::stoul(argv[3]));
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
