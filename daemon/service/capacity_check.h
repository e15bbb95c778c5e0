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

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_SERVICE_CAPACITY_CHECK_H_
