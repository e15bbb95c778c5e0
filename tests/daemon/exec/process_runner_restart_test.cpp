// The Linux process runner across a restart of the daemon: adoption of live
// pods and the exit records of pods that ended meanwhile.
#include "daemon/exec/process_runner.h"

#include <doctest/doctest.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "daemon/exec/shim/pod_shim.h"
#include "daemon/exec/shim/proc_stat.h"
#include "runner_fixture.h"

using namespace gpuq::daemon;
using namespace gpuq::test;
using namespace std::chrono_literals;

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
    wait_shim_ended(id);
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
  // Older shims record in that file alone, as this one does for a pod
  // whose log is /dev/null (which keeps no attributes).
  old.log_path.clear();
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
    wait_shim_ended(orphan);
  }
  REQUIRE(std::filesystem::exists(old_place));
  auto third = make_runner(dir);
  CHECK_FALSE(third->adopt(orphan, r));
  CHECK(third->recorded_exit(r).value_or(Exit{}).exit_code == 6);
  CHECK_FALSE(std::filesystem::exists(old_place));
}
