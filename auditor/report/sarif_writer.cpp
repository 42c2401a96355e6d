// SARIF 2.1.0 log writer: rules, results with regions and evidence, suppressions, notifications.
#include "auditor/report/sarif_writer.h"

#include <algorithm>
#include <cctype>
#include <vector>

#include "auditor/report/markup.h"

#ifndef AUDITOR_INFORMATION_URI
#define AUDITOR_INFORMATION_URI "https://example.org/auditor"
#endif

namespace auditor::report {

namespace {

using Json = nlohmann::ordered_json;

constexpr const char* kSchemaUri =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
constexpr const char* kFingerprintKey = "auditor/v1";

const char* sarif_level(Severity severity) {
  switch (severity) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Info: return "note";
  }
  return "none";
}

// Percent-encodes everything but unreserved characters and '/', so a path with spaces, '#', '?'
// or a colon in its first segment ("feed.xml:12") stays one relative URI path.
std::string percent_encode_path(std::string_view path) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : path) {
    if (std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~' || c == '/') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

// URLs stay as they are; file paths become relative URIs (absolute ones file:// URIs).
std::string artifact_uri(std::string_view input) {
  if (is_web_url(input)) return std::string(input);
  if (!input.empty() && input.front() == '/') return "file://" + percent_encode_path(input);
  return percent_encode_path(input);
}

Json artifact_location(std::string_view input) {
  return {{"uri", artifact_uri(input)}};
}

// A region by line and column in the input, with the extracted text's byte range as properties
// (SARIF's own byteOffset would count bytes of the input file, which differ for Markdown or HTML).
Json region(Position start, Position end, Span span, const std::string& snippet) {
  Json r = Json::object();
  if (start.line > 0) {
    r["startLine"] = start.line;
    r["startColumn"] = std::max<uint32_t>(start.column, 1);
  }
  if (end.line > 0) {
    r["endLine"] = end.line;
    r["endColumn"] = std::max<uint32_t>(end.column, 1);
  }
  r["snippet"] = {{"text", snippet}};
  r["properties"] = {{"extractedTextByteOffset", span.start},
                     {"extractedTextByteLength", span.size()}};
  return r;
}

Json related_locations(const std::vector<Evidence>& evidence) {
  Json out = Json::array();
  for (size_t i = 0; i < evidence.size(); ++i) {
    const Evidence& e = evidence[i];
    out.push_back({{"id", i + 1},
                   {"physicalLocation",
                    {{"artifactLocation", artifact_location(e.source)},
                     {"region", region(e.position, Position{}, e.span, e.excerpt)}}},
                   {"message", {{"text", e.note.empty() ? std::string("source text") : e.note}}}});
  }
  return out;
}

Json rule_descriptor(const RuleInfo* info, const Finding& first) {
  std::string description = info && !info->description.empty() ? info->description : first.message;
  std::string title = info && !info->name.empty() ? info->name : first.rule;
  return {
      {"id", first.rule},
      {"shortDescription", {{"text", title}}},
      {"fullDescription", {{"text", description}}},
      {"help", {{"text", description}}},
      {"defaultConfiguration", {{"level", sarif_level(info ? info->severity : first.severity)}}},
      {"properties", {{"category", to_string(info ? info->category : first.category)}}}};
}

Json tool_json(const RunInfo& run, Json rules) {
  Json driver = {{"name", "auditor"},
                 {"version", run.tool_version},
                 {"informationUri", AUDITOR_INFORMATION_URI},
                 {"rules", std::move(rules)}};
  return {{"driver", std::move(driver)}};
}

std::string dump(const Json& j) {
  // Text is valid UTF-8 by construction; replace rather than throw if a span ever cut a character.
  return j.dump(2, ' ', false, Json::error_handler_t::replace);
}

}  // namespace

void SarifWriter::begin(const RunInfo& run) {
  run_ = run;
}

size_t SarifWriter::rule_index(const Finding& finding) {
  auto [it, added] = rule_indices_.emplace(finding.rule, rules_.size());
  if (added) {
    auto info = std::find_if(run_.rules.begin(), run_.rules.end(),
                             [&](const RuleInfo& r) { return r.id == finding.rule; });
    rules_.push_back(rule_descriptor(info == run_.rules.end() ? nullptr : &*info, finding));
  }
  return it->second;
}

void SarifWriter::add_result(const Document& document, const Finding& f,
                             const std::string* waiver_reason) {
  Json result = {
      {"ruleId", f.rule},
      {"ruleIndex", rule_index(f)},
      {"level", sarif_level(f.severity)},
      {"message", {{"text", f.message}}},
      {"locations",
       {{{"physicalLocation",
          {{"artifactLocation", artifact_location(document.positions_file())},
           {"region", region(f.position, f.end_position, f.span, f.excerpt)}}}}}},
      {"partialFingerprints", {{kFingerprintKey, f.fingerprint}}},
  };
  if (!f.evidence.empty()) result["relatedLocations"] = related_locations(f.evidence);
  if (waiver_reason) {
    result["suppressions"] = {
        {{"kind", "external"}, {"status", "accepted"}, {"justification", *waiver_reason}}};
  }
  result["properties"] = {{"category", to_string(f.category)}, {"sentence", f.sentence}};
  // A feed item or dump line: the artifact is its file, the record is named here.
  if (!document.container.empty()) result["properties"]["input"] = document.input;
  results_.push_back(std::move(result));
}

void SarifWriter::document(const AuditedDocument& audited) {
  // Shown and waived findings interleave in reading order, as the other writers order findings.
  std::vector<std::pair<const Finding*, const std::string*>> ordered;
  for (const Finding& f : audited.findings) ordered.emplace_back(&f, nullptr);
  for (const WaivedFinding& w : audited.waived) ordered.emplace_back(&w.finding, &w.reason);
  std::stable_sort(ordered.begin(), ordered.end(),
                   [](const auto& a, const auto& b) { return finding_order(*a.first, *b.first); });
  for (const auto& [finding, reason] : ordered) add_result(*audited.document, *finding, reason);
}

void SarifWriter::failure(const InputFailure& failure) {
  notifications_.push_back(
      {{"level", "error"},
       {"message", {{"text", failure.error.message}}},
       {"locations",
        {{{"physicalLocation", {{"artifactLocation", artifact_location(failure.input)}}}}}},
       {"descriptor", {{"id", to_string(failure.error.code)}}},
       {"properties",
        {{"where", failure.error.where.empty() ? failure.input : failure.error.where}}}});
}

void SarifWriter::end(const RunSummary& summary) {
  Json invocation = {{"executionSuccessful", summary.failures == 0},
                     {"toolExecutionNotifications", std::move(notifications_)}};
  Json run = {
      {"tool", tool_json(run_, std::move(rules_))},
      {"invocations", Json::array({std::move(invocation)})},
      {"columnKind", "unicodeCodePoints"},
      {"results", std::move(results_)},
      {"properties",
       {{"extractedTextByteOffsets",
         "region.properties.extractedTextByteOffset/Length count bytes of the article's extracted "
         "text, not of the input file; lines and columns point into the input file"}}}};
  Json log = {
      {"$schema", kSchemaUri}, {"version", "2.1.0"}, {"runs", Json::array({std::move(run)})}};
  out_ << dump(log) << '\n';
  out_.flush();
}

}  // namespace auditor::report
