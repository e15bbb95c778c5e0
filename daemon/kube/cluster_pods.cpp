#include "daemon/kube/cluster_pods.h"

#include <algorithm>
#include <climits>

#include "daemon/kube/gang_objects.h"
#include "daemon/kube/workload_objects.h"
#include "daemon/model/iso_time.h"

namespace gpuq::daemon::kube {
namespace {

nlohmann::json pick(const nlohmann::json& from, std::initializer_list<const char*> keys) {
  nlohmann::json out = nlohmann::json::object();
  if (!from.is_object()) return out;
  for (const char* k : keys) {
    auto it = from.find(k);
    if (it != from.end()) out[k] = *it;
  }
  return out;
}

// The metadata the backend reads, with only the labels it finds objects by.
nlohmann::json trim_metadata(const nlohmann::json& object) {
  const auto metadata = object.value("metadata", nlohmann::json::object());
  auto out = pick(metadata, {"name", "namespace", "uid", "deletionTimestamp"});
  const auto labels = metadata.value("labels", nlohmann::json::object());
  out["labels"] = pick(labels, {"gpuq.io/workload-id", "gpuq.io/pod-index", "controller-uid",
                                "batch.kubernetes.io/controller-uid"});
  const auto annotations = metadata.value("annotations", nlohmann::json::object());
  auto carried = pick(annotations, {kSucceededBeforeAnnotation, kFailedBeforeAnnotation});
  if (!carried.empty()) out["annotations"] = std::move(carried);
  // Whether it has an owner (a pod of a Job or a ReplicaSet) or is the
  // workload's own object.
  if (metadata.contains("ownerReferences")) {
    nlohmann::json owners = nlohmann::json::array();
    for (const auto& o : metadata["ownerReferences"]) owners.push_back(pick(o, {"kind", "uid"}));
    out["ownerReferences"] = std::move(owners);
  }
  return out;
}

// Conditions reduced to what is read of them.
nlohmann::json trim_conditions(const nlohmann::json& status, const char* only_type) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& c : status.value("conditions", nlohmann::json::array())) {
    if (only_type != nullptr && c.value("type", "") != only_type) continue;
    out.push_back(pick(c, {"type", "status", "reason", "message"}));
  }
  return out;
}

int64_t time_of(const nlohmann::json& object, const char* key) {
  auto it = object.find(key);
  if (it == object.end() || !it->is_string()) return 0;
  auto ms = parse_iso8601(it->get<std::string>());
  return ms ? *ms : 0;
}

// The Unschedulable condition's message of a pod waiting for a node.
std::string unschedulable_message(const nlohmann::json& pod) {
  const auto status = pod.value("status", nlohmann::json::object());
  for (const auto& c : status.value("conditions", nlohmann::json::array())) {
    if (c.value("type", "") == "PodScheduled" && c.value("status", "") == "False") {
      return c.value("message", c.value("reason", ""));
    }
  }
  return {};
}

// Why a pod that is the workload failed: its container's exit, else the
// pod's own reason (Evicted, DeadlineExceeded, ...).
std::string pod_failure(const nlohmann::json& status) {
  if (status.contains("terminated")) {
    const auto& t = status["terminated"];
    std::string text = "its container exited with code " + std::to_string(t.value("exitCode", -1));
    if (!t.value("reason", "").empty()) text += " (" + t.value("reason", "") + ")";
    if (!t.value("message", "").empty()) text += ": " + t.value("message", "");
    return text;
  }
  const std::string message = status.value("message", "");
  return message.empty() ? "its pod failed" + (status.value("reason", "").empty()
                                                   ? std::string()
                                                   : " (" + status.value("reason", "") + ")")
                         : message;
}

// What a placed pod holds, as the scheduler's shares: whole devices, or a
// portion of one. The cluster does not say which of the node's devices
// (index -1); GPU memory and MIG asks hold no whole-device share.
std::vector<core::DeviceShare> held_devices(const core::PodRequest& r) {
  std::vector<core::DeviceShare> out;
  for (int i = 0; i < r.gpus; ++i) out.push_back({-1, core::kMilli});
  if (r.gpu_portion > 0) out.push_back({-1, r.gpu_portion});
  return out;
}

