// How gpuq's projects and departments look in a cluster scheduled by KAI:
// each is a `scheduling.run.ai/v2` Queue of the same name (departments are
// parents, `parentQueue`), and each project has a namespace for its
// workloads (Run:ai's `runai-<project>`), labelled with its queue.
//
// A Queue always carries quota, limit and overQuotaWeight for gpu, cpu and
// memory: KAI reads an unset limit as a hard zero, so a project with only a
// GPU quota would block every pod that asks for CPU. Units as KAI reads
// them: GPUs (0.5 is half of one), CPU in millicores, memory in MB (10^6
// bytes); -1 is unlimited. A project's own Queue has the quota of its pool
// named "default", else the quota of the pools it does not name.
//
// Other node pools are KAI scheduling shards: a shard's scheduler sees only
// the Queues, nodes and PodGroups labelled `kai.scheduler/node-pool: POOL`.
// So each project and department also has a Queue `<name>-<pool>` in every
// other pool (Run:ai's convention, which KAI's podgrouper falls back to),
// labelled with the pool, with that pool's quota, under its parent's Queue
// of the same pool. A workload sent to such a pool names that Queue.
//
// Every object gpuq writes carries `app.kubernetes.io/managed-by: gpuq` and
// `gpuq.io/instance: <instance>`, so that a daemon lists, adopts and deletes
// what it made and nothing else, even with a second gpuq (staging, say) on
// the same cluster. Pure functions.
#ifndef GPUQ_DAEMON_KUBE_QUEUE_OBJECTS_H_
#define GPUQ_DAEMON_KUBE_QUEUE_OBJECTS_H_

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "daemon/model/model.h"

namespace gpuq::daemon::kube {

inline constexpr char kManagedByLabel[] = "app.kubernetes.io/managed-by";
inline constexpr char kManagedByValue[] = "gpuq";
inline constexpr char kInstanceLabel[] = "gpuq.io/instance";
inline constexpr char kProjectLabel[] = "gpuq.io/project";
inline constexpr char kFieldManager[] = "gpuq";

inline constexpr char kQueuesPath[] = "/apis/scheduling.run.ai/v2/queues";
inline constexpr char kNodePoolLabel[] = "kai.scheduler/node-pool";

// What an installation may name differently.
struct KubeNaming {
  std::string instance = "gpuq";                    // gpuq.io/instance of what this daemon made
  std::string namespace_prefix = "runai-";          // a project's namespace: PREFIX + name
  std::string queue_label = "kai.scheduler/queue";  // runai/queue on installs that kept it
};

// The labels every object of this daemon carries.
nlohmann::json owner_labels(const KubeNaming& naming);
// Whether `object` (any Kubernetes object) carries them.
bool owned_by(const nlohmann::json& object, const KubeNaming& naming);
// The query parameter that lists only them: "labelSelector=..." (encoded).
std::string owner_selector(const KubeNaming& naming);

// The namespace of a project's workloads; invalid_argument (naming the
// project) when prefix and name make more than the 63 characters a
// namespace name may have.
core::Result<std::string> project_namespace(const std::string& project, const KubeNaming& naming);

// Whether `pool` is KAI's default shard: "default", or none named.
bool default_pool(const std::string& pool);

// The Queue of a project or department in a node pool: its own name in the
// default pool, `<name>-<pool>` in another.
std::string queue_name(const std::string& project, const std::string& pool);

// The Queue of a project or department in `pool` ("" or "default": its own
// Queue); `parent` is its parent's name ("" at the top).
nlohmann::json queue_object(const Project& project, const std::string& parent,
                            const KubeNaming& naming, const std::string& pool = "");

// The node pools besides the default that need Queues: those any project or
// department gives a quota in, and `seen` (the pools of the cluster's
// nodes); sorted, each once.
std::vector<std::string> queue_pools(const std::vector<Project>& projects,
                                     const std::vector<std::string>& seen);

// Every Queue the projects make, parents before children in each pool.
struct WantedQueue {
  std::string name;
  nlohmann::json object;
};
struct WantedQueues {
  std::vector<WantedQueue> queues;
  // A per-pool name that another project's Queue already has, one line each.
  std::vector<std::string> refused;
};
WantedQueues wanted_queues(const std::vector<Project>& projects,
                           const std::vector<std::string>& pools, const KubeNaming& naming);

// The namespace of a project (not of a department: only leaves hold
// workloads), labelled with its queue under `naming.queue_label` and under
// `runai/queue`, the label Run:ai's tools find a project's namespace by.
nlohmann::json namespace_object(const Project& project, const std::string& namespace_name,
                                const KubeNaming& naming);

// The projects ordered parents first (a department before its children);
// pure, cycles (not possible in the store) end the walk.
std::vector<const Project*> parents_first(const std::vector<Project>& projects);

}  // namespace gpuq::daemon::kube

#endif  // GPUQ_DAEMON_KUBE_QUEUE_OBJECTS_H_
