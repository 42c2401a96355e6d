// Sourcing concentration: the share of attributed statements that one party makes.
#include "auditor/rules/kinds/concentration.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <string>

#include "auditor/analysis/phrase_table.h"
#include "auditor/rules/rule_params.h"
#include "auditor/text/normalize.h"
#include "auditor/text/tokenizer.h"

namespace auditor::rules::kinds {

namespace {

struct Settings {
  double min_share = 0.7;
  double min_statements = 4;
};

class ConcentrationRule final : public Rule {
 public:
  ConcentrationRule(RuleSpec spec, Settings settings, const text::Lexicon& lexicon)
      : Rule(std::move(spec)),
        settings_(settings),
        places_(lexicon, "names.places"),
        conflict_verbs_(lexicon, "concentration.conflict-verbs"),
        headline_roles_(lexicon, "concentration.headline-roles"),
        headline_verbs_(lexicon, "concentration.headline-verbs"),
        self_reports_(lexicon, "concentration.self-reports"),
        interview_cues_(lexicon, "concentration.interview-cues"),
        outlets_(lexicon, "sources.outlets"),
        writers_(lexicon, "concentration.interviewers"),
        party_statements_(lexicon, "claims.party-statements") {}

  void check(const analysis::ArticleAnalysis& a,
             std::vector<Finding>& out) const noexcept override {
    try {
      Reading read = read_article(a);
      if (read.why.empty()) out.push_back(make_finding(a, read.cue, read.message));
    } catch (...) {
      // Only allocation can fail here.
    }
  }

  void explain(const analysis::ArticleAnalysis& a, std::vector<RuleNote>& out) const override {
    Reading read = read_article(a);
    out.push_back({spec().id, "article", Span{0, 0}, read.why.empty() ? "flagged" : read.why});
  }

 private:
  // How the rule reads an article: why it passes it over (empty when it flags it), or the
  // finding's cue and message.
  struct Reading {
    std::string why;
    Span cue = {};
    std::string message = {};
  };

  // "Temer", "Blackwell": a party that is the surname of a person the article names. Not a body
  // that ends a post read as a name ("Presidente do PT", "Nacional do PSB"): a surname follows a
  // capitalized name, not a preposition.
  static bool names_a_person(const analysis::ArticleAnalysis& a, const std::string& party) {
    for (const analysis::Source& s : a.sources) {
      if (s.type != analysis::SourceType::Person || s.name.size() <= party.size()) continue;
      size_t at = s.name.size() - party.size();
      if (s.name.compare(at, std::string::npos, party) != 0 || s.name[at - 1] != ' ') continue;
      std::vector<text::Token> before;
      text::tokenize(s.name, {0, static_cast<uint32_t>(at - 1)}, before);
      if (!before.empty() && before.back().capitalized) return true;
    }
    return false;
  }

