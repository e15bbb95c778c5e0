#include "daemon/sched/gpu_memory_watch.h"

#include <doctest/doctest.h>
#include <signal.h>

#include "tests/daemon/sched/loop_fixture.h"

using namespace gpuq::daemon;

TEST_CASE("a fractional pod's GPU memory limit: the limit given, else its portion") {
  const int64_t device = 80LL << 30;
  Workload w;
  Pod pod;
  pod.devices = {{0, 500}};
  CHECK(gpu_memory_limit(w, pod, device) == 40LL << 30);
  w.limits.gpu_portion = 750;
  CHECK(gpu_memory_limit(w, pod, device) == 60LL << 30);
  w.limits.gpu_memory = 10LL << 30;
  CHECK(gpu_memory_limit(w, pod, device) == 10LL << 30);
}

TEST_CASE("whole devices are not watched") {
  Workload w;
  Pod pod;
  pod.devices = {{0, 1000}};
  CHECK(gpu_memory_limit(w, pod, 80LL << 30) == 0);
  pod.devices = {{0, 1000}, {1, 1000}};
  CHECK(gpu_memory_limit(w, pod, 80LL << 30) == 0);
}

namespace gpuq::daemon::test {

TEST_CASE("a fractional pod over its GPU memory is killed, counting every process of its session") {
  LoopFixture f;
  f.project("team-a", 4);
  const std::string half = f.submit("half", "team-a", {{"gpuPortionRequest", 0.5}});
  const std::string whole = f.submit("whole", "team-a", {{"gpuDevicesRequest", 1}});
  f.ticks(3);
  const Pod pod = f.workload(half).pods[0];
  REQUIRE(pod.phase == PodPhase::running);
  REQUIRE(pod.devices.size() == 1);
  const std::string uuid =
      f.service->gpus().devices()[static_cast<std::size_t>(pod.devices[0].index)].uuid;
  const Pod big = f.workload(whole).pods[0];
  const std::string big_uuid =
      f.service->gpus().devices()[static_cast<std::size_t>(big.devices[0].index)].uuid;

  // Half of an 80Gi device: 40Gi. The leader and a child it forked share it.
  const int64_t gib = int64_t{1} << 30;
  const pid_t child = f.runner.fork_child(pod.pid);
  REQUIRE(child > 0);
  f.gpu_memory->set(pod.pid, uuid, 30 * gib);
  f.gpu_memory->set(child, uuid, 10 * gib);
  f.gpu_memory->set(big.pid, big_uuid, 79 * gib);  // a whole device is not watched
  f.run_for(2);
  CHECK(f.runner.signals().empty());
  CHECK(f.alive_of(half).size() == 1);

  f.gpu_memory->set(child, uuid, 11 * gib);
  f.run_for(2);
  REQUIRE(f.runner.signals().size() == 1);
  CHECK(f.runner.signals()[0].id.pid == pod.pid);
  CHECK(f.runner.signals()[0].signal == SIGKILL);
  CHECK(has_event(f, half, "Killed", "half-0 used 41Gi of GPU memory, over its limit of 40Gi"));
  CHECK(has_event(f, half, "Exited", "exit code 137"));
  CHECK(f.alive_of(whole).size() == 1);
}

}  // namespace gpuq::daemon::test
