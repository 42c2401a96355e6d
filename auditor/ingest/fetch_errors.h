// Messages for failed fetches: what went wrong with a URL, in a reader's terms, and what to do.
#pragma once

#include <chrono>
#include <string>
#include <string_view>

#include "auditor/core/result.h"
#include "auditor/ingest/fetch.h"
#include "auditor/ingest/http_headers.h"

namespace auditor::ingest {

/// How a transfer ended when libcurl reported a failure.
struct TransferFailure {
  int curl_code = 0;         ///< the CURLcode
  std::string url;           ///< as requested
  std::string last_url;      ///< where the transfer was when it failed (after redirects)
  std::string curl_message;  ///< libcurl's error buffer, for details
  bool connected = false;    ///< whether a connection was open (tells connect timeouts apart)
  unsigned attempts = 1;
};

/// An error for a failed transfer: DNS, refused connection, timeout, redirect loop, TLS, ...
Error transfer_error(const TransferFailure& failure, const FetchOptions& options);

/// An error for a final HTTP status of 400 or more (or an unexpected 3xx/1xx).
Error status_error(const std::string& url, long status, unsigned attempts);

/// An error for a body over the size limit.
Error too_large_error(const std::string& url, size_t max_bytes);

/// An error for content the auditor does not read (PDF, images, ...).
Error content_type_error(const std::string& url, http::ContentKind kind,
                         std::string_view media_type);

/// An error for a Retry-After longer than the configured maximum wait.
Error wait_too_long_error(const std::string& url, long status, std::chrono::milliseconds wait,
                          std::chrono::milliseconds max_wait);

/// An error for a string that is not an http(s) URL.
Error invalid_url_error(const std::string& url, const std::string& why);

/// "16 MB", "812 KB", "97 bytes".
std::string human_bytes(uint64_t bytes);

/// "30 s", "0.5 s", "2 min".
std::string human_duration(std::chrono::milliseconds d);

}  // namespace auditor::ingest
