// Pattern translation, word-bounded RE2 search and block lookup for the rule kinds.
#include "auditor/rules/kind_support.h"

#include <unicode/uchar.h>

#include <algorithm>
#include <pugixml.hpp>
#include <vector>

#include "auditor/text/utf8.h"

namespace auditor::rules {

namespace {

// What a space in a pattern matches: any white space run, including U+00A0, which news sites put
// between a number and its unit and after short words.
constexpr std::string_view kSpace = "[\\s\\x{A0}]+";

bool is_ascii_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool is_list_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' ||
         c == '-' || c == '_';
}

// The end of the escape at p[i] ('\\'): the escaped character, with its braces for "\\p{L}" or
// "\\x{A0}" (they belong to the escape, not to a list reference).
size_t escape_end(std::string_view p, size_t i) {
  size_t end = std::min(i + 2, p.size());
  if (end < p.size() && p[end] == '{') {
    size_t close = p.find('}', end);
    end = close == std::string_view::npos ? p.size() : close + 1;
  }
  return end;
}

// The end of the list reference "{list.name}" at p[i], or npos when p[i] opens none.
size_t list_reference_end(std::string_view p, size_t i) {
  if (p[i] != '{' || i + 1 >= p.size() || (p[i + 1] | 0x20) < 'a' || (p[i + 1] | 0x20) > 'z') {
    return std::string_view::npos;
  }
  size_t j = i + 1;
  while (j < p.size() && is_list_name_char(p[j])) ++j;
  return j < p.size() && p[j] == '}' ? j + 1 : std::string_view::npos;
}

Error pattern_error(std::string message) {
  return make_error(ErrorCode::InvalidRule, "", std::move(message));
}

std::string list_names(const text::Lexicon& lexicon) {
  std::string out;
  for (const auto& [name, entries] : lexicon.lists()) {
    if (!out.empty()) out += ", ";
    out += name;
  }
  return out.empty() ? "(none)" : out;
}

// One lexicon entry as a regex: each word quoted, spaces matching any white space.
void append_entry(std::string& out, std::string_view entry) {
  bool first = true;
  size_t pos = 0;
  while (pos < entry.size()) {
    size_t end = entry.find(' ', pos);
    if (end == std::string_view::npos) end = entry.size();
    if (end > pos) {
      if (!first) out += kSpace;
      out += RE2::QuoteMeta(re2::StringPiece(entry.data() + pos, end - pos));
      first = false;
    }
    pos = end + 1;
  }
}

Result<std::string> expand_list(std::string_view name, const text::Lexicon& lexicon) {
  if (!lexicon.has(name)) {
    std::string lang = lexicon.language().empty() ? "<lang>" : lexicon.language();
    return pattern_error("unknown lexicon list {" + std::string(name) + "}; add a <list name=\"" +
                         std::string(name) + "\"> to rules/" + lang +
                         "/lexicon.xml or use one of: " + list_names(lexicon));
  }
  std::vector<std::string> entries;
  for (const std::string& e : lexicon.list(name)) entries.push_back(collapse_whitespace(e));
  std::erase_if(entries, [](const std::string& e) { return e.empty(); });
  if (entries.empty()) {
    return pattern_error("lexicon list {" + std::string(name) +
                         "} is empty; give it entries, one per line");
  }
  // Longest first, so that an entry that is a prefix of another never shadows it.
  std::stable_sort(entries.begin(), entries.end(),
                   [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
  std::string out = "(?:";
  for (size_t i = 0; i < entries.size(); ++i) {
    if (i) out += '|';
    append_entry(out, entries[i]);
  }
  out += ')';
  return out;
}

// Copies a character class "[...]" verbatim (nothing inside it is translated); returns the index
// just past it.
size_t copy_class(std::string_view p, size_t i, std::string& out) {
  out += p[i++];
  if (i < p.size() && p[i] == '^') out += p[i++];
  if (i < p.size() && p[i] == ']') out += p[i++];  // a leading ']' is a literal
  while (i < p.size() && p[i] != ']') {
    if (p[i] == '\\' && i + 1 < p.size()) out += p[i++];
    out += p[i++];
  }
  if (i < p.size()) out += p[i++];
  return i;
}

}  // namespace

RE2::Options pattern_options() {
  RE2::Options options;
  options.set_encoding(RE2::Options::EncodingUTF8);
  options.set_case_sensitive(false);
  options.set_longest_match(true);
  options.set_log_errors(false);
  // Big case-folded alternations over Unicode classes build large DFAs: with RE2's default 8 MB
  // budget the DFA cache keeps resetting and RE2 falls back to its slow NFA on every search.
  options.set_max_mem(int64_t{256} << 20);
  return options;
}

Result<std::string> translate_pattern(std::string_view p, const text::Lexicon& lexicon,
                                      std::string_view flag_name) {
  std::string out;
  out.reserve(p.size() * 2);
  size_t i = 0;
  while (i < p.size()) {
    char c = p[i];
    if (c == '\\') {
      if (i + 1 >= p.size()) return pattern_error("the pattern ends with a lone backslash");
      if (p[i + 1] == 'b' || p[i + 1] == 'B') {
        return pattern_error(
            "\\b and \\B only know ASCII letters in RE2; remove them: every match is already "
            "checked for word boundaries at both ends, accented letters included");
      }
      const size_t end = escape_end(p, i);
      out += p.substr(i, end - i);
      i = end;
    } else if (c == '[') {
      i = copy_class(p, i, out);
    } else if (is_ascii_space(c)) {
      while (i < p.size() && is_ascii_space(p[i])) ++i;
      out += kSpace;
    } else if (const size_t end = list_reference_end(p, i); end != std::string_view::npos) {
      Result<std::string> alternation = expand_list(p.substr(i + 1, end - i - 2), lexicon);
      if (!alternation) return alternation.error();
      out += *alternation;
      i = end;
    } else if (p.substr(i).starts_with("(?P<")) {
      size_t close = p.find('>', i);
      if (close == std::string_view::npos) return pattern_error("unterminated named group (?P<...");
      std::string_view name = p.substr(i + 4, close - i - 4);
      if (name != "flag") {
        return pattern_error("named group (?P<" + std::string(name) +
                             ">: the only group name with a meaning is \"flag\" (the part to "
                             "flag); use (?:...) for plain grouping");
      }
      out += "(?P<";
      out += flag_name;
      out += '>';
      i = close + 1;
    } else {
      out += c;
      ++i;
    }
  }
  return out;
}

namespace {

// The end of the element of a pack pattern that starts at p[i], its quantifier not included;
// npos for a group left open.
size_t element_end(std::string_view p, size_t i) {
  const char c = p[i];
  if (c == '\\') return escape_end(p, i);
  if (c == '[') {
    std::string ignored;
    return copy_class(p, i, ignored);
  }
  if (const size_t end = list_reference_end(p, i); end != std::string_view::npos) return end;
  if (c != '(') return i + 1;
  int depth = 0;
  while (i < p.size()) {
    if (p[i] == '\\' || p[i] == '[') {
      i = element_end(p, i);
      continue;
    }
    if (p[i] == '(') ++depth;
    if (p[i] == ')' && --depth == 0) return i + 1;
    ++i;
  }
  return std::string_view::npos;
}

// The end of the quantifier ("?", "*", "+", "{2,5}", each maybe lazy) at p[i], or i.
size_t quantifier_end(std::string_view p, size_t i) {
  if (i < p.size() && (p[i] == '?' || p[i] == '*' || p[i] == '+')) {
    ++i;
  } else if (i + 1 < p.size() && p[i] == '{' && p[i + 1] >= '0' && p[i + 1] <= '9') {
    size_t close = p.find('}', i);
    if (close == std::string_view::npos) return i;
    i = close + 1;
  } else {
    return i;
  }
  return i < p.size() && p[i] == '?' ? i + 1 : i;
}

// "(?i)", "(?-i)": a flag group that changes every element after it.
bool sets_flags(std::string_view element) {
  if (!element.starts_with("(?") || element.size() < 4) return false;
  return element.find(':') == std::string_view::npos && !element.starts_with("(?P<");
}

}  // namespace

std::vector<std::string_view> necessary_runs(std::string_view pattern,
                                             bool (*costly)(std::string_view element)) {
  std::vector<std::string_view> runs;
  bool any_costly = false;
  size_t run_start = 0;
  size_t i = 0;
  auto close_run = [&](size_t end) {
    std::string_view run = pattern.substr(run_start, end - run_start);
    if (run.find_first_not_of(" \t\n") != std::string_view::npos) runs.push_back(run);
  };
  while (i < pattern.size()) {
    if (pattern[i] == '|' || pattern[i] == ')') return {};  // an alternation, or unbalanced
    const size_t end = element_end(pattern, i);
    if (end == std::string_view::npos) return {};
    const std::string_view element = pattern.substr(i, end - i);
    if (sets_flags(element)) return {};
    const size_t next = quantifier_end(pattern, end);
    if (costly(element)) {
      any_costly = true;
      close_run(i);
      run_start = next;
    }
    i = next;
  }
  close_run(pattern.size());
  if (!any_costly) return {};
  return runs;
}

bool is_word_char(char32_t cp) {
  auto c = static_cast<UChar32>(cp);
  if (u_isalnum(c)) return true;
  int8_t type = u_charType(c);
  return type == U_NON_SPACING_MARK || type == U_COMBINING_SPACING_MARK;
}

namespace {

bool starts_on_boundary(std::string_view text, size_t start) {
  size_t i = start;
  if (!is_word_char(text::next_code_point(text, i))) return true;
  if (start == 0) return true;
  i = start;
  return !is_word_char(text::previous_code_point(text, i));
}

bool ends_on_boundary(std::string_view text, size_t end) {
  size_t i = end;
  if (!is_word_char(text::previous_code_point(text, i))) return true;
  if (end >= text.size()) return true;
  i = end;
  return !is_word_char(text::next_code_point(text, i));
}

size_t after_code_point(std::string_view text, size_t i) {
  size_t next = i;
  text::next_code_point(text, next);
  return next > i ? next : i + 1;
}

}  // namespace

bool find_word_match(const RE2& re, std::string_view text, size_t from, size_t to, Span& match) {
  const re2::StringPiece whole(text.data(), text.size());
  // One search with the match's bounds: where nothing matches it reads the text once, as a
  // search for whether anything matches would, and where something does it saves that search
  // (RE2 finds the start by running backward over the match alone). A separate first test cost
  // 0.7% more instructions on 1,000 synthetic articles once RE2's reverse programs were built.
  re2::StringPiece m;
  size_t pos = from;
  while (pos < to) {
    if (!re.Match(whole, pos, to, RE2::UNANCHORED, &m, 1)) return false;
    size_t start = static_cast<size_t>(m.data() - text.data());
    size_t end = start + m.size();
    if (!m.empty() && starts_on_boundary(text, start)) {
      // The longest match at this start ends inside a word: try the shorter ones.
      while (!ends_on_boundary(text, end)) {
        size_t shorter = end;
        text::previous_code_point(text, shorter);
        if (shorter <= start || !re.Match(whole, start, shorter, RE2::ANCHOR_START, &m, 1) ||
            m.empty()) {
          end = start;
          break;
        }
        end = start + m.size();
      }
      if (end > start) {
        match = Span{static_cast<uint32_t>(start), static_cast<uint32_t>(end)};
        return true;
      }
    }
    pos = after_code_point(text, start);
  }
  return false;
}

namespace {

// The first word-bounded match of pattern `id` in text[from, to), searched only where it may
// match (LiteralPrefilter::narrow). Every match lies inside one range, longest match included, so
// the first range that holds one holds the answer the whole search would give.
bool first_in_ranges(const LiteralPrefilter& patterns, int id, std::string_view text, size_t from,
                     size_t to, std::vector<Span>& ranges, Span& match) {
  if (!patterns.narrow(id, text, from, to, ranges)) {
    return patterns.may_match(id, text, from, to) &&
           find_word_match(patterns.pattern(id), text, from, to, match);
  }
  for (const Span& range : ranges) {
    if (patterns.may_match(id, text, range.start, range.end) &&
        find_word_match(patterns.pattern(id), text, range.start, range.end, match)) {
      return true;
    }
  }
  return false;
}

}  // namespace

bool find_first_of(const LiteralPrefilter& patterns, std::vector<int>& candidates,
                   FoundMatches& found, std::string_view text, size_t from, size_t to,
                   Span& match) {
  constexpr Span kUnsearched{FoundMatches::kUnsearched, FoundMatches::kUnsearched};
  if (found.by_candidate.size() != candidates.size() || found.to != to) {
    found.by_candidate.assign(candidates.size(), kUnsearched);
    found.to = to;
  }
  bool any = false;
  size_t kept = 0;
  for (size_t k = 0; k < candidates.size(); ++k) {
    const int id = candidates[k];
    Span m = found.by_candidate[k];
    if ((m.start == FoundMatches::kUnsearched || m.start < from) &&
        !first_in_ranges(patterns, id, text, from, to, found.ranges, m)) {
      continue;  // nothing from here on: dropped
    }
    candidates[kept] = id;
    found.by_candidate[kept] = m;
    ++kept;
    if (!any || m.start < match.start || (m.start == match.start && m.end > match.end)) {
      match = m;
      any = true;
    }
  }
  candidates.resize(kept);
  found.by_candidate.resize(kept);
  return any;
}

const Block* block_at(const Document& doc, uint32_t offset) {
  auto it = std::upper_bound(doc.blocks.begin(), doc.blocks.end(), offset,
                             [](uint32_t off, const Block& b) { return off < b.span.start; });
  if (it == doc.blocks.begin()) return nullptr;
  const Block& b = *std::prev(it);
  return offset < b.span.end ? &b : nullptr;
}

bool is_header(const Block& block) {
  return block.kind == BlockKind::Title || block.kind == BlockKind::Standfirst;
}

bool in_header(const Document& doc, uint32_t offset) {
  const Block* block = block_at(doc, offset);
  return block != nullptr && is_header(*block);
}

std::string comma_list(std::string_view names) {
  std::string out;
  size_t pos = 0;
  while (pos < names.size()) {
    size_t end = names.find(' ', pos);
    if (end == std::string_view::npos) end = names.size();
    if (end > pos) {
      if (!out.empty()) out += ", ";
      out += names.substr(pos, end - pos);
    }
    pos = end + 1;
  }
  return out.empty() ? "none" : out;
}

bool has_word(std::string_view words, std::string_view word) {
  size_t pos = 0;
  while (pos <= words.size()) {
    size_t end = words.find(' ', pos);
    if (end == std::string_view::npos) end = words.size();
    if (words.substr(pos, end - pos) == word) return true;
    pos = end + 1;
  }
  return false;
}

Status check_attributes(const pugi::xml_node& node, std::string_view allowed,
                        const LoadContext& context) {
  for (pugi::xml_attribute a : node.attributes()) {
    if (has_word(allowed, a.name())) continue;
    std::string hint =
        allowed.empty() ? std::string("it takes no attributes") : "allowed: " + comma_list(allowed);
    return make_error(
        ErrorCode::InvalidRule, context.where(node),
        std::string("unknown attribute ") + a.name() + " on <" + node.name() + ">; " + hint);
  }
  return Ok{};
}

Result<std::string> text_only(const pugi::xml_node& node, const LoadContext& context,
                              bool keep_paragraphs) {
  std::string raw;
  for (pugi::xml_node child : node.children()) {
    if (child.type() == pugi::node_pcdata || child.type() == pugi::node_cdata) {
      raw += child.value();
    } else if (child.type() == pugi::node_element) {
      return make_error(ErrorCode::InvalidRule, context.where(child),
                        std::string("<") + node.name() + "> holds text only, not <" + child.name() +
                            ">; write a literal '<' as &lt;");
    }
  }
  if (!keep_paragraphs) return collapse_whitespace(raw);
  // Lines are joined into paragraphs; a line holding nothing but white space ends one.
  std::string out;
  std::string paragraph;
  size_t pos = 0;
  while (pos <= raw.size()) {
    size_t nl = std::min(raw.find('\n', pos), raw.size());
    std::string line = collapse_whitespace(std::string_view(raw).substr(pos, nl - pos));
    if (!line.empty()) {
      paragraph += paragraph.empty() ? line : " " + line;
    }
    if ((line.empty() || nl == raw.size()) && !paragraph.empty()) {
      if (!out.empty()) out += "\n\n";
      out += paragraph;
      paragraph.clear();
    }
    pos = nl + 1;
  }
  return out;
}

std::string collapse_whitespace(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  bool pending = false;
  for (char c : s) {
    if (is_ascii_space(c)) {
      pending = !out.empty();
      continue;
    }
    if (pending) out += ' ';
    pending = false;
    out += c;
  }
  return out;
}

std::string fill_named(std::string_view tmpl,
                       std::initializer_list<std::pair<std::string_view, std::string_view>> values) {
  std::string out;
  size_t pos = 0;
  while (pos < tmpl.size()) {
    size_t open = tmpl.find('{', pos);
    if (open == std::string_view::npos) break;
    size_t close = tmpl.find('}', open);
    if (close == std::string_view::npos) break;
    std::string_view key = tmpl.substr(open + 1, close - open - 1);
    auto it =
        std::find_if(values.begin(), values.end(), [&](const auto& v) { return v.first == key; });
    out.append(tmpl.substr(pos, open - pos));
    if (it != values.end()) {
      out.append(it->second);
    } else {
      out.append(tmpl.substr(open, close - open + 1));  // {match} is make_finding's
    }
    pos = close + 1;
  }
  out.append(tmpl.substr(std::min(pos, tmpl.size())));
  return out;
}

namespace {

/// True when [start, end) of `text` is not inside a longer word.
bool word_at(std::string_view text, size_t start, size_t end) {
  size_t i = start;
  if (start > 0 && is_word_char(text::previous_code_point(text, i))) return false;
  i = end;
  return end >= text.size() || !is_word_char(text::next_code_point(text, i));
}

}  // namespace

bool contains_word(std::string_view haystack, std::string_view needle) {
  if (needle.empty()) return false;
  for (size_t at = haystack.find(needle); at != std::string_view::npos;
       at = haystack.find(needle, at + 1)) {
    if (word_at(haystack, at, at + needle.size())) return true;
  }
  return false;
}

std::string link_host(std::string_view href) {
  size_t scheme = href.find("://");
  size_t start = scheme == std::string_view::npos ? 0 : scheme + 3;
  size_t end = std::min(href.find_first_of("/?#:", start), href.size());
  std::string host(href.substr(start, end - start));
  if (host.starts_with("www.")) host.erase(0, 4);
  return host;
}

}  // namespace auditor::rules
