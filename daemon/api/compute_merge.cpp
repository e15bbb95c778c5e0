#include "daemon/api/compute_merge.h"

#include <array>
#include <string_view>

namespace gpuq::daemon::api {
namespace {

using nlohmann::json;

constexpr std::array<std::string_view, 7> kGpuFields = {
    "gpuDevicesRequest", "gpuRequestType", "gpuPortionRequest", "gpuPortionLimit",
    "gpuMemoryRequest",  "gpuMemoryLimit", "migProfile"};
constexpr std::array<std::string_view, 8> kOwnFields = {
    "cpuCoreRequest",  "cpuCoreLimit",      "cpuMemoryRequest", "cpuMemoryLimit",
    "largeShmRequest", "extendedResources", "nodePools",        "disk"};

bool has(const json& fields, std::string_view key) {
  auto it = fields.find(key);
  return it != fields.end() && !it->is_null();
}

}  // namespace

MergedCompute merge_compute(const std::vector<ComputeLayer>& layers) {
  MergedCompute out;
  auto take = [&](std::string_view key, const json& value, const std::string& source) {
    const std::string k(key);
    if (k == "nodePools") {
      out.node_pools = value;
    } else if (k == "disk") {
      out.disk = value;
    } else {
      out.compute[k] = value;
    }
    out.resolved[k] = {{"value", value}, {"source", source}};
  };
  // What a lower layer asked and did not get, so that describe can say so.
  auto overridden = [&](std::string_view key, const ComputeLayer& loser,
                        const std::string& winner) {
    const std::string k(key);
    json& entry = out.resolved[k];
    if (entry.is_null()) entry = {{"value", nullptr}, {"source", winner}};
    entry["overridden"].push_back({{"value", loser.fields[k]}, {"source", loser.source}});
  };
  const ComputeLayer* gpu_layer = nullptr;
  for (const ComputeLayer& layer : layers) {
    bool says_gpu = false;
    for (std::string_view k : kGpuFields) says_gpu = says_gpu || has(layer.fields, k);
    if (says_gpu) {
      for (std::string_view k : kGpuFields) {
        if (has(layer.fields, k)) take(k, layer.fields[std::string(k)], layer.source);
      }
      gpu_layer = &layer;
      break;
    }
  }
  if (gpu_layer != nullptr) {
    for (const ComputeLayer& layer : layers) {
      if (&layer == gpu_layer || layer.source == gpu_layer->source) continue;
      for (std::string_view k : kGpuFields) {
        if (has(layer.fields, k)) overridden(k, layer, gpu_layer->source);
      }
    }
  }
  for (std::string_view k : kOwnFields) {
    const ComputeLayer* winner = nullptr;
    for (const ComputeLayer& layer : layers) {
      if (!has(layer.fields, k)) continue;
      if (winner == nullptr) {
        take(k, layer.fields[std::string(k)], layer.source);
        winner = &layer;
      } else if (layer.source != winner->source &&
                 layer.fields[std::string(k)] != winner->fields[std::string(k)]) {
        overridden(k, layer, winner->source);
      }
    }
  }
  // A portion, GPU memory or a MIG profile is on one device unless said otherwise.
  const bool one_device = out.compute.contains("gpuPortionRequest") ||
                          out.compute.contains("gpuMemoryRequest") ||
                          out.compute.contains("migProfile");
  for (const char* k : {"gpuDevicesRequest", "cpuCoreRequest", "cpuMemoryRequest"}) {
    const bool devices = std::string_view(k) == "gpuDevicesRequest";
    if (!out.resolved.contains(k)) {
      out.resolved[k] = {{"value", devices && one_device ? 1 : 0}, {"source", "default"}};
    } else if (devices && out.resolved[k]["value"].is_null()) {
      out.resolved[k]["value"] = one_device ? 1 : 0;
    }
  }
  return out;
}

std::string describe_sources(const json& resolved) {
  std::string out;
  for (const auto& [k, v] : resolved.items()) {
    const std::string source = v.value("source", "");
    if (source == "default") continue;
    out += (out.empty() ? "" : ", ") + k + " from " + source;
  }
  return out.empty() ? out : "(" + out + ")";
}

}  // namespace gpuq::daemon::api
