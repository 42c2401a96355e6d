// Single-source claims: one party behind a record, a comparison or a judgment.
#include "auditor/rules/kinds/single_source.h"

#include <set>
#include <string_view>

#include "auditor/analysis/phrase_table.h"
#include "auditor/analysis/sources.h"
#include "auditor/rules/rule_params.h"
#include "auditor/text/normalize.h"
#include "auditor/text/tokenizer.h"

namespace auditor::rules::kinds {

namespace {

using analysis::Claim;
using analysis::Source;

struct Settings {
  std::set<std::string> claim_kinds;
  bool numeric_with_stake = true;  // a party's own figures about itself ("90,000 reservations")
  Severity stake_severity = Severity::Error;
  bool unstaked_claims = false;  // also claims whose one source has no stake in them
};

// The words read on either side of a claim for what it is about (claim_words), and for whether a
// claim restates another, where the wording drifts further ("fewer checked bags than any airline
// in the country", "fewer bags than anyone flying in this country").
constexpr size_t kAround = 6;
constexpr size_t kRestatementReach = 8;

// The party a source speaks for; a person with no organization speaks for themself.
std::string party_key(const Source& s) { return s.party.empty() ? s.name : s.party; }

// "Mark Carroll (Amazon)", "Amazon", "o relatório".
std::string describe(const Source& s) {
  // "Ingrid Solberg (Orvane)", "trial (Veltrix)": whom a person or a document speaks for.
  const bool speaks_for_party =
      s.type == analysis::SourceType::Person || s.type == analysis::SourceType::Document;
  if (speaks_for_party && !s.party.empty() && s.party != s.name)
    return s.name + " (" + s.party + ")";
  return s.name;
}

// Every source of the claim is a person with no organization and no role.
bool speaks_for_self(const analysis::ArticleAnalysis& a, const Claim& c) {
  for (uint32_t id : c.sources) {
    const Source& s = a.sources[id];
    if (s.type != analysis::SourceType::Person || !s.organization.empty() || !s.role.empty()) return false;
  }
  return true;
}

// A news outlet, or someone the analysis files under one ("Michel Temer (FT)" when the Financial
// Times reports on him): an outlet's report is journalism about others, not a party's claim.
bool outlet_party(const analysis::ArticleAnalysis& a, const Source& s) {
  if (s.type == analysis::SourceType::Outlet) return true;
  if (s.party.empty()) return false;
  for (const Source& o : a.sources) {
    if (o.type != analysis::SourceType::Outlet) continue;
    if (o.name == s.party || o.party == s.party || analysis::is_initialism(s.party, o.name)) {
      return true;
    }
  }
  return false;
}

// The figure the claim's trigger opens on ("40%" of "40% less often"), or nullptr.
const analysis::NumericExpression* claimed_figure(const analysis::ArticleAnalysis& a,
                                                  const Claim& c) {
  const analysis::NumericExpression* claimed = nullptr;
  for (const analysis::NumericExpression& n : a.numbers) {
    if (n.span.start == c.trigger.start) claimed = &n;
  }
  return claimed;
}

// "filled 38% fewer prescriptions": the figure a space before a comparison's word, or null.
const analysis::NumericExpression* figure_before(const analysis::ArticleAnalysis& a,
                                                 const Claim& c) {
  for (const analysis::NumericExpression& n : a.numbers) {
    if (n.span.end < c.trigger.start && c.trigger.start - n.span.end == 1 &&
        a.text()[n.span.end] == ' ')
      return &n;
  }
  return nullptr;
}

// "dobrou em dois anos e chegou a 180 mil litros": the first figure inside a comparison's
// trigger that is no span of time or date, or null. A superlative's ("o mais barato entre os 12
// clubes") bounds the field it ranks in.
const analysis::NumericExpression* figure_within(const analysis::ArticleAnalysis& a,
                                                 const Claim& c) {
  if (c.kind != analysis::ClaimKind::Comparative) return nullptr;
  for (const analysis::NumericExpression& n : a.numbers) {
    if (c.trigger.contains(n.span.start) && n.span.end <= c.trigger.end &&
        n.kind != analysis::NumberKind::Duration && n.kind != analysis::NumberKind::Year &&
        n.kind != analysis::NumberKind::Date && n.kind != analysis::NumberKind::Time)
      return &n;
  }
  return nullptr;
}

// "moeu 4,2 milhões de toneladas de cana, o maior volume em 37 anos": the figure a superlative
// stands in apposition to, a few words before its comma, or null.
const analysis::NumericExpression* figure_ranked(const analysis::ArticleAnalysis& a,
                                                 const Claim& c) {
  // "de toneladas de cana"; "de toneladas de soja na safra 2024/25", a season's name passed over
  constexpr size_t kNounWords = 8;
  if (c.kind != analysis::ClaimKind::Superlative) return nullptr;
  const uint32_t s = a.sentence_index(c.trigger.start);
  if (s == analysis::kNone || s >= a.sentence_tokens.size()) return nullptr;
  const std::vector<text::Token>& t = a.sentence_tokens[s];
  size_t comma = text::first_token_from(t, c.trigger.start);
  if (comma > 0 && t[comma - 1].is_word() && !t[comma - 1].capitalized &&
      t[comma - 1].lower.size() <= 3)
    --comma;  // its article: "o", "the"
  if (comma == 0 || !t[--comma].is_symbol(",")) return nullptr;
  size_t first = comma;
  auto dated = [&](const text::Token& token) {
    return std::any_of(a.numbers.begin(), a.numbers.end(), [&](const auto& n) {
      return n.span.contains(token.span.start) &&
             (n.kind == analysis::NumberKind::Year || n.kind == analysis::NumberKind::Date);
    });
  };
  while (first > 0 && comma - first < kNounWords && (t[first - 1].is_word() || dated(t[first - 1])))
    --first;
  for (const analysis::NumericExpression& n : a.numbers) {
    if (n.sentence == s && n.span.end <= t[comma].span.start && n.value != 0 &&
        n.kind != analysis::NumberKind::Year && n.kind != analysis::NumberKind::Date &&
        n.span.end >= (first > 0 ? t[first - 1].span.start : 0))
      return &n;
  }
  return nullptr;
}

// The claim is a figure, or a comparison made with one ("40% less often").
bool anchored_on_figure(const analysis::ArticleAnalysis& a, const Claim& c) {
  return claimed_figure(a, c) != nullptr;
}

// "The company says it found 2,400 billionaires, compared with Forbes's 1,864": when the sentence
// compares the claim with the party's own figure, the analysis has taken the rival for the
// claimant ("the company" resolved to the wrong organization).
bool compared_with_party(const analysis::ArticleAnalysis& a, const Claim& c,
                         const std::string& party) {
  if (party.empty() || c.trigger.end >= c.span.end) return false;
  std::string_view after =
      std::string_view(a.text()).substr(c.trigger.end, c.span.end - c.trigger.end);
  for (std::string_view link :
       {"with ", "than ", "compared to ", "com o ", "com a ", "que o ", "que a "}) {
    std::string phrase = std::string(link) + party;
    if (after.find(phrase) != std::string_view::npos) return true;
  }
  return false;
}

// "compared with Forbes's 1,864": from the trigger on, a phrase that sets two figures side by side
// (claims.comparison-phrases) and a name in the possessive, a rival's own figure.
bool set_against_rival(const analysis::ArticleAnalysis& a, const Claim& c,
                       const analysis::PhraseTable& comparisons) {
  const uint32_t s = a.sentence_index(c.span.start);
  if (s == analysis::kNone || s >= a.sentence_tokens.size()) return false;
  const std::vector<text::Token>& t = a.sentence_tokens[s];
  // From the trigger itself: the claim may be the comparison ("compared with Forbes's 1,864").
  for (size_t i = text::first_token_from(t, c.trigger.start); i < t.size(); ++i) {
    analysis::PhraseTable::Match m = comparisons.at(t, i);
    if (!m) continue;
    const size_t owner = i + m.length;
    return owner < t.size() && t[owner].capitalized &&
           (t[owner].lower.ends_with("'s") || t[owner].lower.ends_with("’s"));
  }
  return false;
}

class SingleSourceRule final : public Rule {
 public:
  SingleSourceRule(RuleSpec spec, Settings settings, const text::Lexicon& lexicon)
      : Rule(std::move(spec)),
        settings_(std::move(settings)),
        declines_(lexicon, "claims.declines"),
        comparisons_(lexicon, "claims.comparison-phrases"),
        unconfirmed_(lexicon, "claims.unconfirmed-notes"),
        confirmations_(lexicon, "claims.confirmation-notes"),
        speaker_confirmations_(lexicon, "claims.speaker-confirmation-notes"),
        named_confirmations_(lexicon, "claims.named-confirmation-notes"),
        confirming_cues_(lexicon, "claims.confirming-cues"),
        claim_confirming_verbs_(lexicon, "claims.claim-confirming-verbs"),
        headline_claims_(lexicon, "claims.headline-claims"),
        claim_nouns_(lexicon, "claims.claim-nouns"),
        counted_claims_(lexicon, "claims.counted-claims"),
        record_references_(lexicon, "claims.record-references"),
        record_words_(lexicon, "claims.record-words"),
        record_scopes_(lexicon, "claims.record-scopes"),
        ranking_nouns_(lexicon, "claims.ranking-nouns"),
        party_statements_(lexicon, "claims.party-statements"),
        restating_cues_(lexicon, "claims.restating-cues"),
        superlatives_(lexicon, "claims.superlative"),
        whole_field_(lexicon, "claims.whole-field-scopes"),
        back_references_(lexicon, "claims.back-references"),
        change_links_(lexicon, "claims.change-links"),
        change_to_(lexicon, "claims.change-to"),
        own_tests_(lexicon, "claims.own-tests"),
        own_test_verbs_(lexicon, "claims.own-test-verbs"),
        own_test_openers_(lexicon, "numbers.own-test-openers"),
        function_words_(lexicon, "numbers.function-words"),
        nobody_subjects_(lexicon, "claims.nobody-subjects"),
        holding_verbs_(lexicon, "claims.holding-verbs"),
        affirming_(lexicon, "claims.affirming-adverbs"),
        coordinators_(lexicon, "attribution.coordinators"),
        negations_(lexicon, "attribution.negations"),
        newsroom_names_(lexicon, "disclosure.newsroom.names"),
        own_side_(lexicon, "claims.own-side"),
        own_side_links_(lexicon, "claims.own-side-links"),
        own_side_verbs_(lexicon, "claims.own-side-verbs"),
        own_side_relatives_(lexicon, "claims.own-side-relatives"),
        own_body_(lexicon, "claims.own-body"),
        own_side_endings_(lexicon.list("claims.own-side-endings")),
        reported_own_openers_(lexicon, "claims.reported-own-openers"),
        reported_own_(lexicon, "claims.reported-own"),
        executive_posts_(lexicon, "sources.executive-posts"),
        concessions_(lexicon, "claims.concession-cues"),
        org_words_(lexicon, "sources.org-words"),
        places_(lexicon, "names.places") {}

  void check(const analysis::ArticleAnalysis& analysis,
             std::vector<Finding>& out) const noexcept override {
    try {
      const std::vector<ClaimReading> reads = read_claims(analysis);
      for (size_t i = 0; i < reads.size(); ++i) {
        if (reads[i].why.empty()) out.push_back(finding(analysis, analysis.claims[i], reads[i]));
      }
    } catch (...) {
      // Only allocation can fail here; keep what was found.
    }
  }

  void explain(const analysis::ArticleAnalysis& analysis,
               std::vector<RuleNote>& out) const override {
    const std::vector<ClaimReading> reads = read_claims(analysis);
    for (size_t i = 0; i < reads.size(); ++i) {
      std::string_view why = reads[i].why;
      out.push_back({spec().id, "claim", analysis.claims[i].trigger,
                     why.empty() ? std::string("flagged") : std::string(why)});
    }
  }

 private:
  struct ClaimReading;

  // Every claim's reading, one finding per claim: "fewer bags than any airline" in the lede and
  // again in the chief executive's quote is one claim of the airline's, found where the body first
  // makes it; the restatements pass. A headline is read on its own.
  std::vector<ClaimReading> read_claims(const analysis::ArticleAnalysis& a) const {
    std::vector<ClaimReading> reads;
    reads.reserve(a.claims.size());
    for (const Claim& c : a.claims) reads.push_back(read_claim(a, c));
    // Notes that the newsroom could not confirm, read once, for the flagged claims only.
    std::vector<Note> notes;
    bool notes_read = false;
    for (size_t i = 0; i < reads.size(); ++i) {
      if (!reads[i].why.empty()) continue;
      if (!notes_read) notes = unconfirmed_notes(a);
      notes_read = true;
      if (noted_in_its_words(a, a.claims[i], notes))
        reads[i] =
            ClaimReading{"the article says it could not confirm the claim", false, false, true};
    }
    // The words around each claim and its trigger's stems, read once, for the claims that need
    // them.
    std::vector<std::vector<std::string>> words(a.claims.size()), stems(a.claims.size());
    std::vector<uint8_t> read(a.claims.size(), 0);
    auto said = [&](size_t i) {
      if (!read[i]) {
        words[i] = claim_words(a, a.claims[i], {}, kRestatementReach);
        stems[i] = trigger_stems(a, a.claims[i]);
        read[i] = 1;
      }
      return Said{words[i], stems[i]};
    };
    confirm_named_claims(a, reads, said);
    confirm_headlines_checked_below(a, reads, said);
    // Only a claim flagged or checked before is one the restatement shares: a claim the party
    // makes first in passing, or through a voice with no stake, is another reading.
    std::vector<uint8_t> flagged(reads.size(), 0);
    for (size_t i = 0; i < reads.size(); ++i) flagged[i] = reads[i].why.empty();
    fold_figures_into_rankings(a, reads, flagged);
    for (size_t i = 0; i < reads.size(); ++i) {
      if (!flagged[i] || in_title(a, a.claims[i])) continue;
      // "Whitfield ... repeated that last season's 1.6 million visitors were a record": the cue
      // says the party makes a claim of before again (claims.restating-cues).
      if (cue_is(a, a.claims[i], restating_cues_) && party_claimed_before(a, reads, flagged, i)) {
        reads[i].why = "the party repeats a claim made before: one finding per claim";
        continue;
      }
      for (size_t j = 0; j < i; ++j) {
        if (in_title(a, a.claims[j]) || !(flagged[j] || reads[j].checked)) continue;
        const bool restated =
            may_restate(a, a.claims[j], a.claims[i])
                ? restates(said(j), said(i)) ||
                      restates_figure(a, a.claims[j], a.claims[i], said(j), said(i))
                : restates_ranking(a, j, i, said);
        if (restated) {
          reads[i].why =
              reads[j].checked
                  ? "restates a claim of the party's that the article checks or qualifies"
                  : "restates the party's claim made before: one finding per claim";
          break;
        }
      }
    }
    return reads;
  }

