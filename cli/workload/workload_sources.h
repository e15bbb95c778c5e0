// The part of `gpuq workload describe` that says where a workload's compute
// came from (profile, compute resource, flag, default) and what its run spec
// asked for, from the detail's `resolvedCompute` and `runSpec`.
#ifndef GPUQ_CLI_WORKLOAD_WORKLOAD_SOURCES_H_
#define GPUQ_CLI_WORKLOAD_WORKLOAD_SOURCES_H_

#include <ostream>

#include <nlohmann/json.hpp>

namespace gpuq::cli {

// Prints the two sections when the detail has them; prints nothing when the
// server sent neither (an older daemon) or nothing was merged.
void print_workload_sources(std::ostream& out, const nlohmann::json& detail);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_WORKLOAD_SOURCES_H_
