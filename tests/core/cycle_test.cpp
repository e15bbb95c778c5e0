// The cycle on hand-built snapshots: each case pins one rule of
// scheduler-semantics.md and the reason a person reads.
#include "core/cycle.h"

#include <doctest/doctest.h>

#include <string>

using namespace gpuq::core;

namespace {

NodeSpec node(const std::string& name, int gpus, const std::string& pool = "default") {
  NodeSpec n;
  n.name = name;
  n.gpu_count = gpus;
  n.pool = pool;
  return n;
}

ProjectSpec project(const std::string& name, int deserved_gpus, const std::string& parent = "") {
  ProjectSpec p;
  p.name = name;
  p.parent = parent;
  p.quota.deserved[Resource::gpu] = deserved_gpus * kMilli;
  return p;
}

WorkloadSpec pending(const std::string& name, const std::string& proj, int gpus, int pods = 1) {
  WorkloadSpec w;
  w.name = name;
  w.project = proj;
  w.request.gpus = gpus;
  w.min_available = pods;
  w.pods.resize(static_cast<std::size_t>(pods));
  for (int i = 0; i < pods; ++i) w.pods[static_cast<std::size_t>(i)].task_priority = 0;
  return w;
}

WorkloadSpec running(const std::string& name, const std::string& proj, const std::string& on,
                     std::vector<int> devices) {
  WorkloadSpec w = pending(name, proj, static_cast<int>(devices.size()));
  w.pods[0].phase = PodPhase::running;
  w.pods[0].node = on;
  for (int d : devices) w.pods[0].devices.push_back({d, kMilli});
  return w;
}

const WorkloadDecision& decision(const Snapshot& s, const CycleResult& r, const std::string& name) {
  for (std::size_t i = 0; i < s.workloads.size(); ++i) {
    if (s.workloads[i].name == name) return r.workloads[i];
  }
  FAIL("no workload " << name);
  static WorkloadDecision none;
  return none;
}

}  // namespace

TEST_CASE("a department's limit blocks its projects although GPUs are free") {
  Snapshot s;
  s.nodes = {node("n1", 8)};
  s.projects = {project("dept", 4), project("team-a", 4, "dept")};
  s.projects[0].quota.limit[Resource::gpu] = 3 * kMilli;
  s.workloads = {pending("a1", "team-a", 2), pending("a2", "team-a", 2)};
  REQUIRE(validate(s));
  CycleResult r = run_cycle(s);
  CHECK(decision(s, r, "a1").status == PodStatus::allocated);
  const WorkloadDecision& a2 = decision(s, r, "a2");
  CHECK(a2.status == PodStatus::pending);
  CHECK(a2.reason ==
        "dept would exceed its gpu limit (2 GPUs allocated + 2 GPUs requested > 3 GPUs)");
}

TEST_CASE("non-preemptible work must fit in quota, with the reason") {
  Snapshot s;
  s.nodes = {node("n1", 4)};
  s.projects = {project("team-a", 1)};
  WorkloadSpec w = pending("ws", "team-a", 2);
  w.type = WorkloadType::workspace;
  w.priority = 100;
  w.preemptible = false;
  s.workloads = {w};
  CycleResult r = run_cycle(s);
  CHECK(r.workloads[0].status == PodStatus::pending);
  CHECK(r.workloads[0].reason.find("non-preemptible workloads must fit in the quota of team-a") ==
        0);
  // What counts is said: preemptible pods of the project hold GPUs too.
  CHECK(r.workloads[0].reason.find(" in use by non-preemptible workloads + ") != std::string::npos);
}

TEST_CASE("a pending whole-GPU job says which block is missing") {
  Snapshot s;
  s.nodes = {node("node-1", 4), node("node-2", 4)};
  s.projects = {project("team-a", 8)};
  s.workloads = {running("r1", "team-a", "node-1", {0, 1}),
                 running("r2", "team-a", "node-2", {0, 1, 2}), pending("big", "team-a", 4)};
  s.workloads[0].preemptible = s.workloads[1].preemptible = false;
  s.workloads[0].priority = s.workloads[1].priority = 100;
  CycleResult r = run_cycle(s);
  CHECK(r.workloads[2].status == PodStatus::pending);
  CHECK(r.workloads[2].reason.find(
            "needs 4 GPUs on one node; the largest free block is 2 on node-1") == 0);
}

