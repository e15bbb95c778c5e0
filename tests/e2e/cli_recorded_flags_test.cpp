// Submit flags for what only Kubernetes honours (--node-type, --toleration,
// --image-pull-policy, --template: recorded, reported by describe as having
// no effect), and a workload's automatic deletion after it ends
// (--auto-deletion-time-after-completion, v1 --ttl-after-finish), also across
// a kill -9 of the daemon.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "cli_fixture.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::Run;
using gpuq::test::run_gpuq;
using nlohmann::json;

TEST_CASE("Kubernetes-only submit flags are recorded and described as having no effect") {
  Daemon d;
  d.start();
  d.project("team-a", 2);
  Run o = run_gpuq(d,
                   "training submit k1 -p team-a --node-type a100 --image-pull-policy ifnotpresent "
                   "--toleration operator=Exists,key=gpu,effect=NoSchedule --toleration "
                   "key=zone,value=b,effect=noexecute,seconds=30 --template tpl -- sleep 600");
  REQUIRE_MESSAGE(o.code == 0, o.err);
  const json spec = d.workload("k1")["spec"];
  CHECK(spec["nodeType"] == "a100");
  CHECK(spec["imagePullPolicy"] == "IfNotPresent");
  REQUIRE(spec["tolerations"].size() == 2);
  CHECK(spec["tolerations"][0] ==
        json{{"operator", "Exists"}, {"key", "gpu"}, {"effect", "NoSchedule"}});
  CHECK(spec["tolerations"][1]["effect"] == "NoExecute");
  CHECK(spec["tolerations"][1]["seconds"] == 30);
  Run described = run_gpuq(d, "describe job k1 -p team-a");
  for (const char* field : {"nodeType", "imagePullPolicy", "tolerations", "templateId"}) {
    CHECK(contains(described.out, std::string("No effect here: ") + field + " is recorded"));
  }
  // v1 spells them the same.
  CHECK(
      run_gpuq(d, "submit k2 -p team-a --node-type a100 --image-pull-policy Never -- true").code ==
      0);

  o = run_gpuq(d, "training submit bad -p team-a --toleration operator=Maybe,key=x -- true");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "operator must be Equal or Exists, not \"Maybe\" (field: --toleration)"));
  o = run_gpuq(d, "training submit bad -p team-a --toleration color=red -- true");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "unknown key \"color\""));
  o = run_gpuq(d, "training submit bad -p team-a --image-pull-policy sometimes -- true");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "--image-pull-policy"));
  // The API checks the same for clients other than gpuq.
  auto r =
      d.post("/api/v1/workloads/trainings", json::parse(R"({"name": "api", "projectId": "team-a",
      "spec": {"command": "true", "imagePullPolicy": "Sometimes"}})"));
  CHECK(r.status == 400);
  CHECK(r.json["field"] == "spec.imagePullPolicy");
  r = d.post("/api/v1/workloads/trainings", json::parse(R"({"name": "api", "projectId": "team-a",
      "spec": {"command": "true", "tolerations": [{"effect": "Never"}]}})"));
  CHECK(r.status == 400);
  CHECK(r.json["field"] == "spec.tolerations[0].effect");
}

TEST_CASE("a workload is deleted by itself the time it asked after it ends, across a kill -9") {
  Daemon d;
  d.start();
  d.project("team-a", 2);
  Run o = run_gpuq(d,
                   "training submit quick -p team-a --auto-deletion-time-after-completion 1s "
                   "-- true");
  REQUIRE_MESSAGE(o.code == 0, o.err);
  REQUIRE(run_gpuq(d, "submit kept -p team-a -- true").code == 0);
  REQUIRE(run_gpuq(d, "submit v1 -p team-a --ttl-after-finish 3s -- true").code == 0);
  REQUIRE(Daemon::eventually([&] { return d.phase("v1") == "Completed"; }));
  CHECK(contains(run_gpuq(d, "describe job v1 -p team-a").out, "Deleted:"));
  REQUIRE(Daemon::eventually([&] { return run_gpuq(d, "list -q -p team-a").out == "kept\nv1\n"; }));
  CHECK(contains(d.log(), "Deleted quick (1s after it ended"));
  // The daemon dies before v1's time comes; the restarted one deletes it.
  d.kill9();
  d.start();
  CHECK(run_gpuq(d, "list -q -p team-a").out == "kept\nv1\n");
  CHECK(Daemon::eventually([&] { return run_gpuq(d, "list -q -p team-a").out == "kept\n"; }));
  o = run_gpuq(d,
               "training submit bad -p team-a --auto-deletion-time-after-completion soon -- "
               "true");
  CHECK(o.code == 2);
  CHECK(contains(o.err, "--auto-deletion-time-after-completion"));
}
