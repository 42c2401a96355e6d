// Parsing rule packs with pugixml, validating every key, and compiling each rule through its kind.
#include "auditor/rules/pack_loader.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <optional>
#include <pugixml.hpp>
#include <sstream>

#include "auditor/rules/kind_support.h"
#include "auditor/rules/project_config.h"
#include "auditor/rules/registry.h"

namespace auditor::rules {

namespace {

constexpr std::string_view kRuleAttributes = "id kind category severity";
constexpr std::string_view kCommonElements = "name message description param example";
constexpr std::string_view kCategories = "disclosure, attribution, sourcing, provenance";
constexpr std::string_view kSeverities = "error, warning, info";

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool is_blank(std::string_view s) {
  return std::all_of(s.begin(), s.end(), is_space);
}

bool valid_id(std::string_view id) {
  return !id.empty() && std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.';
  });
}

/// Validates one pack and compiles its rules; holds what every error message needs.
class PackParser {
 public:
  PackParser(std::string_view xml, const std::string& path, const text::Lexicon& lexicon,
             const ProjectConfig* config = nullptr) {
    context_.lexicon = &lexicon;
    context_.config = config;
    context_.file = path;
    context_.source = xml;
    for (size_t i = 0; i < xml.size(); ++i) {
      if (xml[i] == '\n') newlines_.push_back(i);
    }
  }

  Result<LoadedPack> parse(std::string_view expected_language);

 private:
  int line(const pugi::xml_node& node) const {
    auto offset = static_cast<size_t>(std::max<ptrdiff_t>(node.offset_debug(), 0));
    return static_cast<int>(std::lower_bound(newlines_.begin(), newlines_.end(), offset) -
                            newlines_.begin()) +
           1;
  }
  std::string where(const pugi::xml_node& node) const {
    return context_.file + ":" + std::to_string(line(node));
  }
  Error error(const pugi::xml_node& node, std::string message) const {
    return make_error(ErrorCode::InvalidRule, where(node), std::move(message));
  }

  Status read_pack_element(const pugi::xml_node& pack, std::string_view expected_language,
                           LoadedPack& out) const;
  Result<std::unique_ptr<Rule>> read_rule(const pugi::xml_node& rule,
                                          const std::string& language) const;
  Result<const KindInfo*> read_header(const pugi::xml_node& rule, RuleSpec& spec) const;
  Status read_children(const pugi::xml_node& rule, const KindInfo& kind, RuleSpec& spec) const;
  Result<RuleExample> read_example(const pugi::xml_node& example) const;
  Status read_example_text(const pugi::xml_node& example, std::string& raw,
                           std::optional<Span>& marker) const;
  Status check_examples(const pugi::xml_node& rule, const RuleSpec& spec) const;
  Status check_no_stray_text(const pugi::xml_node& node) const;

  LoadContext context_;
  std::vector<size_t> newlines_;
};

Result<LoadedPack> PackParser::parse(std::string_view expected_language) {
  pugi::xml_document doc;
  pugi::xml_parse_result parsed = doc.load_buffer(context_.source.data(), context_.source.size());
  if (!parsed) {
    auto at = static_cast<size_t>(std::max<ptrdiff_t>(parsed.offset, 0));
    int at_line = static_cast<int>(std::lower_bound(newlines_.begin(), newlines_.end(), at) -
                                   newlines_.begin()) +
                  1;
    return make_error(ErrorCode::Parse, context_.file + ":" + std::to_string(at_line),
                      std::string("not well-formed XML: ") + parsed.description());
  }
  LoadedPack out;
  if (Status s = read_pack_element(doc.document_element(), expected_language, out); !s) {
    return s.error();
  }
  std::map<std::string, int, std::less<>> seen;  // rule id -> line of its first definition
  for (pugi::xml_node node : doc.document_element().children("rule")) {
    Result<std::unique_ptr<Rule>> rule = read_rule(node, out.language);
    if (!rule) return rule.error();
    const std::string& id = (*rule)->spec().id;
    if (auto [it, fresh] = seen.emplace(id, line(node)); !fresh) {
      return error(node, "rule id \"" + id + "\" is defined twice (first at line " +
                             std::to_string(it->second) + "); give each rule its own id");
    }
    out.rules.push_back(std::move(rule).value());
  }
  return out;
}

