// Turning fetched pages into Documents, in input order, while later pages still download.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "auditor/core/document.h"
#include "auditor/core/result.h"
#include "auditor/ingest/fetch.h"

namespace auditor::ingest {

/// Reads a fetched page with the reader its content calls for: HTML through the HTML reader with
/// the page's final URL (links resolve against it) and the header's charset; text as plain text.
/// The Document's input is the URL as requested; a redirect adds a Diagnostic.
Result<Document> read_fetched_page(const FetchedPage& page);

/// Receives each URL's Document, or the error that kept it from being read.
using UrlDocumentCallback =
    std::function<void(size_t index, const std::string& url, Result<Document> document)>;

/// Fetches `urls` with a Fetcher built from `options` and calls `on_document` once per URL, in
/// input order, on the calling thread, while the next pages download on another. At most a small
/// window of pages waits in memory. Fails only when the fetcher cannot start (e.g. the cache
/// cannot be opened); per-URL failures reach the callback.
Status fetch_documents(const std::vector<std::string>& urls, const FetchOptions& options,
                       const UrlDocumentCallback& on_document);

}  // namespace auditor::ingest
