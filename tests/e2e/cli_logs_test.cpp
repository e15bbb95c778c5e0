// gpuq logs on a sweep: every pod's lines with a [POD] prefix, --pod by
// index or name, clear errors for a bad one, -f on a pending workload, and
// -f across a restart of the daemon.
#include <doctest/doctest.h>

#include <chrono>
#include <future>
#include <thread>

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
  // The same command under `gpuq workload`, as under each type.
  CHECK(run_gpuq(d, "workload logs sw -p team-a --pod 1").out == "run 1 of sw-1\n");

  Run missing = run_gpuq(d, "logs sw -p team-a --pod 5");
  CHECK(missing.code == 1);
  CHECK(contains(missing.err, "sw has no pod 5 (its pods are sw-0 to sw-2) (field: --pod)"));
  Run bad = run_gpuq(d, "logs sw -p team-a --pod other-1");
  CHECK(bad.code == 2);
  CHECK(contains(bad.err, "no pod \"other-1\" in sw: give an index or a name (sw-0 to sw-2)"));

  // One pod: no prefix.
  REQUIRE(run_gpuq(d, "submit one -p team-a --wait-for completion -- echo alone").code == 0);
  CHECK(run_gpuq(d, "logs one -p team-a").out == "alone\n");
}

TEST_CASE("logs --pod takes a distributed training's pods by role, as describe names them") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  Run ddp = run_gpuq(d,
                     "training pytorch submit ddp -p team-a --workers 2 --wait-for completion -- "
                     "sh -c 'echo \"rank $RANK\"'");
  REQUIRE_MESSAGE(ddp.code == 0, ddp.err);
  CHECK(run_gpuq(d, "logs ddp -p team-a --pod ddp-master-0").out == "rank 0\n");
  CHECK(run_gpuq(d, "logs ddp -p team-a --pod worker-1").out == "rank 2\n");
  CHECK(run_gpuq(d, "training logs ddp -p team-a --pod ddp-worker-0").out == "rank 1\n");
  CHECK(run_gpuq(d, "logs ddp -p team-a --pod 2").out == "rank 2\n");
  Run bad = run_gpuq(d, "logs ddp -p team-a --pod worker-7");
  CHECK(bad.code == 2);
  CHECK(contains(bad.err,
                 "no pod \"worker-7\" in ddp: give an index or a name (ddp-master-0, "
                 "ddp-worker-0, ddp-worker-1) (field: --pod)"));
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

  // Deleted while followed, pending or running: said, and exit 1.
  REQUIRE(run_gpuq(d, "submit hog2 -p team-a -g 4 -- sleep 600").code == 0);
  REQUIRE(run_gpuq(d, "workload wait hog2 -p team-a --for running").code == 0);
  REQUIRE(run_gpuq(d, "submit never -p team-a -g 4 -- echo never").code == 0);
  Run gone = run_gpuq(d,
                      "logs never -p team-a -f & sleep 1; gpuq workload delete -y never -p "
                      "team-a >/dev/null; wait $!",
                      60);
  CHECK(gone.code == 1);
  CHECK(contains(gone.err, "waiting for its pod to start"));
  CHECK(contains(gone.err, "never was deleted; its log ends here"));
  CHECK(gone.out.empty());
}

TEST_CASE("logs -f goes on across a restart of the daemon, each line once") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  // One pod (no prefix) and a sweep of two at once (prefixed), each writing
  // a line every 0.2 s for about 8 s: the followers have long started when
  // the daemon is killed, and the pods run on through the restart.
  const std::string lines = "-- sh -c 'for i in $(seq 40); do echo line $i; sleep 0.2; done'";
  REQUIRE(run_gpuq(d, "submit one -p team-a " + lines).code == 0);
  REQUIRE(run_gpuq(d, "submit two -p team-a --completions 2 --parallelism 2 " + lines).code == 0);
  auto one =
      std::async(std::launch::async, [&] { return run_gpuq(d, "logs one -p team-a -f", 60); });
  auto two =
      std::async(std::launch::async, [&] { return run_gpuq(d, "logs two -p team-a -f", 60); });
  REQUIRE(Daemon::eventually(
      [&] { return contains(run_gpuq(d, "logs one -p team-a").out, "line 5\n"); }));
  d.kill9();
  std::this_thread::sleep_for(std::chrono::milliseconds(800));
  d.start();
  Run a = one.get();
  CHECK_MESSAGE(a.code == 0, a.err);
  CHECK(contains(a.err, "gpuq: the daemon does not answer ("));
  CHECK(contains(a.err, "gpuq: the daemon answers again"));
  std::string expected;
  for (int i = 1; i <= 40; ++i) expected += "line " + std::to_string(i) + "\n";
  CHECK(a.out == expected);
  Run b = two.get();
  CHECK_MESSAGE(b.code == 0, b.err);
  CHECK(contains(b.err, "gpuq: the daemon answers again"));
  for (const char* pod : {"[two-0] ", "[two-1] "}) {
    std::string mine;
    for (std::size_t at = 0, nl; (nl = b.out.find('\n', at)) != std::string::npos; at = nl + 1) {
      if (b.out.compare(at, std::string(pod).size(), pod) == 0) {
        mine += b.out.substr(at + std::string(pod).size(), nl + 1 - at - std::string(pod).size());
      }
    }
    CAPTURE(pod);
    CHECK(mine == expected);
  }
}
