// The flags of the daemon, defined once for `gpuq daemon` (which checks them
// and execs gpuq-daemon) and for gpuq-daemon itself (which parses them again
// and runs the daemon). Only CLI11 and daemon/flags/daemon_options.h: linking this
// does not link the daemon.
#ifndef GPUQ_DAEMON_FLAGS_DAEMON_FLAGS_H_
#define GPUQ_DAEMON_FLAGS_DAEMON_FLAGS_H_

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

#include "daemon/flags/daemon_options.h"

namespace gpuq::daemon {

// Adds --config, --state-dir, --socket, --listen, --gpus, --backend,
// --kubeconfig, --context and --check-config to `command`,
// filling in `options`, which must outlive the parse.
void add_daemon_flags(CLI::App& command, DaemonOptions& options);

// The arguments (after the program name) that give gpuq-daemon `options`:
// each flag that is set, as "--flag=VALUE". shim_path is not a flag.
std::vector<std::string> daemon_arguments(const DaemonOptions& options);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_FLAGS_DAEMON_FLAGS_H_
