// Builds a pugixml tree from libxml2's HTML parser (SAX events), keeping each node's source bytes.
#include "auditor/ingest/html_dom.h"

#include <libxml/HTMLparser.h>
#include <libxml/parserInternals.h>

#include <algorithm>
#include <climits>
#include <cstddef>
#include <cstring>
#include <string>
#include <vector>

#include "auditor/text/utf8.h"

namespace auditor::ingest {

namespace {

bool is_name_start(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == ':' ||
         static_cast<unsigned char>(c) >= 0x80;
}

bool is_name_char(char c) {
  return is_name_start(c) || (c >= '0' && c <= '9') || c == '-' || c == '.';
}

// XML names only: attributes like `"foo"` or `@click` that HTML tolerates would make the tree
// unusable for XPath and serialization.
bool valid_xml_name(std::string_view name) {
  if (name.empty() || !is_name_start(name[0])) return false;
  for (char c : name) {
    if (!is_name_char(c)) return false;
  }
  return true;
}

bool is_ascii_letter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

char lower_ascii(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

// The characters libxml2 reads into a tag or attribute name (htmlParseHTMLName).
bool is_libxml_name_char(char c) {
  return is_ascii_letter(c) || (c >= '0' && c <= '9') || c == ':' || c == '-' || c == '_' ||
         c == '.';
}

// Whether a source name equals a (lower-case) name libxml2 reported.
bool same_name(std::string_view source, std::string_view lower) {
  if (source.size() != lower.size()) return false;
  for (size_t i = 0; i < source.size(); ++i) {
    if (lower_ascii(source[i]) != lower[i]) return false;
  }
  return true;
}

// CR LF and lone CRs read as LF, as HTML5 preprocesses input (libxml2 keeps them).
void normalize_newlines(std::string& text) {
  size_t out = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\r') {
      text[out++] = '\n';
      if (i + 1 < text.size() && text[i + 1] == '\n') ++i;
    } else {
      text[out++] = text[i];
    }
  }
  text.resize(out);
}

/// The source text as libxml2 walks it: where markup starts and where a start tag ends, by the
/// same rules as its HTML parser, so positions taken at SAX callbacks can be checked and mapped
/// back to whole tags and text runs.
class SourceScanner {
 public:
  explicit SourceScanner(std::string_view s) : s_(s) {}

  size_t size() const { return s_.size(); }
  char at(size_t i) const { return i < s_.size() ? s_[i] : '\0'; }
  std::string_view slice(size_t i, size_t n) const { return s_.substr(std::min(i, s_.size()), n); }

  /// Whether a '<' at i opens markup (a tag, end tag, comment, doctype or PI) rather than text.
  bool markup_at(size_t i) const {
    if (at(i) != '<') return false;
    char c = at(i + 1);
    return is_ascii_letter(c) || c == '/' || c == '!' || c == '?';
  }

  /// The last '<' in [from, to), or SIZE_MAX.
  size_t last_lt(size_t from, size_t to) const {
    const void* lt = to > from ? memrchr(s_.data() + from, '<', to - from) : nullptr;
    return lt ? static_cast<size_t>(static_cast<const char*>(lt) - s_.data()) : SIZE_MAX;
  }

  /// Whether [from, to) holds the start of any markup.
  bool has_markup(size_t from, size_t to) const {
    to = std::min(to, s_.size());
    while (from < to) {
      const void* lt = std::memchr(s_.data() + from, '<', to - from);
      if (lt == nullptr) return false;
      from = static_cast<size_t>(static_cast<const char*>(lt) - s_.data());
      if (markup_at(from)) return true;
      ++from;
    }
    return false;
  }

  /// Where libxml2 stops reading a start tag whose attributes begin at i: at its '>', at the '/'
  /// of "/>", or at the end (htmlParseStartTag's attribute loop). Gives up past `limit`.
  size_t start_tag_stop(size_t i, size_t limit = SIZE_MAX) const {
    while (i < s_.size() && i <= limit) {
      char c = s_[i];
      if (c == '>' || (c == '/' && at(i + 1) == '>')) return i;
      if (is_html_space(c)) {
        ++i;
      } else if (is_ascii_letter(c) || c == '_' || c == ':' || c == '.') {
        i = attribute_end(i);
      } else {
        i = bogus_attribute_end(i);
      }
    }
    return std::min(i, s_.size());
  }

