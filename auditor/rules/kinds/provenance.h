// The "provenance" rule kind: a rule that fires only when a document is compared with its sources.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>

#include "auditor/rules/rule.h"

namespace auditor::rules::kinds {

/// The child elements of <rule> that the provenance kind reads (none beyond the common ones).
inline constexpr std::string_view kProvenanceElements = "";

/// A provenance rule: its id, severity, message template and thresholds, for auditor/provenance to
/// apply when a document is checked against sources. On a document alone it finds nothing, so
/// its packs carry no <example>s; fixtures/provenance/ holds the pairs that test it.
class ProvenanceRule final : public Rule {
 public:
  ProvenanceRule(RuleSpec spec, std::map<std::string, double, std::less<>> params)
      : Rule(std::move(spec)), params_(std::move(params)) {}

  void check(const analysis::ArticleAnalysis&, std::vector<Finding>&) const noexcept override {}

  /// A threshold of this rule (every name the kind knows has a default).
  double param(std::string_view name) const;
  /// A finding of this rule at `span` of the derived document, with the message filled in.
  Finding finding(const analysis::ArticleAnalysis& derived, Span span, std::string message) const {
    return make_finding(derived, span, std::move(message));
  }

 private:
  std::map<std::string, double, std::less<>> params_;
};

/// Compiles a provenance rule: reads its params, each a number with a default and a range.
Result<std::unique_ptr<Rule>> make_provenance_rule(const RuleSpec& spec,
                                                   const pugi::xml_node& element,
                                                   const LoadContext& context);

}  // namespace auditor::rules::kinds
