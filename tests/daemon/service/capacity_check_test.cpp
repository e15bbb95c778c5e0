// never_fits(): a pod no node of its pools could ever hold, in words.
#include "daemon/service/capacity_check.h"

#include <doctest/doctest.h>

namespace gpuq::daemon {
namespace {

NodeInfo node(const std::string& name, const std::string& pool, int gpus, int64_t gpu_memory) {
  NodeInfo n;
  n.spec.name = name;
  n.spec.pool = pool;
  n.spec.gpu_count = gpus;
  n.spec.gpu_memory = gpu_memory;
  n.spec.cpu = 16000;
  n.spec.memory = 64LL << 30;
  n.spec.mig = {{"1g.10gb", 7}};
  return n;
}

}  // namespace

TEST_CASE("capacity check: each quantity against the largest node of the pools") {
  const std::vector<NodeInfo> nodes = {node("small", "default", 2, 40LL << 30),
                                       node("big", "default", 4, 80LL << 30),
                                       node("other", "fast", 8, 80LL << 30)};
  Workload w;
  w.request.gpus = 4;
  CHECK_FALSE(never_fits(w, nodes).has_value());
  w.request.gpus = 8;
  CHECK_FALSE(never_fits(w, nodes).has_value());  // every pool when it names none
  w.node_pools = {"default"};
  CHECK(never_fits(w, nodes).value_or("fits") ==
        "a pod asks for 8 GPUs and the largest node of pool default (big) has 4 GPUs");
  w.request = {};
  w.request.gpu_memory = 100LL << 30;
  CHECK(never_fits(w, nodes).value_or("fits") ==
        "a pod asks for 100Gi of GPU memory and the GPUs of the largest "
        "node of pool default (big) have 80Gi");
  w.request = {};
  w.request.cpu = 32000;
  CHECK(never_fits(w, nodes).value_or("fits") ==
        "a pod asks for 32 CPU cores and the largest node of pool default (big) has 16");
  w.request.cpu = 24500;  // as typed, not 24500m
  CHECK(never_fits(w, nodes).value_or("fits") ==
        "a pod asks for 24.5 CPU cores and the largest node of pool default (big) has 16");
  w.request.memory = 25232932864LL;  // 23.5Gi against 40Gi and 80Gi: fits
  CHECK(never_fits(w, nodes).value_or("fits").starts_with("a pod asks for 24.5 CPU"));
  w.request = {};
  w.request.memory = (64LL << 30) + (512LL << 20);  // told apart from the node's 64Gi
  CHECK(never_fits(w, nodes).value_or("fits") ==
        "a pod asks for 64.5Gi of memory and the largest node of pool default (big) has 64Gi");
  w.request = {};
  w.request.memory = 100LL << 30;
  CHECK(never_fits(w, nodes).value().starts_with("a pod asks for 100Gi of memory"));
  w.request = {};
  w.request.mig = {{"3g.40gb", 1}};
  CHECK(never_fits(w, nodes).value().starts_with("a pod asks for 1 MIG 3g.40gb"));
  w.request.mig = {{"1g.10gb", 7}};
  CHECK_FALSE(never_fits(w, nodes).has_value());
  w.request = {};
  w.request.extended = {{"example.com/fpga", 1}};
  CHECK(never_fits(w, nodes).value().starts_with("a pod asks for 1 example.com/fpga"));
  w.request = {};  // CPU-only and empty requests fit anywhere
  CHECK_FALSE(never_fits(w, nodes).has_value());
  CHECK_FALSE(never_fits(w, {}).has_value());  // no nodes: the pool check speaks
}

TEST_CASE("capacity check: a gang's GPUs together against its pools' devices") {
  const std::vector<NodeInfo> nodes = {node("a", "default", 4, 80LL << 30),
                                       node("b", "fast", 4, 80LL << 30)};
  Workload w;
  w.request.gpus = 1;
  w.parallelism = w.min_available = 5;
  CHECK_FALSE(never_fits(w, nodes).has_value());  // 5 of 8 across both pools
  w.node_pools = {"default"};
  CHECK(never_fits(w, nodes).value_or("fits") ==
        "its 5 pods start together and ask for 5 GPUs, and its node pools have 4");
  w.min_available = 4;  // elastic: the gang's minimum fits
  CHECK_FALSE(never_fits(w, nodes).has_value());
}

TEST_CASE("capacity check: a non-preemptible workload beyond its quota in every pool") {
  const std::vector<NodeInfo> nodes = {node("a", "default", 4, 80LL << 30),
                                       node("b", "fast", 4, 80LL << 30)};
  Project department;
  department.id = 1;
  department.name = "research";
  department.department = true;
  department.default_quota.deserved = core::ResourceVector::of(8000, core::kUnlimited, 1LL << 30);
  Project project;
  project.id = 2;
  project.name = "team-a";
  project.parent_id = 1;
  project.default_quota.deserved = core::ResourceVector::of(2000, core::kUnlimited, -1);
  project.resources["fast"].deserved = core::ResourceVector::of(1000, core::kUnlimited, -1);
  const std::vector<Project> projects = {department, project};

  Workload w;
  w.project_id = 2;
  w.preemptible = false;
  w.request.gpus = 2;
  CHECK_FALSE(beyond_quota(w, projects, nodes).has_value());  // fits pool default's quota
  w.node_pools = {"fast"};
  CHECK(beyond_quota(w, projects, nodes).value_or("fits") ==
        "it is non-preemptible and asks for 2 GPUs, more than the quota of team-a (1 GPU in pool "
        "fast)");
  w.node_pools = {};
  w.request.gpus = 3;
  CHECK(beyond_quota(w, projects, nodes).value_or("fits") ==
        "it is non-preemptible and asks for 3 GPUs, more than the quota of team-a (2 GPUs in pool "
        "default)");
  w.preemptible = true;
  CHECK_FALSE(beyond_quota(w, projects, nodes).has_value());
  w.preemptible = false;

  // A gang asks for its pods together; a fraction counts as part of a GPU.
  w.request = {};
  w.request.gpu_portion = 500;
  w.min_available = 5;
  CHECK(beyond_quota(w, projects, nodes)
            .value_or("fits")
            .starts_with("it is non-preemptible and asks for 2.5 GPUs"));
  w.min_available = 1;
  CHECK_FALSE(beyond_quota(w, projects, nodes).has_value());

  // The department's quota counts too; unlimited never does.
  w.request = {};
  w.request.memory = 2LL << 30;
  CHECK(beyond_quota(w, projects, nodes).value_or("fits") ==
        "it is non-preemptible and asks for 2Gi memory, more than the quota of research (1Gi "
        "memory in pool default)");
  w.request.memory = 0;
  w.request.cpu = 64000;
  CHECK_FALSE(beyond_quota(w, projects, nodes).has_value());
}
}  // namespace gpuq::daemon
