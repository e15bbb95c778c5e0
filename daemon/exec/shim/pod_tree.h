// Which processes belong to which pod. A pod is its shim and everything the
// shim's child started: the members of the shim's session, and every
// descendant of the shim, so that a process that left the session (setsid)
// or its process group (setpgid) still counts. The shim is a child
// subreaper (PR_SET_CHILD_SUBREAPER): an orphaned descendant is re-parented
// to it, not to init, so the parent links lead back to it for as long as it
// lives.
//
// Pure functions over a listing of /proc (read_all_proc_stats()).
#ifndef GPUQ_DAEMON_EXEC_SHIM_POD_TREE_H_
#define GPUQ_DAEMON_EXEC_SHIM_POD_TREE_H_

#include <sys/types.h>

#include <map>
#include <set>
#include <vector>

#include "daemon/exec/shim/proc_stat.h"

namespace gpuq::daemon {

// For each shim pid in `shims`, the processes of `all` that belong to its
// pod, the shim itself left out, zombies included. A process that belongs to
// two (a shim started inside another pod) goes to the nearest one.
std::map<pid_t, std::vector<ProcStat>> pod_trees(const std::set<pid_t>& shims,
                                                 const std::vector<ProcStat>& all);

// The same for one shim.
std::vector<ProcStat> pod_tree(pid_t shim, const std::vector<ProcStat>& all);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_EXEC_SHIM_POD_TREE_H_
