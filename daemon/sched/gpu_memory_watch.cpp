#include "daemon/sched/gpu_memory_watch.h"

#include <signal.h>

#include <string>
#include <vector>

#include "core/quantity.h"

namespace gpuq::daemon {

int64_t gpu_memory_limit(const Workload& w, const Pod& pod, int64_t device_memory) {
  if (pod.devices.size() != 1 || pod.devices.front().portion >= core::kMilli) return 0;
  if (w.limits.gpu_memory > 0) return w.limits.gpu_memory;
  int64_t portion = w.limits.gpu_portion > 0 ? w.limits.gpu_portion : pod.devices.front().portion;
  return device_memory / core::kMilli * portion +
         device_memory % core::kMilli * portion / core::kMilli;
}

core::Result<void> watch_gpu_memory(Service& service, ProcessRunner& runner) {
  struct Watched {
    std::string workload_id;
    int pod;
    pid_t session;
    uint64_t start_ticks;
    std::string uuid;
    int64_t limit;
  };
  std::vector<Watched> watched;
  service.read([&](const State& state) {
    for (const Workload& w : state.workloads) {
      for (const Pod& p : w.pods) {
        if (p.phase != PodPhase::running || p.pid <= 0 || p.devices.size() != 1) continue;
        for (const NodeInfo& n : state.nodes) {
          if (n.spec.name != p.node) continue;
          const int index = p.devices.front().index;
          if (index < 0 || index >= static_cast<int>(n.devices.size())) continue;
          const GpuDevice& d = n.devices[static_cast<std::size_t>(index)];
          int64_t limit = gpu_memory_limit(w, p, d.memory);
          if (limit > 0) watched.push_back({w.id, p.index, p.pid, p.start_ticks, d.uuid, limit});
        }
      }
    }
  });
  core::Result<void> result;
  for (const Watched& pod : watched) {
    const ProcessId id{pod.session, pod.start_ticks};
    int64_t used = 0;
    for (pid_t pid : runner.pod_processes(id)) used += service.gpus().process_memory(pid, pod.uuid);
    if (used <= pod.limit) continue;
    runner.signal_group(id, SIGKILL);
    auto recorded = service.write([&](State& state, Store& store) -> core::Result<void> {
      auto position = state.find_workload(pod.workload_id);
      if (!position) return {};
      const Workload& w = state.workloads[*position];
      return service.record(state, store, w.id, "Killed",
                            w.name + "-" + std::to_string(pod.pod) + " used " +
                                core::format_bytes(used) + " of GPU memory, over its limit of " +
                                core::format_bytes(pod.limit));
    });
    if (!recorded && result) result = recorded;  // the kill stands; say the first refusal
  }
  return result;
}

}  // namespace gpuq::daemon
