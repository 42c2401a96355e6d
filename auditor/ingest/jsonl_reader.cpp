// Reads JSONL dumps: lines through a bounded buffer, each line's JSON object into a Document.
#include "auditor/ingest/jsonl_reader.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

#include "auditor/ingest/html_reader.h"
#include "auditor/ingest/json_fast.h"
#include "auditor/ingest/record_map.h"
#include "auditor/text/utf8.h"

namespace auditor::ingest {

namespace {

using Json = nlohmann::json;

constexpr size_t kChunk = 1 << 16;
// Deeper nesting than any article record needs; refusing it keeps the JSON library's recursion
// (destruction, lookups) shallow on hostile input.
constexpr int kMaxDepth = 64;
// Ids longer than this, or with spaces, would make unreadable input names: the line number serves.
constexpr size_t kMaxIdLength = 80;
constexpr size_t kMaxExtra = 32;

// The deepest bracket nesting in a line, ignoring brackets inside strings.
int nesting_depth(std::string_view line) {
  int depth = 0, deepest = 0;
  bool in_string = false;
  for (size_t i = 0; i < line.size(); ++i) {
    char c = line[i];
    if (in_string) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '{' || c == '[') {
      deepest = std::max(deepest, ++depth);
    } else if (c == '}' || c == ']') {
      --depth;
    }
  }
  return deepest;
}

std::string type_name(const Json& v) {
  if (v.is_string()) return "a string";
  if (v.is_number()) return "a number";
  if (v.is_boolean()) return "true or false";
  if (v.is_null()) return "null";
  if (v.is_array()) return "an array";
  return "an object";
}

// A scalar as text: strings as they are, numbers and booleans as JSON writes them.
std::string scalar_text(const Json& v) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_number() || v.is_boolean()) return v.dump();
  return "";
}

// The first of `keys` the record has with a non-empty scalar value.
std::string first_field(const Json& record, std::initializer_list<const char*> keys) {
  for (const char* k : keys) {
    auto it = record.find(k);
    if (it != record.end()) {
      std::string s = scalar_text(*it);
      if (!s.empty()) return s;
    }
  }
  return "";
}

// Authors as dumps write them: "A", ["A", "B"], {"name": "A"} or [{"name": "A"}, ...].
std::string authors(const Json& v) {
  if (v.is_object()) {
    auto it = v.find("name");
    return it != v.end() ? scalar_text(*it) : "";
  }
  if (!v.is_array()) return scalar_text(v);
  std::string out;
  for (const Json& a : v) {
    std::string name = authors(a.is_array() ? Json() : a);
    if (name.empty()) continue;
    if (!out.empty()) out += ", ";
    out += name;
  }
  return out;
}

std::string byline(const Json& record) {
  for (const char* k : {"byline", "author", "authors"}) {
    auto it = record.find(k);
    if (it != record.end()) {
      std::string s = authors(*it);
      if (!s.empty()) return s;
    }
  }
  return "";
}

bool is_known_key(const std::string& key) {
  static const char* const known[] = {
      "text",      "body",         "html",          "content_html",  "raw_html",
      "url",       "link",         "canonical_url", "title",         "headline",
      "published", "date",         "published_at",  "datePublished", "modified",
      "updated",   "dateModified", "author",        "authors",       "byline",
      "language",  "lang",         "publisher",     "source",        "site_name"};
  return std::any_of(std::begin(known), std::end(known), [&](const char* k) { return key == k; });
}

void fill_metadata(const Json& record, Metadata& m) {
  auto set = [](std::string& field, std::string value) {
    if (!value.empty()) field = std::move(value);  // the record's own fields win over the page's
  };
  set(m.title, first_field(record, {"title", "headline"}));
  set(m.canonical_url, first_field(record, {"url", "link", "canonical_url"}));
  set(m.published, first_field(record, {"published", "date", "published_at", "datePublished"}));
  set(m.modified, first_field(record, {"modified", "updated", "dateModified"}));
  set(m.byline, byline(record));
  set(m.language, first_field(record, {"language", "lang"}));
  set(m.publisher, first_field(record, {"publisher", "source", "site_name"}));
  size_t added = 0;
  for (auto it = record.begin(); it != record.end() && added < kMaxExtra; ++it) {
    if (is_known_key(it.key())) continue;
    std::string value = scalar_text(it.value());
    if (value.empty()) continue;
    m.extra.emplace_back(it.key(), std::move(value));
    ++added;
  }
}

