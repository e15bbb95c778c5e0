// Getting into a running workload: `gpuq attach`, `gpuq exec`, `gpuq bash`
// (runai's spellings), and the same verbs under `gpuq workload` and each
// type's group (`gpuq training exec ...`). `gpuq port-forward` is in
// port_forward_command.h.
#ifndef GPUQ_CLI_WORKLOAD_STREAM_COMMANDS_H_
#define GPUQ_CLI_WORKLOAD_STREAM_COMMANDS_H_

#include <optional>
#include <string>

#include "cli/app/app.h"
#include "gpuq/client.h"
#include "gpuq/types.h"

namespace gpuq::cli {

// Attaches to a pod of workload `name` in `project` and runs the session on this process's
// stdin, stdout and stderr until the pod's process ends, the connection
// drops, the detach keys (Ctrl-P Ctrl-Q, with a terminal) or a signal. `tty`
// and `with_stdin`: what the session is (decided by the caller from the
// pod's spec and the flags); `options` is sent as it is. Returns the exit
// code: the process's, 0 on detach, 1 on a failure (reported on stderr),
// 128 + N after signal N.
int run_attach_session(client::Client& client, const std::string& name, const std::string& project,
                       const client::AttachOptions& options, bool with_stdin, bool tty, bool quiet);

// attach, exec and bash under `group` (the app itself for the top-level
// ones), scoped to `only` when set.
void add_stream_verbs(CLI::App* group, CommandRegistry& registry,
                      std::optional<client::WorkloadType> only);

void add_attach_command(CLI::App& app, CommandRegistry& registry);
void add_exec_command(CLI::App& app, CommandRegistry& registry);
void add_bash_command(CLI::App& app, CommandRegistry& registry);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_STREAM_COMMANDS_H_
