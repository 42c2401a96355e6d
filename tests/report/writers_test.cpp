// Golden-file tests of the text, JSON, JSONL and CSV writers on a hand-built run (independent of rules).
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>

#include "auditor/report/writer.h"
#include "tests/report/sample_run.h"
#include "tests/support/test_support.h"

namespace auditor {
namespace {

TEST(TextWriter, MatchesGolden) {
  testing::SampleRun run;
  std::string golden = testing::check_golden("report/golden/sample.txt", run.render("text"));
  EXPECT_EQ(golden, "");
}

TEST(TextWriter, LineFormatIsGreppable) {
  testing::SampleRun run;
  std::string out = run.render("text");
  EXPECT_NE(out.find("rascunho.md:3:1: warning attribution.vague-source: "), std::string::npos) << out;
  EXPECT_NE(out.find("rascunho.md:5:1: error disclosure.missing: "), std::string::npos) << out;
  EXPECT_NE(out.find("notas.bin: error: looks like a binary file, not text"), std::string::npos);
}

TEST(TextWriter, ColourOnlyWhenAsked) {
  testing::SampleRun run;
  EXPECT_EQ(run.render("text").find("\x1b["), std::string::npos);
  report::WriterOptions colour;
  colour.color = true;
  EXPECT_NE(run.render("text", colour).find("\x1b[1;33mwarning"), std::string::npos);
}

TEST(TextWriter, UnderlineSitsUnderTheSpanCountingCodePoints) {
  testing::SampleRun run;
  std::string out = run.render("text");
  // The underline of the first finding starts under the excerpt's first character and spans
  // "Especialistas dizem" (19 code points).
  std::string expected =
      "    Especialistas dizem que a obra vai atrasar.\n    ^" + std::string(18, '~') + "\n";
  EXPECT_NE(out.find(expected), std::string::npos)
      << out;
}

TEST(JsonWriter, MatchesGoldenAndContract) {
  testing::SampleRun run;
  std::string out = run.render("json");
  EXPECT_EQ(testing::check_golden("report/golden/sample.json", out), "");
  nlohmann::json j = nlohmann::json::parse(out);
  EXPECT_EQ(j["tool"]["name"], "auditor");
  ASSERT_EQ(j["documents"].size(), 1u);
  const auto& doc = j["documents"][0];
  EXPECT_EQ(doc["input"], "rascunho.md");
  EXPECT_EQ(doc["title"], "Prefeitura anuncia obras");
  EXPECT_EQ(doc["language"], "pt");
  ASSERT_EQ(doc["findings"].size(), 2u);
  const auto& f = doc["findings"][1];
  for (const char* key : {"rule", "category", "severity", "message", "excerpt", "sentence", "span"}) {
    EXPECT_TRUE(f.contains(key)) << key;
  }
  EXPECT_EQ(f["excerpt"], "A viagem foi paga pela construtora <Alfa & Cia>");
  EXPECT_EQ(f["span"]["line"], 5);
  EXPECT_EQ(f["span"]["column"], 1);
  EXPECT_EQ(j["errors"][0]["input"], "notas.bin");
  EXPECT_EQ(j["summary"]["findings"], 2);
}

TEST(JsonWriter, JsonLinesWritesOneObjectPerLine) {
  testing::SampleRun run;
  std::string out = run.render("jsonl");
  EXPECT_EQ(testing::check_golden("report/golden/sample.jsonl", out), "");
  std::istringstream lines(out);
  std::string line;
  int count = 0;
  while (std::getline(lines, line)) {
    EXPECT_TRUE(nlohmann::json::accept(line)) << line;
    ++count;
  }
  EXPECT_EQ(count, 2);
}

TEST(CsvWriter, MatchesGoldenWithOneRowPerFindingAndFailure) {
  testing::SampleRun run;
  std::string out = run.render("csv");
  EXPECT_EQ(testing::check_golden("report/golden/sample.csv", out), "");
  EXPECT_EQ(std::count(out.begin(), out.end(), '\n'), 4);  // header, two findings, one failure
}

TEST(CsvWriter, NeutralizesCellsThatASpreadsheetWouldRunAsFormulas) {
  testing::SampleRun run;
  run.doc.input = "=HYPERLINK(\"http://x.example\")";
  run.audited.findings[0].excerpt = "@SUM(A1)";
  run.audited.findings[0].message = "-2+3";
  std::string out = run.render("csv");
  EXPECT_NE(out.find("\"'=HYPERLINK(\"\"http://x.example\"\")\""), std::string::npos) << out;
  EXPECT_NE(out.find(",'@SUM(A1),"), std::string::npos) << out;
  EXPECT_NE(out.find(",'-2+3,"), std::string::npos) << out;
  EXPECT_EQ(out.find(",=HYPERLINK"), std::string::npos);
}

TEST(Writers, UnknownFormatNamesTheValidOnes) {
  std::ostringstream out;
  auto writer = report::make_writer("pdf", out, {});
  ASSERT_FALSE(writer.ok());
  EXPECT_NE(writer.error().message.find("text, json, jsonl"), std::string::npos);
}

}  // namespace
}  // namespace auditor
