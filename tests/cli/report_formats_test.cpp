// `auditor check --format sarif|markdown|html` end to end, with a waived finding in the database.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/support/test_support.h"

namespace auditor {
namespace {

struct WaivedRun {
  std::string article = testing::temp_dir() + "/viaduto.txt";
  std::string db = testing::temp_dir() + "/formats.db";
  std::string fingerprint;

  WaivedRun() {
    testing::write_file(
        article,
        "A reforma do viaduto custou R$ 48 milhões.\n\nOs moradores aprovaram a obra.\n");
    testing::CommandResult first =
        testing::run_auditor({"check", article, "--db", db, "--format", "sarif"});
    nlohmann::json log = nlohmann::json::parse(first.out);
    fingerprint = log["runs"][0]["results"][0]["partialFingerprints"]["auditor/v1"];
    testing::run_auditor(
        {"waive", fingerprint, "--reason", "o valor está no orçamento publicado", "--db", db});
  }

  testing::CommandResult check(const char* format) {
    return testing::run_auditor(
        {"check", article, "--db", db, "--format", format, "--fail-on", "warning"});
  }
};

TEST(ReportFormats, SarifKeepsWaivedFindingsAsSuppressedResultsAndTheExitCodeIgnoresThem) {
  WaivedRun run;
  ASSERT_EQ(run.fingerprint.size(), 16u);
  testing::CommandResult again = run.check("sarif");
  EXPECT_EQ(again.exit_code, 0) << again.err;
  nlohmann::json log = nlohmann::json::parse(again.out);
  const nlohmann::json& result = log["runs"][0]["results"][0];
  EXPECT_EQ(result["partialFingerprints"]["auditor/v1"], run.fingerprint);
  EXPECT_EQ(result["suppressions"][0]["justification"], "o valor está no orçamento publicado");
  const nlohmann::json& rule = log["runs"][0]["tool"]["driver"]["rules"][0];
  EXPECT_EQ(rule["id"], result["ruleId"]);
  EXPECT_FALSE(rule["fullDescription"]["text"].get<std::string>().empty())
      << "the rule pack's description";
}

TEST(ReportFormats, OtherFormatsLeaveWaivedFindingsOut) {
  WaivedRun run;
  // Each format's way of saying "no findings" for the one article.
  for (auto [format, empty] :
       {std::pair{"markdown", "No findings."}, std::pair{"html", "data-findings=\"0\""},
        std::pair{"json", "\"findings\":[]"}}) {
    testing::CommandResult again = run.check(format);
    EXPECT_EQ(again.exit_code, 0) << format << again.err;
    EXPECT_NE(again.out.find(empty), std::string::npos) << format << again.out;
    EXPECT_EQ(again.out.find(run.fingerprint), std::string::npos) << format;
  }
}

TEST(ReportFormats, HtmlGoesToAFileAndTheFormatListNamesEveryWriter) {
  std::string article = testing::temp_dir() + "/nota.md";
  testing::write_file(article, "# Nota\n\nEspecialistas dizem que o prazo é curto.\n");
  std::string page = testing::temp_dir() + "/report.html";
  testing::CommandResult html =
      testing::run_auditor({"check", article, "--no-db", "--format", "html", "-o", page});
  EXPECT_EQ(html.exit_code, 0) << html.err;
  std::string written = testing::read_file(page);
  EXPECT_TRUE(written.starts_with("<!DOCTYPE html>"));
  EXPECT_NE(written.find("data-finding=\"1\""), std::string::npos) << written.substr(0, 2000);
  testing::CommandResult bad =
      testing::run_auditor({"check", article, "--no-db", "--format", "pdf"});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("sarif"), std::string::npos) << bad.err;
}

// A feed item's findings count lines and columns in the feed file, so every format names that
// file where it gives a position (editors jump to it; SARIF viewers open it), and the record's
// own name stays beside it.
TEST(ReportFormats, FeedItemFindingsPointIntoTheFeedFile) {
  std::string feed = testing::temp_dir() + "/news.xml";
  testing::write_file(feed,
                      "<?xml version=\"1.0\"?>\n<rss version=\"2.0\"><channel><title>Folha do Vale</title>\n"
                      "<item>\n<title>Obra do viaduto</title>\n"
                      "<description>A reforma custou R$ 48 milhões.</description>\n</item>\n"
                      "</channel></rss>\n");
  testing::CommandResult text = testing::run_auditor({"check", feed, "--no-db", "--fail-on", "never"});
  EXPECT_NE(text.out.find(feed + ":5:31: warning attribution.unattributed-number"), std::string::npos)
      << text.out;
  EXPECT_EQ(text.out.find(feed + ":3:"), std::string::npos) << text.out;  // the item's line as a prefix

  testing::CommandResult sarif = testing::run_auditor({"check", feed, "--no-db", "--format", "sarif"});
  nlohmann::json result = nlohmann::json::parse(sarif.out)["runs"][0]["results"][0];
  const nlohmann::json& where = result["locations"][0]["physicalLocation"];
  EXPECT_EQ(where["artifactLocation"]["uri"], "file://" + feed);
  EXPECT_EQ(where["region"]["startLine"], 5);
  EXPECT_EQ(result["properties"]["input"], feed + ":3");

  testing::CommandResult json = testing::run_auditor({"check", feed, "--no-db", "--format", "json"});
  nlohmann::json doc = nlohmann::json::parse(json.out)["documents"][0];
  EXPECT_EQ(doc["input"], feed + ":3");
  EXPECT_EQ(doc["container"], feed);
}

}  // namespace
}  // namespace auditor
