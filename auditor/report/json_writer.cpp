// JSON and JSON Lines report writers.
#include "auditor/report/json_writer.h"

#include <cmath>

#include "auditor/core/result.h"

namespace auditor::report {

namespace {

std::string dump(const nlohmann::ordered_json& j, int indent) {
  // Text is valid UTF-8 by construction; replace rather than throw if a span ever cut a character.
  return j.dump(indent, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

nlohmann::ordered_json failure_to_json(const InputFailure& failure) {
  return {{"input", failure.input},
          {"code", to_string(failure.error.code)},
          {"where", failure.error.where},
          {"message", failure.error.message}};
}

nlohmann::ordered_json summary_to_json(const RunSummary& s) {
  return {{"documents", s.documents}, {"failures", s.failures}, {"findings", s.findings},
          {"errors", s.errors},       {"warnings", s.warnings}, {"infos", s.infos}};
}

}  // namespace

nlohmann::ordered_json finding_to_json(const Finding& f) {
  nlohmann::ordered_json j = {
      {"rule", f.rule},
      {"category", to_string(f.category)},
      {"severity", to_string(f.severity)},
      {"message", f.message},
      {"excerpt", f.excerpt},
      {"sentence", f.sentence},
      {"fingerprint", f.fingerprint},
      {"span",
       {{"start", f.span.start},
        {"end", f.span.end},
        {"line", f.position.line},
        {"column", f.position.column},
        {"end_line", f.end_position.line},
        {"end_column", f.end_position.column}}},
  };
  if (!f.evidence.empty()) {
    nlohmann::ordered_json evidence = nlohmann::ordered_json::array();
    for (const Evidence& e : f.evidence) {
      evidence.push_back({{"source", e.source},
                          {"excerpt", e.excerpt},
                          {"note", e.note},
                          {"span",
                           {{"start", e.span.start},
                            {"end", e.span.end},
                            {"line", e.position.line},
                            {"column", e.position.column}}}});
    }
    j["evidence"] = std::move(evidence);
  }
  return j;
}

nlohmann::ordered_json document_to_json(const AuditedDocument& audited) {
  const Document& doc = *audited.document;
  nlohmann::ordered_json findings = nlohmann::ordered_json::array();
  for (const Finding& f : audited.findings) findings.push_back(finding_to_json(f));
  nlohmann::ordered_json diagnostics = nlohmann::ordered_json::array();
  for (const Diagnostic& d : doc.diagnostics) {
    diagnostics.push_back({{"where", d.where}, {"message", d.message}});
  }
  nlohmann::ordered_json j;
  j["input"] = doc.input;
  if (!doc.container.empty()) j["container"] = doc.container;  // the feed or dump holding the record
  j["format"] = doc.format;
  j["title"] = doc.metadata.title;
  j["language"] = audited.language;
  j["language_confidence"] = std::round(audited.language_confidence * 1000) / 1000;
  j["findings"] = std::move(findings);
  if (!diagnostics.empty()) j["diagnostics"] = std::move(diagnostics);
  return j;
}

void JsonWriter::begin(const RunInfo& run) {
  if (lines_) return;
  nlohmann::ordered_json tool = {{"name", "auditor"}, {"version", run.tool_version}};
  if (!run.rules_digest.empty()) tool["rules_digest"] = run.rules_digest;
  out_ << "{\"tool\":" << dump(tool, -1) << ",\"documents\":[";
}

void JsonWriter::document(const AuditedDocument& audited) {
  if (lines_) {
    out_ << dump(document_to_json(audited), -1) << '\n';
    return;
  }
  out_ << (first_document_ ? "\n" : ",\n") << dump(document_to_json(audited), -1);
  first_document_ = false;
}

void JsonWriter::failure(const InputFailure& failure) {
  if (lines_) {
    out_ << dump({{"error", failure_to_json(failure)}}, -1) << '\n';
    return;
  }
  errors_.push_back(failure_to_json(failure));
}

void JsonWriter::end(const RunSummary& summary) {
  if (lines_) return;
  out_ << "\n],\"errors\":" << dump(errors_, -1) << ",\"summary\":" << dump(summary_to_json(summary), -1)
       << "}\n";
  out_.flush();
}

}  // namespace auditor::report
