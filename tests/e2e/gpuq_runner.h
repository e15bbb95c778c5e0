// Runs the real gpuq binary (GPUQ_BINARY) as a user would, with a client
// configuration of its own (XDG_CONFIG_HOME in a temporary directory) and
// GPUQ_SERVER pointing at a test daemon's socket; captures the exit code,
// stdout and stderr. The processes are run by cli_fixture.h's run_shell.
#ifndef GPUQ_TESTS_E2E_GPUQ_RUNNER_H_
#define GPUQ_TESTS_E2E_GPUQ_RUNNER_H_

#include <string>

#include "cli_fixture.h"

namespace gpuq::test {

using Outcome = Run;

class GpuqRunner {
 public:
  // `socket`: the daemon's socket ("" leaves GPUQ_SERVER unset).
  explicit GpuqRunner(const std::string& socket);
  ~GpuqRunner();
  GpuqRunner(const GpuqRunner&) = delete;
  GpuqRunner& operator=(const GpuqRunner&) = delete;

  // `gpuq ARGS` (ARGS as a shell would split them).
  Outcome operator()(const std::string& args) const;
  // A shell command line run with the same environment (gpuq on its PATH).
  Outcome shell(const std::string& command) const;

  const std::string& config_home() const { return config_home_; }
  std::string config_file() const { return config_home_ + "/gpuq/config.yaml"; }

 private:
  std::string dir_, config_home_, server_;
};

}  // namespace gpuq::test

#endif  // GPUQ_TESTS_E2E_GPUQ_RUNNER_H_
