// Maps byte offsets in a document's clean text back to lines and columns of the original input.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "auditor/core/span.h"

namespace auditor {

/// An input's decoded text (UTF-8) and where its lines start. Documents read from parts of one
/// file (feed items, JSONL records) share it, so positions count from the file the user has open.
struct SourceText {
  /// `first_line` is the line of the file `text` starts at (a JSONL record's line), 1 for a file.
  explicit SourceText(std::string text, uint32_t first_line = 1);

  std::string text;
  uint32_t first_line = 1;
  std::vector<uint32_t> line_starts;  ///< byte offset of every line's start in text
};

/// Records, for each run of clean text copied from the input, where it came from.
///
/// Readers append text piece by piece and call add() for each piece. Pieces whose text and source
/// lengths are equal map byte for byte; others (entities, normalized characters) map to the start
/// of their source run, clamped, so every text offset has a position an editor can jump to.
class SourceMap {
 public:
  SourceMap() = default;
  /// `source` is the decoded input (UTF-8) the positions refer to.
  explicit SourceMap(std::string source);
  /// Positions refer to a source shared with other maps (the feed file of every item).
  explicit SourceMap(std::shared_ptr<const SourceText> source);

  /// Records that text bytes [text_start, text_start + text_len) came from source bytes
  /// [source_start, source_start + source_len). Calls must come in increasing text order.
  void add(uint32_t text_start, uint32_t text_len, uint32_t source_start, uint32_t source_len);

  /// Forgets pieces at or after text_size (the reader trimmed text it had appended).
  void truncate(uint32_t text_size);

  /// Maps this map's source through `outer`, whose text it is: a reader read a string taken from
  /// a bigger input (an item's HTML from a feed, a record's text from a JSONL line), and `outer`
  /// says where that string's bytes are in the input. Afterwards text offsets map to `outer`'s
  /// source. A verbatim run splits where `outer`'s pieces do; a replaced run (an entity) spans
  /// from the outer start of its first byte to the outer end of its last.
  void compose(const SourceMap& outer);

  /// Appends `tail`'s pieces with their text offsets moved by `shift` (its text was appended
  /// `shift` bytes into this map's text). Both must map into the same source.
  void append(const SourceMap& tail, uint32_t shift);

  /// The source byte offset a text offset came from (offsets between pieces map to the next piece).
  uint32_t source_offset(uint32_t text_offset) const;
  /// The line and column (code points, 1-based) of a text offset in the original input.
  Position position(uint32_t text_offset) const;
  /// The line and column of a byte offset in the source itself.
  Position source_position(uint32_t source_offset) const;

  const std::string& source() const;
  /// The line of the input the source starts at (1 unless it is an excerpt such as a JSONL line).
  uint32_t first_line() const { return source_ ? source_->first_line : 1; }
  const std::shared_ptr<const SourceText>& shared_source() const { return source_; }
  bool has_source() const { return source_ != nullptr; }
  bool empty() const { return pieces_.empty(); }

 private:
  struct Piece {
    uint32_t text_start, text_len, source_start, source_len;
  };
  /// The first run of text bytes [at, end) that maps uniformly: its length and its source.
  Piece run_at(uint32_t at, uint32_t end) const;
  /// The source offset just past text byte `at`.
  uint32_t source_end(uint32_t at) const;

  std::shared_ptr<const SourceText> source_;
  std::vector<Piece> pieces_;
};

}  // namespace auditor
