// Records read from part of a file (a feed item, a JSONL record): their positions in that file,
// and their headline as a title block.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "auditor/core/document.h"
#include "auditor/core/source_map.h"

namespace auditor::ingest {

/// A string taken from a bigger input (an item's HTML, a record's title), with where each of its
/// bytes is in that input.
struct MappedText {
  std::string text;
  SourceMap map;  ///< offsets in `text` to the input; its source is the input, shared
};

/// Builds a MappedText from runs copied from the input and runs that replace input bytes
/// (entities, escapes, line ends), in text order.
class MappedTextBuilder {
 public:
  explicit MappedTextBuilder(std::shared_ptr<const SourceText> source)
      : source_(std::move(source)) {}

  /// Appends text copied verbatim from input bytes starting at `at`.
  void verbatim(std::string_view text, uint32_t at);
  /// Appends text that replaces input bytes [at, at + length).
  void replaced(std::string_view text, uint32_t at, uint32_t length);
  const std::string& text() const { return text_; }
  /// The text (without leading and trailing ASCII white space when `trim`) and its map.
  MappedText finish(bool trim);

 private:
  struct Run {
    uint32_t text_start, text_len, source_start, source_len;
    bool verbatim;
  };
  std::shared_ptr<const SourceText> source_;
  std::string text_;
  std::vector<Run> runs_;
};

/// A MappedText whose every byte points at input byte `at`: for text whose bytes cannot be
/// aligned with the input (a number given as a title, markup rebuilt from a tree).
MappedText mapped_at(std::string text, std::shared_ptr<const SourceText> source, uint32_t at);

/// Re-points a document read from `part.text` at the input `part` was taken from, so positions
/// count from the file the user has open. When the reader did not read `part.text` byte for byte
/// (it normalized the text), every position falls back to where the part starts.
void map_into_input(Document& doc, const MappedText& part);

/// Gives a document read from a record's body the record's title (a JSONL "title", a feed item's
/// <title>) as its first block, so rules read the headline as they do on a page or a text file.
/// The title's positions come from `title.map`, which must map into the same input as the
/// document. The title is not repeated when the body opens with it: a first block with the same
/// words (case, spacing and punctuation aside) becomes the title, and a first title block that
/// holds the title's words (a page's "<headline> | <site>") stays the title. A first title block
/// with other words becomes a heading under the record's title.
void add_title_block(Document& doc, const MappedText& title);

}  // namespace auditor::ingest
