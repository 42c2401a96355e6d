// Throughput of sentence segmentation, tokenizing and per-document language identification on
// generated news.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "auditor/core/document.h"
#include "auditor/text/language.h"
#include "auditor/text/lexicon.h"
#include "auditor/text/sentence_segmenter.h"
#include "auditor/text/tokenizer.h"

namespace {

using auditor::BlockKind;
using auditor::Document;
using auditor::DocumentBuilder;
using auditor::Span;
using auditor::text::Lexicon;
using auditor::text::SentenceSegmenter;

// Sentences written for this benchmark, with the hard cases the segmenter must weigh: titles,
// ambiguous abbreviations, initials, money and percentages, quotes, dialogue dashes, URLs.
const std::vector<std::string> kPortuguese = {
    "O Sr. Almeida, diretor da Companhia Fluvial S.A., afirmou que a receita cresceu 3,5% no "
    "trimestre.",
    "Segundo a Dra. Helena Prado, o hospital recebeu R$ 1.234.567,89 em emendas parlamentares.",
    "“Não houve irregularidade!”, disse o secretário ao deixar a reunião na Av. Paulista.",
    "O governo prevê US$ 50 bilhões em investimentos até 2030, mas economistas duvidam da meta.",
    "A votação foi adiada... e ninguém explicou o motivo aos vereadores.",
    "— Vamos recorrer! — disse o advogado de J. R. Matos, que nega as acusações.",
    "Os dados estão disponíveis em https://dados.exemplo.gov.br/v2.0/ipca.csv para consulta.",
    "Quem pagará a conta? Ninguém sabe ao certo, segundo técnicos do Tesouro.",
    "Frutas, legumes, ovos etc. tiveram alta acima da inflação em fevereiro.",
    "O Prof. Ramos lembrou que o índice caiu de 12,3% para 9,8% em dois anos.",
    "Às 18h, a Polícia Militar informou que cerca de 3 mil pessoas participaram do ato.",
    "A empresa Lima & Filhos Ltda. não respondeu aos pedidos de entrevista da reportagem.",
    "Procurado, o Ministério da Saúde informou em nota que o contrato segue em análise.",
    "“Isso é inaceitável”, afirmou a deputada, que pediu a convocação do ministro.",
};

const std::vector<std::string> kEnglish = {
    "Mr. Smith, a spokesman for Acme Corp., said revenue rose 3.5% in the quarter.",
    "Sen. Chris Lowell (D-Conn.) told reporters the bill would cost $1.2 billion over a decade.",
    "\"We are not giving up!\" the mayor said after the vote on Tuesday night.",
    "The meeting ended at 5 p.m. The results were released two hours later.",
    "Troops returned to the U.S. in March, according to a Pentagon statement.",
    "John F. Kennedy Airport handled 62 million passengers last year, officials said.",
    "\"Why now?\" Johnson asked, pointing to the budget shortfall of $4.7 million.",
    "Gov. Ana Ruiz signed the measure on Dec. 14, but critics vowed to challenge it in court.",
    "The full report is available at https://www.example.org/reports/2024/budget.pdf online.",
    "Analysts at Morgan & Co. expect growth of 2.1% next year... if rates fall.",
    "It was, in the words of one aide, \"a complete disaster.\" Nobody disagreed.",
    "Dr. Park, who led the study, said the results were preliminary and needed review.",
};

std::string make_paragraph(const std::vector<std::string>& pool, std::mt19937& rng) {
  std::uniform_int_distribution<size_t> pick(0, pool.size() - 1);
  std::uniform_int_distribution<int> count(3, 7);
  std::string paragraph;
  for (int n = count(rng); n > 0; --n) {
    if (!paragraph.empty()) paragraph += ' ';
    paragraph += pool[pick(rng)];
  }
  return paragraph;
}

// A document of `paragraphs` blocks, each a paragraph of 3-7 sentences.
Document make_document(const std::vector<std::string>& pool, int paragraphs, uint32_t seed) {
  std::mt19937 rng(seed);
  Document doc;
  DocumentBuilder builder(doc);
  builder.begin_block(BlockKind::Title);
  builder.append("Governo anuncia pacote de investimentos", 0);
  builder.end_block();
  for (int p = 0; p < paragraphs; ++p) {
    builder.begin_block(BlockKind::Paragraph);
    builder.append(make_paragraph(pool, rng), builder.offset());
    builder.end_block();
  }
  return doc;
}

Lexicon load_lexicon(const char* lang) {
  auto lexicon = Lexicon::load(std::string(AUDITOR_REPO_DIR) + "/rules/" + lang + "/lexicon.xml");
  return lexicon.ok() ? lexicon.value() : Lexicon();
}

// Splits a ~4 MB text, one range per paragraph, as segment() does per block.
void split_corpus(benchmark::State& state, const std::vector<std::string>& pool, const char* lang) {
  const SentenceSegmenter segmenter(load_lexicon(lang));
  const Document doc = make_document(pool, 10000, 42);
  std::vector<Span> spans;
  spans.reserve(doc.text.size() / 40);
  size_t sentences = 0;
  for (auto _ : state) {
    spans.clear();
    for (const auto& block : doc.blocks) segmenter.split(doc.text, block.span, spans);
    sentences = spans.size();
    benchmark::DoNotOptimize(spans.data());
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) *
                          static_cast<int64_t>(doc.text.size()));
  state.counters["sentences"] = static_cast<double>(sentences);
}

