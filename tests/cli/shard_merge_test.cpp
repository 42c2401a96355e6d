// `check --shard K/N` splits a batch stably, and `db merge` combines the shards' databases.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <fstream>
#include <regex>
#include <sstream>
#include <set>

#include "tests/support/test_support.h"

namespace auditor {
namespace {

// A folder of short articles, each with a figure and a vague source so each has findings.
std::string write_articles(const std::string& dir, int from, int to) {
  static const char* kPlaces[] = {"Vila Nova", "Porto Alto", "Serra Azul", "Campo Belo", "Rio Claro"};
  for (int i = from; i < to; ++i) {
    std::string place = kPlaces[i % 5];
    testing::write_file(dir + "/noticia-" + std::to_string(i) + ".txt",
                        "A prefeitura de " + place + " vai investir R$ " + std::to_string(10 + i) +
                            " milhões em saneamento.\n\nEspecialistas dizem que a obra número " + std::to_string(i) +
                            " chega tarde.\n");
  }
  return dir;
}

// The names of the documents and failed inputs in a JSON Lines report.
std::multiset<std::string> reported_inputs(const std::string& jsonl) {
  std::multiset<std::string> out;
  static const std::regex kInput(R"re(^\{"(?:error":\{")?input":"([^"]*)")re");
  std::istringstream lines(jsonl);
  for (std::string line; std::getline(lines, line);) {
    std::smatch m;
    if (std::regex_search(line, m, kInput)) out.insert(m[1]);
  }
  return out;
}

int64_t scalar(const std::string& db, const char* sql) {
  sqlite3* handle = nullptr;
  sqlite3_open_v2(db.c_str(), &handle, SQLITE_OPEN_READONLY, nullptr);
  sqlite3_stmt* stmt = nullptr;
  sqlite3_prepare_v2(handle, sql, -1, &stmt, nullptr);
  int64_t n = sqlite3_step(stmt) == SQLITE_ROW ? sqlite3_column_int64(stmt, 0) : -1;
  sqlite3_finalize(stmt);
  sqlite3_close(handle);
  return n;
}

testing::CommandResult check_shard(const std::vector<std::string>& inputs, const std::string& shard,
                                   const std::string& db) {
  std::vector<std::string> args = {"check", "--format", "jsonl", "--fail-on", "never", "--jobs", "2"};
  args.insert(args.end(), inputs.begin(), inputs.end());
  if (!shard.empty()) args.insert(args.end(), {"--shard", shard});
  if (db.empty()) args.push_back("--no-db");
  else args.insert(args.end(), {"--db", db});
  return testing::run_auditor(args);
}

TEST(Shard, TwoShardsCoverEveryInputExactlyOnce) {
  std::string dir = write_articles(testing::temp_dir(), 0, 24);
  testing::write_file(dir + "/dump.jsonl",
                      "{\"id\":\"a1\",\"text\":\"O porto recebeu 4.000 navios, disse o diretor.\"}\n"
                      "{\"id\":\"a2\",\"text\":\"A ponte terá 900 metros, segundo a construtora.\"}\n"
                      "{\"id\":\"a3\",\"text\":\"A feira atraiu 20 mil pessoas.\"}\n");
  std::vector<std::string> inputs = {dir, dir + "/sumido.txt"};
  std::multiset<std::string> whole = reported_inputs(check_shard(inputs, "", "").out);
  ASSERT_EQ(whole.size(), 28u);
  std::multiset<std::string> first = reported_inputs(check_shard(inputs, "1/2", "").out);
  std::multiset<std::string> second = reported_inputs(check_shard(inputs, "2/2", "").out);
  EXPECT_FALSE(first.empty());
  EXPECT_FALSE(second.empty());
  std::multiset<std::string> both = first;
  both.insert(second.begin(), second.end());
  EXPECT_EQ(both, whole);
}

TEST(Shard, AddingInputsDoesNotMoveTheOthersBetweenShards) {
  std::string dir = write_articles(testing::temp_dir(), 0, 12);
  std::multiset<std::string> before = reported_inputs(check_shard({dir}, "1/3", "").out);
  write_articles(dir, 12, 30);
  std::multiset<std::string> after = reported_inputs(check_shard({dir}, "1/3", "").out);
  for (const std::string& input : before) EXPECT_EQ(after.count(input), 1u) << input;
  EXPECT_GT(after.size(), before.size());
}

TEST(Shard, ABadShardIsAUsageError) {
  std::string dir = write_articles(testing::temp_dir(), 0, 1);
  for (const char* bad : {"0/2", "3/2", "2", "a/b", "1/0", "-1/2"}) {
    testing::CommandResult r = check_shard({dir}, bad, "");
    EXPECT_EQ(r.exit_code, 2) << bad;
    EXPECT_NE(r.err.find("write K/N with 1 <= K <= N"), std::string::npos) << bad << ": " << r.err;
  }
}

TEST(DbMerge, ShardDatabasesMergeIntoWhatOneRunStoresAndMergingAgainAddsNothing) {
  std::string dir = write_articles(testing::temp_dir(), 0, 20);
  testing::write_file(dir + "/copia.txt", testing::read_file(dir + "/noticia-3.txt"));  // same text twice
  std::string work = testing::temp_dir();
  ASSERT_EQ(check_shard({dir}, "", work + "/whole.db").exit_code, 0);
  ASSERT_EQ(check_shard({dir}, "1/2", work + "/s1.db").exit_code, 0);
  ASSERT_EQ(check_shard({dir}, "2/2", work + "/s2.db").exit_code, 0);
  sqlite3* s1 = nullptr;
  sqlite3_open((work + "/s1.db").c_str(), &s1);
  ASSERT_EQ(sqlite3_exec(s1,
                         "INSERT INTO waivers(fingerprint, reason, created_at) "
                         "SELECT fingerprint, 'checked with the city', 't' FROM findings LIMIT 1",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
  sqlite3_close(s1);

  std::string merged = work + "/merged.db";
  testing::CommandResult r = testing::run_auditor({"db", "merge", merged, work + "/s1.db", work + "/s2.db"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  for (const char* sql : {"SELECT count(*) FROM documents", "SELECT count(*) FROM audits",
                          "SELECT count(*) FROM findings", "SELECT count(*) FROM sources",
                          "SELECT count(*) FROM numbers", "SELECT count(DISTINCT input) FROM run_documents"}) {
    EXPECT_EQ(scalar(merged, sql), scalar(work + "/whole.db", sql)) << sql;
  }
  EXPECT_EQ(scalar(merged, "SELECT count(*) FROM runs"), 2);
  EXPECT_EQ(scalar(merged, "SELECT count(*) FROM waivers"), 1);
  EXPECT_EQ(scalar(merged, "SELECT count(*) FROM runs WHERE status = 'finished' AND finished_at IS NOT NULL"), 2);

  testing::CommandResult again = testing::run_auditor({"db", "merge", merged, work + "/s2.db", work + "/s1.db"});
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_NE(again.out.find("0 runs added (1 already present), 0 documents, 0 findings, 0 waivers"), std::string::npos)
      << again.out;
  EXPECT_EQ(scalar(merged, "SELECT count(*) FROM runs"), 2);
  EXPECT_EQ(scalar(merged, "SELECT count(*) FROM findings"), scalar(work + "/whole.db", "SELECT count(*) FROM findings"));
  EXPECT_EQ(scalar(merged, "SELECT count(*) FROM waivers"), 1);
}

TEST(DbMerge, ABadInputIsRefusedBeforeTheOutputChanges) {
  std::string dir = write_articles(testing::temp_dir(), 0, 2);
  std::string work = testing::temp_dir();
  ASSERT_EQ(check_shard({dir}, "", work + "/good.db").exit_code, 0);
  testing::write_file(work + "/notas.db", "reunião de pauta às 10h\n");
  std::string out = work + "/out.db";
  testing::CommandResult not_db = testing::run_auditor({"db", "merge", out, work + "/good.db", work + "/notas.db"});
  EXPECT_EQ(not_db.exit_code, 2);
  EXPECT_NE(not_db.err.find("notas.db"), std::string::npos) << not_db.err;
  EXPECT_NE(not_db.err.find("not an auditor database"), std::string::npos) << not_db.err;
  EXPECT_FALSE(std::ifstream(out).good());  // nothing created

  testing::CommandResult missing = testing::run_auditor({"db", "merge", out, work + "/nenhum.db"});
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_NE(missing.err.find("nenhum.db: no findings database here"), std::string::npos) << missing.err;
  testing::CommandResult itself = testing::run_auditor({"db", "merge", work + "/good.db", work + "/good.db"});
  EXPECT_EQ(itself.exit_code, 2);
  EXPECT_NE(itself.err.find("is the output database itself"), std::string::npos) << itself.err;
}

}  // namespace
}  // namespace auditor
