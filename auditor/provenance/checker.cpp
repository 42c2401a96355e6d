// The provenance checks, one function per rule, over the shared alignment of derived and source.
#include "auditor/provenance/checker.h"

#include <algorithm>
#include <cstdio>

#include "auditor/provenance/figures.h"
#include "auditor/provenance/quote_match.h"
#include "auditor/rules/kind_support.h"
#include "auditor/text/normalize.h"
#include "auditor/text/tokenizer.h"

namespace auditor::provenance {

namespace {

using rules::kinds::ProvenanceRule;

/// Evidence lists stop here: an editor needs the pattern, not every sentence of a copied article.
constexpr size_t kMaxEvidence = 25;

std::string percent(double share) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%.0f%%", share * 100);
  return buf;
}

std::string source_label(const Document& source) {
  return !source.metadata.title.empty() ? source.input + " (“" + source.metadata.title + "”)"
                                        : source.input;
}

/// A long passage cut at a word boundary for a message: "first words of it …".
std::string shortened(std::string_view passage) {
  constexpr size_t kMessageExcerpt = 160;
  if (passage.size() <= kMessageExcerpt) return std::string(passage);
  size_t cut = passage.rfind(' ', kMessageExcerpt);
  if (cut == std::string_view::npos || cut < kMessageExcerpt / 2) cut = kMessageExcerpt;
  while (cut > 0 && (static_cast<unsigned char>(passage[cut]) & 0xC0) == 0x80) --cut;
  return std::string(passage.substr(0, cut)) + " …";
}

Evidence evidence_at(const Document& source, Span span, std::string note) {
  return Evidence{source.input, span, source.position(span.start), std::string(source.view(span)),
                  std::move(note)};
}

std::vector<Span> sentence_spans(const analysis::ArticleAnalysis& analysis) {
  std::vector<Span> out;
  out.reserve(analysis.sentences.size());
  for (const text::Sentence& s : analysis.sentences) out.push_back(s.span);
  return out;
}

std::string speaker_name(const analysis::ArticleAnalysis& a, uint32_t speaker) {
  return speaker < a.sources.size() ? a.sources[speaker].name : std::string();
}

/// The speaker of the source's quote around a span, or "".
std::string source_speaker(const analysis::ArticleAnalysis& source, Span span) {
  for (const analysis::Quote& q : source.quotes) {
    if (q.span.start <= span.start && span.start < q.span.end) return speaker_name(source, q.speaker);
  }
  return {};
}

/// "Mark Carroll" and "Carroll" are one speaker: compare the last names, folded.
bool same_speaker(const std::string& a, const std::string& b) {
  auto last = [](const std::string& name) {
    std::string folded = text::fold_for_matching(name);
    return folded.substr(folded.rfind(' ') + 1);
  };
  return last(a) == last(b);
}

}  // namespace

/// One language's provenance rules and word lists.
struct Checker::Language {
  StopWords stop_words;
  std::unique_ptr<CreditWords> credit_words;
  const rules::Rule* disclosure = nullptr;
  const ProvenanceRule* reuse = nullptr;
  const ProvenanceRule* dropped_disclosure = nullptr;
  const ProvenanceRule* altered_quote = nullptr;
  const ProvenanceRule* untraceable_quote = nullptr;
  const ProvenanceRule* changed_number = nullptr;
  const ProvenanceRule* new_number = nullptr;
};

/// Everything one comparison of a derived document needs, computed once for all its sources.
struct DerivedView {
  const analysis::ArticleAnalysis& analysis;
  TextWords words;
  std::vector<Span> spans;
  std::vector<text::Token> tokens;
};

