// The sourcing rules over the repository's rules: which claims rest on one interested party, and
// which stories lean on one party rather than on the person their headline names.
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

using testing::shared_auditor;

// The excerpts `rule` flags in `text`, read as plain text in `language`.
std::vector<std::string> flagged(const std::string& rule, const std::string& language,
                                 const std::string& text) {
  const pipeline::Auditor* auditor = shared_auditor(language);
  auto doc = ingest::read_document_from_memory(text, "case", "text");
  EXPECT_TRUE(doc.ok()) << doc.error().to_string();
  if (auditor == nullptr || !doc.ok()) return {"(not audited)"};
  Document document = std::move(doc).value();
  std::vector<std::string> out;
  for (const Finding& f : auditor->audit(document).findings) {
    if (f.rule == rule) out.push_back(f.excerpt);
  }
  return out;
}

struct Case {
  const char* lang;
  const char* text;
  const char* flagged;  // the one excerpt expected, or nullptr for none
};

std::string listed(const std::vector<std::string>& found) {
  std::string seen;
  for (const std::string& f : found) seen += "[" + f + "] ";
  return seen;
}

class SingleSource : public ::testing::TestWithParam<Case> {};

TEST_P(SingleSource, FlagsOnlyAPartysOwnClaims) {
  const Case& c = GetParam();
  std::vector<std::string> found = flagged("sourcing.single-source", c.lang, c.text);
  if (c.flagged == nullptr) {
    EXPECT_TRUE(found.empty()) << listed(found);
  } else {
    ASSERT_EQ(found.size(), 1u) << listed(found);
    EXPECT_EQ(found[0], c.flagged);
  }
}