void BM_SplitPortuguese(benchmark::State& state) {
  split_corpus(state, kPortuguese, "pt");
}
void BM_SplitEnglish(benchmark::State& state) {
  split_corpus(state, kEnglish, "en");
}

// segment() on article-sized documents (about 3 KB), including the result vector.
void BM_SegmentArticle(benchmark::State& state) {
  const SentenceSegmenter segmenter(load_lexicon("pt"));
  std::vector<Document> docs;
  for (uint32_t seed = 0; seed < 64; ++seed) docs.push_back(make_document(kPortuguese, 6, seed));
  size_t bytes = 0;
  for (const Document& d : docs) bytes += d.text.size();
  for (auto _ : state) {
    for (const Document& d : docs) benchmark::DoNotOptimize(segmenter.segment(d));
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes));
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * docs.size()));
}

// Every sentence of article-sized documents tokenized into a vector of its own, as the analysis
// does (items/s = documents per second).
void tokenize_articles(benchmark::State& state, const std::vector<std::string>& pool,
                       const char* lang) {
  const SentenceSegmenter segmenter(load_lexicon(lang));
  std::vector<Document> docs;
  std::vector<std::vector<Span>> sentences;
  size_t bytes = 0;
  for (uint32_t seed = 0; seed < 64; ++seed) {
    docs.push_back(make_document(pool, 12, seed));
    sentences.emplace_back();
    for (const auto& s : segmenter.segment(docs.back())) sentences.back().push_back(s.span);
    bytes += docs.back().text.size();
  }
  size_t tokens = 0;
  for (auto _ : state) {
    tokens = 0;
    for (size_t d = 0; d < docs.size(); ++d) {
      std::vector<std::vector<auditor::text::Token>> out(sentences[d].size());
      for (size_t s = 0; s < sentences[d].size(); ++s) {
        auditor::text::tokenize(docs[d].text, sentences[d][s], out[s]);
        tokens += out[s].size();
      }
      benchmark::DoNotOptimize(out.data());
    }
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes));
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * docs.size()));
  state.counters["tokens_per_doc"] = static_cast<double>(tokens) / static_cast<double>(docs.size());
}

void BM_TokenizePortuguese(benchmark::State& state) {
  tokenize_articles(state, kPortuguese, "pt");
}
void BM_TokenizeEnglish(benchmark::State& state) {
  tokenize_articles(state, kEnglish, "en");
}

// Language identification per article (items/s = documents per second).
void identify(benchmark::State& state, const std::vector<std::string>& pool) {
  std::vector<Document> docs;
  for (uint32_t seed = 0; seed < 64; ++seed) docs.push_back(make_document(pool, 6, seed));
  size_t bytes = 0;
  for (const Document& d : docs) bytes += d.text.size();
  for (auto _ : state) {
    for (const Document& d : docs)
      benchmark::DoNotOptimize(auditor::text::identify_language(d.text));
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes));
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * docs.size()));
}

void BM_IdentifyLanguagePortuguese(benchmark::State& state) {
  identify(state, kPortuguese);
}
void BM_IdentifyLanguageEnglish(benchmark::State& state) {
  identify(state, kEnglish);
}

}  // namespace

BENCHMARK(BM_SplitPortuguese)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SplitEnglish)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SegmentArticle)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_TokenizePortuguese)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_TokenizeEnglish)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_IdentifyLanguagePortuguese)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_IdentifyLanguageEnglish)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
