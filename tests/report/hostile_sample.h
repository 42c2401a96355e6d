// An article written to attack a report: markup, scripts and javascript: links in its text, title,
// URLs and messages, with overlapping, nested, shared-start and empty findings.
#pragma once

#include <string>

#include "tests/report/sample_run.h"

namespace auditor::testing {

/// The hostile document and its seven findings. Every payload that ran would set the page's
/// data-pwned attribute or its title, which the tests look for.
struct HostileSample {
  Document doc;
  AuditedDocument audited;

  HostileSample() {
    doc.input = "javascript:document.body.setAttribute('data-pwned','input')";
    doc.format = "html";
    doc.metadata.title = "<b>Ponte</b> \"atrasada\" <script>document.title='PWNED'</script>";
    doc.metadata.canonical_url = "javascript:document.body.setAttribute('data-pwned','href')";
    doc.metadata.publisher = "Jornal <i>do Rio</i>";
    std::string source =
        "A prefeitura diz que a ponte fica pronta em março, segundo fontes.\n\n"
        "<script>alert(1)</script><script>document.body.setAttribute('data-pwned','script')</"
        "script>\n\n"
        "Veja: <img src=x onerror=alert(1)><img src=x "
        "onerror=\"document.body.setAttribute('data-pwned','img')\">\n\n"
        "Leia [aqui](javascript:alert(1)) ou <a "
        "href=\"javascript:document.body.setAttribute('data-pwned','a')\">aqui</a>.";
    doc.source_map = SourceMap(source);
    DocumentBuilder b(doc);
    size_t at = 0;
    while (at < source.size()) {
      size_t end = std::min(source.find("\n\n", at), source.size());
      b.begin_block(BlockKind::Paragraph);
      b.append(source.substr(at, end - at), static_cast<uint32_t>(at));
      at = end + 2;
    }
    b.end_block();
    audited.document = &doc;
    audited.language = "pt";
    add("sourcing.single-source", Category::Sourcing, Severity::Warning,
        "A prefeitura diz que a ponte fica pronta em março", "Only the city hall says so.");
    add("attribution.vague-source", Category::Attribution, Severity::Warning,
        "ponte fica pronta em março, segundo fontes", "Crosses the first <b>finding</b>.");
    add("attribution.vague-source", Category::Attribution, Severity::Info, "segundo fontes",
        "\"><img src=x onerror=\"document.body.setAttribute('data-pwned','message')\">");
    add("disclosure.missing", Category::Disclosure, Severity::Error, "<script>alert(1)</script>",
        "Starts where the next one starts.");
    add("disclosure.missing", Category::Disclosure, Severity::Warning,
        "<script>alert(1)</script><script>document.body.setAttribute('data-pwned','script')</"
        "script>",
        "Shares its start with the one before.");
    Finding& img = add("provenance.altered-quote", Category::Provenance, Severity::Error,
                       "<img src=x onerror=alert(1)>", "Altered from the source.");
    img.evidence.push_back({"javascript:document.body.setAttribute('data-pwned','evidence')",
                            {0, 10},
                            {2, 1},
                            "<img src=x onerror=alert(2)>",
                            "<u>one word</u> changed"});
    img.evidence.push_back({"https://example.com/nota?a=1&b=<2>",
                            {5, 9},
                            {1, 6},
                            "texto original",
                            "the <em>source</em> wording"});
    Finding empty = make_finding(doc, "attribution.unattributed-number", Category::Attribution,
                                 Severity::Info, "aqui", "An empty span still gets its mark.");
    empty.span.end = empty.span.start;
    audited.findings.push_back(empty);
    std::stable_sort(audited.findings.begin(), audited.findings.end(), finding_order);
  }

 private:
  Finding& add(const char* rule, Category category, Severity severity, const std::string& excerpt,
               const std::string& message) {
    audited.findings.push_back(make_finding(doc, rule, category, severity, excerpt, message));
    return audited.findings.back();
  }
};

}  // namespace auditor::testing
