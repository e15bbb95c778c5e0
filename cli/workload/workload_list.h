// `gpuq workload list` and `gpuq TYPE list`: flags and what they run.
#ifndef GPUQ_CLI_WORKLOAD_WORKLOAD_LIST_H_
#define GPUQ_CLI_WORKLOAD_WORKLOAD_LIST_H_

#include <CLI/CLI.hpp>
#include <optional>
#include <string>
#include <vector>

#include "cli/app/global_options.h"
#include "cli/app/output.h"
#include "gpuq/types.h"

namespace gpuq::cli {

struct ListFlags {
  bool all_projects = false;          // -A/--all
  std::optional<std::string> status;  // a phase, any case
  std::optional<std::string> type;    // training | workspace | inference
  std::vector<std::string> columns;   // --columns
  OutputOptions output;               // --json, --yaml, --table, --no-headers
  int64_t limit = 0;                  // 0: every workload
  int64_t offset = 0;
  bool watch = false;
  double watch_interval = 2.0;               // seconds (hidden --watch-interval)
  std::optional<client::WorkloadType> only;  // set by `gpuq TYPE list`
};

// Adds the flags; `with_type` adds --type (not on the typed groups).
void add_list_flags(CLI::App* command, ListFlags& flags, bool with_type);

// Runs the list; returns the exit code.
int run_list(const ListFlags& flags, const GlobalOptions& globals);

// "running" -> "Running" ("suspended" -> "Stopped"); nullopt for a word
// that is no phase.
std::optional<std::string> phase_name(const std::string& text);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_WORKLOAD_LIST_H_
