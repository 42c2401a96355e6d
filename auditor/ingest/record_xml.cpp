// Decoding and parsing XML for the record readers, and small helpers over pugixml trees.
#include "auditor/ingest/record_xml.h"

#include <algorithm>
#include <cctype>

#include "auditor/ingest/html_charset.h"
#include "auditor/text/utf8.h"

namespace auditor::ingest {

namespace {

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// The encoding named in `<?xml version="1.0" encoding="..."?>`, lower case, or "".
std::string declared_encoding(std::string_view bytes) {
  std::string_view head = bytes.substr(0, 256);
  if (head.substr(0, 3) == "\xEF\xBB\xBF") head.remove_prefix(3);
  if (head.substr(0, 5) != "<?xml") return "";
  head = head.substr(0, head.find("?>"));
  size_t at = head.find("encoding");
  if (at == std::string_view::npos) return "";
  size_t quote = head.find_first_of("\"'", at);
  if (quote == std::string_view::npos) return "";
  size_t end = head.find(head[quote], quote + 1);
  if (end == std::string_view::npos) return "";
  return lower(head.substr(quote + 1, end - quote - 1));
}

// Skips what may precede the root element: BOM, spaces, declarations, comments, a DOCTYPE.
size_t skip_prolog(std::string_view s) {
  size_t i = s.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
  for (;;) {
    while (i < s.size() && is_space(s[i])) ++i;
    std::string_view rest = s.substr(i);
    size_t end = std::string_view::npos;
    if (rest.substr(0, 4) == "<!--") {
      end = rest.find("-->");
      if (end != std::string_view::npos) end += 3;
    } else if (rest.substr(0, 2) == "<?") {
      end = rest.find("?>");
      if (end != std::string_view::npos) end += 2;
    } else if (rest.size() >= 9 && lower(rest.substr(0, 9)) == "<!doctype") {
      // An internal subset ([...]) may hold '>' before the DOCTYPE's own end.
      size_t bracket = rest.find('['), close = rest.find('>');
      if (bracket != std::string_view::npos && bracket < close) {
        size_t sub_end = rest.find("]", bracket);
        close = sub_end == std::string_view::npos ? sub_end : rest.find('>', sub_end);
      }
      end = close == std::string_view::npos ? close : close + 1;
    } else {
      return i;
    }
    if (end == std::string_view::npos) return s.size();
    i += end;
  }
}

// The text an XML character or predefined entity reference at raw[i] stands for ("&lt;", "&#233;",
// "&#xE9;"), and its length in raw; 0 when raw[i] does not start one.
size_t xml_reference(std::string_view raw, size_t i, std::string& decoded) {
  decoded.clear();
  size_t semi = raw.find(';', i);
  if (raw[i] != '&' || semi == std::string_view::npos || semi - i > 12) return 0;
  std::string_view name = raw.substr(i + 1, semi - i - 1);
  static const std::pair<std::string_view, char> kNamed[] = {
      {"lt", '<'}, {"gt", '>'}, {"amp", '&'}, {"quot", '"'}, {"apos", '\''}};
  for (const auto& [n, c] : kNamed) {
    if (name == n) {
      decoded = c;
      return semi + 1 - i;
    }
  }
  if (name.size() < 2 || name[0] != '#') return 0;
  bool hex = name[1] == 'x';
  std::string_view digits = name.substr(hex ? 2 : 1);
  if (digits.empty()) return 0;
  char32_t cp = 0;
  for (char d : digits) {
    int v = d >= '0' && d <= '9'          ? d - '0'
            : hex && d >= 'a' && d <= 'f' ? d - 'a' + 10
            : hex && d >= 'A' && d <= 'F' ? d - 'A' + 10
                                          : -1;
    if (v < 0) return 0;
    cp = cp * (hex ? 16 : 10) + static_cast<char32_t>(v);
    if (cp > 0x10FFFF) return 0;
  }
  if (cp == 0) return 0;
  text::append_utf8(decoded, cp);
  return semi + 1 - i;
}

// Appends a text or CDATA node's value (as the parser decoded it) aligned with its raw bytes in
// the file; returns the offset just past them, or npos when they could not be aligned (the rest
// then points where alignment stopped).
size_t append_aligned(pugi::xml_node n, std::string_view file, uint32_t fallback,
                      MappedTextBuilder& out) {
  std::string_view v = n.value();
  ptrdiff_t at = n.offset_debug();
  if (at < 0 || static_cast<size_t>(at) > file.size()) {
    out.replaced(v, fallback, 1);
    return std::string_view::npos;
  }
  const bool cdata = n.type() == pugi::node_cdata;
  auto r = static_cast<size_t>(at);
  std::string decoded;
  for (size_t i = 0; i < v.size();) {
    char c = r < file.size() ? file[r] : '\0';
    if (c == '\r' && v[i] == '\n') {
      size_t len = r + 1 < file.size() && file[r + 1] == '\n' ? 2 : 1;
      out.replaced("\n", static_cast<uint32_t>(r), static_cast<uint32_t>(len));
      ++i;
      r += len;
      continue;
    }
    if (c == '&' && !cdata) {
      size_t len = xml_reference(file, r, decoded);
      if (len && v.compare(i, decoded.size(), decoded) == 0) {
        out.replaced(decoded, static_cast<uint32_t>(r), static_cast<uint32_t>(len));
        i += decoded.size();
        r += len;
        continue;
      }
    }
    if (r >= file.size() || c != v[i]) {
      out.replaced(v.substr(i), static_cast<uint32_t>(std::min(r, file.size())), 1);
      return std::string_view::npos;
    }
    size_t k = 1;
    while (i + k < v.size() && r + k < file.size() && file[r + k] == v[i + k] &&
           file[r + k] != '&' && file[r + k] != '\r')
      ++k;
    out.verbatim(v.substr(i, k), static_cast<uint32_t>(r));
    i += k;
    r += k;
  }
  return r;
}

uint32_t offset_of(pugi::xml_node n) {
  ptrdiff_t at = n.offset_debug();
  // An element's offset is its name's; the tag starts one byte before.
  if (n.type() == pugi::node_element && at > 0) --at;
  return at < 0 ? 0 : static_cast<uint32_t>(at);
}

// Escapes text for markup: `quotes` also escapes '"' (attribute values).
std::string escape_markup(std::string_view value, bool quotes) {
  std::string out;
  for (char c : value) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += quotes ? "&quot;" : "\""; break;
      default: out += c;
    }
  }
  return out;
}

