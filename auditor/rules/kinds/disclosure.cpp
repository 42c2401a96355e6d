// The "disclosure" rule kind: one RE2 pass each for ties, disclosure labels, disclosure forms and
// declared parties; then parties are resolved (names, aliases, the subject) and every tie that no
// disclosure covers becomes one finding per party.
#include "auditor/rules/kinds/disclosure.h"

#include <re2/re2.h>

#include <algorithm>
#include <memory>
#include <optional>
#include <pugixml.hpp>
#include <unordered_map>
#include <vector>

#include "auditor/rules/kind_support.h"
#include "auditor/rules/literal_prefilter.h"
#include "auditor/rules/project_config.h"
#include "auditor/text/normalize.h"
#include "auditor/text/utf8.h"

namespace auditor::rules::kinds {

namespace {

/// Tie types found by patterns (and links); a pack describes each of them.
constexpr std::string_view kPatternTypes = "travel gift hospitality sponsorship affiliate";
/// Tie types the project config declares ([newsroom] owners, parent, ...).
constexpr std::string_view kRelationTypes = "owner parent partner advertiser sponsor";
constexpr std::string_view kTiesAttributes = "type says suggest says-unnamed suggest-unnamed";

/// A line this short that one tie fills for the most part ("Conteúdo patrocinado por Natura",
/// "Sponsored by Acme") is a disclosure line, not a tie buried in the story.
constexpr uint32_t kDisclosureLineBytes = 160;

/// A capitalized name of words joined by lower-case particles ("Banco do Brasil"). It
/// is case-sensitive inside patterns that are not, so that "pela empresa" is no name. The
/// capital is a Latin one and the rest of a word is "anything but space or punctuation": Unicode
/// letter classes would make every tie pattern tens of thousands of RE2 instructions, and the
/// joined tie regex too large for RE2's DFA (it then falls back to its slow NFA).
constexpr std::string_view kNameToken =
    R"([A-Z\x{C0}-\x{D6}\x{D8}-\x{DE}][^\s.,;:!?()\[\]"“”«»—–/]*(?:\.[^\s.,;:!?()\[\]"“”«»—–/]+)*)";

/// What `{party}` stands for in a pattern: a reference resolved to the subject, or a name.
std::string party_pattern() {
  std::string token(kNameToken);
  // An unbounded repetition: a counted one ({0,5}) made RE2's DFA track every started name's
  // length, states it builds anew on each text, and the batch 15% slower on real news.
  return "(?P<flag>{disclosure.party.references}|(?-i:" + token +
         "(?:[ \\x{A0}](?:{disclosure.party.joiners}[ \\x{A0}])?" + token + ")*))";
}

/// How one tie type is described in messages.
struct TieType {
  std::string name;
  std::string says;          ///< "the trip was paid for by {party}"
  std::string suggest;       ///< "Disclosure: {party} paid for travel and lodging."
  std::string says_unnamed;  ///< the same when the text does not say who
  std::string suggest_unnamed;
  bool defined = false;
};

/// One <tie> pattern inside the joined tie regex.
struct TiePattern {
  size_t type = 0;
  std::vector<size_t> needs;  ///< indices into contexts: each must occur in the tie's sentence
  bool block_scope = false;   ///< look for the contexts in the whole paragraph instead
  int group = -1;             ///< capture index of the pattern's own group
  int party_group = -1;       ///< capture index of {party}, or -1
  /// Words that, ending right before the tie in its sentence, make it a mention of the thing
  /// ("o conceito de conteúdo de marca") rather than the tie itself; null when none.
  std::shared_ptr<const RE2> not_after;
};

/// What a pattern of Compiled::alone is.
enum class AloneKind : uint8_t { Tie, Form, Labels };

/// An organization and every name it goes by (original spelling and folded for matching).
struct AliasGroup {
  std::string display;
  std::vector<std::string> names;
  std::vector<std::string> folded;
};

/// A party the project config declares, with its tie type.
struct DeclaredParty {
  size_t group = 0;
  size_t type = 0;
  int capture = -1;
};

/// Everything a disclosure rule compiles once at load.
struct Compiled {
  std::vector<TieType> types;
  std::vector<std::string> context_names;
  std::vector<std::unique_ptr<RE2>> contexts;
  size_t self_context = SIZE_MAX;  ///< the context named "self": words that name the writer
  std::unique_ptr<RE2> ties;
  /// Each <tie> and each <form> on its own, and the joined <label>s, found by the words they
  /// need: one set for all, so that each paragraph's words are looked up once.
  LiteralPrefilter alone;
  std::vector<AloneKind> alone_kinds;  ///< what each pattern of `alone` is, by id
  std::vector<TiePattern> tie_patterns;
  std::unique_ptr<RE2> keywords;                       ///< null when no <keywords>
  std::vector<std::pair<int, size_t>> keyword_groups;  ///< capture index -> type
  std::unique_ptr<RE2> labels;                         ///< null when no <label>
  std::vector<AliasGroup> groups;
  std::unordered_map<std::string, size_t> group_by_name;  ///< folded name -> group
  std::unique_ptr<RE2> declared;                          ///< the config's parties, or null
  std::vector<DeclaredParty> declared_parties;
  std::unique_ptr<RE2> organizations;  ///< every alias group, for the subject fallback
  std::vector<std::pair<int, size_t>> organization_groups;  ///< capture index -> group
  std::vector<std::string> references;        ///< folded "a empresa", "the company", ...
  std::vector<std::string> venue_references;  ///< folded "pela casa", "on the house"
  std::vector<std::string> articles;          ///< folded "a", "o", "the", ...
  std::vector<std::string> kind_words;        ///< folded "motors", "group": sources.org-words
  std::vector<std::string> affiliate_params;  ///< lower-case "tag", "utm_medium=affiliate"
  std::vector<std::string> affiliate_hosts;   ///< lower-case affiliate networks' redirect hosts
  std::string sponsored_rel;                  ///< rel value of paid links ("sponsored")
  std::string newsroom;                       ///< the config's newsroom name, or ""
  std::string newsroom_unnamed = "this publication";
  std::string unnamed_message;
};

/// The alias group of a folded name: its own, else that of the longest known name inside it
/// ("Amazon Brasil" is Amazon, "grupo vale comunicacoes" is Grupo Vale's "vale comunicacoes").
std::optional<size_t> group_of_folded(const Compiled& c, const std::string& folded) {
  if (auto it = c.group_by_name.find(folded); it != c.group_by_name.end()) return it->second;
  std::optional<size_t> holder;
  size_t longest = 0;
  for (const auto& [alias, group] : c.group_by_name) {
    if (alias.size() > longest && contains_word(folded, alias)) {
      longest = alias.size();
      holder = group;
    }
  }
  return holder;
}

size_t type_index(const Compiled& c, std::string_view name) {
  for (size_t i = 0; i < c.types.size(); ++i) {
    if (c.types[i].name == name) return i;
  }
  return c.types.size();
}

// --- text helpers ---

template <class T, class U>
bool contains(const std::vector<T>& list, const U& value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

/// Trims white space, punctuation and quotation marks from both ends of a captured name.
std::string_view trim_name(std::string_view s) {
  static constexpr std::u32string_view kTrim = U" \t\n\u00A0.,;:!?\"'()[]“”‘’«»—–-";
  while (!s.empty()) {
    size_t i = 0;
    char32_t cp = text::next_code_point(s, i);
    if (kTrim.find(cp) == std::u32string_view::npos) break;
    s.remove_prefix(i);
  }
  while (!s.empty()) {
    size_t i = s.size();
    char32_t cp = text::previous_code_point(s, i);
    if (kTrim.find(cp) == std::u32string_view::npos) break;
    s.remove_suffix(s.size() - i);
  }
  return s;
}

std::vector<std::string_view> split_spaces(std::string_view s) {
  std::vector<std::string_view> out;
  size_t pos = 0;
  while (pos < s.size()) {
    size_t end = std::min(s.find(' ', pos), s.size());
    if (end > pos) out.push_back(s.substr(pos, end - pos));
    pos = end + 1;
  }
  return out;
}

std::string ascii_lower(std::string_view s) {
  std::string out(s);
  for (char& ch : out) {
    if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
  }
  return out;
}

// --- what a document holds ---

/// Who a tie or a disclosure names: an alias group, an ad-hoc folded name, or nobody.
struct Party {
  int group = -1;
  std::string folded;
  std::string display;

  bool known() const { return group >= 0 || !folded.empty(); }
  bool same(const Party& other) const;
};

// "Vértice" and "Vértice Motors" are one party: names the alias table does not know match when
// one holds the other as whole words.
bool Party::same(const Party& other) const {
  if (group >= 0 || other.group >= 0) return group == other.group;
  if (folded.empty() || other.folded.empty()) return false;
  return contains_word(folded, other.folded) || contains_word(other.folded, folded);
}

/// A passage (or link) of one document that reveals a tie.
struct FoundTie {
  Span span;
  size_t type = 0;
  Span party_span;  ///< the captured party (empty when the pattern names none)
  bool has_party = false;
  bool context_ok = true;  ///< the <tie needs> contexts occur in its sentence
  bool names_writer = false;  ///< the sentence names the writer (<context name="self">)
  Party party;             ///< set for declared ties; resolved later for the others
  std::string detail;      ///< what marks an affiliate link ("amazon.com.br (tag=vale-20)")
};

/// A disclosure statement of one document: where it is, what it names, what it is about.
struct FoundDisclosure {
  Span span;
  std::string folded;
  std::vector<bool> types;
  std::vector<Party> named;
};

/// For each block of one document (by index; empty for code), the <tie> and the <form> patterns
/// whose words it holds, in id order (for_each_block_match consumes them), and whether any block
/// holds the words of a <label>.
struct BlockCandidates {
  std::vector<std::vector<int>> ties;
  std::vector<std::vector<int>> forms;
  bool labels = false;
};

class DisclosureRule final : public Rule {
 public:
  DisclosureRule(RuleSpec spec, Compiled compiled)
      : Rule(std::move(spec)), c_(std::move(compiled)) {}

  void join_atom_search(SharedAtoms& atoms) override { atoms.join(c_.alone); }

  void check(const analysis::ArticleAnalysis& analysis,
             std::vector<Finding>& out) const noexcept override {
    // Only std::bad_alloc can be thrown below; the findings made so far are kept.
    try {
      run(analysis, out);
    } catch (...) {
    }
  }

 /// The document's disclosure statements, with the parties they name.
  std::vector<DisclosureStatement> statements(const analysis::ArticleAnalysis& analysis) const;
  /// True when a statement's text names the party or one of its aliases.
  bool names(std::string_view statement_text, std::string_view party_name) const;

 private:
  void run(const analysis::ArticleAnalysis& analysis, std::vector<Finding>& out) const;
  /// Every tie and disclosure statement of a document, parties resolved, statements classified.
  void collect(const analysis::ArticleAnalysis& analysis, std::vector<FoundTie>& ties,
               std::vector<FoundDisclosure>& disclosures) const;
  void find_pattern_ties(const analysis::ArticleAnalysis& analysis, BlockCandidates& candidates,
                         std::vector<FoundTie>& ties) const;
  void find_declared_ties(const analysis::ArticleAnalysis& analysis,
                          std::vector<FoundTie>& ties) const;
  void find_link_ties(const Document& doc, std::vector<FoundTie>& ties) const;
  void find_labels(const analysis::ArticleAnalysis& analysis, const BlockCandidates& candidates,
                   std::vector<FoundDisclosure>& out) const;
  void find_forms(const analysis::ArticleAnalysis& analysis, BlockCandidates& candidates,
                  std::vector<FoundDisclosure>& out) const;
  void find_disclosure_blocks(const Document& doc, const std::vector<FoundTie>& ties,
                              std::vector<FoundDisclosure>& out) const;
  void classify(const analysis::ArticleAnalysis& analysis, const std::vector<FoundTie>& ties,
                FoundDisclosure& d) const;
  bool in_context(const TiePattern& pattern, std::string_view text, Span range) const;
  bool names_the_writer(std::string_view text, Span sentence) const;
  std::string affiliate_marker(const Link& link) const;
  Party party_named(std::string_view name) const;
  bool is_reference(std::string_view captured) const;
  std::string venue_before(const analysis::ArticleAnalysis& analysis,
                           std::string_view reference) const;
  std::string only_body_of_kind(const analysis::ArticleAnalysis& analysis,
                                const std::string& folded_reference) const;
  std::string body_of_kind_before(const analysis::ArticleAnalysis& analysis,
                                  std::string_view reference,
                                  const std::string& folded_reference) const;
  Party resolve(std::string_view captured, const analysis::ArticleAnalysis& analysis,
                std::optional<Party>& subject) const;
  Party subject_party(const analysis::ArticleAnalysis& analysis) const;
  bool covered(const FoundTie& tie, const std::vector<FoundDisclosure>& disclosures) const;
  std::string short_form(const std::string& folded) const;
  static bool shares_sentence_with_named_tie(const analysis::ArticleAnalysis& analysis,
                                             const FoundTie& tie,
                                             const std::vector<FoundTie>& ties);
  bool is_newsroom(const Party& party, const Document& doc) const;
  std::string message(const FoundTie& tie, const Document& doc) const;

  Compiled c_;
};

/// The sentence around a span, clamped to its block (or the block when there is no sentence).
Span sentence_range(const analysis::ArticleAnalysis& analysis, const Block& block, Span span) {
  const text::Sentence* s = analysis.sentence_at(span.start);
  Span range = s != nullptr ? s->span : block.span;
  range.start = std::max(std::min(range.start, span.start), block.span.start);
  range.end = std::min(std::max(range.end, span.end), block.span.end);
  return range;
}

// Whether the sentence names the writer ("incluindo esta repórter", "this reporter"), by the
// rule's <context name="self">, when it defines one.
bool DisclosureRule::names_the_writer(std::string_view text, Span sentence) const {
  if (c_.self_context == SIZE_MAX) return false;
  Span ignored;
  return find_word_match(*c_.contexts[c_.self_context], text, sentence.start, sentence.end,
                         ignored);
}

bool DisclosureRule::in_context(const TiePattern& pattern, std::string_view text,
                                Span range) const {
  for (size_t context : pattern.needs) {
    Span ignored;
    if (!find_word_match(*c_.contexts[context], text, range.start, range.end, ignored)) {
      return false;
    }
  }
  return true;
}

/// Looks each block's words up once for the <tie>, <form> and <label> patterns together.
BlockCandidates block_candidates(const Compiled& c, const Document& doc) {
  BlockCandidates out;
  out.ties.resize(doc.blocks.size());
  out.forms.resize(doc.blocks.size());
  // Labels the prefilter could not take are searched for everywhere.
  out.labels = std::find(c.alone_kinds.begin(), c.alone_kinds.end(), AloneKind::Labels) ==
               c.alone_kinds.end();
  std::vector<int> all;
  for (size_t b = 0; b < doc.blocks.size(); ++b) {
    const Block& block = doc.blocks[b];
    if (block.kind == BlockKind::Code) continue;
    c.alone.candidates(doc.view(block.span), all);
    for (int id : all) {
      switch (c.alone_kinds[static_cast<size_t>(id)]) {
        case AloneKind::Tie: out.ties[b].push_back(id); break;
        case AloneKind::Form: out.forms[b].push_back(id); break;
        case AloneKind::Labels: out.labels = true; break;
      }
    }
  }
  return out;
}

/// Calls `visit(match, block)` for each word-bounded match of the `candidates` of `patterns`
/// inside a block that is not code, as for_each_word_match with their joined regex would: a match
/// must sit inside one block, so blocks are searched one by one, each only for the patterns
/// whose words it holds.
template <class Visit>
void for_each_block_match(const LiteralPrefilter& patterns,
                          std::vector<std::vector<int>>& candidates, const Document& doc,
                          Visit visit) {
  const std::string_view text = doc.text;
  for (size_t b = 0; b < doc.blocks.size(); ++b) {
    const Block& block = doc.blocks[b];
    if (block.kind == BlockKind::Code) continue;
    Span match;
    FoundMatches found;
    size_t pos = block.span.start;
    while (pos < block.span.end && !candidates[b].empty() &&
           find_first_of(patterns, candidates[b], found, text, pos, block.span.end, match)) {
      pos = match.end;
      visit(match, block);
    }
  }
}

/// Re-runs `re` anchored on a match to read its capture groups (the search ran without them).
bool read_groups(const RE2& re, std::string_view text, Span match,
                 std::vector<re2::StringPiece>& groups) {
  groups.assign(static_cast<size_t>(re.NumberOfCapturingGroups()) + 1, re2::StringPiece());
  return re.Match(re2::StringPiece(text.data(), text.size()), match.start, match.end,
                  RE2::ANCHOR_BOTH, groups.data(), static_cast<int>(groups.size()));
}

Span piece_span(std::string_view text, const re2::StringPiece& piece) {
  auto start = static_cast<uint32_t>(piece.data() - text.data());
  return Span{start, start + static_cast<uint32_t>(piece.size())};
}

void DisclosureRule::find_pattern_ties(const analysis::ArticleAnalysis& analysis,
                                       BlockCandidates& candidates,
                                       std::vector<FoundTie>& ties) const {
  const Document& doc = *analysis.document;
  const std::string_view text = doc.text;
  std::vector<re2::StringPiece> groups;
  for_each_block_match(c_.alone, candidates.ties, doc, [&](Span match, const Block& block) {
    // Someone else's words: a source's trip is not the newsroom's.
    if (block.kind == BlockKind::Blockquote || analysis.in_quote(match.start)) return;
    if (!read_groups(*c_.ties, text, match, groups)) return;
    for (const TiePattern& pattern : c_.tie_patterns) {
      const re2::StringPiece& whole = groups[static_cast<size_t>(pattern.group)];
      if (whole.data() == nullptr) continue;
      FoundTie tie;
      tie.span = match;
      tie.type = pattern.type;
      if (pattern.party_group >= 0) {
        const re2::StringPiece& party = groups[static_cast<size_t>(pattern.party_group)];
        if (party.data() != nullptr && !party.empty()) {
          tie.party_span = piece_span(text, party);
          tie.has_party = true;
        }
      }
      Span sentence = sentence_range(analysis, block, match);
      if (pattern.not_after != nullptr &&
          RE2::PartialMatch(re2::StringPiece(text.data() + sentence.start, match.start - sentence.start),
                            *pattern.not_after)) {
        return;
      }
      Span range = pattern.block_scope ? block.span : sentence;
      tie.context_ok = in_context(pattern, text, range);
      tie.names_writer = names_the_writer(text, sentence);
      ties.push_back(std::move(tie));
      return;
    }
  });
}

void DisclosureRule::find_declared_ties(const analysis::ArticleAnalysis& analysis,
                                        std::vector<FoundTie>& ties) const {
  if (!c_.declared) return;
  const Document& doc = *analysis.document;
  const std::string_view text = doc.text;
  // A declared party inside the newsroom's own name ("Vale" in "Diário do Vale") is no mention.
  std::vector<Span> own_name;
  if (!c_.newsroom.empty()) {
    for (size_t at = text.find(c_.newsroom); at != std::string_view::npos;
         at = text.find(c_.newsroom, at + 1)) {
      own_name.push_back(
          {static_cast<uint32_t>(at), static_cast<uint32_t>(at + c_.newsroom.size())});
    }
  }
  std::vector<re2::StringPiece> groups;
  for_each_word_match(*c_.declared, doc, [&](Span match, const Block&) {
    if (std::any_of(own_name.begin(), own_name.end(), [&](Span s) { return s.overlaps(match); })) {
      return;
    }
    if (!read_groups(*c_.declared, text, match, groups)) return;
    for (const DeclaredParty& declared : c_.declared_parties) {
      if (groups[static_cast<size_t>(declared.capture)].data() == nullptr) continue;
      FoundTie tie;
      tie.span = match;
      tie.type = declared.type;
      const AliasGroup& group = c_.groups[declared.group];
      tie.party = Party{static_cast<int>(declared.group), group.folded.front(), group.display};
      ties.push_back(std::move(tie));
      return;
    }
  });
}

std::string DisclosureRule::affiliate_marker(const Link& link) const {
  if (!c_.sponsored_rel.empty()) {
    for (std::string_view rel : split_spaces(link.rel)) {
      if (ascii_lower(rel) == c_.sponsored_rel) return "rel=\"" + c_.sponsored_rel + "\"";
    }
  }
  // "go.skimresources.com", "click.linksynergy.com": an affiliate network's redirect earns a
  // commission wherever it leads, parameters or not.
  if (!c_.affiliate_hosts.empty()) {
    const std::string host = ascii_lower(link_host(link.href));
    for (const std::string& network : c_.affiliate_hosts) {
      if (host == network || (host.size() > network.size() && host.ends_with(network) &&
                              host[host.size() - network.size() - 1] == '.'))
        return "an affiliate network";
    }
  }
  std::string_view href = link.href;
  size_t query = href.find('?');
  if (query == std::string_view::npos) return {};
  href = href.substr(query + 1, href.find('#', query) - query - 1);
  size_t pos = 0;
  while (pos <= href.size()) {
    size_t end = std::min(href.find_first_of("&;", pos), href.size());
    std::string pair = ascii_lower(href.substr(pos, end - pos));
    std::string key = pair.substr(0, pair.find('='));
    for (const std::string& param : c_.affiliate_params) {
      bool with_value = param.find('=') != std::string::npos;
      // The code as written ("tag=vale-20"): it says whose commission the link earns.
      if (with_value ? pair == param : key == param)
        return std::string(href.substr(pos, end - pos));
    }
    pos = end + 1;
  }
  return {};
}

void DisclosureRule::find_link_ties(const Document& doc, std::vector<FoundTie>& ties) const {
  size_t affiliate = type_index(c_, "affiliate");
  // "https://simplyfound.com/latest?tag=pc" on simplyfound.com: a site's links to its own tag and
  // section pages carry the same parameters as affiliate codes, and earn nobody a commission.
  std::string_view own_url = doc.metadata.canonical_url.empty() ? std::string_view(doc.input)
                                                                 : doc.metadata.canonical_url;
  std::string own_host = own_url.find("://") == std::string_view::npos ? "" : link_host(own_url);
  bool own_known = !own_host.empty();
  for (const Link& link : doc.links) {
    std::string marker = affiliate_marker(link);
    if (marker.empty()) continue;
    if (own_known && link_host(link.href) == own_host) continue;
    const Block* block = block_at(doc, link.anchor.start);
    if (block != nullptr && block->kind == BlockKind::Code) continue;
    FoundTie tie;
    tie.type = affiliate;
    // A link without anchor text (an image) is flagged at its paragraph.
    tie.span = !link.anchor.empty() || block == nullptr ? link.anchor : block->span;
    std::string host = link_host(link.href);
    tie.detail = host.empty() ? marker : host.append(" (").append(marker).append(")");
    ties.push_back(std::move(tie));
  }
}

bool is_note_mark(char32_t cp) {
  static constexpr std::u32string_view kMarks = U"*†‡([_—–- \t\u00A0";
  return kMarks.find(cp) != std::u32string_view::npos;
}

/// Where a statement that a label opens begins: the label moved back over note marks
/// ("*Divulgação:"), or npos when the label sits inside a sentence ("sem aviso: ...").
size_t statement_start(const analysis::ArticleAnalysis& analysis, const Block& block, Span label) {
  const std::string_view text = analysis.text();
  size_t p = label.start;
  while (p > block.span.start) {
    size_t i = p;
    if (!is_note_mark(text::previous_code_point(text, i))) break;
    p = i;
  }
  if (p == block.span.start) return p;
  const text::Sentence* sentence = analysis.sentence_at(label.start);
  if (sentence != nullptr && sentence->span.start >= p && sentence->span.start <= label.start) {
    return p;
  }
  size_t i = p;
  char32_t before = text::previous_code_point(text, i);
  static constexpr std::u32string_view kEnds = U".!?…:;)";
  return kEnds.find(before) != std::u32string_view::npos ? p : std::string_view::npos;
}

void DisclosureRule::find_labels(const analysis::ArticleAnalysis& analysis,
                                 const BlockCandidates& candidates,
                                 std::vector<FoundDisclosure>& out) const {
  // A label found must sit inside a block that is not code, which then holds its words.
  if (!c_.labels || !candidates.labels) return;
  for_each_word_match(*c_.labels, *analysis.document, [&](Span match, const Block& block) {
    // "Foto: Divulgação" credits a handout photo; captions are never disclosures.
    if (block.kind == BlockKind::Caption) return;
    size_t start = statement_start(analysis, block, match);
    if (start == std::string_view::npos) return;
    out.push_back({Span{static_cast<uint32_t>(start), block.span.end}, {}, {}, {}});
  });
}

void DisclosureRule::find_forms(const analysis::ArticleAnalysis& analysis,
                                BlockCandidates& candidates,
                                std::vector<FoundDisclosure>& out) const {
  const Document& doc = *analysis.document;
  for_each_block_match(c_.alone, candidates.forms, doc, [&](Span match, const Block& block) {
    if (block.kind == BlockKind::Blockquote || analysis.in_quote(match.start)) return;
    out.push_back({sentence_range(analysis, block, match), {}, {}, {}});
  });
}

/// True when a block's text opens with a note mark: "*Divulgação", "† The author owns...".
bool starts_with_note_mark(std::string_view text, const Block& block) {
  size_t i = block.span.start;
  while (i < block.span.end) {
    char32_t cp = text::next_code_point(text, i);
    if (cp == U' ' || cp == U'\t' || cp == U'\u00A0') continue;
    return cp == U'*' || cp == U'†' || cp == U'‡';
  }
  return false;
}

void DisclosureRule::find_disclosure_blocks(const Document& doc, const std::vector<FoundTie>& ties,
                                            std::vector<FoundDisclosure>& out) const {
  const Block* last = nullptr;
  for (const FoundTie& tie : ties) {
    const Block* block = block_at(doc, tie.span.start);
    if (block == nullptr || block == last) continue;
    // A line states who, or labels the piece ("Sponsored content"): "I toured the coast on a
    // press trip" and "Dinner at O Lagar was on the house" say nobody's name, and are the ties.
    const std::string_view type = c_.types[tie.type].name;
    const bool states = tie.has_party || type == "sponsorship" || type == "affiliate";
    bool line = states && doc.blocks.size() > 1 && block->span.size() <= kDisclosureLineBytes &&
                tie.span.size() * 10 >= block->span.size() * 6;
    if (block->kind == BlockKind::Footnote || starts_with_note_mark(doc.text, *block) || line) {
      out.push_back({block->span, {}, {}, {}});
      last = block;
    }
  }
}

Party DisclosureRule::party_named(std::string_view name) const {
  Party party;
  std::string folded = text::fold_for_matching(name);
  // "A Amazon" at a sentence start: the article is not part of the name.
  std::vector<std::string_view> words = split_spaces(folded);
  std::vector<std::string_view> shown = split_spaces(name);
  size_t drop = 0;
  while (drop + 1 < words.size() && drop + 1 < shown.size() && contains(c_.articles, words[drop])) {
    ++drop;
  }
  if (drop > 0) {
    folded.clear();
    party.display.clear();
    for (size_t i = drop; i < words.size(); ++i)
      folded += (i > drop ? " " : "") + std::string(words[i]);
    for (size_t i = drop; i < shown.size(); ++i) {
      party.display += (i > drop ? " " : "") + std::string(shown[i]);
    }
  } else {
    party.display = std::string(name);
  }
  if (std::optional<size_t> group = group_of_folded(c_, folded)) {
    party.group = static_cast<int>(*group);
  }
  party.folded = std::move(folded);
  return party;
}

Party DisclosureRule::subject_party(const analysis::ArticleAnalysis& analysis) const {
  if (!analysis.subject.empty()) return party_named(analysis.subject);
  // Until the analysis names a subject, the organization mentioned most (twice at least) is it.
  if (!c_.organizations) return {};
  std::vector<size_t> counts(c_.groups.size(), 0);
  std::vector<re2::StringPiece> groups;
  const std::string_view text = analysis.text();
  for_each_word_match(*c_.organizations, *analysis.document, [&](Span match, const Block&) {
    if (!read_groups(*c_.organizations, text, match, groups)) return;
    for (const auto& [capture, group] : c_.organization_groups) {
      if (groups[static_cast<size_t>(capture)].data() != nullptr) {
        ++counts[group];
        return;
      }
    }
  });
  auto best = std::max_element(counts.begin(), counts.end());
  if (best == counts.end() || *best < 2) return {};
  auto group = static_cast<size_t>(best - counts.begin());
  return Party{static_cast<int>(group), c_.groups[group].folded.front(), c_.groups[group].display};
}

// Whether a captured party is a word standing for the subject ("a concessionária", "the
// company"), not a name.
bool DisclosureRule::is_reference(std::string_view captured) const {
  return contains(c_.references, text::fold_for_matching(trim_name(captured)));
}

// The capitalized words that end at byte `end` of `text` ("Huaxing Motors" before " (HXM)"), or
// "" when the word before `end` is not capitalized.
std::string capitalized_run_ending(std::string_view text, size_t end) {
  constexpr size_t kLongestName = 80;  // bytes
  size_t start = end;
  size_t word_end = end;
  while (word_end > 0 && end - word_end < kLongestName) {
    const size_t space = text.rfind(' ', word_end - 1);
    const size_t from = space == std::string_view::npos ? 0 : space + 1;
    const std::string_view word = text.substr(from, word_end - from);
    if (word.empty()) break;
    // "in March. The Carver...": a word that ends a sentence or a clause is another's.
    if (word_end < end && std::string_view(".,;:!?").find(word.back()) != std::string_view::npos)
      break;
    const auto first = static_cast<unsigned char>(word[0]);
    // ASCII capitals, and Latin-1's (U+00C0..U+00DE: C3 80..C3 9E) for "Órgão", "Ética".
    const bool capital =
        (first >= 'A' && first <= 'Z') ||
        (first == 0xC3 && word.size() > 1 && static_cast<unsigned char>(word[1]) <= 0x9E);
    if (!capital) break;
    start = from;
    if (from == 0) break;
    word_end = from - 1;
  }
  return std::string(text.substr(start, end - start));
}

// The capitalized words right before the first "(name)" of `text`, the name they define, or "".
std::string defined_as(std::string_view text, std::string_view name) {
  if (name.empty() || name.find(' ') != std::string_view::npos) return "";
  for (size_t at = text.find(name); at != std::string_view::npos; at = text.find(name, at + 1)) {
    if (at < 2 || text[at - 1] != '(' || text[at - 2] != ' ' || at + name.size() >= text.size() ||
        text[at + name.size()] != ')')
      continue;
    return capitalized_run_ending(text, at - 2);
  }
  return "";
}

Party DisclosureRule::resolve(std::string_view captured, const analysis::ArticleAnalysis& analysis,
                              std::optional<Party>& subject) const {
  std::string_view name = trim_name(captured);
  if (name.empty()) return {};
  if (is_reference(captured)) {
    // "provou a moqueca do Maré Cheia; o jantar foi oferecido pela casa": the house is the venue
    // named before it in the sentence, when one is.
    const std::string folded = text::fold_for_matching(trim_name(captured));
    if (contains(c_.venue_references, folded)) {
      if (std::string venue = venue_before(analysis, captured); !venue.empty())
        return party_named(venue);
    }
    // "visitaram a sede da Ferrabosco, onde o almoço foi oferecido pela vinícola": the body of
    // that kind ("Vinícola Ferrabosco") named just before, not the story's subject.
    if (std::string body = body_of_kind_before(analysis, captured, folded); !body.empty())
      return party_named(body);
    // "The authority hosted reporters" in a story naming one Carver Valley Water Authority.
    if (std::string body = only_body_of_kind(analysis, folded); !body.empty())
      return party_named(body);
    if (!subject) subject = subject_party(analysis);
    return *subject;
  }
  // "A montadora Huaxing Motors (HXM) ... cedidos pela HXM": a short name the text defines in
  // parentheses after a name stands for that name, which a disclosure may use instead.
  if (std::string full = defined_as(analysis.text(), name); !full.empty()) return party_named(full);
  return party_named(name);
}

// The organization the analysis knows whose name holds both the reference's word of kind and the
// last name written before the reference in its sentence ("Vinícola Ferrabosco" for "da
// Ferrabosco, onde o almoço foi oferecido pela vinícola"), or "".
std::string DisclosureRule::body_of_kind_before(const analysis::ArticleAnalysis& analysis,
                                                std::string_view reference,
                                                const std::string& folded_reference) const {
  const std::vector<std::string_view> words = split_spaces(folded_reference);
  if (words.empty()) return "";
  const std::string venue = venue_before(analysis, reference);
  if (venue.empty()) return "";
  const std::string folded_venue = text::fold_for_matching(venue);
  for (const analysis::Source& s : analysis.sources) {
    if (s.type != analysis::SourceType::Organization) continue;
    const std::string name = text::fold_for_matching(s.name);
    if (name != folded_venue && contains_word(name, folded_venue) &&
        contains_word(name, words.back()))
      return s.name;
  }
  return "";
}

// The one name the text writes with the reference's word of kind at its end, capitalized ("Carver
// Valley Water Authority" for "the authority"), or "" when none or several.
std::string DisclosureRule::only_body_of_kind(const analysis::ArticleAnalysis& analysis,
                                              const std::string& folded_reference) const {
  const std::vector<std::string_view> words = split_spaces(folded_reference);
  if (words.size() < 2 || words.back().empty()) return "";
  std::string kind(words.back());
  const auto first = static_cast<unsigned char>(kind[0]);
  if (first < 'a' || first > 'z') return "";  // an ASCII word of kind: "authority", "lottery"
  kind[0] = static_cast<char>(first - 'a' + 'A');
  const std::string_view text = analysis.text();
  std::string found;
  for (size_t at = text.find(kind); at != std::string_view::npos;
       at = text.find(kind, at + kind.size())) {
    const size_t end = at + kind.size();
    if (end < text.size() && std::isalnum(static_cast<unsigned char>(text[end]))) continue;
    const std::string name = capitalized_run_ending(text, end);
    if (name.size() <= kind.size()) continue;  // the word alone opens a sentence
    // "The Carver Valley Water Authority" opening a sentence is the same name.
    std::string folded = party_named(name).folded;
    if (split_spaces(folded).size() < 2) continue;
    if (!found.empty() && found != folded) return "";
    found = std::move(folded);
  }
  return found;
}

// The last run of capitalized words after a lower-case word, before `reference` in its sentence
// ("do Maré Cheia"), or "".
std::string DisclosureRule::venue_before(const analysis::ArticleAnalysis& analysis,
                                         std::string_view reference) const {
  const std::string& text = analysis.text();
  if (reference.data() < text.data() || reference.data() >= text.data() + text.size()) return "";
  const auto at = static_cast<uint32_t>(reference.data() - text.data());
  const uint32_t s = analysis.sentence_index(at);
  if (s == analysis::kNone || s >= analysis.sentence_tokens.size()) return "";
  const std::vector<text::Token>& t = analysis.sentence_tokens[s];
  const size_t end = text::first_token_from(t, at);
  std::string venue;
  for (size_t k = 1; k < end; ++k) {
    if (!t[k].capitalized || !t[k].is_word() || t[k - 1].capitalized || !t[k - 1].is_word())
      continue;
    size_t last = k;
    while (last + 1 < end && t[last + 1].capitalized && t[last + 1].is_word()) ++last;
    venue = std::string(text.substr(t[k].span.start, t[last].span.end - t[k].span.start));
    k = last;
  }
  return venue;
}

void DisclosureRule::classify(const analysis::ArticleAnalysis& analysis,
                              const std::vector<FoundTie>& ties, FoundDisclosure& d) const {
  const std::string_view text = analysis.text();
  d.folded = text::fold_for_matching(d.span.in(text));
  d.types.assign(c_.types.size(), false);
  for (const FoundTie& tie : ties) {
    if (!d.span.contains(tie.span.start)) continue;
    d.types[tie.type] = true;
    if (tie.party.known()) d.named.push_back(tie.party);
  }
  if (!c_.keywords) return;
  std::vector<re2::StringPiece> groups;
  Span match;
  size_t pos = d.span.start;
  while (pos < d.span.end && find_word_match(*c_.keywords, text, pos, d.span.end, match)) {
    pos = match.end > match.start ? match.end : match.start + 1;
    if (!read_groups(*c_.keywords, text, match, groups)) continue;
    for (const auto& [capture, type] : c_.keyword_groups) {
      if (groups[static_cast<size_t>(capture)].data() != nullptr) d.types[type] = true;
    }
  }
}

bool DisclosureRule::covered(const FoundTie& tie,
                             const std::vector<FoundDisclosure>& disclosures) const {
  if (!tie.party.known()) {
    return std::any_of(disclosures.begin(), disclosures.end(),
                       [&](const FoundDisclosure& d) { return d.types[tie.type]; });
  }
  const std::vector<std::string> own{tie.party.folded};
  const std::vector<std::string>& names =
      tie.party.group >= 0 ? c_.groups[static_cast<size_t>(tie.party.group)].folded : own;
  const std::string short_name = tie.party.group >= 0 ? "" : short_form(tie.party.folded);
  for (const FoundDisclosure& d : disclosures) {
    for (const Party& named : d.named) {
      if (named.same(tie.party)) return true;
    }
    for (const std::string& name : names) {
      if (contains_word(d.folded, name)) return true;
    }
    if (!short_name.empty() && contains_word(d.folded, short_name)) return true;
  }
  return false;
}

// "lamplighters" for "port tallis lamplighters": the last word of a name of three words or more,
// by which a disclosure may name the party ("The Lamplighters provided this reporter a ticket"),
// unless it is a word of kind that ends many names ("motors", "group"). "" when there is none.
std::string DisclosureRule::short_form(const std::string& folded) const {
  constexpr size_t kWords = 3;
  const std::vector<std::string_view> words = split_spaces(folded);
  if (words.size() < kWords || contains(c_.kind_words, words.back())) return "";
  return std::string(words.back());
}

bool DisclosureRule::is_newsroom(const Party& party, const Document& doc) const {
  for (const std::string& own : {c_.newsroom, doc.metadata.publisher}) {
    if (own.empty() || party.folded.empty()) continue;
    std::string folded = text::fold_for_matching(own);
    if (contains_word(folded, party.folded) || contains_word(party.folded, folded)) return true;
  }
  return false;
}

std::string DisclosureRule::message(const FoundTie& tie, const Document& doc) const {
  const TieType& type = c_.types[tie.type];
  std::string newsroom = !c_.newsroom.empty()              ? c_.newsroom
                         : !doc.metadata.publisher.empty() ? doc.metadata.publisher
                                                           : c_.newsroom_unnamed;
  if (!tie.party.known()) {
    std::string says = fill_named(type.says_unnamed, {{"newsroom", newsroom}, {"detail", tie.detail}});
    std::string suggestion =
        fill_named(type.suggest_unnamed, {{"newsroom", newsroom}, {"detail", tie.detail}});
    return fill_named(c_.unnamed_message, {{"tie", says},
                                     {"suggestion", suggestion},
                                     {"newsroom", newsroom},
                                     {"detail", tie.detail}});
  }
  const std::string& party = tie.party.display;
  std::string says =
      fill_named(type.says, {{"party", party}, {"newsroom", newsroom}, {"detail", tie.detail}});
  std::string suggestion =
      fill_named(type.suggest, {{"party", party}, {"newsroom", newsroom}, {"detail", tie.detail}});
  return fill_named(spec().message, {{"tie", says},
                               {"party", party},
                               {"suggestion", suggestion},
                               {"newsroom", newsroom},
                               {"detail", tie.detail}});
}

void DisclosureRule::collect(const analysis::ArticleAnalysis& analysis, std::vector<FoundTie>& ties,
                             std::vector<FoundDisclosure>& disclosures) const {
  const Document& doc = *analysis.document;
  const std::string_view text = doc.text;
  BlockCandidates candidates = block_candidates(c_, doc);
  find_pattern_ties(analysis, candidates, ties);
  find_labels(analysis, candidates, disclosures);
  find_forms(analysis, candidates, disclosures);
  // Only ties found by patterns make a footnote or a short line a disclosure; a declared name or
  // a link in a footnote is not a statement about it.
  find_disclosure_blocks(doc, ties, disclosures);
  find_declared_ties(analysis, ties);
  find_link_ties(doc, ties);
  std::stable_sort(ties.begin(), ties.end(), [](const FoundTie& a, const FoundTie& b) {
    return a.span.start < b.span.start;
  });
  std::optional<Party> subject;
  for (FoundTie& tie : ties) {
    if (!tie.has_party) continue;
    tie.party = resolve(tie.party_span.in(text), analysis, subject);
    // "A Samsung cedeu...": the finding starts at the name, not at the sentence's article; "A
    // concessionária" is no name, though it may be all the subject is called.
    size_t name_at = tie.party_span.in(text).find(tie.party.display);
    if (tie.span.start == tie.party_span.start && name_at != std::string_view::npos &&
        !tie.party.display.empty() && !is_reference(tie.party_span.in(text))) {
      tie.span.start += static_cast<uint32_t>(name_at);
    }
  }
  for (FoundDisclosure& d : disclosures) classify(analysis, ties, d);
}

std::vector<DisclosureStatement> DisclosureRule::statements(
    const analysis::ArticleAnalysis& analysis) const {
  std::vector<FoundTie> ties;
  std::vector<FoundDisclosure> disclosures;
  collect(analysis, ties, disclosures);
  std::vector<DisclosureStatement> out;
  for (const FoundDisclosure& d : disclosures) {
    DisclosureStatement statement{d.span, {}};
    for (const Party& party : d.named) {
      if (!contains(statement.parties, party.display)) statement.parties.push_back(party.display);
    }
    out.push_back(std::move(statement));
  }
  return out;
}

bool DisclosureRule::names(std::string_view statement_text, std::string_view party_name) const {
  Party party = party_named(party_name);
  if (party.folded.empty()) return false;
  const std::vector<std::string> own{party.folded};
  const std::vector<std::string>& names =
      party.group >= 0 ? c_.groups[static_cast<size_t>(party.group)].folded : own;
  std::string folded = text::fold_for_matching(statement_text);
  return std::any_of(names.begin(), names.end(),
                     [&](const std::string& name) { return contains_word(folded, name); });
}

void DisclosureRule::run(const analysis::ArticleAnalysis& analysis,
                         std::vector<Finding>& out) const {
  const Document& doc = *analysis.document;
  std::vector<FoundTie> ties;
  std::vector<FoundDisclosure> disclosures;
  collect(analysis, ties, disclosures);
  if (ties.empty()) return;

  // One finding per party: the tie whose sentence names the writer ("o almoço foi oferecido pela
  // secretaria aos jornalistas, incluindo esta repórter") says it best, before one that only
  // names the press ("a prefeitura levou jornalistas").
  std::stable_partition(ties.begin(), ties.end(),
                        [](const FoundTie& tie) { return tie.names_writer; });
  std::vector<Party> reported;
  std::vector<size_t> reported_types;  // unknown parties: one finding per tie type
  for (const FoundTie& tie : ties) {
    bool inside =
        std::any_of(disclosures.begin(), disclosures.end(),
                    [&](const FoundDisclosure& d) { return d.span.contains(tie.span.start); });
    // A tie inside a disclosure is the disclosure itself.
    if (inside || !tie.context_ok || is_newsroom(tie.party, doc)) continue;
    if (tie.party.known()) {
      if (std::any_of(reported.begin(), reported.end(),
                      [&](const Party& p) { return p.same(tie.party); })) {
        continue;
      }
      reported.push_back(tie.party);
    } else {
      // "Hollow Creek poured a free tasting for reporters, including this one, during a media
      // tour": a tie that names nobody, in a sentence whose tie names the party, is that tie.
      if (shares_sentence_with_named_tie(analysis, tie, ties)) continue;
      if (contains(reported_types, tie.type)) continue;
      reported_types.push_back(tie.type);
    }
    if (covered(tie, disclosures)) continue;
    out.push_back(make_finding(analysis, tie.span, message(tie, doc)));
  }
}

// Whether another tie in `tie`'s sentence names its party.
bool DisclosureRule::shares_sentence_with_named_tie(const analysis::ArticleAnalysis& analysis,
                                                    const FoundTie& tie,
                                                    const std::vector<FoundTie>& ties) {
  const uint32_t sentence = analysis.sentence_index(tie.span.start);
  if (sentence == analysis::kNone) return false;
  return std::any_of(ties.begin(), ties.end(), [&](const FoundTie& other) {
    return &other != &tie && other.party.known() &&
           analysis.sentence_index(other.span.start) == sentence;
  });
}

// --- loading ---

Error load_error(std::string where, std::string message) {
  return make_error(ErrorCode::InvalidRule, std::move(where), std::move(message));
}

/// The elements of a pattern whose DFA states multiply on real text: `{party}`, a name class
/// that starts a thread at every capitalized word, and gaps of any words ("(?:[^\s.!?]+ ){0,5}").
bool costs_states(std::string_view element) {
  return element == "{party}" || element.find("[^") != std::string_view::npos;
}

/// Translates one pattern element; `{party}` becomes a capture named `party_name`. When `gates`
/// is given it receives, translated, the runs of the pattern every match contains around its
/// name class and its gaps of any words (necessary_runs), for LiteralPrefilter::add.
Result<std::string> translate_one(const pugi::xml_node& node, std::string_view allowed_attributes,
                                  const std::string& party_name, bool& has_party,
                                  const LoadContext& context,
                                  std::vector<std::string>* gates = nullptr) {
  if (Status s = check_attributes(node, allowed_attributes, context); !s) return s.error();
  Result<std::string> pattern = text_only(node, context);
  if (!pattern) return pattern.error();
  if (pattern->empty()) {
    return load_error(context.where(node),
                      std::string("<") + node.name() + "> is empty; write the words to match");
  }
  if (pattern->find("(?P<") != std::string::npos) {
    return load_error(context.where(node),
                      "named groups mean nothing in a disclosure pattern; write {party} where "
                      "the text names the party and (?:...) for plain grouping");
  }
  std::string expanded = *pattern;
  size_t at = expanded.find("{party}");
  has_party = at != std::string::npos;
  if (has_party) {
    if (expanded.find("{party}", at + 1) != std::string::npos) {
      return load_error(context.where(node), "{party} appears twice; a pattern captures one party");
    }
    expanded.replace(at, 7, party_pattern());
  }
  Result<std::string> regex = translate_pattern(expanded, *context.lexicon, party_name);
  if (!regex) {
    return load_error(context.where(node), "in \"" + *pattern + "\": " + regex.error().message);
  }
  if (gates != nullptr) {
    gates->clear();
    for (std::string_view run : necessary_runs(*pattern, costs_states)) {
      Result<std::string> gate = translate_pattern(run, *context.lexicon, party_name);
      if (!gate)
        return load_error(context.where(node), "in \"" + *pattern + "\": " + gate.error().message);
      gates->push_back(std::move(*gate));
    }
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

RE2::Options big_pattern_options() {
  RE2::Options options = pattern_options();
  // Every tie pattern carries its own copy of the name classes, and the joined ties of a language
  // make a 23,000-instruction program whose leftmost-longest DFA holds ~40 MB of states on real
  // news. RE2 gives that DFA a sixth of this budget: at 64 MB its cache kept resetting and every
  // search ran at ~3 MB/s instead of ~110 MB/s. It is a ceiling; memory is taken as states are built.
  options.set_max_mem(int64_t{512} << 20);
  return options;
}

Result<std::unique_ptr<RE2>> compile_joined(const std::string& joined, const pugi::xml_node& node,
                                            const LoadContext& context,
                                            RE2::Options options = big_pattern_options()) {
  auto re = std::make_unique<RE2>(joined, options);
  if (!re->ok()) {
    return load_error(context.where(node), "the rule's patterns together do not compile (" +
                                               re->error() + "); split the rule or its lists");
  }
  return re;
}

void append_alternative(std::string& joined, std::string_view regex) {
  if (!joined.empty()) joined += '|';
  joined += "(?:";
  joined += regex;
  joined += ')';
}

/// Builds a Compiled from a rule element, one child kind at a time.
class DisclosureLoader {
 public:
  DisclosureLoader(const RuleSpec& spec, const pugi::xml_node& rule, const LoadContext& context)
      : spec_(spec), rule_(rule), context_(context) {
    for (std::string_view name : split_spaces(kPatternTypes)) add_type(name);
    for (std::string_view name : split_spaces(kRelationTypes)) add_type(name);
  }

  Result<Compiled> load();

 private:
  void add_type(std::string_view name) {
    c_.types.push_back(TieType{std::string(name), {}, {}, {}, {}, false});
  }
  Error error(const pugi::xml_node& node, std::string message) const {
    return load_error(context_.where(node), std::move(message));
  }
  Status read_contexts();
  Status read_ties(const pugi::xml_node& node);
  Status read_tie_pattern(const pugi::xml_node& node, size_t type);
  Status read_disclosures(const pugi::xml_node& node);
  Status read_affiliate_links(const pugi::xml_node& node);
  Status read_affiliate_hosts(const pugi::xml_node& node);
  Status read_simple(const pugi::xml_node& node);
  Status check_types() const;
  Status finish();
  void build_aliases();
  void add_alias_group(const std::string& display, const std::vector<std::string>& names);
  Status build_declared();
  Status build_organizations();

  const RuleSpec& spec_;
  pugi::xml_node rule_;
  const LoadContext& context_;
  Compiled c_;
  std::vector<std::string> context_patterns_;
  std::string ties_;
  std::string keywords_;
  std::string labels_;
  int form_count_ = 0;
};

Status DisclosureLoader::read_contexts() {
  for (pugi::xml_node node : rule_.children("context")) {
    std::string name = node.attribute("name").as_string();
    if (name.empty())
      return error(node, "<context> needs a name attribute, e.g. name=\"reporter\"");
    bool has_party = false;
    auto regex = translate_one(node, "name", "context_party", has_party, context_);
    if (!regex) return regex.error();
    if (has_party) return error(node, "{party} means nothing in a <context>; remove it");
    auto it = std::find(c_.context_names.begin(), c_.context_names.end(), name);
    if (it == c_.context_names.end()) {
      c_.context_names.push_back(name);
      context_patterns_.emplace_back();
      it = c_.context_names.end() - 1;
    }
    append_alternative(context_patterns_[static_cast<size_t>(it - c_.context_names.begin())],
                       *regex);
  }
  for (size_t i = 0; i < context_patterns_.size(); ++i) {
    auto re = compile_joined(context_patterns_[i], rule_, context_, pattern_options());
    if (!re) return re.error();
    c_.contexts.push_back(std::move(re).value());
    if (c_.context_names[i] == "self") c_.self_context = i;
  }
  return Ok{};
}

Status DisclosureLoader::read_tie_pattern(const pugi::xml_node& node, size_t type) {
  size_t index = c_.tie_patterns.size();
  bool has_party = false;
  std::vector<std::string> gates;
  auto regex = translate_one(node, "needs scope not-after", "party_" + std::to_string(index),
                             has_party, context_, &gates);
  if (!regex) return regex.error();
  TiePattern pattern;
  pattern.type = type;
  if (std::string_view words = node.attribute("not-after").as_string(); !words.empty()) {
    Result<std::string> translated = translate_pattern(words, *context_.lexicon, "not_after");
    if (!translated) return error(node, "in not-after=\"" + std::string(words) + "\": " + translated.error().message);
    // The words must end the text before the tie, as whole words.
    auto re = std::make_shared<RE2>("(?:^|[^\\p{L}\\p{N}])(?:" + *translated + ")\\s+$", pattern_options());
    if (!re->ok()) return error(node, "not-after=\"" + std::string(words) + "\" does not compile: " + re->error());
    pattern.not_after = std::move(re);
  }
  std::string_view scope = node.attribute("scope").as_string("sentence");
  if (scope != "sentence" && scope != "block") {
    return error(node, "scope=\"" + std::string(scope) + "\" on <tie>; valid: sentence, block");
  }
  pattern.block_scope = scope == "block";
  for (std::string_view need : split_spaces(node.attribute("needs").as_string())) {
    auto it = std::find(c_.context_names.begin(), c_.context_names.end(), need);
    if (it == c_.context_names.end()) {
      std::string names;
      for (const std::string& n : c_.context_names) names += (names.empty() ? "" : ", ") + n;
      return error(node, "needs=\"" + std::string(need) + "\" names no <context>; defined: " +
                             (names.empty() ? std::string("none") : names));
    }
    pattern.needs.push_back(static_cast<size_t>(it - c_.context_names.begin()));
  }
  c_.tie_patterns.push_back(std::move(pattern));
  if (!c_.alone.add(*regex, pattern_options(), gates)) {
    return error(node, "this <tie> pattern does not compile on its own");
  }
  c_.alone_kinds.push_back(AloneKind::Tie);
  if (!ties_.empty()) ties_ += '|';
  ties_ += "(?P<tie_" + std::to_string(index) + ">" + *regex + ")";
  return Ok{};
}

Status DisclosureLoader::read_ties(const pugi::xml_node& node) {
  if (Status s = check_attributes(node, kTiesAttributes, context_); !s) return s;
  std::string name = node.attribute("type").as_string();
  size_t type = type_index(c_, name);
  if (type == c_.types.size()) {
    return error(node,
                 "type=\"" + name + "\" is no tie type; valid: " +
                     comma_list(std::string(kPatternTypes) + " " + std::string(kRelationTypes)));
  }
  TieType& t = c_.types[type];
  if (t.defined) return error(node, "<ties type=\"" + name + "\"> appears twice; merge them");
  t.defined = true;
  t.says = node.attribute("says").as_string();
  t.suggest = node.attribute("suggest").as_string();
  t.says_unnamed = node.attribute("says-unnamed").as_string();
  t.suggest_unnamed = node.attribute("suggest-unnamed").as_string();
  // Declared parties are always named; a relation type with patterns of its own may meet a
  // party the text does not name, and then needs the unnamed wording too.
  bool relation = has_word(kRelationTypes, name) && !node.child("tie");
  for (auto [key, value] : {std::pair{"says", &t.says}, std::pair{"suggest", &t.suggest},
                            std::pair{"says-unnamed", &t.says_unnamed},
                            std::pair{"suggest-unnamed", &t.suggest_unnamed}}) {
    bool unnamed = std::string_view(key).ends_with("-unnamed");
    if (value->empty() && !(relation && unnamed)) {
      return error(node, "<ties type=\"" + name + "\"> needs " + key +
                             "=\"...\": how messages describe this tie" +
                             (unnamed ? " when the text does not say who" : ""));
    }
  }
  for (pugi::xml_node child : node.children()) {
    if (child.type() != pugi::node_element) continue;
    std::string_view child_name = child.name();
    if (child_name == "tie") {
      if (Status s = read_tie_pattern(child, type); !s) return s;
    } else if (child_name == "keywords") {
      bool has_party = false;
      auto regex = translate_one(child, "", "keyword_party", has_party, context_);
      if (!regex) return regex.error();
      if (has_party) return error(child, "{party} means nothing in <keywords>; remove it");
      if (!keywords_.empty()) keywords_ += '|';
      keywords_ += "(?P<kw_" + std::to_string(c_.keyword_groups.size()) + ">" + *regex + ")";
      c_.keyword_groups.emplace_back(-1, type);
    } else {
      return error(child, "unknown element <" + std::string(child_name) +
                              "> in <ties>; allowed: tie, keywords");
    }
  }
  return Ok{};
}

Status DisclosureLoader::read_disclosures(const pugi::xml_node& node) {
  if (Status s = check_attributes(node, "", context_); !s) return s;
  for (pugi::xml_node child : node.children()) {
    if (child.type() != pugi::node_element) continue;
    std::string_view name = child.name();
    if (name != "label" && name != "form") {
      return error(child, "unknown element <" + std::string(name) +
                              "> in <disclosures>; allowed: label, form");
    }
    bool has_party = false;
    std::vector<std::string> gates;
    auto regex = translate_one(child, "", "form_party_" + std::to_string(form_count_++), has_party,
                               context_, &gates);
    if (!regex) return regex.error();
    if (name == "label") {
      append_alternative(labels_, *regex);
    } else if (c_.alone.add(*regex, pattern_options(), gates)) {
      c_.alone_kinds.push_back(AloneKind::Form);
    } else {
      return error(child, "this <form> pattern does not compile");
    }
  }
  if (labels_.empty() &&
      std::count(c_.alone_kinds.begin(), c_.alone_kinds.end(), AloneKind::Form) == 0) {
    return error(node, "<disclosures> needs at least one <label> or <form>");
  }
  return Ok{};
}

Status DisclosureLoader::read_affiliate_links(const pugi::xml_node& node) {
  if (Status s = check_attributes(node, "rel", context_); !s) return s;
  c_.sponsored_rel = ascii_lower(node.attribute("rel").as_string());
  Result<std::string> params = text_only(node, context_);
  if (!params) return params.error();
  for (std::string_view param : split_spaces(*params))
    c_.affiliate_params.push_back(ascii_lower(param));
  if (c_.affiliate_params.empty() && c_.sponsored_rel.empty()) {
    return error(node, "<affiliate-links> lists URL parameters (tag affid ...) or a rel value");
  }
  return Ok{};
}

Status DisclosureLoader::read_affiliate_hosts(const pugi::xml_node& node) {
  if (Status s = check_attributes(node, "", context_); !s) return s;
  Result<std::string> hosts = text_only(node, context_);
  if (!hosts) return hosts.error();
  for (std::string_view host : split_spaces(*hosts))
    c_.affiliate_hosts.push_back(ascii_lower(host));
  if (c_.affiliate_hosts.empty())
    return error(node,
                 "<affiliate-hosts> lists affiliate networks' hosts (go.skimresources.com ...)");
  return Ok{};
}

Status DisclosureLoader::read_simple(const pugi::xml_node& node) {
  std::string_view name = node.name();
  if (name == "unnamed-message") {
    if (Status s = check_attributes(node, "", context_); !s) return s;
    Result<std::string> text = text_only(node, context_);
    if (!text) return text.error();
    c_.unnamed_message = *text;
  } else if (name == "newsroom") {
    if (Status s = check_attributes(node, "unnamed", context_); !s) return s;
    c_.newsroom_unnamed = node.attribute("unnamed").as_string("this publication");
  }
  return Ok{};
}

Status DisclosureLoader::check_types() const {
  std::string missing;
  for (const TieType& t : c_.types) {
    if (!t.defined) missing += (missing.empty() ? "" : ", ") + t.name;
  }
  if (!missing.empty()) {
    return error(rule_, "the disclosure rule describes no tie of type " + missing +
                            "; add <ties type=\"...\" says=\"...\" suggest=\"...\"> for each");
  }
  if (c_.unnamed_message.empty()) {
    return error(rule_,
                 "a disclosure rule needs <unnamed-message>: the message when the text "
                 "does not say who the party is");
  }
  if (ties_.empty()) return error(rule_, "a disclosure rule needs at least one <tie> pattern");
  return Ok{};
}

void DisclosureLoader::add_alias_group(const std::string& display,
                                       const std::vector<std::string>& names) {
  std::vector<std::string> all{display};
  all.insert(all.end(), names.begin(), names.end());
  std::optional<size_t> group;
  for (const std::string& name : all) {
    auto it = c_.group_by_name.find(text::fold_for_matching(name));
    if (it != c_.group_by_name.end()) group = it->second;
  }
  if (!group) {
    group = c_.groups.size();
    c_.groups.push_back(AliasGroup{display, {}, {}});
  }
  AliasGroup& g = c_.groups[*group];
  for (const std::string& name : all) {
    std::string trimmed = collapse_whitespace(name);
    std::string folded = text::fold_for_matching(trimmed);
    if (trimmed.empty() || contains(g.folded, folded)) continue;
    g.names.push_back(trimmed);
    g.folded.push_back(folded);
    c_.group_by_name.emplace(folded, *group);
  }
}

void DisclosureLoader::build_aliases() {
  // "Amazon = AWS | Amazon Web Services": one organization per line.
  for (const std::string& line : context_.lexicon->list("organizations.aliases")) {
    size_t eq = line.find('=');
    std::string display = collapse_whitespace(line.substr(0, eq));
    std::vector<std::string> names;
    if (eq != std::string::npos) {
      std::string_view rest = std::string_view(line).substr(eq + 1);
      size_t pos = 0;
      while (pos <= rest.size()) {
        size_t bar = std::min(rest.find('|', pos), rest.size());
        names.push_back(collapse_whitespace(rest.substr(pos, bar - pos)));
        pos = bar + 1;
      }
    }
    if (!display.empty()) add_alias_group(display, names);
  }
  if (context_.config == nullptr) return;
  for (const AliasEntry& entry : context_.config->aliases())
    add_alias_group(entry.party, entry.names);
  for (const DeclaredTie& tie : context_.config->newsroom().ties) {
    // owners = ["Grupo Vale Comunicações"] beside [aliases] "Grupo Vale" = ["Vale Comunicações",
    // "TV Vale"]: a declared name that holds a known one is that party, as a mention would be.
    std::optional<size_t> holder =
        group_of_folded(c_, text::fold_for_matching(collapse_whitespace(tie.party)));
    if (holder) {
      add_alias_group(c_.groups[*holder].display, {tie.party});
    } else {
      add_alias_group(tie.party, {});
    }
  }
}

/// One alternation of names, longest first, each matching any white space between its words.
std::string names_pattern(const std::vector<std::string>& names) {
  std::vector<std::string> sorted = names;
  std::stable_sort(sorted.begin(), sorted.end(),
                   [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
  std::string out;
  for (const std::string& name : sorted) {
    if (!out.empty()) out += '|';
    bool first = true;
    for (std::string_view word : split_spaces(name)) {
      if (!first) out += "[\\s\\x{A0}]+";
      out += RE2::QuoteMeta(re2::StringPiece(word.data(), word.size()));
      first = false;
    }
  }
  return out;
}

RE2::Options name_options() {
  RE2::Options options = big_pattern_options();
  // Names are matched as written: "Vale" the company, not "vale" the verb.
  options.set_case_sensitive(true);
  return options;
}

Status DisclosureLoader::build_declared() {
  if (context_.config == nullptr) return Ok{};
  c_.newsroom = context_.config->newsroom().name;
  std::string joined;
  std::vector<size_t> seen_groups;
  for (const DeclaredTie& tie : context_.config->newsroom().ties) {
    size_t group = c_.group_by_name.at(text::fold_for_matching(collapse_whitespace(tie.party)));
    if (contains(seen_groups, group)) continue;  // one party, first relation wins
    seen_groups.push_back(group);
    size_t index = c_.declared_parties.size();
    c_.declared_parties.push_back({group, type_index(c_, tie_type(tie.relation)), -1});
    if (!joined.empty()) joined += '|';
    joined +=
        "(?P<cfg_" + std::to_string(index) + ">" + names_pattern(c_.groups[group].names) + ")";
  }
  if (joined.empty()) return Ok{};
  auto re = compile_joined(joined, rule_, context_, name_options());
  if (!re) return re.error();
  c_.declared = std::move(re).value();
  const auto& named = c_.declared->NamedCapturingGroups();
  for (size_t i = 0; i < c_.declared_parties.size(); ++i) {
    c_.declared_parties[i].capture = named.at("cfg_" + std::to_string(i));
  }
  return Ok{};
}

Status DisclosureLoader::build_organizations() {
  std::string joined;
  for (size_t i = 0; i < c_.groups.size(); ++i) {
    if (!joined.empty()) joined += '|';
    joined += "(?P<org_" + std::to_string(i) + ">" + names_pattern(c_.groups[i].names) + ")";
  }
  if (joined.empty()) return Ok{};
  auto re = compile_joined(joined, rule_, context_, name_options());
  if (!re) return re.error();
  c_.organizations = std::move(re).value();
  for (const auto& [name, capture] : c_.organizations->NamedCapturingGroups()) {
    c_.organization_groups.emplace_back(capture, std::stoul(name.substr(4)));
  }
  return Ok{};
}

Status DisclosureLoader::finish() {
  auto ties = compile_joined(ties_, rule_, context_);
  if (!ties) return ties.error();
  c_.ties = std::move(ties).value();
  const auto& named = c_.ties->NamedCapturingGroups();
  for (size_t i = 0; i < c_.tie_patterns.size(); ++i) {
    c_.tie_patterns[i].group = named.at("tie_" + std::to_string(i));
    auto party = named.find("party_" + std::to_string(i));
    if (party != named.end()) c_.tie_patterns[i].party_group = party->second;
  }
  if (!keywords_.empty()) {
    auto keywords = compile_joined(keywords_, rule_, context_);
    if (!keywords) return keywords.error();
    c_.keywords = std::move(keywords).value();
    const auto& named_keywords = c_.keywords->NamedCapturingGroups();
    for (size_t k = 0; k < c_.keyword_groups.size(); ++k) {
      c_.keyword_groups[k].first = named_keywords.at("kw_" + std::to_string(k));
    }
  }
  if (!labels_.empty()) {
    auto re = compile_joined(labels_, rule_, context_);
    if (!re) return re.error();
    c_.labels = std::move(re).value();
    // Most documents hold none of the labels' words; when the prefilter cannot take the joined
    // labels, they are searched for in every document.
    if (c_.alone.add(labels_, pattern_options())) c_.alone_kinds.push_back(AloneKind::Labels);
  }
  c_.alone.compile();
  for (const std::string& entry : context_.lexicon->list("disclosure.party.references")) {
    c_.references.push_back(text::fold_for_matching(collapse_whitespace(entry)));
  }
  for (const std::string& entry : context_.lexicon->list("disclosure.party.venue-references")) {
    c_.venue_references.push_back(text::fold_for_matching(collapse_whitespace(entry)));
  }
  for (const std::string& entry : context_.lexicon->list("disclosure.party.articles")) {
    c_.articles.push_back(text::fold_for_matching(collapse_whitespace(entry)));
  }
  for (const std::string& entry : context_.lexicon->list("sources.org-words")) {
    c_.kind_words.push_back(text::fold_for_matching(collapse_whitespace(entry)));
  }
  build_aliases();
  if (Status s = build_declared(); !s) return s;
  return build_organizations();
}

Result<Compiled> DisclosureLoader::load() {
  if (!spec_.params.empty()) {
    return error(rule_, "the disclosure kind takes no <param>; remove <param name=\"" +
                            spec_.params.begin()->first + "\">");
  }
  if (Status s = read_contexts(); !s) return s.error();
  for (pugi::xml_node child : rule_.children()) {
    if (child.type() != pugi::node_element) continue;
    std::string_view name = child.name();
    Status status = Ok{};
    if (name == "ties") {
      status = read_ties(child);
    } else if (name == "disclosures") {
      status = read_disclosures(child);
    } else if (name == "affiliate-links") {
      status = read_affiliate_links(child);
    } else if (name == "affiliate-hosts") {
      status = read_affiliate_hosts(child);
    } else {
      status = read_simple(child);
    }
    if (!status) return status.error();
  }
  if (Status s = check_types(); !s) return s.error();
  if (Status s = finish(); !s) return s.error();
  return std::move(c_);
}

}  // namespace

Result<std::unique_ptr<Rule>> make_disclosure_rule(const RuleSpec& spec,
                                                   const pugi::xml_node& element,
                                                   const LoadContext& context) {
  Result<Compiled> compiled = DisclosureLoader(spec, element, context).load();
  if (!compiled) return compiled.error();
  return std::unique_ptr<Rule>(std::make_unique<DisclosureRule>(spec, std::move(compiled).value()));
}

std::vector<DisclosureStatement> disclosure_statements(const Rule& rule,
                                                       const analysis::ArticleAnalysis& analysis) {
  const auto* disclosure = dynamic_cast<const DisclosureRule*>(&rule);
  return disclosure != nullptr ? disclosure->statements(analysis)
                               : std::vector<DisclosureStatement>{};
}

bool statement_names(const Rule& rule, std::string_view statement_text,
                     std::string_view party_name) {
  const auto* disclosure = dynamic_cast<const DisclosureRule*>(&rule);
  return disclosure != nullptr && disclosure->names(statement_text, party_name);
}

}  // namespace auditor::rules::kinds
