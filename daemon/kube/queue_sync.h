// Brings the cluster's Queues and project namespaces to what gpuq's projects
// say (queue_objects.h), with as few requests as that takes:
//
//   1. one list of the Queues and one of gpuq's namespaces;
//   2. each project's Queues (its own, and one per other node pool), parents
//      first, written by server-side apply
//      (field manager "gpuq", force) only when it is missing or differs
//      from what gpuq owns (an edit by hand is drift: reported, and set
//      back);
//   3. each project's namespace, when missing or relabelled;
//   4. gpuq's Queues that no project has any more deleted children first
//      (KAI refuses to delete a queue with children), then their namespaces
//      (propagationPolicy Background).
//
// A Queue of a project's name that gpuq did not create is left alone and
// reported: gpuq never touches what it did not make.
//
// Errors: the first request that failed (api_client.h), after which the
// rest is not tried; a later sync takes up where it stopped (every step is
// idempotent).
#ifndef GPUQ_DAEMON_KUBE_QUEUE_SYNC_H_
#define GPUQ_DAEMON_KUBE_QUEUE_SYNC_H_

#include <string>
#include <vector>

#include "core/error.h"
#include "daemon/kube/api_client.h"
#include "daemon/kube/queue_objects.h"
#include "daemon/model/model.h"

namespace gpuq::daemon::kube {

struct QueueSyncResult {
  std::vector<std::string> created;  // queue names
  std::vector<std::string> updated;  // written again: gpuq's change, or drift set back
  std::vector<std::string> deleted;
  // "queue team-a: spec.resources.gpu.quota was 3, set back to 2"
  std::vector<std::string> drift;
  // What could not be done and why (a queue gpuq did not create, a
  // namespace name too long), one line each.
  std::vector<std::string> refused;
  std::vector<std::string> foreign_queues;  // names of the Queues left alone (not this gpuq's)
  std::vector<std::string> warnings;        // the server's Warning headers
  int requests = 0;                         // sent, for the idle-daemon check
};

// `pools`: the node pools besides the default whose Queues are wanted
// (queue_pools()).
core::Result<QueueSyncResult> sync_queues(ApiClient& client, const std::vector<Project>& projects,
                                          const KubeNaming& naming,
                                          const std::vector<std::string>& pools = {});

// The differences of `actual` from `desired`, as "PATH was A, set back to
// D": every field `desired` has (numbers compared as numbers), nothing it
// lacks. Empty: nothing drifted.
std::vector<std::string> drift_of(const nlohmann::json& desired, const nlohmann::json& actual,
                                  const std::string& path = "spec");

}  // namespace gpuq::daemon::kube

#endif  // GPUQ_DAEMON_KUBE_QUEUE_SYNC_H_
