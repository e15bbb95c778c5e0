// What a workload asks for beyond Run:ai's spec, kept with its run spec
// (RunSpec::extras, null for a workload that asks for none of it): the
// compute resource and hardware profile it was resolved against and where
// each compute value came from, the secrets injected into its environment,
// its volumes and scratch disk, its fs_group, and the Kubernetes-only keys
// accepted but without effect on one machine.
//
// Plain values; the store writes them as JSON (daemon/store/run_extras_json.h).
#ifndef GPUQ_DAEMON_MODEL_RUN_EXTRAS_H_
#define GPUQ_DAEMON_MODEL_RUN_EXTRAS_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace gpuq::daemon {

struct VolumeRequest {
  std::string name;
  std::string mount_path;  // where a symbolic link to the volume goes; may be empty
  int64_t size = 0;        // bytes asked for (recorded)
  bool read_only = false;  // the pod sees it read-only
  bool existing = false;   // must exist already (--existing-pvc), not made on first use
  // Lives as long as its workload (storage.pvc[].ephemeral, and every
  // spec.volumes item): on a cluster its claim is owned by the workload's
  // object. Locally a volume is the project's either way.
  bool ephemeral = false;
};

// A host directory given to the pod (spec.storage.hostPath): the pod sees
// `path` itself (pods share the host's files), and a link at mount_path
// when that differs.
struct HostPathRequest {
  std::string path;
  std::string mount_path;  // empty or `path`: no link
  bool read_only = true;   // Run:ai's default
};

struct RunExtras {
  int64_t compute_resource_id = 0;  // 0: none
  std::string compute_resource;     // its name at submit time
  std::string profile;              // hardware profile name, or empty
  // {"<spec.compute field>": {"value": V, "source": "profile|flag|computeResource|default"}},
  // plus nodePools and disk the same way; null when nothing was merged.
  nlohmann::json resolved;
  std::vector<std::string> secrets;
  std::vector<VolumeRequest> volumes;
  std::vector<HostPathRequest> host_paths;
  int64_t disk = 0;                    // scratch bytes per pod; 0: no scratch directory
  int64_t fs_group = -1;               // -1: none
  std::vector<std::string> no_effect;  // keys recorded for Kubernetes, not applied here
  // spec.autoDeletionTimeAfterCompletionSeconds: the workload is deleted this
  // long after it ends (Completed or Failed); -1: kept until deleted.
  int64_t delete_after_s = -1;
  // spec.ports: each a pod port to publish on the host.
  struct Port {
    int container = 0;
    int external = 0;          // the host port asked for; 0: the container's if free
    std::string service_type;  // NodePort | LoadBalancer | ClusterIP (recorded)
    std::string name;
  };
  std::vector<Port> ports;
  nlohmann::json exposed_urls;  // spec.exposedUrls as given (recorded); null: none
  // A distributed training (POST /api/v1/workloads/distributed): its
  // framework (PyTorch, TF, XGBoost, JAX; empty: not distributed) and whether
  // pod 0 is the master, the others workers. Each pod is told its role and
  // where the others are in the framework's own variables.
  std::string framework;
  bool has_master = true;

  bool empty() const {
    return compute_resource_id == 0 && profile.empty() && resolved.is_null() && secrets.empty() &&
           volumes.empty() && host_paths.empty() && disk == 0 && fs_group < 0 &&
           no_effect.empty() && delete_after_s < 0 && ports.empty() && exposed_urls.is_null() &&
           framework.empty();
  }
};

// The container port a distributed framework's rendezvous listens on (each
// pod is given a host port for it): PyTorch's 29500, TF's 2222, XGBoost's
// tracker 9091, JAX's coordinator 1234.
inline int rendezvous_port(const std::string& framework) {
  if (framework == "PyTorch") return 29500;
  if (framework == "TF") return 2222;
  if (framework == "XGBoost") return 9091;
  return 1234;
}

// What RunSpec::extras holds for `extras`: null when it is empty, so that
// "has extras" is a pointer test.
inline std::shared_ptr<const RunExtras> share_run_extras(RunExtras extras) {
  if (extras.empty()) return nullptr;
  return std::make_shared<const RunExtras>(std::move(extras));
}

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_MODEL_RUN_EXTRAS_H_
