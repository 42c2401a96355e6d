// The "phrase" rule kind: one RE2 per rule over the whole text, word boundaries checked in UTF-8.
#include "auditor/rules/kinds/phrase.h"

#include <re2/re2.h>

#include <pugixml.hpp>
#include <vector>

#include "auditor/rules/kind_support.h"
#include "auditor/rules/rule_params.h"
#include "auditor/text/utf8.h"

namespace auditor::rules::kinds {

namespace {

/// Which direct quotations a rule leaves alone (param "skip-quotes").
enum class QuoteSkip {
  None,        ///< match inside quotations too
  Attributed,  ///< skip quotations whose speaker the analysis found: the words are theirs
  All,         ///< skip every quotation
};

/// A rule's patterns, compiled once at load.
struct PhrasePatterns {
  std::unique_ptr<RE2> phrases;          ///< every <phrase>, joined into one alternation
  std::vector<int> flag_groups;          ///< capture indices of the (renamed) flag groups
  std::unique_ptr<RE2> unless_match;     ///< <unless scope="match">, or null
  std::unique_ptr<RE2> unless_sentence;  ///< <unless scope="sentence">, or null
  std::unique_ptr<RE2> unless_block;     ///< <unless scope="block">, or null
  QuoteSkip skip_quotes = QuoteSkip::None;
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
  bool suppressed(const analysis::ArticleAnalysis& analysis, const Block& block, Span match,
                  Span flagged, UnlessCache& sentence_cache, UnlessCache& block_cache) const;
  Span flagged(std::string_view text, Span match, std::vector<re2::StringPiece>& groups) const;
  bool in_skipped_quote(const analysis::ArticleAnalysis& analysis, Span flagged) const;

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
  const Document& doc = *analysis.document;
  const std::string_view text = doc.text;
  std::vector<re2::StringPiece> groups;  // sized on the first flagged match only
  UnlessCache sentence_cache;
  UnlessCache block_cache;
  Span match;
  size_t pos = 0;
  while (pos < text.size() && find_word_match(*patterns_.phrases, text, pos, text.size(), match)) {
    const Block* block = block_at(doc, match.start);
    if (block != nullptr && block->kind == BlockKind::Code) {
      pos = block->span.end;  // code is never audited: skip the whole block
      continue;
    }
    if (block == nullptr || match.end > block->span.end) {
      // Runs across a block boundary (a heading into its paragraph): not one phrase.
      pos = match.start;
      text::next_code_point(text, pos);
      continue;
    }
    pos = match.end;
    Span flag = flagged(text, match, groups);
    if (in_skipped_quote(analysis, flag)) continue;
    if (suppressed(analysis, *block, match, flag, sentence_cache, block_cache)) continue;
    out.push_back(make_finding(analysis, flag));
  }
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

// True when an <unless scope="match"> match overlaps the phrase match: "esses estudos mostram"
// overlapping "estudos mostram" spares that phrase but not another one in the same sentence.
bool overlapping_match(const RE2& re, std::string_view text, Span range, Span match) {
  Span found;
  size_t pos = range.start;
  while (pos < range.end && find_word_match(re, text, pos, range.end, found)) {
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
  if (patterns_.unless_match && overlapping_match(*patterns_.unless_match, text, range, match)) {
    return true;
  }
  if (patterns_.unless_sentence &&
      cached_search(*patterns_.unless_sentence, text, range, sentence_cache)) {
    return true;
  }
  return patterns_.unless_block &&
         cached_search(*patterns_.unless_block, text, block.span, block_cache);
}

Span PhraseRule::flagged(std::string_view text, Span match,
                         std::vector<re2::StringPiece>& groups) const {
  if (patterns_.flag_groups.empty()) return match;
  const RE2& re = *patterns_.phrases;
  groups.resize(static_cast<size_t>(re.NumberOfCapturingGroups()) + 1);
  // The search above asked RE2 for the match bounds only (its fast path); groups cost a second,
  // anchored pass, paid only by rules that flag part of their match.
  if (!re.Match(re2::StringPiece(text.data(), text.size()), match.start, match.end,
                RE2::ANCHOR_BOTH, groups.data(), static_cast<int>(groups.size()))) {
    return match;
  }
  for (int g : patterns_.flag_groups) {
    const re2::StringPiece& group = groups[static_cast<size_t>(g)];
    if (group.data() != nullptr && !group.empty()) {
      auto start = static_cast<uint32_t>(group.data() - text.data());
      return Span{start, start + static_cast<uint32_t>(group.size())};
    }
  }
  return match;
}

// --- loading ---

Error load_error(std::string where, std::string message) {
  return make_error(ErrorCode::InvalidRule, std::move(where), std::move(message));
}

/// Translates and compiles one <phrase> or <unless> alone, so that errors point at its line.
Result<std::string> compile_one(const pugi::xml_node& node, std::string_view flag_name,
                                const LoadContext& context) {
  if (Status s =
          check_attributes(node, std::string_view(node.name()) == "unless" ? "scope" : "", context);
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

/// Reads <phrases>: every <phrase>, joined into one alternation with uniquely named flag groups.
Status load_phrases(const pugi::xml_node& phrases, const LoadContext& context, std::string& joined,
                    int& count) {
  if (Status s = check_attributes(phrases, "", context); !s) return s;
  for (pugi::xml_node child : phrases.children()) {
    if (child.type() != pugi::node_element) continue;
    if (std::string_view(child.name()) != "phrase") {
      return load_error(context.where(child), std::string("unknown element <") + child.name() +
                                                  "> in <phrases>; allowed: phrase");
    }
    Result<std::string> regex = compile_one(child, "flag_" + std::to_string(count), context);
    if (!regex) return regex.error();
    append_alternative(joined, *regex);
    ++count;
  }
  return Ok{};
}

Result<std::unique_ptr<RE2>> compile_joined(const std::string& joined, const pugi::xml_node& rule,
                                            const LoadContext& context) {
  RE2::Options options = pattern_options();
  options.set_max_mem(64 << 20);
  auto re = std::make_unique<RE2>(joined, options);
  if (!re->ok()) {
    // Each pattern compiled alone, so this is a size limit: too many or too long list entries.
    return load_error(context.where(rule), "the rule's patterns together do not compile (" +
                                               re->error() + "); split the rule or its lists");
  }
  return re;
}

}  // namespace

Result<std::unique_ptr<Rule>> make_phrase_rule(const RuleSpec& spec, const pugi::xml_node& element,
                                               const LoadContext& context) {
  for (const auto& [name, value] : spec.params) {
    if (name != "skip-quotes") {
      return load_error(context.where(element),
                        "the phrase kind takes no <param> except skip-quotes; remove <param name=\"" +
                            name + "\">");
    }
  }
  RuleParams params(spec, context, element);
  auto skip_quotes = params.words("skip-quotes", "none", {"none", "attributed", "all"});
  if (!skip_quotes) return skip_quotes.error();
  if (skip_quotes->size() != 1) {
    return load_error(context.where(element),
                      "rule " + spec.id +
                          ": <param name=\"skip-quotes\"> takes one word: none, attributed or all");
  }
  std::string phrases;
  std::string unless_match;
  std::string unless_sentence;
  std::string unless_block;
  int phrase_count = 0;
  int unless_count = 0;
  for (pugi::xml_node child : element.children()) {
    if (child.type() != pugi::node_element) continue;
    std::string_view name = child.name();
    if (name == "phrases") {
      if (Status s = load_phrases(child, context, phrases, phrase_count); !s) return s.error();
    } else if (name == "unless") {
      std::string_view scope = child.attribute("scope").as_string("sentence");
      if (scope != "match" && scope != "sentence" && scope != "block") {
        return load_error(context.where(child),
                          "scope=\"" + std::string(scope) +
                              "\" on <unless>; valid scopes: match, sentence, block");
      }
      // A flag group means nothing in <unless>; renamed only so that several can be joined.
      Result<std::string> regex =
          compile_one(child, "unless_" + std::to_string(unless_count++), context);
      if (!regex) return regex.error();
      append_alternative(scope == "match"   ? unless_match
                         : scope == "block" ? unless_block
                                            : unless_sentence,
                         *regex);
    }
  }
  if (phrase_count == 0) {
    return load_error(context.where(element),
                      "a phrase rule needs <phrases> with at least one <phrase>");
  }
  PhrasePatterns patterns;
  patterns.skip_quotes = skip_quotes->count("all")          ? QuoteSkip::All
                         : skip_quotes->count("attributed") ? QuoteSkip::Attributed
                                                            : QuoteSkip::None;
  auto compiled = compile_joined(phrases, element, context);
  if (!compiled) return compiled.error();
  patterns.phrases = std::move(compiled).value();
  for (const auto& [name, index] : patterns.phrases->NamedCapturingGroups()) {
    if (name.starts_with("flag_")) patterns.flag_groups.push_back(index);
  }
  for (auto [source, target] : {std::pair{&unless_match, &patterns.unless_match},
                                std::pair{&unless_sentence, &patterns.unless_sentence},
                                std::pair{&unless_block, &patterns.unless_block}}) {
    if (source->empty()) continue;
    auto re = compile_joined(*source, element, context);
    if (!re) return re.error();
    *target = std::move(re).value();
  }
  return std::unique_ptr<Rule>(std::make_unique<PhraseRule>(spec, std::move(patterns)));
}

}  // namespace auditor::rules::kinds