  // "She said Corvane's chargers were in working order 99% of the time last quarter. 'That is
  // the best uptime of any network in the region,' she said": a flagged ranking of the party's
  // that opens the next sentence of the paragraph by pointing back ("That is", "Isso é") names
  // the flagged figure before it; the two are one claim, found at the ranking.
  void fold_figures_into_rankings(const analysis::ArticleAnalysis& a,
                                  std::vector<ClaimReading>& reads,
                                  std::vector<uint8_t>& flagged) const {
    constexpr size_t kOpening = 4;  // "That is the best"
    for (size_t j = 0; j < a.claims.size(); ++j) {
      const Claim& ranking = a.claims[j];
      if (!flagged[j] || ranking.kind != analysis::ClaimKind::Superlative) continue;
      const uint32_t s = a.sentence_index(ranking.trigger.start);
      if (s == analysis::kNone || s == 0 || s >= a.sentence_tokens.size() ||
          a.sentences[s - 1].block != a.sentences[s].block)
        continue;
      const std::vector<text::Token>& t = a.sentence_tokens[s];
      size_t first = 0;
      while (first < t.size() && !t[first].is_word()) ++first;  // an opening quotation mark
      const size_t at = text::first_token_from(t, ranking.trigger.start);
      if (first >= t.size() || !back_references_.at(t, first) || t[first].lower == "the" ||
          t[first].lower == "o" || t[first].lower == "a" || at > first + kOpening)
        continue;
      for (size_t i = 0; i < a.claims.size(); ++i) {
        const Claim& figure = a.claims[i];
        if (!flagged[i] || figure.kind != analysis::ClaimKind::Numeric ||
            a.sentence_index(figure.trigger.start) != s - 1 || figure.sources.empty() ||
            ranking.sources.empty() ||
            party_key(a.sources[figure.sources.front()]) !=
                party_key(a.sources[ranking.sources.front()]))
          continue;
        reads[i].why = "the ranking right after it names this figure: one finding per claim";
        flagged[i] = 0;
      }
    }
  }

  // "Federal figures back the headline claim", "The newspaper's measurements bear out the
  // airline's claim about carousel times": a note outside quotation marks, not in the party's
  // voice, that confirms a claim it names (claims.claim-confirming-verbs, then
  // claims.headline-claims or claims.claim-nouns with a topic), anywhere in the article, checks
  // the claims it names: the headline's and their restatements in the body, or the party's claims
  // before it whose words share a stem with the topic's.
  template <typename SaidOf>
  void confirm_named_claims(const analysis::ArticleAnalysis& a, std::vector<ClaimReading>& reads,
                            SaidOf& said) const {
    constexpr size_t kGap = 4;       // "back up the first part of", "confirmam, portanto, a"
    constexpr size_t kTopic = 6;     // the topic's words after "about"
    constexpr size_t kShortest = 5;  // as in claim_words
    // Only a flagged claim can be confirmed: most articles have none, and are not read.
    if (claim_confirming_verbs_.empty() ||
        std::none_of(reads.begin(), reads.end(),
                     [](const ClaimReading& r) { return r.why.empty(); }))
      return;
    for (uint32_t i = 0; i < a.sentence_tokens.size(); ++i) {
      const std::vector<text::Token>& t = a.sentence_tokens[i];
      for (size_t k = 0; k < t.size(); ++k) {
        const analysis::PhraseTable::Match verb = claim_confirming_verbs_.at(t, k);
        if (!verb || a.in_quote(t[k].span.start)) continue;
        for (size_t r = k + verb.length; r < t.size() && r <= k + verb.length + kGap; ++r) {
          if (headline_claims_.at(t, r)) {
            check_headline_claims(a, i, reads, said);
            break;
          }
          if (record_references_.at(t, r)) {
            check_record_claims(a, i, reads);
            break;
          }
          std::vector<std::string> topic;
          auto add_topic = [&](size_t from, size_t to) {
            for (size_t w = from; w < to && w < t.size(); ++w) {
              if (t[w].is_word() && t[w].lower.size() >= kShortest) topic.push_back(t[w].lower);
            }
          };
          if (const analysis::PhraseTable::Match noun = claim_nouns_.at(t, r)) {
            add_topic(r + noun.length, r + noun.length + kTopic);
          } else if (const analysis::PhraseTable::Match count = counted_claims_.at(t, r)) {
            // "back up the visitor count": the topic stands between the verb and the noun.
            add_topic(k + verb.length, r);
          } else {
            continue;
          }
          check_claims_on(a, i, topic, reads, said);
          break;
        }
      }
    }
  }

  // "Cooperativa ... colhe a maior safra de soja de sua história" over "1,38 milhão de toneladas
  // ..., o maior volume em seus 48 anos de história", which a state bulletin confirms: a
  // headline's claim that the body makes again and checks is checked too.
  template <typename SaidOf>
  void confirm_headlines_checked_below(const analysis::ArticleAnalysis& a,
                                       std::vector<ClaimReading>& reads, SaidOf& said) const {
    constexpr std::string_view kWhy = "the body makes the headline's claim again and checks it";
    for (size_t h = 0; h < a.claims.size(); ++h) {
      if (!reads[h].why.empty() || !in_title(a, a.claims[h])) continue;
      for (size_t j = 0; j < a.claims.size(); ++j) {
        if (reads[j].checked && !in_title(a, a.claims[j]) &&
            may_restate(a, a.claims[h], a.claims[j]) &&
            (restates_headline(said(h), said(j)) || same_record(a, h, j, said))) {
          reads[h] = ClaimReading{kWhy, false, false, true};
          break;
        }
      }
    }
  }

  // "Coopearaçá anuncia recorde na captação de leite" over "recebeu 486 milhões de litros de
  // leite ..., o maior volume de sua história": two records of one party that share a word of
  // the claim are one, however each words it.
  template <typename SaidOf>
  bool same_record(const analysis::ArticleAnalysis& a, size_t one, size_t other,
                   SaidOf& said) const {
    if (!is_record(a, a.claims[one]) || !is_record(a, a.claims[other])) return false;
    return share_a_word(said(one).words, said(other).words);
  }

  // "Os dados brutos das viagens ... confirmam o recorde": the party's records ("recorde", "o
  // melhor mês da nossa história": claims.record-words, claims.record-scopes in the trigger or
  // right after it), before or after the note.
  void check_record_claims(const analysis::ArticleAnalysis& a, uint32_t i,
                           std::vector<ClaimReading>& reads) const {
    constexpr std::string_view kWhy = "a note in the article confirms the party's record";
    for (size_t j = 0; j < a.claims.size(); ++j) {
      const Claim& c = a.claims[j];
      if (confirmable(a, c, i, reads[j]) && is_record(a, c))
        reads[j] = ClaimReading{kWhy, false, false, true};
    }
  }

  // Whether a superlative claims a record: "recorde", "o melhor mês da nossa história"
  // (claims.record-words, claims.record-scopes in the trigger or right after it).
  bool is_record(const analysis::ArticleAnalysis& a, const Claim& c) const {
    constexpr size_t kScopeReach = 3;  // "the busiest winter in its history"
    if (c.kind != analysis::ClaimKind::Superlative) return false;
    const uint32_t s = a.sentence_index(c.trigger.start);
    if (s == analysis::kNone || s >= a.sentence_tokens.size()) return false;
    const std::vector<text::Token>& t = a.sentence_tokens[s];
    size_t last = text::first_token_from(t, c.trigger.start);
    const size_t first = last;
    while (last < t.size() && t[last].span.start < c.trigger.end) ++last;
    for (size_t k = first; k < t.size() && k < last + kScopeReach; ++k) {
      if (record_words_.at(t, k) || record_scopes_.at(t, k)) return true;
    }
    return false;
  }

  // The party's claims a note in sentence `i` confirms, if the note is not the party's own.
  static bool confirmable(const analysis::ArticleAnalysis& a, const Claim& c, uint32_t i,
                          const ClaimReading& read) {
    return read.why.empty() && !c.sources.empty() &&
           !speaks_for(a, i, party_key(a.sources[c.sources.front()]));
  }

  template <typename SaidOf>
  void check_headline_claims(const analysis::ArticleAnalysis& a, uint32_t i,
                             std::vector<ClaimReading>& reads, SaidOf& said) const {
    constexpr std::string_view kWhy = "a note in the article confirms the headline's claim";
    std::vector<size_t> headline;
    for (size_t j = 0; j < a.claims.size(); ++j) {
      if (in_title(a, a.claims[j])) headline.push_back(j);
    }
    for (size_t j = 0; j < a.claims.size(); ++j) {
      if (!confirmable(a, a.claims[j], i, reads[j])) continue;
      const bool named =
          in_title(a, a.claims[j]) || std::any_of(headline.begin(), headline.end(), [&](size_t h) {
            return may_restate(a, a.claims[h], a.claims[j]) && restates_headline(said(h), said(j));
          });
      if (named) reads[j] = ClaimReading{kWhy, false, false, true};
    }
  }

  template <typename SaidOf>
  void check_claims_on(const analysis::ArticleAnalysis& a, uint32_t i,
                       const std::vector<std::string>& topic, std::vector<ClaimReading>& reads,
                       SaidOf& said) const {
    constexpr std::string_view kWhy = "a later note confirms the claim it names by its topic";
    constexpr size_t kRoot = 5;  // "visitor" and "visits"
    if (topic.empty()) return;
    for (size_t j = 0; j < a.claims.size(); ++j) {
      const uint32_t s = a.sentence_index(a.claims[j].trigger.start);
      if (s == analysis::kNone || s >= i || !confirmable(a, a.claims[j], i, reads[j])) continue;
      const std::vector<std::string>& words = said(j).words;
      const bool named = std::any_of(topic.begin(), topic.end(), [&](const std::string& w) {
        return std::any_of(words.begin(), words.end(), [&](const std::string& x) {
          return x.compare(0, kRoot, w, 0, kRoot) == 0;
        });
      });
      if (named) reads[j] = ClaimReading{kWhy, false, false, true};
    }
  }

  // Whether the party of claim i made a claim in the body before it that the rule flags or that
  // the article checks.
  static bool party_claimed_before(const analysis::ArticleAnalysis& a,
                                   const std::vector<ClaimReading>& reads,
                                   const std::vector<uint8_t>& flagged, size_t i) {
    if (a.claims[i].sources.empty()) return false;
    const std::string party = party_key(a.sources[a.claims[i].sources.front()]);
    for (size_t j = 0; j < i; ++j) {
      const Claim& earlier = a.claims[j];
      if ((flagged[j] || reads[j].checked) && !in_title(a, earlier) && !earlier.sources.empty() &&
          party_key(a.sources[earlier.sources.front()]) == party)
        return true;
    }
    return false;
  }

  static bool in_title(const analysis::ArticleAnalysis& a, const Claim& c) {
    return a.in_title(c.trigger.start);
  }

  // The words around a claim (claim_words) and its trigger's stems.
  struct Said {
    const std::vector<std::string>& words;
    const std::vector<std::string>& stems;
  };

  // Whether `later` may make `earlier`'s claim again: the same party in another sentence, a
  // claim of the same kind, a figure the same figure.
  static bool may_restate(const analysis::ArticleAnalysis& a, const Claim& earlier,
                          const Claim& later) {
    // "O faturamento cresceu 27%" and "Foram 27% a mais de faturamento": a figure and a
    // comparison on the same figure may be one claim.
    auto figured = [](const Claim& c) {
      return c.kind == analysis::ClaimKind::Numeric || c.kind == analysis::ClaimKind::Comparative;
    };
    const bool same_kind = earlier.kind == later.kind || (figured(earlier) && figured(later));
    if (earlier.sources.empty() || later.sources.empty() || !same_kind ||
        a.sentence_index(earlier.trigger.start) == a.sentence_index(later.trigger.start) ||
        party_key(a.sources[earlier.sources.front()]) !=
            party_key(a.sources[later.sources.front()]))
      return false;
    if (earlier.kind == later.kind && earlier.kind != analysis::ClaimKind::Numeric) return true;
    const analysis::NumericExpression* x = claimed_figure(a, earlier);
    const analysis::NumericExpression* y = claimed_figure(a, later);
    return x != nullptr && y != nullptr && x->value == y->value && x->unit == y->unit;
  }

  // "Harlan Valley Health says it offers the shortest wait ... of any cancer program in the
  // state" and, quoted at the end, "Nobody in this state gets a new patient in front of an
  // oncologist faster than we do": a comparison with nobody doing better (claims.nobody-subjects
  // before it in its clause) says again a ranking the same party made before, when they share a
  // word of the claim.
  template <typename SaidOf>
  bool restates_ranking(const analysis::ArticleAnalysis& a, size_t first, size_t again,
                        SaidOf& said) const {
    const Claim& earlier = a.claims[first];
    const Claim& later = a.claims[again];
    const bool earlier_ranks =
        earlier.kind == analysis::ClaimKind::Superlative ||
        (earlier.kind == analysis::ClaimKind::Comparative && against_all(a, earlier));
    if (!earlier_ranks || later.kind != analysis::ClaimKind::Comparative ||
        earlier.sources.empty() || later.sources.empty() ||
        party_key(a.sources[earlier.sources.front()]) !=
            party_key(a.sources[later.sources.front()]) ||
        !nobody_before(a, later))
      return false;
    return share_a_word(said(again).words, said(first).words);
  }

