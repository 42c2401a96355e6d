// Finds which lower-cased literal atoms a text holds, case-folded, in one Aho-Corasick pass.
#include "auditor/rules/atom_scanner.h"

#include <array>
#include <limits>
#include <map>

#include "auditor/text/utf8.h"

namespace auditor::rules {

namespace {

constexpr size_t kMaxStates = std::numeric_limits<uint16_t>::max();

/// Passes the bytes of `text` to `emit` as they fold, for the characters the scanner models:
/// ASCII capitals and Latin-1 capitals À-Þ (not ×) to small letters, everything else modelled as
/// is. Stops with false at the first byte of a character it does not model (its case pairs may
/// reach beyond these ranges: µ pairs with Greek mu, Latin Extended-A, Greek, Cyrillic...) or at
/// malformed UTF-8.
template <class Emit>
bool fold_modelled(std::string_view text, Emit emit) {
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  const unsigned char* end = p + text.size();
  while (p < end) {
    unsigned char b = *p;
    if (b < 0x80) {
      emit(static_cast<unsigned char>(b >= 'A' && b <= 'Z' ? b + ('a' - 'A') : b));
      ++p;
      continue;
    }
    if (b == 0xC2 || b == 0xC3) {  // U+0080-U+00FF
      if (end - p < 2 || (p[1] & 0xC0) != 0x80) return false;
      unsigned char c = p[1];
      if (b == 0xC2 && c == 0xB5) return false;  // µ, whose case pairs are Greek
      if (b == 0xC3) c = text::latin1_lower_second_byte(c);
      emit(b);
      emit(c);
      p += 2;
      continue;
    }
    if (b == 0xE2 && end - p >= 3 && (p[2] & 0xC0) == 0x80 &&
        (p[1] == 0x80 || (p[1] == 0x82 && p[2] == 0xAC))) {  // U+2000-U+203F, and €
      emit(b);
      emit(p[1]);
      emit(p[2]);
      p += 3;
      continue;
    }
    return false;
  }
  return true;
}

/// The atoms' trie: goto edges by byte class, and the atoms that end at each node.
struct Trie {
  std::vector<std::map<uint32_t, uint32_t>> edges{1};
  std::vector<std::vector<uint16_t>> ends{1};
};

/// The trie of the folded atoms; nothing when it would outgrow two-byte state numbers.
std::optional<Trie> build_trie(const std::vector<std::string>& folded,
                               const uint8_t (&class_of)[256]) {
  Trie trie;
  for (size_t i = 0; i < folded.size(); ++i) {
    uint32_t node = 0;
    for (unsigned char b : folded[i]) {
      auto [it, added] = trie.edges[node].emplace(class_of[b], trie.edges.size());
      if (added) {
        if (trie.edges.size() >= kMaxStates) return std::nullopt;
        trie.edges.emplace_back();
        trie.ends.emplace_back();
      }
      node = it->second;
    }
    trie.ends[node].push_back(static_cast<uint16_t>(i));
  }
  return trie;
}

/// The trie completed into a DFA, by trie node number.
struct Automaton {
  std::vector<uint32_t> next;                  ///< node * classes + class -> node
  std::vector<std::vector<uint16_t>> outputs;  ///< the atoms that end at each node
  std::vector<uint32_t> order;                 ///< the nodes breadth first
};

/// Breadth first: each node's failure link is shallower, so its full row and its outputs (its
/// own atoms and those of its failure chain) are complete before the node is reached.
Automaton complete(const Trie& trie, uint32_t classes) {
  const size_t nodes = trie.edges.size();
  Automaton a{
      std::vector<uint32_t>(nodes * classes, 0), std::vector<std::vector<uint16_t>>(nodes), {0}};
  std::vector<uint32_t> fail(nodes, 0);
  for (size_t head = 0; head < a.order.size(); ++head) {
    const uint32_t node = a.order[head];
    a.outputs[node] = trie.ends[node];
    if (node != 0) {
      const std::vector<uint16_t>& inherited = a.outputs[fail[node]];
      a.outputs[node].insert(a.outputs[node].end(), inherited.begin(), inherited.end());
    }
    for (uint32_t c = 0; c < classes; ++c) {
      auto it = trie.edges[node].find(c);
      const uint32_t fallback = node == 0 ? 0 : a.next[fail[node] * classes + c];
      if (it == trie.edges[node].end()) {
        a.next[node * classes + c] = fallback;
        continue;
      }
      fail[it->second] = fallback;
      a.next[node * classes + c] = it->second;
      a.order.push_back(it->second);
    }
  }
  return a;
}

}  // namespace

std::optional<std::string> AtomScanner::fold(std::string_view text) {
  std::string folded;
  if (!fold_modelled(text, [&](unsigned char b) { folded.push_back(static_cast<char>(b)); })) {
    return std::nullopt;
  }
  return folded;
}

std::optional<AtomScanner> AtomScanner::build(const std::vector<std::string>& atoms) {
  if (atoms.size() > std::numeric_limits<uint16_t>::max()) return std::nullopt;
  AtomScanner scanner;
  scanner.atom_count_ = atoms.size();
  std::vector<std::string> folded(atoms.size());
  std::array<bool, 256> used{};
  for (size_t i = 0; i < atoms.size(); ++i) {
    if (!fold_modelled(atoms[i],
                       [&](unsigned char b) { folded[i].push_back(static_cast<char>(b)); }))
      return std::nullopt;
    if (folded[i].empty()) return std::nullopt;  // matches everywhere: RE2 answers that as well
    for (unsigned char b : folded[i]) used[b] = true;
  }
  uint32_t classes = 1;  // class 0 included
  for (int b = 0; b < 256; ++b) {
    if (used[static_cast<size_t>(b)]) scanner.class_of_[b] = static_cast<uint8_t>(classes++);
  }
  while ((1U << scanner.row_shift_) < classes) ++scanner.row_shift_;
  for (int b = 'A'; b <= 'Z'; ++b) scanner.class_of_[b] = scanner.class_of_[b + ('a' - 'A')];

  std::optional<Trie> trie = build_trie(folded, scanner.class_of_);
  if (!trie) return std::nullopt;
  const Automaton automaton = complete(*trie, classes);
  const size_t states = automaton.order.size();

  // Renumbered: states where no atom ends first (the root stays 0), then the others.
  std::vector<uint32_t> number(states);
  uint32_t count = 0;
  for (int with_outputs = 0; with_outputs < 2; ++with_outputs) {
    if (with_outputs == 1) scanner.first_output_ = count;
    for (uint32_t node : automaton.order) {
      if (automaton.outputs[node].empty() == (with_outputs == 0)) number[node] = count++;
    }
  }
  scanner.next_.assign(states << scanner.row_shift_, 0);
  std::vector<uint32_t> by_number(states);
  for (uint32_t node = 0; node < states; ++node) {
    by_number[number[node]] = node;
    for (uint32_t c = 0; c < classes; ++c) {
      scanner.next_[(number[node] << scanner.row_shift_) + c] =
          static_cast<uint16_t>(number[automaton.next[node * classes + c]]);
    }
  }
  for (uint32_t n = scanner.first_output_; n < states; ++n) {
    scanner.outputs_start_.push_back(static_cast<uint32_t>(scanner.outputs_.size()));
    const std::vector<uint16_t>& out = automaton.outputs[by_number[n]];
    scanner.outputs_.insert(scanner.outputs_.end(), out.begin(), out.end());
  }
  scanner.outputs_start_.push_back(static_cast<uint32_t>(scanner.outputs_.size()));
  return scanner;
}

void AtomScanner::note_outputs(uint32_t state, std::vector<uint64_t>& seen,
                               std::vector<int>& found) const {
  const size_t n = state - first_output_;
  for (uint32_t i = outputs_start_[n]; i < outputs_start_[n + 1]; ++i) {
    const uint16_t atom = outputs_[i];
    uint64_t& word = seen[atom / 64];
    const uint64_t bit = uint64_t{1} << (atom % 64);
    if ((word & bit) == 0) {
      word |= bit;
      found.push_back(atom);
    }
  }
}

template <class OnOutput>
bool AtomScanner::walk(std::string_view text, OnOutput on_output) const {
  const uint16_t* next = next_.data();
  const uint32_t shift = row_shift_;
  uint32_t state = 0;
  const auto* begin = reinterpret_cast<const unsigned char*>(text.data());
  const auto* p = begin;
  const unsigned char* end = p + text.size();
  while (p < end) {
    if (*p < 0x80) {  // the bulk of news text: one lookup, capitals folded by class_of_
      state = next[(state << shift) + class_of_[*p++]];
      if (state >= first_output_) on_output(state, static_cast<uint32_t>(p - begin));
      continue;
    }
    // A longer character: folded bytes stepped one by one, each folded byte in place of its own.
    const unsigned char* from = p;
    while (p < end && *p >= 0x80) ++p;
    auto at = static_cast<uint32_t>(from - begin);
    const bool modelled = fold_modelled(
        std::string_view(reinterpret_cast<const char*>(from), static_cast<size_t>(p - from)),
        [&](unsigned char b) {
          state = next[(state << shift) + class_of_[b]];
          ++at;
          if (state >= first_output_) on_output(state, at);
        });
    if (!modelled) return false;
  }
  return true;
}

bool AtomScanner::scan(std::string_view text, std::vector<int>& found) const {
  found.clear();
  std::vector<uint64_t> seen((atom_count_ + 63) / 64, 0);
  return walk(text, [&](uint32_t state, uint32_t) { note_outputs(state, seen, found); });
}

bool AtomScanner::scan_hits(std::string_view text, std::vector<Hit>& hits) const {
  hits.clear();
  return walk(text, [&](uint32_t state, uint32_t end) {
    const size_t n = state - first_output_;
    for (uint32_t i = outputs_start_[n]; i < outputs_start_[n + 1]; ++i) {
      hits.push_back(Hit{end, outputs_[i]});
    }
  });
}

}  // namespace auditor::rules
