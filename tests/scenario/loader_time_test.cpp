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
