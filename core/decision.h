// What one scheduling cycle decided: a status, placement and reason for every
// pod and workload of the snapshot, plus each queue's fair share. The order of
// `workloads` is the snapshot's order.
#ifndef GPUQ_CORE_DECISION_H_
#define GPUQ_CORE_DECISION_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model.h"

namespace gpuq::core {

// Pod status after a cycle (see spec/scenarios.md, "Output").
enum class PodStatus {
  running,    // was running before the cycle and still is
  allocated,  // placed this cycle on free resources
  pipelined,  // placed this cycle on resources still being released
  pending,
  releasing,  // was already terminating before the cycle
  evicted,    // preempted, reclaimed or evicted as a stale gang in this cycle
  moved,      // evicted from from_node and placed again on node (consolidation, or a victim
              // of preempt or reclaim that fits elsewhere)
  failed,
  completed,
};

std::string_view pod_status_name(PodStatus s);  // "Running", "Allocated", ...

// The status a pod observed in `phase` has before any cycle decides on it.
PodStatus pod_status_of(PodPhase phase);

struct PodDecision {
  PodStatus status = PodStatus::pending;
  std::string node;       // where it runs or will run (evicted: where it ran); empty = none
  std::string from_node;  // moved: where it ran before; else empty
  std::vector<DeviceShare> devices;
  std::vector<MigSlot> mig;
};

struct WorkloadDecision {
  PodStatus status = PodStatus::pending;  // derived from the pods, see workload_status()
  std::string reason;  // why it waits, or who took its resources; set for pending/evicted/moved
  std::vector<PodDecision> pods;
  // A running workload that a minimum runtime protects from some job that
  // could take its resources: the clock reading when the last protection ends.
  std::optional<int64_t> protected_until_s;
};

// One queue's standing in one node pool, after the cycle's decisions.
struct QueueReport {
  std::string project;
  std::string pool;
  ResourceVector deserved;
  ResourceVector limit;
  ResourceVector fair_share;
  ResourceVector fair_share_by_weight;  // what weights alone give (past usage left out)
  ResourceVector allocated;             // by pods that hold resources after the cycle
  ResourceVector requested;             // allocated plus pending requests
};

struct CycleResult {
  std::vector<WorkloadDecision> workloads;
  std::vector<QueueReport> queues;  // projects and departments, per pool, declaration order
  // How the cycle went, for the incremental scheduler: whether reclaim
  // searched for victims in some pool (its outcome then depends on fair
  // shares beyond the pre-check). Not part of any output.
  bool reclaim_searched = false;
};

// The workload status the spec derives from its pods: Moved if any pod moved;
// else the status shared by its active pods (Running > Allocated > Pipelined
// when mixed); else Evicted if any pod was evicted; else Releasing, Pending,
// Completed or Failed.
PodStatus workload_status(const std::vector<PodDecision>& pods);

}  // namespace gpuq::core

#endif  // GPUQ_CORE_DECISION_H_
