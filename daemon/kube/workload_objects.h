// How a gpuq workload looks in a cluster scheduled by KAI. A training is a
// `batch/v1` Job in its project's namespace, named as the workload (names
// are unique within a project, so within the namespace), whose pods are
// independent runs (parallelism, completions, backoffLimit as submitted).
//
// What makes its pods KAI's: `schedulerName: kai-scheduler`, the queue label
// (key configurable: `kai.scheduler/queue`, or `runai/queue` on old
// installs) on the Job and the pod template, the priority class as the
// `priorityClassName` label (train, build, build-preemptible, inference)
// and the preemptibility label. GPUs: whole devices as the `nvidia.com/gpu`
// limit, a portion as the `gpu-fraction` annotation, GPU memory as
// `gpu-memory` (MiB), MIG profiles as `nvidia.com/mig-<profile>` limits;
// KAI's admission rules are checked first (check_kai_request) so that the
// user reads gpuq's words rather than a webhook's.
//
// Every object carries owner_labels() and `gpuq.io/workload-id`, which is
// how a restarted daemon finds what it made. Pure functions.
#ifndef GPUQ_DAEMON_KUBE_WORKLOAD_OBJECTS_H_
#define GPUQ_DAEMON_KUBE_WORKLOAD_OBJECTS_H_

#include <string>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "daemon/kube/queue_objects.h"
#include "daemon/model/model.h"

namespace gpuq::daemon::kube {

inline constexpr char kWorkloadIdLabel[] = "gpuq.io/workload-id";
inline constexpr char kSchedulerName[] = "kai-scheduler";

// The priority class KAI knows the workload by: the one it asked for, else
// train for trainings, build (build-preemptible when preemptible) for
// workspaces, inference for inferences.
std::string kai_priority_class(const Workload& w);

// KAI's rules for a pod's GPU request (whole devices, or one portion, or
// GPU memory, or MIG profiles, never two of them); invalid_argument naming
// the request's field otherwise.
core::Result<void> check_kai_request(const Workload& w);

// The Job of a training. `project` names the queue.
core::Result<nlohmann::json> job_object(const Workload& w, const std::string& project,
                                        const std::string& namespace_name,
                                        const KubeNaming& naming);

// A Kubernetes quantity of bytes ("17179869184" is written "16Gi" where it
// divides, else in bytes) and of millicores ("1500m", "2").
std::string bytes_quantity(int64_t bytes);
std::string millicores_quantity(int64_t millicores);

}  // namespace gpuq::daemon::kube

#endif  // GPUQ_DAEMON_KUBE_WORKLOAD_OBJECTS_H_
