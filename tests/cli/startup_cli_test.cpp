// What gpuq's fast start (cli/command_groups.h) must not change, with the
// real binary: the version, a command's help, and "did you mean".
#include <doctest/doctest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace {

namespace fs = std::filesystem;

struct Outcome {
  int code = -1;
  std::string out;
  std::string err;
};

// `gpuq ARGS` with stdout and stderr captured, GPUQ_* variables cleared.
Outcome gpuq(const std::string& args) {
  const fs::path err =
      fs::temp_directory_path() / ("gpuq-startup-test-" + std::to_string(getpid()));
  const std::string command = "env -u GPUQ_CONTEXT -u GPUQ_SERVER -u GPUQ_PROJECT " +
                              std::string(GPUQ_BINARY) + " " + args + " 2>" + err.string();
  Outcome o;
  FILE* pipe = popen(command.c_str(), "r");
  std::array<char, 4096> buf{};
  while (pipe != nullptr && fgets(buf.data(), buf.size(), pipe) != nullptr) o.out += buf.data();
  const int status = pipe != nullptr ? pclose(pipe) : -1;
  o.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  std::ifstream in(err);
  std::stringstream text;
  text << in.rdbuf();
  o.err = text.str();
  fs::remove(err);
  return o;
}

}  // namespace

TEST_CASE("gpuq --version prints the version, as CLI11's flag does") {
  const Outcome fast = gpuq("--version");
  CHECK(fast.code == 0);
  CHECK(fast.out.starts_with("gpuq 0."));
  CHECK(fast.out.ends_with("\n"));
  CHECK(fast.err.empty());
  // The same through CLI11 (a command word builds the app first).
  const Outcome parsed = gpuq("workload --version");
  CHECK(parsed.code == 0);
  CHECK(parsed.out == fast.out);
  CHECK(gpuq("-q -p team-a --version").out == fast.out);
}

TEST_CASE("a command's help still shows its flags and the global ones' fall-through") {
  const Outcome o = gpuq("workload list --help");
  CHECK(o.code == 0);
  CHECK(o.out.find("Usage: gpuq workload list") != std::string::npos);
  CHECK(o.out.find("--all-projects") != std::string::npos);
  CHECK(o.out.find("--status") != std::string::npos);
  // The root's help lists every command group.
  const Outcome root = gpuq("--help");
  CHECK(root.code == 0);
  for (const char* group : {"submit", "workload", "daemon", "compute-resource", "completion"}) {
    CAPTURE(group);
    CHECK(root.out.find(std::string("\n  ") + group) != std::string::npos);
  }
}

TEST_CASE("a misspelt command still gets 'did you mean' and exit 2") {
  const Outcome o = gpuq("wrkload list");
  CHECK(o.code == 2);
  CHECK(o.err.find("gpuq: error: unknown command 'wrkload'; did you mean 'workload'?") !=
        std::string::npos);
  const Outcome sub = gpuq("workload lst");
  CHECK(sub.code == 2);
  CHECK(sub.err.find("did you mean 'list'?") != std::string::npos);
  const Outcome flag = gpuq("workload list --stauts Running");
  CHECK(flag.code == 2);
  CHECK(flag.err.find("did you mean '--status'?") != std::string::npos);
}
