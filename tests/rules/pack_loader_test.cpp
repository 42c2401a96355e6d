// Rule pack validation: every error names the file, the line, the key and a hint.
#include "auditor/rules/pack_loader.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "auditor/rules/registry.h"
#include "auditor/rules/rule_set.h"
#include "tests/support/test_support.h"

namespace auditor::rules {
namespace {

// Whether `text` holds `part`, with both shown on failure.
::testing::AssertionResult Contains(const std::string& text, const std::string& part) {
  if (text.find(part) != std::string::npos) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "\"" << text << "\" does not contain \"" << part << "\"";
}

// Line 1 is the XML declaration, line 2 <pack>, line 3 the first <rule>.
std::string pack(const std::string& rules, const std::string& lang = "pt") {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<pack id=\"test\" lang=\"" + lang + "\">\n" +
         rules + "</pack>\n";
}

constexpr const char* kHeader =
    R"(id="attribution.vague-source" kind="phrase" category="attribution" severity="warning")";

// A valid rule with its body replaced: lines 4.. are the body, in order.
std::string rule(const std::string& body, const std::string& attributes = kHeader) {
  return "  <rule " + attributes + ">\n" + body + "  </rule>\n";
}

const std::string kMessage = "    <message>\"{match}\" does not say who.</message>\n";
const std::string kPhrases = "    <phrases><phrase>especialistas dizem</phrase></phrases>\n";
const std::string kFires =
    "    <example><marker>Especialistas dizem</marker> que vai chover.</example>\n";
const std::string kQuiet =
    "    <example correct=\"true\">A meteorologista Ana Lima diz que vai chover.</example>\n";
const std::string kBody = kMessage + kPhrases + kFires + kQuiet;

text::Lexicon test_lexicon() {
  auto lexicon = text::Lexicon::parse(
      R"(<lexicon lang="pt"><list name="verbs.say">dizem
afirmam</list><list name="parties.bad">petista PT</list></lexicon>)",
      "lexicon.xml");
  EXPECT_TRUE(lexicon.ok());
  return lexicon.value();
}

/// Writes a pack to a temporary file and loads it.
class PackLoaderTest : public ::testing::Test {
 protected:
  Result<LoadedPack> load(const std::string& xml, const std::string& expected_language = "pt") {
    path_ = auditor::testing::temp_dir() + "/test.rules.xml";
    auditor::testing::write_file(path_, xml);
    return load_pack_file(path_, expected_language, lexicon_);
  }
  /// Loads a pack that must fail, and checks where the error points.
  Error fail(const std::string& xml, int line) {
    Result<LoadedPack> result = load(xml);
    EXPECT_FALSE(result.ok()) << xml;
    if (result.ok()) return {};
    EXPECT_EQ(result.error().where, path_ + ":" + std::to_string(line)) << result.error().message;
    return result.error();
  }

  text::Lexicon lexicon_ = test_lexicon();
  std::string path_;
};

TEST_F(PackLoaderTest, LoadsAValidPack) {
  std::string body =
      "    <name>Vague source</name>\n" + kMessage +
      "    <description>\n      First paragraph,\n      still first.\n\n"
      "      Second.\n    </description>\n" +
      kPhrases +
      "    <example>\n      Segundo o texto, <marker>especialistas\n      dizem</marker>"
      " que sim.\n\n      Outro parágrafo.\n    </example>\n" +
      kQuiet;
  Result<LoadedPack> result = load(pack(rule(body)));
  ASSERT_TRUE(result.ok()) << result.error().to_string();
  ASSERT_EQ(result->rules.size(), 1u);
  EXPECT_EQ(result->id, "test");
  EXPECT_EQ(result->language, "pt");
  const RuleSpec& spec = result->rules[0]->spec();
  EXPECT_EQ(spec.id, "attribution.vague-source");
  EXPECT_EQ(spec.kind, "phrase");
  EXPECT_EQ(spec.name, "Vague source");
  EXPECT_EQ(spec.language, "pt");
  EXPECT_EQ(spec.severity, Severity::Warning);
  EXPECT_EQ(spec.category, Category::Attribution);
  EXPECT_EQ(spec.description, "First paragraph, still first.\n\nSecond.");
  EXPECT_EQ(spec.file, path_);
  EXPECT_EQ(spec.line, 3);
  ASSERT_EQ(spec.examples.size(), 2u);
  const RuleExample& fires = spec.examples[0];
  EXPECT_TRUE(fires.must_fire);
  // Indentation and line breaks collapse to one space; a blank line stays, parting paragraphs.
  EXPECT_EQ(fires.text, "Segundo o texto, especialistas dizem que sim.\n\nOutro parágrafo.");
  EXPECT_EQ(fires.marker.in(fires.text), "especialistas dizem");
  EXPECT_EQ(fires.line, 13);
  EXPECT_FALSE(spec.examples[1].must_fire);
  EXPECT_EQ(spec.examples[1].line, 19);
}

TEST_F(PackLoaderTest, NotWellFormedXml) {
  Result<LoadedPack> result = load(pack(rule(kBody + "    <name>unclosed\n")));
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.error().code, ErrorCode::Parse);
  EXPECT_TRUE(Contains(result.error().message, "not well-formed XML"));
  EXPECT_TRUE(Contains(result.error().where, ":"));
}

