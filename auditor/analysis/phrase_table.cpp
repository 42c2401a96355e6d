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

// Filter bits per key: few enough false positives that the lookup behind it is rarely paid. At
// 16, a third of the lookups that passed the filter found nothing (a cache miss each); at 64,
// under a fifth.
constexpr size_t kFilterBitsPerKey = 64;
constexpr size_t kMinFilterBits = 512;

size_t power_of_two_at_least(size_t n) {
  size_t p = 1;
  while (p < n) p *= 2;
  return p;
}

// Whether two folded words are the same: most are a few bytes, compared here rather than in a
// call to memcmp, which every hash that agrees (nearly always a true match) would make.
inline bool same_word(const std::string& a, const std::string& b) {
  const size_t size = a.size();
  if (size != b.size()) return false;
  const char* x = a.data();
  const char* y = b.data();
  for (size_t i = 0; i < size; ++i) {
    if (x[i] != y[i]) return false;
  }
  return true;
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
  for (const text::Token& t : tokens) {
    p.words.push_back(t.lower);
    p.hashes.push_back(text::token_hash(t.lower));
  }
  p.value = std::string(value);
  if (p.hashes.size() > 1) p.second_hash = p.hashes[1];
  auto longest_first = [](const Phrase& a, const Phrase& b) { return a.words.size() > b.words.size(); };
  auto& first = first_.list_for(p.words.front(), p.hashes.front());
  first.push_back(p);
  std::stable_sort(first.begin(), first.end(), longest_first);
  auto& last = last_.list_for(p.words.back(), p.hashes.back());
  last.push_back(std::move(p));
  std::stable_sort(last.begin(), last.end(), longest_first);
}

const std::vector<PhraseTable::Phrase>* PhraseTable::Index::find(const text::Token& token) const {
  if (slots_.empty()) return nullptr;
  const uint32_t hash = token.hash;
  const size_t mask = slots_.size() - 1;
  for (size_t i = slot_of(hash); slots_[i].list != 0; i = (i + 1) & mask) {
    if (slots_[i].hash != hash) continue;
    const Keyed& keyed = lists_[slots_[i].list - 1];
    if (same_word(keyed.word, token.lower)) return &keyed.phrases;
  }
  return nullptr;
}

std::vector<PhraseTable::Phrase>& PhraseTable::Index::list_for(const std::string& word,
                                                               uint32_t hash) {
  const size_t mask = slots_.empty() ? 0 : slots_.size() - 1;
  if (!slots_.empty()) {
    for (size_t i = slot_of(hash); slots_[i].list != 0; i = (i + 1) & mask) {
      Keyed& keyed = lists_[slots_[i].list - 1];
      if (slots_[i].hash == hash && keyed.word == word) return keyed.phrases;
    }
  }
  lists_.push_back({word, {}});
  // Rebuilding on every new key made loading quadratic (a fifth of the start-up time): the slots
  // double instead, and between doublings a key goes straight in.
  if (lists_.size() * 2 > slots_.size()) {
    rebuild();
  } else {
    insert(lists_.size() - 1, hash);
  }
  return lists_.back().phrases;
}

// Sizes the slots for twice the keys held (at most half full) and the filter for every key the
// slots can take before the next rebuild, then inserts the keys again.
void PhraseTable::Index::rebuild() {
  slots_.assign(power_of_two_at_least(lists_.size() * 4), Slot{});
  size_t bits =
      power_of_two_at_least(std::max(kMinFilterBits, slots_.size() / 2 * kFilterBitsPerKey));
  filter_.assign(bits / 64, 0);
  filter_mask_ = bits - 1;
  for (size_t k = 0; k < lists_.size(); ++k) insert(k, text::token_hash(lists_[k].word));
}

void PhraseTable::Index::insert(size_t key, uint32_t hash) {
  const size_t mask = slots_.size() - 1;
  size_t i = slot_of(hash);
  while (slots_[i].list != 0) i = (i + 1) & mask;
  slots_[i] = Slot{hash, static_cast<uint32_t>(key + 1)};
  size_t bit = hash & filter_mask_;
  filter_[bit / 64] |= uint64_t{1} << (bit % 64);
}

bool PhraseTable::matches(const Phrase& p, const std::vector<text::Token>& tokens, size_t i,
                          size_t known) {
  if (i + p.words.size() > tokens.size()) return false;
  // Words of a phrase are separate words: "R$" may be written together, "cerca de" not glued.
  for (size_t k = 0; k < p.words.size(); ++k) {
    if (k == known) continue;
    const text::Token& t = tokens[i + k];
    if (t.hash != p.hashes[k]) return false;
    if (!same_word(t.lower, p.words[k])) return false;
  }
  return true;
}

PhraseTable::Match PhraseTable::find_at(const std::vector<text::Token>& tokens, size_t i) const {
  const std::vector<Phrase>* phrases = first_.find(tokens[i]);
  if (phrases == nullptr) return {};
  const uint32_t next_hash = i + 1 < tokens.size() ? tokens[i + 1].hash : 0;
  for (const Phrase& p : *phrases) {
    if (p.second_hash != 0 && p.second_hash != next_hash) continue;
    if (matches(p, tokens, i, 0)) return {p.words.size(), &p.value};
  }
  return {};
}

bool PhraseTable::spans(const std::vector<text::Token>& tokens, size_t first, size_t last) const {
  if (first >= last || last > tokens.size() || !first_.may_hold(tokens[first])) return false;
  const std::vector<Phrase>* phrases = first_.find(tokens[first]);
  if (phrases == nullptr) return false;
  for (const Phrase& p : *phrases) {
    if (p.words.size() == last - first && matches(p, tokens, first, 0)) return true;
  }
  return false;
}

PhraseTable::Match PhraseTable::find_before(const std::vector<text::Token>& tokens, size_t end,
                                            size_t floor) const {
  const std::vector<Phrase>* phrases = last_.find(tokens[end - 1]);
  if (phrases == nullptr) return {};
  for (const Phrase& p : *phrases) {
    if (p.words.size() > end || end - p.words.size() < floor) continue;
    if (matches(p, tokens, end - p.words.size(), p.words.size() - 1)) {
      return {p.words.size(), &p.value};
    }
  }
  return {};
}

}  // namespace auditor::analysis
