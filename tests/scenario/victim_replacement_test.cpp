// Where victims and gang pods land, pod by pod: the scenario files of
// tests/scenarios check workloads and first pods; these cases pin every pod's
// node and status after one cycle, as KAI's tests pin them.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "core/cycle.h"
#include "core/scenario/scenario.h"

using namespace gpuq::core;
using namespace gpuq::core::scenario;

namespace {

const std::filesystem::path kScenarios = GPUQ_SOURCE_DIR "/tests/scenarios";

struct Outcome {
  Scenario scenario;
  CycleResult result;

  const PodDecision& pod(const std::string& workload, std::size_t index) const {
    for (std::size_t i = 0; i < scenario.snapshot.workloads.size(); ++i) {
      if (scenario.snapshot.workloads[i].name == workload) {
        REQUIRE(index < result.workloads[i].pods.size());
        return result.workloads[i].pods[index];
      }
    }
    FAIL("no workload " << workload);
    static PodDecision none;
    return none;
  }
};

Outcome one_cycle(const std::string& file) {
  auto loaded = load_scenario((kScenarios / file).string());
  REQUIRE_MESSAGE(loaded.has_value(), loaded.error().to_string());
  Outcome out{*loaded, {}};
  out.result = run_cycle(out.scenario.snapshot);
  return out;
}

}  // namespace

TEST_CASE(
    "preempt: the pod that keeps an elastic victim at min_available moves, the surplus goes") {
  Outcome o = one_cycle("preempt-elastic-victim-moves.yaml");
  CHECK(o.pod("ws", 0).node == "node-1");
  CHECK(o.pod("train", 0).status == PodStatus::moved);
  CHECK(o.pod("train", 0).from_node == "node-1");
  CHECK(o.pod("train", 0).node == "node-2");
  CHECK(o.pod("train", 1).status == PodStatus::evicted);
  CHECK(o.pod("train", 1).node == "node-1");
  CHECK(o.pod("other", 0).status == PodStatus::running);
}

TEST_CASE("reclaim: an elastic victim keeps min_available by moving one pod") {
  Outcome o = one_cycle("reclaim-elastic-victim-moves.yaml");
  CHECK(o.pod("a1", 0).node == "node-1");
  CHECK(o.pod("b-elastic", 0).status == PodStatus::moved);
  CHECK(o.pod("b-elastic", 0).node == "node-2");
  CHECK(o.pod("b-elastic", 1).status == PodStatus::evicted);
  CHECK(o.pod("b-other", 0).status == PodStatus::running);
}

TEST_CASE("consolidation: a gang's pods take the freed nodes in pod order, victims pack on node0") {
  Outcome o = one_cycle("consolidate-gang-pod-order.yaml");
  CHECK(o.pod("pending_job0", 0).node == "node2");
  CHECK(o.pod("pending_job0", 1).node == "node3");
  CHECK(o.pod("pending_job0", 0).status == PodStatus::pipelined);
  CHECK(o.pod("pending_job0", 1).status == PodStatus::pipelined);
  for (const char* moved : {"running_job6", "running_job7"}) {
    CAPTURE(moved);
    CHECK(o.pod(moved, 0).status == PodStatus::moved);
    CHECK(o.pod(moved, 0).node == "node0");
  }
}
