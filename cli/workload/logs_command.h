// `gpuq logs NAME` (runai's top-level logs) and the logs of the typed groups
// (`gpuq training logs NAME`).
#ifndef GPUQ_CLI_WORKLOAD_LOGS_COMMAND_H_
#define GPUQ_CLI_WORKLOAD_LOGS_COMMAND_H_

#include <optional>
#include <string>

#include "cli/app/app.h"
#include "gpuq/types.h"

namespace gpuq::cli {

struct LogsFlags {
  std::string name;
  bool follow = false;
  int64_t tail = -1;               // -1: everything
  std::optional<std::string> pod;  // an index ("3") or a pod's name ("a1-3")
  bool timestamps = false;
  std::optional<std::string> type;           // --type (top-level logs only)
  std::optional<client::WorkloadType> only;  // set by `gpuq TYPE logs`
};

// Adds NAME, -f/--follow, -t/--tail, --pod, --timestamps (and --type when
// `with_type`).
void add_logs_flags(CLI::App* command, LogsFlags& flags, bool with_type);
int run_logs(const LogsFlags& flags, const GlobalOptions& globals);

void add_logs_command(CLI::App& app, CommandRegistry& registry);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_LOGS_COMMAND_H_
