// Opening a report's output and writer, with the filters check and report share.
#include "auditor/cli/report_output.h"

#include <unistd.h>

#include <iostream>
#include <unordered_map>

#include "auditor/cli/options.h"
#include "auditor/report/writer.h"

namespace auditor::cli {

void add_report_options(CLI::App& cmd, ReportOptions& options) {
  std::vector<std::string> formats;
  for (std::string_view f : report::writer_formats()) formats.emplace_back(f);
  std::string listed;
  for (const std::string& f : formats) listed += (listed.empty() ? "" : ", ") + f;
  cmd.add_option("-f,--format", options.format, "Report format: " + listed)
      ->check(CLI::IsMember(formats))
      ->capture_default_str();
  cmd.add_option("-o,--output", options.output, "Write the report to FILE instead of standard output");
  cmd.add_option("--color", options.color, "Colour the text report: auto (on a terminal), always or never")
      ->check(CLI::IsMember({"auto", "always", "never"}))
      ->capture_default_str();
  cmd.add_flag("--no-summary", options.no_summary, "Text format: omit the closing summary");
  cmd.add_flag("--new-only", options.new_only,
               "Show only findings that the previous run of the same input did not report");
}

Result<std::unique_ptr<ReportOutput>> ReportOutput::open(const ReportOptions& options, store::Store* store,
                                                         int64_t current_run) {
  if (options.new_only && store == nullptr) {
    return make_error(ErrorCode::Usage, "--new-only", "needs the findings database to compare with; drop --no-db");
  }
  std::unique_ptr<ReportOutput> r(new ReportOutput());
  r->output_ = options.output;
  r->out_ = &std::cout;
  if (!options.output.empty()) {
    r->file_.open(options.output, std::ios::binary | std::ios::trunc);
    if (!r->file_) {
      return make_error(ErrorCode::Io, options.output,
                        "cannot write the report here (check the folder exists and is writable)");
    }
    r->out_ = &r->file_;
  }
  report::WriterOptions writer_options;
  writer_options.color = wants_color(options.color, options.output.empty() ? STDOUT_FILENO : -1);
  writer_options.summary = !options.no_summary;
  auto writer = report::make_writer(options.format, *r->out_, writer_options);
  if (!writer.ok()) return writer.error();
  r->writer_ = std::move(writer).value();
  // Waived findings stay stored but leave the exit code and every report but SARIF's suppressions.
  std::unordered_map<std::string, std::string> waivers;
  if (store != nullptr) {
    auto reasons = store->waiver_reasons();
    if (!reasons.ok()) return reasons.error();
    waivers = std::move(reasons).value();
  }
  r->waivers_ = std::make_unique<report::WaiverFilter>(*r->writer_, std::move(waivers));
  r->front_ = r->waivers_.get();
  if (options.new_only) {
    // Its own read-only connection: while check reports a document on this thread, the store's
    // writer thread is inserting through the main connection, and one SQLite connection used
    // from two threads at once crashed and damaged the file. WAL lets the reader run alongside.
    auto history = store::Store::open(store->path(), store::Store::Mode::ReadOnly);
    if (!history.ok()) return history.error();
    r->history_ = std::move(history).value();
    store::Store* earlier = r->history_.get();
    r->new_only_ = std::make_unique<report::NewOnlyFilter>(*r->waivers_, [earlier, current_run](const std::string& input) {
      return earlier->previous_fingerprints(input, current_run);
    });
    r->front_ = r->new_only_.get();
  }
  return r;
}

RunSummary ReportOutput::shown(RunSummary summary) const {
  if (new_only_) summary = new_only_->without_dropped(summary);
  return waivers_->without_dropped(summary);
}

Status ReportOutput::finish() {
  if (new_only_ && new_only_->error()) return *new_only_->error();
  out_->flush();
  if (!*out_) {
    return make_error(ErrorCode::Io, output_.empty() ? "standard output" : output_, "could not write the report");
  }
  return Ok{};
}

}  // namespace auditor::cli
