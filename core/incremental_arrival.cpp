// IncrementalScheduler's arrivals: the memo of waiting jobs built from the
// last full cycle, and the rule that decides an arrival as its twin (see
// core/incremental.h for the rule's conditions).
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>

#include "core/incremental.h"
#include "core/incremental_memo.h"
#include "core/placement.h"

namespace gpuq::core {
namespace {

// A 64-bit FNV-1a hash of the fields that classify jobs, so that the memo
// is built without a string per job; equal hashes are confirmed with the
// fields themselves (same_request, twins).
class KeyHash {
 public:
  void add(int64_t v) {
    for (int i = 0; i < 8; ++i) h_ = (h_ ^ static_cast<uint8_t>(v >> (8 * i))) * 0x100000001b3ULL;
  }
  void add(const std::string& s) {
    add(static_cast<int64_t>(s.size()));
    for (char c : s) h_ = (h_ ^ static_cast<uint8_t>(c)) * 0x100000001b3ULL;
  }
  uint64_t value() const { return h_; }

 private:
  uint64_t h_ = 0xcbf29ce484222325ULL;
};

// The request as allocate's "does not fit" cache keys it: PodRequest's fields.
uint64_t request_hash(const PodRequest& r) {
  KeyHash h;
  for (int64_t v : {static_cast<int64_t>(r.gpus), r.gpu_portion, r.gpu_memory, r.cpu, r.memory}) {
    h.add(v);
  }
  for (const auto& [profile, n] : r.mig) {
    h.add(profile);
    h.add(n);
  }
  for (const auto& [name, n] : r.extended) {
    h.add(name);
    h.add(n);
  }
  return h.value();
}

// Everything a pending job's decisions depend on besides its age: two jobs
// that are twins, both wholly pending, are decided alike.
bool twins(const WorkloadSpec& a, const WorkloadSpec& b) {
  if (a.project != b.project || !(a.request == b.request) || a.pods.size() != b.pods.size() ||
      a.priority != b.priority || a.preemptible != b.preemptible ||
      a.min_available != b.min_available || a.type != b.type || a.stale_for_s != b.stale_for_s ||
      a.node_pools != b.node_pools) {
    return false;
  }
  for (std::size_t p = 0; p < a.pods.size(); ++p) {
    if (a.pods[p].task_priority != b.pods[p].task_priority) return false;
  }
  return true;
}

uint64_t twin_hash(const WorkloadSpec& w) {
  KeyHash h;
  h.add(w.project);
  h.add(static_cast<int64_t>(request_hash(w.request)));
  h.add(static_cast<int64_t>(w.pods.size()));
  h.add(w.priority);
  h.add(w.preemptible ? 1 : 0);
  h.add(w.min_available);
  h.add(static_cast<int64_t>(w.type));
  h.add(static_cast<int64_t>(w.stale_for_s));
  for (const auto& pool : w.node_pools) h.add(pool);
  for (const auto& p : w.pods) h.add(p.task_priority);
  return h.value();
}
// pods_to_place() on the snapshot's view of a job: running pods hold, pending wait.
int pods_to_place_of(const WorkloadSpec& w, int* active_out) {
  int active = 0, pending = 0;
  for (const PodState& p : w.pods) {
    active += p.phase == PodPhase::running ? 1 : 0;
    pending += p.phase == PodPhase::pending ? 1 : 0;
  }
  *active_out = active;
  if (pending == 0) return 0;
  if (active >= w.min_available) return 1;
  return pending >= w.min_available - active ? w.min_available - active : 0;
}

bool in_pool(const WorkloadSpec& w, const std::string& pool) {
  return w.node_pools.empty() ||
         std::find(w.node_pools.begin(), w.node_pools.end(), pool) != w.node_pools.end();
}
}  // namespace

bool all_pending(const WorkloadSpec& w) {
  return std::all_of(w.pods.begin(), w.pods.end(),
                     [](const PodState& p) { return p.phase == PodPhase::pending; });
}
IncrementalScheduler::Memo& IncrementalScheduler::memo() {
  if (memo_) return *memo_;
  memo_ = std::make_unique<Memo>();
  Memo& m = *memo_;
  m.reclaim_searched = result_.reclaim_searched;
  if (!settled_) {
    m.unusable = "the last cycle placed, evicted or moved pods";
    return m;
  }
  std::vector<std::string> pools;
  for (const NodeSpec& n : snapshot_.nodes) {
    if (std::find(pools.begin(), pools.end(), n.pool) == pools.end()) pools.push_back(n.pool);
  }
  if (pools.size() != 1) {
    m.unusable = pools.empty() ? "no node" : "more than one node pool";
    return m;
  }
  m.pool = pools.front();
  m.probe.config = snapshot_.config;
  m.probe.nodes = snapshot_.nodes;
  m.probe.projects = snapshot_.projects;
  m.nodes.reserve(snapshot_.nodes.size());
  for (std::size_t i = 0; i < snapshot_.nodes.size(); ++i) {
    m.nodes.emplace_back(snapshot_.nodes[i], static_cast<int>(i));
  }
  m.session =
      std::make_unique<Session>(m.pool, snapshot_.config, m.nodes, m.no_jobs, snapshot_.projects);
  for (std::size_t q = 0; q < result_.queues.size(); ++q) {
    m.queue_of[result_.queues[q].project] = q;
  }
  for (std::size_t i = 0; i < snapshot_.workloads.size(); ++i) {
    const WorkloadSpec& w = snapshot_.workloads[i];
    int active = 0;
    const int count = pods_to_place_of(w, &active);
    const bool waits = count > 0 || std::any_of(w.pods.begin(), w.pods.end(), [](const auto& p) {
                         return p.phase == PodPhase::pending;
                       });
    if (!waits) continue;
    if (count > 0 && in_pool(w, m.pool)) {
      auto& bucket = m.fewest_pods[request_hash(w.request)];
      auto it = std::find_if(bucket.begin(), bucket.end(), [&](const auto& e) {
        return snapshot_.workloads[e.first].request == w.request;
      });
      if (it == bucket.end()) {
        bucket.emplace_back(i, count);
      } else {
        it->second = std::min(it->second, count);
      }
    }
    auto& lowest = active >= w.min_available ? m.lowest_growing : m.lowest_waiting;
    auto [it, fresh] = lowest.try_emplace(w.project, w.priority);
    if (!fresh) it->second = std::min(it->second, w.priority);
    if (all_pending(w)) {
      auto& bucket = m.twins[twin_hash(w)];
      if (std::none_of(bucket.begin(), bucket.end(),
                       [&](std::size_t j) { return twins(snapshot_.workloads[j], w); })) {
        bucket.push_back(i);
      }
    }
    if (!w.request.wants_gpu()) m.waiting_without_gpu.insert(w.project);
  }
  return m;
}
std::string IncrementalScheduler::try_arrival(const WorkloadSpec& w, Applied* out) {
  Memo& m = memo();
  if (!m.unusable.empty()) return m.unusable;
  if (!all_pending(w)) return "it arrives with pods running";
  std::optional<std::size_t> twin;
  if (auto bucket = m.twins.find(twin_hash(w)); bucket != m.twins.end()) {
    for (std::size_t j : bucket->second) {
      if (twins(snapshot_.workloads[j], w)) {
        twin = j;
        break;
      }
    }
  }
  if (!twin) return "no job of its project and shape waits already";
  int active = 0;
  const int count = pods_to_place_of(w, &active);
  const bool member = in_pool(w, m.pool);
  if (count > 0 && member) {
    std::optional<int> fewest;
    if (auto bucket = m.fewest_pods.find(request_hash(w.request)); bucket != m.fewest_pods.end()) {
      for (const auto& [j, least] : bucket->second) {
        if (snapshot_.workloads[j].request == w.request) fewest = least;
      }
    }
    if (!fewest || *fewest != count) return "a job of its request with fewer pods waits";
  }
  const auto lowest = m.lowest_waiting.find(w.project);
  if (lowest != m.lowest_waiting.end() && lowest->second < w.priority) {
    return "a job of lower priority waits in its project";
  }
  const auto growing = m.lowest_growing.find(w.project);
  if (growing != m.lowest_growing.end() && growing->second <= w.priority) {
    return "a growing job waits in its project";
  }

  // Its request added along its path, then every fair share again.
  std::vector<QueueState>& queues = m.session->queues();
  std::vector<int> path;
  for (std::size_t q = 0; q < queues.size(); ++q) {
    const QueueReport& r = result_.queues[m.queue_of.at(queues[q].spec->name)];
    queues[q].request = r.requested;
    queues[q].allocated = r.allocated;
    if (queues[q].spec->name == w.project) {
      for (int at = static_cast<int>(q); at >= 0;
           at = queues[static_cast<std::size_t>(at)].parent) {
        path.push_back(at);
      }
    }
  }
  ResourceVector charge;
  if (member) {
    RtJob job;
    job.spec = &w;
    charge = m.session->pending_charge(job, static_cast<int>(w.pods.size()));
  }
  for (int q : path) queues[static_cast<std::size_t>(q)].request += charge;
  m.session->divide_shares();
  for (std::size_t q = 0; q < queues.size(); ++q) {
    const QueueState& now = queues[q];
    const QueueReport& before = result_.queues[m.queue_of.at(now.spec->name)];
    if (now.fair_share == before.fair_share) continue;
    if (m.reclaim_searched) return "it changes the fair share of " + now.spec->name;
    QueueState old = now;
    old.fair_share = before.fair_share;
    auto over = [](const QueueState& s) {
      for (Resource r : kAllResources) {
        if (!(s.fair_share[r] < s.allocated[r])) return false;
      }
      return true;
    };
    if (over(old) != over(now))
      return "it changes whether " + now.spec->name + " is over its share";
    // Every job of the leaf fails reclaim's pre-check on GPUs, before this
    // resource is read: it is at its GPU share and each of its jobs wants one.
    const bool fails_on_gpu = now.fair_share[Resource::gpu] == before.fair_share[Resource::gpu] &&
                              now.allocated[Resource::gpu] >= now.fair_share[Resource::gpu] &&
                              !m.waiting_without_gpu.contains(now.spec->name);
    for (Resource r : kAllResources) {
      if (now.fair_share[r] == before.fair_share[r]) continue;
      // Queue order reads the allocatable amount; reclaim's pre-check reads
      // the leaf's share, which a satisfied queue's jobs never exceed.
      const bool satisfied =
          before.fair_share[r] == before.requested[r] && now.fair_share[r] == now.request[r];
      const bool unread = !now.is_leaf() || satisfied || (r != Resource::gpu && fails_on_gpu);
      if (!unread || old.allocatable(r) != now.allocatable(r)) {
        return "it changes the fair share of " + now.spec->name;
      }
    }
  }

  // Decided as its twin: record it.
  WorkloadDecision d = result_.workloads[*twin];
  d.protected_until_s.reset();
  for (std::size_t q = 0; q < queues.size(); ++q) {
    QueueReport& report = result_.queues[m.queue_of.at(queues[q].spec->name)];
    report.requested = queues[q].request;
    report.fair_share = queues[q].fair_share;
    report.fair_share_by_weight = queues[q].fair_share_by_weight;
  }
  snapshot_.workloads.push_back(w);
  result_.workloads.push_back(std::move(d));
  const std::size_t at = snapshot_.workloads.size() - 1;
  index()[w.name] = at;
  out->changed.push_back(at);
  return {};
}
}  // namespace gpuq::core