TEST_CASE("a gang that needs any releasing GPU is pipelined whole") {
  Snapshot s;
  s.nodes = {node("n1", 1), node("n2", 1)};
  s.projects = {project("team-a", 2)};
  WorkloadSpec leaving = running("old", "team-a", "n2", {0});
  leaving.pods[0].phase = PodPhase::releasing;
  s.workloads = {leaving, pending("gang", "team-a", 1, 2)};
  CycleResult r = run_cycle(s);
  const WorkloadDecision& g = r.workloads[1];
  REQUIRE(g.pods.size() == 2);
  CHECK(g.pods[0].status == PodStatus::pipelined);
  CHECK(g.pods[1].status == PodStatus::pipelined);
  CHECK(g.status == PodStatus::pipelined);
}

TEST_CASE("an elastic job starts at min_available and takes what else fits") {
  Snapshot s;
  s.nodes = {node("n1", 3)};
  s.projects = {project("team-a", 3)};
  WorkloadSpec e = pending("e", "team-a", 1, 5);
  e.min_available = 2;
  s.workloads = {e};
  CycleResult r = run_cycle(s);
  int placed = 0;
  for (const PodDecision& p : r.workloads[0].pods) placed += p.status == PodStatus::allocated;
  CHECK(placed == 3);
}

TEST_CASE("a fraction goes to the fullest device it fits on") {
  Snapshot s;
  s.nodes = {node("n1", 3)};
  s.projects = {project("team-a", 3)};
  WorkloadSpec half = pending("half", "team-a", 0);
  half.request.gpu_portion = 500;
  half.pods[0] = {PodPhase::running, "n1", {{0, 500}}, {}, 0};
  WorkloadSpec quarter = pending("quarter", "team-a", 0);
  quarter.request.gpu_portion = 250;
  quarter.pods[0] = {PodPhase::running, "n1", {{1, 250}}, {}, 0};
  WorkloadSpec next = pending("next", "team-a", 0);
  next.request.gpu_portion = 500;
  s.workloads = {half, quarter, next};
  CycleResult r = run_cycle(s);
  REQUIRE(r.workloads[2].pods[0].devices.size() == 1);
  CHECK(r.workloads[2].pods[0].devices[0].index == 0);  // 0.5 used beats 0.25 used
}

TEST_CASE("preemption takes only strictly lower priority in the same project") {
  Snapshot s;
  s.nodes = {node("n1", 1)};
  s.projects = {project("team-a", 1)};
  WorkloadSpec low = running("low", "team-a", "n1", {0});
  low.priority = 50;
  WorkloadSpec same = pending("same", "team-a", 1);
  same.priority = 50;
  s.workloads = {low, same};
  CycleResult r = run_cycle(s);
  CHECK(r.workloads[0].status == PodStatus::running);
  CHECK(r.workloads[1].status == PodStatus::pending);

  s.workloads[1].priority = 75;
  r = run_cycle(s);
  CHECK(r.workloads[0].status == PodStatus::evicted);
  CHECK(r.workloads[0].reason == "preempted by team-a/same (priority 75 > 50) in the same project");
  CHECK(r.workloads[1].status == PodStatus::pipelined);
}

TEST_CASE("non-preemptible work is never a victim of reclaim") {
  Snapshot s;
  s.nodes = {node("n1", 2)};
  s.projects = {project("team-a", 1), project("team-b", 1)};
  WorkloadSpec a1 = running("a1", "team-a", "n1", {0});
  WorkloadSpec a2 = running("a2", "team-a", "n1", {1});
  a1.preemptible = a2.preemptible = false;
  a1.priority = a2.priority = 100;
  s.workloads = {a1, a2, pending("b1", "team-b", 1)};
  CycleResult r = run_cycle(s);
  CHECK(r.workloads[0].status == PodStatus::running);
  CHECK(r.workloads[1].status == PodStatus::running);
  CHECK(r.workloads[2].status == PodStatus::pending);
}

TEST_CASE("reclaim stops at the fair share: no ping-pong between equal projects") {
  Snapshot s;
  s.nodes = {node("n1", 4)};
  s.projects = {project("team-a", 2), project("team-b", 2)};
  s.workloads = {running("a1", "team-a", "n1", {0}), running("a2", "team-a", "n1", {1}),
                 running("b1", "team-b", "n1", {2}), running("b2", "team-b", "n1", {3}),
                 pending("a3", "team-a", 1),         pending("b3", "team-b", 1)};
  CycleResult r = run_cycle(s);
  for (std::size_t i = 0; i < 4; ++i) CHECK(r.workloads[i].status == PodStatus::running);
  CHECK(r.workloads[4].status == PodStatus::pending);
  CHECK(r.workloads[4].reason.find("team-a cannot reclaim") != std::string::npos);
}

