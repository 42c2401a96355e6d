// `auditor db stats|export` over a database written through the store.
#include <gtest/gtest.h>

#include "auditor/store/store.h"
#include "auditor/store/store_sink.h"
#include "tests/support/test_support.h"

namespace auditor {
namespace {

// A database with one run: two documents, three findings, one failure.
std::string make_database() {
  std::string path = testing::temp_dir() + "/findings.db";
  auto store = store::Store::open(path);
  EXPECT_TRUE(store.ok());
  Document a, b;
  a.input = "pautas/creches.txt";
  a.text = "A rede tem 4.870 vagas, disse a secretaria.";
  a.metadata.publisher = "Diário Litoral";
  b.input = "pautas/planilha.txt";
  b.text = "=SUM(A1) foi a fórmula usada, com 12% de erro.";
  AuditedDocument da{&a, "pt", 0.99, {}, {}, {}}, db{&b, "pt", 0.97, {}, {}, {}};
  Finding f;
  f.rule = "attribution.unattributed-number";
  f.category = Category::Attribution;
  f.message = "“4.870” is stated without a source.";
  f.span = {11, 16};
  f.position = {1, 12};
  f.excerpt = "4.870";
  f.sentence = a.text;
  f.fingerprint = "f1";
  da.findings.push_back(f);
  f.excerpt = "=SUM(A1)";
  f.sentence = "line one, \"quoted\"\nline two";
  f.fingerprint = "f2";
  db.findings.push_back(f);
  f.rule = "sourcing.single-source";
  f.category = Category::Sourcing;
  f.severity = Severity::Error;
  f.excerpt = "12%";
  f.fingerprint = "f3";
  db.findings.push_back(f);
  store::StoreSink sink(**store);
  RunInfo run;
  run.tool_version = "test";
  run.rules_digest = "rules";
  sink.begin(run);
  sink.document(da);
  sink.document(db);
  sink.failure({"foto.pdf", make_error(ErrorCode::Binary, "foto.pdf", "a PDF")});
  sink.end({2, 1, 3, 1, 2, 0, 0.2});
  return path;
}

TEST(DbCommand, StatsCountsByRuleSeverityAndOutlet) {
  std::string db = make_database();
  testing::CommandResult r = testing::run_auditor({"db", "stats", "--db", db});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("1 runs, 2 documents, 2 audits, 3 findings, 1 failed inputs"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("attribution.unattributed-number  2"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Diário Litoral  1"), std::string::npos) << r.out;
}

TEST(DbCommand, CsvExportQuotesCellsAndNeutralizesFormulas) {
  std::string db = make_database();
  testing::CommandResult r = testing::run_auditor({"db", "export", "--db", db, "--format", "csv"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.rfind("run,input,url,title,publisher,language,rule,", 0), 0u) << r.out;
  EXPECT_NE(r.out.find(",'=SUM(A1),"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"line one, \"\"quoted\"\"\nline two\""), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find(",=SUM"), std::string::npos);
}

TEST(DbCommand, JsonlExportHasOneFindingPerLine) {
  std::string db = make_database();
  testing::CommandResult r = testing::run_auditor({"db", "export", "--db", db, "--format", "jsonl", "--run", "1"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 3);
  EXPECT_NE(r.out.find("\"rule\":\"sourcing.single-source\""), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"line\":1"), std::string::npos) << r.out;
}

TEST(DbCommand, AMissingDatabaseOrABadRunIsAClearError) {
  testing::CommandResult missing = testing::run_auditor({"db", "stats", "--db", testing::temp_dir() + "/none.db"});
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_NE(missing.err.find("no findings database here"), std::string::npos) << missing.err;
  std::string db = make_database();
  testing::CommandResult bad = testing::run_auditor({"db", "export", "--db", db, "--run", "seven"});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("--run takes a run id"), std::string::npos) << bad.err;
}

}  // namespace
}  // namespace auditor

namespace auditor {
namespace {

TEST(CheckStore, StoresEachRunAndRefusesAFileThatIsNotADatabase) {
  std::string article = testing::temp_dir() + "/pauta.txt";
  testing::write_file(article, "A rede municipal tem 4.870 vagas em creches.\n");
  std::string db = testing::temp_dir() + "/check.db";
  testing::CommandResult first = testing::run_auditor({"check", article, "--db", db, "--fail-on", "never"});
  ASSERT_EQ(first.exit_code, 0) << first.err;
  testing::CommandResult stats = testing::run_auditor({"db", "stats", "--db", db});
  EXPECT_NE(stats.out.find("1 runs, 1 documents, 1 audits, 1 findings"), std::string::npos) << stats.out;

  std::string notes = testing::temp_dir() + "/notes.txt";
  testing::write_file(notes, "lista de pautas da semana\n");
  testing::CommandResult bad = testing::run_auditor({"check", article, "--db", notes});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("not an auditor database"), std::string::npos) << bad.err;
  EXPECT_EQ(testing::read_file(notes), "lista de pautas da semana\n");

  testing::CommandResult resume = testing::run_auditor({"check", article, "--no-db", "--resume"});
  EXPECT_EQ(resume.exit_code, 2);
  EXPECT_NE(resume.err.find("needs a database"), std::string::npos) << resume.err;
}

}  // namespace
}  // namespace auditor

namespace auditor {
namespace {

TEST(Waive, AWaivedFindingLeavesTheReportAndTheExitCodeButStaysStored) {
  std::string article = testing::temp_dir() + "/obra.txt";
  testing::write_file(article, "A reforma do viaduto custou R$ 48 milhões.\n\nOs moradores aprovaram a obra.\n");
  std::string db = testing::temp_dir() + "/waive.db";
  std::vector<std::string> check = {"check", article, "--db", db, "--format", "jsonl", "--fail-on", "warning"};
  testing::CommandResult first = testing::run_auditor(check);
  ASSERT_EQ(first.exit_code, 1) << first.err;
  size_t at = first.out.find("\"fingerprint\":\"");
  ASSERT_NE(at, std::string::npos) << first.out;
  std::string fingerprint = first.out.substr(at + 15, 16);

  testing::CommandResult waived = testing::run_auditor(
      {"waive", fingerprint, "--reason", "the figure comes from the city's budget, linked above", "--db", db});
  ASSERT_EQ(waived.exit_code, 0) << waived.err;
  testing::CommandResult again = testing::run_auditor(check);
  EXPECT_EQ(again.exit_code, 0) << again.out;
  EXPECT_EQ(again.out.find(fingerprint), std::string::npos) << again.out;

  testing::CommandResult stats = testing::run_auditor({"db", "stats", "--db", db});
  EXPECT_NE(stats.out.find(", 1 waivers"), std::string::npos) << stats.out;
  EXPECT_NE(stats.out.find("1 findings"), std::string::npos) << stats.out;  // still stored

  testing::CommandResult no_reason = testing::run_auditor({"waive", fingerprint, "--db", db});
  EXPECT_EQ(no_reason.exit_code, 2);
}

}  // namespace
}  // namespace auditor
