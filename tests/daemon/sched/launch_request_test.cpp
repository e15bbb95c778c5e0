// What a pod is started with: its allocation in CUDA_VISIBLE_DEVICES and
// the GPUQ_* names, whatever the submitter's environment said.
#include <doctest/doctest.h>

#include <unistd.h>

#include <algorithm>
#include <string>

#include "tests/daemon/sched/loop_fixture.h"

namespace gpuq::daemon::test {
namespace {

std::string env_of(const LaunchRequest& r, const std::string& name) {
  auto it = std::find_if(r.environment.begin(), r.environment.end(),
                         [&](const auto& e) { return e.first == name; });
  REQUIRE_MESSAGE(it != r.environment.end(), name << " is not set");
  return it->second;
}

}  // namespace

TEST_CASE("launch request: what the daemon sets wins over the user's environment, PATH aside") {
  LoopFixture f;
  f.project("team-a", 2);
  const std::string id = f.submit("t1", "team-a", {{"gpuDevicesRequest", 1}},
                                  {{"environmentVariables",
                                    {{"CUDA_VISIBLE_DEVICES", "0,1,2,3"},
                                     {"CUDA_DEVICE_ORDER", "FASTEST_FIRST"},
                                     {"GPUQ_POD", "someone-else"},
                                     {"GPUQ_ANYTHING", "x"},
                                     {"PATH", "/home/u/venv/bin:/usr/bin"},
                                     {"FOO", "bar"}}}});
  f.ticks(3);
  auto alive = f.alive_of(id);
  REQUIRE(alive.size() == 1);
  const LaunchRequest& r = alive[0].request;
  const Pod pod = f.workload(id).pods[0];
  const std::string uuid =
      f.service->gpus().devices()[static_cast<std::size_t>(pod.devices[0].index)].uuid;
  CHECK(env_of(r, "CUDA_VISIBLE_DEVICES") == uuid);
  CHECK(env_of(r, "CUDA_DEVICE_ORDER") == "PCI_BUS_ID");
  CHECK(env_of(r, "GPUQ_POD") == "t1-0");
  CHECK(std::none_of(r.environment.begin(), r.environment.end(),
                     [](const auto& e) { return e.first == "GPUQ_ANYTHING"; }));
  CHECK(env_of(r, "PATH") == "/home/u/venv/bin:/usr/bin");
  CHECK(env_of(r, "FOO") == "bar");
  int cuda = 0;
  for (const auto& e : r.environment) cuda += e.first == "CUDA_VISIBLE_DEVICES";
  CHECK(cuda == 1);
}

TEST_CASE("launch request: a gang's pods get rendezvous variables, a sweep's pods do not") {
  State state;
  Workload w;
  w.id = "0a1b";
  w.name = "g";
  w.parallelism = w.completions = 2;
  w.run.argv = {"true"};
  w.run.uid = ::geteuid();
  w.run.gid = ::getegid();
  for (int i = 0; i < 2; ++i) {
    Pod p;
    p.index = p.completion_index = i;
    w.pods.push_back(p);
  }
  DaemonConfig config;
  w.min_available = 2;  // a gang: all or none
  const LaunchRequest gang = launch_request_for(state, w, w.pods[1], config, "/tmp");
  CHECK(env_of(gang, "WORLD_SIZE") == "2");
  CHECK(env_of(gang, "RANK") == "1");
  CHECK(env_of(gang, "MASTER_ADDR") == "127.0.0.1");
  w.min_available = 1;  // a sweep: independent runs
  const LaunchRequest sweep = launch_request_for(state, w, w.pods[1], config, "/tmp");
  CHECK(env_of(sweep, "JOB_COMPLETION_INDEX") == "1");
  CHECK(std::none_of(sweep.environment.begin(), sweep.environment.end(),
                     [](const auto& e) { return e.first == "WORLD_SIZE" || e.first == "RANK"; }));
}

}  // namespace gpuq::daemon::test
