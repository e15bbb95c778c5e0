// Reading project and department bodies. See project_json.h.
#include <cmath>

#include "daemon/api/json_read.h"
#include "daemon/api/project_json.h"

namespace gpuq::daemon::api {
namespace {

core::Error at(const std::string& path, std::string message) {
  return core::Error{core::Error::Code::invalid_argument, std::move(message), path};
}

// A quota or limit: a number >= 0 in `scale` units per 1, or -1 (unlimited)
// where `allow_unlimited`.
core::Result<std::optional<int64_t>> read_amount(const json& object, std::string_view key,
                                                 const std::string& parent, double scale,
                                                 bool allow_unlimited) {
  const std::string path = field_path(parent, key);
  GPUQ_TRY(v, read_number(object, key, parent, -1e300));
  if (!v) return std::nullopt;
  if (*v == -1 && allow_unlimited) return core::kUnlimited;
  if (*v < 0) {
    return std::unexpected(
        at(path, allow_unlimited ? "must be 0 or more, or -1 for no limit" : "must be 0 or more"));
  }
  double scaled = *v * scale;
  if (scaled > 9.0e18) return std::unexpected(at(path, "is too large"));
  return static_cast<int64_t>(std::llround(scaled));
}

core::Result<double> memory_scale(const json& memory, const std::string& path) {
  GPUQ_TRY(units, read_string(memory, "units", path));
  const std::string u = units.value_or("MB");
  if (u == "MB") return 1e6;
  if (u == "Mib" || u == "MiB") return 1048576.0;
  if (u == "GB") return 1e9;
  if (u == "Gib" || u == "GiB") return 1073741824.0;
  return std::unexpected(
      at(field_path(path, "units"), "expected MB, Mib, GB or Gib, got \"" + u + "\""));
}

// One of gpu / cpu / memory of a resources entry into `quota`.
core::Result<void> read_resource(const json& entry, const std::string& path, core::Resource r,
                                 core::QueueQuota& quota) {
  const std::string_view key = core::resource_name(r);
  GPUQ_TRY(object, read_object(entry, key, path));
  if (object == nullptr) return {};
  const std::string here = field_path(path, key);
  double scale = 1000.0;  // gpu: GPUs -> thousandths
  if (r == core::Resource::cpu) scale = 1.0;
  if (r == core::Resource::memory) {
    GPUQ_TRY(s, memory_scale(*object, here));
    scale = s;
  }
  GPUQ_TRY(deserved, read_amount(*object, "deserved", here, scale, r != core::Resource::gpu));
  GPUQ_TRY(limit, read_amount(*object, "limit", here, scale, true));
  GPUQ_TRY(weight, read_number(*object, "overQuotaWeight", here, 0));
  if (deserved) quota.deserved[r] = *deserved;
  if (limit) quota.limit[r] = *limit;
  if (weight) quota.over_quota_weight[static_cast<std::size_t>(r)] = *weight;
  const int64_t d = quota.deserved[r], l = quota.limit[r];
  if (l != core::kUnlimited && d != core::kUnlimited && l < d) {
    return std::unexpected(
        at(field_path(here, "limit"), "must be at least the quota (deserved), or -1"));
  }
  return {};
}

core::Result<void> read_resources(const json& list, Project& p) {
  p.resources.clear();
  p.default_quota = core::QueueQuota{};
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string path = index_path("resources", i);
    const json& entry = list[i];
    if (!entry.is_object()) return std::unexpected(type_error(path, "an object", entry));
    std::string pool = "*";
    if (const json* np = member(entry, "nodePool")) {
      if (np->is_string()) {
        pool = np->get<std::string>();
      } else if (np->is_object()) {
        GPUQ_TRY(name, read_string(*np, "name", field_path(path, "nodePool")));
        if (name) pool = *name;
      } else {
        return std::unexpected(type_error(field_path(path, "nodePool"), "{\"name\": POOL}", *np));
      }
    }
    if (pool.empty()) return std::unexpected(at(field_path(path, "nodePool.name"), "is empty"));
    core::QueueQuota quota;
    for (core::Resource r : core::kAllResources) {
      if (auto ok = read_resource(entry, path, r, quota); !ok) return std::unexpected(ok.error());
    }
    if (pool == "*") {
      p.default_quota = quota;
    } else if (!p.resources.emplace(pool, quota).second) {
      return std::unexpected(at(field_path(path, "nodePool"), "pool " + pool + " is given twice"));
    }
  }
  return {};
}

}  // namespace

core::Result<ProjectRequest> parse_project(const json& body, Project base) {
  if (!body.is_object()) return std::unexpected(type_error("body", "an object", body));
  ProjectRequest out;
  Project& p = out.draft;
  p = std::move(base);
  GPUQ_TRY(name, read_string(body, "name", ""));
  if (name) p.name = *name;
  GPUQ_TRY(parent, read_id(body, "parentId", ""));
  if (parent) out.parent = *parent;
  GPUQ_TRY(description, read_string(body, "description", ""));
  if (description) p.description = *description;
  GPUQ_TRY(priority, read_int(body, "priority", "", 0, 1000000));
  if (priority) p.priority = static_cast<int>(*priority);
  // A minimum runtime: a duration, or "inherit" to take the department's
  // (then the node pool's) again.
  for (const auto& [key, field] : {std::pair{"preemptMinRuntime", &p.min_runtime.preempt_s},
                                   std::pair{"reclaimMinRuntime", &p.min_runtime.reclaim_s}}) {
    if (const json* v = member(body, key); v != nullptr && *v == "inherit") {
      field->reset();
      continue;
    }
    GPUQ_TRY(seconds, read_duration(body, key, ""));
    if (seconds) *field = *seconds;
  }
  GPUQ_TRY(members, read_array(body, "members", ""));
  if (members != nullptr) {
    p.members.clear();
    for (std::size_t i = 0; i < members->size(); ++i) {
      const json& m = (*members)[i];
      const std::string path = index_path("members", i);
      if (!m.is_string()) return std::unexpected(type_error(path, "a user or @group", m));
      const std::string text = m.get<std::string>();
      if (text.empty() || text == "@") return std::unexpected(at(path, "must not be empty"));
      p.members.push_back(text);
    }
  }
  GPUQ_TRY(resources, read_array(body, "resources", ""));
  if (resources != nullptr) {
    if (auto ok = read_resources(*resources, p); !ok) return std::unexpected(ok.error());
  }
  return out;
}

}  // namespace gpuq::daemon::api
