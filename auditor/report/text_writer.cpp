// Compiler-style text report with the flagged span underlined in its sentence.
#include "auditor/report/text_writer.h"

#include <string>
#include <string_view>

#include "auditor/report/tally.h"
#include "auditor/text/utf8.h"

namespace auditor::report {

namespace {

constexpr const char* kBold = "\x1b[1m";
constexpr const char* kReset = "\x1b[0m";
constexpr const char* kRed = "\x1b[1;31m";
constexpr const char* kYellow = "\x1b[1;33m";
constexpr const char* kCyan = "\x1b[1;36m";
constexpr const char* kGreen = "\x1b[1;32m";
constexpr size_t kMaxExcerptColumns = 100;

const char* severity_color(Severity s) {
  switch (s) {
    case Severity::Error: return kRed;
    case Severity::Warning: return kYellow;
    case Severity::Info: return kCyan;
  }
  return kReset;
}

// A sentence on one line: line breaks and tabs would break the underline's alignment.
std::string flatten(std::string_view s) {
  std::string out(s);
  for (char& c : out) {
    if (c == '\n' || c == '\r' || c == '\t') c = ' ';
  }
  return out;
}

}  // namespace

void TextWriter::document(const AuditedDocument& audited) {
  for (const Diagnostic& d : audited.document->diagnostics) {
    out_ << d.where << ": " << paint(kCyan) << "note" << paint(kReset) << ": " << d.message << '\n';
  }
  for (const Finding& f : audited.findings) write_finding(audited, f);
}

void TextWriter::write_finding(const AuditedDocument& audited, const Finding& f) {
  out_ << paint(kBold) << audited.document->positions_file() << ':' << f.position.line << ':'
       << f.position.column << ":" << paint(kReset) << ' ' << paint(severity_color(f.severity))
       << to_string(f.severity) << paint(kReset) << ' ' << paint(kBold) << f.rule << paint(kReset)
       << ": " << f.message << '\n';
  if (options_.show_sentence) write_excerpt_line(f);
}

// Prints the sentence (cut to a window around the span when long) and a ^~~~ line under the span.
void TextWriter::write_excerpt_line(const Finding& f) {
  if (f.sentence.empty() || !f.sentence_span.contains(f.span.start)) return;
  std::string sentence = flatten(f.sentence);
  size_t rel_start = f.span.start - f.sentence_span.start;
  size_t rel_end = std::min<size_t>(f.span.end - f.sentence_span.start, sentence.size());
  std::string_view s(sentence);
  std::string_view before = s.substr(0, rel_start);
  std::string_view marked = s.substr(rel_start, rel_end - rel_start);
  std::string_view after = s.substr(rel_end);

  // Keep at most ~40 columns of context on each side so long sentences stay on one screen line.
  std::string lead, tail;
  size_t budget = kMaxExcerptColumns > text::count_code_points(marked)
                      ? (kMaxExcerptColumns - text::count_code_points(marked)) / 2
                      : 10;
  while (text::count_code_points(before) > budget) {
    size_t i = 0;
    text::next_code_point(before, i);
    before.remove_prefix(i);
    lead = "…";
  }
  if (text::count_code_points(after) > budget) {
    size_t i = 0, n = 0;
    while (i < after.size() && n < budget) {
      text::next_code_point(after, i);
      ++n;
    }
    after = after.substr(0, i);
    tail = "…";
  }
  out_ << "    " << lead << before << paint(kGreen) << marked << paint(kReset) << after << tail
       << '\n';
  size_t pad = text::count_code_points(lead) + text::count_code_points(before);
  size_t width = std::max<size_t>(1, text::count_code_points(marked));
  out_ << "    " << std::string(pad, ' ') << paint(kGreen) << '^' << std::string(width - 1, '~')
       << paint(kReset) << '\n';
}

void TextWriter::failure(const InputFailure& failure) {
  const std::string& where = failure.error.where.empty() ? failure.input : failure.error.where;
  out_ << paint(kBold) << where << ":" << paint(kReset) << ' ' << paint(kRed) << "error"
       << paint(kReset) << ": " << failure.error.message << '\n';
  failures_.push_back(failure);
}

void TextWriter::end(const RunSummary& s) {
  if (!options_.summary) return;
  out_ << '\n'
       << plural(s.documents, "document", "documents") << " audited, "
       << plural(s.findings, "finding", "findings") << " (" << severity_summary(s.errors, s.warnings, s.infos)
       << ")";
  if (s.failures) out_ << "; " << plural(s.failures, "input", "inputs") << " could not be read:";
  out_ << '\n';
  for (const InputFailure& f : failures_) {
    out_ << "  " << (f.error.where.empty() ? f.input : f.error.where) << ": " << f.error.message
         << '\n';
  }
  out_.flush();
}

}  // namespace auditor::report
