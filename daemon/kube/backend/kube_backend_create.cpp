// KubeBackend's requests that make objects: a workload's own (Job, Pod,
// Deployment, PodGroup), the objects attached to it (Service, volume claims,
// a gang's pods), and the cluster's Warning events about them.
#include "daemon/kube/backend/kube_backend.h"
#include "daemon/kube/backend/kube_backend_pass.h"
#include "daemon/kube/cluster_events.h"
#include "daemon/kube/cluster_pods.h"

namespace gpuq::daemon::kube {

void KubeBackend::take_warnings(Pass& pass) {
  // The objects a workload has in the cluster, by uid.
  std::map<std::string, std::string> workload_of;
  for (const auto& [id, object] : pass.job_of) {
    workload_of[(*object)["metadata"].value("uid", "")] = id;
  }
  for (const auto& [id, pods] : pass.pods_of) {
    for (const nlohmann::json* pod : pods) workload_of[(*pod)["metadata"].value("uid", "")] = id;
  }
  workload_of.erase("");
  for (const auto& [key, event] : events_->objects()) {
    auto owner = workload_of.find(event_subject_uid(*event));
    if (owner == workload_of.end()) continue;
    const std::string& id = owner->second;
    if (!warned_.contains(id)) {
      // First sight since this process started: what the store has already
      // said is not said again after a restart.
      auto& said = warned_[id];
      if (auto stored = service_.events(id)) {
        for (const Event& e : *stored) {
          if (e.type == kClusterWarning) said.insert(e.message);
        }
      }
    }
    std::string line = event_line(*event);
    if (!warned_[id].contains(line)) pass.warnings[id].push_back(std::move(line));
  }
}

void KubeBackend::create_attached(const std::string& id, const std::string& collection,
                                  const nlohmann::json& object, Pass& pass) {
  const ApiRequest request{"POST", collection + "?fieldManager=gpuq", object.dump(),
                           "application/json"};
  const std::string kind = object.value("kind", "");
  const std::string where =
      object["metadata"].value("namespace", "") + "/" + object["metadata"].value("name", "");
  auto r = client_.send(request);
  if (!r) {
    pass.trouble = r.error().to_string();
    return;
  }
  // A 409 of an owned object: one of that name that another owner holds, or
  // that is being deleted, is not this one.
  bool stale = false;
  if (r->status == 409 && object["metadata"].contains("ownerReferences")) {
    const std::string owner = object["metadata"]["ownerReferences"][0].value("uid", "");
    auto got =
        client_.send({"GET", collection + "/" + object["metadata"].value("name", ""), "", ""});
    if (got && got->status == 200) {
      const auto found = nlohmann::json::parse(got->body, nullptr, false);
      stale = found.is_discarded() || !found.is_object() || !found.contains("metadata") ||
              !found["metadata"].is_object() || found["metadata"].contains("deletionTimestamp");
      bool held = false;
      if (!stale) {
        for (const auto& o : found["metadata"].value("ownerReferences", nlohmann::json::array())) {
          held = held || (o.is_object() && o.value("uid", "") == owner);
        }
      }
      stale = stale || !held;
    }
  }
  if (stale) {
    // One of that name belongs to an earlier object of the workload and is
    // going away (a gang's pods after a resume): made once it is gone.
    pass.attach_later.insert(id);
  } else if (r->status == 201 || r->status == 200 || r->status == 409) {
    // Made, or made before a restart (it goes with its owner, so one of
    // that name is the workload's).
    if (r->status != 409) log("cluster: " + kind + " " + where + " created");
  } else if (r->status >= 500 || r->status == 429) {
    pass.trouble = error_of(request, *r, client_.describe_server()).to_string();
  } else {
    // Refused (a node port taken or out of range, a storage class
    // missing, RBAC): the workload says why; tried again when its object is
    // made again.
    attach_refused_[id] = (kind == "Service" ? "its ports are not published: "
                                             : "its volume claim " + where + " was not made: ") +
                          error_of(request, *r, client_.describe_server()).to_string();
  }
}

void KubeBackend::create_object(const std::string& id, const std::string& collection,
                                const nlohmann::json& object, Pass& pass) {
  const ApiRequest request{"POST", collection + "?fieldManager=gpuq", object.dump(),
                           "application/json"};
  const std::string kind = object.value("kind", "");
  const std::string name = object["metadata"].value("name", "");
  const std::string where = object["metadata"].value("namespace", "") + "/" + name;
  auto r = client_.send(request);
  if (!r) {
    pass.trouble = r.error().to_string();
    return;
  }
  for (const auto& w : r->warnings) log("cluster: warning on " + kind + " " + where + ": " + w);
  if (r->status == 201 || r->status == 200) {
    pass.created[id] = kind + " " + where;
  } else if (r->status == 409) {
    // An object of that name exists: ours (the watch brings it) or another's.
    auto existing = client_.send({"GET", collection + "/" + name, "", ""});
    if (existing && existing->status == 200) {
      auto doc = nlohmann::json::parse(existing->body, nullptr, false);
      if (doc.is_object() && workload_id_of(doc) != id) {
        pass.blocked[id] = "a " + kind + " named " + where +
                           " exists that is not this workload's (an earlier one being "
                           "deleted, or another tool's); waiting for it to go";
      }
    }
  } else if (r->status == 400 || r->status == 422) {
    // The cluster will never take it as it is.
    pass.refused[id] = error_of(request, *r, client_.describe_server());
  } else if (r->status == 401 || r->status == 403) {
    // Credentials or RBAC, or a ResourceQuota of the namespace: said, and tried again.
    pass.blocked[id] = error_of(request, *r, client_.describe_server()).to_string();
  } else {
    // 404 (the namespace is not there yet), 429, 5xx: the cluster's trouble.
    pass.trouble = error_of(request, *r, client_.describe_server()).to_string();
  }
}

}  // namespace gpuq::daemon::kube