// A non-negative count a label or annotation holds; `otherwise` when it is
// absent or not a count.
int count_of(const nlohmann::json& map, const char* key, int otherwise = 0) {
  const std::string text = map.value(key, "");
  if (text.empty() || text.size() > 9) return otherwise;
  int n = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return otherwise;
    n = n * 10 + (c - '0');
  }
  return n;
}

}  // namespace

bool owned_by_uid(const nlohmann::json& pod, const std::string& uid) {
  const auto metadata = pod.value("metadata", nlohmann::json::object());
  const auto owners = metadata.value("ownerReferences", nlohmann::json::array());
  if (!owners.is_array() || owners.empty()) return true;
  for (const auto& o : owners) {
    if (o.is_object() && o.value("uid", "") == uid) return true;
  }
  return false;
}

std::string workload_id_of(const nlohmann::json& object) {
  return object["metadata"].value("labels", nlohmann::json::object()).value(kWorkloadIdLabel, "");
}

nlohmann::json trim_pod(const nlohmann::json& pod) {
  nlohmann::json out = {{"metadata", trim_metadata(pod)}};
  out["spec"] = pick(pod.value("spec", nlohmann::json::object()), {"nodeName"});
  const auto status = pod.value("status", nlohmann::json::object());
  out["status"] = pick(status, {"phase", "startTime", "reason", "message"});
  out["status"]["conditions"] = trim_conditions(status, "PodScheduled");
  // How its container ended, for a pod that is the workload (a workspace).
  for (const auto& c : status.value("containerStatuses", nlohmann::json::array())) {
    const auto state = c.value("state", nlohmann::json::object());
    if (state.contains("terminated")) {
      out["status"]["terminated"] = pick(state["terminated"], {"exitCode", "reason", "message"});
    }
  }
  return out;
}

nlohmann::json trim_job(const nlohmann::json& job) {
  nlohmann::json out = {{"metadata", trim_metadata(job)}};
  const auto status = job.value("status", nlohmann::json::object());
  out["status"] = pick(status, {"active", "succeeded", "failed", "replicas", "readyReplicas"});
  out["status"]["conditions"] = trim_conditions(status, nullptr);
  return out;
}