  /// The end of a start tag whose stop (see start_tag_stop) is at i: after its '>' or "/>".
  size_t after_stop(size_t i) const {
    if (at(i) == '>') return i + 1;
    if (at(i) == '/' && at(i + 1) == '>') return i + 2;
    return i;
  }

  /// The first byte after any markup that starts at i (tags that produced no SAX event, such as
  /// stray end tags or a misplaced <body>): where text that follows really begins.
  size_t skip_markup(size_t i) const {
    while (markup_at(i)) {
      char c = at(i + 1);
      if (is_ascii_letter(c)) {
        size_t j = i + 1;
        while (j < s_.size() && is_libxml_name_char(s_[j])) ++j;
        i = after_stop(start_tag_stop(j));
      } else if (s_.substr(i, 4) == "<!--") {
        size_t end = s_.find("-->", i + 4);
        i = end == std::string_view::npos ? s_.size() : end + 3;
      } else {
        size_t end = s_.find('>', i + 1);
        i = end == std::string_view::npos ? s_.size() : end + 1;
      }
    }
    return i;
  }

  /// The next attribute name from i, up to `stop`, that libxml2 cut short at a character HTML5
  /// keeps in the name (`a"b`: libxml2 reads `a`, HTML5 `a"b`), as libxml2 read it.
  bool next_cut_name(size_t& i, size_t stop, std::string_view& cut) const {
    while (i < stop) {
      char c = s_[i];
      if (is_ascii_letter(c) || c == '_' || c == ':' || c == '.') {
        size_t start = i;
        while (i < stop && is_libxml_name_char(s_[i])) ++i;
        char next = at(i);
        std::string_view name = s_.substr(start, i - start);
        i = attribute_end(start);
        if (!is_html_space(next) && next != '=' && next != '>' && next != '/' && i < s_.size()) {
          cut = name;
          return true;
        }
      } else if (is_html_space(c)) {
        ++i;
      } else {
        i = std::max(i + 1, bogus_attribute_end(i));
      }
    }
    return false;
  }

  /// Whether the source just before i is a numeric character reference ("&#150;", "&#x96").
  bool ends_with_numeric_reference(size_t i) const {
    size_t lo = i > 12 ? i - 12 : 0;
    for (size_t j = std::min(i, s_.size()); j-- > lo;) {
      if (s_[j] == '&') return at(j + 1) == '#';
    }
    return false;
  }

  /// Whether the tag name at i is `name` (lower case) and ends there, as libxml2 reads names.
  bool name_at(size_t i, std::string_view name) const {
    if (i + name.size() > s_.size()) return false;
    for (size_t k = 0; k < name.size(); ++k) {
      if (lower_ascii(s_[i + k]) != name[k]) return false;
    }
    return !is_libxml_name_char(at(i + name.size()));
  }

 private:
  std::string_view s_;

  // A bogus attribute is skipped up to the next blank or the end of the tag.
  size_t bogus_attribute_end(size_t i) const {
    while (i < s_.size() && !is_html_space(s_[i]) && s_[i] != '>' &&
           !(s_[i] == '/' && at(i + 1) == '>'))
      ++i;
    return i;
  }

  // An attribute: its name, then optionally '=' and a quoted or bare value (htmlParseAttribute).
  size_t attribute_end(size_t i) const {
    while (i < s_.size() && is_libxml_name_char(s_[i])) ++i;
    size_t j = i;
    while (is_html_space(at(j))) ++j;
    if (at(j) != '=') return j;
    ++j;
    while (is_html_space(at(j))) ++j;
    char q = at(j);
    if (q == '"' || q == '\'') {
      size_t close = s_.find(q, j + 1);
      return close == std::string_view::npos ? s_.size() : close + 1;
    }
    while (j < s_.size() && s_[j] != '>' && !is_html_space(s_[j])) ++j;
    return j;
  }
};

}  // namespace

/// Builds the pugixml tree from libxml2's SAX events, recording where each node came from.
///
/// libxml2 reports no source positions, only its read position when each callback fires: at the
/// '>' (or "/>") of a start tag, after the '>' of an end tag, after each run of text. Elements it
/// implies (html, head, body, p, auto-closed ends) fire in the middle of other markup or text, so
/// every position is checked against the source text: a start tag must be found ending exactly
/// where the parser stands; a text run must hold no markup. What fails a check gets no range.
class HtmlDomBuilder {
 public:
  HtmlDomBuilder(HtmlDom& dom, std::string_view source) : dom_(dom), scan_(source) {}

