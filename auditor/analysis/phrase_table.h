// Multi-word lexicon lookups over tokens: "cerca de", "por cento", "R$", "percentage points".
#pragma once

#include <bitset>
#include <functional>
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

  /// A token's folded text with the hash the tokenizer already computed, so that looking a token
  /// up in many tables hashes it once (C++20 heterogeneous lookup).
  struct HashedKey {
    std::string_view text;
    size_t hash;
  };
  struct KeyHash {
    using is_transparent = void;
    size_t operator()(const std::string& s) const { return std::hash<std::string_view>{}(s); }
    size_t operator()(const HashedKey& k) const { return k.hash; }
  };
  struct KeyEqual {
    using is_transparent = void;
    bool operator()(const std::string& a, const std::string& b) const { return a == b; }
    bool operator()(const HashedKey& a, const std::string& b) const { return a.text == b; }
    bool operator()(const std::string& a, const HashedKey& b) const { return a == b.text; }
  };
  using Index = std::unordered_map<std::string, std::vector<Phrase>, KeyHash, KeyEqual>;
  /// Most tokens are in no table: a bit per hash bucket rules them out before the map lookup.
  using Filter = std::bitset<4096>;
  static const std::vector<Phrase>* lookup(const Index& index, const Filter& filter,
                                           const text::Token& token);
  Index by_first_;
  Index by_last_;
  Filter first_filter_;
  Filter last_filter_;
};

}  // namespace auditor::analysis
