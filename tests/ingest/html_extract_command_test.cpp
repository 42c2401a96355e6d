// End-to-end tests of `auditor extract` (text and JSON) and of check/analyze reading HTML pages.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/support/test_support.h"

namespace auditor {
namespace {

using testing::repo_path;
using testing::run_auditor;
using testing::temp_dir;
using testing::write_file;

TEST(ExtractCommand, JsonForAnHtmlPage) {
  auto result = run_auditor(
      {"extract", "--format", "json", repo_path("fixtures/html/en_markets_disclosure.html")});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  auto json = nlohmann::json::parse(result.out);
  ASSERT_EQ(json["documents"].size(), 1u);
  const auto& doc = json["documents"][0];
  EXPECT_EQ(doc["format"], "html");
  EXPECT_EQ(doc["title"], "Battery maker's shares jump after grid-storage contract");
  EXPECT_EQ(doc["byline"], "Daniel Okafor");
  EXPECT_EQ(doc["published"], "2024-03-05T14:10:00Z");
  EXPECT_EQ(doc["language"], "en-US");
  EXPECT_EQ(doc["blocks"][0]["kind"], "title");
  EXPECT_EQ(doc["blocks"].back()["kind"], "footnote");
  std::string text = doc["text"];
  const auto& link = doc["links"][2];
  EXPECT_EQ(link["rel"], "sponsored nofollow");
  EXPECT_EQ(text.substr(link["start"].get<size_t>(),
                        link["end"].get<size_t>() - link["start"].get<size_t>()),
            "a partner store");
  EXPECT_EQ(doc["metadata"]["canonical_url"],
            "https://harborledger.example.com/markets/2024/03/battery-maker-grid-contract");
  EXPECT_FALSE(doc["metadata"]["json_ld"].get<std::string>().empty());
}

TEST(ExtractCommand, TextAndMarkdownInputsToo) {
  std::string dir = temp_dir();
  write_file(dir + "/nota.md", "# Título da nota\n\nTexto com [link](https://a.example).\n");
  write_file(dir + "/nota.txt", "Título simples\n\nUm parágrafo.\n");
  auto result = run_auditor({"extract", "--format", "json", dir + "/nota.md", dir + "/nota.txt"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  auto json = nlohmann::json::parse(result.out);
  ASSERT_EQ(json["documents"].size(), 2u);
  EXPECT_EQ(json["documents"][0]["format"], "markdown");
  EXPECT_EQ(json["documents"][0]["links"][0]["href"], "https://a.example");
  EXPECT_EQ(json["documents"][1]["format"], "text");
  auto text = run_auditor({"extract", dir + "/nota.md"});
  EXPECT_EQ(text.exit_code, 0);
  EXPECT_NE(text.out.find("[title 1 @1:3] Título da nota"), std::string::npos) << text.out;
}

TEST(ExtractCommand, ReadsHtmlFromStandardInputBySniffing) {
  auto result = run_auditor({"extract", "-"},
                            "<!doctype html><html><body><p>Uma frase lida da entrada padrão, "
                            "com texto suficiente para ser o corpo da página.</p></body></html>");
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_NE(result.out.find("(html)"), std::string::npos);
  EXPECT_NE(result.out.find("[paragraph @1:31] Uma frase"), std::string::npos) << result.out;
}

TEST(ExtractCommand, BadInputNamesTheFile) {
  std::string dir = temp_dir();
  write_file(dir + "/vazia.html", "<html><body><script>app()</script></body></html>");
  auto result = run_auditor({"extract", dir + "/vazia.html", dir + "/nao-existe.html"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_NE(result.err.find("vazia.html: found no article text"), std::string::npos) << result.err;
  EXPECT_NE(result.err.find("nao-existe.html: no such file"), std::string::npos) << result.err;
}

TEST(ExtractCommand, CheckAndAnalyzeReadHtmlPages) {
  std::string page = repo_path("fixtures/html/pt_viagem_convite.html");
  auto check =
      run_auditor({"check", "--no-config", "--format", "json", "--fail-on", "never", page});
  ASSERT_EQ(check.exit_code, 0) << check.err;
  auto json = nlohmann::json::parse(check.out);
  EXPECT_EQ(json["documents"][0]["title"],
            "Vinícolas do Vale dos Vinhedos apostam em turismo no inverno");
  auto analyze = run_auditor({"analyze", "--format", "json", page});
  EXPECT_EQ(analyze.exit_code, 0) << analyze.err;
}

}  // namespace
}  // namespace auditor
