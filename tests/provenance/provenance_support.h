// Analyzing short texts for the provenance unit tests: one auditor per language, documents kept.
#pragma once

#include <memory>
#include <string>

#include "auditor/analysis/article_analysis.h"
#include "auditor/core/document.h"

namespace auditor::testing {

/// A text read as plain text and analyzed in `language`; owns the Document its analysis points to.
struct AnalyzedText {
  std::unique_ptr<Document> document;
  analysis::ArticleAnalysis analysis;
};

AnalyzedText analyze_text(const std::string& text, const std::string& language,
                          const std::string& input = "test.txt");

}  // namespace auditor::testing
