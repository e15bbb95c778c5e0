#include "daemon/api/unknown_fields.h"

#include <algorithm>
#include <array>
#include <string_view>

#include "core/closest.h"
#include "core/printable.h"

namespace gpuq::daemon::api {
namespace {

// Read by parse_submit() and apply_run_spec(); clusterId is Run:ai's, and
// a single machine is its own cluster.
constexpr std::array<std::string_view, 8> kBody = {
    "name",    "projectId", "clusterId", "useGivenNameAsPrefix", "computeResource",
    "profile", "spec",      "templateId"};

// Read from the spec by the parsers of workload_request.cpp, run_spec.cpp,
// distributed_spec.cpp, ports_spec.cpp, storage_spec.cpp and
// kubernetes_only_fields.cpp.
constexpr std::array<std::string_view, 45> kSpec = {
    "command",
    "args",
    "image",
    "imagePullPolicy",
    "workingDir",
    "environmentVariables",
    "capturedFromClient",
    "labels",
    "annotations",
    "stdin",
    "tty",
    "security",
    "compute",
    "computeResource",
    "profile",
    "nodePools",
    "nodeType",
    "node_selector",
    "affinity",
    "nodeAffinityRequired",
    "podAffinity",
    "tolerations",
    "priorityClass",
    "preemptibility",
    "parallelism",
    "completions",
    "backoffLimit",
    "terminationGracePeriodSeconds",
    "autoDeletionTimeAfterCompletionSeconds",
    "ports",
    "exposedUrls",
    "storage",
    "distributedFramework",
    "numWorkers",
    "minReplicas",
    "maxReplicas",
    "noMaster",
    "masterSpec",
    "resources",
    "envs",
    "secrets",
    "volumes",
    "run_as_user",
    "run_as_group",
    "fs_group",
};

// The keys spec.compute holds, for a key given one level too high.
constexpr std::array<std::string_view, 13> kCompute = {
    "gpuDevicesRequest", "gpuRequestType",   "gpuPortionRequest", "gpuPortionLimit",
    "gpuMemoryRequest",  "gpuMemoryLimit",   "migProfile",        "cpuCoreRequest",
    "cpuCoreLimit",      "cpuMemoryRequest", "cpuMemoryLimit",    "largeShmRequest",
    "extendedResources"};

template <std::size_t N>
bool known(const std::array<std::string_view, N>& keys, std::string_view key) {
  return std::find(keys.begin(), keys.end(), key) != keys.end();
}

// A key is shortened so that what follows it (what was meant) is read;
// with_warnings() bounds how many are sent.
constexpr std::size_t kMaxKeyShown = 80;

template <std::size_t N>
std::string warning(const std::string& path, const std::string& key,
                    const std::array<std::string_view, N>& keys) {
  const std::string shown = core::printable(std::string_view(key).substr(0, kMaxKeyShown)) +
                            (key.size() > kMaxKeyShown ? "..." : "");
  std::string text = "unknown field \"" + path + shown + "\"";
  if (known(kCompute, key)) return text + " (spec.compute." + key + " is read)";
  if (auto near = core::closest(key, keys)) {
    return text + " (did you mean " + path + std::string(*near) + "?)";
  }
  return text;
}

}  // namespace

std::vector<std::string> unknown_field_warnings(const nlohmann::json& body) {
  std::vector<std::string> out;
  if (!body.is_object()) return out;
  auto add = [&](std::string text) { out.push_back(std::move(text)); };
  for (const auto& [key, value] : body.items()) {
    if (!known(kBody, key)) add(warning("", key, kBody));
  }
  auto spec = body.find("spec");
  if (spec != body.end() && spec->is_object()) {
    for (const auto& [key, value] : spec->items()) {
      if (!known(kSpec, key)) add(warning("spec.", key, kSpec));
    }
  }
  return out;
}

}  // namespace gpuq::daemon::api
