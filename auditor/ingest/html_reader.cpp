// Turns an extracted HTML page into Document blocks, keeping every byte's place in the source.
#include "auditor/ingest/html_reader.h"

#include <algorithm>
#include <cstring>
#include <vector>

#include "auditor/ingest/html_charset.h"
#include "auditor/ingest/html_dom.h"
#include "auditor/ingest/html_extract.h"
#include "auditor/ingest/html_metadata.h"
#include "auditor/ingest/html_url.h"
#include "auditor/text/normalize.h"

namespace auditor::ingest {

namespace {

using Node = pugi::xml_node;

// A relaxed second pass runs when the first finds less body text than this (bytes).
constexpr size_t kShortBody = 250;

bool has_block_child(Node n) {
  for (Node c : n.children()) {
    if (c.type() == pugi::node_element && is_block_element(c)) return true;
  }
  return false;
}

int heading_level(Node n) {
  const char* name = n.name();
  if (name[0] == 'h' && name[1] >= '1' && name[1] <= '6' && name[2] == 0) return name[1] - '0';
  return 0;
}

// Bytes that can begin a code point whose NFC form may differ (combining marks, Hangul, CJK
// compatibility): only words holding them pay for the ICU check.
bool may_need_nfc(std::string_view word) {
  return std::any_of(word.begin(), word.end(), [](char c) {
    auto b = static_cast<unsigned char>(c);
    return b == 0xCC || b == 0xCD || b >= 0xE0;
  });
}

size_t utf8_length(unsigned char lead) {
  return lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
}

// Length of a character reference in raw source at i ("&amp;", "&#233;", "&eacute"), or 0.
size_t reference_length(std::string_view raw, size_t i) {
  size_t j = i + 1;
  if (j < raw.size() && raw[j] == '#') ++j;
  size_t name_start = j;
  while (j < raw.size() && j - i < 40 && std::isalnum(static_cast<unsigned char>(raw[j]))) ++j;
  if (j == name_start) return 0;
  if (j < raw.size() && raw[j] == ';') ++j;
  return j - i;
}

// White space in decoded text: HTML white space and the no-break space, which pages use between
// words as often as a plain one. Returns its length in bytes at s[i], or 0.
size_t space_length(std::string_view s, size_t i) {
  if (i >= s.size()) return 0;
  if (is_html_space(s[i])) return 1;
  return s.substr(i, 2) == "\xC2\xA0" ? 2 : 0;
}

// The same in raw source, where a no-break space may also be written as a character reference.
size_t raw_space_length(std::string_view raw, size_t i) {
  if (size_t n = space_length(raw, i)) return n;
  if (i >= raw.size() || raw[i] != '&') return 0;
  for (std::string_view ref : {"&nbsp;", "&#160;", "&#xa0;", "&#xA0;", "&nbsp"}) {
    if (raw.substr(i, ref.size()) == ref) return ref.size();
  }
  return 0;
}

/// Per-block facts gathered while emitting, used to find the notes at the end.
struct BlockFacts {
  size_t italic = 0;  ///< bytes emitted inside <i>, <em>, <small>, <cite>
  size_t total = 0;
};

/// Where emission is in the tree: the kind of block that text starts, and its styling.
struct Context {
  BlockKind kind = BlockKind::Paragraph;
  uint8_t level = 0;
  uint8_t list_depth = 0;
  int italic = 0;
};

/// Walks extracted DOM subtrees and appends their text to a Document, block by block.
class Emitter {
 public:
  Emitter(Document& doc, const HtmlDom& dom, std::string_view source, std::string base_url)
      : doc_(doc), builder_(doc), dom_(dom), source_(source), base_url_(std::move(base_url)) {}

  /// Emits a subtree; text outside nested blocks starts blocks of `kind`.
  void emit(Node root, BlockKind kind, uint8_t level = 0) {
    if (root == skip_) return;
    Context ctx;
    ctx.kind = kind;
    ctx.level = level;
    element(root, ctx);
    close_block();
  }

  /// Emits replacement text for a block with no element to copy from (the <title> headline).
  void emit_replacement(const std::string& text, BlockKind kind, SourceRange at) {
    builder_.begin_block(kind, 1);
    builder_.append_replacement(text, at.offset, at.length);
    close_block();
  }

