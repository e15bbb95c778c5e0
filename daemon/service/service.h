// The daemon's state and the operations on it: what the API calls and what
// the scheduler loop reads and updates. One mutex guards everything; each
// operation holds it briefly (validate, commit to the Store, update memory,
// wake the scheduler) and never waits for a cycle.
//
// Errors: Result<T> with core::Error; the code maps to the HTTP status
// (invalid_argument 400, unauthenticated 401, permission_denied 403,
// not_found 404, conflict 409, io/internal 500) and `where` names the JSON
// field at fault. Thread-safe.
#ifndef GPUQ_DAEMON_SERVICE_SERVICE_H_
#define GPUQ_DAEMON_SERVICE_SERVICE_H_

#include <sys/types.h>

#include <atomic>
#include <condition_variable>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/error.h"
#include "core/model.h"
#include "core/usage.h"
#include "daemon/config/config.h"
#include "daemon/exec/process_runner.h"
#include "daemon/gpu/inventory.h"
#include "daemon/model/asset_model.h"
#include "daemon/model/model.h"
#include "daemon/model/workload_index.h"
#include "daemon/service/clock.h"
#include "daemon/service/crash_points.h"
#include "daemon/service/host_ports.h"
#include "daemon/service/pod_logs.h"
#include "daemon/store/store.h"

namespace gpuq::daemon {

// Who is calling, as the API found out.
struct Caller {
  uid_t uid = static_cast<uid_t>(-1);
  gid_t gid = static_cast<gid_t>(-1);
  std::string user;                 // user name (or "uid:N" when it has none)
  std::vector<std::string> groups;  // names of the user's groups
  bool admin = false;
};

// Whether `caller` may submit to `project`: administrators, listed users and
// groups, everyone when the project lists no members.
bool is_member(const Caller& caller, const Project& project);

// Whether `caller` may read what is private to workload `w`: its
// environment's values and its logs. Its owner and administrators may;
// everyone else sees names only.
bool may_read_private(const Caller& caller, const Workload& w);

// A node of the machine as the scheduler sees it: one per pool.
struct NodeInfo {
  core::NodeSpec spec;
  std::vector<GpuDevice> devices;      // spec devices 0..n-1 map to these, in order
  std::vector<GpuDevice> mig_devices;  // devices in MIG mode, whose instances are spec.mig
};

// "<project id>/<name>": workload names are unique within a project.
inline std::string name_key(int64_t project_id, const std::string& name) {
  return std::to_string(project_id) + "/" + name;
}

// Everything in memory. Read it only under Service::read().
struct State {
  // The position of workload `id` in `workloads`, if it is there.
  std::optional<std::size_t> find_workload(std::string_view id) const {
    return workload_index.find(workloads, id);
  }
  // Workload `id`, or null.
  Workload* workload_by_id(std::string_view id) {
    auto position = find_workload(id);
    return position ? &workloads[*position] : nullptr;
  }
  const Workload* workload_by_id(std::string_view id) const {
    auto position = find_workload(id);
    return position ? &workloads[*position] : nullptr;
  }

