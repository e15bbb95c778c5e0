// The incremental scheduler's contract: an arrival into a full machine with a
// waiting twin is decided without a full cycle, and the same as one; bad
// events change nothing; every fallback says why.
#include <doctest/doctest.h>

#include "core/cycle.h"
#include "core/incremental.h"

namespace gpuq::core {
namespace {

WorkloadSpec job(const std::string& name, const std::string& project, PodPhase phase,
                 const std::string& node = "", int device = 0) {
  WorkloadSpec w;
  w.name = name;
  w.project = project;
  w.request.gpus = 1;
  PodState pod;
  pod.phase = phase;
  pod.node = node;
  if (phase == PodPhase::running) pod.devices = {{device, kMilli}};
  w.pods = {pod};
  return w;
}

// Two GPUs, both taken by team-a; one job of team-a waits.
Snapshot full_machine() {
  Snapshot s;
  NodeSpec n;
  n.name = "node-1";
  n.gpu_count = 2;
  s.nodes = {n};
  ProjectSpec a, b;
  a.name = "team-a";
  a.quota.deserved[Resource::gpu] = 2000;
  b.name = "team-b";
  s.projects = {a, b};
  s.workloads = {job("r1", "team-a", PodPhase::running, "node-1", 0),
                 job("r2", "team-a", PodPhase::running, "node-1", 1),
                 job("wait-1", "team-a", PodPhase::pending)};
  return s;
}

std::string reasons(const CycleResult& r) {
  std::string out;
  for (const auto& d : r.workloads)
    out += std::string(pod_status_name(d.status)) + ":" + d.reason + "\n";
  return out;
}

}  // namespace

TEST_CASE("an arrival into a full machine with a waiting twin is decided without a full cycle") {
  IncrementalScheduler s(full_machine());
  REQUIRE(validate(s.snapshot()).has_value());
  auto applied = s.add_workload(job("wait-2", "team-a", PodPhase::pending));
  REQUIRE(applied.has_value());
  CHECK_FALSE(applied->full_cycle);
  CHECK(applied->changed == std::vector<std::size_t>{3});
  CHECK(s.incremental_count() == 1);
  CHECK(s.full_count() == 1);  // the one at the start
  CHECK(reasons(s.result()) == reasons(run_cycle(s.snapshot())));
  CHECK(s.result().workloads[3].reason.find("every GPU of pool default is in use") !=
        std::string::npos);
}

TEST_CASE("an arrival the rules cannot settle alone runs a full cycle and says why") {
  IncrementalScheduler s(full_machine());
  // No job of team-b waits: there is no twin to be decided as.
  auto applied = s.add_workload(job("b1", "team-b", PodPhase::pending));
  REQUIRE(applied.has_value());
  CHECK(applied->full_cycle);
  CHECK(applied->cause == "arrival of b1: no job of its project and shape waits already");
  CHECK(reasons(s.result()) == reasons(run_cycle(s.snapshot())));
  // A job finishing frees a GPU: a full cycle gives it to the waiting job.
  WorkloadSpec done = s.snapshot().workloads[0];
  done.pods[0] = PodState{PodPhase::completed, "", {}, {}, 0};
  auto freed = s.update_workload(done);
  REQUIRE(freed.has_value());
  CHECK(freed->full_cycle);
  CHECK(freed->cause == "change of r1");
  CHECK(s.result().workloads[2].status == PodStatus::allocated);
}

TEST_CASE("a bad event is refused with the field and changes nothing") {
  IncrementalScheduler s(full_machine());
  const std::string before = reasons(s.result());
  auto taken = s.add_workload(job("wait-1", "team-a", PodPhase::pending));
  REQUIRE_FALSE(taken.has_value());
  CHECK(taken.error().where == "workload.name");
  auto nowhere = s.add_workload(job("x", "team-zz", PodPhase::pending));
  REQUIRE_FALSE(nowhere.has_value());
  CHECK(nowhere.error().where == "workloads[3].project");
  CHECK(nowhere.error().message.find("unknown project \"team-zz\"") == 0);
  auto gone = s.remove_workload("nobody");
  REQUIRE_FALSE(gone.has_value());
  CHECK(gone.error().code == Error::Code::not_found);
  Snapshot broken = s.snapshot();
  broken.workloads[0].pods[0].node = "node-9";
  auto refused = s.replace(broken, "test");
  REQUIRE_FALSE(refused.has_value());
  CHECK(refused.error().where == "workloads[0].pods[0].node");
  CHECK(s.snapshot().workloads.size() == 3);
  CHECK(reasons(s.result()) == before);
  CHECK(s.full_count() == 1);
}

TEST_CASE("the clock decides nothing again unless a minimum runtime is set") {
  IncrementalScheduler s(full_machine());
  CHECK_FALSE(s.set_time(600).full_cycle);
  CHECK(s.snapshot().config.now_s == 600);
  CHECK(s.full_count() == 1);

  Snapshot guarded = full_machine();
  guarded.config.preempt_min_runtime_s = 60;
  IncrementalScheduler g(guarded);
  const Applied later = g.set_time(600);
  CHECK(later.full_cycle);
  CHECK(later.cause == "clock: a minimum runtime is set");
}

TEST_CASE("update takes new workloads after the others as arrivals, anything else in full") {
  IncrementalScheduler s(full_machine());
  Snapshot next = s.snapshot();
  next.config.now_s = 10;
  next.workloads.push_back(job("wait-2", "team-a", PodPhase::pending));
  next.workloads.push_back(job("wait-3", "team-a", PodPhase::pending));
  auto applied = s.update(next);
  REQUIRE(applied.has_value());
  CHECK_FALSE(applied->full_cycle);
  CHECK(applied->changed == std::vector<std::size_t>{3, 4});
  CHECK(reasons(s.result()) == reasons(run_cycle(s.snapshot())));

  next = s.snapshot();
  next.projects[1].quota.deserved[Resource::gpu] = 1000;
  auto changed = s.update(next);
  REQUIRE(changed.has_value());
  CHECK(changed->full_cycle);
  CHECK(changed->cause == "projects changed");
  next = s.snapshot();
  next.workloads.erase(next.workloads.begin() + 1);
  auto left = s.update(next);
  REQUIRE(left.has_value());
  CHECK(left->cause == "a workload left");
  CHECK(s.result().workloads[1].status == PodStatus::allocated);  // wait-1 gets r2's GPU
}

TEST_CASE("apply takes removals, changes and arrivals as the snapshot they describe") {
  IncrementalScheduler s(full_machine(), /*check=*/true);
  WorkloadChanges arrivals;
  arrivals.now_s = 5;
  arrivals.arrivals = {job("wait-2", "team-a", PodPhase::pending)};
  auto quick = s.apply(arrivals);
  REQUIRE(quick.has_value());
  CHECK_FALSE(quick->full_cycle);
  CHECK(quick->changed == std::vector<std::size_t>{3});
  CHECK(s.snapshot().config.now_s == 5);

  // r1 finishes, r2 leaves, b1 arrives: one full cycle, and the same
  // decisions as a cycle on the snapshot those changes describe.
  WorkloadChanges mixed;
  mixed.now_s = 6;
  WorkloadSpec done = s.snapshot().workloads[0];
  done.pods[0] = PodState{PodPhase::completed, "", {}, {}, 0};
  mixed.changed = {done};
  mixed.removed = {"r2"};
  mixed.arrivals = {job("b1", "team-b", PodPhase::pending)};
  auto full = s.apply(mixed);
  REQUIRE(full.has_value());
  CHECK(full->full_cycle);
  CHECK(full->cause == "workload r1 changed");
  std::vector<std::string> names;
  for (const WorkloadSpec& w : s.snapshot().workloads) names.push_back(w.name);
  CHECK(names == std::vector<std::string>{"r1", "wait-1", "wait-2", "b1"});
  CHECK(s.snapshot().config.now_s == 6);
  CHECK(reasons(s.result()) == reasons(run_cycle(s.snapshot())));
  CHECK(s.result().workloads[1].status == PodStatus::allocated);
}

TEST_CASE("apply refuses an unknown or repeated name and changes nothing") {
  IncrementalScheduler s(full_machine());
  const std::string before = reasons(s.result());
  WorkloadChanges unknown;
  unknown.removed = {"nobody"};
  auto gone = s.apply(unknown);
  REQUIRE_FALSE(gone.has_value());
  CHECK(gone.error().code == Error::Code::not_found);
  CHECK(gone.error().where == "workload.name");

  WorkloadChanges stranger;
  stranger.changed = {job("nobody", "team-a", PodPhase::pending)};
  REQUIRE_FALSE(s.apply(stranger).has_value());

  // An arrival under a name the scheduler has, beside a removal that would
  // otherwise run a full cycle.
  WorkloadChanges twice;
  twice.removed = {"r1"};
  twice.arrivals = {job("wait-1", "team-a", PodPhase::pending)};
  auto taken = s.apply(twice);
  REQUIRE_FALSE(taken.has_value());
  CHECK(taken.error().message.find("exists already") != std::string::npos);
  CHECK(s.snapshot().workloads.size() == 3);
  CHECK(reasons(s.result()) == before);
  CHECK(s.full_count() == 1);
}

}  // namespace gpuq::core

