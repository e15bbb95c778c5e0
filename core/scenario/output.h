// Writers for a simulation's reports: JSON exactly as spec/scenarios.md
// ("Output") shows it, the same structure in YAML, and a table for people.
//
// JSON keys, in this order: name, results[{step, time_s, workloads[{name,
// project, status, reason, (protected, protected_until_s,) pods[{name,
// status, node, from_node, devices}]}], projects[{name, deserved,
// fair_share, allocated, usage}], queues}]. `projects` sums each project's
// and department's pools; its `usage` is past usage as fractions of the
// cluster.
// `reason` is a string or null (null when the cycle gave none); `node` and
// `from_node` are null when empty; a device is {"index": N, "portion": P}
// with P the held portion as a number (1.0 = whole device, 0.5), a MIG
// instance {"mig": PROFILE, "index": N}. `queues` is an extension after the
// contract keys: per project and pool, {project, pool, deserved, limit,
// fair_share, allocated, requested}, each {gpu, cpu, memory} with GPUs and
// cores as numbers, memory in bytes and null for unlimited.
//
// All functions are pure and deterministic (same input, same bytes).
#ifndef GPUQ_CORE_SCENARIO_OUTPUT_H_
#define GPUQ_CORE_SCENARIO_OUTPUT_H_

#include <nlohmann/json.hpp>
#include <string>

#include "core/scenario/report.h"

namespace gpuq::core::scenario {

// The per-file JSON object described above.
nlohmann::ordered_json to_json(const Simulation& simulation);

// `value` as JSON text ending in a newline: indented by 2 spaces, with objects
// of scalars and arrays of those on one line ({"index": 0, "portion": 1.0}).
std::string json_text(const nlohmann::ordered_json& value);

// `value` as a YAML document with the same structure and key order: strings
// that would read as another type are quoted, null is `null`, numbers are
// written as in JSON. Ends in a newline.
std::string yaml_text(const nlohmann::ordered_json& value);

// `--timeline`: "time_s,project,allocated_gpu,fair_share_gpu,usage_gpu", then
// one row per project and department per cycle of the run steps.
std::string timeline_csv(const Simulation& simulation);

struct TableStyle {
  bool colour = false;  // ANSI colours on statuses; only for a terminal
};

// For each report: a header "== NAME · step N ==", one aligned row per
// workload (WORKLOAD PROJECT STATUS PODS NODE DEVICES REASON), then a table of
// GPU amounts per queue (PROJECT POOL DESERVED FAIR-SHARE ALLOCATED REQUESTED)
// when a cycle has run, then any mismatches. Devices read "0,1" (whole),
// "0:0.5" (portion), "mig 1g.10gb#0"; pods of a multi-pod workload are
// separated by " / ". Empty cells are "-".
std::string table_text(const Simulation& simulation, const TableStyle& style = {});

}  // namespace gpuq::core::scenario

#endif  // GPUQ_CORE_SCENARIO_OUTPUT_H_
