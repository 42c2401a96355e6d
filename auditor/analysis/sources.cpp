// Source, attribution and speaker analysis over the tokens of each sentence.
#include "auditor/analysis/sources.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <numeric>
#include <optional>
#include <unordered_map>

#include "auditor/text/normalize.h"

namespace auditor::analysis {

using text::Token;
using Tokens = std::vector<Token>;

namespace {

std::string folded(std::string_view s) { return text::fold_for_matching(s); }

bool is_name_word(const Token& t) {
  if (!t.has_alpha || t.has_digit) return false;
  return t.capitalized;
}

// "RIO", "SÃO PAULO": no lowercase letter, ASCII or Latin-1 (U+00E0..U+00FF is C3 A0..C3 BF).
bool is_all_caps(std::string_view word) {
  for (size_t i = 0; i < word.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(word[i]);
    if (c >= 'a' && c <= 'z') return false;
    if (c == 0xC3 && i + 1 < word.size() && static_cast<unsigned char>(word[i + 1]) >= 0xA0) return false;
  }
  return true;
}

// A string's own tokens, for looking names and roles up in phrase tables.
Tokens tokens_of(std::string_view text) {
  Tokens tokens;
  if (!text.empty()) text::tokenize(text, {0, static_cast<uint32_t>(text.size())}, tokens);
  return tokens;
}

// "Washington Post", not "Dias of Vertex": no word of the name starts in lower case.
bool all_words_capitalized(std::string_view name) {
  for (size_t i = 0; i < name.size(); ++i) {
    bool word_start = i == 0 || name[i - 1] == ' ';
    if (word_start && name[i] >= 'a' && name[i] <= 'z') return false;
  }
  return true;
}

// Whether `part` is the first words of the longer `name` ("Câmara", "Câmara dos Deputados").
bool starts_with_words(std::string_view name, std::string_view part) {
  return name.size() > part.size() + 1 && name.starts_with(part) && name[part.size()] == ' ';
}

// Whether `part` is the last words of the longer `name` ("Post", "Washington Post").
bool ends_with_words(std::string_view name, std::string_view part) {
  return name.size() > part.size() + 1 && name.ends_with(part) &&
         name[name.size() - part.size() - 1] == ' ';
}

// Whether any phrase of the table starts at one of the tokens.
bool is_acronym(const Token& t) {
  if (!t.is_word() || t.text.size() < 2 || t.text.size() > 6) return false;
  for (char c : t.text) {
    if (!(c >= 'A' && c <= 'Z') && c != '.' && c != '&') return false;
  }
  return true;
}

// A definite or indefinite article of either language ("o", "as", "the", "an").
bool is_article(const Token& t) {
  static constexpr std::string_view kArticles[] = {"o", "a", "os", "as", "um", "uma",
                                                   "the", "an"};
  for (std::string_view a : kArticles) {
    if (t.lower == a) return true;
  }
  return false;
}

// "''" closes a quotation in some newspapers' plain text ("agenda,'' said Burke").
bool is_closing_quote(const Token& t) {
  return t.is_symbol() &&
         (t.text == "”" || t.text == "\"" || t.text == "»" || t.text == "’" || t.text == "'");
}

std::string join_tokens(const Tokens& tokens, size_t first, size_t last, std::string_view text) {
  return std::string(text.substr(tokens[first].span.start, tokens[last].span.end - tokens[first].span.start));
}

}  // namespace

bool is_initialism(std::string_view acronym, std::string_view name) {
  if (acronym.size() < 2 || acronym.size() > 6) return false;
  std::string initials;
  bool start = true;
  for (char c : name) {
    if (start && c >= 'A' && c <= 'Z') initials += c;
    start = c == ' ' || c == '-';
  }
  return initials == acronym;
}

SourceFinder::SourceFinder(const text::Lexicon& lexicon)
    : verbs_(lexicon, "attribution.verbs"),
      tag_verbs_(lexicon, "attribution.tag-verbs"),
      prepositions_(lexicon, "attribution.prepositions"),
      pronouns_(lexicon, "attribution.pronouns"),
      roles_(lexicon, "sources.roles"),
      internal_roles_(lexicon, "sources.internal-roles"),
      outside_roles_(lexicon, "sources.outside-roles"),
      role_auxiliaries_(lexicon, "sources.role-auxiliaries"),
      apposition_adverbs_(lexicon, "sources.apposition-adverbs"),
      public_titles_(lexicon, "sources.public-titles"),
      org_words_(lexicon, "sources.org-words"),
      documents_(lexicon, "sources.documents"),
      anonymous_(lexicon, "sources.anonymous"),
      anonymity_reasons_(lexicon, "sources.anonymity-reasons"),
      groups_(lexicon, "sources.groups"),
      subject_refs_(lexicon, "sources.subject-references"),
      particles_(lexicon, "names.particles"),
      honorifics_(lexicon, "names.honorifics"),
      office_titles_(lexicon, "names.office-titles"),
      role_prepositions_(lexicon, "sources.role-prepositions"),
      place_prepositions_(lexicon, "sources.place-prepositions"),
      role_modifier_stops_(lexicon, "sources.role-modifier-stops"),
      org_determiners_(lexicon, "sources.org-determiners"),
      office_bodies_(lexicon, "sources.office-bodies"),
      role_bodies_(lexicon, "sources.role-bodies"),
      body_refs_(lexicon, "sources.body-references"),
      title_complements_(lexicon, "sources.title-complements"),
      fields_(lexicon, "sources.fields-of-study"),
      org_particles_(lexicon, "names.org-particles"),
      not_names_(lexicon, "names.not-names"),
      outlets_(lexicon, "sources.outlets"),
      months_(lexicon, "dates.months"),
      official_(lexicon, "sources.official"),
      statistics_(lexicon, "sources.statistics"),
      not_alone_(lexicon, "names.not-alone"),
      poll_results_(lexicon, "attribution.poll-results"),
      investigators_(lexicon, "sources.investigators"),
      interest_groups_(lexicon, "sources.interest-groups"),
      commissioned_(lexicon, "sources.commissioned"),
      office_holders_(lexicon, "sources.office-holders"),
      after_speaker_(lexicon, "attribution.after-speaker"),
      not_speaker_after_(lexicon, "attribution.not-speaker-after"),
      first_names_(lexicon, "names.first"),
      sentence_starters_(lexicon, "sentence-starters"),
      negations_(lexicon, "attribution.negations"),
      weekdays_(lexicon, "dates.weekdays"),
      agent_prepositions_(lexicon, "attribution.agent-prepositions"),
      ordinal_determiners_(lexicon, "attribution.ordinal-determiners"),
      participles_(lexicon, "attribution.participles"),
      first_female_(lexicon, "names.first-female"),
      first_male_(lexicon, "names.first-male"),
      pronouns_female_(lexicon, "attribution.pronouns-female"),
      pronouns_male_(lexicon, "attribution.pronouns-male"),
      articles_female_(lexicon, "names.articles-female"),
      articles_male_(lexicon, "names.articles-male"),
      org_articles_(lexicon, "names.org-articles"),
      places_(lexicon, "names.places"),
      run_breakers_(lexicon, "names.run-breakers"),
      org_only_articles_(lexicon, "names.org-only-articles"),
      relative_openers_(lexicon, "sources.relative-openers"),
      addressee_verbs_(lexicon, "attribution.addressee-verbs"),
      coordinators_(lexicon, "attribution.coordinators"),
      demonyms_(lexicon, "sources.demonyms"),
      verb_fillers_(lexicon, "sources.verb-fillers"),
      party_words_(lexicon, "sources.party-words"),
      clause_openers_(lexicon, "sources.clause-openers") {
  for (const std::string& opening : lexicon.list("sources.former-openings")) {
    former_openings_.push_back(folded(opening));
  }
  for (const std::string& word : lexicon.list("sources.departments")) {
    departments_.insert(folded(word));
  }
  for (const std::string& entry : lexicon.list("organizations.aliases")) {
    add_aliases(entry, parties_, true);
  }
  for (const std::string& entry : lexicon.list("sources.party-tags")) {
    add_aliases(entry, party_tags_, false);
  }
  // "Casa = Câmara | Senado": the word and the beginnings of the bodies' names it stands for,
  // kept as written: they are looked for in the text, capitalized.
  for (const std::string& entry : lexicon.list("sources.body-anaphors")) {
    const size_t eq = entry.find(" = ");
    if (eq == std::string::npos) continue;
    std::vector<std::string>& kinds = body_anaphors_[folded(entry.substr(0, eq))];
    for (std::string_view kind : split_bars(std::string_view(entry).substr(eq + 3))) {
      kinds.emplace_back(kind);
    }
  }
}

void SourceFinder::add_aliases(std::string_view entry,
                               std::unordered_map<std::string, std::string>& into, bool name_too) {
  size_t eq = entry.find(" = ");
  std::string name(entry.substr(0, eq));  // an entry without aliases names itself
  if (name_too || eq == std::string_view::npos) into[folded(name)] = name;
  if (eq == std::string_view::npos) return;
  for (std::string_view alias : split_bars(entry.substr(eq + 3))) into[folded(alias)] = name;
}

std::vector<std::string_view> SourceFinder::split_bars(std::string_view list) {
  std::vector<std::string_view> items;
  while (!list.empty()) {
    size_t bar = list.find('|');
    std::string_view item = list.substr(0, bar);
    while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
    while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
    if (!item.empty()) items.push_back(item);
    if (bar == std::string_view::npos) break;
    list.remove_prefix(bar + 1);
  }
  return items;
}

std::string SourceFinder::party_of(std::string_view name) const {
  auto it = parties_.find(folded(name));
  return it == parties_.end() ? std::string(name) : it->second;
}

/// The analysis of one document: the state that sentence-by-sentence resolution needs.
class SourceWork {
 public:
  SourceWork(const SourceFinder& f, ArticleAnalysis& a, const SentenceTokens& tokens)
      : f_(f), a_(a), tokens_(tokens), text_(a.text()) {}

  void run() {
    for (uint32_t s = 0; s < tokens_.size(); ++s) {
      sentence_ = s;
      find_appositions(s);
      find_verb_cues(s);
      find_preposition_cues(s);
      find_link_cues(s);
      find_interview_turn(s);
      find_quote_tags(s);
      note_mentions(s);
    }
    assign_quote_speakers();
    add_turn_quotes();
    surnames_to_people();
    drop_divisions();
    resolve_body_anaphors();
    choose_subject();
    assign_stakes();
    attribute_numbers();
  }

 private:
  /// A person's gender as far as first names and articles tell, for resolving pronouns.
  enum class Gender : uint8_t { Unknown, Female, Male };

  // ---- names -------------------------------------------------------------------------------

  struct Run {
    size_t first = 0, last = 0;  // inclusive token range
  };

  // Index of the first word of the sentence (after opening quotes and dashes).
  size_t first_word(const Tokens& t) const {
    size_t i = 0;
    while (i < t.size() && t[i].is_symbol()) ++i;
    return i;
  }

  // The capitalized name run that starts at token i, if any ("Marta Leal",
  // "Universidade Federal do Paraná", "Financial Times").
  std::optional<Run> run_at(const Tokens& t, size_t i) const {
    if (i >= t.size() || !is_name_word(t[i])) return std::nullopt;
    // "Dr. Samuel Okafor": the name starts after the title.
    if (f_.honorifics_.at(t, i) && i + 2 < t.size() && t[i + 1].is_symbol(".") &&
        is_name_word(t[i + 2])) {
      return run_at(t, i + 2);
    }
    // "Mr Farage", "Dr Okafor": British style drops the period.
    if (f_.honorifics_.at(t, i) && i + 1 < t.size() && is_name_word(t[i + 1]) &&
        t[i + 1].space_before) {
      return run_at(t, i + 1);
    }
    if (f_.roles_.at(t, i)) return std::nullopt;  // "CEO da Amazon" is a role, not a name
    if (i == first_word(t) && (f_.not_names_.at(t, i) || f_.sentence_starters_.at(t, i)) &&
        !(i + 1 < t.size() && is_name_word(t[i + 1]))) {
      return std::nullopt;
    }
    // "Though Kaine said", "While Ortiz spoke": a conjunction opening the sentence is capitalized
    // for that alone; the name starts after it. Words of kind ("Police Chief Ana Ruiz") stay.
    if (i == first_word(t) && f_.sentence_starters_.at(t, i) && !f_.org_words_.at(t, i) &&
        i + 1 < t.size() && is_name_word(t[i + 1]) && t[i + 1].space_before) {
      return run_at(t, i + 1);
    }
    // Function words never begin a name, wherever they stand ("RIO - A Oceânica Petróleo").
    if (f_.not_names_.at(t, i)) return std::nullopt;
    if (f_.months_.at(t, i) || f_.weekdays_.at(t, i)) return std::nullopt;  // "released Monday found"
    // "US$ 1,3 milhão": a currency's letters, not a name.
    if (i + 1 < t.size() && t[i + 1].is_symbol("$") && !t[i + 1].space_before) return std::nullopt;
    // "Republican states", "Federal": an adjective alone names no one.
    bool alone = i + 1 >= t.size() || !is_name_word(t[i + 1]) || !t[i + 1].space_before;
    if (alone && f_.not_alone_.at(t, i) && !f_.particles_.at(t, i + 1)) return std::nullopt;
    Run r{i, i};
    size_t j = i + 1;
    while (j < t.size()) {
      // "presidente do PSB O Grupo Alvorada divulgou": a capitalized article opens the next name.
      if (t[j].capitalized && f_.run_breakers_.at(t, j)) break;
      // "told MSNBC Monday": a weekday after a name says when, and is no part of it.
      if (f_.weekdays_.at(t, j)) break;
      if (is_name_word(t[j]) && t[j].space_before) {
        r.last = j++;
        continue;
      }
      PhraseTable::Match p = f_.particles_.at(t, j);
      // "Priya Raman of Northbeam Research": a person's name ends before "of".
      if (p && f_.org_particles_.at(t, j) && f_.first_names_.at(t, r.first)) break;
      if (p && j + p.length < t.size() && is_name_word(t[j + p.length])) {
        if (starts_second_name(t, r, j, p.length)) break;
        j += p.length;
        continue;
      }
      if (t[j].is_symbol("&") && j + 1 < t.size() && is_name_word(t[j + 1])) {
        ++j;
        continue;
      }
      // "Liberty and National Security Program", "Center for Strategic and International
      // Studies": "and" inside a body's name, which a word of kind ends; "Trump and Clinton" are two.
      if (joins_an_organization_name(t, r.first, j)) {
        ++j;
        continue;
      }
      // "Lena M. Ortiz", "J. K. Rowe": an initial's period, which the sentence reader has
      // already judged no sentence end, stays inside the name.
      if (t[j].is_symbol(".") && !t[j].space_before && r.last + 1 == j &&
          t[r.last].text.size() == 1 && t[r.last].capitalized && j + 1 < t.size() &&
          is_name_word(t[j + 1]) && t[j + 1].space_before) {
        r.last = j + 1;
        j += 2;
        continue;
      }
      break;
    }
    // "General Manager Teresa Alvarado", "Chief Executive Maya Linden": titles are not the name.
    for (size_t k = r.first; k < r.last; ++k) {
      if (PhraseTable::Match role = f_.roles_.at(t, k); role && k + role.length <= r.last) {
        r.first = k + role.length;
        k = r.first - 1;
      }
    }
    // "de Souza" is a surname's part, but a particle that is also a first name opens the name
    // ("Al Gore", "Al Sharpton").
    while (r.first < r.last && f_.particles_.at(t, r.first) &&
           !(t[r.first].capitalized && f_.first_names_.at(t, r.first)))
      ++r.first;
    strip_descriptors(t, r);
    return r;
  }

  // Whether the particle at token j is "e" joining two names rather than one surname's parts:
  // "Fernando Reis e Antonio de Castro" (a first name and more after it), "Lula e Dilma", "JBS e
  // BRF" (one first name or acronym before it), where "Costa e Silva" and "Silva e Luna" are one
  // name.
  bool starts_second_name(const Tokens& t, const Run& r, size_t j, size_t length) const {
    if (!f_.coordinators_.at(t, j)) return false;
    const size_t next = j + length;
    size_t after = next + 1;  // the word after the one "e" leads to, over a particle
    if (PhraseTable::Match p = f_.particles_.at(t, after); p && !f_.coordinators_.at(t, after)) {
      after += p.length;
    }
    const bool full_name_after = after < t.size() && is_name_word(t[after]);
    if (full_name_after && f_.first_names_.at(t, next)) return true;
    // "Karen Gasper e Brianna Middlewood": a full name on both sides, whatever the first names.
    if (full_name_after && r.first < r.last && f_.first_names_.at(t, r.first)) return true;
    return r.first == r.last && (f_.first_names_.at(t, r.first) || is_acronym(t[r.first]));
  }

  // Whether the "and" at token j goes on with a body's name begun at `first`: capitalized words
  // follow it up to a word of kind ("Program", "Studies"), and the name opens with no first name.
  bool joins_an_organization_name(const Tokens& t, size_t first, size_t j) const {
    if (t[j].lower != "and" || f_.first_names_.at(t, first)) return false;
    constexpr size_t kMaxWords = 4;
    for (size_t k = j + 1; k < t.size() && k <= j + kMaxWords; ++k) {
      if (!is_name_word(t[k]) || !t[k].space_before) return false;
      if (f_.org_words_.at(t, k)) return true;
    }
    return false;
  }

  // "Billionaire Donald Trump", "Democrat Hillary Clinton": capitalized words before a first name
  // describe the person; the name starts at the first name. Organizations keep their words
  // ("Fundação Getulio Vargas", "Hospital Albert Einstein").
  void strip_descriptors(const Tokens& t, Run& r) const {
    if (r.first == r.last || f_.first_names_.at(t, r.first)) return;
    for (size_t k = r.first; k <= r.last; ++k) {
      if (f_.org_words_.at(t, k) || f_.particles_.at(t, k)) return;
    }
    for (size_t k = r.first + 1; k < r.last; ++k) {
      if (f_.first_names_.at(t, k)) {
        r.first = k;
        return;
      }
    }
  }

