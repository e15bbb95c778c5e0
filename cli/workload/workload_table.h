// The table of `gpuq workload list` (and `gpuq TYPE list`).
//
// Default columns: Workload  Type  Status  Project  Preemptible
// Running/Req. Pods  GPU Alloc. With -A (every project) the set of runai's
// `list jobs -A` from the Run:ai quick start: Workload  Status  Age  Node
// Type  Project  User  GPUs Alloc. (Req.)  Pods Running (Pending); the Image
// and Service URL(s) columns are left out (pods run on the host, without
// images or services). --columns picks any of kAllWorkloadColumns.
#ifndef GPUQ_CLI_WORKLOAD_WORKLOAD_TABLE_H_
#define GPUQ_CLI_WORKLOAD_WORKLOAD_TABLE_H_

#include <string>
#include <string_view>
#include <vector>

#include "cli/app/output.h"
#include "gpuq/types.h"

namespace gpuq::cli {

extern const std::vector<std::string> kDefaultWorkloadColumns;
extern const std::vector<std::string> kAllProjectsWorkloadColumns;
extern const std::vector<std::string> kAllWorkloadColumns;

// A column of the table: its header, the API fields its cells read (for
// `?fields=`), and how it writes a cell.
struct WorkloadColumn {
  std::string name;
  std::vector<std::string> fields;
  std::string (*cell)(const client::Workload& w);
};

// The column of kAllWorkloadColumns named `name` (as --columns compares
// names: normalised_column), or nullptr. Resolve columns once and call `cell` per row: cheaper than
// workload_cell for thousands of rows.
const WorkloadColumn* find_workload_column(std::string_view name);

// The API fields (`?fields=`) that `columns` read, for a listing that asks
// only for those.
std::vector<std::string> workload_fields(const std::vector<std::string>& columns);

// The names of kAllWorkloadColumns that `names` mean (normalised_column),
// in their order; unknown names are left out (Table::select_columns reports
// them).
std::vector<std::string> known_workload_columns(const std::vector<std::string>& names);

// One cell of a workload row; "" for an unknown column.
std::string workload_cell(const client::Workload& w, const std::string& column);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_WORKLOAD_TABLE_H_
