// Merging what a workload asks for from several layers into one
// spec.compute, the platform's rule: what the hardware profile
// defines wins and is not overwritten; what it leaves out comes from the
// user (flags, the spec, the run spec's resources), then from the compute
// resource, then from the defaults.
//
// Fields merge by group: the GPU fields (gpuDevicesRequest, gpuRequestType,
// gpuPortionRequest/Limit, gpuMemoryRequest/Limit, migProfile) come together
// from the first layer that says anything about GPUs, since mixing a device
// count from one layer with a portion from another would ask for something
// nobody asked for; every other field (cpuCoreRequest, cpuCoreLimit,
// cpuMemoryRequest, cpuMemoryLimit, largeShmRequest, extendedResources,
// nodePools, disk) on its own.
//
// Pure, thread-safe.
#ifndef GPUQ_DAEMON_API_COMPUTE_MERGE_H_
#define GPUQ_DAEMON_API_COMPUTE_MERGE_H_

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace gpuq::daemon::api {

struct ComputeLayer {
  std::string source;     // "profile", "flag", "computeResource"
  nlohmann::json fields;  // spec.compute keys, plus "nodePools" and "disk"
};

struct MergedCompute {
  nlohmann::json compute = nlohmann::json::object();  // spec.compute keys only
  nlohmann::json node_pools;                          // array, or null
  nlohmann::json disk;                                // quantity, or null
  // {"field": {"value": V, "source": S, "overridden": [{"value", "source"}]}}
  // for every field set ("overridden" only where a lower layer asked
  // otherwise), plus the defaults of gpuDevicesRequest, cpuCoreRequest and
  // cpuMemoryRequest.
  nlohmann::json resolved = nlohmann::json::object();
};

// `layers` in priority order (the profile first).
MergedCompute merge_compute(const std::vector<ComputeLayer>& layers);

// "(cpuCoreRequest from profile, cpuCoreLimit from flag)": the sources of
// the fields of `resolved`, for error messages after a merge.
std::string describe_sources(const nlohmann::json& resolved);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_COMPUTE_MERGE_H_