  Reading read_article(const analysis::ArticleAnalysis& a) const {
    // One statement per cue: a quote's attribution repeats the verb that introduced it.
    std::set<std::pair<uint32_t, uint32_t>> seen;
    std::map<std::string, size_t> by_party;
    std::map<std::string, analysis::Attribution> first;
    std::set<std::string> people_alone;  // parties that are a person with no organization
    std::map<std::string, std::map<uint32_t, size_t>> speakers;  // party -> source -> statements
    size_t total = 0;
    double unresolved = 0;
    for (const analysis::Attribution& at : a.attributions) {
      if (at.cue.empty() || at.via_link) continue;
      if (!seen.emplace(at.cue.start, at.cue.end).second) continue;
      // "..., developer says": a headline that sums up by a bare post what the body quotes is no
      // statement more, and no other voice.
      if (a.in_title(at.cue.start) && at.source != analysis::kNone &&
          bare_post(a.sources[at.source]))
        continue;
      if (at.source == analysis::kNone) {
        // Someone speaks whom the analysis could not name: often the party already speaking,
        // sometimes another voice, so it weighs half.
        unresolved += 0.5;
        continue;
      }
      const analysis::Source& s = a.sources[at.source];
      if (s.type == analysis::SourceType::Group || s.type == analysis::SourceType::Anonymous)
        continue;
      // A poll or a report nobody is named behind is data, not a party: it still counts as a
      // voice from outside whoever dominates.
      if (s.type == analysis::SourceType::Document && s.party.empty()) {
        if (!within_a_partys_word(a, at)) ++total;
        continue;
      }
      std::string party = s.party.empty() ? s.name : s.party;
      if (!by_party[party]++) first.emplace(party, at);
      ++speakers[party][at.source];
      if (s.type == analysis::SourceType::Person && s.party.empty()) people_alone.insert(party);
      ++total;
    }
    if (total < settings_.min_statements || by_party.empty()) {
      return {std::to_string(total) + " statements with a named source, under min-statements"};
    }
    auto top = std::max_element(by_party.begin(), by_party.end(),
                                [](const auto& x, const auto& y) { return x.second < y.second; });
    // One person speaking for no organization (a profile, an interview, a speech) is not a
    // party's account, whether the analysis named them in full or by surname alone ("Schlafly").
    const std::string& party = top->first;
    if (people_alone.count(party) || names_a_person(a, party))
      return {"the leading voice, " + party + ", is one person speaking for themself"};
    // The same holds when the analysis gives that person an organization (a team owner for
    // the team, a minister for his ministry) and the headline names them: a speech, an interview
    // or a profile leans on its speaker, and asking for outside voices misreads the genre.
    if (headline_speaker(a, speakers[party], top->second))
      return {"the headline names " + party + "'s main speaker: an interview or a speech"};
    // "Cruz, Rubio take off the gloves": two people of one political party whom the headline
    // names, each making a quarter of its statements, are rivals, not one party's account.
    if (headline_rivals(a, speakers[party], top->second))
      return {"rivals of one party whom the headline names, not its account"};
    // "CNN President On Trump…", "…, diz presidente da Codemig": a headline can name the speaker
    // by role alone; when people with roles make seven in ten of the party's statements, the
    // story is still their interview or speech.
    if (headline_role(a, speakers[party], top->second))
      return {"the headline names " + party + "'s speaker by post: an interview or a speech"};
    // "Escândalos ameaçam o país, diz ONG", "Rivers are dirtier, Clearwater Trust says": the
    // headline tells the reader whose account the story is; it passes no party's word off as fact.
    if (headline_says(a, party)) return {"the headline says the story is " + party + "'s account"};
    // "Ortiz told Reuters", "disse em entrevista ao G1": one person who makes the party's
    // account speaks to an outlet, and the story is that interview.
    if (interview_speaker(a, speakers[party], top->second))
      return {"one speaker of " + party + " interviewed by an outlet"};
    // "President Obama" read as a person called "President" of an organization "Obama": the party
    // is a person named by surname. A one-word party whose speaker the analysis knows only by a
    // title ("diretora", "presidente") is read the same way: who speaks is unclear, and the
    // stories it happens in are interviews and speeches.
    if (title_taken_for_name(a, party))
      return {"the leading party, " + party + ", is a person's title read as a name"};
    // "Estados Unidos", "São Paulo": a place taken for a party is the analysis misreading a
    // dateline or a government's many voices, not one party's account.
    if (is_place(party)) return {"the leading party, " + party + ", is a place"};
    double share = static_cast<double>(top->second) / (static_cast<double>(total) + unresolved);
    if (share < settings_.min_share) {
      return {party + " makes " + std::to_string(top->second) + " of " + std::to_string(total) +
              " statements with a named source, a share under min-share"};
    }
    // "Campos criticized Vertex chief executive Ana Lemos": the party's people attack one another
    // and the one attacked answers; the story gives the sides of a split, not one party's account.
    // Read last, as it reads every cue's words.
    if (divided_party(a, speakers[party]))
      return {"people of " + party + " attack one another: a split, not one party's account"};
    size_t unnamed = static_cast<size_t>(unresolved * 2);
    int percent = static_cast<int>(
        std::lround(100.0 * static_cast<double>(top->second) / static_cast<double>(total)));
    std::string message = std::to_string(top->second) + " of " + std::to_string(total) +
                          " statements with a named source (" + std::to_string(percent) +
                          "%) come from " + top->first;
    if (unnamed > 0) {
      message += " (" + std::to_string(unnamed) + (unnamed == 1 ? " more has" : " more have") +
                 " a speaker the analysis could not name)";
    }
    message += ": add voices from outside " + top->first +
               " (independent experts, competitors, customers, regulators).";
    return {"", first.at(top->first).cue, std::move(message)};
  }

