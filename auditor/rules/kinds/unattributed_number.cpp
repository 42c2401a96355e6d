// Unattributed statistics: numbers the analysis found no source for.
#include "auditor/rules/kinds/unattributed_number.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <set>
#include <tuple>

#include "auditor/analysis/phrase_table.h"
#include "auditor/analysis/topic_words.h"
#include "auditor/rules/kind_support.h"
#include "auditor/rules/rule_params.h"

namespace auditor::rules::kinds {

namespace {

using analysis::Approximation;
using analysis::NumberKind;
using analysis::NumericExpression;
using analysis::PhraseTable;
using text::Token;
using Tokens = std::vector<Token>;

struct Settings {
  std::set<std::string> kinds;
  double min_count = 10;
  std::set<std::string> skip_blocks;
  bool skip_specs = true;
  bool skip_prices = true;
  bool skip_own_tests = true;
  bool skip_plans = false;
  double min_money = 0;       // money below it is the price of an item or a fee, not an amount
  double context_before = 0;  // sentences of the paragraph before a figure whose sources cover it
  double context_after = 0;   // and sentences after it
  bool skip_authority_acts = false;  // an authority or a document before the figure in its clause
  bool skip_credited_elsewhere = false;  // the same figure credited elsewhere in the article
  double authority_context = 0;          // sentences before a figure whose authority covers it
  double first_person_context = 0;  // sentences before a figure (and one after) read for "I", "we"
  bool skip_poll_shares = false;     // shares in a story that names a poll before them
  double interview_questions = 0;    // questions that make an article an interview; 0 is off
  double topic_context = 0;  // sentences back to a sourced one on the figure's topic; 0 is off
  double topic_overlap = 3;  // topic words the two sentences must share
  double basis_context = 0;  // sentences after a figure read for what its data are based on
  double ranking_context = 0;  // sentences back to the figure a ranking's next place continues
  double data_story_lead = 0;  // opening sentences where a data story names its analysis; 0 is off
  double data_story_overlap = 1;  // topic words a figure's sentence shares with that analysis
  double records_context = 0;  // sentences back to records a transaction's sum is read from
  double records_lead = 0;  // opening sentences whose records cover the whole story's sums
  double tally_context = 0;  // sentences back to a named tally that election figures come from
};

// The words, read from the language's lexicon, that tell a figure describing a thing, a price tag
// or the outlet's own measurement from a statistic (rules/<lang>/numbers.lexicon.xml).
struct Vocabulary {
  explicit Vocabulary(const text::Lexicon& lexicon)
      : spec_nouns(lexicon, "specs.nouns"),
        spec_verbs(lexicon, "specs.verbs"),
        capacity_verbs(lexicon, "specs.capacity-verbs"),
        capacity_nouns(lexicon, "specs.capacity-nouns"),
        fraction_wholes(lexicon, "numbers.fraction-wholes"),
        scope_shifts(lexicon, "numbers.scope-shifts"),
        background_openers(lexicon, "numbers.background-openers"),
        residence_verbs(lexicon, "numbers.residence-verbs"),
        place_sizes(lexicon, "numbers.place-sizes"),
        tally_verbs(lexicon, "numbers.tally-verbs"),
        anonymity_reasons(lexicon, "sources.anonymity-reasons"),
        standing_verbs(lexicon, "numbers.standing-verbs"),
        roman_numeral_names(lexicon, "numbers.roman-numeral-names"),
        spec_openers(lexicon, "specs.openers"),
        setting_nouns(lexicon, "specs.settings"),
        body_shares(lexicon, "specs.body-shares"),
        contents(lexicon, "specs.contents"),
        connectors(lexicon, "numbers.connectors"),
        averages(lexicon, "numbers.average-markers"),
        counted_of(lexicon, "specs.counted-of"),
        length_of(lexicon, "specs.length-of"),
        derivations(lexicon, "numbers.derivations"),
        records(lexicon, "numbers.records"),
        transactions(lexicon, "numbers.transactions"),
        other_periods(lexicon, "numbers.other-periods"),
        tallies(lexicon, "numbers.tallies"),
        declared_to(lexicon, "numbers.declared-to"),
        opening_cues(lexicon, "numbers.opening-cues"),
        range_words(lexicon, "numbers.range-words"),
        measure_sequels(lexicon, "numbers.measure-sequels"),
        poll_sample_shares(lexicon, "numbers.poll-sample-shares"),
        poll_questions(lexicon, "numbers.poll-questions"),
        scales(lexicon, "numbers.scales"),
        location_before(lexicon, "distances.location-before"),
        location_after(lexicon, "distances.location-after"),
        location_of(lexicon, "distances.location-of"),
        seller_prepositions(lexicon, "prices.seller-prepositions"),
        seller_determiners(lexicon, "prices.seller-determiners"),
        sellers(lexicon, "prices.sellers"),
        own_tests(lexicon, "numbers.own-measurements"),
        own_test_openers(lexicon, "numbers.own-test-openers"),
        speech_tags(lexicon, "numbers.speech-tags"),
        decisions(lexicon, "numbers.decision-cues"),
        naming_verbs(lexicon, "attribution.naming-verbs"),
        cue_prepositions(lexicon, "attribution.prepositions"),
        restatements(lexicon, "numbers.restatements"),
        rule_markers(lexicon, "numbers.rule-markers"),
        rate_words(lexicon, "numbers.rate-words"),
        casualties(lexicon, "numbers.casualty-words"),
        count_of(lexicon, "numbers.count-of-words"),
        currency_quotes(lexicon, "numbers.currency-quotes"),
        first_person(lexicon, "numbers.first-person"),
        writer_subjects(lexicon, "numbers.writer-subjects"),
        clause_breaks(lexicon, "numbers.clause-breaks"),
        hearsay_verbs(lexicon, "numbers.hearsay-verbs"),
        plans(lexicon, "numbers.plan-words"),
        back_references(lexicon, "numbers.back-references"),
        authorities(lexicon, "numbers.authorities"),
        authority_acts(lexicon, "numbers.authority-acts"),
        contrasts(lexicon, "numbers.contrasts"),
        documents(lexicon, "sources.documents"),
        relatives(lexicon, "numbers.relatives"),
        data_basis(lexicon, "numbers.data-basis"),
        name_markers(lexicon, "numbers.name-markers"),
        single_articles(lexicon, "numbers.single-articles"),
        seizures(lexicon, "numbers.seizures"),
        rule_openers(lexicon, "numbers.rule-openers"),
        rule_opener_nouns(lexicon, "numbers.rule-opener-nouns"),
        complementizers(lexicon, "numbers.complementizers"),
        reason_openers(lexicon, "numbers.reason-openers"),
        group_before(lexicon, "numbers.group-before"),
        group_after(lexicon, "numbers.group-after"),
        rule_topics(lexicon, "numbers.rule-topics"),
        name_particles(lexicon, "names.particles"),
        vague_people(lexicon, "sources.vague-people"),
        generic_fields(lexicon, "sources.generic-fields"),
        agent_prepositions(lexicon, "attribution.agent-prepositions"),
        determiners(lexicon, "numbers.determiners"),
        proposal_nouns(lexicon, "numbers.proposal-nouns"),
        allocation_nouns(lexicon, "numbers.allocation-nouns"),
        plans_after(lexicon, "numbers.plans-after"),
        infinitive_markers(lexicon, "numbers.infinitive-markers"),
        denominations(lexicon, "prices.denominations"),
        poll_samples(lexicon, "numbers.poll-samples"),
        not_future(lexicon, "numbers.not-future"),
        poll_words(lexicon, "numbers.poll-words"),
        statement_openers(lexicon, "numbers.statement-openers"),
        withheld_figures(lexicon, "numbers.withheld-figures"),
        election_words(lexicon, "numbers.election-words"),
        installments(lexicon, "prices.installments"),
        modals_after(lexicon, "numbers.modals-after"),
        conjunctions(lexicon, "numbers.conjunctions"),
        item_prices(lexicon, "prices.item-words"),
        cost_bearers(lexicon, "prices.cost-bearers"),
        price_copulas(lexicon, "prices.copulas"),
        launch_words(lexicon, "prices.launch-words"),
        price_prepositions(lexicon, "prices.prepositions"),
        function_words(lexicon, "numbers.function-words"),
        own_clause_tags(lexicon, "numbers.own-clause-tags"),
        ranking_sequels(lexicon, "numbers.ranking-sequels"),
        data_analyses(lexicon, "numbers.data-analyses"),
        topics(lexicon, {"provenance.stop-words", "numbers.topic-ignore"}) {
    for (const std::string& u : lexicon.list("specs.units")) spec_units.insert(u);
    for (const std::string& u : lexicon.list("distances.units")) distance_units.insert(u);
    for (const std::string& u : lexicon.list("specs.thing-units")) thing_units.insert(u);
    future_endings = lexicon.list("numbers.future-endings");
    for (const std::string& u : lexicon.list("specs.counted-nouns")) counted_specs.insert(u);
    for (const std::string& u : lexicon.list("specs.count-units")) spec_count_units.insert(u);
    for (const std::string& u : lexicon.list("specs.capacity-units")) capacity_units.insert(u);
    for (const std::string& u : lexicon.list("numbers.population-units"))
      population_units.insert(u);
  }

  PhraseTable spec_nouns, spec_verbs, capacity_verbs, capacity_nouns, fraction_wholes, scope_shifts,
      background_openers, residence_verbs, place_sizes, tally_verbs, anonymity_reasons,
      standing_verbs, roman_numeral_names, spec_openers, setting_nouns, body_shares, contents,
      connectors, averages, counted_of, length_of, derivations, records, transactions,
      other_periods, tallies, declared_to, opening_cues, range_words, measure_sequels,
      poll_sample_shares, poll_questions, scales, location_before, location_after, location_of,
      seller_prepositions, seller_determiners, sellers, own_tests, own_test_openers, speech_tags,
      decisions, naming_verbs, cue_prepositions, restatements, rule_markers, rate_words, casualties,
      count_of, currency_quotes, first_person, writer_subjects, clause_breaks, hearsay_verbs, plans,
      back_references, authorities, authority_acts, contrasts, documents, relatives, data_basis,
      name_markers, single_articles, seizures, rule_openers, rule_opener_nouns, complementizers,
      reason_openers, group_before, group_after, rule_topics, name_particles, vague_people,
      generic_fields, agent_prepositions, determiners, proposal_nouns, allocation_nouns,
      plans_after, infinitive_markers, denominations, poll_samples, not_future, poll_words,
      statement_openers, withheld_figures, election_words, installments, modals_after, conjunctions,
      item_prices, cost_bearers, price_copulas, launch_words, price_prepositions, function_words,
      own_clause_tags, ranking_sequels, data_analyses;
  analysis::TopicWords topics;
  std::set<std::string, std::less<>> spec_units, distance_units, thing_units, counted_specs,
      spec_count_units, capacity_units, population_units;
  std::vector<std::string> future_endings;  // "-rá", "-rão": a verb in the future tense
};

// What each sentence speaks of, read once, when a figure nearby needs it.
struct SentenceTopics {
  std::vector<std::vector<uint64_t>> stems;
  std::vector<uint8_t> read;
  std::vector<uint8_t> election;  // speaks of votes, precincts or delegates
  std::vector<uint8_t> sequel;    // goes on down a ranking ("Na sequência", "The lowest was")
  std::vector<uint8_t> records;   // names records of transactions: 0 not read, 1 yes, 2 no
  std::vector<uint8_t> tallies;   // names someone's tally of votes or delegates: 0, 1 yes, 2 no
};

// The last statistic met before the current sentence, and whether it was reported.
struct PreviousFigure {
  uint32_t sentence = UINT32_MAX;
  bool reported = false;
};

// The tokens of the last sentence looked at.
struct SentenceTokens {
  uint32_t sentence = UINT32_MAX;
  const Tokens* tokens = nullptr;
  Tokens scratch;  // where they are when the analysis kept none
};

// What kind of story the article is, read lazily: the first sentence that names a poll, and the
// sentences that ask a question.
struct StoryShape {
  bool read = false;
  uint32_t first_poll_sentence = UINT32_MAX;
  uint32_t printed_statement = UINT32_MAX;  // where "Leia a íntegra da nota:" ends
  uint32_t data_analysis_sentence = UINT32_MAX;  // the lead's sourced analysis of data, if any
  std::vector<uint32_t> questions;
  bool writer_first_person = false;  // the lead's narration says "we" or "I": a review, a column
};

// A number with the tokens of its sentence: [first, last] are the expression's own tokens.
struct InContext {
  const NumericExpression& n;
  const Tokens& tokens;
  size_t first = 0, last = 0;

