// Figure comparison: kind families, currencies, and relative tolerance on both ends of a range.
#include "auditor/provenance/figures.h"

#include <cmath>

namespace auditor::provenance {

namespace {

using analysis::NumberKind;

/// A count in one text is often a quantity in another ("500 mil chips", "500,000 chips").
int family(NumberKind kind) {
  switch (kind) {
    case NumberKind::Count:
    case NumberKind::Quantity:
      return 1;
    case NumberKind::Percent:
      return 2;
    case NumberKind::PercentagePoints:
      return 3;
    case NumberKind::Money:
      return 4;
    default:
      return 10 + static_cast<int>(kind);
  }
}

bool close(double a, double b, double tolerance) {
  double scale = std::max(std::fabs(a), std::fabs(b));
  return scale == 0 || std::fabs(a - b) <= tolerance * scale;
}

bool units_agree(const analysis::NumericExpression& a, const analysis::NumericExpression& b) {
  // Only money must agree on its unit: count nouns differ between a text and its rewrite
  // ("chips", "unidades") without the figure changing.
  if (a.kind != NumberKind::Money || b.kind != NumberKind::Money) return true;
  return a.unit.empty() || b.unit.empty() || a.unit == b.unit;
}

}  // namespace

bool is_checked_figure(const analysis::NumericExpression& n) { return analysis::is_statistic(n.kind); }

bool comparable_figures(const analysis::NumericExpression& a, const analysis::NumericExpression& b) {
  return family(a.kind) == family(b.kind) && units_agree(a, b);
}

bool same_figure(const analysis::NumericExpression& a, const analysis::NumericExpression& b,
                 double tolerance) {
  if (!comparable_figures(a, b) || !close(a.value, b.value, tolerance)) return false;
  double a_high = a.value_high.value_or(a.value);
  double b_high = b.value_high.value_or(b.value);
  return close(a_high, b_high, tolerance);
}

}  // namespace auditor::provenance
