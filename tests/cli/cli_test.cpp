// End-to-end tests of the auditor executable: options, formats, exit codes and bad inputs.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "tests/support/test_support.h"

namespace auditor {
namespace {

using testing::run_auditor;
using testing::temp_dir;
using testing::write_file;

const char* kVaguePt =
    "Prefeitura adia obra do viaduto\n\n"
    "Especialistas dizem que o atraso vai encarecer a obra. A secretária de Obras, Marta Lima, "
    "afirmou que o cronograma será revisto.\n";
const char* kCleanEn =
    "Library extends weekend hours\n\n"
    "The city library will open on Sundays from January, director Paul Grant said on Monday.\n";

TEST(Cli, VersionAndHelp) {
  auto version = run_auditor({"--version"});
  EXPECT_EQ(version.exit_code, 0);
  EXPECT_NE(version.out.find("auditor "), std::string::npos);
  auto help = run_auditor({"check", "--help"});
  EXPECT_EQ(help.exit_code, 0);
  for (const char* option : {"--format", "--output", "--lang", "--fail-on", "--jobs", "--max-size"}) {
    EXPECT_NE(help.out.find(option), std::string::npos) << option;
  }
  EXPECT_EQ(run_auditor({"rules", "--help"}).exit_code, 0);
  EXPECT_EQ(run_auditor({"--help"}).exit_code, 0);
}

TEST(Cli, UsageErrorsExitWithTwo) {
  EXPECT_EQ(run_auditor({}).exit_code, 2);
  EXPECT_EQ(run_auditor({"check"}).exit_code, 2);
  EXPECT_EQ(run_auditor({"check", "--lang", "klingon", "x.txt"}).exit_code, 2);
  EXPECT_EQ(run_auditor({"check", "--format", "pdf", "x.txt"}).exit_code, 2);
  EXPECT_EQ(run_auditor({"frobnicate"}).exit_code, 2);
  auto size = run_auditor({"check", "--max-size", "lots", "x.txt"});
  EXPECT_EQ(size.exit_code, 2);
  EXPECT_NE(size.err.find("--max-size"), std::string::npos);
}

TEST(Cli, FindingsSetTheExitCodeAccordingToFailOn) {
  std::string dir = temp_dir();
  write_file(dir + "/rascunho.txt", kVaguePt);
  auto warning = run_auditor({"check", "--fail-on", "warning", dir + "/rascunho.txt"});
  EXPECT_EQ(warning.exit_code, 1) << warning.out << warning.err;
  EXPECT_NE(warning.out.find("rascunho.txt:3:1: warning attribution.vague-source"), std::string::npos)
      << warning.out;
  EXPECT_EQ(run_auditor({"check", "--fail-on", "never", dir + "/rascunho.txt"}).exit_code, 0);
  EXPECT_EQ(run_auditor({"check", "--fail-on", "error", dir + "/rascunho.txt"}).exit_code, 0);
}

TEST(Cli, ReadsStandardInputAndWritesJson) {
  auto result = run_auditor({"check", "--format", "json", "--lang", "pt", "-"}, kVaguePt);
  ASSERT_EQ(result.exit_code, 0) << result.err;
  nlohmann::json j = nlohmann::json::parse(result.out);
  ASSERT_EQ(j["documents"].size(), 1u);
  EXPECT_EQ(j["documents"][0]["input"], "-");
  EXPECT_EQ(j["documents"][0]["language"], "pt");
  const auto& finding = j["documents"][0]["findings"][0];
  EXPECT_EQ(finding["rule"], "attribution.vague-source");
  EXPECT_EQ(finding["category"], "attribution");
  EXPECT_EQ(finding["severity"], "warning");
  EXPECT_EQ(finding["excerpt"], "Especialistas dizem");
  EXPECT_EQ(finding["span"]["line"], 3);
  EXPECT_EQ(finding["span"]["column"], 1);
  EXPECT_NE(finding["sentence"].get<std::string>().find("vai encarecer a obra."), std::string::npos);
}

TEST(Cli, OutputFileReceivesTheReport) {
  std::string dir = temp_dir();
  write_file(dir + "/a.txt", kCleanEn);
  auto result = run_auditor({"check", "-o", dir + "/report.json", "-f", "json", dir + "/a.txt"});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(result.out, "");
  auto j = nlohmann::json::parse(testing::read_file(dir + "/report.json"));
  EXPECT_EQ(j["documents"][0]["language"], "en");
  auto bad = run_auditor({"check", "-o", dir + "/no/such/folder/r.json", dir + "/a.txt"});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("no/such/folder/r.json"), std::string::npos);
}

TEST(Cli, FoldersAreSearchedRecursivelyByExtension) {
  std::string dir = temp_dir();
  write_file(dir + "/a.txt", kCleanEn);
  write_file(dir + "/sub/b.md", std::string("# Obra\n\n") + kVaguePt);
  write_file(dir + "/sub/image.png", "\x89PNG\r\n\x1a\n");
  auto result = run_auditor({"check", "-f", "json", dir});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  auto j = nlohmann::json::parse(result.out);
  ASSERT_EQ(j["documents"].size(), 2u);
  EXPECT_NE(j["documents"][1]["input"].get<std::string>().find("sub/b.md"), std::string::npos);
  EXPECT_EQ(j["errors"].size(), 0u);
}

TEST(Cli, BadInputsAreListedAndTheOthersStillAudited) {
  std::string dir = temp_dir();
  write_file(dir + "/good.txt", kVaguePt);
  write_file(dir + "/empty.txt", "");
  write_file(dir + "/blank.txt", "  \n\n \t\n");
  write_file(dir + "/binary.txt", std::string("PK\x03\x04\0\0\0\x14\0\0binary", 17));
  write_file(dir + "/big.txt", std::string(5000, 'a') + " words.\n");
  auto result = run_auditor({"check", "--max-size", "4K", dir + "/good.txt", dir + "/empty.txt",
                             dir + "/blank.txt", dir + "/binary.txt", dir + "/big.txt",
                             dir + "/missing.txt"});
  EXPECT_EQ(result.exit_code, 1) << result.out << result.err;
  EXPECT_NE(result.out.find("good.txt:3:1: warning attribution.vague-source"), std::string::npos);
  EXPECT_NE(result.out.find("5 inputs could not be read"), std::string::npos) << result.out;
  for (const char* name : {"empty.txt", "blank.txt", "binary.txt", "big.txt", "missing.txt"}) {
    EXPECT_NE(result.out.find(std::string(name) + ": "), std::string::npos) << name;
  }
  EXPECT_NE(result.out.find("empty"), std::string::npos);
  EXPECT_NE(result.out.find("binary"), std::string::npos);
}

TEST(Cli, NothingAuditableExitsWithTwo) {
  std::string dir = temp_dir();
  write_file(dir + "/empty.txt", "");
  EXPECT_EQ(run_auditor({"check", dir + "/empty.txt"}).exit_code, 2);
  EXPECT_EQ(run_auditor({"check", dir + "/nope.md"}).exit_code, 2);
}

TEST(Cli, InvalidUtf8IsRepairedWithANote) {
  std::string dir = temp_dir();
  write_file(dir + "/latin1.txt", "Cora\xe7\xe3o de estudante\n\nEspecialistas dizem que n\xe3o.\n");
  auto result = run_auditor({"check", "-f", "json", dir + "/latin1.txt"});
  ASSERT_LE(result.exit_code, 1) << result.err;
  auto j = nlohmann::json::parse(result.out);
  const auto& doc = j["documents"][0];
  ASSERT_TRUE(doc.contains("diagnostics")) << result.out;
  EXPECT_NE(doc["diagnostics"][0]["message"].get<std::string>().find("windows-1252"), std::string::npos);
}

TEST(Cli, BadRulePackIsAUsageErrorNamingFileAndLine) {
  std::string dir = temp_dir();
  write_file(dir + "/rules/pt/broken.rules.xml",
             "<pack id=\"x\" lang=\"pt\">\n  <rule id=\"attribution.x\" kind=\"nonsense\"/>\n</pack>\n");
  write_file(dir + "/a.txt", kCleanEn);
  auto result = run_auditor({"check", "--rules-dir", dir + "/rules", dir + "/a.txt"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_NE(result.err.find("broken.rules.xml:2"), std::string::npos) << result.err;
}

TEST(Cli, RulesListShowAndTest) {
  auto list = run_auditor({"rules", "list"});
  EXPECT_EQ(list.exit_code, 0) << list.err;
  EXPECT_NE(list.out.find("attribution.vague-source"), std::string::npos);
  auto show = run_auditor({"rules", "show", "attribution.vague-source"});
  EXPECT_EQ(show.exit_code, 0);
  EXPECT_NE(show.out.find("[pt]"), std::string::npos);
  EXPECT_NE(show.out.find("[en]"), std::string::npos);
  EXPECT_EQ(run_auditor({"rules", "show", "no.such-rule"}).exit_code, 2);
  // An example of several paragraphs keeps them, lined up under its first line.
  auto numbers = run_auditor({"rules", "show", "attribution.unattributed-number", "--lang", "en"});
  EXPECT_NE(numbers.out.find("File sizes after the update:\n\n           71.1 MB\n"),
            std::string::npos)
      << numbers.out;
  auto test = run_auditor({"rules", "test"});
  EXPECT_EQ(test.exit_code, 0) << test.out;
  EXPECT_NE(test.out.find(" 0 failed"), std::string::npos);
}

TEST(Cli, ProjectConfigDisablesRulesAndOverridesSeverities) {
  std::string dir = temp_dir();
  write_file(dir + "/rascunho.txt", kVaguePt);
  write_file(dir + "/auditor.toml",
             "[rules]\ndisable = [\"sourcing.concentration\"]\n[rules.severity]\n"
             "\"attribution.vague-source\" = \"error\"\n");
  auto strict = run_auditor({"check", "--config", dir + "/auditor.toml", dir + "/rascunho.txt"});
  EXPECT_EQ(strict.exit_code, 1) << strict.out << strict.err;
  EXPECT_NE(strict.out.find("error attribution.vague-source"), std::string::npos) << strict.out;
  auto plain = run_auditor({"check", "--no-config", dir + "/rascunho.txt"});
  EXPECT_EQ(plain.exit_code, 0) << plain.out;

  write_file(dir + "/bad.toml", "[rules]\nseverity_of = 3\n");
  auto bad = run_auditor({"check", "--config", dir + "/bad.toml", dir + "/rascunho.txt"});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("bad.toml:2"), std::string::npos) << bad.err;
}

TEST(Cli, AnalyzePrintsSourcesQuotesAndNumbersAsJson) {
  const char* article =
      "Prefeitura amplia creches\n\n"
      "A prefeitura vai abrir 1.200 vagas em creches, afirmou a secretária de Educação, Marta Lima. "
      "\"Vamos zerar a fila até dezembro\", disse ela.\n";
  auto result = run_auditor({"analyze", "--format", "json", "--lang", "pt", "-"}, article);
  ASSERT_EQ(result.exit_code, 0) << result.err;
  auto doc = nlohmann::json::parse(result.out)["documents"][0];
  bool marta = false;
  for (const auto& s : doc["sources"]) marta = marta || s["name"] == "Marta Lima";
  EXPECT_TRUE(marta) << doc["sources"].dump();
  ASSERT_FALSE(doc["quotes"].empty());
  EXPECT_EQ(doc["quotes"][0]["speaker"], "Marta Lima");
  ASSERT_FALSE(doc["numbers"].empty());
  EXPECT_EQ(doc["numbers"][0]["kind"], "count");
  EXPECT_EQ(doc["numbers"][0]["value"], 1200);
  EXPECT_EQ(doc["numbers"][0]["source"], "Marta Lima");
}

// --explain says how attribution.unattributed-number read each number; without it the numbers
// carry no such field.
TEST(Cli, AnalyzeExplainSaysHowTheRuleReadEachNumber) {
  const char* article =
      "Creches da cidade\n\nA cidade abriu 1.200 vagas em creches. O ingresso custa R$ 20.\n";
  auto explained =
      run_auditor({"analyze", "--explain", "--format", "json", "--lang", "pt", "-"}, article);
  ASSERT_EQ(explained.exit_code, 0) << explained.err;
  auto numbers = nlohmann::json::parse(explained.out)["documents"][0]["numbers"];
  ASSERT_EQ(numbers.size(), 2u) << numbers.dump();
  EXPECT_EQ(numbers[0]["rules"]["attribution.unattributed-number"], "flagged");
  EXPECT_EQ(numbers[1]["rules"]["attribution.unattributed-number"],
            "a sum under min-money: the price of one thing");

  auto plain = run_auditor({"analyze", "--format", "json", "--lang", "pt", "-"}, article);
  ASSERT_EQ(plain.exit_code, 0) << plain.err;
  EXPECT_FALSE(nlohmann::json::parse(plain.out)["documents"][0]["numbers"][0].contains("rules"));

  auto text = run_auditor({"analyze", "--explain", "--lang", "pt", "-"}, article);
  EXPECT_NE(text.out.find("attribution.unattributed-number: flagged"), std::string::npos)
      << text.out;
}

// The seeds are real articles: both must be read as Portuguese and produce the JSON contract.
TEST(Cli, SeedsAuditAsPortuguese) {
  std::string shared = testing::shared_dir();
  if (shared.empty()) GTEST_SKIP() << "../shared is absent; the seed check needs it";
  for (const char* seed : {"000_74f6d592f1554340.txt", "001_cdef48132f4cf51e.txt"}) {
    auto result = run_auditor({"check", "-f", "json", "--fail-on", "never", shared + "/seeds/" + seed});
    ASSERT_EQ(result.exit_code, 0) << seed << result.err;
    auto j = nlohmann::json::parse(result.out);
    ASSERT_EQ(j["documents"].size(), 1u);
    EXPECT_EQ(j["documents"][0]["language"], "pt") << seed;
    EXPECT_GT(j["documents"][0]["language_confidence"].get<double>(), 0.9);
    EXPECT_EQ(j["errors"].size(), 0u);
  }
}

}  // namespace
}  // namespace auditor