  // Whether a subject of nobody ("Nobody in this state", "ninguém": claims.nobody-subjects) opens
  // before the claim's trigger in its clause.
  bool nobody_before(const analysis::ArticleAnalysis& a, const Claim& c) const {
    return in_clause_before(a, c, [&](const std::vector<text::Token>& t, size_t k) {
      return static_cast<bool>(nobody_subjects_.at(t, k));
    });
  }

  // Whether `holds(tokens, k)` is true of a token before the claim's trigger in its clause.
  template <typename Holds>
  static bool in_clause_before(const analysis::ArticleAnalysis& a, const Claim& c, Holds holds) {
    const uint32_t s = a.sentence_index(c.trigger.start);
    if (s == analysis::kNone || s >= a.sentence_tokens.size()) return false;
    const std::vector<text::Token>& t = a.sentence_tokens[s];
    const size_t at = text::first_token_from(t, c.trigger.start);
    for (size_t k = clause_around(t, at).first; k < at; ++k) {
      if (holds(t, k)) return true;
    }
    return false;
  }

  // Whether a claim that may restate another does: two words of the claim in common ("fewer",
  // "country"), and two in both triggers, or the whole of a one-word trigger ("fewer"): "the
  // sharpest display" and "the fastest-charging headset" of one maker, "o maior público" and "a
  // maior receita" of one club, are two claims, whatever their sentences share.
  static bool restates(const Said& earlier, const Said& later) {
    constexpr size_t kShared = 2;
    auto in = [](const std::vector<std::string>& list, const std::string& w) {
      return std::find(list.begin(), list.end(), w) != list.end();
    };
    auto shared = [&](const std::vector<std::string>& mine,
                      const std::vector<std::string>& theirs) {
      return static_cast<size_t>(std::count_if(
          mine.begin(), mine.end(), [&](const std::string& w) { return in(theirs, w); }));
    };
    if (shared(later.words, earlier.words) < kShared) return false;
    const size_t in_both = shared(later.stems, earlier.stems);
    return in_both >= kShared ||
           (in_both == 1 && (later.stems.size() == 1 || earlier.stems.size() == 1));
  }

  // "O faturamento cresceu 27%" and, later, "Foram 27% a mais de faturamento": the same figure
  // of the party's, a figure once and a comparison after, with a word of the claim in common.
  static bool restates_figure(const analysis::ArticleAnalysis& a, const Claim& earlier,
                              const Claim& later, const Said& earlier_said,
                              const Said& later_said) {
    if (earlier.kind == later.kind) return false;  // restates() reads those
    const analysis::NumericExpression* x = claimed_figure(a, earlier);
    const analysis::NumericExpression* y = claimed_figure(a, later);
    if (x == nullptr || y == nullptr || x->value != y->value || x->unit != y->unit) return false;
    return share_a_word(later_said.words, earlier_said.words);
  }

  // Whether any word of `one` stands in `other` (both short lists of stems).
  static bool share_a_word(const std::vector<std::string>& one,
                           const std::vector<std::string>& other) {
    return std::any_of(one.begin(), one.end(), [&](const std::string& w) {
      return std::find(other.begin(), other.end(), w) != other.end();
    });
  }

  // Whether a claim in the body makes the headline's again: two words of the claim in common and
  // the trigger's first word ("shortest in the state", "the shortest wait of any emergency
  // department in the state"); a headline words its claim shorter than the body does.
  static bool restates_headline(const Said& headline, const Said& body) {
    constexpr size_t kShared = 2;
    if (headline.stems.empty() || body.stems.empty() ||
        headline.stems.front() != body.stems.front())
      return false;
    return static_cast<size_t>(
               std::count_if(body.words.begin(), body.words.end(), [&](const std::string& w) {
                 return std::find(headline.words.begin(), headline.words.end(), w) !=
                        headline.words.end();
               })) >= kShared;
  }

  // The stems of the words of four letters or more in the claim's trigger.
  static std::vector<std::string> trigger_stems(const analysis::ArticleAnalysis& a,
                                                const Claim& c) {
    constexpr size_t kShortest = 4;
    std::vector<std::string> stems;
    const uint32_t s = a.sentence_index(c.trigger.start);
    if (s == analysis::kNone || s >= a.sentence_tokens.size()) return stems;
    const std::vector<text::Token>& t = a.sentence_tokens[s];
    for (size_t k = text::first_token_from(t, c.trigger.start);
         k < t.size() && t[k].span.start < c.trigger.end; ++k) {
      if (t[k].is_word() && t[k].lower.size() >= kShortest) stems.push_back(word_stem(t[k].lower));
    }
    return stems;
  }

  // How the rule reads a claim: why it passes it over (empty when it flags it), and the stake of
  // its one party when it flags it.
  struct ClaimReading {
    std::string_view why;
    bool stake = false, interested = false;
    bool checked = false;  // passed over because a voice or a test outside the party checks it,
                           // or the article says it could not
  };

  ClaimReading read_claim(const analysis::ArticleAnalysis& a, const Claim& c) const {
    auto passed = [](std::string_view why) { return ClaimReading{why}; };
    auto checked = [](std::string_view why) { return ClaimReading{why, false, false, true}; };
    if (c.sources.empty()) return passed("no source: the writer's own claim");
    if (inside_a_note(a, c))
      return passed("a note that names another claim (\"reconhece o recorde\")");
    bool numeric = c.kind == analysis::ClaimKind::Numeric;
    if (!settings_.claim_kinds.count(to_string(c.kind)) && !(numeric && settings_.numeric_with_stake)) {
      return passed("a kind of claim outside the rule's claim-kinds");
    }
    std::set<std::string> parties;
    ClaimReading read;
    // "Our spring campaign gave us the biggest April we have ever recorded," said the tourism
    // office's director: a public body speaking of its own side in its own words makes a claim,
    // not official statistics.
    const bool own_body = names_own_body(a, c);
    const bool quoted_own_side = own_body || quotes_own_side(a, c);
    for (uint32_t id : c.sources) {
      const Source& s = a.sources[id];
      // Vague and anonymous sources are their own rule; official statistics are not a party's
      // claim. The subject's people named by its name ("Marlow County Public Library officials
      // said") speak for it.
      if ((s.type == analysis::SourceType::Group || s.type == analysis::SourceType::Anonymous) &&
          !(s.stake == analysis::Stake::Subject && !s.organization.empty() &&
            s.name.starts_with(s.organization + " ")))
        return passed("rests on a vague or anonymous source (attribution.vague-source)");
      // Published data ("the report showed", "os dados") and official statistics are not a party;
      // a public body the story is about is one when it speaks of its own results.
      // "the most effective tool this department has had," said the police chief: a body that
      // investigates, speaking of its own work (claims.own-body), makes a claim of its side.
      // "We've had the steepest drop of any city our size," the police chief said: a body that
      // investigates, in its own words of its side, makes a claim of its work.
      if (s.statistics || (s.investigator && !quoted_own_side) ||
          (s.official && s.stake != analysis::Stake::Subject && !quoted_own_side))
        return passed("rests on official statistics, an inquiry or a public body's data");
      // "In a statement released before the tour, the company said ...": a statement
      // (claims.party-statements) no party is named behind, beside a party that speaks in the
      // sentence, is that party's; a report stays published data.
      if (s.type == analysis::SourceType::Document && s.party.empty()) {
        if (c.sources.size() > 1 && names_a_statement(s)) continue;
        return passed("rests on published data no party is named behind");
      }
      if (outlet_party(a, s)) return passed("rests on a news outlet's reporting");
      parties.insert(party_key(s));
      read.stake = read.stake || s.stake == analysis::Stake::Subject;
      read.interested = read.interested || s.stake == analysis::Stake::Interested;
    }
    if (parties.size() != 1) return passed("more than one party vouches for it");
    // "Ken Ubaldo, executive director of the ski areas association, confirmed that Frostline was
    // the first to open, six days ahead of its nearest rival": a voice outside the subject that
    // confirms (claims.confirming-cues) checks another's claim; it makes none of its own.
    if (!read.stake && cue_is(a, c, confirming_cues_))
      return passed("a voice outside the subject confirming what it says");
    // "Our lines are the most tested in the state," said the utility's spokeswoman: in its own
    // words a body speaks of its side, whatever the story is about. An expert's "nosso diesel"
    // is the country's.
    const bool own_side =
        !a.sources[c.sources.front()].party.empty() && (quoted_own_side || reports_own_side(a, c));
    // In their own quoted words, a company's officer speaks for the business: of a measure, not a
    // judgment ("our best minds").
    read.interested =
        read.interested || own_side || own_body ||
        (!c.opinion && a.in_quote(c.trigger.start) && runs_a_company(a.sources[c.sources.front()]));
    if (figure_confirmed(a, c, *parties.begin()))
      return checked("an independent source gives the same figure for the same change");
    if (change_confirmed(a, c, *parties.begin()))
      return checked("an independent source gives the same change as a percentage");
    if (ranking_echoed(a, c, *parties.begin()))
      return checked("an independent voice ranks the same thing the same way");
    if (ranked_by_independent_voice(a, c, *parties.begin()))
      return checked("an independent voice ranks the party the same way");
    if (confirmed_next(a, c, *parties.begin()))
      return checked("the next sentence says other records or voices confirm it");
    if (confirmed_later(a, c, *parties.begin()))
      return checked("an independent voice confirms the ranking later in the article");
    // "Talus says the sole lasts 40% longer. We can't confirm that yet.": the article says
    // plainly that the claim is the party's alone, which is what the finding would ask for.
    if (unconfirmed_beside(a, c) || noted_where_named(a, c))
      return checked("the article says it could not confirm the claim");
    // "Auris says the battery lasts 40 hours. In our tests, it lasted 34.": the newsroom's own
    // measurement is the independent check the finding would ask for.
    if (measured_beside(a, c) || measured_elsewhere(a, c) ||
        compared_by_own_test(a, c, *parties.begin()))
      return checked("the newsroom measured it itself");
    if (compared_with_party(a, c, *parties.begin()))
      return passed(
          "set beside the party's own figure: the analysis took the rival for the claimant");
    // Set against a rival's own figure, the claim is told as the party's count, and the reader
    // sees that another differs (judged D, round 69).
    if (set_against_rival(a, c, comparisons_)) return passed("set against a rival's own figure");
    // "segundo a Secretaria da Segurança Pública, 146 presos, 15% a menos": a public body that
    // reports a fall in its figures gives official statistics, often bad news for itself; its
    // gains ("o número de médicos aumentou 44%") are the claims it makes of its own work.
    const Source& voice = a.sources[c.sources.front()];
    if (voice.official && voice.type != analysis::SourceType::Person && anchored_on_figure(a, c) &&
        reports_a_fall(a, c)) {
      return passed("a public body reporting a fall in its own figures");
    }
    // A voice with no stake in what it says (an official describing an index, a witness, a
    // pundit) is reporting or opinion; editors asked for the claims of interested parties.
    if (!settings_.unstaked_claims && !read.stake && !read.interested)
      return passed("its one source has no stake in it");
    // A person speaking for no one but themself ("I play this game better than anyone," Hale
    // said) gives an opinion; only their figures and measured comparisons are claims to confirm.
    if (speaks_for_self(a, c) && !anchored_on_figure(a, c))
      return passed("a person's opinion, speaking for no one but themself");
    // "He is the best person to beat her," the governor said: a judgment of someone else is
    // reported opinion; only a party's praise of its own side ("our best chip") is its claim.
    if (c.opinion && !c.about_speaker && !own_body)
      return passed("a judgment of someone else: reported opinion");
    // A party's own figures, and an interest group's ("the union says revenue fell by half").
    if (numeric && !settings_.claim_kinds.count("numeric") && !read.stake && !read.interested)
      return passed("a figure whose source has no stake in it");
    return read;
  }

  // Whether, inside a quotation, a possessive of the first person plural stands at most ten
  // words before the claim's trigger, in its clause, with a verb of being between ("Our lines are
  // the most tested", "Nossa campanha foi a mais bem-sucedida"; claims.own-side and
  // claims.own-side-links): the party speaks of its own side.
  bool quotes_own_side(const analysis::ArticleAnalysis& a, const Claim& c) const {
    constexpr size_t kReach = 10;  // "Our lines in the Sorrel Canyon area are the most tested"
    if (own_side_.empty()) return false;
    const uint32_t s = a.sentence_index(c.trigger.start);
    if (s == analysis::kNone) return false;
    const std::vector<text::Token>& t = a.sentence_tokens[s];
    // "a empresa mais eficiente do nosso portfólio": the superlative's own scope, in it or just
    // after it, is the side's.
    constexpr size_t kScopeReach = 2;  // "do nosso", "of our"
    for (size_t k = text::first_token_from(t, c.trigger.start), after = 0;
         k < t.size() && after <= kScopeReach && t[k].is_word(); ++k) {
      if (own_side_.at(t, k)) return a.in_quote(t[k].span.start);
      if (t[k].span.start >= c.trigger.end) ++after;
      if (after > 0 && ranks_own_deed(t, k)) return a.in_quote(t[k].span.start);
    }

    size_t at = text::first_token_from(t, c.trigger.start);
    bool linked = false;  // a verb of being between: "our lines are", not "our best minds"
    for (size_t seen = 0; at > 0 && seen < kReach; --at, ++seen) {
      const text::Token& w = t[at - 1];
      // "we've had the steepest drop": the apostrophe inside a contraction is no edge.
      const bool apostrophe = w.is_symbol("'") || w.is_symbol("’");
      if (!w.is_word() && !apostrophe) return false;  // another clause, or the quotation's edge
      // "Temos a inflação de alimentos mais baixa", "we're the fastest-growing": a verb of the
      // first person plural that holds or is what it ranks (claims.own-side-verbs) needs no
      // other link; looked for first, as its "we" is also the side's own word.
      if (own_side_verbs_.at(t, at - 1)) return a.in_quote(w.span.start);
      // "Nossas matrículas cresceram 40%": a figure of the side's own needs no verb of being.
      if (own_side_.at(t, at - 1))
        return (linked || c.kind == analysis::ClaimKind::Numeric) && a.in_quote(w.span.start);
      linked = linked || own_side_links_.at(t, at - 1);
    }
    return false;
  }

