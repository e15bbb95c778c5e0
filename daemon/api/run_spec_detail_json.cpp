// add_run_spec_detail(): the run spec's part of GET /api/v1/workloads/{id}.
#include "core/quantity.h"
#include "daemon/api/workload_json.h"
#include "daemon/model/asset_model.h"
#include "daemon/model/run_extras.h"

namespace gpuq::daemon::api {

using json = nlohmann::json;

void add_run_spec_detail(const Workload& w, const StateIndex& index, json& out) {
  static const RunExtras kNone;
  const RunExtras* extras = w.run.extras != nullptr ? w.run.extras.get() : &kNone;
  out["resolvedCompute"] = extras->resolved;
  json run = json::object();
  run["computeResource"] = extras->compute_resource_id == 0
                               ? json(nullptr)
                               : json{{"id", std::to_string(extras->compute_resource_id)},
                                      {"name", extras->compute_resource}};
  run["profile"] = extras->profile.empty() ? json(nullptr) : json(extras->profile);
  run["secrets"] = extras->secrets;  // names only: values never leave the daemon
  json volumes = json::array();
  (void)index;
  for (const VolumeRequest& v : extras->volumes) {
    volumes.push_back({{"name", v.name},
                       {"mountPath", v.mount_path.empty() ? json(nullptr) : json(v.mount_path)},
                       {"size", v.size > 0 ? json(core::format_bytes(v.size)) : json(nullptr)},
                       {"readOnly", v.read_only},
                       {"existing", v.existing},
                       {"ephemeral", v.ephemeral}});
  }
  run["volumes"] = std::move(volumes);
  json host_paths = json::array();
  for (const HostPathRequest& h : extras->host_paths) {
    host_paths.push_back({{"path", h.path},
                          {"mountPath", h.mount_path.empty() ? json(h.path) : json(h.mount_path)},
                          {"readOnly", h.read_only}});
  }
  run["hostPaths"] = std::move(host_paths);
  run["scratchDisk"] = extras->disk > 0 ? json(core::format_bytes(extras->disk)) : json(nullptr);
  run["fsGroup"] = extras->fs_group >= 0 ? json(extras->fs_group) : json(nullptr);
  json no_effect = json::array();
  for (const std::string& key : extras->no_effect) {
    no_effect.push_back(
        {{"field", key},
         {"message", key + " is recorded for the Kubernetes backend and had no effect on this "
                           "machine"}});
  }
  run["noEffect"] = std::move(no_effect);
  run["autoDeletionTimeAfterCompletionSeconds"] =
      extras->delete_after_s >= 0 ? json(extras->delete_after_s) : json(nullptr);
  out["runSpec"] = std::move(run);
}

}  // namespace gpuq::daemon::api