TEST_F(PackLoaderTest, UnknownElementInRule) {
  Error e = fail(pack(rule(kBody + "    <hint>x</hint>\n")), 8);
  EXPECT_EQ(e.code, ErrorCode::InvalidRule);
  EXPECT_TRUE(Contains(e.message, "unknown element <hint>"));
  EXPECT_TRUE(
      Contains(e.message, "allowed: name, message, description, param, example, phrases, unless"));
}

TEST_F(PackLoaderTest, UnknownElementInPack) {
  Error e = fail(pack("  <rules/>\n" + rule(kBody)), 3);
  EXPECT_TRUE(Contains(e.message, "unknown element <rules> in <pack>; allowed: rule"));
}

TEST_F(PackLoaderTest, UnknownElementInPhrasesAndExample) {
  Error e =
      fail(pack(rule(kMessage + "    <phrases><regex>x</regex></phrases>\n" + kFires + kQuiet)), 5);
  EXPECT_TRUE(Contains(e.message, "unknown element <regex> in <phrases>; allowed: phrase"));
  e = fail(pack(rule(kMessage + kPhrases + "    <example><b>Especialistas dizem</b></example>\n" +
                     kQuiet)),
           6);
  EXPECT_TRUE(Contains(e.message, "unknown element <b> in <example>; allowed: marker"));
}

TEST_F(PackLoaderTest, UnknownAttributeOnRule) {
  Error e = fail(pack(rule(kBody, std::string(kHeader) + " level=\"high\"")), 3);
  EXPECT_TRUE(Contains(e.message, "unknown attribute level on <rule>"));
  EXPECT_TRUE(Contains(e.message, "allowed: id, kind, category, severity"));
}

TEST_F(PackLoaderTest, UnknownAttributeOnExampleAndPack) {
  Error e = fail(pack(rule(kMessage + kPhrases + kFires +
                           "    <example lang=\"pt\" correct=\"true\">Nada aqui.</example>\n")),
                 7);
  EXPECT_TRUE(Contains(e.message, "unknown attribute lang on <example>; allowed: correct, format"));
  Result<LoadedPack> result =
      load("<pack id=\"x\" lang=\"pt\" version=\"2\">\n" + rule(kBody) + "</pack>");
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.error().where, path_ + ":1");
  EXPECT_TRUE(Contains(result.error().message, "allowed: id, lang"));
}

TEST_F(PackLoaderTest, MissingRequiredAttributes) {
  const std::pair<const char*, const char*> cases[] = {
      {R"(kind="phrase" category="attribution" severity="warning")", "needs the id attribute"},
      {R"(id="attribution.x" category="attribution" severity="warning")",
       "needs the kind attribute"},
      {R"(id="attribution.x" kind="phrase" severity="warning")", "needs the category attribute"},
      {R"(id="attribution.x" kind="phrase" category="attribution")",
       "needs the severity attribute"},
  };
  for (const auto& [attributes, hint] : cases) {
    Error e = fail(pack(rule(kBody, attributes)), 3);
    EXPECT_TRUE(Contains(e.message, hint)) << attributes;
    EXPECT_TRUE(Contains(e.message, "e.g.")) << attributes;
  }
}

TEST_F(PackLoaderTest, MissingMessage) {
  Error e = fail(pack(rule(kPhrases + kFires + kQuiet)), 3);
  EXPECT_TRUE(Contains(e.message, "needs a <message>"));
  EXPECT_TRUE(Contains(e.message, "{match}"));
}

