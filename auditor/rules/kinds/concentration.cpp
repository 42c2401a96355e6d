// Sourcing concentration: the share of attributed statements that one party makes.
#include "auditor/rules/kinds/concentration.h"

#include <cmath>
#include <map>
#include <set>

#include "auditor/rules/rule_params.h"

namespace auditor::rules::kinds {

namespace {

struct Settings {
  double min_share = 0.7;
  double min_statements = 4;
};

class ConcentrationRule final : public Rule {
 public:
  ConcentrationRule(RuleSpec spec, Settings settings) : Rule(std::move(spec)), settings_(settings) {}

  void check(const analysis::ArticleAnalysis& a, std::vector<Finding>& out) const noexcept override {
    try {
      run(a, out);
    } catch (...) {
      // Only allocation can fail here.
    }
  }

 private:
  void run(const analysis::ArticleAnalysis& a, std::vector<Finding>& out) const {
    // One statement per cue: a quote's attribution repeats the verb that introduced it.
    std::set<std::pair<uint32_t, uint32_t>> seen;
    std::map<std::string, size_t> by_party;
    std::map<std::string, analysis::Attribution> first;
    std::set<std::string> people_alone;  // parties that are a person with no organization
    size_t total = 0;
    double unresolved = 0;
    for (const analysis::Attribution& at : a.attributions) {
      if (at.cue.empty() || at.via_link) continue;
      if (!seen.emplace(at.cue.start, at.cue.end).second) continue;
      if (at.source == analysis::kNone) {
        // Someone speaks whom the analysis could not name: often the party already speaking,
        // sometimes another voice, so it weighs half.
        unresolved += 0.5;
        continue;
      }
      const analysis::Source& s = a.sources[at.source];
      if (s.type == analysis::SourceType::Group || s.type == analysis::SourceType::Anonymous) continue;
      // A poll or a report nobody is named behind is data, not a party: it still counts as a
      // voice from outside whoever dominates.
      if (s.type == analysis::SourceType::Document && s.party.empty()) {
        ++total;
        continue;
      }
      std::string party = s.party.empty() ? s.name : s.party;
      if (!by_party[party]++) first.emplace(party, at);
      if (s.type == analysis::SourceType::Person && s.party.empty()) people_alone.insert(party);
      ++total;
    }
    if (total < settings_.min_statements || by_party.empty()) return;
    auto top = std::max_element(by_party.begin(), by_party.end(),
                                [](const auto& x, const auto& y) { return x.second < y.second; });
    // One person speaking for no organization (a profile, an interview) is not a party's account.
    if (people_alone.count(top->first)) return;
    double share = static_cast<double>(top->second) / (static_cast<double>(total) + unresolved);
    if (share < settings_.min_share) return;
    size_t statements = total + static_cast<size_t>(unresolved * 2);
    int percent = static_cast<int>(std::lround(100.0 * static_cast<double>(top->second) /
                                               static_cast<double>(statements)));
    std::string message = std::to_string(top->second) + " of " + std::to_string(statements) +
                          " attributed statements (" + std::to_string(percent) + "%) come from " +
                          top->first + ": add voices from outside " + top->first +
                          " (independent experts, competitors, customers, regulators).";
    out.push_back(make_finding(a, first.at(top->first).cue, message));
  }

  Settings settings_;
};

}  // namespace

Result<std::unique_ptr<Rule>> make_concentration_rule(const RuleSpec& spec,
                                                      const pugi::xml_node& element,
                                                      const LoadContext& context) {
  RuleParams params(spec, context, element);
  Settings s;
  auto share = params.number("min-share", 0.7, 0.5, 1.0);
  if (!share) return share.error();
  s.min_share = *share;
  auto statements = params.number("min-statements", 4, 2, 1000);
  if (!statements) return statements.error();
  s.min_statements = *statements;
  if (Status st = params.check_unknown(); !st) return st.error();
  return std::unique_ptr<Rule>(new ConcentrationRule(spec, s));
}

}  // namespace auditor::rules::kinds