Status PackParser::read_pack_element(const pugi::xml_node& pack, std::string_view expected_language,
                                     LoadedPack& out) const {
  if (std::string_view(pack.name()) != "pack") {
    return error(pack, std::string("the root element is <") + pack.name() +
                           ">; a rule pack's root is <pack id=\"...\" lang=\"...\">");
  }
  if (Status s = check_attributes(pack, "id lang", context_); !s) return s;
  out.id = pack.attribute("id").as_string();
  out.language = pack.attribute("lang").as_string();
  if (out.id.empty()) {
    return error(pack, "<pack> needs an id attribute, e.g. id=\"attribution-pt\"");
  }
  if (out.language.empty()) return error(pack, "<pack> needs a lang attribute, e.g. lang=\"pt\"");
  if (!expected_language.empty() && out.language != expected_language) {
    return error(
        pack, "lang=\"" + out.language + "\" does not match \"" + std::string(expected_language) +
                  "\", the language of the folder it is loaded from; move it to rules/" +
                  out.language + "/ or set lang=\"" + std::string(expected_language) + "\"");
  }
  if (Status s = check_no_stray_text(pack); !s) return s;
  for (pugi::xml_node child : pack.children()) {
    if (child.type() == pugi::node_element && std::string_view(child.name()) != "rule") {
      return error(child,
                   std::string("unknown element <") + child.name() + "> in <pack>; allowed: rule");
    }
  }
  return Ok{};
}

Status PackParser::check_no_stray_text(const pugi::xml_node& node) const {
  for (pugi::xml_node child : node.children()) {
    if ((child.type() == pugi::node_pcdata || child.type() == pugi::node_cdata) &&
        !is_blank(child.value())) {
      return error(child, "stray text \"" + collapse_whitespace(child.value()) + "\" in <" +
                              node.name() +
                              ">; text belongs inside an element such as <description>");
    }
  }
  return Ok{};
}

Result<std::unique_ptr<Rule>> PackParser::read_rule(const pugi::xml_node& rule,
                                                    const std::string& language) const {
  RuleSpec spec;
  spec.language = language;
  spec.file = context_.file;
  spec.line = line(rule);
  Result<const KindInfo*> kind = read_header(rule, spec);
  if (!kind) return kind.error();
  if (Status s = read_children(rule, **kind, spec); !s) return s.error();
  if ((*kind)->needs_examples) {
    if (Status s = check_examples(rule, spec); !s) return s.error();
  } else if (!spec.examples.empty()) {
    return error(rule, "rule \"" + spec.id + "\" is of kind \"" + spec.kind +
                           "\", which fires only against sources: test it with a pair in "
                           "fixtures/provenance/ instead of <example>s");
  }
  if (context_.config != nullptr) {
    if (Status s = context_.config->apply(spec); !s) return s.error();
  }
  return (*kind)->make(spec, rule, context_);
}

Result<const KindInfo*> PackParser::read_header(const pugi::xml_node& rule, RuleSpec& spec) const {
  if (Status s = check_attributes(rule, kRuleAttributes, context_); !s) return s.error();
  static constexpr std::pair<const char*, const char*> kRequired[] = {
      {"id", "id=\"attribution.vague-source\""},
      {"kind", "kind=\"phrase\""},
      {"category", "category=\"attribution\""},
      {"severity", "severity=\"warning\""},
  };
  for (const auto& [key, example] : kRequired) {
    if (std::string_view(rule.attribute(key).as_string()).empty()) {
      return error(rule, std::string("<rule> needs the ") + key + " attribute, e.g. " + example);
    }
  }
  spec.id = rule.attribute("id").as_string();
  spec.kind = rule.attribute("kind").as_string();
  std::string category = rule.attribute("category").as_string();
  std::string severity = rule.attribute("severity").as_string();
  auto parsed_category = parse_category(category);
  if (!parsed_category) {
    return error(rule, "category=\"" + category +
                           "\" is not a category; valid: " + std::string(kCategories));
  }
  auto parsed_severity = parse_severity(severity);
  if (!parsed_severity) {
    return error(rule, "severity=\"" + severity +
                           "\" is not a severity; valid: " + std::string(kSeverities));
  }
  spec.category = *parsed_category;
  spec.severity = *parsed_severity;
  if (!spec.id.starts_with(category + ".") || spec.id.size() == category.size() + 1) {
    return error(rule, "id=\"" + spec.id + "\" must start with its category, \"" + category +
                           ".\", e.g. id=\"" + category + ".vague-source\"");
  }
  if (!valid_id(spec.id)) {
    return error(rule,
                 "id=\"" + spec.id + "\" may hold only lower-case letters, digits, '-' and '.'");
  }
  const KindInfo* kind = find_kind(spec.kind);
  if (kind == nullptr) {
    return error(rule, "unknown kind=\"" + spec.kind + "\"; valid kinds: " + kind_names());
  }
  return kind;
}

