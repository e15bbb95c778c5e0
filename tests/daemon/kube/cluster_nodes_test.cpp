// A cluster's Node as the scheduler's node, and Kubernetes quantities.
#include "daemon/kube/backend/cluster_nodes.h"

#include <doctest/doctest.h>

namespace gpuq::daemon::kube {

TEST_CASE("cluster nodes: quantities in base units, and what is not one") {
  CHECK(quantity("8", 1) == 8);
  CHECK(quantity("16Gi", 1) == 16LL << 30);
  CHECK(quantity("500m", 1000) == 500);
  CHECK(quantity("1.5", 1000) == 1500);
  CHECK(quantity("", 1) == -1);
  CHECK(quantity("8 GPUs", 1) == -1);
  CHECK(quantity("lots", 1) == -1);
}

TEST_CASE("cluster nodes: GPUs, their memory, CPU, memory and the pool of a Node") {
  const auto node = trim_node(nlohmann::json::parse(R"({
    "metadata": {"name": "gpu-node-1", "labels": {"kai.scheduler/node-pool": "a100",
                 "nvidia.com/gpu.memory": "81920"}, "uid": "n1"},
    "status": {"allocatable": {"nvidia.com/gpu": "8", "cpu": "63500m", "memory": "512Gi"},
               "conditions": []}})"));
  CHECK_FALSE(node["status"].contains("conditions"));
  const NodeInfo info = node_info(node);
  CHECK(info.spec.name == "gpu-node-1");
  CHECK(info.spec.pool == "a100");
  CHECK(info.spec.gpu_count == 8);
  CHECK(info.spec.gpu_memory == 81920LL << 20);
  CHECK(info.spec.cpu == 63500);
  CHECK(info.spec.memory == 512LL << 30);
  const NodeInfo plain = node_info(trim_node(nlohmann::json::parse(
      R"({"metadata": {"name": "cpu-1"}, "status": {"allocatable": {"cpu": "4"}}})")));
  CHECK(plain.spec.pool == "default");
  CHECK(plain.spec.gpu_count == 0);
}

}  // namespace gpuq::daemon::kube
