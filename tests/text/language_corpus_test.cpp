// Language-ID accuracy and segmentation sanity on the real corpora in ../shared (skipped when
// absent).
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "auditor/text/language.h"
#include "auditor/text/lexicon.h"
#include "auditor/text/sentence_segmenter.h"

namespace auditor::text {
namespace {

namespace fs = std::filesystem;

fs::path shared_dir() {
  if (const char* env = std::getenv("AUDITOR_SHARED_DIR"); env != nullptr && *env != '\0') {
    return env;
  }
  return fs::path(AUDITOR_REPO_DIR) / ".." / "shared";
}

// The corpus's .txt files, sorted so that runs and samples are deterministic.
std::vector<fs::path> corpus_files(const fs::path& dir) {
  std::vector<fs::path> files;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return files;
  for (const auto& entry : fs::directory_iterator(dir, ec)) {
    if (entry.is_regular_file() && entry.path().extension() == ".txt")
      files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::string read_all(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

struct Corpus {
  const char* name;
  const char* subdir;
  const char* language;
};

constexpr Corpus kCorpora[] = {
    {"pt-news", "corpora/pt-news/texts", "pt"},
    {"en-attribution", "corpora/en-attribution/train/text", "en"},
};

class LanguageCorpus : public ::testing::TestWithParam<Corpus> {};

TEST_P(LanguageCorpus, AccuracyAtLeast98Percent) {
  const Corpus& corpus = GetParam();
  fs::path dir = shared_dir() / corpus.subdir;
  std::vector<fs::path> files = corpus_files(dir);
  if (files.empty()) {
    GTEST_SKIP() << "corpus " << corpus.name << " not found at " << dir.string()
                 << " (set AUDITOR_SHARED_DIR to the shared folder to run this test)";
  }
  size_t correct = 0;
  std::vector<std::string> misses;
  for (const fs::path& file : files) {
    LanguageGuess g = identify_language(read_all(file));
    if (g.code == corpus.language) {
      ++correct;
    } else if (misses.size() < 10) {
      misses.push_back(file.filename().string() + " -> " + g.code);
    }
  }
  const double accuracy = static_cast<double>(correct) / static_cast<double>(files.size());
  std::printf("[ language-id ] %s: %zu/%zu correct, accuracy %.4f\n", corpus.name, correct,
              files.size(), accuracy);
  for (const std::string& miss : misses) std::printf("[ language-id ]   miss: %s\n", miss.c_str());
  EXPECT_GE(accuracy, 0.98);
}

INSTANTIATE_TEST_SUITE_P(Shared, LanguageCorpus, ::testing::ValuesIn(kCorpora),
                         [](const auto& info) {
                           std::string name = info.param.name;
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

// Segmentation sanity on the first files of each corpus: spans are ordered and trimmed, and no
// sentence ends on a title abbreviation ("Sr.", "Mr.") or is followed by one that opens in lower
// case, unless a blank line (a paragraph end) separates them.
class SegmentationCorpus : public ::testing::TestWithParam<Corpus> {};

bool blank_line_between(std::string_view text, Span a, Span b) {
  return text.substr(a.end, b.start - a.end).find("\n\n") != std::string_view::npos;
}

std::string_view last_word(std::string_view sentence) {
  size_t space = sentence.find_last_of(" \t\n(");
  return space == std::string_view::npos ? sentence : sentence.substr(space + 1);
}

TEST_P(SegmentationCorpus, SentencesAreSane) {
  const Corpus& corpus = GetParam();
  std::vector<fs::path> files = corpus_files(shared_dir() / corpus.subdir);
  if (files.empty()) {
    GTEST_SKIP() << "corpus " << corpus.name << " not found under " << shared_dir().string()
                 << " (set AUDITOR_SHARED_DIR to the shared folder to run this test)";
  }
  auto lexicon =
      Lexicon::load(std::string(AUDITOR_REPO_DIR) + "/rules/" + corpus.language + "/lexicon.xml");
  ASSERT_TRUE(lexicon.ok()) << lexicon.error().to_string();
  const std::vector<std::string>& titles = lexicon->list("abbreviations.title");
  SentenceSegmenter segmenter(*lexicon);
  size_t sentences = 0;
  size_t bytes = 0;
  files.resize(std::min<size_t>(files.size(), 200));
  for (const fs::path& file : files) {
    std::string text = read_all(file);
    std::vector<Span> spans;
    segmenter.split(text, Span{0, static_cast<uint32_t>(text.size())}, spans);
    for (size_t k = 0; k < spans.size(); ++k) {
      std::string_view s = spans[k].in(text);
      ASSERT_FALSE(s.empty());
      EXPECT_FALSE(std::isspace(static_cast<unsigned char>(s.front())) != 0 ||
                   std::isspace(static_cast<unsigned char>(s.back())) != 0)
          << file << ": untrimmed sentence [" << s << "]";
      sentences += 1;
      bytes += s.size();
      if (k + 1 == spans.size()) continue;
      ASSERT_LE(spans[k].end, spans[k + 1].start) << file;
      if (blank_line_between(text, spans[k], spans[k + 1])) continue;
      std::string_view word = last_word(s);
      EXPECT_TRUE(std::find(titles.begin(), titles.end(), word) == titles.end())
          << file << ": sentence ends on a title: [" << s << "]";
      char first = text[spans[k + 1].start];
      EXPECT_FALSE(first >= 'a' && first <= 'z')
          << file << ": break before lower case: [" << s << "] | [" << spans[k + 1].in(text) << "]";
    }
  }
  const double mean =
      sentences == 0 ? 0 : static_cast<double>(bytes) / static_cast<double>(sentences);
  std::printf("[ segmentation ] %s: %zu files, %zu sentences, mean %.1f bytes\n", corpus.name,
              files.size(), sentences, mean);
  EXPECT_GT(mean, 40.0);
  EXPECT_LT(mean, 400.0);
}

INSTANTIATE_TEST_SUITE_P(Shared, SegmentationCorpus, ::testing::ValuesIn(kCorpora),
                         [](const auto& info) {
                           std::string name = info.param.name;
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

}  // namespace
}  // namespace auditor::text
