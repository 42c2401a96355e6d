// The "single-source" rule kind: claims that rest on one source, worse when it has a stake.
#pragma once

#include <memory>
#include <string_view>

#include "auditor/rules/rule.h"

namespace auditor::rules::kinds {

/// This kind reads no child elements beyond the common ones.
inline constexpr std::string_view kSingleSourceElements = "";

/// Flags claims whose sources all belong to one party. The message names the source and, when it
/// belongs to the organization the article covers, says so; then the severity is `stake-severity`.
///
/// Params: `claim-kinds` (default "superlative comparative"; also numeric, evaluative,
/// predictive), `numeric-with-stake` (a party's own figures about itself count even when numeric
/// claims are not listed; default true), `stake-severity` (default "error"), `unstaked-claims`
/// (also flag claims whose one source has no stake; default false). Claims resting on a
/// statistics office, or on a public agency the story is not about, are data, not a party's claim.
Result<std::unique_ptr<Rule>> make_single_source_rule(const RuleSpec& spec,
                                                      const pugi::xml_node& element,
                                                      const LoadContext& context);

}  // namespace auditor::rules::kinds