  void skip(Node n) { skip_ = n; }
  const std::vector<BlockFacts>& facts() const { return facts_; }

 private:
  Document& doc_;
  DocumentBuilder builder_;
  const HtmlDom& dom_;
  std::string_view source_;
  std::string base_url_;
  Node skip_;
  std::vector<BlockFacts> facts_;
  BlockFacts current_;

  void close_block() {
    size_t before = doc_.blocks.size();
    builder_.end_block();
    if (doc_.blocks.size() > before) facts_.push_back(current_);
    current_ = {};
  }

  void open_block(const Context& ctx) {
    if (!builder_.in_block()) builder_.begin_block(ctx.kind, ctx.level);
  }

  void children(Node n, const Context& ctx) {
    for (Node c : n.children()) {
      if (c.type() == pugi::node_pcdata) {
        text(c, ctx);
      } else if (c.type() == pugi::node_element && c != skip_) {
        element(c, ctx);
      }
    }
  }

  Context block_context(Node n, Context ctx) {
    // The headline and the end notes stay what they are, whatever markup they hold.
    if (ctx.kind == BlockKind::Title || ctx.kind == BlockKind::Footnote) return ctx;
    if (int h = heading_level(n)) {
      ctx.kind = BlockKind::Heading;
      ctx.level = static_cast<uint8_t>(h);
    } else if (has_tag(n, "blockquote")) {
      ctx.kind = BlockKind::Blockquote;
    } else if (has_any_tag(n, {"ul", "ol"})) {
      ++ctx.list_depth;
    } else if (has_tag(n, "li")) {
      ctx.kind = BlockKind::ListItem;
      ctx.level = std::max<uint8_t>(ctx.list_depth, 1);
    } else if (has_any_tag(n, {"figcaption", "caption"})) {
      ctx.kind = BlockKind::Caption;
    } else if (has_tag(n, "pre")) {
      ctx.kind = BlockKind::Code;
    }
    if (is_note_element(n)) ctx.kind = BlockKind::Footnote;
    return ctx;
  }

  void element(Node n, Context ctx) {
    if (has_tag(n, "br")) return line_break(n);
    if (has_any_tag(n, {"td", "th"}) && builder_.in_block())
      builder_.append_space(dom_.source_of(n).offset);
    if (has_any_tag(n, {"i", "em", "small", "cite"})) ++ctx.italic;
    if (!is_block_element(n)) {
      if (has_tag(n, "a")) return link(n, ctx);
      return children(n, ctx);
    }
    if (!has_block_child(n) && is_boilerplate_line(collapsed_text(n))) return;
    close_block();
    children(n, block_context(n, ctx));
    close_block();
  }

  // One <br> is a line break inside the block; two in a row end the paragraph.
  void line_break(Node br) {
    if (!builder_.in_block()) return;
    std::string& t = doc_.text;
    if (!t.empty() && t.back() == ' ') {
      t.pop_back();
      doc_.source_map.truncate(builder_.offset());
    }
    if (!t.empty() && t.back() == '\n') {
      close_block();
      return;
    }
    SourceRange at = dom_.source_of(br);
    builder_.append_replacement("\n", at.offset, std::max<uint32_t>(at.length, 1));
  }

  void link(Node a, const Context& ctx) {
    uint32_t start = builder_.offset();
    children(a, ctx);
    std::string href = a.attribute("href").value();
    if (href.empty() || href.rfind("javascript:", 0) == 0) return;
    Link link;
    link.href = resolve_url(base_url_, href);
    link.anchor = {start, builder_.offset()};
    link.rel = lower_attribute(a, "rel");
    link.title = a.attribute("title").value();
    doc_.links.push_back(std::move(link));
  }

  void text(Node n, const Context& ctx) {
    std::string_view decoded = n.value();
    SourceRange r = dom_.source_of(n);
    std::string_view raw = source_.substr(std::min<size_t>(r.offset, source_.size()), r.length);
    size_t i = 0, j = 0;
    while (j < decoded.size()) {
      if (space_length(decoded, j)) {
        uint32_t at = r.offset + static_cast<uint32_t>(std::min(i, raw.size()));
        while (size_t n = space_length(decoded, j)) j += n;
        while (size_t n = raw_space_length(raw, i)) i += n;
        if (builder_.in_block()) builder_.append_space(at);
        continue;
      }
      size_t end = j;
      while (end < decoded.size() && !space_length(decoded, end)) ++end;
      open_block(ctx);
      i = word(decoded.substr(j, end - j), raw, i, r.offset);
      current_.total += end - j;
      if (ctx.italic > 0) current_.italic += end - j;
      j = end;
    }
  }

