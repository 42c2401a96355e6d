// The analysis of a document as JSON and as readable text, for `auditor analyze`.
#pragma once

#include <ostream>

#include <nlohmann/json.hpp>

#include "auditor/analysis/article_analysis.h"
#include "auditor/core/finding.h"

namespace auditor::report {

/// `{"input", "language", "subject", "numbers", "quotes", "sources", "attributions", "claims"}`,
/// spans as in findings (start, end, line, column) plus the text they cover. A number or a claim
/// the `notes` speak of (`analyze --explain`) gets `"rules": {"<rule id>": "<verdict>"}`, and so
/// does the document for rules that read it whole.
nlohmann::ordered_json analysis_to_json(const analysis::ArticleAnalysis& analysis,
                                        const std::vector<RuleNote>& notes = {});

/// A readable listing of the same, one item a line, grouped by section.
void write_analysis_text(const analysis::ArticleAnalysis& analysis, std::ostream& out,
                         const std::vector<RuleNote>& notes = {});

}  // namespace auditor::report
