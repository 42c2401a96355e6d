// Sentence alignment by shared content stems and stem pairs: robust to reordering (every derived
// sentence looks for its best passage anywhere in the source), to small edits and inflections
// (stems), and to merged sentences (a passage may be two adjacent source sentences).
#include "auditor/provenance/alignment.h"

#include <algorithm>

namespace auditor::provenance {

namespace {

/// Source sentences whose stem counts rank among the best are scored in full; a handful is enough
/// because a reused sentence shares far more stems with its origin than with anything else.
constexpr size_t kCandidates = 4;

uint64_t pair_hash(uint64_t a, uint64_t b) { return a * 0x9E3779B97F4A7C15ULL ^ (b + 0x7F4A7C15); }

/// How many of `wanted` occur in `a` or `b` (all sorted and unique).
size_t count_in_either(const std::vector<uint64_t>& wanted, const std::vector<uint64_t>& a,
                       const std::vector<uint64_t>* b) {
  size_t n = 0;
  for (uint64_t x : wanted) {
    if (std::binary_search(a.begin(), a.end(), x) ||
        (b != nullptr && std::binary_search(b->begin(), b->end(), x))) {
      ++n;
    }
  }
  return n;
}

double share(size_t part, size_t whole) {
  return whole == 0 ? 0 : static_cast<double>(part) / static_cast<double>(whole);
}

uint64_t total_bytes(const std::vector<Span>& spans) {
  uint64_t n = 0;
  for (const Span& s : spans) n += s.size();
  return n;
}

}  // namespace

uint32_t copied_words(const std::vector<Word>& derived, uint32_t d_first, uint32_t d_last,
                      const std::vector<Word>& source, uint32_t s_first, uint32_t s_last) {
  constexpr uint32_t kMinRun = 4;
  constexpr uint32_t kMinWordingWords = 3;
  const uint32_t n = d_last - d_first;
  const uint32_t m = s_last - s_first;
  // run[i][j]: length of the common run starting at derived word i and source word j.
  std::vector<uint32_t> run((n + 1) * (m + 1), 0);
  auto at = [&](uint32_t i, uint32_t j) -> uint32_t& { return run[i * (m + 1) + j]; };
  std::vector<uint32_t> longest(n, 0);
  for (uint32_t i = n; i-- > 0;) {
    for (uint32_t j = m; j-- > 0;) {
      if (derived[d_first + i].key == source[s_first + j].key) at(i, j) = at(i + 1, j + 1) + 1;
      longest[i] = std::max(longest[i], at(i, j));
    }
  }
  uint32_t copied = 0;
  for (uint32_t i = 0; i < n;) {
    uint32_t length = longest[i];
    if (length < kMinRun) {
      ++i;
      continue;
    }
    bool figure = false;
    uint32_t wording = 0;
    for (uint32_t k = i; k < i + length; ++k) {
      const Word& w = derived[d_first + k];
      figure = figure || w.number;
      if (w.content && !w.capitalized) ++wording;
    }
    if (!figure && wording >= kMinWordingWords) {
      copied += length;
      i += length;
    } else {
      ++i;
    }
  }
  return copied;
}

SourceSentences::Features SourceSentences::features_of(const TextWords& words,
                                                       std::pair<uint32_t, uint32_t> range) {
  Features f;
  uint64_t previous = 0;
  bool has_previous = false;
  for (uint32_t i = range.first; i < range.second; ++i) {
    const Word& w = words.words[i];
    if (!w.content) continue;
    f.stems.push_back(w.stem);
    if (has_previous) f.pairs.push_back(pair_hash(previous, w.stem));
    previous = w.stem;
    has_previous = true;
  }
  for (auto* v : {&f.stems, &f.pairs}) {
    std::sort(v->begin(), v->end());
    v->erase(std::unique(v->begin(), v->end()), v->end());
  }
  return f;
}

SourceSentences::SourceSentences(TextWords words, std::vector<Span> sentence_spans)
    : spans_(std::move(sentence_spans)), words_(std::move(words)) {
  sentences_.reserve(words_.sentences.size());
  for (const auto& range : words_.sentences) {
    sentences_.push_back(features_of(words_, range));
    for (uint64_t stem : sentences_.back().stems) {
      by_stem_.emplace_back(stem, static_cast<uint32_t>(sentences_.size() - 1));
    }
  }
  std::sort(by_stem_.begin(), by_stem_.end());
}

std::vector<uint32_t> SourceSentences::candidates(const Features& derived) const {
  std::vector<std::pair<uint32_t, uint32_t>> hits;  // (count, sentence)
  std::vector<uint32_t> count(sentences_.size(), 0);
  for (uint64_t stem : derived.stems) {
    auto it = std::lower_bound(by_stem_.begin(), by_stem_.end(), std::make_pair(stem, 0U));
    for (; it != by_stem_.end() && it->first == stem; ++it) ++count[it->second];
  }
  for (uint32_t s = 0; s < count.size(); ++s) {
    if (count[s] > 0) hits.emplace_back(count[s], s);
  }
  size_t keep = std::min(kCandidates, hits.size());
  std::partial_sort(hits.begin(), hits.begin() + static_cast<long>(keep), hits.end(),
                    [](auto a, auto b) { return a.first > b.first; });
  std::vector<uint32_t> out;
  for (size_t i = 0; i < keep; ++i) out.push_back(hits[i].second);
  return out;
}

SourceSentences::Score SourceSentences::score(const Features& derived, uint32_t first,
                                              uint32_t count) const {
  const Features& a = sentences_[first];
  const Features* b = count > 1 ? &sentences_[first + 1] : nullptr;
  return {share(count_in_either(derived.stems, a.stems, b ? &b->stems : nullptr),
                derived.stems.size()),
          share(count_in_either(derived.pairs, a.pairs, b ? &b->pairs : nullptr),
                derived.pairs.size())};
}

Alignment SourceSentences::align(const TextWords& derived, const std::vector<Span>& derived_spans,
                                 const AlignOptions& options) const {
  Alignment out;
  std::vector<bool> used(sentences_.size(), false);
  uint64_t aligned_bytes = 0;
  for (uint32_t d = 0; d < derived.sentences.size(); ++d) {
    Features f = features_of(derived, derived.sentences[d]);
    if (f.stems.size() < options.min_content_words) continue;
    AlignedPassage best;
    Score best_score;
    uint32_t best_count = 0;
    for (uint32_t s : candidates(f)) {
      // The sentence alone, and with its neighbour on either side: a rewrite often merges two.
      for (auto [first, count] : {std::pair{s, 1U}, std::pair{s, 2U}, std::pair{s - 1, 2U}}) {
        if (first >= sentences_.size() || first + count > sentences_.size()) continue;
        Score sc = score(f, first, count);
        // A window must beat the single sentence clearly, or it only adds noise to the evidence.
        if (sc.total() > best_score.total() + (count > 1 ? 0.1 : 0)) {
          best_score = sc;
          best.source_sentence = first;
          best_count = count;
        }
      }
    }
    if (best_count == 0 || best_score.words < options.word_coverage ||
        best_score.pairs < options.pair_coverage) {
      continue;
    }
    auto [d_first, d_last] = derived.sentences[d];
    uint32_t s_first = words_.sentences[best.source_sentence].first;
    uint32_t s_last = words_.sentences[best.source_sentence + best_count - 1].second;
    uint32_t copied = copied_words(derived.words, d_first, d_last, words_.words, s_first, s_last);
    // Without copied wording, only a close paraphrase counts: two stories on one event share
    // half the content words of many sentences, but rarely most of their word pairs too.
    if (copied == 0 && (best_score.words < options.close_word_coverage ||
                        best_score.pairs < options.close_pair_coverage)) {
      continue;
    }
    best.derived_sentence = d;
    best.derived = derived_spans[d];
    best.source = spans_[best.source_sentence];
    if (best_count > 1) best.source.end = spans_[best.source_sentence + 1].end;
    best.word_coverage = best_score.words;
    best.pair_coverage = best_score.pairs;
    best.copied_share = share(copied, d_last - d_first);
    if (copied > 0) ++out.copied_passages;
    for (uint32_t i = 0; i < best_count; ++i) used[best.source_sentence + i] = true;
    aligned_bytes += best.derived.size();
    out.passages.push_back(best);
  }
  uint64_t used_bytes = 0;
  for (size_t s = 0; s < used.size(); ++s) {
    if (used[s]) used_bytes += spans_[s].size();
  }
  out.derived_share = share(aligned_bytes, total_bytes(derived_spans));
  out.source_share = share(used_bytes, total_bytes(spans_));
  return out;
}

}  // namespace auditor::provenance
