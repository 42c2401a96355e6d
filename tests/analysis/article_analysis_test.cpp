// ArticleAnalysis: which sentence holds a text offset.
#include "auditor/analysis/article_analysis.h"

#include <gtest/gtest.h>

namespace auditor::analysis {
namespace {

// Sentences [10, 20), [20, 35), [40, 41), ... with gaps between some of them, as between blocks.
ArticleAnalysis with_sentences(const std::vector<Span>& spans) {
  ArticleAnalysis a;
  for (Span span : spans) a.sentences.push_back(text::Sentence{span, 0});
  return a;
}

TEST(ArticleAnalysis, FindsTheSentenceHoldingAnOffset) {
  const std::vector<Span> spans = {{10, 20}, {20, 35}, {40, 41}, {41, 60},
                                   {70, 90}, {90, 91}, {95, 99}};
  const ArticleAnalysis a = with_sentences(spans);
  for (uint32_t offset = 0; offset < 110; ++offset) {
    uint32_t expected = kNone;
    for (size_t i = 0; i < spans.size(); ++i) {
      if (spans[i].start <= offset && offset < spans[i].end) expected = static_cast<uint32_t>(i);
    }
    EXPECT_EQ(a.sentence_index(offset), expected) << "offset " << offset;
    EXPECT_EQ(a.sentence_at(offset), expected == kNone ? nullptr : &a.sentences[expected]);
  }
}

TEST(ArticleAnalysis, AnArticleWithoutSentencesHoldsNoOffset) {
  EXPECT_EQ(with_sentences({}).sentence_index(0), kNone);
  EXPECT_EQ(with_sentences({{0, 5}}).sentence_index(4), 0u);
  EXPECT_EQ(with_sentences({{0, 5}}).sentence_index(5), kNone);
}

}  // namespace
}  // namespace auditor::analysis
