// Minimum runtime in the daemon: the last start it records (and keeps over a
// restart), the settings of the policy, the projects and the node pools, and
// the cycle that runs when a protection ends. On a fake clock: "60 s" pass
// in ticks, not in a sleep.
#include <doctest/doctest.h>

#include "tests/daemon/sched/loop_fixture.h"

namespace gpuq::daemon::test {
namespace {

// Ticks until the clock reaches `ms` (each tick is 50 ms of fake time).
void tick_until(LoopFixture& f, int64_t ms) {
  while (f.clock.now_ms() < ms) f.tick();
}

bool running(const LoopFixture& f, const std::string& id) { return f.phase(id) == "Running"; }

}  // namespace

TEST_CASE("loop: a job under reclaim_min_runtime 60s is reclaimed only after 60 s") {
  LoopFixture f(2, /*grace_s=*/1);
  f.configure([](DaemonConfig& c) { c.policy.reclaim_min_runtime_s = 60; });
  f.project("a", 1);
  f.project("b", 1);
  const std::string b1 = f.submit("b1", "b");
  const std::string b2 = f.submit("b2", "b");  // over b's quota: a is idle
  f.run_for(1);
  REQUIRE(running(f, b1));
  REQUIRE(running(f, b2));
  const int64_t started = std::max(f.workload(b1).last_start_at, f.workload(b2).last_start_at);
  CHECK(f.workload(b1).last_start_at > 0);

  f.run_for(10);  // b's jobs started 10 s ago when a asks for its quota
  const std::string a1 = f.submit("a1", "a");
  f.run_for(1);
  CHECK(f.phase(a1) == "Pending");
  const std::string why = f.workload(a1).phase_message.str();
  CHECK_MESSAGE(why.find("protected for") != std::string::npos, why);
  CHECK_MESSAGE(why.find("b/b") != std::string::npos, why);
  // The workload says until when it is protected, as Run:ai shows it.
  nlohmann::json detail = f.call("GET", "/api/v1/workloads/" + b2, nullptr, 200);
  CHECK(detail["guaranteedRuntimeEndsAt"].is_string());
  CHECK(detail["lastStartedAt"].is_string());

  // Up to the last tick before start + 60 s nothing is taken from b.
  const int64_t ends = ((started + 999) / 1000 + 60) * 1000;
  tick_until(f, ends - 50);
  CHECK(running(f, b1));
  CHECK(running(f, b2));
  CHECK(f.phase(a1) == "Pending");

  // Then one of b's jobs goes, and a's runs on its GPU.
  f.run_for(3);
  CHECK(running(f, a1));
  CHECK(running(f, b1) != running(f, b2));
  const std::string victim = running(f, b1) ? b2 : b1;
  CHECK(has_event(f, victim, "Reclaimed"));
  check_devices_not_overcommitted(f);
}

TEST_CASE("loop: the end of a protection runs a cycle then, not at the next periodic one") {
  LoopFixture f(2, /*grace_s=*/1);
  f.configure([](DaemonConfig& c) { c.policy.reclaim_min_runtime_s = 60; });
  f.project("a", 1);
  f.project("b", 1);
  const std::string b1 = f.submit("b1", "b");
  const std::string b2 = f.submit("b2", "b");
  f.run_for(1);
  const int64_t started = std::max(f.workload(b1).last_start_at, f.workload(b2).last_start_at);
  const std::string a1 = f.submit("a1", "a");
  const int64_t ends = ((started + 999) / 1000 + 60) * 1000;
  tick_until(f, ends - 100);
  // A change forces a cycle 100 ms before the end; the next periodic one is
  // a second after it.
  f.call("PUT", "/api/v1/org-unit/projects/a", {{"description", "waiting"}}, 200);
  f.tick();
  CHECK(f.phase(a1) == "Pending");
  tick_until(f, ends);
  f.loop->tick(false);  // at the end: only the protection's end can run a cycle now
  CHECK((has_event(f, b1, "Reclaimed") || has_event(f, b2, "Reclaimed")));
}

TEST_CASE("loop: a project's preemptMinRuntime holds off its own higher priority") {
  LoopFixture f(1, /*grace_s=*/1);
  f.project("team", 1);
  f.call("PUT", "/api/v1/org-unit/projects/team", {{"preemptMinRuntime", "30s"}}, 200);
  const std::string train = f.submit("train", "team");
  f.run_for(5);
  REQUIRE(running(f, train));
  nlohmann::json ws =
      f.call("POST", "/api/v1/workloads/workspaces",
             {{"name", "ws"},
              {"projectId", "team"},
              {"spec", {{"command", "sleep 600"}, {"compute", {{"gpuDevicesRequest", 1}}}}}},
             202);
  const std::string ws_id = ws.value("id", "");
  f.run_for(2);
  CHECK(f.phase(ws_id) == "Pending");
  CHECK_MESSAGE(f.workload(ws_id).phase_message.str().find("would preempt") != std::string::npos,
                f.workload(ws_id).phase_message.str());
  f.run_for(25);  // 32 s after the start
  CHECK(running(f, ws_id));
  CHECK(has_event(f, train, "Preempted"));
  // Put back to the pool's (no protection): the setting reads null again.
  nlohmann::json team =
      f.call("PUT", "/api/v1/org-unit/projects/team", {{"preemptMinRuntime", "inherit"}}, 200);
  CHECK(team["preemptMinRuntime"].is_null());
}

TEST_CASE("loop: a node pool's minGuaranteedRuntime protects, and a restart keeps the last start") {
  LoopFixture f(2, /*grace_s=*/1, /*sqlite=*/true);
  nlohmann::json pool =
      f.call("PATCH", "/api/v1/node-pools/default",
             {{"schedulingConfiguration", {{"minGuaranteedRuntime", "1m"}}}}, 200);
  CHECK(pool["schedulingConfiguration"]["minGuaranteedRuntime"] == "1m");
  f.project("a", 1);
  f.project("b", 1);
  const std::string b1 = f.submit("b1", "b");
  const std::string b2 = f.submit("b2", "b");
  f.run_for(2);
  REQUIRE(running(f, b2));
  const int64_t started = f.workload(b2).last_start_at;

  f.restart();  // the daemon goes and comes back: the pods and their last start stay
  f.run_for(1);
  CHECK(f.workload(b2).last_start_at == started);
  nlohmann::json pools = f.call("GET", "/api/v1/node-pools", nullptr, 200);
  CHECK(pools["nodepools"][0]["schedulingConfiguration"]["minGuaranteedRuntime"] == "1m");
  const std::string a1 = f.submit("a1", "a");
  f.run_for(20);
  CHECK(f.phase(a1) == "Pending");
  CHECK(running(f, b1));
  CHECK(running(f, b2));
  f.run_for(45);
  CHECK(running(f, a1));
}

TEST_CASE("loop: bad minimum runtimes are refused, naming the field") {
  LoopFixture f(1);
  f.project("team", 1);
  nlohmann::json bad =
      f.call("PUT", "/api/v1/org-unit/projects/team", {{"reclaimMinRuntime", "soon"}}, 400);
  CHECK_MESSAGE(bad.dump().find("reclaimMinRuntime") != std::string::npos, bad.dump());
  bad = f.call("PUT", "/api/v1/org-unit/projects/team", {{"preemptMinRuntime", -5}}, 400);
  CHECK_MESSAGE(bad.dump().find("preemptMinRuntime") != std::string::npos, bad.dump());
  bad = f.call("PATCH", "/api/v1/node-pools/default",
               {{"schedulingConfiguration", {{"minGuaranteedRuntime", "10"}}}}, 400);
  CHECK_MESSAGE(bad.dump().find("minGuaranteedRuntime") != std::string::npos, bad.dump());
  f.call("PATCH", "/api/v1/node-pools/gpus-nowhere",
         {{"schedulingConfiguration", {{"minGuaranteedRuntime", "1h"}}}}, 404);
  f.call("PATCH", "/api/v1/node-pools/default", {{"placementStrategy", "spread"}}, 400);
}

}  // namespace gpuq::daemon::test
