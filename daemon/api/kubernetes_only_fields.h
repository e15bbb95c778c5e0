// The fields of a workload's spec that only a Kubernetes cluster can honour
// (a node type's affinity, tolerations, an image's pull policy, a template,
// node selectors and affinities): each is checked for shape, kept in the
// spec as submitted, and named in RunExtras::no_effect so that describe
// says it had no effect on this machine. Internal to daemon/api.
#ifndef GPUQ_DAEMON_API_KUBERNETES_ONLY_FIELDS_H_
#define GPUQ_DAEMON_API_KUBERNETES_ONLY_FIELDS_H_

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "daemon/model/run_extras.h"

namespace gpuq::daemon::api {

// `body` is the whole request, `spec` its spec. Errors (invalid_argument)
// name the field: spec.imagePullPolicy must be Always, IfNotPresent or
// Never; spec.tolerations[i].operator Equal or Exists, .effect NoSchedule,
// NoExecute, PreferNoSchedule or Any, .seconds at least 1; spec.nodeType a
// string; templateId a string or a number.
core::Result<void> record_kubernetes_only_fields(const nlohmann::json& body,
                                                 const nlohmann::json& spec, RunExtras& extras);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_KUBERNETES_ONLY_FIELDS_H_