bool is_void_element(std::string_view name) {
  static const char* const kVoid[] = {"area",  "base", "br",   "col",    "embed", "hr", "img",
                                      "input", "link", "meta", "source", "track", "wbr"};
  return std::any_of(std::begin(kVoid), std::end(kVoid), [&](const char* v) { return name == v; });
}

}  // namespace

MappedText mapped_inner_text(pugi::xml_node node, const std::shared_ptr<const SourceText>& source) {
  MappedTextBuilder out(source);
  std::string_view file = source->text;
  // Iterative, like inner_text: hostile nesting must not overflow the stack.
  std::vector<pugi::xml_node> stack;
  for (pugi::xml_node c = node.last_child(); c; c = c.previous_sibling()) stack.push_back(c);
  while (!stack.empty()) {
    pugi::xml_node n = stack.back();
    stack.pop_back();
    if (n.type() == pugi::node_pcdata || n.type() == pugi::node_cdata) {
      append_aligned(n, file, offset_of(node), out);
    } else if (n.type() == pugi::node_element) {
      for (pugi::xml_node c = n.last_child(); c; c = c.previous_sibling()) stack.push_back(c);
    }
  }
  return out.finish(true);
}

MappedText mapped_markup(pugi::xml_node node, const std::shared_ptr<const SourceText>& source) {
  MappedTextBuilder out(source);
  std::string_view file = source->text;
  struct Step {
    pugi::xml_node node;
    bool close;
  };
  std::vector<Step> stack;
  for (pugi::xml_node c = node.last_child(); c; c = c.previous_sibling())
    stack.push_back({c, false});
  while (!stack.empty()) {
    auto [n, close] = stack.back();
    stack.pop_back();
    const uint32_t at = offset_of(n);
    if (close) {
      out.replaced("</" + std::string(local_name(n)) + ">", at, 1);
    } else if (n.type() == pugi::node_element) {
      std::string name(local_name(n));
      std::string tag = "<" + name;
      for (pugi::xml_attribute a : n.attributes())
        tag += " " + std::string(a.name()) + "=\"" + escape_markup(a.value(), true) + "\"";
      bool empty_void = !n.first_child() && is_void_element(name);
      tag += empty_void ? " />" : ">";
      out.replaced(tag, at, 1);
      if (empty_void) continue;
      stack.push_back({n, true});
      for (pugi::xml_node c = n.last_child(); c; c = c.previous_sibling())
        stack.push_back({c, false});
    } else if (n.type() == pugi::node_pcdata) {
      // Text as written is markup already: copying it keeps every byte's place in the file.
      MappedTextBuilder scratch(source);
      size_t end = append_aligned(n, file, at, scratch);
      if (end != std::string_view::npos) {
        out.verbatim(file.substr(at, end - at), at);
      } else {
        out.replaced(escape_markup(n.value(), false), at, 1);
      }
    } else if (n.type() == pugi::node_cdata) {
      out.replaced(escape_markup(n.value(), false), at, 1);
    }
  }
  return out.finish(true);
}

