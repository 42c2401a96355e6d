// A rule as loaded from a pack (RuleSpec), and the compiled form every rule kind implements (Rule).
#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "auditor/analysis/article_analysis.h"
#include "auditor/core/finding.h"
#include "auditor/core/result.h"
#include "auditor/text/lexicon.h"

namespace pugi {
class xml_node;
}

namespace auditor::rules {

class ProjectConfig;
class SharedAtoms;

/// An <example> of a rule: text that must fire at the marked span, or must not fire at all.
struct RuleExample {
  std::string text;       ///< the example with <marker> removed
  bool must_fire = true;  ///< false for correct="true" examples
  Span marker;            ///< the expected finding's span in `text` (when must_fire)
  std::string format = "text";  ///< "text" or "markdown": how the example is read
  int line = 0;           ///< line of the <example> element in its pack
};

/// A rule as written in a pack, validated but not compiled.
struct RuleSpec {
  std::string id;          ///< e.g. "attribution.vague-source"
  std::string kind;        ///< the rule kind that implements it, e.g. "phrase"
  std::string name;        ///< short title for listings
  std::string language;    ///< the pack's language ("pt", "en")
  Category category = Category::Attribution;
  Severity severity = Severity::Warning;
  std::string message;     ///< template; "{match}" is replaced by the flagged text
  std::string description; ///< longer help text for `rules show` and SARIF
  std::map<std::string, std::string, std::less<>> params;
  std::vector<RuleExample> examples;
  std::string file;        ///< the pack file it came from
  int line = 0;            ///< the line of its <rule> element
};

/// What a kind may use while compiling a rule: the language's lexicon and where errors point.
struct LoadContext {
  const text::Lexicon* lexicon = nullptr;  ///< never null; may be empty
  std::string file;                        ///< the pack's path, for error locations
  std::string_view source;                 ///< the pack's bytes, to turn node offsets into lines
  const ProjectConfig* config = nullptr;   ///< the project's auditor.toml, or null when none

  /// "file:line" of a node of the pack, for errors about it.
  std::string where(const pugi::xml_node& node) const;
};

/// A compiled rule. check() never parses, never allocates per rule on the hot path beyond findings,
/// and never throws.
class Rule {
 public:
  explicit Rule(RuleSpec spec) : spec_(std::move(spec)) {}
  virtual ~Rule() = default;
  Rule(const Rule&) = delete;
  Rule& operator=(const Rule&) = delete;

  const RuleSpec& spec() const { return spec_; }
  /// Appends this rule's findings for one analyzed document.
  virtual void check(const analysis::ArticleAnalysis& analysis,
                     std::vector<Finding>& out) const noexcept = 0;
  /// Appends how the rule read each item it looked at, for `auditor analyze --explain`: why a
  /// figure was flagged or passed over. Kinds that keep no such account append nothing.
  virtual void explain(const analysis::ArticleAnalysis& analysis,
                       std::vector<RuleNote>& out) const {
    (void)analysis;
    (void)out;
  }

  /// Puts the rule's literal prefilters into its language's document-wide atom search, once
  /// after loading. Kinds without prefilters do nothing.
  virtual void join_atom_search(SharedAtoms& atoms) { (void)atoms; }

 protected:
  /// Builds a finding for `span` with this rule's id, category, severity and message (with
  /// "{match}" replaced), filling excerpt, sentence, positions and fingerprint.
  Finding make_finding(const analysis::ArticleAnalysis& analysis, Span span,
                       std::string message = {}) const;

 private:
  RuleSpec spec_;
};

/// Compiles a rule of one kind from its spec and its pack element (kind-specific children).
using RuleFactory = Result<std::unique_ptr<Rule>> (*)(const RuleSpec& spec,
                                                      const pugi::xml_node& element,
                                                      const LoadContext& context);

}  // namespace auditor::rules
