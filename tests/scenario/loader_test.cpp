#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "core/scenario/scenario.h"
#include "loader_fixture.h"

using namespace gpuq::core;
using namespace gpuq::core::scenario;
using namespace gpuq::test;

namespace {

const std::filesystem::path kShared = GPUQ_SOURCE_DIR "/../shared/scenarios";

Scenario load_shared(const std::string& file) {
  auto r = load_scenario((kShared / file).string());
  REQUIRE_MESSAGE(r.has_value(), r.error().to_string());
  return *r;
}

}  // namespace

TEST_CASE("loader: every shared scenario loads") {
  if (!std::filesystem::exists(kShared)) return;
  int count = 0;
  for (const auto& entry : std::filesystem::directory_iterator(kShared)) {
    if (entry.path().extension() != ".yaml") continue;
    CAPTURE(entry.path().string());
    auto r = load_scenario(entry.path().string());
    CHECK_MESSAGE(r.has_value(), (r ? "" : r.error().to_string()));
    if (r) {
      CHECK(!r->name.empty());
      CHECK(r->file == entry.path().string());
      CHECK((r->expect.has_value() || !r->steps.empty()));
    }
    ++count;
  }
  CHECK(count > 0);
}

TEST_CASE("loader: kai-10 gives the running fraction half of a device") {
  if (!std::filesystem::exists(kShared)) return;
  Scenario s = load_shared("kai-10-frac-pack-onto-shared-gpu.yaml");
  const WorkloadSpec& r = workload(s, "running_shared_gpu_job0");
  CHECK(r.request.gpu_portion == 500);
  REQUIRE(r.pods.size() == 1);
  CHECK(r.pods[0].phase == PodPhase::running);
  CHECK(r.pods[0].node == "node0");
  REQUIRE(r.pods[0].devices.size() == 1);
  CHECK(r.pods[0].devices[0] == DeviceShare{0, 500});
  CHECK(r.priority == 100);
  CHECK_FALSE(r.preemptible);
  CHECK(s.snapshot.nodes[0].gpu_memory == 100LL * 1024 * 1024);
  REQUIRE(s.expect.has_value());
  CHECK(s.expect->gpu_groups.at("pending_shared_gpu_job1") == "1");
}

TEST_CASE("loader: kai-54 reads per-pod states and the stale time") {
  if (!std::filesystem::exists(kShared)) return;
  Scenario s = load_shared("kai-54-stale-gang-evict.yaml");
  CHECK(s.snapshot.config.stale_grace_period_s == 60);
  const WorkloadSpec& j = workload(s, "job-1");
  REQUIRE(j.pods.size() == 2);
  CHECK(j.pods[0].phase == PodPhase::running);
  CHECK(j.pods[0].node == "node-1");
  CHECK(j.pods[1].phase == PodPhase::failed);
  CHECK(j.pods[1].node.empty());
  CHECK(j.min_available == 2);
  CHECK(j.stale_for_s == 61);
  CHECK(j.priority == 0);
  CHECK(s.snapshot.projects[1].parent == "d-1");
  REQUIRE(s.expect.has_value());
  CHECK(s.expect->evicted == std::vector<std::string>{"job-1"});
  CHECK(s.expect->running == std::vector<std::string>{});
}