  // Whether a document no party is named behind is a party's own word, no outside voice: a
  // statement beside the party that speaks in its sentence ("In a statement released before the
  // tour, the company said": one statement, claims.party-statements), or data the party cites
  // inside what it says ("Bluestem also said studies show").
  bool within_a_partys_word(const analysis::ArticleAnalysis& a,
                            const analysis::Attribution& document) const {
    const text::Sentence* sentence = a.sentence_at(document.cue.start);
    if (sentence == nullptr) return false;
    const analysis::Source& source = a.sources[document.source];
    std::vector<text::Token> words;
    text::tokenize(source.name, {0, static_cast<uint32_t>(source.name.size())}, words);
    const bool statement = party_statements_.found_in(words);
    return std::any_of(a.attributions.begin(), a.attributions.end(), [&](const auto& other) {
      if (other.source >= a.sources.size() || a.sources[other.source].party.empty() ||
          other.cue.empty() || !sentence->span.contains(other.cue.start))
        return false;
      return statement ||
             (other.cue.end <= document.cue.start && other.covers.contains(document.cue.start));
    });
  }

  // A person the article names only by a post of no organization ("developer").
  static bool bare_post(const analysis::Source& s) {
    return s.type == analysis::SourceType::Person && s.organization.empty() &&
           text::fold_for_matching(s.name) == text::fold_for_matching(s.role);
  }

  // Whether one person makes at least four in five of a party's statements and the headline (the
  // title, or the first sentence of a plain-text article) names them, by first name or surname.
  static bool headline_speaker(const analysis::ArticleAnalysis& a,
                               const std::map<uint32_t, size_t>& by_source, size_t statements) {
    if (a.sentences.empty()) return false;
    std::vector<text::Token> words;
    text::tokenize(a.text(), headline_of(a), words);
    for (const auto& [source, count] : by_source) {
      const analysis::Source& s = a.sources[source];
      if (s.type != analysis::SourceType::Person || count * 5 < statements * 4) continue;
      // "Teodoro quer mais verbas", "Okafor vows…": headlines name people by either name.
      if (named_in(s.name, words)) return true;
    }
    return false;
  }

  // Whether two people who each make at least a quarter of a party's statements are both named
  // in the headline.
  static bool headline_rivals(const analysis::ArticleAnalysis& a,
                              const std::map<uint32_t, size_t>& by_source, size_t statements) {
    if (a.sentences.empty()) return false;
    std::vector<text::Token> words;
    text::tokenize(a.text(), headline_of(a), words);
    size_t named = 0;
    for (const auto& [source, count] : by_source) {
      const analysis::Source& s = a.sources[source];
      if (s.type != analysis::SourceType::Person || count * 4 < statements) continue;
      if (named_in(s.name, words)) ++named;
    }
    return named >= 2;
  }

  // Whether a capitalized part of the name (first name or surname) is one of the words.
  static bool named_in(const std::string& name, const std::vector<text::Token>& words) {
    std::vector<text::Token> parts;
    text::tokenize(name, {0, static_cast<uint32_t>(name.size())}, parts);
    for (const text::Token& part : parts) {
      if (!part.capitalized || part.text.size() < 3) continue;
      for (const text::Token& w : words) {
        if (w.text == part.text) return true;
      }
    }
    return false;
  }

