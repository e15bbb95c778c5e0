// The static gpuq and gpuq-dynamic (cli/app/dynamic_twin.h): commands on the
// local daemon's Unix socket run in the static binary; a TCP server and a
// missing $HOME are handed to the twin, through a wrapper that records each
// call; a twin that cannot be run is an error naming it.
#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "gpuq_runner.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::GpuqRunner;
using gpuq::test::Outcome;
using gpuq::test::read_file;

namespace {

// The twin beside the gpuq under test; "" where gpuq is linked dynamically
// (no libc.a at build time, or a sanitizer build) and there is none.
std::string twin() {
  const auto path = std::filesystem::path(GPUQ_BINARY).parent_path() / "gpuq-dynamic";
  return std::filesystem::exists(path) ? path.string() : std::string();
}

// A shell script that appends a line to `log` and runs the real twin.
std::string recording_twin(const std::string& dir, const std::string& log) {
  const std::string path = dir + "/recording-twin";
  std::ofstream(path) << "#!/bin/sh\necho \"$*\" >> " << log << "\nexec " << twin() << " \"$@\"\n";
  std::filesystem::permissions(path, std::filesystem::perms::owner_all);
  return path;
}

std::string token_for(const GpuqRunner& gpuq, const Daemon& d) {
  Outcome made = gpuq("daemon token create ci --socket " + d.socket());
  REQUIRE_MESSAGE(made.code == 0, made.err);
  const std::size_t at = made.out.find("gpuq_");
  REQUIRE(at != std::string::npos);
  const std::string file = gpuq.config_home() + "/ci.token";
  std::ofstream(file) << made.out.substr(at, made.out.find('\n', at) - at) << "\n";
  return file;
}

}  // namespace

TEST_CASE("a static gpuq runs Unix-socket commands itself and hands TCP ones to gpuq-dynamic") {
  if (twin().empty()) {
    MESSAGE("gpuq is linked dynamically in this build: nothing to hand over");
    return;
  }
  const int port = gpuq::test::free_tcp_port();
  Daemon d(Daemon::kFourGpus, "listen: 127.0.0.1:" + std::to_string(port) + "\n");
  d.start();
  d.project("team", 2);
  GpuqRunner gpuq(d.socket());
  const std::string token = token_for(gpuq, d);
  const std::string calls = d.dir() + "/twin-calls";
  const std::string env = "GPUQ_DYNAMIC_BINARY=" + recording_twin(d.dir(), calls) + " ";

  Outcome o = gpuq.shell(env + "gpuq project list");
  CHECK_MESSAGE(o.code == 0, o.err);
  CHECK(contains(o.out, "team"));
  CHECK(read_file(calls).empty());

  // login --server names a server of its own: handed over before it reads
  // the token file, and the context it stores is TCP from then on.
  const std::string server = "http://127.0.0.1:" + std::to_string(port);
  o = gpuq.shell(env + "gpuq login --token-file " + token + " --server " + server +
                 " --context lab");
  CHECK_MESSAGE(o.code == 0, o.err);
  CHECK(contains(o.out, "logged in to " + server));
  CHECK(contains(read_file(calls), "login --token-file"));

  o = gpuq.shell("unset GPUQ_SERVER; " + env + "gpuq -v submit -p team -g 1 -- true");
  CHECK_MESSAGE(o.code == 0, o.err);
  CHECK(contains(o.err, "POST " + server + "/api/v1/workloads/trainings -> 202"));
  CHECK(contains(read_file(calls), "-v submit -p team -g 1 -- true"));

  // The twin cannot be run: the command runs here, and libcurl refuses to
  // load into a static program, naming the twin; with -v it says why.
  o = gpuq.shell("unset GPUQ_SERVER; GPUQ_DYNAMIC_BINARY=" + d.dir() +
                 "/missing gpuq -v workload list -p team");
  CHECK(o.code == 1);
  CHECK(contains(o.err, "gpuq: the server is " + server + ", but gpuq-dynamic cannot be run (" +
                            d.dir() + "/missing: No such file or directory)"));
  CHECK(contains(o.err, "linked statically and cannot load libcurl.so.4"));
  CHECK(contains(o.err, "gpuq-dynamic"));
  // A static gpuq named as the twin runs the command itself: no exec loop.
  o = gpuq.shell("unset GPUQ_SERVER; GPUQ_DYNAMIC_BINARY=" GPUQ_BINARY " gpuq workload list");
  CHECK(o.code == 1);
  CHECK(contains(o.err, "cannot load libcurl.so.4"));
  // ... and commands that need no server still work without it.
  o = gpuq.shell("unset GPUQ_SERVER; GPUQ_DYNAMIC_BINARY=" + d.dir() +
                 "/missing gpuq config use-context default");
  CHECK_MESSAGE(o.code == 0, o.err);
}

TEST_CASE("a static gpuq without $HOME hands the command to gpuq-dynamic") {
  if (twin().empty()) {
    MESSAGE("gpuq is linked dynamically in this build: nothing to hand over");
    return;
  }
  Daemon d;
  d.start();
  d.project("team", 2);
  GpuqRunner gpuq(d.socket());
  const std::string calls = d.dir() + "/twin-calls";
  const std::string env = "GPUQ_DYNAMIC_BINARY=" + recording_twin(d.dir(), calls) + " ";
  Outcome o = gpuq.shell("unset HOME; " + env + "gpuq project list");
  CHECK_MESSAGE(o.code == 0, o.err);
  CHECK(contains(o.out, "team"));
  CHECK(contains(read_file(calls), "project list"));
}
