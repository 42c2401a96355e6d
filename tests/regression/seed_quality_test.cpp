// The canonical real article (../shared/seeds/000_…) and its rewrite (001_…): what an editor must
// see, and no false alarm. Reads the seeds at test time; skips when ../shared is absent.
#include <gtest/gtest.h>

#include "auditor/ingest/input.h"
#include "auditor/pipeline/auditor.h"
#include "tests/support/test_support.h"

namespace auditor {
namespace {

class SeedQuality : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string shared = testing::shared_dir();
    if (shared.empty()) GTEST_SKIP() << "../shared is absent; the seed checks need it";
    pipeline::AuditOptions options;
    options.rules_dir = testing::repo_path("rules");
    auto created = pipeline::Auditor::create(options);
    ASSERT_TRUE(created.ok()) << created.error().to_string();
    auditor_ = std::make_unique<pipeline::Auditor>(std::move(created).value());
    auto doc = ingest::read_document({shared + "/seeds/" + seed()}, {});
    ASSERT_TRUE(doc.ok()) << doc.error().to_string();
    document_ = std::make_unique<Document>(std::move(doc).value());
    audited_ = auditor_->audit(*document_);
  }

  virtual std::string seed() const { return "000_74f6d592f1554340.txt"; }

  std::vector<const Finding*> of_rule(const std::string& rule) const {
    std::vector<const Finding*> out;
    for (const Finding& f : audited_.findings) {
      if (f.rule == rule) out.push_back(&f);
    }
    return out;
  }

  bool flags(const std::string& rule, const std::string& excerpt_part) const {
    for (const Finding* f : of_rule(rule)) {
      if (f->excerpt.find(excerpt_part) != std::string::npos) return true;
    }
    return false;
  }

  // The company's records and its "up to 50%" cost: single-source claims with a stake, each
  // naming Amazon.
  void expect_company_claims_flagged() const {
    bool records = false, cheaper = false;
    for (const Finding* f : of_rule("sourcing.single-source")) {
      records = records || f->excerpt == "recordes";
      cheaper = cheaper || f->excerpt.find("50%") != std::string::npos;
      EXPECT_EQ(f->severity, Severity::Error) << f->excerpt << ": the source works for the subject";
      EXPECT_NE(f->message.find("Amazon"), std::string::npos) << f->message;
    }
    EXPECT_TRUE(records) << seed() << ": the records rest on Amazon's engineer alone";
    EXPECT_TRUE(cheaper) << seed() << ": the 50% cost claim rests on Amazon alone";
  }

  std::unique_ptr<pipeline::Auditor> auditor_;
  std::unique_ptr<Document> document_;
  AuditedDocument audited_;
};

TEST_F(SeedQuality, ReadAsPortuguese) { EXPECT_EQ(audited_.language, "pt"); }

TEST_F(SeedQuality, DisclosureCoversThePressTrip) {
  EXPECT_TRUE(of_rule("disclosure.missing").empty());
}

TEST_F(SeedQuality, UnsourcedFiguresAreFlagged) {
  EXPECT_TRUE(flags("attribution.unattributed-number", "500 mil"));       // the cluster's size
  EXPECT_TRUE(flags("attribution.unattributed-number", "US$ 350 milhões"));  // the acquisition price
}

TEST_F(SeedQuality, FiguresAttributedToTheCompanyOrItsCeoAreNot) {
  EXPECT_FALSE(flags("attribution.unattributed-number", "US$ 50 bilhões"));  // announced by the CEO
  EXPECT_FALSE(flags("attribution.unattributed-number", "50%"));             // "a Amazon afirma"
}

TEST_F(SeedQuality, NoProductNameDateOrDurationIsFlagged) {
  for (const Finding* f : of_rule("attribution.unattributed-number")) {
    EXPECT_EQ(f->excerpt.find("Trainium"), std::string::npos) << f->excerpt;
    EXPECT_EQ(f->excerpt.find("Trn"), std::string::npos) << f->excerpt;
    for (const char* never : {"2015", "2024", "2025", "18 meses", "24 horas", "7 dias", "semanas"}) {
      EXPECT_EQ(f->excerpt.find(never), std::string::npos) << f->excerpt;
    }
  }
}

TEST_F(SeedQuality, CompanyClaimsAreSingleSourcedWithAStake) {
  expect_company_claims_flagged();
}

TEST_F(SeedQuality, SourcingIsConcentratedInTheCompany) {
  auto found = of_rule("sourcing.concentration");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_NE(found[0]->message.find("Amazon"), std::string::npos) << found[0]->message;
}

TEST_F(SeedQuality, AnalysisFindsTheSpeakersAndTheirStake) {
  analysis::ArticleAnalysis a = auditor_->analyze(*document_);
  EXPECT_EQ(a.subject, "Amazon");
  int found = 0;
  for (const analysis::Source& s : a.sources) {
    if (s.name == "Kristopher King" || s.name == "Mark Carroll" || s.name == "Andy Jassy") {
      ++found;
      EXPECT_EQ(s.stake, analysis::Stake::Subject) << s.name;
    }
    if (s.name == "Financial Times") {
      EXPECT_EQ(s.type, analysis::SourceType::Outlet);
    }
  }
  EXPECT_EQ(found, 3);
}

// The rewrite restates the company's claims in its own words ("custam até 50% menos para operar"):
// they rest on the company alone there too.
class SeedRewriteQuality : public SeedQuality {
 protected:
  std::string seed() const override { return "001_cdef48132f4cf51e.txt"; }
};

TEST_F(SeedRewriteQuality, CompanyClaimsAreSingleSourcedWithAStake) {
  expect_company_claims_flagged();
}

}  // namespace
}  // namespace auditor
