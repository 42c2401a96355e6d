// Claim finding per sentence: markers (figures, superlatives, comparisons) merged into claims.
#include "auditor/analysis/claims.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <span>

#include "auditor/text/normalize.h"

namespace auditor::analysis {

using text::Token;

/// One thing that makes part of a sentence a claim, as an inclusive token range.
struct ClaimFinder::Marker {
  size_t first = 0, last = 0;
  ClaimKind kind = ClaimKind::Numeric;
  bool figure = false;        ///< a number, not words
  bool opinion = false;       ///< degree words alone ("the best", "better than")
  bool side_by_side = false;  ///< "compared with": only links two figures
  bool duration = false;      ///< a span of time ("in six months"), the time a figure took
  bool party_study = false;   ///< a figure of a study a party made ("the company's trial")
  bool money = false;         ///< a sum of money
  /// A span of time a word of time opens ("within two weeks") or made an adjective ("its 11-year
  /// history"): part of the claim of a figure before it, never one by itself.
  bool framed = false;
};

namespace {

constexpr size_t kLongestClaimSentence = 80;  // tokens, punctuation included

// Punctuation that ends a clause or an apposition; hyphens, apostrophes and "%" do not.
bool is_separator(const Token& t) {
  if (!t.is_symbol()) return false;
  static constexpr std::string_view kSeparators[] = {",", ";", ":", "(", ")", "—", "–", "\"",
                                                     "“", "”", "«", "»", ".", "!", "?", "…"};
  return std::find(std::begin(kSeparators), std::end(kSeparators), t.text) != std::end(kSeparators);
}

bool is_article(const Token& t) {
  static constexpr std::string_view kArticles[] = {"the", "a", "an", "o", "os", "as"};
  return std::find(std::begin(kArticles), std::end(kArticles), t.lower) != std::end(kArticles);
}

// "um recorde", "a record": the indefinite article before an apposition that names a figure or a
// ranking again.
bool is_indefinite_article(const Token& t) {
  return t.lower == "um" || t.lower == "uma" || t.lower == "a" || t.lower == "an";
}

// "As maiores companhias aéreas dos EUA anunciaram", "The largest US carriers said": a trigger in
// the words that open the sentence and name who speaks, before a mention of the speaker and the
// cue, with no comma between, describes the speaker; it is no claim the speaker makes.
bool in_the_speakers_name(const ArticleAnalysis& a, Span sentence, Span trigger,
                          const Attribution& at) {
  if (at.source >= a.sources.size() || trigger.end > at.cue.start || at.cue.start < sentence.start)
    return false;
  const std::string_view opening =
      std::string_view(a.text()).substr(sentence.start, at.cue.start - sentence.start);
  if (opening.find(',') != std::string_view::npos || a.in_quote(trigger.start)) return false;
  const std::vector<Span>& mentions = a.sources[at.source].mentions;
  return std::any_of(mentions.begin(), mentions.end(),
                     [&](Span m) { return m.start >= trigger.end && m.end <= at.cue.start; });
}

bool separator_between(const std::vector<Token>& tokens, size_t from, size_t to) {
  for (size_t k = from; k < to && k < tokens.size(); ++k) {
    if (is_separator(tokens[k])) return true;
  }
  return false;
}

// Which tokens an exclusion covers ("a maior parte", "as soon as possible"), found once per
// sentence for all the tables.
std::vector<uint8_t> excluded_tokens(const PhraseTable& exclusions,
                                     const std::vector<Token>& tokens) {
  std::vector<uint8_t> excluded(tokens.size(), 0);
  for (size_t i = 0; i < tokens.size(); ++i) {
    if (PhraseTable::Match x = exclusions.at(tokens, i)) {
      for (size_t k = i; k < i + x.length && k < tokens.size(); ++k) excluded[k] = 1;
    }
  }
  return excluded;
}

// Whether an exclusion covers any of the tokens [from, to).
bool any_excluded(const std::vector<uint8_t>& excluded, size_t from, size_t to) {
  for (size_t k = from; k < to; ++k) {
    if (excluded[k]) return true;
  }
  return false;
}

// Each place a table matches on tokens no exclusion covers, as inclusive token ranges. A match
// that runs into an exclusion is left out too: "the most" before "most powerful office".
template <typename Visit>
void each_match(const PhraseTable& table, const std::vector<uint8_t>& excluded,
                const std::vector<Token>& tokens, Visit visit) {
  for (size_t i = 0; i < tokens.size(); ++i) {
    if (excluded[i]) continue;
    if (PhraseTable::Match m = table.at(tokens, i)) {
      const size_t last = i + m.length - 1;
      if (!any_excluded(excluded, i + 1, last + 1)) visit(i, last);
      i = last;
    }
  }
}

// A figure someone must stand behind: money, percentages, quantities, counts of ten or more, and
// durations ("lasts 40 hours"; only claims where the sentence speaks of performance).
bool is_claimed_figure(const NumericExpression& n) {
  if (n.kind == NumberKind::Duration) return true;
  if (!is_statistic(n.kind)) return false;
  return n.kind != NumberKind::Count || n.value >= 10;
}

// "the state's largest teachers union," right after a name: a description of who speaks.
bool in_apposition(const std::vector<Token>& tokens, size_t first, size_t last) {
  size_t open = first;
  while (open > 0 && !is_separator(tokens[open - 1])) --open;
  // After a name, or after the parenthesis that closes one ("(SMM), a única fábrica").
  if (open < 2 || tokens[open - 1].text != "," ||
      !(tokens[open - 2].capitalized || tokens[open - 2].text == ")")) {
    return false;
  }
  if (!is_article(tokens[open])) return false;
  size_t close = last + 1;
  while (close < tokens.size() && !is_separator(tokens[close])) ++close;
  if (close < tokens.size() && tokens[close].text == ",") return true;
  // "…no Rio Pará, o maior da região.": an apposition can close the sentence, when it is short
  // and opens on its superlative; a longer clause there is a predicate ("…, o navio será o maior").
  bool ends = close + 1 >= tokens.size() && (close == tokens.size() || tokens[close].text == ".");
  return ends && first <= open + 1 && close - open <= 6;
}

// Superlatives and comparisons name the claim better than a bare figure does.
int strength(ClaimKind kind) {
  switch (kind) {
    case ClaimKind::Superlative: return 3;
    case ClaimKind::Comparative: return 2;
    case ClaimKind::Numeric: return 1;
    default: return 0;
  }
}

// An em dash or semicolon between an attribution cue and a claim: the claim is the writer's aside
// ("a empresa se comprometeu a X — considerando que Y cresce mais rápido do que Z").
bool aside_between(std::string_view text, Span cue, Span trigger) {
  size_t from = std::min(cue.end, trigger.end), to = std::max(cue.start, trigger.start);
  if (from >= to) return false;
  std::string_view between = text.substr(from, to - from);
  return between.find("—") != std::string_view::npos ||
         between.find(';') != std::string_view::npos ||
         between.find(" – ") != std::string_view::npos;
}

}  // namespace

ClaimFinder::ClaimFinder(const text::Lexicon& lexicon)
    : superlative_(lexicon, "claims.superlative"),
      superlative_scope_(lexicon, "claims.superlative-scope"),
      comparative_(lexicon, "claims.comparative"),
      comparative_degree_(lexicon, "claims.comparative-degree"),
      figure_comparatives_(lexicon, "claims.figure-comparatives"),
      comparison_links_(lexicon, "claims.comparison-links"),
      degree_words_(lexicon, "claims.degree-words"),
      rank_words_(lexicon, "claims.rank-words"),
      figure_links_(lexicon, "claims.figure-links"),
      relative_words_(lexicon, "claims.relative-words"),
      judgment_nouns_(lexicon, "claims.judgment-nouns"),
      frequency_(lexicon, "claims.frequency"),
      evaluative_(lexicon, "claims.evaluative"),
      predictive_(lexicon, "claims.predictive"),
      exclusions_(lexicon, "claims.exclusions"),
      performance_(lexicon, "claims.performance"),
      against_interest_(lexicon, "claims.against-interest"),

