// The "concentration" rule kind: an article whose attributed statements come from one party.
#pragma once

#include <memory>
#include <string_view>

#include "auditor/rules/rule.h"

namespace auditor::rules::kinds {

/// This kind reads no child elements beyond the common ones.
inline constexpr std::string_view kConcentrationElements = "";

/// One finding per article when one party makes at least `min-share` (default 0.7) of at least
/// `min-statements` (default 4) attributed statements; it names the party and the share, at the
/// party's first attribution.
Result<std::unique_ptr<Rule>> make_concentration_rule(const RuleSpec& spec,
                                                      const pugi::xml_node& element,
                                                      const LoadContext& context);

}  // namespace auditor::rules::kinds
