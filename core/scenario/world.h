// The simulated world between two cycles of `gpuq simulate` (spec/scenarios.md,
// "Steps"): how the snapshot moves on once a cycle's decisions are carried out,
// and the step operations that change it (submit, delete, complete).
//
// Pure functions on values: no I/O, no clock. One cycle stands for one second
// of simulated time for stale gangs (they age by 1 s per cycle); the clock
// of minimum runtime moves only by advance_clock. Thread-safe on distinct
// arguments.
#ifndef GPUQ_CORE_SCENARIO_WORLD_H_
#define GPUQ_CORE_SCENARIO_WORLD_H_

#include <string_view>

#include "core/decision.h"
#include "core/error.h"
#include "core/model.h"

namespace gpuq::core::scenario {

// The snapshot after `result` (the decisions of one cycle on `before`) has been
// carried out:
//   - Running, Allocated and Pipelined pods run at their decided node with
//     their decided devices and MIG slots; Moved pods run on their new node;
//   - Evicted and Releasing pods leave their node and become pending (the
//     workload is requeued); when any pod of a workload was evicted, its failed
//     pods become pending too;
//   - Pending, Failed and Completed pods keep their phase;
//   - a workload with running pods but fewer than min_available of them ages
//     (stale_for_s + 1); every other workload has stale_for_s 0;
//   - a workload that had no running pod and now has one started at the
//     cycle's clock (last_start_s = config.now_s).
// Fails (code internal) when `result` does not have one decision per workload
// and pod of `before`, which means the cycle broke its contract.
Result<Snapshot> advance(const Snapshot& before, const CycleResult& result);

// True when the cycle moved something: some pod is Allocated, Pipelined,
// Evicted, Moved or Releasing. A cycle whose pods are all Running, Pending,
// Failed or Completed changed nothing (`schedule: {}` stops there).
bool changed_anything(const CycleResult& result);

// Moves the scenario's clock (config.now_s) on by `seconds`; no cycle runs.
void advance_clock(Snapshot& world, int64_t seconds);

// Appends `workload` as the newest workload, all its pods pending. Fails
// (conflict) when a workload of that name exists.
Result<void> submit(Snapshot& world, WorkloadSpec workload);

// Removes the named workload; its pods release their resources at once. Fails
// (not_found) when no workload has that name.
Result<void> remove(Snapshot& world, std::string_view name);

// The named workload finished successfully: its pods become completed and
// release their node, devices and MIG slots. Fails (not_found) when no
// workload has that name.
Result<void> complete(Snapshot& world, std::string_view name);

}  // namespace gpuq::core::scenario

#endif  // GPUQ_CORE_SCENARIO_WORLD_H_
