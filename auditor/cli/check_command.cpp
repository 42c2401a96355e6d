// `auditor check`: audits files, folders and standard input and prints a report.
#include <unistd.h>

#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "auditor/cli/commands.h"
#include "auditor/cli/exit_codes.h"
#include "auditor/cli/options.h"
#include "auditor/cli/store_options.h"
#include "auditor/cli/url_inputs.h"
#include "auditor/pipeline/batch.h"
#include "auditor/report/tee_sink.h"
#include "auditor/report/waiver_filter.h"
#include "auditor/report/writer.h"
#include "auditor/store/store_sink.h"

namespace auditor::cli {

namespace {

struct CheckOptions {
  std::vector<std::string> inputs;
  std::string format = "text";
  std::string output;
  std::string language = "auto";
  std::string fail_on = "error";
  std::string color = "auto";
  std::string input_format = "auto";
  std::string rules_dir;
  std::string max_size = "16M";
  std::string config;
  bool no_config = false;
  unsigned jobs = 0;
  bool no_summary = false;
  UrlOptions urls;
  StoreOptions store;
};

bool fails(const RunSummary& s, const std::string& fail_on) {
  if (fail_on == "never") return false;
  if (fail_on == "warning") return s.errors + s.warnings > 0;
  if (fail_on == "info") return s.findings > 0;
  return s.errors > 0;
}

// Each loaded rule once, for reports that describe the rules (SARIF); the first language's
// wording wins, the languages being sorted.
std::vector<RuleInfo> rule_infos(const rules::RuleSet& rule_set) {
  std::vector<RuleInfo> out;
  std::unordered_set<std::string> seen;
  for (const std::string& language : rule_set.languages()) {
    for (const auto& rule : rule_set.language(language)->rules) {
      const rules::RuleSpec& spec = rule->spec();
      if (!seen.insert(spec.id).second) continue;
      out.push_back(RuleInfo{spec.id, spec.name, spec.description, spec.category, spec.severity});
    }
  }
  return out;
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
  Result<pipeline::Auditor> auditor = pipeline::Auditor::create(options);
  if (!auditor.ok()) return report_usage_error(auditor.error());

  std::ofstream file;
  if (!o.output.empty()) {
    file.open(o.output, std::ios::binary | std::ios::trunc);
    if (!file) {
      return report_usage_error(
          make_error(ErrorCode::Io, o.output, "cannot write the report here (check the folder exists and is writable)"));
    }
  }
  std::ostream& out = o.output.empty() ? std::cout : file;
  report::WriterOptions writer_options;
  writer_options.color = wants_color(o.color, o.output.empty() ? STDOUT_FILENO : -1);
  writer_options.summary = !o.no_summary;
  auto writer = report::make_writer(o.format, out, writer_options);
  if (!writer.ok()) return report_usage_error(writer.error());

  // URLs are fetched after the files and stream into the same report (url_inputs.h).
  SplitInputs split = split_inputs(o.inputs, o.urls.url_files);
  Result<ingest::FetchOptions> fetch = resolve_fetch_options(o.urls, options.read.max_bytes);
  if (!fetch.ok()) return report_usage_error(fetch.error());
  ingest::ExpandedInputs expanded = ingest::expand_inputs(split.paths, options.read);
  expanded.errors.insert(expanded.errors.end(), split.errors.begin(), split.errors.end());
  RunInfo run{AUDITOR_VERSION, "", {}, auditor->rules().digest(), rule_infos(auditor->rules())};

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
  // Waived findings stay stored but leave the exit code and every report but SARIF's suppressions.
  std::unordered_map<std::string, std::string> waivers;
  if (*database) {
    auto reasons = (*database)->waiver_reasons();
    if (!reasons.ok()) return report_usage_error(reasons.error());
    waivers = std::move(reasons).value();
  }
  report::WaiverFilter shown(**writer, std::move(waivers));
  report::TeeSink sink({&shown, stored ? &*stored : nullptr});

  sink.begin(run);
  pipeline::BatchOptions batch;
  batch.jobs = o.jobs;
  // Paths that do not exist are failures of the run like unreadable files: listed, not fatal.
  for (const Error& e : expanded.errors) sink.failure(InputFailure{e.where, e});
  RunSummary summary = pipeline::run_batch(*auditor, expanded.inputs, batch, sink);
  add_summary(summary, audit_urls(*auditor, split.urls, *fetch, sink));
  summary.failures += expanded.errors.size();
  summary = shown.without_waived(summary);
  sink.end(summary);
  if (stored && stored->error()) {
    std::cerr << "auditor: " << stored->error()->to_string()
              << "\nauditor: the report is complete, but findings after that point were not stored\n";
    return kExitUsage;
  }
  out.flush();
  if (!out) {
    std::cerr << "auditor: " << (o.output.empty() ? "standard output" : o.output)
              << ": could not write the report\n";
    return kExitUsage;
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
  std::vector<std::string_view> formats = report::writer_formats();
  cmd->add_option("-f,--format", options->format, "Report format: text, json, jsonl, sarif, markdown, html or csv")
      ->check(CLI::IsMember(std::vector<std::string>(formats.begin(), formats.end())))
      ->capture_default_str();
  cmd->add_option("-o,--output", options->output, "Write the report to FILE instead of standard output");
  cmd->add_option("-l,--lang", options->language,
                  "Article language: auto (identify per document), pt, en or es")
      ->check(CLI::IsMember({"auto", "pt", "en", "es"}))
      ->capture_default_str();
  cmd->add_option("--fail-on", options->fail_on,
                  "Exit with 1 when a finding at or above this severity is reported: error, warning, info or never")
      ->check(CLI::IsMember({"error", "warning", "info", "never"}))
      ->capture_default_str();
  cmd->add_option("-j,--jobs", options->jobs, "Worker threads (0: all cores)")->capture_default_str();
  cmd->add_option("--color", options->color, "Colour the text report: auto (on a terminal), always or never")
      ->check(CLI::IsMember({"auto", "always", "never"}))
      ->capture_default_str();
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
  cmd->add_flag("--no-summary", options->no_summary, "Text format: omit the closing summary");
  cmd->add_option("--config", options->config,
                  "Project configuration (default: auditor.toml in the working directory)");
  cmd->add_flag("--no-config", options->no_config, "Ignore auditor.toml");
  add_url_options(*cmd, options->urls);
  add_store_options(*cmd, options->store);
  return [options, &globals] { return run_check(*options, globals); };
}

}  // namespace auditor::cli
