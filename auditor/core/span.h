// Byte ranges into a document's clean text, and positions (line, column) in its original input.
#pragma once

#include <cstdint>
#include <string_view>

namespace auditor {

/// A half-open byte range [start, end) into Document::text.
struct Span {
  uint32_t start = 0;
  uint32_t end = 0;

  uint32_t size() const { return end - start; }
  bool empty() const { return end <= start; }
  bool contains(uint32_t offset) const { return offset >= start && offset < end; }
  bool contains(Span other) const { return other.start >= start && other.end <= end; }
  bool overlaps(Span other) const { return other.start < end && start < other.end; }
  std::string_view in(std::string_view text) const { return text.substr(start, end - start); }
  /// Whether `text` holds exactly `s` at this span (false when the span lies outside the text).
  bool holds(std::string_view text, std::string_view s) const {
    return start <= end && end <= text.size() && in(text) == s;
  }
  friend bool operator==(Span, Span) = default;
};

/// A place in the original input: 1-based line, and 1-based column counted in Unicode code points.
struct Position {
  uint32_t line = 0;
  uint32_t column = 0;
  friend bool operator==(Position, Position) = default;
};

}  // namespace auditor
