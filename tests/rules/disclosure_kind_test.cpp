// The disclosure kind: ties of each type, disclosures by label and by form, aliases, the subject,
// affiliate links from Markdown, ties declared in auditor.toml, and load errors.
#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "auditor/ingest/input.h"
#include "auditor/rules/pack_loader.h"
#include "auditor/rules/project_config.h"
#include "auditor/rules/rule_set.h"
#include "tests/support/test_support.h"

namespace auditor::rules {
namespace {

constexpr std::string_view kRule = "disclosure.missing";

/// The repository's rules, loaded once (without a project config).
const RuleSet& repo_rules() {
  static const Result<RuleSet> rules = RuleSet::load(testing::repo_path("rules"));
  if (!rules.ok()) ADD_FAILURE() << rules.error().to_string();
  static const RuleSet empty;
  return rules.ok() ? rules.value() : empty;
}

/// The repository's rules compiled with a project config given as TOML.
std::unique_ptr<RuleSet> rules_with(const std::string& toml) {
  Result<ProjectConfig> config = ProjectConfig::parse(toml, "auditor.toml");
  EXPECT_TRUE(config.ok()) << config.error().to_string();
  if (!config.ok()) return nullptr;
  // The config dies at the end of this function: the compiled rules must not point into it.
  Result<RuleSet> rules = RuleSet::load(testing::repo_path("rules"), &*config);
  EXPECT_TRUE(rules.ok()) << rules.error().to_string();
  return rules.ok() ? std::make_unique<RuleSet>(std::move(rules).value()) : nullptr;
}

const Rule* disclosure_rule(const RuleSet& rules, const std::string& language) {
  const LanguageRules* lang = rules.language(language);
  if (lang == nullptr) return nullptr;
  for (const auto& rule : lang->rules) {
    if (rule->spec().id == kRule) return rule.get();
  }
  return nullptr;
}

/// What a test sets in the analysis before the rule runs (quotes, for instance).
using Prepare = std::function<void(analysis::ArticleAnalysis&)>;

/// Reads a text, segments it, sets the subject when given, and runs the rule alone. The analyzer
/// is left out on purpose: the kind must work from what it is given (subject, quotes), and these
/// tests must not depend on how well the analysis stage guesses them.
struct Check {
  Document doc;
  analysis::ArticleAnalysis analysis;
  std::vector<Finding> findings;

  Check(const RuleSet& rules, const std::string& language, const std::string& text,
        const std::string& subject = "", const std::string& format = "text",
        const Prepare& prepare = nullptr) {
    Result<Document> read = ingest::read_document_from_memory(text, "test", format);
    EXPECT_TRUE(read.ok()) << read.error().to_string();
    if (read.ok()) doc = std::move(read).value();
    const LanguageRules* lang = rules.language(language);
    const Rule* rule = disclosure_rule(rules, language);
    EXPECT_NE(rule, nullptr);
    if (lang == nullptr || rule == nullptr) return;
    analysis.document = &doc;
    analysis.language = language;
    analysis.language_confidence = 1;
    analysis.sentences = lang->segmenter.segment(doc);
    analysis.subject = subject;
    if (prepare) prepare(analysis);
    rule->check(analysis, findings);
  }

