// gpuq workload list/describe/delete/suspend/resume, the typed groups and
// logs, run as the real binary against a real daemon.
#include <doctest/doctest.h>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "cli_fixture.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::Run;
using gpuq::test::run_gpuq;
using gpuq::test::table_rows;
using nlohmann::json;

TEST_CASE("workload list prints the server's JSON and YAML, names with -q, pages") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  d.project("team-b", 4);
  REQUIRE(run_gpuq(d, "training submit t1 -p team-a -g 1 -- sleep 600").code == 0);
  REQUIRE(run_gpuq(d, "workspace submit w1 -p team-a -g 0.5 -- sleep 600").code == 0);
  REQUIRE(run_gpuq(d, "inference submit i1 -p team-b -- sleep 600").code == 0);
  REQUIRE(Daemon::eventually([&] { return d.phase("w1") == "Running"; }));

  Run j = run_gpuq(d, "workload list -A --json");
  REQUIRE(j.code == 0);
  json items = json::parse(j.out);
  REQUIRE(items.is_array());
  REQUIRE(items.size() == 3);
  CHECK(items[0]["name"] == "t1");
  CHECK(items[0]["projectName"] == "team-a");
  CHECK(items[1]["type"] == "Workspace");
  CHECK(items[1]["allocatedResources"]["gpu"] == 0.5);

  Run y = run_gpuq(d, "workload list -p team-b --yaml");
  CHECK(y.code == 0);
  CHECK(contains(y.out, "name: i1"));
  CHECK(!contains(y.out, "name: t1"));

  Run q = run_gpuq(d, "-q workload list -A");
  CHECK(q.out == "t1\nw1\ni1\n");
  CHECK(run_gpuq(d, "workload list -A -q --limit 2").out == "t1\nw1\n");
  CHECK(run_gpuq(d, "workload list -A -q --offset 1").out == "w1\ni1\n");
  CHECK(run_gpuq(d, "workload list -A -q --type inference").out == "i1\n");
  CHECK(run_gpuq(d, "workspace list -A -q").out == "w1\n");
  CHECK(run_gpuq(d, "workload list -A -q --status running").out == "t1\nw1\ni1\n");
  CHECK(run_gpuq(d, "workload list -A -q --status Pending").out.empty());

  Run cols =
      run_gpuq(d, "workload list -A --columns 'workload,preemptible,gpu alloc.' --no-headers");
  CHECK(cols.code == 0);
  auto rows = table_rows(cols.out);
  REQUIRE(rows.size() == 3);
  CHECK(rows[0] == std::vector<std::string>{"t1", "yes", "1"});
  CHECK(rows[1] == std::vector<std::string>{"w1", "no", "0.5"});
  CHECK(rows[2] == std::vector<std::string>{"i1", "no", "0"});

  // "name", as other lists and the API call it.
  CHECK(table_rows(run_gpuq(d, "workload list -A --columns name,user --no-headers").out)[0][0] ==
        "t1");
  Run bad_column = run_gpuq(d, "workload list --columns Workload,Bogus");
  CHECK(bad_column.code == 2);
  CHECK(contains(bad_column.err, "Bogus"));
}

TEST_CASE("describe shows pods and devices, -o json is the server's answer") {
  Daemon d;
  d.start();
  d.project("team-a", 2);
  REQUIRE(run_gpuq(d, "submit a1 -p team-a -g 1 -e EPOCHS=3 -- sleep 600").code == 0);
  REQUIRE(Daemon::eventually([&] { return d.phase("a1") == "Running"; }));
  Run t = run_gpuq(d, "workload describe a1 -p team-a");
  CHECK(t.code == 0);
  CHECK(contains(t.out, "Name:          a1"));
  CHECK(contains(t.out, "Status:        Running"));
  CHECK(contains(t.out, "Command:       sleep 600"));
  CHECK(contains(t.out, "Pods:"));
  CHECK(contains(t.out, "a1-0"));
  CHECK(contains(t.out, "GPU 0"));
  CHECK(contains(t.out, "Events:"));
  Run j = run_gpuq(d, "training describe a1 -o json");
  REQUIRE(j.code == 0);
  json w = json::parse(j.out);
  CHECK(w["name"] == "a1");
  CHECK(w["pods"][0]["devices"][0]["uuid"] == "GPU-00000000-0000-0000-0000-000000000000");
  CHECK(w["events"].size() >= 1);
  CHECK(contains(run_gpuq(d, "workload describe a1 --yaml").out, "name: a1"));

  Run wrong = run_gpuq(d, "workspace describe a1");
  CHECK(wrong.code == 1);
  CHECK(contains(wrong.err, "it is a training"));
  Run missing = run_gpuq(d, "workload describe nope -p team-a");
  CHECK(missing.code == 1);
  CHECK(contains(missing.err, "nope"));
}

