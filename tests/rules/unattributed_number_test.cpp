// The unattributed-number rule over the repository's rules: which figures need a source and which
// describe a thing, tag a price, locate a place or were measured by the outlet itself.
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "auditor/ingest/input.h"
#include "auditor/pipeline/auditor.h"
#include "tests/support/shared_auditor.h"
#include "tests/support/test_support.h"

namespace auditor {
namespace {

constexpr const char* kRule = "attribution.unattributed-number";

using testing::shared_auditor;

// The excerpts this rule flags in `text`, read as plain text (or Markdown) in `language`.
std::vector<std::string> flagged(const std::string& language, const std::string& text,
                                 const std::string& format = "text") {
  const pipeline::Auditor* auditor = shared_auditor(language);
  auto doc = ingest::read_document_from_memory(text, "case", format);
  EXPECT_TRUE(doc.ok()) << doc.error().to_string();
  if (auditor == nullptr || !doc.ok()) return {"(not audited)"};
  Document document = std::move(doc).value();
  std::vector<std::string> out;
  for (const Finding& f : auditor->audit(document).findings) {
    if (f.rule == kRule) out.push_back(f.excerpt);
  }
  return out;
}

struct Case {
  const char* lang;
  const char* text;
  const char* flagged;  // the one excerpt expected, or nullptr for none
};

class UnattributedNumber : public ::testing::TestWithParam<Case> {};

TEST_P(UnattributedNumber, FlagsOnlyStatistics) {
  const Case& c = GetParam();
  std::vector<std::string> found = flagged(c.lang, c.text);
  std::string seen;
  for (const std::string& f : found) seen += "[" + f + "] ";
  if (c.flagged == nullptr) {
    EXPECT_TRUE(found.empty()) << seen;
  } else {
    ASSERT_EQ(found.size(), 1u) << seen;
    EXPECT_EQ(found[0], c.flagged);
  }
}

const Case kCases[] = {
    // A standing size told after a source ("has", "atende") is the writer's background; a
    // tally's next line with no noun after it ("Sanders has at least 1,400.") goes on with it.
    {"en",
     "The hospital said its public network hired 40 nurses for adults this year.\n\nThe "
     "county's public network has 210 beds for adults.",
     "210"},
    {"pt",
     "Segundo a secretaria, 2.317 ocorrências foram registradas em escolas em 2024.\n\nO "
     "governo prometeu reforçar a segurança das escolas.\n\nA rede estadual tem cerca de "
     "1.200 escolas.",
     "cerca de 1.200"},
    {"en",
     "Clinton has at least 1,700 delegates, according to an AP count. Sanders has at least "
     "1,400.",
     nullptr},
    // "Title I" is a name's roman numeral, not the first person of a speaker.
    {"en",
     "Teachers vote on contract\n\nThe district said enrollment fell this year, and the "
     "union said class sizes grew.\n\nRoughly 21,000 students attend the district's "
     "schools. Title I funding pays for reading aides at 19 of those campuses.",
     "Roughly 21,000"},
    // A market share is no poll's result, whatever survey the article cited before it.
    {"en",
     "According to the survey, the basket cost an average of $131.20 at Cedar Hollow.\n\n"
     "Cedar Hollow holds roughly 18% of the grocery market statewide, trailing Grand Mart.",
     "roughly 18%"},
    // A clause before a verb whose speaker comes after it is what is said, not who says it.
    {"pt",
     "O hospital zerou a fila de cirurgias, que chegou a ter 4.200 pacientes em 2023, "
     "informou nesta segunda-feira a Secretaria Estadual de Saúde.",
     nullptr},
    // A sentence that widens the scope is not the act of the authority before it.
    {"en",
     "The department received 4,300 complaints about the airline this year. Nationally, "
     "complaints rose 45%.",
     "45%"},
    // A cue whose source the analysis cannot name still attributes the figure.
    {"en", "Median rent rose to $1,400 last year, the bureau said.", nullptr},
    {"pt", "A arrecadação subiu 8% no trimestre, informou a secretaria nesta terça-feira.",
     nullptr},
    // Words that are cues only as verbs ("states", "admitted") do not source a figure on their own.
    {"en", "After that, 120 districts in 11 states hold contests on the same day.", "120"},
    {"en", "About 1 in 5 patients admitted through the ER waits a day for a bed.", "About 1 in 5"},
    // Ages, rules and thresholds, a survey's method, and a figure restated in another unit are
    // not statistics of their own; the figure beside them still is.
    {"en", "Senator Ruth Okafor turns 67 on Friday.", nullptr},
    {"pt", "O ex-presidente completa 80 na próxima semana.", nullptr},
    {"en", "The co-op has signed 450 of the 600 members needed to open the store.", "450"},
    {"en", "Its survey of county clerks has a margin of error of 3 points.", nullptr},
    {"pt", "A pesquisa tem margem de erro de 2 pontos percentuais.", nullptr},
    {"en", "Results come with a margin of error of plus or minus 4.5 points.", nullptr},
    {"en", "Pickers are paid 210 rand a shift, or $11.50.", "210"},
    {"pt", "O clube pagou a rescisão de € 40 milhões (R$ 230 milhões) ao rival.", "€ 40 milhões"},
    {"en", "In the county runoff, 12 council seats were at stake last week.", nullptr},
    {"pt",
     "A vila, localizada a 241 quilômetros de Cuiabá, foi fundada no século 19 por 300 colonos.",
     "300"},
    // A poll named after the figure ("in the latest CNN poll", "na pesquisa do Datafolha").
    {"en", "The mayor slipped to 31 percent in the latest Harbor Courier poll.", nullptr},
    {"pt", "O candidato tem 22% das intenções de voto na pesquisa do Datafolha desta sexta.",
     nullptr},
    // A whole quotation is its speaker's words, named or not, and so is a figure in quoted
    // words; a figure outside the few quoted words of its sentence is the writer's.
    {"pt", "“Com o programa, atendemos 4.000 famílias por mês e queremos dobrar isso.”", nullptr},
    {"en", "The budget shrank by \"up to 30%\" last year.", nullptr},
    {"en", "The \"leaner\" budget shrank by 30% last year.", "30%"},
    // The writer's arithmetic on a figure of the same sentence is that figure's question.
    {"pt",
     "A cidade teve 340 acidentes de trânsito no ano, o que representa quase um em cada três "
     "do estado.",
     "340"},
    {"en",
     "Local factories cut 1,200 jobs last year, which works out to 3 percent of the "
     "workforce.",
     "1,200"},
    // With no figure before it, the same words introduce a figure of the writer's own.
    {"en", "The drought is severe, meaning 40 percent of the wells in the valley are dry.",
     "40 percent"},
    // Both ends of a change share the rule they change; a sum pledged is a promise.
    {"pt", "A cooperativa subiu de 40% para 60% a cota do crédito rural.", nullptr},
    {"en", "The county has raised $41 million of the $48 million it pledged for the fair.",
     "$41 million"},
    {"en", "Members pay a $60,000 joining fee, 75 percent of it refundable.", nullptr},
    // An abbreviation's period before a proposal does not hide it.
    {"en", "She spoke with less heat than Mr. Ortiz's plea for $18 an hour.", nullptr},
    // Shares of a poll's sample are the poll's, even when its question speaks of winning.
    {"en",
     "The Courier poll came out on Sunday. Of the choices, 41% of likely voters would be "
     "angry if the mayor won, including 70% of renters.",
     nullptr},
    {"en", "The mayor won 41% of the vote on Sunday.", "41%"},
    // A list's size is the list's; delegates a contest offers are its rule.
    {"en", "The charity released a list of more than 90,000 donors in 2019.", nullptr},
    {"en", "She is unlikely to win all 120 delegates offered by the contest in Ohio.", nullptr},
    // A grant's or a prize's size is an allocation; an offer's threshold is its rule.
    {"en", "The library was rebuilt with a $140 million stimulus grant.", nullptr},
    {"en", "Students compete for one of four $20,000 prizes.", nullptr},
    {"en", "The donor is promising fundraisers who raise $12,000 a seat at the dinner.", nullptr},
    {"pt", "O concurso paga um prêmio de R$ 50 mil ao primeiro colocado.", nullptr},
    // Statistics with no source at all.
    {"en", "The storms dropped more than 3 inches of rain in under two hours.",
     "more than 3 inches"},
    {"pt", "Em algumas áreas, choveu 180 milímetros em menos de seis horas.", "180 milímetros"},
    {"pt", "Os ônibus em circulação têm idade média de 9,3 anos.", "9,3 anos"},
    {"en", "Emergency rooms are strained. About 1 in 5 patients waits more than a day for a bed.",
     "About 1 in 5"},
    {"en", "The campaign has released 55,000 pages of emails so far.", "55,000"},
    // In Portuguese, a sum under min-money (R$ 1.000) is the price of one thing.
    {"pt", "Na cidade, o fondue raramente sai por menos de R$ 400 por casal.", nullptr},
    // Plans, promises and hypotheticals are no measurements.
    {"en", "The budget will shrink by 30% next year.", nullptr},
    {"pt", "A prefeitura pretende contratar 1.200 professores até março.", nullptr},
    // Specifications describe a thing.
    {"pt", "O notebook tem 16 GB de RAM, SSD de 512 GB e tela de 15,6 polegadas.", nullptr},
    {"en", "The 40 mm drivers sound warm, and the phone has a 5,000 mAh battery.", nullptr},
    {"pt", "O fone pesa 250 gramas e tem almofadas macias.", nullptr},
    {"en", "At 254 grams, the headphones are light for the category.", nullptr},
    {"pt", "O vídeo rodou em brilho de 50% durante todo o teste de bateria.", nullptr},
    {"en", "We played music at 60% volume until the battery gave out.", nullptr},
    {"pt", "O relatório, de 59 páginas, foi entregue ao juiz na sexta.", nullptr},
    // Where a place lies is geography, not a statistic.
    {"pt", "A Lagoa do Paraíso fica a 20 km da vila e tem água morna.", nullptr},
    {"pt", "O aeroporto mais próximo é o de Porto Alegre, a 115 quilômetros.", nullptr},
    {"en", "The lodge sits 30 miles from the nearest town.", nullptr},
    {"pt", "O sítio fica em Nova Aurora, 420 km de Goiânia.", nullptr},
    // Prices on a tag, a menu or a store page name their seller.
    {"en", "The peeler costs $12 for a set of three at Amazon.", nullptr},
    {"pt", "Custava R$ 3.899 na Amazon no dia da consulta.", nullptr},
    {"en", "Halcyon sells the H5 for $329 on its website.", nullptr},
    {"pt", "O peixe do dia (R$ 96) chegou no ponto nas duas visitas.", nullptr},
    // The outlet's own measurements.
    {"pt", "A reportagem dirigiu o carro por cerca de 80 quilômetros na serra.", nullptr},
    {"en", "In our test, the battery fell 40% in an hour of video.", nullptr},
    // Small measures in words are conversation, not data; in digits they are data.
    {"en", "She is back to walking three miles a day.", nullptr},
    // Dates, tallies, addresses, phone numbers and names are not figures.
    {"pt", "A Câmara aprovou nesta terça-feira (10), por 13 votos a 8, o projeto.", nullptr},
    {"pt", "A votação está prevista para a sessão do dia 17.", nullptr},
    {"pt", "O restaurante fica na Rua dos Pinheiros, 1.215, e atende pelo telefone (11) 3062-4410.",
     nullptr},
    {"en", "Ember & Salt, 1120 Porter Road, opens at 5 p.m.", nullptr},
    {"pt",
     "Em caso de emergência, ligue para a Defesa Civil, no 199, ou para os Bombeiros, no 193.",
     nullptr},
    {"pt", "As linhas metropolitanas, como a 501 e a 503, seguem com a tarifa antiga.", nullptr},
    // Abbreviated kinds of street: "Av.", "R.".
    {"pt", "Oficina de cerâmica. Av. das Palmeiras, 2.310, Centro, e R. Ipê Roxo, 387, Jardim Sul.",
     nullptr},
    {"en", "Raise your 401(k) contribution by one percentage point a year.", nullptr},
    {"pt", "O prédio foi erguido na década de 70 e reformado nos anos 90.", nullptr},
    {"pt", "O diretor morreu aos 82, em São Paulo.", nullptr},
    // An authority or a document named before the figure is its source, whatever the verb.
    {"pt", "O Banco Central manteve a Selic em 10,5% na reunião de junho.", nullptr},
    {"pt", "O inquérito apura desvios de R$ 30 milhões em obras de saneamento.", nullptr},
    {"en", "The state comptroller's forecast puts the pension gap at $640 billion by 2030.",
     nullptr},
    {"en", "County court filings list $2.4 million in unpaid contractor bills.", nullptr},
    // Expectations and projections are plans; what it takes to win is a rule.
    {"en", "The merged airline is expected to fly 2,300 routes by next summer.", nullptr},
    {"en", "It takes 270 electoral votes to win the presidency.", nullptr},
    // An accusation is its accusers' claim.
    {"pt", "Os dois diretores são suspeitos de desviar R$ 12 milhões do fundo de pensão.", nullptr},
    // A cue whose subject or object is a document the analysis left unresolved.
    {"en",
     "A survey by the university of 2,000 renters in four cities shows the squeeze. Rents rose 14% "
     "in two years.",
     nullptr},
    // An interview answer runs over sentences that do not all say "I" or "we".
    {"pt",
     "A obra vai atrasar? De jeito nenhum. Nós contratamos mais gente. A ponte já tem 1.400 "
     "metros prontos.",
     nullptr},
    // A story whose lead narrates in the first person is written by its "we" or "I", who owes a
    // source like any writer.
    {"en",
     "We wore 14 pairs of boots on the trail this fall, and three stood out. Nearly 60% of hiking "
     "injuries are ankle sprains, which is why we favored firm heel cups.",
     "Nearly 60%"},
    {"pt",
     "Passei uma semana a bordo do navio com a tripulação e os passageiros. Cerca de 70% dos "
     "passageiros são estrangeiros, e nós conversamos com vários deles.",
     "Cerca de 70%"},
    // A measure that averages many is a statistic, not one thing's specification.
    {"pt", "O consumo médio de açúcar no Brasil é de 80 gramas por dia.", "80 gramas"},
    // So is the "I" of a story that quotes and credits no one, wherever it first says "I".
    {"en",
     "The fishing village of Salema wakes late, and the boats are back by nine. The next day I "
     "drove to Sagres, where the lighthouse draws about 1,500 visitors a day in August.",
     "about 1,500"},
    // A quoted "we" is the quote's speaker, not the voice of the sentences around it.
    {"en", "Along the river it was \"our worst spring in memory.\" The city lost 4,300 jobs.",
     "4,300"},
    // A cue after a relative pronoun speaks for the noun the pronoun stands for.
    {"pt", "A defesa civil, que informou 320 desalojados no domingo, reabriu o abrigo da escola.",
     nullptr},
    // A size says what a thing is.
    {"pt", "A nova passarela tem 420 metros de extensão e liga os dois bairros.", nullptr},
    {"en", "The county park is about 40 square miles in size.", nullptr},
    // A figure credited where the article states it again; another value is not.
    {"en",
     "The shelter took in 2,400 pets last year. Crews repainted the kennels. Volunteers walked "
     "the dogs. The county said the shelter took in 2,400 pets, "
     "up from 1,900.",
     nullptr},
    {"en",
     "The shelter took in 2,600 pets last year. Crews repainted the kennels. Volunteers walked the "
     "dogs. The county later said intake had reached 2,400 pets.",
     "2,600"},
    {"en", "The agency posted 4,800 inspection reports for restaurants online.", nullptr},
    // A document's sum, an obligation and a vehicle's top speed.
    {"pt", "Documentos da licitação indicam aditivos de R$ 4 milhões à empreiteira do viaduto.",
     nullptr},
    {"pt", "Cada condômino terá de pagar 5% do valor da reforma até março.", nullptr},
    {"pt", "O novo trem alcança 320 km/h em trechos retos.", nullptr},
    // The authority acting in the sentence before goes on being the source.
    {"en",
     "State police searched the warehouse on Tuesday. They found 1,200 counterfeit jackets in "
     "the back rooms.",
     nullptr},
    // Announcements, targets and estimates are no measurements.
    {"en", "The city's announcement to plant 20,000 street trees drew praise.", nullptr},
    {"pt", "A cooperativa tem como meta exportar 12 mil toneladas de mel em 2027.", nullptr},
    // A sentence that says what the figures rest on names their source.
    {"pt",
     "Os furtos de bicicleta cresceram no bairro. O jornal fez o levantamento com base nos dados "
     "da delegacia. Foram 1.240 furtos em 2024.",
     nullptr},
    // Unnamed reports, style sheet code left in the text, and names.
    {"en", "The bakery chain is reportedly closing 140 stores before spring.", nullptr},
    {"en", ".card { margin:0 auto; width:80%; font-size:14px; }", nullptr},
    {"pt", "A trilha termina no morro conhecido como 1.500, na divisa do parque.", nullptr},
    {"pt", "O gerente é investigado por desviar 900 cestas básicas do estoque.", nullptr},
    // A company or a government acting is no authority: its own figure still needs a source.
    {"pt", "A construtora faturou R$ 900 milhões com a venda de imóveis no ano passado.",
     "R$ 900 milhões"},
    {"en", "The governor's office spent $3.2 million on outside lawyers last year.",
     "$3.2 million"},
    // A transcript (ten questions or more): an answer runs to the next question, however long;
    // with fewer questions only the three sentences after each one are read as its answer.
    {"pt",
     "Por que saiu? Cansei. Quando? Em maio. Onde mora? No Recife. Tem filhos? Dois. Voltaria? "
     "Não. Arrepende-se? Não. E o partido? Acabou. Quem manda? Ninguém. O que fará? Vou "
     "descansar. E a economia? Vai mal. O crescimento não passa de nada. O país perdeu o rumo. "
     "Ninguém investe. Hoje a dívida chega a 90% do PIB.",
     nullptr},
    {"pt",
     "Por que saiu? Cansei. Quando? Em maio. E a economia? Vai mal. O crescimento não passa de "
     "nada. O país perdeu o rumo. Ninguém investe. Hoje a dívida chega a 90% do PIB.",
     "90%"},
};

void PrintTo(const Case& c, std::ostream* os) {
  *os << c.lang << ": " << c.text;
}

INSTANTIATE_TEST_SUITE_P(Sentences, UnattributedNumber, ::testing::ValuesIn(kCases));

TEST(UnattributedNumberRule, AStandingVerbsSecondObjectIsBackgroundToo) {
  EXPECT_EQ(flagged("en",
                    "Officers in Marlow shot 23 people last year, according to data the "
                    "police department released on Friday.\n\nMarlow has about 410,000 "
                    "residents and 900 sworn officers."),
            (std::vector<std::string>{"about 410,000", "900"}));
}

TEST(UnattributedNumberRule, MenuPricesInAListAreNotFlagged) {
  std::string md =
      "# Casa Aroeira\n\nO cardápio muda pouco.\n\n"
      "- **Moqueca de arraia** (R$ 128, para dois): caldo leve.\n"
      "- **Bolinho de estudante** (R$ 32): seco e pesado.\n\n"
      "A casa recebe cerca de 400 clientes por noite.\n";
  std::vector<std::string> found = flagged("pt", md, "markdown");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0], "cerca de 400");
}

