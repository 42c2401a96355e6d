// Comparing the figures of a derived text with its sources' by value, not by how they are written.
#pragma once

#include "auditor/analysis/article_analysis.h"

namespace auditor::provenance {

/// True when two numeric expressions state the same figure: kinds that can stand for each other,
/// the same currency when both name one, and values (both ends of a range) within a relative
/// `tolerance`. "US$ 50 bilhões", "$50 billion" and "50.000.000.000 de dólares" are one figure.
bool same_figure(const analysis::NumericExpression& a, const analysis::NumericExpression& b,
                 double tolerance);

/// True when two figures measure the same thing (so that a different value is a changed figure):
/// the same kind, and the same unit when both have one.
bool comparable_figures(const analysis::NumericExpression& a, const analysis::NumericExpression& b);

/// The figures worth comparing: statistics (money, percentages, counts, quantities).
bool is_checked_figure(const analysis::NumericExpression& n);

}  // namespace auditor::provenance
