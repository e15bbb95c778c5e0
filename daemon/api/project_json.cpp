// Showing projects and departments with their quota status. See
// project_json.h.
#include "daemon/api/project_json.h"

#include <algorithm>

#include "core/duration.h"
#include "daemon/model/iso_time.h"

namespace gpuq::daemon::api {
namespace {

using json = nlohmann::json;

json gpus(int64_t milli) {
  if (milli == core::kUnlimited) return -1;
  return static_cast<double>(milli) / 1000.0;
}

json megabytes(int64_t bytes) {
  if (bytes == core::kUnlimited) return -1;
  return static_cast<double>(bytes) / 1e6;
}

// Past usage (fractions of the machine per resource) while fairness over
// time is on; null when it is off.
json usage_json(const State& s, const std::string& name) {
  if (!s.usage_on) return nullptr;
  auto it = s.usage.find(name);
  const core::ResourceAmounts u = it == s.usage.end() ? core::ResourceAmounts{0, 0, 0} : it->second;
  return {{"gpu", u[0]}, {"cpu", u[1]}, {"memory", u[2]}};
}

// "10m"; null when unset (inherited).
json duration_or_null(const std::optional<int64_t>& seconds) {
  return seconds ? json(core::format_duration(*seconds)) : json(nullptr);
}

json amounts(const core::ResourceVector& v) {
  return {{"gpu", gpus(v.gpu())}, {"cpu", v.cpu()}, {"memory", megabytes(v.memory())}};
}

// Memory of a quota in MB, or in Mib where only that is exact.
json memory_quota(const core::QueueQuota& q) {
  auto exact = [](int64_t b, int64_t unit) { return b == core::kUnlimited || b % unit == 0; };
  const int64_t d = q.deserved.memory(), l = q.limit.memory();
  bool mib = !(exact(d, 1000000) && exact(l, 1000000)) && exact(d, 1048576) && exact(l, 1048576);
  const double unit = mib ? 1048576.0 : 1e6;
  auto in_units = [&](int64_t b) {
    return b == core::kUnlimited ? json(-1) : json(static_cast<double>(b) / unit);
  };
  return {{"deserved", in_units(d)},
          {"limit", in_units(l)},
          {"overQuotaWeight", q.over_quota_weight[2]},
          {"units", mib ? "Mib" : "MB"}};
}

json quota_json(const std::string& pool, const core::QueueQuota& q) {
  return {
      {"nodePool", {{"name", pool}}},
      {"gpu",
       {{"deserved", gpus(q.deserved.gpu())},
        {"limit", gpus(q.limit.gpu())},
        {"overQuotaWeight", q.over_quota_weight[0]}}},
      {"cpu",
       {{"deserved", q.deserved.cpu()},
        {"limit", q.limit.cpu()},
        {"overQuotaWeight", q.over_quota_weight[1]}}},
      {"memory", memory_quota(q)},
  };
}

const core::QueueQuota& quota_in(const Project& p, const std::string& pool) {
  auto it = p.resources.find(pool);
  return it == p.resources.end() ? p.default_quota : it->second;
}

// Thousandths of a GPU one pod asks for in `pool` (GPU memory as a share of
// the pool's device; MIG instances count as a whole device each).
int64_t pod_gpu_milli(const core::PodRequest& r, const NodeInfo* node) {
  int64_t milli = static_cast<int64_t>(r.gpus) * core::kMilli + r.gpu_portion;
  if (r.gpu_memory > 0 && node != nullptr && node->spec.gpu_memory > 0) {
    milli +=
        std::min<int64_t>(core::kMilli, (r.gpu_memory * core::kMilli + node->spec.gpu_memory - 1) /
                                            node->spec.gpu_memory);
  }
  for (const auto& [profile, n] : r.mig) milli += static_cast<int64_t>(n) * core::kMilli;
  return milli;
}

const NodeInfo* node_of_pool(const State& s, const std::string& pool) {
  for (const NodeInfo& n : s.nodes) {
    if (n.spec.pool == pool) return &n;
  }
  return nullptr;
}

}  // namespace

std::vector<std::string> pool_names(const State& state) {
  std::vector<std::string> pools;
  for (const NodeInfo& n : state.nodes) {
    if (std::find(pools.begin(), pools.end(), n.spec.pool) == pools.end()) {
      pools.push_back(n.spec.pool);
    }
  }
  return pools;
}

Usage compute_usage(const StateIndex& index) {
  const State& s = index.state();
  Usage usage;
  const std::string first_pool = s.nodes.empty() ? "default" : s.nodes.front().spec.pool;
  for (const Workload& w : s.workloads) {
    const bool active =
        w.desired_phase == "Running" && w.phase != "Completed" && w.phase != "Failed";
    auto& pools = usage[w.project_id];
    for (const Pod& p : w.pods) {
      const NodeInfo* node = index.node(p.node);
      if (is_placed(p.phase) && node != nullptr) {
        core::ResourceVector held;
        for (const core::DeviceShare& d : p.devices) held[core::Resource::gpu] += d.portion;
        held[core::Resource::gpu] += static_cast<int64_t>(p.mig.size()) * core::kMilli;
        held[core::Resource::cpu] = w.request.cpu;
        held[core::Resource::memory] = w.request.memory;
        PoolUsage& u = pools[node->spec.pool];
        u.allocated += held;
        if (!w.preemptible) u.allocated_non_preemptible += held;
      }
      if (!active || p.phase == PodPhase::succeeded || p.phase == PodPhase::failed) continue;
      const std::string pool = node != nullptr         ? node->spec.pool
                               : !w.node_pools.empty() ? w.node_pools.front()
                                                       : first_pool;
      const NodeInfo* pool_node = node != nullptr ? node : node_of_pool(s, pool);
      pools[pool].requested += core::ResourceVector::of(pod_gpu_milli(w.request, pool_node),
                                                        w.request.cpu, w.request.memory);
    }
  }
  // Departments: the sums of their projects.
  for (const Project& p : s.projects) {
    if (p.parent_id == 0 || !usage.contains(p.id)) continue;
    for (const auto& [pool, u] : usage.at(p.id)) {
      PoolUsage& d = usage[p.parent_id][pool];
      d.allocated += u.allocated;
      d.allocated_non_preemptible += u.allocated_non_preemptible;
      d.requested += u.requested;
    }
  }
  return usage;
}

json project_json(const Project& p, const StateIndex& index, const Usage& usage) {
  const State& s = index.state();
  std::vector<std::string> pools = pool_names(s);
  for (const auto& [pool, quota] : p.resources) {
    if (std::find(pools.begin(), pools.end(), pool) == pools.end()) pools.push_back(pool);
  }
  json resources = json::array();
  json statuses = json::array();
  PoolUsage total_usage;
  core::ResourceVector total_quota;
  auto it = usage.find(p.id);
  for (const std::string& pool : pools) {
    const core::QueueQuota& q = quota_in(p, pool);
    resources.push_back(quota_json(pool, q));
    for (core::Resource r : core::kAllResources) {
      if (total_quota[r] != core::kUnlimited) {
        total_quota[r] =
            q.deserved[r] == core::kUnlimited ? core::kUnlimited : total_quota[r] + q.deserved[r];
      }
    }
    PoolUsage u;
    if (it != usage.end() && it->second.contains(pool)) u = it->second.at(pool);
    total_usage.allocated += u.allocated;
    total_usage.allocated_non_preemptible += u.allocated_non_preemptible;
    total_usage.requested += u.requested;
    auto fair = s.fair_share.find(p.name + "|" + pool);
    auto by_weight = s.fair_share_by_weight.find(p.name + "|" + pool);
    statuses.push_back({
        {"nodePoolName", pool},
        {"allocated", amounts(u.allocated)},
        {"allocatedNonPreemptible", amounts(u.allocated_non_preemptible)},
        {"requested", amounts(u.requested)},
        {"fairShare", fair == s.fair_share.end() ? json(nullptr) : amounts(fair->second)},
        {"fairShareByWeight",
         by_weight == s.fair_share_by_weight.end() ? json(nullptr) : amounts(by_weight->second)},
    });
  }
  const Project* parent = p.parent_id != 0 ? index.project(p.parent_id) : nullptr;
  return {
      {"id", std::to_string(p.id)},
      {"name", p.name},
      {"department", p.department},
      {"parentId", p.parent_id != 0 ? json(std::to_string(p.parent_id)) : json(nullptr)},
      {"parentName", parent != nullptr ? json(parent->name) : json(nullptr)},
      {"description", p.description},
      {"priority", p.priority},
      {"members", p.members},
      {"usage", usage_json(s, p.name)},
      {"preemptMinRuntime", duration_or_null(p.min_runtime.preempt_s)},
      {"reclaimMinRuntime", duration_or_null(p.min_runtime.reclaim_s)},
      {"resources", std::move(resources)},
      {"status",
       {{"phase", "Ready"},
        {"nodePoolQuotaStatuses", std::move(statuses)},
        {"quotaStatus",
         {{"allocated", amounts(total_usage.allocated)},
          {"allocatedNonPreemptible", amounts(total_usage.allocated_non_preemptible)},
          {"requested", amounts(total_usage.requested)}}}}},
      {"totalResources",
       {{"gpuQuota", gpus(total_quota.gpu())},
        {"cpuQuota", total_quota.cpu()},
        {"memoryQuota", megabytes(total_quota.memory())}}},
      {"createdAt", iso_or_null(p.created_at)},
      {"updatedAt", iso_or_null(p.updated_at)},
      {"createdBy", p.created_by},
  };
}

}  // namespace gpuq::daemon::api
