// Reading a stored run back: its RunInfo, and its documents and failures replayed into a sink.
#include <nlohmann/json.hpp>
#include <optional>

#include "auditor/store/analysis_json.h"
#include "auditor/store/statement.h"
#include "auditor/store/store.h"

namespace auditor::store {

namespace {

ErrorCode parse_error_code(const std::string& name) {
  for (int c = 0; c <= static_cast<int>(ErrorCode::Internal); ++c) {
    if (name == to_string(static_cast<ErrorCode>(c))) return static_cast<ErrorCode>(c);
  }
  return ErrorCode::Internal;
}

// Parses a JSON column written by the store; a damaged cell reads as empty rather than failing
// the whole report.
nlohmann::json parse_json_column(const std::string& text) {
  nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  return j.is_array() ? j : nlohmann::json::array();
}

uint32_t u32(const nlohmann::json& j, const char* key) { return j.value(key, 0u); }

std::vector<Evidence> parse_evidence(const std::string& text) {
  std::vector<Evidence> out;
  for (const nlohmann::json& e : parse_json_column(text)) {
    out.push_back({e.value("source", ""), {u32(e, "start"), u32(e, "end")}, {u32(e, "line"), u32(e, "column")},
                   e.value("excerpt", ""), e.value("note", "")});
  }
  return out;
}

std::vector<Diagnostic> parse_diagnostics(const std::string& text) {
  std::vector<Diagnostic> out;
  for (const nlohmann::json& d : parse_json_column(text)) out.push_back({d.value("where", ""), d.value("message", "")});
  return out;
}

uint32_t column_u32(const Statement& q, int i) { return static_cast<uint32_t>(q.column_int(i)); }

// One finding row of the findings query below.
Finding read_finding(const Statement& q) {
  Finding f;
  f.rule = q.column_text(0);
  f.category = parse_category(q.column_text(1)).value_or(Category::Attribution);
  f.severity = parse_severity(q.column_text(2)).value_or(Severity::Warning);
  f.message = q.column_text(3);
  f.excerpt = q.column_text(4);
  f.sentence = q.column_text(5);
  f.span = {column_u32(q, 6), column_u32(q, 7)};
  f.position = {column_u32(q, 8), column_u32(q, 9)};
  f.end_position = {column_u32(q, 10), column_u32(q, 11)};
  f.fingerprint = q.column_text(12);
  f.evidence = parse_evidence(q.column_text(13));
  f.sentence_span = {column_u32(q, 14), column_u32(q, 15)};
  return f;
}

void count_document(const AuditedDocument& audited, RunSummary& summary) {
  ++summary.documents;
  for (const Finding& f : audited.findings) {
    ++summary.findings;
    if (f.severity == Severity::Error) ++summary.errors;
    else if (f.severity == Severity::Warning) ++summary.warnings;
    else ++summary.infos;
  }
}

// The failures of a run in output order; a run has few, so they are read at once and merged into
// the stream of documents by seq.
std::vector<std::pair<int64_t, InputFailure>> read_failures(sqlite3* db, int64_t run_id, int& rc) {
  Statement q(db, "SELECT seq, input, code, location, message FROM failures WHERE run_id = ? ORDER BY seq, id");
  q.bind(1, run_id);
  std::vector<std::pair<int64_t, InputFailure>> out;
  while ((rc = q.step()) == SQLITE_ROW) {
    out.push_back({q.column_int(0),
                   InputFailure{q.column_text(1), Error{parse_error_code(q.column_text(2)), q.column_text(3),
                                                        q.column_text(4)}}});
  }
  return out;
}

// Reads an audit's sources, quotes and numbers back into plain rows (for merging databases).
class AnalysisReader {
 public:
  explicit AnalysisReader(sqlite3* db)
      : query_(db, "SELECT sources, quotes, numbers FROM analyses WHERE audit_id = ?") {}

  bool read(int64_t audit_id, AnalysisRows& rows, std::string_view document_text) {
    query_.bind(1, audit_id);
    int rc = query_.step();
    bool ok = rc == SQLITE_DONE ||  // an audit that found none has no row
              (rc == SQLITE_ROW &&
               from_json(query_.column_text(0), query_.column_text(1), query_.column_text(2), rows, document_text));
    query_.reset();
    return ok;
  }

