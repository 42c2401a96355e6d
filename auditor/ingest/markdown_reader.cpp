// Markdown articles via md4c: blocks, links, entities, raw HTML, front matter and footnotes.
#include "auditor/ingest/markdown_reader.h"

#include <md4c.h>

#include <algorithm>
#include <optional>
#include <string_view>
#include <vector>

#include "auditor/text/utf8.h"

namespace auditor::ingest {

namespace {

// Footnote references ("[^1]") are overwritten with this byte in md4c's copy of the input, so the
// copy keeps the input's length (md4c's pointers stay exact offsets) and the reference is dropped.
constexpr char kMarker = '\x01';

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
  return s;
}

// ---- entities ------------------------------------------------------------------------------

// Names of U+00A0..U+00FF in order: the Latin-1 block, which covers Portuguese and English.
constexpr const char* kLatin1Names[96] = {
    "nbsp",   "iexcl",  "cent",   "pound",  "curren", "yen",    "brvbar", "sect",   "uml",
    "copy",   "ordf",   "laquo",  "not",    "shy",    "reg",    "macr",   "deg",    "plusmn",
    "sup2",   "sup3",   "acute",  "micro",  "para",   "middot", "cedil",  "sup1",   "ordm",
    "raquo",  "frac14", "frac12", "frac34", "iquest", "Agrave", "Aacute", "Acirc",  "Atilde",
    "Auml",   "Aring",  "AElig",  "Ccedil", "Egrave", "Eacute", "Ecirc",  "Euml",   "Igrave",
    "Iacute", "Icirc",  "Iuml",   "ETH",    "Ntilde", "Ograve", "Oacute", "Ocirc",  "Otilde",
    "Ouml",   "times",  "Oslash", "Ugrave", "Uacute", "Ucirc",  "Uuml",   "Yacute", "THORN",
    "szlig",  "agrave", "aacute", "acirc",  "atilde", "auml",   "aring",  "aelig",  "ccedil",
    "egrave", "eacute", "ecirc",  "euml",   "igrave", "iacute", "icirc",  "iuml",   "eth",
    "ntilde", "ograve", "oacute", "ocirc",  "otilde", "ouml",   "divide", "oslash", "ugrave",
    "uacute", "ucirc",  "uuml",   "yacute", "thorn",  "yuml",
};

struct NamedEntity {
  const char* name;
  char32_t cp;
};

// Entities outside Latin-1 that news copy actually uses: punctuation, quotes, currency.
constexpr NamedEntity kOtherEntities[] = {
    {"amp", '&'},       {"lt", '<'},        {"gt", '>'},        {"quot", '"'},
    {"apos", '\''},     {"hellip", 0x2026}, {"mdash", 0x2014},  {"ndash", 0x2013},
    {"lsquo", 0x2018},  {"rsquo", 0x2019},  {"sbquo", 0x201A},  {"ldquo", 0x201C},
    {"rdquo", 0x201D},  {"bdquo", 0x201E},  {"lsaquo", 0x2039}, {"rsaquo", 0x203A},
    {"euro", 0x20AC},   {"trade", 0x2122},  {"bull", 0x2022},   {"dagger", 0x2020},
    {"Dagger", 0x2021}, {"permil", 0x2030}, {"prime", 0x2032},  {"Prime", 0x2033},
    {"thinsp", 0x2009}, {"ensp", 0x2002},   {"emsp", 0x2003},   {"zwnj", 0x200C},
    {"zwj", 0x200D},    {"lrm", 0x200E},    {"rlm", 0x200F},    {"OElig", 0x152},
    {"oelig", 0x153},   {"Scaron", 0x160},  {"scaron", 0x161},  {"Yuml", 0x178},
    {"fnof", 0x192},    {"circ", 0x2C6},    {"tilde", 0x2DC},   {"minus", 0x2212},
    {"larr", 0x2190},   {"rarr", 0x2192},   {"uarr", 0x2191},   {"darr", 0x2193},
};

std::optional<char32_t> numeric_entity(std::string_view body) {
  bool hex = body.size() > 1 && (body[0] == 'x' || body[0] == 'X');
  if (hex) body.remove_prefix(1);
  if (body.empty() || body.size() > 8) return std::nullopt;
  char32_t cp = 0;
  for (char c : body) {
    int digit = c >= '0' && c <= '9'                            ? c - '0'
                : hex && (c | 0x20) >= 'a' && (c | 0x20) <= 'f' ? (c | 0x20) - 'a' + 10
                                                                : -1;
    if (digit < 0) return std::nullopt;
    cp = cp * (hex ? 16 : 10) + static_cast<char32_t>(digit);
  }
  if (cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) cp = 0xFFFD;
  return cp;
}

/// Decodes "&amp;", "&#233;", "&#xE9;"; nullopt for names it does not know (kept verbatim).
std::optional<std::string> decode_entity(std::string_view entity) {
  if (entity.size() < 3 || entity.front() != '&' || entity.back() != ';') return std::nullopt;
  std::string_view body = entity.substr(1, entity.size() - 2);
  std::optional<char32_t> cp;
  if (body[0] == '#') {
    cp = numeric_entity(body.substr(1));
  } else {
    for (size_t i = 0; i < 96 && !cp; ++i) {
      if (body == kLatin1Names[i]) cp = static_cast<char32_t>(0xA0 + i);
    }
    for (const NamedEntity& e : kOtherEntities) {
      if (!cp && body == e.name) cp = e.cp;
    }
  }
  if (!cp) return std::nullopt;
  std::string out;
  text::append_utf8(out, *cp);
  return out;
}

// Length of an entity starting at s[i] ("&name;" or "&#...;"), or 0 when there is none.
size_t entity_length(std::string_view s, size_t i) {
  size_t j = i + 1;
  while (j < s.size() && j - i <= 32 &&
         (((s[j] | 0x20) >= 'a' && (s[j] | 0x20) <= 'z') || (s[j] >= '0' && s[j] <= '9') ||
          s[j] == '#')) {
    ++j;
  }
  return j < s.size() && s[j] == ';' && j > i + 1 ? j + 1 - i : 0;
}

/// Replaces every known entity in an attribute value or front-matter string.
std::string decode_entities(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size();) {
    size_t len = s[i] == '&' ? entity_length(s, i) : 0;
    std::optional<std::string> decoded = len ? decode_entity(s.substr(i, len)) : std::nullopt;
    if (decoded) {
      out += *decoded;
      i += len;
    } else {
      out += s[i++];
    }
  }
  return out;
}