  std::vector<Project> projects;
  std::vector<Workload> workloads;  // creation order
  WorkloadIndex workload_index;     // by id and by (project, name); rebuild after erasing
  std::vector<Token> tokens;
  Assets assets;                                      // compute resources, secrets, volumes
  std::vector<NodeInfo> nodes;                        // one per pool
  std::map<std::string, PoolSettings> pool_settings;  // set through the API, by pool name
  // Workload id -> when its minimum runtime stops protecting it (ms), as
  // the last cycle found; only protected workloads are here.
  std::map<std::string, int64_t> protected_until_ms;
  // Project or department name -> past usage (fractions of the machine), as
  // the usage store last said; empty while fairness over time is off.
  std::map<std::string, core::ResourceAmounts> usage;
  bool usage_on = false;  // fairness over time is on (usage may still be empty)
  MachineResources machine;
  std::string gpu_source;
  int64_t next_project_id = 1;
  int64_t next_event_id = 1;
  // Workload id -> how many of its events the store holds, counted from the
  // store at its first event since the state was loaded (Service::record).
  std::unordered_map<std::string, int64_t> events_kept;
  // Scheduler figures for /metrics.
  int64_t cycles = 0;
  double last_cycle_ms = 0;
  std::map<std::string, core::ResourceVector> fair_share;  // "project|pool" -> fair share
  // "project|pool" -> what over-quota weights alone would give (past usage left out).
  std::map<std::string, core::ResourceVector> fair_share_by_weight;
};

// The events kept of one workload: a sweep of 100,000 runs records three
// each, which no one reads and every describe would carry. Past
// kMaxEventsKept the oldest go, kEventsDroppedAtOnce at a time so that
// recording stays one insert: between 900 and 1000 are kept.
inline constexpr int64_t kMaxEventsKept = 1000;
inline constexpr int64_t kEventsDroppedAtOnce = 100;

// The end of update_workload's message when another update came first.
inline constexpr std::string_view kChangedMeanwhile =
    "was changed meanwhile; read it again and retry";

class Service {
 public:
  Service(DaemonConfig config, std::unique_ptr<Store> store, std::unique_ptr<GpuInventory> gpus,
          const Clock& clock);

  // Loads the store, builds the nodes from the inventory and pools, creates
  // the projects of the config that the store does not have yet.
  core::Result<void> open();

  // The config in force, on any thread, with or without the lock. reload()
  // publishes a new version and keeps every earlier one for the Service's
  // lifetime, so a reference taken before a reload stays valid and whole
  // (reloads are rare: one a SIGHUP, a few KiB each).
  const DaemonConfig& config() const { return *config_.load(std::memory_order_acquire); }

  // Where record() also writes each event, one line each (the daemon's
  // stderr). Set before the API and the scheduler loop start.
  void set_logger(std::function<void(const std::string&)> logger) { logger_ = std::move(logger); }
  // The steps where a test may stop the daemon dead (crash_points.h). Set
  // before the API and the scheduler loop start.
  void set_crash_points(CrashPoints points) { crash_points_ = std::move(points); }
  const CrashPoints& crash_points() const { return crash_points_; }
  // Changes the store refused since the start (each left memory as it was).
  int64_t failed_commits() const {
    std::lock_guard lock(mu_);
    return failed_commits_;
  }

  // Applies a re-read config: administrators, policy, hardware profiles and
  // the projects it declares (created or updated; projects made through the
  // API stay). An error (a project in an unknown department) leaves the
  // config in force as it was.
  // Paths, listeners, pools and GPUs need a restart and are left as they are.
  core::Result<void> reload(const DaemonConfig& config);
  const Clock& clock() const { return clock_; }
  GpuInventory& gpus() { return *gpus_; }
  // The runner of the pods, for what the API shows of their processes; null
  // until the daemon attaches one (and in tests without processes).
  void attach_runner(ProcessRunner* runner) { runner_ = runner; }
  ProcessRunner* runner() const { return runner_; }
  // Where the pods' logs come from when they are not this machine's files
  // (the Kubernetes backend); null for the local backend.
  void attach_pod_logs(PodLogSource* source) { pod_logs_ = source; }
  PodLogSource* pod_logs() const { return pod_logs_; }
  // How pods' host ports are found free (host_ports.h); tests set their own
  // before the scheduler loop starts.
  void set_port_probe(PortProbe probe) { port_probe_ = std::move(probe); }
  const PortProbe& port_probe() const { return port_probe_; }

  // The caller behind a request on the Unix socket (uid, gid) or TCP (token).
  core::Result<Caller> caller_from_peer(uid_t uid, gid_t gid) const;
  core::Result<Caller> caller_from_token(const std::string& bearer) const;

