// The document model every stage shares: clean text, blocks, links, metadata, and the source map.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "auditor/core/source_map.h"
#include "auditor/core/span.h"

namespace auditor {

/// What a block of the article is; rules treat disclosures, captions and quotes differently.
enum class BlockKind {
  Title,       ///< the article's headline
  Standfirst,  ///< the summary under the headline (deck, subtitle), before the body
  Heading,     ///< a section heading inside the body
  Paragraph,   ///< body text
  Blockquote,  ///< a quoted passage set apart from the body
  ListItem,    ///< one item of a bulleted or numbered list
  Caption,     ///< an image or figure caption, photo credit
  Footnote,    ///< end notes, footnotes, disclosure boxes and other notes after the body
  Code,        ///< preformatted text kept for position mapping but never audited
};

/// The lower-case name of a block kind ("paragraph", "list-item", ...).
const char* to_string(BlockKind kind);

/// One block of the article: its kind and its bytes in Document::text.
struct Block {
  BlockKind kind = BlockKind::Paragraph;
  Span span;
  uint8_t level = 0;  ///< heading level (1-6) or list nesting depth; 0 when not relevant
};

/// A hyperlink in the article: where it points, its anchor text, and its rel attribute.
struct Link {
  std::string href;   ///< as written, or resolved against the page URL when there is one
  Span anchor;        ///< the anchor text in Document::text (empty for links with no text)
  std::string rel;    ///< space-separated rel values ("sponsored nofollow"), empty when absent
  std::string title;  ///< the link's title attribute, if any
};

/// Facts about the article that are not its text.
struct Metadata {
  std::string title;
  std::string byline;
  std::string publisher;
  std::string published;      ///< ISO 8601 as found
  std::string modified;       ///< ISO 8601 as found
  std::string canonical_url;
  std::string language;       ///< as declared by the input (lang attribute, front matter), not detected
  std::string json_ld;        ///< raw schema.org JSON-LD, when present
  std::vector<std::pair<std::string, std::string>> extra;  ///< other key/value metadata, in order
};

/// A problem the reader recovered from (repaired encoding, dropped markup); the document is still read.
struct Diagnostic {
  std::string where;    ///< "path:line:column" or "path"
  std::string message;
};

/// One article as read: its clean text and everything that points into it.
struct Document {
  std::string input;     ///< path, URL, "-" for standard input, or a record id
  /// The feed or dump (path or URL) holding this record, whose lines and columns its positions
  /// count; empty when `input` is a file of its own.
  std::string container;
  std::string format;    ///< "text", "markdown", "html", ...
  std::string text;      ///< clean text: blocks joined by blank lines, NFC, valid UTF-8
  std::vector<Block> blocks;
  std::vector<Link> links;
  Metadata metadata;
  SourceMap source_map;  ///< text offsets back to the input's lines and columns
  std::vector<Diagnostic> diagnostics;

  std::string_view view(Span span) const { return span.in(text); }
  /// What positions are lines and columns of: the container of a record, else the input.
  const std::string& positions_file() const { return container.empty() ? input : container; }
  Position position(uint32_t offset) const { return source_map.position(offset); }
};

/// Puts `head`'s text, blocks and links before `doc`'s, separated by a blank line, moving `doc`'s
/// spans along. Both must map into the same source: parts of one input read separately (a record's
/// title and its body), so the joined map still points into that input.
void prepend(Document& doc, Document head);

/// Appends blocks to a document while recording where each piece of text came from.
///
/// Readers push text with the source offset it was copied from; the builder inserts the blank line
/// between blocks and keeps Document::text and Document::source_map in step.
class DocumentBuilder {
 public:
  explicit DocumentBuilder(Document& doc) : doc_(doc) {}

  /// Starts a new block of the given kind; separates it from the previous one by a blank line.
  void begin_block(BlockKind kind, uint8_t level = 0);
  /// Appends text copied verbatim from source bytes starting at source_offset.
  void append(std::string_view text, uint32_t source_offset);
  /// Appends text that replaces source bytes [source_offset, source_offset + source_len)
  /// (an entity, an escaped character, a normalized form).
  void append_replacement(std::string_view text, uint32_t source_offset, uint32_t source_len);
  /// Appends a single space unless the block is empty or already ends in white space.
  void append_space(uint32_t source_offset);
  /// Ends the current block: trims trailing white space, drops the block if it is empty.
  void end_block();
  /// The current text offset (where the next appended byte will go).
  uint32_t offset() const { return static_cast<uint32_t>(doc_.text.size()); }
  bool in_block() const { return in_block_; }

 private:
  Document& doc_;
  bool in_block_ = false;
  Block current_;
};

}  // namespace auditor
