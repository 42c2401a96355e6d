// Expected-findings files (fixtures' *.expected): parsing and comparing with actual findings.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "auditor/core/finding.h"

namespace auditor::testing {

/// A finding as an expected file names it: line, column, rule.
using FindingKey = std::tuple<uint32_t, uint32_t, std::string>;

/// Parses lines like "case.md:12:5: warning rule.id: why"; blank lines and '#' comments are
/// skipped; lines in another format are appended to `problems`.
std::set<FindingKey> parse_expected_findings(const std::string& text,
                                             std::vector<std::string>& problems);

/// "12:5 rule.id".
std::string describe(const FindingKey& key);

/// The keys of findings, keeping those whose rule starts with `rule_prefix`.
std::set<FindingKey> finding_keys(const std::vector<Finding>& findings,
                                  const std::string& rule_prefix = "");

/// "missing finding ..." and "unexpected finding ..." for every difference.
std::vector<std::string> compare_findings(const std::set<FindingKey>& expected,
                                          const std::set<FindingKey>& actual);

/// The findings listed one a line in the expected-file format, to paste into a fixture.
std::string list_findings(const std::string& name, const std::vector<Finding>& findings,
                          const std::string& rule_prefix = "");

}  // namespace auditor::testing
