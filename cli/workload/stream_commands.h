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

// -t wanted with a stdin that is no terminal: said once on stderr, and the
// session goes on without a terminal (as kubectl does). Returns the tty to
// use. `check_stdin` false (attach without stdin, which reads none) keeps
// the pod's terminal whatever stdin is.
bool terminal_or_warn(bool tty, bool check_stdin);

// Runs an attached session on this process's stdin, stdout and stderr
// until the pod's process ends, the connection drops, the detach keys
// (Ctrl-P Ctrl-Q, with a terminal) or a signal. `with_stdin` and `tty`: what
// the session is (terminal_or_warn() applied). Returns the exit code: the
// process's, 0 on detach, 1 on a failure (reported on stderr), 128 + N
// after signal N.
int run_attached(client::PodStream& stream, const std::string& name, bool with_stdin, bool tty,
                 bool quiet);

// attach, exec and bash under `group` (the app itself for the top-level
// ones), scoped to `only` when set.
void add_stream_verbs(CLI::App* group, CommandRegistry& registry,
                      std::optional<client::WorkloadType> only);

void add_attach_command(CLI::App& app, CommandRegistry& registry);
void add_exec_command(CLI::App& app, CommandRegistry& registry);
void add_bash_command(CLI::App& app, CommandRegistry& registry);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_STREAM_COMMANDS_H_
