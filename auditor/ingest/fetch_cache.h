// The cache of fetched pages in SQLite: bodies with their validators (ETag, Last-Modified), so a
// re-audit asks the server "changed since?" and reads unchanged pages from disk.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "auditor/core/result.h"

namespace auditor::ingest {

/// Where the fetch cache lives by default: $AUDITOR_FETCH_CACHE, else
/// $XDG_CACHE_HOME/auditor/fetch.db, else ~/.cache/auditor/fetch.db; "" when none can be found.
std::string default_fetch_cache_path();

/// A page as cached: enough to answer a 304 without downloading again.
struct CachedPage {
  std::string final_url;
  long status = 200;
  std::string content_type;
  std::string etag;
  std::string last_modified;
  std::string body;
  int64_t fetched_at = 0;  ///< Unix seconds
};

/// The cache file. Not thread-safe: the fetcher uses it from its one loop thread. Several
/// processes may share a file (WAL journal, busy timeout).
class FetchCache {
 public:
  /// Opens (creating file, folder and schema as needed) the cache at `path`.
  static Result<FetchCache> open(const std::string& path);
  ~FetchCache();
  FetchCache(FetchCache&&) noexcept;
  FetchCache& operator=(FetchCache&&) noexcept;

  /// The cached page for a requested URL, if any.
  std::optional<CachedPage> find(const std::string& url);
  /// Stores (or replaces) the page for a requested URL. Writes are batched in transactions;
  /// flush() commits them.
  Status store(const std::string& url, const CachedPage& page);
  /// Commits pending writes.
  Status flush();

  const std::string& path() const;

 private:
  struct Impl;
  explicit FetchCache(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace auditor::ingest