TEST_CASE("a node pool preference falls through to the next pool") {
  Snapshot s;
  s.nodes = {node("fast", 1, "interactive"), node("slow", 2, "batch")};
  s.projects = {project("team-a", 4)};
  WorkloadSpec first = pending("first", "team-a", 1);
  first.node_pools = {"interactive", "batch"};
  WorkloadSpec second = first;
  second.name = "second";
  WorkloadSpec only = pending("only", "team-a", 1);
  only.node_pools = {"interactive"};
  s.workloads = {first, second, only};
  CycleResult r = run_cycle(s);
  CHECK(r.workloads[0].pods[0].node == "fast");
  CHECK(r.workloads[1].pods[0].node == "slow");
  CHECK(r.workloads[2].status == PodStatus::pending);
  CHECK(r.workloads[2].reason.find("pool interactive: ") == 0);
}

TEST_CASE("the same snapshot gives the same decisions") {
  Snapshot s;
  s.nodes = {node("n1", 2), node("n2", 2)};
  s.projects = {project("team-a", 1), project("team-b", 1)};
  s.workloads = {running("a1", "team-a", "n1", {0}), running("a2", "team-a", "n1", {1}),
                 running("a3", "team-a", "n2", {0}), pending("b1", "team-b", 1),
                 pending("b2", "team-b", 1)};
  CycleResult one = run_cycle(s), two = run_cycle(s);
  REQUIRE(one.workloads.size() == two.workloads.size());
  for (std::size_t i = 0; i < one.workloads.size(); ++i) {
    CHECK(one.workloads[i].status == two.workloads[i].status);
    CHECK(one.workloads[i].reason == two.workloads[i].reason);
    for (std::size_t p = 0; p < one.workloads[i].pods.size(); ++p) {
      CHECK(one.workloads[i].pods[p].node == two.workloads[i].pods[p].node);
      CHECK(one.workloads[i].pods[p].devices == two.workloads[i].pods[p].devices);
    }
  }
}

TEST_CASE("a job at its project's limit preempts its own project's work, and says why") {
  Snapshot s;
  s.nodes = {node("n1", 2)};
  s.projects = {project("team-a", 1)};
  s.projects[0].quota.limit[Resource::gpu] = kMilli;
  s.workloads = {running("train1", "team-a", "n1", {0}), pending("ws1", "team-a", 1)};
  s.workloads[1].type = WorkloadType::workspace;
  s.workloads[1].priority = 100;
  s.workloads[1].preemptible = false;
  REQUIRE(validate(s));
  CycleResult r = run_cycle(s);
  CHECK(decision(s, r, "ws1").status == PodStatus::allocated);
  const WorkloadDecision& train = decision(s, r, "train1");
  CHECK(train.status == PodStatus::evicted);  // not moved to the free GPU: that breaks the limit
  CHECK(train.reason ==
        "preempted by team-a/ws1 (priority 100 > 50): team-a is at its limit of 1 GPU");
}

TEST_CASE("a job at a department's limit reclaims from a sibling, and says why") {
  Snapshot s;
  s.nodes = {node("n1", 4)};
  s.projects = {project("dept", 2), project("a", 1, "dept"), project("b", 1, "dept")};
  s.projects[0].quota.limit[Resource::gpu] = 2 * kMilli;
  s.workloads = {running("b1", "b", "n1", {0}), running("b2", "b", "n1", {1}),
                 pending("a1", "a", 1)};
  REQUIRE(validate(s));
  CycleResult r = run_cycle(s);
  CHECK(decision(s, r, "a1").status != PodStatus::pending);
  CHECK(decision(s, r, "b1").status == PodStatus::running);
  const WorkloadDecision& b2 = decision(s, r, "b2");
  CHECK(b2.status == PodStatus::evicted);
  CHECK(b2.reason ==
        "reclaimed by a/a1: b is above its fair share (2 GPUs > 1 GPU); dept is at its limit of 2 "
        "GPUs");
}

TEST_CASE("a job no victim can bring under its limit keeps the limit as its reason") {
  Snapshot s;
  s.nodes = {node("n1", 4)};
  s.projects = {project("team-a", 2)};
  s.projects[0].quota.limit[Resource::gpu] = 2 * kMilli;
  s.workloads = {running("low", "team-a", "n1", {0}), running("other", "team-a", "n1", {1}),
                 pending("p1", "team-a", 2)};
  s.workloads[0].priority = 40;
  s.workloads[1].priority = 90;  // outranks p1: not a victim
  s.workloads[2].priority = 80;
  REQUIRE(validate(s));
  CycleResult r = run_cycle(s);
  CHECK(decision(s, r, "low").status == PodStatus::running);
  const WorkloadDecision& p1 = decision(s, r, "p1");
  CHECK(p1.status == PodStatus::pending);
  CHECK(p1.reason ==
        "team-a would exceed its gpu limit (2 GPUs allocated + 2 GPUs requested > 2 GPUs)");
}
