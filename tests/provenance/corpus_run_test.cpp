// The corpus run over a store: incremental indexing, the SQL band search, and who copied whom.
#include "auditor/pipeline/corpus_run.h"

#include <gtest/gtest.h>

#include "auditor/store/corpus_index.h"
#include "auditor/store/store_sink.h"
#include "tests/provenance/synthetic_text.h"
#include "tests/support/test_support.h"

namespace auditor::pipeline {
namespace {

// Stores documents in a run, as `auditor check` would, with no findings.
class CorpusFixture : public ::testing::Test {
 protected:
  void SetUp() override {
    path_ = testing::temp_dir() + "/corpus.db";
    auto store = store::Store::open(path_);
    ASSERT_TRUE(store.ok()) << store.error().to_string();
    store_ = std::move(store).value();
    AuditOptions options;
    options.rules_dir = testing::repo_path("rules");
    options.language = "pt";
    auto auditor = Auditor::create(options);
    ASSERT_TRUE(auditor.ok()) << auditor.error().to_string();
    auditor_.emplace(std::move(auditor).value());
  }

  void store_documents(const std::vector<Document>& docs) {
    store::StoreSink sink(*store_);
    RunInfo run;
    run.tool_version = "test";
    run.rules_digest = "rules";
    sink.begin(run);
    for (const Document& d : docs) sink.document(AuditedDocument{&d, "pt", 1.0, {}, {}, {}});
    sink.end({});
    ASSERT_FALSE(sink.error()) << sink.error()->to_string();
  }

  Result<CorpusRunResult> run() { return run_corpus(*auditor_, *store_, CorpusRunOptions{}); }

  std::string path_;
  std::unique_ptr<store::Store> store_;
  std::optional<Auditor> auditor_;
};

Document make_document(std::string input, std::string text, std::string published = "") {
  Document d;
  d.input = std::move(input);
  d.format = "text";
  d.text = std::move(text);
  d.metadata.published = std::move(published);
  return d;
}

std::vector<Document> strangers(unsigned first_seed, int count) {
  std::vector<Document> out;
  for (int i = 0; i < count; ++i) {
    testing::SyntheticText t(first_seed + i);
    out.push_back(make_document("other-" + std::to_string(first_seed + i) + ".txt", testing::join_article(t.sentences(15))));
  }
  return out;
}

TEST_F(CorpusFixture, IndexesOnlyDocumentsNotIndexedBefore) {
  store_documents(strangers(1, 5));
  auto first = run();
  ASSERT_TRUE(first.ok()) << first.error().to_string();
  EXPECT_EQ(first->indexed, 5u);
  EXPECT_EQ(first->documents, 5u);
  store_documents(strangers(100, 3));
  auto second = run();
  ASSERT_TRUE(second.ok()) << second.error().to_string();
  EXPECT_EQ(second->indexed, 3u);
  EXPECT_EQ(second->documents, 8u);
  auto third = run();
  ASSERT_TRUE(third.ok());
  EXPECT_EQ(third->indexed, 0u);
  EXPECT_EQ(third->new_edges, 0u);
}

TEST_F(CorpusFixture, TheEarlierPublishedArticleIsTheOriginalEvenWhenStoredLater) {
  testing::SyntheticText source_text(77), own(78);
  std::vector<std::string> source = source_text.sentences(24);
  std::vector<std::string> copy(source.begin(), source.begin() + 9);
  for (const std::string& s : own.sentences(3)) copy.push_back(s);
  // The copy is stored first (smaller id) and is longer-lived in the database, but was published later.
  store_documents({make_document("copy.txt", testing::join_article(copy), "2026-04-02"),
                   make_document("source.txt", testing::join_article(source), "2026-04-01")});
  store_documents(strangers(200, 4));
  auto result = run();
  ASSERT_TRUE(result.ok()) << result.error().to_string();
  EXPECT_EQ(result->new_edges, 1u);

  provenance::MinHasher hasher;
  store::CorpusIndex index(*store_, hasher);
  auto clusters = index.clusters();
  ASSERT_TRUE(clusters.ok());
  ASSERT_EQ(clusters->size(), 1u);
  const provenance::Cluster& c = clusters->front();
  ASSERT_EQ(c.originals.size(), 1u);
  ASSERT_EQ(c.copies.size(), 1u);
  EXPECT_EQ(index.document(c.originals[0])->input, "source.txt");
  EXPECT_EQ(index.document(c.copies[0])->input, "copy.txt");
  auto edges = index.edges();
  ASSERT_EQ(edges->size(), 1u);
  EXPECT_GT(edges->front().copied_share, 0.6);
  EXPECT_LT(edges->front().source_used, 0.45);
  // The copy was compared with its source, and that comparison is a stored run.
  ASSERT_EQ(result->checked.size(), 1u);
  EXPECT_EQ(result->checked[0].input, "copy.txt");
}

TEST_F(CorpusFixture, TheBandTableFindsOneDocumentsSourceWithoutLoadingTheCorpus) {
  testing::SyntheticText source_text(300), own(301);
  std::vector<std::string> source = source_text.sentences(30);
  std::vector<std::string> rewrite(source.begin() + 3, source.begin() + 10);
  for (const std::string& s : own.sentences(6)) rewrite.push_back(s);
  std::vector<Document> docs = strangers(400, 20);
  docs.push_back(make_document("source.txt", testing::join_article(source)));
  store_documents(docs);
  ASSERT_TRUE(run().ok());

  provenance::MinHasher hasher;
  store::CorpusIndex index(*store_, hasher);
  provenance::StopWords stop_words = provenance::Checker(auditor_->rules()).corpus_stop_words();
  auto shingles = provenance::document_shingles(testing::join_article(rewrite), stop_words, 3);
  auto found = index.candidates(hasher.sign(shingles));
  ASSERT_TRUE(found.ok()) << found.error().to_string();
  ASSERT_EQ(found->size(), 1u);
  EXPECT_EQ(index.document(found->front().id)->input, "source.txt");
}

}  // namespace
}  // namespace auditor::pipeline
