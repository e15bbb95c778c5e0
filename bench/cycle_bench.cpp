// Times one full scheduling cycle (core::run_cycle) on synthetic clusters.
// See bench/README.md for what each benchmark measures and the figures.
//
// Snapshots are built once per shape (outside the timed loop) from fixed
// seeds, checked with core::validate(), and cached; the timed loop only runs
// run_cycle(). The pods of the last cycle are counted by status into
// counters: placed (Allocated + Pipelined), moved, evicted, pending, running.
#include <benchmark/benchmark.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <memory>
#include <string>

#include "bench/synthetic_cluster.h"
#include "core/cycle.h"

namespace gpuq::bench {
namespace {

using core::PodStatus;

// Builds a snapshot once per key and keeps it for every later run.
const core::Snapshot& cached(const std::string& key,
                             const std::function<core::Snapshot()>& build) {
  static std::map<std::string, std::unique_ptr<core::Snapshot>> cache;
  auto it = cache.find(key);
  if (it != cache.end()) return *it->second;
  auto snap = std::make_unique<core::Snapshot>(build());
  if (auto ok = core::validate(*snap); !ok) {
    std::fprintf(stderr, "synthetic snapshot %s is invalid: %s\n", key.c_str(),
                 ok.error().message.c_str());
    std::abort();
  }
  return *cache.emplace(key, std::move(snap)).first->second;
}

struct Counts {
  std::array<int64_t, static_cast<std::size_t>(PodStatus::completed) + 1> by_status{};
  int64_t operator[](PodStatus s) const { return by_status[static_cast<std::size_t>(s)]; }
};

Counts count_pods(const core::CycleResult& result) {
  Counts c;
  for (const core::WorkloadDecision& w : result.workloads) {
    for (const core::PodDecision& p : w.pods) ++c.by_status[static_cast<std::size_t>(p.status)];
  }
  return c;
}

void report(benchmark::State& state, const core::Snapshot& snap, const core::CycleResult& result) {
  const Counts c = count_pods(result);
  state.counters["workloads"] = static_cast<double>(snap.workloads.size());
  state.counters["nodes"] = static_cast<double>(snap.nodes.size());
  state.counters["placed"] =
      static_cast<double>(c[PodStatus::allocated] + c[PodStatus::pipelined]);
  state.counters["moved"] = static_cast<double>(c[PodStatus::moved]);
  state.counters["evicted"] = static_cast<double>(c[PodStatus::evicted]);
  state.counters["pending"] = static_cast<double>(c[PodStatus::pending]);
  state.counters["running"] = static_cast<double>(c[PodStatus::running]);
}

// Times run_cycle on `snap`; returns the last result.
core::CycleResult time_cycles(benchmark::State& state, const core::Snapshot& snap) {
  core::CycleResult result;
  for (auto _ : state) {
    result = core::run_cycle(snap);
    benchmark::DoNotOptimize(result);
    benchmark::ClobberMemory();
  }
  report(state, snap, result);
  return result;
}

// ---- 1, 2, 5: an empty cluster and a queue of pending work ---------------
const core::Snapshot& pending_cluster(int workloads, int nodes, int projects) {
  return cached("pending/" + std::to_string(workloads) + "/" + std::to_string(nodes) + "/" +
                    std::to_string(projects),
                [&] { return make_pending_cluster(workloads, nodes, projects); });
}

// 1. 10,000 pending on 1,000 nodes, 20 projects of 400 GPUs.
void BM_Cycle_Pending10k_Nodes1k(benchmark::State& state) {
  time_cycles(state, pending_cluster(10000, 1000, 20));
}
BENCHMARK(BM_Cycle_Pending10k_Nodes1k)->Unit(benchmark::kMillisecond)->MinTime(1.0);

// 2. 100,000 pending on 10,000 nodes, 200 projects of 400 GPUs. Registered
// only with GPUQ_BENCH_LARGE=1 (see main): one cycle takes minutes today.
void BM_Cycle_Pending100k_Nodes10k(benchmark::State& state) {
  time_cycles(state, pending_cluster(100000, 10000, 200));
}

// 5. Scaling curve of case 1: 10 workloads per node, 20 projects; N = workloads + nodes.
void BM_Cycle_Scaling(benchmark::State& state) {
  const int workloads = static_cast<int>(state.range(0));
  const int nodes = static_cast<int>(state.range(1));
  time_cycles(state, pending_cluster(workloads, nodes, 20));
  state.SetComplexityN(workloads + nodes);
}
BENCHMARK(BM_Cycle_Scaling)
    ->Unit(benchmark::kMillisecond)
    ->Args({1000, 100})
    ->Args({2500, 250})
    ->Args({5000, 500})
    ->Args({10000, 1000})
    ->Args({20000, 2000})
    ->Iterations(1)
    ->Complexity(benchmark::oAuto);

// ---- 3: reclaim ----------------------------------------------------------
void BM_Cycle_Reclaim_Nodes1k(benchmark::State& state) {
  time_cycles(state, cached("reclaim", [] { return make_reclaim_cluster(); }));
}
BENCHMARK(BM_Cycle_Reclaim_Nodes1k)->Unit(benchmark::kMillisecond)->MinTime(1.0);

// ---- 4: one new workload while 10,000 wait -------------------------------
// The same steady cluster without and with the new workload: the cycle has
// no incremental form, so it re-decides all 10,000 waiting jobs either way.
void BM_Cycle_Steady10kWaiting(benchmark::State& state) {
  time_cycles(state, cached("steady", [] { return make_steady_cluster(false); }));
}
BENCHMARK(BM_Cycle_Steady10kWaiting)->Unit(benchmark::kMillisecond)->MinTime(1.0);

void BM_Cycle_Steady10kWaiting_PlusOneNew(benchmark::State& state) {
  const core::CycleResult result =
      time_cycles(state, cached("steady+1", [] { return make_steady_cluster(true); }));
  const core::WorkloadDecision& d = result.workloads.back();
  state.SetLabel("new-job: " + std::string(core::pod_status_name(d.status)) + " (" +
                 d.reason.substr(0, 60) + ")");
}
BENCHMARK(BM_Cycle_Steady10kWaiting_PlusOneNew)->Unit(benchmark::kMillisecond)->MinTime(1.0);

}  // namespace
}  // namespace gpuq::bench

int main(int argc, char** argv) {
  if (const char* large = std::getenv("GPUQ_BENCH_LARGE"); large != nullptr && *large == '1') {
    benchmark::RegisterBenchmark("BM_Cycle_Pending100k_Nodes10k",
                                 gpuq::bench::BM_Cycle_Pending100k_Nodes10k)
        ->Unit(benchmark::kMillisecond)
        ->Iterations(1);
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