  void build(std::string_view source);

 private:
  /// An element libxml2 has open, and where its children go (itself, or past the depth limit its
  /// parent's container).
  struct Open {
    pugi::xml_node node;
    pugi::xml_node children;
    int depth;       // of the node itself; the root is 0
    size_t tag_end;  // after its start tag's '>', or 0 when libxml2 made it up
  };
  // open_ has one entry per element on libxml2's stack (a null node inside svg or math).

  HtmlDom& dom_;
  SourceScanner scan_;
  htmlParserCtxtPtr ctxt_ = nullptr;
  std::vector<Open> open_;
  pugi::xml_node root_, head_, body_;
  size_t svg_level_ = SIZE_MAX;  // open_.size() with an svg or math open (content dropped)
  size_t floor_ = 0;             // the source before this is accounted for by earlier events
  bool positions_ = true;        // false once libxml2 re-encoded its input
  // The text run being collected (libxml2 hands it over in pieces).
  std::string text_;
  bool in_text_ = false;
  bool raw_text_ = false;  // script or style content: not HTML, not checked for markup
  size_t text_start_ = 0;  // SIZE_MAX when the run's start is unknown
  size_t text_end_ = 0;
  std::vector<std::string_view> cut_names_;  // scratch for add_attributes

  static HtmlDomBuilder& self(void* ctx) {
    return *static_cast<HtmlDomBuilder*>(static_cast<htmlParserCtxtPtr>(ctx)->_private);
  }
  static void on_start(void* ctx, const xmlChar* name, const xmlChar** atts) {
    self(ctx).start_element(reinterpret_cast<const char*>(name),
                            reinterpret_cast<const char**>(atts));
  }
  static void on_end(void* ctx, const xmlChar*) { self(ctx).end_element(); }
  static void on_text(void* ctx, const xmlChar* text, int len) {
    self(ctx).characters(reinterpret_cast<const char*>(text), static_cast<size_t>(len), false);
  }
  static void on_raw_text(void* ctx, const xmlChar* text, int len) {
    self(ctx).characters(reinterpret_cast<const char*>(text), static_cast<size_t>(len), true);
  }
  static void on_comment(void* ctx, const xmlChar*) { self(ctx).markup_event(); }
  static void on_pi(void* ctx, const xmlChar*, const xmlChar*) { self(ctx).markup_event(); }

  size_t libxml_depth() const { return static_cast<size_t>(std::max(ctxt_->nameNr, 0)); }

  size_t position() {
    xmlParserInputPtr in = ctxt_->input;
    if (in->buf != nullptr && in->buf->encoder != nullptr) positions_ = false;
    return static_cast<size_t>(in->cur - in->base) + static_cast<size_t>(in->consumed);
  }

  void record(pugi::xml_node node, size_t offset, size_t end) {
    if (!positions_ || end <= offset || end > scan_.size()) return;
    dom_.sources_[node.internal_object()] = {static_cast<uint32_t>(offset),
                                             static_cast<uint32_t>(end - offset)};
  }

  SourceRange find_start_tag(std::string_view name, size_t stop) const;
  bool ignoring() const { return open_.size() >= svg_level_; }
  void pop_to(size_t depth);
  void start_element(const char* name, const char** atts);
  pugi::xml_node place_element(const char* tag_name, SourceRange tag);
  void push_open(pugi::xml_node el, size_t tag_end);
  pugi::xml_node container();
  void add_attributes(pugi::xml_node el, const char** atts, SourceRange tag);
  void end_element();
  void characters(const char* text, size_t len, bool raw);
  void flush_text();
  size_t piece_end(const char* text, size_t len, size_t at, bool raw) const;
  bool text_matches_source() const;
  void markup_event();
  void complete_document();
};

// The start tag libxml2 just read ends at `stop`. Searching back from there (never past text
// already accounted for) for '<' + name whose tag, read as libxml2 reads it, stops at the same
// place tells a tag in the source from an element the parser implied while reading another one.
SourceRange HtmlDomBuilder::find_start_tag(std::string_view name, size_t stop) const {
  if (!positions_ || name.empty()) return {};
  for (size_t i = std::min(stop, scan_.size()); i > floor_;) {
    i = scan_.last_lt(floor_, i);
    if (i == SIZE_MAX) return {};
    if (!scan_.name_at(i + 1, name)) continue;
    if (scan_.start_tag_stop(i + 1 + name.size(), stop) != stop) continue;
    return {static_cast<uint32_t>(i), static_cast<uint32_t>(scan_.after_stop(stop) - i)};
  }
  return {};
}

