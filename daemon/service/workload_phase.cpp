#include "daemon/service/workload_phase.h"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <optional>
#include <set>

#include "daemon/model/run_extras.h"

namespace gpuq::daemon {
namespace {

// How long a pod whose ports could not be given waits before it is placed
// again.
constexpr int64_t kPortRetryMs = 10'000;

bool live(const Pod& p) {
  return p.phase == PodPhase::starting || p.phase == PodPhase::running ||
         p.phase == PodPhase::releasing;
}

void clear_placement(Pod& pod) {
  pod.node.clear();
  pod.devices.clear();
  pod.mig.clear();
  pod.pid = 0;  // ports stay: placed again, it gets them back when free
  pod.start_ticks = 0;
  pod.kill_at = 0;
}

std::string where(const Pod& pod) {
  std::string out = pod.node;
  if (!pod.devices.empty()) {
    out += " GPU ";
    for (std::size_t i = 0; i < pod.devices.size(); ++i) {
      out += (i ? "," : "") + std::to_string(pod.devices[i].index);
      if (pod.devices[i].portion < core::kMilli) {
        out += " (" + std::to_string(pod.devices[i].portion / 10) + "%)";
      }
    }
  }
  for (const core::MigSlot& m : pod.mig) out += " MIG " + m.profile + "#" + std::to_string(m.index);
  return out;
}

// The event type of an eviction, from the core's reason.
std::string eviction_type(const std::string& reason) {
  if (reason.rfind("reclaimed", 0) == 0) return "Reclaimed";
  if (reason.rfind("preempted", 0) == 0) return "Preempted";
  if (reason.rfind("moved", 0) == 0) return "Moved";
  return "Evicted";
}

bool is_uuid(std::string_view s) {
  if (s.size() != 36) return false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
    if (dash ? s[i] != '-' : std::isxdigit(static_cast<unsigned char>(s[i])) == 0) return false;
  }
  return true;
}

std::string phase_reason_of(const std::string& reason) {
  if (reason.find(" limit (") != std::string::npos) return "OverLimit";
  if (reason.find("non-preemptible") != std::string::npos) return "NonPreemptibleOverQuota";
  return {};
}

// A "PortChanged" event for each pod port published on another host port
// than the one asked for (the external port given, else the container's):
// the user who asked for 31555 learns where the pod listens without reading
// describe's port list. A port the pod had at an earlier placement
// (`before`) was reported then. `privileged`: as assign_ports() took it.
core::Result<void> record_moved_ports(Service& service, State& state, Store& store,
                                      const Workload& w, const Pod& pod,
                                      const std::vector<PortBinding>& before, bool privileged) {
  if (w.run.extras == nullptr) return {};
  for (const RunExtras::Port& asked : w.run.extras->ports) {
    const int wanted = asked.external > 0 ? asked.external : asked.container;
    for (const PortBinding& b : pod.ports) {
      if (b.container != asked.container || b.host == wanted) continue;
      const bool reported = std::any_of(before.begin(), before.end(), [&](const PortBinding& p) {
        return p.container == b.container && p.host == b.host;
      });
      if (reported) continue;
      const std::string why = wanted < 1024 && !privileged
                                  ? " is below 1024, which only a root pod may have"
                                  : " is taken";
      const std::string port = std::to_string(asked.container);
      if (auto r = service.record(state, store, w.id, "PortChanged",
                                  pod_name(w, pod) + ": host port " + std::to_string(wanted) + why +
                                      "; pod port " + port + " is published on host port " +
                                      std::to_string(b.host) + " (GPUQ_PORT_" + port +
                                      " in the pod's environment)");
          !r) {
        return r;
      }
    }
  }
  return {};
}

}  // namespace

int64_t grace_period_s(const Service& service, const Workload& w) {
  return std::clamp<int64_t>(w.termination_grace_s, 0,
                             service.config().policy.max_termination_grace_s);
}

int64_t retry_delay_s(int64_t base_s, int failures) {
  int64_t delay = base_s;
  for (int i = 1; i < failures && delay < kMaxRetryBackoffS; ++i) delay *= 2;
  return std::min(delay, kMaxRetryBackoffS);
}

bool wants_to_run(const Workload& w) {
  return w.desired_phase == "Running" && w.phase != "Failed" && w.phase != "Completed";
}

