// Preemption through the daemon as users meet it: real processes evicted,
// the reason they are told, and the workload that takes their place.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "cli_fixture.h"
#include "daemon_fixture.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::Run;
using gpuq::test::run_gpuq;
using nlohmann::json;

namespace {

std::string reason_of(const Daemon& d, const std::string& name) {
  Run r = run_gpuq(d, "workload describe " + name + " -p team-a -o json");
  if (r.code != 0) return {};
  json w = json::parse(r.out, nullptr, false);
  return w.is_object() && w.contains("phaseReason") && w["phaseReason"].is_string()
             ? w["phaseReason"].get<std::string>()
             : std::string{};
}

}  // namespace

TEST_CASE("a workspace at its project's limit preempts the project's training job") {
  Daemon d;  // four mock GPUs: three stay free throughout
  d.start();
  REQUIRE(run_gpuq(d, "project create team-a --gpu-quota 1 --gpu-limit 1").code == 0);
  REQUIRE(run_gpuq(d, "training submit train1 -p team-a -g 1 -- sleep 600").code == 0);
  REQUIRE(Daemon::eventually([&] { return d.phase("train1") == "Running"; }));

  Run ws = run_gpuq(d, "workspace submit ws1 -p team-a -g 1 -- sleep 600");
  REQUIRE_MESSAGE(ws.code == 0, ws.err);
  CHECK(Daemon::eventually([&] { return d.phase("ws1") == "Running"; }));
  // The training job went back to waiting: it may not run beside ws1 under the limit.
  CHECK(Daemon::eventually([&] { return d.phase("train1") == "Pending"; }));
  Run events = run_gpuq(d, "workload describe train1 -p team-a");
  CHECK_MESSAGE(contains(events.out,
                         "preempted by team-a/ws1 (priority 100 > 50): team-a is at "
                         "its limit of 1 GPU"),
                events.out);
  CHECK(reason_of(d, "train1") == "OverLimit");  // waits at the limit again
}
