// `gpuq training|workspace|inference submit|list|describe|delete|logs|suspend|resume`:
// runai v2's commands, one group per workload type.
#ifndef GPUQ_CLI_WORKLOAD_TYPED_WORKLOAD_COMMAND_H_
#define GPUQ_CLI_WORKLOAD_TYPED_WORKLOAD_COMMAND_H_

#include "cli/app/app.h"

namespace gpuq::cli {

void add_training_command(CLI::App& app, CommandRegistry& registry);
void add_workspace_command(CLI::App& app, CommandRegistry& registry);
void add_inference_command(CLI::App& app, CommandRegistry& registry);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_TYPED_WORKLOAD_COMMAND_H_
