// The ?pod= parameter of the routes about one pod of a workload (logs,
// attach, exec, portforward). Internal to daemon/api.
#ifndef GPUQ_DAEMON_API_POD_PARAM_H_
#define GPUQ_DAEMON_API_POD_PARAM_H_

#include <optional>

#include "daemon/api/router.h"

namespace gpuq::daemon::api {

// ?pod=N (a completion index) or the pod's name ("<workload>-N"); nullopt
// without ?pod. Errors name the field "pod": a value that is neither
// (invalid_argument), an index the workload has no pod for (not_found).
core::Result<std::optional<int>> pod_index(const ApiContext& c, const Workload& w);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_POD_PARAM_H_
