// The snapshot the placement core decides on: nodes with their devices,
// projects (queues) in a tree, and workloads with their pods. Plain values;
// the caller (scenario loader, daemon) builds one, run_cycle() reads it.
//
// Every amount is an integer in fixed units (see resources.h). Order matters:
// `workloads` are in creation order (earlier = older) and `projects` and
// `nodes` in the order they were declared; ties in every decision break on
// that order, then on name.
#ifndef GPUQ_CORE_MODEL_H_
#define GPUQ_CORE_MODEL_H_

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/resources.h"

namespace gpuq::core {

// ---------------------------------------------------------------- cluster

// One machine (a Kubernetes node; on the daemon, the local host or one slice
// of its devices). Devices are numbered 0..gpu_count-1 and all have
// `gpu_memory` bytes. MIG instances are free-standing UNIQUE slots per
// profile; a node with MIG instances exposes them in addition to its whole
// devices (mixed strategy: the daemon reports MIG devices with gpu_count 0).
struct NodeSpec {
  std::string name;
  std::string pool = "default";
  int gpu_count = 0;
  int64_t gpu_memory =
      100LL * 1024 * 1024;         // bytes of ONE device (100Mi: portions act on 100 units)
  int64_t cpu = kUnlimited;        // millicores; kUnlimited = not constrained
  int64_t memory = kUnlimited;     // bytes; kUnlimited = not constrained
  std::map<std::string, int> mig;  // profile ("1g.10gb") -> number of instances
  std::map<std::string, int64_t> extended;  // extended resource -> capacity
  std::map<std::string, std::string> labels;
  friend bool operator==(const NodeSpec&, const NodeSpec&) = default;
};

enum class Placement { binpack, spread };

// Minimum runtime before preempt and reclaim (kai-time.md §1): seconds after
// a job's last start during which it is not a victim of that action; 0 never
// protects. Unset values inherit (project: its parent, then the node pool's).
struct MinRuntime {
  std::optional<int64_t> preempt_s;
  std::optional<int64_t> reclaim_s;
  friend bool operator==(const MinRuntime&, const MinRuntime&) = default;
};

// Scheduler settings of one cycle.
struct SchedulerConfig {
  Placement placement_gpu = Placement::binpack;
  Placement placement_cpu = Placement::binpack;
  std::map<std::string, Placement> pool_placement_gpu;  // per-pool override of placement_gpu
  std::map<std::string, Placement> pool_placement_cpu;  // per-pool override of placement_cpu
  int64_t stale_grace_period_s = 60;                    // < 0: stale gangs are never evicted
  int max_consolidation_victims = -1;                   // -1: unlimited
  double k_value = 1.0;  // strength of past usage (ProjectSpec::usage) in fair share; 0: none
  double saturation_multiplier = 1.0;  // reclaim boundary multiplier, >= 1
  // Minimum runtime of every node pool, unless pool_min_runtime sets it.
  int64_t preempt_min_runtime_s = 0;
  int64_t reclaim_min_runtime_s = 0;
  std::map<std::string, MinRuntime> pool_min_runtime;
  // The clock reading the cycle decides at, in seconds on the same clock as
  // WorkloadSpec::last_start_s (the daemon: Unix time; a scenario: its clock).
  int64_t now_s = 0;
  friend bool operator==(const SchedulerConfig&, const SchedulerConfig&) = default;
};

// ---------------------------------------------------------------- projects

// What a queue is entitled to in one node pool. GPUs in thousandths, CPU in
// millicores, memory in bytes; kUnlimited where the field allows it.
struct QueueQuota {
  ResourceVector deserved = ResourceVector::of(0, kUnlimited, kUnlimited);
  ResourceVector limit = ResourceVector::of(kUnlimited, kUnlimited, kUnlimited);
  std::array<double, kResourceCount> over_quota_weight{1.0, 1.0, 1.0};
  friend bool operator==(const QueueQuota&, const QueueQuota&) = default;
};

// A project (leaf queue) or a department (a queue with children). Only
// leaves hold workloads.
struct ProjectSpec {
  std::string name;
  std::string parent;                            // empty: top level
  QueueQuota quota;                              // applies in every pool ...
  std::map<std::string, QueueQuota> pool_quota;  // ... unless this names the pool
  int priority = 100;                            // queue priority; higher is served first
  MinRuntime min_runtime;                        // unset: inherited
  // Past usage per resource (kai-time.md §2.2): decayed, as a fraction of
  // what the whole cluster could have run over the window (0..1). With
  // SchedulerConfig::k_value > 0 it lowers the queue's over-quota share.
  // A department's is its own (callers sum its projects). 0: none.
  std::array<double, kResourceCount> usage{0, 0, 0};

