// Runs the real gpuq binary (GPUQ_BINARY) for the cli tests, which need no
// daemon: `gpuq ARGS` through /bin/sh with GPUQ_CONTEXT, GPUQ_SERVER and
// GPUQ_PROJECT cleared unless `env` ("NAME=VALUE ...") sets them; stdout and
// stderr captured, files in a per-process scratch directory.
#ifndef GPUQ_TESTS_CLI_CLI_RUNNER_H_
#define GPUQ_TESTS_CLI_CLI_RUNNER_H_

#include <filesystem>
#include <string>

namespace gpuq::test {

struct CliOutcome {
  int code = -1;  // exit code; -1 when it did not exit normally
  std::string out;
  std::string err;
};

CliOutcome run_cli(const std::string& args, const std::string& env = "");

// This process's scratch directory (removed when the process ends).
const std::filesystem::path& cli_scratch();

std::string read_text(const std::filesystem::path& path);  // "" when unreadable
bool contains(const std::string& text, const std::string& part);

}  // namespace gpuq::test

#endif  // GPUQ_TESTS_CLI_CLI_RUNNER_H_
