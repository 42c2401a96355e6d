// Recognizing numeric expressions (money, percentages, counts, quantities, dates...) in sentences.
#pragma once

#include <string>
#include <vector>

#include "auditor/analysis/article_analysis.h"
#include "auditor/analysis/phrase_table.h"
#include "auditor/text/lexicon.h"
#include "auditor/text/tokenizer.h"

namespace auditor::analysis {

/// Finds numeric expressions and classifies them, with all words taken from the language's lexicon
/// (lists numbers.*, currency.*, units.*, see rules/<lang>/numbers.lexicon.xml).
///
/// Digits in both conventions ("1.234,5" and "1,234.5", the language decides the ambiguous
/// "1.234"), number words and scales ("três a quatro", "500 mil", "half a million", "$1.2bn"),
/// ranges, approximations, currencies, percentages and percentage points, units. Names with digits
/// (Trainium3, COVID-19, Boeing 737, 401(k)), years, dates ("terça-feira (10)", "no dia 19"),
/// clock times, ages, ordinals, addresses, phone numbers and vote tallies are classified as such so
/// that rules never treat them as statistics. Proportions ("1 in 5", "quatro em cada dez") and
/// fractions of a whole ("two-thirds of voters", "metade dos eleitores") are read as percentages,
/// and a rate's base ("por 100 mil habitantes") belongs to the figure it qualifies.
class NumberRecognizer {
 public:
  NumberRecognizer() = default;
  explicit NumberRecognizer(const text::Lexicon& lexicon);

  /// Appends the expressions in one sentence's tokens (spans are in the tokenized text).
  void recognize(const std::vector<text::Token>& tokens, uint32_t sentence,
                 std::vector<NumericExpression>& out) const;

 private:
  struct Core;
  bool parse_core(const std::vector<text::Token>& tokens, size_t i, Core& core) const;
  bool parse_spelled(const std::vector<text::Token>& tokens, size_t i, Core& core) const;
  bool scale_before_percent(const std::vector<text::Token>& tokens, size_t i, Core& core) const;
  void extend_right(const std::vector<text::Token>& tokens, Core& core, NumericExpression& e) const;
  size_t read_scale(const std::vector<text::Token>& tokens, Core& core) const;
  size_t read_range(const std::vector<text::Token>& tokens, Core& core, size_t j) const;
  void classify_by_what_follows(const std::vector<text::Token>& tokens, Core& core, size_t j,
                                NumericExpression& e) const;
  PhraseTable::Match currency_written_before(const std::vector<text::Token>& tokens,
                                             size_t end) const;
  void extend_left(const std::vector<text::Token>& tokens, size_t first, Core& core,
                   NumericExpression& e) const;
  void classify_bare(const std::vector<text::Token>& tokens, size_t first, const Core& core,
                     NumericExpression& e) const;
  double parse_digits(std::string_view digits) const;
  bool ratio_follows(const std::vector<text::Token>& tokens, size_t j) const;
  bool read_ratio(const std::vector<text::Token>& tokens, Core& core, NumericExpression& e) const;
  bool read_fraction(const std::vector<text::Token>& tokens, size_t i,
                     const PhraseTable::Match& fraction, Core& core) const;
  bool read_tally(const std::vector<text::Token>& tokens, size_t j, Core& core) const;
  size_t rate_base_end(const std::vector<text::Token>& tokens, size_t j) const;
  size_t scales_end(const std::vector<text::Token>& tokens, size_t j, double& scale) const;
  bool is_weekday_date(const std::vector<text::Token>& tokens, size_t first,
                       const Core& core) const;
  bool is_address(const std::vector<text::Token>& tokens, size_t first, size_t last) const;
  bool is_phone(const std::vector<text::Token>& tokens, size_t first, size_t last,
                const NumericExpression& e) const;
  /// Whether tokens[k] is a noun the number before it counts ("38 municípios"), not "e", "of"...
  bool counts_noun(const std::vector<text::Token>& tokens, size_t k) const;
  bool is_enumerator(const std::vector<text::Token>& tokens, size_t first, const Core& core) const;
  bool is_dated_year(const std::vector<text::Token>& tokens, size_t first, const Core& core) const;
  bool closes_range(const std::vector<text::Token>& tokens, size_t first, size_t previous_first,
                    size_t previous_last, const NumericExpression& e,
                    std::vector<NumericExpression>& out) const;
  void share_unit_with_pair(const std::vector<text::Token>& tokens, size_t first,
                            size_t previous_last, const NumericExpression& e,
                            std::vector<NumericExpression>& out) const;
  bool is_elided_name(const std::vector<text::Token>& tokens, size_t first,
                      const NumericExpression& e) const;

  bool opens_with_a_verb(const std::vector<text::Token>& tokens, size_t word) const;

  bool decimal_comma_ = false;
  std::vector<std::string> verb_endings_;  ///< numbers.verb-endings: "-amos", "-aram"
  PhraseTable words_, scales_, currency_before_, currency_after_, percent_, units_, durations_,
      months_, approximators_, range_joiners_, name_prefixes_, not_names_, age_markers_,
      time_after_, time_before_, connectors_, range_openers_, weekdays_, day_words_, street_words_,
      phone_cues_, service_numbers_, service_words_, tally_nouns_, tally_joiners_, ratio_joiners_,
      rate_joiners_, average_markers_, name_articles_, function_words_, noun_modifiers_,
      age_before_, age_verbs_, decade_before_, year_before_, fractions_, fraction_links_,
      fraction_places_, fraction_articles_, eras_after_, eras_before_, range_qualifiers_;
};

}  // namespace auditor::analysis