  /// One run of the aligned word: bytes [w, w+wlen) of the word from raw [r, r+rlen).
  struct Piece {
    size_t w, wlen, r, rlen;
    bool verbatim;
  };

  // Aligns a decoded word with its raw source (character references, dropped CRs) and appends
  // it; returns the raw position after the word.
  size_t word(std::string_view w, std::string_view raw, size_t i, uint32_t base) {
    std::vector<Piece> pieces;
    size_t raw_start = i;
    for (size_t k = 0; k < w.size();) {
      if (i < raw.size() && raw[i] == '\r') {
        ++i;
        continue;
      }
      size_t ref = i < raw.size() && raw[i] == '&' ? reference_length(raw, i) : 0;
      bool literal_amp =
          ref && w[k] == '&' && raw.substr(i, 4) != "&amp" && raw.substr(i, 2) != "&#";
      if (ref && !literal_amp) {
        size_t len = std::min(utf8_length(static_cast<unsigned char>(w[k])), w.size() - k);
        pieces.push_back({k, len, i, ref, false});
        k += len;
        i += ref;
      } else if (i < raw.size() && raw[i] == w[k]) {
        if (!pieces.empty() && pieces.back().verbatim &&
            pieces.back().r + pieces.back().rlen == i) {
          ++pieces.back().wlen;
          ++pieces.back().rlen;
        } else {
          pieces.push_back({k, 1, i, 1, true});
        }
        ++k;
        ++i;
      } else {
        // Out of step (text the parser moved or made up): the rest maps to where we are.
        pieces.push_back(
            {k, w.size() - k, std::min(i, raw.size()), raw.size() > i ? 1u : 0u, false});
        break;
      }
    }
    if (may_need_nfc(w) && !text::is_nfc(w)) {
      builder_.append_replacement(text::to_nfc(w), base + static_cast<uint32_t>(raw_start),
                                  static_cast<uint32_t>(std::max<size_t>(i - raw_start, 1)));
      return i;
    }
    for (const Piece& p : pieces) {
      std::string_view part = w.substr(p.w, p.wlen);
      uint32_t at = base + static_cast<uint32_t>(p.r);
      if (p.verbatim) {
        builder_.append(part, at);
      } else {
        builder_.append_replacement(part, at, static_cast<uint32_t>(p.rlen));
      }
    }
    return i;
  }
};

// Anchor spans are recorded around emission, which may include separators and trailing spaces
// that end_block later trims: shrink them onto their text.
void tidy_links(Document& doc) {
  const auto size = static_cast<uint32_t>(doc.text.size());
  for (Link& l : doc.links) {
    l.anchor.end = std::min(l.anchor.end, size);
    l.anchor.start = std::min(l.anchor.start, l.anchor.end);
    while (l.anchor.start < l.anchor.end && is_html_space(doc.text[l.anchor.start]))
      ++l.anchor.start;
    while (l.anchor.end > l.anchor.start && is_html_space(doc.text[l.anchor.end - 1]))
      --l.anchor.end;
  }
}

// Paragraphs at the very end that are all italic or open like a disclosure are end notes.
void mark_trailing_notes(Document& doc, const std::vector<BlockFacts>& facts) {
  for (size_t b = doc.blocks.size(); b-- > 0;) {
    Block& block = doc.blocks[b];
    if (block.kind == BlockKind::Footnote) continue;
    if (block.kind != BlockKind::Paragraph) break;
    bool italic =
        b < facts.size() && facts[b].total > 0 && facts[b].italic * 10 >= facts[b].total * 9;
    if (!italic && !starts_like_note(doc.view(block.span))) break;
    block.kind = BlockKind::Footnote;
  }
}

std::string base_url(const HtmlDom& dom, const HtmlReadOptions& options, const Metadata& meta) {
  std::string base = !options.page_url.empty() ? options.page_url : meta.canonical_url;
  std::string declared =
      dom.document().select_node("//base[@href]").node().attribute("href").value();
  return declared.empty() ? base : resolve_url(base, declared);
}

SourceRange title_source(const HtmlDom& dom) {
  Node title = dom.document().select_node("/html/head/title").node();
  for (Node c : title.children()) {
    if (c.type() == pugi::node_pcdata) return dom.source_of(c);
  }
  return dom.source_of(title);
}

size_t body_size(const Document& doc) {
  size_t n = 0;
  for (const Block& b : doc.blocks) {
    if (b.kind != BlockKind::Title) n += b.span.size();
  }
  return n;
}

/// One extraction pass over a parsed DOM (which it prunes), with the metadata already read.
Document extract_pass(HtmlDom& dom, std::string_view source, const Metadata& meta,
                      const HtmlHints& hints, const HtmlReadOptions& options,
                      const ExtractOptions& extract) {
  Document doc;
  doc.source_map = SourceMap(std::string(source));
  Emitter emitter(doc, dom, source, base_url(dom, options, meta));
  SourceRange title_at = title_source(dom);
  ExtractedContent content = extract_main_content(dom, hints, extract);
  if (content.title) {
    emitter.emit(content.title, BlockKind::Title, 1);
    emitter.skip(content.title);
  } else if (!meta.title.empty()) {
    emitter.emit_replacement(meta.title, BlockKind::Title, title_at);
  }
  for (Node b : content.body) emitter.emit(b, BlockKind::Paragraph);
  for (Node n : content.notes) emitter.emit(n, BlockKind::Footnote);
  mark_trailing_notes(doc, emitter.facts());
  tidy_links(doc);
  return doc;
}

size_t skip_markup_prefix(std::string_view s) {
  size_t i = 0;
  if (s.substr(0, 3) == "\xEF\xBB\xBF") i = 3;
  for (;;) {
    while (i < s.size() && is_html_space(s[i])) ++i;
    if (s.substr(i, 4) == "<!--") {
      size_t end = s.find("-->", i + 4);
      if (end == std::string_view::npos) return s.size();
      i = end + 3;
    } else if (s.substr(i, 2) == "<?") {
      size_t end = s.find("?>", i + 2);
      if (end == std::string_view::npos) return s.size();
      i = end + 2;
    } else {
      return i;
    }
  }
}

}  // namespace

bool sniff_html(std::string_view bytes) {
  size_t i = skip_markup_prefix(bytes.substr(0, 4096));
  std::string head(bytes.substr(i, 16));
  for (char& c : head) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const char* start : {"<!doctype html", "<html", "<head", "<body"}) {
    if (head.rfind(start, 0) == 0) return true;
  }
  return false;
}

