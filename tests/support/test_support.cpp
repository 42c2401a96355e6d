// Implementation of the shared test helpers.
#include "tests/support/test_support.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

extern char** environ;

namespace auditor::testing {

namespace fs = std::filesystem;

std::string repo_path(const std::string& relative) {
  return (fs::path(AUDITOR_REPO_DIR) / relative).string();
}

std::string shared_dir() {
  const char* env = std::getenv("AUDITOR_SHARED_DIR");
  fs::path dir = env ? fs::path(env) : fs::path(AUDITOR_REPO_DIR) / ".." / "shared";
  std::error_code ec;
  if (!fs::is_directory(dir / "seeds", ec)) return "";
  return fs::canonical(dir, ec).string();
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

void write_file(const std::string& path, const std::string& bytes) {
  fs::path p(path);
  if (p.has_parent_path()) fs::create_directories(p.parent_path());
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << bytes;
}

namespace {

struct TempRoot {
  fs::path path;
  TempRoot() {
    std::string tmpl = (fs::temp_directory_path() / "auditor-test-XXXXXX").string();
    path = mkdtemp(tmpl.data());
  }
  ~TempRoot() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
};

std::string read_all(int fd) {
  std::string out;
  char buf[65536];
  ssize_t n;
  while ((n = read(fd, buf, sizeof buf)) > 0) out.append(buf, static_cast<size_t>(n));
  return out;
}

}  // namespace

std::string temp_dir() {
  static TempRoot root;
  static int counter = 0;
  fs::path dir = root.path / std::to_string(++counter);
  fs::create_directories(dir);
  return dir.string();
}

CommandResult run_auditor(const std::vector<std::string>& args, const std::string& input) {
  std::vector<std::string> command = {AUDITOR_BINARY};
  command.insert(command.end(), args.begin(), args.end());
  // Runs store their findings in a database of this test process's own, never in the
  // working directory, so parallel suites never contend for one file.
  static const bool database_set = [] {
    return setenv("AUDITOR_DB", (temp_dir() + "/auditor.db").c_str(), /*overwrite=*/0) == 0;
  }();
  (void)database_set;
  return run_program(command, input);
}

std::string find_program(const std::string& name) {
  const char* path = std::getenv("PATH");
  std::string dirs = path ? path : "/usr/bin:/bin";
  for (size_t start = 0; start <= dirs.size();) {
    size_t end = std::min(dirs.find(':', start), dirs.size());
    fs::path candidate = fs::path(dirs.substr(start, end - start)) / name;
    if (access(candidate.c_str(), X_OK) == 0 && fs::is_regular_file(candidate)) return candidate.string();
    start = end + 1;
  }
  return "";
}

CommandResult run_program(const std::vector<std::string>& command, const std::string& input) {
  int in_pipe[2], out_pipe[2], err_pipe[2];
  if (pipe(in_pipe) || pipe(out_pipe) || pipe(err_pipe)) return {};
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in_pipe[0], 0);
  posix_spawn_file_actions_adddup2(&actions, out_pipe[1], 1);
  posix_spawn_file_actions_adddup2(&actions, err_pipe[1], 2);
  for (int fd : {in_pipe[0], in_pipe[1], out_pipe[0], out_pipe[1], err_pipe[0], err_pipe[1]}) {
    posix_spawn_file_actions_addclose(&actions, fd);
  }
  std::vector<std::string> argv_storage = command;
  std::vector<char*> argv;
  for (std::string& a : argv_storage) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid;
  int rc = posix_spawnp(&pid, argv_storage.at(0).c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(in_pipe[0]);
  close(out_pipe[1]);
  close(err_pipe[1]);
  CommandResult result;
  if (rc != 0) {
    close(in_pipe[1]);
    close(out_pipe[0]);
    close(err_pipe[0]);
    return result;
  }
  // Feed stdin and drain stderr on threads so a large output never deadlocks the pipes.
  std::thread writer([&] {
    size_t done = 0;
    while (done < input.size()) {
      ssize_t n = write(in_pipe[1], input.data() + done, input.size() - done);
      if (n <= 0) break;
      done += static_cast<size_t>(n);
    }
    close(in_pipe[1]);
  });
  std::thread err_reader([&] { result.err = read_all(err_pipe[0]); });
  result.out = read_all(out_pipe[0]);
  writer.join();
  err_reader.join();
  close(out_pipe[0]);
  close(err_pipe[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return result;
}

std::string check_golden(const std::string& relative, const std::string& actual) {
  std::string path = repo_path("tests/" + relative);
  const char* update = std::getenv("AUDITOR_UPDATE_GOLDEN");
  if (update && std::string(update) == "1") {
    write_file(path, actual);
    return "";
  }
  std::string expected = read_file(path);
  if (expected == actual) return "";
  std::istringstream e(expected), a(actual);
  std::string el, al;
  int line = 1;
  while (true) {
    bool he = static_cast<bool>(std::getline(e, el));
    bool ha = static_cast<bool>(std::getline(a, al));
    if (!he && !ha) break;
    if (!he || !ha || el != al) {
      return path + ":" + std::to_string(line) + ": golden differs (AUDITOR_UPDATE_GOLDEN=1 rewrites it)\n  expected: " +
             (he ? el : "<end of file>") + "\n  actual:   " + (ha ? al : "<end of file>");
    }
    ++line;
  }
  return path + ": golden differs in line endings";
}

}  // namespace auditor::testing
