// The analysis of one document's sources: the state sentence-by-sentence resolution keeps, and
// the helpers on names and tokens that the files implementing it share (sources.cpp,
// source_names.cpp, source_cues.cpp, source_resolution.cpp). Private to those files.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "auditor/analysis/sources.h"
#include "auditor/text/normalize.h"

namespace auditor::analysis {

using text::Token;
using Tokens = std::vector<Token>;

// Tests on tokens and names that every part of the source analysis uses.
inline std::string folded(std::string_view s) {
  return text::fold_for_matching(s);
}

inline bool is_name_word(const Token& t) {
  if (!t.has_alpha || t.has_digit) return false;
  return t.capitalized;
}

// Whether a word of t[first, last] is in lower case: a particle inside a name ("of", "da").
inline bool has_lowercase_word(const Tokens& t, size_t first, size_t last) {
  for (size_t k = first; k <= last && k < t.size(); ++k) {
    if (t[k].is_word() && !t[k].capitalized) return true;
  }
  return false;
}

// "RIO", "SÃO PAULO": no lowercase letter, ASCII or Latin-1 (U+00E0..U+00FF is C3 A0..C3 BF).
inline bool is_all_caps(std::string_view word) {
  for (size_t i = 0; i < word.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(word[i]);
    if (c >= 'a' && c <= 'z') return false;
    if (c == 0xC3 && i + 1 < word.size() && static_cast<unsigned char>(word[i + 1]) >= 0xA0)
      return false;
  }
  return true;
}

// A string's own tokens, for looking names and roles up in phrase tables.
inline Tokens tokens_of(std::string_view text) {
  Tokens tokens;
  if (!text.empty()) text::tokenize(text, {0, static_cast<uint32_t>(text.size())}, tokens);
  return tokens;
}

// "Washington Post", not "Dias of Vertex": no word of the name starts in lower case.
inline bool all_words_capitalized(std::string_view name) {
  for (size_t i = 0; i < name.size(); ++i) {
    bool word_start = i == 0 || name[i - 1] == ' ';
    if (word_start && name[i] >= 'a' && name[i] <= 'z') return false;
  }
  return true;
}

// Whether `part` is the first words of the longer `name` ("Câmara", "Câmara dos Deputados").
inline bool starts_with_words(std::string_view name, std::string_view part) {
  return name.size() > part.size() + 1 && name.starts_with(part) && name[part.size()] == ' ';
}

// Whether `part` is the last words of the longer `name` ("Post", "Washington Post").
inline bool ends_with_words(std::string_view name, std::string_view part) {
  return name.size() > part.size() + 1 && name.ends_with(part) &&
         name[name.size() - part.size() - 1] == ' ';
}

// An acronym: two to six capitals, dots or ampersands ("PT", "S.A.", "AT&T").
inline bool is_acronym(const Token& t) {
  if (!t.is_word() || t.text.size() < 2 || t.text.size() > 6) return false;
  for (char c : t.text) {
    if (!(c >= 'A' && c <= 'Z') && c != '.' && c != '&') return false;
  }
  return true;
}

// A definite or indefinite article of either language ("o", "as", "the", "an").
inline bool is_article(const Token& t) {
  static constexpr std::string_view kArticles[] = {"o", "a", "os", "as", "um", "uma", "the", "an"};
  for (std::string_view a : kArticles) {
    if (t.lower == a) return true;
  }
  return false;
}

// A definite article or a possessive before a post or a document ("the", "its", "seu").
inline bool is_definite_determiner(const Token& t) {
  static constexpr std::string_view kDeterminers[] = {"o",   "a",   "os",    "as",  "the", "its",
                                                      "his", "her", "their", "seu", "sua"};
  for (std::string_view d : kDeterminers) {
    if (t.lower == d) return true;
  }
  return false;
}

using text::is_closing_quote;
using text::is_opening_quote;

// The text of tokens `first` to `last`, inclusive, as written.
inline std::string join_tokens(const Tokens& tokens, size_t first, size_t last,
                               std::string_view text) {
  return std::string(
      text.substr(tokens[first].span.start, tokens[last].span.end - tokens[first].span.start));
}

/// The analysis of one document: the state that sentence-by-sentence resolution needs.
class SourceWork {
 public:
  SourceWork(const SourceFinder& f, ArticleAnalysis& a, const SentenceTokens& tokens)
      : f_(f), a_(a), tokens_(tokens), text_(a.text()) {}

  /// Reads every sentence, then resolves what needs the whole article.
  void run() {
    for (uint32_t s = 0; s < tokens_.size(); ++s) {
      sentence_ = s;
      const size_t cues_before = a_.attributions.size();
      title_case_ = TitleCase::Unknown;  // read when a name meets a capitalized verb
      remember_runs_of(&tokens_[s]);
      read_introductions(s);
      find_appositions(s);
      find_verb_cues(s);
      find_preposition_cues(s);
      find_link_cues(s);
      find_interview_turn(s);
      find_quote_tags(s);
      if (a_.attributions.size() == cues_before) find_view_opener(s);
      if (a_.attributions.size() == cues_before) find_document_opener(s);
      note_mentions(s);
    }
    fold_views_into_turns();
    title_case_ = TitleCase::No;  // the stages below read names across sentences
    remember_runs_of(nullptr);    // and runs read as in no headline
    assign_quote_speakers();
    add_turn_quotes();
    surnames_to_people();
    short_names_to_people();
    name_variants_to_people();
    founders_to_people();
    roles_to_people();
    drop_divisions();
    drop_fragments();
    posts_to_anonymous_sources();
    resolve_body_anaphors();
    choose_subject();
    assign_stakes();
    attribute_numbers();
  }

