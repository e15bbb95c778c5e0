#include "daemon/api/profile_json.h"

#include "core/model.h"
#include "core/quantity.h"

namespace gpuq::daemon::api {

using nlohmann::json;

json profile_compute_fields(const ProfileConfig& p) {
  json out = json::object();
  auto field = [&](const char* key) -> const std::string* {
    auto it = p.fields.find(key);
    return it == p.fields.end() ? nullptr : &it->second;
  };
  if (const std::string* gpu = field("gpu")) {
    auto milli = core::parse_milli(*gpu);
    if (milli && *milli >= core::kMilli) {
      out["gpuDevicesRequest"] = *milli / core::kMilli;
    } else if (milli) {
      out["gpuDevicesRequest"] = 1;
      out["gpuRequestType"] = "portion";
      out["gpuPortionRequest"] = static_cast<double>(*milli) / 1000.0;
    }
    if (const std::string* limit = field("gpu_limit")) {
      if (auto l = core::parse_milli(*limit)) {
        out["gpuPortionLimit"] = static_cast<double>(*l) / 1000.0;
      }
    }
  }
  if (const std::string* mem = field("gpu_memory")) {
    out["gpuDevicesRequest"] = 1;
    out["gpuRequestType"] = "memory";
    out["gpuMemoryRequest"] = *mem;
    if (const std::string* limit = field("gpu_memory_limit")) out["gpuMemoryLimit"] = *limit;
  }
  if (const std::string* mig = field("mig")) {
    out["gpuDevicesRequest"] = 1;
    out["gpuRequestType"] = "migProfile";
    out["migProfile"] = *mig;
  }
  const std::pair<const char*, const char*> plain[] = {{"cpu", "cpuCoreRequest"},
                                                       {"cpu_limit", "cpuCoreLimit"},
                                                       {"mem", "cpuMemoryRequest"},
                                                       {"mem_limit", "cpuMemoryLimit"},
                                                       {"disk", "disk"}};
  for (const auto& [from, to] : plain) {
    if (const std::string* v = field(from)) out[to] = *v;
  }
  if (const std::string* shm = field("large_shm")) out["largeShmRequest"] = *shm == "true";
  json pools = json::array();
  if (const std::string* pool = field("node_pool")) pools.push_back(*pool);
  if (const std::string* list = field("node_pools")) {
    std::size_t start = 0;
    while (start <= list->size()) {
      std::size_t end = std::min(list->find(',', start), list->size());
      if (end > start) pools.push_back(list->substr(start, end - start));
      start = end + 1;
    }
  }
  if (!pools.empty()) out["nodePools"] = std::move(pools);
  return out;
}

json profile_json(const ProfileConfig& p) {
  json out = {{"name", p.name}, {"description", p.description}};
  for (const auto& [k, v] : p.fields) out[k == "compute" ? "computeResource" : k] = v;
  out["computeSpec"] = profile_compute_fields(p);
  return out;
}

}  // namespace gpuq::daemon::api
