// How projects and departments print: the list table, the describe view,
// and their JSON/YAML (the server's items).
#ifndef GPUQ_CLI_COMMANDS_ORG_UNIT_VIEW_H_
#define GPUQ_CLI_COMMANDS_ORG_UNIT_VIEW_H_

#include <iosfwd>
#include <vector>

#include "cli/app/output.h"
#include "gpuq/types.h"

namespace gpuq::cli {

// `units` as a table (one row each: name, department, GPU quota, limit,
// allocated, fair share, requested, weight, priority, minimum runtimes
// "preempt/reclaim", and GPU usage while fairness over time is on; GPU amounts summed
// over pools), as a JSON/YAML array of the server's items, or, with
// `names_only` (-q), their names one a line.
// `default_project`, when one of the projects, is marked "(default)" in the table.
void print_org_units(std::ostream& out, const std::vector<client::Project>& units,
                     const OutputOptions& output, bool names_only, bool department,
                     const std::string& default_project = {});

// One unit: its fields and a row per node pool (quota, limit, weight,
// allocated, fair share, requested), or the server's item as JSON/YAML.
void print_org_unit(std::ostream& out, const client::Project& unit, OutputFormat format);

// "2", "0.5", "unlimited" for -1, "-" when unset.
std::string format_quota(const std::optional<double>& gpus);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_COMMANDS_ORG_UNIT_VIEW_H_
