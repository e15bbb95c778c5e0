#include "daemon/service/capacity_check.h"

#include <algorithm>
#include <tuple>

#include "core/quantity.h"
#include "core/reasons.h"

namespace gpuq::daemon {
namespace {

std::string plural(int64_t n, const std::string& word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

// What of one pod's request `n` cannot hold, in words; "" when it can.
std::string shortfall(const core::PodRequest& r, const core::NodeSpec& n) {
  if (r.gpus > n.gpu_count) {
    return "a pod asks for " + plural(r.gpus, "GPU") + " and %s has " + plural(n.gpu_count, "GPU");
  }
  if ((r.gpu_portion > 0 || r.gpu_memory > 0) && n.gpu_count == 0) {
    return "a pod asks for part of a GPU and %s has no GPU outside MIG";
  }
  if (r.gpu_memory > n.gpu_memory) {
    return "a pod asks for " + core::format_bytes_short(r.gpu_memory) +
           " of GPU memory and the GPUs of %s have " + core::format_bytes_short(n.gpu_memory);
  }
  for (const auto& [profile, count] : r.mig) {
    auto it = n.mig.find(profile);
    const int offered = it == n.mig.end() ? 0 : it->second;
    if (count > offered) {
      return "a pod asks for " + std::to_string(count) + " MIG " + profile + " and %s offers " +
             std::to_string(offered);
    }
  }
  if (n.cpu != core::kUnlimited && r.cpu > n.cpu) {
    // As typed: --cpu 2.5, not 2500m.
    return "a pod asks for " + core::format_decimal_milli(r.cpu) + " CPU cores and %s has " +
           core::format_decimal_milli(n.cpu);
  }
  if (n.memory != core::kUnlimited && r.memory > n.memory) {
    const auto [asked, has] = core::format_bytes_apart(r.memory, n.memory);
    return "a pod asks for " + asked + " of memory and %s has " + has;
  }
  for (const auto& [name, amount] : r.extended) {
    auto it = n.extended.find(name);
    const int64_t has = it == n.extended.end() ? 0 : it->second;
    if (amount > has) {
      return "a pod asks for " + std::to_string(amount) + " " + name + " and %s has " +
             std::to_string(has);
    }
  }
  return {};
}

}  // namespace

namespace {

// A gang's whole devices together against every device of its pools: its
// pods start together or not at all, so more than the pools have never
// starts. Fractions and MIG are left to the scheduler.
std::optional<std::string> gang_never_fits(const Workload& w, const std::vector<NodeInfo>& nodes) {
  if (w.min_available <= 1 || w.request.gpus <= 0) return std::nullopt;
  int64_t total = 0;
  for (const NodeInfo& n : nodes) {
    const bool in_pool = w.node_pools.empty() || std::find(w.node_pools.begin(), w.node_pools.end(),
                                                           n.spec.pool) != w.node_pools.end();
    if (in_pool) total += n.spec.gpu_count;
  }
  const int64_t needed = static_cast<int64_t>(w.min_available) * w.request.gpus;
  if (total == 0 || needed <= total) return std::nullopt;
  return "its " + std::to_string(w.min_available) + " pods start together and ask for " +
         std::to_string(needed) + " GPUs, and its node pools have " + std::to_string(total);
}

}  // namespace

std::optional<std::string> never_fits(const Workload& w, const std::vector<NodeInfo>& nodes) {
  if (auto why = gang_never_fits(w, nodes)) return why;
  const NodeInfo* largest = nullptr;
  auto size = [](const NodeInfo& n) {
    return std::make_tuple(n.spec.gpu_count, n.spec.gpu_memory, n.spec.cpu, n.spec.memory);
  };
  for (const NodeInfo& n : nodes) {
    const bool in_pool = w.node_pools.empty() || std::find(w.node_pools.begin(), w.node_pools.end(),
                                                           n.spec.pool) != w.node_pools.end();
    if (!in_pool) continue;
    if (shortfall(w.request, n.spec).empty()) return std::nullopt;
    if (largest == nullptr || size(n) > size(*largest)) largest = &n;
  }
  if (largest == nullptr) return std::nullopt;  // no node at all: the pool check says so
  std::string why = shortfall(w.request, largest->spec);
  const std::string node = nodes.size() > 1 ? "the largest node of pool " + largest->spec.pool +
                                                  " (" + largest->spec.name + ")"
                                            : "node " + largest->spec.name;
  why.replace(why.find("%s"), 2, node);
  return why;
}

std::optional<std::string> beyond_quota(const Workload& w, const std::vector<Project>& projects,
                                        const std::vector<NodeInfo>& nodes) {
  if (w.preemptible) return std::nullopt;
  const int64_t pods = std::max(1, w.min_available);
  core::ResourceVector asked = core::ResourceVector::of(
      (static_cast<int64_t>(w.request.gpus) * core::kMilli + w.request.gpu_portion) * pods,
      w.request.cpu * pods, w.request.memory * pods);
  std::vector<std::string> pools = w.node_pools;
  if (pools.empty()) {
    for (const NodeInfo& n : nodes) {
      if (std::find(pools.begin(), pools.end(), n.spec.pool) == pools.end()) {
        pools.push_back(n.spec.pool);
      }
    }
  }
  auto project_by_id = [&](int64_t id) -> const Project* {
    for (const Project& p : projects) {
      if (p.id == id) return &p;
    }
    return nullptr;
  };
  std::optional<std::string> first;
  for (const std::string& pool : pools) {
    std::optional<std::string> why;
    for (const Project* q = project_by_id(w.project_id); q != nullptr && !why;
         q = q->parent_id == 0 ? nullptr : project_by_id(q->parent_id)) {
      auto it = q->resources.find(pool);
      const core::QueueQuota& quota = it != q->resources.end() ? it->second : q->default_quota;
      for (core::Resource r : core::kAllResources) {
        const int64_t deserved = quota.deserved[r];
        if (asked[r] <= 0 || deserved == core::kUnlimited || asked[r] <= deserved) continue;
        why = "it is non-preemptible and asks for " + core::describe_amount(r, asked[r]) +
              ", more than the quota of " + q->name + " (" + core::describe_amount(r, deserved) +
              " in pool " + pool + ")";
        break;
      }
    }
    if (!why) return std::nullopt;  // it fits this pool's quotas
    if (!first) first = std::move(why);
  }
  return first;
}

}  // namespace gpuq::daemon