const Case kSingleSource[] = {
    // Still flagged: a party's record about its own product, and a limit it boasts of.
    {"pt", "Segundo a Marítima Azul, o novo navio será o maior a navegar pela costa brasileira.",
     "maior"},
    {"pt",
     "A Vivace diz que seu carregador não demora mais que 15 minutos para carregar a bateria.",
     "15 minutos"},
    // A measured comparison of the party's own product, and a result cut by half.
    {"en",
     "Veltrix Therapeutics makes the pill. VX-210 is safer than the injectable drugs on the "
     "market, the company said.",
     "safer"},
    {"en",
     "Veltrix Therapeutics makes the pill. Veltrix said the pill cut the number of monthly "
     "attacks by half in a trial.",
     "by half"},
    {"pt",
     "A Vivace fabrica o carregador. Segundo a Vivace, o novo modelo é mais seguro que os "
     "concorrentes.",
     "mais seguro"},
    // The maker of a product, its chief executive named with the maker's short name, is the
    // party the story is about; what it says its product lowers is its claim.
    {"en",
     "Reflective roofs can lower indoor temperatures by up to 7 degrees, according to "
     "Coolwave Systems, which makes the coatings. \"Every degree matters,\" said Dana Ruiz, "
     "Coolwave's chief executive. Coolwave Systems sells the coating in 12 states.",
     "up to 7 degrees"},
    {"pt",
     "A Vivace fabrica motores em Minas. Segundo a Vivace, o novo motor diminui as emissões "
     "em até 30%.",
     "até 30%"},
    // A result of the maker's own trial, set before the clause, rests on the maker; how many
    // the trial enrolled is its sample, no claim.
    {"en",
     "Harbor Biotech said regulators had approved its pill. In the company's main trial, "
     "which enrolled 3,200 patients, the pill lowered blood sugar by 1.8 percentage points.",
     "1.8 percentage points"},
    {"pt",
     "A Vivace Farma teve o comprimido aprovado. No estudo da Vivace Farma, que incluiu 900 "
     "pacientes, o remédio reduziu a glicose em 20%.",
     "20%"},
    // An aim or a duty is no record: "must move faster", "precisamos ser mais rápidos".
    {"en",
     "Nimbus Cloud is cutting jobs. Chief executive Laura Brandt wrote that the company must "
     "\"move faster than any competitor\" to win.",
     nullptr},
    {"pt",
     "A Vivace demitiu 300 pessoas. A presidente da Vivace, Ana Reis, disse que a empresa "
     "precisa ser mais rápida que os concorrentes.",
     nullptr},
    {"pt",
     "A Vivace demitiu 300 pessoas. Segundo a Vivace, a empresa quer ser a maior fabricante "
     "de baterias do país.",
     nullptr},
    {"en",
     "Nimbus Cloud is cutting jobs. Nimbus says its servers run faster than any competitor's.",
     "faster"},
    // So is a forecast: "expected gross margins on the Q7 to be higher".
    {"en",
     "Helix Chips sells the Q7. Its finance chief, Mark Ebbers, said the company expected gross "
     "margins on the Q7 to be higher than on its current products.",
     nullptr},
    // The newsroom measured it too: its own test stands beside the maker's figure.
    {"en",
     "Talus Outdoor makes the headlamp. Talus says the battery lasts 40 hours. In our tests, "
     "it lasted 34.",
     nullptr},
    {"pt",
     "A Auris fabrica o fone. Segundo a Auris, a bateria dura 40 horas. Em nossos testes, o "
     "fone aguentou 34 horas.",
     nullptr},
    // A record the test did not measure stays the maker's, even beside a figure in its unit. The
    // battery's size describes it: the claim is the record alone.
    {"en",
     "Talus Outdoor makes the headlamp. Talus says its 900 mAh battery is the largest in its "
     "class. In our tests, the 900 mAh cell lasted 34 hours.",
     "largest in its class"},
    // A politician's boast in the first person plural is a figure to confirm.
    {"pt",
     "O prefeito Rui Lemos (MDB) tenta a reeleição. \"Entregamos 40 novas UBSs\", afirmou "
     "Lemos.",
     "40"},
    // The article says plainly that it could not confirm the claim.
    {"en",
     "Talus Outdoor makes the boot. Talus says the sole lasts 40% longer than the old one. "
     "We can't confirm that yet.",
     nullptr},
    {"pt",
     "A Vivace fabrica a bateria. A Vivace diz que a bateria dura 40% mais. Não foi possível "
     "confirmar o dado.",
     nullptr},
    // A story about plea-bargain testimony holds no party's claims.
    {"pt",
     "Em sua delação, o executivo Rui Paiva contou aos procuradores como a construtora venceu as "
     "licitações. A Pedra Alta diz que suas obras são as mais baratas do país.",
     nullptr},
    {"en",
     "In his plea deal, the executive told prosecutors how the builder won the contracts. Granite "
     "Works says its bridges are the cheapest in the country.",
     nullptr},
    // A target measures nothing the party did.
    {"pt",
     "\"A nossa meta é chegar a 15% das vendas pela internet\", disse a diretora da Vivace, Ana "
     "Reis.",
     nullptr},
    // A superlative describing someone else in passing, or a place in an apposition.
    {"pt", "A Vivace diz que o diretor da maior operadora do país, Caio Lemos, deixou a empresa.",
     nullptr},
    {"pt", "Segundo a Hidrelétrica Serra, a usina despejou água no Rio Claro, o maior da região.",
     nullptr},
    // A verb that reports what the party did, not what it claims.
    {"pt",
     "O parque Aventura, em Vinhedo, registrou nos últimos anos um recorde de visitantes e depois "
     "um prejuízo crescente.",
     nullptr},
    {"en",
     "The country described by the governor on Tuesday is the most prosperous state on earth.",
     nullptr},
    // A guess, and official indices.
    {"pt", "A Vivace diz que seu novo celular pode ter sido o mais vendido do país em maio.",
     nullptr},
    {"pt", "A Vivace diz que o INPC subiu menos do que o IPCA para seus clientes.", nullptr},
    {"en",
     "Brightline cut 300 jobs. The company warns it could end up behind unless it is the most "
     "efficient carmaker in the world.",
     nullptr},
    // A judgment noun before the superlative: the speaker weighs a problem, claims no record.
    {"pt",
     "\"Ignorar hoje o problema ambiental mais urgente do país seria um erro\", disse o diretor "
     "da Vivace, Rui Campos.",
     nullptr},
    // Spending more is no boast.
    {"pt",
     "A Vivace afirma que seu orçamento de publicidade é o maior do setor, com gastos de R$ 50 "
     "milhões.",
     nullptr},
    // An outlet reporting on others, named by its initials after its full name.
    {"pt",
     "Em reportagem, o Financial Times diz que o governo errou. O FT destaca que o país cresceu "
     "4% ao ano na década anterior.",
     nullptr},
    // A relative clause describing the speaker, between the speaker and the verb.
    {"pt",
     "O engenheiro Davi Moura, da Vivace, que vendeu 50 milhões de celulares pela empresa, afirmou "
     "que vai deixar o cargo.",
     nullptr},
    // A stock phrase for an office: "the most" runs into the excluded "most powerful office".
    {"en",
     "Paul Amsel, the editor of the Gazette, spoke on Monday. \"She could win the most powerful "
     "office in the state,\" said Amsel.",
     nullptr},
    // The rival the claim is compared with is not the claimant.
    {"en",
     "Forbes has ranked the rich since 1987, and Forbes said its list has 1,800 names. The company "
     "says its larger team found more than 2,400 billionaires in the world, compared with "
     "Forbes's 1,800.",
     nullptr},
    // "…, a record for the industry", "…, um recorde para o setor": an apposition that calls the
    // superlative a record restates it; one claim, one finding.
    {"en",
     "Harbor Steel makes rails, Harbor Steel said. Harbor Steel has 900 workers. Harbor Steel "
     "ships abroad, Harbor Steel said. Harbor Steel said the contract was the largest order in its "
     "history, a record for the industry.",
     "largest order in its history"},
    // "caiu de R$ 2,45 para R$ 2,01" and an independent survey's "recuo de 18%": the same change,
    // within a point, confirms it; a survey's 5% does not.
    {"pt",
     "Leite\n\nA Coovat reúne produtores de leite, informou a Coovat. A Coovat tem 900 sócios. A "
     "Coovat organizou um protesto, informou a Coovat. Segundo a Coovat, o preço pago pela "
     "indústria caiu de R$ 2,45 para R$ 2,01 por litro entre março e julho. Levantamento da "
     "Universidade Estadual do Planalto, que acompanha os preços em 40 praças, mostra recuo de "
     "18% no período.",
     nullptr},
    {"pt",
     "Leite\n\nA Coovat reúne produtores de leite, informou a Coovat. A Coovat tem 900 sócios. A "
     "Coovat organizou um protesto, informou a Coovat. Segundo a Coovat, o preço pago pela "
     "indústria caiu de R$ 2,45 para R$ 2,01 por litro entre março e julho. Levantamento da "
     "Universidade Estadual do Planalto, que acompanha os preços em 40 praças, mostra recuo de "
     "5% no período.",
     "R$ 2,01"},
    // Filed results ("in the third quarter") keep a figure set against another ("30% faster") a
    // claim.
    {"en",
     "St. Aldric Regional Medical Center runs the ER, St. Aldric said. St. Aldric has 900 staff. "
     "St. Aldric renovated the ER, St. Aldric said. St. Aldric said its revenue rose to $41 "
     "million in the third quarter. \"Our new triage model is 30% faster than the one it "
     "replaced,\" said "
     "Dr. Miriam Reed, the hospital's chief medical officer.",
     "30%"},
    // "As maiores companhias aéreas dos EUA anunciaram": the superlative names who speaks.
    {"pt",
     "Voos suspensos\n\nAs maiores companhias aéreas dos EUA anunciaram nesta terça que os voos "
     "para Orlando estão suspensos. As maiores companhias aéreas dos EUA informaram que os voos "
     "voltam na segunda. Segundo as maiores companhias aéreas dos EUA, 40 mil pessoas esperam. Os "
     "EUA anunciaram ajuda.",
     nullptr},
    // A record of the weather is data, also when the record opens a quotation.
    {"pt",
     "Galerias\n\nA Prefeitura de Vale do Itaperu anunciou obras, informou a Prefeitura de Vale do "
     "Itaperu. A Prefeitura de Vale do Itaperu tem 900 servidores. A Prefeitura de Vale do Itaperu "
     "limpou bueiros, informou a Prefeitura de Vale do Itaperu. \"Vamos agir\", declarou o "
     "secretário municipal de Obras, Rogério Lins. O secretário atribuiu a dimensão da tragédia a "
     "uma chuva “recorde, fora de qualquer padrão”.",
     nullptr},
    // A headline figure that rounds a body figure the body holds as no claim repeats it.
    {"en",
     "Carrowind says its obesity pill cut weight by 14% in late-stage trial\n\nCarrowind "
     "Therapeutics said Monday that its experimental obesity pill helped patients lose an average "
     "of 14.2% of their body weight over 72 weeks in a Phase 3 trial.",
     nullptr},
    {"pt",
     "A Serra Alta exporta carne, informou a Serra Alta. A Serra Alta tem 900 funcionários. A "
     "Serra Alta abriu uma fábrica, informou a Serra Alta. Em comunicado, a Serra Alta afirmou que "
     "o embarque é o maior volume já enviado por um frigorífico à China em uma única semana, um "
     "recorde para o setor.",
     "maior"},
    // The change or the baseline of a figure, in apposition, is part of the figure's claim: one
    // finding.
    {"en",
     "Harbor Stores opened 80 stores, Harbor Stores said. Harbor Stores has 900 staff. Harbor "
     "Stores said its online sales reached a record $410 million, up 22% from last year.",
     "record $410 million"},
    {"pt",
     "O Lumo abriu 80 agências, informou o Lumo. O Lumo tem 900 funcionários. Segundo o "
     "presidente do Lumo, Rui Lobo, a inadimplência do banco caiu para 3,1% da carteira em junho, "
     "ante 4,0% um ano antes.",
     "3,1%"},
    // A move from one figure to another, with words of time between, is one claim.
    {"pt",
     "A Helióra abriu 80 usinas, informou a Helióra. A Helióra tem 900 funcionários. Segundo a "
     "Helióra, a base de clientes passou de 3.100 no fim de 2023 para 11.800 em setembro.",
     "3.100"},
    // The value a change ends at, after a comma, is the same claim: one finding.
    {"pt",
     "A Helióra abriu 80 usinas, informou a Helióra. A Helióra tem 900 funcionários. Segundo a "
     "Helióra, o tempo médio de ligação caiu 40% em relação a 2020, para pouco menos de seis "
     "dias.",
     "40%"},
    {"en",
     "Harbor Stores opened 80 stores, Harbor Stores said. Harbor Stores has 900 staff. Harbor "
     "Stores said its delivery time fell 40% since 2020, to just under two days.",
     "40%"},
    // The speaker's own body named by a demonstrative in a quote ("this office", "esta gestão")
    // makes a superlative the claim of that body's side, even for a sheriff named by post alone
    // or a police chief whose department investigates.
    {"en",
     "The county opened a diversion program in April. Sheriff Dana Whitcombe called it \"the most "
     "successful reform this office has launched in twenty years.\"",
     "most"},
    {"en",
     "The Harlow Police Department expanded its patrols, the Harlow Police Department said. The "
     "Harlow Police Department has 900 officers. \"Focused Blocks is the most effective tool this "
     "department has had,\" said Chief Ana Ruiz of the Harlow Police Department.",
     "most"},
    {"pt",
     "A Prefeitura de Itanhém abriu 12 creches, informou a Prefeitura de Itanhém. \"É a maior "
     "obra de drenagem que esta gestão já entregou\", disse o prefeito Caio Lemos.",
     "maior"},
    // The condition a figure holds under is part of its claim; a study's sample after a
    // preposition is no result: one finding each.
    {"en",
     "Harbor Stores opened 80 stores, Harbor Stores said. Harbor Stores has 900 staff. Harbor "
     "Stores said its battery keeps 90% of its capacity after 1,000 charge cycles.",
     "90%"},
    {"pt",
     "A Helióra abriu 80 usinas, informou a Helióra. A Helióra tem 900 funcionários. A Helióra "
     "diz que o sérum, testado com 60 voluntárias, reduz rugas em até 32% em quatro semanas.",
     "até 32% em quatro semanas"},
    // What a cut saved is a result, whatever cost it names; what a party expects to save is not.
    {"en",
     "Harbor Stores opened 80 stores, Harbor Stores said. Harbor Stores has 900 staff. Harbor "
     "Stores said its new routing saved the company $1.9 million in fuel costs last year.",
     "$1.9 million"},
    {"en",
     "Harbor Stores opened 80 stores, Harbor Stores said. Harbor Stores has 900 staff. Harbor "
     "Stores expects the cuts to save $30 million a year, Harbor Stores said.",
     nullptr},
    // An age says who a figure counts, not how much: no claim of its own.
    {"pt",
     "A Helióra abriu 80 usinas, informou a Helióra. A Helióra tem 900 funcionários. Segundo a "
     "Helióra, a rede chegou a 21,3 mil crianças de zero a três anos.",
     "21,3 mil"},
    // A sentence that opens on a condition and says what will be forecasts: no record yet.
    {"pt",
     "A Helióra abriu 80 usinas, informou a Helióra. A Helióra tem 900 funcionários. \"Se "
     "cumprirmos o cronograma, Itaporã será a primeira cidade do estado com esgoto tratado\", "
     "disse o presidente da Helióra, Caio Lins.",
     nullptr},
    {"en",
     "Harbor Stores opened 80 stores, Harbor Stores said. Harbor Stores has 900 staff. \"If the "
     "permits come through, this will be the largest store in the state,\" said Ana Lee, the "
     "chief executive of Harbor Stores.",
     nullptr},
    // A comparison in apposition to the figure's clause makes the figure a claim with it: one
    // finding, at the figure.
    {"pt",
     "A Helióra abriu 80 usinas, informou a Helióra. A Helióra tem 900 funcionários. Segundo a "
     "Helióra, 22 mil imóveis foram ligados à rede em 2024, o dobro do registrado no ano "
     "anterior.",
     "22 mil"},
    // The value a move ends at, then, after a comma, where it started: one claim.
    {"en",
     "Harbor Stores opened 80 stores, Harbor Stores said. Harbor Stores has 900 staff. Harbor "
     "Stores said customer satisfaction climbed to 94.6 percent this fall, from 91.2 percent a "
     "year earlier.",
     "94.6 percent"},
    // What the weather measured is data, though the sentence's party speaks of its works.
    {"pt",
     "A Prefeitura de Vale do Itaperu abriu obras, informou a Prefeitura de Vale do Itaperu. A "
     "Prefeitura de Vale do Itaperu tem 900 servidores. Segundo o prefeito de Vale do Itaperu, "
     "Caio Lins, as galerias já escoaram a avenida Beira-Rio, onde a água chegou a 1,6 metro.",
     nullptr},
    // A voice with no stake that ranks the party the same way, in a sentence naming it and a
    // word of the claim, confirms it; a quoted expert who says it cannot be told does not.
    {"en",
     "Harbor General Hospital opened 80 beds, Harbor General Hospital said. Harbor General "
     "Hospital has 900 staff. \"We have the shortest wait of any emergency department in the "
     "county,\" said Ann Lee, the chief medical officer of Harbor General Hospital. According to "
     "the state Department of Health's emergency department dashboard, Harbor General Hospital's "
     "median wait was 43 minutes, the lowest among the five hospitals in the county.",
     nullptr},
    {"en",
     "Harbor General Hospital opened 80 beds, Harbor General Hospital said. Harbor General "
     "Hospital has 900 staff. \"We have the shortest wait of any emergency department in the "
     "county,\" said Ann Lee, the chief medical officer of Harbor General Hospital. \"Without the "
     "other hospitals' data, nobody can say Harbor General Hospital has the lowest wait in the "
     "county,\" said Tom Hale, an economist at Lakeshore University.",
     "shortest wait of any"},
    // The independent comparison shares a word with the words before the claim ("rural stores").
    {"en",
     "Bramwell Pharmacy closed 23 stores, Bramwell Pharmacy said. Bramwell Pharmacy has 900 staff. "
     "Bramwell Pharmacy said its rural stores filled 38% fewer prescriptions than its city "
     "stores. According to the State Pharmacy Board's annual report, Bramwell Pharmacy's rural "
     "pharmacies handled less volume than its urban ones.",
     nullptr},
    // What a party promises to open, and the days it will give, are plans, however far the
    // figure stands from the verb in its clause.
    {"pt",
     "A TrivoBet abriu 80 lojas, informou a TrivoBet. A TrivoBet tem 900 funcionários. A TrivoBet "
     "diz ter 1,4 milhão de clientes cadastrados e promete abrir em Vale do Piraí um centro de "
     "atendimento com 300 vagas.",
     "1,4 milhão"},
    {"pt",
     "A Serrano abriu uma fábrica, informou a Serrano. A Serrano tem 900 funcionários. O diretor "
     "da Serrano, Paulo Lacerda, afirmou que as farmácias clientes terão 60 dias para ajustar os "
     "estoques à nova tabela.",
     nullptr},
    // A figure that bounds the pool a superlative ranks in is part of that claim.
    {"pt",
     "A Huaxing lançou o S7, informou a Huaxing. Segundo a Huaxing, o S7 tem autonomia de até 480 "
     "quilômetros no padrão do Inmetro, a maior entre os SUVs elétricos vendidos no país abaixo de "
     "R$ 200 mil.",
     "até 480 quilômetros no padrão do Inmetro, a maior entre os"},
    // The figures after a colon that closes a comparison are its details.
    {"pt",
     "A Huaxing lançou o S7, informou a Huaxing. O diretor de produto da Huaxing, Rafael Tominaga, "
     "disse que a recarga da bateria é “mais rápida que a de qualquer concorrente”: 27 minutos "
     "para ir de 10% a 80%.",
     "mais rápida que a de qualquer concorrente”: 27 minutos para ir de 10% a 80%"},
    // A comparison in apposition sets the record against one it beat: one claim.
    {"pt",
     "O Sindserv parou a cidade, informou o Sindserv. \"É a maior greve da história do "
     "funcionalismo daqui, maior até que a de 1996\", disse a presidente do Sindserv, Rosângela "
     "Ferraz.",
     "maior greve da história"},
    // "pretende" rules out the figures of its own clause, not the sales before ", e que".
    {"pt",
     "A Huaxing vendeu carros, informou a Huaxing. Wei Jianguo, presidente da Huaxing, disse que a "
     "marca vendeu 18,4 mil veículos em 2024, o dobro do ano anterior, e que pretende abrir outras "
     "40 lojas.",
     "18,4 mil"},
    // "Usuários" inside a body's name, after "dos", is the name's word, no performance.
    {"pt",
     "A Veltra cresceu, informou a Veltra. A Associação de Defesa dos Usuários de Telecomunicações "
     "disse ter recebido 1.380 queixas contra a Veltra.",
     nullptr},
    // What a party pays, and terms set for later, are no performance.
    {"en",
     "The Lamplighters opened a park, the team said. The city's annual payment on the bonds is "
     "about $3.1 million, finance director Priya Nandakumar said, to be covered by a share of "
     "parking revenue.",
     nullptr},
    {"en",
     "Helion opened a factory, Helion said. Helion said starting wages will range from $17 to $19 "
     "an hour.",
     nullptr},
    {"pt",
     "A Prefeitura de Santa Luzia negocia com o sindicato, informou a Prefeitura. O prefeito "
     "Otávio Brandão afirmou que a folha já consome 53,8% da receita corrente líquida.",
     nullptr},
    // Independent figures whose change is the claimed percentage confirm it.
    {"pt",
     "A Avantra cresceu, informou a Avantra. A Avantra diz ter a menor taxa de inadimplência do "
     "setor e afirma que sua carteira de consignado cresceu 140% em 2023. O Banco Central informou "
     "que acompanha o caso. Dados do Banco Central confirmam a expansão: a carteira da fintech "
     "passou de R$ 258 milhões em dezembro de 2022 para R$ 620 milhões um ano depois.",
     "menor taxa de inadimplência do setor"},
    // A survey no party stands behind ranks the same thing the same way.
    {"pt",
     "A Huaxing lançou o S7, informou a Huaxing. “Somos o SUV elétrico médio mais barato do "
     "mercado”, afirmou o presidente da Huaxing, Wei Jianguo. Segundo levantamento da consultoria "
     "Autometria, feito a pedido da reportagem, a versão Comfort é de fato o SUV elétrico médio "
     "mais barato do mercado.",
     nullptr},
    // "Federal figures back the headline claim": a note anywhere after names the headline's claim,
    // and
    // its restatement in the body; the claim it does not name stays the party's.
    {"en",
     "Larkmoor Air says it loses fewer bags than any airline in the country\n\nLarkmoor Air "
     "says it now loses fewer checked bags than any airline in the country. The airline also "
     "says its new tracking app is the most accurate in the industry.\n\nFederal figures "
     "back the headline claim. According to the Federal Travel Office, Larkmoor mishandled "
     "1.9 bags per 1,000 passengers last year, the lowest rate among the 14 carriers it "
     "tracks.\n",
     "most accurate in the industry"},
    // "Os dados oficiais confirmam, portanto, a liderança reivindicada pela empresa": the
    // headline's
    // ranking, confirmed; the waiting time is another claim.
    {"pt",
     "Drogaria Vale Azul diz ter aplicado mais vacinas do que qualquer rede do estado\n\nA "
     "Drogaria Vale Azul afirma ter aplicado mais vacinas contra a gripe do que qualquer "
     "outra rede do estado. Segundo a empresa, a rede teve o menor tempo de espera entre as "
     "farmácias da capital.\n\nDe acordo com o painel da Secretaria Estadual de Saúde, a "
     "Vale Azul aplicou 211.870 doses, à frente da segunda colocada. Os dados oficiais "
     "confirmam, portanto, a liderança reivindicada pela empresa.\n",
     "menor tempo de espera entre as"},
    // "bear out the airline's claim about carousel times": a note names a claim by its topic.
    {"en",
     "Larkmoor Air rebuilds its baggage operation\n\nLarkmoor Air says travelers at Harlow "
     "Falls get their bags at the carousel faster on Larkmoor than on any other airline "
     "there. It also says its tracking app is the most accurate in the industry.\n\nThe "
     "Tamsin Valley Courier timed bags at Harlow Falls over two weeks in April: the first "
     "Larkmoor bag reached the carousel in 11 minutes on average, against 18 and 24 minutes "
     "on the other carriers. The newspaper's measurements bear out the airline's claim about "
     "carousel times.\n",
     "most accurate in the industry"},
    // "Outside numbers back up the visitor count": the topic before the noun of the figure.
    {"en",
     "Granite Peak wraps up its winter\n\nGranite Peak Resort says the resort counted a "
     "record 1.18 million skier visits this winter. The resort also says it has the most "
     "snowmaking capacity of any resort in the Rockies.\n\nOutside numbers back up the "
     "visitor count. Dana Whitcomb, an analyst at Powderline Research, said her estimates "
     "put the season at about 1.2 million visits.\n",
     "most snowmaking capacity of any"},
    // "cut baggage complaints by 40 percent": bad news the party cut is good news of its work.
    {"en",
     "Larkmoor Air rebuilds its baggage operation\n\nLarkmoor Air says a barcode scanning "
     "system installed at its hubs last fall has cut baggage complaints by 40 percent.\n",
     "40 percent"},
    // "1,38 milhão de toneladas de soja na safra 2024/25, o maior volume": the ranking's figure,
    // past the season's name, is the bulletin's; the headline that makes the claim again passes.
    {"pt",
     "Cooperativa Vale Verde colhe a maior safra de soja de sua história\n\nA Cooperativa "
     "Vale Verde anunciou nesta terça-feira que recebeu 1,38 milhão de toneladas de soja na "
     "safra 2024/25, o maior volume em seus 48 anos de história. Segundo a cooperativa, os "
     "cooperados tiveram a maior produtividade entre as cooperativas do estado.\n\nO boletim "
     "da Secretaria Estadual de Agricultura mostra 1,37 milhão de toneladas de soja "
     "recebidas pelas unidades da Vale Verde até 30 de abril.\n",
     "maior produtividade entre as cooperativas do estado"},
    // "six months later" says when the share was counted; "uma cidade de 900 mil habitantes"
    // pictures the claim's own figure. Neither is a claim of its own.
    {"en",
     "Fernwick Kitchens ships meal kits, Fernwick Kitchens said. Chief executive Dana Moss said "
     "72% of customers who sign up are still subscribed six months later.",
     "72%"},
    {"pt",
     "A Hidrolar cortou perdas, informou a Hidrolar. A companhia calcula que a redução "
     "representa 52 bilhões de litros a mais entregues por ano, o bastante para abastecer uma "
     "cidade de 900 mil habitantes.",
     "52 bilhões"},
    // "cresceu 27%" and, later, "Foram 27% a mais de faturamento": one claim, a figure once and
    // a comparison after.
    {"pt",
     "A Rede Caburé vende cestas básicas, informou a Rede Caburé. \"O faturamento cresceu 27% "
     "no ano passado\", disse o diretor da Caburé, Otávio Brandão.\n\nBrandão atribui o "
     "crescimento ao programa de fidelidade. \"Foram 27% a mais de faturamento\", disse.",
     "27%"},
    // A measure of the last quarter, with no word of financial results beside it, is no filed
    // result: the operator's own availability figure is its claim.
    {"pt",
     "A Vértice Telecom vende planos 5G, informou a Vértice Telecom. O diretor de rede da "
     "Vértice, Cláudio Menezes, disse que a operadora manteve disponibilidade de 99,7% no último "
     "trimestre.",
     "99,7%"},
    // Revenue in the quarter is a filed result.
    {"en",
     "Lumora Media streams films, Lumora Media said. Lumora's chief executive, Dana Moss, said "
     "revenue rose to $3.1 billion in the third quarter.",
     nullptr},
    // "That is the fastest recovery ...": the ranking that points back at the figure before it is
    // one claim with it, found at the ranking.
    {"en",
     "Millbrook Water runs the city's pipes, Millbrook Water said. General manager Denise Okafor "
     "said crews restored water to 90% of affected customers within 36 hours. \"That is the "
     "fastest recovery from a main break of this size anywhere in the state,\" she said.",
     "fastest"},
    // "96 mil visitantes ao longo do dia, um recorde desde a inauguração": the record in
    // apposition names the figure; one claim, at the figure.
    {"pt",
     "O Shopping Vale Dourado abriu cedo na sexta, informou o Shopping Vale Dourado. A "
     "superintendente do shopping, Renata Moura, disse que o centro recebeu 96 mil visitantes ao "
     "longo do dia, um recorde desde a inauguração.",
     "96 mil"},
    // "um prédio de 1.200 metros quadrados": a measure after "de" that a thing's noun opens says
    // what the thing is; the customers won stay the party's claim.
    {"pt",
     "A Dentalis Odontologia, operadora de planos dentais com sede em Vila Serrana, lançou "
     "nesta segunda-feira (3) uma campanha publicitária em que afirma oferecer \"a menor "
     "carência e a maior rede credenciada do estado\". Segundo a empresa, quem assina o "
     "plano Essencial 40 pode marcar limpezas e restaurações 15 dias depois da adesão, e a "
     "rede reúne 2.340 dentistas.\n\nEm entrevista na nova sede da empresa, um prédio de "
     "1.200 metros quadrados no bairro Jardim Norte, o diretor-presidente da Dentalis, "
     "Rogério Vale, de 52 anos, disse que a aposta na carência curta explica o crescimento "
     "recente. \"Ganhamos 41 mil clientes novos só no ano passado.\", afirmou.",
     "41 mil"},
    // "passed 1.6 million miles without a preventable crash, a company record": a record named
    // in apposition makes the figure before it a claim, found at the figure.
    {"en",
     "Kessling Freight hauls produce, Kessling Freight said. The company's safety director, "
     "Monique Hart, said its drivers recently passed 1.6 million miles without a preventable "
     "crash, a company record.",
     "1.6 million miles"},
    // "informou ter vendido 410 mil latas", "said it sold 410,000 cans": a sponsor that reports
    // its own sales argues its own side.
    {"pt",
     "O Festival Farol Alto reuniu 140 mil pessoas, informou a produtora Farol Alto. A Farol "
     "Alto organiza o festival desde 2015, informou a Farol Alto. A Farol Alto vai ampliar o "
     "palco, informou a Farol Alto. A diretora da Farol Alto, Renata Villa, disse que o público "
     "cresceu. A Ondazul, que patrocina o evento, informou ter vendido 410 mil latas nos três "
     "dias, o maior volume da marca em um único evento.",
     "410 mil latas nos três dias"},
    {"en",
     "The Harbor Lights Festival drew 140,000 people, organizer Harbor Lights said. Harbor "
     "Lights has run the festival since 2015, Harbor Lights said. Harbor Lights will build a "
     "second stage, Harbor Lights said. Harbor Lights director Rena Vale said the crowd grew. "
     "Ondale Brewing, which sponsors the event, said it sold 410,000 cans over the three days, "
     "the most the brand has sold at a single event.",
     "410,000 cans over the three days"},
    // "fewer than 1% of those loans have gone bad, about half the industry average": a
    // comparison in apposition, a word of approximation before it, names the figure; one claim,
    // at the figure.
    {"en",
     "Ridgeline Community Bank lends to small businesses, Ridgeline said. Dana Whitcomb, "
     "Ridgeline's chief executive, said fewer than 1% of those loans have gone bad, about half "
     "the industry average.",
     "fewer than 1%"},
    // "pagou em média R$ 2,74 por litro": a price per unit the party pays or sets is a fact of
    // its trade, not a result; the revenue beside it stays the party's claim.
    {"pt",
     "A Coopearaçá capta leite, informou a Coopearaçá. O presidente da Coopearaçá, Adelino Brum, "
     "recebeu a reportagem na sede. Segundo ele, o faturamento cresceu 17% em relação a 2023, e "
     "a cooperativa pagou em média R$ 2,74 por litro em dezembro.",
     "17%"},
};

