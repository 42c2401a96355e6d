// How `check` and `report` print a run: the output file, the writer, and the findings left out
// (waived ones; with --new-only, the ones reported before). One path, so both print the same.
#pragma once

#include <fstream>
#include <memory>
#include <optional>
#include <string>

#include <CLI/CLI.hpp>

#include "auditor/core/result.h"
#include "auditor/core/sink.h"
#include "auditor/report/finding_filter.h"
#include "auditor/store/store.h"

namespace auditor::cli {

/// --format, --output, --color, --no-summary and --new-only.
struct ReportOptions {
  std::string format = "text";
  std::string output;  ///< empty: standard output
  std::string color = "auto";
  bool no_summary = false;
  bool new_only = false;
};

/// Adds the report options to a command; --format lists every format report::make_writer knows.
void add_report_options(CLI::App& cmd, ReportOptions& options);

/// A report being written. Documents go in through sink(); the totals to print and to judge the
/// exit code by come from shown().
class ReportOutput {
 public:
  /// Opens the output and the writer. With a store, waived findings are left out, and with
  /// --new-only so are findings that the latest run before `current_run` reported for the same
  /// input. --new-only without a store is a usage error.
  static Result<std::unique_ptr<ReportOutput>> open(const ReportOptions& options, store::Store* store,
                                                    int64_t current_run);

  FindingSink& sink() { return *front_; }
  /// The run's totals without the findings left out of the report.
  RunSummary shown(RunSummary summary) const;
  /// Flushes the report; an error when it could not be written or a --new-only lookup failed.
  Status finish();

 private:
  ReportOutput() = default;

  std::string output_;
  std::ofstream file_;
  std::ostream* out_ = nullptr;
  std::unique_ptr<FindingSink> writer_;
  std::unique_ptr<report::WaiverFilter> waivers_;
  std::unique_ptr<store::Store> history_;  ///< --new-only's reader of earlier runs
  std::unique_ptr<report::NewOnlyFilter> new_only_;
  FindingSink* front_ = nullptr;
};

}  // namespace auditor::cli