uint32_t line_at(std::string_view text, size_t offset) {
  offset = std::min(offset, text.size());
  return 1 + static_cast<uint32_t>(std::count(text.begin(), text.begin() + offset, '\n'));
}

uint32_t XmlFile::line_of(pugi::xml_node node) const {
  ptrdiff_t at = node.offset_debug();
  return at < 0 ? 0 : line_at(text, static_cast<size_t>(at));
}

Result<XmlFile> parse_xml(std::string_view bytes, const std::string& input,
                          std::vector<Diagnostic>& diagnostics) {
  std::string declared = declared_encoding(bytes);
  // XML without a declaration is UTF-8 by definition; an HTML <meta> inside CDATA must not count.
  Result<DecodedHtml> decoded =
      decode_html(bytes, input, declared.empty() ? "utf-8" : declared, diagnostics);
  if (!decoded) return decoded.error();
  XmlFile file;
  file.text = std::move(decoded->text);
  // Keep white-space-only text: it separates inline elements in XHTML content.
  unsigned options = pugi::parse_default | pugi::parse_ws_pcdata;
  pugi::xml_parse_result parsed =
      file.tree->load_buffer(file.text.data(), file.text.size(), options, pugi::encoding_utf8);
  if (!parsed) {
    size_t at = std::min<size_t>(static_cast<size_t>(std::max<ptrdiff_t>(parsed.offset, 0)),
                                 file.text.size());
    size_t line_start = file.text.rfind('\n', at ? at - 1 : 0);
    line_start = line_start == std::string::npos ? 0 : line_start + 1;
    std::string where = input + ":" + std::to_string(line_at(file.text, at)) + ":" +
                        std::to_string(at - line_start + 1);
    return make_error(ErrorCode::Parse, where,
                      std::string("not well-formed XML (") + parsed.description() + ")");
  }
  if (!file.tree->document_element()) {
    return make_error(ErrorCode::Parse, input, "the XML file has no root element");
  }
  return file;
}

std::string sniff_xml_root(std::string_view head) {
  size_t i = skip_prolog(head);
  if (i >= head.size() || head[i] != '<') return "";
  size_t start = ++i;
  while (i < head.size() && !is_space(head[i]) && head[i] != '>' && head[i] != '/') ++i;
  std::string_view name = head.substr(start, i - start);
  size_t colon = name.find(':');
  if (colon != std::string_view::npos) name.remove_prefix(colon + 1);
  return lower(name);
}

std::string_view local_name(pugi::xml_node node) {
  std::string_view name = node.name();
  size_t colon = name.find(':');
  return colon == std::string_view::npos ? name : name.substr(colon + 1);
}

pugi::xml_node child_named(pugi::xml_node parent, std::string_view local) {
  for (pugi::xml_node c : parent.children()) {
    if (c.type() == pugi::node_element && local_name(c) == local) return c;
  }
  return {};
}

std::string inner_text(pugi::xml_node node) {
  std::string out;
  // Iterative: hostile nesting must not overflow the stack.
  std::vector<pugi::xml_node> stack;
  for (pugi::xml_node c = node.last_child(); c; c = c.previous_sibling()) stack.push_back(c);
  while (!stack.empty()) {
    pugi::xml_node n = stack.back();
    stack.pop_back();
    if (n.type() == pugi::node_pcdata || n.type() == pugi::node_cdata) {
      out += n.value();
    } else if (n.type() == pugi::node_element) {
      for (pugi::xml_node c = n.last_child(); c; c = c.previous_sibling()) stack.push_back(c);
    }
  }
  return out;
}

std::string trim(std::string_view s) {
  while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
  return std::string(s);
}

std::string child_text(pugi::xml_node parent, std::string_view local) {
  pugi::xml_node c = child_named(parent, local);
  return c ? trim(inner_text(c)) : std::string();
}

}  // namespace auditor::ingest
