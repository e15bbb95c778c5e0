// The mutable state of one scheduling cycle, and the transaction (statement)
// that actions use to try placements and evictions and roll them back.
//
// A cycle owns the nodes and jobs for all pools; a Session is the view of
// one node pool (KAI runs one scheduler per pool): its nodes, its queues'
// accounting and fair share, and the jobs it considers. Internal to the core.
#ifndef GPUQ_CORE_SESSION_H_
#define GPUQ_CORE_SESSION_H_

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/decision.h"
#include "core/model.h"
#include "core/node_state.h"

namespace gpuq::core {

struct RtPod {
  int index = 0;
  int task_priority = 0;
  PodStatus status = PodStatus::pending;
  int node = -1;  // index into Cycle::nodes
  PodNeed need;   // needs on `node` (GPU memory resolved to a portion)
  std::vector<DeviceShare> devices;
  std::vector<MigSlot> mig;
  // Moved pods: where they were (still releasing there).
  int from_node = -1;
  PodNeed from_need;
  std::vector<DeviceShare> from_devices;
  std::vector<MigSlot> from_mig;

  bool holds() const {  // keeps or takes resources on `node`
    return status == PodStatus::running || status == PodStatus::allocated ||
           status == PodStatus::pipelined || status == PodStatus::moved;
  }
  bool leaving() const { return status == PodStatus::releasing || status == PodStatus::evicted; }
};

struct RtJob {
  const WorkloadSpec* spec = nullptr;
  int order = 0;  // creation order
  int project = -1;
  // Read freely; change only through add_pod and replace_pod, which keep the
  // counts below exact (the queue reads them for every job it orders, and
  // walking each job's pods for them cost a tenth of a cycle).
  std::vector<RtPod> pods;
  std::string reason;
  bool in_session = false;  // considered by the current session

  int active_pods() const { return active_; }  // pods that hold resources
  int pending_pods() const { return pending_; }
  void add_pod(RtPod pod);
  // Puts `next` in place of pod `index` and returns what was there.
  RtPod replace_pod(int index, RtPod next);

 private:
  void count(const RtPod& pod, int sign);
  int active_ = 0, pending_ = 0;
};

// One queue's accounting in one pool.
struct QueueState {
  const ProjectSpec* spec = nullptr;
  int order = 0;
  int parent = -1;
  std::vector<int> children;
  ResourceVector deserved, limit;
  std::array<double, kResourceCount> weight{};
  ResourceVector allocated, allocated_np, request, fair_share;
  ResourceVector fair_share_by_weight;  // fair_share with past usage left out
  // Changes whenever allocated or fair_share does, so that what is derived
  // from them (the queue order's ranks) can be cached.
  uint64_t version = 0;

  bool is_leaf() const { return children.empty(); }
  // min(limit, max(deserved, fair share)) per resource; unlimited as a huge value.
  int64_t allocatable(Resource r) const {
    int64_t cap = std::max(deserved[r] == kUnlimited ? kUnconstrained : deserved[r], fair_share[r]);
    if (limit[r] != kUnlimited) cap = std::min(cap, limit[r]);
    return cap;
  }
};

class Session;
// Whether the job has a pod running (from before the cycle) on a node of the session's pool.
bool running_in_pool(const Session& session, const RtJob& job);

// The queues from the top level down to `q` (q last); empty when q < 0.
std::vector<int> path_from_root(const Session& session, int q);

// The quota charge of a pod: GPUs (whole + portion + MIG g-count), CPU, memory.
ResourceVector charge_of(const PodNeed& need);

class Session {
 public:
  Session(std::string pool, const SchedulerConfig& config, std::vector<NodeState>& nodes,
          std::vector<RtJob>& jobs, const std::vector<ProjectSpec>& projects);

  const std::string& pool() const { return pool_; }
  const SchedulerConfig& config() const { return config_; }
  std::vector<NodeState>& nodes() { return nodes_; }
  const std::vector<int>& pool_nodes() const { return pool_nodes_; }
  std::vector<RtJob>& jobs() { return jobs_; }
  const std::vector<RtJob>& jobs() const { return jobs_; }
  std::vector<QueueState>& queues() { return queues_; }
  const std::vector<QueueState>& queues() const { return queues_; }
  bool node_in_pool(int node) const;

  // Computes every queue's request and fair share from the jobs marked
  // in_session (and pods held in this pool). Call once all jobs are marked.
  void open();
  // Computes every queue's fair share (and fair share by weight) again from
  // the requests and usage it has now; open() ends with it. The incremental
  // scheduler sets requests and calls it without jobs.
  void divide_shares();

  // Replaces pod `pod` of job `job` with `next`, keeping node and queue
  // accounting exact, and records the old state for rollback.
  void set_pod(int job, int pod, RtPod next);
  std::size_t checkpoint() const { return log_.size(); }
  void rollback(std::size_t checkpoint);

  // The request of `count` more pods of the job, as charged in quota (on the
  // pool's smallest device for GPU memory requests).
  ResourceVector pending_charge(const RtJob& job, int count) const;
  ResourceVector total_gpu_capacity() const { return capacity_; }
  int64_t pool_idle_gpu() const;
  // Cheap per-node bounds for choose_node (kept exact by account()):
  // devices with nothing used on them, and the most thousandths free on one
  // device once releasing pods are gone.
  struct NodeBound {
    int16_t free_devices = 0;
    int16_t best_device_free = 0;
    bool shared = false;   // a device holds fractions and has room left
    bool complex = false;  // releasing anything, or MIG / extended resources
    int64_t idle = 0;      // idle_gpu()
  };
  // Pool nodes ordered by (idle GPU, node index); the same for nodes with a
  // shared device. Valid for choose_node's fast path when simple_pool().
  using NodeIndex = std::set<std::pair<int64_t, int>>;
  const NodeIndex& by_idle() const { return by_idle_; }
  const NodeIndex& shared_by_idle() const { return shared_by_idle_; }
  bool simple_pool() const { return complex_nodes_ == 0; }
  const NodeBound& bound(int node) const { return bounds_[static_cast<std::size_t>(node)]; }
  int64_t pool_releasing_gpu() const;

 private:
  void account(int job, const RtPod& pod, int sign);
  void refresh_bound(int node);

  struct LogEntry {
    int job;
    int pod;
    RtPod previous;
  };

  std::string pool_;
  const SchedulerConfig& config_;
  std::vector<NodeState>& nodes_;
  std::vector<RtJob>& jobs_;
  std::vector<QueueState> queues_;
  std::vector<int> pool_nodes_;
  std::vector<char> in_pool_;
  ResourceVector capacity_;
  int64_t min_device_memory_ = 0;
  std::vector<LogEntry> log_;
  std::vector<NodeBound> bounds_;
  NodeIndex by_idle_, shared_by_idle_;
  int complex_nodes_ = 0;
};

}  // namespace gpuq::core

#endif  // GPUQ_CORE_SESSION_H_
