#include "daemon/kube/pod_placement.h"

#include "daemon/kube/workload_objects.h"

namespace gpuq::daemon::kube {
namespace {

using nlohmann::json;

const json* member(const json& object, const char* key) {
  if (!object.is_object()) return nullptr;
  auto it = object.find(key);
  return it == object.end() || it->is_null() ? nullptr : &*it;
}

json toleration(const json& t) {
  json out = json::object();
  for (const char* key : {"key", "operator", "value"}) {
    if (const json* v = member(t, key); v != nullptr && v->is_string()) out[key] = *v;
  }
  if (const json* effect = member(t, "effect");
      effect != nullptr && effect->is_string() && *effect != "Any") {
    out["effect"] = *effect;
  }
  if (const json* seconds = member(t, "seconds"); seconds != nullptr && seconds->is_number()) {
    out["tolerationSeconds"] = *seconds;
  }
  return out;
}

}  // namespace

void apply_placement(const Workload& w, json& pod_template) {
  json& spec = pod_template["spec"];
  json& container = spec["containers"][0];
  // KAI puts a pod without the label in its default pool.
  if (!w.node_pools.empty() && w.node_pools[0] != "default") {
    pod_template["metadata"]["labels"][kNodePoolLabel] = w.node_pools[0];
  }
  const json given = json::parse(w.spec_json, nullptr, false);
  if (!given.is_object()) return;

  json selector = json::object();
  if (const json* type = member(given, "nodeType"); type != nullptr && type->is_string()) {
    selector[kNodeTypeLabel] = *type;
  }
  if (const json* chosen = member(given, "node_selector");
      chosen != nullptr && chosen->is_object()) {
    for (const auto& [k, v] : chosen->items()) {
      if (v.is_string()) selector[k] = v;
    }
  }
  if (!selector.empty()) spec["nodeSelector"] = std::move(selector);

  if (const json* list = member(given, "tolerations"); list != nullptr && list->is_array()) {
    json out = json::array();
    for (const json& t : *list) {
      if (const json* excluded = member(t, "exclude"); excluded != nullptr && *excluded == true) {
        continue;
      }
      out.push_back(toleration(t));
    }
    if (!out.empty()) spec["tolerations"] = std::move(out);
  }

  json affinity = json::object();
  if (const json* as_given = member(given, "affinity");
      as_given != nullptr && as_given->is_object()) {
    affinity = *as_given;
  }
  if (const json* required = member(given, "nodeAffinityRequired");
      required != nullptr && required->is_object()) {
    affinity["nodeAffinity"]["requiredDuringSchedulingIgnoredDuringExecution"] = *required;
  }
  if (const json* pod = member(given, "podAffinity"); pod != nullptr && pod->is_object()) {
    const json* key = member(*pod, "key");
    if (key != nullptr && key->is_string()) {
      json term = {{"labelSelector", {{"matchLabels", {{kWorkloadIdLabel, w.id}}}}},
                   {"topologyKey", *key}};
      if (pod->value("type", "Required") == "Preferred") {
        affinity["podAffinity"]["preferredDuringSchedulingIgnoredDuringExecution"] =
            json::array({{{"weight", 100}, {"podAffinityTerm", std::move(term)}}});
      } else {
        affinity["podAffinity"]["requiredDuringSchedulingIgnoredDuringExecution"] =
            json::array({std::move(term)});
      }
    }
  }
  if (!affinity.empty()) spec["affinity"] = std::move(affinity);

  if (const json* policy = member(given, "imagePullPolicy");
      policy != nullptr && policy->is_string()) {
    container["imagePullPolicy"] = *policy;
  }
  if (const json* security = member(given, "security"); security != nullptr) {
    if (const json* non_root = member(*security, "runAsNonRoot");
        non_root != nullptr && non_root->is_boolean()) {
      spec["securityContext"]["runAsNonRoot"] = *non_root;
    }
  }
}

}  // namespace gpuq::daemon::kube
