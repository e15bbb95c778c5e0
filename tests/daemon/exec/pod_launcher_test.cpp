// The pod launcher (shim/pod_launcher.h) through the Linux process runner:
// shims forked, not exec'd, with the command line an exec'd one has; exec'd
// again when the launcher cannot fork one.
#include <doctest/doctest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "daemon/exec/process_runner.h"
#include "daemon/exec/shim/pod_launcher.h"
#include "daemon/exec/shim/pod_shim.h"
#include "daemon/exec/shim/proc_stat.h"
#include "daemon/exec/shim_launcher.h"
#include "runner_fixture.h"

using namespace gpuq::daemon;
using namespace gpuq::test;

namespace {

// The launcher's pid, from the runner's start-up line; -1 when none.
pid_t launcher_pid(const ProcessRunner& runner) {
  const std::string mode = runner.shim_mode();
  const std::size_t at = mode.find(", pid ");
  return at == std::string::npos ? -1 : std::stoi(mode.substr(at + 6));
}

bool contains(const std::vector<std::string>& words, const std::string& word) {
  return std::find(words.begin(), words.end(), word) != words.end();
}

}  // namespace

TEST_CASE("pod launcher: a shim is forked by it and shows an exec'd shim's command line") {
  TempDir dir;
  auto runner = make_runner(dir);
  REQUIRE(runner->shim_mode().starts_with("forked by the pod launcher, pid "));
  const pid_t launcher = launcher_pid(*runner);
  const LaunchRequest r = request(dir, sh("echo from-the-pod; sleep 0.3; exit 4"));
  const ProcessId id = start(*runner, r);

  const auto stat = read_proc_stat(id.pid);
  REQUIRE(stat.has_value());
  CHECK(stat->ppid == launcher);
  CHECK(stat->session == id.pid);  // the pod's session: signal_group() relies on it
  const std::vector<std::string> words = read_command_line(id.pid);
  REQUIRE(words.size() >= 3);
  CHECK(words[0] == GPUQ_BINARY);
  CHECK(words[1] == kPodShimCommand);
  CHECK(contains(words, "--exit-file"));
  CHECK(contains(words, "--"));
  CHECK(words.back() == r.argv.back());
  CHECK(read_command_line(launcher) ==
        std::vector<std::string>{GPUQ_BINARY, std::string(kPodLauncherCommand)});

  const Exit exit = wait_exit(*runner, id);
  CHECK(exit.exit_code == 4);
  CHECK(read_file(r.log_path) == "from-the-pod\n");
}

TEST_CASE("pod launcher: a pod it started is adopted after a restart and found unrecorded") {
  TempDir dir;
  const LaunchRequest r = request(dir, sh("sleep 0.4; exit 3"));
  ProcessId id;
  {
    auto first = make_runner(dir);
    id = start(*first, r);
  }  // the launcher ends with its runner; the shim runs on
  auto second = make_runner(dir);
  const std::optional<ProcessId> found = second->adopt_unrecorded(r);
  REQUIRE(found.has_value());
  CHECK(found->pid == id.pid);
  CHECK(wait_exit(*second, id).exit_code == 3);
}

TEST_CASE("pod launcher: a pod's words too long for its room are shortened there, not in the pod") {
  TempDir dir;
  auto runner = make_runner(dir);
  const std::string long_word(kPodLauncherTitleBytes, 'x');
  const LaunchRequest r = request(dir, {"sh", "-c", "echo ${#1}; sleep 0.3", "sh", long_word});
  const ProcessId id = start(*runner, r);
  const auto stat = read_proc_stat(id.pid);
  REQUIRE(stat.has_value());
  CHECK(stat->ppid == launcher_pid(*runner));
  const std::vector<std::string> words = read_command_line(id.pid);
  CHECK(contains(words, "--exit-file"));
  CHECK_FALSE(contains(words, long_word));
  CHECK(wait_exit(*runner, id).exit_code == 0);
  CHECK(read_file(r.log_path) == std::to_string(long_word.size()) + "\n");
}

TEST_CASE("pod launcher: a shim whose flags are longer than its room is exec'd") {
  TempDir dir;
  auto runner = make_runner(dir);
  // A working directory longer than the room (and than PATH_MAX, so the
  // pod cannot start: what matters here is who started its shim).
  std::string deep = dir.path();
  while (deep.size() <= kPodLauncherTitleBytes) deep += "/" + std::string(200, 'd');
  LaunchRequest r = request(dir, sh("exit 0"));
  r.working_dir = deep;
  const ProcessId id = start(*runner, r);
  const auto stat = read_proc_stat(id.pid);  // our child: there until reaped
  REQUIRE(stat.has_value());
  CHECK(stat->ppid == ::getpid());
  const Exit exit = wait_exit(*runner, id);
  CHECK(exit.exit_code == 127);
  CHECK_FALSE(exit.not_started.empty());
  CHECK(runner->shim_mode().starts_with("forked by the pod launcher"));  // still there
}

