// gpuq workload wait and submit --wait-for, as a script uses them: the exit
// code says completed (0), failed (1), usage (2) or timed out (124).
#include <doctest/doctest.h>

#include <chrono>
#include <future>
#include <thread>

#include "cli_fixture.h"

using gpuq::test::contains;
using gpuq::test::Daemon;
using gpuq::test::Run;
using gpuq::test::run_gpuq;

TEST_CASE("submit --wait-for completion blocks until the end and exits as it ended") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  Run ok = run_gpuq(d, "submit ok -p team-a -g 1 --wait-for completion -- sh -c 'sleep 0.2'");
  CHECK_MESSAGE(ok.code == 0, ok.err);
  CHECK(contains(ok.out, "ok: Completed"));
  CHECK(d.phase("ok") == "Completed");  // it returned after the end, not at the start

  Run bad = run_gpuq(d,
                     "submit bad -p team-a --backoff-limit 0 --wait-for completion -- "
                     "sh -c 'exit 3'");
  CHECK(bad.code == 1);
  CHECK(contains(bad.err, "bad failed: bad-0 failed with exit code 3"));

  Run usage = run_gpuq(d, "submit u -p team-a --wait-for deletion -- true");
  CHECK(usage.code == 2);
  CHECK(contains(usage.err, "--wait-for: expected running or completion"));
  CHECK(run_gpuq(d, "workload list -p team-a -q").out.find("u\n") == std::string::npos);
}

TEST_CASE("workload wait: running, completion, deletion, timeout and failures") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  REQUIRE(run_gpuq(d, "submit long -p team-a -g 1 -- sleep 600").code == 0);
  Run running = run_gpuq(d, "workload wait long -p team-a --for running");
  CHECK_MESSAGE(running.code == 0, running.err);
  CHECK(contains(running.out, "long is running"));

  Run timeout = run_gpuq(d, "workload wait long -p team-a --timeout 1s");
  CHECK(timeout.code == 124);
  CHECK(contains(timeout.err, "timed out after 1s waiting for long to complete (now Running)"));

  REQUIRE(run_gpuq(d, "submit short -p team-a -- true").code == 0);
  REQUIRE(run_gpuq(d, "submit broken -p team-a --backoff-limit 0 -- false").code == 0);
  CHECK(run_gpuq(d, "workload wait short -p team-a").code == 0);
  // Waited for to run, but done already: says so.
  Run done = run_gpuq(d, "workload wait short -p team-a --for running");
  CHECK(done.code == 0);
  CHECK(done.out == "short completed\n");
  Run failed = run_gpuq(d, "workload wait short broken -p team-a");
  CHECK(failed.code == 1);
  CHECK(contains(failed.err, "broken failed"));

  // Deleted while waited for completion: it never will.
  REQUIRE(run_gpuq(d, "submit gone -p team-a -- sleep 600").code == 0);
  REQUIRE(run_gpuq(d, "workload wait gone -p team-a --for running").code == 0);
  REQUIRE(run_gpuq(d, "workload delete -y gone -p team-a").code == 0);
  Run deleted = run_gpuq(d, "workload wait gone -p team-a");
  CHECK(deleted.code == 1);
  CHECK((contains(deleted.err, "gone was deleted") || contains(deleted.err, "no workload gone")));

  REQUIRE(run_gpuq(d, "workload delete -y long -p team-a").code == 0);
  Run removed = run_gpuq(d, "workload wait long -p team-a --for deletion --timeout 30s");
  CHECK_MESSAGE(removed.code == 0, removed.err);
  CHECK(contains(removed.out, "long is deleted"));

  Run missing = run_gpuq(d, "workload wait nosuch -p team-a");
  CHECK(missing.code == 1);
  CHECK(contains(missing.err, "gpuq: error: no workload nosuch in project team-a"));
  CHECK(run_gpuq(d, "workload wait long --for sometime").code == 2);
  CHECK(run_gpuq(d, "workload wait long --timeout soon").code == 2);
}

TEST_CASE("submit --wait returns when a pod that failed at once waits to be retried") {
  // Without this the wait lasted through every retry's back-off (minutes).
  // A look may still catch the pod in the millisecond it runs: then the
  // wait is over as Running, exit 0, as asked. Either way it returns
  // before the first retry (the workload is still Pending, not Failed).
  Daemon d;
  d.start();
  d.project("team-a", 4);
  auto ended_early = [&](const Run& r, const std::string& name) {
    CAPTURE(r.out);
    CAPTURE(r.err);
    if (r.code == 0) return contains(r.out, name + ": Running");
    return r.code == 1 &&
           contains(r.err, "gpuq: error: " + name + " ran and failed; retry 1 of ") &&
           contains(r.err, "after exit code 3");
  };
  CHECK(ended_early(run_gpuq(d, "submit quick -p team-a --wait -- sh -c 'exit 3'"), "quick"));
  CHECK(d.phase("quick") == "Pending");
  CHECK(ended_early(run_gpuq(d, "submit quick2 -p team-a --wait-for running -- sh -c 'exit 3'"),
                    "quick2"));
  CHECK(d.phase("quick2") == "Pending");
  // A sweep whose pods succeed at once ran, as asked.
  Run sweep = run_gpuq(d, "submit sweep -p team-a --completions 3 --wait -- true");
  CHECK_MESSAGE(sweep.code == 0, sweep.err);
}

TEST_CASE("a wait goes on across a kill -9 and restart of the daemon") {
  Daemon d;
  d.start();
  d.project("team-a", 4);
  // --wait-for: the daemon answered the submit, so the wait has heard it
  // before it is killed, whenever its first poll comes.
  auto waiting = std::async(std::launch::async, [&] {
    return run_gpuq(d, "submit long -p team-a --wait-for completion -- sleep 4", 60);
  });
  REQUIRE(Daemon::eventually([&] { return d.phase("long") == "Running"; }));
  d.kill9();
  std::this_thread::sleep_for(std::chrono::milliseconds(1000));
  d.start();
  Run w = waiting.get();
  CHECK_MESSAGE(w.code == 0, w.err);
  CHECK(contains(w.err, "gpuq: the daemon does not answer ("));
  CHECK(contains(w.err, "gpuq: the daemon answers again"));
  CHECK(d.phase("long") == "Completed");
  // A daemon that is not there at the start is an error at once.
  d.stop();
  Run none = run_gpuq(d, "workload wait long -p team-a --timeout 60s");
  CHECK(none.code == 1);
  CHECK(!contains(none.err, "waiting for it to come back"));
}
