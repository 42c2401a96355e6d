// Reading each rule example as a document, running its rule alone and comparing with the marker.
#include "auditor/rules/example_runner.h"

#include <algorithm>
#include <cctype>

#include "auditor/ingest/input.h"
#include "auditor/rules/registry.h"
#include "auditor/text/utf8.h"

namespace auditor::rules {

namespace {

// Line and column (1-based, columns in code points) of a byte offset in the example's own text:
// what a finding's position must be when the reader changed the text (Markdown syntax).
Position position_in(std::string_view text, uint32_t offset) {
  Position p{1, 1};
  size_t i = 0;
  while (i < offset && i < text.size()) {
    if (text[i] == '\n') {
      ++p.line;
      p.column = 1;
      ++i;
    } else {
      text::next_code_point(text, i);
      ++p.column;
    }
  }
  return p;
}

std::string describe(const std::vector<Finding>& findings) {
  if (findings.empty()) return "nothing";
  std::string out;
  for (const Finding& f : findings) {
    if (!out.empty()) out += ", ";
    out += "\"" + f.excerpt + "\" (bytes " + std::to_string(f.span.start) + "-" +
           std::to_string(f.span.end) + ")";
  }
  return out;
}

ExampleFailure failure(const ExampleCase& c, std::string message) {
  const RuleSpec& spec = c.rule->spec();
  return ExampleFailure{spec.file, c.example->line, spec.id, spec.language, std::move(message)};
}

// Analyzes the example's document as a run would and keeps the findings of its rule alone.
std::vector<Finding> check_alone(const ExampleCase& c, const Document& doc) {
  analysis::ArticleAnalysis analysis;
  analysis.document = &doc;
  analysis.language = c.language->language;
  analysis.language_confidence = 1;
  analysis.sentences = c.language->segmenter.segment(doc);
  if (c.language->analyzer) c.language->analyzer->analyze(analysis);
  std::vector<Finding> findings;
  c.rule->check(analysis, findings);
  std::erase_if(findings, [&](const Finding& f) { return f.rule != c.rule->spec().id; });
  return findings;
}

}  // namespace

std::string ExampleCase::name() const {
  std::string out =
      language->language + "_" + rule->spec().id + "_line_" + std::to_string(example->line);
  std::replace_if(
      out.begin(), out.end(), [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); },
      '_');
  return out;
}

std::string ExampleCase::where() const {
  return rule->spec().file + ":" + std::to_string(example->line);
}

std::vector<ExampleCase> collect_examples(const RuleSet& rules) {
  std::vector<ExampleCase> out;
  for (const std::string& code : rules.languages()) {
    const LanguageRules* language = rules.language(code);
    for (const std::unique_ptr<Rule>& rule : language->rules) {
      for (const RuleExample& example : rule->spec().examples) {
        out.push_back(ExampleCase{language, rule.get(), &example});
      }
    }
  }
  return out;
}

std::optional<ExampleFailure> run_example(const ExampleCase& c) {
  const RuleExample& example = *c.example;
  const std::string& id = c.rule->spec().id;
  Result<Document> doc = ingest::read_document_from_memory(example.text, c.where(), example.format);
  if (!doc) return failure(c, "the example could not be read: " + doc.error().to_string());
  std::vector<Finding> findings = check_alone(c, *doc);

  if (!example.must_fire) {
    if (findings.empty()) return std::nullopt;
    return failure(c, "expected no finding; " + id + " flagged " + describe(findings));
  }
  // When the reader kept the text as written, spans compare directly. Otherwise (Markdown) the
  // finding must start where the marker starts in the example and flag the same words; ends are
  // not compared by position, since an end offset maps to wherever the next text came from.
  std::string_view marked = example.marker.in(example.text);
  bool same_text = doc->text == example.text;
  Position start = position_in(example.text, example.marker.start);
  bool hit = std::any_of(findings.begin(), findings.end(), [&](const Finding& f) {
    return same_text ? f.span == example.marker : f.position == start && f.excerpt == marked;
  });
  if (hit) return std::nullopt;
  return failure(c, "expected " + id + " to flag \"" + std::string(marked) + "\" (bytes " +
                        std::to_string(example.marker.start) + "-" +
                        std::to_string(example.marker.end) + "); it flagged " + describe(findings));
}

std::vector<ExampleFailure> check_example_coverage(const RuleSet& rules) {
  std::vector<ExampleFailure> out;
  for (const std::string& code : rules.languages()) {
    for (const std::unique_ptr<Rule>& rule : rules.language(code)->rules) {
      const RuleSpec& spec = rule->spec();
      // Kinds that fire only against sources are tested by their pair fixtures instead.
      if (const KindInfo* kind = find_kind(spec.kind); kind != nullptr && !kind->needs_examples) {
        continue;
      }
      auto fires = [](const RuleExample& e) { return e.must_fire; };
      auto add = [&](std::string message) {
        out.push_back({spec.file, spec.line, spec.id, spec.language, std::move(message)});
      };
      if (std::none_of(spec.examples.begin(), spec.examples.end(), fires)) {
        add("the rule has no example that fires");
      }
      if (std::all_of(spec.examples.begin(), spec.examples.end(), fires)) {
        add("the rule has no example that must not fire");
      }
    }
  }
  return out;
}

size_t count_examples(const RuleSet& rules) {
  return collect_examples(rules).size();
}

std::vector<ExampleFailure> run_examples(const RuleSet& rules) {
  std::vector<ExampleFailure> out = check_example_coverage(rules);
  for (const ExampleCase& c : collect_examples(rules)) {
    if (auto f = run_example(c)) out.push_back(std::move(*f));
  }
  return out;
}

}  // namespace auditor::rules
