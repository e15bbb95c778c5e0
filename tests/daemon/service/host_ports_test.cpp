// assign_ports(): the port asked for when it is free and allowed, else the
// first free one of the range; ports held by live pods, or bound by another
// program (the probe), are never handed out twice.
#include "daemon/service/host_ports.h"

#include <doctest/doctest.h>

#include <set>

#include "daemon/service/service.h"

using gpuq::daemon::assign_ports;
using gpuq::daemon::held_ports;
using gpuq::daemon::Pod;
using gpuq::daemon::PodPhase;
using gpuq::daemon::PortRange;
using gpuq::daemon::RunExtras;
using gpuq::daemon::State;
using gpuq::daemon::Workload;

namespace {

// Free unless listed as bound by someone else.
auto probe(std::set<int> bound) {
  return [bound](int port) { return !bound.contains(port); };
}

}  // namespace

TEST_CASE("host ports: asked for when free, else the range, never twice") {
  const PortRange range{30000, 30002};
  auto one = assign_ports({{8888, 0, "NodePort", ""}}, {}, range, false, probe({}));
  REQUIRE(one);
  CHECK((*one)[0].host == 8888);
  // Held by a live pod, or bound by another program: the range's first free one.
  auto held = assign_ports({{8888, 0, "", ""}}, {8888}, range, false, probe({30000}));
  REQUIRE(held);
  CHECK((*held)[0].container == 8888);
  CHECK((*held)[0].host == 30001);
  // external wins over the container port; below 1024 only when privileged.
  auto external = assign_ports({{80, 9000, "", ""}}, {}, range, false, probe({}));
  CHECK((*external)[0].host == 9000);
  CHECK((*assign_ports({{80, 0, "", ""}}, {}, range, false, probe({})))[0].host == 30000);
  CHECK((*assign_ports({{80, 0, "", ""}}, {}, range, true, probe({})))[0].host == 80);
  // Two ports of one pod, both wanting taken ports: two different ones.
  auto two = assign_ports({{1, 0, "", ""}, {2, 0, "", ""}}, {}, range, false, probe({}));
  REQUIRE(two);
  CHECK((*two)[0].host == 30000);
  CHECK((*two)[1].host == 30001);
  // Placed again, a pod gets the host port it had when that is free.
  auto again = assign_ports({{8888, 0, "", ""}}, {}, range, false, probe({}), {{8888, 30002}});
  CHECK((*again)[0].host == 30002);
  auto taken = assign_ports({{8888, 0, "", ""}}, {30002}, range, false, probe({}), {{8888, 30002}});
  CHECK((*taken)[0].host == 8888);
  // The range exhausted: an error naming it.
  auto none =
      assign_ports({{8888, 0, "", ""}}, {8888, 30000, 30001, 30002}, range, false, probe({}));
  REQUIRE_FALSE(none);
  CHECK(none.error().message.find("30000-30002") != std::string::npos);
}

TEST_CASE("host ports: only live pods hold theirs") {
  State state;
  Workload w;
  Pod running, ended, pending;
  running.phase = PodPhase::running;
  running.ports = {{8888, 8888}};
  ended.phase = PodPhase::succeeded;
  ended.ports = {{8888, 30000}};
  pending.phase = PodPhase::pending;
  w.pods = {running, ended, pending};
  state.workloads.push_back(w);
  CHECK(held_ports(state) == std::set<int>{8888});
}