 private:
  /// A person's gender as far as first names and articles tell, for resolving pronouns.
  enum class Gender : uint8_t { Unknown, Female, Male };
  /// A body's name where the text gives it, for "the group" and "the newspaper" after it.
  struct NamedBody {
    uint32_t start = 0;
    std::string_view name;  ///< into the text, or into a source's name while it is read
    bool outlet = false;
    bool spoke = false;  ///< a source the article has already given words to
  };

  // A run of name tokens.
  struct Run {
    size_t first = 0, last = 0;  // inclusive token range
  };

  // A post read beside a name, with its organization ("diretor do laboratório",
  // "engineering director at AWS").
  struct RolePhrase {
    size_t role_first = 0;  // first token of the role words
    size_t end = 0;         // one past the last token of the phrase
    std::string role;
    std::string organization;
    bool outside = false;  // the role noun is an outside expert's trade ("especialista")
    // "an aide to Senate Majority Leader Dana Corbin": the titled person the role serves,
    // and where their title starts; served.first == 0 when none.
    Run served;
    size_t served_title_first = 0;
  };

  // A source's name, organization and role as tokens, to look them up in several tables.
  struct SourceWords {
    Tokens name, organization, role;
    explicit SourceWords(const Source& s)
        : name(tokens_of(s.name)),
          organization(tokens_of(s.organization)),
          role(tokens_of(s.role)) {}
    // Public agencies ("Census Bureau", "Ministério da Saúde"), statistics offices, interest
    // groups.
    bool name_any(const PhraseTable& table) const {
      return table.found_in(name) || table.found_in(organization) || table.found_in(role);
    }
    bool role_has(const PhraseTable& table) const { return table.found_in(role); }
  };

  // Who speaks through a speech verb, whether the verb came before them, and whether a "he said"
  // there names no one the analysis knows.
  struct VerbSpeaker {
    uint32_t source = kNone;
    bool inverted = false;
    bool unresolved_pronoun = false;
    bool by_agent = false;  ///< named after "by"/"pelo": "a poll conducted by Gallup"
  };

  // A person named in the text, for the pronouns after it.
  struct NamedPerson {
    uint32_t start;
    std::string name;
    Gender gender;
  };

  // "a empresa", "the company": a reference to a body, resolved once the subject is known.
  struct LocalReference {
    uint32_t sentence = kNone;
    Span span;
    std::vector<std::string> organizations;  // named in the passage before it, nearest first
    std::string introduced;  // the body an apposition just gave the reference's noun ("a firm")
  };

  // Looks strings up by string_view, without building a std::string.
  struct StringHash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };

  // How many sentences back a reference to "the company" still sees the subject named.
  static constexpr uint32_t kViewSentences = 4;
  // The name of the stand-in source for "a empresa" / "the company" until the subject is known.
  static constexpr const char* kSubjectPlaceholder = "\x01subject";

  // source_names.cpp
  // ---- names ------------------------------------------------------------------------------------
  size_t first_word(const Tokens& t) const;
  static bool is_title_case(const Tokens& t);
  bool title_case(const Tokens& t) const;
  /// The name that starts at t[i], if any; answered once per token of the sentence being read.
  /// Inline: the passes over a sentence ask it of every token, and most answers are remembered.
  std::optional<Run> run_at(const Tokens& t, size_t i) const {
    if (i >= t.size() || !is_name_word(t[i])) return std::nullopt;
    if (&t != runs_of_) return read_run_at(t, i);
    const KnownRun& known = known_runs_[i];
    if (known.state == RunMemo::Unknown) return remember_run_at(t, i);
    if (known.state == RunMemo::None) return std::nullopt;
    return known.run;
  }
  std::optional<Run> read_run_at(const Tokens& t, size_t i) const;  ///< run_at, read afresh
  std::optional<Run> remember_run_at(const Tokens& t, size_t i) const;  ///< and kept
  bool month_named_person(const Tokens& t, size_t i) const;  ///< "June Sorensen": a name
  bool starts_second_name(const Tokens& t, const Run& r, size_t j, size_t length) const;
  bool joins_an_organization_name(const Tokens& t, size_t first, size_t j) const;
  void strip_descriptors(const Tokens& t, Run& r) const;
  /// The name run that ends at t[i], if any; `name_starts_after` is set when the run read there
  /// starts past t[i] (a title or a sentence's opening word before the name).
  std::optional<Run> run_ending_at(const Tokens& t, size_t i,
                                   bool* name_starts_after = nullptr) const;
  const std::string& fold(std::string_view s) const;
  std::string party_of_folded(std::string_view name) const;
  bool run_is_org(const Tokens& t, const Run& r, std::string_view name) const;
  static bool has_initial(const Tokens& t, const Run& r);
  static bool aged(const Tokens& t, size_t k);

