// The hand-built run every report writer's golden test renders (independent of rules).
#pragma once

#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "auditor/report/writer.h"

namespace auditor::testing {

/// A finding of `rule` on the first occurrence of `excerpt` in the document's text, inside the
/// first occurrence of `sentence` (the excerpt itself when empty), with positions and fingerprint.
inline Finding make_finding(const Document& doc, const char* rule, Category category,
                            Severity severity, const std::string& excerpt,
                            const std::string& message, const std::string& sentence = "") {
  Finding f;
  f.rule = rule;
  f.category = category;
  f.severity = severity;
  f.message = message;
  uint32_t start = static_cast<uint32_t>(doc.text.find(excerpt));
  f.span = {start, start + static_cast<uint32_t>(excerpt.size())};
  f.sentence = sentence.empty() ? excerpt : sentence;
  uint32_t sstart = static_cast<uint32_t>(doc.text.find(f.sentence));
  f.sentence_span = {sstart, sstart + static_cast<uint32_t>(f.sentence.size())};
  f.excerpt = excerpt;
  f.position = doc.position(f.span.start);
  f.end_position = doc.position(f.span.end);
  f.fingerprint = compute_fingerprint(f.rule, f.excerpt, f.sentence);
  return f;
}

/// A two-paragraph Portuguese draft with one warning and one error, one finding an editor waived,
/// and one unreadable input.
struct SampleRun {
  Document doc;
  AuditedDocument audited;
  InputFailure failure{"notas.bin", make_error(ErrorCode::Binary, "notas.bin",
                                               "looks like a binary file, not text")};
  RunInfo info{"0.0.0-test", "", {}, "", {}};

  SampleRun() {
    std::string source =
        "# Prefeitura anuncia obras\n\nEspecialistas dizem que a obra vai atrasar. O custo é de "
        "R$ 2 milhões.\n\nA viagem foi paga pela construtora <Alfa & Cia>.\n";
    doc.input = "rascunho.md";
    doc.format = "markdown";
    doc.metadata.title = "Prefeitura anuncia obras";
    doc.source_map = SourceMap(source);
    DocumentBuilder b(doc);
    b.begin_block(BlockKind::Title, 1);
    b.append("Prefeitura anuncia obras", 2);
    b.begin_block(BlockKind::Paragraph);
    b.append("Especialistas dizem que a obra vai atrasar. O custo é de R$ 2 milhões.", 28);
    b.begin_block(BlockKind::Paragraph);
    b.append("A viagem foi paga pela construtora <Alfa & Cia>.", 102);
    b.end_block();
    audited.document = &doc;
    audited.language = "pt";
    audited.language_confidence = 0.97;
    audited.findings.push_back(make("attribution.vague-source", Category::Attribution,
                                    Severity::Warning, "Especialistas dizem",
                                    "\"Especialistas dizem\" does not say who.",
                                    "Especialistas dizem que a obra vai atrasar."));
    audited.findings.push_back(make("disclosure.missing", Category::Disclosure, Severity::Error,
                                    "A viagem foi paga pela construtora <Alfa & Cia>",
                                    "Paid travel with no disclosure.",
                                    "A viagem foi paga pela construtora <Alfa & Cia>."));
    audited.waived.push_back(
        {make("attribution.unattributed-number", Category::Attribution, Severity::Warning,
              "R$ 2 milhões", "\"R$ 2 milhões\" has no source.", "O custo é de R$ 2 milhões."),
         "O valor está no orçamento da prefeitura, citado na matéria anterior."});
    info.rules = {
        {"attribution.vague-source", "Vague source", "Names no one: say who the experts are.",
         Category::Attribution, Severity::Warning},
        {"disclosure.missing", "Missing disclosure", "A paid trip or gift needs a disclosure.",
         Category::Disclosure, Severity::Error}};
  }

  Finding make(const char* rule, Category category, Severity severity, const std::string& excerpt,
               const char* message, const std::string& sentence) {
    return make_finding(doc, rule, category, severity, excerpt, message, sentence);
  }

  /// The run as `format` writes it: begin, the document, the failure, end.
  std::string render(const char* format, report::WriterOptions options = {}) {
    std::ostringstream out;
    auto writer = report::make_writer(format, out, options);
    EXPECT_TRUE(writer.ok());
    RunSummary summary{1, 1, 2, 1, 1, 0, 0};
    (*writer)->begin(info);
    (*writer)->document(audited);
    (*writer)->failure(failure);
    (*writer)->end(summary);
    return out.str();
  }
};

}  // namespace auditor::testing