void update_phase(const Service& service, State& /*state*/, Workload& w) {
  const int64_t now = service.clock().now_ms();
  int running = 0, placed = 0, alive = 0;
  bool pod_failed = false;  // for good: retries used up, or a command that cannot start
  for (const Pod& p : w.pods) {
    running += p.phase == PodPhase::running;
    placed += p.phase == PodPhase::starting || p.phase == PodPhase::running;
    alive += live(p);
    pod_failed = pod_failed || p.phase == PodPhase::failed;
  }
  std::string phase;
  if (w.desired_phase == "Deleted") {
    phase = "Deleting";
  } else if (w.desired_phase == "Stopped") {
    phase = "Stopped";
  } else if (w.failures > w.backoff_limit || pod_failed) {
    phase = "Failed";
  } else if (w.succeeded >= w.completions) {
    phase = alive > 0 ? "Running" : "Completed";
  } else if (running >= w.min_available) {
    phase = "Running";
  } else if (placed > 0) {
    phase = "Initializing";
  } else if (alive > 0) {
    phase = "Releasing";  // evicted pods still hold their GPUs: not yet waiting
  } else {
    phase = "Pending";
  }
  if ((phase == "Completed" || phase == "Failed") && w.completed_at == 0 && alive == 0) {
    w.completed_at = now;
  }
  if (phase == "Running") {
    w.phase_reason.clear();
    w.phase_message.clear();
  } else if (phase == "Initializing" && w.phase_message == std::string(kWaitingForScheduler)) {
    w.phase_message.clear();  // placed: the scheduler is done with it
  }
  // A running gang below its minimum: the core evicts it after the grace period.
  if (running > 0 && running < w.min_available) {
    if (w.stale_since == 0) w.stale_since = now;
  } else {
    w.stale_since = 0;
  }
  if (phase != w.phase) {
    w.phase = phase;
    w.phase_updated_at = now;
  }
  w.updated_at = now;
}

std::string with_workload_names(std::string text, const State& state) {
  // The core knows workloads by id and writes "<project>/<id>" for another
  // one (who reclaimed, who waits): people know them by name.
  for (std::size_t slash = text.find('/'); slash != std::string::npos;
       slash = text.find('/', slash + 1)) {
    const std::string_view rest = std::string_view(text).substr(slash + 1, 36);
    if (!is_uuid(rest)) continue;
    auto position = state.find_workload(rest);
    if (!position) continue;
    text.replace(slash + 1, 36, state.workloads[*position].name);
  }
  return text;
}

std::string with_qualified_names(std::string text, const State& state) {
  for (std::size_t at = 0; at + 36 <= text.size(); ++at) {
    if (!is_uuid(std::string_view(text).substr(at, 36))) continue;
    auto position = state.find_workload(std::string_view(text).substr(at, 36));
    if (!position) continue;
    const Workload& w = state.workloads[*position];
    std::string project;
    for (const auto& p : state.projects) {
      if (p.id == w.project_id) project = p.name + "/";
    }
    text.replace(at, 36, project + w.name);
  }
  return text;
}

