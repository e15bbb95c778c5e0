// A scenario file (spec/scenarios.md) in memory: the initial snapshot, and
// either one top-level expectation or a sequence of steps.
//
// Loading turns YAML into core values, checks everything, and reports the
// first problem as an Error whose `where` is "FILE:LINE: key.path" (for
// example "kai-01.yaml:12: workloads[3].gpu"); nothing is half-loaded.
#ifndef GPUQ_CORE_SCENARIO_SCENARIO_H_
#define GPUQ_CORE_SCENARIO_SCENARIO_H_

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "core/model.h"
#include "core/usage.h"

namespace gpuq::core::scenario {

// An `expect:` block. A list that is given names exactly the workloads in
// that state; absent lists are not checked.
struct Expectation {
  std::optional<std::vector<std::string>> running;  // Running, Allocated or Pipelined
  std::optional<std::vector<std::string>> pending;
  std::optional<std::vector<std::string>> evicted;  // Evicted or Moved
  std::optional<std::vector<std::string>> releasing;
  std::map<std::string, std::string> nodes;         // workload -> node of its first pod
  std::map<std::string, std::string> gpu_groups;    // workload -> label; equal = same device
  std::vector<std::vector<std::string>> same_node;  // first pods of each group share a node
  std::map<std::string, std::string> pods;          // pod name -> running|pending|evicted|releasing
  std::optional<std::vector<std::string>> protected_;  // protected by a minimum runtime
  std::optional<std::vector<std::string>> completed;   // finished: duration_s or complete:
  std::map<std::string, double> fair_share;            // project -> GPUs, summed over pools
  int line = 0;                                        // where the block starts, for messages
};

struct Step {
  enum class Kind { submit, schedule, expect, remove, complete, advance, run };
  Kind kind = Kind::schedule;
  core::WorkloadSpec workload;        // submit: a pending workload
  std::optional<int64_t> duration_s;  // submit: it completes after running this long
  int cycles = 0;                     // schedule: 0 = until nothing changes (at most 20)
  std::string target;                 // remove ("delete:") and complete: the workload's name
  int64_t seconds = 0;                // advance and run: how far the clock moves
  int64_t cycle_every = 1;            // run: a cycle after each this many seconds
  Expectation expect;                 // expect
  int line = 0;
};

struct Scenario {
  std::string file;  // as given on the command line; used in messages
  std::string name;
  std::string what;
  std::string source;
  core::Snapshot snapshot;  // the initial state; running pods have their devices
  // config.usage: usage accrues from the scenario's own allocations; unset:
  // each project's stated usage stays as it is.
  std::optional<UsageParams> usage;
  std::map<std::string, int64_t> durations;  // workload -> duration_s (initial workloads)
  std::optional<Expectation> expect;         // top-level expect (state after ONE cycle)
  std::vector<Step> steps;
};

// Parses scenario text; `file` is only used in error locations.
Result<Scenario> parse_scenario(std::string_view text, const std::string& file);

// Reads and parses FILE. A missing or unreadable file is an Error with code io.
Result<Scenario> load_scenario(const std::string& path);

}  // namespace gpuq::core::scenario

#endif  // GPUQ_CORE_SCENARIO_SCENARIO_H_
