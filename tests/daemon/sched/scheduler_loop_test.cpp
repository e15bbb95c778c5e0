// The scheduler loop with the fake clock, the fake process runner and the
// memory store: starts, suspend and resume in every order against the
// pod's exit, eviction with its grace period, pipelined starts, deletes.
// Retries and restarts have files of their own. Nothing sleeps.
#include <doctest/doctest.h>
#include <signal.h>

#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "tests/daemon/sched/loop_fixture.h"

namespace gpuq::daemon::test {
namespace {

using OnTerm = FakeProcessRunner::OnTerm;

}  // namespace

TEST_CASE("scheduler loop: a submitted training starts once and runs") {
  LoopFixture f;
  f.project("team-a", 2);
  const std::string id = f.submit("t1", "team-a");
  CHECK(f.phase(id) == "Pending");
  f.ticks(3);
  CHECK(f.runner.starts() == 1);
  check_runs_once(f, id);
  CHECK(has_event(f, id, "Scheduled"));
  CHECK(has_event(f, id, "Started"));
  f.run_for(5);
  CHECK(f.runner.starts() == 1);  // a running pod is left alone
  check_runs_once(f, id);
}

TEST_CASE("scheduler loop: suspend stops the pod with SIGTERM, resume starts it again") {
  LoopFixture f;
  f.project("team-a", 2);
  const std::string id = f.submit("t1", "team-a");
  f.ticks(3);
  const pid_t first = f.workload(id).pods[0].pid;
  REQUIRE(first > 0);

  REQUIRE(f.service->suspend(f.admin, id));
  CHECK(f.phase(id) == "Stopped");
  f.ticks(3);
  auto signals = f.runner.signals();
  REQUIRE(signals.size() == 1);
  CHECK(signals[0].id.pid == first);
  CHECK(signals[0].signal == SIGTERM);
  CHECK(f.alive_of(id).empty());
  CHECK(f.workload(id).pods[0].phase == PodPhase::pending);
  CHECK(f.workload(id).pods[0].devices.empty());
  CHECK(f.phase(id) == "Stopped");
  f.run_for(3);
  CHECK(f.runner.starts() == 1);  // stays stopped

  REQUIRE(f.service->resume(f.admin, id));
  CHECK(has_event(f, id, "Resumed", "resumed by admin; waiting for the scheduler"));
  f.ticks(3);
  CHECK(f.runner.starts() == 2);
  check_runs_once(f, id);
  CHECK(f.workload(id).pods[0].pid != first);
}

TEST_CASE("scheduler loop: a resume before the pod stopped says that it keeps running") {
  LoopFixture f;
  f.project("team-a", 2);
  const std::string id = f.submit("t1", "team-a");
  f.ticks(3);
  REQUIRE(f.service->suspend(f.admin, id));
  REQUIRE(f.service->resume(f.admin, id));
  CHECK(f.phase(id) == "Running");
  CHECK(has_event(f, id, "Resumed", "resumed by admin; its pods had not stopped yet"));
  f.run_for(2);
  CHECK(f.runner.starts() == 1);
  check_runs_once(f, id);
}

// Every order of: the suspend, ticks of the loop, the suspended pod's exit
// (when its process ends on SIGTERM in its own time), and the resume. Each
// order must end with the workload running exactly once again, on a
// device nobody else holds, whatever the process does with SIGTERM.
TEST_CASE("scheduler loop: suspend, the pod's exit and resume in every order run it again") {
  struct Case {
    std::string steps;  // S suspend, R resume, T tick, X the signalled process exits
    OnTerm on_term;
    bool fractional;
  };
  std::vector<Case> cases;
  for (OnTerm on_term : {OnTerm::exit_now, OnTerm::exit_when_told, OnTerm::ignore}) {
    for (bool fractional : {false, true}) {
      for (int n = 0; n <= 4; ++n) {
        for (int bits = 0; bits < (1 << n); ++bits) {
          std::string middle;
          for (int i = 0; i < n; ++i) middle += (bits >> i) & 1 ? 'X' : 'T';
          for (int s = 0; s <= n; ++s) {
            for (int r = s; r <= n; ++r) {
              std::string steps =
                  middle.substr(0, s) + "S" + middle.substr(s, r - s) + "R" + middle.substr(r);
              cases.push_back({steps, on_term, fractional});
            }
          }
        }
      }
    }
  }
  for (const Case& c : cases) {
    CAPTURE(c.steps);
    CAPTURE(static_cast<int>(c.on_term));
    CAPTURE(c.fractional);
    LoopFixture f(/*gpus=*/2, /*grace_s=*/5);
    f.runner.set_on_term(c.on_term);
    f.project("team-b", 2);
    const nlohmann::json compute = c.fractional ? nlohmann::json{{"gpuPortionRequest", 0.25}}
                                                : nlohmann::json{{"gpuDevicesRequest", 1}};
    const std::string id = f.submit("s0", "team-b", compute);
    // Neighbours that share (or fill) the other devices.
    for (int i = 1; i <= (c.fractional ? 3 : 1); ++i) {
      f.submit("s" + std::to_string(i), "team-b", compute);
    }
    f.ticks(3);
    check_runs_once(f, id);
    const int starts_before = f.runner.starts();

    for (char step : c.steps) {
      switch (step) {
        case 'S':
          REQUIRE(f.service->suspend(f.admin, id));
          break;
        case 'R':
          REQUIRE(f.service->resume(f.admin, id));
          break;
        case 'T':
          f.tick();
          break;
        case 'X':
          f.runner.finish_signalled();
          break;
      }
    }
    // Then the world goes on: signalled processes end, grace periods pass.
    for (int second = 0; second < 10; ++second) {
      f.runner.finish_signalled();
      f.run_for(1);
    }
    check_runs_once(f, id);
    check_devices_not_overcommitted(f);
    CHECK(f.runner.starts() - starts_before <= 1);
    for (int i = 1; i <= (c.fractional ? 3 : 1); ++i) {
      auto other = f.service->workload("s" + std::to_string(i), "team-b");
      REQUIRE(other.has_value());
      check_runs_once(f, other->id);
    }
    if (f.workload(id).pods[0].attempts > 1) CHECK(has_event(f, id, "Stopped"));
  }
}

TEST_CASE("scheduler loop: a suspend and resume while the pod is being started") {
  for (bool resume_too : {false, true}) {
    CAPTURE(resume_too);
    LoopFixture f;
    f.project("team-a", 2);
    const std::string id = f.submit("t1", "team-a");
    f.runner.on_next_start([&] {
      REQUIRE(f.service->suspend(f.admin, id));
      if (resume_too) REQUIRE(f.service->resume(f.admin, id));
    });
    f.ticks(3);
    if (resume_too) {
      check_runs_once(f, id);
      CHECK(f.runner.starts() == 1);
    } else {
      CHECK(f.phase(id) == "Stopped");
      CHECK(f.alive_of(id).empty());  // started, then stopped at once
      REQUIRE(f.service->resume(f.admin, id));
      f.ticks(3);
      check_runs_once(f, id);
      CHECK(f.runner.starts() == 2);
    }
  }
}

TEST_CASE("scheduler loop: an evicted pod gets SIGTERM, then SIGKILL after its grace period") {
  LoopFixture f(/*gpus=*/2, /*grace_s=*/10);
  f.runner.set_on_term(OnTerm::ignore);
  f.project("team-a", 0);
  f.project("team-b", 2);
  const std::string a1 = f.submit("a1", "team-a");
  const std::string a2 = f.submit("a2", "team-a");
  f.ticks(3);
  check_runs_once(f, a1);
  check_runs_once(f, a2);  // over quota: borrows the idle devices

  const std::string b1 = f.submit("b1", "team-b", {{"gpuDevicesRequest", 2}});
  f.ticks(3);
  auto sigterms = f.runner.signals();
  REQUIRE(sigterms.size() == 2);
  for (const auto& s : sigterms) CHECK(s.signal == SIGTERM);
  CHECK(f.alive_of(b1).empty());  // waits for the devices to be released
  CHECK(has_event(f, a1, "Reclaimed", "reclaimed by team-b/b1:"));  // by name, not by id

  f.clock.advance(9'000);
  f.ticks(2);
  CHECK(f.runner.signals().size() == 2);  // inside the grace period
  f.run_for(2);
  int kills = 0;
  for (const auto& s : f.runner.signals()) kills += s.signal == SIGKILL;
  CHECK(kills == 2);
  CHECK(has_event(f, a1, "Killed", "grace period of 10s"));
  f.ticks(3);
  check_runs_once(f, b1);
  check_devices_not_overcommitted(f);
  CHECK(f.alive_of(a1).empty());
  CHECK(f.alive_of(a2).empty());
  CHECK(f.workload(a1).pods[0].phase == PodPhase::pending);
}

TEST_CASE("scheduler loop: a pipelined pod starts once every device it was given is released") {
  LoopFixture f(/*gpus=*/2, /*grace_s=*/30);
  f.runner.set_on_term(OnTerm::exit_when_told);
  f.project("team-a", 0);
  f.project("team-b", 2);
  const std::string a1 = f.submit("a1", "team-a");
  const std::string a2 = f.submit("a2", "team-a");
  f.ticks(3);
  const pid_t p1 = f.workload(a1).pods[0].pid;
  const pid_t p2 = f.workload(a2).pods[0].pid;
  const std::string b1 = f.submit("b1", "team-b", {{"gpuDevicesRequest", 2}});
  f.ticks(3);
  REQUIRE(f.runner.signals().size() == 2);
  CHECK(f.workload(b1).pods[0].phase == PodPhase::starting);  // placed on devices in release
  CHECK(has_event(f, b1, "Scheduled", "starts once they are released"));

  REQUIRE(f.runner.finish(p1, 143));  // the first ends on its SIGTERM
  f.run_for(2);
  CHECK(f.alive_of(b1).empty());  // one of its two devices is still held
  CHECK(f.workload(b1).pods[0].phase == PodPhase::starting);

  REQUIRE(f.runner.finish(p2, 143));
  f.ticks(3);  // at once, not at the next cycle
  check_runs_once(f, b1);
  check_devices_not_overcommitted(f);
  CHECK(f.runner.starts() == 3);
  for (const auto& s : f.runner.signals()) CHECK(s.signal == SIGTERM);  // no SIGKILL needed
}

TEST_CASE("scheduler loop: deleting a running workload stops its pod and removes it") {
  LoopFixture f;
  f.project("team-a", 2);
  const std::string id = f.submit("t1", "team-a");
  f.ticks(3);
  REQUIRE(f.service->delete_workload(f.admin, id));
  f.ticks(3);
  CHECK(f.runner.alive().empty());
  CHECK_FALSE(f.service->workload(id).has_value());
}

TEST_CASE(
    "scheduler loop: a pod whose log directory cannot be made fails its start, the loop goes on") {
  LoopFixture f;
  f.project("team-a", 2);
  // A file where the logs' directory should be: creating it fails.
  std::ofstream(f.state_dir() + "/logs") << "not a directory";
  const std::string id =
      f.submit("t1", "team-a", {{"gpuDevicesRequest", 1}}, {{"backoffLimit", 0}});
  CHECK_NOTHROW(f.ticks(3));
  CHECK(f.runner.starts() == 0);
  CHECK(f.phase(id) == "Failed");
  CHECK(has_event(f, id, "Exited", "could not start"));
  CHECK(f.workload(id).pods[0].devices.empty());
}

TEST_CASE("scheduler loop: an evicted pod still holding its GPU shows its workload Releasing") {
  LoopFixture f(/*gpus=*/1, /*grace_s=*/30);
  f.runner.set_on_term(FakeProcessRunner::OnTerm::ignore);
  f.project("team-a", 0);
  f.project("team-b", 1);
  const std::string a = f.submit("a", "team-a");
  f.ticks(3);
  const std::string b = f.submit("b", "team-b");
  f.ticks(3);
  REQUIRE(f.workload(a).pods[0].phase == PodPhase::releasing);
  CHECK(f.phase(a) == "Releasing");  // not Pending: it holds the GPU
  f.run_for(31);
  CHECK(f.phase(a) == "Pending");
  check_runs_once(f, b);
}

TEST_CASE("scheduler loop: a grace period above the policy's maximum is refused or cut") {
  LoopFixture f;
  f.project("team-a", 2);
  // At submit: a 400 naming the field.
  HttpRequest r;
  r.method = "POST";
  r.path = "/api/v1/workloads/trainings";
  r.unix_socket = true;
  r.peer_uid = ::geteuid();
  r.peer_gid = ::getegid();
  r.body = nlohmann::json{{"name", "slow"},
                          {"projectId", "team-a"},
                          {"spec",
                           {{"command", "sleep 600"}, {"terminationGracePeriodSeconds", 31536000}}}}
               .dump();
  HttpResponse refused = f.api(r);
  CHECK(refused.status == 400);
  CHECK(refused.body.find("spec.terminationGracePeriodSeconds") != std::string::npos);
  CHECK(refused.body.find("at most 300s") != std::string::npos);

  // A workload stored with a year (before the maximum existed) gets 300 s.
  f.runner.set_on_term(FakeProcessRunner::OnTerm::ignore);
  const std::string id = f.submit("old", "team-a");
  f.ticks(3);
  REQUIRE(f.service->write([&](State& state, Store& store) -> core::Result<void> {
    Workload& w = state.workloads[*state.find_workload(id)];
    w.termination_grace_s = 31536000;
    return store.put_workload(w);
  }));
  REQUIRE(f.service->delete_workload(f.admin, id));
  f.run_for(299);
  CHECK(f.alive_of(id).size() == 1);
  f.run_for(3);
  CHECK(f.alive_of(id).empty());
  CHECK(f.runner.signals().back().signal == SIGKILL);
  CHECK_FALSE(f.service->workload(id).has_value());  // deleted once its pod ended
}

TEST_CASE("scheduler loop: delete --force kills at once, and only administrators may") {
  LoopFixture f(4, /*grace_s=*/30);
  f.runner.set_on_term(FakeProcessRunner::OnTerm::ignore);
  f.project("team-a", 2);
  const std::string id = f.submit("t1", "team-a");
  f.ticks(3);
  Caller someone{12345, 12345, "someone", {}, false};
  auto refused = f.service->delete_workload(someone, id, /*force=*/true);
  REQUIRE_FALSE(refused.has_value());
  CHECK(refused.error().code == core::Error::Code::permission_denied);

  REQUIRE(f.service->delete_workload(f.admin, id));  // a plain delete: SIGTERM, ignored
  f.ticks(3);
  REQUIRE(f.alive_of(id).size() == 1);
  REQUIRE(f.service->delete_workload(f.admin, id, /*force=*/true));  // then forced
  CHECK(has_event(f, id, "Deleting", "forced: SIGKILL now"));
  f.ticks(3);
  CHECK(f.alive_of(id).empty());
  CHECK(f.runner.signals().back().signal == SIGKILL);
  f.ticks(3);
  CHECK_FALSE(f.service->workload(id).has_value());
}

TEST_CASE("scheduler loop: a deleted workload's logs go with it") {
  LoopFixture f;
  f.project("team-a", 2);
  const std::string id = f.submit("t1", "team-a");
  f.ticks(3);
  const std::filesystem::path logs = f.state_dir() + "/logs";
  auto alive = f.alive_of(id);
  REQUIRE(alive.size() == 1);
  CHECK(alive[0].request.log_path == (logs / (id + ".0.log")).string());
  CHECK(alive[0].request.exit_path == (logs / (id + ".0.exit")).string());
  std::ofstream(logs / (id + ".0.log")) << "output\n";
  std::ofstream(logs / (id + ".0.exit")) << "0\n";  // where the log keeps no attributes
  // The layout of an earlier version: a directory per workload.
  std::filesystem::create_directories(logs / id);
  std::ofstream(logs / id / "0.log") << "older output\n";
  REQUIRE(f.service->delete_workload(f.admin, id));
  f.ticks(3);
  CHECK_FALSE(f.service->workload(id).has_value());
  CHECK_FALSE(std::filesystem::exists(logs / (id + ".0.log")));
  CHECK_FALSE(std::filesystem::exists(logs / (id + ".0.exit")));
  CHECK_FALSE(std::filesystem::exists(logs / id));

  // Deleted before any pod ran: nothing to wait for, removed at once.
  const std::string done =
      f.submit("t2", "team-a", {{"gpuDevicesRequest", 1}}, {{"backoffLimit", 0}});
  f.ticks(3);
  alive = f.alive_of(done);
  REQUIRE(alive.size() == 1);
  std::ofstream(alive[0].request.log_path) << "output\n";
  REQUIRE(f.runner.finish(alive[0].id.pid, 0));
  f.ticks(3);
  REQUIRE(std::filesystem::exists(alive[0].request.log_path));
  REQUIRE(f.service->delete_workload(f.admin, done));
  CHECK_FALSE(std::filesystem::exists(alive[0].request.log_path));
  // The directory every workload's logs share stays.
  CHECK(std::filesystem::is_directory(logs));
}

}  // namespace gpuq::daemon::test