  // "A empresa afirma que seus custos cresceram 14,2%", "Delta said its on-time rate ...": the
  // claim's one source reports, right after its cue, what is its own (claims.reported-own: a
  // possessive opening the reported clause): it argues its side, whatever the story covers.
  bool reports_own_side(const analysis::ArticleAnalysis& a, const Claim& c) const {
    if (reported_own_.empty()) return false;
    const uint32_t s = a.sentence_index(c.trigger.start);
    if (s == analysis::kNone) return false;
    const std::vector<text::Token>& t = a.sentence_tokens[s];
    for (const analysis::Attribution& at : a.attributions) {
      if (at.source != c.sources.front() || at.cue.start >= c.trigger.start ||
          !a.sentences[s].span.contains(at.cue.start) || a.in_quote(at.cue.start)) {
        continue;
      }
      const size_t after = text::first_token_from(t, at.cue.end);
      if (after < t.size() && reported_own_.at(t, after)) return true;
      // The opener is needed: right after "According to" the name is the speaker's own mention.
      const size_t opener = reported_own_openers_.at(t, after).length;
      if (opener > 0 && names_own_party_at(a, t, after + opener, a.sources[c.sources.front()]))
        return true;
    }
    return false;
  }

  // "the most successful reform this office has launched", "a maior obra que esta gestão já
  // fez": inside a quotation, the speaker's own body named by a demonstrative (claims.own-body) a
  // few words after the trigger. The speaker speaks for that body, named or not.
  bool names_own_body(const analysis::ArticleAnalysis& a, const Claim& c) const {
    constexpr size_t kBodyReach = 5;
    if (own_body_.empty()) return false;
    const uint32_t s = a.sentence_index(c.trigger.start);
    if (s == analysis::kNone) return false;
    const std::vector<text::Token>& t = a.sentence_tokens[s];
    for (size_t k = text::first_token_from(t, c.trigger.end), seen = 0;
         k < t.size() && seen < kBodyReach && t[k].is_word(); ++k, ++seen) {
      if (own_body_.at(t, k)) return a.in_quote(t[k].span.start);
    }
    return false;
  }

  // "a maior multa que já aplicamos": a relative clause on the ranked thing whose verb is the
  // first person plural (claims.own-side-relatives, claims.own-side-endings) ranks the side's own
  // deed.
  bool ranks_own_deed(const std::vector<text::Token>& t, size_t k) const {
    const analysis::PhraseTable::Match relative = own_side_relatives_.at(t, k);
    if (!relative || k + relative.length >= t.size()) return false;
    const text::Token& verb = t[k + relative.length];
    return verb.is_word() && !verb.capitalized &&
           std::any_of(
               own_side_endings_.begin(), own_side_endings_.end(), [&](const std::string& ending) {
                 return verb.lower.size() > ending.size() + 2 && verb.lower.ends_with(ending);
               });
  }

  // "“É o robô mais rápido do mundo”, afirmou o fundador da Movitra": a company's officer
  // (sources.executive-posts) speaks for a business with a stake in what it sells, whatever the
  // story is about.
  bool runs_a_company(const Source& s) const {
    if (s.type != analysis::SourceType::Person || s.organization.empty() || s.role.empty() ||
        executive_posts_.empty())
      return false;
    std::vector<text::Token> role;
    text::tokenize(s.role, Span{0, static_cast<uint32_t>(s.role.size())}, role);
    return executive_posts_.found_in(role);
  }

  // "Peixoto afirma que a Citrovale tem hoje o menor índice": the reported clause opens on the
  // speaker's own organization, by the first word of its name.
  static bool names_own_party_at(const analysis::ArticleAnalysis& a,
                                 const std::vector<text::Token>& t, size_t k, const Source& s) {
    constexpr size_t kShortestName = 4;  // "Acme", not "O" or "AT"
    if (k >= t.size() || !t[k].is_word() || !t[k].capitalized || s.party.empty()) return false;
    std::string_view party = s.party;
    const std::string_view first_word = party.substr(0, party.find(' '));
    return first_word.size() >= kShortestName && t[k].text == first_word &&
           !a.in_quote(t[k].span.start);
  }

  Finding finding(const analysis::ArticleAnalysis& a, const Claim& c,
                  const ClaimReading& read) const {
    const Source& only = a.sources[c.sources.front()];
    std::string message = std::string("This ") + to_string(c.kind) + " claim (“{match}”) rests only on " +
                          describe(only);
    if (read.stake) {
      message += ", which has a stake in it as the party the story covers: confirm it with an "
                 "independent source, or say plainly that only " + party_key(only) + " makes it.";
    } else if (read.interested) {
      message += ", which argues its own side: confirm it with an independent source, or say "
                 "plainly that it is " + party_key(only) + "'s claim.";
    } else {
      message += ": confirm it with a second, independent source, or say plainly whose claim it is.";
    }
    Finding f = make_finding(a, c.trigger, message);
    if (read.stake) f.severity = settings_.stake_severity;
    return f;
  }

  // A note that the newsroom could not confirm or verify the claim (claims.unconfirmed-notes),
  // or that it measured the thing itself (claims.own-tests: "In our tests, the battery lasted 34
  // hours"), outside quotation marks, in its sentence or the next one of its paragraph.
  static bool noted_beside(const analysis::ArticleAnalysis& a, const Claim& c,
                           const analysis::PhraseTable& notes) {
    return noted_at(a, c.span.start, notes);
  }

  // The same, for the sentence at byte `at`.
  static bool noted_at(const analysis::ArticleAnalysis& a, uint32_t at,
                       const analysis::PhraseTable& notes) {
    return any_note_beside(a, at, notes,
                           [](const std::vector<text::Token>&, size_t, size_t) { return true; });
  }

  // Whether `applies` holds for a note of `notes` outside quotation marks in the sentence at byte
  // `at` or the next one of its paragraph; it is given the sentence's tokens, where the note
  // starts and how many tokens it has.
  template <typename Applies>
  static bool any_note_beside(const analysis::ArticleAnalysis& a, uint32_t at,
                              const analysis::PhraseTable& notes, Applies applies) {
    if (notes.empty()) return false;
    const uint32_t s = a.sentence_index(at);
    if (s == analysis::kNone) return false;
    for (uint32_t i = s; i <= s + 1 && i < a.sentence_tokens.size(); ++i) {
      if (i > s && a.sentences[i].block != a.sentences[s].block) break;
      const std::vector<text::Token>& t = a.sentence_tokens[i];
      for (size_t k = 0; k < t.size(); ++k) {
        const analysis::PhraseTable::Match note = notes.at(t, k);
        if (note && !a.in_quote(t[k].span.start) && applies(t, k, note.length)) return true;
      }
    }
    return false;
  }

  // "She also said Sorrelbox throws away 40% less food ..., and described the company as the
  // fastest-growing meal-kit business in the Midwest. The Ledger could not confirm that ranking":
  // a note that the newsroom could not confirm the claim (claims.unconfirmed-notes) beside it; one
  // that names a ranking (claims.ranking-nouns, right after it) is said of a superlative only.
  bool unconfirmed_beside(const analysis::ArticleAnalysis& a, const Claim& c) const {
    constexpr size_t kReach = 3;  // "could not confirm that ranking"
    const bool superlative = c.kind == analysis::ClaimKind::Superlative;
    return any_note_beside(a, c.span.start, unconfirmed_,
                           [&](const std::vector<text::Token>& t, size_t k, size_t length) {
                             if (superlative) return true;
                             for (size_t j = k + length; j < t.size() && j < k + length + kReach;
                                  ++j) {
                               if (ranking_nouns_.at(t, j)) return false;
                             }
                             return true;
                           });
  }

  // "Varga said the 40% figure compares a year of utility bills ... and the Ledger could not
  // independently verify the comparison": a note that the newsroom could not confirm the claim
  // (claims.unconfirmed-notes), beside a later sentence that gives the claim's figure again, is
  // said of that claim.
  bool noted_where_named(const analysis::ArticleAnalysis& a, const Claim& c) const {
    if (unconfirmed_.empty()) return false;
    const analysis::NumericExpression* claimed = claimed_figure(a, c);
    if (claimed == nullptr) claimed = figure_before(a, c);
    if (claimed == nullptr || claimed->value == 0) return false;
    for (const analysis::NumericExpression& n : a.numbers) {
      if (n.sentence <= claimed->sentence || n.value != claimed->value || n.unit != claimed->unit ||
          n.sentence >= a.sentence_tokens.size())
        continue;
      if (noted_at(a, n.span.start, unconfirmed_)) return true;
    }
    return false;
  }

  // A note of claims.unconfirmed-notes: its sentence, and the token span it takes there.
  struct Note {
    uint32_t sentence;
    size_t first, length;
  };

  // Every note that the newsroom could not confirm (claims.unconfirmed-notes) outside quotation
  // marks, in text order.
  std::vector<Note> unconfirmed_notes(const analysis::ArticleAnalysis& a) const {
    std::vector<Note> notes;
    if (unconfirmed_.empty()) return notes;
    for (uint32_t i = 0; i < a.sentence_tokens.size(); ++i) {
      const std::vector<text::Token>& t = a.sentence_tokens[i];
      for (size_t k = 0; k < t.size(); ++k) {
        const analysis::PhraseTable::Match note = unconfirmed_.at(t, k);
        if (note && !a.in_quote(t[k].span.start)) notes.push_back({i, k, note.length});
      }
    }
    return notes;
  }

  // "A reportagem não conseguiu confirmar que a Vaiali cancela menos corridas que os
  // concorrentes", paragraphs after "cancela 40% menos corridas do que os concorrentes": a note
  // of `notes` after the claim whose words after it, to the next comma, give two words of the
  // claim, is said of that claim.
  bool noted_in_its_words(const analysis::ArticleAnalysis& a, const Claim& c,
                          const std::vector<Note>& notes) const {
    constexpr size_t kShared = 2;
    const uint32_t s = a.sentence_index(c.trigger.start);
    if (s == analysis::kNone) return false;
    std::vector<std::string> words;  // read when a note follows the claim
    for (const Note& note : notes) {
      if (note.sentence <= s) continue;
      if (words.empty()) words = claim_words(a, c, {});
      const std::vector<text::Token>& t = a.sentence_tokens[note.sentence];
      size_t shared = 0;
      for (size_t j = note.first + note.length;
           j < t.size() && !t[j].is_symbol(":") && !t[j].is_symbol(";") && !t[j].is_symbol(",") &&
           shared < kShared;
           ++j) {
        if (t[j].is_word() &&
            std::find(words.begin(), words.end(), word_stem(t[j].lower)) != words.end())
          ++shared;
      }
      if (shared >= kShared) return true;
    }
    return false;
  }

  // Whether a document's name is a party's statement (claims.party-statements).
  bool names_a_statement(const Source& document) const {
    std::vector<text::Token> words;
    text::tokenize(document.name, {0, static_cast<uint32_t>(document.name.size())}, words);
    return party_statements_.found_in(words);
  }

  // Whether the cue that gives the claim its source is one of `cues`: a verb of confirming
  // ("confirmed that": claims.confirming-cues), or one that says the claim is said again
  // ("repeated that", "repetiu que": claims.restating-cues).
  static bool cue_is(const analysis::ArticleAnalysis& a, const Claim& c,
                     const analysis::PhraseTable& cues) {
    if (cues.empty()) return false;
    const uint32_t s = a.sentence_index(c.trigger.start);
    if (s == analysis::kNone || s >= a.sentence_tokens.size()) return false;
    const std::vector<text::Token>& t = a.sentence_tokens[s];
    for (const analysis::Attribution& at : a.attributions) {
      if (!a.sentences[s].span.contains(at.cue.start) || !at.covers.contains(c.trigger.start))
        continue;
      const size_t cue = text::first_token_from(t, at.cue.start);
      if (cue < t.size() && cues.at(t, cue)) return true;
    }
    return false;
  }

