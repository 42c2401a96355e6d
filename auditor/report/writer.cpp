// The format registry of report writers.
#include "auditor/report/writer.h"

#include "auditor/report/csv_writer.h"
#include "auditor/report/html_writer.h"
#include "auditor/report/json_writer.h"
#include "auditor/report/markdown_writer.h"
#include "auditor/report/sarif_writer.h"
#include "auditor/report/text_writer.h"

namespace auditor::report {

std::vector<std::string_view> writer_formats() { 
  return {"text", "json", "jsonl", "sarif", "markdown", "html", "csv"};
}

Result<std::unique_ptr<FindingSink>> make_writer(std::string_view format, std::ostream& out,
                                                 const WriterOptions& options) {
  if (format == "text") return std::unique_ptr<FindingSink>(new TextWriter(out, options));
  if (format == "json") return std::unique_ptr<FindingSink>(new JsonWriter(out, false));
  if (format == "jsonl") return std::unique_ptr<FindingSink>(new JsonWriter(out, true));
  if (format == "sarif") return std::unique_ptr<FindingSink>(new SarifWriter(out));
  if (format == "markdown") return std::unique_ptr<FindingSink>(new MarkdownWriter(out));
  if (format == "html") return std::unique_ptr<FindingSink>(new HtmlWriter(out));
  if (format == "csv") return std::unique_ptr<FindingSink>(new CsvWriter(out));
  std::string valid;
  for (std::string_view f : writer_formats()) valid += (valid.empty() ? "" : ", ") + std::string(f);
  return make_error(ErrorCode::Usage, "--format",
                    "unknown format \"" + std::string(format) + "\"; choose one of " + valid);
}

}  // namespace auditor::report
