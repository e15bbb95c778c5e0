// The fields of a workload's submit body that nothing here reads, said as
// Kubernetes' API server says them (field validation "Warn", kubectl's
// default) in a Warning header: a key in the wrong place
// (spec.gpuDevicesRequest, which spec.compute holds) or a typo
// (spec.workingdir) would otherwise be dropped without a word, and the
// workload run without a GPU or in another directory. The objects inside
// the spec (compute, storage, ports, resources, ...) refuse unknown keys
// themselves. Pure.
#ifndef GPUQ_DAEMON_API_UNKNOWN_FIELDS_H_
#define GPUQ_DAEMON_API_UNKNOWN_FIELDS_H_

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace gpuq::daemon::api {

// One warning per unknown field of `body` and of its spec, in their order:
// unknown field "spec.workingdir" (did you mean spec.workingDir?).
std::vector<std::string> unknown_field_warnings(const nlohmann::json& body);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_UNKNOWN_FIELDS_H_
