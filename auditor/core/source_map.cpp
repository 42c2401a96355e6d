// Offset mapping from clean text to the original input's lines and columns.
#include "auditor/core/source_map.h"

#include <algorithm>
#include <cstring>
#include <utility>

namespace auditor {

SourceText::SourceText(std::string text_in, uint32_t first)
    : text(std::move(text_in)), first_line(first) {
  line_starts.push_back(0);
  // memchr skips from line break to line break instead of testing every byte.
  const char* begin = text.data();
  const char* end = begin + text.size();
  for (const char* p = begin; p < end;) {
    const auto* nl = static_cast<const char*>(std::memchr(p, '\n', static_cast<size_t>(end - p)));
    if (nl == nullptr) break;
    line_starts.push_back(static_cast<uint32_t>(nl - begin) + 1);
    p = nl + 1;
  }
}

SourceMap::SourceMap(std::string source)
    : source_(std::make_shared<const SourceText>(std::move(source))) {}

SourceMap::SourceMap(std::shared_ptr<const SourceText> source) : source_(std::move(source)) {}

const std::string& SourceMap::source() const {
  static const std::string kNone;
  return source_ ? source_->text : kNone;
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

SourceMap::Piece SourceMap::run_at(uint32_t at, uint32_t end) const {
  auto it = std::upper_bound(pieces_.begin(), pieces_.end(), at,
                             [](uint32_t off, const Piece& p) { return off < p.text_start; });
  if (it != pieces_.begin()) {
    const Piece& p = *std::prev(it);
    uint32_t p_end = p.text_start + p.text_len;
    if (at < p_end) {
      uint32_t len = std::min(end, p_end) - at;
      if (p.text_len == p.source_len) return {at, len, p.source_start + (at - p.text_start), len};
      return {at, len, p.source_start, p.source_len};
    }
  }
  // Between pieces: the run up to the next piece goes where source_offset() sends it.
  uint32_t len = (it != pieces_.end() ? std::min(end, it->text_start) : end) - at;
  uint32_t from = source_offset(at);
  return {at, len, from, from < source().size() ? 1u : 0u};
}

uint32_t SourceMap::source_end(uint32_t at) const {
  Piece run = run_at(at, at + 1);
  return run.source_start + run.source_len;
}

void SourceMap::compose(const SourceMap& outer) {
  if (!outer.empty()) {
    std::vector<Piece> inner = std::move(pieces_);
    pieces_.clear();
    if (inner.empty()) {
      // No pieces: this text was its source itself, so outer's pieces say it all.
      pieces_ = outer.pieces_;
    }
    for (const Piece& p : inner) {
      if (p.text_len == p.source_len) {
        for (uint32_t a = p.source_start, end = p.source_start + p.source_len; a < end;) {
          Piece run = outer.run_at(a, end);
          add(p.text_start + (a - p.source_start), run.text_len, run.source_start, run.source_len);
          a += run.text_len;
        }
      } else {
        uint32_t from = outer.source_offset(p.source_start);
        uint32_t to = p.source_len ? outer.source_end(p.source_start + p.source_len - 1) : from;
        add(p.text_start, p.text_len, from, to > from ? to - from : 1);
      }
    }
  }
  source_ = outer.source_;
}

void SourceMap::append(const SourceMap& tail, uint32_t shift) {
  for (const Piece& p : tail.pieces_)
    add(p.text_start + shift, p.text_len, p.source_start, p.source_len);
}

uint32_t SourceMap::source_offset(uint32_t text_offset) const {
  // No pieces: the text is the source itself (or there is no source to clamp to).
  if (pieces_.empty()) {
    return source_ ? std::min<uint32_t>(text_offset, source_->text.size()) : text_offset;
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
  if (!source_) return {1, offset + 1};
  const std::string& text = source_->text;
  const std::vector<uint32_t>& starts = source_->line_starts;
  offset = std::min<uint32_t>(offset, text.size());
  auto it = std::upper_bound(starts.begin(), starts.end(), offset);
  uint32_t line = static_cast<uint32_t>(it - starts.begin());
  uint32_t column = 1;
  for (uint32_t i = starts[line - 1]; i < offset; ++i) {
    // Count code points: every byte that is not a UTF-8 continuation byte starts one.
    if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++column;
  }
  return {line + source_->first_line - 1, column};
}

Position SourceMap::position(uint32_t text_offset) const {
  return source_position(source_offset(text_offset));
}

}  // namespace auditor
