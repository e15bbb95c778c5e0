// POST /api/v1/workloads/distributed on one machine: a gang of a master and
// workers (Run:ai's distributedFramework, numWorkers, noMaster, minReplicas,
// maxReplicas), all started together or none. Each pod gets a host port for
// its framework's rendezvous (spec.ports, as --port would) and is told the
// others' in the framework's own variables (daemon/model/distributed_env.h).
// Internal to daemon/api.
#ifndef GPUQ_DAEMON_API_DISTRIBUTED_SPEC_H_
#define GPUQ_DAEMON_API_DISTRIBUTED_SPEC_H_

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "daemon/model/model.h"

namespace gpuq::daemon::api {

// Reads spec.distributedFramework (PyTorch, TF, XGBoost or JAX; MPI is
// refused: no launcher here yet), spec.numWorkers (1-999, required),
// spec.noMaster, spec.minReplicas/maxReplicas (a minReplicas below
// numWorkers is refused: every pod must know where all the others listen)
// and spec.masterSpec (only what equals the workers'
// spec: a master of its own resources or command is refused), into `w`:
// parallelism and completions = workers (+ master), min_available the gang.
// Call after apply_run_spec(). Errors name the field.
core::Result<void> apply_distributed(const nlohmann::json& body, Workload& w);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_DISTRIBUTED_SPEC_H_
