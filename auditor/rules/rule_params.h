// Reading and validating a rule's <param> values inside a kind's factory.
#pragma once

#include <initializer_list>
#include <set>
#include <string>
#include <string_view>

#include "auditor/core/result.h"
#include "auditor/rules/rule.h"

namespace auditor::rules {

/// Typed access to a rule's params; every read declares the name, so unknown names can be refused.
class RuleParams {
 public:
  RuleParams(const RuleSpec& spec, const LoadContext& context, const pugi::xml_node& element)
      : spec_(spec), context_(context), element_(element) {}

  /// A number param, or `fallback` when absent; an error when it is not a number in [min, max].
  Result<double> number(std::string_view name, double fallback, double min, double max);
  /// A space-separated list param whose words must be among `allowed`.
  Result<std::set<std::string>> words(std::string_view name, std::string_view fallback,
                                      std::initializer_list<std::string_view> allowed);
  /// A boolean param ("true"/"false").
  Result<bool> flag(std::string_view name, bool fallback);
  /// Fails when the rule has a param no read above asked for (a typo in the pack).
  Status check_unknown() const;

 private:
  /// An error about the value of `name`: "<param name=...> `what`" at the pack's rule, or at the
  /// line of the project config that set the value.
  Error value_error(std::string_view name, const std::string& what) const;
  const RuleSpec& spec_;
  const LoadContext& context_;
  const pugi::xml_node& element_;
  std::set<std::string, std::less<>> known_;
};

}  // namespace auditor::rules
