// The Linux process runner with real processes, through the real gpuq
// binary's pod shim (GPUQ_BINARY): starting, signals, logs, the end of a pod,
// users. Each case takes well under a second.
#include "daemon/exec/process_runner.h"

#include <doctest/doctest.h>
#include <pwd.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "daemon/exec/shim/pod_shim.h"
#include "daemon/exec/shim/proc_stat.h"
#include "runner_fixture.h"

using namespace gpuq::daemon;
using namespace gpuq::test;
using namespace std::chrono_literals;

TEST_CASE("process runner: the gpuq binary runs the pod shim") {
  // Fails when cli/app/app.cpp does not hand `gpuq __pod-shim` to run_pod_shim().
  const std::string command = std::string(GPUQ_BINARY) + " __pod-shim 2>&1";
  FILE* out = ::popen(command.c_str(), "r");
  REQUIRE(out != nullptr);
  char buffer[512] = {};
  const std::size_t n = std::fread(buffer, 1, sizeof buffer - 1, out);
  const int status = ::pclose(out);
  CHECK(WEXITSTATUS(status) == 127);
  CHECK(std::string(buffer, n).starts_with("gpuq __pod-shim: error:"));
}

TEST_CASE("process runner: exit code and output reach collect_exits and the log") {
  TempDir dir;
  auto runner = make_runner(dir);
  const LaunchRequest r = request(dir, sh("echo hi; echo oops >&2; exit 3"));
  const ProcessId id = start(*runner, r);
  CHECK(id.start_ticks > 0);
  const Exit exit = wait_exit(*runner, id);
  CHECK(exit.exit_code == 3);
  CHECK(exit.note.empty());
  CHECK(read_file(r.log_path) == "hi\noops\n");
  CHECK_FALSE(std::filesystem::exists(dir.path() + "/state/pods/" + r.cgroup_name + ".exit"));
  CHECK(runner->collect_exits().empty());
}

TEST_CASE("process runner: the pod gets exactly the given environment and directory") {
  TempDir dir;
  auto runner = make_runner(dir);
  LaunchRequest r = request(dir, {"env"});
  r.environment = {{"PATH", "/usr/bin:/bin"},
                   {"CUDA_VISIBLE_DEVICES", "GPU-1234,GPU-5678"},
                   {"WITH_SPACES", "a b  c"}};
  CHECK(wait_exit(*runner, start(*runner, r)).exit_code == 0);
  CHECK(sorted_lines(read_file(r.log_path)) ==
        std::vector<std::string>{"CUDA_VISIBLE_DEVICES=GPU-1234,GPU-5678", "PATH=/usr/bin:/bin",
                                 "WITH_SPACES=a b  c"});

  std::filesystem::create_directory(dir.path() + "/work");
  LaunchRequest in_dir = request(dir, {"pwd", "-P"});
  in_dir.working_dir = dir.path() + "/work";
  in_dir.log_path = dir.path() + "/pwd.log";
  CHECK(wait_exit(*runner, start(*runner, in_dir)).exit_code == 0);
  CHECK(read_file(in_dir.log_path) ==
        std::filesystem::canonical(in_dir.working_dir).string() + "\n");
}

TEST_CASE("process runner: a pod is its own session and group, SIGTERM to the group ends it") {
  TempDir dir;
  auto runner = make_runner(dir);
  const ProcessId id = start(*runner, request(dir, {"sleep", "30"}));
  const auto shim = read_proc_stat(id.pid);
  REQUIRE(shim.has_value());
  CHECK(shim->pgid == id.pid);
  CHECK(shim->session == id.pid);
  CHECK(shim->start_ticks == id.start_ticks);
  std::vector<ProcStat> members;
  for (int i = 0; i < 400; ++i) {  // until the pod's process has exec'd sleep
    members = pod_processes(id);
    if (members.size() == 1 &&
        read_file("/proc/" + std::to_string(members[0].pid) + "/comm") == "sleep\n") {
      break;
    }
    std::this_thread::sleep_for(2ms);
  }
  REQUIRE(members.size() == 1);
  CHECK(members[0].pgid == id.pid);
  CHECK(members[0].session == id.pid);
  CHECK(members[0].ppid == id.pid);

  runner->signal_group(id, SIGTERM);
  const Exit exit = wait_exit(*runner, id);
  CHECK(exit.exit_code == 128 + SIGTERM);
  CHECK_FALSE(read_proc_stat(members[0].pid).has_value());
}

