// `gpuq profile list|describe NAME|use NAME`: the hardware
// profiles administrators define in the daemon's config. `use` checks that
// the profile exists and stores it as the default profile of the current
// context (client::ClientConfig), which submit commands send when no
// --profile is given. `use --clear` (or `use ""`) removes the default.
#ifndef GPUQ_CLI_COMMANDS_PROFILE_COMMAND_H_
#define GPUQ_CLI_COMMANDS_PROFILE_COMMAND_H_

#include "cli/app/app.h"

namespace gpuq::cli {

void add_profile_command(CLI::App& app, CommandRegistry& registry);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_COMMANDS_PROFILE_COMMAND_H_
