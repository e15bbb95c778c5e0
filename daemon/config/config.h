// The daemon's configuration file (YAML). Unknown keys and bad values are
// errors that name file:line and the key; the daemon refuses to start.
// examples/daemon.yaml shows every key with a comment.
#ifndef GPUQ_DAEMON_CONFIG_CONFIG_H_
#define GPUQ_DAEMON_CONFIG_CONFIG_H_

#include <sys/types.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/model.h"
#include "core/usage.h"

namespace gpuq::daemon {

// A slice of the machine's devices scheduled on its own.
struct PoolConfig {
  std::string name;
  std::vector<int> devices;  // GPU indices; empty in the only pool = every device
  core::Placement placement_gpu = core::Placement::binpack;
  core::Placement placement_cpu = core::Placement::binpack;
  // Run:ai's schedulingConfiguration.minGuaranteedRuntime: the minimum
  // runtime before preempt and reclaim in this pool, over the policy's;
  // unset: the policy's. The API may change it (stored, kept over restarts).
  std::optional<int64_t> min_guaranteed_runtime_s;
};

struct ProjectConfig {
  std::string name;
  std::string parent;  // department name, or empty
  bool department = false;
  int priority = 100;
  std::map<std::string, core::QueueQuota> resources;  // per pool ("*" = every pool)
  std::vector<std::string> members;                   // users, or "@group"
  std::string description;
  core::MinRuntime min_runtime;  // unset: inherited from the department, then the pool
};

// An administrator-defined hardware profile. Stored and
// served; applied by submit.
struct ProfileConfig {
  std::string name;
  std::string description;
  std::map<std::string, std::string> fields;  // cpu, mem, gpu, gpu_model, node_pool, disk, ...
};

struct PolicyConfig {
  int64_t termination_grace_s = 30;
  // The longest grace period a workload may ask for (and the longest any
  // stored workload gets): reclaim and delete must get their GPUs back.
  int64_t max_termination_grace_s = 300;
  int max_consolidation_victims = 16;
  bool allow_gpu_memory_limits = false;
  int64_t stale_grace_period_s = 60;
  int64_t log_limit = 64LL * 1024 * 1024;  // bytes per pod log
  // Free bytes pod logs leave on their file system (the state directory's):
  // a pod's output stops there, so that logs cannot starve the database.
  int64_t log_disk_reserve = 64LL * 1024 * 1024;
  // A failed pod waits retry_backoff_s before its next run, doubled after
  // each further failure up to kMaxRetryBackoffS (as a Kubernetes Job: 10s,
  // 20s, 40s, ... six minutes). 0 retries at once.
  int64_t retry_backoff_s = 10;
  // Seconds after a workload's last start during which it is not preempted
  // (by its own project's higher priority) or reclaimed (by another
  // project), in every pool that does not set its own; 0 never protects.
  int64_t preempt_min_runtime_s = 0;
  int64_t reclaim_min_runtime_s = 0;
  // Fairness over time: with `usage` set, the daemon records what each
  // project holds (usage.db) and past usage lowers over-quota shares, by
  // k_value. Unset: shares by weight alone.
  double k_value = 1.0;
  std::optional<core::UsageParams> usage;
};

inline constexpr int64_t kMaxRetryBackoffS = 360;

// The Kubernetes backend's settings (`kubernetes:` in the config).
struct KubernetesConfig {
  std::string kubeconfig;                   // empty: KUBECONFIG, ~/.kube/config, then in-cluster
  std::string context;                      // empty: the kubeconfig's current context
  std::string namespace_prefix = "runai-";  // a project's namespace: PREFIX + name
  std::string queue_label = "kai.scheduler/queue";  // runai/queue for installs that kept it
  std::string instance = "gpuq";                    // gpuq.io/instance on what this daemon makes
};

struct DaemonConfig {
  // What runs the workloads: "local" (this machine's GPUs, as processes) or
  // "kubernetes" (a cluster scheduled by KAI).
  std::string backend = "local";
  KubernetesConfig kubernetes;
  std::string state_dir;     // empty: default (/var/lib/gpuq for root, $XDG_STATE_HOME/gpuq else)
  std::string socket_path;   // empty: /run/gpuq/gpuq.sock for root, $XDG_RUNTIME_DIR/gpuq.sock else
  std::string socket_group;  // group that may use the socket (mode 0660); empty: the daemon's
  std::string listen;        // "HOST:PORT" for TCP with bearer tokens; empty: none
  std::string gpus = "auto";                // auto | none | mock:FILE
  std::vector<std::string> administrators;  // users, or "@group"
  std::vector<PoolConfig> pools;            // empty: one pool "default" with every device
  std::vector<ProjectConfig> projects;      // departments and projects
  std::vector<ProfileConfig> profiles;
  PolicyConfig policy;
  // Host ports handed to pods whose requested port is taken (ports: "A-B").
  int port_range_first = 30000, port_range_last = 32767;
};

// Reads FILE. Errors: Error{invalid_argument, message, "FILE:LINE: key"}.
core::Result<DaemonConfig> load_config(const std::string& path);
core::Result<DaemonConfig> parse_config(const std::string& text, const std::string& file);

// The defaults of the paths for the user running the daemon.
std::string default_socket_path();
std::string default_state_dir();

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_CONFIG_CONFIG_H_