  // "Carrowind said the trial was the largest ever run. Records in ClinicalTrials.gov back that
  // up", "A Korvo diz que é o mais leve, e dados independentes confirmam": a confirmation
  // (claims.confirmation-notes) after the claim, in its sentence or the next one (which may open
  // the next paragraph), not in the party's own words, is the independent check the finding
  // would ask for.
  bool confirmed_next(const analysis::ArticleAnalysis& a, const Claim& c,
                      const std::string& party) const {
    if (confirmations_.empty()) return false;
    const uint32_t s = a.sentence_index(c.trigger.start);
    if (s == analysis::kNone) return false;
    // The next sentence, or the one after it when the next is the party's own and claims
    // nothing more ("…, she said. “We had crews staged inland,” she said. Commission figures back
    // her up"); after another claim a note would confirm that one.
    const bool party_next = s + 1 < a.sentence_tokens.size() && speaks_for(a, s + 1, party);
    const bool party_aside = party_next && !claim_in_sentence(a, s + 1);
    // A note that names the speaker ("Federal figures back her up") answers all she said, a
    // second claim of hers in between ("Nobody at Port Ellery beats that," she said) included.
    const uint32_t last = party_next ? s + 2 : s + 1;
    // "“É o maior público da história. Há cinco anos, ninguém acreditava”, afirmou. Os registros
    // da FLF confirmam a marca": an aside that goes on the claim's own quotation is still the
    // claim's statement, and any note after it reaches back.
    const bool aside_in_quote =
        party_aside && same_quote(a, c.trigger.start, a.sentences[s + 1].span.start);
    for (uint32_t i = s; i <= last && i < a.sentence_tokens.size(); ++i) {
      // In the claim's own sentence the party speaks, but a note after the claim may still be
      // another's ("…, a ranking the foundation's published list of winners confirms"); only the
      // party's own verb is not.
      if (i > s && speaks_for(a, i, party)) continue;
      const std::vector<text::Token>& t = a.sentence_tokens[i];
      // Past the party's aside, only a note that names the speaker ("back her up") reaches back.
      const analysis::PhraseTable& notes =
          i == s + 2 && !aside_in_quote ? speaker_confirmations_ : confirmations_;
      for (size_t k = 0; k < t.size(); ++k) {
        if (i == s && t[k].span.start < c.trigger.end) continue;
        // "O engenheiro ... confirmou a redução": a note that names what it confirms confirms
        // the claim of that thing, past the party's aside, and not its other claims.
        // "Os dados federais confirmam o salto na produção" confirms a rise, not the fall in
        // waiting times claimed before it ("= rise", "= fall": the way the change it names goes).
        if (const analysis::PhraseTable::Match named = named_confirmations_.at(t, k);
            named && !a.in_quote(t[k].span.start)) {
          const bool same =
              trigger_names(a, c, t[k + named.length - 1].lower) ||
              (named.value != nullptr && (*named.value == "fall") == claims_a_fall(a, c));
          if (same) return true;
          k += named.length - 1;
          continue;
        }
        if (!notes.at(t, k) || a.in_quote(t[k].span.start)) continue;
        if (i == s && party_cue_at(a, t[k].span.start, party)) continue;
        // "Korvo markets it as the lightest, and independent data backs that up": in the next
        // sentence, a claim of the party (or a ranking no one is named for) before the note is
        // what it confirms; another voice's figures there ("Levantamento ..., que acompanha 40
        // praças, confirma") are its own.
        return i == s || !party_claim_before(a, i, t[k].span.start, party);
      }
    }
    return false;
  }

  // "Natarajan, who keeps a database of every jackpot paid, confirmed that no larger prize had
  // been won": a voice with no stake that confirms (claims.confirming-cues) a ranking by the
  // claim's own adjective ("larger" for "largest"), anywhere after the claim, vouches for it.
  bool confirmed_later(const analysis::ArticleAnalysis& a, const Claim& c,
                       const std::string& party) const {
    constexpr size_t kRoot = 4;  // "larg" in "largest" and "larger"
    if (c.kind != analysis::ClaimKind::Superlative || confirming_cues_.empty()) return false;
    const uint32_t s = a.sentence_index(c.trigger.start);
    if (s == analysis::kNone || s >= a.sentence_tokens.size()) return false;
    const std::vector<text::Token>& t = a.sentence_tokens[s];
    // The ranking's adjective: the last word of the superlative ("largest", "mais rápida").
    std::string root;
    for (size_t k = text::first_token_from(t, c.trigger.start);
         root.empty() && k < t.size() && t[k].span.start < c.trigger.end; ++k) {
      const analysis::PhraseTable::Match m = superlatives_.at(t, k);
      if (m && t[k + m.length - 1].lower.size() > kRoot)
        root = t[k + m.length - 1].lower.substr(0, kRoot);
    }
    if (root.empty()) return false;
    for (const analysis::Attribution& at : a.attributions) {
      if (at.cue.start <= c.trigger.end || at.source >= a.sources.size() ||
          a.sources[at.source].stake != analysis::Stake::Independent ||
          party_key(a.sources[at.source]) == party)
        continue;
      const uint32_t i = a.sentence_index(at.cue.start);
      if (i == analysis::kNone || i >= a.sentence_tokens.size()) continue;
      const std::vector<text::Token>& u = a.sentence_tokens[i];
      const size_t cue = text::first_token_from(u, at.cue.start);
      if (cue >= u.size() || !confirming_cues_.at(u, cue)) continue;
      for (size_t j = cue + 1; j < u.size() && at.covers.contains(u[j].span.start); ++j) {
        if (u[j].is_word() && u[j].lower.size() > kRoot && u[j].lower.starts_with(root))
          return true;
      }
    }
    return false;
  }

  // Whether the words of claim `c`'s trigger hold `word` (folded, as tokens are), read from the
  // sentence's tokens.
  static bool trigger_names(const analysis::ArticleAnalysis& a, const Claim& c,
                            const std::string& word) {
    const uint32_t s = a.sentence_index(c.trigger.start);
    if (s == analysis::kNone || s >= a.sentence_tokens.size()) return false;
    const std::vector<text::Token>& t = a.sentence_tokens[s];
    for (size_t k = text::first_token_from(t, c.trigger.start);
         k < t.size() && t[k].span.start < c.trigger.end; ++k) {
      if (t[k].lower == word) return true;
    }
    return false;
  }

  // Whether offsets `a_at` and `b_at` lie in one quotation.
  static bool same_quote(const analysis::ArticleAnalysis& a, uint32_t a_at, uint32_t b_at) {
    return std::any_of(a.quotes.begin(), a.quotes.end(), [&](const analysis::Quote& q) {
      return q.span.start <= a_at && a_at < q.span.end && q.span.start <= b_at && b_at < q.span.end;
    });
  }

  // Whether figure `m`, outside quotations, is credited to a voice other than `party` with no
  // stake in the claim: an independent source, official statistics or a document.
  static bool from_independent_voice(const analysis::ArticleAnalysis& a,
                                     const analysis::NumericExpression& m,
                                     const std::string& party) {
    if (m.attribution >= a.attributions.size() || a.in_quote(m.span.start)) return false;
    const uint32_t source = a.attributions[m.attribution].source;
    if (source >= a.sources.size()) return false;
    const Source& voice = a.sources[source];
    return (voice.stake == analysis::Stake::Independent || voice.statistics ||
            voice.type == analysis::SourceType::Document) &&
           party_key(voice) != party;
  }

  // "o preço caiu de R$ 2,45 para R$ 2,01", said the cooperative; "o recuo de 18% entre março e
  // julho", says a university's survey: a claim that moves from one figure to another is
  // confirmed by an independent percentage of that change, within a point.
  bool change_confirmed(const analysis::ArticleAnalysis& a, const Claim& c,
                        const std::string& party) const {
    constexpr double kPoint = 1.0;
    constexpr uint32_t kJoin = 8;  // " para ", " to ": the words between the two figures
    const analysis::NumericExpression* from = nullptr;
    const analysis::NumericExpression* to = nullptr;
    for (const analysis::NumericExpression& n : a.numbers) {
      if (n.span.start >= c.trigger.start && n.span.end <= c.trigger.end) {
        to = &n;
        break;
      }
      // The trigger may hold the second figure only ("de R$ 2,45 para R$ 2,01").
      if (n.span.end <= c.trigger.start && n.span.end + kJoin >= c.trigger.start) from = &n;
    }
    if (to != nullptr && from == nullptr) {
      for (const analysis::NumericExpression& n : a.numbers) {
        if (n.span.start > to->span.end && n.span.end <= c.trigger.end) {
          from = to;
          to = &n;
          break;
        }
      }
    }
    // "a carteira cresceu 140%", and the central bank's data: "passou de R$ 258 milhões para
    // R$ 620 milhões": an independent pair of figures whose change is the claimed percentage.
    if (to != nullptr && from == nullptr && to->unit == "%")
      return percentage_confirmed(a, *to, party);
    if (from == nullptr || to == nullptr || from->unit != to->unit || from->value == 0 ||
        from->unit == "%")
      return false;
    const double change = 100.0 * std::abs(to->value - from->value) / std::abs(from->value);
    return std::any_of(a.numbers.begin(), a.numbers.end(),
                       [&](const analysis::NumericExpression& m) {
                         return m.unit == "%" && m.sentence != from->sentence &&
                                std::abs(m.value - change) <= kPoint &&
                                from_independent_voice(a, m, party);
                       });
  }

  // Whether another sentence gives, in an independent voice, two figures of one unit in a row
  // ("de R$ 258 milhões ... para R$ 620 milhões") whose change is the claimed percentage, within
  // a point.
  static bool percentage_confirmed(const analysis::ArticleAnalysis& a,
                                   const analysis::NumericExpression& claimed,
                                   const std::string& party) {
    constexpr double kPoint = 1.0;
    constexpr uint32_t kBetween = 60;  // bytes: " em dezembro de 2022 para "
    const analysis::NumericExpression* previous = nullptr;
    for (const analysis::NumericExpression& n : a.numbers) {
      const analysis::NumericExpression* from = previous;
      if (n.unit.empty() || n.unit == "%" || n.sentence == claimed.sentence) continue;
      previous = &n;
      if (from == nullptr || from->sentence != n.sentence || from->unit != n.unit ||
          from->value == 0 || n.span.start - from->span.end > kBetween)
        continue;
      const double change = 100.0 * std::abs(n.value - from->value) / std::abs(from->value);
      if (std::abs(change - claimed.value) <= kPoint &&
          (from_independent_voice(a, n, party) || from_independent_voice(a, *from, party)))
        return true;
    }
    return false;
  }

  // "Somos o aeroporto mais movimentado do interior", said the concessionaire; "Vale Alto é com
  // folga o aeroporto mais movimentado do interior", said an economist with no stake: another
  // voice that ranks the same thing the same way (the superlative's first two words, short words
  // passed over) confirms it. "maior" alone is everywhere, so one word is not enough.
  static bool ranking_echoed(const analysis::ArticleAnalysis& a, const Claim& c,
                             const std::string& party) {
    if (c.kind != analysis::ClaimKind::Superlative) return false;
    const std::string key = ranking_key(a, c.trigger);
    if (key.empty()) return false;
    return std::any_of(a.claims.begin(), a.claims.end(), [&](const Claim& other) {
      if (&other == &c || other.kind != analysis::ClaimKind::Superlative || other.sources.empty() ||
          a.sentence_index(other.trigger.start) == a.sentence_index(c.trigger.start))
        return false;
      return all_independent(a, other, party) && ranking_key(a, other.trigger) == key;
    });
  }

  // Whether every source of `other` is outside the party: one with no stake, official statistics,
  // or a bulletin, report or survey no party stands behind ("boletim do instituto", "levantamento
  // da consultoria, feito a pedido da reportagem"), as in from_independent_voice.
  static bool all_independent(const analysis::ArticleAnalysis& a, const Claim& other,
                              const std::string& party) {
    return std::all_of(other.sources.begin(), other.sources.end(), [&](uint32_t id) {
      if (id >= a.sources.size()) return false;
      const Source& voice = a.sources[id];
      const bool document =
          voice.type == analysis::SourceType::Document && voice.stake == analysis::Stake::Unknown;
      return (voice.stake == analysis::Stake::Independent || voice.statistics || document) &&
             party_key(voice) != party;
    });
  }

  // "That is the shortest wait of any emergency department in the tri-county area," said the
  // hospital's officer; "the state's emergency department dashboard put St. Aldric's wait at 43
  // minutes, the lowest among the five hospitals in the tri-county area": a superlative (or
  // comparison) of the same kind that a voice with no stake makes, outside quotation marks, in a
  // sentence naming the party and sharing the stem of a word around the claim (claim_words),
  // confirms the party's. A headline is no voice, and a quoted expert may be denying it ("não dá
  // para dizer que é o menor").
  bool ranked_by_independent_voice(const analysis::ArticleAnalysis& a, const Claim& c,
                                   const std::string& party) const {
    if (c.kind != analysis::ClaimKind::Superlative && c.kind != analysis::ClaimKind::Comparative)
      return false;
    // Its names, the name its people's posts give it ("presidente da Coopescai"), and its name
    // without the word of kind that ends it ("Harlow General" for "Harlow General Hospital").
    std::vector<std::string_view> names = {party};
    for (const Source& s : a.sources) {
      if (party_key(s) != party) continue;
      names.push_back(s.type == analysis::SourceType::Person ? s.organization : s.name);
    }
    const std::string short_name = without_kind(party);
    if (!short_name.empty()) names.push_back(short_name);
    const std::string opening = opening_name(a, party);
    if (!opening.empty()) names.push_back(opening);
    const std::string leading = leading_name(a, party);
    if (!leading.empty()) names.push_back(leading);
    const std::vector<std::string> words = claim_words(a, c, names);
    if (words.empty()) return false;
    return std::any_of(a.claims.begin(), a.claims.end(), [&](const Claim& other) {
      return &other != &c && ranks_alike(a, c, other, party, names, words);
    });
  }

