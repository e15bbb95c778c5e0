// What every submit command does once its flags are parsed: build the
// request, send it, say what happened, and with --wait or --attach follow
// the workload (--attach: into its pod once it runs, or its log when it
// ended first or has no stdin nor terminal).
#ifndef GPUQ_CLI_WORKLOAD_SUBMIT_RUN_H_
#define GPUQ_CLI_WORKLOAD_SUBMIT_RUN_H_

#include "cli/app/global_options.h"
#include "cli/workload/submit_flags.h"

namespace gpuq::cli {

// Returns the exit code: 0 once submitted (with --wait: once Running or
// Completed), 1 when the daemon refuses or the workload fails, 2 for a usage
// error; after an interactive --attach, the process's exit code (0 after a
// detach). With -q only the workload's name is printed.
int run_submit(const SubmitFlags& flags, const GlobalOptions& globals);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_SUBMIT_RUN_H_
