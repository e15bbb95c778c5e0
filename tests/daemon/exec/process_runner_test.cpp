// The Linux process runner with real processes, through the real gpuq
// binary's pod shim (GPUQ_BINARY). Each case takes well under a second.
#include "daemon/exec/process_runner.h"

#include <doctest/doctest.h>
#include <pwd.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "daemon/exec/shim/pod_shim.h"
#include "daemon/exec/shim/proc_stat.h"

using namespace gpuq::daemon;
using namespace std::chrono_literals;

namespace {

// A fresh directory under /tmp, removed with its contents at the end.
class TempDir {
 public:
  TempDir() {
    std::string pattern = "/tmp/gpuq-runner-test-XXXXXX";
    REQUIRE(::mkdtemp(pattern.data()) != nullptr);
    path_ = pattern;
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

std::unique_ptr<ProcessRunner> make_runner(const TempDir& dir, bool watch = false) {
  LinuxRunnerOptions options;
  options.shim_path = GPUQ_BINARY;
  options.force_process_tree_watching = watch;
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

// Waits (up to 5 s) for the pod's exit, enforcing limits meanwhile.
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

// Waits (up to 2 s) until the log contains `text`.
void wait_for_log(const std::string& path, std::string_view text) {
  const auto deadline = std::chrono::steady_clock::now() + 2s;
  while (read_file(path).find(text) == std::string::npos) {
    REQUIRE_MESSAGE(std::chrono::steady_clock::now() < deadline,
                    "log never said '" << text << "': " << read_file(path));
    std::this_thread::sleep_for(2ms);
  }
}

// The pod's processes other than its shim: the members of its session.
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

}  // namespace

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

TEST_CASE("process runner: a command that cannot run exits 127 and says why in the log") {
  TempDir dir;
  auto runner = make_runner(dir);
  const LaunchRequest missing = request(dir, {"gpuq-no-such-command", "x"});
  const Exit not_found = wait_exit(*runner, start(*runner, missing));
  CHECK(not_found.exit_code == 127);
  const std::string why =
      "cannot run 'gpuq-no-such-command': not found in PATH (/usr/local/bin:/usr/bin:/bin)";
  CHECK(not_found.not_started == why);
  CHECK(read_file(missing.log_path) == "gpuq: " + why + "\n");

  const std::string script = dir.path() + "/not-executable";
  std::ofstream(script) << "#!/bin/sh\necho never\n";
  LaunchRequest denied = request(dir, {script});
  denied.log_path = dir.path() + "/denied.log";
  const Exit not_executable = wait_exit(*runner, start(*runner, denied));
  CHECK(not_executable.exit_code == 127);
  CHECK(not_executable.not_started ==
        "cannot run '" + script + "': permission denied (not executable by the pod's user?)");
  CHECK(read_file(denied.log_path) == "gpuq: " + not_executable.not_started + "\n");

  LaunchRequest no_file = request(dir, {dir.path() + "/missing.sh"});
  CHECK(wait_exit(*runner, start(*runner, no_file)).not_started ==
        "cannot run '" + dir.path() + "/missing.sh': No such file or directory");

  LaunchRequest no_dir = request(dir, {"true"});
  no_dir.working_dir = dir.path() + "/missing";
  no_dir.log_path = dir.path() + "/no-dir.log";
  const Exit bad_dir = wait_exit(*runner, start(*runner, no_dir));
  CHECK(bad_dir.exit_code == 127);
  CHECK(bad_dir.not_started ==
        "cannot change to directory '" + no_dir.working_dir + "': No such file or directory");
  CHECK(read_file(no_dir.log_path) == "gpuq: cannot change to directory '" + no_dir.working_dir +
                                          "': No such file or directory\n");
}

TEST_CASE("process runner: a command that exits 127 itself did start") {
  TempDir dir;
  auto runner = make_runner(dir);
  const Exit exit = wait_exit(*runner, start(*runner, request(dir, sh("exit 127"))));
  CHECK(exit.exit_code == 127);
  CHECK(exit.not_started.empty());
}

TEST_CASE("process runner: a command that could not start says so after a restart too") {
  TempDir dir;
  const LaunchRequest r = request(dir, {"gpuq-no-such-command"});
  ProcessId id;
  {
    auto first = make_runner(dir);
    id = start(*first, r);
    int status = 0;
    REQUIRE(::waitpid(id.pid, &status, 0) == id.pid);  // what init does to orphans
  }
  auto second = make_runner(dir);
  CHECK_FALSE(second->adopt(id, r));
  const std::optional<Exit> recorded = second->recorded_exit(r);
  REQUIRE(recorded.has_value());
  CHECK(recorded->exit_code == 127);
  CHECK(recorded->not_started.starts_with("cannot run 'gpuq-no-such-command': not found in PATH"));
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
  const auto stat = read_proc_stat(escaped);
  CHECK((!stat || stat->zombie()));
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

TEST_CASE("process runner: a restarted daemon adopts a pod and learns its exit code") {
  TempDir dir;
  // The pod runs until the test says so: however slow the machine, it is
  // still there to adopt.
  const std::string go = dir.path() + "/go";
  const LaunchRequest r = request(dir, sh("while [ ! -e " + go + " ]; do sleep 0.02; done"));
  // The first daemon lives in a child process that exits, so that the shim
  // is no longer a child of the process that adopts it.
  int channel[2];
  REQUIRE(::pipe(channel) == 0);
  const pid_t first_daemon = ::fork();
  REQUIRE(first_daemon >= 0);
  if (first_daemon == 0) {
    auto runner = make_runner(dir);
    auto id = runner->start(r);
    ProcessId sent = id ? *id : ProcessId{};
    (void)!::write(channel[1], &sent, sizeof sent);
    ::_exit(0);
  }
  ProcessId id;
  REQUIRE(::read(channel[0], &id, sizeof id) == sizeof id);
  ::close(channel[0]);
  ::close(channel[1]);
  ::waitpid(first_daemon, nullptr, 0);
  REQUIRE(id.pid > 0);

  auto runner = make_runner(dir);
  CHECK_FALSE(runner->adopt(ProcessId{id.pid, id.start_ticks + 1}, r));
  REQUIRE(runner->adopt(id, r));
  CHECK(runner->adopt(id, r));  // again: already held
  std::ofstream(go) << "";
  const Exit exit = wait_exit(*runner, id);
  CHECK(exit.exit_code == 0);
  CHECK(exit.note.empty());
  CHECK_FALSE(runner->adopt(id, r));  // gone now
}

TEST_CASE("process runner: adoption within one process (runner destroyed, pod kept)") {
  TempDir dir;
  const LaunchRequest r = request(dir, sh("sleep 0.2; exit 5"));
  ProcessId id;
  {
    auto first = make_runner(dir);
    id = start(*first, r);
  }
  auto second = make_runner(dir);
  REQUIRE(second->adopt(id, r));
  CHECK(wait_exit(*second, id).exit_code == 5);
}

TEST_CASE("process runner: a pod that ended while the daemon was down left its code") {
  TempDir dir;
  const LaunchRequest r = request(dir, sh("exit 9"));
  ProcessId id;
  {
    auto first = make_runner(dir);
    id = start(*first, r);
    int status = 0;
    REQUIRE(::waitpid(id.pid, &status, 0) == id.pid);  // what init does to orphans
  }
  auto second = make_runner(dir);
  CHECK_FALSE(second->adopt(id, r));
  CHECK(second->recorded_exit(r).value_or(Exit{}).exit_code == 9);
  // Still there for a daemon that crashes before it stores the exit.
  CHECK(second->recorded_exit(r).value_or(Exit{}).exit_code == 9);
}

TEST_CASE("process runner: a pod started by an earlier version records where it was told") {
  // Earlier daemons had shims record exits in <state>/pods/<cgroup>.exit;
  // this one puts them beside the log. A shim started before an upgrade
  // still writes the old place, and its code must not be lost.
  TempDir dir;
  LaunchRequest r = request(dir, sh("sleep 0.3; exit 6"));
  r.cgroup_name = "gpuq-w-0";
  r.exit_path = dir.path() + "/0.exit";
  LaunchRequest old = r;
  old.exit_path.clear();  // the old place
  const std::string old_place = dir.path() + "/state/pods/gpuq-w-0.exit";
  ProcessId adopted;
  {
    auto first = make_runner(dir);
    adopted = start(*first, old);
  }
  auto second = make_runner(dir);
  REQUIRE(second->adopt(adopted, r));
  CHECK(wait_exit(*second, adopted).exit_code == 6);
  CHECK_FALSE(std::filesystem::exists(old_place));

  ProcessId orphan;
  {
    auto first = make_runner(dir);
    orphan = start(*first, old);
    int status = 0;
    REQUIRE(::waitpid(orphan.pid, &status, 0) == orphan.pid);
  }
  REQUIRE(std::filesystem::exists(old_place));
  auto third = make_runner(dir);
  CHECK_FALSE(third->adopt(orphan, r));
  CHECK(third->recorded_exit(r).value_or(Exit{}).exit_code == 6);
  CHECK_FALSE(std::filesystem::exists(old_place));
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

TEST_CASE("proc stat: command names with spaces and parentheses") {
  const auto stat = parse_proc_stat(
      "42 (a) (b c) S 1 42 42 0 -1 4194560 100 0 0 0 1 2 0 0 20 0 1 0 12345 1000000 25 "
      "18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 17 3 0 0 0 0 0",
      4096);
  REQUIRE(stat.has_value());
  CHECK(stat->pid == 42);
  CHECK(stat->state == 'S');
  CHECK(stat->ppid == 1);
  CHECK(stat->pgid == 42);
  CHECK(stat->session == 42);
  CHECK(stat->start_ticks == 12345);
  CHECK(stat->rss_bytes == 25 * 4096);
  CHECK_FALSE(parse_proc_stat("42 (x) S 1 2", 4096).has_value());
  CHECK_FALSE(parse_proc_stat("garbage", 4096).has_value());
}

TEST_CASE("proc stat: proportional memory from smaps_rollup") {
  CHECK(parse_pss_bytes("55d0c0000000-7ffd00000000 ---p 00000000 00:00 0  [rollup]\n"
                        "Rss:                5000 kB\n"
                        "Pss:                2500 kB\n"
                        "Pss_Anon:           1000 kB\n"
                        "Private_Dirty:       800 kB\n") == 2500 * 1024);
  CHECK_FALSE(parse_pss_bytes("Rss: 5000 kB\n").has_value());
  CHECK_FALSE(parse_pss_bytes("Pss: lots\n").has_value());
  CHECK_FALSE(parse_pss_bytes("Pss: 12 pages\n").has_value());

  // A fresh fork shares its pages with its parent: each counts half a page.
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    ::pause();
    ::_exit(0);
  }
  const std::optional<int64_t> pss = read_pss_bytes(child);
  const std::optional<ProcStat> stat = read_proc_stat(child);
  const auto child_program = read_executable_id(child);
  const auto own_program = read_executable_id(::getpid());
  ::kill(child, SIGKILL);
  ::waitpid(child, nullptr, 0);
  REQUIRE(own_program.has_value());
  CHECK(child_program == own_program);
  CHECK_FALSE(read_executable_id(child).has_value());
  if (!pss) {
    MESSAGE("no /proc/PID/smaps_rollup here: the watcher falls back to the resident size");
    return;
  }
  REQUIRE(stat.has_value());
  MESSAGE("fork: resident " << stat->rss_bytes << " B, proportional " << *pss << " B");
  CHECK(*pss < stat->rss_bytes);
}

TEST_CASE("pod shim: arguments round-trip and exit files") {
  PodShimOptions options;
  options.exit_file = "/var/lib/gpuq/pods/p.exit";
  options.log_limit = 1024;
  options.log_reserve = 1 << 20;
  options.uid = 1000;
  options.gid = 100;
  options.working_dir = "/home/a b";
  options.cgroup_dir = "/sys/fs/cgroup/gpuq/p";
  options.argv = {"python", "--", "-x"};
  options.groups = {100, 4, 27};
  options.home = "/home/a b";
  const std::vector<std::string> words = pod_shim_arguments(options);
  REQUIRE(words.front() == kPodShimCommand);
  const std::vector<std::string_view> args(words.begin() + 1, words.end());
  auto parsed = parse_pod_shim_arguments(args);
  REQUIRE_MESSAGE(parsed.has_value(), (parsed ? "" : parsed.error().to_string()));
  CHECK(parsed->exit_file == options.exit_file);
  CHECK(parsed->log_limit == 1024);
  CHECK(parsed->log_reserve == 1 << 20);
  CHECK(parsed->uid == 1000);
  CHECK(parsed->gid == 100);
  CHECK(parsed->working_dir == "/home/a b");
  CHECK(parsed->cgroup_dir == options.cgroup_dir);
  CHECK(parsed->argv == options.argv);
  CHECK(parsed->groups == options.groups);
  CHECK(parsed->home == "/home/a b");
  // Without --groups the shim would have to read the user database itself.
  CHECK(parse_pod_shim_arguments({"--exit-file", "f", "--", "x"}).error().to_string() ==
        "--groups: is required");
  CHECK(parse_pod_shim_arguments({"--groups", "1,,2", "--exit-file", "f", "--", "x"})
            .error()
            .to_string() == "--groups: bad value '1,,2'");
  CHECK(parse_pod_shim_arguments({"--exit-file", "f"}).error().to_string() ==
        "expected '--' and the command to run");
  CHECK(parse_pod_shim_arguments({"--bogus", "1", "--", "x"}).error().to_string() ==
        "--bogus: unknown flag");

  TempDir dir;
  const std::string file = dir.path() + "/pod.exit";
  CHECK(read_exit_file(file) == std::nullopt);
  REQUIRE(write_exit_file(file, {143, {}}).has_value());
  CHECK(read_exit_file(file) == 143);
  CHECK(read_exit_record(file)->not_started.empty());
  CHECK_FALSE(std::filesystem::exists(file + ".tmp"));
  REQUIRE(write_exit_file(file, {127, "cannot run 'x': not\nfound"}).has_value());
  CHECK(read_exit_file(file) == 127);
  CHECK(read_exit_record(file)->not_started == "cannot run 'x': not found");
  std::ofstream(file) << "3";  // a code without its newline
  CHECK(read_exit_file(file) == 3);
  std::ofstream(file) << "garbage\n";
  CHECK(read_exit_file(file) == std::nullopt);
}
