// The daemon's state in memory: projects, workloads with their pods, and
// events. The Store persists exactly these values; the API reads and edits
// them through Service; the scheduler loop turns them into a core::Snapshot.
//
// Amounts are in the core's units (thousandths of a GPU, millicores, bytes);
// times are milliseconds since the Unix epoch. Plain values, not thread-safe
// on their own: Service guards them with its mutex.
#ifndef GPUQ_DAEMON_MODEL_MODEL_H_
#define GPUQ_DAEMON_MODEL_MODEL_H_

#include <sys/types.h>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/model.h"
#include "daemon/model/shared_text.h"

namespace gpuq::daemon {

struct RunExtras;  // daemon/model/run_extras.h

// A project (leaf queue) or a department (a queue that holds projects).
struct Project {
  int64_t id = 0;
  std::string name;
  int64_t parent_id = 0;  // 0: top level
  bool department = false;
  int priority = 100;  // queue priority
  // Quota per node pool; a pool not named here gets `default_quota`.
  std::map<std::string, core::QueueQuota> resources;
  core::QueueQuota default_quota;
  std::vector<std::string> members;  // user names, or "@group"; empty: everyone may submit
  std::string description;
  // Seconds of minimum runtime before preempt and reclaim; unset: inherited
  // from the department, then the node pool.
  core::MinRuntime min_runtime;
  std::string created_by;
  int64_t created_at = 0;
  int64_t updated_at = 0;
};

// A node pool's settings changed through the API, over its configuration.
struct PoolSettings {
  std::string name;
  // schedulingConfiguration.minGuaranteedRuntime; unset: the configuration's.
  std::optional<int64_t> min_guaranteed_runtime_s;
};

// Phases of a pod on this machine.
enum class PodPhase {
  pending,    // waiting for the scheduler
  starting,   // placed: waiting for its devices to be released, then started
  running,    // its process group is alive
  releasing,  // being stopped: SIGTERM sent, SIGKILL at kill_at
  succeeded,
  failed,
};

// A pod's port (spec.ports[].container) and the host port it was given.
// Pods share the host's network: the pod listens on `host`, told through
// PORT and GPUQ_PORT_<container>.
struct PortBinding {
  int container = 0;
  int host = 0;
};

struct Pod {
  int index = 0;  // the pod's slot: 0 .. parallelism-1
  // Which completion it runs, as a Kubernetes Indexed Job's pod does: a
  // slot whose run succeeded takes the next index not yet handed out, and a
  // failed run is retried with the same one. Names the pod and its log.
  int completion_index = 0;
  PodPhase phase = PodPhase::pending;
  std::string node;
  std::vector<core::DeviceShare> devices;
  std::vector<core::MigSlot> mig;
  pid_t pid = 0;             // process group leader; 0 when none
  uint64_t start_ticks = 0;  // /proc/PID/stat starttime: tells a reused pid apart
  int exit_code = -1;        // last exit code; -1 none yet; 128+N killed by signal N
  int attempts = 0;          // starts so far
  int64_t started_at = 0;
  int64_t finished_at = 0;
  int64_t kill_at = 0;  // releasing: when SIGKILL follows SIGTERM
  std::string log_path;
  int64_t retry_at = 0;            // pending after a failed run: not scheduled before this; 0 none
  std::vector<PortBinding> ports;  // given when it is placed, held while it lives
};

// What a workload asks to run, besides resources.
struct RunSpec {
  std::vector<std::string> argv;  // command and args, split as a POSIX shell splits words
  std::string image;              // recorded for the Kubernetes backend; not used locally
  std::string working_dir;
  std::vector<std::pair<std::string, std::string>> environment;
  std::vector<std::pair<std::string, std::string>> labels;
  std::vector<std::pair<std::string, std::string>> annotations;
  // The pods run as this user and group. In a submission, -1 means "the
  // submitter's own" (security.runAsUid/Gid unset); stored workloads always
  // hold the ids actually used.
  uid_t uid = static_cast<uid_t>(-1);
  gid_t gid = static_cast<gid_t>(-1);
  // spec.stdin and spec.tty: the pods read what `gpuq attach` sends (a
  // pipe), and with tty run on a pseudo-terminal held by their shim.
  bool stdin_open = false;
  bool tty = false;
  // Compute resource, profile, secrets, volumes... (daemon/model/run_extras.h);
  // null for most workloads. Shared and immutable, so copying a workload
  // stays cheap; replace the pointer to change it.
  std::shared_ptr<const RunExtras> extras;
};

// Limits enforced on the pods (requests are in core::PodRequest).
struct PodLimits {
  int64_t cpu = 0;          // millicores; 0 = none
  int64_t memory = 0;       // bytes; 0 = none
  int64_t gpu_portion = 0;  // thousandths; 0 = the request
  int64_t gpu_memory = 0;   // bytes; 0 = none
  bool large_shm = false;
  std::map<std::string, int64_t> extended;
};

struct Workload {
  std::string id;    // UUID
  std::string name;  // unique within its project
  core::WorkloadType type = core::WorkloadType::training;
  int64_t project_id = 0;
  std::string submitted_by;  // user name
  int64_t created_at = 0;
  int64_t updated_at = 0;
  int64_t completed_at = 0;

