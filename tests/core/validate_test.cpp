#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

#include "core/cycle.h"

using namespace gpuq::core;

namespace {

ProjectSpec project(std::string name, std::string parent = {}) {
  ProjectSpec p;
  p.name = std::move(name);
  p.parent = std::move(parent);
  return p;
}

PodState running_pod(std::string node, std::vector<DeviceShare> devices,
                     std::vector<MigSlot> mig = {}) {
  PodState pod;
  pod.phase = PodPhase::running;
  pod.node = std::move(node);
  pod.devices = std::move(devices);
  pod.mig = std::move(mig);
  return pod;
}

// Two nodes (2 GPUs, 8 cores, 32Gi each), a department with one project, a
// running 1-GPU workload and a pending one.
Snapshot valid_snapshot() {
  Snapshot s;
  for (const char* name : {"node-1", "node-2"}) {
    NodeSpec n;
    n.name = name;
    n.gpu_count = 2;
    n.cpu = 8000;
    n.memory = 32LL << 30;
    n.mig = {{"1g.10gb", 2}};
    s.nodes.push_back(n);
  }
  s.nodes[1].pool = "a100";
  s.projects.push_back(project("dept"));
  s.projects.push_back(project("team-a", "dept"));
  WorkloadSpec running;
  running.name = "r1";
  running.project = "team-a";
  running.request.gpus = 1;
  running.request.cpu = 2000;
  running.pods = {running_pod("node-1", {{0, 1000}})};
  s.workloads.push_back(running);
  WorkloadSpec pending;
  pending.name = "p1";
  pending.project = "team-a";
  pending.request.gpus = 1;
  pending.pods.resize(1);
  s.workloads.push_back(pending);
  return s;
}

// The error of validate(), which must fail.
Error error_of(const Snapshot& s) {
  auto r = validate(s);
  REQUIRE_FALSE(r.has_value());
  return r.error();
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

WorkloadSpec fraction(std::string name, int64_t portion, std::string node, int index) {
  WorkloadSpec w;
  w.name = std::move(name);
  w.project = "team-a";
  w.request.gpu_portion = portion;
  w.pods = {running_pod(node, {{index, portion}})};
  return w;
}

}  // namespace

TEST_CASE("validate accepts a consistent snapshot") {
  CHECK(validate(valid_snapshot()).has_value());
  CHECK(validate(Snapshot{}).has_value());
}

TEST_CASE("validate: names are present and unique") {
  Snapshot s = valid_snapshot();
  s.nodes[1].name = "node-1";
  Error e = error_of(s);
  CHECK(e.where == "nodes[1].name");
  CHECK(e.message == "duplicate node name \"node-1\" (nodes[0] has it too)");

  s = valid_snapshot();
  s.projects[1].name = "";
  CHECK(error_of(s).where == "projects[1].name");

  s = valid_snapshot();
  s.workloads[1].name = "r1";
  e = error_of(s);
  CHECK(e.where == "workloads[1].name");
  CHECK(contains(e.message, "duplicate workload name \"r1\""));

  s = valid_snapshot();
  s.workloads[0].name.clear();
  CHECK(error_of(s).message == "a workload needs a name");
}

TEST_CASE("validate: the project tree") {
  Snapshot s = valid_snapshot();
  s.projects[1].parent = "nope";
  Error e = error_of(s);
  CHECK(e.where == "projects[1].parent");
  CHECK(e.message == "unknown parent project \"nope\"; known projects: dept, team-a");

  s = valid_snapshot();
  s.projects[0].parent = "team-a";  // dept -> team-a -> dept
  e = error_of(s);
  CHECK(e.where == "projects[0].parent");
  CHECK(e.message == "the project tree has a cycle: dept -> team-a -> dept");

  s = valid_snapshot();
  s.projects[0].parent = "dept";
  CHECK(error_of(s).message == "the project tree has a cycle: dept -> dept");

  // A project that only leads into a cycle is not the one reported.
  s = valid_snapshot();
  s.projects.push_back(project("x", "y"));
  s.projects.push_back(project("y", "x"));
  s.projects[0].parent = "x";
  CHECK(error_of(s).where == "projects[2].parent");
}

TEST_CASE("validate: workloads go in known leaf projects") {
  Snapshot s = valid_snapshot();
  s.workloads[1].project = "dept";
  Error e = error_of(s);
  CHECK(e.where == "workloads[1].project");
  CHECK(contains(e.message, "department"));

  s = valid_snapshot();
  s.workloads[1].project = "team-b";
  e = error_of(s);
  CHECK(e.where == "workloads[1].project");
  CHECK(e.message == "unknown project \"team-b\"; known projects: dept, team-a");
}

TEST_CASE("validate: amounts are not negative") {
  Snapshot s = valid_snapshot();
  s.nodes[0].cpu = -5;
  CHECK(error_of(s).where == "nodes[0].cpu");
  s = valid_snapshot();
  s.nodes[0].gpu_count = -1;
  CHECK(error_of(s).where == "nodes[0].gpu_count");
  s = valid_snapshot();
  s.nodes[0].gpu_memory = 0;
  CHECK(error_of(s).where == "nodes[0].gpu_memory");
  s = valid_snapshot();
  s.nodes[0].mig["1g.10gb"] = -1;
  CHECK(error_of(s).where == "nodes[0].mig.1g.10gb");
  s = valid_snapshot();
  s.projects[1].quota.deserved[Resource::gpu] = -2000;
  Error e = error_of(s);
  CHECK(e.where == "projects[1].quota.deserved.gpu");
  CHECK(e.message == "negative amount -2: expected 0 or more, or -1 for unlimited");
  s = valid_snapshot();
  s.projects[1].quota.limit[Resource::memory] = kUnlimited;  // allowed
  s.projects[1].pool_quota["a100"].limit[Resource::cpu] = -3;
  CHECK(error_of(s).where == "projects[1].pool_quota.a100.limit.cpu");
  s = valid_snapshot();
  s.projects[1].quota.over_quota_weight[0] = -1;
  CHECK(error_of(s).where == "projects[1].quota.over_quota_weight.gpu");
  s = valid_snapshot();
  s.workloads[1].request.cpu = -1;
  e = error_of(s);
  CHECK(e.where == "workloads[1].request.cpu");
  CHECK(e.message == "negative amount -1m: expected 0 or more");
  s = valid_snapshot();
  s.workloads[1].request.gpus = -1;
  CHECK(error_of(s).where == "workloads[1].request.gpus");
}

TEST_CASE("validate: GPU requests") {
  Snapshot s = valid_snapshot();
  s.workloads[1].request.gpu_portion = 500;
  Error e = error_of(s);
  CHECK(e.where == "workloads[1].request.gpu_portion");
  CHECK(contains(e.message, "one way only"));

  s = valid_snapshot();
  s.workloads[1].request = PodRequest{};
  s.workloads[1].request.gpu_portion = 1000;
  e = error_of(s);
  CHECK(e.where == "workloads[1].request.gpu_portion");
  CHECK(contains(e.message, "above 0 and below 1"));

  s = valid_snapshot();
  s.workloads[1].request = PodRequest{};
  s.workloads[1].request.gpu_memory = 10;
  s.workloads[1].request.mig = {{"1g.10gb", 1}};
  CHECK(error_of(s).where == "workloads[1].request.mig.1g.10gb");
}

TEST_CASE("validate: pods and gangs") {
  Snapshot s = valid_snapshot();
  s.workloads[1].pods.clear();
  CHECK(error_of(s).where == "workloads[1].pods");
  s = valid_snapshot();
  s.workloads[1].min_available = 2;
  Error e = error_of(s);
  CHECK(e.where == "workloads[1].min_available");
  CHECK(e.message == "min_available must be between 1 and the number of pods (1), got 2");
  s = valid_snapshot();
  s.workloads[1].min_available = 0;
  CHECK(error_of(s).where == "workloads[1].min_available");
  s = valid_snapshot();
  s.workloads[1].node_pools = {"default", "h100"};
  e = error_of(s);
  CHECK(e.where == "workloads[1].node_pools[1]");
  CHECK(e.message == "unknown node pool \"h100\"; pools with nodes: a100, default");
}

TEST_CASE("validate: pending and running pods") {
  Snapshot s = valid_snapshot();
  s.workloads[1].pods[0].node = "node-1";
  CHECK(error_of(s).where == "workloads[1].pods[0].node");

  s = valid_snapshot();
  s.workloads[0].pods[0].node = "node-9";
  Error e = error_of(s);
  CHECK(e.where == "workloads[0].pods[0].node");
  CHECK(e.message == "unknown node \"node-9\"; known nodes: node-1, node-2");

  s = valid_snapshot();
  s.workloads[0].pods[0].node.clear();
  CHECK(error_of(s).where == "workloads[0].pods[0].node");

  s = valid_snapshot();
  s.workloads[0].pods[0].phase = PodPhase::failed;  // failed pods hold nothing
  CHECK(error_of(s).where == "workloads[0].pods[0].devices");
  s.workloads[0].pods[0].devices.clear();
  CHECK(validate(s).has_value());
}

TEST_CASE("validate: running pods hold devices that exist and are free") {
  Snapshot s = valid_snapshot();
  s.workloads[0].pods[0].devices = {{2, 1000}};
  Error e = error_of(s);
  CHECK(e.where == "workloads[0].pods[0].devices[0].index");
  CHECK(e.message == "device index 2 is out of range: node-1 has 2 GPUs");

  s = valid_snapshot();
  s.workloads[0].pods[0].devices.clear();
  CHECK(error_of(s).where == "workloads[0].pods[0].devices");

  s = valid_snapshot();
  s.workloads[0].pods[0].devices = {{0, 500}};
  CHECK(error_of(s).where == "workloads[0].pods[0].devices[0].portion");

  s = valid_snapshot();
  s.workloads[0].request.gpus = 2;
  s.workloads[0].pods[0].devices = {{1, 1000}, {1, 1000}};
  CHECK(contains(error_of(s).message, "twice"));

  // Two whole-GPU pods on one device.
  s = valid_snapshot();
  s.workloads[1] = s.workloads[0];
  s.workloads[1].name = "r2";
  e = error_of(s);
  CHECK(e.where == "workloads[1].pods[0].devices[0].index");
  CHECK(contains(e.message, "device 0 of node-1 would hold 2 GPUs"));

  // Fractions share a device up to 1.
  s = valid_snapshot();
  s.workloads.push_back(fraction("f1", 500, "node-1", 1));
  s.workloads.push_back(fraction("f2", 500, "node-1", 1));
  CHECK(validate(s).has_value());
  s.workloads.push_back(fraction("f3", 100, "node-1", 1));
  CHECK(error_of(s).where == "workloads[4].pods[0].devices[0].index");

  // A fraction must hold its requested portion.
  s = valid_snapshot();
  s.workloads.push_back(fraction("f1", 500, "node-1", 1));
  s.workloads.back().pods[0].devices[0].portion = 600;
  CHECK(error_of(s).where == "workloads[2].pods[0].devices[0].portion");

  // Releasing pods hold devices too.
  s = valid_snapshot();
  s.workloads[1] = s.workloads[0];
  s.workloads[1].name = "r2";
  s.workloads[1].pods[0].phase = PodPhase::releasing;
  CHECK(error_of(s).where == "workloads[1].pods[0].devices[0].index");
}

TEST_CASE("validate: MIG instances") {
  Snapshot s = valid_snapshot();
  WorkloadSpec m;
  m.name = "m1";
  m.project = "team-a";
  m.request.mig = {{"1g.10gb", 1}};
  m.pods = {running_pod("node-1", {}, {{"1g.10gb", 1}})};
  s.workloads.push_back(m);
  CHECK(validate(s).has_value());

  Snapshot t = s;
  t.workloads.back().pods[0].mig = {{"1g.10gb", 2}};
  Error e = error_of(t);
  CHECK(e.where == "workloads[2].pods[0].mig[0]");
  CHECK(contains(e.message, "node-1 has 2 of that profile"));

  t = s;
  t.workloads.back().pods[0].mig = {{"2g.20gb", 0}};
  CHECK(contains(error_of(t).message, "has 0 of that profile"));

  t = s;
  t.workloads.back().pods[0].mig.clear();
  CHECK(error_of(t).where == "workloads[2].pods[0].mig");

  t = s;
  m.name = "m2";
  t.workloads.push_back(m);
  CHECK(contains(error_of(t).message, "held by another running pod"));
}

TEST_CASE("validate: CPU, memory and extended resources of running pods fit the node") {
  Snapshot s = valid_snapshot();
  s.workloads[0].request.cpu = 5000;
  WorkloadSpec second = s.workloads[0];
  second.name = "r2";
  second.pods[0].devices = {{1, 1000}};
  s.workloads.push_back(second);
  Error e = error_of(s);
  CHECK(e.where == "workloads[2].pods[0].node");
  CHECK(e.message == "node-1 has 8 CPU but running pods on it need 10");

  s.nodes[0].cpu = kUnlimited;
  CHECK(validate(s).has_value());

  s.workloads[0].request.memory = 20LL << 30;
  s.workloads[2].request.memory = 20LL << 30;
  e = error_of(s);
  CHECK(e.message == "node-1 has 32Gi of memory but running pods on it need 40Gi");

  s = valid_snapshot();
  s.workloads[0].request.extended = {{"example.com/fpga", 1}};
  e = error_of(s);
  CHECK(e.message == "node-1 has 0 of example.com/fpga but running pods on it need 1");
  s.nodes[0].extended = {{"example.com/fpga", 1}};
  CHECK(validate(s).has_value());
}

TEST_CASE("validate: scheduler config") {
  Snapshot s = valid_snapshot();
  s.config.max_consolidation_victims = -2;
  CHECK(error_of(s).where == "config.max_consolidation_victims");
  s = valid_snapshot();
  s.config.saturation_multiplier = 0.5;
  CHECK(error_of(s).where == "config.saturation_multiplier");
}
