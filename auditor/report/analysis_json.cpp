// JSON and text renderings of an ArticleAnalysis.
#include "auditor/report/analysis_json.h"

#include <cmath>
#include <map>

namespace auditor::report {

namespace {

using Json = nlohmann::ordered_json;
using namespace analysis;

Json span_json(const ArticleAnalysis& a, Span span) {
  Position p = a.document->position(span.start);
  return {{"start", span.start}, {"end", span.end}, {"line", p.line}, {"column", p.column},
          {"text", std::string(a.document->view(span))}};
}

Json source_name(const ArticleAnalysis& a, uint32_t source) {
  return source == kNone ? Json(nullptr) : Json(a.sources[source].name);
}

Json attribution_source(const ArticleAnalysis& a, uint32_t attribution) {
  if (attribution == kNone) return nullptr;
  const Attribution& at = a.attributions[attribution];
  if (at.source == kNone) return nullptr;
  return a.sources[at.source].name;
}

// The notes on one kind of item ("number", "claim"), by span, in the rules' order.
using NotesBySpan = std::multimap<std::pair<uint32_t, uint32_t>, const RuleNote*>;

NotesBySpan by_span(const std::vector<RuleNote>& notes, std::string_view item) {
  NotesBySpan out;
  for (const RuleNote& note : notes) {
    if (note.item == item) out.emplace(std::pair{note.span.start, note.span.end}, &note);
  }
  return out;
}

// `{"<rule id>": "<verdict>"}` for the item at `span`, or null when no rule spoke of it.
Json rules_json(const NotesBySpan& notes, Span span) {
  auto [first, last] = notes.equal_range({span.start, span.end});
  if (first == last) return nullptr;
  Json rules = Json::object();
  for (auto it = first; it != last; ++it) rules[it->second->rule] = it->second->verdict;
  return rules;
}

Json numbers_json(const ArticleAnalysis& a, const NotesBySpan& notes) {
  Json out = Json::array();
  for (const NumericExpression& n : a.numbers) {
    Json j = span_json(a, n.span);
    j["value"] = n.value;
    if (n.value_high) j["value_high"] = *n.value_high;
    j["unit"] = n.unit;
    j["kind"] = to_string(n.kind);
    j["statistic"] = is_statistic(n.kind);
    if (n.approximation != Approximation::None) j["approximation"] = to_string(n.approximation);
    j["source"] = attribution_source(a, n.attribution);
    if (Json rules = rules_json(notes, n.span); !rules.is_null()) j["rules"] = std::move(rules);
    out.push_back(std::move(j));
  }
  return out;
}

Json quotes_json(const ArticleAnalysis& a) {
  Json out = Json::array();
  for (const Quote& q : a.quotes) {
    Json j = span_json(a, q.span);
    j["speaker"] = source_name(a, q.speaker);
    j["partial"] = q.partial;
    out.push_back(std::move(j));
  }
  return out;
}

Json sources_json(const ArticleAnalysis& a) {
  Json out = Json::array();
  for (const Source& s : a.sources) {
    Json mentions = Json::array();
    for (Span m : s.mentions) mentions.push_back(span_json(a, m));
    out.push_back({{"name", s.name},
                   {"role", s.role},
                   {"organization", s.organization},
                   {"party", s.party},
                   {"affiliation", s.affiliation},
                   {"type", to_string(s.type)},
                   {"stake", to_string(s.stake)},
                   {"official", s.official},
                   {"statistics", s.statistics},
                   {"investigator", s.investigator},
                   {"mentions", std::move(mentions)}});
  }
  return out;
}

Json attributions_json(const ArticleAnalysis& a) {
  Json out = Json::array();
  for (const Attribution& at : a.attributions) {
    out.push_back({{"cue", span_json(a, at.cue)},
                   {"source", source_name(a, at.source)},
                   {"covers", {{"start", at.covers.start}, {"end", at.covers.end}}},
                   {"via_link", at.via_link}});
  }
  return out;
}

Json claims_json(const ArticleAnalysis& a, const NotesBySpan& notes) {
  Json out = Json::array();
  for (const Claim& c : a.claims) {
    Json sources = Json::array();
    for (uint32_t s : c.sources) sources.push_back(a.sources[s].name);
    Json j = {{"kind", to_string(c.kind)},
              {"trigger", span_json(a, c.trigger)},
              {"sentence", {{"start", c.span.start}, {"end", c.span.end}}},
              {"sources", std::move(sources)}};
    if (Json rules = rules_json(notes, c.trigger); !rules.is_null()) j["rules"] = std::move(rules);
    out.push_back(std::move(j));
  }
  return out;
}

}  // namespace

Json analysis_to_json(const ArticleAnalysis& a, const std::vector<RuleNote>& notes) {
  Json out = {{"input", a.document->input},
              {"title", a.document->metadata.title},
              {"language", a.language},
              {"language_confidence", std::round(a.language_confidence * 1000) / 1000},
              {"subject", a.subject},
              {"sentences", a.sentences.size()},
              {"numbers", numbers_json(a, by_span(notes, "number"))},
              {"quotes", quotes_json(a)},
              {"sources", sources_json(a)},
              {"attributions", attributions_json(a)},
              {"claims", claims_json(a, by_span(notes, "claim"))}};
  // What a rule that reads the whole article (sourcing.concentration) made of it.
  if (Json rules = rules_json(by_span(notes, "article"), Span{0, 0}); !rules.is_null())
    out["rules"] = std::move(rules);
  return out;
}

void write_analysis_text(const ArticleAnalysis& a, std::ostream& out,
                         const std::vector<RuleNote>& notes) {
  const Document& doc = *a.document;
  auto where = [&](Span s) {
    Position p = doc.position(s.start);
    return doc.positions_file() + ":" + std::to_string(p.line) + ":" + std::to_string(p.column);
  };
  auto name = [&](uint32_t s) { return s == kNone ? std::string("(none)") : a.sources[s].name; };
  out << doc.input << ": language " << a.language << ", " << a.sentences.size() << " sentences"
      << (a.subject.empty() ? "" : ", subject " + a.subject) << "\n";
  const NotesBySpan article_notes = by_span(notes, "article");
  for (const auto& [span, note] : article_notes)
    out << "  " << note->rule << ": " << note->verdict << "\n";
  out << "\nsources:\n";
  for (const Source& s : a.sources) {
    out << "  " << s.name << " [" << to_string(s.type) << ", stake " << to_string(s.stake) << "]";
    if (!s.role.empty()) out << " role: " << s.role;
    if (!s.organization.empty()) out << " org: " << s.organization;
    if (!s.affiliation.empty()) out << " party: " << s.affiliation;
    out << " (" << s.mentions.size() << " mentions)\n";
  }
  out << "\nattributions:\n";
  for (const Attribution& at : a.attributions) {
    out << "  " << where(at.cue) << ": \"" << doc.view(at.cue) << "\" -> " << name(at.source)
        << (at.via_link ? " (link)" : "") << "\n";
  }
  out << "\nquotes:\n";
  for (const Quote& q : a.quotes) {
    out << "  " << where(q.span) << ": " << name(q.speaker) << (q.partial ? " (partial)" : "")
        << ": \"" << doc.view(q.span) << "\"\n";
  }
  out << "\nnumbers:\n";
  const NotesBySpan notes_of = by_span(notes, "number");
  for (const NumericExpression& n : a.numbers) {
    std::string source = n.attribution == kNone ? "(none)" : name(a.attributions[n.attribution].source);
    out << "  " << where(n.span) << ": " << doc.view(n.span) << " [" << to_string(n.kind) << " "
        << n.value << (n.unit.empty() ? "" : " " + n.unit) << "] source: " << source << "\n";
    auto [first, last] = notes_of.equal_range({n.span.start, n.span.end});
    for (auto it = first; it != last; ++it)
      out << "      " << it->second->rule << ": " << it->second->verdict << "\n";
  }
  out << "\nclaims:\n";
  const NotesBySpan claim_notes = by_span(notes, "claim");
  for (const Claim& c : a.claims) {
    out << "  " << where(c.trigger) << ": " << to_string(c.kind) << " \"" << doc.view(c.trigger)
        << "\" sources:";
    if (c.sources.empty()) out << " (none)";
    for (uint32_t s : c.sources) out << " " << a.sources[s].name;
    out << "\n";
    auto [first, last] = claim_notes.equal_range({c.trigger.start, c.trigger.end});
    for (auto it = first; it != last; ++it)
      out << "      " << it->second->rule << ": " << it->second->verdict << "\n";
  }
}

}  // namespace auditor::report
