// Extraction quality on real pages (../shared/corpora/extraction): token F1 of the extracted body
// against the gold article text must stay above the floor measured when the extractor was tuned.
// Skips when the shared corpus is absent. bench/extraction_quality.py prints the per-page scores.
#include <gtest/gtest.h>
#include <unicode/uchar.h>

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>

#include "auditor/ingest/html_reader.h"
#include "auditor/text/utf8.h"
#include "tests/support/test_support.h"

namespace auditor::ingest {
namespace {

namespace fs = std::filesystem;

// Measured 0.980 mean F1 (title and captions left out, as the gold leaves them out), no page
// below 0.80; the floors leave room for small trade-offs, not for regressions.
constexpr double kMeanF1Floor = 0.96;
constexpr double kPageF1Floor = 0.60;

/// Lower-cased word tokens, as Python's \w+ finds them.
std::map<std::string, int> tokens(std::string_view s) {
  std::map<std::string, int> out;
  std::string cur;
  for (size_t i = 0; i < s.size();) {
    char32_t cp = text::next_code_point(s, i);
    if (u_isalnum(static_cast<UChar32>(cp)) || cp == '_' ||
        u_getIntPropertyValue(static_cast<UChar32>(cp), UCHAR_GENERAL_CATEGORY_MASK) &
            U_GC_M_MASK) {
      text::append_utf8(cur, static_cast<char32_t>(u_tolower(static_cast<UChar32>(cp))));
    } else if (!cur.empty()) {
      ++out[cur];
      cur.clear();
    }
  }
  if (!cur.empty()) ++out[cur];
  return out;
}

double f1(const std::string& predicted, const std::string& gold) {
  auto p = tokens(predicted), g = tokens(gold);
  long common = 0, np = 0, ng = 0;
  for (const auto& [t, n] : p) {
    np += n;
    auto it = g.find(t);
    if (it != g.end()) common += std::min(n, it->second);
  }
  for (const auto& [t, n] : g) ng += n;
  if (np == 0 || ng == 0 || common == 0) return np == ng ? 1.0 : 0.0;
  double precision = static_cast<double>(common) / np, recall = static_cast<double>(common) / ng;
  return 2 * precision * recall / (precision + recall);
}

std::string body(const Document& doc) {
  std::string out;
  for (const Block& b : doc.blocks) {
    if (b.kind == BlockKind::Title || b.kind == BlockKind::Caption) continue;
    out.append(doc.view(b.span)).append("\n\n");
  }
  return out;
}

TEST(HtmlCorpusQuality, MeanTokenF1AgainstGoldStaysAboveTheFloor) {
  std::string shared = auditor::testing::shared_dir();
  if (shared.empty() || !fs::exists(shared + "/corpora/extraction/gold.json"))
    GTEST_SKIP() << "the shared extraction corpus is absent";
  std::string corpus = shared + "/corpora/extraction";
  auto gold = nlohmann::json::parse(auditor::testing::read_file(corpus + "/gold.json"));
  double sum = 0;
  int pages = 0;
  for (const auto& [id, entry] : gold.items()) {
    std::string html = auditor::testing::read_file(corpus + "/pages/" + id + ".html");
    Result<Document> doc = read_html(html, id + ".html");
    double score = doc.ok() ? f1(body(*doc), entry["articleBody"].get<std::string>()) : 0.0;
    EXPECT_GE(score, kPageF1Floor) << id << " " << entry.value("url", "");
    sum += score;
    ++pages;
  }
  ASSERT_GT(pages, 0);
  double mean = sum / pages;
  RecordProperty("mean_f1", std::to_string(mean));
  EXPECT_GE(mean, kMeanF1Floor);
  std::cout << "[ quality  ] " << pages << " pages, mean token F1 " << mean << "\n";
}

}  // namespace
}  // namespace auditor::ingest
