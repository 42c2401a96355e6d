// MinHash signatures estimate resemblance and containment; the band index finds rewrites, not strangers.
#include "auditor/provenance/minhash.h"

#include <gtest/gtest.h>

#include <cmath>

#include "auditor/provenance/corpus_search.h"
#include "tests/provenance/synthetic_text.h"

namespace auditor::provenance {
namespace {

const StopWords kNoStopWords;

std::vector<uint64_t> shingles_of(const std::string& text) { return document_shingles(text, kNoStopWords, 3); }

double exact_jaccard(const std::vector<uint64_t>& a, const std::vector<uint64_t>& b) {
  double in_a_of_b = containment(a, b) * static_cast<double>(a.size());
  return in_a_of_b / (static_cast<double>(a.size() + b.size()) - in_a_of_b);
}

// A pair of texts sharing `shared` of `total` sentences (the rest their own).
std::pair<std::string, std::string> overlapping_pair(unsigned seed, int shared, int total) {
  testing::SyntheticText common(seed), left(seed + 1000), right(seed + 2000);
  std::vector<std::string> both = common.sentences(shared), a = both, b = both;
  for (const std::string& s : left.sentences(total - shared)) a.push_back(s);
  for (const std::string& s : right.sentences(total - shared)) b.push_back(s);
  return {testing::join_article(a), testing::join_article(b)};
}

TEST(MinHash, ShinglesFoldCaseAndAccentsAndSkipStopWords) {
  StopWords stop = make_stop_words({"de", "a"});
  auto a = document_shingles("Região de Campo Alto recebe verba", stop, 3);
  auto b = document_shingles("regiao   CAMPO alto, a recebe; verba!", stop, 3);
  EXPECT_EQ(a, b);
  EXPECT_EQ(a.size(), 3u);  // regiao campo alto / campo alto recebe / alto recebe verba
}

TEST(MinHash, EstimatesJaccardWithinTolerance) {
  MinHasher hasher;  // the index's own parameters: 64 hash functions
  double total_error = 0;
  int pairs = 0;
  for (int shared : {5, 10, 20, 30}) {
    for (unsigned seed = 1; seed <= 5; ++seed) {
      auto [a, b] = overlapping_pair(seed * 31 + shared, shared, 40);
      auto sa = shingles_of(a), sb = shingles_of(b);
      double exact = exact_jaccard(sa, sb);
      double estimate = estimate_jaccard(hasher.sign(sa), hasher.sign(sb));
      // Three standard deviations of a 64-sample estimate.
      EXPECT_NEAR(estimate, exact, 3 * std::sqrt(exact * (1 - exact) / 64) + 0.02) << "shared " << shared;
      total_error += std::abs(estimate - exact);
      ++pairs;
    }
  }
  EXPECT_LT(total_error / pairs, 0.04);  // unbiased: errors average out
}

TEST(MinHash, IdenticalTextsHaveIdenticalSignaturesAndStrangersShareNothing) {
  MinHasher hasher;
  testing::SyntheticText one(7), two(8);
  std::string a = testing::join_article(one.sentences(20));
  std::string b = testing::join_article(two.sentences(20));
  EXPECT_DOUBLE_EQ(estimate_jaccard(hasher.sign(shingles_of(a)), hasher.sign(shingles_of(a))), 1.0);
  EXPECT_LT(estimate_jaccard(hasher.sign(shingles_of(a)), hasher.sign(shingles_of(b))), 0.05);
}

TEST(MinHash, EstimatesContainmentOfAShortRewriteInALongSource) {
  // A 12-sentence rewrite that takes 8 sentences of a 36-sentence source: Jaccard is low (about
  // 0.2), but two thirds of the rewrite is in the source.
  testing::SyntheticText source_text(11), own(12);
  std::vector<std::string> source = source_text.sentences(36);
  std::vector<std::string> rewrite(source.begin() + 4, source.begin() + 12);
  for (const std::string& s : own.sentences(4)) rewrite.push_back(s);
  auto s_source = shingles_of(testing::join_article(source)), s_rewrite = shingles_of(testing::join_article(rewrite));
  MinHasher hasher(MinHashParams{.hashes = 128});
  double exact = containment(s_rewrite, s_source);
  EXPECT_GT(exact, 0.6);
  EXPECT_NEAR(estimate_containment(hasher.sign(s_rewrite), hasher.sign(s_source)), exact, 0.2);
  EXPECT_LT(exact_jaccard(s_rewrite, s_source), 0.25);
}

TEST(CorpusSearch, FindsARewriteOfAStoredArticleAndNotAnUnrelatedOne) {
  MinHasher hasher;
  CorpusSearch search(hasher);
  // 300 unrelated articles, one source, and a rewrite keeping 5 of its 30 sentences plus 10 of its own.
  for (int i = 0; i < 300; ++i) {
    testing::SyntheticText t(100 + i);
    search.add({i + 1, "", hasher.sign(shingles_of(testing::join_article(t.sentences(25))))});
  }
  testing::SyntheticText source_text(5000), own(5001);
  std::vector<std::string> source = source_text.sentences(30);
  std::vector<std::string> rewrite(source.begin() + 10, source.begin() + 15);
  for (const std::string& s : own.sentences(10)) rewrite.push_back(s);
  search.add({1000, "2026-03-01", hasher.sign(shingles_of(testing::join_article(source)))});
  search.add({1001, "2026-03-02", hasher.sign(shingles_of(testing::join_article(rewrite)))});
  search.build();

  std::vector<CandidatePair> found = search.candidates(*search.find(1001), 0.15);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].second, 1000);
  EXPECT_GT(found[0].first_in_second, 0.15);
  EXPECT_TRUE(search.candidates(*search.find(5), 0.15).empty());
}

