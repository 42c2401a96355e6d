// Sentence-level alignment of a derived text with a source: which passages were taken from it.
#pragma once

#include <cstdint>
#include <vector>

#include "auditor/core/span.h"
#include "auditor/provenance/words.h"

namespace auditor::provenance {

/// How close a derived sentence must be to a source passage to count as taken from it.
struct AlignOptions {
  /// With wording copied from the passage: the share of the sentence's content stems and of
  /// its adjacent content-stem pairs that the passage holds.
  double word_coverage = 0.4;
  double pair_coverage = 0.15;
  /// Without copied wording, a paraphrase must be this close.
  double close_word_coverage = 0.6;
  double close_pair_coverage = 0.3;
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
  /// Share of the sentence's words in runs copied word for word from the passage, function words
  /// included, leaving out runs that are only names and figures (see copied_words()).
  double copied_share = 0;
};

/// Everything a derived text takes from one source.
struct Alignment {
  std::vector<AlignedPassage> passages;  ///< in derived order
  size_t copied_passages = 0;  ///< passages with wording copied beyond names and figures
  double derived_share = 0;  ///< share of the derived text's sentence bytes that are aligned
  double source_share = 0;   ///< share of the source's sentence bytes that were used
};

/// How many words of derived[d_first, d_last) lie in runs it shares with source[s_first, s_last)
/// word for word (folded): runs of at least four words, with no figure in them and three content
/// words written in lower case. "crianças de 10 a 14 anos" and "Secretaria de Saúde" are facts
/// any independent story repeats; "seus novos chips, rodando em" is somebody's sentence.
uint32_t copied_words(const std::vector<Word>& derived, uint32_t d_first, uint32_t d_last,
                      const std::vector<Word>& source, uint32_t s_first, uint32_t s_last);

/// The sentence-level view of a source, built once and compared with many derived texts. Owns
/// the source's words.
class SourceSentences {
 public:
  SourceSentences(TextWords words, std::vector<Span> sentence_spans);

  const TextWords& words() const { return words_; }

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
  static Features features_of(const TextWords& words, std::pair<uint32_t, uint32_t> range);
  Score score(const Features& derived, uint32_t first, uint32_t count) const;
  std::vector<uint32_t> candidates(const Features& derived) const;

  std::vector<Features> sentences_;
  std::vector<Span> spans_;
  TextWords words_;
  std::vector<std::pair<uint64_t, uint32_t>> by_stem_;  ///< (stem, sentence), sorted
};

}  // namespace auditor::provenance
