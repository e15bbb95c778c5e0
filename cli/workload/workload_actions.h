// delete, suspend and resume of one or more workloads, for `gpuq workload`
// and the typed groups.
//
// delete asks for confirmation on a terminal unless -y is given; without a
// terminal and without -y it refuses (exit 2), as runai does ("could not open
// a new TTY"), so that a script never deletes by accident: scripts pass -y.
#ifndef GPUQ_CLI_WORKLOAD_WORKLOAD_ACTIONS_H_
#define GPUQ_CLI_WORKLOAD_WORKLOAD_ACTIONS_H_

#include <optional>
#include <string>
#include <vector>

#include "cli/app/global_options.h"
#include "gpuq/types.h"

namespace gpuq::cli {

enum class WorkloadAction { remove, suspend, resume };

struct ActionFlags {
  std::vector<std::string> names;
  bool yes = false;                          // -y: no confirmation (delete)
  bool force = false;                        // --force: SIGKILL now (delete; administrators)
  std::optional<client::WorkloadType> only;  // set by `gpuq TYPE ...`
};

// Acts on every name (carrying on after a failure) and returns the exit
// code: 0 when all succeeded, 1 when any failed, 2 for a refused confirmation.
int run_action(WorkloadAction action, const ActionFlags& flags, const GlobalOptions& globals);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_WORKLOAD_ACTIONS_H_
