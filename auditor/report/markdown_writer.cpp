// Markdown report writer: headings, summary lines and GFM tables with escaped cells.
#include "auditor/report/markdown_writer.h"

#include "auditor/report/markup.h"
#include "auditor/report/tally.h"

namespace auditor::report {

void MarkdownWriter::document(const AuditedDocument& audited) {
  const Document& doc = *audited.document;
  out_ << "## " << markdown_escape(document_heading(doc)) << "\n\n";
  SeverityCounts counts = count_by_severity(audited.findings);
  out_ << markdown_code_span(doc.input);
  if (!audited.language.empty()) out_ << " · " << markdown_escape(audited.language);
  out_ << " · " << plural(counts.total(), "finding", "findings") << " (" << severity_summary(counts)
       << ")\n\n";
  if (audited.findings.empty()) {
    out_ << "No findings.\n\n";
    return;
  }
  write_findings_table(audited);
}

void MarkdownWriter::write_findings_table(const AuditedDocument& audited) {
  out_ << "| severity | rule | line:col | message | excerpt |\n"
       << "| --- | --- | --- | --- | --- |\n";
  for (const Finding& f : audited.findings) {
    out_ << "| " << to_string(f.severity) << " | " << markdown_code_span(f.rule) << " | "
         << f.position.line << ':' << f.position.column << " | " << markdown_escape(f.message)
         << " | " << markdown_code_span(f.excerpt) << " |\n";
  }
  out_ << '\n';
}

void MarkdownWriter::failure(const InputFailure& failure) {
  failures_.push_back(failure);
}

void MarkdownWriter::end(const RunSummary& s) {
  if (!failures_.empty()) {
    out_ << "## Inputs that could not be read\n\n";
    for (const InputFailure& f : failures_) {
      const std::string& where = f.error.where.empty() ? f.input : f.error.where;
      out_ << "- " << markdown_code_span(where) << ": " << markdown_escape(f.error.message) << '\n';
    }
    out_ << '\n';
  }
  out_ << "**" << plural(s.documents, "document", "documents") << " audited, "
       << plural(s.findings, "finding", "findings") << " ("
       << severity_summary(s.errors, s.warnings, s.infos) << ")";
  if (s.failures) out_ << "; " << plural(s.failures, "input", "inputs") << " could not be read";
  out_ << "**\n";
  out_.flush();
}

}  // namespace auditor::report
