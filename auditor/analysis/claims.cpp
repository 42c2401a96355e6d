// Claim finding per sentence.
#include "auditor/analysis/claims.h"

#include <algorithm>

#include "auditor/text/normalize.h"

namespace auditor::analysis {

namespace {

// Every place a table matches where no exclusion covers it, as spans.
std::vector<Span> all_matches(const PhraseTable& table, const PhraseTable& exclusions,
                              const std::vector<text::Token>& tokens) {
  std::vector<Span> out;
  size_t excluded_until = 0;
  for (size_t i = 0; i < tokens.size(); ++i) {
    if (PhraseTable::Match x = exclusions.at(tokens, i)) excluded_until = i + x.length;
    if (i < excluded_until) continue;
    if (PhraseTable::Match m = table.at(tokens, i)) {
      out.push_back({tokens[i].span.start, tokens[i + m.length - 1].span.end});
      i += m.length - 1;
    }
  }
  return out;
}

Span first_match(const PhraseTable& table, const PhraseTable& exclusions,
                 const std::vector<text::Token>& tokens) {
  std::vector<Span> all = all_matches(table, exclusions, tokens);
  return all.empty() ? Span{} : all.front();
}

// A figure someone must stand behind: money, percentages, quantities, counts of ten or more.
bool is_claimed_figure(const NumericExpression& n) {
  if (!is_statistic(n.kind)) return false;
  return n.kind != NumberKind::Count || n.value >= 10;
}

// "mais leve da categoria", "more patients than any other": the claim starts at the degree word
// ("mais", "more") a few words before the marker that made it a superlative.
Span extend_to_degree_word(const std::vector<text::Token>& tokens, Span trigger) {
  size_t at = 0;
  while (at < tokens.size() && tokens[at].span.start < trigger.start) ++at;
  for (size_t back = 1; back <= 3 && back <= at; ++back) {
    const std::string& w = tokens[at - back].lower;
    if (w == "mais" || w == "menos" || w == "more" || w == "less" || w == "fewer") {
      return {tokens[at - back].span.start, trigger.end};
    }
    if (tokens[at - back].is_symbol()) break;
  }
  return trigger;
}

// The figure that ends at most a few bytes before the comparison word or starts right after it.
Span figure_near(const std::vector<Span>& figures, Span word) {
  for (Span f : figures) {
    if (f.end <= word.start && word.start - f.end <= 3) return f;
    if (f.start >= word.end && f.start - word.end <= 3) return f;
  }
  return {};
}

// An em dash or semicolon between an attribution cue and a claim: the claim is the writer's aside
// ("a empresa se comprometeu a X — considerando que Y cresce mais rápido do que Z").
bool aside_between(std::string_view text, Span cue, Span trigger) {
  size_t from = std::min(cue.end, trigger.end), to = std::max(cue.start, trigger.start);
  if (from >= to) return false;
  std::string_view between = text.substr(from, to - from);
  return between.find("—") != std::string_view::npos || between.find(';') != std::string_view::npos ||
         between.find(" – ") != std::string_view::npos;
}

}  // namespace

ClaimFinder::ClaimFinder(const text::Lexicon& lexicon)
    : superlative_(lexicon, "claims.superlative"),
      comparative_(lexicon, "claims.comparative"),
      evaluative_(lexicon, "claims.evaluative"),
      predictive_(lexicon, "claims.predictive"),
      exclusions_(lexicon, "claims.exclusions"),
      performance_(lexicon, "claims.performance") {
  for (const std::string& w : lexicon.list("claims.price-words")) {
    price_words_.push_back(text::fold_for_matching(w));
  }
}

void ClaimFinder::find(ArticleAnalysis& a, const SentenceTokens& tokens) const {
  for (uint32_t s = 0; s < a.sentences.size(); ++s) {
    std::vector<const NumericExpression*> figures;
    for (const NumericExpression& n : a.numbers) {
      if (n.sentence == s && is_claimed_figure(n)) figures.push_back(&n);
    }
    std::vector<Claim> found = sentence_claims(a, tokens[s], figures, a.sentences[s].span);
    for (Claim& claim : found) {
      attach_sources(a, claim);
      a.claims.push_back(std::move(claim));
    }
  }
}

// Every claim of one sentence: each superlative and comparison (a comparison takes the figure
// right next to it), then each remaining figure; judgments and predictions only when nothing
// stronger is there.
std::vector<Claim> ClaimFinder::sentence_claims(const ArticleAnalysis& a,
                                                const std::vector<text::Token>& tokens,
                                                const std::vector<const NumericExpression*>& figures,
                                                Span sentence) const {
  std::vector<Claim> out;
  std::vector<Span> figure_spans;
  for (const NumericExpression* n : figures) {
    if (!is_price(a.text(), *n, sentence)) figure_spans.push_back(n->span);
  }
  std::vector<Span> used;
  auto add = [&](ClaimKind kind, Span trigger) {
    Claim c;
    c.span = sentence;
    c.kind = kind;
    c.trigger = trigger;
    out.push_back(std::move(c));
  };
  for (Span t : all_matches(superlative_, exclusions_, tokens)) {
    add(ClaimKind::Superlative, extend_to_degree_word(tokens, t));
  }
  std::vector<Span> word_comparisons;  // "comparável", "faster": kept only if nothing stronger
  for (Span c : all_matches(comparative_, exclusions_, tokens)) {
    Span near = figure_near(figure_spans, c);
    if (near.empty()) {
      word_comparisons.push_back(c);
      continue;
    }
    if (std::find(used.begin(), used.end(), near) != used.end()) continue;
    used.push_back(near);
    add(ClaimKind::Comparative, near);
  }
  // A bare figure is a claim when the sentence says it measures performance or success
  // ("vendeu 1,5 milhão", "lasts 40 hours"), not when it announces a plan, a price or a deal.
  if (!all_matches(performance_, exclusions_, tokens).empty()) {
    for (Span f : figure_spans) {
      if (std::find(used.begin(), used.end(), f) == used.end()) add(ClaimKind::Numeric, f);
    }
  }
  if (out.empty() && !word_comparisons.empty()) add(ClaimKind::Comparative, word_comparisons.front());
  if (!out.empty()) return out;
  if (Span e = first_match(evaluative_, exclusions_, tokens); !e.empty()) {
    add(ClaimKind::Evaluative, e);
  } else if (Span p = first_match(predictive_, exclusions_, tokens); !p.empty()) {
    add(ClaimKind::Predictive, p);
  }
  return out;
}

// A price the seller sets ("custa R$ 2.799", "starts at $899") is a fact of the offer, not a claim.
bool ClaimFinder::is_price(std::string_view text, const NumericExpression& n, Span sentence) const {
  if (n.kind != NumberKind::Money) return false;
  std::string_view before = text.substr(sentence.start, n.span.start - sentence.start);
  if (before.size() > 40) before = before.substr(before.size() - 40);
  std::string lowered = text::fold_for_matching(before);
  for (const std::string& word : price_words_) {
    if (lowered.find(word) != std::string::npos) return true;
  }
  return false;
}

// The sources a claim rests on: attributions covering it, unless an aside separates them.
void ClaimFinder::attach_sources(const ArticleAnalysis& a, Claim& claim) const {
  for (const Attribution& at : a.attributions) {
    if (at.source == kNone || !at.covers.overlaps(claim.span)) continue;
    if (!at.covers.contains(claim.trigger.start) && !claim.span.contains(at.cue.start)) continue;
    if (claim.span.contains(at.cue.start) && aside_between(a.text(), at.cue, claim.trigger)) continue;
    if (std::find(claim.sources.begin(), claim.sources.end(), at.source) == claim.sources.end()) {
      claim.sources.push_back(at.source);
    }
  }
}

}  // namespace auditor::analysis
