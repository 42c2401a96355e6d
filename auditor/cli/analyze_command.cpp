// `auditor analyze`: prints what the analysis found (numbers, quotes, sources, attributions,
// claims) so researchers can build datasets and editors can see why a rule fired.
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>

#include "auditor/cli/commands.h"
#include "auditor/cli/exit_codes.h"
#include "auditor/cli/json_array_writer.h"
#include "auditor/cli/options.h"
#include "auditor/cli/url_inputs.h"
#include "auditor/ingest/record_source.h"
#include "auditor/pipeline/auditor.h"
#include "auditor/report/analysis_json.h"

namespace auditor::cli {

namespace {

struct AnalyzeOptions {
  std::vector<std::string> inputs;
  std::string format = "text";
  std::string output;
  std::string language = "auto";
  std::string rules_dir;
  std::string input_format = "auto";
  bool explain = false;
  UrlOptions urls;
};

int run_analyze(const AnalyzeOptions& o, const Globals& globals) {
  if (Status given = require_inputs(o.inputs, o.urls); !given) return report_usage_error(given.error());
  pipeline::AuditOptions options;
  options.language = o.language;
  options.rules_dir = o.rules_dir.empty() ? rules::default_rules_dir(globals.executable) : o.rules_dir;
  options.read.format = o.input_format;
  auto auditor = pipeline::Auditor::create(options);
  if (!auditor.ok()) return report_usage_error(auditor.error());
  std::ofstream file;
  if (!o.output.empty()) {
    file.open(o.output, std::ios::binary | std::ios::trunc);
    if (!file) return report_usage_error(make_error(ErrorCode::Io, o.output, "cannot write here"));
  }
  std::ostream& out = o.output.empty() ? std::cout : file;
  // URLs are fetched after the files and printed in the order given (url_inputs.h).
  SplitInputs split = split_inputs(o.inputs, o.urls.url_files);
  Result<ingest::FetchOptions> fetch = resolve_fetch_options(o.urls, options.read.max_bytes);
  if (!fetch.ok()) return report_usage_error(fetch.error());
  ingest::ExpandedInputs expanded = ingest::expand_inputs(split.paths, options.read);
  expanded.errors.insert(expanded.errors.end(), split.errors.begin(), split.errors.end());
  size_t failures = expanded.errors.size(), done = 0;
  for (const Error& e : expanded.errors) std::cerr << "auditor: " << e.to_string() << '\n';
  // Records stream through: a JSONL dump of any length prints with flat memory.
  ingest::RecordStream records(std::move(expanded.inputs), options.read);
  std::optional<JsonArrayWriter> json;
  if (o.format == "json") json.emplace(out, "documents");
  auto print = [&](const analysis::ArticleAnalysis& analysis) {
    std::vector<RuleNote> notes;
    if (o.explain) notes = auditor->rules().explain(analysis);
    if (json) {
      json->add(report::analysis_to_json(analysis, notes));
    } else {
      if (done) out << "\n";
      report::write_analysis_text(analysis, out, notes);
    }
    ++done;
  };
  while (std::optional<ingest::PendingRecord> record = records.next()) {
    auto document = record->read();
    if (!document.ok()) {
      std::cerr << "auditor: " << document.error().to_string() << '\n';
      ++failures;
      continue;
    }
    print(auditor->analyze(*document));
  }
  read_urls(split.urls, *fetch, [&](const std::string&, Result<Document> document) {
    if (!document.ok()) {
      std::cerr << "auditor: " << document.error().to_string() << '\n';
      ++failures;
      return;
    }
    print(auditor->analyze(*document));
  });
  if (json) json->finish();
  if (done == 0) return kExitUsage;
  return failures ? kExitFindings : kExitClean;
}

}  // namespace

Action add_analyze_command(CLI::App& app, const Globals& globals) {
  auto options = std::make_shared<AnalyzeOptions>();
  CLI::App* cmd = app.add_subcommand(
      "analyze", "Print the analysis of articles: numbers, quotes, sources, attributions, claims.");
  cmd->add_option("inputs", options->inputs,
                  "Files, folders, URLs, JSONL dumps, RSS/Atom feeds or '-'");
  cmd->add_option("-f,--format", options->format, "text or json")
      ->check(CLI::IsMember({"text", "json"}))
      ->capture_default_str();
  cmd->add_option("-o,--output", options->output, "Write to FILE instead of standard output");
  cmd->add_option("-l,--lang", options->language, "auto, pt, en or es")
      ->check(CLI::IsMember({"auto", "pt", "en", "es"}))
      ->capture_default_str();
  cmd->add_option("--input-format", options->input_format,
                  "auto, text, markdown, html, xhtml, jsonl, feed or sitemap")
      ->check(CLI::IsMember({"auto", "text", "markdown", "html", "xhtml", "jsonl", "feed", "sitemap"}))
      ->capture_default_str();
  cmd->add_option("--rules-dir", options->rules_dir, "Folder of rule packs and lexicons");
  cmd->add_flag("--explain", options->explain,
                "Say how unattributed-number read each number, single-source each claim and "
                "concentration the article: flagged, or why it was passed over");
  add_url_options(*cmd, options->urls);
  return [options, &globals] { return run_analyze(*options, globals); };
}

}  // namespace auditor::cli
