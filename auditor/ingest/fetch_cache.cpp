// The SQLite fetch cache: one table keyed by requested URL, written in batched transactions.
#include "auditor/ingest/fetch_cache.h"

#include <sqlite3.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>

namespace auditor::ingest {

namespace fs = std::filesystem;

namespace {

// Bumped when the table changes; an older cache is dropped and rebuilt (it is only a cache).
constexpr int kSchemaVersion = 1;
// Writes per transaction, and how long one may stay open: other processes wait on our lock.
constexpr int kBatchWrites = 64;
constexpr auto kBatchAge = std::chrono::milliseconds(500);

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS pages (
  url           TEXT PRIMARY KEY,
  final_url     TEXT NOT NULL,
  status        INTEGER NOT NULL,
  content_type  TEXT NOT NULL,
  etag          TEXT NOT NULL,
  last_modified TEXT NOT NULL,
  body          BLOB NOT NULL,
  fetched_at    INTEGER NOT NULL
);
)sql";

std::string column_text(sqlite3_stmt* s, int i) {
  const auto* p = static_cast<const char*>(sqlite3_column_blob(s, i));
  return p ? std::string(p, static_cast<size_t>(sqlite3_column_bytes(s, i))) : std::string();
}

}  // namespace

std::string default_fetch_cache_path() {
  if (const char* env = std::getenv("AUDITOR_FETCH_CACHE"); env && *env) return env;
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) {
    return (fs::path(xdg) / "auditor" / "fetch.db").string();
  }
  if (const char* home = std::getenv("HOME"); home && *home) {
    return (fs::path(home) / ".cache" / "auditor" / "fetch.db").string();
  }
  return "";
}

struct FetchCache::Impl {
  std::string path;
  sqlite3* db = nullptr;
  sqlite3_stmt* find = nullptr;
  sqlite3_stmt* store = nullptr;
  int pending = 0;
  std::chrono::steady_clock::time_point batch_started;

  ~Impl() {
    (void)commit();
    sqlite3_finalize(find);
    sqlite3_finalize(store);
    sqlite3_close(db);
  }

  Error error(const std::string& what) const {
    return make_error(ErrorCode::Io, path,
                      "the fetch cache " + what + ": " +
                          (db ? sqlite3_errmsg(db) : "out of memory") +
                          "; use --cache PATH for another file or --no-cache");
  }

  bool exec(const char* sql) {
    return sqlite3_exec(db, sql, nullptr, nullptr, nullptr) == SQLITE_OK;
  }

  Status commit() {
    if (pending == 0) return Ok{};
    pending = 0;
    if (!exec("COMMIT")) return error("could not be written");
    return Ok{};
  }

  Status setup() {
    sqlite3_busy_timeout(db, 5000);
    // WAL lets readers in other processes go on while one writes; NORMAL sync is safe with WAL.
    exec("PRAGMA journal_mode=WAL");
    exec("PRAGMA synchronous=NORMAL");
    sqlite3_stmt* v = nullptr;
    int version = 0;
    if (sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &v, nullptr) == SQLITE_OK &&
        sqlite3_step(v) == SQLITE_ROW) {
      version = sqlite3_column_int(v, 0);
    }
    sqlite3_finalize(v);
    if (version != kSchemaVersion && !exec("DROP TABLE IF EXISTS pages")) {
      return error("could not be upgraded");
    }
    if (!exec(kSchema) ||
        !exec(("PRAGMA user_version=" + std::to_string(kSchemaVersion)).c_str())) {
      return error("could not be set up");
    }
    const char* find_sql =
        "SELECT final_url, status, content_type, etag, last_modified, body, fetched_at "
        "FROM pages WHERE url = ?";
    const char* store_sql = "INSERT OR REPLACE INTO pages VALUES (?, ?, ?, ?, ?, ?, ?, ?)";
    if (sqlite3_prepare_v2(db, find_sql, -1, &find, nullptr) != SQLITE_OK ||
        sqlite3_prepare_v2(db, store_sql, -1, &store, nullptr) != SQLITE_OK) {
      return error("could not be read");
    }
    return Ok{};
  }
};

FetchCache::FetchCache(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
FetchCache::~FetchCache() = default;
FetchCache::FetchCache(FetchCache&&) noexcept = default;
FetchCache& FetchCache::operator=(FetchCache&&) noexcept = default;

Result<FetchCache> FetchCache::open(const std::string& path) {
  auto impl = std::make_unique<Impl>();
  impl->path = path;
  std::error_code ec;
  fs::path parent = fs::path(path).parent_path();
  if (!parent.empty()) fs::create_directories(parent, ec);
  if (ec) {
    return make_error(ErrorCode::Io, path,
                      "cannot create the fetch cache's folder (" + ec.message() +
                          "); use --cache PATH for another file or --no-cache");
  }
  int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX;
  if (sqlite3_open_v2(path.c_str(), &impl->db, flags, nullptr) != SQLITE_OK) {
    return impl->error("could not be opened");
  }
  Status ready = impl->setup();
  if (!ready) return ready.error();
  return FetchCache(std::move(impl));
}

std::optional<CachedPage> FetchCache::find(const std::string& url) {
  sqlite3_stmt* s = impl_->find;
  sqlite3_reset(s);
  sqlite3_bind_text(s, 1, url.data(), static_cast<int>(url.size()), SQLITE_TRANSIENT);
  std::optional<CachedPage> out;
  if (sqlite3_step(s) == SQLITE_ROW) {
    out = CachedPage{column_text(s, 0),         static_cast<long>(sqlite3_column_int64(s, 1)),
                     column_text(s, 2),         column_text(s, 3),
                     column_text(s, 4),         column_text(s, 5),
                     sqlite3_column_int64(s, 6)};
  }
  sqlite3_reset(s);
  return out;
}

Status FetchCache::store(const std::string& url, const CachedPage& page) {
  Impl& m = *impl_;
  if (m.pending == 0) {
    if (!m.exec("BEGIN IMMEDIATE")) return m.error("could not be written");
    m.batch_started = std::chrono::steady_clock::now();
  }
  sqlite3_stmt* s = m.store;
  sqlite3_reset(s);
  auto text = [&](int i, const std::string& v) {
    sqlite3_bind_text(s, i, v.data(), static_cast<int>(v.size()), SQLITE_STATIC);
  };
  text(1, url);
  text(2, page.final_url);
  sqlite3_bind_int64(s, 3, page.status);
  text(4, page.content_type);
  text(5, page.etag);
  text(6, page.last_modified);
  sqlite3_bind_blob64(s, 7, page.body.data(), page.body.size(), SQLITE_STATIC);
  sqlite3_bind_int64(s, 8, page.fetched_at);
  int rc = sqlite3_step(s);
  sqlite3_reset(s);
  sqlite3_clear_bindings(s);
  ++m.pending;
  if (rc != SQLITE_DONE) {
    Error e = m.error("could not be written");
    (void)m.commit();
    return e;
  }
  if (m.pending >= kBatchWrites || std::chrono::steady_clock::now() - m.batch_started > kBatchAge) {
    return m.commit();
  }
  return Ok{};
}

Status FetchCache::flush() {
  return impl_->commit();
}

const std::string& FetchCache::path() const {
  return impl_->path;
}

}  // namespace auditor::ingest
