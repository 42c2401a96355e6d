// Per-language word lists kept as data under rules/<lang>/lexicon.xml.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "auditor/core/result.h"

namespace auditor::text {

/// Named lists of words and phrases for one language (abbreviations, speech verbs, units, ...).
///
/// File format: <lexicon lang="pt"><list name="abbreviations.title">one entry per line</list>...
/// Blank lines and lines starting with '#' are ignored; entries are trimmed.
class Lexicon {
 public:
  /// Loads a lexicon file; errors name the file, the line and the problem.
  static Result<Lexicon> load(const std::string& path);
  /// Parses lexicon XML from memory; `path` is only used in error messages.
  static Result<Lexicon> parse(std::string_view xml, const std::string& path);

  const std::string& language() const { return language_; }
  /// Sets the language (when merging topic files into one lexicon).
  void set_language(std::string language) { language_ = std::move(language); }
  /// The entries of a list; an empty list when the lexicon has none of that name.
  const std::vector<std::string>& list(std::string_view name) const;
  bool has(std::string_view name) const;
  /// Adds the lists of another lexicon of the same language (a topic file such as
  /// numbers.lexicon.xml); a list defined in both is an error naming `other_path`.
  Status merge(const Lexicon& other, const std::string& other_path);
  /// Adds or replaces a list (used by tests and by project configuration).
  void set(std::string name, std::vector<std::string> entries);
  const std::map<std::string, std::vector<std::string>, std::less<>>& lists() const { return lists_; }

 private:
  std::string language_;
  std::map<std::string, std::vector<std::string>, std::less<>> lists_;
};

}  // namespace auditor::text