TEST_CASE("loader: shared scenarios' key facts") {
  if (!std::filesystem::exists(kShared)) return;
  Scenario k1 = load_shared("kai-01-alloc-queue-order-by-deserved.yaml");
  CHECK(k1.snapshot.projects[0].quota.deserved.gpu() == 1000);
  CHECK(k1.snapshot.projects[0].quota.over_quota_weight[0] == 0.0);
  CHECK(workload(k1, "running_job0").pods[0].devices == std::vector<DeviceShare>{{0, 1000}});
  CHECK(k1.expect->nodes.at("pending_job0") == "node1");

  Scenario k7 = load_shared("kai-07-alloc-spread-node.yaml");
  CHECK(k7.snapshot.config.placement_gpu == Placement::spread);
  CHECK(k7.snapshot.config.placement_cpu == Placement::spread);

  Scenario k16 = load_shared("kai-16-gpu-memory-basic.yaml");
  CHECK(workload(k16, "pending_job-0").request.gpu_memory == 50LL * 1024 * 1024);

  Scenario k18 = load_shared("kai-18-mig-single-device.yaml");
  CHECK(k18.snapshot.nodes[0].mig.at("1g.10gb") == 1);
  CHECK(workload(k18, "pending_job-0").request.mig.at("1g.10gb") == 1);

  Scenario k20 = load_shared("kai-20-gang-spans-two-nodes.yaml");
  CHECK(workload(k20, "pending_job0").pods.size() == 2);
  CHECK(workload(k20, "pending_job0").min_available == 2);

  Scenario k35 = load_shared("kai-35-reclaim-over-quota-weight.yaml");
  CHECK(workload(k35, "running_job0").pods[0].devices.size() == 8);
  CHECK(k35.snapshot.projects[1].quota.over_quota_weight[0] == 2.0);

  Scenario k50 = load_shared("kai-50-consolidate-move-to-fit.yaml");
  CHECK(workload(k50, "running_job1").pods[0].devices == std::vector<DeviceShare>{{0, 1000}});
  CHECK(workload(k50, "running_job2").pods[0].devices ==
        std::vector<DeviceShare>{{1, 1000}, {2, 1000}});

  Scenario ov = load_shared("runai-overquota.yaml");
  CHECK(ov.snapshot.workloads.empty());
  CHECK(ov.snapshot.projects[0].quota.over_quota_weight[0] == 1.0);  // omitted: 1
  REQUIRE(ov.steps.size() == 19);
  CHECK(ov.steps[0].kind == Step::Kind::submit);
  CHECK(ov.steps[0].workload.name == "a2");
  CHECK(ov.steps[0].workload.request.gpus == 2);
  CHECK(ov.steps[0].workload.priority == 50);
  CHECK(ov.steps[0].workload.preemptible);
  CHECK(ov.steps[3].kind == Step::Kind::schedule);
  CHECK(ov.steps[3].cycles == 0);
  CHECK(ov.steps[4].kind == Step::Kind::expect);
  CHECK(ov.steps[4].expect.same_node == std::vector<std::vector<std::string>>{{"a1", "b1"}});
  CHECK(ov.steps[6].cycles == 1);
  CHECK(ov.steps[10].kind == Step::Kind::remove);
  CHECK(ov.steps[10].target == "a2");
  CHECK(ov.steps[16].kind == Step::Kind::submit);  // a2 again, after its delete
  CHECK(ov.steps[16].workload.name == "a2");

  Scenario qf = load_shared("runai-queue-fairness.yaml");
  auto complete =
      std::ranges::find_if(qf.steps, [](const Step& s) { return s.kind == Step::Kind::complete; });
  REQUIRE(complete != qf.steps.end());
  CHECK(complete->target == "a1");
}

TEST_CASE("loader: defaults") {
  Scenario s = load_ok(R"(name: d
cluster:
  nodes:
    - {name: n}
projects:
  - {name: p}
workloads:
  - {name: t, project: p}
  - {name: w, project: p, type: workspace, pods: 3}
  - {name: i, project: p, type: inference, priority: high, preemptible: true}
)");
  const NodeSpec& n = s.snapshot.nodes[0];
  CHECK(n.pool == "default");
  CHECK(n.gpu_count == 0);
  CHECK(n.gpu_memory == 100LL * 1024 * 1024);
  CHECK(n.cpu == kUnlimited);
  CHECK(n.memory == kUnlimited);
  const ProjectSpec& p = s.snapshot.projects[0];
  CHECK(p.quota.deserved == ResourceVector::of(0, kUnlimited, kUnlimited));
  CHECK(p.quota.limit == ResourceVector::of(kUnlimited, kUnlimited, kUnlimited));
  CHECK(p.quota.over_quota_weight == std::array<double, 3>{1, 1, 1});
  CHECK(p.priority == 100);
  const WorkloadSpec& t = workload(s, "t");
  CHECK(t.type == WorkloadType::training);
  CHECK(t.priority == 50);
  CHECK(t.preemptible);
  CHECK(t.pods.size() == 1);
  CHECK(t.min_available == 1);
  CHECK(t.pods[0].phase == PodPhase::pending);
  const WorkloadSpec& w = workload(s, "w");
  CHECK(w.priority == 100);
  CHECK_FALSE(w.preemptible);
  CHECK(w.min_available == 3);
  CHECK(w.pods.size() == 3);
  const WorkloadSpec& i = workload(s, "i");
  CHECK(i.priority == 125);
  CHECK(i.preemptible);
  CHECK(s.snapshot.config.placement_gpu == Placement::binpack);
  CHECK(s.snapshot.config.stale_grace_period_s == 60);
  CHECK(s.snapshot.config.max_consolidation_victims == -1);
  CHECK_FALSE(s.expect.has_value());
  CHECK(s.steps.empty());
}

