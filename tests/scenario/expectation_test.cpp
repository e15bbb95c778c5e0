#include "core/scenario/expectation.h"

#include <doctest/doctest.h>

namespace gpuq::core::scenario {
namespace {

using Names = std::vector<std::string>;

WorkloadReport report(std::string name, PodStatus status, std::string node = {}, int device = -1,
                      std::string reason = {}) {
  PodDecision pod{status, std::move(node), {}, {}, {}};
  if (device >= 0) pod.devices = {{device, 500}};
  return WorkloadReport{std::move(name), "team-a",
                        WorkloadDecision{status, std::move(reason), {pod}, std::nullopt}};
}

std::vector<WorkloadReport> cluster() {
  return {report("a1", PodStatus::pending, {}, -1, "team-a is at its limit (2 GPUs)"),
          report("a2", PodStatus::running, "node-1", 0),
          report("b1", PodStatus::allocated, "node-1", 0),
          report("b2", PodStatus::pipelined, "node-2", 1),
          report("m", PodStatus::moved, "node-2", 0),
          report("x", PodStatus::evicted, "node-2", 1, "reclaimed by team-b/b2"),
          report("r", PodStatus::releasing, "node-2", 1)};
}

Expectation lists(std::optional<Names> running, std::optional<Names> pending = {},
                  std::optional<Names> evicted = {}, std::optional<Names> releasing = {}) {
  Expectation e;
  e.running = std::move(running);
  e.pending = std::move(pending);
  e.evicted = std::move(evicted);
  e.releasing = std::move(releasing);
  return e;
}

}  // namespace

TEST_CASE("categories: Allocated and Pipelined count as running, Moved as evicted") {
  CHECK(expect_category(PodStatus::running) == "running");
  CHECK(expect_category(PodStatus::allocated) == "running");
  CHECK(expect_category(PodStatus::pipelined) == "running");
  CHECK(expect_category(PodStatus::moved) == "evicted");
  CHECK(expect_category(PodStatus::evicted) == "evicted");
  CHECK(expect_category(PodStatus::releasing) == "releasing");
  CHECK(expect_category(PodStatus::failed) == "failed");
}

TEST_CASE("lists that match, in any order, give no mismatch") {
  Expectation e = lists(Names{"b2", "a2", "b1"}, Names{"a1"}, Names{"x", "m"}, Names{"r"});
  CHECK(check_expectation(e, cluster(), 3).empty());
}

TEST_CASE("a list mismatch names both sides and explains each workload in the wrong state") {
  Expectation e = lists(Names{"a2", "b1", "b2", "a1"});
  auto m = check_expectation(e, cluster(), 4);
  REQUIRE(m.size() == 1);
  CHECK(m[0] ==
        "step 4: expected running [a2, b1, b2, a1], got [a2, b1, b2]; "
        "a1 is Pending: team-a is at its limit (2 GPUs)");

  Expectation extra = lists({}, {}, Names{"m"});
  m = check_expectation(extra, cluster(), 0);
  REQUIRE(m.size() == 1);
  CHECK(m[0] == "step 0: expected evicted [m], got [m, x]; x is Evicted: reclaimed by team-b/b2");

  Expectation ghost = lists({}, Names{"a1", "zz"});
  m = check_expectation(ghost, cluster(), 1);
  REQUIRE(m.size() == 1);
  CHECK(m[0] == "step 1: expected pending [a1, zz], got [a1]; there is no workload zz");

  Expectation empty = lists({}, Names{});
  m = check_expectation(empty, cluster(), 2);
  REQUIRE(m.size() == 1);
  CHECK(m[0] ==
        "step 2: expected pending [], got [a1]; a1 is Pending: team-a is at its limit "
        "(2 GPUs)");
}

TEST_CASE("nodes: the node of the first pod") {
  Expectation e;
  e.nodes = {{"a2", "node-1"}, {"b2", "node-1"}, {"a1", "node-1"}};
  auto m = check_expectation(e, cluster(), 0);
  REQUIRE(m.size() == 2);
  CHECK(m[0] ==
        "step 0: expected a1 on node-1, got no node; a1 is Pending: team-a is at its "
        "limit (2 GPUs)");
  CHECK(m[1] == "step 0: expected b2 on node-1, got node-2");
}

TEST_CASE("gpu_groups: equal labels iff the same node and device") {
  Expectation same;
  same.gpu_groups = {{"a2", "0"}, {"b1", "0"}, {"b2", "1"}};
  CHECK(check_expectation(same, cluster(), 0).empty());

  Expectation split;
  split.gpu_groups = {{"a2", "0"}, {"b1", "1"}};
  auto m = check_expectation(split, cluster(), 0);
  REQUIRE(m.size() == 1);
  CHECK(m[0] ==
        "step 0: expected a2 (group \"0\") and b1 (group \"1\") on different GPUs, both "
        "are on node-1 GPU 0");

  Expectation joined;
  joined.gpu_groups = {{"a2", "g"}, {"b2", "g"}, {"a1", "g"}};
  m = check_expectation(joined, cluster(), 0);
  REQUIRE(m.size() == 2);
  CHECK(m[0] ==
        "step 0: expected a1 on a GPU (group \"g\"), but it holds none; a1 is Pending: "
        "team-a is at its limit (2 GPUs)");
  CHECK(m[1] ==
        "step 0: expected a2 and b2 on the same GPU (group \"g\"), got node-1 GPU 0 and "
        "node-2 GPU 1");
}

TEST_CASE("same_node: the first pods of each group share a node") {
  Expectation ok;
  ok.same_node = {{"a2", "b1"}};
  CHECK(check_expectation(ok, cluster(), 0).empty());
  Expectation bad;
  bad.same_node = {{"a2", "b2"}, {"a2", "a1"}, {"nope", "a2"}};
  auto m = check_expectation(bad, cluster(), 5);
  REQUIRE(m.size() == 3);
  CHECK(m[0] == "step 5: expected a2, b2 on the same node, got a2 on node-1, b2 on node-2");
  CHECK(m[1] ==
        "step 5: expected a2, a1 on the same node, got a2 on node-1, a1 is Pending: "
        "team-a is at its limit (2 GPUs)");
  CHECK(m[2] ==
        "step 5: expected nope, a2 on the same node, got there is no workload nope, a2 "
        "on node-1");
}

TEST_CASE("pods: per-pod states by pod name") {
  Expectation ok;
  ok.pods = {{"m-0", "evicted"}, {"b2-0", "running"}, {"r-0", "releasing"}};
  CHECK(check_expectation(ok, cluster(), 0).empty());
  Expectation bad;
  bad.pods = {{"a2-0", "evicted"}, {"a2-1", "running"}};
  auto m = check_expectation(bad, cluster(), 0);
  REQUIRE(m.size() == 2);
  CHECK(m[0] == "step 0: expected pod a2-0 evicted, got Running; a2 is Running");
  CHECK(m[1] == "step 0: expected pod a2-1 running, but there is no pod a2-1");
}

}  // namespace gpuq::core::scenario
