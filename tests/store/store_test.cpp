// The SQLite store: schema migration, one copy per text, batched runs, and safe refusals.
#include "auditor/store/store.h"

#include <gtest/gtest.h>
#include <sqlite3.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "auditor/store/store_sink.h"
#include "tests/support/test_support.h"

namespace auditor::store {
namespace {

namespace fs = std::filesystem;

// A document with one finding, as the pipeline would hand it to a sink.
struct Sample {
  Document doc;
  AuditedDocument audited;
  Sample(std::string input, std::string text) {
    doc.input = std::move(input);
    doc.format = "text";
    doc.text = std::move(text);
    audited.document = &doc;
    audited.language = "pt";
    audited.language_confidence = 0.98;
    Finding f;
    f.rule = "attribution.unattributed-number";
    f.message = "“4.870” is stated without a source.";
    f.span = {10, 15};
    f.position = {1, 11};
    f.end_position = {1, 16};
    f.excerpt = "4.870";
    f.sentence = doc.text;
    f.fingerprint = compute_fingerprint(f.rule, f.excerpt, f.sentence);
    audited.findings.push_back(f);
  }
};

int64_t count(Store& store, const char* sql) {
  sqlite3_stmt* stmt = nullptr;
  sqlite3_prepare_v2(store.handle(), sql, -1, &stmt, nullptr);
  int64_t n = sqlite3_step(stmt) == SQLITE_ROW ? sqlite3_column_int64(stmt, 0) : -1;
  sqlite3_finalize(stmt);
  return n;
}

std::string run_sql(const std::string& path, const char* sql) {
  sqlite3* db = nullptr;
  sqlite3_open(path.c_str(), &db);
  register_sql_functions(db);  // version 7's re-keying calls one
  char* message = nullptr;
  sqlite3_exec(db, sql, nullptr, nullptr, &message);
  std::string out = message ? message : "";
  sqlite3_free(message);
  sqlite3_close(db);
  return out;
}

RunInfo run_info(std::string digest) {
  RunInfo run;
  run.tool_version = "test";
  run.started_at = "2026-11-30T12:00:00Z";
  run.arguments = {"auditor", "check", "pauta.txt"};
  run.rules_digest = std::move(digest);
  return run;
}

TEST(Store, CreatesTheSchemaAtTheLatestVersion) {
  std::string path = testing::temp_dir() + "/new.db";
  auto store = Store::open(path);
  ASSERT_TRUE(store.ok()) << store.error().to_string();
  EXPECT_EQ(count(**store, "PRAGMA user_version"), schema_version());
  EXPECT_GE(schema_version(), 1);
  EXPECT_EQ(count(**store, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'finding_rows'"), 1);
  EXPECT_EQ(count(**store, "SELECT count(*) FROM sqlite_master WHERE type = 'view' AND name = 'findings'"), 1);
}

TEST(Store, KeepsOneCopyOfATextAuditedTwiceUnderTheSameRules) {
  std::string path = testing::temp_dir() + "/dedupe.db";
  auto store = Store::open(path);
  ASSERT_TRUE(store.ok());
  Sample a("pauta.txt", "A rede tem 4.870 vagas em creches.");
  Sample copy("copia/pauta.txt", "A rede tem 4.870 vagas em creches.");
  for (const char* digest : {"rules-1", "rules-1", "rules-2"}) {
    StoreSink sink(**store);
    sink.begin(run_info(digest));
    sink.document(a.audited);
    sink.document(copy.audited);
    sink.end(RunSummary{2, 0, 2, 0, 2, 0, 0.1});
    ASSERT_FALSE(sink.error()) << sink.error()->to_string();
  }
  EXPECT_EQ(count(**store, "SELECT count(*) FROM runs WHERE status = 'finished'"), 3);
  EXPECT_EQ(count(**store, "SELECT count(*) FROM documents"), 1);
  EXPECT_EQ(count(**store, "SELECT count(*) FROM audits"), 2);    // one per rules digest
  EXPECT_EQ(count(**store, "SELECT count(*) FROM findings"), 2);  // stored once per audit
  EXPECT_EQ(count(**store, "SELECT count(*) FROM run_documents"), 6);
  auto inputs = (*store)->audited_inputs("rules-1");
  ASSERT_TRUE(inputs.ok());
  EXPECT_EQ(inputs->size(), 2u);
  auto stats = (*store)->stats();
  ASSERT_TRUE(stats.ok());
  ASSERT_EQ(stats->by_rule.size(), 1u);
  EXPECT_EQ(stats->by_rule[0].first, "attribution.unattributed-number");
  EXPECT_EQ(stats->by_language[0].first, "pt");
  EXPECT_EQ(count(**store, "SELECT count(*) FROM pragma_integrity_check WHERE integrity_check = 'ok'"), 1);
}

TEST(Store, StoresFailuresAndFindingFields) {
  std::string path = testing::temp_dir() + "/fields.db";
  auto store = Store::open(path);
  ASSERT_TRUE(store.ok());
  Sample a("pauta.txt", "A rede tem 4.870 vagas em creches.");
  StoreSink sink(**store, 1);
  sink.begin(run_info("r"));
  sink.document(a.audited);
  sink.failure(InputFailure{"foto.pdf", make_error(ErrorCode::Binary, "foto.pdf", "this is a PDF")});
  sink.end(RunSummary{1, 1, 1, 0, 1, 0, 0.1});
  EXPECT_EQ(count(**store, "SELECT count(*) FROM failures WHERE code = 'binary' AND input = 'foto.pdf'"), 1);
  EXPECT_EQ(count(**store, "SELECT line * 100 + col FROM findings"), 111);
  EXPECT_EQ(count(**store, "SELECT failures FROM runs"), 1);
}

TEST(Store, RefusesAFileThatIsNotADatabaseAndLeavesItAlone) {
  std::string path = testing::temp_dir() + "/notes.db";
  std::ofstream(path) << "Pauta de segunda: ligar para a secretaria.\n";
  std::string before = testing::read_file(path);
  auto store = Store::open(path);
  ASSERT_FALSE(store.ok());
  EXPECT_NE(store.error().message.find("not an auditor database"), std::string::npos) << store.error().message;
  EXPECT_EQ(store.error().where, path);
  EXPECT_EQ(testing::read_file(path), before);
}

TEST(Store, RefusesANewerSchemaWithoutChangingIt) {
  std::string path = testing::temp_dir() + "/future.db";
  run_sql(path, "CREATE TABLE x(a); PRAGMA user_version = 999;");
  auto store = Store::open(path);
  ASSERT_FALSE(store.ok());
  EXPECT_NE(store.error().message.find("newer than this auditor"), std::string::npos) << store.error().message;
  auto again = Store::open(path, Store::Mode::ReadOnly);
  ASSERT_FALSE(again.ok());
  sqlite3* db = nullptr;
  sqlite3_open(path.c_str(), &db);
  sqlite3_stmt* stmt = nullptr;
  sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &stmt, nullptr);
  sqlite3_step(stmt);
  EXPECT_EQ(sqlite3_column_int(stmt, 0), 999);
  sqlite3_finalize(stmt);
  sqlite3_close(db);
}

TEST(Store, AReadOnlyDatabaseGetsAClearErrorOnWrite) {
  std::string path = testing::temp_dir() + "/readonly.db";
  { ASSERT_TRUE(Store::open(path).ok()); }
  auto store = Store::open(path, Store::Mode::ReadOnly);
  ASSERT_TRUE(store.ok()) << store.error().to_string();
  auto run = (*store)->begin_run(run_info("r"));
  ASSERT_FALSE(run.ok());
  EXPECT_NE(run.error().message.find("read-only"), std::string::npos) << run.error().message;
}

TEST(Store, AFileWithoutWritePermissionIsRefusedForWriting) {
  if (geteuid() == 0) GTEST_SKIP() << "running as root: file permissions do not stop writes";
  std::string path = testing::temp_dir() + "/readonly-file.db";
  { ASSERT_TRUE(Store::open(path).ok()); }
  fs::permissions(path, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
  auto writable = Store::open(path);
  ASSERT_FALSE(writable.ok());
  EXPECT_NE(writable.error().message.find("read-only"), std::string::npos) << writable.error().message;
}

TEST(Store, ALockedDatabaseGetsAClearErrorAndKeepsItsData) {
  std::string path = testing::temp_dir() + "/locked.db";
  auto store = Store::open(path);
  ASSERT_TRUE(store.ok());
  ASSERT_TRUE((*store)->begin_run(run_info("r")).ok());
  sqlite3* other = nullptr;
  sqlite3_open(path.c_str(), &other);
  ASSERT_EQ(sqlite3_exec(other, "BEGIN EXCLUSIVE", nullptr, nullptr, nullptr), SQLITE_OK);
  (*store)->set_busy_timeout(50);
  auto run = (*store)->begin_run(run_info("r"));
  ASSERT_FALSE(run.ok());
  EXPECT_NE(run.error().message.find("locked"), std::string::npos) << run.error().message;
  sqlite3_exec(other, "ROLLBACK", nullptr, nullptr, nullptr);
  sqlite3_close(other);
  EXPECT_EQ(count(**store, "SELECT count(*) FROM runs"), 1);
}

TEST(Store, WaiverReasonsByFingerprintKeepTheLatestReason) {
  std::string path = testing::temp_dir() + "/waivers.db";
  auto store = Store::open(path);
  ASSERT_TRUE(store.ok()) << store.error().to_string();
  ASSERT_TRUE((*store)->add_waiver("aaaa1111", "the figure is in the linked budget", "ana"));
  ASSERT_TRUE((*store)->add_waiver("bbbb2222", "a first reason", "rui"));
  ASSERT_TRUE((*store)->add_waiver("bbbb2222", "the trip is disclosed below", "rui"));
  auto reasons = (*store)->waiver_reasons();
  ASSERT_TRUE(reasons.ok()) << reasons.error().to_string();
  ASSERT_EQ(reasons->size(), 2u);
  EXPECT_EQ(reasons->at("aaaa1111"), "the figure is in the linked budget");
  EXPECT_EQ(reasons->at("bbbb2222"), "the trip is disclosed below");
}

}  // namespace
}  // namespace auditor::store

namespace auditor::store {
namespace {

// The sections of schema.sql up to `version`: what a database made by that release holds.
std::string schema_up_to(int version) {
  std::string all = testing::read_file(testing::repo_path("auditor/store/schema.sql"));
  size_t end = all.find("-- version " + std::to_string(version + 1));
  return all.substr(0, end);
}

// One finding as a database of `version` stored it (version 8 moved findings into finding_rows).
std::string finding_insert(int version) {
  if (version < 8) {
    return "INSERT INTO findings(audit_id, rule, category, severity, message, excerpt, sentence, start_byte, "
           "end_byte, line, col, end_line, end_col, fingerprint) VALUES (1, 'x.y', 'sourcing', 'info', 'm', "
           "'antigo', 'Texto antigo.', 6, 12, 1, 7, 1, 13, 'fp');";
  }
  return "INSERT INTO finding_rows(audit_id, ordinal, rule, category, severity, message, excerpt, sentence, "
         "start_byte, end_byte, line, col, end_line, end_col, fingerprint, sentence_start, sentence_end) VALUES "
         "(1, 0, 'x.y', 'sourcing', 'info', 'm', 'antigo', 'Texto antigo.', 6, 12, 1, 7, 1, 13, 'fp', 0, 13);";
}

// Every older schema upgrades to the latest with its data intact, and the upgraded run replays.
TEST(StoreMigration, UpgradesADatabaseMadeByEachOlderSchemaAndKeepsItsRuns) {
  for (int version = 1; version < schema_version(); ++version) {
    SCOPED_TRACE("from schema version " + std::to_string(version));
    std::string path = testing::temp_dir() + "/v" + std::to_string(version) + ".db";
    std::string old = schema_up_to(version) +
                      "INSERT INTO runs(id, started_at, tool_version, rules_digest, status) VALUES (1, 't', 'v', 'r', 'finished');"
                      "INSERT INTO documents(id, content_hash, input, text, first_run) VALUES (1, 'h', 'velho.txt', 'Texto antigo.', 1);"
                      "INSERT INTO audits(id, document_id, rules_digest, run_id, input, language) VALUES (1, 1, 'r', 1, 'velho.txt', 'pt');"
                      "INSERT INTO run_documents(run_id, audit_id, input) VALUES (1, 1, 'velho.txt');" +
                      finding_insert(version) +
                      "PRAGMA user_version = " + std::to_string(version) + ";";
    ASSERT_EQ(run_sql(path, old.c_str()), "");
    auto read_only = Store::open(path, Store::Mode::ReadOnly);
    ASSERT_FALSE(read_only.ok());
    EXPECT_NE(read_only.error().message.find("older schema (version " + std::to_string(version) + ")"),
              std::string::npos);

    auto store = Store::open(path);
    ASSERT_TRUE(store.ok()) << store.error().to_string();
    EXPECT_EQ(count(**store, "PRAGMA user_version"), schema_version());
    EXPECT_EQ(count(**store, "SELECT count(*) FROM findings f JOIN audits a ON a.id = f.audit_id"), 1);
    EXPECT_EQ(count(**store, "SELECT count(*) FROM pragma_foreign_key_check"), 0);
    EXPECT_EQ(count(**store, "SELECT count(*) FROM pragma_integrity_check WHERE integrity_check = 'ok'"), 1);
    struct Collect : FindingSink {
      std::vector<std::string> seen;
      void document(const AuditedDocument& a) override { seen.push_back(a.document->input + ":" + a.findings.at(0).excerpt); }
    } collect;
    auto replayed = (*store)->replay_run(1, collect);
    ASSERT_TRUE(replayed.ok()) << replayed.error().to_string();
    EXPECT_EQ(collect.seen, std::vector<std::string>{"velho.txt:antigo"});
    // New runs store into the upgraded tables, analysis included.
    Sample a("novo.txt", "A rede tem 4.870 vagas em creches.");
    a.audited.analysis.sources.push_back({"Secretaria de Educação", "", "", "organization", "subject", 1});
    StoreSink sink(**store);
    sink.begin(run_info("r"));
    sink.document(a.audited);
    sink.end(RunSummary{1, 0, 1, 0, 1, 0, 0.1});
    ASSERT_FALSE(sink.error()) << sink.error()->to_string();
    EXPECT_EQ(count(**store, "SELECT count(*) FROM audits"), 2);
    EXPECT_EQ(count(**store, "SELECT count(*) FROM sources WHERE stake = 'subject'"), 1);
  }
}

// Version 7 folds the analysis tables into one JSON row per audit and re-keys the documents:
// the rows a version 6 database held read back through the views, and the same text audited
// again after the upgrade finds its stored document.
TEST(StoreMigration, Version7KeepsTheAnalysisRowsAndReKeysTheDocuments) {
  std::string path = testing::temp_dir() + "/v6-analysis.db";
  std::string old = schema_up_to(6) +
                    "INSERT INTO runs(id, started_at, tool_version, rules_digest, status) VALUES (1, 't', 'v', 'r', 'finished');"
                    "INSERT INTO documents(id, content_hash, input, format, text, first_run) "
                    "VALUES (1, 'h', 'velho.txt', 'text', 'Texto antigo.', 1);"
                    "INSERT INTO audits(id, document_id, rules_digest, run_id, input, language) VALUES (1, 1, 'r', 1, 'velho.txt', 'pt');"
                    "INSERT INTO audits(id, document_id, rules_digest, run_id, input, language, findings_digest) "
                    "VALUES (2, 1, 'r', 1, 'velho.txt', 'pt', 'other');"
                    "INSERT INTO sources(audit_id, name, type, stake, mentions) VALUES (1, 'Ana \"Aninha\" Reis', 'person', 'subject', 2);"
                    "INSERT INTO sources(audit_id, name, organization, type, stake) VALUES (1, 'IBGE', '', 'organization', 'independent');"
                    "INSERT INTO quotes(audit_id, start_byte, end_byte, text, speaker) VALUES (1, 0, 5, 'Texto', 'IBGE');"
                    "INSERT INTO numbers(audit_id, start_byte, end_byte, text, value, kind) VALUES (1, 2, 4, '2,5%', 2.5, 'percent');"
                    "PRAGMA user_version = 6;";
  ASSERT_EQ(run_sql(path, old.c_str()), "");
  auto store = Store::open(path);
  ASSERT_TRUE(store.ok()) << store.error().to_string();
  EXPECT_EQ(count(**store, "SELECT count(*) FROM analyses"), 1);  // audit 2 had no analysis rows
  EXPECT_EQ(count(**store, "SELECT count(*) FROM sources WHERE audit_id = 1 AND ordinal = 0 AND mentions = 2 "
                           "AND name = 'Ana \"Aninha\" Reis'"), 1);
  EXPECT_EQ(count(**store, "SELECT ordinal FROM sources WHERE name = 'IBGE'"), 1);
  EXPECT_EQ(count(**store, "SELECT count(*) FROM quotes WHERE speaker = 'IBGE' AND end_byte = 5"), 1);
  EXPECT_EQ(count(**store, "SELECT count(*) FROM numbers WHERE value = 2.5 AND kind = 'percent'"), 1);
  EXPECT_EQ(count(**store, "SELECT count(*) FROM sqlite_master WHERE name IN ('sources', 'quotes', 'numbers') "
                           "AND type = 'view'"), 3);

  Sample again("velho.txt", "Texto antigo.");
  StoreSink sink(**store);
  sink.begin(run_info("r"));
  sink.document(again.audited);
  sink.end(RunSummary{1, 0, 0, 0, 0, 0, 0.1});
  ASSERT_FALSE(sink.error()) << sink.error()->to_string();
  EXPECT_EQ(count(**store, "SELECT count(*) FROM documents"), 1);
}

// A rule's finding carries its sentence as the document's own bytes: the row leaves it out and
// the findings view cuts it back out of the text by byte offsets, accented letters and all. A
// sentence that is not the text at its span (a hand-made finding) is kept as given.
TEST(Store, FindingSentencesAreCutFromTheDocumentTextUnlessTheyDiffer) {
  std::string path = testing::temp_dir() + "/sentences.db";
  auto store = Store::open(path);
  ASSERT_TRUE(store.ok());
  Sample a("sp.txt", "Em São Paulo, a fundação diz: há 4.870 vagas. A prefeitura não comentou os 12%.");
  const std::string& text = a.doc.text;
  Finding& first = a.audited.findings[0];
  first.sentence_span = {0, static_cast<uint32_t>(text.find(" A "))};
  first.sentence = text.substr(0, first.sentence_span.end);
  Finding second = first;
  second.sentence_span = {first.sentence_span.end + 1, static_cast<uint32_t>(text.size())};
  second.sentence = "Uma frase que o texto não tem.";
  const std::vector<std::string> expected{first.sentence, second.sentence};
  a.audited.findings.push_back(second);  // `first` dangles from here
  StoreSink sink(**store);
  sink.begin(run_info("r"));
  sink.document(a.audited);
  sink.end(RunSummary{1, 0, 2, 0, 2, 0, 0.1});
  ASSERT_FALSE(sink.error()) << sink.error()->to_string();
  EXPECT_EQ(count(**store, "SELECT count(*) FROM finding_rows WHERE ordinal = 0 AND sentence IS NULL"), 1);
  EXPECT_EQ(count(**store, "SELECT count(*) FROM finding_rows WHERE ordinal = 1 AND sentence IS NOT NULL"), 1);
  struct Collect : FindingSink {
    std::vector<std::string> sentences;
    void document(const AuditedDocument& d) override {
      for (const Finding& f : d.findings) sentences.push_back(f.sentence);
    }
  } collect;
  ASSERT_TRUE((*store)->replay_run(1, collect).ok());
  EXPECT_EQ(collect.sentences, expected);
}

// Version 8 moves findings into finding_rows: each keeps its place in its audit (old ids give the
// order), and its sentence, left out where the text holds it.
TEST(StoreMigration, Version8KeepsEachFindingsOrderAndSentence) {
  std::string path = testing::temp_dir() + "/v7-findings.db";
  const char* finding =
      "INSERT INTO findings(id, audit_id, rule, category, severity, message, excerpt, sentence, start_byte, "
      "end_byte, line, col, end_line, end_col, fingerprint, sentence_start, sentence_end) VALUES ";
  std::string old = schema_up_to(7) +
                    "INSERT INTO runs(id, started_at, tool_version, rules_digest, status) VALUES (1, 't', 'v', 'r', 'finished');"
                    "INSERT INTO documents(id, content_hash, input, text, first_run) "
                    "VALUES (1, 'h', 'velho.txt', 'Há 12 salas. A União paga 30%.', 1);"
                    "INSERT INTO audits(id, document_id, rules_digest, run_id, input, language) VALUES (1, 1, 'r', 1, 'velho.txt', 'pt');"
                    "INSERT INTO run_documents(run_id, audit_id, input) VALUES (1, 1, 'velho.txt');" +
                    std::string(finding) +
                    "(7, 1, 'b', 'sourcing', 'info', 'm', '30%', 'A União paga 30%.', 28, 31, 1, 28, 1, 31, 'f2', 14, 32);" +
                    finding +
                    "(3, 1, 'a', 'sourcing', 'info', 'm', '12', 'Uma frase dita à mão.', 4, 6, 1, 5, 1, 7, 'f1', 0, 13);"
                    "PRAGMA user_version = 7;";
  ASSERT_EQ(run_sql(path, old.c_str()), "");
  auto store = Store::open(path);
  ASSERT_TRUE(store.ok()) << store.error().to_string();
  EXPECT_EQ(count(**store, "SELECT count(*) FROM finding_rows f JOIN finding_kinds k ON k.id = f.kind_id "
                           "WHERE f.sentence IS NULL AND k.rule = 'b'"), 1);
  EXPECT_EQ(count(**store, "SELECT ordinal FROM findings WHERE rule = 'b'"), 1);
  EXPECT_EQ(count(**store, "SELECT count(*) FROM findings WHERE rule = 'b' AND sentence = 'A União paga 30%.'"), 1);
  EXPECT_EQ(count(**store, "SELECT count(*) FROM findings WHERE rule = 'a' AND sentence = 'Uma frase dita à mão.'"), 1);
  EXPECT_EQ(count(**store, "SELECT count(*) FROM sqlite_master WHERE name = 'findings_by_audit'"), 0);
}

// Version 9 moves each finding's rule, category, severity and message into finding_kinds, the
// message kept as the words around the excerpt it quotes; the findings view gives every message
// back as it was, and a message that quotes no excerpt stays whole in its row.
TEST(StoreMigration, Version9KeepsEveryMessageAndSharesTheirWords) {
  std::string path = testing::temp_dir() + "/v8-messages.db";
  const char* finding =
      "INSERT INTO finding_rows(audit_id, ordinal, rule, category, severity, message, excerpt, start_byte, end_byte, "
      "line, col, end_line, end_col, fingerprint, sentence_start, sentence_end) VALUES ";
  std::string old = schema_up_to(8) +
                    "INSERT INTO runs(id, started_at, tool_version, rules_digest, status) VALUES (1, 't', 'v', 'r', 'finished');"
                    "INSERT INTO documents(id, content_hash, input, text, first_run) "
                    "VALUES (1, 'h', 'velho.txt', 'Há 12 salas e 30% de vagas.', 1);"
                    "INSERT INTO audits(id, document_id, rules_digest, run_id, input, language) VALUES (1, 1, 'r', 1, 'velho.txt', 'pt');"
                    "INSERT INTO run_documents(run_id, audit_id, input) VALUES (1, 1, 'velho.txt');" +
                    std::string(finding) +
                    "(1, 0, 'n', 'attribution', 'warning', '“12” não tem fonte.', '12', 4, 6, 1, 5, 1, 7, 'f1', 0, 28),"
                    "(1, 1, 'n', 'attribution', 'warning', '“30%” não tem fonte.', '30%', 15, 18, 1, 15, 1, 18, 'f2', 0, 28),"
                    "(1, 2, 'c', 'sourcing', 'info', 'Uma parte só.', 'salas', 7, 12, 1, 8, 1, 13, 'f3', 0, 28),"
                    "(1, 3, 'c', 'sourcing', 'info', 'Sem trecho.', '', 0, 0, 1, 1, 1, 1, 'f4', 0, 28);"
                    "PRAGMA user_version = 8;";
  ASSERT_EQ(run_sql(path, old.c_str()), "");
  auto store = Store::open(path);
  ASSERT_TRUE(store.ok()) << store.error().to_string();
  EXPECT_EQ(count(**store, "SELECT count(*) FROM findings WHERE rule = 'n' AND category = 'attribution' AND "
                           "severity = 'warning' AND message = '“12” não tem fonte.' AND ordinal = 0"), 1);
  EXPECT_EQ(count(**store, "SELECT count(*) FROM findings WHERE message = '“30%” não tem fonte.' AND ordinal = 1"), 1);
  EXPECT_EQ(count(**store, "SELECT count(*) FROM findings WHERE message = 'Uma parte só.' AND ordinal = 2"), 1);
  EXPECT_EQ(count(**store, "SELECT count(*) FROM findings WHERE message = 'Sem trecho.' AND ordinal = 3"), 1);
  // The two quoting messages share one kind and keep no message of their own.
  EXPECT_EQ(count(**store, "SELECT count(*) FROM finding_kinds WHERE rule = 'n'"), 1);
  EXPECT_EQ(count(**store, "SELECT count(*) FROM finding_rows WHERE message IS NULL"), 2);
  EXPECT_EQ(count(**store, "SELECT count(*) FROM findings WHERE sentence = 'Há 12 salas e 30% de vagas.'"), 4);
}

// A run's messages are stored as kinds plus the excerpt and replay byte for byte, including a
// message that quotes its excerpt twice and one that does not quote it.
TEST(Store, FindingMessagesReplayExactlyFromTheirKinds) {
  std::string path = testing::temp_dir() + "/kinds.db";
  auto store = Store::open(path);
  ASSERT_TRUE(store.ok());
  Sample a("kinds.txt", "A rede tem 4.870 vagas e 12% de evasão.");
  Finding base = a.audited.findings.at(0);
  a.audited.findings.clear();
  const std::vector<std::pair<std::string, std::string>> cases{
      {"4.870", "“4.870” is stated without a source."},
      {"12%", "“12%” is stated without a source."},
      {"12%", "“12%” or 12% again: twice."},
      {"vagas", "No excerpt in this message."},
      {"", "An empty excerpt."}};
  for (const auto& [excerpt, message] : cases) {
    Finding f = base;
    f.excerpt = excerpt;
    f.message = message;
    a.audited.findings.push_back(f);
  }
  StoreSink sink(**store);
  sink.begin(run_info("r"));
  sink.document(a.audited);
  sink.end(RunSummary{1, 0, 5, 0, 5, 0, 0.1});
  ASSERT_FALSE(sink.error()) << sink.error()->to_string();
  struct Collect : FindingSink {
    std::vector<std::pair<std::string, std::string>> seen;
    void document(const AuditedDocument& d) override {
      for (const Finding& f : d.findings) seen.emplace_back(f.excerpt, f.message);
    }
  } collect;
  ASSERT_TRUE((*store)->replay_run(1, collect).ok());
  EXPECT_EQ(collect.seen, cases);
  // "“4.870” is…" and "“12%” is…" are one kind; the rest keep their message in their row.
  EXPECT_EQ(count(**store, "SELECT count(*) FROM finding_kinds"), 3);
  EXPECT_EQ(count(**store, "SELECT count(*) FROM finding_rows WHERE message IS NOT NULL"), 2);
}

TEST(Store, AuditsOfTheSameTextWithDifferentFindingsAreKeptApart) {
  std::string path = testing::temp_dir() + "/apart.db";
  auto store = Store::open(path);
  ASSERT_TRUE(store.ok());
  Sample wrapped("pauta.txt", "A rede tem 4.870 vagas em creches.");
  Sample page("pauta.html", "A rede tem 4.870 vagas em creches.");
  page.audited.findings[0].position = {12, 40};  // the same words, further down the page's markup
  StoreSink sink(**store);
  sink.begin(run_info("r"));
  sink.document(wrapped.audited);
  sink.document(page.audited);
  sink.end(RunSummary{2, 0, 2, 0, 2, 0, 0.1});
  EXPECT_EQ(count(**store, "SELECT count(*) FROM documents"), 1);
  EXPECT_EQ(count(**store, "SELECT count(*) FROM audits"), 2);
  struct Collect : FindingSink {
    std::vector<uint32_t> lines;
    void document(const AuditedDocument& a) override { lines.push_back(a.findings.at(0).position.line); }
  } collect;
  ASSERT_TRUE((*store)->replay_run(1, collect).ok());
  EXPECT_EQ(collect.lines, (std::vector<uint32_t>{1, 12}));
}

}  // namespace
}  // namespace auditor::store
