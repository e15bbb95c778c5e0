#include "core/scenario/world.h"

#include <doctest/doctest.h>

namespace gpuq::core::scenario {
namespace {

PodState running_pod(std::string node, int device) {
  PodState p;
  p.phase = PodPhase::running;
  p.node = std::move(node);
  p.devices = {DeviceShare{device, kMilli}};
  return p;
}

WorkloadSpec workload(std::string name, std::vector<PodState> pods, int min_available = 1) {
  WorkloadSpec w;
  w.name = std::move(name);
  w.project = "team-a";
  w.request.gpus = 1;
  w.min_available = min_available;
  w.pods = std::move(pods);
  return w;
}

PodDecision decided(PodStatus status, std::string node = {}, std::vector<DeviceShare> devices = {},
                    std::string from_node = {}) {
  return PodDecision{status, std::move(node), std::move(from_node), std::move(devices), {}};
}

WorkloadDecision decision(std::vector<PodDecision> pods) {
  WorkloadDecision d;
  d.pods = std::move(pods);
  d.status = workload_status(d.pods);
  return d;
}

Snapshot two_nodes() {
  Snapshot s;
  for (const char* name : {"node-1", "node-2"}) {
    NodeSpec node;
    node.name = name;
    node.gpu_count = 2;
    s.nodes.push_back(node);
  }
  s.projects.resize(1);
  s.projects[0].name = "team-a";
  return s;
}

}  // namespace

TEST_CASE("advance: placed pods run where the cycle put them") {
  Snapshot s = two_nodes();
  s.workloads = {workload("a", {PodState{}}), workload("b", {PodState{}}),
                 workload("c", {running_pod("node-1", 0)})};
  CycleResult r;
  r.workloads = {decision({decided(PodStatus::allocated, "node-2", {{1, kMilli}})}),
                 decision({decided(PodStatus::pipelined, "node-1", {{1, 500}})}),
                 decision({decided(PodStatus::running, "node-1", {{0, kMilli}})})};
  auto next = advance(s, r);
  REQUIRE(next);
  const auto& a = next->workloads[0].pods[0];
  CHECK(a.phase == PodPhase::running);
  CHECK(a.node == "node-2");
  CHECK(a.devices == std::vector<DeviceShare>{{1, kMilli}});
  const auto& b = next->workloads[1].pods[0];
  CHECK(b.phase == PodPhase::running);
  CHECK(b.devices == std::vector<DeviceShare>{{1, 500}});
  CHECK(next->workloads[2].pods[0].node == "node-1");
}

TEST_CASE("advance: a moved pod runs on its new node") {
  Snapshot s = two_nodes();
  s.workloads = {workload("m", {running_pod("node-1", 0)})};
  CycleResult r;
  r.workloads = {decision({decided(PodStatus::moved, "node-2", {{1, kMilli}}, "node-1")})};
  auto next = advance(s, r);
  REQUIRE(next);
  CHECK(next->workloads[0].pods[0].phase == PodPhase::running);
  CHECK(next->workloads[0].pods[0].node == "node-2");
  CHECK(next->workloads[0].pods[0].devices[0].index == 1);
}

TEST_CASE("advance: evicted and releasing pods leave their node and wait again") {
  Snapshot s = two_nodes();
  PodState failed;
  failed.phase = PodPhase::failed;
  PodState releasing = running_pod("node-2", 0);
  releasing.phase = PodPhase::releasing;
  s.workloads = {workload("gang", {running_pod("node-1", 0), failed}, 2),
                 workload("r", {releasing})};
  CycleResult r;
  r.workloads = {
      decision({decided(PodStatus::evicted, "node-1", {{0, kMilli}}), decided(PodStatus::failed)}),
      decision({decided(PodStatus::releasing, "node-2", {{0, kMilli}})})};
  auto next = advance(s, r);
  REQUIRE(next);
  for (const PodState& p : next->workloads[0].pods) {
    CHECK(p.phase == PodPhase::pending);
    CHECK(p.node.empty());
    CHECK(p.devices.empty());
  }
  CHECK(next->workloads[1].pods[0].phase == PodPhase::pending);
  CHECK(next->workloads[1].pods[0].node.empty());
}

TEST_CASE("advance: failed and completed pods keep their phase unless the workload was evicted") {
  Snapshot s = two_nodes();
  PodState failed;
  failed.phase = PodPhase::failed;
  PodState done;
  done.phase = PodPhase::completed;
  s.workloads = {workload("w", {running_pod("node-1", 0), failed, done}, 1)};
  CycleResult r;
  r.workloads = {decision({decided(PodStatus::running, "node-1", {{0, kMilli}}),
                           decided(PodStatus::failed), decided(PodStatus::completed)})};
  auto next = advance(s, r);
  REQUIRE(next);
  CHECK(next->workloads[0].pods[0].phase == PodPhase::running);
  CHECK(next->workloads[0].pods[1].phase == PodPhase::failed);
  CHECK(next->workloads[0].pods[2].phase == PodPhase::completed);
}

TEST_CASE("advance: a running gang below min_available ages one second per cycle") {
  Snapshot s = two_nodes();
  PodState failed;
  failed.phase = PodPhase::failed;
  WorkloadSpec stale = workload("stale", {running_pod("node-1", 0), failed}, 2);
  stale.stale_for_s = 5;
  WorkloadSpec whole = workload("whole", {running_pod("node-2", 0)}, 1);
  whole.stale_for_s = 7;  // not below its gang: resets
  s.workloads = {stale, whole};
  CycleResult r;
  r.workloads = {
      decision({decided(PodStatus::running, "node-1", {{0, kMilli}}), decided(PodStatus::failed)}),
      decision({decided(PodStatus::running, "node-2", {{0, kMilli}})})};
  auto next = advance(s, r);
  REQUIRE(next);
  CHECK(next->workloads[0].stale_for_s == 6);
  CHECK(next->workloads[1].stale_for_s == 0);

  // Evicted: no pod runs any more, so it is not stale.
  r.workloads[0] =
      decision({decided(PodStatus::evicted, "node-1", {{0, kMilli}}), decided(PodStatus::failed)});
  next = advance(s, r);
  REQUIRE(next);
  CHECK(next->workloads[0].stale_for_s == 0);
}

TEST_CASE("advance: a result that does not match the snapshot is an internal error") {
  Snapshot s = two_nodes();
  s.workloads = {workload("a", {PodState{}})};
  CycleResult none;
  auto next = advance(s, none);
  REQUIRE_FALSE(next);
  CHECK(next.error().code == Error::Code::internal);

  CycleResult two_pods;
  two_pods.workloads = {decision({decided(PodStatus::pending), decided(PodStatus::pending)})};
  CHECK_FALSE(advance(s, two_pods));
}

TEST_CASE("changed_anything: only Running, Pending, Failed and Completed mean no change") {
  CycleResult r;
  r.workloads = {decision({decided(PodStatus::running, "node-1"), decided(PodStatus::pending),
                           decided(PodStatus::failed), decided(PodStatus::completed)})};
  CHECK_FALSE(changed_anything(r));
  for (PodStatus s : {PodStatus::allocated, PodStatus::pipelined, PodStatus::evicted,
                      PodStatus::moved, PodStatus::releasing}) {
    CycleResult c = r;
    c.workloads[0].pods[1].status = s;
    CHECK(changed_anything(c));
  }
  CHECK_FALSE(changed_anything(CycleResult{}));
}

TEST_CASE("submit appends a pending workload, names stay unique") {
  Snapshot s = two_nodes();
  s.workloads = {workload("a", {running_pod("node-1", 0)})};
  WorkloadSpec b = workload("b", {running_pod("node-1", 1)});
  b.stale_for_s = 9;
  REQUIRE(submit(s, b));
  REQUIRE(s.workloads.size() == 2);
  CHECK(s.workloads[1].name == "b");
  CHECK(s.workloads[1].pods[0].phase == PodPhase::pending);
  CHECK(s.workloads[1].pods[0].node.empty());
  CHECK(s.workloads[1].stale_for_s == 0);

  auto again = submit(s, workload("a", {PodState{}}));
  REQUIRE_FALSE(again);
  CHECK(again.error().code == Error::Code::conflict);
}

TEST_CASE("remove drops the workload and its pods at once") {
  Snapshot s = two_nodes();
  s.workloads = {workload("a", {running_pod("node-1", 0)}), workload("b", {PodState{}})};
  REQUIRE(remove(s, "a"));
  REQUIRE(s.workloads.size() == 1);
  CHECK(s.workloads[0].name == "b");
  auto missing = remove(s, "a");
  REQUIRE_FALSE(missing);
  CHECK(missing.error().code == Error::Code::not_found);
}

TEST_CASE("complete turns every pod completed and frees its resources") {
  Snapshot s = two_nodes();
  s.workloads = {workload("a", {running_pod("node-1", 0), running_pod("node-2", 1)}, 2)};
  s.workloads[0].pods[0].mig = {MigSlot{"1g.10gb", 0}};
  REQUIRE(complete(s, "a"));
  for (const PodState& p : s.workloads[0].pods) {
    CHECK(p.phase == PodPhase::completed);
    CHECK(p.node.empty());
    CHECK(p.devices.empty());
    CHECK(p.mig.empty());
  }
  CHECK_FALSE(complete(s, "nope"));
}

}  // namespace gpuq::core::scenario