namespace gpuq::core {

TEST_CASE(
    "names stay found after removals, by the scheduler's own name too, with and without "
    "validation") {
  for (bool check : {true, false}) {
    CAPTURE(check);
    IncrementalScheduler s(full_machine(), check);
    // The removed workload's own name: the erase moves r2 into its place.
    auto first = s.remove_workload(s.snapshot().workloads[0].name);
    REQUIRE(first.has_value());
    CHECK(first->cause == "removal of r1");
    REQUIRE(s.snapshot().workloads.size() == 2);
    CHECK(s.snapshot().workloads[0].name == "r2");
    // r1 is free again; r2 and wait-1 are found where they now stand.
    REQUIRE(s.add_workload(job("r1", "team-a", PodPhase::pending)).has_value());
    CHECK(s.snapshot().workloads.back().name == "r1");
    WorkloadChanges changes;
    changes.removed = {"r2"};
    WorkloadSpec waiting = s.snapshot().workloads[1];
    REQUIRE(waiting.name == "wait-1");
    waiting.priority = 80;
    changes.changed = {waiting};
    auto applied = s.apply(changes);
    REQUIRE(applied.has_value());
    REQUIRE(s.snapshot().workloads.size() == 2);
    CHECK(s.snapshot().workloads[0].name == "wait-1");
    CHECK(s.snapshot().workloads[0].priority == 80);
    CHECK(s.remove_workload("r1").has_value());
    CHECK_FALSE(s.remove_workload("r2").has_value());
    CHECK(reasons(s.result()) == reasons(run_cycle(s.snapshot())));
  }
}

}  // namespace gpuq::core