void follow_cluster(Workload& w, const nlohmann::json* job,
                    const std::vector<const nlohmann::json*>& pods, int64_t now_ms,
                    const nlohmann::json* podgroup) {
  std::vector<const nlohmann::json*> active;
  for (const nlohmann::json* p : pods) {
    const std::string phase = (*p)["status"].value("phase", "Pending");
    if (phase == "Pending" || phase == "Running" || phase == "Unknown") active.push_back(p);
  }
  // A gang's pods by their index (worker-10 after worker-9), others by name.
  auto slot_of = [](const nlohmann::json* p) {
    const auto labels = (*p)["metadata"].value("labels", nlohmann::json::object());
    const int index = count_of(labels, "gpuq.io/pod-index", -1);
    return std::pair{index < 0 ? INT_MAX : index, (*p)["metadata"].value("name", "")};
  };
  std::sort(active.begin(), active.end(),
            [&](const auto* a, const auto* b) { return slot_of(a) < slot_of(b); });

  // Each pass says why afresh: a reason that no longer holds goes.
  w.phase_message.clear();
  bool job_failed = false;
  std::string failure;
  if (job != nullptr) {
    const auto& status = (*job)["status"];
    // The pods' own ends count until the Job's status says them: a pod
    // that just succeeded is not taken for one still to come.
    // A Job made again after a suspend says what the earlier ones did.
    const auto carried = (*job)["metadata"].value("annotations", nlohmann::json::object());
    const int done_before = count_of(carried, kSucceededBeforeAnnotation);
    const int failed_before = count_of(carried, kFailedBeforeAnnotation);
    const std::string uid = (*job)["metadata"].value("uid", "");
    int pods_succeeded = 0;
    for (const nlohmann::json* p : pods) {
      // An earlier Job's pods, still there, are in done_before already.
      if (!uid.empty() && !owned_by_uid(*p, uid)) continue;
      pods_succeeded += (*p)["status"].value("phase", "") == "Succeeded";
    }
    w.succeeded = done_before + std::max(status.value("succeeded", 0), pods_succeeded);
    w.failures = failed_before + status.value("failed", 0);
    for (const auto& c : status.value("conditions", nlohmann::json::array())) {
      if (c.value("status", "") != "True") continue;
      if (c.value("type", "") == "Complete") w.succeeded = std::max(w.succeeded, w.completions);
      if (c.value("type", "") == "Failed") {
        job_failed = true;
        failure = c.value("message", c.value("reason", "the Job failed"));
      }
    }
    if (job_failed) w.failures = std::max(w.failures, w.backoff_limit + 1);
  } else if (w.type == core::WorkloadType::workspace || runs_as_gang(w)) {
    // The pods are the workload (a workspace's, a gang's bare pods, which
    // nothing restarts): one that fails fails it; it is done when all are.
    int done = 0;
    for (const nlohmann::json* p : pods) {
      const auto& status = (*p)["status"];
      const std::string phase = status.value("phase", "Pending");
      if (phase == "Succeeded") ++done;
      // A pod being deleted (a suspend, KAI's eviction, a drain) may end
      // Failed on its way out: that is no failure of the workload.
      if (phase != "Failed" || (*p)["metadata"].contains("deletionTimestamp")) continue;
      job_failed = true;
      w.failures = std::max(w.failures, w.backoff_limit + 1);
      if (failure.empty()) {
        failure = pods.size() > 1 ? (*p)["metadata"].value("name", "") + ": " + pod_failure(status)
                                  : pod_failure(status);
      }
    }
    if (done > 0 && done >= static_cast<int>(runs_as_gang(w) ? w.pods.size() : 1)) {
      w.succeeded = std::max(w.succeeded, w.completions);
    }
  }

  std::string waiting;
  for (std::size_t slot = 0; slot < w.pods.size(); ++slot) {
    Pod& pod = w.pods[slot];
    if (slot >= active.size()) {
      const bool done = w.succeeded >= w.completions;
      pod.phase = done ? PodPhase::succeeded : PodPhase::pending;
      pod.node.clear();
      pod.devices.clear();
      pod.pid = 0;
      continue;
    }
    const auto& p = *active[slot];
    const std::string phase = p["status"].value("phase", "Pending");
    const std::string node = p.value("spec", nlohmann::json::object()).value("nodeName", "");
    if (p["metadata"].contains("deletionTimestamp")) {
      pod.phase = PodPhase::releasing;
    } else if (phase == "Running") {
      pod.phase = PodPhase::running;
    } else if (!node.empty()) {
      pod.phase = PodPhase::starting;
    } else {
      pod.phase = PodPhase::pending;
      if (waiting.empty()) waiting = unschedulable_message(p);
    }
    if (pod.node != node) pod.started_at = 0;  // another pod in this slot
    pod.node = node;
    pod.devices =
        pod.phase == PodPhase::pending ? std::vector<core::DeviceShare>{} : held_devices(w.request);
    if (const int64_t started = time_of(p["status"], "startTime"); started != 0) {
      pod.started_at = started;
    } else if (pod.phase == PodPhase::running && pod.started_at == 0) {
      pod.started_at = now_ms;
    } else if (pod.phase == PodPhase::pending) {
      pod.started_at = 0;  // a replacement that has not started
    }
  }
  // KAI says why a gang or a Job waits on its PodGroup.
  if (podgroup != nullptr && !active.empty() && w.pods.front().phase == PodPhase::pending) {
    if (auto why = podgroup_waiting_reason(*podgroup); !why.empty()) waiting = why;
  }
  if (job_failed) {
    w.phase_message = SharedText(failure);
  } else if (!waiting.empty()) {
    w.phase_message = SharedText(waiting);
  } else if (job != nullptr && active.empty() && w.succeeded < w.completions) {
    w.phase_message = SharedText("waiting for its pods to be created");
  } else if (!active.empty() && w.pods.front().phase == PodPhase::pending) {
    w.phase_message = SharedText("waiting for KAI to schedule it");
  }
}

}  // namespace gpuq::daemon::kube
