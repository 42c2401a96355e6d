// Language identification of article text, with a confidence.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "auditor/text/tokenizer.h"

namespace auditor::text {

/// The most likely language of a text.
struct LanguageGuess {
  std::string code;        ///< ISO 639-1 ("pt", "en", "es", ...), "und" when unknown
  double confidence = 0;   ///< 0..1: the share of the text (or of its function words) in that
                           ///< language, scaled by reliability
  bool reliable = false;   ///< enough text and a clear margin over the runner-up
};

/// Identifies the language of UTF-8 text (CLD2). Fast enough to run on every document.
LanguageGuess identify_language(std::string_view text);

/// The opening of an article that tells its language as well as the whole (the first 1,600
/// bytes, cut on a character boundary): identification reads no more.
std::string_view language_sample(std::string_view text);

/// Names the language of a text from its commonest words when they leave no doubt: many function
/// words of one language that has rules, and next to none of another language's. It settles most
/// articles at a small fraction of CLD2's cost; a text it cannot settle (short, mixed, or in a
/// language without its word list) gets no answer, and CLD2 decides.
class FunctionWordIdentifier {
 public:
  /// Function words of a language with rules ("que", "não"; "the", "which").
  void add_language(const std::string& code, const std::vector<std::string>& words);
  /// Words only other languages use often ("el", "und", "unha"), which veto an answer.
  void add_other_words(const std::vector<std::string>& words);
  bool empty() const { return codes_.empty(); }
  std::optional<LanguageGuess> identify(std::string_view text) const;

 private:
  static constexpr int kOther = -1;   ///< a word of a language without rules
  static constexpr int kShared = -2;  ///< a word two languages with rules both list
  /// lower-case word -> index into codes_, or above
  std::unordered_map<std::string, int, WordHash, std::equal_to<>> owner_;
  std::vector<std::string> codes_;
};

}  // namespace auditor::text
