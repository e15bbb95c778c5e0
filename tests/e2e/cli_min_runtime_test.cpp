// Minimum runtime through a real daemon and the CLI: a job that started 10 s
// ago under reclaim_min_runtime 60s keeps its GPU until 60 s have passed,
// then is reclaimed. The daemon's clock is moved with GPUQ_TEST_CLOCK_FILE,
// so the minute passes without a sleep.
#include <doctest/doctest.h>

#include <chrono>
#include <fstream>
#include <nlohmann/json.hpp>
#include <thread>

#include "cli_fixture.h"
#include "daemon_fixture.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::Run;
using gpuq::test::run_gpuq;

namespace {

constexpr const char* kTwoGpus = "devices:\n  - {model: Mock GPU, memory: 80Gi, count: 2}\n";

// The daemon's clock runs `seconds` ahead of the system's from now on.
void set_clock(const Daemon& d, int seconds) {
  std::ofstream(d.dir() + "/clock") << seconds << "\n";
}

std::string describe(const Daemon& d, const std::string& name, const std::string& project) {
  return run_gpuq(d, "workload describe " + name + " -p " + project).out;
}

}  // namespace

TEST_CASE("a job started 10 s ago under reclaim_min_runtime 60s is reclaimed after 60 s") {
  Daemon d(kTwoGpus, "policy:\n  reclaim_min_runtime: 60s\n");
  d.set_env("GPUQ_TEST_CLOCK_FILE", d.dir() + "/clock");
  set_clock(d, 0);
  d.start();
  REQUIRE(run_gpuq(d, "project create a --gpu-quota 1").code == 0);
  REQUIRE(run_gpuq(d, "project create b --gpu-quota 1").code == 0);
  REQUIRE(run_gpuq(d, "training submit b1 -p b -g 1 -- sleep 600").code == 0);
  REQUIRE(run_gpuq(d, "training submit b2 -p b -g 1 -- sleep 600").code == 0);
  REQUIRE(Daemon::eventually([&] { return d.phase("b1") == "Running"; }));
  REQUIRE(Daemon::eventually([&] { return d.phase("b2") == "Running"; }));

  set_clock(d, 10);
  REQUIRE(run_gpuq(d, "training submit a1 -p a -g 1 -- sleep 600").code == 0);
  CHECK(Daemon::eventually([&] { return contains(describe(d, "a1", "a"), "protected for"); }));
  CHECK_MESSAGE(contains(describe(d, "b1", "b"), "Guaranteed until:"), describe(d, "b1", "b"));

  set_clock(d, 40);  // still inside the minute (with slack for a slow machine): nothing changes
  std::this_thread::sleep_for(std::chrono::milliseconds(1500));
  CHECK(d.phase("a1") == "Pending");
  CHECK(d.phase("b1") == "Running");
  CHECK(d.phase("b2") == "Running");

  set_clock(d, 62);
  CHECK(Daemon::eventually([&] { return d.phase("a1") == "Running"; }));
  CHECK((d.phase("b1") == "Running") != (d.phase("b2") == "Running"));
}

TEST_CASE("minimum runtimes from the CLI: project create and update, nodepool update, lists") {
  Daemon d(kTwoGpus);
  d.start();
  Run created = run_gpuq(d, "project create team --gpu-quota 1 --preempt-min-runtime 10m");
  REQUIRE_MESSAGE(created.code == 0, created.err);
  Run updated = run_gpuq(d, "project update team --reclaim-min-runtime 1h");
  REQUIRE_MESSAGE(updated.code == 0, updated.err);
  Run list = run_gpuq(d, "project list");
  CHECK_MESSAGE(contains(list.out, "Min Runtime"), list.out);
  CHECK_MESSAGE(contains(list.out, "10m/1h"), list.out);
  Run shown = run_gpuq(d, "project describe team");
  CHECK_MESSAGE(contains(shown.out, "preempt 10m, reclaim 1h"), shown.out);
  REQUIRE(run_gpuq(d, "project update team --preempt-min-runtime inherit").code == 0);
  CHECK(contains(run_gpuq(d, "project describe team").out, "preempt inherited, reclaim 1h"));

  Run bad = run_gpuq(d, "project update team --reclaim-min-runtime soon");
  CHECK(bad.code == 2);
  CHECK_MESSAGE(contains(bad.err, "--reclaim-min-runtime"), bad.err);

  Run pool = run_gpuq(d, "nodepool update default --min-guaranteed-runtime 1h30m");
  REQUIRE_MESSAGE(pool.code == 0, pool.err);
  CHECK_MESSAGE(contains(pool.out, "1h30m"), pool.out);
  CHECK(contains(run_gpuq(d, "nodepool list").out, "1h30m"));
  Run nowhere = run_gpuq(d, "nodepool update nowhere --min-guaranteed-runtime 1h");
  CHECK(nowhere.code != 0);
  CHECK_MESSAGE(contains(nowhere.err, "no node pool nowhere"), nowhere.err);
}
