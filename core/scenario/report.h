// What `gpuq simulate` reports about a scenario: one entry per `expect` (or
// one for a file with neither expect nor steps), each the state of every
// workload at that point. The output writers (output.h) print these values;
// the simulator (simulator.h) produces them. Plain values.
#ifndef GPUQ_CORE_SCENARIO_REPORT_H_
#define GPUQ_CORE_SCENARIO_REPORT_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/decision.h"
#include "core/usage.h"

namespace gpuq::core::scenario {

// One workload as it stands at a reported point: the decision of the last
// cycle, or its state in the world where no cycle has decided on it yet.
struct WorkloadReport {
  std::string name;
  std::string project;
  WorkloadDecision decision;  // status, reason and one entry per pod, in pod order
};

// One entry of `results`.
struct StepReport {
  int step = 0;        // index of the expect in `steps`; 0 for the top-level expect
  int line = 0;        // line of the expect block in the file; 0 when there is none
  int64_t time_s = 0;  // the scenario's clock at this point
  std::vector<WorkloadReport> workloads;  // every existing workload, creation order
  std::vector<QueueReport> queues;        // of the last cycle; empty when none has run
  std::vector<std::string> mismatches;    // "step N: expected ..." sentences; empty = met
  // Each project's and department's past usage at this point (fractions of
  // the cluster), in declaration order.
  std::vector<std::pair<std::string, ResourceAmounts>> usage;
};

// One row of `gpuq simulate --timeline`: a project after one cycle of a run step.
struct TimelineRow {
  int64_t time_s = 0;
  std::string project;
  double allocated_gpu = 0, fair_share_gpu = 0, usage_gpu = 0;
};

struct Simulation {
  std::string file;  // as given on the command line
  std::string name;  // the scenario's name
  std::vector<StepReport> results;
  std::vector<TimelineRow> timeline;  // every cycle of every run step, in order

  bool passed() const {
    for (const StepReport& r : results) {
      if (!r.mismatches.empty()) return false;
    }
    return true;
  }
};

// Pods are named "<workload>-<index>", index from 0.
inline std::string pod_name(std::string_view workload, std::size_t index) {
  return std::string(workload) + "-" + std::to_string(index);
}

}  // namespace gpuq::core::scenario

#endif  // GPUQ_CORE_SCENARIO_REPORT_H_
