// Reading and validating rule pack files (rules/<lang>/*.rules.xml) into compiled rules.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "auditor/core/result.h"
#include "auditor/rules/rule.h"
#include "auditor/text/lexicon.h"

namespace auditor::rules {

/// One pack file, validated and compiled.
struct LoadedPack {
  std::string id;                            ///< the pack's id attribute
  std::string language;                      ///< the pack's lang attribute
  std::vector<std::unique_ptr<Rule>> rules;  ///< in file order
};

/// Parses, validates and compiles a pack held in memory; `path` names it in errors.
///
/// When `expected_language` is not empty (the name of the pack's folder), the pack's lang must
/// equal it. Every error is InvalidRule (or Parse for XML that is not well-formed) at "path:line",
/// and names the offending key with a hint.
///
/// With a project `config`, its severity and parameter overrides are applied to each rule before
/// it is compiled, and its newsroom ties and aliases reach the kinds through LoadContext.
Result<LoadedPack> parse_pack(std::string_view xml, const std::string& path,
                              std::string_view expected_language, const text::Lexicon& lexicon,
                              const ProjectConfig* config = nullptr);

/// Reads a pack file and parses it (see parse_pack).
Result<LoadedPack> load_pack_file(const std::string& path, std::string_view expected_language,
                                  const text::Lexicon& lexicon);

/// Reads a whole rules file (pack or lexicon) into memory.
Result<std::string> read_rules_file(const std::string& path);

}  // namespace auditor::rules
