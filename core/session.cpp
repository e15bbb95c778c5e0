#include "core/session.h"

#include <algorithm>
#include <charconv>
#include <map>

#include "core/fair_share.h"

namespace gpuq::core {
namespace {

// The "g" of a MIG profile "3g.40gb": the share of a GPU it is charged as.
int64_t mig_gpu_units(const std::string& profile) {
  int g = 0;
  auto [ptr, ec] = std::from_chars(profile.data(), profile.data() + profile.size(), g);
  if (ec != std::errc() || g <= 0) return 1;
  return g;
}

int64_t saturating_add(int64_t a, int64_t b) {
  if (a >= kUnconstrained || b >= kUnconstrained) return kUnconstrained;
  return a + b;
}

}  // namespace

void RtJob::count(const RtPod& pod, int sign) {
  active_ += pod.holds() ? sign : 0;
  pending_ += pod.status == PodStatus::pending ? sign : 0;
}

void RtJob::add_pod(RtPod pod) {
  count(pod, +1);
  pods.push_back(std::move(pod));
}

RtPod RtJob::replace_pod(int index, RtPod next) {
  RtPod& slot = pods[static_cast<std::size_t>(index)];
  count(slot, -1);
  count(next, +1);
  RtPod previous = std::move(slot);
  slot = std::move(next);
  return previous;
}

ResourceVector charge_of(const PodNeed& need) {
  int64_t gpu = static_cast<int64_t>(need.gpus) * kMilli + need.portion;
  if (need.mig != nullptr) {
    for (const auto& [profile, count] : *need.mig) gpu += mig_gpu_units(profile) * count * kMilli;
  }
  return ResourceVector::of(gpu, need.cpu, need.memory);
}

Session::Session(std::string pool, const SchedulerConfig& config, std::vector<NodeState>& nodes,
                 std::vector<RtJob>& jobs, const std::vector<ProjectSpec>& projects)
    : pool_(std::move(pool)), config_(config), nodes_(nodes), jobs_(jobs) {
  std::map<std::string, int> index;
  for (std::size_t i = 0; i < projects.size(); ++i) index[projects[i].name] = static_cast<int>(i);
  queues_.resize(projects.size());
  for (std::size_t i = 0; i < projects.size(); ++i) {
    QueueState& q = queues_[i];
    const ProjectSpec& p = projects[i];
    const QueueQuota& quota = p.quota_in(pool_);
    q.spec = &p;
    q.order = static_cast<int>(i);
    q.deserved = quota.deserved;
    q.limit = quota.limit;
    q.weight = quota.over_quota_weight;
    if (!p.parent.empty()) {
      auto it = index.find(p.parent);
      if (it != index.end()) {
        q.parent = it->second;
        queues_[static_cast<std::size_t>(it->second)].children.push_back(static_cast<int>(i));
      }
    }
  }
  in_pool_.assign(nodes_.size(), 0);
  capacity_ = ResourceVector::of(0, 0, 0);
  for (std::size_t i = 0; i < nodes_.size(); ++i) {
    const NodeSpec& spec = nodes_[i].spec();
    if (spec.pool != pool_) continue;
    in_pool_[i] = 1;
    pool_nodes_.push_back(static_cast<int>(i));
    int64_t gpu = static_cast<int64_t>(spec.gpu_count) * kMilli;
    for (const auto& [profile, count] : spec.mig) gpu += mig_gpu_units(profile) * count * kMilli;
    capacity_[Resource::gpu] += gpu;
    capacity_[Resource::cpu] = saturating_add(capacity_[Resource::cpu], nodes_[i].cpu().capacity);
    capacity_[Resource::memory] =
        saturating_add(capacity_[Resource::memory], nodes_[i].memory().capacity);
    if (spec.gpu_count > 0 && (min_device_memory_ == 0 || spec.gpu_memory < min_device_memory_)) {
      min_device_memory_ = spec.gpu_memory;
    }
  }
  bounds_.resize(nodes_.size());
  for (std::size_t i = 0; i < nodes_.size(); ++i) refresh_bound(static_cast<int>(i));
}

bool running_in_pool(const Session& session, const RtJob& job) {
  for (const RtPod& p : job.pods) {
    if (p.status == PodStatus::running && session.node_in_pool(p.node)) return true;
  }
  return false;
}

bool Session::node_in_pool(int node) const {
  return node >= 0 && node < static_cast<int>(in_pool_.size()) && in_pool_[node] != 0;
}

ResourceVector Session::pending_charge(const RtJob& job, int count) const {
  PodNeed need;
  const PodRequest& r = job.spec->request;
  need.gpus = r.gpus;
  need.portion = r.gpu_portion;
  if (r.gpu_memory > 0 && min_device_memory_ > 0) {
    need.portion = std::min(portion_of_memory(r.gpu_memory, min_device_memory_), kMilli);
  }
  need.mig = r.mig.empty() ? nullptr : &r.mig;
  need.cpu = r.cpu;
  need.memory = r.memory;
  ResourceVector one = charge_of(need);
  ResourceVector total;
  for (Resource res : kAllResources) total[res] = one[res] * count;
  return total;
}

void Session::open() {
  for (QueueState& q : queues_) {
    q.allocated = q.allocated_np = q.request = q.fair_share = ResourceVector{};
  }
  for (RtJob& job : jobs_) {
    if (job.project < 0) continue;
    if (job.active_pods() == 0 && !job.in_session) continue;  // nothing held or asked
    ResourceVector held, held_np, pending;
    for (const RtPod& pod : job.pods) {
      if (pod.holds() && node_in_pool(pod.node)) {
        held += charge_of(pod.need);
      }
    }
    if (!job.spec->preemptible) held_np = held;
    if (job.in_session) pending = pending_charge(job, job.pending_pods());
    for (int q = job.project; q >= 0; q = queues_[static_cast<std::size_t>(q)].parent) {
      QueueState& qs = queues_[static_cast<std::size_t>(q)];
      qs.allocated += held;
      qs.allocated_np += held_np;
      qs.request += held + pending;
    }
  }
  divide_shares();
}

void Session::divide_shares() {
  // Fair share, top down: the roots split the pool, each queue's children
  // split exactly that queue's fair share.
  constexpr std::array<int64_t, kResourceCount> kUnit = {kMilli, 1, 1};
  for (QueueState& q : queues_) ++q.version;
  std::vector<int> level;
  for (std::size_t i = 0; i < queues_.size(); ++i) {
    if (queues_[i].parent < 0) level.push_back(static_cast<int>(i));
  }
  // `k`: the usage strength; `out`: where each queue's share goes.
  auto divide = [&](const std::vector<int>& siblings, const ResourceVector& amount, double k,
                    ResourceVector QueueState::*out) {
    for (Resource r : kAllResources) {
      std::vector<ShareInput> in;
      for (int q : siblings) {
        const QueueState& qs = queues_[static_cast<std::size_t>(q)];
        in.push_back({qs.deserved[r], qs.limit[r], qs.request[r],
                      qs.weight[static_cast<std::size_t>(r)], qs.spec->priority, qs.order, 0,
                      qs.spec->usage[static_cast<std::size_t>(r)]});
      }
      divide_fair_share(amount[r], kUnit[static_cast<std::size_t>(r)], in, k);
      for (std::size_t i = 0; i < siblings.size(); ++i) {
        (queues_[static_cast<std::size_t>(siblings[i])].*out)[r] = in[i].fair_share;
      }
    }
  };
  auto divide_tree = [&](double k, ResourceVector QueueState::*out) {
    std::vector<int> order = level;
    divide(order, capacity_, k, out);
    for (std::size_t i = 0; i < order.size(); ++i) {
      const QueueState& parent = queues_[static_cast<std::size_t>(order[i])];
      if (!parent.children.empty()) {
        divide(parent.children, parent.*out, k, out);
        for (int c : parent.children) order.push_back(c);
      }
    }
  };
  divide_tree(config_.k_value, &QueueState::fair_share);
  // What weights alone would give, to tell how much past usage moved it;
  // the same division again only when usage counts at all.
  const bool usage_counts =
      config_.k_value > 0 && std::any_of(queues_.begin(), queues_.end(), [](const QueueState& q) {
        return q.spec->usage[0] > 0 || q.spec->usage[1] > 0 || q.spec->usage[2] > 0;
      });
  if (usage_counts) {
    divide_tree(0, &QueueState::fair_share_by_weight);
  } else {
    for (QueueState& q : queues_) q.fair_share_by_weight = q.fair_share;
  }
}

void Session::refresh_bound(int node) {
  const NodeState& n = nodes_[static_cast<std::size_t>(node)];
  NodeBound& b = bounds_[static_cast<std::size_t>(node)];
  const bool pool = node_in_pool(node);
  if (pool) {
    by_idle_.erase({b.idle, node});
    if (b.shared) shared_by_idle_.erase({b.idle, node});
    if (b.complex) --complex_nodes_;
  }
  b.free_devices = static_cast<int16_t>(n.whole_devices_free(true));
  b.best_device_free = static_cast<int16_t>(n.best_device_free(true));
  b.idle = n.idle_gpu();
  b.shared = false;
  for (const DeviceState& d : n.devices()) b.shared = b.shared || (d.used > 0 && d.used < kMilli);
  b.complex = !n.spec().mig.empty() || !n.spec().extended.empty() || n.releasing_gpu() != 0 ||
              n.cpu().releasing != 0 || n.memory().releasing != 0;
  if (pool) {
    by_idle_.insert({b.idle, node});
    if (b.shared) shared_by_idle_.insert({b.idle, node});
    if (b.complex) ++complex_nodes_;
  }
}

void Session::account(int job_index, const RtPod& pod, int sign) {
  RtJob& job = jobs_[static_cast<std::size_t>(job_index)];
  if (pod.holds() && pod.node >= 0) {
    nodes_[static_cast<std::size_t>(pod.node)].apply(pod.need, pod.devices, pod.mig, sign, 0);
    refresh_bound(pod.node);
    if (node_in_pool(pod.node) && job.project >= 0) {
      ResourceVector c = charge_of(pod.need);
      for (int q = job.project; q >= 0; q = queues_[static_cast<std::size_t>(q)].parent) {
        QueueState& qs = queues_[static_cast<std::size_t>(q)];
        ++qs.version;
        for (Resource r : kAllResources) {
          qs.allocated[r] += sign * c[r];
          if (!job.spec->preemptible) qs.allocated_np[r] += sign * c[r];
        }
      }
    }
  } else if (pod.leaving() && pod.node >= 0) {
    nodes_[static_cast<std::size_t>(pod.node)].apply(pod.need, pod.devices, pod.mig, 0, sign);
    refresh_bound(pod.node);
  }
  if (pod.status == PodStatus::moved && pod.from_node >= 0) {
    nodes_[static_cast<std::size_t>(pod.from_node)].apply(pod.from_need, pod.from_devices,
                                                          pod.from_mig, 0, sign);
    refresh_bound(pod.from_node);
  }
}

std::vector<int> path_from_root(const Session& session, int q) {
  std::vector<int> path;
  for (; q >= 0; q = session.queues()[static_cast<std::size_t>(q)].parent) path.push_back(q);
  std::reverse(path.begin(), path.end());
  return path;
}

void Session::set_pod(int job, int pod, RtPod next) {
  RtJob& j = jobs_[static_cast<std::size_t>(job)];
  account(job, j.pods[static_cast<std::size_t>(pod)], -1);
  account(job, next, +1);
  log_.push_back({job, pod, j.replace_pod(pod, std::move(next))});
}

void Session::rollback(std::size_t checkpoint) {
  while (log_.size() > checkpoint) {
    LogEntry e = std::move(log_.back());
    log_.pop_back();
    RtJob& j = jobs_[static_cast<std::size_t>(e.job)];
    account(e.job, j.pods[static_cast<std::size_t>(e.pod)], -1);
    account(e.job, e.previous, +1);
    j.replace_pod(e.pod, std::move(e.previous));
  }
}

int64_t Session::pool_idle_gpu() const {
  int64_t total = 0;
  for (int n : pool_nodes_) total += nodes_[static_cast<std::size_t>(n)].idle_gpu();
  return total;
}

int64_t Session::pool_releasing_gpu() const {
  int64_t total = 0;
  for (int n : pool_nodes_) total += nodes_[static_cast<std::size_t>(n)].releasing_gpu();
  return total;
}

}  // namespace gpuq::core
