// The "phrase" rule kind: one RE2 per rule over the whole text, word boundaries checked in UTF-8.
#include "auditor/rules/kinds/phrase.h"

#include <re2/re2.h>
#include <re2/set.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <pugixml.hpp>
#include <set>
#include <string>
#include <unordered_set>
#include <vector>

#include "auditor/rules/kind_support.h"
#include "auditor/rules/project_config.h"
#include "auditor/rules/rule_params.h"
#include "auditor/text/normalize.h"
#include "auditor/text/sentence_segmenter.h"
#include "auditor/text/tokenizer.h"
#include "auditor/text/utf8.h"

namespace auditor::rules::kinds {

namespace {

/// Which direct quotations a rule leaves alone (param "skip-quotes").
enum class QuoteSkip {
  None,        ///< match inside quotations too
  Attributed,  ///< skip quotations whose speaker the analysis found: the words are theirs
  All,         ///< skip every quotation
};

/// How a rule reads the headline and its summary (param "headline").
enum class HeadlineReading {
  Audit,    ///< like any other text
  /// Left alone when the match names a kind of expert (param "experts") and the body
  /// attributes statements to an expert by name: "Especialistas dizem" over a story that quotes
  /// a named economist sums her up; over one that quotes only the ferry operator, or nobody, it
  /// is the only place the problem shows.
  Summary,
};

/// Which matches are left alone when the next sentence introduces one of the people by name
/// (param "named-next"): "Especialistas dizem que a tarifa vai subir. \"O diesel pesa\", explica
/// a economista Ana Souza, da UFPR." The reader learns who they are.
enum class NamedNext {
  None,     ///< read no further than the match's own sentence
  Experts,  ///< matches that name a kind of expert (param "experts"), by an expert
  All,      ///< every match, by anyone with a post or organization
  /// Matches that name a kind of expert, by an expert, or by anyone who speaks for a body of
  /// their own that is neither the story's subject nor a side (a bank's currency director after
  /// "analysts say"), but no spokesperson (param "spokespeople"), who answers for a body rather
  /// than belonging to the group. A post with no body ("the director of operations") may be the
  /// subject's own, answering the experts.
  Members,
};

/// Where a match's finding starts and ends before widening, and how far it may widen.
struct Located {
  Span flag;
  int extend_words = 0;
};

/// A kind of group and the posts of its members (param "members"): "strategist" and
/// "consultant", "pollster", "adviser"...; case-folded word beginnings.
struct GroupMembers {
  std::string group;
  std::vector<std::string> posts;
};

/// What a match says of its group, read once for every person named after it.
struct GroupWords {
  std::string_view words;          ///< the words the finding shows ("Some party strategists said")
  std::string folded;              ///< the same words case-folded, read by every table
  bool experts = false;            ///< they name a kind of expert (param "experts")
  bool critics = false;            ///< they name critics (param "critics"): "Critics say"
  std::vector<std::string> posts;  ///< the posts of the group's members (param "members")
  std::vector<std::string> parties;  ///< case-folded parties it names (param "parties"): "pt"
  bool anyone = false;  ///< known only by what its members did (param "anyone"): "quem conviveu"
  bool one_person = false;  ///< one unnamed person (param "one-person"): "a Democratic aide"
};

/// One <phrase> compiled alone, to read the groups of a match without the whole alternation.
struct Alternative {
  const RE2* re = nullptr;  ///< the phrase's own regex, kept by PhrasePatterns::by_words
  int flag_group = -1;    ///< capture index of its flag group, or -1
  int extend_group = -1;  ///< capture index of its extend_<n> group, or -1
  int extend_words = 0;
};

/// A rule's patterns, compiled once at load.
struct PhrasePatterns {
  /// Some phrase flags part of its match or widens it to the left (<phrase extend-left="N">:
  /// "experts say" becomes "Antitrust experts say"); only then are groups read (locate).
  bool reads_groups = false;
  /// The phrases one by one (in order) and as a set: a match's groups come from the first
  /// phrase that matches it whole, which is the path the joined regex takes too, and reading
  /// them from that phrase alone is much cheaper than from the joined alternation.
  std::vector<Alternative> alternatives;
  std::unique_ptr<RE2::Set> alternative_set;
  /// The phrases again, found by the words they need: a paragraph is searched only with the
  /// phrases whose literals it holds, each with its own small regex. One regex joining them all
  /// built DFA states on every new stretch of real text (its leading gaps and name classes start
  /// threads at every word) and cost most of the rule's time on a batch of news.
  LiteralPrefilter by_words;
  /// <unless scope="match">, each on its own and found by its words, like the phrases: a joined
  /// regex read every flagged sentence and built DFA states on each new one.
  LiteralPrefilter unless_match;
  std::unique_ptr<RE2> unless_sentence;  ///< <unless scope="sentence">, or null
  std::unique_ptr<RE2> unless_block;     ///< <unless scope="block">, or null
  /// <unless scope="sentence-and-next">: a reason given just after ("who was not authorized").
  std::unique_ptr<RE2> unless_next;
  /// <unless scope="article">: a reason given anywhere, in a sentence that names a kind of
  /// source the match names too (param "anonymous"): "The person familiar with the planning
  /// spoke on condition of anonymity because..." explains "a person familiar with the planning
  /// says" above it.
  std::unique_ptr<RE2> unless_article;
  /// Word beginnings of the kinds of anonymous source (param "anonymous"): "source", "official".
  std::vector<std::string> anonymous_stems;
  /// Words that open reported speech (param "reported"): "that", "que".
  std::vector<std::string> complementizers;
  /// Verbs that take whom they tell (param "addressee-verbs"): "told", "informaram".
  std::vector<std::string> addressee_verbs;
  /// People of the story a group tells something (param "addressees"): "him", "delegado".
  std::vector<std::string> addressees;
  QuoteSkip skip_quotes = QuoteSkip::None;
  HeadlineReading headline = HeadlineReading::Audit;
  /// Case-folded word beginnings that name experts, in a match or a role: "especialist", "econom".
  std::vector<std::string> expert_stems;
  /// Word beginnings that name critics (param "critics": "critic", "crític"): as after experts,
  /// someone with a post or a body named next, outside the story's subject, is one of them.
  std::vector<std::string> critic_stems;
  /// Word starts that name polls, studies and reports (param "documents"): a headline's "Polls
  /// suggest" sums up the surveys its body cites.
  std::vector<std::string> document_stems;
  /// Words that name a document's author or journal after it ("by", "published in", "pelo";
  /// param "authors"), each entry one or more words.
  std::vector<std::string> author_words;
  /// Words that make a group known only by what its members did ("quem"; param "anyone"):
  /// anyone named next with a post or a body is one of them.
  std::vector<std::string> anyone_words;
  /// Words that set a group apart from what the story names ("other", "outras"; param "others").
  std::vector<std::string> other_words;
  /// Pronouns that let a group go on speaking in the next sentence ("they", "eles"; param
  /// "group-pronouns"): the member the reader waits for may come a sentence later.
  std::vector<std::string> group_pronouns;
  /// Words set after a person's name that make them a member of the group before ("param
  /// member-appositions": "Sen. Ana Ruiz, one of them, said").
  std::vector<std::string> member_appositions;
  /// Words that open a clause introducing a person after their name (", who runs", ", cuja";
  /// param "introductions"): a side's member needs no post when the article says who they are.
  std::vector<std::string> introductions;
  NamedNext named_next = NamedNext::None;
  /// Case-folded word beginnings of a spokesperson's post: "spokes", "porta-voz".
  std::vector<std::string> spokesperson_stems;
  /// Posts held inside an organization (param "insider-posts": "diretor", "manager"): with no
  /// organization named, the holder may be the story's subject answering a group of experts.
  std::vector<std::string> insider_stems;
  /// Groups whose members a post names, when reading members (param "members").
  std::vector<GroupMembers> group_members;
  /// Parties and the words that name them (param "parties"): "democrats" by "democrat", "gop".
  std::vector<GroupMembers> party_words;
  /// Definite articles (param "definite"): "segundo os médicos" after an expert named points back.
  std::vector<std::string> definite_articles;
  std::vector<std::string> opening_articles;  ///< param "articles": "The" before a body's name
  /// Words that make a match one unnamed person (param "one-person": "a", "one", "um"): someone
  /// the story already named is not them, or the writer would have named them.
  std::vector<std::string> one_person_words;
  /// Leave matches in a question alone (param "questions"): it asserts nothing.
  bool skip_questions = false;
  /// Leave image captions alone (param "captions"): a caption repeats what the body tells, and
  /// the body is where its sources are named.
  bool skip_captions = false;
  /// Case-folded words that make a group the outlet's own interviewees (param "interviewees"):
  /// "ouvidos pela", "interviewed by".
  std::vector<std::string> interviewee_words;

  std::unordered_set<std::string> stops;  ///< case-folded clause openers a widening leaves out
};

/// Remembers the last <unless> search, since several matches often share a sentence.
struct UnlessCache {
  Span range;
  bool valid = false;
  bool hit = false;
};

class PhraseRule final : public Rule {
 public:
  PhraseRule(RuleSpec spec, PhrasePatterns patterns)
      : Rule(std::move(spec)), patterns_(std::move(patterns)) {}

  void join_atom_search(SharedAtoms& atoms) override {
    atoms.join(patterns_.by_words);
    atoms.join(patterns_.unless_match);
  }

  void check(const analysis::ArticleAnalysis& analysis,
             std::vector<Finding>& out) const noexcept override {
    // Only std::bad_alloc can be thrown below; the findings made so far are kept.
    try {
      run(analysis, out);
    } catch (...) {
    }
  }

