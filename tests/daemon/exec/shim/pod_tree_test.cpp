// Which processes belong to a pod: its session and its descendants.
#include "daemon/exec/shim/pod_tree.h"

#include <doctest/doctest.h>

#include <algorithm>

namespace gpuq::daemon {
namespace {

ProcStat proc(pid_t pid, pid_t ppid, pid_t session, char state = 'S') {
  ProcStat p;
  p.pid = pid;
  p.ppid = ppid;
  p.pgid = session;
  p.session = session;
  p.state = state;
  return p;
}

std::vector<pid_t> pids(const std::vector<ProcStat>& stats) {
  std::vector<pid_t> out;
  for (const ProcStat& s : stats) out.push_back(s.pid);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("pod tree: the session, and descendants that left it") {
  const std::vector<ProcStat> all = {
      proc(1, 0, 1),        // init
      proc(100, 1, 100),    // the shim
      proc(101, 100, 100),  // its child, the pod's main process
      proc(102, 101, 102),  // setsid: a session of its own
      proc(103, 102, 102),  // and its child
      proc(104, 100, 104),  // an orphan re-parented to the shim, also setsid
      proc(105, 1, 100),    // re-parented to init, still in the session
      proc(106, 101, 100, 'Z'),
      proc(200, 1, 200),  // another shim
      proc(201, 200, 200),
      proc(300, 1, 300),  // not a pod
      proc(301, 300, 300),
  };
  CHECK(pids(pod_tree(100, all)) == std::vector<pid_t>{101, 102, 103, 104, 105, 106});
  auto trees = pod_trees({100, 200}, all);
  CHECK(pids(trees[100]) == std::vector<pid_t>{101, 102, 103, 104, 105, 106});
  CHECK(pids(trees[200]) == std::vector<pid_t>{201});
  CHECK(pod_tree(999, all).empty());
}

TEST_CASE("pod tree: a shim inside a pod owns its own processes, loops end") {
  const std::vector<ProcStat> all = {
      proc(100, 1, 100), proc(101, 100, 100), proc(150, 101, 150), proc(151, 150, 150),
      proc(7, 8, 7),     proc(8, 7, 7),  // a parent loop, as a torn listing could show
  };
  auto trees = pod_trees({100, 150}, all);
  CHECK(pids(trees[100]) == std::vector<pid_t>{101});
  CHECK(pids(trees[150]) == std::vector<pid_t>{151});
  CHECK(pod_tree(7, all).size() == 1);
}

}  // namespace gpuq::daemon
