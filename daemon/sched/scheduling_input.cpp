// State -> core::Snapshot, and the launch request of a pod.
#include <pwd.h>

#include <algorithm>
#include <map>

#include "daemon/exec/pod_storage.h"
#include "daemon/model/distributed_env.h"
#include "daemon/model/run_extras.h"
#include "daemon/sched/pod_environment.h"
#include "daemon/sched/scheduler_loop.h"
#include "daemon/sched/scheduling_input.h"
#include "daemon/service/min_runtime_settings.h"
#include "daemon/service/workload_phase.h"

namespace gpuq::daemon {
namespace {

// Every pod is on this machine: a framework's rendezvous is on the host port
// each pod was given for it; a plain gang's on one port per workload.
Rendezvous local_rendezvous(const Workload& w) {
  Rendezvous r;
  r.one_machine = true;
  if (w.run.extras != nullptr && !w.run.extras->framework.empty()) {
    const int port = rendezvous_port(w.run.extras->framework);
    r.address_of = [port](const Pod& p) {
      for (const PortBinding& b : p.ports) {
        if (b.container == port) return PodAddress{"127.0.0.1", b.host};
      }
      return PodAddress{"127.0.0.1", 0};  // not given its ports yet
    };
  } else {
    uint32_t hash = 2166136261u;
    for (char c : w.id) hash = (hash ^ static_cast<unsigned char>(c)) * 16777619u;
    const int port = kGangRendezvousPort + static_cast<int>(hash % 20000);
    r.address_of = [port](const Pod&) { return PodAddress{"127.0.0.1", port}; };
  }
  return r;
}

core::PodPhase core_phase(PodPhase p) {
  switch (p) {
    case PodPhase::pending:
      return core::PodPhase::pending;
    case PodPhase::starting:
    case PodPhase::running:
      return core::PodPhase::running;
    case PodPhase::releasing:
      return core::PodPhase::releasing;
    case PodPhase::succeeded:
      return core::PodPhase::completed;
    case PodPhase::failed:
      return core::PodPhase::failed;
  }
  return core::PodPhase::pending;
}

bool live(const Pod& p) {
  return p.phase == PodPhase::starting || p.phase == PodPhase::running ||
         p.phase == PodPhase::releasing;
}

// What decides whether the scheduler sees a workload, and how.
struct Visibility {
  bool wanted = false;       // to run: not suspended, deleted or ended
  bool backing_off = false;  // a failed pod waits out its retry back-off
  bool any_live = false;     // a pod holds what it was given
  // Seen while something of it runs, or while it wants to and may.
  bool seen() const { return any_live || (wanted && !backing_off); }
};

Visibility visibility_of(const Workload& w, int64_t now_ms) {
  Visibility v;
  v.wanted = w.desired_phase == "Running" && w.phase != "Completed" && w.phase != "Failed";
  for (const Pod& p : w.pods) {
    v.any_live = v.any_live || live(p);
    v.backing_off = v.backing_off || (p.phase == PodPhase::pending && p.retry_at > now_ms);
  }
  return v;
}

// Writes `w`'s scheduling state into `spec`, every field, reusing the
// memory `spec` holds (the daemon fills one scratch spec per workload on
// every tick, and allocating 10,000 of them was most of a tick's time).
// False when the scheduler should not see `w` (Visibility::seen, or its
// project is gone); `spec` is then unspecified.
bool fill_workload_spec(const Workload& w, const ProjectsById& projects, int64_t now_ms,
                        core::WorkloadSpec& spec) {
  const Visibility v = visibility_of(w, now_ms);
  if (!v.seen()) return false;
  auto project = projects.find(w.project_id);
  if (project == projects.end()) return false;
  spec.name = w.id;
  spec.project = project->second->name;
  spec.type = w.type;
  spec.priority = w.priority;
  spec.preemptible = w.preemptible;
  spec.min_available = std::min<int>(w.min_available, static_cast<int>(w.pods.size()));
  if (spec.min_available < 1) spec.min_available = 1;
  spec.request = w.request;
  spec.node_pools = w.node_pools;
  spec.stale_for_s = w.stale_since > 0 ? (now_ms - w.stale_since) / 1000 : 0;
  spec.last_start_s.reset();
  if (v.any_live) spec.last_start_s = last_start_seconds(w);
  spec.pods.resize(w.pods.size());
  for (std::size_t i = 0; i < w.pods.size(); ++i) {
    const Pod& p = w.pods[i];
    core::PodState& ps = spec.pods[i];
    ps.phase = core_phase(p.phase);
    // A workload on its way out, or backing off, asks for nothing more for now.
    if ((!v.wanted || v.backing_off) && ps.phase == core::PodPhase::pending) {
      ps.phase = core::PodPhase::completed;
    }
    ps.task_priority = 0;
    if (ps.phase == core::PodPhase::running || ps.phase == core::PodPhase::releasing) {
      ps.node = p.node;
      ps.devices = p.devices;
      ps.mig = p.mig;
    } else {
      ps.node.clear();
      ps.devices.clear();
      ps.mig.clear();
    }
  }
  return true;
}

}  // namespace

ProjectsById projects_by_id(const State& state) {
  ProjectsById by_id;
  for (const Project& p : state.projects) by_id[p.id] = &p;
  return by_id;
}

core::Snapshot build_scheduling_context(const State& state, const DaemonConfig& config,
                                        int64_t now_ms, const ProjectsById& by_id) {
  core::Snapshot s;
  s.config.stale_grace_period_s = config.policy.stale_grace_period_s;
  s.config.max_consolidation_victims = config.policy.max_consolidation_victims;
  for (const PoolConfig& pool : config.pools) {
    s.config.pool_placement_gpu[pool.name] = pool.placement_gpu;
    s.config.pool_placement_cpu[pool.name] = pool.placement_cpu;
  }
  for (const NodeInfo& n : state.nodes) s.nodes.push_back(n.spec);
  s.config.now_s = now_ms / 1000;
  s.config.k_value = config.policy.usage ? config.policy.k_value : 0;
  s.config.preempt_min_runtime_s = config.policy.preempt_min_runtime_s;
  s.config.reclaim_min_runtime_s = config.policy.reclaim_min_runtime_s;
  for (const NodeInfo& n : state.nodes) {
    if (auto d = pool_min_guaranteed_runtime(state, config, n.spec.pool)) {
      s.config.pool_min_runtime[n.spec.pool] = core::MinRuntime{*d, *d};
    }
  }
  for (const Project& p : state.projects) {
    core::ProjectSpec spec;
    spec.name = p.name;
    auto parent = by_id.find(p.parent_id);
    if (p.parent_id != 0 && parent != by_id.end()) spec.parent = parent->second->name;
    spec.quota = p.default_quota;
    spec.pool_quota = p.resources;
    spec.priority = p.priority;
    spec.min_runtime = p.min_runtime;
    if (auto u = state.usage.find(p.name); u != state.usage.end()) spec.usage = u->second;
    s.projects.push_back(std::move(spec));
  }
  return s;
}

SchedulingInput build_scheduling_input(const State& state, const DaemonConfig& config,
                                       int64_t now_ms) {
  const ProjectsById by_id = projects_by_id(state);
  SchedulingInput in{build_scheduling_context(state, config, now_ms, by_id)};
  core::Snapshot& s = in.snapshot;
  s.workloads.reserve(state.workloads.size());
  for (const Workload& w : state.workloads) {
    core::WorkloadSpec spec;
    if (fill_workload_spec(w, by_id, now_ms, spec)) s.workloads.push_back(std::move(spec));
  }
  return in;
}

std::optional<core::WorkloadChanges> scheduling_changes(const State& state,
                                                        const DaemonConfig& config, int64_t now_ms,
                                                        const core::Snapshot& current,
                                                        core::WorkloadSpec& scratch) {
  const ProjectsById by_id = projects_by_id(state);
  {
    core::Snapshot context = build_scheduling_context(state, config, now_ms, by_id);
    context.config.now_s = current.config.now_s;
    if (!(context.nodes == current.nodes) || !(context.projects == current.projects) ||
        !(context.config == current.config)) {
      return std::nullopt;
    }
  }
  core::WorkloadChanges changes;
  changes.now_s = now_ms / 1000;
  const std::vector<core::WorkloadSpec>& known = current.workloads;
  // Whether the scheduler's workload `name` is still one it should see.
  auto still_seen = [&](const std::string& name) {
    const Workload* w = state.workload_by_id(name);
    return w != nullptr && visibility_of(*w, now_ms).seen() && by_id.contains(w->project_id);
  };
  // Both are in the state's order: walk them together. A workload the
  // scheduler has that is not next is gone, or the one at hand came back
  // (resumed, its back-off over) among the others: only a new snapshot
  // places that.
  std::size_t j = 0;
  for (const Workload& w : state.workloads) {
    if (!fill_workload_spec(w, by_id, now_ms, scratch)) continue;
    while (j < known.size() && known[j].name != scratch.name) {
      if (still_seen(known[j].name)) return std::nullopt;
      changes.removed.push_back(known[j].name);
      ++j;
    }
    if (j == known.size()) {
      changes.arrivals.push_back(scratch);
      continue;
    }
    if (!(known[j] == scratch)) changes.changed.push_back(scratch);
    ++j;
  }
  for (; j < known.size(); ++j) changes.removed.push_back(known[j].name);
  return changes;
}

LaunchRequest launch_request_for(const State& state, const Workload& w, const Pod& pod,
                                 const DaemonConfig& config, const std::string& state_dir) {
  LaunchRequest r;
  r.argv = w.run.argv;
  r.working_dir = w.run.working_dir;
  r.uid = w.run.uid;
  r.gid = w.run.gid;
  r.log_path = pod.log_path;
  r.log_limit = config.policy.log_limit;
  r.log_reserve = config.policy.log_disk_reserve;
  r.cpu_limit = w.limits.cpu;
  r.memory_limit = w.limits.memory;
  r.cgroup_name = "gpuq-" + w.id + "-" + std::to_string(pod.completion_index);
  // Beside the pod's log, so that it goes with the log; a pod without a log
  // path yet has the runner's default.
  r.exit_path = exit_file_beside(pod.log_path);
  r.read_only = pod_storage_for(w, pod, state_dir).read_only_dirs();
  r.input = w.run.tty ? PodInput::tty : w.run.stdin_open ? PodInput::pipe : PodInput::none;

  std::string project;
  for (const Project& p : state.projects) {
    if (p.id == w.project_id) project = p.name;
  }
  std::vector<std::string> uuids;
  for (const NodeInfo& n : state.nodes) {
    if (n.spec.name != pod.node) continue;
    for (const core::DeviceShare& d : pod.devices) {
      if (d.index >= 0 && d.index < static_cast<int>(n.devices.size())) {
        uuids.push_back(n.devices[static_cast<std::size_t>(d.index)].uuid);
      }
    }
    // MIG slots: the n-th free-standing instance of a profile across the
    // node's MIG devices, in device order.
    for (const core::MigSlot& m : pod.mig) {
      int seen = 0;
      for (const GpuDevice& d : n.mig_devices) {
        for (const MigDevice& md : d.mig) {
          if (md.profile == m.profile && seen++ == m.index) uuids.push_back(md.uuid);
        }
      }
    }
  }
  std::string visible;
  for (const std::string& u : uuids) visible += (visible.empty() ? "" : ",") + u;

  auto& env = r.environment;
  env.emplace_back("PATH", "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin");
  env.emplace_back("CUDA_VISIBLE_DEVICES", visible);
  env.emplace_back("CUDA_DEVICE_ORDER", "PCI_BUS_ID");
  env.emplace_back("GPUQ_WORKLOAD", w.name);
  env.emplace_back("GPUQ_WORKLOAD_ID", w.id);
  env.emplace_back("GPUQ_PROJECT", project);
  env.emplace_back("GPUQ_POD", pod_name(w, pod));
  env.emplace_back("GPUQ_POD_INDEX", std::to_string(pod.completion_index));
  env.emplace_back("JOB_COMPLETION_INDEX", std::to_string(pod.completion_index));
  env.emplace_back("GPUQ_NODE", pod.node);
  if (!pod.devices.empty() && pod.devices.front().portion < core::kMilli) {
    env.emplace_back("GPUQ_GPU_PORTION",
                     std::to_string(pod.devices.front().portion / 1000.0).substr(0, 5));
  }
  add_distributed_environment(w, pod, local_rendezvous(w), env);
  // Published ports: the host port the pod must listen on, per pod port,
  // and the first one as PORT (`jupyter lab --port $PORT`).
  for (const PortBinding& b : pod.ports) {
    env.emplace_back("GPUQ_PORT_" + std::to_string(b.container), std::to_string(b.host));
  }
  if (!pod.ports.empty()) env.emplace_back("PORT", std::to_string(pod.ports.front().host));
  // What the daemon set above wins over the user's environment (the pod's
  // GPUs are its allocation, whatever the submitter's shell said), but for
  // PATH, which is only a default.
  const std::size_t daemon_set = env.size();
  for (const auto& kv : w.run.environment) {
    auto it =
        std::find_if(env.begin(), env.end(), [&](const auto& e) { return e.first == kv.first; });
    const bool reserved =
        (it != env.end() && it - env.begin() < static_cast<std::ptrdiff_t>(daemon_set) &&
         kv.first != "PATH") ||
        kv.first.starts_with("GPUQ_");
    if (reserved) continue;
    if (it != env.end()) {
      it->second = kv.second;
    } else {
      env.push_back(kv);
    }
  }
  // Who the pod runs as, from its passwd entry whatever the submitter's
  // environment said, as a login would set them.
  std::vector<char> buffer(16384);
  passwd entry{};
  passwd* found = nullptr;
  if (getpwuid_r(w.run.uid, &entry, buffer.data(), buffer.size(), &found) == 0 &&
      found != nullptr) {
    auto set = [&](const std::string& name, const char* value) {
      if (value == nullptr) return;
      auto it =
          std::find_if(env.begin(), env.end(), [&](const auto& e) { return e.first == name; });
      if (it != env.end()) {
        it->second = value;
      } else {
        env.emplace_back(name, value);
      }
    };
    set("HOME", found->pw_dir);
    set("USER", found->pw_name);
    set("LOGNAME", found->pw_name);
    set("SHELL",
        found->pw_shell != nullptr && found->pw_shell[0] != '\0' ? found->pw_shell : "/bin/sh");
  }
  if (w.run.extras != nullptr) add_asset_environment(state, w, pod, state_dir, env);
  return r;
}

}  // namespace gpuq::daemon