Result<Document> read_html(std::string_view bytes, const std::string& input,
                           const HtmlReadOptions& options) {
  return read_html_with(bytes, input, options, &HtmlDom::parse);
}

Result<Document> read_html_with(std::string_view bytes, const std::string& input,
                                const HtmlReadOptions& options, HtmlParser parse) {
  std::vector<Diagnostic> diagnostics;
  Result<DecodedHtml> decoded = decode_html(bytes, input, options.http_charset, diagnostics);
  if (!decoded) return decoded.error();
  const std::string& source = decoded->text;
  if (source.find_first_not_of(" \t\r\n\f") == std::string::npos) {
    return make_error(ErrorCode::Empty, input, "the page is empty");
  }
  Metadata meta;
  HtmlDom dom = parse(source);
  HtmlHints hints = read_html_metadata(dom, input, meta, diagnostics);
  Document doc = extract_pass(dom, source, meta, hints, options, {});
  if (body_size(doc) < kShortBody) {
    // Readability's retry: a page whose class names all look like chrome still has an article.
    HtmlDom fresh = parse(source);
    Document relaxed = extract_pass(fresh, source, meta, hints, options, {false, false});
    // Only a clearly longer text wins: the relaxed pass also lets more chrome in.
    if (body_size(relaxed) * 2 > body_size(doc) * 3) doc = std::move(relaxed);
  }
  if (doc.text.empty()) {
    return make_error(ErrorCode::Empty, input,
                      "found no article text in this page (is it an index page or an app shell?)");
  }
  doc.input = input;
  doc.format = "html";
  doc.metadata = std::move(meta);
  doc.diagnostics = std::move(diagnostics);
  return doc;
}

}  // namespace auditor::ingest
