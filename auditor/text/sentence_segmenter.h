// Sentence segmentation tuned for news text in Portuguese and English.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "auditor/core/document.h"
#include "auditor/core/result.h"
#include "auditor/text/lexicon.h"
#include "auditor/text/tokenizer.h"

namespace auditor::text {

/// One sentence: its bytes in Document::text and the index of the block it belongs to.
struct Sentence {
  Span span;
  uint32_t block = 0;
};

/// Splits text into sentences with a word-bounded abbreviation list from the language's lexicon.
///
/// Never crosses a block boundary. Handles abbreviations (Sr., Dra., U.S., p.m.), initials,
/// decimal and thousands separators, currency ("US$ 50 bilhões", "$1.2 billion"), quotes that close
/// after the terminator (“…!” Ele), terminators inside quotes followed by a speech verb
/// (“…”, afirmou), ellipses, and dialogue dashes.
class SentenceSegmenter {
 public:
  /// Builds a segmenter from the lexicon's abbreviation lists (see rules/<lang>/lexicon.xml).
  explicit SentenceSegmenter(const Lexicon& lexicon);
  /// A segmenter with no abbreviations (language-neutral fallback).
  SentenceSegmenter();

  /// Appends the sentences of text[range] to out, as spans into text (trimmed of white space).
  void split(std::string_view text, Span range, std::vector<Span>& out) const;
  /// The sentences of every block of a document (code blocks excluded).
  std::vector<Sentence> segment(const Document& doc) const;

 private:
  // Probed by string_view, so that looking a word up never allocates.
  using WordSet = std::unordered_set<std::string, WordHash, std::equal_to<>>;
  struct Candidate;  // a terminator run and what follows it (defined in the .cpp)

  static Candidate read_candidate(std::string_view text, uint32_t range_start, uint32_t end,
                                  uint32_t at);
  bool ends_sentence(std::string_view text, const Candidate& c) const;
  bool period_ends_sentence(std::string_view text, const Candidate& c) const;
  bool is_starter(std::string_view text, uint32_t pos, uint32_t end) const;
  bool speech_tag_follows(std::string_view text, uint32_t pos, uint32_t end) const;

  WordSet titles_;       // "Sr.", "Mr.": a period after them never ends a sentence
  WordSet ambiguous_;    // "etc.", "Inc.": end one only before a sentence starter
  WordSet starters_;     // case-folded words that typically open a sentence
  WordSet speech_tags_;  // case-folded speech verbs ("disse", "said") after a quotation
};

/// Whether a sentence is a question: its last mark, before closing quotes, brackets and white
/// space, is a question mark. "“Why not?” asked Dunn." is a statement.
bool ends_in_question(std::string_view sentence);

}  // namespace auditor::text
