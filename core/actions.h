// The five actions of a cycle, in the order they run (least to most
// disruptive). Each works on one pool's Session and leaves its decisions
// there: pod statuses, and a reason on every job it could not help or
// whose pods it evicted. Internal to the core.
#ifndef GPUQ_CORE_ACTIONS_H_
#define GPUQ_CORE_ACTIONS_H_

#include "core/session.h"

namespace gpuq::core {

// Places pending jobs on free (or releasing) resources, in queue order,
// within limits and the non-preemptible quota. Never evicts.
void allocate(Session& session);

// Moves preemptible running jobs (any project) to other nodes so that a
// pending preemptible job fits; accepted only if every victim is placed again.
void consolidate(Session& session);

// Takes resources from projects above their fair share for projects below it.
// Returns whether it searched for victims for some job (a job passed the
// fair-share pre-check); false when it only wrote why none could reclaim.
bool reclaim(Session& session);

// Inside one project: a pending job evicts preemptible jobs of strictly lower priority.
void preempt(Session& session);

// Evicts running gangs that have been below min_available longer than the grace period.
void evict_stale_gangs(Session& session);

// Pending jobs of the session that still have pods to place, in queue order.
std::vector<int> pending_jobs_in_order(Session& session);

}  // namespace gpuq::core

#endif  // GPUQ_CORE_ACTIONS_H_