TEST_F(PackLoaderTest, IdMustStartWithCategory) {
  Error e = fail(
      pack(rule(kBody,
                R"(id="vague-source" kind="phrase" category="attribution" severity="warning")")),
      3);
  EXPECT_TRUE(
      Contains(e.message, "id=\"vague-source\" must start with its category, \"attribution.\""));
  e = fail(
      pack(rule(kBody,
                R"(id="sourcing.vague" kind="phrase" category="attribution" severity="warning")")),
      3);
  EXPECT_TRUE(Contains(e.message, "must start with its category"));
  e = fail(
      pack(rule(
          kBody,
          R"(id="attribution.Vague_Source" kind="phrase" category="attribution" severity="warning")")),
      3);
  EXPECT_TRUE(Contains(e.message, "lower-case letters, digits"));
}

TEST_F(PackLoaderTest, BadSeverityListsValidOnes) {
  Error e =
      fail(pack(rule(kBody,
                     R"(id="attribution.x" kind="phrase" category="attribution" severity="high")")),
           3);
  EXPECT_TRUE(Contains(e.message, "severity=\"high\""));
  EXPECT_TRUE(Contains(e.message, "valid: error, warning, info"));
}

TEST_F(PackLoaderTest, BadCategoryListsValidOnes) {
  Error e = fail(
      pack(rule(kBody, R"(id="ethics.x" kind="phrase" category="ethics" severity="info")")), 3);
  EXPECT_TRUE(Contains(e.message, "category=\"ethics\""));
  EXPECT_TRUE(Contains(e.message, "valid: disclosure, attribution, sourcing, provenance"));
}

TEST_F(PackLoaderTest, UnknownKindListsValidOnes) {
  Error e =
      fail(pack(rule(kBody,
                     R"(id="attribution.x" kind="regex" category="attribution" severity="info")")),
           3);
  EXPECT_TRUE(Contains(e.message, "unknown kind=\"regex\""));
  EXPECT_TRUE(Contains(e.message, "valid kinds: " + kind_names()));
  EXPECT_TRUE(Contains(kind_names(), "phrase"));
}

TEST_F(PackLoaderTest, RegexThatDoesNotCompileGivesRe2Error) {
  std::string body = kMessage + "    <phrases>\n      <phrase>especialistas dizem</phrase>\n" +
                     "      <phrase>fontes (ligadas</phrase>\n    </phrases>\n" + kFires + kQuiet;
  Error e = fail(pack(rule(body)), 7);
  EXPECT_TRUE(Contains(e.message, "\"fontes (ligadas\" is not a valid RE2 pattern"));
  EXPECT_TRUE(Contains(e.message, "missing )"));  // RE2's own words
  EXPECT_TRUE(Contains(e.message, "escape"));
}

TEST_F(PackLoaderTest, UnlessThatDoesNotCompile) {
  Error e = fail(pack(rule(kBody + "    <unless>anonimato [por</unless>\n")), 8);
  EXPECT_TRUE(Contains(e.message, "not a valid RE2 pattern"));
  EXPECT_TRUE(Contains(e.message, "missing ]"));
}

TEST_F(PackLoaderTest, UnknownLexiconList) {
  std::string body = kMessage +
                     "    <phrases><phrase>especialistas {verbs.nope}</phrase></phrases>\n" +
                     kFires + kQuiet;
  Error e = fail(pack(rule(body)), 5);
  EXPECT_TRUE(Contains(e.message, "unknown lexicon list {verbs.nope}"));
  EXPECT_TRUE(Contains(e.message, "rules/pt/lexicon.xml"));
  EXPECT_TRUE(Contains(e.message, "use one of: parties.bad, verbs.say"));
}

TEST_F(PackLoaderTest, AsciiWordBoundaryIsRefused) {
  std::string body = kMessage +
                     "    <phrases><phrase>\\bespecialistas dizem\\b</phrase></phrases>\n" +
                     kFires + kQuiet;
  Error e = fail(pack(rule(body)), 5);
  EXPECT_TRUE(Contains(e.message, "\\b and \\B only know ASCII letters"));
  EXPECT_TRUE(Contains(e.message, "already checked for word boundaries"));
}

TEST_F(PackLoaderTest, OnlyTheFlagGroupMayBeNamed) {
  std::string body = kMessage +
                     "    <phrases><phrase>(?P&lt;who>especialistas) dizem</phrase></phrases>\n" +
                     kFires + kQuiet;
  Error e = fail(pack(rule(body)), 5);
  EXPECT_TRUE(Contains(e.message, "(?P<who>"));
  EXPECT_TRUE(Contains(e.message, "\"flag\""));
}

