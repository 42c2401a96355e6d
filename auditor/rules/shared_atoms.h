// One atom search per document for every literal prefilter of a language's rules.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "auditor/core/span.h"
#include "auditor/rules/atom_scanner.h"

namespace auditor::rules {

class LiteralPrefilter;

/// The atoms of every LiteralPrefilter of a language's rules in one AtomScanner, so that a
/// document is scanned once, not once per prefilter and block: the phrase rules, their
/// exceptions and the disclosure rule each asked about every block again (bench/README.md,
/// thirty-fourth session). While a DocumentAtomScope is alive, a joined prefilter answers any
/// stretch of that document from its hits; other texts, and documents holding a character the
/// scanner does not model, it still scans alone. Built at load, read-only afterwards.
class SharedAtoms {
 public:
  SharedAtoms() = default;
  SharedAtoms(const SharedAtoms&) = delete;
  SharedAtoms& operator=(const SharedAtoms&) = delete;

  /// Takes a compiled prefilter's atoms into the search. Prefilters whose own atoms the scanner
  /// does not model are left to search alone.
  void join(LiteralPrefilter& prefilter);
  /// Builds the scanner for every atom joined and lets the prefilters read its hits; when it
  /// cannot be built (too many states) they keep searching alone.
  void compile();
  bool active() const { return scanner_.has_value(); }
  /// Every atom joined, by shared index.
  const std::vector<std::string>& atoms() const { return atoms_; }

  /// Sets `found` to the local atoms (by `local_of`, from shared index to the prefilter's own, -1
  /// for none of its atoms) that occur inside `text`, each once, when `text` lies inside the
  /// document this thread's DocumentAtomScope scanned for this search. False otherwise: the
  /// caller then searches `text` itself.
  bool atoms_in(std::string_view text, const std::vector<int32_t>& local_of, size_t local_count,
                std::vector<int>& found) const;
  /// Sets `out` to the stretches of text[from, to) that lie within `runs` runs (match_extent.h)
  /// of an occurrence inside text[from, to) of an atom of one of `sets` (shared indexes; every
  /// match holds an atom of each set), merged and in order: those of the set whose atoms the
  /// document holds least often. False, as atoms_in, when this thread's scope does not cover
  /// `text` or a set names an atom this search does not hold.
  bool windows(std::string_view text, size_t from, size_t to,
               const std::vector<std::vector<int32_t>>& sets, size_t runs,
               std::vector<Span>& out) const;

 private:
  struct Member {
    LiteralPrefilter* prefilter;
    std::vector<std::pair<int32_t, int32_t>> atoms;  ///< (shared index, its own index)
  };
  std::vector<std::string> atoms_;
  std::vector<uint32_t> lengths_;  ///< bytes of each atom, which its occurrences span
  std::unordered_map<std::string, int32_t> index_;
  std::vector<Member> members_;
  std::optional<AtomScanner> scanner_;

  friend class DocumentAtomScope;
};

/// Scans one document for a SharedAtoms search and makes its hits what the joined prefilters
/// read on this thread, until destroyed (scopes nest; each restores the one before).
class DocumentAtomScope {
 public:
  DocumentAtomScope(const SharedAtoms& atoms, std::string_view text);
  ~DocumentAtomScope();
  DocumentAtomScope(const DocumentAtomScope&) = delete;
  DocumentAtomScope& operator=(const DocumentAtomScope&) = delete;

  /// The scope alive on this thread, or nullptr.
  static const DocumentAtomScope* current();

 private:
  friend class SharedAtoms;
  /// Where a match touching at most `runs` runs and holding text_[start, end) can lie: from the
  /// start of the run `runs - 1` before the one its last byte is in to the end of the run `runs
  /// - 1` after the one its first byte is in.
  Span reach(uint32_t start, uint32_t end, size_t runs) const;
  /// Of `sets` of atoms, the one whose atoms the document holds least often; nullptr when one
  /// names an atom the search does not hold (-1).
  const std::vector<int32_t>* rarest(const std::vector<std::vector<int32_t>>& sets) const;
  /// The ends of atom `atom`'s occurrences, in order (bucketed on first use).
  std::pair<const uint32_t*, const uint32_t*> ends_of(int32_t atom) const;

  const SharedAtoms* atoms_;
  std::string_view text_;
  std::vector<AtomScanner::Hit> hits_;
  bool scanned_ = false;  ///< false when the text holds a character the scanner does not model
  const DocumentAtomScope* previous_;
  /// Where each run of text_ starts, found on the first reach() (rules without windows never pay).
  mutable std::vector<uint32_t> run_starts_;
  /// hits_ by atom: the ends of atom a's occurrences are ends_by_atom_[first_of_atom_[a]...
  /// first_of_atom_[a + 1]), built on the first ends_of().
  mutable std::vector<uint32_t> first_of_atom_;
  mutable std::vector<uint32_t> ends_by_atom_;
};

}  // namespace auditor::rules
