// Decoding and parsing XML for the record readers, and small helpers over pugixml trees.
#include "auditor/ingest/record_xml.h"

#include <algorithm>
#include <cctype>

#include "auditor/ingest/html_charset.h"

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

}  // namespace

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
