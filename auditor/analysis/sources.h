// Who says what: sources (people, organizations, outlets, documents, anonymous), attribution cues,
// quote speakers, the article's subject and each source's stake in it.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "auditor/analysis/article_analysis.h"
#include "auditor/analysis/phrase_table.h"
#include "auditor/text/lexicon.h"
#include "auditor/text/tokenizer.h"

namespace auditor::analysis {

/// Whether `acronym` (2 to 6 capital letters) is the initials of `name`'s capitalized words,
/// hyphenated ones too: "FT" for "Financial Times", "PGR" for "Procuradoria-Geral da República".
bool is_initialism(std::string_view acronym, std::string_view name);

/// Tokens of each sentence, in sentence order (computed once per document by the Analyzer).
using SentenceTokens = std::vector<std::vector<text::Token>>;

/// Finds sources and attributions with the language's lexicon (rules/<lang>/sources.lexicon.xml
/// and the common outlets and organization aliases).
///
/// Sources come from attribution cues (speech verbs in both word orders, "segundo"/"according to",
/// links and parenthetical citations), role appositions ("o diretor do laboratório, Kristopher
/// King"; "Mark Carroll, engineering director at AWS"), and names; later mentions by surname and
/// pronouns resolve to the person last named, or to the last one of the pronoun's gender when
/// first names or articles ("a doceira") say the last one is of the other. A quote's speaker is
/// the cue beside it ("“…”, exemplifica o professor X", whatever the verb), else the previous
/// quote's speaker unless the quote has a tag of its own; a paragraph that opens with
/// "Segundo X," is covered by X. The subject is the organization (party, through aliases) the
/// article's sources and names are most about; "a empresa" stands for it, or for the nearest
/// organization of its passage when the subject is out of view. In Portuguese a one-word speaker
/// never written with an article is a person.
class SourceFinder {
 public:
  explicit SourceFinder(const text::Lexicon& lexicon);

  /// Fills sources, attributions, quote speakers, subject, stakes and number attributions.
  /// Needs sentences, numbers and quotes already filled.
  void find(ArticleAnalysis& analysis, const SentenceTokens& tokens) const;

  /// The party (canonical organization) a name belongs to through the alias list, or the name.
  std::string party_of(std::string_view name) const;