INSTANTIATE_TEST_SUITE_P(Sentences, SingleSource, ::testing::ValuesIn(kSingleSource));

// A sentence of more than 80 tokens is text run together: no one's record can be told in it.
std::map<std::string, std::string> claim_verdicts(const std::string& language,
                                                  const std::string& text) {
  return testing::rule_verdicts(language, text, "sourcing.single-source", "claim");
}

TEST(SingleSourceExplain, SaysWhyEachClaimIsFlaggedOrPassedOver) {
  std::map<std::string, std::string> read = claim_verdicts(
      "en",
      "Vertex unveils a new chip\n\nVertex says its new chips are 50% cheaper than rival hardware. "
      "It is the largest plant in the state. Analyst Maria Reis of Gartner said the chip was the "
      "fastest on the market. \"It is our best chip,\" said Rui Campos, a Vertex engineer.\n");
  EXPECT_EQ(read["50%"], "flagged");
  EXPECT_EQ(read["best"], "flagged");
  EXPECT_EQ(read["largest plant in the state"], "no source: the writer's own claim");
  EXPECT_EQ(read["fastest on the market"], "its one source has no stake in it");
  read = claim_verdicts("en",
                        "Vertex unveils a new chip\n\nExperts say the new chip is the fastest on "
                        "the market.\n");
  EXPECT_EQ(read["fastest on the market"],
            "rests on a vague or anonymous source (attribution.vague-source)");
}