TEST_CASE("pod launcher: pods still start when it was killed") {
  TempDir dir;
  auto runner = make_runner(dir);
  const pid_t launcher = launcher_pid(*runner);
  REQUIRE(launcher > 0);
  REQUIRE(::kill(launcher, SIGKILL) == 0);
  const LaunchRequest r = request(dir, sh("echo still; exit 2"));
  const Exit exit = wait_exit(*runner, start(*runner, r));
  CHECK(exit.exit_code == 2);
  CHECK(read_file(r.log_path) == "still\n");
  CHECK(runner->shim_mode().starts_with("exec'd for each pod (the pod launcher ended"));
}

TEST_CASE("pod launcher: without it each shim is exec'd as the runner's child") {
  TempDir dir;
  auto runner = make_runner(dir, /*watch=*/false, /*launcher=*/false);
  CHECK(runner->shim_mode() == "exec'd for each pod (chosen by configuration)");
  const LaunchRequest r = request(dir, sh("sleep 0.2; exit 5"));
  const ProcessId id = start(*runner, r);
  const auto stat = read_proc_stat(id.pid);
  REQUIRE(stat.has_value());
  CHECK(stat->ppid == ::getpid());
  CHECK(wait_exit(*runner, id).exit_code == 5);
}

TEST_CASE("pod launcher: run by hand it says it is not for people") {
  const std::string command = std::string(GPUQ_BINARY) + " __pod-launcher x 3>&- 2>&1";
  FILE* out = ::popen(command.c_str(), "r");
  REQUIRE(out != nullptr);
  char line[256] = {};
  const bool read = std::fgets(line, sizeof line, out) != nullptr;
  const int status = ::pclose(out);
  CHECK(read);
  CHECK(std::string(line) == "gpuq __pod-launcher: run by the gpuq daemon; not for people\n");
  CHECK(WEXITSTATUS(status) == 2);
}

TEST_CASE("pod launcher: a shim binary without it (an earlier version) has each shim exec'd") {
  TempDir dir;
  const std::string old_binary = dir.path() + "/old-gpuq";
  {
    std::ofstream script(old_binary);
    script << "#!/bin/sh\n[ \"$1\" = __pod-launcher ] && { echo usage >&2; exit 2; }\nexec "
           << GPUQ_BINARY << " \"$@\"\n";
  }
  std::filesystem::permissions(old_binary, std::filesystem::perms::owner_all);
  LinuxRunnerOptions options;
  options.shim_path = old_binary;
  auto runner = make_linux_process_runner(dir.path() + "/state", options);
  for (int i = 0; i < 2; ++i) {
    const LaunchRequest r = request(dir, sh("exit 6"));
    CHECK(wait_exit(*runner, start(*runner, r)).exit_code == 6);
    CHECK(runner->shim_mode() == "exec'd for each pod (" + old_binary +
                                     " does not run the pod launcher (an earlier version?))");
  }
}

TEST_CASE("pod launcher: a shim's start time is known even once the shim has been reaped") {
  // The daemon tells a shim from a later process with the same pid by its
  // start time. The launcher reads it before it can reap the shim: read by
  // the daemon after the answer, a pod that ends at once had none.
  TempDir dir;
  ShimLauncher launcher(GPUQ_BINARY);
  PodShimOptions options;
  options.exit_file = dir.path() + "/pod.exit";
  options.uid = ::getuid();
  options.gid = ::getgid();
  options.groups = {::getgid()};
  options.argv = {"/bin/true"};
  const auto shim = spawn_pod_shim(GPUQ_BINARY, options, {{"PATH", "/usr/bin:/bin"}},
                                   dir.path() + "/pod.log", -1, &launcher);
  REQUIRE(shim.has_value());
  CHECK(shim->pid > 0);
  // Gone, reaped by the launcher: /proc no longer has it.
  for (int i = 0; i < 500 && read_proc_stat(shim->pid).has_value(); ++i) ::usleep(10'000);
  REQUIRE_FALSE(read_proc_stat(shim->pid).has_value());
  const auto self = read_proc_stat(::getpid());
  REQUIRE(self.has_value());
  CHECK(shim->start_ticks >= self->start_ticks);  // started after this test's process
}
