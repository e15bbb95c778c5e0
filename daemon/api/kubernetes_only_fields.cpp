#include "daemon/api/kubernetes_only_fields.h"

#include <algorithm>
#include <array>
#include <string>
#include <string_view>

#include "daemon/api/json_read.h"

namespace gpuq::daemon::api {
namespace {

using json = nlohmann::json;

template <std::size_t N>
core::Result<void> one_of(const json& object, std::string_view key, const std::string& parent,
                          const std::array<std::string_view, N>& allowed) {
  GPUQ_TRY(value, read_string(object, key, parent));
  if (!value || std::find(allowed.begin(), allowed.end(), *value) != allowed.end()) return {};
  std::string names;
  for (std::string_view a : allowed) names += (names.empty() ? "" : ", ") + std::string(a);
  return fail_at(parent + "." + std::string(key),
                 "must be one of " + names + ", not \"" + *value + "\"");
}

core::Result<void> check_tolerations(const json& spec) {
  GPUQ_TRY(list, read_array(spec, "tolerations", "spec"));
  if (list == nullptr) return {};
  for (std::size_t i = 0; i < list->size(); ++i) {
    const json& t = (*list)[i];
    const std::string path = "spec.tolerations[" + std::to_string(i) + "]";
    if (!t.is_object()) return std::unexpected(type_error(path, "an object", t));
    if (auto ok = check_keys(t, path,
                             {"name", "operator", "key", "value", "effect", "seconds", "exclude"});
        !ok) {
      return ok;
    }
    if (auto ok = one_of(t, "operator", path, std::array<std::string_view, 2>{"Equal", "Exists"});
        !ok) {
      return ok;
    }
    if (auto ok = one_of(
            t, "effect", path,
            std::array<std::string_view, 4>{"NoSchedule", "NoExecute", "PreferNoSchedule", "Any"});
        !ok) {
      return ok;
    }
    for (const char* key : {"name", "key", "value"}) {
      GPUQ_TRY(text, read_string(t, key, path));
      (void)text;
    }
    GPUQ_TRY(seconds, read_int(t, "seconds", path, 1));
    GPUQ_TRY(exclude, read_bool(t, "exclude", path));
    (void)seconds;
    (void)exclude;
  }
  return {};
}

}  // namespace

core::Result<void> record_kubernetes_only_fields(const json& body, const json& spec,
                                                 RunExtras& extras) {
  GPUQ_TRY(node_type, read_string(spec, "nodeType", "spec"));
  (void)node_type;
  if (auto ok = one_of(spec, "imagePullPolicy", "spec",
                       std::array<std::string_view, 3>{"Always", "IfNotPresent", "Never"});
      !ok) {
    return ok;
  }
  if (auto ok = check_tolerations(spec); !ok) return ok;
  if (const json* t = member(body, "templateId");
      t != nullptr && !t->is_string() && !t->is_number_integer()) {
    return std::unexpected(type_error("templateId", "a string or an integer", *t));
  }
  for (const char* key : {"nodeType", "imagePullPolicy", "tolerations", "node_selector", "affinity",
                          "nodeAffinityRequired", "podAffinity"}) {
    if (member(spec, key) != nullptr) extras.no_effect.push_back(key);
  }
  if (member(body, "templateId") != nullptr) extras.no_effect.push_back("templateId");
  return {};
}

}  // namespace gpuq::daemon::api
