// Rule::explain against Rule::check: the account `auditor analyze --explain` prints must call
// flagged exactly what the rule reports, on every annotated article.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <set>
#include <string>

#include "auditor/ingest/input.h"
#include "auditor/pipeline/auditor.h"
#include "tests/support/shared_auditor.h"
#include "tests/support/test_support.h"

namespace auditor {
namespace {

using Spans = std::set<std::pair<uint32_t, uint32_t>>;

TEST(RuleExplain, FlagsExactlyWhatEachRuleReports) {
  std::map<std::string, size_t> flagged_by_rule, notes_by_rule;
  size_t articles = 0;
  for (const auto& entry :
       std::filesystem::recursive_directory_iterator(testing::repo_path("fixtures/eval"))) {
    std::string path = entry.path().string();
    if (!entry.is_regular_file() || (!path.ends_with(".txt") && !path.ends_with(".md"))) continue;
    const pipeline::Auditor* auditor =
        testing::shared_auditor(path.find("/pt/") != std::string::npos ? "pt" : "en");
    ASSERT_NE(auditor, nullptr);
    auto doc = ingest::read_document_from_memory(testing::read_file(path), path,
                                                 path.ends_with(".md") ? "markdown" : "text");
    ASSERT_TRUE(doc.ok()) << doc.error().to_string();
    Document document = std::move(doc).value();
    analysis::ArticleAnalysis analysis = auditor->analyze(document);
    std::map<std::string, Spans> explained, reported;
    std::set<std::string> whole_article;  // rules whose one note is on the article, not a span
    for (const RuleNote& note : auditor->rules().explain(analysis)) {
      EXPECT_FALSE(note.verdict.empty()) << path << " " << note.rule;
      ++notes_by_rule[note.rule];
      explained[note.rule];  // a rule that explains and flags nothing still compares
      if (note.item == "article") whole_article.insert(note.rule);
      if (note.verdict == "flagged") explained[note.rule].emplace(note.span.start, note.span.end);
    }
    for (const Finding& f : auditor->audit(document).findings) {
      if (!explained.count(f.rule)) continue;
      if (whole_article.count(f.rule))
        reported[f.rule].emplace(0, 0);
      else
        reported[f.rule].emplace(f.span.start, f.span.end);
    }
    for (const auto& [rule, spans] : explained) {
      EXPECT_EQ(spans, reported[rule]) << path << " " << rule;
      flagged_by_rule[rule] += spans.size();
    }
    ++articles;
  }
  EXPECT_GE(articles, 40u);
  EXPECT_GE(flagged_by_rule["attribution.unattributed-number"], 50u);
  EXPECT_GE(flagged_by_rule["sourcing.single-source"], 40u);
  EXPECT_GT(notes_by_rule["sourcing.single-source"], flagged_by_rule["sourcing.single-source"]);
  EXPECT_GE(flagged_by_rule["sourcing.concentration"], 10u);
  EXPECT_EQ(notes_by_rule["sourcing.concentration"], articles);  // one note per article
}

}  // namespace
}  // namespace auditor
