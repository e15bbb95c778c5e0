// Checking an `expect:` block (spec/scenarios.md, "Expectations") against the
// state reported at that point.
//
// Categories: a workload or pod is "running" when Running, Allocated or
// Pipelined; "evicted" when Evicted or Moved; "pending" and "releasing" by
// their own status; "failed" and "completed" belong to no list. A list that is
// given names exactly the workloads in that state, in any order; `protected`
// names the workloads whose decision has protected_until_s; `completed` those
// that finished. `fair_share` compares each project's GPU fair share, summed
// over its pools in `queues`, within 0.01 GPU.
#ifndef GPUQ_CORE_SCENARIO_EXPECTATION_H_
#define GPUQ_CORE_SCENARIO_EXPECTATION_H_

#include <string>
#include <string_view>
#include <vector>

#include "core/decision.h"
#include "core/scenario/report.h"
#include "core/scenario/scenario.h"

namespace gpuq::core::scenario {

// "running", "pending", "evicted", "releasing", "failed" or "completed".
std::string_view expect_category(PodStatus status);

// One sentence per mismatch, each starting with "step N: " and naming what was
// expected, what was found and, for a workload in the wrong state, its status
// and reason, e.g. "step 4: expected running [a2, b1, b2], got [a2, b1]; a1 is
// Pending: <reason>". Empty when everything matches. Never fails: a name that
// does not exist is a mismatch.
std::vector<std::string> check_expectation(const Expectation& expect,
                                           const std::vector<WorkloadReport>& workloads, int step,
                                           const std::vector<QueueReport>& queues = {});

}  // namespace gpuq::core::scenario

#endif  // GPUQ_CORE_SCENARIO_EXPECTATION_H_
