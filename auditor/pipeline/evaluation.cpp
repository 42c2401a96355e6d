// Scoring the auditor against the annotated evaluation set: gold parsing, matching and tallies.
#include "auditor/pipeline/evaluation.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "auditor/pipeline/batch.h"

namespace auditor::pipeline {

namespace fs = std::filesystem;

namespace {

bool is_annotated(std::string_view rule) {
  return std::find(std::begin(kAnnotatedRules), std::end(kAnnotatedRules), rule) !=
         std::end(kAnnotatedRules);
}

// How far a finding lies from a gold position, to prefer the nearest when several could match.
uint64_t distance(const GoldItem& gold, const FoundItem& found) {
  if (is_document_level_rule(gold.rule)) {
    uint64_t lines = gold.position.line > found.start.line ? gold.position.line - found.start.line
                                                           : found.start.line - gold.position.line;
    return lines;
  }
  if (gold.position.line != found.start.line) {
    // Inside a span that started on an earlier line: worse than any same-line candidate.
    return (uint64_t{1} << 32) + (gold.position.line - found.start.line);
  }
  return gold.position.column > found.start.column ? gold.position.column - found.start.column
                                                   : found.start.column - gold.position.column;
}

// Code points in a UTF-8 string: columns in .expected files count code points, not bytes.
uint32_t code_points(std::string_view s) {
  uint32_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

// The text of the input from a position to the end of its line, cut to a readable length.
std::string excerpt_at(const std::vector<std::string_view>& lines, Position p) {
  if (p.line == 0 || p.line > lines.size()) return {};
  std::string_view line = lines[p.line - 1];
  size_t byte = 0;
  for (uint32_t col = 1; col < p.column && byte < line.size(); ++col) {
    ++byte;
    while (byte < line.size() && (static_cast<unsigned char>(line[byte]) & 0xC0) == 0x80) ++byte;
  }
  std::string_view rest = line.substr(byte);
  size_t end = 0;
  uint32_t taken = 0;
  while (end < rest.size() && taken < 60) {
    ++end;
    while (end < rest.size() && (static_cast<unsigned char>(rest[end]) & 0xC0) == 0x80) ++end;
    ++taken;
  }
  std::string out(rest.substr(0, end));
  if (end < rest.size()) out += "…";
  return out;
}

std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  size_t start = 0;
  while (start <= text.size()) {
    size_t nl = text.find('\n', start);
    if (nl == std::string_view::npos) nl = text.size();
    std::string_view line = text.substr(start, nl - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    start = nl + 1;
  }
  return lines;
}

// Collects what the batch reports, keyed by input path; the batch emits from one thread.
class CollectingSink : public FindingSink {
 public:
  struct Entry {
    std::string language;
    std::vector<Finding> findings;
    std::string source;  ///< the decoded input, to check gold positions and quote excerpts
  };

  void document(const AuditedDocument& audited) override {
    Entry& e = entries_[audited.document->input];
    e.language = audited.language;
    e.findings = audited.findings;
    e.source = audited.document->source_map.source();
  }
  void failure(const InputFailure& failure) override { failures_.push_back(failure); }

  std::map<std::string, Entry>& entries() { return entries_; }
  const std::vector<InputFailure>& failures() const { return failures_; }

 private:
  std::map<std::string, Entry> entries_;
  std::vector<InputFailure> failures_;
};

std::string read_whole(const std::string& path, bool& ok) {
  std::ifstream in(path, std::ios::binary);
  ok = static_cast<bool>(in);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

}  // namespace

bool is_document_level_rule(std::string_view rule) { return rule == "sourcing.concentration"; }

Result<std::vector<GoldItem>> parse_gold(std::string_view text, const std::string& where) {
  // The same line format the auditor prints, so a developer can paste real output as a start.
  static const std::regex kLine(
      R"(^[^:]*:(\d+):(\d+): (error|warning|info) ([a-z0-9][a-z0-9.-]*)(?:: ?(.*))?$)");
  std::vector<GoldItem> items;
  int number = 0;
  for (std::string_view raw : split_lines(text)) {
    ++number;
    std::string line(raw);
    size_t first = line.find_first_not_of(" \t");
    if (first == std::string::npos || line[first] == '#') continue;
    std::smatch m;
    if (!std::regex_match(line, m, kLine)) {
      return make_error(ErrorCode::Parse, where + ":" + std::to_string(number),
                        "not a gold line; write 'case.md:LINE:COLUMN: severity rule.id: note' or "
                        "start the line with '#' for a comment");
    }
    GoldItem item;
    item.position.line = static_cast<uint32_t>(std::stoul(m[1]));
    item.position.column = static_cast<uint32_t>(std::stoul(m[2]));
    if (item.position.line == 0 || item.position.column == 0) {
      return make_error(ErrorCode::Parse, where + ":" + std::to_string(number),
                        "lines and columns are 1-based; 0 points nowhere");
    }
    item.severity = *parse_severity(m[3].str());
    item.rule = m[4];
    item.note = m[5];
    item.source_line = number;
    items.push_back(std::move(item));
  }
  return items;
}

bool matches(const GoldItem& gold, const FoundItem& found, uint32_t slack) {
  if (gold.rule != found.rule) return false;
  if (is_document_level_rule(gold.rule)) return true;
  const Position g = gold.position;
  const Position s = found.start;
  // A finding without an end position is a point; treat it as an empty span at its start.
  Position e = found.end;
  if (e.line < s.line || (e.line == s.line && e.column < s.column)) e = s;
  bool after_start = g.line > s.line || (g.line == s.line && g.column + slack >= s.column);
  bool before_end = g.line < e.line || (g.line == e.line && g.column <= e.column + slack);
  return after_start && before_end;
}

DocumentMatch match_items(const std::vector<GoldItem>& gold, const std::vector<FoundItem>& found,
                          uint32_t slack) {
  // Candidates per gold item, nearest first, so augmenting paths try the natural pairing first.
  std::vector<std::vector<size_t>> candidates(gold.size());
  for (size_t g = 0; g < gold.size(); ++g) {
    for (size_t f = 0; f < found.size(); ++f) {
      if (matches(gold[g], found[f], slack)) candidates[g].push_back(f);
    }
    std::stable_sort(candidates[g].begin(), candidates[g].end(), [&](size_t a, size_t b) {
      return distance(gold[g], found[a]) < distance(gold[g], found[b]);
    });
  }
  // Kuhn's augmenting paths: the sets are tiny, and greedy pairing can strand a gold item whose
  // only candidate was taken by a neighbour that had another choice.
  constexpr size_t kNone = std::numeric_limits<size_t>::max();
  std::vector<size_t> owner(found.size(), kNone);
  std::vector<char> seen;
  std::function<bool(size_t)> augment = [&](size_t g) {
    for (size_t f : candidates[g]) {
      if (seen[f]) continue;
      seen[f] = 1;
      if (owner[f] == kNone || augment(owner[f])) {
        owner[f] = g;
        return true;
      }
    }
    return false;
  };
  for (size_t g = 0; g < gold.size(); ++g) {
    seen.assign(found.size(), 0);
    augment(g);
  }

  DocumentMatch result;
  std::vector<char> gold_matched(gold.size(), 0);
  for (size_t f = 0; f < found.size(); ++f) {
    if (owner[f] == kNone) {
      result.spurious.push_back(f);
    } else {
      result.pairs.emplace_back(owner[f], f);
      gold_matched[owner[f]] = 1;
    }
  }
  for (size_t g = 0; g < gold.size(); ++g) {
    if (!gold_matched[g]) result.missed.push_back(g);
  }
  std::sort(result.pairs.begin(), result.pairs.end());
  return result;
}

std::optional<double> Score::precision() const {
  if (found == 0) return std::nullopt;
  return static_cast<double>(true_positives) / static_cast<double>(found);
}

std::optional<double> Score::recall() const {
  if (gold == 0) return std::nullopt;
  return static_cast<double>(true_positives) / static_cast<double>(gold);
}

std::optional<double> Score::f1() const {
  auto p = precision();
  auto r = recall();
  if (!p || !r || *p + *r == 0) return std::nullopt;
  return 2 * *p * *r / (*p + *r);
}

void Score::add(const Score& other) {
  gold += other.gold;
  found += other.found;
  true_positives += other.true_positives;
}

std::vector<std::string> implemented_rules(const rules::RuleSet& rules) {
  std::set<std::string> ids;
  for (const std::string& lang : rules.languages()) {
    for (const auto& rule : rules.language(lang)->rules) ids.insert(rule->spec().id);
  }
  return {ids.begin(), ids.end()};
}

Result<std::vector<std::string>> find_eval_cases(const std::vector<std::string>& folders) {
  std::vector<std::string> cases;
  for (const std::string& folder : folders) {
    std::error_code ec;
    if (fs::is_regular_file(folder, ec)) {
      // A single article named directly is evaluated when its gold sits beside it.
      fs::path expected = fs::path(folder).replace_extension(".expected");
      if (!fs::exists(expected, ec)) {
        return make_error(ErrorCode::NotFound, expected.string(),
                          "this article has no gold file beside it; write one to evaluate it");
      }
      cases.push_back(folder);
      continue;
    }
    if (!fs::is_directory(folder, ec)) {
      return make_error(ErrorCode::NotFound, folder,
                        "no such folder; pass the folder holding the annotated articles");
    }
    for (fs::recursive_directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
      if (!it->is_regular_file(ec)) continue;
      fs::path p = it->path();
      std::string ext = p.extension().string();
      if (ext != ".txt" && ext != ".md") continue;
      fs::path expected = p;
      expected.replace_extension(".expected");
      if (fs::exists(expected, ec)) cases.push_back(p.string());
    }
    if (ec) return make_error(ErrorCode::Unreadable, folder, "could not list this folder: " + ec.message());
  }
  std::sort(cases.begin(), cases.end());
  cases.erase(std::unique(cases.begin(), cases.end()), cases.end());
  return cases;
}

Result<EvaluationReport> evaluate(const Auditor& auditor, const std::vector<std::string>& folders,
                                  const EvaluationOptions& options) {
  Result<std::vector<std::string>> paths = find_eval_cases(folders);
  if (!paths.ok()) return paths.error();

  EvaluationReport report;
  std::vector<ingest::InputRef> inputs;
  for (const std::string& path : *paths) {
    EvalCase c;
    c.input = path;
    c.expected_path = fs::path(path).replace_extension(".expected").string();
    bool ok = false;
    std::string text = read_whole(c.expected_path, ok);
    if (!ok) {
      report.errors.push_back(make_error(ErrorCode::Unreadable, c.expected_path, "cannot read this gold file"));
      continue;
    }
    Result<std::vector<GoldItem>> gold = parse_gold(text, c.expected_path);
    if (!gold.ok()) {
      // A half-read gold file would skew every figure; leave the case out and say so.
      report.errors.push_back(gold.error());
      continue;
    }
    c.gold = std::move(gold).value();
    inputs.push_back({path});
    report.cases.push_back(std::move(c));
  }

  CollectingSink sink;
  BatchOptions batch;
  batch.jobs = options.jobs;
  run_batch(auditor, inputs, batch, sink);
  for (const InputFailure& f : sink.failures()) report.errors.push_back(f.error);

  auto judged = [&](std::string_view rule) {
    return options.only_rule.empty() ? is_annotated(rule) : rule == options.only_rule;
  };
  std::vector<std::string> implemented = implemented_rules(auditor.rules());
  auto is_implemented = [&](const std::string& rule) {
    return std::binary_search(implemented.begin(), implemented.end(), rule);
  };

  std::map<std::string, RuleScore> scores;
  std::map<std::string, std::map<std::string, Score>> per_language;
  if (options.only_rule.empty()) {
    for (std::string_view rule : kAnnotatedRules) scores[std::string(rule)].rule = rule;
  } else {
    scores[options.only_rule].rule = options.only_rule;
  }

  std::vector<EvalCase> kept;
  for (EvalCase& c : report.cases) {
    auto it = sink.entries().find(c.input);
    if (it == sink.entries().end()) continue;  // unreadable: already among the errors
    CollectingSink::Entry& entry = it->second;
    c.language = entry.language;

    std::vector<std::string_view> lines = split_lines(entry.source);
    std::vector<GoldItem> gold;
    for (GoldItem& g : c.gold) {
      // A gold position outside the article is an annotation slip; it could never match.
      bool in_range = g.position.line <= lines.size() &&
                      g.position.column <= code_points(lines[g.position.line - 1]) + 1;
      if (!in_range) {
        report.errors.push_back(make_error(
            ErrorCode::Parse, c.expected_path + ":" + std::to_string(g.source_line),
            "position " + std::to_string(g.position.line) + ":" + std::to_string(g.position.column) +
                " lies outside " + c.input + "; count lines and code-point columns from 1"));
        continue;
      }
      if (!judged(g.rule)) continue;
      g.excerpt = excerpt_at(lines, g.position);
      scores[g.rule].rule = g.rule;
      gold.push_back(std::move(g));
    }
    c.gold = std::move(gold);
    for (const Finding& f : entry.findings) {
      if (!judged(f.rule)) continue;
      c.found.push_back(FoundItem{f.rule, f.severity, f.position, f.end_position, f.excerpt});
    }
    c.match = match_items(c.gold, c.found, options.slack);

    std::map<std::string, Score> doc;
    for (const GoldItem& g : c.gold) ++doc[g.rule].gold;
    for (const FoundItem& f : c.found) ++doc[f.rule].found;
    for (const auto& [g, f] : c.match.pairs) ++doc[c.gold[g].rule].true_positives;
    for (const auto& [rule, s] : doc) {
      scores[rule].rule = rule;
      scores[rule].score.add(s);
      per_language[rule][c.language].add(s);
    }
    kept.push_back(std::move(c));
  }
  report.cases = std::move(kept);

  for (auto& [rule, score] : scores) {
    score.implemented = is_implemented(rule);
    for (const auto& [lang, s] : per_language[rule]) score.by_language.emplace_back(lang, s);
    if (score.implemented) report.overall.add(score.score);
    report.rules.push_back(std::move(score));
  }
  return report;
}

}  // namespace auditor::pipeline
