// Maps record documents into the file they came from and gives them their record's title block.
#include "auditor/ingest/record_map.h"

#include <algorithm>
#include <utility>

#include "auditor/ingest/html_dom.h"
#include "auditor/text/normalize.h"

namespace auditor::ingest {

namespace {

// The words of a headline without case, spacing or ASCII punctuation, one space between them and
// around them ("Ferry fares: up 8%" -> " ferry fares up 8 "), to tell a repeated title.
std::string title_key(std::string_view s) {
  std::string out = " ";
  for (char c : text::fold_case(s)) {
    auto b = static_cast<unsigned char>(c);
    if (b >= 0x80 || (b >= '0' && b <= '9') || (b >= 'a' && b <= 'z')) {
      out += c;
    } else if (out.back() != ' ') {
      out += ' ';
    }
  }
  if (out.back() != ' ') out += ' ';
  return out;
}

}  // namespace

void MappedTextBuilder::verbatim(std::string_view text, uint32_t at) {
  if (text.empty()) return;
  const auto start = static_cast<uint32_t>(text_.size());
  const auto len = static_cast<uint32_t>(text.size());
  text_.append(text);
  if (!runs_.empty()) {
    Run& last = runs_.back();
    if (last.verbatim && last.source_start + last.source_len == at) {
      last.text_len += len;
      last.source_len += len;
      return;
    }
  }
  runs_.push_back({start, len, at, len, true});
}

void MappedTextBuilder::replaced(std::string_view text, uint32_t at, uint32_t length) {
  if (text.empty()) return;
  runs_.push_back(
      {static_cast<uint32_t>(text_.size()), static_cast<uint32_t>(text.size()), at, length, false});
  text_.append(text);
}

MappedText MappedTextBuilder::finish(bool trim) {
  size_t begin = 0, end = text_.size();
  if (trim) {
    while (begin < end && is_html_space(text_[begin])) ++begin;
    while (end > begin && is_html_space(text_[end - 1])) --end;
  }
  MappedText out{text_.substr(begin, end - begin), SourceMap(source_)};
  for (const Run& r : runs_) {
    uint32_t from = std::max<uint32_t>(r.text_start, begin);
    uint32_t to = std::min<uint32_t>(r.text_start + r.text_len, end);
    if (from >= to) continue;
    if (r.verbatim) {
      out.map.add(from - begin, to - from, r.source_start + (from - r.text_start), to - from);
    } else {
      out.map.add(from - begin, to - from, r.source_start, r.source_len);
    }
  }
  return out;
}

MappedText mapped_at(std::string text, std::shared_ptr<const SourceText> source, uint32_t at) {
  MappedText out{std::move(text), SourceMap(std::move(source))};
  // One replaced run: every byte points at `at`, which is what the map can honestly say.
  if (!out.text.empty()) out.map.add(0, static_cast<uint32_t>(out.text.size()), at, 1);
  return out;
}

void map_into_input(Document& doc, const MappedText& part) {
  if (!part.map.has_source()) return;
  if (doc.source_map.source() == part.text) {
    doc.source_map.compose(part.map);
    return;
  }
  // The reader normalized what it read (NFC, a BOM): its offsets are not the part's.
  const auto size = static_cast<uint32_t>(doc.source_map.source().size());
  SourceMap coarse(part.map.shared_source());
  coarse.add(0, std::max<uint32_t>(size, 1), part.map.source_offset(0), 1);
  doc.source_map.compose(coarse);
}

void add_title_block(Document& doc, const MappedText& title) {
  Document head;
  DocumentBuilder builder(head);
  builder.begin_block(BlockKind::Title, 1);
  std::string_view t = title.text;
  for (size_t i = 0; i < t.size();) {
    if (is_html_space(t[i])) {
      builder.append_space(static_cast<uint32_t>(i));
      while (i < t.size() && is_html_space(t[i])) ++i;
      continue;
    }
    size_t end = i;
    while (end < t.size() && !is_html_space(t[end])) ++end;
    std::string_view word = t.substr(i, end - i);
    const auto at = static_cast<uint32_t>(i);
    if (!text::is_nfc(word)) {  // its own fast path passes Latin text without ICU
      builder.append_replacement(text::to_nfc(word), at, static_cast<uint32_t>(word.size()));
    } else {
      builder.append(word, at);
    }
    i = end;
  }
  builder.end_block();
  if (head.blocks.empty()) return;
  if (!doc.blocks.empty()) {
    Block& first = doc.blocks.front();
    std::string key = title_key(head.text);
    std::string first_key = title_key(doc.view(first.span));
    const bool words = key.size() > 1 && first_key.size() > 1;
    if (first.kind == BlockKind::Title) {
      // A page's headline is often the record's title with the site's name around it.
      bool same = words && (first_key.find(key) != std::string::npos ||
                            key.find(first_key) != std::string::npos);
      if (same) return;
      // Another headline (a page's <h1>, a first line the text reader took for one) stays as
      // a heading below the record's.
      first.kind = BlockKind::Heading;
      first.level = 1;
    } else if (words && first_key == key) {
      first.kind = BlockKind::Title;
      first.level = 1;
      return;
    }
  }
  head.source_map.compose(title.map);
  prepend(doc, std::move(head));
}

}  // namespace auditor::ingest
