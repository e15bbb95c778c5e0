// `gpuq project list|describe|create|update|delete|set` and
// `gpuq department list|describe|create|update|delete`: the org units whose
// quotas the scheduler shares GPUs by.
#ifndef GPUQ_CLI_COMMANDS_PROJECT_COMMAND_H_
#define GPUQ_CLI_COMMANDS_PROJECT_COMMAND_H_

#include "cli/app/app.h"

namespace gpuq::cli {

void add_project_command(CLI::App& app, CommandRegistry& registry);
void add_department_command(CLI::App& app, CommandRegistry& registry);

// `project list`'s and `project set NAME`'s flags and actions on a
// subcommand the caller made (runai v1's `gpuq list projects` and
// `gpuq config project NAME`).
void configure_project_list(CLI::App* cmd, CommandRegistry& registry);
void configure_project_set(CLI::App* cmd, CommandRegistry& registry);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_COMMANDS_PROJECT_COMMAND_H_
