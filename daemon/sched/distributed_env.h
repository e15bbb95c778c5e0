// What each pod of a distributed training is told (api/distributed_spec.h):
// its role (GPUQ_ROLE master|worker, GPUQ_ROLE_INDEX) and, in each
// framework's own variables, where the others listen. Every pod runs on this
// machine, so addresses are 127.0.0.1 and ports the host ports the pods were
// given for the framework's rendezvous port:
//   PyTorch  MASTER_ADDR, MASTER_PORT (pod 0's), WORLD_SIZE, RANK, LOCAL_RANK
//   TF       TF_CONFIG {"cluster": {"chief": [...], "worker": [...]}, "task": {...}}
//   XGBoost  MASTER_ADDR, MASTER_PORT, WORLD_SIZE, RANK, WORKER_ADDRS, and rabit's
//            DMLC_TRACKER_URI, DMLC_TRACKER_PORT, DMLC_NUM_WORKER, DMLC_TASK_ID
//   JAX      JAX_COORDINATOR_ADDRESS (pod 0's), JAX_NUM_PROCESSES, JAX_PROCESS_ID
#ifndef GPUQ_DAEMON_SCHED_DISTRIBUTED_ENV_H_
#define GPUQ_DAEMON_SCHED_DISTRIBUTED_ENV_H_

#include <string>
#include <utility>
#include <vector>

#include "daemon/model/model.h"

namespace gpuq::daemon {

// Appends the variables for `pod` of `w` (nothing when `w` is not a
// distributed training). Pods not yet given their ports get port 0.
void add_distributed_environment(const Workload& w, const Pod& pod,
                                 std::vector<std::pair<std::string, std::string>>& env);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_SCHED_DISTRIBUTED_ENV_H_
