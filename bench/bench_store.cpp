// Benchmark of the store's writer alone: the CPU one audited document costs the SQLite thread,
// against the CPU auditing it costs a worker. Target (issue 5): storing < 20% of a run, so the
// writer's share of the audit must stay well under that. Whole-run timing: bench/run_store.sh.
#include <benchmark/benchmark.h>

#include <chrono>
#include <filesystem>
#include <iostream>
#include <memory>

#include "auditor/ingest/input.h"
#include "auditor/pipeline/auditor.h"
#include "auditor/store/store.h"
#include "auditor/store/store_sink.h"
#include "bench/article_generator.h"

namespace {

struct AuditedCorpus {
  std::vector<std::unique_ptr<auditor::Document>> documents;
  std::vector<auditor::AuditedDocument> audited;
  double audit_microseconds_per_document = 0;
};

// 1,000 generated 5 KB articles audited once with the analysis recorded, as `check --db` does.
const AuditedCorpus& corpus() {
  static AuditedCorpus instance = [] {
    auditor::pipeline::AuditOptions options;
    options.rules_dir = std::string(AUDITOR_REPO_DIR) + "/rules";
    options.record_analysis = true;
    auto created = auditor::pipeline::Auditor::create(options);
    if (!created.ok()) {
      std::cerr << created.error().to_string() << '\n';
      std::exit(2);
    }
    auditor::bench::ArticleGenerator gen(11);
    AuditedCorpus c;
    auto started = std::chrono::steady_clock::now();
    for (size_t i = 0; i < 1000; ++i) {
      std::string text = i % 2 ? gen.english(5000) : gen.portuguese(5000);
      auto read = auditor::ingest::read_document_from_memory(text, "article-" + std::to_string(i) + ".txt", "text");
      c.documents.push_back(std::make_unique<auditor::Document>(std::move(read).value()));
      c.audited.push_back(created->audit(*c.documents.back()));
      c.audited.back().document = c.documents.back().get();
    }
    c.audit_microseconds_per_document =
        std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - started).count() / 1000.0;
    return c;
  }();
  return instance;
}

// Stores the whole corpus into a new database per iteration: opening, every insert and commit,
// and the checkpoint when the database closes.
void BM_StoreAuditedDocuments(benchmark::State& state) {
  const AuditedCorpus& c = corpus();
  const std::string path = (std::filesystem::temp_directory_path() / "auditor-bench-store.db").string();
  size_t findings = 0;
  std::chrono::duration<double, std::micro> storing{0};
  for (auto _ : state) {
    state.PauseTiming();
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
    state.ResumeTiming();
    auto started = std::chrono::steady_clock::now();
    auto store = auditor::store::Store::open(path);
    if (!store.ok()) {
      state.SkipWithError(store.error().to_string().c_str());
      return;
    }
    auditor::store::StoreSink sink(**store);
    sink.begin(auditor::RunInfo{"bench", "", {}, "rules", {}});
    for (const auditor::AuditedDocument& a : c.audited) {
      sink.document(a);
      findings += a.findings.size();
    }
    sink.end(auditor::RunSummary{});
    if (sink.error()) state.SkipWithError(sink.error()->to_string().c_str());
    store->reset();  // closing checkpoints the log into the file
    storing += std::chrono::steady_clock::now() - started;
  }
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
  const double documents = static_cast<double>(state.iterations()) * static_cast<double>(c.audited.size());
  state.SetItemsProcessed(static_cast<int64_t>(documents));
  state.counters["findings_per_doc"] = static_cast<double>(findings) / documents;
  state.counters["audit_us_per_doc"] = c.audit_microseconds_per_document;
  // Storing a document over auditing it, both timed here on one thread.
  state.counters["store_us_per_doc"] = storing.count() / documents;
  state.counters["store_share_of_audit"] = storing.count() / documents / c.audit_microseconds_per_document;
}
BENCHMARK(BM_StoreAuditedDocuments)->Unit(benchmark::kMillisecond)->Iterations(5);

}  // namespace

BENCHMARK_MAIN();
