// A prepared SQLite statement that finalizes itself: the store's one way to run parameterized SQL.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>

namespace auditor::store {

/// A prepared statement that finalizes itself; values are always bound, never spliced into SQL.
class Statement {
 public:
  Statement(sqlite3* db, const char* sql) { rc_ = sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr); }
  ~Statement() { sqlite3_finalize(stmt_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  bool ok() const { return rc_ == SQLITE_OK; }
  Statement& bind(int i, std::string_view s) {
    sqlite3_bind_text(stmt_, i, s.data(), static_cast<int>(s.size()), SQLITE_TRANSIENT);
    return *this;
  }
  /// Binds text without copying it: for hot inserts whose values outlive the next step().
  Statement& bind_view(int i, std::string_view s) {
    sqlite3_bind_text(stmt_, i, s.data(), static_cast<int>(s.size()), SQLITE_STATIC);
    return *this;
  }
  Statement& bind_null(int i) {
    sqlite3_bind_null(stmt_, i);
    return *this;
  }
  Statement& bind(int i, int64_t v) {
    sqlite3_bind_int64(stmt_, i, v);
    return *this;
  }
  Statement& bind(int i, double v) {
    sqlite3_bind_double(stmt_, i, v);
    return *this;
  }
  Statement& bind_blob(int i, std::span<const std::byte> bytes) {
    sqlite3_bind_blob(stmt_, i, bytes.data(), static_cast<int>(bytes.size()), SQLITE_TRANSIENT);
    return *this;
  }
  int step() { return rc_ = sqlite3_step(stmt_); }
  /// Makes the statement ready to run again with new bindings.
  void reset() {
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
  }
  int64_t column_int(int i) const { return sqlite3_column_int64(stmt_, i); }
  double column_double(int i) const { return sqlite3_column_double(stmt_, i); }
  std::string column_text(int i) const {
    const unsigned char* t = sqlite3_column_text(stmt_, i);
    return t ? reinterpret_cast<const char*>(t) : "";
  }
  /// The bytes of a blob column, valid until the next step or reset.
  std::span<const std::byte> column_blob(int i) const {
    const void* data = sqlite3_column_blob(stmt_, i);
    return {static_cast<const std::byte*>(data), static_cast<size_t>(sqlite3_column_bytes(stmt_, i))};
  }
  int rc() const { return rc_; }
  /// Rows the last step() of an INSERT, UPDATE or DELETE changed, and the rowid an INSERT gave.
  int changes() const { return sqlite3_changes(sqlite3_db_handle(stmt_)); }
  int64_t last_insert_rowid() const { return sqlite3_last_insert_rowid(sqlite3_db_handle(stmt_)); }

 private:
  sqlite3_stmt* stmt_ = nullptr;
  int rc_ = SQLITE_OK;
};

/// Statements prepared once and reused for every document of a run: preparing costs more than
/// running a small INSERT. Keyed by the address of the SQL, so only string literals belong here.
class StatementCache {
 public:
  explicit StatementCache(sqlite3* db) : db_(db) {}
  /// The statement for `sql`, reset and unbound, ready for new bindings.
  Statement& get(const char* sql) {
    std::unique_ptr<Statement>& s = cache_[sql];
    if (!s) s = std::make_unique<Statement>(db_, sql);
    else s->reset();
    return *s;
  }

 private:
  sqlite3* db_;
  std::unordered_map<const char*, std::unique_ptr<Statement>> cache_;
};

}  // namespace auditor::store