// "Não foi a recuperação mais rápida da história": a negated superlative denies the ranking, so
// it is no claim; "uma das maiores, se não a maior" still makes one.
TEST(SingleSourceExplain, ADeniedSuperlativeIsNoClaim) {
  std::map<std::string, std::string> read = claim_verdicts(
      "pt",
      "Apagão em Porto Alecrim\n\n\"Não foi a recuperação mais rápida da história, nem perto "
      "disso\", afirmou a diretora técnica da Agerp, Helena Brito. \"Pelos nossos dados, não "
      "houve recorde\", disse ela. O porto de Vale Alto é um dos maiores, se não o maior, terminal "
      "de grãos do estado, disse o engenheiro Rui Paz.\n");
  EXPECT_EQ(read.count("mais rápida da história"), 0u);
  EXPECT_EQ(read.count("recorde"), 0u);
  EXPECT_EQ(read.count("maior"), 1u);
  read = claim_verdicts("en",
                        "Airline\n\n\"Our terminal was not the busiest in the state,\" said "
                        "Dana Krell.\n");
  EXPECT_EQ(read.count("busiest in the state"), 0u);
}

// "State health department figures support that claim. The department recorded ..., a decline of
// about 27%": the figure right after a note of confirmation is its evidence, and "fell 27%" and
// "a decline of about 27%" are one change.
TEST(SingleSourceExplain, AFigureRightAfterANoteOfConfirmationIsItsEvidence) {
  std::map<std::string, std::string> read = claim_verdicts(
      "en",
      "County defends its record\n\nCounty Executive Raymond Quist defended the county's "
      "treatment programs on Friday. He said overdose deaths fell 27% last year, crediting "
      "settlement-funded programs.\n\nState health department figures support that claim. The "
      "department recorded 58 overdose deaths in Marlow County in 2023, down from 79 in 2022, "
      "a decline of about 27%.\n");
  EXPECT_EQ(read["27%"], "an independent source gives the same figure for the same change");
}

