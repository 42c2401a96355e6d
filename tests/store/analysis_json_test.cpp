// The analyses columns: what to_json writes, SQLite's JSON functions and from_json read back.
#include "auditor/store/analysis_json.h"

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <cmath>
#include <limits>

namespace auditor::store {
namespace {

AnalysisRows awkward_rows() {
  AnalysisRows rows;
  rows.sources.push_back({"Ana \"Aninha\" Reis", "diretora\\adjunta", "Instituto\tSol", "person", "subject", 3});
  rows.sources.push_back({"São Paulo — Prefeitura", "", "", "organization", "unknown", 0});
  rows.quotes.push_back({Span{10, 42}, "linha um\nlinha dois \x01 fim", ""});
  rows.numbers.push_back({Span{5, 9}, "2,5%", 2.5, "%", "percent", "IBGE"});
  rows.numbers.push_back({Span{50, 62}, "R$ 4 milhões", 4000000, "BRL", "money", ""});
  rows.numbers.push_back({Span{70, 71}, "∞", std::numeric_limits<double>::infinity(), "", "count", ""});
  return rows;
}

// Evaluates one SQL expression over the JSON text bound as ?1.
std::string sql_over(const std::string& json, const char* expression) {
  sqlite3* db = nullptr;
  sqlite3_open(":memory:", &db);
  std::string sql = std::string("SELECT ") + expression;
  sqlite3_stmt* stmt = nullptr;
  std::string out = "<error>";
  if (sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt, nullptr) == SQLITE_OK) {
    sqlite3_bind_text(stmt, 1, json.data(), static_cast<int>(json.size()), SQLITE_TRANSIENT);
    if (sqlite3_step(stmt) == SQLITE_ROW) {
      const unsigned char* t = sqlite3_column_text(stmt, 0);
      out = t ? reinterpret_cast<const char*>(t) : "<null>";
    }
  }
  sqlite3_finalize(stmt);
  sqlite3_close(db);
  return out;
}

TEST(AnalysisJson, SqliteReadsEveryFieldBackIncludingEscapes) {
  AnalysisJson json = to_json(awkward_rows());
  EXPECT_EQ(sql_over(json.sources, "json_valid(?1)"), "1");
  EXPECT_EQ(sql_over(json.quotes, "json_valid(?1)"), "1");
  EXPECT_EQ(sql_over(json.numbers, "json_valid(?1)"), "1");
  EXPECT_EQ(sql_over(json.sources, "json_extract(?1, '$[0][0]')"), "Ana \"Aninha\" Reis");
  EXPECT_EQ(sql_over(json.sources, "json_extract(?1, '$[0][1]')"), "diretora\\adjunta");
  EXPECT_EQ(sql_over(json.sources, "json_extract(?1, '$[0][2]')"), "Instituto\tSol");
  EXPECT_EQ(sql_over(json.sources, "json_extract(?1, '$[1][0]')"), "São Paulo — Prefeitura");
  EXPECT_EQ(sql_over(json.quotes, "json_extract(?1, '$[0][2]')"), "linha um\nlinha dois \x01 fim");
  // Values stay REAL in SQL even when whole; a value JSON cannot hold becomes null.
  EXPECT_EQ(sql_over(json.numbers, "typeof(json_extract(?1, '$[1][3]'))"), "real");
  EXPECT_EQ(sql_over(json.numbers, "json_extract(?1, '$[1][3]') = 4000000"), "1");
  EXPECT_EQ(sql_over(json.numbers, "json_type(?1, '$[2][3]')"), "null");
}

TEST(AnalysisJson, RoundTripsThroughFromJson) {
  AnalysisRows original = awkward_rows();
  AnalysisJson json = to_json(original);
  AnalysisRows back;
  ASSERT_TRUE(from_json(json.sources, json.quotes, json.numbers, back));
  ASSERT_EQ(back.sources.size(), 2u);
  EXPECT_EQ(back.sources[0].name, original.sources[0].name);
  EXPECT_EQ(back.sources[0].organization, "Instituto\tSol");
  EXPECT_EQ(back.sources[0].mentions, 3u);
  ASSERT_EQ(back.quotes.size(), 1u);
  EXPECT_EQ(back.quotes[0].text, original.quotes[0].text);
  EXPECT_EQ(back.quotes[0].span.start, 10u);
  EXPECT_EQ(back.quotes[0].span.end, 42u);
  ASSERT_EQ(back.numbers.size(), 3u);
  EXPECT_EQ(back.numbers[0].value, 2.5);
  EXPECT_EQ(back.numbers[0].source, "IBGE");
  EXPECT_EQ(back.numbers[1].unit, "BRL");
  EXPECT_EQ(back.numbers[2].value, 0);  // the infinite value was stored as null
}

// A quote's or number's text that the document holds at its span is not written twice: it is
// null in the JSON and read back from the document; a text the document does not hold is kept.
TEST(AnalysisJson, TextsTheDocumentHoldsAreCutFromIt) {
  const std::string text = "Ela disse “vamos abrir” e citou 2,5% ao ano.";
  AnalysisRows rows;
  const uint32_t quote_at = static_cast<uint32_t>(text.find("vamos"));
  const uint32_t figure_at = static_cast<uint32_t>(text.find("2,5%"));
  rows.quotes.push_back({Span{quote_at, quote_at + 11}, "vamos abrir", "Ela"});
  rows.numbers.push_back({Span{figure_at, figure_at + 4}, "2,5%", 2.5, "%", "percent", ""});
  rows.numbers.push_back({Span{figure_at, figure_at + 4}, "dois e meio", 2.5, "%", "percent", ""});
  rows.numbers.push_back({Span{40, 400}, "fora do texto", 1, "", "count", ""});
  AnalysisJson json = to_json(rows, text);
  EXPECT_EQ(sql_over(json.quotes, "json_type(?1, '$[0][2]')"), "null");
  EXPECT_EQ(sql_over(json.numbers, "json_type(?1, '$[0][2]')"), "null");
  EXPECT_EQ(sql_over(json.numbers, "json_extract(?1, '$[1][2]')"), "dois e meio");
  EXPECT_EQ(sql_over(json.numbers, "json_extract(?1, '$[2][2]')"), "fora do texto");
  AnalysisRows back;
  ASSERT_TRUE(from_json(json.sources, json.quotes, json.numbers, back, text));
  ASSERT_EQ(back.quotes.size(), 1u);
  EXPECT_EQ(back.quotes[0].text, "vamos abrir");
  ASSERT_EQ(back.numbers.size(), 3u);
  EXPECT_EQ(back.numbers[0].text, "2,5%");
  EXPECT_EQ(back.numbers[1].text, "dois e meio");
  EXPECT_EQ(back.numbers[2].text, "fora do texto");
}

TEST(AnalysisJson, EmptyRowsAreEmptyArraysAndBadColumnsAreRefused) {
  AnalysisJson json = to_json(AnalysisRows{});
  EXPECT_EQ(json.sources, "[]");
  EXPECT_EQ(json.quotes, "[]");
  EXPECT_EQ(json.numbers, "[]");
  AnalysisRows rows;
  EXPECT_FALSE(from_json("[", "[]", "[]", rows));
  EXPECT_FALSE(from_json("{}", "[]", "[]", rows));
}

}  // namespace
}  // namespace auditor::store
