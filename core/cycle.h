// One scheduling cycle: allocate, consolidation, reclaim, preempt, stale-gang
// eviction, with the semantics of reference/scheduler-semantics.md.
//
// Pure: the result depends only on the snapshot (no clock, I/O, threads or
// globals). Thread-safe to call concurrently on different snapshots.
#ifndef GPUQ_CORE_CYCLE_H_
#define GPUQ_CORE_CYCLE_H_

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

}  // namespace gpuq::core

#endif  // GPUQ_CORE_CYCLE_H_