TEST_CASE("process runner: SIGTERM to a pod as soon as it starts still reaches it") {
  TempDir dir;
  auto runner = make_runner(dir);
  for (int i = 0; i < 5; ++i) {
    const ProcessId id = start(*runner, request(dir, {"sleep", "30"}));
    runner->signal_group(id, SIGTERM);
    CHECK(wait_exit(*runner, id).exit_code == 128 + SIGTERM);
  }
}

TEST_CASE("process runner: a pod that traps SIGTERM ends with its own code") {
  TempDir dir;
  auto runner = make_runner(dir);
  const LaunchRequest r = request(dir, sh("trap 'echo bye; exit 7' TERM; echo ready; "
                                          "while :; do sleep 0.01; done"));
  const ProcessId id = start(*runner, r);
  wait_for_log(r.log_path, "ready");
  runner->signal_group(id, SIGTERM);
  CHECK(wait_exit(*runner, id).exit_code == 7);
  const std::string log = read_file(r.log_path);  // sh may say "Terminated" too
  CHECK(log.starts_with("ready\n"));
  CHECK(log.ends_with("bye\n"));
}

TEST_CASE("process runner: SIGKILL to the group reports 137") {
  TempDir dir;
  auto runner = make_runner(dir);
  const ProcessId id = start(*runner, request(dir, {"sleep", "30"}));
  runner->signal_group(id, SIGKILL);
  CHECK(wait_exit(*runner, id).exit_code == 137);
}

TEST_CASE("process runner: a pid with other start ticks is never signalled") {
  TempDir dir;
  auto runner = make_runner(dir);
  const ProcessId id = start(*runner, request(dir, {"sleep", "30"}));
  runner->signal_group(ProcessId{id.pid, id.start_ticks + 1}, SIGKILL);
  std::this_thread::sleep_for(20ms);
  CHECK(runner->collect_exits().empty());
  CHECK(same_process_alive(id.pid, id.start_ticks));
  runner->signal_group(id, SIGKILL);
  CHECK(wait_exit(*runner, id).exit_code == 137);
}

TEST_CASE("process runner: the log stops at its cap with one line saying so") {
  TempDir dir;
  auto runner = make_runner(dir);
  LaunchRequest r = request(dir, sh("echo first; head -c 100000 /dev/zero | tr '\\0' x; echo"));
  r.log_limit = 1000;
  CHECK(wait_exit(*runner, start(*runner, r)).exit_code == 0);
  const std::string log = read_file(r.log_path);
  CHECK(log == "first\n" + std::string(994, 'x') + "\n" + std::string(kLogLimitLine));

  // A later run of the pod appends to the full log: only the line again.
  CHECK(wait_exit(*runner, start(*runner, r)).exit_code == 0);
  CHECK(read_file(r.log_path) == log + std::string(kLogLimitLine));
}

TEST_CASE("process runner: a log stops where its disk would be too full for the database") {
  TempDir dir;
  auto runner = make_runner(dir);
  // More free space than any disk has: nothing is written but the line.
  LaunchRequest r = request(dir, sh("echo hello; echo world"));
  r.log_reserve = int64_t{1} << 60;
  CHECK(wait_exit(*runner, start(*runner, r)).exit_code == 0);
  CHECK(read_file(r.log_path) == std::string(kLogDiskFullLine));
  // A reserve the disk has: everything is written.
  LaunchRequest fits = request(dir, sh("echo hello"));
  fits.log_path = dir.path() + "/fits.log";
  fits.log_reserve = 1;
  CHECK(wait_exit(*runner, start(*runner, fits)).exit_code == 0);
  CHECK(read_file(fits.log_path) == "hello\n");
}

