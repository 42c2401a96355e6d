// Crash safety: a batch killed with SIGKILL keeps what it committed, and --resume finishes it.
#include <gtest/gtest.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sqlite3.h>
#include <sys/wait.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "tests/support/test_support.h"

extern char** environ;

namespace auditor {
namespace {

constexpr int kArticles = 10000;

int64_t query(const std::string& db_path, const char* sql) {
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(db_path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
    sqlite3_close(db);
    return -1;
  }
  sqlite3_busy_timeout(db, 2000);
  sqlite3_stmt* stmt = nullptr;
  int64_t n = -1;
  if (sqlite3_prepare_v2(db, sql, -1, &stmt, nullptr) == SQLITE_OK && sqlite3_step(stmt) == SQLITE_ROW) {
    n = sqlite3_column_int64(stmt, 0);
  }
  sqlite3_finalize(stmt);
  sqlite3_close(db);
  return n;
}

std::string make_articles() {
  std::string dir = testing::temp_dir() + "/lote";
  std::filesystem::create_directories(dir);
  for (int i = 0; i < kArticles; ++i) {
    char name[64];
    std::snprintf(name, sizeof name, "/%05d.txt", i);
    testing::write_file(dir + name, "Boletim " + std::to_string(i) + "\n\nO bairro registrou " +
                                        std::to_string(100 + i) + " chamados de iluminação em março. A " +
                                        "equipe da prefeitura trocou " + std::to_string(20 + i % 50) +
                                        " lâmpadas na semana.\n");
  }
  return dir;
}

pid_t spawn_check(const std::vector<std::string>& args) {
  std::vector<std::string> storage = {AUDITOR_BINARY, "check"};
  storage.insert(storage.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& a : storage) argv.push_back(a.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  pid_t pid = -1;
  posix_spawn(&pid, AUDITOR_BINARY, &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  return pid;
}

TEST(CrashSafety, ABatchKilledMidwayResumesAndStoresEveryDocumentOnce) {
  std::string dir = make_articles();
  std::string db = testing::temp_dir() + "/lote.db";
  std::vector<std::string> args = {dir, "--db", db, "--format", "jsonl", "--fail-on", "never", "--lang", "pt"};
  pid_t pid = spawn_check(args);
  ASSERT_GT(pid, 0);
  // Kill it once a few batches are committed, long before the end.
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  int64_t stored = 0;
  while (std::chrono::steady_clock::now() < deadline) {
    stored = query(db, "SELECT count(*) FROM run_documents");
    if (stored >= 512) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  kill(pid, SIGKILL);
  int status = 0;
  waitpid(pid, &status, 0);
  ASSERT_TRUE(WIFSIGNALED(status)) << "the batch finished before it could be killed";
  int64_t before = query(db, "SELECT count(*) FROM run_documents");
  ASSERT_GE(before, 512);
  ASSERT_LT(before, kArticles);
  EXPECT_EQ(query(db, "SELECT count(*) FROM pragma_integrity_check WHERE integrity_check = 'ok'"), 1);
  EXPECT_EQ(query(db, "SELECT count(*) FROM runs WHERE status = 'running'"), 1);

  testing::CommandResult again = testing::run_auditor(
      {"check", dir, "--db", db, "--format", "jsonl", "--fail-on", "never", "--lang", "pt", "--resume", "--no-summary"});
  ASSERT_EQ(again.exit_code, 0) << again.err.substr(0, 500);
  EXPECT_NE(again.err.find("inputs already stored, skipped"), std::string::npos) << again.err.substr(0, 500);
  EXPECT_EQ(query(db, "SELECT count(*) FROM pragma_integrity_check WHERE integrity_check = 'ok'"), 1);
  EXPECT_EQ(query(db, "SELECT count(*) FROM documents"), kArticles);
  EXPECT_EQ(query(db, "SELECT count(DISTINCT input) FROM run_documents"), kArticles);
  EXPECT_EQ(query(db, "SELECT count(*) FROM run_documents"), kArticles);  // each input in one run only
  EXPECT_EQ(query(db, "SELECT count(*) FROM audits"), kArticles);
  EXPECT_EQ(query(db, "SELECT count(*) FROM runs WHERE status = 'finished'"), 1);
}

}  // namespace
}  // namespace auditor