TEST(UnattributedNumberRule, FiguresInHeadingsRepeatTheBody) {
  std::string md =
      "# Desmatamento cai 12% na Amazônia\n\nO desmatamento caiu 12% no ano, segundo o Inpe.\n";
  EXPECT_TRUE(flagged("pt", md, "markdown").empty());
  // A Markdown page's first line, a plain paragraph, is its headline: its bound restates a body
  // figure on its side, within 5%; not one past it.
  const std::string over =
      "Vila Nova tem mais de 41 mil moradores sem esgoto\n\nSão 41.300 moradores sem coleta de "
      "esgoto na cidade.\n";
  EXPECT_EQ(flagged("pt", over, "markdown"), std::vector<std::string>{"41.300"});
  const std::string past =
      "Vila Nova tem mais de 42 mil moradores sem esgoto\n\nSão 41.300 moradores sem coleta de "
      "esgoto na cidade.\n";
  EXPECT_EQ(flagged("pt", past, "markdown"),
            (std::vector<std::string>{"mais de 42 mil", "41.300"}));
}

// A page's table read cell by cell: each cell is a block of figures and units with no statement in
// it, which the table's heading explains. The sentence after the table still counts.
TEST(UnattributedNumberRule, CellsOfATableAreNotFlagged) {
  std::string text =
      "Patch sizes in the new release\n\nSizes before and after the change:\n\n71.1 MB\n\n"
      "13.4 MB (-81%)\n\n32.7 MB\n\n17.5 MB (-46%)\n\n"
      "The store now serves 2,400 updates a minute.\n";
  std::vector<std::string> found = flagged("en", text);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0], "2,400");
}

