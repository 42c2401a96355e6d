// A document's words normalized for comparing texts: what alignment and quote matching read.
#pragma once

#include <cstdint>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "auditor/analysis/article_analysis.h"
#include "auditor/core/span.h"
#include "auditor/text/tokenizer.h"

namespace auditor::provenance {

/// One word of a text, case and accents folded ("Região" and "regiao" are one key).
struct Word {
  Span span;          ///< bytes in Document::text
  uint64_t key = 0;   ///< hash of the folded word
  /// Hash of the folded word's first five letters: a crude stem that joins "resolvendo" and
  /// "resolver", "alteração" and "alterações", across Portuguese and English alike.
  uint64_t stem = 0;
  bool content = false;  ///< not a stop word (articles, prepositions, auxiliaries)
  bool number = false;   ///< holds a digit: part of a figure, a date or a model name
  bool capitalized = false;  ///< written with a capital: most often part of a name
};

/// The words of a document, with the range of words of each analysis sentence.
struct TextWords {
  std::vector<Word> words;
  /// [first, last) indices into words for each sentence of the analysis, in order.
  std::vector<std::pair<uint32_t, uint32_t>> sentences;

  /// The [first, last) words inside a byte range.
  std::pair<uint32_t, uint32_t> within(Span span) const;
};

/// Function words of a language, by the hash of their folded form.
using StopWords = std::unordered_set<uint64_t>;

/// Hash of a folded word, as Word::key holds it.
uint64_t word_key(std::string_view folded);

/// Builds the stop-word set from lexicon entries.
StopWords make_stop_words(const std::vector<std::string>& entries);

/// Splits every sentence of an analyzed document into words; punctuation and symbols are dropped.
TextWords index_words(const analysis::ArticleAnalysis& analysis, const StopWords& stop_words);

/// Appends the words of text[range] to `out`, as index_words does for each sentence: for callers
/// that read whole texts without analyzing them (the corpus index). `tokens` is scratch space.
void append_words(std::string_view text, Span range, const StopWords& stop_words, std::vector<Word>& out,
                  std::vector<text::Token>& tokens);

}  // namespace auditor::provenance