  // Whether one person makes at least four in five of a party's statements and one of them is
  // given to an outlet ("told Reuters", "em entrevista ao G1": concentration.interview-cues, then
  // a name in sources.outlets).
  bool interview_speaker(const analysis::ArticleAnalysis& a,
                         const std::map<uint32_t, size_t>& by_source, size_t statements) const {
    for (const auto& [source, count] : by_source) {
      const analysis::Source& s = a.sources[source];
      if (s.type != analysis::SourceType::Person || count * 5 < statements * 4) continue;
      for (const analysis::Attribution& at : a.attributions) {
        if (at.source == source && !at.cue.empty() && told_an_outlet(a, at.cue.start)) return true;
      }
    }
    return false;
  }

  // Whether the sentence at `offset` has an interview cue followed by an outlet's name, its
  // possessive mark aside ("told CNN's morning show").
  bool told_an_outlet(const analysis::ArticleAnalysis& a, uint32_t offset) const {
    const text::Sentence* sentence = a.sentence_at(offset);
    if (sentence == nullptr) return false;
    std::vector<text::Token> scratch;  // used only when the analysis kept no tokens of it
    const std::vector<text::Token>& words = a.tokens_of(a.sentence_index(offset), scratch);
    for (size_t i = 0; i < words.size(); ++i) {
      analysis::PhraseTable::Match cue = interview_cues_.at(words, i);
      if (!cue || i + cue.length >= words.size()) continue;
      // "he tells me", "disse à reportagem": the writer's own interview.
      if (outlets_.at(words, i + cue.length) || writers_.at(words, i + cue.length)) return true;
      constexpr size_t kOutletBytes = 48;  // "Associated Press's"
      const uint32_t from = words[i + cue.length].span.start;
      const size_t size = std::min<size_t>(kOutletBytes, sentence->span.end - from);
      std::string name(a.text().substr(from, size));
      for (std::string_view mark : {"'s", "\u2019s"}) {
        for (size_t at = name.find(mark); at != std::string::npos; at = name.find(mark, at)) {
          name.erase(at, mark.size());
        }
      }
      std::vector<text::Token> plain;
      text::tokenize(name, {0, static_cast<uint32_t>(name.size())}, plain);
      if (outlets_.at(plain, 0)) return true;
    }
    return false;
  }

  // The headline: the title block, or the first sentence of a plain-text article.
  static Span headline_of(const analysis::ArticleAnalysis& a) {
    Span headline = a.sentences.front().span;
    for (const Block& b : a.document->blocks) {
      if (b.kind == BlockKind::Title) return b.span;
    }
    return headline;
  }

  // Whether the headline credits its claim to the party with a plain verb of saying
  // (concentration.headline-verbs): "…, diz ONG", "…, Vertex says". Not when the claim after the
  // verb is the party's report on itself ("Apex says its 5G…", "diz ter";
  // concentration.self-reports): that is an announcement, and the body still owes outside voices.
  bool headline_says(const analysis::ArticleAnalysis& a, const std::string& party) const {
    if (a.sentences.empty()) return false;
    const Span headline = headline_of(a);
    std::vector<text::Token> words;
    for (const analysis::Attribution& at : a.attributions) {
      if (at.source == analysis::kNone || !headline.contains(at.cue.start)) continue;
      const analysis::Source& s = a.sources[at.source];
      if ((s.party.empty() ? s.name : s.party) != party) continue;
      words.clear();
      text::tokenize(a.text(), at.cue, words);
      if (words.empty() || !headline_verbs_.at(words, 0)) continue;
      words.clear();
      text::tokenize(a.text(), {at.cue.end, headline.end}, words);
      for (size_t i = 0; i < words.size(); ++i) {
        if (self_reports_.at(words, i)) return false;
      }
      return true;
    }
    return false;
  }

