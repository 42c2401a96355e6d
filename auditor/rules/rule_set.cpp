// Loading every language's lexicon and packs from a rules folder, and running them on a document.
#include "auditor/rules/rule_set.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <system_error>
#include <thread>
#include <unordered_set>

#include "auditor/rules/pack_loader.h"
#include "auditor/rules/project_config.h"

namespace auditor::rules {

namespace fs = std::filesystem;

namespace {

/// The folder of lexicons shared by every language.
constexpr std::string_view kCommonFolder = "common";

/// FNV-1a 64: the digest only has to notice any change to the loaded files, not resist attacks.
class Digest {
 public:
  void add(std::string_view bytes) {
    for (unsigned char c : bytes) hash_ = (hash_ ^ c) * 1099511628211ull;
    hash_ = (hash_ ^ 0xff) * 1099511628211ull;  // field separator: "ab"+"c" differs from "a"+"bc"
  }
  std::string hex() const {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(hash_));
    return buf;
  }

 private:
  uint64_t hash_ = 14695981039346656037ull;
};

/// Where each rule id of one language was first defined, to refuse a second definition.
using SeenIds = std::map<std::string, std::string, std::less<>>;

/// The project config's say in loading: which rules to keep, and every id seen to validate it.
struct Selection {
  const ProjectConfig* config = nullptr;
  std::vector<std::string> rule_ids;  ///< every rule loaded, disabled ones included
  std::vector<std::string> pack_ids;
};

/// Puts every rule's literal prefilters into the language's one atom search per document.
void share_atoms(LanguageRules& language) {
  for (const std::unique_ptr<Rule>& rule : language.rules) rule->join_atom_search(language.atoms);
  language.atoms.compile();
}

Status add_pack(LanguageRules& language, LoadedPack pack, SeenIds& seen, Selection* selection) {
  if (selection != nullptr) selection->pack_ids.push_back(pack.id);
  for (std::unique_ptr<Rule>& rule : pack.rules) {
    const RuleSpec& spec = rule->spec();
    std::string at = spec.file + ":" + std::to_string(spec.line);
    if (auto [it, fresh] = seen.emplace(spec.id, at); !fresh) {
      return make_error(ErrorCode::InvalidRule, at,
                        "rule id \"" + spec.id + "\" is defined twice for \"" + language.language +
                            "\" (first at " + it->second + "); give each rule its own id");
    }
    if (selection != nullptr) {
      selection->rule_ids.push_back(spec.id);
      // Disabled rules are still compiled, so that a broken pack is reported either way.
      if (selection->config != nullptr && !selection->config->enabled(spec.id, pack.id)) continue;
    }
    language.rules.push_back(std::move(rule));
  }
  return Ok{};
}

Result<text::Lexicon> load_lexicon(const fs::path& path, const std::string& language,
                                   const std::string& relative, Digest& digest) {
  Result<std::string> bytes = read_rules_file(path.string());
  if (!bytes) return bytes.error();
  digest.add(relative);
  digest.add(*bytes);
  Result<text::Lexicon> lexicon = text::Lexicon::parse(*bytes, path.string());
  if (!lexicon) return lexicon.error();
  if (lexicon->language() != language) {
    return make_error(ErrorCode::InvalidRule, path.string(),
                      "lang=\"" + lexicon->language() + "\" does not match its folder \"" +
                          language + "\"; set <lexicon lang=\"" + language + "\">");
  }
  return lexicon;
}

/// The files of a folder whose names end with `suffix`, sorted; "lexicon.xml" counts as a lexicon.
Result<std::vector<fs::path>> files_ending_with(const fs::path& dir, std::string_view suffix) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (const fs::directory_entry& entry : fs::directory_iterator(dir, ec)) {
    std::string name = entry.path().filename().string();
    bool lexicon_alias = suffix == ".lexicon.xml" && name == "lexicon.xml";
    if (entry.is_regular_file(ec) && (name.ends_with(suffix) || lexicon_alias)) {
      files.push_back(entry.path());
    }
  }
  if (ec) return make_error(ErrorCode::Unreadable, dir.string(), "cannot list the folder: " + ec.message());
  std::sort(files.begin(), files.end());
  return files;
}

