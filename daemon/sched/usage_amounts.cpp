#include "daemon/sched/usage_amounts.h"

#include <map>

namespace gpuq::daemon {

core::ResourceAmounts cluster_capacity(const State& state) {
  core::ResourceAmounts c{0, 0, 0};
  bool cpu = true, memory = true;
  for (const NodeInfo& n : state.nodes) {
    c[0] += n.spec.gpu_count;
    cpu = cpu && n.spec.cpu != core::kUnlimited;
    memory = memory && n.spec.memory != core::kUnlimited;
    if (n.spec.cpu != core::kUnlimited) c[1] += static_cast<double>(n.spec.cpu);
    if (n.spec.memory != core::kUnlimited) c[2] += static_cast<double>(n.spec.memory);
  }
  if (!cpu) c[1] = 0;
  if (!memory) c[2] = 0;
  return c;
}

QueueAmounts held_by_queue(const State& state) {
  std::map<int64_t, const Project*> by_id;
  for (const Project& p : state.projects) by_id[p.id] = &p;
  QueueAmounts held;
  for (const Workload& w : state.workloads) {
    core::ResourceAmounts sum{0, 0, 0};
    for (const Pod& p : w.pods) {
      if (p.phase != PodPhase::starting && p.phase != PodPhase::running &&
          p.phase != PodPhase::releasing) {
        continue;
      }
      for (const core::DeviceShare& d : p.devices) {
        sum[0] += static_cast<double>(d.portion) / core::kMilli;
      }
      // A MIG slot counts one GPU, as the project's allocation does (project_json).
      sum[0] += static_cast<double>(p.mig.size());
      sum[1] += static_cast<double>(w.request.cpu);
      sum[2] += static_cast<double>(w.request.memory);
    }
    if (sum[0] == 0 && sum[1] == 0 && sum[2] == 0) continue;
    // The project, then each department above it.
    auto it = by_id.find(w.project_id);
    for (int depth = 0; it != by_id.end() && depth < 64; ++depth) {
      core::ResourceAmounts& q = held[it->second->name];
      for (std::size_t r = 0; r < core::kResourceCount; ++r) q[r] += sum[r];
      it = it->second->parent_id == 0 ? by_id.end() : by_id.find(it->second->parent_id);
    }
  }
  return held;
}

}  // namespace gpuq::daemon
