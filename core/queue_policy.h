// The proportion rules on queues: capacity (limit and non-preemptible quota
// at the leaf and every ancestor) and the order in which queues are served
// (scheduler-semantics.md §2.3). Internal to the core.
#ifndef GPUQ_CORE_QUEUE_POLICY_H_
#define GPUQ_CORE_QUEUE_POLICY_H_

#include <string>
#include <vector>

#include "core/session.h"

namespace gpuq::core {

// Empty when `job` may take `request` more in its queue and every ancestor;
// otherwise the reason: "team-a would exceed its GPU limit (3 + 2 > 4 GPUs)".
std::string capacity_violation(const Session& session, const RtJob& job,
                               const ResourceVector& request);

// The queue on `job`'s path (leaf first) whose limit `request` would break,
// and in which resource; queue -1 when no limit is in the way.
struct LimitHit {
  int queue = -1;
  Resource resource = Resource::gpu;
};
LimitHit limit_hit(const Session& session, const RtJob& job, const ResourceVector& request);

// The limit check of preempt and reclaim: like capacity_violation, but each
// queue on the path counts as released what `victims` (job indices) hold in
// the pool inside its subtree, so a job at its limit may still make room by
// evicting work under the same limit. Empty when some victims could do it.
std::string capacity_violation_with_victims(const Session& session, const RtJob& job,
                                            const ResourceVector& request,
                                            const std::vector<int>& victims);

// What each queue's subtree (indexed by queue) would release if every job of
// `victims` were evicted: running pods in the session's pool.
std::vector<ResourceVector> released_by(const Session& session, const std::vector<int>& victims);

// The same check with `released` from released_by, for callers that ask it of
// many jobs with the same victims.
std::string capacity_violation_with_released(const Session& session, const RtJob& job,
                                             const ResourceVector& request,
                                             const std::vector<ResourceVector>& released);

// "team-a is at its limit of 1 GPU", for the reasons of victims.
std::string describe_limit(const Session& session, const LimitHit& hit);

// Non-preemptible work must fit in deserved quota at every level: empty when
// it does, else the reason.
std::string non_preemptible_quota_violation(const Session& session, const RtJob& job,
                                            const ResourceVector& request);

// Queue order: < 0 when queue a (with its best job asking `req_a`, and
// `victims_a` already taken from it) is served before b, > 0 after, 0 never
// (creation order decides last).
int compare_queues(const Session& session, int a, const ResourceVector& req_a,
                   const ResourceVector& victims_a, int b, const ResourceVector& req_b,
                   const ResourceVector& victims_b);

// What compare_queues reads of one side, computed once: a queue's rank
// stays valid while its state (QueueState::version) and its request do.
struct QueueRank {
  int queue = -1;
  bool under_utilized = false;
  bool starved = false;     // within deserved quota with the request
  bool zero_share = false;  // would use a resource it has no share of
  double share_with = 0;    // dominant share with the request, less the victims
  double share_without = 0;
};
QueueRank rank_queue(const Session& session, int q, const ResourceVector& req,
                     const ResourceVector& victims);
// compare_queues on ranks.
int compare_ranks(const Session& session, const QueueRank& a, const QueueRank& b);

// Pending jobs in the order KAI's JobsOrderByQueues hands them out: at each
// level of the project tree the best queue (compare_queues, with its best
// job), then that leaf's best job (higher priority, then below
// min_available first, then older).
class JobQueue {
 public:
  explicit JobQueue(Session& session);
  void push(int job);
  bool empty() const { return size_ == 0; }
  // Removes and returns the next job; -1 when empty.
  int pop();

 private:
  // A job's place in its leaf, computed once when it is pushed (jobs in
  // the queue are not modified while they wait in it): comparing keys
  // instead of jobs keeps the set's comparisons off the jobs' memory.
  struct JobKey {
    int priority;  // higher first
    int band;      // elastic: below min_available, at it, above
    int order;     // creation order
    int job;
    bool operator<(const JobKey& o) const {
      if (priority != o.priority) return priority > o.priority;
      if (band != o.band) return band < o.band;
      return order < o.order;
    }
  };
  JobKey key_of(int job) const;
  // The heap order: a after b when b comes first.
  struct AfterInOrder {
    bool operator()(const JobKey& a, const JobKey& b) const { return b < a; }
  };
  // Best (leaf, job) under queue q, or leaf -1.
  std::pair<int, int> best_under(int q) const;
  std::pair<int, int> best_of(const std::vector<int>& queues) const;

  Session& session_;
  // Per leaf: a binary heap with its first job (the least key) on top; a
  // heap, not a set, because a cycle pushes and pops every pending job and
  // a set allocates a node for each.
  std::vector<std::vector<JobKey>> leaf_jobs_;
  std::vector<char> queued_;  // per job: in the queue now
  // Per leaf: the request of its best job, cached until the leaf changes
  // (jobs in the queue are not modified while they wait in it).
  mutable std::vector<ResourceVector> head_req_;
  mutable std::vector<char> head_valid_;
  // Per queue: its rank against the best job under it, valid while the
  // queue's version and that job are the same. Most pops place nothing,
  // so most ranks are reused.
  struct CachedRank {
    uint64_t version = 0;
    int job = -1;
    QueueRank rank;
  };
  mutable std::vector<CachedRank> ranks_;
  std::vector<int> roots_;
  std::size_t size_ = 0;
};

}  // namespace gpuq::core

#endif  // GPUQ_CORE_QUEUE_POLICY_H_