// "The resort counted ..., president Colin Hale said": a bare "president" next to the resort the
// story covers heads it (sources.presided-bodies), so his ranking is the resort's claim.
TEST(SingleSourceExplain, APresidentBesideTheResortSpeaksForIt) {
  std::map<std::string, std::string> read = claim_verdicts(
      "en",
      "Granite Peak claims a record season\n\nGranite Peak Mountain Resort says it just "
      "wrapped up its best winter. The resort counted 1.18 million skier visits between "
      "November and April, president Colin Hale said Tuesday. Hale also said Granite Peak now "
      "has the most snowmaking capacity of any resort in the Rockies.\n");
  EXPECT_EQ(read["most snowmaking capacity of any"], "flagged");
}

// "Os dados brutos das viagens ... confirmam o recorde": a note of the record confirms the
// party's records anywhere in the article; "Esse número resiste a uma checagem independente"
// confirms the figure before it.
TEST(SingleSourceExplain, NotesOfTheRecordAndOfAnIndependentCheckConfirm) {
  std::map<std::string, std::string> read = claim_verdicts(
      "pt",
      "Bicicletas de Porto Claro têm mês movimentado\n\nA secretária de Mobilidade de Porto "
      "Claro, Heloísa Tavares, atribuiu o resultado do sistema de bicicletas à expansão das "
      "ciclovias. \"É o melhor mês da nossa história\", disse. Segundo a secretária, o "
      "sistema é hoje o que tem mais bicicletas por habitante entre as capitais do "
      "país.\n\nOs dados brutos das viagens, publicados no portal de dados abertos do "
      "município, confirmam o recorde.\n");
  EXPECT_EQ(read["melhor mês da nossa história"],
            "a note in the article confirms the party's record");
  read = claim_verdicts(
      "pt",
      "Cooperativa Vale Verde reduz perdas na colheita\n\nA diretora técnica da Cooperativa "
      "Vale Verde, Camila Tedesco, atribui o resultado ao programa da cooperativa. \"Nossos "
      "cooperados perderam 0,8 saca por hectare na colheita, menos da metade da média do "
      "estado\", afirmou.\n\nEsse número resiste a uma checagem independente. O agrônomo "
      "Rafael Quintela mediu as perdas em 46 lavouras da região.\n");
  EXPECT_EQ(read["menos da metade da média do estado"],
            "the next sentence says other records or voices confirm it");
}

