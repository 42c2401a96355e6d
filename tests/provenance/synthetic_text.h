// Deterministic synthetic articles for the corpus index tests: invented words, so no two texts
// share a phrase unless a test makes them.
#pragma once

#include <random>
#include <string>
#include <vector>

namespace auditor::testing {

/// Sentences of invented words from a seeded generator; the same seed gives the same text.
class SyntheticText {
 public:
  explicit SyntheticText(unsigned seed) : rng_(seed) {}

  /// One sentence of 8 to 16 words.
  std::string sentence() {
    int words = std::uniform_int_distribution<int>(8, 16)(rng_);
    std::string out;
    for (int i = 0; i < words; ++i) out += (i ? " " : "") + word();
    out[0] = static_cast<char>(out[0] - 'a' + 'A');
    return out + ".";
  }
  /// `count` sentences.
  std::vector<std::string> sentences(int count) {
    std::vector<std::string> out;
    for (int i = 0; i < count; ++i) out.push_back(sentence());
    return out;
  }

 private:
  std::string word() {
    static const char* kSyllables[] = {"ba", "ce", "di", "fo", "gu", "la", "me", "ni", "po", "ru",
                                       "sa", "te", "vi", "zo", "bra", "cre", "tri", "plo", "mas", "ten"};
    int n = std::uniform_int_distribution<int>(2, 4)(rng_);
    std::string w;
    for (int i = 0; i < n; ++i) w += kSyllables[std::uniform_int_distribution<int>(0, 19)(rng_)];
    return w;
  }
  std::mt19937 rng_;
};

/// Joins sentences into paragraphs of three.
inline std::string join_article(const std::vector<std::string>& sentences) {
  std::string out;
  for (size_t i = 0; i < sentences.size(); ++i) {
    out += sentences[i];
    out += (i % 3 == 2) ? "\n\n" : " ";
  }
  return out;
}

}  // namespace auditor::testing
