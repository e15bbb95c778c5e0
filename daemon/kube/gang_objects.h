// A gang (a distributed training, or a training whose min_available is
// above 1) on a cluster: KAI schedules it all or nothing through a PodGroup
// gpuq makes (kai-backend.md §2.4, "PodGroups you create yourself"), and its
// pods are bare pods that name it:
//
//   PodGroup   <name>             minMember = min_available, queue, priority
//   Service    <name>             headless: each pod gets a DNS name,
//                                 <hostname>.<name>, for the rendezvous
//                                 (gang-<name> for a name that starts with
//                                 a digit)
//   Pod        <pod name>         annotations pod-group-name: <name> and
//                                 kai.scheduler/skip-podgrouper: "true";
//                                 hostname master-0, worker-1 or pod-2,
//                                 subdomain <name>; owned by the PodGroup, so
//                                 deleting it (Background) takes them along
//
// Each pod is told its rank and where the others listen in its framework's
// variables (daemon/model/distributed_env.h), on the framework's own port.
#ifndef GPUQ_DAEMON_KUBE_GANG_OBJECTS_H_
#define GPUQ_DAEMON_KUBE_GANG_OBJECTS_H_

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "daemon/kube/queue_objects.h"
#include "daemon/kube/workload_objects.h"
#include "daemon/model/model.h"

namespace gpuq::daemon::kube {

inline constexpr char kPodGroupAnnotation[] = "pod-group-name";
// On the PodGroups gpuq makes. KAI's podgrouper copies a Job's labels (gpuq's
// among them) onto the PodGroup it makes for it; this one it does not have.
inline constexpr char kGangLabel[] = "gpuq.io/gang";

// Whether `w` runs as a PodGroup: a gang, or a distributed training (whose
// pods need each other's names even when it is elastic down to one).
bool runs_as_gang(const Workload& w);
inline constexpr char kSkipPodGrouperAnnotation[] = "kai.scheduler/skip-podgrouper";

// The PodGroup of gang `w`.
core::Result<nlohmann::json> podgroup_object(const Workload& w, const std::string& project,
                                             const std::string& namespace_name,
                                             const KubeNaming& naming);

// Its headless Service, the Service of its ports when it publishes some
// (`<name>-ports`, on its first pod), and its pods, owned by the PodGroup
// `owner`. invalid_argument (at "name") when that Service's name would be
// too long.
core::Result<std::vector<nlohmann::json>> gang_member_objects(const Workload& w,
                                                              const std::string& project,
                                                              const std::string& namespace_name,
                                                              const KubeNaming& naming,
                                                              const OwnerRef& owner);

// Whether gang `w` publishes ports besides its framework's rendezvous
// (which its pods reach through the headless Service).
bool publishes_ports(const Workload& w);
// The name of the Service of those ports.
std::string gang_ports_service_name(const Workload& w);

// Whether `podgroup` (as trim_podgroup keeps it) is one gpuq made for a
// gang, not one KAI's podgrouper made for a Job or Deployment of gpuq's.
bool gpuq_podgroup(const nlohmann::json& podgroup);

// The name of the gang's headless Service, its pods' subdomain: the
// workload's name, prefixed with "gang-" when it does not start with a
// letter (a Service name must).
std::string gang_service_name(const Workload& w);

// The DNS label a gang pod is known by inside its Service: master-0,
// worker-1, or pod-2 without a framework.
std::string gang_pod_hostname(const Workload& w, const Pod& pod);

// Why the PodGroup's pods wait, from KAI's status.schedulingConditions (the
// newest condition's message, with its node pool); empty when none says.
std::string podgroup_waiting_reason(const nlohmann::json& podgroup);

// What the backend keeps of a PodGroup: metadata (with the gang label and
// whether it has owners) and the scheduling conditions.
nlohmann::json trim_podgroup(const nlohmann::json& podgroup);

}  // namespace gpuq::daemon::kube

#endif  // GPUQ_DAEMON_KUBE_GANG_OBJECTS_H_
