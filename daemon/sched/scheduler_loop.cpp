#include "daemon/sched/scheduler_loop.h"

#include <malloc.h>
#include <signal.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <map>

#include "core/cycle.h"
#include "core/incremental.h"
#include "daemon/exec/pod_storage.h"
#include "daemon/model/run_extras.h"
#include "daemon/sched/gpu_memory_watch.h"
#include "daemon/sched/tick_pacer.h"
#include "daemon/service/workload_phase.h"

namespace gpuq::daemon {
namespace {

constexpr int64_t kTickMs = 50;
// Back-to-back ticks allowed before pacing starts (TickPacer's allowance).
constexpr int64_t kTickBurstMs = 50;
constexpr int64_t kCyclePeriodMs = 1000;
// Workloads in a cycle from which its copies are returned to the OS at once.
constexpr std::size_t kLargeCycle = 2000;

// When `w`, which ended, is to be deleted by itself; nullopt when it has not
// ended, asked for no such deletion, or is being deleted already.
std::optional<int64_t> auto_deletion_at(const Workload& w) {
  if (w.run.extras == nullptr || w.run.extras->delete_after_s < 0) return std::nullopt;
  if ((w.phase != "Completed" && w.phase != "Failed") || w.completed_at <= 0 ||
      w.desired_phase == "Deleted") {
    return std::nullopt;
  }
  return w.completed_at + w.run.extras->delete_after_s * 1000;
}

}  // namespace

SchedulerLoop::SchedulerLoop(Service& service, ProcessRunner& runner, std::string state_dir,
                             Logger log)
    : service_(service), runner_(runner), state_dir_(std::move(state_dir)), log_(std::move(log)) {}

SchedulerLoop::~SchedulerLoop() { stop(); }

void SchedulerLoop::log(const std::string& line) const {
  if (log_) log_(line);
}

bool SchedulerLoop::write_or_log(const char* step,
                                 const std::function<core::Result<void>(State&, Store&)>& writer) {
  if (auto r = service_.write(writer); !r) {
    log(std::string("scheduler: ") + step +
        ": the store refused a change: " + r.error().to_string());
    return false;
  }
  return true;
}

void SchedulerLoop::start() {
  stopping_ = false;
  // A pod's end wakes the loop at once, as a change through the API does:
  // its devices go to the next pod without waiting for the next tick.
  runner_.set_exit_listener([this] { service_.notify_change(); });
  thread_ = std::thread([this] {
    using Clock = std::chrono::steady_clock;
    // With many workloads, change-driven ticks are paced (TickPacer): a
    // change after a quiet spell is decided at once, and under a stream of
    // changes the scheduler holds the state's lock about half the time at
    // most, deciding the changes that came meanwhile together. The
    // scheduler deciding on its own snapshot holds no lock: not counted.
    TickPacer pacer{std::chrono::milliseconds(kTickBurstMs)};
    Clock::time_point due{};
    bool deferred = false;
    while (!stopping_) {
      const auto now = Clock::now();
      const int64_t wait =
          deferred ? std::max<int64_t>(
                         1, std::chrono::ceil<std::chrono::milliseconds>(due - now).count())
                   : kTickMs;
      bool changed = service_.wait_for_change(wait) || deferred;
      if (stopping_) break;
      const auto begin = Clock::now();
      if (changed) {
        due = pacer.earliest(begin);
        if (begin < due) {
          deferred = true;
          continue;
        }
      }
      deferred = false;
      // No exception may end the daemon's only scheduler: it is logged and
      // the next tick tries again (the state is what the store holds).
      unlocked_ = {};
      try {
        tick(changed);
      } catch (const std::exception& e) {
        log(std::string("scheduler: a tick failed: ") + e.what());
      } catch (...) {
        log("scheduler: a tick failed");
      }
      // Only where the snapshot is large: a small machine's tick is short,
      // and a wait there is latency for nothing.
      pacer.ran(begin, Clock::now(), last_cycle_size_ >= kLargeCycle, unlocked_);
    }
  });
}

void SchedulerLoop::stop() {
  runner_.set_exit_listener(nullptr);
  stopping_ = true;
  service_.notify_change();
  if (thread_.joinable()) thread_.join();
}

void SchedulerLoop::tick(bool force_cycle) {
  if (force_cycle) scan_deadlines_ = scan_launches_ = true;
  if (next_auto_delete_ms_ > 0 && service_.clock().now_ms() >= next_auto_delete_ms_) {
    scan_deadlines_ = true;
  }
  handle_exits();
  enforce_deadlines();
  const int64_t now = service_.clock().now_ms();
  if (usage_) record_usage(now);
  const bool protection_ended = next_protection_end_ms_ > 0 && now >= next_protection_end_ms_;
  if (force_cycle || protection_ended || now - last_cycle_ms_ >= kCyclePeriodMs) {
    last_cycle_ms_ = now;
    if (auto watched = watch_gpu_memory(service_, runner_); !watched) {
      log("GPU memory watch: " + watched.error().to_string());
    }
    run_cycle_and_apply(/*quiet=*/!force_cycle && !protection_ended);
  }
  launch_ready_pods();
}

void SchedulerLoop::handle_exits() {
  std::vector<Exit> exits = runner_.collect_exits();
  if (exits.empty()) return;
  service_.crash_points().at("exit.before_commit");
  scan_deadlines_ = scan_launches_ = true;
  std::vector<PodStorage> released;      // scratch directories and links to remove
  std::vector<RemovedWorkload> removed;  // deleted workloads whose logs go
  std::vector<std::string> ended_logs;   // of the runs that ended: their records go once stored
  const bool saved =
      write_or_log("handle_exits", [&](State& state, Store& store) -> core::Result<void> {
        for (const Exit& e : exits) {
          for (Workload& w : state.workloads) {
            for (Pod& pod : w.pods) {
              if (pod.pid != e.id.pid || pod.start_ticks != e.id.start_ticks) continue;
              if (w.run.extras != nullptr) released.push_back(pod_storage_for(w, pod, state_dir_));
              ended_logs.push_back(pod.log_path);
              if (auto r = on_pod_exit(service_, state, store, w, pod, e.exit_code, e.note,
                                       e.not_started);
                  !r) {
                return r;
              }
            }
          }
        }
        return remove_deleted(state, store, &removed);
      });
  if (saved) {
    forget_exits(ended_logs);
    for (const RemovedWorkload& r : removed) remove_workload_logs(service_.config(), r);
  }
  service_.crash_points().at("exit.after_commit");
  for (const PodStorage& s : released) release_pod_storage(s);
  service_.notify_change();  // freed resources: schedule again now
}

void SchedulerLoop::enforce_deadlines() {
  runner_.enforce_limits();
  if (!scan_deadlines_) return;
  const int64_t now = service_.clock().now_ms();
  std::vector<ProcessId> to_kill;
  bool deadline_ahead = false;
  std::vector<RemovedWorkload> removed;  // deleted workloads whose logs go
  std::vector<std::string> expired;      // ended workloads deleted by themselves, for the log
  int64_t next_auto_delete = 0;
  const bool saved =
      write_or_log("enforce_deadlines", [&](State& state, Store& store) -> core::Result<void> {
        expired.clear();
        next_auto_delete = 0;
        for (Workload& w : state.workloads) {
          if (const auto due = auto_deletion_at(w)) {
            if (now >= *due) {
              w.desired_phase = "Deleted";  // no live pods: remove_deleted() takes it below
              expired.push_back(w.name + " (" + std::to_string(w.run.extras->delete_after_s) +
                                "s after it ended, as its spec asked)");
            } else if (next_auto_delete == 0 || *due < next_auto_delete) {
              next_auto_delete = *due;
            }
          }
          bool changed = false;
          for (Pod& pod : w.pods) {
            // Stop what a suspended or deleted workload still runs.
            if (!wants_to_run(w) &&
                (pod.phase == PodPhase::running || pod.phase == PodPhase::starting)) {
              if (pod.pid > 0) {
                runner_.signal_group(ProcessId{pod.pid, pod.start_ticks}, SIGTERM);
                pod.phase = PodPhase::releasing;
                pod.kill_at = now + grace_period_s(service_, w) * 1000;
              } else {
                pod.phase = PodPhase::pending;
                pod.node.clear();
                pod.devices.clear();
                pod.mig.clear();
              }
              changed = true;
            }
            // A deadline set before the policy's maximum was lowered.
            const int64_t latest = now + grace_period_s(service_, w) * 1000;
            if (pod.phase == PodPhase::releasing && pod.kill_at > latest) {
              pod.kill_at = latest;
              changed = true;
            }
            if (pod.phase == PodPhase::releasing && pod.pid > 0 && pod.kill_at > 0 &&
                now >= pod.kill_at) {
              to_kill.push_back(ProcessId{pod.pid, pod.start_ticks});
              pod.kill_at = 0;  // once
              changed = true;
              if (auto r = service_.record(
                      state, store, w.id, "Killed",
                      pod_name(w, pod) + " did not stop within its grace period of " +
                          std::to_string(grace_period_s(service_, w)) + "s: SIGKILL");
                  !r) {
                return r;
              }
            }
            deadline_ahead =
                deadline_ahead || (pod.phase == PodPhase::releasing && pod.kill_at > 0);
          }
          if (changed) {
            update_phase(service_, state, w);
            if (auto r = store.put_workload(w); !r) return r;
          }
        }
        return remove_deleted(state, store, &removed);
      });
  if (saved) {
    for (const RemovedWorkload& r : removed) remove_workload_logs(service_.config(), r);
    for (const std::string& what : expired) log("Deleted " + what);
    next_auto_delete_ms_ = next_auto_delete;
  }
  scan_deadlines_ = deadline_ahead;
  for (const ProcessId& id : to_kill) runner_.signal_group(id, SIGKILL);
  if (!to_kill.empty()) service_.crash_points().at("kill.after_signal");
}

void SchedulerLoop::run_cycle_and_apply(bool quiet) {
  const int64_t now = service_.clock().now_ms();
  std::size_t size = 0;
  bool full = false;  // whether every workload was decided again
  {
    auto started = std::chrono::steady_clock::now();
    std::string cause;
    std::vector<std::size_t> changed;  // without a full cycle: the decisions that changed
    if (scheduler_ != nullptr) {
      // Only what changed since the scheduler's snapshot, where that can be
      // told; the whole state otherwise (nodes, projects or settings
      // changed, a workload came back among the others).
      std::optional<core::WorkloadChanges> changes;
      SchedulingInput input;
      service_.read([&](const State& state) {
        changes =
            scheduling_changes(state, service_.config(), now, scheduler_->snapshot(), scratch_);
        if (!changes) input = build_scheduling_input(state, service_.config(), now);
      });
      const auto deciding = std::chrono::steady_clock::now();
      auto applied = changes ? scheduler_->apply(std::move(*changes))
                             : scheduler_->update(std::move(input.snapshot));
      unlocked_ += std::chrono::steady_clock::now() - deciding;
      if (!applied) {
        // Not expected from a state read from the store: decide it all
        // again from a fresh snapshot.
        log("scheduler: " + applied.error().to_string() + "; deciding everything again");
        scheduler_.reset();
      } else if (applied->full_cycle) {
        cause = applied->cause;
      } else {
        changed = std::move(applied->changed);
      }
    }
    if (scheduler_ == nullptr) {
      SchedulingInput input;
      service_.read([&](const State& state) {
        input = build_scheduling_input(state, service_.config(), now);
      });
      const auto deciding = std::chrono::steady_clock::now();
      scheduler_ = std::make_unique<core::IncrementalScheduler>(std::move(input.snapshot),
                                                                /*check=*/false);
      unlocked_ += std::chrono::steady_clock::now() - deciding;
      cause = "start";
    }
    size = scheduler_->snapshot().workloads.size();
    last_cycle_size_ = size;
    full = !cause.empty();
    const core::CycleResult& result = scheduler_->result();
    const std::vector<core::WorkloadSpec>& specs = scheduler_->snapshot().workloads;
    double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started)
            .count();
    if (!cause.empty()) {
      // Which changes needed every waiting workload decided again, and how
      // long that took: a fallback is seen, not silent.
      if (now - full_cycle_logged_ms_ >= 1000) {
        service_.read([&](const State& state) { cause = with_qualified_names(cause, state); });
        log("scheduler: full cycle over " + std::to_string(size) + " workloads in " +
            std::to_string(static_cast<int64_t>(ms)) + " ms: " + cause +
            (full_cycles_unlogged_ > 0
                 ? " (and " + std::to_string(full_cycles_unlogged_) + " more since the last line)"
                 : ""));
        full_cycle_logged_ms_ = now;
        full_cycles_unlogged_ = 0;
      } else {
        ++full_cycles_unlogged_;
      }
    }
    std::vector<ProcessId> to_stop;
    write_or_log("run_cycle_and_apply", [&](State& state, Store& store) -> core::Result<void> {
      state.cycles += 1;
      state.last_cycle_ms = ms;
      state.fair_share.clear();
      state.fair_share_by_weight.clear();
      for (const core::QueueReport& q : result.queues) {
        state.fair_share[q.project + "|" + q.pool] = q.fair_share;
        state.fair_share_by_weight[q.project + "|" + q.pool] = q.fair_share_by_weight;
      }
      // The scheduler's workloads follow the state's order (arrivals come
      // last in both): the workload after the last one found is tried
      // before the index, which saves a probe per workload of a full cycle.
      std::size_t next = 0;
      auto apply = [&](std::size_t i) -> core::Result<void> {
        Workload* w = next < state.workloads.size() && state.workloads[next].id == specs[i].name
                          ? &state.workloads[next]
                          : state.workload_by_id(specs[i].name);
        if (w == nullptr) return {};
        next = static_cast<std::size_t>(w - state.workloads.data()) + 1;
        return apply_decision(service_, state, store, *w, result.workloads[i], now, to_stop);
      };
      if (cause.empty() && scheduler_->settled()) {
        // Decided without a full cycle, and no decision places, evicts or
        // moves a pod (one that could not be carried out yet is tried
        // again each cycle): the other decisions, and every protection, are
        // those already applied to workloads that have not changed since,
        // or the snapshot would have differed.
        for (std::size_t i : changed) {
          if (auto r = apply(i); !r) return r;
        }
        return {};
      }
      state.protected_until_ms.clear();
      for (std::size_t i = 0; i < specs.size(); ++i) {
        if (auto until = result.workloads[i].protected_until_s) {
          state.protected_until_ms[specs[i].name] = *until * 1000;
        }
      }
      for (std::size_t i = 0; i < specs.size(); ++i) {
        if (auto r = apply(i); !r) return r;
      }
      return {};
    });
    // A protection that ends while something waits may free room for it:
    // the next cycle runs then (not only on the next change or tick).
    next_protection_end_ms_ = 0;
    const bool waiting = std::any_of(
        result.workloads.begin(), result.workloads.end(),
        [](const core::WorkloadDecision& d) { return d.status == core::PodStatus::pending; });
    for (const core::WorkloadDecision& d : result.workloads) {
      if (!waiting || !d.protected_until_s) continue;
      const int64_t end = *d.protected_until_s * 1000;
      if (next_protection_end_ms_ == 0 || end < next_protection_end_ms_)
        next_protection_end_ms_ = end;
    }
    bool placed = false;
    for (const core::WorkloadDecision& d : result.workloads) {
      for (const core::PodDecision& p : d.pods) {
        if (p.status != core::PodStatus::pending && p.status != core::PodStatus::running) {
          scan_deadlines_ = scan_launches_ = true;
        }
        placed = placed || p.status == core::PodStatus::allocated ||
                 p.status == core::PodStatus::pipelined;
      }
    }
    if (placed) service_.crash_points().at("schedule.after_commit");
    if (!to_stop.empty()) service_.crash_points().at("evict.after_commit");
    for (const ProcessId& id : to_stop) runner_.signal_group(id, SIGTERM);
    if (!to_stop.empty()) service_.crash_points().at("evict.after_signal");
  }
  // A full cycle copies every workload it decides on (the core's own
  // state, the decisions: about 1 kB each); glibc keeps the freed copies
  // unless told to return them. After a large full cycle that is worth the
  // moment trimming takes (a few ms at 100,000 workloads, against a cycle of
  // 100+ ms), but not after each of a stream of them (an arrival that starts
  // at once is three): memory returned is faulted in again by the next.
  // So at most once a second then, and on the first quiet cycle after one
  // left untrimmed; otherwise every few seconds.
  if (size >= kLargeCycle && full) trim_owed_ = true;
  const bool trim =
      now - last_trim_ms_ >= 5000 || (trim_owed_ && (quiet || now - last_trim_ms_ >= 1000));
  if (trim) {
    last_trim_ms_ = now;
    trim_owed_ = false;
    malloc_trim(0);
  }
}

