// The "provenance" rule kind: thresholds read and checked at load, applied by auditor/provenance.
#include "auditor/rules/kinds/provenance.h"

#include <array>

#include "auditor/rules/rule_params.h"

namespace auditor::rules::kinds {

namespace {

/// A threshold a provenance rule may set, with its default and valid range.
struct ParamInfo {
  std::string_view name;
  double fallback;
  double min;
  double max;
};

// The defaults are justified in rules/*/provenance.rules.xml, where users see and change them.
constexpr std::array kParams = {
    ParamInfo{"min-passages", 3, 1, 1000},          // aligned passages that make reuse substantial
    ParamInfo{"min-share", 0.15, 0, 1},             // or this share of the article's text
    ParamInfo{"min-copied", 2, 0, 1000},            // passages with copied wording, or quotes
    ParamInfo{"word-coverage", 0.4, 0.1, 1},        // a sentence's content words found in the source
    ParamInfo{"pair-coverage", 0.15, 0, 1},         // and its adjacent word pairs
    ParamInfo{"close-word-coverage", 0.6, 0.1, 1},  // the same for a sentence with no copied
    ParamInfo{"close-pair-coverage", 0.3, 0, 1},    // wording: a close paraphrase
    ParamInfo{"min-content-words", 5, 2, 100},      // sentences shorter than this are never aligned
    ParamInfo{"min-quote-words", 3, 1, 100},        // shorter quotes are terms, not statements
    ParamInfo{"altered-similarity", 0.5, 0.1, 1},   // share of a quote's words the source has
    ParamInfo{"value-tolerance", 0.005, 0, 0.5},    // relative difference that counts as equal
};

}  // namespace

double ProvenanceRule::param(std::string_view name) const {
  if (auto it = params_.find(name); it != params_.end()) return it->second;
  for (const ParamInfo& p : kParams) {
    if (p.name == name) return p.fallback;
  }
  return 0;
}

Result<std::unique_ptr<Rule>> make_provenance_rule(const RuleSpec& spec,
                                                   const pugi::xml_node& element,
                                                   const LoadContext& context) {
  RuleParams params(spec, context, element);
  std::map<std::string, double, std::less<>> values;
  for (const ParamInfo& p : kParams) {
    Result<double> value = params.number(p.name, p.fallback, p.min, p.max);
    if (!value.ok()) return value.error();
    values.emplace(std::string(p.name), *value);
  }
  if (Status s = params.check_unknown(); !s) return s.error();
  return std::unique_ptr<Rule>(new ProvenanceRule(spec, std::move(values)));
}

}  // namespace auditor::rules::kinds
