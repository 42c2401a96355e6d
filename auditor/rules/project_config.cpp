// Parsing auditor.toml with toml++, validating every key against the schema with its line, column
// and a hint, and applying rule overrides while packs are compiled.
#include "auditor/rules/project_config.h"

#include <toml++/toml.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "auditor/rules/kind_support.h"
#include "auditor/rules/rule.h"

namespace auditor::rules {

namespace {

constexpr std::string_view kSections = "rules newsroom aliases";
constexpr std::string_view kRulesKeys = "disable enable_only severity params";
constexpr std::string_view kNewsroomKeys = "name owners parent partners advertisers sponsors";
constexpr std::string_view kCategories = "disclosure attribution sourcing provenance";

std::vector<std::string> split_words(std::string_view words) {
  std::vector<std::string> out;
  size_t pos = 0;
  while (pos < words.size()) {
    size_t end = std::min(words.find(' ', pos), words.size());
    if (end > pos) out.emplace_back(words.substr(pos, end - pos));
    pos = end + 1;
  }
  return out;
}

std::string join(const std::vector<std::string>& names, std::string_view separator = ", ") {
  std::string out;
  for (const std::string& name : names) {
    if (!out.empty()) out += separator;
    out += name;
  }
  return out;
}

size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

/// "; did you mean x?" when a valid name is close to the one written, else "".
std::string did_you_mean(std::string_view word, const std::vector<std::string>& valid) {
  std::vector<std::string> close = closest_names(word, valid, 1);
  return close.empty() ? std::string() : "; did you mean \"" + close.front() + "\"?";
}

/// A table's entries in the order they are written (toml++ keeps them sorted by key), so that
/// lists keep their file order and the first problem in the file is the one reported.
std::vector<std::pair<const toml::key*, const toml::node*>> in_file_order(
    const toml::table& table) {
  std::vector<std::pair<const toml::key*, const toml::node*>> entries;
  for (auto&& [key, node] : table) entries.emplace_back(&key, &node);
  std::stable_sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) {
    const toml::source_position& x = a.first->source().begin;
    const toml::source_position& y = b.first->source().begin;
    return x.line != y.line ? x.line < y.line : x.column < y.column;
  });
  return entries;
}

}  // namespace

std::vector<std::string> closest_names(std::string_view word,
                                       const std::vector<std::string>& candidates, size_t max) {
  // A name within a third of its length in edits is a likely typo; a shared prefix of the
  // category ("attribution.") alone is not enough, hence the distance over the whole id.
  std::vector<std::pair<size_t, std::string>> scored;
  for (const std::string& candidate : candidates) {
    size_t distance = edit_distance(word, candidate);
    size_t limit = std::max<size_t>(2, std::max(word.size(), candidate.size()) / 3);
    bool contains = !word.empty() && (candidate.find(word) != std::string::npos ||
                                      word.find(candidate) != std::string_view::npos);
    if (distance <= limit || contains) scored.emplace_back(distance, candidate);
  }
  std::sort(scored.begin(), scored.end());
  scored.erase(std::unique(scored.begin(), scored.end()), scored.end());
  std::vector<std::string> out;
  for (size_t i = 0; i < scored.size() && i < max; ++i) out.push_back(scored[i].second);
  return out;
}

const char* config_key(NewsroomRelation relation) {
  switch (relation) {
    case NewsroomRelation::Owner: return "owners";
    case NewsroomRelation::Parent: return "parent";
    case NewsroomRelation::Partner: return "partners";
    case NewsroomRelation::Advertiser: return "advertisers";
    case NewsroomRelation::Sponsor: return "sponsors";
  }
  return "owners";
}

const char* tie_type(NewsroomRelation relation) {
  switch (relation) {
    case NewsroomRelation::Owner: return "owner";
    case NewsroomRelation::Parent: return "parent";
    case NewsroomRelation::Partner: return "partner";
    case NewsroomRelation::Advertiser: return "advertiser";
    case NewsroomRelation::Sponsor: return "sponsor";
  }
  return "owner";
}

/// Walks a parsed TOML table against the schema; the first problem becomes the Error.
class ConfigParser {
 public:
  explicit ConfigParser(const std::string& path) { config_.path_ = path; }

  Result<ProjectConfig> parse(std::string_view text);

 private:
  std::string where(const toml::source_region& region) const {
    return config_.path_ + ":" + std::to_string(region.begin.line) + ":" +
           std::to_string(region.begin.column);
  }
  Error error(const toml::source_region& region, std::string message) const {
    return make_error(ErrorCode::InvalidConfig, where(region), std::move(message));
  }
  Error unknown_key(const toml::key& key, std::string_view table, std::string_view valid) const {
    std::string name(key.str());
    return error(key.source(), "unknown key \"" + name + "\" in " + std::string(table) +
                                   did_you_mean(name, split_words(valid)) +
                                   "; valid keys: " + comma_list(valid));
  }

