// `gpuq daemon`: runs the scheduler daemon in the foreground (by exec'ing
// gpuq-daemon, see daemon_exec.h), and `gpuq daemon token create|list|revoke`
// manages bearer tokens for TCP.
#ifndef GPUQ_CLI_COMMANDS_DAEMON_COMMAND_H_
#define GPUQ_CLI_COMMANDS_DAEMON_COMMAND_H_

#include "cli/app/app.h"

namespace gpuq::cli {

void add_daemon_command(CLI::App& app, CommandRegistry& registry);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_COMMANDS_DAEMON_COMMAND_H_
