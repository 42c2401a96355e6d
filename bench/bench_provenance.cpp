// Benchmark of checking a derived article against its source (`check --source`).
// Target: comparing a 5 KB article with a 15 KB source in under 5 ms.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>

#include "auditor/ingest/input.h"
#include "auditor/pipeline/auditor.h"
#include "auditor/provenance/checker.h"
#include "bench/article_generator.h"

namespace {

using auditor::Document;

std::shared_ptr<const auditor::rules::RuleSet> shared_rules() {
  static auto rules = [] {
    auto loaded = auditor::rules::RuleSet::load(std::string(AUDITOR_REPO_DIR) + "/rules");
    if (!loaded.ok()) {
      std::cerr << loaded.error().to_string() << '\n';
      std::exit(2);
    }
    return std::make_shared<const auditor::rules::RuleSet>(std::move(loaded).value());
  }();
  return rules;
}

/// A rewrite of `source`: two sentences of three kept with a word dropped here and there, and
/// generated sentences of its own, up to `bytes`.
std::string rewrite_of(const std::string& source, size_t bytes, unsigned seed) {
  std::mt19937 rng(seed);
  auditor::bench::ArticleGenerator own(seed);
  std::string filler = own.portuguese(bytes);
  std::string out;
  std::istringstream sentences(source);
  std::string sentence;
  size_t n = 0;
  while (std::getline(sentences, sentence, '.') && out.size() < bytes) {
    if (++n % 3 == 0) continue;
    if (rng() % 4 == 0) {
      size_t space = sentence.find(' ', sentence.size() / 2);
      size_t next = space == std::string::npos ? space : sentence.find(' ', space + 1);
      if (next != std::string::npos) sentence.erase(space, next - space);
    }
    out += sentence + ".";
    if (n % 5 == 0) out += filler.substr((n * 97) % (filler.size() / 2), 300) + ".\n\n";
  }
  return out.substr(0, bytes);
}

struct Pair {
  std::unique_ptr<Document> derived;
  std::shared_ptr<const Document> source;
};

Pair read_pair(const std::string& derived_text, const std::string& source_text) {
  auto derived = auditor::ingest::read_document_from_memory(derived_text, "derived.txt", "text");
  auto source = auditor::ingest::read_document_from_memory(source_text, "source.txt", "text");
  return {std::make_unique<Document>(std::move(derived).value()),
          std::make_shared<const Document>(std::move(source).value())};
}

void run_compare(benchmark::State& state, const Pair& pair) {
  auditor::pipeline::AuditOptions options;
  options.sources.push_back(pair.source);
  auditor::pipeline::Auditor auditor(shared_rules(), options);
  auditor::provenance::Checker checker(auditor.rules());
  auditor::provenance::PreparedSource source = checker.prepare(auditor.analyze(*pair.source));
  auditor::analysis::ArticleAnalysis derived = auditor.analyze(*pair.derived);
  const auditor::provenance::PreparedSource* sources[] = {&source};
  size_t findings = 0;
  for (auto _ : state) {
    std::vector<auditor::Finding> out;
    checker.check(derived, sources, out);
    findings = out.size();
    benchmark::DoNotOptimize(out);
  }
  state.counters["derived_KB"] = static_cast<double>(pair.derived->text.size()) / 1000;
  state.counters["source_KB"] = static_cast<double>(pair.source->text.size()) / 1000;
  state.counters["findings"] = static_cast<double>(findings);
}

/// The comparison alone: the derived article is analyzed once, as `check` does for every input.
void BM_CompareRewrite5KWithSource15K(benchmark::State& state) {
  auditor::bench::ArticleGenerator gen(11);
  std::string source = gen.portuguese(15000);
  static Pair pair = read_pair(rewrite_of(source, 5000, 3), source);
  run_compare(state, pair);
}
BENCHMARK(BM_CompareRewrite5KWithSource15K)->Unit(benchmark::kMicrosecond);

/// The whole audit of the rewrite, rules and provenance, against the whole audit without sources.
void BM_AuditRewriteWithSource(benchmark::State& state) {
  auditor::bench::ArticleGenerator gen(11);
  std::string source_text = gen.portuguese(15000);
  static Pair pair = read_pair(rewrite_of(source_text, 5000, 3), source_text);
  auditor::pipeline::AuditOptions options;
  if (state.range(0) == 1) options.sources.push_back(pair.source);
  auditor::pipeline::Auditor auditor(shared_rules(), options);
  for (auto _ : state) benchmark::DoNotOptimize(auditor.audit(*pair.derived));
  state.SetLabel(state.range(0) == 1 ? "with --source" : "without sources");
}
BENCHMARK(BM_AuditRewriteWithSource)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

/// The seed pair of ../shared (a 5.4 KB rewrite of a 14 KB article), when it is there.
void BM_CompareSeedPair(benchmark::State& state) {
  std::string dir = std::string(AUDITOR_REPO_DIR) + "/../shared/seeds/";
  auto slurp = [](const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
  };
  std::string source = slurp(dir + "000_74f6d592f1554340.txt");
  std::string rewrite = slurp(dir + "001_cdef48132f4cf51e.txt");
  if (source.empty() || rewrite.empty()) {
    state.SkipWithError("../shared/seeds is absent");
    return;
  }
  static Pair pair = read_pair(rewrite, source);
  run_compare(state, pair);
}
BENCHMARK(BM_CompareSeedPair)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
