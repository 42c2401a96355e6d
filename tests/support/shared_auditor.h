// One auditor per language over the repository's rules, shared by a test binary's suites, and
// what a rule's account (Rule::explain) says of the items of a text.
#pragma once

#include <map>
#include <string>
#include <string_view>

#include "auditor/pipeline/auditor.h"

namespace auditor::testing {

/// The auditor for `language` (loading the packs is the slow part, so it is built once), or
/// null, with a test failure recorded, when the packs do not load.
const pipeline::Auditor* shared_auditor(const std::string& language);

/// How `rule` read each `item` ("number", "claim") of `text`, read as plain text in `language`:
/// the item's text -> "flagged" or the reason it was passed over; the first item's when two
/// read alike.
std::map<std::string, std::string> rule_verdicts(const std::string& language,
                                                 const std::string& text, std::string_view rule,
                                                 std::string_view item);

}  // namespace auditor::testing
