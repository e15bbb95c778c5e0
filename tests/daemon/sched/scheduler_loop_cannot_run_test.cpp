// The scheduler loop and commands that cannot start (not found, not
// executable): the workload fails at once, without retries, saying why; a
// command that exits 127 itself is an ordinary failure.
#include <doctest/doctest.h>

#include <string>

#include "tests/daemon/sched/loop_fixture.h"

namespace gpuq::daemon::test {

namespace {

const std::string kNotFound = "cannot run 'python': not found in PATH (/usr/bin:/bin)";

}  // namespace

TEST_CASE("scheduler loop: a command that cannot start fails at once, with retries left") {
  LoopFixture f;
  f.project("team-a", 2);
  const std::string id =
      f.submit("t1", "team-a", {{"gpuDevicesRequest", 1}}, {{"backoffLimit", 3}});
  f.ticks(3);
  auto alive = f.alive_of(id);
  REQUIRE(alive.size() == 1);
  REQUIRE(f.runner.fail_to_start(alive[0].id.pid, kNotFound));
  f.ticks(3);
  const Workload w = f.workload(id);
  CHECK(w.phase == "Failed");
  CHECK(w.phase_reason == "CannotRun");
  CHECK(w.phase_message.str() == kNotFound);
  CHECK(w.failures == 1);
  CHECK(w.pods[0].phase == PodPhase::failed);
  CHECK(w.pods[0].exit_code == 127);
  CHECK(w.pods[0].devices.empty());
  CHECK(has_event(f, id, "Exited", "t1-0 could not start: " + kNotFound));
  CHECK(has_event(f, id, "Failed", kNotFound));
  CHECK_FALSE(has_event(f, id, "Retried"));
  f.run_for(120);  // past any back-off
  CHECK(f.runner.starts() == 1);
  CHECK(f.phase(id) == "Failed");
}

TEST_CASE("scheduler loop: a command that exits 127 itself is retried") {
  LoopFixture f;
  f.project("team-a", 2);
  const std::string id =
      f.submit("t1", "team-a", {{"gpuDevicesRequest", 1}}, {{"backoffLimit", 3}});
  f.ticks(3);
  auto alive = f.alive_of(id);
  REQUIRE(alive.size() == 1);
  REQUIRE(f.runner.finish(alive[0].id.pid, 127));
  f.ticks(3);
  CHECK(f.phase(id) == "Pending");
  CHECK(f.workload(id).phase_reason == "BackOff");
  CHECK(has_event(f, id, "Retried", "failure 1 of 3"));
  f.run_for(11);  // the default back-off of 10 s
  CHECK(f.runner.starts() == 2);
  check_runs_once(f, id);
}

TEST_CASE("scheduler loop: a gang fails at once when one of its commands cannot start") {
  LoopFixture f;
  f.project("team-a", 2);
  const std::string id = f.submit("g", "team-a", {{"gpuDevicesRequest", 1}}, {{"parallelism", 2}});
  f.ticks(3);
  auto alive = f.alive_of(id);
  REQUIRE(alive.size() == 2);
  REQUIRE(f.runner.fail_to_start(alive[1].id.pid, kNotFound));
  f.run_for(2);
  CHECK(f.phase(id) == "Failed");
  CHECK(f.alive_of(id).empty());  // the other pod was stopped
  CHECK(f.runner.starts() == 2);
}

TEST_CASE("scheduler loop: a command that could not start while the daemon was down fails") {
  LoopFixture f(4, 30, /*sqlite=*/true);
  f.project("team-a", 2);
  const std::string id =
      f.submit("t1", "team-a", {{"gpuDevicesRequest", 1}}, {{"backoffLimit", 3}});
  f.ticks(3);
  auto alive = f.alive_of(id);
  REQUIRE(alive.size() == 1);
  REQUIRE(f.runner.end_unseen(alive[0].id.pid));
  f.runner.record_exit(alive[0].request.exit_path, 127, kNotFound);
  f.restart();
  f.run_for(30);
  const Workload w = f.workload(id);
  CHECK(w.phase == "Failed");
  CHECK(w.phase_reason == "CannotRun");
  CHECK(w.phase_message.str() == kNotFound);
  CHECK(f.runner.starts() == 1);
}

TEST_CASE("scheduler loop: an unrecorded start that could not run fails after a restart") {
  LoopFixture f(4, 30, /*sqlite=*/true);
  f.project("team-a", 2);
  const std::string id =
      f.submit("t1", "team-a", {{"gpuDevicesRequest", 1}}, {{"backoffLimit", 3}});
  f.crash_at("launch.after_start");
  CHECK_THROWS_AS(f.ticks(3), SimulatedCrash);
  auto alive = f.alive_of(id);
  REQUIRE(alive.size() == 1);
  REQUIRE(f.runner.end_unseen(alive[0].id.pid));
  f.runner.record_exit(alive[0].request.exit_path, 127, kNotFound);
  f.restart();
  f.run_for(30);
  CHECK(f.phase(id) == "Failed");
  CHECK(f.workload(id).phase_message.str() == kNotFound);
  CHECK(f.runner.starts() == 1);
}

}  // namespace gpuq::daemon::test
