// `gpuq compute-resource|profile|secret|volume` end to end: the real gpuq
// binary against a real daemon.
#include <doctest/doctest.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <string>

#include "cli_fixture.h"
#include "daemon_fixture.h"

using gpuq::test::Daemon;
using nlohmann::json;

namespace {

struct Run {
  int code = -1;
  std::string out;  // stdout and stderr together
};

std::string quote(const std::string& word) {
  std::string out = "'";
  for (char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// Runs gpuq with `args` against `d`, with a client config of its own
// (through cli_fixture's run_shell).
Run cli(const Daemon& d, const std::vector<std::string>& args, const std::string& input = "") {
  std::string cmd = "exec " + quote(GPUQ_BINARY) + " --config " + quote(d.dir() + "/client.yaml");
  for (const std::string& a : args) cmd += " " + quote(a);
  if (!input.empty()) cmd = "printf %s " + quote(input) + " | " + cmd.substr(5);
  const gpuq::test::Run run = gpuq::test::run_shell(
      "unix://" + d.socket(), d.dir() + "/config-home", d.dir(), cmd + " 2>&1");
  return {run.code, run.out};
}

bool has(const Run& r, const std::string& text) { return r.out.find(text) != std::string::npos; }

}  // namespace

TEST_CASE("gpuq compute-resource: create, copy and edit, list, describe, rename, delete") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  Run r = cli(d, {"compute-resource", "create", "one-gpu", "--gpu-devices", "1"});
  CHECK_MESSAGE(r.code == 0, r.out);
  CHECK(has(r, "compute resource one-gpu created (cluster)"));
  r = cli(d, {"compute-resource", "create", "half", "--gpu-devices", "1", "--gpu-memory-request",
              "50%", "--cpu-core-request", "500m", "--cpu-memory-request", "2G", "--description",
              "half a GPU"});
  CHECK_MESSAGE(r.code == 0, r.out);
  r = cli(d,
          {"compute-resource", "create", "half-4cpu", "--from", "half", "--cpu-core-request", "4"});
  CHECK_MESSAGE(r.code == 0, r.out);
  r = cli(d, {"compute-resource", "describe", "half-4cpu", "--json"});
  REQUIRE_MESSAGE(r.code == 0, r.out);
  json doc = json::parse(r.out);
  CHECK(doc["spec"]["gpuPortionRequest"] == 0.5);
  CHECK(doc["spec"]["cpuCoreRequest"] == 4);
  CHECK(doc["meta"]["description"] == "half a GPU");

  // Rules broken by flags: the daemon's message, exit code 2.
  r = cli(d, {"compute-resource", "create", "bad", "--gpu-devices", "2", "--gpu-memory-request",
              "50%"});
  CHECK(r.code == 2);
  CHECK_MESSAGE(has(r, "whole memory of each device"), r.out);
  r = cli(
      d, {"compute-resource", "create", "bad", "--cpu-core-request", "2", "--cpu-core-limit", "1"});
  CHECK(r.code == 2);
  CHECK_MESSAGE(has(r, "at least cpuCoreRequest"), r.out);
  r = cli(d, {"compute-resource", "create", "bad", "--cpu-core-request", "lots"});
  CHECK(r.code == 2);
  CHECK(has(r, "--cpu-core-request"));
  r = cli(d, {"compute-resource", "create", "one-gpu"});
  CHECK(r.code == 1);
  CHECK(has(r, "already exists"));

  r = cli(d, {"compute-resource", "list"});
  REQUIRE_MESSAGE(r.code == 0, r.out);
  CHECK(has(r, "GPU devices"));
  CHECK(has(r, "Workloads"));
  CHECK(has(r, "50%"));
  r = cli(d, {"compute-resource", "list", "--sort=-name", "--columns", "name,gpu-memory",
              "--no-headers"});
  REQUIRE_MESSAGE(r.code == 0, r.out);
  CHECK(r.out.starts_with("one-gpu"));
  r = cli(d, {"compute-resource", "list", "--search", "4cpu", "-q"});
  CHECK(r.out == "half-4cpu\n");
  r = cli(d, {"compute-resource", "list", "--filter", "gpuDevicesRequest>=1", "--json"});
  REQUIRE_MESSAGE(r.code == 0, r.out);
  CHECK(json::parse(r.out).size() == 3);

  r = cli(d, {"compute-resource", "rename", "half", "half-gpu", "--description", "a half"});
  CHECK_MESSAGE(r.code == 0, r.out);
  r = cli(d, {"compute-resource", "describe", "half-gpu"});
  CHECK(has(r, "a half"));
  r = cli(d, {"compute-resource", "delete", "half-gpu"});
  CHECK_MESSAGE(r.code == 0, r.out);
  r = cli(d, {"compute-resource", "describe", "half-gpu"});
  CHECK(r.code == 1);
}

TEST_CASE("gpuq profile list, describe and use, gpuq secret and volume") {
  Daemon d("devices:\n  - {model: Mock GPU, memory: 80Gi, count: 4}\n",
           "profiles:\n  - {name: two, description: Two GPUs, gpu: 2, cpu: 1}\n");
  d.start();
  d.project("team-a", 4);
  Run r = cli(d, {"profile", "list"});
  REQUIRE_MESSAGE(r.code == 0, r.out);
  CHECK(has(r, "Two GPUs"));
  CHECK(has(r, "gpu 2"));
  r = cli(d, {"profile", "describe", "two"});
  CHECK(has(r, "gpuDevicesRequest: 2"));
  r = cli(d, {"profile", "use", "nope"});
  CHECK(r.code == 1);
  // A submit naming a profile that is not there: exit 1 and the flag, as --compute.
  r = cli(d, {"training", "submit", "px", "-p", "team-a", "--profile", "nope", "--", "true"});
  CHECK(r.code == 1);
  CHECK_MESSAGE(has(r, "gpuq: error: no profile nope (profiles: two) (field: --profile)"), r.out);
  r = cli(d, {"profile", "use", "two"});
  CHECK_MESSAGE(r.code == 0, r.out);
  std::ifstream config(d.dir() + "/client.yaml");
  std::string text((std::istreambuf_iterator<char>(config)), std::istreambuf_iterator<char>());
  CHECK(text.find("profile: two") != std::string::npos);

  r = cli(d, {"secret", "create", "API_TOKEN", "-p", "team-a"}, "very-secret\n");
  CHECK_MESSAGE(r.code == 0, r.out);
  r = cli(d, {"secret", "list", "-p", "team-a"});
  CHECK(has(r, "API_TOKEN"));
  CHECK(!has(r, "very-secret"));
  r = cli(d, {"secret", "list", "-p", "team-a", "--json"});
  CHECK(!has(r, "very-secret"));
  r = cli(d, {"secret", "delete", "API_TOKEN", "-p", "team-a"});
  CHECK_MESSAGE(r.code == 0, r.out);
  r = cli(d, {"secret", "delete", "API_TOKEN", "-p", "team-a"});
  CHECK(r.code == 1);

  const std::string id = d.submit(
      "v1", "team-a", 0, "true", {{"volumes", {{{"name", "cache"}, {"spec", {{"size", "1Gi"}}}}}}});
  CHECK(Daemon::eventually([&] { return d.phase(id) == "Completed"; }));
  r = cli(d, {"volume", "list", "-p", "team-a"});
  CHECK(has(r, "cache"));
  CHECK(has(r, "1Gi"));
  r = cli(d, {"volume", "delete", "cache", "-p", "team-a"});
  CHECK_MESSAGE(r.code == 0, r.out);
  r = cli(d, {"volume", "list", "-p", "team-a", "--json"});
  // cli() merges stderr, where an empty list says so, into stdout.
  CHECK(r.out == "No volumes in project team-a.\n[]\n");
}

TEST_CASE("the Run:ai quick start with compute resources, typed as a user types it") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  Run r = cli(d, {"compute-resource", "create", "one-gpu", "--gpu-devices", "1"});
  REQUIRE_MESSAGE(r.code == 0, r.out);
  r = cli(d, {"compute-resource", "create", "two-gpus", "--gpu-devices", "2"});
  REQUIRE_MESSAGE(r.code == 0, r.out);
  r = cli(d, {"training", "submit", "a1", "-p", "team-a", "--compute", "one-gpu", "--", "sleep",
              "600"});
  REQUIRE_MESSAGE(r.code == 0, r.out);
  // A flag given on the command line overrides the asset's value.
  r = cli(d, {"training", "submit", "a2", "-p", "team-a", "--compute", "one-gpu",
              "--cpu-core-request", "0.5", "--", "sleep", "600"});
  REQUIRE_MESSAGE(r.code == 0, r.out);
  r = cli(d, {"training", "submit", "a3", "-p", "team-a", "--compute", "two-gpus", "--", "sleep",
              "600"});
  REQUIRE_MESSAGE(r.code == 0, r.out);

