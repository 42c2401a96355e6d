// Findings: what a rule reports about a document, as plain data (one field per database column).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "auditor/core/span.h"

namespace auditor {

/// How much a finding matters; --fail-on compares against it.
enum class Severity { Info = 0, Warning = 1, Error = 2 };

/// The four families of checks (DESIGN.md); rule ids start with the category's name.
enum class Category { Disclosure, Attribution, Sourcing, Provenance };

const char* to_string(Severity severity);
const char* to_string(Category category);
/// Parses "error", "warning", "info"; nullopt for anything else.
std::optional<Severity> parse_severity(std::string_view name);
/// Parses "disclosure", "attribution", "sourcing", "provenance"; nullopt for anything else.
std::optional<Category> parse_category(std::string_view name);

/// For provenance findings: the place in a source document that the finding compares against.
struct Evidence {
  std::string source;   ///< the source document's input (path or URL)
  Span span;            ///< bytes in the source document's text
  Position position;    ///< line and column in the source's original input
  std::string excerpt;  ///< the source text at span
  std::string note;     ///< what the comparison found (a word diff, a similarity)
};

/// One problem found in one document.
struct Finding {
  std::string rule;         ///< stable rule id, e.g. "attribution.vague-source"
  Category category = Category::Attribution;
  Severity severity = Severity::Warning;
  std::string message;      ///< for a person: what is wrong and what to do
  Span span;                ///< bytes in Document::text
  Position position;        ///< line and column of span.start in the original input
  Position end_position;    ///< line and column of span.end in the original input
  std::string excerpt;      ///< the exact flagged text
  std::string sentence;     ///< the sentence around the excerpt
  Span sentence_span;       ///< the sentence's bytes in Document::text
  std::string fingerprint;  ///< stable id (rule + normalized excerpt and sentence) for waivers
  std::vector<Evidence> evidence;
};

/// How a rule read one item it looked at (a number, a claim), for `auditor analyze --explain`:
/// "flagged", or why it passed the item over.
struct RuleNote {
  std::string rule;  ///< the rule's id
  std::string item;  ///< what it looked at: "number", "claim" or the whole "article"
  Span span;         ///< the item's bytes in Document::text (a claim's trigger; empty: article)
  std::string verdict;
};

/// A stable fingerprint for a finding: survives re-runs, moved paragraphs and edits elsewhere.
/// Hashes the rule id with the case-folded, space-collapsed excerpt and sentence.
std::string compute_fingerprint(std::string_view rule, std::string_view excerpt,
                                std::string_view sentence);

/// Orders findings by position, then rule id: the order every writer prints them in.
bool finding_order(const Finding& a, const Finding& b);

}  // namespace auditor
