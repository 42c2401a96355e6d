// Names of analysis enums and lookups over one document's analysis.
#include "auditor/analysis/article_analysis.h"

#include <algorithm>

namespace auditor::analysis {

const char* to_string(NumberKind kind) {
  switch (kind) {
    case NumberKind::Money: return "money";
    case NumberKind::Percent: return "percent";
    case NumberKind::PercentagePoints: return "percentage-points";
    case NumberKind::Count: return "count";
    case NumberKind::Quantity: return "quantity";
    case NumberKind::Duration: return "duration";
    case NumberKind::Date: return "date";
    case NumberKind::Year: return "year";
    case NumberKind::Time: return "time";
    case NumberKind::Ordinal: return "ordinal";
    case NumberKind::Age: return "age";
    case NumberKind::Name: return "name";
    case NumberKind::Other: return "other";
  }
  return "other";
}

bool is_statistic(NumberKind kind) {
  switch (kind) {
    case NumberKind::Money:
    case NumberKind::Percent:
    case NumberKind::PercentagePoints:
    case NumberKind::Count:
    case NumberKind::Quantity:
      return true;
    default:
      return false;
  }
}

const char* to_string(Approximation a) {
  switch (a) {
    case Approximation::None: return "none";
    case Approximation::About: return "about";
    case Approximation::MoreThan: return "more-than";
    case Approximation::LessThan: return "less-than";
    case Approximation::UpTo: return "up-to";
    case Approximation::AtLeast: return "at-least";
  }
  return "none";
}

const char* to_string(SourceType type) {
  switch (type) {
    case SourceType::Person: return "person";
    case SourceType::Organization: return "organization";
    case SourceType::Document: return "document";
    case SourceType::Outlet: return "outlet";
    case SourceType::Anonymous: return "anonymous";
    case SourceType::Group: return "group";
  }
  return "person";
}

const char* to_string(Stake stake) {
  switch (stake) {
    case Stake::Unknown: return "unknown";
    case Stake::Subject: return "subject";
    case Stake::Interested: return "interested";
    case Stake::Independent: return "independent";
  }
  return "unknown";
}

const char* to_string(ClaimKind kind) {
  switch (kind) {
    case ClaimKind::Numeric: return "numeric";
    case ClaimKind::Superlative: return "superlative";
    case ClaimKind::Comparative: return "comparative";
    case ClaimKind::Evaluative: return "evaluative";
    case ClaimKind::Predictive: return "predictive";
  }
  return "numeric";
}

uint32_t ArticleAnalysis::sentence_index(uint32_t offset) const {
  // The last sentence starting at or before the offset, by a binary search whose halving is a
  // conditional move: the rules ask this tens of times per sentence, and std::upper_bound's
  // branches, taken at random, cost more than its comparisons.
  const text::Sentence* base = sentences.data();
  size_t count = sentences.size();
  if (count == 0 || offset < base->span.start) return kNone;
  while (count > 1) {
    const size_t half = count / 2;
    base = base[half].span.start <= offset ? base + half : base;
    count -= half;
  }
  return offset < base->span.end ? static_cast<uint32_t>(base - sentences.data()) : kNone;
}

const std::vector<text::Token>& ArticleAnalysis::tokens_of(uint32_t i, std::vector<text::Token>& scratch) const {
  if (i < sentence_tokens.size() && sentence_tokens.size() == sentences.size()) return sentence_tokens[i];
  scratch.clear();
  text::tokenize(text(), sentences[i].span, scratch);
  return scratch;
}

const text::Sentence* ArticleAnalysis::sentence_at(uint32_t offset) const {
  uint32_t i = sentence_index(offset);
  return i == kNone ? nullptr : &sentences[i];
}

namespace {

std::string source_name(const ArticleAnalysis& a, uint32_t index) {
  return index < a.sources.size() ? a.sources[index].name : "";
}

// Whether a stretch of text holds no opening quotation mark: the writer's words, not a quote.
bool holds_no_quotation(std::string_view clause) {
  return clause.find('"') == std::string_view::npos && clause.find("“") == std::string_view::npos;
}

}  // namespace

bool ArticleAnalysis::in_quote(uint32_t offset) const {
  return std::any_of(quotes.begin(), quotes.end(),
                     [&](const Quote& q) { return q.outer.contains(offset); });
}

bool ArticleAnalysis::in_title(uint32_t offset) const {
  const uint32_t s = sentence_index(offset);
  return s != kNone && document->blocks[sentences[s].block].kind == BlockKind::Title;
}

bool describes_speaker(std::string_view text, Span sentence, Span trigger, Span cue) {
  if (cue.start < trigger.end) return false;
  std::string_view after = text.substr(trigger.end, cue.start - trigger.end);
  while (!after.empty() && after.back() == ' ') after.remove_suffix(1);
  if (after.empty() || after.back() != ',' || after.find('"') != std::string_view::npos ||
      after.find("”") != std::string_view::npos) {
    return false;
  }
  std::string_view before = text.substr(sentence.start, trigger.start - sentence.start);
  for (std::string_view opener : {", que ", ", who ", ", which ", ", cujo ", ", cuja "}) {
    size_t at = before.rfind(opener);
    if (at == std::string_view::npos) continue;
    // The clause runs from its opener to the comma before the verb, with no quotation inside.
    if (holds_no_quotation(before.substr(at + 2))) return true;
  }
  return false;
}

bool describes_speaker_after(std::string_view text, Span cue, Span trigger) {
  if (trigger.start < cue.end) return false;
  const std::string_view between = text.substr(cue.end, trigger.start - cue.end);
  for (std::string_view opener : {", who ", ", que ", ", cujo ", ", cuja "}) {
    const size_t at = between.find(opener);
    if (at == std::string_view::npos) continue;
    // The clause still open at the trigger: no comma closes it first.
    const std::string_view clause = between.substr(at + 2);
    return clause.find(',') == std::string_view::npos && holds_no_quotation(clause) &&
           clause.find("”") == std::string_view::npos;
  }
  return false;
}

bool describes_speaker(const ArticleAnalysis& a, Span sentence, Span trigger,
                       const Attribution& at) {
  if (at.source < a.sources.size()) {
    const std::vector<Span>& mentions = a.sources[at.source].mentions;
    auto in_sentence_before = [&](Span m) {
      return m.start >= sentence.start && m.end <= at.cue.start;
    };
    auto in_sentence_after = [&](Span m) { return m.start >= at.cue.end && m.end <= sentence.end; };
    if (std::none_of(mentions.begin(), mentions.end(), in_sentence_before) &&
        std::any_of(mentions.begin(), mentions.end(), in_sentence_after)) {
      return false;
    }
  }
  return describes_speaker(a.text(), sentence, trigger, at.cue);
}

AnalysisRows to_rows(const ArticleAnalysis& a) {
  AnalysisRows rows;
  rows.sources.reserve(a.sources.size());
  for (const Source& s : a.sources) {
    rows.sources.push_back({s.name, s.role, s.organization, to_string(s.type), to_string(s.stake),
                            static_cast<uint32_t>(s.mentions.size())});
  }
  for (const Quote& q : a.quotes) {
    rows.quotes.push_back({q.span, std::string(a.document->view(q.span)), source_name(a, q.speaker)});
  }
  rows.numbers.reserve(a.numbers.size());
  for (const NumericExpression& n : a.numbers) {
    // Statistics are what researchers ask about ("on whose word do the figures rest?"); dates,
    // years, ordinals and model numbers were half the rows and most of the store's write time.
    if (!is_statistic(n.kind)) continue;
    uint32_t source = n.attribution < a.attributions.size() ? a.attributions[n.attribution].source : kNone;
    rows.numbers.push_back({n.span, std::string(a.document->view(n.span)), n.value, n.unit, to_string(n.kind),
                            source_name(a, source)});
  }
  return rows;
}

}  // namespace auditor::analysis