TEST_F(PackLoaderTest, BadUnlessScope) {
  Error e = fail(pack(rule(kBody + "    <unless scope=\"paragraph\">anonimato por</unless>\n")), 8);
  EXPECT_TRUE(Contains(e.message, "scope=\"paragraph\""));
  EXPECT_TRUE(Contains(e.message, "valid scopes: match, sentence, sentence-and-next, block"));
}

TEST_F(PackLoaderTest, RuleWithoutPhrases) {
  Error e = fail(pack(rule(kMessage + kFires + kQuiet)), 3);
  EXPECT_TRUE(Contains(e.message, "needs <phrases> with at least one <phrase>"));
}

TEST_F(PackLoaderTest, PhraseKindTakesNoParams) {
  Error e = fail(pack(rule(kBody + "    <param name=\"window\">3</param>\n")), 3);
  EXPECT_TRUE(Contains(e.message, "takes no <param>"));
  EXPECT_TRUE(Contains(e.message, "name=\"window\""));
}

TEST_F(PackLoaderTest, PartiesListEntryNeedsWordAndParty) {
  Error e = fail(pack(rule(kBody + "    <param name=\"parties\">parties.bad</param>\n")), 3);
  EXPECT_TRUE(Contains(e.message, "the parties list entry \"petista pt\""));
  EXPECT_TRUE(Contains(e.message, "needs the form \"word = party\""));
}

TEST_F(PackLoaderTest, ParamNamesAnUnknownLexiconList) {
  Error e = fail(pack(rule(kBody + "    <param name=\"anonymous\">sources.nope</param>\n")), 3);
  EXPECT_TRUE(
      Contains(e.message, "<param name=\"anonymous\"> names the lexicon list \"sources.nope\""));
}

TEST_F(PackLoaderTest, RuleWithoutFiringExample) {
  Error e = fail(pack(rule(kMessage + kPhrases + kQuiet)), 3);
  EXPECT_TRUE(Contains(e.message, "has no example that fires"));
  EXPECT_TRUE(Contains(e.message, "<marker>"));
}

TEST_F(PackLoaderTest, RuleWithoutNonFiringExample) {
  Error e = fail(pack(rule(kMessage + kPhrases + kFires)), 3);
  EXPECT_TRUE(Contains(e.message, "has no example that must not fire"));
  EXPECT_TRUE(Contains(e.message, "correct=\"true\""));
}

TEST_F(PackLoaderTest, CorrectExampleWithMarker) {
  std::string body =
      kMessage + kPhrases + kFires +
      "    <example correct=\"true\"><marker>Especialistas</marker> dizem.</example>\n";
  Error e = fail(pack(rule(body)), 7);
  EXPECT_TRUE(Contains(e.message, "correct=\"true\" must not fire, so it cannot have a <marker>"));
}

TEST_F(PackLoaderTest, FiringExampleWithoutMarker) {
  std::string body =
      kMessage + kPhrases + "    <example>Especialistas dizem que sim.</example>\n" + kQuiet;
  Error e = fail(pack(rule(body)), 6);
  EXPECT_TRUE(Contains(e.message, "must fire but has no <marker>"));
  EXPECT_TRUE(Contains(e.message, "add correct=\"true\""));
}

TEST_F(PackLoaderTest, MarkerProblems) {
  std::string two =
      kMessage + kPhrases +
      "    <example><marker>Especialistas</marker> <marker>dizem</marker>.</example>\n" + kQuiet;
  EXPECT_TRUE(Contains(fail(pack(rule(two)), 6).message, "one <marker>"));
  std::string padded = kMessage + kPhrases +
                       "    <example><marker>Especialistas dizem </marker>que sim.</example>\n" +
                       kQuiet;
  EXPECT_TRUE(Contains(fail(pack(rule(padded)), 6).message, "no spaces at its ends"));
  std::string bad_correct =
      kMessage + kPhrases + kFires + "    <example correct=\"yes\">Nada.</example>\n";
  EXPECT_TRUE(
      Contains(fail(pack(rule(bad_correct)), 7).message, "correct=\"true\" or leave it out"));
}

TEST_F(PackLoaderTest, DuplicateIdInOnePack) {
  Error e = fail(pack(rule(kBody) + rule(kBody)), 9);
  EXPECT_TRUE(
      Contains(e.message, "\"attribution.vague-source\" is defined twice (first at line 3)"));
}

TEST_F(PackLoaderTest, LanguageMismatchWithFolder) {
  Result<LoadedPack> result = load(pack(rule(kBody), "en"), "pt");
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.error().where, path_ + ":2");
  EXPECT_TRUE(Contains(result.error().message, "lang=\"en\" does not match \"pt\""));
  EXPECT_TRUE(Contains(result.error().message, "move it to rules/en/"));
}