// libxml2 starts a new <html> for anything after </html>, and its HTML 4 rules leave content
// after </body> in <html>: both go back into the page's one html and body, as in HTML5.
pugi::xml_node HtmlDomBuilder::container() {
  if (open_.empty()) return root_ ? (body_ ? body_ : root_) : dom_.document();
  return open_.back().children;
}

void HtmlDomBuilder::start_element(const char* name, const char** atts) {
  size_t stop = position();
  flush_text();
  SourceRange tag = find_start_tag(name, stop);
  size_t tag_end = tag.length ? tag.offset + tag.length : 0;
  if (tag_end) floor_ = tag_end;
  pop_to(std::max<size_t>(libxml_depth(), 1) - 1);  // libxml2 pushed it before telling us
  if (ignoring()) {
    open_.push_back({});
    return;
  }
  pugi::xml_node el = place_element(name, tag);
  if (atts != nullptr) add_attributes(el, atts, tag);
  push_open(el, tag_end);
  std::string_view n = name;
  if (n == "svg" || n == "math") svg_level_ = open_.size();  // they hold no article text
}

// The element for a start event: the page's one html, head or body when libxml2 starts another
// (it opens a new html after </html>), else a new child of the current container.
pugi::xml_node HtmlDomBuilder::place_element(const char* tag_name, SourceRange tag) {
  std::string_view name = tag_name;
  if (name == "html" && root_) return root_;
  if (name == "body" && body_) return body_;
  if (name == "head" && head_) return head_;
  pugi::xml_node parent = container();
  if (parent == root_ && body_ && name != "head" && name != "body") parent = body_;
  pugi::xml_node el = parent.append_child(valid_xml_name(name) ? tag_name : "unknown");
  record(el, tag.offset, tag.offset + tag.length);
  if (!root_ && parent == dom_.document()) root_ = el;
  if (parent == root_ && name == "head" && !head_) head_ = el;
  if (parent == root_ && name == "body" && !body_) body_ = el;
  return el;
}

// Past the depth limit children attach to the deepest allowed ancestor instead.
void HtmlDomBuilder::push_open(pugi::xml_node el, size_t tag_end) {
  if (!open_.empty() && open_.back().depth >= HtmlDom::kMaxDepth) {
    open_.push_back({el, open_.back().children, open_.back().depth, tag_end});
  } else {
    open_.push_back({el, el, open_.empty() ? 0 : open_.back().depth + 1, tag_end});
  }
}

void HtmlDomBuilder::add_attributes(pugi::xml_node el, const char** atts, SourceRange tag) {
  // Names libxml2 cut short are invalid in HTML5's reading: drop them like other invalid names.
  std::vector<std::string_view>& cut = cut_names_;
  cut.clear();
  std::string_view name;
  if (tag.length > 0) {
    size_t i = tag.offset + 1;
    while (is_libxml_name_char(scan_.at(i))) ++i;  // the tag's own name
    for (size_t stop = tag.offset + tag.length; scan_.next_cut_name(i, stop, name);)
      cut.push_back(name);
  }
  for (const char** a = atts; a[0] != nullptr; a += 2) {
    if (!valid_xml_name(a[0]) || el.attribute(a[0])) continue;  // invalid or duplicate
    if (std::any_of(cut.begin(), cut.end(), [&](std::string_view c) { return same_name(c, a[0]); }))
      continue;
    el.append_attribute(a[0]).set_value(a[1] != nullptr ? a[1] : "");
  }
}

void HtmlDomBuilder::end_element() {
  size_t at = position();
  flush_text();
  // After a real end tag the parser stands just past its '>'; implied ends fire elsewhere.
  if (at > floor_ && scan_.at(at - 1) == '>') floor_ = at;
  pop_to(libxml_depth());
  if (!open_.empty()) pop_to(open_.size() - 1);
}

// libxml2 sometimes drops an element from its stack without an end event (a start tag it could
// not finish): its stack depth, seen at each event, says how many of ours are still open.
void HtmlDomBuilder::pop_to(size_t depth) {
  if (open_.size() <= depth) return;
  flush_text();
  open_.resize(depth);
  if (open_.size() < svg_level_) svg_level_ = SIZE_MAX;
}

