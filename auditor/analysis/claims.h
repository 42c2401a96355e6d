// Finding claims: sentences that assert something checkable (figures, records, comparisons,
// judgments, predictions), with the sources each rests on.
#pragma once

#include <span>
#include <unordered_set>

#include "auditor/analysis/article_analysis.h"
#include "auditor/analysis/phrase_table.h"
#include "auditor/analysis/sources.h"
#include "auditor/text/lexicon.h"

namespace auditor::analysis {

/// Marks claims with trigger words from the lexicon (claims.superlative, .superlative-scope,
/// .comparative, .comparative-degree, .evaluative, .predictive) and statistics among the numbers
/// (prices excluded, list claims.price-words; poll shares, targets and spending excluded,
/// claims.unmeasured-figures and claims.spending-words). Claims made of degree words alone
/// (claims.opinion-degrees) are opinions; claims.self-reference tells self-praise. Markers that
/// describe one claim ("the fastest recovery of any system", "4.2 million, more than double")
/// become one claim. A story about plea-bargain testimony (claims.testimony) holds none; guesses
/// and official indices (claims.hedges, claims.official-indices) make none; a source whose cue
/// reports an act (claims.act-cues) vouches for none. Needs numbers, quotes and attributions
/// already filled.
class ClaimFinder {
 public:
  explicit ClaimFinder(const text::Lexicon& lexicon);
  void find(ArticleAnalysis& analysis, const SentenceTokens& tokens) const;

  struct Marker;

 private:
  using Tokens = std::vector<text::Token>;

  /// What a sentence's words rule out before its markers are read.
  struct SentenceGates {
    bool no_claims = false;   ///< a guess, a forecast on a condition, an index or an accusation
    bool unmeasured = false;  ///< a poll share, a target or spending: figures claim nothing
    bool spending = false;    ///< what a party spends: "bigger" is no boast either
  };
  SentenceGates gates(const Tokens& tokens) const;
  bool conditional_forecast(const Tokens& tokens) const;
  bool saves(std::string_view text, const NumericExpression& n, Span sentence) const;
  bool elaborates(const Tokens& tokens, const Marker& prev, const Marker& next) const;
  bool details_the_ranking(const Tokens& tokens, const Marker& prev, const Marker& next) const;
  bool names_it_a_record(const Tokens& tokens, const Marker& prev, const Marker& next) const;
  bool bounds_the_pool(const Tokens& tokens, const Marker& prev, const Marker& next) const;
  bool details_after_colon(const Tokens& tokens, const Marker& prev, const Marker& next) const;
  void drop_headline_repeats(ArticleAnalysis& a) const;
  bool planned(const Tokens& tokens, size_t first, size_t last, bool money) const;
  bool costs_a_project(const Tokens& tokens, size_t first, size_t last) const;
  size_t apposition_after(const Tokens& tokens, size_t last, size_t& comma) const;
  bool named_in_apposition(const Tokens& tokens, const Marker& figure,
                           std::span<const Marker> markers) const;
  bool describes_a_thing(const Tokens& tokens, size_t first, const NumericExpression& n) const;
  bool found_before_in_clause(const PhraseTable& table, const Tokens& tokens, size_t first,
                              size_t reach) const;
  std::vector<Marker> sentence_markers(const ArticleAnalysis& a, const Tokens& tokens,
                                       const std::vector<uint8_t>& excluded,
                                       const std::vector<const NumericExpression*>& figures, Span sentence,
                                       bool unmeasured, bool spending) const;
  std::vector<Claim> judgment_claims(const Tokens& tokens, const std::vector<uint8_t>& excluded,
                                     Span sentence) const;
  std::vector<Claim> sentence_claims(const ArticleAnalysis& a, const Tokens& tokens,
                                     const std::vector<const NumericExpression*>& figures,
                                     Span sentence) const;
  void add_superlatives(const Tokens& tokens, const std::vector<uint8_t>& excluded,
                        std::vector<Marker>& out) const;
  void add_comparisons(const Tokens& tokens, const std::vector<uint8_t>& excluded,
                       const std::vector<Marker>& figures, std::vector<Marker>& out) const;
  bool is_adverbial(const Tokens& tokens, size_t first, size_t last) const;
  bool weather_measured(const Tokens& tokens, size_t first) const;
  bool moves_between(const Tokens& tokens, const Marker& prev, const Marker& next) const;
  bool same_claim(const Tokens& tokens, const Marker& prev, const Marker& next) const;
  bool is_ranked(const Tokens& tokens, size_t first) const;
  bool is_opinion(const Tokens& tokens, size_t first, size_t last) const;
  bool speaks_of_own_side(const Tokens& tokens) const;
  bool judges(const Tokens& tokens, size_t first, size_t last) const;
  bool describes_in_passing(const Tokens& tokens, size_t first) const;
  bool is_denied(const Tokens& tokens, size_t first) const;
  bool records_a_measure(const Tokens& tokens, size_t first) const;
  bool names_a_claim(const ArticleAnalysis& a, const Tokens& tokens, Span trigger) const;
  bool has_degree_word_before(const Tokens& tokens, size_t first) const;
  bool has_link_after(const Tokens& tokens, size_t last) const;
  bool against_expectations(const Tokens& tokens, size_t last) const;
  bool spending_near(const Tokens& tokens, size_t w) const;
  bool clause_break_between(const Tokens& tokens, size_t a, size_t b) const;
  bool bad_news_undone(const Tokens& tokens, size_t first, size_t last) const;
  bool aim_word_at(const Tokens& tokens, size_t i) const;
  bool in_verb_sense(const PhraseTable::Match& m, const Tokens& tokens, size_t i) const;
  void add_none_other(const Tokens& tokens, size_t first, size_t last,
                      std::vector<Marker>& out) const;
  bool reports_results(const Tokens& tokens, const std::vector<uint8_t>* excluded) const;
  bool aims_at(const Tokens& tokens, size_t first) const;
  static bool from_a_partys_study(const ArticleAnalysis& a, const NumericExpression& n);
  bool is_price(std::string_view text, const NumericExpression& n, Span sentence) const;
  void attach_sources(const ArticleAnalysis& a, Claim& claim) const;
  void borrow_headline_sources(ArticleAnalysis& a) const;
  /// The subject's body when the headline at `headline` names it, or kNone.
  uint32_t subject_named_in(const ArticleAnalysis& a, Span headline) const;

