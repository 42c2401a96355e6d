// Claim finding per sentence.
#include "auditor/analysis/claims.h"

#include <algorithm>

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

// The figure that ends at most a few bytes before the comparison word or starts right after it.
Span figure_near(const std::vector<Span>& figures, Span word, std::string_view text) {
  for (Span f : figures) {
    if (f.end <= word.start && word.start - f.end <= 3) return f;
    if (f.start >= word.end && f.start - word.end <= 3) return f;
    (void)text;
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
      exclusions_(lexicon, "claims.exclusions") {}

void ClaimFinder::find(ArticleAnalysis& a, const SentenceTokens& tokens) const {
  for (uint32_t s = 0; s < a.sentences.size(); ++s) {
    const Span sentence = a.sentences[s].span;
    std::vector<Span> figures;
    for (const NumericExpression& n : a.numbers) {
      if (n.sentence == s && is_claimed_figure(n)) figures.push_back(n.span);
    }
    Span figure = figures.empty() ? Span{} : figures.front();
    Claim claim;
    claim.span = sentence;
    if (Span t = first_match(superlative_, exclusions_, tokens[s]); !t.empty()) {
      claim.kind = ClaimKind::Superlative;
      claim.trigger = t;
    } else if (std::vector<Span> cs = all_matches(comparative_, exclusions_, tokens[s]); !cs.empty()) {
      claim.kind = ClaimKind::Comparative;
      // "até 50% menor": a figure right next to the comparison is what it claims.
      claim.trigger = cs.front();
      for (Span c : cs) {
        if (Span near = figure_near(figures, c, a.text()); !near.empty()) {
          claim.trigger = near;
          break;
        }
      }
    } else if (!figure.empty()) {
      claim.kind = ClaimKind::Numeric;
      claim.trigger = figure;
    } else if (Span e = first_match(evaluative_, exclusions_, tokens[s]); !e.empty()) {
      claim.kind = ClaimKind::Evaluative;
      claim.trigger = e;
    } else if (Span p = first_match(predictive_, exclusions_, tokens[s]); !p.empty()) {
      claim.kind = ClaimKind::Predictive;
      claim.trigger = p;
    } else {
      continue;
    }
    for (const Attribution& at : a.attributions) {
      if (at.source == kNone || !at.covers.overlaps(sentence)) continue;
      if (!at.covers.contains(claim.trigger.start) && !sentence.contains(at.cue.start)) continue;
      if (sentence.contains(at.cue.start) && aside_between(a.text(), at.cue, claim.trigger)) continue;
      if (std::find(claim.sources.begin(), claim.sources.end(), at.source) == claim.sources.end()) {
        claim.sources.push_back(at.source);
      }
    }
    a.claims.push_back(std::move(claim));
  }
}

}  // namespace auditor::analysis
