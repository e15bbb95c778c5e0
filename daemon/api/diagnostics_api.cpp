// GET /api/v1/diagnostics: what the daemon knows of its own set-up, for
// `gpuq doctor` and bug reports: where its GPUs come from (NVML and the
// driver's version, a mock, or none and why), how pods' limits are kept
// (cgroup v2 or process-tree watching), its state directory (writable, free
// space against the reserve pod logs leave), its socket and its clock.
// Any authenticated caller may read it; it holds no workload's data.
#include <sys/statvfs.h>
#include <unistd.h>

#include "daemon/api/routes.h"
#include "daemon/model/iso_time.h"

namespace gpuq::daemon::api {
namespace {

using json = nlohmann::json;

json state_dir_json(const DaemonConfig& config) {
  json out = {{"path", config.state_dir},
              {"writable", ::access(config.state_dir.c_str(), W_OK) == 0},
              {"logDiskReserveBytes", config.policy.log_disk_reserve}};
  struct statvfs fs {};
  if (::statvfs(config.state_dir.c_str(), &fs) == 0) {
    out["freeBytes"] = static_cast<int64_t>(fs.f_bavail) * static_cast<int64_t>(fs.f_frsize);
    out["sizeBytes"] = static_cast<int64_t>(fs.f_blocks) * static_cast<int64_t>(fs.f_frsize);
  }
  return out;
}

core::Result<HttpResponse> diagnostics(ApiContext& c) {
  const DaemonConfig& config = c.service.config();
  GpuInventory& gpus = c.service.gpus();
  const ProcessRunner* runner = c.service.runner();
  json body = {
      {"version", GPUQ_VERSION},
      {"backend", config.backend},
      {"time", format_iso8601(c.service.clock().now_ms())},
      {"gpus", {{"source", gpus.source()}, {"devices", gpus.devices().size()}}},
      {"limits", runner != nullptr ? json(runner->limits_mode()) : json(nullptr)},
      {"podShim", runner != nullptr ? json(runner->shim_mode()) : json(nullptr)},
      {"stateDir", state_dir_json(config)},
      {"socket", {{"path", config.socket_path}, {"group", config.socket_group}}},
  };
  return json_response(200, body);
}

}  // namespace

void add_diagnostics_routes(Router& router) {
  router.add("GET", "/api/v1/diagnostics", diagnostics);
}

}  // namespace gpuq::daemon::api
