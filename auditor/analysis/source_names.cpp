// Reading names: runs of capitalized words, the source registry, and role appositions.
#include <algorithm>
#include <cctype>

#include "auditor/analysis/source_work.h"

namespace auditor::analysis {

// ---- names --------------------------------------------------------------------------------------

// Index of the first word of the sentence (after opening quotes and dashes).
size_t SourceWork::first_word(const Tokens& t) const {
  size_t i = 0;
  while (i < t.size() && t[i].is_symbol()) ++i;
  return i;
}

// "4ª", "13a", "2º": a number written as an ordinal, as the names of courts and divisions use it.
static bool is_ordinal(const Token& t) {
  if (!t.has_digit || !t.has_alpha) return false;
  const std::string_view s = t.lower;
  size_t digits = 0;
  while (digits < s.size() && s[digits] >= '0' && s[digits] <= '9') ++digits;
  const std::string_view suffix = s.substr(digits);
  return digits > 0 && (suffix == "a" || suffix == "o" || suffix == "ª" || suffix == "º");
}

// The capitalized name run that starts at token i, if any ("Marta Leal",
// "Universidade Federal do Paraná", "Financial Times").
// "Mayor Says She Will Never Close The River Port": a headline in title case, where capitals
// mark no names. Words of four letters or more, at least four, nearly all capitalized, not all
// in capitals.
bool SourceWork::is_title_case(const Tokens& t) {
  size_t words = 0, capitalized = 0, all_caps = 0;
  for (const Token& w : t) {
    if (!w.is_word() || !w.has_alpha || w.has_digit || w.text.size() < 4) continue;
    ++words;
    if (w.capitalized) ++capitalized;
    if (is_all_caps(w.text)) ++all_caps;
    // Prose: three words in lower case already, and more than a fifth of those read.
    const size_t lower = words - capitalized;
    if (lower >= 3 && lower * 5 > words) return false;
  }
  return words >= 4 && capitalized * 10 >= words * 8 && all_caps * 2 < words;
}

// is_title_case of the sentence being read, computed once it is needed.
bool SourceWork::title_case(const Tokens& t) const {
  if (title_case_ == TitleCase::Unknown)
    title_case_ = is_title_case(t) ? TitleCase::Yes : TitleCase::No;
  return title_case_ == TitleCase::Yes;
}

std::optional<SourceWork::Run> SourceWork::remember_run_at(const Tokens& t, size_t i) const {
  const std::optional<Run> r = read_run_at(t, i);
  known_runs_[i] = r ? KnownRun{RunMemo::Found, *r} : KnownRun{RunMemo::None, {}};
  return r;
}

bool SourceWork::month_named_person(const Tokens& t, size_t i) const {
  if (!f_.first_names_.at(t, i) || i + 1 >= t.size() || !is_name_word(t[i + 1]) ||
      !t[i + 1].space_before || f_.months_.at(t, i + 1) || f_.weekdays_.at(t, i + 1))
    return false;
  return i == first_word(t) || t[i - 1].is_symbol() || f_.verbs_.at(t, i - 1);
}

std::optional<SourceWork::Run> SourceWork::read_run_at(const Tokens& t, size_t i) const {
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
  // "Fontes do Corpo de Bombeiros, que pediram anonimato, relatam": a word for unnamed sources
  // (sources.anonymous), capitalized to open the sentence, says whose sources they are; it
  // opens no name with the body after it.
  if (i == first_word(t) && f_.anonymous_.at(t, i) && i + 1 < t.size() &&
      f_.particles_.at(t, i + 1)) {
    return std::nullopt;
  }
  // "Though Kaine said", "While Ortiz spoke": a conjunction opening the sentence is capitalized
  // for that alone; the name starts after it. Words of kind ("Police Chief Ana Ruiz") stay.
  if (i == first_word(t) && f_.sentence_starters_.at(t, i) && !f_.org_words_.at(t, i) &&
      i + 1 < t.size() && is_name_word(t[i + 1]) && t[i + 1].space_before) {
    return run_at(t, i + 1);
  }
  // Function words never begin a name, wherever they stand ("RIO - A Oceânica Petróleo"), nor
  // does a speech verb in a title-case headline ("…, Promising Twice the Rides").
  if (f_.not_names_.at(t, i) || (title_case(t) && f_.verbs_.at(t, i))) return std::nullopt;
  // "released Monday found"; but "June Sorensen said", "said April Lindqvist": a first name
  // (names.first) that is also a month, opening the sentence or after a comma, a quotation or
  // a verb of speech, before a name word, is a person's.
  if ((f_.months_.at(t, i) || f_.weekdays_.at(t, i)) && !month_named_person(t, i))
    return std::nullopt;
  // "US$ 1,3 milhão": a currency's letters, not a name.
  if (i + 1 < t.size() && t[i + 1].is_symbol("$") && !t[i + 1].space_before) return std::nullopt;
  // "Republican states", "Federal": an adjective alone names no one.
  bool alone = i + 1 >= t.size() || !is_name_word(t[i + 1]) || !t[i + 1].space_before;
  if (alone && f_.not_alone_.at(t, i) && !f_.particles_.at(t, i + 1)) return std::nullopt;
  // "Startup de drones cruza o Rio Negro": a business's kind (sources.body-appositions) alone,
  // capitalized to open a headline, names no one. "Cooperativa de Porto Caiçuara" goes on to a
  // name.
  const PhraseTable::Match particle =
      i + 1 < t.size() ? f_.particles_.at(t, i + 1) : PhraseTable::Match{};
  const bool named_after =
      particle && i + 1 + particle.length < t.size() && is_name_word(t[i + 1 + particle.length]);
  if (alone && !named_after && i == first_word(t) && f_.body_appositions_.at(t, i).length == 1 &&
      !is_acronym(t[i]))
    return std::nullopt;
  Run r{i, i};
  size_t j = i + 1;
  while (j < t.size()) {
    // "presidente do PSB O Grupo Alvorada divulgou": a capitalized article opens the next name.
    if (t[j].capitalized && f_.run_breakers_.at(t, j)) break;
    // "Trump Says He ...": in a title-case headline a speech verb ends the name.
    if (title_case(t) && f_.verbs_.at(t, j)) break;
    // "told MSNBC Monday": a weekday after a name says when, and is no part of it.
    if (f_.weekdays_.at(t, j)) break;
    if (is_name_word(t[j]) && t[j].space_before) {
      r.last = j++;
      continue;
    }
    // "Sindicato dos Trabalhadores em Água e Esgoto": a union's trade follows the word for its
    // members, joined by a preposition that joins no other name ("Silva em Brasília").
    if (r.last + 1 == j && j + 1 < t.size() && f_.trade_particles_.at(t, j - 1).length == 2 &&
        is_name_word(t[j + 1]) && t[j + 1].space_before) {
      ++j;
      continue;
    }
    PhraseTable::Match p = f_.particles_.at(t, j);
    // "Priya Raman of Northbeam Research": a person's name ends before "of".
    if (p && f_.org_particles_.at(t, j) && f_.first_names_.at(t, r.first)) break;
    // "Tribunal Regional Federal da 4ª Região": an ordinal after a particle numbers the body the
    // name goes on to give.
    if (p && j + p.length + 1 < t.size() && is_ordinal(t[j + p.length]) &&
        is_name_word(t[j + p.length + 1]) && t[j + p.length + 1].space_before) {
      r.last = j + p.length + 1;
      j = r.last + 1;
      continue;
    }
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
    // "St. Aldric Regional Medical Center", "Mt. Hood": a shortened word does the same.
    if (t[j].is_symbol(".") && !t[j].space_before && r.last + 1 == j &&
        ((t[r.last].text.size() == 1 && t[r.last].capitalized) ||
         f_.shortened_name_words_.at(t, r.last)) &&
        j + 1 < t.size() && is_name_word(t[j + 1]) && t[j + 1].space_before) {
      r.last = j + 1;
      j += 2;
      continue;
    }
    break;
  }
  // "General Manager Teresa Alvarado", "Chief Executive Maya Linden": titles are not the name.
  for (size_t k = r.first; k < r.last; ++k) {
    // "Instituto de Estatística e Preços": a post's word after a particle inside the run is part
    // of a body's name ("Estatística" is also a statistician), not a title before a person's.
    if (k > r.first && f_.particles_.at(t, k - 1)) continue;
    if (PhraseTable::Match role = f_.roles_.at(t, k); role && k + role.length <= r.last) {
      r.first = k + role.length;
      k = r.first - 1;
    }
  }
  // "a campus in Halbrook, N.J. Norvel, which paid ...": a state's abbreviation ends the place
  // before it, though its period ended no sentence; the name starts after it.
  if (PhraseTable::Match place = f_.place_abbreviations_.at(t, r.first);
      place && r.first + place.length <= r.last) {
    r.first += place.length;
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
bool SourceWork::starts_second_name(const Tokens& t, const Run& r, size_t j, size_t length) const {
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
bool SourceWork::joins_an_organization_name(const Tokens& t, size_t first, size_t j) const {
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
void SourceWork::strip_descriptors(const Tokens& t, Run& r) const {
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
std::optional<SourceWork::Run> SourceWork::run_ending_at(const Tokens& t, size_t i,
                                                         bool* name_starts_after) const {
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
    // "Sindicato dos Trabalhadores em Água": back over a trade's preposition, as run_at reads it.
    if (k > 0 && f_.trade_particles_.at(t, k - 1).length == 2) {
      start = k - 1;
      continue;
    }
    // "Tribunal Regional Federal da 4ª Região": back over an ordinal after a particle.
    if (k > 1 && is_ordinal(t[k]) && f_.particles_.at(t, k - 1) && is_name_word(t[k - 2])) {
      start = k - 2;
      continue;
    }
    // "Lena M. Ortiz", "St. Aldric": back over an initial or a shortened word and its period, as
    // run_at reads it forward.
    if (k > 0 && t[k].is_symbol(".") && !t[k].space_before && t[start].space_before &&
        ((t[k - 1].text.size() == 1 && t[k - 1].capitalized) ||
         f_.shortened_name_words_.at(t, k - 1))) {
      start = k - 1;
      continue;
    }
    break;
  }
  for (size_t s = start; s <= i; ++s) {
    std::optional<Run> r = run_at(t, s);
    if (!r || r->last < i) continue;
    // run_at drops titles ("Harbor Police Chief Ana Ruiz") and a sentence's opening word ("While
    // Will acknowledges"): the run it reads may start after `i`, and then no name ends there.
    if (r->first > i) {
      if (name_starts_after != nullptr) *name_starts_after = true;
      return std::nullopt;
    }
    return Run{r->first, i};
  }
  return std::nullopt;
}

// folded() through a per-article memo: the same names come back in every sentence.
const std::string& SourceWork::fold(std::string_view s) const {
  auto it = fold_cache_.find(s);
  if (it == fold_cache_.end()) it = fold_cache_.emplace(std::string(s), folded(s)).first;
  return it->second;
}

// SourceFinder::party_of with the memo.
std::string SourceWork::party_of_folded(std::string_view name) const {
  auto it = f_.parties_.find(fold(name));
  return it == f_.parties_.end() ? std::string(name) : it->second;
}

bool SourceWork::run_is_org(const Tokens& t, const Run& r, std::string_view name) const {
  if (f_.parties_.count(fold(name))) return true;
  if (!introduced_bodies_.empty() && introduced_bodies_.count(fold(name))) return true;
  if (r.first == r.last && is_acronym(t[r.first])) return true;
  for (size_t k = r.first; k <= r.last; ++k) {
    if (f_.org_words_.at(t, k)) return true;
    // "Marrow & Vine", "Barnes & Noble": an ampersand joins a firm's names, never a person's.
    if (k > r.first && t[k].is_symbol("&")) return true;
  }
  return false;
}

// Whether an age in apposition opens at token k: ", 61,".
bool SourceWork::aged(const Tokens& t, size_t k) {
  constexpr size_t kLongestAge = 3;  // "104"
  return k + 2 < t.size() && t[k].is_symbol(",") && t[k + 1].is_number() &&
         t[k + 1].text.size() <= kLongestAge && t[k + 2].is_symbol(",");
}

// Whether a run has an initial with its period ("E." in "Marc E. Elias"), which only people's
// names have ("U.S." is one token).
bool SourceWork::has_initial(const Tokens& t, const Run& r) {
  for (size_t k = r.first; k + 1 <= r.last; ++k) {
    if (t[k].text.size() == 1 && t[k].capitalized && t[k + 1].is_symbol(".")) return true;
  }
  return false;
}

// ---- the source registry ------------------------------------------------------------------------

uint32_t SourceWork::add_source(std::string name, SourceType type) {
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

// `antecedent`: whether a later pronoun or bare speech verb may refer to this mention.
void SourceWork::mention(uint32_t source, Span span, bool antecedent) {
  auto& m = a_.sources[source].mentions;
  if (m.empty() || !(m.back() == span)) m.push_back(span);
  // A person named inside a quotation ("“O ex-prefeito Rui Campos sabia”, afirmou.") is whom it
  // speaks of: the bare tag after it is still the person named before.
  if (antecedent && a_.sources[source].type == SourceType::Person && last_person_ != source &&
      !inside_quote(span)) {
    last_person_ = source;
  }
  last_source_ = source;
}

// The folded form of a source's name, computed once: names are compared on every mention.
const std::string& SourceWork::folded_name(uint32_t i) {
  if (folded_names_.size() < a_.sources.size()) folded_names_.resize(a_.sources.size());
  FoldedName& f = folded_names_[i];
  if (!f.text.empty()) return f.text;
  f.text = folded(a_.sources[i].name);
  // The surname: the last word, or the word before a generation suffix ("walter p. quinlan jr"
  // -> "quinlan", "otavio braganca junior" -> "braganca").
  std::string_view name = f.text;
  const size_t space = name.rfind(' ');
  const size_t last = space == std::string_view::npos ? 0 : space + 1;
  f.surname_start = static_cast<uint32_t>(last);
  f.surname_size = static_cast<uint32_t>(name.size() - last);
  if (space == std::string_view::npos || space == 0) return f.text;
  std::string_view word = name.substr(last);
  if (word.ends_with('.')) word.remove_suffix(1);
  const size_t before = name.rfind(' ', space - 1);
  if (before != std::string_view::npos && f_.generation_suffixes_.count(std::string(word))) {
    f.surname_start = static_cast<uint32_t>(before + 1);
    f.surname_size = static_cast<uint32_t>(space - before - 1);
  }
  return f.text;
}

std::string_view SourceWork::folded_surname(uint32_t i) {
  const std::string& name = folded_name(i);
  const FoldedName& f = folded_names_[i];
  return std::string_view(name).substr(f.surname_start, f.surname_size);
}

// A source already registered under this exact name, of any type.
uint32_t SourceWork::existing(const std::string& name) {
  const std::string& n = fold(name);
  for (uint32_t i = 0; i < a_.sources.size(); ++i) {
    if (folded_name(i) == n) return i;
  }
  return kNone;
}

// "advogado de Temer", "irmão de Beltrame": a person the article names by post and someone
// else's name, with no name of their own (one ends in two capitalized words: "pesquisador da
// Universidade de Cambridge Aleksandr Kogan").
static bool known_by_post_alone(std::string_view name) {
  if (name.empty() || !std::islower(static_cast<unsigned char>(name.front()))) return false;
  const size_t last = name.rfind(' ');
  if (last == std::string_view::npos) return true;
  const size_t before = name.rfind(' ', last - 1);
  const size_t word = before == std::string_view::npos ? 0 : before + 1;
  return !std::isupper(static_cast<unsigned char>(name[word])) &&
         static_cast<unsigned char>(name[word]) < 0x80;
}

// Whether `word` is one of the words between a full name's first word and its surname ("lula"
// in "luiz inacio lula da silva", "ocampo" in "marisol ocampo ferrer").
static bool is_middle_part(std::string_view name, std::string_view surname, std::string_view word) {
  size_t first_end = name.find(' ');
  if (first_end == std::string_view::npos) return false;
  std::string_view middle =
      name.substr(first_end + 1, surname.data() - name.data() - first_end - 1);
  while (!middle.empty()) {
    size_t space = middle.find(' ');
    if (middle.substr(0, space) == word) return true;
    if (space == std::string_view::npos) break;
    middle.remove_prefix(space + 1);
  }
  return false;
}

// How one folded word names person `i`, whose folded name has two words or more: by surname
// (or by a generation suffix that is a surname too: "Neto proibiu"), by first name, or, when
// `middle`, by a word between the two ("lula" in "luiz inacio lula da silva").
SourceWork::NamePart SourceWork::part_named(uint32_t i, std::string_view word, bool middle) {
  std::string_view name = folded_name(i);
  std::string_view surname = folded_surname(i);
  if (surname == word || name.substr(name.rfind(' ') + 1) == word) return NamePart::Surname;
  if (name.substr(0, name.find(' ')) == word) return NamePart::First;
  const std::string& written = a_.sources[i].name;
  if (middle && !std::islower(static_cast<unsigned char>(written.front())) &&
      is_middle_part(name, surname, word)) {
    return NamePart::Middle;
  }
  return NamePart::None;
}

// A registered person this single word names, or kNone. A surname before a first name ("John,
// the district chairman" is Tom John, not John Hammond), and of several, the one mentioned last
// ("Trump" after "Melania Trump" is Donald Trump, quoted since). Brazilian and Hispanic news also
// name people by a middle name ("Lula", "Ocampo" for Marisol Ocampo Ferrer): that comes last, and
// of several the person mentioned most ("Lula" is the president, not a son who shares the name).
// Only a name read as a source asks for it (`middle`): a middle name mentioned in passing would
// become whom a later pronoun refers to. A person known by post ("advogado de Temer") is named by
// no part.
uint32_t SourceWork::person_by_part(std::string_view word, bool middle) {
  const std::string& w = fold(word);
  uint32_t best = kNone;
  NamePart best_part = NamePart::None;
  uint32_t best_mention = 0;
  size_t best_mentions = 0;
  for (uint32_t i = static_cast<uint32_t>(a_.sources.size()); i-- > 0;) {
    const Source& s = a_.sources[i];
    if (s.type != SourceType::Person || known_by_post_alone(s.name)) continue;
    if (folded_name(i).find(' ') == std::string::npos) continue;
    const NamePart part = part_named(i, w, middle);
    if (part == NamePart::None || part < best_part) continue;
    const uint32_t mention = s.mentions.empty() ? 0 : s.mentions.back().start;
    const bool better =
        part > best_part ||
        (part == NamePart::Middle ? s.mentions.size() >= best_mentions : mention > best_mention);
    if (best == kNone || better) {
      best = i;
      best_part = part;
      best_mention = mention;
      best_mentions = s.mentions.size();
    }
  }
  return best;
}

// The one person named in full whom the one-word name of source `i` names best, or kNone.
uint32_t SourceWork::person_named_in_full_by(uint32_t i) {
  const std::string word = folded_name(i);
  uint32_t best = kNone;
  NamePart best_part = NamePart::None;
  bool tied = false;
  for (uint32_t j = 0; j < a_.sources.size(); ++j) {
    const Source& full = a_.sources[j];
    if (j == i || full.type != SourceType::Person || full.mentions.empty() ||
        known_by_post_alone(full.name) || folded_name(j).find(' ') == std::string::npos) {
      continue;
    }
    const NamePart part = part_named(j, word, true);
    if (part == NamePart::None || part < best_part) continue;
    tied = part == best_part;
    if (part > best_part) best = j;
    best_part = part;
  }
  return tied ? kNone : best;
}

// "explica Moraes", "Tavinho diz": in Portuguese an organization takes an article ("a Vale
// afirma", "segundo o Sebrae") and a person does not. One unknown word that speaks with no
// article before it, here or anywhere in the text, is a person's surname or nickname, not a
// firm. Headlines drop articles and are left out; languages without the list are unaffected.
bool SourceWork::bare_speaker(const Tokens& t, size_t i) {
  if (f_.org_articles_.empty() || is_acronym(t[i])) return false;
  if (in_headline(sentence_)) return false;
  if (i > 0 && f_.org_articles_.at(t, i - 1)) return false;
  // "segundo pesquisa Datafolha divulgada": a pollster or a statistics office is a body.
  if (f_.statistics_.at(t, i)) return false;
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
bool SourceWork::after_honorific(const Tokens& t, size_t i) const {
  if (i >= 2 && t[i - 1].is_symbol(".") && f_.honorifics_.at(t, i - 2)) return true;
  return i >= 1 && f_.honorifics_.at(t, i - 1);
}

// "Mrs. Clinton", "Sr. Prates": the gender the title before t[i] tells, if any.
SourceWork::Gender SourceWork::honorific_gender(const Tokens& t, size_t i) const {
  if (i == 0) return Gender::Unknown;
  const size_t title = i >= 2 && t[i - 1].is_symbol(".") ? i - 2 : i - 1;
  if (f_.honorifics_female_.at(t, title)) return Gender::Female;
  if (f_.honorifics_male_.at(t, title)) return Gender::Male;
  return Gender::Unknown;
}

// Turns a name run into a source: outlet, organization, a known person, or a new person.
// `speaker`: the run names who speaks (a cue's subject or agent), where Portuguese tells people
// from organizations by the article (see bare_speaker).
uint32_t SourceWork::resolve_run(const Tokens& t, const Run& r, bool speaker) {
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
    const std::string word = strip ? without_possessive(t[r.first].lower) : t[r.first].lower;
    const auto known = mentioned_people_.find(word);
    auto person_named_in_full = [&](const std::string& full) {
      const uint32_t named = existing(full);
      return named != kNone ? named : add_source(full, SourceType::Person);
    };
    // "Rebecca Bradley ... Bradley wrote", "Donald J. Trump ... Mr. Trump": the surname of a
    // person named in full before with a first name, even when it is a first name too.
    if (id == kNone && known != mentioned_people_.end() && opens_with_first_name(known->second))
      id = person_named_in_full(known->second);
    if (id == kNone) id = person_by_part(name, true);  // "Lula disse": by a middle name
    // "disse Beatriz" after "Beatriz Lemos": the one person named in full with that first name.
    if (id == kNone && f_.first_names_.at(t, r.first)) {
      const auto first = first_named_people_.find(word);
      if (first != first_named_people_.end() && !first->second.empty())
        id = person_named_in_full(first->second);
    }
    // "President Obama", "Bob": a title or a first name makes one word a person.
    bool person = f_.first_names_.at(t, r.first) || (r.first > 0 && f_.roles_.before(t, r.first)) ||
                  after_honorific(t, r.first);
    if (id == kNone && person) id = add_source(name, SourceType::Person);
    if (id == kNone && known != mentioned_people_.end()) id = person_named_in_full(known->second);
    if (id == kNone && speaker && bare_speaker(t, r.first))
      id = add_source(name, SourceType::Person);
    if (id == kNone) id = add_source(name, SourceType::Organization);
    if (a_.sources[id].type == SourceType::Person) set_gender(id, honorific_gender(t, r.first));
  } else if (uint32_t known = existing(name); known != kNone) {
    id = known;
  } else if (uint32_t person = person_ending_with(name); person != kNone) {
    id = person;  // "Prado Lemos" after "Ana Prado Lemos": a two-word surname
  } else {
    // A person when the name starts with a first name or carries an initial ("Marc E. Elias"),
    // or when an apposition gives a role (see set_role); otherwise an organization: "Oceânica
    // Petróleo", "Apex Wireless".
    // So does a post just before ("owner Linh Tran") or an age in apposition after ("Linh Tran,
    // 61, said"): only people have them.
    // A post a company may hold ("owner Bluewave Cruises", sources.body-posts) says neither.
    const PhraseTable::Match post =
        r.first > 0 ? f_.roles_.before(t, r.first) : PhraseTable::Match{};
    bool named = f_.first_names_.at(t, r.first) || has_initial(t, r) ||
                 (post && !f_.body_posts_.at(t, r.first - post.length)) || aged(t, r.last + 1);
    id = add_source(name, named ? SourceType::Person : SourceType::Organization);
  }
  mention(id, span);
  return id;
}

// Whether a full name starts with a first name the lexicon knows ("Donald J. Trump"), not with
// words a name run swept up ("Defesa de Lula").
bool SourceWork::opens_with_first_name(const std::string& full) const {
  const Tokens words = tokens_of(full);
  return !words.empty() && f_.first_names_.at(words, 0);
}

// The person named earlier whose full name ends with these words ("Ana Prado Lemos" for
// "Prado Lemos"), or kNone.
uint32_t SourceWork::person_ending_with(const std::string& words) const {
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

// ---- role appositions ---------------------------------------------------------------------------

// "diretor de", "director at", "senator from": the prepositions that go on with a role phrase.
bool SourceWork::is_preposition(const Tokens& t, size_t i) const {
  return static_cast<bool>(f_.role_prepositions_.at(t, i));
}

// Whether the word at j, in lower case after the post that starts at token `post`, may belong
// to it: not a relative pronoun ("psychiatrist who killed") nor, where the language lists verb
// endings (sources.verbs-after-post: English "ed"), a verb ("said the president failed to act",
// "operative who played"), unless a word that does follow posts ("president elect",
// sources.role-trailers) or the words after a preposition inside the post.
bool SourceWork::trails_a_post(const Tokens& t, size_t post, size_t j) const {
  if (f_.relative_subjects_.at(t, j)) return false;
  if (f_.role_trailers_.at(t, j)) return true;
  for (size_t k = post + 1; k < j; ++k) {
    if (is_preposition(t, k)) return true;
  }
  return !has_verb_ending(t[j].lower, f_.verbs_after_post_);
}

// Whether a word in lower case ends with one of `endings` (sources.verbs-after-post: "failed",
// "seguiu"), with at least three letters before it.
bool SourceWork::has_verb_ending(const std::string& word, const std::vector<std::string>& endings) {
  return std::any_of(endings.begin(), endings.end(), [&](const std::string& ending) {
    return word.size() > ending.size() + 2 && word.ends_with(ending);
  });
}

// "Depois do Palácio Azul, o governador seguiu para o quartel": a name after a preposition,
// then a comma and a post whose finite verb follows it (sources.finite-verb-endings, or a verb
// of saying), is a place or a time the sentence opens with, and the post is the subject of the
// clause after it, not the name's apposition.
bool SourceWork::post_opens_clause_after(const Tokens& t, const Run& name,
                                         const RolePhrase& p) const {
  if (name.first == 0 || !is_preposition(t, name.first - 1) || p.end >= t.size()) return false;
  const Token& next = t[p.end];
  return next.is_word() && !next.capitalized &&
         (has_verb_ending(next.lower, f_.finite_verb_endings_) || f_.verbs_.at(t, p.end));
}

// Where the name after the preposition at j would start: past "the" and up to two words in lower
// case describing the body named after them ("at the non-partisan Cook Political Report", "at
// the government-funded Rand Corporation"), or past a word of its kind ("da consultoria Alísio
// Energia"), when a capitalized word follows them.
size_t SourceWork::body_name_at(const Tokens& t, size_t j) const {
  size_t k = j + 1;
  if (k >= t.size()) return k;
  // "sócia da consultoria Alísio Energia": Portuguese sets the body's kind
  // (sources.body-appositions) right after the preposition, with no article of its own; a first
  // name after it starts a person's name, not a body's.
  if (t[k].lower != "the") {
    const PhraseTable::Match kind = f_.body_appositions_.at(t, k);
    const size_t name = k + kind.length;
    const bool named = kind && !t[k].capitalized && name < t.size() && t[name].capitalized &&
                       !f_.first_names_.at(t, name);
    return named ? name : k;
  }
  ++k;
  constexpr size_t kDescriptors = 3;  // "the blockchain analytics firm Chainvista"
  size_t name = k;
  while (name < t.size() && name < k + kDescriptors && t[name].is_word() && !t[name].capitalized &&
         !is_preposition(t, name) && !f_.verbs_.at(t, name) && !f_.roles_.at(t, name)) {
    ++name;
  }
  return name > k && name < t.size() && t[name].capitalized ? name : k;
}

// Reads a role phrase starting at the role noun at i: "diretor de engenharia", "CEO da Amazon",
// "professora da Universidade Federal do Paraná". Stops at a comma, a verb-like word or a name
// that is not after a preposition (that name is the person: "a economista Carla Nunes").
SourceWork::RolePhrase SourceWork::read_role(const Tokens& t, size_t i, size_t role_len,
                                             size_t floor) const {
  RolePhrase p;
  p.role_first = i;
  p.outside = static_cast<bool>(f_.outside_roles_.at(t, i));
  // English puts modifiers first: "engineering director", "council member".
  while (p.role_first > floor && t[p.role_first - 1].is_word() &&
         !t[p.role_first - 1].capitalized && t[p.role_first - 1].lower != "e" &&
         t[p.role_first - 1].lower != "and" && !f_.not_names_.at(t, p.role_first - 1) &&
         !is_preposition(t, p.role_first - 1) && !f_.verbs_.at(t, p.role_first - 1) &&
         !f_.role_modifier_stops_.at(t, p.role_first - 1) && t[p.role_first - 1].lower != "the" &&
         t[p.role_first - 1].lower != "a" && t[p.role_first - 1].lower != "o" &&
         t[p.role_first - 1].lower != "an" && p.role_first + 3 > i) {
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
    // "attorney with the Campaign Legal Center", "adviser to Barack Obama": a preposition that
    // goes on with a role only before a body's name, and only right after a post ("adviser and
    // pollster to"); "charged with fraud" and "who moved to Harborton" end the role.
    const size_t k = body_name_at(t, j);
    // "a spokesman for House Speaker Lena Ortiz": the titled person is whom the role serves.
    const std::optional<Run> served = titled_name_at(t, k);
    const bool before_body_only = f_.body_prepositions_.at(t, j) && !is_preposition(t, j) &&
                                  f_.roles_.before(t, j) && (served || run_at(t, k));
    if ((before_body_only || is_preposition(t, j)) && j + 1 < t.size()) {
      if (served) {
        j = role_end = serve(t, p, *served, k);
        continue;
      }
      std::optional<Run> org = run_at(t, k);
      // "juiz da 13ª Vara Federal de Curitiba": the body's number opens its name.
      if (!org && k + 1 < t.size() && is_ordinal(t[k]) && (org = run_at(t, k + 1))) {
        org->first = k;
      }
      if (org) {
        // "ex-prefeito de São Paulo Renato Fialho": a place whose name holds a first name
        // ("Paulo") ends where the place does, and the person's name starts after it.
        const PhraseTable::Match named_place = f_.places_.at(t, k);
        const size_t place_end = k + (named_place ? named_place.length : 0);
        // "prefeito de São Bernardo do Campo": the place is all there is, and no one is named.
        const bool whole_place = named_place && place_end > org->last;
        if (named_place && org->first > k && place_end > org->first && place_end <= org->last) {
          org->first = place_end;
        } else if (whole_place) {
          org->first = k;
          org->last = place_end - 1;
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
          // "an aide to Senate Majority Leader Dana Corbin": a title before the name makes
          // the name whom the role serves, its organization.
          if (is_served_name(t, *org) && title_ends_at(t, k, org->first)) {
            j = role_end = serve(t, p, *org, k);
            continue;
          }
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
        for (size_t m = org->first + 1; m <= org->last && !whole_place; ++m) {
          if (f_.first_names_.at(t, m) && !f_.particles_.at(t, m - 1)) {
            org->last = m - 1;
            break;
          }
        }
        // "planner in Denver", "professora em Campinas": a place, unless the name is a firm's.
        bool place = f_.place_prepositions_.at(t, j) &&
                     !run_is_org(t, *org, join_tokens(t, org->first, org->last, text_));
        if (p.organization.empty() && !place)
          p.organization = join_tokens(t, org->first, org->last, text_);
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
    // "vice president for rockets and satellites at Harbor Aerospace": a field after the post's
    // preposition, joined by "and" to another, goes on with the post when a preposition and a
    // body's name follow; a second post after a body ("ex-diretor da Vivace e conselheiro da
    // ...") does not.
    const bool field_before =
        j >= 2 && t[j - 1].is_word() && !t[j - 1].capitalized && is_preposition(t, j - 2);
    if (field_before && j == role_end && j + 3 < t.size() && f_.coordinators_.at(t, j) &&
        t[j + 1].is_word() && !t[j + 1].capitalized && is_preposition(t, j + 2) &&
        run_at(t, body_name_at(t, j + 3))) {
      j += 2;
      role_end = j;
      continue;
    }
    // "a fundadora e CEO, Patrícia Valadares": a second post in capitals ("CEO", "CFO") joined
    // by "e" / "and" goes on with the role (one in lower case does already, word by word).
    if (j == role_end && j + 1 < t.size() && f_.coordinators_.at(t, j) && t[j + 1].capitalized) {
      const PhraseTable::Match second = f_.roles_.at(t, j + 1);
      const size_t after = j + 1 + second.length;
      // Not a title before a name: "adviser to President Dana Ruiz and President Tom Hale".
      if (second && (after >= t.size() || !t[after].capitalized)) {
        j = after;
        role_end = j;
        continue;
      }
    }
    // "The Ohio senator is predicting", "the mayor has repeatedly said": an auxiliary or
    // an adverb of the verb after the post is no word of the role.
    // "said the president failed to act", "a psychiatrist who served": a verb or a relative
    // pronoun after the post is none of it either (trails_a_post).
    if (t[j].is_word() && !t[j].capitalized && !f_.verbs_.at(t, j) && j == role_end &&
        j - i < kRoleWords && !f_.pronouns_.at(t, j) && !f_.role_auxiliaries_.at(t, j) &&
        !is_verb_filler(t, j) && !f_.addressee_prepositions_.at(t, j) && trails_a_post(t, i, j)) {
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
std::string SourceWork::organization_further(const Tokens& t, size_t from) const {
  constexpr size_t kReach = 10;  // words past where the role's reading stopped
  for (size_t j = from; j + 1 < t.size() && j < from + kReach; ++j) {
    if (!t[j].is_word() || t[j].capitalized || f_.verbs_.at(t, j) || f_.clause_openers_.at(t, j)) {
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
bool SourceWork::names_after_a_quote(const Tokens& t, const Run& run) const {
  if (run.first == 0 || !is_closing_quote(t[run.first - 1])) return false;
  if (run.first < 2 || !t[run.first - 2].is_symbol(",")) return false;
  return !f_.places_.at(t, run.first) && !f_.first_names_.at(t, run.first) &&
         !f_.demonyms_.at(t, run.first) && !f_.party_words_.at(t, run.first);
}

// "a White House official", "an Amazon spokeswoman": a name between a determiner and the role
// is the organization the role belongs to. Adjectives alone ("a Republican senator") are not.
// Without a determiner, an acronym does the same ("LPC general counsel Ana Ruiz", "LPC
// Chairman Tom Hale"), and so does a word already known as an organization's name.
std::string SourceWork::organization_before(const Tokens& t, size_t role_first) const {
  if (role_first < 1 || !is_name_word(t[role_first - 1])) return "";
  // "LPC Chairman Tom Hale" is one capitalized run, which no run ends inside of.
  if (is_acronym(t[role_first - 1])) return std::string(t[role_first - 1].text);
  // "by Gazette Editor-in-Chief Paul Amsel" after "the Gazette announced": one word the story
  // already uses as an organization's name does the same.
  if ((role_first < 2 || !is_name_word(t[role_first - 2])) &&
      known_as_organization(t[role_first - 1])) {
    return without_possessive(std::string(t[role_first - 1].text));  // "the HDP’s counsel"
  }
  // "Calloway spokeswoman Tara Benning" after "Calloway Valley Electric has spent": the first
  // word of a body named before, alone, names it.
  const size_t word = role_first - 1;
  if ((role_first < 2 || !is_name_word(t[role_first - 2])) && !f_.first_names_.at(t, word) &&
      !f_.not_alone_.at(t, word) && !f_.party_words_.at(t, word) && !f_.demonyms_.at(t, word) &&
      !f_.places_.at(t, word)) {
    const std::string opening = std::string(t[role_first - 1].text) + " ";
    for (const auto& [name, count] : org_mentions_) {
      if (name.starts_with(opening)) return name;
    }
  }
  bool name_after = false;
  std::optional<Run> run = run_ending_at(t, role_first - 1, &name_after);
  // "Harbor Police Chief Ana Ruiz" is one capitalized run, whose name starts after
  // the title: the words before the title are the run here.
  if (!run && name_after) {
    size_t start = role_first - 1;
    while (start > 0 && is_name_word(t[start - 1]) && t[start].space_before) --start;
    run = Run{start, role_first - 1};
  }
  if (!run) return "";
  // "who was White House communications director": the relative opener stands for the article.
  bool determined = run->first > 0 && (f_.org_determiners_.at(t, run->first - 1) ||
                                       relative_opening(t, run->first) != run->first);
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
bool SourceWork::named_with_the(const Tokens& t, const Run& r) const {
  // "the Lumora Cell 2", "the iPhone 15": a name with its model number is a product.
  const bool model = r.last + 1 < t.size() && t[r.last + 1].is_number();
  // "the Dutch striker": a people's word is no body.
  const bool people = f_.demonyms_.at(t, r.first).length == r.last - r.first + 1;
  return r.first > 0 && f_.org_only_articles_.at(t, r.first - 1) &&
         !f_.first_names_.at(t, r.first) && !model && !people;
}

// What the article says once of a name that holds from there on, read as each sentence comes
// (its tokens are about to be read anyway): a name introduced by an apposition whose head is a
// kind of business ("Lumeo, a São Paulo startup that lends to farmers", "a Vertente, empresa de
// energia"; sources.body-appositions) is an organization's, though no word of kind is in it; the
// people a body was "founded by" work for it; a body that led a funding round ("a round led by
// Andes Ventures"; sources.investor-cues; "Andes Ventures, which led the round";
// sources.investor-cues-after) has money in the story's company; and a study "funded
// by" a body speaks for it.
void SourceWork::read_introductions(uint32_t s) {
  const Tokens& t = tokens_[s];
  for (size_t i = 0; i < t.size(); ++i) {
    if (!t[i].has_alpha) {
      std::string kind;
      if (i > 0 && t[i].text == "," && is_name_word(t[i - 1])) {
        if (apposition_names_a_body(t, i, &kind)) introduce_body(t, i - 1, kind);
        note_interest_description(t, i);
      }
      continue;
    }
    if (!t[i].capitalized && i > 0) introduce_named_kind(t, i);
    if (PhraseTable::Match cue = f_.introduction_cues_.at(t, i)) {
      if (*cue.value == SourceFinder::kInvestorCue) {
        note_investor(t, i + cue.length);
      } else if (*cue.value == SourceFinder::kInvestorBeforeCue) {
        // "Northgate Harbor Ventures, which led the round": the name before the comma.
        if (i >= 2 && t[i - 1].is_symbol(",")) {
          if (std::optional<Run> r = run_ending_at(t, i - 2)) note_investor(t, r->first);
        }
      } else if (*cue.value == SourceFinder::kCommissionedCue) {
        note_commissioner(t, i, cue.length);
      } else {
        read_founders(t, i, cue.length, *cue.value);
      }
    }
  }
}

// "A pesquisa, financiada pela Alvorada Alimentos, acompanhou 420 voluntários", "a study funded
// by the maker": a document right before the commissioning word (its comma between) was paid
// for by the body named after it, which the article's documents speak for (commissioned_by_).
void SourceWork::note_commissioner(const Tokens& t, size_t word, size_t length) {
  size_t before = word;
  if (before > 0 && t[before - 1].is_symbol(",")) --before;
  // "The study was funded in part by the Harbor Coffee Institute": passive, and in part.
  if (before > 0 && f_.passive_auxiliaries_.at(t, before - 1)) --before;
  if (before == 0 || !f_.documents_.before(t, before)) return;
  size_t at = word + length;
  if (PhraseTable::Match share = f_.commission_shares_.at(t, at)) at += share.length;
  if (at < t.size() && f_.agent_prepositions_.at(t, at)) ++at;
  if (at < t.size() && (f_.org_articles_.at(t, at) || is_article(t[at]))) ++at;
  std::optional<Run> r = run_at(t, at);
  if (!r || f_.first_names_.at(t, r->first)) return;
  // "funded by the Dunmore Foundation": a body that makes research grants pays for findings it
  // has no side in (sources.grant-makers); an industry group or a company does.
  if (f_.grant_makers_.found_in(t, r->first, r->last + 1)) return;
  std::string body = join_tokens(t, r->first, r->last, text_);
  if (commissioned_by_.empty())
    commissioned_by_ = std::move(body);
  else if (fold(commissioned_by_) != fold(body))
    commissioned_by_ = kSeveralCommissioners;  // two funders: which paid for which is unsaid
}

// Notes the body named at t[at] or a few words of kind after it ("the venture firm Andes
// Ventures", "o fundo Pampa Investimentos") as an investor in the story's company.
void SourceWork::note_investor(const Tokens& t, size_t at) {
  constexpr size_t kKindWords = 3;
  for (size_t end = std::min(t.size(), at + kKindWords + 1); at < end; ++at) {
    if (std::optional<Run> r = run_at(t, at)) {
      if (f_.first_names_.at(t, r->first)) return;
      investors_.insert(fold(join_tokens(t, r->first, r->last, text_)));
      // "Northgate Ventures" is "Northgate" too: "sócio da Northgate" is its partner.
      if (r->last > r->first && f_.org_words_.at(t, r->last))
        investors_.insert(fold(join_tokens(t, r->first, r->last - 1, text_)));
      return;
    }
    if (!t[at].is_word()) return;
  }
}

// "Instituto Arrecife Verde, organização ambientalista que monitora o arrasto", "Harbor Streets, an
// advocacy group": a body an apposition calls an interest group (sources.interest-descriptions)
// argues a side.
void SourceWork::note_interest_description(const Tokens& t, size_t comma) {
  constexpr size_t kDescription =
      5;  // "an environmental advocacy group", "organização ambientalista"
  for (size_t j = comma + 1; j < t.size() && j <= comma + kDescription; ++j) {
    if (!t[j].is_word()) return;
    if (!f_.interest_descriptions_.at(t, j)) continue;
    if (std::optional<Run> r = run_ending_at(t, comma - 1))
      interest_bodies_.insert(fold(join_tokens(t, r->first, r->last, text_)));
    return;
  }
}

// "segundo a consultoria Tendar", "do instituto Opinare", "the consultancy Marlow Partners": a
// business's kind (sources.body-appositions) after an article or a preposition, then a name,
// introduces that name as a body's.
void SourceWork::introduce_named_kind(const Tokens& t, size_t i) {
  // The kind first: it rules out nearly every word with one table test.
  const PhraseTable::Match kind = f_.body_appositions_.at(t, i);
  if (!kind || i + kind.length >= t.size() || !t[i + kind.length].capitalized) return;
  if (!(is_article(t[i - 1]) || is_preposition(t, i - 1))) return;
  std::optional<Run> r = run_at(t, i + kind.length);
  if (!r || r->first != i + kind.length) return;
  introduce_body(t, r->last, t[i + kind.length - 1].lower);
}

// Notes the name that ends at t[last] as an organization's, unless it is a person's or a place,
// and as a body of `kind` when the words that introduced it gave one. A headline that named it
// with a word before ("Agtech Semeia") read as a person's full name, whose surname it would be:
// that reading goes.
void SourceWork::introduce_body(const Tokens& t, size_t last, std::string_view kind) {
  std::optional<Run> r = run_ending_at(t, last);
  if (!r || f_.first_names_.at(t, r->first) || f_.places_.at(t, r->first)) return;
  std::string name = join_tokens(t, r->first, r->last, text_);
  if (possessive_length(name) > 0) return;
  if (r->first == r->last) {
    auto known = mentioned_people_.find(t[r->last].lower);
    if (known != mentioned_people_.end() && known->second.ends_with(" " + name))
      mentioned_people_.erase(known);
  }
  if (!kind.empty()) kind_introductions_.push_back({sentence_, fold(kind), name});
  introduced_bodies_.insert(fold(name));
}

// Whether the words after the comma at t[comma] are a business's description: an optional
// article (sources.apposition-articles), a few modifiers ("São Paulo", "Denver-based"), and a
// head noun of kind not followed by a post ("a company spokesman" describes a person). A
// function word, a particle or an article ends the description ("a lawyer who represents the
// company", "o juiz, de Barcarena, obrigou a empresa") and a post in it makes it a person's
// ("an executive ...").
bool SourceWork::apposition_names_a_body(const Tokens& t, size_t comma, std::string* kind) const {
  constexpr size_t kModifiers = 4;
  size_t j = comma + 1;
  // With no article the head comes first ("Lumeo, startup paulista"): "Bellevue,
  // Washington-based firm" is a place and its state.
  const PhraseTable::Match article = f_.apposition_articles_.at(t, j);
  j += article.length;
  for (size_t end = std::min(t.size(), article ? j + kModifiers + 1 : j + 1); j < end; ++j) {
    if (!t[j].is_word() || f_.function_words_.at(t, j) || f_.particles_.at(t, j) ||
        f_.apposition_articles_.at(t, j) || f_.roles_.at(t, j))
      return false;
    PhraseTable::Match head = f_.body_appositions_.at(t, j);
    if (!head) continue;
    // "Andes Ventures, the company said": a reference that speaks, not a description.
    const size_t after = j + head.length;
    if (after < t.size() && f_.verbs_.at(t, after)) return false;
    if (after < t.size() && (f_.roles_.at(t, after) || f_.body_appositions_.at(t, after))) continue;
    if (!ends_a_description(t, after)) return false;
    if (kind != nullptr) *kind = t[after - 1].lower;
    return true;
  }
  return false;
}

// "Founded in 2021 by former bankers Ana Vidal and Rafael Costa, Lumeo ...", "Lumeo, founded
// by Ana Vidal, ...", "a Lumeo foi fundada por Ana Vidal": the people named after the agent's
// preposition (before the next comma) founded the body the clause is about; `post` is the
// participle's value ("founder").
void SourceWork::read_founders(const Tokens& t, size_t participle, size_t length,
                               const std::string& post) {
  constexpr size_t kBeforeAgent = 4;  // "founded in 2021 by", "fundada em março de 2020 por"
  size_t j = participle + length;
  const size_t agent_limit = std::min(t.size(), j + kBeforeAgent + 1);
  while (j < agent_limit && !f_.agent_prepositions_.at(t, j) && !t[j].is_symbol(",")) ++j;
  if (j >= agent_limit || !f_.agent_prepositions_.at(t, j)) return;
  std::vector<std::string> people;
  size_t k = j + 1;
  for (; k < t.size() && !t[k].is_symbol(",") && !t[k].is_symbol("."); ++k) {
    std::optional<Run> r = run_at(t, k);
    if (!r) continue;
    // A person's name: a first name, or two words or more with no word of kind in them.
    if (f_.first_names_.at(t, r->first) ||
        (r->last > r->first && !f_.org_words_.found_in(t, r->first, r->last + 1)))
      people.push_back(join_tokens(t, r->first, r->last, text_));
    k = r->last;
  }
  if (people.empty()) return;
  std::optional<Run> body = founded_body(t, participle, k);
  if (!body || f_.first_names_.at(t, body->first)) return;
  std::string organization = join_tokens(t, body->first, body->last, text_);
  if (possessive_length(organization) > 0) organization = without_possessive(organization);
  for (std::string& person : people) founders_.push_back({std::move(person), organization, post});
}

// The body a founding participle at t[participle] speaks of: the name the participle's phrase
// is set after ("Lumeo, founded ...", "Lumeo was founded ..."), or, when the phrase opens the
// sentence, the name just after its closing comma at t[names_end] ("..., Lumeo has lent").
std::optional<SourceWork::Run> SourceWork::founded_body(const Tokens& t, size_t participle,
                                                        size_t names_end) const {
  if (participle == first_word(t)) {
    if (names_end >= t.size() || !t[names_end].is_symbol(",")) return std::nullopt;
    size_t at = names_end + 1;
    if (at < t.size() && f_.org_articles_.at(t, at)) ++at;
    return run_at(t, at);
  }
  if (participle == 0) return std::nullopt;
  size_t before = participle - 1;
  if (t[before].is_symbol(",") || f_.passive_auxiliaries_.at(t, before)) {
    if (before == 0) return std::nullopt;
    return run_ending_at(t, before - 1);
  }
  return std::nullopt;
}

// Whether t[after], just past an apposition's head, lets the head end the noun phrase: the end,
// punctuation, a function word, particle or article ("a startup that", "empresa de"), a
// demonym ("startup paulista") or a participle ("a fintech founded in", "fundada em";
// sources.participle-endings). Another word is more of the phrase ("nonprofit groups").
bool SourceWork::ends_a_description(const Tokens& t, size_t after) const {
  if (after >= t.size() || !t[after].is_word()) return true;
  if (f_.function_words_.at(t, after) || f_.particles_.at(t, after) ||
      f_.apposition_articles_.at(t, after) || f_.demonyms_.at(t, after))
    return true;
  return has_verb_ending(t[after].lower, f_.participle_endings_);
}

// One word the article has already used for an organization: a source that is one, or the
// short name of one it mentions.
bool SourceWork::known_as_organization(const Token& word) const {
  return known_as_organization(word.text);
}

bool SourceWork::known_as_organization(std::string_view name) const {
  for (const Source& s : a_.sources) {
    if ((s.type == SourceType::Organization || s.type == SourceType::Outlet) &&
        fold(s.name) == fold(name)) {
      return true;
    }
  }
  return org_mentions_.count(std::string(name)) > 0;
}

// The length of the possessive ending of `name` ("'s", "’s"), or 0.
size_t SourceWork::possessive_length(std::string_view name) {
  for (std::string_view mark : {"'s", "’s"}) {
    if (name.size() > mark.size() && name.ends_with(mark)) return mark.size();
  }
  // "Lamplighters'": a plural's possessive is its apostrophe alone.
  for (std::string_view mark : {"s'", "s’"}) {
    if (name.size() > mark.size() && name.ends_with(mark)) return mark.size() - 1;
  }
  return 0;
}

// "Vertex's" -> "Vertex": the organization a possessive names.
std::string SourceWork::without_possessive(std::string name) {
  name.resize(name.size() - possessive_length(name));
  return name;
}

// Evidence that a name is an organization or outlet, not a person, whatever a role says.
bool SourceWork::names_an_organization(const Tokens& t, const Run& r) const {
  PhraseTable::Match outlet = f_.outlets_.at(t, r.first);
  if (outlet && r.first + outlet.length - 1 == r.last) return true;
  return run_is_org(t, r, join_tokens(t, r.first, r.last, text_));
}

// "Its owner, Bluewave Cruises, insists": a post a company may hold (sources.body-posts: owner,
// operator, fabricante) before a name with no first name is held by that company.
bool SourceWork::held_by_a_body(const Tokens& t, const RolePhrase& p, const Run& name) const {
  return f_.body_posts_.at(t, p.role_first) && !f_.first_names_.at(t, name.first) &&
         !f_.honorifics_.at(t, name.first) && !aged(t, name.last + 1);
}

void SourceWork::set_role(uint32_t person, const RolePhrase& p, const Tokens& t) {
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
  if (s.organization.empty()) s.organization = body_of_post(t, p);
  if (s.organization.empty()) s.organization = kind_owning_post(t, p);
  // The two readings below may note a mention of the subject, a new source that moves the
  // sources: each reads the person afresh, holding no reference across the call.
  if (a_.sources[person].organization.empty()) {
    std::string organization = subject_ending_post(t, p);
    a_.sources[person].organization = std::move(organization);
  }
  // An office alone heads the body of its kind named just before: no organization of theirs
  // (the body may be a division of the story's own), but an office holder's stake.
  if (a_.sources[person].organization.empty() && heads_a_body_nearby(t, p))
    office_held_near_.insert(a_.sources[person].name);
  // "Company spokesman Theo Barrick" read "Company" as the organization: one word only.
  const std::string& read = a_.sources[person].organization;
  if (read.empty() || (read.find(' ') == std::string::npos && names_the_subject(fold(read)))) {
    std::string organization = subject_before_post(t, p);
    a_.sources[person].organization = std::move(organization);
  }
  Source& held = a_.sources[person];
  // "o senador petista": known while the sentences are read, for "disse o petista" later.
  if (held.affiliation.empty()) held.affiliation = party_in(t, p.role_first, p.end);
  held.type = SourceType::Person;
}

// "Team owner Gordon Petrakis", "the company's spokesman, Theo Barrick": the word before the post
// stands for the story's subject (sources.subject-references), as "the team said" does. A word
// inside a name ("Harbor Team owner") is the name's.
std::string SourceWork::subject_before_post(const Tokens& t, const RolePhrase& p) {
  // The possessive may open the post as read ("the team's spokesman"), or the word standing for
  // the subject its first modifier ("A university spokeswoman").
  const Token& opener = t[p.role_first];
  if (possessor_at(t, p.role_first) == kSubjectPlaceholder ||
      (!opener.capitalized && !f_.roles_.at(t, p.role_first) &&
       names_the_subject(fold(opener.text)))) {
    note_post_reference(t, p.role_first, p.role_first);
    return std::string(kSubjectPlaceholder);
  }
  if (p.role_first == 0) return "";
  const size_t k = p.role_first - 1;
  if (!t[k].is_word() || (k > 0 && is_name_word(t[k - 1]))) return "";
  if (std::string owner = possessor_at(t, k); owner == kSubjectPlaceholder) {
    note_post_reference(t, k, k);  // "the district's chief financial officer"
    return owner;
  }
  if (!names_the_subject(fold(t[k].text))) return "";
  // "the company spokesman Theo Barrick" mentions the subject; "Team owner Gordon Petrakis",
  // opening its sentence, is read with the name.
  if (!t[k].capitalized) note_post_reference(t, k, k);
  return std::string(kSubjectPlaceholder);
}

// "o presidente do clube, Geraldo Prado", "the president of the university": a post that ends
// with a word standing for the story's subject (sources.subject-references) after its
// preposition, when no body of that kind was named (body_of_post), serves the subject.
std::string SourceWork::subject_ending_post(const Tokens& t, const RolePhrase& p) {
  if (p.end < p.role_first + 3 || p.end > t.size()) return "";
  const size_t noun = p.end - 1;
  size_t before = noun - 1;
  if (is_definite_determiner(t[before]) && before > p.role_first) --before;
  if (!is_preposition(t, before) || t[noun].capitalized || !names_the_subject(fold(t[noun].text)))
    return "";
  note_post_reference(t, noun, noun);  // a reference to the subject, as "o clube disse" is
  return std::string(kSubjectPlaceholder);
}

// "o presidente do sindicato, Wagner Prates", "the president of the union": a post whose last
// word is a body's kind after a preposition (sources.body-kinds), with no more words describing
// it, serves the body of that kind the article has just named (salient_body), or none.
std::string SourceWork::body_of_post(const Tokens& t, const RolePhrase& p) {
  // "a spokeswoman for the committee organizing the dinner": a body described further is not
  // one named.
  // "a spokeswoman for the authority said" goes on to speak, not to describe.
  if (p.end < t.size() && t[p.end].is_word() && !t[p.end].capitalized && !f_.verbs_.at(t, p.end))
    return "";
  size_t last = p.end;
  while (last > p.role_first && !t[last - 1].is_word()) --last;
  if (last < p.role_first + 2) return "";
  const Token& word = t[last - 1];
  if (word.capitalized) return "";
  const std::vector<std::string>* kinds = nullptr;
  if (auto kind = f_.body_kinds_.find(word.lower); kind != f_.body_kinds_.end()) {
    kinds = &kind->second;
  } else if (auto post_kind = f_.post_body_kinds_.find(word.lower);
             post_kind != f_.post_body_kinds_.end()) {
    kinds = &post_kind->second;
  }
  if (kinds == nullptr) return "";
  size_t before = last - 2;
  if (is_article(t[before]) && before > p.role_first) --before;  // "of the union"
  if (!is_preposition(t, before)) return "";
  std::optional<NamedBody> body = salient_body(t, p.role_first, *kinds);
  return body ? std::string(body->name) : "";
}

// "TurnstileIQ, a ticketing-data firm, counted ..., said Priya Natarajan, the firm's head of
// analytics", "the Tri-County Shoppers Alliance ... the alliance's executive director": a
// possessive of a body's kind before a post serves the body an apposition gave that kind in this
// sentence or the one before, or else the body of that kind the article named (sources.body-kinds;
// salient_body), whether or not it is the story's subject.
std::string SourceWork::kind_owning_post(const Tokens& t, const RolePhrase& p) {
  const size_t from = p.role_first > 0 ? p.role_first - 1 : 0;
  for (size_t k = p.role_first + 1; k-- > from;) {
    const size_t mark = possessive_length(t[k].text);
    if (mark == 0 || !t[k].is_word() || t[k].capitalized) continue;
    const std::string kind = fold(std::string_view(t[k].text).substr(0, t[k].text.size() - mark));
    if (std::string introduced = introduced_as(kind); !introduced.empty()) return introduced;
    const auto kinds = f_.body_kinds_.find(kind);
    if (kinds == f_.body_kinds_.end()) return "";
    std::optional<NamedBody> body = salient_body(t, k, kinds->second);
    if (!body) return "";
    // "The system's Heart and Vascular Institute": a unit named as another body's is that body's,
    // which the words before the post do not say.
    if (named_as_a_unit(body->start)) return "";
    // "the Abilene, Texas-based Meals on Wheels Plus ... The group's executive director": any
    // body ("group") only when the name is known as one, not the first capitalized words there.
    const bool any_body = std::find(kinds->second.begin(), kinds->second.end(), "@organization") !=
                          kinds->second.end();
    if (any_body && !known_as_organization(body->name) &&
        !introduced_bodies_.count(fold(body->name)))
      return "";
    return std::string(body->name);
  }
  return "";
}

// "Na Secretaria de Estado de Meio Ambiente (Sema), o discurso é outro. O secretário Otávio Lins
// afirmou": an office alone (sources.office-bodies: "secretário = secretaria") heads the body of
// its kind (sources.body-kinds) that this sentence or the one before names.
bool SourceWork::heads_a_body_nearby(const Tokens& t, const RolePhrase& p) {
  // The role's own tokens, read in the sentence: most roles are no bare office.
  if (p.role_first >= t.size()) return false;
  const PhraseTable::Match office = f_.office_bodies_.at(t, p.role_first);
  if (!office) return false;
  const Token& last = t[p.role_first + office.length - 1];
  if (last.span.end - t[p.role_first].span.start != p.role.size()) return false;
  const auto kinds = f_.body_kinds_.find(text::fold_case(*office.value));
  if (kinds == f_.body_kinds_.end()) return false;
  // Only the bodies named since the sentence before, read back from the latest (text order).
  const uint32_t from = a_.sentences[sentence_ > 0 ? sentence_ - 1 : 0].span.start;
  const uint32_t before = t[p.role_first].span.start;
  for (auto it = named_bodies_.rbegin(); it != named_bodies_.rend() && it->start >= from; ++it) {
    if (it->start < before && is_body_of_kind(*it, kinds->second)) return true;
  }
  for (const NamedBody& body : bodies_in_sentence(t, p.role_first)) {
    if (is_body_of_kind(body, kinds->second)) return true;
  }
  return false;
}

// Whether the name at byte `start` follows a possessive in lower case ("the system's", "the
// company's"): a unit of a body the text refers to.
bool SourceWork::named_as_a_unit(uint32_t start) const {
  constexpr uint32_t kReach = 24;  // "the university's " before the name
  const uint32_t from = start > kReach ? start - kReach : 0;
  const Tokens before = tokens_of(text_.substr(from, start - from));
  if (before.empty()) return false;
  const Token& owner = before.back();
  const size_t mark = possessive_length(owner.text);
  return mark > 0 && !owner.capitalized;
}

// "Tom Ferris, 30, a member of the union", "James B. Ruiz Jr., the director": where the name
// ends when an age or the dot of a name's suffix stands between it and the apposition's comma;
// `last` itself otherwise.
size_t SourceWork::name_end_before_apposition(const Tokens& t, size_t last) const {
  const Token& age = t[last];
  const bool is_age =
      age.is_number() && age.text.size() <= 3 &&
      std::all_of(age.text.begin(), age.text.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (is_age && last >= 2 && t[last - 1].is_symbol(",")) return last - 2;
  // "Rafael Andrade, de 34 anos, cofundador da Helióra": an age the numbers read, with its words.
  for (const NumericExpression& n : a_.numbers) {
    if (n.kind != NumberKind::Age || n.span.end != t[last].span.end) continue;
    size_t k = last;
    while (k > 0 && t[k].span.start > n.span.start) --k;
    if (k >= 2 && !t[k - 1].capitalized && t[k - 1].is_word()) --k;  // "de"
    if (k >= 2 && t[k - 1].is_symbol(",")) return k - 2;
  }
  if (last >= 1 && t[last].is_symbol(".") && f_.name_suffixes_.at(t, last - 1)) return last - 1;
  return last;
}

// Whether a token of the run ends in "'s" or "’s".
bool SourceWork::has_possessive(const Tokens& t, const Run& run) {
  for (size_t k = run.first; k <= run.last; ++k) {
    if (possessive_length(t[k].text) > 0) return true;
  }
  return false;
}

// Whether a role ends right before token `end`, starting at or after `first`: "Senate Majority
// Leader" before "Dana Corbin".
bool SourceWork::title_ends_at(const Tokens& t, size_t first, size_t end) const {
  for (size_t k = first; k < end; ++k) {
    PhraseTable::Match title = f_.roles_.at(t, k);
    if (title && k + title.length == end) return true;
  }
  return false;
}

// The name after a capitalized title at token k ("House Speaker Lena Ortiz"), when a first name
// opens it.
std::optional<SourceWork::Run> SourceWork::titled_name_at(const Tokens& t, size_t k) const {
  if (k >= t.size() || !t[k].capitalized) return std::nullopt;
  PhraseTable::Match title = f_.roles_.at(t, k);
  if (!title) return std::nullopt;
  const size_t first = k + title.length;
  if (first >= t.size()) return std::nullopt;
  std::optional<Run> name = run_at(t, first);
  if (!name || name->first != first || !is_served_name(t, *name)) return std::nullopt;
  return name;
}

// Whether a run can be the person a post serves: a full name opening with a first name, no
// body's. "President Tom Harlan's Treasury Department": a possessive makes the post serve the
// body, not the person.
bool SourceWork::is_served_name(const Tokens& t, const Run& run) const {
  return run.last > run.first && f_.first_names_.at(t, run.first) && !has_possessive(t, run) &&
         !names_an_organization(t, run);
}

// Records that the post of `p` serves the titled person `served`, whose title starts at token
// `title_first`; the person is its organization when it has none. Returns the token after the
// person's name, where the post's phrase goes on.
size_t SourceWork::serve(const Tokens& t, RolePhrase& p, const Run& served,
                         size_t title_first) const {
  p.served = served;
  p.served_title_first = title_first;
  if (p.organization.empty()) p.organization = join_tokens(t, served.first, served.last, text_);
  return served.last + 1;
}

// Gives the person a role serves ("an aide to Senate Majority Leader Dana Corbin") the
// title written before their name.
void SourceWork::title_served_person(const Tokens& t, const RolePhrase& p) {
  uint32_t person = resolve_run(t, p.served);
  Source& s = a_.sources[person];
  if (s.role.empty()) s.role = join_tokens(t, p.served_title_first, p.served.first - 1, text_);
  s.type = SourceType::Person;
}

// "O presidente da Turmar, a agência estadual de turismo, Hélio Vasconcellos": past an
// apposition that says what the post's body is (an article and lower-case words between
// commas), to the name after it; `j` itself when there is none.
size_t SourceWork::past_body_apposition(const Tokens& t, size_t j) const {
  constexpr size_t kWords = 7;  // "a agência estadual de turismo"
  // `j` is at the comma, or just past it.
  const size_t article = j < t.size() && t[j].is_symbol(",") ? j + 1 : j;
  if (article == 0 || article + 1 >= t.size() || !t[article - 1].is_symbol(",") ||
      !is_article(t[article]))
    return j;
  for (size_t k = article + 1; k < t.size() && k <= article + kWords; ++k) {
    if (t[k].is_symbol(",")) {
      std::optional<Run> name = run_at(t, k + 1);
      return name && name->first == k + 1 && name->last > name->first ? k + 1 : j;
    }
    if (!t[k].is_word() || t[k].capitalized) return j;
  }
  return j;
}

void SourceWork::find_appositions(uint32_t s) {
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
    if (p.served.first > 0) title_served_person(t, p);
    size_t j = p.end;
    // "o advogado que o representa, Caio Prates": a short relative clause between the post and
    // the comma before the name.
    if (j < t.size() && f_.relative_subjects_.at(t, j)) {
      constexpr size_t kClauseWords = 6;
      for (size_t k = j + 1; k < t.size() && k <= j + kClauseWords; ++k) {
        if (!t[k].is_symbol(",")) continue;
        if (run_at(t, k + 1)) j = k;
        break;
      }
    }
    // "a diretora da fábrica, Marta Leal" / "a economista Carla Nunes", and the body's acronym
    // before the comma ("o presidente da Associação dos Produtores (Aprosoja), Lucas Beber").
    if (size_t past = past_bracketed_acronym(t, j, p.role_first);
        past < t.size() && t[past].is_symbol(","))
      j = past + 1;
    if (p.organization.empty() && f_.internal_roles_.at(t, i)) {
      p.organization = opening_organization(t, p.role_first);
    }
    if (!p.organization.empty()) j = past_body_apposition(t, j);
    if (std::optional<Run> name = run_at(t, j); name && name->last > name->first) {
      // "chairman of suburban Lakeside's Harbor County": a possessive inside the capitalized
      // words makes them a place's or a body's, not the name of whoever holds the post.
      if (names_an_organization(t, *name) || has_possessive(t, Run{name->first, name->last - 1}) ||
          held_by_a_body(t, p, *name)) {
        continue;
      }
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
      if (std::optional<Run> name = run_ending_at(t, name_end_before_apposition(t, before - 2));
          name && name->last > name->first && !names_an_organization(t, *name) &&
          !post_opens_clause_after(t, *name, p)) {
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
void SourceWork::take_modifiers(const Tokens& t, RolePhrase& p) const {
  constexpr int kMaxWords = 5;  // "a veteran New Hampshire GOP leader"
  size_t k = p.role_first;
  for (int words = 0; words < kMaxWords && k > 0; ++words) {
    const Token& w = t[k - 1];
    // "a 26-year-old benefits manager": an age describes the person, like an adjective.
    if (w.has_digit && w.lower.ends_with("-year-old")) {
      --k;
      continue;
    }
    // "a D.C.-based Democratic strategist": a hyphen inside a word, after initials the
    // tokenizer keeps whole, joins its halves and is no word of its own.
    if (w.is_symbol("-") && !w.space_before && !t[k].space_before && k >= 2 && t[k - 2].is_word()) {
      --k;
      --words;
      continue;
    }
    if (!w.is_word() || is_article(w) || possessive_length(w.text) > 0 ||
        f_.apposition_adverbs_.at(t, k - 1)) {
      break;
    }
    // "a University of Maryland economist": a body's name with "of" inside is one modifier.
    if (is_name_word(w) && k >= 3 && f_.particles_.at(t, k - 2)) {
      if (std::optional<Run> body = run_ending_at(t, k - 1); body && body->first + 2 < k) {
        k = body->first;
        continue;
      }
    }
    // "Rita Dunmore, who was White House communications director": the relative opener ends the
    // modifiers as an article would.
    if (relative_opening(t, k) != k) break;
    // "education and law professor": "and" between lower-case words; or between the names of an
    // endowed post's donors ("the Halden and Marta Ruiz Chair", "the Lee and Ana Moss Professor").
    const bool joins = (w.lower == "and" || w.lower == "e") && k >= 2 && t[k - 2].is_word();
    const bool joins_fields = joins && t[k - 2].capitalized == t[k].capitalized;
    if (!joins_fields && (is_preposition(t, k - 1) || f_.verbs_.at(t, k - 1) ||
                          f_.pronouns_.at(t, k - 1) || f_.role_modifier_stops_.at(t, k - 1))) {
      return;
    }
    // "Obama is defending his executive actions", "an aviation consulting firm and ... broker":
    // a verb or a word in "-ing" is a clause, not a modifier of the post.
    if (!w.capitalized &&
        (f_.role_auxiliaries_.at(t, k - 1) || SourceWork::has_gerund_ending(w.lower)))
      return;
    --k;
  }
  if (k == p.role_first || k == 0) return;
  const Token& opening = t[k - 1];
  if (!is_article(opening) && !opening.is_symbol(",") && possessive_length(opening.text) == 0 &&
      !f_.apposition_adverbs_.at(t, k - 1) && relative_opening(t, k) == k) {
    return;
  }
  std::string words = join_tokens(t, k, p.role_first - 1, text_);
  if (words != p.organization) {
    p.role = words + (t[p.role_first].space_before ? " " : "") + p.role;
  }
  p.role_first = k;
}

// "Tom Hale, who was Ana Ruiz's chief adviser": a relative clause that only gives the
// role ("who is", "que foi"; sources.relative-openers) opens the apposition like a comma's
// article. Returns where the apposition starts: before the opener when one ends at `before`.
size_t SourceWork::relative_opening(const Tokens& t, size_t before) const {
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
std::string SourceWork::opening_organization(const Tokens& t, size_t role_first) {
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
size_t SourceWork::possessor_before(const Tokens& t, size_t before, RolePhrase& p) const {
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
size_t SourceWork::office_title_role(const Tokens& t, size_t i) {
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
void SourceWork::find_affiliations(uint32_t s) {
  const Tokens& t = tokens_[s];
  find_owned_names(t);
  find_party_tags(t);
  for (size_t i = 0; i + 3 < t.size(); ++i) {
    std::optional<Run> name = run_at(t, i);
    if (!name || name->last == name->first) continue;
    size_t j = name->last + 1;
    if (j >= t.size()) break;
    if (aged(t, j)) j += 2;  // "Wade Pruitt, 52, who founded Hollow Creek"
    // "said David Lane of the Harbor Retail Federation": with no comma, only "of the" or "at
    // the" and a body of several words whose name says it is one (a word of kind, a known
    // organization). "in the GOP race" is where, and Portuguese names take "da" and "do".
    const bool comma = t[j].is_symbol(",");
    if (comma && relative_employer(t, *name, j + 1)) {
      i = name->last;
      continue;
    }
    size_t k = comma ? j + 1 : j;
    if (!comma && (k + 2 >= t.size() || !is_article(t[k + 1]) || f_.place_prepositions_.at(t, k))) {
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
        if (a_.sources[person].type == SourceType::Person &&
            a_.sources[person].organization.empty()) {
          a_.sources[person].organization = join_tokens(t, org->first, org->last, text_);
        }
      }
    }
    i = name->last;
  }
}

// The body named after a unit word at token `at` and its preposition ("unit of the Regional
// Aviators Association", "núcleo do Sindicato dos Metroviários"), if any.
std::optional<SourceWork::Run> SourceWork::body_of_unit(const Tokens& t, size_t at) const {
  const PhraseTable::Match unit = at < t.size() ? f_.body_units_.at(t, at) : PhraseTable::Match{};
  if (!unit) return std::nullopt;
  size_t k = at + unit.length;
  if (k >= t.size() || !is_preposition(t, k)) return std::nullopt;
  ++k;
  if (k < t.size() && is_article(t[k])) ++k;
  std::optional<Run> body = run_at(t, k);
  if (!body || body->first != k) return std::nullopt;
  return body;
}

// "Eric Wills, who worked for Gov. Ana Ruiz" / "who founded the Harbor Fund": the body or the
// person a relative clause at token k says the named person works for or runs is their
// organization. True when such a clause opens there.
bool SourceWork::relative_employer(const Tokens& t, const Run& name, size_t k) {
  PhraseTable::Match verb = f_.relative_employers_.at(t, k);
  if (!verb) return false;
  if (verb.value != nullptr && *verb.value == "field")
    return relative_field(t, name, k, verb.length);
  // "Rui Albergaria, who owns the hotel": a business named by its kind with "the"
  // (names.org-only-articles) is the one the story covers.
  if (const size_t object = k + verb.length;
      object + 1 < t.size() && f_.org_only_articles_.at(t, object) && !t[object + 1].capitalized) {
    const PhraseTable::Match kind = f_.body_appositions_.at(t, object + 1);
    const size_t next = object + 1 + kind.length;
    // Not "the startup Lumeo" (its name follows) nor "the company's rival".
    if (kind && (next >= t.size() || !t[next].capitalized) &&
        possessive_length(t[next - 1].text) == 0) {
      Source& source = a_.sources[resolve_run(t, name)];
      if (source.type == SourceType::Person && source.organization.empty())
        source.organization = kSubjectPlaceholder;
      return true;
    }
  }
  size_t at = body_name_at(t, k + verb.length - 1);
  if (at < t.size() && is_article(t[at])) ++at;  // "que dirige o Instituto Harbor"
  // "o governador Tom Reis": a post before the person named.
  if (PhraseTable::Match post = f_.roles_.at(t, at);
      post && at + post.length < t.size() && f_.first_names_.at(t, at + post.length)) {
    at += post.length;
  }
  // "Ohio Gov. Ana Ruiz": a place and an abbreviated title before the person named.
  if (PhraseTable::Match place = f_.places_.at(t, at);
      place && at + place.length < t.size() && f_.office_titles_.at(t, at + place.length)) {
    at += place.length;
  }
  if (at + 2 < t.size() && f_.office_titles_.at(t, at) && t[at + 1].is_symbol(".")) at += 2;
  std::optional<Run> employer = run_at(t, at);
  if (!employer || employer->first != at) return true;
  // "who chairs the Larkspur unit of the Regional Aviators Association": a unit's name before
  // its body (sources.body-units) gives that body.
  if (std::optional<Run> body = body_of_unit(t, employer->last + 1)) employer = body;
  const std::string words = join_tokens(t, employer->first, employer->last, text_);
  // A person only after the clauses marked so ("worked for = person"): "who leads Tom Hale
  // 1,428 to 1,153" is a race.
  const bool for_someone = verb.value != nullptr && *verb.value == "person";
  // "who founded Hollow Creek", "who owns Fairmount Wine & Spirits": what one founds or owns is a
  // body whatever its words (the clauses marked "= body"), unless a person's name opens it.
  const bool founded = verb.value != nullptr && *verb.value == "body" &&
                       !f_.first_names_.at(t, employer->first) &&
                       !f_.places_.at(t, employer->first);
  if (!(for_someone && is_served_name(t, *employer)) && !founded &&
      !run_is_org(t, *employer, words)) {
    return true;
  }
  uint32_t person = resolve_run(t, name);
  Source& source = a_.sources[person];
  if (source.type == SourceType::Person && source.organization.empty()) {
    source.organization = without_possessive(words);
  }
  return true;
}

// "Rafael Minter, who teaches airline operations at Lakeshore University": a clause of work in a
// field (the clauses marked "= field") and the body after its preposition, a few lower-case
// words on, give the person's post and organization; the clause makes the name a person's.
bool SourceWork::relative_field(const Tokens& t, const Run& name, size_t k, size_t length) {
  constexpr size_t kFieldWords = 5;  // "higher education policy"
  const size_t field = k + length;
  for (size_t at = field; at < t.size() && at <= field + kFieldWords; ++at) {
    if (!t[at].is_word() || t[at].capitalized) return true;
    if (at == field || !is_preposition(t, at) || f_.place_prepositions_.at(t, at)) continue;
    size_t body = at + 1;
    if (body < t.size() && is_article(t[body])) ++body;
    std::optional<Run> org = run_at(t, body);
    if (!org || org->first != body) return true;
    const std::string words = join_tokens(t, org->first, org->last, text_);
    if (!run_is_org(t, *org, words)) return true;
    Source& source = a_.sources[resolve_run(t, name)];
    source.type = SourceType::Person;
    if (source.role.empty()) source.role = join_tokens(t, k + 1, at - 1, text_);
    if (source.organization.empty()) source.organization = words;
    return true;
  }
  return true;
}

// "Carla Mendes (PRT-MG)", "Sen. Jo Hale (R-Ohio)": a party's tag in parentheses right after a
// name, alone or joined to the state, is the person's party; so is a party's word right before
// a full name ("o tucano Aldo Reis").
void SourceWork::find_party_tags(const Tokens& t) {
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
void SourceWork::party_word_at(const Tokens& t, size_t k) {
  PhraseTable::Match word = f_.party_words_.at(t, k);
  if (!word) return;
  std::optional<Run> name = run_at(t, k + word.length);
  if (!name || name->last == name->first || names_an_organization(t, *name)) return;
  Source& source = a_.sources[resolve_run(t, *name)];
  if (source.type == SourceType::Person && source.affiliation.empty()) {
    source.affiliation = *word.value;
  }
}

// The party a tag names ("PRT", "PRT-MG", "D-N.Y."), or null. A tag listed with a dash ("PR-")
// is also a state's: only the tag with a state after it is the party ("Ana Lima (PR)" is where
// she is from).
const std::string* SourceWork::party_of_tag(std::string_view tag) const {
  const size_t dash = tag.find('-');
  const std::string key = folded(tag.substr(0, dash));
  auto party = f_.party_tags_.find(dash == std::string_view::npos ? key : key + "-");
  if (party == f_.party_tags_.end()) party = f_.party_tags_.find(key);
  return party == f_.party_tags_.end() ? nullptr : &party->second;
}

// "Carla Mendes (PRT-MG)": the tag in the parenthesis that opens at t[k].
void SourceWork::party_tag_at(const Tokens& t, size_t k) {
  if (!t[k + 1].is_word()) return;
  std::string_view tag = t[k + 1].text;
  size_t dash = tag.find('-');
  // "(PRT)" closes at once; "(PRT-MG)" is one word, "(D-N.Y.)" goes on past the state.
  if (dash == std::string_view::npos && !t[k + 2].is_symbol(")")) return;
  const std::string* party = party_of_tag(tag);
  if (party == nullptr) return;
  // Two words at least: a town before its state ("Toledo (PR)") is one word more often than a
  // politician is.
  std::optional<Run> name = run_ending_at(t, k - 1);
  if (!name || name->last == name->first || names_an_organization(t, *name)) return;
  Source& source = a_.sources[resolve_run(t, *name)];
  // "Tabata Amaral (PSB)": a name the lexicon has no first name for is a politician's all the
  // same when a party's tag follows it, and no word of it names a body.
  if (source.type == SourceType::Organization) source.type = SourceType::Person;
  if (source.type == SourceType::Person && source.affiliation.empty()) {
    source.affiliation = *party;
  }
}

// "Harbor Policy Forum’s Douglas Keane said": a body's possessive right before a full
// name is the person's employer. A person's possessive ("Clinton's James Carville") is left to
// the roles that say what the tie is, and an outlet's to the byline it is.
void SourceWork::find_owned_names(const Tokens& t) {
  for (size_t k = 0; k + 2 < t.size(); ++k) {
    if (!t[k].capitalized || possessive_length(t[k].text) == 0) continue;
    std::optional<Run> name = run_at(t, k + 1);
    if (!name || name->last == name->first || names_an_organization(t, *name)) continue;
    // "Time’s Assistant Managing Editor" is a post, not a person.
    if (is_possessive_post(t, k, name->last)) continue;
    // One capitalized run holds both names; the body's words are those before the person's.
    size_t first = k;
    while (first > 0 && is_name_word(t[first - 1]) && t[first].space_before) --first;
    if (f_.not_names_.at(t, first)) ++first;  // "The Harbor Institute’s"
    if (first > k) continue;
    const Run owner{first, k};
    // "by The Daily Example's Rui Prado": a byline quoted from another paper names
    // its reporter, who speaks for no party of the story.
    std::string body = without_possessive(join_tokens(t, owner.first, owner.last, text_));
    if (f_.outlets_.found_in(tokens_of(body))) continue;
    // The possessive word itself ("Forum’s") is no word of kind: the name without it is read.
    if (!f_.parties_.count(fold(body)) && !f_.org_words_.found_in(tokens_of(body)) &&
        !known_as_organization(body)) {
      continue;
    }
    uint32_t person = resolve_run(t, *name);
    if (a_.sources[person].type == SourceType::Person && a_.sources[person].organization.empty()) {
      a_.sources[person].organization = std::move(body);
    }
  }
}

}  // namespace auditor::analysis
