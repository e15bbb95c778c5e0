// The flags that create and update projects and departments, in runai's
// spellings (v2 first, v1 aliases beside them), and how they become a
// client::ProjectRequest.
//
// Quota flags apply to the pool named by --node-pool-name; without it, to
// every pool (a create sends them as the default quota of every pool, an
// update changes every pool the unit has). Amounts: GPUs as numbers (0.5),
// CPU in cores, memory as quantities ("32Gi", "500M"); -1 is "no limit"
// where a limit is meant.
#ifndef GPUQ_CLI_COMMANDS_ORG_UNIT_FLAGS_H_
#define GPUQ_CLI_COMMANDS_ORG_UNIT_FLAGS_H_

#include <CLI/CLI.hpp>
#include <optional>
#include <string>
#include <vector>

#include "gpuq/error.h"
#include "gpuq/types.h"

namespace gpuq::cli {

struct OrgUnitFlags {
  std::string name;
  std::optional<double> gpu_quota, gpu_limit, over_quota_weight;
  std::optional<double> cpu_quota, cpu_limit;
  std::optional<std::string> memory_quota, memory_limit;
  std::optional<std::string> node_pool;
  std::optional<std::string> parent;  // projects only
  std::optional<int64_t> priority;
  std::vector<std::string> members;
  bool members_given = false;
  std::optional<std::string> description;
  std::optional<std::string> preempt_min_runtime, reclaim_min_runtime;  // "10m", or "inherit"

  bool any_quota() const {
    return gpu_quota || gpu_limit || over_quota_weight || cpu_quota || cpu_limit || memory_quota ||
           memory_limit;
  }
};

// Adds NAME and the flags to `command`. `project`: also --parent/--department
// and --members.
void add_org_unit_flags(CLI::App* command, OrgUnitFlags& flags, bool project);

// The request of a create: the quota flags as one pool entry (the pool
// given, else "*", every pool).
client::ApiResult<client::ProjectRequest> create_request(const OrgUnitFlags& flags);

// The request of an update of `existing`: its pool entries with the quota
// flags applied (resources left empty when no quota flag is given, so they
// stay as they are). A --node-pool-name the unit has no entry for is added.
client::ApiResult<client::ProjectRequest> update_request(const OrgUnitFlags& flags,
                                                         const client::Project& existing);

// "32Gi" -> 34359.738368 (MB, the API's unit); "-1" -> -1. Errors (usage)
// name `flag`.
client::ApiResult<double> parse_megabytes(const std::string& text, const std::string& flag);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_COMMANDS_ORG_UNIT_FLAGS_H_
