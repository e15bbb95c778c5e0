// `gpuq secret create|list|delete` and `gpuq volume list|delete`:
// a project's secrets, which run specs name (`secrets: [NAME]`) to have them
// in their pods' environment, and its volumes, which run specs create
// (`volumes: [...]`) and which stay until deleted.
//
// `secret create NAME -p PROJECT` reads the value from --from-file FILE, or
// from standard input (a trailing newline is dropped), or, less safely (it
// shows in the shell's history and in `ps`), from --value. The value is
// never printed by any command.
#ifndef GPUQ_CLI_COMMANDS_SECRET_COMMAND_H_
#define GPUQ_CLI_COMMANDS_SECRET_COMMAND_H_

#include "cli/app/app.h"

namespace gpuq::cli {

void add_secret_command(CLI::App& app, CommandRegistry& registry);
void add_volume_command(CLI::App& app, CommandRegistry& registry);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_COMMANDS_SECRET_COMMAND_H_
