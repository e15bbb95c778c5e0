#include "core/scenario/simulator.h"

#include <doctest/doctest.h>

#include "core/scenario/expectation.h"

namespace gpuq::core::scenario {
namespace {

using Names = std::vector<std::string>;

WorkloadSpec pending(std::string name, std::string project = "team-a", int pods = 1) {
  WorkloadSpec w;
  w.name = std::move(name);
  w.project = std::move(project);
  w.request.gpus = 1;
  w.pods.resize(pods);
  return w;
}

// A stand-in for run_cycle: running pods stay Running; each pending pod is
// Allocated on node-1, on the next device index. Counts its calls.
struct GreedyCycle {
  int* calls;
  CycleResult operator()(const Snapshot& s) const {
    ++*calls;
    CycleResult r;
    int next_device = 0;
    for (const WorkloadSpec& w : s.workloads) {
      for (const PodState& p : w.pods) {
        if (p.phase == PodPhase::running && !p.devices.empty()) {
          next_device = std::max(next_device, p.devices[0].index + 1);
        }
      }
    }
    for (const WorkloadSpec& w : s.workloads) {
      WorkloadDecision d;
      for (const PodState& p : w.pods) {
        if (p.phase == PodPhase::running) {
          d.pods.push_back({PodStatus::running, p.node, {}, p.devices, p.mig});
        } else if (p.phase == PodPhase::pending) {
          d.pods.push_back({PodStatus::allocated, "node-1", {}, {{next_device++, kMilli}}, {}});
        } else {
          d.pods.push_back({PodStatus::completed, {}, {}, {}, {}});
        }
      }
      d.status = workload_status(d.pods);
      r.workloads.push_back(std::move(d));
    }
    return r;
  }
};

// Never settles: every running pod is evicted, every pending pod allocated.
CycleResult ping_pong(const Snapshot& s) {
  CycleResult r;
  for (const WorkloadSpec& w : s.workloads) {
    WorkloadDecision d;
    for (const PodState& p : w.pods) {
      d.pods.push_back(p.phase == PodPhase::running
                           ? PodDecision{PodStatus::evicted, p.node, {}, p.devices, {}}
                           : PodDecision{PodStatus::allocated, "node-1", {}, {{0, kMilli}}, {}});
    }
    d.status = workload_status(d.pods);
    r.workloads.push_back(std::move(d));
  }
  return r;
}

Scenario base() {
  Scenario s;
  s.file = "t.yaml";
  s.name = "t";
  s.snapshot.nodes.resize(1);
  s.snapshot.nodes[0].name = "node-1";
  s.snapshot.nodes[0].gpu_count = 8;
  s.snapshot.projects.resize(2);
  s.snapshot.projects[0].name = "team-a";
  s.snapshot.projects[1].name = "team-b";
  return s;
}

Step submit_step(WorkloadSpec w) {
  Step s;
  s.kind = Step::Kind::submit;
  s.workload = std::move(w);
  return s;
}
Step schedule_step(int cycles = 0) {
  Step s;
  s.kind = Step::Kind::schedule;
  s.cycles = cycles;
  return s;
}
Step target_step(Step::Kind kind, std::string name, int line = 0) {
  Step s;
  s.kind = kind;
  s.target = std::move(name);
  s.line = line;
  return s;
}
Step expect_step(std::optional<Names> running, std::optional<Names> pending = {},
                 std::map<std::string, std::string> nodes = {}) {
  Step s;
  s.kind = Step::Kind::expect;
  s.expect.running = std::move(running);
  s.expect.pending = std::move(pending);
  s.expect.nodes = std::move(nodes);
  return s;
}

std::vector<std::string> names(const StepReport& r) {
  std::vector<std::string> out;
  for (const auto& w : r.workloads) out.push_back(w.name);
  return out;
}

}  // namespace

TEST_CASE("simulate: a top-level expect is the state after exactly one cycle") {
  Scenario s = base();
  s.snapshot.workloads = {pending("a1")};
  s.expect = Expectation{};
  s.expect->running = Names{"a1"};
  s.expect->line = 12;
  int calls = 0;
  auto sim = simulate(s, GreedyCycle{&calls});
  REQUIRE(sim);
  CHECK(calls == 1);
  REQUIRE(sim->results.size() == 1);
  CHECK(sim->results[0].step == 0);
  CHECK(sim->results[0].line == 12);
  CHECK(sim->results[0].workloads[0].decision.status == PodStatus::allocated);
  CHECK(sim->passed());
}

TEST_CASE("simulate: a file with neither expect nor steps reports once after --cycles") {
  Scenario s = base();
  s.snapshot.workloads = {pending("a1")};
  int calls = 0;
  SimulateOptions options;
  options.cycles = 3;
  auto sim = simulate(s, GreedyCycle{&calls}, options);
  REQUIRE(sim);
  CHECK(calls == 3);
  REQUIRE(sim->results.size() == 1);
  CHECK(sim->results[0].step == 0);
  CHECK(sim->results[0].workloads[0].decision.status == PodStatus::running);
  CHECK(sim->results[0].mismatches.empty());
}

TEST_CASE("simulate: steps run in order and expects report with their index") {
  Scenario s = base();
  s.steps = {submit_step(pending("a")),
             submit_step(pending("b", "team-b")),
             schedule_step(),
             expect_step(Names{"b", "a"}),
             submit_step(pending("c")),
             expect_step(Names{"a", "b"}, Names{"c"}),
             target_step(Step::Kind::remove, "a"),
             target_step(Step::Kind::complete, "b"),
             expect_step(Names{})};
  int calls = 0;
  auto sim = simulate(s, GreedyCycle{&calls});
  REQUIRE(sim);
  CHECK(calls == 2);  // the second cycle changed nothing
  REQUIRE(sim->results.size() == 3);
  CHECK(sim->results[0].step == 3);
  CHECK(sim->results[1].step == 5);
  CHECK(sim->results[2].step == 8);
  CHECK(sim->passed());

  CHECK(names(sim->results[0]) == std::vector<std::string>{"a", "b"});
  CHECK(sim->results[0].workloads[0].decision.status == PodStatus::running);
  const StepReport& second = sim->results[1];
  CHECK(names(second) == std::vector<std::string>{"a", "b", "c"});
  CHECK(second.workloads[2].decision.status == PodStatus::pending);
  CHECK_FALSE(second.workloads[2].decision.reason.empty());
  CHECK(second.workloads[2].project == "team-a");
  const StepReport& third = sim->results[2];
  CHECK(names(third) == std::vector<std::string>{"b", "c"});
  CHECK(third.workloads[0].decision.status == PodStatus::completed);
  CHECK(third.workloads[0].decision.pods[0].node.empty());
}

TEST_CASE("simulate: schedule with cycles runs that many, until-settled stops at 20") {
  Scenario s = base();
  s.snapshot.workloads = {pending("a")};
  s.steps = {schedule_step(3)};
  int calls = 0;
  REQUIRE(simulate(s, GreedyCycle{&calls}));
  CHECK(calls == 3);

  s.steps = {schedule_step(), expect_step({})};
  int pings = 0;
  auto counting = [&](const Snapshot& snap) {
    ++pings;
    return ping_pong(snap);
  };
  auto sim = simulate(s, counting);
  REQUIRE(sim);
  CHECK(pings == kMaxSettleCycles);
}

TEST_CASE("simulate: before any cycle pods are reported from the world") {
  Scenario s = base();
  WorkloadSpec r = pending("r");
  r.pods[0] = PodState{PodPhase::running, "node-1", {{2, kMilli}}, {}, 0};
  s.snapshot.workloads = {r, pending("p")};
  s.steps = {expect_step(Names{"r"}, Names{"p"}, {{"r", "node-1"}})};
  int calls = 0;
  auto sim = simulate(s, GreedyCycle{&calls});
  REQUIRE(sim);
  CHECK(calls == 0);
  REQUIRE(sim->results.size() == 1);
  CHECK(sim->results[0].step == 0);
  CHECK(sim->results[0].queues.empty());
  CHECK(sim->results[0].workloads[0].decision.pods[0].devices[0].index == 2);
  CHECK(sim->passed());
}

TEST_CASE("simulate: a step that cannot be carried out is an error with its place") {
  Scenario s = base();
  s.steps = {target_step(Step::Kind::remove, "ghost", 7)};
  int calls = 0;
  auto sim = simulate(s, GreedyCycle{&calls});
  REQUIRE_FALSE(sim);
  CHECK(sim.error().where == "t.yaml:7: steps[0].delete");
  CHECK(sim.error().message == "no workload named ghost");

  s.steps = {submit_step(pending("a")), submit_step(pending("a"))};
  CHECK_FALSE(simulate(s, GreedyCycle{&calls}));
}

TEST_CASE("simulate: a cycle that breaks its contract is an error, not a crash") {
  Scenario s = base();
  s.snapshot.workloads = {pending("a")};
  auto sim = simulate(s, [](const Snapshot&) { return CycleResult{}; });
  REQUIRE_FALSE(sim);
  CHECK(sim.error().code == Error::Code::internal);
}

TEST_CASE("simulate: mismatches are recorded with the step index") {
  Scenario s = base();
  s.steps = {submit_step(pending("a")), schedule_step(1), expect_step({}, Names{"a"})};
  int calls = 0;
  auto sim = simulate(s, GreedyCycle{&calls});
  REQUIRE(sim);
  CHECK_FALSE(sim->passed());
  REQUIRE(sim->results[0].mismatches.size() == 1);
  CHECK(sim->results[0].mismatches[0] == "step 2: expected pending [a], got []; a is Allocated");
}

}  // namespace gpuq::core::scenario
