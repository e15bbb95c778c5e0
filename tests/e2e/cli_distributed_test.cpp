// Distributed trainings against a real daemon: examples/distributed's ranks
// find each other over TCP through the variables each pod is told, the pods
// are named by role, TF_CONFIG lists every pod's own port, and what this
// machine cannot do (MPI's launcher, a master of its own resources) is
// refused by field.
#include <doctest/doctest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "cli_fixture.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::Run;
using gpuq::test::run_gpuq;
using gpuq::test::run_shell;
using nlohmann::json;

TEST_CASE("gpuq pytorch submit: a master and two workers find each other, named by role") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  const std::string dir = d.dir() + "/distributed";
  std::filesystem::copy(std::string(GPUQ_SOURCE_DIR) + "/examples/distributed", dir);
  Run o = run_shell("unix://" + d.socket(), d.dir() + "/cfg", d.dir(),
                    "cd " + dir +
                        " && gpuq pytorch submit ddp -p team-a --workers 2 -g 1 -- python3 "
                        "rendezvous.py");
  REQUIRE_MESSAGE(o.code == 0, o.err);
  REQUIRE(Daemon::eventually([&] { return d.phase("ddp") == "Completed"; }, 30));
  const std::string logs = run_gpuq(d, "logs ddp -p team-a").out;
  CHECK(contains(logs, "[ddp-master-0] rank 0 of 3 (master) found ranks 0,1,2"));
  CHECK(contains(logs, "[ddp-worker-0] rank 1 of 3 (worker) found ranks 0,1,2"));
  CHECK(contains(logs, "[ddp-worker-1] rank 2 of 3 (worker) found ranks 0,1,2"));
  const json w = d.workload("ddp");
  REQUIRE(w["pods"].size() == 3);
  CHECK(w["pods"][0]["name"] == "ddp-master-0");
  CHECK(w["pods"][2]["name"] == "ddp-worker-1");
  CHECK(contains(run_gpuq(d, "describe job ddp -p team-a").out, "ddp-worker-0"));

  // Five pods of one GPU never fit four GPUs: refused, as any workload
  // that could never run.
  o = run_gpuq(d, "training pytorch submit big -p team-a --workers 4 -g 1 -- true");
  CHECK(o.code == 1);
}

TEST_CASE("tensorflow, xgboost and jax are told their own variables, MPI and odd masters refused") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  REQUIRE(run_gpuq(d, "tensorflow submit tf1 -p team-a --workers 1 -- sh -c 'echo \"$TF_CONFIG\"'")
              .code == 0);
  REQUIRE(run_gpuq(d,
                   "training jax submit j1 -p team-a --no-master --workers 2 -- sh -c 'echo "
                   "$JAX_NUM_PROCESSES $JAX_PROCESS_ID $GPUQ_ROLE'")
              .code == 0);
  REQUIRE(Daemon::eventually(
      [&] { return d.phase("tf1") == "Completed" && d.phase("j1") == "Completed"; }));
  const std::string tf = run_gpuq(d, "logs tf1 -p team-a --pod 1").out;
  const json config = json::parse(tf);
  CHECK(config["task"] == json{{"type", "worker"}, {"index", 0}});
  REQUIRE(config["cluster"]["chief"].size() == 1);
  REQUIRE(config["cluster"]["worker"].size() == 1);
  CHECK(config["cluster"]["chief"][0] != config["cluster"]["worker"][0]);  // a port each
  const std::string jax = run_gpuq(d, "logs j1 -p team-a").out;
  CHECK(contains(jax, "[j1-worker-0] 2 0 worker"));
  CHECK(contains(jax, "[j1-worker-1] 2 1 worker"));

  // runai v1's spelling.
  REQUIRE(run_gpuq(d, "submit-dist tf tf2 -p team-a --workers 2 -- sh -c 'echo $GPUQ_ROLE'").code ==
          0);
  REQUIRE(Daemon::eventually([&] { return d.phase("tf2") == "Completed"; }));
  CHECK(contains(run_gpuq(d, "logs tf2 -p team-a").out, "[tf2-worker-1] worker"));

  Run mpi = run_gpuq(d, "mpi submit m1 -p team-a -- true");
  CHECK(mpi.code == 2);
  CHECK(contains(mpi.err, "spec.distributedFramework: MPI needs a launcher"));
  auto r = d.post("/api/v1/workloads/distributed", json::parse(R"({"name": "x", "projectId":
      "team-a", "spec": {"command": "true", "distributedFramework": "PyTorch"}})"));
  CHECK(r.status == 400);
  CHECK(r.json["field"] == "spec.numWorkers");
  r = d.post("/api/v1/workloads/distributed", json::parse(R"({"name": "x", "projectId":
      "team-a", "spec": {"command": "true", "distributedFramework": "PyTorch", "numWorkers": 1,
      "masterSpec": {"command": "other"}}})"));
  CHECK(r.status == 400);
  CHECK(r.json["field"] == "spec.masterSpec.command");
}
