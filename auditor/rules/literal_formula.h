// The literal strings every match of a regex contains, read from its pattern as an AND-OR formula.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace auditor::rules {

/// An AND-OR formula over lower-cased literal strings (atoms) that every text a pattern matches
/// satisfies when atoms are found without regard to case: "(?:studies|polls) show" needs
/// and(or(studies, polls), show). It is what RE2's FilteredRE2 computes for a prefilter, read
/// here from the pattern so that a prefilter tests a pattern in a few instructions rather than
/// walking FilteredRE2's tree with its allocations for every block of every rule.
///
/// Any syntax it does not model, a class of more than four characters and a character the atom
/// search does not model (AtomScanner::fold: one whose case pairs it may not know) count as
/// matching every text, so the formula never rules out a text the pattern matches.
class LiteralFormula {
 public:
  /// The formula of `pattern` (RE2 syntax). Atoms shorter than `min_atom_length` bytes match
  /// too many texts to rule any out: their part of the formula holds everywhere.
  static LiteralFormula read(std::string_view pattern, size_t min_atom_length);

  /// True when the pattern needs no literal: every text passes.
  bool always() const { return root_ < 0; }
  /// The distinct atoms the formula names, lower-cased.
  const std::vector<std::string>& atoms() const { return atoms_; }
  /// Whether the formula holds of a text that holds the atoms (by index into atoms()) for which
  /// `held(index)` is true.
  template <class Held>
  bool holds(Held held) const {
    return root_ < 0 || holds_at(static_cast<uint32_t>(root_), held);
  }
  /// The formula as text, for tests and diagnostics: "and(or(polls, studies), show)", "any".
  std::string to_string() const;

 private:
  friend class FormulaBuilder;
  friend class LiteralPrefilter;  // joins the formulas of its patterns into one network
  enum class Op : uint8_t { Atom, And, Or };
  struct Node {
    Op op = Op::Atom;
    uint32_t first = 0;  ///< the atom's index, or the first child's index in children_
    uint32_t count = 0;  ///< children (And, Or)
  };

  template <class Held>
  bool holds_at(uint32_t node, Held& held) const {
    const Node& n = nodes_[node];
    if (n.op == Op::Atom) return held(n.first);
    const bool all = n.op == Op::And;
    for (uint32_t k = 0; k < n.count; ++k) {
      if (holds_at(children_[n.first + k], held) != all) return !all;
    }
    return all;
  }
  void describe(uint32_t node, std::string& out) const;

  std::vector<Node> nodes_;
  std::vector<uint32_t> children_;
  std::vector<std::string> atoms_;
  int32_t root_ = -1;  ///< -1: holds of every text
};

}  // namespace auditor::rules
