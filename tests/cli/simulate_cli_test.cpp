// Runs the real `gpuq` binary on small scenario files and checks exit codes,
// what goes to stdout and stderr, and that JSON and YAML output parse.
#include <doctest/doctest.h>

#include <sys/wait.h>
#include <unistd.h>
#include <yaml-cpp/yaml.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "cli_runner.h"

using Outcome = gpuq::test::CliOutcome;
using gpuq::test::contains;

namespace {

namespace fs = std::filesystem;

fs::path temp_dir() { return gpuq::test::cli_scratch(); }

// Writes `text` to a file named `name` in the test's temp directory.
std::string scenario_file(const std::string& name, const std::string& text) {
  fs::path path = temp_dir() / name;
  std::ofstream(path) << text;
  return path.string();
}

Outcome cli(const std::string& args) { return gpuq::test::run_cli(args); }

constexpr const char* kCluster = R"(cluster:
  nodes:
    - {name: node-1, gpus: 1}
projects:
  - {name: team-a, quota: {gpu: 1}}
)";

std::string passing() {
  return scenario_file("passing.yaml", std::string("name: passing\n") + kCluster + R"(workloads:
  - {name: a1, project: team-a, gpu: 1}
  - {name: a2, project: team-a, gpu: 1}
expect:
  running: [a1]
  pending: [a2]
)");
}

std::string failing() {
  return scenario_file("failing.yaml", std::string("name: failing\n") + kCluster + R"(workloads:
  - {name: a1, project: team-a, gpu: 1}
  - {name: a2, project: team-a, gpu: 1}
expect:
  running: [a1, a2]
)");
}

std::string stepped() {
  return scenario_file("stepped.yaml", std::string("name: stepped\n") + kCluster + R"(steps:
  - submit: {name: a1, project: team-a, gpu: 1}
  - schedule: {}
  - expect: {running: [a1]}
  - submit: {name: a2, project: team-a, gpu: 1}
  - expect: {running: [a1], pending: [a2]}
)");
}

}  // namespace

TEST_CASE("gpuq --version and --help") {
  Outcome v = cli("--version");
  CHECK(v.code == 0);
  CHECK(v.out == "gpuq 0.1.0\n");
  Outcome h = cli("--help");
  CHECK(h.code == 0);
  CHECK(contains(h.out, "simulate"));
  Outcome s = cli("simulate --help");
  CHECK(s.code == 0);
  CHECK(contains(s.out, "--check"));
  CHECK(contains(s.out, "Examples:"));
}

TEST_CASE("a misspelt command is a usage error that suggests the right one") {
  Outcome o = cli("simualte x.yaml");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "unknown command 'simualte'"));
  CHECK(contains(o.err, "did you mean 'simulate'?"));
  CHECK(cli("").code == 2);
  CHECK(cli("simulate").code == 2);
  CHECK(cli("simulate -o xml " + passing()).code == 2);
  CHECK(cli("simulate --cycles 0 " + passing()).code == 2);
}

TEST_CASE("--check passes: PASS line, exit 0, no decisions printed") {
  const std::string file = passing();
  Outcome o = cli("simulate --check '" + file + "'");
  CHECK(o.code == 0);
  CHECK(o.out == "PASS " + file + "\n");
  CHECK(o.err.empty());
}

TEST_CASE("--check fails: the mismatch on stderr with file and line, FAIL line, exit 1") {
  const std::string good = passing();
  const std::string bad = failing();
  Outcome o = cli("simulate --check '" + good + "' '" + bad + "'");
  CHECK(o.code == 1);
  CHECK(o.out == "PASS " + good + "\nFAIL " + bad + "\n");
  CHECK(contains(o.err, bad + ":10: step 0: expected running [a1, a2], got [a1]; a2 is Pending"));
  // Without --check the same file prints its decisions and succeeds.
  Outcome plain = cli("simulate '" + bad + "'");
  CHECK(plain.code == 0);
  CHECK(contains(plain.out, "== failing \u00b7 step 0 =="));
  CHECK(contains(plain.out, "mismatch: step 0"));
}

TEST_CASE("-o json: one object per file, an array for several, deterministic") {
  Outcome one = cli("simulate -o json '" + passing() + "'");
  REQUIRE(one.code == 0);
  auto j = nlohmann::json::parse(one.out);
  CHECK(j["name"] == "passing");
  REQUIRE(j["results"].size() == 1);
  const auto& a1 = j["results"][0]["workloads"][0];
  CHECK(a1["status"] == "Allocated");
  CHECK(a1["pods"][0]["devices"][0]["portion"] == 1.0);
  CHECK(j["results"][0]["workloads"][1]["pods"][0]["node"].is_null());
  CHECK(cli("simulate -o json '" + passing() + "'").out == one.out);

  Outcome two = cli("simulate -o json '" + passing() + "' '" + stepped() + "'");
  REQUIRE(two.code == 0);
  auto array = nlohmann::json::parse(two.out);
  REQUIRE(array.is_array());
  REQUIRE(array.size() == 2);
  CHECK(array[1]["name"] == "stepped");
  REQUIRE(array[1]["results"].size() == 2);
  CHECK(array[1]["results"][0]["step"] == 2);
  CHECK(array[1]["results"][1]["step"] == 4);
  CHECK(array[1]["results"][1]["workloads"][1]["status"] == "Pending");
}

TEST_CASE("-o yaml parses to the same structure") {
  Outcome o = cli("simulate -o yaml '" + stepped() + "'");
  REQUIRE(o.code == 0);
  YAML::Node y = YAML::Load(o.out);
  CHECK(y["name"].as<std::string>() == "stepped");
  CHECK(y["results"][1]["step"].as<int>() == 4);
  CHECK(y["results"][1]["workloads"][1]["pods"][0]["node"].IsNull());
}

TEST_CASE("a bad scenario file is a usage error naming file and line") {
  const std::string bad = scenario_file("bad.yaml", R"(name: bad
cluster:
  nodes:
    - {name: node-1, gpus: two}
)");
  Outcome o = cli("simulate '" + bad + "'");
  CHECK(o.code == 2);
  CHECK(o.out.empty());
  CHECK(contains(o.err, "gpuq: error: " + bad + ":4: "));

  Outcome missing = cli("simulate '" + (temp_dir() / "missing.yaml").string() + "'");
  CHECK(missing.code == 2);
  CHECK(contains(missing.err, "gpuq: error: "));
  CHECK(contains(missing.err, "missing.yaml"));

  const std::string ghost = scenario_file(
      "ghost.yaml", std::string("name: ghost\n") + kCluster + "steps:\n  - delete: nobody\n");
  Outcome step = cli("simulate '" + ghost + "'");
  CHECK(step.code == 2);
  CHECK(contains(step.err, "nobody"));
}
