// `gpuq config view|get-contexts|set-context|use-context|project`, `gpuq login` and `gpuq logout`:
// the client's contexts (which server, which token, default project and
// profile) in $XDG_CONFIG_HOME/gpuq/config.yaml; see gpuq/context.h.
#ifndef GPUQ_CLI_COMMANDS_CONFIG_COMMAND_H_
#define GPUQ_CLI_COMMANDS_CONFIG_COMMAND_H_

#include "cli/app/app.h"

namespace gpuq::cli {

void add_config_command(CLI::App& app, CommandRegistry& registry);
void add_login_command(CLI::App& app, CommandRegistry& registry);
void add_logout_command(CLI::App& app, CommandRegistry& registry);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_COMMANDS_CONFIG_COMMAND_H_
