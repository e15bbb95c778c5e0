// gpuq logs on a sweep: every pod's lines with a [POD] prefix, --pod by
// index or name, clear errors for a bad one, and -f on a pending workload.
#include <doctest/doctest.h>

#include "cli_fixture.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::Run;
using gpuq::test::run_gpuq;

TEST_CASE("logs of a sweep: each pod's own log, prefixed, and --pod by index or name") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  Run sweep = run_gpuq(d,
                       "submit sw -p team-a -g 1 --completions 3 --parallelism 2 --wait-for "
                       "completion -- sh -c 'echo \"run $JOB_COMPLETION_INDEX of $GPUQ_POD\"'");
  REQUIRE_MESSAGE(sweep.code == 0, sweep.err);
  Run all = run_gpuq(d, "logs sw -p team-a");
  CHECK(all.code == 0);
  CHECK(all.out == "[sw-0] run 0 of sw-0\n[sw-1] run 1 of sw-1\n[sw-2] run 2 of sw-2\n");
  CHECK(run_gpuq(d, "logs sw -p team-a --pod 2").out == "run 2 of sw-2\n");
  CHECK(run_gpuq(d, "logs sw -p team-a --pod sw-1").out == "run 1 of sw-1\n");

  Run missing = run_gpuq(d, "logs sw -p team-a --pod 5");
  CHECK(missing.code == 1);
  CHECK(contains(missing.err, "sw has no pod 5 (its pods are sw-0 to sw-2) (field: --pod)"));
  Run bad = run_gpuq(d, "logs sw -p team-a --pod other-1");
  CHECK(bad.code == 2);
  CHECK(contains(bad.err, "no pod \"other-1\": give its index (0, 1, ...) or its name"));

  // One pod: no prefix.
  REQUIRE(run_gpuq(d, "submit one -p team-a --wait-for completion -- echo alone").code == 0);
  CHECK(run_gpuq(d, "logs one -p team-a").out == "alone\n");
}

TEST_CASE("logs -f on a pending workload says it waits, then follows the pod") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  REQUIRE(run_gpuq(d, "submit hog -p team-a -g 4 -- sleep 600").code == 0);
  REQUIRE(run_gpuq(d, "workload wait hog -p team-a --for running").code == 0);
  REQUIRE(run_gpuq(d, "submit later -p team-a -g 1 -- echo finally").code == 0);
  Run early = run_gpuq(d, "logs later -p team-a");
  CHECK(early.code == 1);
  CHECK(contains(early.err, "later has not started yet, so it has no log (Pending)"));
  // The hog goes while `logs -f` waits.
  Run follow = run_gpuq(d,
                        "logs later -p team-a -f & sleep 1; gpuq workload delete -y hog -p team-a "
                        ">/dev/null; wait",
                        60);
  CHECK(follow.code == 0);
  CHECK(contains(follow.err, "later is Pending"));
  CHECK(contains(follow.err, "waiting for its pod to start"));
  CHECK(follow.out == "finally\n");
}