void HtmlDomBuilder::characters(const char* text, size_t len, bool raw) {
  size_t at = position();
  pop_to(libxml_depth());
  // Script and style text past the depth limit would land in an ancestor, as if it were prose.
  bool flattened = raw && !open_.empty() && open_.back().children != open_.back().node;
  if (ignoring() || flattened) {
    floor_ = std::max(floor_, at);
    return;
  }
  if (in_text_ && (raw != raw_text_ || (!raw && scan_.has_markup(text_end_, at)))) {
    // Markup that produced no event (a stray end tag) separates this piece from the last.
    flush_text();
    floor_ = std::max(floor_, text_end_);
  }
  if (!in_text_) {
    in_text_ = true;
    raw_text_ = raw;
    text_.clear();
    if (!raw) {
      text_start_ = scan_.skip_markup(floor_);
    } else {
      // Script and style text starts right after their start tag, if that was found.
      bool known = !open_.empty() && open_.back().tag_end != 0 && open_.back().tag_end == floor_;
      text_start_ = known ? floor_ : SIZE_MAX;
    }
  }
  if (!raw && len == 2 && static_cast<unsigned char>(text[0]) == 0xC2 &&
      static_cast<unsigned char>(text[1]) < 0xA0 && scan_.ends_with_numeric_reference(at)) {
    // HTML5 reads &#128;-&#159; as windows-1252 (&#150; is an en dash); libxml2 as C1 controls.
    text_ += text::windows1252_to_utf8(std::string_view(text + 1, 1));
  } else {
    text_.append(text, len);
  }
  text_end_ = piece_end(text, len, at, raw);
  floor_ = std::max(floor_, text_end_);
}

// Where a piece of text ends in the source, given the parser's position when it handed it over:
// usually there, but a '<' that starts no markup is handed over before the parser steps over it,
// and a piece cut at libxml2's buffer size (1,000 bytes) before the last character is stepped
// over: the position is then on a character the piece ends with.
size_t HtmlDomBuilder::piece_end(const char* text, size_t len, size_t at, bool raw) const {
  if (len == 0 || at >= scan_.size()) return at;
  if (len == 1 && text[0] == '<' && scan_.at(at) == '<') return at + 1;
  char here = scan_.at(at);
  if (raw ? (here == '<' && scan_.at(at + 1) == '/') : (here == '<' || here == '&')) return at;
  size_t last = len - 1;
  while (last > 0 && (static_cast<unsigned char>(text[last]) & 0xC0) == 0x80) --last;
  size_t n = len - last;
  if (scan_.slice(at, n) == std::string_view(text + last, n)) return at + n;
  if (text[last] == '\n' && here == '\r') return at + 1;
  return at;
}

// A text run's range must hold no markup, and begin with its first character (or with a
// character reference, or a CR the parser rewrites).
bool HtmlDomBuilder::text_matches_source() const {
  if (text_start_ == SIZE_MAX || text_start_ >= text_end_ || text_end_ > scan_.size()) return false;
  if (raw_text_) return true;
  if (scan_.has_markup(text_start_, text_end_)) return false;
  char first = scan_.at(text_start_);
  return first == text_[0] || first == '&' || first == '\r';
}

void HtmlDomBuilder::flush_text() {
  if (!in_text_) return;
  in_text_ = false;
  if (text_.empty()) return;
  pugi::xml_node parent = container();
  // Consecutive text stays one node, as HTML5 parsers give it, with one raw range.
  pugi::xml_node text = parent.append_child(pugi::node_pcdata);
  if (text_.find('\r') != std::string::npos) normalize_newlines(text_);
  text.set_value(text_.c_str());
  if (text_matches_source()) record(text, text_start_, text_end_);
}

void HtmlDomBuilder::markup_event() {
  size_t at = position();
  flush_text();
  floor_ = std::max(floor_, at);
}

// Extraction and metadata expect an <html> root holding a head and a body, as HTML5 parsers give.
void HtmlDomBuilder::complete_document() {
  if (!root_) root_ = dom_.document().append_child("html");
  if (!head_) head_ = root_.prepend_child("head");
  if (!body_) body_ = root_.append_child("body");
}

