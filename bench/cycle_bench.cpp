// Times one full scheduling cycle (core::run_cycle) on synthetic clusters.
// See bench/README.md for what each benchmark measures and the figures.
//
// Snapshots are built once per shape (outside the timed loop) from fixed
// seeds, checked with core::validate(), and cached; the timed loop only runs
// run_cycle(). The pods of the last cycle are counted by status into
// counters: placed (Allocated + Pipelined), moved, evicted, pending, running.
//
// `cycle_bench --decision_hash` runs no benchmark: it runs one cycle on each
// synthetic snapshot and prints a 64-bit FNV-1a hash of the whole CycleResult
// (every status, node, device, MIG slot and reason, and every queue report),
// so that two builds of the core can be compared.
#include <benchmark/benchmark.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <string>

#include "bench/synthetic_cluster.h"
#include "core/cycle.h"
#include "core/incremental.h"

namespace gpuq::bench {
namespace {

using core::PodStatus;

// Builds a snapshot once per key and keeps it for every later run.
const core::Snapshot& cached(const std::string& key, const std::function<core::Snapshot()>& build) {
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
  state.counters["placed"] = static_cast<double>(c[PodStatus::allocated] + c[PodStatus::pipelined]);
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

// ---- --decision_hash -----------------------------------------------------
class Fnv1a {
 public:
  void bytes(const void* data, std::size_t n) {
    const auto* p = static_cast<const unsigned char*>(data);
    for (std::size_t i = 0; i < n; ++i) h_ = (h_ ^ p[i]) * 0x100000001b3ULL;
  }
  void num(int64_t v) { bytes(&v, sizeof v); }
  void str(const std::string& s) {
    num(static_cast<int64_t>(s.size()));
    bytes(s.data(), s.size());
  }
  void res(const core::ResourceVector& r) {
    for (int64_t v : r.v) num(v);
  }
  uint64_t value() const { return h_; }

 private:
  uint64_t h_ = 0xcbf29ce484222325ULL;
};

uint64_t hash_result(const core::CycleResult& result) {
  Fnv1a h;
  h.num(static_cast<int64_t>(result.workloads.size()));
  for (const core::WorkloadDecision& w : result.workloads) {
    h.num(static_cast<int64_t>(w.status));
    h.str(w.reason);
    h.num(static_cast<int64_t>(w.pods.size()));
    for (const core::PodDecision& p : w.pods) {
      h.num(static_cast<int64_t>(p.status));
      h.str(p.node);
      h.str(p.from_node);
      h.num(static_cast<int64_t>(p.devices.size()));
      for (const core::DeviceShare& d : p.devices) {
        h.num(d.index);
        h.num(d.portion);
      }
      h.num(static_cast<int64_t>(p.mig.size()));
      for (const core::MigSlot& m : p.mig) {
        h.str(m.profile);
        h.num(m.index);
      }
    }
  }
  h.num(static_cast<int64_t>(result.queues.size()));
  for (const core::QueueReport& q : result.queues) {
    h.str(q.project);
    h.str(q.pool);
    h.res(q.deserved);
    h.res(q.limit);
    h.res(q.fair_share);
    h.res(q.allocated);
    h.res(q.requested);
  }
  return h.value();
}

void print_hash(const char* name, const core::Snapshot& snap) {
  const core::CycleResult result = core::run_cycle(snap);
  const Counts c = count_pods(result);
  std::printf("%-40s %016llx  workloads=%zu placed=%lld moved=%lld evicted=%lld pending=%lld\n",
              name, static_cast<unsigned long long>(hash_result(result)), snap.workloads.size(),
              static_cast<long long>(c[PodStatus::allocated] + c[PodStatus::pipelined]),
              static_cast<long long>(c[PodStatus::moved]),
              static_cast<long long>(c[PodStatus::evicted]),
              static_cast<long long>(c[PodStatus::pending]));
  std::fflush(stdout);
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

// 2. 100,000 pending on 10,000 nodes, 200 projects of 400 GPUs.
void BM_Cycle_Pending100k_Nodes10k(benchmark::State& state) {
  time_cycles(state, pending_cluster(100000, 10000, 200));
}
BENCHMARK(BM_Cycle_Pending100k_Nodes10k)->Unit(benchmark::kMillisecond)->Iterations(3);

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
    ->MinTime(0.5)
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

// ---- 4, incremental: the daemon's path --------------------------------------
// core::IncrementalScheduler after its full cycle on the steady cluster (not
// timed). Each iteration is one more arrival like "new-job" (a 1-GPU job of
// project-0) under a new name, so the waiting list grows by the iteration
// count (2,000: from 10,000 to 12,000). `full_cycles` counts the arrivals
// that needed a full cycle.
void BM_Incremental_Steady10kWaiting_PlusOneNew(benchmark::State& state) {
  core::IncrementalScheduler sched(cached("steady", [] { return make_steady_cluster(false); }));
  const core::WorkloadSpec& proto =
      cached("steady+1", [] { return make_steady_cluster(true); }).workloads.back();
  const int64_t full_before = sched.full_count();
  int n = 0;
  std::string cause;
  for (auto _ : state) {
    core::WorkloadSpec w = proto;
    w.name = "new-job-" + std::to_string(n++);
    auto applied = sched.add_workload(std::move(w));
    if (!applied) std::abort();
    if (applied->full_cycle) cause = applied->cause;
    benchmark::DoNotOptimize(applied);
  }
  state.counters["full_cycles"] = static_cast<double>(sched.full_count() - full_before);
  const core::WorkloadDecision& d = sched.result().workloads.back();
  state.SetLabel("new-job: " + std::string(core::pod_status_name(d.status)) + " (" +
                 d.reason.substr(0, 60) + ")" + (cause.empty() ? "" : "; full: " + cause));
}
BENCHMARK(BM_Incremental_Steady10kWaiting_PlusOneNew)
    ->Unit(benchmark::kMicrosecond)
    ->Iterations(2000);

// One running job of project-0 finishes while 10,000 wait: its GPUs go to
// the next waiting job(s). Each iteration finishes another; the label shows
// what the last freed GPU went to. A full cycle, taken as the daemon takes
// it: apply() with the one change, and no validation (the daemon builds its
// snapshots valid).
void BM_Incremental_Steady10kWaiting_OneFinishes(benchmark::State& state) {
  const core::Snapshot& steady = cached("steady", [] { return make_steady_cluster(false); });
  core::IncrementalScheduler sched(steady, /*check=*/false);
  std::size_t next = 0;
  std::string given;
  for (auto _ : state) {
    while (next < steady.workloads.size() &&
           steady.workloads[next].pods.front().phase != core::PodPhase::running) {
      ++next;
    }
    core::WorkloadSpec w = sched.snapshot().workloads[next++];
    for (auto& p : w.pods) {
      p.phase = core::PodPhase::completed;
      p.node.clear();
      p.devices.clear();
    }
    core::WorkloadChanges changes;
    changes.now_s = sched.snapshot().config.now_s;
    changes.changed.push_back(std::move(w));
    auto applied = sched.apply(std::move(changes));
    if (!applied) std::abort();
    for (std::size_t i : applied->changed) {
      const auto& d = sched.result().workloads[i];
      if (d.status == PodStatus::allocated) given = sched.snapshot().workloads[i].name;
    }
  }
  state.SetLabel("freed GPUs went to " + (given.empty() ? std::string("nothing") : given));
}
BENCHMARK(BM_Incremental_Steady10kWaiting_OneFinishes)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(5);

// One 8-GPU node joins the steady cluster: a full cycle, through update()
// with the whole new snapshot as the daemon sends it (no validation). The
// snapshot's copy is timed too: the daemon builds one then.
void BM_Incremental_Steady10kWaiting_NodeAdded(benchmark::State& state) {
  core::IncrementalScheduler sched(cached("steady", [] { return make_steady_cluster(false); }),
                                   /*check=*/false);
  int n = 0;
  for (auto _ : state) {
    core::Snapshot next = sched.snapshot();
    core::NodeSpec node = next.nodes.front();
    node.name = "joined-" + std::to_string(n++);
    next.nodes.push_back(node);
    auto applied = sched.update(std::move(next));
    if (!applied) std::abort();
    benchmark::DoNotOptimize(applied);
  }
}
BENCHMARK(BM_Incremental_Steady10kWaiting_NodeAdded)->Unit(benchmark::kMillisecond)->Iterations(5);

void print_all_hashes() {
  print_hash("1  pending 10k / nodes 1k", pending_cluster(10000, 1000, 20));
  print_hash("3  reclaim / nodes 1k", cached("reclaim", [] { return make_reclaim_cluster(); }));
  print_hash("4  steady 10k waiting", cached("steady", [] { return make_steady_cluster(false); }));
  print_hash("4  steady 10k waiting + 1 new",
             cached("steady+1", [] { return make_steady_cluster(true); }));
  const std::array<std::array<int, 2>, 5> scaling{
      {{1000, 100}, {2500, 250}, {5000, 500}, {10000, 1000}, {20000, 2000}}};
  for (const auto& [w, n] : scaling) {
    const std::string name = "5  scaling " + std::to_string(w) + "/" + std::to_string(n);
    print_hash(name.c_str(), pending_cluster(w, n, 20));
  }
  print_hash("2  pending 100k / nodes 10k", pending_cluster(100000, 10000, 200));
}

}  // namespace
}  // namespace gpuq::bench

int main(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--decision_hash") == 0) {
      gpuq::bench::print_all_hashes();
      return 0;
    }
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