Status PackParser::read_children(const pugi::xml_node& rule, const KindInfo& kind,
                                 RuleSpec& spec) const {
  if (Status s = check_no_stray_text(rule); !s) return s;
  std::string allowed = std::string(kCommonElements) + " " + std::string(kind.elements);
  std::map<std::string, int, std::less<>> counts;
  for (pugi::xml_node child : rule.children()) {
    if (child.type() != pugi::node_element) continue;
    std::string_view name = child.name();
    int count = ++counts[std::string(name)];
    if (name == "name" || name == "message" || name == "description") {
      if (count > 1) {
        return error(child, "<" + std::string(name) + "> appears twice in one rule; keep one");
      }
      Result<std::string> text = text_only(child, context_, name == "description");
      if (!text) return text.error();
      if (Status s = check_attributes(child, "", context_); !s) return s;
      (name == "name" ? spec.name : name == "message" ? spec.message : spec.description) = *text;
    } else if (name == "param") {
      if (Status s = check_attributes(child, "name", context_); !s) return s;
      std::string key = child.attribute("name").as_string();
      if (key.empty()) return error(child, "<param> needs a name attribute, e.g. name=\"window\"");
      Result<std::string> value = text_only(child, context_);
      if (!value) return value.error();
      if (!spec.params.emplace(key, *value).second) {
        return error(child, "<param name=\"" + key + "\"> is given twice; keep one");
      }
    } else if (name == "example") {
      Result<RuleExample> example = read_example(child);
      if (!example) return example.error();
      spec.examples.push_back(std::move(example).value());
    } else if (!has_word(kind.elements, name)) {
      return error(child, "unknown element <" + std::string(name) + "> in a " + spec.kind +
                              " rule; allowed: " + comma_list(allowed));
    }
  }
  if (spec.message.empty()) {
    return error(rule, "rule \"" + spec.id +
                           "\" needs a <message>: what is wrong and what to do, with {match} "
                           "for the flagged text");
  }
  return Ok{};
}

// Builds an example's text from its pieces, collapsing white space (XML indentation is not part
// of the example) and moving the marker with it. A blank line stays one: it parts paragraphs, which
// some rules read.
void collapse_example(std::string_view raw, std::optional<Span> raw_marker, RuleExample& out) {
  std::string text;
  bool pending = false;
  int newlines = 0;
  for (size_t i = 0; i < raw.size(); ++i) {
    char c = raw[i];
    if (is_space(c)) {
      pending = !text.empty();
      if (c == '\n') ++newlines;
      continue;
    }
    if (pending) text += newlines >= 2 ? "\n\n" : " ";
    pending = false;
    newlines = 0;
    if (raw_marker && i == raw_marker->start) out.marker.start = static_cast<uint32_t>(text.size());
    text += c;
    if (raw_marker && i + 1 == raw_marker->end) out.marker.end = static_cast<uint32_t>(text.size());
  }
  out.text = std::move(text);
}

