// The amounts fairness over time records each minute: what the machine could
// run, and what each project and department holds now. Read under
// Service::read; pure otherwise.
#ifndef GPUQ_DAEMON_SCHED_USAGE_AMOUNTS_H_
#define GPUQ_DAEMON_SCHED_USAGE_AMOUNTS_H_

#include "core/usage.h"
#include "daemon/service/service.h"
#include "daemon/store/usage_store.h"

namespace gpuq::daemon {

// GPUs, millicores and bytes of every node; a resource some node does not
// bound counts 0 (its usage then reads 0).
core::ResourceAmounts cluster_capacity(const State& state);

// Per project, and per department summing its projects: the GPUs (portions
// included), CPU and memory requests of the pods that hold resources
// (starting, running, releasing). Queues that hold nothing are left out.
QueueAmounts held_by_queue(const State& state);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_SCHED_USAGE_AMOUNTS_H_