  std::vector<std::string> excerpts() const {
    std::vector<std::string> out;
    for (const Finding& f : findings) out.push_back(f.excerpt);
    return out;
  }
  std::string messages() const {
    std::string out;
    for (const Finding& f : findings) out += f.message + "\n";
    return out;
  }
};

Check pt(const std::string& text, const std::string& subject = "",
         const std::string& format = "text") {
  return Check(repo_rules(), "pt", text, subject, format);
}

Check en(const std::string& text, const std::string& subject = "",
         const std::string& format = "text") {
  return Check(repo_rules(), "en", text, subject, format);
}

::testing::AssertionResult has(const std::string& text, const std::string& part) {
  if (text.find(part) != std::string::npos) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "\"" << text << "\" lacks \"" << part << "\"";
}

using Strings = std::vector<std::string>;

// --- ties of each type ---

TEST(DisclosureKind, TravelPaidByANamedParty) {
  Check c =
      pt("Para esta reportagem, a Embraer forneceu a passagem aérea até a fábrica de "
         "Gavião Peixoto. A linha de montagem do cargueiro funciona em dois turnos.");
  ASSERT_EQ(c.excerpts(), Strings{"Embraer forneceu a passagem aérea"});
  const Finding& f = c.findings[0];
  EXPECT_EQ(f.rule, "disclosure.missing");
  EXPECT_EQ(f.severity, Severity::Error);
  EXPECT_EQ(f.category, Category::Disclosure);
  EXPECT_EQ(f.message,
            "The text says the trip was paid for by Embraer, but no disclosure names Embraer: add "
            "a disclosure line such as “Divulgação: Embraer pagou passagem e hospedagem do "
            "repórter.”");
}

TEST(DisclosureKind, TravelInEnglish) {
  Check c = en("My trip to Seattle was paid for by Amazon, which opened a warehouse there.");
  ASSERT_EQ(c.excerpts(), Strings{"My trip to Seattle was paid for by Amazon"});
  EXPECT_EQ(c.findings[0].message,
            "The text says the trip was paid for by Amazon, but no disclosure names Amazon: add a "
            "disclosure line such as “Disclosure: Amazon paid for travel and lodging.”");
  EXPECT_EQ(en("Delta paid for my flight to Atlanta last week.").excerpts(),
            Strings{"Delta paid for my flight"});
  EXPECT_EQ(en("I stayed near the plant, and Hyundai covered the hotel.").excerpts(),
            Strings{"Hyundai covered the hotel"});
}

TEST(DisclosureKind, TravelNeedsTheReporterInTheSentence) {
  // A company paying lawmakers' trips is the story, not the newsroom's tie.
  EXPECT_TRUE(pt("A Petrobras pagou a viagem de dez deputados à plataforma, segundo documentos.")
                  .findings.empty());
  EXPECT_TRUE(
      en("Boeing covered the hotel for six lawmakers who toured its plant.").findings.empty());
  EXPECT_EQ(pt("Estive em Manaus a convite da Samsung para visitar a fábrica.").excerpts(),
            Strings{"a convite da Samsung"});
}

TEST(DisclosureKind, ReferenceResolvesToTheSubject) {
  const std::string text =
      "A Amazon abriu as portas do laboratório. A empresa me ofereceu uma visita guiada, "
      "custeada em grande parte por ela mesma.";
  Check c = pt(text, "Amazon");
  ASSERT_EQ(c.findings.size(), 1u) << c.messages();
  EXPECT_TRUE(has(c.findings[0].message, "paid for by Amazon, but no disclosure names Amazon"));
}

TEST(DisclosureKind, UnknownPartyGetsTheUnnamedMessage) {
  // No subject and no organization mentioned twice: the text does not say who paid.
  Check c =
      pt("Aceitei o convite: a visita ao laboratório foi custeada em grande parte pela "
         "empresa, e eu voltei no mesmo dia.");
  ASSERT_EQ(c.findings.size(), 1u);
  EXPECT_TRUE(has(c.findings[0].message,
                  "says someone paid for the reporter's trip, but no "
                  "disclosure covers it"));
}

TEST(DisclosureKind, GiftsAndLoanedProducts) {
  EXPECT_EQ(pt("A Samsung cedeu o aparelho para testes durante três semanas.").excerpts(),
            Strings{"Samsung cedeu o aparelho para testes"});
  EXPECT_EQ(en("Apple provided a review unit, and the battery lasted a full day.").excerpts(),
            Strings{"Apple provided a review unit"});
  Check loaned = en("The headphones we tested were loaned by Sony for three weeks.");
  ASSERT_EQ(loaned.excerpts(), Strings{"headphones we tested were loaned by Sony"});
  EXPECT_TRUE(has(loaned.findings[0].message, "says Sony provided the product that was tested"));
  // Equipment a company supplies to a hospital is news, not a loan to the reviewer.
  EXPECT_TRUE(
      pt("O equipamento foi fornecido pela Siemens ao hospital municipal.").findings.empty());
}

TEST(DisclosureKind, Sponsorship) {
  Check marker =
      pt("A seção de turismo publica hoje um informe publicitário sobre resorts baianos.");
  ASSERT_EQ(marker.excerpts(), Strings{"informe publicitário"});
  EXPECT_TRUE(has(marker.findings[0].message, "marks the piece as sponsored content"));
  EXPECT_EQ(pt("Nossa série sobre mobilidade foi produzida em parceria com a Volvo.").excerpts(),
            Strings{"em parceria com a Volvo"});
  EXPECT_EQ(en("The bank explains its new account in a paid post on our homepage.").excerpts(),
            Strings{"paid post"});
  Check which = en("Meridian, which is underwriting this series, runs four heart clinics.");
  ASSERT_EQ(which.excerpts(), Strings{"Meridian, which is underwriting this series"});
  EXPECT_TRUE(has(which.findings[0].message, "no disclosure names Meridian"));
  // An event's sponsor is news.
  EXPECT_TRUE(en("The marathon, sponsored by Nike, drew 40,000 runners.").findings.empty());
}

TEST(DisclosureKind, SponsoredLabelOpeningTheTextIsTheDisclosure) {
  EXPECT_TRUE(pt("Conteúdo patrocinado por Banco Aurora. Este texto foi produzido pelo estúdio de "
                 "conteúdo de marca, e não pela redação.")
                  .findings.empty());
  EXPECT_TRUE(en("Sponsored content from Acme Health. Five ways to sleep better this winter.")
                  .findings.empty());
}

TEST(DisclosureKind, Hospitality) {
  Check meal =
      pt("Fui ao Aroeira três vezes. Na primeira, o jantar foi oferecido pela casa a um "
         "grupo de convidados.",
         "Aroeira");
  ASSERT_EQ(meal.excerpts(), Strings{"o jantar foi oferecido pela casa"});
  EXPECT_TRUE(has(meal.findings[0].message, "says Aroeira gave the reporter tickets, a meal"));
  EXPECT_EQ(
      en("The tickets came from the promoter, Crescent Live, which seated me up front.").excerpts(),
      Strings{"The tickets came from the promoter, Crescent Live"});
  // Without the critic in the paragraph, a dinner offered to guests is news.
  EXPECT_TRUE(pt("O jantar foi oferecido pela Fiesp a 300 empresários no Palácio dos Bandeirantes.")
                  .findings.empty());
}

// --- disclosures ---

TEST(DisclosureKind, DisclosureByLabelCoversTheNamedParty) {
  const std::string body =
      "Estive em Seattle a convite da Amazon para conhecer o centro de "
      "distribuição da empresa.";
  EXPECT_TRUE(
      pt(body + " Divulgação: a Amazon pagou passagem e hospedagem do repórter.").findings.empty());
  EXPECT_TRUE(pt(body + "\n\nNota da redação: a viagem foi paga pela Amazon.").findings.empty());
  EXPECT_TRUE(pt(body + "\n\n*Transparência: o repórter viajou com despesas pagas pela Amazon.")
                  .findings.empty());
  // A label inside a sentence does not open a disclosure.
  EXPECT_EQ(pt(body + " Ele saiu sem aviso: a Amazon não comentou.").excerpts(),
            Strings{"a convite da Amazon"});
}

TEST(DisclosureKind, DisclosureNamingAnotherPartyDoesNotCover) {
  Check c =
      pt("Estive em Seattle a convite da Amazon para conhecer o centro de distribuição. "
         "Divulgação: a Samsung emprestou o celular usado nas fotos.");
  ASSERT_EQ(c.excerpts(), Strings{"a convite da Amazon"});
}

TEST(DisclosureKind, DisclosureByForm) {
  EXPECT_TRUE(pt("A repórter viajou a Curitiba a convite da CEA, que pagou passagens e "
                 "hospedagem.")
                  .findings.empty());
  EXPECT_TRUE(en("I flew to Detroit at the invitation of Ford. Ford paid for travel and lodging.")
                  .findings.empty());
  EXPECT_TRUE(en("This newsletter is sponsored by Acme Bank, which chose none of its topics.")
                  .findings.empty());
}

TEST(DisclosureKind, TiePhraseInsideADisclosureIsTheDisclosure) {
  // The last paragraph repeats the tie; it is the disclosure, not a second tie.
  Check c =
      pt("A fábrica fica em Sorocaba.\n\n*Divulgação: a Vértice pagou o voo do repórter e "
         "duas diárias de hotel na cidade.",
         "Vértice");
  EXPECT_TRUE(c.findings.empty()) << c.messages();
  // A footnote-like short last line made of the tie alone discloses it too.
  EXPECT_TRUE(en("The series looks at rural hospitals in five states.\n\nSponsored content from "
                 "Acme Health.")
                  .findings.empty());
  // A short paragraph that names no one is the tie, not a line that discloses it.
  EXPECT_EQ(en("Salema wakes late.\n\nI toured the coast on a press trip.\n\nThe light was good.")
                .excerpts(),
            Strings{"on a press trip"});
  const std::string comped =
      "Salema wakes late.\n\nDinner at O Lagar, where the bream comes with potatoes cooked in "
      "the embers, was on the house; the chef wanted me to try his menu.\n\nThe light was good.";
  EXPECT_EQ(en(comped).findings.size(), 1U);
}

TEST(DisclosureKind, AliasesNameTheSameParty) {
  // organizations.aliases: "Amazon = AWS | ...".
  EXPECT_TRUE(pt("Estive em Seattle a convite da AWS para conhecer o laboratório de chips. "
                 "Divulgação: a Amazon pagou a viagem.")
                  .findings.empty());
  EXPECT_TRUE(en("I toured the lab as a guest of Amazon Web Services. Disclosure: AWS paid for "
                 "the trip.")
                  .findings.empty());
  // Accents and case do not matter.
  EXPECT_TRUE(pt("Estive em Belém a convite da Petrobras. DIVULGAÇÃO: A PETROBRAS PAGOU A "
                 "VIAGEM.")
                  .findings.empty());
}

TEST(DisclosureKind, UnknownPartyIsCoveredByADisclosureOfTheSameType) {
  const std::string tie = "A seção publica hoje um informe publicitário sobre protetor solar.";
  EXPECT_TRUE(
      pt(tie + " Nota da redação: este texto foi pago por um patrocinador.").findings.empty());
  EXPECT_EQ(pt(tie + " Nota da redação: o repórter viajou a convite da marca.").excerpts(),
            Strings{"informe publicitário"});
}

TEST(DisclosureKind, OneFindingPerParty) {
  Check c =
      pt("Estive em Seattle a convite da Amazon. No dia seguinte, a Amazon pagou minha "
         "passagem até Austin. A Samsung cedeu o aparelho para testes.");
  EXPECT_EQ(c.excerpts(), (Strings{"a convite da Amazon", "Samsung cedeu o aparelho para testes"}));
}

TEST(DisclosureKind, QuotedTiesAreSomeoneElses) {
  const std::string text = "“A Amazon pagou minha passagem”, disse o deputado à comissão.";
  Prepare quote = [&](analysis::ArticleAnalysis& a) {
    size_t close = text.find("”");
    a.quotes.push_back({Span{3, static_cast<uint32_t>(close)},
                        Span{0, static_cast<uint32_t>(close + 3)}, analysis::kNone, false});
  };
  EXPECT_TRUE(Check(repo_rules(), "pt", text, "", "text", quote).findings.empty());
  // The same words outside a quote are the reporter's own.
  EXPECT_EQ(pt(text).excerpts(), Strings{"Amazon pagou minha passagem"});
  EXPECT_TRUE(en("> Delta paid for my flight, the senator wrote.\n\nThe committee met on Monday.",
                 "", "markdown")
                  .findings.empty());
}

TEST(DisclosureKind, NewsroomPayingItsOwnWayIsNoTie) {
  std::unique_ptr<RuleSet> rules = rules_with("[newsroom]\nname = \"Diário do Vale\"\n");
  ASSERT_NE(rules, nullptr);
  EXPECT_TRUE(
      Check(*rules, "pt", "O Diário do Vale pagou minha passagem até Brasília.").findings.empty());
  EXPECT_EQ(pt("O Diário do Vale pagou minha passagem até Brasília.").excerpts(),
            Strings{"Diário do Vale pagou minha passagem"});
}

// --- affiliate links ---

TEST(DisclosureKind, AffiliateLinksFromMarkdown) {
  Check c =
      pt("O fone custa R$ 299 [nesta loja](https://www.amazon.com.br/dp/B0CX?tag=vale-20) "
         "e R$ 320 [na outra](https://www.magazineluiza.com.br/fone/p/123/).",
         "", "markdown");
  ASSERT_EQ(c.excerpts(), Strings{"nesta loja"});
  EXPECT_TRUE(has(c.findings[0].message,
                  "links to amazon.com.br (tag=vale-20), an affiliate or "
                  "sponsored link, but no disclosure covers it"));
  EXPECT_TRUE(has(c.findings[0].message, "este veículo pode receber comissão"));

  Check rel =
      en("Buy it <a href=\"https://shop.example.com/p/1\" rel=\"nofollow sponsored\">here"
         "</a> for $40.",
         "", "markdown");
  ASSERT_EQ(rel.excerpts(), Strings{"here"});
  EXPECT_TRUE(has(rel.findings[0].message, "shop.example.com (rel=\"sponsored\")"));

  Check utm = en("See the [deal](https://shop.example.com/x?utm_source=n&utm_medium=affiliate).",
                 "", "markdown");
  EXPECT_EQ(utm.excerpts(), Strings{"deal"});
  EXPECT_TRUE(en("Read [the report](https://example.org/report?utm_medium=email).", "", "markdown")
                  .findings.empty());
}

// An affiliate network's redirect earns a commission whatever its parameters; a host that only
// contains the network's name does not.
TEST(DisclosureKind, AffiliateNetworkRedirectsAndCodes) {
  Check skim = en("The [Kestrel](https://go.skimresources.com/?id=12X&url=k.example) costs $95.",
                  "", "markdown");
  ASSERT_EQ(skim.excerpts(), Strings{"Kestrel"});
  EXPECT_TRUE(has(skim.findings[0].message, "go.skimresources.com (an affiliate network)"))
      << skim.messages();
  Check avad = en("The [Trek](https://www.rei.com/product/2231?avad=55097_ab12) costs $165.", "",
                  "markdown");
  EXPECT_EQ(avad.excerpts(), Strings{"Trek"});
  EXPECT_TRUE(en("The [Orbit](https://skimresources.com.example.org/x) is a lookalike.", "",
                 "markdown")
                  .findings.empty());
}

// A site's links to its own tag pages carry "tag=" as affiliate codes do, and earn nobody anything.
TEST(DisclosureKind, LinksToTheSiteItselfAreNoAffiliateLinks) {
  Check c = en(
      "<html><head><title>New board</title>"
      "<link rel=\"canonical\" href=\"https://www.gadgetdesk.example/post/9\"></head><body>"
      "<p>More <a href=\"/latest?tag=boards\">boards</a> stories. The board sells "
      "<a href=\"https://www.amazon.com/dp/B01?tag=desk-20\">on Amazon</a> for $35.</p>"
      "</body></html>",
      "", "html");
  EXPECT_EQ(c.excerpts(), Strings{"on Amazon"}) << c.messages();
}

TEST(DisclosureKind, AffiliateDisclosureCoversEveryLink) {
  Check c =
      en("The blender costs $89 [at Walmart](https://www.walmart.com/ip/1?affid=x) and $95 "
         "[at Target](https://www.target.com/p/2?afid=y&ref=deals).\n\n"
         "*We may earn a commission when you buy through links on this page.",
         "", "markdown");
  EXPECT_TRUE(c.findings.empty()) << c.messages();
}

// --- ties declared in auditor.toml ---

constexpr const char* kNewsroomConfig = R"([newsroom]
name = "Diário do Vale"
owners = ["Grupo Vale"]
advertisers = ["Supermercados Bom Preço"]

[aliases]
"Grupo Vale" = ["Vale Comunicações", "TV Vale"]
)";

TEST(DisclosureKind, DeclaredOwnersNeedADisclosure) {
  std::unique_ptr<RuleSet> rules = rules_with(kNewsroomConfig);
  ASSERT_NE(rules, nullptr);
  Check c(*rules, "pt",
          "A TV Vale vai transmitir os jogos do campeonato estadual a partir de março, anunciou "
          "a federação.");
  ASSERT_EQ(c.excerpts(), Strings{"TV Vale"});
  EXPECT_EQ(c.findings[0].message,
            "The text mentions Grupo Vale, which owns Diário do Vale, but no disclosure names "
            "Grupo Vale: add a disclosure line such as “Transparência: Diário do Vale pertence a "
            "Grupo Vale, citado nesta reportagem.”");

  Check advertiser(*rules, "pt", "Os Supermercados Bom Preço abriram a terceira loja na cidade.");
  ASSERT_EQ(advertiser.findings.size(), 1u);
  EXPECT_TRUE(has(advertiser.findings[0].message, "an advertiser of Diário do Vale"));
}

TEST(DisclosureKind, ADeclaredNameHoldingAnAliasIsThatParty) {
  // The owner's full legal name in [newsroom], its short names under another key in [aliases].
  std::unique_ptr<RuleSet> rules = rules_with(R"([newsroom]
name = "Diário do Vale"
owners = ["Grupo Vale Comunicações S.A."]

[aliases]
"Grupo Vale" = ["Vale Comunicações", "TV Vale"]
)");
  ASSERT_NE(rules, nullptr);
  Check c(*rules, "pt",
          "A TV Vale vai transmitir os jogos do campeonato estadual a partir de março.");
  ASSERT_EQ(c.excerpts(), Strings{"TV Vale"});
  EXPECT_TRUE(has(c.findings[0].message, "which owns Diário do Vale")) << c.messages();
}

TEST(DisclosureKind, DeclaredOwnerDisclosedOrNotMentioned) {
  std::unique_ptr<RuleSet> rules = rules_with(kNewsroomConfig);
  ASSERT_NE(rules, nullptr);
  EXPECT_TRUE(Check(*rules, "pt",
                    "A TV Vale vai transmitir os jogos do campeonato estadual.\n\nTransparência: "
                    "o Diário do Vale pertence ao Grupo Vale.")
                  .findings.empty());
  // The newsroom's own name holds "Vale"; "vale" the verb is no mention.
  EXPECT_TRUE(Check(*rules, "pt",
                    "O Diário do Vale ouviu 40 comerciantes. Vale lembrar que a feira começa hoje.")
                  .findings.empty());
  // Without a config, the same text is clean.
  EXPECT_TRUE(pt("A TV Vale vai transmitir os jogos do campeonato estadual.").findings.empty());
}

// --- load errors ---

/// Compiles a disclosure rule from the repository's Portuguese pack with `edit` applied.
Result<LoadedPack> compile_edited(const std::string& from, const std::string& to) {
  std::string xml = testing::read_file(testing::repo_path("rules/pt/disclosure.rules.xml"));
  size_t at = xml.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) xml.replace(at, from.size(), to);
  const LanguageRules* pt_rules = repo_rules().language("pt");
  EXPECT_NE(pt_rules, nullptr);
  if (pt_rules == nullptr) return make_error(ErrorCode::Internal, "", "no pt rules");
  return parse_pack(xml, "disclosure.rules.xml", "pt", pt_rules->lexicon);
}

