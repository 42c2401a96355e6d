// The people, quotes and figures an audit found, as plain rows the store can keep per document.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "auditor/core/span.h"

namespace auditor {

/// A flat copy of the parts of a document's analysis worth querying across a corpus. The analysis
/// stage fills it; core cannot depend on that stage's richer types, so names and kinds are text.
struct AnalysisRows {
  /// A person, organization, outlet, document or anonymous source the article cites.
  struct Source {
    std::string name, role, organization;
    std::string type;   ///< "person", "organization", "outlet", "document", "anonymous", "group"
    std::string stake;  ///< "subject", "interested", "independent" or "unknown"
    uint32_t mentions = 0;
  };
  /// A quotation and the canonical name of its speaker ("" when unresolved).
  struct Quote {
    Span span;
    std::string text, speaker;
  };
  /// A numeric expression, its value in base units, and the source it is attributed to.
  struct Number {
    Span span;
    std::string text;
    double value = 0;
    std::string unit, kind, source;
  };
  std::vector<Source> sources;
  std::vector<Quote> quotes;
  std::vector<Number> numbers;
};

}  // namespace auditor