TEST_CASE("describe shows the newest 50 events of a sweep, --event-limit others") {
  Daemon d;
  d.start();
  d.project("team-a", 2);
  // 20 runs: Submitted, then Scheduled, Started and Exited each.
  REQUIRE(run_gpuq(d, "submit s1 -p team-a --completions 20 --parallelism 2 -- true").code == 0);
  REQUIRE(Daemon::eventually([&] { return d.phase("s1") == "Completed"; }));
  Run t = run_gpuq(d, "workload describe s1 -p team-a");
  REQUIRE(t.code == 0);
  CHECK(contains(t.out, "Events (the newest 50 of 61; --event-limit -1 shows them all):"));
  CHECK(!contains(t.out, "s1 submitted by"));
  Run all = run_gpuq(d, "workload describe s1 -p team-a --event-limit -1");
  CHECK(contains(all.out, "\nEvents:\n"));
  CHECK(contains(all.out, "s1 submitted by"));
  Run two = run_gpuq(d, "describe job s1 -p team-a --event-limit 2");
  CHECK(contains(two.out, "Events (the newest 2 of 61;"));
  // The header, the table's own and two rows; which two depends on the order the pods ended.
  const std::string events = two.out.substr(std::min(two.out.find("Events ("), two.out.size()));
  CHECK(std::count(events.begin(), events.end(), '\n') == 4);
  Run json_all = run_gpuq(d, "workload describe s1 -p team-a -o json");
  CHECK(json::parse(json_all.out)["events"].size() == 61);  // the flag is the table's
  Run bad = run_gpuq(d, "workload describe s1 --event-limit -2");
  CHECK(bad.code == 2);
  CHECK(contains(bad.err, "--event-limit: must be -1 or more, got -2"));
}

TEST_CASE("suspend and resume and delete through the typed and generic groups") {
  Daemon d;
  d.start();
  d.project("team-a", 2);
  REQUIRE(run_gpuq(d, "training submit s -p team-a -g 1 -- sleep 600").code == 0);
  REQUIRE(Daemon::eventually([&] { return d.phase("s") == "Running"; }));
  Run s = run_gpuq(d, "training suspend s");
  CHECK(s.code == 0);
  CHECK(s.out == "Workload s is being suspended.\n");
  CHECK(Daemon::eventually([&] { return d.phase("s") == "Stopped"; }));
  // Twice: an error as resume of a running one is, and no second event.
  Run again = run_gpuq(d, "workload suspend s");
  CHECK(again.code == 1);
  CHECK(contains(again.err, "s is suspended already"));
  CHECK(run_gpuq(d, "workload list --status Suspended -q -p team-a").out == "s\n");
  CHECK(run_gpuq(d, "workload resume s").code == 0);
  Run resumed = run_gpuq(d, "workload resume s");
  CHECK(resumed.code == 1);
  CHECK(contains(resumed.err, "s is not suspended"));
  CHECK(Daemon::eventually([&] { return d.phase("s") == "Running"; }));
  CHECK(run_gpuq(d, "workspace suspend s").code == 1);  // not a workspace

  // Without a terminal and without -y nothing is deleted.
  Run refused = run_gpuq(d, "workload delete s");
  CHECK(refused.code == 2);
  CHECK(contains(refused.err, "-y"));
  CHECK(d.phase("s") == "Running");
  Run del = run_gpuq(d, "training delete -y s nope");
  CHECK(del.code == 1);  // nope fails, s is deleted
  CHECK(del.out == "Workload s is being deleted.\n");
  CHECK(contains(del.err, "nope"));
}

