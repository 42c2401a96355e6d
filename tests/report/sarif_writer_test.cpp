// SARIF writer: golden file, the fields code-review tools read, suppressions, evidence, and
// validation against the official SARIF 2.1.0 schema.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/report/sample_run.h"
#include "tests/support/test_support.h"

namespace auditor {
namespace {

using nlohmann::json;

json render_sarif(testing::SampleRun& run) {
  return json::parse(run.render("sarif"));
}

TEST(SarifWriter, MatchesGolden) {
  testing::SampleRun run;
  EXPECT_EQ(testing::check_golden("report/golden/sample.sarif", run.render("sarif")), "");
}

TEST(SarifWriter, ListsTheRulesThatFiredWithTheirHelpAndIndexesResultsIntoThem) {
  testing::SampleRun run;
  json log = render_sarif(run);
  EXPECT_EQ(log["version"], "2.1.0");
  const json& sarif_run = log["runs"][0];
  EXPECT_EQ(sarif_run["columnKind"], "unicodeCodePoints");
  const json& driver = sarif_run["tool"]["driver"];
  EXPECT_EQ(driver["name"], "auditor");
  EXPECT_EQ(driver["version"], "0.0.0-test");
  EXPECT_TRUE(driver["informationUri"].get<std::string>().starts_with("https://"));
  // Three rules fired (one of them only in a waived finding); none of the others is listed.
  ASSERT_EQ(driver["rules"].size(), 3u);
  const json& results = sarif_run["results"];
  ASSERT_EQ(results.size(), 3u);
  for (const json& r : results) {
    EXPECT_EQ(driver["rules"][r["ruleIndex"].get<size_t>()]["id"], r["ruleId"]);
  }
  const json& vague = driver["rules"][results[0]["ruleIndex"].get<size_t>()];
  EXPECT_EQ(vague["shortDescription"]["text"], "Vague source");
  EXPECT_EQ(vague["fullDescription"]["text"], "Names no one: say who the experts are.");
  EXPECT_EQ(vague["defaultConfiguration"]["level"], "warning");
}

TEST(SarifWriter, ResultsPointIntoTheInputWithLevelsAndFingerprints) {
  testing::SampleRun run;
  json log = render_sarif(run);
  const json& results = log["runs"][0]["results"];
  const json& travel = results[2];
  EXPECT_EQ(travel["ruleId"], "disclosure.missing");
  EXPECT_EQ(travel["level"], "error");
  EXPECT_EQ(travel["message"]["text"], "Paid travel with no disclosure.");
  const json& location = travel["locations"][0]["physicalLocation"];
  EXPECT_EQ(location["artifactLocation"]["uri"], "rascunho.md");
  EXPECT_EQ(location["region"]["startLine"], 5);
  EXPECT_EQ(location["region"]["startColumn"], 1);
  EXPECT_EQ(location["region"]["endLine"], 5);
  EXPECT_EQ(location["region"]["endColumn"], 48);
  EXPECT_EQ(location["region"]["snippet"]["text"],
            "A viagem foi paga pela construtora <Alfa & Cia>");
  const Finding& f = run.audited.findings[1];
  EXPECT_EQ(location["region"]["properties"]["extractedTextByteOffset"], f.span.start);
  EXPECT_EQ(location["region"]["properties"]["extractedTextByteLength"], f.span.size());
  EXPECT_EQ(travel["partialFingerprints"]["auditor/v1"], f.fingerprint);
  EXPECT_FALSE(travel.contains("suppressions"));
}

TEST(SarifWriter, WaivedFindingsAreSuppressedResultsWithTheWaiversReason) {
  testing::SampleRun run;
  json log = render_sarif(run);
  const json& waived = log["runs"][0]["results"][1];  // reading order: between the two others
  EXPECT_EQ(waived["ruleId"], "attribution.unattributed-number");
  ASSERT_EQ(waived["suppressions"].size(), 1u);
  EXPECT_EQ(waived["suppressions"][0]["kind"], "external");
  EXPECT_EQ(waived["suppressions"][0]["status"], "accepted");
  EXPECT_EQ(waived["suppressions"][0]["justification"], run.audited.waived[0].reason);
}

TEST(SarifWriter, UnreadableInputsAreErrorNotificationsOfTheInvocation) {
  testing::SampleRun run;
  json invocation = render_sarif(run)["runs"][0]["invocations"][0];
  EXPECT_FALSE(invocation["executionSuccessful"].get<bool>());
  const json& note = invocation["toolExecutionNotifications"][0];
  EXPECT_EQ(note["level"], "error");
  EXPECT_EQ(note["message"]["text"], "looks like a binary file, not text");
  EXPECT_EQ(note["locations"][0]["physicalLocation"]["artifactLocation"]["uri"], "notas.bin");
}

TEST(SarifWriter, EvidenceBecomesRelatedLocationsInTheSource) {
  testing::SampleRun run;
  Evidence e;
  e.source = "https://example.com/press/obra?id=7";
  e.span = {120, 140};
  e.position = {9, 4};
  e.excerpt = "a obra deve atrasar";
  e.note = "the source says \"deve\", the article \"vai\"";
  run.audited.findings[0].evidence = {e};
  json result = render_sarif(run)["runs"][0]["results"][0];
  ASSERT_EQ(result["relatedLocations"].size(), 1u);
  const json& related = result["relatedLocations"][0];
  EXPECT_EQ(related["message"]["text"], e.note);
  const json& location = related["physicalLocation"];
  EXPECT_EQ(location["artifactLocation"]["uri"], e.source);  // URLs stay as they are
  EXPECT_EQ(location["region"]["startLine"], 9);
  EXPECT_EQ(location["region"]["startColumn"], 4);
  EXPECT_EQ(location["region"]["properties"]["extractedTextByteOffset"], 120);
  EXPECT_EQ(location["region"]["properties"]["extractedTextByteLength"], 20);
}

TEST(SarifWriter, FilePathsBecomeRelativeUriReferences) {
  testing::SampleRun run;
  run.doc.input = "pautas/março 2024/feed.xml:12#x";
  json log = render_sarif(run);
  EXPECT_EQ(
      log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
      "pautas/mar%C3%A7o%202024/feed.xml%3A12%23x");
  run.doc.input = "/srv/news/a b.md";
  log = render_sarif(run);
  EXPECT_EQ(
      log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
      "file:///srv/news/a%20b.md");
}

// Runs tests/tools/validate_sarif.py (python3-jsonschema) against the vendored OASIS schema.
TEST(SarifWriter, ValidatesAgainstTheSarif210Schema) {
  std::string python = testing::find_program("python3");
  if (python.empty())
    GTEST_SKIP() << "python3 is not installed; scripts/setup installs it with python3-jsonschema";
  testing::SampleRun run;
  Evidence e{"fontes/nota.txt", {3, 12}, {1, 4}, "obra atrasa", "reworded"};
  run.audited.findings[0].evidence = {e};
  std::string log = testing::temp_dir() + "/sample.sarif";
  testing::write_file(log, run.render("sarif"));
  testing::CommandResult result =
      testing::run_program({python, testing::repo_path("tests/tools/validate_sarif.py"),
                            testing::repo_path("tests/data/sarif-schema-2.1.0.json"), log});
  if (result.exit_code == 3) GTEST_SKIP() << result.err;
  EXPECT_EQ(result.exit_code, 0) << result.out << result.err;
  EXPECT_NE(result.out.find(" 0 errors"), std::string::npos) << result.out;
}

// The validator really rejects a log that breaks the schema, so the test above can fail.
TEST(SarifWriter, SchemaValidationRejectsABrokenLog) {
  std::string python = testing::find_program("python3");
  if (python.empty()) GTEST_SKIP() << "python3 is not installed";
  testing::SampleRun run;
  json broken = render_sarif(run);
  broken["runs"][0]["results"][0]["level"] = "fatal";
  std::string log = testing::temp_dir() + "/broken.sarif";
  testing::write_file(log, broken.dump());
  testing::CommandResult result =
      testing::run_program({python, testing::repo_path("tests/tools/validate_sarif.py"),
                            testing::repo_path("tests/data/sarif-schema-2.1.0.json"), log});
  if (result.exit_code == 3) GTEST_SKIP() << result.err;
  EXPECT_EQ(result.exit_code, 1) << result.out << result.err;
}

}  // namespace
}  // namespace auditor
