// HTML report writer: document sections with highlighted text, finding lists, filters, dashboard.
#include "auditor/report/html_writer.h"

#include <algorithm>
#include <string_view>
#include <tuple>
#include <utility>

#include "auditor/report/highlight.h"
#include "auditor/report/markup.h"
#include "auditor/report/report_assets.h"
#include "auditor/report/tally.h"

namespace auditor::report {

namespace {

constexpr Category kCategories[] = {Category::Disclosure, Category::Attribution, Category::Sourcing,
                                    Category::Provenance};
constexpr Severity kSeverities[] = {Severity::Error, Severity::Warning, Severity::Info};

std::string finding_classes(const Finding& f) {
  return std::string("finding cat-") + to_string(f.category) + " sev-" + to_string(f.severity);
}

// Only http(s) URLs become links (never javascript: or data:), and they leave without a referrer.
std::string link_or_text(const std::string& url, const std::string& label) {
  if (!is_web_url(url)) return html_escape(label);
  return "<a href=\"" + html_escape(url) + "\" rel=\"noopener noreferrer nofollow\">" +
         html_escape(label) + "</a>";
}

// Replaces each {{name}} of the template once; inserted values are never scanned again, so text
// that happens to contain "{{body}}" stays text.
std::string render_template(std::string_view page,
                            const std::vector<std::pair<std::string_view, std::string>>& values) {
  std::string out;
  size_t at = 0;
  while (true) {
    size_t open = page.find("{{", at);
    size_t close = open == std::string_view::npos ? open : page.find("}}", open);
    if (close == std::string_view::npos) break;
    std::string_view name = page.substr(open + 2, close - open - 2);
    out.append(page.substr(at, open - at));
    auto value =
        std::find_if(values.begin(), values.end(), [&](const auto& v) { return v.first == name; });
    out += value == values.end() ? std::string(page.substr(open, close + 2 - open)) : value->second;
    at = close + 2;
  }
  return out.append(page.substr(at));
}

std::string filter_boxes() {
  std::string html =
      "<form class=\"filters\" aria-label=\"filters\">\n<fieldset><legend>Category</legend>";
  for (Category c : kCategories) {
    html += std::string("<label><input type=\"checkbox\" checked data-filter=\"cat-") +
            to_string(c) + "\"> " + to_string(c) + "</label>";
  }
  html += "</fieldset>\n<fieldset><legend>Severity</legend>";
  for (Severity s : kSeverities) {
    html += std::string("<label><input type=\"checkbox\" checked data-filter=\"sev-") +
            to_string(s) + "\"> " + to_string(s) + "</label>";
  }
  return html + "</fieldset>\n</form>\n";
}

// An altered quote's word diff, already escaped, with "[-removed-]" and "{+added+}" marked as
// <del> and <ins>; a marker without its closing half stays text.
std::string mark_word_diff(std::string escaped) {
  for (auto [open, close, tag] : {std::tuple{"[-", "-]", "del"}, std::tuple{"{+", "+}", "ins"}}) {
    std::string out;
    size_t at = 0;
    while (true) {
      size_t start = escaped.find(open, at);
      size_t end = start == std::string::npos ? start : escaped.find(close, start + 2);
      if (end == std::string::npos) break;
      out.append(escaped, at, start - at);
      out += std::string("<") + tag + ">" + escaped.substr(start + 2, end - start - 2) + "</" + tag + ">";
      at = end + 2;
    }
    escaped = out.append(escaped, at, std::string::npos);
  }
  return escaped;
}

std::string evidence_comparison(const Finding& f, const Evidence& e) {
  std::string where = e.position.line > 0 ? " " + std::to_string(e.position.line) + ":" +
                                                std::to_string(e.position.column)
                                          : "";
  return "<div class=\"compare\"><figure><figcaption>This article</figcaption><blockquote>" +
         html_escape(f.excerpt) +
         "</blockquote></figure><figure><figcaption>Source: " + link_or_text(e.source, e.source) +
         where + "</figcaption><blockquote>" + html_escape(e.excerpt) +
         "</blockquote></figure><p class=\"note\">" + mark_word_diff(html_escape(e.note)) +
         "</p></div>\n";
}

std::string document_meta(const AuditedDocument& audited) {
  const Document& doc = *audited.document;
  std::string meta = link_or_text(doc.input, doc.input);
  if (!audited.language.empty()) meta += " · " + html_escape(audited.language);
  if (std::string outlet = outlet_of(doc); !outlet.empty()) meta += " · " + html_escape(outlet);
  if (!doc.metadata.canonical_url.empty() && doc.metadata.canonical_url != doc.input) {
    meta += " · " + link_or_text(doc.metadata.canonical_url, doc.metadata.canonical_url);
  }
  return "<p class=\"meta\">" + meta + "</p>\n";
}

std::string totals_line(const RunSummary& s) {
  std::string line = plural(s.documents, "document", "documents") + " audited, " +
                     plural(s.findings, "finding", "findings") + " (" +
                     severity_summary(s.errors, s.warnings, s.infos) + ")";
  if (s.failures) line += "; " + plural(s.failures, "input", "inputs") + " could not be read";
  return "<p class=\"totals\">" + line + "</p>\n";
}

std::string finding_item(const Finding& f, size_t id) {
  std::string n = std::to_string(id);
  std::string html = "<li class=\"" + finding_classes(f) + "\" data-for=\"" + n +
                     "\"><a class=\"goto\" href=\"#f-" + n + "\" data-target=\"" + n +
                     "\"><span class=\"sev\">" + to_string(f.severity) + "</span> <code>" +
                     html_escape(f.rule) + "</code> <span class=\"pos\">" +
                     std::to_string(f.position.line) + ":" + std::to_string(f.position.column) +
                     "</span></a>\n<p class=\"message\">" + html_escape(f.message) + "</p>\n";
  for (const Evidence& e : f.evidence) html += evidence_comparison(f, e);
  return html + "</li>\n";
}

// The side list of a document's findings; `first_id` is its first finding's report-wide id.
std::string finding_list(const AuditedDocument& audited, size_t first_id) {
  if (audited.findings.empty()) return "<aside class=\"findings\"><p>No findings.</p></aside>\n";
  std::string html = "<aside class=\"findings\"><ol>\n";
  for (size_t i = 0; i < audited.findings.size(); ++i)
    html += finding_item(audited.findings[i], first_id + i);
  return html + "</ol></aside>\n";
}

}  // namespace

void HtmlWriter::begin(const RunInfo& run) {
  version_ = run.tool_version;
}

void HtmlWriter::document(const AuditedDocument& audited) {
  const Document& doc = *audited.document;
  std::string anchor = "doc-" + std::to_string(++documents_);
  size_t first_id = findings_ + 1;
  std::vector<Highlight> highlights;
  for (const Finding& f : audited.findings) {
    highlights.push_back({f.span, ++findings_, finding_classes(f), f.message});
  }
  sections_ += "<section class=\"document\" id=\"" + anchor + "\">\n<h2>" +
               html_escape(document_heading(doc)) + "</h2>\n" + document_meta(audited) +
               "<p class=\"totals\">" + plural(audited.findings.size(), "finding", "findings") +
               " (" + severity_summary(count_by_severity(audited.findings)) +
               ")</p>\n<div class=\"columns\">\n" + "<div class=\"article-text\">" +
               highlight_html(doc.text, highlights) + "</div>\n" + finding_list(audited, first_id) +
               "</div>\n</section>\n";
  dashboard_.add(audited, anchor);
}

void HtmlWriter::failure(const InputFailure& failure) {
  failures_.push_back(failure);
}

std::string HtmlWriter::body(const RunSummary& summary) const {
  std::string html = "<main id=\"report\" data-findings=\"" + std::to_string(findings_) +
                     "\">\n<h1>Audit report</h1>\n" + totals_line(summary);
  if (documents_ > 1) html += dashboard_.render();
  html += filter_boxes() + sections_;
  if (!failures_.empty()) {
    html += "<section class=\"failures\">\n<h2>Inputs that could not be read</h2>\n<ul>\n";
    for (const InputFailure& f : failures_) {
      const std::string& where = f.error.where.empty() ? f.input : f.error.where;
      html += "<li><code>" + html_escape(where) + "</code>: " + html_escape(f.error.message) +
              "</li>\n";
    }
    html += "</ul>\n</section>\n";
  }
  return html + "</main>";
}

void HtmlWriter::end(const RunSummary& summary) {
  out_ << html_page("auditor report", body(summary), version_);
  out_.flush();
}

std::string html_page(std::string_view title, const std::string& body, std::string_view version) {
  return render_template(kReportHtml, {{"version", html_escape(std::string(version))},
                                       {"title", html_escape(std::string(title))},
                                       {"style", kReportCss},
                                       {"script", kReportJs},
                                       {"body", body}});
}

}  // namespace auditor::report
