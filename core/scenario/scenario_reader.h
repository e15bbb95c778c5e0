// The parts of parse_scenario() (loader.cpp), one per part of a scenario
// file (spec/scenarios.md): config, nodes, projects, workloads, the devices
// of running pods, expectations and steps. Internal to the scenario library.
//
// Each reader takes a YamlDocument (which records the lines of the paths it
// reads) and fails with the first problem, located "FILE:LINE: key.path".
// None throws. Not thread-safe (the YamlDocument is not).
#ifndef GPUQ_CORE_SCENARIO_SCENARIO_READER_H_
#define GPUQ_CORE_SCENARIO_SCENARIO_READER_H_

#include <cstddef>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/model.h"
#include "core/scenario/scenario.h"
#include "core/yaml/yaml_document.h"

namespace gpuq::core::scenario {

// Bounds that keep a hostile or mistyped file from asking for absurd
// amounts of memory or time; far above any real cluster.
inline constexpr int kMaxGpusPerNode = 1024;
inline constexpr int kMaxMigPerProfile = 1024;
inline constexpr int kMaxPodsPerWorkload = 10000;
inline constexpr int kMaxScheduleCycles = 10000;
// The most one `advance:` step or one minimum runtime may be: 100 years, in seconds.
inline constexpr int64_t kMaxAdvanceSeconds = 100LL * 366 * 24 * 3600;

// `config:` (absent: the defaults of SchedulerConfig).
Result<SchedulerConfig> read_config(YamlDocument& src, const YamlValue& value);

// `config.usage:` (`config` is the value of `config:`); nullopt when absent.
Result<std::optional<UsageParams>> read_usage_params(YamlDocument& src, const YamlValue& config);

// `cluster:` with its `nodes:` list, in file order.
Result<std::vector<NodeSpec>> read_cluster(YamlDocument& src, const YamlValue& value);

// `projects:` in file order.
Result<std::vector<ProjectSpec>> read_projects(YamlDocument& src, const YamlValue& value);

// A workload as read, with what the loader needs besides the spec.
struct WorkloadEntry {
  WorkloadSpec spec;
  std::string path;                   // "workloads[3]" or "steps[2].submit"
  std::string gpu_group;              // equal labels on one node = one device; empty = none
  std::optional<int64_t> duration_s;  // completes after running this long
};

// One item of `workloads:` (submitted = false) or the value of a `submit:`
// step (submitted = true: every pod pending; state, node, pod_nodes,
// pod_states and stale_for_s are refused). Checks types and amounts; names,
// projects and pools are checked by core::validate().
Result<WorkloadEntry> read_workload(YamlDocument& src, const YamlValue& value, bool submitted);

// Gives the running and releasing pods of `workloads` (the snapshot's, in
// file order) their devices and MIG instances on their nodes, as the file
// does not name them: whole GPUs take the lowest free devices; fractions
// with a gpu_group label share one device per (node, label), the label
// taking the lowest free device when first seen; fractions without a label
// pack onto the fullest shared device they fit on, else the lowest free
// device; MIG pods take the lowest free instances of their profile. Fails
// when a node cannot hold its running pods. Pods on unknown nodes are left
// for core::validate() to report.
Result<void> assign_devices(const YamlDocument& src, const std::vector<NodeSpec>& nodes,
                            std::vector<WorkloadEntry>& workloads);

// Workload names known at a point of the file, for checking names in
// expectations and steps; pods names are "<workload>-<index>".
struct KnownWorkloads {
  std::vector<std::string> names;       // in creation order
  std::vector<std::size_t> pod_counts;  // parallel to names
  bool contains(const std::string& name) const;
  bool contains_pod(const std::string& pod) const;
};

// An `expect:` block; every workload and pod it names must be known.
Result<Expectation> read_expectation(YamlDocument& src, const YamlValue& value,
                                     const KnownWorkloads& known);

// The `steps:` list. `known` starts as the initial workloads and follows
// submit, delete and complete; `check_submit` checks a submitted workload
// against the initial snapshot (core::validate) and maps its errors.
Result<std::vector<Step>> read_steps(
    YamlDocument& src, const YamlValue& value, KnownWorkloads known,
    const std::function<Result<void>(const WorkloadEntry&)>& check_submit);

// Turns an error of core::validate() ("workloads[3].request.gpus") into one
// located in the file ("FILE:LINE: workloads[3].gpu"). `workload_paths[i]`
// is the file path of the snapshot's workload i ("workloads[3]" or
// "steps[2].submit").
Error locate_validation_error(const YamlDocument& src, const Error& error,
                              const std::vector<std::string>& workload_paths);

}  // namespace gpuq::core::scenario

#endif  // GPUQ_CORE_SCENARIO_SCENARIO_READER_H_
