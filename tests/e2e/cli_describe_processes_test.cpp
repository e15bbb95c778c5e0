// gpuq workload describe shows what a running pod's processes are: pid,
// memory and command line, every process of the pod but gpuq's own shim.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "cli_fixture.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::Run;
using gpuq::test::run_gpuq;

TEST_CASE("describe lists the processes of a running pod") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  REQUIRE(run_gpuq(d, "submit busy -p team-a -g 1 -- sh -c 'sleep 600 & exec sleep 601'").code ==
          0);
  REQUIRE(run_gpuq(d, "workload wait busy -p team-a --for running").code == 0);
  // Both sleeps, once the shell has forked and exec'd.
  REQUIRE(Daemon::eventually([&] {
    const std::string out = run_gpuq(d, "workload describe busy -p team-a").out;
    return contains(out, "sleep 600\n") && contains(out, "sleep 601\n");
  }));
  const std::string out = run_gpuq(d, "workload describe busy -p team-a").out;
  CHECK(contains(out, "\nProcesses:\n  Pod     Pid"));
  CHECK_FALSE(contains(out, "__pod-shim"));
  const nlohmann::json detail =
      nlohmann::json::parse(run_gpuq(d, "workload describe busy -p team-a -o json").out);
  const nlohmann::json& processes = detail["pods"][0]["processes"];
  REQUIRE(processes.size() == 2);
  for (const nlohmann::json& p : processes) {
    CHECK(p["pid"].get<int>() > 0);
    CHECK(p["rss"].is_string());
    CHECK(p["gpuMemory"].is_null());  // mock GPUs report no memory per process
  }
  REQUIRE(run_gpuq(d, "workload delete -y busy -p team-a").code == 0);
}
