// The scheduler loop's retries: the back-off between failed runs, the
// backoff limit, and starts that fail.
#include <doctest/doctest.h>
#include <signal.h>

#include <string>

#include "tests/daemon/sched/loop_fixture.h"

namespace gpuq::daemon::test {

using OnTerm = FakeProcessRunner::OnTerm;

TEST_CASE("scheduler loop: a failed pod is retried after a doubling back-off, then fails") {
  LoopFixture f;
  f.project("team-a", 2);
  const std::string id =
      f.submit("t1", "team-a", {{"gpuDevicesRequest", 1}}, {{"backoffLimit", 2}});
  f.ticks(3);
  REQUIRE(f.runner.starts() == 1);
  // The default back-off: 10 s after the first failure, 20 s after the second.
  for (int failure = 1; failure <= 2; ++failure) {
    CAPTURE(failure);
    const int delay_s = failure == 1 ? 10 : 20;
    auto alive = f.alive_of(id);
    REQUIRE(alive.size() == 1);
    REQUIRE(f.runner.finish(alive[0].id.pid, 1));
    f.run_for(delay_s - 1);
    CHECK(f.runner.starts() == failure);  // still waiting
    CHECK(f.phase(id) == "Pending");
    CHECK(f.workload(id).phase_reason == "BackOff");
    CHECK(f.workload(id).phase_message.str() == "retry " + std::to_string(failure) + " of 2 in " +
                                                    std::to_string(delay_s) +
                                                    "s after exit code 1 (t1-0)");
    CHECK(f.workload(id).pods[0].retry_at > f.clock.now_ms());
    CHECK(f.workload(id).pods[0].devices.empty());  // its GPU is free meanwhile
    CHECK(has_event(f, id, "Retried", "in " + std::to_string(delay_s) + "s"));
    f.run_for(2);
    CHECK(f.runner.starts() == failure + 1);
    check_runs_once(f, id);
    CHECK(f.workload(id).pods[0].retry_at == 0);
  }
  auto alive = f.alive_of(id);
  REQUIRE(alive.size() == 1);
  REQUIRE(f.runner.finish(alive[0].id.pid, 1));
  f.ticks(3);
  CHECK(f.runner.starts() == 3);
  CHECK(f.phase(id) == "Failed");
  CHECK(f.alive_of(id).empty());
  CHECK(has_event(f, id, "Retried", "failure 2 of 2"));
  CHECK(has_event(f, id, "Failed"));
  f.run_for(30);
  CHECK(f.runner.starts() == 3);  // never again
}

TEST_CASE("scheduler loop: a pod backing off leaves its GPU to others") {
  LoopFixture f(/*gpus=*/1);
  f.project("team-a", 1);
  const std::string a = f.submit("a", "team-a", {{"gpuDevicesRequest", 1}});
  f.ticks(3);
  const std::string b = f.submit("b", "team-a", {{"gpuDevicesRequest", 1}});
  f.ticks(3);
  REQUIRE(f.phase(b) == "Pending");
  auto alive = f.alive_of(a);
  REQUIRE(alive.size() == 1);
  REQUIRE(f.runner.finish(alive[0].id.pid, 1));
  f.run_for(2);
  check_runs_once(f, b);
  CHECK(f.alive_of(a).empty());
  CHECK(f.phase(a) == "Pending");
}

TEST_CASE("scheduler loop: a retry's back-off outlasts a restart of the daemon") {
  LoopFixture f(4, 30, /*sqlite=*/true);
  f.project("team-a", 2);
  const std::string id = f.submit("t1", "team-a", {{"gpuDevicesRequest", 1}});
  f.ticks(3);
  auto alive = f.alive_of(id);
  REQUIRE(alive.size() == 1);
  REQUIRE(f.runner.finish(alive[0].id.pid, 1));
  f.run_for(3);
  f.restart();
  f.run_for(5);  // 8 s of the 10 s back-off
  CHECK(f.runner.starts() == 1);
  f.run_for(3);
  CHECK(f.runner.starts() == 2);
  check_runs_once(f, id);
}

TEST_CASE("scheduler loop: a start that fails counts as a failed run") {
  LoopFixture f;
  f.project("team-a", 2);
  f.runner.fail_next_start(core::Error{core::Error::Code::io, "fork: no memory", ""});
  const std::string id = f.submit("t1", "team-a");
  f.ticks(3);
  CHECK(has_event(f, id, "Exited", "could not start"));
  CHECK(f.phase(id) == "Pending");
  f.run_for(11);  // the next cycle after the back-off places it again
  check_runs_once(f, id);
  CHECK(f.runner.starts() == 2);
}

}  // namespace gpuq::daemon::test
