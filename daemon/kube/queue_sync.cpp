#include "daemon/kube/queue_sync.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace gpuq::daemon::kube {
namespace {

const char kApplyQuery[] = "?fieldManager=gpuq&force=true";
const char kApplyType[] = "application/apply-patch+yaml";
const char kMergePatchType[] = "application/merge-patch+json";

bool same_value(const nlohmann::json& a, const nlohmann::json& b) {
  if (a.is_number() && b.is_number()) {
    return std::fabs(a.get<double>() - b.get<double>()) < 1e-9;
  }
  return a == b;
}

std::string label_of(const nlohmann::json& object, const char* key) {
  const auto* labels = object.contains("metadata") ? &object["metadata"] : nullptr;
  if (labels == nullptr || !labels->contains("labels")) return {};
  const auto& map = (*labels)["labels"];
  auto it = map.find(key);
  return it != map.end() && it->is_string() ? it->get<std::string>() : std::string();
}

struct Syncer {
  ApiClient& client;
  QueueSyncResult result;

  core::Result<nlohmann::json> call(ApiRequest request) {
    ++result.requests;
    auto r = client.send(request);
    if (!r) return std::unexpected(r.error());
    for (auto& w : r->warnings) result.warnings.push_back(std::move(w));
    if (r->status < 200 || r->status > 299) {
      return std::unexpected(error_of(request, *r, client.describe_server()));
    }
    if (r->body.empty()) return nlohmann::json();
    auto doc = nlohmann::json::parse(r->body, nullptr, false);
    if (doc.is_discarded()) {
      return core::fail("the answer to " + request.method + " " + request.path + " is not JSON",
                        client.describe_server(), core::Error::Code::io);
    }
    return doc;
  }

  core::Result<std::map<std::string, nlohmann::json>> list(const std::string& path) {
    auto doc = call({"GET", path, "", ""});
    if (!doc) return std::unexpected(doc.error());
    std::map<std::string, nlohmann::json> out;
    if (doc->contains("items") && (*doc)["items"].is_array()) {
      for (auto& item : (*doc)["items"]) {
        std::string name = item["metadata"].value("name", "");
        out[std::move(name)] = std::move(item);
      }
    }
    return out;
  }

  core::Result<void> apply(const std::string& item_path, const nlohmann::json& object) {
    auto r = call({"PATCH", item_path + kApplyQuery, object.dump(), kApplyType});
    if (!r) return std::unexpected(r.error());
    return {};
  }

  // A JSON merge patch (RFC 7386): a null removes the key, whoever set it.
  core::Result<void> merge_patch(const std::string& item_path, const nlohmann::json& patch) {
    auto r = call({"PATCH", item_path, patch.dump(), kMergePatchType});
    if (!r) return std::unexpected(r.error());
    return {};
  }

  core::Result<void> remove(const std::string& item_path) {
    auto r = call({"DELETE", item_path + "?propagationPolicy=Background", "", ""});
    if (!r && r.error().code != core::Error::Code::not_found) return std::unexpected(r.error());
    return {};
  }
};

}  // namespace

std::vector<std::string> drift_of(const nlohmann::json& desired, const nlohmann::json& actual,
                                  const std::string& path) {
  std::vector<std::string> out;
  if (desired.is_object()) {
    for (const auto& [key, value] : desired.items()) {
      const std::string at = path + "." + key;
      if (!actual.is_object() || !actual.contains(key)) {
        out.push_back(at + " was missing, set back to " + value.dump());
        continue;
      }
      auto more = drift_of(value, actual[key], at);
      out.insert(out.end(), more.begin(), more.end());
    }
    return out;
  }
  if (!same_value(desired, actual)) {
    out.push_back(path + " was " + actual.dump() + ", set back to " + desired.dump());
  }
  return out;
}