TEST_CASE("loader: quantities, quotas, weights and extensions") {
  Scenario s = load_ok(R"(name: q
config:
  placement_gpu: spread
  max_consolidation_victims: 2
  stale_grace_period_s: -1
  pool_placement: {a100: {cpu: spread}}
cluster:
  nodes:
    - {name: n, pool: a100, gpus: 1, gpu_memory: 80Gi, cpu: "500m", memory: 1.5Gi,
       labels: {gpu-type: a100}, extended: {example.com/fpga: 2}}
projects:
  - name: p
    quota: {gpu: 0.5, cpu: 2, memory: 32Gi}
    limit: {gpu: "4", cpu: -1}
    over_quota_weight: {gpu: 2, cpu: 0.5}
    priority: 7
    pools: {a100: {quota: {gpu: 3}}}
  - {name: q, over_quota_weight: 3}
workloads:
  - {name: w, project: p, gpu_memory: 20Gi, cpu: 250m, memory: 1Gi, node_pools: a100,
     extended: {example.com/fpga: 1}, priority: "75"}
  - {name: m, project: p, mig: {1g.10gb: 2}}
)");
  CHECK(s.snapshot.config.placement_gpu == Placement::spread);
  CHECK(s.snapshot.config.max_consolidation_victims == 2);
  CHECK(s.snapshot.config.stale_grace_period_s == -1);
  CHECK(s.snapshot.config.pool_placement_cpu.at("a100") == Placement::spread);
  CHECK(s.snapshot.config.pool_placement_gpu.at("a100") == Placement::spread);  // inherited
  const NodeSpec& n = s.snapshot.nodes[0];
  CHECK(n.gpu_memory == 80LL << 30);
  CHECK(n.cpu == 500);
  CHECK(n.memory == 3LL << 29);
  CHECK(n.labels.at("gpu-type") == "a100");
  CHECK(n.extended.at("example.com/fpga") == 2);
  const ProjectSpec& p = s.snapshot.projects[0];
  CHECK(p.quota.deserved == ResourceVector::of(500, 2000, 32LL << 30));
  CHECK(p.quota.limit == ResourceVector::of(4000, kUnlimited, kUnlimited));
  CHECK(p.quota.over_quota_weight == std::array<double, 3>{2, 0.5, 1});
  CHECK(p.priority == 7);
  const QueueQuota& pool = p.pool_quota.at("a100");
  CHECK(pool.deserved == ResourceVector::of(3000, kUnlimited, kUnlimited));
  CHECK(pool.limit == p.quota.limit);
  CHECK(pool.over_quota_weight == p.quota.over_quota_weight);
  CHECK(s.snapshot.projects[1].quota.over_quota_weight == std::array<double, 3>{3, 1, 1});
  const WorkloadSpec& w = workload(s, "w");
  CHECK(w.request.gpu_memory == 20LL << 30);
  CHECK(w.request.cpu == 250);
  CHECK(w.request.memory == 1LL << 30);
  CHECK(w.request.extended.at("example.com/fpga") == 1);
  CHECK(workload(s, "m").request.mig.at("1g.10gb") == 2);
  CHECK(w.node_pools == std::vector<std::string>{"a100"});
  CHECK(w.priority == 75);
  CHECK(w.preemptible);
}