  // ---- the source registry ----------------------------------------------------------------------
  uint32_t add_source(std::string name, SourceType type);
  void mention(uint32_t source, Span span, bool antecedent = true);
  bool possessed(const Tokens& t, const Run& r) const;
  const std::string& folded_name(uint32_t i);
  uint32_t existing(const std::string& name);
  /// How a word names a person, weakest first.
  enum class NamePart : uint8_t { None, Middle, First, Surname };
  NamePart part_named(uint32_t i, std::string_view word, bool middle);
  uint32_t person_by_part(std::string_view word, bool middle = false);
  uint32_t person_named_in_full_by(uint32_t i);
  std::string_view folded_surname(uint32_t i);
  bool bare_speaker(const Tokens& t, size_t i);
  bool after_honorific(const Tokens& t, size_t i) const;
  Gender honorific_gender(const Tokens& t, size_t i) const;
  Gender known_gender(uint32_t i) const;
  uint32_t resolve_run(const Tokens& t, const Run& r, bool speaker = false);
  uint32_t person_ending_with(const std::string& words) const;
  bool opens_with_first_name(const std::string& full) const;

  // ---- role appositions -------------------------------------------------------------------------
  bool is_preposition(const Tokens& t, size_t i) const;
  size_t body_name_at(const Tokens& t, size_t j) const;
  RolePhrase read_role(const Tokens& t, size_t i, size_t role_len, size_t floor = 0) const;
  std::string organization_further(const Tokens& t, size_t from) const;
  bool names_after_a_quote(const Tokens& t, const Run& run) const;
  std::string organization_before(const Tokens& t, size_t role_first) const;
  bool named_with_the(const Tokens& t, const Run& r) const;
  std::optional<std::string> body_opened_by(const std::string& name) const;
  bool named_outside_headline(const Source& s) const;
  std::optional<std::string> body_named_without_its_kind(const std::string& name) const;
  bool keeps_kind_and_place(std::string_view shorter, std::string_view longer) const;
  bool drops_its_kind(std::string_view shorter, std::string_view longer) const;
  std::optional<std::string> body_named_short(const Run& r, const std::string& name) const;
  void read_introductions(uint32_t s);
  void note_interest_description(const Tokens& t, size_t comma);
  void introduce_body(const Tokens& t, size_t last, std::string_view kind = {});
  void introduce_named_kind(const Tokens& t, size_t i);
  void note_investor(const Tokens& t, size_t at);
  void note_commissioner(const Tokens& t, size_t word, size_t length);
  bool apposition_names_a_body(const Tokens& t, size_t comma, std::string* kind = nullptr) const;
  bool ends_a_description(const Tokens& t, size_t after) const;
  void read_founders(const Tokens& t, size_t participle, size_t length, const std::string& post);
  std::optional<Run> founded_body(const Tokens& t, size_t participle, size_t names_end) const;
  void founders_to_people();
  bool known_as_organization(const Token& word) const;
  bool known_as_organization(std::string_view name) const;
  static size_t possessive_length(std::string_view name);
  static std::string without_possessive(std::string name);
  /// kSubjectPlaceholder when post `p` ends with a word for the story's subject ("do clube").
  std::string subject_ending_post(const Tokens& t, const RolePhrase& p);
  std::string body_of_post(const Tokens& t, const RolePhrase& p);
  std::string kind_owning_post(const Tokens& t, const RolePhrase& p);
  bool heads_a_body_nearby(const Tokens& t, const RolePhrase& p);
  std::optional<Run> body_of_unit(const Tokens& t, size_t at) const;
  bool named_as_a_unit(uint32_t start) const;
  std::string subject_before_post(const Tokens& t, const RolePhrase& p);
  bool names_an_organization(const Tokens& t, const Run& r) const;
  void set_role(uint32_t person, const RolePhrase& p, const Tokens& t);
  void find_appositions(uint32_t s);
  size_t past_body_apposition(const Tokens& t, size_t j) const;
  void take_modifiers(const Tokens& t, RolePhrase& p) const;
  size_t relative_opening(const Tokens& t, size_t before) const;
  bool title_ends_at(const Tokens& t, size_t first, size_t end) const;
  size_t name_end_before_apposition(const Tokens& t, size_t last) const;
  static bool has_possessive(const Tokens& t, const Run& run);
  std::optional<Run> titled_name_at(const Tokens& t, size_t k) const;
  bool is_served_name(const Tokens& t, const Run& run) const;
  bool relative_employer(const Tokens& t, const Run& name, size_t k);
  bool relative_field(const Tokens& t, const Run& name, size_t k, size_t length);
  size_t serve(const Tokens& t, RolePhrase& p, const Run& served, size_t title_first) const;
  void title_served_person(const Tokens& t, const RolePhrase& p);
  std::string opening_organization(const Tokens& t, size_t role_first);
  size_t possessor_before(const Tokens& t, size_t before, RolePhrase& p) const;
  size_t office_title_role(const Tokens& t, size_t i);
  void find_affiliations(uint32_t s);
  void find_party_tags(const Tokens& t);
  void party_word_at(const Tokens& t, size_t k);
  void party_tag_at(const Tokens& t, size_t k);
  const std::string* party_of_tag(std::string_view tag) const;
  void find_owned_names(const Tokens& t);

