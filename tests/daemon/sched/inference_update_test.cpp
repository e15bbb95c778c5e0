// A rolling update of an inference (PATCH /api/v1/workloads/inferences/{id}):
// its running pods stop with SIGTERM (SIGKILL after their grace period) and
// start again, once each, with the new spec; what waits takes the new spec
// when it is placed; a crash between the commit and the signal loses
// nothing.
#include <doctest/doctest.h>
#include <signal.h>

#include <algorithm>

#include "tests/daemon/sched/loop_fixture.h"

namespace gpuq::daemon::test {
namespace {

using nlohmann::json;
using OnTerm = FakeProcessRunner::OnTerm;

std::string submit_inference(LoopFixture& f, const std::string& name, int gpus = 1) {
  const json body = {
      {"name", name},
      {"projectId", "team-a"},
      {"spec",
       {{"command", "serve --port 8000"},
        {"environmentVariables",
         {{{"name", "MODEL"}, {"value", "small"}}, {{"name", "BATCH"}, {"value", "8"}}}},
        {"compute", {{"gpuDevicesRequest", gpus}}}}}};
  return f.call("POST", "/api/v1/workloads/inferences", body, 202).value("id", "");
}

json update(LoopFixture& f, const std::string& id, const json& spec, int expected = 202) {
  return f.call("PATCH", "/api/v1/workloads/inferences/" + id, {{"spec", spec}}, expected);
}

std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : " ") + w;
  return out;
}

std::string env_of(const LaunchRequest& r, const std::string& name) {
  for (const auto& [n, v] : r.environment) {
    if (n == name) return v;
  }
  return "(unset)";
}

int count_signals(const LoopFixture& f, int signal) {
  int n = 0;
  for (const auto& s : f.runner.signals()) n += s.signal == signal;
  return n;
}

}  // namespace

TEST_CASE("inference update: the running pod restarts once with the new command, env and GPUs") {
  LoopFixture f;
  f.project("team-a", 2);
  const std::string id = submit_inference(f, "serve");
  f.ticks(3);
  check_runs_once(f, id);
  const pid_t first = f.workload(id).pods[0].pid;

  const json out = update(f, id,
                          {{"command", "serve --port 9000"},
                           {"environmentVariables", {{{"name", "BATCH"}, {"value", "16"}}}},
                           {"compute", {{"gpuDevicesRequest", 2}}}});
  CHECK(out.value("name", "") == "serve");
  CHECK(has_event(f, id, "Updated", "; 1 pod restarts with the new spec"));
  f.ticks(4);
  REQUIRE(count_signals(f, SIGTERM) == 1);
  CHECK(f.runner.signals()[0].id.pid == first);
  CHECK(f.runner.starts() == 2);
  check_runs_once(f, id);
  const Workload w = f.workload(id);
  CHECK(w.pods[0].pid != first);
  CHECK(w.pods[0].devices.size() == 2);
  const auto alive = f.alive_of(id);
  REQUIRE(alive.size() == 1);
  CHECK(joined(alive[0].request.argv).find("serve --port 9000") != std::string::npos);
  CHECK(env_of(alive[0].request, "BATCH") == "16");
  CHECK(env_of(alive[0].request, "MODEL") == "small");  // merged by name, not replaced
  CHECK(has_event(f, id, "Stopped"));
  f.run_for(3);
  CHECK(f.runner.starts() == 2);  // once
}

TEST_CASE("inference update: a pod that ignores SIGTERM is killed after its grace period") {
  LoopFixture f(4, /*grace_s=*/10);
  f.runner.set_on_term(OnTerm::ignore);
  f.project("team-a", 2);
  const std::string id = submit_inference(f, "serve");
  f.ticks(3);
  update(f, id, {{"image", "vllm/vllm-openai:v0.6.0"}});
  f.ticks(2);
  CHECK(count_signals(f, SIGTERM) == 1);
  CHECK(f.workload(id).pods[0].phase == PodPhase::releasing);
  CHECK(f.runner.starts() == 1);  // the new pod waits for the old one to end
  f.run_for(11);
  CHECK(count_signals(f, SIGKILL) == 1);
  f.ticks(3);
  CHECK(f.runner.starts() == 2);
  check_runs_once(f, id);
  check_devices_not_overcommitted(f);
}

TEST_CASE("inference update: a pending pod takes the new spec when it is placed") {
  LoopFixture f(/*gpus=*/2);
  f.project("team-a", 2);
  const std::string hog = submit_inference(f, "hog", /*gpus=*/1);
  f.ticks(3);
  const std::string id = submit_inference(f, "serve", /*gpus=*/2);
  f.ticks(3);
  REQUIRE(f.phase(id) == "Pending");  // one GPU is free, it asks for two
  update(f, id, {{"compute", {{"gpuDevicesRequest", 1}}}, {"command", "serve --small"}});
  CHECK(has_event(f, id, "Updated", "its pods start with the new spec"));
  f.ticks(3);
  check_runs_once(f, id);
  check_runs_once(f, hog);
  CHECK(f.runner.signals().empty());
  CHECK(joined(f.alive_of(id)[0].request.argv).find("serve --small") != std::string::npos);
}

