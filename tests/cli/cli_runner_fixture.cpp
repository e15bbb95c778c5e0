// See cli_runner.h. (Named *_fixture.cpp so that the test binary builds it.)
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "cli_runner.h"

namespace gpuq::test {
namespace {

struct ScratchDir {
  std::filesystem::path path =
      std::filesystem::temp_directory_path() / ("gpuq-cli-test-" + std::to_string(getpid()));
  ScratchDir() { std::filesystem::create_directories(path); }
  ~ScratchDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path, ignored);
  }
};

}  // namespace

const std::filesystem::path& cli_scratch() {
  static const ScratchDir dir;
  return dir.path;
}

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

CliOutcome run_cli(const std::string& args, const std::string& env) {
  static int count = 0;
  const std::filesystem::path err = cli_scratch() / ("stderr-" + std::to_string(++count));
  const std::string command = "env -u GPUQ_CONTEXT -u GPUQ_SERVER -u GPUQ_PROJECT " + env + " '" +
                              GPUQ_BINARY + "' " + args + " 2>'" + err.string() + "'";
  CliOutcome o;
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) return o;
  char buffer[4096];
  std::size_t n = 0;
  while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) o.out.append(buffer, n);
  const int status = pclose(pipe);
  o.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  o.err = read_text(err);
  std::filesystem::remove(err);
  return o;
}

}  // namespace gpuq::test
