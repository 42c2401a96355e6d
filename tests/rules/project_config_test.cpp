// The project config (auditor.toml): parsing, every error with its line, column and hint, and
// the overrides a RuleSet applies when it loads with a config.
#include "auditor/rules/project_config.h"

#include <gtest/gtest.h>

#include <string>

#include "auditor/rules/rule.h"
#include "auditor/rules/rule_set.h"
#include "tests/support/test_support.h"

namespace auditor::rules {
namespace {

/// Passes when `text` contains `part`; the failure shows both.
::testing::AssertionResult has(const std::string& text, const std::string& part) {
  if (text.find(part) != std::string::npos) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "\"" << text << "\" lacks \"" << part << "\"";
}

::testing::AssertionResult starts_with(const std::string& text, const std::string& prefix) {
  if (text.starts_with(prefix)) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << "\"" << text << "\" does not start with \"" << prefix << "\"";
}

Result<ProjectConfig> parse(const std::string& toml) {
  return ProjectConfig::parse(toml, "auditor.toml");
}

/// The error of a config that must not parse; fails the test when it parses.
Error parse_error(const std::string& toml) {
  Result<ProjectConfig> config = parse(toml);
  EXPECT_FALSE(config.ok()) << "expected an error for:\n" << toml;
  if (config.ok()) return Error{};
  EXPECT_EQ(config.error().code, ErrorCode::InvalidConfig);
  return config.error();
}

/// Loads the repository's rules with a config, and returns the error it must give.
Error load_error(const std::string& toml) {
  Result<ProjectConfig> config = parse(toml);
  EXPECT_TRUE(config.ok()) << config.error().to_string();
  if (!config.ok()) return Error{};
  Result<RuleSet> rules = RuleSet::load(testing::repo_path("rules"), &*config);
  EXPECT_FALSE(rules.ok()) << "expected the rule set to refuse:\n" << toml;
  return rules.ok() ? Error{} : rules.error();
}

const Rule* find_rule(const RuleSet& rules, std::string_view language, std::string_view id) {
  const LanguageRules* lang = rules.language(language);
  if (lang == nullptr) return nullptr;
  for (const auto& rule : lang->rules) {
    if (rule->spec().id == id) return rule.get();
  }
  return nullptr;
}

constexpr const char* kFullConfig = R"([rules]
disable = ["sourcing.concentration"]

[rules.severity]
"attribution.vague-source" = "info"

[rules.params."attribution.unattributed-number"]
min-count = 20

[newsroom]
name = "Diário do Vale"
owners = ["Grupo Vale"]
parent = "Vale Participações"
partners = ["Rádio Serra"]
advertisers = ["Supermercados Bom Preço", "Construtora Alto"]
sponsors = ["Banco Regional"]

[aliases]
"Grupo Vale" = ["Vale Comunicações", "TV Vale"]
"Banco Regional" = "BR Banco"
)";

TEST(ProjectConfig, ParsesEverySection) {
  Result<ProjectConfig> config = parse(kFullConfig);
  ASSERT_TRUE(config.ok()) << config.error().to_string();
  ASSERT_EQ(config->disabled().size(), 1u);
  EXPECT_EQ(config->disabled()[0].value, "sourcing.concentration");
  EXPECT_EQ(config->disabled()[0].where, "auditor.toml:2:12");
  EXPECT_FALSE(config->enable_only().has_value());
  ASSERT_EQ(config->severities().count("attribution.vague-source"), 1u);
  EXPECT_EQ(config->severities().at("attribution.vague-source").value, Severity::Info);
  EXPECT_EQ(config->params().at("attribution.unattributed-number").at("min-count").value, "20");

  const Newsroom& newsroom = config->newsroom();
  EXPECT_EQ(newsroom.name, "Diário do Vale");
  ASSERT_EQ(newsroom.ties.size(), 6u);
  EXPECT_EQ(newsroom.ties[0].party, "Grupo Vale");
  EXPECT_EQ(newsroom.ties[0].relation, NewsroomRelation::Owner);
  EXPECT_EQ(newsroom.ties[1].relation, NewsroomRelation::Parent);
  EXPECT_EQ(newsroom.ties[2].relation, NewsroomRelation::Partner);
  EXPECT_EQ(newsroom.ties[4].party, "Construtora Alto");
  EXPECT_EQ(newsroom.ties[4].relation, NewsroomRelation::Advertiser);
  EXPECT_EQ(newsroom.ties[5].relation, NewsroomRelation::Sponsor);

  ASSERT_EQ(config->aliases().size(), 2u);
  EXPECT_EQ(config->aliases()[0].party, "Grupo Vale");
  EXPECT_EQ(config->aliases()[0].names, (std::vector<std::string>{"Vale Comunicações", "TV Vale"}));
  EXPECT_EQ(config->aliases()[1].names, (std::vector<std::string>{"BR Banco"}));
}

TEST(ProjectConfig, EmptyFileIsValid) {
  Result<ProjectConfig> config = parse("# nothing configured yet\n");
  ASSERT_TRUE(config.ok()) << config.error().to_string();
  EXPECT_TRUE(config->enabled("disclosure.missing", "disclosure-pt"));
}

TEST(ProjectConfig, ParameterValuesBecomeStrings) {
  Result<ProjectConfig> config = parse(R"([rules.params."sourcing.concentration"]
min-share = 0.5
min-statements = 6
strict = true
label = "x"
)");
  ASSERT_TRUE(config.ok()) << config.error().to_string();
  const auto& params = config->params().at("sourcing.concentration");
  EXPECT_EQ(params.at("min-share").value, "0.5");
  EXPECT_EQ(params.at("min-statements").value, "6");
  EXPECT_EQ(params.at("strict").value, "true");
  EXPECT_EQ(params.at("label").value, "x");
}

TEST(ProjectConfig, SelectorsMatchIdsCategoriesAndPacks) {
  Result<ProjectConfig> config = parse(R"([rules]
disable = ["provenance", "attribution-pt", "sourcing.concentration"]
)");
  ASSERT_TRUE(config.ok()) << config.error().to_string();
  EXPECT_FALSE(config->enabled("provenance.altered-quote", "provenance-en"));
  EXPECT_FALSE(config->enabled("attribution.vague-source", "attribution-pt"));
  EXPECT_TRUE(config->enabled("attribution.vague-source", "attribution-en"));
  EXPECT_FALSE(config->enabled("sourcing.concentration", "sourcing-en"));
  EXPECT_TRUE(config->enabled("sourcing.single-source", "sourcing-en"));

  Result<ProjectConfig> only = parse("[rules]\nenable_only = [\"disclosure\"]\n");
  ASSERT_TRUE(only.ok()) << only.error().to_string();
  EXPECT_TRUE(only->enabled("disclosure.missing", "disclosure-en"));
  EXPECT_FALSE(only->enabled("attribution.vague-source", "attribution-en"));
}

// --- errors: each names the line and column, the key, and what to write instead ---

TEST(ProjectConfigErrors, InvalidTomlSyntax) {
  Error e = parse_error("[rules]\ndisable = [\"a\",\n");
  EXPECT_TRUE(starts_with(e.where, "auditor.toml:"));
  EXPECT_TRUE(has(e.message, "not valid TOML"));
  EXPECT_TRUE(has(e.message, "double quotes"));

  Error unquoted = parse_error("[newsroom]\nname = Diário do Vale\n");
  EXPECT_TRUE(starts_with(unquoted.where, "auditor.toml:2:"));
}

TEST(ProjectConfigErrors, UnknownSectionListsTheValidOnes) {
  Error e = parse_error("[rule]\ndisable = []\n");
  EXPECT_EQ(e.where, "auditor.toml:1:2");
  EXPECT_TRUE(has(e.message, "unknown section [rule]"));
  EXPECT_TRUE(has(e.message, "did you mean \"rules\""));
  EXPECT_TRUE(has(e.message, "valid sections: rules, newsroom, aliases"));
}

TEST(ProjectConfigErrors, UnknownKeyInRules) {
  Error e = parse_error("[rules]\n\ndisabled = [\"sourcing.concentration\"]\n");
  EXPECT_EQ(e.where, "auditor.toml:3:1");
  EXPECT_TRUE(has(e.message, "unknown key \"disabled\" in [rules]"));
  EXPECT_TRUE(has(e.message, "did you mean \"disable\""));
  EXPECT_TRUE(has(e.message, "valid keys: disable, enable_only, severity, params"));
}

TEST(ProjectConfigErrors, UnknownKeyInNewsroom) {
  Error e = parse_error("[newsroom]\nname = \"Diário do Vale\"\nowner = [\"Grupo Vale\"]\n");
  EXPECT_EQ(e.where, "auditor.toml:3:1");
  EXPECT_TRUE(has(e.message, "did you mean \"owners\""));
  EXPECT_TRUE(has(e.message, "valid keys: name, owners, parent, partners, advertisers, sponsors"));
}

TEST(ProjectConfigErrors, ListsMustHoldStrings) {
  Error not_list = parse_error("[rules]\ndisable = \"sourcing.concentration\"\n");
  EXPECT_EQ(not_list.where, "auditor.toml:2:11");
  EXPECT_TRUE(has(not_list.message, "rules.disable must be a list of strings"));

  Error number = parse_error("[rules]\nenable_only = [\"disclosure\", 3]\n");
  EXPECT_EQ(number.where, "auditor.toml:2:30");
  EXPECT_TRUE(has(number.message, "must hold strings in double quotes"));

  Error empty = parse_error("[newsroom]\nowners = [\"Grupo Vale\", \" \"]\n");
  EXPECT_EQ(empty.where, "auditor.toml:2:25");
  EXPECT_TRUE(has(empty.message, "empty name"));
}

TEST(ProjectConfigErrors, SeverityMustBeKnown) {
  Error e = parse_error("[rules.severity]\n\"attribution.vague-source\" = \"fatal\"\n");
  EXPECT_EQ(e.where, "auditor.toml:2:30");
  EXPECT_TRUE(has(e.message, "\"fatal\""));
  EXPECT_TRUE(has(e.message, "valid severities: \"error\", \"warning\", \"info\""));
  EXPECT_TRUE(has(e.message, "[rules] disable"));

  Error number = parse_error("[rules.severity]\n\"attribution.vague-source\" = 2\n");
  EXPECT_TRUE(has(number.message, "a non-string value"));
}

TEST(ProjectConfigErrors, SectionsMustBeTables) {
  Error e = parse_error("rules = [\"x\"]\n");
  EXPECT_EQ(e.where, "auditor.toml:1:9");
  EXPECT_TRUE(has(e.message, "\"rules\" must be a table"));

  Error params = parse_error("[rules.params]\n\"attribution.unattributed-number\" = 20\n");
  EXPECT_EQ(params.where, "auditor.toml:2:37");
  EXPECT_TRUE(has(params.message, "must be a table of parameters"));
}

TEST(ProjectConfigErrors, ParameterValuesMustBeScalars) {
  Error e = parse_error("[rules.params.\"attribution.unattributed-number\"]\nmin-count = [1, 2]\n");
  EXPECT_EQ(e.where, "auditor.toml:2:13");
  EXPECT_TRUE(has(e.message, "parameter \"min-count\" must be a string, number or boolean"));
}

TEST(ProjectConfigErrors, NewsroomNameAndAliases) {
  Error name = parse_error("[newsroom]\nname = [\"Diário\"]\n");
  EXPECT_EQ(name.where, "auditor.toml:2:8");
  EXPECT_TRUE(has(name.message, "newsroom.name must be a string"));

  Error alias = parse_error("[aliases]\n\"Grupo Vale\" = 12\n");
  EXPECT_EQ(alias.where, "auditor.toml:2:16");
  EXPECT_TRUE(has(alias.message, "aliases.\"Grupo Vale\" must be a list of strings"));
}

TEST(ProjectConfigErrors, SeverityForAnUnknownRuleListsCloseIds) {
  Error e = load_error("[rules.severity]\n\"attribution.vague-sorce\" = \"info\"\n");
  EXPECT_EQ(e.code, ErrorCode::InvalidConfig);
  EXPECT_EQ(e.where, "auditor.toml:2:1");
  EXPECT_TRUE(has(e.message, "\"attribution.vague-sorce\", which is no loaded rule"));
  EXPECT_TRUE(has(e.message, "close ids: attribution.vague-source"));
}

TEST(ProjectConfigErrors, DisabledUnknownRule) {
  Error e = load_error("[rules]\ndisable = [\"sourcing.concentation\"]\n");
  EXPECT_EQ(e.where, "auditor.toml:2:12");
  EXPECT_TRUE(has(e.message, "close ids: sourcing.concentration"));
  EXPECT_TRUE(has(e.message, "a category"));

  Error far = load_error("[rules]\nenable_only = [\"spelling.typos\"]\n");
  EXPECT_TRUE(has(far.message, "auditor rules list"));
}

TEST(ProjectConfigErrors, ParameterTheRuleDoesNotDeclare) {
  Error e = load_error("[rules.params.\"attribution.unattributed-number\"]\nmin-cout = 20\n");
  EXPECT_EQ(e.code, ErrorCode::InvalidConfig);
  EXPECT_EQ(e.where, "auditor.toml:2:1");
  EXPECT_TRUE(has(e.message, "has no parameter \"min-cout\""));
  EXPECT_TRUE(has(e.message, "its parameters: "));
  EXPECT_TRUE(has(e.message, "min-count"));
  EXPECT_TRUE(has(e.message, "did you mean \"min-count\""));

  Error params_of_unknown = load_error("[rules.params.\"sourcing.single-sorce\"]\nx = 1\n");
  EXPECT_EQ(params_of_unknown.where, "auditor.toml:1:15");
  EXPECT_TRUE(has(params_of_unknown.message, "close ids: sourcing.single-source"));
}

// A value the rule refuses is the config's mistake: the error names the config's line, not the
// pack that declares the parameter.
TEST(ProjectConfigErrors, AValueTheRuleRefusesNamesTheConfigLine) {
  Error number = load_error("[rules.params.\"sourcing.concentration\"]\nmin-share = 0.2\n");
  EXPECT_EQ(number.code, ErrorCode::InvalidConfig);
  EXPECT_EQ(number.where, "auditor.toml:2:1");
  EXPECT_TRUE(has(number.message,
                  "[rules.params.\"sourcing.concentration\"] min-share must be a "
                  "number from 0.5 to 1, not \"0.2\""))
      << number.message;

  Error flag = load_error(
      "[rules.params.\"sourcing.single-source\"]\nclaim-kinds = \"superlative\"\n"
      "unstaked-claims = \"maybe\"\n");
  EXPECT_EQ(flag.where, "auditor.toml:3:1");
  EXPECT_TRUE(has(flag.message, "unstaked-claims must be true or false, not \"maybe\""));

  Error words = load_error("[rules.params.\"sourcing.single-source\"]\nclaim-kinds = \"boasts\"\n");
  EXPECT_EQ(words.where, "auditor.toml:2:1");
  EXPECT_TRUE(has(words.message, "claim-kinds has \"boasts\"; use words from:"));

  Error list = load_error("[rules.params.\"attribution.vague-source\"]\nexperts = \"sages\"\n");
  EXPECT_EQ(list.code, ErrorCode::InvalidConfig);
  EXPECT_EQ(list.where, "auditor.toml:2:1");
  EXPECT_TRUE(has(list.message, "experts names the lexicon list \"sages\""));
}

TEST(ProjectConfigErrors, ApplyNamesTheRuleWithoutParameters) {
  Result<ProjectConfig> config = parse("[rules.params.\"disclosure.missing\"]\nwindow = 3\n");
  ASSERT_TRUE(config.ok()) << config.error().to_string();
  RuleSpec spec;
  spec.id = "disclosure.missing";
  Status s = config->apply(spec);
  ASSERT_FALSE(s.ok());
  EXPECT_TRUE(has(s.error().message, "it takes no parameters"));
}

// --- overrides applied by RuleSet::load ---

TEST(ProjectConfigOverrides, AppliedWhenRulesCompile) {
  Result<ProjectConfig> config = parse(R"([rules]
disable = ["sourcing.concentration", "disclosure-en"]

[rules.severity]
"attribution.vague-source" = "info"
"disclosure.missing" = "warning"

[rules.params."attribution.unattributed-number"]
min-count = 20
)");
  ASSERT_TRUE(config.ok()) << config.error().to_string();
  Result<RuleSet> rules = RuleSet::load(testing::repo_path("rules"), &*config);
  ASSERT_TRUE(rules.ok()) << rules.error().to_string();

  EXPECT_EQ(find_rule(*rules, "pt", "sourcing.concentration"), nullptr);
  EXPECT_EQ(find_rule(*rules, "en", "sourcing.concentration"), nullptr);
  EXPECT_EQ(find_rule(*rules, "en", "disclosure.missing"), nullptr);  // its pack is disabled
  const Rule* disclosure = find_rule(*rules, "pt", "disclosure.missing");
  ASSERT_NE(disclosure, nullptr);
  EXPECT_EQ(disclosure->spec().severity, Severity::Warning);
  for (std::string_view lang : {"pt", "en"}) {
    const Rule* vague = find_rule(*rules, lang, "attribution.vague-source");
    ASSERT_NE(vague, nullptr) << lang;
    EXPECT_EQ(vague->spec().severity, Severity::Info);
    const Rule* numbers = find_rule(*rules, lang, "attribution.unattributed-number");
    ASSERT_NE(numbers, nullptr) << lang;
    EXPECT_EQ(numbers->spec().params.at("min-count"), "20");
  }
}

TEST(ProjectConfigOverrides, EnableOnlyKeepsTheListedRules) {
  Result<ProjectConfig> config = parse("[rules]\nenable_only = [\"disclosure\"]\n");
  ASSERT_TRUE(config.ok()) << config.error().to_string();
  Result<RuleSet> rules = RuleSet::load(testing::repo_path("rules"), &*config);
  ASSERT_TRUE(rules.ok()) << rules.error().to_string();
  for (std::string_view lang : {"pt", "en"}) {
    const LanguageRules* language = rules->language(lang);
    ASSERT_NE(language, nullptr);
    ASSERT_EQ(language->rules.size(), 1u) << lang;
    EXPECT_EQ(language->rules[0]->spec().id, "disclosure.missing");
  }
}

TEST(ProjectConfigOverrides, NoConfigChangesNothing) {
  Result<RuleSet> plain = RuleSet::load(testing::repo_path("rules"));
  ASSERT_TRUE(plain.ok()) << plain.error().to_string();
  const Rule* vague = find_rule(*plain, "pt", "attribution.vague-source");
  ASSERT_NE(vague, nullptr);
  EXPECT_EQ(vague->spec().severity, Severity::Warning);
}

// --- finding and loading the file ---

TEST(ProjectConfigFile, FindLooksInTheGivenFolder) {
  std::string dir = testing::temp_dir() + "/config-find";
  Result<std::optional<ProjectConfig>> none = ProjectConfig::find(dir);
  ASSERT_TRUE(none.ok()) << none.error().to_string();
  EXPECT_FALSE(none->has_value());

  testing::write_file(dir + "/auditor.toml", "[newsroom]\nname = \"Folha do Sul\"\n");
  Result<std::optional<ProjectConfig>> found = ProjectConfig::find(dir);
  ASSERT_TRUE(found.ok()) << found.error().to_string();
  ASSERT_TRUE(found->has_value());
  EXPECT_EQ((*found)->newsroom().name, "Folha do Sul");
  EXPECT_EQ((*found)->path(), dir + "/auditor.toml");
}

TEST(ProjectConfigFile, ErrorsNameTheFile) {
  std::string dir = testing::temp_dir() + "/config-bad";
  testing::write_file(dir + "/auditor.toml", "[rules]\nseverity = 3\n");
  Result<std::optional<ProjectConfig>> found = ProjectConfig::find(dir);
  ASSERT_FALSE(found.ok());
  EXPECT_EQ(found.error().where, dir + "/auditor.toml:2:12");

  Result<ProjectConfig> missing = ProjectConfig::load(dir + "/nope.toml");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().code, ErrorCode::NotFound);
}

TEST(ProjectConfig, ClosestNames) {
  std::vector<std::string> ids = {"attribution.vague-source", "attribution.unattributed-number",
                                  "sourcing.concentration"};
  EXPECT_EQ(closest_names("attribution.vage-source", ids),
            (std::vector<std::string>{"attribution.vague-source"}));
  EXPECT_TRUE(closest_names("spelling", ids).empty());
}

}  // namespace
}  // namespace auditor::rules
