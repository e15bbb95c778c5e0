// Service: submitting, finding, deleting, suspending and resuming workloads.
#include <grp.h>

#include <algorithm>
#include <csignal>

#include "daemon/exec/user_access.h"
#include "daemon/service/capacity_check.h"
#include "daemon/service/identity.h"
#include "daemon/service/service.h"
#include "daemon/service/workload_phase.h"

namespace gpuq::daemon {

bool is_member(const Caller& caller, const Project& project) {
  if (caller.admin || project.members.empty()) return true;
  for (const std::string& m : project.members) {
    if (m == caller.user) return true;
    if (m.size() > 1 && m[0] == '@' &&
        std::find(caller.groups.begin(), caller.groups.end(), m.substr(1)) != caller.groups.end()) {
      return true;
    }
  }
  return false;
}

namespace {

// The caller's primary group, or one of the groups it belongs to.
bool caller_has_gid(const Caller& caller, gid_t gid) {
  if (gid == caller.gid) return true;
  const group* g = getgrgid(gid);
  return g != nullptr &&
         std::find(caller.groups.begin(), caller.groups.end(), g->gr_name) != caller.groups.end();
}

bool has_live_pods(const Workload& w) {
  for (const Pod& p : w.pods) {
    if (p.phase == PodPhase::starting || p.phase == PodPhase::running ||
        p.phase == PodPhase::releasing) {
      return true;
    }
  }
  return false;
}

core::Result<void> check_request(const Workload& w, const DaemonConfig& config,
                                 const State& state) {
  const core::PodRequest& r = w.request;
  int forms = (r.gpus > 0) + (r.gpu_portion > 0) + (r.gpu_memory > 0);
  if (r.gpus < 0) return core::fail("must be 0 or more", "spec.compute.gpuDevicesRequest");
  if (forms > 1) {
    return core::fail("ask for whole GPUs, a portion of one GPU, or GPU memory, not several",
                      "spec.compute");
  }
  if (r.gpu_portion < 0 || r.gpu_portion >= core::kMilli) {
    return core::fail("a portion is between 0 and 1 (use gpuDevicesRequest for whole GPUs)",
                      "spec.compute.gpuPortionRequest");
  }
  if (r.cpu < 0) return core::fail("must be 0 or more", "spec.compute.cpuCoreRequest");
  if (r.memory < 0) return core::fail("must be 0 or more", "spec.compute.cpuMemoryRequest");
  if (w.limits.gpu_memory > 0 && !config.policy.allow_gpu_memory_limits) {
    return core::fail(
        "GPU memory limits are disabled by this daemon's policy "
        "(policy.allow_gpu_memory_limits)",
        "spec.compute.gpuMemoryLimit");
  }
  if (w.parallelism < 1 || w.parallelism > 1000) {
    return core::fail("must be between 1 and 1000", "spec.parallelism");
  }
  if (w.completions < 1) return core::fail("must be 1 or more", "spec.completions");
  if (w.min_available < 1 || w.min_available > w.parallelism) {
    return core::fail("must be between 1 and parallelism", "spec.minAvailable");
  }
  if (w.backoff_limit < 0) return core::fail("must be 0 or more", "spec.backoffLimit");
  if (w.termination_grace_s > config.policy.max_termination_grace_s) {
    return core::fail("at most " + std::to_string(config.policy.max_termination_grace_s) +
                          "s on this machine (policy.max_termination_grace_period), got " +
                          std::to_string(w.termination_grace_s),
                      "spec.terminationGracePeriodSeconds");
  }
  if (w.run.argv.empty()) {
    // A cluster's container runs its image's entrypoint; this machine runs
    // commands on its host, where an image is only recorded.
    if (w.run.image.empty()) return core::fail("nothing to run: give a command", "spec.command");
    if (config.backend != "kubernetes") {
      return core::fail(
          "the image is recorded for a Kubernetes cluster, but pods run on this machine's "
          "host: give the command to run (after -- on the command line, as in: gpuq submit " +
              w.name + " -- python train.py)",
          "spec.command");
    }
  }
  for (const std::string& pool : w.node_pools) {
    std::vector<std::string> pools;  // each once, in the nodes' order
    for (const NodeInfo& n : state.nodes) {
      if (std::find(pools.begin(), pools.end(), n.spec.pool) == pools.end()) {
        pools.push_back(n.spec.pool);
      }
    }
    if (std::find(pools.begin(), pools.end(), pool) != pools.end()) continue;
    std::string names;
    for (const auto& p : pools) names += (names.empty() ? "" : ", ") + p;
    return core::fail("no node pool " + pool + " (pools: " + names + ")", "spec.nodePools");
  }
  return {};
}

// Whether `caller` may start pods that run as the draft's user and group:
// their own (a group they are in), or anyone's for administrators, but root
// only for root. Checked again on each update: a command that changes is a
// new start.
core::Result<void> check_run_as(const Caller& caller, const Workload& draft) {
  if ((draft.run.uid != caller.uid || !caller_has_gid(caller, draft.run.gid)) && !caller.admin) {
    return core::fail("only administrators may run pods as another user or group",
                      "security.runAsUid", core::Error::Code::permission_denied);
  }
  if (draft.run.uid == 0 && caller.uid != 0) {
    return core::fail("pods never run as root unless root starts them", "security.runAsUid",
                      core::Error::Code::permission_denied);
  }
  return {};
}

// What a submit and an update both check: the request is valid and, unless
// `allow_pending`, some node could hold it (the error says what
// allowPending=true `does` instead).
core::Result<void> check_runnable(const Workload& draft, const DaemonConfig& config,
                                  const State& state, bool allow_pending, const char* does) {
  if (auto ok = check_request(draft, config, state); !ok) return ok;
  if (allow_pending) return {};
  if (auto why = never_fits(draft, state.nodes)) {
    return core::fail("it could never run on this machine: " + *why + " (allowPending=true " +
                          does + " it anyway)",
                      "", core::Error::Code::conflict);
  }
  return {};
}

// The directories the pods' user must reach: the working directory (enter)
// and the host paths (read).
core::Result<void> check_user_paths(const Workload& draft, const DaemonConfig& config) {
  // In a cluster these are paths in the container and on its node, not here.
  if (config.backend == "kubernetes") return {};
  if (!draft.run.working_dir.empty()) {
    if (auto ok = check_user_can_enter(draft.run.working_dir, draft.run.uid, draft.run.gid); !ok) {
      return ok;
    }
  }
  if (draft.run.extras == nullptr) return {};
  const auto& host_paths = draft.run.extras->host_paths;
  for (std::size_t i = 0; i < host_paths.size(); ++i) {
    if (auto ok = check_user_can_read_dir(host_paths[i].path, draft.run.uid, draft.run.gid,
                                          "spec.storage.hostPath[" + std::to_string(i) + "].path");
        !ok) {
      return ok;
    }
  }
  return {};
}

}  // namespace

core::Result<Workload> Service::submit(
    const Caller& caller, Workload draft, const std::string& project_ref, bool name_as_prefix,
    bool allow_pending, const std::function<void(const State&, const Workload&)>& then, Wake wake) {
  if (auto ok = check_name(draft.name, "name"); !ok) return std::unexpected(ok.error());
  std::unique_lock lock(mu_);
  const Project* project = nullptr;
  for (const Project& p : state_.projects) {
    if (p.name == project_ref || std::to_string(p.id) == project_ref) project = &p;
  }
  if (project == nullptr) {
    return core::fail("no project " + project_ref, "projectId", core::Error::Code::not_found);
  }
  for (const Project& p : state_.projects) {
    if (p.parent_id == project->id) {
      return core::fail(project->name + " is a department; submit to one of its projects",
                        "projectId");
    }
  }
  if (project->department) {
    return core::fail(project->name + " is a department; submit to a project", "projectId");
  }
  if (!is_member(caller, *project)) {
    return core::fail(caller.user + " is not a member of project " + project->name, "projectId",
                      core::Error::Code::permission_denied);
  }
  auto taken = [&](const std::string& name) {
    return state_.workload_index.has_name(state_.workloads, project->id, name);
  };
  if (name_as_prefix) {
    std::string base = draft.name.substr(0, 57);
    do {
      draft.name = base + "-" + random_uuid().substr(0, 5);
    } while (taken(draft.name));
  } else if (taken(draft.name)) {
    return core::fail(
        "a workload named " + draft.name + " already exists in project " + project->name, "name",
        core::Error::Code::conflict);
  }
  // Who the pods run as: the submitter, unless an administrator says otherwise.
  if (draft.run.uid == static_cast<uid_t>(-1)) draft.run.uid = caller.uid;
  if (draft.run.gid == static_cast<gid_t>(-1)) draft.run.gid = caller.gid;
  if (draft.run.uid == static_cast<uid_t>(-1) || draft.run.gid == static_cast<gid_t>(-1)) {
    return core::fail(caller.user + " is not a user of this machine, so its pods cannot run here",
                      "security.runAsUid", core::Error::Code::permission_denied);
  }
  if (auto ok = check_run_as(caller, draft); !ok) return std::unexpected(ok.error());
  if (auto ok = check_runnable(draft, config(), state_, allow_pending, "queues"); !ok) {
    return std::unexpected(ok.error());
  }
  // Host directories, for the pods' user, once the user is known to be one
  // the caller may run as (before that, the answer would tell anyone what
  // exists where only root may look).
  if (auto ok = check_user_paths(draft, config()); !ok) return std::unexpected(ok.error());

  const int64_t now = clock_.now_ms();
  draft.id = random_uuid();
  draft.project_id = project->id;
  draft.submitted_by = caller.user;
  draft.created_at = draft.updated_at = draft.phase_updated_at = now;
  draft.desired_phase = "Running";
  draft.phase = "Pending";
  draft.phase_reason.clear();
  static const SharedText kWaiting{std::string(kWaitingForScheduler)};
  draft.phase_message = kWaiting;
  if (draft.termination_grace_s < 0)
    draft.termination_grace_s = config().policy.termination_grace_s;
  draft.pods.clear();
  // A sweep of fewer runs than its parallelism needs no more slots than runs.
  const int slots =
      is_gang(draft) ? draft.parallelism : std::min(draft.parallelism, draft.completions);
  for (int i = 0; i < slots; ++i) {
    Pod pod;
    pod.index = i;
    pod.completion_index = i;
    draft.pods.push_back(pod);
  }
  const std::string project_name = project->name;
  auto saved = commit([&]() -> core::Result<void> {
    if (auto r = apply_submit_assets(caller, *project, draft); !r) return r;
    if (auto r = store_->put_workload(draft); !r) return r;
    return record(state_, *store_, draft.id, "Submitted",
                  draft.name + " submitted by " + caller.user + " to project " + project_name);
  });
  if (!saved) return std::unexpected(saved.error());
  crash_points_.at("submit.after_commit");
  state_.workloads.push_back(draft);
  state_.workload_index.add(state_.workloads, state_.workloads.size() - 1);
  changed_ = true;
  if (then) then(state_, state_.workloads.back());
  lock.unlock();
  if (wake == Wake::now) changed_cv_.notify_all();
  return draft;
}

core::Result<Workload> Service::workload(const std::string& id_or_name, const std::string& project,
                                         const std::string& owner) const {
  std::lock_guard lock(mu_);
  if (!project.empty()) {
    for (const Project& p : state_.projects) {
      if (p.name != project && std::to_string(p.id) != project) continue;
      for (const Workload& w : state_.workloads) {
        if (w.project_id == p.id && (w.name == id_or_name || w.id == id_or_name)) return w;
      }
    }
    // Where it is instead, so that the answer says what to type.
    std::string elsewhere;
    for (const Workload& w : state_.workloads) {
      if (w.name != id_or_name && w.id != id_or_name) continue;
      for (const Project& p : state_.projects) {
        if (p.id != w.project_id) continue;
        elsewhere +=
            (elsewhere.empty() ? "; it exists in " : ", ") + p.name + " (-p " + p.name + ")";
      }
    }
    return core::fail("no workload " + id_or_name + " in project " + project + elsewhere, "",
                      core::Error::Code::not_found);
  }
  auto index = find_workload(id_or_name, owner);
  if (!index) return std::unexpected(index.error());
  return state_.workloads[*index];
}

core::Result<void> Service::delete_workload(const Caller& caller, const std::string& id,
                                            bool force) {
  std::unique_lock lock(mu_);
  auto index = find_workload(id, caller.user);
  if (!index) return std::unexpected(index.error());
  Workload& w = state_.workloads[*index];
  if (auto ok = check_owner(caller, w); !ok) return ok;
  if (force && !caller.admin) {
    return core::fail("only administrators may force a delete (SIGKILL without a grace period)", "",
                      core::Error::Code::permission_denied);
  }
  if (!has_live_pods(w)) {
    if (auto r = store_->delete_workload(w.id); !r) return r;
    remove_workload_logs(config(), {w.id, log_indices(w)});
    state_.events_kept.erase(state_.workloads[*index].id);
    state_.workloads.erase(state_.workloads.begin() + static_cast<std::ptrdiff_t>(*index));
    state_.workload_index.rebuild(state_.workloads);
  } else {
    Workload next = w;
    next.desired_phase = "Deleted";
    next.phase = "Deleting";
    next.phase_updated_at = next.updated_at = clock_.now_ms();
    if (force) {
      next.termination_grace_s = 0;
      for (Pod& p : next.pods) {
        if (p.phase == PodPhase::releasing) p.kill_at = next.updated_at;
      }
    }
    auto saved = commit([&]() -> core::Result<void> {
      if (auto r = store_->put_workload(next); !r) return r;
      return record(state_, *store_, next.id, "Deleting",
                    "deleted by " + caller.user + (force ? " (forced: SIGKILL now)" : ""));
    });
    if (!saved) return saved;
    w = std::move(next);
  }
  crash_points_.at("delete.after_commit");
  changed_ = true;
  lock.unlock();
  changed_cv_.notify_all();
  return {};
}

core::Result<Workload> Service::update_workload(const Caller& caller, const std::string& id,
                                                Workload draft, bool allow_pending,
                                                const std::string* based_on) {
  std::unique_lock lock(mu_);
  auto index = find_workload(id, caller.user);
  if (!index) return std::unexpected(index.error());
  const Workload& w = state_.workloads[*index];
  if (auto ok = check_owner(caller, w); !ok) return std::unexpected(ok.error());
  if (w.desired_phase == "Deleted" || w.phase == "Completed" || w.phase == "Failed") {
    const std::string state = w.desired_phase == "Deleted" ? "being deleted" : w.phase;
    return core::fail(w.name + " is " + state + " and cannot be updated", "",
                      core::Error::Code::conflict);
  }
  if (based_on != nullptr && *based_on != w.spec_json) {
    return core::fail(w.name + " " + std::string(kChangedMeanwhile), "",
                      core::Error::Code::conflict);
  }
  if (draft.parallelism != w.parallelism || draft.min_available != w.min_available) {
    return core::fail(w.name + " runs " + std::to_string(w.parallelism) +
                          " pods; an update keeps their number (delete and submit it again)",
                      "spec", core::Error::Code::conflict);
  }
  // The pods keep running as the user they were submitted for, if the
  // caller may still start pods as that user.
  draft.run.uid = w.run.uid;
  draft.run.gid = w.run.gid;
  if (auto ok = check_run_as(caller, draft); !ok) return std::unexpected(ok.error());
  if (auto ok = check_runnable(draft, config(), state_, allow_pending, "updates"); !ok) {
    return std::unexpected(ok.error());
  }
  if (auto ok = check_user_paths(draft, config()); !ok) return std::unexpected(ok.error());
  const Project* project = nullptr;
  for (const Project& p : state_.projects) {
    if (p.id == w.project_id) project = &p;
  }
  if (project == nullptr) {
    return core::fail("the project of " + w.name + " is gone", "", core::Error::Code::internal);
  }

  Workload next = w;
  next.run = std::move(draft.run);
  next.request = draft.request;
  next.limits = draft.limits;
  next.node_pools = std::move(draft.node_pools);
  next.spec_json = std::move(draft.spec_json);
  next.termination_grace_s = draft.termination_grace_s >= 0 ? draft.termination_grace_s
                                                            : config().policy.termination_grace_s;
  const int64_t now = clock_.now_ms();
  next.updated_at = now;
  // What runs now stops (and starts again with the new spec, see on_pod_exit);
  // what waits takes the new spec when it is placed.
  std::vector<ProcessId> to_stop;
  int restarted = 0;
  // A new spec starts afresh: the old one's failures and back-off are not its.
  next.failures = 0;
  if (next.phase_reason == "BackOff") {
    next.phase_reason.clear();
    next.phase_message.clear();
  }
  for (Pod& p : next.pods) {
    p.retry_at = 0;
    restarted += stop_pod(*this, next, p, now, to_stop) ? 1 : 0;
  }
  update_phase(*this, state_, next);
  const std::string said =
      "updated by " + caller.user +
      (restarted == 0
           ? std::string("; its pods start with the new spec")
           : "; " + std::to_string(restarted) +
                 (restarted == 1 ? " pod restarts" : " pods restart") + " with the new spec");
  auto saved = commit([&]() -> core::Result<void> {
    if (auto r = apply_submit_assets(caller, *project, next); !r) return r;
    if (auto r = store_->put_workload(next); !r) return r;
    return record(state_, *store_, next.id, "Updated", said);
  });
  if (!saved) return std::unexpected(saved.error());
  crash_points_.at("update.after_commit");
  state_.workloads[*index] = next;
  changed_ = true;
  lock.unlock();
  // After the commit, as the scheduler does: a crash before the signal
  // leaves the pods releasing, and the scheduler kills them at kill_at.
  if (runner_ != nullptr) {
    for (const ProcessId& pid : to_stop) runner_->signal_group(pid, SIGTERM);
  }
  changed_cv_.notify_all();
  return next;
}

core::Result<void> Service::change_desired_phase(const Caller& caller, const std::string& id,
                                                 const std::string& desired,
                                                 const std::string& event,
                                                 const std::string& message) {
  std::unique_lock lock(mu_);
  auto index = find_workload(id, caller.user);
  if (!index) return std::unexpected(index.error());
  Workload& w = state_.workloads[*index];
  if (auto ok = check_owner(caller, w); !ok) return ok;
  if (desired == "Stopped" &&
      (w.phase == "Completed" || w.phase == "Failed" || w.desired_phase == "Deleted")) {
    return core::fail(w.name + " is " + w.phase + " and cannot be suspended", "",
                      core::Error::Code::conflict);
  }
  if (desired == "Running" && w.desired_phase != "Stopped") {
    return core::fail(w.name + " is not suspended", "", core::Error::Code::conflict);
  }
  // As resume of one that runs: an error, and no second event.
  if (desired == "Stopped" && w.desired_phase == "Stopped") {
    return core::fail(w.name + " is suspended already", "", core::Error::Code::conflict);
  }
  Workload next = w;
  next.desired_phase = desired;
  next.phase_message = message;
  // The phase follows from the pods as they are now, not from the request:
  // a pod that the scheduler has not stopped yet when the workload is
  // resumed keeps running, and its workload is Running, not Pending (no
  // later step would move it on).
  update_phase(*this, state_, next);
  std::string said = message;
  if (desired == "Running") {
    said += next.phase == "Running" ? "; its pods had not stopped yet and keep running"
                                    : "; waiting for the scheduler";
  }
  if (next.phase != "Running") next.phase_message = said;
  auto saved = commit([&]() -> core::Result<void> {
    if (auto r = store_->put_workload(next); !r) return r;
    return record(state_, *store_, next.id, event, said);
  });
  if (!saved) return saved;
  crash_points_.at(desired == "Stopped" ? "suspend.after_commit" : "resume.after_commit");
  w = std::move(next);
  changed_ = true;
  lock.unlock();
  changed_cv_.notify_all();
  return {};
}

core::Result<void> Service::suspend(const Caller& caller, const std::string& id) {
  return change_desired_phase(caller, id, "Stopped", "Suspended", "suspended by " + caller.user);
}

core::Result<void> Service::resume(const Caller& caller, const std::string& id) {
  return change_desired_phase(caller, id, "Running", "Resumed", "resumed by " + caller.user);
}

}  // namespace gpuq::daemon