TEST_CASE("inference update: what it may not change, and who may not change it") {
  LoopFixture f;
  f.project("team-a", 2);
  const std::string id = submit_inference(f, "serve");
  f.ticks(3);

  json e = update(f, id, {{"parallelism", 2}}, 400);
  CHECK(e.value("field", "") == "spec.parallelism");
  e = f.call("PATCH", "/api/v1/workloads/inferences/" + id,
             {{"projectId", "team-b"}, {"spec", {{"image", "x"}}}}, 400);
  CHECK(e.value("field", "") == "projectId");
  e = update(f, id, {{"compute", {{"gpuDevicesRequest", 8}}}}, 409);
  CHECK(e.value("message", "").find("could never run on this machine") != std::string::npos);
  e = update(f, id, {{"environmentVariables", {{{"value", "1"}}}}}, 400);
  CHECK(e.value("field", "") == "spec.environmentVariables[0].name");
  e = update(f, id, json::object(), 400);
  CHECK(e.value("field", "") == "spec");
  f.call("PATCH", "/api/v1/workloads/inferences/nope", {{"spec", {{"image", "x"}}}}, 404);
  const std::string training = f.submit("t1", "team-a");
  f.call("PATCH", "/api/v1/workloads/trainings/" + training, {{"spec", {{"image", "x"}}}}, 405);

  Caller bob{1002, 1002, "bob", {}, false};
  auto refused = f.service->update_workload(bob, id, f.workload(id));
  REQUIRE_FALSE(refused.has_value());
  CHECK(refused.error().code == core::Error::Code::permission_denied);

  f.ticks(3);
  CHECK(f.runner.signals().empty());  // nothing refused restarted anything
  CHECK(f.runner.starts() == 2);      // serve and t1, once each
  CHECK_FALSE(has_event(f, id, "Updated"));
}

TEST_CASE("inference update: a crash after the commit still restarts the pod once") {
  LoopFixture f(4, /*grace_s=*/10, /*sqlite=*/true);
  f.runner.set_on_term(OnTerm::ignore);
  f.project("team-a", 2);
  const std::string id = submit_inference(f, "serve");
  f.ticks(3);
  f.crash_at("update.after_commit");
  CHECK_THROWS_AS(f.service->update_workload(f.admin, id,
                                             [&] {
                                               Workload draft = f.workload(id);
                                               draft.run.argv = {"sh", "-c", "serve --v2"};
                                               return draft;
                                             }()),
                  SimulatedCrash);
  CHECK(f.runner.signals().empty());  // died before the signal
  f.restart();
  CHECK(f.workload(id).pods[0].phase == PodPhase::releasing);
  f.run_for(12);  // the grace period runs out: SIGKILL, then the new start
  CHECK(count_signals(f, SIGKILL) == 1);
  f.ticks(3);
  CHECK(f.runner.starts() == 2);
  check_runs_once(f, id);
  CHECK(joined(f.alive_of(id)[0].request.argv).find("serve --v2") != std::string::npos);
}

}  // namespace gpuq::daemon::test

namespace gpuq::daemon::test {

TEST_CASE("inference update: an update while the pod is being started restarts it once") {
  LoopFixture f(4, /*grace_s=*/10);
  f.project("team-a", 2);
  const std::string id = submit_inference(f, "serve");
  // The launch has copied its request (the old spec) when the update lands.
  f.runner.on_next_start([&] {
    REQUIRE(f.workload(id).pods[0].phase == PodPhase::starting);
    update(f, id, {{"command", "serve --v2"}, {"compute", {{"gpuDevicesRequest", 2}}}});
  });
  f.tick();  // placed and launched
  // What was started runs the old spec: it is stopped, holding its device
  // until it is gone, and never counted as the pod's run of the new spec.
  const Workload w = f.workload(id);
  CHECK(w.pods[0].phase == PodPhase::releasing);
  CHECK(w.pods[0].devices.size() == 1);
  CHECK(count_signals(f, SIGTERM) == 1);
  CHECK(has_event(f, id, "Stopped", "was started with the spec before an update"));
  f.ticks(4);
  CHECK(f.runner.starts() == 2);
  check_runs_once(f, id);
  check_devices_not_overcommitted(f);
  CHECK(f.workload(id).pods[0].devices.size() == 2);
  CHECK(joined(f.alive_of(id)[0].request.argv).find("serve --v2") != std::string::npos);
}

TEST_CASE("inference update: a failing inference, fixed, starts afresh without its back-off") {
  LoopFixture f;
  f.project("team-a", 2);
  const std::string id = submit_inference(f, "serve");
  f.ticks(3);
  REQUIRE(f.runner.finish(f.workload(id).pods[0].pid, 1));
  f.ticks(2);
  REQUIRE(f.workload(id).failures == 1);
  REQUIRE(f.workload(id).pods[0].retry_at > 0);  // waiting out its back-off
  update(f, id, {{"command", "serve --fixed"}});
  const Workload w = f.workload(id);
  CHECK(w.failures == 0);
  CHECK(w.pods[0].retry_at == 0);
  f.ticks(3);
  check_runs_once(f, id);
  CHECK(joined(f.alive_of(id)[0].request.argv).find("serve --fixed") != std::string::npos);
}

TEST_CASE(
    "inference update: a neighbour learns nothing of the spec, an administrator not root "
    "cannot make root's pods run a new command") {
  LoopFixture f;
  f.project("team-a", 2);
  const std::string id = submit_inference(f, "serve");  // by root: its pods run as root
  f.ticks(3);
  Caller bob{1002, 1002, "bob", {}, false};
  Caller admin_bob = bob;
  admin_bob.admin = true;
  Workload draft = f.workload(id);
  draft.run.argv = {"sh", "-c", "id"};
  auto refused = f.service->update_workload(admin_bob, id, draft);
  REQUIRE_FALSE(refused.has_value());
  CHECK(refused.error().code == core::Error::Code::permission_denied);
  CHECK(refused.error().message == "pods never run as root unless root starts them");
  CHECK(f.runner.signals().empty());
}

}  // namespace gpuq::daemon::test
