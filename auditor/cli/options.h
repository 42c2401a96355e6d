// Small helpers shared by the subcommands: sizes, colour, usage errors.
#pragma once

#include <optional>
#include <string>

#include "auditor/core/result.h"
#include "auditor/rules/project_config.h"

namespace auditor::cli {

/// Parses "16M", "512K", "2G" or a plain byte count.
Result<size_t> parse_size(const std::string& text);
/// Whether to colour output: "always", "never", or "auto" (fd is a terminal and NO_COLOR unset).
bool wants_color(const std::string& choice, int fd);
/// The project configuration: --config FILE, else auditor.toml in the working directory unless
/// --no-config; nullopt when there is none.
Result<std::optional<rules::ProjectConfig>> load_project_config(const std::string& path, bool disabled);
/// Prints "auditor: where: message" to standard error and returns the usage exit code.
int report_usage_error(const Error& error);

}  // namespace auditor::cli
