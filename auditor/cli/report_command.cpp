// `auditor report`: prints a stored run through the same writers, waivers and filters as `check`.
#include <memory>

#include "auditor/cli/commands.h"
#include "auditor/cli/exit_codes.h"
#include "auditor/cli/options.h"
#include "auditor/cli/report_output.h"
#include "auditor/cli/store_options.h"

namespace auditor::cli {

namespace {

struct ReportCommandOptions {
  std::string run = "latest";
  std::string db;
  ReportOptions report;
};

int run_report(const ReportCommandOptions& o) {
  auto store = open_existing_store(o.db);
  if (!store) return report_usage_error(store.error());
  Result<int64_t> run_id = resolve_run(**store, o.run, false);
  if (!run_id) return report_usage_error(run_id.error());
  Result<RunInfo> run = (*store)->run_info(*run_id);
  if (!run) return report_usage_error(run.error());
  auto report = ReportOutput::open(o.report, store->get(), *run_id);
  if (!report) return report_usage_error(report.error());

  FindingSink& sink = (*report)->sink();
  sink.begin(*run);
  Result<RunSummary> summary = (*store)->replay_run(*run_id, sink);
  if (!summary) return report_usage_error(summary.error());
  sink.end((*report)->shown(*summary));
  if (Status written = (*report)->finish(); !written) return report_usage_error(written.error());
  return kExitClean;
}

}  // namespace

Action add_report_command(CLI::App& app, const Globals& /*globals*/) {
  auto o = std::make_shared<ReportCommandOptions>();
  CLI::App* cmd = app.add_subcommand("report", "Print a stored run in any report format, as 'check' printed it");
  cmd->add_option("--run", o->run, "A run id or 'latest' (the newest finished run)")->capture_default_str();
  cmd->add_option("--db", o->db, "Database file (default: $AUDITOR_DB, or ./auditor.db)");
  add_report_options(*cmd, o->report);
  return [o] { return run_report(*o); };
}

}  // namespace auditor::cli
