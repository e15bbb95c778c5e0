// The gpuq-daemon binary (which `gpuq daemon` execs): wires the store, GPU
// inventory, process runner, service, scheduler loop and HTTP API together
// and runs in the foreground until SIGTERM or SIGINT (running pods keep
// running); SIGHUP reloads the config.
#ifndef GPUQ_DAEMON_MAIN_DAEMON_MAIN_H_
#define GPUQ_DAEMON_MAIN_DAEMON_MAIN_H_

#include "daemon/flags/daemon_options.h"

namespace gpuq::daemon {

// Returns the process exit code: 0 after a clean stop, 2 for a bad config,
// 1 when the daemon could not start (the message says why, on stderr).
int run_daemon(const DaemonOptions& options);

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_MAIN_DAEMON_MAIN_H_
