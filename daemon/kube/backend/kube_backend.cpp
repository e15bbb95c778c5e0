#include "daemon/kube/backend/kube_backend.h"

#include <algorithm>
#include <exception>
#include <map>

#include "daemon/kube/backend/cluster_log_stream.h"
#include "daemon/kube/backend/cluster_nodes.h"
#include "daemon/kube/backend/kube_backend_pass.h"
#include "daemon/kube/cluster_events.h"
#include "daemon/kube/cluster_pods.h"
#include "daemon/kube/gang_objects.h"
#include "daemon/kube/project_secrets.h"
#include "daemon/kube/queue_sync.h"
#include "daemon/kube/workload_objects.h"
#include "daemon/service/workload_phase.h"

namespace gpuq::daemon::kube {
namespace {

// Whether the backend has made the workload's object (and not deleted it
// for a suspend): the pods' attempts say so, in the store, across restarts.
bool job_made(const Workload& w) {
  for (const Pod& p : w.pods) {
    if (p.attempts > 0) return true;
  }
  return false;
}

void set_attempts(Workload& w, int attempts) {
  for (Pod& p : w.pods) p.attempts = attempts;
}

// The API path of a Job, Deployment or Pod the watches brought.
std::string item_path(const std::string& kind, const nlohmann::json& object) {
  return collection_path(kind, object["metadata"].value("namespace", "")) + "/" +
         object["metadata"].value("name", "");
}

// Whether a pod the watch brought is a workload's own object (a
// workspace's), not one a Job or ReplicaSet made.
bool bare_pod(const nlohmann::json& pod) {
  return !pod["metadata"].contains("ownerReferences") || pod["metadata"]["ownerReferences"].empty();
}

}  // namespace

bool KubeBackend::being_deleted(const nlohmann::json& object) const {
  const auto& metadata = object["metadata"];
  return metadata.contains("deletionTimestamp") ||
         deleted_uids_.contains(metadata.value("uid", ""));
}

KubeBackend::KubeBackend(Service& service, ApiClient& client, KubeNaming naming, Logger log)
    : service_(service), client_(client), naming_(std::move(naming)), log_(std::move(log)) {
  auto log_line = [this](const std::string& line) { this->log(line); };
  const std::string owned = owner_selector(naming_);
  nodes_ = std::make_unique<CollectionWatch>(
      client_, "/api/v1/nodes", trim_node,
      [this] {
        nodes_changed_ = true;
        service_.notify_change();
      },
      log_line);
  queues_ = std::make_unique<CollectionWatch>(
      client_, std::string(kQueuesPath) + "?" + owned, trim_queue,
      [this] {
        queues_changed_ = true;
        service_.notify_change();
      },
      log_line);
  auto wake = [this] { service_.notify_change(); };
  jobs_ = std::make_unique<CollectionWatch>(client_, "/apis/batch/v1/jobs?" + owned, trim_job, wake,
                                            log_line);
  deployments_ = std::make_unique<CollectionWatch>(client_, "/apis/apps/v1/deployments?" + owned,
                                                   trim_job, wake, log_line);
  podgroups_ = std::make_unique<CollectionWatch>(
      client_, "/apis/scheduling.run.ai/v2alpha2/podgroups?" + owned, trim_podgroup, wake,
      log_line);
  pods_ =
      std::make_unique<CollectionWatch>(client_, "/api/v1/pods?" + owned, trim_pod, wake, log_line);
  // Warnings only: the events that say why something does not go.
  events_ = std::make_unique<CollectionWatch>(
      client_, "/api/v1/events?fieldSelector=type%3DWarning", trim_event, wake, log_line);
  // gpuq logs of the cluster's pods comes here.
  service_.attach_pod_logs(this);
}

KubeBackend::~KubeBackend() {
  stop();
  if (service_.pod_logs() == this) service_.attach_pod_logs(nullptr);
}

void KubeBackend::log(const std::string& line) const {
  if (log_) log_(line);
}

core::Result<void> KubeBackend::connect() {
  for (auto* watch : {nodes_.get(), queues_.get(), jobs_.get(), deployments_.get(),
                      podgroups_.get(), pods_.get(), events_.get()}) {
    if (auto listed = watch->list_once(); !listed) {
      auto e = listed.error();
      e.message = "cannot use the Kubernetes API server: " + e.message;
      return std::unexpected(e);
    }
  }
  return {};
}

void KubeBackend::recover() { guarded_tick(); }

void KubeBackend::guarded_tick() {
  try {
    tick();
  } catch (const std::exception& e) {
    // A bug or an answer of a shape nobody expected: said, and the next pass
    // tries again; the daemon and its API stay up.
    log(std::string("cluster: pass failed: ") + e.what());
  }
}

void KubeBackend::start() {
  stopping_ = false;
  for (auto* watch : {nodes_.get(), queues_.get(), jobs_.get(), deployments_.get(),
                      podgroups_.get(), pods_.get(), events_.get()})
    watch->start();
  thread_ = std::thread([this] { run(); });
}

void KubeBackend::stop() {
  stopping_ = true;
  service_.notify_change();
  if (thread_.joinable()) thread_.join();
  for (auto* watch : {nodes_.get(), queues_.get(), jobs_.get(), deployments_.get(),
                      podgroups_.get(), pods_.get(), events_.get()})
    watch->stop();
}

void KubeBackend::run() {
  while (!stopping_) {
    // Woken by the API and by the watches; the timeout only bounds how long
    // a retry after a failed request waits. No request is sent when nothing
    // changed.
    service_.wait_for_change(2000);
    if (stopping_) break;
    guarded_tick();
  }
}

void KubeBackend::tick() {
  if (nodes_changed_.exchange(false)) sync_nodes();
  sync_queues_if_needed();
  sync_secrets_if_needed();
  sync_volume_claims_if_needed();
  reconcile_workloads();
}

void KubeBackend::reconcile_workloads() {
  Pass pass;
  pass.now = service_.clock().now_ms();
  pass.jobs = jobs_->objects();
  pass.deployments = deployments_->objects();
  pass.podgroups = podgroups_->objects();
  pass.pods = pods_->objects();
  auto take = [&](const std::map<std::string, CollectionWatch::Object>& objects, const char* kind) {
    for (const auto& [key, object] : objects) {
      const std::string id = workload_id_of(*object);
      pass.job_of[id] = object.get();
      pass.kind_of[id] = kind;
    }
  };
  take(pass.jobs, "Job");
  take(pass.deployments, "Deployment");
  // Only the PodGroups gpuq made: KAI's podgrouper gives the one it makes
  // for a Job or Deployment that object's labels, gpuq's among them.
  for (const auto& [key, podgroup] : pass.podgroups) {
    if (!gpuq_podgroup(*podgroup)) {
      // One of a Job's earlier runs, being deleted with it, is not asked.
      if (!being_deleted(*podgroup))
        pass.grouped_by_kai[workload_id_of(*podgroup)] = podgroup.get();
      continue;
    }
    const std::string id = workload_id_of(*podgroup);
    pass.job_of[id] = podgroup.get();
    pass.kind_of[id] = "PodGroup";
  }
  // A deleted object's uid is kept while a watch still shows it.
  if (!deleted_uids_.empty()) {
    std::set<std::string> shown;
    for (const auto* objects : {&pass.jobs, &pass.deployments, &pass.podgroups, &pass.pods}) {
      for (const auto& [key, object] : *objects)
        shown.insert((*object)["metadata"].value("uid", ""));
    }
    std::erase_if(deleted_uids_, [&](const std::string& uid) { return !shown.contains(uid); });
  }
  // Pods without an owner: a workspace's own, or a Job's left behind by a
  // delete that orphaned them (told apart by the workload's type below).
  std::map<std::string, const nlohmann::json*> bare_pods;
  for (const auto& [key, pod] : pass.pods) {
    pass.pods_of[workload_id_of(*pod)].push_back(pod.get());
    if (bare_pod(*pod)) bare_pods[workload_id_of(*pod)] = pod.get();
  }

  // How many pods of the workload `owner` holds that are not going away.
  auto live_pods = [&](const std::string& id, const nlohmann::json& owner) {
    const std::string uid = owner["metadata"].value("uid", "");
    int n = 0;
    if (auto it = pass.pods_of.find(id); it != pass.pods_of.end()) {
      for (const nlohmann::json* p : it->second) {
        n += owned_by_uid(*p, uid) && !(*p)["metadata"].contains("deletionTimestamp");
      }
    }
    return n;
  };

  // What to ask of the cluster, decided under the lock and sent without it.
  struct Create {
    std::string id, path;
    nlohmann::json object;
  };
  struct Target {
    std::string id, path;  // an object's item path
    std::string uid;       // the object's, for a delete
  };
  std::vector<Create> creates, attached;
  std::vector<Target> deletes;
  std::vector<Target> suspects;  // made, wanted, not in the watch: gone, or not seen yet?
  bool jobs_known = true;        // every watch of workloads' objects is listed and sound
  for (auto* watch : {jobs_.get(), deployments_.get(), podgroups_.get()}) {
    jobs_known = jobs_known && watch->synced() && watch->trouble().empty();
  }
  service_.read([&](const State& state) {
    std::map<int64_t, std::string> project_names;
    for (const auto& p : state.projects) project_names[p.id] = p.name;
    std::set<std::string> ids;
    for (const Workload& w : state.workloads) {
      ids.insert(w.id);
      if (auto pod = bare_pods.find(w.id);
          pod != bare_pods.end() && w.type == core::WorkloadType::workspace) {
        pass.job_of[w.id] = pod->second;
        pass.kind_of[w.id] = "Pod";
      }
    }
    for (const Workload& w : state.workloads) {
      const auto job = pass.job_of.find(w.id);
      const bool has_job = job != pass.job_of.end();
      // A gang that failed: nothing stops its surviving bare pods but the
      // PodGroup's deletion.
      const bool failed_gang = has_job && pass.kind_of[w.id] == "PodGroup" && w.phase == "Failed";
      if (has_job &&
          (w.desired_phase == "Deleted" || w.desired_phase == "Stopped" || failed_gang)) {
        if (!being_deleted(*job->second)) {
          deletes.push_back({w.id, item_path(pass.kind_of[w.id], *job->second),
                             (*job->second)["metadata"].value("uid", "")});
        }
        continue;
      }
      if (!has_job) {
        attached_made_.erase(w.id);
        attach_refused_.erase(w.id);
      }
      const std::string project = project_names[w.project_id];
      if (has_job && pass.kind_of[w.id] == "PodGroup" && attached_made_.contains(w.id) &&
          wants_to_run(w) && w.phase != "Completed" && w.phase != "Failed" &&
          !being_deleted(*job->second) &&
          live_pods(w.id, *job->second) < static_cast<int>(w.pods.size())) {
        // Pods of the gang were deleted (KAI evicted them, a node went):
        // made again, so that KAI schedules the gang again.
        attached_made_.erase(w.id);
      }
      if (has_job && !attached_made_.contains(w.id) && wants_to_run(w) &&
          !being_deleted(*job->second)) {
        // Its Service and new volumes' claims, owned by the object: made
        // once it has a uid, deleted with it.
        const auto& metadata = (*job->second)["metadata"];
        const std::string kind = pass.kind_of[w.id];
        const OwnerRef owner{kind == "Job"          ? "batch/v1"
                             : kind == "Deployment" ? "apps/v1"
                             : kind == "PodGroup"   ? "scheduling.run.ai/v2alpha2"
                                                    : "v1",
                             kind, metadata.value("name", ""), metadata.value("uid", "")};
        const std::string ns = metadata.value("namespace", "");
        auto objects = volume_claim_objects(w, project, ns, naming_, owner);
        if (runs_as_gang(w)) {
          // The gang's pods come once its PodGroup is there, as KAI wants.
          auto members = gang_member_objects(w, project, ns, naming_, owner);
          if (!members) {
            pass.refused[w.id] = members.error();
            continue;
          }
          for (auto& m : *members) objects.push_back(std::move(m));
        } else if (auto service = service_object(w, project, ns, naming_, owner)) {
          objects.push_back(std::move(*service));
        }
        if (objects.empty()) attached_made_.insert(w.id);  // none to make
        for (auto& object : objects) {
          const std::string path = collection_path(object.value("kind", ""), ns);
          attached.push_back({w.id, path, std::move(object)});
        }
      }
      if (has_job || !wants_to_run(w)) continue;
      if (w.phase == "Completed" || w.phase == "Failed") continue;
      // A gang's pods have fixed names: a new PodGroup waits until the
      // pods of the last one are gone.
      if (runs_as_gang(w) && pass.pods_of.contains(w.id)) continue;
      auto ns = project_namespace(project, naming_);
      if (!ns) {
        pass.refused[w.id] = ns.error();
        continue;
      }
      if (job_made(w)) {
        // Made once already: deleted by hand, or not in the watch yet.
        const auto made = made_at_.find(w.id);
        if (jobs_known && (made == made_at_.end() || pass.now - made->second > kWatchLagMs)) {
          suspects.push_back({w.id, collection_path(object_kind(w), *ns) + "/" + w.name, ""});
        }
        continue;
      }
      auto object = workload_object(w, project, *ns, naming_);
      if (!object) {
        pass.refused[w.id] = object.error();
        continue;
      }
      creates.push_back({w.id, collection_path(object_kind(w), *ns), std::move(*object)});
    }
    std::erase_if(attached_made_, [&](const std::string& id) { return !ids.contains(id); });
    std::erase_if(warned_, [&](const auto& entry) { return !ids.contains(entry.first); });
    std::erase_if(attach_refused_, [&](const auto& entry) { return !ids.contains(entry.first); });
    // An object of this daemon whose workload is gone: delete it.
    for (const auto& [id, job] : pass.job_of) {
      if (ids.contains(id) || being_deleted(*job)) continue;
      deletes.push_back(
          {id, item_path(pass.kind_of[id], *job), (*job)["metadata"].value("uid", "")});
    }
    for (const auto& [id, pod] : bare_pods) {
      if (ids.contains(id) || being_deleted(*pod)) continue;
      deletes.push_back({id, item_path("Pod", *pod), (*pod)["metadata"].value("uid", "")});
    }
  });

  for (const auto& c : creates) {
    if (!pass.trouble.empty()) break;
    create_object(c.id, c.path, c.object, pass);
  }
  std::set<std::string> attach_done;  // workloads whose attached objects were all answered
  for (const auto& c : attached) attach_done.insert(c.id);
  for (const auto& c : attached) {
    if (!pass.trouble.empty()) {
      attach_done.erase(c.id);  // tried again next pass (409 for those made)
      continue;
    }
    create_attached(c.id, c.path, c.object, pass);
    if (!pass.trouble.empty() || pass.attach_later.contains(c.id)) attach_done.erase(c.id);
  }
  attached_made_.insert(attach_done.begin(), attach_done.end());
  for (const auto& d : deletes) {
    if (!pass.trouble.empty()) break;
    const ApiRequest request{"DELETE", d.path + "?propagationPolicy=Background", "", ""};
    auto r = client_.send(request);
    if (!r) {
      pass.trouble = r.error().to_string();
    } else if (r->status >= 500 || r->status == 429) {
      pass.trouble = error_of(request, *r, client_.describe_server()).to_string();
    } else if (r->status == 404 || (r->status >= 200 && r->status <= 299)) {
      deleted_uids_.insert(d.uid);
    } else {
      // Refused (401, 403, ...): the workload says so, and it is tried again.
      pass.blocked[d.id] = "its " + pass.kind_of[d.id] + " cannot be deleted: " +
                           error_of(request, *r, client_.describe_server()).to_string();
    }
  }
  for (const auto& s : suspects) {
    if (!pass.trouble.empty()) break;
    // Only a 404 says that the object is gone; the watch may just be late.
    auto r = client_.send({"GET", s.path, "", ""});
    if (r && r->status == 404) pass.gone.insert(s.id);
  }
  for (auto* watch : {jobs_.get(), deployments_.get(), podgroups_.get(), pods_.get()}) {
    if (pass.trouble.empty()) pass.trouble = watch->trouble();
  }
  if (pass.trouble != last_trouble_) {
    if (!pass.trouble.empty()) log("cluster: " + pass.trouble);
    if (pass.trouble.empty() && !last_trouble_.empty()) log("cluster: reachable again");
    last_trouble_ = pass.trouble;
  }

  take_warnings(pass);
  auto written = service_.write([&](State& state, Store& store) -> core::Result<void> {
    for (Workload& w : state.workloads) {
      const Workload before = w;
      follow(state, w, pass);
      if (auto r = commit_change(state, store, before, w, pass); !r) return r;
      auto lines = pass.warnings.find(w.id);
      if (lines == pass.warnings.end()) continue;
      for (const std::string& line : lines->second) {
        if (!warned_[w.id].insert(line).second) continue;
        if (auto r = service_.record(state, store, w.id, kClusterWarning, line); !r) return r;
      }
    }
    return remove_deleted(state, store);
  });
  if (!written) log("cluster: the workloads' state was not stored: " + written.error().to_string());
}

void KubeBackend::follow(State& state, Workload& w, const Pass& pass) {
  if (auto it = pass.refused.find(w.id); it != pass.refused.end()) {
    // The cluster will not take it as it is: it fails, saying why.
    w.failures = w.backoff_limit + 1;
    w.phase_reason = "CannotRun";
    w.phase_message = SharedText(it->second.to_string());
    update_phase(service_, state, w);
    return;
  }
  const auto job = pass.job_of.find(w.id);
  const bool has_job = job != pass.job_of.end();
  const bool terminating = has_job && being_deleted(*job->second);
  const bool made_now = pass.created.contains(w.id);
  if (made_now) {
    set_attempts(w, 1);
    made_at_[w.id] = pass.now;
  } else if (w.desired_phase == "Stopped") {
    set_attempts(w, 0);  // its Job is being deleted; resume makes it again
  } else if (has_job && !terminating) {
    made_at_.erase(w.id);
    if (!job_made(w)) set_attempts(w, 1);  // taken up: made before a restart
  } else if (pass.gone.contains(w.id)) {
    // Gone while it should run: deleted by hand, or by another tool.
    made_at_.erase(w.id);
    w.failures = w.backoff_limit + 1;
    w.phase_reason = object_kind(w) + "Deleted";
    w.phase_message = SharedText("its " + object_kind(w) + " was deleted outside gpuq");
    update_phase(service_, state, w);
    return;
  } else if ((!has_job || terminating) && (w.phase == "Completed" || w.phase == "Failed")) {
    // Ended, and its object is gone or going: pods of it that linger until the
    // garbage collector takes them say nothing more about it (they would
    // overwrite why it failed with "waiting for KAI to schedule it").
    return;
  }
  // The pods of this Job only: a terminating earlier Job's stay out. A
  // gang's are its live PodGroup's; without one they are leftovers.
  const auto own = pass.pods_of.find(w.id);
  std::vector<const nlohmann::json*> pods;
  const bool gang_object = has_job && pass.kind_of.at(w.id) == "PodGroup";
  if (own != pass.pods_of.end() && runs_as_gang(w)) {
    const std::string uid =
        gang_object && !terminating ? (*job->second)["metadata"].value("uid", "") : std::string();
    for (const nlohmann::json* p : own->second) {
      if (!uid.empty() && owned_by_uid(*p, uid)) pods.push_back(p);
    }
  } else if (own != pass.pods_of.end()) {
    const std::string uid = has_job ? (*job->second)["metadata"].value("uid", "") : "";
    for (const nlohmann::json* p : own->second) {
      const auto labels = (*p)["metadata"].value("labels", nlohmann::json::object());
      const std::string owner =
          labels.value("controller-uid", labels.value("batch.kubernetes.io/controller-uid", ""));
      if (uid.empty() || owner.empty() || owner == uid) pods.push_back(p);
    }
  }
  // A Job's or Deployment's status counts; a workspace's pod is the object,
  // a gang's PodGroup says only why its pods wait.
  const std::string kind = has_job && !terminating ? pass.kind_of.at(w.id) : std::string();
  const bool job_status = kind == "Job" || kind == "Deployment";
  const nlohmann::json* podgroup = kind == "PodGroup" ? job->second : nullptr;
  if (job_status) {
    if (auto g = pass.grouped_by_kai.find(w.id); g != pass.grouped_by_kai.end()) {
      podgroup = g->second;
    }
  }
  follow_cluster(w, job_status ? job->second : nullptr, pods, pass.now, podgroup);
  if (auto blocked = pass.blocked.find(w.id); blocked != pass.blocked.end()) {
    w.phase_message = SharedText(blocked->second);
  } else if (auto refused = attach_refused_.find(w.id);
             refused != attach_refused_.end() && has_job) {
    w.phase_message = SharedText(refused->second);
  } else if (!has_job && made_now) {
    w.phase_message = SharedText(pass.created.at(w.id) + " created; waiting for its pods");
  } else if (!has_job && wants_to_run(w) && !pass.trouble.empty() && w.phase != "Completed" &&
             w.phase != "Failed") {
    w.phase_message = SharedText("waiting for the cluster: " + pass.trouble);
  }
  update_phase(service_, state, w);
}

core::Result<void> KubeBackend::commit_change(State& state, Store& store, const Workload& before,
                                              Workload& w, const Pass& pass) {
  bool pods_changed = before.pods.size() != w.pods.size();
  for (std::size_t i = 0; !pods_changed && i < w.pods.size(); ++i) {
    pods_changed = before.pods[i].phase != w.pods[i].phase ||
                   before.pods[i].node != w.pods[i].node ||
                   before.pods[i].attempts != w.pods[i].attempts ||
                   before.pods[i].started_at != w.pods[i].started_at;
  }
  if (!pods_changed && before.phase == w.phase && before.succeeded == w.succeeded &&
      before.failures == w.failures && before.phase_reason == w.phase_reason &&
      before.completed_at == w.completed_at &&
      before.phase_message.str() == w.phase_message.str()) {
    w.updated_at = before.updated_at;  // nothing to store
    return {};
  }
  if (auto r = store.put_workload(w); !r) return r;
  if (auto it = pass.created.find(w.id); it != pass.created.end()) {
    auto r =
        service_.record(state, store, w.id, "Submitted", it->second + " created in the cluster");
    if (!r) return r;
  }
  if (before.phase == w.phase) return {};
  std::string where;
  for (const Pod& p : w.pods) {
    if (!p.node.empty() && where.find(p.node) == std::string::npos) {
      where += (where.empty() ? " on " : ", ") + p.node;
    }
  }
  return service_.record(
      state, store, w.id, w.phase,
      w.phase + where + (w.phase_message.empty() ? std::string() : ": " + w.phase_message.str()));
}

}  // namespace gpuq::daemon::kube