namespace {

struct Context {
  const Checker::Language& lang;
  const DerivedView& derived;
  std::span<const PreparedSource* const> sources;
  std::vector<Finding>& out;
};

/// How many of a derived document's quotes each source holds (exact or altered): quoting words
/// that only the source reported is reusing its reporting too.
using QuoteCounts = std::vector<size_t>;

uint32_t word_count(const TextWords& words, Span span) {
  auto [first, last] = words.within(span);
  return last - first;
}

struct BestQuoteMatch {
  QuoteMatch match;
  size_t source = 0;
};

BestQuoteMatch best_quote_match(const Context& c, const analysis::Quote& quote, double similarity) {
  auto [first, last] = c.derived.words.within(quote.span);
  BestQuoteMatch best;
  for (size_t s = 0; s < c.sources.size(); ++s) {
    const PreparedSource& source = *c.sources[s];
    QuoteMatch m = match_quote(c.derived.words, first, last, c.derived.analysis.text(),
                               source.words(), source.document().text, similarity);
    auto rank = [](const QuoteMatch& q) { return static_cast<int>(QuoteVerdict::Untraceable) - static_cast<int>(q.verdict); };
    if (rank(m) > rank(best.match) || (rank(m) == rank(best.match) && m.similarity > best.match.similarity)) {
      best = {std::move(m), s};
    }
  }
  return best;
}

void report_altered(const Context& c, const analysis::Quote& quote, const BestQuoteMatch& best) {
  const Document& source = c.sources[best.source]->document();
  std::string said = std::string(source.view(best.match.source));
  Finding f = c.lang.altered_quote->finding(c.derived.analysis, quote.span,
                                            rules::fill_named(c.lang.altered_quote->spec().message,
                                                              {{"source", source.input},
                                                               {"original", said},
                                                               {"diff", best.match.diff}}));
  f.evidence.push_back(evidence_at(source, best.match.source,
                                   "word changes: " + best.match.diff + " (similarity " +
                                       percent(best.match.similarity) + ")"));
  c.out.push_back(std::move(f));
}

void report_other_speaker(const Context& c, const analysis::Quote& quote, const BestQuoteMatch& best,
                          const std::string& credited, const std::string& original) {
  const Document& source = c.sources[best.source]->document();
  std::string message = "These words are credited to " + credited + " here, but " + source.input +
                        " credits them to " + original + ". Correct the speaker.";
  Finding f = c.lang.altered_quote->finding(c.derived.analysis, quote.span, message);
  f.evidence.push_back(evidence_at(source, best.match.source, "said by " + original));
  c.out.push_back(std::move(f));
}

void report_untraceable(const Context& c, const analysis::Quote& quote, const BestQuoteMatch& best) {
  std::string names;
  for (const PreparedSource* s : c.sources) names += (names.empty() ? "" : ", ") + s->document().input;
  Finding f = c.lang.untraceable_quote->finding(
      c.derived.analysis, quote.span,
      rules::fill_named(c.lang.untraceable_quote->spec().message, {{"sources", names}}));
  if (!best.match.source.empty()) {
    const Document& source = c.sources[best.source]->document();
    f.evidence.push_back(evidence_at(source, best.match.source,
                                     "closest words (similarity " + percent(best.match.similarity) + ")"));
  }
  c.out.push_back(std::move(f));
}

/// Compares every quote of the derived text with the sources; returns the quotes each source holds.
QuoteCounts check_quotes(const Context& c) {
  QuoteCounts held(c.sources.size(), 0);
  const ProvenanceRule* altered = c.lang.altered_quote;
  const ProvenanceRule* untraceable = c.lang.untraceable_quote;
  if (altered == nullptr && untraceable == nullptr) return held;
  const ProvenanceRule& any = altered != nullptr ? *altered : *untraceable;
  const auto min_words = static_cast<uint32_t>(any.param("min-quote-words"));
  const double similarity = any.param("altered-similarity");
  const analysis::ArticleAnalysis& derived = c.derived.analysis;
  for (const analysis::Quote& quote : derived.quotes) {
    // One or two words in quotation marks are terms ("sleds", "bring-up"), not statements.
    if (word_count(c.derived.words, quote.span) < min_words) continue;
    BestQuoteMatch best = best_quote_match(c, quote, similarity);
    if (best.match.verdict != QuoteVerdict::Untraceable) ++held[best.source];
    if (best.match.verdict == QuoteVerdict::Altered) {
      if (altered != nullptr) report_altered(c, quote, best);
      continue;
    }
    if (best.match.verdict == QuoteVerdict::Untraceable) {
      if (untraceable != nullptr) report_untraceable(c, quote, best);
      continue;
    }
    std::string credited = speaker_name(derived, quote.speaker);
    std::string original = source_speaker(c.sources[best.source]->analysis, best.match.source);
    if (altered != nullptr && !credited.empty() && !original.empty() &&
        !same_speaker(credited, original)) {
      report_other_speaker(c, quote, best, credited, original);
    }
  }
  return held;
}

void check_reuse(const Context& c, const std::vector<Alignment>& alignments, const QuoteCounts& quotes) {
  const ProvenanceRule* rule = c.lang.reuse;
  if (rule == nullptr) return;
  std::optional<Span> first_hand;
  bool looked_for_first_hand = false;
  std::optional<std::string> folded;  // the whole text folded for name lookups, once it is needed
  for (size_t s = 0; s < c.sources.size(); ++s) {
    const Alignment& a = alignments[s];
    const PreparedSource& source = *c.sources[s];
    // Quotes show where the reporting came from, but a few shared quotes are what two reporters
    // at one press conference have: only aligned passages make reuse substantial.
    bool substantial = static_cast<double>(a.passages.size()) >= rule->param("min-passages") ||
                       (!a.passages.empty() && a.derived_share >= rule->param("min-share"));
    // Sharing facts is not reuse: some wording of the source's own, or its quotes, must be there.
    bool copied = a.copied_passages + quotes[s] >= rule->param("min-copied");
    if (!substantial || !copied || a.passages.empty()) continue;
    if (!folded) folded = text::fold_for_matching(c.derived.analysis.text());
    if (find_credit(c.derived.analysis, c.derived.tokens, *folded, source.identity,
                    *c.lang.credit_words)) {
      continue;
    }
    if (!looked_for_first_hand) {
      first_hand = find_first_hand(c.derived.analysis, c.derived.tokens, *c.lang.credit_words);
      looked_for_first_hand = true;
    }
    std::string presence;
    if (first_hand) {
      presence = " Worse, it claims first-hand presence (“" +
                 std::string(c.derived.analysis.document->view(*first_hand)) +
                 "”) over reporting taken from the source: say where the reporting comes from.";
    }
    Finding f = rule->finding(
        c.derived.analysis, a.passages.front().derived,
        rules::fill_named(rule->spec().message,
                          {{"source", source_label(source.document())},
                           {"passages", std::to_string(a.passages.size())},
                           {"quotes", std::to_string(quotes[s])},
                           {"derived-share", percent(a.derived_share)},
                           {"source-share", percent(a.source_share)},
                           {"first-hand", presence}}));
    for (size_t i = 0; i < a.passages.size() && i < kMaxEvidence; ++i) {
      const AlignedPassage& p = a.passages[i];
      const Document& doc = *c.derived.analysis.document;
      Position at = doc.position(p.derived.start);
      f.evidence.push_back(evidence_at(
          source.document(), p.source,
          "the article's sentence at " + std::to_string(at.line) + ":" + std::to_string(at.column) +
              " (“" + shortened(doc.view(p.derived)) + "”) follows it: " +
              percent(p.word_coverage) + " of its words, " + percent(p.pair_coverage) +
              " of its word pairs" + (p.copied_share > 0 ? ", copied wording" : "")));
    }
    c.out.push_back(std::move(f));
  }
}

/// The first mention of a party's name (or of its last words) in the derived text, by the folded
/// word keys the derived text was indexed with, or nullopt.
std::optional<Span> first_mention(const DerivedView& d, const std::string& party) {
  std::vector<uint64_t> keys;
  std::string folded = text::fold_for_matching(party);
  for (size_t start = 0; start < folded.size();) {
    size_t end = std::min(folded.find(' ', start), folded.size());
    if (end > start) keys.push_back(word_key(std::string_view(folded).substr(start, end - start)));
    start = end + 1;
  }
  // "Associação dos Moradores de Vila Serena" is mentioned as "Moradores de Vila Serena" too; a
  // shorter tail than three words would be a place ("Vila Serena"), not the party.
  constexpr size_t kMinTail = 3;
  const std::vector<Word>& words = d.words.words;
  for (size_t drop = 0; drop < keys.size() && (drop == 0 || keys.size() - drop >= kMinTail); ++drop) {
    const size_t n = keys.size() - drop;
    for (size_t i = 0; i + n <= words.size(); ++i) {
      size_t k = 0;
      while (k < n && words[i + k].key == keys[drop + k]) ++k;
      if (k == n) return Span{words[i].span.start, words[i + n - 1].span.end};
    }
  }
  return std::nullopt;
}

void check_dropped_disclosures(const Context& c) {
  const ProvenanceRule* rule = c.lang.dropped_disclosure;
  if (rule == nullptr || c.lang.disclosure == nullptr) return;
  std::vector<rules::kinds::DisclosureStatement> own =
      rules::kinds::disclosure_statements(*c.lang.disclosure, c.derived.analysis);
  const std::string_view text = c.derived.analysis.text();
  auto names = [&](const std::string& party) {
    return std::any_of(own.begin(), own.end(), [&](const auto& d) {
      return rules::kinds::statement_names(*c.lang.disclosure, d.span.in(text), party);
    });
  };
  std::vector<std::string> reported;
  for (const PreparedSource* from : c.sources) {
    const PreparedSource& source = *from;
    for (const auto& statement : source.disclosures) {
      std::string said = shortened(source.document().view(statement.span));
      for (const std::string& party : statement.parties) {
        // A party the rewrite never mentions is not a tie of the rewrite's story.
        std::optional<Span> mention = first_mention(c.derived, party);
        if (!mention || names(party)) continue;
        if (std::find(reported.begin(), reported.end(), party) != reported.end()) continue;
        reported.push_back(party);
        Finding f = rule->finding(c.derived.analysis, *mention,
                                  rules::fill_named(rule->spec().message,
                                                    {{"party", party},
                                                     {"source", source.document().input},
                                                     {"disclosure", said}}));
        f.evidence.push_back(evidence_at(source.document(), statement.span, "the source's disclosure"));
        c.out.push_back(std::move(f));
      }
    }
  }
}

/// The source figure of an aligned passage that a derived figure should have repeated, or null.
const analysis::NumericExpression* passage_figure(const PreparedSource& source, Span passage,
                                                  const analysis::NumericExpression& figure) {
  for (const analysis::NumericExpression& n : source.analysis.numbers) {
    if (passage.contains(n.span.start) && is_checked_figure(n) && comparable_figures(n, figure)) return &n;
  }
  return nullptr;
}

void check_figures(const Context& c, const std::vector<Alignment>& alignments) {
  const ProvenanceRule* changed = c.lang.changed_number;
  const ProvenanceRule* added = c.lang.new_number;
  if (changed == nullptr && added == nullptr) return;
  const double tolerance = (changed != nullptr ? changed : added)->param("value-tolerance");
  const analysis::ArticleAnalysis& derived = c.derived.analysis;
  for (const analysis::NumericExpression& figure : derived.numbers) {
    if (!is_checked_figure(figure)) continue;
    bool found = std::any_of(c.sources.begin(), c.sources.end(), [&](const PreparedSource* s) {
      return std::any_of(s->analysis.numbers.begin(), s->analysis.numbers.end(),
                         [&](const auto& n) { return same_figure(figure, n, tolerance); });
    });
    if (found) continue;
    const analysis::NumericExpression* original = nullptr;
    size_t from = 0;
    for (size_t s = 0; s < c.sources.size() && original == nullptr; ++s) {
      for (const AlignedPassage& p : alignments[s].passages) {
        if (!p.derived.contains(figure.span.start)) continue;
        original = passage_figure(*c.sources[s], p.source, figure);
        from = s;
        if (original != nullptr) break;
      }
    }
    if (original != nullptr && changed != nullptr) {
      const Document& source = c.sources[from]->document();
      std::string was(source.view(original->span));
      Finding f = changed->finding(derived, figure.span,
                                   rules::fill_named(changed->spec().message,
                                                     {{"original", was}, {"source", source.input}}));
      f.evidence.push_back(evidence_at(source, original->span, "the source's figure"));
      c.out.push_back(std::move(f));
    } else if (original == nullptr && added != nullptr) {
      c.out.push_back(added->finding(derived, figure.span, {}));
    }
  }
}

const ProvenanceRule* find_rule(const rules::LanguageRules& lang, std::string_view id) {
  for (const auto& rule : lang.rules) {
    if (rule->spec().id == id) return dynamic_cast<const ProvenanceRule*>(rule.get());
  }
  return nullptr;
}

}  // namespace

