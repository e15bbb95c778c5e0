// Hardware profiles of the daemon's config as the API shows them
// (GET /api/v1/profiles) and as a layer of spec.compute fields for the merge
// at submit (compute_merge.h). Internal to daemon/api. Pure, thread-safe.
//
// Mapping: gpu N (whole) -> gpuDevicesRequest N; gpu 0.5 -> one device,
// gpuPortionRequest 0.5 (gpu_limit -> gpuPortionLimit); gpu_memory ->
// gpuRequestType memory (gpu_memory_limit -> gpuMemoryLimit); mig -> one
// instance of that MIG profile; cpu/cpu_limit -> cpuCoreRequest/Limit;
// mem/mem_limit -> cpuMemoryRequest/Limit; large_shm -> largeShmRequest;
// node_pool(s) -> nodePools; disk -> the per-pod scratch disk. gpu_model is
// applied at submit (the pools holding such devices); compute names a
// compute resource whose fields fill what the profile leaves out.
#ifndef GPUQ_DAEMON_API_PROFILE_JSON_H_
#define GPUQ_DAEMON_API_PROFILE_JSON_H_

#include <nlohmann/json.hpp>

#include "daemon/config/config.h"

namespace gpuq::daemon::api {

nlohmann::json profile_compute_fields(const ProfileConfig& profile);
// {name, description, cpu, ... (the config's keys; `compute` as
// computeResource), "computeSpec": profile_compute_fields}
nlohmann::json profile_json(const ProfileConfig& profile);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_PROFILE_JSON_H_
