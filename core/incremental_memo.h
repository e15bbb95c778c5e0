// The memo behind IncrementalScheduler's arrivals (core/incremental.h): what
// the last full cycle showed about waiting jobs, kept so that an arrival
// with a twin is decided without a cycle. Private to the incremental
// scheduler's two files: incremental.cpp (changes, removals, full cycles)
// and incremental_arrival.cpp (the memo and the twin rule).
#ifndef GPUQ_CORE_INCREMENTAL_MEMO_H_
#define GPUQ_CORE_INCREMENTAL_MEMO_H_

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/incremental.h"
#include "core/node_state.h"
#include "core/session.h"

namespace gpuq::core {

// What the last full cycle showed, kept to decide arrivals without one.
struct IncrementalScheduler::Memo {
  std::string unusable;  // why arrivals need a full cycle; empty: they may not
  std::string pool;
  std::vector<NodeState> nodes;
  std::vector<RtJob> no_jobs;
  std::unique_ptr<Session> session;  // the pool's queues, for fair shares
  Snapshot probe;                    // nodes, projects and settings, to validate one workload
  // twin_hash -> the oldest wholly pending workload of each class of twins
  std::unordered_map<uint64_t, std::vector<std::size_t>> twins;
  // request_hash -> (a workload of that request, least pods_to_place waiting)
  std::unordered_map<uint64_t, std::vector<std::pair<std::size_t, int>>> fewest_pods;
  std::map<std::string, int> lowest_waiting;    // project -> lowest priority waiting
  std::map<std::string, int> lowest_growing;    // project -> lowest priority of growing jobs
  std::set<std::string> waiting_without_gpu;    // projects with a waiting job that wants none
  std::map<std::string, std::size_t> queue_of;  // project -> its QueueReport
  bool reclaim_searched = false;
};

// Whether every pod of `w` is pending (a wholly waiting job).
bool all_pending(const WorkloadSpec& w);

}  // namespace gpuq::core

#endif  // GPUQ_CORE_INCREMENTAL_MEMO_H_
