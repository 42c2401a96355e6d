// One CSV row per finding, cells escaped by csv_cell().
#include "auditor/report/csv_writer.h"

#include <string>
#include <vector>

#include "auditor/report/csv.h"

namespace auditor::report {

namespace {

void write_row(std::ostream& out, const std::vector<std::string>& cells) {
  for (size_t i = 0; i < cells.size(); ++i) out << (i ? "," : "") << csv_cell(cells[i]);
  out << "\r\n";
}

}  // namespace

void CsvWriter::begin(const RunInfo& /*run*/) {
  write_row(out_, {"input", "title", "language", "rule", "category", "severity", "line", "column", "end_line",
                   "end_column", "start", "end", "excerpt", "sentence", "message", "fingerprint"});
}

void CsvWriter::document(const AuditedDocument& audited) {
  const Document& d = *audited.document;
  for (const Finding& f : audited.findings) {
    write_row(out_, {d.input, d.metadata.title, audited.language, f.rule, to_string(f.category),
                     to_string(f.severity), std::to_string(f.position.line), std::to_string(f.position.column),
                     std::to_string(f.end_position.line), std::to_string(f.end_position.column),
                     std::to_string(f.span.start), std::to_string(f.span.end), f.excerpt, f.sentence, f.message,
                     f.fingerprint});
  }
}

void CsvWriter::failure(const InputFailure& failure) {
  write_row(out_, {failure.input, "", "", "input-failure", "", "error", "", "", "", "", "", "", "", "",
                   failure.error.to_string(), ""});
}

}  // namespace auditor::report
