// The project configuration (auditor.toml): rule selection, severity and parameter overrides,
// the newsroom's own ties and extra organization aliases, parsed once into an immutable struct.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "auditor/core/finding.h"
#include "auditor/core/result.h"

namespace auditor::rules {

struct RuleSpec;

/// A value read from the config, with the place it was written ("auditor.toml:LINE:COL").
template <class T>
struct Located {
  T value;
  std::string where;
};

/// How a party declared in [newsroom] is tied to the newsroom.
enum class NewsroomRelation { Owner, Parent, Partner, Advertiser, Sponsor };

/// The config key of a relation ("owners", "parent", ...) and its rule-pack type ("owner", ...).
const char* config_key(NewsroomRelation relation);
/// The tie type a rule pack describes this relation with: "owner", "parent", "partner", ...
const char* tie_type(NewsroomRelation relation);

/// One party the newsroom is tied to: any mention of it in an article needs a disclosure.
struct DeclaredTie {
  std::string party;  ///< as written in the config ("Grupo Vale")
  NewsroomRelation relation = NewsroomRelation::Owner;
};

/// The [newsroom] table: who publishes, and who it is tied to.
struct Newsroom {
  std::string name;  ///< the newsroom's own name ("Diário do Vale"); may be empty
  std::vector<DeclaredTie>
      ties;  ///< owners, parent, partners, advertisers, sponsors, in file order
};

/// One organization and its other names, from [aliases] ("Grupo Vale" = ["TV Vale"]).
struct AliasEntry {
  std::string party;
  std::vector<std::string> names;
};

/// A parsed, validated auditor.toml. Immutable once loaded; the RuleSet and the kinds read it.
class ProjectConfig {
 public:
  /// The file name looked for in the working directory.
  static constexpr std::string_view kFileName = "auditor.toml";

  /// Reads and validates a config file; errors are InvalidConfig at "path:line:column".
  static Result<ProjectConfig> load(const std::string& path);
  /// Parses config text from memory; `path` names it in errors.
  static Result<ProjectConfig> parse(std::string_view toml, const std::string& path);
  /// Loads `start_dir`/auditor.toml when it exists; nullopt when there is none.
  static Result<std::optional<ProjectConfig>> find(const std::string& start_dir);

  /// The file the config came from.
  const std::string& path() const { return path_; }
  /// False when [rules] disables the rule, or enable_only leaves it out. A selector matches a
  /// rule id, its category ("provenance") or the id of its pack ("attribution-pt").
  bool enabled(std::string_view rule_id, std::string_view pack_id) const;
  /// Applies the severity and parameter overrides for spec.id; a parameter the rule does not
  /// declare is an error at the config line that sets it.
  Status apply(RuleSpec& spec) const;
  /// Fails when a rule id, category or pack named anywhere in [rules] matches nothing loaded;
  /// the message lists the closest valid ids.
  Status check_rule_ids(const std::vector<std::string>& rule_ids,
                        const std::vector<std::string>& pack_ids) const;

  /// The [newsroom] table.
  const Newsroom& newsroom() const { return newsroom_; }
  /// The [aliases] table, in file order.
  const std::vector<AliasEntry>& aliases() const { return aliases_; }
  /// Rule ids (or categories, or packs) disabled by [rules] disable.
  const std::vector<Located<std::string>>& disabled() const { return disable_; }
  /// The [rules] enable_only list, when given.
  const std::optional<std::vector<Located<std::string>>>& enable_only() const {
    return enable_only_;
  }
  /// [rules.severity]: rule id -> severity.
  const std::map<std::string, Located<Severity>, std::less<>>& severities() const {
    return severity_;
  }
  /// Where the config set `param` of `rule_id` ("auditor.toml:7:1"), or null when it did not.
  const std::string* param_location(std::string_view rule_id, std::string_view param) const;
  /// [rules.params."id"]: rule id -> parameter name -> value as a string.
  const std::map<std::string, std::map<std::string, Located<std::string>, std::less<>>,
                 std::less<>>&
  params() const {
    return params_;
  }

 private:
  friend class ConfigParser;

  std::string path_;
  std::vector<Located<std::string>> disable_;
  std::optional<std::vector<Located<std::string>>> enable_only_;
  std::map<std::string, Located<Severity>, std::less<>> severity_;
  std::map<std::string, std::map<std::string, Located<std::string>, std::less<>>, std::less<>>
      params_;
  std::map<std::string, std::string, std::less<>> params_where_;  ///< rule id -> its table's place
  Newsroom newsroom_;
  std::vector<AliasEntry> aliases_;
};

/// Up to `max` of `candidates` closest to `word` by edit distance (for "did you mean" hints).
std::vector<std::string> closest_names(std::string_view word,
                                       const std::vector<std::string>& candidates, size_t max = 3);

}  // namespace auditor::rules
