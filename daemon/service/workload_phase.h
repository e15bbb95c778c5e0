// How a workload's pods and phase move: what the scheduler loop does with a
// cycle's decision, a started process, and an exited one. All functions run
// inside Service::write (state locked, one store transaction) and record an
// event for every change a person would want to see.
#ifndef GPUQ_DAEMON_SERVICE_WORKLOAD_PHASE_H_
#define GPUQ_DAEMON_SERVICE_WORKLOAD_PHASE_H_

#include <string>
#include <string_view>
#include <vector>

#include "core/decision.h"
#include "daemon/exec/process_runner.h"
#include "daemon/service/service.h"

namespace gpuq::daemon {

// The reason of a workload the scheduler has not decided on yet.
inline constexpr std::string_view kWaitingForScheduler = "waiting for the scheduler";

// Whether the workload still wants its pods running (not suspended, deleted,
// completed or failed).
bool wants_to_run(const Workload& w);

// Recomputes phase, phase reason and stale-gang time from the pods.
void update_phase(const Service& service, State& state, Workload& w);

// `text` with each "<project>/<workload id>" the core wrote turned into
// "<project>/<name>" (ids of workloads no longer in `state` stay).
std::string with_workload_names(std::string text, const State& state);
// `text` with each bare workload id (as the scheduler's log causes have
// them) turned into "<project>/<name>".
std::string with_qualified_names(std::string text, const State& state);

// Acts on the cycle's decision for `w`: placed pods become starting, evicted
// or moved pods are stopped (their process groups are added to `to_stop`
// for SIGTERM once the lock is released), pending ones get their reason.
core::Result<void> apply_decision(Service& service, State& state, Store& store, Workload& w,
                                  const core::WorkloadDecision& decision, int64_t now,
                                  std::vector<ProcessId>& to_stop);

core::Result<void> on_pod_started(Service& service, State& state, Store& store, Workload& w,
                                  Pod& pod, const core::Result<ProcessId>& started);

// Stops `pod` of `w` when it is running or starting (false otherwise), as an
// eviction does: a pod with a process becomes releasing, its group added to
// `to_stop` for SIGTERM once the change is committed, SIGKILL following at
// its grace period's end; a pod placed but not started goes back to pending.
bool stop_pod(const Service& service, const Workload& w, Pod& pod, int64_t now,
              std::vector<ProcessId>& to_stop);

// A pod's process ended with `exit_code`: a stopped pod goes back to
// pending; exit 0 counts a success; else a failure, retried up to the
// backoff limit, after which the workload fails. A retried pod waits
// retry_delay_s() (Pod::retry_at) before it is scheduled again.
// `not_started` (Exit::not_started) says that the command could not be
// started at all, and why: then the workload fails at once, without retries
// (phase reason CannotRun, the reason as its message).
core::Result<void> on_pod_exit(Service& service, State& state, Store& store, Workload& w, Pod& pod,
                               int exit_code, const std::string& note,
                               const std::string& not_started = {});

// The grace period `w`'s pods get between SIGTERM and SIGKILL: its own, at
// most the policy's maximum (a workload stored before the maximum was
// lowered gets no more).
int64_t grace_period_s(const Service& service, const Workload& w);

// The wait before the run after failure number `failures` (1-based):
// `base_s` doubled after each failure but the first, at most
// kMaxRetryBackoffS; 0 when `base_s` is 0.
int64_t retry_delay_s(int64_t base_s, int failures);

// A workload taken out of the state whose log files are still to go.
struct RemovedWorkload {
  std::string id;
  int log_indices = 0;  // log_indices() of the workload
};

// Removes deleted workloads whose pods are all gone; they go to `removed`
// when given, so that the caller removes their files (remove_workload_logs)
// once the change is committed.
core::Result<void> remove_deleted(State& state, Store& store,
                                  std::vector<RemovedWorkload>* removed = nullptr);

// Where the run of completion index `index` of a workload logs:
// <state_dir>/logs/<workload id>.<index>.log. All logs share one directory:
// a directory per workload is one more inode to create and delete per job,
// and on ext4 without a journal each creation gets slower the more inodes
// were deleted in the last minute.
std::string pod_log_file(const DaemonConfig& config, const std::string& workload_id, int index);
// Where the logs of a workload submitted to an earlier version live:
// <state_dir>/logs/<workload id>/<index>.log.
std::string legacy_workload_log_dir(const DaemonConfig& config, const std::string& workload_id);
// The file beside the log at `log_path` (<name>.log) that holds the exit
// record, <name>.exit, where the log's file system keeps no attributes
// (pod_shim.h); empty for a path that does not end in .log.
std::string exit_file_beside(const std::string& log_path);
// The completion indices whose logs `w` may have: 0 .. log_indices(w) - 1.
int log_indices(const Workload& w);
// Removes a workload's logs and the exit records beside them (a deleted
// workload's logs go with it), in either layout.
void remove_workload_logs(const DaemonConfig& config, const RemovedWorkload& removed);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_SERVICE_WORKLOAD_PHASE_H_