/// Merges every lexicon file of a folder (lexicon.xml and *.lexicon.xml, by topic) into one.
Result<text::Lexicon> load_lexicons(const fs::path& dir, const fs::path& root,
                                    const std::string& language, Digest& digest) {
  auto files = files_ending_with(dir, ".lexicon.xml");
  if (!files) return files.error();
  text::Lexicon merged;
  merged.set_language(language);
  for (const fs::path& path : *files) {
    auto lexicon = load_lexicon(path, language, path.lexically_relative(root).generic_string(), digest);
    if (!lexicon) return lexicon.error();
    if (Status s = merged.merge(*lexicon, path.string()); !s) return s.error();
  }
  return merged;
}

/// One language folder read up to the parsing of its packs: its lexicons (with the common ones)
/// merged, then its packs' bytes in name order. Reading stops at the first error, which waits in
/// `stopped` until the packs read before it have been parsed and added: loading reports the same
/// first error as reading, parsing and adding one pack after another would.
struct LanguageLoad {
  std::unique_ptr<LanguageRules> rules;  ///< null when the folder has neither lexicon nor packs
  std::vector<std::string> paths;        ///< the packs read, in name order
  std::vector<std::string> bytes;
  std::vector<std::optional<Result<LoadedPack>>> parsed;  ///< filled by parse_packs
  std::optional<Error> stopped;
};

LanguageLoad read_language(const fs::path& dir, const fs::path& root, const text::Lexicon& common,
                           Digest& digest) {
  LanguageLoad load;
  const std::string code = dir.filename().string();
  auto packs = files_ending_with(dir, ".rules.xml");
  if (!packs) {
    load.stopped = packs.error();
    return load;
  }
  auto lexicon = load_lexicons(dir, root, code, digest);
  if (!lexicon) {
    load.stopped = lexicon.error();
    return load;
  }
  if (lexicon->lists().empty() && packs->empty()) return load;
  auto language = std::make_unique<LanguageRules>();
  language->language = code;
  language->lexicon = std::move(lexicon).value();
  text::Lexicon shared = common;
  shared.set_language(code);
  if (Status s = language->lexicon.merge(shared, (root / "common").string()); !s) {
    load.stopped = s.error();
    return load;
  }
  // Built after the lexicon has its final address, in case they keep pointers into it.
  language->segmenter = text::SentenceSegmenter(language->lexicon);
  language->analyzer = std::make_unique<analysis::Analyzer>(language->lexicon);
  load.rules = std::move(language);
  for (const fs::path& path : *packs) {
    Result<std::string> bytes = read_rules_file(path.string());
    if (!bytes) {
      load.stopped = bytes.error();
      break;
    }
    digest.add(path.lexically_relative(root).generic_string());
    digest.add(*bytes);
    load.paths.push_back(path.string());
    load.bytes.push_back(std::move(bytes).value());
  }
  load.parsed.resize(load.paths.size());
  return load;
}

