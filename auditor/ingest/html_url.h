// Resolving link targets against the page's URL (RFC 3986, with curl's URL API).
#pragma once

#include <string>

namespace auditor::ingest {

/// `href` resolved against `base` ("../a" on "https://x.org/b/c" gives "https://x.org/a").
/// Absolute URLs with other schemes (mailto:, tel:) are returned as written; when `base` is
/// empty or not an absolute URL, a relative `href` is returned as written.
std::string resolve_url(const std::string& base, const std::string& href);

}  // namespace auditor::ingest
