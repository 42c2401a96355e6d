// Numeric expressions: a table of Portuguese and English news phrases with their kind and value.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <string>

#include "auditor/analysis/numbers.h"
#include "tests/support/test_support.h"

namespace auditor::analysis {
namespace {

const NumberRecognizer& recognizer(const std::string& lang) {
  static std::map<std::string, NumberRecognizer> cache;
  auto it = cache.find(lang);
  if (it == cache.end()) {
    auto lexicon = text::Lexicon::load(testing::repo_path("rules/" + lang + "/numbers.lexicon.xml"));
    EXPECT_TRUE(lexicon.ok()) << lexicon.error().to_string();
    it = cache.emplace(lang, NumberRecognizer(*lexicon)).first;
  }
  return it->second;
}

std::vector<NumericExpression> find_numbers(const std::string& lang, const std::string& text) {
  std::vector<text::Token> tokens;
  text::tokenize(text, {0, static_cast<uint32_t>(text.size())}, tokens);
  std::vector<NumericExpression> out;
  recognizer(lang).recognize(tokens, 0, out);
  return out;
}

struct Case {
  const char* lang;
  const char* sentence;
  const char* expression;  // the expected span's text
  NumberKind kind;
  double value;            // NAN: not checked
  const char* unit;        // nullptr: not checked
};

class NumberTable : public ::testing::TestWithParam<Case> {};

TEST_P(NumberTable, RecognizesKindValueAndUnit) {
  const Case& c = GetParam();
  std::string text = c.sentence;
  auto numbers = find_numbers(c.lang, text);
  const NumericExpression* found = nullptr;
  std::string seen;
  for (const auto& n : numbers) {
    std::string span_text = text.substr(n.span.start, n.span.size());
    seen += "[" + span_text + " " + to_string(n.kind) + " " + std::to_string(n.value) + " " + n.unit + "] ";
    if (span_text == c.expression) found = &n;
  }
  ASSERT_NE(found, nullptr) << "no expression \"" << c.expression << "\" in: " << seen;
  EXPECT_EQ(to_string(found->kind), std::string(to_string(c.kind))) << seen;
  if (!std::isnan(c.value)) {
    EXPECT_NEAR(found->value, c.value, std::abs(c.value) * 1e-9) << seen;
  }
  if (c.unit) {
    EXPECT_EQ(found->unit, c.unit) << seen;
  }
}

const Case kCases[] = {
    // Money, both conventions, scales, symbols before and words after.
    {"pt", "A parceria de US$ 50 bilhões foi anunciada ontem.", "US$ 50 bilhões", NumberKind::Money, 50e9, "USD"},
    {"pt", "A empresa foi comprada por cerca de US$ 350 milhões.", "cerca de US$ 350 milhões", NumberKind::Money, 350e6, "USD"},
    {"pt", "O plano custa R$ 4,2 bilhões.", "R$ 4,2 bilhões", NumberKind::Money, 4.2e9, "BRL"},
    {"pt", "O prejuízo chegou a 50 bilhões de dólares.", "50 bilhões de dólares", NumberKind::Money, 50e9, "USD"},
    {"pt", "O ingresso custa R$ 1.234,50 na bilheteria.", "R$ 1.234,50", NumberKind::Money, 1234.5, "BRL"},
    {"pt", "A multa foi de R$ 3 mi.", "R$ 3 mi", NumberKind::Money, 3e6, "BRL"},
    {"en", "The deal is worth $1.2 billion.", "$1.2 billion", NumberKind::Money, 1.2e9, "USD"},
    {"en", "Revenue reached $1.2bn last year.", "$1.2bn", NumberKind::Money, 1.2e9, "USD"},
    {"en", "The city will spend $310 million on the line.", "$310 million", NumberKind::Money, 310e6, "USD"},
    {"en", "Tickets cost $1,234.50 each.", "$1,234.50", NumberKind::Money, 1234.5, "USD"},
    {"en", "The fund raised €40m from investors.", "€40m", NumberKind::Money, 40e6, "EUR"},
    // A verb opening the sentence is capitalized for that alone: its number is no model's.
    {"pt", "Entregamos 40 novas UBSs na cidade.", "40", NumberKind::Count, 40, nullptr},
    {"en", "The Boeing 737 jets were grounded.", "737", NumberKind::Name, 737, nullptr},
    // A symbol of two tokens is written as one: "a $412 million" is the article, then dollars.
    {"en", "The council approved a $412 million budget.", "$412 million", NumberKind::Money, 412e6, "USD"},
    {"en", "The mine is worth A$40 million.", "A$40 million", NumberKind::Money, 40e6, "AUD"},
    // Percentages and percentage points.
    {"pt", "A inflação foi de 3,5% em outubro.", "3,5%", NumberKind::Percent, 3.5, "%"},
    {"pt", "O custo é até 50% menor.", "até 50%", NumberKind::Percent, 50, "%"},
    {"pt", "A taxa subiu 2 pontos percentuais.", "2 pontos percentuais", NumberKind::PercentagePoints, 2, "pp"},
    {"pt", "Cerca de 40 por cento dos eleitores votaram.", "Cerca de 40 por cento", NumberKind::Percent, 40, "%"},
    {"pt", "Os atendimentos aumentaram em mil por cento.", "mil por cento", NumberKind::Percent, 1000, "%"},
    {"pt", "Foram cento e vinte casos no bairro.", "cento e vinte", NumberKind::Count, 120, "casos"},
    {"en", "Unemployment fell to 4.1 percent.", "4.1 percent", NumberKind::Percent, 4.1, "%"},
    {"en", "Support rose 3 percentage points.", "3 percentage points", NumberKind::PercentagePoints, 3, "pp"},
    // Counts with scales and words, ranges.
    {"pt", "O projeto entrou em operação com 500 mil chips.", "500 mil", NumberKind::Count, 500e3, "chips"},
    {"pt", "As obras atingem 38 municípios do interior.", "38", NumberKind::Count, 38, "municípios"},
    {"pt", "Mais de 1.200 pessoas foram retiradas.", "Mais de 1.200", NumberKind::Count, 1200, "pessoas"},
    {"pt", "Um milhão de pessoas assistiram.", "Um milhão", NumberKind::Count, 1e6, nullptr},
    {"pt", "Meio milhão de famílias recebem o auxílio.", "Meio milhão", NumberKind::Count, 5e5, nullptr},
    // "mil" alone is a thousand, as "cem" is a hundred.
    {"pt", "Mais de mil famílias ficaram isoladas pela seca.", "Mais de mil", NumberKind::Count, 1000, "famílias"},
    // A qualifier of several words is all part of the figure.
    {"pt", "A rede credenciou pouco mais de 1.900 médicos.", "pouco mais de 1.900", NumberKind::Count, 1900, "médicos"},
    {"en", "The network has just over 1,900 doctors.", "just over 1,900", NumberKind::Count, 1900, "doctors"},
    {"en", "Half a million people lost power.", "Half a million", NumberKind::Count, 5e5, nullptr},
    {"en", "The line will carry 18,000 riders a day.", "18,000", NumberKind::Count, 18000, "riders"},
    {"en", "Between 10 and 20 stores will close.", "Between 10 and 20", NumberKind::Count, 10, "stores"},
    // The range's opener is part of the figure, as "cerca de" is.
    {"pt", "Entre 6 mil e 7 mil pessoas passaram pelas catracas.", "Entre 6 mil e 7 mil", NumberKind::Count, 6000, "pessoas"},
    {"pt", "As vendas ficaram entre 10% e 12% no mês.", "entre 10% e 12%", NumberKind::Percent, 10, "%"},
    // Both ends of a range with their unit: one figure.
    {"pt", "As empresas pagam de 1% a 4,5% sobre a receita.", "1% a 4,5%", NumberKind::Percent, 1, "%"},
    {"pt", "O lote custa de R$ 10 mil a R$ 20 mil.", "R$ 10 mil a R$ 20 mil", NumberKind::Money, 1e4, "BRL"},
    {"en", "The gift was worth between $1 million and $5 million.", "between $1 million and $5 million", NumberKind::Money, 1e6, "USD"},
    {"pt", "O fundo é de 1 bilhão e 700 milhões de reais.", "1 bilhão e 700 milhões de reais", NumberKind::Money, 1.7e9, "BRL"},
    {"pt", "Foram 1 milhão e 200 mil votos.", "1 milhão e 200 mil", NumberKind::Count, 1.2e6, "votos"},
    // Without an opener, "and" lists two figures.
    {"en", "Sales rose 3% and costs fell 2%.", "3%", NumberKind::Percent, 3, "%"},
    // Quantities and durations.
    {"pt", "A AWS vai fornecer 2 gigawatts de capacidade.", "2 gigawatts", NumberKind::Quantity, 2, "GW"},
    {"pt", "É um chip de 3 nanômetros.", "3 nanômetros", NumberKind::Quantity, 3, "nm"},
    {"en", "The extension adds 6.4 miles of track.", "6.4 miles", NumberKind::Quantity, 6.4, "mi"},
    {"pt", "Após 18 meses de trabalho, o chip foi ativado.", "18 meses", NumberKind::Duration, 18, "month"},
    {"pt", "Eles trabalham durante três a quatro semanas.", "três a quatro semanas", NumberKind::Duration, 3, "week"},
    {"en", "Engineers worked for three to four weeks.", "three to four weeks", NumberKind::Duration, 3, "week"},
    // Years, dates, times, ordinals, ages: never statistics.
    {"pt", "A empresa foi adquirida em janeiro de 2015.", "2015", NumberKind::Year, 2015, nullptr},
    {"pt", "O chip foi lançado em 12 de dezembro.", "12 de dezembro", NumberKind::Date, 12, nullptr},
    {"en", "The vote is set for December 12.", "12", NumberKind::Date, 12, nullptr},
    {"en", "The plan was approved in 2024 after a long debate.", "2024", NumberKind::Year, 2024, nullptr},
    {"pt", "O prazo termina em 2026-11-12.", "2026-11-12", NumberKind::Date, NAN, nullptr},
    {"pt", "A reunião começa às 15h30.", "15h30", NumberKind::Time, NAN, nullptr},
    {"en", "The meeting starts at 3 p.m. on Monday.", "3 p.m.", NumberKind::Time, 3, nullptr},
    {"pt", "Ele terminou em 1º lugar.", "1º", NumberKind::Ordinal, NAN, nullptr},
    {"en", "It was her 18th marathon.", "18th", NumberKind::Ordinal, NAN, nullptr},
    {"pt", "Isaac Guevara, 45, demonstrou a soldagem.", "45", NumberKind::Age, 45, nullptr},
    {"pt", "Ana Souza, 38 anos, é engenheira.", "38 anos", NumberKind::Age, 38, nullptr},
    {"en", "The 45-year-old engineer led the team.", "45-year-old", NumberKind::Age, 45, nullptr},
    // A year of an era, whatever its size.
    {"en", "The seeds date from 155 B.C. to A.D. 64.", "155", NumberKind::Year, 155, nullptr},
    {"en", "The seeds date from 155 B.C. to A.D. 64.", "64", NumberKind::Year, 64, nullptr},
    {"pt", "O sítio foi ocupado entre 300 a.C. e 64 d.C.", "300", NumberKind::Year, 300, nullptr},
    // Names with digits.
    {"pt", "O Trainium3 foi lançado em dezembro.", "Trainium3", NumberKind::Name, NAN, nullptr},
    {"pt", "Os servidores Trn3 UltraServers são novos.", "Trn3", NumberKind::Name, NAN, nullptr},
    {"en", "The COVID-19 pandemic changed travel.", "COVID-19", NumberKind::Name, NAN, nullptr},
    {"en", "Leaders met at the G20 summit.", "G20", NumberKind::Name, NAN, nullptr},
    // One digit and a capital K is a screen's resolution or a race's length; after a currency,
    // thousands.
    {"en", "The Select 4K tier takes off.", "4K", NumberKind::Name, 4, nullptr},
    {"en", "He paid $4K for the set.", "$4K", NumberKind::Money, 4000, "USD"},
    {"en", "The airline grounded its Boeing 737 fleet.", "737", NumberKind::Name, 737, nullptr},
    {"pt", "A Lei 8.666 trata de licitações.", "8.666", NumberKind::Name, NAN, nullptr},
    {"en", "The Council voted 7-2 on Tuesday.", "7-2", NumberKind::Other, NAN, nullptr},
    {"en", "Raise your 401(k) contribution every year.", "401(k)", NumberKind::Name, NAN, nullptr},
    {"pt", "As linhas metropolitanas, como a 501 e a 503, seguem.", "501", NumberKind::Name, NAN, nullptr},
    {"pt", "As linhas metropolitanas, como a 501 e a 503, seguem.", "503", NumberKind::Name, NAN, nullptr},
    {"en", "Buses on the routes, such as the 22 and the 66, run late.", "22", NumberKind::Name, NAN, nullptr},
    {"pt", "Ele foi preso na Operação Rio 40 Graus em agosto.", "40 Graus", NumberKind::Name, NAN, nullptr},
    // Days of the month named by the weekday or "dia"; years before 1800 and decades.
    {"pt", "A Câmara aprovou nesta terça-feira (10) o projeto.", "10", NumberKind::Date, 10, nullptr},
    {"pt", "O juiz decidiu nesta segunda-feira, 31, manter a prisão.", "31", NumberKind::Date, 31, nullptr},
    {"pt", "A rebelião durou da tarde de sábado 14 à manhã de domingo 15.", "15", NumberKind::Date, 15, nullptr},
    {"pt", "A votação está prevista para a sessão do dia 17.", "17", NumberKind::Date, 17, nullptr},
    {"en", "The council meets again on Tuesday, 17.", "17", NumberKind::Date, 17, nullptr},
    {"en", "The Bastille was stormed on July 14, 1789.", "1789", NumberKind::Year, 1789, nullptr},
    {"pt", "Dandara morreu em fevereiro de 1694.", "1694", NumberKind::Year, 1694, nullptr},
    {"pt", "O prédio surgiu na década de 70.", "70", NumberKind::Year, 70, nullptr},
    // An old year after its preposition, closing its clause; "em 1500 casas" stays a count.
    {"pt", "A vila foi saqueada e, em 1588, reconstruída.", "1588", NumberKind::Year, 1588, nullptr},
    {"en", "The order has kept the abbey since 1132.", "1132", NumberKind::Year, 1132, nullptr},
    {"pt", "A água chegou em 1500 casas.", "1500", NumberKind::Count, 1500, "casas"},
    // A scaled span of time; a road's marker and a building's number are names.
    {"pt", "As rochas têm 66 milhões de anos.", "66 milhões de anos", NumberKind::Duration, 66e6, "year"},
    {"pt", "O protesto fechou a rodovia no km 112, perto da ponte.", "112", NumberKind::Name, 112, nullptr},
    {"pt", "A carga foi para o edifício 450 da rua.", "450", NumberKind::Name, 450, nullptr},
    {"en", "The crash closed the road near exit 42 on Friday.", "42", NumberKind::Name, 42, nullptr},
    // The first of a pair takes its unit from the second.
    {"pt", "As cidades ficam a 1.200 e 800 km da capital.", "1.200", NumberKind::Quantity, 1200, "km"},
    {"en", "Output fell 3 and 4 percent at the two plants.", "3", NumberKind::Percent, 3, nullptr},
    {"en", "It was 61 percent among voters 30 to 45 and more than 75 percent among the rest.", "30 to 45",
     NumberKind::Count, 30, ""},
    {"pt", "O lago tem 85 m de profundidade.", "85 m", NumberKind::Quantity, 85, "m"},
    {"pt", "O Rio convive com militares desde os anos 90.", "90", NumberKind::Year, 90, nullptr},
    // Ages written without "anos".
    {"pt", "O jornalista morreu aos 82, em São Paulo.", "82", NumberKind::Age, 82, nullptr},
    {"en", "Nancy Reagan died Sunday at age 94.", "94", NumberKind::Age, 94, nullptr},
    // An age after a name and a verb of being; an age group.
    {"en", "Okafor is 58, which makes him the oldest nominee.", "58", NumberKind::Age, 58, nullptr},
    {"pt", "Rita Moraes tem 58 anos e dirige a cooperativa.", "58 anos", NumberKind::Age, 58, nullptr},
    {"en", "Among voters under 30, turnout rose.", "under 30", NumberKind::Age, 30, nullptr},
    // The typewriter ordinal and digits in a web address.
    {"pt", "O caso está na 13.a Vara Federal de Curitiba.", "13", NumberKind::Ordinal, NAN, nullptr},
    {"pt", "Ele usou a lei anterior à 12.850/2013 para pedir a redução.", "12.850/2013", NumberKind::Name, NAN, nullptr},
    {"pt", "A letra está em https://letras.exemplo.br/banda/4417082/ desde ontem.", "4417082", NumberKind::Name, NAN, nullptr},
    {"pt", "A estudante Bruna Lima, de 23, dançava com os amigos.", "23", NumberKind::Age, 23, nullptr},
    {"en", "The farm passes to his two sons, Rui, 41, and Tom, 43.", "43", NumberKind::Age, 43, nullptr},
    // Addresses, phone numbers, identifiers, tallies and list numbers are not figures.
    {"pt", "Fica na Rua dos Pinheiros, 1.215, em Pinheiros.", "1.215", NumberKind::Other, NAN, nullptr},
    {"en", "Ember & Salt, 1120 Porter Road, Nashville.", "1120", NumberKind::Other, NAN, nullptr},
    {"en", "Send donations to the fund, 40 Elm Street, Hartford, CT 06103.", "06103", NumberKind::Other, NAN, nullptr},
    {"en", "Write to the clinic at 9 Oak Lane, Austin, TX, 78701.", "78701", NumberKind::Other, NAN, nullptr},
    {"en", "The county counted 12500 ballots by noon.", "12500", NumberKind::Count, 12500, nullptr},
    {"pt", "Reservas pelo telefone (11) 3062-4410.", "11", NumberKind::Other, NAN, nullptr},
    {"pt", "Ligue para a Defesa Civil, no 199, ou para os Bombeiros, no 193.", "193", NumberKind::Other, NAN, nullptr},
    {"en", "Residents should call 311 to report downed trees.", "311", NumberKind::Other, NAN, nullptr},
    {"en", "The post embedded tweet 753634846703030273 in full.", "753634846703030273", NumberKind::Other, NAN, nullptr},
    {"pt", "O projeto passou por 13 votos a 8 na Câmara.", "13 votos a 8", NumberKind::Other, NAN, nullptr},
    {"en", "The bill passed by 18 votes to 7 in the Senate.", "18 votes to 7", NumberKind::Other, NAN, nullptr},
    {"en", "14. Jim Gilmore (15.)", "14", NumberKind::Ordinal, NAN, nullptr},
    {"en", "14. Jim Gilmore (15.)", "15", NumberKind::Ordinal, NAN, nullptr},
    // Proportions read as percentages; a rate's base belongs to its figure.
    {"en", "About 1 in 5 patients waits more than a day.", "About 1 in 5", NumberKind::Percent, 20, "%"},
    {"en", "Fewer than one in 10 pickups sold is electric.", "Fewer than one in 10", NumberKind::Percent, 10, "%"},
    {"pt", "Quase quatro em cada dez trabalhadores não têm carteira.", "Quase quatro em cada dez", NumberKind::Percent, 40, "%"},
    // Fractions of a whole are shares too.
    {"en", "More than two-thirds of voters backed the levy.", "More than two-thirds", NumberKind::Percent, 66.7, "%"},
    {"en", "About a quarter of the state's residents are renters.", "About a quarter", NumberKind::Percent, 25, "%"},
    {"pt", "Mais da metade dos eleitores rejeita o plano.", "Mais da metade", NumberKind::Percent, 50, "%"},
    {"pt", "Um terço dos municípios não tem saneamento.", "Um terço", NumberKind::Percent, 33.3, "%"},
    {"pt", "A incidência passou de 1.200 casos por 100 mil habitantes.", "1.200 casos por 100 mil habitantes", NumberKind::Count, 1200, "casos"},
    {"en", "The county had 12 deaths per 100,000 residents.", "12 deaths per 100,000 residents", NumberKind::Count, 12, "deaths"},
    {"en", "He rose 5 in 10 years.", "5", NumberKind::Count, 5, nullptr},
    // A range whose upper end has its own qualifier and currency.
    {"en", "Fares range from about $1,100 to more than $9,000 per person.", "about $1,100 to more than $9,000", NumberKind::Money, 1100, "USD"},
    {"pt", "As diárias vão de R$ 700 a mais de R$ 1.500 em julho.", "R$ 700 a mais de R$ 1.500", NumberKind::Money, 700, "BRL"},
    // The same number again in words, as contracts write it.
    {"pt", "O prazo é de 60 (sessenta) dias.", "60 (sessenta) dias", NumberKind::Duration, 60, "day"},
    // An average duration is a measured figure; product units.
    {"pt", "Os ônibus têm idade média de 9,3 anos.", "9,3 anos", NumberKind::Quantity, 9.3, "year"},
    {"en", "Patients wait an average of 4 hours.", "4 hours", NumberKind::Quantity, 4, "hour"},
    {"en", "It has a 5,500 mAh battery.", "5,500 mAh", NumberKind::Quantity, 5500, "mAh"},
    {"pt", "A tela tem 6,7 polegadas.", "6,7 polegadas", NumberKind::Quantity, 6.7, "in"},
    {"en", "The 40 mm drivers sound warm.", "40 mm", NumberKind::Quantity, 40, "mm"},
    {"pt", "O jogo roda a 60 quadros por segundo.", "60 quadros por segundo", NumberKind::Quantity, 60, "fps"},
    // "algo como", "something like": an approximation, part of the figure.
    {"pt", "O setor movimenta algo como R$ 14 bilhões por ano.", "algo como R$ 14 bilhões", NumberKind::Money, 14e9, "BRL"},
    {"en", "The sector moves something like $14 billion a year.", "something like $14 billion", NumberKind::Money, 14e9, "USD"},
    // Network speeds measure a product.
    {"pt", "A velocidade média foi de 412 Mbps na capital.", "412 Mbps", NumberKind::Quantity, 412, "Mbps"},
    {"en", "Downloads averaged 1.2 Gbps downtown.", "1.2 Gbps", NumberKind::Quantity, 1.2, "Gbps"},
    // Function words are never the counted noun.
    {"pt", "Foram 501 e depois 503.", "501", NumberKind::Count, 501, ""},
    // Nor is a verb, a pronoun or an adverb after the number.
    {"pt", "Desse total, apenas cinco são homens.", "cinco", NumberKind::Count, 5, ""},
    {"pt", "Dos presos, 12 deles já foram soltos.", "12", NumberKind::Count, 12, ""},
    {"en", "Of the delegates, 14 are still uncommitted.", "14", NumberKind::Count, 14, ""},
    {"en", "Of the 40 senators, 22 have endorsed him.", "22", NumberKind::Count, 22, ""},
    // A word that qualifies the noun before it is not what is counted.
    {"en", "Sanders won 15 different states.", "15", NumberKind::Count, 15, "states"},
    {"en", "He has 200 pledged delegates.", "200", NumberKind::Count, 200, "delegates"},
    {"pt", "A cidade registrou 38 novos casos.", "38", NumberKind::Count, 38, "casos"},
    // A year counts nothing, whatever word follows it.
    {"pt", "A cheia deixou 40 famílias sem casa em 2019 vítimas da chuva.", "2019",
     NumberKind::Year, 2019, ""},
};

void PrintTo(const Case& c, std::ostream* os) { *os << c.lang << ": " << c.sentence; }

INSTANTIATE_TEST_SUITE_P(Phrases, NumberTable, ::testing::ValuesIn(kCases));

TEST(Numbers, ArticlesAreNotNumbers) {
  for (const auto& n : find_numbers("pt", "Um chip e uma placa foram exibidos.")) {
    ADD_FAILURE() << "unexpected number at " << n.span.start;
  }
  for (const auto& n : find_numbers("en", "A chip and an engineer were shown.")) {
    ADD_FAILURE() << "unexpected number at " << n.span.start;
  }
}

// A fraction of time, of a scale, or of a part named by its place is no share.
TEST(Numbers, FractionsOfTimeOrAPlaceAreNoShares) {
  for (const char* text : {"The plant closed for the first half of the year.",
                           "He waited a quarter of an hour.", "It cost a quarter of a million.",
                           "After a decade and a half of war, the town rebuilt."}) {
    for (const auto& n : find_numbers("en", text)) {
      EXPECT_NE(n.kind, NumberKind::Percent) << text;
    }
  }
  for (const char* text : {"A primeira metade do século foi de guerras.",
                           "Esperou um quarto de hora na fila."}) {
    for (const auto& n : find_numbers("pt", text)) {
      EXPECT_NE(n.kind, NumberKind::Percent) << text;
    }
  }
}

// "cento" is a number only at the head of "cento e vinte"; in "um por cento" it is the percent
// sign's, and alone it is no count.
TEST(Numbers, CentoAloneIsNoNumber) {
  for (const auto& n : find_numbers("pt", "Só uma parte, menos de um por cento, foi gasta.")) {
    ADD_FAILURE() << "unexpected number at " << n.span.start << " (" << n.value << ")";
  }
}

// "de 1% a 4,5%": the range is one expression holding both ends, so it is flagged and compared
// once; "subiu 3% e caiu 2%" are two figures.
TEST(Numbers, RangeWithUnitsOnBothEndsIsOneExpression) {
  auto range = find_numbers("pt", "Pagam entre 1% e 4,5% sobre a receita.");
  ASSERT_EQ(range.size(), 1u);
  EXPECT_DOUBLE_EQ(range[0].value, 1);
  ASSERT_TRUE(range[0].value_high.has_value());
  EXPECT_DOUBLE_EQ(*range[0].value_high, 4.5);
  auto money = find_numbers("en", "Fares ranged from $180 to $420.");
  ASSERT_EQ(money.size(), 1u);
  EXPECT_DOUBLE_EQ(*money[0].value_high, 420);
  EXPECT_EQ(find_numbers("pt", "As vendas subiram 3% e os custos 2%.").size(), 2u);
  EXPECT_EQ(find_numbers("en", "It cost $5 million or $2 per person.").size(), 2u);
}

TEST(Numbers, ValuesCompareAcrossLanguages) {
  auto pt = find_numbers("pt", "US$ 50 bilhões");
  auto en = find_numbers("en", "$50 billion");
  ASSERT_EQ(pt.size(), 1u);
  ASSERT_EQ(en.size(), 1u);
  EXPECT_DOUBLE_EQ(pt[0].value, en[0].value);
  EXPECT_EQ(pt[0].unit, en[0].unit);
}

// Digits are read by the language's convention, exactly as strtod reads the same digits with a
// decimal point, and a digit string longer than the fast path's buffer is still read whole.
TEST(Numbers, DigitsAreReadInEitherConventionExactly) {
  auto value_of = [](const std::string& lang, const std::string& text) {
    auto numbers = find_numbers(lang, text);
    EXPECT_EQ(numbers.size(), 1u) << text;
    return numbers.empty() ? NAN : numbers[0].value;
  };
  EXPECT_EQ(value_of("pt", "Foram 1.234,5 toneladas."), 1234.5);
  EXPECT_EQ(value_of("en", "It was 1,234.5 tons."), 1234.5);
  EXPECT_EQ(value_of("pt", "Foram 1.234 toneladas."), 1234);
  EXPECT_EQ(value_of("pt", "Foram 3,1167 toneladas."), std::strtod("3.1167", nullptr));
  EXPECT_EQ(value_of("en", "It was 0.1 tons."), std::strtod("0.1", nullptr));
  const std::string long_digits = "1" + std::string(69, '0');
  EXPECT_EQ(value_of("en", "It was " + long_digits + " tons."),
            std::strtod(long_digits.c_str(), nullptr));
  EXPECT_EQ(value_of("en", "It was 1" + std::string(63, '0') + " tons."), 1e63);
}

}  // namespace
}  // namespace auditor::analysis
