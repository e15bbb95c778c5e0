// Resolution of minimum runtimes through the project tree, ported from KAI's
// pkg/scheduler/plugins/minruntime/resolver_test.go (kai-time.md §1.8).
#include "core/min_runtime.h"

#include <doctest/doctest.h>

#include <map>
#include <string>
#include <vector>
#include "core/duration.h"

using namespace gpuq::core;

namespace {

ProjectSpec queue(const std::string& name, const std::string& parent,
                  std::optional<int64_t> preempt, std::optional<int64_t> reclaim) {
  ProjectSpec p;
  p.name = name;
  p.parent = parent;
  p.min_runtime = {preempt, reclaim};
  return p;
}

// KAI's createTestQueues, with the plugin defaults preempt 5 s and reclaim 3 s.
struct Tree {
  SchedulerConfig config;
  std::vector<NodeState> nodes;
  std::vector<RtJob> jobs;
  std::vector<ProjectSpec> projects = {queue("dev", "", 5, 10),
                                       queue("dev-team1", "dev", {}, 8),
                                       queue("dev-team2", "dev", 3, {}),
                                       queue("prod", "", 20, 30),
                                       queue("prod-team1", "prod", {}, 25),
                                       queue("prod-team2", "prod", 15, 35),
                                       queue("research", "", 4, 6),
                                       queue("research-project", "research", 7, 9)};
  Tree() {
    config.preempt_min_runtime_s = 5;
    config.reclaim_min_runtime_s = 3;
  }
  int at(const std::string& name) const {
    for (std::size_t i = 0; i < projects.size(); ++i) {
      if (projects[i].name == name) return static_cast<int>(i);
    }
    FAIL("no queue " << name);
    return -1;
  }
};

}  // namespace

TEST_CASE("preempt min runtime: the victim's leaf, then its parents, then the pool") {
  Tree t;
  Session s("default", t.config, t.nodes, t.jobs, t.projects);
  CHECK(preempt_min_runtime(s, t.at("prod-team2")) == 15);
  CHECK(preempt_min_runtime(s, t.at("prod-team1")) == 20);
  CHECK(preempt_min_runtime(s, t.at("dev-team1")) == 5);
  CHECK(preempt_min_runtime(s, t.at("prod")) == 20);
  CHECK(preempt_min_runtime(s, t.at("research")) == 4);
  CHECK(preempt_min_runtime(s, -1) == 5);  // no queue: the default
}

TEST_CASE("reclaim min runtime: KAI's lca method") {
  Tree t;
  Session s("default", t.config, t.nodes, t.jobs, t.projects);
  auto r = [&](const std::string& reclaimer, const std::string& victim) {
    return reclaim_min_runtime(s, t.at(reclaimer), t.at(victim));
  };
  CHECK(r("dev-team1", "prod-team2") == 30);  // different top levels: the victim's top level
  CHECK(r("dev-team2", "dev-team1") == 8);    // LCA dev, one step down: dev-team1
  CHECK(r("prod-team1", "prod-team2") == 35);
  CHECK(r("prod-team2", "prod-team2") == 35);
  CHECK(r("dev-team1", "research-project") == 6);
  // Unset below the LCA: walk up from the LCA's child.
  t.projects[static_cast<std::size_t>(t.at("dev-team1"))].min_runtime.reclaim_s.reset();
  Session unset("default", t.config, t.nodes, t.jobs, t.projects);
  CHECK(reclaim_min_runtime(unset, t.at("dev-team2"), t.at("dev-team1")) == 10);
}

TEST_CASE("a node pool's own values win over the defaults") {
  Tree t;
  t.projects = {queue("solo", "", {}, {}), queue("other", "", {}, {})};
  t.config.pool_min_runtime["h100"] = {600, {}};
  Session h100("h100", t.config, t.nodes, t.jobs, t.projects);
  CHECK(preempt_min_runtime(h100, 0) == 600);
  CHECK(reclaim_min_runtime(h100, 1, 0) == 3);  // unset in the pool: the default
  Session a100("a100", t.config, t.nodes, t.jobs, t.projects);
  CHECK(preempt_min_runtime(a100, 0) == 5);
}

TEST_CASE("protection: strict, from the last start, and never without a start or at 0") {
  Tree t;
  t.config.now_s = 100;
  Session s("default", t.config, t.nodes, t.jobs, t.projects);
  WorkloadSpec spec;
  RtJob job;
  job.spec = &spec;
  CHECK(!protected_now(s, job, 30));  // no start time
  spec.last_start_s = 80;
  CHECK(protected_now(s, job, 30));  // 100 < 110
  CHECK(protected_until(job, 30) == 110);
  CHECK(!protected_now(s, job, 20));  // 100 == 80 + 20: a victim again
  CHECK(!protected_now(s, job, 0));
  CHECK(gpuq::core::format_duration(252) == "4m12s");
  CHECK(gpuq::core::format_duration(3600 * 26 + 5) == "1d2h5s");
  CHECK(gpuq::core::format_duration(0) == "0s");
}
