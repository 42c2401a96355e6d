// `auditor check`: audits files, folders and standard input and prints a report.
#include <iostream>
#include <memory>
#include <optional>

#include "auditor/cli/commands.h"
#include "auditor/cli/exit_codes.h"
#include "auditor/cli/options.h"
#include "auditor/cli/sitemap_inputs.h"
#include "auditor/cli/source_inputs.h"
#include "auditor/cli/report_output.h"
#include "auditor/cli/store_options.h"
#include "auditor/cli/url_inputs.h"
#include "auditor/pipeline/background_sink.h"
#include "auditor/pipeline/batch.h"
#include "auditor/pipeline/shard.h"
#include "auditor/report/tee_sink.h"
#include "auditor/store/store_sink.h"

namespace auditor::cli {

namespace {

struct CheckOptions {
  std::vector<std::string> inputs;
  std::vector<std::string> sources;  ///< --source: what the inputs are checked against
  ReportOptions report;
  std::string language = "auto";
  std::string fail_on = "error";
  std::string input_format = "auto";
  std::string rules_dir;
  std::string max_size = "16M";
  std::string config;
  bool no_config = false;
  unsigned jobs = 0;
  std::string shard;
  UrlOptions urls;
  StoreOptions store;
};

bool fails(const RunSummary& s, const std::string& fail_on) {
  if (fail_on == "never") return false;
  if (fail_on == "warning") return s.errors + s.warnings > 0;
  if (fail_on == "info") return s.findings > 0;
  return s.errors > 0;
}

// With --shard, drops the URLs and unreadable inputs of other shards (files and records are
// selected as the batch reads them), so each input is audited or reported by exactly one shard.
void keep_shard(const pipeline::Shard& shard, std::vector<std::string>& urls, std::vector<Error>& errors) {
  if (shard.is_whole()) return;
  std::erase_if(urls, [&](const std::string& url) { return !shard.contains(url); });
  std::erase_if(errors, [&](const Error& e) { return !shard.contains(e.where); });
}

int run_check(const CheckOptions& o, const Globals& globals) {
  if (Status given = require_inputs(o.inputs, o.urls); !given) return report_usage_error(given.error());
  pipeline::AuditOptions options;
  options.language = o.language;
  options.rules_dir = o.rules_dir.empty() ? rules::default_rules_dir(globals.executable) : o.rules_dir;
  options.read.format = o.input_format;
  Result<size_t> max_bytes = parse_size(o.max_size);
  if (!max_bytes.ok()) return report_usage_error(max_bytes.error());
  options.read.max_bytes = *max_bytes;

  auto config = load_project_config(o.config, o.no_config);
  if (!config.ok()) return report_usage_error(config.error());
  options.config = std::move(config).value();
  auto sources = read_sources(o.sources, options.read, o.urls);
  if (!sources.ok()) return report_usage_error(sources.error());
  options.sources = std::move(sources).value();
  options.record_analysis = !o.store.no_db;  // the store keeps each document's sources, quotes and numbers
  Result<pipeline::Auditor> auditor = pipeline::Auditor::create(options);
  if (!auditor.ok()) return report_usage_error(auditor.error());

  // URLs are fetched after the files and stream into the same report (url_inputs.h).
  SplitInputs split = split_inputs(o.inputs, o.urls.url_files);
  Result<ingest::FetchOptions> fetch = resolve_fetch_options(o.urls, options.read.max_bytes);
  if (!fetch.ok()) return report_usage_error(fetch.error());
  Result<pipeline::Shard> shard = o.shard.empty() ? Result<pipeline::Shard>(pipeline::Shard{}) : pipeline::parse_shard(o.shard);
  if (!shard.ok()) return report_usage_error(shard.error());
  ingest::ExpandedInputs expanded = ingest::expand_inputs(split.paths, options.read);
  expanded.errors.insert(expanded.errors.end(), split.errors.begin(), split.errors.end());
  // A sitemap holds no article: the pages it lists are fetched and audited after the files.
  expand_sitemaps(expanded.inputs, split.urls, expanded.errors, options.read, *fetch);
  keep_shard(*shard, split.urls, expanded.errors);
  RunInfo run{AUDITOR_VERSION, "", {}, auditor->rules().digest(), rules::describe_rules(auditor->rules())};

  // Every finding is also stored (--db, $AUDITOR_DB, ./auditor.db) unless --no-db.
  auto database = open_run_store(o.store);
  if (!database.ok()) return report_usage_error(database.error());
  std::optional<store::StoreSink> stored;
  if (*database) stored.emplace(**database);
  if (*database && o.store.resume) {
    Result<size_t> skipped = skip_stored_inputs(**database, run.rules_digest, expanded.inputs);
    if (!skipped.ok()) return report_usage_error(skipped.error());
    if (*skipped > 0) std::cerr << "auditor: --resume: " << *skipped << " inputs already stored, skipped\n";
  }
  Result<int64_t> current_run = *database ? (*database)->next_run_id() : Result<int64_t>(int64_t{0});
  if (!current_run.ok()) return report_usage_error(current_run.error());
  auto report = ReportOutput::open(o.report, database->get(), *current_run);
  if (!report.ok()) return report_usage_error(report.error());
  // SQLite writes run on their own thread, beside the workers, in the order results are emitted.
  std::optional<pipeline::BackgroundSink> storing;
  if (stored) storing.emplace(*stored);
  report::TeeSink sink({&(*report)->sink(), storing ? &*storing : nullptr});

  sink.begin(run);
  pipeline::BatchOptions batch;
  batch.jobs = o.jobs;
  if (!shard->is_whole()) batch.select = [shard = *shard](const std::string& input) { return shard.contains(input); };
  // Paths that do not exist are failures of the run like unreadable files: listed, not fatal.
  for (const Error& e : expanded.errors) sink.failure(InputFailure{e.where, e});
  RunSummary summary = pipeline::run_batch(*auditor, expanded.inputs, batch, sink);
  add_summary(summary, audit_urls(*auditor, split.urls, *fetch, sink));
  summary.failures += expanded.errors.size();
  // The store keeps the run's real totals (its findings table holds waived findings too); the
  // report and the exit code count only what the report shows.
  if (storing) storing->end(summary);  // waits until every document is stored
  summary = (*report)->shown(summary);
  (*report)->sink().end(summary);
  if (stored && stored->error()) {
    std::cerr << "auditor: " << stored->error()->to_string()
              << "\nauditor: the report is complete, but findings after that point were not stored\n";
    return kExitUsage;
  }
  if (Status written = (*report)->finish(); !written) return report_usage_error(written.error());
  if (summary.documents == 0 && summary.failures == 0 && !shard->is_whole()) {
    std::cerr << "auditor: --shard " << o.shard << ": none of these inputs falls in this shard\n";
    return kExitClean;  // an array job's empty share is not an error
  }
  if (summary.documents == 0) {
    if (summary.failures == 0) std::cerr << "auditor: no inputs to audit\n";
    return kExitUsage;
  }
  if (fails(summary, o.fail_on) || summary.failures > 0) return kExitFindings;
  return kExitClean;
}

}  // namespace

Action add_check_command(CLI::App& app, const Globals& globals) {
  auto options = std::make_shared<CheckOptions>();
  CLI::App* cmd = app.add_subcommand(
      "check",
      "Audit articles (files, folders searched recursively, JSONL dumps and RSS/Atom feeds one "
      "result per record, '-' for standard input).");
  cmd->add_option("inputs", options->inputs, "Files, folders, URLs or '-' to audit");
  cmd->add_option("-s,--source", options->sources,
                  "Check the inputs against this source (file or URL; repeatable): reuse without "
                  "credit, dropped disclosures, altered quotes, changed figures");
  add_report_options(*cmd, options->report);
  cmd->add_option("-l,--lang", options->language,
                  "Article language: auto (identify per document), pt, en or es")
      ->check(CLI::IsMember({"auto", "pt", "en", "es"}))
      ->capture_default_str();
  cmd->add_option("--fail-on", options->fail_on,
                  "Exit with 1 when a finding at or above this severity is reported: error, warning, info or never")
      ->check(CLI::IsMember({"error", "warning", "info", "never"}))
      ->capture_default_str();
  cmd->add_option("-j,--jobs", options->jobs, "Worker threads (0: all cores)")->capture_default_str();
  cmd->add_option("--shard", options->shard,
                  "Audit only shard K of N (K/N): inputs split by a hash of their names, so N machines "
                  "can share a batch; 'auditor db merge' combines their databases");
  cmd->add_option("--input-format", options->input_format,
                  "How to read inputs: auto (by extension; .xml, unknown extensions and standard "
                  "input sniffed), text, markdown, html, xhtml, jsonl, feed or sitemap")
      ->check(CLI::IsMember({"auto", "text", "markdown", "html", "xhtml", "jsonl", "feed", "sitemap"}))
      ->capture_default_str();
  cmd->add_option("--rules-dir", options->rules_dir,
                  "Folder of rule packs (default: $AUDITOR_RULES_DIR, or the rules installed with auditor)");
  cmd->add_option("--max-size", options->max_size,
                  "Refuse inputs larger than this (bytes, or with K, M, G)")
      ->capture_default_str();
  cmd->add_option("--config", options->config,
                  "Project configuration (default: auditor.toml in the working directory)");
  cmd->add_flag("--no-config", options->no_config, "Ignore auditor.toml");
  add_url_options(*cmd, options->urls);
  add_store_options(*cmd, options->store);
  return [options, &globals] { return run_check(*options, globals); };
}

}  // namespace auditor::cli
