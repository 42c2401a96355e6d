// Attribution cues: who a speech verb, a preposition, a link or an interview turn credits.
#include <algorithm>
#include <numeric>

#include "auditor/analysis/source_work.h"

namespace auditor::analysis {

// ---- attribution cues ---------------------------------------------------------------------------

bool SourceWork::inside_quote(Span span) const {
  for (const Quote& q : a_.quotes) {
    if (q.span.contains(span.start)) return true;
  }
  return false;
}

Span SourceWork::sentence_span() const {
  return a_.sentences[sentence_].span;
}

uint32_t SourceWork::add_attribution(Span cue, uint32_t source, Span covers, bool via_link) {
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
uint32_t SourceWork::body_reference(const Tokens& t, size_t j, PhraseTable::Match m) {
  uint32_t body = add_source(*m.value, SourceType::Organization);
  mention(body, {t[j].span.start, t[j + m.length - 1].span.end});
  return body;
}

// Whether the capitalized name that a body reference at token j starts runs on past it: "a
// Prefeitura de Campinas" names the body in full, "a prefeitura" by its kind.
bool SourceWork::named_in_full(const Tokens& t, size_t j, PhraseTable::Match m) const {
  const size_t first = is_article(t[j]) ? j + 1 : j;
  const std::optional<Run> name = run_at(t, first);
  return name && name->first == first && name->last >= j + m.length;
}

// The source named at token j (after an optional article): a name, a pronoun, a role, a group,
// an anonymous source, a document, or a reference to the subject ("a empresa").
uint32_t SourceWork::source_at(const Tokens& t, size_t j) {
  if (j >= t.size()) return kNone;
  if (f_.pronouns_.at(t, j)) return pronoun_source(t, j);
  if (f_.body_pronouns_.at(t, j)) return body_pronoun_source(t, j);
  // "segundo a administração municipal": a public body named by its kind is that body, the
  // one the article names in full when it does ("Prefeitura" is short for "Prefeitura de X"),
  // unless its full name goes on right here ("segundo a Prefeitura de Campinas").
  if (PhraseTable::Match m = f_.body_refs_.at(t, j); m && !named_in_full(t, j, m))
    return body_reference(t, j, m);
  // "a vinícola" stands for the story's body; "a Vinícola Serra Alta", "the Agency for Weather
  // Studies" are names, capitalized.
  // "segundo a concessionária NovaDutra": a name after the noun says which body it is.
  if (PhraseTable::Match m = f_.subject_refs_.at(t, j);
      m && !t[j + m.length - 1].capitalized &&
      !(j + m.length < t.size() && t[j + m.length].is_word() && t[j + m.length].capitalized)) {
    // "segundo a empresa de pesquisa", "a empresa de consultoria": the kind a qualifier names is
    // another business, the one named just before, not the story's.
    if (uint32_t other = qualified_reference(t, j, j + m.length); other != kNone) return other;
    return subject_reference(t, j, j + m.length - 1);
  }
  if (size_t last = placed_reference_end(t, j); last != 0) return subject_reference(t, j, last);
  if (PhraseTable::Match m = f_.anonymous_.at(t, j))
    return named_group(t, j, m.length, SourceType::Anonymous);
  if (PhraseTable::Match m = f_.groups_.at(t, j); m && names_a_group(t, j))
    return named_group(t, j, m.length, SourceType::Group);
  if (uint32_t person = person_after_indefinite_post(t, j); person != kNone) return person;
  size_t k = j;
  // "said the chairman", "disse o diretor", and a possessive ("said its chairman, Rui Campos",
  // "disse seu advogado"): the post that follows names the speaker.
  if (is_definite_determiner(t[k])) ++k;
  if (k >= t.size()) return kNone;
  // "according to the state Office of Energy Resources": the level a body serves, in lower case
  // before its name (sources.level-heads).
  if (k + 1 < t.size() && !t[k].capitalized && f_.level_heads_.at(t, k) && t[k + 1].capitalized)
    ++k;
  if (uint32_t body = press_office_body(t, k); body != kNone) return body;
  if (uint32_t document = subjects_document(t, k); document != kNone) return document;
  if (uint32_t document = kind_document(t, k); document != kNone) return document;
  // "the rights group"; after a gerund ("saying the group must go") it is what is said.
  if (k > j && is_article(t[j]) && !f_.indefinite_articles_.at(t, j) &&
      (j == 0 || !is_gerund(t[j - 1]))) {
    if (uint32_t body = body_by_kind(t, k); body != kNone) return body;
  }
  if (k > j) {  // "his campaign", "her campaign"
    if (uint32_t campaign = campaign_ending_at(t, k); campaign != kNone) return campaign;
  }
  // "segundo a consultoria Tendar", "according to the consultancy Marlow Partners", "according
  // to the research firm Tallis Insight": the name after the business's kind and a modifier.
  for (size_t kind_at = k; kind_at <= k + 1 && kind_at < t.size(); ++kind_at) {
    if (kind_at > k && (!t[k].is_word() || t[k].capitalized || f_.verbs_.at(t, k))) break;
    if (PhraseTable::Match kind = f_.body_appositions_.at(t, kind_at);
        kind && !t[kind_at].capitalized) {
      if (std::optional<Run> name = run_at(t, kind_at + kind.length);
          name && name->first == kind_at + kind.length) {
        introduce_body(t, name->last, t[kind_at + kind.length - 1].lower);
        return resolve_run(t, *name, true);
      }
    }
  }
  if (PhraseTable::Match m = f_.anonymous_.at(t, k))
    return named_group(t, k, m.length, SourceType::Anonymous);
  if (PhraseTable::Match m = f_.groups_.at(t, k); m && names_a_group(t, k))
    return named_group(t, k, m.length, SourceType::Group);
  if (PhraseTable::Match m = f_.documents_.at(t, k)) return document_source(t, k, m.length);
  if (uint32_t document = described_document(t, j, k); document != kNone) return document;
  if (k > j && party_reference_at(t, k)) return party_member(t, k);
  if (uint32_t group = described_group(t, k); group != kNone) return group;
  if (PhraseTable::Match role = f_.roles_.at(t, k)) {
    RolePhrase p = read_role(t, k, role.length);
    if (uint32_t person = person_named_after_post(t, p, false); person != kNone) return person;
    if (p.organization.empty()) p.organization = body_of_post(t, p);  // "for the authority"
    return person_by_role(p.role, {t[k].span.start, t[p.end - 1].span.end}, p.organization,
                          article_gender(t, p.role_first));
  }
  if (uint32_t person = person_after_qualified_role(t, k); person != kNone) return person;
  if (std::optional<Run> name = run_at(t, k)) {
    if (uint32_t campaign = campaign_ending_at(t, name->last + 1); campaign != kNone)
      return campaign;
    if (uint32_t person = person_after_owner(t, *name); person != kNone) return person;
    return resolve_run(t, *name, true);
  }
  return anonymous_post(t, j);
}

// The document named after the possessive at token k, past the words that describe it ("the
// company's latest price sheet"): where it starts, and its match (empty when none).
std::pair<size_t, PhraseTable::Match> SourceWork::possessed_document(const Tokens& t,
                                                                     size_t k) const {
  size_t m = k + 1;
  while (m < t.size() && !t[m].capitalized) {
    const PhraseTable::Match modifier = f_.document_modifiers_.at(t, m);
    if (!modifier) break;
    m += modifier.length;
  }
  return {m, m < t.size() ? f_.documents_.at(t, m) : PhraseTable::Match{}};
}

// "according to the alliance's analysis", "the foundation's tally": a document of the body of
// that kind (sources.body-kinds) named before, which speaks through it.
uint32_t SourceWork::kind_document(const Tokens& t, size_t k) {
  if (k == 0 || k + 1 >= t.size() || t[k].capitalized) return kNone;
  const size_t mark = possessive_length(t[k].lower);
  if (mark == 0 || mark >= t[k].lower.size()) return kNone;
  const auto kind = f_.body_kinds_.find(t[k].lower.substr(0, t[k].lower.size() - mark));
  if (kind == f_.body_kinds_.end()) return kNone;
  const auto [m, doc] = possessed_document(t, k);
  if (!doc) return kNone;
  const std::optional<NamedBody> body = salient_body(t, k - 1, kind->second);
  std::string name =
      body && !body->outlet ? std::string(body->name) : employer_of_kind(t[k], kind->second);
  // "according to the department's report": a public body's records are its data, and so are an
  // interest group's survey or analysis ("the alliance's analysis of 640 bills", "the union's
  // survey"), which the article weighs as evidence: read as before, not as a party's claim.
  const Tokens words = tokens_of(name);
  if (name.empty() || f_.official_.found_in(words) || f_.interest_groups_.found_in(words))
    return kNone;
  const uint32_t id = document_source(t, m, doc.length);
  if (a_.sources[id].organization.empty()) a_.sources[id].organization = std::move(name);
  return id;
}

// The employer of a person named before token `before` whose name is of one of `kinds` ("Renata
// Boyle, director of the Ratepayer Alliance" for "the alliance's"), the latest; "" when none.
std::string SourceWork::employer_of_kind(const Token& before,
                                         const std::vector<std::string>& kinds) {
  std::string found;
  uint32_t found_at = 0;
  for (const Source& s : a_.sources) {
    if (s.type != SourceType::Person || s.organization.empty() || s.mentions.empty()) continue;
    const uint32_t at = s.mentions.front().start;
    if (at >= before.span.start || at < found_at) continue;
    if (!is_body_of_kind(NamedBody{at, s.organization, false}, kinds)) continue;
    found = s.organization;
    found_at = at;
  }
  return found;
}

// "according to the company's price sheet", "the utility's annual report": a document of the
// body a possessive of a word standing for the subject names is the subject's.
uint32_t SourceWork::subjects_document(const Tokens& t, size_t k) {
  if (k + 1 >= t.size() || t[k].capitalized || possessor_at(t, k) != kSubjectPlaceholder)
    return kNone;
  const auto [m, doc] = possessed_document(t, k);
  if (!doc) return kNone;
  note_post_reference(t, k, k);
  const uint32_t id = document_source(t, m, doc.length);
  if (a_.sources[id].organization.empty()) a_.sources[id].organization = kSubjectPlaceholder;
  return id;
}

// "said a Democratic strategist", "according to a senior Cruz adviser", "disse um assessor do
// prefeito": a post after a word that makes it one person (sources.one-person-openers), with a
// few words that qualify it and no name after it, is one anonymous source.
uint32_t SourceWork::anonymous_post(const Tokens& t, size_t j) {
  constexpr size_t kQualifiers = 3;
  if (j >= t.size() || !f_.one_person_openers_.at(t, j)) return kNone;
  size_t r = j + 1;
  while (r < t.size() && !f_.roles_.at(t, r)) {
    if (r - j > kQualifiers || !t[r].is_word() || f_.verbs_.at(t, r) || is_preposition(t, r) ||
        is_article(t[r])) {
      return kNone;
    }
    ++r;
  }
  const PhraseTable::Match role = r < t.size() ? f_.roles_.at(t, r) : PhraseTable::Match{};
  if (!role) return kNone;
  // "said an aide to the mayor, Dana Whitfield": the name after the post's comma speaks.
  constexpr size_t kPostWords = 8;
  for (size_t c = r + role.length; c < t.size() && c <= r + kPostWords; ++c) {
    if (t[c].is_symbol(",")) {
      if (names_a_person_at(t, c + 1)) return kNone;
      break;
    }
    if (t[c].is_symbol() || f_.verbs_.at(t, c)) break;
  }
  return named_group(t, j, r + role.length - j, SourceType::Anonymous);
}

// "the rights group says", "the foundation predicts", "the newspaper said": a body named by its
// kind after "the" (sources.body-kinds), with a word or two in lower case before the kind, is a
// body of that kind the article named before (salient_body). The kind must end the phrase: "the
// party leaders" are people, "the newspaper USA Today" is named right there.
uint32_t SourceWork::body_by_kind(const Tokens& t, size_t k) {
  constexpr size_t kModifiers = 2;
  for (size_t m = k; m < t.size() && m <= k + kModifiers; ++m) {
    if (!t[m].is_word() || t[m].capitalized || f_.verbs_.at(t, m)) return kNone;
    const auto kind = f_.body_kinds_.find(t[m].lower);
    if (kind == f_.body_kinds_.end()) continue;
    if (m + 1 < t.size() &&
        (t[m + 1].capitalized || is_opening_quote(t[m + 1]) ||
         (t[m + 1].is_word() && !f_.verbs_.at(t, m + 1) && !is_verb_filler(t, m + 1)))) {
      return kNone;
    }
    // Inside a quotation ("the group must be destroyed") it is the speaker's word, not a source.
    const Span phrase{t[k - 1].span.start, t[m].span.end};
    if (inside_quote(phrase)) return kNone;
    // "Citizens United, the conservative advocacy group,": an apposition names its body.
    if (k >= 3 && t[k - 2].is_symbol(",")) {
      std::optional<Run> name = run_ending_at(t, k - 3);
      if (name && f_.places_.at(t, name->first).length != name->last - name->first + 1)
        return resolve_run(t, *name, true);
    }
    std::optional<NamedBody> body = salient_body(t, k - 1, kind->second);
    if (!body) return kNone;
    std::string name(body->name);  // a copy: adding a source may move the one it points into
    uint32_t id = existing(name);
    if (id != kNone && a_.sources[id].type == SourceType::Person) return kNone;
    if (id == kNone)
      id =
          add_source(std::move(name), body->outlet ? SourceType::Outlet : SourceType::Organization);
    mention(id, phrase);
    return id;
  }
  return kNone;
}

// A reference to the subject qualified by its kind right after it ("a empresa de pesquisa"):
// the body of any kind the sentence or the two before named last, or kNone when there is no
// qualifier or no such body.
uint32_t SourceWork::qualified_reference(const Tokens& t, size_t j, size_t after) {
  // A bare "de" names a kind ("empresa de pesquisa"); "da", "do" name a body ("a equipe do
  // hospital" is the hospital's own).
  if (after + 1 >= t.size() || (t[after].lower != "de" && t[after].lower != "of") ||
      !t[after + 1].is_word() || t[after + 1].capitalized || is_article(t[after + 1]))
    return kNone;
  // "a operadora de satélite DigitalGlobe": the name after the kind says which one.
  if (after + 2 < t.size() && t[after + 2].is_word() && t[after + 2].capitalized) return kNone;
  static const std::vector<std::string> kAny = {"@organization"};
  std::optional<NamedBody> body = salient_body(t, j, kAny);
  if (!body) return kNone;
  std::string name(body->name);  // a copy: adding a source may move the one it points into
  if (!a_.subject.empty() && fold(party_of_name(name)) == fold(a_.subject)) return kNone;
  uint32_t id = existing(name);
  if (id != kNone && a_.sources[id].type == SourceType::Person) return kNone;
  if (id == kNone)
    id = add_source(std::move(name), body->outlet ? SourceType::Outlet : SourceType::Organization);
  mention(id, {t[j].span.start, t[after + 1].span.end});
  return id;
}

// "according to three senior aides", "segundo vários analistas": a count or words that describe
// a group or an anonymous source (sources.group-modifiers) stand before its noun.
uint32_t SourceWork::described_group(const Tokens& t, size_t k) {
  constexpr size_t kModifiers = 3;
  for (size_t m = k + 1; m < t.size() && m <= k + kModifiers; ++m) {
    if (!t[m - 1].is_number() && !f_.group_modifiers_.at(t, m - 1)) return kNone;
    if (PhraseTable::Match a = f_.anonymous_.at(t, m))
      return named_group(t, m, a.length, SourceType::Anonymous);
    if (PhraseTable::Match g = f_.groups_.at(t, m); g && names_a_group(t, m))
      return named_group(t, m, g.length, SourceType::Group);
    if (PhraseTable::Match p = f_.party_groups_.at(t, m))
      return named_group(t, m, p.length, SourceType::Group);
  }
  return kNone;
}

// The body of one of `kinds` a description at token `at` stands for: of the nearest sentence
// that names one (this one up to `at`, else the ones before), one that has spoken, else the
// first named there outside a quotation, as the subject of a sentence comes first ("A OAB
// entregou à Câmara o pedido. A entidade também pediu" is the OAB). Any organization ("the
// group") only from this sentence or the two before: further back the story has moved on.
std::optional<SourceWork::NamedBody> SourceWork::salient_body(
    const Tokens& t, size_t at, const std::vector<std::string>& kinds) {
  const bool any_organization =
      std::find(kinds.begin(), kinds.end(), "@organization") != kinds.end();
  const uint32_t before = t[at].span.start;
  const uint32_t nearby = a_.sentences[sentence_ >= 2 ? sentence_ - 2 : 0].span.start;
  std::optional<NamedBody> best;
  uint32_t best_sentence = 0;
  auto consider = [&](NamedBody body) {
    if (body.start >= before || (any_organization && body.start < nearby) ||
        inside_quote({body.start, body.start + 1}) || !is_body_of_kind(body, kinds)) {
      return;
    }
    const uint32_t sentence = a_.sentence_index(body.start);
    const bool first_there =
        !best || (body.spoke != best->spoke ? body.spoke : body.start < best->start);
    if (!best || sentence > best_sentence || (sentence == best_sentence && first_there)) {
      best = std::move(body);
      best_sentence = sentence;
    }
  };
  for (const NamedBody& body : named_bodies_) consider(body);
  for (const NamedBody& body : bodies_in_sentence(t, at)) consider(body);
  for (const NamedBody& body : speaking_bodies()) consider(body);
  return best;
}

// "AAN polled the race ..., the group said": the bodies this sentence names before token `at`.
std::vector<SourceWork::NamedBody> SourceWork::bodies_in_sentence(const Tokens& t,
                                                                  size_t at) const {
  std::vector<NamedBody> bodies;
  for (size_t i = 0; i < at; ++i) {
    std::optional<Run> r = run_at(t, i);
    if (!r) continue;
    if (r->last < at && is_body_name(t, *r)) {
      const uint32_t start = t[r->first].span.start;
      // "the Calder Bay Port Authority’s records": the body, without its possessive.
      const uint32_t end =
          t[r->last].span.end - static_cast<uint32_t>(possessive_length(t[r->last].text));
      bodies.push_back(
          {start, text_.substr(start, end - start), outlet_or_org(t, *r) == SourceType::Outlet});
    }
    i = r->last;
  }
  return bodies;
}

// Where the organizations and outlets that have spoken are named. A name the analysis files as
// an organization that has not spoken may be a place or a person it has yet to know.
std::vector<SourceWork::NamedBody> SourceWork::speaking_bodies() {
  std::vector<bool> spoke(a_.sources.size(), false);
  for (const Attribution& a : a_.attributions) {
    if (a.source != kNone) spoke[a.source] = true;
  }
  std::vector<NamedBody> bodies;
  for (uint32_t id = 0; id < a_.sources.size(); ++id) {
    const Source& source = a_.sources[id];
    if ((source.type != SourceType::Organization && source.type != SourceType::Outlet) ||
        source.name == kSubjectPlaceholder || !spoke[id] || !names_a_body(source.name)) {
      continue;
    }
    for (Span mention : source.mentions)
      bodies.push_back({mention.start, source.name, source.type == SourceType::Outlet, true});
  }
  return bodies;
}

// Whether a source the analysis files as an organization while it reads the sentences is one: not
// a place ("the Nice attack"), nor a person's surname it has yet to link ("Sanders suggests").
bool SourceWork::names_a_body(const std::string& name) {
  if (person_by_part(name) != kNone || mentioned_people_.count(fold(name))) return false;
  const Tokens words = tokens_of(name);
  return words.empty() || f_.places_.at(words, 0).length != words.size();
}

// Whether a run names an organization or an outlet, not a place ("the Nice attack").
bool SourceWork::is_body_name(const Tokens& t, const Run& r) const {
  if (f_.places_.at(t, r.first).length == r.last - r.first + 1) return false;
  return run_is_org(t, r, join_tokens(t, r.first, r.last, text_)) || named_with_the(t, r);
}

// "the rights group" ending at token k, read as body_by_kind reads it after its article.
// "The Marston Area Regional Transit authority says": a name whose word of kind
// (sources.org-words) is written in lower case, ending at token k; a person's name before it
// ("Ana Ruiz campaign") is not one.
uint32_t SourceWork::body_with_kind_in_lower_case(const Tokens& t, size_t k) {
  if (k == 0 || t[k].capitalized || !f_.org_words_.at(t, k) || f_.org_words_.at(t, k).length != 1)
    return kNone;
  const std::optional<Run> name = run_ending_at(t, k - 1);
  if (!name || name->first > k - 1 || f_.first_names_.at(t, name->first) ||
      person_by_part(t[name->first].text) != kNone)
    return kNone;
  const uint32_t id = add_source(join_tokens(t, name->first, k, text_), SourceType::Organization);
  mention(id, {t[name->first].span.start, t[k].span.end});
  return id;
}

uint32_t SourceWork::body_by_kind_ending_at(const Tokens& t, size_t k) {
  constexpr size_t kModifiers = 2;
  if (t[k].capitalized || !f_.body_kinds_.count(t[k].lower)) return kNone;
  for (size_t d = k; d-- > 0 && k - d <= kModifiers + 1;) {
    if (is_article(t[d]) && !f_.indefinite_articles_.at(t, d)) {
      // "his appointment to the drafting committee suggests": after a preposition it is an
      // object, not the subject.
      if (d > 0 && (is_preposition(t, d - 1) || f_.not_subjects_.at(t, d - 1))) return kNone;
      return body_by_kind(t, d + 1);
    }
    // "o presidente do tribunal comentou": a body after a preposition is the object of a post.
    if (!t[d].is_word() || t[d].capitalized || is_preposition(t, d)) return kNone;
  }
  return kNone;
}

// Whether a body named in the text is one of `kinds` (sources.body-kinds): an outlet for
// "@outlet", an organization for "@organization", else one whose name holds one of the words.
bool SourceWork::is_body_of_kind(const NamedBody& body, const std::vector<std::string>& kinds) {
  for (const std::string& kind : kinds) {
    if (kind == "@outlet" || kind == "@organization") {
      if ((kind == "@outlet") == body.outlet) return true;
      continue;
    }
    const std::string_view name = body.name;
    for (size_t at = name.find(kind); at != std::string_view::npos; at = name.find(kind, at + 1)) {
      const size_t end = at + kind.size();
      if ((at == 0 || name[at - 1] == ' ') && (end == name.size() || name[end] == ' ')) return true;
    }
  }
  return false;
}

// "according to the new Gallup poll", "a national Gallup Poll", "a nova pesquisa Datafolha":
// words that describe a document (sources.document-modifiers) may stand between its article and
// the document or its maker's name; `k` is past a definite article.
uint32_t SourceWork::described_document(const Tokens& t, size_t j, size_t k) {
  size_t m = k;
  if (m == j && f_.indefinite_articles_.at(t, m)) ++m;  // "an", "uma"
  const size_t first = m;
  while (m < t.size()) {
    // "a June report by Halvorsen": a month dates the document; it opens no name.
    if (const PhraseTable::Match month = f_.months_.at(t, m)) {
      m += month.length;
      continue;
    }
    // A capital opens a name: "the National Academies", "a New Jersey Watchdog report".
    PhraseTable::Match modifier = f_.document_modifiers_.at(t, m);
    if (!modifier || t[m].capitalized) break;
    m += modifier.length;
  }
  // With no article and no modifier there is nothing to read past ("an analysis by", "an
  // Associated Press-GfK poll" have the article).
  const bool bare = m == first && first == k;
  if (m >= t.size() || (bare && k == j)) return kNone;
  if (PhraseTable::Match doc = f_.documents_.at(t, m); doc && !bare)
    return document_source(t, m, doc.length);
  // "the most recent consumer report", "the annual safety report": a noun or two in lower case
  // that say what the document covers.
  constexpr size_t kTopicWords = 2;
  for (size_t at = m; at < t.size() && at < m + kTopicWords; ++at) {
    if (!t[at].is_word() || t[at].capitalized || is_preposition(t, at) || f_.verbs_.at(t, at))
      break;
    // The document word must end the phrase: "a senior law enforcement official" is a person.
    const PhraseTable::Match doc = f_.documents_.at(t, at + 1);
    const size_t next = at + 1 + doc.length;
    if (doc && (next >= t.size() || !t[next].is_word() || t[next].capitalized ||
                is_preposition(t, next) || f_.verbs_.at(t, next)))
      return document_source(t, at + 1, doc.length);
  }
  if (bare) return kNone;
  std::optional<Run> maker = run_at(t, m);
  if (!maker) return kNone;
  if (f_.documents_.at(t, maker->last + 1)) return resolve_run(t, *maker, true);
  // "Gallup Poll": the data word written as part of the name.
  if (maker->last > maker->first && f_.documents_.at(t, maker->last))
    return resolve_run(t, Run{maker->first, maker->last - 1}, true);
  return kNone;
}

// "segundo a assessoria de imprensa da Marinha", "according to the press office of Vertex": a
// press office speaks for the body it serves, named after it.
uint32_t SourceWork::press_office_body(const Tokens& t, size_t k) {
  PhraseTable::Match office = f_.press_offices_.at(t, k);
  if (!office) return kNone;
  size_t of = k + office.length;
  if (of + 1 >= t.size() || !is_preposition(t, of)) return kNone;
  if (std::optional<Run> body = run_at(t, of + 1)) return resolve_run(t, *body, true);
  // "segundo a assessoria de imprensa da instituição", "the press office of the agency": the
  // body named before, by its kind (sources.body-kinds).
  const size_t kind = is_definite_determiner(t[of + 1]) ? of + 2 : of + 1;
  return kind < t.size() ? body_by_kind(t, kind) : kNone;
}

// "afirma um integrante da comissão, Rui Campos", "said an aide to the mayor, Dana Whitfield":
// a post with an indefinite article is the speaker when a name follows it; alone ("disse um
// assessor") it is no one the article names.
uint32_t SourceWork::person_after_indefinite_post(const Tokens& t, size_t j) {
  static constexpr std::string_view kIndefinite[] = {"um", "uma", "an"};
  if (j + 1 >= t.size() || std::find(std::begin(kIndefinite), std::end(kIndefinite), t[j].lower) ==
                               std::end(kIndefinite)) {
    return kNone;
  }
  PhraseTable::Match role = f_.roles_.at(t, j + 1);
  if (!role) return kNone;
  return person_named_after_post(t, read_role(t, j + 1, role.length), true);
}

// The person whose name follows the post `p` ("o diretor, Rui Campos", "the chairman Rui
// Campos"), given the post; kNone when no name follows, or no comma where `after_comma` asks one.
uint32_t SourceWork::person_named_after_post(const Tokens& t, const RolePhrase& p,
                                             bool after_comma) {
  // "o presidente da Associação dos Produtores (Aprosoja), Lucas Beber": the body's acronym in
  // brackets stands between the post and the name.
  const size_t end = past_bracketed_acronym(t, p.end, p.role_first);
  const bool comma = end < t.size() && t[end].is_symbol(",");
  if (after_comma && !comma) return kNone;
  std::optional<Run> name = run_at(t, comma ? end + 1 : end);
  if (!name) return kNone;
  uint32_t person = resolve_run(t, *name);
  set_role(person, p, t);
  return person;
}

// Past a post's body's acronym in brackets: the token after "(Aprosoja), Lucas", when a post
// written in lower case ends at t[i] and a first name follows the comma; else i. A capitalized
// "post" in a list of names ("Rui Papa (PSDB), Caio Mansur") is a surname, and a place after the
// comma ("chefe da 5a Seccional (DS), Vila Rica") says where.
size_t SourceWork::past_bracketed_acronym(const Tokens& t, size_t i, size_t post) const {
  constexpr size_t kAcronymTokens = 4;  // "(", "Aprosoja-MT", ")" or "(", "MDB", "-", "SP", ")"
  if (i >= t.size() || !t[i].is_symbol("(") || t[post].capitalized) return i;
  for (size_t k = i + 1; k < t.size() && k <= i + kAcronymTokens; ++k) {
    if (t[k].is_word() && !t[k].capitalized) return i;
    if (!t[k].is_symbol(")")) continue;
    const size_t name = k + 2;
    const bool named =
        k > i + 1 && name < t.size() && t[k + 1].is_symbol(",") && f_.first_names_.at(t, name);
    return named ? k + 1 : i;
  }
  return i;
}

// "said former Gov. Jim Hodges", "said longtime activist Bob Klaus", "said Ohio Gov. Jim
// Hodges", "said Democratic pollster Ana Ruiz": words that qualify a post (lower case, a place,
// a party) may stand between the verb and the post; the name after it speaks.
// A capitalized word of any other kind is an owner ("said Vertex spokesman"), read elsewhere.
uint32_t SourceWork::person_after_qualified_role(const Tokens& t, size_t k) {
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
    // "the company's founder and chief executive": "and" before a second post joins them.
    if (f_.coordinators_.at(t, q) && q + 1 < p.end && f_.roles_.at(t, q + 1)) continue;
    if (f_.role_modifier_stops_.at(t, q)) return kNone;
  }
  // "disse o então presidente da fundação, Rui Prado": the name may follow a comma.
  const bool comma = p.end + 1 < t.size() && t[p.end].is_symbol(",");
  std::optional<Run> name = run_at(t, comma ? p.end + 1 : p.end);
  if (!name || names_an_organization(t, *name)) return kNone;
  uint32_t person = resolve_run(t, *name);
  set_role(person, p, t);
  return person;
}

// "former", "longtime", "retired": a word in lower case that may qualify a post before it.
bool SourceWork::qualifies_a_post(const Tokens& t, size_t r) const {
  return t[r].is_word() && !t[r].capitalized && !is_article(t[r]) && !is_preposition(t, r) &&
         !f_.verbs_.at(t, r) && !f_.pronouns_.at(t, r) && !f_.role_modifier_stops_.at(t, r);
}

// "said Clinton ally James Carville", "told CrowdStrike co-founder Dmitri Alperovitch": a name,
// a role in lower case and a full name: the second name speaks, in the role the first one gives.
uint32_t SourceWork::person_after_owner(const Tokens& t, const Run& owner) {
  const size_t first = owner.last + 1;
  if (first >= t.size() || t[first].capitalized) return kNone;
  const bool possessor = possessive_length(t[owner.last].text) > 0;
  // "City's sporting director": after a possessor, a word or two of kind may open the post.
  constexpr size_t kKindWords = 2;
  size_t r = first;
  PhraseTable::Match role = f_.roles_.at(t, r);
  while (!role && possessor && r - first < kKindWords && r + 1 < t.size() && t[r].is_word() &&
         !t[r].capitalized && !f_.verbs_.at(t, r) && !is_article(t[r]) && !is_preposition(t, r)) {
    role = f_.roles_.at(t, ++r);
  }
  if (!role) return kNone;
  RolePhrase p = read_role(t, r, role.length, first);
  // "said Lumora's chief executive, Tim Avery": after a possessor, the name may follow the post
  // set off by a comma.
  size_t at = p.end;
  if (at + 1 < t.size() && t[at].is_symbol(",") && possessor) ++at;
  std::optional<Run> name = run_at(t, at);
  if (!name || name->last == name->first || names_an_organization(t, *name)) return kNone;
  if (p.organization.empty())
    p.organization = without_possessive(join_tokens(t, owner.first, owner.last, text_));
  uint32_t person = resolve_run(t, *name);
  set_role(person, p, t);
  return person;
}

// Whether t[j], an ungendered pronoun after a speech verb, has a plural common noun as that
// verb's subject: "investigators said they", not "Ana Ruiz said they" or "Jones said they".
bool SourceWork::speaks_for_a_group(const Tokens& t, size_t j) const {
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
uint32_t SourceWork::pronoun_source(const Tokens& t, size_t j) {
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
    // "Crescent Live said ... Vega walked through the crowd ... “...,” she told the crowd": a
    // person named since the body last spoke is whom "she" or "he" may stand for; the body is not.
    if (named == kNone && wanted != Gender::Unknown &&
        person_named_since_last_source(t[j].span.start))
      return kNone;
    if (named == kNone) return last_source_;
    mention(named, pronoun.span);
    return named;
  }
  if (wanted != Gender::Unknown) {
    if (uint32_t fresh = introduced_since_last_person(t, j, wanted); fresh != kNone) {
      mention(fresh, pronoun.span);
      return fresh;
    }
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

// "…,” Ateca said. … Dr. Priya Vennard, a dermatologist with no ties to any brand, is one of
// them. “…,” she said": a person of the pronoun's gender whose name opens this sentence or the
// one before, after the last speaker was last named, is whom the pronoun stands for; or kNone.
// A name inside a sentence ("She praised Maria Lima's work") is not the new subject.
uint32_t SourceWork::introduced_since_last_person(const Tokens& t, size_t j, Gender wanted) {
  const std::vector<Span>& said = a_.sources[last_person_].mentions;
  const uint32_t at = t[j].span.start;
  uint32_t since = 0;
  for (const Span& m : said) {
    if (m.start < at) since = std::max(since, m.start);
  }
  for (auto it = named_people_.rbegin(); it != named_people_.rend(); ++it) {
    if (it->start >= at) continue;
    if (it->start <= since) break;
    // The sentence before, or one further back in the paragraph when a quotation of several
    // sentences stands between ("Dolores Whitcomb, 67, ... had her gallbladder removed. “I was
    // home the next afternoon. The nurses were the best,” she said").
    constexpr uint32_t kBack = 3;
    const uint32_t s = a_.sentence_index(it->start);
    if (s == kNone || s + kBack < sentence_ ||
        (s + 1 < sentence_ && a_.sentences[s].block != a_.sentences[sentence_].block))
      break;
    if (!opens_sentence(s, it->start)) continue;
    // "Republican pollster Whit Ayres ...": a new subject whose gender is unknown may be whom
    // the pronoun stands for, and so may the speaker before; leave it to the older reading.
    if (it->gender == Gender::Unknown) break;
    if (it->gender != wanted) continue;
    const uint32_t person = person_named(it->name);
    return person == last_person_ ? kNone : person;
  }
  return kNone;
}

// Whether only capitalized words and posts (a title: "Dr.", "Police Chief", "Republican
// pollster") come before byte `start` in sentence `s`.
bool SourceWork::opens_sentence(uint32_t s, uint32_t start) const {
  const Tokens& t = tokens_[s];
  for (size_t k = first_word(t); k < t.size() && t[k].span.start < start; ++k) {
    if (t[k].is_word() && !t[k].capitalized && !f_.roles_.at(t, k)) return false;
  }
  return true;
}

// "Kestrel ... unveiled the Fold X, a folding model that it says can travel 80 miles": "it"
// (attribution.body-pronouns) is the body that opens the sentence, the clause's subject; with
// none named there, no one (a thing, a plan, a report may say "it" too). Not in a headline,
// whose claims the body states again with its own cue.
uint32_t SourceWork::body_pronoun_source(const Tokens& t, size_t j) {
  if (in_headline(sentence_)) return kNone;
  // "And it says it has taken more than 41,000 reservations": a conjunction before the pronoun
  // (attribution.coordinators) still leaves it opening the sentence.
  const size_t first = first_word(t);
  if (j == first || (j == first + 1 && f_.coordinators_.at(t, first) && t[first].capitalized)) {
    if (uint32_t document = previous_document(t[j].span); document != kNone) return document;
  }
  std::vector<NamedBody> bodies = bodies_in_sentence(t, j);
  size_t opening = first;
  if (opening < t.size() && is_article(t[opening])) ++opening;
  if (bodies.empty() || opening >= t.size() || bodies.front().start != t[opening].span.start)
    return kNone;
  // The body must be the subject itself, not a modifier of it ("The Japanese constitution ...,
  // although it does say"): what follows its name is punctuation, a function word, or a word
  // with a verb's or an adverb's ending (attribution.subject-verb-endings: "unveiled", "says").
  size_t k = first_word(t);
  while (k < j && t[k].span.start < bodies.front().start) ++k;
  const std::optional<Run> run = run_at(t, k);
  const size_t after = run ? run->last + 1 : k + 1;
  if (after < t.size() && t[after].is_word() && !t[after].capitalized &&
      !f_.function_words_.at(t, after) && !f_.verbs_.at(t, after) &&
      !has_verb_ending(t[after].lower, f_.subject_verb_endings_))
    return kNone;
  std::string name(bodies.front().name);
  uint32_t id = existing(name);
  if (id != kNone && a_.sources[id].type == SourceType::Person) return kNone;
  if (id == kNone)
    id = add_source(std::move(name),
                    bodies.front().outlet ? SourceType::Outlet : SourceType::Organization);
  mention(id, t[j].span);
  return id;
}

// "According to the report, 41 counties lost a pharmacy. It also found that ...": "it" opening a
// sentence is the document or body the sentence before, in its paragraph, was credited to.
uint32_t SourceWork::previous_document(Span pronoun) {
  if (sentence_ == 0 || is_paragraph_start(sentence_)) return kNone;
  const Span previous = a_.sentences[sentence_ - 1].span;
  for (auto it = a_.attributions.rbegin(); it != a_.attributions.rend(); ++it) {
    if (it->cue.start < previous.start) break;
    if (it->cue.end > previous.end || it->source == kNone) continue;
    const SourceType type = a_.sources[it->source].type;
    if (type != SourceType::Document && type != SourceType::Organization &&
        type != SourceType::Outlet)
      return kNone;
    mention(it->source, pronoun);
    return it->source;
  }
  return kNone;
}

// The person of a gender named last before t[j]: in the sentence so far, else the latest
// mention of a registered person or of a name noted in earlier sentences.
uint32_t SourceWork::person_of_gender(const Tokens& t, size_t j, Gender wanted) {
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
// Whether a person was named after the last mention of the source that spoke last, and before
// offset `before`, while that source is not a person.
bool SourceWork::person_named_since_last_source(uint32_t before) const {
  if (last_source_ == kNone || a_.sources[last_source_].type == SourceType::Person) return false;
  const std::vector<Span>& mentions = a_.sources[last_source_].mentions;
  const uint32_t since = mentions.empty() ? 0 : mentions.back().start;
  return std::any_of(named_people_.begin(), named_people_.end(), [&](const auto& named) {
    return named.start > since && named.start < before;
  });
}

uint32_t SourceWork::last_named_of_gender(const Tokens& t, size_t j, Gender wanted) {
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
std::optional<std::string> SourceWork::sentence_name_before(const Tokens& t, size_t j,
                                                            Gender wanted, bool unknown_ends,
                                                            bool& unknown_met) const {
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
uint32_t SourceWork::person_named(const std::string& name) {
  uint32_t id = existing(name);
  if (id != kNone && a_.sources[id].type == SourceType::Person) return id;
  if (name.find(' ') == std::string::npos) {
    if (uint32_t part = person_by_part(name); part != kNone) return part;
  }
  return add_source(name, SourceType::Person);
}

// ---- gender, for pronouns -----------------------------------------------------------------------

SourceWork::Gender SourceWork::gender_of(uint32_t id) const {
  return id < genders_.size() ? genders_[id] : Gender::Unknown;
}

// The first evidence of a person's gender wins: a first name, or an article before a role.
void SourceWork::set_gender(uint32_t id, Gender gender) {
  if (gender == Gender::Unknown) return;
  if (genders_.size() <= id) genders_.resize(id + 1, Gender::Unknown);
  if (genders_[id] == Gender::Unknown) genders_[id] = gender;
}

SourceWork::Gender SourceWork::name_gender(const Tokens& t, size_t first) const {
  if (f_.first_female_.at(t, first)) return Gender::Female;
  if (f_.first_male_.at(t, first)) return Gender::Male;
  return Gender::Unknown;
}

// "a economista", "pelo gerente": Portuguese articles and contractions before a role.
SourceWork::Gender SourceWork::article_gender(const Tokens& t, size_t role_first) const {
  if (role_first == 0) return Gender::Unknown;
  if (f_.articles_female_.at(t, role_first - 1)) return Gender::Female;
  if (f_.articles_male_.at(t, role_first - 1)) return Gender::Male;
  return Gender::Unknown;
}

// ---- sources a cue names: posts, parties, groups, documents -------------------------------------

uint32_t SourceWork::person_by_role(const std::string& role, Span span,
                                    const std::string& organization, Gender gender) {
  if (uint32_t known = known_person_by_role(role, span); known != kNone) return known;
  // "O executivo também disse", "the executive added": a word for any body's officer
  // (sources.generic-posts) stands for the officer named last.
  if (const Tokens words = tokens_of(role); f_.generic_posts_.spans(words, 0, words.size())) {
    if (uint32_t officer = officer_named_last(span); officer != kNone) return officer;
  }
  uint32_t id = add_source(role, SourceType::Person);
  set_gender(id, gender);
  a_.sources[id].role = role;
  if (a_.sources[id].organization.empty()) a_.sources[id].organization = organization;
  mention(id, span);
  return id;
}

// The person who runs a body or a part of it (a post with a word of sources.officer-words:
// "diretor de rede", "vice president"; not "tesoureiro do PT") whose latest mention before `span`
// is the latest, in that sentence or the two before it, who gets the mention; kNone when no one
// does.
uint32_t SourceWork::officer_named_last(Span span) {
  constexpr uint32_t kSentencesBack = 2;
  if (sentence_ >= a_.sentences.size()) return kNone;
  const uint32_t from =
      a_.sentences[sentence_ > kSentencesBack ? sentence_ - kSentencesBack : 0].span.start;
  uint32_t best = kNone, best_at = 0;
  for (uint32_t i = 0; i < a_.sources.size(); ++i) {
    const Source& s = a_.sources[i];
    if (s.type != SourceType::Person || s.role.empty() || s.organization.empty() ||
        !f_.officer_words_.found_in(tokens_of(s.role)))
      continue;
    for (const Span& m : s.mentions) {
      if (m.start >= from && m.start < span.start && (best == kNone || m.start > best_at)) {
        best = i;
        best_at = m.start;
      }
    }
  }
  if (best != kNone) mention(best, span);
  return best;
}

// The person already known by a post that holds `role` ("the senator" for "Sen. Dana Ruiz"), who
// gets the mention; kNone when there is none.
uint32_t SourceWork::known_person_by_role(const std::string& role, Span span) {
  const std::string r = fold(role);
  for (uint32_t i = 0; i < a_.sources.size(); ++i) {
    if (a_.sources[i].type == SourceType::Person && !a_.sources[i].role.empty() &&
        (fold(a_.sources[i].role).find(r) != std::string::npos ||
         spelled_out_title(a_.sources[i].role) == r)) {
      mention(i, span);
      return i;
    }
  }
  return kNone;
}

// "Sen." -> "senator" (sources.title-words): the post an abbreviated title stands for, folded, so
// that "the senator" finds "Sen. Dana Ruiz"; empty for any other role.
std::string SourceWork::spelled_out_title(const std::string& role) const {
  constexpr size_t kLongestTitle = 6;  // "Sens." (a title is one short word and its period)
  if (role.size() > kLongestTitle) return "";
  Tokens words = tokens_of(role);
  if (words.empty()) return "";
  PhraseTable::Match title = f_.title_words_.at(words, 0);
  if (!title || title.length + (words.size() > 1 && words[1].is_symbol(".")) != words.size())
    return "";
  return fold(*title.value);
}

// "disse o tucano", "o petista afirmou", "said the Republican": one of a party, after a
// definite article, standing alone (not "o tucano Aldo Reis", "the Democratic nominee").
bool SourceWork::party_reference_at(const Tokens& t, size_t k) const {
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
uint32_t SourceWork::party_member(const Tokens& t, size_t k) {
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
uint32_t SourceWork::named_group(const Tokens& t, size_t j, size_t len, SourceType type) {
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
  const size_t first = organization.empty() ? body_before_group(t, j) : j;
  if (first < j) organization = organization_before(t, j);
  std::string name = join_tokens(t, first, end - 1, text_);
  uint32_t id = add_source(name, type);
  if (a_.sources[id].organization.empty()) a_.sources[id].organization = organization;
  mention(id, {t[first].span.start, t[end - 1].span.end});
  if (type == SourceType::Anonymous && justified_anonymity())
    a_.sources[id].role = "anonymity justified";
  return id;
}

// "Marlow County Public Library officials said", "Acme Industries executives": the name of a
// body right before the word for its people (as before a post: organization_before) says whose
// they are, as "officials at Acme Industries" does; the first token of that name, or j. A place
// or a people ("Ohio officials", "U.S. officials", "Israeli officials") is where they serve, a
// person ("Clinton aides") whom they serve, and a word of kind that opens the sentence
// ("Administration officials", "Campaign aides") names no one body.
size_t SourceWork::body_before_group(const Tokens& t, size_t j) {
  if (j == 0 || j >= t.size() || !t[j].space_before) return j;
  const std::string body = organization_before(t, j);
  if (body.empty() || !names_a_body(body)) return j;
  // The name as written before the word, not a longer one it opens ("Crime experts" is no
  // "Crime Statistics Bureau").
  const size_t words = tokens_of(body).size();
  if (words == 0 || words > j) return j;
  const size_t first = j - words;
  if (without_possessive(join_tokens(t, first, j - 1, text_)) != body) return j;
  const PhraseTable::Match place = f_.places_.at(t, first);
  if ((place && first + place.length >= j) || f_.demonyms_.at(t, first).length == j - first ||
      (first + 1 == j && first == first_word(t) && f_.org_words_.at(t, first)))
    return j;
  return first;
}

bool SourceWork::justified_anonymity() const {
  const Tokens& t = tokens_[sentence_];
  for (size_t i = 0; i < t.size(); ++i) {
    if (f_.anonymity_reasons_.at(t, i)) return true;
  }
  return false;
}

// "o relatório da FGV", "dados do IBGE": the organization behind a document is the source.
uint32_t SourceWork::document_source(const Tokens& t, size_t k, size_t len) {
  const size_t end = k + len;
  // "levantamento divulgado nesta terça-feira (13) pela Acips", "a survey released on Tuesday by
  // the Harbor Builders Association": the body that put it out speaks through it.
  const size_t agent = agent_after_release(t, end);
  const size_t by = agent != 0 ? agent : end;
  if (by + 1 < t.size() && (is_preposition(t, by) || f_.agent_prepositions_.at(t, by))) {
    // "an analysis by the Pew Research Center": past the article.
    size_t maker = by + 1 + (by + 2 < t.size() && is_definite_determiner(t[by + 1]));
    // "um estudo da consultoria Trilha Carreiras": past the maker's word of kind.
    if (PhraseTable::Match kind = maker < t.size() && !t[maker].capitalized
                                      ? f_.org_words_.at(t, maker)
                                      : PhraseTable::Match{};
        kind && maker + kind.length < t.size() && t[maker + kind.length].capitalized) {
      maker += kind.length;
    }
    // "exit polls from the New Hampshire primary": a place is where, not who.
    std::optional<Run> org = run_at(t, maker);
    if (PhraseTable::Match place = org ? f_.places_.at(t, org->first) : PhraseTable::Match{};
        place && org->first + place.length > org->last) {
      org.reset();
    }
    if (org) {
      std::string name = join_tokens(t, org->first, org->last, text_);
      uint32_t id = add_source(name, outlet_or_org(t, *org));
      mention(id, {t[org->first].span.start, t[org->last].span.end});
      return id;
    }
  }
  std::string name = join_tokens(t, k, end - 1, text_);
  uint32_t id = add_source(name, SourceType::Document);
  mention(id, {t[k].span.start, t[end - 1].span.end});
  // "balanço divulgado pela cooperativa": released by the text's word for its subject, the
  // document is the subject's.
  if (agent != 0 && agent + 1 < t.size() && a_.sources[id].organization.empty()) {
    const size_t maker = agent + 1 + (agent + 2 < t.size() && is_definite_determiner(t[agent + 1]));
    if (maker < t.size() && t[maker].is_word() && !t[maker].capitalized &&
        names_the_subject(t[maker].lower))
      a_.sources[id].organization = kSubjectPlaceholder;
  }
  if (a_.sources[id].organization.empty()) a_.sources[id].organization = commissioner(t, end);
  // "Segundo o documento": the document a body put out earlier in the article.
  if (a_.sources[id].organization.empty() && k > 0 && is_definite_determiner(t[k - 1]) &&
      names_released_document(t, k, end)) {
    a_.sources[id].organization = released_party_;
    a_.sources[id].statistics = released_filed_;
  }
  return id;
}

// The index of the agent preposition ("pela", "by") after a word of release at t[after]
// (sources.release-participles: "divulgado", "released"), past a few words of when ("nesta
// terça-feira (13)", "on Tuesday"); 0 when there is none.
size_t SourceWork::agent_after_release(const Tokens& t, size_t after) const {
  PhraseTable::Match release = f_.release_participles_.at(t, after);
  if (!release) return 0;
  const size_t agent = past_when_words(t, after + release.length);
  return agent < t.size() && f_.agent_prepositions_.at(t, agent) ? agent : 0;
}

// The first token from t[from] on that is no word of when ("nesta terça-feira (13)", "on
// Tuesday", "last week"): lower-case words, weekdays, months, numbers and brackets, at most six,
// stopping at an agent preposition ("pela", "by"), an article, a comma or a full stop.
size_t SourceWork::past_when_words(const Tokens& t, size_t from) const {
  constexpr size_t kWhenWords = 6;
  size_t i = from;
  for (; i < t.size() && i < from + kWhenWords; ++i) {
    if (f_.agent_prepositions_.at(t, i)) return i;
    const Token& w = t[i];
    if (is_article(w) || is_definite_determiner(w)) return i;  // what the verb acts on
    const bool when =
        w.is_number() || w.is_symbol("(") || w.is_symbol(")") ||
        (w.is_word() && (!w.capitalized || f_.weekdays_.at(t, i) || f_.months_.at(t, i)));
    if (!when) return i;
  }
  return i;
}

// "O Itaverá divulgou nesta segunda-feira o balanço financeiro ... Segundo o documento, ...": a
// speaker whose verb of release (sources.release-verbs) has a document for object put that
// document out; the article's later "o documento", "the report" with no maker of its own is
// theirs (document_source).
void SourceWork::note_released_document(const Tokens& t, size_t verb, size_t after,
                                        uint32_t source) {
  if (!f_.release_verbs_.at(t, verb)) return;
  // A body, or a person who speaks for one; not a document that "publica" what it says.
  if (a_.sources[source].type == SourceType::Document) return;
  std::string party = party_name_of(source);
  if (party.empty()) return;
  // The object comes after words of when, or before them ("divulgou o balanço nesta segunda").
  for (size_t k : {after, past_when_words(t, after)}) {
    if (k < t.size() && (is_article(t[k]) || is_definite_determiner(t[k]))) ++k;
    if (PhraseTable::Match document =
            k < t.size() ? f_.documents_.at(t, k) : PhraseTable::Match{}) {
      // A balance sheet or an annual report is filed results: the body's account, but its
      // figures are published data, not claims to weigh (sources.filed-documents).
      released_filed_ = static_cast<bool>(f_.filed_documents_.at(t, k));
      released_party_ = std::move(party);
      released_document_ = join_tokens(t, k, k + document.length - 1, text_);
      return;
    }
  }
}

// Whether the document named by t[k, end) is the one a body put out (note_released_document):
// the same words ("o balanço"), or a word for any document ("o documento", "the document";
// sources.document-references).
bool SourceWork::names_released_document(const Tokens& t, size_t k, size_t end) const {
  if (released_party_.empty()) return false;
  if (f_.document_references_.spans(t, k, end)) return true;
  return fold(join_tokens(t, k, end - 1, text_)) == fold(released_document_);
}

// "a survey it commissioned", "estudo encomendado pelo próprio Atlético": a document paid for by
// a party speaks for that party. Returns the party's name ("" when none is said), or the
// subject placeholder for "it" and "a própria empresa".
std::string SourceWork::commissioner(const Tokens& t, size_t after) {
  for (size_t i = after; i < t.size() && i < after + 4; ++i) {
    if (is_separator_token(t[i])) return "";
    PhraseTable::Match m = f_.commissioned_.at(t, i);
    if (!m) continue;
    if (i > after && f_.pronouns_.at(t, i - 1)) return party_name_of(last_source_);
    size_t k = i + m.length;
    while (k < t.size() && (t[k].lower == "by" || t[k].lower == "pelo" || t[k].lower == "pela" ||
                            t[k].lower == "próprio" || t[k].lower == "própria" ||
                            t[k].lower == "the" || t[k].lower == "its" || t[k].lower == "own")) {
      ++k;
    }
    if (k >= t.size()) return "";
    if (f_.subject_refs_.at(t, k) || (k > 0 && f_.subject_refs_.at(t, k - 1)))
      return kSubjectPlaceholder;
    if (std::optional<Run> org = run_at(t, k)) return join_tokens(t, org->first, org->last, text_);
    // "commissioned by the company", "encomendada pela empresa": the party the story is about.
    if (t[k].is_word() && !t[k].capitalized) return kSubjectPlaceholder;
    return "";
  }
  return "";
}

bool SourceWork::is_separator_token(const Token& t) {
  return t.is_symbol() && (t.text == "," || t.text == ";" || t.text == "." || t.text == ":");
}

// The organization a registered source speaks for, for documents it commissioned.
std::string SourceWork::party_name_of(uint32_t id) const {
  if (id == kNone) return "";
  const Source& s = a_.sources[id];
  if (s.type == SourceType::Person) return s.organization;
  return s.name;
}

SourceType SourceWork::outlet_or_org(const Tokens& t, const Run& r) const {
  PhraseTable::Match outlet = f_.outlets_.at(t, r.first);
  return outlet && r.first + outlet.length - 1 == r.last ? SourceType::Outlet
                                                         : SourceType::Organization;
}

// "a empresa", "the company": stands for the subject, resolved once the subject is known.
uint32_t SourceWork::subject_reference(const Tokens& t, size_t first, size_t last) {
  const uint32_t id = note_subject_reference(t, first, last);
  pending_reference_ = {sentence_,
                        {t[first].span.start, t[last].span.end},
                        organizations_before(t, first),
                        introduced_as(fold(t[last].text))};
  return id;
}

// The body an apposition gave the kind `noun` in this sentence or the one before ("TurnstileIQ,
// a ticketing-data firm"), or "": "the firm recorded" right after it is that firm.
std::string SourceWork::introduced_as(std::string_view noun) const {
  for (auto it = kind_introductions_.rbegin(); it != kind_introductions_.rend(); ++it) {
    if (it->sentence + 1 < sentence_) break;
    if (it->kind == noun) return it->name;
  }
  return "";
}

// "o presidente do clube", "the company's price sheet": a word for the subject inside a post or
// before a document is a mention of it once the article has named some body it may stand for;
// in a story that names none ("the district chairman Ana Ruiz") it makes no subject of its own.
void SourceWork::note_post_reference(const Tokens& t, size_t first, size_t last) {
  const bool body_named =
      !org_mentions_.empty() ||
      std::any_of(a_.sources.begin(), a_.sources.end(), [](const Source& s) {
        return s.type == SourceType::Organization && s.name != kSubjectPlaceholder;
      });
  if (body_named) note_subject_reference(t, first, last);
}

// A mention of the story's subject by a word that stands for it ("clube" in "o presidente do
// clube"), which no attribution of its own follows.
uint32_t SourceWork::note_subject_reference(const Tokens& t, size_t first, size_t last) {
  Span span{t[first].span.start, t[last].span.end};
  uint32_t id = add_source(kSubjectPlaceholder, SourceType::Organization);
  mention(id, span);
  if (subject_reference_.empty()) subject_reference_ = std::string(a_.document->view(span));
  return id;
}

// The organizations named in the passage before t[first], nearest first: the sentence so far
// and the one before it in the same paragraph. "Segundo a companhia" in a digest of short
// items means the company of that item, not the one the article is mostly about. An
// organization that opens the sentence, its subject, comes before all: "Lumeo ... has raised
// $40 million in a round led by Andes Ventures, the company said" is Lumeo speaking.
std::vector<std::string> SourceWork::organizations_before(const Tokens& t, size_t first) const {
  std::vector<std::string> found;
  collect_organizations(t, first, found);
  if (found.size() > 1) {
    size_t opening = first_word(t);
    if (opening < t.size() && f_.org_articles_.at(t, opening)) ++opening;
    std::optional<Run> r = run_at(t, opening);
    if (r && r->last < first && names_organization_here(t, *r)) {
      const auto subject =
          std::find(found.begin(), found.end(), join_tokens(t, r->first, r->last, text_));
      std::rotate(found.begin(), subject, subject + (subject != found.end()));
    }
  }
  if (sentence_ > 0 && !is_paragraph_start(sentence_)) {
    const Tokens& previous = tokens_[sentence_ - 1];
    collect_organizations(previous, previous.size(), found);
  }
  return found;
}

// Organization names in t[0, end), appended last first.
void SourceWork::collect_organizations(const Tokens& t, size_t end,
                                       std::vector<std::string>& out) const {
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
bool SourceWork::names_organization_here(const Tokens& t, const Run& r) const {
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

// Whether the verb at token i is a past form made passive by an auxiliary before it, past
// adverbs ("was widely criticized", "has been accused"); "is insisting" is active.
bool SourceWork::passive_before(const Tokens& t, size_t verb) const {
  if (is_gerund(t[verb])) return false;
  for (size_t k = verb; k > 0 && is_verb_filler(t, k - 1); --k) {
    if (f_.passive_auxiliaries_.at(t, k - 1)) return true;
  }
  return false;
}

bool SourceWork::is_verb_filler(const Tokens& t, size_t i) const {
  if (f_.verb_fillers_.at(t, i)) return true;
  // "Lula se diz inocente": the subject stands before the reflexive pronoun.
  if (f_.reflexives_.at(t, i) && i + 1 < t.size() && f_.reflexive_speech_.at(t, i + 1)) return true;
  const Token& word = t[i];
  if (!word.is_word() || word.capitalized) return false;
  // Three letters before the ending at least: "only" and "mente" are no adverbs by ending.
  return std::any_of(f_.filler_endings_.begin(), f_.filler_endings_.end(),
                     [&](const std::string& ending) {
                       return word.lower.size() >= ending.size() + 3 &&
                              word.lower.ends_with(ending);
                     }) &&
         !f_.not_fillers_.at(t, i);
}

// Whether a word that may be the verb's subject stands right before it (past adverbs and
// auxiliaries): a noun, not a conjunction, a comma, a relative pronoun, a preposition ("before
// insisting"), a word that is never one (attribution.not-subjects: "to", a clitic) or a pronoun
// (which resolves on its own when it can).
bool SourceWork::has_own_subject(const Tokens& t, size_t verb) const {
  size_t k = verb;
  while (k > 0 && is_verb_filler(t, k - 1)) --k;
  if (k == 0) return false;
  const Token& before = t[k - 1];
  return before.is_word() && !f_.not_subjects_.at(t, k - 1) && !f_.coordinators_.at(t, k - 1) &&
         !f_.clause_openers_.at(t, k - 1) && !f_.pronouns_.at(t, k - 1) &&
         !is_preposition(t, k - 1) && !f_.gerund_openers_.at(t, k - 1);
}

// Skips what stands between a subject and its verb: adverbs, clitics, auxiliaries, and one
// apposition between commas ("Carroll, diretor de engenharia, afirmou").
size_t SourceWork::subject_end_before(const Tokens& t, size_t verb) const {
  // "Ruiz was accused of" speaks of Ruiz; "Ruiz is insisting" is Ruiz speaking.
  if (passive_before(t, verb)) return verb;
  size_t k = verb;
  while (k > 0 && is_verb_filler(t, k - 1)) --k;
  // "Joseph R. Biden Jr. said": the dot of a name's suffix (names.suffixes) is the name's.
  if (k >= 3 && t[k - 1].is_symbol(".") && f_.name_suffixes_.at(t, k - 2)) --k;
  // "The campaign on Monday reported": when it spoke stands between the speaker and the verb.
  if (k >= 2 && f_.weekdays_.at(t, k - 1)) {
    --k;
    if (k >= 2 && t[k - 1].lower == "on") --k;
    while (k > 0 && is_verb_filler(t, k - 1)) --k;  // "Priebus later Thursday told"
  }
  // "Dianne Feinstein (D-Calif.) last week said" (attribution.time-phrases).
  if (PhraseTable::Match when = f_.time_phrases_.before(t, k); when && k > when.length) {
    k -= when.length;
    while (k > 0 && is_verb_filler(t, k - 1)) --k;
  }
  // "Hale — after a long pause — told me": an aside between dashes after a name.
  if (k >= 3 && is_dash(t[k - 1])) {
    constexpr size_t kAsideWords = 30;
    for (size_t open = k - 2; open > 0 && k - open <= kAsideWords; --open) {
      if (!t[open].is_symbol(t[k - 1].text)) continue;
      const std::optional<Run> name = run_ending_at(t, open - 1);
      if (name && name->first <= open - 1 && !f_.places_.at(t, name->first)) k = open;
      break;
    }
  }
  // "a Secretaria de Agricultura do estado registra": the level a body serves, after its name
  // (sources.level-tails), says which body it is, not who else speaks.
  if (PhraseTable::Match level = f_.level_tails_.before(t, k);
      level && k > level.length && !t[k - 1].capitalized && t[k - level.length - 1].capitalized) {
    k -= level.length;
  }
  k = past_affiliation(t, k);
  // "Whitfield went after Hale, calling him": a gerund right after a comma has no apposition before
  // it; its subject opens the clause (opening_subject). "Ted Cruz, who won Texas, is calling for"
  // has one.
  if (k >= 2 && t[k - 1].is_symbol(",") && !(k == verb && is_gerund(t[verb]))) {
    for (size_t c = k - 2; c > 0; --c) {
      if (!t[c].is_symbol(",")) continue;
      // "“..., the United States,” Carson tells Breitbart, responding": a quotation's own comma
      // opens no apposition.
      if (c + 1 < t.size() && is_closing_quote(t[c + 1])) break;
      // "o presidente da Vale Norte, Rui Prado, ter dito": a name between the commas is the
      // subject.
      // So is a name with its title ("o ministro do GSI, general Sérgio Etchegoyen, disse").
      size_t from = c + 1;
      if (from + 1 < k && qualifies_a_post(t, from) && !f_.roles_.at(t, from) &&
          f_.roles_.at(t, from + 1)) {
        ++from;  // "retired general"
      }
      if (PhraseTable::Match title = from < k ? f_.roles_.at(t, from) : PhraseTable::Match{})
        from += title.length;
      // "Sen. Ana Ruiz, R-Ohio, said": a party tag between the commas is no subject.
      if (std::optional<Run> name = run_at(t, from); name && name->last + 2 == k &&
                                                     !is_party_tag(t[from]) &&
                                                     !is_possessive_post(t, from, name->last)) {
        return k - 1;
      }
      // "Tom Hale, 58, who lives outside Dayton, says": an age before it too.
      if (c >= 3 && t[c - 1].has_digit && !t[c - 1].has_alpha && t[c - 2].is_symbol(",")) c -= 2;
      // "Sen. Rob Kell, R-Ohio, speaking on the radio, said": a party tag before it too.
      if (c >= 3 && is_party_tag(t[c - 1]) && t[c - 2].is_symbol(",")) c -= 2;
      // "Carroll, diretor de engenharia, afirmou": the token before the comma; "Rep. Ana
      // Ruiz (D-Ohio), head of the panel, said": past its affiliation; "James B. Ruiz Jr., the
      // director, said": past the dot of the name's suffix.
      size_t end = past_affiliation(t, c);
      if (end >= 3 && t[end - 1].is_symbol(".") && f_.name_suffixes_.at(t, end - 2)) --end;
      return end;
    }
    // "Sen. Jack Reed (D-R.I.), said": no apposition, a comma after the affiliation alone.
    if (t[k - 2].is_symbol(")")) {
      if (size_t name_end = past_affiliation(t, k - 1); name_end != k - 1) return name_end;
    }
  }
  return k;
}

// "Time’s Assistant Managing Editor": a body's possessive and a post ending at `last` name a post,
// not a body or a person.
bool SourceWork::is_possessive_post(const Tokens& t, size_t first, size_t last) const {
  if (possessive_length(t[first].text) == 0) return false;
  for (size_t j = first + 1; j <= last; ++j) {
    if (PhraseTable::Match role = f_.roles_.at(t, j); role && j + role.length == last + 1)
      return true;
  }
  return false;
}

// "O Ministério Público Federal (MPF) informou", "Rep. Ana Ruiz (D-Ore.) said": an acronym or an
// affiliation in parentheses that ends before token k stands between the name and its verb.
size_t SourceWork::past_affiliation(const Tokens& t, size_t k) const {
  if (k < 3 || !t[k - 1].is_symbol(")")) return k;
  // "Hale (who has won four states so far) said": an aside may run longer than an affiliation.
  constexpr size_t kAsideTokens = 30;
  for (size_t open = k - 2; open > 0 && k - open <= kAsideTokens; --open) {
    if (t[open].is_symbol(")")) break;
    if (!t[open].is_symbol("(")) continue;
    if (!is_name_word(t[open - 1])) return k;
    // "Tribunal Regional da 9.a Zona (TR-9)", "HIV/Aids (Unaids)": a name the reading
    // of names cuts short is no subject.
    const std::optional<Run> name = run_ending_at(t, open - 1);
    if (name && name->first > 0 && name->first <= open - 1 &&
        ((t[name->first - 1].has_digit && name->first == open - 1) ||
         t[name->first - 1].is_symbol("/"))) {
      return k;
    }
    return open;
  }
  return k;
}

// ---- the cues of a sentence: verbs, prepositions, links, turns, quote tags ----------------------

void SourceWork::find_verb_cues(uint32_t s) {
  const Tokens& t = tokens_[s];
  // Naming verbs speak only before a quotation: where the sentence's quotations open, so that
  // most words skip the lookup.
  const Span sentence = sentence_span();
  quote_starts_.clear();
  for (const Quote& q : a_.quotes) {
    if (sentence.contains(q.outer.start)) quote_starts_.push_back(q.outer.start);
  }
  for (size_t i = 0; i < t.size(); ++i) {
    // Right after a quotation ("“…”, dizia o relatório do ano passado") the verb tags the quote.
    bool tags_quote = i >= 2 && t[i - 1].is_symbol(",") && is_closing_quote(t[i - 2]);
    PhraseTable::Match verb = cue_verb_at(t, i, tags_quote);
    if (!verb) continue;
    Span cue{t[i].span.start, t[i + verb.length - 1].span.end};
    if (inside_quote(cue) || names_no_cue(t, i) || in_idiom(t, i)) continue;
    size_t after = i + verb.length;
    // "A ANP ainda não divulgou os dados", "the White House did not say": no statement is made;
    // nor by "87% dos usuários se declararam satisfeitos", a survey's finding.
    if (negated(t, i) || counted_group_speaks(t, i)) {
      i = after - 1;
      continue;
    }
    const VerbSpeaker speaker = speaker_of_verb(t, i, after, tags_quote);
    uint32_t source = speaker.source;
    // "Nefzi said, adding, “…”": a gerund right after a speech verb and its comma goes on with
    // that verb's speaker.
    if (is_gerund(t[i]) && i > 0 && t[i - 1].is_symbol(",") && previous_cue_source_sentence_ == s &&
        previous_cue_after_ + 1 == i) {
      source = previous_cue_source_;
    }
    // "whose government was widely criticized": a passive with no agent credits no one.
    if (source == kNone && passive_before(t, i)) {
      i = after - 1;
      continue;
    }
    // "A Apple elogiou o Inferentia e reconheceu o Trainium": one subject, two verbs. A verb
    // with a subject of its own the analysis does not name ("While Clinton wrongly claimed it,
    // foreign policy experts affirm") is not hers, unless that subject holds the cue before
    // ("a report released by Brookings last year estimated").
    if (source == kNone && previous_cue_source_sentence_ == s &&
        (previous_cue_by_agent_ || !has_own_subject(t, i))) {
      source = previous_cue_source_;
    }
    // "Bolton distanced himself from the movement by saying": after a comma or a preposition
    // that makes it an adverb of its clause, a gerund speaks for that clause's subject.
    if (source == kNone && is_gerund(t[i]) && i > 0 &&
        (t[i - 1].is_symbol(",") || f_.gerund_openers_.at(t, i - 1) || is_dash(t[i - 1]) ||
         (i >= 2 && is_closing_quote(t[i - 1]) && t[i - 2].is_symbol(",")))) {
      source = opening_subject(t, i);
    }
    // "Larderly ... has spent the past year telling customers": a gerund after a verb of spending
    // time (attribution.time-spending-verbs) and the time spent speaks for the clause's subject.
    if (source == kNone && is_gerund(t[i]) && spends_time_before(t, i)) {
      source = opening_subject(t, i);
    }
    // "Noting that only Kirk voted with them, Tester added": a gerund clause that opens the
    // sentence speaks for the subject of the clause after its comma.
    if (source == kNone && has_gerund_ending(t[i].lower)) {
      source = subject_after_opening_gerund(t, i);
    }
    // "Clinton took to Twitter to say thanks", "went on to say": an infinitive of speech
    // (attribution.infinitive-verbs) after "to" speaks for the subject that opens its clause,
    // unless what stands before "to" makes it no statement ("declined to say", "little to say",
    // "fair to say": attribution.no-statement-before-infinitive).
    if (source == kNone && i >= 2 && f_.infinitive_markers_.at(t, i - 1) &&
        f_.infinitive_verbs_.at(t, i) && !f_.no_statement_infinitive_.at(t, i - 2)) {
      source = opening_subject(t, i);
    }
    // "Disse ainda que o empresário...", "Mas afirmou que...": a speech verb opening its sentence
    // with no subject (Portuguese drops it) goes on with the speaker of the paragraph's cue
    // one or two sentences before, when no cue with no speaker came between.
    if (source == kNone && previous_cue_source_ != kNone && previous_cue_source_sentence_ < s &&
        previous_cue_source_sentence_ + 2 >= s &&
        last_cue_sentence_ == previous_cue_source_sentence_ &&
        a_.sentences[previous_cue_source_sentence_].block == a_.sentences[s].block &&
        opens_without_subject(t, i, after)) {
      source = previous_cue_source_;
    }
    // "McCain survived five years in prison and says such techniques are inhumane": a verb after
    // "and" goes on with the subject that opens its clause.
    if (source == kNone && i > 0) {
      size_t before = i;  // "and then said", "e depois afirmou"
      while (before > 1 && is_verb_filler(t, before - 1)) --before;
      if (f_.coordinators_.at(t, before - 1)) source = opening_subject(t, i);
    }
    if (source != kNone) {
      previous_cue_by_agent_ = speaker.by_agent && source == speaker.source;
      previous_cue_source_ = source;
      previous_cue_source_sentence_ = s;
      previous_cue_after_ = after;
    } else if ((speaker.inverted && names_someone_after(t, after)) || speaker.unresolved_pronoun) {
      unresolved_tags_.push_back(cue.start);  // "“…”, diz a mãe dela": a speaker, not resolved
    }
    if (source != kNone) note_released_document(t, i, after, source);
    add_attribution(cue, source,
                    aside_clause(t, i, after)
                        .value_or(gerund_clause(t, i).value_or(
                            opening_clause(t, i).value_or(sentence_span()))));
    last_cue_sentence_ = s;
    i = after - 1;
  }
}

// "..., cansado e “sem mágoas”, como disse, para cumprir a pena": a verb after "como",
// "conforme" (attribution.inverting-words) is an aside that speaks for the clause it follows,
// from the clause mark before that clause (past a parenthesis) to the one after the speaker, not
// for the sentence. An aside that opens its sentence ("Como revelou o jornal, ...") speaks for
// what follows it.
std::optional<Span> SourceWork::aside_clause(const Tokens& t, size_t verb, size_t after) const {
  if (verb == 0 || !f_.inverting_words_.at(t, verb - 1)) return std::nullopt;
  // A comma, a semicolon, a colon or a long dash closes or opens a clause.
  auto is_clause_mark = [](const Token& m) {
    return m.is_symbol(",") || m.is_symbol(";") || m.is_symbol(":") || m.is_symbol("—") ||
           m.is_symbol("–");
  };
  size_t k = verb - 1;  // the inverting word
  if (k == first_word(t)) return std::nullopt;
  if (is_clause_mark(t[k - 1])) --k;  // "..., como disse": the mark that opens the aside
  size_t start = k;
  int depth = 0;  // "foi de 12 anos (12 anos, dois meses), conforme": a parenthesis is one word
  while (start > 0 && (depth > 0 || !is_clause_mark(t[start - 1]))) {
    if (t[start - 1].is_symbol(")")) ++depth;
    if (t[start - 1].is_symbol("(") && depth > 0) --depth;
    --start;
  }
  size_t end = after;
  while (end < t.size() && !is_clause_mark(t[end])) ++end;
  const Span sentence = sentence_span();
  return Span{start > 0 ? t[start].span.start : sentence.start,
              end < t.size() ? t[end - 1].span.end : sentence.end};
}

// "..., with Foreign Minister Ana Ruiz warning of grave results": a gerund whose
// subject follows a comma and an opener of an absolute clause (attribution.absolute-openers)
// speaks for that clause, from the comma to the sentence's end, not for the sentence before it.
std::optional<Span> SourceWork::gerund_clause(const Tokens& t, size_t verb) const {
  if (!is_gerund(t[verb])) return std::nullopt;
  for (size_t k = verb; k-- > 1;) {
    if (t[k].is_symbol(",") || t[k].is_symbol("—") || t[k].is_symbol("–")) return std::nullopt;
    if (f_.absolute_openers_.at(t, k) && t[k - 1].is_symbol(",")) {
      const Span sentence = sentence_span();
      return Span{t[k - 1].span.start, sentence.end};
    }
  }
  return std::nullopt;
}

// "While Hale wrongly said that the files exist, experts affirm...": a verb in a clause
// that opens the sentence with a subordinating word speaks for that clause only, up to its comma.
std::optional<Span> SourceWork::opening_clause(const Tokens& t, size_t verb) const {
  const PhraseTable::Match opener = f_.subordinate_openers_.at(t, 0);
  if (!opener) return std::nullopt;
  for (size_t k = opener.length; k < t.size(); ++k) {
    if (!t[k].is_symbol(",")) continue;
    if (k < verb) return std::nullopt;  // the verb is the main clause's
    // "When Ruiz came back she began by saying, “There is no need...”": what is said follows
    // the comma.
    if (k + 1 < t.size() && std::find(quote_starts_.begin(), quote_starts_.end(),
                                      t[k + 1].span.start) != quote_starts_.end()) {
      return std::nullopt;
    }
    return Span{sentence_span().start, t[k].span.end};
  }
  return std::nullopt;
}

// The speech verb at token i, if any: a verb of the list; a verb that tags a quotation only right
// after one; or a participle with its agent after it or a document before it.
PhraseTable::Match SourceWork::cue_verb_at(const Tokens& t, size_t i, bool tags_quote) const {
  if (PhraseTable::Match verb = f_.verbs_.at(t, i)) return verb;
  // "“…”, falou.", "“…”, insistiu ele": some verbs tag a quotation only right after it, and
  // only with no subject or a pronoun (the person last named); elsewhere "falou sobre a obra"
  // speaks of a subject and states nothing, and "insistiu o vendedor" names someone the
  // analysis would not resolve where the quote's carried-over speaker is right.
  if (tags_quote) {
    PhraseTable::Match tag = f_.tag_verbs_.at(t, i);
    size_t next = i + tag.length;
    if (tag && (next >= t.size() || t[next].is_symbol() || f_.pronouns_.at(t, next))) return tag;
  }
  // "Jeb Bush called Trump “unhinged”": a verb that names something speaks only when the
  // speaker's own word for it, a quotation, follows within a few words; "a town called Terre
  // Haute" and "called him at home" state nothing.
  // "Veridian calls the Lumen 2 the fastest" ranks in the speaker's words, quoted or not; a
  // capitalized word ("Calling him “a stiff”, ...") is read only where a quotation may follow.
  if (!quote_starts_.empty() || (!f_.naming_ranks_.empty() && !t[i].capitalized)) {
    if (PhraseTable::Match naming = naming_cue_at(t, i)) return naming;
  }
  // "pesquisa realizada pelo Datafolha", "a county survey released Friday": a participle is a cue
  // only with its agent after it or a document before it ("The agency has released 55,000
  // pages" is the agency's act, not its statement).
  PhraseTable::Match verb = f_.participles_.at(t, i);
  bool agent = verb && i + verb.length < t.size() && f_.agent_prepositions_.at(t, i + verb.length);
  if (verb && (agent || (i > 0 && f_.documents_.before(t, i)))) return verb;
  return {};
}

// A naming verb at token i with a quotation a few words after it, or a ranking ("Veridian calls
// the Lumen 2 the fastest-charging headset"), or no match.
PhraseTable::Match SourceWork::naming_cue_at(const Tokens& t, size_t i) const {
  // Most words are no naming verb: the table's inline test says so before any look ahead.
  PhraseTable::Match naming = f_.naming_verbs_.at(t, i);
  if (!naming || names_a_thing(t, i)) return {};
  if (quotation_follows(t, i + naming.length) || ranking_follows(t, i + naming.length))
    return naming;
  return {};
}

// Whether an article (attribution.naming-rank-articles: "the") and a word of rank
// (attribution.naming-ranks: "fastest", "largest", or a compound of one, "fastest-charging")
// stand within a few words from token `next`, in its clause.
bool SourceWork::ranking_follows(const Tokens& t, size_t next) const {
  constexpr size_t kNear = 6;  // "calls the Lumen 2 the fastest"
  if (f_.naming_ranks_.empty()) return false;
  for (size_t k = next; k + 1 < t.size() && k < next + kNear; ++k) {
    if (t[k].is_symbol()) return false;
    if (!f_.naming_rank_articles_.count(t[k].lower) || !t[k + 1].is_word()) continue;
    const std::string& word = t[k + 1].lower;
    const size_t dash = word.find('-');
    if (f_.naming_ranks_.count(dash == std::string::npos ? word : word.substr(0, dash)))
      return true;
  }
  return false;
}

// Whether the naming verb at token i describes a noun instead of quoting a speaker: "the so-called
// “Implementation Initiative”", "a class called “Perception”", "items labeled “Made in USA”" (a
// past form right after a common noun), where "whom he called", "Rubio has also called" and
// "Trump, who called" speak.
bool SourceWork::names_a_thing(const Tokens& t, size_t i) const {
  if (i == 0) return false;
  const Token& before = t[i - 1];
  if (f_.naming_modifiers_.at(t, i - 1)) return true;
  if (!t[i].lower.ends_with("ed") || before.capitalized || before.is_symbol()) return false;
  return !(f_.pronouns_.at(t, i - 1) || is_verb_filler(t, i - 1) ||
           f_.clause_openers_.at(t, i - 1));
}

// Whether a quotation opens within a few words from token `next`, in the sentence find_verb_cues
// reads.
bool SourceWork::quotation_follows(const Tokens& t, size_t next) const {
  constexpr size_t kNear = 8;
  if (quote_starts_.empty() || next >= t.size()) return false;
  const uint32_t from = t[next].span.start;
  const uint32_t to = t[std::min(t.size(), next + kNear) - 1].span.start;
  return std::any_of(quote_starts_.begin(), quote_starts_.end(),
                     [&](uint32_t at) { return at >= from && at <= to; });
}

// Whether the verb at token i is a word of something else: a name, or a participle describing
// the noun after a possessive.
bool SourceWork::names_no_cue(const Tokens& t, size_t i) const {
  // "the United States", "Hospital Notes": a capitalized word inside a name is not a verb;
  // nor after an article or a number ("a 2ª Mostra de Cinema", "the Reports desk").
  // In a title-case headline ("Trump Says He ...") the capital marks no name.
  if (t[i].capitalized && i > first_word(t) && t[i].space_before &&
      ((is_name_word(t[i - 1]) && !title_case(t)) || t[i - 1].has_digit ||
       f_.articles_female_.at(t, i - 1) || f_.articles_male_.at(t, i - 1) ||
       f_.org_determiners_.at(t, i - 1))) {
    return true;
  }
  // "Okafor’s reported net worth": after a possessive of someone the article names, a past
  // participle describes the noun after it ("Okafor's claims that..." are still his).
  if (i > 0 && possessive_length(t[i - 1].text) > 0 && t[i].lower.ends_with("ed") &&
      mentioned_people_.count(without_possessive(t[i - 1].lower))) {
    return true;
  }
  return read_as_noun(t, i);
}

// "30 states", "400 pledged delegates": a number that counts the noun after it. Not a name with
// digits ("G1 mostra"), a year ("uma análise de 2013 mostra") or a reference ("laudo 1.233/2016").
bool SourceWork::counts(const Token& t) {
  if (!t.has_digit || t.has_alpha) return false;
  size_t digits = 0;
  for (char c : t.text) {
    if (c >= '0' && c <= '9') {
      ++digits;
    } else if (c != ',' && c != '.') {
      return false;
    }
  }
  const bool year = digits == 4 && t.text.size() == 4 && (t.text[0] == '1' || t.text[0] == '2');
  return !year;
}

// Whether the verb at token i belongs to a set phrase that reports no one (attribution.idioms:
// "That said,", "needless to say", "so to speak").
bool SourceWork::in_idiom(const Tokens& t, size_t i) const {
  constexpr size_t kBack = 3;
  for (size_t back = 0; back <= kBack && back <= i; ++back) {
    const size_t start = i - back;
    PhraseTable::Match idiom = f_.idioms_.at(t, start);
    // Only where a clause begins: "a message that said" is a relative clause, not the idiom.
    const bool opens = start == first_word(t) || (start > 0 && t[start - 1].is_symbol());
    if (idiom && opens && start + idiom.length > i) return true;
  }
  return false;
}

// Whether the verb at token i is a noun or a noun's modifier of the same spelling: "in 30 states",
// "the early states", "400 pledged delegates", "the TV show". A word that is also a noun
// (attribution.noun-homographs) is one after a determiner, a number or a preposition
// (attribution.noun-markers), and in its present form after a qualifier (attribution.noun-
// qualifiers) unless "that" follows; a verb whose statement must follow it (attribution.
// complement-verbs: "the document states that", "the ad states.") is one unless "that", a
// punctuation mark or a quotation comes next. Its present form before a verb of its own
// (attribution.noun-followers: "claims rose") is that verb's subject.
bool SourceWork::read_as_noun(const Tokens& t, size_t i) const {
  if (PhraseTable::Match homograph = f_.noun_homographs_.at(t, i); homograph && i > first_word(t)) {
    const Token& before = t[i - 1];
    const size_t next = i + homograph.length;
    const bool that_follows = next < t.size() && t[next].lower == "that";
    // A capital opening the sentence is no name; "the TV show" has one of its own; "Fox News
    // reports" is a name's.
    const bool opens = i - 1 == first_word(t);
    const bool in_name = before.capitalized && !opens && i >= 2 && t[i - 2].capitalized;
    if (counts(before) || ((!before.capitalized || opens) && f_.noun_markers_.at(t, i - 1))) {
      return true;
    }
    if (!in_name && !t[i].lower.ends_with("ed") && !that_follows &&
        f_.noun_qualifiers_.at(t, i - 1)) {
      return true;
    }
    // "at older projects in the county": a word in lower case between a preposition or a
    // determiner and the homograph, and a preposition after it, make a noun phrase ("the agency
    // projects the deficit" has its object instead).
    if (i >= 2 && !t[i].lower.ends_with("ed") && next < t.size() && is_preposition(t, next) &&
        before.is_word() && !before.capitalized && !f_.verbs_.at(t, i - 1) &&
        !t[i - 2].capitalized && f_.noun_markers_.at(t, i - 2)) {
      return true;
    }
    // "Compensation claims rose 45%", "the reports were": a verb right after makes it its subject.
    if (!t[i].lower.ends_with("ed") && next < t.size() && f_.noun_followers_.at(t, next)) {
      return true;
    }
  }
  // "A procura por estúdios explica parte da alta": the verb in a sense that reports no words.
  if (has_figure_object(t, i) || f_.other_senses_.at(t, i)) return true;
  // "A política se mostrou desastrosa", "ele se lembra": after a reflexive pronoun only a few
  // verbs still report words ("se disse aliviado", attribution.reflexive-speech).
  if (i > 0 && f_.reflexives_.at(t, i - 1) && !f_.reflexive_speech_.at(t, i)) return true;
  PhraseTable::Match complement = f_.complement_verbs_.at(t, i);
  if (!complement) return false;
  const size_t next = i + complement.length;
  return next < t.size() && !t[next].is_symbol() && t[next].lower != "that";
}

// "warily", "rapidamente": an adverb of manner by its ending.
static bool is_adverb_in_ly(const Token& t) {
  constexpr size_t kShortest = 5;  // "only", "early" and "fly" stay words
  const std::string& w = t.lower;
  return w.size() >= kShortest && (w.ends_with("ly") || w.ends_with("mente"));
}

// "The budget adds 36 positions", "the stock added 2%", "o edital acrescentou 200 vagas",
// "branches added evening hours":
// a verb of speech in another sense (attribution.figure-object-verbs) when a figure is its object,
// a few words on ("added about $40 million") with no "that" or punctuation before it.
bool SourceWork::has_figure_object(const Tokens& t, size_t i) const {
  constexpr size_t kReach = 3;
  PhraseTable::Match verb = f_.figure_object_verbs_.at(t, i);
  if (!verb) return false;
  // "most branches added weekday evening hours": a bare noun right after the verb is its object;
  // speech goes on with "that", a pronoun, an article, a time, an adverb or a determiner
  // ("added warily", "acrescentou ainda", attribution.speech-continuers), a gerund or a mark.
  // The subject before the verb is a common noun ("branches", "o projeto"), not a name, a pronoun
  // or a quotation's close, which would make the verb a speaker's.
  const bool noun_subject =
      i > 0 && t[i - 1].is_word() && !t[i - 1].capitalized && !f_.pronouns_.at(t, i - 1);
  if (const size_t next = i + verb.length;
      noun_subject && next < t.size() && t[next].is_word() && !t[next].capitalized &&
      !is_article(t[next]) && !f_.complementizers_.at(t, next) && !f_.pronouns_.at(t, next) &&
      !f_.when_words_.at(t, next) && !f_.speech_continuers_.at(t, next) && !is_gerund(t[next]) &&
      !is_adverb_in_ly(t[next])) {
    return true;
  }
  for (size_t k = i + verb.length; k < t.size() && k < i + verb.length + kReach; ++k) {
    if (t[k].has_digit) return true;
    const bool currency = t[k].is_symbol("$") || t[k].is_symbol("€") || t[k].is_symbol("£");
    if ((t[k].is_symbol() && !currency) || f_.complementizers_.at(t, k)) return false;
  }
  return false;
}

// Whether the verb at token i comes before its subject: at the sentence's start, or after a
// comma, a quotation or a dash ("…, said Mark Carroll"), or a word after which the language puts
// the verb first ("como disse o ministro": attribution.inverting-words).
bool SourceWork::inverted_at(const Tokens& t, size_t i) const {
  // "“…,“ said Clyburn": a left mark typed for the closing one, after the quote's comma.
  const bool typed_closer = i >= 2 && t[i - 1].text == "“" && t[i - 2].is_symbol(",");
  return i == first_word(t) || typed_closer ||
         (i > 0 &&
          (t[i - 1].is_symbol(",") || is_closing_quote(t[i - 1]) || t[i - 1].is_symbol("—") ||
           t[i - 1].is_symbol("–") || f_.inverting_words_.at(t, i - 1)));
}

// Who speaks through the verb at token i (its words end before `after`): the name after it when
// it comes first, the agent of a participle, or the subject before it.
SourceWork::VerbSpeaker SourceWork::speaker_of_verb(const Tokens& t, size_t i, size_t after,
                                                    bool tags_quote) {
  // "…, saying, ''We never said …''", "…, Promising Twice the Rides": a gerund's subject never
  // follows it.
  bool inverted = inverted_at(t, i) && !is_gerund(t[i]);
  // "X, which builds cars, says they use less": a pronoun followed by its own verb starts the
  // reported clause; only "…, said he." and, after a quotation, "“…”, disse ele na entrevista"
  // put the speaker after the verb.
  if (inverted && !tags_quote && after + 1 < t.size() && f_.pronouns_.at(t, after) &&
      t[after + 1].is_word()) {
    inverted = false;
  }
  // "…, the spokesman, Federico Lombardi, told Vatican Radio": after "told" comes whom the
  // speaker told, never the speaker; "..., called the KKK “abhorrent”": after a naming verb comes
  // what it names.
  if (inverted && (f_.addressee_verbs_.at(t, i) || (!tags_quote && f_.naming_verbs_.at(t, i))))
    inverted = false;
  // "Rui Campos, chairman of Vertex, criticized Ana Lemos": a name and its apposition opening the
  // sentence are the verb's subject, and the name after the verb is its object.
  // "Prado, ex-gerente da Vivace, também pediu a quantia, contou Lima.": a name that
  // ends the sentence right after the verb is its speaker all the same.
  if (inverted && !tags_quote && i > 0 && t[i - 1].is_symbol(",") &&
      !name_ends_sentence_at(t, after) && named_subject_with_apposition(t, i)) {
    inverted = false;
  }
  uint32_t source = kNone;
  // "disse ao G1 a promotora Márcia Teixeira", "afirmou ontem o secretário": whom the speaker
  // told and when may stand between the verb and the speaker. After a name and its comma the
  // verb has its subject ("Rodrigo Janot, denunciou ao STF o senador"), and what follows with
  // an indefinite article is its object ("Pimenta e Farias, divulgaram uma nota").
  const bool after_name = i >= 2 && t[i - 1].is_symbol(",") && is_name_word(t[i - 2]);
  if (inverted && !(after_name && f_.indefinite_articles_.at(t, after))) {
    source = source_at(t, after);
  }
  if (inverted && source == kNone && !after_name) {
    const size_t speaker_at = past_addressee_and_time(t, after);
    if (speaker_at != after && speaker_at < t.size() &&
        (is_definite_determiner(t[speaker_at]) || names_a_person_at(t, speaker_at))) {
      source = source_at(t, speaker_at);
    }
  }
  // "…, said Mark Carroll." names the speaker and ends; "…, shows Apex 5G service in…" goes
  // on with an object: after a comma, only a name that closes the clause is the speaker. A
  // verb that tags a quote is not followed by an object.
  if (source != kNone && i > 0 && t[i - 1].is_symbol(",") && !tags_quote &&
      !ends_clause_after(t, source)) {
    source = kNone;
  }
  // "“…”, disse." with no subject: the person last named is speaking. After an aside's comma
  // ("Trump, who has 9 million followers, tweeted,") the subject is the aside's name.
  if (inverted && source == kNone && (after >= t.size() || t[after].is_symbol()) &&
      last_person_ != kNone && (tags_quote || !name_with_aside_before(t, i))) {
    source = named_since_last_speaker(t, i);
    if (source == kNone) source = last_person_;
  }
  // "“…,” said his closest friend at college, Tom Hale": after a quotation, words that describe
  // the speaker may stand before the name.
  if (inverted && source == kNone && (tags_quote || (i > 0 && is_closing_quote(t[i - 1])))) {
    source = described_speaker_after(t, after);
  }
  // "“…”, diz o anexo.", "“…”, afirmou a publicação.": after a quotation, a definite noun phrase
  // that closes the sentence is the speaker, named or not, never someone named before.
  if (inverted && source == kNone && tags_quote && noun_phrase_ends_sentence(t, after)) {
    return {kNone, inverted, false};
  }
  // "o plano anunciado pela governadora", "figures released by the bureau": a participle
  // names its agent after "pelo" / "by".
  if (source == kNone && after + 1 < t.size() && f_.agent_prepositions_.at(t, after)) {
    source = source_at(t, after + f_.agent_prepositions_.at(t, after).length);
    if (source != kNone) return {source, inverted, false, true};
  }
  if (source == kNone) {
    size_t end = subject_end_before(t, i);
    // "Dana Ruiz, addressing farmers at a fair in Tulsa, Okla., warned": a place that closes the
    // aside is where, not who; the person opening the sentence speaks.
    if (i > 0 && t[i - 1].is_symbol(",") && aside_ends_with_place(t, end))
      source = subject_before_long_apposition(t, i, true);
    // The noun phrase before a long relative clause, not a name inside the clause.
    if (source == kNone) source = subject_before_relative_clause(t, i);
    if (source == kNone) source = subject_before(t, end);
    // "A manager at a Booknest store in Portland, who asked not to be named, said": the unnamed
    // post opening the sentence, not the place its phrase ends on.
    if (source != kNone && placed_in_sentence(t, source)) {
      if (const uint32_t post = opening_post_subject(t, i); post != kNone) source = post;
    }
    if (source != kNone) source = past_described_body(t, end, source);
    // "Maria Dale, 22, of Elkton, Md., said", "Tom Brisk, whose start-up, Vantor, uses big
    // data, said": a body or a place inside the aside of the person who opens the sentence is
    // what the aside speaks of; the person speaks.
    if (source != kNone && a_.sources[source].type != SourceType::Person && i > 0 &&
        t[i - 1].is_symbol(",")) {
      const uint32_t opener = subject_before_long_apposition(t, i, true);
      if (opener != kNone && a_.sources[opener].type == SourceType::Person) source = opener;
    }
    // "O Grêmio Esportivo Baraúna, de São Joaquim do Ribeirão, a 320 quilômetros da capital,
    // anunciou": the town after the body's name is where it is; the body speaks.
    if (source != kNone && a_.sources[source].type != SourceType::Person) {
      if (const uint32_t body = body_before_home_aside(t, i); body != kNone) source = body;
    }
    if (source == kNone) source = coordinated_subject(t, end);
    if (source == kNone) source = subject_before_long_apposition(t, i);
    if (source == kNone) source = anonymous_opening_subject(t, i);
    if (source == kNone) source = group_opening_subject(t, i);
    bool pronoun =
        end > 0 && (f_.pronouns_female_.at(t, end - 1) || f_.pronouns_male_.at(t, end - 1));
    return {source, inverted, source == kNone && pronoun};
  }
  return {source, inverted, false};
}

// "posted a loss of £46 million in its last accounts": the document the cue t[i, after) names
// (past its determiners) gives the figures of its own clause. "Attendance fell 8%, and the club
// posted a loss ... in its last accounts": not those of the clause before the comma and
// conjunction.
void SourceWork::add_document_venue(const Tokens& t, size_t i, size_t after) {
  size_t first = i + 1;
  while (first + 1 < after && is_definite_determiner(t[first])) ++first;
  const uint32_t id = add_source(join_tokens(t, first, after - 1, text_), SourceType::Document);
  mention(id, {t[first].span.start, t[after - 1].span.end});
  Span covers = sentence_span();
  for (size_t k = i; k-- > 1;) {
    if (t[k - 1].is_symbol(",") && f_.coordinators_.at(t, k)) {
      covers.start = t[k].span.start;
      break;
    }
  }
  add_attribution({t[i].span.start, t[after - 1].span.end}, id, covers);
}

// Whether a mention of `source` in this sentence follows a place's preposition ("in Portland").
bool SourceWork::placed_in_sentence(const Tokens& t, uint32_t source) const {
  for (Span m : a_.sources[source].mentions) {
    const size_t k = text::first_token_from(t, m.start);
    if (k > 0 && k < t.size() && t[k].span.start == m.start && f_.place_prepositions_.at(t, k - 1))
      return true;
  }
  return false;
}

// "A manager at a Booknest store in Portland said", "Um engenheiro da Luzvale, que pediu para não
// ser identificado, disse": a post after an indefinite article opening the sentence
// (anonymous_post) is the subject of the verb at token `verb` when no other verb stands between
// them outside a comma's aside.
uint32_t SourceWork::opening_post_subject(const Tokens& t, size_t verb) {
  const size_t first = first_word(t);
  if (first >= verb || !f_.one_person_openers_.at(t, first)) return kNone;
  bool aside = false;
  for (size_t k = first + 1; k < verb; ++k) {
    if (t[k].is_symbol(",")) aside = !aside;
    if (!aside && (f_.verbs_.at(t, k) || t[k].is_symbol(";") || t[k].is_symbol(":"))) return kNone;
  }
  if (aside) return kNone;
  return anonymous_post(t, first);
}

// "Fontes ligadas à diretoria afirmam", "Sources close to the board said": unnamed sources that
// open the sentence, with only the words that place them between them and the verb at token
// `verb`, are its speaker.
uint32_t SourceWork::anonymous_opening_subject(const Tokens& t, size_t verb) {
  constexpr size_t kWords = 8;  // "ligadas à diretoria do clube"
  size_t first = first_word(t);
  if (first < t.size() && is_article(t[first])) ++first;
  const PhraseTable::Match unnamed =
      first < t.size() ? f_.anonymous_.at(t, first) : PhraseTable::Match{};
  if (!unnamed || verb <= first + unnamed.length || verb - first > kWords) return kNone;
  for (size_t k = first + unnamed.length; k < verb; ++k) {
    if (!t[k].is_word() || f_.verbs_.at(t, k) || f_.clause_openers_.at(t, k)) return kNone;
  }
  return named_group(t, first, unnamed.length, SourceType::Anonymous);
}

// "A concessionária, que na semana passada levou um grupo de jornalistas, entre eles o desta
// reportagem, para sobrevoar o trecho, informou": a sentence that opens with a short noun phrase
// and a relative clause after its comma, the verb at token `verb` right after the clause's
// closing comma. The noun phrase speaks, however many commas the clause holds; not a possessive's
// noun ("Sanders's victory, which Clinton conceded, confirmed").
uint32_t SourceWork::subject_before_relative_clause(const Tokens& t, size_t verb) {
  constexpr size_t kSubjectWords = 5;
  size_t k = verb;
  while (k > 0 && is_verb_filler(t, k - 1)) --k;
  if (k < 2 || !t[k - 1].is_symbol(",")) return kNone;
  const size_t first = first_word(t);
  for (size_t c = first + 1; c + 2 < k && c <= first + kSubjectWords; ++c) {
    if (!t[c].is_symbol(",")) {
      if (!t[c].is_word() || f_.verbs_.at(t, c) || possessive_length(t[c - 1].text) > 0)
        return kNone;
      continue;
    }
    if (!f_.relative_subjects_.at(t, c + 1)) return kNone;
    // "A concessionária", "O prefeito": a noun after its article reads forward; a name or a post
    // before the comma ("A White House official") reads back from the comma, as after "who".
    const bool common_noun = is_article(t[first]) && !t[first + 1].capitalized;
    return common_noun ? source_at(t, first) : subject_before(t, c);
  }
  return kNone;
}

// "Especialistas em educação infantil ouvidos pela reportagem afirmam": a group (sources.groups)
// that opens the sentence or the clause after its last comma, past the words that pick it out,
// with only the words that describe it between it and the verb at token `verb`, is its speaker.
uint32_t SourceWork::group_opening_subject(const Tokens& t, size_t verb) {
  const OpeningGroup group = opening_group(t, verb);
  if (group.length == 0 || group.counted) return kNone;
  return named_group(t, group.first, group.length, SourceType::Group);
}

// Whether the clause of the verb at token `verb` opens with a group a figure counts ("87% dos
// usuários ... se declararam"). Most clauses hold no figure before their verb: those are read
// without looking a group up.
bool SourceWork::counted_group_speaks(const Tokens& t, size_t verb) const {
  bool figure = false;
  for (size_t k = verb; k-- > 0 && !t[k].is_symbol(",");) figure = figure || t[k].has_digit;
  return figure && opening_group(t, verb).counted;
}

// The group that opens the clause of the verb at token `verb` (group_opening_subject), and
// whether a figure counts it ("87% dos usuários dessas estradas se declararam satisfeitos": the
// survey's finding, whose words are no one's statement).
SourceWork::OpeningGroup SourceWork::opening_group(const Tokens& t, size_t verb) const {
  constexpr size_t kLeading = 3;      // "87 % dos", "Alguns dos"
  constexpr size_t kDescription = 8;  // "em educação infantil ouvidos pela reportagem"
  size_t first = first_word(t);
  for (size_t k = verb; k > first; --k) {
    if (t[k - 1].is_symbol(",")) {
      first = k;
      break;
    }
  }
  // "..., and roughly 35% of buyers now say": a conjunction may open the clause, and a word or
  // two may qualify the figure ("roughly", "cerca de").
  if (first + 1 < verb && f_.coordinators_.at(t, first)) ++first;
  auto qualifier = [&](size_t k) { return t[k].is_word() && !t[k].capitalized; };
  if (first + 2 < verb && qualifier(first) && qualifier(first + 1) && t[first + 2].has_digit) {
    first += 2;
  } else if (first + 1 < verb && qualifier(first) && t[first + 1].has_digit) {
    ++first;
  }
  bool counted = false;
  for (size_t g = first; g < verb && g <= first + kLeading; ++g) {
    const PhraseTable::Match group = f_.groups_.at(t, g);
    if (group && names_a_group(t, g)) {
      const size_t described = g + group.length;
      if (described > verb || verb - described > kDescription) return {};
      for (size_t k = described; k < verb; ++k) {
        if (!t[k].is_word() || f_.verbs_.at(t, k)) return {};
      }
      return {g, group.length, counted};
    }
    counted = counted || t[g].has_digit;
    const bool leading = is_article(t[g]) || f_.group_modifiers_.at(t, g) || t[g].has_digit ||
                         t[g].is_symbol("%") || is_preposition(t, g);
    if (!leading) return {};
  }
  return {};
}

// Whether a definite noun phrase of a few words starts at token `from` and the sentence ends with
// it ("…, diz o anexo.").
bool SourceWork::noun_phrase_ends_sentence(const Tokens& t, size_t from) const {
  constexpr size_t kWords = 6;
  if (from >= t.size() || !is_definite_determiner(t[from])) return false;
  size_t end = from + 1;
  while (end < t.size() && end - from <= kWords && t[end].is_word() && !f_.verbs_.at(t, end) &&
         !f_.clause_openers_.at(t, end)) {
    ++end;
  }
  return end != from + 1 && only_closing_marks_from(t, end);
}

// Whether nothing but the sentence's closing marks (no comma) stands from token `k` on.
bool SourceWork::only_closing_marks_from(const Tokens& t, size_t k) {
  while (k < t.size() && t[k].is_symbol() && !t[k].is_symbol(",")) ++k;
  return k == t.size();
}

// Whether the verb at token `verb` (its words end before `after`) opens its sentence, past
// connectives and commas ("Mas", "Por outro lado,"), and reported speech follows it at once,
// past an adverb ("Disse ainda que", "Afirmou:"): a verb with no subject.
bool SourceWork::opens_without_subject(const Tokens& t, size_t verb, size_t after) const {
  for (size_t k = first_word(t); k < verb; ++k) {
    if (!f_.clause_connectives_.at(t, k) && !t[k].is_symbol(",")) return false;
  }
  while (after < t.size() && is_verb_filler(t, after)) ++after;
  return after < t.size() && (f_.complementizers_.at(t, after) || t[after].is_symbol(":"));
}

// Whether a name starts at token `from` and the sentence ends with it ("…, contou Lima.").
bool SourceWork::name_ends_sentence_at(const Tokens& t, size_t from) const {
  const std::optional<Run> name = run_at(t, from);
  return name && only_closing_marks_from(t, name->last + 1);
}

// The name that an aside between commas separates from the verb at token `verb` ("Trump, who
// has 9 million followers, tweeted"), or none.
std::optional<SourceWork::Run> SourceWork::name_before_aside(const Tokens& t, size_t verb) const {
  if (verb < 4 || !t[verb - 1].is_symbol(",")) return std::nullopt;
  const size_t end = subject_end_before(t, verb);
  if (end == 0 || end + 1 >= verb) return std::nullopt;  // no aside stands before the verb
  return run_ending_at(t, end - 1);
}

// Whether a name and an aside stand right before the verb at token `verb`, the name no place.
bool SourceWork::name_with_aside_before(const Tokens& t, size_t verb) const {
  const std::optional<Run> name = name_before_aside(t, verb);
  return name && !f_.places_.at(t, name->first) && !aside_ends_with_place(t, name->last + 1);
}

// Whether the verb at token `verb` follows an apposition between commas whose name opens the
// sentence ("Rui Campos, chairman of Vertex, criticized").
bool SourceWork::named_subject_with_apposition(const Tokens& t, size_t verb) const {
  const std::optional<Run> name = name_before_aside(t, verb);
  return name && opens_the_sentence(t, name->first) && !f_.places_.at(t, name->first);
}

// "Dan Moss, a bus driver from Elk City, Okla., who belongs to the union, said": an apposition
// with commas of its own stands between the verb and the name opening the sentence, which the
// verb's comma closes.
// Whether the words that end at token `end` are a place closing an aside ("in Iowa", "in Tulsa,
// Okla.", "Dayton, Ohio"): a place's name (names.places), or a name after a place preposition,
// alone or before the comma of its state.
bool SourceWork::aside_ends_with_place(const Tokens& t, size_t end) const {
  if (end == 0) return false;
  std::optional<Run> run = run_ending_at(t, end - 1);
  if (!run) return false;
  auto is_place = [&](const Run& r) {
    const PhraseTable::Match place = f_.places_.at(t, r.first);
    return (place && r.first + place.length == r.last + 1) ||
           (r.first > 0 && f_.place_prepositions_.at(t, r.first - 1));
  };
  if (is_place(*run)) return true;
  if (run->first < 2 || !t[run->first - 1].is_symbol(",")) return false;
  const std::optional<Run> city = run_ending_at(t, run->first - 2);
  return city && is_place(*city);
}

// "Dana Ruiz, the president of the Harbor Workers Union, which endorsed the mayor, said": a
// relative clause after the body named in the apposition of the person who opens the sentence
// describes the body; the person speaks. `end` is the comma before the relative pronoun. So too
// when an aside of its own follows the body ("Rita Vance, president of the Harbor Fund, a
// political committee tied to Senate leaders, said", `end` the comma after the body) or the
// writer left out the apposition's closing comma ("Dan Moss, the spokesman for the Harbor Party
// said", `end` the verb).
uint32_t SourceWork::past_described_body(const Tokens& t, size_t end, uint32_t subject) {
  if (a_.sources[subject].type != SourceType::Organization) return subject;
  uint32_t person = kNone;
  if (end + 1 < t.size() && t[end].is_symbol(",") && f_.relative_subjects_.at(t, end + 1)) {
    person = subject_before_long_apposition(t, end + 1);
  } else if (end > 0 && !t[end - 1].is_symbol()) {
    person = person_whose_apposition_ends_with_body(t, end);
  }
  return person != kNone && a_.sources[person].type == SourceType::Person ? person : subject;
}

// The person whose name opens the sentence and whose apposition ends with a body after a
// preposition right before token `end`: "Dan Moss, the communications director for the Harbor
// Party said". None when a comma or a verb stands inside the apposition.
uint32_t SourceWork::person_whose_apposition_ends_with_body(const Tokens& t, size_t end) {
  const std::optional<Run> body = run_ending_at(t, end - 1);
  if (!body) return kNone;
  size_t k = body->first;
  if (k > 0 && is_definite_determiner(t[k - 1])) --k;
  if (k == 0 || !(f_.role_prepositions_.at(t, k - 1) || f_.body_prepositions_.at(t, k - 1)))
    return kNone;
  const std::optional<Run> name = run_at(t, name_opening_the_tag(t, end));
  if (!name || name->last + 3 >= k || !t[name->last + 1].is_symbol(",") ||
      !names_a_person_at(t, name->first)) {
    return kNone;
  }
  const size_t opens = name->last + 2;
  if (!(f_.indefinite_articles_.at(t, opens) || is_definite_determiner(t[opens]) ||
        f_.roles_.at(t, opens))) {
    return kNone;
  }
  for (size_t j = opens; j + 1 < k; ++j) {
    if (t[j].is_symbol(",") || f_.verbs_.at(t, j)) return kNone;
  }
  return source_at(t, name->first);
}

uint32_t SourceWork::subject_before_long_apposition(const Tokens& t, size_t verb,
                                                    bool any_opening) {
  size_t k = verb;
  while (k > 0 && is_verb_filler(t, k - 1)) --k;
  // "Joe Ruiz, host of the “Morning Show,” suggested": the apposition's comma inside a title's
  // quotation marks.
  if (k >= 5 && is_closing_quote(t[k - 1]) && t[k - 2].is_symbol(",")) --k;
  if (k < 4 || !t[k - 1].is_symbol(",")) return kNone;
  const size_t first = name_opening_the_tag(t, k);
  const std::optional<Run> name = run_at(t, first);
  if (!name) return kNone;
  // "James B. Ruiz Jr., the director": a name's suffix keeps its dot; "Sen. Ana Ruiz of Ohio, one
  // of them,": where they come from may follow the name.
  size_t comma = past_home_state(t, name->last + 1);
  if (comma + 1 < k && t[comma].is_symbol(".") && f_.name_suffixes_.at(t, name->last)) ++comma;
  // "Sen. Marco Rubio, R-Fla., appearing on ...": a title and its dot may come first.
  if (name->first > first + 2 || comma + 1 >= k - 1 || !t[comma].is_symbol(",") ||
      !names_a_person_at(t, name->first)) {
    return kNone;
  }
  // The apposition opens as one does: "a truck driver", "who", "58", "meanwhile", a post; not
  // "Jorge Picciani, Melo e Albertassi", a list of names.
  const size_t opens = comma + 1;
  const Token& word = t[opens];
  if (!any_opening && !(f_.indefinite_articles_.at(t, opens) || is_definite_determiner(word) ||
                        f_.clause_openers_.at(t, opens) || f_.roles_.at(t, opens) ||
                        word.has_digit || is_verb_filler(t, opens) || is_party_tag(word))) {
    return kNone;
  }
  return source_at(t, name->first);
}

// The body whose name opens the sentence when an aside of where it is from follows it ("O Grêmio
// Esportivo Baraúna, de São Joaquim do Ribeirão, ..., anunciou": sources.home-prepositions, then
// a capitalized name) and a comma stands before the verb at `verb`; or kNone.
uint32_t SourceWork::body_before_home_aside(const Tokens& t, size_t verb) {
  if (verb == 0 || !t[verb - 1].is_symbol(",")) return kNone;
  size_t first = first_word(t);
  if (first < t.size() && is_definite_determiner(t[first])) ++first;
  const std::optional<Run> name = run_at(t, first);
  if (!name) return kNone;
  const size_t comma = name->last + 1;
  if (comma + 2 >= verb || !t[comma].is_symbol(",")) return kNone;
  const PhraseTable::Match home = f_.home_prepositions_.at(t, comma + 1);
  const bool from_a_town =
      home && comma + 1 + home.length < verb && t[comma + 1 + home.length].capitalized;
  // "A Aerovale Linhas Aéreas, companhia regional com sede em Campo Verde, no oeste do estado,
  // afirma": an aside that opens on the body's kind (sources.body-appositions) describes it.
  const size_t kind_at = comma + 1 + (is_article(t[comma + 1]) ? 1 : 0);
  const bool described =
      kind_at < verb && f_.body_appositions_.at(t, kind_at) && !t[kind_at].capitalized;
  if ((!from_a_town && !described) || names_a_person_at(t, first)) return kNone;
  return source_at(t, first);
}

// Where the clause of a verb before token `end` opens: the sentence's first word, or, when the
// sentence opens with a quotation, the word after it and its comma ("“It works,” James Ruiz, the
// director of the FBI, said").
size_t SourceWork::name_opening_the_tag(const Tokens& t, size_t end) const {
  const size_t first = first_word(t);
  if (first >= t.size() || !inside_quote(t[first].span)) return first;
  for (size_t q = first + 1; q + 1 < end; ++q) {
    if (is_closing_quote(t[q]) && !inside_quote(t[q + 1].span) &&
        (t[q - 1].is_symbol(",") || t[q + 1].is_symbol(","))) {
      return t[q + 1].is_symbol(",") ? q + 2 : q + 1;
    }
  }
  return first;
}

// "R-Fla", "D-N.Y": a party's tag with a state, as English writes it after a politician's name.
bool SourceWork::is_party_tag(const Token& word) const {
  const size_t dash = word.text.find('-');
  return dash != std::string_view::npos && dash != 0 && !f_.party_tags_.empty() &&
         party_of_tag(word.text) != nullptr;
}

// The person named within a few words after token `from`, past words that describe them ("his
// best friend at Lehigh, Bruce Turry", "undecided Republican voter Stephanie Hooton"), before
// the clause ends or another clause or verb begins.
uint32_t SourceWork::described_speaker_after(const Tokens& t, size_t from) {
  constexpr size_t kReach = 8;
  from = past_addressee_and_time(t, from);  // "diz ao G1 Jacob Bul"
  // "the former chief aide to Governor Ana Ruiz": a name after a preposition, with no
  // comma between, is whom the words describe the speaker by.
  bool after_preposition = false;
  for (size_t j = from; j < t.size() && j < from + kReach; ++j) {
    if (t[j].is_symbol(",")) {
      after_preposition = false;
      continue;
    }
    if (t[j].is_symbol()) return kNone;
    if (f_.clause_openers_.at(t, j) || f_.verbs_.at(t, j)) return kNone;
    if (is_preposition(t, j) || f_.body_prepositions_.at(t, j) ||
        f_.addressee_prepositions_.at(t, j)) {
      after_preposition = true;
      continue;
    }
    if (!t[j].capitalized) continue;
    // "disse o enólogo-chefe da casa, Martim Zanella.": a full name set off by a comma after the
    // words that describe its bearer, closing the sentence, is a person's whatever its first name.
    const bool closing_apposition =
        j > from && t[j - 1].is_symbol(",") && is_full_name_closing_sentence(t, j);
    if (!closing_apposition && !names_a_person_at(t, j)) continue;
    if (after_preposition) return kNone;
    if (closing_apposition && !names_a_person_at(t, j)) {
      const std::optional<Run> name = run_at(t, j);
      const uint32_t person = resolve_run(t, *name);
      a_.sources[person].type = SourceType::Person;
      return person;
    }
    // "one Trump confidant", "a 2008 Clinton veteran": a name that describes the speaker is
    // followed by more of the description, a word in lower case; the speaker's own name ends
    // the clause or goes on with where they are from ("Stephanie Hooton of Derry").
    const std::optional<Run> name = run_at(t, j);
    const size_t next = name ? name->last + 1 : j + 1;
    if (next < t.size() && t[next].is_word() && !t[next].capitalized && !is_preposition(t, next))
      return kNone;
    const uint32_t source = source_at(t, j);
    return source != kNone && a_.sources[source].type == SourceType::Person ? source : kNone;
  }
  return kNone;
}

// Whether a run of several capitalized words names no body: a person's full name, whatever its
// first name ("Martim Zanella", "Inaê Tabajara").
bool SourceWork::is_full_name(const Tokens& t, const Run& name) const {
  return name.last > name.first &&
         !run_is_org(t, name, join_tokens(t, name.first, name.last, text_));
}

// Whether two or three capitalized words at token j, no body's or place's name, end the sentence.
bool SourceWork::is_full_name_closing_sentence(const Tokens& t, size_t j) const {
  const std::optional<Run> name = run_at(t, j);
  if (!name || name->first != j || name->last - name->first > 2) return false;
  if (!only_closing_marks_from(t, name->last + 1) || f_.places_.at(t, j)) return false;
  return is_full_name(t, *name);
}

// "saying", "noting", "dizendo", "alegando", "pedindo": a verb's gerund ("segundo" is none).
bool SourceWork::is_gerund(const Token& t) {
  return !t.capitalized && has_gerund_ending(t.lower);
}

bool SourceWork::has_gerund_ending(std::string_view lower) {
  return lower.ends_with("ing") || lower.ends_with("ando") || lower.ends_with("endo") ||
         lower.ends_with("indo");
}

// Whether a verb of spending time stands a few words before the gerund at token `gerund`, with
// only the time spent between ("spent the past year", "passou meses").
bool SourceWork::spends_time_before(const Tokens& t, size_t gerund) const {
  constexpr size_t kTimeWords = 4;  // "the past two years"
  for (size_t k = gerund; k-- > 0 && gerund - k <= kTimeWords + 1;) {
    if (!t[k].is_word() && !t[k].has_digit) return false;
    if (f_.time_spending_verbs_.at(t, k)) return k + 1 < gerund;
  }
  return false;
}

// "Carly Fiorina threw her support behind Cruz on Wednesday, saying...", "Mr. Obama revised his
// plans, saying...", "O ministro criticou a proposta, dizendo...": a gerund after a comma
// speaks for the name or pronoun that opens the sentence, when a verb follows it there.
uint32_t SourceWork::opening_subject(const Tokens& t, size_t gerund) {
  // The clause may open the sentence, or follow connectives ("And then Trump went on the attack,
  // saying") or an introductory phrase closed by a comma ("In 2016, Schlafly endorsed him,
  // saying"); the first clause that opens on a subject and its verb is the gerund's. Only the
  // sentence's first word may be a pronoun: one further in ("And he wants ..., recalling") is
  // as often someone other than the person last named. A later clause joined by a comma and a
  // connective with a subject of its own is nearer ("In May, NASA awarded the orders, but
  // OrbitBeyond canceled its own, citing").
  uint32_t found = kNone;
  for (size_t start = first_word(t); start < gerund; ++start) {
    if (start != first_word(t) && !t[start - 1].is_symbol(",")) continue;
    // A comma inside a quotation opens none of the writer's clauses, nor does a quotation's
    // first word ("“Ah, foi emoção total”, completou o pai, lembrando").
    if (inside_quote(t[start].span)) continue;
    size_t first = start;
    while (first < gerund && f_.clause_connectives_.at(t, first)) ++first;
    if (found != kNone && (first == start || start == first_word(t))) continue;
    if (first != first_word(t) && first < gerund && f_.pronouns_.at(t, first)) continue;
    if (uint32_t source = subject_opening_at(t, first, gerund); source != kNone) found = source;
  }
  return found;
}

// The subject of a clause that starts at token `first`, when a verb follows it before `gerund`.
uint32_t SourceWork::subject_opening_at(const Tokens& t, size_t first, size_t gerund) {
  if (first >= gerund) return kNone;
  if (f_.pronouns_.at(t, first)) {
    return opens_a_clause_before(t, first + 1, gerund) ? pronoun_source(t, first) : kNone;
  }
  const bool opens_sentence = opens_the_sentence(t, first);
  // "O juiz Caio Prates acolheu": an article and a post may come before the name.
  if (is_article(t[first])) ++first;
  first = post_after_qualifiers(t, first, gerund);
  const size_t role_first = first;
  PhraseTable::Match role = first < gerund ? f_.roles_.at(t, first) : PhraseTable::Match{};
  if (role) first += role.length;
  std::optional<Run> name = run_at(t, first);
  // "Whitaker's lawyer, Paul Brennan, asked": a possessive name before the post.
  if (name && !role && name->first == name->last && possessive_length(t[name->last].text) > 0 &&
      name->last + 1 < gerund) {
    if (PhraseTable::Match post = f_.roles_.at(t, name->last + 1)) {
      role = post;
      first = name->last + 1 + post.length;
      name = run_at(t, first);
    }
  }
  // "The lawyer, Paul Brennan, asked for two years, citing": a post opening the sentence, then
  // the name of who holds it between commas, then the clause's verb.
  if (!name && role && opens_sentence && first + 1 < gerund && t[first].is_symbol(",")) {
    std::optional<Run> holder = run_at(t, first + 1);
    if (holder && holder->last + 2 < gerund && t[holder->last + 1].is_symbol(",") &&
        names_a_person_at(t, holder->first) && opens_a_clause_before(t, holder->last + 2, gerund))
      return subject_before(t, holder->last + 1);
  }
  // "The senator left no doubt of her support, saying": a post alone, with its article,
  // opening the sentence and followed by its verb, names the person known by it.
  if (!name) {
    if (!role || !opens_sentence || !opens_a_clause_before(t, first, gerund)) return kNone;
    return known_person_by_role(join_tokens(t, role_first, first - 1, text_),
                                {t[role_first].span.start, t[first - 1].span.end});
  }
  // "Recentemente, quando...", "Vários legisladores apoiaram... e pediram": a lone capitalized
  // word opening the sentence is a name only when the article knows it (a first name, the
  // surname of a person named in full before, an acronym, a word it capitalizes elsewhere).
  if (name->first == name->last && name->first == first_word(t) &&
      !f_.first_names_.at(t, name->first) && !is_acronym(t[name->first])) {
    // "Using the query we found...": a participle opening the sentence is no name at all.
    if (has_gerund_ending(t[name->first].lower)) return kNone;
    if (!mentioned_people_.count(t[name->first].lower) &&
        person_by_part(t[name->first].text) == kNone &&
        !capitalized_mid_sentence(t[name->first].text)) {
      return kNone;
    }
  }
  // "Donald Trump on Thursday ratcheted up ...": when it happened may follow the name, and
  // where they come from ("Senator Dana Ruiz of Ohio endorsed ...").
  const size_t after = past_time(t, past_home_state(t, name->last + 1));
  // "The Sanders campaign on Monday doubled down ..., saying": the candidate's campaign.
  if (after < gerund && f_.campaign_words_.at(t, after)) {
    size_t verb = after + 1;
    if (verb + 1 < gerund && t[verb].lower == "on" && f_.weekdays_.at(t, verb + 1)) verb += 2;
    return opens_a_clause_before(t, verb, gerund) ? campaign_ending_at(t, after) : kNone;
  }
  // "Erin Brockovich, the activist, tweeted..., saying": past an apposition too. A place there
  // ends the sentence's opening phrase ("At a rally in Salem, Oregon, Whitfield went after
  // Hale, calling him"), and its clause starts after it.
  const bool place = f_.places_.at(t, name->first).length == name->last - name->first + 1;
  // "Mr. Manafort, citing his magic, said", "Sen. Ana Ruiz (D-Ill.), noting the crowd, said": a
  // gerund right after the name opening the sentence and its comma is an aside of that name's;
  // after a name further in ("fired his chief, Tom Hale, acknowledging") it is not.
  if (!place && opens_sentence && gerund > after && t[gerund - 1].is_symbol(",") &&
      past_affiliation(t, gerund - 1) == after) {
    return subject_before(t, name->last + 1);
  }
  const bool apposition = !place && after < gerund &&
                          (t[after].is_symbol(",") || t[after].is_symbol("(") || is_dash(t[after]));
  if (!opens_a_clause_before(t, after, gerund) &&
      !(apposition && verb_follows(t, t[after - 1].span.end, gerund))) {
    return kNone;
  }
  return subject_before(t, name->last + 1);
}

// Whether only connectives stand before token `first` in its sentence ("But Sen. Ana Ruiz").
bool SourceWork::opens_the_sentence(const Tokens& t, size_t first) const {
  for (size_t k = first_word(t); k < first; ++k) {
    if (!f_.clause_connectives_.at(t, k)) return false;
  }
  return true;
}

// The token after "of Ohio" or "from Ohio" at token k (sources.possessor-prepositions or
// sources.place-prepositions, then a known place, names.places, closing the phrase), or k.
size_t SourceWork::past_home_state(const Tokens& t, size_t k) const {
  if (k + 1 >= t.size() ||
      !(f_.possessor_prepositions_.at(t, k) || f_.place_prepositions_.at(t, k))) {
    return k;
  }
  const PhraseTable::Match place = f_.places_.at(t, k + 1);
  const size_t end = k + 1 + place.length;
  return place && (end >= t.size() || !t[end].capitalized) ? end : k;
}

// The token after when something happened, at token k ("on Thursday", "Monday", "last week":
// dates.weekdays, attribution.time-phrases), or k.
size_t SourceWork::past_time(const Tokens& t, size_t k) const {
  if (k + 1 < t.size() && t[k].lower == "on" && f_.weekdays_.at(t, k + 1)) return k + 2;
  if (k < t.size() && f_.weekdays_.at(t, k)) return k + 1;
  if (PhraseTable::Match when = f_.time_phrases_.at(t, k)) return k + when.length;
  return k;
}

// A dash that sets off an aside: "—", "–", or a hyphen or two standing alone ("Sanders - who ...
// - vowed", "Mrs. Clinton -- whose husband ... -- has").
bool SourceWork::is_dash(const Token& t) {
  return t.is_symbol("—") || t.is_symbol("–") ||
         ((t.is_symbol("-") || t.is_symbol("--")) && t.space_before);
}

// "Ohio Gov. John Kasich", "Former Arkansas Gov. Mike Huckabee", "Trump adviser Roger Stone":
// where the post opening a clause starts, past the few capitalized words that qualify it (a
// place, the body or person served), or `first` when no post follows them. A word in lower case
// ends them: "Advisers to Mr. Rubio" are not Mr. Rubio.
size_t SourceWork::post_after_qualifiers(const Tokens& t, size_t first, size_t stop) const {
  constexpr size_t kQualifiers = 3;
  for (size_t k = first; k < stop && k <= first + kQualifiers; ++k) {
    if (f_.roles_.at(t, k) || f_.honorifics_.at(t, k)) return k;
    if (!is_name_word(t[k]) || f_.pronouns_.at(t, k)) break;
  }
  return first;
}

// "Noting that only Kirk voted with Democrats, Tester added", "In describing Trump, Cuban said":
// a gerund that opens the sentence, alone or after a word that makes it an adverb
// (attribution.gerund-openers), speaks for the subject that opens the clause after its comma.
uint32_t SourceWork::subject_after_opening_gerund(const Tokens& t, size_t gerund) {
  const size_t opening = first_word(t);
  if (gerund != opening && !(gerund == opening + 1 && f_.gerund_openers_.at(t, opening))) {
    return kNone;
  }
  for (size_t k = gerund + 1; k + 1 < t.size(); ++k) {
    if (!t[k].is_symbol(",") || inside_quote(t[k].span)) continue;
    return subject_opening_at(t, k + 1, t.size());
  }
  return kNone;
}

// Whether `word` stands capitalized somewhere in the text after a word of the same sentence:
// a name, not a sentence's first word.
bool SourceWork::capitalized_mid_sentence(std::string_view word) const {
  auto letter = [](unsigned char c) { return std::isalnum(c) || c >= 0x80; };
  for (size_t at = text_.find(word); at != std::string_view::npos; at = text_.find(word, at + 1)) {
    if (!whole_word_at(at, word.size())) continue;
    size_t p = at;
    while (p > 0 && (text_[p - 1] == ' ' || text_[p - 1] == '\t')) --p;
    if (p > 0 && (letter(static_cast<unsigned char>(text_[p - 1])) || text_[p - 1] == ','))
      return true;
  }
  return false;
}

// Whether the word at `verb` (past adverbs and auxiliaries) is a verb's, before token `stop`.
bool SourceWork::opens_a_clause_before(const Tokens& t, size_t verb, size_t stop) const {
  while (verb < stop && is_verb_filler(t, verb)) ++verb;
  return verb < stop && t[verb].is_word() && !t[verb].capitalized && !is_preposition(t, verb) &&
         !f_.coordinators_.at(t, verb) && !f_.role_modifier_stops_.at(t, verb);
}

// "the district chairman, Ana Ruiz, declined to name them but said one was...": a verb after
// "but" or "and" shares the subject of the clause before it, when that clause names one person
// and reports no one's words (in "Critics said Ruiz lied and said..." the critics speak).
uint32_t SourceWork::coordinated_subject(const Tokens& t, size_t end) const {
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
  if (subject == kNone || after_a_preposition(t, named.start)) return kNone;
  return verb_follows(t, named.end, end - 1) ? subject : kNone;
}

// Whether the mention starting at byte `start` follows a preposition, past a post or title before
// it: "a spokesman for Mayor Tom Hale defended the route and said" is the spokesman speaking,
// not the mayor.
bool SourceWork::after_a_preposition(const Tokens& t, uint32_t start) const {
  size_t k = first_token_from(t, start);
  if (k >= t.size() || t[k].span.start != start) return false;
  if (PhraseTable::Match post = f_.roles_.before(t, k)) k -= post.length;
  if (PhraseTable::Match title = f_.honorifics_.before(t, k)) k -= title.length;
  return k > 0 && is_preposition(t, k - 1);
}

// Whether the first word after `from` (past a parenthesis or a short apposition between
// commas) and before token `stop` is a verb's: "Ana Ruiz (PRT) declined", "Ana Ruiz, 19, is".
// "the decision of President Ana Ruiz, but" has none: she is not the clause's subject.
bool SourceWork::verb_follows(const Tokens& t, uint32_t from, size_t stop) const {
  size_t k = 0;
  while (k < stop && t[k].span.start < from) ++k;
  if (k < stop && t[k].is_symbol("(")) {
    while (k < stop && !t[k].is_symbol(")")) ++k;
    ++k;
  }
  // "Sanders - who met his advisers - vowed": past an aside between dashes.
  if (k < stop && is_dash(t[k])) {
    constexpr size_t kAsideTokens = 40;
    size_t close = k + 1;
    while (close < stop && close - k <= kAsideTokens && !t[close].is_symbol(t[k].text)) ++close;
    if (close < stop && t[close].is_symbol(t[k].text)) k = close + 1;
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

// "the gambling tycoon told Reuters", "The GOP presidential candidate says", "The Arizona
// Republican says": a description of the person the story follows (sources.epithets, after a
// definite article and a few words that qualify it) ending at token k stands for that person.
uint32_t SourceWork::epithet_subject(const Tokens& t, size_t k) {
  PhraseTable::Match head = f_.epithets_.before(t, k + 1);
  if (!head) return kNone;
  constexpr size_t kQualifiers = 4;
  size_t d = k + 1 - head.length;
  for (size_t words = 0; d > 0 && words < kQualifiers; ++words, --d) {
    if (is_definite_determiner(t[d - 1]) || !t[d - 1].is_word() || f_.verbs_.at(t, d - 1)) break;
  }
  if (d == 0 || !is_definite_determiner(t[d - 1])) return kNone;
  return person_the_story_follows({t[d - 1].span.start, t[k].span.end});
}

// "O caminhoneiro Jorge Antunes, 54, faz o trajeto. “…”, afirmou.": a person named in full in the
// paragraph after the last speaker's latest mention, outside quotation marks, is the one a bare
// tag now gives the words to; none when no such name stands between.
uint32_t SourceWork::named_since_last_speaker(const Tokens& t, size_t cue) {
  const std::vector<Span>& mentions = a_.sources[last_person_].mentions;
  const uint32_t since = mentions.empty() ? 0 : mentions.back().end;
  const uint32_t paragraph = a_.document->blocks[a_.sentences[sentence_].block].span.start;
  for (auto it = named_people_.rbegin(); it != named_people_.rend(); ++it) {
    if (it->start >= t[cue].span.start) continue;
    if (it->start < since || it->start < paragraph) break;
    if (it->gender == Gender::Unknown || inside_quote({it->start, it->start + 1}) ||
        !opens_its_sentence(it->start)) {
      continue;
    }
    // "Lula" after "Luiz Inácio Lula da Silva" spoke last: the same man, named short.
    if (text::contains_whole_word(fold(a_.sources[last_person_].name), fold(it->name)))
      return kNone;
    const uint32_t person = person_named(it->name);
    if (person == kNone || a_.sources[person].type != SourceType::Person) continue;
    if (a_.sources[person].mentions.empty())
      mention(person, {it->start, it->start + static_cast<uint32_t>(it->name.size())});
    return person;
  }
  return kNone;
}

// Whether a name at `start` is its sentence's subject as news opens one: first, or after an
// article and a post in lower case ("O caminhoneiro Jorge Antunes"); not the object of a verb
// ("Votou em Lula").
bool SourceWork::opens_its_sentence(uint32_t start) const {
  constexpr size_t kWordsBefore = 3;  // "A técnica de enfermagem"
  const uint32_t s = a_.sentence_index(start);
  if (s == kNone || s >= tokens_.size()) return false;
  const Tokens& t = tokens_[s];
  // "Formada em 2023, Camila Nogueira precisou de três tentativas": a short opening phrase in
  // lower case, closed by its comma, leaves the name after it the subject. "Segundo ele, Maria
  // viajou" is his account of her.
  constexpr size_t kOpeningWords = 6;
  for (size_t c = 0; c < t.size() && c <= kOpeningWords && t[c].span.start < start; ++c) {
    if (f_.prepositions_.at(t, c) || (c > 0 && t[c].is_word() && t[c].capitalized)) break;
    if (t[c].is_symbol(",")) {
      if (c + 1 < t.size() && t[c + 1].span.start == start) return true;
      break;
    }
  }
  for (size_t k = 0; k < t.size() && k <= kWordsBefore; ++k) {
    if (t[k].span.start >= start) return true;
    if (!t[k].is_word() || (k == 0 ? !is_article(t[k]) : t[k].capitalized)) return false;
    // "O doador que Ana escolheu": a clause or a preposition between makes the name no subject.
    if (k > 0 && (f_.clause_openers_.at(t, k) || is_preposition(t, k))) return false;
  }
  return false;
}

// The person the story follows, for a description at `span`: its last speaker; before anyone
// has spoken, the last name with a known first name (a place or a firm named since is no one).
// The person mentioned most was tried instead and agreed with PolNeAR's annotation no more often.
uint32_t SourceWork::person_the_story_follows(Span span) {
  uint32_t person = last_person_;
  for (auto it = named_people_.rbegin(); person == kNone && it != named_people_.rend(); ++it) {
    if (it->start < span.start && it->gender != Gender::Unknown) person = person_named(it->name);
  }
  if (person == kNone || a_.sources[person].type != SourceType::Person) return kNone;
  mention(person, span);
  return person;
}

// The token after "ao G1", "à BBC Brasil", "à reportagem", "ontem", "nesta segunda-feira (5)"
// starting at `k`: whom a statement was made to and when, as they may follow its verb.
size_t SourceWork::past_addressee_and_time(const Tokens& t, size_t k) const {
  for (int part = 0; part < 3 && k < t.size(); ++part) {
    if (PhraseTable::Match to = f_.addressee_prepositions_.at(t, k)) {
      size_t j = k + to.length;
      // "à reportagem", "ao jornal O Globo": a word in lower case, perhaps before a name; not
      // the speaker's name after it ("disse à imprensa Ana Ruiz, porta-voz"), nor after an
      // outlet's name ("explica à BBC Tom Hale").
      if (j < t.size() && t[j].is_word() && !t[j].capitalized) ++j;
      const PhraseTable::Match outlet = f_.outlets_.at(t, j);
      const std::optional<Run> name = run_at(t, j);
      if (outlet && f_.first_names_.at(t, j + outlet.length)) {
        j += outlet.length;  // "à BBC Tom Hale"
      } else if (name && !(name->first == j && f_.first_names_.at(t, j))) {
        j = name->last + 1;  // "ao jornal O Globo", "à BBC Brasil"
      } else if (j < t.size() && t[j].capitalized && !name) {
        ++j;  // "ao G1"
      }
      if (j == k + to.length) break;
      k = j;
    } else if (PhraseTable::Match when = f_.when_words_.at(t, k)) {
      k += when.length;
      if (k < t.size() && f_.weekdays_.at(t, k)) ++k;  // "nesta segunda-feira"
      // "(5)": the day of the month in parentheses.
      if (k + 2 < t.size() && t[k].is_symbol("(") && t[k + 1].has_digit && t[k + 2].is_symbol(")"))
        k += 3;
    } else {
      break;
    }
  }
  return k;
}

// Whether words after an inverted verb name its speaker ("diz a mãe dela", "said a spokesman")
// rather than go on with the sentence ("disse à rádio", "disse ontem").
bool SourceWork::names_someone_after(const Tokens& t, size_t after) const {
  return after < t.size() && t[after].is_word() && !is_preposition(t, after) &&
         !f_.after_speaker_.at(t, after) && !f_.not_speaker_after_.at(t, after);
}

// Whether a negation stands among the adverbs and auxiliaries just before the verb at i.
bool SourceWork::negated(const Tokens& t, size_t i) const {
  for (size_t k = i, seen = 0; k > 0 && seen < 3; --k, ++seen) {
    const Token& prev = t[k - 1];
    if (!prev.is_word()) return false;
    if (f_.negations_.at(t, k - 1)) return true;
    if (f_.verbs_.at(t, k - 1) || prev.capitalized) return false;
  }
  return false;
}

// Whether the clause ends right after the source's latest mention (or a role apposition follows).
bool SourceWork::ends_clause_after(const Tokens& t, uint32_t source) const {
  const std::vector<Span>& mentions = a_.sources[source].mentions;
  if (mentions.empty()) return true;
  uint32_t end = mentions.back().end;
  size_t k = 0;
  while (k < t.size() && t[k].span.start < end) ++k;
  if (k == t.size()) return true;
  // "…, informou o Detran nesta sexta-feira": when it spoke may follow the speaker.
  return t[k].is_symbol() || f_.roles_.at(t, k) || f_.after_speaker_.at(t, k) ||
         t[k].lower == "the" || t[k].lower == "o" || t[k].lower == "a";
}

// The source whose mention ends just before token `end`.
uint32_t SourceWork::subject_before(const Tokens& t, size_t end) {
  end = before_newsroom_agent(t, end);
  if (end == 0) return kNone;
  size_t k = end - 1;
  // "Mrs. Clinton shook her head and said": a verb after "and" has no subject of its own here;
  // the words before "and" are the first verb's object, not a speaker, unless a post with its
  // article opens that clause ("Asked about it, the senator didn't back down and said").
  if (f_.coordinators_.at(t, k)) return post_opening_clause_before(t, k);
  if (f_.pronouns_.at(t, k)) return pronoun_source(t, k);
  if (f_.body_pronouns_.at(t, k)) return body_pronoun_source(t, k);
  // "Martin O'Malley, who noted", "o advogado Rodrigo Antunes, que informou": a relative pronoun
  // after a comma speaks for what stands before the comma.
  if (k >= 2 && t[k - 1].is_symbol(",") && f_.relative_subjects_.at(t, k)) {
    return subject_before(t, k - 1);
  }
  if (uint32_t id = group_ending_at(t, k); id != kNone) return id;
  if (uint32_t person = epithet_subject(t, k); person != kNone) return person;
  if (std::optional<Run> name = run_ending_at(t, k)) {
    // "Studies show", "Pesquisas indicam": a document word capitalized only because it opens
    // the sentence names no body.
    if (name->first == name->last && opens_the_sentence(t, name->first)) {
      PhraseTable::Match m = f_.documents_.at(t, name->first);
      if (m && m.length == 1 && person_by_part(t[name->first].text) == kNone)
        return document_source(t, name->first, 1);
    }
    if (uint32_t located = located_subject(t, *name); located != kNone) return located;
    if (uint32_t document = document_opening_clause(t, *name); document != kNone) return document;
    return named_subject(t, *name, k);
  }
  if (k > 0 && party_reference_at(t, k)) return party_member(t, k);
  if (uint32_t campaign = campaign_ending_at(t, k); campaign != kNone) return campaign;
  if (uint32_t body = body_with_kind_in_lower_case(t, k); body != kNone) return body;
  if (uint32_t body = body_by_kind_ending_at(t, k); body != kNone) return body;
  // A phrase ending here: look back a few tokens for a role, document or reference.
  for (size_t start = k + 1; start-- > 0 && k - start < 6;) {
    if (PhraseTable::Match m = f_.documents_.at(t, start); m && start + m.length - 1 <= k) {
      if (uint32_t issuer = issuer_of_document(t, start); issuer != kNone) return issuer;
      return document_source(t, start, m.length);
    }
    // "a administração municipal disse": the body, as after "segundo".
    if (PhraseTable::Match m = f_.body_refs_.at(t, start); m && start + m.length - 1 == k) {
      return body_reference(t, start, m);
    }
    if (PhraseTable::Match m = f_.roles_.at(t, start); m && start + m.length - 1 <= k) {
      RolePhrase p = read_role(t, start, m.length);
      // "a spokeswoman for the authority said": the body of that kind named before.
      if (p.organization.empty()) p.organization = body_of_post(t, p);
      return person_by_role(p.role, {t[start].span.start, t[k].span.end}, p.organization,
                            article_gender(t, p.role_first));
    }
    if (t[start].is_symbol(",") || t[start].is_symbol(".")) break;
  }
  return kNone;
}

// "Dados do Ministério da Agricultura consultados pela reportagem mostram", "Data from the
// Agriculture Department reviewed by the Ledger show": how the newsroom came by a document
// (sources.newsroom-participles, an agent's preposition, then the newsroom by its name or a noun
// for it, an article between), ending before the verb at `end`, is no speaker. Returns where that
// phrase starts, so that the document before it speaks; `end` when none ends there.
size_t SourceWork::before_newsroom_agent(const Tokens& t, size_t end) const {
  constexpr size_t kLongest = 6;  // "consultados pela equipe de reportagem"
  for (size_t p = end > kLongest ? end - kLongest : 0; p + 2 < end; ++p) {
    const PhraseTable::Match participle = f_.newsroom_participles_.at(t, p);
    if (!participle) continue;
    size_t k = p + participle.length;
    if (k >= end || !f_.agent_prepositions_.at(t, k)) continue;
    ++k;
    if (k < end && is_article(t[k])) ++k;
    if (k >= end) continue;
    const PhraseTable::Match name = f_.newsroom_names_.at(t, k);
    const PhraseTable::Match noun = f_.newsroom_nouns_.at(t, k);
    if ((name && t[k].capitalized && k + name.length == end) || (noun && k + noun.length == end))
      return p;
  }
  return end;
}

// "A study published Tuesday in the journal Nutrition Today found", "Um estudo publicado na
// revista Nutrição Hoje afirma": a name after a preposition (a few words of kind between), past
// a word of publishing (sources.publication-participles), is where the document that opens the
// sentence appeared; the document speaks.
uint32_t SourceWork::document_opening_clause(const Tokens& t, const Run& name) {
  constexpr size_t kKindWords = 3;  // "the journal", "a revista científica"
  size_t k = name.first;
  // "Nutrição & Saúde": a name joined by an ampersand reads as two runs.
  while (k >= 2 && t[k - 1].is_symbol("&") && is_name_word(t[k - 2])) {
    k -= 2;
    while (k > 0 && is_name_word(t[k - 1])) --k;
  }
  const size_t name_first = k;
  while (k > 0 && name_first - k < kKindWords && t[k - 1].is_word() && !t[k - 1].capitalized &&
         !is_preposition(t, k - 1))
    --k;
  if (k == 0 || !is_preposition(t, k - 1)) return kNone;
  size_t opening = first_word(t);
  if (opening < t.size() && is_article(t[opening])) ++opening;
  const PhraseTable::Match document = f_.documents_.at(t, opening);
  if (!document || opening + document.length >= k) return kNone;
  // Only where the words between say where it appeared ("published in", "publicado na"): in
  // "a pesquisa do Dieese mostra", "o laudo da PF aponta" the name is the document's maker.
  if (!f_.publication_participles_.found_in(t, opening + document.length, k)) return kNone;
  return document_source(t, opening, document.length);
}

// "O Ministério Público Federal em Brasília informou", "Harbor officials in Ohio said": a place
// after "em" / "in" (sources.place-prepositions) right before the verb says where the body or
// person named before it is, and they speak; none when no name stands before the preposition.
uint32_t SourceWork::located_subject(const Tokens& t, const Run& place) {
  const PhraseTable::Match known = f_.places_.at(t, place.first);
  if (!known || place.first + known.length != place.last + 1 || place.first < 2 ||
      !f_.place_prepositions_.at(t, place.first - 1)) {
    return kNone;
  }
  const size_t before = place.first - 2;
  const std::optional<Run> named = run_ending_at(t, before);
  return named ? named_subject(t, *named, before) : kNone;
}

// The person known by the post that, with its article, opens the clause ending at token `end`
// and is followed by a verb ("the senator didn't back down"), or kNone: a post after "as" or a
// possessive ("her record as secretary of state") is an object.
uint32_t SourceWork::post_opening_clause_before(const Tokens& t, size_t end) {
  constexpr size_t kReach = 8;
  for (size_t start = end; start-- > 1 && end - start <= kReach;) {
    if (t[start].is_symbol(",")) break;
    PhraseTable::Match role = f_.roles_.at(t, start);
    if (!role || !is_article(t[start - 1])) continue;
    const size_t article = start - 1;
    if (article != first_word(t) && !t[article - 1].is_symbol(",")) continue;
    const size_t after = start + role.length;
    if (!opens_a_clause_before(t, after, end)) continue;
    return person_by_role(join_tokens(t, start, after - 1, text_),
                          {t[start].span.start, t[after - 1].span.end}, "",
                          article_gender(t, start));
  }
  return kNone;
}

// "the Clinton campaign said", "Trump's campaign", "her campaign": a candidate's campaign
// (sources.campaign-words) ending at token k is an organization of its own, "<candidate>
// campaign", whose party is the candidate's: it speaks for the candidate's side. The candidate is
// the person the name or the possessive points to, or the name as written when the article has
// named no such person yet.
uint32_t SourceWork::campaign_ending_at(const Tokens& t, size_t k) {
  if (k == 0 || !f_.campaign_words_.at(t, k) || t[k].capitalized) return kNone;
  // "Kasich's presidential campaign": a kind of race between the owner and the word.
  size_t o = k - 1;
  if (o > 0 && f_.campaign_modifiers_.at(t, o)) --o;
  const Token& owner = t[o];
  // "The campaign says": the campaign the article last named. A word marked "owned" speaks
  // only with its owner ("Gowdy's office"; "the office" is no campaign).
  if (owner.lower == "the" && o + 1 == k) {
    const PhraseTable::Match word = f_.campaign_words_.at(t, k);
    if (last_campaign_ == kNone || (word.value && *word.value == "owned")) return kNone;
    mention(last_campaign_, {owner.span.start, t[k].span.end});
    return last_campaign_;
  }
  std::string candidate;
  if (PhraseTable::Match possessive = f_.campaign_possessives_.at(t, o)) {
    // "his" / "her" point to the last man or woman named, "sua" to the last person.
    const std::string& gender = *possessive.value;
    uint32_t person = gender == "male"     ? person_of_gender(t, o, Gender::Male)
                      : gender == "female" ? person_of_gender(t, o, Gender::Female)
                                           : last_person_;
    // A first name of no known gender: the person last named.
    if (person == kNone && last_person_ != kNone && gender_of(last_person_) == Gender::Unknown)
      person = last_person_;
    if (person != kNone) candidate = a_.sources[person].name;
  } else if (std::optional<Run> name =
                 // "Sanders’ campaign": the apostrophe of a name ending in s stands apart.
             (o >= 1 && (owner.text == "’" || owner.text == "'") && !owner.space_before)
                 ? run_ending_at(t, o - 1)
                 : run_ending_at(t, o)) {
    candidate = without_possessive(join_tokens(t, name->first, name->last, text_));
    uint32_t person = existing(candidate);
    if (person == kNone || a_.sources[person].type != SourceType::Person)
      person = person_ending_with(candidate);
    if (person != kNone) candidate = a_.sources[person].name;
  }
  if (candidate.empty()) return kNone;
  // "campanha = de": the word goes first and links to the candidate ("campanha de Ana Reis").
  const PhraseTable::Match word = f_.campaign_words_.at(t, k);
  const bool linked = word.value != nullptr && !word.value->empty() && *word.value != "owned";
  std::string name = linked ? std::string(t[k].lower) + " " + *word.value + " " + candidate
                            : candidate + " " + std::string(t[k].lower);
  uint32_t campaign = add_source(name, SourceType::Organization);
  campaign_names_.emplace(std::move(name), candidate);
  mention(campaign, {owner.span.start, t[k].span.end});
  last_campaign_ = campaign;
  return campaign;
}

// "Trump issued a statement saying", "a PF divulgou nota dizendo", "the campaign sent a
// fundraising email saying": who issued the document (attribution.issue-verbs, then an article
// or a possessive, and up to two words in lower case that describe it) speaks through it.
uint32_t SourceWork::issuer_of_document(const Tokens& t, size_t document) {
  constexpr size_t kModifiers = 2;
  size_t d = document;
  for (size_t m = document; m-- > 0 && document - m <= kModifiers + 1;) {
    if (is_article(t[m]) || is_definite_determiner(t[m])) {
      d = m;
      break;
    }
    if (!t[m].is_word() || t[m].capitalized || f_.verbs_.at(t, m) || f_.issue_verbs_.at(t, m))
      break;
  }
  for (size_t v = d; v-- > 0 && d - v <= 2;) {
    PhraseTable::Match issue = f_.issue_verbs_.at(t, v);
    if (!issue || v + issue.length != d) continue;
    return subject_before(t, subject_end_before(t, v));
  }
  return kNone;
}

// "especialistas dizem", "fontes disseram", "a empresa afirma": a group, an anonymous source or
// the subject, named by a phrase that ends at token k.
// "Câmara dos Deputados", "American Society of Civil Engineers": a group's word written with a
// capital inside a sentence is part of a name, not the group.
bool SourceWork::names_a_group(const Tokens& t, size_t k) const {
  return !t[k].capitalized || k == first_word(t) || title_case(t);
}

// The preposition before the group word at token `noun`, past up to three modifiers ("to his
// supporters", "of Republicans"), or npos when a verb, a conjunction or a clause comes first.
size_t SourceWork::preposition_before_group(const Tokens& t, size_t noun) const {
  constexpr size_t kModifiers = 3;
  for (size_t j = noun; j-- > 0 && noun - j <= kModifiers + 1;) {
    if (is_preposition(t, j) || f_.addressee_prepositions_.at(t, j)) return j;
    if (!t[j].is_word() || f_.verbs_.at(t, j) || f_.coordinators_.at(t, j) ||
        f_.relative_subjects_.at(t, j) || f_.clause_openers_.at(t, j)) {
      return std::string::npos;
    }
  }
  return std::string::npos;
}

// Whether the group word at token `noun` is whom something was addressed to ("an email to his
// supporters saying", "a pitch to New York voters saying": attribution.addressee-prepositions).
bool SourceWork::addressed_group(const Tokens& t, size_t noun) const {
  const size_t j = preposition_before_group(t, noun);
  return j != std::string::npos && f_.addressee_prepositions_.at(t, j);
}

// Whether the group word at token `noun` follows a preposition that ties it to another noun
// ("his survey of Republicans showed", "a spokesman for committee Democrats said"), but for a
// share ("8 percent of Democrats said"), which they make up.
bool SourceWork::object_of_a_noun(const Tokens& t, size_t noun) const {
  const size_t j = preposition_before_group(t, noun);
  if (j == std::string::npos) return false;
  auto numeric = [&](size_t i) { return t[i].has_digit || t[i].is_symbol("%"); };
  return !((j >= 1 && numeric(j - 1)) || (j >= 2 && numeric(j - 2)));
}

// Whether the group word at token `noun` is what a document is of ("the office's registry of
// app-based workers lists", "a study of 400 workers found"): the document speaks, not the group.
bool SourceWork::document_of_group(const Tokens& t, size_t noun) const {
  constexpr size_t kModifiers = 3;  // "of 400 app-based", "de 1.200 trabalhadores"
  size_t j = noun;
  while (j > 0 && noun - j <= kModifiers && !is_preposition(t, j - 1)) {
    const Token& w = t[j - 1];
    if (!(w.is_word() || w.has_digit) || f_.verbs_.at(t, j - 1) || f_.coordinators_.at(t, j - 1))
      return false;
    --j;
  }
  if (j < 2 || !is_preposition(t, j - 1)) return false;
  const size_t prep = j - 1;
  for (size_t d = prep; d-- > 0 && prep - d <= 2;) {
    if (PhraseTable::Match m = f_.documents_.at(t, d); m && d + m.length == prep) return true;
  }
  return false;
}

uint32_t SourceWork::group_ending_at(const Tokens& t, size_t k) {
  for (size_t start = k + 1; start-- > 0 && k - start < 5;) {
    if (PhraseTable::Match m = f_.subject_refs_.at(t, start); m && start + m.length - 1 == k) {
      return subject_reference(t, start, k);
    }
    if (k > 0 && placed_reference_end(t, start) == k) return subject_reference(t, start, k);
    if (PhraseTable::Match m = f_.anonymous_.at(t, start); m && start + m.length - 1 == k) {
      return named_group(t, start, m.length, SourceType::Anonymous);
    }
    if (PhraseTable::Match m = f_.groups_.at(t, start);
        m && start + m.length - 1 == k && names_a_group(t, start) && !addressed_group(t, start) &&
        !document_of_group(t, start)) {
      return named_group(t, start, m.length, SourceType::Group);
    }
    // "Republicans said", "os petistas afirmam": a party's members, named by a capital or not.
    if (PhraseTable::Match m = f_.party_groups_.at(t, start);
        m && start + m.length - 1 == k && !object_of_a_noun(t, start)) {
      return named_group(t, start, m.length, SourceType::Group);
    }
    if (t[start].is_symbol(",")) break;
  }
  return group_with_complement_ending_at(t, k);
}

// "Analistas do mercado alertam", "analysts at the bank warn": a group word, then a preposition
// and a word or three that say whose or where they are, just before the verb.
uint32_t SourceWork::group_with_complement_ending_at(const Tokens& t, size_t k) {
  constexpr size_t kComplementWords = 4;  // "do mercado financeiro", "at the central bank"
  for (size_t prep = k; prep > 0 && k - prep < kComplementWords; --prep) {
    if (!t[prep].is_word()) return kNone;
    if (!is_preposition(t, prep)) continue;
    for (size_t start = prep; start-- > 0 && prep - start <= 2;) {
      PhraseTable::Match m = f_.groups_.at(t, start);
      if (m && start + m.length == prep && names_a_group(t, start) && !addressed_group(t, start))
        return named_group(t, start, m.length, SourceType::Group);
    }
    return kNone;
  }
  return kNone;
}

// A name just before the verb; "o diretor de vendas da Vertex contou": the speaker is the
// director, Vertex his employer.
uint32_t SourceWork::named_subject(const Tokens& t, const Run& name, size_t k) {
  if (name.first >= 2 && is_preposition(t, name.first - 1)) {
    for (size_t r = name.first - 1; r-- > 0 && name.first - r < 6;) {
      if (PhraseTable::Match m = f_.roles_.at(t, r)) {
        RolePhrase p = read_role(t, r, m.length);
        return person_by_role(p.role, {t[r].span.start, t[k].span.end}, p.organization,
                              article_gender(t, p.role_first));
      }
    }
  }
  // "officials who spoke with the Daily Example said", "a letter obtained by the Example
  // Press warns": an outlet after a preposition is whom they told, not who speaks.
  size_t before = name.first;
  if (before >= 1 && is_article(t[before - 1])) --before;  // "with The Huffington Post"
  if (before >= 1 && f_.object_prepositions_.at(t, before - 1)) {
    PhraseTable::Match outlet = f_.outlets_.at(t, name.first);
    if (outlet && name.first + outlet.length > name.last) return kNone;
  }
  return resolve_run(t, name, true);
}

// Whether the words at token `after` (past an article) make the preposition before them no
// source (attribution.not-sources-after): "segundo lugar", "conforme previsto", "de acordo com
// as regras".
bool SourceWork::names_no_source_after(const Tokens& t, size_t after) const {
  if (f_.not_sources_after_.at(t, after)) return true;
  return after + 1 < t.size() && is_article(t[after]) && f_.not_sources_after_.at(t, after + 1);
}

void SourceWork::find_preposition_cues(uint32_t s) {
  const Tokens& t = tokens_[s];
  for (size_t i = 0; i < t.size(); ++i) {
    PhraseTable::Match prep = f_.prepositions_.at(t, i);
    if (!prep) continue;
    // "o segundo lugar", "um segundo turno", "no segundo semestre": an ordinal, not a source.
    if (i > 0 && f_.ordinal_determiners_.at(t, i - 1)) continue;
    // "in the new survey" is a cue; "in the New York Times" names a paper, not a new document.
    if (prep.length > 1 && t[i + prep.length - 1].capitalized) continue;
    size_t after = i + prep.length;
    // "in its last accounts", "em seu balanço": the cue names its document, whatever follows.
    if (prep.value != nullptr && *prep.value == "document") {
      add_document_venue(t, i, after);
      continue;
    }
    if (after >= t.size() || t[after].has_digit) continue;
    // "um estudo da consultoria Trilha segundo o qual", "a report according to which": the
    // source is the phrase before the cue.
    if (PhraseTable::Match relative = f_.relatives_after_cue_.at(t, after); relative && i > 0) {
      add_attribution({t[i].span.start, t[after + relative.length - 1].span.end},
                      antecedent_of_cue(t, i), sentence_span());
      i = after + relative.length - 1;
      continue;
    }
    // "Segundo, o Brasil...", "ficou em segundo lugar", "de acordo com as regras": an ordinal, or
    // conformity to a rule, names no source.
    if (t[after].is_symbol(",") || names_no_source_after(t, after)) continue;
    // "$2 million per month", "per capita": a rate's base, not a source.
    if (f_.source_only_prepositions_.at(t, i) && !t[after].capitalized &&
        !f_.org_determiners_.at(t, after)) {
      continue;
    }
    Span cue{t[i].span.start, t[after - 1].span.end};
    // "segundo o órgão", "according to court filings": a source even when it cannot be named
    // here; the attribution is kept with an unresolved source.
    // "segundo informou a administração municipal": the verb stands between cue and source.
    size_t named_at = after;
    if (PhraseTable::Match verb = f_.verbs_.at(t, after); verb && !t[after].capitalized) {
      // "segundo confirmou ontem a secretaria": when and to whom may stand before the source.
      named_at = past_addressee_and_time(t, named_at + verb.length);
    }
    uint32_t source = source_at(t, named_at);
    // "in the new survey" is a cue; "hotels in the new design" names no document.
    if (prep.value != nullptr && *prep.value == "document-next" && source == kNone) continue;
    // "McCain said, citing low economic growth": what is cited names no one; the speaker of
    // the sentence's cue before the comma is citing it ("according to" is no one's act).
    if (source == kNone && prep.length == 1 && is_gerund(t[i]) && i > 0 &&
        t[i - 1].is_symbol(",") && previous_cue_source_sentence_ == s) {
      source = previous_cue_source_;
    }
    // "Gov. Tom Hale backed her, citing her years in office": with no cue before it, the
    // subject that opens the clause is citing it.
    if (source == kNone && prep.length == 1 && is_gerund(t[i]) && i > 0 &&
        t[i - 1].is_symbol(",")) {
      source = opening_subject(t, i);
    }
    Span covers = sentence_span();
    // "Segundo o relatório, ..." opening a paragraph covers the paragraph.
    // "Ainda segundo a pesquisa," / "Also according to the report," opens it just the same.
    size_t opener = first_word(t);
    if (opener < i &&
        (t[opener].lower == "ainda" || t[opener].lower == "also" || t[opener].lower == "além")) {
      ++opener;
    }
    if (i == opener && is_paragraph_start(s)) covers = block_span(s);
    add_attribution(cue, source, covers);
    i = after - 1;
  }
}

// The source a relative after a cue points back to ("um estudo da consultoria Trilha Carreiras
// segundo o qual"): a document within a few words before the cue, or the name or phrase ending
// right before it.
uint32_t SourceWork::antecedent_of_cue(const Tokens& t, size_t cue) {
  constexpr size_t kReach = 6;  // "um estudo da consultoria Trilha Carreiras"
  for (size_t start = cue; start-- > 0 && cue - start <= kReach;) {
    if (t[start].is_symbol(",") || t[start].is_symbol(".")) break;
    if (PhraseTable::Match m = f_.documents_.at(t, start); m && start + m.length <= cue) {
      if (uint32_t issuer = issuer_of_document(t, start); issuer != kNone) return issuer;
      return document_source(t, start, m.length);
    }
  }
  const size_t end = cue > 0 && t[cue - 1].is_symbol(",") ? cue - 1 : cue;
  return subject_before(t, end);
}

// "Para o infectologista Inaê Tabajara, da UFMG, a vacinação ainda é lenta": a word that opens
// the sentence before a person and a comma (attribution.view-openers) gives that person's view.
// Only a person's: groups hold views too ("Para especialistas,"), which attribution.vague-source
// reads, and a body may be whom the news matters to ("Para a Petrobras, a decisão significa
// perdas"). Read only when no cue in the sentence names who speaks.
void SourceWork::find_view_opener(uint32_t s) {
  constexpr size_t kReach = 14;  // "o infectologista Inaê Tabajara, da UFMG,"
  const Tokens& t = tokens_[s];
  const size_t opener = first_word(t);
  const PhraseTable::Match view = f_.view_openers_.at(t, opener);
  if (!view) return;
  const size_t at = opener + view.length;
  size_t comma = at;
  while (comma < t.size() && comma < at + kReach && !t[comma].is_symbol(",")) ++comma;
  if (comma >= t.size() || !t[comma].is_symbol(",") || comma == at) return;
  // A post or a first name opens what follows: "Para o economista Caio Lemos,", "Para Caio
  // Lemos,"; not "Para isso,".
  const size_t head = is_article(t[at]) ? at + 1 : at;
  if (head >= comma || !(f_.roles_.at(t, head) || f_.first_names_.at(t, head))) return;
  // The person is the name before the comma, not a post alone ("Para ministro do STF,", who may
  // be named later) nor a name the post is of ("Para o advogado de Valente,").
  for (size_t k = head; k < comma; ++k) {
    if (!t[k].capitalized) continue;
    const std::optional<Run> name = run_at(t, k);
    if (!name || name->last >= comma) return;
    const bool person_like = f_.first_names_.at(t, name->first) ||
                             mentioned_people_.count(t[name->last].lower) || is_full_name(t, *name);
    if (!person_like || possessed(t, *name) ||
        (name->first > 0 && f_.possessor_prepositions_.at(t, name->first - 1))) {
      k = name->last;
      continue;
    }
    add_view(t, opener, at, *name);
    return;
  }
  // "Para a economista-chefe do Banco Pampa, Juliana Castro, ...": the post, then the person's
  // name set off by commas.
  if (!f_.roles_.at(t, head)) return;
  const std::optional<Run> named = run_at(t, comma + 1);
  if (!named || named->first != comma + 1 || named->last + 1 >= t.size() ||
      !t[named->last + 1].is_symbol(",")) {
    return;
  }
  if (f_.first_names_.at(t, named->first) || is_full_name(t, *named))
    add_view(t, opener, at, *named);
}

// The view the opener t[opener, at) gives to the person named `name`.
void SourceWork::add_view(const Tokens& t, size_t opener, size_t at, const Run& name) {
  const uint32_t person = resolve_run(t, name);
  if (a_.sources[person].type != SourceType::Person) return;
  view_attributions_.push_back(static_cast<uint32_t>(a_.attributions.size()));
  add_attribution({t[opener].span.start, t[at - 1].span.end}, person, sentence_span());
}

// "Para o vereador Marcos Lira, o reajuste é abusivo. \"A prefeitura deu...\", disse.": a view
// the same person goes on to give in words in the next sentence of the paragraph is one turn
// of theirs. The view keeps covering its sentence, but its cue is folded into the next one, so
// the turn counts once where statements are counted.
void SourceWork::fold_views_into_turns() {
  for (uint32_t v : view_attributions_) {
    Attribution& view = a_.attributions[v];
    const uint32_t s = a_.sentence_index(view.cue.start);
    if (s == kNone || s + 1 >= a_.sentences.size() ||
        a_.sentences[s + 1].block != a_.sentences[s].block) {
      continue;
    }
    const Span next = a_.sentences[s + 1].span;
    const bool goes_on =
        std::any_of(a_.attributions.begin(), a_.attributions.end(), [&](const Attribution& at) {
          return at.source == view.source && !at.cue.empty() && at.cue.start >= next.start &&
                 at.cue.end <= next.end;
        });
    if (goes_on) view.cue = {view.cue.start, view.cue.start};
  }
}

// "In the company's main trial, which enrolled 3,200 patients, the drug lowered...", "No
// relatório, a PF aponta...", "Em um estudo da USP, ...": a study or count set before the main
// clause by a comma is where the sentence's figures come from. Read only when no cue in the
// sentence names who speaks; at a paragraph's start it covers the paragraph, as "Segundo o
// relatório," does.
void SourceWork::find_document_opener(uint32_t s) {
  constexpr size_t kWordsBefore = 3;   // "the company's main", "um novo"
  constexpr size_t kClauseReach = 16;  // "..., which enrolled 3,200 patients,"
  const Tokens& t = tokens_[s];
  const size_t opener = first_word(t);
  if (opener >= t.size() || !f_.document_openers_.at(t, opener)) return;
  std::string possessor;
  size_t k = opener + 1;
  PhraseTable::Match document;
  for (; k < t.size() && k <= opener + kWordsBefore + 1; ++k) {
    if ((document = f_.opening_documents_.at(t, k))) break;
    // "In the wake of the report": the document is not what the clause is set in.
    if (!t[k].is_word() || is_preposition(t, k)) return;
    if (std::string owner = possessor_at(t, k); !owner.empty()) possessor = std::move(owner);
  }
  if (!document) return;
  const size_t after = k + document.length;
  // "No estudo da empresa", "in a survey by the company": made by the story's subject.
  if (size_t maker = after + 1; possessor.empty() && maker < t.size() &&
                                (is_preposition(t, after) || f_.agent_prepositions_.at(t, after))) {
    if (is_article(t[maker]) && maker + 1 < t.size()) ++maker;
    if (t[maker].is_word() && !t[maker].capitalized && names_the_subject(t[maker].lower))
      possessor = kSubjectPlaceholder;
  }
  size_t comma = after;
  while (comma < t.size() && comma < after + kClauseReach && !t[comma].is_symbol(",")) ++comma;
  if (comma >= t.size() || !t[comma].is_symbol(",")) return;
  const uint32_t source = document_source(t, k, document.length);
  Source& found = a_.sources[source];
  if (!possessor.empty() && found.type == SourceType::Document && found.organization.empty())
    found.organization = std::move(possessor);
  const Span cue{t[opener].span.start, t[after - 1].span.end};
  add_attribution(cue, source, is_paragraph_start(s) ? block_span(s) : sentence_span());
}

// The party a possessive at t[k] names: "its" and "seu" the last source's, "the company's" the
// story's subject, "Veltrix's" Veltrix; "" for any other word.
std::string SourceWork::possessor_at(const Tokens& t, size_t k) {
  if (f_.document_possessives_.at(t, k)) return party_name_of(last_source_);
  const std::string_view word = t[k].lower;
  for (std::string_view mark : {std::string_view("'s"), std::string_view("’s")}) {
    if (word.size() <= mark.size() || word.substr(word.size() - mark.size()) != mark) continue;
    const std::string_view owner =
        std::string_view(t[k].text).substr(0, t[k].text.size() - mark.size());
    if (t[k].capitalized) return std::string(owner);
    return names_the_subject(owner) ? kSubjectPlaceholder : "";
  }
  return "";
}

// "the Lisbon club", "the Seattle-based company", "the Brazilian bank": a reference to the story's
// subject with where it is from between "the" and its noun (Portuguese puts that after the noun,
// which sources.subject-references already reads). The noun's index, or 0 when t[j] opens none.
size_t SourceWork::placed_reference_end(const Tokens& t, size_t j) const {
  constexpr size_t kPlaceWords = 3;  // "the San Francisco company"
  if (j + 2 >= t.size() || t[j].lower != "the") return 0;
  size_t noun = j + 1;
  while (noun < t.size() && noun - j <= kPlaceWords && t[noun].is_word() && t[noun].capitalized)
    ++noun;
  // A capitalized noun ("the Environmental Protection Agency") is a name, not a reference.
  if (noun == j + 1 || noun >= t.size() || !t[noun].is_word() || t[noun].capitalized) return 0;
  return names_the_subject(t[noun].lower) ? noun : 0;
}

// Whether a bare noun ("company", "empresa") is what a reference to the story's subject names
// ("the company", "a empresa"; sources.subject-references lists them with their article).
bool SourceWork::names_the_subject(std::string_view noun) const {
  for (std::string_view article : {"the ", "a ", "o "}) {
    const Tokens reference = tokens_of(std::string(article) + std::string(noun));
    if (f_.subject_refs_.spans(reference, 0, reference.size())) return true;
  }
  return false;
}

bool SourceWork::is_paragraph_start(uint32_t s) const {
  return s == 0 || a_.sentences[s - 1].block != a_.sentences[s].block;
}

Span SourceWork::block_span(uint32_t s) const {
  return a_.document->blocks[a_.sentences[s].block].span;
}

// A hyperlink in the sentence cites its target; "(fonte: IBGE)" cites IBGE.
void SourceWork::find_link_cues(uint32_t s) {
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
void SourceWork::find_interview_turn(uint32_t s) {
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
void SourceWork::add_turn_quotes() {
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
std::optional<size_t> SourceWork::turn_mark(const Tokens& t) const {
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
Span SourceWork::turn_span(uint32_t s) const {
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
bool SourceWork::ends_with_question(uint32_t s) const {
  const Span span = a_.sentences[s].span;
  return text::ends_in_question(text_.substr(span.start, span.size()));
}

// "“…”, exemplifica o professor Mauro Lima." / "“…”, lamenta Ana.": after a quotation and a
// comma, one lowercase word and then a person closing the clause tag the quote with its speaker,
// whatever the verb; the lexicon cannot list every verb a writer uses to vary "disse".
void SourceWork::find_quote_tags(uint32_t s) {
  const Tokens& t = tokens_[s];
  for (size_t i = 0; i + 3 < t.size(); ++i) {
    if (!is_closing_quote(t[i]) || !t[i + 1].is_symbol(",") || !ends_quote(t[i].span.end)) continue;
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
bool SourceWork::ends_quote(uint32_t end) const {
  for (const Quote& q : a_.quotes) {
    if (q.outer.end == end && !q.partial) return true;
  }
  return false;
}

// A person named at t[k], checked without registering anything: a name that starts with a
// first name or is a person's already, or an article and a role ("o professor").
bool SourceWork::names_a_person_at(const Tokens& t, size_t k) {
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
bool SourceWork::is_dateline_credit(uint32_t s, size_t paren) const {
  if (s != 0 && !(s == 1 && in_headline(0)))
    return false;
  const Tokens& t = tokens_[s];
  if (paren == 0) return false;
  for (size_t k = 0; k < paren; ++k) {
    if (t[k].is_word() && !is_all_caps(t[k].text)) return false;
  }
  return true;
}

// "By Daniel Achterberg", "Por Ana Lima e Caio Prates": a paragraph of its own that opens with a
// byline word (sources.byline-openers) and holds nothing but capitalized names, their joining
// words and separators. It names the writers, who are no source, nor the man a later "he said"
// stands for. "By Tuesday, officials had left" holds lower-case words.
bool SourceWork::is_byline(uint32_t s) const {
  constexpr uint32_t kMaxBytes = 120;  // "By Ana Lima, Caio Prates and Rui Campos | Reuters"
  const text::Sentence& sentence = a_.sentences[s];
  const Block& block = a_.document->blocks[sentence.block];
  if (f_.byline_openers_.empty() || block.span.size() > kMaxBytes ||
      (s > 0 && a_.sentences[s - 1].block == sentence.block) ||
      (s + 1 < a_.sentences.size() && a_.sentences[s + 1].block == sentence.block)) {
    return false;
  }
  const Tokens& t = tokens_[s];
  size_t first = 0;
  while (first < t.size() && !t[first].is_word()) ++first;
  if (first + 1 >= t.size() || !f_.byline_openers_.count(t[first].lower) ||
      !t[first + 1].capitalized) {
    return false;
  }
  for (size_t k = first + 1; k < t.size(); ++k) {
    if (t[k].is_word() && !t[k].capitalized && !f_.byline_joiners_.count(t[k].lower) &&
        !f_.particles_.at(t, k)) {
      return false;
    }
  }
  return true;
}

// A person's name for the pronouns after it, with its gender; a place is no one.
void SourceWork::note_named_person(const Tokens& t, const Run& r, Span span,
                                   const std::string& name) {
  Gender g = name_gender(t, r.first);
  if (g == Gender::Unknown && f_.places_.at(t, r.first)) return;
  named_people_.push_back({span.start, name, g});
}

// "a posição de Bragança", "o pedido do prefeito Caio Prates", "the position of Dorsey": a
// name after a possessor's preposition (sources.possessor-prepositions), a post between them or
// not, is not the sentence's subject. After a noun of speech or writing ("a delação de Rui
// Campos", sources.authored-nouns) it names the author, whom the story goes on quoting.
bool SourceWork::possessed(const Tokens& t, const Run& r) const {
  size_t k = r.first;
  if (PhraseTable::Match post = f_.roles_.before(t, k)) k -= post.length;
  if (k == 0 || !f_.possessor_prepositions_.at(t, k - 1)) return false;
  const PhraseTable::Match noun =
      k >= 2 ? f_.authored_nouns_.before(t, k - 1) : PhraseTable::Match{};
  // "embargos de declaração do ex-presidente": a noun after a bare "de"
  // (sources.term-prepositions) is part of a term, not what the person said.
  const size_t noun_first = k - 1 - noun.length;
  return !noun || (noun_first > 0 && f_.term_prepositions_.at(t, noun_first - 1));
}

// Whether a source is named in the body: a headline's capitalized words run into names that are
// none ("Trump Tower Rent Once Somebody Else Was Paying It").
bool SourceWork::named_outside_headline(const Source& s) const {
  return std::any_of(s.mentions.begin(), s.mentions.end(), [&](Span m) {
    const uint32_t i = a_.sentence_index(m.start);
    return i != kNone && !in_headline(i);
  });
}

// "Cedar Hollow" after "Cedar Hollow Markets": two words or more that open the name of one body
// that already spoke in the story's body, and no person's name, name that body short.
std::optional<std::string> SourceWork::body_opened_by(const std::string& name) const {
  std::optional<std::string> body;
  for (uint32_t i = 0; i < a_.sources.size(); ++i) {
    const Source& s = a_.sources[i];
    if (s.type == SourceType::Person && (s.name == name || starts_with_words(s.name, name)))
      return std::nullopt;
    if (s.type != SourceType::Organization || !starts_with_words(s.name, name) ||
        !named_outside_headline(s)) {
      continue;
    }
    const bool spoke = std::any_of(a_.attributions.begin(), a_.attributions.end(),
                                   [&](const Attribution& at) { return at.source == i; });
    if (!spoke) continue;
    if (body && *body != s.name) return std::nullopt;  // it opens two bodies' names
    body = s.name;
  }
  return body;
}

// "a Serra Alta" after "a Cervejaria Serra Alta": two words or more that are a body's name
// without the word of kind that opens it, the one body so named, name that body short.
std::optional<std::string> SourceWork::body_named_without_its_kind(const std::string& name) const {
  std::optional<std::string> body;
  for (const auto& [full, count] : org_mentions_) {
    if (!ends_with_words(full, name) || !drops_its_kind(name, full)) continue;
    if (body && *body != full) return std::nullopt;
    body = full;
  }
  return body;
}

// The body a name of two words or more names short, if one does (body_opened_by,
// body_named_without_its_kind).
std::optional<std::string> SourceWork::body_named_short(const Run& r,
                                                        const std::string& name) const {
  if (r.first == r.last) return std::nullopt;
  if (std::optional<std::string> body = body_opened_by(name)) return body;
  return body_named_without_its_kind(name);
}

// Every other name in the sentence counts toward the subject and moves the pronoun antecedent,
// unless a possessor's preposition stands before it.
void SourceWork::note_mentions(uint32_t s) {
  if (is_byline(s)) return;
  const Tokens& t = tokens_[s];
  for (size_t i = 0; i < t.size(); ++i) {
    std::optional<Run> r = run_at(t, i);
    if (!r) continue;
    std::string name = join_tokens(t, r->first, r->last, text_);
    Span span{t[r->first].span.start, t[r->last].span.end};
    note_abbreviation(t, *r);
    if (run_is_org(t, *r, name) || named_with_the(t, *r)) {
      // A headline's capitalized words run into names that are none ("Party Boosts Spending").
      if (!in_headline(s) &&
          f_.places_.at(t, r->first).length != r->last - r->first + 1) {
        named_bodies_.push_back({span.start, text_.substr(span.start, span.size()),
                                 outlet_or_org(t, *r) == SourceType::Outlet});
      }
      std::string party = party_of_folded(name);
      first_seen_.emplace(party, span.start);
      org_mentions_[std::move(party)] += 1;
    } else if (std::optional<std::string> body = body_named_short(*r, name)) {
      // Counted for the body in full, as link_short_names would read it: a new short name
      // would be linked to other bodies it opens as well.
      org_mentions_[party_of_folded(*body)] += 1;
    } else if (r->first == r->last) {
      uint32_t person = person_by_part(name);
      if (person != kNone) {
        mention(person, span, !possessed(t, *r));
      } else {
        proper_mentions_[name] += 1;
        proper_first_seen_.emplace(name, span.start);
        if (r->first > 0 && f_.place_prepositions_.at(t, r->first - 1)) placed_words_.insert(name);
        if (r->first > 0 && (is_article(t[r->first - 1]) || f_.org_articles_.at(t, r->first - 1)))
          proper_with_article_.insert(name);
      }
      // Names of unknown gender are noted too: a pronoun after one is not an earlier name's.
      if (person == kNone) note_named_person(t, *r, span, name);
    } else {
      note_named_person(t, *r, span, name);
      const std::string& wanted = fold(name);
      const bool antecedent = !possessed(t, *r);
      for (uint32_t id = 0; id < a_.sources.size(); ++id) {
        if (folded_name(id) == wanted) mention(id, span, antecedent);
      }
      // "Donald Trump" named here lets a later "Trump said" be the person, not a firm. A first
      // name the lexicon lacks ("Morton Blackwell") still makes two or three words with no
      // organization word a person: news names people in full once, then by surname. Not a run
      // joined by a particle, which a first name must open ("Shares of Veltrix" is no person),
      // nor one that ends with a body's name ("Agtech Semeia" in a headline).
      const bool ends_with_body =
          !introduced_bodies_.empty() && introduced_bodies_.count(fold(t[r->last].text));
      // "Ohio's Dana Whitfield", "Tillman's Norwood average": only the words after a possessor
      // may be a full name, and only from a first name on: "Tillman's Norwood" is no one's, and
      // a later "according to Norwood" is not that person.
      size_t first = r->first;
      for (size_t k = r->first; k < r->last; ++k) {
        if (possessive_length(t[k].text) > 0) first = k + 1;
      }
      if (!ends_with_body && first < r->last &&
          (f_.first_names_.at(t, first) ||
           (first == r->first && r->last - first <= 2 && !has_lowercase_word(t, first, r->last)))) {
        const std::string full = first == r->first ? name : join_tokens(t, first, r->last, text_);
        mentioned_people_.emplace(t[r->last].lower, full);  // kept when already there
        // "O que diz Ana Em nota": a heading run into the text ends in no surname.
        if (f_.first_names_.at(t, first) && !f_.not_names_.at(t, r->last)) {
          auto [known, added] = first_named_people_.emplace(t[first].lower, full);
          if (!added && fold(known->second) != fold(full)) known->second.clear();
        }
        // "Walter P. Quinlan Jr.", "Otávio Bragança Júnior": the word before a generation suffix
        // is the surname.
        if (r->last - first >= 2 && f_.generation_suffixes_.count(fold(t[r->last].text)))
          mentioned_people_.emplace(t[r->last - 1].lower, full);
      }
    }
    i = r->last;
  }
}

// "Federação Nacional dos Vigilantes (Fenavig)", "a Embrapa (Empresa Brasileira de Pesquisa
// Agropecuária)": a one-word short form in parentheses right after a body's full name,
// or the other way round, names that body (read by link_short_names), initials or not.
// Whether the capitalized words of run r, by their first letters, spell `short_form` ("AMASA").
bool SourceWork::initials_spell(const Tokens& t, const Run& r, std::string_view short_form) {
  std::string initials;
  for (size_t k = r.first; k <= r.last && k < t.size(); ++k) {
    if (t[k].is_word() && t[k].capitalized) initials += static_cast<char>(t[k].text[0]);
  }
  if (initials.size() != short_form.size() || initials.size() < 3) return false;
  for (size_t i = 0; i < initials.size(); ++i) {
    if (std::toupper(static_cast<unsigned char>(initials[i])) !=
        std::toupper(static_cast<unsigned char>(short_form[i])))
      return false;
  }
  return true;
}

// "The Marston Area Regional Transit authority, known as MART,": a short form an alias phrase
// (sources.alias-openers) gives between commas, after a name and its word of kind in lower case.
void SourceWork::note_alias(const Tokens& t, const Run& r) {
  size_t end = r.last + 1;
  if (end < t.size() && t[end].is_word() && !t[end].capitalized && f_.org_words_.at(t, end) &&
      f_.org_words_.at(t, end).length == 1)
    ++end;
  if (end + 2 >= t.size() || !t[end].is_symbol(",")) return;
  const PhraseTable::Match alias = f_.alias_openers_.at(t, end + 1);
  if (!alias) return;
  const size_t at = end + 1 + alias.length;
  if (at + 1 >= t.size() || !is_acronym(t[at]) ||
      !(t[at + 1].is_symbol(",") || t[at + 1].is_symbol(")") || t[at + 1].is_symbol(".")))
    return;
  abbreviations_.emplace_back(std::string(t[at].text), join_tokens(t, r.first, end - 1, text_));
}

void SourceWork::note_abbreviation(const Tokens& t, const Run& r) {
  note_alias(t, r);
  const size_t open = r.last + 1;
  if (open + 2 >= t.size() || !t[open].is_symbol("(")) return;
  const std::optional<Run> inner = run_at(t, open + 1);
  if (!inner || inner->first != open + 1 || inner->last + 1 >= t.size() ||
      !t[inner->last + 1].is_symbol(")")) {
    return;
  }
  const bool short_inside = inner->first == inner->last && r.last > r.first;
  const bool short_outside = r.first == r.last && inner->last > inner->first;
  if (!short_inside && !short_outside) return;
  // "Associação dos Motoristas por Aplicativo de Santa Aurélia (Amasa)": a lower-case word inside
  // the name broke it in two; the initials of both halves spell the short form.
  Run whole = r;
  if (short_inside && !initials_spell(t, r, t[inner->first].text) && r.first >= 2 &&
      t[r.first - 1].is_word() && !t[r.first - 1].capitalized) {
    if (std::optional<Run> before = run_ending_at(t, r.first - 2);
        before && initials_spell(t, Run{before->first, r.last}, t[inner->first].text)) {
      whole.first = before->first;
    }
  }
  const Run& full = short_inside ? whole : *inner;
  const Run& short_form = short_inside ? *inner : r;
  std::string full_name = join_tokens(t, full.first, full.last, text_);
  std::string short_name = join_tokens(t, short_form.first, short_form.last, text_);
  // "Ana Marinha Reis (PMDB)": a party the lexicon knows, after a person, is her party; "Polícia
  // Federal de Marília (SP)": two letters are a state's.
  constexpr size_t kStateCode = 2;
  if (!run_is_org(t, full, full_name) || short_name.size() <= kStateCode ||
      party_of_tag(t[short_form.first].text) != nullptr || f_.parties_.count(fold(short_name)) ||
      f_.parties_.count(fold(full_name))) {
    return;
  }
  abbreviations_.emplace_back(std::move(short_name), std::move(full_name));
}

}  // namespace auditor::analysis
