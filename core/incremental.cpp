#include "core/incremental.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <optional>
#include <set>
#include <unordered_map>
#include <utility>

#include "core/cycle.h"
#include "core/min_runtime.h"
#include "core/node_state.h"
#include "core/placement.h"
#include "core/session.h"

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

bool all_pending(const WorkloadSpec& w) {
  return std::all_of(w.pods.begin(), w.pods.end(),
                     [](const PodState& p) { return p.phase == PodPhase::pending; });
}

// Whether a pod's decision leaves it as the snapshot has it.
bool unchanged(PodPhase phase, PodStatus status) {
  switch (phase) {
    case PodPhase::pending:
      return status == PodStatus::pending;
    case PodPhase::running:
      return status == PodStatus::running;
    case PodPhase::releasing:
      return status == PodStatus::releasing;
    case PodPhase::failed:
      return status == PodStatus::failed;
    case PodPhase::completed:
      return status == PodStatus::completed;
  }
  return false;
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

// What the last full cycle showed, kept to decide arrivals without one.
struct IncrementalScheduler::Memo {
  std::string unusable;  // why arrivals need a full cycle; empty: they may not
  std::string pool;
  std::vector<NodeState> nodes;
  std::vector<RtJob> no_jobs;
  std::unique_ptr<Session> session;  // the pool's queues, for fair shares
  Snapshot probe;                    // nodes, projects and settings, to validate one workload
  // twin_hash -> the oldest wholly pending workload of each class of twins
  std::unordered_map<uint64_t, std::vector<std::size_t>> twins;
  // request_hash -> (a workload of that request, least pods_to_place waiting)
  std::unordered_map<uint64_t, std::vector<std::pair<std::size_t, int>>> fewest_pods;
  std::map<std::string, int> lowest_waiting;    // project -> lowest priority waiting
  std::map<std::string, int> lowest_growing;    // project -> lowest priority of growing jobs
  std::set<std::string> waiting_without_gpu;    // projects with a waiting job that wants none
  std::map<std::string, std::size_t> queue_of;  // project -> its QueueReport
  bool reclaim_searched = false;
};

IncrementalScheduler::IncrementalScheduler(Snapshot snapshot, bool check)
    : snapshot_(std::move(snapshot)), check_(check) {
  full_cycle("start");
}

IncrementalScheduler::~IncrementalScheduler() = default;

Applied IncrementalScheduler::full_cycle(const std::string& cause) {
  CycleResult before = std::move(result_);
  result_ = run_cycle(snapshot_);
  memo_.reset();
  settled_ = true;
  for (std::size_t i = 0; i < snapshot_.workloads.size() && settled_; ++i) {
    const WorkloadSpec& w = snapshot_.workloads[i];
    const WorkloadDecision& d = result_.workloads[i];
    for (std::size_t p = 0; p < w.pods.size(); ++p) {
      settled_ = settled_ && unchanged(w.pods[p].phase, d.pods[p].status);
    }
  }
  uses_time_ = min_runtime_in_use(snapshot_.config, snapshot_.projects);
  ++full_;
  Applied out;
  out.full_cycle = true;
  out.cause = cause;
  for (std::size_t i = 0; i < result_.workloads.size(); ++i) {
    const auto& d = result_.workloads[i];
    if (i >= before.workloads.size() || before.workloads[i].status != d.status ||
        before.workloads[i].reason != d.reason ||
        before.workloads[i].protected_until_s != d.protected_until_s ||
        before.workloads[i].pods.size() != d.pods.size()) {
      out.changed.push_back(i);
      continue;
    }
    for (std::size_t p = 0; p < d.pods.size(); ++p) {
      const auto& a = before.workloads[i].pods[p];
      const auto& b = d.pods[p];
      if (a.status != b.status || a.node != b.node || a.from_node != b.from_node ||
          a.devices != b.devices || a.mig != b.mig) {
        out.changed.push_back(i);
        break;
      }
    }
  }
  return out;
}

std::unordered_map<std::string, std::size_t>& IncrementalScheduler::index() {
  if (!index_built_) {
    index_.clear();
    index_.reserve(snapshot_.workloads.size());
    for (std::size_t i = 0; i < snapshot_.workloads.size(); ++i) {
      index_[snapshot_.workloads[i].name] = i;
    }
    index_built_ = true;
  }
  return index_;
}

void IncrementalScheduler::reindex_after_removal(const std::vector<std::string>& names,
                                                 std::size_t first) {
  if (!index_built_) return;
  for (const std::string& name : names) index_.erase(name);
  for (std::size_t i = first; i < snapshot_.workloads.size(); ++i) {
    index_[snapshot_.workloads[i].name] = i;
  }
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

bool IncrementalScheduler::settled() const { return settled_; }

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

Result<Applied> IncrementalScheduler::add_workload(WorkloadSpec workload) {
  if (index().contains(workload.name)) {
    return fail("a workload named \"" + workload.name + "\" exists already", "workload.name");
  }
  // Checked alone against the nodes and projects: a wholly pending workload
  // holds nothing, so no other workload's check depends on it.
  if (memo().unusable.empty() && all_pending(workload)) {
    memo_->probe.workloads.assign(1, workload);
    auto ok = validate(memo_->probe);
    memo_->probe.workloads.clear();
    if (!ok) {
      Error e = ok.error();
      if (e.where.rfind("workloads[0]", 0) == 0) {
        e.where = "workloads[" + std::to_string(snapshot_.workloads.size()) + "]" +
                  e.where.substr(std::string("workloads[0]").size());
      }
      return std::unexpected(std::move(e));
    }
    Applied out;
    const std::string why = try_arrival(workload, &out);
    if (why.empty()) {
      ++incremental_;
      return out;
    }
    const std::string cause = "arrival of " + workload.name + ": " + why;
    index()[workload.name] = snapshot_.workloads.size();
    snapshot_.workloads.push_back(std::move(workload));
    return full_cycle(cause);
  }
  const std::string cause =
      "arrival of " + workload.name + ": " +
      (memo().unusable.empty() ? std::string("it arrives with pods running") : memo().unusable);
  Snapshot next = snapshot_;
  next.workloads.push_back(std::move(workload));
  return checked(std::move(next), cause);
}

Result<Applied> IncrementalScheduler::remove_workload(const std::string& name) {
  auto it = index().find(name);
  if (it == index_.end()) {
    return fail("no workload named \"" + name + "\"", "workload.name", Error::Code::not_found);
  }
  const std::size_t at = it->second;
  snapshot_.workloads.erase(snapshot_.workloads.begin() + static_cast<std::ptrdiff_t>(at));
  result_.workloads.erase(result_.workloads.begin() + static_cast<std::ptrdiff_t>(at));
  reindex_after_removal({name}, at);
  return full_cycle("removal of " + name);
}

Result<Applied> IncrementalScheduler::update_workload(WorkloadSpec workload) {
  auto it = index().find(workload.name);
  if (it == index_.end()) {
    return fail("no workload named \"" + workload.name + "\"", "workload.name",
                Error::Code::not_found);
  }
  const std::string cause = "change of " + workload.name;
  if (!check_) {
    // Nothing to validate: changed in place, as apply() changes it.
    snapshot_.workloads[it->second] = std::move(workload);
    return full_cycle(cause);
  }
  Snapshot next = snapshot_;
  next.workloads[it->second] = std::move(workload);
  return checked(std::move(next), cause);
}

Applied IncrementalScheduler::set_time(int64_t now_s) {
  if (snapshot_.config.now_s == now_s) return {};
  snapshot_.config.now_s = now_s;
  if (!uses_time_) {
    ++incremental_;
    return {};
  }
  return full_cycle("clock: a minimum runtime is set");
}

Result<Applied> IncrementalScheduler::update(Snapshot next) {
  std::string cause;
  if (!(next.nodes == snapshot_.nodes)) {
    cause = "nodes changed";
  } else if (!(next.projects == snapshot_.projects)) {
    cause = "projects changed";
  } else {
    SchedulerConfig config = next.config;
    config.now_s = snapshot_.config.now_s;
    if (!(config == snapshot_.config)) cause = "settings changed";
  }
  const std::size_t known = snapshot_.workloads.size();
  if (cause.empty() && next.workloads.size() < known) cause = "a workload left";
  for (std::size_t i = 0; cause.empty() && i < known; ++i) {
    if (!(next.workloads[i] == snapshot_.workloads[i])) {
      cause = next.workloads[i].name == snapshot_.workloads[i].name
                  ? "workload " + next.workloads[i].name + " changed"
                  : "a workload left";
    }
  }
  if (!cause.empty()) return replace(std::move(next), cause);
  Applied out = set_time(next.config.now_s);
  std::vector<WorkloadSpec> arrivals(
      std::make_move_iterator(next.workloads.begin() + static_cast<std::ptrdiff_t>(known)),
      std::make_move_iterator(next.workloads.end()));
  if (auto added = add_arrivals(std::move(arrivals), out); !added) {
    return std::unexpected(added.error());
  }
  return out;
}

Result<void> IncrementalScheduler::add_arrivals(std::vector<WorkloadSpec> arrivals, Applied& out) {
  for (WorkloadSpec& w : arrivals) {
    auto one = add_workload(std::move(w));
    if (!one) {
      // Nothing of it is applied; what came before it is, so the caller's
      // state and this one differ: the caller decides the whole again.
      return std::unexpected(one.error());
    }
    if (one->full_cycle) {
      out.full_cycle = true;
      out.cause = one->cause;
    }
    out.changed.insert(out.changed.end(), one->changed.begin(), one->changed.end());
  }
  std::sort(out.changed.begin(), out.changed.end());
  out.changed.erase(std::unique(out.changed.begin(), out.changed.end()), out.changed.end());
  return {};
}

Result<Applied> IncrementalScheduler::apply(WorkloadChanges changes) {
  std::unordered_map<std::string, std::size_t>& at = index();
  for (const std::string& name : changes.removed) {
    if (!at.contains(name)) {
      return fail("no workload named \"" + name + "\"", "workload.name", Error::Code::not_found);
    }
  }
  for (const WorkloadSpec& w : changes.changed) {
    if (!at.contains(w.name)) {
      return fail("no workload named \"" + w.name + "\"", "workload.name", Error::Code::not_found);
    }
  }
  if (changes.removed.empty() && changes.changed.empty()) {
    Applied out = set_time(changes.now_s);
    if (auto added = add_arrivals(std::move(changes.arrivals), out); !added) {
      return std::unexpected(added.error());
    }
    return out;
  }
  // An arrival must be new: to this scheduler and among the arrivals (the
  // arrivals-only path above refuses it in add_workload()).
  std::set<std::string_view> arriving;
  for (const WorkloadSpec& w : changes.arrivals) {
    if (at.contains(w.name) || !arriving.insert(w.name).second) {
      return fail("a workload named \"" + w.name + "\" exists already", "workload.name");
    }
  }
  const std::string cause = !changes.changed.empty()
                                ? "workload " + changes.changed.front().name + " changed"
                                : "a workload left";
  // The snapshot is changed in place (a copy of every workload is what this
  // path saves), the decisions kept in step with it, so that full_cycle()
  // reports as changed only the decisions that are.
  std::vector<bool> gone(snapshot_.workloads.size(), false);
  for (const std::string& name : changes.removed) gone[at.at(name)] = true;
  if (check_) {
    Snapshot next;
    next.config = snapshot_.config;
    next.config.now_s = changes.now_s;
    next.nodes = snapshot_.nodes;
    next.projects = snapshot_.projects;
    for (std::size_t i = 0; i < snapshot_.workloads.size(); ++i) {
      if (!gone[i]) next.workloads.push_back(snapshot_.workloads[i]);
    }
    for (const WorkloadSpec& w : changes.changed) {
      for (WorkloadSpec& mine : next.workloads) {
        if (mine.name == w.name) mine = w;
      }
    }
    for (const WorkloadSpec& w : changes.arrivals) next.workloads.push_back(w);
    if (auto ok = validate(next); !ok) return std::unexpected(ok.error());
  }
  for (WorkloadSpec& w : changes.changed) {
    const std::size_t i = at.at(w.name);
    if (!gone[i]) snapshot_.workloads[i] = std::move(w);
  }
  std::size_t kept = 0, first_gone = snapshot_.workloads.size();
  for (std::size_t i = 0; i < snapshot_.workloads.size(); ++i) {
    if (gone[i]) {
      first_gone = std::min(first_gone, i);
      continue;
    }
    if (kept != i) {
      snapshot_.workloads[kept] = std::move(snapshot_.workloads[i]);
      result_.workloads[kept] = std::move(result_.workloads[i]);
    }
    ++kept;
  }
  snapshot_.workloads.resize(kept);
  result_.workloads.resize(kept);
  reindex_after_removal(changes.removed, first_gone);
  for (WorkloadSpec& w : changes.arrivals) {
    at[w.name] = snapshot_.workloads.size();
    snapshot_.workloads.push_back(std::move(w));
  }
  snapshot_.config.now_s = changes.now_s;
  return full_cycle(cause);
}

Result<Applied> IncrementalScheduler::replace(Snapshot snapshot, const std::string& what) {
  return checked(std::move(snapshot), what);
}

Result<Applied> IncrementalScheduler::checked(Snapshot next, const std::string& cause) {
  if (check_) {
    if (auto ok = validate(next); !ok) return std::unexpected(ok.error());
  }
  snapshot_ = std::move(next);
  index_built_ = false;
  return full_cycle(cause);
}

}  // namespace gpuq::core
