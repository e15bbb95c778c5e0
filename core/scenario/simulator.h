// Runs a loaded scenario (spec/scenarios.md): cycles of the placement core on
// a simulated world, the steps in order, and a report at every expectation.
//
//   - top-level `expect`: the state after exactly one cycle, reported as step 0;
//   - `steps`: submit, delete, complete, schedule (N cycles, or until a cycle
//     changes nothing, at most 20) and expect (reported with its index);
//   - neither: one report, step 0, after `options.cycles` cycles.
// A file with both runs the top-level expect first, then the steps.
//
// The state reported at an expect is the last cycle's decisions for the
// workloads that existed then, plus workloads submitted since (Pending),
// minus deleted ones, with completed ones shown Completed. Before any cycle,
// pods are reported from the world (Running, Pending, Releasing, ...).
//
// Pure apart from calling `cycle`; thread-safe when `cycle` is.
#ifndef GPUQ_CORE_SCENARIO_SIMULATOR_H_
#define GPUQ_CORE_SCENARIO_SIMULATOR_H_

#include <functional>

#include "core/decision.h"
#include "core/error.h"
#include "core/model.h"
#include "core/scenario/report.h"
#include "core/scenario/scenario.h"

namespace gpuq::core::scenario {

// One scheduling cycle; the CLI passes core::run_cycle, tests pass fakes.
using CycleFunction = std::function<CycleResult(const Snapshot&)>;

struct SimulateOptions {
  int cycles = 1;         // cycles to run for a file with neither expect nor steps (>= 1)
  bool timeline = false;  // fill Simulation::timeline (run steps' cycles)
};

// At most this many cycles for `schedule: {}`.
inline constexpr int kMaxSettleCycles = 20;

// Runs `scenario` and checks its expectations (mismatches are recorded in the
// reports, not errors). Fails when a step cannot be carried out (submit of an
// existing name, delete or complete of an unknown workload) or when the cycle
// breaks its contract; the error's `where` is "FILE:LINE: steps[i].kind".
Result<Simulation> simulate(const Scenario& scenario, const CycleFunction& cycle,
                            const SimulateOptions& options = {});

}  // namespace gpuq::core::scenario

#endif  // GPUQ_CORE_SCENARIO_SIMULATOR_H_
