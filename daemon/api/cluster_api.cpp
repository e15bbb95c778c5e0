// GET /api/v1/nodes (each device says who holds it: workload, project, pod
// and portion; and its memory in use when NVML can tell, else null),
// /api/v1/nodepools (and /api/v1/node-pools),
// /api/v1/version (public) and /metrics (Prometheus text).
#include <map>

#include "core/duration.h"
#include "daemon/api/json_read.h"
#include "daemon/api/metrics_text.h"
#include "daemon/api/project_json.h"
#include "daemon/api/routes.h"
#include "daemon/service/min_runtime_settings.h"

#ifndef GPUQ_VERSION
#define GPUQ_VERSION "0.0.0"
#endif

namespace gpuq::daemon::api {
namespace {

using json = nlohmann::json;

std::string placement_name(core::Placement p) {
  return p == core::Placement::spread ? "spread" : "binpack";
}

// The placed pods on each of `node`'s devices, with the thousandths each holds.
std::vector<std::vector<json>> device_holders(const NodeInfo& node, const StateIndex& index,
                                              std::vector<int64_t>& used) {
  std::vector<std::vector<json>> holders(node.devices.size());
  used.assign(node.devices.size(), 0);
  for (const Workload& w : index.state().workloads) {
    for (const Pod& p : w.pods) {
      if (!is_placed(p.phase) || p.node != node.spec.name) continue;
      for (const core::DeviceShare& d : p.devices) {
        if (d.index < 0 || d.index >= static_cast<int>(used.size())) continue;
        const auto i = static_cast<std::size_t>(d.index);
        used[i] += d.portion;
        const Project* project = index.project(w.project_id);
        holders[i].push_back({{"workload", w.name},
                              {"workloadId", w.id},
                              {"project", project != nullptr ? json(project->name) : json(nullptr)},
                              {"pod", pod_name(w, p)},
                              {"portion", static_cast<double>(d.portion) / 1000.0}});
      }
    }
  }
  return holders;
}

json device_json(const GpuDevice& d, json allocated, json holders) {
  json mig = json::array();
  for (const MigDevice& m : d.mig) {
    mig.push_back({{"profile", m.profile}, {"uuid", m.uuid}, {"index", m.index}});
  }
  return {{"index", d.index},
          {"uuid", d.uuid},
          {"model", d.model},
          {"memory", d.memory},
          {"memoryUsed", nullptr},
          {"mig", mig},
          {"allocated", std::move(allocated)},
          {"holders", std::move(holders)}};
}

json node_json(const NodeInfo& n, const StateIndex& index) {
  std::vector<int64_t> used;
  std::vector<std::vector<json>> holders = device_holders(n, index, used);
  json devices = json::array();
  int64_t total = 0;
  for (std::size_t i = 0; i < n.devices.size(); ++i) {
    devices.push_back(
        device_json(n.devices[i], static_cast<double>(used[i]) / 1000.0, std::move(holders[i])));
    total += used[i];
  }
  for (const GpuDevice& d : n.mig_devices) {
    devices.push_back(device_json(d, nullptr, json::array()));
  }
  json gpu_type = nullptr;
  if (!n.devices.empty()) gpu_type = n.devices.front().model;
  if (gpu_type.is_null() && !n.mig_devices.empty()) gpu_type = n.mig_devices.front().model;
  return {
      {"name", n.spec.name},
      {"id", n.spec.name},
      {"status", "Ready"},
      {"nodePool", n.spec.pool},
      {"gpuInfo",
       {{"gpuType", gpu_type},
        {"gpuCount", n.spec.gpu_count},
        {"gpuMemory", n.spec.gpu_count > 0 ? json(n.spec.gpu_memory) : json(nullptr)},
        {"allocatedGpus", static_cast<double>(total) / 1000.0},
        {"migInstances", n.spec.mig}}},
      {"devices", std::move(devices)},
      {"cpu", n.spec.cpu == core::kUnlimited ? json(nullptr)
                                             : json(static_cast<double>(n.spec.cpu) / 1000.0)},
      {"memory", n.spec.memory == core::kUnlimited ? json(nullptr) : json(n.spec.memory)},
  };
}

core::Result<HttpResponse> nodes(ApiContext& c) {
  json items = json::array();
  c.service.read([&](const State& s) {
    const StateIndex index(s);
    for (const NodeInfo& n : s.nodes) items.push_back(node_json(n, index));
  });
  // Outside the state's lock: asking NVML takes a while.
  for (json& node : items) {
    for (json& device : node["devices"]) {
      auto used = c.service.gpus().memory_used(device["uuid"].get<std::string>());
      if (used) device["memoryUsed"] = *used;
    }
  }
  return json_response(200, {{"nodes", std::move(items)}});
}

// Each pool of the machine, as /api/v1/node-pools lists it.
json pool_items(ApiContext& c) {
  std::map<std::string, const PoolConfig*> configured;
  for (const PoolConfig& p : c.service.config().pools) configured[p.name] = &p;
  json items = json::array();
  c.service.read([&](const State& s) {
    const StateIndex index(s);
    for (const std::string& pool : pool_names(s)) {
      json names = json::array();
      int gpus = 0;
      int64_t allocated = 0;  // thousandths of a GPU
      for (const NodeInfo& n : s.nodes) {
        if (n.spec.pool != pool) continue;
        names.push_back(n.spec.name);
        gpus += n.spec.gpu_count;
        std::vector<int64_t> used;
        device_holders(n, index, used);
        for (int64_t u : used) allocated += u;
      }
      auto it = configured.find(pool);
      core::Placement gpu =
          it != configured.end() ? it->second->placement_gpu : core::Placement::binpack;
      core::Placement cpu =
          it != configured.end() ? it->second->placement_cpu : core::Placement::binpack;
      json placement = {{"gpu", placement_name(gpu)}, {"cpu", placement_name(cpu)}};
      auto min_runtime = pool_min_guaranteed_runtime(s, c.service.config(), pool);
      items.push_back(
          {{"name", pool},
           {"id", pool},
           {"phase", "Ready"},
           {"status", "Ready"},
           {"placementStrategy", placement},
           {"schedulingConfiguration",
            {{"placementStrategy", placement},
             {"minGuaranteedRuntime",
              min_runtime ? json(core::format_duration(*min_runtime)) : json(nullptr)}}},
           {"gpuCount", gpus},
           {"allocatedGpus", static_cast<double>(allocated) / 1000.0},
           {"nodes", std::move(names)}});
    }
  });
  return items;
}

core::Result<HttpResponse> node_pools(ApiContext& c) {
  return json_response(200, {{"nodepools", pool_items(c)}});
}

// PUT or PATCH /api/v1/node-pools/{name}: {"schedulingConfiguration":
// {"minGuaranteedRuntime": "1h"}}; "inherit" returns to the configuration's.
// Other settings of a pool are its configuration's and cannot change here.
core::Result<HttpResponse> update_node_pool(ApiContext& c) {
  GPUQ_TRY(body, parse_json_body(c.request.body));
  if (!body.is_object()) return std::unexpected(type_error("body", "an object", body));
  if (auto ok = check_keys(body, "", {"name", "id", "schedulingConfiguration"}); !ok) {
    return std::unexpected(ok.error());
  }
  GPUQ_TRY(scheduling, read_object(body, "schedulingConfiguration", ""));
  if (scheduling == nullptr) {
    return fail_at("schedulingConfiguration", "required: the settings to change");
  }
  if (auto ok = check_keys(*scheduling, "schedulingConfiguration", {"minGuaranteedRuntime"}); !ok) {
    return std::unexpected(ok.error());
  }
  PoolSettings settings;
  settings.name = c.params.at(0);
  c.service.read([&](const State& s) {
    if (auto it = s.pool_settings.find(settings.name); it != s.pool_settings.end()) {
      settings = it->second;
    }
  });
  if (const json* v = member(*scheduling, "minGuaranteedRuntime");
      v != nullptr && *v == "inherit") {
    settings.min_guaranteed_runtime_s.reset();
  } else {
    GPUQ_TRY(seconds,
             read_duration(*scheduling, "minGuaranteedRuntime", "schedulingConfiguration"));
    if (seconds) settings.min_guaranteed_runtime_s = *seconds;
  }
  GPUQ_TRY(updated, c.service.update_pool(c.caller, std::move(settings)));
  for (json& pool : pool_items(c)) {
    if (pool["name"] == updated.name) return json_response(200, std::move(pool));
  }
  return core::fail("no node pool " + updated.name, "", core::Error::Code::not_found);
}

core::Result<HttpResponse> version(ApiContext&) {
  return json_response(
      200, {{"version", GPUQ_VERSION},
            {"apiLevel", 1},
            {"capabilities",
             {"workloads", "trainings", "workspaces", "inferences", "projects", "departments",
              "logs", "events", "nodes", "nodepools", "tokens", "metrics"}}});
}

core::Result<HttpResponse> metrics(ApiContext& c) {
  HttpResponse r;
  r.content_type = "text/plain; version=0.0.4; charset=utf-8";
  c.service.read([&](const State& s) { r.body = metrics_text(s); });
  r.body += store_metrics_text(c.service.failed_commits());
  return r;
}

}  // namespace

void add_cluster_routes(Router& router) {
  router.add("GET", "/api/v1/nodes", nodes);
  router.add("GET", "/api/v1/nodepools", node_pools);
  router.add("GET", "/api/v1/node-pools", node_pools);
  for (const char* method : {"PUT", "PATCH"}) {
    router.add(method, "/api/v1/nodepools/{name}", update_node_pool);
    router.add(method, "/api/v1/node-pools/{name}", update_node_pool);
  }
  // Public on TCP too: `gpuq login` and health checks tell a gpuq server by it
  // before any token is given; it says nothing of the machine's state.
  router.add("GET", "/api/v1/version", version, /*is_public=*/true);
  router.add("GET", "/metrics", metrics);
}

}  // namespace gpuq::daemon::api
