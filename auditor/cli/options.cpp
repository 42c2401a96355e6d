// Shared command-line helpers.
#include "auditor/cli/options.h"

#include <unistd.h>

#include <cstdlib>
#include <iostream>

#include "auditor/cli/exit_codes.h"

namespace auditor::cli {

Result<size_t> parse_size(const std::string& text) {
  size_t pos = 0;
  unsigned long long value = 0;
  try {
    value = std::stoull(text, &pos);
  } catch (...) {
    pos = 0;
  }
  if (pos == 0) {
    return make_error(ErrorCode::Usage, "--max-size",
                      "\"" + text + "\" is not a size; write a number of bytes, or e.g. 512K, 16M, 1G");
  }
  std::string unit = text.substr(pos);
  unsigned long long scale = 1;
  if (unit == "K" || unit == "k" || unit == "KB") scale = 1ull << 10;
  else if (unit == "M" || unit == "m" || unit == "MB") scale = 1ull << 20;
  else if (unit == "G" || unit == "g" || unit == "GB") scale = 1ull << 30;
  else if (!unit.empty()) {
    return make_error(ErrorCode::Usage, "--max-size",
                      "unknown unit \"" + unit + "\"; use K, M or G");
  }
  return static_cast<size_t>(value * scale);
}

bool wants_color(const std::string& choice, int fd) {
  if (choice == "always") return true;
  if (choice == "never" || fd < 0) return false;
  if (std::getenv("NO_COLOR") != nullptr) return false;
  const char* term = std::getenv("TERM");
  if (term != nullptr && std::string(term) == "dumb") return false;
  return isatty(fd) != 0;
}

Result<std::optional<rules::ProjectConfig>> load_project_config(const std::string& path,
                                                                bool disabled) {
  if (disabled) return std::optional<rules::ProjectConfig>();
  if (!path.empty()) {
    auto loaded = rules::ProjectConfig::load(path);
    if (!loaded.ok()) return loaded.error();
    return std::optional<rules::ProjectConfig>(std::move(loaded).value());
  }
  return rules::ProjectConfig::find(".");
}

int report_usage_error(const Error& error) {
  std::cerr << "auditor: " << error.to_string() << '\n';
  return kExitUsage;
}

}  // namespace auditor::cli
