// Runs the real `gpuq` binary against a test daemon, as a user would type it
// (gpuq_runner.h wraps the same for tests with a configuration of their own):
// the line goes through /bin/sh (quotes work), with GPUQ_SERVER pointing at
// the daemon's socket, an empty client config (XDG_CONFIG_HOME in the test's
// directory), no GPUQ_PROJECT/GPUQ_CONTEXT, NO_COLOR set and stdin from
// /dev/null (not a terminal).
#ifndef GPUQ_TESTS_E2E_CLI_FIXTURE_H_
#define GPUQ_TESTS_E2E_CLI_FIXTURE_H_

#include <string>
#include <vector>

#include "daemon_fixture.h"

namespace gpuq::test {

struct Run {
  int code = -1;  // exit code; 128+N when killed by signal N
  std::string out, err;
  // The lines of `out`.
  std::vector<std::string> lines() const;
};

// A shell command line run with that environment (GPUQ_SERVER=`server`,
// unset when ""; XDG_CONFIG_HOME=`config_home`; the directory of the gpuq
// binary first on PATH), its output kept in files under `scratch_dir`.
// Thread-safe: several threads may run commands at once.
Run run_shell(const std::string& server, const std::string& config_home,
              const std::string& scratch_dir, const std::string& command, double timeout_s = 60);

// `line` is what follows "gpuq " on the command line. `timeout_s` kills the
// command (SIGINT, then SIGKILL) after that many seconds (for --watch, -f).
Run run_gpuq(const Daemon& daemon, const std::string& line, double timeout_s = 60);
// The same against a server given explicitly (e.g. a socket nobody serves).
Run gpuq_at(const std::string& server, const std::string& dir, const std::string& line,
            double timeout_s = 60);

bool contains(const std::string& text, const std::string& part);
// A TCP port nothing listens on now on 127.0.0.1 (the kernel's pick for port 0).
int free_tcp_port();
std::string read_file(const std::string& path);  // "" when it cannot be read

// The header and rows of a table printed by gpuq: cells split on runs of two
// or more spaces.
std::vector<std::vector<std::string>> table_rows(const std::string& text);

}  // namespace gpuq::test

#endif  // GPUQ_TESTS_E2E_CLI_FIXTURE_H_
