// The incremental scheduler: a long-lived object that owns a snapshot and
// the decisions of run_cycle() on it, takes changes one at a time, and
// returns only the decisions that changed. After every change its result()
// equals run_cycle(snapshot()) exactly; the differential test checks that.
//
// A change is applied without a full cycle where the rules show that
// nothing else can move. Today that is one case, the commonest on a busy
// machine: a job arriving while every GPU it could use is taken and the
// last cycle changed nothing (no pod placed, evicted or moved), when an
// older job of the same project and shape already waits (its twin). Then
// the new job fails every action exactly as its twin did, at the same
// state, and takes its twin's reason:
//   - one node pool, so one session decides everything;
//   - the twin: same project, request, pod count, priority, preemptibility,
//     gang size, type and pools, all pods pending;
//   - it comes last in its project's queue (nothing of lower priority or
//     growing waits there), so no other job's turn moves;
//   - its pod count is the least of any waiting job of its request, so the
//     "does not fit" cache (keyed by request, remembering the fewest pods)
//     hands everyone the reason it handed them before;
//   - the fair shares with its request added are those before, except in a
//     resource where a queue on its path is satisfied (fair share = request)
//     before and after with the same allocatable amount, which no rule reads
//     but reclaim's victim search; so not when the last cycle searched.
// Everything else runs a full cycle, and says why (Applied::cause).
//
// Pure: no clock, I/O or threads. Not thread-safe.
#ifndef GPUQ_CORE_INCREMENTAL_H_
#define GPUQ_CORE_INCREMENTAL_H_

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/decision.h"
#include "core/error.h"
#include "core/model.h"

namespace gpuq::core {

// What one change did.
struct Applied {
  // Indices into snapshot().workloads whose decision is new or changed.
  std::vector<std::size_t> changed;
  bool full_cycle = false;
  std::string cause;  // why a full cycle ran; empty when it did not
};

// Changes since an IncrementalScheduler's snapshot(), as a caller that keeps
// its own state finds them (the daemon, walking its workloads): nothing that
// did not change is copied or compared again. Applied as update() would
// apply the snapshot they describe.
struct WorkloadChanges {
  int64_t now_s = 0;                   // the clock, as SchedulerConfig::now_s
  std::vector<std::string> removed;    // workloads gone, by name
  std::vector<WorkloadSpec> changed;   // a workload's new state, by name; it keeps its place
  std::vector<WorkloadSpec> arrivals;  // new workloads after every other, oldest first
  bool empty() const { return removed.empty() && changed.empty() && arrivals.empty(); }
};

class IncrementalScheduler {
 public:
  // Runs a full cycle on `snapshot`, which must have passed validate().
  // `check`: whether replace(), update(), update_workload() and apply()
  // validate what they are given (a caller that builds it valid, as the
  // daemon does from its store, saves that walk over every workload, and
  // the snapshot is then changed in place rather than copied first).
  explicit IncrementalScheduler(Snapshot snapshot, bool check = true);
  ~IncrementalScheduler();
  IncrementalScheduler(const IncrementalScheduler&) = delete;
  IncrementalScheduler& operator=(const IncrementalScheduler&) = delete;

  const Snapshot& snapshot() const { return snapshot_; }
  // run_cycle(snapshot()): a decision per workload, in the same order.
  const CycleResult& result() const { return result_; }

  // A new workload, after every other (the newest). invalid_argument, and
  // nothing changed, when its name is taken, its project unknown, or it
  // would not pass validate().
  Result<Applied> add_workload(WorkloadSpec workload);
  // not_found, and nothing changed, when no workload has that name.
  Result<Applied> remove_workload(const std::string& name);
  // A workload's new state (its pods started, finished, failed or released;
  // suspended; resumed), by name. not_found or invalid_argument as above.
  Result<Applied> update_workload(WorkloadSpec workload);
  // The clock moved to `now_s`. Only minimum runtimes read it: without any,
  // nothing is decided again.
  Applied set_time(int64_t now_s);
  // Anything else: nodes, projects, settings, usage. Checked with
  // validate(); the error changes nothing.
  Result<Applied> replace(Snapshot snapshot, const std::string& what);
  // The daemon's path: `next` is the whole new state. When it is this
  // snapshot with the clock moved and new workloads after the others, those
  // are applied as set_time and add_workload; anything else is replace(),
  // with what differed as the cause. An arrival refused (its error is
  // returned) leaves the arrivals before it applied: decide afresh then.
  Result<Applied> update(Snapshot next);
  // The daemon's path when nodes, projects and settings are as they were:
  // the clock and arrivals alone are applied as update() applies them;
  // removals and changes run one full cycle for all of them. not_found, and
  // nothing changed, when a removed or changed workload is unknown (or,
  // with `check`, when the result would not pass validate()); a refused
  // arrival is as in update().
  Result<Applied> apply(WorkloadChanges changes);
  // A full cycle on the snapshot as it is, for `cause`.
  Applied full_cycle(const std::string& cause);

  // Whether no decision of result() places, evicts or moves a pod: the
  // decisions leave every pod as the snapshot has it.
  bool settled() const;

  // How many changes took each way, for logs and benchmarks.
  int64_t incremental_count() const { return incremental_; }
  int64_t full_count() const { return full_; }

 private:
  struct Memo;
  Result<Applied> checked(Snapshot next, const std::string& cause);
  std::string try_arrival(const WorkloadSpec& w, Applied* out);
  // add_workload() for each, one after the other, into `out`.
  Result<void> add_arrivals(std::vector<WorkloadSpec> arrivals, Applied& out);
  // The memo is built when an arrival first needs it after a full cycle,
  // not by the cycle: in the daemon most full cycles (a pod started,
  // another finished) are followed by another full cycle, and building it
  // cost a third of the cycle's own time at 10,000 jobs.
  Memo& memo();
  // The name index, built when first needed and then kept across full
  // cycles (they move no workload): rebuilt after a whole new snapshot,
  // mended in place after a removal, extended by an arrival.
  std::unordered_map<std::string, std::size_t>& index();
  // After workloads were taken out at positions from `first` on: the index
  // without `names`, and every position from `first` on as it is now.
  void reindex_after_removal(const std::vector<std::string>& names, std::size_t first);

  Snapshot snapshot_;
  CycleResult result_;
  bool settled_ = true;     // see settled()
  bool uses_time_ = false;  // a minimum runtime is set somewhere: the clock counts
  std::unordered_map<std::string, std::size_t> index_;  // name -> position; see index()
  bool index_built_ = false;
  std::unique_ptr<Memo> memo_;  // null until memo() builds it
  int64_t incremental_ = 0;
  int64_t full_ = 0;
  bool check_ = true;
};

}  // namespace gpuq::core

#endif  // GPUQ_CORE_INCREMENTAL_H_