  // source_cues.cpp
  // ---- attribution cues -------------------------------------------------------------------------
  bool inside_quote(Span span) const;
  Span sentence_span() const;
  uint32_t add_attribution(Span cue, uint32_t source, Span covers, bool via_link = false);
  uint32_t body_reference(const Tokens& t, size_t j, PhraseTable::Match m);
  uint32_t qualified_reference(const Tokens& t, size_t j, size_t after);
  uint32_t body_by_kind(const Tokens& t, size_t k);
  uint32_t described_group(const Tokens& t, size_t k);
  /// The document a possessive of a word for the subject names ("the company's report"), or kNone.
  uint32_t subjects_document(const Tokens& t, size_t k);
  uint32_t anonymous_post(const Tokens& t, size_t j);
  std::optional<NamedBody> salient_body(const Tokens& t, size_t at,
                                        const std::vector<std::string>& kinds);
  std::vector<NamedBody> bodies_in_sentence(const Tokens& t, size_t at) const;
  std::vector<NamedBody> speaking_bodies();
  uint32_t body_with_kind_in_lower_case(const Tokens& t, size_t k);
  uint32_t body_by_kind_ending_at(const Tokens& t, size_t k);
  bool is_body_name(const Tokens& t, const Run& r) const;
  bool names_a_body(const std::string& name);
  static bool is_body_of_kind(const NamedBody& body, const std::vector<std::string>& kinds);
  uint32_t source_at(const Tokens& t, size_t j);
  uint32_t press_office_body(const Tokens& t, size_t k);
  uint32_t described_document(const Tokens& t, size_t j, size_t k);
  uint32_t person_after_indefinite_post(const Tokens& t, size_t j);
  uint32_t person_named_after_post(const Tokens& t, const RolePhrase& p, bool after_comma);
  uint32_t person_after_qualified_role(const Tokens& t, size_t k);
  bool qualifies_a_post(const Tokens& t, size_t r) const;
  bool is_possessive_post(const Tokens& t, size_t first, size_t last) const;
  uint32_t person_after_owner(const Tokens& t, const Run& owner);
  bool speaks_for_a_group(const Tokens& t, size_t j) const;
  uint32_t body_pronoun_source(const Tokens& t, size_t j);
  uint32_t previous_document(Span pronoun);
  uint32_t introduced_since_last_person(const Tokens& t, size_t j, Gender wanted);
  bool opens_sentence(uint32_t s, uint32_t start) const;
  uint32_t pronoun_source(const Tokens& t, size_t j);
  uint32_t person_of_gender(const Tokens& t, size_t j, Gender wanted);
  bool person_named_since_last_source(uint32_t before) const;
  uint32_t last_named_of_gender(const Tokens& t, size_t j, Gender wanted);
  std::optional<std::string> sentence_name_before(const Tokens& t, size_t j, Gender wanted,
                                                  bool unknown_ends, bool& unknown_met) const;
  uint32_t person_named(const std::string& name);
  uint32_t named_since_last_speaker(const Tokens& t, size_t cue);
  bool opens_its_sentence(uint32_t start) const;

  // ---- gender, for pronouns ---------------------------------------------------------------------
  Gender gender_of(uint32_t id) const;
  void set_gender(uint32_t id, Gender gender);
  Gender name_gender(const Tokens& t, size_t first) const;
  Gender article_gender(const Tokens& t, size_t role_first) const;

  // ---- sources a cue names: posts, parties, groups, documents -----------------------------------
  uint32_t known_person_by_role(const std::string& role, Span span);
  uint32_t officer_named_last(Span span);
  uint32_t person_by_role(const std::string& role, Span span, const std::string& organization,
                          Gender gender);
  std::string spelled_out_title(const std::string& role) const;
  bool party_reference_at(const Tokens& t, size_t k) const;
  uint32_t party_member(const Tokens& t, size_t k);
  uint32_t named_group(const Tokens& t, size_t j, size_t len, SourceType type);
  size_t body_before_group(const Tokens& t, size_t j);
  bool justified_anonymity() const;
  uint32_t document_source(const Tokens& t, size_t k, size_t len);
  size_t agent_after_release(const Tokens& t, size_t after) const;
  size_t past_when_words(const Tokens& t, size_t from) const;
  void note_released_document(const Tokens& t, size_t verb, size_t after, uint32_t source);
  bool names_released_document(const Tokens& t, size_t k, size_t end) const;
  std::string commissioner(const Tokens& t, size_t after);
  static bool is_separator_token(const Token& t);
  size_t past_bracketed_acronym(const Tokens& t, size_t i, size_t post) const;
  std::string party_name_of(uint32_t id) const;
  SourceType outlet_or_org(const Tokens& t, const Run& r) const;
  /// note_subject_reference for a word inside a post or before a document, once a body is named.
  void note_post_reference(const Tokens& t, size_t first, size_t last);
  /// A mention of the subject by a word standing for it, with no attribution to follow.
  uint32_t note_subject_reference(const Tokens& t, size_t first, size_t last);
  uint32_t subject_reference(const Tokens& t, size_t first, size_t last);
  std::string introduced_as(std::string_view noun) const;
  std::vector<std::string> organizations_before(const Tokens& t, size_t first) const;
  void collect_organizations(const Tokens& t, size_t end, std::vector<std::string>& out) const;
  bool names_organization_here(const Tokens& t, const Run& r) const;
  size_t subject_end_before(const Tokens& t, size_t verb) const;

