// Multi-word lexicon lookups over tokens: "cerca de", "por cento", "R$", "percentage points".
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
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
  Match at(const std::vector<text::Token>& tokens, size_t i) const {
    // The analysis asks every table about nearly every token and most answers are no: the
    // filter test is inline, the lookup is not.
    if (i >= tokens.size() || !first_.may_hold(tokens[i])) return {};
    return find_at(tokens, i);
  }
  /// The longest phrase ending just before tokens[end] (and starting at or after `floor`).
  Match before(const std::vector<text::Token>& tokens, size_t end, size_t floor = 0) const {
    if (end == 0 || end > tokens.size() || !last_.may_hold(tokens[end - 1])) return {};
    return find_before(tokens, end, floor);
  }
  /// Whether one phrase is exactly tokens[first, last).
  bool spans(const std::vector<text::Token>& tokens, size_t first, size_t last) const;
  /// Whether any phrase starts at a token of [from, to).
  bool found_in(const std::vector<text::Token>& tokens, size_t from = 0,
                size_t to = SIZE_MAX) const {
    for (size_t i = from; i < tokens.size() && i < to; ++i) {
      if (at(tokens, i)) return true;
    }
    return false;
  }
  bool empty() const { return first_.empty(); }

 private:
  struct Phrase {
    std::vector<std::string> words;
    std::vector<uint32_t> hashes;  ///< token_hash of each word, to compare tokens by hash first
    std::string value;
    /// hashes[1], or 0 for one word: most phrases under a common first word ("a", "the") are
    /// ruled out by the next token's hash, tested before any call.
    uint32_t second_hash = 0;
  };

  /// Phrases by one of their words (the first or the last): an open-addressing table on the
  /// word's hash, which the tokenizer already computed, behind a bit filter that rules out most
  /// tokens with one memory access.
  class Index {
   public:
    bool empty() const { return lists_.empty(); }
    bool may_hold(const text::Token& token) const {
      // The filter always has a word (all clear until a key goes in), so nothing but the bit is
      // tested: this runs for nearly every token and table.
      size_t bit = token.hash & filter_mask_;
      return (filter_[bit / 64] >> (bit % 64)) & 1U;
    }
    /// The phrases keyed by the token's word, longest first; nullptr when none.
    const std::vector<Phrase>* find(const text::Token& token) const;
    /// The phrase list for `word`, created empty when new.
    std::vector<Phrase>& list_for(const std::string& word, uint32_t hash);

   private:
    struct Slot {
      uint32_t hash = 0;  ///< token_hash of the key: a slot is 8 bytes
      uint32_t list = 0;  ///< index into lists_ plus one; 0 marks an empty slot
    };
    struct Keyed {
      std::string word;
      std::vector<Phrase> phrases;
    };
    size_t slot_of(uint32_t hash) const { return (hash ^ (hash >> 23)) & (slots_.size() - 1); }
    void rebuild();
    /// Puts lists_[key] in its slot and the filter; the slots must have room.
    void insert(size_t key, uint32_t hash);

    std::vector<Slot> slots_;  ///< a power of two, at most half full
    std::vector<Keyed> lists_;
    /// A bit per hash value modulo its size; one clear word until a key goes in.
    std::vector<uint64_t> filter_ = std::vector<uint64_t>(1);
    size_t filter_mask_ = 63;
  };

  Match find_at(const std::vector<text::Token>& tokens, size_t i) const;
  Match find_before(const std::vector<text::Token>& tokens, size_t end, size_t floor) const;
  /// Whether p's words are at tokens[i...]; word `known` already matched the index key.
  static bool matches(const Phrase& p, const std::vector<text::Token>& tokens, size_t i,
                      size_t known);

  Index first_;
  Index last_;
};

}  // namespace auditor::analysis
