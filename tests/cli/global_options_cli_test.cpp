// The global options (-p, --context, -q, -v, --server, --config) with the
// real binary: before or after the command words, their errors and exit
// codes, and no clash with the commands' own options.
#include <doctest/doctest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace {

namespace fs = std::filesystem;

struct Outcome {
  int code = -1;
  std::string err;
};

fs::path scratch() {
  static const fs::path dir = [] {
    fs::path p = fs::temp_directory_path() / ("gpuq-globals-test-" + std::to_string(getpid()));
    fs::create_directories(p);
    return p;
  }();
  return dir;
}

// Runs `gpuq ARGS` with stdout discarded and the environment's GPUQ_*
// variables cleared unless `env` sets them.
Outcome gpuq(const std::string& args, const std::string& env = "") {
  const fs::path err = scratch() / "stderr";
  const std::string command = "env -u GPUQ_CONTEXT -u GPUQ_SERVER -u GPUQ_PROJECT " + env + " " +
                              GPUQ_BINARY + " " + args + " >/dev/null 2>" + err.string();
  const int status = std::system(command.c_str());
  std::ifstream in(err);
  std::stringstream text;
  text << in.rdbuf();
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, text.str()};
}

bool has(const Outcome& o, const std::string& text) {
  return o.err.find(text) != std::string::npos;
}

}  // namespace

TEST_CASE("--server works before and after the command words, and says no daemon answers") {
  const std::string nowhere = "unix://" + (scratch() / "none.sock").string();
  for (const std::string& args :
       {"--server " + nowhere + " daemon token list", "daemon token list --server " + nowhere,
        "daemon --server=" + nowhere + " token list -q"}) {
    CAPTURE(args);
    Outcome o = gpuq(args);
    CHECK(o.code == 1);
    CHECK(has(o, "gpuq: error: no gpuq daemon is answering on " + nowhere));
    CHECK(has(o, "start one with 'gpuq daemon'"));
  }
}

TEST_CASE("-v shows the context and each request on stderr") {
  const std::string nowhere = "unix://" + (scratch() / "none.sock").string();
  Outcome o = gpuq("-v daemon token list", "GPUQ_SERVER=" + nowhere);
  CHECK(o.code == 1);
  CHECK(has(o, "gpuq: using context default"));
  CHECK(has(o, "server from GPUQ_SERVER"));
  CHECK(has(o, "gpuq: GET " + nowhere + "/api/v1/tokens -> no answer"));
}

TEST_CASE("context errors are usage errors (exit 2)") {
  const fs::path config = scratch() / "config.yaml";
  std::ofstream(config) << "contexts:\n  - name: lab\n    server: http://gpu1:8080\n";
  Outcome unknown =
      gpuq("-p team-a --context nope --config " + config.string() + " daemon token list");
  CHECK(unknown.code == 2);
  CHECK(has(unknown, "no context named \"nope\" (from --context); known: lab, default"));

  const fs::path bad = scratch() / "bad.yaml";
  std::ofstream(bad) << "contexts:\n  - name: lab\n    servr: http://gpu1:8080\n";
  // Before the command words: after `daemon ...` it would be the daemon's own --config.
  Outcome bad_key = gpuq("--config " + bad.string() + " daemon token list");
  CHECK(bad_key.code == 2);
  CHECK(has(bad_key, bad.string() + ":3: unknown key \"servr\""));

  Outcome bad_server = gpuq("daemon token list", "GPUQ_SERVER=gpu1:80");
  CHECK(bad_server.code == 2);
  CHECK(has(bad_server, "bad server \"gpu1:80\""));
}

TEST_CASE("a command's own option of the same name wins over the global one") {
  Outcome o = gpuq("daemon --config " + (scratch() / "missing-daemon.yaml").string());
  CHECK(o.code == 2);  // the daemon's --config must name an existing file
  CHECK(has(o, "missing-daemon.yaml"));
}

TEST_CASE("option values are not taken for command words") {
  Outcome o = gpuq("-p team-a --context x simulatee");
  CHECK(o.code == 2);
  CHECK(has(o, "unknown command 'simulatee'; did you mean 'simulate'?"));
  CHECK_FALSE(has(o, "'team-a'"));
}
