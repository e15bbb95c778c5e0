// KubeBackend's project-wide syncs: the cluster's Nodes into the State,
// projects into Queues and namespaces, their secrets into Secrets, and the
// claims of deleted volumes away.
#include "daemon/kube/backend/cluster_nodes.h"
#include "daemon/kube/backend/kube_backend.h"
#include "daemon/kube/project_secrets.h"
#include "daemon/kube/queue_sync.h"
#include "daemon/kube/workload_objects.h"

#include <algorithm>

namespace gpuq::daemon::kube {

void KubeBackend::sync_secrets_if_needed() {
  // name -> value per namespace, for the projects gpuq made namespaces for.
  std::map<std::string, std::map<std::string, std::string>> wanted;
  service_.read([&](const State& state) {
    std::map<int64_t, std::string> namespaces;
    for (const auto& p : state.projects) {
      if (foreign_queues_.contains(p.name)) continue;
      if (auto ns = project_namespace(p.name, naming_)) namespaces[p.id] = *ns;
    }
    for (const Secret& s : state.assets.secrets) {
      auto ns = namespaces.find(s.project_id);
      if (ns != namespaces.end()) wanted[ns->second][s.name] = s.value;
    }
    // A namespace that had secrets and has none now: its Secret is emptied.
    for (const auto& [ns, applied] : applied_secrets_) {
      for (const auto& [id, name] : namespaces) {
        if (name == ns) wanted.try_emplace(ns);
      }
    }
  });
  for (const auto& [ns, values] : wanted) {
    const auto object = secrets_object(ns, values, naming_);
    const std::string text = object.dump();
    auto applied = applied_secrets_.find(ns);
    if (applied != applied_secrets_.end() && applied->second == text) continue;
    if (auto r = apply_secrets(client_, object); !r) {
      // Tried again at the next pass (the namespace may not be there yet).
      log("cluster: secrets of namespace " + ns + " not written: " + r.error().to_string());
      continue;
    }
    applied_secrets_[ns] = text;
  }
  // Namespaces gone with their projects.
  std::erase_if(applied_secrets_, [&](const auto& entry) { return !wanted.contains(entry.first); });
}

void KubeBackend::sync_volume_claims_if_needed() {
  std::set<std::string> wanted;  // "namespace/name"
  service_.read([&](const State& state) {
    std::map<int64_t, std::string> namespaces;
    for (const auto& p : state.projects) {
      if (auto ns = project_namespace(p.name, naming_)) namespaces[p.id] = *ns;
    }
    for (const Volume& v : state.assets.volumes) {
      auto ns = namespaces.find(v.project_id);
      if (ns != namespaces.end()) wanted.insert(ns->second + "/" + v.name);
    }
  });
  // Nothing was deleted since the last sync: no request.
  if (synced_volumes_ && std::includes(wanted.begin(), wanted.end(), synced_volumes_->begin(),
                                       synced_volumes_->end())) {
    synced_volumes_ = std::move(wanted);
    return;
  }
  auto listed =
      client_.call({"GET", "/api/v1/persistentvolumeclaims?" + owner_selector(naming_), "", ""});
  if (!listed) {
    log("cluster: volume claims not listed: " + listed.error().to_string());
    return;  // tried again at the next pass
  }
  const auto doc = nlohmann::json::parse(*listed, nullptr, false);
  if (doc.is_discarded() || !doc.contains("items") || !doc["items"].is_array()) {
    log("cluster: the list of volume claims is not a list");
    return;
  }
  for (const auto& claim : doc["items"]) {
    const auto& metadata = claim.value("metadata", nlohmann::json::object());
    // A workload's own claim goes with its object; only a project's, which
    // outlives workloads, is the volume's.
    if (metadata.contains("ownerReferences") ||
        metadata.value("labels", nlohmann::json::object()).contains(kWorkloadIdLabel) ||
        metadata.contains("deletionTimestamp")) {
      continue;
    }
    const std::string ns = metadata.value("namespace", "");
    const std::string name = metadata.value("name", "");
    if (wanted.contains(ns + "/" + name)) continue;
    auto r = client_.send(
        {"DELETE", "/api/v1/namespaces/" + ns + "/persistentvolumeclaims/" + name, "", ""});
    if (!r || (r->status != 404 && (r->status < 200 || r->status > 299))) {
      log("cluster: volume claim " + ns + "/" + name + " of a deleted volume not deleted: " +
          (r ? "HTTP " + std::to_string(r->status) : r.error().to_string()));
      return;  // tried again at the next pass
    }
    log("cluster: volume claim " + ns + "/" + name + " deleted with its volume");
  }
  synced_volumes_ = std::move(wanted);
}

void KubeBackend::sync_nodes() {
  std::vector<NodeInfo> nodes;
  for (const auto& [name, node] : nodes_->objects()) nodes.push_back(node_info(*node));
  (void)service_.write([&](State& state, Store&) -> core::Result<void> {
    state.nodes = std::move(nodes);
    return {};
  });
}

void KubeBackend::sync_queues_if_needed() {
  std::vector<Project> projects;
  service_.read([&](const State& state) { projects = state.projects; });
  // A pool of the cluster's nodes needs its Queues even when no project
  // gives a quota there: a workload sent to it names them.
  std::vector<std::string> seen;
  for (const auto& [name, node] : nodes_->objects()) seen.push_back(node_info(*node).spec.pool);
  const std::vector<std::string> pools = queue_pools(projects, seen);
  std::string key;
  std::map<std::string, nlohmann::json> desired;
  for (auto& q : wanted_queues(projects, pools, naming_).queues) {
    key += q.object.dump();
    desired[q.name] = std::move(q.object);
  }
  bool needed = key != synced_projects_;
  if (!needed && queues_changed_.exchange(false)) {
    // A Queue changed in the cluster: sync only when its spec or labels left
    // what gpuq wrote (KAI updates the status all the time).
    const auto seen = queues_->objects();
    for (const auto& [name, q] : desired) {
      if (foreign_queues_.contains(name)) continue;  // not ours: never in the watch
      auto it = seen.find(name);
      needed = needed || it == seen.end() ||
               !drift_of(q["spec"], it->second->value("spec", nlohmann::json::object())).empty();
    }
    for (const auto& [name, q] : seen) needed = needed || !desired.contains(name);
  }
  if (!needed) return;
  const int64_t now = service_.clock().now_ms();
  if (now < next_queue_sync_ms_) {
    queues_changed_ = true;  // still to do, after the wait
    return;
  }
  auto result = sync_queues(client_, projects, naming_, pools);
  if (!result) {
    // Retried after a wait that grows while it fails (1 s to a minute).
    queue_sync_wait_ms_ =
        std::min<int64_t>(std::max<int64_t>(queue_sync_wait_ms_ * 2, 1000), 60'000);
    next_queue_sync_ms_ = now + queue_sync_wait_ms_;
    queues_changed_ = true;
    log("cluster: queues not synced: " + result.error().to_string());
    return;
  }
  queue_sync_wait_ms_ = 0;
  next_queue_sync_ms_ = 0;
  synced_projects_ = key;
  foreign_queues_ = {result->foreign_queues.begin(), result->foreign_queues.end()};
  for (const auto& d : result->drift) log("cluster: drift set back: " + d);
  for (const auto& r : result->refused) log("cluster: " + r);
  for (const auto& w : result->warnings) log("cluster: warning: " + w);
  if (!result->created.empty() || !result->deleted.empty()) {
    log("cluster: queues: " + std::to_string(result->created.size()) + " created, " +
        std::to_string(result->updated.size()) + " updated, " +
        std::to_string(result->deleted.size()) + " deleted");
  }
}

}  // namespace gpuq::daemon::kube