void SchedulerLoop::launch_ready_pods() {
  struct Launch {
    std::string id;
    int pod;
    LaunchRequest request;
    PodStorage storage;
    Pod placed;  // the pod as it was when its request was made
  };
  if (!scan_launches_) return;
  std::vector<Launch> launches;
  bool blocked_start = false;
  service_.read([&](const State& state) {
    // Devices still held by pods on their way out: a pipelined pod waits.
    std::map<std::pair<std::string, int>, bool> releasing;
    std::map<std::pair<std::string, std::string>, bool> releasing_mig;
    for (const Workload& w : state.workloads) {
      for (const Pod& p : w.pods) {
        if (p.phase != PodPhase::releasing) continue;
        for (const core::DeviceShare& d : p.devices) releasing[{p.node, d.index}] = true;
        for (const core::MigSlot& m : p.mig) {
          releasing_mig[{p.node, m.profile + "#" + std::to_string(m.index)}] = true;
        }
      }
    }
    for (const Workload& w : state.workloads) {
      if (w.desired_phase != "Running") continue;
      for (const Pod& p : w.pods) {
        if (p.phase != PodPhase::starting || p.pid > 0) continue;
        bool blocked = false;
        for (const core::DeviceShare& d : p.devices)
          blocked = blocked || releasing.count({p.node, d.index});
        for (const core::MigSlot& m : p.mig) {
          blocked =
              blocked || releasing_mig.count({p.node, m.profile + "#" + std::to_string(m.index)});
        }
        blocked_start = blocked_start || blocked;
        if (blocked) continue;
        launches.push_back({w.id, p.index,
                            launch_request_for(state, w, p, service_.config(), state_dir_),
                            pod_storage_for(w, p, state_dir_), p});
      }
    }
  });
  scan_launches_ = blocked_start;
  if (launches.empty()) return;
  // Once more after starts: one that failed, or a pod started for a workload
  // that was suspended meanwhile.
  scan_deadlines_ = scan_launches_ = true;
  struct Started {
    std::string id;
    int pod;
    core::Result<ProcessId> result;
    std::vector<std::string> notes;  // about the pod's storage
    const Pod* placed = nullptr;     // the Launch's
  };
  std::vector<Started> started;
  for (Launch& l : launches) {
    // The error_code form: a throw here would end the scheduler's thread,
    // and with it the daemon.
    const std::filesystem::path log_dir = std::filesystem::path(l.request.log_path).parent_path();
    std::error_code error;
    if (std::filesystem::create_directories(log_dir, error)) {
      std::filesystem::permissions(log_dir, std::filesystem::perms::owner_all, error);
    }
    if (error) {
      started.push_back({l.id,
                         l.pod,
                         core::fail("cannot create the log directory " + log_dir.string() + ": " +
                                        error.message(),
                                    "", core::Error::Code::io),
                         {},
                         &l.placed});
      continue;
    }
    auto notes = prepare_pod_storage(l.storage);
    if (!notes) {
      started.push_back({l.id, l.pod, std::unexpected(notes.error()), {}, &l.placed});
      continue;
    }
    service_.crash_points().at("launch.before_start");
    started.push_back({l.id, l.pod, runner_.start(l.request), std::move(*notes), &l.placed});
    service_.crash_points().at("launch.after_start");
  }
  std::vector<ProcessId> stale;  // started with a spec updated meanwhile
  write_or_log("launch_ready_pods", [&](State& state, Store& store) -> core::Result<void> {
    stale.clear();
    for (Started& s : started) {
      Workload* w = state.workload_by_id(s.id);
      if (w == nullptr) continue;
      Pod& pod = w->pods[static_cast<std::size_t>(s.pod)];
      for (const std::string& note : s.notes) {
        if (auto r = service_.record(state, store, w->id, "Storage", note); !r) return r;
      }
      if (pod.phase != PodPhase::starting || pod.pid != 0) {
        // Changed while it was being started (an update put it back to
        // pending): what was started runs the old spec. It keeps the devices
        // it was given until it is gone, then starts again as it is now.
        if (!s.result) continue;
        pod.phase = PodPhase::releasing;
        pod.node = s.placed->node;
        pod.devices = s.placed->devices;
        pod.mig = s.placed->mig;
        pod.ports = s.placed->ports;
        pod.log_path = s.placed->log_path;
        pod.pid = s.result->pid;
        pod.start_ticks = s.result->start_ticks;
        pod.attempts += 1;
        pod.kill_at = service_.clock().now_ms() + grace_period_s(service_, *w) * 1000;
        stale.push_back(*s.result);
        if (auto r = service_.record(state, store, w->id, "Stopped",
                                     pod_name(*w, pod) +
                                         " was started with the spec before an update; it stops "
                                         "and starts again with the new one");
            !r) {
          return r;
        }
        if (auto r = store.put_workload(*w); !r) return r;
        continue;
      }
      if (auto r = on_pod_started(service_, state, store, *w, pod, s.result); !r) return r;
    }
    return {};
  });
  service_.crash_points().at("launch.after_commit");
  for (const ProcessId& id : stale) runner_.signal_group(id, SIGTERM);
}

}  // namespace gpuq::daemon
