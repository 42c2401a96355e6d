// Counting findings and naming documents for the report writers.
#include "auditor/report/tally.h"

#include "auditor/report/markup.h"

namespace auditor::report {

void SeverityCounts::add(Severity severity) {
  switch (severity) {
    case Severity::Error: ++errors; break;
    case Severity::Warning: ++warnings; break;
    case Severity::Info: ++infos; break;
  }
}

SeverityCounts count_by_severity(const std::vector<Finding>& findings) {
  SeverityCounts counts;
  for (const Finding& f : findings) counts.add(f.severity);
  return counts;
}

std::string plural(size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string severity_summary(size_t errors, size_t warnings, size_t infos) {
  return plural(errors, "error", "errors") + ", " + plural(warnings, "warning", "warnings") + ", " +
         std::to_string(infos) + " info";
}

const std::string& document_heading(const Document& document) {
  return document.metadata.title.empty() ? document.input : document.metadata.title;
}

std::string outlet_of(const Document& document) {
  if (!document.metadata.publisher.empty()) return document.metadata.publisher;
  if (std::string host = url_host(document.metadata.canonical_url); !host.empty()) return host;
  return url_host(document.input);
}

}  // namespace auditor::report
