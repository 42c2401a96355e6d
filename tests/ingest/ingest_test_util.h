// Assertions the ingest tests share: block texts, and spans that map back to their source bytes.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "auditor/core/document.h"

namespace auditor::testing {

/// The text of every block, in order.
inline std::vector<std::string> block_texts(const Document& doc) {
  std::vector<std::string> out;
  for (const Block& b : doc.blocks) out.emplace_back(doc.view(b.span));
  return out;
}

/// The kind of every block, in order.
inline std::vector<BlockKind> block_kinds(const Document& doc) {
  std::vector<BlockKind> out;
  for (const Block& b : doc.blocks) out.push_back(b.kind);
  return out;
}

/// The source from the byte a text offset maps to.
inline std::string_view source_at(const Document& doc, uint32_t text_offset) {
  const std::string& src = doc.source_map.source();
  uint32_t at = doc.source_map.source_offset(text_offset);
  return at <= src.size() ? std::string_view(src).substr(at) : std::string_view();
}

/// The span's text up to its first white space (the part that must be verbatim in the source).
inline std::string first_word(const Document& doc, Span span) {
  std::string_view t = doc.view(span);
  size_t end = t.find_first_of(" \t\n");
  return std::string(t.substr(0, end));
}

/// Checks that the source bytes a span maps to begin with the span's first word, and that its
/// start is at the given line and column.
inline void expect_span_at(const Document& doc, Span span, uint32_t line, uint32_t column) {
  std::string word = first_word(doc, span);
  EXPECT_EQ(source_at(doc, span.start).substr(0, word.size()), word)
      << "span '" << doc.view(span) << "'";
  EXPECT_EQ(doc.position(span.start), (Position{line, column}))
      << "span '" << doc.view(span) << "'";
}

/// Every non-space byte of the text maps to an identical source byte, except those listed as
/// replacements (decoded entities and the like).
inline void expect_exact_map(const Document& doc, std::string_view replaced = "") {
  const std::string& src = doc.source_map.source();
  for (uint32_t i = 0; i < doc.text.size(); ++i) {
    char c = doc.text[i];
    if (c == ' ' || c == '\n' || c == '\t') continue;
    uint32_t at = doc.source_map.source_offset(i);
    if (at < src.size() && src[at] == c) continue;
    if (replaced.find(c) != std::string_view::npos) continue;
    ADD_FAILURE() << "text byte " << i << " ('" << c << "') maps to source byte " << at
                  << " in: " << doc.text;
    return;
  }
}

}  // namespace auditor::testing
