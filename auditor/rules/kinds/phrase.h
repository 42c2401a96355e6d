// The "phrase" rule kind: fixed phrases and short patterns, matched on word boundaries.
#pragma once

#include <memory>
#include <string_view>

#include "auditor/rules/rule.h"

namespace auditor::rules::kinds {

/// The child elements of <rule> that the phrase kind reads.
inline constexpr std::string_view kPhraseElements = "phrases unless";

/// Compiles a phrase rule: its <phrases> into one RE2 and its <unless> patterns into one per scope.
///
/// Pack syntax: `<phrases><phrase>segundo (?P<flag>especialistas)</phrase>...</phrases>` (RE2
/// syntax; `{list.name}` expands a lexicon list; a group named `flag` narrows the finding to it)
/// and `<unless scope="match|sentence|block">pattern</unless>` (a match is dropped when the
/// pattern overlaps it, or occurs anywhere in its sentence or block; the default is sentence).
/// `<phrase extend-left="N">` (1 to 4) widens its findings over up to N words before them when
/// those words open the clause ("Antitrust experts say"). Params: `skip-quotes` (none, attributed
/// or all; default none) leaves alone matches that start inside a direct quotation, with a
/// speaker the analysis found or any; `extend-stop` names a lexicon list of clause openers
/// ("but", "that") that a widening leaves out; `headline` (audit or summary; default audit):
/// summary leaves a match in the headline or its summary alone when it names a kind of expert
/// and the body attributes statements to an expert by name, whom it sums up); `named-next` (none,
/// experts or all; default none) leaves a match alone when the next sentence introduces a person
/// by name and gives them words: an expert by role after a group of experts, anyone with a post
/// or organization after any group (all); `experts` names the lexicon list of word beginnings
/// that name experts ("especialist", "econom"), which headline summary and named-next experts
/// need.
Result<std::unique_ptr<Rule>> make_phrase_rule(const RuleSpec& spec, const pugi::xml_node& element,
                                               const LoadContext& context);

}  // namespace auditor::rules::kinds
