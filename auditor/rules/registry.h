// The closed set of rule kinds, in one sorted list (no static self-registration).
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "auditor/rules/rule.h"

namespace auditor::rules {

/// One rule kind: its name in pack files, what it does, and its factory.
struct KindInfo {
  std::string_view name;
  std::string_view summary;
  RuleFactory make;
  /// The kind's own child elements of <rule> (space-separated), accepted beside the common ones.
  std::string_view elements;
  /// False for kinds that only fire against sources: their packs need no <example>s, their pair
  /// fixtures test them.
  bool needs_examples = true;
};

/// Every rule kind, sorted by name.
std::span<const KindInfo> rule_kinds();

/// The kind of that name, or nullptr.
const KindInfo* find_kind(std::string_view name);

/// "a, b, c": the valid kind names, for error messages.
std::string kind_names();

}  // namespace auditor::rules
