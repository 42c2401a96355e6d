// Multi-word lexicon lookups over tokens: "cerca de", "por cento", "R$", "percentage points".
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "auditor/text/lexicon.h"
#include "auditor/text/tokenizer.h"

namespace auditor::analysis {

/// A set of phrases (token sequences, case-folded) each with a value, matched at a token index.
///
/// Entries come from lexicon lists as "phrase" or "phrase = value"; the phrase is tokenized with
/// the same tokenizer as the text, so "R$", "p.m." and "-year-old" match however they split.
class PhraseTable {
 public:
  PhraseTable() = default;
  /// Loads every entry of a lexicon list.
  PhraseTable(const text::Lexicon& lexicon, std::string_view list);
  /// Adds one entry ("cerca de = about").
  void add(std::string_view entry);

  /// A match: how many tokens and the entry's value.
  struct Match {
    size_t length = 0;
    const std::string* value = nullptr;
    explicit operator bool() const { return length > 0; }
  };
  /// The longest phrase starting at tokens[i].
  Match at(const std::vector<text::Token>& tokens, size_t i) const;
  /// The longest phrase ending just before tokens[end] (and starting at or after `floor`).
  Match before(const std::vector<text::Token>& tokens, size_t end, size_t floor = 0) const;
  bool empty() const { return by_first_.empty(); }

 private:
  struct Phrase {
    std::vector<std::string> words;
    std::string value;
  };
  static bool matches(const Phrase& p, const std::vector<text::Token>& tokens, size_t i);
  std::unordered_map<std::string, std::vector<Phrase>> by_first_;
  std::unordered_map<std::string, std::vector<Phrase>> by_last_;
};

}  // namespace auditor::analysis
