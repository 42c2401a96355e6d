// Helpers the rule kinds share: pattern translation to RE2, word-bounded search, block lookup.
#pragma once

#include <re2/re2.h>

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "auditor/core/document.h"
#include "auditor/core/result.h"
#include "auditor/rules/literal_prefilter.h"
#include "auditor/rules/rule.h"
#include "auditor/text/lexicon.h"

namespace auditor::rules {

/// The RE2 options every rule pattern is compiled with: UTF-8, case-insensitive, leftmost-longest.
///
/// Longest match, because a shorter alternative ("diz") must not win over a longer one ("dizem")
/// and then fail the word-boundary test.
RE2::Options pattern_options();

/// Translates a pack pattern into RE2 syntax, or returns an error message (without a location).
///
/// `{list.name}` becomes an alternation of that lexicon list's entries (quoted, longest first); a
/// space matches any run of white space (no-break spaces included); `(?P<flag>` is renamed to
/// `(?P<flag_name>` so that several patterns can be joined into one regex. `\b` is refused because
/// RE2's is ASCII-only: word boundaries are checked on every match instead.
Result<std::string> translate_pattern(std::string_view pattern, const text::Lexicon& lexicon,
                                      std::string_view flag_name = "flag");

/// The pieces of a pack pattern (as written, before translation) that every match of it
/// contains: when the pattern is one concatenation (no "|" outside a group, no flag group such
/// as "(?i)" that changes the rest), the runs of its top-level elements between those `costly`
/// calls true (each with its quantifier). Empty when the pattern is no such concatenation or
/// has no costly element. A costly element is one whose DFA states multiply on real text (a name
/// class, a gap of any words); each run alone is a small regex that rules texts out cheaply.
std::vector<std::string_view> necessary_runs(std::string_view pattern,
                                             bool (*costly)(std::string_view element));

/// True for code points that continue a word: letters, digits and combining marks.
bool is_word_char(char32_t cp);

/// Finds the first match of `re` in text[from, to) that starts and ends on word boundaries.
///
/// A boundary is checked only where the match begins or ends with a word character; the code
/// points around it are judged in the whole `text`. A candidate whose start fails is skipped one
/// code point later; one whose end fails is retried with shorter matches from the same start.
bool find_word_match(const RE2& re, std::string_view text, size_t from, size_t to, Span& match);

/// The match find_first_of last found for each of its candidates in one range, kept in step with
/// them. A candidate's first match from a position at or before that match is the same match, so
/// it is not searched for again: a long block with many matches (a news text on one line) is
/// scanned about once per pattern rather than once per pattern and match. One per range searched.
struct FoundMatches {
  std::vector<Span> by_candidate;  ///< by candidate; start kUnsearched until searched
  size_t to = 0;                   ///< the end of the range they were found in
  std::vector<Span> ranges;        ///< scratch: where the candidate searched may match
  static constexpr uint32_t kUnsearched = UINT32_MAX;
};

/// The leftmost word-bounded match in text[from, to) of the `candidates` patterns, longest at
/// that start: what find_word_match of their joined regex finds, from each one's small regex.
/// Candidates without a match from `from` on (or whose gates rule them out) are dropped for the
/// next call. `found` keeps each candidate's match between calls that search one range with
/// growing `from`. Each pattern is searched only where it may match (LiteralPrefilter::narrow):
/// near the literals it needs, which a paragraph-long news line holds in a few places.
bool find_first_of(const LiteralPrefilter& patterns, std::vector<int>& candidates,
                   FoundMatches& found, std::string_view text, size_t from, size_t to, Span& match);

/// Calls `visit(match, block)` for each word-bounded match of `re` inside a block that is not
/// code. Blocks are searched one by one: a phrase never runs across a block boundary, and a
/// search bounded by its block does not rescan the rest of the article after each match.
template <class Visit>
void for_each_word_match(const RE2& re, const Document& doc, Visit visit) {
  for (const Block& block : doc.blocks) {
    if (block.kind == BlockKind::Code) continue;  // code is never audited
    Span match;
    size_t pos = block.span.start;
    while (pos < block.span.end && find_word_match(re, doc.text, pos, block.span.end, match)) {
      pos = match.end;
      visit(match, block);
    }
  }
}

/// The block holding a text offset, or nullptr (offsets in the blank lines between blocks).
const Block* block_at(const Document& doc, uint32_t offset);

/// True for the headline and its summary (standfirst), which sum up the body in fewer words.
bool is_header(const Block& block);

/// True when the text offset lies in the headline or its summary.
bool in_header(const Document& doc, uint32_t offset);

/// Fails when `node` has an attribute not named in `allowed` (space-separated); the error lists
/// the allowed ones.
Status check_attributes(const pugi::xml_node& node, std::string_view allowed,
                        const LoadContext& context);

/// The text of an element that must hold text only (no child elements), white space collapsed;
/// with `keep_paragraphs`, blank lines survive as "\n\n" (for descriptions).
Result<std::string> text_only(const pugi::xml_node& node, const LoadContext& context,
                              bool keep_paragraphs = false);

/// True when `word` is one of the space-separated `words`.
bool has_word(std::string_view words, std::string_view word);

/// "a, b, c" from "a b c": lists of allowed names in messages.
std::string comma_list(std::string_view space_separated);

/// Collapses runs of white space to one space and trims both ends.
std::string collapse_whitespace(std::string_view s);

/// True when `needle` occurs in `haystack` as whole words (both already folded).
bool contains_word(std::string_view haystack, std::string_view needle);

/// The host of a URL without "www.": "amazon.com.br" from "https://www.amazon.com.br/dp/B0?tag=x".
std::string link_host(std::string_view href);

/// A message template with its {name} placeholders replaced by `values`; unknown placeholders
/// (such as {match}, which make_finding fills) are kept as written.
std::string fill_named(std::string_view tmpl,
                       std::initializer_list<std::pair<std::string_view, std::string_view>> values);

}  // namespace auditor::rules
