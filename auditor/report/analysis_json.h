// The analysis of a document as JSON and as readable text, for `auditor analyze`.
#pragma once

#include <ostream>

#include <nlohmann/json.hpp>

#include "auditor/analysis/article_analysis.h"

namespace auditor::report {

/// `{"input", "language", "subject", "numbers", "quotes", "sources", "attributions", "claims"}`,
/// spans as in findings (start, end, line, column) plus the text they cover.
nlohmann::ordered_json analysis_to_json(const analysis::ArticleAnalysis& analysis);

/// A readable listing of the same, one item a line, grouped by section.
void write_analysis_text(const analysis::ArticleAnalysis& analysis, std::ostream& out);

}  // namespace auditor::report
