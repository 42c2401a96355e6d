// The library's front door: read, analyze and check documents with one immutable configuration.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "auditor/analysis/article_analysis.h"
#include "auditor/core/document.h"
#include "auditor/core/result.h"
#include "auditor/core/sink.h"
#include "auditor/ingest/input.h"
#include "auditor/provenance/checker.h"
#include "auditor/rules/project_config.h"
#include "auditor/rules/rule_set.h"

namespace auditor::pipeline {

/// What a user chose; resolved once into an Auditor, never read as raw strings downstream.
struct AuditOptions {
  std::string rules_dir;          ///< empty: rules::default_rules_dir()
  std::string language = "auto";  ///< "auto" or an ISO 639-1 code that forces the language
  ingest::ReadOptions read;
  /// The newsroom's auditor.toml (selected rules, severities, ties, aliases), if any.
  std::optional<rules::ProjectConfig> config;
  /// Sources every document is checked against (--source): reuse, quotes, figures, disclosures.
  std::vector<std::shared_ptr<const Document>> sources;
  /// Copy each document's sources, quotes and numbers into AuditedDocument::analysis (for the
  /// store); off when nothing keeps them, to spare the copies.
  bool record_analysis = false;
};

/// Audits documents. Immutable after create(); audit() is safe to call from many threads at once.
class Auditor {
 public:
  /// Loads and compiles the rule packs; errors name the file and line of a bad pack.
  static Result<Auditor> create(const AuditOptions& options);
  /// Builds an auditor over an already loaded rule set (tests, embedding).
  Auditor(std::shared_ptr<const rules::RuleSet> rules, AuditOptions options);

  /// The language the rules should run in for a document, with a confidence.
  std::pair<std::string, double> choose_language(const Document& document) const;
  /// Segments and analyzes one document.
  analysis::ArticleAnalysis analyze(const Document& document) const;
  /// Analyzes one document and runs every rule of its language, and the provenance rules against
  /// the sources when there are any; findings sorted by position.
  AuditedDocument audit(const Document& document) const;
  /// Reads one input and audits it; the Document is returned through `document`.
  Result<AuditedDocument> audit_input(const ingest::InputRef& input,
                                      std::unique_ptr<Document>& document) const;

  const rules::RuleSet& rules() const { return *rules_; }
  const AuditOptions& options() const { return options_; }

 private:
  void prepare_sources();
  void check_provenance(const analysis::ArticleAnalysis& analysis,
                        std::vector<Finding>& findings) const;

  std::shared_ptr<const rules::RuleSet> rules_;
  AuditOptions options_;
  std::shared_ptr<const provenance::Checker> provenance_;
  /// options_.sources analyzed and indexed once, shared by the worker threads.
  std::shared_ptr<const std::vector<provenance::PreparedSource>> sources_;
};

}  // namespace auditor::pipeline