  // The name run that ends at token i, if any.
  std::optional<Run> run_ending_at(const Tokens& t, size_t i) const {
    if (i >= t.size() || !is_name_word(t[i])) return std::nullopt;
    size_t start = i;
    while (start > 0) {
      size_t k = start - 1;
      if (is_name_word(t[k])) {
        start = k;
        continue;
      }
      if (k > 0 && f_.particles_.at(t, k) && is_name_word(t[k - 1])) {
        start = k - 1;
        continue;
      }
      // "Lena M. Ortiz": back over an initial and its period, as run_at reads it forward.
      if (k > 0 && t[k].is_symbol(".") && !t[k].space_before && t[start].space_before &&
          t[k - 1].text.size() == 1 && t[k - 1].capitalized) {
        start = k - 1;
        continue;
      }
      break;
    }
    for (size_t s = start; s <= i; ++s) {
      std::optional<Run> r = run_at(t, s);
      if (r && r->last >= i) return Run{r->first, i};  // run_at drops titles ("General Manager")
    }
    return std::nullopt;
  }

  // folded() through a per-article memo: the same names come back in every sentence.
  const std::string& fold(std::string_view s) const {
    auto it = fold_cache_.find(s);
    if (it == fold_cache_.end()) it = fold_cache_.emplace(std::string(s), folded(s)).first;
    return it->second;
  }

  // SourceFinder::party_of with the memo.
  std::string party_of_folded(std::string_view name) const {
    auto it = f_.parties_.find(fold(name));
    return it == f_.parties_.end() ? std::string(name) : it->second;
  }

  bool run_is_org(const Tokens& t, const Run& r, std::string_view name) const {
    if (f_.parties_.count(fold(name))) return true;
    if (r.first == r.last && is_acronym(t[r.first])) return true;
    for (size_t k = r.first; k <= r.last; ++k) {
      if (f_.org_words_.at(t, k)) return true;
    }
    return false;
  }

  // Whether a run has an initial with its period ("E." in "Marc E. Elias"), which only people's
  // names have ("U.S." is one token).
  static bool has_initial(const Tokens& t, const Run& r) {
    for (size_t k = r.first; k + 1 <= r.last; ++k) {
      if (t[k].text.size() == 1 && t[k].capitalized && t[k + 1].is_symbol(".")) return true;
    }
    return false;
  }

  // ---- the source registry -----------------------------------------------------------------

  uint32_t add_source(std::string name, SourceType type) {
    const std::string& wanted = fold(name);
    for (uint32_t i = 0; i < a_.sources.size(); ++i) {
      if (a_.sources[i].type == type && folded_name(i) == wanted) return i;
    }
    Source s;
    s.name = std::move(name);
    s.type = type;
    a_.sources.push_back(std::move(s));
    uint32_t id = static_cast<uint32_t>(a_.sources.size() - 1);
    if (type == SourceType::Person) {
      Tokens words = tokens_of(a_.sources[id].name);
      if (!words.empty()) set_gender(id, name_gender(words, 0));
    }
    return id;
  }

  void mention(uint32_t source, Span span) {
    auto& m = a_.sources[source].mentions;
    if (m.empty() || !(m.back() == span)) m.push_back(span);
    if (a_.sources[source].type == SourceType::Person) last_person_ = source;
    last_source_ = source;
  }

  // The folded form of a source's name, computed once: names are compared on every mention.
  const std::string& folded_name(uint32_t i) {
    if (folded_names_.size() < a_.sources.size()) folded_names_.resize(a_.sources.size());
    if (folded_names_[i].empty()) folded_names_[i] = folded(a_.sources[i].name);
    return folded_names_[i];
  }

  // A source already registered under this exact name, of any type.
  uint32_t existing(const std::string& name) {
    const std::string& n = fold(name);
    for (uint32_t i = 0; i < a_.sources.size(); ++i) {
      if (folded_name(i) == n) return i;
    }
    return kNone;
  }

  // A registered person this single word names (surname or first name), or kNone.
  uint32_t person_by_part(std::string_view word) {
    const std::string& w = fold(word);
    for (uint32_t i = static_cast<uint32_t>(a_.sources.size()); i-- > 0;) {
      const Source& s = a_.sources[i];
      if (s.type != SourceType::Person) continue;
      std::string_view name = folded_name(i);
      size_t space = name.rfind(' ');
      if (space == std::string_view::npos) continue;
      if (name.substr(space + 1) == w || name.substr(0, name.find(' ')) == w) return i;
    }
    return kNone;
  }

  // "explica Moraes", "Tavinho diz": in Portuguese an organization takes an article ("a Vale
  // afirma", "segundo o Sebrae") and a person does not. One unknown word that speaks with no
  // article before it, here or anywhere in the text, is a person's surname or nickname, not a
  // firm. Headlines drop articles and are left out; languages without the list are unaffected.
  bool bare_speaker(const Tokens& t, size_t i) {
    if (f_.org_articles_.empty() || is_acronym(t[i])) return false;
    if (a_.document->blocks[a_.sentences[sentence_].block].kind == BlockKind::Title) return false;
    if (i > 0 && f_.org_articles_.at(t, i - 1)) return false;
    // "London School of Economics": the last word of a longer name is not the name.
    if (i > 0 && (is_name_word(t[i - 1]) || f_.particles_.at(t, i - 1))) return false;
    std::string_view word = t[i].text;
    for (size_t at = text_.find(word); at != std::string_view::npos;
         at = text_.find(word, at + word.size())) {
      size_t from = at >= 8 ? at - 8 : 0;
      Tokens before = tokens_of(text_.substr(from, at - from));
      if (!before.empty() && f_.org_articles_.at(before, before.size() - 1) &&
          before.back().span.end + from < at) {
        return false;
      }
    }
    return true;
  }

  // "Mr. Trump", "Sra. Souza": a title before one word makes it a person's surname.
  bool after_honorific(const Tokens& t, size_t i) const {
    if (i >= 2 && t[i - 1].is_symbol(".") && f_.honorifics_.at(t, i - 2)) return true;
    return i >= 1 && f_.honorifics_.at(t, i - 1);
  }

  // Turns a name run into a source: outlet, organization, a known person, or a new person.
  // `speaker`: the run names who speaks (a cue's subject or agent), where Portuguese tells people
  // from organizations by the article (see bare_speaker).
  uint32_t resolve_run(const Tokens& t, const Run& r, bool speaker = false) {
    // "Lena Ortiz’s aide", "Halden Media's tracker": a possessive names the person or body it
    // ends with. A name that speaks ("St. Clare's says") or that the article already knows with
    // its "'s" ("Harbor Macy's") is written that way, unless it is a person's ("Okafor's claims").
    // Most names have no possessive: only those pay for the lookups.
    std::string name = join_tokens(t, r.first, r.last, text_);
    const bool possessive = possessive_length(t[r.last].text) > 0;
    const bool speaks = possessive && r.last + 1 < t.size() && f_.verbs_.at(t, r.last + 1) &&
                        !mentioned_people_.count(without_possessive(t[r.last].lower));
    const bool strip = possessive && !speaks;
    if (strip && existing(name) == kNone) name = without_possessive(std::move(name));
    Span span{t[r.first].span.start, t[r.last].span.end};
    uint32_t id;
    PhraseTable::Match outlet = f_.outlets_.at(t, r.first);
    if (outlet && r.first + outlet.length - 1 == r.last) {
      id = add_source(name, SourceType::Outlet);
    } else if (run_is_org(t, r, name)) {
      id = add_source(name, SourceType::Organization);
    } else if (r.first == r.last) {
      id = person_by_part(name);
      // "President Obama", "Bob": a title or a first name makes one word a person.
      bool person = f_.first_names_.at(t, r.first) || (r.first > 0 && f_.roles_.before(t, r.first)) ||
                    after_honorific(t, r.first);
      if (id == kNone && person) id = add_source(name, SourceType::Person);
      const std::string word = strip ? without_possessive(t[r.first].lower) : t[r.first].lower;
      if (auto known = mentioned_people_.find(word); id == kNone && known != mentioned_people_.end()) {
        id = existing(known->second);
        if (id == kNone) id = add_source(known->second, SourceType::Person);
      }
      if (id == kNone && speaker && bare_speaker(t, r.first))
        id = add_source(name, SourceType::Person);
      if (id == kNone) id = add_source(name, SourceType::Organization);
    } else if (uint32_t known = existing(name); known != kNone) {
      id = known;
    } else if (uint32_t person = person_ending_with(name); person != kNone) {
      id = person;  // "Prado Lemos" after "Ana Prado Lemos": a two-word surname
    } else {
      // A person when the name starts with a first name or carries an initial ("Marc E. Elias"),
      // or when an apposition gives a role (see set_role); otherwise an organization: "Oceânica
      // Petróleo", "Apex Wireless".
      bool named = f_.first_names_.at(t, r.first) || has_initial(t, r);
      id = add_source(name, named ? SourceType::Person : SourceType::Organization);
    }
    mention(id, span);
    return id;
  }

  // The person named earlier whose full name ends with these words ("Ana Prado Lemos" for
  // "Prado Lemos"), or kNone.
  uint32_t person_ending_with(const std::string& words) const {
    const std::string& wanted = fold(words);
    for (uint32_t i = 0; i < a_.sources.size(); ++i) {
      const Source& s = a_.sources[i];
      if (s.type != SourceType::Person || s.name.size() <= words.size()) continue;
      const std::string& full = fold(s.name);
      if (full.size() > wanted.size() && full.ends_with(wanted) &&
          full[full.size() - wanted.size() - 1] == ' ') {
        return i;
      }
    }
    return kNone;
  }

  // ---- role appositions --------------------------------------------------------------------

  // "diretor de", "director at", "senator from": the prepositions that go on with a role phrase.
  bool is_preposition(const Tokens& t, size_t i) const {
    return static_cast<bool>(f_.role_prepositions_.at(t, i));
  }

  struct RolePhrase {
    size_t role_first = 0;   // first token of the role words
    size_t end = 0;          // one past the last token of the phrase
    std::string role;
    std::string organization;
    bool outside = false;    // the role noun is an outside expert's trade ("especialista")
  };

  // Reads a role phrase starting at the role noun at i: "diretor de engenharia", "CEO da Amazon",
  // "professora da Universidade Federal do Paraná". Stops at a comma, a verb-like word or a name
  // that is not after a preposition (that name is the person: "a economista Carla Nunes").
  RolePhrase read_role(const Tokens& t, size_t i, size_t role_len, size_t floor = 0) const {
    RolePhrase p;
    p.role_first = i;
    p.outside = static_cast<bool>(f_.outside_roles_.at(t, i));
    // English puts modifiers first: "engineering director", "council member".
    while (p.role_first > floor && t[p.role_first - 1].is_word() && !t[p.role_first - 1].capitalized &&
           t[p.role_first - 1].lower != "e" && t[p.role_first - 1].lower != "and" &&
           !f_.not_names_.at(t, p.role_first - 1) &&
           !is_preposition(t, p.role_first - 1) && !f_.verbs_.at(t, p.role_first - 1) &&
           !f_.role_modifier_stops_.at(t, p.role_first - 1) &&
           t[p.role_first - 1].lower != "the" && t[p.role_first - 1].lower != "a" &&
           t[p.role_first - 1].lower != "o" && t[p.role_first - 1].lower != "an" &&
           p.role_first + 3 > i) {
      --p.role_first;
    }
    // "Hale is criticizing President Ortiz": words after an auxiliary are the verb's, not
    // the role's.
    for (size_t k = p.role_first; k < i; ++k) {
      if (f_.role_auxiliaries_.at(t, k)) p.role_first = i;
    }
    // Words of lower case that go on with the role ("sênior", "of advanced"): at most four, since
    // more run into the clause after it ("o ministro conversou recentemente com o presidente").
    constexpr size_t kRoleWords = 4;
    size_t j = i + role_len;
    size_t role_end = j;
    while (j < t.size()) {
      if (is_preposition(t, j) && j + 1 < t.size()) {
        size_t k = j + 1;
        if (k < t.size() && (t[k].lower == "the")) ++k;
        if (std::optional<Run> org = run_at(t, k)) {
          // "ex-prefeito de São Paulo Renato Fialho": a place whose name holds a first name
          // ("Paulo") ends where the place does, and the person's name starts after it.
          const PhraseTable::Match named_place = f_.places_.at(t, k);
          const size_t place_end = k + (named_place ? named_place.length : 0);
          if (named_place && org->first > k && place_end > org->first && place_end <= org->last) {
            org->first = place_end;
          }
          // "spokesman for Mrs. Clinton", "an aide to Sen. Marco Rubio": the person the role
          // serves is the organization it speaks for, the title no part of it.
          if (org->first > k && f_.honorifics_.at(t, k) &&
              (org->first == k + 1 || (org->first == k + 2 && t[k + 1].is_symbol(".")))) {
            if (p.organization.empty()) {
              p.organization = join_tokens(t, org->first, org->last, text_);
            }
            j = org->last + 1;
            role_end = j;
            continue;
          }
          // "a ministra da Cultura Ana Prado Lemos": the capitalized words go on into the
          // person's name, which starts at a first name (run_at has already dropped the words
          // before it as descriptors); the organization is the words before the name.
          if (org->first > k) {
            // "Secretary of State John Kerry": "of State" completes the title, no organization.
            PhraseTable::Match complement = f_.title_complements_.at(t, k);
            bool title = complement && k + complement.length == org->first;
            if (p.organization.empty() && !title) {
              p.organization = join_tokens(t, k, org->first - 1, text_);
            }
            role_end = org->first;
            break;
          }
          // "professora de História da USP", "professor of History at Yale": a field of study
          // names no organization; the one after it does.
          if (PhraseTable::Match field = f_.fields_.at(t, org->first)) {
            size_t after = org->first + field.length;
            if (after > org->last) {
              j = org->last + 1;
              role_end = j;
              continue;
            }
            if (f_.particles_.at(t, after) && after + 1 <= org->last) org->first = after + 1;
          }
          for (size_t m = org->first + 1; m <= org->last; ++m) {
            if (f_.first_names_.at(t, m) && !f_.particles_.at(t, m - 1)) {
              org->last = m - 1;
              break;
            }
          }
          // "planner in Denver", "professora em Campinas": a place, unless the name is a firm's.
          bool place = f_.place_prepositions_.at(t, j) &&
                       !run_is_org(t, *org, join_tokens(t, org->first, org->last, text_));
          if (p.organization.empty() && !place) p.organization = join_tokens(t, org->first, org->last, text_);
          j = org->last + 1;
          role_end = j;
          continue;
        }
        if (t[k].is_word() && !t[k].capitalized) {
          j = k + 1;
          role_end = j;
          // "director of the city's Harbor Research Institute": the body named after a
          // possessive is the one the role serves, not the person.
          std::optional<Run> body = possessive_length(t[k].text) > 0 ? run_at(t, j) : std::nullopt;
          if (body && run_is_org(t, *body, join_tokens(t, body->first, body->last, text_))) {
            if (p.organization.empty()) {
              p.organization = join_tokens(t, body->first, body->last, text_);
            }
            j = body->last + 1;
            role_end = j;
          }
          continue;
        }
        break;
      }
      if (t[j].is_word() && !t[j].capitalized && !f_.verbs_.at(t, j) && j == role_end &&
          j - i < kRoleWords && !f_.pronouns_.at(t, j)) {
        ++j;  // "sênior", "executivo"
        role_end = j;
        continue;
      }
      break;
    }
    p.end = role_end;
    // "o presidente também", "the chairman and": the role's words end before a trailing
    // conjunction, adverb or article, which the phrase still spans.
    size_t words_end = role_end;
    while (words_end > i + role_len &&
           (f_.role_modifier_stops_.at(t, words_end - 1) ||
            f_.apposition_adverbs_.at(t, words_end - 1) || is_article(t[words_end - 1]))) {
      --words_end;
    }
    p.role = join_tokens(t, p.role_first, words_end - 1, text_);
    // "chairman of Clinton's campaign": the body is Clinton's, not a name ending in "'s".
    p.organization = without_possessive(std::move(p.organization));
    // "procurador da República" serves the Ministério Público Federal, not a body "República".
    for (size_t k = p.role_first; k < words_end; ++k) {
      PhraseTable::Match body = f_.role_bodies_.at(t, k);
      if (body && k + body.length <= words_end) {
        p.organization = *body.value;
        break;
      }
    }
    if (p.organization.empty()) p.organization = organization_before(t, p.role_first);
    if (p.organization.empty()) p.organization = organization_further(t, words_end);
    return p;
  }

  // "diretora do núcleo de energia para a América do Sul do Instituto Halden": a body
  // named by a word of kind further on in the role's phrase, which goes on in lower case, is the
  // one the role serves. A name (the person's, after "o presidente"), a verb, a comma or a new
  // clause ("que representa o réu na Comissão") ends the phrase. Acronyms alone are left out:
  // "da PF" after a lowercase phrase is as often the subject of a clause as an employer.
  std::string organization_further(const Tokens& t, size_t from) const {
    constexpr size_t kReach = 10;  // words past where the role's reading stopped
    for (size_t j = from; j + 1 < t.size() && j < from + kReach; ++j) {
      if (!t[j].is_word() || t[j].capitalized || f_.verbs_.at(t, j) ||
          f_.clause_openers_.at(t, j)) {
        return "";
      }
      if (!is_preposition(t, j)) continue;
      const size_t k = j + 1 < t.size() && is_article(t[j + 1]) ? j + 2 : j + 1;  // "of the"
      std::optional<Run> org = run_at(t, k);
      if (!org) continue;
      if (org->last == org->first && is_acronym(t[org->first])) return "";
      if (!f_.org_words_.found_in(t, org->first, org->last + 1)) return "";
      return join_tokens(t, org->first, org->last, text_);
    }
    return "";
  }