  Status read_rules(const toml::node& node, const toml::key& key);
  Status read_severity(const toml::node& node, const toml::key& key);
  Status read_params(const toml::node& node, const toml::key& key);
  Status read_newsroom(const toml::node& node, const toml::key& key);
  Status read_aliases(const toml::node& node, const toml::key& key);
  Result<const toml::table*> table_of(const toml::node& node, const toml::key& key,
                                      std::string_view example) const;
  Result<std::vector<Located<std::string>>> strings(const toml::node& node, std::string_view name,
                                                    std::string_view example,
                                                    bool allow_single) const;
  Result<std::string> scalar_text(const toml::node& node, std::string_view name) const;

  ProjectConfig config_;
};

Result<ProjectConfig> ConfigParser::parse(std::string_view text) {
  toml::table root;
  try {
    root = toml::parse(text, std::string_view(config_.path_));
  } catch (const toml::parse_error& e) {
    return error(e.source(), "not valid TOML: " + std::string(e.description()) +
                                 "; strings need double quotes, tables are written [name], "
                                 "lists are [\"a\", \"b\"]");
  } catch (const std::exception& e) {
    return make_error(ErrorCode::InvalidConfig, config_.path_,
                      std::string("cannot parse the file: ") + e.what());
  }
  for (const auto& [key_ptr, node_ptr] : in_file_order(root)) {
    const toml::key& key = *key_ptr;
    const toml::node& node = *node_ptr;
    std::string_view name = key.str();
    Status status = Ok{};
    if (name == "rules") {
      status = read_rules(node, key);
    } else if (name == "newsroom") {
      status = read_newsroom(node, key);
    } else if (name == "aliases") {
      status = read_aliases(node, key);
    } else {
      return error(key.source(), "unknown section [" + std::string(name) + "]" +
                                     did_you_mean(name, split_words(kSections)) +
                                     "; valid sections: " + comma_list(kSections));
    }
    if (!status) return status.error();
  }
  return std::move(config_);
}

Result<const toml::table*> ConfigParser::table_of(const toml::node& node, const toml::key& key,
                                                  std::string_view example) const {
  const toml::table* table = node.as_table();
  if (table == nullptr) {
    return error(node.source(), "\"" + std::string(key.str()) + "\" must be a table, e.g. " +
                                    std::string(example));
  }
  return table;
}

Result<std::vector<Located<std::string>>> ConfigParser::strings(const toml::node& node,
                                                                std::string_view name,
                                                                std::string_view example,
                                                                bool allow_single) const {
  std::vector<Located<std::string>> out;
  auto take = [&](const toml::node& item) -> Status {
    std::optional<std::string> value = item.value<std::string>();
    if (!item.is_string() || !value) {
      return error(item.source(), std::string(name) + " must hold strings in double quotes, e.g. " +
                                      std::string(example));
    }
    if (value->find_first_not_of(" \t") == std::string::npos) {
      return error(item.source(), std::string(name) +
                                      " holds an empty name; remove it or write "
                                      "the name, e.g. " +
                                      std::string(example));
    }
    out.push_back({*value, where(item.source())});
    return Ok{};
  };
  if (const toml::array* array = node.as_array()) {
    for (const toml::node& item : *array) {
      if (Status s = take(item); !s) return s.error();
    }
    return out;
  }
  if (allow_single && node.is_string()) {
    if (Status s = take(node); !s) return s.error();
    return out;
  }
  return error(node.source(),
               std::string(name) + " must be a list of strings, e.g. " + std::string(example));
}

Status ConfigParser::read_rules(const toml::node& node, const toml::key& key) {
  auto table = table_of(node, key, "[rules] disable = [\"sourcing.concentration\"]");
  if (!table) return table.error();
  for (const auto& [child_key_ptr, child_ptr] : in_file_order(**table)) {
    const toml::key& child_key = *child_key_ptr;
    const toml::node& child = *child_ptr;
    std::string_view name = child_key.str();
    if (name == "disable" || name == "enable_only") {
      std::string label = "rules." + std::string(name);
      auto ids =
          strings(child, label, std::string(name) + " = [\"sourcing.concentration\"]", false);
      if (!ids) return ids.error();
      (name == "disable" ? config_.disable_ : config_.enable_only_.emplace()) = std::move(*ids);
    } else if (name == "severity") {
      if (Status s = read_severity(child, child_key); !s) return s;
    } else if (name == "params") {
      if (Status s = read_params(child, child_key); !s) return s;
    } else {
      return unknown_key(child_key, "[rules]", kRulesKeys);
    }
  }
  return Ok{};
}

