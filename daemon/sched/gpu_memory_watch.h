// Watching the GPU memory of pods that hold a portion of a device: NVML
// reports each process's memory; a pod whose processes use more than its
// limit is killed, and the event says how much it used. (GPU memory is not
// isolated between processes, so this is the only enforcement there is.)
#ifndef GPUQ_DAEMON_SCHED_GPU_MEMORY_WATCH_H_
#define GPUQ_DAEMON_SCHED_GPU_MEMORY_WATCH_H_

#include <cstdint>

#include "daemon/exec/process_runner.h"
#include "daemon/model/model.h"
#include "daemon/service/service.h"

namespace gpuq::daemon {

// Bytes of GPU memory the pod may use on its device, or 0 when it is not
// watched (whole devices, MIG instances): the GPU memory limit when given,
// else the portion limit, else the portion it holds, of `device_memory`.
int64_t gpu_memory_limit(const Workload& w, const Pod& pod, int64_t device_memory);

// Checks every running fractional pod once: the GPU memory of all its
// processes (ProcessRunner::pod_processes) on its device. Kills those over
// their limit (SIGKILL to the group) and records a Killed event; fails with
// the store's error when an event could not be recorded (the kills stand).
// Cheap when no pod holds a fraction.
core::Result<void> watch_gpu_memory(Service& service, ProcessRunner& runner);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_SCHED_GPU_MEMORY_WATCH_H_