TEST_CASE("loader: running pods get devices") {
  Scenario s = load_ok(R"(name: dev
cluster:
  nodes:
    - {name: n1, gpus: 4, gpu_memory: 100Mi, mig: {1g.10gb: 3}}
    - {name: n2, gpus: 4}
projects:
  - {name: p}
workloads:
  - {name: whole, project: p, gpu: 1, state: running, node: n1}
  - {name: f1, project: p, gpu_fraction: 0.25, state: running, node: n1, gpu_group: g}
  - {name: f2, project: p, gpu_fraction: 0.5, state: running, node: n1}
  - {name: f3, project: p, gpu_fraction: 0.5, state: releasing, node: n1, gpu_group: h}
  - {name: f4, project: p, gpu_fraction: 0.25, state: running, node: n1, gpu_group: g}
  - {name: m1, project: p, gpu_memory: 30Mi, state: running, node: n1}
  - {name: big, project: p, gpu: 2, pods: 2, state: running, pod_nodes: [n2, n2],
     pod_task_priority: [2, 1]}
  - {name: mig, project: p, mig: {1g.10gb: 2}, state: running, node: n1}
  - {name: gang, project: p, gpu: 1, pods: 3, state: running, node: n2,
     pod_states: [completed, pending, failed]}
)");
  auto devices = [&](std::string_view name, std::size_t pod = 0) {
    return workload(s, name).pods.at(pod).devices;
  };
  using V = std::vector<DeviceShare>;
  CHECK(devices("whole") == V{{0, 1000}});
  CHECK(devices("f1") == V{{1, 250}});
  CHECK(devices("f2") == V{{1, 500}});  // packs onto the fullest shared device
  CHECK(devices("f3") == V{{2, 500}});  // a new label takes a free device
  CHECK(devices("f4") == V{{1, 250}});  // the same label, the same device
  CHECK(devices("m1") == V{{2, 300}});  // 30Mi of 100Mi: 0.3 on the fullest that fits
  CHECK(devices("big", 0) == V{{0, 1000}, {1, 1000}});
  CHECK(workload(s, "big").pods[0].node == "n2");
  CHECK(workload(s, "big").pods[1].node == "n2");
  CHECK(devices("big", 1) == V{{2, 1000}, {3, 1000}});
  CHECK(workload(s, "big").pods[0].task_priority == 2);
  CHECK(workload(s, "big").pods[1].task_priority == 1);
  CHECK(workload(s, "f3").pods[0].phase == PodPhase::releasing);
  CHECK(workload(s, "mig").pods[0].mig == std::vector<MigSlot>{{"1g.10gb", 0}, {"1g.10gb", 1}});
  const WorkloadSpec& gang = workload(s, "gang");
  CHECK(gang.pods[0].phase == PodPhase::completed);
  CHECK(gang.pods[1].phase == PodPhase::pending);
  CHECK(gang.pods[2].phase == PodPhase::failed);
  for (const PodState& pod : gang.pods) {
    CHECK(pod.node.empty());
    CHECK(pod.devices.empty());
  }
}

TEST_CASE("loader: big whole-GPU pod on n1 needs free devices") {
  // big's second pod wants 2 whole devices of n1, where only device 3 is free.
  Error e = load_error(R"(name: dev
cluster:
  nodes:
    - {name: n1, gpus: 4}
projects:
  - {name: p}
workloads:
  - {name: f1, project: p, gpu_fraction: 0.25, state: running, node: n1}
  - {name: f2, project: p, gpu_fraction: 0.9, state: running, node: n1}
  - {name: w, project: p, gpu: 1, state: running, node: n1}
  - {name: big, project: p, gpu: 2, pods: 2, state: running, pod_nodes: [n1, n1]}
)");
  CHECK(e.where == "t.yaml:11: workloads[3].pod_nodes[0]");
  CHECK(e.message == "n1 has 4 GPUs but running workloads on it need 5");
}

