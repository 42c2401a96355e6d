// Rules out texts that no pattern of a set can match, from the literal words the patterns need.
#pragma once

#include <re2/re2.h>
#include <re2/set.h>

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "auditor/core/span.h"
#include "auditor/rules/atom_scanner.h"
#include "auditor/rules/literal_formula.h"
#include "auditor/rules/match_extent.h"
#include "auditor/rules/shared_atoms.h"

namespace auditor::rules {

struct GateCounts;  // a thread's counts of fired children, per formula gate (in the .cpp)

/// Which patterns of a set may match a text, told from the literal strings each pattern needs
/// (its LiteralFormula's atoms, found in one AtomScanner pass, or one RE2::Set pass on the texts
/// the scanner does not model), with each pattern compiled on its own.
/// A joined regex of many patterns with name classes and gaps builds DFA states on every new
/// stretch of real text and searched news at under 1 MB/s; most passages hold the words of no
/// pattern, and the rest of only one or two, whose own small regexes are then searched. Ruling
/// a pattern out is exact: a text without the literals a pattern needs cannot match it.
class LiteralPrefilter {
 public:
  LiteralPrefilter();
  ~LiteralPrefilter();
  LiteralPrefilter(LiteralPrefilter&&) noexcept;
  LiteralPrefilter& operator=(LiteralPrefilter&&) noexcept;

  /// Adds one pattern as it appears in the joined regex; false when RE2 rejects it or one of
  /// its gates. `gates` are regexes every match of the pattern contains (kind_support's
  /// necessary_runs): what stands around a name class or a gap of any words. A text one gate
  /// does not match cannot match the pattern, and the gates' small DFAs tell that far faster than
  /// the pattern's own, whose name class or gap starts a new thread at every word it meets.
  bool add(std::string_view pattern, const RE2::Options& options,
           const std::vector<std::string>& gates = {});
  /// Prepares the atom search; call once, after every add().
  void compile();
  /// The patterns (by order of add(), from 0) that may match somewhere in `text`, in order; those
  /// that need no literal always, and every one when the atom search fails.
  void candidates(std::string_view text, std::vector<int>& out) const;
  /// A pattern compiled on its own, with the options add() was given.
  const RE2& pattern(int id) const { return *patterns_[static_cast<size_t>(id)]; }
  /// False when pattern `id` cannot match inside text[from, to), as one of its gates tells;
  /// true when it may.
  bool may_match(int id, std::string_view text, size_t from, size_t to) const;
  /// Sets `out` to the stretches of text[from, to) where pattern `id` may match, in order, and
  /// returns true: near the occurrences of the literals it needs, when the document's atom search
  /// has them, the pattern's reach is bounded (match_extent.h) and the stretch is long. A match
  /// lies inside one of them. False, with `out` unspecified, when all of it must be searched.
  bool narrow(int id, std::string_view text, size_t from, size_t to, std::vector<Span>& out) const;
  int size() const { return static_cast<int>(patterns_.size()); }
  /// The literal strings the patterns need, lower-cased (for SharedAtoms, tests and diagnostics).
  const std::vector<std::string>& atoms() const { return atoms_; }
  /// Whether the atoms are found by an AtomScanner (every one of them modelled by it).
  bool scans_atoms() const { return scanner_.has_value(); }
  /// Lets `shared` find the atoms in the documents it scans: `local_of` maps its atoms to these
  /// (-1 for none of them). Called by SharedAtoms::compile.
  void share(const SharedAtoms* shared, std::vector<int32_t> local_of);

 private:
  /// Fills `found` with the atoms `text` holds; false when the search failed (rule nothing out).
  bool find_atoms(std::string_view text, std::vector<int>& found) const;

  std::vector<std::unique_ptr<RE2>> patterns_;
  /// One AND or OR of a pattern's formula, in the network of every pattern's formula. A text's
  /// atoms fire the gates they feed, and a gate fires its parents once enough children have: the
  /// work is in proportion to the atoms a text holds, not to the patterns' alternatives.
  struct Gate {
    uint32_t needed = 1;            ///< children that must fire: all of an AND's, one of an OR's
    std::vector<uint32_t> parents;  ///< the gates it feeds
    int pattern = -1;               ///< the pattern whose formula it is, or -1
  };
  /// Adds the gate for node `node` of pattern `id`'s formula (not an atom) and returns its index.
  uint32_t add_gate(const LiteralFormula& formula, uint32_t node, const std::vector<int>& atoms,
                    int id);
  /// The sets of atoms (indexes into atoms_, `atoms` by the formula's own) of which every text
  /// `formula` holds of holds one.
  static std::vector<std::vector<int32_t>> necessary_sets(const LiteralFormula& formula,
                                                          const std::vector<int>& atoms);
  /// Fires gate `g` once more; adds the patterns it completes to `out`.
  void fire(uint32_t g, GateCounts& counts, std::vector<int>& out) const;

  std::vector<Gate> formula_gates_;
  std::vector<std::vector<uint32_t>> atom_gates_;  ///< by atom: the gates it feeds
  std::vector<std::vector<int>> atom_patterns_;    ///< by atom: patterns that need only it
  std::unique_ptr<RE2::Set> atom_set_;  ///< the atom search on texts scanner_ does not model
  std::optional<AtomScanner> scanner_;  ///< the atom search on the texts it models
  std::vector<std::string> atoms_;
  std::vector<std::vector<std::unique_ptr<RE2>>> gates_;  ///< by pattern id
  std::vector<int> literal_free_;  ///< the patterns that need no literal, in order
  /// Where a pattern's matches lie, told from the literals they hold (narrow()).
  struct Reach {
    /// The most runs a match touches (match_extent.h), or, when only one `side` is bounded, the
    /// most its bounded prefix or suffix (`part`) touches; 0 when nothing is known.
    size_t runs = 0;
    BoundedSide side = BoundedSide::Both;
    std::unique_ptr<const RE2> part;
    /// Sets of atoms (indexes into atoms_) of which every match (or its bounded part) holds one:
    /// one per part of the formula's top AND, or the whole formula when the top is an OR or an
    /// atom.
    std::vector<std::vector<int32_t>> sets;
    std::vector<std::vector<int32_t>> shared_sets;  ///< the same by shared index, once shared
  };
  /// Narrows `out`, the windows of a pattern bounded at one end only, by where its bounded part
  /// matches (narrow()).
  static void narrow_to_part(const Reach& reach, std::string_view text, size_t from, size_t to,
                             std::vector<Span>& out);
  /// The Reach of the pattern `pattern`, whose formula is `formula` and whose atoms are at
  /// `index` (atom to its index in atoms_).
  static Reach read_reach(const RE2& pattern, const LiteralFormula& formula,
                          const std::vector<int>& atoms,
                          const std::unordered_map<std::string, int>& index);
  std::vector<Reach> reach_;       ///< by pattern
  bool every_text_ = false;        ///< no pattern needs a literal, so no text is ruled out
  const SharedAtoms* shared_ = nullptr;   ///< the document-wide search it joined, if any
  std::vector<int32_t> local_of_shared_;  ///< by shared atom, its index in atoms_ or -1
};

}  // namespace auditor::rules
