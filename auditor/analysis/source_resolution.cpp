// After the sentences: quote speakers, parties and short names, the subject, stakes and numbers.
#include <algorithm>
#include <cstring>
#include <set>

#include "auditor/analysis/source_work.h"

namespace auditor::analysis {

// ---- quotes, subject, stakes, numbers -----------------------------------------------------------

void SourceWork::assign_quote_speakers() {
  uint32_t previous_speaker = kNone;
  uint32_t previous_block = kNone;
  // Each cue's sentence, read once: every quote looks at every cue.
  std::vector<uint32_t> cue_sentence;
  cue_sentence.reserve(a_.attributions.size() + a_.quotes.size());
  for (const Attribution& at : a_.attributions)
    cue_sentence.push_back(a_.sentence_index(at.cue.start));
  for (Quote& q : a_.quotes) {
    uint32_t first = a_.sentence_index(q.outer.start);
    uint32_t last = a_.sentence_index(q.outer.end > 0 ? q.outer.end - 1 : 0);
    if (first == kNone) first = last;
    if (last == kNone) last = first;
    if (first == kNone) continue;
    uint32_t block = a_.sentences[first].block;
    const Attribution* best = nullptr;
    bool own_tag = false;  // a cue right beside the quote whose speaker was not resolved
    for (size_t k = 0; k < a_.attributions.size(); ++k) {
      const Attribution& at = a_.attributions[k];
      if (at.via_link || q.outer.contains(at.cue.start)) continue;
      const uint32_t s = cue_sentence[k];
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
    // "..., with the minister warning of “dangerous consequences”": a tag that speaks for its
    // clause only (SourceWork::gerund_clause) bounds the quote's reach the same way.
    if (best && best->covers.start > covers.start && q.outer.start >= best->covers.start)
      covers.start = best->covers.start;
    bool lead_in = false;
    uint32_t introduced = best ? kNone : colon_lead_in_speaker(q, lead_in);
    if (!best && introduced == kNone && !lead_in && !own_tag) introduced = slogan_speaker(q);
    // A body's slogan speaks for its own words, not for the rest of the sentence that cites it.
    if (!best && introduced != kNone && a_.sources[introduced].type == SourceType::Organization)
      covers = q.outer;
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
      const Span cue = best ? best->cue : Span{q.outer.start, q.outer.start};
      add_attribution(cue, q.speaker, covers);
      cue_sentence.push_back(a_.sentence_index(cue.start));
      previous_speaker = q.speaker;
      previous_block = block;
    }
  }
  speak_for_paragraphs_before();
}

// "“Não vamos recuar. (paragraph) “Quem votar contra perde”, afirmou Prates.": a quote left open
// at its paragraph's end goes on in the next, whose tag names the speaker of both parts.
void SourceWork::speak_for_paragraphs_before() {
  for (size_t k = a_.quotes.size(); k-- > 1;) {
    Quote& q = a_.quotes[k - 1];
    const Quote& next = a_.quotes[k];
    if (!q.runs_on || q.speaker != kNone || next.speaker == kNone) continue;
    const uint32_t first = a_.sentence_index(q.outer.start);
    const uint32_t next_first = a_.sentence_index(next.outer.start);
    if (first == kNone || next_first == kNone) continue;
    // The next part opens the very next paragraph.
    const uint32_t block = a_.sentences[first].block;
    if (a_.sentences[next_first].block != block + 1 ||
        a_.sentences[next_first].span.start != next.outer.start) {
      continue;
    }
    // "“Sen. Bernie Sanders took the stage…": a paragraph that names the speaker is an excerpt
    // of someone else's report, not the speaker's own words.
    const std::vector<Span>& mentions = a_.sources[next.speaker].mentions;
    if (std::any_of(mentions.begin(), mentions.end(),
                    [&](Span m) { return q.span.contains(m.start); })) {
      continue;
    }
    q.speaker = next.speaker;
    const uint32_t last = a_.sentence_index(q.outer.end - 1);
    add_attribution(
        Span{q.outer.start, q.outer.start}, q.speaker,
        Span{a_.sentences[first].span.start, a_.sentences[last == kNone ? first : last].span.end});
  }
}

// "Rui Lemos, deputado (PV-SC), numa rede social: “…”": a colon right before the quote closes
// a lead-in, and the person named first in it is the speaker. `lead_in` says whether there was
// one: a lead-in naming nobody the analysis knows still ends the last speaker's run of quotes.
uint32_t SourceWork::colon_lead_in_speaker(const Quote& q, bool& lead_in) const {
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
  // "Tamarack Air ... has covered airport walls with a new slogan: “…”": a slogan
  // (attribution.slogan-words) is the words of the body the lead-in names, as a quote is a
  // person's.
  const bool slogan = f_.slogan_words_.found_in(tokens_of(text.substr(start, colon - start)));
  return first_named(start, colon, slogan);
}

// "A Impulso espalhou outdoors com a frase “o plano mais barato da capital”": a quote that a
// slogan word (attribution.slogan-words) introduces a few words before it, with no colon, is the
// words of the body its sentence names before it.
uint32_t SourceWork::slogan_speaker(const Quote& q) const {
  constexpr uint32_t kNear = 40;  // bytes: "com a promessa de oferecer "
  const uint32_t s = a_.sentence_index(q.outer.start);
  if (s == kNone || q.outer.start <= a_.sentences[s].span.start) return kNone;
  const uint32_t start = a_.sentences[s].span.start;
  const uint32_t near = q.outer.start - start > kNear ? q.outer.start - kNear : start;
  if (!f_.slogan_words_.found_in(tokens_of(a_.text().substr(near, q.outer.start - near))))
    return kNone;
  const uint32_t body = first_named(start, q.outer.start, true);
  return body != kNone && a_.sources[body].type == SourceType::Organization ? body : kNone;
}

// The person (or, with `bodies`, the person or organization) named first in [start, end): by a
// mention the analysis kept, or for a body by its name written there.
uint32_t SourceWork::first_named(uint32_t start, uint32_t end, bool bodies) const {
  std::string_view text = a_.text();
  uint32_t speaker = kNone, at = end;
  for (uint32_t i = 0; i < a_.sources.size(); ++i) {
    const SourceType type = a_.sources[i].type;
    if (type != SourceType::Person && !(bodies && type == SourceType::Organization)) continue;
    for (const Span& m : a_.sources[i].mentions) {
      if (m.start >= start && m.end <= end && m.start < at) {
        speaker = i;
        at = m.start;
      }
    }
    // The body may be named there without a mention the analysis kept (no cue of its own).
    if (bodies && type == SourceType::Organization) {
      const size_t found = text.substr(start, end - start).find(a_.sources[i].name);
      if (found != std::string_view::npos && start + found < at) {
        speaker = i;
        at = start + static_cast<uint32_t>(found);
      }
    }
  }
  return speaker;
}

bool SourceWork::ends_with_colon(uint32_t s) const {
  Span span = a_.sentences[s].span;
  return span.end > span.start && a_.text()[span.end - 1] == ':';
}

uint32_t SourceWork::distance(Span a, Span b) {
  if (a.start >= b.end) return a.start - b.end;
  if (b.start >= a.end) return b.start - a.end;
  return 0;
}

std::string SourceWork::party_of_source(const Source& s) const {
  if (s.type == SourceType::Organization || s.type == SourceType::Outlet)
    return party_of_name(s.name);
  if (!s.organization.empty() && !left_the_post(s)) return party_of_name(s.organization);
  return "";
}

// "a former Treasury secretary", "o ex-ministro da Fazenda": someone who left the post speaks
// for themselves, not for the body they served.
bool SourceWork::left_the_post(const Source& s) const {
  return left_the_post(s.role);
}

bool SourceWork::left_the_post(std::string_view post) const {
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
std::string SourceWork::party_of_name(const std::string& name) const {
  // Called for every source and attribution while choosing the subject: remember the answers.
  if (auto hit = party_cache_.find(name); hit != party_cache_.end()) return hit->second;
  std::string party = compute_party_of_name(name);
  party_cache_.emplace(name, party);
  return party;
}

// "Hillary Clinton campaign": an organization campaign_ending_at made for a candidate.
bool SourceWork::is_campaign(const Source& s) const {
  return s.type == SourceType::Organization && campaign_names_.count(s.name) > 0;
}

std::string SourceWork::compute_party_of_name(const std::string& name) const {
  std::string party = party_of_folded(name);
  if (party != name) return party;
  // "Hillary Clinton campaign" speaks for Hillary Clinton's side (campaign_ending_at), and
  // "Clinton campaign" for the Clinton the article names in full.
  if (auto campaign = campaign_names_.find(name); campaign != campaign_names_.end()) {
    const std::string& candidate = campaign->second;
    if (uint32_t person = person_ending_with(candidate); person != kNone)
      return a_.sources[person].name;
    return candidate;
  }
  if (auto it = short_names_.find(fold(name)); it != short_names_.end()) return it->second;
  bool self_standing_read = false;
  for (const char* particle : {" da ", " do ", " de ", " of ", " at "}) {
    size_t at = name.rfind(particle);
    if (at == std::string::npos) continue;
    // "Universidade Estadual do Planalto": a body named for a place is its own party, not the
    // one the place's name may stand for ("Planalto", the presidency).
    if (!self_standing_read) {
      self_standing_read = true;
      const Tokens words = tokens_of(name);
      if (!words.empty() && f_.self_standing_bodies_.at(words, 0)) return party;
    }
    std::string tail = name.substr(at + std::strlen(particle));
    if (std::string party_of_tail = party_of_folded(tail); party_of_tail != tail)
      return party_of_tail;
    const std::string& folded_tail = fold(tail);
    for (const Source& s : a_.sources) {
      if (s.type == SourceType::Organization && fold(s.name) == folded_tail) return tail;
    }
  }
  return party;
}

// "Harbor Police" and "Harbor Police Officers Association": a name with a word of kind
// ("Police", "Department") names a body already, and a longer one that adds another kind names
// a different body, not the same one in full.
bool SourceWork::names_another_body(const std::string& shorter, const std::string& longer) const {
  // "Brantford Bay Tenants' Union": a body of a place's people ("Tenants'", a plural's
  // possessive) is not the place's own.
  if (longer.size() > shorter.size() + 1) {
    const std::string_view rest = std::string_view(longer).substr(shorter.size() + 1);
    const std::string_view first_word = rest.substr(0, rest.find(' '));
    if (first_word.size() < rest.size() && possessive_length(first_word) > 0 &&
        !first_word.ends_with("'s") && !first_word.ends_with("’s"))
      return true;
  }
  if (!f_.org_words_.found_in(tokens_of(shorter))) return false;
  return f_.org_words_.found_in(tokens_of(std::string_view(longer).substr(shorter.size())));
}

// "Romanian" before "Romanian Intelligence Service": a people's word opens many bodies' names
// and stands for none of them.
bool SourceWork::is_demonym(const std::string& name) const {
  const Tokens words = tokens_of(name);
  return f_.demonyms_.spans(words, 0, words.size());
}

// "da Fundação Vale Verde Caio Prates": a body's name run on into the name of a
// person the article quotes is the body and the person, not a longer name of the body.
bool SourceWork::ends_in_a_person(const std::string& shorter, const std::string& longer) const {
  if (longer.size() <= shorter.size() + 1) return false;
  const std::string_view rest = std::string_view(longer).substr(shorter.size() + 1);
  return std::any_of(a_.sources.begin(), a_.sources.end(), [&](const Source& s) {
    return s.type == SourceType::Person && s.name.find(' ') != std::string::npos && s.name == rest;
  });
}

// "Aurora Entretenimento", "MSC Brasil": a name of capitalized words only, none a first name;
// not "Interior da França" (a post's body, set against another country's), nor "OAS Agenor
// Franklin" (a body run into the name of the person after it).
bool SourceWork::plain_body_name(const std::string& name) const {
  const Tokens words = tokens_of(name);
  for (size_t k = 0; k < words.size(); ++k) {
    if (!words[k].is_word() || !words[k].capitalized || (k > 0 && f_.first_names_.at(words, k)))
      return false;
  }
  return true;
}

// "Rules Committee" after "HDP Rules Committee": a body of several words is the one an acronym
// set before it names ("Ortiz White House" is a phrase, not a longer name).
bool SourceWork::under_an_acronym(const std::string& shorter, const std::string& longer) {
  Tokens prefix = tokens_of(std::string_view(longer).substr(0, longer.size() - shorter.size()));
  return prefix.size() == 1 && is_acronym(prefix[0]);
}

// "Apex" and "Apex Wireless" in one article are one organization: the short form names the long.
void SourceWork::link_short_names() {
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
  // "Dana Ruiz, Coolwave's chief executive" in a story about Coolwave Systems: the body a
  // person works for, named short, is the one the story names in full. "Henrique Valadares,
  // diretor-geral da Aurora Entretenimento" names in full the "Aurora" the story speaks of: a
  // longer body a person works for gives the name a short one starts, not one it ends.
  std::vector<std::string> employers;
  for (const Source& s : a_.sources) {
    if (s.type != SourceType::Person || s.organization.empty() ||
        s.organization == kSubjectPlaceholder) {
      continue;
    }
    if (s.organization.find(' ') == std::string::npos) {
      add(s.organization);
    } else if (std::find(employers.begin(), employers.end(), s.organization) == employers.end()) {
      employers.push_back(s.organization);
    }
  }
  // One full name per short form: a short form given for two bodies names neither.
  for (const auto& [short_form, full_name] : abbreviations_) {
    const bool ambiguous = std::any_of(abbreviations_.begin(), abbreviations_.end(), [&](auto& a) {
      return a.first == short_form && a.second != full_name;
    });
    if (!ambiguous) short_names_.emplace(fold(short_form), full_name);
  }
  // "Apex" opening "Apex Wireless": the short form of that name, unless it names another body
  // or a people.
  auto opens = [&](const std::string& shorter, const std::string& longer) {
    return starts_with_words(longer, shorter) && !names_another_body(shorter, longer) &&
           !is_demonym(shorter);
  };
  for (const std::string& shorter : orgs) {
    const std::string* ends_it = nullptr;  // the longer name ending with `shorter` ("Post")
    size_t ending = 0;
    for (const std::string& longer : orgs) {
      if ((opens(shorter, longer) && !ends_in_a_person(shorter, longer)) ||
          is_initialism(shorter, longer) || keeps_kind_and_place(shorter, longer)) {
        short_names_.emplace(fold(shorter), party_of_folded(longer));
      }
      if (ends_with_words(longer, shorter) && all_words_capitalized(longer) &&
          (shorter.find(' ') == std::string::npos || under_an_acronym(shorter, longer) ||
           drops_its_kind(shorter, longer))) {
        ends_it = &longer;
        ++ending;
      }
    }
    // Only when one name ends so, every word of it capitalized: "Department" after "State
    // Department" and "Justice Department" names neither, and "Vertex" is not "Dias of Vertex".
    if (ending == 1) {
      short_names_.emplace(fold(shorter), party_of_folded(*ends_it));
    }
    // One word only, which the employer's name opens, when no body's name did.
    if (shorter.find(' ') != std::string::npos || short_names_.count(fold(shorter))) continue;
    const std::string* opened = nullptr;
    size_t opening = 0;
    for (const std::string& longer : employers) {
      if (opens(shorter, longer) && plain_body_name(longer)) {
        opened = &longer;
        ++opening;
      }
    }
    if (opening == 1) short_names_.emplace(fold(shorter), party_of_folded(*opened));
  }
  // "Henrique Valadares, diretor comercial da Rota Serrana" in a story about the Viação Rota
  // Serrana: the employer is the one body named in full after its word of kind.
  for (const std::string& employer : employers) {
    if (short_names_.count(fold(employer))) continue;
    const std::string* full = nullptr;
    size_t found = 0;
    for (const std::string& longer : orgs) {
      if (drops_its_kind(employer, longer)) {
        full = &longer;
        ++found;
      }
    }
    if (found == 1) short_names_.emplace(fold(employer), party_of_folded(*full));
  }
}

// "Cooperativa de Porto Caiçuara" for "Cooperativa Mista dos Pescadores de Porto Caiçuara": the
// shorter name is the longer one's word of kind and the place it closes on.
bool SourceWork::keeps_kind_and_place(std::string_view shorter, std::string_view longer) const {
  const size_t space = shorter.find(' ');
  if (space == std::string_view::npos || longer.size() <= shorter.size() ||
      !longer.starts_with(shorter.substr(0, space + 1)))
    return false;
  const std::string_view tail = shorter.substr(space);  // " de Porto Caiçuara"
  if (!longer.ends_with(tail)) return false;  // most pairs end here, before any tokenizing
  const Tokens kind = tokens_of(shorter.substr(0, space));
  const Tokens particle = tokens_of(tail);
  return f_.org_words_.spans(kind, 0, 1) && !particle.empty() && f_.particles_.at(particle, 0);
}

// "Serra Alta" for "Cervejaria Serra Alta", "Ventania" for "Esporte Clube Ventania": the longer
// name is the shorter one after one word, or one phrase, of kind.
bool SourceWork::drops_its_kind(std::string_view shorter, std::string_view longer) const {
  if (longer.size() <= shorter.size() + 1 || !longer.ends_with(shorter) ||
      longer[longer.size() - shorter.size() - 1] != ' ')
    return false;
  const Tokens kind = tokens_of(longer.substr(0, longer.size() - shorter.size() - 1));
  return !kind.empty() && f_.org_words_.spans(kind, 0, kind.size());
}

// "Biden" read as a firm before "Joe Biden" was named: one word that is a named person's
// surname is that person. When the person is a source already ("Okafor says..." over a story
// that quotes Daniel Okafor), the two are one. So is a surname Portuguese read as a person's
// from its missing article ("disse Vidal") in the sentence that names Ana Vidal first, before
// the full name was noted.
void SourceWork::surnames_to_people() {
  for (uint32_t i = 0; i < a_.sources.size(); ++i) {
    Source& s = a_.sources[i];
    const bool bare_person =
        s.type == SourceType::Person && s.role.empty() && s.organization.empty();
    if ((s.type != SourceType::Organization && !bare_person) ||
        s.name.find(' ') != std::string::npos)
      continue;
    Tokens word = tokens_of(s.name);
    if (word.size() != 1) continue;
    auto known = mentioned_people_.find(word[0].lower);
    if (known == mentioned_people_.end() || f_.parties_.count(fold(s.name))) continue;
    // The full name written before the surname first speaks, with a first name the lexicon knows.
    if (bare_person && (s.mentions.empty() || !opens_with_first_name(known->second) ||
                        text_.find(known->second) >= s.mentions.front().start))
      continue;
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

// "O presidente Temer disse", then "o presidente Michel Temer afirmou"; "Aécio diz" in a headline,
// then "o senador Aécio Neves": a person the article names by one word before naming them in full
// is that person. Only when one person named in full has the word (a surname before a first name
// before a middle name, and one person at that rank), every mention of the word comes before the
// full name, and what is known of their genders agrees: "Mrs. Hale" is not Tom Hale.
void SourceWork::short_names_to_people() {
  for (uint32_t i = 0; i < a_.sources.size(); ++i) {
    const Source& s = a_.sources[i];
    if (s.type != SourceType::Person || s.mentions.empty() ||
        s.name.find(' ') != std::string::npos ||
        std::islower(static_cast<unsigned char>(s.name.front()))) {
      continue;
    }
    const uint32_t into = person_named_in_full_by(i);
    if (into == kNone || !named_in_full_after(into, s.mentions.back().start)) continue;
    const Gender short_gender = known_gender(i), full_gender = known_gender(into);
    if (short_gender != Gender::Unknown && full_gender != Gender::Unknown &&
        short_gender != full_gender) {
      continue;
    }
    merge_source(i, into);
    --i;  // the next source moved into this place
  }
}

// The words of a folded name, split at its spaces.
static std::vector<std::string_view> split_words(std::string_view name) {
  std::vector<std::string_view> words;
  while (!name.empty()) {
    const size_t space = name.find(' ');
    if (space != 0) words.push_back(name.substr(0, space));
    if (space == std::string_view::npos) break;
    name.remove_prefix(space + 1);
  }
  return words;
}

// Whether every word of `shorter` after its first appears in `longer` after its first, in order.
static bool holds_in_order(const std::vector<std::string_view>& shorter,
                           const std::vector<std::string_view>& longer) {
  auto at = longer.begin() + 1;
  for (size_t k = 1; k < shorter.size(); ++k) {
    at = std::find(at, longer.end(), shorter[k]);
    if (at == longer.end()) return false;
    ++at;
  }
  return true;
}

// A founder the article names ("Founded in 2021 by Ana Vidal, Lumeo ...") works for the body
// founded, unless an apposition gave them another.
void SourceWork::founders_to_people() {
  for (const Founder& founder : founders_) {
    const std::string& wanted = fold(founder.person);
    for (Source& s : a_.sources) {
      if (s.type != SourceType::Person || !s.organization.empty() || fold(s.name) != wanted)
        continue;
      s.organization = founder.organization;
      if (s.role.empty()) s.role = founder.post;
    }
  }
}

// "Helena Prates" and "Helena Vaz Prates", "Rui Alves" and "Rui Carlos de Souza Alves": two people
// named in two words or more, one name the other's first word and some of its later words, are
// one person, kept under the name that came with a post, else the one the story uses more. Not a
// father and son ("Caio Ramos" and "Caio Ramos Filho": the longer name adds a generation suffix),
// not when the shorter name fits two longer ones, and not when what is known of their genders
// disagrees.
void SourceWork::name_variants_to_people() {
  for (bool merged = true; merged;) {
    merged = false;
    // Each person's name split into words, once per pass: a merge renumbers the sources. The
    // words point into folded_name's cache, which holds still until that merge.
    std::vector<std::vector<std::string_view>> words(a_.sources.size());
    for (uint32_t i = 0; i < a_.sources.size(); ++i) {
      const Source& s = a_.sources[i];
      if (s.type != SourceType::Person || s.mentions.empty() || s.name.empty()) continue;
      words[i] = split_words(folded_name(i));
    }
    for (uint32_t i = 0; i < a_.sources.size() && !merged; ++i) {
      if (words[i].size() < 2 || std::islower(static_cast<unsigned char>(a_.sources[i].name[0]))) {
        continue;
      }
      const uint32_t longer = longer_variant_of(i, words);
      if (longer == kNone) continue;
      const Gender a = known_gender(i), b = known_gender(longer);
      if (a != Gender::Unknown && b != Gender::Unknown && a != b) continue;
      // The name introduced with a post is the one the story explains; else the one it uses more.
      const Source &short_name = a_.sources[i], &long_name = a_.sources[longer];
      const bool short_posted = !short_name.role.empty() || !short_name.organization.empty();
      const bool long_posted = !long_name.role.empty() || !long_name.organization.empty();
      const bool keep_short = short_posted != long_posted
                                  ? short_posted
                                  : short_name.mentions.size() > long_name.mentions.size();
      if (keep_short) {
        merge_source(longer, i);
      } else {
        merge_source(i, longer);
      }
      merged = true;
    }
  }
}

// The one person whose name of more words starts with the first word of source `i`'s name and
// holds its other words in order ("helena vaz prates" for "helena prates"), or kNone. `words`:
// every person's name split into words, parallel to the sources.
uint32_t SourceWork::longer_variant_of(uint32_t i,
                                       const std::vector<std::vector<std::string_view>>& words) {
  const std::vector<std::string_view>& shorter = words[i];
  uint32_t found = kNone;
  for (uint32_t j = 0; j < words.size(); ++j) {
    const std::vector<std::string_view>& longer = words[j];
    if (j == i || longer.size() <= shorter.size() || longer.front() != shorter.front()) continue;
    if (!holds_in_order(shorter, longer)) continue;
    if (longer.back() != shorter.back() &&
        f_.generation_suffixes_.count(std::string(longer.back()))) {
      continue;  // "Caio Ramos Filho" is Caio Ramos's son
    }
    if (found != kNone) return kNone;
    found = j;
  }
  return found;
}

// Whether the text names source `i` in full (two words or more) after `offset`, and never by a
// mention before it.
bool SourceWork::named_in_full_after(uint32_t i, uint32_t offset) const {
  const std::vector<Span>& mentions = a_.sources[i].mentions;
  if (mentions.front().start < offset) return false;
  return std::any_of(mentions.begin(), mentions.end(), [&](const Span& m) {
    return text_.substr(m.start, m.size()).find(' ') != std::string_view::npos;
  });
}

// Source `i`'s gender as its first name or an article told it, or else as a title before any of
// its mentions does ("Mr. Hale", whichever path the analysis read the name by).
SourceWork::Gender SourceWork::known_gender(uint32_t i) const {
  if (Gender g = gender_of(i); g != Gender::Unknown) return g;
  constexpr uint32_t kTitleBytes = 6;  // "Mrs. ", "Srta. "
  for (const Span& m : a_.sources[i].mentions) {
    const uint32_t from = m.start > kTitleBytes ? m.start - kTitleBytes : 0;
    Tokens before = tokens_of(text_.substr(from, m.end - from));
    if (before.size() < 2) continue;
    if (Gender g = honorific_gender(before, before.size() - 1); g != Gender::Unknown) return g;
  }
  return Gender::Unknown;
}

// "Um engenheiro da Luzvale, que pediu para não ser identificado, disse ... Segundo ele, ...": the
// post read as a person with no name of its own ("engenheiro da Luzvale"), inside the words of an
// anonymous source, is that source, and so is the pronoun that came back to it.
void SourceWork::posts_to_anonymous_sources() {
  for (uint32_t i = 0; i < a_.sources.size(); ++i) {
    const Source& post = a_.sources[i];
    if (post.type != SourceType::Person || post.name != post.role || post.mentions.empty())
      continue;
    const Span first = post.mentions.front();
    uint32_t into = kNone;
    for (uint32_t j = 0; j < a_.sources.size() && into == kNone; ++j) {
      if (j == i || a_.sources[j].type != SourceType::Anonymous) continue;
      for (Span m : a_.sources[j].mentions) {
        if (m.start < first.start && m.end == first.end) into = j;
      }
    }
    if (into == kNone) continue;
    merge_source(i, into);
    --i;
  }
}

// Folds source `from` into `into`: its mentions, and the attributions and quotes that name it.
// The sources after `from` move down one place.
void SourceWork::merge_source(uint32_t from, uint32_t into) {
  Source& target = a_.sources[into];
  const Source& gone = a_.sources[from];
  if (target.affiliation.empty()) target.affiliation = gone.affiliation;
  // A post read with one of the names ("o presidente Temer") is the person's, unless the other
  // name came with a post or a body of its own.
  if (target.role.empty() && target.organization.empty()) {
    target.role = gone.role;
    target.organization = gone.organization;
  }
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

// "Ministro da Pesca reforça..." in a headline, "o ministro da Pesca, Rui Prado,
// disse" below: a person known only by a post is the one person the
// article names with that very post.
void SourceWork::roles_to_people() {
  for (uint32_t i = 0; i < a_.sources.size(); ++i) {
    const Source& s = a_.sources[i];
    if (s.type != SourceType::Person || s.role.empty() || fold(s.name) != fold(s.role)) continue;
    const std::string post = fold(s.role);
    // The one person named with that post; else the one whose longer post opens with it ("o
    // juiz" for "o juiz federal Sérgio Moro").
    uint32_t holder = kNone, longer_holder = kNone;
    size_t holders = 0, longer_holders = 0;
    for (uint32_t j = 0; j < a_.sources.size(); ++j) {
      const Source& named = a_.sources[j];
      if (j == i || named.type != SourceType::Person || fold(named.name) == fold(named.role))
        continue;
      const std::string& held = fold(named.role);
      if (held == post) {
        holder = j;
        ++holders;
      } else if (starts_with_words(held, post) || opens_post_synonym(held, post)) {
        longer_holder = j;
        ++longer_holders;
      }
    }
    if (holders == 0) {
      holder = longer_holder;
      holders = longer_holders;
    }
    if (holders != 1 ||
        (post.find(' ') == std::string::npos && !named_nearby(s, a_.sources[holder])))
      continue;
    merge_source(i, holder);
    --i;  // the next source moved into this place
  }
}

// Whether the folded post `held` is, or opens with, a post that `post` may stand for
// (sources.post-synonyms: "o magistrado" for "o juiz federal Sérgio Moro").
bool SourceWork::opens_post_synonym(const std::string& held, const std::string& post) const {
  const auto synonyms = f_.post_synonyms_.find(post);
  if (synonyms == f_.post_synonyms_.end()) return false;
  return std::any_of(synonyms->second.begin(), synonyms->second.end(),
                     [&](const std::string& s) { return held == s || starts_with_words(held, s); });
}

// Whether `holder` is named within a few sentences of the first mention of `post`: a post of one
// word ("o presidente", "president") may be anyone's who holds it in the story's past or beside it,
// so only a holder named nearby is the same person.
bool SourceWork::named_nearby(const Source& post, const Source& holder) const {
  constexpr uint32_t kNear = 3;  // sentences
  if (post.mentions.empty()) return false;
  const uint32_t at = a_.sentence_index(post.mentions.front().start);
  for (Span m : holder.mentions) {
    const uint32_t s = a_.sentence_index(m.start);
    if (at != kNone && s != kNone && (s > at ? s - at : at - s) <= kNear) return true;
  }
  return false;
}

// "Sen. Maria Ochoa of New Mexico, one of them, said": a reading of the words inside a person's
// name as a body ("Ochoa of New Mexico") that no cue or quotation kept is no source.
void SourceWork::drop_fragments() {
  auto inside_a_person = [&](Span m) {
    return std::any_of(a_.sources.begin(), a_.sources.end(), [&](const Source& p) {
      return p.type == SourceType::Person &&
             std::any_of(p.mentions.begin(), p.mentions.end(),
                         [&](Span pm) { return m.start > pm.start && m.start < pm.end; });
    });
  };
  for (uint32_t i = 0; i < a_.sources.size(); ++i) {
    const Source& s = a_.sources[i];
    if (s.type != SourceType::Organization || s.mentions.empty() ||
        !std::all_of(s.mentions.begin(), s.mentions.end(), inside_a_person))
      continue;
    const bool cited = std::any_of(a_.attributions.begin(), a_.attributions.end(),
                                   [&](const Attribution& at) { return at.source == i; }) ||
                       std::any_of(a_.quotes.begin(), a_.quotes.end(),
                                   [&](const Quote& q) { return q.speaker == i; });
    if (cited) continue;
    auto shift = [i](uint32_t& id) {
      if (id != kNone && id > i) --id;
    };
    for (Attribution& at : a_.attributions) shift(at.source);
    for (Quote& q : a_.quotes) shift(q.speaker);
    a_.sources.erase(a_.sources.begin() + i);
    if (i < genders_.size()) genders_.erase(genders_.begin() + i);
    folded_names_.clear();
    --i;  // the next source moved into this place
  }
}

// "o diretor de Exploração e Produção": a department named in an internal role is no
// organization of its own; the person works for whoever the story is about.
void SourceWork::drop_divisions() {
  for (Source& s : a_.sources) {
    if (s.type != SourceType::Person || s.organization.empty() || s.role.empty()) continue;
    if (!f_.internal_roles_.found_in(tokens_of(s.role)) || is_known_organization(s.organization))
      continue;
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
bool SourceWork::names_a_department(const std::string& name) const {
  if (f_.departments_.empty()) return true;
  Tokens words = tokens_of(name);
  return std::all_of(words.begin(), words.end(), [&](const Token& w) {
    return !w.is_word() || f_.departments_.count(folded(w.text)) > 0;
  });
}

// An organization the article or the lexicon knows: an alias, a source, a name it mentions, or
// a name with an organization word or an acronym in it.
bool SourceWork::is_known_organization(const std::string& name) const {
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
// kinds named last before the person ("a assessoria da Câmara disse que o presidente da
// Casa"), by the longest name the article gives it there.
void SourceWork::resolve_body_anaphors() {
  for (Source& s : a_.sources) {
    if (s.type != SourceType::Person || s.organization.empty() || s.mentions.empty()) continue;
    auto kinds = f_.body_anaphors_.find(fold(s.organization));
    if (kinds == f_.body_anaphors_.end()) continue;
    std::string body = body_named_before(kinds->second, s.mentions.front().start);
    if (!body.empty()) s.organization = std::move(body);
  }
  // "A Marinha informou... A Força negou": the word that stands for a body, speaking on its own,
  // is the body named before it.
  for (uint32_t i = 0; i < a_.sources.size(); ++i) {
    const Source& s = a_.sources[i];
    if (s.type != SourceType::Organization || s.mentions.empty()) continue;
    auto kinds = f_.body_anaphors_.find(fold(s.name));
    if (kinds == f_.body_anaphors_.end()) continue;
    std::string body = body_named_before(kinds->second, s.mentions.front().start);
    if (body.empty() || body == s.name) continue;
    uint32_t into = existing(body);
    if (into == kNone) {
      a_.sources[i].name = std::move(body);  // named in full only where nobody spoke
      folded_names_.clear();
      continue;
    }
    if (into == i || a_.sources[into].type != SourceType::Organization) continue;
    merge_source(i, into);
    --i;  // the next source moved into this place
  }
}

// The body of one of `kinds` whose name comes last before offset `before`, or "".
std::string SourceWork::body_named_before(const std::vector<std::string>& kinds,
                                          uint32_t before) const {
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

bool SourceWork::whole_word_at(size_t at, size_t size) const {
  auto letter = [](unsigned char c) { return std::isalnum(c) || c >= 0x80; };
  return (at == 0 || !letter(text_[at - 1])) &&
         (at + size >= text_.size() || !letter(text_[at + size]));
}

// The longest organization name the analysis knows that starts at `at`.
std::string SourceWork::longest_body_at(size_t at) const {
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

void SourceWork::choose_subject() {
  link_short_names();
  std::map<std::string, double> score = {};
  for (const auto& [party, n] : org_mentions_) score[party_of_name(party)] += n;
  // A candidate's campaign is a side in the story, not the organization it is about: "the group"
  // or "the company" never stands for it.
  for (const Source& s : a_.sources) {
    if (s.name == kSubjectPlaceholder || is_campaign(s)) continue;
    std::string party = party_of_source(s);
    if (!party.empty()) score[party] += 1;
  }
  for (const Attribution& at : a_.attributions) {
    if (at.source == kNone || is_campaign(a_.sources[at.source])) continue;
    std::string party = party_of_source(a_.sources[at.source]);
    if (!party.empty() && party != kSubjectPlaceholder) score[party] += 2;
  }
  // Organizations that speak in the article but were not recognized as such by name alone.
  for (const auto& [name, n] : proper_mentions_) {
    for (const Source& s : a_.sources) {
      if (s.type == SourceType::Organization && s.name == name) score[party_of_name(name)] += n;
    }
  }
  add_opening_words(score);
  add_reference_kind(score);
  add_unaffiliated_staff(score);
  const bool short_text = a_.sentences.size() <= 3;  // a lede, a caption: whoever speaks is it
  std::string best;
  double best_score = 0, runner_up = 0;
  std::map<std::string, double> tied;  // the parties at the top score, when two or more are
  for (const auto& [party, value] : score) {
    // A fund that led the company's round is a side in its story, however often its partner
    // speaks.
    if (!investors_.empty() && investors_.count(fold(party))) continue;
    // "Romanian", "Turkish" read as a body: a people is no party to the story.
    if (is_demonym(party)) continue;
    // "Nadia Okafor, an economist at Western Plains University": a body named only where its
    // people are introduced is who they are, never what the story is about, and stands in no
    // other party's way.
    if (value > runner_up && !short_text && times_named(party, 1) == 0) continue;
    if (value > best_score) {
      runner_up = best_score;
      best_score = value;
      best = party;
      tied = {{party, value}};
    } else if (value > runner_up) {
      runner_up = value;
    }
    if (value == best_score && party != best) tied.emplace(party, value);
  }
  // "A Faculdade Vale Aberto ... o pró-reitor" against the observatory of a sociologist quoted at
  // length: of two parties at the same score, a business or institution by its word of kind that
  // the lede names (and the text twice or more) is what the story is about. A public body,
  // named in the lede for what it decided or counted, is not.
  if (best_score == runner_up && tied.size() == 2) {
    std::string first = party_named_first(tied);
    const Tokens words = tokens_of(first);
    if (!first.empty() && f_.org_words_.found_in(words) && !f_.official_.found_in(words) &&
        named_in_lede(first)) {
      best = first;
      runner_up = 0;
    }
  }
  // The party the story is about is named in it more than once, not only quoted through one
  // of its people ("Emmanuel Saez, an economist at the University of California").
  if (best_score >= 3 && best_score > runner_up && (times_named(best, 2) >= 2 || short_text)) {
    a_.subject = best;
    // "A Aetram informou ... disse o gerente de manutenção da empresa": the text's word for its
    // subject ("a empresa", "a concessionária") stands for no public body, so a regulator quoted
    // more than the business it regulates leaves the subject to the business the word follows.
    if (!subject_reference_.empty() && f_.official_.found_in(tokens_of(best)) &&
        !f_.official_.found_in(tokens_of(subject_reference_))) {
      std::string named = party_named_first(score);
      if (named.empty() || named == best || f_.official_.found_in(tokens_of(named)))
        named = antecedent_of_reference(score);
      // A body by its name's word of kind ("Viação", "Concessões"), not a place or an outlet.
      if (!named.empty() && f_.org_words_.found_in(tokens_of(named))) a_.subject = named;
    }
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

// Whether the first sentence after the headline names `party`.
bool SourceWork::named_in_lede(const std::string& party) const {
  const uint32_t lede = !a_.sentences.empty() && in_headline(0) ? 1 : 0;
  if (lede >= a_.sentences.size()) return false;
  return names_party_in(a_.sentences[lede].span.in(text_), party);
}

// Whether `text` holds one of the names `party` goes by (names_of_party, short forms too).
bool SourceWork::names_party_in(std::string_view text, const std::string& party) const {
  const std::vector<std::string_view> names = names_of_party(party, true);
  return std::any_of(names.begin(), names.end(), [&](std::string_view name) {
    return !name.empty() && text.find(name) != std::string_view::npos;
  });
}

// "Larkspur flights", "Larkspur posted": a lone word that opens the name of one scored party (and
// no other's) names it short, as often as it is written.
void SourceWork::add_opening_words(std::map<std::string, double>& score) {
  std::map<std::string, double> found;
  for (const auto& [written, n] : proper_mentions_) {
    const std::string word = without_possessive(written);  // "Larkspur's largest competitor"
    if (word.find(' ') != std::string::npos || score.count(word)) continue;
    // The longest name it opens, when every other it opens opens that one too ("Larkspur
    // Regional" and "Larkspur Regional Airlines").
    const std::string* opened = nullptr;
    bool one_body = true;
    for (const auto& [party, value] : score) {
      if (party.size() <= word.size() + 1 || party.compare(0, word.size(), word) != 0 ||
          party[word.size()] != ' ')
        continue;
      if (opened == nullptr || starts_with_words(party, *opened)) {
        opened = &party;
      } else if (!starts_with_words(*opened, party)) {
        one_body = false;
      }
    }
    // A person's surname ("Trump" for "Trump University") names no body, nor does "Rio" for
    // "Rio de Janeiro"; read last, as few words open a party's name at all.
    // "O Ventania" for "Esporte Clube Ventania": the word that ends one body's name after its
    // kind names it too.
    if (opened == nullptr) opened = closed_by_kind(word, score, one_body);
    if (opened != nullptr && one_body && names_a_body(word) && names_a_body(*opened)) {
      found[*opened] += n;
      // It names the body alone when written so more than once, never as a place ("police in
      // Marlow shot").
      if (n >= 2 && !placed_words_.count(written)) opening_words_.emplace(*opened, word);
    }
  }
  for (const auto& [party, n] : found) score[party] += n;
}

// The one scored party whose name is `word` after a phrase of kind (drops_its_kind: "Esporte
// Clube"), or null; `one_body` turns false when two are. One word of kind is not enough: bodies
// named for people ("Instituto Lula") and committees for places ("Senate Benghazi") end so.
const std::string* SourceWork::closed_by_kind(const std::string& word,
                                              const std::map<std::string, double>& score,
                                              bool& one_body) const {
  const std::string* closed = nullptr;
  for (const auto& [party, value] : score) {
    if (!drops_its_kind(word, party) || tokens_of(party).size() < 3) continue;
    if (closed != nullptr) one_body = false;
    closed = &party;
  }
  return closed;
}

// "A Vinícola Altos do Lajeado apresentou... o diretor-executivo Renato Dal Pozzo afirmou":
// a company's officer (sources.executive-posts) with no organization, introduced just after the
// party the lede names first, speaks for it, so their weight goes to it; otherwise a rival that
// names itself in every sentence would outscore the company whose director does the talking.
// The references to the subject ("the club", "team president Carl Dunmore", "a empresa") weigh
// for that party the same way, when their first word of kind fits it (reference_fits).
void SourceWork::add_unaffiliated_staff(std::map<std::string, double>& score) const {
  constexpr uint32_t kBack = 2;  // sentences before the person's: "A Vinícola ... A empresa ..."
  auto reference = [&](const Source& s) {
    return s.name == kSubjectPlaceholder ||
           (s.type == SourceType::Person && s.organization == kSubjectPlaceholder);
  };
  auto officer = [&](const Source& s) {
    return !s.mentions.empty() &&
           (reference(s) ||
            (holds_internal_post(s) && f_.executive_posts_.found_in(tokens_of(s.role))));
  };
  // Most stories name no such officer: the lede's party is looked for only when one is.
  if (std::none_of(a_.sources.begin(), a_.sources.end(), officer)) return;
  const std::string lede_party = party_named_first(score);
  if (lede_party.empty()) return;
  const bool references_fit = reference_fits(lede_party);
  const std::vector<std::string_view> names = names_of_party(lede_party, true);
  double staff = 0;
  for (uint32_t i = 0; i < a_.sources.size(); ++i) {
    const Source& s = a_.sources[i];
    if (!officer(s) || (reference(s) && !references_fit)) continue;
    const uint32_t at = s.mentions.front().start, k = a_.sentence_index(at);
    if (k == kNone) continue;
    const uint32_t from = a_.sentences[k >= kBack ? k - kBack : 0].span.start;
    const std::string_view window = text_.substr(from, at - from);
    if (std::none_of(names.begin(), names.end(), [&](std::string_view name) {
          return window.find(name) != std::string_view::npos;
        })) {
      continue;
    }
    staff += 1;
    for (const Attribution& cue : a_.attributions) staff += cue.source == i ? 2 : 0;
  }
  score[lede_party] += staff;
}

// "Marlow County Public Library officials said ... According to the library, ...": the text's
// word for its subject counts, as the name would, for the one scored party whose name opens or
// ends with that word, its kind ("Biblioteca Municipal de X", "X Public Library"; not "Westmark
// Library Association", whose kind is "association").
void SourceWork::add_reference_kind(std::map<std::string, double>& score) const {
  const Tokens reference = tokens_of(subject_reference_);
  if (reference.empty()) return;
  const std::string noun = fold(reference.back().text);
  const std::string* only = nullptr;
  for (const auto& [party, value] : score) {
    const Tokens name = tokens_of(party);
    if (name.size() < 2 || (fold(name.front().text) != noun && fold(name.back().text) != noun))
      continue;
    if (only != nullptr) return;  // two bodies of that kind: the word says neither
    only = &party;
  }
  if (only == nullptr) return;
  double said = 0;
  for (uint32_t id = 0; id < a_.sources.size(); ++id) {
    if (a_.sources[id].name != kSubjectPlaceholder) continue;
    said += static_cast<double>(a_.sources[id].mentions.size());
    for (const Attribution& at : a_.attributions) said += at.source == id ? 2 : 0;
  }
  score[*only] += said;
}

// Whether the article's first reference to its subject ("a empresa", "the club") may stand for
// `party`: its noun is in the party's name, or the name opens with no word of kind ("Serra
// Alta", "Port Ellery Riveters"). "Hospital Universitário" is no "empresa".
bool SourceWork::reference_fits(const std::string& party) const {
  const Tokens reference = tokens_of(subject_reference_);
  if (reference.empty()) return false;
  const Tokens name = tokens_of(party);
  const std::string noun = fold(reference.back().text);
  if (std::any_of(name.begin(), name.end(), [&](const Token& w) { return fold(w.text) == noun; }))
    return true;
  return !name.empty() && !f_.org_words_.at(name, 0);
}

// Of the parties scored and named twice or more, the one the text names first outside the
// headline, by its name, one of its sources' or its name without the word of kind that opens it
// ("a Altos do Lajeado"), or "".
std::string SourceWork::party_named_first(const std::map<std::string, double>& score) const {
  const size_t body_start = a_.sentences.empty() || !in_headline(0) ? 0 : a_.sentences[0].span.end;
  std::string first;
  size_t first_at = std::string_view::npos;
  for (const auto& [party, value] : score) {
    if (party == kSubjectPlaceholder) continue;
    // Where the party is first named, read before the costlier tests below: most parties are
    // named after the one found so far and need none of them.
    size_t at = std::string_view::npos;
    for (std::string_view name : names_of_party(party, true)) {
      const size_t found = text_.find(name, body_start);
      if (found < at && found < first_at && whole_word_at(found, name.size())) at = found;
    }
    if (at >= first_at || times_named(party, 2, true) < 2) continue;
    // "New Hampshire", "Carson": a place or a person the lede names is no employer.
    const Tokens words = tokens_of(party);
    if (words.empty() || f_.places_.at(words, 0).length == words.size() ||
        std::any_of(a_.sources.begin(), a_.sources.end(), [&](const Source& s) {
          return s.type == SourceType::Person && s.name != s.role &&
                 text::contains_whole_word(s.name, party);
        })) {
      continue;
    }
    first = party;
    first_at = at;
  }
  return first;
}

// The names a party goes by in the text: its own, its sources' ("Apex" for "Apex Wireless"), its
// short forms ("Fenavig" after "Federação Nacional dos Vigilantes (Fenavig)") and, with
// `short_of_kind`, its name without the word of kind that opens it ("Altos do Lajeado").
std::vector<std::string_view> SourceWork::names_of_party(const std::string& party,
                                                         bool short_of_kind) const {
  std::vector<std::string_view> names = {party};
  for (const Source& s : a_.sources) {
    if (s.type != SourceType::Person && s.name != kSubjectPlaceholder &&
        party_of_source(s) == party) {
      names.push_back(s.name);
    }
  }
  for (const auto& [short_form, full_name] : abbreviations_) {
    if (party_of_name(short_form) == party) names.push_back(short_form);
  }
  // "Calloway" for "Calloway Valley Electric" (add_opening_words).
  if (auto opening = opening_words_.find(party); opening != opening_words_.end())
    names.push_back(opening->second);
  // "Ribeirão Alto" for "Esporte Clube Ribeirão Alto": the words of kind that open the name
  // (sources.org-words), leaving two words or more.
  if (short_of_kind && std::count(party.begin(), party.end(), ' ') >= 2) {
    const Tokens words = tokens_of(party);
    const size_t kind = f_.org_words_.at(words, 0).length;
    if (kind > 0 && kind + 2 <= words.size())
      names.push_back(std::string_view(party).substr(words[kind].span.start));
  }
  return names;
}

// How often a party is named in the text, counted up to `enough`: its name and the names of
// its sources ("Apex" for "Apex Wireless"; a shorter name that starts or ends where another
// does counts once). The references that stand for the subject ("the company") do not count:
// they stand for whichever party the story is about, which a quoted expert's institute, named
// once, is not. With `short_of_kind`, its name without the word of kind that opens it counts too.
int SourceWork::times_named(const std::string& party, int enough, bool short_of_kind) const {
  std::vector<std::pair<size_t, size_t>> named;  // where each counted name starts and ends
  for (std::string_view name : names_of_party(party, short_of_kind)) {
    if (name.empty()) continue;
    for (size_t at = text_.find(name); at != std::string_view::npos;
         at = text_.find(name, at + name.size())) {
      const size_t end = at + name.size();
      if (std::any_of(named.begin(), named.end(),
                      [&](const auto& n) { return n.first == at || n.second == end; }))
        continue;
      if (in_apposition_of_its_people(party, name, at)) continue;
      named.emplace_back(at, end);
      if (static_cast<int>(named.size()) >= enough) return enough;
    }
  }
  if (short_of_kind && !named.empty())
    return std::min(enough, static_cast<int>(named.size()) + kind_references(party, enough));
  return static_cast<int>(named.size());
}

// "The Merrow State Lottery sold $2.41 billion ... the lottery's board approved": how often,
// up to `enough`, the text calls a party by the word of kind its name ends with, after an
// article, when no other body it names ends with that word.
int SourceWork::kind_references(const std::string& party, int enough) const {
  if (party.find(' ') == std::string::npos) return 0;
  const Tokens words = tokens_of(party);
  // "the office", "the department" name any of many (sources.unspecific-kinds): a clerk's office
  // is no more its story's than another's.
  const size_t last = words.size() - 1;
  if (f_.org_words_.at(words, last).length != 1 || f_.unspecific_kinds_.at(words, last)) return 0;
  const std::string& kind = words.back().lower;
  auto ends_with_kind = [&](const std::string& other) {
    return other != party && other.size() > kind.size() && fold(other).ends_with(" " + kind);
  };
  for (const Source& s : a_.sources) {
    if (s.type == SourceType::Organization && ends_with_kind(party_of_source(s))) return 0;
  }
  for (const auto& [other, n] : org_mentions_) {
    if (ends_with_kind(party_of_name(other))) return 0;
  }
  int count = 0;
  for (size_t at = text_.find(kind); at != std::string_view::npos && count < enough;
       at = text_.find(kind, at + kind.size())) {
    if (!whole_word_at(at, kind.size()) || at < 2 || text_[at - 1] != ' ') continue;
    const size_t before = text_.find_last_of(" \n", at - 2);
    const size_t from = before == std::string_view::npos ? 0 : before + 1;
    Tokens article = tokens_of(text_.substr(from, at - 1 - from));
    if (article.size() == 1 && is_article(article[0])) ++count;
  }
  return count;
}

// "disse o diretor de câmbio do Banco Vertente, Caio Prado": a party's name in the
// role of one of its people, a few words from their name, tells who speaks, not what the story
// is about.
bool SourceWork::in_apposition_of_its_people(const std::string& party, std::string_view name,
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
std::string SourceWork::antecedent_of_reference(const std::map<std::string, double>& score) {
  uint32_t first_reference = UINT32_MAX;
  for (const Source& s : a_.sources) {
    if (s.name == kSubjectPlaceholder && !s.mentions.empty())
      first_reference = s.mentions.front().start;
  }
  if (first_reference == UINT32_MAX) return "";
  std::map<std::string, uint32_t> first_seen = first_seen_;
  for (const Source& s : a_.sources) {
    if (s.type != SourceType::Organization || s.name == kSubjectPlaceholder || s.mentions.empty())
      continue;
    std::string party = party_of_source(s);
    auto [it, added] = first_seen.emplace(party, s.mentions.front().start);
    if (!added) it->second = std::min(it->second, s.mentions.front().start);
  }
  // "the company" stands for no public agency; "the agency" may.
  const bool official_reference = f_.official_.found_in(tokens_of(subject_reference_));
  std::string best;
  double best_score = 0;
  uint32_t best_seen = UINT32_MAX;
  for (const auto& [party, seen] : first_seen) {
    auto it = score.find(party);
    if (seen >= first_reference || it == score.end()) continue;
    // A quoted expert's institute, named only in the expert's apposition, says who the expert
    // is, not what the story covers.
    if (times_named(party, 1) == 0) continue;
    if (!official_reference && f_.official_.found_in(tokens_of(party))) continue;
    if (it->second > best_score || (it->second == best_score && seen < best_seen)) {
      best = party;
      best_score = it->second;
      best_seen = seen;
    }
  }
  return best.empty() ? proper_antecedent(first_reference) : best;
}

// "O Alvorada acertou a venda ... O Alvorada ficará com 20% ... o clube diz": with no
// organization named before the reference, a one-word name said at least twice before it and
// once after an article, as bodies are and people are not, and no person's, first name's or
// place's, is the body "o clube" stands for.
std::string SourceWork::proper_antecedent(uint32_t first_reference) {
  constexpr int kTimes = 2;
  std::string best;
  int best_count = 0;
  uint32_t best_seen = UINT32_MAX;
  for (const auto& [name, count] : proper_mentions_) {
    const auto seen = proper_first_seen_.find(name);
    if (count < kTimes || seen == proper_first_seen_.end() || seen->second >= first_reference ||
        !proper_with_article_.count(name))
      continue;
    if (count < best_count || (count == best_count && seen->second > best_seen)) continue;
    const Tokens words = tokens_of(name);
    if (words.empty() || f_.first_names_.at(words, 0) || f_.places_.at(words, 0) ||
        f_.demonyms_.at(words, 0) || person_by_part(name) != kNone ||
        mentioned_people_.count(words[0].lower)) {
      continue;
    }
    best = name;
    best_count = count;
    best_seen = seen->second;
  }
  return best;
}

// A reference whose passage names organizations but not the subject stands for the nearest of
// them: the article's subject is the default, not the rule.
void SourceWork::resolve_local_references(uint32_t placeholder) {
  auto local_source = [&](const LocalReference& ref) -> uint32_t {
    // "TurnstileIQ, a ticketing-data firm, counted ... the firm recorded": the body the noun was
    // just given, though the subject is in view.
    const bool introduced =
        !ref.introduced.empty() && fold(party_of_name(ref.introduced)) != fold(a_.subject);
    if (!introduced) {
      for (const std::string& name : ref.organizations) {
        if (!a_.subject.empty() && fold(party_of_name(name)) == fold(a_.subject)) return kNone;
      }
      if (subject_in_view(ref.span, placeholder)) return kNone;
    }
    const std::string& body = introduced ? ref.introduced : ref.organizations.front();
    uint32_t id = kNone;
    for (uint32_t i = 0; i < a_.sources.size() && id == kNone; ++i) {
      if (a_.sources[i].type == SourceType::Organization && fold(a_.sources[i].name) == fold(body))
        id = i;
    }
    if (id == kNone) id = add_source(body, SourceType::Organization);
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
bool SourceWork::subject_in_view(Span span, uint32_t placeholder) const {
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

// "a empresa" stands for the subject: merge it into the subject's own source when there is one.
void SourceWork::resolve_subject_references() {
  uint32_t placeholder = kNone, subject = kNone;
  for (uint32_t i = 0; i < a_.sources.size(); ++i) {
    const Source& s = a_.sources[i];
    if (s.name == kSubjectPlaceholder)
      placeholder = i;
    else if (subject == kNone && s.type == SourceType::Organization && !a_.subject.empty() &&
             fold(party_of_name(s.name)) == fold(a_.subject))
      subject = i;
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
bool SourceWork::works_for_subject(const Source& s) const {
  if (s.type != SourceType::Person || !s.organization.empty() || s.role.empty()) return false;
  return heads_the_subject(tokens_of(s.role)) || holds_internal_post(s) ||
         presides_over_subject(s) || staff_of_subjects_kind(s);
}

// "charge nurse Dana Whitfield" in a story about Harlan Valley Regional Medical Center: a post
// that a body of one kind has (sources.kind-staff: "nurse = hospital"), held with no body named,
// in a story whose subject is a body of that kind, is the subject's; not a post on a union
// (sources.kind-staff-exceptions).
bool SourceWork::staff_of_subjects_kind(const Source& s) const {
  constexpr uint32_t kApposition = 160;  // bytes after the first mention read for the post
  if (a_.subject.empty() || s.role.empty() || s.mentions.empty() || f_.kind_staff_.empty())
    return false;
  // The post's kinds of body, then the subject's words: most roles hold no such post, and are
  // read no further.
  const Tokens role = tokens_of(s.role);
  PhraseTable::Match post;
  for (size_t k = 0; k < role.size() && !post; ++k) post = f_.kind_staff_.at(role, k);
  if (!post || post.value == nullptr) return false;
  const Tokens kinds = tokens_of(*post.value);
  const Tokens subject = tokens_of(a_.subject);
  const bool of_kind = std::any_of(kinds.begin(), kinds.end(), [&](const Token& kind) {
    return std::any_of(subject.begin(), subject.end(),
                       [&](const Token& w) { return w.lower == kind.lower; });
  });
  if (!of_kind) return false;
  // "Dana Whitlock, a charge nurse in the department for 11 years and a steward for the nurses'
  // union, said": the apposition goes on past the post read. Read to the end of its sentence,
  // at most kApposition bytes on.
  const uint32_t from = s.mentions.front().end;
  const uint32_t sentence = a_.sentence_index(from);
  uint32_t to = std::min<uint32_t>(static_cast<uint32_t>(text_.size()), from + kApposition);
  if (sentence != kNone) to = std::min(to, a_.sentences[sentence].span.end);
  return to <= from ||
         !f_.kind_staff_exceptions_.found_in(tokens_of(text_.substr(from, to - from)));
}

// "O Aurora Futebol Clube anunciou ... A marca foi apresentada pelo presidente Otávio Brandão":
// a bare "presidente" (sources.public-titles) introduced within two sentences after the subject
// is named heads it, when the subject is a club, a college or an association
// (sources.presided-bodies). Elsewhere "o presidente Michel Temer" is the country's.
bool SourceWork::presides_over_subject(const Source& s) const {
  constexpr uint32_t kBack = 2;
  if (s.mentions.empty() || fold(s.name) == fold(s.role)) return false;
  const Tokens role = tokens_of(s.role);
  PhraseTable::Match title = f_.public_titles_.at(role, 0);
  if (!title || title.length != role.size()) return false;
  const Tokens subject = tokens_of(a_.subject);
  if (!f_.presided_bodies_.found_in(subject)) return false;
  const uint32_t at = s.mentions.front().start, k = a_.sentence_index(at);
  if (k == kNone) return false;
  const uint32_t from = a_.sentences[k >= kBack ? k - kBack : 0].span.start;
  return names_party_in(text_.substr(from, at - from), a_.subject);
}

// works_for_subject without the subject: an internal role, no organization, no country's post
// and no bare public title.
bool SourceWork::holds_internal_post(const Source& s) const {
  if (s.type != SourceType::Person || !s.organization.empty() || s.role.empty()) return false;
  Tokens role = tokens_of(s.role);
  if (!f_.internal_roles_.found_in(role)) return false;
  // "presidente da comissão de exame da seccional": a post on a panel the role names itself
  // (sources.panel-posts) is that panel's, seldom the story's business.
  if (f_.panel_posts_.found_in(role)) return false;
  // "Chief Public Defender Deborah Okafor", "Fire Chief Ana Ruiz": a public office
  // (sources.public-offices) is the public's, whatever internal word its title holds.
  if (f_.public_offices_.found_in(role)) return false;
  // "o presidente americano, Donald Trump", "the Russian foreign minister": a country's post.
  if (f_.demonyms_.found_in(role)) return false;
  bool named = fold(s.name) != fold(s.role);
  PhraseTable::Match title = f_.public_titles_.at(role, 0);
  return !(named && title && title.length == role.size());
}

// "o prefeito Caio Lemos" in a story about the Prefeitura de Itanhém: an office holder
// speaks for the body the office heads, when that body is the story's subject.
bool SourceWork::heads_the_subject(const Tokens& role) const {
  const std::string& subject = fold(a_.subject);
  for (size_t i = 0; i < role.size(); ++i) {
    PhraseTable::Match office = f_.office_bodies_.at(role, i);
    // The subject is folded, so the body's name must be too ("presidência" reads "presidencia").
    // "a secretária de Educação" heads no Secretaria de Segurança: the field she names after her
    // office must stand in the subject's name too.
    if (office && subject.find(fold(*office.value)) != std::string::npos &&
        names_the_field_of(role, i + office.length, subject)) {
      return true;
    }
    // "o secretário de Transportes" in a story about the Prefeitura: the secretaria he heads
    // is one of the city hall's.
    if (office && under_the_subject(role, i)) return true;
  }
  return false;
}

// Whether the capitalized words of a role after its office, from token `from` ("de Educação"),
// stand in the folded `subject`; a role that names no field after its office names none.
bool SourceWork::names_the_field_of(const Tokens& role, size_t from,
                                    const std::string& subject) const {
  bool field = false;
  for (size_t i = from; i < role.size(); ++i) {
    if (!role[i].is_word() || !role[i].capitalized) continue;
    if (text::contains_whole_word(subject, fold(role[i].text))) return true;
    field = true;
  }
  return !field;
}

// "a secretária de Saúde, Lígia Fontoura" in a story about the Secretaria Municipal de Saúde de
// Rio Verde: the office (sources.office-bodies) and the field the role names ("Saúde", read as
// its organization) both stand in the subject's name, so she heads it.
bool SourceWork::heads_the_named_subject(const Source& s) const {
  if (s.type != SourceType::Person || s.organization.empty() || s.role.empty()) return false;
  const std::string subject = fold(a_.subject);
  if (!text::contains_whole_word(subject, fold(s.organization))) return false;
  const Tokens role = tokens_of(s.role);
  for (size_t i = 0; i < role.size(); ++i) {
    PhraseTable::Match office = f_.office_bodies_.at(role, i);
    if (office && subject.starts_with(fold(*office.value))) return true;
  }
  return false;
}

// "a Secretaria de Transportes" in a story about the Prefeitura de Campinas: a division
// (sources.subordinate-bodies) of the kind of body the subject is, with no word of another level
// of government in `words` (sources.body-levels: "estadual" is the state's, not the city's).
bool SourceWork::under_the_subject(const Tokens& words, size_t body) const {
  if (a_.subject.empty()) return false;
  const std::string subject = fold(a_.subject);
  for (size_t i = 0; i < words.size(); ++i) {
    if (PhraseTable::Match level = f_.body_levels_.at(words, i)) {
      return subject.find(fold(*level.value)) != std::string::npos;
    }
  }
  PhraseTable::Match division = f_.subordinate_bodies_.at(words, body);
  if (!division) {
    // The role's office ("secretário" = secretaria) names the division.
    PhraseTable::Match office = f_.office_bodies_.at(words, body);
    if (!office) return false;
    Tokens named = tokens_of(*office.value);
    division = f_.subordinate_bodies_.at(named, 0);
    if (!division) return false;
  }
  for (std::string_view parent : SourceFinder::split_bars(*division.value)) {
    if (subject.starts_with(fold(std::string(parent)))) return true;
  }
  return false;
}

// Whether a party is the body that paid for the article's study, by its name or the first words
// of it ("Alvorada" for "Alvorada Alimentos"): its people and statements argue the study's side.
bool SourceWork::names_the_commissioner(const std::string& party) {
  if (party.empty()) return false;
  const std::string body = fold(commissioned_by_), named = fold(party);
  return body == named ||
         (body.size() > named.size() && body.starts_with(named) && body[named.size()] == ' ');
}

void SourceWork::assign_stakes() {
  resolve_subject_references();
  folded_names_.clear();  // names were merged and renamed
  const bool one_commissioner =
      !commissioned_by_.empty() && commissioned_by_ != kSeveralCommissioners;
  for (Source& s : a_.sources) {
    if (s.organization == kSubjectPlaceholder) s.organization = a_.subject;
    if (!a_.subject.empty() && (works_for_subject(s) || heads_the_named_subject(s)))
      s.organization = a_.subject;
    // The study the article says a body paid for speaks for that body.
    if (one_commissioner && s.type == SourceType::Document && s.organization.empty())
      s.organization = commissioned_by_;
    SourceWords words(s);  // tokenized once for every table below
    // "a Secretaria de Transportes" in a story about the Prefeitura: one of the subject's bodies.
    const bool division = s.type == SourceType::Organization && !words.name.empty() &&
                          f_.subordinate_bodies_.at(words.name, 0) &&
                          under_the_subject(words.name, 0);
    if (division) s.organization = a_.subject;
    std::string party = division ? a_.subject : party_of_source(s);
    if (s.type == SourceType::Person && s.affiliation.empty()) {
      s.affiliation = party_in(words.role);
      // "the press director for the Ohio Democratic Party"
      if (s.affiliation.empty()) s.affiliation = party_in(words.organization);
    }
    // A politician the article ties to no organization speaks for their party; the stake
    // below still weighs only organizations, which a story is about.
    s.party = party.empty() && !s.affiliation.empty() ? party_of_name(s.affiliation) : party;
    // "her office says": a politician's office argues her side; it is no agency with data.
    s.official = words.name_any(f_.official_) && !is_campaign(s);
    s.investigator = words.name_any(f_.investigators_);
    // "a pesquisa", "the survey" are published data unless a party paid for them ("a survey it
    // commissioned"); a statistics office stays one whoever cites it.
    // A filed document (document_source) was marked as data when it was read.
    s.statistics = s.statistics ||
                   (s.organization.empty() && f_.statistics_.found_in(words.name)) ||
                   named_with_data_word(s) || f_.statistics_.found_in(words.organization) ||
                   f_.statistics_.found_in(words.role);
    bool subject = !party.empty() && !a_.subject.empty() && fold(party) == fold(a_.subject);
    if (s.type == SourceType::Outlet)
      s.stake = Stake::Independent;
    else if (subject)
      s.stake = Stake::Subject;
    else if ((words.name_any(f_.interest_groups_) && !governs_a_sport(words.name) &&
              !governs_a_sport(words.organization) && !governs_a_sport(words.role)) ||
             speaks_for_interest_group(party) ||
             (!party.empty() && interest_bodies_.count(fold(party))) ||
             words.role_has(f_.office_holders_) || words.role_has(f_.author_roles_) ||
             (s.type == SourceType::Person && office_held_near_.count(s.name)) ||
             (!party.empty() && investors_.count(fold(party))) ||
             (one_commissioner && s.type == SourceType::Document &&
              fold(s.organization) == fold(commissioned_by_)) ||
             (one_commissioner && s.type != SourceType::Document && names_the_commissioner(party)))
      s.stake = Stake::Interested;
    else if (party.empty() || a_.subject.empty())
      s.stake = Stake::Unknown;
    else
      s.stake = Stake::Independent;
  }
  // "o Instituto Nacional de Pesquisas Espaciais (Inpe) [...] de acordo com o instituto": a body
  // named again by its long name or a reference is the statistics office its acronym named.
  std::set<std::string> statistics_parties;
  for (const Source& s : a_.sources) {
    if (s.statistics && s.type == SourceType::Organization && !s.party.empty())
      statistics_parties.insert(fold(s.party));
  }
  for (Source& s : a_.sources) {
    if (!s.statistics && s.type == SourceType::Organization && !s.party.empty() &&
        statistics_parties.count(fold(s.party)))
      s.statistics = true;
  }
  // "her office says", "Gowdy's office": an office holder's office argues the holder's side.
  for (Source& s : a_.sources) {
    if (s.stake != Stake::Unknown || !is_campaign(s)) continue;
    const uint32_t owner = existing(s.party);
    if (owner != kNone && a_.sources[owner].type == SourceType::Person &&
        a_.sources[owner].stake == Stake::Interested) {
      s.stake = Stake::Interested;
    }
  }
}

// "Osvaldo Mendonça, presidente da Arvi" where the Arvi is the Associação Rural do Vale do Ipê:
// a person whose party is an interest group (sources.interest-groups) argues its side.
bool SourceWork::speaks_for_interest_group(const std::string& party) const {
  if (party.empty()) return false;
  const Tokens words = tokens_of(party);
  return f_.interest_groups_.found_in(words) && !governs_a_sport(words);
}

// "Federação Litorânea de Futebol", "the Northern Rugby Federation": a sport's federation runs
// its competitions and keeps their records; it argues no side of a club's story.
bool SourceWork::governs_a_sport(const Tokens& name) const {
  return f_.sport_federations_.found_in(name) && f_.sports_.found_in(name);
}

// "senador petista", "a longtime Republican strategist": the party that words [from, to) name.
std::string SourceWork::party_in(const Tokens& t, size_t from, size_t to) const {
  for (size_t i = from; i < t.size() && i < to; ++i) {
    if (PhraseTable::Match m = f_.party_words_.at(t, i)) return *m.value;
  }
  return "";
}

// "the Fox poll", "Crowdpac data", "pesquisa Datafolha": a name followed by a word for
// published data is the pollster or data provider, whose figures are not a party's claim.
bool SourceWork::named_with_data_word(const Source& s) const {
  for (const Span& m : s.mentions) {
    uint32_t sentence = a_.sentence_index(m.start);
    if (sentence == kNone || sentence >= tokens_.size()) continue;
    const Tokens& t = tokens_[sentence];
    size_t next = text::first_token_from(t, m.end);
    // "the association's annual statistical report": one word of when may come between.
    if (next + 1 < t.size() && t[next].is_word() && !t[next].capitalized &&
        !f_.statistics_.at(t, next) && t[next + 1].is_word() && f_.statistics_.at(t, next + 1))
      ++next;
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
bool SourceWork::described_as_data(const Tokens& t, size_t comma) const {
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

// "O edital orçou a obra em R$ 3,4 bilhões. Hoje, a estimativa é de R$ 4,6 bilhões.": a sentence
// that opens on the present (sources.time-shifts) speaks of a later time than a source named
// before it, which its figures are no longer from.
bool SourceWork::opens_on_the_present(uint32_t s) const {
  if (s >= tokens_.size() || tokens_[s].empty()) return false;
  const Tokens& t = tokens_[s];
  return static_cast<bool>(f_.time_shifts_.at(t, first_word(t)));
}

void SourceWork::attribute_numbers() {
  for (NumericExpression& n : a_.numbers) {
    // "Segundo apurou a TV Globo, ... O valor é de R$ 2 milhões, conforme informou a prefeitura":
    // a cue in the figure's own sentence speaks for it before one that a paragraph opened with.
    const Span own = n.sentence < a_.sentences.size() ? a_.sentences[n.sentence].span : n.span;
    bool own_cue = false;
    for (uint32_t i = 0; i < a_.attributions.size(); ++i) {
      const Attribution& at = a_.attributions[i];
      if (!at.covers.contains(n.span.start)) continue;
      if (at.source == kNone && !at.via_link) continue;
      if (describes_its_speaker(n, at)) continue;
      // A cue inside a quotation is the quoted speaker's words, not the figure's source.
      const bool in_own = own.contains(at.cue.start) && !inside_quote(at.cue);
      // A document's figures are of its time; a person may go on speaking of the present.
      if (!own.contains(at.cue.start) && at.cue.start < own.start && at.source != kNone &&
          a_.sources[at.source].type == SourceType::Document && opens_on_the_present(n.sentence)) {
        continue;
      }
      if (n.attribution != kNone && (own_cue || !in_own)) continue;
      n.attribution = i;
      own_cue = in_own;
      if (own_cue) break;
    }
    if (n.attribution == kNone) n.attribution = published_data_before(n);
    if (n.attribution == kNone) n.attribution = poll_result_before(n);
  }
}

// "Trump, who has 9 million followers, said": a speaker's verb covers what they say, not the
// aside that describes them. "segundo", "according to" speak for the whole sentence.
bool SourceWork::describes_its_speaker(const NumericExpression& n, const Attribution& at) const {
  if (at.via_link || n.sentence >= tokens_.size()) return false;
  const Tokens& t = tokens_[n.sentence];
  if (!f_.verbs_.at(t, text::first_token_from(t, at.cue.start))) return false;
  return describes_speaker(a_, a_.sentences[n.sentence].span, n.span, at);
}

// "The survey found that 40% … Another 30% said …": a paragraph that cites a report, a poll or
// a statistics office goes on reading from it; its later figures are that document's.
uint32_t SourceWork::published_data_before(const NumericExpression& n) const {
  if (n.sentence >= a_.sentences.size() || opens_on_the_present(n.sentence)) return kNone;
  const Span block = a_.document->blocks[a_.sentences[n.sentence].block].span;
  for (uint32_t i = 0; i < a_.attributions.size(); ++i) {
    const Attribution& at = a_.attributions[i];
    if (at.source == kNone || !block.contains(at.cue.start) || at.cue.start >= n.span.start)
      continue;
    // Up to five sentences on: a one-line export makes the whole article one paragraph, and a
    // data story gives a report's figures for several sentences after naming it.
    uint32_t cue_sentence = a_.sentence_index(at.cue.start);
    if (cue_sentence == kNone || n.sentence > cue_sentence + 5) continue;
    const Source& s = a_.sources[at.source];
    if (s.type == SourceType::Document || s.statistics) return i;
    // A public agency or an inquiry reporting its own count ("os dados da Polícia Federal",
    // "segundo a Polícia Civil") is read from just the same; an official speaking for it is a
    // person, and investigators are people, whose next sentences may be the writer's again.
    if ((s.official || s.investigator) && s.type != SourceType::Person &&
        s.type != SourceType::Group) {
      return i;
    }
  }
  return kNone;
}

// A story about a poll names it once and then reports its shares paragraph after paragraph:
// "Clinton received 38 percent", "64 percent of independents". A share in a sentence that
// speaks of support, voters or respondents reads from the last poll the article cited.
uint32_t SourceWork::poll_result_before(const NumericExpression& n) const {
  if (n.kind != NumberKind::Percent || n.sentence >= tokens_.size()) return kNone;
  const Tokens& tokens = tokens_[n.sentence];
  if (!f_.poll_results_.found_in(tokens)) return kNone;
  // "holds roughly 18% of the grocery market, trailing Grand Mart": a market share, which no
  // poll measures.
  constexpr size_t kMarketReach = 6;
  size_t after = text::first_token_from(tokens, n.span.end);
  if (f_.market_words_.found_in(tokens, after, after + kMarketReach)) return kNone;
  uint32_t found = kNone;
  for (uint32_t i = 0; i < a_.attributions.size(); ++i) {
    const Attribution& at = a_.attributions[i];
    if (at.cue.start >= n.span.start) break;
    if (at.source != kNone && a_.sources[at.source].statistics) found = i;
  }
  return found;
}

}  // namespace auditor::analysis
