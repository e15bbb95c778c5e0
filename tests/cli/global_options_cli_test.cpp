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

#include "cli_runner.h"

using Outcome = gpuq::test::CliOutcome;

namespace {

namespace fs = std::filesystem;

fs::path scratch() { return gpuq::test::cli_scratch(); }

// Runs `gpuq ARGS` (its stdout is not looked at) with the environment's
// GPUQ_* variables cleared unless `env` sets them.
Outcome cli(const std::string& args, const std::string& env = "") {
  return gpuq::test::run_cli(args, env);
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
    Outcome o = cli(args);
    CHECK(o.code == 1);
    CHECK(has(o, "gpuq: error: no gpuq daemon is answering on " + nowhere));
    CHECK(has(o, "start one with 'gpuq daemon'"));
  }
}

TEST_CASE("-v shows the context and each request on stderr") {
  const std::string nowhere = "unix://" + (scratch() / "none.sock").string();
  Outcome o = cli("-v daemon token list", "GPUQ_SERVER=" + nowhere);
  CHECK(o.code == 1);
  CHECK(has(o, "gpuq: using context default"));
  CHECK(has(o, "server from GPUQ_SERVER"));
  CHECK(has(o, "gpuq: GET " + nowhere + "/api/v1/tokens -> no answer"));
}

TEST_CASE("context errors are usage errors (exit 2)") {
  const fs::path config = scratch() / "config.yaml";
  std::ofstream(config) << "contexts:\n  - name: lab\n    server: http://gpu1:8080\n";
  Outcome unknown =
      cli("-p team-a --context nope --config " + config.string() + " daemon token list");
  CHECK(unknown.code == 2);
  CHECK(has(unknown, "no context named \"nope\" (from --context); known: lab, default"));

  const fs::path bad = scratch() / "bad.yaml";
  std::ofstream(bad) << "contexts:\n  - name: lab\n    servr: http://gpu1:8080\n";
  // Before the command words: after `daemon ...` it would be the daemon's own --config.
  Outcome bad_key = cli("--config " + bad.string() + " daemon token list");
  CHECK(bad_key.code == 2);
  CHECK(has(bad_key, bad.string() + ":3: unknown key \"servr\""));

  Outcome bad_server = cli("daemon token list", "GPUQ_SERVER=gpu1:80");
  CHECK(bad_server.code == 2);
  CHECK(has(bad_server, "bad server \"gpu1:80\""));
}

TEST_CASE("a command's own option of the same name wins over the global one") {
  Outcome o = cli("daemon --config " + (scratch() / "missing-daemon.yaml").string());
  CHECK(o.code == 2);  // the daemon's --config must name an existing file
  CHECK(has(o, "missing-daemon.yaml"));
}

TEST_CASE("option values are not taken for command words") {
  Outcome o = cli("-p team-a --context x simulatee");
  CHECK(o.code == 2);
  CHECK(has(o, "unknown command 'simulatee'; did you mean 'simulate'?"));
  CHECK_FALSE(has(o, "'team-a'"));
}
