// The scheduler loop across a restart of the daemon, and across a crash at
// each step of a launch: pods are adopted, never started twice, and the
// exits that happened meanwhile count once.
#include <doctest/doctest.h>
#include <signal.h>

#include <string>

#include "tests/daemon/sched/loop_fixture.h"

namespace gpuq::daemon::test {

using OnTerm = FakeProcessRunner::OnTerm;

TEST_CASE("scheduler loop: after a restart a running pod is adopted, not started again") {
  LoopFixture f(4, 30, /*sqlite=*/true);
  f.project("team-a", 2);
  const std::string id = f.submit("t1", "team-a");
  f.ticks(3);
  const pid_t pid = f.workload(id).pods[0].pid;
  REQUIRE(pid > 0);
  f.restart();
  f.run_for(3);
  CHECK(f.runner.starts() == 1);
  check_runs_once(f, id);
  CHECK(f.workload(id).pods[0].pid == pid);
  bool adopted = false;
  for (const auto& p : f.runner.alive()) adopted = adopted || (p.id.pid == pid && p.adopted);
  CHECK(adopted);
}

TEST_CASE("scheduler loop: a pod that ended while the daemon was down gets its recorded code") {
  for (int code : {0, 3}) {
    CAPTURE(code);
    LoopFixture f(4, 30, /*sqlite=*/true);
    f.project("team-a", 2);
    const std::string id =
        f.submit("t1", "team-a", {{"gpuDevicesRequest", 1}}, {{"backoffLimit", 0}});
    f.ticks(3);
    auto alive = f.alive_of(id);
    REQUIRE(alive.size() == 1);
    REQUIRE(f.runner.end_unseen(alive[0].id.pid));
    f.runner.record_exit(alive[0].request.exit_path, code);
    f.restart();
    f.run_for(3);
    CHECK(f.phase(id) == (code == 0 ? "Completed" : "Failed"));
    CHECK(f.runner.starts() == 1);
    CHECK(f.alive_of(id).empty());
    CHECK(f.workload(id).pods[0].devices.empty());
  }
}

TEST_CASE("scheduler loop: an exit nobody recorded counts as a failure and the pod runs again") {
  LoopFixture f(4, 30, /*sqlite=*/true);
  f.project("team-a", 2);
  const std::string id = f.submit("t1", "team-a");
  f.ticks(3);
  auto alive = f.alive_of(id);
  REQUIRE(alive.size() == 1);
  REQUIRE(f.runner.end_unseen(alive[0].id.pid));
  f.restart();
  CHECK(has_event(f, id, "Exited", "its exit code is unknown"));
  f.run_for(12);  // the back-off, then a cycle
  CHECK(f.runner.starts() == 2);
  check_runs_once(f, id);
  CHECK(f.workload(id).failures == 1);
}

TEST_CASE("scheduler loop: a pod stopping across a restart is still killed after its grace") {
  LoopFixture f(4, /*grace_s=*/10, /*sqlite=*/true);
  f.runner.set_on_term(OnTerm::ignore);
  f.project("team-a", 2);
  const std::string id = f.submit("t1", "team-a");
  f.ticks(3);
  REQUIRE(f.service->suspend(f.admin, id));
  f.ticks(2);
  REQUIRE(f.workload(id).pods[0].phase == PodPhase::releasing);
  f.restart();
  f.run_for(12);
  int kills = 0;
  for (const auto& s : f.runner.signals()) kills += s.signal == SIGKILL;
  CHECK(kills == 1);
  CHECK(f.alive_of(id).empty());
  CHECK(f.phase(id) == "Stopped");
  CHECK(f.workload(id).pods[0].phase == PodPhase::pending);
}

// A crash between storing an eviction and sending its SIGTERM: the
// restarted daemon sends it, rather than leaving the pod to its SIGKILL at
// the end of the grace period with no chance to save its work.
TEST_CASE("scheduler loop: a pod evicted just before a crash gets its SIGTERM after the restart") {
  LoopFixture f(4, /*grace_s=*/30, /*sqlite=*/true);
  f.runner.set_on_term(OnTerm::exit_when_told);
  f.project("team-a", 2);
  const std::string id = f.submit("t1", "team-a", {{"gpuDevicesRequest", 4}});
  f.ticks(3);
  REQUIRE(f.alive_of(id).size() == 1);
  // A higher priority in the same project preempts it.
  f.submit("w1", "team-a", {{"gpuDevicesRequest", 1}}, {{"priorityClass", "build"}});
  f.crash_at("evict.after_commit");
  CHECK_THROWS_AS(f.ticks(3), SimulatedCrash);
  REQUIRE(f.workload(id).pods[0].phase == PodPhase::releasing);
  CHECK(f.runner.signals().empty());  // the crash came first
  f.restart();
  const auto signals = f.runner.signals();
  REQUIRE(signals.size() == 1);
  CHECK(signals[0].signal == SIGTERM);
  CHECK(signals[0].id.pid == f.alive_of(id)[0].id.pid);
}

// A crash between the fork of a pod's shim and the commit of its pid: the
// restarted daemon finds the shim by its exit file and adopts it.
TEST_CASE("scheduler loop: a pod started just before a crash is adopted, not started twice") {
  for (const char* step : {"launch.before_start", "launch.after_start", "launch.after_commit"}) {
    CAPTURE(step);
    LoopFixture f(4, 30, /*sqlite=*/true);
    f.project("team-a", 2);
    const std::string id = f.submit("t1", "team-a", {{"gpuDevicesRequest", 2}});
    f.crash_at(step);
    CHECK_THROWS_AS(f.ticks(3), SimulatedCrash);
    const int before = f.runner.starts();
    f.restart();
    f.run_for(3);
    check_runs_once(f, id);
    CHECK(f.runner.starts() == 1);  // before the fork: started after the restart
    CHECK(before == (std::string(step) == "launch.before_start" ? 0 : 1));
    CHECK(f.workload(id).pods[0].attempts == 1);
    check_devices_not_overcommitted(f);
  }
}

TEST_CASE("scheduler loop: a pod that ran and ended between a crash and the restart counts once") {
  LoopFixture f(4, 30, /*sqlite=*/true);
  f.project("team-a", 2);
  const std::string id =
      f.submit("t1", "team-a", {{"gpuDevicesRequest", 1}}, {{"backoffLimit", 0}});
  f.crash_at("launch.after_start");
  CHECK_THROWS_AS(f.ticks(3), SimulatedCrash);
  auto alive = f.runner.alive();
  REQUIRE(alive.size() == 1);
  REQUIRE(f.runner.end_unseen(alive[0].id.pid));
  f.runner.record_exit(alive[0].request.exit_path, 0);
  f.restart();
  f.run_for(3);
  CHECK(f.phase(id) == "Completed");
  CHECK(f.runner.starts() == 1);
  CHECK(has_event(f, id, "Exited", "ended while it was down"));
}

// A crash just before a retried pod's fork: the record of the run before,
// whose exit is stored already, is not taken for this run's.
TEST_CASE("scheduler loop: a crash before a retry starts counts the run before once") {
  LoopFixture f(4, 30, /*sqlite=*/true);
  f.project("team-a", 2);
  const std::string id =
      f.submit("t1", "team-a", {{"gpuDevicesRequest", 1}}, {{"backoffLimit", 3}});
  f.ticks(3);
  auto alive = f.alive_of(id);
  REQUIRE(alive.size() == 1);
  f.runner.record_exit(alive[0].request.exit_path, 3);  // as its shim does
  REQUIRE(f.runner.finish(alive[0].id.pid, 3));
  f.ticks(3);
  REQUIRE(f.workload(id).failures == 1);
  f.crash_at("launch.before_start");
  CHECK_THROWS_AS(f.run_for(12), SimulatedCrash);  // the default back-off of 10 s, then the start
  f.restart();
  f.run_for(3);
  CHECK(f.workload(id).failures == 1);
  CHECK(f.runner.starts() == 2);
  CHECK(f.alive_of(id).size() == 1);
}

namespace {

// The phase message the state database holds for workload `id`, read
// through the loop's own store (the file is locked to it).
std::string stored_message(LoopFixture& f, const std::string& id) {
  std::string message;
  const auto read = f.service->write([&](State&, Store& store) -> core::Result<void> {
    auto stored = store.load();
    if (!stored) return std::unexpected(stored.error());
    for (const Workload& w : stored->workloads) {
      if (w.id == id) message = w.phase_message.str();
    }
    return {};
  });
  REQUIRE_MESSAGE(read.has_value(), (read ? "" : read.error().to_string()));
  return message;
}

}  // namespace

TEST_CASE("scheduler loop: a pending reason is not written, and a restart gives it again") {
  // Each time the cluster fills or empties, every pending workload's reason
  // may change; writing each change rewrote the whole queue.
  LoopFixture f(/*gpus=*/1, 30, /*sqlite=*/true);
  f.project("team-a", 1);
  const std::string running = f.submit("t1", "team-a");
  f.ticks(3);
  REQUIRE(f.phase(running) == "Running");
  const std::string waiting = f.submit("t2", "team-a");
  const std::string submitted = stored_message(f, waiting);
  f.ticks(3);
  REQUIRE(f.phase(waiting) == "Pending");
  const std::string reason = f.workload(waiting).phase_message.str();
  REQUIRE_FALSE(reason.empty());
  REQUIRE(reason != submitted);
  CHECK(stored_message(f, waiting) == submitted);
  f.restart();
  f.ticks(3);
  CHECK(f.workload(waiting).phase_message.str() == reason);
  CHECK(f.phase(waiting) == "Pending");
  // It is written with the workload's next change.
  REQUIRE(f.runner.finish(f.alive_of(running).at(0).id.pid, 0));
  f.ticks(3);
  CHECK(f.phase(waiting) == "Running");
  CHECK(stored_message(f, waiting).empty());
}

}  // namespace gpuq::daemon::test