Checker::Checker(const rules::RuleSet& rules) {
  for (const std::string& code : rules.languages()) {
    const rules::LanguageRules* lang = rules.language(code);
    auto setup = std::make_shared<Language>();
    setup->reuse = find_rule(*lang, "provenance.uncredited-reuse");
    setup->dropped_disclosure = find_rule(*lang, "provenance.dropped-disclosure");
    setup->altered_quote = find_rule(*lang, "provenance.altered-quote");
    setup->untraceable_quote = find_rule(*lang, "provenance.untraceable-quote");
    setup->changed_number = find_rule(*lang, "provenance.changed-number");
    setup->new_number = find_rule(*lang, "provenance.new-number");
    bool any = setup->reuse || setup->dropped_disclosure || setup->altered_quote ||
               setup->untraceable_quote || setup->changed_number || setup->new_number;
    if (!any) continue;
    for (const auto& rule : lang->rules) {
      if (rule->spec().kind == "disclosure") {
        setup->disclosure = rule.get();
        break;
      }
    }
    setup->stop_words = make_stop_words(lang->lexicon.list("provenance.stop-words"));
    setup->credit_words = std::make_unique<CreditWords>(lang->lexicon);
    languages_.emplace(code, std::move(setup));
  }
}

StopWords Checker::corpus_stop_words() const {
  StopWords out;
  for (const auto& [code, language] : languages_) out.insert(language->stop_words.begin(), language->stop_words.end());
  return out;
}