 private:
  Statement query_;
};

}  // namespace

Result<RunInfo> Store::run_info(int64_t run_id) {
  Statement q(db_, "SELECT tool_version, started_at, arguments, rules_digest FROM runs WHERE id = ?");
  q.bind(1, run_id);
  int rc = q.step();
  if (rc == SQLITE_DONE) {
    return make_error(ErrorCode::Usage, path_,
                      "there is no run " + std::to_string(run_id) + " in this database; 'auditor db stats' "
                      "counts the runs, and --run latest picks the newest");
  }
  if (rc != SQLITE_ROW) return error("cannot read run " + std::to_string(run_id));
  RunInfo run;
  run.tool_version = q.column_text(0);
  run.started_at = q.column_text(1);
  for (const nlohmann::json& a : parse_json_column(q.column_text(2))) {
    if (a.is_string()) run.arguments.push_back(a.get<std::string>());
  }
  run.rules_digest = q.column_text(3);
  return run;
}

Result<RunSummary> Store::replay_run(int64_t run_id, FindingSink& sink, bool with_analysis) {
  int rc = SQLITE_DONE;
  auto failures = read_failures(db_, run_id, rc);
  if (rc != SQLITE_DONE) return error("cannot read the failures of run " + std::to_string(run_id));
  // Documents the run saw, including texts audited before under the same rules (run_documents
  // links them), each with its own input name and reader notes.
  Statement documents(db_,
                      "SELECT rd.seq, rd.input, rd.diagnostics, a.id, a.language, a.language_confidence, d.format, "
                      "d.text, d.title, d.byline, d.publisher, d.published, d.modified, d.url, rd.container "
                      "FROM run_documents rd JOIN audits a ON a.id = rd.audit_id "
                      "JOIN documents d ON d.id = a.document_id WHERE rd.run_id = ? ORDER BY rd.seq, rd.rowid");
  Statement findings(db_,
                     "SELECT rule, category, severity, message, excerpt, sentence, start_byte, end_byte, line, col, "
                     "end_line, end_col, fingerprint, evidence, sentence_start, sentence_end "
                     "FROM findings WHERE audit_id = ? ORDER BY ordinal");
  documents.bind(1, run_id);
  std::optional<AnalysisReader> analysis;
  if (with_analysis) analysis.emplace(db_);
  RunSummary summary;
  size_t next_failure = 0;
  auto emit_failures_before = [&](int64_t seq) {
    for (; next_failure < failures.size() && failures[next_failure].first < seq; ++next_failure) {
      sink.failure(failures[next_failure].second);
      ++summary.failures;
    }
  };
  while ((rc = documents.step()) == SQLITE_ROW) {
    emit_failures_before(documents.column_int(0));
    Document doc;
    doc.input = documents.column_text(1);
    doc.diagnostics = parse_diagnostics(documents.column_text(2));
    doc.format = documents.column_text(6);
    doc.text = documents.column_text(7);
    doc.metadata.title = documents.column_text(8);
    doc.metadata.byline = documents.column_text(9);
    doc.metadata.publisher = documents.column_text(10);
    doc.metadata.published = documents.column_text(11);
    doc.metadata.modified = documents.column_text(12);
    doc.metadata.canonical_url = documents.column_text(13);
    doc.container = documents.column_text(14);
    AuditedDocument audited;
    audited.document = &doc;
    audited.language = documents.column_text(4);
    audited.language_confidence = documents.column_double(5);
    findings.bind(1, documents.column_int(3));
    int frc;
    while ((frc = findings.step()) == SQLITE_ROW) audited.findings.push_back(read_finding(findings));
    findings.reset();
    if (frc != SQLITE_DONE || (analysis && !analysis->read(documents.column_int(3), audited.analysis, doc.text))) {
      return error("cannot read the findings of " + doc.input);
    }
    count_document(audited, summary);
    sink.document(audited);
  }
  if (rc != SQLITE_DONE) return error("cannot read the documents of run " + std::to_string(run_id));
  emit_failures_before(INT64_MAX);
  return summary;
}

Result<std::vector<std::string>> Store::previous_fingerprints(const std::string& input, int64_t before_run) {
  Statement q(db_,
              "SELECT f.fingerprint FROM run_documents rd JOIN findings f ON f.audit_id = rd.audit_id "
              "WHERE rd.input = ?1 AND rd.run_id = (SELECT max(run_id) FROM run_documents "
              "WHERE input = ?1 AND run_id < ?2)");
  q.bind(1, input).bind(2, before_run);
  std::vector<std::string> out;
  int rc;
  while ((rc = q.step()) == SQLITE_ROW) out.push_back(q.column_text(0));
  if (rc != SQLITE_DONE) return error("cannot read the previous findings of " + input);
  return out;
}

Result<int64_t> Store::next_run_id() {
  Statement q(db_, "SELECT coalesce(max(id), 0) + 1 FROM runs");
  if (q.step() != SQLITE_ROW) return error("cannot read the runs");
  return q.column_int(0);
}

}  // namespace auditor::store