std::string compile_error(const std::string& from, const std::string& to) {
  Result<LoadedPack> pack = compile_edited(from, to);
  EXPECT_FALSE(pack.ok()) << "expected an error after replacing " << from;
  return pack.ok() ? std::string() : pack.error().to_string();
}

TEST(DisclosureKindLoad, RepositoryPackCompiles) {
  Result<LoadedPack> pack = compile_edited("", "");
  ASSERT_TRUE(pack.ok()) << pack.error().to_string();
  ASSERT_EQ(pack->rules.size(), 1u);
}

TEST(DisclosureKindLoad, Errors) {
  EXPECT_TRUE(has(compile_error("<ties type=\"gift\"", "<ties type=\"gifts\""),
                  "type=\"gifts\" is no tie type; valid: travel, gift"));
  EXPECT_TRUE(has(compile_error("<tie needs=\"review\">", "<tie needs=\"reviews\">"),
                  "needs=\"reviews\" names no <context>; defined: reporter, self, travel, review"));
  EXPECT_TRUE(has(compile_error("<tie needs=\"reporter\">a convite", "<tie>{party} e {party} a"),
                  "{party} appears twice"));
  EXPECT_TRUE(has(compile_error("<tie needs=\"reporter\">a convite", "<tie>(?P&lt;flag>x) a"),
                  "named groups mean nothing"));
  EXPECT_TRUE(has(compile_error("<newsroom unnamed", "<newsrom unnamed"),
                  "unknown element <newsrom> in a disclosure rule"));
  EXPECT_TRUE(has(compile_error("{disclosure.labels}", "{disclosure.label}"),
                  "unknown lexicon list {disclosure.label}"));
  std::string missing = compile_error("<ties type=\"sponsor\"", "<ties type=\"owner\"");
  EXPECT_TRUE(has(missing, "appears twice"));
  EXPECT_TRUE(has(compile_error("<ties type=\"travel\"\n          says=",
                                "<ties type=\"travel\" x=\"1\"\n          says="),
                  "unknown attribute x on <ties>"));
  EXPECT_TRUE(has(compile_error("<affiliate-hosts>go.skimresources.com",
                                "<affiliate-hosts x=\"1\">go.skimresources.com"),
                  "unknown attribute x on <affiliate-hosts>"));
  EXPECT_TRUE(has(compile_error("<affiliate-hosts>", "<affiliate-hosts> </affiliate-hosts><affiliate-hosts>"),
                  "<affiliate-hosts> lists affiliate networks' hosts"));
  std::string not_after = compile_error("<tie not-after=\"de|do|da|dos|das|sobre\">", "<tie not-after=\"de|(\">");
  EXPECT_TRUE(has(not_after, "disclosure.rules.xml:")) << not_after;
  EXPECT_TRUE(has(not_after, "not-after=\"de|(\" does not compile")) << not_after;
}

TEST(DisclosureKindLoad, CheckNeverThrows) {
  const Rule* rule = disclosure_rule(repo_rules(), "pt");
  ASSERT_NE(rule, nullptr);
  analysis::ArticleAnalysis analysis;
  std::vector<Finding> out;
  static_assert(noexcept(rule->check(analysis, out)));
}

}  // namespace
}  // namespace auditor::rules