void HtmlDomBuilder::build(std::string_view source) {
  // htmlParserCtxt takes an int size; pages past 2 GB are cut there (offsets are 32-bit anyway).
  int size = static_cast<int>(std::min<size_t>(source.size(), INT_MAX));
  ctxt_ = size > 0 ? htmlCreateMemoryParserCtxt(source.data(), size) : nullptr;
  if (ctxt_ != nullptr) {
    xmlSAXHandler sax{};
    sax.startElement = &on_start;
    sax.endElement = &on_end;
    sax.characters = &on_text;
    sax.ignorableWhitespace = &on_text;
    sax.cdataBlock = &on_raw_text;
    sax.comment = &on_comment;
    sax.processingInstruction = &on_pi;
    *ctxt_->sax = sax;
    ctxt_->_private = this;
    // The input is UTF-8 already: no conversion (which would move every offset), no guessing
    // from <meta>, and a BOM is stepped over in place.
    xmlSwitchEncoding(ctxt_, XML_CHAR_ENCODING_UTF8);
    htmlCtxtUseOptions(ctxt_, HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING |
                                  HTML_PARSE_NONET | HTML_PARSE_IGNORE_ENC | XML_PARSE_HUGE);
    htmlParseDocument(ctxt_);
    flush_text();
    htmlFreeParserCtxt(ctxt_);
    ctxt_ = nullptr;
  }
  complete_document();
}

HtmlDom HtmlDom::parse(std::string_view source) {
  // libxml2's global tables are set up once, before any thread parses.
  static const bool kInitialized = (xmlInitParser(), true);
  (void)kInitialized;
  HtmlDom dom;
  dom.sources_.reserve(source.size() / 128);  // real pages have a node every 150 bytes or so
  // libxml2 stops the whole parse at a NUL inside a tag; HTML5 reads on. A space in its place
  // keeps every offset (text holds a space where the NUL was, as libxml2 gives it anyway).
  std::string without_nul;
  if (std::memchr(source.data(), '\0', source.size()) != nullptr) {
    without_nul.assign(source);
    std::replace(without_nul.begin(), without_nul.end(), '\0', ' ');
    source = without_nul;
  }
  HtmlDomBuilder(dom, source).build(source);
  return dom;
}

namespace {

bool skips_text(const char* name) {
  return std::strcmp(name, "script") == 0 || std::strcmp(name, "style") == 0 ||
         std::strcmp(name, "template") == 0 || std::strcmp(name, "noscript") == 0;
}

void collect_text(pugi::xml_node node, std::string& out, int depth) {
  for (pugi::xml_node child : node.children()) {
    if (child.type() == pugi::node_pcdata) {
      for (const char* p = child.value(); *p; ++p) {
        if (!is_html_space(*p)) {
          out += *p;
        } else if (!out.empty() && out.back() != ' ') {
          out += ' ';
        }
      }
    } else if (child.type() == pugi::node_element && !skips_text(child.name()) &&
               depth < HtmlDom::kMaxDepth) {
      // Block boundaries separate words even without white space in the markup.
      if (!out.empty() && out.back() != ' ') out += ' ';
      collect_text(child, out, depth + 1);
    }
  }
}

}  // namespace

bool has_any_tag(pugi::xml_node node, std::initializer_list<const char*> names) {
  for (const char* name : names) {
    if (has_tag(node, name)) return true;
  }
  return false;
}

bool is_block_element(pugi::xml_node node) {
  // Sectioning and grouping elements, then headings, lists and tables.
  return has_any_tag(node, {"address", "article", "aside", "blockquote", "details", "dialog", "div",
                            "fieldset", "figcaption", "figure", "footer", "form", "header",
                            "hgroup", "hr", "main", "nav", "p", "pre", "section", "center",
                            "summary", "legend", "h6", "h5", "h4", "h3", "h2", "h1", "dd", "dl",
                            "dt", "li", "ol", "ul", "table", "tr", "caption", "tbody", "thead",
                            "tfoot"});
}

std::string collapsed_text(pugi::xml_node node) {
  std::string out;
  collect_text(node, out, 0);
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

std::string lower_attribute(pugi::xml_node node, const char* name) {
  std::string out = node.attribute(name).value();
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

SourceRange HtmlDom::source_of(pugi::xml_node node) const {
  auto it = sources_.find(node.internal_object());
  return it == sources_.end() ? SourceRange{} : it->second;
}

}  // namespace auditor::ingest
