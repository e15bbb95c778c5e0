#include "daemon/api/workload_update.h"

#include <algorithm>
#include <array>
#include <string_view>

#include "daemon/api/json_read.h"

namespace gpuq::daemon::api {
namespace {

constexpr std::array<std::string_view, 11> kChangeable = {
    "command",         "args",       "image",
    "imagePullPolicy", "workingDir", "environmentVariables",
    "compute",         "nodePools",  "terminationGracePeriodSeconds",
    "labels",          "annotations"};

// The fields that together say which GPUs a pod asks for.
constexpr std::array<std::string_view, 7> kGpuFields = {
    "gpuDevicesRequest", "gpuRequestType", "gpuPortionRequest", "gpuPortionLimit",
    "gpuMemoryRequest",  "gpuMemoryLimit", "migProfile"};

core::Result<void> merge_environment(json& spec, const json& changes) {
  const std::string path = "spec.environmentVariables";
  if (!changes.is_array())
    return std::unexpected(type_error(path, "a list of {name, value}", changes));
  json env = spec.contains("environmentVariables") ? spec["environmentVariables"] : json::array();
  if (env.is_object()) {  // {NAME: value}, the other form the API reads
    json list = json::array();
    for (const auto& [name, value] : env.items())
      list.push_back({{"name", name}, {"value", value}});
    env = std::move(list);
  }
  if (!env.is_array()) env = json::array();
  for (std::size_t i = 0; i < changes.size(); ++i) {
    const json& change = changes[i];
    const std::string item = index_path(path, i);
    if (!change.is_object()) return std::unexpected(type_error(item, "{name, value}", change));
    const json* name = member(change, "name");
    if (name == nullptr || !name->is_string() || name->get_ref<const std::string&>().empty()) {
      return fail_at(field_path(item, "name"), "required: a variable name");
    }
    json kept = json::array();
    for (json& e : env) {
      const json* n = e.is_object() ? member(e, "name") : nullptr;
      if (n == nullptr || *n != *name) kept.push_back(std::move(e));
    }
    env = std::move(kept);
    if (member(change, "value") != nullptr) env.push_back(change);
  }
  spec["environmentVariables"] = std::move(env);
  return {};
}

core::Result<void> merge_compute(json& spec, const json& changes) {
  if (!changes.is_object())
    return std::unexpected(type_error("spec.compute", "an object", changes));
  json compute =
      spec.contains("compute") && spec["compute"].is_object() ? spec["compute"] : json::object();
  const bool new_gpu = std::any_of(kGpuFields.begin(), kGpuFields.end(),
                                   [&](std::string_view k) { return changes.contains(k); });
  if (new_gpu) {
    for (std::string_view k : kGpuFields) compute.erase(std::string(k));
  }
  // The Kubernetes-style form of what changes goes (spec.resources: cpu,
  // mem, gpu), or the two would say it twice.
  if (spec.contains("resources") && spec["resources"].is_object()) {
    json& resources = spec["resources"];
    if (new_gpu) resources.erase("gpu");
    if (changes.contains("cpuCoreRequest") || changes.contains("cpuCoreLimit")) {
      resources.erase("cpu");
    }
    if (changes.contains("cpuMemoryRequest") || changes.contains("cpuMemoryLimit")) {
      resources.erase("mem");
    }
  }
  compute.merge_patch(changes);
  spec["compute"] = std::move(compute);
  return {};
}

}  // namespace

core::Result<json> merge_update(const json& stored, const json& body) {
  if (!body.is_object()) return std::unexpected(type_error("body", "an object", body));
  for (const auto& [key, value] : body.items()) {
    if (key != "spec") {
      return fail_at(key,
                     "cannot be changed by an update (only spec; delete and submit again "
                     "to change it)");
    }
  }
  const json* patch = member(body, "spec");
  if (patch == nullptr || !patch->is_object()) {
    return fail_at("spec", "required: an object with the fields of the spec that change");
  }
  if (patch->empty()) return fail_at("spec", "nothing to update: give the fields that change");
  json spec = stored.is_object() ? stored : json::object();
  for (const auto& [key, value] : patch->items()) {
    if (std::find(kChangeable.begin(), kChangeable.end(), key) == kChangeable.end()) {
      return fail_at(field_path("spec", key),
                     "cannot be changed by an update (it can: command, args, image, "
                     "imagePullPolicy, workingDir, environmentVariables, compute, nodePools, "
                     "terminationGracePeriodSeconds, labels, annotations)");
    }
    if (key == "environmentVariables" && !value.is_null()) {
      if (auto ok = merge_environment(spec, value); !ok) return std::unexpected(ok.error());
    } else if (key == "compute" && !value.is_null()) {
      if (auto ok = merge_compute(spec, value); !ok) return std::unexpected(ok.error());
    } else if (value.is_null()) {
      spec.erase(key);
    } else {
      spec[key] = value;
    }
  }
  // A new command line comes whole: the old one's args were its own.
  if (patch->contains("command") && !patch->contains("args")) spec.erase("args");
  return spec;
}

}  // namespace gpuq::daemon::api
