// The Kubernetes backend (backend.h): the daemon's desired state made into
// cluster objects, and the cluster's state made back into workload phases.
//
//   - projects and departments: Queues and namespaces (queue_sync.h), synced
//     when they change and when a Queue changes in the cluster (drift is set
//     back);
//   - workloads: a Job (training), a Pod (workspace) or a Deployment
//     (inference) each, with a Service for their ports and claims for their
//     volumes (workload_objects.h): created when the workload wants to run
//     and has none, deleted (propagationPolicy Background) when it is
//     suspended or deleted; an object of this daemon whose workload is gone
//     is deleted too (a delete that raced a crash, a record removed);
//   - secrets: each project's in one Secret of its namespace, applied when
//     they change (project_secrets.h);
//   - the cluster's Warning events about a workload's objects and pods go
//     into its events, once each (cluster_events.h);
//   - Nodes, Jobs, Deployments and pods come back by watching
//     (collection_watch.h): pods and counts per workload (cluster_pods.h),
//     then update_phase(); the nodes become the State's nodes
//     (cluster_nodes.h), so that submits are checked against the cluster's
//     capacity as they are against the machine's.
//
// `gpuq logs` reads the pods' logs through pods/log (open()).
//
// While the API server cannot be reached, submits are still stored; the
// workloads say "waiting for the cluster: ..." and everything is brought
// up to date when it answers again, with nothing lost or made twice (an
// object is created under the workload's name, and one that exists with
// the workload's id is taken as made).
//
// Distributed trainings (gangs) are not mapped yet: they stay Pending with a
// message saying so.
#ifndef GPUQ_DAEMON_KUBE_BACKEND_KUBE_BACKEND_H_
#define GPUQ_DAEMON_KUBE_BACKEND_KUBE_BACKEND_H_

#include <atomic>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <thread>

#include "daemon/kube/api_client.h"
#include "daemon/kube/backend/collection_watch.h"
#include "daemon/kube/queue_objects.h"
#include "daemon/service/backend.h"
#include "daemon/service/pod_logs.h"
#include "daemon/service/service.h"

namespace gpuq::daemon::kube {

class KubeBackend : public Backend, public PodLogSource {
 public:
  KubeBackend(Service& service, ApiClient& client, KubeNaming naming, Logger log);
  ~KubeBackend() override;

  // Lists nodes, Jobs and pods once (a clear error when the server does not
  // answer: the daemon does not start against a cluster it cannot reach),
  // syncs the queues, and takes up the Jobs this daemon made.
  core::Result<void> connect();
  void recover() override;
  void start() override;
  void stop() override;

  // The logs of `w`'s pods from the API server (cluster_log_stream.h); a
  // pod is picked by its place in name order. The backend is its
  // Service's PodLogSource while it lives; a stream must not outlive it.
  core::Result<LogPull> open(const Workload& w, const PodLogOptions& options) override;

  // One pass (tests call it): queues when projects or Queues changed, Jobs
  // created and deleted, pods and phases followed.
  void tick();

 private:
  void run();
  void guarded_tick();  // tick(), with what it throws logged
  void sync_queues_if_needed();
  void sync_secrets_if_needed();  // each project's gpuq-secrets (project_secrets.h)
  // Deletes the claims of project volumes that were deleted in gpuq (at
  // start, and whenever the set of volumes shrinks).
  void sync_volume_claims_if_needed();
  void sync_nodes();
  void reconcile_workloads();
  struct Pass;
  // POSTs a workload's Job, Pod or Deployment, or its Service; what came of
  // it goes into `pass`.
  void create_object(const std::string& id, const std::string& collection,
                     const nlohmann::json& object, Pass& pass);
  // The cluster's Warning events about the pass's workloads' objects that
  // are not recorded yet, into pass.warnings (cluster_events.h).
  void take_warnings(Pass& pass);
  // A Service or PersistentVolumeClaim owned by the workload's object.
  void create_attached(const std::string& id, const std::string& collection,
                       const nlohmann::json& object, Pass& pass);
  // The cluster's view of `w` applied to it (its pods, counts, phase).
  void follow(State& state, Workload& w, const Pass& pass);
  // Stores `w` and records its events when the pass changed it.
  core::Result<void> commit_change(State& state, Store& store, const Workload& before, Workload& w,
                                   const Pass& pass);
  void log(const std::string& line) const;
  // Whether `object` is on its way out: the server says so, or this process
  // deleted it and a watch has not caught up (it is not taken up again).
  bool being_deleted(const nlohmann::json& object) const;

  Service& service_;
  ApiClient& client_;
  KubeNaming naming_;
  Logger log_;
  std::unique_ptr<CollectionWatch> nodes_, queues_, jobs_, deployments_, podgroups_, pods_, events_;
  // What was recorded of the cluster's Warning events, per workload (with
  // what the store held when it was first seen).
  std::map<std::string, std::set<std::string>> warned_;
  // Workloads whose Service and volume claims were made (or need none, or
  // were refused: why is in attach_refused_) while their object lives; a
  // workload taken up after a restart tries once more (409: made).
  std::set<std::string> attached_made_;
  std::map<std::string, std::string> attach_refused_;
  std::set<std::string> deleted_uids_;    // objects this process deleted, while watches show them
  std::string synced_projects_;           // what the Queues were last synced from
  std::set<std::string> foreign_queues_;  // Queues of projects' names that are not ours
  int64_t next_queue_sync_ms_ = 0;        // after a failed sync: not before this
  int64_t queue_sync_wait_ms_ = 0;
  std::atomic<bool> queues_changed_{true};
  std::atomic<bool> nodes_changed_{true};
  std::string last_trouble_;
  std::map<std::string, std::string> applied_secrets_;  // namespace -> the Secret last applied
  // "namespace/name" of every project volume at the last claim sync that
  // succeeded; nullopt before the first.
  std::optional<std::set<std::string>> synced_volumes_;
  // When this process made each Job not yet seen in the watch: until the
  // watch brings it (or kWatchLagMs pass), its absence is not a deletion.
  std::map<std::string, int64_t> made_at_;
  static constexpr int64_t kWatchLagMs = 30'000;
  std::atomic<bool> stopping_{false};
  std::thread thread_;
};

}  // namespace gpuq::daemon::kube

#endif  // GPUQ_DAEMON_KUBE_BACKEND_KUBE_BACKEND_H_