  // "“…,” Vertex co-founder Ana Ruiz told reporters": right after a quotation a capitalized word
  // owes its capital to no sentence's start, so a run of them before the post is its body, unless
  // it is a place, a people or a person's first name ("German Chancellor").
  bool names_after_a_quote(const Tokens& t, const Run& run) const {
    if (run.first == 0 || !is_closing_quote(t[run.first - 1])) return false;
    if (run.first < 2 || !t[run.first - 2].is_symbol(",")) return false;
    return !f_.places_.at(t, run.first) && !f_.first_names_.at(t, run.first) &&
           !f_.demonyms_.at(t, run.first) && !f_.party_words_.at(t, run.first);
  }

  // "a White House official", "an Amazon spokeswoman": a name between a determiner and the role
  // is the organization the role belongs to. Adjectives alone ("a Republican senator") are not.
  // Without a determiner, an acronym does the same ("LPC general counsel Ana Ruiz", "LPC
  // Chairman Tom Hale"), and so does a word already known as an organization's name.
  std::string organization_before(const Tokens& t, size_t role_first) const {
    if (role_first < 1 || !is_name_word(t[role_first - 1])) return "";
    // "LPC Chairman Tom Hale" is one capitalized run, which no run ends inside of.
    if (is_acronym(t[role_first - 1])) return std::string(t[role_first - 1].text);
    // "by Gazette Editor-in-Chief Paul Amsel" after "the Gazette announced": one word the story
    // already uses as an organization's name does the same.
    if ((role_first < 2 || !is_name_word(t[role_first - 2])) &&
        known_as_organization(t[role_first - 1])) {
      return without_possessive(std::string(t[role_first - 1].text));  // "the HDP’s counsel"
    }
    std::optional<Run> run = run_ending_at(t, role_first - 1);
    if (!run) return "";
    // "Harbor Police Chief Ana Ruiz" is one capitalized run, whose name starts after
    // the title: the words before the title are the run here.
    if (run->first > run->last) {
      size_t start = role_first - 1;
      while (start > 0 && is_name_word(t[start - 1]) && t[start].space_before) --start;
      run = Run{start, role_first - 1};
    }
    bool determined = run->first > 0 && f_.org_determiners_.at(t, run->first - 1);
    bool acronym = run->first == run->last && is_acronym(t[run->first]);
    // "Harbor Police Chief Ana Ruiz", "Harbor Democratic Committee spokesman Sean Lee": a name
    // with a word of kind in it is a body's.
    bool kind = f_.org_words_.found_in(t, run->first, run->last + 1);
    if (!determined && !acronym && !kind && !names_after_a_quote(t, *run)) return "";
    // "a Washington-based Democratic strategist": a party adjective before the role describes the
    // person; a body's name would end in its own word ("the Democratic Party official").
    if (f_.not_alone_.at(t, run->last)) return "";
    return without_possessive(join_tokens(t, run->first, run->last, text_));
  }

  // "the Harbor Gazette", "the Washington Post": English names no person with "the", so a run
  // after it that starts with no first name names an organization (names.org-only-articles).
  bool named_with_the(const Tokens& t, const Run& r) const {
    return r.first > 0 && f_.org_only_articles_.at(t, r.first - 1) &&
           !f_.first_names_.at(t, r.first);
  }

  // One word the article has already used for an organization: a source that is one, or the
  // short name of one it mentions.
  bool known_as_organization(const Token& word) const { return known_as_organization(word.text); }

  bool known_as_organization(std::string_view name) const {
    for (const Source& s : a_.sources) {
      if ((s.type == SourceType::Organization || s.type == SourceType::Outlet) &&
          fold(s.name) == fold(name)) {
        return true;
      }
    }
    return org_mentions_.count(std::string(name)) > 0;
  }

  // The length of the possessive ending of `name` ("'s", "’s"), or 0.
  static size_t possessive_length(std::string_view name) {
    for (std::string_view mark : {"'s", "’s"}) {
      if (name.size() > mark.size() && name.ends_with(mark)) return mark.size();
    }
    return 0;
  }

  // "Vertex's" -> "Vertex": the organization a possessive names.
  static std::string without_possessive(std::string name) {
    name.resize(name.size() - possessive_length(name));
    return name;
  }

  // Evidence that a name is an organization or outlet, not a person, whatever a role says.
  bool names_an_organization(const Tokens& t, const Run& r) const {
    PhraseTable::Match outlet = f_.outlets_.at(t, r.first);
    if (outlet && r.first + outlet.length - 1 == r.last) return true;
    return run_is_org(t, r, join_tokens(t, r.first, r.last, text_));
  }

  void set_role(uint32_t person, const RolePhrase& p, const Tokens& t) {
    set_gender(person, article_gender(t, p.role_first));
    Source& s = a_.sources[person];
    // "o engenheiro Sérgio Lima", later "o especialista Sérgio Lima": a trade the article also
    // calls an outside expert's is no post in the story's organization.
    // "a ex-ministra da Cultura Ana Prado, vice-presidente do PRT": the post held now says whom
    // the person speaks for, not the one left.
    if (!s.role.empty() && left_the_post(s) && !left_the_post(p.role)) {
      s.role = p.role;
      s.organization = p.organization;
    }
    if (s.role.empty() || (p.outside && f_.internal_roles_.found_in(tokens_of(s.role)))) {
      s.role = p.role;
    }
    if (s.organization.empty()) s.organization = p.organization;
    // "o senador petista": known while the sentences are read, for "disse o petista" later.
    if (s.affiliation.empty()) s.affiliation = party_in(t, p.role_first, p.end);
    s.type = SourceType::Person;
  }

  void find_appositions(uint32_t s) {
    const Tokens& t = tokens_[s];
    size_t phrase_floor = 0;
    for (size_t i = 0; i < t.size(); ++i) {
      if (size_t end = office_title_role(t, i); end > i) {
        i = end;
        continue;
      }
      PhraseTable::Match role = f_.roles_.at(t, i);
      if (!role) continue;
      RolePhrase p = read_role(t, i, role.length, phrase_floor);
      phrase_floor = p.end;
      size_t j = p.end;
      // "a diretora da fábrica, Marta Leal" / "a economista Carla Nunes"
      if (j < t.size() && t[j].is_symbol(",")) ++j;
      if (p.organization.empty() && f_.internal_roles_.at(t, i)) {
        p.organization = opening_organization(t, p.role_first);
      }
      if (std::optional<Run> name = run_at(t, j); name && name->last > name->first) {
        if (names_an_organization(t, *name)) continue;
        uint32_t person = resolve_run(t, *name);
        set_role(person, p, t);  // a role makes it a person, whatever its first name
        i = name->last;
        continue;
      }
      // "Mark Carroll, engineering director at AWS" / "Ana Souza, diretora da FGV"
      // A title right before a name is that name's ("Hale, Mayor Ortiz's top adviser").
      if (p.end == i + role.length && t[i].capitalized && p.end < t.size() &&
          is_name_word(t[p.end])) {
        continue;
      }
      take_modifiers(t, p);
      size_t before = p.role_first;
      // "Kim Min-su, um especialista do instituto": an indefinite article too.
      if (before > 0 && (t[before - 1].lower == "o" || t[before - 1].lower == "a" ||
                         t[before - 1].lower == "um" || t[before - 1].lower == "uma" ||
                         t[before - 1].lower == "the" || t[before - 1].lower == "an")) {
        --before;
      }
      // "Rita Lima, hoje consultora de transportes", "Ana Ruiz, now a professor at".
      if (before > 0 && f_.apposition_adverbs_.at(t, before - 1)) --before;
      if (size_t owner = possessor_before(t, before, p); owner != before) {
        before = owner;
        // "Ana Ruiz, the committee's chair,": the article before the possessor.
        if (before > 0 && (t[before - 1].lower == "the" || t[before - 1].lower == "o" ||
                           t[before - 1].lower == "a")) {
          --before;
        }
      }
      before = relative_opening(t, before);
      if (before >= 2 && t[before - 1].is_symbol(",")) {
        if (std::optional<Run> name = run_ending_at(t, before - 2);
            name && name->last > name->first && !names_an_organization(t, *name)) {
          set_role(resolve_run(t, *name), p, t);
        }
      }
      i = std::max(i, p.end > 0 ? p.end - 1 : i);
    }
    find_affiliations(s);
  }

  // "a longtime Republican strategist", "the former Democratic governor of Ohio", "education and
  // law professor at": words before the role that read_role leaves out, a capitalized adjective
  // above all, join the role when they reach back to the apposition's article, comma or adverb.
  // A name among them is the organization ("an Amazon engineer"), already read as such.
  void take_modifiers(const Tokens& t, RolePhrase& p) const {
    constexpr int kMaxWords = 3;
    size_t k = p.role_first;
    for (int words = 0; words < kMaxWords && k > 0; ++words) {
      const Token& w = t[k - 1];
      // "a D.C.-based Democratic strategist": a hyphen inside a word, after initials the
      // tokenizer keeps whole, joins its halves and is no word of its own.
      if (w.is_symbol("-") && !w.space_before && !t[k].space_before && k >= 2 &&
          t[k - 2].is_word()) {
        --k;
        --words;
        continue;
      }
      if (!w.is_word() || is_article(w) || possessive_length(w.text) > 0 ||
          f_.apposition_adverbs_.at(t, k - 1)) {
        break;
      }
      // "education and law professor": "and" only between lower-case words.
      const bool joins_fields = (w.lower == "and" || w.lower == "e") && k >= 2 &&
                                t[k - 2].is_word() && !t[k - 2].capitalized && !t[k].capitalized;
      if (!joins_fields && (is_preposition(t, k - 1) || f_.verbs_.at(t, k - 1) ||
                            f_.pronouns_.at(t, k - 1) || f_.role_modifier_stops_.at(t, k - 1))) {
        return;
      }
      --k;
    }
    if (k == p.role_first || k == 0) return;
    const Token& opening = t[k - 1];
    if (!is_article(opening) && !opening.is_symbol(",") && possessive_length(opening.text) == 0 &&
        !f_.apposition_adverbs_.at(t, k - 1)) {
      return;
    }
    std::string words = join_tokens(t, k, p.role_first - 1, text_);
    if (words != p.organization) {
      p.role = words + (t[p.role_first].space_before ? " " : "") + p.role;
    }
    p.role_first = k;
  }

  // "Stuart Stevens, who was Mitt Romney's top adviser": a relative clause that only gives the
  // role ("who is", "que foi"; sources.relative-openers) opens the apposition like a comma's
  // article. Returns where the apposition starts: before the opener when one ends at `before`.
  size_t relative_opening(const Tokens& t, size_t before) const {
    constexpr size_t kMaxOpener = 4;
    for (size_t start = before; start-- > 0 && before - start <= kMaxOpener;) {
      PhraseTable::Match m = f_.relative_openers_.at(t, start);
      if (m && start + m.length == before) return start;
    }
    return before;
  }

  // "Lumio built the tool, a spokeswoman, Ana Ruiz, said": a post named with no organization
  // belongs to the organization that opens the sentence, when a name that is no person's, no
  // place's and no outlet's opens it. Without this the post would go to the story's subject.
  std::string opening_organization(const Tokens& t, size_t role_first) {
    // The name must open the sentence itself (not a quotation: "\"Vamos cobrir\", afirmou o
    // diretor"), and be its subject, not a person the role is set beside ("Ana Ruiz, Vertex's
    // chief executive,"): a verb follows it, not a comma.
    std::optional<Run> run = run_at(t, 0);
    if (!run || run->last + 1 >= role_first || t[run->last + 1].is_symbol()) return "";
    if (f_.places_.at(t, run->first) || f_.first_names_.at(t, run->first)) return "";
    PhraseTable::Match outlet = f_.outlets_.at(t, run->first);
    if (outlet && run->first + outlet.length - 1 == run->last) return "";
    std::string name = join_tokens(t, run->first, run->last, text_);
    if (mentioned_people_.count(t[run->last].lower) || person_by_part(name) != kNone) return "";
    // A word capitalized only because it opens the sentence ("Nomeado pelo presidente, ...") is
    // named once; an organization the article is about comes back.
    size_t first = text_.find(name);
    bool named_again = first != std::string_view::npos &&
                       text_.find(name, first + name.size()) != std::string_view::npos;
    return named_again ? name : "";
  }

  // "Rui Campos, Vertex's chief executive" / "Ana Prado, Mrs. Ortiz's chief of staff": the
  // possessor before a role is whom the role serves, its organization when it has none. Returns
  // where the apposition starts: before the possessor (and its title) when there is one.
  size_t possessor_before(const Tokens& t, size_t before, RolePhrase& p) const {
    if (before == 0) return before;
    std::string_view word = t[before - 1].text;
    if (possessive_length(word) == 0 || word.size() <= 4) return before;
    std::optional<Run> owner = run_ending_at(t, before - 1);
    if (!owner) return before;
    if (p.organization.empty()) {
      p.organization = without_possessive(join_tokens(t, owner->first, owner->last, text_));
    }
    size_t start = owner->first;
    if (start >= 2 && t[start - 1].is_symbol(".") && f_.honorifics_.at(t, start - 2)) start -= 2;
    // "Mayor Ortiz's top adviser": a title before the possessor is part of it.
    if (start >= 1 && t[start - 1].capitalized) {
      PhraseTable::Match title = f_.roles_.at(t, start - 1);
      if (title && title.length == 1) --start;
    }
    return start;
  }

  // "Gov. Lena Ortiz", "Sen. Tom Hale": an abbreviated title of office is the person's role,
  // so an office holder's praise of their own government reads as argued. Returns the name's last
  // token, or i when no titled name starts there.
  size_t office_title_role(const Tokens& t, size_t i) {
    if (!f_.office_titles_.at(t, i) || i + 2 >= t.size() || !t[i + 1].is_symbol(".")) return i;
    std::optional<Run> name = run_at(t, i + 2);
    if (!name || names_an_organization(t, *name)) return i;
    uint32_t person = resolve_run(t, *name);
    Source& s = a_.sources[person];
    if (s.role.empty()) s.role = join_tokens(t, i, i + 1, text_);
    s.type = SourceType::Person;
    return name->last;
  }

  // "Carla Nunes, do Instituto de Estudos Fiscais," / "Teresa Alvarez, who directs ... at X".
  void find_affiliations(uint32_t s) {
    const Tokens& t = tokens_[s];
    find_owned_names(t);
    find_party_tags(t);
    for (size_t i = 0; i + 3 < t.size(); ++i) {
      std::optional<Run> name = run_at(t, i);
      if (!name || name->last == name->first) continue;
      size_t j = name->last + 1;
      if (j >= t.size()) break;
      // "said David Lane of the Harbor Retail Federation": with no comma, only "of the" or "at
      // the" and a body of several words whose name says it is one (a word of kind, a known
      // organization). "in the GOP race" is where, and Portuguese names take "da" and "do".
      const bool comma = t[j].is_symbol(",");
      size_t k = comma ? j + 1 : j;
      if (!comma &&
          (k + 2 >= t.size() || !is_article(t[k + 1]) || f_.place_prepositions_.at(t, k))) {
        i = name->last;
        continue;
      }
      if (k + 1 < t.size() && is_preposition(t, k)) {
        const size_t at = comma ? k + 1 : k + 2;
        std::optional<Run> org = run_at(t, at);
        // "Sen. Ted Cruz for the GOP nomination": an acronym alone there modifies a noun.
        if (!comma && org && org->first == org->last) org.reset();
        // "Clara Nogueira, da Vivace,": with an article and closing the apposition, an employer
        // even when its name alone says nothing ("de São Paulo" is where someone is from).
        bool closes = comma && org && org->last + 1 < t.size() && t[org->last + 1].is_symbol(",") &&
                      (t[k].lower == "da" || t[k].lower == "do" || t[k].lower == "at");
        if (org && (closes || run_is_org(t, *org, join_tokens(t, org->first, org->last, text_)))) {
          uint32_t person = resolve_run(t, *name);
          if (a_.sources[person].type == SourceType::Person && a_.sources[person].organization.empty()) {
            a_.sources[person].organization = join_tokens(t, org->first, org->last, text_);
          }
        }
      }
      i = name->last;
    }
  }

  // "Carla Mendes (PRT-MG)", "Sen. Jo Hale (R-Ohio)": a party's tag in parentheses right after a
  // name, alone or joined to the state, is the person's party; so is a party's word right before
  // a full name ("o tucano Aldo Reis").
  void find_party_tags(const Tokens& t) {
    // One pass: most words are neither a party's word before a name nor an opening parenthesis.
    for (size_t k = 0; k + 2 < t.size(); ++k) {
      if (t[k].is_symbol()) {
        if (k > 0 && t[k].text == "(" && !f_.party_tags_.empty()) party_tag_at(t, k);
      } else if (!t[k].capitalized && t[k + 1].capitalized) {
        party_word_at(t, k);
      }
    }
  }

  // "o tucano Aldo Reis": the party's word right before a full name.
  void party_word_at(const Tokens& t, size_t k) {
    PhraseTable::Match word = f_.party_words_.at(t, k);
    if (!word) return;
    std::optional<Run> name = run_at(t, k + word.length);
    if (!name || name->last == name->first || names_an_organization(t, *name)) return;
    Source& source = a_.sources[resolve_run(t, *name)];
    if (source.type == SourceType::Person && source.affiliation.empty()) {
      source.affiliation = *word.value;
    }
  }

  // "Carla Mendes (PRT-MG)": the tag in the parenthesis that opens at t[k].
  void party_tag_at(const Tokens& t, size_t k) {
    if (!t[k + 1].is_word()) return;
    std::string_view tag = t[k + 1].text;
    size_t dash = tag.find('-');
    // "(PRT)" closes at once; "(PRT-MG)" is one word, "(D-N.Y.)" goes on past the state.
    if (dash == std::string_view::npos && !t[k + 2].is_symbol(")")) return;
    const std::string key = folded(tag.substr(0, dash));
    // A tag listed with a dash ("PR-") is also a state's: only the tag with a state after it is
    // the party ("Ana Lima (PR)" is where she is from).
    auto party = f_.party_tags_.find(dash == std::string_view::npos ? key : key + "-");
    if (party == f_.party_tags_.end()) party = f_.party_tags_.find(key);
    if (party == f_.party_tags_.end()) return;
    // Two words at least: a town before its state ("Toledo (PR)") is one word more often than a
    // politician is.
    std::optional<Run> name = run_ending_at(t, k - 1);
    if (!name || name->last == name->first || names_an_organization(t, *name)) return;
    Source& source = a_.sources[resolve_run(t, *name)];
    if (source.type == SourceType::Person && source.affiliation.empty()) {
      source.affiliation = party->second;
    }
  }