// "X argued that:" announces the paragraphs after it as X's words; a sentence that ends in a full
// stop announces nothing, and the figure two paragraphs on is the writer's again.
TEST(UnattributedNumberRule, ASpeakersAnnouncedListIsTheirs) {
  std::string announced =
      "Shelters in the county\n\nThe shelter's director, Ana Ruiz, argued that:\n\n"
      "The county placed 2,400 children last year, a record.\n\n"
      "Half of them were under five.\n";
  EXPECT_TRUE(flagged("en", announced).empty());
  std::string closed =
      "Shelters in the county\n\nThe shelter's director, Ana Ruiz, argued on Monday.\n\n"
      "The county placed 2,400 children last year, a record.\n\n"
      "Half of them were under five.\n";
  EXPECT_EQ(flagged("en", closed), (std::vector<std::string>{"2,400", "Half"}));
  std::string anunciada =
      "Abrigos da cidade\n\nA diretora do abrigo, Ana Ruiz, argumentou que:\n\n"
      "O município acolheu 2.400 crianças no ano passado, um recorde.\n";
  EXPECT_TRUE(flagged("pt", anunciada).empty());
}

std::map<std::string, std::string> verdicts(const std::string& language, const std::string& text) {
  return testing::rule_verdicts(language, text, kRule, "number");
}

