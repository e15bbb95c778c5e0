// The pod shim's command line and its exit records.
#include "daemon/exec/process_runner.h"

#include <doctest/doctest.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "../runner_fixture.h"
#include "daemon/exec/shim/pod_shim.h"
#include "daemon/exec/shim/proc_stat.h"

using namespace gpuq::daemon;
using namespace gpuq::test;
using namespace std::chrono_literals;

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
  options.read_only = {"/data", "/var/lib/gpuq/volumes/1/ds"};
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
  CHECK(parsed->read_only == options.read_only);
  CHECK(parse_pod_shim_arguments(
            {"--groups", "1", "--exit-file", "f", "--read-only", "data", "--", "x"})
            .error()
            .to_string() == "--read-only: bad value 'data'");
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

TEST_CASE("pod exit record: an attribute of the pod's log, else a file beside it") {
  TempDir dir;
  const std::string log = dir.path() + "/0.log";
  const std::string exit_file = dir.path() + "/0.exit";
  const int fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0640);
  REQUIRE(fd >= 0);
  CHECK_FALSE(recorded_pod_exit(log, exit_file).has_value());
  REQUIRE(record_pod_exit(fd, exit_file, {127, "cannot run 'x': not found"}).has_value());
  auto record = recorded_pod_exit(log, exit_file);
  REQUIRE(record.has_value());
  CHECK(record->exit_code == 127);
  CHECK(record->not_started == "cannot run 'x': not found");
  // One place or the other: the attribute where the file system keeps
  // them (ext4, xfs, btrfs, tmpfs since Linux 6.6), else the file.
  const bool on_log = ::fgetxattr(fd, kPodExitAttribute, nullptr, 0) > 0;
  CHECK(on_log != std::filesystem::exists(exit_file));
  MESSAGE("exit record kept " << (on_log ? "on the log" : "in the exit file"));
  if (on_log) {
    // The next run of the pod appends to the same log: its start forgets
    // the record of the run before.
    forget_pod_exit(fd);
    CHECK_FALSE(recorded_pod_exit(log, exit_file).has_value());
    REQUIRE(record_pod_exit(fd, exit_file, {0, {}}).has_value());
    CHECK(recorded_pod_exit(log, exit_file)->exit_code == 0);
    CHECK_FALSE(std::filesystem::exists(exit_file));
  }
  ::close(fd);

  // A pod without a log (/dev/null has no such attributes): the file.
  const int null = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
  REQUIRE(null >= 0);
  REQUIRE(record_pod_exit(null, exit_file, {3, {}}).has_value());
  ::close(null);
  CHECK(read_exit_file(exit_file) == 3);
  CHECK(recorded_pod_exit("", exit_file)->exit_code == 3);
  CHECK(recorded_pod_exit(dir.path() + "/none.log", exit_file)->exit_code == 3);
  CHECK_FALSE(recorded_pod_exit("", dir.path() + "/none.exit").has_value());

  // Once the daemon has stored the exit, the record goes, wherever it is.
  const int again = ::open(log.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
  REQUIRE(again >= 0);
  REQUIRE(record_pod_exit(again, exit_file, {5, {}}).has_value());
  ::close(again);
  REQUIRE(recorded_pod_exit(log, exit_file).has_value());
  forget_recorded_pod_exit(log, exit_file);
  CHECK_FALSE(recorded_pod_exit(log, exit_file).has_value());
  CHECK_FALSE(std::filesystem::exists(exit_file));
}
