// URL inputs for check, extract and analyze: options, list files, and the fetch-and-audit adapter
// that streams fetched pages into the same sink as files.
#include "auditor/cli/url_inputs.h"

#include <chrono>
#include <cmath>
#include <fstream>
#include <iostream>

#include "auditor/ingest/fetch_cache.h"
#include "auditor/ingest/fetch_list.h"
#include "auditor/ingest/fetch_reader.h"

namespace auditor::cli {

namespace {

void count(const AuditedDocument& audited, RunSummary& summary) {
  ++summary.documents;
  for (const Finding& f : audited.findings) {
    ++summary.findings;
    if (f.severity == Severity::Error) ++summary.errors;
    if (f.severity == Severity::Warning) ++summary.warnings;
    if (f.severity == Severity::Info) ++summary.infos;
  }
}

}  // namespace

void add_url_options(CLI::App& cmd, UrlOptions& o) {
  // One file per --urls, so the URLs and paths after it stay positional inputs.
  cmd.add_option(
         "--urls", o.url_files,
         "Read URLs to fetch from FILE (repeatable): one per line, '#' starts a comment line")
      ->allow_extra_args(false);
  cmd.add_option("--user-agent", o.user_agent, "User-Agent header sent when fetching URLs");
  cmd.add_option("--timeout", o.timeout_seconds, "Seconds allowed to fetch one URL (one attempt)")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd.add_option("--concurrency", o.concurrency, "URLs fetched at the same time")
      ->check(CLI::Range(1u, 1024u))
      ->capture_default_str();
  cmd.add_option("--per-host", o.per_host, "URLs fetched at the same time from one site")
      ->check(CLI::Range(1u, 256u))
      ->capture_default_str();
  cmd.add_option("--retries", o.retries,
                 "Extra attempts after HTTP 429, a 5xx error or a dropped connection")
      ->check(CLI::Range(0u, 20u))
      ->capture_default_str();
  cmd.add_option("--cache", o.cache,
                 "Fetch cache file (default: $AUDITOR_FETCH_CACHE or ~/.cache/auditor/fetch.db)");
  cmd.add_flag("--no-cache", o.no_cache, "Download every URL again, without the fetch cache");
}

SplitInputs split_inputs(const std::vector<std::string>& arguments,
                         const std::vector<std::string>& url_files) {
  SplitInputs out;
  for (const std::string& arg : arguments)
    (ingest::is_url(arg) ? out.urls : out.paths).push_back(arg);
  for (const std::string& file : url_files) {
    std::vector<std::string> urls = ingest::read_url_list(file, out.errors);
    out.urls.insert(out.urls.end(), urls.begin(), urls.end());
  }
  return out;
}

Result<ingest::FetchOptions> resolve_fetch_options(const UrlOptions& o, size_t max_bytes) {
  ingest::FetchOptions f;
  if (!o.user_agent.empty()) f.user_agent = o.user_agent;
  if (!(o.timeout_seconds > 0) || o.timeout_seconds > 86400) {
    return make_error(ErrorCode::Usage, "--timeout",
                      "give the timeout in seconds, above 0 and at most 86400");
  }
  f.timeout = std::chrono::milliseconds(std::llround(o.timeout_seconds * 1000));
  f.connect_timeout = std::min(f.timeout, std::chrono::milliseconds(10000));
  f.max_bytes = max_bytes;
  f.concurrency = o.concurrency;
  f.per_host = o.per_host;
  f.retries = o.retries;
  if (!o.no_cache) f.cache_path = o.cache.empty() ? ingest::default_fetch_cache_path() : o.cache;
  return f;
}

Status require_inputs(const std::vector<std::string>& inputs, const UrlOptions& options) {
  if (!inputs.empty() || !options.url_files.empty()) return Ok{};
  return make_error(ErrorCode::Usage, "",
                    "nothing to read: name files, folders, URLs or '-', or give --urls FILE");
}

void read_urls(const std::vector<std::string>& urls, const ingest::FetchOptions& options,
               const std::function<void(const std::string& url, Result<Document>)>& on_document) {
  auto forward = [&](size_t, const std::string& url, Result<Document> doc) {
    on_document(url, std::move(doc));
  };
  Status done = ingest::fetch_documents(urls, options, forward);
  if (!done && done.error().code == ErrorCode::Io && !options.cache_path.empty()) {
    // The cache only saves downloads: without it the run is slower, not wrong.
    std::cerr << "auditor: warning: " << done.error().to_string()
              << "; fetching without the cache\n";
    ingest::FetchOptions uncached = options;
    uncached.cache_path.clear();
    done = ingest::fetch_documents(urls, uncached, forward);
  }
  if (done) return;
  for (const std::string& url : urls) on_document(url, done.error());
}

RunSummary audit_urls(const pipeline::Auditor& auditor, const std::vector<std::string>& urls,
                      const ingest::FetchOptions& options, FindingSink& sink) {
  RunSummary summary;
  auto started = std::chrono::steady_clock::now();
  read_urls(urls, options, [&](const std::string& url, Result<Document> doc) {
    if (!doc) {
      ++summary.failures;
      sink.failure(InputFailure{url, doc.error()});
      return;
    }
    AuditedDocument audited = auditor.audit(*doc);
    audited.document = &*doc;
    count(audited, summary);
    sink.document(audited);
  });
  summary.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return summary;
}

void add_summary(RunSummary& total, const RunSummary& part) {
  total.documents += part.documents;
  total.failures += part.failures;
  total.findings += part.findings;
  total.errors += part.errors;
  total.warnings += part.warnings;
  total.infos += part.infos;
  total.seconds += part.seconds;
}

}  // namespace auditor::cli
