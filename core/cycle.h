// One scheduling cycle: allocate, consolidation, reclaim, preempt, stale-gang
// eviction, with the semantics of reference/scheduler-semantics.md.
//
// Pure: the result depends only on the snapshot (no clock, I/O, threads or
// globals). Thread-safe to call concurrently on different snapshots.
#ifndef GPUQ_CORE_CYCLE_H_
#define GPUQ_CORE_CYCLE_H_

#include <cstdint>
#include <optional>
#include <vector>

#include "core/decision.h"
#include "core/error.h"
#include "core/model.h"

namespace gpuq::core {

// Checks that a snapshot is consistent: unique names, known parents and
// projects (no cycle in the tree, workloads only in leaves), running pods on
// known nodes that can hold them, devices in range. The scenario loader and
// the daemon call it before run_cycle(); the error names the offending item.
Result<void> validate(const Snapshot& snapshot);

// Runs one cycle. The snapshot must have passed validate().
CycleResult run_cycle(const Snapshot& snapshot);

// For each workload of the snapshot (same order), when a minimum runtime
// stops protecting it: set for a preemptible workload running now whose
// preempt value, or reclaim value against some other project, still holds at
// config.now_s (the longest of them); unset otherwise. The same values as
// WorkloadDecision::protected_until_s, without running a cycle. The snapshot
// must have passed validate().
std::vector<std::optional<int64_t>> protections(const Snapshot& snapshot);

}  // namespace gpuq::core

#endif  // GPUQ_CORE_CYCLE_H_
