// How `gpuq daemon` runs the daemon: it replaces itself (execv) with the
// gpuq-daemon binary, so that the daemon keeps gpuq's pid and receives
// SIGTERM, SIGINT and SIGHUP sent to it directly, and gpuq itself never
// loads the daemon's libraries (libmicrohttpd, GnuTLS, SQLite).
#ifndef GPUQ_CLI_COMMANDS_DAEMON_EXEC_H_
#define GPUQ_CLI_COMMANDS_DAEMON_EXEC_H_

#include <string>

#include "daemon/flags/daemon_options.h"

namespace gpuq::cli {

// The environment variable that names the gpuq-daemon binary (for tests and
// unusual installs); unset or empty: gpuq-daemon beside gpuq.
inline constexpr const char* kDaemonBinaryVariable = "GPUQ_DAEMON_BINARY";

// $GPUQ_DAEMON_BINARY when set, else "gpuq-daemon" where gpuq installs it
// (daemon/flags/install_layout.h: beside the running binary, or in bin/ for
// gpuq-dynamic in libexec/gpuq/); "" when /proc/self/exe cannot be read.
std::string daemon_binary_path();

// Execs daemon_binary_path() with the flags of `options` (see
// daemon_arguments), keeping the environment and the working directory.
// Returns only when that fails: after "gpuq: error: cannot start the daemon:
// PATH: REASON ..." on stderr, with kExitFailure (1).
int exec_daemon(const daemon::DaemonOptions& options);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_COMMANDS_DAEMON_EXEC_H_
