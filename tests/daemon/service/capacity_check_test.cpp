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

}  // namespace gpuq::daemon
