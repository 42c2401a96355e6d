// Reading the --source inputs that derived articles are checked against.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "auditor/cli/url_inputs.h"
#include "auditor/core/document.h"
#include "auditor/core/result.h"
#include "auditor/ingest/input.h"

namespace auditor::cli {

/// Reads every --source (a file, "-" or a URL) into a document. A source that cannot be read is an
/// error naming it: checking an article against a missing source would report nothing and look
/// clean.
Result<std::vector<std::shared_ptr<const Document>>> read_sources(
    const std::vector<std::string>& sources, const ingest::ReadOptions& read,
    const UrlOptions& urls);

}  // namespace auditor::cli
