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
/// Params: `kinds` (default "money percent percentage-points count quantity"), `min-count` (counts,
/// and quantities written in words, below it are not statistics: "duas salas", "three miles a day";
/// a rate is one at any size, "12.5 deaths per 100,000"; default 10), `skip-blocks` (block kinds whose figures echo the body: default "title heading
/// caption"), `skip-specs` (a measure or setting that describes a thing, "tela de 6,7 polegadas",
/// "40 mm drivers", "brilho de 50%", or a distance that says where a place lies, "a 20 km da
/// vila", is not a statistic; default true), `skip-prices` (a price on a menu or at a named store,
/// "Whole trout ($32)", "R$ 3.899 na Amazon", names its seller; default true), `skip-own-tests`
/// (the outlet's own measurements, "em nossos testes", "in our test"; default true). The words
/// for each come from the language's lexicon (specs.*, distances.*, prices.*,
/// numbers.own-measurements), `min-money` (money below it is the price of one thing or a fee,
/// "R$ 54 o quilo", "a $35 ticket"; default 0), `context-before` and `context-after` (a figure is
/// read from a source credited in its own sentence or in this many sentences of its paragraph
/// before or after it, by a speech cue, a link, a whole quotation or another figure the analysis
/// credited: "The agency counted 4,100 cases in May. In June there were 5,300."; default 0, off),
/// `skip-plans` (a figure a few words after "will", "would", "vai", "teria" is a plan, a promise
/// or a hypothetical, not a measurement: numbers.plan-words; default false), `skip-poll-shares`
/// (a share after the story names a poll, numbers.poll-words, is the poll's unless its sentence
/// speaks of votes, numbers.election-words; default false), `interview-questions` (an article
/// with at least this many questions is an interview, and the sentences after each question are
/// the interviewee's answer; default 0, off). Sentences about a rule, a cap or a forecast
/// (numbers.rule-topics) and measures of one thing (specs.thing-units) are never statistics.
Result<std::unique_ptr<Rule>> make_unattributed_number_rule(const RuleSpec& spec,
                                                            const pugi::xml_node& element,
                                                            const LoadContext& context);

}  // namespace auditor::rules::kinds