core::Result<void> apply_decision(Service& service, State& state, Store& store, Workload& w,
                                  const core::WorkloadDecision& raw_decision, int64_t now,
                                  std::vector<ProcessId>& to_stop) {
  // The commonest case by far, taken first because a full cycle applies
  // every decision again: nothing to place or stop, and the reason shown
  // already (or none to show).
  const bool acts = std::any_of(
      raw_decision.pods.begin(), raw_decision.pods.end(), [](const core::PodDecision& p) {
        return p.status == core::PodStatus::allocated || p.status == core::PodStatus::pipelined ||
               p.status == core::PodStatus::evicted || p.status == core::PodStatus::moved;
      });
  if (!acts && (raw_decision.status != core::PodStatus::pending ||
                (raw_decision.reason.find('/') == std::string::npos &&
                 raw_decision.reason == w.phase_message) ||
                !wants_to_run(w))) {
    return {};
  }
  const core::WorkloadDecision* decision_ptr = &raw_decision;
  core::WorkloadDecision named;
  if (raw_decision.reason.find('/') != std::string::npos) {
    named = raw_decision;
    named.reason = with_workload_names(named.reason, state);
    decision_ptr = &named;
  }
  const core::WorkloadDecision& decision = *decision_ptr;
  bool changed = false;
  // Host ports for every pod this decision starts, all or none: a gang's
  // pods start together, and each is told where the others listen.
  std::vector<std::vector<PortBinding>> ports(w.pods.size());
  // Host ports below 1024: a root pod of a root daemon only.
  const bool privileged_ports = w.run.uid == 0 && ::geteuid() == 0;
  if (w.run.extras != nullptr && !w.run.extras->ports.empty() && wants_to_run(w)) {
    const DaemonConfig& c = service.config();
    std::set<int> held = held_ports(state);
    std::optional<core::Error> failed;
    std::size_t users_ports = held_ports(state, &w.submitted_by).size();
    for (std::size_t i = 0; i < decision.pods.size() && i < w.pods.size() && !failed; ++i) {
      const core::PodStatus status = decision.pods[i].status;
      if ((status != core::PodStatus::allocated && status != core::PodStatus::pipelined) ||
          w.pods[i].phase != PodPhase::pending) {
        continue;
      }
      auto given = assign_ports(w.run.extras->ports, held, {c.port_range_first, c.port_range_last},
                                privileged_ports, service.port_probe(), w.pods[i].ports);
      if (!given) {
        failed = given.error();
        break;
      }
      users_ports += given->size();
      if (users_ports > kMaxHostPortsPerUser) {
        failed = core::Error{core::Error::Code::conflict,
                             w.submitted_by + "'s pods would hold more than " +
                                 std::to_string(kMaxHostPortsPerUser) +
                                 " host ports, the most one user may",
                             "spec.ports"};
        break;
      }
      for (const PortBinding& b : *given) held.insert(b.host);
      ports[i] = std::move(*given);
    }
    if (failed) {
      // None starts, and none is placed again for a while.
      for (std::size_t i = 0; i < decision.pods.size() && i < w.pods.size(); ++i) {
        if (w.pods[i].phase == PodPhase::pending) w.pods[i].retry_at = now + kPortRetryMs;
      }
      // Said once while it stays the same, not every 10 s: the Why line
      // keeps saying it.
      const std::string why = failed->message + "; trying again in 10s";
      if (w.phase_message.str() != why) {
        w.phase_message = why;
        if (auto r = service.record(state, store, w.id, "PortsTaken", why); !r) return r;
      }
      if (auto r = store.put_workload(w); !r) return r;
      return {};
    }
  }
  for (std::size_t i = 0; i < decision.pods.size() && i < w.pods.size(); ++i) {
    const core::PodDecision& pd = decision.pods[i];
    Pod& pod = w.pods[i];
    switch (pd.status) {
      case core::PodStatus::allocated:
      case core::PodStatus::pipelined: {
        if (pod.phase != PodPhase::pending || !wants_to_run(w)) break;
        const std::vector<PortBinding> before = std::move(pod.ports);
        pod.ports = std::move(ports[i]);
        pod.phase = PodPhase::starting;
        pod.node = pd.node;
        pod.devices = pd.devices;
        pod.mig = pd.mig;
        pod.log_path = pod_log_file(service.config(), w.id, pod.completion_index);
        changed = true;
        std::string msg = pod_name(w, pod) + " scheduled on " + where(pod);
        if (pd.status == core::PodStatus::pipelined) msg += " (starts once they are released)";
        if (auto r = service.record(state, store, w.id, "Scheduled", msg); !r) return r;
        if (auto r = record_moved_ports(service, state, store, w, pod, before, privileged_ports);
            !r)
          return r;
        break;
      }
      case core::PodStatus::evicted:
      case core::PodStatus::moved: {
        if (!stop_pod(service, w, pod, now, to_stop)) break;
        changed = true;
        w.phase_message = decision.reason;  // who evicted it: not shared
        if (auto r = service.record(state, store, w.id, eviction_type(decision.reason),
                                    pod_name(w, pod) + ": " + decision.reason);
            !r) {
          return r;
        }
        break;
      }
      default:
        break;
    }
  }
  if (decision.status == core::PodStatus::pending && decision.reason != w.phase_message &&
      wants_to_run(w)) {
    // Pending workloads share their reasons (one scheduler thread applies).
    thread_local TextPool reasons;
    w.phase_message = reasons.get(decision.reason);
    w.phase_reason = phase_reason_of(decision.reason);
  }
  // A new reason alone is not written: the store gets it with the workload's
  // next change, and a restarted daemon's first cycle gives every pending
  // workload its reason again. Writing it rewrote every pending workload
  // each time the cluster filled or emptied (a queue of 1000 made each
  // submit 3.5 times slower).
  if (!changed) return {};
  update_phase(service, state, w);
  return store.put_workload(w);
}

