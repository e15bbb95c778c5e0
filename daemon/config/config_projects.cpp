// `departments:`, `projects:` and `profiles:` of the daemon's config file.
#include <algorithm>
#include <array>
#include <climits>
#include <map>
#include <string_view>

#include "core/quantity.h"
#include "daemon/config/config_reader.h"

namespace gpuq::daemon::config_reader {
namespace {

constexpr std::array<std::string_view, 9> kDepartmentKeys = {"name",
                                                             "quota",
                                                             "limit",
                                                             "over_quota_weight",
                                                             "priority",
                                                             "pools",
                                                             "description",
                                                             "preempt_min_runtime",
                                                             "reclaim_min_runtime"};
constexpr std::array<std::string_view, 11> kProjectKeys = {"name",
                                                           "department",
                                                           "quota",
                                                           "limit",
                                                           "over_quota_weight",
                                                           "priority",
                                                           "pools",
                                                           "members",
                                                           "description",
                                                           "preempt_min_runtime",
                                                           "reclaim_min_runtime"};
constexpr std::array<std::string_view, 3> kPoolQuotaKeys = {"quota", "limit", "over_quota_weight"};
constexpr std::array<std::string_view, 3> kResourceKeys = {"gpu", "cpu", "memory"};
constexpr std::array<std::string_view, 17> kProfileKeys = {
    "name",      "description", "cpu",        "cpu_limit",        "mem",    "mem_limit",
    "gpu",       "gpu_limit",   "gpu_memory", "gpu_memory_limit", "mig",    "disk",
    "gpu_model", "node_pool",   "node_pools", "large_shm",        "compute"};

std::string join(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

// An amount of one resource in a quota or limit: -1 is unlimited; GPUs and
// CPU are quantities in thousandths, memory in bytes.
core::Result<int64_t> read_amount(core::YamlDocument& yaml, const core::YamlValue& v,
                                  core::Resource r) {
  if (v.node.IsScalar() && v.node.Scalar() == "-1") return core::kUnlimited;
  auto amount = r == core::Resource::memory ? yaml.bytes(v) : yaml.milli(v);
  if (!amount) return yaml.fail(v, amount.error().message + " (or -1 for unlimited)");
  return amount;
}

core::Result<void> read_resources(core::YamlDocument& yaml, const core::YamlValue& v,
                                  core::ResourceVector& out) {
  auto map = yaml.map(v, kResourceKeys);
  if (!map) return std::unexpected(map.error());
  for (core::Resource r : core::kAllResources) {
    if (const core::YamlValue* e = map->find(core::resource_name(r))) {
      auto amount = read_amount(yaml, *e, r);
      if (!amount) return std::unexpected(amount.error());
      out[r] = *amount;
    }
  }
  return {};
}

// A number is the GPU weight (CPU and memory keep 1); a map names resources.
core::Result<void> read_weights(core::YamlDocument& yaml, const core::YamlValue& v,
                                std::array<double, core::kResourceCount>& out) {
  out = core::QueueQuota{}.over_quota_weight;
  if (!v.node.IsMap()) {
    auto w = yaml.number(v, 0.0);
    if (!w) return std::unexpected(w.error());
    out[static_cast<std::size_t>(core::Resource::gpu)] = *w;
    return {};
  }
  auto map = yaml.map(v, kResourceKeys);
  if (!map) return std::unexpected(map.error());
  for (core::Resource r : core::kAllResources) {
    if (const core::YamlValue* e = map->find(core::resource_name(r))) {
      auto w = yaml.number(*e, 0.0);
      if (!w) return std::unexpected(w.error());
      out[static_cast<std::size_t>(r)] = *w;
    }
  }
  return {};
}

// quota / limit / over_quota_weight of `map` over `out` (absent keys keep
// what `out` has), then the check that a bounded limit is not below the quota.
core::Result<void> read_queue_quota(core::YamlDocument& yaml, const core::YamlMap& map,
                                    core::QueueQuota& out) {
  if (const core::YamlValue* v = map.find("quota")) {
    out.deserved = core::QueueQuota{}.deserved;
    if (auto ok = read_resources(yaml, *v, out.deserved); !ok) return ok;
  }
  const core::YamlValue* limit = map.find("limit");
  if (limit) {
    out.limit = core::QueueQuota{}.limit;
    if (auto ok = read_resources(yaml, *limit, out.limit); !ok) return ok;
  }
  if (const core::YamlValue* v = map.find("over_quota_weight")) {
    if (auto ok = read_weights(yaml, *v, out.over_quota_weight); !ok) return ok;
  }
  for (core::Resource r : core::kAllResources) {
    int64_t deserved = out.deserved[r], cap = out.limit[r];
    if (deserved != core::kUnlimited && cap != core::kUnlimited && cap < deserved) {
      const core::YamlValue* at = limit ? limit : map.find("quota");
      if (!at) at = &map.entries().front();
      auto amount = [r](int64_t v) {
        return r == core::Resource::gpu      ? core::format_decimal_milli(v)
               : r == core::Resource::memory ? core::format_bytes(v)
                                             : core::format_milli(v);
      };
      return yaml.fail(*at, "the " + std::string(core::resource_name(r)) + " limit " + amount(cap) +
                                " is below the quota " + amount(deserved) +
                                "; a limit is -1 or at least the quota");
    }
  }
  return {};
}

// One department or project. `is_department` picks the allowed keys.
core::Result<ProjectConfig> read_queue(core::YamlDocument& yaml, const core::YamlValue& item,
                                       bool is_department, const DaemonConfig& config) {
  auto map = is_department ? yaml.map(item, kDepartmentKeys) : yaml.map(item, kProjectKeys);
  if (!map) return std::unexpected(map.error());
  const core::YamlValue* name = map->find("name");
  if (!name) return yaml.fail({item.node, item.path + ".name", "name", item.line}, "missing name");
  ProjectConfig p;
  p.department = is_department;
  auto n = read_name(yaml, *name);
  if (!n) return std::unexpected(n.error());
  p.name = *n;
  if (const core::YamlValue* v = map->find("department")) {
    auto parent = read_name(yaml, *v);
    if (!parent) return std::unexpected(parent.error());
    p.parent = *parent;
  }
  if (const core::YamlValue* v = map->find("priority")) {
    auto priority = yaml.integer(*v, INT_MIN, INT_MAX);
    if (!priority) return std::unexpected(priority.error());
    p.priority = static_cast<int>(*priority);
  }
  if (const core::YamlValue* v = map->find("members")) {
    auto members = read_principals(yaml, *v);
    if (!members) return std::unexpected(members.error());
    p.members = std::move(*members);
  }
  if (const core::YamlValue* v = map->find("description")) {
    auto text = yaml.string(*v);
    if (!text) return std::unexpected(text.error());
    p.description = *text;
  }
  for (const char* key : {"preempt_min_runtime", "reclaim_min_runtime"}) {
    const core::YamlValue* v = map->find(key);
    if (v == nullptr) continue;
    auto s = yaml.seconds(*v);
    if (!s) return std::unexpected(s.error());
    (std::string_view(key) == "preempt_min_runtime" ? p.min_runtime.preempt_s
                                                    : p.min_runtime.reclaim_s) = *s;
  }
  core::QueueQuota every_pool;
  if (auto ok = read_queue_quota(yaml, *map, every_pool); !ok) return std::unexpected(ok.error());
  p.resources["*"] = every_pool;
  if (const core::YamlValue* v = map->find("pools")) {
    auto pools = yaml.any_map(*v);
    if (!pools) return std::unexpected(pools.error());
    std::vector<std::string> known = pool_names(config);
    for (const core::YamlValue& pool : pools->entries()) {
      if (std::ranges::find(known, pool.key) == known.end()) {
        return yaml.fail(pool, "unknown pool \"" + pool.key + "\"; pools: " + join(known));
      }
      auto keys = yaml.map(pool, kPoolQuotaKeys);
      if (!keys) return std::unexpected(keys.error());
      core::QueueQuota quota = every_pool;  // what the pool does not say comes from above
      if (auto ok = read_queue_quota(yaml, *keys, quota); !ok) return std::unexpected(ok.error());
      p.resources[pool.key] = quota;
    }
  }
  return p;
}

// A profile value checked by `check` and kept as written.
template <class Check>
core::Result<std::string> checked(core::YamlDocument& yaml, const core::YamlValue& v,
                                  Check&& check) {
  auto ok = check(v);
  if (!ok) return std::unexpected(ok.error());
  return yaml.string(v);
}

core::Result<ProfileConfig> read_profile(core::YamlDocument& yaml, const core::YamlValue& item,
                                         const DaemonConfig& config) {
  auto map = yaml.map(item, kProfileKeys);
  if (!map) return std::unexpected(map.error());
  const core::YamlValue* name = map->find("name");
  if (!name) return yaml.fail({item.node, item.path + ".name", "name", item.line}, "missing name");
  ProfileConfig p;
  auto n = read_name(yaml, *name);
  if (!n) return std::unexpected(n.error());
  p.name = *n;
  const core::YamlValue* gpu_kind = nullptr;  // gpu, gpu_memory or mig: one way to ask for GPUs
  std::vector<std::string> known = pool_names(config);
  auto pool = [&](const core::YamlValue& v) -> core::Result<std::string> {
    auto s = yaml.string(v);
    if (s && std::ranges::find(known, *s) == known.end()) {
      return yaml.fail(v, "unknown pool \"" + *s + "\"; pools: " + join(known));
    }
    return s;
  };
  for (const core::YamlValue& e : map->entries()) {
    core::Result<std::string> value;
    if (e.key == "name") continue;
    if (e.key == "gpu" || e.key == "gpu_memory" || e.key == "mig") {
      if (gpu_kind) {
        return yaml.fail(e, "a profile asks for GPUs one way: gpu, gpu_memory or mig (it has " +
                                gpu_kind->key + ")");
      }
      gpu_kind = &e;
    }
    if ((e.key == "gpu_limit" && (!gpu_kind || gpu_kind->key != "gpu")) ||
        (e.key == "gpu_memory_limit" && (!gpu_kind || gpu_kind->key != "gpu_memory"))) {
      return yaml.fail(e, e.key + " needs " + (e.key == "gpu_limit" ? "gpu" : "gpu_memory") +
                              " before it in the profile");
    }
    if (e.key == "gpu_memory_limit" && !config.policy.allow_gpu_memory_limits) {
      return yaml.fail(e, "GPU memory limits are disabled (policy.allow_gpu_memory_limits)");
    }
    if (e.key == "cpu" || e.key == "cpu_limit") {
      value = checked(yaml, e, [&](const core::YamlValue& v) { return yaml.milli(v); });
    } else if (e.key == "large_shm") {
      auto b = yaml.boolean(e);
      if (!b) return std::unexpected(b.error());
      value = *b ? std::string("true") : std::string("false");
    } else if (e.key == "gpu_limit") {
      auto l = yaml.milli(e);
      if (!l) return std::unexpected(l.error());
      if (*l > core::kMilli) return yaml.fail(e, "a portion limit is at most 1");
      value = yaml.string(e);
    } else if (e.key == "compute") {
      auto n = read_name(yaml, e);
      if (!n) return std::unexpected(n.error());
      value = *n;
    } else if (e.key == "mem" || e.key == "mem_limit" || e.key == "gpu_memory" ||
               e.key == "gpu_memory_limit" || e.key == "disk") {
      value = checked(yaml, e, [&](const core::YamlValue& v) { return yaml.bytes(v); });
    } else if (e.key == "gpu") {
      auto gpu = yaml.milli(e);
      if (!gpu) return std::unexpected(gpu.error());
      if (*gpu >= core::kMilli && *gpu % core::kMilli != 0) {
        return yaml.fail(e, "expected whole devices (1, 2) or a portion of one (0.5)");
      }
      value = yaml.string(e);
    } else if (e.key == "node_pool") {
      value = pool(e);
    } else if (e.key == "node_pools") {
      auto items = yaml.strings(e);
      if (!items) return std::unexpected(items.error());
      std::string joined;
      for (const std::string& s : *items) {
        core::YamlValue one{YAML::Node(s), e.path, e.key, e.line};
        if (auto ok = pool(one); !ok) return std::unexpected(ok.error());
        joined += (joined.empty() ? "" : ",") + s;
      }
      value = joined;
    } else {
      value = yaml.string(e);  // description, gpu_model, mig
    }
    if (!value) return std::unexpected(value.error());
    if (e.key == "description") {
      p.description = *value;
    } else {
      p.fields[e.key] = *value;
    }
  }
  return p;
}

}  // namespace

core::Result<void> read_projects(core::YamlDocument& yaml, const core::YamlMap& root,
                                 DaemonConfig& out) {
  std::map<std::string, std::pair<bool, int>> declared;  // name -> (department, line)
  for (bool is_department : {true, false}) {
    const core::YamlValue* v = root.find(is_department ? "departments" : "projects");
    if (!v) continue;
    auto items = yaml.list(*v);
    if (!items) return std::unexpected(items.error());
    for (const core::YamlValue& item : *items) {
      auto p = read_queue(yaml, item, is_department, out);
      if (!p) return std::unexpected(p.error());
      auto m = yaml.any_map(item);  // read once already: a map with a name
      if (!m) return std::unexpected(m.error());
      const core::YamlValue& name = *m->find("name");
      if (auto [it, fresh] = declared.emplace(p->name, std::pair{is_department, name.line});
          !fresh) {
        return yaml.fail(name, "\"" + p->name + "\" is already declared as a " +
                                   (it->second.first ? "department" : "project") + " at line " +
                                   std::to_string(it->second.second));
      }
      if (const core::YamlValue* department = m->find("department")) {
        auto parent = declared.find(p->parent);
        if (parent == declared.end() || !parent->second.first) {
          std::vector<std::string> departments;
          for (const auto& [n, d] : declared) {
            if (d.first) departments.push_back(n);
          }
          return yaml.fail(*department, "unknown department \"" + p->parent + "\"; departments: " +
                                            (departments.empty() ? "none" : join(departments)));
        }
      }
      out.projects.push_back(std::move(*p));
    }
  }
  return {};
}

core::Result<void> read_profiles(core::YamlDocument& yaml, const core::YamlMap& root,
                                 DaemonConfig& out) {
  const core::YamlValue* v = root.find("profiles");
  if (!v) return {};
  auto items = yaml.list(*v);
  if (!items) return std::unexpected(items.error());
  std::map<std::string, int> lines;
  for (const core::YamlValue& item : *items) {
    auto p = read_profile(yaml, item, out);
    if (!p) return std::unexpected(p.error());
    int line = item.line;
    if (auto m = yaml.any_map(item)) {
      if (const core::YamlValue* name = m->find("name")) line = name->line;
    }
    if (auto [it, fresh] = lines.emplace(p->name, line); !fresh) {
      core::YamlValue at{item.node, item.path + ".name", "name", line};
      return yaml.fail(at, "profile \"" + p->name + "\" is already declared at line " +
                               std::to_string(it->second));
    }
    out.profiles.push_back(std::move(*p));
  }
  return {};
}

}  // namespace gpuq::daemon::config_reader