  // "Harbor Policy Forum’s Douglas Keane said": a body's possessive right before a full
  // name is the person's employer. A person's possessive ("Clinton's James Carville") is left to
  // the roles that say what the tie is, and an outlet's to the byline it is.
  void find_owned_names(const Tokens& t) {
    for (size_t k = 0; k + 2 < t.size(); ++k) {
      if (!t[k].capitalized || possessive_length(t[k].text) == 0) continue;
      std::optional<Run> name = run_at(t, k + 1);
      if (!name || name->last == name->first || names_an_organization(t, *name)) continue;
      // One capitalized run holds both names; the body's words are those before the person's.
      size_t first = k;
      while (first > 0 && is_name_word(t[first - 1]) && t[first].space_before) --first;
      if (f_.not_names_.at(t, first)) ++first;  // "The Harbor Institute’s"
      if (first > k) continue;
      const Run owner{first, k};
      // "by The Wall Street Journal's Jennifer Smith": a byline quoted from another paper names
      // its reporter, who speaks for no party of the story.
      std::string body = without_possessive(join_tokens(t, owner.first, owner.last, text_));
      if (f_.outlets_.found_in(tokens_of(body))) continue;
      // The possessive word itself ("Forum’s") is no word of kind: the name without it is read.
      if (!f_.parties_.count(fold(body)) && !f_.org_words_.found_in(tokens_of(body)) &&
          !known_as_organization(body)) {
        continue;
      }
      uint32_t person = resolve_run(t, *name);
      if (a_.sources[person].type == SourceType::Person &&
          a_.sources[person].organization.empty()) {
        a_.sources[person].organization = std::move(body);
      }
    }
  }

  // ---- attribution cues --------------------------------------------------------------------

  bool inside_quote(Span span) const {
    for (const Quote& q : a_.quotes) {
      if (q.span.contains(span.start)) return true;
    }
    return false;
  }

  Span sentence_span() const { return a_.sentences[sentence_].span; }

  uint32_t add_attribution(Span cue, uint32_t source, Span covers, bool via_link = false) {
    // A reference ("a companhia") read in this sentence becomes this attribution's source.
    if (source != kNone && a_.sources[source].name == kSubjectPlaceholder &&
        pending_reference_.sentence == sentence_ && !pending_reference_.organizations.empty()) {
      local_references_.emplace(static_cast<uint32_t>(a_.attributions.size()), pending_reference_);
    }
    Attribution at;
    at.cue = cue;
    at.source = source;
    at.covers = covers;
    at.via_link = via_link;
    a_.attributions.push_back(at);
    return static_cast<uint32_t>(a_.attributions.size() - 1);
  }

  // The public body that "a administração municipal" at token j names by its kind.
  uint32_t body_reference(const Tokens& t, size_t j, PhraseTable::Match m) {
    uint32_t body = add_source(*m.value, SourceType::Organization);
    mention(body, {t[j].span.start, t[j + m.length - 1].span.end});
    return body;
  }

  // The source named at token j (after an optional article): a name, a pronoun, a role, a group,
  // an anonymous source, a document, or a reference to the subject ("a empresa").
  uint32_t source_at(const Tokens& t, size_t j) {
    if (j >= t.size()) return kNone;
    if (f_.pronouns_.at(t, j)) return pronoun_source(t, j);
    // "segundo a administração municipal": a public body named by its kind is that body, the
    // one the article names in full when it does ("Prefeitura" is short for "Prefeitura de X").
    if (PhraseTable::Match m = f_.body_refs_.at(t, j)) return body_reference(t, j, m);
    if (PhraseTable::Match m = f_.subject_refs_.at(t, j))
      return subject_reference(t, j, j + m.length - 1);
    if (PhraseTable::Match m = f_.anonymous_.at(t, j)) return named_group(t, j, m.length, SourceType::Anonymous);
    if (PhraseTable::Match m = f_.groups_.at(t, j)) return named_group(t, j, m.length, SourceType::Group);
    size_t k = j;
    // "said the chairman", "disse o diretor", and a possessive ("said its chairman, Rui Campos",
    // "disse seu advogado"): the post that follows names the speaker.
    static constexpr std::string_view kDeterminers[] = {"o",   "a",   "os",    "as",  "the", "its",
                                                        "his", "her", "their", "seu", "sua"};
    if (std::find(std::begin(kDeterminers), std::end(kDeterminers), t[k].lower) !=
        std::end(kDeterminers)) {
      ++k;
    }
    if (k >= t.size()) return kNone;
    if (PhraseTable::Match m = f_.anonymous_.at(t, k)) return named_group(t, k, m.length, SourceType::Anonymous);
    if (PhraseTable::Match m = f_.groups_.at(t, k)) return named_group(t, k, m.length, SourceType::Group);
    if (PhraseTable::Match m = f_.documents_.at(t, k)) return document_source(t, k, m.length);
    if (k > j && party_reference_at(t, k)) return party_member(t, k);
    if (PhraseTable::Match role = f_.roles_.at(t, k)) {
      RolePhrase p = read_role(t, k, role.length);
      size_t n = p.end < t.size() && t[p.end].is_symbol(",") ? p.end + 1 : p.end;
      if (std::optional<Run> name = run_at(t, n)) {
        uint32_t person = resolve_run(t, *name);
        set_role(person, p, t);
        return person;
      }
      return person_by_role(p.role, {t[k].span.start, t[p.end - 1].span.end}, p.organization,
                            article_gender(t, p.role_first));
    }
    if (uint32_t person = person_after_qualified_role(t, k); person != kNone) return person;
    if (std::optional<Run> name = run_at(t, k)) {
      if (uint32_t person = person_after_owner(t, *name); person != kNone) return person;
      return resolve_run(t, *name, true);
    }
    return kNone;
  }

  // "said former Gov. Jim Hodges", "said longtime activist Bob Klaus", "said Ohio Gov. Jim
  // Hodges", "said Democratic pollster Ana Ruiz": words that qualify a post (lower case, a place,
  // a party) may stand between the verb and the post; the name after it speaks.
  // A capitalized word of any other kind is an owner ("said Vertex spokesman"), read elsewhere.
  uint32_t person_after_qualified_role(const Tokens& t, size_t k) {
    constexpr size_t kQualifiers = 3;
    size_t r = k;
    while (r < t.size() && !(r > k && (f_.roles_.at(t, r) || f_.honorifics_.at(t, r)))) {
      if (r - k >= kQualifiers) return kNone;
      if (PhraseTable::Match place = f_.places_.at(t, r)) {
        r += place.length;
      } else if (PhraseTable::Match party = f_.party_words_.at(t, r)) {
        r += party.length;
      } else if (qualifies_a_post(t, r)) {
        ++r;
      } else if (std::optional<Run> owner = r > k ? run_at(t, r) : std::nullopt) {
        return person_after_owner(t, *owner);  // "said former Obama adviser David Axelrod"
      } else {
        return kNone;
      }
    }
    if (r < t.size() && !f_.roles_.at(t, r)) {  // a title: "said former Gov. Jim Hodges"
      std::optional<Run> titled = run_at(t, r);
      return titled ? resolve_run(t, *titled, true) : kNone;
    }
    PhraseTable::Match role = r < t.size() ? f_.roles_.at(t, r) : PhraseTable::Match{};
    if (!role) return kNone;
    RolePhrase p = read_role(t, r, role.length, k);
    // The name right after the post ("said former secretary of state Ana Ruiz"): in "said a
    // longtime adviser to Trump" the name after "to" is whom the post serves.
    for (size_t q = r + role.length; q < p.end; ++q) {
      if (f_.role_modifier_stops_.at(t, q)) return kNone;
    }
    std::optional<Run> name = run_at(t, p.end);
    if (!name || names_an_organization(t, *name)) return kNone;
    uint32_t person = resolve_run(t, *name);
    set_role(person, p, t);
    return person;
  }

  // "former", "longtime", "retired": a word in lower case that may qualify a post before it.
  bool qualifies_a_post(const Tokens& t, size_t r) const {
    return t[r].is_word() && !t[r].capitalized && !is_article(t[r]) && !is_preposition(t, r) &&
           !f_.verbs_.at(t, r) && !f_.pronouns_.at(t, r) && !f_.role_modifier_stops_.at(t, r);
  }

  // "said Clinton ally James Carville", "told CrowdStrike co-founder Dmitri Alperovitch": a name,
  // a role in lower case and a full name: the second name speaks, in the role the first one gives.
  uint32_t person_after_owner(const Tokens& t, const Run& owner) {
    const size_t r = owner.last + 1;
    if (r >= t.size() || t[r].capitalized) return kNone;
    PhraseTable::Match role = f_.roles_.at(t, r);
    if (!role) return kNone;
    RolePhrase p = read_role(t, r, role.length);
    std::optional<Run> name = run_at(t, p.end);
    if (!name || name->last == name->first || names_an_organization(t, *name)) return kNone;
    if (p.organization.empty()) p.organization = join_tokens(t, owner.first, owner.last, text_);
    uint32_t person = resolve_run(t, *name);
    set_role(person, p, t);
    return person;
  }

  // Whether t[j], an ungendered pronoun after a speech verb, has a plural common noun as that
  // verb's subject: "investigators said they", not "Ana Ruiz said they" or "Jones said they".
  bool speaks_for_a_group(const Tokens& t, size_t j) const {
    if (f_.pronouns_female_.at(t, j) || f_.pronouns_male_.at(t, j)) return false;
    if (!f_.verbs_.at(t, j - 1)) return false;
    const Token& noun = t[j - 2];
    if (!noun.is_word() || (noun.capitalized && j - 2 != first_word(t))) return false;
    if (f_.pronouns_.at(t, j - 2) || f_.first_names_.at(t, j - 2)) return false;
    if (mentioned_people_.count(noun.lower)) return false;
    return noun.lower.size() > 3 && noun.lower.back() == 's' && possessive_length(noun.text) == 0;
  }

  // The pronoun at t[j] stands for the person last named, unless what is known of that person's
  // gender contradicts the pronoun's: "Rodrigo explicou. O doce de Ana, segundo ela, …" is Ana.
  uint32_t pronoun_source(const Tokens& t, size_t j) {
    const Token& pronoun = t[j];
    // "investigators said they found": the pronoun is the unnamed group that just spoke, a plural
    // noun in lower case (or opening the sentence) that names no one the article knows.
    if (j >= 2 && speaks_for_a_group(t, j)) return kNone;
    Gender wanted = f_.pronouns_female_.at(t, j) ? Gender::Female
                    : f_.pronouns_male_.at(t, j) ? Gender::Male
                                                 : Gender::Unknown;
    if (last_person_ == kNone) {
      // "Front-runner Ana Ruiz stretched the truth when she claimed...": no one has spoken yet,
      // but "she" is the woman named last.
      uint32_t named = wanted == Gender::Unknown ? kNone : last_named_of_gender(t, j, wanted);
      if (named == kNone) return last_source_;
      mention(named, pronoun.span);
      return named;
    }
    Gender last = gender_of(last_person_);
    if (wanted == Gender::Unknown || last == Gender::Unknown || last == wanted) {
      mention(last_person_, pronoun.span);
      return last_person_;
    }
    uint32_t other = person_of_gender(t, j, wanted);
    if (other != kNone) mention(other, pronoun.span);
    return other;  // none of that gender named: better no source than the wrong one
  }

  // The person of a gender named last before t[j]: in the sentence so far, else the latest
  // mention of a registered person or of a name noted in earlier sentences.
  uint32_t person_of_gender(const Tokens& t, size_t j, Gender wanted) {
    bool unknown_met = false;
    if (std::optional<std::string> name = sentence_name_before(t, j, wanted, false, unknown_met))
      return person_named(*name);
    uint32_t best = kNone, best_start = 0;
    for (uint32_t i = 0; i < a_.sources.size(); ++i) {
      if (a_.sources[i].type != SourceType::Person || gender_of(i) != wanted) continue;
      for (Span m : a_.sources[i].mentions) {
        if (m.start < t[j].span.start && (best == kNone || m.start >= best_start)) {
          best = i;
          best_start = m.start;
        }
      }
    }
    for (auto it = named_people_.rbegin(); it != named_people_.rend(); ++it) {
      if (it->gender != wanted || it->start >= t[j].span.start) continue;
      if (best == kNone || it->start > best_start) return person_named(it->name);
      break;
    }
    return best;
  }

  // The person named last before t[j], in the sentence so far or earlier, when of that gender;
  // none when the last name's gender is unknown ("Sanders went first. ... he said" is no earlier
  // man's), and names of the other gender are passed over.
  uint32_t last_named_of_gender(const Tokens& t, size_t j, Gender wanted) {
    bool unknown_met = false;
    if (std::optional<std::string> name = sentence_name_before(t, j, wanted, true, unknown_met))
      return person_named(*name);
    if (unknown_met) return kNone;
    for (auto it = named_people_.rbegin(); it != named_people_.rend(); ++it) {
      if (it->start >= t[j].span.start) continue;
      if (it->gender == wanted) return person_named(it->name);
      if (it->gender == Gender::Unknown) return kNone;
    }
    return kNone;
  }

  // The name of the person of the wanted gender named last in the sentence before t[j], past
  // organizations and names of the other gender; a name of unknown gender ends the search when
  // `unknown_ends`, and sets `unknown_met`.
  std::optional<std::string> sentence_name_before(const Tokens& t, size_t j, Gender wanted,
                                                  bool unknown_ends, bool& unknown_met) const {
    for (size_t k = j; k-- > 0;) {
      std::optional<Run> r = run_ending_at(t, k);
      if (!r) continue;
      if (r->first > k) continue;  // a title stripped from a longer run: no name ends here
      const Gender g = name_gender(t, r->first);
      if (g == wanted || (unknown_ends && g == Gender::Unknown)) {
        std::string name = join_tokens(t, r->first, r->last, text_);
        if (!run_is_org(t, *r, name)) {
          if (g == wanted) return name;
          unknown_met = true;
          return std::nullopt;
        }
      }
      k = r->first;
    }
    return std::nullopt;
  }

  // The registered person of this name, or a new one.
  uint32_t person_named(const std::string& name) {
    uint32_t id = existing(name);
    if (id != kNone && a_.sources[id].type == SourceType::Person) return id;
    if (name.find(' ') == std::string::npos) {
      if (uint32_t part = person_by_part(name); part != kNone) return part;
    }
    return add_source(name, SourceType::Person);
  }

  // ---- gender, for pronouns ------------------------------------------------------------------

  Gender gender_of(uint32_t id) const {
    return id < genders_.size() ? genders_[id] : Gender::Unknown;
  }

  // The first evidence of a person's gender wins: a first name, or an article before a role.
  void set_gender(uint32_t id, Gender gender) {
    if (gender == Gender::Unknown) return;
    if (genders_.size() <= id) genders_.resize(id + 1, Gender::Unknown);
    if (genders_[id] == Gender::Unknown) genders_[id] = gender;
  }

  Gender name_gender(const Tokens& t, size_t first) const {
    if (f_.first_female_.at(t, first)) return Gender::Female;
    if (f_.first_male_.at(t, first)) return Gender::Male;
    return Gender::Unknown;
  }

  // "a economista", "pelo gerente": Portuguese articles and contractions before a role.
  Gender article_gender(const Tokens& t, size_t role_first) const {
    if (role_first == 0) return Gender::Unknown;
    if (f_.articles_female_.at(t, role_first - 1)) return Gender::Female;
    if (f_.articles_male_.at(t, role_first - 1)) return Gender::Male;
    return Gender::Unknown;
  }

  uint32_t person_by_role(const std::string& role, Span span, const std::string& organization,
                          Gender gender) {
    const std::string& r = fold(role);
    for (uint32_t i = 0; i < a_.sources.size(); ++i) {
      if (a_.sources[i].type == SourceType::Person && !a_.sources[i].role.empty() &&
          fold(a_.sources[i].role).find(r) != std::string::npos) {
        mention(i, span);
        return i;
      }
    }
    uint32_t id = add_source(role, SourceType::Person);
    set_gender(id, gender);
    a_.sources[id].role = role;
    if (a_.sources[id].organization.empty()) a_.sources[id].organization = organization;
    mention(id, span);
    return id;
  }

  // "disse o tucano", "o petista afirmou", "said the Republican": one of a party, after a
  // definite article, standing alone (not "o tucano Aldo Reis", "the Democratic nominee").
  bool party_reference_at(const Tokens& t, size_t k) const {
    if (k == 0 || !(t[k - 1].lower == "o" || t[k - 1].lower == "a" || t[k - 1].lower == "the")) {
      return false;
    }
    PhraseTable::Match m = f_.party_words_.at(t, k);
    if (!m) return false;
    const size_t after = k + m.length;
    return after >= t.size() || !t[after].is_word() || f_.verbs_.at(t, after);
  }

  // The person of the party that the reference at t[k] names, mentioned last before it, who gets
  // the mention; none when the article has named no one of the party yet.
  uint32_t party_member(const Tokens& t, size_t k) {
    PhraseTable::Match m = f_.party_words_.at(t, k);
    const std::string& party = *m.value;
    const Span span{t[k - 1].span.start, t[k + m.length - 1].span.end};
    uint32_t found = kNone;
    uint32_t latest = 0;
    for (uint32_t i = 0; i < a_.sources.size(); ++i) {
      const Source& s = a_.sources[i];
      if (s.type != SourceType::Person || s.affiliation != party) continue;
      for (Span m : s.mentions) {
        if (m.start < span.start && (found == kNone || m.start >= latest)) {
          found = i;
          latest = m.start;
        }
      }
    }
    if (found != kNone) mention(found, span);
    return found;
  }