bool stop_pod(const Service& service, const Workload& w, Pod& pod, int64_t now,
              std::vector<ProcessId>& to_stop) {
  if (pod.phase != PodPhase::running && pod.phase != PodPhase::starting) return false;
  if (pod.pid > 0) {
    to_stop.push_back(ProcessId{pod.pid, pod.start_ticks});
    pod.phase = PodPhase::releasing;
    pod.kill_at = now + grace_period_s(service, w) * 1000;
  } else {
    pod.phase = PodPhase::pending;
    clear_placement(pod);
  }
  return true;
}

core::Result<void> on_pod_started(Service& service, State& state, Store& store, Workload& w,
                                  Pod& pod, const core::Result<ProcessId>& started) {
  // Minimum runtimes count from a start with nothing else of the workload
  // running (KAI's LastStartTimestamp, stamped when a job is allocated with
  // no task running, and for a pipelined job when it is actually started):
  // a pod added to a running workload does not restart its protection; the
  // first start after an eviction does.
  const bool others_run = std::any_of(w.pods.begin(), w.pods.end(), [&](const Pod& p) {
    return &p != &pod && p.phase == PodPhase::running;
  });
  if (!started) {
    return on_pod_exit(service, state, store, w, pod, 127,
                       "could not start: " + started.error().to_string());
  }
  pod.pid = started->pid;
  pod.start_ticks = started->start_ticks;
  pod.phase = PodPhase::running;
  pod.attempts += 1;
  pod.started_at = service.clock().now_ms();
  if (!others_run) w.last_start_at = pod.started_at;
  pod.exit_code = -1;
  pod.retry_at = 0;
  if (auto r = service.record(state, store, w.id, "Started",
                              pod_name(w, pod) + " started on " + where(pod) + " (pid " +
                                  std::to_string(pod.pid) + ")");
      !r) {
    return r;
  }
  update_phase(service, state, w);
  return store.put_workload(w);
}