  // --- workloads
  // `draft` has everything the request said; id, times, owner and phase are
  // filled here. `project` is a project name or id. A pod no node of its
  // pools could ever hold is refused (conflict, capacity_check.h) unless
  // `allow_pending`. `then`, when given, reads the state and the new
  // workload in it before the lock is let go: a reply built from them does
  // not queue behind the scheduler, which the submit wakes. With
  // Wake::by_caller it does not: the caller calls notify_change() once it
  // can (after its answer is sent: on a small machine the scheduler, woken
  // first, takes the CPU the answer waits for).
  enum class Wake { now, by_caller };
  core::Result<Workload> submit(const Caller& caller, Workload draft, const std::string& project,
                                bool name_as_prefix, bool allow_pending = false,
                                const std::function<void(const State&, const Workload&)>& then = {},
                                Wake wake = Wake::now);
  // By id, or by name: within `project` when given, else across projects,
  // where a name several share means the one `owner` submitted, if exactly
  // one of them is (another user's workload of the same name cannot hide
  // yours), and is an error naming their projects otherwise.
  core::Result<Workload> workload(const std::string& id_or_name, const std::string& project = {},
                                  const std::string& owner = {}) const;
  // `force` (administrators only): no grace period, its pods get SIGKILL at
  // the loop's next tick.
  core::Result<void> delete_workload(const Caller& caller, const std::string& id,
                                     bool force = false);
  // An update of what workload `id` runs and asks for (`gpuq inference
  // update`), all its pods at once rather than one at a time: `draft`
  // (parsed as a submission would be) gives its run spec (but the user it
  // runs as), requests, limits, node pools, grace period and spec as
  // submitted; its running pods get SIGTERM and start again with them once
  // they have stopped (a pod that does not stop gets SIGKILL after its grace
  // period). The owner or an administrator; not a workload being deleted or
  // one that has ended; the number of pods stays (conflict otherwise). The
  // same checks as a submit (pools, a request no node could hold unless
  // `allow_pending`, directories the user may read). Returns the workload.
  // `based_on`, when given, is the spec (spec_json) the draft was made from:
  // a conflict whose message ends with kChangedMeanwhile when the
  // workload's has changed since (another update came first: read it again
  // and retry).
  core::Result<Workload> update_workload(const Caller& caller, const std::string& id,
                                         Workload draft, bool allow_pending = false,
                                         const std::string* based_on = nullptr);
  // Whether `caller` may change `w`: its owner or an administrator
  // (permission_denied otherwise). Callers check it before reading what only
  // the owner may see.
  core::Result<void> check_owner(const Caller& caller, const Workload& w) const;
  core::Result<void> suspend(const Caller& caller, const std::string& id);
  core::Result<void> resume(const Caller& caller, const std::string& id);
  core::Result<std::vector<Event>> events(const std::string& id, std::size_t limit = 0);

  // --- projects and departments
  core::Result<Project> create_project(const Caller& caller, Project draft,
                                       const std::string& parent);
  core::Result<Project> update_project(const Caller& caller, int64_t id, Project draft,
                                       const std::string& parent);
  // Sets a node pool's settings over its configuration (administrators only;
  // not_found for a pool the machine does not have).
  core::Result<PoolSettings> update_pool(const Caller& caller, PoolSettings settings);
  core::Result<void> delete_project(const Caller& caller, int64_t id);
  core::Result<Project> project(const std::string& id_or_name) const;

  // --- tokens (administrators only)
  // Returns the token and its secret, which is shown once and never stored.
  core::Result<std::pair<Token, std::string>> create_token(const Caller& caller,
                                                           const std::string& name,
                                                           const std::string& user);
  core::Result<void> revoke_token(const Caller& caller, const std::string& name_or_id);