std::string attribute_text(const MD_ATTRIBUTE& a) {
  std::string out;
  if (!a.text || a.size == 0) return out;
  for (size_t k = 0; a.substr_offsets[k] < a.size; ++k) {
    std::string_view part(a.text + a.substr_offsets[k],
                          a.substr_offsets[k + 1] - a.substr_offsets[k]);
    if (a.substr_types[k] == MD_TEXT_ENTITY) {
      std::optional<std::string> decoded = decode_entity(part);
      out += decoded ? *decoded : std::string(part);
    } else if (a.substr_types[k] == MD_TEXT_NULLCHAR) {
      out += "\xEF\xBF\xBD";
    } else {
      out += part;
    }
  }
  return out;
}

// ---- raw HTML tags -------------------------------------------------------------------------

/// A parsed HTML tag: its lower-case name, whether it closes, and its attributes.
struct HtmlTag {
  std::string name;
  bool closing = false;
  bool markup = false;  ///< a comment, doctype or processing instruction: never text
  std::vector<std::pair<std::string, std::string>> attributes;

  std::string attribute(std::string_view key) const {
    for (const auto& [k, v] : attributes) {
      if (k == key) return v;
    }
    return "";
  }
};

size_t skip_spaces(std::string_view s, size_t i) {
  while (i < s.size() && is_space(s[i])) ++i;
  return i;
}

size_t scan_name(std::string_view s, size_t i) {
  while (i < s.size() && !is_space(s[i]) && s[i] != '=' && s[i] != '>' && s[i] != '/') ++i;
  return i;
}

HtmlTag parse_tag(std::string_view tag) {
  HtmlTag out;
  if (tag.size() < 2 || tag[1] == '!' || tag[1] == '?') {
    out.markup = true;
    return out;
  }
  size_t i = 1;
  if (tag[i] == '/') {
    out.closing = true;
    ++i;
  }
  size_t end = scan_name(tag, i);
  out.name = lower(tag.substr(i, end - i));
  i = end;
  while (i < tag.size()) {
    const size_t before = i;
    i = skip_spaces(tag, i);
    if (i >= tag.size() || tag[i] == '>' || tag[i] == '/') {
      ++i;
      continue;
    }
    size_t name_end = scan_name(tag, i);
    std::string key = lower(tag.substr(i, name_end - i));
    i = skip_spaces(tag, name_end);
    std::string value;
    if (i < tag.size() && tag[i] == '=') {
      i = skip_spaces(tag, i + 1);
      char quote = i < tag.size() && (tag[i] == '"' || tag[i] == '\'') ? tag[i] : 0;
      size_t start = quote ? i + 1 : i;
      size_t stop = start;
      while (stop < tag.size() &&
             (quote ? tag[stop] != quote : !is_space(tag[stop]) && tag[stop] != '>'))
        ++stop;
      value = decode_entities(tag.substr(start, stop - start));
      i = quote ? stop + 1 : stop;
    }
    if (!key.empty()) out.attributes.emplace_back(std::move(key), std::move(value));
    if (i == before) ++i;  // never stall on a stray character
  }
  return out;
}

bool is_block_tag(const std::string& n) {
  static const char* const kBlockTags[] = {
      "address", "article",    "aside",  "blockquote", "dd",     "div", "dl",
      "dt",      "figcaption", "figure", "footer",     "h1",     "h2",  "h3",
      "h4",      "h5",         "h6",     "header",     "hr",     "li",  "main",
      "nav",     "ol",         "p",      "section",    "table",  "td",  "th",
      "tr",      "ul",         "pre",    "details",    "summary"};
  return std::any_of(std::begin(kBlockTags), std::end(kBlockTags),
                     [&](const char* t) { return n == t; });
}

// ---- front matter --------------------------------------------------------------------------

/// One "key: value" of YAML front matter, lists and nested keys flattened to strings.
struct FrontMatterEntry {
  std::string key;
  std::string value;
};

std::string unquote(std::string_view v) {
  v = trim(v);
  if (v.size() >= 2 && (v.front() == '"' || v.front() == '\'') && v.back() == v.front()) {
    std::string out;
    for (size_t i = 1; i + 1 < v.size(); ++i) {
      if (v.front() == '"' && v[i] == '\\' && i + 2 < v.size()) ++i;  // \" and \\ in "..."
      out += v[i];
    }
    return out;
  }
  // A trailing " # comment" is not part of a plain scalar.
  size_t hash = v.find(" #");
  return std::string(trim(v.substr(0, hash)));
}

// "[a, b]" flow lists become "a, b".
std::string flow_list(std::string_view v) {
  std::string out;
  std::string_view inner = v.substr(1, v.size() - 2);
  size_t pos = 0;
  while (pos <= inner.size()) {
    size_t comma = inner.find(',', pos);
    if (comma == std::string_view::npos) comma = inner.size();
    std::string item = unquote(inner.substr(pos, comma - pos));
    if (!item.empty()) out += (out.empty() ? "" : ", ") + item;
    pos = comma + 1;
  }
  return out;
}

