// Helpers shared by the tests: repository paths, files, running the auditor binary, golden files.
#pragma once

#include <string>
#include <vector>

namespace auditor::testing {

/// Absolute path of a file or folder in the repository.
std::string repo_path(const std::string& relative);
/// The shared data folder (seeds, corpora) or "" when it is absent: tests using it must skip.
std::string shared_dir();
/// A file's bytes ("" when missing).
std::string read_file(const std::string& path);
/// Writes bytes to a file, creating folders.
void write_file(const std::string& path, const std::string& bytes);
/// A fresh empty temporary folder, removed at process exit.
std::string temp_dir();

/// What a process did.
struct CommandResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

/// Runs a program (argv[0] searched in PATH when it has no slash; no shell), feeding `input` on
/// standard input. exit_code is -1 when it could not be started.
CommandResult run_program(const std::vector<std::string>& command, const std::string& input = "");

/// The full path of an executable found in PATH, or "" when there is none (tests then skip).
std::string find_program(const std::string& name);

/// Runs the built `auditor` binary with arguments (no shell), feeding `input` on standard input.
CommandResult run_auditor(const std::vector<std::string>& args, const std::string& input = "");

/// Compares `actual` with the golden file at `relative` (under tests/); with
/// AUDITOR_UPDATE_GOLDEN=1 rewrites the file instead. Returns "" on match, else a diff summary.
std::string check_golden(const std::string& relative, const std::string& actual);

}  // namespace auditor::testing