  // ---- the cues of a sentence: verbs, prepositions, links, turns, quote tags --------------------
  void find_verb_cues(uint32_t s);
  PhraseTable::Match cue_verb_at(const Tokens& t, size_t i, bool tags_quote) const;
  PhraseTable::Match naming_cue_at(const Tokens& t, size_t i) const;
  bool names_a_thing(const Tokens& t, size_t i) const;
  bool quotation_follows(const Tokens& t, size_t next) const;
  bool ranking_follows(const Tokens& t, size_t next) const;
  bool names_no_cue(const Tokens& t, size_t i) const;
  bool read_as_noun(const Tokens& t, size_t i) const;
  bool has_figure_object(const Tokens& t, size_t i) const;
  bool in_idiom(const Tokens& t, size_t i) const;
  static bool counts(const Token& t);
  bool passive_before(const Tokens& t, size_t verb) const;
  /// Whether token i stands between a subject and its verb: a listed adverb or auxiliary
  /// (sources.verb-fillers), or an adverb known by its ending ("similarly", "duramente").
  bool is_verb_filler(const Tokens& t, size_t i) const;
  bool has_own_subject(const Tokens& t, size_t verb) const;
  size_t past_affiliation(const Tokens& t, size_t k) const;
  uint32_t described_speaker_after(const Tokens& t, size_t from);
  /// The person whose apposition names `subject`, a body that a relative clause after the comma
  /// at `end` describes; else `subject`.
  uint32_t past_described_body(const Tokens& t, size_t end, uint32_t subject);
  uint32_t document_opening_clause(const Tokens& t, const Run& name);
  uint32_t located_subject(const Tokens& t, const Run& place);
  bool named_in_full(const Tokens& t, size_t j, PhraseTable::Match m) const;
  uint32_t person_whose_apposition_ends_with_body(const Tokens& t, size_t end);
  uint32_t subject_before_long_apposition(const Tokens& t, size_t verb, bool any_opening = false);
  uint32_t body_before_home_aside(const Tokens& t, size_t verb);
  bool aside_ends_with_place(const Tokens& t, size_t end) const;
  size_t name_opening_the_tag(const Tokens& t, size_t end) const;
  uint32_t post_opening_clause_before(const Tokens& t, size_t end);
  bool trails_a_post(const Tokens& t, size_t post, size_t j) const;
  static bool has_verb_ending(const std::string& word, const std::vector<std::string>& endings);
  bool post_opens_clause_after(const Tokens& t, const Run& name, const RolePhrase& p) const;
  bool is_party_tag(const Token& word) const;
  std::optional<Span> aside_clause(const Tokens& t, size_t verb, size_t after) const;
  std::optional<Span> gerund_clause(const Tokens& t, size_t verb) const;
  std::optional<Span> opening_clause(const Tokens& t, size_t verb) const;
  bool inverted_at(const Tokens& t, size_t i) const;
  VerbSpeaker speaker_of_verb(const Tokens& t, size_t i, size_t after, bool tags_quote);
  static bool is_gerund(const Token& t);
  static bool has_gerund_ending(std::string_view lower);
  uint32_t opening_subject(const Tokens& t, size_t gerund);
  uint32_t subject_opening_at(const Tokens& t, size_t first, size_t gerund);
  uint32_t subject_after_opening_gerund(const Tokens& t, size_t gerund);
  size_t post_after_qualifiers(const Tokens& t, size_t first, size_t stop) const;
  bool capitalized_mid_sentence(std::string_view word) const;
  bool opens_a_clause_before(const Tokens& t, size_t verb, size_t stop) const;
  size_t past_home_state(const Tokens& t, size_t k) const;
  size_t past_time(const Tokens& t, size_t k) const;
  bool opens_the_sentence(const Tokens& t, size_t first) const;
  bool named_subject_with_apposition(const Tokens& t, size_t verb) const;
  std::optional<Run> name_before_aside(const Tokens& t, size_t verb) const;
  bool name_with_aside_before(const Tokens& t, size_t verb) const;
  bool name_ends_sentence_at(const Tokens& t, size_t from) const;
  bool is_full_name(const Tokens& t, const Run& name) const;
  bool is_full_name_closing_sentence(const Tokens& t, size_t j) const;
  size_t preposition_before_group(const Tokens& t, size_t noun) const;
  bool addressed_group(const Tokens& t, size_t noun) const;
  bool object_of_a_noun(const Tokens& t, size_t noun) const;
  bool document_of_group(const Tokens& t, size_t noun) const;
  uint32_t antecedent_of_cue(const Tokens& t, size_t cue);
  uint32_t kind_document(const Tokens& t, size_t k);
  std::pair<size_t, PhraseTable::Match> possessed_document(const Tokens& t, size_t k) const;
  uint32_t slogan_speaker(const Quote& q) const;
  uint32_t first_named(uint32_t start, uint32_t end, bool bodies) const;
  bool spends_time_before(const Tokens& t, size_t gerund) const;
  std::string employer_of_kind(const Token& before, const std::vector<std::string>& kinds);
  bool names_no_source_after(const Tokens& t, size_t after) const;
  bool noun_phrase_ends_sentence(const Tokens& t, size_t from) const;
  static bool only_closing_marks_from(const Tokens& t, size_t k);
  bool opens_without_subject(const Tokens& t, size_t verb, size_t after) const;
  static bool is_dash(const Token& t);
  uint32_t coordinated_subject(const Tokens& t, size_t end) const;
  bool after_a_preposition(const Tokens& t, uint32_t start) const;
  bool verb_follows(const Tokens& t, uint32_t from, size_t stop) const;
  size_t past_addressee_and_time(const Tokens& t, size_t k) const;
  uint32_t epithet_subject(const Tokens& t, size_t k);
  uint32_t person_the_story_follows(Span span);
  bool names_someone_after(const Tokens& t, size_t after) const;
  bool negated(const Tokens& t, size_t i) const;
  bool ends_clause_after(const Tokens& t, uint32_t source) const;
  uint32_t subject_before(const Tokens& t, size_t end);
  size_t before_newsroom_agent(const Tokens& t, size_t end) const;
  uint32_t group_ending_at(const Tokens& t, size_t k);
  /// Whether the group word at k stands for the group, not for part of a capitalized name.
  bool names_a_group(const Tokens& t, size_t k) const;
  uint32_t campaign_ending_at(const Tokens& t, size_t k);
  uint32_t issuer_of_document(const Tokens& t, size_t document);
  uint32_t named_subject(const Tokens& t, const Run& name, size_t k);
  void find_preposition_cues(uint32_t s);
  void add_view(const Tokens& t, size_t opener, size_t at, const Run& name);
  void add_document_venue(const Tokens& t, size_t i, size_t after);
  void find_view_opener(uint32_t s);
  bool placed_in_sentence(const Tokens& t, uint32_t source) const;
  uint32_t opening_post_subject(const Tokens& t, size_t verb);
  uint32_t anonymous_opening_subject(const Tokens& t, size_t verb);
  /// The short noun phrase opening the sentence when a relative clause after its comma runs up to
  /// the comma before `verb`.
  uint32_t subject_before_relative_clause(const Tokens& t, size_t verb);
  /// The group that opens the sentence, with the words that describe it, before `verb`.
  uint32_t group_opening_subject(const Tokens& t, size_t verb);
  /// A group opening a verb's clause: its first token and length (0 when none), and whether a
  /// figure counts it.
  struct OpeningGroup {
    size_t first = 0;
    size_t length = 0;
    bool counted = false;
  };
  OpeningGroup opening_group(const Tokens& t, size_t verb) const;
  bool counted_group_speaks(const Tokens& t, size_t verb) const;
  void fold_views_into_turns();
  void find_document_opener(uint32_t s);
  std::string possessor_at(const Tokens& t, size_t k);
  bool names_the_subject(std::string_view noun) const;
  size_t placed_reference_end(const Tokens& t, size_t j) const;
  bool names_the_commissioner(const std::string& party);
  bool held_by_a_body(const Tokens& t, const RolePhrase& p, const Run& name) const;
  uint32_t group_with_complement_ending_at(const Tokens& t, size_t k);
  bool is_paragraph_start(uint32_t s) const;
  Span block_span(uint32_t s) const;
  void find_link_cues(uint32_t s);
  void find_interview_turn(uint32_t s);
  void add_turn_quotes();
  std::optional<size_t> turn_mark(const Tokens& t) const;
  Span turn_span(uint32_t s) const;
  bool ends_with_question(uint32_t s) const;
  void find_quote_tags(uint32_t s);
  bool ends_quote(uint32_t end) const;
  bool names_a_person_at(const Tokens& t, size_t k);
  bool is_dateline_credit(uint32_t s, size_t paren) const;
  bool is_byline(uint32_t s) const;
  /// Whether sentence `s` is in the headline's block.
  bool in_headline(uint32_t s) const {
    return a_.document->blocks[a_.sentences[s].block].kind == BlockKind::Title;
  }
  void note_named_person(const Tokens& t, const Run& r, Span span, const std::string& name);
  void note_mentions(uint32_t s);
  static bool initials_spell(const Tokens& t, const Run& r, std::string_view short_form);
  void note_alias(const Tokens& t, const Run& r);
  void note_abbreviation(const Tokens& t, const Run& r);

