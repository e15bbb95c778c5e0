#include "core/placement.h"

#include <algorithm>
#include <limits>

#include "core/reasons.h"

namespace gpuq::core {
namespace {

Placement placement_for(const Session& s, bool gpu) {
  const SchedulerConfig& c = s.config();
  const auto& overrides = gpu ? c.pool_placement_gpu : c.pool_placement_cpu;
  auto it = overrides.find(s.pool());
  if (it != overrides.end()) return it->second;
  return gpu ? c.placement_gpu : c.placement_cpu;
}

struct Feasible {
  int node;
  bool pipelined;
  bool shared;
  int64_t free;
  int64_t total;
};

}  // namespace

std::vector<int> pending_pods_in_order(const RtJob& job) {
  std::vector<int> order;
  for (const RtPod& p : job.pods) {
    if (p.status == PodStatus::pending) order.push_back(p.index);
  }
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return job.pods[static_cast<std::size_t>(a)].task_priority >
           job.pods[static_cast<std::size_t>(b)].task_priority;
  });
  return order;
}

int pods_to_place(const RtJob& job) {
  int active = job.active_pods();
  int pending = job.pending_pods();
  if (pending == 0) return 0;
  int min = job.spec->min_available;
  if (active >= min) return 1;
  return pending >= min - active ? min - active : 0;
}

namespace {

NodeChoice chosen(Session& session, const RtJob& job, int n) {
  NodeChoice choice;
  choice.node = n;
  const NodeState& node = session.nodes()[static_cast<std::size_t>(n)];
  node.need_for(job.spec->request, choice.need);
  choice.fit = node.fit(choice.need);
  return choice;
}

// Binpack for whole GPUs or a plain fraction in a pool where nothing is
// releasing (so nothing is pipelined) and nodes have no MIG or extended
// resources: the score reduces to "shared device first, then fewest idle
// GPUs, then the node declared first", i.e. the first fitting node of the
// (idle, index) order. Same answer as the full scan, without visiting
// every node.
bool choose_fast(Session& session, const RtJob& job, NodeChoice* out) {
  const PodRequest& r = job.spec->request;
  if (!session.simple_pool() || placement_for(session, true) != Placement::binpack) return false;
  if (!r.mig.empty() || !r.extended.empty() || r.gpu_memory > 0) return false;
  const bool whole = r.gpus > 0;
  if (!whole && r.gpu_portion <= 0) return false;
  const int64_t least = whole ? static_cast<int64_t>(r.gpus) * kMilli : r.gpu_portion;
  auto fits = [&](int n, bool* shared) {
    const Session::NodeBound& b = session.bound(n);
    if (whole ? b.free_devices < r.gpus : b.best_device_free < r.gpu_portion) return false;
    const NodeState& node = session.nodes()[static_cast<std::size_t>(n)];
    PodNeed need;
    if (!node.need_for(r, need)) return false;
    PodFit f = node.probe(need);
    *shared = f.on_shared_device;
    return f.fits;
  };
  bool shared = false;
  if (!whole) {  // a fraction joining a shared device scores +1000: look there first
    const auto& index = session.shared_by_idle();
    for (auto it = index.lower_bound({least, -1}); it != index.end(); ++it) {
      if (fits(it->second, &shared) && shared) {
        *out = chosen(session, job, it->second);
        return true;
      }
    }
  }
  const auto& index = session.by_idle();
  for (auto it = index.lower_bound({least, -1}); it != index.end(); ++it) {
    if (fits(it->second, &shared)) {
      *out = chosen(session, job, it->second);
      return true;
    }
  }
  *out = NodeChoice{};
  return true;
}

}  // namespace

