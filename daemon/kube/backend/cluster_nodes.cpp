#include "daemon/kube/backend/cluster_nodes.h"

#include <algorithm>

namespace gpuq::daemon::kube {

nlohmann::json trim_node(const nlohmann::json& node) {
  nlohmann::json out = {{"metadata", {{"name", node["metadata"].value("name", "")}}}};
  out["metadata"]["labels"] = node["metadata"].value("labels", nlohmann::json::object());
  out["status"]["allocatable"] =
      node.value("status", nlohmann::json::object()).value("allocatable", nlohmann::json::object());
  return out;
}

nlohmann::json trim_queue(const nlohmann::json& queue) {
  return {{"metadata",
           {{
                "name",
                queue["metadata"].value("name", ""),
            },
            {"labels", queue["metadata"].value("labels", nlohmann::json::object())}}},
          {"spec", queue.value("spec", nlohmann::json::object())}};
}

int64_t quantity(const std::string& text, int64_t scale) {
  if (text.empty()) return -1;
  static const std::pair<const char*, double> kSuffixes[] = {
      {"Ki", 1024.0}, {"Mi", 1048576.0}, {"Gi", 1073741824.0}, {"Ti", 1099511627776.0},
      {"k", 1e3},     {"M", 1e6},        {"G", 1e9},           {"T", 1e12},
      {"m", 1e-3}};
  std::size_t used = 0;
  double value = 0;
  try {
    value = std::stod(text, &used);
  } catch (...) {
    return -1;
  }
  const std::string suffix = text.substr(used);
  double factor = 1;
  if (!suffix.empty()) {
    factor = 0;
    for (const auto& [s, f] : kSuffixes) {
      if (suffix == s) factor = f;
    }
    if (factor == 0) return -1;
  }
  return static_cast<int64_t>(value * factor * static_cast<double>(scale) + 0.5);
}

NodeInfo node_info(const nlohmann::json& node) {
  NodeInfo info;
  const auto& labels = node["metadata"]["labels"];
  const auto& allocatable = node["status"]["allocatable"];
  info.spec.name = node["metadata"].value("name", "");
  info.spec.pool = labels.value("kai.scheduler/node-pool", "default");
  info.spec.gpu_count = static_cast<int>(
      std::max<int64_t>(0, quantity(allocatable.value("nvidia.com/gpu", std::string("0")), 1)));
  const int64_t mib = quantity(labels.value("nvidia.com/gpu.memory", std::string()), 1);
  if (mib > 0) info.spec.gpu_memory = mib << 20;
  info.spec.cpu = quantity(allocatable.value("cpu", std::string()), 1000);
  info.spec.memory = quantity(allocatable.value("memory", std::string()), 1);
  for (const auto& [k, v] : labels.items()) {
    if (v.is_string()) info.spec.labels[k] = v.get<std::string>();
  }
  return info;
}

}  // namespace gpuq::daemon::kube
