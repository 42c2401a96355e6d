// Choosing and opening the findings database for a run, and --resume.
#include "auditor/cli/store_options.h"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <unordered_set>

namespace auditor::cli {

void add_store_options(CLI::App& cmd, StoreOptions& options) {
  cmd.add_option("--db", options.db, "Store findings in this SQLite file (default: $AUDITOR_DB, or ./auditor.db)");
  cmd.add_flag("--no-db", options.no_db, "Do not store anything; only print the report");
  cmd.add_flag("--resume", options.resume,
               "Skip inputs the database already holds under the same rules (finish an interrupted batch)");
}

std::string database_path(const std::string& given) {
  if (!given.empty()) return given;
  const char* env = std::getenv("AUDITOR_DB");
  return env != nullptr && *env != '\0' ? env : "auditor.db";
}

Result<std::unique_ptr<store::Store>> open_run_store(const StoreOptions& options) {
  if (options.no_db) {
    if (options.resume) return make_error(ErrorCode::Usage, "--resume", "needs a database; drop --no-db");
    return std::unique_ptr<store::Store>();
  }
  return store::Store::open(database_path(options.db));
}

Result<std::unique_ptr<store::Store>> open_existing_store(const std::string& given) {
  std::string path = database_path(given);
  if (!std::filesystem::exists(path)) {
    return make_error(ErrorCode::NotFound, path,
                      "no findings database here; 'auditor check' creates one (or pass --db PATH)");
  }
  // A database an older release wrote is upgraded on the way when the file may be written: the
  // report is what was asked for, and each migration is one transaction. A read-only file opens
  // as it is, and one from an older release says how to upgrade it.
  const bool writable = access(path.c_str(), W_OK) == 0;
  return store::Store::open(path, writable ? store::Store::Mode::ReadWrite : store::Store::Mode::ReadOnly);
}

Result<int64_t> resolve_run(store::Store& store, const std::string& spec, bool allow_all) {
  if (allow_all && spec == "all") return int64_t{0};
  if (spec == "latest") {
    Result<int64_t> latest = store.latest_run();
    if (!latest) return latest.error();
    if (*latest == 0) return make_error(ErrorCode::Usage, store.path(), "no finished run in this database");
    return *latest;
  }
  char* end = nullptr;
  int64_t id = std::strtoll(spec.c_str(), &end, 10);
  if (end == spec.c_str() || *end != '\0' || id <= 0) {
    return make_error(ErrorCode::Usage, "",
                      std::string("--run takes a run id, 'latest'") + (allow_all ? " or 'all'" : "") + ", not \"" + spec + "\"");
  }
  return id;
}

Result<size_t> skip_stored_inputs(store::Store& store, const std::string& rules_digest,
                                  std::vector<ingest::InputRef>& inputs) {
  Result<std::vector<std::string>> stored = store.audited_inputs(rules_digest);
  if (!stored) return stored.error();
  std::unordered_set<std::string> done(stored->begin(), stored->end());
  size_t before = inputs.size();
  inputs.erase(std::remove_if(inputs.begin(), inputs.end(),
                              [&](const ingest::InputRef& in) { return done.count(in.path) > 0; }),
               inputs.end());
  return before - inputs.size();
}

}  // namespace auditor::cli
