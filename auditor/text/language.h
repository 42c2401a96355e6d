// Language identification of article text, with a confidence.
#pragma once

#include <string>
#include <string_view>

namespace auditor::text {

/// The most likely language of a text.
struct LanguageGuess {
  std::string code;        ///< ISO 639-1 ("pt", "en", "es", ...), "und" when unknown
  double confidence = 0;   ///< 0..1: the share of the text in that language, scaled by reliability
  bool reliable = false;   ///< enough text and a clear margin over the runner-up
};

/// Identifies the language of UTF-8 text (CLD2). Fast enough to run on every document.
LanguageGuess identify_language(std::string_view text);

}  // namespace auditor::text
