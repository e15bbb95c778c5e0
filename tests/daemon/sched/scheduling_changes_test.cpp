// What the scheduler is told on a tick: only what changed since its
// snapshot, and applied, exactly the snapshot a full read of the state
// builds; the whole snapshot when that cannot be told.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/incremental.h"
#include "daemon/sched/scheduling_input.h"

namespace gpuq::daemon {
namespace {

Workload job(const std::string& id, int64_t project_id, PodPhase phase) {
  Workload w;
  w.id = id;
  w.name = id;
  w.project_id = project_id;
  w.request.gpus = 1;
  Pod p;
  p.phase = phase;
  if (phase == PodPhase::running) {
    p.node = "node-1";
    p.devices = {{0, core::kMilli}};
  }
  w.pods = {p};
  return w;
}

// One GPU taken by r1; w1 and w2 wait.
State machine() {
  State s;
  NodeInfo n;
  n.spec.name = "node-1";
  n.spec.gpu_count = 1;
  s.nodes = {n};
  Project a;
  a.id = 1;
  a.name = "team-a";
  a.default_quota.deserved[core::Resource::gpu] = 1000;
  s.projects = {a};
  s.workloads = {job("r1", 1, PodPhase::running), job("w1", 1, PodPhase::pending),
                 job("w2", 1, PodPhase::pending)};
  s.workload_index.rebuild(s.workloads);
  return s;
}

std::vector<std::string> names(const core::Snapshot& s) {
  std::vector<std::string> out;
  for (const core::WorkloadSpec& w : s.workloads) out.push_back(w.name);
  return out;
}

// The scheduler on `before`, told of `after` as the daemon tells it; its
// snapshot must then be the one a full read of `after` builds.
core::WorkloadChanges told(const State& before, const State& after) {
  const DaemonConfig config;
  core::IncrementalScheduler scheduler(build_scheduling_input(before, config, 1000).snapshot);
  core::WorkloadSpec scratch;
  auto changes = scheduling_changes(after, config, 9000, scheduler.snapshot(), scratch);
  REQUIRE(changes.has_value());
  const core::WorkloadChanges out = *changes;
  REQUIRE(scheduler.apply(*changes).has_value());
  const core::Snapshot whole = build_scheduling_input(after, config, 9000).snapshot;
  CHECK(scheduler.snapshot().workloads == whole.workloads);
  CHECK(scheduler.snapshot().config.now_s == 9);
  return out;
}

}  // namespace

TEST_CASE("scheduling changes: nothing changed is only the clock") {
  const State s = machine();
  const core::WorkloadChanges changes = told(s, s);
  CHECK(changes.empty());
  CHECK(changes.now_s == 9);
}

TEST_CASE("scheduling changes: a finished job leaves, a started one changes, a new one arrives") {
  const State before = machine();
  State after = machine();
  after.workloads[0].pods[0].phase = PodPhase::succeeded;
  after.workloads[0].phase = "Completed";
  after.workloads[1].pods[0].phase = PodPhase::running;
  after.workloads[1].pods[0].node = "node-1";
  after.workloads[1].pods[0].devices = {{0, core::kMilli}};
  after.workloads.push_back(job("w3", 1, PodPhase::pending));
  after.workload_index.rebuild(after.workloads);
  const core::WorkloadChanges changes = told(before, after);
  CHECK(changes.removed == std::vector<std::string>{"r1"});
  REQUIRE(changes.changed.size() == 1);
  CHECK(changes.changed[0].name == "w1");
  REQUIRE(changes.arrivals.size() == 1);
  CHECK(changes.arrivals[0].name == "w3");
}

TEST_CASE("scheduling changes: a suspended job leaves, the last one too") {
  const State before = machine();
  State after = machine();
  after.workloads[1].desired_phase = "Stopped";
  after.workloads[2].desired_phase = "Stopped";
  const core::WorkloadChanges changes = told(before, after);
  CHECK(changes.removed == std::vector<std::string>{"w1", "w2"});
  CHECK(changes.changed.empty());
  CHECK(changes.arrivals.empty());
}

TEST_CASE("scheduling changes: the whole snapshot when projects, nodes or order differ") {
  const DaemonConfig config;
  State before = machine();
  before.workloads[1].desired_phase = "Stopped";  // w1 suspended: not seen
  core::IncrementalScheduler scheduler(build_scheduling_input(before, config, 1000).snapshot);
  CHECK(names(scheduler.snapshot()) == std::vector<std::string>{"r1", "w2"});
  core::WorkloadSpec scratch;

  State resumed = before;
  resumed.workloads[1].desired_phase = "Running";  // back among the others
  CHECK_FALSE(scheduling_changes(resumed, config, 2000, scheduler.snapshot(), scratch));

  State quota = before;
  quota.projects[0].default_quota.deserved[core::Resource::gpu] = 0;
  CHECK_FALSE(scheduling_changes(quota, config, 2000, scheduler.snapshot(), scratch));

  State bigger = before;
  bigger.nodes[0].spec.gpu_count = 2;
  CHECK_FALSE(scheduling_changes(bigger, config, 2000, scheduler.snapshot(), scratch));

  // The clock alone is not a change of settings.
  CHECK(scheduling_changes(before, config, 60000, scheduler.snapshot(), scratch));
}

}  // namespace gpuq::daemon
