// --source inputs: files through the readers, URLs through the fetcher, all before the batch.
#include "auditor/cli/source_inputs.h"

#include <optional>

namespace auditor::cli {

Result<std::vector<std::shared_ptr<const Document>>> read_sources(
    const std::vector<std::string>& sources, const ingest::ReadOptions& read,
    const UrlOptions& urls) {
  std::vector<std::shared_ptr<const Document>> out;
  SplitInputs split = split_inputs(sources, {});
  if (!split.errors.empty()) return split.errors.front();
  for (const std::string& path : split.paths) {
    Result<Document> doc = ingest::read_document(ingest::InputRef{path}, read);
    if (!doc.ok()) return doc.error();
    out.push_back(std::make_shared<const Document>(std::move(doc).value()));
  }
  if (split.urls.empty()) return out;
  Result<ingest::FetchOptions> fetch = resolve_fetch_options(urls, read.max_bytes);
  if (!fetch.ok()) return fetch.error();
  std::optional<Error> failed;
  read_urls(split.urls, *fetch, [&](const std::string&, Result<Document> doc) {
    if (!doc.ok()) {
      if (!failed) failed = doc.error();
      return;
    }
    out.push_back(std::make_shared<const Document>(std::move(doc).value()));
  });
  if (failed) return *failed;
  return out;
}

}  // namespace auditor::cli