  // --- assets (service_assets.cpp)
  // Compute resources: `draft` has name, scope, scope_id, description and
  // the validated spec; the rules that need the machine or the policy (MIG
  // profiles that exist, GPU memory limits allowed) are checked here.
  // Cluster and department scopes: administrators; project scope: its
  // members too. Names are unique within a scope (409).
  core::Result<ComputeResource> create_compute_resource(const Caller& caller,
                                                        ComputeResource draft);
  // Rename (and new description / spec when given).
  core::Result<ComputeResource> update_compute_resource(
      const Caller& caller, int64_t id, const std::string& name,
      const std::optional<std::string>& description, const std::optional<std::string>& spec_json);
  // Refused (409, listing them) while workloads or profiles use it.
  core::Result<void> delete_compute_resource(const Caller& caller, int64_t id);
  // By id, or by name: a project's own first, then its department's, then the cluster's.
  core::Result<ComputeResource> compute_resource(const std::string& id_or_name,
                                                 const std::string& project = {}) const;
  // Creates or replaces a project's secret (members of the project).
  core::Result<Secret> put_secret(const Caller& caller, const std::string& project,
                                  const std::string& name, const std::string& value);
  core::Result<void> delete_secret(const Caller& caller, const std::string& project,
                                   const std::string& name);
  // Removes the volume's record and its directory; refused while a workload
  // that uses it runs.
  core::Result<void> delete_volume(const Caller& caller, const std::string& project,
                                   const std::string& name);

  // Runs `reader` with the state locked; keep it short.
  void read(const std::function<void(const State&)>& reader) const;

  // --- for the scheduler loop
  // Runs `writer` with the state locked and the store in one transaction.
  core::Result<void> write(const std::function<core::Result<void>(State&, Store&)>& writer);
  // Appends an event (caller holds the lock via write()); drops the
  // workload's oldest past kMaxEventsKept.
  core::Result<void> record(State& state, Store& store, const std::string& workload_id,
                            const std::string& type, const std::string& message);
  // Blocks until something changed or `timeout_ms` passed; false on timeout.
  // 0 only looks (and clears what it saw), without blocking.
  bool wait_for_change(int64_t timeout_ms);
  void notify_change();

 private:
  core::Result<void> apply_config_projects(const std::vector<ProjectConfig>& projects);
  // Suspend and resume: checks the caller and the workload's state, then
  // commits the new desired phase, and the phase that follows from it and
  // the pods, with an event.
  core::Result<void> change_desired_phase(const Caller& caller, const std::string& id,
                                          const std::string& desired, const std::string& event,
                                          const std::string& message);
  // Submit's part for assets (service_assets.cpp): the compute resource
  // still exists, the secrets exist in the project, the volumes are
  // recorded (created when new). Caller holds mu_ inside the transaction.
  core::Result<void> apply_submit_assets(const Caller& caller, const Project& project,
                                         const Workload& draft);
  // As workload() without a project (`owner` may be empty: no preference).
  core::Result<std::size_t> find_workload(const std::string& id,
                                          const std::string& owner = {}) const;
  // What the store keeps of the state, into `state` (service.cpp).
  core::Result<void> load_persisted(State& state);
  // Runs `body` in a store transaction (caller holds mu_). On failure the
  // memory goes back to what the store holds (the body may have changed it
  // already), the events it recorded are not logged, and the failure is
  // counted; on a full disk the reserve is released (state_reserve.cpp).
  // Nested calls are part of the outer one.
  core::Result<void> commit(const std::function<core::Result<void>()>& body);
  // The file that holds space on the state directory's file system for the
  // day it is full: released so that deletes (which free space) can still
  // commit, made again once there is room (state_reserve.cpp).
  void make_reserve();
  void release_reserve();

  std::vector<std::unique_ptr<const DaemonConfig>> configs_;  // every version; guarded by mu_
  std::atomic<const DaemonConfig*> config_;                   // the last of configs_ applied
  std::unique_ptr<Store> store_;
  ProcessRunner* runner_ = nullptr;
  PodLogSource* pod_logs_ = nullptr;
  std::unique_ptr<GpuInventory> gpus_;
  const Clock& clock_;
  PortProbe port_probe_ = port_free_on_host;
  mutable std::mutex mu_;
  State state_;
  std::condition_variable changed_cv_;
  bool changed_ = false;
  CrashPoints crash_points_;
  std::function<void(const std::string&)> logger_;
  int commit_depth_ = 0;
  std::vector<std::string> pending_log_;  // lines of the commit in progress
  int64_t failed_commits_ = 0;
  bool reserve_released_ = false;
  int64_t last_reserve_try_ms_ = 0;
};

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_SERVICE_SERVICE_H_