TEST_CASE("a NAME that could never name a workload is a usage error, not another route") {
  // "" reached the list route (describe -o json printed every workload),
  // "a/logs" the logs of a, and wait '' waited for ever.
  Daemon d;
  d.start();
  d.project("team-a", 2);
  REQUIRE(run_gpuq(d, "submit b1 -p team-a -g 1 -- true").code == 0);
  for (const std::string& command : std::vector<std::string>{
           "workload describe '' -p team-a -o json", "workload describe b1/events -p team-a",
           "workload wait '' -p team-a", "logs '' -p team-a", "workload delete -y '' -p team-a",
           "delete job '' -p team-a", "exec '' -p team-a -- true",
           "workload describe " + std::string(300, 'a') + " -p team-a"}) {
    CAPTURE(command);
    Run r = run_gpuq(d, command);
    CHECK(r.code == 2);
    CHECK(contains(r.err, "gpuq: error: NAME: expected a workload name or id, got "));
    CHECK(r.out.empty());
  }
  CHECK(run_gpuq(d, "workload describe b1 -p team-a").code == 0);
}

TEST_CASE("logs: all, the tail, timestamps, -f until the pod ends") {
  Daemon d;
  d.start();
  d.project("team-a", 2);
  REQUIRE(
      run_gpuq(d, "submit l -p team-a -- sh -c 'echo one; echo two; sleep 1; echo three'").code ==
      0);
  Run f = run_gpuq(d, "logs l -f", 20);
  CHECK(f.code == 0);
  CHECK(f.out == "one\ntwo\nthree\n");
  REQUIRE(Daemon::eventually([&] { return d.phase("l") == "Completed"; }));
  CHECK(run_gpuq(d, "logs l").out == "one\ntwo\nthree\n");
  CHECK(run_gpuq(d, "logs l --tail 1").out == "three\n");
  CHECK(run_gpuq(d, "training logs l -t 2 --pod 0").out == "two\nthree\n");
  Run ts = run_gpuq(d, "logs l --timestamps");
  CHECK(ts.code == 0);
  CHECK(contains(ts.out, "one"));
  CHECK(ts.out != "one\ntwo\nthree\n");
  CHECK(run_gpuq(d, "logs l --tail -5").code == 2);
  CHECK(run_gpuq(d, "workspace logs l").code == 1);
}

TEST_CASE("workload list --watch lists again until interrupted") {
  Daemon d;
  d.start();
  d.project("team-a", 1);
  REQUIRE(run_gpuq(d, "submit a1 -p team-a -g 1 -- sleep 600").code == 0);
  Run w = run_gpuq(d, "workload list -A --watch --watch-interval 0.2", 1.5);
  std::size_t headers = 0;
  for (const std::string& line : w.lines()) headers += line.rfind("Workload", 0) == 0;
  CHECK(headers >= 2);
}

TEST_CASE(
    "a project that does not exist is an error on list as on submit, named by its flag once") {
  Daemon d;
  d.start();
  d.project("team-a", 1);
  Run list = run_gpuq(d, "workload list -p team-zz");
  CHECK(list.code == 1);
  CHECK(contains(list.err, "no project or department team-zz"));
  Run submit = run_gpuq(d, "submit x -p team-zz -- true");
  CHECK(submit.code == 1);
  // Named by the flag that chooses it, once.
  CHECK(contains(submit.err, "gpuq: error: no project team-zz (field: -p)\n"));
  CHECK_FALSE(contains(submit.err, "projectId"));
  // The daemon's other fields too: the flag that was typed, never the API's name.
  Run dir = run_gpuq(d, "submit x -p team-a --working-dir /nonexistent/here -- true");
  CHECK(dir.code == 2);
  CHECK(contains(dir.err, "(field: --working-dir)"));
  CHECK_FALSE(contains(dir.err, "spec.workingDir"));
  Run pool = run_gpuq(d, "submit x -p team-a --node-pools nosuch -- true");
  CHECK(contains(pool.err, "no node pool nosuch"));
  CHECK(contains(pool.err, "(field: --node-pools)"));
  Run name = run_gpuq(d, "submit Bad -p team-a -- true");
  CHECK(name.code == 2);
  CHECK(contains(name.err, "has the upper-case letter 'B'"));
  CHECK(contains(name.err, "(field: NAME)"));
  Run prefix = run_gpuq(d, "submit -p team-a --name-prefix Bad -- true");
  CHECK(prefix.code == 2);
  CHECK(contains(prefix.err, "(field: --name-prefix)"));
  Run fine = run_gpuq(d, "workload list -p team-a");
  CHECK(fine.code == 0);
  CHECK(contains(fine.err, "No workloads in project team-a."));
}
