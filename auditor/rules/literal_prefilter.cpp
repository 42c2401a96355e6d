// Rules out texts that no pattern of a set can match, from the literal words the patterns need.
#include "auditor/rules/literal_prefilter.h"

#include <algorithm>
#include <unordered_map>
#include <vector>

#include "auditor/rules/kind_support.h"
#include "auditor/rules/match_extent.h"

namespace auditor::rules {

namespace {

// Atoms shorter than this match too many texts to rule anything out (RE2's FilteredRE2 uses the
// same floor); the formula then treats the piece as matching anything, which stays exact.
constexpr size_t kMinAtomLength = 3;

// The shortest stretch searched only near the literals a pattern needs (narrow()).
constexpr size_t kMinWindowedBytes = 1024;

}  // namespace

/// How many children of each gate have fired for the text at hand, on this thread. Counts carry
/// the number of the text they were made for, so a new text needs no clearing.
struct GateCounts {
  std::vector<uint32_t> text_of;
  std::vector<uint32_t> count;
  uint32_t text = 0;

  void start(size_t gates) {
    if (text_of.size() < gates) {
      text_of.resize(gates, 0);
      count.resize(gates, 0);
    }
    if (++text == 0) {  // wrapped: counts of texts long gone could pass for the new one's
      std::fill(text_of.begin(), text_of.end(), 0);
      text = 1;
    }
  }
  uint32_t add(uint32_t g) {
    if (text_of[g] != text) {
      text_of[g] = text;
      count[g] = 0;
    }
    return ++count[g];
  }
};

LiteralPrefilter::LiteralPrefilter() = default;
LiteralPrefilter::~LiteralPrefilter() = default;
LiteralPrefilter::LiteralPrefilter(LiteralPrefilter&&) noexcept = default;
LiteralPrefilter& LiteralPrefilter::operator=(LiteralPrefilter&&) noexcept = default;

bool LiteralPrefilter::add(std::string_view pattern, const RE2::Options& options,
                           const std::vector<std::string>& gates) {
  std::vector<std::unique_ptr<RE2>> compiled;
  for (const std::string& gate : gates) {
    compiled.push_back(std::make_unique<RE2>(gate, options));
    if (!compiled.back()->ok()) return false;
  }
  auto re = std::make_unique<RE2>(re2::StringPiece(pattern.data(), pattern.size()), options);
  if (!re->ok()) return false;
  patterns_.push_back(std::move(re));
  gates_.push_back(std::move(compiled));
  return true;
}

bool LiteralPrefilter::may_match(int id, std::string_view text, size_t from, size_t to) const {
  const re2::StringPiece whole(text.data(), text.size());
  for (const std::unique_ptr<RE2>& gate : gates_[static_cast<size_t>(id)]) {
    if (!gate->Match(whole, from, to, RE2::UNANCHORED, nullptr, 0)) return false;
  }
  return true;
}

// A formula of atoms joined by AND and OR, none always true, holds of no text without one of
// its atoms: every match holds an occurrence of an atom of each part of its top AND.
std::vector<std::vector<int32_t>> LiteralPrefilter::necessary_sets(const LiteralFormula& formula,
                                                                   const std::vector<int>& atoms) {
  const auto root = static_cast<uint32_t>(formula.root_);
  auto subtree_atoms = [&](auto& self, uint32_t node, std::vector<int32_t>& out) -> void {
    const LiteralFormula::Node& n = formula.nodes_[node];
    if (n.op == LiteralFormula::Op::Atom) {
      out.push_back(atoms[n.first]);
      return;
    }
    for (uint32_t k = 0; k < n.count; ++k) self(self, formula.children_[n.first + k], out);
  };
  std::vector<std::vector<int32_t>> sets;
  const LiteralFormula::Node& top = formula.nodes_[root];
  if (top.op == LiteralFormula::Op::And) {
    for (uint32_t k = 0; k < top.count; ++k) {
      sets.emplace_back();
      subtree_atoms(subtree_atoms, formula.children_[top.first + k], sets.back());
    }
  } else {
    sets.emplace_back();
    subtree_atoms(subtree_atoms, root, sets.back());
  }
  for (std::vector<int32_t>& set : sets) {
    std::sort(set.begin(), set.end());
    set.erase(std::unique(set.begin(), set.end()), set.end());
  }
  return sets;
}

bool LiteralPrefilter::narrow(int id, std::string_view text, size_t from, size_t to,
                              std::vector<Span>& out) const {
  const auto k = static_cast<size_t>(id);
  // A paragraph is scanned faster than its windows are found: only a long stretch (a news text
  // on one line) repays reading the document's runs.
  // shared_ is set only after compile() sized reach_ for every pattern.
  if (to - from < kMinWindowedBytes || shared_ == nullptr) return false;
  const Reach& reach = reach_[k];
  if (reach.runs == 0 || !shared_->windows(text, from, to, reach.shared_sets, reach.runs, out)) {
    return false;
  }
  if (reach.side != BoundedSide::Both) narrow_to_part(reach, text, from, to, out);
  return true;
}

// Only a part is bounded: `out` holds that part's windows, and a match holds a match of it.
// None there, none at all; else a match starts no sooner than the first match of a prefix, and
// ends no later than the last window where a suffix matches.
void LiteralPrefilter::narrow_to_part(const Reach& reach, std::string_view text, size_t from,
                                      size_t to, std::vector<Span>& out) {
  const re2::StringPiece whole(text.data(), text.size());
  if (reach.side == BoundedSide::Start) {
    for (const Span& window : out) {
      re2::StringPiece first;
      if (reach.part->Match(whole, window.start, window.end, RE2::UNANCHORED, &first, 1)) {
        const auto start = static_cast<uint32_t>(first.data() - text.data());
        out.assign(1, Span{start, static_cast<uint32_t>(to)});
        return;
      }
    }
  } else {
    for (auto window = out.rbegin(); window != out.rend(); ++window) {
      if (reach.part->Match(whole, window->start, window->end, RE2::UNANCHORED, nullptr, 0)) {
        out.assign(1, Span{static_cast<uint32_t>(from), window->end});
        return;
      }
    }
  }
  out.clear();
}

LiteralPrefilter::Reach LiteralPrefilter::read_reach(
    const RE2& pattern, const LiteralFormula& formula, const std::vector<int>& atoms,
    const std::unordered_map<std::string, int>& index) {
  Reach reach;
  reach.runs = max_runs(pattern.pattern());
  if (reach.runs > 0) {
    reach.sets = necessary_sets(formula, atoms);
    return reach;
  }
  // No bound on the whole ("paid for by" and a name of any length): a bounded prefix bounds where
  // a match starts, or a bounded suffix where it ends, by the literals that part needs, when the
  // prefilter searches for them too.
  const BoundedEnds ends = bounded_ends(pattern.pattern());
  const std::optional<BoundedPart>& part = ends.prefix ? ends.prefix : ends.suffix;
  if (!part) return reach;
  const LiteralFormula part_formula = LiteralFormula::read(part->pattern, kMinAtomLength);
  if (part_formula.always()) return reach;
  std::vector<int> part_atoms;
  for (const std::string& atom : part_formula.atoms()) {
    auto it = index.find(atom);
    if (it == index.end()) return reach;
    part_atoms.push_back(it->second);
  }
  auto compiled = std::make_unique<const RE2>(
      re2::StringPiece(part->pattern.data(), part->pattern.size()), pattern.options());
  if (!compiled->ok()) return reach;
  reach.runs = part->runs;
  reach.side = ends.prefix ? BoundedSide::Start : BoundedSide::End;
  reach.part = std::move(compiled);
  reach.sets = necessary_sets(part_formula, part_atoms);
  return reach;
}

void LiteralPrefilter::compile() {
  std::unordered_map<std::string, int> index;
  reach_.resize(patterns_.size());  // a pattern that needs no literal keeps runs 0
  for (size_t id = 0; id < patterns_.size(); ++id) {
    const LiteralFormula formula = LiteralFormula::read(patterns_[id]->pattern(), kMinAtomLength);
    if (formula.always()) {
      literal_free_.push_back(static_cast<int>(id));
      continue;
    }
    std::vector<int> atoms;  // the formula's atoms, in atoms_
    for (const std::string& atom : formula.atoms()) {
      auto [it, added] = index.emplace(atom, static_cast<int>(atoms_.size()));
      if (added) {
        atoms_.push_back(atom);
        atom_gates_.emplace_back();
        atom_patterns_.emplace_back();
      }
      atoms.push_back(it->second);
    }
    const auto root = static_cast<uint32_t>(formula.root_);
    reach_[id] = read_reach(*patterns_[id], formula, atoms, index);
    const LiteralFormula::Node& top = formula.nodes_[root];
    if (top.op == LiteralFormula::Op::Atom) {
      atom_patterns_[static_cast<size_t>(atoms[top.first])].push_back(static_cast<int>(id));
    } else {
      add_gate(formula, root, atoms, static_cast<int>(id));
    }
  }
  if (atoms_.empty()) {  // no pattern needs a literal: each is a candidate everywhere
    every_text_ = true;
    return;
  }
  // Atoms are lower-cased; the search folds case the way the patterns' own matching does.
  RE2::Options options = pattern_options();
  options.set_literal(true);
  atom_set_ = std::make_unique<RE2::Set>(options, RE2::UNANCHORED);
  for (const std::string& atom : atoms_) {
    if (atom_set_->Add(atom, nullptr) < 0) {
      every_text_ = true;
      return;
    }
  }
  if (!atom_set_->Compile()) {
    every_text_ = true;
    return;
  }
  scanner_ = AtomScanner::build(atoms_);
}

void LiteralPrefilter::share(const SharedAtoms* shared, std::vector<int32_t> local_of) {
  shared_ = shared;
  local_of_shared_ = std::move(local_of);
  // The windows are read from the document's hits, which name atoms by their shared index.
  std::vector<int32_t> shared_of(atoms_.size(), -1);
  for (size_t s = 0; s < local_of_shared_.size(); ++s) {
    if (local_of_shared_[s] >= 0)
      shared_of[static_cast<size_t>(local_of_shared_[s])] = static_cast<int32_t>(s);
  }
  for (Reach& reach : reach_) {
    reach.shared_sets = reach.sets;
    for (std::vector<int32_t>& set : reach.shared_sets) {
      for (int32_t& atom : set) atom = shared_of[static_cast<size_t>(atom)];
    }
  }
}

bool LiteralPrefilter::find_atoms(std::string_view text, std::vector<int>& found) const {
  // The document's one search where it covers the text, this set's scanner where it models the
  // text, RE2's set for the rest.
  if (shared_ != nullptr && shared_->atoms_in(text, local_of_shared_, atoms_.size(), found)) {
    return true;
  }
  if (scanner_ && scanner_->scan(text, found)) return true;
  found.clear();
  RE2::Set::ErrorInfo error;
  return atom_set_->Match(re2::StringPiece(text.data(), text.size()), &found, &error) ||
         error.kind == RE2::Set::kNoError;  // out of DFA memory: rule nothing out
}

void LiteralPrefilter::candidates(std::string_view text, std::vector<int>& out) const {
  out.clear();
  if (patterns_.empty()) return;
  std::vector<int> found;
  if (every_text_ || !find_atoms(text, found)) {
    for (int id = 0; id < size(); ++id) out.push_back(id);
    return;
  }
  out = literal_free_;
  if (found.empty()) return;  // a passage without any literal: only the patterns that need none
  thread_local GateCounts counts;
  counts.start(formula_gates_.size());
  for (int atom : found) {
    const auto a = static_cast<size_t>(atom);
    out.insert(out.end(), atom_patterns_[a].begin(), atom_patterns_[a].end());
    for (uint32_t g : atom_gates_[a]) fire(g, counts, out);
  }
  std::sort(out.begin(), out.end());
}

uint32_t LiteralPrefilter::add_gate(const LiteralFormula& formula, uint32_t node,
                                    const std::vector<int>& atoms, int id) {
  const LiteralFormula::Node n = formula.nodes_[node];
  const auto g = static_cast<uint32_t>(formula_gates_.size());
  formula_gates_.emplace_back();
  std::vector<int> fed_by;  // its atoms, each counted once
  uint32_t children = 0;
  for (uint32_t k = 0; k < n.count; ++k) {
    const uint32_t child = formula.children_[n.first + k];
    const LiteralFormula::Node& c = formula.nodes_[child];
    if (c.op == LiteralFormula::Op::Atom) {
      const int atom = atoms[c.first];
      if (std::find(fed_by.begin(), fed_by.end(), atom) != fed_by.end()) continue;
      fed_by.push_back(atom);
      atom_gates_[static_cast<size_t>(atom)].push_back(g);
    } else {
      const uint32_t sub = add_gate(formula, child, atoms, -1);
      formula_gates_[sub].parents.push_back(g);
    }
    ++children;
  }
  formula_gates_[g].needed = n.op == LiteralFormula::Op::And ? children : 1;
  formula_gates_[g].pattern = id;
  return g;
}

void LiteralPrefilter::fire(uint32_t g, GateCounts& counts, std::vector<int>& out) const {
  if (counts.add(g) != formula_gates_[g].needed) return;  // not yet, or already fired
  const Gate& gate = formula_gates_[g];
  if (gate.pattern >= 0) out.push_back(gate.pattern);
  for (uint32_t parent : gate.parents) fire(parent, counts, out);
}

}  // namespace auditor::rules