  std::string priority_class;  // as asked ("train", "build", ...), or empty
  int priority = 50;
  bool preemptible = true;
  core::PodRequest request;  // per pod
  PodLimits limits;
  int parallelism = 1;  // pods at a time; the gang when min_available == parallelism
  int completions = 1;  // successful pod runs needed to complete
  int min_available = 1;
  int backoff_limit = 6;  // failed runs retried before the workload fails
  int failures = 0;
  int succeeded = 0;                 // successful pod runs so far
  int64_t termination_grace_s = -1;  // seconds; -1 in a submission: the policy default
  std::vector<std::string> node_pools;
  RunSpec run;

  std::string desired_phase = "Running";  // Running | Stopped (suspended) | Deleted
  std::string phase = "Pending";          // Run:ai phase: Pending, Initializing, Running, ...
  std::string phase_reason;               // OverLimit, NonPreemptibleOverQuota, or empty
  SharedText phase_message;               // why it waits, or who evicted it, in words
  int64_t phase_updated_at = 0;
  int64_t stale_since = 0;  // when a running gang fell below min_available; 0: not stale
  // When it was last placed with nothing of it running (its first start, or
  // its start after a preemption or a requeue): minimum runtimes count from
  // here. 0: never started.
  int64_t last_start_at = 0;

  std::vector<Pod> pods;
  std::string spec_json;  // the spec as submitted, echoed back by the API
};

struct Event {
  int64_t id = 0;
  std::string workload_id;
  int64_t time = 0;
  std::string type;  // Submitted, Scheduled, Started, Preempted, Evicted, Exited, Retried, Killed,
                     // Deleted, ...
  std::string message;  // one line for people
};

// A bearer token for the TCP listener; only its hash is kept.
struct Token {
  int64_t id = 0;
  std::string name;
  std::string user;  // who the token acts as
  std::string hash;  // hex SHA-256 of the secret
  std::string created_by;
  int64_t created_at = 0;
  bool revoked = false;
};

std::string_view pod_phase_name(PodPhase p);  // "pending", "starting", ...

// "<workload>-<completion index>" ("<workload>-master-0", "<workload>-worker-1"
// for a distributed training): how events, logs and the API name a pod.
std::string pod_name(const Workload& w, const Pod& pod);
// A distributed training's pods: "master" (pod 0, unless it has none) or
// "worker", and the index within the role; "" and the pod's index for others.
std::string pod_role(const Workload& w, const Pod& pod);
int pod_role_index(const Workload& w, const Pod& pod);
// The completion index the next successful run of a slot takes: one past
// the highest handed out.
int next_completion_index(const Workload& w);
// Whether pods run as one gang (distributed: all or none, with rendezvous
// variables) rather than as independent runs of a sweep.
inline bool is_gang(const Workload& w) { return w.min_available > 1; }

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_MODEL_MODEL_H_
