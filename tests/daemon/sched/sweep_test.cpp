// --completions with --parallelism: independent runs, as a Kubernetes
// Indexed Job's pods. Each index runs until it succeeds once, under its own
// name, log and JOB_COMPLETION_INDEX; a failed run is retried with the same
// index; the pods are no gang and get no rendezvous variables.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <string>

#include "tests/daemon/sched/loop_fixture.h"

namespace gpuq::daemon::test {
namespace {

std::string env_or(const LaunchRequest& r, const std::string& name, const std::string& absent) {
  auto it = std::find_if(r.environment.begin(), r.environment.end(),
                         [&](const auto& e) { return e.first == name; });
  return it == r.environment.end() ? absent : it->second;
}

}  // namespace

TEST_CASE("sweep: 4 completions 2 at a time run indexes 0-3 once each, failures keep theirs") {
  LoopFixture f;
  f.project("team-a", 4);
  const std::string id = f.submit("sw", "team-a", {{"gpuDevicesRequest", 1}},
                                  {{"completions", 4}, {"parallelism", 2}});
  std::map<std::string, int> successes;  // index -> successful runs
  std::vector<std::string> started;      // the index of every start, in order
  bool failed_once = false;
  for (int round = 0; round < 40 && f.phase(id) != "Completed"; ++round) {
    f.ticks(2);
    auto alive = f.alive_of(id);
    CHECK(alive.size() <= 2);  // --parallelism
    for (const auto& p : alive) {
      const std::string index = env_or(p.request, "JOB_COMPLETION_INDEX", "?");
      CHECK(env_or(p.request, "GPUQ_POD_INDEX", "?") == index);
      CHECK(env_or(p.request, "GPUQ_POD", "?") == "sw-" + index);
      CHECK(p.request.log_path.ends_with("/" + id + "." + index + ".log"));
      CHECK(env_or(p.request, "WORLD_SIZE", "none") == "none");
      CHECK(env_or(p.request, "RANK", "none") == "none");
      started.push_back(index);
      // Index 1 fails its first run: it is retried as index 1.
      const int code = index == "1" && !failed_once ? 3 : 0;
      failed_once = failed_once || code != 0;
      if (code == 0) successes[index] += 1;
      f.runner.finish(p.id.pid, code);
    }
    f.run_for(30);  // past the retry back-off
  }
  CHECK(f.phase(id) == "Completed");
  CHECK(successes == std::map<std::string, int>{{"0", 1}, {"1", 1}, {"2", 1}, {"3", 1}});
  CHECK(std::count(started.begin(), started.end(), "1") == 2);
  CHECK(started.size() == 5);
  const Workload w = f.workload(id);
  CHECK(w.succeeded == 4);
  CHECK(w.min_available == 1);
  // A slot's starts are those of the index it runs, not of all it ran.
  for (const Pod& p : w.pods) {
    CAPTURE(p.completion_index);
    CHECK(p.attempts == (p.completion_index == 1 ? 2 : 1));
  }
}

TEST_CASE("sweep: one at a time, each index's starts are its own") {
  LoopFixture f;
  f.project("team-a", 4);
  const std::string id = f.submit("seq", "team-a", {{"gpuDevicesRequest", 1}},
                                  {{"completions", 3}, {"parallelism", 1}});
  for (int round = 0; round < 10 && f.phase(id) != "Completed"; ++round) {
    f.ticks(2);
    for (const auto& p : f.alive_of(id)) f.runner.finish(p.id.pid, 0);
  }
  CHECK(f.phase(id) == "Completed");
  const Pod last = f.workload(id).pods.at(0);
  CHECK(last.completion_index == 2);
  CHECK(last.attempts == 1);  // was 3: every index's start counted on the slot
}

TEST_CASE("sweep: the index survives a restart, and no index runs twice") {
  LoopFixture f(4, 30, /*sqlite=*/true);
  f.project("team-a", 4);
  const std::string id = f.submit("sw", "team-a", {{"gpuDevicesRequest", 1}},
                                  {{"completions", 3}, {"parallelism", 1}});
  f.ticks(3);
  auto alive = f.alive_of(id);
  REQUIRE(alive.size() == 1);
  f.runner.finish(alive[0].id.pid, 0);
  f.ticks(3);
  alive = f.alive_of(id);
  REQUIRE(alive.size() == 1);
  CHECK(env_or(alive[0].request, "JOB_COMPLETION_INDEX", "?") == "1");
  f.restart();
  f.ticks(3);
  alive = f.alive_of(id);
  REQUIRE(alive.size() == 1);  // adopted, not started again
  CHECK(env_or(alive[0].request, "JOB_COMPLETION_INDEX", "?") == "1");
  CHECK(f.workload(id).pods[0].completion_index == 1);
  f.runner.finish(alive[0].id.pid, 0);
  f.ticks(3);
  alive = f.alive_of(id);
  REQUIRE(alive.size() == 1);
  CHECK(env_or(alive[0].request, "JOB_COMPLETION_INDEX", "?") == "2");
  f.runner.finish(alive[0].id.pid, 0);
  f.ticks(3);
  CHECK(f.phase(id) == "Completed");
  CHECK(f.workload(id).succeeded == 3);
}

}  // namespace gpuq::daemon::test
