// A pod's environment from its workload's assets: the secrets it
// names and the variables of its storage (daemon/exec/pod_storage.h). Here,
// not in exec/, because it reads the Service's State.
#ifndef GPUQ_DAEMON_SCHED_POD_ENVIRONMENT_H_
#define GPUQ_DAEMON_SCHED_POD_ENVIRONMENT_H_

#include <string>
#include <utility>
#include <vector>

#include "daemon/model/model.h"
#include "daemon/service/service.h"

namespace gpuq::daemon {

// Adds to a pod's environment `env` the secrets its workload names (from its
// project) and pod_storage_environment(); they replace variables of the same
// name. Call under Service::read() or with its lock held.
void add_asset_environment(const State& state, const Workload& w, const Pod& pod,
                           const std::string& state_dir,
                           std::vector<std::pair<std::string, std::string>>& env);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_SCHED_POD_ENVIRONMENT_H_
