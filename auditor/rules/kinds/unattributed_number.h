// The "unattributed-number" rule kind: statistics stated with no source.
#pragma once

#include <memory>
#include <string_view>

#include "auditor/rules/rule.h"

namespace auditor::rules::kinds {

/// This kind reads no child elements beyond the common ones.
inline constexpr std::string_view kUnattributedNumberElements = "";

/// Flags numeric expressions of the statistic kinds that no attribution covers.
///
/// Params: `kinds` (default "money percent percentage-points count quantity"), `min-count` (counts
/// below it are not statistics: "duas salas", "three workers"; default 10), `skip-blocks` (block
/// kinds whose figures echo the body: default "title heading caption"), `skip-specs` (a measure
/// that describes a thing, "chip de 3 nanômetros", is a specification, not a statistic; default
/// true).
Result<std::unique_ptr<Rule>> make_unattributed_number_rule(const RuleSpec& spec,
                                                            const pugi::xml_node& element,
                                                            const LoadContext& context);

}  // namespace auditor::rules::kinds
