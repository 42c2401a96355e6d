// The literal strings every match of a regex contains, read from its pattern as an AND-OR formula.
#include "auditor/rules/literal_formula.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <unordered_map>

#include "auditor/rules/atom_scanner.h"
#include "auditor/rules/regex_syntax.h"
#include "auditor/text/utf8.h"

namespace auditor::rules {

namespace {

// Exact sets stay small, as in RE2's prefilter: a cross product of two sets is kept while it
// has at most 16 strings; an alternation of more than 64 becomes an OR of atoms.
constexpr size_t kMaxCrossProduct = 16;
constexpr size_t kMaxExactStrings = 64;

/// What a piece of a pattern tells of the texts it matches: each of them exactly (a small set of
/// lower-cased strings), or a formula node every one satisfies (-1: none is needed).
struct Info {
  bool exact = false;
  std::vector<std::string> strings;  ///< sorted and distinct, when exact
  int32_t node = -1;
};

Info any_text() {
  return Info{};
}

Info exactly(std::vector<std::string> strings) {
  std::sort(strings.begin(), strings.end());
  strings.erase(std::unique(strings.begin(), strings.end()), strings.end());
  return Info{true, std::move(strings), -1};
}

// The code point as an atom holds it, folded as the atom search folds text; nothing for a
// character whose case pairs the search may not know, which then matches any text.
std::optional<std::string> folded(char32_t cp) {
  std::string utf8;
  text::append_utf8(utf8, cp);
  return AtomScanner::fold(utf8);
}

}  // namespace

/// Reads a pattern into a LiteralFormula: a recursive descent over RE2's syntax that gives each
/// piece an Info, joined as RE2's prefilter joins them (concatenation: a cross product or AND;
/// alternation: a union or OR; optional and starred pieces need nothing).
class FormulaBuilder {
 public:
  FormulaBuilder(std::string_view pattern, size_t min_atom_length)
      : p_(pattern), min_atom_length_(min_atom_length) {}

  LiteralFormula build() {
    std::optional<Info> whole = alternation();
    LiteralFormula formula;
    if (!whole || pos_ != p_.size()) return formula;  // syntax it does not model: any text
    const int32_t root = match(*whole);
    // Only what the root reaches: parts absorbed on the way (an OR beside a starred piece)
    // would have their atoms searched for nothing.
    std::unordered_map<std::string, uint32_t> index;
    if (root >= 0) formula.root_ = copy_into(formula, index, static_cast<uint32_t>(root));
    return formula;
  }

 private:
  using Op = LiteralFormula::Op;

  bool at(char c) const { return pos_ < p_.size() && p_[pos_] == c; }

  // --- parsing: each returns nothing on syntax it does not model, which fails the whole ---

  std::optional<Info> alternation() {
    std::optional<Info> result = concatenation();
    while (result && at('|')) {
      ++pos_;
      std::optional<Info> next = concatenation();
      if (!next) return std::nullopt;
      result = alternate(std::move(*result), std::move(*next));
    }
    return result;
  }

  // As RE2's prefilter reads a concatenation: runs of exact pieces ("s", "a", "y") join into their
  // strings ("say") while the product stays small, and the runs and other pieces are ANDed.
  std::optional<Info> concatenation() {
    Info run = exactly({""});
    int32_t needs = -1;
    bool whole = true;  // every piece so far is in `run`: its strings are the only matches
    while (pos_ < p_.size() && !at('|') && !at(')')) {
      std::optional<Info> next = repetition();
      if (!next) return std::nullopt;
      if (next->exact && run.strings.size() * next->strings.size() <= kMaxCrossProduct) {
        run = cross(run, *next);
        continue;
      }
      whole = false;
      needs = join(Op::And, needs, match(run));
      run = exactly({""});
      if (next->exact) {
        run = std::move(*next);
      } else {
        needs = join(Op::And, needs, next->node);
      }
    }
    if (whole) return run;
    return Info{false, {}, join(Op::And, needs, match(run))};
  }

  std::optional<Info> repetition() {
    std::optional<Info> piece = single();
    size_t min = 0;
    size_t max = 0;
    while (piece && regex_syntax::quantifier(p_, pos_, min, max)) {
      piece = repeat(std::move(*piece), min, max);
    }
    return piece;
  }

  std::optional<Info> single() {
    switch (p_[pos_]) {
      case '(': return group();
      case '[': return char_class();
      case '\\': return escape();
      case '.': ++pos_; return any_text();
      case '^':
      case '$': ++pos_; return exactly({""});
      case '*':
      case '+':
      case '?': return std::nullopt;
      default: return literal(text::next_code_point(p_, pos_));
    }
  }