core::Result<QueueSyncResult> sync_queues(ApiClient& client, const std::vector<Project>& projects,
                                          const KubeNaming& naming,
                                          const std::vector<std::string>& pools) {
  Syncer s{client, {}};
  auto queues = s.list(kQueuesPath);
  if (!queues) return std::unexpected(queues.error());
  // All of them: a namespace of a project's name that gpuq did not make
  // must be seen, to be left alone.
  auto namespaces = s.list("/api/v1/namespaces");
  if (!namespaces) return std::unexpected(namespaces.error());

  std::set<std::string> kept_queues, wanted_namespaces;
  WantedQueues wanted = wanted_queues(projects, pools, naming);
  for (auto& r : wanted.refused) s.result.refused.push_back(std::move(r));

  for (const WantedQueue& w : wanted.queues) {
    const auto& desired = w.object;
    const std::string item = std::string(kQueuesPath) + "/" + w.name;
    auto existing = queues->find(w.name);
    if (existing != queues->end() && !owned_by(existing->second, naming)) {
      s.result.refused.push_back("queue " + w.name +
                                 ": a Queue of that name exists that this gpuq did not create "
                                 "(labels app.kubernetes.io/managed-by=gpuq, gpuq.io/instance=" +
                                 naming.instance + "); it is left alone");
      s.result.foreign_queues.push_back(w.name);
      continue;
    }
    kept_queues.insert(w.name);
    if (existing == queues->end()) {
      if (auto ok = s.apply(item, desired); !ok) return std::unexpected(ok.error());
      s.result.created.push_back(w.name);
      continue;
    }
    const auto& actual = existing->second;
    const auto& actual_spec = actual.value("spec", nlohmann::json::object());
    auto drift = drift_of(desired["spec"], actual_spec);
    // Keys gpuq leaves out when unset: one still there is removed. An apply
    // that omits a field removes it only if gpuq's field manager owned it;
    // one another manager set (kubectl edit, a script) takes a merge patch
    // with null, or it would be reported as drift at every sync.
    nlohmann::json stale = nlohmann::json::object();
    for (const char* key : {"parentQueue", "preemptMinRuntime", "reclaimMinRuntime"}) {
      if (!desired["spec"].contains(key) && actual_spec.contains(key)) {
        drift.push_back("spec." + std::string(key) + " was " + actual_spec[key].dump() +
                        ", removed");
        stale[key] = nullptr;
      }
    }
    for (const auto& [key, value] : desired["metadata"]["labels"].items()) {
      if (label_of(actual, key.c_str()) != value.get<std::string>()) {
        drift.push_back("metadata.labels[" + key + "] was \"" + label_of(actual, key.c_str()) +
                        "\", set back to " + value.dump());
      }
    }
    if (drift.empty()) continue;
    if (auto ok = s.apply(item, desired); !ok) return std::unexpected(ok.error());
    if (!stale.empty()) {
      if (auto ok = s.merge_patch(item, {{"spec", stale}}); !ok) return std::unexpected(ok.error());
    }
    s.result.updated.push_back(w.name);
    for (const auto& d : drift) s.result.drift.push_back("queue " + w.name + ": " + d);
  }

  // A project's namespace is the project's whatever becomes of its Queues:
  // it is never deleted while the project exists.
  for (const auto& project : projects) {
    const Project* p = &project;
    if (p->department) continue;
    auto ns = project_namespace(p->name, naming);
    if (!ns) {
      s.result.refused.push_back(ns.error().message);
      continue;
    }
    wanted_namespaces.insert(*ns);
    const auto& foreign = s.result.foreign_queues;
    if (std::find(foreign.begin(), foreign.end(), p->name) != foreign.end()) continue;
    const auto desired_ns = namespace_object(*p, *ns, naming);
    auto found = namespaces->find(*ns);
    if (found != namespaces->end() && !owned_by(found->second, naming)) {
      s.result.refused.push_back("namespace " + *ns + " of project " + p->name +
                                 ": it exists and this gpuq did not create it; it is left alone");
      continue;
    }
    if (found == namespaces->end() ||
        !drift_of(desired_ns["metadata"]["labels"],
                  found->second["metadata"].value("labels", nlohmann::json::object()))
             .empty()) {
      if (auto ok = s.apply("/api/v1/namespaces/" + *ns, desired_ns); !ok) {
        return std::unexpected(ok.error());
      }
    }
  }

  // Gone: children before parents, by their depth in the cluster's tree.
  std::vector<std::pair<int, std::string>> gone;
  for (const auto& [name, q] : *queues) {
    if (!owned_by(q, naming) || kept_queues.contains(name)) continue;
    int depth = 0;
    std::string parent = q.value("spec", nlohmann::json::object()).value("parentQueue", "");
    while (!parent.empty() && depth <= static_cast<int>(queues->size())) {
      ++depth;
      auto it = queues->find(parent);
      parent = it == queues->end()
                   ? std::string()
                   : it->second.value("spec", nlohmann::json::object()).value("parentQueue", "");
    }
    gone.emplace_back(depth, name);
  }
  std::sort(gone.begin(), gone.end(),
            [](const auto& a, const auto& b) { return a.first > b.first; });
  for (const auto& [depth, name] : gone) {
    if (auto ok = s.remove(std::string(kQueuesPath) + "/" + name); !ok) {
      return std::unexpected(ok.error());
    }
    s.result.deleted.push_back(name);
  }
  for (const auto& [name, ns] : *namespaces) {
    if (wanted_namespaces.contains(name) || !owned_by(ns, naming)) continue;
    if (ns.value("status", nlohmann::json::object()).value("phase", "") == "Terminating") continue;
    if (auto ok = s.remove("/api/v1/namespaces/" + name); !ok) return std::unexpected(ok.error());
  }
  return std::move(s.result);
}

}  // namespace gpuq::daemon::kube
