// `auditor report`: a stored run prints exactly as `check` printed it, and --new-only.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include "tests/support/test_support.h"

namespace auditor {
namespace {

// A batch with what a report must carry back: Markdown and HTML inputs (links, reader notes),
// a JSONL dump, a feed, the same text under two names, and an input that cannot be read.
std::vector<std::string> mixed_inputs(const std::string& dir) {
  std::string article = "A secretaria vai gastar R$ 12 milhões com a reforma das escolas.\n\n"
                        "Especialistas dizem que o prazo é curto demais.\n";
  testing::write_file(dir + "/escolas.txt", article);
  testing::write_file(dir + "/copia/escolas.txt", article);
  return {dir + "/escolas.txt", dir + "/copia/escolas.txt", dir + "/faltando.txt",
          testing::repo_path("fixtures/example"), testing::repo_path("fixtures/html"),
          testing::repo_path("fixtures/jsonl/mixed_dump.jsonl"),
          testing::repo_path("fixtures/feeds/en_atom_harbour_council.xml")};
}

std::vector<std::string> with(std::vector<std::string> args, const std::vector<std::string>& more) {
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

TEST(ReportCommand, ReprintsTheLatestRunExactlyAsCheckPrintedIt) {
  std::string dir = testing::temp_dir();
  std::string db = dir + "/runs.db";
  std::vector<std::string> inputs = mixed_inputs(dir);
  for (std::string format : {"json", "text", "csv", "jsonl"}) {
    testing::CommandResult check =
        testing::run_auditor(with({"check", "--db", db, "--fail-on", "never", "--format", format}, inputs));
    ASSERT_EQ(check.exit_code, 1) << check.err;  // the missing input
    ASSERT_NE(check.out.find("faltando.txt"), std::string::npos) << check.out;
    testing::CommandResult report = testing::run_auditor({"report", "--run", "latest", "--db", db, "--format", format});
    ASSERT_EQ(report.exit_code, 0) << report.err;
    EXPECT_EQ(report.out, check.out) << format;
  }
  // An earlier run, by id, still prints as it was.
  testing::CommandResult first = testing::run_auditor({"report", "--run", "1", "--db", db, "--format", "json"});
  ASSERT_EQ(first.exit_code, 0) << first.err;
  EXPECT_NE(first.out.find("\"input\":\"" + dir + "/copia/escolas.txt\""), std::string::npos) << first.out;
}

TEST(ReportCommand, AnUnknownRunOrAMissingDatabaseIsAUsageError) {
  std::string dir = testing::temp_dir();
  std::string db = dir + "/runs.db";
  testing::write_file(dir + "/nota.txt", "A feira teve 3.200 visitantes no sábado.\n");
  ASSERT_NE(testing::run_auditor({"check", dir + "/nota.txt", "--db", db}).exit_code, 2);
  testing::CommandResult unknown = testing::run_auditor({"report", "--run", "42", "--db", db});
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_NE(unknown.err.find("there is no run 42"), std::string::npos) << unknown.err;
  EXPECT_NE(unknown.err.find(db), std::string::npos) << unknown.err;
  testing::CommandResult bad = testing::run_auditor({"report", "--run", "ontem", "--db", db});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("--run takes a run id"), std::string::npos) << bad.err;
  testing::CommandResult missing = testing::run_auditor({"report", "--db", dir + "/nenhum.db"});
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_NE(missing.err.find("nenhum.db: no findings database here"), std::string::npos) << missing.err;
}

// A database an older release wrote (schema version 7 here) is upgraded when `report` opens it,
// and its run prints from the upgraded tables, sentence and all.
TEST(ReportCommand, UpgradesADatabaseFromAnOlderReleaseAndPrintsItsRun) {
  std::string db = testing::temp_dir() + "/v7.db";
  std::string schema = testing::read_file(testing::repo_path("auditor/store/schema.sql"));
  std::string sql =
      schema.substr(0, schema.find("-- version 7")) +  // version 7 itself needs the auditor's SQL function
      "PRAGMA user_version = 6;"
      "INSERT INTO runs(id, started_at, tool_version, rules_digest, status, uid) VALUES (1, 't', 'v', 'r', 'finished', 'u');"
      "INSERT INTO documents(id, content_hash, input, format, text, first_run) "
      "VALUES (1, 'h', 'velho.txt', 'text', 'A feira teve 3.200 visitantes.', 1);"
      "INSERT INTO audits(id, document_id, rules_digest, run_id, input, language) VALUES (1, 1, 'r', 1, 'velho.txt', 'pt');"
      "INSERT INTO run_documents(run_id, audit_id, input, seq) VALUES (1, 1, 'velho.txt', 1);"
      "INSERT INTO findings(audit_id, rule, category, severity, message, excerpt, sentence, start_byte, end_byte, "
      "line, col, end_line, end_col, fingerprint, sentence_start, sentence_end) VALUES (1, "
      "'attribution.unattributed-number', 'attribution', 'warning', 'sem fonte', '3.200', "
      "'A feira teve 3.200 visitantes.', 13, 18, 1, 14, 1, 19, 'fp', 0, 30);";
  sqlite3* handle = nullptr;
  ASSERT_EQ(sqlite3_open(db.c_str(), &handle), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(handle, sql.c_str(), nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(handle);
  sqlite3_close(handle);

  testing::CommandResult report = testing::run_auditor({"report", "--run", "1", "--db", db, "--format", "jsonl"});
  ASSERT_EQ(report.exit_code, 0) << report.err;
  EXPECT_NE(report.out.find("\"sentence\":\"A feira teve 3.200 visitantes.\""), std::string::npos) << report.out;
  testing::CommandResult text = testing::run_auditor({"report", "--run", "1", "--db", db});
  EXPECT_NE(text.out.find("velho.txt:1:14: warning attribution.unattributed-number: sem fonte"), std::string::npos)
      << text.out;
}

TEST(ReportCommand, LeavesOutFindingsWaivedAfterTheRun) {
  std::string dir = testing::temp_dir();
  std::string db = dir + "/runs.db";
  testing::write_file(dir + "/ponte.txt", "A ponte nova custou R$ 90 milhões.\n\nA obra durou dois anos.\n");
  testing::CommandResult check = testing::run_auditor({"check", dir + "/ponte.txt", "--db", db, "--format", "jsonl"});
  size_t at = check.out.find("\"fingerprint\":\"");
  ASSERT_NE(at, std::string::npos) << check.out;
  std::string fingerprint = check.out.substr(at + 15, 16);
  ASSERT_EQ(testing::run_auditor({"waive", fingerprint, "--reason", "valor do contrato publicado", "--db", db}).exit_code, 0);
  testing::CommandResult report = testing::run_auditor({"report", "--db", db, "--format", "text"});
  ASSERT_EQ(report.exit_code, 0) << report.err;
  EXPECT_EQ(report.out.find("R$ 90"), std::string::npos) << report.out;
  EXPECT_NE(report.out.find("1 document audited, 0 findings"), std::string::npos) << report.out;
}

TEST(NewOnly, ShowsOnlyFindingsThePreviousRunOfTheSameInputDidNotReport) {
  std::string dir = testing::temp_dir();
  std::string db = dir + "/runs.db";
  std::string article = dir + "/hospital.txt";
  std::string other = dir + "/outro.txt";
  testing::write_file(article, "O hospital regional ganhou 240 leitos.\n\nA inauguração será em março.\n");
  testing::write_file(other, "O hospital regional ganhou 240 leitos.\n");
  std::vector<std::string> check = {"check", article, "--db", db, "--format", "jsonl", "--fail-on", "warning"};
  testing::CommandResult first = testing::run_auditor(with(check, {"--new-only"}));
  EXPECT_EQ(first.exit_code, 1);
  EXPECT_NE(first.out.find("240"), std::string::npos) << first.out;  // no earlier run: all new

  testing::write_file(article, "O hospital regional ganhou 240 leitos.\n\nA reforma custou R$ 3 milhões.\n");
  testing::CommandResult second = testing::run_auditor(with(check, {"--new-only"}));
  EXPECT_EQ(second.exit_code, 1);
  EXPECT_EQ(second.out.find("240"), std::string::npos) << second.out;
  EXPECT_NE(second.out.find("R$ 3 milhões"), std::string::npos) << second.out;
  // Another input with the same finding is compared with its own history, not this one's.
  testing::CommandResult fresh = testing::run_auditor({"check", other, "--db", db, "--format", "jsonl", "--new-only"});
  EXPECT_NE(fresh.out.find("240"), std::string::npos) << fresh.out;

  testing::CommandResult unchanged = testing::run_auditor(with(check, {"--new-only"}));
  EXPECT_EQ(unchanged.exit_code, 0) << unchanged.out;  // nothing new: nothing at or above --fail-on
  EXPECT_EQ(unchanged.out.find("\"rule\""), std::string::npos) << unchanged.out;

  testing::CommandResult report = testing::run_auditor({"report", "--run", "2", "--db", db, "--format", "jsonl", "--new-only"});
  ASSERT_EQ(report.exit_code, 0) << report.err;
  EXPECT_EQ(report.out, second.out);
  testing::CommandResult no_db = testing::run_auditor({"check", article, "--no-db", "--new-only"});
  EXPECT_EQ(no_db.exit_code, 2);
  EXPECT_NE(no_db.err.find("--new-only"), std::string::npos) << no_db.err;
}

// --new-only looks up each document's history while the store's writer thread inserts the run:
// sharing one SQLite connection between them crashed check and damaged the file on big batches.
TEST(NewOnly, LooksUpHistoryAlongsideTheStoreWriterWithoutHarmingTheFile) {
  std::string dir = testing::temp_dir();
  std::string db = dir + "/runs.db";
  const int articles = 400;
  auto write_batch = [&](bool changed) {
    for (int i = 0; i < articles; ++i) {
      std::string text = "O hospital " + std::to_string(i) + " ganhou 240 leitos.\n";
      if (changed && i % 2 == 0) text += "\nA reforma custou R$ " + std::to_string(i + 1) + " milhões.\n";
      testing::write_file(dir + "/lote/" + std::to_string(i) + ".txt", text);
    }
  };
  auto count_findings = [](const std::string& out) {
    size_t n = 0;
    for (size_t at = out.find("\"rule\""); at != std::string::npos; at = out.find("\"rule\"", at + 1)) ++n;
    return n;
  };
  std::vector<std::string> check = {"check", dir + "/lote", "--db", db, "--format", "jsonl", "--jobs", "4",
                                    "--fail-on", "warning"};
  write_batch(false);
  ASSERT_EQ(testing::run_auditor(check).exit_code, 1);
  write_batch(true);
  testing::CommandResult changed = testing::run_auditor(with(check, {"--new-only"}));
  ASSERT_EQ(changed.exit_code, 1) << changed.err;
  EXPECT_EQ(count_findings(changed.out), size_t{articles / 2});
  for (int repeat = 0; repeat < 3; ++repeat) {
    testing::CommandResult unchanged = testing::run_auditor(with(check, {"--new-only"}));
    ASSERT_EQ(unchanged.exit_code, 0) << unchanged.err;
    EXPECT_EQ(count_findings(unchanged.out), size_t{0});
  }
  sqlite3* handle = nullptr;
  ASSERT_EQ(sqlite3_open(db.c_str(), &handle), SQLITE_OK);
  sqlite3_stmt* q = nullptr;
  ASSERT_EQ(sqlite3_prepare_v2(handle, "PRAGMA integrity_check", -1, &q, nullptr), SQLITE_OK);
  ASSERT_EQ(sqlite3_step(q), SQLITE_ROW);
  EXPECT_STREQ(reinterpret_cast<const char*>(sqlite3_column_text(q, 0)), "ok");
  sqlite3_finalize(q);
  sqlite3_close(handle);
}

}  // namespace
}  // namespace auditor
