// Published ports against a real daemon, with examples/workspace's server:
// each pod port gets a host port (the one asked for when free, else one of
// the daemon's range), two users asking for the same port do not collide,
// the pod is told through PORT and GPUQ_PORT_<POD>, curl reaches the URL
// describe shows, and the ports stay held across a kill -9 of the daemon.
#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_fixture.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::read_file;
using gpuq::test::Run;
using gpuq::test::run_gpuq;
using gpuq::test::run_shell;
using nlohmann::json;

namespace {

// The host port of the workload's first pod port, once it runs; 0 before.
int host_port(const Daemon& d, const std::string& name) {
  const json w = d.workload(name);
  for (const json& pod : w.value("pods", json::array())) {
    for (const json& b : pod.value("ports", json::array())) return b.value("host", 0);
  }
  return 0;
}

}  // namespace

TEST_CASE("two workspaces asking for the same port get two host ports, and curl reaches both") {
  const int wanted = gpuq::test::free_tcp_port();
  const int range = gpuq::test::free_tcp_port();
  Daemon d(Daemon::kFourGpus, "socket: {group: nogroup}\nports: " + std::to_string(range) + "-" +
                                  std::to_string(range + 50) + "\n");
  d.start();
  d.project("team-a", 4);
  // The example, where both users may read it (the pods run as each).
  const std::string ws = d.dir() + "/workspace";
  std::filesystem::copy(std::string(GPUQ_SOURCE_DIR) + "/examples/workspace", ws);
  const std::string cd = "cd " + ws + " && ";
  const std::string port = " --port " + std::to_string(wanted);
  Run o = run_shell("unix://" + d.socket(), d.dir() + "/cfg", d.dir(),
                    cd + "gpuq workspace submit nb1 -p team-a" + port + " -- ./notebook.sh");
  REQUIRE_MESSAGE(o.code == 0, o.err);
  o = run_shell("unix://" + d.socket(), d.dir() + "/nobody-config", d.dir(),
                cd +
                    "setpriv --reuid=65534 --regid=65534 --clear-groups gpuq workspace submit nb2 "
                    "-p team-a" +
                    port + " -- ./notebook.sh");
  REQUIRE_MESSAGE(o.code == 0, o.err);
  REQUIRE(Daemon::eventually(
      [&] { return d.phase("nb1") == "Running" && d.phase("nb2") == "Running"; }));
  CHECK(host_port(d, "nb1") == wanted);
  const int other = host_port(d, "nb2");
  CHECK(other >= range);
  CHECK(other <= range + 50);
  // The second is told why it got another port; the first is not.
  const std::string moved = "nb2-0: host port " + std::to_string(wanted) + " is taken; pod port " +
                            std::to_string(wanted) + " is published on host port " +
                            std::to_string(other);
  CHECK(contains(run_gpuq(d, "describe job nb2 -p team-a").out, moved));
  CHECK_FALSE(contains(run_gpuq(d, "describe job nb1 -p team-a").out, "PortChanged"));

  for (const char* name : {"nb1", "nb2"}) {
    const int at = host_port(d, name);
    Run described = run_gpuq(d, std::string("describe job ") + name + " -p team-a");
    CHECK(contains(described.out, std::to_string(wanted) + " -> http://"));
    CHECK(contains(described.out, ":" + std::to_string(at)));
    // The server may take a moment to listen after the pod started.
    Run page;
    REQUIRE(Daemon::eventually([&] {
      page = run_shell("", d.dir() + "/cfg", d.dir(),
                       "curl -sf http://127.0.0.1:" + std::to_string(at) + "/");
      return page.code == 0;
    }));
    CHECK(contains(page.out, std::string("workspace ") + name + " on port " + std::to_string(at)));
  }
  const json item = json::parse(run_gpuq(d, "workload list -A --json").out)[1];
  CHECK(item["urls"].size() == 1);
  CHECK(contains(item["urls"][0].get<std::string>(), ":" + std::to_string(other)));

  // An explicit host port that is taken is no different.
  o = run_gpuq(d, "submit explicit -p team-a --port " + std::to_string(wanted) + ":9090 -- true");
  REQUIRE_MESSAGE(o.code == 0, o.err);
  REQUIRE(Daemon::eventually([&] { return d.phase("explicit") == "Completed"; }));
  CHECK(contains(run_gpuq(d, "describe job explicit -p team-a").out,
                 "host port " + std::to_string(wanted) + " is taken; pod port 9090 is published"));

  // The ports stay theirs across a kill -9: a third asking for the same
  // port gets a third one.
  d.kill9();
  d.start();
  REQUIRE(run_shell("unix://" + d.socket(), d.dir() + "/cfg", d.dir(),
                    cd + "gpuq workspace submit nb3 -p team-a" + port + " -- ./notebook.sh")
              .code == 0);
  REQUIRE(Daemon::eventually([&] { return d.phase("nb3") == "Running"; }));
  const int third = host_port(d, "nb3");
  CHECK(third != wanted);
  CHECK(third != other);
}

TEST_CASE("the pod is told its ports, HOST:POD and runai v2's spelling, bad ports refused") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  const int h = gpuq::test::free_tcp_port();
  Run o = run_gpuq(d, "submit p1 -p team-a --port " + std::to_string(h) +
                          ":80 --port service-type=NodePort,container=9090 -- sh -c 'echo "
                          "\"$PORT $GPUQ_PORT_80\" > " +
                          d.dir() + "/env.txt'");
  REQUIRE_MESSAGE(o.code == 0, o.err);
  REQUIRE(Daemon::eventually([&] { return d.phase("p1") == "Completed"; }));
  CHECK(read_file(d.dir() + "/env.txt") == std::to_string(h) + " " + std::to_string(h) + "\n");
  const json spec = d.workload("p1")["spec"];
  CHECK(spec["ports"][1] == json{{"container", 9090}, {"serviceType", "NodePort"}});

  o = run_gpuq(d, "submit bad -p team-a --port 70000 -- true");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "--port"));
  o = run_gpuq(d, "submit bad -p team-a --port colour=red -- true");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "unknown key \"colour\""));
  std::string many;
  for (int i = 0; i < 17; ++i) many += " --port " + std::to_string(9000 + i);
  o = run_gpuq(d, "submit bad -p team-a" + many + " -- true");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "at most 16 ports a workload, got 17 (field: --port)"));
  o = run_gpuq(d, "submit bad -p team-a --port 9100:8891 --port 9100:8892 -- true");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "host port 9100 is asked for twice (field: --port)"));
  o = run_gpuq(d, "submit bad -p team-a --port 80 -s teleport -- true");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "--service-type"));
  auto r = d.post("/api/v1/workloads/trainings", json::parse(R"({"name": "api", "projectId":
      "team-a", "spec": {"command": "true", "ports": [{"external": 80}]}})"));
  CHECK(r.status == 400);
  CHECK(r.json["field"] == "spec.ports[0].container");
  r = d.post("/api/v1/workloads/trainings", json::parse(R"({"name": "api", "projectId":
      "team-a", "spec": {"command": "true", "ports": [{"container": 80}, {"container": 80}]}})"));
  CHECK(r.status == 400);
  CHECK(contains(r.json["message"].get<std::string>(), "published twice"));
}