 private:
  void run(const analysis::ArticleAnalysis& analysis, std::vector<Finding>& out) const;
  void check_match(const analysis::ArticleAnalysis& analysis, const Block& block, Span match,
                   std::vector<re2::StringPiece>& groups, UnlessCache& sentence_cache,
                   UnlessCache& block_cache, std::vector<Finding>& out) const;
  bool suppressed(const analysis::ArticleAnalysis& analysis, const Block& block, Span match,
                  Span flagged, UnlessCache& sentence_cache, UnlessCache& block_cache) const;
  Located locate(std::string_view text, Span match, std::vector<re2::StringPiece>& groups) const;
  const Alternative* matching_alternative(std::string_view text, Span match) const;
  bool in_skipped_quote(const analysis::ArticleAnalysis& analysis, Span flagged) const;
  bool summed_up_below(const analysis::ArticleAnalysis& analysis, const Block& block, Span match,
                       bool sums_up) const;
  bool group_speaks_on(const analysis::ArticleAnalysis& analysis, Span match) const;
  bool body_named_next(const analysis::ArticleAnalysis& analysis, Span match,
                       const GroupWords& group) const;
  bool member_named_next(const analysis::ArticleAnalysis& analysis, Span match,
                         const GroupWords& group, bool whole_story) const;
  bool member_introduced_next(const analysis::ArticleAnalysis& analysis, Span match,
                              const GroupWords& group, uint32_t until) const;
  bool body_repeats_unnamed(const analysis::ArticleAnalysis& analysis, Span headline) const;
  bool authored_document_at(const std::vector<text::Token>& tokens, size_t i,
                            uint32_t until) const;
  bool document_named_next(const analysis::ArticleAnalysis& analysis, Span match,
                           const GroupWords& group) const;
  bool in_question(const analysis::ArticleAnalysis& analysis, const Block& block,
                   Span flagged) const;
  bool interviewees_named(const analysis::ArticleAnalysis& analysis, Span match) const;
  bool points_back(const analysis::ArticleAnalysis& analysis, Span match) const;
  bool explained_elsewhere(const analysis::ArticleAnalysis& analysis, Span match,
                           const GroupWords& group) const;
  bool in_reported_speech(const analysis::ArticleAnalysis& analysis, Span match) const;
  bool tells_someone_in_story(std::string_view text, Span match) const;
  bool leads_into_quote(const analysis::ArticleAnalysis& analysis, Span flagged) const;
  bool reports_into(const std::vector<text::Token>& between) const;
  bool one_of_them(const analysis::ArticleAnalysis& analysis, const analysis::Source& person,
                   const GroupWords& group, bool far) const;
  bool is_expert_after_experts(const analysis::Source& person, const GroupWords& group) const;
  bool introduced_by_clause(const analysis::ArticleAnalysis& analysis,
                            const analysis::Source& person) const;
  bool called_one_of_them(const analysis::ArticleAnalysis& analysis,
                          const analysis::Source& person) const;
  GroupWords read_group(std::string_view words) const;
  Span extended(const analysis::ArticleAnalysis& analysis, const Block& block, Span flagged,
                int max_words) const;
  Span with_name_before(const analysis::ArticleAnalysis& analysis, const Block& block,
                        Span flagged) const;

