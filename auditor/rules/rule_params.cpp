// Typed, validated rule parameters.
#include "auditor/rules/rule_params.h"

#include <cstdlib>
#include <pugixml.hpp>
#include <sstream>

#include "auditor/rules/project_config.h"

namespace auditor::rules {

Error RuleParams::value_error(std::string_view name, const std::string& what) const {
  // A value the project config set is the config's mistake: point to where the user typed it.
  const std::string* set =
      context_.config ? context_.config->param_location(spec_.id, name) : nullptr;
  if (set != nullptr) {
    return make_error(ErrorCode::InvalidConfig, *set,
                      "[rules.params.\"" + spec_.id + "\"] " + std::string(name) + " " + what);
  }
  return make_error(ErrorCode::InvalidRule, context_.where(element_),
                    "rule " + spec_.id + ": <param name=\"" + std::string(name) + "\"> " + what);
}

Result<double> RuleParams::number(std::string_view name, double fallback, double min, double max) {
  known_.emplace(name);
  auto it = spec_.params.find(name);
  if (it == spec_.params.end()) return fallback;
  char* end = nullptr;
  double value = std::strtod(it->second.c_str(), &end);
  if (end == it->second.c_str() || *end != '\0' || value < min || value > max) {
    std::ostringstream range;
    range << min << " to " << max;
    return value_error(name,
                       "must be a number from " + range.str() + ", not \"" + it->second + "\"");
  }
  return value;
}

Result<std::set<std::string>> RuleParams::words(std::string_view name, std::string_view fallback,
                                                std::initializer_list<std::string_view> allowed) {
  known_.emplace(name);
  auto it = spec_.params.find(name);
  std::istringstream in(std::string(it == spec_.params.end() ? fallback : std::string_view(it->second)));
  std::set<std::string> out;
  for (std::string word; in >> word;) {
    bool ok = false;
    for (std::string_view a : allowed) ok = ok || a == word;
    if (!ok) {
      std::string list;
      for (std::string_view a : allowed) list += (list.empty() ? "" : ", ") + std::string(a);
      return value_error(name, "has \"" + word + "\"; use words from: " + list);
    }
    out.insert(word);
  }
  return out;
}

Result<bool> RuleParams::flag(std::string_view name, bool fallback) {
  known_.emplace(name);
  auto it = spec_.params.find(name);
  if (it == spec_.params.end()) return fallback;
  if (it->second == "true") return true;
  if (it->second == "false") return false;
  return value_error(name, "must be true or false, not \"" + it->second + "\"");
}

Status RuleParams::check_unknown() const {
  for (const auto& [name, value] : spec_.params) {
    if (known_.count(name)) continue;
    std::string list;
    for (const std::string& k : known_) list += (list.empty() ? "" : ", ") + k;
    return make_error(
        ErrorCode::InvalidRule, context_.where(element_),
        "rule " + spec_.id + ": unknown <param name=\"" + name + "\">; this kind reads: " + list);
  }
  return Ok{};
}

}  // namespace auditor::rules