// "1.6 days, compared with 3.9 days" from the hospital's surgeon and "1.6 days, against 3.9
// days" from the state's discharge data: both figures again make the same comparison; and the
// surgeon who directs the program speaks for the hospital (sources.kind-staff).
TEST(SingleSourceExplain, BothFiguresOfAComparisonGivenAgainConfirmIt) {
  std::map<std::string, std::string> read = claim_verdicts(
      "en",
      "Marrow Creek Hospital adds a surgical robot\n\nMarrow Creek Hospital says its robot "
      "has shortened recovery times. Patients who had part of their colon removed with the "
      "robot went home after an average of 1.6 days, compared with 3.9 days for patients who "
      "had open surgery, said Dr. Renata Okafor, the surgeon who directs the "
      "program.\n\nRecords from the state Office of Health Care Data back the first part of "
      "Okafor's claim. Discharge data for 2024 show that the hospital's robotic colon "
      "patients stayed an average of 1.6 days, against 3.9 days for its open-surgery "
      "patients.\n");
  EXPECT_EQ(read["1.6 days"], "an independent source gives the same figure for the same change");
}

// "Varga said the 40% figure compares ... the Ledger could not independently verify the
// comparison": the note beside a later sentence that gives the figure again is said of the claim.
// "ran 18% ahead of the chain's average, she said, and corporate clients with climate targets":
// the tag closes the clause, so the targets after it leave the figure a claim. "Ubaldo ...
// confirmed that Frostline was the first": a voice outside the subject that confirms makes no
// claim of its own.
TEST(SingleSourceExplain, NotesAndConfirmationsReadWhereTheyStand) {
  std::map<std::string, std::string> read = claim_verdicts(
      "en",
      "Meridale bets on heat pumps\n\nMeridale Hotels says the hotels in its new design use "
      "40% less energy than the ones it built before 2010.\n\nCeleste Varga said the 40% "
      "figure compares a year of utility bills with three older hotels. The company declined "
      "to share those bills, and the Ledger could not independently verify the comparison.\n");
  EXPECT_EQ(read["40%"], "the article says it could not confirm the claim");
  read = claim_verdicts(
      "en",
      "Meridale opens a waterfront hotel\n\nMeridale Hotels opened its newest property in "
      "April, Meridale Hotels said.\n\nCeleste Varga, Meridale's vice president for "
      "sustainability, said the pitch is good business. Bookings at the property ran 18% "
      "ahead of the chain's average in its first six months, she said, and corporate clients "
      "with climate targets of their own account for much of the gain.\n");
  EXPECT_EQ(read["18%"], "flagged");
  read = claim_verdicts(
      "en",
      "Frostline opens its season\n\nFrostline Mountain opened its lifts on Friday, Frostline "
      "Mountain said. Frostline says it was the first resort in the state to open.\n\nKen "
      "Ubaldo, executive director of the Northern Ski Areas Association, which tracks opening "
      "days for its 15 member resorts, confirmed that Frostline was the first in the state to "
      "open this season, six days ahead of its nearest rival.\n");
  EXPECT_EQ(read["six days"], "a voice outside the subject confirming what it says");
  EXPECT_EQ(read["first in the state"], "a voice outside the subject confirming what it says");
}

// "The Ledger could not confirm that ranking": the note is said of the ranking beside it, not of
// the "40% less food" comparison. "Os números oficiais dão razão à empresa na cobertura": a note
// paragraphs on confirms the claim of coverage it names.
TEST(SingleSourceExplain, NotesSayWhichClaimTheyAreAbout) {
  std::map<std::string, std::string> read = claim_verdicts(
      "en",
      "Sorrelbox grows\n\nSorrelbox says its subscriptions grew this year. Chief executive "
      "Dana Okafor-Reyes said Sorrelbox throws away 40% less food than a typical supermarket, "
      "and described the company as the fastest-growing meal-kit business in the Midwest. The "
      "Ledger could not confirm that ranking.\n");
  EXPECT_EQ(read["40%"], "flagged");
  EXPECT_EQ(read["fastest-growing"], "the article says it could not confirm the claim");
  read = claim_verdicts(
      "pt",
      "Operadora amplia o 5G\n\nA Vértice Telecom lançou planos novos, informou a Vértice "
      "Telecom. A Vértice Telecom afirmou nesta segunda-feira que tem hoje a maior cobertura "
      "da tecnologia no estado.\n\nO mercado disputado pela operadora é grande. Um plano "
      "pós-pago com 5G sai hoje por R$ 94 mensais.\n\nOs números oficiais dão razão à empresa "
      "na cobertura. Segundo o painel público da agência reguladora, a Vértice tem antenas 5G "
      "ativas em 118 dos 246 municípios do estado.\n");
  EXPECT_EQ(read["maior"], "a later note confirms the claim it names by its topic");
}

// "In a statement released before the tour, the company said": the statement is the company's
// words. "we've had the steepest drop of any city our size," the police chief said: a body that
// investigates speaks of its own work. "a eletrificação evitou a emissão de 4.800 toneladas": what
// the party avoided measures its work (claims.performance).
TEST(SingleSourceExplain, APartysStatementAndItsOwnWorkAreItsClaims) {
  std::map<std::string, std::string> read = claim_verdicts(
      "en",
      "Wind farm reports its first year\n\nBluestem Ridge Power opened its Antelope Flats "
      "project last year, Bluestem Ridge Power said. In a statement released before the tour, "
      "the company said the turbines were available to run 98.7 percent of the time during "
      "the year.\n");
  EXPECT_EQ(read["98.7 percent"], "flagged");
  read = claim_verdicts(
      "en",
      "Burglaries fall in Ridgemont Falls\n\nBurglaries in Ridgemont Falls fell last year, "
      "Police Chief Dana Whitcomb said Tuesday. \"Burglaries are down since we started, and "
      "we've had the steepest drop of any city our size in the state,\" Whitcomb said.\n");
  EXPECT_EQ(read["steepest drop of any"], "flagged");
  read = claim_verdicts(
      "pt",
      "Viação Ventania troca a frota\n\nA Viação Ventania trocou seus ônibus a diesel por "
      "elétricos, informou a Viação Ventania. \"Hoje o passageiro não sente mais cheiro de "
      "fumaça no ponto\", disse a diretora da Viação Ventania, Renata Lopes. Segundo ela, a "
      "eletrificação evitou a emissão de 4.800 toneladas de gás carbônico em 2024.\n");
  EXPECT_EQ(read["4.800 toneladas"], "flagged");
}

// "Whitfield ... repeated that last season's 1.6 million visitors were a record": the cue says
// the party makes its claim again; one finding, at the first telling.
TEST(SingleSourceExplain, ARepeatedClaimIsOneFinding) {
  std::map<std::string, std::string> read = claim_verdicts(
      "en",
      "Cedar Hollow opens a coaster\n\nCedar Hollow Park opened a coaster on Saturday, Cedar "
      "Hollow Park said. Park president Dana Whitfield said the park drew a record 1.6 "
      "million visitors last season.\n\nAsked about staffing, Whitfield said the park had "
      "hired extra crew and repeated that last season's 1.6 million visitors were \"a record "
      "by a wide margin.\"\n");
  EXPECT_EQ(read["record 1.6 million"], "flagged");
  EXPECT_EQ(read["1.6 million"], "the party repeats a claim made before: one finding per claim");
}

