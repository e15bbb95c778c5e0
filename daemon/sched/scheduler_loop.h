// The scheduler loop: the thread that turns the daemon's state into a
// core::Snapshot, runs a cycle, and acts on the decisions: starts pods whose
// devices are free, stops evicted pods (SIGTERM, the grace period, SIGKILL),
// collects exits (complete, retry up to the backoff limit, fail), and keeps
// each workload's phase and events.
//
// A cycle runs when something changed, when a minimum-runtime protection
// ends while a workload waits, and at least every second; exits and kill
// deadlines are checked every 50 ms. A change through the API and the
// end of a pod's process (ProcessRunner::set_exit_listener) wake the loop at
// once, so that a freed GPU goes to the next pod without waiting for a tick.
// The cycle itself runs without the Service lock, so the API never waits
// for it. tick() is the same whoever woke it: tests drive it by hand.
#ifndef GPUQ_DAEMON_SCHED_SCHEDULER_LOOP_H_
#define GPUQ_DAEMON_SCHED_SCHEDULER_LOOP_H_

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "core/decision.h"
#include "core/incremental.h"
#include "core/model.h"
#include "daemon/exec/process_runner.h"
#include "daemon/sched/scheduling_input.h"
#include "daemon/service/backend.h"
#include "daemon/service/service.h"
#include "daemon/store/usage_store.h"

namespace gpuq::daemon {

// The launch of one pod: argv, environment (CUDA_VISIBLE_DEVICES with the
// devices' UUIDs, GPUQ_* names, gang rendezvous variables), user, log file.
LaunchRequest launch_request_for(const State& state, const Workload& w, const Pod& pod,
                                 const DaemonConfig& config, const std::string& state_dir);

// The local backend (backend.h).
class SchedulerLoop : public Backend {
 public:
  SchedulerLoop(Service& service, ProcessRunner& runner, std::string state_dir, Logger log);
  ~SchedulerLoop() override;

  // Adopts pods that survived a restart and records the exits of those that
  // ended while the daemon was down. Call once before start().
  void recover() override;
  void start() override;
  void stop() override;  // returns after the thread ended; running pods keep running

  // One iteration (tests call it directly): exits, kills, cycle when
  // `force_cycle` or due, launches.
  void tick(bool force_cycle);

  // Fairness over time (policy.usage): every minute the loop records what
  // each project and department held into `store` and gives each cycle the
  // decayed usage it reads back. Call before start().
  void set_usage_store(std::unique_ptr<UsageStore> store, const core::UsageParams& params);

 private:
  void handle_exits();
  void enforce_deadlines();
  // `quiet`: run by the clock alone, nothing having changed.
  void run_cycle_and_apply(bool quiet);
  void launch_ready_pods();
  // Once the exits of the runs that logged to `logs` are stored: their
  // shims' records go (ProcessRunner::forget_exit), so that a crash before
  // a pod's next run starts cannot count the run before twice.
  void forget_exits(const std::vector<std::string>& logs);
  void record_usage(int64_t now_ms);
  void log(const std::string& line) const;
  // Service::write(), saying in the log when the store refused the change
  // (`step` names where): nothing else could tell, as no caller waits.
  // False when the store refused (memory is then as it was).
  bool write_or_log(const char* step,
                    const std::function<core::Result<void>(State&, Store&)>& writer);

  Service& service_;
  ProcessRunner& runner_;
  std::string state_dir_;
  Logger log_;
  std::thread thread_;
  std::atomic<bool> stopping_{false};
  int64_t last_cycle_ms_ = 0;
  int64_t last_trim_ms_ = 0;
  bool trim_owed_ = false;  // a large full cycle ran since the last malloc_trim
  // Whether enforce_deadlines() and launch_ready_pods() must walk every
  // workload on this tick. Set by whatever may have changed pods (a change
  // through the API, exits, a cycle that placed or evicted pods, launches)
  // and kept while a walk finds pods it must come back to (a SIGKILL
  // deadline ahead, a start waiting for devices being released). Otherwise
  // each 50 ms tick would take the lock and walk 100,000 pending workloads.
  bool scan_deadlines_ = true;
  bool scan_launches_ = true;
  // The earliest time an ended workload is due for its automatic deletion
  // (spec.autoDeletionTimeAfterCompletionSeconds), found by the last walk;
  // 0: none. Reaching it makes a tick walk again.
  int64_t next_auto_delete_ms_ = 0;
  // The earliest end of a minimum-runtime protection found by the last
  // cycle while a workload waited; 0: none. Reaching it runs a cycle.
  int64_t next_protection_end_ms_ = 0;
  // The decisions kept between cycles: a cycle hands it the new snapshot,
  // and an arrival into a full machine is decided without deciding every
  // waiting workload again (core/incremental.h). Made at the first cycle.
  std::unique_ptr<core::IncrementalScheduler> scheduler_;
  // Where scheduling_changes() writes each workload to compare it: its
  // memory is reused from tick to tick.
  core::WorkloadSpec scratch_;
  std::size_t last_cycle_size_ = 0;  // workloads in the last cycle's snapshot
  // Of the tick under way, the time the scheduler decided without the
  // state's lock (the pacer does not count it).
  std::chrono::steady_clock::duration unlocked_{};
  int64_t full_cycle_logged_ms_ = 0;  // the last full cycle's cause in the log, at most 1/s
  int64_t full_cycles_unlogged_ = 0;
  std::unique_ptr<UsageStore> usage_;
  core::UsageParams usage_params_;  // as at start: a reload keeps them
  bool usage_refreshed_ = false;    // State::usage holds what usage_ said since the start
  int64_t usage_from_s_ = 0;        // where the next record starts; 0: not known yet
  int64_t usage_retry_s_ = 0;       // after a failed record: not again before this
};

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_SCHED_SCHEDULER_LOOP_H_
