// What each project holds for the usage record: GPU shares and MIG slots of
// its placed pods, counted in every department above it too.
#include "daemon/sched/usage_amounts.h"

#include <doctest/doctest.h>

namespace gpuq::daemon {

TEST_CASE("usage amounts: devices, portions and MIG slots count, up the departments") {
  State state;
  Project dept, team;
  dept.id = 1;
  dept.name = "dept";
  dept.department = true;
  team.id = 2;
  team.name = "team";
  team.parent_id = 1;
  state.projects = {dept, team};
  Workload w;
  w.project_id = 2;
  w.pods.resize(3);
  w.pods[0].phase = PodPhase::running;
  w.pods[0].devices = {{0, core::kMilli}, {1, 500}};
  w.pods[1].phase = PodPhase::starting;
  w.pods[1].mig = {core::MigSlot{"1g.10gb", 0}};
  w.pods[2].phase = PodPhase::pending;  // holds nothing
  state.workloads.push_back(w);
  const QueueAmounts held = held_by_queue(state);
  REQUIRE(held.contains("team"));
  CHECK(held.at("team")[0] == doctest::Approx(2.5));
  CHECK(held.at("dept")[0] == doctest::Approx(2.5));
}

}  // namespace gpuq::daemon
