// Fetching web pages with the libcurl multi interface: limits, retries, and a conditional cache.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "auditor/core/result.h"

namespace auditor::ingest {

/// The user agent sent when none is configured.
std::string default_user_agent();

/// How pages are fetched. Every limit applies per URL unless it says otherwise.
struct FetchOptions {
  std::string user_agent = default_user_agent();
  std::chrono::milliseconds connect_timeout{10000};  ///< to open the connection
  std::chrono::milliseconds timeout{30000};          ///< for a whole attempt, redirects included
  size_t max_bytes = 16u << 20;                      ///< larger bodies are aborted (decoded size)
  long max_redirects = 10;
  unsigned concurrency = 16;  ///< transfers in flight overall
  unsigned per_host = 4;      ///< transfers in flight to one scheme://host:port
  unsigned retries = 2;       ///< extra attempts after a 429, a 5xx or a dropped connection
  std::chrono::milliseconds backoff{500};     ///< wait before the first retry; doubles each time
  std::chrono::milliseconds max_wait{60000};  ///< longest Retry-After honoured; beyond it, give up
  std::string cache_path;  ///< SQLite cache of fetched pages; "" fetches without a cache
  /// Accept every content type; by default only what the auditor reads (HTML, XML, text) is
  /// downloaded and PDFs, images and the like are reported as such.
  bool any_content_type = false;
};

/// One fetched page: where it ended up, what the server said it is, and its bytes.
struct FetchedPage {
  std::string url;           ///< as requested
  std::string final_url;     ///< after redirects
  long status = 0;           ///< HTTP status of the final response (200 for a cache hit)
  std::string content_type;  ///< the Content-Type header as sent
  std::string media_type;    ///< its media type, lower case ("text/html")
  std::string charset;       ///< its charset parameter, lower case; "" when absent
  std::string body;          ///< decoded (not gzip) bytes
  bool from_cache = false;   ///< the server answered 304 and the body came from the cache
  unsigned attempts = 0;     ///< requests made, retries included
  uint64_t wire_bytes = 0;   ///< body bytes on the wire (compressed), 0 for a cache hit
};

/// Receives each URL's outcome as it completes; `index` is the URL's position in the request.
using FetchCallback = std::function<void(size_t index, Result<FetchedPage> result)>;

/// Says whether the URL at `index` may start now. Must be monotone: when it refuses an index it
/// refuses every later one. Lets a consumer that emits in order bound what waits in memory.
using StartGate = std::function<bool(size_t index)>;

/// Checks that a string is an http:// or https:// URL naming a server; the error says why not.
Status validate_url(const std::string& url);

/// Fetches URLs concurrently within the configured limits. One fetch() runs at a time per Fetcher;
/// wakeup() may be called from any thread.
class Fetcher {
 public:
  /// Validates the options and opens the cache (creating its folder) when one is configured.
  static Result<Fetcher> create(FetchOptions options);
  ~Fetcher();
  Fetcher(Fetcher&&) noexcept;
  Fetcher& operator=(Fetcher&&) noexcept;

  /// Fetches every URL and calls `on_done` once per URL, on this thread, in completion order.
  /// Bad URLs, network failures and HTTP errors arrive as Errors naming the URL; the rest go on.
  void fetch(const std::vector<std::string>& urls, const FetchCallback& on_done,
             const StartGate& may_start = {});

  /// Fetches one URL.
  Result<FetchedPage> fetch_one(const std::string& url);

  /// Makes a waiting fetch() look at its StartGate again.
  void wakeup();

  const FetchOptions& options() const;

 private:
  struct Impl;
  explicit Fetcher(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace auditor::ingest
