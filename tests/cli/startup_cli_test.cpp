// What gpuq's fast start (cli/app/command_groups.h) must not change, with the
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

#include "cli_runner.h"

using Outcome = gpuq::test::CliOutcome;

namespace {

Outcome cli(const std::string& args) { return gpuq::test::run_cli(args); }

}  // namespace

TEST_CASE("gpuq --version prints the version, as CLI11's flag does") {
  const Outcome fast = cli("--version");
  CHECK(fast.code == 0);
  CHECK(fast.out.starts_with("gpuq 0."));
  CHECK(fast.out.ends_with("\n"));
  CHECK(fast.err.empty());
  // The same through CLI11 (a command word builds the app first).
  const Outcome parsed = cli("workload --version");
  CHECK(parsed.code == 0);
  CHECK(parsed.out == fast.out);
  CHECK(cli("-q -p team-a --version").out == fast.out);
}

TEST_CASE("a command's help still shows its flags and the global ones' fall-through") {
  const Outcome o = cli("workload list --help");
  CHECK(o.code == 0);
  CHECK(o.out.find("Usage: gpuq workload list") != std::string::npos);
  CHECK(o.out.find("--all-projects") != std::string::npos);
  CHECK(o.out.find("--status") != std::string::npos);
  // The root's help lists every command group.
  const Outcome root = cli("--help");
  CHECK(root.code == 0);
  for (const char* group : {"submit", "workload", "daemon", "compute-resource", "completion"}) {
    CAPTURE(group);
    CHECK(root.out.find(std::string("\n  ") + group) != std::string::npos);
  }
}

TEST_CASE("a misspelt command still gets 'did you mean' and exit 2") {
  const Outcome o = cli("wrkload list");
  CHECK(o.code == 2);
  CHECK(o.err.find("gpuq: error: unknown command 'wrkload'; did you mean 'workload'?") !=
        std::string::npos);
  const Outcome sub = cli("workload lst");
  CHECK(sub.code == 2);
  CHECK(sub.err.find("did you mean 'list'?") != std::string::npos);
  const Outcome flag = cli("workload list --stauts Running");
  CHECK(flag.code == 2);
  CHECK(flag.err.find("did you mean '--status'?") != std::string::npos);
}

TEST_CASE("a name where runai v1 wants a kind first says where the name goes") {
  // runai's "describe job NAME": a name typed straight after "describe".
  const Outcome o = cli("describe a1");
  CHECK(o.code == 2);
  CHECK(o.err.find("gpuq: error: unknown command 'a1'; 'gpuq describe' takes job or node first, "
                   "as in 'gpuq describe job a1'") != std::string::npos);
  // The example uses a command that takes a name, not the first listed.
  CHECK(cli("node n1").err.find("as in 'gpuq node describe n1'") != std::string::npos);
  // A word close to one of them is still taken for a typo.
  CHECK(cli("describe nod").err.find("did you mean 'node'?") != std::string::npos);
  // A group of many commands gets no example (its help lists them).
  const Outcome many = cli("workload a1");
  CHECK(many.code == 2);
  CHECK(many.err.find("takes") == std::string::npos);
}