  // source_resolution.cpp
  // ---- quotes, subject, stakes, numbers ---------------------------------------------------------
  void assign_quote_speakers();
  void speak_for_paragraphs_before();
  uint32_t colon_lead_in_speaker(const Quote& q, bool& lead_in) const;
  bool ends_with_colon(uint32_t s) const;
  static uint32_t distance(Span a, Span b);
  std::string party_of_source(const Source& s) const;
  bool left_the_post(const Source& s) const;
  bool left_the_post(std::string_view post) const;
  std::string party_of_name(const std::string& name) const;
  bool is_campaign(const Source& s) const;
  std::string compute_party_of_name(const std::string& name) const;
  bool is_demonym(const std::string& name) const;
  bool names_another_body(const std::string& shorter, const std::string& longer) const;
  bool ends_in_a_person(const std::string& shorter, const std::string& longer) const;
  bool plain_body_name(const std::string& name) const;
  bool opens_on_the_present(uint32_t s) const;
  static bool under_an_acronym(const std::string& shorter, const std::string& longer);
  void link_short_names();
  void surnames_to_people();
  void short_names_to_people();
  void name_variants_to_people();
  uint32_t longer_variant_of(uint32_t i, const std::vector<std::vector<std::string_view>>& words);
  bool named_in_full_after(uint32_t i, uint32_t offset) const;
  bool opens_post_synonym(const std::string& held, const std::string& post) const;
  void roles_to_people();
  bool named_nearby(const Source& post, const Source& holder) const;
  void merge_source(uint32_t from, uint32_t into);
  void drop_fragments();
  void drop_divisions();
  bool names_a_department(const std::string& name) const;
  bool is_known_organization(const std::string& name) const;
  void posts_to_anonymous_sources();
  void resolve_body_anaphors();
  std::string body_named_before(const std::vector<std::string>& kinds, uint32_t before) const;
  bool whole_word_at(size_t at, size_t size) const;
  std::string longest_body_at(size_t at) const;
  void choose_subject();
  int times_named(const std::string& party, int enough, bool short_of_kind = true) const;
  bool named_in_lede(const std::string& party) const;
  bool names_party_in(std::string_view text, const std::string& party) const;
  bool presides_over_subject(const Source& s) const;
  bool staff_of_subjects_kind(const Source& s) const;
  int kind_references(const std::string& party, int enough) const;
  bool in_apposition_of_its_people(const std::string& party, std::string_view name,
                                   size_t at) const;
  std::string antecedent_of_reference(const std::map<std::string, double>& score);
  std::string proper_antecedent(uint32_t first_reference);
  void resolve_local_references(uint32_t placeholder);
  bool subject_in_view(Span span, uint32_t placeholder) const;
  void resolve_subject_references();
  bool works_for_subject(const Source& s) const;
  bool holds_internal_post(const Source& s) const;
  void add_unaffiliated_staff(std::map<std::string, double>& score) const;
  std::string party_named_first(const std::map<std::string, double>& score) const;
  bool reference_fits(const std::string& party) const;
  void add_opening_words(std::map<std::string, double>& score);
  void add_reference_kind(std::map<std::string, double>& score) const;
  const std::string* closed_by_kind(const std::string& word,
                                    const std::map<std::string, double>& score,
                                    bool& one_body) const;
  std::vector<std::string_view> names_of_party(const std::string& party, bool short_of_kind) const;
  /// Whether the capitalized words of `role` from `from` (its field) stand in `subject`.
  bool names_the_field_of(const Tokens& role, size_t from, const std::string& subject) const;
  /// Whether `party` is an interest group (sources.interest-groups).
  bool speaks_for_interest_group(const std::string& party) const;
  bool governs_a_sport(const Tokens& name) const;
  bool heads_the_subject(const Tokens& role) const;
  bool heads_the_named_subject(const Source& s) const;
  bool under_the_subject(const Tokens& words, size_t body) const;
  void assign_stakes();
  std::string party_in(const Tokens& t, size_t from = 0, size_t to = SIZE_MAX) const;
  bool named_with_data_word(const Source& s) const;
  bool described_as_data(const Tokens& t, size_t comma) const;
  void attribute_numbers();
  bool describes_its_speaker(const NumericExpression& n, const Attribution& at) const;
  uint32_t published_data_before(const NumericExpression& n) const;
  uint32_t poll_result_before(const NumericExpression& n) const;

