// Expected-findings files: one regex per line, set comparison on (line, column, rule).
#include "tests/support/expected_findings.h"

#include <regex>
#include <sstream>

namespace auditor::testing {

std::set<FindingKey> parse_expected_findings(const std::string& text,
                                             std::vector<std::string>& problems) {
  static const std::regex kLine(R"(^[^:]*:(\d+):(\d+): (error|warning|info) ([a-z0-9.-]+)(: .*)?$)");
  std::set<FindingKey> keys;
  std::istringstream in(text);
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    std::smatch m;
    if (!std::regex_match(line, m, kLine)) {
      problems.push_back("line " + std::to_string(number) + " is not in the finding format: " + line);
      continue;
    }
    keys.emplace(std::stoul(m[1]), std::stoul(m[2]), m[4]);
  }
  return keys;
}

std::string describe(const FindingKey& key) {
  return std::to_string(std::get<0>(key)) + ":" + std::to_string(std::get<1>(key)) + " " +
         std::get<2>(key);
}

std::set<FindingKey> finding_keys(const std::vector<Finding>& findings,
                                  const std::string& rule_prefix) {
  std::set<FindingKey> keys;
  for (const Finding& f : findings) {
    if (f.rule.starts_with(rule_prefix)) keys.emplace(f.position.line, f.position.column, f.rule);
  }
  return keys;
}

std::vector<std::string> compare_findings(const std::set<FindingKey>& expected,
                                          const std::set<FindingKey>& actual) {
  std::vector<std::string> out;
  for (const FindingKey& k : expected) {
    if (!actual.count(k)) out.push_back("missing finding " + describe(k));
  }
  for (const FindingKey& k : actual) {
    if (!expected.count(k)) out.push_back("unexpected finding " + describe(k));
  }
  return out;
}

std::string list_findings(const std::string& name, const std::vector<Finding>& findings,
                          const std::string& rule_prefix) {
  std::string listing;
  for (const Finding& f : findings) {
    if (!f.rule.starts_with(rule_prefix)) continue;
    listing += "  " + name + ":" + std::to_string(f.position.line) + ":" +
               std::to_string(f.position.column) + ": " + to_string(f.severity) + " " + f.rule +
               ": " + f.message + "\n";
  }
  return listing;
}

}  // namespace auditor::testing
