#include "daemon/api/run_spec.h"

#include <grp.h>
#include <unistd.h>

#include <algorithm>
#include <array>

#include "core/quantity.h"
#include "daemon/api/compute_merge.h"
#include "daemon/api/json_read.h"
#include "daemon/api/kubernetes_only_fields.h"
#include "daemon/api/list_query.h"
#include "daemon/api/ports_spec.h"
#include "daemon/api/profile_json.h"
#include "daemon/api/storage_spec.h"
#include "daemon/model/run_extras.h"
#include "daemon/service/identity.h"

namespace gpuq::daemon::api {
namespace {

std::string scalar(const json& v) { return v.is_string() ? v.get<std::string>() : to_text(v); }

// resources.<key>: a value (the request), or {requests, limits}.
struct Amount {
  std::optional<json> request, limit;
};
core::Result<Amount> amount_of(const json& resources, const char* key) {
  const std::string path = field_path("spec.resources", key);
  const json* v = member(resources, key);
  Amount a;
  if (v == nullptr) return a;
  if (v->is_object()) {
    if (auto ok = check_keys(*v, path, {"requests", "limits"}); !ok) {
      return std::unexpected(ok.error());
    }
    if (const json* r = member(*v, "requests")) a.request = *r;
    if (const json* l = member(*v, "limits")) a.limit = *l;
    for (const json* x : {member(*v, "requests"), member(*v, "limits")}) {
      if (x != nullptr && !x->is_string() && !x->is_number()) {
        return std::unexpected(type_error(path, "a quantity", *x));
      }
    }
    return a;
  }
  if (!v->is_string() && !v->is_number()) {
    return std::unexpected(type_error(path, "a quantity or {requests, limits}", *v));
  }
  a.request = *v;
  return a;
}

constexpr std::array<const char*, 7> kGpuFields = {
    "gpuDevicesRequest", "gpuRequestType", "gpuPortionRequest", "gpuPortionLimit",
    "gpuMemoryRequest",  "gpuMemoryLimit", "migProfile"};

// The user's layer: spec.compute, spec.resources mapped to its names, spec.nodePools.
core::Result<json> user_layer(const json& spec) {
  json fields = json::object();
  if (const json* c = member(spec, "compute"); c != nullptr && c->is_object()) fields = *c;
  GPUQ_TRY(resources, read_object(spec, "resources", "spec"));
  if (resources != nullptr) {
    if (!resources->is_object())
      return std::unexpected(type_error("spec.resources", "an object", *resources));
    if (auto ok = check_keys(*resources, "spec.resources", {"cpu", "mem", "gpu", "disk"}); !ok) {
      return std::unexpected(ok.error());
    }
    auto put = [&](const char* from, const char* to, const json& value) -> core::Result<void> {
      if (fields.contains(to)) {
        return fail_at(field_path("spec.resources", from),
                       std::string("spec.compute.") + to + " says it already; give it once");
      }
      fields[to] = scalar(value);
      return {};
    };
    GPUQ_TRY(cpu, amount_of(*resources, "cpu"));
    if (cpu.request) {
      if (auto ok = put("cpu", "cpuCoreRequest", *cpu.request); !ok)
        return std::unexpected(ok.error());
    }
    if (cpu.limit) {
      if (auto ok = put("cpu", "cpuCoreLimit", *cpu.limit); !ok) return std::unexpected(ok.error());
    }
    GPUQ_TRY(mem, amount_of(*resources, "mem"));
    if (mem.request) {
      if (auto ok = put("mem", "cpuMemoryRequest", *mem.request); !ok)
        return std::unexpected(ok.error());
    }
    if (mem.limit) {
      if (auto ok = put("mem", "cpuMemoryLimit", *mem.limit); !ok)
        return std::unexpected(ok.error());
    }
    GPUQ_TRY(gpu, amount_of(*resources, "gpu"));
    if (gpu.request || gpu.limit) {
      const std::string path = "spec.resources.gpu";
      for (const char* k : kGpuFields) {
        if (fields.contains(k)) {
          return fail_at(
              path, std::string("spec.compute.") + k + " asks for GPUs already; give them once");
        }
      }
      const std::string text = scalar(gpu.request ? *gpu.request : *gpu.limit);
      if (gpu.request && gpu.limit && scalar(*gpu.limit) != text) {
        return fail_at(path, "requests and limits differ; GPUs are not overcommitted, give one");
      }
      auto milli = core::parse_milli(text);
      if (!milli) return fail_at(path, milli.error().message);
      if (*milli >= core::kMilli && *milli % core::kMilli == 0) {
        fields["gpuDevicesRequest"] = *milli / core::kMilli;
      } else if (*milli > 0 && *milli < core::kMilli) {
        fields["gpuDevicesRequest"] = 1;
        fields["gpuRequestType"] = "portion";
        fields["gpuPortionRequest"] = static_cast<double>(*milli) / 1000.0;
      } else if (*milli != 0) {
        return fail_at(path,
                       "expected whole devices (1, 2) or a portion of one (0.5), got " + text);
      } else {
        fields["gpuDevicesRequest"] = 0;
      }
    }
    GPUQ_TRY(disk, amount_of(*resources, "disk"));
    if (disk.request || disk.limit) {
      const std::string text = scalar(disk.request ? *disk.request : *disk.limit);
      auto bytes = core::parse_bytes(text);
      if (!bytes) return fail_at("spec.resources.disk", bytes.error().message);
      fields["disk"] = text;
    }
  }
  if (const json* pools = member(spec, "nodePools")) fields["nodePools"] = *pools;
  return fields;
}

bool caller_in_group(const Caller& caller, int64_t gid) {
  if (static_cast<gid_t>(gid) == caller.gid) return true;
  group g{};
  group* found = nullptr;
  std::array<char, 16384> buffer{};
  if (getgrgid_r(static_cast<gid_t>(gid), &g, buffer.data(), buffer.size(), &found) != 0 ||
      found == nullptr) {
    return false;
  }
  return std::find(caller.groups.begin(), caller.groups.end(), found->gr_name) !=
         caller.groups.end();
}

core::Result<std::optional<int64_t>> read_id_field(const json& spec, const char* key) {
  GPUQ_TRY(id, read_int(spec, key, "spec", 0, 4294967294));
  if (id && *id == 0) {
    return fail_at(field_path("spec", key), "root (0) is never allowed; name your own id");
  }
  return id;
}

core::Result<void> apply_ids(const json& spec, Workload& w, RunExtras& extras,
                             const Caller& caller) {
  GPUQ_TRY(user, read_id_field(spec, "run_as_user"));
  GPUQ_TRY(group_id, read_id_field(spec, "run_as_group"));
  GPUQ_TRY(fs_group, read_id_field(spec, "fs_group"));
  if (user) {
    if (w.run.uid != static_cast<uid_t>(-1) && w.run.uid != static_cast<uid_t>(*user)) {
      return fail_at("spec.run_as_user", "differs from spec.security.runAsUid; give one");
    }
    w.run.uid = static_cast<uid_t>(*user);
  }
  if (group_id) {
    if (w.run.gid != static_cast<gid_t>(-1) && w.run.gid != static_cast<gid_t>(*group_id)) {
      return fail_at("spec.run_as_group", "differs from spec.security.runAsGid; give one");
    }
    w.run.gid = static_cast<gid_t>(*group_id);
  }
  if (fs_group) {
    if (!caller.admin && !caller_in_group(caller, *fs_group)) {
      return std::unexpected(core::Error{core::Error::Code::permission_denied,
                                         caller.user + " is not in group " +
                                             std::to_string(*fs_group) +
                                             "; only administrators may name another group",
                                         "spec.fs_group"});
    }
    extras.fs_group = *fs_group;
  }
  return {};
}

core::Result<void> apply_envs(const json& spec, Workload& w) {
  GPUQ_TRY(envs, read_array(spec, "envs", "spec"));
  if (envs == nullptr) return {};
  for (std::size_t i = 0; i < envs->size(); ++i) {
    const std::string item = index_path("spec.envs", i);
    const json& e = (*envs)[i];
    if (!e.is_object()) return std::unexpected(type_error(item, "{name, value}", e));
    GPUQ_TRY(name, read_string(e, "name", item));
    if (!name || name->empty() || name->find('=') != std::string::npos ||
        name->find('\0') != std::string::npos) {
      return fail_at(field_path(item, "name"), "required: a variable name without '='");
    }
    const json* value = member(e, "value");
    if (value != nullptr && !value->is_string() && !value->is_number() && !value->is_boolean()) {
      return std::unexpected(type_error(field_path(item, "value"), "a string", *value));
    }
    std::string text = value != nullptr ? scalar(*value) : std::string();
    if (text.find('\0') != std::string::npos) {
      return fail_at(field_path(item, "value"), "must not contain a NUL byte");
    }
    w.run.environment.emplace_back(*name, std::move(text));
  }
  return {};
}

core::Result<void> apply_secrets(const json& spec, RunExtras& extras) {
  GPUQ_TRY(secrets, read_array(spec, "secrets", "spec"));
  if (secrets == nullptr) return {};
  for (std::size_t i = 0; i < secrets->size(); ++i) {
    const json& s = (*secrets)[i];
    const std::string item = index_path("spec.secrets", i);
    if (!s.is_string() || s.get<std::string>().empty()) {
      return std::unexpected(type_error(item, "a secret name", s));
    }
    extras.secrets.push_back(s.get<std::string>());
  }
  return {};
}

core::Result<void> apply_volumes(const json& spec, RunExtras& extras) {
  GPUQ_TRY(volumes, read_array(spec, "volumes", "spec"));
  if (volumes == nullptr) return {};
  for (std::size_t i = 0; i < volumes->size(); ++i) {
    const json& v = (*volumes)[i];
    const std::string item = index_path("spec.volumes", i);
    if (!v.is_object()) return std::unexpected(type_error(item, "an object", v));
    if (auto ok = check_keys(v, item, {"volume_type", "name", "mount_path", "spec"}); !ok) {
      return std::unexpected(ok.error());
    }
    GPUQ_TRY(type, read_string(v, "volume_type", item));
    if (type.value_or("persistent_volume_claim") != "persistent_volume_claim") {
      return fail_at(
          field_path(item, "volume_type"),
          "only persistent_volume_claim volumes exist on this machine, got \"" + *type + "\"");
    }
    VolumeRequest r;
    r.ephemeral = true;  // a run's volume, as the digitalhub platform has them
    GPUQ_TRY(name, read_string(v, "name", item));
    if (!name) return fail_at(field_path(item, "name"), "required");
    if (auto ok = check_name(*name, field_path(item, "name")); !ok) {
      return std::unexpected(ok.error());
    }
    r.name = *name;
    for (const VolumeRequest& other : extras.volumes) {
      if (other.name == r.name)
        return fail_at(field_path(item, "name"), r.name + " is given twice");
    }
    GPUQ_TRY(mount, read_string(v, "mount_path", item));
    if (mount) {
      if (auto ok = check_mount_path(*mount, field_path(item, "mount_path")); !ok) {
        return std::unexpected(ok.error());
      }
      r.mount_path = *mount;
    }
    GPUQ_TRY(vspec, read_object(v, "spec", item));
    if (vspec != nullptr) {
      if (!vspec->is_object())
        return std::unexpected(type_error(field_path(item, "spec"), "an object", *vspec));
      GPUQ_TRY(size, read_bytes(*vspec, "size", field_path(item, "spec")));
      r.size = size.value_or(0);
    }
    extras.volumes.push_back(std::move(r));
  }
  return {};
}

// The pools holding devices whose model contains `model` (case-insensitive).
std::vector<std::string> pools_with_model(const State& s, const std::string& model,
                                          std::string& models) {
  std::vector<std::string> out;
  std::string needle = model;
  std::transform(needle.begin(), needle.end(), needle.begin(), ::tolower);
  for (const NodeInfo& n : s.nodes) {
    bool has = false;
    for (const auto* list : {&n.devices, &n.mig_devices}) {
      for (const GpuDevice& d : *list) {
        if (models.find(d.model) == std::string::npos)
          models += (models.empty() ? "" : ", ") + d.model;
        has = has || contains_folded(d.model, needle);
      }
    }
    if (has) out.push_back(n.spec.pool);
  }
  return out;
}

}  // namespace

core::Result<void> check_mount_path(const std::string& path, const std::string& field) {
  if (path.empty() || path[0] != '/') return fail_at(field, "must be an absolute path");
  if (path.find("/../") != std::string::npos || path.ends_with("/..") ||
      path.find("/./") != std::string::npos || path.find("//") != std::string::npos ||
      path.find('\0') != std::string::npos) {
    return fail_at(field, "must be a plain absolute path (no \"..\", \".\" or \"//\")");
  }
  std::string p = path;
  while (p.size() > 1 && p.back() == '/') p.pop_back();
  if (p == "/") return fail_at(field, "must not be /");
  static constexpr std::array<std::string_view, 16> kSystem = {
      "/bin",  "/boot", "/dev", "/etc",  "/lib", "/lib32", "/lib64", "/libx32",
      "/proc", "/root", "/run", "/sbin", "/srv", "/sys",   "/usr",   "/var"};
  for (std::string_view dir : kSystem) {
    if (p == dir || (p.starts_with(dir) && p[dir.size()] == '/')) {
      return fail_at(field, "is in the system directory " + std::string(dir) +
                                "; choose a path in your home, /tmp or another directory of yours");
    }
  }
  return {};
}

core::Result<void> apply_run_spec(const json& body, SubmitRequest& request, Service& service,
                                  const Caller& caller) {
  Workload& w = request.draft;
  const json* spec_member = member(body, "spec");
  const json spec =
      spec_member != nullptr && spec_member->is_object() ? *spec_member : json::object();
  RunExtras extras;
  if (auto ok = apply_envs(spec, w); !ok) return ok;
  if (auto ok = apply_secrets(spec, extras); !ok) return ok;
  if (auto ok = apply_volumes(spec, extras); !ok) return ok;
  if (auto ok = apply_ids(spec, w, extras, caller); !ok) return ok;
  if (auto ok = record_kubernetes_only_fields(body, spec, extras); !ok) return ok;
  if (auto ok = read_ports(spec, extras); !ok) return ok;
  if (auto ok = read_storage(spec, extras); !ok) return ok;
  if (::geteuid() != 0) {
    const bool read_only = std::any_of(extras.volumes.begin(), extras.volumes.end(),
                                       [](const VolumeRequest& v) { return v.read_only; }) ||
                           std::any_of(extras.host_paths.begin(), extras.host_paths.end(),
                                       [](const HostPathRequest& h) { return h.read_only; });
    if (read_only) {
      return fail_at("spec.storage",
                     "read-only storage needs a daemon running as root (each pod gets a mount "
                     "namespace); this one is not: ask for it read-write (--host-path "
                     "...,readwrite)");
    }
  }
  // At most ten years: its milliseconds must not overflow.
  GPUQ_TRY(delete_after,
           read_int(spec, "autoDeletionTimeAfterCompletionSeconds", "spec", 0, 315'360'000));
  if (delete_after) extras.delete_after_s = *delete_after;

  GPUQ_TRY(top_compute, read_string(body, "computeResource", ""));
  GPUQ_TRY(spec_compute, read_string(spec, "computeResource", "spec"));
  GPUQ_TRY(top_profile, read_string(body, "profile", ""));
  GPUQ_TRY(spec_profile, read_string(spec, "profile", "spec"));
  const std::string compute_name = top_compute ? *top_compute : spec_compute.value_or("");
  const std::string profile_name = top_profile ? *top_profile : spec_profile.value_or("");
  const bool merge =
      !compute_name.empty() || !profile_name.empty() || member(spec, "resources") != nullptr;
  if (merge) {
    std::vector<ComputeLayer> layers;
    std::string gpu_model;
    if (!profile_name.empty()) {
      std::optional<ProfileConfig> profile;
      std::string names;
      service.read([&](const State&) {
        for (const ProfileConfig& p : service.config().profiles) {
          if (p.name == profile_name) profile = p;
          names += (names.empty() ? "" : ", ") + p.name;
        }
      });
      if (!profile) {
        // As a compute resource that is not there: not found, not a bad request.
        return core::fail(
            "no profile " + profile_name + " (profiles: " + (names.empty() ? "none" : names) + ")",
            "profile", core::Error::Code::not_found);
      }
      layers.push_back({"profile", profile_compute_fields(*profile)});
      if (auto it = profile->fields.find("compute"); it != profile->fields.end()) {
        auto asset = service.compute_resource(it->second, request.project);
        if (!asset) {
          return fail_at("profile", "profile " + profile_name + " names compute resource " +
                                        it->second + ", which does not exist");
        }
        layers.push_back({"profile", json::parse(asset->spec_json, nullptr, false)});
      }
      if (auto it = profile->fields.find("gpu_model"); it != profile->fields.end()) {
        gpu_model = it->second;
      }
      extras.profile = profile_name;
    }
    GPUQ_TRY(user, user_layer(spec));
    layers.push_back({"flag", std::move(user)});
    if (!compute_name.empty()) {
      auto asset = service.compute_resource(compute_name, request.project);
      if (!asset) {
        core::Error e = asset.error();
        e.where = "computeResource";
        return std::unexpected(e);
      }
      extras.compute_resource_id = asset->id;
      extras.compute_resource = asset->name;
      layers.push_back({"computeResource", json::parse(asset->spec_json, nullptr, false)});
    }
    MergedCompute merged = merge_compute(layers);
    w.request = core::PodRequest{};
    w.limits = PodLimits{};
    if (auto ok = parse_compute(merged.compute, "spec.compute", w.request, w.limits); !ok) {
      core::Error e = ok.error();
      e.message += " " + describe_sources(merged.resolved);
      return std::unexpected(e);
    }
    if (merged.node_pools.is_array()) {
      w.node_pools.clear();
      for (const json& p : merged.node_pools) {
        if (!p.is_string()) return std::unexpected(type_error("spec.nodePools", "pool names", p));
        w.node_pools.push_back(p.get<std::string>());
      }
    }
    if (!gpu_model.empty()) {
      std::string models;
      std::vector<std::string> pools;
      service.read([&](const State& s) { pools = pools_with_model(s, gpu_model, models); });
      if (!w.node_pools.empty()) {
        std::erase_if(pools, [&](const std::string& p) {
          return std::find(w.node_pools.begin(), w.node_pools.end(), p) == w.node_pools.end();
        });
      }
      if (pools.empty()) {
        return fail_at("profile",
                       "profile " + profile_name + " asks for GPU model " + gpu_model +
                           ", which no pool " + (w.node_pools.empty() ? "" : "of its node pools ") +
                           "has (this machine has: " + (models.empty() ? "no GPUs" : models) + ")");
      }
      w.node_pools = pools;
      merged.resolved["gpuModel"] = {{"value", gpu_model}, {"source", "profile"}};
    }
    if (!merged.disk.is_null()) {
      auto bytes = core::parse_bytes(scalar(merged.disk));
      if (!bytes) return fail_at("spec.resources.disk", bytes.error().message);
      extras.disk = *bytes;
    }
    extras.resolved = std::move(merged.resolved);
  }
  w.run.extras = share_run_extras(std::move(extras));
  return {};
}

}  // namespace gpuq::daemon::api