  bool symbol_at(size_t i, std::string_view s) const {
    return i < tokens.size() && tokens[i].text == s;
  }
};

// Whether a phrase of `table` starts at a word of tokens[0, end) that is outside quotation marks.
bool names_outside_quotes(const analysis::ArticleAnalysis& a, const Tokens& tokens,
                          const PhraseTable& table, size_t end = SIZE_MAX) {
  for (size_t k = 0; k < tokens.size() && k < end; ++k) {
    if (tokens[k].is_word() && table.at(tokens, k) && !a.in_quote(tokens[k].span.start))
      return true;
  }
  return false;
}

bool ends_clause(const Token& t) {
  return t.text == "," || t.text == ";" || t.text == "." || t.text == ":" || t.text == "!" ||
         t.text == "?" || t.text == ")";
}

bool has_digit(std::string_view s) {
  for (char c : s) {
    if (c >= '0' && c <= '9') return true;
  }
  return false;
}

bool all_digits(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Whether sentences i and j lie in one paragraph (or other block).
bool same_block(const analysis::ArticleAnalysis& a, size_t i, size_t j) {
  return block_at(*a.document, a.sentences[i].span.start) ==
         block_at(*a.document, a.sentences[j].span.start);
}

// Whether sentence i names a phrase of `table` outside quotes, read once and remembered in
// `memo` (0 not read yet, 1 yes, 2 no).
bool names_at(const analysis::ArticleAnalysis& a, size_t i, const PhraseTable& table,
              std::vector<uint8_t>& memo) {
  if (memo.empty()) memo.assign(a.sentences.size(), 0);
  if (memo[i] == 0) {
    Tokens scratch;
    bool named = names_outside_quotes(a, a.tokens_of(static_cast<uint32_t>(i), scratch), table);
    memo[i] = named ? 1 : 2;
  }
  return memo[i] == 1;
}

class UnattributedNumberRule final : public Rule {
 public:
  UnattributedNumberRule(RuleSpec spec, Settings settings, const text::Lexicon& lexicon)
      : Rule(std::move(spec)), settings_(std::move(settings)), words_(lexicon) {}

  void check(const analysis::ArticleAnalysis& analysis,
             std::vector<Finding>& out) const noexcept override {
    try {
      walk(analysis, [&](const NumericExpression& n, std::string_view why) {
        if (why.empty()) out.push_back(make_finding(analysis, n.span));
      });
    } catch (...) {
      // Only allocation can fail here; keep what was found.
    }
  }

  void explain(const analysis::ArticleAnalysis& analysis,
               std::vector<RuleNote>& out) const override {
    walk(analysis, [&](const NumericExpression& n, std::string_view why) {
      out.push_back(
          {spec().id, "number", n.span, why.empty() ? std::string("flagged") : std::string(why)});
    });
  }

 private:
  // What reading the article's numbers keeps: tokens, the story's shape, which sentences speak
  // for a source, and the figures the article credits somewhere.
  using FigureKey = std::tuple<NumberKind, double, std::string>;
  struct Walk {
    SentenceTokens cache;  // numbers come in text order: tokenize each sentence once
    StoryShape story;      // what the whole article is, read once a candidate needs it
    std::vector<uint8_t> sourced;
    SentenceTopics topics;
    std::set<FigureKey> credited;
    std::vector<const NumericExpression*> credited_figures;
  };

  // "Cheia deixa 1.300 desabrigados" in a standfirst, "1.300 pessoas, segundo a Defesa Civil"
  // in the body: a figure the article credits where it states it again is sourced, wherever the
  // reader meets it first.
  // A count's noun varies with the wording ("1.300 desabrigados", "1.300 pessoas"): counts
  // from a thousand up match on their value alone; smaller round ones ("about 100 people",
  // "a few hundred protesters") meet by chance, and keep their noun.
  static FigureKey key(const NumericExpression& n) {
    bool by_value = n.kind == NumberKind::Count && n.value >= 1000;
    return {n.kind, n.value, by_value ? std::string() : n.unit};
  }

  // "quase metade das casas" and the "redução de 50% no ISS" credited above meet on their value
  // by chance: a share told in words is the same figure as another only when a word after the
  // two agrees ("a quarter of parliamentary seats", "25 percent of seats").
  static bool share_in_words_apart(const analysis::ArticleAnalysis& a, const NumericExpression& n,
                                   const std::vector<const NumericExpression*>& credited) {
    if (n.kind != NumberKind::Percent) return false;
    bool met = false;
    for (const NumericExpression* other : credited) {
      if (other->kind != n.kind || other->value != n.value) continue;
      met = true;
      if (!(in_words(a, n) || in_words(a, *other)) || word_after_agrees(a, n, *other)) return false;
    }
    return met;
  }

  static bool in_words(const analysis::ArticleAnalysis& a, const NumericExpression& n) {
    return std::ranges::none_of(n.span.in(a.text()), [](char c) { return c >= '0' && c <= '9'; });
  }

  // Whether a word of four letters or more among the three after one figure is among the three
  // after the other.
  static bool word_after_agrees(const analysis::ArticleAnalysis& a, const NumericExpression& one,
                                const NumericExpression& other) {
    constexpr size_t kReach = 3, kShortest = 4;
    if (one.sentence >= a.sentence_tokens.size() || other.sentence >= a.sentence_tokens.size())
      return false;
    const std::vector<text::Token>& t = a.sentence_tokens[one.sentence];
    const std::vector<text::Token>& u = a.sentence_tokens[other.sentence];
    const size_t t_after = text::first_token_from(t, one.span.end);
    const size_t u_after = text::first_token_from(u, other.span.end);
    for (size_t k = t_after; k < t.size() && k < t_after + kReach; ++k) {
      if (!t[k].is_word() || t[k].lower.size() < kShortest) continue;
      for (size_t j = u_after; j < u.size() && j < u_after + kReach; ++j) {
        if (u[j].lower == t[k].lower) return true;
      }
    }
    return false;
  }

  void note_credited_figures(const analysis::ArticleAnalysis& analysis, Walk& w) const {
    if (!settings_.skip_credited_elsewhere) return;
    for (const NumericExpression& n : analysis.numbers) {
      if (!analysis::is_statistic(n.kind)) continue;
      bool sourced_here =
          n.attribution != analysis::kNone || in_sourced_passage(analysis, n, w.sourced, w.topics);
      if (!sourced_here) continue;
      w.credited.insert(key(n));
      // "between $1 million and $5 million" credits "as much as $5 million" too.
      if (n.value_high) {
        NumericExpression high = n;
        high.value = *n.value_high;
        w.credited.insert(key(high));
      }
      w.credited_figures.push_back(&n);
    }
  }

  // Why a candidate is no finding after all, read from the text around it; empty when it is one.
  std::string_view sourced_around(const analysis::ArticleAnalysis& analysis,
                                  const NumericExpression& n, Walk& w,
                                  const PreviousFigure& before_sentence) const {
    constexpr std::string_view kPassage = "sourced: the passage around it names a source";
    if (w.credited.count(key(n))) {
      // The figure itself may be what put its key there.
      bool itself = std::find(w.credited_figures.begin(), w.credited_figures.end(), &n) !=
                    w.credited_figures.end();
      if (itself) return kPassage;
      if (!share_in_words_apart(analysis, n, w.credited_figures))
        return "sourced: the article credits the same figure elsewhere";
    }
    if (rounds_a_credited_figure(n, w.credited_figures))
      return "sourced: it rounds a figure the article credits";
    if (headline_repeated_below(analysis, n))
      return "a headline's figure that the body states again";
    // The credited pass already read the passage of every statistic: one whose key it did not
    // note has none.
    bool passage_read = settings_.skip_credited_elsewhere && analysis::is_statistic(n.kind);
    if (!passage_read && in_sourced_passage(analysis, n, w.sourced, w.topics)) return kPassage;
    if (in_a_data_story(analysis, n, w.sourced, w.story, w.topics))
      return "sourced: a data story that names its source";
    if (read_from_records(analysis, n, w.topics))
      return "sourced: read from records the article names";
    if (continues_a_ranking(analysis, n, before_sentence, w.topics))
      return "continues a ranking whose source is given";
    if (counted_by_a_named_tally(analysis, n, w.topics))
      return "sourced: counted by a tally the article names";
    return {};
  }

  // Reads every number in text order and tells `visit` how it reads: an empty reason when it
  // is an unattributed statistic, else why the rule passes it over.
  template <typename Visit>
  void walk(const analysis::ArticleAnalysis& analysis, Visit&& visit) const {
    Walk w;
    w.sourced = sourced_sentences(analysis);
    note_credited_figures(analysis, w);
    PreviousFigure last, before_sentence;
    uint32_t sentence = UINT32_MAX;
    for (const NumericExpression& n : analysis.numbers) {
      if (n.sentence != sentence) {
        sentence = n.sentence;
        before_sentence = last;
      }
      Read read = read_figure(analysis, n, w.cache, w.story);
      bool candidate = read.reading == Reading::Candidate;
      std::string_view why = candidate ? sourced_around(analysis, n, w, before_sentence) : read.why;
      visit(n, why);
      // A figure its own sentence credits, to a speaker the analysis resolved or not, to an
      // authority or to the outlet's own test, is a sourced one that a ranking may continue.
      bool sourced_statistic = analysis::is_statistic(n.kind) && read.reading == Reading::Sourced;
      if (candidate || sourced_statistic) last = {n.sentence, candidate && why.empty()};
    }
  }

  // How a figure reads: a statistic the writer states (a candidate), one whose source its own
  // sentence gives, or no statistic at all; and, but for a candidate, why.
  enum class Reading { Candidate, Sourced, NotStatistic };
  struct Read {
    Reading reading;
    std::string_view why;
  };

  Read read_figure(const analysis::ArticleAnalysis& a, const NumericExpression& n,
                   SentenceTokens& cache, StoryShape& story) const {
    auto no = [](std::string_view why) { return Read{Reading::NotStatistic, why}; };
    auto sourced = [](std::string_view why) { return Read{Reading::Sourced, why}; };
    if (!settings_.kinds.count(to_string(n.kind)))
      return no("a kind of number outside the rule's kinds (years, dates, names...)");
    if (n.attribution != analysis::kNone)
      return sourced("sourced: its sentence names who gives it");
    std::string_view written = std::string_view(a.text()).substr(n.span.start, n.span.size());
    // "R$ 54 por pessoa", "a $35 fee": the price of one thing, not an amount anyone must stand behind.
    if (n.kind == NumberKind::Money && n.value < settings_.min_money &&
        !quotes_or_averages(a, n, cache)) {
      return no("a sum under min-money: the price of one thing");
    }
    // Small figures written in words ("duas salas", "three miles a day") are not statistics.
    bool small = n.value < settings_.min_count &&
                 (n.kind == NumberKind::Count || (n.kind == NumberKind::Quantity && !has_digit(written)));
    constexpr std::string_view kSmall = "a count under min-count, neither a rate nor a toll";
    const Block* block = block_at(*a.document, n.span.start);
    if (block == nullptr || settings_.skip_blocks.count(auditor::to_string(block->kind)))
      return no("in a kind of block the rule skips");
    if (inside_quotation(a, n.span)) return sourced("sourced: inside a quotation");
    if (has_unresolved_source(a, n)) return sourced("sourced: a cue whose speaker is not named");
    if (quotes_the_figure(a, n)) return sourced("sourced: a quotation gives the same figure");
    auto candidate_unless = [&](bool small) {
      return small ? no(kSmall) : Read{Reading::Candidate, {}};
    };
    if (n.sentence >= a.sentences.size()) return candidate_unless(small);
    // The remaining tests read the words around the figure; only candidates pay for them.
    InContext c = in_context(a, n, cache);
    if (c.tokens.empty()) return candidate_unless(small);
    // A rate is a statistic at any size: "12.5 deaths per 100,000 residents".
    // So is a toll of the dead, the hurt or the arrested, which news must always source.
    if (small && !is_rate(c) && !counts_casualties(c)) return no(kSmall);
    if (n.fraction && !shares_a_listed_whole(c))
      return no("a fraction of a whole numbers.fraction-wholes does not list");
    // "O consumo médio de açúcar no Brasil é de 80 gramas por dia": a measure that averages
    // many is a statistic, however it is written.
    if (settings_.skip_specs && is_specification(c) && !gives_an_average(c, kClauseReach))
      return no("measures one thing: a specification");
    if (settings_.skip_prices && is_price_tag(c)) return no("the price of one thing");
    if (asks(c) || is_style_code(c) || stresses(c))
      return no("asked in a question, a code, or a figure of speech");
    if (names_a_resolution_or_model(written)) return no("a screen resolution or a model");
    if (c.first > 0 && (labels_an_item(c) || dates_a_thing(c, written)))
      return no("labels one item or dates it");
    // "o morro conhecido como 1.500", "the tower known as 500": a name, not a figure.
    if (c.first > 0 && words_.name_markers.before(c.tokens, c.first)) return no("part of a name");
    if (names_a_group(c)) return no("names a group (\"G20\", \"the Big Four\")");
    if (restates_previous(c) || repeats_earlier(a, c) || derives_from_figures(a, c))
      return no("restates or derives from figures given before");
    if (numbers_a_title(a, c) || is_table_row(c) || is_table_cell(a, c))
      return no("numbers a title, or sits in a table");
    if (is_rate_base(a, c)) return no("the base of a rate (\"per 100,000\")");
    if ((spoken_in_first_person(c) || next_to_first_person(a, n)) &&
        !writes_in_first_person(a, story))
      return sourced("sourced: the speaker's own words");
    // "We tested 23 machines over four months, pulling more than 1,400 shots": a count of what
    // the writer did is first-hand.
    if (done_by_the_writer(c) && writes_in_first_person(a, story))
      return sourced("sourced: the writer's count of what they did");
    if (states_a_rule(c) || about_a_rule(a, c) || opens_under_a_rule(c))
      return no("the terms of a rule, a law or a deal");
    if (settings_.skip_poll_shares && is_poll_share(a, c, story))
      return sourced("sourced: a share of the poll the article names");
    if (answers_a_question(a, n, story) || in_printed_statement(a, n, story))
      return sourced("sourced: an interviewee's answer or a printed statement");
    if (settings_.skip_plans && is_plan(c)) return no("a plan, a proposal or a forecast");
    if (settings_.skip_authority_acts &&
        (names_an_authority(a, c) || names_an_agent_authority(a, c) || after_an_authority(a, c)))
      return sourced("sourced: an authority's act, which states its own terms");
    if (settings_.skip_own_tests && is_own_measurement(a, c))
      return sourced("sourced: the outlet's own measurement");
    return {Reading::Candidate, {}};
  }

  // "O estado tem mais de 40 mil alunos" in a standfirst, "40.310 alunos, segundo a secretaria" in
  // the body: a rounded statement of a figure the article credits is that figure, sourced where
  // the article gives it in full. The rounding goes the way its words say ("mais de" rounds down).
  static bool rounds_a_credited_figure(const NumericExpression& n,
                                       const std::vector<const NumericExpression*>& credited) {
    if (n.sentence > 1) return false;
    for (const NumericExpression* full : credited) {
      if (full->kind != n.kind || full->value == n.value || full->value <= 0) continue;
      bool same_thing = n.unit == full->unit ||
                        (n.kind == NumberKind::Count && n.value >= 1000 && full->value >= 1000);
      if (!same_thing) continue;
      Approximation way = n.approximation;
      bool floor = way == Approximation::MoreThan || way == Approximation::AtLeast;
      bool ceiling = way == Approximation::LessThan || way == Approximation::UpTo;
      if ((floor && full->value < n.value) || (ceiling && full->value > n.value)) continue;
      if (rounds_to(full->value, n.value)) return true;
    }
    return false;
  }

  // Whether `rounded` is `value` cut, up or down, to fewer significant digits, within 5%.
  static bool rounds_to(double value, double rounded) {
    if (std::abs(value - rounded) > 0.05 * value) return false;
    double scale = std::pow(10.0, std::floor(std::log10(value)));
    for (int digits = 1; digits <= 3; ++digits, scale /= 10) {
      double low = std::floor(value / scale) * scale, high = std::ceil(value / scale) * scale;
      if (std::abs(rounded - low) < 1e-9 * value || std::abs(rounded - high) < 1e-9 * value)
        return true;
    }
    return false;
  }

  // "Under state law, a runner-up within half a point may ask for a recount", "Pela proposta, a
  // multa sobe para 20%": a sentence that opens by placing itself under a law, a plan or a deal
  // states their terms, not a measurement.
  bool opens_under_a_rule(const InContext& c) const {
    constexpr size_t kReach = 4;  // "Under the new state law,"
    if (c.tokens.empty() || !words_.rule_openers.at(c.tokens, 0)) return false;
    for (size_t k = 1; k < c.tokens.size() && k <= kReach && k < c.first; ++k) {
      if (c.tokens[k].text == ",") return false;
      if (words_.rule_opener_nouns.at(c.tokens, k)) return true;
    }
    return false;
  }

  // "item# 22222", "ticket # 4512": a number after a hash labels one thing.
  static bool labels_an_item(const InContext& c) {
    std::string_view before = c.tokens[c.first - 1].text;
    return !before.empty() && before.back() == '#';
  }

  // "a 1657 map", "an 1890 photograph": four digits after "a" or "an" are the year of one thing;
  // a count of them would take no article.
  bool dates_a_thing(const InContext& c, std::string_view written) const {
    if (written.size() != 4 || written[0] < '1' || written[0] > '2') return false;
    if (!all_digits(written)) return false;
    return static_cast<bool>(words_.single_articles.at(c.tokens, c.first - 1));
  }

  // "4K TVs", "an 8K display", "a 4790K processor": a single digit before a capital K names a
  // screen resolution, and four digits glued to a K name a chip model; neither is thousands.
  static bool names_a_resolution_or_model(std::string_view written) {
    if (written.size() < 2 || (written.back() != 'K' && written.back() != 'k')) return false;
    std::string_view digits = written.substr(0, written.size() - 1);
    if (!all_digits(digits)) return false;
    return (digits.size() == 1 && written.back() == 'K') || digits.size() == 4;
  }

  // True when `n` says `value`: its value, or the upper end of its range ("de 1% a 4,5%").
  static bool states_value(const NumericExpression& n, double value) {
    return n.value == value || (n.value_high && *n.value_high == value);
  }

  // "preço abaixo de R$ 190 mil" over "por R$ 189.900": a headline's bound or round figure
  // restates a body figure of its unit within 5% of it, on the side its bound says.
  static bool rounds_to(const NumericExpression& headline, const NumericExpression& body) {
    constexpr double kRounding = 0.05;
    using analysis::Approximation;
    if (headline.unit != body.unit ||
        std::abs(body.value - headline.value) > kRounding * std::abs(headline.value))
      return false;
    switch (headline.approximation) {
      case Approximation::About: return true;
      case Approximation::LessThan:
      case Approximation::UpTo: return body.value <= headline.value;
      case Approximation::MoreThan:
      case Approximation::AtLeast: return body.value >= headline.value;
      case Approximation::None: return false;
    }
    return false;
  }

  // "Tremor deixa 140 desabrigados. [...] Ao todo, 140 pessoas perderam a casa": the headline and
  // its summary restate figures of the body in fewer words; the body's statement is the one to
  // source. A plain text with no headline block has its headline in its first sentence.
  static bool headline_repeated_below(const analysis::ArticleAnalysis& a,
                                      const NumericExpression& n) {
    if (n.sentence != 0 && !in_header(*a.document, n.span.start)) return false;
    for (const NumericExpression& other : a.numbers) {
      if (other.sentence <= n.sentence || other.kind != n.kind ||
          in_header(*a.document, other.span.start))
        continue;
      if (states_value(other, n.value) || rounds_to(n, other)) return true;
    }
    return false;
  }

  // Which sentences speak for a source: one with a speech cue (resolved, a link, or a plain speech
  // tag), a whole quotation, or a figure the analysis credited. A reporter who names a source and
  // goes on giving its figures writes a passage from it, not a sentence. Each sentence reads 1
  // (sourced), kOwnSentenceOnly (an order: its own figures only), or 0 until sourced_at reads
  // it (then 1 for a stated data basis, else 2).
  static constexpr uint8_t kOwnSentenceOnly = 3;
  // "Cerca de 140 famílias vivem na área. Alguns moradores contam que ...": an unnamed group
  // speaks for its own sentence and the figures after it, not for a figure before it, which the
  // group does not give (kGroupOnly).
  static constexpr uint8_t kGroupOnly = 4;
  // "Attendance fell 8%, and the club posted a loss ... in its last accounts": a cue that covers
  // only a clause of its sentence sources that clause, not the rest of the sentence or the
  // passage around it.
  static bool covers_its_clause_only(const analysis::ArticleAnalysis& a,
                                     const analysis::Attribution& at) {
    const uint32_t sentence = a.sentence_index(at.cue.start);
    if (sentence == analysis::kNone) return false;
    const Span whole = a.sentences[sentence].span;
    return at.covers.start > whole.start && at.covers.end <= whole.end;
  }

  // An unnamed group that belongs to no one named ("moradores", "especialistas"), not "os
  // advogados da família" (names.particles after it: the family's account). Unnamed experts and
  // officials ("técnicos da pasta", sources.vague-people) stay unnamed whoever employs them, and
  // so do the people of a whole trade ("executivos do setor", sources.generic-fields).
  bool unowned_group(const analysis::ArticleAnalysis& a, uint32_t source) const {
    if (source == analysis::kNone) return false;
    // "A nurse, who spoke on condition of anonymity, said ...": an unnamed insider, like a
    // group, tells what they saw, not the figure the writer gave before them.
    const analysis::Source& s = a.sources[source];
    if (s.type == analysis::SourceType::Anonymous) return true;
    if (s.type == analysis::SourceType::Person && !s.name.empty() &&
        static_cast<unsigned char>(s.name[0] - 'a') < 26 && !s.mentions.empty()) {
      // A post alone ("its principal said") is a known person; one granted anonymity is not.
      const uint32_t sentence = a.sentence_index(s.mentions.front().start);
      Tokens scratch;
      return sentence != analysis::kNone &&
             words_.anonymity_reasons.found_in(a.tokens_of(sentence, scratch));
    }
    if (s.type != analysis::SourceType::Group) return false;
    Tokens after;
    for (Span m : s.mentions) {
      after.clear();
      text::tokenize(a.text(), m, after);
      if (s.organization.empty() && !after.empty() &&
          words_.vague_people.at(after, 0)) {
        return true;
      }
      after.clear();
      constexpr uint32_t kAfter = 24;  // room for "do setor", "in the industry"
      text::tokenize(a.text(), Span{m.end, std::min<uint32_t>(m.end + kAfter, a.text().size())},
                     after);
      if (!after.empty() && words_.name_particles.at(after, 0) &&
          !words_.generic_fields.at(after, 0))
        return false;
    }
    return true;
  }

  std::vector<uint8_t> sourced_sentences(const analysis::ArticleAnalysis& a) const {
    std::vector<uint8_t> sourced;
    if (settings_.context_before == 0 && settings_.context_after == 0) return sourced;
    sourced.assign(a.sentences.size(), 0);
    // "O TCE determinou a devolução e multa de R$ 3 mil": an order is the body's act; its terms
    // are in its own sentence, and the sentences around it are not its statement (nor are they
    // for a name given to something). Each cue is read once, however many figures it credits.
    std::vector<int8_t> own_sentence(a.attributions.size(), -1);
    std::vector<int8_t> unowned(a.sources.size(), -1);  // per source: an unowned group's
    auto mark = [&](uint32_t offset, uint32_t attribution) {
      uint32_t i = a.sentence_index(offset);
      if (i == analysis::kNone || sourced[i] == 1) return;
      // Read once per cue: 1 its own sentence only, 2 an unowned group's, 0 a source's.
      int8_t& own = own_sentence[attribution];
      if (own < 0) {
        const analysis::Attribution& at = a.attributions[attribution];
        if (speaks_for_own_sentence(a, at.cue)) {
          own = 1;
        } else if (at.source == analysis::kNone) {
          own = 0;
        } else {
          int8_t& group = unowned[at.source];
          if (group < 0) group = unowned_group(a, at.source) ? 1 : 0;
          own = group == 1 ? 2 : 0;
        }
      }
      sourced[i] = own == 1 ? kOwnSentenceOnly : own == 2 ? kGroupOnly : 1;
    };
    Tokens tokens;
    for (uint32_t k = 0; k < a.attributions.size(); ++k) {
      const analysis::Attribution& at = a.attributions[k];
      if (covers_its_clause_only(a, at)) continue;
      if (at.source != analysis::kNone || at.via_link || is_speech_tag(a, at.cue) ||
          cites_a_document(a, at.cue, tokens) || follows_a_relative(a, at.cue, tokens))
        mark(at.cue.start, k);
    }
    for (const analysis::Quote& q : a.quotes) {
      if (q.partial) continue;
      for (uint32_t i = a.sentence_index(q.span.start);
           i < a.sentences.size() && a.sentences[i].span.start < q.span.end; ++i)
        sourced[i] = 1;
    }
    for (const NumericExpression& n : a.numbers) {
      if (n.attribution != analysis::kNone &&
          !covers_its_clause_only(a, a.attributions[n.attribution]))
        mark(n.span.start, n.attribution);
    }
    // "Segundo a diretora, a creche pode fechar. Isso porque a verba ficou congelada.": a
    // sentence that opens by giving the reason for the one before goes on with its source. Only
    // its first words are read.
    constexpr uint32_t kOpening = 24;
    for (size_t i = 1; i < sourced.size(); ++i) {
      if (sourced[i] || sourced[i - 1] != 1) continue;
      Span span = a.sentences[i].span;
      span.end = std::min(span.end, span.start + kOpening);
      tokens.clear();
      text::tokenize(a.text(), span, tokens);
      if (!tokens.empty() && words_.reason_openers.at(tokens, 0)) sourced[i] = 1;
    }
    return sourced;
  }

  // "the poorest 20 percent", "os 10% mais ricos", "the 50 largest dairies", "a magazine's 30
  // most promising chefs": a figure that defines a group or a list names it; nobody measured it.
  bool names_a_group(const InContext& c) const {
    return (c.first > 0 && words_.group_before.before(c.tokens, c.first)) ||
           words_.group_after.at(c.tokens, c.last + 1);
  }

  // "O Banco Central manteve a Selic em 10,5%", "o inquérito apura desvios de R$ 30 milhões",
  // "the comptroller's forecast puts the gap at $640 billion": an authority or a document named
  // before the figure in its sentence is where the figure comes from, whatever its verb (an act, a
  // finding, a forecast); the analysis reads only speech verbs as attribution. Only the figure's
  // own clause counts: in "the agency has not released its data, but output fell 12%" the agency is
  // not where the 12% comes from.
  // A colon does not end its reach: what follows one ("Os delatores relatam pagamentos ao
  // prefeito: R$ 50 mil...") is what the authority's clause announced.
  bool names_an_authority(const analysis::ArticleAnalysis& a, const InContext& c) const {
    for (size_t k = c.first; k > 0; --k) {
      const Token& t = c.tokens[k - 1];
      if (t.text == ";" || (t.is_word() && words_.contrasts.at(c.tokens, k - 1)))
        return false;
      // "The city's 311 line logged": a service's name may open on its number.
      // "the commission approved a 6.4% rate increase": a body's act (numbers.authority-acts)
      // states its own terms, though only in its own clause.
      if ((t.is_word() || t.has_digit) &&
          (words_.authorities.at(c.tokens, k - 1) || words_.authority_acts.at(c.tokens, k - 1)) &&
          !a.in_quote(t.span.start))
        return true;
    }
    return false;
  }

  // "os R$ 3 milhões bloqueados pela juíza da vara", "$2 million frozen by the court": an
  // authority that is the agent of what happened to the figure, a few words after it in its clause.
  // So is one the figure was declared to ("bens de R$ 12 milhões declarados à Justiça
  // Eleitoral", "$40,000 reported to the FEC"): its records hold the figure.
  bool names_an_agent_authority(const analysis::ArticleAnalysis& a, const InContext& c) const {
    constexpr size_t kReach = 6;  // words from the figure to "pelo"/"by"
    for (size_t k = c.last + 1; k < c.tokens.size() && k <= c.last + kReach; ++k) {
      if (ends_clause(c.tokens[k]) || c.tokens[k].has_digit) return false;
      PhraseTable::Match by = words_.agent_prepositions.at(c.tokens, k);
      if (!by) by = words_.declared_to.at(c.tokens, k);
      if (!by) continue;
      size_t agent = k + by.length;
      agent += words_.determiners.at(c.tokens, agent).length;
      if (words_.authorities.at(c.tokens, agent) && !a.in_quote(c.tokens[k].span.start)) return true;
    }
    return false;
  }

  // "Um estudo conduzido pela universidade com 1.800 famílias mostra que", "It is what a survey
  // done by the county shows": a cue whose subject or object is a document the analysis left
  // unresolved (a long subject, a source after the verb). The document is the source; a cue with
  // only a pronoun or a noun around it ("It shows", "a alta mostra") is not.
  bool cites_a_document(const analysis::ArticleAnalysis& a, Span cue, Tokens& scratch) const {
    uint32_t i = a.sentence_index(cue.start);
    if (i == analysis::kNone) return false;
    const Tokens& tokens = a.tokens_of(i, scratch);
    size_t at = 0;
    while (at < tokens.size() && tokens[at].span.start < cue.start) ++at;
    size_t after = at;
    while (after < tokens.size() && tokens[after].span.start < cue.end) ++after;
    constexpr size_t kSubject = 12, kObject = 3;  // words back to the subject, ahead to the object
    for (size_t k = at > kSubject ? at - kSubject : 0; k < tokens.size() && k < after + kObject;
         ++k) {
      if (k >= at && k < after) continue;  // the cue itself
      if (tokens[k].is_word() && words_.documents.at(tokens, k) &&
          !a.in_quote(tokens[k].span.start))
        return true;
    }
    return false;
  }

  // "State police searched the warehouse. They found 1,200 fake jackets": an authority
  // acting in the sentence before, in the same paragraph, goes on being the figure's source.
  bool after_an_authority(const analysis::ArticleAnalysis& a, const InContext& c) const {
    if (settings_.authority_context == 0) return false;
    const NumericExpression& n = c.n;
    // "The department received 4,300 complaints. [...] Nationally, about 18 percent ...": a
    // sentence that widens the scope is about figures the local authority did not give.
    if (!c.tokens.empty() && words_.scope_shifts.at(c.tokens, 0)) return false;
    if (counts_a_population(a, n)) return false;
    Tokens scratch;
    // "A PF fez buscas no presídio. Cães farejadores ajudaram. Foram apreendidos 205 papelotes",
    // "... 205 bags were seized": a seizure told without its agent goes back to the search a few
    // sentences before.
    constexpr size_t kSeizureReach = 3;
    size_t reach = settings_.authority_context;
    if (names_outside_quotes(a, c.tokens, words_.seizures)) reach = std::max(reach, kSeizureReach);
    for (size_t back = 1; back <= reach && back <= n.sentence; ++back) {
      size_t i = n.sentence - back;
      if (!same_block(a, i, n.sentence)) break;
      if (names_outside_quotes(a, a.tokens_of(static_cast<uint32_t>(i), scratch),
                               words_.authorities))
        return true;
    }
    return false;
  }

  // "the hospitals, which reported 1,150 admissions", "a secretaria, que informou 300 casos": a
  // cue after a relative pronoun speaks for the noun the pronoun stands for, which the analysis
  // does not resolve.
  bool follows_a_relative(const analysis::ArticleAnalysis& a, Span cue, Tokens& scratch) const {
    uint32_t i = a.sentence_index(cue.start);
    if (i == analysis::kNone) return false;
    const Tokens& tokens = a.tokens_of(i, scratch);
    size_t at = 0;
    while (at < tokens.size() && tokens[at].span.start < cue.start) ++at;
    return at > 0 && words_.relatives.at(tokens, at - 1) && at - 1 > 0;
  }

  // "Trump, who has 9 million followers, said": a speaker's verb speaks for what follows it, not
  // for the aside that describes the speaker; "segundo", "according to" speak for the whole
  // sentence.
  bool describes_the_speaker(const analysis::ArticleAnalysis& a, const NumericExpression& n,
                             const analysis::Attribution& at) const {
    if (at.via_link || n.sentence >= a.sentences.size()) return false;
    if (!a.sentences[n.sentence].span.contains(at.cue.start)) return false;  // another sentence's
    Tokens scratch;
    const Tokens& tokens = a.tokens_of(n.sentence, scratch);
    if (words_.cue_prepositions.at(tokens, text::first_token_from(tokens, at.cue.start)))
      return false;
    return analysis::describes_speaker(a, a.sentences[n.sentence].span, n.span, at);
  }

  // Whether every cue of the figure's sentence is a speaker's verb whose aside holds the figure.
  bool only_describes_speakers(const analysis::ArticleAnalysis& a, const NumericExpression& n) const {
    const Span sentence = a.sentences[n.sentence].span;
    bool any = false;
    for (const analysis::Attribution& at : a.attributions) {
      if (!sentence.contains(at.cue.start)) continue;
      if (!describes_the_speaker(a, n, at)) return false;
      any = true;
    }
    return any;
  }

  // "The agency counted 4,100 cases in May. In June there were 5,300.", "Foram 380 pedidos em
  // 2016. Os dados são do ministério.": a figure in its own sentence, or a few sentences of the
  // same paragraph, after or before a credited source is read from it.
  bool in_sourced_passage(const analysis::ArticleAnalysis& a, const NumericExpression& n,
                          std::vector<uint8_t>& sourced, SentenceTopics& topics) const {
    if (n.sentence >= sourced.size()) return false;
    bool in_own = sourced[n.sentence] == kOwnSentenceOnly || sourced_at(a, sourced, n.sentence);
    if (in_own && !only_describes_speakers(a, n)) return true;
    // "A cidade tem cerca de 1.100 taxistas", "The county has about 410,000 residents": a standing
    // fact about a place's size, told as background, is no part of the source's passage.
    if (opens_on_background(a, n.sentence) || counts_residents(a, n) || counts_a_population(a, n))
      return false;
    const Block* own = block_at(*a.document, a.sentences[n.sentence].span.start);
    auto same_block = [&](size_t i) {
      return block_at(*a.document, a.sentences[i].span.start) == own;
    };
    // "A empresa anunciou a compra. O grupo tem 1,7 mil funcionários": a standing size after a
    // source's sentence is the writer's background; before a speech tag ("A fila tem 5 mil
    // nomes. A rede atende 22 mil crianças, disse a secretária") it is the speaker's.
    const bool standing = states_a_standing_size(a, n);
    // A text with no paragraph breaks runs as one block: there a cue cannot be told to open a
    // paragraph's next point, so any source after the figure reads back as before.
    int8_t in_a_paragraph = -1;  // read when a source after the figure needs it
    auto paragraph = [&] {
      if (in_a_paragraph < 0)
        in_a_paragraph = block_sentences(a, n.sentence) <= kParagraphSentences ? 1 : 0;
      return in_a_paragraph == 1;
    };
    for (size_t back = 1; !standing && back <= settings_.context_before && back <= n.sentence;
         ++back) {
      size_t i = n.sentence - back;
      if (!same_block(i)) break;
      if (sourced_at(a, sourced, i)) return true;
    }
    for (size_t ahead = 1; ahead <= settings_.context_after && n.sentence + ahead < sourced.size();
         ++ahead) {
      size_t i = n.sentence + ahead;
      if (!same_block(i)) break;
      // "A empresa confirmou os cortes em nota, sem informar quantas pessoas foram desligadas":
      // the source after the figure says it did not give it (numbers.withheld-figures).
      if (withholds_figures(a, i)) break;
      if (sourced[i] != kGroupOnly && sourced_at(a, sourced, i) &&
          (!paragraph() || looks_back(a, i)))
        return true;
    }
    // "A alta chegou a 12,3%. [...] A reportagem somou os registros da Defesa Civil.": a
    // sentence that says what the paragraph's figures rest on reaches further back than a speech
    // tag, which speaks only for its own statement.
    for (size_t ahead = 1; ahead <= settings_.basis_context && n.sentence + ahead < sourced.size();
         ++ahead) {
      size_t i = n.sentence + ahead;
      if (!same_block(i)) break;
      if (states_data_basis(a, i)) return true;
    }
    if (after_an_announced_list(a, n, sourced)) return true;
    return !standing && continues_a_sourced_topic(a, n, sourced, topics);
  }

  static constexpr size_t kParagraphSentences = 8;  // more in one block: a text with no breaks

  // The first sentence of the block sentence i is in.
  static size_t block_opening(const analysis::ArticleAnalysis& a, size_t i) {
    size_t first = i;
    while (first > 0 && same_block(a, first - 1, i)) --first;
    return first;
  }

  // How many sentences the block of sentence i holds.
  static size_t block_sentences(const analysis::ArticleAnalysis& a, size_t i) {
    size_t last = i;
    while (last + 1 < a.sentences.size() && same_block(a, last + 1, i)) ++last;
    return last - block_opening(a, i) + 1;
  }

  // Whether sourced sentence i reaches back to the sentences before it: a speech tag that closes
  // it ("A rede atende 22 mil crianças, disse a secretária"), a cue that goes on with the same
  // event ("Três pessoas se feriram. De acordo com a PRF, a van ..."), a quotation, or a
  // statement of what the figures rest on. A cue that opens what it reports ("Em Goiás, segundo o
  // departamento, a produtividade foi de 57 sacas", "A empresa pretende investir R$ 80 milhões e
  // diz que ...") in a sentence with a figure of its own speaks for its own sentence.
  bool looks_back(const analysis::ArticleAnalysis& a, size_t i) const {
    const Span sentence = a.sentences[i].span;
    bool any_cue = false;
    Tokens scratch;
    const Tokens* tokens = nullptr;
    for (const analysis::Attribution& at : a.attributions) {
      if (at.cue.start < sentence.start || at.cue.start >= sentence.end) continue;
      any_cue = true;
      if (at.cue.start - sentence.start < sentence.size() / 2) continue;
      if (tokens == nullptr) tokens = &a.tokens_of(static_cast<uint32_t>(i), scratch);
      const size_t after = text::first_token_from(*tokens, at.cue.end);
      if (after >= tokens->size() || !words_.complementizers.at(*tokens, after)) return true;
    }
    if (!any_cue) return true;
    const bool own_figure = std::any_of(a.numbers.begin(), a.numbers.end(), [&](const auto& m) {
      return m.sentence == i && analysis::is_statistic(m.kind);
    });
    return !own_figure || states_data_basis(a, i);
  }

  bool withholds_figures(const analysis::ArticleAnalysis& a, size_t i) const {
    if (words_.withheld_figures.empty()) return false;
    Tokens scratch;
    return words_.withheld_figures.found_in(a.tokens_of(static_cast<uint32_t>(i), scratch));
  }

  // "A rede municipal atende 18 mil alunos", "The service, which has 320 million users": a
  // standing verb right before the figure states the size of something as it stands
  // (numbers.standing-verbs), background the writer gives, not a source's news.
  bool states_a_standing_size(const analysis::ArticleAnalysis& a,
                              const NumericExpression& n) const {
    if (words_.standing_verbs.empty()) return false;
    Tokens scratch;
    const Tokens& tokens = a.tokens_of(n.sentence, scratch);
    // "Sanders has at least 158.": with no noun after it, the figure is a tally's next line.
    size_t after = text::first_token_from(tokens, n.span.end);
    if (after >= tokens.size() || !tokens[after].is_word()) return false;
    size_t first = text::first_token_from(tokens, n.span.start);
    if (first >= tokens.size()) return false;
    if (words_.standing_verbs.before(tokens, first)) return true;
    // "has about 410,000 residents and 900 sworn officers": the verb's second object.
    if (first == 0 || !words_.conjunctions.at(tokens, first - 1)) return false;
    const NumericExpression* previous = nullptr;
    for (const NumericExpression& m : a.numbers) {
      if (m.sentence == n.sentence && m.span.end <= tokens[first - 1].span.start) previous = &m;
    }
    constexpr uint32_t kNounReach = 40;  // bytes from the first figure to the conjunction
    return previous != nullptr && tokens[first - 1].span.start - previous->span.end <= kNounReach &&
           states_a_standing_size(a, *previous);
  }

  // Whether the sentence opens on a standing fact about a place (numbers.background-openers).
  bool opens_on_background(const analysis::ArticleAnalysis& a, size_t sentence) const {
    if (words_.background_openers.empty()) return false;
    Tokens scratch;
    const Tokens& words = a.tokens_of(static_cast<uint32_t>(sentence), scratch);
    return !words.empty() && words_.background_openers.at(words, 0);
  }

  // "Roughly two thousand people live within a mile of the fence line", "Cerca de duzentas
  // famílias vivem na Vila Operária": how many live in a place is a standing fact the writer
  // gives as background, not part of a neighbor's passage (numbers.residence-verbs, a word or
  // two after the figure).
  bool counts_residents(const analysis::ArticleAnalysis& a, const NumericExpression& n) const {
    if (words_.residence_verbs.empty()) return false;
    Tokens scratch;
    const Tokens& tokens = a.tokens_of(n.sentence, scratch);
    constexpr size_t kNounWords = 2;  // "people", "families", "low-income households"
    const size_t after = text::first_token_from(tokens, n.span.end);
    for (size_t k = after; k < tokens.size() && k <= after + kNounWords; ++k) {
      if (!tokens[k].is_word()) return false;
      if (words_.residence_verbs.at(tokens, k)) return k > after;
    }
    return false;
  }

  // "Harlow, a city of about 310,000 people", "Pedra Funda tem cerca de 23 mil habitantes": how
  // many people a place holds, by its word (numbers.population-units) or after the place's word
  // of size (numbers.place-sizes), is a standing fact the writer gives, no part of a source's
  // passage or an authority's act.
  bool counts_a_population(const analysis::ArticleAnalysis& a, const NumericExpression& n) const {
    if (n.kind != NumberKind::Count || words_.place_sizes.empty()) return false;
    Tokens scratch;
    const Tokens& tokens = a.tokens_of(n.sentence, scratch);
    const size_t first = text::first_token_from(tokens, n.span.start);
    if (first >= tokens.size()) return false;
    if (words_.place_sizes.before(tokens, first)) return true;
    // "tem cerca de 23 mil habitantes": the place's word for its people after a standing verb,
    // not a rate's ("254 habitantes por médico") or a threshold's.
    return words_.population_units.count(n.unit) > 0 &&
           static_cast<bool>(words_.standing_verbs.before(tokens, first));
  }

  // "Soerens argued that:" and then a list: a speaker's sentence that ends in "that" and a colon
  // announces the paragraphs after it as what they said, up to the third sentence on.
  bool after_an_announced_list(const analysis::ArticleAnalysis& a, const NumericExpression& n,
                               std::vector<uint8_t>& sourced) const {
    constexpr size_t kReach = 3;
    Tokens scratch;
    for (size_t back = 1; back <= kReach && back <= n.sentence; ++back) {
      size_t i = n.sentence - back;
      if (!ends_with_colon(a, i)) continue;  // the usual case, read without tokenizing
      const Tokens& tokens = a.tokens_of(static_cast<uint32_t>(i), scratch);
      size_t size = tokens.size();
      if (size < 2 || tokens[size - 1].text != ":") continue;
      if (words_.complementizers.at(tokens, size - 2) && sourced_at(a, sourced, i)) return true;
    }
    return false;
  }

  static bool ends_with_colon(const analysis::ArticleAnalysis& a, size_t i) {
    std::string_view text = std::string_view(a.text()).substr(
        a.sentences[i].span.start, a.sentences[i].span.size());
    size_t last = text.find_last_not_of(" \t\r\n");
    return last != std::string_view::npos && text[last] == ':';
  }

  // "State gaming regulators reported $240 million in casino revenue for May. [...] Revenue fell
  // 12 percent at the Harbor casino.": a data story names its source once and goes on with its
  // figures, across paragraphs, in sentences that speak of the same thing. A sourced sentence a
  // few sentences back that shares `topic-overlap` topic words with the figure's sentence is
  // where the figure comes from; a figure on another topic (background, a result) stays the
  // writer's.
  bool continues_a_sourced_topic(const analysis::ArticleAnalysis& a, const NumericExpression& n,
                                 std::vector<uint8_t>& sourced, SentenceTopics& topics) const {
    if (settings_.topic_context == 0) return false;
    // "Nationally, overdose deaths fell about 25%": a sentence that widens the scope is about
    // figures the local story's source did not give.
    Tokens scratch;
    const Tokens& words = a.tokens_of(n.sentence, scratch);
    if (!words.empty() && words_.scope_shifts.at(words, 0)) return false;
    const std::vector<uint64_t>* own = nullptr;
    // "Voltwren has raised about $48 million. It enters a crowded market: Americans spent
    // roughly $2.4 billion ...": a paragraph that opens on the writer's own figure, with no
    // source before the figure's sentence, is background; a source in an earlier paragraph does
    // not reach into it.
    const size_t opening = block_opening(a, n.sentence);
    if (opening < n.sentence && states_own_figure(a, opening)) {
      bool sourced_in_block = false;
      for (size_t i = opening; i < n.sentence && !sourced_in_block; ++i)
        sourced_in_block = sourced_at(a, sourced, i);
      if (!sourced_in_block) return false;
    }
    for (size_t back = 1; back <= settings_.topic_context && back <= n.sentence; ++back) {
      size_t i = n.sentence - back;
      if (!sourced_at(a, sourced, i)) continue;
      if (own == nullptr) {
        read_topic(a, n.sentence, topics);
        // An election result needs its own source, whatever came before it.
        if (topics.election[n.sentence]) return false;
        own = &topics.stems[n.sentence];
      }
      read_topic(a, i, topics);
      if (analysis::TopicWords::shared(*own, topics.stems[i]) >= settings_.topic_overlap)
        return true;
    }
    return false;
  }

  // Whether sentence i gives a statistic that no cue credits, outside quotes.
  static bool states_own_figure(const analysis::ArticleAnalysis& a, size_t i) {
    return std::any_of(a.numbers.begin(), a.numbers.end(), [&](const NumericExpression& m) {
      return m.sentence == i && analysis::is_statistic(m.kind) &&
             m.attribution == analysis::kNone && !a.in_quote(m.span.start);
    });
  }

  void read_topic(const analysis::ArticleAnalysis& a, size_t i, SentenceTopics& topics) const {
    if (topics.read.empty()) {
      topics.read.assign(a.sentences.size(), 0);
      topics.election.assign(a.sentences.size(), 0);
      topics.sequel.assign(a.sentences.size(), 0);
      topics.stems.resize(a.sentences.size());
    }
    if (topics.read[i]) return;
    Tokens scratch;
    const Tokens& tokens = a.tokens_of(static_cast<uint32_t>(i), scratch);
    // Names tie sentences of one story together whatever they say ("Clinton", "Petrobras"); the
    // common nouns tell what a sentence measures. A sentence's first word is capitalized anyway.
    const Token* first = tokens.empty() ? nullptr : &tokens.front();
    topics.stems[i] =
        words_.topics.of(tokens, [first](const Token& t) { return t.capitalized && &t != first; });
    topics.election[i] = words_.election_words.found_in(tokens);
    topics.sequel[i] = names_outside_quotes(a, tokens, words_.ranking_sequels) ||
                       names_outside_quotes(a, tokens, words_.measure_sequels);
    topics.read[i] = 1;
  }

  // "Na sequência vêm a construtora (R$ 8,1 bilhões) e o banco (R$ 7,6 bilhões)", "The lowest was
  // Ohio at 12%": the next places of a ranking come from wherever its first place came
  // from. When the figure before the sentence was sourced, a sentence that goes on down the
  // ranking is too; after an unsourced one it stays the writer's. Election results need their own.
  bool continues_a_ranking(const analysis::ArticleAnalysis& a, const NumericExpression& n,
                           const PreviousFigure& before, SentenceTopics& topics) const {
    if (settings_.ranking_context == 0 || before.sentence == UINT32_MAX || before.reported ||
        n.sentence - before.sentence > settings_.ranking_context ||
        n.sentence >= a.sentences.size())
      return false;
    read_topic(a, n.sentence, topics);
    return topics.sequel[n.sentence] && !topics.election[n.sentence];
  }

  // "The campaign doubled its rent to $160,000, according to the paper's review of election
  // filings", "As empreiteiras venderam R$ 100 bilhões em ativos, segundo levantamento do
  // jornal": a story whose lead credits an analysis of data is built on it, and the figures that
  // follow on its topic are the analysis's (which months, which offices, which cities), however
  // far they sit from the lead. A plain citation of a source's figures ("segundo dados do IBGE")
  // does not make one. Election results need their own source still.
  bool in_a_data_story(const analysis::ArticleAnalysis& a, const NumericExpression& n,
                       std::vector<uint8_t>& sourced, StoryShape& story,
                       SentenceTopics& topics) const {
    if (settings_.data_story_lead == 0) return false;
    read_story(a, story);
    uint32_t analysis = story.data_analysis_sentence;
    if (analysis == UINT32_MAX || n.sentence <= analysis || !sourced_at(a, sourced, analysis))
      return false;
    // "Marlow has about 410,000 residents": a standing size is no figure of the analysis.
    if (states_a_standing_size(a, n)) return false;
    read_topic(a, n.sentence, topics);
    if (topics.election[n.sentence]) return false;
    read_topic(a, analysis, topics);
    return analysis::TopicWords::shared(topics.stems[n.sentence], topics.stems[analysis]) >=
           settings_.data_story_overlap;
  }

  // "Filings released on Friday show how the committee spent its month. [...] It paid $48,000 to
  // a polling firm": a story that has named the records it reads
  // (filings, the FEC, a tracker, "records show", "a prestação de contas") goes on giving sums
  // of the transactions in them, across paragraphs. A sum that a sentence says was raised,
  // spent, given or paid, a few sentences after such records, is theirs; so is one anywhere in a
  // story whose lead names its records, unless its sentence dates it to another period.
  bool read_from_records(const analysis::ArticleAnalysis& a, const NumericExpression& n,
                         SentenceTopics& topics) const {
    if (settings_.records_context == 0 || n.kind != NumberKind::Money ||
        n.sentence >= a.sentences.size())
      return false;
    Tokens scratch;
    if (!names_outside_quotes(a, a.tokens_of(n.sentence, scratch), words_.transactions))
      return false;
    for (size_t back = 1; back <= settings_.records_context && back <= n.sentence; ++back) {
      if (names_records_at(a, n.sentence - back, topics)) return true;
    }
    if (settings_.records_lead == 0 || in_another_period(a, n)) return false;
    for (size_t i = 0; i < settings_.records_lead && i < n.sentence; ++i) {
      if (names_records_at(a, i, topics)) return true;
    }
    return false;
  }

  // "In 2012 the union had given $2 million", "Last year, the fund gave $10 million": a sum its own
  // sentence places in another period than the filings the story reads came from elsewhere.
  bool in_another_period(const analysis::ArticleAnalysis& a, const NumericExpression& n) const {
    for (const NumericExpression& m : a.numbers) {
      if (m.sentence == n.sentence && (m.kind == NumberKind::Year || m.kind == NumberKind::Date))
        return true;
    }
    Tokens scratch;
    return names_outside_quotes(a, a.tokens_of(n.sentence, scratch), words_.other_periods);
  }

  // "That widens her lead in the AP delegate count. [...] Counting party leaders, she has at
  // least 610 delegates. Her rival has at least 280.": election figures a few sentences after a
  // tally someone is named for keeping are that tally's, across paragraphs. An election result
  // with no tally named before it stays a finding.
  bool counted_by_a_named_tally(const analysis::ArticleAnalysis& a, const NumericExpression& n,
                                SentenceTopics& topics) const {
    if (settings_.tally_context == 0 || n.sentence >= a.sentences.size()) return false;
    read_topic(a, n.sentence, topics);
    // "Her rival has at least 390" right after "she has at least 740 delegates": the sentence
    // before, in the same paragraph, says what is counted.
    bool election = topics.election[n.sentence];
    if (!election && n.sentence > 0 && same_block(a, n.sentence - 1, n.sentence)) {
      read_topic(a, n.sentence - 1, topics);
      election = topics.election[n.sentence - 1];
    }
    if (!election) return false;
    for (size_t back = 0; back <= settings_.tally_context && back <= n.sentence; ++back) {
      if (names_at(a, n.sentence - back, words_.tallies, topics.tallies)) return true;
    }
    return false;
  }

  bool names_records_at(const analysis::ArticleAnalysis& a, size_t i,
                        SentenceTopics& topics) const {
    return names_at(a, i, words_.records, topics.records);
  }

  // Whether sentence i speaks for a source. Besides the cues marked up front, a sentence that says
  // what its figures are based on ("O jornal fez o levantamento com base nos dados da delegacia",
  // "based on data from the county") names their source; it is read only when a figure nearby
  // needs it, and remembered (0 not read yet, 1 sourced, 2 not).
  bool sourced_at(const analysis::ArticleAnalysis& a, std::vector<uint8_t>& sourced,
                  size_t i) const {
    if (sourced[i] == kOwnSentenceOnly) return false;
    if (sourced[i] != 0) return sourced[i] == 1 || sourced[i] == kGroupOnly;
    sourced[i] = states_data_basis(a, i) ? 1 : 2;
    return sourced[i] == 1;
  }

  // Whether sentence i says, outside quotes, what its figures are based on.
  // "Nas contas do sindicato, foi a maior greve": some cues name a source only where they open the
  // sentence; further in, "nas contas da estatal" are the company's accounts.
  bool states_data_basis(const analysis::ArticleAnalysis& a, size_t i) const {
    Tokens scratch;
    const Tokens& tokens = a.tokens_of(static_cast<uint32_t>(i), scratch);
    return names_outside_quotes(a, tokens, words_.data_basis) ||
           (!tokens.empty() && words_.opening_cues.at(tokens, 0) &&
            !a.in_quote(tokens[0].span.start));
  }

  // The analysis links a number only to attributions whose source it resolved. A speech tag it
  // could not resolve ("the bureau said", "informou a secretaria") still shows the writer sourced
  // the figure; whether the source is named well enough is attribution.vague-source's question.
  // Cue words that are also nouns or adjectives ("states", "expected", "reports") count only with
  // a source, so an unresolved one is more likely not a cue at all.
  bool has_unresolved_source(const analysis::ArticleAnalysis& a, const NumericExpression& n) const {
    for (const analysis::Attribution& at : a.attributions) {
      if (!at.covers.contains(n.span.start)) continue;
      if (describes_the_speaker(a, n, at)) continue;
      Tokens scratch;
      const CueTokens cue = cue_tokens(a, at.cue, scratch);
      if (cue.is_whole(words_.speech_tags) || cue.is_whole(words_.own_clause_tags)) return true;
    }
    return false;
  }

  // An order ("o TCE determinou") or a name given to something ("Obama has called inversions
  // “unpatriotic”"): the cue speaks for its own sentence, not for the figures around it.
  bool speaks_for_own_sentence(const analysis::ArticleAnalysis& a, Span cue) const {
    Tokens scratch;
    const CueTokens tokens = cue_tokens(a, cue, scratch);
    return tokens.is_whole(words_.decisions) || tokens.is_whole(words_.naming_verbs);
  }

  bool is_speech_tag(const analysis::ArticleAnalysis& a, Span cue) const {
    Tokens scratch;
    return cue_tokens(a, cue, scratch).is_whole(words_.speech_tags);
  }

  // A cue's tokens: tokens[first, last).
  struct CueTokens {
    const Tokens* tokens;
    size_t first;
    size_t last;
    // Whether they are one phrase of `tags`, whole.
    bool is_whole(const PhraseTable& tags) const { return tags.spans(*tokens, first, last); }
  };
  // The cue's tokens read from its sentence's, where its bounds are theirs (as for every cue the
  // analysis found), or else tokenized alone into `scratch`. Every attribution is asked, and the
  // sentence's tokens spare tokenizing its cue again.
  static CueTokens cue_tokens(const analysis::ArticleAnalysis& a, Span cue, Tokens& scratch) {
    if (const uint32_t i = a.sentence_index(cue.start); i != analysis::kNone) {
      const Tokens& tokens = a.tokens_of(i, scratch);
      const size_t first = text::first_token_from(tokens, cue.start);
      size_t last = first;
      while (last < tokens.size() && tokens[last].span.end <= cue.end) ++last;
      if (first < last && tokens[first].span.start == cue.start &&
          tokens[last - 1].span.end == cue.end)
        return {&tokens, first, last};
    }
    scratch.clear();
    text::tokenize(a.text(), cue, scratch);
    return {&scratch, 0, scratch.size()};
  }

  // A whole quotation is someone's words: the figure in it is theirs, named or not (whether the
  // speaker is named well enough is attribution.vague-source's question). A few quoted words
  // inside the writer's own sentence are not.
  static bool inside_quotation(const analysis::ArticleAnalysis& a, Span span) {
    for (const analysis::Quote& q : a.quotes) {
      if (!q.partial && q.span.contains(span.start)) return true;
    }
    return false;
  }

  // 'the mayor said the firm had billed "at least $40,000" for it', 'flyers calling the bond a "$90
  // million blunder"': quotation marks around a figure hand it to someone else, even when the
  // analysis cannot name them (whether the speaker is named well enough is vague-source's
  // question); judges read every such figure as quoted words. A stray mark can pair with one
  // paragraphs away, so only a quotation inside the figure's own sentence counts.
  static bool quotes_the_figure(const analysis::ArticleAnalysis& a, const NumericExpression& n) {
    if (n.sentence >= a.sentences.size()) return false;
    const Span sentence = a.sentences[n.sentence].span;
    for (const analysis::Quote& q : a.quotes) {
      if (q.partial && q.span.contains(n.span.start) &&
          n.span.end <= q.span.end &&
          sentence.contains(q.outer.start) && q.outer.end <= sentence.end)
        return true;
    }
    return false;
  }

  static InContext in_context(const analysis::ArticleAnalysis& a, const NumericExpression& n,
                              SentenceTokens& cache) {
    if (cache.sentence != n.sentence) {
      cache.tokens = &a.tokens_of(n.sentence, cache.scratch);
      cache.sentence = n.sentence;
    }
    InContext c{n, *cache.tokens, 0, 0};
    c.first = c.tokens.size();
    for (size_t i = 0; i < c.tokens.size(); ++i) {
      const Span& s = c.tokens[i].span;
      if (s.end <= n.span.start) continue;
      if (s.start >= n.span.end) break;
      if (c.first == c.tokens.size()) c.first = i;
      c.last = i;
    }
    if (c.first == c.tokens.size()) c.first = c.last = 0;
    return c;
  }

  // A measure or setting that describes a thing: "um chip de 3 nanômetros", "a 3-nanometer chip",
  // "16 GB de RAM", "40 mm drivers", "o fone pesa 250 gramas", "brilho de 50%", "a 20 km da vila".
  bool is_specification(const InContext& c) const {
    // "teve 90% do corpo queimado": the state of one patient, as a temperature would be.
    // "uma dunkel com 5,4% de teor alcoólico", "70% cacao": what the share measures in one thing.
    if (c.n.kind == NumberKind::Percent)
      return is_setting(c) || words_.body_shares.at(c.tokens, c.last + 1) ||
             words_.contents.at(c.tokens, c.last + 1);
    // "310 hp", "280 lb-ft of torque", "460 pixels per inch": what only a machine or a screen has.
    if (c.n.kind == NumberKind::Count)
      return words_.spec_count_units.count(c.n.unit) > 0 || is_counted_spec(c) || is_capacity(c);
    if (c.n.kind != NumberKind::Quantity) return false;
    if (words_.spec_units.count(c.n.unit)) return true;  // GB, mAh, GHz: only things have them
    // "uma região que colheu 58 mil toneladas de uva", "exported 2 million tons": what a harvest,
    // a plant or a port moved is a tally, whatever its unit (numbers.tally-verbs).
    constexpr size_t kTallyReach = 3;  // "colheu cerca de"
    for (size_t k = c.first; k > 0 && c.first - k < kTallyReach; --k) {
      if (words_.tally_verbs.at(c.tokens, k - 1)) return false;
    }
    // A length, a weight, a volume or a temperature measures one thing: a missile's range, a
    // submarine's displacement, a patient's temperature. Rain, land and energy are tallied, and
    // stay figures ("180 milímetros de chuva", "17 million hectares burned", "2 gigawatts").
    if (words_.thing_units.count(c.n.unit)) return true;
    if (words_.distance_units.count(c.n.unit) && is_location(c)) return true;
    const Token& end = c.tokens[c.last];
    // "a 6.8-inch screen", "a 9mm pistol": a unit glued to its number names a size or a model.
    if (end.has_alpha && end.has_digit) return true;
    if (words_.spec_nouns.at(c.tokens, c.last + 1)) return true;  // "40 mm drivers"
    // "tela de 5,9 polegadas", "um lote de 8 mil m²": a measure that qualifies the noun before
    // "de"/"of". An average is a figure, though: "idade média de 9,3 anos".
    PhraseTable::Match of_before = words_.connectors.before(c.tokens, c.first);
    if (of_before && c.first > of_before.length) {
      const Token& noun = c.tokens[c.first - of_before.length - 1];
      bool average = static_cast<bool>(words_.averages.before(c.tokens, c.first));
      if (noun.is_word() && !noun.capitalized && !average) return true;
    }
    PhraseTable::Match of_after = words_.connectors.at(c.tokens, c.last + 1);
    if (of_after && words_.spec_nouns.at(c.tokens, c.last + 1 + of_after.length)) return true;
    if (c.first >= 1 && words_.spec_verbs.before(c.tokens, c.first))
      return true;  // "pesa 250 gramas"
    // "At 254 grams, the headphones are light": the measure opens the sentence about the thing.
    PhraseTable::Match opener = words_.spec_openers.before(c.tokens, c.first);
    return opener && c.first == opener.length && c.symbol_at(c.last + 1, ",");
  }

  // "carries up to 400 passengers", "leva até 400 passageiros": what a boat holds, a design
  // capacity as "capacidade para 45 pessoas" is (numbers.rule-markers). Only a bound is a size:
  // "the airline carried 41 million passengers" is traffic.
  bool is_capacity(const InContext& c) const {
    if (c.first == 0) return false;
    if (c.n.approximation == analysis::Approximation::UpTo &&
        words_.capacity_verbs.before(c.tokens, c.first))
      return true;
    // "berths for 5,400 passengers", "leitos para 120 pacientes": the room a thing was built
    // with, named by its noun (specs.capacity-nouns), and the count joined to it ("and 2,100
    // crew").
    if (words_.capacity_nouns.before(c.tokens, c.first)) return true;
    // "o estádio, que tem 28 mil lugares", "a 1,200-seat hall": the seats a place was built with.
    if (words_.capacity_units.count(c.n.unit)) return true;
    constexpr size_t kNounWords = 3;  // "5,400 passengers and"
    if (!words_.conjunctions.at(c.tokens, c.first - 1)) return false;
    for (size_t k = c.first - 1; k > 0 && c.first - 1 - k < kNounWords; --k) {
      if (c.tokens[k - 1].has_digit)
        return static_cast<bool>(words_.capacity_nouns.before(c.tokens, k - 1));
    }
    return false;
  }

  // "metade dos eleitores", "dois terços das cadeiras": where the language lists the wholes whose
  // fractions are statistics (people, votes), a fraction of anything else is not read as one (a
  // deal's stake, a rule's share of seats). An empty list takes every whole.
  bool shares_a_listed_whole(const InContext& c) const {
    if (words_.fraction_wholes.empty()) return true;
    for (size_t k = c.last + 1; k < c.tokens.size() && k <= c.last + 3; ++k) {
      if (words_.fraction_wholes.at(c.tokens, k)) return true;
    }
    return false;
  }

  // "o relatório, de 59 páginas", "o documento tem 344 páginas", "the 412 pages of the
  // contract", "as 530 páginas do inquérito": the length of a thing. "12,000 pages of memos" and
  // "20 páginas do Facebook" measure a collection, which is a figure.
  bool is_counted_spec(const InContext& c) const {
    if (!words_.counted_specs.count(c.n.unit)) return false;
    size_t noun = c.last + 1 + words_.connectors.at(c.tokens, c.last + 1).length;
    if (noun >= c.tokens.size()) return false;
    PhraseTable::Match one_thing = words_.length_of.at(c.tokens, noun + 1);
    if (one_thing) {
      size_t thing = noun + 1 + one_thing.length;
      return thing < c.tokens.size() && c.tokens[thing].is_word() && !c.tokens[thing].capitalized;
    }
    return !words_.counted_of.at(c.tokens, noun + 1);
  }

  // "60% volume", "brilho de 50%", "volume em 50%": a setting of a device, not a share of anything.
  bool is_setting(const InContext& c) const {
    if (words_.setting_nouns.at(c.tokens, c.last + 1)) return true;
    for (size_t k = c.first, seen = 0; k > 0 && seen < 3; --k, ++seen) {
      if (words_.setting_nouns.at(c.tokens, k - 1)) return true;
    }
    return false;
  }

  // "membership at the lake club costs $40,000", "a $75,000 joining fee", "a diária sai por
  // R$ 1.900": a word of price a few words before the sum or after it, in its clause.
  bool names_an_item_price(const InContext& c) const {
    constexpr size_t kItemBefore = 4, kItemAfter = 3;
    // "o salário médio é de R$ 2.500": an average over many is a statistic, not one price.
    for (size_t k = c.first; k > 0 && c.first - k < kItemBefore; --k) {
      if (words_.averages.at(c.tokens, k - 1)) return false;
    }
    for (size_t k = c.first; k > 0 && c.first - k < kItemBefore; --k) {
      if (ends_clause(c.tokens[k - 1])) break;
      const PhraseTable::Match item = words_.item_prices.at(c.tokens, k - 1);
      if (!item) continue;
      if (states_a_cost_not_a_tag(c, item, k - 1)) break;
      return true;
    }
    // "US$ 900 (R$ 4,8 mil) por noite": the sum restated in brackets is passed over.
    size_t after = c.last + 1;
    if (after < c.tokens.size() && c.tokens[after].text == "(") {
      size_t close = after + 1;
      while (close < c.tokens.size() && close < after + 8 && c.tokens[close].text != ")") ++close;
      if (close < c.tokens.size() && c.tokens[close].text == ")") after = close + 1;
    }
    for (size_t k = after; k < c.tokens.size() && k < after + kItemAfter; ++k) {
      if (ends_clause(c.tokens[k]) || c.tokens[k].has_digit) break;
      if (words_.item_prices.at(c.tokens, k)) return true;
    }
    return opens_with_item_priced(c);
  }

  // "set the nightly fee at $38 for a tent site and $95 for a cabin": a sum joined by a
  // conjunction (numbers.conjunctions) to a price a word of price names, a few words before, is a
  // price too.
  bool follows_an_item_price(const InContext& c) const {
    constexpr size_t kBetween = 6, kItemBefore = 4;  // "for a tent site and"; "the nightly fee at"
    if (c.first == 0 || !words_.conjunctions.at(c.tokens, c.first - 1)) return false;
    for (size_t k = c.first - 1; k > 0 && c.first - 1 - k < kBetween; --k) {
      if (ends_clause(c.tokens[k - 1])) return false;
      if (!c.tokens[k - 1].has_digit) continue;
      size_t figure = k - 1;  // back past the figure's currency ("$38")
      while (figure > 0 && !c.tokens[figure - 1].is_word() && !ends_clause(c.tokens[figure - 1]))
        --figure;
      for (size_t j = figure; j > 0 && figure - j < kItemBefore; --j) {
        if (ends_clause(c.tokens[j - 1])) return false;
        if (words_.item_prices.at(c.tokens, j - 1)) return true;
      }
      return false;
    }
    return false;
  }

  // Whether a cost verb's sum is a cost incurred or estimated, not the price on a tag: "vandalism
  // cost the system nearly $310,000 last year" names who bore it (prices.cost-bearers); "each
  // e-bike costs about $2,800 to buy and fit" gives it roughly, someone's estimate to source.
  bool states_a_cost_not_a_tag(const InContext& c, PhraseTable::Match item, size_t at) const {
    if (item.value == nullptr || *item.value != "verb") return false;
    if (c.n.approximation == analysis::Approximation::About) return true;
    const size_t object = at + item.length;
    return object < c.first && words_.cost_bearers.at(c.tokens, object);
  }

  // "Tuition for students from outside the EU is 15,000 euros a year", "A mensalidade do curso é
  // de R$ 2.100": the thing priced opens the sentence, and a copula (prices.copulas) stands right
  // before the sum, with no clause between.
  bool opens_with_item_priced(const InContext& c) const {
    size_t copula = c.first;
    auto copula_before = [&](size_t k) { return k > 0 && words_.price_copulas.at(c.tokens, k - 1); };
    if (!copula_before(copula) && copula > 0 && words_.function_words.at(c.tokens, copula - 1))
      --copula;  // "é de R$ 2.100"
    if (!copula_before(copula)) return false;
    size_t open = 0;
    while (open < copula && !c.tokens[open].is_word()) ++open;
    if (open < copula && words_.function_words.at(c.tokens, open)) ++open;  // "A mensalidade"
    if (open >= copula || !words_.item_prices.at(c.tokens, open)) return false;
    for (size_t k = open; k + 1 < copula; ++k) {
      if (ends_clause(c.tokens[k]) || c.tokens[k].has_digit) return false;
    }
    return true;
  }

  // "The E7 arrives in dealerships next month at $54,990", "chega às lojas nesta semana por
  // R$ 2.499": a product's launch (prices.launch-words) earlier in the clause, and the sum right
  // after "at", "for" or "por", is the price it goes on sale at.
  bool launch_price(const InContext& c) const {
    constexpr size_t kClauseReach = 10;
    if (c.first == 0 || !words_.price_prepositions.at(c.tokens, c.first - 1)) return false;
    // "chega ao mercado em janeiro, por R$ 64 mil": a comma may set the price off.
    size_t from = c.first - 1;
    if (from > 0 && c.tokens[from - 1].is_symbol(",")) --from;
    for (size_t k = from; k > 0 && c.first - k < kClauseReach; --k) {
      if (ends_clause(c.tokens[k - 1])) return false;
      if (words_.launch_words.at(c.tokens, k - 1)) return true;
    }
    return false;
  }

  // "a 115 quilômetros", "a 20 km da vila", "200 km ao norte de Natal", "30 miles from the
  // coast": where a place lies. A direction or "from" says it alone; "da vila" only after "a".
  bool is_location(const InContext& c) const {
    if (words_.location_after.at(c.tokens, c.last + 1)) return true;
    // "420 km de Goiânia", "12 km da Vila Nova": a distance from a named place says where
    // something lies ("600 km de estrada" measures a road).
    if (PhraseTable::Match of = words_.location_of.at(c.tokens, c.last + 1)) {
      size_t place = c.last + 1 + of.length;
      if (place < c.tokens.size() && c.tokens[place].is_word() && c.tokens[place].capitalized)
        return true;
    }
    PhraseTable::Match before = words_.location_before.before(c.tokens, c.first);
    if (!before) return false;
    size_t start = c.first - before.length;
    bool opens_clause = start == 0 || c.tokens[start - 1].is_symbol();
    return opens_clause || words_.location_of.at(c.tokens, c.last + 1);
  }

  // A price on a tag, a menu or a store's page: "Whole trout ($32)", "custava R$ 3.899 na Amazon",
  // "sells the H5 for $329 on its website". The seller is the source, and the reader can check it.
  bool is_price_tag(const InContext& c) const {
    // The price of one thing is a sum under a million, unless the words say it is on sale ("uma
    // colheitadeira era oferecida por R$ 2,8 milhões").
    if (c.n.kind == NumberKind::Money &&
        ((c.n.value < 1e6 && (names_an_item_price(c) || follows_an_item_price(c))) ||
         launch_price(c))) {
      return true;
    }
    if (c.n.kind != NumberKind::Money || has_scale(c)) return false;
    if (c.first > 0 && c.tokens[c.first - 1].text == "(") return true;  // "Whole trout ($32)"
    if (closes_listing(c)) return true;
    // "a wad of $50 bills", "notas de R$ 200": a banknote's face value.
    if (words_.denominations.at(c.tokens, c.last + 1)) return true;
    // "R$ 1.290 (em 6 parcelas)", "$1,290 in 12 installments": a price paid over time.
    for (size_t k = c.last + 2; k < c.tokens.size() && k <= c.last + 5; ++k) {
      if (c.tokens[k - 1].has_digit && words_.installments.at(c.tokens, k)) return true;
    }
    for (size_t k = c.last + 1, seen = 0; k < c.tokens.size() && seen < 8; ++k, ++seen) {
      if (ends_clause(c.tokens[k])) break;
      PhraseTable::Match prep = words_.seller_prepositions.at(c.tokens, k);
      if (!prep) continue;
      size_t s = k + prep.length;
      if (PhraseTable::Match d = words_.seller_determiners.at(c.tokens, s)) s += d.length;
      if (words_.sellers.at(c.tokens, s)) return true;
    }
    return false;
  }

  // A word of a rule's terms at tokens[k] ("discount", "fine"), unless it only names a kind of
  // business there ("the discount chain": entries marked "= business").
  bool marks_a_rule(const Tokens& tokens, size_t k) const {
    const PhraseTable::Match m = words_.rule_markers.at(tokens, k);
    return m && !(m.value != nullptr && *m.value == "business");
  }

  // "the 410 delegates a nominee needs", "a pesquisa erra em até 2 pontos", "once a petition passes
  // 50,000 names": a threshold, a requirement or a survey's method, not a measurement.
  bool states_a_rule(const InContext& c) const {
    // Up to seven words back ("its error margin, 2.5 points in each direction") and five ahead,
    // within the figure's clause.
    for (size_t k = c.first; k > 0 && c.first - k < 7 && !ends_clause(c.tokens[k - 1]); --k) {
      if (k < c.first && c.tokens[k].has_digit) break;  // another figure's marker
      if (marks_a_rule(c.tokens, k - 1)) return true;
    }
    // "pagam uma taxa reduzida (hoje de 2% a 3%) sobre o faturamento": a figure that closes a
    // parenthesis belongs to the clause around it.
    size_t after = c.last + 1;
    if (after < c.tokens.size() && c.tokens[after].text == ")") ++after;
    for (size_t k = after; k < c.tokens.size() && k <= after + 4 && !ends_clause(c.tokens[k]); ++k) {
      // "1,100 of the 1,237 delegates needed": the marker is the other figure's. The other end of
      // a range or a change ("subiu de 40% para 60% a cota") shares the marker.
      if (c.tokens[k].has_digit && !(k > c.last + 1 && words_.range_words.at(c.tokens, k - 1)))
        break;
      if (marks_a_rule(c.tokens, k)) return true;
    }
    return false;
  }

  // Whether a word of plan (numbers.plan-words) stands at token k. One marked "= verb"
  // ("espera") after an article or "de" is a noun: "a fila de espera chegou a 6.800 pessoas".
  bool plan_word_at(const Tokens& tokens, size_t k) const {
    const PhraseTable::Match m = words_.plans.at(tokens, k);
    if (!m) return false;
    if (m.value == nullptr || *m.value != "verb" || k == 0) return true;
    return !words_.determiners.at(tokens, k - 1) && !words_.connectors.at(tokens, k - 1);
  }

  // "The city will spend $310 million", "a empresa pretende contratar 500", "it would cost $2
  // billion": a plan, a promise or a hypothetical is no measurement anyone took. The marker comes
  // before the figure in its clause, at most ten words back: fourteen took real figures a
  // hypothetical only led up to ("a cap would hold it to 9,000, against the usual 40,000").
  bool is_plan(const InContext& c) const {
    constexpr size_t kPlanReach = 10;
    for (size_t k = c.first, seen = 0; k > 0 && seen < kPlanReach; --k, ++seen) {
      const Token& t = c.tokens[k - 1];
      if (t.text == "." || t.text == ";" || t.text == ":") break;
      // "About 30 positions will go unfilled, and the budget shrinks by 15%": another clause's.
      if (k >= 2 && c.tokens[k - 2].text == "," && words_.conjunctions.at(c.tokens, k - 1)) break;
      if (t.is_word() && plan_word_at(c.tokens, k - 1)) return true;
      if (in_future_tense(c.tokens, k - 1)) return true;  // "incluirá 12 mil mudas"
    }
    // "Outros R$ 2 bilhões serão repassados", "a $900 million flood relief bill", "the
    // governor's original $40 million request", "um pacote de R$ 12 bilhões", "8,000 runners
    // expected on Sunday": a future verb right after the figure, a proposal named around it, or an
    // expectation a few words after it.
    if (c.last + 1 < c.tokens.size() && in_future_tense(c.tokens, c.last + 1)) return true;
    // "Duzentos expositores estarão na feira": the future verb after the counted noun.
    if (c.last + 2 < c.tokens.size() && c.tokens[c.last + 1].is_word() &&
        !words_.function_words.at(c.tokens, c.last + 1) && in_future_tense(c.tokens, c.last + 2))
      return true;
    if (modal_after(c)) return true;
    constexpr size_t kBefore = 3;
    for (size_t k = c.first; k > 0 && c.first - k < kBefore; --k) {
      if (ends_clause(c.tokens[k - 1])) break;
      if (words_.proposal_nouns.at(c.tokens, k - 1)) return true;
    }
    constexpr size_t kAfter = 4;
    for (size_t k = c.last + 1; k < c.tokens.size() && k <= c.last + kAfter; ++k) {
      // "R$ 40 milhões, prevista na lei do orçamento": a participle set off by a comma still
      // speaks of the figure; "$90 billion, 10-year plan": so does a noun whose modifier holds a
      // digit.
      bool apposition = k == c.last + 1 && c.tokens[k].text == "," && k + 1 < c.tokens.size() &&
                        (words_.plans_after.at(c.tokens, k + 1) || c.tokens[k + 1].has_digit);
      if (apposition) continue;
      if (ends_clause(c.tokens[k]) || (c.tokens[k].has_digit && !c.tokens[k].has_alpha)) break;
      if (words_.proposal_nouns.at(c.tokens, k) || words_.allocation_nouns.at(c.tokens, k))
        return true;
      // "8,000 runners expected on Sunday"; in "its 200 volunteers are expected to canvass" the
      // expectation is about what they will do, not about the figure.
      PhraseTable::Match expected = words_.plans_after.at(c.tokens, k);
      if (expected && !words_.infinitive_markers.at(c.tokens, k + expected.length)) return true;
    }
    return false;
  }

  // "300 mil pessoas que devem lotar a orla", "12,000 jobs would need to go": a modal
  // verb a few words after the figure, in its clause, makes it a plan or a guess. A modal marked
  // "infinitive" counts only before one ("devem lotar"; "devem impostos" is a debt).
  bool modal_after(const InContext& c) const {
    // Words of a name do not count: "700 Vertex Motors jobs will move" is three words away.
    constexpr size_t kAfter = 3;
    size_t counted = 0;
    for (size_t k = c.last + 1; k < c.tokens.size() && counted < kAfter; ++k) {
      if (!(c.tokens[k].is_word() && c.tokens[k].capitalized)) ++counted;
      if (ends_clause(c.tokens[k]) || c.tokens[k].has_digit) return false;
      if (words_.conjunctions.at(c.tokens, k)) return false;  // "3.200 pessoas e vai abrir"
      PhraseTable::Match modal = words_.modals_after.at(c.tokens, k);
      if (!modal) continue;
      if (*modal.value != "infinitive") return true;
      size_t verb = k + modal.length;
      return verb < c.tokens.size() && c.tokens[verb].is_word() &&
             c.tokens[verb].lower.ends_with('r');
    }
    return false;
  }

  // "terá", "serão", "incluirá", "demandarão": Portuguese writes the future in the verb's ending,
  // which no word list can hold. "verão" and "padrão" end so too and are nouns.
  bool in_future_tense(const Tokens& tokens, size_t k) const {
    const Token& t = tokens[k];
    if (!t.is_word() || t.capitalized || words_.not_future.at(tokens, k)) return false;
    for (const std::string& ending : words_.future_endings) {
      if (t.text.size() > ending.size() && t.text.ends_with(ending)) return true;
    }
    return false;
  }

  // "12.5 overdose deaths per 100,000", "23,4 homicídios por 100 mil": the figure of a rate, whose
  // base follows within a few words of its clause.
  // "ferindo doze pessoas", "Quatro pessoas foram detidas", "killing 12": a toll of the dead, the
  // hurt or the arrested is a statistic at any size.
  bool counts_casualties(const InContext& c) const {
    constexpr size_t kBefore = 2, kAfter = 3;
    for (size_t k = c.first >= kBefore ? c.first - kBefore : 0; k < c.first; ++k) {
      if (words_.casualties.at(c.tokens, k)) return true;
    }
    // "Subiu para 64 o número de mortos", "raising to 12 the number of people killed": the toll
    // names what it counts after the words of a count.
    if (PhraseTable::Match count = words_.count_of.at(c.tokens, c.last + 1)) {
      const size_t noun = c.last + 1 + count.length;
      for (size_t k = noun; k < c.tokens.size() && k < noun + 2; ++k) {
        if (ends_clause(c.tokens[k])) return false;
        if (words_.casualties.at(c.tokens, k)) return true;
      }
      return false;
    }
    for (size_t k = c.last + 1; k < c.tokens.size() && k <= c.last + kAfter; ++k) {
      if (ends_clause(c.tokens[k])) return false;
      if (words_.casualties.at(c.tokens, k)) return true;
    }
    return false;
  }

  // "O dólar fechou cotado a R$ 3,1167", "the euro fell to $1.08": a small sum after a currency
  // in its clause is the market's quote for it, which news must source like any market figure.
  bool quotes_a_currency(const InContext& c) const {
    constexpr size_t kBefore = 8;
    for (size_t k = c.first; k-- > (c.first >= kBefore ? c.first - kBefore : 0);) {
      if (ends_clause(c.tokens[k])) return false;
      if (words_.currency_quotes.at(c.tokens, k)) return true;
    }
    return false;
  }

  // "o metro quadrado custa em média R$ 58", "the average fare is $2.90": a small sum that
  // averages many is a measured figure, as a market's quote is; neither is one thing's price.
  // A small sum that a sentence gives as a market's quote or as an average (min-money's
  // exceptions).
  bool quotes_or_averages(const analysis::ArticleAnalysis& a, const NumericExpression& n,
                          SentenceTokens& cache) const {
    if (n.sentence >= a.sentences.size()) return false;
    const InContext c = in_context(a, n, cache);
    return quotes_a_currency(c) || gives_an_average(c);
  }

  static constexpr size_t kAverageReach = 5;  // words back: "custa em média R$ 58"
  static constexpr size_t kClauseReach = 10;  // words back: a subject's "consumo médio de ..."
  // Whether a word of averages (numbers.average-markers) stands at most `before` words back in
  // the figure's clause, or just after it.
  bool gives_an_average(const InContext& c, size_t before = kAverageReach) const {
    const size_t kBefore = before, kAfter = 3;
    for (size_t k = c.first; k-- > (c.first >= kBefore ? c.first - kBefore : 0);) {
      if (ends_clause(c.tokens[k])) break;
      if (words_.averages.at(c.tokens, k)) return true;
    }
    for (size_t k = c.last + 1; k < c.tokens.size() && k <= c.last + kAfter; ++k) {
      if (words_.averages.at(c.tokens, k)) return true;
      if (!c.tokens[k].is_symbol(",")) break;
    }
    return false;
  }

  bool is_rate(const InContext& c) const {
    for (size_t k = c.first + 1; k < c.tokens.size() && k <= c.last + 4; ++k) {
      if (ends_clause(c.tokens[k])) return false;
      PhraseTable::Match per = words_.rate_words.at(c.tokens, k);
      // The base is a number: "por 100 mil", not "presos por dano" or "duas vezes por dia".
      if (per && k + per.length < c.tokens.size() && c.tokens[k + per.length].has_digit) return true;
    }
    return false;
  }

  // "11,3 por 100 mil moradores", "6.2 per 1,000 births": the base of a rate, not a figure.
  // "fundada no século 19 por 300 colonos" is no rate: the figure before must be a statistic.
  bool is_rate_base(const analysis::ArticleAnalysis& a, const InContext& c) const {
    PhraseTable::Match per = words_.rate_words.before(c.tokens, c.first);
    if (!per || c.first < per.length + 1) return false;
    uint32_t rate_end = c.tokens[c.first - per.length - 1].span.end;
    for (const NumericExpression& m : a.numbers) {
      if (m.span.end == rate_end) return analysis::is_statistic(m.kind);
    }
    return false;
  }

  // "Pela proposta, a multa subiria para 20%", "Hoje, o teto do benefício, pago pelo instituto,
  // é de R$ 7.800", "a target the treaty's members agreed on: cutting emissions by 40
  // percent": a sentence about a rule, a cap, a budget or a forecast states what is allowed or
  // planned, not what was measured. Its topic comes anywhere before the figure, outside quotes.
  bool about_a_rule(const analysis::ArticleAnalysis& a, const InContext& c) const {
    return names_outside_quotes(a, c.tokens, words_.rule_topics, c.first);
  }

  // Reads what the whole article is, once: where it first names a poll, and which of its
  // sentences are questions.
  void read_story(const analysis::ArticleAnalysis& a, StoryShape& story) const {
    if (story.read) return;
    story.read = true;
    const Block* lead = lead_paragraph(a);
    Tokens scratch;
    for (uint32_t i = 0; i < a.sentences.size(); ++i) {
      const Tokens& tokens = a.tokens_of(i, scratch);
      if (story.first_poll_sentence == UINT32_MAX && words_.poll_words.found_in(tokens))
        story.first_poll_sentence = i;
      if (story.printed_statement == UINT32_MAX) {
        for (size_t k = 0; k < tokens.size(); ++k) {
          PhraseTable::Match opener = words_.statement_openers.at(tokens, k);
          if (tokens[k].is_word() && opener) {
            story.printed_statement = tokens[k + opener.length - 1].span.end;
            break;
          }
        }
      }
      if (ends_with_question(tokens)) story.questions.push_back(i);
      if (i < settings_.data_story_lead && story.data_analysis_sentence == UINT32_MAX &&
          names_outside_quotes(a, tokens, words_.data_analyses))
        story.data_analysis_sentence = i;
      if (lead != nullptr && block_at(*a.document, a.sentences[i].span.start) == lead &&
          in_first_person(&a, tokens))
        story.writer_first_person = true;
    }
    if (!story.questions.empty()) story.writer_first_person = false;
  }

  // "Ortiz sits at 12%", "Forty percent of renters somewhat agree": a story that has named
  // its poll goes on giving the poll's shares in words no list of poll verbs holds. A share in a
  // sentence about votes, precincts or delegates is an election result, which needs its own source.
  bool is_poll_share(const analysis::ArticleAnalysis& a, const InContext& c,
                     StoryShape& story) const {
    bool share = c.n.kind == NumberKind::Percent || c.n.kind == NumberKind::PercentagePoints;
    if (!share && c.n.kind != NumberKind::Count) return false;
    read_story(a, story);
    if (story.first_poll_sentence > c.n.sentence) return false;
    // "Of those reached, 640 said they were likely voters": a count of the people a poll asked is
    // its sample, the poll's own figure. An electorate of millions is no sample.
    constexpr double kLargestSample = 10000;
    if (!share) return c.n.value < kLargestSample && counts_poll_sample(c);
    // "Exit polling shows she won 61% of voters over 65", "72 percent of caucusgoers like
    // her, a Courier poll finds": a poll named in the share's own sentence is its source,
    // whatever the verb.
    if (words_.poll_words.found_in(c.tokens)) return true;
    // "For the mayor, 41% of likely voters would be angry if she won, including 70% of renters":
    // shares of the people a poll asks are the poll's, though the question speaks of winning.
    if (names_a_poll_sample(c.tokens)) return true;
    // "When asked which quality mattered most, only 23 percent of them voted for her": the answers
    // to a poll's question, in its sentence or the one before in the paragraph, are the poll's,
    // though they speak of votes.
    if (reports_a_poll_answer(a, c)) return true;
    return !words_.election_words.found_in(c.tokens);
  }

  bool reports_a_poll_answer(const analysis::ArticleAnalysis& a, const InContext& c) const {
    if (names_outside_quotes(a, c.tokens, words_.poll_questions)) return true;
    uint32_t sentence = c.n.sentence;
    Tokens scratch;
    return sentence > 0 && same_block(a, sentence - 1, sentence) &&
           names_outside_quotes(a, a.tokens_of(sentence - 1, scratch), words_.poll_questions);
  }

  bool names_a_poll_sample(const Tokens& tokens) const {
    for (size_t k = 0; k < tokens.size(); ++k) {
      PhraseTable::Match of = words_.connectors.at(tokens, k);
      if (of && words_.poll_sample_shares.at(tokens, k + of.length)) return true;
    }
    return false;
  }

  bool counts_poll_sample(const InContext& c) const {
    constexpr size_t kReach = 5;  // "512 primary voters", "640 said they were likely voters"
    for (size_t k = c.last + 1; k < c.tokens.size() && k <= c.last + kReach; ++k) {
      if (ends_clause(c.tokens[k]) || c.tokens[k].has_digit) return false;
      if (words_.poll_samples.at(c.tokens, k)) return true;
    }
    return false;
  }

  // An interview printed as questions and answers: the answers carry no quotation marks and often
  // no "I", yet every figure in them is the interviewee's. An article that asks at least
  // `interview-questions` questions is read as one, and the few sentences after each question as
  // its answer.
  bool answers_a_question(const analysis::ArticleAnalysis& a, const NumericExpression& n,
                          StoryShape& story) const {
    if (settings_.interview_questions == 0) return false;
    read_story(a, story);
    if (static_cast<double>(story.questions.size()) < settings_.interview_questions) return false;
    // An article that asks many questions is a transcript: each answer runs to the next question.
    constexpr uint32_t kAnswerSentences = 3;
    constexpr size_t kTranscriptQuestions = 10;
    bool transcript = story.questions.size() >= kTranscriptQuestions;
    for (uint32_t q : story.questions) {
      if (q < n.sentence && (transcript || n.sentence - q <= kAnswerSentences)) return true;
    }
    return false;
  }

  // "Leia a íntegra da nota:", "COM A PALAVRA", "Read the full statement": what
  // follows is a party's own text printed whole, and its figures are the party's. Papers print
  // such statements at the end, so the rest of the article is read as one.
  bool in_printed_statement(const analysis::ArticleAnalysis& a, const NumericExpression& n,
                            StoryShape& story) const {
    read_story(a, story);
    return story.printed_statement <= n.span.start;
  }

  static bool ends_with_question(const Tokens& tokens) {
    for (size_t k = tokens.size(); k-- > 0;) {
      const std::string_view t = tokens[k].text;
      if (t == "?") return true;
      if (t != "\"" && t != "”" && t != "’" && t != "»" && t != ")" && t != "'") return false;
    }
    return false;
  }

  // "Abrimos mais de 40 lojas", "We have 9.4 million readers": reporters do not write in
  // the first person, so a sentence that does is someone speaking (an interview transcript, a
  // speech, a letter); its speaker stands behind the figure. "Eu Fico Loko" and "I-Vt." are names.
  bool spoken_in_first_person(const InContext& c) const {
    return in_first_person(nullptr, c.tokens);
  }

  // Whether the figure's clause has the writer's "we" or "I" as its subject (numbers.writer-
  // subjects), before the figure and with no relative or subordinate clause opening between
  // (numbers.clause-breaks: "I drove to Sagres, where the lighthouse draws 1,500 visitors").
  bool done_by_the_writer(const InContext& c) const {
    for (size_t k = c.first; k > 0; --k) {
      const Token& t = c.tokens[k - 1];
      if (t.text == "." || t.text == ";" || t.text == ":" || t.text == "?" || t.text == "!")
        return false;
      if (!t.is_word()) continue;
      if (words_.clause_breaks.at(c.tokens, k - 1)) return false;
      // "We know their average age (63)": what the writer knows or heard came from someone.
      if (words_.writer_subjects.at(c.tokens, k - 1)) return !words_.hearsay_verbs.at(c.tokens, k);
    }
    return false;
  }

  // With `a`, words inside quotation marks do not count: a quoted "we" is the quote's speaker,
  // not the voice of the sentences around it.
  bool in_first_person(const analysis::ArticleAnalysis* a, const Tokens& tokens) const {
    for (size_t k = 0; k < tokens.size(); ++k) {
      const Token& t = tokens[k];
      if (!t.is_word() || !words_.first_person.at(tokens, k)) continue;
      if (k + 1 < tokens.size() && !tokens[k + 1].space_before && tokens[k + 1].text == "-")
        continue;
      bool sentence_start = k == 0 || tokens[k - 1].is_symbol();
      if (t.capitalized && !sentence_start && t.text != "I") continue;
      // "Title I funding", "Phase I trial": a roman numeral of a name.
      if (t.text == "I" && k > 0 && words_.roman_numeral_names.at(tokens, k - 1)) continue;
      // "Our Principles PAC", "Nossa Senhora": a name that opens with a possessive.
      if (t.capitalized && t.text != "I" && k + 1 < tokens.size() && tokens[k + 1].capitalized)
        continue;
      if (a != nullptr && a->in_quote(t.span.start)) continue;
      return true;
    }
    return false;
  }

  // "We wore 14 pairs of boots this fall", "Passei uma semana no navio": a story whose lead
  // paragraph narrates in the first person outside quotation marks, and asks no questions as an
  // interview does, is written by its "we" or "I". There the first person is the writer, who owes
  // a source for the figures they state like any writer.
  // So is the "I" of a story that quotes and credits no one and asks no questions ("The next
  // day I drove to Sagres, where the lighthouse draws 1,500 visitors a day"): nobody else speaks.
  bool writes_in_first_person(const analysis::ArticleAnalysis& a, StoryShape& story) const {
    read_story(a, story);
    return story.writer_first_person ||
           (a.quotes.empty() && a.attributions.empty() && story.questions.empty());
  }

  // The first paragraph of the body with a sentence of some length: the lead.
  static const Block* lead_paragraph(const analysis::ArticleAnalysis& a) {
    constexpr size_t kLeadWords = 8;
    for (const text::Sentence& s : a.sentences) {
      const Block* block = block_at(*a.document, s.span.start);
      if (block == nullptr || block->kind != BlockKind::Paragraph) continue;
      size_t words = 0;
      for (size_t at = s.span.start; at < s.span.end; ++at) {
        if (a.text()[at] == ' ') ++words;
      }
      if (words + 1 >= kLeadWords) return block;
    }
    return nullptr;
  }

  // "A obra vai atrasar? De jeito nenhum. Nós contratamos mais gente. A ponte tem 1.400 metros
  // prontos.":
  // an interview answer or a speech transcript runs over several sentences, and only some of them
  // say "I" or "we". A figure next to a first-person sentence of the same paragraph, outside
  // quotation marks, is the speaker's too.
  bool next_to_first_person(const analysis::ArticleAnalysis& a, const NumericExpression& n) const {
    if (settings_.first_person_context == 0 || n.sentence >= a.sentences.size()) return false;
    const Block* own = block_at(*a.document, a.sentences[n.sentence].span.start);
    Tokens scratch;
    size_t from = n.sentence >= settings_.first_person_context
                      ? n.sentence - settings_.first_person_context
                      : 0;
    size_t to = std::min<size_t>(a.sentences.size() - 1, n.sentence + 1);
    for (size_t i = from; i <= to; ++i) {
      if (i == n.sentence || block_at(*a.document, a.sentences[i].span.start) != own) continue;
      if (in_first_person(&a, a.tokens_of(static_cast<uint32_t>(i), scratch))) return true;
    }
    return false;
  }

  // "10 Things to Know Today", "12 Jim Gilmore.", "11": a short block that opens with the figure and
  // goes on in title case is a headline or a numbered list item, not a statement.
  static bool numbers_a_title(const analysis::ArticleAnalysis& a, const InContext& c) {
    const text::Sentence& sentence = a.sentences[c.n.sentence];
    const Block* block = block_at(*a.document, c.n.span.start);
    if (block == nullptr || block->span.start != sentence.span.start) return false;
    // "11" or "[538.]" alone on its line: a list marker or a reference, not a statement.
    bool alone = std::all_of(c.tokens.begin(), c.tokens.end(), [&](const Token& t) {
      return !t.is_word() || (t.span.start >= c.n.span.start && t.span.end <= c.n.span.end);
    });
    if (alone && sentence.span.end >= block->span.end) return true;
    if (c.first != 0) return false;
    size_t words = 0, capitalized = 0;
    for (size_t k = c.last + 1; k < c.tokens.size(); ++k) {
      if (!c.tokens[k].is_word()) continue;
      ++words;
      if (c.tokens[k].capitalized) ++capitalized;
    }
    if (sentence.span.end < block->span.end) return false;  // more sentences follow: running text
    return words > 0 && words <= 10 && capitalized * 5 >= words * 3;
  }

  // "Prefeito: até R$ 4 milhões.", "Harmon: 1,204.": a row of a table or a listing box, a short
  // label, a colon and the figure. The box's heading or caption sources its rows; flagging each
  // row would repeat one finding down the table.
  static bool is_table_row(const InContext& c) {
    constexpr size_t kLabelWords = 4, kTrailingWords = 2;
    if (c.first == 0 || c.tokens[c.first - 1].text != ":") return false;
    size_t label = 0;
    for (size_t k = c.first - 1; k > 0; --k) {
      const Token& t = c.tokens[k - 1];
      if (t.text == ":" || t.text == ".") break;
      if (!t.is_word()) return false;
      if (++label > kLabelWords) return false;
    }
    if (label == 0) return false;
    size_t trailing = 0;
    for (size_t k = c.last + 1; k < c.tokens.size(); ++k) {
      if (c.tokens[k].is_word() && ++trailing > kTrailingWords) return false;
    }
    return true;
  }

  // "13.4 MB (-81%)" alone in its block: a cell of a table whose cells the page's reader set apart,
  // figures and units with no word to make a statement of them. The table's heading or caption
  // says what they are and where they come from; one finding per cell would fill a report.
  static bool is_table_cell(const analysis::ArticleAnalysis& a, const InContext& c) {
    constexpr size_t kCellTokens = 12;  // "13.4 MB (-81%)" is six; a sentence is longer
    const Block* own = block_at(*a.document, c.n.span.start);
    if (own == nullptr) return false;
    size_t in_block = 0;
    for (const Token& t : c.tokens) {
      if (t.span.start >= own->span.start && t.span.end <= own->span.end) ++in_block;
    }
    if (in_block > kCellTokens) return false;
    auto first = std::lower_bound(
        a.numbers.begin(), a.numbers.end(), own->span.start,
        [](const NumericExpression& m, uint32_t at) { return m.span.start < at; });
    for (const Token& t : c.tokens) {
      if (!t.is_word() || t.has_digit) continue;
      if (t.span.start < own->span.start || t.span.end > own->span.end) continue;
      bool in_a_figure = false;
      for (auto m = first; m != a.numbers.end() && m->span.start < own->span.end; ++m) {
        if (m->span.start <= t.span.start && t.span.end <= m->span.end) in_a_figure = true;
      }
      if (!in_a_figure) return false;
    }
    return true;
  }

  // "margin:0 auto; width:80%;", "height: 240px;": style sheet code left in the page's text, not
  // prose.
  static bool is_style_code(const InContext& c) {
    if (c.first == 0 || c.tokens[c.first - 1].text != ":") return false;
    return c.symbol_at(c.last + 1, ";") || c.symbol_at(c.last + 1, "}");
  }

  // "100 percent sure", "100% comprometido": a whole share of nothing is emphasis. "100% dos
  // casos" and "100 percent of precincts" still share out something.
  bool stresses(const InContext& c) const {
    return c.n.kind == NumberKind::Percent && c.n.value == 100 &&
           !words_.connectors.at(c.tokens, c.last + 1);
  }

  // "Quem vai pagar pelos 40 mil metros de asfalto?", "Has the mayor ever won more
  // than 40 percent in a primary?": a question asserts no figure.
  static bool asks(const InContext& c) { return ends_with_question(c.tokens); }

  // "210 pesos a day, or $11.80", "US$ 3 bilhões (cerca de R$ 9,5 bilhões)": the same figure in
  // another unit; the figure it converts is the one to source.
  bool restates_previous(const InContext& c) const {
    size_t k = c.first;
    bool restated = false;  // "or", "ou seja" or an opening parenthesis, not a bare list comma
    while (k > 0 && c.first - k < 4) {
      if (c.tokens[k - 1].text == "(" || c.tokens[k - 1].text == ",") {
        restated = restated || c.tokens[k - 1].text == "(";
        --k;
      } else if (PhraseTable::Match r = words_.restatements.before(c.tokens, k)) {
        restated = true;
        k -= r.length;
      } else {
        break;
      }
    }
    if (!restated) return false;
    // The figure restated ends a few words before: "€ 222 milhões (", "210 pesos a day, or".
    for (size_t back = 0; back < 4 && k > back; ++back) {
      const Token& t = c.tokens[k - 1 - back];
      if (t.has_digit || words_.scales.at(c.tokens, k - 1 - back)) return true;
      if (ends_clause(t)) return false;
    }
    return false;
  }

  // "Nove desses acidentes foram na rodovia, o que representa quase um em cada três",
  // "the county added 1,200 jobs, which works out to 3 percent": the writer's arithmetic on a
  // figure the sentence already states. Whether that figure has a source is its own question.
  bool derives_from_figures(const analysis::ArticleAnalysis& a, const InContext& c) const {
    constexpr size_t kReach = 4;  // words from the derivation's words to the figure
    size_t k = c.first;
    for (size_t seen = 0; k > 0 && seen < kReach; --k, ++seen) {
      if (PhraseTable::Match d = words_.derivations.before(c.tokens, k)) {
        uint32_t derivation = c.tokens[k - d.length].span.start;
        for (const NumericExpression& m : a.numbers) {
          if (m.sentence == c.n.sentence && m.span.end <= derivation) return true;
          if (m.sentence > c.n.sentence) break;
        }
        return false;
      }
      if (c.tokens[k - 1].text == "." || c.tokens[k - 1].text == ";") return false;
    }
    return false;
  }

  // "a origem dos R$ 51 milhões", "the $35 million he gave": a definite article points back to
  // a figure the article already stated; the first mention is the one to source.
  bool repeats_earlier(const analysis::ArticleAnalysis& a, const InContext& c) const {
    if (c.first == 0 || !words_.back_references.at(c.tokens, c.first - 1)) return false;
    for (const NumericExpression& m : a.numbers) {
      if (m.sentence >= c.n.sentence) break;
      if (m.kind != c.n.kind || !states_value(m, c.n.value)) continue;
      if (c.n.kind == NumberKind::Count || m.unit == c.n.unit) return true;
    }
    return false;
  }

  // "(Editora Vale, 180 págs., R$ 42)", "(236 págs.; R$ 64,90)": the last item of a parenthesized
  // listing.
  static bool closes_listing(const InContext& c) {
    if (c.first == 0 || !c.symbol_at(c.last + 1, ")")) return false;
    if (c.tokens[c.first - 1].text != "," && c.tokens[c.first - 1].text != ";") return false;
    for (size_t k = c.first; k-- > 0;) {
      if (c.tokens[k].text == ")") return false;
      if (c.tokens[k].text == "(") return true;
    }
    return false;
  }

  // "R$ 3.899" is a price; "R$ 4 milhões" is an amount, not a tag.
  bool has_scale(const InContext& c) const {
    for (size_t k = c.first; k <= c.last; ++k) {
      if (words_.scales.at(c.tokens, k)) return true;
    }
    return c.n.value >= 1e6;
  }

  // "em nossos testes", "a reportagem dirigiu", "in our test": the outlet's own measurement, which
  // the article itself stands behind.
  bool is_own_measurement(const analysis::ArticleAnalysis& a, const InContext& c) const {
    for (size_t k = 0; k < c.tokens.size(); ++k) {
      if (words_.own_tests.at(c.tokens, k) && !inside_any_quote(a, c.tokens[k].span)) return true;
    }
    return opens_own_test_before(a, c);
  }

  // "The Ledger put that to the test. On three mornings, a reporter rode ... The bike arrived
  // first every time, an average of 11 minutes ahead of the bus": a test the newsroom says it
  // ran (numbers.own-test-openers), in one of the two sentences before the figure's in its
  // paragraph, is what the figure measured.
  bool opens_own_test_before(const analysis::ArticleAnalysis& a, const InContext& c) const {
    constexpr size_t kBack = 2;
    Tokens scratch;
    for (size_t back = 1; back <= kBack && back <= c.n.sentence; ++back) {
      const size_t i = c.n.sentence - back;
      if (!same_block(a, i, c.n.sentence)) break;
      const Tokens& t = a.tokens_of(static_cast<uint32_t>(i), scratch);
      for (size_t k = 0; k < t.size(); ++k) {
        if (words_.own_test_openers.at(t, k) && !inside_any_quote(a, t[k].span)) return true;
      }
    }
    return false;
  }

  static bool inside_any_quote(const analysis::ArticleAnalysis& a, Span span) {
    for (const analysis::Quote& q : a.quotes) {
      if (q.outer.contains(span.start)) return true;
    }
    return false;
  }

  Settings settings_;
  Vocabulary words_;
};

}  // namespace

Result<std::unique_ptr<Rule>> make_unattributed_number_rule(const RuleSpec& spec,
                                                            const pugi::xml_node& element,
                                                            const LoadContext& context) {
  RuleParams params(spec, context, element);
  Settings s;
  auto kinds = params.words("kinds", "money percent percentage-points count quantity",
                            {"money", "percent", "percentage-points", "count", "quantity"});
  if (!kinds) return kinds.error();
  s.kinds = std::move(kinds).value();
  auto min_count = params.number("min-count", 10, 0, 1e12);
  if (!min_count) return min_count.error();
  s.min_count = *min_count;
  auto blocks = params.words(
      "skip-blocks", "title heading caption",
      {"title", "standfirst", "heading", "paragraph", "blockquote", "list-item", "caption",
       "footnote"});
  if (!blocks) return blocks.error();
  s.skip_blocks = std::move(blocks).value();
  for (auto [name, field] :
       {std::pair{"skip-specs", &s.skip_specs}, std::pair{"skip-prices", &s.skip_prices},
        std::pair{"skip-own-tests", &s.skip_own_tests}}) {
    auto flag = params.flag(name, true);
    if (!flag) return flag.error();
    *field = *flag;
  }
  for (auto [name, field] : {std::pair{"skip-plans", &s.skip_plans},
                             std::pair{"skip-poll-shares", &s.skip_poll_shares},
                             std::pair{"skip-authority-acts", &s.skip_authority_acts},
                             std::pair{"skip-credited-elsewhere", &s.skip_credited_elsewhere}}) {
    auto flag = params.flag(name, false);
    if (!flag) return flag.error();
    *field = *flag;
  }
  for (auto [name, field, max] : {std::tuple{"min-money", &s.min_money, 1e15},
                                  std::tuple{"context-before", &s.context_before, 20.0},
                                  std::tuple{"context-after", &s.context_after, 20.0},
                                  std::tuple{"first-person-context", &s.first_person_context, 20.0},
                                  std::tuple{"authority-context", &s.authority_context, 20.0},
                                  std::tuple{"interview-questions", &s.interview_questions, 1000.0},
                                  std::tuple{"topic-context", &s.topic_context, 20.0},
                                  std::tuple{"topic-overlap", &s.topic_overlap, 50.0},
                                  std::tuple{"basis-context", &s.basis_context, 20.0},
                                  std::tuple{"ranking-context", &s.ranking_context, 20.0},
                                  std::tuple{"data-story-lead", &s.data_story_lead, 50.0},
                                  std::tuple{"data-story-overlap", &s.data_story_overlap, 50.0},
                                  std::tuple{"records-context", &s.records_context, 20.0},
                                  std::tuple{"records-lead", &s.records_lead, 50.0},
                                  std::tuple{"tally-context", &s.tally_context, 20.0}}) {
    auto value = params.number(name, *field, 0, max);
    if (!value) return value.error();
    *field = *value;
  }
  if (Status st = params.check_unknown(); !st) return st.error();
  return std::unique_ptr<Rule>(new UnattributedNumberRule(spec, std::move(s), *context.lexicon));
}

}  // namespace auditor::rules::kinds