// "dump.jsonl#a-17" for records with a short, plain id; "dump.jsonl:17" otherwise.
std::string record_name(const Json& record, const std::string& file, size_t line_number) {
  std::string id = first_field(record, {"id"});
  bool plain =
      !id.empty() && id.size() <= kMaxIdLength && std::none_of(id.begin(), id.end(), [](char c) {
        return static_cast<unsigned char>(c) <= ' ' || c == '#';
      });
  return plain ? file + "#" + id : file + ":" + std::to_string(line_number);
}

std::string field_list(const Json& record) {
  std::string out;
  size_t n = 0;
  for (auto it = record.begin(); it != record.end(); ++it, ++n) {
    if (n == 8) return out + ", ...";
    out += (out.empty() ? "" : ", ") + it.key();
  }
  return out.empty() ? "none" : out;
}

Result<Json> parse_line(std::string_view line, const std::string& where) {
  if (std::optional<Json> fast = parse_json_fast(line, kMaxDepth)) return std::move(*fast);
  if (nesting_depth(line) > kMaxDepth) {
    return make_error(ErrorCode::Parse, where,
                      "this line nests JSON more than " + std::to_string(kMaxDepth) +
                          " levels deep; an article record is a flat object");
  }
  try {
    return Json::parse(line);
  } catch (const Json::parse_error& e) {
    // "[json.exception.parse_error.101] parse error at line 1, column 9: syntax error ..."
    std::string what = e.what();
    size_t colon = what.find(": ");
    std::string reason = colon == std::string::npos ? what : what.substr(colon + 2);
    return make_error(ErrorCode::Parse, where + ":" + std::to_string(std::max<size_t>(e.byte, 1)),
                      "this line is not valid JSON (" + reason + "); fix or remove the line");
  }
}

// ---- positions in the line ----------------------------------------------------------------
//
// A record's text is read from its decoded JSON string, but positions must name the dump's line
// and the column in it. The JSON library does not say where a value was, so the few fields read
// as text (the body and the title) are found again in the raw line, and their escapes are undone
// piece by piece: a character written as is maps byte for byte, an escape ("\n", "\u00e9") maps to
// its whole escape sequence. Columns therefore count code points in the raw line, as an editor
// showing the dump does.

size_t skip_space(std::string_view s, size_t i) {
  while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n')) ++i;
  return i;
}

// The end of the JSON string whose contents start at i (the offset of its closing quote).
size_t string_end(std::string_view s, size_t i) {
  while (i < s.size() && s[i] != '"') i += s[i] == '\\' ? 2 : 1;
  return std::min(i, s.size());
}

// Skips one JSON value starting at i (already valid: the line parsed).
size_t skip_value(std::string_view s, size_t i) {
  if (i < s.size() && s[i] == '"') return string_end(s, i + 1) + 1;
  int depth = 0;
  for (; i < s.size(); ++i) {
    char c = s[i];
    if (c == '"') {
      i = string_end(s, i + 1);
    } else if (c == '{' || c == '[') {
      ++depth;
    } else if (c == '}' || c == ']') {
      if (depth == 0) return i;
      if (--depth == 0) return i + 1;
    } else if (depth == 0 && (c == ',' || c == ' ' || c == '\t' || c == '\r' || c == '\n')) {
      return i;
    }
  }
  return i;
}

// The code unit of "\uXXXX" at s[i], or -1.
long unicode_escape(std::string_view s, size_t i) {
  if (i + 2 > s.size() || s[i] != '\\' || s[i + 1] != 'u') return -1;
  return json_hex4(s, i + 2);
}

// Undoes the escapes of raw string contents s[begin, end) into `out`, aligned with the line.
void unescape(std::string_view s, size_t begin, size_t end, MappedTextBuilder& out) {
  std::string piece;
  for (size_t i = begin; i < end;) {
    if (s[i] != '\\') {
      size_t k = s.find('\\', i);
      k = std::min(k == std::string_view::npos ? end : k, end);
      out.verbatim(s.substr(i, k - i), static_cast<uint32_t>(i));
      i = k;
      continue;
    }
    size_t len = 2;
    piece.clear();
    char e = i + 1 < end ? s[i + 1] : '\\';
    switch (e) {
      case 'b': piece = "\b"; break;
      case 'f': piece = "\f"; break;
      case 'n': piece = "\n"; break;
      case 'r': piece = "\r"; break;
      case 't': piece = "\t"; break;
      case 'u': {
        long cp = unicode_escape(s, i);
        len = 6;
        if (cp >= 0xD800 && cp <= 0xDBFF) {
          long low = unicode_escape(s, i + 6);
          if (low >= 0xDC00 && low <= 0xDFFF) {
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
            len = 12;
          }
        }
        if (cp >= 0) text::append_utf8(piece, static_cast<char32_t>(cp));
        break;
      }
      default: piece = e; break;  // \" \\ \/
    }
    len = std::min(len, end - i);
    out.replaced(piece, static_cast<uint32_t>(i), static_cast<uint32_t>(len));
    i += len;
  }
}

