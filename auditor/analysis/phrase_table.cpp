// Token-sequence phrase tables built from lexicon lists.
#include "auditor/analysis/phrase_table.h"

#include <algorithm>

namespace auditor::analysis {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return s;
}

}  // namespace

PhraseTable::PhraseTable(const text::Lexicon& lexicon, std::string_view list) {
  for (const std::string& entry : lexicon.list(list)) add(entry);
}

void PhraseTable::add(std::string_view entry) {
  std::string_view phrase = entry, value;
  size_t eq = entry.find(" = ");
  if (eq != std::string_view::npos) {
    phrase = trim(entry.substr(0, eq));
    value = trim(entry.substr(eq + 3));
  }
  std::vector<text::Token> tokens;
  std::string owned(phrase);
  text::tokenize(owned, {0, static_cast<uint32_t>(owned.size())}, tokens);
  if (tokens.empty()) return;
  Phrase p;
  for (const text::Token& t : tokens) p.words.push_back(t.lower);
  p.value = std::string(value);
  auto longest_first = [](const Phrase& a, const Phrase& b) { return a.words.size() > b.words.size(); };
  first_filter_.set(std::hash<std::string_view>{}(p.words.front()) % first_filter_.size());
  last_filter_.set(std::hash<std::string_view>{}(p.words.back()) % last_filter_.size());
  auto& first = by_first_[p.words.front()];
  first.push_back(p);
  std::stable_sort(first.begin(), first.end(), longest_first);
  auto& last = by_last_[p.words.back()];
  last.push_back(std::move(p));
  std::stable_sort(last.begin(), last.end(), longest_first);
}

bool PhraseTable::matches(const Phrase& p, const std::vector<text::Token>& tokens, size_t i) {
  if (i + p.words.size() > tokens.size()) return false;
  for (size_t k = 0; k < p.words.size(); ++k) {
    if (tokens[i + k].lower != p.words[k]) return false;
    // Words of a phrase are separate words: "R$" may be written together, "cerca de" not glued.
  }
  return true;
}

const std::vector<PhraseTable::Phrase>* PhraseTable::lookup(const Index& index,
                                                           const Filter& filter,
                                                           const text::Token& token) {
  if (index.empty()) return nullptr;
  // Tokens made outside the tokenizer (tests, hand-built) may lack the hash: compute it then.
  size_t hash = token.hash ? token.hash : std::hash<std::string_view>{}(token.lower);
  if (!filter.test(hash % filter.size())) return nullptr;
  auto it = index.find(HashedKey{token.lower, hash});
  return it == index.end() ? nullptr : &it->second;
}

PhraseTable::Match PhraseTable::at(const std::vector<text::Token>& tokens, size_t i) const {
  if (i >= tokens.size()) return {};
  const std::vector<Phrase>* phrases = lookup(by_first_, first_filter_, tokens[i]);
  if (phrases == nullptr) return {};
  for (const Phrase& p : *phrases) {
    if (matches(p, tokens, i)) return {p.words.size(), &p.value};
  }
  return {};
}

PhraseTable::Match PhraseTable::before(const std::vector<text::Token>& tokens, size_t end,
                                       size_t floor) const {
  if (end == 0 || end > tokens.size()) return {};
  const std::vector<Phrase>* phrases = lookup(by_last_, last_filter_, tokens[end - 1]);
  if (phrases == nullptr) return {};
  for (const Phrase& p : *phrases) {
    if (p.words.size() > end || end - p.words.size() < floor) continue;
    if (matches(p, tokens, end - p.words.size())) return {p.words.size(), &p.value};
  }
  return {};
}

}  // namespace auditor::analysis
