#include "runner_fixture.h"

#include <doctest/doctest.h>
#include <stdlib.h>
#include <sys/wait.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

namespace gpuq::test {

using namespace gpuq::daemon;
using namespace std::chrono_literals;

TempDir::TempDir() {
  std::string pattern = "/tmp/gpuq-runner-test-XXXXXX";
  REQUIRE(::mkdtemp(pattern.data()) != nullptr);
  path_ = pattern;
}

TempDir::~TempDir() {
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

std::unique_ptr<ProcessRunner> make_runner(const TempDir& dir, bool watch, bool launcher) {
  LinuxRunnerOptions options;
  options.shim_path = GPUQ_BINARY;
  options.force_process_tree_watching = watch;
  options.pod_launcher = launcher;
  return make_linux_process_runner(dir.path() + "/state", options);
}

LaunchRequest request(const TempDir& dir, std::vector<std::string> argv) {
  static int counter = 0;
  LaunchRequest r;
  r.argv = std::move(argv);
  r.environment = {{"PATH", "/usr/local/bin:/usr/bin:/bin"}};
  r.working_dir = dir.path();
  r.uid = ::geteuid();
  r.gid = ::getegid();
  r.log_path = dir.path() + "/pod.log";
  r.cgroup_name = "gpuq-test-" + std::to_string(::getpid()) + "-" + std::to_string(++counter);
  return r;
}

std::vector<std::string> sh(const std::string& script) { return {"sh", "-c", script}; }

ProcessId start(ProcessRunner& runner, const LaunchRequest& r) {
  auto id = runner.start(r);
  REQUIRE_MESSAGE(id.has_value(), (id ? "" : id.error().to_string()));
  return *id;
}

Exit wait_exit(ProcessRunner& runner, const ProcessId& id) {
  const auto deadline = std::chrono::steady_clock::now() + 5s;
  while (std::chrono::steady_clock::now() < deadline) {
    runner.enforce_limits();
    for (const Exit& exit : runner.collect_exits()) {
      if (exit.id.pid == id.pid) return exit;
    }
    std::this_thread::sleep_for(5ms);
  }
  FAIL("pod " << id.pid << " did not end within 5 s");
  return {};
}

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

void wait_for_log(const std::string& path, std::string_view text) {
  const auto deadline = std::chrono::steady_clock::now() + 2s;
  while (read_file(path).find(text) == std::string::npos) {
    REQUIRE_MESSAGE(std::chrono::steady_clock::now() < deadline,
                    "log never said '" << text << "': " << read_file(path));
    std::this_thread::sleep_for(2ms);
  }
}

void wait_shim_ended(const ProcessId& id) {
  const auto deadline = std::chrono::steady_clock::now() + 5s;
  while (same_process_alive(id.pid, id.start_ticks) &&
         std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(1ms);
  }
  REQUIRE_FALSE(same_process_alive(id.pid, id.start_ticks));
  int status = 0;
  ::waitpid(id.pid, &status, WNOHANG);
}

std::vector<ProcStat> pod_processes(const ProcessId& id) {
  std::vector<ProcStat> members;
  for (const ProcStat& stat : read_all_proc_stats()) {
    if (stat.session == id.pid && stat.pid != id.pid && !stat.zombie()) members.push_back(stat);
  }
  return members;
}

std::vector<std::string> sorted_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  std::sort(lines.begin(), lines.end());
  return lines;
}

}  // namespace gpuq::test
