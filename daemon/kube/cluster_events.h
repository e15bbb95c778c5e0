// The cluster's Warning events about a workload's pods and objects (a
// volume that does not mount, an image that cannot be pulled, a pod KAI
// cannot fit), as lines of the workload's own events: "FailedMount on pod
// train-1-x2k4p: MountVolume.SetUp failed for volume "data" (3 times)".
// Pure.
#ifndef GPUQ_DAEMON_KUBE_CLUSTER_EVENTS_H_
#define GPUQ_DAEMON_KUBE_CLUSTER_EVENTS_H_

#include <string>

#include <nlohmann/json.hpp>

namespace gpuq::daemon::kube {

// The event gpuq records a Kubernetes Event as.
inline constexpr char kClusterWarning[] = "ClusterWarning";

// What the backend keeps of an Event: its uid, the object it is about (kind,
// name, uid), reason, message and count.
nlohmann::json trim_event(const nlohmann::json& event);

// The uid of the object an event is about ("" when it names none).
std::string event_subject_uid(const nlohmann::json& trimmed);

// The line a workload's events show for it (see the header's comment).
std::string event_line(const nlohmann::json& trimmed);

}  // namespace gpuq::daemon::kube

#endif  // GPUQ_DAEMON_KUBE_CLUSTER_EVENTS_H_
