#include "daemon/kube/queue_objects.h"

#include <algorithm>
#include <map>
#include <set>

namespace gpuq::daemon::kube {
namespace {

// A quantity of the core (milli-GPUs, millicores, bytes) in KAI's unit.
nlohmann::json kai_amount(core::Resource r, int64_t amount) {
  if (amount == core::kUnlimited) return -1;
  switch (r) {
    case core::Resource::gpu:
      if (amount % core::kMilli == 0) return amount / core::kMilli;
      return static_cast<double>(amount) / core::kMilli;
    case core::Resource::cpu:
      return amount;
    case core::Resource::memory:
      if (amount % 1000000 == 0) return amount / 1000000;
      return static_cast<double>(amount) / 1e6;
  }
  return amount;
}

nlohmann::json weight(double w) {
  if (w == static_cast<double>(static_cast<int64_t>(w))) return static_cast<int64_t>(w);
  return w;
}

}  // namespace

nlohmann::json owner_labels(const KubeNaming& naming) {
  return {{kManagedByLabel, kManagedByValue}, {kInstanceLabel, naming.instance}};
}

bool owned_by(const nlohmann::json& object, const KubeNaming& naming) {
  const auto metadata = object.find("metadata");
  if (metadata == object.end() || !metadata->contains("labels")) return false;
  const auto& labels = (*metadata)["labels"];
  return labels.value(kManagedByLabel, "") == kManagedByValue &&
         labels.value(kInstanceLabel, "") == naming.instance;
}

std::string owner_selector(const KubeNaming& naming) {
  return "labelSelector=app.kubernetes.io%2Fmanaged-by%3Dgpuq%2Cgpuq.io%2Finstance%3D" +
         naming.instance;
}

core::Result<std::string> project_namespace(const std::string& project, const KubeNaming& naming) {
  std::string name = naming.namespace_prefix + project;
  if (name.size() > 63) {
    return core::fail("project \"" + project + "\" needs the namespace \"" + name +
                          "\", longer than the 63 characters Kubernetes allows; rename the "
                          "project or shorten the namespace prefix \"" +
                          naming.namespace_prefix + "\"",
                      "project " + project);
  }
  return name;
}

std::string go_duration(int64_t seconds) {
  if (seconds <= 0) return "0s";
  const int64_t h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60;
  std::string out;
  if (h) out += std::to_string(h) + "h";
  if (m) out += std::to_string(m) + "m";
  if (s) out += std::to_string(s) + "s";
  return out;
}

bool default_pool(const std::string& pool) { return pool.empty() || pool == "default"; }

std::string queue_name(const std::string& project, const std::string& pool) {
  return default_pool(pool) ? project : project + "-" + pool;
}

nlohmann::json queue_object(const Project& project, const std::string& parent,
                            const KubeNaming& naming, const std::string& pool) {
  // The quota of the pool when the project names it (`gpuq project create`
  // names "default"); else the quota of pools it does not name.
  const auto named = project.resources.find(default_pool(pool) ? "default" : pool);
  const core::QueueQuota& quota =
      named != project.resources.end() ? named->second : project.default_quota;
  nlohmann::json resources = nlohmann::json::object();
  for (const auto r : core::kAllResources) {
    const auto i = static_cast<std::size_t>(r);
    resources[std::string(core::resource_name(r))] = {
        {"quota", kai_amount(r, quota.deserved[r])},
        {"limit", kai_amount(r, quota.limit[r])},
        {"overQuotaWeight", weight(quota.over_quota_weight[i])},
    };
  }
  nlohmann::json spec = {
      {"displayName", default_pool(pool) ? project.name : project.name + " (" + pool + ")"},
      {"priority", project.priority},
      {"resources", std::move(resources)},
  };
  if (!parent.empty()) spec["parentQueue"] = queue_name(parent, pool);
  // Unset: the key is left out, so that KAI inherits as gpuq does.
  if (const auto& d = project.min_runtime.preempt_s) spec["preemptMinRuntime"] = go_duration(*d);
  if (const auto& d = project.min_runtime.reclaim_s) spec["reclaimMinRuntime"] = go_duration(*d);
  auto labels = owner_labels(naming);
  labels[kProjectLabel] = project.name;
  if (!default_pool(pool)) labels[kNodePoolLabel] = pool;
  return {
      {"apiVersion", "scheduling.run.ai/v2"},
      {"kind", "Queue"},
      {"metadata", {{"name", queue_name(project.name, pool)}, {"labels", std::move(labels)}}},
      {"spec", std::move(spec)},
  };
}

nlohmann::json namespace_object(const Project& project, const std::string& namespace_name,
                                const KubeNaming& naming) {
  auto labels = owner_labels(naming);
  labels[kProjectLabel] = project.name;
  labels["runai/queue"] = project.name;
  labels[naming.queue_label] = project.name;
  return {{"apiVersion", "v1"},
          {"kind", "Namespace"},
          {"metadata", {{"name", namespace_name}, {"labels", std::move(labels)}}}};
}

std::vector<const Project*> parents_first(const std::vector<Project>& projects) {
  std::map<int64_t, const Project*> by_id;
  for (const auto& p : projects) by_id[p.id] = &p;
  auto depth = [&](const Project& p) {
    int d = 0;
    for (int64_t parent = p.parent_id; parent != 0 && d <= static_cast<int>(projects.size()); ++d) {
      auto it = by_id.find(parent);
      if (it == by_id.end()) break;
      parent = it->second->parent_id;
    }
    return d;
  };
  std::vector<std::pair<int, const Project*>> ordered;
  for (const auto& p : projects) ordered.emplace_back(depth(p), &p);
  std::stable_sort(ordered.begin(), ordered.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<const Project*> out;
  for (const auto& [d, p] : ordered) out.push_back(p);
  return out;
}

std::vector<std::string> queue_pools(const std::vector<Project>& projects,
                                     const std::vector<std::string>& seen) {
  std::set<std::string> pools;
  for (const auto& p : projects) {
    for (const auto& [pool, quota] : p.resources) {
      if (!default_pool(pool)) pools.insert(pool);
    }
  }
  for (const auto& pool : seen) {
    if (!default_pool(pool)) pools.insert(pool);
  }
  return {pools.begin(), pools.end()};
}

WantedQueues wanted_queues(const std::vector<Project>& projects,
                           const std::vector<std::string>& pools, const KubeNaming& naming) {
  std::map<int64_t, std::string> name_of;
  for (const auto& p : projects) name_of[p.id] = p.name;
  const auto ordered = parents_first(projects);
  WantedQueues out;
  std::map<std::string, std::string> owner;  // queue name -> what wants it, for clashes
  std::vector<std::string> every_pool{""};
  every_pool.insert(every_pool.end(), pools.begin(), pools.end());
  for (const std::string& pool : every_pool) {
    for (const Project* p : ordered) {
      const std::string name = queue_name(p->name, pool);
      const std::string what =
          pool.empty() ? "project " + p->name : "project " + p->name + " in node pool " + pool;
      auto [it, fresh] = owner.emplace(name, what);
      if (!fresh) {
        out.refused.push_back("queue " + name + " of " + what + ": the name is taken by the " +
                              "queue of " + it->second + "; rename one of them");
        continue;
      }
      const std::string parent = p->parent_id == 0 ? std::string() : name_of[p->parent_id];
      out.queues.push_back({name, queue_object(*p, parent, naming, pool)});
    }
  }
  return out;
}

}  // namespace gpuq::daemon::kube
