// `auditor provenance` end to end over the fixture corpus: clusters, originals, findings, errors.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <nlohmann/json.hpp>

#include "tests/support/test_support.h"

namespace auditor {
namespace {

// The fixture corpus stored by `auditor check`, then searched by `auditor provenance --format json`.
nlohmann::json provenance_of_fixtures(const std::string& db) {
  testing::CommandResult stored = testing::run_auditor(
      {"check", "--db", db, "--fail-on", "never", "--format", "jsonl", testing::repo_path("fixtures/provenance/corpus")});
  EXPECT_EQ(stored.exit_code, 0) << stored.err;
  testing::CommandResult r = testing::run_auditor({"provenance", "--db", db, "--format", "json"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  return nlohmann::json::parse(r.out);
}

std::string file_name(const nlohmann::json& document) {
  std::string input = document["input"];
  return input.substr(input.find_last_of('/') + 1);
}

const nlohmann::json* copy_named(const nlohmann::json& cluster, const std::string& name) {
  for (const nlohmann::json& c : cluster["copies"]) {
    if (file_name(c) == name) return &c;
  }
  return nullptr;
}

bool has_rule(const nlohmann::json& copy, const std::string& rule) {
  for (const nlohmann::json& f : copy.value("findings", nlohmann::json::array())) {
    if (f["rule"] == rule) return true;
  }
  return false;
}

TEST(ProvenanceCommand, ClustersTheFixtureRewritesAroundTheirOriginals) {
  nlohmann::json report = provenance_of_fixtures(testing::temp_dir() + "/fixtures.db");
  EXPECT_EQ(report["documents"], 7);
  EXPECT_EQ(report["indexed"], 7);
  ASSERT_EQ(report["clusters"].size(), 2u) << report.dump(2);

  const nlohmann::json& dam = report["clusters"][0];
  ASSERT_EQ(dam["originals"].size(), 1u);
  EXPECT_EQ(file_name(dam["originals"][0]), "agencia-barragem.md");
  ASSERT_EQ(dam["copies"].size(), 2u);
  const nlohmann::json* portal = copy_named(dam, "portal-barragem.md");
  const nlohmann::json* blog = copy_named(dam, "blog-barragem.md");
  ASSERT_TRUE(portal && blog) << dam.dump(2);
  // Each copy links to the agency story only, not to the other copy.
  ASSERT_EQ((*portal)["sources"].size(), 1u);
  EXPECT_EQ(file_name((*portal)["sources"][0]), "agencia-barragem.md");
  EXPECT_GT((*portal)["sources"][0]["copied_share"].get<double>(), 0.5);
  ASSERT_EQ((*blog)["sources"].size(), 1u);
  // The portal copied without credit and changed a quote and a figure; the blog credits the agency.
  EXPECT_TRUE(has_rule(*portal, "provenance.uncredited-reuse"));
  EXPECT_TRUE(has_rule(*portal, "provenance.altered-quote"));
  EXPECT_TRUE(has_rule(*portal, "provenance.changed-number"));
  EXPECT_FALSE(has_rule(*blog, "provenance.uncredited-reuse"));
  // The agency's reporter travelled at the residents' association's invitation; the blog names the
  // residents ("Moradores de Vila Serena") and drops that disclosure.
  EXPECT_TRUE(has_rule(*blog, "provenance.dropped-disclosure"));

  const nlohmann::json& factory = report["clusters"][1];
  EXPECT_EQ(file_name(factory["originals"][0]), "factory-release.md");
  EXPECT_EQ(file_name(factory["copies"][0]), "factory-trade-site.md");
}

TEST(ProvenanceCommand, ARerunIndexesNothingAndKeepsTheClusters) {
  std::string db = testing::temp_dir() + "/rerun.db";
  provenance_of_fixtures(db);
  testing::CommandResult again = testing::run_auditor({"provenance", "--db", db});
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_NE(again.out.find("7 documents indexed (0 new), 2 clusters, 0 new copy links"), std::string::npos) << again.out;
  EXPECT_NE(again.out.find("original  "), std::string::npos);
}

TEST(ProvenanceCommand, TheHtmlPageShowsEachClusterWithItsCopiesAndFindings) {
  std::string db = testing::temp_dir() + "/html.db";
  testing::CommandResult stored = testing::run_auditor(
      {"check", "--db", db, "--fail-on", "never", "--format", "jsonl", testing::repo_path("fixtures/provenance/corpus")});
  ASSERT_EQ(stored.exit_code, 0) << stored.err;
  testing::CommandResult page = testing::run_auditor({"provenance", "--db", db, "--format", "html"});
  ASSERT_EQ(page.exit_code, 0) << page.err;
  const std::string& html = page.out;
  EXPECT_NE(html.find("<!DOCTYPE html>"), std::string::npos);
  EXPECT_NE(html.find("2 clusters"), std::string::npos);
  size_t clusters = 0;
  for (size_t at = html.find("<section class=\"cluster\">"); at != std::string::npos;
       at = html.find("<section class=\"cluster\">", at + 1)) {
    ++clusters;
  }
  EXPECT_EQ(clusters, 2u);
  size_t original = html.find("<tr class=\"original\"><td>original</td><td><code>");
  size_t agency = html.find("agencia-barragem.md</code>", original);
  size_t portal = html.find("portal-barragem.md</code>", agency);
  ASSERT_NE(original, std::string::npos);
  EXPECT_NE(agency, std::string::npos);
  EXPECT_NE(portal, std::string::npos) << "the copy comes after its original";
  EXPECT_NE(html.find("provenance.uncredited-reuse</code>"), std::string::npos);
  EXPECT_EQ(html.find("<script src"), std::string::npos) << "the page works offline";
}

TEST(ProvenanceCommand, StoresTheFindingsAsARunResearchersCanExport) {
  std::string db = testing::temp_dir() + "/export.db";
  provenance_of_fixtures(db);
  testing::CommandResult exported = testing::run_auditor({"db", "export", "--db", db, "--format", "jsonl"});
  ASSERT_EQ(exported.exit_code, 0) << exported.err;
  EXPECT_NE(exported.out.find("provenance.uncredited-reuse"), std::string::npos);
  EXPECT_NE(exported.out.find("portal-barragem.md"), std::string::npos);
}

TEST(ProvenanceCommand, AMissingDatabaseIsAnErrorNamingTheFile) {
  std::string db = testing::temp_dir() + "/nowhere.db";
  testing::CommandResult r = testing::run_auditor({"provenance", "--db", db});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find(db), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("no findings database"), std::string::npos) << r.err;
}

TEST(ProvenanceCommand, ANewerSchemaIsRefusedAndLeftUntouched) {
  std::string db = testing::temp_dir() + "/future.db";
  testing::run_auditor({"check", "--db", db, "--fail-on", "never", testing::repo_path("fixtures/provenance/corpus/festa-escola.md")});
  // A later auditor would have moved the version on.
  sqlite3* handle = nullptr;
  ASSERT_EQ(sqlite3_open(db.c_str(), &handle), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(handle, "PRAGMA user_version = 999", nullptr, nullptr, nullptr), SQLITE_OK);
  sqlite3_close(handle);
  testing::CommandResult r = testing::run_auditor({"provenance", "--db", db});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find(db), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("newer"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace auditor
