// Generates realistic synthetic news articles (Portuguese and English) for benchmarks.
#pragma once

#include <random>
#include <string>
#include <vector>

namespace auditor::bench {

/// Builds articles of roughly `target_bytes` from sentence templates with varied names, figures,
/// quotes and attributions, so every stage (segmentation, language id, rules) does real work.
class ArticleGenerator {
 public:
  explicit ArticleGenerator(unsigned seed = 42) : rng_(seed) {}

  std::string portuguese(size_t target_bytes) { return build(kPt, target_bytes, "pt"); }
  std::string english(size_t target_bytes) { return build(kEn, target_bytes, "en"); }

 private:
  struct Vocabulary {
    std::vector<std::string> headlines, names, orgs, sentences;
  };

  std::string pick(const std::vector<std::string>& v) {
    return v[std::uniform_int_distribution<size_t>(0, v.size() - 1)(rng_)];
  }

  std::string fill(std::string s, const Vocabulary& v) {
    auto replace_all = [&](const std::string& key, auto make) {
      for (size_t pos; (pos = s.find(key)) != std::string::npos;) s.replace(pos, key.size(), make());
    };
    replace_all("{name}", [&] { return pick(v.names); });
    replace_all("{org}", [&] { return pick(v.orgs); });
    replace_all("{n}", [&] { return std::to_string(std::uniform_int_distribution<int>(2, 980)(rng_)); });
    replace_all("{pct}", [&] {
      int n = std::uniform_int_distribution<int>(1, 99)(rng_);
      return std::to_string(n) + (rng_() % 2 ? ",5" : "");
    });
    return s;
  }

  std::string build(const Vocabulary& v, size_t target, const char* /*lang*/) {
    std::string out = fill(pick(v.headlines), v) + "\n\n";
    while (out.size() < target) {
      int sentences = std::uniform_int_distribution<int>(2, 5)(rng_);
      for (int i = 0; i < sentences; ++i) out += fill(pick(v.sentences), v) + (i + 1 < sentences ? " " : "");
      out += "\n\n";
    }
    return out;
  }

  std::mt19937 rng_;

  inline static const Vocabulary kPt = {
      {"Governo anuncia pacote de {n} milhões para estradas do interior",
       "Prefeitura de Campo Alto adia licitação do transporte coletivo",
       "Exportações de café crescem {pct}% no trimestre"},
      {"Ana Beatriz Souza", "o Sr. Carlos Menezes", "a Dra. Helena Prado", "Rafael Tavares",
       "a Profa. Lúcia Andrade", "o secretário João Batista Lima"},
      {"a Companhia Estadual de Águas", "o Ministério da Fazenda", "a Federação das Indústrias",
       "o Instituto Brasileiro de Pesquisa", "a Agência Nacional de Transportes"},
      {"Segundo {name}, da {org}, o investimento soma R$ {n} milhões.",
       "Especialistas dizem que a meta é ambiciosa demais para o prazo.",
       "“Não vamos aceitar atrasos”, afirmou {name} em entrevista coletiva.",
       "O índice subiu {pct}% em relação ao mesmo período do ano passado.",
       "De acordo com {org}, cerca de {n} mil famílias serão atendidas até 2027.",
       "A obra, orçada em US$ 1,2 bilhão, deve ficar pronta em dezembro.",
       "{name} disse que a proposta será enviada à Assembleia na próxima semana.",
       "Estudos mostram que programas semelhantes levaram até {n} meses para sair do papel.",
       "A Av. Paulista ficou interditada por três horas, informou a polícia.",
       "Procurada, {org} não respondeu até a publicação desta reportagem.",
       "O relatório aponta que {pct}% dos contratos tinham aditivos acima do limite legal.",
       "— Vamos cumprir o cronograma! — garantiu {name} aos vereadores."}};

  inline static const Vocabulary kEn = {
      {"City council approves ${n} million transit plan",
       "Regional hospital network reports {pct}% drop in waiting times",
       "Lawmakers question cost of new stadium deal"},
      {"Dana Whitfield", "Mr. Paul Grant", "Dr. Maria Okafor", "Sen. James T. Ruiz",
       "council member Priya Shah", "Prof. Alan Becker"},
      {"the Transit Authority", "the U.S. Department of Energy", "the State Budget Office",
       "the Chamber of Commerce", "Riverside General Hospital"},
      {"According to {name} of {org}, the project will cost ${n} million.",
       "Experts say the forecast is optimistic.",
       "\"We will not accept further delays,\" {name} said on Tuesday.",
       "Ridership rose {pct}% from a year earlier, the agency said.",
       "{org} estimates that about {n},000 households will benefit by 2028.",
       "The plan, which costs $1.2 billion, was approved at 3 p.m. on Monday.",
       "{name} told reporters the proposal would reach the floor next week.",
       "Studies show that similar programs took up to {n} months to start.",
       "A spokesperson for {org} did not respond to a request for comment.",
       "The audit found that {pct}% of contracts exceeded the legal limit.",
       "Officials in the U.S. Treasury declined to comment.",
       "The vote was 7-2, with two members absent."}};
};

}  // namespace auditor::bench
