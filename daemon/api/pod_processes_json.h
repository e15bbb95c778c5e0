// The processes of a workload's running pods in its detail JSON: pid,
// command line, resident memory and GPU memory (when the inventory can tell),
// so that a user sees what a job does without ps and nvidia-smi. Internal to
// daemon/api.
#ifndef GPUQ_DAEMON_API_POD_PROCESSES_JSON_H_
#define GPUQ_DAEMON_API_POD_PROCESSES_JSON_H_

#include <nlohmann/json.hpp>

#include "daemon/exec/process_runner.h"
#include "daemon/gpu/inventory.h"
#include "daemon/model/model.h"

namespace gpuq::daemon::api {

// Adds "processes": [{pid, command, rss, gpuMemory}] to each pod of
// `detail` (workload_detail() of `w`) that has a process. Reads /proc and
// the inventory: call it outside the state's lock.
void add_pod_processes(nlohmann::json& detail, const Workload& w, ProcessRunner& runner,
                       const GpuInventory& gpus);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_POD_PROCESSES_JSON_H_