  r = cli(d, {"workload", "describe", "a2", "-p", "team-a"});
  REQUIRE_MESSAGE(r.code == 0, r.out);
  CHECK_MESSAGE(has(r, "Resources and where they came from:"), r.out);
  CHECK_MESSAGE(has(r, "Compute resource: one-gpu"), r.out);
  r = cli(d, {"workload", "describe", "a2", "-p", "team-a", "--json"});
  REQUIRE_MESSAGE(r.code == 0, r.out);
  json doc = json::parse(r.out);
  CHECK(doc["resolvedCompute"]["gpuDevicesRequest"]["source"] == "computeResource");
  CHECK(doc["resolvedCompute"]["cpuCoreRequest"]["source"] == "flag");

  r = cli(d, {"workload", "describe", "a3", "-p", "team-a", "--json"});
  REQUIRE_MESSAGE(r.code == 0, r.out);
  CHECK(json::parse(r.out)["podsRequestedResources"]["gpu"]["request"] == 2);

  // In use: delete refused and names the users; allowed once they are gone.
  r = cli(d, {"compute-resource", "delete", "one-gpu"});
  CHECK(r.code != 0);
  CHECK_MESSAGE(has(r, "a1"), r.out);
  r = cli(d, {"workload", "delete", "-y", "a1", "a2", "-p", "team-a"});
  CHECK_MESSAGE(r.code == 0, r.out);
}

