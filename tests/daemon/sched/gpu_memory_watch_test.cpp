#include "daemon/sched/gpu_memory_watch.h"

#include <doctest/doctest.h>

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