  PhrasePatterns patterns_;
};

bool cached_search(const RE2& re, std::string_view text, Span range, UnlessCache& cache) {
  if (!cache.valid || cache.range != range) {
    Span ignored;
    cache = UnlessCache{range, true, find_word_match(re, text, range.start, range.end, ignored)};
  }
  return cache.hit;
}

void PhraseRule::run(const analysis::ArticleAnalysis& analysis, std::vector<Finding>& out) const {
  std::vector<re2::StringPiece> groups;  // sized on the first flagged match only
  UnlessCache sentence_cache;
  UnlessCache block_cache;
  const Document& doc = *analysis.document;
  std::vector<int> candidates;
  // As for_each_word_match with the joined regex, block by block.
  for (const Block& block : doc.blocks) {
    if (block.kind == BlockKind::Code) continue;
    patterns_.by_words.candidates(doc.view(block.span), candidates);
    Span match;
    FoundMatches found;
    size_t pos = block.span.start;
    while (pos < block.span.end && !candidates.empty() &&
           find_first_of(patterns_.by_words, candidates, found, doc.text, pos, block.span.end,
                         match)) {
      pos = match.end;
      check_match(analysis, block, match, groups, sentence_cache, block_cache, out);
    }
  }
}

// Adds the finding for one match unless something in the article says who the group is.
void PhraseRule::check_match(const analysis::ArticleAnalysis& analysis, const Block& block,
                             Span match, std::vector<re2::StringPiece>& groups,
                             UnlessCache& sentence_cache, UnlessCache& block_cache,
                             std::vector<Finding>& out) const {
  const std::string_view text = analysis.text();
  if (patterns_.skip_captions && block.kind == BlockKind::Caption) return;
  Located found = locate(text, match, groups);
  if (in_skipped_quote(analysis, found.flag)) return;
  // The words the finding shows: "Vatican officials" names the body its members serve.
  const Span widened = extended(analysis, block, found.flag, found.extend_words);
  // The group's words: the finding's, and the name right before them when it shows no modifier.
  const Span read = widened.start == found.flag.start
                        ? with_name_before(analysis, block, widened)
                        : widened;
  // A headline sums up the story below it, unless the body repeats its group unnamed.
  const bool sums_up = is_header(block) && !body_repeats_unnamed(analysis, widened);
  if (summed_up_below(analysis, block, found.flag, sums_up)) return;
  // The group's words, case-folded once for every test below that reads them.
  const GroupWords group = read_group(text.substr(read.start, read.size()));
  if (member_named_next(analysis, widened, group, sums_up) ||
      body_named_next(analysis, widened, group) || document_named_next(analysis, widened, group) ||
      interviewees_named(analysis, Span{found.flag.start, std::max(match.end, found.flag.end)}) ||
      points_back(analysis, match) || explained_elsewhere(analysis, widened, group) ||
      in_reported_speech(analysis, found.flag) || leads_into_quote(analysis, found.flag) ||
      tells_someone_in_story(text, match) || in_question(analysis, block, found.flag) ||
      suppressed(analysis, block, match, found.flag, sentence_cache, block_cache)) {
    return;
  }
  out.push_back(make_finding(analysis, widened));
}

// A quoted speaker saying "studies show" makes a claim of their own, attributed to them: the
// article can name them, not rewrite their words. Quotations are few, so a scan is enough.
bool PhraseRule::in_skipped_quote(const analysis::ArticleAnalysis& analysis, Span flagged) const {
  if (patterns_.skip_quotes == QuoteSkip::None) return false;
  for (const analysis::Quote& quote : analysis.quotes) {
    if (flagged.start < quote.span.start || flagged.start >= quote.span.end) continue;
    if (patterns_.skip_quotes == QuoteSkip::All || quote.speaker != analysis::kNone) return true;
  }
  return false;
}

// True when a word of `text` begins with one of `stems` (case-folded): "Economistas" with "econom".
// Calls `at_word(rest)` with the text from each word's start, until it returns true.
template <class AtWord>
bool any_word_start(std::string_view folded, AtWord at_word) {
  size_t i = 0;
  while (i < folded.size()) {
    size_t start = i;
    char32_t cp = text::next_code_point(folded, i);
    if (!is_word_char(cp)) continue;
    if (at_word(folded.substr(start))) return true;
    while (i < folded.size()) {  // skip to the end of the word
      size_t at = i;
      if (!is_word_char(text::next_code_point(folded, i))) {
        i = at;
        break;
      }
    }
    if (i < folded.size()) text::next_code_point(folded, i);
  }
  return false;
}

// Whether `s` is one word of ASCII and Latin-1 letters and digits (À..ÿ but × and ÷), so that
// its only word starts at its start.
bool is_plain_word(std::string_view s) {
  if (s.empty()) return false;
  for (size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) continue;
    if (c != 0xC3 || i + 1 >= s.size()) return false;
    const auto next = static_cast<unsigned char>(s[++i]);
    if (next < 0x80 || next > 0xBF || next == 0x97 || next == 0xB7) return false;
  }
  return true;
}

// text.starts_with(stem), with the first byte compared inline: most stems a word meets differ
// there, and the call to memcmp cost more than the rest of the test.
bool begins_with(std::string_view text, const std::string& stem) {
  return stem.empty() || (!text.empty() && text[0] == stem[0] && text.starts_with(stem));
}

// has_word_stem for text already case-folded: several tables read one match's words.
bool has_folded_stem(std::string_view folded, const std::vector<std::string>& stems) {
  // Most calls read one token of a sentence: a plain word needs no code point decoding.
  if (is_plain_word(folded)) {
    return std::any_of(stems.begin(), stems.end(),
                       [&](const std::string& stem) { return begins_with(folded, stem); });
  }
  return any_word_start(folded, [&](std::string_view rest) {
    return std::any_of(stems.begin(), stems.end(),
                       [&](const std::string& stem) { return begins_with(rest, stem); });
  });
}

bool has_word_stem(std::string_view text, const std::vector<std::string>& stems) {
  return has_folded_stem(text::fold_case(text), stems);
}

// The stems of `stems` that begin a word of the case-folded `folded`: the kinds of people or
// documents a group names.
std::vector<std::string> folded_stems_in(std::string_view folded,
                                         const std::vector<std::string>& stems) {
  std::vector<std::string> found;
  any_word_start(folded, [&](std::string_view rest) {
    for (const std::string& stem : stems) {
      if (begins_with(rest, stem) && std::find(found.begin(), found.end(), stem) == found.end()) {
        found.push_back(stem);
      }
    }
    return false;  // read every word
  });
  return found;
}

std::vector<std::string> stems_in(std::string_view text, const std::vector<std::string>& stems) {
  return folded_stems_in(text::fold_case(text), stems);
}

// The person named in full that `attribution` gives words to, or nullptr: a role read as a name
// ("governador que") starts in lower case.
const analysis::Source* named_person(const analysis::ArticleAnalysis& analysis,
                                     const analysis::Attribution& attribution) {
  if (attribution.source == analysis::kNone) return nullptr;
  const analysis::Source& source = analysis.sources[attribution.source];
  if (source.type != analysis::SourceType::Person || source.name.empty()) return nullptr;
  unsigned char first = static_cast<unsigned char>(source.name[0]);
  return first >= 'a' && first <= 'z' ? nullptr : &source;
}

// True when the body attributes something to an expert by name ("a economista Ana Souza disse"):
// a headline's "especialistas dizem" then sums up those people.
bool body_names_an_expert(const analysis::ArticleAnalysis& analysis,
                          const std::vector<std::string>& stems) {
  for (const analysis::Attribution& a : analysis.attributions) {
    const analysis::Source* person = named_person(analysis, a);
    if (person == nullptr || !has_word_stem(person->role, stems)) continue;
    const Block* block = block_at(*analysis.document, a.cue.start);
    if (block != nullptr && !is_header(*block)) return true;
  }
  return false;
}

// True when the body attributes something to a document or an outlet ("according to a new Fox
// News poll", "the Post reported"): a headline's "Polls show" then labels what the body cites.
bool body_cites_a_document(const analysis::ArticleAnalysis& analysis) {
  for (const analysis::Attribution& a : analysis.attributions) {
    if (a.source == analysis::kNone) continue;
    const analysis::SourceType type = analysis.sources[a.source].type;
    if (type != analysis::SourceType::Document && type != analysis::SourceType::Outlet) continue;
    const Block* block = block_at(*analysis.document, a.cue.start);
    if (block != nullptr && !is_header(*block)) return true;
  }
  return false;
}

bool PhraseRule::summed_up_below(const analysis::ArticleAnalysis& analysis, const Block& block,
                                 Span match, bool sums_up) const {
  if (patterns_.headline != HeadlineReading::Summary || !is_header(block)) return false;
  std::string_view words = std::string_view(analysis.text()).substr(match.start, match.size());
  if (has_word_stem(words, patterns_.expert_stems) &&
      body_names_an_expert(analysis, patterns_.expert_stems) && sums_up) {
    return true;
  }
  return has_word_stem(words, patterns_.document_stems) && body_cites_a_document(analysis);
}

// The words of five letters or more in `range` outside `except`, case-folded: what a sentence is
// about, to compare a headline with the body.
std::set<std::string> content_words(std::string_view text, Span range, Span except) {
  std::vector<text::Token> tokens;
  text::tokenize(text, range, tokens);
  std::set<std::string> words;
  for (const text::Token& t : tokens) {
    if (!t.is_word() || t.lower.size() < 5) continue;
    if (t.span.start >= except.start && t.span.end <= except.end) continue;
    words.insert(t.lower);
  }
  return words;
}

// True when the body says again, unnamed, what the headline's group says: "Reforma deve elevar a
// arrecadação, dizem analistas" over "Analistas acreditam que a mudança vai aumentar a
// arrecadação dos estados", no analyst named next. The headline sums up those analysts, not the
// economist quoted elsewhere who disagrees. The body's group must speak of the headline's
// subject (two words in common): an unnamed aside on something else leaves the named expert as
// the headline's voice.
bool PhraseRule::body_repeats_unnamed(const analysis::ArticleAnalysis& analysis,
                                      Span headline) const {
  const std::string_view text = analysis.text();
  const std::string_view words = text.substr(headline.start, headline.size());
  const text::Sentence* title = analysis.sentence_at(headline.start);
  const std::set<std::string> headline_words =
      content_words(text, title != nullptr ? title->span : headline, headline);
  const std::vector<std::string> kinds = stems_in(words, patterns_.expert_stems);
  if (kinds.empty()) return false;
  // The whole text at once, not block by block: a match that runs on from the headline's last
  // words into the body starts in the headline and leaves the body's group to the headline.
  std::vector<int> candidates;
  patterns_.by_words.candidates(text, candidates);
  Span match;
  FoundMatches found;
  size_t pos = 0;
  while (pos < text.size() && !candidates.empty() &&
         find_first_of(patterns_.by_words, candidates, found, text, pos, text.size(), match)) {
    pos = match.end;
    if (in_header(*analysis.document, match.start)) continue;
    if (!has_word_stem(text.substr(match.start, match.size()), kinds)) continue;
    const text::Sentence* sentence = analysis.sentence_at(match.start);
    if (sentence == nullptr) continue;
    size_t shared = 0;
    for (const std::string& w : content_words(text, sentence->span, match)) {
      shared += headline_words.count(w);
    }
    if (shared >= 2 &&
        !member_named_next(analysis, match, read_group(text.substr(match.start, match.size())),
                           false)) {
      return true;
    }
  }
  return false;
}

// The end of the sentence `later` sentences after the one at `offset` (its own end for 0), or
// the text's end when there are fewer.
uint32_t end_of_sentences(const analysis::ArticleAnalysis& analysis, uint32_t offset, int later) {
  const uint32_t first = analysis.sentence_index(offset);
  if (first >= analysis.sentences.size()) return offset;
  const size_t last = std::min<size_t>(first + static_cast<size_t>(later),
                                       analysis.sentences.size() - 1);
  return analysis.sentences[last].span.end;
}

// Whether the group in `words` is someone's ("Aliados do prefeito", "Sanders's advisers") and the
// post names another person of the story ("coordenador da campanha de Rita Galvão"): then the
// person serves someone else and answers the group. A pronoun's group ("her advisers") names no
// one to compare.
bool serves_someone_else(const analysis::ArticleAnalysis& analysis, const analysis::Source& person,
                         std::string_view words) {
  static constexpr std::string_view kOwnerMarks[] = {"'s ", "’s ", "s' ", "s’ ", " do ", " da ",
                                                     " dos ", " das ", " de ", " of ", " to ",
                                                     " for "};
  const bool owned = std::any_of(std::begin(kOwnerMarks), std::end(kOwnerMarks),
                                 [&](std::string_view mark) {
                                   return words.find(mark) != std::string_view::npos;
                                 });
  if (!owned) return false;
  for (const analysis::Source& other : analysis.sources) {
    if (&other == &person || other.type != analysis::SourceType::Person || other.name.empty()) {
      continue;
    }
    const std::string_view name = other.name;
    const size_t space = name.rfind(' ');
    const std::string_view surname = space == std::string_view::npos ? name : name.substr(space + 1);
    if (surname.size() < 3 || !(surname[0] >= 'A' && surname[0] <= 'Z')) continue;
    const bool in_post = text::contains_whole_word(person.role, surname) ||
                         text::contains_whole_word(person.organization, surname);
    if (in_post && !text::contains_whole_word(words, surname)) return true;
  }
  return false;
}

// Whether a name in the group's words is also in the person's post or organization: "Vatican
// officials emphasized ..." and then "the Vatican spokesman, Federico Lombardi": one of them.
bool names_the_same_body(std::string_view words, const analysis::Source& person) {
  if (person.role.empty() && person.organization.empty()) return false;
  std::vector<std::string_view> split;
  for (size_t i = 0; i < words.size();) {
    const size_t start = i;
    while (i < words.size() && words[i] != ' ') ++i;
    split.push_back(words.substr(start, i - start));
    while (i < words.size() && words[i] == ' ') ++i;
  }
  // A name before the group's noun and verb, not the noun itself ("Strategists say").
  for (size_t k = 0; k + 2 < split.size(); ++k) {
    std::string_view word = split[k];
    for (std::string_view mark : {"'s", "’s", "'", "’"}) {
      if (word.ends_with(mark)) word.remove_suffix(mark.size());
    }
    if (word.size() < 3 || !(word[0] >= 'A' && word[0] <= 'Z')) continue;
    if (text::contains_whole_word(person.role, word) ||
        text::contains_whole_word(person.organization, word))
      return true;
  }
  return false;
}

// Whether the person's post is one the members of the group hold: "Some party strategists said"
// and "a longtime Republican strategist", "a pollster", "Romney's top adviser"; not the
// challenger's campaign manager, who answers them.
bool holds_members_post(const analysis::ArticleAnalysis& analysis, const analysis::Source& person,
                        const GroupWords& group, bool introduced) {
  if (group.posts.empty() || serves_someone_else(analysis, person, group.words)) return false;
  // "opponent = *": a side's members hold any post, speak for any body, or are introduced by
  // what they do ("June Sorensen, who runs a hunting outfit near the site").
  if (std::find(group.posts.begin(), group.posts.end(), "*") != group.posts.end() &&
      (!person.role.empty() || !person.organization.empty() || introduced)) {
    return true;
  }
  return has_word_stem(person.role, group.posts);
}

// "Some Democrats worry" and then "said Dana Roy, a Democratic pollster" or "Sen. Jo Hale
// (D-Ohio)": a politician of the party the group names is one of them.
bool of_the_party(const analysis::Source& person, const GroupWords& group) {
  if (person.affiliation.empty() || group.parties.empty()) return false;
  return std::find(group.parties.begin(), group.parties.end(),
                   text::fold_case(person.affiliation)) != group.parties.end();
}

// The match's words, whether they name experts, and the posts of the groups they name.
GroupWords PhraseRule::read_group(std::string_view words) const {
  GroupWords group{words, text::fold_case(words), false, {}, {}};
  const std::string& folded = group.folded;
  group.experts = has_folded_stem(folded, patterns_.expert_stems);
  group.critics = has_folded_stem(folded, patterns_.critic_stems);
  group.anyone = has_folded_stem(folded, patterns_.anyone_words);
  group.one_person =
      std::any_of(patterns_.one_person_words.begin(), patterns_.one_person_words.end(),
                  [&](const std::string& word) { return text::contains_whole_word(folded, word); });
  // One pass over the words for the kinds of group and the parties they name.
  std::vector<const GroupMembers*> kinds;
  any_word_start(folded, [&](std::string_view rest) {
    for (const GroupMembers& g : patterns_.group_members) {
      if (begins_with(rest, g.group) && std::find(kinds.begin(), kinds.end(), &g) == kinds.end()) {
        kinds.push_back(&g);
      }
    }
    for (const GroupMembers& p : patterns_.party_words) {
      const bool names_party =
          std::any_of(p.posts.begin(), p.posts.end(),
                      [&](const std::string& stem) { return begins_with(rest, stem); });
      if (names_party &&
          std::find(group.parties.begin(), group.parties.end(), p.group) == group.parties.end()) {
        group.parties.push_back(p.group);
      }
    }
    return false;  // read every word
  });
  // In the list's order, as the posts were read before.
  std::sort(kinds.begin(), kinds.end());
  for (const GroupMembers* g : kinds)
    group.posts.insert(group.posts.end(), g->posts.begin(), g->posts.end());
  return group;
}

// Whether a person named after a group may be one of its members: an expert by role after a
// group of experts (a campaign manager after "strategists say" answers them), anyone with a post
// or organization after any other group; or, reading members, someone holding the group's post
// (param "members"), or someone of an outside body or with a post after experts, unless `far`
// from the group (below a headline, past the next sentence): there an official is the story's
// other voice.
bool PhraseRule::one_of_them(const analysis::ArticleAnalysis& analysis,
                             const analysis::Source& person, const GroupWords& group,
                             bool far) const {
  switch (patterns_.named_next) {
    case NamedNext::None: return false;
    case NamedNext::Experts: return has_word_stem(person.role, patterns_.expert_stems);
    case NamedNext::All: return !person.role.empty() || !person.organization.empty();
    case NamedNext::Members:
      // "Sen. Maria Ochoa of New Mexico, one of them, said": the article says so.
      if (called_one_of_them(analysis, person)) return true;
      // "Segundo quem conviveu com ele": a group known only by what its members did takes
      // anyone named with a post or a body.
      if (group.anyone) return !person.role.empty() || !person.organization.empty();
      if (holds_members_post(analysis, person, group, introduced_by_clause(analysis, person)) ||
          names_the_same_body(group.words, person) || of_the_party(person, group)) {
        return true;
      }
      if (!group.experts && !group.critics) return false;
      if (group.experts && has_word_stem(person.role, patterns_.expert_stems)) return true;
      // "Analysts said ... said Ana Ruiz, a co-author of a book on the network", "Critics say
      // ... Lena Ferris, who chairs the Wickham Point Select Board, said": after experts or
      // critics, someone introduced by a post of their own is one of them too, not only by an
      // outside body, unless the post is one held inside an organization ("o diretor de
      // operações"), which may be the subject's own answering them.
      // Critics may be a side of the story ("director of the Corrow Watershed Alliance") or
      // introduced by who they are ("Jenna Holt, whose daughter is in first grade"); experts
      // with a stake are no experts.
      return !far &&
             (!person.organization.empty() ||
              (!person.role.empty() && !has_word_stem(person.role, patterns_.insider_stems)) ||
              (group.critics && introduced_by_clause(analysis, person))) &&
             person.stake != analysis::Stake::Subject &&
             (group.critics || person.stake != analysis::Stake::Interested) &&
             !has_word_stem(person.role, patterns_.spokesperson_stems);
  }
  return false;
}

// Whether the article sets "one of them" (param member-appositions) after a mention of the
// person, between commas, within a few words of the name.
bool PhraseRule::called_one_of_them(const analysis::ArticleAnalysis& analysis,
                                    const analysis::Source& person) const {
  constexpr size_t kReach = 48;  // bytes: "of New Mexico, one of them,"
  if (patterns_.member_appositions.empty()) return false;
  const std::string_view text = analysis.text();
  // Written in lower case mid-sentence, as the list holds them: no folding, which every
  // attribution near a vague group would pay for.
  for (Span m : person.mentions) {
    std::string_view after = text.substr(m.end, std::min(kReach, text.size() - m.end));
    for (size_t comma = after.find(", "); comma != std::string_view::npos;
         comma = after.find(", ", comma + 2)) {
      std::string_view rest = after.substr(comma + 2);
      for (const std::string& words : patterns_.member_appositions) {
        if (rest.starts_with(words) && rest.substr(words.size()).starts_with(",")) return true;
      }
    }
    // "One of them, Dana Whitfield, director of ...": the words open the sentence before the
    // name, their first letter in capital.
    std::string_view before = text.substr(0, m.start);
    if (!before.ends_with(", ")) continue;
    before.remove_suffix(2);
    for (const std::string& words : patterns_.member_appositions) {
      if (words.empty() || before.size() < words.size()) continue;
      std::string_view opening = before.substr(before.size() - words.size());
      const char first = opening.front(), lower = words.front();
      const bool capital = lower >= 'a' && lower <= 'z' && first == lower - 'a' + 'A';
      if (opening.substr(1) == std::string_view(words).substr(1) && (first == lower || capital))
        return true;
    }
  }
  return false;
}

// Whether the person's first mention is followed by a comma and a clause that says who they are
// (param introductions: ", who runs a hunting outfit", ", whose daughter").
bool PhraseRule::introduced_by_clause(const analysis::ArticleAnalysis& analysis,
                                      const analysis::Source& person) const {
  if (patterns_.introductions.empty() || person.mentions.empty()) return false;
  const std::string_view text = analysis.text();
  const uint32_t end = person.mentions.front().end;
  if (text.substr(end, 2) != ", ") return false;
  const std::string_view rest = text.substr(end + 2);
  return std::any_of(patterns_.introductions.begin(), patterns_.introductions.end(),
                     [&](const std::string& word) {
                       return rest.starts_with(word) && rest.substr(word.size()).starts_with(" ");
                     });
}

// Whether a mention of the person between the offsets is a name, not a pronoun: "they say" may
// be read as the last person named when it means the group itself.
bool named_by_name_between(const analysis::ArticleAnalysis& analysis,
                           const analysis::Source& person, uint32_t from, uint32_t until) {
  const std::string_view text = analysis.text();
  return std::any_of(person.mentions.begin(), person.mentions.end(), [&](Span m) {
    return m.start >= from && m.start < until && text[m.start] >= 'A' && text[m.start] <= 'Z';
  });
}

// An expert by post quoted right after "experts say" is one of them even when the article
// introduced them earlier ("Political scientists say ... \"People vote if...\", said Whitfield"):
// an expert set against the group is introduced by the contrast, not by the group's own words.
bool PhraseRule::is_expert_after_experts(const analysis::Source& person,
                                         const GroupWords& group) const {
  return patterns_.named_next == NamedNext::Members && group.experts &&
         has_word_stem(person.role, patterns_.expert_stems);
}

// True when the sentence after the match introduces a person by name, with their post or
// organization, and gives them words: the member of the group the reader was waiting for; one of
// the body the group names may come a sentence later. A headline that sums up the story
// (`whole_story`) may have the member anywhere below. A person named before the match is someone
// else, answering the group ("o prefeito disse") or set against it, unless an expert quoted by
// name right after "experts say"; one with no post is rarely one of its members.
bool PhraseRule::member_named_next(const analysis::ArticleAnalysis& analysis, Span match,
                                   const GroupWords& group, bool whole_story) const {
  if (patterns_.named_next == NamedNext::None) return false;
  if (patterns_.named_next == NamedNext::Experts && !group.experts) return false;
  // "Other leaders said ... They suggested one method: ... \"...,\" said Tom Rath, a GOP leader":
  // the group goes on speaking in the next sentence, and its member may come after that.
  const uint32_t next_sentence_end =
      end_of_sentences(analysis, match.start, group_speaks_on(analysis, match) ? 2 : 1);
  // "Harbor Authority officials say ... [a sentence] ... said Dan Moss, the Authority's spokesman".
  const uint32_t body_until = end_of_sentences(analysis, match.start, 2);
  const uint32_t until = whole_story ? static_cast<uint32_t>(analysis.text().size())
                                     : std::max(next_sentence_end, body_until);
  for (const analysis::Attribution& a : analysis.attributions) {
    const bool cue_below = a.cue.start >= match.end && a.cue.start < until;
    const bool covers_below = a.covers.start >= match.end && a.covers.start < until;
    if (!cue_below && !covers_below) continue;
    const analysis::Source* person = named_person(analysis, a);
    if (person == nullptr) continue;
    const bool far = a.cue.start >= next_sentence_end && a.covers.start >= next_sentence_end;
    const bool past_next = !whole_story && far;
    if (past_next && !names_the_same_body(group.words, *person)) continue;
    if (!one_of_them(analysis, *person, group, far)) continue;
    const bool named_before = std::any_of(person->mentions.begin(), person->mentions.end(),
                                          [&](Span m) { return m.start < match.end; });
    if (!named_before) return true;
    // "Some Republican leaders said ... \"...,\" said Hough": a politician of the party the group
    // names, introduced earlier, is one of them quoted next.
    if (!far && !group.one_person && of_the_party(*person, group)) return true;
    if (!far && is_expert_after_experts(*person, group) &&
        named_by_name_between(analysis, *person, match.end, next_sentence_end)) {
      return true;
    }
  }
  return !whole_story && member_introduced_next(analysis, match, group, next_sentence_end);
}

// "Critics say the numbers tell a different story. The Marlow Justice Coalition, a civil rights
// group, counted ...", "Anti-TPP activists said ... Democracy for America, a progressive outfit,
// launched ...": the next sentence opens by introducing a body with no stake in the story, which
// names the group. Not for one unnamed person or anonymous insiders, nor for a body the story
// covers or an agency.
bool PhraseRule::body_named_next(const analysis::ArticleAnalysis& analysis, Span match,
                                 const GroupWords& group) const {
  if (patterns_.named_next == NamedNext::None || group.one_person) return false;
  const uint32_t s = analysis.sentence_index(match.start);
  if (s == analysis::kNone || s + 1 >= analysis.sentences.size()) return false;
  std::vector<text::Token> scratch;
  const std::vector<text::Token>& tokens = analysis.tokens_of(s + 1, scratch);
  size_t first = 0;
  while (first < tokens.size() && !tokens[first].is_word()) ++first;
  const auto& articles = patterns_.opening_articles;
  if (first + 1 < tokens.size() &&
      std::find(articles.begin(), articles.end(), tokens[first].lower) != articles.end()) {
    ++first;
  }
  if (first >= tokens.size() || !tokens[first].capitalized) return false;
  const uint32_t at = tokens[first].span.start;
  for (const analysis::Source& body : analysis.sources) {
    if (body.type != analysis::SourceType::Organization || body.official ||
        body.stake == analysis::Stake::Subject) {
      continue;
    }
    // Introduced there, with a description after its comma: "The Marlow Justice Coalition, a
    // civil rights group,", not "The White House emphasizes".
    if (body.mentions.empty() || body.mentions.front().start != at) continue;
    const uint32_t end = body.mentions.front().end;
    if (end < analysis.text().size() && analysis.text()[end] == ',') {
      // "People familiar with the negotiations said ... The Eastern Valley Nurses Union, which
      // ...": insiders kept anonymous (param "anonymous") are no body's public voice.
      return folded_stems_in(group.folded, patterns_.anonymous_stems).empty();
    }
  }
  return false;
}

// Whether the sentence after the match opens with a pronoun of the group (param
// "group-pronouns": "They suggested ..."), which goes on with the group's words.
bool PhraseRule::group_speaks_on(const analysis::ArticleAnalysis& analysis, Span match) const {
  if (patterns_.group_pronouns.empty()) return false;
  const uint32_t s = analysis.sentence_index(match.start);
  if (s == analysis::kNone || s + 1 >= analysis.sentences.size()) return false;
  std::vector<text::Token> scratch;
  const std::vector<text::Token>& tokens = analysis.tokens_of(s + 1, scratch);
  for (const text::Token& token : tokens) {
    if (!token.is_word()) continue;  // an opening quotation mark or dash
    return std::find(patterns_.group_pronouns.begin(), patterns_.group_pronouns.end(),
                     token.lower) != patterns_.group_pronouns.end();
  }
  return false;
}

// "Many liberal Democrats have warned the Fed. Rep. Dana Roy (D-Calif.) joked to its chair
// that...": a person named for the first time in the next sentence, in one of the group's posts
// or of the party it names, is one of them whatever they do there.
bool PhraseRule::member_introduced_next(const analysis::ArticleAnalysis& analysis, Span match,
                                        const GroupWords& group, uint32_t until) const {
  for (const analysis::Source& person : analysis.sources) {
    if (person.type != analysis::SourceType::Person || person.mentions.empty()) continue;
    const Span first = person.mentions.front();
    if (first.start < match.end || first.start >= until) continue;
    // A role read as a name ("governador que") starts in lower case.
    if (person.name.empty() || (person.name[0] >= 'a' && person.name[0] <= 'z')) continue;
    if (holds_members_post(analysis, person, group, introduced_by_clause(analysis, person)) ||
        of_the_party(person, group))
      return true;
    // "Especialistas em regulação veem pontos frágeis. A professora Helena Couto, ..., é uma
    // delas.": an expert by post introduced right after experts is one of them, words or not.
    if (group.experts && has_word_stem(person.role, patterns_.expert_stems)) return true;
  }
  return false;
}

// True when the match's group is polls or studies and the rest of its sentence or the next one
// names one: "Polls show ..., according to a CNN/ORC poll", "polling shows why: A recent
// Bloomberg poll showed", "polls suggest she should not. ..., according to Gallup". A document
// word after a capitalized word that does not open the sentence, or a pollster or statistics
// office given words, names it.
bool PhraseRule::document_named_next(const analysis::ArticleAnalysis& analysis, Span match,
                                     const GroupWords& group) const {
  if (patterns_.document_stems.empty()) return false;
  // "many other polls show": others than the one the story names (param "others").
  if (has_folded_stem(group.folded, patterns_.other_words)) return false;
  // The kinds of document the group names: "polling" is named by a poll, not by a report.
  const std::vector<std::string> kinds = folded_stems_in(group.folded, patterns_.document_stems);
  if (kinds.empty()) return false;
  const uint32_t until = end_of_sentences(analysis, match.start, 1);
  if (until <= match.end) return false;
  for (const analysis::Attribution& a : analysis.attributions) {
    if (a.cue.start < match.end || a.cue.start >= until || a.source == analysis::kNone) continue;
    const analysis::Source& source = analysis.sources[a.source];
    if (!source.statistics || source.type != analysis::SourceType::Organization) continue;
    // The group itself read as a pollster ("Polls show ... backers say") names no one.
    const bool the_group = std::any_of(source.mentions.begin(), source.mentions.end(), [&](Span m) {
      return m.start < match.end && m.end > match.start;
    });
    if (!the_group) return true;
  }
  // The analysis's own tokens of the sentences from the match to `until`, not a new tokenization.
  std::vector<text::Token> scratch;
  for (uint32_t s = analysis.sentence_index(match.start);
       s < analysis.sentences.size() && analysis.sentences[s].span.start < until; ++s) {
    const std::vector<text::Token>& tokens = analysis.tokens_of(s, scratch);
    const uint32_t sentence_start = analysis.sentences[s].span.start;
    for (size_t i = 0; i < tokens.size(); ++i) {
      if (tokens[i].span.start < match.end || tokens[i].span.end > until) continue;
      // The kinds are among the document stems: one test on the folded token rules most out.
      if (!has_folded_stem(tokens[i].lower, patterns_.document_stems)) continue;
      if (authored_document_at(tokens, i, until)) return true;
      if (!has_folded_stem(tokens[i].lower, kinds)) continue;
      // "pesquisa Datafolha": the name after the word.
      if (i + 1 < tokens.size() && tokens[i + 1].span.end <= until && tokens[i + 1].capitalized &&
          tokens[i + 1].is_word()) {
        return true;
      }
      // "A recent Bloomberg poll": the name before it, unless that word opens the sentence ("The
      // poll showed").
      if (i == 0 || tokens[i - 1].span.start < match.end || !tokens[i - 1].capitalized) continue;
      if (sentence_start != tokens[i - 1].span.start) return true;
    }
  }
  return false;
}

// Where the first of `entries` ("by", "published in") that the tokens from `k` spell ends, or k.
size_t words_at(const std::vector<text::Token>& tokens, size_t k,
                const std::vector<std::string>& entries) {
  for (const std::string& entry : entries) {
    size_t at = k;
    std::string_view rest = entry;
    while (!rest.empty() && at < tokens.size()) {
      const size_t space = rest.find(' ');
      if (tokens[at].lower != rest.substr(0, space)) break;
      ++at;
      rest = space == std::string_view::npos ? std::string_view() : rest.substr(space + 1);
    }
    if (rest.empty()) return at;
  }
  return k;
}

// "earlier studies suggested less: a report released by the Harbor Institute": a document of any
// kind (the word at `i`) whose author is named right after it (param "authors": "by", "pelo") is
// the one meant.
bool PhraseRule::authored_document_at(const std::vector<text::Token>& tokens, size_t i,
                                      uint32_t until) const {
  if (patterns_.author_words.empty()) return false;
  constexpr size_t kReach = 3;  // "report released by", "study is published in"
  for (size_t k = i + 1; k < tokens.size() && k <= i + kReach && tokens[k].span.end <= until; ++k) {
    // "The study, by the Harbor Institute,": the comma of an aside right after the word.
    if (k == i + 1 && tokens[k].is_symbol(",")) continue;
    if (!tokens[k].is_word()) return false;
    const size_t after = words_at(tokens, k, patterns_.author_words);
    if (after == k) continue;
    // "by the Harbor Institute": a short word of lower case between, an article.
    constexpr size_t kArticleSize = 3;
    size_t name = after;
    if (name < tokens.size() && !tokens[name].capitalized &&
        tokens[name].text.size() <= kArticleSize) {
      ++name;
    }
    return name < tokens.size() && tokens[name].span.end <= until && tokens[name].capitalized &&
           tokens[name].is_word();
  }
  return false;
}

// True when the match names experts with a definite article (param "definite") and the article
// named an expert before: after "os neurologistas Ana Lopes e Rui Campos", "segundo os médicos"
// points back to them, where "segundo os médicos" with no expert named is doctors as a kind, as
// vague as "segundo médicos". Only definite matches pay for reading the text before them.
bool PhraseRule::points_back(const analysis::ArticleAnalysis& analysis, Span match) const {
  if (patterns_.definite_articles.empty()) return false;
  std::vector<text::Token> tokens;
  text::tokenize(analysis.text(), match, tokens);
  constexpr size_t kReach = 4;  // "segundo os", "de acordo com os"
  const auto& articles = patterns_.definite_articles;
  for (size_t i = 0; i + 1 < tokens.size() && i < kReach; ++i) {
    if (std::find(articles.begin(), articles.end(), tokens[i].lower) == articles.end()) continue;
    if (!has_word_stem(tokens[i + 1].lower, patterns_.expert_stems)) return false;
    const bool expert_source_before = std::any_of(
        analysis.sources.begin(), analysis.sources.end(), [&](const analysis::Source& s) {
          return s.type == analysis::SourceType::Person && !s.mentions.empty() &&
                 s.mentions.front().start < match.start &&
                 has_word_stem(s.role, patterns_.expert_stems);
        });
    if (expert_source_before) return true;
    // An expert by trade right before a name ("a economista Rita Faria", "os neurologistas Ana
    // Lopes e Rui Campos"), whether or not the analysis made them a source.
    std::vector<text::Token> before;
    text::tokenize(analysis.text(), Span{0, match.start}, before);
    for (size_t k = 0; k + 1 < before.size(); ++k) {
      if (before[k + 1].capitalized && before[k + 1].is_word() && !before[k].capitalized &&
          has_word_stem(before[k].lower, patterns_.expert_stems)) {
        return true;
      }
    }
    return false;
  }
  return false;
}

// True when the match names a kind of anonymous source (param "anonymous") and a sentence
// anywhere in the article that names the same kind says why such sources are not named
// (<unless scope="article">): "An Israeli official, speaking on condition of anonymity to discuss
// the schedule, said" explains the story's "Israeli officials said". Only matches of those kinds
// pay for the scan.
bool PhraseRule::explained_elsewhere(const analysis::ArticleAnalysis& analysis, Span match,
                                     const GroupWords& group) const {
  if (!patterns_.unless_article || patterns_.anonymous_stems.empty()) return false;
  const std::string_view text = analysis.text();
  const std::vector<std::string> kinds = folded_stems_in(group.folded, patterns_.anonymous_stems);
  if (kinds.empty()) return false;
  // What sets these sources apart from others of their kind ("Israeli", "intelligence",
  // "planning"): a word of six letters or more, or a capitalized one, besides the kind and the
  // cue that opens the match ("according", "segundo"), in the match or in a name right after it
  // that says whose they are ("segundo assessores do Palácio", "sources at the Pentagon").
  std::vector<text::Token> tokens;
  text::tokenize(text, match, tokens);
  const size_t in_match = tokens.size();
  const text::Sentence* own = analysis.sentence_at(match.start);
  if (own != nullptr && own->span.end > match.end) {
    constexpr size_t kAfter = 5;  // "at the White House"
    std::vector<text::Token> after;
    text::tokenize(text, Span{match.end, own->span.end}, after);
    const bool short_link = !after.empty() && after[0].is_word() && !after[0].capitalized &&
                            text::count_code_points(after[0].lower) <= 3;
    for (size_t k = 1; short_link && k < after.size() && k < kAfter; ++k) {
      if (after[k].capitalized && after[k].is_word())
        tokens.push_back(after[k]);
      else if (!after[k].is_word() || text::count_code_points(after[k].lower) > 3)
        break;
    }
  }
  std::vector<std::string> marks;
  for (size_t k = 0; k < tokens.size(); ++k) {
    const text::Token& t = tokens[k];
    if (!t.is_word() || has_word_stem(t.lower, kinds)) continue;
    if (k == 0 && in_match > 1 && !t.capitalized) continue;
    if (t.capitalized ? t.lower.size() >= 3 : text::count_code_points(t.lower) >= 6) {
      marks.push_back(t.lower);
    }
  }
  if (marks.empty()) return false;
  Span found;
  size_t pos = 0;
  while (pos < text.size() &&
         find_word_match(*patterns_.unless_article, text, pos, text.size(), found)) {
    const text::Sentence* sentence = analysis.sentence_at(found.start);
    if (sentence != nullptr) {
      const Span span = sentence->span;
      const std::string_view said = text.substr(span.start, span.size());
      if (has_word_stem(said, kinds) && has_word_stem(said, marks)) return true;
      pos = std::max<size_t>(span.end, found.end);
    } else {
      pos = found.end;
    }
  }
  return false;
}

// True when the group tells something to someone in the story, not to the reader: "immigration
// officials told him he was not a citizen", "dois analistas informaram ao delegado que": they act
// in the story (params addressee-verbs and addressees). Telling reporters or an outlet is a
// citation and stays flagged.
bool PhraseRule::tells_someone_in_story(std::string_view text, Span match) const {
  if (patterns_.addressee_verbs.empty() || patterns_.addressees.empty()) return false;
  constexpr size_t kAfter = 24;  // bytes after the match: "ao delegado", "him"
  std::vector<text::Token> tokens;
  text::tokenize(
      text,
      Span{match.start, static_cast<uint32_t>(std::min<size_t>(text.size(), match.end + kAfter))},
      tokens);
  auto listed = [](const std::vector<std::string>& list, const std::string& word) {
    return std::find(list.begin(), list.end(), word) != list.end();
  };
  for (size_t k = 0; k + 1 < tokens.size(); ++k) {
    if (tokens[k].span.end != match.end) continue;  // the match's last word, its verb
    if (!listed(patterns_.addressee_verbs, tokens[k].lower)) return false;
    size_t next = k + 1;
    // "ao delegado", "à juíza", "the judge": a short article or contraction before the person.
    if (tokens[next].is_word() && !tokens[next].capitalized &&
        !listed(patterns_.addressees, tokens[next].lower) &&
        text::count_code_points(tokens[next].lower) <= 3) {
      ++next;
    }
    // "told Flint residents": a place's name before them.
    constexpr size_t kNameWords = 2;
    for (size_t n = 0; n < kNameWords && next + 1 < tokens.size() && tokens[next].capitalized;
         ++n) {
      ++next;
    }
    return next < tokens.size() && listed(patterns_.addressees, tokens[next].lower);
  }
  return false;
}

// "Até dezembro, segundo ele, acreditou-se que": the speaker's tag, the cue and the speaker
// alone before a comma, opens the clause the match is in.
bool tags_the_clause(const analysis::Source& speaker, const std::vector<text::Token>& between) {
  if (between.size() < 2 || !between.back().is_symbol(",")) return false;
  const Span named{between.front().span.start, between[between.size() - 2].span.end};
  return std::any_of(speaker.mentions.begin(), speaker.mentions.end(),
                     [&](Span m) { return m.start == named.start && m.end == named.end; });
}

// True when the match is inside what a named person says, in reported speech: "Palmieri noted
// that experts say", "o ministro afirmou que especialistas avaliam". The speaker, not the
// article, rests the claim on the group, as with the same words in quotation marks. The
// speaker's cue comes first in the sentence, and a word of reported speech (param "reported")
// lies between it and the match.
bool PhraseRule::in_reported_speech(const analysis::ArticleAnalysis& analysis, Span match) const {
  if (patterns_.complementizers.empty()) return false;
  const text::Sentence* sentence = analysis.sentence_at(match.start);
  if (sentence == nullptr) return false;
  const std::string_view text = analysis.text();
  std::vector<text::Token> first;
  text::tokenize(text, match, first);
  const bool capital = !first.empty() && first.front().capitalized;
  for (const analysis::Attribution& a : analysis.attributions) {
    // "While Clinton claimed that the videos exist, experts affirm": a cue whose clause ends
    // before the match does not report it.
    if (a.via_link || a.cue.empty() || a.cue.start < sentence->span.start ||
        a.cue.end > match.start || a.covers.end <= match.start || a.source == analysis::kNone) {
      continue;
    }
    const analysis::Source& speaker = analysis.sources[a.source];
    // A person or a body named in full ("sua campanha afirmou que as pesquisas internas
    // mostram"): the claim is theirs to answer for.
    const bool named_speaker = speaker.type == analysis::SourceType::Person ||
                               speaker.type == analysis::SourceType::Organization;
    if (!named_speaker || speaker.name.find(' ') == std::string::npos) {
      continue;
    }
    std::vector<text::Token> between;
    text::tokenize(text, Span{a.cue.end, match.start}, between);
    // "... do trabalho Muitos veem": a capital after a word is a sentence the text ran on into.
    if (capital && !between.empty() && between.back().is_word()) continue;
    if (reports_into(between) || tags_the_clause(speaker, between)) return true;
  }
  return false;
}

// "Polling shows that \"voters are tired,\" said Dana Whitfield": the group opens a clause that
// runs into a named speaker's quotation in the same sentence, so the whole clause is theirs. Only
// a word or two may stand between ("that", "que").
bool PhraseRule::leads_into_quote(const analysis::ArticleAnalysis& analysis, Span flagged) const {
  if (patterns_.complementizers.empty()) return false;
  const text::Sentence* sentence = analysis.sentence_at(flagged.start);
  if (sentence == nullptr) return false;
  for (const analysis::Quote& quote : analysis.quotes) {
    if (quote.outer.start < flagged.end || quote.outer.start >= sentence->span.end) continue;
    if (quote.speaker == analysis::kNone) return false;
    const analysis::Source& speaker = analysis.sources[quote.speaker];
    if (speaker.type != analysis::SourceType::Person ||
        speaker.name.find(' ') == std::string::npos) {
      return false;
    }
    std::vector<text::Token> between;
    text::tokenize(analysis.text(), Span{flagged.end, quote.outer.start}, between);
    constexpr size_t kReach = 2;  // "that", "shows that"
    if (between.empty() || between.size() > kReach) return false;
    const auto& words = patterns_.complementizers;
    return std::find(words.begin(), words.end(), between.back().lower) != words.end();
  }
  return false;
}

// Whether the words from a speech cue to a match open reported speech that runs on into the
// match: the word of reported speech within the first few words ("noted that", "said Tuesday
// that"), and nothing that ends the speaker's clause on the way (a quotation mark, a dash, a
// semicolon, a parenthesis) or makes the match a tag of its own (", according to sources").
bool PhraseRule::reports_into(const std::vector<text::Token>& between) const {
  constexpr size_t kReach = 4;  // "said in a statement that"
  if (between.empty() || between.back().is_symbol(",")) return false;
  bool opened = false;
  for (size_t k = 0; k < between.size(); ++k) {
    const text::Token& t = between[k];
    if (t.is_symbol() && !t.is_symbol(",")) return false;
    const auto& words = patterns_.complementizers;
    if (k < kReach && std::find(words.begin(), words.end(), t.lower) != words.end()) opened = true;
  }
  return opened;
}

// True when the match's group is the outlet's own interviewees ("especialistas ouvidos pelo
// jornal", in the match or just after it) and the article gives words to one of them by name,
// anywhere: such a story introduces the people it interviewed, before or after summing them up.
// Unnamed interviewees, or a story that quotes only the mayor, stay flagged.
bool PhraseRule::interviewees_named(const analysis::ArticleAnalysis& analysis, Span match) const {
  if (patterns_.interviewee_words.empty() || patterns_.named_next != NamedNext::Members) {
    return false;
  }
  const std::string_view text = analysis.text();
  const text::Sentence* sentence = analysis.sentence_at(match.start);
  // "De acordo com cientistas políticos ouvidos pelo jornal": a few words may follow the match.
  constexpr uint32_t kReachAfter = 48;
  uint32_t end = std::min<uint32_t>(match.end + kReachAfter, static_cast<uint32_t>(text.size()));
  if (sentence != nullptr) end = std::min(end, sentence->span.end);
  const std::string folded = text::fold_case(text.substr(match.start, end - match.start));
  const bool interviewees =
      std::any_of(patterns_.interviewee_words.begin(), patterns_.interviewee_words.end(),
                  [&](const std::string& words) { return folded.find(words) != std::string::npos; });
  if (!interviewees) return false;
  // Away from the match, only an expert by trade, or someone of an outside body, is one of them:
  // the story's officials and the sides it quotes are its other voices. One the story introduced
  // before the summing up is another voice ("Para a epidemiologista Marta Lins, ...
  // Especialistas ouvidos pela reportagem afirmam").
  return std::any_of(analysis.attributions.begin(), analysis.attributions.end(),
                     [&](const analysis::Attribution& a) {
                       const analysis::Source* person = named_person(analysis, a);
                       if (person == nullptr || person->mentions.empty() ||
                           person->mentions.front().start < match.start)
                         return false;
                       return has_word_stem(person->role, patterns_.expert_stems) ||
                              (person->stake == analysis::Stake::Independent &&
                               !person->organization.empty());
                     });
}

// True when the sentence of the match ends in a question mark, before any closing quotes or
// brackets: "O senhor concorda com os economistas que dizem que o pedágio vai subir?". A question
// quoted inside a statement ("“why not?” asked Dunn") leaves the sentence a statement.
bool PhraseRule::in_question(const analysis::ArticleAnalysis& analysis, const Block& block,
                             Span flagged) const {
  if (!patterns_.skip_questions) return false;
  const text::Sentence* sentence = analysis.sentence_at(flagged.start);
  const Span range = sentence != nullptr ? sentence->span : block.span;
  return text::ends_in_question(std::string_view(analysis.text()).substr(range.start, range.size()));
}

// "a slew of HDP leaders agree": when no clause opening was within reach, the capitalized words
// right before the group still name whose it is (up to three; the sentence's first word only when
// it is an acronym, since any word is capitalized there).
Span PhraseRule::with_name_before(const analysis::ArticleAnalysis& analysis, const Block& block,
                                  Span flagged) const {
  constexpr int kMaxNames = 3;
  const std::string_view text = analysis.text();
  const text::Sentence* sentence = analysis.sentence_at(flagged.start);
  const size_t floor = sentence != nullptr ? sentence->span.start : block.span.start;
  size_t start = flagged.start;
  for (int names = 0; names < kMaxNames && start > floor + 1 && text[start - 1] == ' '; ++names) {
    size_t word_start = start - 1;
    while (word_start > floor && text[word_start - 1] != ' ') --word_start;
    const std::string_view word = text.substr(word_start, start - 1 - word_start);
    if (word.empty() || word[0] < 'A' || word[0] > 'Z') break;
    if (std::any_of(word.begin(), word.end(), [](char c) {
          return c == ',' || c == ';' || c == ':' || c == '(' || c == ')' || c == '"';
        })) {
      break;  // punctuation closes a clause: "Until Trump, officials said"
    }
    const bool acronym = std::all_of(word.begin(), word.end(), [](char c) {
      return (c >= 'A' && c <= 'Z') || c == '.' || c == '-';
    });
    if (word_start == floor && !acronym) break;
    start = word_start;
  }
  return Span{static_cast<uint32_t>(start), flagged.end};
}

// Apostrophes, hyphens and periods inside a word: "Sanders’", "pro-business", "U.S.".
bool continues_word(char32_t cp) {
  return cp == U'\'' || cp == U'\u2019' || cp == U'-' || cp == U'.';
}

// The modifiers of a noun stand before it ("Antitrust experts", "Some Republican strategists"),
// and only a clause opening tells them from the words of the clause before: so the finding widens
// over at most max_words words, and only when they reach the sentence start, a punctuation mark,
// or a stop word ("But", "that", "said"), which stays outside. A regex could express this only
// with optional word loops at every comma, which multiplied the rule's DFA states.
Span PhraseRule::extended(const analysis::ArticleAnalysis& analysis, const Block& block,
                          Span flagged, int max_words) const {
  if (max_words == 0) return flagged;
  const std::string_view text = analysis.text();
  const text::Sentence* sentence = analysis.sentence_at(flagged.start);
  const size_t floor = sentence != nullptr ? sentence->span.start : block.span.start;
  size_t start = flagged.start;  // start of the leftmost word taken so far
  for (int words = 0; words <= max_words; ++words) {
    size_t i = start;
    char32_t cp = 0;
    while (i > floor) {  // the white space before the word
      size_t j = i;
      cp = text::previous_code_point(text, j);
      if (cp != U' ' && cp != U'\t' && cp != U'\n' && cp != U'\r' && cp != U'\u00A0') break;
      i = j;
    }
    if (i <= floor) break;  // the sentence starts here
    if (!is_word_char(cp)) {
      // Punctuation opens a clause, unless it ends a word: "Sanders’ aides", "Mrs. Reyes".
      size_t j = i;
      text::previous_code_point(text, j);
      if (!continues_word(cp) || j <= floor) break;
      size_t k = j;
      if (!is_word_char(text::previous_code_point(text, k))) break;
    }
    size_t word_start = i;
    while (word_start > floor) {
      size_t j = word_start;
      char32_t c = text::previous_code_point(text, j);
      if (!is_word_char(c) && !continues_word(c)) break;
      word_start = j;
    }
    if (patterns_.stops.count(text::fold_case(text.substr(word_start, i - word_start))) != 0) {
      break;
    }
    if (words == max_words) return flagged;  // no clause opening within reach
    start = word_start;
  }
  return Span{static_cast<uint32_t>(start), flagged.end};
}

// True when an <unless scope="match"> match overlaps the phrase match: "esses estudos mostram"
// overlapping "estudos mostram" spares that phrase but not another one in the same sentence.
bool overlapping_match(const LiteralPrefilter& unless, std::string_view text, Span range,
                       Span match) {
  std::vector<int> candidates;
  unless.candidates(text.substr(range.start, range.size()), candidates);
  Span found;
  FoundMatches known;
  size_t pos = range.start;
  while (pos < range.end && !candidates.empty() &&
         find_first_of(unless, candidates, known, text, pos, range.end, found)) {
    if (found.start >= match.end) return false;
    if (found.overlaps(match)) return true;
    pos = found.start;
    text::next_code_point(text, pos);
  }
  return false;
}

bool PhraseRule::suppressed(const analysis::ArticleAnalysis& analysis, const Block& block,
                            Span match, Span flagged, UnlessCache& sentence_cache,
                            UnlessCache& block_cache) const {
  const std::string_view text = analysis.text();
  // The flagged part decides the sentence: a match may begin with the end of the previous one.
  const text::Sentence* sentence = analysis.sentence_at(flagged.start);
  Span range = sentence != nullptr ? sentence->span : block.span;
  if (patterns_.unless_match.size() > 0 &&
      overlapping_match(patterns_.unless_match, text, range, match)) {
    return true;
  }
  if (patterns_.unless_sentence &&
      cached_search(*patterns_.unless_sentence, text, range, sentence_cache)) {
    return true;
  }
  if (patterns_.unless_next) {
    Span both{range.start, std::max(range.end, end_of_sentences(analysis, flagged.start, 1))};
    Span ignored;
    if (find_word_match(*patterns_.unless_next, text, both.start, both.end, ignored)) return true;
  }
  return patterns_.unless_block &&
         cached_search(*patterns_.unless_block, text, block.span, block_cache);
}

Located PhraseRule::locate(std::string_view text, Span match,
                           std::vector<re2::StringPiece>& groups) const {
  Located found{match, 0};
  if (!patterns_.reads_groups) return found;
  const Alternative* phrase = matching_alternative(text, match);
  if (phrase == nullptr || (phrase->flag_group < 0 && phrase->extend_group < 0)) return found;
  const RE2& re = *phrase->re;
  const re2::StringPiece whole(text.data(), text.size());
  if (phrase->flag_group < 0) {
    // The extend group wraps the whole phrase, so it takes part in every match of it: whether
    // the phrase matches here, in its context, is all there is to read, and RE2 answers that
    // from its DFA without the capture pass (the slowest search, on a phrase of long lists).
    if (re.Match(whole, match.start, match.end, RE2::ANCHOR_BOTH, nullptr, 0)) {
      found.extend_words = phrase->extend_words;
    }
    return found;
  }
  groups.assign(static_cast<size_t>(re.NumberOfCapturingGroups()) + 1, re2::StringPiece());
  // The search asked RE2 for the match bounds only (its fast path); groups cost a second,
  // anchored pass, paid only for phrases that flag part of their match or widen it.
  if (!re.Match(whole, match.start, match.end, RE2::ANCHOR_BOTH, groups.data(),
                static_cast<int>(groups.size()))) {
    return found;
  }
  if (phrase->extend_group >= 0 &&
      groups[static_cast<size_t>(phrase->extend_group)].data() != nullptr) {
    found.extend_words = phrase->extend_words;
  }
  if (phrase->flag_group >= 0) {
    const re2::StringPiece& group = groups[static_cast<size_t>(phrase->flag_group)];
    if (group.data() != nullptr && !group.empty()) {
      auto start = static_cast<uint32_t>(group.data() - text.data());
      found.flag = Span{start, start + static_cast<uint32_t>(group.size())};
    }
  }
  return found;
}

// The first phrase, in pack order, that matches the whole match: the joined alternation prefers
// it over later ones. The set tests every phrase in one pass over the matched text alone, which
// can only add candidates (^ and $ hold at its edges), so when it names several, each is checked
// in the text around it.
const Alternative* PhraseRule::matching_alternative(std::string_view text, Span match) const {
  std::vector<int> candidates;
  if (!patterns_.alternative_set->Match(
          re2::StringPiece(text.data() + match.start, match.end - match.start), &candidates)) {
    return nullptr;
  }
  std::sort(candidates.begin(), candidates.end());
  if (candidates.size() == 1) return &patterns_.alternatives[static_cast<size_t>(candidates[0])];
  for (int index : candidates) {
    const Alternative& phrase = patterns_.alternatives[static_cast<size_t>(index)];
    if (phrase.re->Match(re2::StringPiece(text.data(), text.size()), match.start, match.end,
                         RE2::ANCHOR_BOTH, nullptr, 0)) {
      return &phrase;
    }
  }
  return nullptr;
}

// --- loading ---

Error load_error(std::string where, std::string message) {
  return make_error(ErrorCode::InvalidRule, std::move(where), std::move(message));
}

/// Translates and compiles one <phrase> or <unless> alone, so that errors point at its line.
Result<std::string> compile_one(const pugi::xml_node& node, std::string_view flag_name,
                                const LoadContext& context) {
  if (Status s = check_attributes(
          node, std::string_view(node.name()) == "unless" ? "scope" : "extend-left", context);
      !s) {
    return s.error();
  }
  Result<std::string> pattern = text_only(node, context);
  if (!pattern) return pattern.error();
  if (pattern->empty()) {
    return load_error(context.where(node),
                      std::string("<") + node.name() + "> is empty; write the words to match");
  }
  Result<std::string> regex = translate_pattern(*pattern, *context.lexicon, flag_name);
  if (!regex) {
    return load_error(context.where(node), "in \"" + *pattern + "\": " + regex.error().message);
  }
  RE2 re(*regex, pattern_options());
  if (!re.ok()) {
    return load_error(
        context.where(node),
        "\"" + *pattern + "\" is not a valid RE2 pattern: " + re.error() +
            "; escape ( ) [ ] { } ? * + . | with a backslash to match them literally");
  }
  return *regex;
}

void append_alternative(std::string& joined, const std::string& regex) {
  if (!joined.empty()) joined += '|';
  joined += "(?:" + regex + ")";
}

/// Reads <phrases>: every <phrase>, with uniquely named flag groups; a phrase with
/// extend-left="N" is wrapped in a group named "extend_<count>", its N in `widths`.
Status load_phrases(const pugi::xml_node& phrases, const LoadContext& context, int& count,
                    std::map<std::string, int>& widths, std::vector<std::string>& alternatives) {
  if (Status s = check_attributes(phrases, "", context); !s) return s;
  for (pugi::xml_node child : phrases.children()) {
    if (child.type() != pugi::node_element) continue;
    if (std::string_view(child.name()) != "phrase") {
      return load_error(context.where(child), std::string("unknown element <") + child.name() +
                                                  "> in <phrases>; allowed: phrase");
    }
    Result<std::string> regex = compile_one(child, "flag_" + std::to_string(count), context);
    if (!regex) return regex.error();
    if (pugi::xml_attribute width = child.attribute("extend-left")) {
      std::string_view value = width.value();
      if (value.size() != 1 || value[0] < '1' || value[0] > '4') {
        return load_error(context.where(child),
                          "extend-left=\"" + std::string(value) +
                              "\" on <phrase>; give a number of words, 1 to 4");
      }
      std::string name = "extend_" + std::to_string(count);
      widths[name] = value[0] - '0';
      alternatives.push_back("(?P<" + name + ">" + *regex + ")");
    } else {
      alternatives.push_back(*regex);
    }
    ++count;
  }
  return Ok{};
}

Result<std::unique_ptr<RE2>> compile_joined(const std::string& joined, const pugi::xml_node& rule,
                                            const LoadContext& context) {
  auto re = std::make_unique<RE2>(joined, pattern_options());
  if (!re->ok()) {
    // Each pattern compiled alone, so this is a size limit: too many or too long list entries.
    return load_error(context.where(rule), "the rule's patterns together do not compile (" +
                                               re->error() + "); split the rule or its lists");
  }
  return re;
}

/// Takes each phrase alone (as `by_words` compiled it: the same regex, the same options) and
/// compiles all of them as an anchored set, for PhraseRule::locate.
Status compile_alternatives(const std::vector<std::string>& regexes,
                            const std::map<std::string, int>& widths, const pugi::xml_node& rule,
                            const LoadContext& context, PhrasePatterns& patterns) {
  patterns.alternative_set = std::make_unique<RE2::Set>(pattern_options(), RE2::ANCHOR_BOTH);
  for (size_t i = 0; i < regexes.size(); ++i) {
    const std::string& regex = regexes[i];
    Alternative phrase;
    phrase.re = &patterns.by_words.pattern(static_cast<int>(i));
    std::string error;
    if (!phrase.re->ok() || patterns.alternative_set->Add(regex, &error) < 0) {
      return load_error(context.where(rule), "a phrase does not compile alone; split the rule");
    }
    for (const auto& [name, index] : phrase.re->NamedCapturingGroups()) {
      if (name.starts_with("flag_")) phrase.flag_group = index;
      if (auto it = widths.find(name); it != widths.end()) {
        phrase.extend_group = index;
        phrase.extend_words = it->second;
      }
    }
    patterns.alternatives.push_back(std::move(phrase));
  }
  if (!patterns.alternative_set->Compile()) {
    return load_error(context.where(rule), "the rule's phrases do not compile as a set; split it");
  }
  return Ok{};
}

/// The one word a <param> takes among `choices` ("none", "attributed", "all"); an error that
/// lists them when it gives another or several.
Result<std::string> one_word(RuleParams& params, const RuleSpec& spec,
                             const pugi::xml_node& element, const LoadContext& context,
                             std::string_view name, std::string_view fallback,
                             std::initializer_list<std::string_view> choices) {
  auto words = params.words(name, fallback, choices);
  if (!words) return words.error();
  if (words->size() == 1) return *words->begin();
  std::string listed;
  for (std::string_view choice : choices) {
    if (!listed.empty()) listed += choice == *std::prev(choices.end()) ? " or " : ", ";
    listed += choice;
  }
  return load_error(context.where(element), "rule " + spec.id + ": <param name=\"" +
                                                std::string(name) + "\"> takes one word: " +
                                                listed);
}

/// Reads the lexicon list a <param> names, case-folded: word beginnings ("especialist") or words.
Status read_stems(const RuleSpec& spec, const pugi::xml_node& element, const LoadContext& context,
                  const std::string& param, std::vector<std::string>& stems) {
  auto it = spec.params.find(param);
  if (it == spec.params.end()) return Ok{};
  if (!context.lexicon->has(it->second)) {
    std::string what = "names the lexicon list \"" + it->second + "\", which rules/" +
                       spec.language + "/lexicon.xml does not define";
    // Set by the project config: the mistake is on the config's line.
    if (const std::string* set =
            context.config ? context.config->param_location(spec.id, param) : nullptr) {
      return make_error(ErrorCode::InvalidConfig, *set,
                        "[rules.params.\"" + spec.id + "\"] " + param + " " + what);
    }
    return load_error(context.where(element),
                      "rule " + spec.id + ": <param name=\"" + param + "\"> " + what);
  }
  for (const std::string& stem : context.lexicon->list(it->second)) {
    stems.push_back(text::fold_case(collapse_whitespace(stem)));
  }
  return Ok{};
}

// Reads the lexicon list param "members" names: one "group = post, post, ..." entry per kind
// of group ("strategist = strategist, consultant, pollster").
Status read_group_members(const RuleSpec& spec, const pugi::xml_node& element,
                          const LoadContext& context, std::vector<GroupMembers>& out) {
  std::vector<std::string> entries;
  if (Status s = read_stems(spec, element, context, "members", entries); !s) return s;
  for (const std::string& entry : entries) {
    const size_t eq = entry.find(" = ");
    if (eq == std::string::npos || eq == 0) {
      return load_error(context.where(element),
                        "rule " + spec.id + ": the members list entry \"" + entry +
                            "\" needs the form \"group = post, post\"");
    }
    GroupMembers g{entry.substr(0, eq), {}};
    std::string_view posts = std::string_view(entry).substr(eq + 3);
    while (!posts.empty()) {
      const size_t comma = std::min(posts.find(','), posts.size());
      if (std::string post = collapse_whitespace(posts.substr(0, comma)); !post.empty()) {
        g.posts.push_back(std::move(post));
      }
      posts.remove_prefix(std::min(comma + 1, posts.size()));
    }
    if (g.posts.empty()) {
      return load_error(context.where(element), "rule " + spec.id + ": the members list entry \"" +
                                                    entry + "\" names no post");
    }
    out.push_back(std::move(g));
  }
  return Ok{};
}

// Reads the lexicon list param "parties" names, "word = party" entries ("tucano = PSDB"), into
// one entry per party with the word beginnings that name it.
Status read_party_words(const RuleSpec& spec, const pugi::xml_node& element,
                        const LoadContext& context, std::vector<GroupMembers>& out) {
  std::vector<std::string> entries;
  if (Status s = read_stems(spec, element, context, "parties", entries); !s) return s;
  for (const std::string& entry : entries) {
    const size_t eq = entry.find(" = ");
    if (eq == std::string::npos || eq == 0 || eq + 3 >= entry.size()) {
      return load_error(context.where(element), "rule " + spec.id + ": the parties list entry \"" +
                                                    entry + "\" needs the form \"word = party\"");
    }
    std::string party = entry.substr(eq + 3);
    auto known = std::find_if(out.begin(), out.end(),
                              [&](const GroupMembers& g) { return g.group == party; });
    if (known == out.end()) known = out.insert(out.end(), GroupMembers{std::move(party), {}});
    known->posts.push_back(entry.substr(0, eq));
  }
  return Ok{};
}

}  // namespace

