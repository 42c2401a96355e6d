// What a sentence speaks of, as word stems: for telling whether two sentences share a topic.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "auditor/text/lexicon.h"
#include "auditor/text/tokenizer.h"

namespace auditor::analysis {

/// Reads the topic of a run of tokens: the case- and accent-folded first five letters of each word
/// of three letters or more that none of the given stop lists holds. "arrecadação" and
/// "arrecadou", "revenue" and "revenues" share a stem.
class TopicWords {
 public:
  /// `stop_lists`: names of lexicon lists whose words say nothing of a topic.
  TopicWords(const text::Lexicon& lexicon, std::initializer_list<std::string_view> stop_lists);

  /// The sorted, distinct stems of tokens; `skip` tells tokens to leave out (quoted words, say).
  template <typename Skip>
  std::vector<uint64_t> of(const std::vector<text::Token>& tokens, Skip skip) const {
    std::vector<uint64_t> stems;
    for (const text::Token& t : tokens) {
      if (!skip(t)) add(t, stems);
    }
    return finish(std::move(stems));
  }

  /// How many stems two sorted sets share.
  static size_t shared(const std::vector<uint64_t>& a, const std::vector<uint64_t>& b);

 private:
  void add(const text::Token& token, std::vector<uint64_t>& stems) const;
  static std::vector<uint64_t> finish(std::vector<uint64_t> stems);

  std::unordered_set<uint64_t> stop_;
};

}  // namespace auditor::analysis
