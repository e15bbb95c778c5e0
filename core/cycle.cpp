#include "core/cycle.h"

#include <algorithm>
#include <map>

#include "core/actions.h"
#include "core/min_runtime.h"
#include "core/session.h"

namespace gpuq::core {
namespace {

// Per job: the pools (indices into CycleState::pools) it may use, in
// preference order; flat, so that ten thousand jobs cost no allocation each.
class PoolChoices {
 public:
  void reserve(std::size_t jobs, std::size_t pools) {
    ranges_.reserve(jobs);
    flat_.reserve(jobs * pools);
  }
  void add_job() { ranges_.push_back({flat_.size(), flat_.size()}); }
  void add_pool(int pool) {
    flat_.push_back(pool);
    ranges_.back().second = flat_.size();
  }
  std::size_t size(std::size_t job) const { return ranges_[job].second - ranges_[job].first; }
  int at(std::size_t job, std::size_t rank) const { return flat_[ranges_[job].first + rank]; }

 private:
  std::vector<int> flat_;
  std::vector<std::pair<std::size_t, std::size_t>> ranges_;
};

// Everything one cycle works on, built from the snapshot.
struct CycleState {
  std::vector<NodeState> nodes;
  std::vector<RtJob> jobs;
  std::vector<std::string> pools;  // in order of first appearance
  PoolChoices where;
};

CycleState build(const Snapshot& snap) {
  CycleState st;
  std::map<std::string, int> node_index, project_index;
  st.nodes.reserve(snap.nodes.size());
  for (std::size_t i = 0; i < snap.nodes.size(); ++i) {
    st.nodes.emplace_back(snap.nodes[i], static_cast<int>(i));
    node_index[snap.nodes[i].name] = static_cast<int>(i);
    if (std::find(st.pools.begin(), st.pools.end(), snap.nodes[i].pool) == st.pools.end()) {
      st.pools.push_back(snap.nodes[i].pool);
    }
  }
  if (st.pools.empty()) st.pools.push_back("default");
  for (std::size_t i = 0; i < snap.projects.size(); ++i) {
    project_index[snap.projects[i].name] = static_cast<int>(i);
  }
  st.jobs.resize(snap.workloads.size());
  st.where.reserve(snap.workloads.size(), st.pools.size());
  for (std::size_t j = 0; j < snap.workloads.size(); ++j) {
    const WorkloadSpec& w = snap.workloads[j];
    RtJob& job = st.jobs[j];
    st.where.add_job();
    job.spec = &w;
    job.order = static_cast<int>(j);
    auto pit = project_index.find(w.project);
    job.project = pit == project_index.end() ? -1 : pit->second;
    std::string held_pool;
    for (std::size_t p = 0; p < w.pods.size(); ++p) {
      const PodState& ps = w.pods[p];
      RtPod pod;
      pod.index = static_cast<int>(p);
      pod.task_priority = ps.task_priority;
      pod.status = pod_status_of(ps.phase);
      const bool placed = pod.status == PodStatus::running || pod.status == PodStatus::releasing;
      auto nit = placed ? node_index.find(ps.node) : node_index.end();
      if (placed && nit != node_index.end() &&
          st.nodes[static_cast<std::size_t>(nit->second)].need_for(w.request, pod.need)) {
        pod.node = nit->second;
        pod.devices = ps.devices;
        pod.mig = ps.mig;
        NodeState& node = st.nodes[static_cast<std::size_t>(pod.node)];
        if (pod.status == PodStatus::running) {
          node.apply(pod.need, pod.devices, pod.mig, +1, 0);
          held_pool = node.spec().pool;
        } else {
          node.apply(pod.need, pod.devices, pod.mig, 0, +1);
        }
      } else if (placed) {
        pod.status = PodStatus::pending;  // nowhere known to run: treat as waiting
      }
      job.add_pod(std::move(pod));
    }
    auto pool_index = [&](const std::string& pool) {
      auto it = std::find(st.pools.begin(), st.pools.end(), pool);
      return it == st.pools.end() ? -1 : static_cast<int>(it - st.pools.begin());
    };
    if (!held_pool.empty()) {
      st.where.add_pool(pool_index(held_pool));  // the rest of a running job joins it in its pool
    } else if (!w.node_pools.empty()) {
      for (const std::string& pool : w.node_pools) {
        if (int p = pool_index(pool); p >= 0) st.where.add_pool(p);
      }
      if (st.where.size(j) == 0) {
        std::string names;
        for (const std::string& pool : w.node_pools) names += (names.empty() ? "" : ", ") + pool;
        job.reason = "no node belongs to its node pools (" + names + ")";
      }
    } else {
      for (std::size_t p = 0; p < st.pools.size(); ++p) st.where.add_pool(static_cast<int>(p));
    }
  }
  return st;
}

QueueReport report_of(const QueueState& q, const std::string& pool) {
  return {q.spec->name,           pool,        q.deserved, q.limit, q.fair_share,
          q.fair_share_by_weight, q.allocated, q.request};
}

}  // namespace

namespace {

// For every preemptible job still running in the session's pool that a
// minimum runtime protects now: when its longest protection ends.
void record_protection(const Session& session, std::vector<std::optional<int64_t>>* out) {
  if (!min_runtime_in_use(session)) return;
  std::vector<std::optional<int64_t>> longest(session.queues().size());  // per victim queue
  for (std::size_t j = 0; j < session.jobs().size(); ++j) {
    const RtJob& job = session.jobs()[j];
    if (job.project < 0 || !job.spec->preemptible || !job.spec->last_start_s) continue;
    bool runs = false;
    for (const RtPod& p : job.pods) {
      runs = runs || (p.status == PodStatus::running && session.node_in_pool(p.node));
    }
    if (!runs) continue;
    auto& d = longest[static_cast<std::size_t>(job.project)];
    if (!d) d = longest_min_runtime(session, job.project);
    if (protected_now(session, job, *d)) (*out)[j] = protected_until(job, *d);
  }
}

}  // namespace

CycleResult run_cycle(const Snapshot& snap) {
  CycleResult result;
  CycleState st = build(snap);
  std::size_t ranks = 0;
  for (std::size_t j = 0; j < st.jobs.size(); ++j) ranks = std::max(ranks, st.where.size(j));

  // Each pool schedules on its own (as KAI runs one scheduler per pool); a
  // job that finds no room in its first pool tries its next one.
  for (std::size_t rank = 0; rank < std::max<std::size_t>(ranks, 1); ++rank) {
    for (std::size_t p = 0; p < st.pools.size(); ++p) {
      const std::string& pool = st.pools[p];
      Session session(pool, snap.config, st.nodes, st.jobs, snap.projects);
      bool any = false;
      for (std::size_t j = 0; j < st.jobs.size(); ++j) {
        RtJob& job = st.jobs[j];
        job.in_session = st.where.size(j) > rank && st.where.at(j, rank) == static_cast<int>(p) &&
                         job.pending_pods() > 0 && (rank == 0 || job.active_pods() == 0);
        any = any || job.in_session;
      }
      if (rank > 0 && !any) continue;
      session.open();
      allocate(session);
      consolidate(session);
      result.reclaim_searched = reclaim(session) || result.reclaim_searched;
      preempt(session);
      if (rank == 0) evict_stale_gangs(session);
      if (st.pools.size() > 1) {
        for (RtJob& job : st.jobs) {
          if (job.in_session && job.active_pods() == 0 && !job.reason.empty() &&
              job.reason.rfind("pool ", 0) != 0) {
            job.reason = "pool " + pool + ": " + job.reason;
          }
        }
      }
    }
  }

  std::vector<std::optional<int64_t>> protection(st.jobs.size());
  for (std::size_t p = 0; p < st.pools.size(); ++p) {
    const std::string& pool = st.pools[p];
    Session session(pool, snap.config, st.nodes, st.jobs, snap.projects);
    for (std::size_t j = 0; j < st.jobs.size(); ++j) {
      st.jobs[j].in_session = st.where.size(j) > 0 && st.where.at(j, 0) == static_cast<int>(p);
    }
    session.open();
    for (const QueueState& q : session.queues()) result.queues.push_back(report_of(q, pool));
    record_protection(session, &protection);
  }
  result.workloads.reserve(st.jobs.size());
  // The cycle's state ends here: reasons move into the decisions.
  for (RtJob& job : st.jobs) {
    WorkloadDecision d;
    for (const RtPod& pod : job.pods) {
      PodDecision pd;
      pd.status = pod.status;
      if (pod.status != PodStatus::pending && pod.status != PodStatus::failed &&
          pod.status != PodStatus::completed && pod.node >= 0) {
        pd.node = st.nodes[static_cast<std::size_t>(pod.node)].name();
        pd.devices = pod.devices;
        pd.mig = pod.mig;
      }
      if (pod.status == PodStatus::moved && pod.from_node >= 0) {
        pd.from_node = st.nodes[static_cast<std::size_t>(pod.from_node)].name();
      }
      d.pods.push_back(std::move(pd));
    }
    d.status = workload_status(d.pods);
    if (d.status == PodStatus::pending || d.status == PodStatus::evicted ||
        d.status == PodStatus::moved) {
      d.reason = job.reason.empty() ? "waiting for its turn in the queue" : std::move(job.reason);
    }
    d.protected_until_s = protection[result.workloads.size()];
    result.workloads.push_back(std::move(d));
  }
  return result;
}

std::vector<std::optional<int64_t>> protections(const Snapshot& snap) {
  CycleState st = build(snap);
  std::vector<std::optional<int64_t>> out(st.jobs.size());
  for (const std::string& pool : st.pools) {
    Session session(pool, snap.config, st.nodes, st.jobs, snap.projects);
    record_protection(session, &out);
  }
  return out;
}

}  // namespace gpuq::core