TEST_CASE("process runner: when the main process ends, what is left of the pod is killed") {
  TempDir dir;
  auto runner = make_runner(dir);
  const LaunchRequest r = request(dir, sh("sleep 30 & echo $!; exit 4"));
  CHECK(wait_exit(*runner, start(*runner, r)).exit_code == 4);
  const pid_t background = std::stoi(read_file(r.log_path));
  const auto stat = read_proc_stat(background);
  CHECK((!stat || stat->zombie()));
}

TEST_CASE("process runner: a pod ends only with its last process, setsid or not") {
  TempDir dir;
  auto runner = make_runner(dir);
  // The main process ends at once; a child that left the session and the
  // group, and a grandchild orphaned by its parent, would run on.
  const LaunchRequest r = request(
      dir,
      sh("setsid sleep 31 & echo $!; (setsid sh -c 'sleep 32 & echo $!' &); sleep 0.2; exit 0"));
  CHECK(wait_exit(*runner, start(*runner, r)).exit_code == 0);
  std::istringstream pids(read_file(r.log_path));
  pid_t escaped = 0, orphan = 0;
  pids >> escaped >> orphan;
  REQUIRE(escaped > 0);
  REQUIRE(orphan > 0);
  for (pid_t pid : {escaped, orphan}) {
    CAPTURE(pid);
    const auto stat = read_proc_stat(pid);
    CHECK((!stat || stat->zombie()));  // gone before the pod counted as ended
  }
}

