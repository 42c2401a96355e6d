// Unattributed statistics: numbers the analysis found no source for.
#include "auditor/rules/kinds/unattributed_number.h"

#include <set>

#include "auditor/rules/kind_support.h"
#include "auditor/rules/rule_params.h"

namespace auditor::rules::kinds {

namespace {

using analysis::NumberKind;
using analysis::NumericExpression;

struct Settings {
  std::set<std::string> kinds;
  double min_count = 10;
  std::set<std::string> skip_blocks;
  bool skip_specs = true;
};

class UnattributedNumberRule final : public Rule {
 public:
  UnattributedNumberRule(RuleSpec spec, Settings settings)
      : Rule(std::move(spec)), settings_(std::move(settings)) {}

  void check(const analysis::ArticleAnalysis& analysis,
             std::vector<Finding>& out) const noexcept override {
    try {
      for (const NumericExpression& n : analysis.numbers) {
        if (flags(analysis, n)) out.push_back(make_finding(analysis, n.span));
      }
    } catch (...) {
      // Only allocation can fail here; keep what was found.
    }
  }

 private:
  bool flags(const analysis::ArticleAnalysis& a, const NumericExpression& n) const {
    if (is_attributed(a, n)) return false;
    if (!settings_.kinds.count(to_string(n.kind))) return false;
    if (n.kind == NumberKind::Count && n.value < settings_.min_count) return false;
    const Block* block = block_at(*a.document, n.span.start);
    if (block == nullptr || settings_.skip_blocks.count(auditor::to_string(block->kind))) return false;
    if (n.kind == NumberKind::Quantity && settings_.skip_specs && is_specification(a.text(), n.span)) {
      return false;
    }
    return !inside_attributed_quote(a, n.span);
  }

  // "um chip de 3 nanômetros", "a 3-nanometer chip": a measure that describes a noun.
  static bool is_specification(std::string_view text, Span span) {
    std::string_view before = text.substr(0, span.start);
    while (!before.empty() && before.back() == ' ') before.remove_suffix(1);
    for (std::string_view prep : {" de", " of"}) {
      if (before.size() > prep.size() + 1 && before.ends_with(prep)) {
        std::string_view rest = before.substr(0, before.size() - prep.size());
        unsigned char last = static_cast<unsigned char>(rest.back());
        return last >= 0x80 || (last >= 'a' && last <= 'z');  // a lowercase noun before "de"
      }
    }
    return text.substr(span.start, span.size()).find('-') != std::string_view::npos;
  }

  // The analysis links a number only to attributions whose source it resolved; a cue it could not
  // resolve ("the bureau said", "segundo o instituto") still shows the writer sourced the figure.
  // Whether that source is named well enough is attribution.vague-source's question, not this one.
  static bool is_attributed(const analysis::ArticleAnalysis& a, const NumericExpression& n) {
    if (n.attribution != analysis::kNone) return true;
    for (const analysis::Attribution& at : a.attributions) {
      if (at.covers.contains(n.span.start)) return true;
    }
    return false;
  }

  static bool inside_attributed_quote(const analysis::ArticleAnalysis& a, Span span) {
    for (const analysis::Quote& q : a.quotes) {
      if (q.speaker != analysis::kNone && q.span.contains(span.start)) return true;
    }
    return false;
  }

  Settings settings_;
};

}  // namespace

Result<std::unique_ptr<Rule>> make_unattributed_number_rule(const RuleSpec& spec,
                                                            const pugi::xml_node& element,
                                                            const LoadContext& context) {
  RuleParams params(spec, context, element);
  Settings s;
  auto kinds = params.words("kinds", "money percent percentage-points count quantity",
                            {"money", "percent", "percentage-points", "count", "quantity"});
  if (!kinds) return kinds.error();
  s.kinds = std::move(kinds).value();
  auto min_count = params.number("min-count", 10, 0, 1e12);
  if (!min_count) return min_count.error();
  s.min_count = *min_count;
  auto blocks = params.words("skip-blocks", "title heading caption",
                             {"title", "heading", "paragraph", "blockquote", "list-item", "caption",
                              "footnote"});
  if (!blocks) return blocks.error();
  s.skip_blocks = std::move(blocks).value();
  auto specs = params.flag("skip-specs", true);
  if (!specs) return specs.error();
  s.skip_specs = *specs;
  if (Status st = params.check_unknown(); !st) return st.error();
  return std::unique_ptr<Rule>(new UnattributedNumberRule(spec, std::move(s)));
}

}  // namespace auditor::rules::kinds
