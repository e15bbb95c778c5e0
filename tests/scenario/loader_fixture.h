// Helpers shared by the scenario loader's tests: load a text that must load
// (or must fail), look a workload up, and a small valid file to build on.
#ifndef GPUQ_TESTS_SCENARIO_LOADER_FIXTURE_H_
#define GPUQ_TESTS_SCENARIO_LOADER_FIXTURE_H_

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <string_view>

#include "core/scenario/scenario.h"

namespace gpuq::test {

inline core::scenario::Scenario load_ok(std::string_view text) {
  auto r = core::scenario::parse_scenario(text, "t.yaml");
  REQUIRE_MESSAGE(r.has_value(), r.error().to_string());
  return *r;
}

inline core::Error load_error(std::string_view text) {
  auto r = core::scenario::parse_scenario(text, "t.yaml");
  REQUIRE_MESSAGE(!r.has_value(), "loaded although it should not");
  CHECK(r.error().code == core::Error::Code::invalid_argument);
  return r.error();
}

inline bool contains(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

inline const core::WorkloadSpec& workload(const core::scenario::Scenario& s,
                                          std::string_view name) {
  auto it = std::ranges::find_if(s.snapshot.workloads,
                                 [&](const core::WorkloadSpec& w) { return w.name == name; });
  REQUIRE(it != s.snapshot.workloads.end());
  return *it;
}

// A small valid file; tests append to it or replace lines in it.
inline constexpr std::string_view kBase = R"(name: t
cluster:
  nodes:
    - {name: node-1, gpus: 2}
    - {name: node-2, gpus: 2, cpu: 4, memory: 8Gi}
projects:
  - {name: dept}
  - {name: team-a, parent: dept, quota: {gpu: 1}}
workloads:
  - {name: a1, project: team-a, gpu: 1, state: running, node: node-1}
)";

inline std::string with(std::string_view extra) { return std::string(kBase) + std::string(extra); }

}  // namespace gpuq::test

#endif  // GPUQ_TESTS_SCENARIO_LOADER_FIXTURE_H_