TEST(UnattributedNumberExplain, SaysWhyEachNumberIsFlaggedOrPassedOver) {
  std::map<std::string, std::string> read = verdicts(
      "pt",
      "Creches da cidade\n\nA cidade abriu 1.200 vagas em creches no ano. O ingresso da festa "
      "custa R$ 20. Em 2019, a prefeitura contratou 40 professores. \"Gastamos R$ 8 milhões\", "
      "disse a secretária Marta Lima.\n");
  EXPECT_EQ(read["1.200"], "flagged");
  EXPECT_EQ(read["R$ 20"], "a sum under min-money: the price of one thing");
  EXPECT_EQ(read["2019"], "a kind of number outside the rule's kinds (years, dates, names...)");
  EXPECT_EQ(read["40"], "a count under min-count, neither a rate nor a toll");
  EXPECT_EQ(read["R$ 8 milhões"], "sourced: its sentence names who gives it");

  // The figure a speaker's sentence next to it covers, and a figure the article credits where
  // it states it again.
  read = verdicts("pt",
                  "Vagas em creches\n\nA fila tem 5 mil nomes. A rede atende 22 mil crianças, "
                  "disse a secretária Marta Lima.\n");
  EXPECT_EQ(read["5 mil"], "sourced: the passage around it names a source");
  read = verdicts("pt",
                  "Vagas em creches\n\nA cidade abriu 1.300 vagas em creches neste ano.\n\nAo "
                  "todo, foram 1.300 vagas novas, segundo a Secretaria de Educação.\n");
  EXPECT_EQ(read["1.300"], "sourced: the article credits the same figure elsewhere");
}

}  // namespace
}  // namespace auditor