  // Whether one of the party's speakers attacks another by name (concentration.conflict-verbs,
  // the name after the verb in its sentence) who also speaks in the story, at least twice.
  bool divided_party(const analysis::ArticleAnalysis& a,
                     const std::map<uint32_t, size_t>& by_source) const {
    constexpr size_t kAnswers = 2;
    std::vector<text::Token> words;
    for (const analysis::Attribution& at : a.attributions) {
      if (at.source == analysis::kNone || !by_source.count(at.source)) continue;
      words.clear();
      text::tokenize(a.text(), at.cue, words);
      if (words.empty() || !conflict_verbs_.at(words, 0)) continue;
      const text::Sentence* sentence = a.sentence_at(at.cue.start);
      if (sentence == nullptr) continue;
      for (const auto& [other, count] : by_source) {
        if (other == at.source || count < kAnswers) continue;
        for (const Span& m : a.sources[other].mentions) {
          if (m.start >= at.cue.end && m.end <= sentence->span.end) return true;
        }
      }
    }
    return false;
  }

  bool headline_role(const analysis::ArticleAnalysis& a,
                     const std::map<uint32_t, size_t>& by_source, size_t statements) const {
    if (a.sentences.empty()) return false;
    size_t by_people_with_roles = 0;
    for (const auto& [source, count] : by_source) {
      const analysis::Source& s = a.sources[source];
      if (s.type == analysis::SourceType::Person && !s.role.empty()) by_people_with_roles += count;
    }
    if (by_people_with_roles * 10 < statements * 7) return false;
    std::vector<text::Token> words;
    text::tokenize(a.text(), headline_of(a), words);
    for (size_t i = 0; i < words.size(); ++i) {
      if (headline_roles_.at(words, i)) return true;
    }
    return false;
  }

  static bool title_taken_for_name(const analysis::ArticleAnalysis& a, const std::string& party) {
    if (party.find(' ') != std::string::npos) return false;
    for (const analysis::Source& s : a.sources) {
      if (s.type == analysis::SourceType::Person && s.organization == party && !s.role.empty() &&
          s.name.find(' ') == std::string::npos &&
          text::fold_for_matching(s.name) == text::fold_for_matching(s.role)) {
        return true;
      }
    }
    return false;
  }

  bool is_place(const std::string& party) const {
    std::vector<text::Token> tokens;
    text::tokenize(party, {0, static_cast<uint32_t>(party.size())}, tokens);
    analysis::PhraseTable::Match m = places_.at(tokens, 0);
    return m && m.length == tokens.size();
  }

  Settings settings_;
  analysis::PhraseTable places_;
  analysis::PhraseTable conflict_verbs_;  // "criticized", "acusou": one speaker attacking another
  analysis::PhraseTable headline_roles_;  // "presidente", "chief", "delator"
  analysis::PhraseTable headline_verbs_;  // "diz", "says": a headline crediting its claim
  analysis::PhraseTable self_reports_;    // "its", "seu", "diz ter": the party reporting on itself
  analysis::PhraseTable interview_cues_;  // "told", "in an interview with", "em entrevista ao"
  analysis::PhraseTable outlets_;         // "Reuters", "USA Today", "G1"
  analysis::PhraseTable writers_;         // "me", "this reporter": the piece's own writer
  analysis::PhraseTable party_statements_;  // "statement", "nota": a party's own words
};

}  // namespace

Result<std::unique_ptr<Rule>> make_concentration_rule(const RuleSpec& spec,
                                                      const pugi::xml_node& element,
                                                      const LoadContext& context) {
  RuleParams params(spec, context, element);
  Settings s;
  auto share = params.number("min-share", 0.7, 0.5, 1.0);
  if (!share) return share.error();
  s.min_share = *share;
  auto statements = params.number("min-statements", 4, 2, 1000);
  if (!statements) return statements.error();
  s.min_statements = *statements;
  if (Status st = params.check_unknown(); !st) return st.error();
  return std::unique_ptr<Rule>(new ConcentrationRule(spec, s, *context.lexicon));
}

}  // namespace auditor::rules::kinds
