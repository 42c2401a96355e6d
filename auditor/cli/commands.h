// The subcommands of the auditor executable, each registered on the CLI11 application.
#pragma once

#include <functional>
#include <string>

#include <CLI/CLI.hpp>

namespace auditor::cli {

/// What every subcommand needs from main(): the executable's path, to find rules next to it.
struct Globals {
  std::string executable;
};

/// A subcommand's action, run after parsing; returns the exit code.
using Action = std::function<int()>;

/// Registers `auditor check` and returns its action.
Action add_check_command(CLI::App& app, const Globals& globals);
/// Registers `auditor rules list|show|test` and returns its action.
Action add_rules_command(CLI::App& app, const Globals& globals);
/// Registers `auditor analyze` and returns its action.
Action add_analyze_command(CLI::App& app, const Globals& globals);
/// Registers `auditor extract` (documents as read: text, blocks, links) and returns its action.
Action add_extract_command(CLI::App& app, const Globals& globals);
/// Registers `auditor db stats|export|merge` and returns its action.
Action add_db_command(CLI::App& app, const Globals& globals);
/// Registers `auditor report` (print a stored run) and returns its action.
Action add_report_command(CLI::App& app, const Globals& globals);
/// Registers `auditor waive` and returns its action.
Action add_waive_command(CLI::App& app, const Globals& globals);
/// Registers `auditor provenance` (near-duplicates and their sources among stored documents).
Action add_provenance_command(CLI::App& app, const Globals& globals);
/// Registers `auditor eval` (precision and recall against annotated articles) and returns its action.
Action add_eval_command(CLI::App& app, const Globals& globals);

}  // namespace auditor::cli
