// The scheduler loop's recovery on start: the pods the store says were
// running are adopted again or recorded as ended while the daemon was down.
#include <signal.h>

#include <filesystem>

#include "daemon/exec/pod_storage.h"
#include "daemon/sched/scheduler_loop.h"
#include "daemon/service/workload_phase.h"

namespace gpuq::daemon {
void SchedulerLoop::recover() {
  std::vector<std::pair<std::string, int>> gone;  // (workload id, pod index) whose process ended
  // Placed, but no pid stored: the daemon stopped between the fork of the
  // shim and the commit of its pid, or before the fork. A shim found running
  // for the pod is adopted (starting the pod again would run it twice); a
  // record of its exit counts as its run; else it never started.
  struct Unrecorded {
    std::string id;
    int pod;
    ProcessId found;
    std::optional<Exit> exit;  // recorded by its shim
  };
  std::vector<Unrecorded> unrecorded;
  // Pods being stopped when the daemon went down: whether their SIGTERM
  // went out before it did is not known, so they get it again (their grace
  // period still ends at the stored kill_at).
  std::vector<ProcessId> stopping;
  service_.read([&](const State& state) {
    for (const Workload& w : state.workloads) {
      for (const Pod& p : w.pods) {
        if (p.phase == PodPhase::starting && p.pid == 0) {
          LaunchRequest req = launch_request_for(state, w, p, service_.config(), state_dir_);
          if (auto found = runner_.adopt_unrecorded(req)) {
            log("adopted " + pod_name(w, p) + " (pid " + std::to_string(found->pid) +
                "), started before the restart but not recorded");
            unrecorded.push_back({w.id, p.index, *found, std::nullopt});
          } else if (auto exit = runner_.recorded_exit(req)) {
            unrecorded.push_back({w.id, p.index, ProcessId{}, std::move(exit)});
          }
          continue;
        }
        if (p.pid > 0 && (p.phase == PodPhase::running || p.phase == PodPhase::releasing)) {
          LaunchRequest req = launch_request_for(state, w, p, service_.config(), state_dir_);
          if (runner_.adopt(ProcessId{p.pid, p.start_ticks}, req)) {
            log("adopted " + pod_name(w, p) + " (pid " + std::to_string(p.pid) + ")" +
                (p.phase == PodPhase::releasing ? ", being stopped: SIGTERM sent again" : ""));
            if (p.phase == PodPhase::releasing) stopping.push_back({p.pid, p.start_ticks});
          } else {
            gone.emplace_back(w.id, p.index);
          }
        }
      }
    }
  });
  for (const ProcessId& id : stopping) runner_.signal_group(id, SIGTERM);
  if (!unrecorded.empty()) {
    std::vector<std::string> ended_logs;  // runs whose recorded exits are stored with it
    const bool saved =
        write_or_log("recover", [&](State& state, Store& store) -> core::Result<void> {
          for (const Unrecorded& u : unrecorded) {
            Workload* w = state.workload_by_id(u.id);
            if (w == nullptr) continue;
            Pod& pod = w->pods[static_cast<std::size_t>(u.pod)];
            if (!u.exit) {
              if (auto r = on_pod_started(service_, state, store, *w, pod, u.found); !r) return r;
              continue;
            }
            pod.attempts += 1;
            ended_logs.push_back(pod.log_path);
            if (auto r =
                    on_pod_exit(service_, state, store, *w, pod, u.exit->exit_code,
                                "started before a restart of the daemon and ended while it was "
                                "down",
                                u.exit->not_started);
                !r) {
              return r;
            }
          }
          return {};
        });
    if (saved) forget_exits(ended_logs);
  }
  if (gone.empty()) return;
  std::vector<PodStorage> released;
  std::vector<std::string> ended_logs;
  const bool saved = write_or_log("recover", [&](State& state, Store& store) -> core::Result<void> {
    for (const auto& [id, index] : gone) {
      Workload* w = state.workload_by_id(id);
      if (w == nullptr) continue;
      Pod& pod = w->pods[static_cast<std::size_t>(index)];
      released.push_back(pod_storage_for(*w, pod, state_dir_));
      ended_logs.push_back(pod.log_path);
      LaunchRequest req = launch_request_for(state, *w, pod, service_.config(), state_dir_);
      const std::optional<Exit> recorded = runner_.recorded_exit(req);
      const int exit_code = recorded ? recorded->exit_code : 137;
      const std::string note =
          recorded ? "" : "ended while the daemon was down; its exit code is unknown";
      const std::string not_started = recorded ? recorded->not_started : "";
      if (auto r = on_pod_exit(service_, state, store, *w, pod, exit_code, note, not_started); !r) {
        return r;
      }
    }
    return {};
  });
  if (saved) forget_exits(ended_logs);
  for (const PodStorage& s : released) release_pod_storage(s);
}

void SchedulerLoop::forget_exits(const std::vector<std::string>& logs) {
  for (const std::string& log : logs) runner_.forget_exit(log, exit_file_beside(log));
}

}  // namespace gpuq::daemon
