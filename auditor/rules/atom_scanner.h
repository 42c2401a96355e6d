// Finds which lower-cased literal atoms a text holds, case-folded, in one Aho-Corasick pass.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace auditor::rules {

/// Which of a set of lower-cased literal strings (LiteralFormula's atoms) occur in a text, matched
/// without regard to case, found by one pass of a byte automaton (Aho-Corasick over byte classes).
///
/// It answers exactly what a case-insensitive RE2::Set of the same literals answers. The set's
/// DFA builds its states lazily, on text it has not seen, and on a run over new articles that
/// building was a third of the rules' DFA work (bench/README.md); this automaton is built whole
/// when the rules load. Exactness rests on knowing every case pairing the text may hold, so the
/// scanner models only the characters news text is made of: ASCII, Latin-1 (whose capitals
/// À-Þ fold by one bit) and the caseless punctuation of U+2000-U+203F and the euro sign. A text
/// with any other character is left to the caller (scan returns false), as is a set whose atoms
/// hold one (build returns nothing).
class AtomScanner {
 public:
  /// The scanner for `atoms` (each lower-cased, as LiteralFormula gives them), or nothing when an
  /// atom holds a character the scanner does not model, or the automaton would be too large.
  static std::optional<AtomScanner> build(const std::vector<std::string>& atoms);

  /// `text` folded as the scanner folds what it reads (ASCII and Latin-1 capitals to small
  /// letters), or nothing when it holds a character the scanner does not model: what an atom
  /// must be made of for the scanner to find it.
  static std::optional<std::string> fold(std::string_view text);
  /// Sets `found` to the indexes (into build's `atoms`) of the atoms `text` holds, in no set
  /// order, each once. False, with `found` unspecified, when `text` holds a character whose case
  /// pairs the scanner does not model: the caller must then ask RE2.
  bool scan(std::string_view text, std::vector<int>& found) const;

  /// One occurrence of an atom: the offset just past its last byte, and the atom's index.
  struct Hit {
    uint32_t end = 0;
    uint16_t atom = 0;
  };
  /// Sets `hits` to every occurrence of every atom in `text`, by increasing end (those ending
  /// together in no set order), offsets from the start of `text`. An occurrence spans as many
  /// bytes as its atom: folding keeps each byte in place. False as scan is.
  bool scan_hits(std::string_view text, std::vector<Hit>& hits) const;

 private:
  AtomScanner() = default;

  /// Steps the automaton over `text`, calling `on_output(state, end)` at each state where atoms
  /// end, `end` the offset past the byte that reached it; false where scan is.
  template <class OnOutput>
  bool walk(std::string_view text, OnOutput on_output) const;
  /// Adds the atoms that end at `state` to `found`, once each.
  void note_outputs(uint32_t state, std::vector<uint64_t>& seen, std::vector<int>& found) const;

  // A row per state, its length a power of two so that a step is a shift and a load; states
  // where atoms end are numbered last, so telling them is one comparison. Cells of two bytes
  // keep the largest table the packs make (1,681 states, rows of 64 for 37 classes) at 215 KB.
  uint8_t class_of_[256] = {};           ///< by folded byte; 0 for bytes in no atom
  uint32_t row_shift_ = 0;               ///< log2 of the row length, which is at least the classes
  std::vector<uint16_t> next_;           ///< (state << row_shift_) + class -> the next state
  uint32_t first_output_ = 0;            ///< the first state where atoms end
  std::vector<uint32_t> outputs_start_;  ///< by state - first_output_, into outputs_
  std::vector<uint16_t> outputs_;        ///< the atoms that end at each state, suffixes included
  size_t atom_count_ = 0;                ///< the atoms build was given
};

}  // namespace auditor::rules