// Where the record's top-level `key` has its value in the line: the offset of the value, and for
// a string the offsets of its contents. The last occurrence wins, as in the parsed record.
struct RawValue {
  size_t at = std::string_view::npos;
  size_t begin = 0, end = 0;
  bool string = false;
};

RawValue find_raw_value(std::string_view line, std::string_view key) {
  RawValue found;
  size_t i = skip_space(line, 0);
  if (i >= line.size() || line[i] != '{') return found;
  i = skip_space(line, i + 1);
  while (i < line.size() && line[i] == '"') {
    size_t key_end = string_end(line, i + 1);
    std::string_view raw_key = line.substr(i + 1, key_end - i - 1);
    bool match = raw_key == key;
    if (!match && raw_key.find('\\') != std::string_view::npos) {
      MappedTextBuilder decoded(nullptr);
      unescape(line, i + 1, key_end, decoded);
      match = decoded.text() == key;
    }
    i = skip_space(line, key_end + 1);
    if (i >= line.size() || line[i] != ':') break;
    i = skip_space(line, i + 1);
    size_t value_end = skip_value(line, i);
    if (match) {
      found.at = i;
      found.string = i < line.size() && line[i] == '"';
      if (found.string) {
        found.begin = i + 1;
        found.end = value_end - 1;
      }
    }
    i = skip_space(line, value_end);
    if (i >= line.size() || line[i] != ',') break;
    i = skip_space(line, i + 1);
  }
  return found;
}

// A field's decoded text with where its bytes are in the line. Falls back to the value's start
// (or the line's) when the raw string cannot be found or does not decode to `text`.
MappedText map_field(std::string text, std::string_view key,
                     const std::shared_ptr<const SourceText>& line) {
  RawValue raw = find_raw_value(line->text, key);
  if (raw.string) {
    MappedTextBuilder out(line);
    unescape(line->text, raw.begin, raw.end, out);
    if (out.text() == text) return out.finish(false);
  }
  uint32_t at = raw.at == std::string_view::npos ? 0 : static_cast<uint32_t>(raw.at);
  return mapped_at(std::move(text), line, at);
}

// The article body: HTML first (it keeps links and block kinds), else text.
struct Body {
  std::string content;
  bool html = false;
  const char* key = "";  ///< the field it came from
};

// The first non-empty string among `keys` (the key it came from in `found`); an error when one
// of them is not a string.
Result<std::string> string_field(const Json& record, const std::vector<const char*>& keys,
                                 const char* what, const std::string& where, const char*& found) {
  for (const char* key : keys) {
    auto it = record.find(key);
    if (it == record.end() || it->is_null()) continue;
    if (!it->is_string()) {
      return make_error(ErrorCode::Parse, where,
                        std::string("the \"") + key + "\" field is " + type_name(*it) +
                            ", not a string of article " + what);
    }
    if (!it->get_ref<const std::string&>().empty()) {
      found = key;
      return it->get<std::string>();
    }
  }
  return std::string();
}

Result<Body> find_body(const Json& record, const std::string& where) {
  const char* key = "";
  Result<std::string> html =
      string_field(record, {"html", "content_html", "raw_html"}, "HTML", where, key);
  if (!html) return html.error();
  if (!html->empty()) return Body{std::move(*html), true, key};
  Result<std::string> text = string_field(record, {"text", "body"}, "text", where, key);
  if (!text) return text.error();
  if (!text->empty()) return Body{std::move(*text), false, key};
  return make_error(ErrorCode::Empty, where,
                    "this record has no article text: give it a non-empty \"text\" or \"html\" "
                    "field (its fields: " +
                        field_list(record) + ")");
}

Result<Document> read_body(const Body& body, const std::string& name, const std::string& url,
                           const std::string& where) {
  Result<Document> doc = [&]() -> Result<Document> {
    if (!body.html) return read_document_from_memory(body.content, name, "text");
    HtmlReadOptions html;
    html.http_charset = "utf-8";  // JSON strings are UTF-8 whatever the page once declared
    html.page_url = url;
    return read_html(body.content, name, html);
  }();
  if (doc.ok()) return doc;
  // The readers speak of files and pages; here the line is what the user must look at.
  Error e = doc.error();
  e.where = where;
  if (e.code == ErrorCode::Empty) {
    e.message = std::string("the record's ") +
                (body.html ? "\"html\" holds no article text" : "\"text\" is only white space");
  }
  return e;
}

}  // namespace

