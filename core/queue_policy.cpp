#include "core/queue_policy.h"

#include <algorithm>

#include "core/placement.h"
#include "core/reasons.h"

namespace gpuq::core {
namespace {

const QueueState& queue(const Session& s, int q) { return s.queues()[static_cast<std::size_t>(q)]; }

double share_of(int64_t used, int64_t allocatable) {
  if (used <= 0) return 0;
  if (allocatable <= 0) return 1000.0;  // using what it has no share of
  if (allocatable >= kUnconstrained) return 0;
  return static_cast<double>(used) / static_cast<double>(allocatable);
}

double dominant_share(const QueueState& q, const ResourceVector& used) {
  double share = 0;
  for (Resource r : kAllResources) share = std::max(share, share_of(used[r], q.allocatable(r)));
  return share;
}

int sign(bool a_first, bool b_first) { return a_first == b_first ? 0 : (a_first ? -1 : 1); }

// The first queue on `job`'s path (leaf first) whose limit `request` breaks,
// each queue counting what `released` (by queue; nullptr: nothing) frees.
LimitHit first_limit_hit(const Session& session, const RtJob& job, const ResourceVector& request,
                         const std::vector<ResourceVector>* released) {
  for (int q = job.project; q >= 0; q = queue(session, q).parent) {
    const QueueState& qs = queue(session, q);
    for (Resource r : kAllResources) {
      if (request[r] <= 0 || qs.limit[r] == kUnlimited) continue;
      const int64_t freed = released ? (*released)[static_cast<std::size_t>(q)][r] : 0;
      if (qs.allocated[r] - freed + request[r] > qs.limit[r]) return {q, r};
    }
  }
  return {};
}

// The reason of capacity_violation for `hit`, or, with victims, the same
// sentence saying that they cannot make room; then the non-preemptible check.
std::string violation_of(const Session& session, const RtJob& job, const ResourceVector& request,
                         const LimitHit& hit, bool with_victims) {
  if (hit.queue >= 0) {
    const QueueState& qs = queue(session, hit.queue);
    const Resource r = hit.resource;
    return qs.spec->name + " would exceed its " + std::string(resource_name(r)) + " limit (" +
           describe_amount(r, qs.allocated[r]) + " allocated + " + describe_amount(r, request[r]) +
           " requested > " + describe_amount(r, qs.limit[r]) +
           (with_victims ? ", and no lower-ranked work under it can make room)" : ")");
  }
  if (!job.spec->preemptible) return non_preemptible_quota_violation(session, job, request);
  return {};
}

}  // namespace

std::string capacity_violation(const Session& session, const RtJob& job,
                               const ResourceVector& request) {
  return violation_of(session, job, request, limit_hit(session, job, request), false);
}

LimitHit limit_hit(const Session& session, const RtJob& job, const ResourceVector& request) {
  return first_limit_hit(session, job, request, nullptr);
}

std::vector<ResourceVector> released_by(const Session& session, const std::vector<int>& victims) {
  std::vector<ResourceVector> released(session.queues().size());
  for (int v : victims) {
    const RtJob& victim = session.jobs()[static_cast<std::size_t>(v)];
    ResourceVector held;
    for (const RtPod& p : victim.pods) {
      if (p.status == PodStatus::running && session.node_in_pool(p.node)) held += charge_of(p.need);
    }
    for (int q = victim.project; q >= 0; q = queue(session, q).parent) {
      released[static_cast<std::size_t>(q)] += held;
    }
  }
  return released;
}

std::string capacity_violation_with_released(const Session& session, const RtJob& job,
                                             const ResourceVector& request,
                                             const std::vector<ResourceVector>& released) {
  return violation_of(session, job, request, first_limit_hit(session, job, request, &released),
                      true);
}

std::string capacity_violation_with_victims(const Session& session, const RtJob& job,
                                            const ResourceVector& request,
                                            const std::vector<int>& victims) {
  // Most jobs are within their limits: only those at a limit pay for the victims' sum.
  if (limit_hit(session, job, request).queue < 0) {
    return violation_of(session, job, request, {}, false);
  }
  return capacity_violation_with_released(session, job, request, released_by(session, victims));
}

std::string describe_limit(const Session& session, const LimitHit& hit) {
  const QueueState& qs = queue(session, hit.queue);
  return qs.spec->name + " is at its limit of " +
         describe_amount(hit.resource, qs.limit[hit.resource]);
}

std::string non_preemptible_quota_violation(const Session& session, const RtJob& job,
                                            const ResourceVector& request) {
  for (int q = job.project; q >= 0; q = queue(session, q).parent) {
    const QueueState& qs = queue(session, q);
    for (Resource r : kAllResources) {
      if (request[r] <= 0 || qs.deserved[r] == kUnlimited) continue;
      if (qs.allocated_np[r] + request[r] > qs.deserved[r]) {
        return "non-preemptible workloads must fit in the quota of " + qs.spec->name + " (" +
               describe_amount(r, qs.allocated_np[r]) + " in use by non-preemptible workloads + " +
               describe_amount(r, request[r]) + " > quota " + describe_amount(r, qs.deserved[r]) +
               ")";
      }
    }
  }
  return {};
}

QueueRank rank_queue(const Session& session, int q, const ResourceVector& req,
                     const ResourceVector& victims) {
  const QueueState& qs = queue(session, q);
  QueueRank rank;
  rank.queue = q;
  rank.under_utilized = false;
  rank.starved = true;
  for (Resource r : kAllResources) {
    rank.under_utilized = rank.under_utilized || !(qs.fair_share[r] < qs.allocated[r]);
    if (qs.deserved[r] != kUnlimited && qs.allocated[r] + req[r] > qs.deserved[r]) {
      rank.starved = false;
    }
    if (qs.allocatable(r) == 0 && qs.allocated[r] + req[r] > 0) rank.zero_share = true;
  }
  rank.share_with = dominant_share(qs, qs.allocated + req - victims);
  rank.share_without = dominant_share(qs, qs.allocated);
  return rank;
}

int compare_ranks(const Session& session, const QueueRank& a, const QueueRank& b) {
  // 1. under-utilized before over-utilized
  if (int c = sign(a.under_utilized, b.under_utilized)) return c;
  // 2. starved (within deserved quota with the job) first
  if (int c = sign(a.starved, b.starved)) return c;
  // 3. higher queue priority
  const QueueState& qa = queue(session, a.queue);
  const QueueState& qb = queue(session, b.queue);
  if (qa.spec->priority != qb.spec->priority) return qa.spec->priority > qb.spec->priority ? -1 : 1;
  // 4. penalize using a resource the queue has no share of
  if (int c = sign(!a.zero_share, !b.zero_share)) return c;
  // 5. smaller dominant share with the job (and without the victims taken)
  if (a.share_with != b.share_with) return a.share_with < b.share_with ? -1 : 1;
  // 6. the same without the job
  if (a.share_without != b.share_without) return a.share_without < b.share_without ? -1 : 1;
  // 7. the weaker queue (smaller allocatable share) first
  bool a_le = true, a_lt = false, b_le = true, b_lt = false;
  for (Resource r : kAllResources) {
    int64_t x = qa.allocatable(r), y = qb.allocatable(r);
    a_le = a_le && x <= y;
    a_lt = a_lt || x < y;
    b_le = b_le && y <= x;
    b_lt = b_lt || y < x;
  }
  if (a_le && a_lt) return -1;
  if (b_le && b_lt) return 1;
  // 8. older queue
  return qa.order < qb.order ? -1 : (qa.order > qb.order ? 1 : 0);
}

int compare_queues(const Session& session, int a, const ResourceVector& req_a,
                   const ResourceVector& victims_a, int b, const ResourceVector& req_b,
                   const ResourceVector& victims_b) {
  return compare_ranks(session, rank_queue(session, a, req_a, victims_a),
                       rank_queue(session, b, req_b, victims_b));
}

JobQueue::JobKey JobQueue::key_of(int job) const {
  const RtJob& j = session_.jobs()[static_cast<std::size_t>(job)];
  const int active = j.active_pods(), min = j.spec->min_available;
  return {j.spec->priority, active < min ? 0 : (active == min ? 1 : 2), j.order, job};
}

JobQueue::JobQueue(Session& session) : session_(session), queued_(session.jobs().size(), 0) {
  leaf_jobs_.reserve(session.queues().size());
  for (std::size_t i = 0; i < session.queues().size(); ++i) {
    leaf_jobs_.emplace_back();
    head_req_.emplace_back();
    head_valid_.push_back(0);
    ranks_.emplace_back();
    if (session.queues()[i].parent < 0) roots_.push_back(static_cast<int>(i));
  }
}

void JobQueue::push(int job) {
  const RtJob& j = session_.jobs()[static_cast<std::size_t>(job)];
  if (j.project < 0) return;
  char& queued = queued_[static_cast<std::size_t>(job)];
  if (queued) return;
  queued = 1;
  auto& leaf = leaf_jobs_[static_cast<std::size_t>(j.project)];
  leaf.push_back(key_of(job));
  std::push_heap(leaf.begin(), leaf.end(), AfterInOrder{});
  ++size_;
  head_valid_[static_cast<std::size_t>(j.project)] = 0;
}

std::pair<int, int> JobQueue::best_under(int q) const {
  const QueueState& qs = queue(session_, q);
  if (qs.is_leaf()) {
    const auto& jobs = leaf_jobs_[static_cast<std::size_t>(q)];
    return jobs.empty() ? std::pair{-1, -1} : std::pair{q, jobs.front().job};
  }
  return best_of(qs.children);
}

std::pair<int, int> JobQueue::best_of(const std::vector<int>& queues) const {
  std::pair<int, int> best{-1, -1};
  const QueueRank* best_rank = nullptr;
  const ResourceVector none;
  for (int q : queues) {
    std::pair<int, int> candidate = best_under(q);
    if (candidate.first < 0) continue;
    const std::size_t leaf = static_cast<std::size_t>(candidate.first);
    CachedRank& cached = ranks_[static_cast<std::size_t>(q)];
    const uint64_t version = queue(session_, q).version;
    if (cached.job != candidate.second || cached.version != version) {
      if (!head_valid_[leaf]) {
        const RtJob& job = session_.jobs()[static_cast<std::size_t>(candidate.second)];
        head_req_[leaf] = session_.pending_charge(job, std::max(1, pods_to_place(job)));
        head_valid_[leaf] = 1;
      }
      cached = {version, candidate.second, rank_queue(session_, q, head_req_[leaf], none)};
    }
    if (best_rank == nullptr || compare_ranks(session_, cached.rank, *best_rank) < 0) {
      best = candidate;
      best_rank = &cached.rank;
    }
  }
  return best;
}

int JobQueue::pop() {
  std::pair<int, int> best = best_of(roots_);
  if (best.first < 0) return -1;
  // The best job of a leaf is always the top of its heap.
  auto& leaf = leaf_jobs_[static_cast<std::size_t>(best.first)];
  std::pop_heap(leaf.begin(), leaf.end(), AfterInOrder{});
  leaf.pop_back();
  queued_[static_cast<std::size_t>(best.second)] = 0;
  head_valid_[static_cast<std::size_t>(best.first)] = 0;
  --size_;
  return best.second;
}

}  // namespace gpuq::core