std::vector<std::string_view> split_lines(std::string_view s) {
  std::vector<std::string_view> lines;
  size_t pos = 0;
  while (pos < s.size()) {
    size_t end = s.find('\n', pos);
    if (end == std::string_view::npos) end = s.size();
    std::string_view line = s.substr(pos, end - pos);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    pos = end + 1;
  }
  return lines;
}

// Reads the simple YAML newsrooms write: scalars, quoted strings, lists, one level of nesting.
std::vector<FrontMatterEntry> parse_yaml(std::string_view yaml) {
  std::vector<FrontMatterEntry> entries;
  std::string parent;  // key whose value is a list or a nested map on the following lines
  for (std::string_view line : split_lines(yaml)) {
    std::string_view t = trim(line);
    if (t.empty() || t[0] == '#') continue;
    bool indented = is_space(line[0]);
    if (indented && !parent.empty() && t[0] == '-') {
      std::string item = unquote(t.substr(1));
      std::string& v = entries.back().value;
      if (!item.empty()) v += (v.empty() ? "" : ", ") + item;
      continue;
    }
    size_t colon = t.find(':');
    if (colon == std::string_view::npos || colon == 0) continue;
    std::string key = lower(trim(t.substr(0, colon)));
    std::string_view raw = trim(t.substr(colon + 1));
    std::string value =
        raw.size() >= 2 && raw.front() == '[' && raw.back() == ']' ? flow_list(raw) : unquote(raw);
    if (indented && !parent.empty()) {
      // "author:\n  name: Ana" gives the author's name; other nested keys are kept as parent.key.
      if (key == "name" && entries.back().key == parent && entries.back().value.empty()) {
        entries.back().value = value;
        continue;
      }
      entries.push_back({std::string(parent).append(".").append(key), value});
      continue;
    }
    parent = raw.empty() ? key : "";
    entries.push_back({key, value});
  }
  return entries;
}

void apply_front_matter(const std::vector<FrontMatterEntry>& entries, Metadata& meta) {
  auto is = [](const std::string& k, std::initializer_list<const char*> names) {
    return std::any_of(names.begin(), names.end(), [&](const char* n) { return k == n; });
  };
  for (const FrontMatterEntry& e : entries) {
    std::string* field = nullptr;
    if (is(e.key, {"title", "headline"}))
      field = &meta.title;
    else if (is(e.key, {"author", "authors", "byline", "by"}))
      field = &meta.byline;
    else if (is(e.key,
                {"date", "published", "published_at", "pubdate", "date_published", "publish_date"}))
      field = &meta.published;
    else if (is(e.key, {"modified", "updated", "lastmod", "date_modified", "updated_at"}))
      field = &meta.modified;
    else if (is(e.key, {"publisher", "site", "site_name", "outlet"}))
      field = &meta.publisher;
    else if (is(e.key, {"lang", "language", "locale"}))
      field = &meta.language;
    else if (is(e.key, {"canonical", "canonical_url", "url"}))
      field = &meta.canonical_url;
    if (field && field->empty() && !e.value.empty()) {
      *field = e.value;
    } else if (!field) {
      meta.extra.emplace_back(e.key, e.value);
    }
  }
}

bool is_fence_line(std::string_view line, std::string_view fence) {
  std::string_view t = trim(line);
  return t == fence;
}

