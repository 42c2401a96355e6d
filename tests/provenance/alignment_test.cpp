// Sentence alignment: reordered and merged sentences are found; shared facts alone are not copying.
#include "auditor/provenance/alignment.h"

#include <gtest/gtest.h>

#include "tests/provenance/provenance_support.h"

namespace auditor::provenance {
namespace {

StopWords stop_words() {
  return make_stop_words({"a", "o", "as", "os", "de", "do", "da", "em", "no", "na", "que", "e",
                          "um", "uma", "para", "com", "por", "pela", "pelo", "se", "ao"});
}

std::vector<Span> spans(const analysis::ArticleAnalysis& a) {
  std::vector<Span> out;
  for (const auto& s : a.sentences) out.push_back(s.span);
  return out;
}

Alignment align(const std::string& derived, const std::string& source) {
  auto d = testing::analyze_text(derived, "pt");
  auto s = testing::analyze_text(source, "pt");
  StopWords stop = stop_words();
  SourceSentences index(index_words(s.analysis, stop), spans(s.analysis));
  return index.align(index_words(d.analysis, stop), spans(d.analysis), AlignOptions{});
}

const char* kSource =
    "A ponte sobre o rio Claro será interditada por três meses para obras de reforço. "
    "Os engenheiros encontraram fissuras nos pilares durante a inspeção de rotina feita em julho. "
    "O trânsito de caminhões será desviado pela rodovia estadual, o que aumenta a viagem em 40 "
    "minutos. A prefeitura promete ônibus gratuitos para os moradores da margem norte.";

TEST(Alignment, FindsReusedSentencesInAnotherOrder) {
  Alignment a = align(
      "A prefeitura promete ônibus gratuitos para os moradores da margem norte da cidade. "
      "Os engenheiros encontraram fissuras nos pilares durante uma inspeção de rotina em julho.",
      kSource);
  ASSERT_EQ(a.passages.size(), 2U);
  EXPECT_EQ(a.passages[0].source_sentence, 3U);
  EXPECT_EQ(a.passages[1].source_sentence, 1U);
  EXPECT_GT(a.derived_share, 0.9);
  EXPECT_GT(a.source_share, 0.3);
  EXPECT_LT(a.source_share, 0.7);
  EXPECT_EQ(a.copied_passages, 2U);
}

TEST(Alignment, AlignsASentenceMergedFromTwo) {
  Alignment a = align(
      "Com fissuras encontradas nos pilares na inspeção de julho, a ponte sobre o rio Claro será "
      "interditada por três meses.",
      kSource);
  ASSERT_EQ(a.passages.size(), 1U);
  EXPECT_EQ(a.passages[0].source_sentence, 0U);
  EXPECT_GT(a.passages[0].source.size(), 150U) << "the passage spans both source sentences";
}

TEST(Alignment, UnrelatedTextIsNotAligned) {
  Alignment a = align("O time da casa venceu o clássico de domingo com dois gols no segundo tempo.",
                      kSource);
  EXPECT_TRUE(a.passages.empty());
  EXPECT_EQ(a.derived_share, 0);
}

TEST(CopiedWords, NamesAndFiguresAreFactsNotWording) {
  StopWords stop = stop_words();
  auto d = testing::analyze_text("Vacinam crianças de 10 a 14 anos na Secretaria de Saúde de Campinas.", "pt");
  auto s = testing::analyze_text("A meta é vacinar crianças de 10 a 14 anos, disse a Secretaria de Saúde de Campinas.", "pt");
  TextWords dw = index_words(d.analysis, stop);
  TextWords sw = index_words(s.analysis, stop);
  EXPECT_EQ(copied_words(dw.words, 0, static_cast<uint32_t>(dw.words.size()), sw.words, 0,
                         static_cast<uint32_t>(sw.words.size())),
            0U);
}

TEST(CopiedWords, ARunOfSomebodysSentenceCounts) {
  StopWords stop = stop_words();
  auto d = testing::analyze_text("Segundo ele, o trânsito de caminhões será desviado pela estrada.", "pt");
  auto s = testing::analyze_text(kSource, "pt");
  TextWords dw = index_words(d.analysis, stop);
  TextWords sw = index_words(s.analysis, stop);
  // "o trânsito de caminhões será desviado pela": seven words in a row.
  EXPECT_EQ(copied_words(dw.words, 0, static_cast<uint32_t>(dw.words.size()), sw.words, 0,
                         static_cast<uint32_t>(sw.words.size())),
            7U);
}

}  // namespace
}  // namespace auditor::provenance
