// How a training's Job and pods in the cluster become its gpuq pods and
// counts, from which update_phase() gives the Run:ai phase as it does for
// the local backend:
//
//   cluster pod                       gpuq pod
//   Pending, not bound to a node      pending (why: its Unschedulable
//                                     condition's message, in the workload's
//                                     phase message)
//   Pending, bound                    starting (Initializing)
//   Running                           running, on its node
//   being deleted                     releasing
//   Succeeded / Failed                counted through the Job's status
//
// Pods fill the workload's slots in name order; the Job's succeeded and
// failed counts are the workload's; a Job with the Failed condition fails
// the workload with the condition's message. A workspace has no Job: its
// one pod's end is the workload's (a failure says how its container exited).
// An inference's Deployment replaces its pods and never ends. Pure.
#ifndef GPUQ_DAEMON_KUBE_CLUSTER_PODS_H_
#define GPUQ_DAEMON_KUBE_CLUSTER_PODS_H_

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "daemon/model/model.h"

namespace gpuq::daemon::kube {

// The gpuq workload an object belongs to (its gpuq.io/workload-id label;
// "" when it has none).
std::string workload_id_of(const nlohmann::json& object);

// Whether `pod` (as trim_pod keeps it) belongs to the object of uid `uid`; a
// pod whose owners are not known counts as its.
bool owned_by_uid(const nlohmann::json& pod, const std::string& uid);

// What the backend keeps of a Pod and of a Job or Deployment (metadata,
// owners, the node, phase, conditions, how its container ended, counts): a
// small part of each.
nlohmann::json trim_pod(const nlohmann::json& pod);
nlohmann::json trim_job(const nlohmann::json& job);

// Applies the cluster's view of `w` (its Job or Deployment, or null when
// there is none or it is a workspace, and its pods) to `w.pods`, `w.succeeded`, `w.failures` and
// the phase message; `now_ms` for times the cluster does not give.
// `podgroup` (else null), a gang's or the one KAI's podgrouper made for the
// Job or Deployment, says why its pods wait: its scheduling conditions win
// over the pods' Unschedulable messages.
void follow_cluster(Workload& w, const nlohmann::json* job,
                    const std::vector<const nlohmann::json*>& pods, int64_t now_ms,
                    const nlohmann::json* podgroup = nullptr);

}  // namespace gpuq::daemon::kube

#endif  // GPUQ_DAEMON_KUBE_CLUSTER_PODS_H_