TEST_CASE("loader: steps") {
  Scenario s = load_ok(with(R"(steps:
  - submit: {name: a2, project: team-a, gpu: 2, pods: 2}
  - schedule:
  - schedule: {cycles: 3}
  - expect: {running: [a1], pending: [a2], pods: {a2-1: pending}, nodes: {a1: node-1}}
  - complete: a1
  - delete: a2
  - submit: {name: a2, project: team-a, state: pending}
)"));
  REQUIRE(s.steps.size() == 7);
  CHECK(s.steps[0].line == 12);
  CHECK(s.steps[0].workload.pods.size() == 2);
  CHECK(s.steps[1].kind == Step::Kind::schedule);
  CHECK(s.steps[1].cycles == 0);
  CHECK(s.steps[2].cycles == 3);
  CHECK(s.steps[3].expect.line == 15);
  CHECK(s.steps[3].expect.pods.at("a2-1") == "pending");
  CHECK(s.steps[4].kind == Step::Kind::complete);
  CHECK(s.steps[5].kind == Step::Kind::remove);
  CHECK(s.steps[6].workload.name == "a2");
}

// ------------------------------------------------------------------ errors

TEST_CASE("loader errors: invalid YAML names its line") {
  Error e = load_error("name: x\ncluster:\n  nodes: [\n    {name: a\n");
  CHECK(e.where.starts_with("t.yaml:"));
  CHECK(contains(e.message, "not valid YAML"));
  e = load_error("name: x\nprojects:\n  - {name: a}\n   - {name: b}\n");
  CHECK(e.where == "t.yaml:4");
  e = load_error("");
  CHECK(e.where == "t.yaml:1");
  CHECK(contains(e.message, "empty"));
  e = load_error("- a\n- b\n");
  CHECK(e.where == "t.yaml:1");
  CHECK(contains(e.message, "expected a map"));
}

TEST_CASE("loader errors: unknown keys suggest the closest") {
  Error e = load_error(with("  - {name: a2, project: team-a, gpus: 1}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].gpus");
  CHECK(contains(e.message, "unknown key \"gpus\" (did you mean \"gpu\"?); allowed keys: name, "));
  e = load_error(with("expect: {runing: []}\n"));
  CHECK(e.where == "t.yaml:11: expect.runing");
  CHECK(contains(e.message, "did you mean \"running\""));
  e = load_error(std::string(kBase) + "colour: blue\n");
  CHECK(e.where == "t.yaml:11: colour");
  CHECK(e.message.starts_with("unknown key \"colour\"; allowed keys: name, what, source"));
  e = load_error(with("  - {name: a2, project: team-a, gpu: 1, gpu: 2}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].gpu");
  CHECK(e.message == "key \"gpu\" appears twice");
}

TEST_CASE("loader errors: wrong types") {
  Error e = load_error(with("  - {name: a2, project: team-a, pods: two}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].pods");
  CHECK(e.message == "expected a whole number between 1 and 10000, got \"two\"");
  e = load_error(with("  - {name: [a2], project: team-a}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].name");
  CHECK(e.message == "expected a string, got a list");
  e = load_error(with("  - {name: a2, project: team-a, preemptible: maybe}\n"));
  CHECK(e.message == "expected true or false, got \"maybe\"");
  e = load_error(with("  - {name: a2, project: team-a, gpu: 0.5}\n"));
  CHECK(contains(e.message, "gpu_fraction: 0.5"));
  e = load_error(with("  - {name: a2, project: team-a, gpu_fraction: 1.5}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].gpu_fraction");
  e = load_error(with("  - {name: a2, project: team-a, cpu: lots}\n"));
  CHECK(e.message == "expected a quantity such as 500m, 1.5, 20G or 32Gi, got \"lots\"");
  e = load_error(with("  - {name: a2, project: team-a, priority: hihg}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].priority");
  CHECK(e.message.starts_with("unknown priority class \"hihg\" (did you mean \"high\"?)"));
  e = load_error(with("  - {name: a2, project: team-a, type: job}\n"));
  CHECK(e.message == "expected one of training, workspace, inference, got \"job\"");
  e = load_error(with("  - {name: a2, project: team-a, gpu: 1, gpu_fraction: 0.5}\n"));
  CHECK(contains(e.message, "one way only"));
  e = load_error(with("  - {name: a2, project: team-a, pods: 2, pod_states: [running]}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].pod_states");
  CHECK(e.message == "expected one entry per pod (2), got 1");
  e = load_error(with("  - {name: a2, project: team-a, state: sleeping}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].state");
}

TEST_CASE("loader errors: negative amounts") {
  Error e = load_error(with("  - {name: a2, project: team-a, memory: -1Gi}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].memory");
  CHECK(e.message == "expected an amount of 0 or more, got the negative quantity \"-1Gi\"");
  std::string text(kBase);
  text.replace(text.find("quota: {gpu: 1}"), 15, "quota: {gpu: -2}");
  e = load_error(text);
  CHECK(e.where == "t.yaml:8: projects[1].quota.gpu");
  text = std::string(kBase);
  text.replace(text.find("gpus: 2}"), 8, "gpus: -2}");
  e = load_error(text);
  CHECK(e.where == "t.yaml:4: cluster.nodes[0].gpus");
}

TEST_CASE("loader errors: unknown project, node, pool and parent") {
  Error e = load_error(with("  - {name: a2, project: team-z}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].project");
  CHECK(e.message == "unknown project \"team-z\"; known projects: dept, team-a");
  e = load_error(with("  - {name: a2, project: dept}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].project");
  CHECK(contains(e.message, "department"));
  e = load_error(with("  - {name: a2, project: team-a, state: running, node: node-9}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].node");
  CHECK(e.message == "unknown node \"node-9\"; known nodes: node-1, node-2");
  e = load_error(with("  - {name: a2, project: team-a, node_pools: [default, h100]}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].node_pools[1]");
  std::string text(kBase);
  text.replace(text.find("parent: dept"), 12, "parent: deptt");
  e = load_error(text);
  CHECK(e.where == "t.yaml:8: projects[1].parent");
  CHECK(contains(e.message, "unknown parent project \"deptt\""));
}

TEST_CASE("loader errors: duplicate names and cycles") {
  Error e = load_error(with("  - {name: a1, project: team-a}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].name");
  CHECK(e.message == "duplicate workload name \"a1\" (workloads[0] has it too)");
  std::string text(kBase);
  text.replace(text.find("name: node-2"), 12, "name: node-1");
  e = load_error(text);
  CHECK(e.where == "t.yaml:5: cluster.nodes[1].name");
  text = std::string(kBase);
  text.replace(text.find("{name: dept}"), 12, "{name: dept, parent: team-a}");
  e = load_error(text);
  CHECK(e.where == "t.yaml:7: projects[0].parent");
  CHECK(e.message == "the project tree has a cycle: dept -> team-a -> dept");
}

TEST_CASE("loader errors: running workloads that their node cannot hold") {
  Error e =
      load_error(with("  - {name: a2, project: team-a, gpu: 2, state: running, node: node-1}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].node");
  CHECK(e.message == "node-1 has 2 GPUs but running workloads on it need 3");
  e = load_error(
      with("  - {name: a2, project: team-a, cpu: 3, pods: 2, state: running, node: node-2}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].node");
  CHECK(e.message == "node-2 has 4 CPU but running pods on it need 6");
  e = load_error(
      with("  - {name: a2, project: team-a, mig: {1g.10gb: 1}, state: running, node: node-1}\n"));
  CHECK(e.message == "node-1 has 0 MIG instances of 1g.10gb but running workloads on it need 1");
  e = load_error(with(
      R"(  - {name: f1, project: team-a, gpu_fraction: 0.6, state: running, node: node-1, gpu_group: g}
  - {name: f2, project: team-a, gpu_fraction: 0.6, state: running, node: node-1, gpu_group: g}
)"));
  CHECK(e.where == "t.yaml:12: workloads[2].gpu_group");
  CHECK(contains(e.message, "would hold 1.2 of one device"));
  e = load_error(
      with("  - {name: a2, project: team-a, gpu_memory: 200Mi, state: running, node: node-1}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].gpu_memory");
  e = load_error(with("  - {name: a2, project: team-a, gpu: 1, state: running}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].state");
  CHECK(contains(e.message, "needs a node"));
  e = load_error(with("  - {name: a2, project: team-a, gpu: 1, node: node-1}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].node");
  CHECK(contains(e.message, "pending"));
}

TEST_CASE("loader errors: gangs") {
  Error e = load_error(with("  - {name: a2, project: team-a, pods: 2, min_available: 3}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].min_available");
  CHECK(e.message == "min_available must be between 1 and the number of pods (2), got 3");
  e = load_error(with("  - {name: a2, project: team-a, pods: 0}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].pods");
}

TEST_CASE("loader errors: steps and expectations") {
  Error e = load_error(with("steps:\n  - submit: {name: a1, project: team-a}\n"));
  CHECK(e.where == "t.yaml:12: steps[0].submit.name");
  CHECK(e.message == "a workload named \"a1\" exists already at this step");
  e = load_error(with("steps:\n  - submit: {name: a2, project: nope}\n"));
  CHECK(e.where == "t.yaml:12: steps[0].submit.project");
  CHECK(contains(e.message, "unknown project \"nope\""));
  e = load_error(with("steps:\n  - submit: {name: a2, project: team-a, node: node-1}\n"));
  CHECK(e.where == "t.yaml:12: steps[0].submit.node");
  e = load_error(with("steps:\n  - schedule: {}\n  - delete: a9\n"));
  CHECK(e.where == "t.yaml:13: steps[1].delete");
  CHECK(e.message == "unknown workload \"a9\"; workloads at this point: a1");
  e = load_error(with("steps:\n  - delete: a1\n  - complete: a1\n"));
  CHECK(e.where == "t.yaml:13: steps[1].complete");
  e = load_error(with("steps:\n  - expect:\n      running: [a1, b1]\n"));
  CHECK(e.where == "t.yaml:13: steps[0].expect.running[1]");
  e = load_error(with("steps:\n  - schedule: {cycles: 0}\n"));
  CHECK(e.where == "t.yaml:12: steps[0].schedule.cycles");
  e = load_error(with("steps:\n  - {schedule: {}, delete: a1}\n"));
  CHECK(e.where == "t.yaml:12: steps[0]");
  e = load_error(with("steps:\n  - run: {}\n"));
  CHECK(e.where == "t.yaml:12: steps[0].run");
  CHECK(contains(e.message, "a run step needs seconds"));
  e = load_error(with("steps:\n  - run: {seconds: 10, cycle_every: 0}\n"));
  CHECK(e.where == "t.yaml:12: steps[0].run.cycle_every");
  CHECK(contains(e.message, "cycle_every must be a whole number of seconds of 1 or more"));
  e = load_error(with("expect: {pods: {a1-1: running}}\n"));
  CHECK(e.where == "t.yaml:11: expect.pods.a1-1");
  e = load_error(with("expect: {pods: {a1-0: gone}}\n"));
  CHECK(e.where == "t.yaml:11: expect.pods.a1-0");
  e = load_error(with("expect: {nodes: {zz: node-1}}\n"));
  CHECK(e.where == "t.yaml:11: expect.nodes.zz");
  e = load_error(with("expect: {}\nsteps: []\n"));
  CHECK(e.where == "t.yaml:12: steps");
}

TEST_CASE("loader errors: a scenario needs a name") {
  Error e = load_error("cluster: {nodes: []}\n");
  CHECK(e.where == "t.yaml:1");
  CHECK(contains(e.message, "needs a name"));
}

TEST_CASE("load_scenario: unreadable files are io errors") {
  auto r = load_scenario("/nonexistent/x.yaml");
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().code == Error::Code::io);
  CHECK(r.error().where == "/nonexistent/x.yaml");
  r = load_scenario("/tmp");
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().code == Error::Code::io);
}
