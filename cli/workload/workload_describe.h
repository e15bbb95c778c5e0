// `gpuq workload describe NAME` and `gpuq TYPE describe NAME`: one workload
// with its pods and devices, requested and allocated resources, why it is
// pending, and its events.
#ifndef GPUQ_CLI_WORKLOAD_WORKLOAD_DESCRIBE_H_
#define GPUQ_CLI_WORKLOAD_WORKLOAD_DESCRIBE_H_

#include <CLI/CLI.hpp>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>

#include "cli/app/global_options.h"
#include "cli/app/output.h"
#include "gpuq/types.h"

namespace gpuq::cli {

struct DescribeFlags {
  std::string name;
  OutputOptions output;                      // -o table|json|yaml
  std::optional<client::WorkloadType> only;  // set by `gpuq TYPE describe`
  int64_t event_limit = 50;                  // the newest shown in a table; -1: all
};

// NAME, the output flags and --event-limit, on `cmd`.
void add_describe_flags(CLI::App* cmd, DescribeFlags& flags);

int run_describe(const DescribeFlags& flags, const GlobalOptions& globals);

// The people's view of a workload (the table format of describe), with its
// newest `event_limit` events (-1: all).
void print_workload_detail(std::ostream& out, const client::WorkloadDetail& detail,
                           int64_t event_limit);

// The workload named, checked to be of type `only` when set. Errors: the
// client's, or not found naming the type ("no training a1 (it is a workspace)").
client::ApiResult<client::WorkloadDetail> get_typed_workload(
    client::Client& client, const std::string& name, const std::string& project,
    std::optional<client::WorkloadType> only);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_WORKLOAD_DESCRIBE_H_
