// Block kinds and the builder that keeps text and source map in step.
#include "auditor/core/document.h"

#include <iterator>
#include <utility>

namespace auditor {
namespace {

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}

}  // namespace

const char* to_string(BlockKind kind) {
  switch (kind) {
    case BlockKind::Title: return "title";
    case BlockKind::Standfirst: return "standfirst";
    case BlockKind::Heading: return "heading";
    case BlockKind::Paragraph: return "paragraph";
    case BlockKind::Blockquote: return "blockquote";
    case BlockKind::ListItem: return "list-item";
    case BlockKind::Caption: return "caption";
    case BlockKind::Footnote: return "footnote";
    case BlockKind::Code: return "code";
  }
  return "paragraph";
}

void prepend(Document& doc, Document head) {
  if (head.text.empty()) return;
  if (doc.text.empty()) {
    doc.text = std::move(head.text);
    doc.blocks = std::move(head.blocks);
    doc.links = std::move(head.links);
    doc.source_map = std::move(head.source_map);
    return;
  }
  const auto shift = static_cast<uint32_t>(head.text.size() + 2);
  head.text += "\n\n";
  head.text += doc.text;
  doc.text = std::move(head.text);
  for (Block& b : doc.blocks) b.span = {b.span.start + shift, b.span.end + shift};
  head.blocks.insert(head.blocks.end(), doc.blocks.begin(), doc.blocks.end());
  doc.blocks = std::move(head.blocks);
  for (Link& l : doc.links) l.anchor = {l.anchor.start + shift, l.anchor.end + shift};
  head.links.insert(head.links.end(), std::make_move_iterator(doc.links.begin()),
                    std::make_move_iterator(doc.links.end()));
  doc.links = std::move(head.links);
  head.source_map.append(doc.source_map, shift);
  doc.source_map = std::move(head.source_map);
}

void DocumentBuilder::begin_block(BlockKind kind, uint8_t level) {
  if (in_block_) end_block();
  if (!doc_.text.empty()) doc_.text += "\n\n";
  current_ = Block{kind, {offset(), offset()}, level};
  in_block_ = true;
}

void DocumentBuilder::append(std::string_view text, uint32_t source_offset) {
  if (!in_block_) begin_block(BlockKind::Paragraph);
  // A block never starts with white space (end_block trims the other end), so spans start on text.
  if (offset() == current_.span.start) {
    size_t skip = 0;
    while (skip < text.size() && is_space(text[skip])) ++skip;
    text.remove_prefix(skip);
    source_offset += static_cast<uint32_t>(skip);
  }
  doc_.source_map.add(offset(), static_cast<uint32_t>(text.size()), source_offset,
                      static_cast<uint32_t>(text.size()));
  doc_.text.append(text);
}

void DocumentBuilder::append_replacement(std::string_view text, uint32_t source_offset,
                                         uint32_t source_len) {
  if (!in_block_) begin_block(BlockKind::Paragraph);
  if (offset() == current_.span.start) {
    size_t skip = 0;
    while (skip < text.size() && is_space(text[skip])) ++skip;
    // The replaced source stays one piece: dropping its leading spaces keeps the whole source run.
    text.remove_prefix(skip);
  }
  doc_.source_map.add(offset(), static_cast<uint32_t>(text.size()), source_offset, source_len);
  doc_.text.append(text);
}

void DocumentBuilder::append_space(uint32_t source_offset) {
  if (!in_block_ || offset() == current_.span.start) return;
  if (is_space(doc_.text.back())) return;
  append_replacement(" ", source_offset, 1);
}

void DocumentBuilder::end_block() {
  if (!in_block_) return;
  in_block_ = false;
  while (doc_.text.size() > current_.span.start && is_space(doc_.text.back())) doc_.text.pop_back();
  current_.span.end = offset();
  if (current_.span.empty()) {
    // Drop the separator that begin_block added for a block that turned out empty.
    if (current_.span.start >= 2) doc_.text.resize(current_.span.start - 2);
  }
  doc_.source_map.truncate(offset());
  if (current_.span.empty()) return;
  doc_.blocks.push_back(current_);
}

}  // namespace auditor