TEST(CorpusSearch, OriginalIsTheEarlierPublishedThenTheLongerThenTheFirstStored) {
  Signature longer{{}, 300}, shorter{{}, 100};
  CorpusEntry early{9, "2026-03-01", shorter}, late{2, "2026-03-05T08:00:00Z", longer};
  EXPECT_TRUE(is_likely_original(early, late));
  EXPECT_FALSE(is_likely_original(late, early));
  CorpusEntry undated_long{5, "", longer}, undated_short{3, "", shorter};
  EXPECT_TRUE(is_likely_original(undated_long, undated_short));
  CorpusEntry first{3, "", shorter}, second{4, "", shorter};
  EXPECT_TRUE(is_likely_original(first, second));

  CopyEdge edge = orient(late, early, 0.2, 0.7);
  EXPECT_EQ(edge.copy_id, 2);
  EXPECT_EQ(edge.source_id, 9);
  EXPECT_DOUBLE_EQ(edge.copied_share, 0.2);
  EXPECT_DOUBLE_EQ(edge.source_used, 0.7);
}

TEST(CorpusSearch, ClustersAreConnectedGroupsWithTheirOriginals) {
  // 7 is an agency story copied by 3 and 12; 12 was copied in turn by 20; 40 copied 41.
  std::vector<CopyEdge> edges = {{3, 7, 0.8, 0.3}, {12, 7, 0.6, 0.4}, {20, 12, 0.7, 0.5}, {40, 41, 0.9, 0.9}};
  std::vector<Cluster> clusters = build_clusters(edges);
  ASSERT_EQ(clusters.size(), 2u);
  EXPECT_EQ(clusters[0].id, 3);
  EXPECT_EQ(clusters[0].originals, std::vector<int64_t>{7});
  EXPECT_EQ(clusters[0].copies, (std::vector<int64_t>{3, 12, 20}));
  EXPECT_EQ(clusters[1].id, 40);
  EXPECT_EQ(clusters[1].originals, std::vector<int64_t>{41});
}

TEST(CorpusSearch, TwoCopiesOfOneOriginalAreNotLinkedToEachOther) {
  // 2 and 3 both copied 1; 3 also shares text with 2, but less than it took from 1.
  std::vector<CopyEdge> edges = {{2, 1, 0.7, 0.4}, {3, 1, 0.8, 0.5}, {3, 2, 0.5, 0.5}};
  std::vector<CopyEdge> kept = without_sibling_edges(edges);
  ASSERT_EQ(kept.size(), 2u);
  EXPECT_EQ(kept[0].source_id, 1);
  EXPECT_EQ(kept[1].source_id, 1);
  // 4 took more from 2 than from 1 (2 added text of its own that 4 copied): both links stay.
  std::vector<CopyEdge> chain = {{2, 1, 0.7, 0.4}, {4, 1, 0.3, 0.2}, {4, 2, 0.8, 0.6}};
  EXPECT_EQ(without_sibling_edges(chain).size(), 3u);
}

}  // namespace
}  // namespace auditor::provenance
