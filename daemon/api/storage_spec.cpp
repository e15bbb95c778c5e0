#include "daemon/api/storage_spec.h"

#include <string>

#include "daemon/api/json_read.h"
#include "daemon/api/run_spec.h"
#include "daemon/service/identity.h"

namespace gpuq::daemon::api {
namespace {

using json = nlohmann::json;

core::Result<void> read_pvcs(const json& storage, RunExtras& extras) {
  GPUQ_TRY(list, read_array(storage, "pvc", "spec.storage"));
  if (list == nullptr) return {};
  for (std::size_t i = 0; i < list->size(); ++i) {
    const json& p = (*list)[i];
    const std::string item = index_path("spec.storage.pvc", i);
    if (!p.is_object()) return std::unexpected(type_error(item, "an object", p));
    if (auto ok = check_keys(p, item,
                             {"name", "claimName", "path", "existingPvc", "readOnly", "ephemeral",
                              "dataSharing", "claimInfo", "exclude"});
        !ok) {
      return ok;
    }
    GPUQ_TRY(exclude, read_bool(p, "exclude", item));
    if (exclude.value_or(false)) continue;
    VolumeRequest v;
    GPUQ_TRY(claim, read_string(p, "claimName", item));
    if (!claim) return fail_at(field_path(item, "claimName"), "required: the volume's name");
    if (auto ok = check_name(*claim, field_path(item, "claimName")); !ok) return ok;
    v.name = *claim;
    for (const VolumeRequest& other : extras.volumes) {
      if (other.name == v.name)
        return fail_at(field_path(item, "claimName"), v.name + " is given twice");
    }
    GPUQ_TRY(path, read_string(p, "path", item));
    if (path) {
      if (auto ok = check_mount_path(*path, field_path(item, "path")); !ok) return ok;
      v.mount_path = *path;
    }
    GPUQ_TRY(existing, read_bool(p, "existingPvc", item));
    GPUQ_TRY(read_only, read_bool(p, "readOnly", item));
    GPUQ_TRY(ephemeral, read_bool(p, "ephemeral", item));
    GPUQ_TRY(sharing, read_bool(p, "dataSharing", item));
    (void)sharing;
    v.existing = existing.value_or(false);
    v.ephemeral = ephemeral.value_or(false) && !v.existing;
    v.read_only = read_only.value_or(false);
    GPUQ_TRY(info, read_object(p, "claimInfo", item));
    if (info != nullptr) {
      const std::string where = field_path(item, "claimInfo");
      if (!info->is_object()) return std::unexpected(type_error(where, "an object", *info));
      GPUQ_TRY(size, read_bytes(*info, "size", where));
      v.size = size.value_or(0);
    }
    extras.volumes.push_back(std::move(v));
  }
  return {};
}

core::Result<void> read_host_paths(const json& storage, RunExtras& extras) {
  GPUQ_TRY(list, read_array(storage, "hostPath", "spec.storage"));
  if (list == nullptr) return {};
  for (std::size_t i = 0; i < list->size(); ++i) {
    const json& h = (*list)[i];
    const std::string item = index_path("spec.storage.hostPath", i);
    if (!h.is_object()) return std::unexpected(type_error(item, "an object", h));
    if (auto ok = check_keys(
            h, item, {"name", "path", "mountPath", "readOnly", "mountPropagation", "exclude"});
        !ok) {
      return ok;
    }
    GPUQ_TRY(exclude, read_bool(h, "exclude", item));
    if (exclude.value_or(false)) continue;
    HostPathRequest r;
    GPUQ_TRY(path, read_string(h, "path", item));
    if (!path) return fail_at(field_path(item, "path"), "required: the host directory");
    if (path->empty() || path->front() != '/') {
      return fail_at(field_path(item, "path"), "must be an absolute path, got \"" + *path + "\"");
    }
    r.path = *path;
    GPUQ_TRY(mount, read_string(h, "mountPath", item));
    if (mount && *mount != *path) {
      if (auto ok = check_mount_path(*mount, field_path(item, "mountPath")); !ok) return ok;
      r.mount_path = *mount;
    }
    GPUQ_TRY(read_only, read_bool(h, "readOnly", item));
    r.read_only = read_only.value_or(true);
    GPUQ_TRY(propagation, read_string(h, "mountPropagation", item));
    if (propagation && *propagation != "None" && *propagation != "HostToContainer") {
      return fail_at(field_path(item, "mountPropagation"),
                     "must be None or HostToContainer, not \"" + *propagation + "\"");
    }
    extras.host_paths.push_back(std::move(r));
  }
  return {};
}

}  // namespace

core::Result<void> read_storage(const json& spec, RunExtras& extras) {
  GPUQ_TRY(storage, read_object(spec, "storage", "spec"));
  if (storage == nullptr) return {};
  if (!storage->is_object())
    return std::unexpected(type_error("spec.storage", "an object", *storage));
  for (const auto& [key, value] : storage->items()) {
    if (key != "pvc" && key != "hostPath" && !value.is_null() &&
        !(value.is_array() && value.empty())) {
      return fail_at("spec.storage." + key,
                     "this machine has only pvc (gpuq volumes) and hostPath storage");
    }
  }
  if (auto ok = read_pvcs(*storage, extras); !ok) return ok;
  return read_host_paths(*storage, extras);
}

}  // namespace gpuq::daemon::api
