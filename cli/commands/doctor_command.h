// `gpuq doctor`: what is wrong with this machine's gpuq set-up, one line per
// check (the client's context, the daemon's socket and who may open it, the
// daemon, the caller's projects, GPUs and NVIDIA's driver, how pods' limits
// are kept, the state directory's space, the clocks), each not-ok line with
// its fix. Exit 1 when a check fails, 0 otherwise (warnings included).
#ifndef GPUQ_CLI_COMMANDS_DOCTOR_COMMAND_H_
#define GPUQ_CLI_COMMANDS_DOCTOR_COMMAND_H_

#include "cli/app/app.h"

namespace gpuq::cli {

void add_doctor_command(CLI::App& app, CommandRegistry& registry);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_COMMANDS_DOCTOR_COMMAND_H_
