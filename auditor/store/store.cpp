// The SQLite store: opening safely, migrating by PRAGMA user_version, and writing audits.
#include "auditor/store/store.h"

#include <sqlite3.h>
#define XXH_STATIC_LINKING_ONLY  // XXH3_state_t on the stack
#include <xxhash.h>

#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>

#include "auditor/store/analysis_json.h"
#include "auditor/store/schema_sql.h"
#include "auditor/store/statement.h"

namespace auditor::store {

namespace {

// One "-- version N" section of schema.sql.
struct Migration {
  int version = 0;
  std::string sql;
};

std::vector<Migration> migrations() {
  std::vector<Migration> out;
  std::string_view all = kSchemaSql;
  constexpr std::string_view kMarker = "\n-- version ";  // at the start of a line
  for (size_t at = all.find(kMarker); at != std::string_view::npos;) {
    size_t number = at + kMarker.size();
    int version = std::atoi(std::string(all.substr(number, 8)).c_str());
    size_t body = all.find('\n', number);
    size_t next = all.find(kMarker, body);
    out.push_back({version, std::string(all.substr(body, next == std::string_view::npos ? next : next - body))});
    at = next;
  }
  return out;
}

std::string evidence_json(const std::vector<Evidence>& evidence) {
  if (evidence.empty()) return "[]";  // most findings: no JSON to build
  nlohmann::json out = nlohmann::json::array();
  for (const Evidence& e : evidence) {
    out.push_back({{"source", e.source},
                   {"start", e.span.start},
                   {"end", e.span.end},
                   {"line", e.position.line},
                   {"column", e.position.column},
                   {"excerpt", e.excerpt},
                   {"note", e.note}});
  }
  return out.dump();
}

std::string diagnostics_json(const std::vector<Diagnostic>& diagnostics) {
  if (diagnostics.empty()) return "[]";
  nlohmann::json out = nlohmann::json::array();
  for (const Diagnostic& d : diagnostics) out.push_back({{"where", d.where}, {"message", d.message}});
  return out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string now_utc() {
  std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

}  // namespace

int schema_version() {
  static const int latest = migrations().empty() ? 0 : migrations().back().version;
  return latest;
}

namespace {

/// A 128-bit digest (XXH3) of values fed one after another. Each string is length-prefixed, so
/// ("ab", "c") and ("a", "bc") differ, and no key string is ever assembled. Small values gather
/// in a buffer that is hashed in one call: a findings digest feeds ~20 values per finding, and an
/// XXH3 update call per value cost more than the hashing. The digest is the same as feeding each
/// value on its own (XXH3 streams are independent of how the input is split).
class Digest {
 public:
  Digest() {
    XXH3_128bits_reset(&state_);
    pending_.reserve(kFlushAt + 64);
  }
  Digest& add(std::string_view s) {
    add(static_cast<uint64_t>(s.size()));
    if (s.size() >= kFlushAt) {  // a document's text: hashed where it lies, not copied
      flush();
      XXH3_128bits_update(&state_, s.data(), s.size());
    } else {
      append(s.data(), s.size());
    }
    return *this;
  }
  Digest& add(uint64_t v) { return append(&v, sizeof v); }
  Digest& add(double v) { return append(&v, sizeof v); }
  Digest& add(const Span& span) { return add(uint64_t{span.start}).add(uint64_t{span.end}); }
  Digest& add(const Position& p) { return add(uint64_t{p.line}).add(uint64_t{p.column}); }
  std::string hex() {
    flush();
    return to_hex(XXH3_128bits_digest(&state_));
  }

  static std::string to_hex(XXH128_hash_t h) {
    char buf[33];
    std::snprintf(buf, sizeof buf, "%016llx%016llx", static_cast<unsigned long long>(h.high64),
                  static_cast<unsigned long long>(h.low64));
    return buf;
  }

 private:
  static constexpr size_t kFlushAt = 1024;

  Digest& append(const void* data, size_t size) {
    pending_.append(static_cast<const char*>(data), size);
    if (pending_.size() >= kFlushAt) flush();
    return *this;
  }
  void flush() {
    if (pending_.empty()) return;
    XXH3_128bits_update(&state_, pending_.data(), pending_.size());
    pending_.clear();
  }

  XXH3_state_t state_;
  std::string pending_;
};

/// auditor_document_hash(text, format, title, byline, publisher, published, modified, url): the
/// documents key computed in SQL, so a migration can re-key the rows stored before.
void sql_document_hash(sqlite3_context* context, int argc, sqlite3_value** argv) {
  Digest digest;
  for (int i = 0; i < argc; ++i) {
    const unsigned char* text = sqlite3_value_text(argv[i]);
    digest.add(std::string_view(text ? reinterpret_cast<const char*>(text) : "",
                                static_cast<size_t>(sqlite3_value_bytes(argv[i]))));
  }
  std::string hex = digest.hex();
  sqlite3_result_text(context, hex.c_str(), static_cast<int>(hex.size()), SQLITE_TRANSIENT);
}

}  // namespace

void register_sql_functions(sqlite3* db) {
  sqlite3_create_function_v2(db, "auditor_document_hash", 8, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nullptr,
                             sql_document_hash, nullptr, nullptr, nullptr);
}

std::string content_hash(std::string_view text) {
  return Digest::to_hex(XXH3_128bits(text.data(), text.size()));
}

std::string document_hash(const Document& d) {
  const Metadata& m = d.metadata;
  Digest digest;
  for (const std::string* part : {&d.text, &d.format, &m.title, &m.byline, &m.publisher, &m.published,
                                  &m.modified, &m.canonical_url}) {
    digest.add(*part);
  }
  return digest.hex();
}

std::string findings_digest(const AuditedDocument& audited) {
  Digest digest;
  digest.add(audited.language).add(audited.language_confidence);
  for (const Finding& f : audited.findings) {
    digest.add(f.rule).add(std::string_view(to_string(f.severity))).add(f.message).add(f.fingerprint);
    digest.add(f.span).add(f.position).add(f.end_position).add(f.sentence_span);
    digest.add(uint64_t{f.evidence.size()});
    for (const Evidence& e : f.evidence) digest.add(e.source).add(e.span).add(e.position).add(e.excerpt).add(e.note);
  }
  return digest.hex();
}

namespace {

// A finding's message as its kind keeps it: the words around the first place it quotes its
// excerpt, or, when it does not quote it, the whole message (kept in the finding's row instead).
struct SplitMessage {
  std::string_view before = "", after = "";  // never a null view, which SQLite would bind as NULL
  bool quotes_excerpt = false;
};

SplitMessage split_message(const Finding& f) {
  size_t at = f.excerpt.empty() ? std::string_view::npos : f.message.find(f.excerpt);
  if (at == std::string_view::npos) return {};
  std::string_view message = f.message;
  return {message.substr(0, at), message.substr(at + f.excerpt.size()), true};
}

}  // namespace

/// The finding_kinds ids this connection has used, so most findings cost a hash lookup instead
/// of an index search. Ids never change once committed; the cache is emptied at each transaction
/// start so an id from a rolled-back insert is never reused, and when it grows past a bound.
class FindingKindCache {
 public:
  /// The id of the kind (rule, category, severity, message around the excerpt), inserted on first
  /// sight; 0 on a database error.
  int64_t id(StatementCache& db, const Finding& f, const SplitMessage& message) {
    key_.clear();
    for (std::string_view part : {std::string_view(f.rule), std::string_view(to_string(f.category)),
                                  std::string_view(to_string(f.severity)), message.before, message.after}) {
      key_.append(part);
      key_ += '\0';
    }
    if (auto found = ids_.find(key_); found != ids_.end()) return found->second;
    int64_t id = lookup_or_insert(db, f, message);
    if (id == 0) return 0;
    if (ids_.size() >= kMaxEntries) ids_.clear();
    ids_.emplace(key_, id);
    return id;
  }
  void clear() { ids_.clear(); }

 private:
  static constexpr size_t kMaxEntries = 100000;

  // Looks the kind up, and inserts it when missing. Inside a batch's transaction no one else can
  // insert between the two; outside one (autocommit) another writer might, so an insert that
  // changed nothing is followed by a second lookup.
  static int64_t lookup_or_insert(StatementCache& db, const Finding& f, const SplitMessage& message) {
    for (int attempt = 0; attempt < 2; ++attempt) {
      Statement& find = db.get(
          "SELECT id FROM finding_kinds WHERE rule = ? AND category = ? AND severity = ? AND message_before = ? "
          "AND message_after = ?");
      bind_kind(find, f, message);
      int rc = find.step();
      int64_t id = rc == SQLITE_ROW ? find.column_int(0) : 0;
      find.reset();  // a statement left on a row would hold its read open
      if (rc != SQLITE_DONE) return id;  // found, or a database error (0)
      Statement& insert = db.get(
          "INSERT OR IGNORE INTO finding_kinds(rule, category, severity, message_before, message_after) "
          "VALUES (?,?,?,?,?)");
      bind_kind(insert, f, message);
      if (insert.step() != SQLITE_DONE) return 0;
      if (insert.changes() == 1) return insert.last_insert_rowid();
    }
    return 0;
  }

  static void bind_kind(Statement& statement, const Finding& f, const SplitMessage& message) {
    statement.bind_view(1, f.rule).bind_view(2, to_string(f.category)).bind_view(3, to_string(f.severity))
        .bind_view(4, message.before).bind_view(5, message.after);
  }

  std::string key_;  // reused: one allocation for the whole run
  std::unordered_map<std::string, int64_t> ids_;
};

Error Store::error(const std::string& what) const {
  int code = sqlite3_extended_errcode(db_) & 0xFF;
  std::string message = what + ": " + sqlite3_errmsg(db_);
  if (code == SQLITE_BUSY || code == SQLITE_LOCKED) {
    message = what + ": the database is locked by another process; wait for it to finish or use "
                     "another --db file";
  } else if (code == SQLITE_READONLY) {
    message = what + ": the database is read-only; check the file's permissions or use another --db file";
  } else if (code == SQLITE_NOTADB) {
    message = "this file is not an auditor database (not SQLite); nothing was changed. Pass another "
              "--db path";
  } else if (code == SQLITE_FULL) {
    message = what + ": the disk is full";
  }
  return make_error(ErrorCode::Io, path_, message);
}

namespace {

// SQLite counts every allocation under a global mutex unless told not to; the writer thread
// allocates for each row it inserts, and nothing here reads those statistics.
void configure_sqlite_once() {
  static const bool configured = [] {
    sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);  // fails harmlessly if SQLite is already initialized
    return true;
  }();
  (void)configured;
}

}  // namespace

Result<std::unique_ptr<Store>> Store::open(const std::string& path, Mode mode) {
  configure_sqlite_once();
  int flags = mode == Mode::ReadOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
  sqlite3* db = nullptr;
  int rc = sqlite3_open_v2(path.c_str(), &db, flags | SQLITE_OPEN_NOMUTEX, nullptr);
  std::unique_ptr<Store> store(new Store(db, path));
  if (rc != SQLITE_OK) {
    if (db == nullptr) return make_error(ErrorCode::Io, path, "cannot open the database (out of memory)");
    return store->error("cannot open the database");
  }
  sqlite3_busy_timeout(db, 5000);
  sqlite3_extended_result_codes(db, 1);
  // Reading the version first proves the file is a database before anything is written to it.
  int current = 0;
  {
    Statement version(db, "PRAGMA user_version");
    if (!version.ok() || version.step() != SQLITE_ROW) return store->error("cannot read the database");
    current = static_cast<int>(version.column_int(0));
  }
  if (current > schema_version()) {
    return make_error(ErrorCode::Io, path,
                      "this database has schema version " + std::to_string(current) +
                          ", newer than this auditor understands (" + std::to_string(schema_version()) +
                          "); upgrade auditor or use another --db file. Nothing was changed");
  }
  if (mode == Mode::ReadWrite && sqlite3_db_readonly(db, "main") == 1) {
    return make_error(ErrorCode::Io, path,
                      "the database is read-only; check the file's permissions or use another --db file");
  }
  if (mode == Mode::ReadWrite) {
    // A new database gets 16 KB pages (set before WAL mode writes the header): a batch writes
    // every page it fills to the WAL and again to the file, and bigger pages mean fewer frames,
    // checksums and system calls for the same bytes; findings rows fit several to a page.
    if (current == 0) {
      if (Status s = store->exec("PRAGMA page_size=16384"); !s) return s.error();
    }
    if (Status s = store->exec("PRAGMA journal_mode=WAL"); !s) return s.error();
    if (Status s = store->exec("PRAGMA synchronous=NORMAL"); !s) return s.error();
    // A batch inserts into a dozen indexes at once: with SQLite's default 2 MB cache their pages
    // were read back from the file for every document. 32 MB is a fixed cost, not per document.
    if (Status s = store->exec("PRAGMA cache_size=-32768"); !s) return s.error();
  }
  if (current < schema_version()) {
    if (mode == Mode::ReadOnly) {
      return make_error(ErrorCode::Io, path,
                        "the database has an older schema (version " + std::to_string(current) +
                            "); run 'auditor check --db " + path + "' once, or open it for writing, to upgrade it");
    }
    // Foreign keys stay off while migrating: rebuilding a table (version 2) drops the old one.
    // Version 7 re-keys the documents with the function the writes use.
    register_sql_functions(db);
    if (Status s = store->migrate(); !s) return s.error();
  }
  if (Status s = store->exec("PRAGMA foreign_keys=ON"); !s) return s.error();
  return store;
}

Store::Store(sqlite3* db, std::string path)
    : db_(db),
      path_(std::move(path)),
      statements_(std::make_unique<StatementCache>(db)),
      kinds_(std::make_unique<FindingKindCache>()) {}

Store::~Store() {
  statements_.reset();  // finalize before closing
  sqlite3_close_v2(db_);
}

void Store::set_busy_timeout(int milliseconds) { sqlite3_busy_timeout(db_, milliseconds); }

Status Store::exec(const char* sql) {
  char* message = nullptr;
  if (sqlite3_exec(db_, sql, nullptr, nullptr, &message) != SQLITE_OK) {
    sqlite3_free(message);
    return error("database error");
  }
  return Ok{};
}

// Applies every section newer than the file's version, each in its own transaction with the
// version bump, so a crash leaves the database at a version it really has.
Status Store::migrate() {
  int current = 0;
  {
    Statement version(db_, "PRAGMA user_version");
    version.step();
    current = static_cast<int>(version.column_int(0));
  }
  for (const Migration& m : migrations()) {
    if (m.version <= current) continue;
    std::string sql = "BEGIN IMMEDIATE;\n" + m.sql + "\nPRAGMA user_version = " + std::to_string(m.version) + ";\nCOMMIT;";
    if (Status s = exec(sql.c_str()); !s) {
      sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
      return make_error(ErrorCode::Io, path_,
                        "cannot upgrade the database to schema version " + std::to_string(m.version) + ": " +
                            s.error().message);
    }
  }
  return Ok{};
}

Status Store::begin_transaction() {
  kinds_->clear();  // ids inserted by a transaction that was rolled back are gone
  return exec("BEGIN IMMEDIATE");
}
Status Store::commit() { return exec("COMMIT"); }

Result<int64_t> Store::begin_run(const RunInfo& run, const std::string& uid) {
  Statement insert(db_,
                   "INSERT INTO runs(started_at, tool_version, rules_digest, arguments, uid) "
                   "VALUES (?, ?, ?, ?, coalesce(nullif(?, ''), lower(hex(randomblob(16)))))");
  nlohmann::json arguments = run.arguments;
  insert.bind(1, run.started_at.empty() ? now_utc() : run.started_at)
      .bind(2, run.tool_version)
      .bind(3, run.rules_digest)
      .bind(4, arguments.dump())
      .bind(5, uid);
  if (insert.step() != SQLITE_DONE) return error("cannot record the run");
  return static_cast<int64_t>(sqlite3_last_insert_rowid(db_));
}

namespace {

/// A document's row, and whether this call inserted it.
struct DocumentRow {
  int64_t id = 0;
  bool inserted = false;
};

// The document row for this text, inserted on first sight.
Result<DocumentRow> document_row(StatementCache& db, int64_t run_id, const AuditedDocument& audited,
                                 const std::string& hash) {
  const Document& d = *audited.document;
  const Metadata& m = d.metadata;
  Statement& insert = db.get(
                   "INSERT OR IGNORE INTO documents(content_hash, input, url, title, byline, publisher, published, "
                   "modified, language, format, text, first_run) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)");
  insert.bind_view(1, hash).bind_view(2, d.input).bind_view(3, m.canonical_url).bind_view(4, m.title)
      .bind_view(5, m.byline).bind_view(6, m.publisher).bind_view(7, m.published).bind_view(8, m.modified)
      .bind_view(9, audited.language).bind_view(10, d.format).bind_view(11, d.text).bind(12, run_id);
  if (insert.step() != SQLITE_DONE) return Error{};
  if (insert.changes() == 1) return DocumentRow{insert.last_insert_rowid(), true};  // a text not seen before
  Statement& find = db.get("SELECT id FROM documents WHERE content_hash = ?");
  find.bind(1, hash);
  if (find.step() != SQLITE_ROW) return Error{};
  int64_t id = find.column_int(0);
  find.reset();  // a statement left on a row would hold its read open
  return DocumentRow{id, false};
}

// The sentence as stored: NULL when it is the document text's own bytes at its span (every
// finding a rule makes), which the findings view cuts out again; otherwise the sentence itself.
std::optional<std::string_view> stored_sentence(const Finding& f, std::string_view text) {
  if (f.sentence_span.holds(text, f.sentence)) return std::nullopt;
  return f.sentence;
}

bool insert_findings(StatementCache& db, FindingKindCache& kinds, int64_t audit_id, const AuditedDocument& audited) {
  Statement& insert = db.get(
                   "INSERT INTO finding_rows(audit_id, ordinal, kind_id, message, excerpt, start_byte, end_byte, "
                   "line, col, end_line, end_col, fingerprint, evidence, sentence_start, sentence_end, sentence) "
                   "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)");
  int64_t ordinal = 0;
  for (const Finding& f : audited.findings) {
    const SplitMessage message = split_message(f);
    const int64_t kind = kinds.id(db, f, message);
    if (kind == 0) return false;
    const std::string evidence = evidence_json(f.evidence);  // bound without a copy: lives past step()
    insert.bind(1, audit_id).bind(2, ordinal++).bind(3, kind).bind_view(5, f.excerpt)
        .bind(6, int64_t{f.span.start}).bind(7, int64_t{f.span.end})
        .bind(8, int64_t{f.position.line}).bind(9, int64_t{f.position.column})
        .bind(10, int64_t{f.end_position.line}).bind(11, int64_t{f.end_position.column})
        .bind_view(12, f.fingerprint).bind_view(13, evidence)
        .bind(14, int64_t{f.sentence_span.start}).bind(15, int64_t{f.sentence_span.end});
    if (message.quotes_excerpt) {
      insert.bind_null(4);
    } else {
      insert.bind_view(4, f.message);
    }
    if (auto sentence = stored_sentence(f, audited.document->text)) {
      insert.bind_view(16, *sentence);
    } else {
      insert.bind_null(16);
    }
    if (insert.step() != SQLITE_DONE) return false;
    insert.reset();
  }
  return true;
}

bool insert_analysis(StatementCache& db, int64_t audit_id, const AnalysisRows& rows, std::string_view text) {
  if (rows.sources.empty() && rows.quotes.empty() && rows.numbers.empty()) return true;
  const AnalysisJson json = to_json(rows, text);
  Statement& insert = db.get("INSERT INTO analyses(audit_id, sources, quotes, numbers) VALUES (?,?,?,?)");
  insert.bind(1, audit_id).bind_view(2, json.sources).bind_view(3, json.quotes).bind_view(4, json.numbers);
  return insert.step() == SQLITE_DONE;
}

}  // namespace

Result<int64_t> Store::add_document(int64_t run_id, const std::string& rules_digest, const AuditedDocument& audited,
                                    int64_t seq) {
  Result<DocumentRow> doc = document_row(*statements_, run_id, audited, document_hash(*audited.document));
  if (!doc) return error("cannot store " + audited.document->input);
  const std::string findings = findings_digest(audited);
  int64_t audit_id = 0;
  if (!doc->inserted) {  // a text stored before may have been audited under these rules already
    Statement& existing =
        statements_->get("SELECT id FROM audits WHERE document_id = ? AND rules_digest = ? AND findings_digest = ?");
    existing.bind(1, doc->id).bind(2, rules_digest).bind(3, findings);
    if (existing.step() == SQLITE_ROW) audit_id = existing.column_int(0);  // its findings are stored already
    existing.reset();
  }
  if (audit_id == 0) {
    Statement& insert = statements_->get(
                     "INSERT INTO audits(document_id, rules_digest, run_id, input, language, language_confidence, "
                     "findings_digest) VALUES (?,?,?,?,?,?,?)");
    insert.bind(1, doc->id).bind(2, rules_digest).bind(3, run_id).bind(4, audited.document->input)
        .bind(5, audited.language).bind(6, audited.language_confidence).bind(7, findings);
    if (insert.step() != SQLITE_DONE) return error("cannot store " + audited.document->input);
    audit_id = sqlite3_last_insert_rowid(db_);
    if (!insert_findings(*statements_, *kinds_, audit_id, audited) ||
        !insert_analysis(*statements_, audit_id, audited.analysis, audited.document->text)) {
      return error("cannot store the findings of " + audited.document->input);
    }
  }
  Statement& link = statements_->get(
                 "INSERT OR IGNORE INTO run_documents(run_id, audit_id, input, seq, diagnostics, container) "
                 "VALUES (?,?,?,?,?,?)");
  link.bind(1, run_id).bind(2, audit_id).bind(3, audited.document->input).bind(4, seq)
      .bind(5, diagnostics_json(audited.document->diagnostics)).bind_view(6, audited.document->container);
  if (link.step() != SQLITE_DONE) return error("cannot store " + audited.document->input);
  return audit_id;
}

Status Store::add_failure(int64_t run_id, const InputFailure& failure, int64_t seq) {
  Statement& insert = statements_->get("INSERT INTO failures(run_id, input, code, location, message, seq) VALUES (?,?,?,?,?,?)");
  insert.bind(1, run_id).bind(2, failure.input).bind(3, std::string_view(to_string(failure.error.code)))
      .bind(4, failure.error.where).bind(5, failure.error.message).bind(6, seq);
  if (insert.step() != SQLITE_DONE) return error("cannot record the failure of " + failure.input);
  return Ok{};
}

Status Store::finish_run(int64_t run_id, const RunSummary& summary) {
  Statement update(db_,
                   "UPDATE runs SET finished_at = ?, documents = ?, findings = ?, failures = ?, status = 'finished' "
                   "WHERE id = ?");
  update.bind(1, now_utc()).bind(2, static_cast<int64_t>(summary.documents))
      .bind(3, static_cast<int64_t>(summary.findings)).bind(4, static_cast<int64_t>(summary.failures)).bind(5, run_id);
  if (update.step() != SQLITE_DONE) return error("cannot record the end of the run");
  return Ok{};
}

Status Store::set_run_end(int64_t run_id, const std::string& finished_at, const std::string& status) {
  Statement update(db_, "UPDATE runs SET finished_at = nullif(?, ''), status = ? WHERE id = ?");
  update.bind(1, finished_at).bind(2, status).bind(3, run_id);
  if (update.step() != SQLITE_DONE) return error("cannot record the end of the run");
  return Ok{};
}

Status Store::check_integrity() {
  Statement check(db_, "PRAGMA quick_check");
  int rc = check.step();
  if (rc == SQLITE_ROW && check.column_text(0) == "ok") return Ok{};
  if (rc != SQLITE_ROW) return error("cannot check the database");
  return make_error(ErrorCode::Io, path_,
                    "the database is damaged (" + check.column_text(0) +
                        "); nothing was merged from it. Restore it from a copy or re-run its shard");
}

Status Store::add_waiver(const std::string& fingerprint, const std::string& reason, const std::string& who) {
  // The rule is taken from the stored finding when there is one, for `db stats` and reports.
  Statement insert(db_,
                   "INSERT INTO waivers(fingerprint, rule, reason, who, created_at) VALUES (?1, "
                   "coalesce((SELECT rule FROM findings WHERE fingerprint = ?1 LIMIT 1), ''), ?2, ?3, ?4) "
                   "ON CONFLICT(fingerprint) DO UPDATE SET reason = excluded.reason, who = excluded.who, "
                   "created_at = excluded.created_at");
  insert.bind(1, fingerprint).bind(2, reason).bind(3, who).bind(4, now_utc());
  if (insert.step() != SQLITE_DONE) return error("cannot record the waiver");
  return Ok{};
}

Result<std::unordered_map<std::string, std::string>> Store::waiver_reasons() {
  Statement query(db_, "SELECT fingerprint, reason FROM waivers");
  std::unordered_map<std::string, std::string> out;
  int rc;
  while ((rc = query.step()) == SQLITE_ROW) out.emplace(query.column_text(0), query.column_text(1));
  if (rc != SQLITE_DONE) return error("cannot read the waivers");
  return out;
}

Result<std::vector<std::string>> Store::audited_inputs(const std::string& rules_digest) {
  Statement query(db_,
                  "SELECT DISTINCT rd.input FROM run_documents rd JOIN audits a ON a.id = rd.audit_id "
                  "WHERE a.rules_digest = ?");
  query.bind(1, rules_digest);
  std::vector<std::string> out;
  int rc;
  while ((rc = query.step()) == SQLITE_ROW) out.push_back(query.column_text(0));
  if (rc != SQLITE_DONE) return error("cannot read stored inputs");
  return out;
}

namespace {

int64_t count(sqlite3* db, const char* sql) {
  Statement q(db, sql);
  return q.step() == SQLITE_ROW ? q.column_int(0) : 0;
}

std::vector<std::pair<std::string, int64_t>> grouped(sqlite3* db, const char* sql) {
  Statement q(db, sql);
  std::vector<std::pair<std::string, int64_t>> out;
  while (q.step() == SQLITE_ROW) out.emplace_back(q.column_text(0), q.column_int(1));
  return out;
}

}  // namespace

Result<Stats> Store::stats() {
  Stats s;
  s.runs = count(db_, "SELECT count(*) FROM runs");
  s.documents = count(db_, "SELECT count(*) FROM documents");
  s.audits = count(db_, "SELECT count(*) FROM audits");
  s.findings = count(db_, "SELECT count(*) FROM findings");
  s.failures = count(db_, "SELECT count(*) FROM failures");
  s.waivers = count(db_, "SELECT count(*) FROM waivers");
  s.by_rule = grouped(db_, "SELECT rule, count(*) FROM findings GROUP BY rule ORDER BY 2 DESC, 1");
  s.by_severity = grouped(db_, "SELECT severity, count(*) FROM findings GROUP BY severity ORDER BY 2 DESC, 1");
  s.by_language = grouped(db_,
                          "SELECT a.language, count(*) FROM findings f JOIN audits a ON a.id = f.audit_id "
                          "GROUP BY a.language ORDER BY 2 DESC, 1");
  s.by_publisher = grouped(db_,
                           "SELECT d.publisher, count(*) FROM findings f JOIN audits a ON a.id = f.audit_id "
                           "JOIN documents d ON d.id = a.document_id WHERE d.publisher != '' "
                           "GROUP BY d.publisher ORDER BY 2 DESC, 1 LIMIT 20");
  return s;
}

Result<int64_t> Store::latest_run() {
  Statement q(db_, "SELECT coalesce(max(id), 0) FROM runs WHERE status = 'finished'");
  if (q.step() != SQLITE_ROW) return error("cannot read the runs");
  return q.column_int(0);
}

Status Store::for_each_finding(int64_t run_id, const std::function<void(const FindingRow&)>& visit) {
  Statement q(db_,
              "SELECT rd.run_id, rd.input, d.url, d.title, d.publisher, a.language, f.rule, f.category, "
              "f.severity, f.message, f.excerpt, f.sentence, f.fingerprint, f.start_byte, f.end_byte, "
              "f.line, f.col FROM run_documents rd JOIN audits a ON a.id = rd.audit_id "
              "JOIN documents d ON d.id = a.document_id JOIN findings f ON f.audit_id = a.id "
              "WHERE ?1 = 0 OR rd.run_id = ?1 ORDER BY rd.run_id, rd.input, f.start_byte, f.rule");
  q.bind(1, run_id);
  int rc;
  FindingRow row;
  while ((rc = q.step()) == SQLITE_ROW) {
    row.run_id = q.column_int(0);
    row.input = q.column_text(1);
    row.url = q.column_text(2);
    row.title = q.column_text(3);
    row.publisher = q.column_text(4);
    row.language = q.column_text(5);
    row.rule = q.column_text(6);
    row.category = q.column_text(7);
    row.severity = q.column_text(8);
    row.message = q.column_text(9);
    row.excerpt = q.column_text(10);
    row.sentence = q.column_text(11);
    row.fingerprint = q.column_text(12);
    row.start = q.column_int(13);
    row.end = q.column_int(14);
    row.line = q.column_int(15);
    row.column = q.column_int(16);
    visit(row);
  }
  if (rc != SQLITE_DONE) return error("cannot read the findings");
  return Ok{};
}

}  // namespace auditor::store
