// The Linux process runner with a command that cannot start: 127, the reason
// in the log and in the exit record, after a restart too.
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
        "cannot run '" + script + "': permission denied: the pod's user may not run " + script +
            " (not executable, or in a directory it may not enter)");
  CHECK(read_file(denied.log_path) == "gpuq: " + not_executable.not_started + "\n");
  // A bare name: the file of PATH that could not be run is named.
  std::filesystem::create_directory(dir.path() + "/bin");
  std::ofstream(dir.path() + "/bin/gpuq-denied") << "#!/bin/sh\necho never\n";
  LaunchRequest bare = request(dir, {"gpuq-denied"});
  bare.environment = {{"PATH", dir.path() + "/bin:/usr/bin"}};
  bare.log_path = dir.path() + "/bare.log";
  CHECK(wait_exit(*runner, start(*runner, bare)).not_started ==
        "cannot run 'gpuq-denied': permission denied: the pod's user may not run " + dir.path() +
            "/bin/gpuq-denied (not executable, or in a directory it may not enter); no other "
            "directory of PATH has it");

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
    wait_shim_ended(id);
  }
  auto second = make_runner(dir);
  CHECK_FALSE(second->adopt(id, r));
  const std::optional<Exit> recorded = second->recorded_exit(r);
  REQUIRE(recorded.has_value());
  CHECK(recorded->exit_code == 127);
  CHECK(recorded->not_started.starts_with("cannot run 'gpuq-no-such-command': not found in PATH"));
}
