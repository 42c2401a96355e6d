// URLs among the command-line inputs: the fetch options, URL list files, and auditing fetched
// pages.
#pragma once

#include <CLI/CLI.hpp>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "auditor/core/result.h"
#include "auditor/core/sink.h"
#include "auditor/ingest/fetch.h"
#include "auditor/pipeline/auditor.h"

namespace auditor::cli {

/// The fetch options as typed; resolve_fetch_options() turns them into the fetcher's.
struct UrlOptions {
  std::vector<std::string> url_files;  ///< --urls FILE, repeatable
  std::string user_agent;              ///< empty: ingest::default_user_agent()
  double timeout_seconds = 30;
  unsigned concurrency = 16;
  unsigned per_host = 4;
  unsigned retries = 2;
  std::string cache;  ///< --cache PATH; empty: $AUDITOR_FETCH_CACHE or ~/.cache/auditor/fetch.db
  bool no_cache = false;
};

/// Registers --urls, --user-agent, --timeout, --concurrency, --per-host, --retries, --cache and
/// --no-cache on a subcommand (its own --max-size, if any, also limits downloads).
void add_url_options(CLI::App& command, UrlOptions& options);

/// Inputs sorted into paths and URLs, URL list files read, and what was wrong with them.
struct SplitInputs {
  std::vector<std::string> paths;
  std::vector<std::string> urls;
  std::vector<Error> errors;  ///< unreadable list files, bad lines ("file:line")
};

/// Splits positional arguments into paths and URLs and appends the URLs of each --urls file.
SplitInputs split_inputs(const std::vector<std::string>& arguments,
                         const std::vector<std::string>& url_files);

/// The fetcher's options from the typed ones and the command's size limit.
Result<ingest::FetchOptions> resolve_fetch_options(const UrlOptions& options, size_t max_bytes);

/// A usage error when a command got neither positional inputs nor a --urls file.
Status require_inputs(const std::vector<std::string>& inputs, const UrlOptions& options);

/// Fetches each URL and hands its Document (or error) to `on_document` in input order. When the
/// cache cannot be opened, warns and fetches without it; when fetching cannot start at all, every
/// URL gets that error.
void read_urls(const std::vector<std::string>& urls, const ingest::FetchOptions& options,
               const std::function<void(const std::string& url, Result<Document>)>& on_document);

/// Fetches and audits URLs into a sink, in input order; failures go to the sink per URL.
RunSummary audit_urls(const pipeline::Auditor& auditor, const std::vector<std::string>& urls,
                      const ingest::FetchOptions& options, FindingSink& sink);

/// Adds one part of a run's totals to another.
void add_summary(RunSummary& total, const RunSummary& part);

}  // namespace auditor::cli
