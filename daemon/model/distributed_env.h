// What each pod of a distributed training is told (api/distributed_spec.h):
// its role (GPUQ_ROLE master|worker, GPUQ_ROLE_INDEX) and, in each
// framework's own variables, where the others listen:
//   PyTorch  MASTER_ADDR, MASTER_PORT (pod 0's), WORLD_SIZE, RANK, LOCAL_RANK
//   TF       TF_CONFIG {"cluster": {"chief": [...], "worker": [...]}, "task": {...}}
//   XGBoost  MASTER_ADDR, MASTER_PORT, WORLD_SIZE, RANK, WORKER_ADDRS, and rabit's
//            DMLC_TRACKER_URI, DMLC_TRACKER_PORT, DMLC_NUM_WORKER, DMLC_TASK_ID
//   JAX      JAX_COORDINATOR_ADDRESS (pod 0's), JAX_NUM_PROCESSES, JAX_PROCESS_ID
// A gang without a framework gets torch.distributed's WORLD_SIZE, RANK,
// LOCAL_RANK, MASTER_ADDR and MASTER_PORT.
//
// Where a pod listens depends on the backend: on this machine every pod is
// at 127.0.0.1 on the host port it was given; on a cluster each pod has a
// DNS name of its own and listens on the framework's port.
#ifndef GPUQ_DAEMON_MODEL_DISTRIBUTED_ENV_H_
#define GPUQ_DAEMON_MODEL_DISTRIBUTED_ENV_H_

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "daemon/model/model.h"

namespace gpuq::daemon {

struct PodAddress {
  std::string host;
  int port = 0;
};

struct Rendezvous {
  // Where `pod` of the workload listens for the framework's rendezvous.
  std::function<PodAddress(const Pod&)> address_of;
  bool one_machine = false;  // LOCAL_RANK is the rank (else 0: one pod per node)
};

// The rendezvous port of a gang without a framework: torch.distributed's.
inline constexpr int kGangRendezvousPort = 29500;

// Appends the variables for `pod` of `w` (nothing when `w` is neither a
// distributed training nor a gang).
void add_distributed_environment(const Workload& w, const Pod& pod, const Rendezvous& rendezvous,
                                 std::vector<std::pair<std::string, std::string>>& env);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_MODEL_DISTRIBUTED_ENV_H_