  // "especialistas", "fontes", "a equipe de vendas da Vertex": a group, with its organization.
  uint32_t named_group(const Tokens& t, size_t j, size_t len, SourceType type) {
    size_t end = j + len;
    std::string organization;
    if (end + 1 < t.size() && is_preposition(t, end)) {
      size_t k = end + 1;
      // "a equipe de vendas da Vertex": skip one lowercase noun and its preposition.
      if (k + 1 < t.size() && t[k].is_word() && !t[k].capitalized && is_preposition(t, k + 1)) {
        k += 2;
      }
      if (std::optional<Run> org = run_at(t, k)) {
        organization = join_tokens(t, org->first, org->last, text_);
        end = org->last + 1;
      }
    }
    std::string name = join_tokens(t, j, end - 1, text_);
    uint32_t id = add_source(name, type);
    if (a_.sources[id].organization.empty()) a_.sources[id].organization = organization;
    mention(id, {t[j].span.start, t[end - 1].span.end});
    if (type == SourceType::Anonymous && justified_anonymity()) a_.sources[id].role = "anonymity justified";
    return id;
  }

  bool justified_anonymity() const {
    const Tokens& t = tokens_[sentence_];
    for (size_t i = 0; i < t.size(); ++i) {
      if (f_.anonymity_reasons_.at(t, i)) return true;
    }
    return false;
  }

  // "o relatório da FGV", "dados do IBGE": the organization behind a document is the source.
  uint32_t document_source(const Tokens& t, size_t k, size_t len) {
    size_t end = k + len;
    if (end + 1 < t.size() && is_preposition(t, end)) {
      if (std::optional<Run> org = run_at(t, end + 1)) {
        std::string name = join_tokens(t, org->first, org->last, text_);
        uint32_t id = add_source(name, outlet_or_org(t, *org));
        mention(id, {t[org->first].span.start, t[org->last].span.end});
        return id;
      }
    }
    std::string name = join_tokens(t, k, end - 1, text_);
    uint32_t id = add_source(name, SourceType::Document);
    mention(id, {t[k].span.start, t[end - 1].span.end});
    if (a_.sources[id].organization.empty()) a_.sources[id].organization = commissioner(t, end);
    return id;
  }

  // "a survey it commissioned", "estudo encomendado pelo próprio Atlético": a document paid for by
  // a party speaks for that party. Returns the party's name ("" when none is said), or the
  // subject placeholder for "it" and "a própria empresa".
  std::string commissioner(const Tokens& t, size_t after) {
    for (size_t i = after; i < t.size() && i < after + 4; ++i) {
      if (is_separator_token(t[i])) return "";
      PhraseTable::Match m = f_.commissioned_.at(t, i);
      if (!m) continue;
      if (i > after && f_.pronouns_.at(t, i - 1)) return party_name_of(last_source_);
      size_t k = i + m.length;
      while (k < t.size() && (t[k].lower == "by" || t[k].lower == "pelo" || t[k].lower == "pela" ||
                              t[k].lower == "próprio" || t[k].lower == "própria" || t[k].lower == "the" ||
                              t[k].lower == "its" || t[k].lower == "own")) {
        ++k;
      }
      if (k >= t.size()) return "";
      if (f_.subject_refs_.at(t, k) || (k > 0 && f_.subject_refs_.at(t, k - 1))) return kSubjectPlaceholder;
      if (std::optional<Run> org = run_at(t, k)) return join_tokens(t, org->first, org->last, text_);
      // "commissioned by the company", "encomendada pela empresa": the party the story is about.
      if (t[k].is_word() && !t[k].capitalized) return kSubjectPlaceholder;
      return "";
    }
    return "";
  }

  static bool is_separator_token(const Token& t) {
    return t.is_symbol() && (t.text == "," || t.text == ";" || t.text == "." || t.text == ":");
  }

  // The organization a registered source speaks for, for documents it commissioned.
  std::string party_name_of(uint32_t id) const {
    if (id == kNone) return "";
    const Source& s = a_.sources[id];
    if (s.type == SourceType::Person) return s.organization;
    return s.name;
  }

  SourceType outlet_or_org(const Tokens& t, const Run& r) const {
    PhraseTable::Match outlet = f_.outlets_.at(t, r.first);
    return outlet && r.first + outlet.length - 1 == r.last ? SourceType::Outlet : SourceType::Organization;
  }

  // "a empresa", "the company": stands for the subject, resolved once the subject is known.
  uint32_t subject_reference(const Tokens& t, size_t first, size_t last) {
    Span span{t[first].span.start, t[last].span.end};
    uint32_t id = add_source(kSubjectPlaceholder, SourceType::Organization);
    mention(id, span);
    pending_reference_ = {sentence_, span, organizations_before(t, first)};
    if (subject_reference_.empty()) subject_reference_ = std::string(a_.document->view(span));
    return id;
  }

  // The organizations named in the passage before t[first], nearest first: the sentence so far
  // and the one before it in the same paragraph. "Segundo a companhia" in a digest of short
  // items means the company of that item, not the one the article is mostly about.
  std::vector<std::string> organizations_before(const Tokens& t, size_t first) const {
    std::vector<std::string> found;
    collect_organizations(t, first, found);
    if (sentence_ > 0 && !is_paragraph_start(sentence_)) {
      const Tokens& previous = tokens_[sentence_ - 1];
      collect_organizations(previous, previous.size(), found);
    }
    return found;
  }

  // Organization names in t[0, end), appended last first.
  void collect_organizations(const Tokens& t, size_t end, std::vector<std::string>& out) const {
    std::vector<std::string> here;
    for (size_t i = 0; i < end; ++i) {
      std::optional<Run> r = run_at(t, i);
      if (!r) continue;
      if (r->last < end && names_organization_here(t, *r))
        here.push_back(join_tokens(t, r->first, r->last, text_));
      i = r->last;
    }
    out.insert(out.end(), here.rbegin(), here.rend());
  }

  // An organization, not an outlet, a place or a person: a name with an organization word, an
  // alias or acronym, or (where the language marks organizations with articles) one word after
  // an article that is no one's first name and no place ("uma operação da Eletrona").
  bool names_organization_here(const Tokens& t, const Run& r) const {
    PhraseTable::Match outlet = f_.outlets_.at(t, r.first);
    if (outlet && r.first + outlet.length - 1 == r.last) return false;
    if (f_.places_.at(t, r.first) || f_.first_names_.at(t, r.first)) return false;
    std::string name = join_tokens(t, r.first, r.last, text_);
    if (run_is_org(t, r, name)) return true;
    for (const Source& s : a_.sources) {
      if (s.type == SourceType::Organization && s.name == name)
        return true;  // "A Lumen Games afirma"
    }
    return r.first == r.last && r.first > 0 && !f_.org_articles_.empty() &&
           f_.org_articles_.at(t, r.first - 1) && t[r.first - 1].lower != "a" &&
           t[r.first - 1].lower != "o";  // "a Maria", "o Pedro"
  }

  // Skips what stands between a subject and its verb: adverbs, clitics, auxiliaries, and one
  // apposition between commas ("Carroll, diretor de engenharia, afirmou").
  size_t subject_end_before(const Tokens& t, size_t verb) const {
    size_t k = verb;
    while (k > 0 && f_.verb_fillers_.at(t, k - 1)) --k;
    // "The campaign on Monday reported": when it spoke stands between the speaker and the verb.
    if (k >= 2 && f_.weekdays_.at(t, k - 1)) {
      --k;
      if (k >= 2 && t[k - 1].lower == "on") --k;
    }
    // "O Ministério Público Federal (MPF) informou", "Rep. Ana Ruiz (D-Ore.) said": an acronym or
    // an affiliation in parentheses stands between the name and its verb.
    if (k >= 3 && t[k - 1].is_symbol(")")) {
      for (size_t open = k - 2; open > 0 && k - open <= 6; --open) {
        if (t[open].is_symbol(")")) break;
        if (!t[open].is_symbol("(")) continue;
        if (is_name_word(t[open - 1])) k = open;
        break;
      }
    }
    if (k >= 2 && t[k - 1].is_symbol(",")) {
      for (size_t c = k - 2; c > 0; --c) {
        if (!t[c].is_symbol(",")) continue;
        // "o presidente da Vale Norte, Rui Prado, ter dito": a name between the commas is the subject.
        if (std::optional<Run> name = run_at(t, c + 1); name && name->last + 2 == k) return k - 1;
        return c;  // "Carroll, diretor de engenharia, afirmou": the token before the comma
      }
    }
    return k;
  }

  void find_verb_cues(uint32_t s) {
    const Tokens& t = tokens_[s];
    for (size_t i = 0; i < t.size(); ++i) {
      PhraseTable::Match verb = f_.verbs_.at(t, i);
      // Right after a quotation ("“…”, dizia o relatório do ano passado") the verb tags the quote.
      bool tags_quote = i >= 2 && t[i - 1].is_symbol(",") && is_closing_quote(t[i - 2]);
      // "“…”, falou.", "“…”, insistiu ele": some verbs tag a quotation only right after it, and
      // only with no subject or a pronoun (the person last named); elsewhere "falou sobre a obra"
      // speaks of a subject and states nothing, and "insistiu o vendedor" names someone the
      // analysis would not resolve where the quote's carried-over speaker is right.
      if (!verb && tags_quote) {
        PhraseTable::Match tag = f_.tag_verbs_.at(t, i);
        size_t next = i + tag.length;
        if (tag && (next >= t.size() || t[next].is_symbol() || f_.pronouns_.at(t, next)))
          verb = tag;
      }
      // "pesquisa realizada pelo Datafolha", "a county survey released Friday": a participle is a cue
      // only with its agent after it or a document before it ("The agency has released 55,000
      // pages" is the agency's act, not its statement).
      bool participle = false;
      if (!verb) {
        verb = f_.participles_.at(t, i);
        bool agent = verb && i + verb.length < t.size() && f_.agent_prepositions_.at(t, i + verb.length);
        participle = verb && (agent || (i > 0 && f_.documents_.before(t, i)));
        if (!participle) continue;
      }
      Span cue{t[i].span.start, t[i + verb.length - 1].span.end};
      if (inside_quote(cue)) continue;
      // "the United States", "Hospital Notes": a capitalized word inside a name is not a verb;
      // nor after an article or a number ("a 2ª Mostra de Cinema", "the Reports desk").
      if (t[i].capitalized && i > first_word(t) && t[i].space_before &&
          (is_name_word(t[i - 1]) || t[i - 1].has_digit || f_.articles_female_.at(t, i - 1) ||
           f_.articles_male_.at(t, i - 1) || f_.org_determiners_.at(t, i - 1))) {
        continue;
      }
      size_t after = i + verb.length;
      // "Okafor’s reported net worth": after a possessive of someone the article names, a past
      // participle describes the noun after it ("Okafor's claims that..." are still his).
      if (i > 0 && possessive_length(t[i - 1].text) > 0 && t[i].lower.ends_with("ed") &&
          mentioned_people_.count(without_possessive(t[i - 1].lower))) {
        continue;
      }
      // "A ANP ainda não divulgou os dados", "the White House did not say": no statement is made.
      if (negated(t, i)) {
        i = after - 1;
        continue;
      }
      bool inverted =
          i == first_word(t) || (i > 0 && (t[i - 1].is_symbol(",") || is_closing_quote(t[i - 1]) ||
                                           t[i - 1].is_symbol("—") || t[i - 1].is_symbol("–")));
      // "X, which builds cars, says they use less": a pronoun followed by its own verb starts the
      // reported clause; only "…, said he." puts the speaker after the verb.
      if (inverted && after + 1 < t.size() && f_.pronouns_.at(t, after) && t[after + 1].is_word()) {
        inverted = false;
      }
      // "…, the spokesman, Federico Lombardi, told Vatican Radio": after "told" comes whom the
      // speaker told, never the speaker.
      if (inverted && f_.addressee_verbs_.at(t, i)) inverted = false;
      uint32_t source = kNone;
      if (inverted) source = source_at(t, after);
      // "…, said Mark Carroll." names the speaker and ends; "…, shows Apex 5G service in…" goes
      // on with an object: after a comma, only a name that closes the clause is the speaker. A
      // verb that tags a quote is not followed by an object.
      if (source != kNone && i > 0 && t[i - 1].is_symbol(",") && !tags_quote &&
          !ends_clause_after(t, source)) {
        source = kNone;
      }
      // "“…”, disse." with no subject: the person last named is speaking.
      if (inverted && source == kNone && (after >= t.size() || t[after].is_symbol()) && last_person_ != kNone) {
        source = last_person_;
      }
      // "o plano anunciado pela governadora", "figures released by the bureau": a participle
      // names its agent after "pelo" / "by".
      if (source == kNone && after + 1 < t.size() && f_.agent_prepositions_.at(t, after)) {
        source = source_at(t, after + f_.agent_prepositions_.at(t, after).length);
      }
      bool unresolved_pronoun = false;  // "“…,” he said." with no man the analysis can name
      if (source == kNone) {
        size_t end = subject_end_before(t, i);
        source = subject_before(t, end);
        if (source == kNone) source = coordinated_subject(t, end);
        unresolved_pronoun =
            source == kNone && end > 0 &&
            (f_.pronouns_female_.at(t, end - 1) || f_.pronouns_male_.at(t, end - 1));
      }
      // "A Apple elogiou o Inferentia e reconheceu o Trainium": one subject, two verbs.
      if (source == kNone && previous_cue_source_sentence_ == s) source = previous_cue_source_;
      if (source == kNone && is_gerund(t[i]) && i > 0 && t[i - 1].is_symbol(","))
        source = opening_subject(t, i);
      if (source != kNone) {
        previous_cue_source_ = source;
        previous_cue_source_sentence_ = s;
      } else if ((inverted && names_someone_after(t, after)) || unresolved_pronoun) {
        unresolved_tags_.push_back(cue.start);  // "“…”, diz a mãe dela": a speaker, not resolved
      }
      add_attribution(cue, source, sentence_span());
      i = after - 1;
    }
  }

  // "saying", "noting", "dizendo", "alegando", "pedindo": a verb's gerund ("segundo" is none).
  static bool is_gerund(const Token& t) {
    return !t.capitalized && (t.lower.ends_with("ing") || t.lower.ends_with("ando") ||
                              t.lower.ends_with("endo") || t.lower.ends_with("indo"));
  }

  // "Carly Fiorina threw her support behind Cruz on Wednesday, saying...", "Mr. Obama revised his
  // plans, saying...", "O ministro criticou a proposta, dizendo...": a gerund after a comma
  // speaks for the name or pronoun that opens the sentence, when a verb follows it there.
  uint32_t opening_subject(const Tokens& t, size_t gerund) {
    size_t first = first_word(t);
    if (first >= gerund) return kNone;
    if (f_.pronouns_.at(t, first)) {
      return opens_a_clause_before(t, first + 1, gerund) ? pronoun_source(t, first) : kNone;
    }
    // "O juiz Caio Prates acolheu": an article and a post may come before the name.
    if (is_article(t[first])) ++first;
    if (PhraseTable::Match role = first < gerund ? f_.roles_.at(t, first) : PhraseTable::Match{})
      first += role.length;
    std::optional<Run> name = run_at(t, first);
    if (!name) return kNone;
    // "Erin Brockovich, the activist, tweeted..., saying": past an apposition too.
    const size_t after = name->last + 1;
    const bool apposition = after < gerund && (t[after].is_symbol(",") || t[after].is_symbol("("));
    if (!opens_a_clause_before(t, after, gerund) &&
        !(apposition && verb_follows(t, t[name->last].span.end, gerund))) {
      return kNone;
    }
    return subject_before(t, name->last + 1);
  }

  // Whether the word at `verb` (past adverbs and auxiliaries) is a verb's, before token `stop`.
  bool opens_a_clause_before(const Tokens& t, size_t verb, size_t stop) const {
    while (verb < stop && f_.verb_fillers_.at(t, verb)) ++verb;
    return verb < stop && t[verb].is_word() && !t[verb].capitalized && !is_preposition(t, verb) &&
           !f_.coordinators_.at(t, verb) && !f_.role_modifier_stops_.at(t, verb);
  }

  // "the district chairman, Ana Ruiz, declined to name them but said one was...": a verb after
  // "but" or "and" shares the subject of the clause before it, when that clause names one person
  // and reports no one's words (in "Critics said Ruiz lied and said..." the critics speak).
  uint32_t coordinated_subject(const Tokens& t, size_t end) const {
    if (end == 0 || !f_.coordinators_.at(t, end - 1)) return kNone;
    const Span clause{sentence_span().start, t[end - 1].span.start};
    for (const Attribution& a : a_.attributions) {
      if (a.cue.start >= clause.start && a.cue.start < clause.end) return kNone;
    }
    uint32_t subject = kNone;
    Span named{};
    for (uint32_t id = 0; id < a_.sources.size(); ++id) {
      const Source& s = a_.sources[id];
      for (Span m : s.mentions) {
        if (m.start < clause.start || m.end > clause.end) continue;
        if (s.type != SourceType::Person || (subject != kNone && subject != id)) return kNone;
        subject = id;
        named = m;
        break;
      }
    }
    return subject != kNone && verb_follows(t, named.end, end - 1) ? subject : kNone;
  }

  // Whether the first word after `from` (past a parenthesis or a short apposition between
  // commas) and before token `stop` is a verb's: "Ana Ruiz (PRT) declined", "Ana Ruiz, 19, is".
  // "the decision of President Ana Ruiz, but" has none: she is not the clause's subject.
  bool verb_follows(const Tokens& t, uint32_t from, size_t stop) const {
    size_t k = 0;
    while (k < stop && t[k].span.start < from) ++k;
    if (k < stop && t[k].is_symbol("(")) {
      while (k < stop && !t[k].is_symbol(")")) ++k;
      ++k;
    }
    if (k < stop && t[k].is_symbol(",")) {
      // "Ana Ruiz, de 19 anos, é": past the apposition; "Ana Ruiz, reconstituiu": the verb.
      size_t close = k + 1;
      while (close < stop && close - k <= 8 && !t[close].is_symbol(",")) ++close;
      k = close < stop && t[close].is_symbol(",") ? close + 1 : k + 1;
    }
    return k < stop && t[k].is_word() && !t[k].capitalized && !is_preposition(t, k) &&
           !f_.coordinators_.at(t, k);
  }