  const QueueQuota& quota_in(const std::string& pool) const {
    auto it = pool_quota.find(pool);
    return it == pool_quota.end() ? quota : it->second;
  }
  friend bool operator==(const ProjectSpec&, const ProjectSpec&) = default;
};

// ---------------------------------------------------------------- workloads

enum class WorkloadType { training, workspace, inference };

// What ONE pod of a workload asks for. At most one of gpus / gpu_portion /
// gpu_memory is non-zero.
struct PodRequest {
  int gpus = 0;                    // whole devices
  int64_t gpu_portion = 0;         // thousandths of ONE device (0 < p < 1000)
  int64_t gpu_memory = 0;          // bytes of ONE device; becomes a node-specific portion
  std::map<std::string, int> mig;  // MIG profile -> instances
  int64_t cpu = 0;                 // millicores
  int64_t memory = 0;              // bytes
  std::map<std::string, int64_t> extended;

  bool wants_gpu() const { return gpus > 0 || gpu_portion > 0 || gpu_memory > 0 || !mig.empty(); }
  bool is_fraction() const { return gpu_portion > 0 || gpu_memory > 0; }
  friend bool operator==(const PodRequest&, const PodRequest&) = default;
};

enum class PodPhase { pending, running, releasing, failed, completed };

// A share of one device held by a pod: device index on its node, and the
// portion held in thousandths (1000 = the whole device).
struct DeviceShare {
  int index = 0;
  int64_t portion = kMilli;
  friend bool operator==(const DeviceShare&, const DeviceShare&) = default;
};

// One MIG instance held by a pod: profile and instance index on its node
// (instances of a profile are numbered from 0 on each node).
struct MigSlot {
  std::string profile;
  int index = 0;
  friend bool operator==(const MigSlot&, const MigSlot&) = default;
};

// The observed state of one pod. Running and releasing pods say where they
// are; pending pods have an empty node.
struct PodState {
  PodPhase phase = PodPhase::pending;
  std::string node;
  std::vector<DeviceShare> devices;
  std::vector<MigSlot> mig;
  int task_priority = 0;  // order inside the job: higher is placed first, evicted last
  friend bool operator==(const PodState&, const PodState&) = default;
};

struct WorkloadSpec {
  std::string name;
  std::string project;
  WorkloadType type = WorkloadType::training;
  int priority = 50;
  bool preemptible = true;
  int min_available = 1;                // gang size: pods that must run together
  PodRequest request;                   // per pod
  std::vector<std::string> node_pools;  // ordered preference; empty = any pool
  std::vector<PodState> pods;           // pod i is named "<name>-<i>"
  int64_t stale_for_s = 0;              // how long a running gang has been below min_available
  // When it last started (placed with nothing of it running), on the clock of
  // SchedulerConfig::now_s; unset: never protected by a minimum runtime.
  std::optional<int64_t> last_start_s;
  friend bool operator==(const WorkloadSpec&, const WorkloadSpec&) = default;
};

struct Snapshot {
  SchedulerConfig config;
  std::vector<NodeSpec> nodes;
  std::vector<ProjectSpec> projects;
  std::vector<WorkloadSpec> workloads;  // creation order
};

}  // namespace gpuq::core

#endif  // GPUQ_CORE_MODEL_H_
