// Where a pod may run, from the Kubernetes-only fields of a workload's spec
// (recorded with no effect by the local backend, in Workload::spec_json):
//
//   spec field                        pod
//   nodeType: T                       nodeSelector {run.ai/type: T}
//   node_selector: {k: v}             nodeSelector {k: v}
//   nodePools: [P, ...]               label kai.scheduler/node-pool: P (the
//                                     first: KAI takes one pool per pod;
//                                     none for "default", KAI's own)
//   tolerations[]{key, operator,      tolerations[]{key, operator, value,
//     value, effect, seconds}           effect (none for Any),
//                                       tolerationSeconds}; exclude: true
//                                       ones are left out
//   nodeAffinityRequired              affinity.nodeAffinity.required...
//   podAffinity{type, key}            affinity.podAffinity: the workload's
//                                     own pods in the same `key` topology,
//                                     required or preferred (weight 100)
//   affinity: {...}                   affinity, as given (merged under the two
//                                     above)
//   imagePullPolicy                   the container's imagePullPolicy
//   security.runAsNonRoot             securityContext.runAsNonRoot
//
// Shapes were checked at submit (daemon/api/kubernetes_only_fields.h);
// anything else the server refuses comes back as the workload's failure in
// the server's words. Pure.
#ifndef GPUQ_DAEMON_KUBE_POD_PLACEMENT_H_
#define GPUQ_DAEMON_KUBE_POD_PLACEMENT_H_

#include <nlohmann/json.hpp>

#include "daemon/kube/queue_objects.h"
#include "daemon/model/model.h"

namespace gpuq::daemon::kube {

inline constexpr char kNodeTypeLabel[] = "run.ai/type";

// Adds the fields above to a pod template ({metadata, spec}) whose first
// container is the workload's.
void apply_placement(const Workload& w, nlohmann::json& pod_template);

}  // namespace gpuq::daemon::kube

#endif  // GPUQ_DAEMON_KUBE_POD_PLACEMENT_H_