TEST_CASE("a member may not name a project's compute resource as the cluster's") {
  Daemon d(Daemon::kFourGpus, "socket: {group: nogroup}\n");
  d.start();
  d.project("team-a", 4);
  REQUIRE(cli(d, {"compute-resource", "create", "one-gpu", "--gpu-devices", "1"}).code == 0);
  // nobody (a member: the project names none) may create the project's own...
  auto as_nobody = [&](const std::string& args) {
    return gpuq::test::run_shell("unix://" + d.socket(), d.dir() + "/nobody-config", "/",
                                 "setpriv --reuid=65534 --regid=65534 --clear-groups gpuq " + args);
  };
  gpuq::test::Run mine = as_nobody("compute-resource create mine -p team-a --gpu-devices 0");
  CHECK_MESSAGE(mine.code == 0, mine.err);
  // ... but not one that would stand in for the cluster's in team-a's workloads.
  gpuq::test::Run shadow =
      as_nobody("compute-resource create one-gpu -p team-a --gpu-devices 0 --cpu-core-request 2");
  CHECK(shadow.code == 1);
  CHECK(shadow.err.find("a compute resource named one-gpu already exists in the cluster (id ") !=
        std::string::npos);
  CHECK(shadow.err.find("one of this project by that name would stand in for it there") !=
        std::string::npos);
  // Nor by a rename.
  gpuq::test::Run renamed = as_nobody("compute-resource rename mine one-gpu -p team-a");
  CHECK(renamed.code == 1);
  // Without -p the cluster's scope is an administrator's: the error says what to give.
  gpuq::test::Run cluster = as_nobody("compute-resource create other --gpu-devices 1");
  CHECK(cluster.code == 1);
  CHECK(cluster.err.find("give -p PROJECT") != std::string::npos);
}
