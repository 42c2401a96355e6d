// Source, attribution and speaker analysis over the tokens of each sentence.
#include "auditor/analysis/sources.h"

#include "auditor/analysis/source_work.h"
#include "auditor/text/normalize.h"

namespace auditor::analysis {

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
      executive_posts_(lexicon, "sources.executive-posts"),
      generic_posts_(lexicon, "sources.generic-posts"),
      officer_words_(lexicon, "sources.officer-words"),
      outside_roles_(lexicon, "sources.outside-roles"),
      role_auxiliaries_(lexicon, "sources.role-auxiliaries"),
      apposition_adverbs_(lexicon, "sources.apposition-adverbs"),
      public_titles_(lexicon, "sources.public-titles"),
      org_words_(lexicon, "sources.org-words"),
      documents_(lexicon, "sources.documents"),
      anonymous_(lexicon, "sources.anonymous"),
      anonymity_reasons_(lexicon, "sources.anonymity-reasons"),
      groups_(lexicon, "sources.groups"),
      party_groups_(lexicon, "sources.party-groups"),
      subject_refs_(lexicon, "sources.subject-references"),
      particles_(lexicon, "names.particles"),
      honorifics_(lexicon, "names.honorifics"),
      office_titles_(lexicon, "names.office-titles"),
      role_prepositions_(lexicon, "sources.role-prepositions"),
      body_prepositions_(lexicon, "sources.body-prepositions"),
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
      market_words_(lexicon, "attribution.market-words"),
      investigators_(lexicon, "sources.investigators"),
      interest_groups_(lexicon, "sources.interest-groups"),
      interest_descriptions_(lexicon, "sources.interest-descriptions"),
      sport_federations_(lexicon, "sources.sport-federations"),
      sports_(lexicon, "sources.sports"),
      self_standing_bodies_(lexicon, "sources.self-standing-bodies"),
      commissioned_(lexicon, "sources.commissioned"),
      office_holders_(lexicon, "sources.office-holders"),
      after_speaker_(lexicon, "attribution.after-speaker"),
      not_speaker_after_(lexicon, "attribution.not-speaker-after"),
      addressee_prepositions_(lexicon, "attribution.addressee-prepositions"),
      when_words_(lexicon, "attribution.when-words"),
      speech_continuers_(lexicon, "attribution.speech-continuers"),
      epithets_(lexicon, "sources.epithets"),
      first_names_(lexicon, "names.first"),
      sentence_starters_(lexicon, "sentence-starters"),
      negations_(lexicon, "attribution.negations"),
      weekdays_(lexicon, "dates.weekdays"),
      time_phrases_(lexicon, "attribution.time-phrases"),
      level_tails_(lexicon, "sources.level-tails"),
      level_heads_(lexicon, "sources.level-heads"),
      panel_posts_(lexicon, "sources.panel-posts"),
      public_offices_(lexicon, "sources.public-offices"),
      alias_openers_(lexicon, "sources.alias-openers"),
      agent_prepositions_(lexicon, "attribution.agent-prepositions"),
      ordinal_determiners_(lexicon, "attribution.ordinal-determiners"),
      not_sources_after_(lexicon, "attribution.not-sources-after"),
      complementizers_(lexicon, "attribution.complementizers"),
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
      relative_employers_(lexicon, "sources.relative-employers"),
      addressee_verbs_(lexicon, "attribution.addressee-verbs"),
      coordinators_(lexicon, "attribution.coordinators"),
      demonyms_(lexicon, "sources.demonyms"),
      verb_fillers_(lexicon, "sources.verb-fillers"),
      noun_homographs_(lexicon, "attribution.noun-homographs"),
      noun_markers_(lexicon, "attribution.noun-markers"),
      noun_qualifiers_(lexicon, "attribution.noun-qualifiers"),
      noun_followers_(lexicon, "attribution.noun-followers"),
      commission_shares_(lexicon, "sources.commission-shares"),
      grant_makers_(lexicon, "sources.grant-makers"),
      author_roles_(lexicon, "sources.author-roles"),
      view_openers_(lexicon, "attribution.view-openers"),
      passive_auxiliaries_(lexicon, "sources.passive-auxiliaries"),
      complement_verbs_(lexicon, "attribution.complement-verbs"),
      figure_object_verbs_(lexicon, "attribution.figure-object-verbs"),
      other_senses_(lexicon, "attribution.other-senses"),
      clause_connectives_(lexicon, "sources.clause-connectives"),
      campaign_words_(lexicon, "sources.campaign-words"),
      campaign_possessives_(lexicon, "sources.campaign-possessives"),
      object_prepositions_(lexicon, "sources.object-prepositions"),
      title_words_(lexicon, "sources.title-words"),
      absolute_openers_(lexicon, "attribution.absolute-openers"),
      issue_verbs_(lexicon, "attribution.issue-verbs"),
      campaign_modifiers_(lexicon, "sources.campaign-modifiers"),
      idioms_(lexicon, "attribution.idioms"),
      source_only_prepositions_(lexicon, "attribution.source-only-prepositions"),
      naming_verbs_(lexicon, "attribution.naming-verbs"),
      naming_modifiers_(lexicon, "attribution.naming-modifiers"),
      place_abbreviations_(lexicon, "names.place-abbreviations"),
      shortened_name_words_(lexicon, "names.shortened-words"),
      body_units_(lexicon, "sources.body-units"),
      time_shifts_(lexicon, "sources.time-shifts"),
      relative_subjects_(lexicon, "sources.relative-subjects"),
      gerund_openers_(lexicon, "attribution.gerund-openers"),
      document_modifiers_(lexicon, "sources.document-modifiers"),
      indefinite_articles_(lexicon, "names.indefinite-articles"),
      not_subjects_(lexicon, "attribution.not-subjects"),
      subordinate_openers_(lexicon, "attribution.subordinate-openers"),
      role_trailers_(lexicon, "sources.role-trailers"),
      name_suffixes_(lexicon, "names.suffixes"),
      infinitive_markers_(lexicon, "attribution.infinitive-markers"),
      infinitive_verbs_(lexicon, "attribution.infinitive-verbs"),
      no_statement_infinitive_(lexicon, "attribution.no-statement-before-infinitive"),
      possessor_prepositions_(lexicon, "sources.possessor-prepositions"),
      authored_nouns_(lexicon, "sources.authored-nouns"),
      term_prepositions_(lexicon, "sources.term-prepositions"),
      honorifics_female_(lexicon, "names.honorifics-female"),
      honorifics_male_(lexicon, "names.honorifics-male"),
      group_modifiers_(lexicon, "sources.group-modifiers"),
      one_person_openers_(lexicon, "sources.one-person-openers"),
      subordinate_bodies_(lexicon, "sources.subordinate-bodies"),
      body_levels_(lexicon, "sources.body-levels"),
      body_appositions_(lexicon, "sources.body-appositions"),
      trade_particles_(lexicon, "names.trade-particles"),
      apposition_articles_(lexicon, "sources.apposition-articles"),
      function_words_(lexicon, "language.function-words"),
      introduction_cues_(lexicon, "sources.founding-participles"),
      body_pronouns_(lexicon, "attribution.body-pronouns"),
      publication_participles_(lexicon, "sources.publication-participles"),
      document_openers_(lexicon, "sources.document-openers"),
      opening_documents_(lexicon, "sources.opening-documents"),
      document_possessives_(lexicon, "sources.document-possessives"),
      body_posts_(lexicon, "sources.body-posts"),
      release_participles_(lexicon, "sources.release-participles"),
      release_verbs_(lexicon, "sources.release-verbs"),
      document_references_(lexicon, "sources.document-references"),
      filed_documents_(lexicon, "sources.filed-documents"),
      reflexives_(lexicon, "attribution.reflexives"),
      reflexive_speech_(lexicon, "attribution.reflexive-speech"),
      party_words_(lexicon, "sources.party-words"),
      clause_openers_(lexicon, "sources.clause-openers"),
      press_offices_(lexicon, "sources.press-offices"),
      not_fillers_(lexicon, "sources.verb-filler-ending-exceptions"),
      inverting_words_(lexicon, "attribution.inverting-words"),
      unspecific_kinds_(lexicon, "sources.unspecific-kinds"),
      relatives_after_cue_(lexicon, "attribution.relatives-after-cue"),
      presided_bodies_(lexicon, "sources.presided-bodies"),
      kind_staff_(lexicon, "sources.kind-staff"),
      kind_staff_exceptions_(lexicon, "sources.kind-staff-exceptions"),
      home_prepositions_(lexicon, "sources.home-prepositions"),
      time_spending_verbs_(lexicon, "attribution.time-spending-verbs"),
      slogan_words_(lexicon, "attribution.slogan-words"),
      newsroom_participles_(lexicon, "sources.newsroom-participles"),
      newsroom_names_(lexicon, "disclosure.newsroom.names"),
      newsroom_nouns_(lexicon, "sources.newsroom-nouns"),
      filler_endings_(lexicon.list("sources.verb-filler-endings")),
      participle_endings_(lexicon.list("sources.participle-endings")),
      subject_verb_endings_(lexicon.list("attribution.subject-verb-endings")),
      verbs_after_post_(lexicon.list("sources.verbs-after-post")),
      finite_verb_endings_(lexicon.list("sources.finite-verb-endings")) {
  // One table for the phrases read before the sentences, founders' and investors': the first
  // pass asks it of every word.
  for (const std::string& cue : lexicon.list("sources.investor-cues")) {
    introduction_cues_.add(cue + " = " + std::string(kInvestorCue));
  }
  for (const std::string& cue : lexicon.list("sources.investor-cues-after")) {
    introduction_cues_.add(cue + " = " + std::string(kInvestorBeforeCue));
  }
  for (const std::string& cue : lexicon.list("sources.commissioned")) {
    introduction_cues_.add(cue + " = " + std::string(kCommissionedCue));
  }
  for (const std::string& opening : lexicon.list("sources.former-openings")) {
    former_openings_.push_back(folded(opening));
  }
  for (const std::string& word : lexicon.list("sources.departments")) {
    departments_.insert(folded(word));
  }
  for (const std::string& word : lexicon.list("attribution.naming-ranks")) {
    naming_ranks_.insert(folded(word));
  }
  for (const std::string& word : lexicon.list("attribution.naming-rank-articles")) {
    naming_rank_articles_.insert(folded(word));
  }
  for (const std::string& word : lexicon.list("names.generation-suffixes")) {
    generation_suffixes_.insert(folded(word));
  }
  for (const std::string& word : lexicon.list("sources.byline-openers")) {
    byline_openers_.insert(folded(word));
  }
  for (const std::string& word : lexicon.list("sources.byline-joiners")) {
    byline_joiners_.insert(folded(word));
  }
  for (const std::string& entry : lexicon.list("organizations.aliases")) {
    add_aliases(entry, parties_, true);
  }
  for (const std::string& entry : lexicon.list("sources.party-tags")) {
    add_aliases(entry, party_tags_, false);
  }
  // "Casa = Câmara | Senado": the word and the beginnings of the bodies' names it stands for,
  // kept as written: they are looked for in the text, capitalized. An anaphor is looked up
  // folded; a kind ("instituição") by the token's lower case, accents kept.
  for (const std::string& entry : lexicon.list("sources.post-synonyms")) {
    const size_t eq = entry.find(" = ");
    if (eq == std::string::npos) continue;
    std::vector<std::string>& posts = post_synonyms_[folded(entry.substr(0, eq))];
    for (std::string_view post : split_bars(std::string_view(entry).substr(eq + 3)))
      posts.push_back(folded(post));
  }
  for (auto [list, into] : {std::pair{"sources.body-anaphors", &body_anaphors_},
                            std::pair{"sources.body-kinds", &body_kinds_},
                            std::pair{"sources.post-body-kinds", &post_body_kinds_}}) {
    const bool by_lower_case = into != &body_anaphors_;
    for (const std::string& entry : lexicon.list(list)) {
      const size_t eq = entry.find(" = ");
      if (eq == std::string::npos) continue;
      const std::string word = entry.substr(0, eq);
      std::vector<std::string>& kinds =
          (*into)[by_lower_case ? text::fold_case(word) : folded(word)];
      for (std::string_view kind : split_bars(std::string_view(entry).substr(eq + 3))) {
        kinds.emplace_back(kind);
      }
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

void SourceFinder::find(ArticleAnalysis& analysis, const SentenceTokens& tokens) const {
  SourceWork(*this, analysis, tokens).run();
}

}  // namespace auditor::analysis
