// The body of an inference's update (PATCH /api/v1/workloads/inferences/{id},
// `gpuq inference update`): {"spec": {...}} holds the fields that change,
// merged into the spec as it was submitted. Pure JSON, no service.
//
// How the fields merge, as a user who changes one thing expects:
//   - each given field replaces the stored one (RFC 7386; null removes it);
//     a new command without args drops the stored args;
//   - environmentVariables merge by name (a value of null removes one), so
//     `-e LR=0.1` changes one variable and keeps the others;
//   - compute merges by field, except that a new GPU request (any of
//     gpuDevicesRequest, gpuPortionRequest, gpuMemoryRequest, migProfile,
//     ...) replaces the old GPU request whole: `-g 0.5` after `-g 1` asks
//     for half a GPU, not for one device and a portion;
//   - only what an update can change is accepted: the command, image,
//     working directory, environment, compute, node pools, grace period,
//     labels and annotations. The name, project, pod count, priority,
//     storage, ports and the user it runs as stay (an error names the field).
#ifndef GPUQ_DAEMON_API_WORKLOAD_UPDATE_H_
#define GPUQ_DAEMON_API_WORKLOAD_UPDATE_H_

#include <nlohmann/json.hpp>

#include "core/error.h"

namespace gpuq::daemon::api {

// The spec `stored` (as submitted) with the changes of `body` applied.
// Errors are invalid_argument at the field's path ("spec.parallelism").
core::Result<nlohmann::json> merge_update(const nlohmann::json& stored, const nlohmann::json& body);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_WORKLOAD_UPDATE_H_
