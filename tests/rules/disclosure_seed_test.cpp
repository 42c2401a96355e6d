// The real seed article: a press trip paid by the company covered, disclosed in its last
// paragraph. disclosure.missing must stay quiet on it, and must name the company once the
// disclosure is cut.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "auditor/ingest/input.h"
#include "auditor/pipeline/auditor.h"
#include "tests/support/test_support.h"

namespace auditor {
namespace {

constexpr const char* kSeed = "seeds/000_74f6d592f1554340.txt";

/// $AUDITOR_SHARED_DIR, or the shared folder beside the repository; "" when the seed is absent.
std::string seed_path() {
  const char* env = std::getenv("AUDITOR_SHARED_DIR");
  std::filesystem::path dir = env != nullptr && *env != '\0'
                                  ? std::filesystem::path(env)
                                  : std::filesystem::path(AUDITOR_REPO_DIR) / ".." / "shared";
  std::filesystem::path path = dir / kSeed;
  std::error_code ec;
  return std::filesystem::is_regular_file(path, ec) ? path.string() : std::string();
}

/// The disclosure.missing findings of one text, audited as the CLI would (Portuguese forced, so
/// that a change in language identification cannot hide the rule).
std::vector<Finding> disclosure_findings(const std::string& text) {
  pipeline::AuditOptions options;
  options.rules_dir = testing::repo_path("rules");
  options.language = "pt";
  Result<pipeline::Auditor> auditor = pipeline::Auditor::create(options);
  EXPECT_TRUE(auditor.ok()) << auditor.error().to_string();
  if (!auditor.ok()) return {};
  Result<Document> doc = ingest::read_document_from_memory(text, kSeed, "text");
  EXPECT_TRUE(doc.ok()) << doc.error().to_string();
  if (!doc.ok()) return {};
  AuditedDocument audited = auditor->audit(*doc);
  std::vector<Finding> out;
  for (const Finding& f : audited.findings) {
    if (f.rule == "disclosure.missing") out.push_back(f);
  }
  return out;
}

/// The article without its last paragraph (the "*Divulgação:" note).
std::string without_last_paragraph(std::string text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  size_t cut = text.rfind("\n\n");
  return cut == std::string::npos ? text : text.substr(0, cut + 1);
}

std::string describe(const std::vector<Finding>& findings) {
  std::string out;
  for (const Finding& f : findings) out += f.excerpt + ": " + f.message + "\n";
  return out;
}

TEST(DisclosureSeed, DisclosedPressTripIsNotFlagged) {
  std::string path = seed_path();
  if (path.empty()) GTEST_SKIP() << "the shared seeds are not here; set AUDITOR_SHARED_DIR";
  std::vector<Finding> findings = disclosure_findings(testing::read_file(path));
  EXPECT_TRUE(findings.empty()) << describe(findings);
}

TEST(DisclosureSeed, RemovingTheDisclosureFlagsAmazon) {
  std::string path = seed_path();
  if (path.empty()) GTEST_SKIP() << "the shared seeds are not here; set AUDITOR_SHARED_DIR";
  std::string text = without_last_paragraph(testing::read_file(path));
  ASSERT_EQ(text.find("Divulgação"), std::string::npos) << "the cut kept the disclosure";
  std::vector<Finding> findings = disclosure_findings(text);
  ASSERT_EQ(findings.size(), 1u) << describe(findings);
  EXPECT_EQ(findings[0].severity, Severity::Error);
  EXPECT_NE(findings[0].message.find("no disclosure names Amazon"), std::string::npos)
      << findings[0].message;
  // The tie sits in the first paragraph of the body, where the visit is offered.
  EXPECT_EQ(findings[0].position.line, 3u);
}

}  // namespace
}  // namespace auditor
