// How a gpuq workload looks in a cluster scheduled by KAI, in its project's
// namespace and named as the workload (names are unique within a project,
// so within the namespace):
//
//   - a training: a `batch/v1` Job whose pods are independent runs
//     (parallelism, completions, backoffLimit as submitted);
//   - a workspace: a single Pod (restartPolicy Never), priority class build;
//   - an inference: an `apps/v1` Deployment of its replicas (restartPolicy
//     Always), priority class inference;
//   - volumes: an ephemeral one (spec.volumes items, storage.pvc with
//     ephemeral) is a PersistentVolumeClaim <workload>-<volume> of the size
//     asked for (1Gi when none; ReadWriteOnce) owned by the object above,
//     so that it lives as long as the workload; another new one is the
//     project's claim <volume>, made when missing and kept; an existing one
//     (--existing-pvc) is the claim of that name, as it is; each is mounted
//     at its mount_path (/mnt/<volume> when none); host paths are hostPath
//     volumes;
//   - with ports asked for: a Service selecting the workload's pods, owned
//     by the object above (the garbage collector deletes it with it), of the
//     most exposed type asked for (LoadBalancer, NodePort, ClusterIP), a
//     host port asked for being its node port.
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

#include <optional>
#include <string>
#include <vector>

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

// The container every pod of gpuq's runs its command in.
inline constexpr char kContainerName[] = "main";

// On a Job made again for a workload that already ran one (a resume after a
// suspend deletes the Job): the completions and failures the earlier Jobs
// had, which this one does not repeat.
inline constexpr char kSucceededBeforeAnnotation[] = "gpuq.io/succeeded-before";
inline constexpr char kFailedBeforeAnnotation[] = "gpuq.io/failed-before";

// The Job of a training. `project` names the queue. A workload with
// completions done or failures spent (w.succeeded, w.failures) gets a Job for
// what is left: completions, parallelism and backoffLimit lowered by them,
// which the annotations above record.
core::Result<nlohmann::json> job_object(const Workload& w, const std::string& project,
                                        const std::string& namespace_name,
                                        const KubeNaming& naming);
// The Pod of a workspace.
core::Result<nlohmann::json> workspace_pod_object(const Workload& w, const std::string& project,
                                                  const std::string& namespace_name,
                                                  const KubeNaming& naming);
// The Deployment of an inference (one replica per pod of the workload).
core::Result<nlohmann::json> deployment_object(const Workload& w, const std::string& project,
                                               const std::string& namespace_name,
                                               const KubeNaming& naming);
// The object of `w`'s type (one of the three above), of kind object_kind(w).
core::Result<nlohmann::json> workload_object(const Workload& w, const std::string& project,
                                             const std::string& namespace_name,
                                             const KubeNaming& naming);
// Job, Pod or Deployment; PodGroup for a gang (gang_objects.h).
std::string object_kind(const Workload& w);
// Where objects of `kind` (Job, Pod, Deployment, Service,
// PersistentVolumeClaim, PodGroup) of a namespace are
// created: "/apis/batch/v1/namespaces/NS/jobs".
std::string collection_path(const std::string& kind, const std::string& namespace_name);

// The object a Service or a volume claim belongs to.
struct OwnerRef {
  std::string api_version, kind, name, uid;
};
// metadata.ownerReferences naming `owner` (not its controller).
nlohmann::json owner_references(const OwnerRef& owner);
// The Service of `w`'s ports, owned by `owner`; nullopt when it asks for none.
std::optional<nlohmann::json> service_object(const Workload& w, const std::string& project,
                                             const std::string& namespace_name,
                                             const KubeNaming& naming, const OwnerRef& owner);

// The Queue `w` is scheduled in: its project's Queue of the first node pool
// it names (queue_objects.h).
std::string workload_queue(const Workload& w, const std::string& project);

// A Kubernetes quantity of bytes ("17179869184" is written "16Gi" where it
// divides, else in bytes) and of millicores ("1500m", "2").
std::string bytes_quantity(int64_t bytes);
std::string millicores_quantity(int64_t millicores);

// The claims of `w`'s volumes that gpuq makes (the ephemeral ones owned by
// `owner`); none when it has none.
std::vector<nlohmann::json> volume_claim_objects(const Workload& w, const std::string& project,
                                                 const std::string& namespace_name,
                                                 const KubeNaming& naming, const OwnerRef& owner);

}  // namespace gpuq::daemon::kube

#endif  // GPUQ_DAEMON_KUBE_WORKLOAD_OBJECTS_H_
