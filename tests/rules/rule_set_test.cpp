// The kind registry, the rules folder (languages, digest, check) and where rules are looked for.
#include "auditor/rules/rule_set.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "auditor/ingest/input.h"
#include "auditor/rules/example_runner.h"
#include "auditor/rules/registry.h"
#include "tests/support/test_support.h"

namespace auditor::rules {
namespace {

namespace fs = std::filesystem;

TEST(Registry, KindsAreSortedAndFound) {
  auto kinds = rule_kinds();
  ASSERT_FALSE(kinds.empty());
  EXPECT_TRUE(std::is_sorted(kinds.begin(), kinds.end(),
                             [](const KindInfo& a, const KindInfo& b) { return a.name < b.name; }));
  for (const KindInfo& k : kinds) {
    EXPECT_EQ(find_kind(k.name), &k);
    EXPECT_NE(k.make, nullptr);
    EXPECT_NE(kind_names().find(k.name), std::string::npos);
  }
  EXPECT_EQ(find_kind("nope"), nullptr);
  EXPECT_EQ(find_kind(""), nullptr);
}

const char* kPack = R"(<pack id="p" lang="pt">
  <rule id="attribution.vague-source" kind="phrase" category="attribution" severity="warning">
    <message>"{match}" does not say who.</message>
    <phrases><phrase>fontes disseram</phrase></phrases>
    <example><marker>Fontes disseram</marker> que sim.</example>
    <example correct="true">A ministra disse que sim.</example>
  </rule>
</pack>
)";

class RuleSetTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = auditor::testing::temp_dir();
    auditor::testing::write_file(dir_ + "/pt/lexicon.xml", "<lexicon lang=\"pt\"></lexicon>");
    auditor::testing::write_file(dir_ + "/pt/a.rules.xml", kPack);
    fs::create_directories(dir_ + "/es");  // a language with nothing yet is skipped
  }
  std::string dir_;
};

TEST_F(RuleSetTest, LoadsLanguagesWithRulesOrALexicon) {
  Result<RuleSet> set = RuleSet::load(dir_);
  ASSERT_TRUE(set.ok()) << set.error().to_string();
  EXPECT_EQ(set->languages(), std::vector<std::string>{"pt"});
  EXPECT_NE(set->language("pt"), nullptr);
  EXPECT_EQ(set->language("pt-BR"), set->language("pt"));
  EXPECT_EQ(set->language("es"), nullptr);
  EXPECT_EQ(set->digest().size(), 16u);
}

TEST_F(RuleSetTest, DigestFollowsTheFiles) {
  std::string before = RuleSet::load(dir_)->digest();
  EXPECT_EQ(RuleSet::load(dir_)->digest(), before);
  auditor::testing::write_file(dir_ + "/pt/lexicon.xml",
                               "<lexicon lang=\"pt\"><list name=\"x\">y</list></lexicon>");
  EXPECT_NE(RuleSet::load(dir_)->digest(), before);
}

TEST_F(RuleSetTest, ChecksOnlyTheDocumentsLanguage) {
  Result<RuleSet> set = RuleSet::load(dir_);
  ASSERT_TRUE(set.ok());
  Result<Document> doc = ingest::read_document_from_memory("Fontes disseram que sim.", "t", "text");
  ASSERT_TRUE(doc.ok());
  analysis::ArticleAnalysis analysis;
  analysis.document = &*doc;
  analysis.language = "pt";
  analysis.sentences = set->language("pt")->segmenter.segment(*doc);
  std::vector<Finding> findings;
  set->check(analysis, findings);
  EXPECT_EQ(findings.size(), 1u);
  analysis.language = "en";
  findings.clear();
  set->check(analysis, findings);
  EXPECT_TRUE(findings.empty());
}

// A pack of its own id with one phrase rule, "attribution.<name>".
std::string pack_with_rule(const std::string& name) {
  std::string pack = kPack;
  pack.replace(pack.find("attribution.vague-source"), 24, "attribution." + name);
  pack.replace(pack.find("id=\"p\""), 6, "id=\"" + name + "\"");
  return pack;
}

// Packs are parsed side by side, but their rules keep the order of the files.
TEST_F(RuleSetTest, RulesKeepThePacksOrder) {
  for (char c = 'b'; c <= 'h'; ++c) {
    auditor::testing::write_file(dir_ + "/pt/" + std::string(1, c) + ".rules.xml",
                                 pack_with_rule(std::string(1, c)));
  }
  Result<RuleSet> set = RuleSet::load(dir_);
  ASSERT_TRUE(set.ok()) << set.error().to_string();
  std::vector<std::string> ids;
  for (const auto& rule : set->language("pt")->rules) ids.push_back(rule->spec().id);
  EXPECT_EQ(ids, (std::vector<std::string>{"attribution.vague-source", "attribution.b",
                                           "attribution.c", "attribution.d", "attribution.e",
                                           "attribution.f", "attribution.g", "attribution.h"}));
}