  // Whether `other`, a ranking in another sentence, ranks the party as its claim `c` does: a
  // voice with no stake, a rival's concession or the newsroom's own test, in a sentence naming
  // the party and sharing a word of the claim (`words`).
  bool ranks_alike(const analysis::ArticleAnalysis& a, const Claim& c, const Claim& other,
                   const std::string& party, const std::vector<std::string_view>& names,
                   const std::vector<std::string>& words) const {
    constexpr size_t kTopicWords = 2;  // for a quote that names no party
    const uint32_t i = a.sentence_index(other.trigger.start);
    // "loses fewer bags than any airline" and "the lowest rate among the 14 carriers": a
    // comparison with all the rest (claims.whole-field-scopes) ranks as a superlative does.
    const bool ranks = (c.kind == analysis::ClaimKind::Comparative &&
                        other.kind == analysis::ClaimKind::Superlative && against_all(a, c)) ||
                       (c.kind == analysis::ClaimKind::Superlative &&
                        other.kind == analysis::ClaimKind::Comparative && against_all(a, other));
    // A quoted expert may be denying the ranking ("não dá para dizer que é o menor"), unless an
    // adverb affirms it ("É de fato o maior catamarã ... do estado") or the quote ranks the
    // party by name with no negation before it in its clause ("a Vaiali teve a menor espera
    // média em sete dos nove bairros").
    if (!(other.kind == c.kind || ranks) || i == a.sentence_index(c.trigger.start) ||
        i == analysis::kNone || i >= a.sentence_tokens.size() || in_title(a, other))
      return false;
    const bool quoted = a.in_quote(other.trigger.start);
    const bool affirmed = quoted && affirmed_before(a, other);
    if (quoted && !affirmed &&
        (negated_before(a, other) || !names_party_in(a, i, names) ||
         !same_ranking_word(a, c, other)))
      return false;
    // "Still, she acknowledged that Millbrook's rates are the lowest": a rival's concession
    // grants the ranking, whatever that rival's stake. "A Ledger review of county permits found
    // that, among the seven installers ..., Helio Ridge had the shortest median gap": the
    // newsroom's own test ranks with no voice of the party, and the whole sentence is the
    // test's, what it weighed ("installers") included.
    const bool own_test = other.sources.empty() && own_test_in(a, i) && !speaks_for(a, i, party);
    const bool vouched = own_test || (other.sources.empty() ? conceded_by_another(a, other, party)
                                                            : all_independent(a, other, party));
    if (!vouched) return false;
    const std::vector<text::Token>& t = a.sentence_tokens[i];
    // The same figure ties the two sentences ("4.2 million ..., the most in its history" and
    // "4.2 million checkouts for fiscal 2024, the highest total"): the topic may stand anywhere
    // in the other, as in the newsroom's own test.
    const bool same_figure = same_figure_in(a, c, i);
    const size_t shared = own_test || same_figure ? (holds_stem(t.begin(), t.end(), words) ? 1 : 0)
                                                  : claim_words_shared(a, i, other, words);
    if (shared == 0) return false;
    return names_party_in(a, i, names) || same_figure || (affirmed && shared >= kTopicWords);
  }

  // Whether two claims' triggers share a word ("menor" and "a menor espera média"): "é hoje a rede
  // que mais cresce" ranks another way than "a maior rede do Nordeste".
  static bool same_ranking_word(const analysis::ArticleAnalysis& a, const Claim& c,
                                const Claim& other) {
    return share_a_word(trigger_stems(a, c), trigger_stems(a, other));
  }

  // Whether a negation (attribution.negations) or a subject of nobody (claims.nobody-subjects:
  // "nobody can say") stands before the claim's trigger in its clause.
  bool negated_before(const analysis::ArticleAnalysis& a, const Claim& c) const {
    return in_clause_before(a, c, [&](const std::vector<text::Token>& t, size_t k) {
      return negations_.at(t, k) || nobody_subjects_.at(t, k);
    });
  }

  // Whether an affirming adverb (claims.affirming-adverbs: "de fato", "indeed") stands in the
  // three words before the claim's trigger, with no negation (attribution.negations) in the two
  // words before it ("isn't really the biggest").
  bool affirmed_before(const analysis::ArticleAnalysis& a, const Claim& c) const {
    constexpr size_t kReach = 3, kNegationReach = 2;
    const uint32_t s = a.sentence_index(c.trigger.start);
    if (s == analysis::kNone || s >= a.sentence_tokens.size() || affirming_.empty()) return false;
    const std::vector<text::Token>& t = a.sentence_tokens[s];
    const size_t at = text::first_token_from(t, c.trigger.start);
    for (size_t k = at > kReach ? at - kReach : 0; k < at; ++k) {
      const analysis::PhraseTable::Match adverb = affirming_.at(t, k);
      if (!adverb || k + adverb.length > at) continue;
      for (size_t n = k > kNegationReach ? k - kNegationReach : 0; n < k; ++n) {
        if (negations_.at(t, n)) return false;
      }
      return true;
    }
    return false;
  }

  // "Tate said the truck can tow 14,500 pounds, which she described as best in class" and "the
  // truck pulled a 14,500-pound trailer ..., the highest rating": a sentence that gives a figure
  // of the claim's sentence again speaks of the same thing, though it does not name the party.
  // A "14,500-pound trailer" reads as a name, its unit glued on: figures of a hundred or more
  // meet on their value whatever the other's kind, save a year or a date.
  static bool same_figure_in(const analysis::ArticleAnalysis& a, const Claim& c, uint32_t i) {
    constexpr double kSmallest = 100;  // "five pickups" and "five stars" meet by chance
    constexpr uint32_t kReach = 60;    // bytes before the trigger: "14,500 pounds, which she ..."
    auto dated = [](analysis::NumberKind k) {
      return k == analysis::NumberKind::Year || k == analysis::NumberKind::Date ||
             k == analysis::NumberKind::Time;
    };
    for (const analysis::NumericExpression& n : a.numbers) {
      if (n.sentence != a.sentence_index(c.trigger.start) || n.span.end > c.trigger.end ||
          n.span.end + kReach < c.trigger.start || n.value < kSmallest ||
          (n.kind != analysis::NumberKind::Quantity && n.kind != analysis::NumberKind::Count))
        continue;
      for (const analysis::NumericExpression& m : a.numbers) {
        if (m.sentence == i && !dated(m.kind) && m.value == n.value) return true;
      }
    }
    return false;
  }

  // Whether a scope that sets the claim against the whole field ("than any", "do que qualquer":
  // claims.whole-field-scopes) opens within six words after its trigger's start.
  bool against_all(const analysis::ArticleAnalysis& a, const Claim& c) const {
    constexpr size_t kReach = 6;  // "fewer checked bags than any"
    const uint32_t s = a.sentence_index(c.trigger.start);
    if (s == analysis::kNone || s >= a.sentence_tokens.size()) return false;
    const std::vector<text::Token>& t = a.sentence_tokens[s];
    const size_t first = text::first_token_from(t, c.trigger.start);
    for (size_t k = first; k < t.size() && k <= first + kReach; ++k) {
      if (whole_field_.at(t, k)) return true;
    }
    return false;
  }

  // Whether sentence i names the party by one of `names`.
  static bool names_party_in(const analysis::ArticleAnalysis& a, uint32_t i,
                             const std::vector<std::string_view>& names) {
    const std::string_view sentence = a.sentences[i].span.in(a.text());
    return std::any_of(names.begin(), names.end(), [&](std::string_view name) {
      return !name.empty() && text::contains_whole_word(sentence, name);
    });
  }

  // Whether sentence i names the claim's one speaker, a person, by the surname.
  static bool names_speaker_in(const analysis::ArticleAnalysis& a, const Claim& c, uint32_t i) {
    const Source& speaker = a.sources[c.sources.front()];
    if (speaker.type != analysis::SourceType::Person) return false;
    const size_t space = speaker.name.rfind(' ');
    const std::string_view surname = space == std::string::npos
                                         ? std::string_view(speaker.name)
                                         : std::string_view(speaker.name).substr(space + 1);
    return text::contains_whole_word(a.sentences[i].span.in(a.text()), surname);
  }

  // Whether a word of tokens [from, to) has its stem among `words`.
  static bool holds_stem(std::vector<text::Token>::const_iterator from,
                         std::vector<text::Token>::const_iterator to,
                         const std::vector<std::string>& words) {
    return std::any_of(from, to, [&](const text::Token& w) {
      return w.is_word() &&
             std::find(words.begin(), words.end(), word_stem(w.lower)) != words.end();
    });
  }

  // How many words of the claim (their stems in `words`) stand in the clause of sentence i that
  // holds the other claim's trigger ("..., o maior número entre as operadoras de assinatura no
  // estado"), not anywhere in its sentence. A word of kind there is the field ranked ("entre as
  // 15 cervejarias"), not the thing: "cerveja" and "cervejarias" meet on their stems only.
  size_t claim_words_shared(const analysis::ArticleAnalysis& a, uint32_t i, const Claim& other,
                            const std::vector<std::string>& words) const {
    const std::vector<text::Token>& t = a.sentence_tokens[i];
    const auto [from, to] = clause_around(t, text::first_token_from(t, other.trigger.start));
    size_t shared = 0;
    for (size_t k = from; k < to; ++k) {
      if (t[k].is_word() &&
          std::find(words.begin(), words.end(), word_stem(t[k].lower)) != words.end() &&
          !is_kind_word(t, k))
        ++shared;
    }
    return shared;
  }

  // Whether t[k] is a word of kind (sources.org-words), in the singular or the plural
  // ("cervejarias", "clinics").
  bool is_kind_word(const std::vector<text::Token>& t, size_t k) const {
    if (org_words_.at(t, k)) return true;
    const std::string& plural = t[k].lower;
    if (plural.size() < 2 || plural.back() != 's') return false;
    std::vector<text::Token> singular;
    text::tokenize(plural, {0, static_cast<uint32_t>(plural.size() - 1)}, singular);
    return singular.size() == 1 && org_words_.at(singular, 0);
  }

  // Whether a source of another party concedes the claim `other` ("she acknowledged that ...":
  // claims.concession-cues), which the analysis leaves without sources, as no boast of theirs.
  bool conceded_by_another(const analysis::ArticleAnalysis& a, const Claim& other,
                           const std::string& party) const {
    if (concessions_.empty()) return false;
    std::vector<text::Token> cue;
    for (const analysis::Attribution& at : a.attributions) {
      if (at.source >= a.sources.size() || !at.covers.contains(other.trigger.start) ||
          party_key(a.sources[at.source]) == party)
        continue;
      cue.clear();
      text::tokenize(a.text(), at.cue, cue);
      if (concessions_.spans(cue, 0, cue.size())) return true;
    }
    return false;
  }

  // The tokens [from, to) of the clause holding token `at`: from the comma, semicolon or colon
  // before it (or the sentence's start) to the semicolon or colon after it (or the sentence's end).
  static std::pair<size_t, size_t> clause_around(const std::vector<text::Token>& t, size_t at) {
    size_t from = std::min(at, t.size());
    while (from > 0 && !(t[from - 1].is_symbol(",") || t[from - 1].is_symbol(";") ||
                         t[from - 1].is_symbol(":")))
      --from;
    size_t to = from;
    while (to < t.size() && (to <= at || !(t[to].is_symbol(";") || t[to].is_symbol(":")))) ++to;
    return {from, to};
  }

  // "Larkspur drew 0.3 complaints" for "Larkspur Valley Credit Union": the first word of the
  // party's name, when no other source's name opens with it, the article writes it alone (not
  // followed by the name's next word) and it is no place. "" otherwise.
  std::string opening_name(const analysis::ArticleAnalysis& a, const std::string& party) const {
    constexpr size_t kShortest = 4;
    const size_t space = party.find(' ');
    if (space == std::string::npos || space < kShortest) return "";
    const std::string opening = party.substr(0, space);
    std::vector<text::Token> word;
    text::tokenize(opening, {0, static_cast<uint32_t>(opening.size())}, word);
    if (word.size() != 1 || !word[0].capitalized || places_.at(word, 0) || org_words_.at(word, 0))
      return "";
    for (const Source& s : a.sources) {
      if (party_key(s) != party && s.name.starts_with(opening)) return "";
    }
    return written_alone(a.text(), opening) ? opening : "";
  }

  // "Helio Ridge had the shortest gap" for "Helio Ridge Solar": a name of three words or more
  // without its last word, when the article writes it alone. "" otherwise.
  static std::string leading_name(const analysis::ArticleAnalysis& a, const std::string& party) {
    const size_t space = party.rfind(' ');
    if (space == std::string::npos || std::count(party.begin(), party.end(), ' ') < 2) return "";
    const std::string leading = party.substr(0, space);
    return written_alone(a.text(), leading) ? leading : "";
  }

  // Whether `text` writes `name` as a whole word or words, somewhere not running on into a longer
  // name (a space and a capital after it).
  static bool written_alone(std::string_view text, std::string_view name) {
    for (size_t at = text.find(name); at != std::string_view::npos; at = text.find(name, at + 1)) {
      const size_t next = at + name.size();
      if ((at > 0 && std::isalnum(static_cast<unsigned char>(text[at - 1]))) ||
          (next < text.size() && std::isalnum(static_cast<unsigned char>(text[next]))))
        continue;
      const bool runs_on = next + 1 < text.size() && text[next] == ' ' &&
                           std::isupper(static_cast<unsigned char>(text[next + 1]));
      if (!runs_on) return true;
    }
    return false;
  }

  // "Harlow General" for "Harlow General Hospital": a name of three words or more without the
  // word of kind (sources.org-words) that ends it; "Pelham" for "Clínica Pelham": a name without
  // the word of kind that opens it, when a capitalized word of four letters or more that is no
  // word of kind follows. Empty otherwise.
  std::string without_kind(const std::string& name) const {
    constexpr size_t kShortest = 4;
    std::vector<text::Token> words;
    text::tokenize(name, {0, static_cast<uint32_t>(name.size())}, words);
    if (words.size() >= 2 && org_words_.spans(words, 0, 1) && words[1].capitalized &&
        words[1].text.size() >= kShortest && !org_words_.at(words, 1))
      return name.substr(words[1].span.start);
    if (words.size() < 3 || !org_words_.spans(words, words.size() - 1, words.size())) return "";
    return name.substr(0, words[words.size() - 2].span.end);
  }

  // The first six bytes of a folded word: "subscriber" and "subscribers" meet. A letter of two
  // bytes cut in half is cut the same way on both sides.
  static std::string word_stem(const std::string& lower) {
    constexpr size_t kStem = 6;
    return lower.substr(0, kStem);
  }

