// The scenario loader on the keys of spec/scenarios.md "Time" that it reads:
// minimum runtimes, running_for_s, the advance step and expect.protected.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/scenario/scenario.h"
#include "loader_fixture.h"

using namespace gpuq::core;
using namespace gpuq::core::scenario;
using namespace gpuq::test;

TEST_CASE("loader: minimum runtimes, running_for_s and advance") {
  Scenario s = load_ok(R"(name: t
config:
  preempt_min_runtime_s: 30
  reclaim_min_runtime_s: 60
  pools: {h100: {reclaim_min_runtime_s: 3600}}
cluster:
  nodes:
    - {name: node-1, gpus: 2}
projects:
  - {name: dept, preempt_min_runtime_s: 600}
  - {name: team-a, parent: dept, reclaim_min_runtime_s: 0}
workloads:
  - {name: a1, project: team-a, gpu: 1, state: running, node: node-1, running_for_s: 45}
  - {name: a2, project: team-a, gpu: 1}
steps:
  - advance: 90
  - expect: {protected: [a1]}
)");
  const SchedulerConfig& c = s.snapshot.config;
  CHECK(c.preempt_min_runtime_s == 30);
  CHECK(c.reclaim_min_runtime_s == 60);
  REQUIRE(c.pool_min_runtime.contains("h100"));
  CHECK(!c.pool_min_runtime.at("h100").preempt_s);  // unset: the default of every pool
  CHECK(c.pool_min_runtime.at("h100").reclaim_s == 3600);
  CHECK(s.snapshot.projects[0].min_runtime.preempt_s == 600);
  CHECK(!s.snapshot.projects[0].min_runtime.reclaim_s);
  CHECK(s.snapshot.projects[1].min_runtime.reclaim_s == 0);  // explicit 0 stops inheritance
  CHECK(workload(s, "a1").last_start_s == -45);
  CHECK(!workload(s, "a2").last_start_s);  // never started: never protected
  REQUIRE(s.steps.size() == 2);
  CHECK(s.steps[0].kind == Step::Kind::advance);
  CHECK(s.steps[0].seconds == 90);
  CHECK(s.steps[1].expect.protected_ == std::vector<std::string>{"a1"});
}

TEST_CASE("loader errors: bad time values name file, line and key") {
  Error e = load_error(std::string(kBase) + "config: {preempt_min_runtime_s: -5}\n");
  CHECK(e.where == "t.yaml:11: config.preempt_min_runtime_s");
  e = load_error(std::string(kBase) + "config:\n  pools: {h100: {reclaim_min_runtime_s: 10m}}\n");
  CHECK(e.where == "t.yaml:12: config.pools.h100.reclaim_min_runtime_s");
  e = load_error(std::string(kBase) + "config:\n  pools: {h100: {preempt: 5}}\n");
  CHECK(e.where == "t.yaml:12: config.pools.h100.preempt");
  e = load_error(with("  - {name: a2, project: team-a, gpu: 1, running_for_s: 5}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].running_for_s");
  CHECK(e.message == "running_for_s is for a running or releasing workload");
  e =
      load_error(with("  - {name: a2, project: team-a, gpu: 1, state: running, node: node-1, "
                      "running_for_s: -1}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].running_for_s");
  e = load_error(with("steps:\n  - advance: -1\n"));
  CHECK(e.where == "t.yaml:12: steps[0].advance");
  e = load_error(with("steps:\n  - submit: {name: a2, project: team-a, running_for_s: 3}\n"));
  CHECK(contains(e.message, "takes no running_for_s"));
  std::string project_line = std::string(kBase);
  project_line.replace(project_line.find("  - {name: dept}"), 16,
                       "  - {name: dept, reclaim_min_runtime_s: -60}");
  e = load_error(project_line);
  CHECK(e.where == "t.yaml:7: projects[0].reclaim_min_runtime_s");
}

TEST_CASE("loader: usage, k_value, duration_s, the run step and the new expectations") {
  Scenario s = load_ok(R"(name: t
config:
  k_value: 2
  usage: {half_life_s: 128, window_s: 256, window_type: sliding}
cluster:
  nodes:
    - {name: node-1, gpus: 16}
projects:
  - {name: dept}
  - {name: q1, parent: dept, usage: {gpu: 0.75, cpu: 0.1}}
workloads:
  - {name: a1, project: q1, gpu: 1, duration_s: 600}
steps:
  - submit: {name: a2, project: q1, gpu: 1, duration_s: 30}
  - run: {seconds: 1024, cycle_every: 4}
  - expect: {completed: [a1, a2], fair_share: {q1: 16, nobody: 0}}
)");
  CHECK(s.snapshot.config.k_value == 2);
  REQUIRE(s.usage.has_value());
  CHECK(s.usage->half_life_s == 128);
  CHECK(s.usage->window_s == 256);
  CHECK(s.usage->window == UsageParams::Window::sliding);
  CHECK(s.snapshot.projects[1].usage[0] == 0.75);
  CHECK(s.snapshot.projects[1].usage[1] == doctest::Approx(0.1));
  CHECK(s.durations.at("a1") == 600);
  CHECK(s.steps[0].duration_s == 30);
  CHECK(s.steps[1].kind == Step::Kind::run);
  CHECK(s.steps[1].seconds == 1024);
  CHECK(s.steps[1].cycle_every == 4);
  CHECK(s.steps[2].expect.completed == std::vector<std::string>{"a1", "a2"});
  CHECK(s.steps[2].expect.fair_share.at("q1") == 16);
  // Without config.usage nothing accrues: stated usage stays as it is.
  CHECK_FALSE(load_ok(kBase).usage.has_value());
}

TEST_CASE("loader errors: bad usage values name file, line and key") {
  Error e = load_error(std::string(kBase) + "config: {usage: {half_life_s: -1}}\n");
  CHECK(e.where == "t.yaml:11: config.usage.half_life_s");
  e = load_error(std::string(kBase) + "config: {k_value: -0.5}\n");
  CHECK(e.where == "t.yaml:11: config.k_value");
  e = load_error(std::string(kBase) + "config: {usage: {window_type: weekly}}\n");
  CHECK(e.where == "t.yaml:11: config.usage.window_type");
  CHECK(contains(e.message, "expected one of sliding, tumbling"));
  e = load_error(std::string(kBase) + "config: {usage: {window_s: 0}}\n");
  CHECK(e.where == "t.yaml:11: config.usage.window_s");
  std::string usage_line = std::string(kBase);
  usage_line.replace(usage_line.find("  - {name: dept}"), 16,
                     "  - {name: dept, usage: {gpu: 1.5}}");
  e = load_error(usage_line);
  CHECK(e.where == "t.yaml:7: projects[0].usage.gpu");
  CHECK(contains(e.message, "from 0 to 1"));
  std::string tumbling = usage_line;
  tumbling.replace(tumbling.find("gpu: 1.5"), 8, "gpu: 0.5");
  e = load_error(tumbling + "config: {usage: {window_type: tumbling}}\n");
  CHECK(e.where == "t.yaml:7: projects[0].usage");
  CHECK(contains(e.message, "needs a sliding window"));
  e = load_error(with("  - {name: a2, project: team-a, gpu: 1, duration_s: 0}\n"));
  CHECK(e.where == "t.yaml:11: workloads[1].duration_s");
}
