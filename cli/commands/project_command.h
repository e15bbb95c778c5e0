// `gpuq project list|describe|create|update|delete|set` and
// `gpuq department list|describe|create|update|delete`: the org units whose
// quotas the scheduler shares GPUs by.
#ifndef GPUQ_CLI_COMMANDS_PROJECT_COMMAND_H_
#define GPUQ_CLI_COMMANDS_PROJECT_COMMAND_H_

#include "cli/app/app.h"

namespace gpuq::cli {

void add_project_command(CLI::App& app, CommandRegistry& registry);
void add_department_command(CLI::App& app, CommandRegistry& registry);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_COMMANDS_PROJECT_COMMAND_H_