  static Info literal(char32_t cp) {
    std::optional<std::string> s = folded(cp);
    return s ? exactly({std::move(*s)}) : any_text();
  }

  // "(...)", "(?:...)", "(?P<name>...)", "(?flags:...)", or "(?flags)" alone (which needs nothing).
  std::optional<Info> group() {
    return regex_syntax::group(p_, pos_, exactly({""}), [this] { return alternation(); });
  }

  // A bracketed class: its characters when it has at most four, else any text.
  std::optional<Info> char_class() {
    ++pos_;
    bool wide = at('^');  // a negated class matches nearly anything
    if (wide) ++pos_;
    std::vector<std::string> members;
    bool first = true;
    while (pos_ < p_.size() && (!at(']') || first)) {
      first = false;
      if (at('[') && pos_ + 1 < p_.size() && p_[pos_ + 1] == ':') {  // [:alpha:]
        const size_t close = p_.find(":]", pos_ + 2);
        if (close == std::string_view::npos) return std::nullopt;
        pos_ = close + 2;
        wide = true;
        continue;
      }
      std::optional<char32_t> low = class_char(wide);
      if (!low) {
        if (wide) continue;
        return std::nullopt;
      }
      char32_t high = *low;
      if (at('-') && pos_ + 1 < p_.size() && p_[pos_ + 1] != ']') {
        ++pos_;
        std::optional<char32_t> end = class_char(wide);
        if (!end) return std::nullopt;
        high = *end;
      }
      if (high < *low || high - *low >= 4) {
        wide = true;
        continue;
      }
      for (char32_t cp = *low; cp <= high; ++cp) {
        std::optional<std::string> s = folded(cp);
        if (!s)
          wide = true;
        else
          members.push_back(std::move(*s));
      }
    }
    if (!at(']')) return std::nullopt;
    ++pos_;
    Info set = exactly(std::move(members));
    return wide || set.strings.size() > 4 ? any_text() : set;
  }

  // One character of a class; nothing for a class escape (\s, \p{L}...), which sets `wide`, or
  // for an escape it does not model (then `wide` stays false and the caller fails).
  std::optional<char32_t> class_char(bool& wide) {
    if (!at('\\')) return text::next_code_point(p_, pos_);
    ++pos_;
    if (pos_ >= p_.size()) return std::nullopt;
    const char c = p_[pos_];
    if (c == 'd' || c == 'D' || c == 's' || c == 'S' || c == 'w' || c == 'W' || c == 'p' ||
        c == 'P') {
      ++pos_;
      if ((c == 'p' || c == 'P') && !regex_syntax::property_name(p_, pos_)) return std::nullopt;
      wide = true;
      return std::nullopt;
    }
    return regex_syntax::escaped_char(p_, pos_);
  }

  // An escape outside a class.
  std::optional<Info> escape() {
    ++pos_;
    if (pos_ >= p_.size()) return std::nullopt;
    const char c = p_[pos_];
    if (c == 'p' || c == 'P') {
      ++pos_;
      return regex_syntax::property_name(p_, pos_) ? std::optional<Info>(any_text()) : std::nullopt;
    }
    if (c == 'd' || c == 'D' || c == 's' || c == 'S' || c == 'w' || c == 'W' || c == 'C') {
      ++pos_;
      return any_text();
    }
    if (c == 'b' || c == 'B' || c == 'A' || c == 'z') {
      ++pos_;
      return exactly({""});
    }
    std::optional<char32_t> cp = regex_syntax::escaped_char(p_, pos_);
    if (!cp) return std::nullopt;
    return literal(*cp);
  }

  // --- the formula ---

  // The formula node every text of `info` satisfies; -1 when that is every text.
  int32_t match(const Info& info) {
    if (!info.exact) return info.node;
    std::vector<std::string> strings = info.strings;
    for (const std::string& s : strings) {
      if (s.size() < min_atom_length_) return -1;  // too short to rule anything out
    }
    // A string holding another is redundant in an OR: whatever holds it holds the shorter one.
    std::stable_sort(
        strings.begin(), strings.end(),
        [](const std::string& a, const std::string& b) { return a.size() < b.size(); });
    std::vector<std::string> kept;
    for (const std::string& s : strings) {
      const bool redundant = std::any_of(kept.begin(), kept.end(), [&](const std::string& k) {
        return s.find(k) != std::string::npos;
      });
      if (!redundant) kept.push_back(s);
    }
    int32_t node = -1;
    for (const std::string& s : kept) node = node < 0 ? atom(s) : join(Op::Or, node, atom(s));
    return node;
  }

