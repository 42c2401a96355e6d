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
/// (Trainium3, COVID-19, Boeing 737), years, dates, clock times, ages and ordinals are classified as
/// such so that rules never treat them as statistics.
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
  void extend_right(const std::vector<text::Token>& tokens, Core& core,
                    NumericExpression& e) const;
  void extend_left(const std::vector<text::Token>& tokens, size_t first, Core& core,
                   NumericExpression& e) const;
  void classify_bare(const std::vector<text::Token>& tokens, size_t first, const Core& core,
                     NumericExpression& e) const;
  double parse_digits(std::string_view digits) const;

  bool decimal_comma_ = false;
  PhraseTable words_, scales_, currency_before_, currency_after_, percent_, units_, durations_,
      months_, approximators_, range_joiners_, name_prefixes_, not_names_, age_markers_,
      time_after_, time_before_, connectors_, range_openers_;
};

}  // namespace auditor::analysis
