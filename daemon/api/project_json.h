// Projects and departments as the API reads and shows them (Run:ai's
// org-unit body, reference 3.7).
//
// Units: gpu amounts are GPUs (2, 0.5); cpu amounts millicores; memory
// amounts are in the entry's `units` ("MB" default, "Mib", "GB", "Gib"),
// shown back in MB, or Mib where that is exact and MB is not; -1 is
// unlimited wherever a quota or limit allows it. Status amounts (allocated,
// requested, fair share) are {gpu: GPUs, cpu: millicores, memory: MB}.
//
// Errors are invalid_argument naming the field. Pure apart from reading a
// State the caller holds under Service::read(); thread-safe as far as that.
#ifndef GPUQ_DAEMON_API_PROJECT_JSON_H_
#define GPUQ_DAEMON_API_PROJECT_JSON_H_

#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "daemon/api/workload_json.h"
#include "daemon/model/model.h"

namespace gpuq::daemon::api {

struct ProjectRequest {
  Project draft;
  std::string parent;  // parentId as given (a name or an id); empty: not given or null
};

// Reads a POST or PUT body over `base`: fields that are given replace
// base's, the others stay (so a PUT may send only what changes). Run:ai keys
// gpuq does not use (clusterId, requestedNamespace, ...) are ignored.
// `resources` entries without a nodePool, or with nodePool "*", set
// default_quota; a given `resources` replaces all of base's.
core::Result<ProjectRequest> parse_project(const nlohmann::json& body, Project base);

// What a project's (or, summed over its projects, a department's) workloads
// hold and ask for in one pool. Core units (thousandths, millicores, bytes).
struct PoolUsage {
  core::ResourceVector allocated;
  core::ResourceVector allocated_non_preemptible;
  core::ResourceVector requested;
};
using Usage = std::map<int64_t, std::map<std::string, PoolUsage>>;  // project id -> pool

// Usage of every project and department in `state`.
Usage compute_usage(const StateIndex& index);

// The pools of the machine, in the order of State::nodes.
std::vector<std::string> pool_names(const State& state);

nlohmann::json project_json(const Project& p, const StateIndex& index, const Usage& usage);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_PROJECT_JSON_H_
