// Lists of URLs to fetch: telling URLs from paths, and reading URL list files line by line.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "auditor/core/result.h"

namespace auditor::ingest {

/// Whether an argument is a web address (http:// or https://, any case) rather than a path.
bool is_url(std::string_view argument);

/// Reads a URL list: one URL per line; blank lines and lines starting with '#' are skipped, as is
/// a UTF-8 BOM. A line that is not an http(s) URL is reported as "file:line" and skipped; a file
/// that cannot be opened is reported by its path.
std::vector<std::string> read_url_list(const std::string& path, std::vector<Error>& errors);

}  // namespace auditor::ingest
