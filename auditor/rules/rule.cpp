// Building findings for compiled rules, and error locations while compiling them.
#include "auditor/rules/rule.h"

#include <pugixml.hpp>

#include "auditor/rules/kind_support.h"

namespace auditor::rules {

namespace {

// Replaces every "{match}" in a message template with the flagged text.
std::string fill_template(std::string_view message, std::string_view match) {
  static constexpr std::string_view kPlaceholder = "{match}";
  std::string out;
  out.reserve(message.size() + match.size());
  size_t pos = 0;
  for (size_t hit; (hit = message.find(kPlaceholder, pos)) != std::string_view::npos;) {
    out.append(message.substr(pos, hit - pos));
    out.append(match);
    pos = hit + kPlaceholder.size();
  }
  out.append(message.substr(pos));
  return out;
}

}  // namespace

std::string LoadContext::where(const pugi::xml_node& node) const {
  ptrdiff_t offset = node.offset_debug();
  int line = 1;
  for (ptrdiff_t i = 0; i < offset && i < static_cast<ptrdiff_t>(source.size()); ++i) {
    if (source[static_cast<size_t>(i)] == '\n') ++line;
  }
  return file + ":" + std::to_string(line);
}

Finding Rule::make_finding(const analysis::ArticleAnalysis& analysis, Span span,
                           std::string message) const {
  const Document& doc = *analysis.document;
  Finding f;
  f.rule = spec_.id;
  f.category = spec_.category;
  f.severity = spec_.severity;
  f.span = span;
  f.excerpt = std::string(doc.view(span));
  if (message.empty()) message = spec_.message;
  f.message = fill_template(message, f.excerpt);
  if (const text::Sentence* s = analysis.sentence_at(span.start)) {
    f.sentence_span = s->span;
  } else if (const Block* b = block_at(doc, span.start)) {
    // Text the segmenter left out (a code block, a heading it skipped) still gets context.
    f.sentence_span = b->span;
  } else {
    f.sentence_span = span;
  }
  f.sentence = std::string(doc.view(f.sentence_span));
  f.position = doc.position(span.start);
  f.end_position = doc.position(span.end);
  f.fingerprint = compute_fingerprint(f.rule, f.excerpt, f.sentence);
  return f;
}

}  // namespace auditor::rules
