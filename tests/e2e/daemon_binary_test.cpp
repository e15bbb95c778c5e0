// `gpuq daemon` runs the gpuq-daemon binary in its own process (exec, same
// pid), found beside gpuq or through GPUQ_DAEMON_BINARY; a missing binary is
// a clear error.
#include <doctest/doctest.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "daemon_fixture.h"
#include "gpuq_runner.h"

using gpuq::test::Daemon;
using gpuq::test::GpuqRunner;
using gpuq::test::Outcome;

namespace {

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("gpuq daemon with no gpuq-daemon binary says which path it looked for and exits 1") {
  GpuqRunner gpuq("");
  const Outcome o =
      gpuq.shell("GPUQ_DAEMON_BINARY=/nonexistent/gpuq-daemon gpuq daemon --gpus none");
  CHECK(o.code == 1);
  CHECK(has(o.err,
            "gpuq: error: cannot start the daemon: /nonexistent/gpuq-daemon: No such file "
            "or directory"));
  CHECK(has(o.err, "GPUQ_DAEMON_BINARY"));
}

TEST_CASE("gpuq daemon checks its flags before starting gpuq-daemon") {
  GpuqRunner gpuq("");
  const Outcome o = gpuq.shell(
      "GPUQ_DAEMON_BINARY=/nonexistent/gpuq-daemon gpuq daemon --config /nonexistent.yaml");
  CHECK(o.code == 2);
  CHECK(has(o.err, "gpuq: error: --config: File does not exist: /nonexistent.yaml"));
}

TEST_CASE("gpuq daemon becomes gpuq-daemon: same pid, which SIGTERM stops") {
  Daemon d;
  d.start();
  const pid_t pid = d.pid();
  std::error_code ec;
  const std::filesystem::path exe =
      std::filesystem::read_symlink("/proc/" + std::to_string(pid) + "/exe", ec);
  CHECK(exe.filename() == "gpuq-daemon");
  CHECK(exe.parent_path() == std::filesystem::path(GPUQ_BINARY).parent_path());
  d.stop();
  CHECK(has(d.log(), "stopped"));
}

TEST_CASE("gpuq-daemon parses the daemon's flags itself") {
  GpuqRunner gpuq("");
  const Outcome help = gpuq.shell("gpuq-daemon --help");
  CHECK(help.code == 0);
  for (const char* flag : {"--config", "--state-dir", "--socket", "--listen", "--gpus"}) {
    CAPTURE(flag);
    CHECK(has(help.out, flag));
  }
  const Outcome bad = gpuq.shell("gpuq-daemon --gpuz none");
  CHECK(bad.code == 2);
  CHECK(has(bad.err, "gpuq-daemon: error:"));
}

TEST_CASE("a second daemon on the same state directory is refused, and the first goes on") {
  Daemon d;
  d.start();
  d.project("team-a", 1);
  const std::string id = d.submit("a1", "team-a", 1, "sleep 30");
  REQUIRE(Daemon::eventually([&] { return d.phase(id) == "Running"; }));
  // Another socket, so that the socket's own check does not decide: the
  // state database does, once its wait for the first daemon runs out.
  GpuqRunner gpuq("");
  const Outcome second = gpuq.shell("gpuq daemon --gpus none --state-dir " + d.dir() +
                                    "/state --socket " + d.dir() + "/second.sock");
  CHECK(second.code == 1);
  CHECK(has(second.err, "gpuq: error: state database " + d.dir() +
                            "/state/gpuq.db is in use by another process (is another gpuq "
                            "daemon running on this state directory?)"));
  CHECK_FALSE(std::filesystem::exists(d.dir() + "/second.sock"));
  CHECK(d.phase(id) == "Running");
  d.stop();
}