TEST_CASE("process runner: SIGKILL reaches the processes that left the pod's group") {
  TempDir dir;
  auto runner = make_runner(dir);
  const LaunchRequest r = request(dir, sh("setsid sleep 33 & echo $!; sleep 30"));
  const ProcessId id = start(*runner, r);
  wait_for_log(r.log_path, "\n");
  const pid_t escaped = std::stoi(read_file(r.log_path));
  const std::vector<pid_t> members = runner->pod_processes(id);
  CHECK(std::find(members.begin(), members.end(), escaped) != members.end());
  CHECK(std::find(members.begin(), members.end(), id.pid) != members.end());
  runner->signal_group(id, SIGKILL);
  CHECK(wait_exit(*runner, id).exit_code == 137);
  // Killed, but on a loaded machine it may not have run since to die.
  auto gone = [&] {
    const auto stat = read_proc_stat(escaped);
    return !stat || stat->zombie();
  };
  for (int i = 0; i < 500 && !gone(); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  CHECK(gone());
  CHECK(runner->pod_processes(id).empty());
}

TEST_CASE("process runner: watching mode kills a pod over its memory limit") {
  TempDir dir;
  auto runner = make_runner(dir, /*watch=*/true);
  CHECK(runner->limits_mode().starts_with("process-tree watching"));
  // tail keeps all of a newline-free input; it then blocks writing to sleep.
  LaunchRequest r = request(dir, sh("head -c 150000000 /dev/zero | tail | sleep 30"));
  r.memory_limit = 50LL * 1024 * 1024;
  const Exit exit = wait_exit(*runner, start(*runner, r));
  MESSAGE("note: " << exit.note);
  CHECK(exit.exit_code == 137);
  CHECK(exit.note.starts_with("killed: memory "));
  CHECK(exit.note.ends_with(" over its limit of 50Mi"));

  // The shim's own size (about 250Mi resident under AddressSanitizer) does
  // not count against the pod: not in the copy of the shim between fork and
  // exec, nor in the leak checker the sanitizer starts as the shim exits.
  LaunchRequest small = request(dir, sh("echo fits"));
  small.memory_limit = 20LL * 1024 * 1024;
  const Exit fits = wait_exit(*runner, start(*runner, small));
  CHECK(fits.exit_code == 0);
  CHECK_MESSAGE(fits.note.empty(), fits.note);
}

TEST_CASE("process runner: cgroup v2 mode, where the daemon may create cgroups") {
  TempDir dir;
  auto runner = make_runner(dir);
  MESSAGE("limits mode here: " << runner->limits_mode());
  if (!runner->limits_mode().starts_with("cgroup v2")) return;
  const std::string root = runner->limits_mode().substr(11, runner->limits_mode().size() - 12);
  LaunchRequest r = request(dir, sh("cat /proc/self/cgroup; echo ready; sleep 30"));
  r.cpu_limit = 500;
  r.memory_limit = 64LL * 1024 * 1024;
  const ProcessId id = start(*runner, r);
  wait_for_log(r.log_path, "ready");
  const std::string cgroup = root + "/" + r.cgroup_name;
  CHECK(read_file(cgroup + "/cpu.max") == "50000 100000\n");
  CHECK(read_file(cgroup + "/memory.max") == "67108864\n");
  CHECK(read_file(r.log_path).find("/" + r.cgroup_name + "\n") != std::string::npos);
  runner->signal_group(id, SIGKILL);
  CHECK(wait_exit(*runner, id).exit_code == 137);
  CHECK_FALSE(std::filesystem::exists(cgroup));

  LaunchRequest hog = request(dir, sh("head -c 150000000 /dev/zero | tail > /dev/null"));
  hog.memory_limit = 50LL * 1024 * 1024;
  const Exit exit = wait_exit(*runner, start(*runner, hog));
  CHECK(exit.exit_code == 137);
  CHECK(exit.note == "killed: memory over its limit of 50Mi");
}

TEST_CASE("process runner: pods run as the submitting user, never as root unless root asked") {
  TempDir dir;
  auto runner = make_runner(dir);
  LaunchRequest r = request(dir, sh("id -u; id -g; id -G; pwd"));
  r.uid = 65534;
  r.gid = 65534;
  r.working_dir.clear();  // the user's home, else /
  if (::geteuid() != 0) {
    auto refused = runner->start(r);
    REQUIRE_FALSE(refused.has_value());
    CHECK(refused.error().code == gpuq::core::Error::Code::permission_denied);
    return;
  }
  CHECK(wait_exit(*runner, start(*runner, r)).exit_code == 0);
  const std::string log = read_file(r.log_path);
  CHECK(log.starts_with("65534\n65534\n"));
  // Its groups are its entry's, looked up by the daemon (user_groups), and
  // a home that does not exist (nobody's /nonexistent) means /.
  const passwd* nobody = ::getpwuid(65534);
  if (nobody != nullptr && std::string(nobody->pw_dir) == "/nonexistent") {
    CHECK(log == "65534\n65534\n65534\n/\n");
  }
}

TEST_CASE("process runner: bad requests are refused before anything starts") {
  TempDir dir;
  auto runner = make_runner(dir);
  CHECK_FALSE(runner->start(request(dir, {})).has_value());
  LaunchRequest slash = request(dir, {"true"});
  slash.cgroup_name = "../escape";
  CHECK_FALSE(runner->start(slash).has_value());
  LaunchRequest unnamed = request(dir, {"true"});
  unnamed.cgroup_name.clear();
  CHECK_FALSE(runner->start(unnamed).has_value());
  unnamed.exit_path = dir.path() + "/elsewhere/pod.exit";
  CHECK(wait_exit(*runner, start(*runner, unnamed)).exit_code == 0);
  LaunchRequest no_log = request(dir, {"true"});
  no_log.log_path = dir.path() + "/no/such/dir/pod.log";
  auto refused = runner->start(no_log);
  REQUIRE_FALSE(refused.has_value());
  CHECK(refused.error().code == gpuq::core::Error::Code::io);
}