  // The words of five letters or more in a claim and the six words on either side of it, but the
  // party's names, by their stems: what the claim is about ("emergency", "prescriptions",
  // "subscribers").
  std::vector<std::string> claim_words(const analysis::ArticleAnalysis& a, const Claim& c,
                                       const std::vector<std::string_view>& names,
                                       size_t around = kAround) const {
    constexpr size_t kShortest = 5;
    std::vector<std::string> words;
    const uint32_t s = a.sentence_index(c.trigger.start);
    if (s == analysis::kNone || s >= a.sentence_tokens.size()) return words;
    const std::vector<text::Token>& t = a.sentence_tokens[s];
    const size_t first = text::first_token_from(t, c.trigger.start);
    size_t last = first;
    while (last < t.size() && t[last].span.start < c.trigger.end) ++last;
    size_t from = first > around ? first - around : 0;
    // "... a maior captadora de recursos do estado e a que mais deposita pedidos de patente": a
    // claim that opens a coordinated phrase (attribution.coordinators, an article between) has
    // its own words after the conjunction; those before it are the other claim's.
    constexpr size_t kOpening = 2;
    for (size_t k = first > kOpening ? first - kOpening : 0; k < first; ++k) {
      if (coordinators_.at(t, k)) from = std::max(from, k + 1);
    }
    for (size_t k = from; k < t.size() && k < last + around; ++k) {
      if (!t[k].is_word() || t[k].lower.size() < kShortest) continue;
      // "the hospital's history": a word of kind, or a possessive, names a body, not the topic.
      if (org_words_.at(t, k) || t[k].lower.ends_with("'s") || t[k].lower.ends_with("’s")) continue;
      const bool a_name = std::any_of(names.begin(), names.end(), [&](std::string_view name) {
        return text::contains_whole_word(name, t[k].text);
      });
      if (!a_name) words.push_back(word_stem(t[k].lower));
    }
    return words;
  }

  // The first two words of a superlative from its trigger on, words of three letters or fewer
  // passed over after the first ("mais movimentado", "recorde passageiros"), or "" when it has
  // fewer.
  static std::string ranking_key(const analysis::ArticleAnalysis& a, Span trigger) {
    constexpr size_t kShortWord = 3;  // "de", "do", "of", "the"
    constexpr size_t kReach = 4;      // tokens read after the first
    const uint32_t s = a.sentence_index(trigger.start);
    if (s == analysis::kNone || s >= a.sentence_tokens.size()) return "";
    const std::vector<text::Token>& t = a.sentence_tokens[s];
    const size_t first = text::first_token_from(t, trigger.start);
    if (first >= t.size() || !t[first].is_word()) return "";
    for (size_t k = first + 1; k < t.size() && k <= first + kReach; ++k) {
      if (!t[k].is_word()) return "";
      if (t[k].lower.size() > kShortWord) return t[first].lower + " " + t[k].lower;
    }
    return "";
  }

  // Whether a claim of the party, or a ranking no one is named for, starts in [from, to).
  bool party_claim_before(const analysis::ArticleAnalysis& a, uint32_t sentence, uint32_t to,
                          const std::string& party) const {
    const uint32_t from = a.sentences[sentence].span.start;
    return std::any_of(a.claims.begin(), a.claims.end(), [&](const Claim& other) {
      if (other.trigger.start < from || other.trigger.start >= to) return false;
      if (other.sources.empty())
        return other.kind != analysis::ClaimKind::Numeric &&
               !names_the_claim_before(a, sentence, other);
      return std::any_of(other.sources.begin(), other.sources.end(), [&](uint32_t id) {
        return id < a.sources.size() && party_key(a.sources[id]) == party;
      });
    });
  }

  // "O sindicato reconhece o recorde": a ranking word inside a confirmation note
  // (claims.confirmation-notes) names the claim the note answers; it makes none of its own. The
  // subject's own "confirmou o recorde" is still its claim.
  bool inside_a_note(const analysis::ArticleAnalysis& a, const Claim& c) const {
    if (std::any_of(c.sources.begin(), c.sources.end(), [&](uint32_t id) {
          return id < a.sources.size() && a.sources[id].stake == analysis::Stake::Subject;
        }))
      return false;
    const uint32_t s = a.sentence_index(c.trigger.start);
    if (s == analysis::kNone || s >= a.sentence_tokens.size() || confirmations_.empty())
      return false;
    const std::vector<text::Token>& t = a.sentence_tokens[s];
    const size_t at = text::first_token_from(t, c.trigger.start);
    for (size_t k = at > 3 ? at - 3 : 0; k <= at && k < t.size(); ++k) {
      const analysis::PhraseTable::Match note = confirmations_.at(t, k);
      if (note && k + note.length > at) return true;
    }
    return false;
  }

  // "O recorde é confirmado por levantamento...", "That record is borne out by": a ranking word
  // that opens its sentence after an article (claims.back-references) names the claim before.
  bool names_the_claim_before(const analysis::ArticleAnalysis& a, uint32_t sentence,
                              const Claim& other) const {
    const std::vector<text::Token>& t = a.sentence_tokens[sentence];
    const size_t at = text::first_token_from(t, other.trigger.start);
    return at == 1 && back_references_.spans(t, 0, 1);
  }

  // "Our prices on produce are about 12% lower," the chief executive said; "The survey did back
  // one of the chain's claims: produce prices were 11.8% lower": a figure of the same kind, within
  // rounding, that an independent source gives outside quotations, with the word of the claim's
  // change right after both figures ("lower"), confirms it. An analyst who quotes "three times
  // faster" to dispute it confirms nothing.
  bool figure_confirmed(const analysis::ArticleAnalysis& a, const Claim& c,
                        const std::string& party) const {
    const analysis::NumericExpression* claimed = claimed_figure(a, c);
    if (claimed == nullptr) claimed = figure_before(a, c);  // "38% fewer"
    if (claimed == nullptr) claimed = figure_ranked(a, c);
    if (claimed == nullptr) claimed = figure_within(a, c);
    if (claimed == nullptr || claimed->value == 0 ||
        claimed->sentence >= a.sentence_tokens.size())
      return false;
    constexpr double kRounding = 0.05, kAbout = 0.1;  // "about 40%" is near enough to "38%"
    for (const analysis::NumericExpression& m : a.numbers) {
      const double margin = m.approximation == analysis::Approximation::About ? kAbout : kRounding;
      // "between 45,000 and 50,000" holds "48,000".
      const bool in_range = m.value_high && claimed->value >= m.value * (1 - margin) &&
                            claimed->value <= *m.value_high * (1 + margin);
      if (&m == claimed || m.sentence == claimed->sentence || m.kind != claimed->kind ||
          (!in_range && std::abs(m.value - claimed->value) > margin * std::abs(claimed->value)) ||
          !(from_independent_voice(a, m, party) || evidence_after_note(a, m, party)))
        continue;
      if (same_change(a, *claimed, m) || same_pair(a, *claimed, m)) return true;
      // "a rede fez 17% mais consultas" and, from the state's panel, "248 mil consultas ...,
      // alta de 17%, o mesmo crescimento citado por Brandão": the same percentage of change, in
      // a sentence on the claim's topic that names its speaker, checks it.
      if (c.kind == analysis::ClaimKind::Comparative && claimed->unit == "%" &&
          m.sentence < a.sentence_tokens.size() && names_speaker_in(a, c, m.sentence) &&
          holds_stem(a.sentence_tokens[m.sentence].begin(), a.sentence_tokens[m.sentence].end(),
                     claim_words(a, c, {party})))
        return true;
    }
    return false;
  }

  // "an average of 1.6 days, compared with 3.9 days" and, from the state's discharge data, "1.6
  // days, against 3.9 days": a second figure of the claim's sentence that the other sentence
  // gives again, within rounding, after the first, makes the same comparison.
  static bool same_pair(const analysis::ArticleAnalysis& a, const analysis::NumericExpression& one,
                        const analysis::NumericExpression& other) {
    auto after = [&](const analysis::NumericExpression& first) {
      std::vector<const analysis::NumericExpression*> out;
      for (const analysis::NumericExpression& n : a.numbers) {
        if (n.sentence == first.sentence && n.span.start > first.span.end && n.value != 0 &&
            !n.unit.empty())
          out.push_back(&n);
      }
      return out;
    };
    constexpr double kRounding = 0.05;  // "41 percent" and, counted again, "40 percent"
    for (const analysis::NumericExpression* x : after(one)) {
      for (const analysis::NumericExpression* y : after(other)) {
        if (x->unit == y->unit && std::abs(x->value - y->value) <= kRounding * std::abs(x->value))
          return true;
      }
    }
    return false;
  }

  // "State health department figures support the first part of that claim. The department
  // recorded 58 overdose deaths ..., a decline of about 27%": a figure credited to no one, outside
  // quotation marks, in one of the two sentences of its paragraph after a note of confirmation
  // that is not the party's (claims.claim-confirming-verbs; claims.holding-verbs: "The office's
  // recidivism figures hold up under outside review. [Who checked them and how.] Her count ...:
  // 23 percent"), is the evidence the note points to.
  bool evidence_after_note(const analysis::ArticleAnalysis& a, const analysis::NumericExpression& m,
                           const std::string& party) const {
    constexpr uint32_t kBack = 2;
    if (m.attribution < a.attributions.size() || a.in_quote(m.span.start) ||
        m.sentence >= a.sentence_tokens.size())
      return false;
    for (uint32_t back = 1; back <= kBack && back <= m.sentence; ++back) {
      const uint32_t i = m.sentence - back;
      if (a.sentences[i].block != a.sentences[m.sentence].block || speaks_for(a, i, party)) break;
      const std::vector<text::Token>& t = a.sentence_tokens[i];
      for (size_t k = 0; k < t.size(); ++k) {
        if ((claim_confirming_verbs_.at(t, k) || holding_verbs_.at(t, k)) &&
            !a.in_quote(t[k].span.start))
          return true;
      }
    }
    return false;
  }

  // Whether a word of the change (not a link such as "than", "mais": claims.change-links) stands
  // within three words after both figures, or a word of decline within three words before both.
  bool same_change(const analysis::ArticleAnalysis& a, const analysis::NumericExpression& one,
                   const analysis::NumericExpression& other) const {
    constexpr size_t kChangeReach = 3;  // "12% lower", "12% less than"
    const std::vector<text::Token>& t = a.sentence_tokens[one.sentence];
    const std::vector<text::Token>& u = a.sentence_tokens[other.sentence];
    const size_t t_after = text::first_token_from(t, one.span.end);
    const size_t u_after = text::first_token_from(u, other.span.end);
    for (size_t k = t_after; k < t.size() && k < t_after + kChangeReach; ++k) {
      if (!t[k].is_word() || change_links_.at(t, k)) continue;
      for (size_t j = u_after; j < u.size() && j < u_after + kChangeReach; ++j) {
        if (u[j].hash == t[k].hash && u[j].lower == t[k].lower) return true;
      }
    }
    // "deaths fell 27%" and "a decline of about 27%": a word of decline just before both.
    auto fall_before = [&](const std::vector<text::Token>& words, uint32_t at) {
      const size_t first = text::first_token_from(words, at);
      for (size_t k = first > kChangeReach ? first - kChangeReach : 0; k < first; ++k) {
        if (declines_.at(words, k)) return true;
      }
      return false;
    };
    if (fall_before(t, one.span.start) && fall_before(u, other.span.start)) return true;
    return same_end_of_change(t, one, u, other);
  }

  // "subscriptions tripled over the past year, to 48,000" and "the base tripled in the 12
  // months ending in May, to between 45,000 and 50,000": both figures are what a change reached
  // (claims.change-to right before them), after one word of the change in both clauses.
  bool same_end_of_change(const std::vector<text::Token>& t, const analysis::NumericExpression& one,
                          const std::vector<text::Token>& u,
                          const analysis::NumericExpression& other) const {
    constexpr size_t kReach = 10;    // "tripled in the 12 months ending in May, to"
    constexpr size_t kShortest = 5;  // a verb of change, not "the" or "its"
    const size_t t_at = text::first_token_from(t, one.span.start);
    const size_t u_at = text::first_token_from(u, other.span.start);
    if (t_at == 0 || u_at == 0 || !change_to_.at(t, t_at - 1) || !change_to_.at(u, u_at - 1))
      return false;
    for (size_t k = t_at > kReach ? t_at - kReach : 0; k + 1 < t_at; ++k) {
      if (!t[k].is_word() || t[k].lower.size() < kShortest) continue;
      for (size_t j = u_at > kReach ? u_at - kReach : 0; j + 1 < u_at; ++j) {
        if (u[j].hash == t[k].hash && u[j].lower == t[k].lower) return true;
      }
    }
    return false;
  }

  // Whether any claim starts in sentence i.
  static bool claim_in_sentence(const analysis::ArticleAnalysis& a, uint32_t i) {
    return std::any_of(a.claims.begin(), a.claims.end(), [&](const Claim& other) {
      return a.sentence_index(other.trigger.start) == i;
    });
  }

  // Whether a cue of the party starts at offset `at`.
  static bool party_cue_at(const analysis::ArticleAnalysis& a, uint32_t at,
                           const std::string& party) {
    return std::any_of(a.attributions.begin(), a.attributions.end(), [&](const auto& cue) {
      return cue.cue.start == at && cue.source < a.sources.size() &&
             party_key(a.sources[cue.source]) == party;
    });
  }

  // Whether a cue of sentence i gives its words to the party.
  static bool speaks_for(const analysis::ArticleAnalysis& a, uint32_t i, const std::string& party) {
    for (const analysis::Attribution& at : a.attributions) {
      if (a.sentences[i].span.contains(at.cue.start) && at.source < a.sources.size() &&
          party_key(a.sources[at.source]) == party)
        return true;
    }
    return false;
  }

  // A note of the newsroom's own test (claims.own-tests) beside a figure, where the sentences it
  // reads give a figure in the same unit or none ("40 horas" ... "34 horas"): a record or a
  // comparison it did not measure stays the party's.
  bool measured_beside(const analysis::ArticleAnalysis& a, const Claim& c) const {
    if (c.kind != analysis::ClaimKind::Numeric) return false;
    const analysis::NumericExpression* claimed = claimed_figure(a, c);
    if (claimed == nullptr || claimed->unit.empty() || !noted_beside(a, c, own_tests_))
      return false;
    const uint32_t s = claimed->sentence;
    for (const analysis::NumericExpression& n : a.numbers) {
      // "In our tests, it lasted 34": a bare figure is in the claim's unit.
      const bool same_unit = n.unit == claimed->unit || n.unit.empty();
      if (&n != claimed && (n.sentence == s || n.sentence == s + 1) && same_unit) return true;
    }
    return false;
  }