TEST_F(PackLoaderTest, StrayTextInRule) {
  Error e = fail(pack(rule(kBody + "    oops\n")), 7);
  EXPECT_TRUE(Contains(e.message, "stray text \"oops\""));
}

// Across packs and folders, through RuleSet::load.
class RulesFolderTest : public ::testing::Test {
 protected:
  void SetUp() override { dir_ = auditor::testing::temp_dir(); }
  void write(const std::string& relative, const std::string& bytes) {
    auditor::testing::write_file(dir_ + "/" + relative, bytes);
  }
  std::string dir_;
};

TEST_F(RulesFolderTest, DuplicateIdAcrossPacksOfOneLanguage) {
  write("pt/a.rules.xml", pack(rule(kBody)));
  write("pt/b.rules.xml", pack("\n" + rule(kBody)));
  Result<RuleSet> set = RuleSet::load(dir_);
  ASSERT_FALSE(set.ok());
  EXPECT_EQ(set.error().where, dir_ + "/pt/b.rules.xml:4");
  EXPECT_TRUE(Contains(set.error().message,
                       "defined twice for \"pt\" (first at " + dir_ + "/pt/a.rules.xml:3)"));
}

TEST_F(RulesFolderTest, SameIdInTwoLanguagesIsFine) {
  write("pt/a.rules.xml", pack(rule(kBody)));
  write("en/a.rules.xml", pack(rule(kBody), "en"));
  Result<RuleSet> set = RuleSet::load(dir_);
  ASSERT_TRUE(set.ok()) << set.error().to_string();
  EXPECT_EQ(set->languages(), (std::vector<std::string>{"en", "pt"}));
}

TEST_F(RulesFolderTest, PackInTheWrongFolder) {
  write("pt/a.rules.xml", pack(rule(kBody), "en"));
  Result<RuleSet> set = RuleSet::load(dir_);
  ASSERT_FALSE(set.ok());
  EXPECT_EQ(set.error().where, dir_ + "/pt/a.rules.xml:2");
  EXPECT_TRUE(Contains(set.error().message, "move it to rules/en/"));
}

TEST_F(RulesFolderTest, LexiconInTheWrongFolder) {
  write("pt/lexicon.xml", "<lexicon lang=\"en\"></lexicon>");
  Result<RuleSet> set = RuleSet::load(dir_);
  ASSERT_FALSE(set.ok());
  EXPECT_TRUE(Contains(set.error().message, "set <lexicon lang=\"pt\">"));
}

TEST_F(RulesFolderTest, PacksUseTheirFolderLexicon) {
  write("pt/lexicon.xml", "<lexicon lang=\"pt\"><list name=\"verbs.say\">dizem</list></lexicon>");
  std::string body = kMessage +
                     "    <phrases><phrase>especialistas {verbs.say}</phrase></phrases>\n" +
                     kFires + kQuiet;
  write("pt/a.rules.xml", pack(rule(body)));
  Result<RuleSet> set = RuleSet::load(dir_);
  ASSERT_TRUE(set.ok()) << set.error().to_string();
  ASSERT_NE(set->language("pt"), nullptr);
  EXPECT_EQ(set->language("pt")->rules.size(), 1u);
  EXPECT_TRUE(set->language("pt")->lexicon.has("verbs.say"));
}

TEST_F(RulesFolderTest, MissingFolder) {
  Result<RuleSet> set = RuleSet::load(dir_ + "/nope");
  ASSERT_FALSE(set.ok());
  EXPECT_EQ(set.error().code, ErrorCode::NotFound);
  EXPECT_TRUE(Contains(set.error().message, "AUDITOR_RULES_DIR"));
}

// A comment between a list's entries splits its text; the entries after it still count.
TEST(LexiconTest, ReadsEntriesOnBothSidesOfAComment) {
  auto lexicon = text::Lexicon::parse(
      "<lexicon lang=\"pt\"><list name=\"acts\">bloqueio\n<!-- atos de um juízo -->\nsequestro\n"
      "<![CDATA[arresto]]>\n</list></lexicon>",
      "lexicon.xml");
  ASSERT_TRUE(lexicon.ok());
  EXPECT_EQ(lexicon.value().list("acts"), (std::vector<std::string>{"bloqueio", "sequestro", "arresto"}));
}

}  // namespace
}  // namespace auditor::rules