// Front matter must look like YAML throughout; "---" around prose is a pair of thematic breaks.
bool looks_like_yaml(std::string_view yaml) {
  bool any_key = false;
  for (std::string_view line : split_lines(yaml)) {
    std::string_view t = trim(line);
    if (t.empty() || t[0] == '#' || is_space(line[0]) || t[0] == '-') continue;
    size_t colon = t.find(':');
    if (colon == std::string_view::npos || colon == 0) return false;
    for (char c : t.substr(0, colon)) {
      bool key_char = (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
      if (!key_char && !(c >= '0' && c <= '9') && c != '_' && c != '-' && c != ' ' && c != '.')
        return false;
    }
    if (colon + 1 < t.size() && t[colon + 1] != ' ' && t[colon + 1] != '\t') return false;
    any_key = true;
  }
  return any_key;
}

/// Finds YAML front matter at the very start; returns the offset where the Markdown body begins.
uint32_t read_front_matter(std::string_view s, Metadata& meta, std::vector<Diagnostic>& diagnostics,
                           const std::string& input) {
  size_t first_end = s.find('\n');
  if (first_end == std::string_view::npos || !is_fence_line(s.substr(0, first_end), "---"))
    return 0;
  size_t pos = first_end + 1;
  while (pos < s.size()) {
    size_t end = s.find('\n', pos);
    if (end == std::string_view::npos) end = s.size();
    std::string_view line = s.substr(pos, end - pos);
    if (is_fence_line(line, "---") || is_fence_line(line, "...")) {
      std::string_view yaml = s.substr(first_end + 1, pos - first_end - 1);
      if (!looks_like_yaml(yaml)) return 0;
      apply_front_matter(parse_yaml(yaml), meta);
      return static_cast<uint32_t>(std::min(end + 1, s.size()));
    }
    pos = end + 1;
  }
  size_t second_end = s.find('\n', first_end + 1);
  if (!looks_like_yaml(s.substr(first_end + 1, second_end - first_end - 1))) return 0;
  diagnostics.push_back(
      {input + ":1:1", "front matter opens with '---' but never closes; read as Markdown text"});
  return 0;
}

// ---- footnotes -----------------------------------------------------------------------------

/// A footnote definition's content ("[^1]: <content>"), as byte offsets in the source.
struct FootnoteDef {
  uint32_t begin = 0;
  uint32_t end = 0;
};

// Length of "[^label]" at s[i], or 0. Labels have no white space and no brackets.
size_t footnote_ref_length(std::string_view s, size_t i) {
  if (s.compare(i, 2, "[^") != 0) return 0;
  size_t j = i + 2;
  while (j < s.size() && j - i < 66 && !is_space(s[j]) && s[j] != ']' && s[j] != '[') ++j;
  return j < s.size() && s[j] == ']' && j > i + 2 ? j + 1 - i : 0;
}

/// Finds footnote definitions and references outside code; `body` gets definitions blanked and
/// references marked, `notes` only references marked (it is what the definitions are parsed from).
class FootnoteScanner {
 public:
  FootnoteScanner(std::string& body, std::string& notes) : body_(body), notes_(notes) {}

  std::vector<FootnoteDef> scan(size_t from) {
    size_t pos = from;
    while (pos < body_.size()) {
      size_t end = line_end(pos);
      std::string_view line(body_.data() + pos, end - pos);
      if (update_fence(line)) {
        pos = end + 1;
        continue;
      }
      size_t indent = 0;
      while (indent < line.size() && indent < 4 && line[indent] == ' ') ++indent;
      size_t ref = indent < 4 ? footnote_ref_length(line, indent) : 0;
      if (ref && line.size() > indent + ref && line[indent + ref] == ':') {
        pos = take_definition(pos, pos + indent + ref + 1);
        continue;
      }
      mark_references(pos, end);
      pos = end + 1;
    }
    return defs_;
  }

 private:
  size_t line_end(size_t pos) const {
    size_t end = body_.find('\n', pos);
    return end == std::string::npos ? body_.size() : end;
  }

  // Tracks ``` and ~~~ fences; true when the line is inside (or is) a fence.
  bool update_fence(std::string_view line) {
    size_t lead = 0;
    while (lead < line.size() && line[lead] == ' ') ++lead;
    std::string_view rest = line.substr(lead);
    size_t run = 0;
    while (run < rest.size() && (rest[run] == '`' || rest[run] == '~') && rest[run] == rest[0])
      ++run;
    if (fence_.empty()) {
      if (lead >= 4 || run < 3) return false;
      fence_ = std::string(rest.substr(0, run));
      return true;
    }
    if (lead < 4 && run >= fence_.size() && rest[0] == fence_[0] &&
        trim(rest.substr(run)).empty()) {
      fence_.clear();
    }
    return true;
  }

  // A definition runs to the next blank line, definition or block start; returns the next line.
  size_t take_definition(size_t line_start, size_t content_start) {
    size_t end = line_end(line_start);
    size_t last_end = end;
    while (end < body_.size()) {
      size_t next = end + 1, next_end = line_end(next);
      std::string_view t = trim(std::string_view(body_.data() + next, next_end - next));
      if (t.empty() || t[0] == '#' || t[0] == '>' || t.substr(0, 3) == "```" ||
          t.substr(0, 3) == "~~~" ||
          (footnote_ref_length(t, 0) && t.find("]:") != std::string_view::npos))
        break;
      last_end = end = next_end;
    }
    mark_references(content_start, last_end);
    defs_.push_back({static_cast<uint32_t>(content_start), static_cast<uint32_t>(last_end)});
    for (size_t i = line_start; i < last_end; ++i) {
      if (body_[i] != '\n') body_[i] = ' ';
    }
    return last_end + 1;
  }

  // Overwrites "[^x]" references with markers, skipping inline code and escaped brackets.
  void mark_references(size_t begin, size_t end) {
    for (size_t i = begin; i < end; ++i) {
      if (body_[i] == '`') {
        i = skip_code_span(i, end);
        continue;
      }
      if (body_[i] != '[' || (i > 0 && body_[i - 1] == '\\')) continue;
      size_t len = footnote_ref_length(std::string_view(body_.data(), end), i);
      if (!len) continue;
      // "meta [^1]." reads "meta.": spaces before a reference that punctuation follows go too.
      size_t from = i;
      char next = i + len < end ? body_[i + len] : '\n';
      if (next == '.' || next == ',' || next == ';' || next == ':' || next == '!' || next == '?' ||
          next == ')' || next == '\n' || next == '\r') {
        while (from > begin && (body_[from - 1] == ' ' || body_[from - 1] == '\t')) --from;
      }
      std::fill(body_.begin() + from, body_.begin() + i + len, kMarker);
      std::fill(notes_.begin() + from, notes_.begin() + i + len, kMarker);
      i += len - 1;
    }
  }

  // Returns the index of the last backtick of the code span starting at i (or of its opener).
  size_t skip_code_span(size_t i, size_t end) const {
    size_t run = 0;
    while (i + run < end && body_[i + run] == '`') ++run;
    std::string_view rest(body_.data() + i + run, end - i - run);
    std::string closer(run, '`');
    size_t close = rest.find(closer);
    return close == std::string_view::npos ? i + run - 1 : i + run + close + run - 1;
  }

  std::string& body_;
  std::string& notes_;
  std::string fence_;
  std::vector<FootnoteDef> defs_;
};

// ---- the md4c walk -------------------------------------------------------------------------

/// How a buffered piece of inline text goes into the document.
enum class PieceKind {
  Verbatim,     ///< source bytes copied as they are (white space collapsed outside code blocks)
  Replacement,  ///< text that stands for other source bytes (an entity, a NUL)
  Space,        ///< a soft or hard break, a <br>: one space unless there is one already
  CellBreak,    ///< the boundary between two table cells
};

struct Piece {
  PieceKind kind = PieceKind::Verbatim;
  std::string text;
  uint32_t source = 0;
  uint32_t source_len = 0;
  bool image = false;       ///< alt text of an image: kept only when the block is a caption
  bool emphasized = false;  ///< inside *emphasis* or **strong** markup
};

/// A link being collected: the pieces its anchor covers.
struct PendingLink {
  size_t first = 0;
  size_t last = 0;
  bool open = true;
  Link link;
};

/// The block being collected. Inline content is buffered so that a block can still change kind
/// (an image-only paragraph is a caption) and link anchors get exact offsets when it is emitted.
struct PendingBlock {
  bool active = false;
  BlockKind kind = BlockKind::Paragraph;
  uint8_t level = 0;
  bool preformatted = false;     ///< code blocks keep their white space and line breaks
  bool fresh_list_item = false;  ///< a list item whose first paragraph has not started yet
  std::vector<Piece> pieces;
  std::vector<PendingLink> links;
};

/// The state of one md4c walk over a buffer that mirrors the source byte for byte.
class MarkdownParser {
 public:
  MarkdownParser(Document& doc, std::string_view front_matter_title)
      : doc_(doc), builder_(doc), front_matter_title_(front_matter_title) {}

  /// Parses buffer[begin, end); every block becomes a Footnote when `footnote` is set.
  bool parse(const std::string& buffer, uint32_t begin, uint32_t end, bool footnote) {
    base_ = buffer.data();
    size_ = buffer.size();
    footnote_ = footnote;
    last_source_end_ = begin;
    MD_PARSER parser{};
    parser.flags = MD_DIALECT_GITHUB;
    parser.enter_block = &MarkdownParser::on_enter_block;
    parser.leave_block = &MarkdownParser::on_leave_block;
    parser.enter_span = &MarkdownParser::on_enter_span;
    parser.leave_span = &MarkdownParser::on_leave_span;
    parser.text = &MarkdownParser::on_text;
    int rc = md_parse(buffer.data() + begin, end - begin, &parser, this);
    flush_block();
    return rc == 0;
  }

  /// Marks trailing paragraphs set wholly in emphasis ("*O repórter viajou a convite...*") or
  /// starting with a literal asterisk ("\\*Viagem paga pela empresa") as notes after the body.
  void mark_trailing_notes() {
    for (size_t i = doc_.blocks.size(); i-- > 1;) {
      const Block& b = doc_.blocks[i];
      const bool note = (i < emphasized_.size() && emphasized_[i]) || doc_.view(b.span)[0] == '*';
      if (b.kind != BlockKind::Paragraph || !note) break;
      doc_.blocks[i].kind = BlockKind::Footnote;
    }
  }

 private:
  static MarkdownParser& self(void* userdata) { return *static_cast<MarkdownParser*>(userdata); }
  static int on_enter_block(MD_BLOCKTYPE t, void* d, void* u) { return self(u).enter_block(t, d); }
  static int on_leave_block(MD_BLOCKTYPE t, void* d, void* u) { return self(u).leave_block(t, d); }
  static int on_enter_span(MD_SPANTYPE t, void* d, void* u) { return self(u).enter_span(t, d); }
  static int on_leave_span(MD_SPANTYPE t, void* d, void* u) { return self(u).leave_span(t, d); }
  static int on_text(MD_TEXTTYPE t, const MD_CHAR* p, MD_SIZE n, void* u) {
    return self(u).text(t, p, n);
  }

  // -- blocks --

  int enter_block(MD_BLOCKTYPE type, void* detail) {
    switch (type) {
      case MD_BLOCK_QUOTE:
      case MD_BLOCK_UL:
      case MD_BLOCK_OL:
        flush_block();
        containers_.push_back(type);
        break;
      case MD_BLOCK_LI:
        flush_block();
        start_block(footnote_ ? BlockKind::Footnote : BlockKind::ListItem,
                    footnote_ ? 0 : list_depth());
        pending_.fresh_list_item = true;
        containers_.push_back(type);
        break;
      case MD_BLOCK_H: {
        flush_block();
        auto level = static_cast<uint8_t>(static_cast<MD_BLOCK_H_DETAIL*>(detail)->level);
        start_block(footnote_ ? BlockKind::Footnote : BlockKind::Heading, level);
        break;
      }
      case MD_BLOCK_CODE:
        flush_block();
        start_block(footnote_ ? BlockKind::Footnote : BlockKind::Code, 0);
        pending_.preformatted = !footnote_;
        break;
      case MD_BLOCK_P:
        if (!(pending_.active && pending_.fresh_list_item)) {
          flush_block();
          start_block(paragraph_kind(), paragraph_level());
        }
        pending_.fresh_list_item = false;
        break;
      case MD_BLOCK_HTML:
        flush_block();
        html_ = HtmlState{};
        in_html_block_ = true;
        start_block(paragraph_kind(), paragraph_level());
        break;
      case MD_BLOCK_TR:
        flush_block();
        start_block(paragraph_kind(), paragraph_level());
        break;
      case MD_BLOCK_TH:
      case MD_BLOCK_TD:
        if (!pending_.pieces.empty()) push_piece(PieceKind::CellBreak, "\t", last_source_end_, 0);
        break;
      default:  // DOC, HR (dropped), TABLE, THEAD, TBODY
        flush_block();
        break;
    }
    return 0;
  }

  int leave_block(MD_BLOCKTYPE type, void* /*detail*/) {
    switch (type) {
      case MD_BLOCK_QUOTE:
      case MD_BLOCK_UL:
      case MD_BLOCK_OL:
      case MD_BLOCK_LI:
        flush_block();
        if (!containers_.empty()) containers_.pop_back();
        break;
      case MD_BLOCK_P:
      case MD_BLOCK_TH:
      case MD_BLOCK_TD:
        break;  // a list item's paragraph may be followed by more of the item; flushed later
      case MD_BLOCK_HTML:
        flush_block();
        in_html_block_ = false;
        html_ = HtmlState{};
        break;
      default: flush_block(); break;
    }
    return 0;
  }

  uint8_t list_depth() const {
    return static_cast<uint8_t>(
        std::count_if(containers_.begin(), containers_.end(),
                      [](MD_BLOCKTYPE t) { return t == MD_BLOCK_UL || t == MD_BLOCK_OL; }));
  }

  // The kind a paragraph takes from the innermost quote or list item around it.
  BlockKind paragraph_kind() const {
    if (footnote_) return BlockKind::Footnote;
    for (auto it = containers_.rbegin(); it != containers_.rend(); ++it) {
      if (*it == MD_BLOCK_LI) return BlockKind::ListItem;
      if (*it == MD_BLOCK_QUOTE) return BlockKind::Blockquote;
    }
    return BlockKind::Paragraph;
  }

  uint8_t paragraph_level() const {
    return paragraph_kind() == BlockKind::ListItem ? list_depth() : 0;
  }

  void start_block(BlockKind kind, uint8_t level) {
    pending_ = PendingBlock{};
    pending_.active = true;
    pending_.kind = kind;
    pending_.level = level;
  }

  // -- spans --

  int enter_span(MD_SPANTYPE type, void* detail) {
    if (type == MD_SPAN_A) {
      auto* a = static_cast<MD_SPAN_A_DETAIL*>(detail);
      open_link(attribute_text(a->href), "", attribute_text(a->title));
    } else if (type == MD_SPAN_IMG) {
      ++image_depth_;
    } else if (type == MD_SPAN_EM || type == MD_SPAN_STRONG) {
      ++emphasis_depth_;
    }
    return 0;
  }

  int leave_span(MD_SPANTYPE type, void* /*detail*/) {
    if (type == MD_SPAN_A) {
      close_link();
    } else if (type == MD_SPAN_IMG) {
      image_depth_ = std::max(0, image_depth_ - 1);
    } else if (type == MD_SPAN_EM || type == MD_SPAN_STRONG) {
      emphasis_depth_ = std::max(0, emphasis_depth_ - 1);
    }
    return 0;
  }

  void open_link(std::string href, std::string rel, std::string title) {
    ensure_block();
    PendingLink link;
    link.first = pending_.pieces.size();
    link.link.href = std::move(href);
    link.link.rel = std::move(rel);
    link.link.title = std::move(title);
    pending_.links.push_back(std::move(link));
  }

  void close_link() {
    for (auto it = pending_.links.rbegin(); it != pending_.links.rend(); ++it) {
      if (it->open) {
        it->open = false;
        it->last = pending_.pieces.size();
        return;
      }
    }
  }

  // -- text --

  bool in_buffer(const MD_CHAR* p, MD_SIZE n) const { return p >= base_ && p + n <= base_ + size_; }

  int text(MD_TEXTTYPE type, const MD_CHAR* p, MD_SIZE n) {
    const bool inside = in_buffer(p, n);
    const auto source = inside ? static_cast<uint32_t>(p - base_) : last_source_end_;
    std::string_view t(p, n);
    if (inside) last_source_end_ = source + n;
    switch (type) {
      case MD_TEXT_NULLCHAR:
        push_piece(PieceKind::Replacement, "\xEF\xBF\xBD", source, inside ? n : 0);
        break;
      case MD_TEXT_BR:
      case MD_TEXT_SOFTBR: push_piece(PieceKind::Space, " ", source, 0); break;
      case MD_TEXT_ENTITY: {
        std::optional<std::string> decoded = decode_entity(t);
        if (decoded) {
          push_piece(PieceKind::Replacement, *decoded, source, inside ? n : 0);
        } else {
          push_text(t, source, inside);
        }
        break;
      }
      case MD_TEXT_HTML: html_text(t, source, inside); break;
      default:  // NORMAL, CODE, LATEXMATH
        push_text(t, source, inside);
        break;
    }
    return 0;
  }

  // Text from md4c: verbatim when it points into the buffer, else (static "\n", " ") a stand-in.
  void push_text(std::string_view t, uint32_t source, bool inside) {
    if (inside) {
      push_piece(PieceKind::Verbatim, t, source, static_cast<uint32_t>(t.size()));
    } else if (!pending_.preformatted && trim(t).empty()) {
      push_piece(PieceKind::Space, " ", source, 0);
    } else {
      push_piece(PieceKind::Replacement, t, source, 0);
    }
  }

  void ensure_block() {
    if (!pending_.active) start_block(paragraph_kind(), paragraph_level());
  }

  void push_piece(PieceKind kind, std::string_view t, uint32_t source, uint32_t source_len) {
    if (html_.skip_content) return;
    ensure_block();
    pending_.fresh_list_item = false;
    Piece piece{kind, std::string(t), source, source_len, image_depth_ > 0, emphasis_depth_ > 0};
    pending_.pieces.push_back(std::move(piece));
  }

  // -- raw HTML --

  /// Where a raw HTML block's scan stands between md4c's line-by-line callbacks.
  struct HtmlState {
    bool in_tag = false;
    bool skip_content = false;  ///< inside <script> or <style>
    std::string skip_until;     ///< the closing tag name that ends skip_content
    std::string tag;
    uint32_t tag_source = 0;
  };

  void html_text(std::string_view t, uint32_t source, bool inside) {
    if (!inside) {  // md4c's own "\n" between the lines of an HTML block
      if (html_.in_tag) {
        html_.tag += ' ';
      } else {
        push_piece(PieceKind::Space, " ", source, 0);
      }
      return;
    }
    if (!in_html_block_) {
      handle_tag(parse_tag(t), source, false);  // inline HTML: md4c hands over one whole tag
      return;
    }
    scan_html_block(t, source);
  }

  void scan_html_block(std::string_view t, uint32_t source) {
    size_t run = 0;  // start of the text run not yet pushed
    for (size_t i = 0; i < t.size(); ++i) {
      char c = t[i];
      if (html_.in_tag) {
        html_.tag += c;
        if (tag_complete()) {
          html_.in_tag = false;
          handle_tag(parse_tag(html_.tag), html_.tag_source, true);
          run = i + 1;
        }
        continue;
      }
      if (c == '<' && i + 1 < t.size() &&
          (t[i + 1] == '/' || t[i + 1] == '!' || t[i + 1] == '?' ||
           ((t[i + 1] | 0x20) >= 'a' && (t[i + 1] | 0x20) <= 'z'))) {
        push_html_run(t.substr(run, i - run), source + static_cast<uint32_t>(run));
        html_.in_tag = true;
        html_.tag = "<";
        html_.tag_source = source + static_cast<uint32_t>(i);
        continue;
      }
      if (c == '&') {
        size_t len = entity_length(t, i);
        std::optional<std::string> decoded = len ? decode_entity(t.substr(i, len)) : std::nullopt;
        if (decoded) {
          push_html_run(t.substr(run, i - run), source + static_cast<uint32_t>(run));
          push_piece(PieceKind::Replacement, *decoded, source + static_cast<uint32_t>(i),
                     static_cast<uint32_t>(len));
          i += len - 1;
          run = i + 1;
        }
      }
    }
    if (!html_.in_tag && run < t.size()) {
      push_html_run(t.substr(run), source + static_cast<uint32_t>(run));
    }
  }

  void push_html_run(std::string_view run, uint32_t source) {
    if (!run.empty())
      push_piece(PieceKind::Verbatim, run, source, static_cast<uint32_t>(run.size()));
  }

  bool tag_complete() const {
    const std::string& tag = html_.tag;
    if (tag.compare(0, 4, "<!--") == 0)
      return tag.size() >= 7 && tag.compare(tag.size() - 3, 3, "-->") == 0;
    if (tag.back() != '>') return false;
    char quote = 0;  // a '>' inside a quoted attribute value does not end the tag
    for (char c : tag) {
      if (quote) {
        if (c == quote) quote = 0;
      } else if (c == '"' || c == '\'') {
        quote = c;
      }
    }
    return quote == 0;
  }

  void handle_tag(const HtmlTag& tag, uint32_t source, bool block_context) {
    if (tag.markup) return;
    if (html_.skip_content) {
      if (tag.closing && tag.name == html_.skip_until) html_.skip_content = false;
      return;
    }
    if (tag.name == "a") {
      if (tag.closing) {
        close_link();
      } else {
        open_link(tag.attribute("href"), tag.attribute("rel"), tag.attribute("title"));
      }
    } else if (tag.name == "br") {
      push_piece(PieceKind::Space, " ", source, 0);
    } else if (block_context && (tag.name == "script" || tag.name == "style") && !tag.closing) {
      html_.skip_content = true;
      html_.skip_until = tag.name;
    } else if (is_block_tag(tag.name)) {
      if (block_context) {
        html_block_boundary(tag);
      } else {
        push_piece(PieceKind::Space, " ", source, 0);
      }
    }
  }

  // Block-level tags inside a raw HTML block split it into blocks of the kind the tag implies.
  void html_block_boundary(const HtmlTag& tag) {
    flush_block();
    BlockKind kind = paragraph_kind();
    uint8_t level = paragraph_level();
    if (!tag.closing && !footnote_) {
      const std::string& n = tag.name;
      if (n.size() == 2 && n[0] == 'h' && n[1] >= '1' && n[1] <= '6') {
        kind = BlockKind::Heading;
        level = static_cast<uint8_t>(n[1] - '0');
      } else if (n == "figcaption") {
        kind = BlockKind::Caption;
      } else if (n == "blockquote") {
        kind = BlockKind::Blockquote;
      } else if (n == "li") {
        kind = BlockKind::ListItem;
        level = static_cast<uint8_t>(list_depth() + 1);
      }
    }
    start_block(kind, level);
  }

  // -- emission --

  bool text_ends_in_space() const { return doc_.text.empty() || is_space(doc_.text.back()); }

  void emit_verbatim(std::string_view t, uint32_t source) {
    if (pending_.preformatted) {
      emit_without_markers(t, source);
      return;
    }
    size_t i = 0;
    while (i < t.size()) {
      size_t j = i;
      while (j < t.size() && !is_space(t[j])) ++j;
      if (j > i) emit_without_markers(t.substr(i, j - i), source + static_cast<uint32_t>(i));
      if (j >= t.size()) break;
      size_t k = j;
      while (k < t.size() && is_space(t[k])) ++k;
      if (k == j + 1 && t[j] == ' ' && !text_ends_in_space()) {
        builder_.append(" ", source + static_cast<uint32_t>(j));
      } else {
        builder_.append_space(source + static_cast<uint32_t>(j));
      }
      i = k;
    }
  }

  // Drops the markers that stand for footnote references.
  void emit_without_markers(std::string_view t, uint32_t source) {
    size_t i = 0;
    while (i < t.size()) {
      size_t j = t.find(kMarker, i);
      if (j == std::string_view::npos) j = t.size();
      if (j > i) builder_.append(t.substr(i, j - i), source + static_cast<uint32_t>(i));
      i = j + 1;
    }
  }

  void emit_piece(const Piece& p) {
    switch (p.kind) {
      case PieceKind::Verbatim: emit_verbatim(p.text, p.source); break;
      case PieceKind::Replacement:
        builder_.append_replacement(p.text, p.source, p.source_len);
        break;
      case PieceKind::Space:
        if (pending_.preformatted) {
          builder_.append_replacement("\n", p.source, 1);
        } else {
          builder_.append_space(p.source);
        }
        break;
      case PieceKind::CellBreak:
        if (!text_ends_in_space()) builder_.append_replacement("\t", p.source, 0);
        break;
    }
  }

  // An image-only paragraph is a caption ("![Foto: Agência Brasil](foto.jpg)").
  bool is_caption() const {
    bool image = false;
    for (const Piece& p : pending_.pieces) {
      if (p.image) {
        image = true;
      } else if (!is_blank(p)) {
        return false;
      }
    }
    return image;
  }

  static bool is_blank(const Piece& p) {
    return p.kind == PieceKind::Space || p.kind == PieceKind::CellBreak ||
           p.text.find_first_not_of(" \t\n\r\f\x01") == std::string::npos;
  }

  bool all_emphasized() const {
    bool any = false;
    for (const Piece& p : pending_.pieces) {
      if (is_blank(p) || p.image) continue;
      if (!p.emphasized) return false;
      any = true;
    }
    return any;
  }

  void flush_block() {
    if (!pending_.active) return;
    pending_.active = false;
    const bool caption = pending_.kind == BlockKind::Paragraph && is_caption();
    const BlockKind kind = caption ? BlockKind::Caption : pending_.kind;
    const size_t blocks_before = doc_.blocks.size();
    builder_.begin_block(kind, pending_.level);
    std::vector<uint32_t> offsets;  // text offset before each piece, and after the last
    offsets.reserve(pending_.pieces.size() + 1);
    for (const Piece& p : pending_.pieces) {
      offsets.push_back(builder_.offset());
      if (!p.image || caption) emit_piece(p);
    }
    offsets.push_back(builder_.offset());
    builder_.end_block();
    const bool kept = doc_.blocks.size() > blocks_before;
    for (PendingLink& l : pending_.links) add_link(l, offsets, kept);
    if (kept) after_block_kept(kind);
    pending_.pieces.clear();
    pending_.links.clear();
  }

  void add_link(PendingLink& l, const std::vector<uint32_t>& offsets, bool kept) {
    if (l.open) l.last = offsets.size() - 1;
    const uint32_t end_of_text = builder_.offset();
    Span anchor{
        kept ? std::min(offsets[l.first], end_of_text) : end_of_text,
        kept ? std::min(offsets[std::min(l.last, offsets.size() - 1)], end_of_text) : end_of_text};
    // The separator before a block and spaces at the anchor's edges are not anchor text.
    while (anchor.start < anchor.end && is_space(doc_.text[anchor.start])) ++anchor.start;
    while (anchor.end > anchor.start && is_space(doc_.text[anchor.end - 1])) --anchor.end;
    if (anchor.end < anchor.start) anchor.end = anchor.start;
    l.link.anchor = anchor;
    if (!l.link.href.empty() || !anchor.empty()) doc_.links.push_back(std::move(l.link));
  }

  void after_block_kept(BlockKind kind) {
    Block& block = doc_.blocks.back();
    emphasized_.resize(doc_.blocks.size(), false);
    emphasized_.back() = kind == BlockKind::Paragraph && all_emphasized();
    if (kind != BlockKind::Heading) return;
    if (headings_seen_++ == 0 && block.level == 1) {
      std::string_view heading = doc_.view(block.span);
      if (front_matter_title_.empty() || heading == front_matter_title_) {
        block.kind = BlockKind::Title;
        if (doc_.metadata.title.empty()) doc_.metadata.title = std::string(heading);
      }
    }
  }

  Document& doc_;
  DocumentBuilder builder_;
  std::string front_matter_title_;
  const char* base_ = nullptr;
  size_t size_ = 0;
  bool footnote_ = false;
  uint32_t last_source_end_ = 0;  ///< where md4c's static strings ("\n") are taken to come from
  std::vector<MD_BLOCKTYPE> containers_;
  PendingBlock pending_;
  HtmlState html_;
  int image_depth_ = 0;
  int emphasis_depth_ = 0;
  bool in_html_block_ = false;
  int headings_seen_ = 0;
  std::vector<bool> emphasized_;  ///< per block: a paragraph wholly in emphasis
};

}  // namespace

Result<Document> read_markdown(std::string source, const std::string& input) {
  Document doc;
  doc.input = input;
  doc.format = "markdown";
  const uint32_t body = read_front_matter(source, doc.metadata, doc.diagnostics, input);
  // md4c reads copies that keep the source's length, so its pointers are exact source offsets.
  std::string main_copy = source;
  std::string notes_copy = source;
  std::vector<FootnoteDef> notes = FootnoteScanner(main_copy, notes_copy).scan(body);
  doc.text.reserve(source.size());  // clean text is never much longer than its source
  doc.source_map = SourceMap(std::move(source));

  MarkdownParser parser(doc, doc.metadata.title);
  bool ok = parser.parse(main_copy, body, static_cast<uint32_t>(main_copy.size()), false);
  parser.mark_trailing_notes();
  for (const FootnoteDef& note : notes) {
    ok = parser.parse(notes_copy, note.begin, note.end, true) && ok;
  }
  if (!ok) {
    return make_error(ErrorCode::Parse, input, "the Markdown parser failed (out of memory?)");
  }
  return doc;
}

}  // namespace auditor::ingest