PreparedSource Checker::prepare(analysis::ArticleAnalysis source) const {
  PreparedSource out;
  out.analysis = std::move(source);
  auto lang = languages_.find(out.analysis.language);
  static const StopWords kNone;
  const StopWords& stop = lang != languages_.end() ? lang->second->stop_words : kNone;
  out.sentences = std::make_unique<SourceSentences>(index_words(out.analysis, stop),
                                                    sentence_spans(out.analysis));
  if (lang != languages_.end() && lang->second->disclosure != nullptr) {
    out.disclosures = rules::kinds::disclosure_statements(*lang->second->disclosure, out.analysis);
  }
  out.identity = identify_source(out.document());
  return out;
}

void Checker::check(const analysis::ArticleAnalysis& derived, std::span<const PreparedSource* const> sources,
                    std::vector<Finding>& out) const {
  auto it = languages_.find(derived.language);
  if (it == languages_.end() || sources.empty()) return;
  const Language& lang = *it->second;
  DerivedView view{derived, index_words(derived, lang.stop_words), sentence_spans(derived), {}};
  text::tokenize(derived.text(), Span{0, static_cast<uint32_t>(derived.text().size())}, view.tokens);
  AlignOptions options;
  if (lang.reuse != nullptr) {
    options.word_coverage = lang.reuse->param("word-coverage");
    options.pair_coverage = lang.reuse->param("pair-coverage");
    options.close_word_coverage = lang.reuse->param("close-word-coverage");
    options.close_pair_coverage = lang.reuse->param("close-pair-coverage");
    options.min_content_words = static_cast<uint32_t>(lang.reuse->param("min-content-words"));
  }
  std::vector<Alignment> alignments;
  for (const PreparedSource* source : sources) {
    alignments.push_back(source->sentences->align(view.words, view.spans, options));
  }
  Context c{lang, view, sources, out};
  QuoteCounts quotes = check_quotes(c);
  check_reuse(c, alignments, quotes);
  check_dropped_disclosures(c);
  check_figures(c, alignments);
}

}  // namespace auditor::provenance
