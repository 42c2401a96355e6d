// Loading and validating per-language word lists.
#include "auditor/text/lexicon.h"

#include <fstream>
#include <sstream>

#include <pugixml.hpp>

namespace auditor::text {

namespace {

// pugixml reports byte offsets; people need lines.
int line_of(std::string_view xml, ptrdiff_t offset) {
  int line = 1;
  for (ptrdiff_t i = 0; i < offset && i < static_cast<ptrdiff_t>(xml.size()); ++i) {
    if (xml[static_cast<size_t>(i)] == '\n') ++line;
  }
  return line;
}

std::string where(const std::string& path, std::string_view xml, ptrdiff_t offset) {
  return path + ":" + std::to_string(line_of(xml, offset));
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

}  // namespace

Result<Lexicon> Lexicon::load(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error(ErrorCode::NotFound, path, "cannot open lexicon file");
  std::stringstream buffer;
  buffer << in.rdbuf();
  return parse(buffer.str(), path);
}

Result<Lexicon> Lexicon::parse(std::string_view xml, const std::string& path) {
  pugi::xml_document doc;
  pugi::xml_parse_result parsed = doc.load_buffer(xml.data(), xml.size());
  if (!parsed) {
    return make_error(ErrorCode::InvalidRule, where(path, xml, parsed.offset),
                      std::string("not well-formed XML: ") + parsed.description());
  }
  pugi::xml_node root = doc.child("lexicon");
  if (!root) {
    return make_error(ErrorCode::InvalidRule, path,
                      "the root element must be <lexicon lang=\"..\">");
  }
  Lexicon lexicon;
  lexicon.language_ = root.attribute("lang").as_string();
  if (lexicon.language_.empty()) {
    return make_error(ErrorCode::InvalidRule, where(path, xml, root.offset_debug()),
                      "<lexicon> needs a lang attribute, e.g. lang=\"pt\"");
  }
  for (pugi::xml_node node : root.children()) {
    if (node.type() != pugi::node_element) continue;
    // Only an error needs the line: counting it for every list made loading quadratic.
    auto at = [&] { return where(path, xml, node.offset_debug()); };
    if (std::string_view(node.name()) != "list") {
      return make_error(ErrorCode::InvalidRule, at(),
                        std::string("unexpected <") + node.name() + ">; a lexicon holds <list> elements");
    }
    std::string name = node.attribute("name").as_string();
    if (name.empty()) return make_error(ErrorCode::InvalidRule, at(), "<list> needs a name attribute");
    if (lexicon.lists_.count(name)) {
      return make_error(ErrorCode::InvalidRule, at(), "list \"" + name + "\" is defined twice");
    }
    std::vector<std::string> entries;
    // Every text part of the list: a comment between entries splits its text in two.
    for (pugi::xml_node part : node.children()) {
      if (part.type() != pugi::node_pcdata && part.type() != pugi::node_cdata) continue;
      std::string_view body = part.value();
      size_t pos = 0;
      while (pos <= body.size()) {
        size_t nl = body.find('\n', pos);
        if (nl == std::string_view::npos) nl = body.size();
        std::string_view entry = trim(body.substr(pos, nl - pos));
        if (!entry.empty() && entry.front() != '#') entries.emplace_back(entry);
        pos = nl + 1;
      }
    }
    lexicon.lists_.emplace(std::move(name), std::move(entries));
  }
  return lexicon;
}

const std::vector<std::string>& Lexicon::list(std::string_view name) const {
  static const std::vector<std::string> kEmpty;
  auto it = lists_.find(name);
  return it == lists_.end() ? kEmpty : it->second;
}

bool Lexicon::has(std::string_view name) const { return lists_.find(name) != lists_.end(); }

Status Lexicon::merge(const Lexicon& other, const std::string& other_path) {
  if (language_.empty()) language_ = other.language_;
  if (other.language_ != language_) {
    return make_error(ErrorCode::InvalidRule, other_path,
                      "lang=\"" + other.language_ + "\" differs from the other lexicon files' \"" +
                          language_ + "\"");
  }
  for (const auto& [name, entries] : other.lists_) {
    if (lists_.count(name)) {
      return make_error(ErrorCode::InvalidRule, other_path,
                        "list \"" + name + "\" is already defined in another lexicon file of \"" +
                            language_ + "\"; rename it or merge the two lists");
    }
    lists_.emplace(name, entries);
  }
  return Ok{};
}

void Lexicon::set(std::string name, std::vector<std::string> entries) {
  lists_[std::move(name)] = std::move(entries);
}

}  // namespace auditor::text
