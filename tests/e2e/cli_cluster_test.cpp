// `gpuq node list`, `gpuq nodepool list`, `gpuq top node` and
// `gpuq version` against a real daemon with 4 mock GPUs; and with none.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "daemon_fixture.h"
#include "gpuq_runner.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::GpuqRunner;
using gpuq::test::Outcome;
using gpuq::test::read_file;
using nlohmann::json;

TEST_CASE("gpuq node list, nodepool list and top node show the GPUs and who holds them") {
  Daemon d;
  d.start();
  GpuqRunner gpuq(d.socket());

  Outcome o = gpuq("node list");
  CHECK_MESSAGE(o.code == 0, o.err);
  CHECK(o.out.starts_with("Node "));
  CHECK(contains(o.out, "Mock GPU"));
  json nodes = json::parse(gpuq("node list --json").out);
  REQUIRE(nodes.size() == 1);
  CHECK(nodes[0]["gpuInfo"]["gpuCount"] == 4);
  CHECK(gpuq("node list -q").out == nodes[0]["name"].get<std::string>() + "\n");

  o = gpuq("nodepool list");
  CHECK(o.code == 0);
  CHECK(contains(o.out, "default"));
  CHECK(contains(o.out, "binpack"));
  CHECK(json::parse(gpuq("nodepool list -o json").out)[0]["name"] == "default");
  CHECK(gpuq("nodepool list -q").out == "default\n");

  d.project("team-a", 2);
  const std::string id = d.submit("half", "team-a", 0.5, "sleep 600");
  REQUIRE(Daemon::eventually([&] { return d.phase(id) == "Running"; }));
  o = gpuq("top node");
  CHECK_MESSAGE(o.code == 0, o.err);
  CHECK(o.out.starts_with("Node "));
  CHECK(contains(o.out, "Memory (Used/Total)"));
  CHECK(contains(o.out, "team-a"));
  CHECK(contains(o.out, "half-0"));
  CHECK(contains(o.out, "-/80Gi"));  // mock GPUs: no memory reading
  json gpus = json::parse(gpuq("top node --json").out);
  REQUIRE(gpus.size() == 4);
  int held = 0;
  for (const json& g : gpus) {
    if (g["holders"].empty()) continue;
    ++held;
    CHECK(g["holders"][0]["project"] == "team-a");
    CHECK(g["holders"][0]["workload"] == "half");
    CHECK(g["holders"][0]["pod"] == "half-0");
    CHECK(g["holders"][0]["portion"] == 0.5);
    CHECK(g["memoryUsed"].is_null());
  }
  CHECK(held == 1);
  o = gpuq("top node no-such-node");
  CHECK(o.code == 1);
  CHECK(contains(o.err, "no-such-node"));
}

TEST_CASE("gpuq version: the client's and the daemon's, the client's alone without a daemon") {
  Daemon d;
  d.start();
  GpuqRunner gpuq(d.socket());
  Outcome o = gpuq("version");
  CHECK_MESSAGE(o.code == 0, o.err);
  CHECK(o.out.starts_with("Client: gpuq "));
  CHECK(contains(o.out, "Server: gpuq "));
  CHECK(contains(o.out, d.socket()));
  json v = json::parse(gpuq("version -o json").out);
  CHECK_FALSE(v["client"]["version"].get<std::string>().empty());
  CHECK(v["server"]["version"] == v["client"]["version"]);
  d.stop();
  o = gpuq("version");
  CHECK(o.code == 1);
  CHECK(o.out.starts_with("Client: gpuq "));
  CHECK(contains(o.err, "gpuq daemon"));
  o = gpuq("version --json");
  CHECK(o.code == 1);
  v = json::parse(o.out);
  CHECK(v["server"].is_null());
  CHECK(v["error"].is_string());
  CHECK(gpuq("version extra").code == 2);
}