Status ConfigParser::read_severity(const toml::node& node, const toml::key& key) {
  auto table = table_of(node, key, "[rules.severity] \"attribution.vague-source\" = \"info\"");
  if (!table) return table.error();
  for (const auto& [id_ptr, value_ptr] : in_file_order(**table)) {
    const toml::key& id = *id_ptr;
    const toml::node& value = *value_ptr;
    std::optional<std::string> text = value.value<std::string>();
    std::optional<Severity> severity;
    if (value.is_string() && text) severity = parse_severity(*text);
    if (!severity) {
      std::string shown = value.is_string() && text ? "\"" + *text + "\"" : "a non-string value";
      return error(value.source(), "[rules.severity] \"" + std::string(id.str()) + "\" is " +
                                       shown +
                                       "; valid severities: \"error\", \"warning\", \"info\" (to "
                                       "turn a rule off, list it in [rules] disable)");
    }
    config_.severity_.insert_or_assign(std::string(id.str()),
                                       Located<Severity>{*severity, where(id.source())});
  }
  return Ok{};
}

Result<std::string> ConfigParser::scalar_text(const toml::node& node, std::string_view name) const {
  if (auto s = node.value_exact<std::string>()) return *s;
  if (auto i = node.value_exact<int64_t>()) return std::to_string(*i);
  if (auto b = node.value_exact<bool>()) return std::string(*b ? "true" : "false");
  if (auto d = node.value_exact<double>()) {
    std::ostringstream out;
    out << *d;
    return out.str();
  }
  return error(node.source(), "parameter \"" + std::string(name) +
                                  "\" must be a string, number or boolean, e.g. min-count = 20");
}

Status ConfigParser::read_params(const toml::node& node, const toml::key& key) {
  auto table = table_of(node, key, "[rules.params.\"attribution.unattributed-number\"]");
  if (!table) return table.error();
  for (const auto& [id_ptr, rule_node_ptr] : in_file_order(**table)) {
    const toml::key& id = *id_ptr;
    const toml::node& rule_node = *rule_node_ptr;
    const toml::table* params = rule_node.as_table();
    if (params == nullptr) {
      return error(rule_node.source(),
                   "[rules.params] \"" + std::string(id.str()) +
                       "\" must be a table of parameters, e.g. [rules.params.\"" +
                       std::string(id.str()) + "\"] min-count = 20");
    }
    auto& values = config_.params_[std::string(id.str())];
    config_.params_where_.insert_or_assign(std::string(id.str()), where(id.source()));
    for (const auto& [param_ptr, value_ptr] : in_file_order(*params)) {
      const toml::key& param = *param_ptr;
      const toml::node& value = *value_ptr;
      Result<std::string> text = scalar_text(value, param.str());
      if (!text) return text.error();
      values.insert_or_assign(std::string(param.str()),
                              Located<std::string>{*text, where(param.source())});
    }
  }
  return Ok{};
}

Status ConfigParser::read_newsroom(const toml::node& node, const toml::key& key) {
  auto table = table_of(node, key, "[newsroom] name = \"Diário do Vale\"");
  if (!table) return table.error();
  static constexpr NewsroomRelation kRelations[] = {
      NewsroomRelation::Owner, NewsroomRelation::Parent, NewsroomRelation::Partner,
      NewsroomRelation::Advertiser, NewsroomRelation::Sponsor};
  for (const auto& [child_key_ptr, child_ptr] : in_file_order(**table)) {
    const toml::key& child_key = *child_key_ptr;
    const toml::node& child = *child_ptr;
    std::string_view name = child_key.str();
    if (name == "name") {
      std::optional<std::string> value = child.value_exact<std::string>();
      if (!value) {
        return error(child.source(),
                     "newsroom.name must be a string, e.g. name = \"Diário do Vale\"");
      }
      config_.newsroom_.name = *value;
      continue;
    }
    const NewsroomRelation* relation =
        std::find_if(std::begin(kRelations), std::end(kRelations),
                     [&](NewsroomRelation r) { return name == config_key(r); });
    if (relation == std::end(kRelations))
      return unknown_key(child_key, "[newsroom]", kNewsroomKeys);
    std::string example = std::string(name) + " = [\"Grupo Vale\"]";
    auto parties = strings(child, "newsroom." + std::string(name), example, true);
    if (!parties) return parties.error();
    for (Located<std::string>& party : *parties) {
      config_.newsroom_.ties.push_back({std::move(party.value), *relation});
    }
  }
  return Ok{};
}

Status ConfigParser::read_aliases(const toml::node& node, const toml::key& key) {
  auto table = table_of(node, key, "[aliases] \"Grupo Vale\" = [\"TV Vale\"]");
  if (!table) return table.error();
  for (const auto& [party_ptr, names_node_ptr] : in_file_order(**table)) {
    const toml::key& party = *party_ptr;
    const toml::node& names_node = *names_node_ptr;
    std::string label = "aliases.\"" + std::string(party.str()) + "\"";
    std::string example = "\"" + std::string(party.str()) + "\" = [\"Other Name\"]";
    auto names = strings(names_node, label, example, true);
    if (!names) return names.error();
    AliasEntry entry{std::string(party.str()), {}};
    for (Located<std::string>& name : *names) entry.names.push_back(std::move(name.value));
    config_.aliases_.push_back(std::move(entry));
  }
  return Ok{};
}

