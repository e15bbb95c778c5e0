#include "daemon/api/pod_processes_json.h"

#include "core/quantity.h"

namespace gpuq::daemon::api {

void add_pod_processes(nlohmann::json& detail, const Workload& w, ProcessRunner& runner,
                       const GpuInventory& gpus) {
  nlohmann::json* pods = detail.contains("pods") ? &detail["pods"] : nullptr;
  if (pods == nullptr || !pods->is_array()) return;
  for (std::size_t i = 0; i < w.pods.size() && i < pods->size(); ++i) {
    const Pod& pod = w.pods[i];
    if (pod.pid <= 0) continue;
    nlohmann::json& out = (*pods)[i];
    std::vector<std::string> uuids;
    for (const nlohmann::json& d : out.value("devices", nlohmann::json::array())) {
      if (d.contains("uuid") && d["uuid"].is_string()) uuids.push_back(d["uuid"]);
    }
    for (const nlohmann::json& m : out.value("mig", nlohmann::json::array())) {
      if (m.contains("uuid") && m["uuid"].is_string()) uuids.push_back(m["uuid"]);
    }
    nlohmann::json processes = nlohmann::json::array();
    for (const ProcessInfo& p : runner.pod_process_info(ProcessId{pod.pid, pod.start_ticks})) {
      int64_t gpu_memory = 0;
      for (const std::string& uuid : uuids) gpu_memory += gpus.process_memory(p.pid, uuid);
      processes.push_back(
          {{"pid", p.pid},
           {"command", p.command},
           {"rss", p.rss_bytes > 0 ? nlohmann::json(core::format_bytes(p.rss_bytes)) : nullptr},
           {"gpuMemory",
            gpu_memory > 0 ? nlohmann::json(core::format_bytes(gpu_memory)) : nullptr}});
    }
    out["processes"] = std::move(processes);
  }
}

}  // namespace gpuq::daemon::api
