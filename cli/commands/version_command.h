// `gpuq version`: the client's version and the daemon's (GET /api/v1/version).
// When the daemon does not answer, the client's version and the error, exit 1.
#ifndef GPUQ_CLI_COMMANDS_VERSION_COMMAND_H_
#define GPUQ_CLI_COMMANDS_VERSION_COMMAND_H_

#include "cli/app/app.h"

namespace gpuq::cli {

void add_version_command(CLI::App& app, CommandRegistry& registry);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_COMMANDS_VERSION_COMMAND_H_
