// Minimum runtime before preempt and reclaim (kai-time.md §1): how long a
// job is protected after its last start, resolved through the project tree
// and the node pool as KAI's minruntime plugin resolves it. Internal to the
// core.
#ifndef GPUQ_CORE_MIN_RUNTIME_H_
#define GPUQ_CORE_MIN_RUNTIME_H_

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/session.h"
#include "core/victim_solver.h"

namespace gpuq::core {

// The preempt value for a victim in leaf `victim_queue`: the first value set
// walking up from the leaf, else the pool's.
int64_t preempt_min_runtime(const Session& session, int victim_queue);

// The reclaim value for a victim in `victim_queue` taken by `reclaimer_queue`
// (KAI's "lca" method): under different top-level queues, the victim's
// top-level value; otherwise the first value set walking up from the LCA's
// child on the victim's side. Else the pool's.
int64_t reclaim_min_runtime(const Session& session, int reclaimer_queue, int victim_queue);

// The clock reading until which `job` is protected by `min_runtime_s`
// (start + d), or 0 when it is not protected at all (no start, d <= 0).
int64_t protected_until(const RtJob& job, int64_t min_runtime_s);

// Whether the job may not be a victim at the session's now_s.
bool protected_now(const Session& session, const RtJob& job, int64_t min_runtime_s);

// KAI's IsElastic: fewer pods needed than it has.
bool is_elastic(const RtJob& job);

// The pool's own values (SchedulerConfig::pool_min_runtime over the defaults).
int64_t pool_preempt_min_runtime(const SchedulerConfig& config, const std::string& pool);
int64_t pool_reclaim_min_runtime(const SchedulerConfig& config, const std::string& pool);

// The longest minimum runtime that applies to a job of leaf `victim_queue`:
// its preempt value, and the reclaim value for every other leaf queue.
int64_t longest_min_runtime(const Session& session, int victim_queue);

// Whether any minimum runtime above 0 is set (the defaults, a pool, a
// project): when none is, nothing is protected and the actions skip the checks.
bool min_runtime_in_use(const Session& session);
// The same for a snapshot's settings and projects.
bool min_runtime_in_use(const SchedulerConfig& config, const std::vector<ProjectSpec>& projects);

// The minimum runtime that applies to a victim of one action.
using RuntimeOf = std::function<int64_t(const RtJob& victim)>;

// The candidates a protection does not rule out: a protected job is dropped
// unless it is elastic (its pods above min_available may still be taken;
// elastic_protection_violation guards the rest).
std::vector<int> unprotected(const Session& session, const std::vector<int>& candidates,
                             const RuntimeOf& runtime_of);

// The scenario validator's part: empty, or why a protected elastic victim
// may not drop below min_available ("would preempt team-a/t1, protected for
// 4m12s more"). `verb` is "preempt" or "reclaim from".
std::string elastic_protection_violation(Session& session, const Scenario& scenario,
                                         const RuntimeOf& runtime_of, const std::string& verb);

// Why a job waits on protections: when a search with protections ignored
// (`request`, with every candidate) succeeds, the protected victims it would
// take, "would preempt team-a/t1, protected for 4m12s more"; else empty.
// Leaves the session unchanged.
std::string blocked_by_protection(Session& session, const SolveRequest& request,
                                  const RuntimeOf& runtime_of, const std::string& verb);

}  // namespace gpuq::core

#endif  // GPUQ_CORE_MIN_RUNTIME_H_
