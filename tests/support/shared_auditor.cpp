// One auditor per language for the whole test binary, and a rule's account of a text.
#include "tests/support/shared_auditor.h"

#include <gtest/gtest.h>

#include <memory>
#include <mutex>

#include "auditor/ingest/input.h"
#include "tests/support/test_support.h"

namespace auditor::testing {

const pipeline::Auditor* shared_auditor(const std::string& language) {
  static std::mutex mutex;
  static std::map<std::string, std::unique_ptr<pipeline::Auditor>> cache;
  std::lock_guard<std::mutex> lock(mutex);
  auto it = cache.find(language);
  if (it == cache.end()) {
    pipeline::AuditOptions options;
    options.rules_dir = repo_path("rules");
    options.language = language;
    auto created = pipeline::Auditor::create(options);
    if (!created.ok()) {
      ADD_FAILURE() << created.error().to_string();
      return nullptr;
    }
    it = cache.emplace(language, std::make_unique<pipeline::Auditor>(std::move(created).value()))
             .first;
  }
  return it->second.get();
}

std::map<std::string, std::string> rule_verdicts(const std::string& language,
                                                 const std::string& text, std::string_view rule,
                                                 std::string_view item) {
  const pipeline::Auditor* auditor = shared_auditor(language);
  auto doc = ingest::read_document_from_memory(text, "case", "text");
  EXPECT_TRUE(doc.ok()) << doc.error().to_string();
  if (auditor == nullptr || !doc.ok()) return {};
  analysis::ArticleAnalysis analysis = auditor->analyze(*doc);
  std::map<std::string, std::string> out;
  for (const RuleNote& note : auditor->rules().explain(analysis)) {
    if (note.rule == rule && note.item == item)
      out.emplace(analysis.document->view(note.span), note.verdict);
  }
  return out;
}

}  // namespace auditor::testing
