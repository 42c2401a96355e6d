// The process exit codes every subcommand uses (DESIGN.md): 0 clean, 1 findings, 2 usage or input.
#pragma once

namespace auditor::cli {

/// Nothing at or above --fail-on, every input read.
constexpr int kExitClean = 0;
/// Findings at or above --fail-on, or some inputs could not be read (others were audited).
constexpr int kExitFindings = 1;
/// A usage error, a bad rule pack or configuration, or no input could be audited at all.
constexpr int kExitUsage = 2;

}  // namespace auditor::cli