/// Parses every pack read, on up to one thread per core: compiling the packs' patterns is nearly
/// all of loading (0.27 s of an editor's 0.29 s run on one article), and packs compile alone.
void parse_packs(std::vector<LanguageLoad>& loads, const ProjectConfig* config) {
  std::vector<std::pair<LanguageLoad*, size_t>> jobs;
  for (LanguageLoad& load : loads) {
    for (size_t k = 0; k < load.paths.size(); ++k) jobs.emplace_back(&load, k);
  }
  std::atomic<size_t> next = 0;
  auto work = [&] {
    for (size_t j = next++; j < jobs.size(); j = next++) {
      auto [load, k] = jobs[j];
      try {
        load->parsed[k] = parse_pack(load->bytes[k], load->paths[k], load->rules->language,
                                     load->rules->lexicon, config);
      } catch (const std::exception& e) {  // out of memory: an error, not a thread's exception
        load->parsed[k] = make_error(ErrorCode::Internal, load->paths[k],
                                     std::string("could not compile this pack: ") + e.what());
      }
    }
  };
  const size_t threads =
      std::min<size_t>(jobs.size(), std::max(1u, std::thread::hardware_concurrency()));
  std::vector<std::thread> pool;
  for (size_t t = 1; t < threads; ++t) {
    try {
      pool.emplace_back(work);
    } catch (const std::system_error&) {
      break;  // no more threads to be had: the ones started and this one share the packs
    }
  }
  work();
  for (std::thread& t : pool) t.join();
}

}  // namespace

Result<RuleSet> RuleSet::load(const std::string& rules_dir, const ProjectConfig* config) {
  std::error_code ec;
  if (!fs::is_directory(rules_dir, ec)) {
    return make_error(ErrorCode::NotFound, rules_dir,
                      "no rules folder here; pass --rules-dir or set AUDITOR_RULES_DIR to the "
                      "folder holding <lang>/lexicon.xml and <lang>/*.rules.xml");
  }
  std::vector<fs::path> dirs;
  for (const fs::directory_entry& entry : fs::directory_iterator(rules_dir, ec)) {
    if (entry.is_directory(ec) && entry.path().filename() != kCommonFolder) dirs.push_back(entry.path());
  }
  if (ec) {
    return make_error(ErrorCode::Unreadable, rules_dir, "cannot list the folder: " + ec.message());
  }
  std::sort(dirs.begin(), dirs.end());
  RuleSet set;
  Digest digest;
  Selection selection{config, {}, {}};
  // Names that are the same in every language (outlets, organization aliases) live in common/.
  text::Lexicon common;
  fs::path common_dir = fs::path(rules_dir) / kCommonFolder;
  if (fs::is_directory(common_dir, ec)) {
    auto loaded = load_lexicons(common_dir, fs::path(rules_dir), "*", digest);
    if (!loaded) return loaded.error();
    common = std::move(loaded).value();
  }
  std::vector<LanguageLoad> loads;
  for (const fs::path& dir : dirs) {
    loads.push_back(read_language(dir, fs::path(rules_dir), common, digest));
    if (loads.back().stopped) break;  // nothing after the first error is read
  }
  parse_packs(loads, config);
  for (LanguageLoad& load : loads) {
    SeenIds seen;
    for (std::optional<Result<LoadedPack>>& pack : load.parsed) {
      if (!*pack) return pack->error();
      if (Status s = add_pack(*load.rules, std::move(*pack).value(), seen, &selection); !s) {
        return s.error();
      }
    }
    if (load.stopped) return *load.stopped;
    if (load.rules) {
      share_atoms(*load.rules);
      std::string code = load.rules->language;
      set.languages_.emplace(std::move(code), std::move(load.rules));
    }
  }
  if (config != nullptr) {
    if (Status s = config->check_rule_ids(selection.rule_ids, selection.pack_ids); !s) {
      return s.error();
    }
  }
  for (const auto& [code, language] : set.languages_) {
    const std::vector<std::string>& words = language->lexicon.list("language.function-words");
    if (!words.empty()) set.function_words_.add_language(code, words);
  }
  if (!set.function_words_.empty()) {
    set.function_words_.add_other_words(common.list("language.other-words"));
  }
  set.digest_ = digest.hex();
  return set;
}