Result<std::unique_ptr<Rule>> make_phrase_rule(const RuleSpec& spec, const pugi::xml_node& element,
                                               const LoadContext& context) {
  for (const auto& [name, value] : spec.params) {
    if (name != "skip-quotes" && name != "extend-stop" && name != "headline" && name != "experts" &&
        name != "named-next" && name != "spokespeople" && name != "questions" &&
        name != "captions" && name != "interviewees" && name != "members" && name != "documents" &&
        name != "others" && name != "authors" && name != "parties" && name != "anyone" &&
        name != "introductions" && name != "definite" && name != "anonymous" &&
        name != "reported" && name != "addressee-verbs" && name != "addressees" &&
        name != "insider-posts" && name != "group-pronouns" && name != "one-person" &&
        name != "member-appositions" && name != "articles" && name != "critics") {
      return load_error(
          context.where(element),
          "the phrase kind takes no <param> except skip-quotes, extend-stop, "
          "headline, experts, named-next, spokespeople, questions, captions, "
          "interviewees, members, parties, definite, anonymous, reported, "
          "addressee-verbs, addressees, insider-posts, documents, authors, anyone, introductions, "
          "group-pronouns, one-person, member-appositions, articles, critics and others; "
          "remove <param name=\"" +
              name + "\">");
    }
  }
  RuleParams params(spec, context, element);
  auto skip_quotes = one_word(params, spec, element, context, "skip-quotes", "none",
                              {"none", "attributed", "all"});
  if (!skip_quotes) return skip_quotes.error();
  auto headline = one_word(params, spec, element, context, "headline", "audit", {"audit", "summary"});
  if (!headline) return headline.error();
  auto named_next = one_word(params, spec, element, context, "named-next", "none",
                             {"none", "experts", "all", "members"});
  if (!named_next) return named_next.error();
  auto questions = one_word(params, spec, element, context, "questions", "audit", {"audit", "skip"});
  if (!questions) return questions.error();
  auto captions = one_word(params, spec, element, context, "captions", "audit", {"audit", "skip"});
  if (!captions) return captions.error();
  PhrasePatterns patterns;
  // The word lists that params name ("experts" names sources.expert-stems), read alike.
  const std::pair<const char*, std::vector<std::string>*> word_lists[] = {
      {"experts", &patterns.expert_stems},
      {"critics", &patterns.critic_stems},
      {"documents", &patterns.document_stems},
      {"others", &patterns.other_words},
      {"group-pronouns", &patterns.group_pronouns},
      {"member-appositions", &patterns.member_appositions},
      {"introductions", &patterns.introductions},
      {"anyone", &patterns.anyone_words},
      {"authors", &patterns.author_words},
      {"spokespeople", &patterns.spokesperson_stems},
      {"insider-posts", &patterns.insider_stems},
      {"interviewees", &patterns.interviewee_words},
      {"definite", &patterns.definite_articles},
      {"articles", &patterns.opening_articles},
      {"one-person", &patterns.one_person_words},
      {"anonymous", &patterns.anonymous_stems},
      {"reported", &patterns.complementizers},
      {"addressee-verbs", &patterns.addressee_verbs},
      {"addressees", &patterns.addressees}};
  for (const auto& [param, list] : word_lists) {
    if (Status s = read_stems(spec, element, context, param, *list); !s) return s.error();
  }
  if (Status s = read_group_members(spec, element, context, patterns.group_members); !s) {
    return s.error();
  }
  if (Status s = read_party_words(spec, element, context, patterns.party_words); !s) {
    return s.error();
  }
  // Both readings ask whether a match names a kind of expert.
  if (patterns.expert_stems.empty() && (*headline == "summary" || *named_next == "experts")) {
    const char* param = *headline == "summary" ? "headline\">summary" : "named-next\">experts";
    return load_error(context.where(element),
                      "rule " + spec.id + ": <param name=\"" + param +
                          "</param> needs <param name=\"experts\"> naming a lexicon list");
  }
  std::vector<std::string> stop_words;
  if (Status s = read_stems(spec, element, context, "extend-stop", stop_words); !s) {
    return s.error();
  }
  std::unordered_set<std::string> stops(stop_words.begin(), stop_words.end());
  std::map<std::string, int> widths;
  std::vector<std::string> alternatives;
  std::string unless_sentence;
  std::string unless_block;
  std::string unless_next;
  std::string unless_article;
  int phrase_count = 0;
  int unless_count = 0;
  for (pugi::xml_node child : element.children()) {
    if (child.type() != pugi::node_element) continue;
    std::string_view name = child.name();
    if (name == "phrases") {
      if (Status s = load_phrases(child, context, phrase_count, widths, alternatives); !s) {
        return s.error();
      }
    } else if (name == "unless") {
      std::string_view scope = child.attribute("scope").as_string("sentence");
      if (scope != "match" && scope != "sentence" && scope != "sentence-and-next" &&
          scope != "block" && scope != "article") {
        return load_error(context.where(child),
                          "scope=\"" + std::string(scope) +
                              "\" on <unless>; valid scopes: match, sentence, "
                              "sentence-and-next, block, article");
      }
      // A flag group means nothing in <unless>; renamed only so that several can be joined.
      Result<std::string> regex =
          compile_one(child, "unless_" + std::to_string(unless_count++), context);
      if (!regex) return regex.error();
      if (scope == "match") {
        if (!patterns.unless_match.add(*regex, pattern_options())) {
          return load_error(context.where(child), "this <unless> does not compile on its own");
        }
        continue;
      }
      append_alternative(scope == "block"               ? unless_block
                         : scope == "sentence-and-next" ? unless_next
                         : scope == "article"           ? unless_article
                                                        : unless_sentence,
                         *regex);
    }
  }
  if (phrase_count == 0) {
    return load_error(context.where(element),
                      "a phrase rule needs <phrases> with at least one <phrase>");
  }
  patterns.skip_quotes = *skip_quotes == "all"          ? QuoteSkip::All
                         : *skip_quotes == "attributed" ? QuoteSkip::Attributed
                                                        : QuoteSkip::None;
  patterns.headline = *headline == "summary" ? HeadlineReading::Summary : HeadlineReading::Audit;
  patterns.skip_questions = *questions == "skip";
  patterns.skip_captions = *captions == "skip";
  patterns.named_next = *named_next == "experts"   ? NamedNext::Experts
                        : *named_next == "all"     ? NamedNext::All
                        : *named_next == "members" ? NamedNext::Members
                                                   : NamedNext::None;
  patterns.stops = std::move(stops);
  patterns.reads_groups =
      !widths.empty() || std::any_of(alternatives.begin(), alternatives.end(), [](const auto& r) {
        return r.find("(?P<flag_") != std::string::npos;
      });
  for (const std::string& regex : alternatives) {
    if (!patterns.by_words.add(regex, pattern_options())) {
      return load_error(context.where(element), "a phrase does not compile alone; split the rule");
    }
  }
  patterns.by_words.compile();
  // Only rules that flag part of a match or widen it read groups (PhraseRule::locate).
  if (patterns.reads_groups) {
    if (Status s = compile_alternatives(alternatives, widths, element, context, patterns); !s) {
      return s.error();
    }
  }
  patterns.unless_match.compile();
  for (auto [source, target] : {std::pair{&unless_sentence, &patterns.unless_sentence},
                                std::pair{&unless_block, &patterns.unless_block},
                                std::pair{&unless_next, &patterns.unless_next},
                                std::pair{&unless_article, &patterns.unless_article}}) {
    if (source->empty()) continue;
    auto re = compile_joined(*source, element, context);
    if (!re) return re.error();
    *target = std::move(re).value();
  }
  return std::unique_ptr<Rule>(std::make_unique<PhraseRule>(spec, std::move(patterns)));
}

}  // namespace auditor::rules::kinds