Result<RuleExample> PackParser::read_example(const pugi::xml_node& example) const {
  if (Status s = check_attributes(example, "correct format", context_); !s) return s.error();
  RuleExample out;
  out.line = line(example);
  std::string_view correct = example.attribute("correct").as_string("false");
  if (correct != "true" && correct != "false") {
    return error(example, "correct=\"" + std::string(correct) +
                              "\"; write correct=\"true\" or leave it out");
  }
  out.must_fire = correct == "false";
  out.format = example.attribute("format").as_string("text");
  if (out.format != "text" && out.format != "markdown") {
    return error(example, "format=\"" + out.format + "\"; valid formats: text, markdown");
  }
  std::string raw;
  std::optional<Span> marker;
  if (Status s = read_example_text(example, raw, marker); !s) return s.error();
  if (out.must_fire && !marker) {
    return error(example,
                 "this example must fire but has no <marker>; wrap the flagged words in "
                 "<marker>...</marker>, or add correct=\"true\" if the rule must not fire");
  }
  if (!out.must_fire && marker) {
    return error(example,
                 "an example with correct=\"true\" must not fire, so it cannot have a "
                 "<marker>; remove the marker or remove correct=\"true\"");
  }
  if (out.format == "markdown") {
    // Markdown keeps its line structure; only the indentation around the element goes.
    size_t lead = std::min(raw.find_first_not_of(" \t\r\n"), raw.size());
    size_t trail = raw.find_last_not_of(" \t\r\n");
    out.text = raw.substr(lead, trail == std::string::npos ? 0 : trail - lead + 1);
    if (marker) {
      auto shift = static_cast<uint32_t>(lead);
      out.marker = Span{marker->start - shift, marker->end - shift};
    }
  } else {
    collapse_example(raw, marker, out);
  }
  if (out.text.empty()) {
    return error(example, "the example is empty; write a sentence from a news article");
  }
  return out;
}

Status PackParser::read_example_text(const pugi::xml_node& example, std::string& raw,
                                     std::optional<Span>& marker) const {
  for (pugi::xml_node child : example.children()) {
    if (child.type() == pugi::node_pcdata || child.type() == pugi::node_cdata) {
      raw += child.value();
      continue;
    }
    if (child.type() != pugi::node_element) continue;
    if (std::string_view(child.name()) != "marker") {
      return error(child, std::string("unknown element <") + child.name() +
                              "> in <example>; allowed: marker");
    }
    if (marker) return error(child, "an example has one <marker>; split it into two examples");
    Result<std::string> marked = text_only(child, context_);
    if (!marked) return marked.error();
    std::string_view value = child.text().get();
    if (marked->empty() || is_space(value.front()) || is_space(value.back())) {
      return error(child,
                   "<marker> must wrap the flagged words exactly: not empty, no spaces at "
                   "its ends");
    }
    marker =
        Span{static_cast<uint32_t>(raw.size()), static_cast<uint32_t>(raw.size() + value.size())};
    raw += value;
  }
  return Ok{};
}

Status PackParser::check_examples(const pugi::xml_node& rule, const RuleSpec& spec) const {
  bool fires = std::any_of(spec.examples.begin(), spec.examples.end(),
                           [](const RuleExample& e) { return e.must_fire; });
  bool quiet = std::any_of(spec.examples.begin(), spec.examples.end(),
                           [](const RuleExample& e) { return !e.must_fire; });
  if (!fires) {
    return error(rule, "rule \"" + spec.id +
                           "\" has no example that fires; add <example>text with the "
                           "<marker>flagged words</marker></example>");
  }
  if (!quiet) {
    return error(rule, "rule \"" + spec.id +
                           "\" has no example that must not fire; add <example "
                           "correct=\"true\">text the rule must leave alone</example>");
  }
  return Ok{};
}

}  // namespace

Result<LoadedPack> parse_pack(std::string_view xml, const std::string& path,
                              std::string_view expected_language, const text::Lexicon& lexicon,
                              const ProjectConfig* config) {
  return PackParser(xml, path, lexicon, config).parse(expected_language);
}

Result<std::string> read_rules_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error(ErrorCode::NotFound, path, "cannot open the file; check the path");
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) return make_error(ErrorCode::Unreadable, path, "cannot read the file");
  return buffer.str();
}

Result<LoadedPack> load_pack_file(const std::string& path, std::string_view expected_language,
                                  const text::Lexicon& lexicon) {
  Result<std::string> bytes = read_rules_file(path);
  if (!bytes) return bytes.error();
  return parse_pack(*bytes, path, expected_language, lexicon);
}

}  // namespace auditor::rules