core::Result<void> on_pod_exit(Service& service, State& state, Store& store, Workload& w, Pod& pod,
                               int exit_code, const std::string& note,
                               const std::string& not_started) {
  const bool stopping = pod.phase == PodPhase::releasing;
  pod.exit_code = exit_code;
  pod.finished_at = service.clock().now_ms();
  clear_placement(pod);
  const std::string name = pod_name(w, pod);
  const std::string suffix = note.empty() ? "" : "; " + note;
  core::Result<void> r;
  if (stopping) {
    pod.phase = PodPhase::pending;
    r = service.record(state, store, w.id, "Stopped",
                       name + " stopped (exit code " + std::to_string(exit_code) + ")" + suffix);
  } else if (exit_code == 0) {
    w.succeeded += 1;
    // The slot runs the next index, if any is left; a gang's pods each run
    // their own index once.
    const int next = next_completion_index(w);
    if (!is_gang(w) && next < w.completions) {
      // The slot now stands for the next index, which has not run yet: its
      // starts, code and times are its own (the finished run's are in the
      // events and its log).
      pod.completion_index = next;
      pod.phase = PodPhase::pending;
      pod.log_path.clear();
      pod.attempts = 0;
      pod.exit_code = -1;
      pod.started_at = 0;
      pod.finished_at = 0;
    } else {
      pod.phase = PodPhase::succeeded;
    }
    r = service.record(state, store, w.id, "Exited", name + " completed (exit code 0)" + suffix);
    if (w.succeeded >= w.completions) {
      for (Pod& p : w.pods) {
        if (p.phase == PodPhase::pending) p.phase = PodPhase::succeeded;
      }
    }
  } else if (!not_started.empty()) {
    // The command never ran (its shim says so, whatever the code): a retry
    // would fail the same way, so the workload fails now, retries or not.
    w.failures += 1;
    pod.phase = PodPhase::failed;
    r = service.record(state, store, w.id, "Exited",
                       name + " could not start: " + not_started + suffix);
    if (r) {
      r = service.record(state, store, w.id, "Failed",
                         w.name + " failed: " + name + " could not start (" + not_started +
                             "); not retried, as every run would fail the same way");
    }
    w.phase_reason = "CannotRun";
    w.phase_message = not_started;
  } else {
    w.failures += 1;
    r = service.record(state, store, w.id, "Exited",
                       name + " failed with exit code " + std::to_string(exit_code) + suffix);
    if (r && w.failures > w.backoff_limit) {
      pod.phase = PodPhase::failed;
      r = service.record(state, store, w.id, "Failed",
                         w.name + " failed: " + std::to_string(w.failures) +
                             " failed runs, more than its backoff limit of " +
                             std::to_string(w.backoff_limit));
      w.phase_message = name + " failed with exit code " + std::to_string(exit_code);
    } else if (r) {
      pod.phase = PodPhase::pending;
      const int64_t delay_s = retry_delay_s(service.config().policy.retry_backoff_s, w.failures);
      pod.retry_at = delay_s > 0 ? pod.finished_at + delay_s * 1000 : 0;
      std::string when = delay_s > 0 ? " in " + std::to_string(delay_s) + "s" : "";
      r = service.record(state, store, w.id, "Retried",
                         "retrying " + name + when + " (failure " + std::to_string(w.failures) +
                             " of " + std::to_string(w.backoff_limit) + " allowed)");
      if (delay_s > 0) {
        w.phase_reason = "BackOff";
        // As a person would ask it: which retry, when, and why.
        w.phase_message = "retry " + std::to_string(w.failures) + " of " +
                          std::to_string(w.backoff_limit) + when + " after exit code " +
                          std::to_string(exit_code) + " (" + name + ")";
      }
    }
  }
  if (!r) return r;
  update_phase(service, state, w);
  return store.put_workload(w);
}

std::string pod_log_file(const DaemonConfig& config, const std::string& workload_id, int index) {
  return config.state_dir + "/logs/" + workload_id + "." + std::to_string(index) + ".log";
}

std::string legacy_workload_log_dir(const DaemonConfig& config, const std::string& workload_id) {
  return config.state_dir + "/logs/" + workload_id;
}

std::string exit_file_beside(const std::string& log_path) {
  if (!log_path.ends_with(".log")) return {};
  return log_path.substr(0, log_path.size() - 4) + ".exit";
}

int log_indices(const Workload& w) {
  int n = std::max(w.completions, static_cast<int>(w.pods.size()));
  for (const Pod& p : w.pods) n = std::max(n, p.completion_index + 1);
  return n;
}

void remove_workload_logs(const DaemonConfig& config, const RemovedWorkload& removed) {
  if (removed.id.empty() || removed.id.find('/') != std::string::npos) return;
  for (int i = 0; i < removed.log_indices; ++i) {
    const std::string log = pod_log_file(config, removed.id, i);
    ::unlink(log.c_str());
    ::unlink(exit_file_beside(log).c_str());
  }
  std::error_code ignored;
  std::filesystem::remove_all(legacy_workload_log_dir(config, removed.id), ignored);
}

core::Result<void> remove_deleted(State& state, Store& store,
                                  std::vector<RemovedWorkload>* removed_workloads) {
  bool removed = false;
  for (std::size_t i = 0; i < state.workloads.size();) {
    const Workload& w = state.workloads[i];
    bool alive = false;
    for (const Pod& p : w.pods) alive = alive || live(p);
    if (w.desired_phase == "Deleted" && !alive) {
      if (auto r = store.delete_workload(w.id); !r) return r;
      if (removed_workloads != nullptr) removed_workloads->push_back({w.id, log_indices(w)});
      state.events_kept.erase(state.workloads[i].id);
      state.workloads.erase(state.workloads.begin() + static_cast<std::ptrdiff_t>(i));
      removed = true;
    } else {
      ++i;
    }
  }
  if (removed) state.workload_index.rebuild(state.workloads);
  return {};
}

}  // namespace gpuq::daemon
