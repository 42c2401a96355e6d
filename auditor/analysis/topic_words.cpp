// Topic stems of a sentence: folded, stemmed content words.
#include "auditor/analysis/topic_words.h"

#include <algorithm>
#include <string>

#include "auditor/text/normalize.h"
#include "auditor/text/utf8.h"

namespace auditor::analysis {

namespace {

constexpr size_t kStemLetters = 5;
constexpr size_t kMinLetters = 3;

uint64_t fnv1a(std::string_view s) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : s) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

// The first `letters` code points of s and how many it has, up to that.
std::pair<std::string_view, size_t> first_letters(std::string_view s, size_t letters) {
  size_t i = 0, n = 0;
  for (; n < letters && i < s.size(); ++n) text::next_code_point(s, i);
  return {s.substr(0, i), n};
}

}  // namespace

TopicWords::TopicWords(const text::Lexicon& lexicon,
                       std::initializer_list<std::string_view> stop_lists) {
  for (std::string_view list : stop_lists) {
    for (const std::string& word : lexicon.list(list)) stop_.insert(fnv1a(text::fold_for_matching(word)));
  }
}

void TopicWords::add(const text::Token& token, std::vector<uint64_t>& stems) const {
  if (!token.is_word() || token.has_digit) return;
  std::string folded = text::fold_for_matching(token.lower);
  if (first_letters(folded, kMinLetters).second < kMinLetters) return;
  if (stop_.count(fnv1a(folded))) return;
  stems.push_back(fnv1a(first_letters(folded, kStemLetters).first));
}

std::vector<uint64_t> TopicWords::finish(std::vector<uint64_t> stems) {
  std::sort(stems.begin(), stems.end());
  stems.erase(std::unique(stems.begin(), stems.end()), stems.end());
  return stems;
}

size_t TopicWords::shared(const std::vector<uint64_t>& a, const std::vector<uint64_t>& b) {
  size_t n = 0;
  for (size_t i = 0, j = 0; i < a.size() && j < b.size();) {
    if (a[i] < b[j]) {
      ++i;
    } else if (b[j] < a[i]) {
      ++j;
    } else {
      ++n, ++i, ++j;
    }
  }
  return n;
}

}  // namespace auditor::analysis
