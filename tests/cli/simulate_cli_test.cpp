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

namespace {

namespace fs = std::filesystem;

struct Outcome {
  int code = -1;
  std::string out;
  std::string err;
};

// A directory for this process's files, removed when the process ends.
struct TempDir {
  fs::path path = fs::temp_directory_path() / ("gpuq-cli-test-" + std::to_string(getpid()));
  TempDir() { fs::create_directories(path); }
  ~TempDir() {
    std::error_code ignored;
    fs::remove_all(path, ignored);
  }
};

fs::path temp_dir() {
  static const TempDir dir;
  return dir.path;
}

std::string read_file(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Writes `text` to a file named `name` in the test's temp directory.
std::string scenario_file(const std::string& name, const std::string& text) {
  fs::path path = temp_dir() / name;
  std::ofstream(path) << text;
  return path.string();
}

Outcome gpuq(const std::string& args) {
  static int count = 0;
  const fs::path err = temp_dir() / ("stderr-" + std::to_string(++count));
  const std::string command =
      std::string("'") + GPUQ_BINARY + "' " + args + " 2>'" + err.string() + "'";
  Outcome o;
  FILE* pipe = popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  char buffer[4096];
  std::size_t n = 0;
  while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) o.out.append(buffer, n);
  const int status = pclose(pipe);
  o.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  o.err = read_file(err);
  return o;
}

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

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
  Outcome v = gpuq("--version");
  CHECK(v.code == 0);
  CHECK(v.out == "gpuq 0.1.0\n");
  Outcome h = gpuq("--help");
  CHECK(h.code == 0);
  CHECK(has(h.out, "simulate"));
  Outcome s = gpuq("simulate --help");
  CHECK(s.code == 0);
  CHECK(has(s.out, "--check"));
  CHECK(has(s.out, "Examples:"));
}

TEST_CASE("a misspelt command is a usage error that suggests the right one") {
  Outcome o = gpuq("simualte x.yaml");
  CHECK(o.code == 2);
  CHECK(has(o.err, "unknown command 'simualte'"));
  CHECK(has(o.err, "did you mean 'simulate'?"));
  CHECK(gpuq("").code == 2);
  CHECK(gpuq("simulate").code == 2);
  CHECK(gpuq("simulate -o xml " + passing()).code == 2);
  CHECK(gpuq("simulate --cycles 0 " + passing()).code == 2);
}

TEST_CASE("--check passes: PASS line, exit 0, no decisions printed") {
  const std::string file = passing();
  Outcome o = gpuq("simulate --check '" + file + "'");
  CHECK(o.code == 0);
  CHECK(o.out == "PASS " + file + "\n");
  CHECK(o.err.empty());
}

TEST_CASE("--check fails: the mismatch on stderr with file and line, FAIL line, exit 1") {
  const std::string good = passing();
  const std::string bad = failing();
  Outcome o = gpuq("simulate --check '" + good + "' '" + bad + "'");
  CHECK(o.code == 1);
  CHECK(o.out == "PASS " + good + "\nFAIL " + bad + "\n");
  CHECK(has(o.err, bad + ":10: step 0: expected running [a1, a2], got [a1]; a2 is Pending"));
  // Without --check the same file prints its decisions and succeeds.
  Outcome plain = gpuq("simulate '" + bad + "'");
  CHECK(plain.code == 0);
  CHECK(has(plain.out, "== failing \u00b7 step 0 =="));
  CHECK(has(plain.out, "mismatch: step 0"));
}

TEST_CASE("-o json: one object per file, an array for several; deterministic") {
  Outcome one = gpuq("simulate -o json '" + passing() + "'");
  REQUIRE(one.code == 0);
  auto j = nlohmann::json::parse(one.out);
  CHECK(j["name"] == "passing");
  REQUIRE(j["results"].size() == 1);
  const auto& a1 = j["results"][0]["workloads"][0];
  CHECK(a1["status"] == "Allocated");
  CHECK(a1["pods"][0]["devices"][0]["portion"] == 1.0);
  CHECK(j["results"][0]["workloads"][1]["pods"][0]["node"].is_null());
  CHECK(gpuq("simulate -o json '" + passing() + "'").out == one.out);

  Outcome two = gpuq("simulate -o json '" + passing() + "' '" + stepped() + "'");
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
  Outcome o = gpuq("simulate -o yaml '" + stepped() + "'");
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
  Outcome o = gpuq("simulate '" + bad + "'");
  CHECK(o.code == 2);
  CHECK(o.out.empty());
  CHECK(has(o.err, "gpuq: error: " + bad + ":4: "));

  Outcome missing = gpuq("simulate '" + (temp_dir() / "missing.yaml").string() + "'");
  CHECK(missing.code == 2);
  CHECK(has(missing.err, "gpuq: error: "));
  CHECK(has(missing.err, "missing.yaml"));

  const std::string ghost = scenario_file(
      "ghost.yaml", std::string("name: ghost\n") + kCluster + "steps:\n  - delete: nobody\n");
  Outcome step = gpuq("simulate '" + ghost + "'");
  CHECK(step.code == 2);
  CHECK(has(step.err, "nobody"));
}
