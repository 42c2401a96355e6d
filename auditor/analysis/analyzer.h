// The analysis stage: turns a segmented document into numbers, quotes, sources, attributions and
// claims (one ArticleAnalysis), with every language word taken from the lexicon.
#pragma once

#include <memory>

#include "auditor/analysis/article_analysis.h"
#include "auditor/analysis/numbers.h"
#include "auditor/text/lexicon.h"

namespace auditor::analysis {

class SourceFinder;
class ClaimFinder;

/// Analyzes documents of one language. Immutable after construction; analyze() is thread-safe.
class Analyzer {
 public:
  explicit Analyzer(const text::Lexicon& lexicon);
  ~Analyzer();
  Analyzer(const Analyzer&) = delete;
  Analyzer& operator=(const Analyzer&) = delete;

  /// Fills numbers, quotes, sources, attributions, claims and subject of an analysis whose
  /// document, language and sentences are already set.
  void analyze(ArticleAnalysis& analysis) const;

 private:
  NumberRecognizer numbers_;
  std::unique_ptr<SourceFinder> sources_;
  std::unique_ptr<ClaimFinder> claims_;
};

}  // namespace auditor::analysis
