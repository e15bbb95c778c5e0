// Placing pods on nodes: node order (binpack or spread, with the bonuses of
// KAI's node-order plugins) and all-or-nothing placement of a job's pods.
// Internal to the core.
#ifndef GPUQ_CORE_PLACEMENT_H_
#define GPUQ_CORE_PLACEMENT_H_

#include <string>
#include <vector>

#include "core/session.h"

namespace gpuq::core {

struct NodeChoice {
  int node = -1;
  PodNeed need;
  PodFit fit;
};

// The best node of the session's pool for one pod of `job`, or node -1.
// Scores, highest wins, ties to the node declared first: +1000 when a
// fraction joins a shared device, +100 when it fits on free (not releasing)
// resources, +10 for a CPU-only pod on a node without GPUs, then up to 9 for
// binpack (fewest free) or spread (largest free fraction), where free is idle
// plus releasing as in KAI.
NodeChoice choose_node(Session& session, const RtJob& job);

// The pending pods of `job` in placement order: higher task priority first,
// then pod index.
std::vector<int> pending_pods_in_order(const RtJob& job);

// How many pods the next attempt for the job places: enough to reach
// min_available, else one more (elastic growth); 0 when it cannot (no
// pending pod, or too few to form the gang).
int pods_to_place(const RtJob& job);

// Places `count` pending pods of job `j`, all or none. A gang below
// min_available that needed any pipelined pod has all its new pods
// pipelined, so it never starts partially. On failure the session is rolled
// back and `reason` says what was missing.
bool place_pods(Session& session, int j, int count, std::string* reason);

}  // namespace gpuq::core

#endif  // GPUQ_CORE_PLACEMENT_H_
