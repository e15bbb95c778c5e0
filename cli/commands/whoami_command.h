// `gpuq whoami`: who the daemon takes you to be (user, groups, administrator
// or not, how it knows you), the projects you may submit to, and the
// client's side of it (server, context, default project).
#ifndef GPUQ_CLI_COMMANDS_WHOAMI_COMMAND_H_
#define GPUQ_CLI_COMMANDS_WHOAMI_COMMAND_H_

#include "cli/app/app.h"

namespace gpuq::cli {

void add_whoami_command(CLI::App& app, CommandRegistry& registry);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_COMMANDS_WHOAMI_COMMAND_H_