// "Somos o aeroporto mais movimentado do estado", says the concessionaire; an economist with no
// stake calls it "o aeroporto mais movimentado do estado" too: the ranking is confirmed.
TEST(SingleSourceExplain, AnIndependentVoiceRankingTheSameWayConfirmsIt) {
  std::map<std::string, std::string> read = claim_verdicts(
      "pt",
      "Aeroporto\n\nA Aerovia Sul administra o aeroporto de Vale Alto, informou a Aerovia Sul. A "
      "Aerovia Sul opera 40 voos. \"Somos o aeroporto mais movimentado do estado\", disse o "
      "presidente da Aerovia Sul, Otávio Brandão. \"Vale Alto é com folga o aeroporto mais "
      "movimentado do estado\", disse o economista Renato Fagundes, professor da Universidade "
      "Federal do Planalto.\n");
  ASSERT_EQ(read.count("mais movimentado do estado"), 1u);
  EXPECT_EQ(read["mais movimentado do estado"],
            "an independent voice ranks the same thing the same way");
}

// "She did not provide the data behind the “twice as many” comparison": the claim's words quoted
// as a label name the claim; they make no new one. A plain quotation still does.
TEST(SingleSourceExplain, QuotedWordsNamedAsAClaimAreNoClaim) {
  std::map<std::string, std::string> read = claim_verdicts(
      "en",
      "Scooters\n\nAna Ruiz, chief executive of Glidro, said riders took 3.2 million trips. She "
      "did not provide the data behind the \"twice as many\" comparison, saying it was "
      "proprietary. Ruiz said the scooters last \"twice as long\" as rivals' models.\n");
  EXPECT_EQ(read.count("twice as"), 1u);
  read = claim_verdicts("en",
                        "Scooters\n\nAna Ruiz, chief executive of Glidro, said riders took 3.2 "
                        "million trips. She did not provide the data behind the \"twice as "
                        "many\" comparison.\n");
  EXPECT_EQ(read.count("twice as"), 0u);
  read =
      claim_verdicts("en",
                     "Grocer\n\n\"Cheapest in the state is a slogan, not a finding,\" said Carla "
                     "Whitfield, the alliance's executive director.\n");
  EXPECT_EQ(read.count("Cheapest in the state"), 0u);
}

TEST(ConcentrationExplain, SaysWhyAnArticleIsFlaggedOrPassedOver) {
  auto concentration = [](const std::string& text) {
    std::map<std::string, std::string> read =
        testing::rule_verdicts("en", text, "sourcing.concentration", "article");
    return read.empty() ? std::string("(no note)") : read.begin()->second;
  };
  EXPECT_EQ(concentration("Vertex unveils a phone\n\nVertex announced its new phone on Tuesday. "
                          "\"It is the best device we have built,\" said director Rui Campos. "
                          "According to Vertex, sales begin in May. Engineer Paul Dias of Vertex "
                          "said the battery lasts two days. The company said testing was "
                          "complete.\n"),
            "flagged");
  EXPECT_EQ(concentration("Vertex unveils a phone\n\nVertex announced its new phone on Tuesday. "
                          "\"It is the best device we have built,\" said director Rui Campos.\n"),
            "2 statements with a named source, under min-statements");
  // "he tells me": the writer's own interview with the party's one speaker.
  EXPECT_EQ(concentration("Tarot's keeper\n\nStuart Kaplan, the founder of Vertex Games, has sold "
                          "cards for 50 years. \"I'm all yours,\" he tells me. Kaplan said the "
                          "deck sold well. Kaplan said the company grew. Kaplan said a new deck is "
                          "coming. Kaplan says he still plays.\n"),
            "one speaker of Vertex Games interviewed by an outlet");
}

TEST(SingleSourceRule, NoClaimInARunOnSentence) {
  std::string words;
  for (int i = 0; i < 9; ++i) words += "a Vivace lançou o produto e o mercado reagiu ";
  std::vector<std::string> found =
      flagged("sourcing.single-source", "pt",
              "Segundo a Vivace, " + words + "e o novo celular é o mais rápido do mercado.");
  EXPECT_TRUE(found.empty()) << listed(found);
}

TEST(SingleSourceRule, OneFindingForAComparisonPhraseBesideAClaim) {
  std::vector<std::string> found =
      flagged("sourcing.single-source", "en",
              "Wealthbase sells data on the rich. Wealthbase says its bigger staff has helped it "
              "find more than 2,400 billionaires in the world, compared with 1,864 a year ago.");
  EXPECT_EQ(found.size(), 1u) << listed(found);
}

TEST(SingleSourceRule, OneFindingForAFigureInAppositionAndItsComparison) {
  std::vector<std::string> found = flagged(
      "sourcing.single-source", "en",
      "Harlow General hires nurses. Paul Lindqvist, Harlow General's chief nursing officer, said "
      "the hospital's nurse turnover rate, 16 percent last year, is now lower than the national "
      "average.");
  EXPECT_EQ(found, std::vector<std::string>{"16 percent"}) << listed(found);
}

TEST(SingleSourceRule, OneFindingForAClaimAndTheGerundClauseThatRestatesIt) {
  std::vector<std::string> found = flagged(
      "sourcing.single-source", "en",
      "Harlow General hires nurses. In a written statement, Harlow General said it achieved "
      "\"record hiring\" in 2024, bringing on 296 nurses, more than in any year since it opened "
      "in 1971.");
  EXPECT_EQ(found, std::vector<std::string>{"record hiring"}) << listed(found);
}

// "the best year ..., with ticket sales of $2.3 billion, 21 percent more than the year before":
// the comparison a ranking is given with (claims.detail-links) is the ranking's claim.
TEST(SingleSourceRule, OneFindingForARankingAndTheComparisonItIsGivenWith) {
  std::vector<std::string> found = flagged(
      "sourcing.single-source", "en",
      "The Westmarch State Lottery paid its record jackpot. The Westmarch State Lottery has 300 "
      "employees. Dana Whitcombe, executive director of the Westmarch State Lottery, said the run "
      "made fiscal 2024 the best year the lottery has ever had, with ticket sales of $2.3 "
      "billion, 21 percent more than the year before.");
  ASSERT_EQ(found.size(), 1U) << listed(found);
  EXPECT_TRUE(found.front().starts_with("best year")) << listed(found);
}

// "the truck can tow 14,500 pounds, which she described as best in class" and, from an
// independent lab, "the truck pulled a 14,500-pound trailer ..., the highest rating among the
// five electric pickups": the lab's sentence gives the claim's figure again, and ranks it the
// same way, though it does not name the maker.
TEST(SingleSourceRule, AnIndependentRankingOfTheClaimsFigureConfirmsIt) {
  std::vector<std::string> found = flagged(
      "sourcing.single-source", "en",
      "Arvane Motors on Tuesday began delivering the Caldera X2. At a launch event, chief "
      "executive Lorna Tate called it \"a work truck with the quietest cab of any pickup on "
      "sale.\"\n\nTate said the truck can tow 14,500 pounds, which she described as best in class "
      "among electric pickups, and that its largest battery delivers 410 miles of range. She also "
      "said Arvane had taken more than 38,000 reservations.\n\n"
      "The Midvale Vehicle Test Center, an independent lab funded by insurers, ran the Caldera X2 "
      "through the industry's standard towing procedure. According to its report, the truck "
      "pulled a 14,500-pound trailer up a 7% grade, the highest rating among the five electric "
      "pickups the center has tested.");
  EXPECT_TRUE(std::find(found.begin(), found.end(), "best") == found.end()) << listed(found);
  EXPECT_TRUE(std::find(found.begin(), found.end(), "more than 38,000") != found.end())
      << listed(found);
}

// "the most energy-efficient hotel in the state" and, paragraphs later, "the most efficient hotel
// in the state": the party's claim said again is one claim, found where the body first makes it.
// Two claims of one maker sharing a sentence's words ("the sharpest display", "the
// fastest-charging headset") stay two.
TEST(SingleSourceRule, OneFindingForAClaimThePartyMakesAgain) {
  std::vector<std::string> found = flagged(
      "sourcing.single-source", "en",
      "Meridale Hotels, the regional chain that opened its newest property in April, says its new "
      "hotels save energy.\n\nThe company, which runs 23 hotels across four states, held a media "
      "open house on Tuesday. \"This is the most energy-efficient hotel in the state, full stop,\" "
      "chief executive Graham Thorne, 58, told visitors in the lobby.\n\nGuests pay $189 a night. "
      "The lobby has a screen.\n\nMeridale Hotels plans to open two more hotels by 2027. \"We've "
      "built the "
      "most efficient hotel in the state, and we intend to keep building it,\" Thorne said.");
  EXPECT_EQ(found, std::vector<std::string>{"most energy-efficient hotel in the state"})
      << listed(found);
}