  // Whether words after an inverted verb name its speaker ("diz a mãe dela", "said a spokesman")
  // rather than go on with the sentence ("disse à rádio", "disse ontem").
  bool names_someone_after(const Tokens& t, size_t after) const {
    return after < t.size() && t[after].is_word() && !is_preposition(t, after) &&
           !f_.after_speaker_.at(t, after) && !f_.not_speaker_after_.at(t, after);
  }

  // Whether a negation stands among the adverbs and auxiliaries just before the verb at i.
  bool negated(const Tokens& t, size_t i) const {
    for (size_t k = i, seen = 0; k > 0 && seen < 3; --k, ++seen) {
      const Token& prev = t[k - 1];
      if (!prev.is_word()) return false;
      if (f_.negations_.at(t, k - 1)) return true;
      if (f_.verbs_.at(t, k - 1) || prev.capitalized) return false;
    }
    return false;
  }

  // Whether the clause ends right after the source's latest mention (or a role apposition follows).
  bool ends_clause_after(const Tokens& t, uint32_t source) const {
    const std::vector<Span>& mentions = a_.sources[source].mentions;
    if (mentions.empty()) return true;
    uint32_t end = mentions.back().end;
    size_t k = 0;
    while (k < t.size() && t[k].span.start < end) ++k;
    if (k == t.size()) return true;
    // "…, informou o Detran nesta sexta-feira": when it spoke may follow the speaker.
    return t[k].is_symbol() || f_.roles_.at(t, k) || f_.after_speaker_.at(t, k) || t[k].lower == "the" ||
           t[k].lower == "o" || t[k].lower == "a";
  }

  // The source whose mention ends just before token `end`.
  uint32_t subject_before(const Tokens& t, size_t end) {
    if (end == 0) return kNone;
    size_t k = end - 1;
    if (f_.pronouns_.at(t, k)) return pronoun_source(t, k);
    if (uint32_t id = group_ending_at(t, k); id != kNone) return id;
    if (std::optional<Run> name = run_ending_at(t, k)) return named_subject(t, *name, k);
    if (k > 0 && party_reference_at(t, k)) return party_member(t, k);
    // A phrase ending here: look back a few tokens for a role, document or reference.
    for (size_t start = k + 1; start-- > 0 && k - start < 6;) {
      if (PhraseTable::Match m = f_.documents_.at(t, start); m && start + m.length - 1 <= k) {
        return document_source(t, start, m.length);
      }
      // "a administração municipal disse": the body, as after "segundo".
      if (PhraseTable::Match m = f_.body_refs_.at(t, start); m && start + m.length - 1 == k) {
        return body_reference(t, start, m);
      }
      if (PhraseTable::Match m = f_.roles_.at(t, start); m && start + m.length - 1 <= k) {
        RolePhrase p = read_role(t, start, m.length);
        return person_by_role(p.role, {t[start].span.start, t[k].span.end}, p.organization,
                              article_gender(t, p.role_first));
      }
      if (t[start].is_symbol(",") || t[start].is_symbol(".")) break;
    }
    return kNone;
  }

  // "especialistas dizem", "fontes disseram", "a empresa afirma": a group, an anonymous source or
  // the subject, named by a phrase that ends at token k.
  uint32_t group_ending_at(const Tokens& t, size_t k) {
    for (size_t start = k + 1; start-- > 0 && k - start < 5;) {
      if (PhraseTable::Match m = f_.subject_refs_.at(t, start); m && start + m.length - 1 == k) {
        return subject_reference(t, start, k);
      }
      if (PhraseTable::Match m = f_.anonymous_.at(t, start); m && start + m.length - 1 == k) {
        return named_group(t, start, m.length, SourceType::Anonymous);
      }
      if (PhraseTable::Match m = f_.groups_.at(t, start); m && start + m.length - 1 == k) {
        return named_group(t, start, m.length, SourceType::Group);
      }
      if (t[start].is_symbol(",")) break;
    }
    return kNone;
  }

  // A name just before the verb; "o diretor de vendas da Vertex contou": the speaker is the
  // director, Vertex his employer.
  uint32_t named_subject(const Tokens& t, const Run& name, size_t k) {
    if (name.first >= 2 && is_preposition(t, name.first - 1)) {
      for (size_t r = name.first - 1; r-- > 0 && name.first - r < 6;) {
        if (PhraseTable::Match m = f_.roles_.at(t, r)) {
          RolePhrase p = read_role(t, r, m.length);
          return person_by_role(p.role, {t[r].span.start, t[k].span.end}, p.organization,
                                article_gender(t, p.role_first));
        }
      }
    }
    return resolve_run(t, name, true);
  }

  void find_preposition_cues(uint32_t s) {
    const Tokens& t = tokens_[s];
    for (size_t i = 0; i < t.size(); ++i) {
      PhraseTable::Match prep = f_.prepositions_.at(t, i);
      if (!prep) continue;
      // "o segundo lugar", "um segundo turno", "no segundo semestre": an ordinal, not a source.
      if (i > 0 && f_.ordinal_determiners_.at(t, i - 1)) continue;
      // "in the new survey" is a cue; "in the New York Times" names a paper, not a new document.
      if (prep.length > 1 && t[i + prep.length - 1].capitalized) continue;
      size_t after = i + prep.length;
      if (after >= t.size() || t[after].has_digit) continue;
      Span cue{t[i].span.start, t[after - 1].span.end};
      // "segundo o órgão", "according to court filings": a source even when it cannot be named
      // here; the attribution is kept with an unresolved source.
      // "segundo informou a administração municipal": the verb stands between cue and source.
      size_t named_at = after;
      if (PhraseTable::Match verb = f_.verbs_.at(t, after); verb && !t[after].capitalized) {
        named_at += verb.length;
      }
      uint32_t source = source_at(t, named_at);
      Span covers = sentence_span();
      // "Segundo o relatório, ..." opening a paragraph covers the paragraph.
      // "Ainda segundo a pesquisa," / "Also according to the report," opens it just the same.
      size_t opener = first_word(t);
      if (opener < i && (t[opener].lower == "ainda" || t[opener].lower == "also" || t[opener].lower == "além")) {
        ++opener;
      }
      if (i == opener && is_paragraph_start(s)) covers = block_span(s);
      add_attribution(cue, source, covers);
      i = after - 1;
    }
  }

  bool is_paragraph_start(uint32_t s) const {
    return s == 0 || a_.sentences[s - 1].block != a_.sentences[s].block;
  }

  Span block_span(uint32_t s) const { return a_.document->blocks[a_.sentences[s].block].span; }

  // A hyperlink in the sentence cites its target; "(fonte: IBGE)" cites IBGE.
  void find_link_cues(uint32_t s) {
    Span span = sentence_span();
    for (const Link& link : a_.document->links) {
      if (link.anchor.empty() || !span.contains(link.anchor.start)) continue;
      std::string name = std::string(a_.document->view(link.anchor));
      uint32_t id = add_source(name.empty() ? link.href : name, SourceType::Document);
      mention(id, link.anchor);
      add_attribution(link.anchor, id, span, true);
    }
    const Tokens& t = tokens_[s];
    for (size_t i = 0; i + 2 < t.size(); ++i) {
      if (!t[i].is_symbol("(")) continue;
      size_t k = i + 1;
      if (k + 1 < t.size() && (t[k].lower == "fonte" || t[k].lower == "source") &&
          t[k + 1].is_symbol(":"))
        k += 2;
      std::optional<Run> org = run_at(t, k);
      if (!org || org->last + 1 >= t.size() || !t[org->last + 1].is_symbol(")")) continue;
      if (is_dateline_credit(s, i)) continue;
      // "Teotônio Vilela Filho (PSDB)", "Sen. Ted Cruz (R-Texas)": right after a name, the
      // parenthesis gives an affiliation or an abbreviation, not a source.
      if (k == i + 1 && i > 0 && is_name_word(t[i - 1])) continue;
      if (k == i + 1 && !run_is_org(t, *org, join_tokens(t, org->first, org->last, text_))) continue;
      uint32_t id = resolve_run(t, *org);
      add_attribution({t[i].span.start, t[org->last + 1].span.end}, id, span, true);
    }
  }

  // "Maria Reis: A gente…", "Tavares - Deve ficar em 8%": an interview printed as questions and
  // answers opens each answer with the speaker's name and a dash or a colon, and the person's
  // words run until the next turn opens. A turn opens a paragraph, or follows a question in the
  // same one (one-line exports run a whole interview into one paragraph), or is the next answer
  // of someone who has answered before (a question may be written as a statement). The name is
  // a person's: a full name with a first name the lexicon knows, or a name the article has
  // already given a person ("O economista Rui Tavares falou à reportagem." and then "Tavares -").
  void find_interview_turn(uint32_t s) {
    const bool opens = is_paragraph_start(s) || ends_with_question(s - 1);
    if (!opens && turn_quotes_.empty()) return;
    const Tokens& t = tokens_[s];
    std::optional<size_t> mark = turn_mark(t);
    if (!mark) return;
    const Run name{0, *mark - 1};
    uint32_t person = kNone;
    if (name.last > name.first && f_.first_names_.at(t, name.first)) {
      person = resolve_run(t, name);
    } else if (name.first == name.last) {
      person = person_by_part(t[name.first].text);
    } else {
      person = existing(join_tokens(t, name.first, name.last, text_));
    }
    if (person == kNone || a_.sources[person].type != SourceType::Person) return;
    if (!opens && std::none_of(turn_quotes_.begin(), turn_quotes_.end(),
                               [&](const Quote& q) { return q.speaker == person; })) {
      return;
    }
    const Span turn = turn_span(s);
    add_attribution(t[*mark].span, person, turn);
    // The answer is the person's own words, as a quotation is: a claim in it is theirs.
    if (*mark + 1 < t.size()) {
      Quote answer;
      answer.span = Span{t[*mark + 1].span.start, turn.end};
      answer.outer = turn;
      answer.speaker = person;
      turn_quotes_.push_back(answer);
    }
  }

  // Adds the interview answers to the quotations, in text order, once the marked quotations have
  // their speakers: an answer's speaker is its label's, not the nearest cue's. The quotations
  // whose speaker is a reference still to resolve are kept by index, which moves with them.
  void add_turn_quotes() {
    if (turn_quotes_.empty()) return;
    a_.quotes.insert(a_.quotes.end(), turn_quotes_.begin(), turn_quotes_.end());
    std::vector<uint32_t> order(a_.quotes.size());
    std::iota(order.begin(), order.end(), 0U);
    std::stable_sort(order.begin(), order.end(), [&](uint32_t x, uint32_t y) {
      return a_.quotes[x].outer.start < a_.quotes[y].outer.start;
    });
    std::vector<Quote> sorted;
    std::vector<uint32_t> moved_to(order.size());
    for (uint32_t k = 0; k < order.size(); ++k) {
      sorted.push_back(a_.quotes[order[k]]);
      moved_to[order[k]] = k;
    }
    a_.quotes = std::move(sorted);
    std::map<uint32_t, LocalReference> references;
    for (auto& [index, ref] : quote_references_) references.emplace(moved_to[index], std::move(ref));
    quote_references_ = std::move(references);
  }

  // The dash or colon after a name of at most four words that opens the sentence ("Tavares -",
  // "Folha de Vila Nova:"), with words after it: a turn's label.
  std::optional<size_t> turn_mark(const Tokens& t) const {
    constexpr size_t kMaxLabelWords = 4;
    if (first_word(t) != 0) return std::nullopt;
    std::optional<Run> name = run_at(t, 0);
    if (!name || name->last - name->first >= kMaxLabelWords) return std::nullopt;
    const size_t mark = name->last + 1;
    if (mark + 1 >= t.size()) return std::nullopt;
    const bool dash = t[mark].is_symbol("-") || t[mark].is_symbol("–") || t[mark].is_symbol("—");
    if (!dash && !t[mark].is_symbol(":")) return std::nullopt;
    return mark;
  }

  // The sentences of the turn that opens at sentence s: to the end of its paragraph, or to the
  // sentence before the next turn's label.
  Span turn_span(uint32_t s) const {
    Span span{a_.sentences[s].span.start, block_span(s).end};
    for (uint32_t k = s + 1; k < a_.sentences.size() && !is_paragraph_start(k); ++k) {
      if (turn_mark(tokens_[k])) {
        span.end = a_.sentences[k - 1].span.end;
        break;
      }
    }
    return span;
  }

  // Whether sentence s asks a question.
  bool ends_with_question(uint32_t s) const {
    const Span span = a_.sentences[s].span;
    return text::ends_in_question(text_.substr(span.start, span.size()));
  }

  // "“…”, exemplifica o professor Mauro Lima." / "“…”, lamenta Ana.": after a quotation and a
  // comma, one lowercase word and then a person closing the clause tag the quote with its speaker,
  // whatever the verb; the lexicon cannot list every verb a writer uses to vary "disse".
  void find_quote_tags(uint32_t s) {
    const Tokens& t = tokens_[s];
    for (size_t i = 0; i + 3 < t.size(); ++i) {
      if (!is_closing_quote(t[i]) || !t[i + 1].is_symbol(",") || !ends_quote(t[i].span.end))
        continue;
      size_t verb = i + 2, k = i + 3;
      const Token& w = t[verb];
      if (!w.is_word() || w.capitalized || w.has_digit || w.text.size() < 4 ||
          f_.verbs_.at(t, verb) || f_.not_names_.at(t, verb) || is_preposition(t, verb) ||
          f_.pronouns_.at(t, verb)) {
        continue;
      }
      if (!names_a_person_at(t, k)) continue;
      uint32_t source = source_at(t, k);
      if (source == kNone || a_.sources[source].type != SourceType::Person ||
          !ends_clause_after(t, source))
        continue;
      add_attribution(w.span, source, sentence_span());
    }
  }

  // Whether a whole (not partial) quotation ends at this offset.
  bool ends_quote(uint32_t end) const {
    for (const Quote& q : a_.quotes) {
      if (q.outer.end == end && !q.partial) return true;
    }
    return false;
  }

  // A person named at t[k], checked without registering anything: a name that starts with a
  // first name or is a person's already, or an article and a role ("o professor").
  bool names_a_person_at(const Tokens& t, size_t k) {
    if (k >= t.size()) return false;
    if (std::optional<Run> r = run_at(t, k); r && r->first == k) {
      if (f_.first_names_.at(t, r->first)) return true;
      return r->first == r->last && person_by_part(t[k].text) != kNone;
    }
    bool article = t[k].lower == "o" || t[k].lower == "a" || t[k].lower == "the";
    return article && f_.roles_.at(t, k + 1);
  }

  // "RIO (Agência Nordeste) —", "NEW YORK (Reuters) -": the wire that filed the story, not a
  // source of what it says. Only capital letters stand before it, at the start of the text.
  bool is_dateline_credit(uint32_t s, size_t paren) const {
    if (s != 0 && !(s == 1 && a_.document->blocks[a_.sentences[0].block].kind == BlockKind::Title)) return false;
    const Tokens& t = tokens_[s];
    if (paren == 0) return false;
    for (size_t k = 0; k < paren; ++k) {
      if (t[k].is_word() && !is_all_caps(t[k].text)) return false;
    }
    return true;
  }

  // A person's name for the pronouns after it, with its gender; a place is no one.
  void note_named_person(const Tokens& t, const Run& r, Span span, const std::string& name) {
    Gender g = name_gender(t, r.first);
    if (g == Gender::Unknown && f_.places_.at(t, r.first)) return;
    named_people_.push_back({span.start, name, g});
  }

  // Every other name in the sentence counts toward the subject and moves the pronoun antecedent.
  void note_mentions(uint32_t s) {
    const Tokens& t = tokens_[s];
    for (size_t i = 0; i < t.size(); ++i) {
      std::optional<Run> r = run_at(t, i);
      if (!r) continue;
      std::string name = join_tokens(t, r->first, r->last, text_);
      Span span{t[r->first].span.start, t[r->last].span.end};
      if (run_is_org(t, *r, name) || named_with_the(t, *r)) {
        std::string party = party_of_folded(name);
        first_seen_.emplace(party, span.start);
        org_mentions_[std::move(party)] += 1;
      } else if (r->first == r->last) {
        uint32_t person = person_by_part(name);
        if (person != kNone) mention(person, span);
        else proper_mentions_[name] += 1;
        // Names of unknown gender are noted too: a pronoun after one is not an earlier name's.
        if (person == kNone) note_named_person(t, *r, span, name);
      } else {
        note_named_person(t, *r, span, name);
        const std::string& wanted = fold(name);
        for (uint32_t id = 0; id < a_.sources.size(); ++id) {
          if (folded_name(id) == wanted) mention(id, span);
        }
        // "Donald Trump" named here lets a later "Trump said" be the person, not a firm. A first
        // name the lexicon lacks ("Morton Blackwell") still makes two or three words with no
        // organization word a person: news names people in full once, then by surname.
        if (f_.first_names_.at(t, r->first) || r->last - r->first <= 2) {
          if (!mentioned_people_.count(t[r->last].lower)) mentioned_people_.emplace(t[r->last].lower, name);
        }
      }
      i = r->last;
    }
  }

  // ---- quotes, subject, stakes, numbers ------------------------------------------------------

