// A command that cannot start, through the real daemon, shim and CLI: the
// workload fails after one run, saying why in `gpuq workload describe`; a
// command that exits 127 on its own is retried like any failure.
#include <doctest/doctest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_fixture.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::Run;
using gpuq::test::run_gpuq;
using nlohmann::json;

namespace {

// Events of workload `name`, as `gpuq workload describe -o json` gives them.
json described(const Daemon& d, const std::string& name) {
  Run r = run_gpuq(d, "workload describe " + name + " -p team-a -o json");
  REQUIRE(r.code == 0);
  return json::parse(r.out, nullptr, false);
}

}  // namespace

TEST_CASE("a command that cannot start fails at once, and describe says why") {
  Daemon d(Daemon::kFourGpus, "policy:\n  retry_backoff: 0s\n");
  d.start();
  d.project("team-a", 2);
  Run submitted =
      run_gpuq(d, "submit x -p team-a -g 1 --backoff-limit 3 -- gpuq-no-such-cmd --flag");
  REQUIRE(submitted.code == 0);
  CHECK(Daemon::eventually([&] {
    return run_gpuq(d, "workload describe x -p team-a").out.find("Failed") != std::string::npos;
  }));
  Run describe = run_gpuq(d, "workload describe x -p team-a");
  CHECK(contains(describe.out, "cannot run 'gpuq-no-such-cmd': not found in PATH"));
  CHECK(contains(describe.out, "could not start"));
  CHECK_FALSE(contains(describe.out, "Retried"));
  const json detail = described(d, "x");
  INFO(detail.dump(2));
  CHECK(detail.dump().find("CannotRun") != std::string::npos);

  const std::string script_path = d.dir() + "/train.sh";
  std::ofstream(script_path) << "#!/bin/sh\necho never\n";  // not executable
  Run script = run_gpuq(d, "submit y -p team-a -g 1 --backoff-limit 3 -- " + script_path);
  REQUIRE(script.code == 0);
  CHECK(Daemon::eventually([&] {
    return run_gpuq(d, "workload describe y -p team-a").out.find("Failed") != std::string::npos;
  }));
  CHECK(contains(run_gpuq(d, "workload describe y -p team-a").out,
                 "cannot run '" + script_path + "': permission denied"));
}

TEST_CASE("a command that exits 127 itself is retried") {
  Daemon d(Daemon::kFourGpus, "policy:\n  retry_backoff: 0s\n");
  d.start();
  d.project("team-a", 2);
  Run submitted = run_gpuq(d, "submit z -p team-a -g 1 --backoff-limit 2 -- sh -c 'exit 127'");
  REQUIRE(submitted.code == 0);
  CHECK(Daemon::eventually([&] {
    return run_gpuq(d, "workload describe z -p team-a").out.find("Failed") != std::string::npos;
  }));
  Run describe = run_gpuq(d, "workload describe z -p team-a");
  CHECK(contains(describe.out, "Retried"));
  CHECK(contains(describe.out, "3 failed runs, more than its backoff limit of 2"));
  CHECK_FALSE(contains(describe.out, "could not start"));
}
