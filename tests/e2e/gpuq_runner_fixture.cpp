// See gpuq_runner.h. (Named *_fixture.cpp so that the test binary builds it.)
#include <stdlib.h>

#include <filesystem>

#include "gpuq_runner.h"

namespace gpuq::test {

GpuqRunner::GpuqRunner(const std::string& socket)
    : server_(socket.empty() ? "" : "unix://" + socket) {
  char tmpl[] = "/tmp/gpuq-cli-XXXXXX";
  dir_ = mkdtemp(tmpl);
  config_home_ = dir_ + "/config";
  std::filesystem::create_directories(config_home_);
}

GpuqRunner::~GpuqRunner() {
  std::error_code ignored;
  std::filesystem::remove_all(dir_, ignored);
}

Outcome GpuqRunner::shell(const std::string& command) const {
  return run_shell(server_, config_home_, dir_, command);
}

Outcome GpuqRunner::operator()(const std::string& args) const {
  return shell(std::string("exec ") + GPUQ_BINARY + " " + args);
}

}  // namespace gpuq::test
