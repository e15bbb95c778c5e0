// See gpuq_runner.h. (Named *_fixture.cpp so that the test binary builds it.)
#include <stdlib.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "gpuq_runner.h"

namespace gpuq::test {
namespace {

std::string read_all(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

GpuqRunner::GpuqRunner(const std::string& socket) : socket_(socket) {
  char tmpl[] = "/tmp/gpuq-cli-XXXXXX";
  dir_ = mkdtemp(tmpl);
  config_home_ = dir_ + "/config";
  std::filesystem::create_directories(config_home_);
}

GpuqRunner::~GpuqRunner() {
  std::error_code ignored;
  std::filesystem::remove_all(dir_, ignored);
}

std::string GpuqRunner::environment() const {
  const std::string bin = std::filesystem::path(GPUQ_BINARY).parent_path().string();
  std::string env =
      "env -u GPUQ_CONTEXT -u GPUQ_PROJECT -u GPUQ_SERVER NO_COLOR=1 "
      "XDG_CONFIG_HOME=" +
      config_home_ + " PATH=" + bin + ":/usr/bin:/bin";
  if (!socket_.empty()) env += " GPUQ_SERVER=unix://" + socket_;
  return env;
}

Outcome GpuqRunner::shell(const std::string& command) const {
  const std::string err_file = dir_ + "/stderr";
  const std::string line =
      environment() + " sh -c '" + command + "' 2>" + err_file;  // callers avoid single quotes
  Outcome o;
  FILE* pipe = popen(line.c_str(), "r");
  std::array<char, 4096> buf{};
  while (pipe != nullptr && fgets(buf.data(), buf.size(), pipe) != nullptr) o.out += buf.data();
  const int status = pipe != nullptr ? pclose(pipe) : -1;
  o.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  o.err = read_all(err_file);
  return o;
}

Outcome GpuqRunner::operator()(const std::string& args) const {
  return shell(std::string(GPUQ_BINARY) + " " + args);
}

}  // namespace gpuq::test
