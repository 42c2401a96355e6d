// Quote matching: anchor diagonals by shared words, then edit-distance alignment on each window.
#include "auditor/provenance/quote_match.h"

#include <algorithm>
#include <unordered_map>
#include <vector>

namespace auditor::provenance {

namespace {

/// Windows tried per quote: the diagonals where most of its content words line up.
constexpr size_t kDiagonals = 3;

enum class Step : uint8_t { Match, Substitute, Insert, Delete };

/// One aligned step: a quote word (Insert, Match, Substitute) and/or a source word.
struct Op {
  Step step;
  uint32_t quote = 0;
  uint32_t source = 0;
};

/// An alignment of the quote with source words [from, to).
struct WindowMatch {
  int32_t score = INT32_MIN;
  bool exact = false;
  uint32_t from = 0;
  uint32_t to = 0;
  std::vector<Op> ops;
};

// Scores of the alignment: a shared word earns more than an edit costs, so that for the quote
// "todos os prazos foram cumpridos" the passage "todos os nossos prazos de entrega foram
// cumpridos" (five words shared, three dropped) beats "foram cumpridos", which plain edit
// distance scores the same (three edits each).
constexpr int32_t kMatch = 2;
constexpr int32_t kEdit = -1;

/// Semi-global alignment of quote words q[qf..qf+n) with source words s[lo..hi): the whole quote
/// against any passage of the window, scored by kMatch and kEdit.
WindowMatch align_window(const std::vector<Word>& q, uint32_t qf, uint32_t n,
                         const std::vector<Word>& s, uint32_t lo, uint32_t hi) {
  const uint32_t m = hi - lo;
  std::vector<int32_t> score((n + 1) * (m + 1));
  auto at = [&](uint32_t i, uint32_t j) -> int32_t& { return score[i * (m + 1) + j]; };
  auto diagonal = [&](uint32_t i, uint32_t j) {
    return at(i - 1, j - 1) + (q[qf + i - 1].key == s[lo + j - 1].key ? kMatch : kEdit);
  };
  for (uint32_t j = 0; j <= m; ++j) at(0, j) = 0;
  for (uint32_t i = 1; i <= n; ++i) {
    at(i, 0) = at(i - 1, 0) + kEdit;
    for (uint32_t j = 1; j <= m; ++j) {
      at(i, j) = std::max({diagonal(i, j), at(i - 1, j) + kEdit, at(i, j - 1) + kEdit});
    }
  }
  WindowMatch best;
  uint32_t end = 0;
  for (uint32_t j = 0; j <= m; ++j) {
    if (at(n, j) > best.score) {
      best.score = at(n, j);
      end = j;
    }
  }
  uint32_t i = n;
  uint32_t j = end;
  best.exact = true;
  while (i > 0) {
    if (j > 0 && at(i, j) == diagonal(i, j)) {
      bool same = q[qf + i - 1].key == s[lo + j - 1].key;
      best.ops.push_back({same ? Step::Match : Step::Substitute, qf + i - 1, lo + j - 1});
      best.exact = best.exact && same;
      --i;
      --j;
    } else if (at(i, j) == at(i - 1, j) + kEdit) {
      best.ops.push_back({Step::Insert, qf + i - 1, 0});
      best.exact = false;
      --i;
    } else {
      best.ops.push_back({Step::Delete, 0, lo + j - 1});
      best.exact = false;
      --j;
    }
  }
  std::reverse(best.ops.begin(), best.ops.end());
  best.from = lo + j;
  best.to = lo + end;
  return best;
}

/// The diagonals (source index minus quote index) where most quote content words meet the source.
std::vector<int64_t> best_diagonals(const std::vector<Word>& q, uint32_t first, uint32_t last,
                                    const TextWords& source) {
  std::unordered_map<uint64_t, std::vector<uint32_t>> where;
  for (uint32_t i = first; i < last; ++i) {
    if (q[i].content) where.emplace(q[i].key, std::vector<uint32_t>{});
  }
  for (uint32_t j = 0; j < source.words.size(); ++j) {
    if (auto it = where.find(source.words[j].key); it != where.end()) it->second.push_back(j);
  }
  std::unordered_map<int64_t, uint32_t> votes;
  for (uint32_t i = first; i < last; ++i) {
    if (!q[i].content) continue;
    for (uint32_t j : where[q[i].key]) {
      // Neighbouring diagonals vote together: an inserted or dropped word shifts the rest by one.
      votes[(static_cast<int64_t>(j) - (i - first)) / 4] += 1;
    }
  }
  std::vector<std::pair<uint32_t, int64_t>> ranked;
  for (auto [bucket, count] : votes) ranked.emplace_back(count, bucket);
  std::sort(ranked.begin(), ranked.end(), [](auto a, auto b) {
    return a.first != b.first ? a.first > b.first : a.second < b.second;
  });
  std::vector<int64_t> out;
  for (size_t k = 0; k < std::min(kDiagonals, ranked.size()); ++k) out.push_back(ranked[k].second * 4);
  return out;
}

std::string render_diff(const WindowMatch& m, const std::vector<Word>& q, std::string_view qtext,
                        const std::vector<Word>& s, std::string_view stext) {
  std::string out;
  std::string removed;
  std::string added;
  auto flush = [&] {
    if (!removed.empty()) out += (out.empty() ? "" : " ") + ("[-" + removed + "-]");
    if (!added.empty()) out += (out.empty() ? "" : " ") + ("{+" + added + "+}");
    removed.clear();
    added.clear();
  };
  auto append = [](std::string& to, std::string_view word) {
    if (!to.empty()) to += ' ';
    to += word;
  };
  for (const Op& op : m.ops) {
    if (op.step == Step::Match) {
      flush();
      append(out, q[op.quote].span.in(qtext));
      continue;
    }
    if (op.step != Step::Insert) append(removed, s[op.source].span.in(stext));
    if (op.step != Step::Delete) append(added, q[op.quote].span.in(qtext));
  }
  flush();
  return out;
}

}  // namespace

QuoteMatch match_quote(const TextWords& quote_words, uint32_t first, uint32_t last,
                       std::string_view quote_text, const TextWords& source,
                       std::string_view source_text, double altered_similarity) {
  QuoteMatch out;
  const uint32_t n = last - first;
  if (n == 0 || source.words.empty()) return out;
  const auto m = static_cast<int64_t>(source.words.size());
  WindowMatch best;
  for (int64_t diagonal : best_diagonals(quote_words.words, first, last, source)) {
    auto lo = static_cast<uint32_t>(std::clamp<int64_t>(diagonal - n / 2 - 4, 0, m));
    auto hi = static_cast<uint32_t>(std::clamp<int64_t>(diagonal + n + n / 2 + 8, 0, m));
    if (hi <= lo) continue;
    WindowMatch w = align_window(quote_words.words, first, n, source.words, lo, hi);
    if (w.score > best.score) best = std::move(w);
  }
  if (best.ops.empty() || best.to <= best.from) return out;
  for (const Op& op : best.ops) {
    if (op.step != Step::Match) continue;
    ++out.matched_words;
    if (quote_words.words[op.quote].content) ++out.matched_content_words;
  }
  uint32_t passage = best.to - best.from;
  out.similarity = static_cast<double>(out.matched_words) / std::max(n, passage);
  out.source = Span{source.words[best.from].span.start, source.words[best.to - 1].span.end};
  if (best.exact) {
    out.verdict = QuoteVerdict::Exact;
  } else if (out.similarity >= altered_similarity && out.matched_content_words > 0) {
    out.verdict = QuoteVerdict::Altered;
    out.diff = render_diff(best, quote_words.words, quote_text, source.words, source_text);
  }
  return out;
}

}  // namespace auditor::provenance
