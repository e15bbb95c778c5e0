// spec.ports and spec.exposedUrls of a workload: the pod ports to publish on
// the host (host_ports.h gives each a host port when its pod is placed) and
// the external URLs an ingress would serve (recorded, no effect here).
// Internal to daemon/api.
#ifndef GPUQ_DAEMON_API_PORTS_SPEC_H_
#define GPUQ_DAEMON_API_PORTS_SPEC_H_

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "daemon/model/run_extras.h"

namespace gpuq::daemon::api {

// spec.ports[i]: {container (1-65535, required), external (0-65535; 0 or
// absent: the container's), serviceType (NodePort, LoadBalancer or
// ClusterIP), name, toolType, toolName, exclude}; a container port given
// twice is refused. spec.exposedUrls[i]: {container, url, authorizedUsers,
// authorizedGroups}. Errors (invalid_argument) name the field.
core::Result<void> read_ports(const nlohmann::json& spec, RunExtras& extras);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_PORTS_SPEC_H_
