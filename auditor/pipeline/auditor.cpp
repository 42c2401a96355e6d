// Wiring of ingest, text, analysis and rules for one document.
#include "auditor/pipeline/auditor.h"

#include <algorithm>

#include "auditor/text/language.h"

namespace auditor::pipeline {

Result<Auditor> Auditor::create(const AuditOptions& options) {
  AuditOptions resolved = options;
  if (resolved.rules_dir.empty()) resolved.rules_dir = rules::default_rules_dir("");
  Result<rules::RuleSet> loaded =
      rules::RuleSet::load(resolved.rules_dir, resolved.config ? &*resolved.config : nullptr);
  if (!loaded.ok()) return loaded.error();
  auto shared = std::make_shared<const rules::RuleSet>(std::move(loaded).value());
  return Auditor(std::move(shared), std::move(resolved));
}

Auditor::Auditor(std::shared_ptr<const rules::RuleSet> rules, AuditOptions options)
    : rules_(std::move(rules)), options_(std::move(options)) {
  if (!options_.sources.empty()) prepare_sources();
}

void Auditor::prepare_sources() {
  provenance_ = std::make_shared<const provenance::Checker>(*rules_);
  auto prepared = std::make_shared<std::vector<provenance::PreparedSource>>();
  for (const std::shared_ptr<const Document>& source : options_.sources) {
    prepared->push_back(provenance_->prepare(analyze(*source)));
  }
  sources_ = std::move(prepared);
}

std::pair<std::string, double> Auditor::choose_language(const Document& document) const {
  if (options_.language != "auto" && !options_.language.empty()) return {options_.language, 1.0};
  std::string_view sample = text::language_sample(document.text);
  // Most articles are settled by their function words, at a fraction of CLD2's cost.
  if (std::optional<text::LanguageGuess> settled = rules_->function_words().identify(sample)) {
    return {settled->code, settled->confidence};
  }
  text::LanguageGuess guess = text::identify_language(sample);
  if (guess.code != "und") return {guess.code, guess.confidence};
  // Too little text to tell: trust what the input declared, if anything.
  const std::string& declared = document.metadata.language;
  if (declared.size() >= 2) return {declared.substr(0, 2), 0.5};
  return {"und", 0.0};
}

analysis::ArticleAnalysis Auditor::analyze(const Document& document) const {
  analysis::ArticleAnalysis analysis;
  analysis.document = &document;
  auto [language, confidence] = choose_language(document);
  analysis.language = language;
  analysis.language_confidence = confidence;
  if (const rules::LanguageRules* lang = rules_->language(language)) {
    analysis.sentences = lang->segmenter.segment(document);
    if (lang->analyzer) lang->analyzer->analyze(analysis);
  } else {
    analysis.sentences = text::SentenceSegmenter().segment(document);
  }
  return analysis;
}

AuditedDocument Auditor::audit(const Document& document) const {
  analysis::ArticleAnalysis analysis = analyze(document);
  AuditedDocument audited;
  audited.document = &document;
  audited.language = analysis.language;
  audited.language_confidence = analysis.language_confidence;
  rules_->check(analysis, audited.findings);
  if (sources_) check_provenance(analysis, audited.findings);
  std::sort(audited.findings.begin(), audited.findings.end(), finding_order);
  if (options_.record_analysis) audited.analysis = analysis::to_rows(analysis);
  return audited;
}

void Auditor::check_provenance(const analysis::ArticleAnalysis& analysis,
                               std::vector<Finding>& findings) const {
  std::vector<const provenance::PreparedSource*> sources;
  for (const provenance::PreparedSource& s : *sources_) {
    // A source given as an input too is not compared with itself.
    if (s.document().input != analysis.document->input) sources.push_back(&s);
  }
  provenance_->check(analysis, sources, findings);
}

Result<AuditedDocument> Auditor::audit_input(const ingest::InputRef& input,
                                             std::unique_ptr<Document>& document) const {
  Result<Document> read = ingest::read_document(input, options_.read);
  if (!read.ok()) return read.error();
  document = std::make_unique<Document>(std::move(read).value());
  return audit(*document);
}

}  // namespace auditor::pipeline
