// Lists as scripts and people read them: several phases in --status, empty
// lists (nothing on stdout, a word on stderr, for every list), -q on top node, the default
// project marked, allocation in nodepool list, and unknown flags named once.
#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

#include "cli_fixture.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::Run;
using gpuq::test::run_gpuq;
using gpuq::test::table_rows;

TEST_CASE("workload list --status takes several phases and empty lists keep stdout clean") {
  Daemon d;
  d.start();
  d.project("team-a", 2);
  Run none = run_gpuq(d, "workload list -p team-a -q");
  CHECK(none.code == 0);
  CHECK(none.out.empty());
  CHECK(contains(none.err, "No workloads in project team-a."));
  Run json = run_gpuq(d, "workload list -p team-a --json");
  CHECK(json.out == "[]\n");
  CHECK(contains(json.err, "No workloads in project team-a."));

  REQUIRE(run_gpuq(d, "submit run1 -p team-a -g 2 -- sleep 600").code == 0);
  REQUIRE(run_gpuq(d, "workload wait run1 -p team-a --for running").code == 0);
  REQUIRE(run_gpuq(d, "submit wait1 -p team-a -g 4 -- sleep 600").code == 0);
  REQUIRE(run_gpuq(d, "submit done1 -p team-a -g 0 --wait-for completion -- true").code == 0);
  Run both = run_gpuq(d, "workload list -p team-a -q --status Pending,Running");
  CHECK(both.code == 0);
  CHECK(both.out == "run1\nwait1\n");
  CHECK(run_gpuq(d, "workload list -p team-a -q --status completed").out == "done1\n");
  // Past the end: the list is not empty, the page is.
  Run past = run_gpuq(d, "workload list -p team-a --offset 10 --json");
  CHECK(past.out == "[]\n");
  CHECK(past.err == "No workloads in project team-a past --offset 10 (3 in all).\n");
  Run filtered = run_gpuq(d, "workload list -p team-a -q --status Failed");
  CHECK(filtered.out.empty());
  CHECK(contains(filtered.err, "No workloads in project team-a match."));
  Run bad = run_gpuq(d, "workload list -p team-a --status Pending,Sleeping");
  CHECK(bad.code == 2);
  CHECK(contains(bad.err, "unknown status \"Sleeping\""));

  // Allocation per pool, and -q on top node.
  const auto pools = table_rows(run_gpuq(d, "nodepool list").out);
  REQUIRE(pools.size() == 2);
  CHECK(pools[1][4] == "2");
  Run top = run_gpuq(d, "top node -q");
  CHECK(top.code == 0);
  CHECK(top.out == "vm\n");
  REQUIRE(run_gpuq(d, "workload delete -y run1 wait1 -p team-a").code == 0);
}

TEST_CASE("every empty list says so on stderr, and -q prints names only") {
  Daemon d;
  d.start();
  d.project("team-a", 2);
  const std::vector<std::pair<std::string, std::string>> lists = {
      {"compute-resource list", "No compute resources."},
      {"compute-resource list -p team-a", "No compute resources for project team-a."},
      {"secret list -p team-a", "No secrets in project team-a."},
      {"secret list -A", "No secrets."},
      {"volume list -p team-a", "No volumes in project team-a."},
      {"profile list", "No hardware profiles."},
      {"department list", "No departments."},
      {"daemon token list", "No tokens."},
  };
  for (const auto& [line, said] : lists) {
    CAPTURE(line);
    Run quiet = run_gpuq(d, line + " -q");
    CHECK(quiet.code == 0);
    CHECK(quiet.out.empty());
    CHECK(quiet.err == said + "\n");
    Run table = run_gpuq(d, line);
    CHECK(table.code == 0);
    CHECK(table_rows(table.out).size() <= 1);  // the header alone
    CHECK(table.err == said + "\n");
  }
  Run json = run_gpuq(d, "secret list -p team-a --json");
  CHECK(json.out == "[]\n");
  CHECK(json.err == "No secrets in project team-a.\n");

  REQUIRE(run_gpuq(d, "secret create hf-token -p team-a --value abc").code == 0);
  Run one = run_gpuq(d, "secret list -p team-a -q");
  CHECK(one.out == "hf-token\n");
  CHECK(one.err.empty());
  // -q prints names whatever the format, as workload list does.
  CHECK(run_gpuq(d, "secret list -p team-a -q --json").out == "hf-token\n");
  REQUIRE(run_gpuq(d, "compute-resource create one-gpu --gpu-devices 1").code == 0);
  CHECK(run_gpuq(d, "compute-resource list -q --json").out == "one-gpu\n");
  CHECK(run_gpuq(d, "secret list -p team-a").err.empty());
}

TEST_CASE("project list marks the default project, unknown flags are named as typed") {
  Daemon d;
  d.start();
  d.project("team-a", 2);
  d.project("team-b", 2);
  REQUIRE(run_gpuq(d, "project set team-b").code == 0);
  const auto rows = table_rows(run_gpuq(d, "project list").out);
  REQUIRE(rows.size() == 3);
  CHECK(rows[1][0] == "team-a");
  CHECK(rows[2][0] == "team-b (default)");
  CHECK(run_gpuq(d, "project list -q").out == "team-a\nteam-b\n");

  Run typo = run_gpuq(d, "submit x -p team-a --gpuu 1 -- sh -c true");
  CHECK(typo.code == 2);
  CHECK(contains(typo.err,
                 "gpuq: error: unknown flag '--gpuu' for 'gpuq submit'; did you mean "
                 "'--gpu'?\n"));
  Run port = run_gpuq(d, "workspace submit nb --no-such-flag 8888");
  CHECK(port.code == 2);
  CHECK(contains(port.err, "unknown flag '--no-such-flag' for 'gpuq workspace submit'\n"));
  Run elsewhere = run_gpuq(d, "workload list --completions 2");
  CHECK(contains(elsewhere.err,
                 "unknown flag '--completions' for 'gpuq workload list'; it is a "
                 "flag of 'gpuq submit', 'gpuq training submit' and others\n"));
  Run word = run_gpuq(d, "workload list extra");
  CHECK(contains(word.err, "unexpected argument 'extra' for 'gpuq workload list'"));
}

TEST_CASE("a GPU memory request reads as memory in human sizes: reasons, describe, tables") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  REQUIRE(run_gpuq(d, "submit hog -p team-a -g 4 -- sleep 600").code == 0);
  REQUIRE(run_gpuq(d, "workload wait hog -p team-a --for running").code == 0);
  REQUIRE(run_gpuq(d, "submit m -p team-a --gpu-memory 20615843020 -- sleep 600").code == 0);
  REQUIRE(Daemon::eventually(
      [&] { return contains(d.workload("m").value("phaseMessage", ""), "GPU memory"); }));
  const std::string described = run_gpuq(d, "workload describe m -p team-a").out;
  CHECK(contains(described, "needs 19Gi of GPU memory on one device"));
  CHECK(contains(described, "Requested:     GPU memory 19Gi per pod"));
  CHECK_FALSE(contains(described, "20615843020"));
  const auto rows = table_rows(
      run_gpuq(d, "workload list -p team-a --columns 'Workload,GPU Req.,GPUs Alloc. (Req.)'").out);
  REQUIRE(rows.size() == 3);
  CHECK(rows[2] == std::vector<std::string>{"m", "19Gi", "0 (19Gi)"});
  REQUIRE(run_gpuq(d, "workload delete -y hog m -p team-a").code == 0);
}
