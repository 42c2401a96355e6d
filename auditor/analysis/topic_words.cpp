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

// Lower-case Latin-1 letters without their accents, from U+00E0 to U+00FF ('\0': keep as is).
constexpr char kLatin1Base[32] = {'a', 'a', 'a', 'a', 'a', 'a', '\0', 'c', 'e', 'e', 'e',
                                  'e', 'i', 'i', 'i', 'i', 'd', 'n', 'o', 'o', 'o', 'o',
                                  'o', '\0', 'o', 'u', 'u', 'u', 'u', 'y', '\0', 'y'};

// A lower-cased word with the accents of Portuguese, Spanish and French letters dropped, as
// text::fold_for_matching would drop them, without ICU: topic words are read for every
// candidate figure's neighbours, and most words are ASCII or Latin-1.
void fold_latin(std::string_view lower, std::string& out) {
  out.clear();
  for (size_t i = 0; i < lower.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(lower[i]);
    if (c == 0xC3 && i + 1 < lower.size()) {
      unsigned char next = static_cast<unsigned char>(lower[i + 1]);
      if (next >= 0xA0 && next <= 0xBF && kLatin1Base[next - 0xA0] != '\0') {
        out.push_back(kLatin1Base[next - 0xA0]);
        ++i;
        continue;
      }
    }
    out.push_back(static_cast<char>(c));
  }
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
    for (const std::string& word : lexicon.list(list))
      stop_.insert(text::word_hash(text::fold_for_matching(word)));
  }
}

void TopicWords::add(const text::Token& token, std::vector<uint64_t>& stems) const {
  if (!token.is_word() || token.has_digit) return;
  thread_local std::string folded;
  fold_latin(token.lower, folded);
  if (first_letters(folded, kMinLetters).second < kMinLetters) return;
  if (stop_.count(text::word_hash(folded))) return;
  stems.push_back(text::word_hash(first_letters(folded, kStemLetters).first));
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
