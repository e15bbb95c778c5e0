// What a pod is started with: its allocation in CUDA_VISIBLE_DEVICES and
// the GPUQ_* names, whatever the submitter's environment said.
#include <doctest/doctest.h>

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

}  // namespace gpuq::daemon::test
