// The greedy, incremental victim search shared by consolidation, reclaim and
// preempt (scheduler-semantics.md §1.4): victims are taken one chunk at a
// time in victim order and evicted virtually; the preemptor is placed on
// what they release; then each victim whose own devices are still free
// stays, and each victim job gets back, moved elsewhere, what KAI's
// pipeline-only allocation gives it (the pods it lacks to reach
// min_available, else one pod), in queue order; what is left is evicted. The
// first scenario the action's validator accepts wins. Internal to the core.
#ifndef GPUQ_CORE_VICTIM_SOLVER_H_
#define GPUQ_CORE_VICTIM_SOLVER_H_

#include <functional>
#include <string>
#include <vector>

#include "core/session.h"

namespace gpuq::core {

// A victim pod that the accepted scenario really evicts (not moved).
struct EvictedPod {
  int job;
  int pod;
};

struct Scenario {
  int preemptor = -1;
  ResourceVector request;                       // what the preemptor's pods are charged
  std::vector<EvictedPod> evicted;              // victims left evicted
  std::vector<ResourceVector> queue_before;     // each queue's allocation before the scenario
  std::vector<std::vector<EvictedPod>> chunks;  // evicted pods grouped as eviction chunks
};

// Returns empty when the scenario is acceptable, else why not.
using ScenarioValidator = std::function<std::string(Session&, const Scenario&)>;

struct SolveRequest {
  int preemptor = -1;
  std::vector<int> candidates;  // victim jobs (running, preemptible), any order
  ScenarioValidator validator;
  int max_victim_jobs = -1;  // -1: unlimited
};

// Jobs with a pod running (since before the cycle) in the session's pool
// that `eligible` accepts: the victim candidates of an action.
std::vector<int> running_candidates(Session& session,
                                    const std::function<bool(const RtJob&)>& eligible);

// The jobs of `base` (from running_candidates) that still run in the pool
// and are `eligible`, in the same order.
std::vector<int> still_running(const Session& session, const std::vector<int>& base,
                               const std::function<bool(const RtJob&)>& eligible);

// Gives every job with a moved pod and no reason yet the reason `why(job, pod)`.
void explain_moves(Session& session,
                   const std::function<std::string(const RtJob&, const RtPod&)>& why);

// For a victim that kept some of its pods by moving them: "; train-0 moved
// to node-2" (every moved pod, comma-separated); empty when none moved.
std::string describe_moved_pods(Session& session, const RtJob& job);

// Runs the search. On success the session holds the accepted scenario
// (preemptor placed, victims evicted or moved) and `out` describes it; on
// failure the session is unchanged and `reason` says why.
bool solve(Session& session, const SolveRequest& request, Scenario* out, std::string* reason);

}  // namespace gpuq::core

#endif  // GPUQ_CORE_VICTIM_SOLVER_H_