  void assign_quote_speakers() {
    uint32_t previous_speaker = kNone;
    uint32_t previous_block = kNone;
    for (Quote& q : a_.quotes) {
      uint32_t first = a_.sentence_index(q.outer.start);
      uint32_t last = a_.sentence_index(q.outer.end > 0 ? q.outer.end - 1 : 0);
      if (first == kNone) first = last;
      if (last == kNone) last = first;
      if (first == kNone) continue;
      uint32_t block = a_.sentences[first].block;
      const Attribution* best = nullptr;
      bool own_tag = false;  // a cue right beside the quote whose speaker was not resolved
      for (const Attribution& at : a_.attributions) {
        if (at.via_link || q.outer.contains(at.cue.start)) continue;
        uint32_t s = a_.sentence_index(at.cue.start);
        if (s == kNone || s + 1 < first || s > last) continue;
        if (at.source == kNone) {
          bool tag = std::find(unresolved_tags_.begin(), unresolved_tags_.end(), at.cue.start) !=
                     unresolved_tags_.end();
          // Right beside it: "“…”, diz a mãe dela", "“…,” she said" (the pronoun between).
          own_tag = own_tag || (tag && s >= first && distance(at.cue, q.outer) <= 8);
          continue;
        }
        // The cue of the sentence before counts only when it introduces the quote ("disse:").
        if (s + 1 == first && !ends_with_colon(s)) continue;
        if (!best || distance(at.cue, q.outer) < distance(best->cue, q.outer)) best = &at;
      }
      Span covers{a_.sentences[first].span.start, a_.sentences[last].span.end};
      bool lead_in = false;
      uint32_t introduced = best ? kNone : colon_lead_in_speaker(q, lead_in);
      if (best) {
        q.speaker = best->source;
      } else if (introduced != kNone) {
        q.speaker = introduced;
      } else if (own_tag || lead_in) {
        // "“…”, diz a mãe dela." names someone the analysis cannot resolve: not the last speaker,
        // and no quote after it continues the last speaker either.
        previous_speaker = kNone;
      } else if (!q.partial && previous_speaker != kNone &&
                 (block == previous_block || block == previous_block + 1)) {
        q.speaker = previous_speaker;  // "“…”, disse Carroll. “Até agora, …”"
      }
      if (q.speaker != kNone) {
        if (best) {
          auto local = local_references_.find(static_cast<uint32_t>(best - a_.attributions.data()));
          if (local != local_references_.end()) {
            local_references_.emplace(static_cast<uint32_t>(a_.attributions.size()), local->second);
            quote_references_.emplace(static_cast<uint32_t>(&q - a_.quotes.data()), local->second);
          }
        }
        add_attribution(best ? best->cue : Span{q.outer.start, q.outer.start}, q.speaker, covers);
        previous_speaker = q.speaker;
        previous_block = block;
      }
    }
  }

  // "Rui Lemos, deputado (PV-SC), numa rede social: “…”": a colon right before the quote closes
  // a lead-in, and the person named first in it is the speaker. `lead_in` says whether there was
  // one: a lead-in naming nobody the analysis knows still ends the last speaker's run of quotes.
  uint32_t colon_lead_in_speaker(const Quote& q, bool& lead_in) const {
    constexpr uint32_t kMaxLeadIn = 200;
    std::string_view text = a_.text();
    uint32_t colon = q.outer.start;
    while (colon > 0 && text[colon - 1] == ' ') --colon;
    lead_in = colon > 0 && text[colon - 1] == ':';
    if (!lead_in) return kNone;
    --colon;
    uint32_t floor = colon > kMaxLeadIn ? colon - kMaxLeadIn : 0;
    if (uint32_t s = a_.sentence_index(q.outer.start); s != kNone) {
      floor = std::max(floor, a_.document->blocks[a_.sentences[s].block].span.start);
    }
    uint32_t start = colon;
    while (start > floor) {
      char c = text[start - 1];
      bool closes = c == '.' || c == '!' || c == '?' || c == '"' ||
                    (start >= 3 && text.substr(start - 3, 3) == "\xE2\x80\x9D");
      if (closes) break;
      --start;
    }
    uint32_t speaker = kNone, at = colon;
    for (uint32_t i = 0; i < a_.sources.size(); ++i) {
      if (a_.sources[i].type != SourceType::Person) continue;
      for (const Span& m : a_.sources[i].mentions) {
        if (m.start >= start && m.end <= colon && m.start < at) {
          speaker = i;
          at = m.start;
        }
      }
    }
    return speaker;
  }

  bool ends_with_colon(uint32_t s) const {
    Span span = a_.sentences[s].span;
    return span.end > span.start && a_.text()[span.end - 1] == ':';
  }

  static uint32_t distance(Span a, Span b) {
    if (a.start >= b.end) return a.start - b.end;
    if (b.start >= a.end) return b.start - a.end;
    return 0;
  }

  std::string party_of_source(const Source& s) const {
    if (s.type == SourceType::Organization || s.type == SourceType::Outlet) return party_of_name(s.name);
    if (!s.organization.empty() && !left_the_post(s)) return party_of_name(s.organization);
    return "";
  }

  // "a former Treasury secretary", "o ex-ministro da Fazenda": someone who left the post speaks
  // for themselves, not for the body they served.
  bool left_the_post(const Source& s) const { return left_the_post(s.role); }

  bool left_the_post(std::string_view post) const {
    if (post.empty()) return false;
    const std::string role = folded(post);
    // A whole first word ("former"), or a prefix ending in a hyphen ("ex-").
    return std::any_of(f_.former_openings_.begin(), f_.former_openings_.end(),
                       [&](const std::string& opening) {
                         return opening.ends_with('-') ? role.starts_with(opening)
                                                       : starts_with_words(role, opening);
                       });
  }

  // The party of a name; "IA da Apple" belongs to Apple when Apple is a known party or source.
  std::string party_of_name(const std::string& name) const {
    // Called for every source and attribution while choosing the subject: remember the answers.
    if (auto hit = party_cache_.find(name); hit != party_cache_.end()) return hit->second;
    std::string party = compute_party_of_name(name);
    party_cache_.emplace(name, party);
    return party;
  }

  std::string compute_party_of_name(const std::string& name) const {
    std::string party = party_of_folded(name);
    if (party != name) return party;
    if (auto it = short_names_.find(fold(name)); it != short_names_.end()) return it->second;
    for (const char* particle : {" da ", " do ", " de ", " of ", " at "}) {
      size_t at = name.rfind(particle);
      if (at == std::string::npos) continue;
      std::string tail = name.substr(at + std::strlen(particle));
      if (party_of_folded(tail) != tail) return party_of_folded(tail);
      for (const Source& s : a_.sources) {
        if (s.type == SourceType::Organization && fold(s.name) == fold(tail)) return tail;
      }
    }
    return party;
  }

  // "Harbor Police" and "Harbor Police Officers Association": a name with a word of kind
  // ("Police", "Department") names a body already, and a longer one that adds another kind names
  // a different body, not the same one in full.
  bool names_another_body(const std::string& shorter, const std::string& longer) const {
    if (!f_.org_words_.found_in(tokens_of(shorter))) return false;
    return f_.org_words_.found_in(tokens_of(std::string_view(longer).substr(shorter.size())));
  }

  // "da Fundação Vale Verde Caio Prates": a body's name run on into the name of a
  // person the article quotes is the body and the person, not a longer name of the body.
  bool ends_in_a_person(const std::string& shorter, const std::string& longer) const {
    if (longer.size() <= shorter.size() + 1) return false;
    const std::string_view rest = std::string_view(longer).substr(shorter.size() + 1);
    return std::any_of(a_.sources.begin(), a_.sources.end(), [&](const Source& s) {
      return s.type == SourceType::Person && s.name.find(' ') != std::string::npos &&
             s.name == rest;
    });
  }

  // "Rules Committee" after "HDP Rules Committee": a body of several words is the one an acronym
  // set before it names ("Ortiz White House" is a phrase, not a longer name).
  static bool under_an_acronym(const std::string& shorter, const std::string& longer) {
    Tokens prefix = tokens_of(std::string_view(longer).substr(0, longer.size() - shorter.size()));
    return prefix.size() == 1 && is_acronym(prefix[0]);
  }

  // "Apex" and "Apex Wireless" in one article are one organization: the short form names the long.
  void link_short_names() {
    party_cache_.clear();
    // Each name once, in the order first seen: a short name links to the first longer one.
    std::vector<std::string> orgs;
    auto add = [&orgs](const std::string& name) {
      if (std::find(orgs.begin(), orgs.end(), name) == orgs.end()) orgs.push_back(name);
    };
    for (const Source& s : a_.sources) {
      if (s.type == SourceType::Organization && s.name != kSubjectPlaceholder) add(s.name);
    }
    for (const auto& [party, n] : org_mentions_) add(party);
    for (const std::string& shorter : orgs) {
      const std::string* ends_it = nullptr;  // the longer name ending with `shorter` ("Post")
      size_t ending = 0;
      for (const std::string& longer : orgs) {
        if ((starts_with_words(longer, shorter) && !names_another_body(shorter, longer) &&
             !ends_in_a_person(shorter, longer)) ||
            is_initialism(shorter, longer)) {
          short_names_.emplace(fold(shorter), party_of_folded(longer));
        }
        if (ends_with_words(longer, shorter) && all_words_capitalized(longer) &&
            (shorter.find(' ') == std::string::npos || under_an_acronym(shorter, longer))) {
          ends_it = &longer;
          ++ending;
        }
      }
      // Only when one name ends so, every word of it capitalized: "Department" after "State
      // Department" and "Justice Department" names neither, and "Vertex" is not "Dias of Vertex".
      if (ending == 1) {
        short_names_.emplace(fold(shorter), party_of_folded(*ends_it));
      }
    }
  }


  // "Biden" read as a firm before "Joe Biden" was named: one word that is a named person's
  // surname is that person. When the person is a source already ("Okafor says..." over a story
  // that quotes Daniel Okafor), the two are one.
  void surnames_to_people() {
    for (uint32_t i = 0; i < a_.sources.size(); ++i) {
      Source& s = a_.sources[i];
      if (s.type != SourceType::Organization || s.name.find(' ') != std::string::npos) continue;
      Tokens word = tokens_of(s.name);
      if (word.size() != 1) continue;
      auto known = mentioned_people_.find(word[0].lower);
      if (known == mentioned_people_.end() || f_.parties_.count(fold(s.name))) continue;
      if (uint32_t person = existing(known->second); person != kNone) {
        if (a_.sources[person].type != SourceType::Person) continue;
        merge_source(i, person);
        --i;  // the next source moved into this place
        continue;
      }
      s.name = known->second;
      s.type = SourceType::Person;
      folded_names_.clear();
    }
  }

  // Folds source `from` into `into`: its mentions, and the attributions and quotes that name it.
  // The sources after `from` move down one place.
  void merge_source(uint32_t from, uint32_t into) {
    Source& target = a_.sources[into];
    const Source& gone = a_.sources[from];
    if (target.affiliation.empty()) target.affiliation = gone.affiliation;
    target.mentions.insert(target.mentions.end(), gone.mentions.begin(), gone.mentions.end());
    std::sort(target.mentions.begin(), target.mentions.end(),
              [](Span x, Span y) { return x.start < y.start; });
    auto remap = [from, into](uint32_t& id) {
      if (id == kNone) return;
      if (id == from) id = into;
      if (id > from) --id;
    };
    for (Attribution& at : a_.attributions) remap(at.source);
    for (Quote& q : a_.quotes) remap(q.speaker);
    a_.sources.erase(a_.sources.begin() + from);
    if (from < genders_.size()) genders_.erase(genders_.begin() + from);
    folded_names_.clear();
  }

  // "o diretor de Exploração e Produção": a department named in an internal role is no
  // organization of its own; the person works for whoever the story is about.
  void drop_divisions() {
    for (Source& s : a_.sources) {
      if (s.type != SourceType::Person || s.organization.empty() || s.role.empty()) continue;
      if (!f_.internal_roles_.found_in(tokens_of(s.role)) || is_known_organization(s.organization)) continue;
      // A department follows a bare "de" ("diretor de Marketing"); an employer takes "da", "do"
      // or "at" ("diretor da Vale", "director at Vertex"). English takes a bare "of" for both
      // ("director of Marketing", "chief executive of Lumio Robotics"): there only a name made of
      // departments' words (sources.departments) is a department.
      const std::string& r = s.role;
      const bool ends_with_org =
          r.size() > s.organization.size() + 4 &&
          r.compare(r.size() - s.organization.size(), std::string::npos, s.organization) == 0;
      if (!ends_with_org) continue;
      const size_t at = r.size() - s.organization.size() - 4;
      const std::string_view before = std::string_view(r).substr(at, 4);
      if (before == " de " || (before == " of " && names_a_department(s.organization))) {
        s.organization.clear();
      }
    }
  }

  // "Marketing", "Global Sales", "Public Affairs": every word a department's (sources.departments),
  // or no list at all, which keeps the old reading of a bare "of" as a department.
  bool names_a_department(const std::string& name) const {
    if (f_.departments_.empty()) return true;
    Tokens words = tokens_of(name);
    return std::all_of(words.begin(), words.end(), [&](const Token& w) {
      return !w.is_word() || f_.departments_.count(folded(w.text)) > 0;
    });
  }

  // An organization the article or the lexicon knows: an alias, a source, a name it mentions, or
  // a name with an organization word or an acronym in it.
  bool is_known_organization(const std::string& name) const {
    if (party_of_folded(name) != name || org_mentions_.count(party_of_folded(name))) return true;
    for (const Source& s : a_.sources) {
      if (s.type != SourceType::Person && fold(s.name) == fold(name)) return true;
    }
    Tokens tokens = tokens_of(name);
    if (f_.org_words_.found_in(tokens)) return true;
    return std::any_of(tokens.begin(), tokens.end(), is_acronym);
  }

  // "presidente da Casa", "ministro da Corte": a word standing for a body the article named
  // before (sources.body-anaphors), read as the organization itself. It is the body of those
  // kinds named last before the person ("a assessoria do Senado informou que o presidente da
  // Casa"), by the longest name the article gives it there.
  void resolve_body_anaphors() {
    for (Source& s : a_.sources) {
      if (s.type != SourceType::Person || s.organization.empty() || s.mentions.empty()) continue;
      auto kinds = f_.body_anaphors_.find(fold(s.organization));
      if (kinds == f_.body_anaphors_.end()) continue;
      std::string body = body_named_before(kinds->second, s.mentions.front().start);
      if (!body.empty()) s.organization = std::move(body);
    }
  }

  // The body of one of `kinds` whose name comes last before offset `before`, or "".
  std::string body_named_before(const std::vector<std::string>& kinds, uint32_t before) const {
    size_t best_at = std::string_view::npos;
    std::string best;
    for (const std::string& kind : kinds) {
      for (size_t from = before;;) {
        const size_t at = text_.rfind(kind, from);
        if (at == std::string_view::npos || (best_at != std::string_view::npos && at <= best_at)) {
          break;
        }
        if (at + kind.size() <= before && whole_word_at(at, kind.size())) {
          std::string name = longest_body_at(at);
          // A word that stands for bodies itself ("Tribunal", "Corte") names none alone; a
          // longer name there does.
          if (name.size() > kind.size() || !f_.body_anaphors_.count(fold(kind))) {
            best_at = at;
            best = name.size() > kind.size() ? std::move(name) : kind;
            break;
          }
        }
        if (at == 0) break;
        from = at - 1;
      }
    }
    return best;
  }

  bool whole_word_at(size_t at, size_t size) const {
    auto letter = [](unsigned char c) { return std::isalnum(c) || c >= 0x80; };
    return (at == 0 || !letter(text_[at - 1])) &&
           (at + size >= text_.size() || !letter(text_[at + size]));
  }

  // The longest organization name the analysis knows that starts at `at`.
  std::string longest_body_at(size_t at) const {
    std::string longest;
    auto consider = [&](const std::string& name) {
      if (name.size() > longest.size() && text_.compare(at, name.size(), name) == 0) longest = name;
    };
    for (const Source& s : a_.sources) {
      if (s.type == SourceType::Organization) consider(s.name);
    }
    for (const auto& [name, n] : org_mentions_) consider(name);
    return longest;
  }

  void choose_subject() {
    link_short_names();
    std::map<std::string, double> score = {};
    for (const auto& [party, n] : org_mentions_) score[party_of_name(party)] += n;
    for (const Source& s : a_.sources) {
      if (s.name == kSubjectPlaceholder) continue;
      std::string party = party_of_source(s);
      if (!party.empty()) score[party] += 1;
    }
    for (const Attribution& at : a_.attributions) {
      if (at.source == kNone) continue;
      std::string party = party_of_source(a_.sources[at.source]);
      if (!party.empty() && party != kSubjectPlaceholder) score[party] += 2;
    }
    // Organizations that speak in the article but were not recognized as such by name alone.
    for (const auto& [name, n] : proper_mentions_) {
      for (const Source& s : a_.sources) {
        if (s.type == SourceType::Organization && s.name == name) score[party_of_name(name)] += n;
      }
    }
    std::string best;
    double best_score = 0, runner_up = 0;
    for (const auto& [party, value] : score) {
      if (value > best_score) {
        runner_up = best_score;
        best_score = value;
        best = party;
      } else if (value > runner_up) {
        runner_up = value;
      }
    }
    // The party the story is about is named in it more than once, not only quoted through one
    // of its people ("Emmanuel Saez, an economist at the University of California").
    bool short_text = a_.sentences.size() <= 3;  // a lede, a caption: whoever speaks is the story
    if (best_score >= 3 && best_score > runner_up && (times_named(best, 2) >= 2 || short_text)) {
      a_.subject = best;
      return;
    }
    if (std::string named = antecedent_of_reference(score); !named.empty()) {
      a_.subject = named;
      return;
    }
    // No organization named often enough, but the text keeps saying "the team", "a empresa":
    // that unnamed party is the subject.
    for (const Source& s : a_.sources) {
      if (s.name == kSubjectPlaceholder && s.mentions.size() >= 2) a_.subject = subject_reference_;
    }
  }

  // How often a party is named in the text, counted up to `enough`: its name and the names of
  // its sources ("Apex" for "Apex Wireless"; a shorter name at the same place counts once). The
  // references that stand for the subject ("the company") do not count: they stand for whichever
  // party the story is about, which a quoted expert's institute, named once, is not.
  int times_named(const std::string& party, int enough) const {
    std::vector<std::string_view> names = {party};
    for (const Source& s : a_.sources) {
      if (s.type != SourceType::Person && s.name != kSubjectPlaceholder && party_of_source(s) == party) {
        names.push_back(s.name);
      }
    }
    std::vector<size_t> starts;
    for (std::string_view name : names) {
      if (name.empty()) continue;
      for (size_t at = text_.find(name); at != std::string_view::npos; at = text_.find(name, at + name.size())) {
        if (std::find(starts.begin(), starts.end(), at) != starts.end()) continue;
        if (in_apposition_of_its_people(party, name, at)) continue;
        starts.push_back(at);
        if (static_cast<int>(starts.size()) >= enough) return enough;
      }
    }
    return static_cast<int>(starts.size());
  }

