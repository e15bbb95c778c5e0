// Whether a workload could ever run here: a pod that asks more than any node
// of its pools has (GPUs, GPU memory, a MIG profile, CPU, memory, extended
// resources) would wait for good, so a submit is refused unless the caller
// says it may wait (new nodes may come, or the inventory is being changed).
#ifndef GPUQ_DAEMON_SERVICE_CAPACITY_CHECK_H_
#define GPUQ_DAEMON_SERVICE_CAPACITY_CHECK_H_

#include <optional>
#include <string>
#include <vector>

#include "daemon/model/model.h"
#include "daemon/service/service.h"

namespace gpuq::daemon {

// Nullopt when some node of the workload's pools (every pool when it names
// none) could hold one of its pods on its own, empty; else why not, in
// words, naming the largest such node: "a pod asks for 5 GPUs and the
// largest node of pool default (vm) has 4 GPUs". A gang (pods that start
// together) asking for more whole GPUs than its pools have never fits
// either. Pure.
std::optional<std::string> never_fits(const Workload& w, const std::vector<NodeInfo>& nodes);

// Nullopt unless `w` is non-preemptible and asks for more than the quota of
// its project, or of a department above it, in every pool it may use (those
// it names, else those of `nodes`): such a workload runs only within quota,
// so it waits until a quota grows. Else why, in words: "it is
// non-preemptible and asks for 3 GPUs, more than the quota of team-a (2
// GPUs in pool default)". A gang asks for all its pods together. GPU memory
// and MIG are left to the scheduler, whose reason says the same later. Pure.
std::optional<std::string> beyond_quota(const Workload& w, const std::vector<Project>& projects,
                                        const std::vector<NodeInfo>& nodes);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_SERVICE_CAPACITY_CHECK_H_
