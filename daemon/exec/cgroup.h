// Pod cgroups (cgroup v2): one directory per pod with cpu.max and
// memory.max, under a directory where the daemon may create them with the
// cpu and memory controllers enabled.
//
// Linux only (cgroup_linux.cpp). Not thread-safe for set-up; the other
// members only touch the pod's own directory and may run concurrently for
// different pods.
#ifndef GPUQ_DAEMON_EXEC_CGROUP_H_
#define GPUQ_DAEMON_EXEC_CGROUP_H_

#include <cstdint>
#include <string>

#include "core/error.h"

namespace gpuq::daemon {

class PodCgroups {
 public:
  // Finds or makes the parent of pods' cgroups: /sys/fs/cgroup/gpuq when
  // the daemon may create it (root), else a "pods" child of the daemon's own
  // cgroup (a delegated subtree; the daemon moves itself into a "daemon"
  // leaf beside it, as cgroup v2 keeps processes out of inner nodes).
  // Errors say why neither works; the caller then watches process trees.
  static core::Result<PodCgroups> set_up();

  // The parent directory of pods' cgroups.
  const std::string& root() const { return root_; }

  // The directory of the pod's cgroup `name`.
  std::string path_of(const std::string& name) const { return root_ + "/" + name; }

  // Creates (or reuses) the cgroup `name` with its limits: cpu.max from
  // millicores, memory.max (and memory.swap.max 0) from bytes; 0 = no limit.
  // Returns its directory. Errors: io, naming the file.
  core::Result<std::string> create(const std::string& name, int64_t cpu_millicores,
                                   int64_t memory_bytes) const;

  // How many processes of the cgroup at `dir` the kernel killed for memory
  // (memory.events oom_kill); 0 when unknown.
  static int64_t oom_kills(const std::string& dir);

  // Removes the cgroup at `dir`. When processes are still in it, kills them
  // (cgroup.kill) and returns false: call again later. True when it is gone.
  static bool remove(const std::string& dir);

 private:
  explicit PodCgroups(std::string root) : root_(std::move(root)) {}

  std::string root_;
};

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_EXEC_CGROUP_H_
