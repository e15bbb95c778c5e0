// `gpuq submit [NAME] [flags] [-- COMMAND ARGS...]`: runai v1's submit.
#ifndef GPUQ_CLI_WORKLOAD_SUBMIT_COMMAND_H_
#define GPUQ_CLI_WORKLOAD_SUBMIT_COMMAND_H_

#include "cli/app/app.h"

namespace gpuq::cli {

void add_submit_command(CLI::App& app, CommandRegistry& registry);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_SUBMIT_COMMAND_H_