  static bool is_possessive(const text::Token& t);

  PhraseTable superlative_, superlative_scope_, comparative_, comparative_degree_,
      figure_comparatives_, comparison_links_, degree_words_, rank_words_, figure_links_,
      relative_words_, judgment_nouns_, frequency_, evaluative_, predictive_, exclusions_,
      performance_, against_interest_, opinion_degrees_, comparison_phrases_, reported_results_,
      duration_links_, condition_links_, detail_links_, age_openers_, elapsed_after_,
      elapsed_before_, accusations_, self_reference_, testimony_, unmeasured_figures_,
      noun_openers_, hedges_, conditional_openers_, future_verbs_, description_links_,
      predicate_links_, spending_, increases_, indices_, expectations_, sample_verbs_,
      illustrations_, result_words_, sample_prepositions_, sample_nouns_, aims_, plans_,
      none_other_, any_other_, whole_field_scopes_, none_other_degrees_, clause_breaks_,
      first_person_, record_scopes_, possessive_scope_openers_, possessive_scope_nouns_, denials_,
      denial_links_, denial_conditions_, mention_nouns_, money_plans_, project_nouns_,
      described_things_, approximators_, measured_subjects_, number_words_, change_appositions_,
      change_from_, change_to_, weather_subjects_, clause_openers_, record_counts_, ranking_pools_,
      bad_news_undone_, counted_pools_, declines_;
  std::vector<std::string> gerund_endings_;  // "ing", "ndo"
  /// The one-word superlatives, folded: the first part of a compound ("highest-quality").
  std::unordered_set<std::string, text::WordHash, std::equal_to<>> compound_superlatives_;
  std::vector<std::string> price_words_;  // folded: "custa", "preço", "costs", "price"
  std::vector<std::string> savings_words_;  // folded: "saved", "economizou": a cost cut, no price
  std::vector<std::string> act_cues_;     // folded: "registrou", "described"
};

}  // namespace auditor::analysis
