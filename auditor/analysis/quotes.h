// Finding quotations: typographic, straight and angle quotes, dialogue dashes, block quotes.
#pragma once

#include <vector>

#include "auditor/analysis/article_analysis.h"

namespace auditor::analysis {

/// Finds every quotation in a document, speakers not yet resolved (see attributions).
///
/// Pairs “…”, "…", «…», „…“ and ‘…’ (the single ones only at word boundaries, so apostrophes in
/// "don’t" never open a quote); marks nested inside a quote are part of it. A quote left open at
/// the end of a paragraph continues into the next one when that opens with a quote mark, as news
/// style writes multi-paragraph quotes; each paragraph's part is its own Quote. A paragraph that
/// opens with a dialogue dash is a quote up to the dash that introduces the speech tag. A block
/// quote with no marks of its own is one quote.
void find_quotes(const Document& document, std::vector<Quote>& out);

}  // namespace auditor::analysis