      opinion_degrees_(lexicon, "claims.opinion-degrees"),
      comparison_phrases_(lexicon, "claims.comparison-phrases"),
      reported_results_(lexicon, "claims.reported-results"),
      duration_links_(lexicon, "claims.duration-links"),
      condition_links_(lexicon, "claims.condition-links"),
      detail_links_(lexicon, "claims.detail-links"),
      age_openers_(lexicon, "claims.age-openers"),
      elapsed_after_(lexicon, "claims.elapsed-after"),
      elapsed_before_(lexicon, "claims.elapsed-before"),
      accusations_(lexicon, "claims.accusations"),
      self_reference_(lexicon, "claims.self-reference"),
      testimony_(lexicon, "claims.testimony"),
      unmeasured_figures_(lexicon, "claims.unmeasured-figures"),
      noun_openers_(lexicon, "claims.noun-openers"),
      hedges_(lexicon, "claims.hedges"),
      conditional_openers_(lexicon, "claims.conditional-openers"),
      future_verbs_(lexicon, "claims.future-verbs"),
      description_links_(lexicon, "claims.description-links"),
      predicate_links_(lexicon, "claims.predicate-links"),
      spending_(lexicon, "claims.spending-words"),
      increases_(lexicon, "claims.increase-words"),
      indices_(lexicon, "claims.official-indices"),
      expectations_(lexicon, "claims.expectations"),
      sample_verbs_(lexicon, "claims.sample-verbs"),
      illustrations_(lexicon, "claims.illustrations"),
      result_words_(lexicon, "claims.result-words"),
      sample_prepositions_(lexicon, "claims.sample-prepositions"),
      sample_nouns_(lexicon, "claims.sample-nouns"),
      aims_(lexicon, "claims.aims"),
      plans_(lexicon, "claims.plans"),
      none_other_(lexicon, "claims.none-other"),
      any_other_(lexicon, "claims.any-other"),
      whole_field_scopes_(lexicon, "claims.whole-field-scopes"),
      none_other_degrees_(lexicon, "claims.none-other-degrees"),
      clause_breaks_(lexicon, "claims.clause-breaks"),
      first_person_(lexicon, "numbers.first-person"),
      record_scopes_(lexicon, "claims.record-scopes"),
      possessive_scope_openers_(lexicon, "claims.possessive-scope-openers"),
      possessive_scope_nouns_(lexicon, "claims.possessive-scope-nouns"),
      denials_(lexicon, "claims.denials"),
      denial_links_(lexicon, "claims.denial-links"),
      denial_conditions_(lexicon, "claims.denial-conditions"),
      mention_nouns_(lexicon, "claims.mention-nouns"),
      money_plans_(lexicon, "claims.money-plans"),
      project_nouns_(lexicon, "claims.project-nouns"),
      described_things_(lexicon, "claims.described-things"),
      approximators_(lexicon, "numbers.approximators"),
      measured_subjects_(lexicon, "claims.measured-subjects"),
      number_words_(lexicon, "numbers.words"),
      change_appositions_(lexicon, "claims.change-appositions"),
      change_from_(lexicon, "claims.change-from"),
      change_to_(lexicon, "claims.change-to"),
      weather_subjects_(lexicon, "claims.weather-subjects"),
      clause_openers_(lexicon, "claims.clause-openers"),
      record_counts_(lexicon, "claims.record-counts"),
      ranking_pools_(lexicon, "claims.ranking-pools"),
      bad_news_undone_(lexicon, "claims.bad-news-undone"),
      counted_pools_(lexicon, "claims.counted-pools"),
      declines_(lexicon, "claims.declines") {
  gerund_endings_ = lexicon.list("claims.gerund-endings");
  for (const std::string& w : lexicon.list("claims.superlative")) {
    if (w.find(' ') == std::string::npos) compound_superlatives_.insert(text::fold_case(w));
  }
  // One table for both: a filing ("balanço", "earnings report") and a period of one ("no
  // trimestre", "in the quarter"), told apart by the value, read in one pass per sentence.
  for (const std::string& entry : lexicon.list("claims.result-periods"))
    reported_results_.add(entry + " = period");
  for (const std::string& w : lexicon.list("claims.price-words")) {
    price_words_.push_back(text::fold_for_matching(w));
  }
  for (const std::string& w : lexicon.list("claims.savings-words")) {
    savings_words_.push_back(text::fold_for_matching(w));
  }
  for (const std::string& w : lexicon.list("claims.act-cues"))
    act_cues_.push_back(text::fold_for_matching(w));
  for (const std::string& w : lexicon.list("claims.concession-cues"))
    act_cues_.push_back(text::fold_for_matching(w));
}

// The first token of the apposition to the clause that ends at `last`: past its first comma (at
// most sixteen tokens on, no other separator before it), a word of approximation
// (numbers.approximators: "about half the industry average") and an article; 0 when there is
// none. `comma` is set to the comma.
size_t ClaimFinder::apposition_after(const Tokens& tokens, size_t last, size_t& comma) const {
  constexpr size_t kClauseReach = 16;
  comma = last + 1;
  while (comma < tokens.size() && comma <= last + kClauseReach && !is_separator(tokens[comma]))
    ++comma;
  if (comma + 1 >= tokens.size() || !tokens[comma].is_symbol(",")) return 0;
  size_t after = comma + 1;
  if (const PhraseTable::Match near = approximators_.at(tokens, after)) after += near.length;
  if (after < tokens.size() && is_article(tokens[after])) ++after;
  return after;
}

// "22 mil imóveis foram ligados à rede em 2024, o dobro do registrado", "passed 1.6 million
// miles without a preventable crash, a company record": a comparison in apposition to the
// figure's clause, or a record named there with an indefinite article, measures the figure
// against another, which makes the figure a claim with it (same_claim joins them); "the largest
// in its history" there ranks something of its own.
bool ClaimFinder::named_in_apposition(const Tokens& tokens, const Marker& figure,
                                      std::span<const Marker> markers) const {
  size_t comma = 0;
  const size_t after = apposition_after(tokens, figure.last, comma);
  if (after == 0) return false;
  return std::any_of(markers.begin(), markers.end(), [&](const Marker& m) {
    const bool named_record =
        m.kind == ClaimKind::Superlative && is_indefinite_article(tokens[comma + 1]);
    return (m.kind == ClaimKind::Comparative || named_record) &&
           (m.first == comma + 1 || m.first == after);
  });
}

// Where one marker ends and the next begins, are they one claim? Markers a few words apart with
// no punctuation between ("the fastest recovery of any system", "150 miles in 15 minutes"), and
// a comparison set off by a comma right after a figure ("4.2 million phones, more than double").
bool ClaimFinder::same_claim(const Tokens& tokens, const Marker& prev, const Marker& next) const {
  if (next.first <= prev.last) return true;
  size_t gap = next.first - prev.last - 1;
  if (gap <= 3 && !separator_between(tokens, prev.last + 1, next.first)) return true;
  if (prev.figure && named_in_apposition(tokens, prev, {&next, 1})) return true;
  // "reduziram em 30% a ingestão diária de açúcar em seis meses", "lost 20 pounds in six
  // weeks": the span of time a figure took, later in its clause, is part of that claim.
  // The span opens with a word of time (claims.duration-links: "in", "em"); "lasts 15 years" is a
  // claim of its own.
  constexpr size_t kDurationGap = 10;
  if (prev.figure && next.duration && gap <= kDurationGap &&
      !separator_between(tokens, prev.last + 1, next.first) &&
      duration_links_.before(tokens, next.first, prev.last + 1))
    return true;
  // "keeps 90% of its capacity after 1,000 charge cycles": the condition a figure holds under,
  // later in its clause (claims.condition-links), is part of that claim.
  if (prev.figure && next.figure && gap <= kDurationGap &&
      !separator_between(tokens, prev.last + 1, next.first) &&
      condition_links_.before(tokens, next.first, prev.last + 1))
    return true;
  if (elaborates(tokens, prev, next) || details_the_ranking(tokens, prev, next)) return true;
  if (moves_between(tokens, prev, next)) return true;
  if (bounds_the_pool(tokens, prev, next) || details_after_colon(tokens, prev, next)) return true;
  if (!prev.figure) return names_it_a_record(tokens, prev, next);
  if (gap > 16) return false;
  // The first comma after the figure, and no other separator before it.
  size_t comma = prev.last + 1;
  while (comma < next.first && !is_separator(tokens[comma])) ++comma;
  if (comma >= next.first || tokens[comma].text != "," ||
      separator_between(tokens, comma + 1, next.first)) {
    return false;
  }
  // "…, the fastest sellout", "…, more than double", "…, um recorde desde a inauguração": an
  // apposition on the figure.
  size_t k = comma + 1;
  if (k < next.first && (is_article(tokens[k]) || is_indefinite_article(tokens[k]))) ++k;
  // "84.6 million, up 22% from last year", "3,1%, ante 4,0% um ano antes": the change or the
  // baseline of the figure, in apposition, is part of its claim.
  for (size_t from : {comma + 1, k}) {
    const PhraseTable::Match change = change_appositions_.at(tokens, from);
    if (next.figure && change && from + change.length == next.first) return true;
  }
  // "2,8%, metade da média do mercado": a proportion in words sets the figure against another.
  const bool in_words = next.figure && !tokens[next.first].has_digit;
  if (k == next.first && (!next.figure || in_words) && gap <= 10) return true;
  // "the turnover rate, 16 percent last year, is now lower than the average": a figure in
  // apposition to the subject gives the value its predicate goes on to compare.
  constexpr size_t kPredicateGap = 3;
  if (prev.first > 0 && tokens[prev.first - 1].text == "," &&
      next.first - comma - 1 <= kPredicateGap)
    return true;
  // "…, que somam 4 milhões", "…, número que a empresa diz ser recorde": a clause on the figure.
  return comma + 1 < next.first && relative_words_.at(tokens, comma + 1);
}

// "a base passou de 3.100 no fim de 2023 para 11.800 em setembro", "rose from 3,100 last year to
// 11,800": a move from one figure to another, with words of time between, is one claim.
bool ClaimFinder::moves_between(const Tokens& tokens, const Marker& prev,
                                const Marker& next) const {
  constexpr size_t kGap = 8;
  if (!prev.figure || !next.figure || prev.first == 0 || next.first < 2 ||
      next.first - prev.last - 1 > kGap)
    return false;
  // "climbed to 94.6 percent this fall, from 91.2 percent in 2022": the value a move ends at,
  // then, after a comma, where it started.
  if (change_to_.at(tokens, prev.first - 1) && change_from_.at(tokens, next.first - 1)) {
    return tokens[next.first - 2].is_symbol(",") &&
           !separator_between(tokens, prev.last + 1, next.first - 2);
  }
  if (!change_to_.at(tokens, next.first - 1)) return false;
  if (!separator_between(tokens, prev.last + 1, next.first))
    return static_cast<bool>(change_from_.at(tokens, prev.first - 1));
  // "caiu 40% em relação a 2020, para pouco menos de seis horas", "fell 40% since 2020, to under
  // six hours": the value a change ends at, after a comma, is the same claim.
  return tokens[next.first - 2].is_symbol(",") &&
         !separator_between(tokens, prev.last + 1, next.first - 2);
}

// "é o maior volume já enviado ... em uma única semana, um recorde para o setor", "the largest
// order in its history, a record for the plant": an apposition that calls a superlative a record
// restates it; one claim.
bool ClaimFinder::names_it_a_record(const Tokens& tokens, const Marker& prev,
                                    const Marker& next) const {
  constexpr size_t kClauseGap = 16;  // "maior" ... "em uma única semana,"
  if (prev.kind != ClaimKind::Superlative || next.figure || next.first < prev.last + 2 ||
      next.first - prev.last - 1 > kClauseGap)
    return false;
  // "É a maior greve da história do funcionalismo daqui, maior até que a de 1996": a comparison
  // in apposition, right after the comma, sets the record against one it beat.
  if (next.kind == ClaimKind::Comparative) {
    const size_t comma = next.first - 1;
    return tokens[comma].text == "," && !separator_between(tokens, prev.last + 1, comma);
  }
  if (next.kind != ClaimKind::Superlative) return false;
  auto indefinite = [&](size_t k) { return is_indefinite_article(tokens[k]); };
  // The marker may open on its article ("a record") or on the noun after it ("um recorde").
  const size_t article = indefinite(next.first) ? next.first : next.first - 1;
  const size_t comma = article - 1;
  return tokens[comma].text == "," && indefinite(article) &&
         !separator_between(tokens, prev.last + 1, comma);
}

// "a maior entre os SUVs elétricos vendidos no país abaixo de R$ 200 mil": a figure that bounds
// the pool a superlative ranks in (its ranking ends on claims.ranking-pools: "entre os",
// "among") is part of that claim, a few words on in its clause.
bool ClaimFinder::bounds_the_pool(const Tokens& tokens, const Marker& prev,
                                  const Marker& next) const {
  constexpr size_t kPoolWords = 8;  // "SUVs elétricos vendidos no país"
  if (prev.kind != ClaimKind::Superlative || !next.figure || next.first <= prev.last ||
      next.first - prev.last - 1 > kPoolWords ||
      separator_between(tokens, prev.last + 1, next.first))
    return false;
  return static_cast<bool>(ranking_pools_.before(tokens, prev.last + 1));
}

// "recarrega “mais rápido que a de qualquer concorrente”: 27 minutos para ir de 10% a 80%": the
// figures after a colon that closes a comparison's clause are its details, one claim with it.
bool ClaimFinder::details_after_colon(const Tokens& tokens, const Marker& prev,
                                      const Marker& next) const {
  constexpr size_t kToColon = 8;
  if (prev.figure || next.first <= prev.last + 1) return false;
  size_t k = prev.last + 1;
  while (k < next.first && k <= prev.last + kToColon && tokens[k].text != ":" &&
         (!is_separator(tokens[k]) || text::is_closing_quote(tokens[k])))
    ++k;
  return k < next.first && tokens[k].text == ":" && next.first == k + 1;
}

// "achieved record hiring in 2024, bringing on 296 nurses, more than in any year", "bateu
// recorde, somando 52 mil pessoas": a gerund clause set off by a comma just after a claim gives
// its count and restates it; what it says is the same claim.
bool ClaimFinder::elaborates(const Tokens& tokens, const Marker& prev,
                             const Marker& next) const {
  constexpr size_t kToComma = 4, kClauseGap = 16;
  if (next.first <= prev.last + 2 || next.first - prev.last - 1 > kClauseGap) return false;
  // The claim may close a quotation first: "achieved \"record hiring\" in 2024, bringing".
  size_t comma = prev.last + 1;
  while (comma < next.first && comma <= prev.last + kToComma &&
         (!is_separator(tokens[comma]) || text::is_closing_quote(tokens[comma])))
    ++comma;
  if (comma + 1 >= next.first || tokens[comma].text != ",") return false;
  // A gerund (claims.gerund-endings: "bringing", "somando"), not a short word ("king", "ando").
  constexpr size_t kShortestGerund = 6;
  const Token& verb = tokens[comma + 1];
  if (!verb.is_word() || verb.capitalized || verb.lower.size() < kShortestGerund ||
      std::none_of(gerund_endings_.begin(), gerund_endings_.end(),
                   [&](const std::string& e) { return verb.lower.ends_with(e); }))
    return false;
  for (size_t k = comma + 1; k < next.first; ++k) {
    if (is_separator(tokens[k]) && tokens[k].text != ",") return false;
  }
  return true;
}

// "the best year the lottery has ever had, with ticket sales of $2.3 billion, 21 percent more
// than the year before": the comparison a ranking is given with, after its comma and a word of
// detail (claims.detail-links), is that ranking's claim.
bool ClaimFinder::details_the_ranking(const Tokens& tokens, const Marker& prev,
                                      const Marker& next) const {
  constexpr size_t kToComma = 6, kClauseGap = 16;
  if (prev.kind != ClaimKind::Superlative || prev.figure || !next.figure ||
      next.kind != ClaimKind::Comparative || next.first <= prev.last + 2 ||
      next.first - prev.last - 1 > kClauseGap)
    return false;
  size_t comma = prev.last + 1;
  while (comma < next.first && comma <= prev.last + kToComma && !is_separator(tokens[comma]))
    ++comma;
  if (comma + 1 >= next.first || tokens[comma].text != "," || !detail_links_.at(tokens, comma + 1))
    return false;
  for (size_t k = comma + 1; k < next.first; ++k) {
    if (is_separator(tokens[k]) && tokens[k].text != ",") return false;
  }
  return true;
}

void ClaimFinder::find(ArticleAnalysis& a, const SentenceTokens& tokens) const {
  // A story about plea-bargain testimony ("delação", "plea deal") reports what a witness told
  // investigators about others: its figures and records are evidence the accused answer, and no
  // second source can confirm them. Such a story holds no party's claims.
  for (const Tokens& sentence : tokens) {
    for (size_t i = 0; i < sentence.size(); ++i) {
      if (testimony_.at(sentence, i)) return;
    }
  }
  std::vector<const NumericExpression*> figures;
  for (uint32_t s = 0; s < a.sentences.size(); ++s) {
    figures.clear();
    for (const NumericExpression& n : a.numbers) {
      if (n.sentence == s && is_claimed_figure(n)) figures.push_back(&n);
    }
    std::vector<Claim> found = sentence_claims(a, tokens[s], figures, a.sentences[s].span);
    for (Claim& claim : found) {
      attach_sources(a, claim);
      a.claims.push_back(std::move(claim));
    }
  }
  borrow_headline_sources(a);
  drop_headline_repeats(a);
}

// "Carrowind says its obesity pill cut weight by 14%" over "helped patients lose an average of
// 14.2%": a headline figure that rounds a figure of the body the body holds as no claim (a
// trial's result, a count it reports) repeats it; it is no claim of its own.
void ClaimFinder::drop_headline_repeats(ArticleAnalysis& a) const {
  auto in_title = [&](uint32_t start) {
    const text::Sentence* s = a.sentence_at(start);
    return s != nullptr && a.document->blocks[s->block].kind == BlockKind::Title;
  };
  auto claimed = [&](const NumericExpression& n) {
    return std::any_of(a.claims.begin(), a.claims.end(), [&](const Claim& c) {
      return c.trigger.start <= n.span.start && n.span.start < c.trigger.end;
    });
  };
  auto rounds = [](double headline, double body) {
    return std::abs(headline - body) <= std::max(0.5, 0.05 * std::abs(body));
  };
  std::erase_if(a.claims, [&](const Claim& c) {
    if (c.kind != ClaimKind::Numeric || !in_title(c.trigger.start)) return false;
    const NumericExpression* figure = nullptr;
    for (const NumericExpression& n : a.numbers) {
      if (n.span.start >= c.trigger.start && n.span.start < c.trigger.end) figure = &n;
      if (figure != nullptr) break;
    }
    if (figure == nullptr) return false;
    return std::any_of(a.numbers.begin(), a.numbers.end(), [&](const NumericExpression& n) {
      return &n != figure && !in_title(n.span.start) && n.kind == figure->kind &&
             n.unit == figure->unit && rounds(figure->value, n.value) && !claimed(n);
    });
  });
}

// "Festival Ventania tem público recorde" over "De acordo com a Aurora, 52 mil pessoas ...,
// recorde": a headline states in brief a record the body gives to its party. A headline claim
// with no source of its own rests on the sources of the first body claim of its kind whose
// trigger opens with the same word.
void ClaimFinder::borrow_headline_sources(ArticleAnalysis& a) const {
  auto in_title = [&](const Claim& c) {
    const text::Sentence* s = a.sentence_at(c.trigger.start);
    return s != nullptr && a.document->blocks[s->block].kind == BlockKind::Title;
  };
  auto first_word = [&](const Claim& c) {
    std::string_view trigger = c.trigger.in(a.text());
    return text::fold_for_matching(trigger.substr(0, trigger.find(' ')));
  };
  for (Claim& headline : a.claims) {
    if (!headline.sources.empty() || headline.kind != ClaimKind::Superlative || !in_title(headline))
      continue;
    const std::string word = first_word(headline);
    for (const Claim& body : a.claims) {
      if (body.sources.empty() || body.kind != headline.kind || in_title(body) ||
          first_word(body) != word) {
        continue;
      }
      headline.sources = body.sources;
      break;
    }
    if (headline.sources.empty()) {
      const text::Sentence* title = a.sentence_at(headline.trigger.start);
      if (uint32_t subject = subject_named_in(a, title->span); subject != kNone)
        headline.sources.push_back(subject);
    }
  }
}

// "Serrana fecha 2024 com receita recorde", "Halvern unveils the market's fastest database": a
// headline record that no body claim restates, in a headline naming the story's subject by a
// capitalized word of its name, is the subject's own; in the first person ("the quietest SUV we
// have driven") it is the writer's verdict. The subject's body, or kNone.
uint32_t ClaimFinder::subject_named_in(const ArticleAnalysis& a, Span headline) const {
  constexpr size_t kShortest = 4;  // "SA", "do": no word of a name alone
  const std::string_view text = headline.in(a.text());
  std::vector<text::Token> title;
  text::tokenize(a.text(), headline, title);
  for (size_t i = 0; i < title.size(); ++i) {
    if (first_person_.at(title, i)) return kNone;
  }
  for (uint32_t i = 0; i < a.sources.size(); ++i) {
    const Source& s = a.sources[i];
    if (s.type != SourceType::Organization || s.stake != Stake::Subject) continue;
    std::vector<text::Token> words;
    text::tokenize(s.name, {0, static_cast<uint32_t>(s.name.size())}, words);
    for (const text::Token& word : words) {
      if (word.capitalized && word.text.size() >= kShortest &&
          text::contains_whole_word(text, word.text)) {
        return i;
      }
    }
  }
  return kNone;
}

// "the most" at the end of a clause ("who ride the most,") and "best" with no article ("those
// who do best") say how, not which: no record is claimed.
bool ClaimFinder::is_adverbial(const Tokens& tokens, size_t first, size_t last) const {
  bool clause_ends = last + 1 >= tokens.size() || !tokens[last + 1].is_word();
  if (!clause_ends) return false;
  const std::string& w = tokens[last].lower;
  if (w == "most" || w == "mais" || w == "least" || w == "menos") return true;
  bool bare = first == last && (first == 0 || !is_article(tokens[first - 1]));
  return bare && (w == "best" || w == "melhor");
}

// A degree word ("mais", "more", "largest") a few words before a scope phrase ("da categoria",
// "of any"): together they make a superlative. Not a quantity's qualifier ("more than 900 towers
// in the state", "mais de 900 torres").
bool ClaimFinder::has_degree_word_before(const Tokens& tokens, size_t first) const {
  for (size_t back = 1; back <= 5 && back <= first; ++back) {
    size_t k = first - back;
    if (is_separator(tokens[k])) return false;
    const bool qualifies_a_figure = k + 2 < first && tokens[k + 2].has_digit;
    if ((degree_words_.at(tokens, k) || superlative_.at(tokens, k)) && !qualifies_a_figure)
      return true;
  }
  return false;
}

// "the only way", "a melhor opção", "the most precious information": a superlative on a noun of
// judgment (within two words) weighs options; it claims no record.
bool ClaimFinder::judges(const Tokens& tokens, size_t first, size_t last) const {
  for (size_t k = last + 1; k < tokens.size() && k <= last + 2; ++k) {
    // "a record 412,000 fans": a figure before the noun counts them; "the biggest fans" judges.
    if (is_separator(tokens[k]) || tokens[k].has_digit) break;
    if (judgment_nouns_.at(tokens, k)) return true;
  }
  // "o problema de segurança mais imediato": the noun can come first, as Portuguese puts it.
  for (size_t back = 1; back <= 3 && back <= first; ++back) {
    if (is_separator(tokens[first - back])) return false;
    if (judgment_nouns_.at(tokens, first - back)) return true;
  }
  return false;
}

// "CEO da maior empresa privada do país", "inspired by those of the best cities": a superlative
// inside a prepositional phrase describes someone or something else in passing; a party's claim
// predicates it ("é a maior", "is the fastest"). "um dos maiores", "one of the best" rank instead.
bool ClaimFinder::describes_in_passing(const Tokens& tokens, size_t first) const {
  PhraseTable::Match m = description_links_.before(tokens, first);
  if (!m) return false;
  size_t at = first - m.length;
  if (at == 0) return true;
  // "se trata da maior queda": the link after a predicate (claims.predicate-links) says what the
  // thing is, as "é a maior" does.
  if (predicate_links_.before(tokens, at)) return false;
  const std::string& w = tokens[at - 1].lower;
  return w != "one" && w != "um" && w != "uma";
}

// "two of the 10 largest", "a quarta maior", "top 5": the word before places something in a
// ranking.
bool ClaimFinder::is_ranked(const Tokens& tokens, size_t first) const {
  if (first == 0) return false;
  if (tokens[first - 1].has_digit) return true;
  return static_cast<bool>(rank_words_.before(tokens, first));  // "one of the largest"
}

// "the best", "better than", "o melhor": degree words that judge and measure nothing.
bool ClaimFinder::is_opinion(const Tokens& tokens, size_t first, size_t last) const {
  constexpr size_t kRecordReach = 3;  // "melhor resultado anual da década"
  if (first < last && is_article(tokens[first])) ++first;
  PhraseTable::Match m = opinion_degrees_.at(tokens, first);
  if (!m) return false;
  // "most powerful", "mais barato": a longer superlative names what is measured.
  PhraseTable::Match measured = superlative_.at(tokens, first);
  if (measured && measured.length > m.length) return false;
  size_t end = first + m.length - 1;
  // "o melhor resultado da década", "the best year on record": measured against time, a record.
  for (size_t k = end + 1; k < tokens.size() && k <= end + kRecordReach; ++k) {
    if (is_separator(tokens[k])) break;
    if (record_scopes_.at(tokens, k)) return false;
  }
  // "better than", "melhor do que": the comparison link belongs to the judgment.
  while (end < last && comparison_links_.at(tokens, end + 1)) ++end;
  return end >= last;
}

// "we", "our", "its", "nosso": the sentence is about the speaker's own side.
bool ClaimFinder::speaks_of_own_side(const Tokens& tokens) const {
  for (size_t i = 0; i < tokens.size(); ++i) {
    if (self_reference_.at(tokens, i)) return true;
  }
  return false;
}

namespace {

// A sentence that asks ("Is it the best?") asserts nothing.
bool is_question(std::string_view sentence) {
  size_t end = sentence.size();
  while (end > 0) {
    unsigned char c = static_cast<unsigned char>(sentence[end - 1]);
    if (c == ' ' || c == '"' || c == '\'' || c == ')' || c == '\n') {
      --end;
    } else if (end >= 3 &&
               (sentence.substr(end - 3, 3) == "”" || sentence.substr(end - 3, 3) == "’")) {
      end -= 3;
    } else if (end >= 2 && sentence.substr(end - 2, 2) == "»") {
      end -= 2;
    } else {
      break;
    }
  }
  return end > 0 && sentence[end - 1] == '?';
}

}  // namespace

// "cheaper than", "menor que", "lower compared with": a degree word only compares with a link.
bool ClaimFinder::has_link_after(const Tokens& tokens, size_t last) const {
  // "a larger share of the residential market than any other installer": past four words, a
  // link counts only before "any other" (claims.any-other), which says what is compared.
  constexpr size_t kNear = 4, kFar = 8;
  for (size_t k = last + 1; k < tokens.size() && k <= last + kFar; ++k) {
    if (is_separator(tokens[k])) return false;
    // "maior conscientização para mulheres que…": far from the degree word, "que" opens a clause.
    if (tokens[k].lower == "que" && k > last + 2 && k + 1 < tokens.size() &&
        !any_other_.at(tokens, k + 1))
      return false;
    if (!comparison_links_.at(tokens, k)) continue;
    if (k <= last + kNear) return true;
    if (k + 1 < tokens.size() && any_other_.at(tokens, k + 1)) return true;
  }
  return false;
}

// "better on every count than any of us expected", "melhor do que se esperava": a comparison with
// what the speaker or anyone expected is a reaction, not a claim about the thing compared.
bool ClaimFinder::against_expectations(const Tokens& tokens, size_t last) const {
  constexpr size_t kLinkWords = 4, kStandardWords = 6;
  size_t link = last;
  while (link < tokens.size() && link <= last + kLinkWords && !comparison_links_.at(tokens, link)) {
    if (is_separator(tokens[link])) return false;
    ++link;
  }
  if (link >= tokens.size() || link > last + kLinkWords) return false;
  for (size_t k = link + 1; k < tokens.size() && k <= link + kStandardWords; ++k) {
    if (is_separator(tokens[k])) return false;
    if (expectations_.at(tokens, k)) return true;
  }
  return false;
}

void ClaimFinder::add_superlatives(const Tokens& tokens, const std::vector<uint8_t>& excluded,
                                   std::vector<Marker>& out) const {
  auto ranked = [&](size_t first, size_t last) {
    if (none_other_.at(tokens, first)) {
      add_none_other(tokens, first, last, out);
      return;
    }
    if (is_adverbial(tokens, first, last) || in_apposition(tokens, first, last)) return;
    if (judges(tokens, first, last) || describes_in_passing(tokens, first)) return;
    if (is_denied(tokens, first) || records_a_measure(tokens, first)) return;
    // "two of the 10 largest", "top 5": a ranking the sentence places something in.
    size_t before = first > 0 && is_article(tokens[first - 1]) ? first - 1 : first;
    // A figure before the article is a name's ("the Lumen 2 the fastest"), no rank.
    if (is_ranked(tokens, first) || (before < first && rank_words_.before(tokens, before))) return;
    // The claim starts at its degree word ("mais leve", "more patients than any other").
    for (size_t back = 1; back <= 3 && back <= first; ++back) {
      if (is_separator(tokens[first - back])) break;
      if (degree_words_.at(tokens, first - back) && !superlative_.at(tokens, first - back)) {
        first -= back;
        break;
      }
    }
    out.push_back({first, last, ClaimKind::Superlative, false, is_opinion(tokens, first, last)});
  };
  each_match(superlative_, excluded, tokens, ranked);
  // "the highest-quality fruit in the country": a compound that opens with a superlative, with
  // its scope a few words on; without one it is mostly an epithet ("the best-known investors",
  // "the highest-profile Democrats").
  constexpr size_t kScopeReach = 4;
  constexpr size_t kShortestCompound = 6;  // "best-x"
  // Most sentences hold no hyphen at all: one search of the sentence's text rules them out.
  const bool hyphen =
      !tokens.empty() &&
      std::memchr(tokens.front().text.data(), '-',
                  static_cast<size_t>(tokens.back().text.data() + tokens.back().text.size() -
                                      tokens.front().text.data())) != nullptr;
  for (size_t k = 0; hyphen && k < tokens.size(); ++k) {
    const std::string& w = tokens[k].lower;
    if (w.size() < kShortestCompound || !tokens[k].is_word()) continue;
    // A plain loop: most words are short, and a call to memchr per word cost more than it read.
    size_t dash = 0;
    while (dash < w.size() && w[dash] != '-') ++dash;
    if (dash == w.size()) continue;
    if (excluded[k] || dash == 0 ||
        !compound_superlatives_.count(std::string_view(w).substr(0, dash)) ||
        superlative_.at(tokens, k))
      continue;
    for (size_t j = k + 1; j < tokens.size() && j <= k + kScopeReach; ++j) {
      if (is_separator(tokens[j])) break;
      if (superlative_scope_.at(tokens, j)) {
        ranked(k, k);
        break;
      }
    }
  }
  auto scoped = [&](size_t first, size_t last) {
    if (!has_degree_word_before(tokens, first)) return;
    size_t start = first;
    while (start > 0 && first - start < 5 && !is_separator(tokens[start - 1]) &&
           !degree_words_.at(tokens, start) && !superlative_.at(tokens, start)) {
      --start;
    }
    // "the quietest, cleanest boats anywhere": degree words in a row make one claim.
    while (start >= 2 && tokens[start - 1].is_symbol(",") && degree_words_.at(tokens, start - 2)) {
      start -= 2;
    }
    // "the most powerful position in the world": the scope of an excluded phrase is no claim,
    // but a count measured against all time is a record ("o maior número de inscritos da
    // história", claims.record-counts before claims.record-scopes).
    if (any_excluded(excluded, start, first) &&
        !(record_counts_.at(tokens, start) && record_scopes_.at(tokens, first)))
      return;
    size_t before = start > 0 && is_article(tokens[start - 1]) ? start - 1 : start;
    if (is_ranked(tokens, start) || (before < start && rank_words_.before(tokens, before))) return;
    // "a work truck with the quietest cab of any pickup on sale": set against the whole field
    // (claims.whole-field-scopes), a superlative in passing still ranks.
    if (in_apposition(tokens, before, last) ||
        (describes_in_passing(tokens, start) && !whole_field_scopes_.at(tokens, first)))
      return;
    if (judges(tokens, start, last) || is_denied(tokens, before)) return;
    out.push_back({start, last, ClaimKind::Superlative, false});
  };
  each_match(superlative_scope_, excluded, tokens, scoped);
  // "the longest of the 17 commuter bikes", "a maior dos 12 clubes": a pool counted by a figure
  // (claims.counted-pools, then digits) scopes the degree word before it.
  // Read from the figure, which few tokens are, back to the words before it.
  for (size_t k = 1; k < tokens.size(); ++k) {
    if (!tokens[k].has_digit || excluded[k]) continue;
    if (const PhraseTable::Match pool = counted_pools_.before(tokens, k); pool) {
      const size_t first = k - pool.length;
      if (!any_excluded(excluded, first, k)) scoped(first, k - 1);
    }
  }
  // "the worst staffing crisis in the hospital's history": a scope that names whose history
  // (claims.possessive-scope-openers, a possessive, claims.possessive-scope-nouns).
  // Read from the noun, which few sentences hold, back to the opener.
  for (size_t noun = 2; noun < tokens.size(); ++noun) {
    if (!possessive_scope_nouns_.at(tokens, noun) || !is_possessive(tokens[noun - 1])) continue;
    const PhraseTable::Match opener = possessive_scope_openers_.before(tokens, noun - 1);
    if (!opener) continue;
    const size_t first = noun - 1 - opener.length;
    if (!any_excluded(excluded, first, noun + 1)) scoped(first, noun);
  }
}

// "pelos nossos dados não houve recorde", "it was not the largest": a negation
// (claims.denials), past a link and an article (claims.denial-links), before the superlative
// denies it; "não só o maior", "not only the largest", "se não o maior" still claim it.
bool ClaimFinder::is_denied(const Tokens& tokens, size_t first) const {
  constexpr size_t kLinks = 3;  // "não houve um", "was not the"
  size_t k = first;
  // "Não foi a recuperação mais rápida": the noun the degree word ranks, after its article.
  if (k >= 2 && tokens[k - 1].is_word() && is_article(tokens[k - 2]) &&
      !denials_.at(tokens, k - 1) && !denial_links_.at(tokens, k - 1)) {
    k -= 1;
  }
  for (size_t seen = 0; k > 0 && seen <= kLinks; ++seen) {
    // "uma das maiores, se não a maior", "if not the largest": a hedge that claims it.
    if (denials_.at(tokens, k - 1)) return k < 2 || !denial_conditions_.at(tokens, k - 2);
    if (!is_article(tokens[k - 1]) && !denial_links_.at(tokens, k - 1)) return false;
    --k;
  }
  return false;
}

// "Electricity demand set a record", "a temperatura bateu recorde": a record of what the weather
// or the public did (claims.measured-subjects, a few words before in the clause) is data, not a
// party's performance.
bool ClaimFinder::records_a_measure(const Tokens& tokens, size_t first) const {
  constexpr size_t kReach = 3;  // "demand set a record"
  // "uma chuva “recorde, fora de qualquer padrão”": the record may open a quotation.
  if (first > 1 && text::is_opening_quote(tokens[first - 1]) && measured_subjects_.at(tokens, first - 2))
    return true;
  return found_before_in_clause(measured_subjects_, tokens, first, kReach);
}

// "hospital's", "company’s": a word with the possessive ending the tokenizer keeps on it.
bool ClaimFinder::is_possessive(const Token& t) {
  return t.is_word() && (t.lower.ends_with("'s") || t.lower.ends_with("\u2019s"));
}

// "No other chain sells for less", "Nenhum outro hospital do estado opera tanto": no other one
// of its kind doing as much (claims.none-other, listed among the superlatives too, then a word
// of degree a few words on in the clause, claims.none-other-degrees) is a superlative; "no
// other details were given" is not.
void ClaimFinder::add_none_other(const Tokens& tokens, size_t first, size_t last,
                                 std::vector<Marker>& out) const {
  constexpr size_t kReach = 8;
  for (size_t k = last + 1; k < tokens.size() && k <= last + kReach; ++k) {
    if (is_separator(tokens[k])) return;
    if (PhraseTable::Match degree = none_other_degrees_.at(tokens, k)) {
      out.push_back({first, k + degree.length - 1, ClaimKind::Superlative, false});
      return;
    }
  }
}

// A comparison next to a figure ("30% menos", "50% cheaper") makes that figure the claim; a
// comparison in words stands alone when it is complete ("twice as", "outperforms") or has a link
// ("cheaper than").
void ClaimFinder::add_comparisons(const Tokens& tokens, const std::vector<uint8_t>& excluded,
                                  const std::vector<Marker>& figures,
                                  std::vector<Marker>& out) const {
  auto visit = [&](size_t first, size_t last, bool needs_link, bool side_by_side = false) {
    for (const Marker& f : figures) {
      bool before =
          f.last + 1 == first || (f.last + 2 == first && figure_links_.at(tokens, f.last + 1));
      // "compared with 1,864 a year ago": the figure after a phrase that sets two side by side
      // is the baseline, not the claim.
      bool after = !side_by_side && (last + 1 == f.first ||
                                     (last + 2 == f.first && figure_links_.at(tokens, last + 1)));
      // "menores de 18 anos", "maiores de 60 anos": an age the word bounds says who, no
      // comparison.
      if (after && !before && f.duration && last + 2 == f.first && tokens[last + 1].lower == "de")
        return;
      // "dobrou em dois anos", "doubled in two years": a span of time after its link
      // (claims.duration-links) is when the change happened, not its figure.
      if (after && !before && f.framed) continue;
      if (!before && !after) continue;
      out.push_back({f.first, f.last, ClaimKind::Comparative, true});
      return;
    }
    if (needs_link && !has_link_after(tokens, last)) return;
    // "fewer than 10 employees", "menos de 5", "fewer than one in 100": a bound on a figure,
    // read with the figure.
    if (needs_link && last + 2 < tokens.size() && comparison_links_.at(tokens, last + 1) &&
        (tokens[last + 2].has_digit || number_words_.at(tokens, last + 2))) {
      return;
    }
    if (last + 1 < tokens.size() && frequency_.at(tokens, last + 1))
      return;  // "duas vezes por semana"
    if (against_expectations(tokens, last)) return;
    out.push_back({first, last, ClaimKind::Comparative, false, is_opinion(tokens, first, last),
                   side_by_side});
  };
  each_match(comparative_, excluded, tokens, [&](size_t f, size_t l) { visit(f, l, false); });
  // "compared with", "em comparação com" only link two figures: without one they claim nothing.
  if (!figures.empty()) {
    each_match(comparison_phrases_, excluded, tokens,
               [&](size_t f, size_t l) { visit(f, l, false, true); });
  }
  each_match(comparative_degree_, excluded, tokens, [&](size_t f, size_t l) { visit(f, l, true); });
  // "custam 50% menos": a word that compares only right after a figure ("menos" alone is
  // everywhere: "pelo menos", "menos de").
  for (const Marker& f : figures) {
    const size_t next = f.last + 1;
    if (next < tokens.size() && !excluded[next] && figure_comparatives_.at(tokens, next))
      out.push_back({f.first, f.last, ClaimKind::Comparative, true});
  }
}

// Whether the tokens (those not `excluded`) report filed results: a filing
// (claims.reported-results), or a reporting period (claims.result-periods) beside a word of
// financial results (claims.result-words): "revenue of $3.1 billion in the quarter", not
// "disponibilidade de 99,7% no último trimestre", a measure of the quarter.
bool ClaimFinder::reports_results(const Tokens& tokens,
                                  const std::vector<uint8_t>* excluded) const {
  bool period = false;
  for (size_t i = 0; i < tokens.size(); ++i) {
    if (excluded != nullptr && (*excluded)[i]) continue;
    const PhraseTable::Match m = reported_results_.at(tokens, i);
    if (!m) continue;
    if (m.value == nullptr || *m.value != "period") return true;
    period = true;
    i += m.length - 1;
  }
  return period && result_words_.found_in(tokens);
}

// Whether a word of aim or duty (claims.aims: "must", "wants to", "precisa") opens the clause
// a claim at t[first] is in, a few words before it.
bool ClaimFinder::aims_at(const Tokens& tokens, size_t first) const {
  // "must move faster", "expected gross margins on the Q7 to be higher"
  constexpr size_t kReach = 9;
  for (size_t k = first; k > 0 && first - k < kReach; --k) {
    // A quotation may open on the aimed-at words: the company must "move faster than any rival".
    const Token& t = tokens[k - 1];
    const bool quote_mark = t.is_symbol("\"") || t.is_symbol("“") || t.is_symbol("«");
    if (is_separator(t) && !quote_mark) return false;
    if (in_verb_sense(aims_.at(tokens, k - 1), tokens, k - 1)) return true;
  }
  return false;
}

// "um prédio de 1.200 metros quadrados", "a warehouse of 40,000 square feet": a measure after
// "de" / "of" that a thing's noun (claims.described-things) opens says what the thing is.
bool ClaimFinder::describes_a_thing(const Tokens& tokens, size_t first,
                                    const NumericExpression& n) const {
  return n.kind == NumberKind::Quantity && first >= 2 &&
         (tokens[first - 1].lower == "de" || tokens[first - 1].lower == "of") &&
         described_things_.at(tokens, first - 2);
}

// Whether a word of a plan (claims.plans: "would add", "plans to", "pretende") stands a few words
// before the figure at tokens[first], in its clause.
bool ClaimFinder::planned(const Tokens& tokens, size_t first, size_t last, bool money) const {
  // "would add 400", "promete abrir em Vale do Piraí um centro de atendimento com 300 vagas"
  constexpr size_t kReach = 12;
  // "promete economia de R$ 4,2 milhões": a sum promised is a forecast; "promete consumo de
  // 22 km/l" is the product's measure (claims.money-plans).
  return found_before_in_clause(plans_, tokens, first, kReach) ||
         (money && (found_before_in_clause(money_plans_, tokens, first, kReach) ||
                    costs_a_project(tokens, first, last)));
}

// "under a $48 million expansion its owners announced", "uma ampliação de R$ 48 milhões": a sum
// that a project's noun (claims.project-nouns) names, right after the figure or right before
// its "de", is what the project costs, not a result.
bool ClaimFinder::costs_a_project(const Tokens& tokens, size_t first, size_t last) const {
  if (project_nouns_.empty()) return false;
  if (first >= 2 && tokens[first - 1].lower == "de" && project_nouns_.at(tokens, first - 2))
    return true;
  // "a $3 million warehouse expansion": one word may stand between.
  for (size_t k = last + 1; k < tokens.size() && k <= last + 2; ++k) {
    if (project_nouns_.at(tokens, k)) return true;
    if (!tokens[k].is_word()) return false;
  }
  return false;
}

// Whether `table` matches on one of the `reach` tokens before tokens[first], in its clause (no
// separator between).
bool ClaimFinder::found_before_in_clause(const PhraseTable& table, const Tokens& tokens,
                                         size_t first, size_t reach) const {
  for (size_t k = first; k > 0 && first - k < reach; --k) {
    if (is_separator(tokens[k - 1])) return false;
    if (in_verb_sense(table.at(tokens, k - 1), tokens, k - 1)) return true;
  }
  return false;
}

// Whether match `m` at token i counts: one marked "= verb" ("espera") is a noun after an article
// or a word that opens a noun (claims.noun-openers), as in "o tempo de espera caiu 30%".
bool ClaimFinder::in_verb_sense(const PhraseTable::Match& m, const Tokens& tokens, size_t i) const {
  if (!m) return false;
  if (m.value == nullptr || *m.value != "verb" || i == 0) return true;
  return !is_article(tokens[i - 1]) && !noun_openers_.at(tokens, i - 1);
}

// "onde a água chegou a 1,6 metro", "where the water reached 1.6 meters": a figure a few words
// after a clause that opens on what the weather measures (claims.weather-subjects, after its
// article and a separator or claims.clause-openers) is data, not a party's record. "Roofs lower
// indoor temperatures by 7 degrees" is the roofs' claim.
bool ClaimFinder::weather_measured(const Tokens& tokens, size_t first) const {
  constexpr size_t kReach = 4;
  for (size_t k = first; k > 0 && first - k < kReach; --k) {
    const size_t noun = k - 1;
    if (is_separator(tokens[noun])) return false;
    if (!weather_subjects_.at(tokens, noun) || noun == 0 || !is_article(tokens[noun - 1])) continue;
    const size_t opener = noun - 1;
    return opener == 0 || is_separator(tokens[opener - 1]) ||
           clause_openers_.at(tokens, opener - 1);
  }
  return false;
}

// Whether a new reported clause (claims.clause-breaks: ", and that", ", e que") opens between
// tokens[a] and tokens[b].
// Whether a word of aim or target (claims.unmeasured-figures) stands at token i, in its verb
// sense where it has one.
bool ClaimFinder::aim_word_at(const Tokens& tokens, size_t i) const {
  return in_verb_sense(unmeasured_figures_.at(tokens, i), tokens, i);
}

// "cut baggage complaints by 40 percent", "closed 94 percent of pothole complaints", "complaints
// are down": bad news the party cut or dealt with (claims.bad-news-undone, a few words before it in
// its clause, or a word of decline just after it) is good news it reports of its work.
bool ClaimFinder::bad_news_undone(const Tokens& tokens, size_t first, size_t last) const {
  constexpr size_t kBefore = 5;
  for (size_t k = first > kBefore ? first - kBefore : 0; k < first; ++k) {
    if (bad_news_undone_.at(tokens, k) && !clause_break_between(tokens, k, first)) return true;
  }
  // Right after it, or after a verb of being (claims.denial-links: "are down").
  size_t next = last + 1;
  if (next < tokens.size() && denial_links_.at(tokens, next)) ++next;
  return next < tokens.size() && declines_.at(tokens, next);
}

bool ClaimFinder::clause_break_between(const Tokens& tokens, size_t a, size_t b) const {
  if (clause_breaks_.empty()) return false;
  for (size_t k = std::min(a, b) + 1; k <= std::max(a, b) && k < tokens.size(); ++k) {
    if (clause_breaks_.at(tokens, k)) return true;
  }
  return false;
}

// Whether the word of increase at tokens[w] speaks of spending: a word of spending before it in
// the sentence ("a dotação de 2016 é maior"), or right after it ("the largest budget request");
// not "the largest tax cut" in a sentence that goes on to a "budget address".
bool ClaimFinder::spending_near(const Tokens& tokens, size_t w) const {
  constexpr size_t kAfter = 4;
  for (size_t k = 0; k < tokens.size() && k <= w + kAfter; ++k) {
    if (k != w && spending_.at(tokens, k)) return true;
  }
  return false;
}

// One pass over the sentence's words for what rules its claims out, stopping at the first word
// that rules out all of them.
ClaimFinder::SentenceGates ClaimFinder::gates(const Tokens& tokens) const {
  SentenceGates g;
  if (conditional_forecast(tokens)) {
    g.no_claims = true;
    return g;
  }
  for (size_t i = 0; i < tokens.size(); ++i) {
    // "a explosão pode ter sido dez vezes mais potente", "may have been": a guess, not a record;
    // "o INPC está menor do que o IPCA": official indices are published data, not a party's
    // claim; "propina de R$ 2 milhões", "the largest bribery scheme": an accusation is answered by
    // the accused, not confirmed by a second source; it is no party's boast.
    if (hedges_.at(tokens, i) || indices_.at(tokens, i) || accusations_.at(tokens, i)) {
      g.no_claims = true;
      return g;
    }
    // "Dono de 2% das intenções de voto", "a meta é chegar a 10%": a poll's share or a target is
    // no measure of the speaker's own performance. "a maior previsão de gastos", "a dotação de
    // 2016 é maior que a de 2015": what a party spends is no performance it boasts of, and a
    // bigger bill is no boast at all.
    g.unmeasured = g.unmeasured || aim_word_at(tokens, i);
    g.spending = g.spending || spending_.at(tokens, i);
  }
  g.unmeasured = g.unmeasured || g.spending;
  return g;
}

// "Se cumprirmos o cronograma, Itaporã será a primeira cidade do estado", "If the plan holds,
// it will be the largest": a sentence that opens on a condition (claims.conditional-openers) and
// says what will be (claims.future-verbs) forecasts; it records nothing yet.
bool ClaimFinder::conditional_forecast(const Tokens& tokens) const {
  size_t first = 0;
  while (first < tokens.size() && !tokens[first].is_word()) ++first;
  if (first >= tokens.size() || !conditional_openers_.at(tokens, first)) return false;
  for (size_t k = first + 1; k < tokens.size(); ++k) {
    if (future_verbs_.at(tokens, k)) return true;
  }
  return false;
}

// Whether a figure is credited to a document with a maker: a study, a trial or a survey a party
// made or paid for.
bool ClaimFinder::from_a_partys_study(const ArticleAnalysis& a, const NumericExpression& n) {
  if (n.attribution == kNone || n.attribution >= a.attributions.size()) return false;
  const uint32_t id = a.attributions[n.attribution].source;
  return id != kNone && id < a.sources.size() && a.sources[id].type == SourceType::Document &&
         !a.sources[id].organization.empty();
}

// The sentence's claim markers, in order: its figures that measure performance, superlatives and
// comparisons. `unmeasured` drops the figures, `spending` the "bigger" of a bill (see gates()).
std::vector<ClaimFinder::Marker> ClaimFinder::sentence_markers(
    const ArticleAnalysis& a, const Tokens& tokens, const std::vector<uint8_t>& excluded,
    const std::vector<const NumericExpression*>& figures, Span sentence, bool unmeasured,
    bool spending) const {
  std::vector<Marker> figure_markers;
  // "vendeu 18,4 mil veículos, o dobro do ano anterior, e que pretende abrir outras 40 lojas":
  // a word of aim or spending rules out the figures of its own clause, not another's.
  std::vector<size_t> unmeasured_at, spent_at;
  if (unmeasured) {
    for (size_t i = 0; i < tokens.size(); ++i) {
      if (aim_word_at(tokens, i)) unmeasured_at.push_back(i);
      if (spending_.at(tokens, i)) spent_at.push_back(i);
    }
  }
  for (const NumericExpression* n : figures) {
    size_t first = 0;
    while (first < tokens.size() && tokens[first].span.end <= n->span.start) ++first;
    // "o preço pago pela indústria caiu de R$ 2,45 para R$ 2,01 por litro": what a price went
    // to (claims.change-to) is a change, whatever the words of price around it.
    const bool changed_to = first > 0 && change_to_.at(tokens, first - 1);
    if (!changed_to && is_price(a.text(), *n, sentence)) continue;
    auto in_clause = [&](size_t u) { return !clause_break_between(tokens, first, u); };
    if (std::any_of(unmeasured_at.begin(), unmeasured_at.end(), in_clause)) continue;
    // "saved the county $1.9 million in detention costs": a cost a cut saved is no spending.
    if (std::any_of(spent_at.begin(), spent_at.end(), in_clause) && !saves(a.text(), *n, sentence))
      continue;
    size_t last = first;
    while (last + 1 < tokens.size() && tokens[last + 1].span.start < n->span.end) ++last;
    // "the 10 largest": a figure that ranks is not a statistic.
    size_t next = last + 1;
    bool ranks = next < tokens.size() &&
                 (superlative_.at(tokens, next) || degree_words_.at(tokens, next)) &&
                 !comparative_.at(tokens, next) && !comparative_degree_.at(tokens, next) &&
                 !figure_comparatives_.at(tokens, next);
    // "eight years ago", "há dez anos": a time in the past, not a figure anyone vouches for.
    bool elapsed = (next < tokens.size() && elapsed_after_.at(tokens, next)) ||
                   (first < tokens.size() && elapsed_before_.before(tokens, first));
    // "crianças de zero a três anos", "children ages 3 to 5": an age says who, not how much.
    elapsed = elapsed || (n->kind == NumberKind::Duration && first < tokens.size() &&
                          age_openers_.before(tokens, first));
    // "a trial that enrolled 3,200 patients": how many a study asked or treated.
    // So is "um estudo com 60 voluntárias", "a trial with 400 patients" (claims.sample-nouns
    // after the count, claims.sample-prepositions before it).
    bool sample =
        n->kind == NumberKind::Count && first < tokens.size() &&
        (sample_verbs_.before(tokens, first) ||
         (sample_prepositions_.before(tokens, first) && sample_nouns_.at(tokens, last + 1)));
    bool weather = first < tokens.size() && weather_measured(tokens, first);
    // "52 bilhões de litros, o bastante para abastecer uma cidade de 900 mil habitantes": a
    // figure that pictures another (claims.illustrations) is no claim of its own.
    constexpr size_t kIllustrationReach = 8;
    if (found_before_in_clause(illustrations_, tokens, first, kIllustrationReach)) continue;
    // "the 9.4-mile line", "a 30-item basket": a unit glued to its figure before a noun says
    // what the thing is; "a 300-mile range" still measures performance.
    const bool attribute = tokens[last].has_alpha && tokens[last].has_digit &&
                           n->kind == NumberKind::Quantity && next < tokens.size() &&
                           tokens[next].is_word() && !performance_.at(tokens, next);
    if (attribute || describes_a_thing(tokens, first, *n)) continue;
    if (first < tokens.size() && !ranks && !elapsed && !sample && !weather) {
      Marker m{first, last, ClaimKind::Numeric, true};
      m.duration = n->kind == NumberKind::Duration;
      m.framed = m.duration && (duration_links_.before(tokens, first) ||
                                (n->span.in(a.text()).find('-') != std::string_view::npos &&
                                 next < tokens.size() && tokens[next].is_word()));
      m.party_study = from_a_partys_study(a, *n);
      m.money = n->kind == NumberKind::Money;
      figure_markers.push_back(m);
    }
  }
  // "reported $30.4 billion in sales in the quarter": a company's filed results are on the record,
  // not a boast to confirm; records and superlatives in the same sentence still count.
  if (!figure_markers.empty()) {
    bool filed = reports_results(tokens, &excluded);
    // "In its quarterly filing, Lumora reported revenue of $3.1 billion. Operating margin widened
    // to 18.2%": the paragraph's next sentence goes on with the filed results.
    const uint32_t s = a.sentence_index(sentence.start);
    filed = filed || (s != kNone && s > 0 && s < a.sentence_tokens.size() &&
                      a.sentences[s - 1].block == a.sentences[s].block &&
                      reports_results(a.sentence_tokens[s - 1], nullptr));
    // "in the third quarter, and our new triage model is 30% faster": a figure set against
    // another by the comparison right after it is a claim of performance, filed or not.
    if (filed) {
      std::erase_if(figure_markers, [&](const Marker& m) {
        const size_t next = m.last + 1;
        return next >= tokens.size() ||
               !(comparative_.at(tokens, next) || comparative_degree_.at(tokens, next) ||
                 figure_comparatives_.at(tokens, next));
      });
    }
  }
  std::vector<Marker> markers;
  add_superlatives(tokens, excluded, markers);
  add_comparisons(tokens, excluded, figure_markers, markers);
  // A bare figure is a claim when the sentence says it measures performance or success
  // ("vendeu 1,5 milhão", "lasts 40 hours"), not when it announces a plan, a price or a deal.
  if (!figure_markers.empty()) {
    bool against_interest = false;
    // "had hired 1,200 pilots ..., and that its software would cut delays in half", "vendas
    // recorde ..., segundo a Acips, que reúne 62 empresas": a word of performance in another
    // clause (claims.clause-breaks) speaks of that clause's figures only.
    std::vector<size_t> performance_at;
    // "Corvane Charge said": a word of performance inside a name, after a capitalized word, is
    // the name's.
    // "Associação de Defesa dos Usuários de Telecomunicações": so is one after a particle that
    // follows a capitalized word.
    each_match(performance_, excluded, tokens, [&](size_t first, size_t) {
      const bool after_name_word =
          first > 0 && tokens[first - 1].is_word() && tokens[first - 1].capitalized;
      const bool after_particle = first > 1 && tokens[first - 1].is_word() &&
                                  !tokens[first - 1].capitalized &&
                                  tokens[first - 1].lower.size() <= 3 &&
                                  tokens[first - 2].is_word() && tokens[first - 2].capitalized;
      const bool in_name = tokens[first].capitalized && (after_name_word || after_particle);
      if (!in_name) performance_at.push_back(first);
    });
    std::vector<bool> performs(figure_markers.size(), false);
    for (size_t p : performance_at) {
      for (size_t f = 0; f < figure_markers.size(); ++f) {
        if (!performs[f] && !clause_break_between(tokens, figure_markers[f].first, p))
          performs[f] = true;
      }
    }
    // A figure named in apposition ("..., o dobro do registrado") is a claim with it.
    for (size_t f = 0; f < figure_markers.size(); ++f) {
      if (!performs[f]) performs[f] = named_in_apposition(tokens, figure_markers[f], markers);
    }
    const bool performance = std::find(performs.begin(), performs.end(), true) != performs.end();
    // "knocking out power to 140,000 customers": bad news a party reports about itself is no boast.
    if (performance) {
      each_match(against_interest_, excluded, tokens, [&](size_t first, size_t last) {
        if (!bad_news_undone(tokens, first, last)) against_interest = true;
      });
    }
    if (performance && !against_interest) {
      for (size_t f = 0; f < figure_markers.size(); ++f) {
        if (performs[f] || figure_markers[f].party_study) markers.push_back(figure_markers[f]);
      }
    } else {
      // "In the company's main trial, ... Patients also lost an average of 6 kilograms": what a
      // party's own study found is its claim, whatever the words of the sentence.
      std::copy_if(figure_markers.begin(), figure_markers.end(), std::back_inserter(markers),
                   [](const Marker& m) { return m.party_study; });
    }
  }
  // "the company must move faster than any competitor", "queremos ser a maior": an aim or a duty
  // is no record of what the party did.
  // "would add 400 more by March", "pretende contratar 2 mil": a figure a party plans is no record.
  markers.erase(std::remove_if(markers.begin(), markers.end(),
                               [&](const Marker& m) {
                                 return m.figure ? planned(tokens, m.first, m.last, m.money)
                                                 : aims_at(tokens, m.first);
                               }),
                markers.end());
  std::stable_sort(markers.begin(), markers.end(), [](const Marker& x, const Marker& y) {
    return x.first != y.first ? x.first < y.first : strength(x.kind) > strength(y.kind);
  });

  if (spending) {
    markers.erase(std::remove_if(markers.begin(), markers.end(),
                                 [&](const Marker& m) {
                                   size_t w = m.first < m.last && is_article(tokens[m.first])
                                                  ? m.first + 1
                                                  : m.first;
                                   return !m.figure && increases_.at(tokens, w) &&
                                          spending_near(tokens, w);
                                 }),
                  markers.end());
  }
  // "…2,400 billionaires, compared with Forbes's 1,864": the comparison phrase repeats a claim the
  // sentence already makes with its figure; alone it still makes one.
  if (markers.size() > 1) {
    bool other = std::any_of(markers.begin(), markers.end(),
                             [](const Marker& m) { return !m.side_by_side; });
    if (other) {
      markers.erase(std::remove_if(markers.begin(), markers.end(),
                                   [](const Marker& m) { return m.side_by_side; }),
                    markers.end());
    }
  }
  return markers;
}

std::vector<Claim> ClaimFinder::sentence_claims(
    const ArticleAnalysis& a, const Tokens& tokens,
    const std::vector<const NumericExpression*>& figures, Span sentence) const {
  if (is_question(sentence.in(a.text()))) return {};
  // A sentence of more than 80 words is a transcript, a list or page furniture run together: a
  // reader cannot tell whose record one of its words is.
  if (tokens.size() > kLongestClaimSentence) return {};
  const std::vector<uint8_t> excluded = excluded_tokens(exclusions_, tokens);
  // Most sentences hold no claim at all, so the gates are read only for those that do. A gate
  // only ever removes markers, so a sentence without any has none with its gates either.
  std::vector<Marker> markers =
      sentence_markers(a, tokens, excluded, figures, sentence, false, false);
  if (markers.empty()) {
    std::vector<Claim> judgment = judgment_claims(tokens, excluded, sentence);
    return judgment.empty() || gates(tokens).no_claims ? std::vector<Claim>{} : judgment;
  }
  const SentenceGates gate = gates(tokens);
  if (gate.no_claims) return {};
  if (gate.unmeasured || gate.spending) {
    markers =
        sentence_markers(a, tokens, excluded, figures, sentence, gate.unmeasured, gate.spending);
  }
  std::vector<Claim> out;
  std::vector<Marker> kept;
  for (const Marker& m : markers) {
    if (!kept.empty() && same_claim(tokens, kept.back(), m)) {
      Marker& into = kept.back();
      // Markers a few words apart read as one phrase: "comparável a um custo até 50% menor".
      bool adjacent =
          m.first <= into.last + 4 && !separator_between(tokens, into.last + 1, m.first);
      if (adjacent && m.last > into.last) out.back().trigger.end = tokens[m.last].span.end;
      into.last = std::max(into.last, m.last);
      into.figure = into.figure || m.figure;
      if (strength(m.kind) > strength(into.kind)) into.kind = out.back().kind = m.kind;
      into.opinion = out.back().opinion = into.opinion && m.opinion;
      continue;
    }
    if (m.framed) continue;
    kept.push_back(m);
    size_t first = m.first;
    if (!m.figure && first < m.last && is_article(tokens[first]))
      ++first;  // "maior", not "a maior"
    Claim c;
    c.span = sentence;
    c.kind = m.kind;
    c.trigger = {tokens[first].span.start, tokens[m.last].span.end};
    c.opinion = m.opinion;
    out.push_back(std::move(c));
  }
  for (Claim& c : out) {
    if (c.opinion) c.about_speaker = speaks_of_own_side(tokens);
  }
  std::erase_if(out, [&](const Claim& c) { return names_a_claim(a, tokens, c.trigger); });
  if (!out.empty()) return out;
  return judgment_claims(tokens, excluded, sentence);
}

// "She did not provide the data behind the “twice as many” comparison", "Cheapest in the state
// is a slogan": a claim's words quoted as a label, with a noun that names them right after the
// quotation or after a verb of being (claims.mention-nouns), speak of the claim; they do not make
// it again.
bool ClaimFinder::names_a_claim(const ArticleAnalysis& a, const Tokens& tokens,
                                Span trigger) const {
  if (mention_nouns_.empty()) return false;
  // "Cheapest in the state is a slogan, not a finding": the words, then a verb of being (the
  // links of a denial) and a noun that calls them a claim.
  size_t k = text::first_token_from(tokens, trigger.end);
  if (k < tokens.size() && denial_links_.at(tokens, k)) {
    ++k;
    if (k < tokens.size() && is_article(tokens[k])) ++k;
    if (k < tokens.size() && mention_nouns_.at(tokens, k)) return true;
  }
  for (const Quote& q : a.quotes) {
    if (!q.partial || !q.span.contains(trigger.start)) continue;
    const size_t after = text::first_token_from(tokens, q.outer.end);
    return after < tokens.size() && mention_nouns_.at(tokens, after);
  }
  return false;
}

// Judgments and predictions, read only when nothing more checkable is there: the first one.
std::vector<Claim> ClaimFinder::judgment_claims(const Tokens& tokens,
                                                const std::vector<uint8_t>& excluded,
                                                Span sentence) const {
  std::vector<Claim> out;
  for (const PhraseTable* table : {&evaluative_, &predictive_}) {
    each_match(*table, excluded, tokens, [&](size_t first, size_t last) {
      if (!out.empty()) return;
      Claim c;
      c.span = sentence;
      c.kind = table == &evaluative_ ? ClaimKind::Evaluative : ClaimKind::Predictive;
      c.trigger = {tokens[first].span.start, tokens[last].span.end};
      out.push_back(std::move(c));
    });
    if (!out.empty()) break;
  }
  return out;
}

// Whether a word of a cost cut (claims.savings-words) stands in the few words before the figure.
bool ClaimFinder::saves(std::string_view text, const NumericExpression& n, Span sentence) const {
  if (savings_words_.empty()) return false;
  constexpr size_t kReach = 40;  // bytes: "saved the county about "
  const size_t from =
      std::max<size_t>(sentence.start, n.span.start >= kReach ? n.span.start - kReach : 0);
  const std::string before = text::fold_for_matching(text.substr(from, n.span.start - from));
  return std::any_of(savings_words_.begin(), savings_words_.end(), [&](const std::string& word) {
    return text::contains_whole_word(before, word);
  });
}

// A price the seller sets ("custa R$ 2.799", "starts at $899") is a fact of the offer, not a claim.
bool ClaimFinder::is_price(std::string_view text, const NumericExpression& n, Span sentence) const {
  if (n.kind != NumberKind::Money) return false;
  // The words just before the figure and a few after ("a $100 refundable deposit").
  size_t from = std::max<size_t>(sentence.start, n.span.start >= 40 ? n.span.start - 40 : 0);
  size_t to = std::min<size_t>(sentence.end, n.span.end + 25);
  std::string lowered = text::fold_for_matching(text.substr(from, to - from));
  // Whole words only: "Rafael Costa, Lumeo has lent $120 million" has no "cost" in it.
  const bool priced = std::any_of(
      price_words_.begin(), price_words_.end(),
      [&](const std::string& word) { return text::contains_whole_word(lowered, word); });
  // "saved the county $1.9 million in detention costs": what a cut saved is a result, not the
  // price of anything, whatever cost it names. Read only for the few sums a price word is near.
  return priced && !saves(text, n, sentence);
}

// The sources a claim rests on: attributions covering it, unless an aside separates them.
void ClaimFinder::attach_sources(const ArticleAnalysis& a, Claim& claim) const {
  // "Segundo o relatório da Anatel, ... A Trilha ... afirma ter reduzido em 30% o tempo de
  // reparo": a sentence with a cue of its own rests on that cue's source, not on the one a cue
  // before it carries over the paragraph.
  const uint32_t s = a.sentence_index(claim.trigger.start);
  const Span sentence = s == kNone ? Span{} : a.sentences[s].span;
  std::vector<uint32_t> carried;
  bool own_cue = false;
  for (const Attribution& at : a.attributions) {
    if (at.source == kNone || !at.covers.overlaps(claim.span)) continue;
    // "registrou", "propôs", "described", "reported": the source acted or the writer summed up what
    // it did; it vouched for no record. "acknowledged", "reconheceu": it conceded a point that
    // is not its side's, which is no boast to confirm (claims.concession-cues).
    if (!at.cue.empty() && !act_cues_.empty()) {
      std::string cue = text::fold_for_matching(at.cue.in(a.text()));
      if (std::find(act_cues_.begin(), act_cues_.end(), cue) != act_cues_.end()) continue;
    }
    if (!at.covers.contains(claim.trigger.start) && !claim.span.contains(at.cue.start)) continue;
    // "The only two states ... criticised it, with the minister warning": a cue that covers only
    // a clause after the trigger (SourceWork::gerund_clause) does not source it.
    if (!at.covers.contains(claim.trigger.start) && at.covers.start > claim.span.start &&
        claim.span.contains(at.covers.start)) {
      continue;
    }
    if (claim.span.contains(at.cue.start) && aside_between(a.text(), at.cue, claim.trigger))
      continue;
    if (claim.span.contains(at.cue.start) && describes_speaker(a, claim.span, claim.trigger, at))
      continue;
    if (describes_speaker_after(a.text(), at.cue, claim.trigger)) continue;
    if (in_the_speakers_name(a, claim.span, claim.trigger, at)) continue;
    const bool here = sentence.contains(at.cue.start);
    own_cue = own_cue || here;
    if (!here) carried.push_back(at.source);
    if (std::find(claim.sources.begin(), claim.sources.end(), at.source) == claim.sources.end()) {
      claim.sources.push_back(at.source);
    }
  }
  if (!own_cue || carried.empty()) return;
  std::erase_if(claim.sources, [&](uint32_t source) {
    const bool said_here = std::any_of(a.attributions.begin(), a.attributions.end(), [&](auto& at) {
      return at.source == source && sentence.contains(at.cue.start) &&
             at.covers.overlaps(claim.span);
    });
    return !said_here && std::find(carried.begin(), carried.end(), source) != carried.end();
  });
}

}  // namespace auditor::analysis
