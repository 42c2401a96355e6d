// The options that choose where `auditor check` stores its findings, and opening that store.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "auditor/core/result.h"
#include "auditor/ingest/input.h"
#include "auditor/store/store.h"

namespace auditor::cli {

/// --db, --no-db and --resume.
struct StoreOptions {
  std::string db;      ///< empty: $AUDITOR_DB, then ./auditor.db
  bool no_db = false;
  bool resume = false;
};

/// --db, then $AUDITOR_DB, then ./auditor.db: where every command finds the database.
std::string database_path(const std::string& given);

/// Adds --db, --no-db and --resume to a command.
void add_store_options(CLI::App& cmd, StoreOptions& options);

/// Opens the run's database; a null store when --no-db. --resume without a database is a usage
/// error.
Result<std::unique_ptr<store::Store>> open_run_store(const StoreOptions& options);

/// Opens an existing database read-only; a NotFound error naming the path when there is none.
Result<std::unique_ptr<store::Store>> open_existing_store(const std::string& given);

/// A --run value: a run id, "latest" (the newest finished run) or, when `allow_all`, "all" (0).
/// A Usage error for anything else or a database with no finished run.
Result<int64_t> resolve_run(store::Store& store, const std::string& spec, bool allow_all);

/// With --resume, drops the inputs the database already holds under these rules; returns how
/// many were skipped.
Result<size_t> skip_stored_inputs(store::Store& store, const std::string& rules_digest,
                                  std::vector<ingest::InputRef>& inputs);

}  // namespace auditor::cli