  const SourceFinder& f_;
  ArticleAnalysis& a_;
  const SentenceTokens& tokens_;
  std::string_view text_;
  uint32_t sentence_ = 0;
  // Whether the sentence being read capitalizes nearly every word (a headline), read lazily.
  enum class TitleCase : uint8_t { Unknown, No, Yes };
  mutable TitleCase title_case_ = TitleCase::No;
  /// run_at's answers for the tokens of the sentence being read (`runs_of_`): the passes over a
  /// sentence (appositions, affiliations, mentions) each ask about every token.
  enum class RunMemo : uint8_t { Unknown, None, Found };
  struct KnownRun {
    RunMemo state = RunMemo::Unknown;
    Run run;
  };
  void remember_runs_of(const Tokens* t) {
    runs_of_ = t;
    known_runs_.assign(t != nullptr ? t->size() : 0, KnownRun{});
  }
  const Tokens* runs_of_ = nullptr;
  mutable std::vector<KnownRun> known_runs_;
  std::vector<uint32_t> quote_starts_;  // where the quotations of the sentence being read open
  uint32_t last_campaign_ = kNone;      // the candidate's campaign the article named last
  // "Hillary Clinton campaign", "campanha de Marcos Tavares", as registered, and its candidate.
  std::unordered_map<std::string, std::string> campaign_names_;
  uint32_t last_person_ = kNone;
  uint32_t last_source_ = kNone;
  uint32_t previous_cue_source_ = kNone;
  uint32_t previous_cue_source_sentence_ = kNone;
  uint32_t last_cue_sentence_ = kNone;  ///< the sentence of the last verb cue, named or not
  size_t previous_cue_after_ = 0;  ///< the token after that cue's words, in its sentence
  /// Whether that cue named its speaker after "by", in a subject that goes on to its own verb.
  bool previous_cue_by_agent_ = false;
  /// Whom the document put out last speaks for ("O Itaverá divulgou o balanço"), or "".
  std::string released_party_;
  std::string released_document_;  ///< the words that named it ("balanço financeiro")
  bool released_filed_ = false;    ///< whether it was filed results (sources.filed-documents)
  std::map<std::string, int> org_mentions_;
  /// Folded names an apposition calls a body ("Lumeo, a São Paulo startup").
  std::unordered_set<std::string, StringHash, std::equal_to<>> introduced_bodies_;
  /// A body an apposition or a word before it gave a kind ("TurnstileIQ, a ticketing-data firm":
  /// "firm"), for "the firm's head of analytics" in the sentences right after.
  struct KindIntroduction {
    uint32_t sentence = 0;
    std::string kind;  ///< folded
    std::string name;
  };
  std::vector<KindIntroduction> kind_introductions_;
  /// A lone word that opens one party's name and stands for it ("Calloway"): party -> word.
  std::map<std::string, std::string> opening_words_;
  std::unordered_set<std::string, StringHash, std::equal_to<>> placed_words_;  ///< after "in"
  /// Folded names an apposition calls an interest group ("an advocacy group").
  std::unordered_set<std::string, StringHash, std::equal_to<>> interest_bodies_;
  /// "Founded in 2021 by Ana Vidal, Lumeo ...": who founded which body, and the post it gives.
  struct Founder {
    std::string person, organization, post;
  };
  std::vector<Founder> founders_;
  /// Folded names of bodies that invested in the story's company ("a round led by Andes").
  std::unordered_set<std::string> investors_;
  /// The body that paid for the article's study or survey, read in the first pass; "" for none.
  std::string commissioned_by_;
  static constexpr const char* kSeveralCommissioners = "\x01several";
  std::map<std::string, int> proper_mentions_;
  std::map<std::string, uint32_t> proper_first_seen_;  // where each of them is first named
  std::unordered_set<std::string>
      proper_with_article_;                  // those of them named after an article once
  std::vector<uint32_t> view_attributions_;  // attributions find_view_opener added
  std::map<std::string, uint32_t> first_seen_;
  std::unordered_map<std::string, std::string> mentioned_people_;  // lowercase surname -> full name
  // Lowercase first name -> the one full name it opens; empty when two people share it.
  std::unordered_map<std::string, std::string> first_named_people_;
  std::vector<NamedPerson> named_people_;  // names with a gendered first name, in text order
  std::vector<NamedBody> named_bodies_;    // in text order
  std::vector<uint32_t> unresolved_tags_;  // cues whose speaker is named but not resolved
  std::vector<Quote> turn_quotes_;         // interview answers, added to the quotations at the end
  LocalReference pending_reference_;       // the reference last read
  std::map<uint32_t, LocalReference> local_references_;  // attribution index -> its reference
  std::map<uint32_t, LocalReference> quote_references_;  // quote index -> its speaker's reference
  std::vector<Gender> genders_;  // parallel to a_.sources; Unknown past its end
  /// Names of people who hold an office alone ("o secretário") of a body named just before.
  std::unordered_set<std::string> office_held_near_;
  mutable std::unordered_map<std::string, std::string, StringHash, std::equal_to<>> fold_cache_;
  /// A source's folded name and where its surname lies in it, computed once.
  struct FoldedName {
    std::string text;
    uint32_t surname_start = 0, surname_size = 0;
  };
  std::vector<FoldedName> folded_names_;  // folded_name() cache, parallel to a_.sources
  mutable std::unordered_map<std::string, std::string> party_cache_;  // party_of_name() answers
  std::string subject_reference_;                   // the first "a empresa" / "the team" as written
  std::map<std::string, std::string> short_names_;  // folded "apex" -> "Apex Wireless"
  /// A body's short form and full name, given together in parentheses ("Anac" and "Agência
  /// Nacional de Aviação Civil").
  std::vector<std::pair<std::string, std::string>> abbreviations_;
};

}  // namespace auditor::analysis