  // "disse o diretor de câmbio do Banco Vertente, Caio Prado": a party's name in the
  // role of one of its people, a few words from their name, tells who speaks, not what the story
  // is about.
  bool in_apposition_of_its_people(const std::string& party, std::string_view name,
                                   size_t at) const {
    constexpr size_t kNear = 60;  // bytes: "o diretor de câmbio do " before a name, or after it
    const size_t size = name.size();
    for (const Source& s : a_.sources) {
      if (s.type != SourceType::Person || s.organization.empty()) continue;
      if (party_of_name(s.organization) != party) continue;
      if (s.role.find(name) == std::string::npos) continue;
      for (Span m : s.mentions) {
        const bool after = at >= m.end && at - m.end <= kNear;
        const bool before = at + size <= m.start && m.start - (at + size) <= kNear;
        if (after || before) return true;
      }
    }
    return false;
  }

  // "o clube", "the company" refer back to an organization already named: the most prominent one
  // named before the first such reference (the earliest on a tie) is the subject.
  std::string antecedent_of_reference(const std::map<std::string, double>& score) {
    uint32_t first_reference = UINT32_MAX;
    for (const Source& s : a_.sources) {
      if (s.name == kSubjectPlaceholder && !s.mentions.empty()) first_reference = s.mentions.front().start;
    }
    if (first_reference == UINT32_MAX) return "";
    std::map<std::string, uint32_t> first_seen = first_seen_;
    for (const Source& s : a_.sources) {
      if (s.type != SourceType::Organization || s.name == kSubjectPlaceholder || s.mentions.empty()) continue;
      std::string party = party_of_source(s);
      auto [it, added] = first_seen.emplace(party, s.mentions.front().start);
      if (!added) it->second = std::min(it->second, s.mentions.front().start);
    }
    std::string best;
    double best_score = 0;
    uint32_t best_seen = UINT32_MAX;
    for (const auto& [party, seen] : first_seen) {
      auto it = score.find(party);
      if (seen >= first_reference || it == score.end()) continue;
      if (it->second > best_score || (it->second == best_score && seen < best_seen)) {
        best = party;
        best_score = it->second;
        best_seen = seen;
      }
    }
    return best;
  }

  // A reference whose passage names organizations but not the subject stands for the nearest of
  // them: the article's subject is the default, not the rule.
  void resolve_local_references(uint32_t placeholder) {
    auto local_source = [&](const LocalReference& ref) -> uint32_t {
      for (const std::string& name : ref.organizations) {
        if (!a_.subject.empty() && fold(party_of_name(name)) == fold(a_.subject)) return kNone;
      }
      if (subject_in_view(ref.span, placeholder)) return kNone;
      uint32_t id = kNone;
      for (uint32_t i = 0; i < a_.sources.size() && id == kNone; ++i) {
        if (a_.sources[i].type == SourceType::Organization &&
            fold(a_.sources[i].name) == fold(ref.organizations.front()))
          id = i;
      }
      if (id == kNone) id = add_source(ref.organizations.front(), SourceType::Organization);
      auto& m = a_.sources[id].mentions;
      if (std::find(m.begin(), m.end(), ref.span) == m.end()) m.push_back(ref.span);
      return id;
    };
    for (const auto& [index, ref] : local_references_) {
      if (a_.attributions[index].source != placeholder) continue;
      if (uint32_t id = local_source(ref); id != kNone) a_.attributions[index].source = id;
    }
    for (const auto& [index, ref] : quote_references_) {
      if (a_.quotes[index].speaker != placeholder) continue;
      if (uint32_t id = local_source(ref); id != kNone) a_.quotes[index].speaker = id;
    }
  }

  // Whether the subject, one of its people or another reference to it was named in the four
  // sentences before `span`: then the subject is still what the passage is about ("O diretor da
  // construtora disse … Os compradores usam o FGTS. A construtora diz …").
  bool subject_in_view(Span span, uint32_t placeholder) const {
    if (a_.subject.empty()) return false;
    uint32_t s = a_.sentence_index(span.start);
    if (s == kNone) return false;
    uint32_t from = a_.sentences[s >= kViewSentences ? s - kViewSentences : 0].span.start;
    auto in_view = [&](uint32_t at) { return at >= from && at < span.start; };
    for (uint32_t i = 0; i < a_.sources.size(); ++i) {
      const Source& source = a_.sources[i];
      bool internal = works_for_subject(source);
      bool ours = i == placeholder || internal || source.organization == kSubjectPlaceholder ||
                  fold(party_of_source(source)) == fold(a_.subject);
      if (!ours) continue;
      for (Span m : source.mentions) {
        if (in_view(m.start)) return true;
      }
    }
    std::string_view window = text_.substr(from, span.start - from);
    return window.find(a_.subject) != std::string_view::npos;
  }

  static constexpr uint32_t kViewSentences = 4;

  // "a empresa" stands for the subject: merge it into the subject's own source when there is one.
  void resolve_subject_references() {
    uint32_t placeholder = kNone, subject = kNone;
    for (uint32_t i = 0; i < a_.sources.size(); ++i) {
      const Source& s = a_.sources[i];
      if (s.name == kSubjectPlaceholder) placeholder = i;
      else if (subject == kNone && s.type == SourceType::Organization && !a_.subject.empty() &&
               fold(party_of_folded(s.name)) == fold(a_.subject)) subject = i;
    }
    if (placeholder == kNone) return;
    resolve_local_references(placeholder);
    if (subject == kNone) {
      // "the automaker", named by no name: still the party the story covers.
      if (a_.subject.empty()) a_.subject = subject_reference_;
      a_.sources[placeholder].name = a_.subject;
      a_.sources[placeholder].organization = a_.subject;
      return;
    }
    auto& into = a_.sources[subject].mentions;
    for (Span m : a_.sources[placeholder].mentions) into.push_back(m);
    std::sort(into.begin(), into.end(), [](Span x, Span y) { return x.start < y.start; });
    auto remap = [&](uint32_t& id) {
      if (id == placeholder) id = subject;
      if (id != kNone && id > placeholder) --id;
    };
    for (Attribution& at : a_.attributions) remap(at.source);
    for (Quote& q : a_.quotes) remap(q.speaker);
    a_.sources.erase(a_.sources.begin() + placeholder);
  }

  // A person introduced by an internal role and no organization works for the subject: "the
  // spokesman said", "o diretor", "CEO Andy Jassy", "o presidente da companhia". A bare title
  // that is also a public office ("President Maria Lopes", "o presidente Ricardo Alves") is not
  // the subject's post (sources.public-titles).
  bool works_for_subject(const Source& s) const {
    if (s.type != SourceType::Person || !s.organization.empty() || s.role.empty()) return false;
    Tokens role = tokens_of(s.role);
    if (heads_the_subject(role)) return true;
    if (!f_.internal_roles_.found_in(role)) return false;
    // "o presidente americano, Donald Trump", "the Russian foreign minister": a country's post.
    if (f_.demonyms_.found_in(role)) return false;
    bool named = fold(s.name) != fold(s.role);
    PhraseTable::Match title = f_.public_titles_.at(role, 0);
    return !(named && title && title.length == role.size());
  }

  // "o prefeito Caio Lemos" in a story about the Prefeitura de Itanhém: an office holder
  // speaks for the body the office heads, when that body is the story's subject.
  bool heads_the_subject(const Tokens& role) const {
    const std::string& subject = fold(a_.subject);
    for (size_t i = 0; i < role.size(); ++i) {
      PhraseTable::Match office = f_.office_bodies_.at(role, i);
      if (office && subject.find(*office.value) != std::string::npos) return true;
    }
    return false;
  }

  void assign_stakes() {
    resolve_subject_references();
    folded_names_.clear();  // names were merged and renamed
    for (Source& s : a_.sources) {
      if (s.organization == kSubjectPlaceholder) s.organization = a_.subject;
      if (!a_.subject.empty() && works_for_subject(s)) s.organization = a_.subject;
      std::string party = party_of_source(s);
      SourceWords words(s);  // tokenized once for every table below
      if (s.type == SourceType::Person && s.affiliation.empty()) {
        s.affiliation = party_in(words.role);
        // "the communications director for the Iowa Democratic Party"
        if (s.affiliation.empty()) s.affiliation = party_in(words.organization);
      }
      // A politician the article ties to no organization speaks for their party; the stake
      // below still weighs only organizations, which a story is about.
      s.party = party.empty() && !s.affiliation.empty() ? party_of_name(s.affiliation) : party;
      s.official = words.name_any(f_.official_);
      s.investigator = words.name_any(f_.investigators_);
      // "a pesquisa", "the survey" are published data unless a party paid for them ("a survey it
      // commissioned"); a statistics office stays one whoever cites it.
      s.statistics = (s.organization.empty() && f_.statistics_.found_in(words.name)) ||
                     named_with_data_word(s) ||
                     f_.statistics_.found_in(words.organization) ||
                     f_.statistics_.found_in(words.role);
      bool subject = !party.empty() && !a_.subject.empty() && fold(party) == fold(a_.subject);
      if (s.type == SourceType::Outlet) s.stake = Stake::Independent;
      else if (subject) s.stake = Stake::Subject;
      else if (words.name_any(f_.interest_groups_) || words.role_has(f_.office_holders_)) s.stake = Stake::Interested;
      else if (party.empty() || a_.subject.empty()) s.stake = Stake::Unknown;
      else s.stake = Stake::Independent;
    }
  }

  // "senador petista", "a longtime Republican strategist": the party that words [from, to) name.
  std::string party_in(const Tokens& t, size_t from = 0, size_t to = SIZE_MAX) const {
    for (size_t i = from; i < t.size() && i < to; ++i) {
      if (PhraseTable::Match m = f_.party_words_.at(t, i)) return *m.value;
    }
    return "";
  }

  // "the Fox poll", "Crowdpac data", "pesquisa Datafolha": a name followed by a word for
  // published data is the pollster or data provider, whose figures are not a party's claim.
  bool named_with_data_word(const Source& s) const {
    for (const Span& m : s.mentions) {
      uint32_t sentence = a_.sentence_index(m.start);
      if (sentence == kNone || sentence >= tokens_.size()) continue;
      const Tokens& t = tokens_[sentence];
      size_t next = text::first_token_from(t, m.end);
      if (next < t.size() && t[next].is_word() && f_.statistics_.at(t, next)) return true;
    }
    // The description may sit at a mention the analysis gave to another source ("the TexAuto
    // Facts report from Carvia, a provider of automobile data,").
    if (s.type != SourceType::Organization || s.name.empty()) return false;
    for (size_t at = text_.find(s.name); at != std::string_view::npos;
         at = text_.find(s.name, at + s.name.size())) {
      uint32_t sentence = a_.sentence_index(static_cast<uint32_t>(at));
      if (sentence == kNone || sentence >= tokens_.size()) continue;
      const Tokens& t = tokens_[sentence];
      const size_t after = text::first_token_from(t, static_cast<uint32_t>(at + s.name.size()));
      if (described_as_data(t, after)) return true;
    }
    return false;
  }

  // "Carvia, a Harbor City-based provider of automobile data,": an apposition opened by an
  // article that calls the organization a source of data, before the apposition or clause ends.
  bool described_as_data(const Tokens& t, size_t comma) const {
    constexpr size_t kReach = 8;  // "a Harbor City-based provider of automobile data"
    if (comma + 2 >= t.size() || !t[comma].is_symbol(",") || !is_article(t[comma + 1])) {
      return false;
    }
    for (size_t k = comma + 2; k < t.size() && k < comma + 2 + kReach; ++k) {
      if (!t[k].is_word() || f_.verbs_.at(t, k) || f_.clause_openers_.at(t, k)) {
        // A hyphen inside a word ("Harbor City-based") goes on.
        if (t[k].is_symbol("-") && !t[k].space_before) continue;
        return false;
      }
      if (f_.statistics_.at(t, k)) return true;
    }
    return false;
  }

  // A source's name, organization and role as tokens, to look them up in several tables.
  struct SourceWords {
    Tokens name, organization, role;
    explicit SourceWords(const Source& s)
        : name(tokens_of(s.name)), organization(tokens_of(s.organization)), role(tokens_of(s.role)) {}
    // Public agencies ("Census Bureau", "Ministério da Saúde"), statistics offices, interest groups.
    bool name_any(const PhraseTable& table) const {
      return table.found_in(name) || table.found_in(organization) || table.found_in(role);
    }
    bool role_has(const PhraseTable& table) const { return table.found_in(role); }
  };


  void attribute_numbers() {
    for (NumericExpression& n : a_.numbers) {
      for (uint32_t i = 0; i < a_.attributions.size(); ++i) {
        const Attribution& at = a_.attributions[i];
        if (!at.covers.contains(n.span.start)) continue;
        if (at.source == kNone && !at.via_link) continue;
        if (describes_its_speaker(n, at)) continue;
        n.attribution = i;
        break;
      }
      if (n.attribution == kNone) n.attribution = published_data_before(n);
      if (n.attribution == kNone) n.attribution = poll_result_before(n);
    }
  }

  // "Trump, who has 9 million followers, said": a speaker's verb covers what they say, not the
  // aside that describes them. "segundo", "according to" speak for the whole sentence.
  bool describes_its_speaker(const NumericExpression& n, const Attribution& at) const {
    if (at.via_link || n.sentence >= tokens_.size()) return false;
    const Tokens& t = tokens_[n.sentence];
    if (!f_.verbs_.at(t, text::first_token_from(t, at.cue.start))) return false;
    return describes_speaker(text_, a_.sentences[n.sentence].span, n.span, at.cue);
  }

  // "The survey found that 40% … Another 30% said …": a paragraph that cites a report, a poll or
  // a statistics office goes on reading from it; its later figures are that document's.
  uint32_t published_data_before(const NumericExpression& n) const {
    if (n.sentence >= a_.sentences.size()) return kNone;
    const Span block = a_.document->blocks[a_.sentences[n.sentence].block].span;
    for (uint32_t i = 0; i < a_.attributions.size(); ++i) {
      const Attribution& at = a_.attributions[i];
      if (at.source == kNone || !block.contains(at.cue.start) || at.cue.start >= n.span.start) continue;
      // Up to five sentences on: a one-line export makes the whole article one paragraph, and a
      // data story gives a report's figures for several sentences after naming it.
      uint32_t cue_sentence = a_.sentence_index(at.cue.start);
      if (cue_sentence == kNone || n.sentence > cue_sentence + 5) continue;
      const Source& s = a_.sources[at.source];
      if (s.type == SourceType::Document || s.statistics) return i;
      // A public agency or an inquiry reporting its own count ("os dados da Polícia Federal",
      // "segundo a Polícia Civil") is read from just the same; an official speaking for it is a
      // person, whose next sentences may be the writer's again.
      if ((s.official || s.investigator) && s.type != SourceType::Person) return i;
    }
    return kNone;
  }

  // A story about a poll names it once and then reports its shares paragraph after paragraph:
  // "Clinton received 38 percent", "64 percent of independents". A share in a sentence that
  // speaks of support, voters or respondents reads from the last poll the article cited.
  uint32_t poll_result_before(const NumericExpression& n) const {
    if (n.kind != NumberKind::Percent || n.sentence >= tokens_.size()) return kNone;
    if (!f_.poll_results_.found_in(tokens_[n.sentence])) return kNone;
    uint32_t found = kNone;
    for (uint32_t i = 0; i < a_.attributions.size(); ++i) {
      const Attribution& at = a_.attributions[i];
      if (at.cue.start >= n.span.start) break;
      if (at.source != kNone && a_.sources[at.source].statistics) found = i;
    }
    return found;
  }

  static constexpr const char* kSubjectPlaceholder = "\x01subject";

  const SourceFinder& f_;
  ArticleAnalysis& a_;
  const SentenceTokens& tokens_;
  std::string_view text_;
  uint32_t sentence_ = 0;
  uint32_t last_person_ = kNone;
  uint32_t last_source_ = kNone;
  uint32_t previous_cue_source_ = kNone;
  uint32_t previous_cue_source_sentence_ = kNone;
  std::map<std::string, int> org_mentions_;
  std::map<std::string, int> proper_mentions_;
  std::map<std::string, uint32_t> first_seen_;
  std::unordered_map<std::string, std::string> mentioned_people_;  // lowercase surname -> full name
  struct NamedPerson {
    uint32_t start;
    std::string name;
    Gender gender;
  };
  std::vector<NamedPerson> named_people_;
  struct LocalReference {
    uint32_t sentence = kNone;
    Span span;
    std::vector<std::string> organizations;  // named in the passage before it, nearest first
  };
  std::vector<uint32_t> unresolved_tags_;  // cues whose speaker is named but not resolved
  std::vector<Quote> turn_quotes_;  // interview answers, added to the quotations at the end
  LocalReference pending_reference_;       // the reference last read
  std::map<uint32_t, LocalReference> local_references_;  // attribution index -> its reference
  std::map<uint32_t, LocalReference>
      quote_references_;  // quote index -> its speaker's reference  // names with a gendered first
                          // name, in text order
  std::vector<Gender> genders_;  // parallel to a_.sources; Unknown past its end
  struct StringHash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  mutable std::unordered_map<std::string, std::string, StringHash, std::equal_to<>> fold_cache_;
  std::vector<std::string> folded_names_;  // folded_name() cache, parallel to a_.sources
  mutable std::unordered_map<std::string, std::string> party_cache_;  // party_of_name() answers
  std::string subject_reference_;  // the first "a empresa" / "the team" as written
  std::map<std::string, std::string> short_names_;  // folded "apex" -> "Apex Wireless"
};

void SourceFinder::find(ArticleAnalysis& analysis, const SentenceTokens& tokens) const {
  SourceWork(*this, analysis, tokens).run();
}

}  // namespace auditor::analysis
