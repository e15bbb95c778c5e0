// validate(): the consistency checks of a snapshot (core/cycle.h).
//
// Error `where` values are key paths into the snapshot, named after the model's
// fields: "nodes[1].gpu_count", "projects[2].parent", "workloads[3].request.gpus",
// "workloads[3].pods[1].node", "workloads[3].pods[1].devices[0].index". The
// scenario loader maps them back to the lines of its file.
#include <cmath>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/cycle.h"
#include "core/quantity.h"

namespace gpuq::core {
namespace {

std::string item(std::string_view list, std::size_t i) {
  return std::string(list) + "[" + std::to_string(i) + "]";
}

std::string quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

// "a, b, c" (at most 10 names, then a count), or "none".
std::string name_list(const std::vector<std::string>& names) {
  if (names.empty()) return "none";
  std::string out;
  for (std::size_t i = 0; i < names.size() && i < 10; ++i) out += (i ? ", " : "") + names[i];
  if (names.size() > 10) out += ", ... (" + std::to_string(names.size()) + " in all)";
  return out;
}

std::string amount_text(Resource r, int64_t v) {
  switch (r) {
    case Resource::gpu:
      return format_decimal_milli(v);
    case Resource::cpu:
      return format_milli(v);
    case Resource::memory:
      return format_bytes(v);
  }
  return std::to_string(v);
}

Result<void> check_amount(Resource r, int64_t v, bool unlimited_ok, const std::string& where) {
  if (v >= 0 || (unlimited_ok && v == kUnlimited)) return {};
  return fail("negative amount " + amount_text(r, v) + ": expected 0 or more" +
                  (unlimited_ok ? ", or -1 for unlimited" : ""),
              where);
}

Result<void> check_weight(double w, const std::string& where) {
  if (std::isfinite(w) && w >= 0) return {};
  return fail("over_quota_weight must be a number of 0 or more, got " + std::to_string(w), where);
}

Result<void> check_quota(const QueueQuota& q, const std::string& where) {
  for (Resource r : kAllResources) {
    std::string name(resource_name(r));
    if (auto ok = check_amount(r, q.deserved[r], true, where + ".deserved." + name); !ok) return ok;
    if (auto ok = check_amount(r, q.limit[r], true, where + ".limit." + name); !ok) return ok;
    auto w = q.over_quota_weight[static_cast<std::size_t>(r)];
    if (auto ok = check_weight(w, where + ".over_quota_weight." + name); !ok) return ok;
  }
  return {};
}

Result<void> check_min_runtime(int64_t seconds, const std::string& where) {
  if (seconds < 0) {
    return fail("a minimum runtime must be 0 (never protects) or more seconds, got " +
                    std::to_string(seconds),
                where);
  }
  return {};
}

Result<void> check_min_runtime(const MinRuntime& m, const std::string& where) {
  if (m.preempt_s) {
    if (auto ok = check_min_runtime(*m.preempt_s, where + ".preempt_min_runtime_s"); !ok) {
      return ok;
    }
  }
  if (m.reclaim_s) return check_min_runtime(*m.reclaim_s, where + ".reclaim_min_runtime_s");
  return {};
}

Result<void> check_config(const SchedulerConfig& c) {
  if (c.max_consolidation_victims < -1) {
    return fail("max_consolidation_victims must be -1 (unlimited) or 0 or more, got " +
                    std::to_string(c.max_consolidation_victims),
                "config.max_consolidation_victims");
  }
  if (!std::isfinite(c.k_value) || c.k_value < 0) {
    return fail("k_value must be a number of 0 or more", "config.k_value");
  }
  if (!std::isfinite(c.saturation_multiplier) || c.saturation_multiplier < 1) {
    return fail("saturation_multiplier must be a number of 1 or more",
                "config.saturation_multiplier");
  }
  if (auto ok = check_min_runtime(c.preempt_min_runtime_s, "config.preempt_min_runtime_s"); !ok) {
    return ok;
  }
  if (auto ok = check_min_runtime(c.reclaim_min_runtime_s, "config.reclaim_min_runtime_s"); !ok) {
    return ok;
  }
  for (const auto& [pool, m] : c.pool_min_runtime) {
    if (auto ok = check_min_runtime(m, "config.pools." + pool); !ok) return ok;
  }
  return {};
}

Result<void> check_name(const std::string& name, std::string_view what, const std::string& path,
                        std::map<std::string, std::size_t>& seen, std::string_view list,
                        std::size_t index) {
  if (name.empty()) return fail("a " + std::string(what) + " needs a name", path);
  auto [it, inserted] = seen.emplace(name, index);
  if (!inserted) {
    return fail("duplicate " + std::string(what) + " name " + quoted(name) + " (" +
                    item(list, it->second) + " has it too)",
                path);
  }
  return {};
}

Result<void> check_nodes(const std::vector<NodeSpec>& nodes,
                         std::map<std::string, std::size_t>& by_name) {
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const NodeSpec& n = nodes[i];
    std::string at = item("nodes", i);
    if (auto ok = check_name(n.name, "node", at + ".name", by_name, "nodes", i); !ok) return ok;
    if (n.pool.empty()) return fail("a node pool needs a name", at + ".pool");
    if (n.gpu_count < 0) {
      return fail("negative GPU count " + std::to_string(n.gpu_count) + ": expected 0 or more",
                  at + ".gpu_count");
    }
    if (n.gpu_memory <= 0) {
      return fail("the memory of one GPU device must be above 0, got " + format_bytes(n.gpu_memory),
                  at + ".gpu_memory");
    }
    if (auto ok = check_amount(Resource::cpu, n.cpu, true, at + ".cpu"); !ok) return ok;
    if (auto ok = check_amount(Resource::memory, n.memory, true, at + ".memory"); !ok) return ok;
    for (const auto& [profile, count] : n.mig) {
      if (profile.empty()) return fail("a MIG profile needs a name", at + ".mig");
      if (count < 0) {
        return fail("negative number of MIG instances: expected 0 or more", at + ".mig." + profile);
      }
    }
    for (const auto& [name, amount] : n.extended) {
      if (amount < 0) {
        return fail("negative amount " + std::to_string(amount) + ": expected 0 or more",
                    at + ".extended." + name);
      }
    }
  }
  return {};
}

Result<void> check_projects(const std::vector<ProjectSpec>& projects,
                            std::map<std::string, std::size_t>& by_name) {
  std::vector<std::string> names;
  for (std::size_t i = 0; i < projects.size(); ++i) {
    const ProjectSpec& p = projects[i];
    std::string at = item("projects", i);
    if (auto ok = check_name(p.name, "project", at + ".name", by_name, "projects", i); !ok) {
      return ok;
    }
    names.push_back(p.name);
    if (auto ok = check_quota(p.quota, at + ".quota"); !ok) return ok;
    for (const auto& [pool, quota] : p.pool_quota) {
      if (auto ok = check_quota(quota, at + ".pool_quota." + pool); !ok) return ok;
    }
    if (auto ok = check_min_runtime(p.min_runtime, at); !ok) return ok;
    for (Resource r : kAllResources) {
      const double u = p.usage[static_cast<std::size_t>(r)];
      if (!std::isfinite(u) || u < 0 || u > 1) {
        return fail("usage must be a fraction of the cluster from 0 to 1",
                    at + ".usage." + std::string(resource_name(r)));
      }
    }
  }
  for (std::size_t i = 0; i < projects.size(); ++i) {
    const ProjectSpec& p = projects[i];
    if (p.parent.empty()) continue;
    if (!by_name.contains(p.parent)) {
      return fail(
          "unknown parent project " + quoted(p.parent) + "; known projects: " + name_list(names),
          item("projects", i) + ".parent");
    }
    // Walk up to the root. Coming back to p is a cycle through p; a cycle
    // that p only leads into is reported at its own members.
    std::string chain = p.name;
    std::set<std::string> visited{p.name};
    for (std::string current = p.parent; !current.empty();) {
      chain += " -> " + current;
      if (current == p.name) {
        return fail("the project tree has a cycle: " + chain, item("projects", i) + ".parent");
      }
      auto it = by_name.find(current);
      if (it == by_name.end() || !visited.insert(current).second) break;
      current = projects[it->second].parent;
    }
  }
  return {};
}

// What running and releasing pods hold on one node, accumulated in order.
struct NodeHeld {
  std::map<int, int64_t> devices;  // index -> thousandths held
  std::set<std::pair<std::string, int>> mig;
  int64_t cpu = 0;
  int64_t memory = 0;
  std::map<std::string, int64_t> extended;
};

int64_t saturating_add(int64_t a, int64_t b) {
  int64_t sum = 0;
  if (__builtin_add_overflow(a, b, &sum)) return INT64_MAX;
  return sum;
}

bool holds_resources(PodPhase phase) {
  return phase == PodPhase::running || phase == PodPhase::releasing;
}

Result<void> check_request(const PodRequest& r, const std::string& at) {
  if (r.gpus < 0) {
    return fail("negative GPU count " + std::to_string(r.gpus) + ": expected 0 or more",
                at + ".gpus");
  }
  if (r.gpu_portion < 0 || r.gpu_portion >= kMilli) {
    return fail(
        "a GPU fraction must be above 0 and below 1 (whole devices are asked as gpus), got " +
            format_decimal_milli(r.gpu_portion),
        at + ".gpu_portion");
  }
  if (r.gpu_memory < 0) {
    return fail("negative amount " + format_bytes(r.gpu_memory) + ": expected 0 or more",
                at + ".gpu_memory");
  }
  int kinds = (r.gpus > 0) + (r.gpu_portion > 0) + (r.gpu_memory > 0);
  if (kinds > 1) {
    return fail("a pod asks for GPUs in one way only: whole devices, a fraction or GPU memory",
                at + (r.gpu_portion > 0 ? ".gpu_portion" : ".gpu_memory"));
  }
  for (const auto& [profile, count] : r.mig) {
    if (profile.empty()) return fail("a MIG profile needs a name", at + ".mig");
    if (count < 0) {
      return fail("negative number of MIG instances: expected 0 or more", at + ".mig." + profile);
    }
    if (count > 0 && kinds > 0) {
      return fail("a pod asks for MIG instances or for GPUs, not both", at + ".mig." + profile);
    }
  }
  if (auto ok = check_amount(Resource::cpu, r.cpu, false, at + ".cpu"); !ok) return ok;
  if (auto ok = check_amount(Resource::memory, r.memory, false, at + ".memory"); !ok) return ok;
  for (const auto& [name, amount] : r.extended) {
    if (amount < 0) {
      return fail("negative amount " + std::to_string(amount) + ": expected 0 or more",
                  at + ".extended." + name);
    }
  }
  return {};
}

// The devices and MIG instances a running pod holds match its request and
// fit the node beside what earlier pods hold.
Result<void> check_pod_devices(const WorkloadSpec& w, const PodState& pod, const NodeSpec& node,
                               NodeHeld& held, const std::string& at) {
  const PodRequest& r = w.request;
  std::size_t expected = r.gpus > 0 ? static_cast<std::size_t>(r.gpus) : r.is_fraction() ? 1 : 0;
  if (pod.devices.size() != expected) {
    return fail("the pod holds " + std::to_string(pod.devices.size()) +
                    " GPU device(s) but its request needs " + std::to_string(expected),
                at + ".devices");
  }
  std::set<int> own;
  for (std::size_t d = 0; d < pod.devices.size(); ++d) {
    const DeviceShare& share = pod.devices[d];
    std::string dat = at + ".devices" + "[" + std::to_string(d) + "]";
    if (share.index < 0 || share.index >= node.gpu_count) {
      return fail("device index " + std::to_string(share.index) + " is out of range: " + node.name +
                      " has " + std::to_string(node.gpu_count) + " GPUs",
                  dat + ".index");
    }
    if (!own.insert(share.index).second) {
      return fail("the pod holds device " + std::to_string(share.index) + " twice", dat + ".index");
    }
    bool portion_ok = r.gpus > 0          ? share.portion == kMilli
                      : r.gpu_portion > 0 ? share.portion == r.gpu_portion
                                          : share.portion > 0 && share.portion <= kMilli;
    if (!portion_ok) {
      return fail("the pod holds " + format_decimal_milli(share.portion) + " of device " +
                      std::to_string(share.index) + ", which does not match its request",
                  dat + ".portion");
    }
    int64_t& total = held.devices[share.index];
    total += share.portion;
    if (total > kMilli) {
      return fail("device " + std::to_string(share.index) + " of " + node.name + " would hold " +
                      format_decimal_milli(total) +
                      " GPUs: running pods share it beyond its capacity",
                  dat + ".index");
    }
  }
  std::map<std::string, int> mig_count;
  for (std::size_t m = 0; m < pod.mig.size(); ++m) {
    const MigSlot& slot = pod.mig[m];
    std::string mat = at + ".mig[" + std::to_string(m) + "]";
    auto cap = node.mig.find(slot.profile);
    int capacity = cap == node.mig.end() ? 0 : cap->second;
    if (slot.index < 0 || slot.index >= capacity) {
      return fail("MIG instance " + slot.profile + " #" + std::to_string(slot.index) +
                      " does not exist: " + node.name + " has " + std::to_string(capacity) +
                      " of that profile",
                  mat);
    }
    if (!held.mig.emplace(slot.profile, slot.index).second) {
      return fail("MIG instance " + slot.profile + " #" + std::to_string(slot.index) + " of " +
                      node.name + " is held by another running pod",
                  mat);
    }
    ++mig_count[slot.profile];
  }
  std::map<std::string, int> wanted;
  for (const auto& [profile, count] : r.mig) {
    if (count > 0) wanted[profile] = count;
  }
  if (mig_count != wanted) {
    return fail("the MIG instances the pod holds do not match its request", at + ".mig");
  }
  return {};
}

struct Totals {
  int64_t cpu = 0;
  int64_t memory = 0;
  std::map<std::string, int64_t> extended;
};

// CPU, memory and extended resources of running pods fit their node; the
// message gives the node's whole need, reported at the first pod past capacity.
Result<void> check_pod_amounts(const PodRequest& r, const NodeSpec& node, NodeHeld& held,
                               const Totals& total, const std::string& at) {
  held.cpu = saturating_add(held.cpu, r.cpu);
  if (node.cpu != kUnlimited && held.cpu > node.cpu) {
    return fail(node.name + " has " + format_milli(node.cpu) + " CPU but running pods on it need " +
                    format_milli(total.cpu),
                at + ".node");
  }
  held.memory = saturating_add(held.memory, r.memory);
  if (node.memory != kUnlimited && held.memory > node.memory) {
    return fail(node.name + " has " + format_bytes(node.memory) +
                    " of memory but running pods on it need " + format_bytes(total.memory),
                at + ".node");
  }
  for (const auto& [name, amount] : r.extended) {
    int64_t& sum = held.extended[name];
    sum = saturating_add(sum, amount);
    auto cap = node.extended.find(name);
    int64_t capacity = cap == node.extended.end() ? 0 : cap->second;
    if (sum > capacity) {
      return fail(node.name + " has " + std::to_string(capacity) + " of " + name +
                      " but running pods on it need " + std::to_string(total.extended.at(name)),
                  at + ".node");
    }
  }
  return {};
}

Result<void> check_workloads(const Snapshot& s, const std::map<std::string, std::size_t>& nodes,
                             const std::map<std::string, std::size_t>& projects) {
  std::vector<std::string> node_names, project_names;
  std::set<std::string> pools, departments;
  for (const NodeSpec& n : s.nodes) {
    node_names.push_back(n.name);
    pools.insert(n.pool);
  }
  for (const ProjectSpec& p : s.projects) {
    project_names.push_back(p.name);
    if (!p.parent.empty()) departments.insert(p.parent);
  }
  std::map<std::string, Totals> totals;
  for (const WorkloadSpec& w : s.workloads) {
    for (const PodState& pod : w.pods) {
      if (!holds_resources(pod.phase) || !nodes.contains(pod.node)) continue;
      Totals& t = totals[pod.node];
      t.cpu = saturating_add(t.cpu, w.request.cpu);
      t.memory = saturating_add(t.memory, w.request.memory);
      for (const auto& [name, amount] : w.request.extended) {
        t.extended[name] = saturating_add(t.extended[name], amount);
      }
    }
  }
  std::map<std::string, std::size_t> seen;
  std::map<std::string, NodeHeld> held;
  for (std::size_t i = 0; i < s.workloads.size(); ++i) {
    const WorkloadSpec& w = s.workloads[i];
    std::string at = item("workloads", i);
    if (auto ok = check_name(w.name, "workload", at + ".name", seen, "workloads", i); !ok) {
      return ok;
    }
    if (w.project.empty()) return fail("a workload needs a project", at + ".project");
    if (!projects.contains(w.project)) {
      return fail(
          "unknown project " + quoted(w.project) + "; known projects: " + name_list(project_names),
          at + ".project");
    }
    if (departments.contains(w.project)) {
      return fail("project " + quoted(w.project) +
                      " has child projects, so it is a department and holds no workloads; "
                      "submit to one of its leaf projects",
                  at + ".project");
    }
    if (w.pods.empty()) return fail("a workload needs at least one pod", at + ".pods");
    if (w.min_available < 1 || static_cast<std::size_t>(w.min_available) > w.pods.size()) {
      return fail("min_available must be between 1 and the number of pods (" +
                      std::to_string(w.pods.size()) + "), got " + std::to_string(w.min_available),
                  at + ".min_available");
    }
    if (auto ok = check_request(w.request, at + ".request"); !ok) return ok;
    for (std::size_t k = 0; k < w.node_pools.size(); ++k) {
      if (!pools.contains(w.node_pools[k])) {
        return fail("unknown node pool " + quoted(w.node_pools[k]) + "; pools with nodes: " +
                        name_list(std::vector<std::string>(pools.begin(), pools.end())),
                    at + ".node_pools[" + std::to_string(k) + "]");
      }
    }
    if (w.stale_for_s < 0) {
      return fail("stale_for_s must be 0 or more, got " + std::to_string(w.stale_for_s),
                  at + ".stale_for_s");
    }
    for (std::size_t j = 0; j < w.pods.size(); ++j) {
      const PodState& pod = w.pods[j];
      std::string pat = at + ".pods[" + std::to_string(j) + "]";
      if (!holds_resources(pod.phase)) {
        if (pod.phase == PodPhase::pending && !pod.node.empty()) {
          return fail("a pending pod has no node; the cycle places it", pat + ".node");
        }
        if (!pod.devices.empty() || !pod.mig.empty()) {
          return fail("only running and releasing pods hold devices", pat + ".devices");
        }
        continue;
      }
      if (pod.node.empty()) return fail("a running or releasing pod needs a node", pat + ".node");
      auto node = nodes.find(pod.node);
      if (node == nodes.end()) {
        return fail("unknown node " + quoted(pod.node) + "; known nodes: " + name_list(node_names),
                    pat + ".node");
      }
      const NodeSpec& spec = s.nodes[node->second];
      NodeHeld& h = held[spec.name];
      if (auto ok = check_pod_devices(w, pod, spec, h, pat); !ok) return ok;
      if (auto ok = check_pod_amounts(w.request, spec, h, totals[spec.name], pat); !ok) return ok;
    }
  }
  return {};
}

}  // namespace

Result<void> validate(const Snapshot& snapshot) {
  if (auto ok = check_config(snapshot.config); !ok) return ok;
  std::map<std::string, std::size_t> nodes, projects;
  if (auto ok = check_nodes(snapshot.nodes, nodes); !ok) return ok;
  if (auto ok = check_projects(snapshot.projects, projects); !ok) return ok;
  return check_workloads(snapshot, nodes, projects);
}

}  // namespace gpuq::core
