// Sitemaps given as inputs: the pages they list become URLs to fetch and audit.
#pragma once

#include <string>
#include <vector>

#include "auditor/core/result.h"
#include "auditor/ingest/fetch.h"
#include "auditor/ingest/input.h"

namespace auditor::cli {

/// Takes every sitemap out of the file inputs and appends the page URLs it lists to `urls`. The
/// child sitemaps of a sitemap index are fetched and read in turn (three levels at most, each
/// sitemap once). A sitemap that cannot be read or parsed, and each entry a sitemap had to skip,
/// is an error naming it (file:line for entries); the rest of the batch goes on.
void expand_sitemaps(std::vector<ingest::InputRef>& inputs, std::vector<std::string>& urls,
                     std::vector<Error>& errors, const ingest::ReadOptions& read,
                     const ingest::FetchOptions& fetch);

}  // namespace auditor::cli
