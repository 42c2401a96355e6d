// Offset mapping from clean text to the original input's lines and columns.
#include "auditor/core/source_map.h"

#include <algorithm>
#include <utility>

namespace auditor {

SourceMap::SourceMap(std::string source) : source_(std::move(source)) {
  line_starts_.push_back(0);
  for (uint32_t i = 0; i < source_.size(); ++i) {
    if (source_[i] == '\n') line_starts_.push_back(i + 1);
  }
}

void SourceMap::add(uint32_t text_start, uint32_t text_len, uint32_t source_start,
                    uint32_t source_len) {
  if (text_len == 0) return;
  // Merge with the previous piece when both are contiguous verbatim copies: keeps the map small.
  if (!pieces_.empty()) {
    Piece& last = pieces_.back();
    if (last.text_len == last.source_len && text_len == source_len &&
        last.text_start + last.text_len == text_start &&
        last.source_start + last.source_len == source_start) {
      last.text_len += text_len;
      last.source_len += source_len;
      return;
    }
  }
  pieces_.push_back({text_start, text_len, source_start, source_len});
}

void SourceMap::truncate(uint32_t text_size) {
  while (!pieces_.empty() && pieces_.back().text_start >= text_size) pieces_.pop_back();
  if (!pieces_.empty()) {
    Piece& last = pieces_.back();
    if (last.text_start + last.text_len > text_size) {
      uint32_t cut = last.text_start + last.text_len - text_size;
      if (last.text_len == last.source_len) last.source_len -= cut;
      last.text_len -= cut;
    }
  }
}

uint32_t SourceMap::source_offset(uint32_t text_offset) const {
  // No pieces: the text is the source itself (or there is no source to clamp to).
  if (pieces_.empty()) {
    return line_starts_.empty() ? text_offset : std::min<uint32_t>(text_offset, source_.size());
  }
  auto it = std::upper_bound(pieces_.begin(), pieces_.end(), text_offset,
                             [](uint32_t off, const Piece& p) { return off < p.text_start; });
  if (it == pieces_.begin()) return pieces_.front().source_start;
  const Piece& p = *std::prev(it);
  uint32_t delta = text_offset - p.text_start;
  if (delta >= p.text_len) {
    // Between pieces (a separator the reader inserted): point at the start of the next piece,
    // or at the end of this piece's source when it is the last.
    if (it != pieces_.end()) return it->source_start;
    return p.source_start + p.source_len;
  }
  if (p.text_len == p.source_len) return p.source_start + delta;
  return p.source_start + std::min(delta, p.source_len ? p.source_len - 1 : 0);
}

Position SourceMap::source_position(uint32_t offset) const {
  if (line_starts_.empty()) return {1, offset + 1};
  offset = std::min<uint32_t>(offset, source_.size());
  auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  uint32_t line = static_cast<uint32_t>(it - line_starts_.begin());
  uint32_t column = 1;
  for (uint32_t i = line_starts_[line - 1]; i < offset; ++i) {
    // Count code points: every byte that is not a UTF-8 continuation byte starts one.
    if ((static_cast<unsigned char>(source_[i]) & 0xC0) != 0x80) ++column;
  }
  return {line, column};
}

Position SourceMap::position(uint32_t text_offset) const {
  return source_position(source_offset(text_offset));
}

}  // namespace auditor