// ---- LineReader --------------------------------------------------------------------------

LineReader::LineReader(std::FILE* file, std::string head) : file_(file), buffer_(std::move(head)) {}

bool LineReader::fill() {
  if (eof_ || !file_) return false;
  // Drop what was consumed before growing, so the buffer holds at most one chunk past a line.
  buffer_.erase(0, pos_);
  pos_ = 0;
  size_t old = buffer_.size();
  buffer_.resize(old + kChunk);
  size_t n = std::fread(buffer_.data() + old, 1, kChunk, file_);
  buffer_.resize(old + n);
  if (n == 0) eof_ = true;
  return n > 0;
}

LineReader::Status LineReader::next(std::string& line, size_t limit) {
  line.clear();
  last_length_ = 0;
  bool too_long = false;
  for (;;) {
    size_t nl = buffer_.find('\n', pos_);
    size_t end = nl == std::string::npos ? buffer_.size() : nl;
    size_t take = end - pos_;
    last_length_ += take;
    if (!too_long && line.size() + take > limit) {
      too_long = true;
      line.clear();
      line.shrink_to_fit();
    }
    if (!too_long) line.append(buffer_, pos_, take);
    pos_ = end;
    if (nl != std::string::npos) {
      ++pos_;
      break;
    }
    if (!fill()) {
      if (file_ && std::ferror(file_)) return Status::Error;
      if (last_length_ == 0) return Status::End;
      break;  // a last line without "\n"
    }
  }
  ++line_number_;
  if (too_long) return Status::TooLong;
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return Status::Line;
}

// ---- records -----------------------------------------------------------------------------

Result<Document> read_jsonl_record(std::string_view line, const std::string& file,
                                   size_t line_number, const ReadOptions& options) {
  const std::string where = file + ":" + std::to_string(line_number);
  if (line.size() > options.max_bytes) {
    return make_error(ErrorCode::TooLarge, where,
                      "this line is larger than the input size limit; raise it with --max-size");
  }
  std::vector<Diagnostic> diagnostics;
  std::string repaired;
  if (!text::scan_utf8(line).valid) {
    repaired = text::repair_utf8(line);
    line = repaired;
    diagnostics.push_back({where, "bytes that are not UTF-8 were replaced with U+FFFD"});
  }
  Result<Json> record = parse_line(line, where);
  if (!record) return record.error();
  if (!record->is_object()) {
    return make_error(ErrorCode::Parse, where,
                      "this line is " + type_name(*record) +
                          ", not a JSON object with the article's fields (\"text\" or \"html\", "
                          "\"title\", \"url\"...)");
  }
  Result<Body> body = find_body(*record, where);
  if (!body) return body.error();
  const std::string name = record_name(*record, file, line_number);
  std::string url = first_field(*record, {"url", "link", "canonical_url"});
  Result<Document> doc = read_body(*body, name, url, where);
  if (!doc) return doc;
  // Positions name this line of the dump (see "positions in the line" above).
  auto source =
      std::make_shared<const SourceText>(std::string(line), static_cast<uint32_t>(line_number));
  map_into_input(*doc, map_field(body->content, body->key, source));
  for (const char* key : {"title", "headline"}) {
    auto it = record->find(key);
    std::string title = it == record->end() ? std::string() : scalar_text(*it);
    if (title.empty()) continue;
    add_title_block(*doc, map_field(std::move(title), key, source));
    break;
  }
  doc->input = name;
  doc->container = file;
  doc->format = body->html ? "jsonl+html" : "jsonl+text";
  fill_metadata(*record, doc->metadata);
  doc->metadata.extra.emplace_back("record", where);
  diagnostics.insert(diagnostics.end(), doc->diagnostics.begin(), doc->diagnostics.end());
  doc->diagnostics = std::move(diagnostics);
  return doc;
}

bool sniff_jsonl(std::string_view head) {
  size_t i = head.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
  while (i < head.size() &&
         (head[i] == ' ' || head[i] == '\t' || head[i] == '\r' || head[i] == '\n'))
    ++i;
  if (i >= head.size() || head[i] != '{') return false;
  size_t nl = head.find('\n', i);
  // A first line longer than the head cannot be seen whole; its opening must do.
  if (nl == std::string_view::npos) return head.substr(i, 2) == "{\"";
  std::string_view first = head.substr(i, nl - i);
  while (!first.empty() && (first.back() == '\r' || first.back() == ' ' || first.back() == '\t'))
    first.remove_suffix(1);
  // A pretty-printed JSON document opens with a lone "{"; a JSONL record closes on its own line.
  return first.size() > 1 && first.back() == '}';
}

}  // namespace auditor::ingest