TEST(SingleSourceRule, OneFindingForAFigureAndTheProportionInWordsBesideIt) {
  std::vector<std::string> found = flagged(
      "sourcing.single-source", "pt",
      "A Crediz empresta a autônomos. A Crediz afirma que sua taxa de inadimplência é de 2,8%, "
      "metade da média do mercado.");
  EXPECT_EQ(found.size(), 1u) << listed(found);
}

// Set against a rival's own figure ("compared with Lumen's 1,864"), the claim is told as the
// party's count, and the reader sees that another differs.
TEST(SingleSourceRule, AClaimSetAgainstARivalsFigureIsNotFlagged) {
  std::vector<std::string> found =
      flagged("sourcing.single-source", "en",
              "Wealthbase sells data on the rich. Wealthbase says its bigger staff has helped it "
              "find more than 2,400 billionaires in the world, compared with Lumen's 1,864.");
  EXPECT_TRUE(found.empty()) << listed(found);
}

// "As vendas somaram 7.412 unidades, segundo a Acips, que reúne 62 empresas": the word of
// performance speaks of the figures of its clause; the members a relative clause counts are no
// claim of the sales.
TEST(SingleSourceRule, AFigureInAnotherClauseIsNoClaimOfThePerformance) {
  std::vector<std::string> found =
      flagged("sourcing.single-source", "pt",
              "As vendas de imóveis somaram 7.412 unidades em 2025, segundo a Associação das "
              "Construtoras de Vila Sereno, que reúne 62 empresas.");
  EXPECT_EQ(listed(found), "[7.412] ") << listed(found);
}

// "In the company's main trial, ... Patients also lost an average of 6 kilograms": every figure
// of a party's own study is its claim, through the paragraph it opens, words of performance or
// not; a study no party is named behind ("In the study, ...") claims nothing of anyone's.
TEST(SingleSourceRule, EveryFigureOfAPartysOwnStudyIsItsClaim) {
  const std::string trial =
      "Harbor Biotech said regulators approved its pill.\n\nIn the company's main trial, which "
      "enrolled 3,200 patients, the pill lowered blood sugar by 1.8 percentage points. Patients "
      "also lost an average of 6 kilograms.";
  std::vector<std::string> found = flagged("sourcing.single-source", "en", trial);
  EXPECT_EQ(listed(found), "[1.8 percentage points] [6 kilograms] ");
  const std::string study =
      "Harbor Biotech said regulators approved its pill. In the study, patients lost an average of "
      "6 kilograms.";
  found = flagged("sourcing.single-source", "en", study);
  EXPECT_TRUE(found.empty()) << listed(found);
}

class Concentration : public ::testing::TestWithParam<Case> {};

TEST_P(Concentration, FlagsOnlyAPartysAccount) {
  const Case& c = GetParam();
  std::vector<std::string> found = flagged("sourcing.concentration", c.lang, c.text);
  if (c.flagged == nullptr) {
    EXPECT_TRUE(found.empty()) << listed(found);
  } else {
    ASSERT_EQ(found.size(), 1u) << listed(found);
    EXPECT_EQ(found[0], c.flagged);
  }
}

const Case kConcentration[] = {
    // Still flagged: a company's launch told by the company alone.
    {"pt",
     "A Vivace anunciou seu novo celular nesta terça. “É o melhor aparelho que já fizemos”, disse "
     "o diretor Rui Campos. Segundo a Vivace, as vendas começam em maio. O engenheiro Paulo Dias, "
     "da Vivace, afirmou que a bateria dura dois dias. A empresa informou que os testes "
     "terminaram.",
     "anunciou"},
    // A headline naming the speaker by role alone: an interview.
    {"pt",
     "Mercado quer o nióbio, diz presidente de estatal. O presidente da Minergia, Caio Duarte, "
     "afirmou nesta sexta que a divisão atende o mercado. “O investidor quer o nióbio”, disse "
     "Duarte. Duarte disse que a empresa vale mais dividida. Ele afirmou ainda que o governo "
     "apoia a proposta. Duarte declarou que a Assembleia vai votar em maio.",
     nullptr},
    {"en",
     "Network President On Debates: We Will Not Pay\n\nDana Brooks, the president of Starline, "
     "said "
     "Thursday that the network would not pay candidates. \"We do not pay anyone,\" Brooks said. "
     "Brooks said ratings had doubled. \"Our debates are the best,\" Brooks added. Brooks told the "
     "audience the next debate would be in May. Albie Kent, chief of news at Starline, said the "
     "network had hired 40 reporters.",
     nullptr},
    // A paper's story about itself, told by its staff: the short name ("the Gazette") and a
    // title after it ("Gazette Editor-in-Chief") are the paper named in full before.
    {"en",
     "The Harbor Gazette has hired ten reporters for an inquiry into the port.\n\nLena Ortiz, an "
     "associate editor for the Gazette, revealed Wednesday that 20 staffers work on it. \"We "
     "will read every contract,\" Ortiz told a conference.\n\nBack in April, the Gazette "
     "announced its plan.\n\nIn a statement released by Gazette Editor-in-Chief Paul Amsel, the "
     "details were given. \"The port deserves scrutiny,\" said Amsel. Amsel said the first "
     "story runs in May.",
     "revealed"},
    // One person makes the party's account and gives it to an outlet: an interview. Told to
    // reporters at large, it is still one party's account.
    {"en",
     "Harbor Democrats hope to win the council.\n\nLena Ortiz, chair of the Harbor Democratic "
     "Committee, said the map favors them. \"The map is good,\" Ortiz told Reuters on Thursday. "
     "\"We will win,\" Ortiz said. Ortiz said turnout would be high. \"Voters see it,\" Ortiz "
     "said.",
     nullptr},
    {"en",
     "Harbor Democrats hope to win the council.\n\nLena Ortiz, chair of the Harbor Democratic "
     "Committee, said the map favors them. \"The map is good,\" Ortiz told reporters on "
     "Thursday. \"We will win,\" Ortiz said. Ortiz said turnout would be high. \"Voters see "
     "it,\" Ortiz said.",
     "said"},
    {"pt",
     "A Vivace anunciou seu novo celular nesta terça. “É o melhor aparelho que já fizemos”, disse "
     "o diretor da Vivace, Rui Campos, em entrevista ao G1. Segundo Campos, as vendas começam em "
     "maio. Campos afirmou que a bateria dura dois dias. Campos disse que os testes terminaram.",
     nullptr},
    {"pt",
     "A Vivace anunciou seu novo celular nesta terça. “É o melhor aparelho que já fizemos”, disse "
     "o diretor da Vivace, Rui Campos, na sede da empresa. Segundo Campos, as vendas começam em "
     "maio. Campos afirmou que a bateria dura dois dias. Campos disse que os testes terminaram.",
     "anunciou"},
    // "President Okafor" read as a person called President of an organization Okafor.
    {"en",
     "Okafor rips critics over pipeline\n\nPresident Okafor passionately rebuked critics who say "
     "he "
     "should resign, saying the pipeline was safe. \"The answer is none of the above,\" he said. "
     "\"It is not a strategy,\" Okafor said. Okafor said the critics were wrong. \"This is a "
     "distraction,\" Okafor said. Spokesman Josh Ealy said the president would travel to Tulsa.",
     nullptr},
};

INSTANTIATE_TEST_SUITE_P(Stories, Concentration, ::testing::ValuesIn(kConcentration));

}  // namespace
}  // namespace auditor
