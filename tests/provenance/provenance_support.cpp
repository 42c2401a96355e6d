// Analysis of short test texts with the repository's rules.
#include "tests/provenance/provenance_support.h"

#include <map>
#include <stdexcept>

#include "auditor/ingest/input.h"
#include "auditor/pipeline/auditor.h"
#include "tests/support/test_support.h"

namespace auditor::testing {

namespace {

const pipeline::Auditor& auditor_for(const std::string& language) {
  static std::map<std::string, std::unique_ptr<pipeline::Auditor>> cache;
  auto& slot = cache[language];
  if (!slot) {
    pipeline::AuditOptions options;
    options.rules_dir = repo_path("rules");
    options.language = language;
    auto created = pipeline::Auditor::create(options);
    if (!created.ok()) throw std::runtime_error(created.error().to_string());
    slot = std::make_unique<pipeline::Auditor>(std::move(created).value());
  }
  return *slot;
}

}  // namespace

AnalyzedText analyze_text(const std::string& text, const std::string& language,
                          const std::string& input) {
  auto doc = ingest::read_document_from_memory(text, input, "text");
  if (!doc.ok()) throw std::runtime_error(doc.error().to_string());
  AnalyzedText out;
  out.document = std::make_unique<Document>(std::move(doc).value());
  out.analysis = auditor_for(language).analyze(*out.document);
  return out;
}

}  // namespace auditor::testing