// Loading reports the error that reading, parsing and adding one pack after another would meet
// first, whichever pack's parsing finished first.
TEST_F(RuleSetTest, ReportsTheFirstErrorInFileOrder) {
  auto where = [&] {
    Result<RuleSet> set = RuleSet::load(dir_);
    return set.ok() ? std::string("loaded") : set.error().where;
  };
  auditor::testing::write_file(dir_ + "/pt/b.rules.xml", "<pack id=\"b\" lang=\"pt\"><rule");
  auditor::testing::write_file(dir_ + "/pt/c.rules.xml", "<pack id=\"c\" lang=\"en\"></pack>");
  auditor::testing::write_file(dir_ + "/zz/lexicon.xml", "<lexicon lang=\"pt\"></lexicon>");
  EXPECT_NE(where().find("b.rules.xml"), std::string::npos) << where();
  auditor::testing::write_file(dir_ + "/pt/b.rules.xml", pack_with_rule("b"));
  EXPECT_NE(where().find("c.rules.xml"), std::string::npos) << where();
  std::string twice = pack_with_rule("b");  // attribution.b again, in a pack of another id
  twice.replace(twice.find("id=\"b\""), 6, "id=\"c\"");
  auditor::testing::write_file(dir_ + "/pt/c.rules.xml", twice);
  EXPECT_NE(where().find("c.rules.xml"), std::string::npos) << where();
  auditor::testing::write_file(dir_ + "/pt/c.rules.xml", pack_with_rule("c"));
  EXPECT_NE(where().find("zz"), std::string::npos) << where();
  fs::remove_all(dir_ + "/zz");
  EXPECT_EQ(where(), "loaded");
}

TEST_F(RuleSetTest, LoadsOnePackWithAGivenLexicon) {
  text::Lexicon lexicon;
  Result<RuleSet> set = RuleSet::load_pack(dir_ + "/pt/a.rules.xml", lexicon);
  ASSERT_TRUE(set.ok()) << set.error().to_string();
  ASSERT_NE(set->language("pt"), nullptr);
  EXPECT_EQ(set->language("pt")->rules.size(), 1u);
  EXPECT_FALSE(set->digest().empty());
}

TEST(DefaultRulesDir, EnvironmentWinsThenNextToTheExecutable) {
  std::string root = auditor::testing::temp_dir();
  fs::create_directories(root + "/bin");
  fs::create_directories(root + "/rules");
  std::string exe = root + "/bin/auditor";
  const char* saved = std::getenv("AUDITOR_RULES_DIR");
  std::string saved_value = saved ? saved : "";

  ::setenv("AUDITOR_RULES_DIR", "/somewhere/else", 1);
  EXPECT_EQ(default_rules_dir(exe), "/somewhere/else");
  ::unsetenv("AUDITOR_RULES_DIR");
  EXPECT_EQ(fs::path(default_rules_dir(exe)), fs::path(root) / "rules");
  fs::create_directories(root + "/share/auditor/rules");
  EXPECT_EQ(fs::path(default_rules_dir(exe)), fs::path(root) / "share" / "auditor" / "rules");
  // Nothing beside the executable: the source tree's rules.
  EXPECT_EQ(fs::path(default_rules_dir(auditor::testing::temp_dir() + "/auditor")),
            fs::path(AUDITOR_SOURCE_RULES_DIR).lexically_normal());

  if (saved) ::setenv("AUDITOR_RULES_DIR", saved_value.c_str(), 1);
}

TEST(ExampleRunner, ReportsExamplesThatMisbehave) {
  std::string dir = auditor::testing::temp_dir();
  auditor::testing::write_file(dir + "/pt/a.rules.xml", R"(<pack id="p" lang="pt">
  <rule id="attribution.vague-source" kind="phrase" category="attribution" severity="warning">
    <message>"{match}" does not say who.</message>
    <phrases><phrase>fontes disseram</phrase></phrases>
    <example><marker>Fontes disseram</marker> que sim.</example>
    <example format="markdown">Ele negou. **<marker>Fontes disseram</marker>** que sim.</example>
    <example><marker>Fontes</marker> disseram que não.</example>
    <example correct="true">A ministra disse que sim, e fontes disseram que não.</example>
    <example correct="true">A ministra disse que sim.</example>
  </rule>
</pack>
)");
  Result<RuleSet> set = RuleSet::load(dir);
  ASSERT_TRUE(set.ok()) << set.error().to_string();
  std::vector<ExampleCase> cases = collect_examples(*set);
  ASSERT_EQ(cases.size(), 5u);
  EXPECT_EQ(cases[0].name(), "pt_attribution_vague_source_line_5");
  EXPECT_EQ(cases[0].where(), dir + "/pt/a.rules.xml:5");

  std::vector<ExampleFailure> failures = run_examples(*set);
  ASSERT_EQ(failures.size(), 2u);
  EXPECT_EQ(failures[0].where(), dir + "/pt/a.rules.xml:7");
  EXPECT_EQ(failures[0].language, "pt");
  EXPECT_EQ(failures[0].rule, "attribution.vague-source");
  EXPECT_NE(failures[0].message.find("expected attribution.vague-source to flag \"Fontes\""),
            std::string::npos)
      << failures[0].message;
  EXPECT_NE(failures[0].message.find("it flagged \"Fontes disseram\""), std::string::npos);
  EXPECT_EQ(failures[1].where(), dir + "/pt/a.rules.xml:8");
  EXPECT_NE(failures[1].message.find("expected no finding"), std::string::npos);
  EXPECT_TRUE(check_example_coverage(*set).empty());
  EXPECT_EQ(count_examples(*set), 5u);
}

}  // namespace
}  // namespace auditor::rules
