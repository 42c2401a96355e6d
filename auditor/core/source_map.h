// Maps byte offsets in a document's clean text back to lines and columns of the original input.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "auditor/core/span.h"

namespace auditor {

/// Records, for each run of clean text copied from the input, where it came from.
///
/// Readers append text piece by piece and call add() for each piece. Pieces whose text and source
/// lengths are equal map byte for byte; others (entities, normalized characters) map to the start of
/// their source run, clamped, so every text offset has a position an editor can jump to.
class SourceMap {
 public:
  SourceMap() = default;
  /// `source` is the decoded input (UTF-8) the positions refer to.
  explicit SourceMap(std::string source);

  /// Records that text bytes [text_start, text_start + text_len) came from source bytes
  /// [source_start, source_start + source_len). Calls must come in increasing text order.
  void add(uint32_t text_start, uint32_t text_len, uint32_t source_start, uint32_t source_len);

  /// Forgets pieces at or after text_size (the reader trimmed text it had appended).
  void truncate(uint32_t text_size);

  /// The source byte offset a text offset came from (offsets between pieces map to the next piece).
  uint32_t source_offset(uint32_t text_offset) const;
  /// The line and column (code points, 1-based) of a text offset in the original input.
  Position position(uint32_t text_offset) const;
  /// The line and column of a byte offset in the source itself.
  Position source_position(uint32_t source_offset) const;

  const std::string& source() const { return source_; }
  bool empty() const { return pieces_.empty(); }

 private:
  struct Piece {
    uint32_t text_start, text_len, source_start, source_len;
  };
  std::string source_;
  std::vector<uint32_t> line_starts_;
  std::vector<Piece> pieces_;
};

}  // namespace auditor