  static Info cross(const Info& a, const Info& b) {
    std::vector<std::string> product;
    for (const std::string& x : a.strings) {
      for (const std::string& y : b.strings) product.push_back(x + y);
    }
    return exactly(std::move(product));
  }

  Info alternate(Info a, Info b) {
    if (a.exact && b.exact && a.strings.size() + b.strings.size() <= kMaxExactStrings) {
      a.strings.insert(a.strings.end(), b.strings.begin(), b.strings.end());
      return exactly(std::move(a.strings));
    }
    return Info{false, {}, join(Op::Or, match(a), match(b))};
  }

  Info repeat(Info a, size_t min, size_t max) {
    if (min == 0) {  // may be absent: only "x?" keeps its strings, with the empty one
      if (max != 1 || !a.exact || a.strings.size() + 1 > kMaxExactStrings) return any_text();
      a.strings.emplace_back();
      return exactly(std::move(a.strings));
    }
    if (min == 1 && max == 1) return a;
    return Info{false, {}, match(a)};  // at least once: what one occurrence needs
  }

  // a AND b, a OR b, with -1 (holds everywhere) absorbed, and nested same operators flattened.
  int32_t join(Op op, int32_t a, int32_t b) {
    if (op == Op::And && (a < 0 || b < 0)) return a < 0 ? b : a;
    if (op == Op::Or && (a < 0 || b < 0)) return -1;
    std::vector<uint32_t> kids;
    for (int32_t side : {a, b}) {
      const LiteralFormula::Node n = f_.nodes_[static_cast<size_t>(side)];
      if (n.op == op) {
        kids.insert(kids.end(), f_.children_.begin() + n.first,
                    f_.children_.begin() + n.first + n.count);
      } else {
        kids.push_back(static_cast<uint32_t>(side));
      }
    }
    const auto first = static_cast<uint32_t>(f_.children_.size());
    f_.children_.insert(f_.children_.end(), kids.begin(), kids.end());
    f_.nodes_.push_back({op, first, static_cast<uint32_t>(kids.size())});
    return static_cast<int32_t>(f_.nodes_.size() - 1);
  }

  int32_t atom(const std::string& s) {
    auto [it, added] = atom_index_.emplace(s, static_cast<uint32_t>(f_.atoms_.size()));
    if (added) f_.atoms_.push_back(s);
    f_.nodes_.push_back({Op::Atom, it->second, 0});
    return static_cast<int32_t>(f_.nodes_.size() - 1);
  }

  int32_t copy_into(LiteralFormula& to, std::unordered_map<std::string, uint32_t>& index,
                    uint32_t node) const {
    const LiteralFormula::Node n = f_.nodes_[node];
    uint32_t first = n.first;
    if (n.op == Op::Atom) {
      auto [it, added] = index.emplace(f_.atoms_[n.first], static_cast<uint32_t>(to.atoms_.size()));
      if (added) to.atoms_.push_back(f_.atoms_[n.first]);
      first = it->second;
    } else {
      std::vector<uint32_t> kids;
      for (uint32_t k = 0; k < n.count; ++k) {
        kids.push_back(static_cast<uint32_t>(copy_into(to, index, f_.children_[n.first + k])));
      }
      first = static_cast<uint32_t>(to.children_.size());
      to.children_.insert(to.children_.end(), kids.begin(), kids.end());
    }
    to.nodes_.push_back({n.op, first, n.count});
    return static_cast<int32_t>(to.nodes_.size() - 1);
  }

  std::string_view p_;
  size_t pos_ = 0;
  size_t min_atom_length_;
  LiteralFormula f_;
  std::unordered_map<std::string, uint32_t> atom_index_;
};

LiteralFormula LiteralFormula::read(std::string_view pattern, size_t min_atom_length) {
  return FormulaBuilder(pattern, min_atom_length).build();
}

std::string LiteralFormula::to_string() const {
  if (root_ < 0) return "any";
  std::string out;
  describe(static_cast<uint32_t>(root_), out);
  return out;
}

void LiteralFormula::describe(uint32_t node, std::string& out) const {
  const Node& n = nodes_[node];
  if (n.op == Op::Atom) {
    out += atoms_[n.first];
    return;
  }
  out += n.op == Op::And ? "and(" : "or(";
  for (uint32_t k = 0; k < n.count; ++k) {
    if (k > 0) out += ", ";
    describe(children_[n.first + k], out);
  }
  out += ')';
}

}  // namespace auditor::rules
