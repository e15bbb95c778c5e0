// Host ports in the scheduler loop, with a port probe of the test's own: a
// pod that cannot have its ports waits and says why (once, not every retry),
// and one user's pods hold at most kMaxHostPortsPerUser of them.
#include <doctest/doctest.h>

#include "daemon/service/host_ports.h"
#include "tests/daemon/sched/loop_fixture.h"

namespace gpuq::daemon::test {
namespace {

nlohmann::json ports_spec(int first, int count) {
  nlohmann::json ports = nlohmann::json::array();
  for (int i = 0; i < count; ++i) ports.push_back({{"container", first + i}});
  return {{"ports", ports}};
}

int events_of(LoopFixture& f, const std::string& id, const std::string& type) {
  auto events = f.service->events(id, 0);
  REQUIRE(events.has_value());
  int n = 0;
  for (const Event& e : *events) n += e.type == type ? 1 : 0;
  return n;
}

}  // namespace

TEST_CASE("ports: a pod whose ports are all taken waits, says why, and says it once") {
  LoopFixture f;
  f.configure([](DaemonConfig& c) {
    c.port_range_first = 31000;
    c.port_range_last = 31001;
  });
  f.service->set_port_probe([](int) { return true; });
  f.project("team-a", 4);
  const std::string hog = f.submit("hog", "team-a", {{"gpuDevicesRequest", 0}},
                                   ports_spec(31000, 3));  // 31000, 31001 and 31002
  f.tick();
  REQUIRE(f.phase(hog) == "Running");
  const std::string late =
      f.submit("late", "team-a", {{"gpuDevicesRequest", 0}}, ports_spec(31002, 1));
  f.tick();
  CHECK(f.phase(late) == "Pending");
  CHECK(f.workload(late).phase_message.str() ==
        "no free host port for pod port 31002: 31002 is taken and so is every port of "
        "31000-31001; trying again in 10s");
  f.clock.advance(11'000);
  f.ticks(3);
  CHECK(f.phase(late) == "Pending");
  CHECK(events_of(f, late, "PortsTaken") == 1);
}

TEST_CASE("ports: one user's pods hold at most kMaxHostPortsPerUser host ports") {
  LoopFixture f;
  f.configure([](DaemonConfig& c) {
    c.port_range_first = 40000;
    c.port_range_last = 49999;
  });
  f.service->set_port_probe([](int) { return true; });
  f.project("team-a", 4);
  const int workloads = static_cast<int>(kMaxHostPortsPerUser) / 16;
  for (int i = 0; i < workloads; ++i) {
    f.submit("w" + std::to_string(i), "team-a", {{"gpuDevicesRequest", 0}},
             ports_spec(20000 + 16 * i, 16));
  }
  f.tick();
  const std::string one_more =
      f.submit("over", "team-a", {{"gpuDevicesRequest", 0}}, ports_spec(30000, 1));
  f.tick();
  CHECK(f.phase(f.service->workload("w0")->id) == "Running");
  CHECK(f.phase(one_more) == "Pending");
  CHECK(f.workload(one_more).phase_message.str() ==
        f.workload(one_more).submitted_by + "'s pods would hold more than " +
            std::to_string(kMaxHostPortsPerUser) +
            " host ports, the most one user may; trying again in 10s");
}

}  // namespace gpuq::daemon::test
