// The canonical case: the rewrite in ../shared/seeds checked against the article it came from
// must show everything a careful editor would catch. Skips when ../shared is absent.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "auditor/ingest/input.h"
#include "auditor/pipeline/auditor.h"
#include "tests/support/test_support.h"

namespace auditor {
namespace {

class SeedPair : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string shared = testing::shared_dir();
    if (shared.empty()) GTEST_SKIP() << "../shared is absent; the seed pair needs it";
    auto source = ingest::read_document({shared + "/seeds/000_74f6d592f1554340.txt"}, {});
    auto rewrite = ingest::read_document({shared + "/seeds/001_cdef48132f4cf51e.txt"}, {});
    ASSERT_TRUE(source.ok() && rewrite.ok());
    rewrite_ = std::make_unique<Document>(std::move(rewrite).value());
    pipeline::AuditOptions options;
    options.rules_dir = testing::repo_path("rules");
    options.sources.push_back(std::make_shared<const Document>(std::move(source).value()));
    auto auditor = pipeline::Auditor::create(options);
    ASSERT_TRUE(auditor.ok()) << auditor.error().to_string();
    for (Finding& f : auditor->audit(*rewrite_).findings) {
      if (f.rule.starts_with("provenance.")) findings_.push_back(std::move(f));
    }
  }

  std::vector<const Finding*> of(const std::string& rule) const {
    std::vector<const Finding*> out;
    for (const Finding& f : findings_) {
      if (f.rule == rule) out.push_back(&f);
    }
    return out;
  }

  /// The altered-quote finding whose quote starts with `words`, or null.
  const Finding* altered(const std::string& words) const {
    for (const Finding* f : of("provenance.altered-quote")) {
      if (f->excerpt.starts_with(words)) return f;
    }
    return nullptr;
  }

  std::unique_ptr<Document> rewrite_;
  std::vector<Finding> findings_;
};

TEST_F(SeedPair, ReuseWithoutCreditOverAClaimedVisit) {
  auto reuse = of("provenance.uncredited-reuse");
  ASSERT_EQ(reuse.size(), 1U);
  // The rewrite says "Em uma visita exclusiva, pudemos vislumbrar": presence it did not have.
  EXPECT_NE(reuse[0]->message.find("first-hand presence"), std::string::npos) << reuse[0]->message;
  EXPECT_GE(reuse[0]->evidence.size(), 5U);
}

TEST_F(SeedPair, TheSourcesTripDisclosureIsReportedDropped) {
  auto dropped = of("provenance.dropped-disclosure");
  ASSERT_EQ(dropped.size(), 1U);
  EXPECT_NE(dropped[0]->message.find("Amazon"), std::string::npos);
  ASSERT_EQ(dropped[0]->evidence.size(), 1U);
  EXPECT_NE(dropped[0]->evidence[0].excerpt.find("passagem"), std::string::npos);
}

TEST_F(SeedPair, TheQuoteTheSourceNeverHadIsUntraceable) {
  auto untraceable = of("provenance.untraceable-quote");
  ASSERT_EQ(untraceable.size(), 1U);
  EXPECT_TRUE(untraceable[0]->excerpt.starts_with("Nossa base de clientes"));
}

TEST_F(SeedPair, EveryAlteredQuoteShowsItsWordChanges) {
  EXPECT_EQ(of("provenance.altered-quote").size(), 4U);
  struct Case {
    const char* quote;
    const char* change;
  };
  for (Case c : {Case{"está quebrando todos os recordes", "[-tipos de-]"},
                 Case{"preço por potência", "[-custo-] {+preço+}"},
                 Case{"basicamente uma alteração", "{+código+}"},
                 Case{"Ficar acordado", "{+resolvendo+}"}}) {
    const Finding* f = altered(c.quote);
    ASSERT_NE(f, nullptr) << "no altered-quote finding for “" << c.quote << "”";
    EXPECT_NE(f->message.find(c.change), std::string::npos) << f->message;
    ASSERT_EQ(f->evidence.size(), 1U);
  }
}

TEST_F(SeedPair, TermsInQuotationMarksAreNotQuotes) {
  for (const Finding& f : findings_) {
    EXPECT_NE(f.excerpt, "bring-up") << f.rule;
    EXPECT_NE(f.excerpt, "sleds") << f.rule;
  }
}

}  // namespace
}  // namespace auditor