Result<RuleSet> RuleSet::load_pack(const std::string& pack_path, const text::Lexicon& lexicon) {
  Result<std::string> bytes = read_rules_file(pack_path);
  if (!bytes) return bytes.error();
  Result<LoadedPack> pack = parse_pack(*bytes, pack_path, lexicon.language(), lexicon);
  if (!pack) return pack.error();
  auto language = std::make_unique<LanguageRules>();
  language->language = pack->language;
  language->lexicon = lexicon;
  language->segmenter = text::SentenceSegmenter(language->lexicon);
  language->analyzer = std::make_unique<analysis::Analyzer>(language->lexicon);
  SeenIds seen;
  if (Status s = add_pack(*language, std::move(pack).value(), seen, nullptr); !s) return s.error();
  share_atoms(*language);
  RuleSet set;
  Digest digest;
  digest.add(fs::path(pack_path).filename().string());
  digest.add(*bytes);
  set.digest_ = digest.hex();
  std::string code = language->language;
  set.languages_.emplace(std::move(code), std::move(language));
  return set;
}

const LanguageRules* RuleSet::language(std::string_view code) const {
  auto it = languages_.find(code);
  if (it == languages_.end()) {
    // "pt-BR" and "en_US" use the rules of their base language.
    size_t cut = code.find_first_of("-_");
    if (cut != std::string_view::npos) it = languages_.find(code.substr(0, cut));
  }
  return it == languages_.end() ? nullptr : it->second.get();
}

std::vector<std::string> RuleSet::languages() const {
  std::vector<std::string> out;
  for (const auto& entry : languages_) out.push_back(entry.first);
  return out;
}

void RuleSet::check(const analysis::ArticleAnalysis& analysis, std::vector<Finding>& out) const {
  const LanguageRules* rules = language(analysis.language);
  if (rules == nullptr) return;
  const DocumentAtomScope atoms(rules->atoms, analysis.text());
  for (const std::unique_ptr<Rule>& rule : rules->rules) rule->check(analysis, out);
}

std::vector<RuleNote> RuleSet::explain(const analysis::ArticleAnalysis& analysis) const {
  std::vector<RuleNote> notes;
  if (const LanguageRules* rules = language(analysis.language)) {
    for (const std::unique_ptr<Rule>& rule : rules->rules) rule->explain(analysis, notes);
  }
  return notes;
}

std::string default_rules_dir(const std::string& executable_path) {
  // An explicit setting wins even when the folder is missing, so that a typo is reported rather
  // than silently replaced by another rules folder.
  if (const char* env = std::getenv("AUDITOR_RULES_DIR"); env != nullptr && *env != '\0') {
    return env;
  }
  std::error_code ec;
  fs::path exe = executable_path;
  if (!exe.has_parent_path()) exe = fs::read_symlink("/proc/self/exe", ec);  // found via PATH
  fs::path exe_dir = fs::absolute(exe, ec).parent_path();
  std::vector<fs::path> candidates;
  if (!exe_dir.empty()) {
    candidates = {exe_dir / ".." / "share" / "auditor" / "rules", exe_dir / ".." / "rules",
                  exe_dir / "rules"};
  }
#ifdef AUDITOR_SOURCE_RULES_DIR
  candidates.emplace_back(AUDITOR_SOURCE_RULES_DIR);
#endif
  for (const fs::path& candidate : candidates) {
    if (fs::is_directory(candidate, ec)) return candidate.lexically_normal().string();
  }
  return candidates.empty() ? std::string("rules") : candidates.back().lexically_normal().string();
}

std::vector<RuleInfo> describe_rules(const RuleSet& rule_set) {
  std::vector<RuleInfo> out;
  std::unordered_set<std::string> seen;
  for (const std::string& language : rule_set.languages()) {
    for (const auto& rule : rule_set.language(language)->rules) {
      const RuleSpec& spec = rule->spec();
      if (!seen.insert(spec.id).second) continue;
      out.push_back(RuleInfo{spec.id, spec.name, spec.description, spec.category, spec.severity});
    }
  }
  return out;
}

}  // namespace auditor::rules
