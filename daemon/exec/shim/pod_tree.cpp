#include "daemon/exec/shim/pod_tree.h"

#include <unordered_map>

namespace gpuq::daemon {

std::map<pid_t, std::vector<ProcStat>> pod_trees(const std::set<pid_t>& shims,
                                                 const std::vector<ProcStat>& all) {
  std::unordered_map<pid_t, const ProcStat*> by_pid;
  by_pid.reserve(all.size());
  for (const ProcStat& stat : all) by_pid.emplace(stat.pid, &stat);
  // The shim each process belongs to (0: none), found by walking up the
  // parent links; remembered so that each process is walked once.
  std::unordered_map<pid_t, pid_t> owner;
  owner.reserve(all.size());
  auto owner_of = [&](pid_t start) {
    std::vector<pid_t> path;
    pid_t pid = start;
    pid_t found = 0;
    while (pid > 1) {
      if (auto known = owner.find(pid); known != owner.end()) {
        found = known->second;
        break;
      }
      if (shims.contains(pid) && pid != start) {
        found = pid;
        break;
      }
      path.push_back(pid);
      auto it = by_pid.find(pid);
      if (it == by_pid.end() || path.size() > by_pid.size()) break;  // gone, or a loop
      pid = it->second->ppid;
    }
    for (pid_t p : path) owner.emplace(p, found);
    return found;
  };
  std::map<pid_t, std::vector<ProcStat>> trees;
  for (pid_t shim : shims) trees[shim];
  for (const ProcStat& stat : all) {
    if (shims.contains(stat.pid)) continue;
    pid_t shim = owner_of(stat.pid);
    if (shim == 0 && shims.contains(stat.session)) shim = stat.session;  // re-parented to init
    if (shim != 0) trees[shim].push_back(stat);
  }
  return trees;
}

std::vector<ProcStat> pod_tree(pid_t shim, const std::vector<ProcStat>& all) {
  return std::move(pod_trees({shim}, all)[shim]);
}

}  // namespace gpuq::daemon
