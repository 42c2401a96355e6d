// The store keeps each audited document's sources, quotes and numbers, queryable as rows.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include "tests/support/test_support.h"

namespace auditor {
namespace {

// Rows of a query, each row's columns joined by '|'.
std::vector<std::string> query(const std::string& path, const char* sql) {
  sqlite3* db = nullptr;
  sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
  sqlite3_stmt* stmt = nullptr;
  std::vector<std::string> rows;
  if (sqlite3_prepare_v2(db, sql, -1, &stmt, nullptr) == SQLITE_OK) {
    while (sqlite3_step(stmt) == SQLITE_ROW) {
      std::string row;
      for (int i = 0; i < sqlite3_column_count(stmt); ++i) {
        const unsigned char* t = sqlite3_column_text(stmt, i);
        row += (i ? "|" : "") + std::string(t ? reinterpret_cast<const char*>(t) : "");
      }
      rows.push_back(row);
    }
  }
  sqlite3_finalize(stmt);
  sqlite3_close(db);
  return rows;
}

TEST(AnalysisTables, ListThePeopleQuotedTheirQuotesAndTheFigures) {
  std::string db = testing::temp_dir() + "/pier.db";
  testing::CommandResult r = testing::run_auditor(
      {"check", testing::repo_path("fixtures/store/harbor-pier.txt"), "--db", db, "--fail-on", "never"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(query(db, "SELECT name, type, mentions FROM sources WHERE type = 'person' ORDER BY name"),
            (std::vector<std::string>{"Daniel Okafor|person|2", "Marta Ellison|person|1"}));
  EXPECT_EQ(query(db, "SELECT organization FROM sources WHERE name = 'Daniel Okafor'"),
            std::vector<std::string>{"Northshore University"});
  EXPECT_EQ(query(db, "SELECT speaker, substr(text, 1, 15) FROM quotes ORDER BY start_byte"),
            (std::vector<std::string>{"Marta Ellison|The pier has be", "Daniel Okafor|The new pilings"}));
  EXPECT_EQ(query(db, "SELECT kind, CAST(value AS INTEGER) FROM numbers WHERE text LIKE '%million%'"),
            std::vector<std::string>{"money|4000000"});
  // Spans point into the stored text.
  EXPECT_EQ(query(db, "SELECT count(*) FROM quotes q JOIN audits a ON a.id = q.audit_id JOIN documents d ON "
                      "d.id = a.document_id WHERE substr(d.text, q.start_byte + 1, q.end_byte - q.start_byte) = q.text"),
            std::vector<std::string>{"2"});
  // Their texts are the document's own bytes, so the analyses row leaves them out (null).
  EXPECT_EQ(query(db, "SELECT json_type(quotes, '$[0][2]'), json_type(numbers, '$[0][2]') FROM analyses"),
            std::vector<std::string>{"null|null"});
  // The views read one analyses row per audit, items in the order the analysis found them.
  EXPECT_EQ(query(db, "SELECT count(*) FROM analyses"), std::vector<std::string>{"1"});
  EXPECT_EQ(query(db, "SELECT ordinal, speaker FROM quotes ORDER BY ordinal"),
            (std::vector<std::string>{"0|Marta Ellison", "1|Daniel Okafor"}));
  EXPECT_EQ(query(db, "SELECT typeof(value), typeof(start_byte) FROM numbers LIMIT 1"),
            std::vector<std::string>{"real|integer"});

  // Auditing the same text again under the same rules stores no second copy of its analysis.
  ASSERT_EQ(testing::run_auditor({"check", testing::repo_path("fixtures/store/harbor-pier.txt"), "--db", db,
                                  "--fail-on", "never"}).exit_code, 0);
  EXPECT_EQ(query(db, "SELECT count(*) FROM sources"), std::vector<std::string>{"2"});
  EXPECT_EQ(query(db, "SELECT count(*) FROM analyses"), std::vector<std::string>{"1"});
}

}  // namespace
}  // namespace auditor
