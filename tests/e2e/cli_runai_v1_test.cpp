// runai v1's top-level verbs and v2's spelled forms, typed as runai users type
// them, against a real daemon: gpuq list [jobs|nodes|projects], describe
// job|node, delete|suspend|resume [job] NAME, top job, config project,
// training standard ..., node describe.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "cli_fixture.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::Run;
using gpuq::test::run_gpuq;
using gpuq::test::table_rows;
using nlohmann::json;

TEST_CASE("runai v1 verbs: list, describe, top job, suspend, resume and delete with 'job'") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  d.project("team-b", 4);
  REQUIRE(run_gpuq(d, "submit a1 -p team-a -g 1 -- sleep 600").code == 0);
  REQUIRE(run_gpuq(d, "submit b1 -p team-b -g 2 -- sleep 600").code == 0);
  REQUIRE(Daemon::eventually([&] { return d.phase("b1") == "Running"; }));

  CHECK(run_gpuq(d, "list -A -q").out == "a1\nb1\n");
  CHECK(run_gpuq(d, "list -p team-a -q").out == "a1\n");
  CHECK(run_gpuq(d, "list jobs -A -q").out == "a1\nb1\n");
  CHECK(run_gpuq(d, "list job -p team-b -q --status running").out == "b1\n");
  Run nodes = run_gpuq(d, "list nodes");
  CHECK(nodes.code == 0);
  CHECK(contains(nodes.out, "Allocated GPUs"));
  CHECK(run_gpuq(d, "-q list projects").out == "team-a\nteam-b\n");
  CHECK(run_gpuq(d, "list -q").out == run_gpuq(d, "workload list -q").out);

  Run job = run_gpuq(d, "describe job a1 -p team-a");
  CHECK(job.code == 0);
  CHECK(contains(job.out, "Name:          a1"));
  CHECK(json::parse(run_gpuq(d, "describe job b1 -p team-b -o json").out)["name"] == "b1");
  Run node = run_gpuq(d, "describe node");
  CHECK(node.code == 0);
  CHECK(contains(node.out, "Allocated GPUs: 3"));
  CHECK(contains(node.out, "b1-0"));  // the GPUs' holders, by pod
  Run missing = run_gpuq(d, "node describe nope");
  CHECK(missing.code == 1);
  CHECK(contains(missing.err, "no node named nope"));
  CHECK(run_gpuq(d, "describe jbo a1").code == 2);

  Run top = run_gpuq(d, "top job --no-headers");
  CHECK(top.code == 0);
  auto rows = table_rows(top.out);
  REQUIRE(rows.size() == 2);
  CHECK(rows[0][0] == "a1");
  CHECK(rows[0][1] == "team-a");
  CHECK(rows[1][4] == "2 (2)");

  Run suspended = run_gpuq(d, "suspend job a1 -p team-a");
  CHECK(suspended.code == 0);
  CHECK(contains(suspended.out, "Workload a1 is being suspended"));
  REQUIRE(Daemon::eventually([&] { return d.phase("a1") == "Stopped"; }));
  CHECK(run_gpuq(d, "resume a1 -p team-a").code == 0);
  REQUIRE(Daemon::eventually([&] { return d.phase("a1") == "Running"; }));

  // Without a terminal, delete asks for -y; "job" is runai's noun.
  Run refused = run_gpuq(d, "delete job a1 -p team-a");
  CHECK(refused.code == 2);
  CHECK(contains(refused.err, "not deleting a1 without confirmation"));
  Run deleted = run_gpuq(d, "delete -y job a1 -p team-a");
  CHECK(deleted.code == 0);
  CHECK(contains(deleted.out, "Workload a1 is being deleted"));
  REQUIRE(Daemon::eventually([&] { return run_gpuq(d, "list -A -q").out == "b1\n"; }));
}

TEST_CASE("runai v1 config project and v2 training standard") {
  Daemon d;
  d.start();
  d.project("team-a", 2);
  Run set = run_gpuq(d, "config project team-a");
  CHECK(set.code == 0);
  CHECK(contains(set.out, "project team-a configured successfully"));
  // Commands without -p now use it.
  Run submitted = run_gpuq(d, "training standard submit s1 -g 1 -- sleep 600");
  CHECK(submitted.code == 0);
  CHECK(contains(submitted.out, "submitted to project team-a"));
  CHECK(run_gpuq(d, "training standard list -q").out == "s1\n");
  CHECK(run_gpuq(d, "list -q").out == "s1\n");
  Run described = run_gpuq(d, "training standard describe s1 -o json");
  CHECK(described.code == 0);
  CHECK(json::parse(described.out)["type"] == "Training");
  CHECK(run_gpuq(d, "training standard delete -y s1").code == 0);
  CHECK(run_gpuq(d, "config project nope").code == 1);
  Run bad = run_gpuq(d, "training standard");
  CHECK(bad.code == 2);
}
