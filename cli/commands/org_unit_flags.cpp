#include "cli/commands/org_unit_flags.h"

#include <algorithm>
#include <cmath>

#include "cli/app/validators.h"
#include "core/quantity.h"

namespace gpuq::cli {
namespace {

using client::ApiResult;
using client::PoolQuota;

constexpr const char* kQuotaGroup = "Quota (per node pool)";
constexpr const char* kRuntimeGroup = "Minimum runtime";

// A quota is >= 0; a limit is >= 0 or -1 (no limit). CLI11 reads "inf" and
// "nan" as numbers, which JSON cannot carry (they would arrive as null).
ApiResult<void> check_amount(const std::optional<double>& value, const std::string& flag,
                             bool limit) {
  if (value && !std::isfinite(*value)) {
    return client::usage_error("expected a number" + std::string(limit ? " (-1: no limit)" : "") +
                                   ", got " +
                                   (std::isnan(*value) ? "nan"
                                    : *value > 0       ? "inf"
                                                       : "-inf"),
                               flag);
  }
  if (!value || *value >= 0 || (limit && *value == -1)) return {};
  return client::usage_error(limit ? "must be 0 or more, or -1 for no limit" : "must be 0 or more",
                             flag);
}

ApiResult<void> apply(const OrgUnitFlags& f, PoolQuota& q) {
  if (f.gpu_quota) q.gpu_deserved = *f.gpu_quota;
  if (f.gpu_limit) q.gpu_limit = *f.gpu_limit;
  if (f.over_quota_weight) q.gpu_over_quota_weight = *f.over_quota_weight;
  if (f.cpu_quota) q.cpu_deserved = *f.cpu_quota;
  if (f.cpu_limit) q.cpu_limit = *f.cpu_limit;
  if (f.memory_quota) {
    auto mb = parse_megabytes(*f.memory_quota, "--memory-quota");
    if (!mb) return std::unexpected(mb.error());
    q.memory_deserved = *mb;
  }
  if (f.memory_limit) {
    auto mb = parse_megabytes(*f.memory_limit, "--memory-limit");
    if (!mb) return std::unexpected(mb.error());
    q.memory_limit = *mb;
  }
  return {};
}

ApiResult<void> check(const OrgUnitFlags& f) {
  for (auto [value, flag, limit] : {std::tuple{&f.gpu_quota, "--gpu-quota", false},
                                    std::tuple{&f.gpu_limit, "--gpu-limit", true},
                                    std::tuple{&f.over_quota_weight, "--over-quota-weight", false},
                                    std::tuple{&f.cpu_quota, "--cpu-quota", false},
                                    std::tuple{&f.cpu_limit, "--cpu-limit", true}}) {
    if (auto ok = check_amount(*value, flag, limit); !ok) return ok;
  }
  if (f.node_pool && f.node_pool->empty()) {
    return client::usage_error("must not be empty", "--node-pool-name");
  }
  if (f.node_pool && !f.any_quota()) {
    return client::usage_error("says which pool the quota flags apply to; give one of them too",
                               "--node-pool-name");
  }
  return {};
}

void fill_common(const OrgUnitFlags& f, client::ProjectRequest& r) {
  r.preempt_min_runtime = f.preempt_min_runtime;
  r.reclaim_min_runtime = f.reclaim_min_runtime;
  r.name = f.name;
  r.parent = f.parent;
  r.description = f.description;
  r.priority = f.priority;
  if (f.members_given) r.members = f.members;
}

}  // namespace

void add_org_unit_flags(CLI::App* command, OrgUnitFlags& f, bool project) {
  command->add_option("NAME", f.name, project ? "Project name" : "Department name")->required();
  command
      ->add_option("--gpu-quota,--deserved-gpus", f.gpu_quota,
                   "GPUs guaranteed (deserved), e.g. 2 or 0.5")
      ->group(kQuotaGroup);
  command
      ->add_option("--gpu-limit,--max-allowed-gpus", f.gpu_limit,
                   "Most GPUs it may hold, over quota included (-1: no limit)")
      ->group(kQuotaGroup);
  command
      ->add_option("--over-quota-weight,--gpu-over-quota-weight", f.over_quota_weight,
                   "Its weight when GPUs beyond the quotas are shared")
      ->group(kQuotaGroup);
  command->add_option("--cpu-quota,--deserved-cpu", f.cpu_quota, "CPU cores guaranteed")
      ->group(kQuotaGroup);
  command->add_option("--cpu-limit", f.cpu_limit, "Most CPU cores (-1: no limit)")
      ->group(kQuotaGroup);
  command
      ->add_option("--memory-quota,--deserved-memory", f.memory_quota,
                   "CPU memory guaranteed, e.g. 64Gi or 500M")
      ->group(kQuotaGroup);
  command->add_option("--memory-limit", f.memory_limit, "Most CPU memory (-1: no limit)")
      ->group(kQuotaGroup);
  command
      ->add_option("--node-pool-name,--node-pool", f.node_pool,
                   "The node pool the quota flags apply to (default: every pool)")
      ->group(kQuotaGroup);
  if (project) {
    command->add_option("--parent,--department", f.parent, "Its department (name or id)");
    command
        ->add_option_function<std::vector<std::string>>(
            "--members",
            [&f](const std::vector<std::string>& members) {
              f.members_given = true;
              f.members.clear();
              for (const std::string& m : members) {
                if (!m.empty()) f.members.push_back(m);
              }
            },
            "Users and @groups who may submit to it, comma-separated (\"\" clears the list, "
            "and then everyone may)")
        ->delimiter(',')
        ->expected(0, -1);
  }
  command
      ->add_option("--priority", f.priority,
                   "Over-quota priority: higher gets GPUs beyond the quotas first")
      ->check(at_least(0, 1000000));
  command->add_option("--description", f.description, "Free text");
  command
      ->add_option("--preempt-min-runtime", f.preempt_min_runtime,
                   "How long a workload runs before a higher priority of its own project may "
                   "preempt it, e.g. 10m (inherit: the department's, then the node pool's)")
      ->check(duration_or_inherit())
      ->group(kRuntimeGroup);
  command
      ->add_option("--reclaim-min-runtime", f.reclaim_min_runtime,
                   "How long a workload runs before another project may reclaim its GPUs, "
                   "e.g. 1h (inherit: the department's, then the node pool's)")
      ->check(duration_or_inherit())
      ->group(kRuntimeGroup);
}

ApiResult<client::ProjectRequest> create_request(const OrgUnitFlags& f) {
  if (auto ok = check(f); !ok) return std::unexpected(ok.error());
  client::ProjectRequest r;
  fill_common(f, r);
  if (f.any_quota()) {
    PoolQuota q;
    q.node_pool = f.node_pool.value_or("*");
    if (auto ok = apply(f, q); !ok) return std::unexpected(ok.error());
    r.resources.push_back(std::move(q));
  }
  return r;
}

ApiResult<client::ProjectRequest> update_request(const OrgUnitFlags& f,
                                                 const client::Project& existing) {
  if (auto ok = check(f); !ok) return std::unexpected(ok.error());
  client::ProjectRequest r;
  fill_common(f, r);
  if (!f.any_quota()) return r;
  r.resources = existing.resources;
  bool found = false;
  for (PoolQuota& q : r.resources) {
    if (f.node_pool && q.node_pool != *f.node_pool) continue;
    found = true;
    if (auto ok = apply(f, q); !ok) return std::unexpected(ok.error());
  }
  if (!found) {
    PoolQuota q;
    q.node_pool = f.node_pool.value_or("*");
    if (auto ok = apply(f, q); !ok) return std::unexpected(ok.error());
    r.resources.push_back(std::move(q));
  }
  return r;
}

ApiResult<double> parse_megabytes(const std::string& text, const std::string& flag) {
  if (text == "-1") return -1.0;
  auto bytes = core::parse_bytes(text);
  if (!bytes) {
    return client::usage_error(
        "expected a memory amount such as 64Gi or 500M, or -1; got \"" + text + "\"", flag);
  }
  return static_cast<double>(*bytes) / 1e6;
}

}  // namespace gpuq::cli