Result<ProjectConfig> ProjectConfig::parse(std::string_view toml, const std::string& path) {
  return ConfigParser(path).parse(toml);
}

Result<ProjectConfig> ProjectConfig::load(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    return make_error(ErrorCode::NotFound, path,
                      "cannot open the config file; check the path, or run without one");
  }
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) return make_error(ErrorCode::Unreadable, path, "cannot read the config file");
  return parse(buffer.str(), path);
}

Result<std::optional<ProjectConfig>> ProjectConfig::find(const std::string& start_dir) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path candidate = fs::path(start_dir.empty() ? "." : start_dir) / kFileName;
  if (!fs::is_regular_file(candidate, ec)) return std::optional<ProjectConfig>();
  Result<ProjectConfig> config = load(candidate.string());
  if (!config) return config.error();
  return std::optional<ProjectConfig>(std::move(config).value());
}

bool ProjectConfig::enabled(std::string_view rule_id, std::string_view pack_id) const {
  std::string_view category = rule_id.substr(0, rule_id.find('.'));
  auto matches = [&](const Located<std::string>& selector) {
    return selector.value == rule_id || selector.value == pack_id || selector.value == category;
  };
  if (std::any_of(disable_.begin(), disable_.end(), matches)) return false;
  return !enable_only_ || std::any_of(enable_only_->begin(), enable_only_->end(), matches);
}

Status ProjectConfig::apply(RuleSpec& spec) const {
  if (auto it = severity_.find(spec.id); it != severity_.end()) spec.severity = it->second.value;
  auto params = params_.find(spec.id);
  if (params == params_.end()) return Ok{};
  for (const auto& [name, value] : params->second) {
    auto target = spec.params.find(name);
    if (target == spec.params.end()) {
      std::vector<std::string> declared;
      for (const auto& entry : spec.params) declared.push_back(entry.first);
      std::string hint = "it takes no parameters";
      if (!declared.empty()) {
        hint = "its parameters: " + join(declared);
        hint += did_you_mean(name, declared);
      }
      std::string message = "rule \"" + spec.id + "\" has no parameter \"" + name + "\"; ";
      message += hint;
      return make_error(ErrorCode::InvalidConfig, value.where, std::move(message));
    }
    target->second = value.value;
  }
  return Ok{};
}

const std::string* ProjectConfig::param_location(std::string_view rule_id,
                                                 std::string_view param) const {
  auto rule = params_.find(rule_id);
  if (rule == params_.end()) return nullptr;
  auto value = rule->second.find(param);
  return value == rule->second.end() ? nullptr : &value->second.where;
}

Status ProjectConfig::check_rule_ids(const std::vector<std::string>& rule_ids,
                                     const std::vector<std::string>& pack_ids) const {
  auto unknown = [&](std::string_view what, const std::string& id, const std::string& where,
                     bool selectors) -> Error {
    std::vector<std::string> close = closest_names(id, rule_ids);
    std::string hint =
        close.empty() ? "run `auditor rules list` for the valid ids" : "close ids: " + join(close);
    if (selectors) hint += "; a category (" + comma_list(kCategories) + ") or a pack id works too";
    return make_error(
        ErrorCode::InvalidConfig, where,
        std::string(what) + " names \"" + id + "\", which is no loaded rule; " + hint);
  };
  auto known_selector = [&](const std::string& s) {
    return std::find(rule_ids.begin(), rule_ids.end(), s) != rule_ids.end() ||
           std::find(pack_ids.begin(), pack_ids.end(), s) != pack_ids.end() ||
           has_word(kCategories, s);
  };
  for (const Located<std::string>& s : disable_) {
    if (!known_selector(s.value)) return unknown("[rules] disable", s.value, s.where, true);
  }
  if (enable_only_) {
    for (const Located<std::string>& s : *enable_only_) {
      if (!known_selector(s.value)) return unknown("[rules] enable_only", s.value, s.where, true);
    }
  }
  auto is_rule = [&](const std::string& id) {
    return std::find(rule_ids.begin(), rule_ids.end(), id) != rule_ids.end();
  };
  for (const auto& [id, severity] : severity_) {
    if (!is_rule(id)) return unknown("[rules.severity]", id, severity.where, false);
  }
  for (const auto& [id, where] : params_where_) {
    if (!is_rule(id)) return unknown("[rules.params]", id, where, false);
  }
  return Ok{};
}

}  // namespace auditor::rules