NodeChoice choose_node(Session& session, const RtJob& job) {
  const PodRequest& request = job.spec->request;
  const bool gpu_pod = request.wants_gpu();
  if (NodeChoice fast; choose_fast(session, job, &fast)) return fast;
  static thread_local std::vector<Feasible> feasible;
  feasible.clear();
  int64_t min_free = std::numeric_limits<int64_t>::max();
  int64_t max_free = std::numeric_limits<int64_t>::min();
  // Exact cheap rejects before probing a node (see Session::NodeBound).
  const bool plain_portion = request.gpu_portion > 0 && request.gpu_memory == 0;
  for (int n : session.pool_nodes()) {
    const Session::NodeBound& b = session.bound(n);
    if (request.gpus > 0 && b.free_devices < request.gpus) continue;
    if (plain_portion && b.best_device_free < request.gpu_portion) continue;
    const NodeState& node = session.nodes()[static_cast<std::size_t>(n)];
    PodNeed need;
    if (!node.need_for(request, need)) continue;
    PodFit fit = node.probe(need);
    if (!fit.fits) continue;
    // Binpack and spread measure what is not allocated: idle and releasing
    // (KAI's NonAllocatedResource), so a node whose GPUs are being freed
    // counts them as free.
    int64_t free = gpu_pod ? node.unallocated_gpu() : node.cpu().free_after_release();
    int64_t total = gpu_pod ? node.total_gpu() : node.cpu().capacity;
    feasible.push_back({n, fit.pipelined, fit.on_shared_device, free, total});
    min_free = std::min(min_free, free);
    max_free = std::max(max_free, free);
  }
  NodeChoice choice;
  if (feasible.empty()) return choice;

  const Placement strategy = placement_for(session, gpu_pod);
  double best_score = -1;
  const Feasible* best = nullptr;
  for (const Feasible& f : feasible) {
    double score = 0;
    if (f.shared) score += 1000;
    if (!f.pipelined) score += 100;
    if (!gpu_pod && !session.nodes()[static_cast<std::size_t>(f.node)].has_gpus()) score += 10;
    if (strategy == Placement::binpack) {
      score += max_free == min_free ? 9.0
                                    : 9.0 * (1.0 - static_cast<double>(f.free - min_free) /
                                                       static_cast<double>(max_free - min_free));
    } else if (f.total > 0 && f.total < kUnconstrained) {
      score += 9.0 * static_cast<double>(f.free) / static_cast<double>(f.total);
    }
    if (score > best_score) {
      best_score = score;
      best = &f;
    }
  }
  choice.node = best->node;
  const NodeState& node = session.nodes()[static_cast<std::size_t>(best->node)];
  node.need_for(request, choice.need);
  choice.fit = node.fit(choice.need);
  return choice;
}

bool place_pods(Session& session, int j, int count, std::string* reason) {
  RtJob& job = session.jobs()[static_cast<std::size_t>(j)];
  const bool below_min = job.active_pods() < job.spec->min_available;
  std::vector<int> order = pending_pods_in_order(job);
  if (count <= 0 || static_cast<int>(order.size()) < count) {
    if (reason) *reason = describe_not_ready(job);
    return false;
  }
  const std::size_t cp = session.checkpoint();
  bool any_pipelined = false;
  std::vector<int> placed;
  for (int i = 0; i < count; ++i) {
    int p = order[static_cast<std::size_t>(i)];
    NodeChoice choice = choose_node(session, job);
    if (choice.node < 0) {
      session.rollback(cp);
      if (reason) *reason = describe_no_fit(session, job, count, i);
      return false;
    }
    RtPod next = job.pods[static_cast<std::size_t>(p)];
    next.status = choice.fit.pipelined ? PodStatus::pipelined : PodStatus::allocated;
    next.node = choice.node;
    next.need = choice.need;
    next.devices = std::move(choice.fit.devices);
    next.mig = std::move(choice.fit.mig);
    any_pipelined = any_pipelined || choice.fit.pipelined;
    session.set_pod(j, p, std::move(next));
    placed.push_back(p);
  }
  if (any_pipelined && below_min) {
    for (int p : placed) {
      RtPod next = job.pods[static_cast<std::size_t>(p)];
      if (next.status != PodStatus::allocated) continue;
      next.status = PodStatus::pipelined;
      session.set_pod(j, p, std::move(next));
    }
  }
  return true;
}

}  // namespace gpuq::core