 private:
  friend class SourceWork;
  /// Reads "name = alias | alias" into `into`, every alias folded, and the name too if `name_too`
  /// or it has no aliases.
  static void add_aliases(std::string_view entry,
                          std::unordered_map<std::string, std::string>& into, bool name_too);
  /// The items of "a | b | c", trimmed, empty ones left out.
  static std::vector<std::string_view> split_bars(std::string_view list);
  PhraseTable verbs_, tag_verbs_, prepositions_, pronouns_, roles_, internal_roles_,
      executive_posts_, generic_posts_, officer_words_, outside_roles_, role_auxiliaries_,
      apposition_adverbs_, public_titles_, org_words_, documents_, anonymous_, anonymity_reasons_,
      groups_, party_groups_, subject_refs_, particles_, honorifics_, office_titles_,
      role_prepositions_, body_prepositions_, place_prepositions_, role_modifier_stops_,
      org_determiners_, office_bodies_, role_bodies_, body_refs_, title_complements_, fields_,
      org_particles_, not_names_, outlets_, months_, official_, statistics_, not_alone_,
      poll_results_, market_words_, investigators_, interest_groups_, interest_descriptions_,
      sport_federations_, sports_, self_standing_bodies_, commissioned_, office_holders_,
      after_speaker_, not_speaker_after_, addressee_prepositions_, when_words_, speech_continuers_,
      epithets_, first_names_, sentence_starters_, negations_, weekdays_, time_phrases_,
      level_tails_, level_heads_, panel_posts_, public_offices_, alias_openers_,
      agent_prepositions_, ordinal_determiners_, not_sources_after_, complementizers_, participles_,
      first_female_, first_male_, pronouns_female_, pronouns_male_, articles_female_,
      articles_male_, org_articles_, places_, run_breakers_, org_only_articles_, relative_openers_,
      relative_employers_, addressee_verbs_, coordinators_, demonyms_, verb_fillers_,
      noun_homographs_, noun_markers_, noun_qualifiers_, noun_followers_, commission_shares_,
      grant_makers_, author_roles_, view_openers_, passive_auxiliaries_, complement_verbs_,
      figure_object_verbs_, other_senses_, clause_connectives_, campaign_words_,
      campaign_possessives_, object_prepositions_, title_words_, absolute_openers_, issue_verbs_,
      campaign_modifiers_, idioms_, source_only_prepositions_, naming_verbs_, naming_modifiers_,
      place_abbreviations_, shortened_name_words_, body_units_, time_shifts_, relative_subjects_,
      gerund_openers_, document_modifiers_, indefinite_articles_, not_subjects_,
      subordinate_openers_, role_trailers_, name_suffixes_, infinitive_markers_, infinitive_verbs_,
      no_statement_infinitive_, possessor_prepositions_, authored_nouns_, term_prepositions_,
      honorifics_female_, honorifics_male_, group_modifiers_, one_person_openers_,
      subordinate_bodies_, body_levels_, body_appositions_, trade_particles_, apposition_articles_,
      function_words_, introduction_cues_, body_pronouns_, publication_participles_,
      document_openers_, opening_documents_, document_possessives_, body_posts_,
      release_participles_, release_verbs_, document_references_, filed_documents_, reflexives_,
      reflexive_speech_;
  PhraseTable party_words_;     // "petista = PT", "Republican = Republicans": a person's party
  PhraseTable clause_openers_;  // "que", "who": a role's phrase ends where a clause begins
  PhraseTable press_offices_;   // "assessoria de imprensa", "press office": speak for a body
  PhraseTable not_fillers_;     // "family", "semente": words with an adverb's ending that are none
  PhraseTable inverting_words_;  // "como", "segundo": the verb after them precedes its speaker
  PhraseTable unspecific_kinds_;  // "office": a word of kind too common to stand for one body
  PhraseTable relatives_after_cue_;  // "segundo o qual": the cue's source is what stands before
  PhraseTable presided_bodies_;      // "clube", "university": their "presidente" is their own
  PhraseTable kind_staff_;           // "nurse = hospital": a post of a body of one kind
  PhraseTable kind_staff_exceptions_;  // "union": a post the role gives another body
  PhraseTable home_prepositions_;      // "de", "from": a body's home after its name
  PhraseTable time_spending_verbs_;  // "has spent the year telling": the subject's gerund
  PhraseTable slogan_words_;         // "a new slogan:": the quote after it is the body's words
  PhraseTable newsroom_participles_;  // "consultados", "reviewed": how the newsroom got a document
  PhraseTable newsroom_names_;        // "Ledger", "Courier": the names a newsroom goes by
  PhraseTable newsroom_nouns_;        // "newspaper", "jornal", "reportagem": the newsroom itself
  std::vector<std::string> filler_endings_;    // "ly", "mente": an adverb known by its ending
  /// The value introduction_cues_ gives an investor's cue; founders' cues give their post.
  static constexpr std::string_view kInvestorCue = "@investor";
  /// The value a document's commissioning word gives ("a pesquisa, financiada pela Alvorada").
  static constexpr std::string_view kCommissionedCue = "@commissioned";
  /// The value of a cue that follows the investor it names ("Northgate, which led the round").
  static constexpr std::string_view kInvestorBeforeCue = "@investor-before";
  std::vector<std::string> participle_endings_;
  std::vector<std::string>
      subject_verb_endings_;  // "ed", "s", "ly": a verb or adverb after a subject  // "ed", "ing",
                              // "ada": a participle after a noun
  std::vector<std::string> verbs_after_post_;  // "ed": a verb after a post ends it
  std::vector<std::string> finite_verb_endings_;  // "ou": a finite verb, never a participle
  std::unordered_map<std::string, std::string> parties_;     // folded alias -> canonical party
  std::unordered_map<std::string, std::string> party_tags_;  // folded "PMDB", "R" -> party
  std::vector<std::string> former_openings_;     // folded first words of a post left ("former")
  std::unordered_set<std::string> departments_;  // folded words of departments' names ("sales")
  /// attribution.naming-ranks: a naming verb's object called "the fastest" is the speaker's
  /// ranking.
  std::unordered_set<std::string> naming_ranks_;
  std::unordered_set<std::string> naming_rank_articles_;  // attribution.naming-rank-articles
  std::unordered_set<std::string> generation_suffixes_;  // folded "jr", "filho": after a surname
  std::unordered_set<std::string> byline_openers_;  // folded "by", "por": a byline's first word
  std::unordered_set<std::string> byline_joiners_;  // folded "and", "e": between a byline's names
  /// Folded "casa" -> the first words of the bodies it may stand for, as written ("Senado").
  std::unordered_map<std::string, std::vector<std::string>> body_anaphors_;
  /// Folded "foundation" -> the words its bodies' names hold ("Foundation"), or the kind of
  /// source it stands for ("@outlet", "@organization").
  std::unordered_map<std::string, std::vector<std::string>> body_kinds_;
  /// sources.post-body-kinds: kinds read only after a post ("o presidente do grupo"), not as a
  /// speaker of their own ("o grupo classificou", with no Grupo named before).
  std::unordered_map<std::string, std::vector<std::string>> post_body_kinds_;
  /// Folded "magistrado" -> the folded posts its holder may be named with ("juiz", ...).
  std::unordered_map<std::string, std::vector<std::string>> post_synonyms_;
};

}  // namespace auditor::analysis
