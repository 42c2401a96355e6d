// Benchmark of the whole `check` path per document: read from memory, identify the language,
// segment, run every rule. Target: ≥ 2,000 plain-text articles of ~5 KB per second per core.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "auditor/ingest/input.h"
#include "auditor/pipeline/auditor.h"
#include "bench/article_generator.h"

namespace {

const auditor::pipeline::Auditor& shared_auditor() {
  static auditor::pipeline::Auditor instance = [] {
    auditor::pipeline::AuditOptions options;
    options.rules_dir = std::string(AUDITOR_REPO_DIR) + "/rules";
    auto created = auditor::pipeline::Auditor::create(options);
    if (!created.ok()) {
      std::cerr << created.error().to_string() << '\n';
      std::exit(2);
    }
    return std::move(created).value();
  }();
  return instance;
}

std::vector<std::string> corpus(size_t count, size_t bytes) {
  auditor::bench::ArticleGenerator gen(7);
  std::vector<std::string> articles;
  for (size_t i = 0; i < count; ++i) articles.push_back(i % 2 ? gen.english(bytes) : gen.portuguese(bytes));
  return articles;
}

void BM_CheckPlainText5K(benchmark::State& state) {
  const auto& auditor = shared_auditor();
  std::vector<std::string> articles = corpus(200, 5000);
  size_t i = 0, bytes = 0, findings = 0;
  for (auto _ : state) {
    const std::string& text = articles[i++ % articles.size()];
    auto doc = auditor::ingest::read_document_from_memory(text, "bench.txt", "text");
    auditor::AuditedDocument audited = auditor.audit(*doc);
    findings += audited.findings.size();
    bytes += text.size();
    benchmark::DoNotOptimize(audited);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
  state.SetBytesProcessed(static_cast<int64_t>(bytes));
  state.counters["findings_per_doc"] = static_cast<double>(findings) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_CheckPlainText5K)->Unit(benchmark::kMicrosecond);

// The real articles of ../shared/corpora (pt-news and PolNeAR's training texts), read once, in a
// fixed order. Empty when the corpora are absent.
std::vector<std::string> real_news() {
  namespace fs = std::filesystem;
  std::vector<fs::path> files;
  const fs::path shared = fs::path(AUDITOR_REPO_DIR) / ".." / "shared" / "corpora";
  for (const char* dir : {"pt-news/texts", "en-attribution/train/text"}) {
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(shared / dir, error)) {
      if (entry.path().extension() == ".txt") files.push_back(entry.path());
    }
  }
  std::sort(files.begin(), files.end());
  std::vector<std::string> articles;
  for (const fs::path& file : files) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    articles.push_back(text.str());
  }
  return articles;
}

// The same path over real news, every article a new text: the joined patterns' DFAs meet states
// they have not built yet, as in a batch, where the synthetic benchmark's 200 articles, read
// round and round, keep every state warm. "s_per_5KB" scales the time per article to 5 KB.
void BM_CheckRealNews(benchmark::State& state) {
  const auto& auditor = shared_auditor();
  static const std::vector<std::string> articles = real_news();
  if (articles.empty()) {
    state.SkipWithError("../shared/corpora is absent");
    return;
  }
  size_t i = 0, bytes = 0;
  for (auto _ : state) {
    const std::string& text = articles[i++ % articles.size()];
    auto doc = auditor::ingest::read_document_from_memory(text, "news.txt", "text");
    auditor::AuditedDocument audited = auditor.audit(*doc);
    bytes += text.size();
    benchmark::DoNotOptimize(audited);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
  state.SetBytesProcessed(static_cast<int64_t>(bytes));
  state.counters["articles"] = static_cast<double>(articles.size());
  // Seconds per 5 KB of text: the time over the 5 KB units read, shown with an SI prefix.
  state.counters["s_per_5KB"] =
      benchmark::Counter(static_cast<double>(bytes) / 5000.0,
                         benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_CheckRealNews)->Unit(benchmark::kMicrosecond);

void BM_ReadMarkdown5K(benchmark::State& state) {
  std::vector<std::string> articles = corpus(50, 5000);
  for (std::string& a : articles) a = "# " + a;
  size_t i = 0, bytes = 0;
  for (auto _ : state) {
    const std::string& text = articles[i++ % articles.size()];
    auto doc = auditor::ingest::read_document_from_memory(text, "bench.md", "markdown");
    benchmark::DoNotOptimize(doc);
    bytes += text.size();
  }
  state.SetBytesProcessed(static_cast<int64_t>(bytes));
}
BENCHMARK(BM_ReadMarkdown5K)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
