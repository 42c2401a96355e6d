// Word extraction for provenance: the shared tokenizer, then folding and stemming per word.
#include "auditor/provenance/words.h"

#include <algorithm>
#include <string>

#include "auditor/text/normalize.h"
#include "auditor/text/utf8.h"

namespace auditor::provenance {

namespace {

constexpr size_t kStemLetters = 5;

/// FNV-1a: stable across runs and platforms, so stored fingerprints could reuse it.
uint64_t fnv1a(std::string_view s) {
  uint64_t h = 1469598103934665603ULL;
  for (unsigned char c : s) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  return h;
}

std::string_view first_letters(std::string_view folded, size_t letters) {
  size_t i = 0;
  for (size_t n = 0; n < letters && i < folded.size(); ++n) text::next_code_point(folded, i);
  return folded.substr(0, i);
}

}  // namespace

uint64_t word_key(std::string_view folded) { return fnv1a(folded); }

StopWords make_stop_words(const std::vector<std::string>& entries) {
  StopWords out;
  for (const std::string& entry : entries) out.insert(word_key(text::fold_for_matching(entry)));
  return out;
}

std::pair<uint32_t, uint32_t> TextWords::within(Span span) const {
  auto first = std::lower_bound(words.begin(), words.end(), span.start,
                                [](const Word& w, uint32_t at) { return w.span.start < at; });
  auto last = std::lower_bound(first, words.end(), span.end,
                               [](const Word& w, uint32_t at) { return w.span.end <= at; });
  return {static_cast<uint32_t>(first - words.begin()), static_cast<uint32_t>(last - words.begin())};
}

void append_words(std::string_view text, Span range, const StopWords& stop_words, std::vector<Word>& out,
                  std::vector<text::Token>& tokens) {
  tokens.clear();
  text::tokenize(text, range, tokens);
  for (const text::Token& token : tokens) {
    if (token.is_symbol()) continue;
    std::string folded = text::fold_for_matching(token.lower);
    Word word;
    word.span = token.span;
    word.key = word_key(folded);
    word.stem = token.has_digit ? word.key : word_key(first_letters(folded, kStemLetters));
    word.content = !stop_words.contains(word.key);
    word.number = token.has_digit;
    word.capitalized = token.capitalized;
    out.push_back(word);
  }
}

TextWords index_words(const analysis::ArticleAnalysis& analysis, const StopWords& stop_words) {
  TextWords out;
  std::vector<text::Token> tokens;
  for (const text::Sentence& sentence : analysis.sentences) {
    auto first = static_cast<uint32_t>(out.words.size());
    append_words(analysis.text(), sentence.span, stop_words, out.words, tokens);
    out.sentences.emplace_back(first, static_cast<uint32_t>(out.words.size()));
  }
  return out;
}

}  // namespace auditor::provenance
