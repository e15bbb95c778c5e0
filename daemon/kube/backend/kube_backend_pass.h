// What one pass of KubeBackend learnt of the cluster and did to it, shared
// by the files of the backend (kube_backend.cpp, kube_backend_create.cpp).
// Internal to the backend.
#ifndef GPUQ_DAEMON_KUBE_BACKEND_KUBE_BACKEND_PASS_H_
#define GPUQ_DAEMON_KUBE_BACKEND_KUBE_BACKEND_PASS_H_

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "daemon/kube/backend/collection_watch.h"
#include "daemon/kube/backend/kube_backend.h"

namespace gpuq::daemon::kube {

struct KubeBackend::Pass {
  std::map<std::string, CollectionWatch::Object> jobs, deployments, podgroups,
      pods;  // by namespace/name
  // The workload's own object (Job, Deployment, a gang's PodGroup, or a
  // workspace's Pod) and its kind.
  std::map<std::string, const nlohmann::json*> job_of;                // by workload id
  std::map<std::string, std::string> kind_of;                         // by workload id
  std::map<std::string, std::vector<const nlohmann::json*>> pods_of;  // by workload id
  // The PodGroup KAI's podgrouper made for a Job or Deployment (it carries
  // the object's labels): it says why the pods wait.
  std::map<std::string, const nlohmann::json*> grouped_by_kai;  // by workload id
  std::map<std::string, std::string> created;                   // workload id -> namespace/name
  std::map<std::string, core::Error> refused;  // workload id -> why it can never be made
  std::map<std::string, std::string> blocked;  // workload id -> why it waits (tried again)
  std::set<std::string> gone;                  // workload ids whose object was deleted by hand
  std::set<std::string> attach_later;          // workload ids with an attached object to make again
  std::map<std::string, std::vector<std::string>> warnings;  // workload id -> new event lines
  std::string trouble;  // why the cluster could not be reached, or ""
  int64_t now = 0;
};

}  // namespace gpuq::daemon::kube

#endif  // GPUQ_DAEMON_KUBE_BACKEND_KUBE_BACKEND_PASS_H_
