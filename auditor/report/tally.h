// Counting and naming shared by the report writers: findings by severity, a document's heading
// and its outlet.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "auditor/core/document.h"
#include "auditor/core/finding.h"

namespace auditor::report {

/// How many findings of each severity.
struct SeverityCounts {
  size_t errors = 0;
  size_t warnings = 0;
  size_t infos = 0;

  void add(Severity severity);
  size_t total() const { return errors + warnings + infos; }
};

/// The findings' counts by severity.
SeverityCounts count_by_severity(const std::vector<Finding>& findings);

/// "1 error, 2 warnings, 0 info": the wording of every report's summaries.
std::string severity_summary(size_t errors, size_t warnings, size_t infos);
inline std::string severity_summary(const SeverityCounts& c) {
  return severity_summary(c.errors, c.warnings, c.infos);
}

/// "1 finding", "2 findings": a count with its noun in the singular or plural.
std::string plural(size_t n, const char* one, const char* many);

/// What a report calls a document: its title, else its input.
const std::string& document_heading(const Document& document);

/// The outlet that published a document: the publisher in its metadata, else the host of its
/// canonical URL or of the URL it was read from; "" when nothing says.
std::string outlet_of(const Document& document);

}  // namespace auditor::report