  // "Voltwren says it goes up to 70 miles" ... three paragraphs on, "In our tests, a rider got
  // 41 miles": a test of the newsroom's, anywhere outside a quote, that gives a figure in the
  // claim's own unit measured the claimed quantity.
  bool measured_elsewhere(const analysis::ArticleAnalysis& a, const Claim& c) const {
    if (c.kind != analysis::ClaimKind::Numeric || own_tests_.empty()) return false;
    const analysis::NumericExpression* claimed = claimed_figure(a, c);
    // A test measures a quantity or a time ("70 miles", "three hours"), not a share or a sum.
    if (claimed == nullptr || claimed->unit.empty() ||
        (claimed->kind != analysis::NumberKind::Quantity &&
         claimed->kind != analysis::NumberKind::Duration))
      return false;
    for (const analysis::NumericExpression& n : a.numbers) {
      if (n.sentence == claimed->sentence || n.unit != claimed->unit ||
          n.sentence >= a.sentence_tokens.size())
        continue;
      const std::vector<text::Token>& t = a.sentence_tokens[n.sentence];
      for (size_t k = 0; k < t.size() && t[k].span.start < n.span.start; ++k) {
        if (own_tests_.at(t, k) && !a.in_quote(t[k].span.start)) return true;
      }
    }
    return false;
  }

  // "Our machines are quieter than the older turbines at Sandhill Crossing," and "A sound meter
  // the Courier carried read 41 decibels ... and 48 decibels ... from a Sandhill Crossing
  // turbine"; "its kits cost less per serving than those of any rival" and "In our comparison,
  // Sorrelbox came to $8.15 per serving, against $9.40 at Crateful": the newsroom's own test that
  // sets two figures of one unit side by side, names the party or the thing compared and shares
  // a common word of the claim's clause, checks a comparison or a ranking.
  bool compared_by_own_test(const analysis::ArticleAnalysis& a, const Claim& c,
                            const std::string& party) const {
    if ((c.kind != analysis::ClaimKind::Superlative &&
         c.kind != analysis::ClaimKind::Comparative) ||
        (own_tests_.empty() && own_test_verbs_.empty() && own_test_openers_.empty()))
      return false;
    const uint32_t own = a.sentence_index(c.trigger.start);
    std::vector<std::string> words = claim_words(a, c, {party});
    if (own == analysis::kNone || own >= a.sentence_tokens.size()) return false;
    // Common words of the claim's own clause only: a name ("Antelope Flats") says which thing,
    // not what was tested, and the sentence's other claims are about other things.
    const std::vector<text::Token>& t = a.sentence_tokens[own];
    const auto [from, to] = clause_around(t, text::first_token_from(t, c.trigger.start));
    std::erase_if(words, [&](const std::string& stem) {
      return std::none_of(t.begin() + from, t.begin() + to, [&](const text::Token& w) {
        return !w.capitalized && w.is_word() && word_stem(w.lower) == stem;
      });
    });
    // What a comparison sets the party's thing against counts in words of any length ("faster
    // than either the bus or a car").
    constexpr size_t kShortest = 3;
    for (size_t k = text::first_token_from(t, c.trigger.end); k < to; ++k) {
      if (t[k].is_word() && !t[k].capitalized && t[k].lower.size() >= kShortest &&
          !function_words_.at(t, k))
        words.push_back(word_stem(t[k].lower));
    }
    if (words.empty()) return false;
    std::vector<std::string_view> names = {party};
    const std::string opening = opening_name(a, party);
    if (!opening.empty()) names.push_back(opening);
    for (uint32_t i = 0; i < a.sentence_tokens.size(); ++i) {
      if (i == own || !figures_side_by_side(a, i) || speaks_for(a, i, party)) continue;
      const uint32_t opening = own_test_opening(a, i);
      if (opening == analysis::kNone) continue;
      // The test weighs the party's thing or the one the claim sets it against, named from where
      // the test opens to its figures ("a reporter on a Cardinal e-bike ... The bike arrived
      // first, 11 minutes ahead of the bus").
      bool named = false, topic = false;
      for (uint32_t j = opening; j <= i; ++j) {
        const std::vector<text::Token>& test = a.sentence_tokens[j];
        named = named || names_party_in(a, j, names) || shares_a_name(t, test);
        topic = topic || holds_stem(test.begin(), test.end(), words);
      }
      if (named && topic) return true;
    }
    return false;
  }

  // The sentence where the newsroom's test that gives sentence i's figures opens: i itself when it
  // says so (own_test_in), or one of the two before it in its paragraph that says the newsroom
  // ran one (numbers.own-test-openers: "The Ledger put that to the test."); kNone otherwise.
  uint32_t own_test_opening(const analysis::ArticleAnalysis& a, uint32_t i) const {
    constexpr uint32_t kBack = 2;
    if (own_test_in(a, i)) return i;
    for (uint32_t back = 1; back <= kBack && back <= i; ++back) {
      const uint32_t j = i - back;
      if (a.sentences[j].block != a.sentences[i].block) break;
      const std::vector<text::Token>& t = a.sentence_tokens[j];
      for (size_t k = 0; k < t.size(); ++k) {
        if (own_test_openers_.at(t, k) && !a.in_quote(t[k].span.start)) return j;
      }
    }
    return analysis::kNone;
  }

  // Whether a capitalized word of four letters or more, not the first of its sentence, stands in
  // both sentences ("Sandhill Crossing").
  static bool shares_a_name(const std::vector<text::Token>& one,
                            const std::vector<text::Token>& other) {
    constexpr size_t kShortest = 4;
    for (size_t k = 1; k < one.size(); ++k) {
      if (!one[k].capitalized || !one[k].is_word() || one[k].lower.size() < kShortest) continue;
      for (size_t j = 1; j < other.size(); ++j) {
        if (other[j].hash == one[k].hash && other[j].lower == one[k].lower) return true;
      }
    }
    return false;
  }

  // Whether sentence i, outside quotation marks, is the newsroom's own test: a note of one
  // (claims.own-tests: "In our comparison") or the newsroom's name right before a verb of testing
  // ("the Courier carried": disclosure.newsroom.names, claims.own-test-verbs).
  bool own_test_in(const analysis::ArticleAnalysis& a, uint32_t i) const {
    const std::vector<text::Token>& t = a.sentence_tokens[i];
    for (size_t k = 0; k < t.size(); ++k) {
      if (a.in_quote(t[k].span.start)) continue;
      if (own_tests_.at(t, k)) return true;
      if (const analysis::PhraseTable::Match name = newsroom_names_.at(t, k);
          name && t[k].capitalized && k + name.length < t.size() &&
          own_test_verbs_.at(t, k + name.length))
        return true;
    }
    return false;
  }

  // Whether sentence i gives two figures of one unit ("41 decibels ... 48 decibels", "$8.15 ...
  // $9.40"), no date or year among them.
  static bool figures_side_by_side(const analysis::ArticleAnalysis& a, uint32_t i) {
    std::vector<std::string_view> units;  // of the sentence's figures so far: few
    for (const analysis::NumericExpression& n : a.numbers) {
      if (n.sentence != i || n.unit.empty() || n.value == 0 ||
          n.kind == analysis::NumberKind::Year || n.kind == analysis::NumberKind::Date ||
          n.kind == analysis::NumberKind::Time)
        continue;
      if (std::find(units.begin(), units.end(), n.unit) != units.end()) return true;
      units.push_back(n.unit);
    }
    return false;
  }

  // Whether a word of decline (claims.declines) stands in the claim's trigger or in the six
  // words of its clause before it ("o tempo de espera caiu quase 93%").
  bool claims_a_fall(const analysis::ArticleAnalysis& a, const Claim& c) const {
    constexpr size_t kBefore = 6;
    const uint32_t s = a.sentence_index(c.trigger.start);
    if (s == analysis::kNone || s >= a.sentence_tokens.size()) return false;
    const std::vector<text::Token>& t = a.sentence_tokens[s];
    const size_t first = text::first_token_from(t, c.trigger.start);
    size_t from = first;
    while (from > 0 && first - from < kBefore && !t[from - 1].is_symbol(",")) --from;
    for (size_t k = from; k < t.size() && t[k].span.start < c.trigger.end; ++k) {
      if (declines_.at(t, k)) return true;
    }
    return false;
  }

  bool reports_a_fall(const analysis::ArticleAnalysis& a, const Claim& c) const {
    const uint32_t i = a.sentence_index(c.span.start);
    return i != analysis::kNone && i < a.sentence_tokens.size() &&
           declines_.found_in(a.sentence_tokens[i]);
  }

  Settings settings_;
  analysis::PhraseTable declines_;
  analysis::PhraseTable comparisons_;
  analysis::PhraseTable unconfirmed_;
  analysis::PhraseTable confirmations_;  // "records bear that out": another voice confirms it
  analysis::PhraseTable speaker_confirmations_;  // "figures back her up": of the speaker
  analysis::PhraseTable named_confirmations_;    // "confirmou a redução": of the claim it names
  analysis::PhraseTable confirming_cues_;        // "confirmed that": a voice vouches for it
  analysis::PhraseTable claim_confirming_verbs_;  // "back up", "confirmam": before a claim's name
  analysis::PhraseTable headline_claims_;         // "the headline claim", "a manchete"
  analysis::PhraseTable claim_nouns_;             // "claim about", "alegação sobre": with a topic
  analysis::PhraseTable counted_claims_;          // "count", "a contagem": after their topic
  analysis::PhraseTable record_references_;       // "o recorde", "the record": the party's records
  analysis::PhraseTable record_words_;            // "recorde", "record"
  analysis::PhraseTable record_scopes_;           // "da nossa história", "in its history"
  analysis::PhraseTable ranking_nouns_;           // "that ranking": a note of a superlative
  analysis::PhraseTable party_statements_;        // "statement", "nota": a party's own words
  analysis::PhraseTable restating_cues_;          // "repeated", "repetiu": said again
  analysis::PhraseTable superlatives_;           // "largest", "mais rápido": the ranking word
  analysis::PhraseTable whole_field_;            // "than any": a comparison with all the rest
  analysis::PhraseTable back_references_;        // "O recorde é confirmado": the one before
  analysis::PhraseTable change_links_;   // "than", "mais": no word of a change
  analysis::PhraseTable change_to_;      // "to 48,000": the figure a change ends at
  analysis::PhraseTable own_tests_;
  analysis::PhraseTable own_test_verbs_;  // "carried", "compared": the newsroom tests
  analysis::PhraseTable own_test_openers_;  // "put that to the test", a sentence or two before
  analysis::PhraseTable function_words_;    // "the", "or", "do": no word of a topic
  analysis::PhraseTable nobody_subjects_;   // "nobody", "ninguém": a comparison that ranks
  analysis::PhraseTable holding_verbs_;     // "hold up", "se sustentam": after what they confirm
  analysis::PhraseTable affirming_;         // "de fato", "indeed": a quote that grants a ranking
  analysis::PhraseTable coordinators_;      // "e", "and": a claim's own phrase opens after them
  analysis::PhraseTable negations_;         // "not", "não": an affirmation denied
  analysis::PhraseTable newsroom_names_;  // "Courier", "Ledger": the name a newsroom goes by
  analysis::PhraseTable own_side_;        // "our", "nossa": a quote that speaks for its side
  analysis::PhraseTable own_side_links_;  // "is", "are", "foi": the verb that ranks that side
  analysis::PhraseTable own_side_verbs_;  // "temos", "we have": the side holds what is ranked
  analysis::PhraseTable own_side_relatives_;  // "que já": opens a clause on the ranked thing
  analysis::PhraseTable own_body_;  // "this office", "esta gestão": the speaker's own body
  std::vector<std::string> own_side_endings_;   // "amos": a verb of the first person plural
  analysis::PhraseTable reported_own_openers_;  // "que a", "that": before the speaker's own name
  analysis::PhraseTable reported_own_;    // "that its", "que seus": a report of the speaker's own
  analysis::PhraseTable executive_posts_;  // "chief executive", "fundador": a company's officers
  analysis::PhraseTable concessions_;      // "acknowledged", "reconheceu": a point granted
  analysis::PhraseTable org_words_;        // "Hospital": words of kind in a body's name
  analysis::PhraseTable places_;  // "Harlow" in "Harlow Regional": a town, not a short name
};

}  // namespace

Result<std::unique_ptr<Rule>> make_single_source_rule(const RuleSpec& spec,
                                                      const pugi::xml_node& element,
                                                      const LoadContext& context) {
  RuleParams params(spec, context, element);
  Settings s;
  auto kinds = params.words("claim-kinds", "superlative comparative",
                            {"numeric", "superlative", "comparative", "evaluative", "predictive"});
  if (!kinds) return kinds.error();
  s.claim_kinds = std::move(kinds).value();
  auto numeric = params.flag("numeric-with-stake", true);
  if (!numeric) return numeric.error();
  s.numeric_with_stake = *numeric;
  auto unstaked = params.flag("unstaked-claims", false);
  if (!unstaked) return unstaked.error();
  s.unstaked_claims = *unstaked;
  auto severity = params.words("stake-severity", "error", {"info", "warning", "error"});
  if (!severity) return severity.error();
  if (!severity->empty()) s.stake_severity = *parse_severity(*severity->begin());
  if (Status st = params.check_unknown(); !st) return st.error();
  return std::unique_ptr<Rule>(new SingleSourceRule(spec, std::move(s), *context.lexicon));
}

}  // namespace auditor::rules::kinds
