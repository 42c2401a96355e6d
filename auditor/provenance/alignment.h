// Sentence-level alignment of a derived text with a source: which passages were taken from it.
#pragma once

#include <cstdint>
#include <vector>

#include "auditor/core/span.h"
#include "auditor/provenance/words.h"

namespace auditor::provenance {

/// How close a derived sentence must be to a source passage to count as taken from it.
struct AlignOptions {
  double word_coverage = 0.4;   ///< share of its content stems the passage holds
  double pair_coverage = 0.15;  ///< share of its adjacent content-stem pairs the passage holds
  uint32_t min_content_words = 5;
};

/// A derived sentence and the source passage (one or two adjacent sentences) it follows.
struct AlignedPassage {
  uint32_t derived_sentence = 0;
  Span derived;                ///< the derived sentence's bytes
  Span source;                 ///< the source passage's bytes
  uint32_t source_sentence = 0;  ///< the passage's first sentence
  double word_coverage = 0;
  double pair_coverage = 0;
};

/// Everything a derived text takes from one source.
struct Alignment {
  std::vector<AlignedPassage> passages;  ///< in derived order
  double derived_share = 0;  ///< share of the derived text's sentence bytes that are aligned
  double source_share = 0;   ///< share of the source's sentence bytes that were used
};

/// The sentence-level view of a source, built once and compared with many derived texts.
class SourceSentences {
 public:
  SourceSentences(const TextWords& words, const std::vector<Span>& sentence_spans);

  /// Aligns every sentence of a derived text with this source.
  Alignment align(const TextWords& derived, const std::vector<Span>& derived_spans,
                  const AlignOptions& options) const;

 private:
  struct Features {
    std::vector<uint64_t> stems;  ///< sorted, unique content stems
    std::vector<uint64_t> pairs;  ///< sorted, unique adjacent content-stem pairs
  };
  struct Score {
    double words = 0;
    double pairs = 0;
    double total() const { return words + pairs; }
  };
  Score score(const Features& derived, uint32_t first, uint32_t count) const;
  std::vector<uint32_t> candidates(const Features& derived) const;

  std::vector<Features> sentences_;
  std::vector<Span> spans_;
  std::vector<std::pair<uint64_t, uint32_t>> by_stem_;  ///< (stem, sentence), sorted
};

}  // namespace auditor::provenance
