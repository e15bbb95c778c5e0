// Synthetic clusters for the cycle benchmarks: nodes, projects, pending and
// running workloads, built deterministically from a fixed seed
// (std::mt19937_64). Header-only so that bench/CMakeLists.txt (which builds
// every *_bench.cpp) needs no change.
//
// Shapes (all amounts in the core's units, see core/resources.h):
//   node     8 GPUs of 80Gi, 128 cores (128000 millicores), 1Ti memory
//   project  GPU quota (deserved) in thousandths, over-quota weight 1,
//            CPU and memory deserved unlimited
//   pending  ~60% whole-GPU pods (1/2/4/8 GPUs), ~25% fractions (250 or 500
//            thousandths), ~15% gangs of 2-4 pods (1/2/4/8 GPUs each) with
//            min_available = pods; 8 cores and 64Gi per GPU (2 cores, 16Gi per
//            fraction); priority 50, preemptible (KAI's "train" class)
#ifndef GPUQ_BENCH_SYNTHETIC_CLUSTER_H_
#define GPUQ_BENCH_SYNTHETIC_CLUSTER_H_

#include <cstdint>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "core/model.h"

namespace gpuq::bench {

inline constexpr int kGpusPerNode = 8;
inline constexpr int64_t kGi = 1024LL * 1024 * 1024;
inline constexpr int64_t kCpuPerGpu = 8000;      // millicores
inline constexpr int64_t kMemPerGpu = 64 * kGi;  // bytes

inline std::string numbered(const char* prefix, int i) { return prefix + std::to_string(i); }

// `nodes` identical 8-GPU nodes in the default pool.
inline void add_nodes(core::Snapshot& snap, int nodes) {
  snap.nodes.reserve(snap.nodes.size() + static_cast<std::size_t>(nodes));
  for (int i = 0; i < nodes; ++i) {
    core::NodeSpec n;
    n.name = numbered("node-", i);
    n.gpu_count = kGpusPerNode;
    n.gpu_memory = 80 * kGi;
    n.cpu = 128000;
    n.memory = 1024 * kGi;
    snap.nodes.push_back(std::move(n));
  }
}

// `projects` top-level projects with `quota_gpus` GPUs deserved each.
inline void add_projects(core::Snapshot& snap, int projects, int64_t quota_gpus) {
  for (int i = 0; i < projects; ++i) {
    core::ProjectSpec p;
    p.name = numbered("project-", i);
    p.quota.deserved =
        core::ResourceVector::of(quota_gpus * core::kMilli, core::kUnlimited, core::kUnlimited);
    p.quota.over_quota_weight = {1.0, 1.0, 1.0};
    snap.projects.push_back(std::move(p));
  }
}

inline core::PodRequest whole_gpus(int gpus) {
  core::PodRequest r;
  r.gpus = gpus;
  r.cpu = kCpuPerGpu * gpus;
  r.memory = kMemPerGpu * gpus;
  return r;
}

inline core::PodRequest fraction(int64_t portion) {
  core::PodRequest r;
  r.gpu_portion = portion;
  r.cpu = 2000;
  r.memory = 16 * kGi;
  return r;
}

// Appends `count` pending workloads of the mix above, spread uniformly over
// the first `projects` projects of the snapshot. Deterministic for a seed.
inline void add_pending_mix(core::Snapshot& snap, int count, int projects, uint64_t seed,
                            const char* prefix = "job-") {
  std::mt19937_64 rng(seed);
  std::uniform_int_distribution<int> percent(0, 99), pow2(0, 3), gang_pods(2, 4),
      project(0, projects - 1), coin(0, 1);
  snap.workloads.reserve(snap.workloads.size() + static_cast<std::size_t>(count));
  for (int i = 0; i < count; ++i) {
    core::WorkloadSpec w;
    w.name = numbered(prefix, i);
    w.project = snap.projects[static_cast<std::size_t>(project(rng))].name;
    w.priority = 50;
    w.preemptible = true;
    const int kind = percent(rng);
    int pods = 1;
    if (kind < 60) {
      w.request = whole_gpus(1 << pow2(rng));
    } else if (kind < 85) {
      w.request = fraction(coin(rng) != 0 ? 500 : 250);
    } else {
      pods = gang_pods(rng);
      w.request = whole_gpus(1 << pow2(rng));
      w.min_available = pods;
    }
    w.pods.resize(static_cast<std::size_t>(pods));  // pending, no node
    snap.workloads.push_back(std::move(w));
  }
}

// One running single-pod workload on `node` holding devices [first, first+gpus).
inline core::WorkloadSpec running_job(std::string name, std::string project,
                                      const std::string& node, int first, int gpus,
                                      bool preemptible) {
  core::WorkloadSpec w;
  w.name = std::move(name);
  w.project = std::move(project);
  w.priority = 50;
  w.preemptible = preemptible;
  w.request = whole_gpus(gpus);
  core::PodState pod;
  pod.phase = core::PodPhase::running;
  pod.node = node;
  for (int d = first; d < first + gpus; ++d) pod.devices.push_back({d, core::kMilli});
  w.pods.push_back(std::move(pod));
  return w;
}

// Fills every node completely with running single-pod jobs of 1/2/4/8
// GPUs (aligned random sizes). project_of(node, gpus) names the owner.
template <typename ProjectOf>
inline void fill_running(core::Snapshot& snap, uint64_t seed, bool preemptible,
                         ProjectOf project_of) {
  std::mt19937_64 rng(seed);
  std::uniform_int_distribution<int> pow2(0, 3);
  int id = 0;
  for (std::size_t n = 0; n < snap.nodes.size(); ++n) {
    const std::string& node = snap.nodes[n].name;
    int d = 0;
    while (d < kGpusPerNode) {
      int gpus = 1 << pow2(rng);
      while (d % gpus != 0 || d + gpus > kGpusPerNode) gpus /= 2;  // keep aligned
      snap.workloads.push_back(running_job(numbered("run-", id++),
                                           project_of(static_cast<int>(n), gpus), node, d, gpus,
                                           preemptible));
      d += gpus;
    }
  }
}

// ---- the benchmark scenarios (see bench/README.md) ----------------------

// Cases 1, 2, 5: an empty cluster of `nodes` nodes and `workloads` pending
// workloads (the mix) in `projects` projects that share the cluster equally
// in quota (nodes * 8 / projects GPUs each).
inline core::Snapshot make_pending_cluster(int workloads, int nodes, int projects) {
  core::Snapshot s;
  add_nodes(s, nodes);
  add_projects(s, projects, static_cast<int64_t>(nodes) * kGpusPerNode / projects);
  add_pending_mix(s, workloads, projects, /*seed=*/0x5eed0001);
  return s;
}

// Case 3: 1,000 full nodes; project-0..project-18 (quota 400 GPUs each) run
// ~421 GPUs each of preemptible 1/2/4/8-GPU jobs; project-19 (quota 400,
// nothing running) arrives with 1,000 pending 1-GPU jobs.
inline core::Snapshot make_reclaim_cluster() {
  constexpr int kNodes = 1000, kProjects = 20, kStarved = 19;
  core::Snapshot s;
  add_nodes(s, kNodes);
  add_projects(s, kProjects, 400);
  std::vector<int64_t> gpus(kStarved, 0);
  fill_running(s, /*seed=*/0x5eed0003, /*preemptible=*/true, [&](int, int size) {
    std::size_t least = 0;  // keep the 19 projects balanced
    for (std::size_t p = 1; p < gpus.size(); ++p) least = gpus[p] < gpus[least] ? p : least;
    gpus[least] += size;
    return s.projects[least].name;
  });
  for (int i = 0; i < 1000; ++i) {
    core::WorkloadSpec w;
    w.name = numbered("starved-", i);
    w.project = s.projects[kStarved].name;
    w.request = whole_gpus(1);
    w.pods.resize(1);
    s.workloads.push_back(std::move(w));
  }
  return s;
}

// Case 4: 1,000 full nodes; project-k runs exactly its quota (400 GPUs, on
// nodes 50k..50k+49) of preemptible priority-50 jobs, so every project sits
// at its fair share: nothing fits, nothing can be reclaimed, nothing can be
// preempted (equal priority). 10,000 pending jobs (the mix) wait. with_new
// appends one more 1-GPU job of project-0, the newest workload.
inline core::Snapshot make_steady_cluster(bool with_new) {
  constexpr int kNodes = 1000, kProjects = 20;
  core::Snapshot s;
  add_nodes(s, kNodes);
  add_projects(s, kProjects, 400);
  fill_running(s, /*seed=*/0x5eed0004, /*preemptible=*/true, [&](int node, int) {
    return s.projects[static_cast<std::size_t>(node / (kNodes / kProjects))].name;
  });
  add_pending_mix(s, 10000, kProjects, /*seed=*/0x5eed0005, "waiting-");
  if (with_new) {
    core::WorkloadSpec w;
    w.name = "new-job";
    w.project = s.projects[0].name;
    w.request = whole_gpus(1);
    w.pods.resize(1);
    s.workloads.push_back(std::move(w));
  }
  return s;
}

}  // namespace gpuq::bench

#endif  // GPUQ_BENCH_SYNTHETIC_CLUSTER_H_
