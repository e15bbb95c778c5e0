// GET /logs of a sweep with more runs than the process may open files: each
// run's log is read and closed in turn, every line prefixed with its pod.
#include <doctest/doctest.h>
#include <sys/resource.h>

#include <filesystem>
#include <fstream>
#include <functional>

#include "daemon/service/workload_phase.h"
#include "tests/daemon/sched/loop_fixture.h"

namespace gpuq::daemon::test {

TEST_CASE("sweep logs: a thousand runs read through 64 file descriptors") {
  LoopFixture f;
  f.project("team-a", 4);
  constexpr int kRuns = 1000;
  const std::string id = f.submit("sw", "team-a", {{"gpuDevicesRequest", 1}},
                                  {{"completions", kRuns}, {"parallelism", 2}});
  // Logs as this version writes them, and as an earlier one did (a
  // directory per workload), which are still read.
  std::function<std::string(int)> path_of;
  SUBCASE("one directory for all logs") {
    path_of = [&](int i) { return pod_log_file(f.service->config(), id, i); };
  }
  SUBCASE("a directory per workload, as an earlier version wrote them") {
    path_of = [&](int i) {
      return legacy_workload_log_dir(f.service->config(), id) + "/" + std::to_string(i) + ".log";
    };
  }
  std::filesystem::create_directories(std::filesystem::path(path_of(0)).parent_path());
  for (int i = 0; i < kRuns; ++i) std::ofstream(path_of(i)) << "run " << i << "\n";
  // As if every run but the last two had ended: the slots hold the last indexes.
  auto ok = f.service->write([&](State& s, Store&) -> core::Result<void> {
    Workload& w = s.workloads[s.find_workload(id).value()];
    for (std::size_t k = 0; k < w.pods.size(); ++k) {
      w.pods[k].completion_index = kRuns - 2 + static_cast<int>(k);
      w.pods[k].phase = PodPhase::succeeded;
      w.pods[k].log_path = path_of(w.pods[k].completion_index);
    }
    w.succeeded = kRuns;
    w.phase = "Completed";
    return {};
  });
  REQUIRE(ok.has_value());

  rlimit low{64, 64};
  rlimit before{};
  REQUIRE(::getrlimit(RLIMIT_NOFILE, &before) == 0);
  low.rlim_max = before.rlim_max;
  REQUIRE(::setrlimit(RLIMIT_NOFILE, &low) == 0);
  HttpRequest r;
  r.method = "GET";
  r.path = "/api/v1/workloads/" + id + "/logs";
  r.unix_socket = true;
  r.peer_uid = ::geteuid();
  r.peer_gid = ::getegid();
  HttpResponse response = f.api(r);
  REQUIRE(response.stream);
  std::string out;
  for (int i = 0; i < 100000 && response.stream(out); ++i) {
  }
  ::setrlimit(RLIMIT_NOFILE, &before);
  std::size_t lines = 0;
  for (char c : out) lines += c == '\n';
  CHECK(lines == kRuns);
  CHECK(out.starts_with("[sw-0] run 0\n[sw-1] run 1\n"));
  CHECK(out.ends_with("[sw-999] run 999\n"));
}

}  // namespace gpuq::daemon::test
