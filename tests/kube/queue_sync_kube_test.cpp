// Projects and departments become KAI Queues and namespaces on a real API
// server; what is edited by hand is set back; what gpuq did not make is
// left alone.
#include <doctest/doctest.h>

#include "daemon/kube/queue_objects.h"
#include "daemon/kube/queue_sync.h"
#include "schema_check.h"
#include "testbed_fixture.h"

namespace gpuq::test {
namespace {

using daemon::Project;
using namespace daemon::kube;

Project project(int64_t id, const std::string& name, int64_t parent = 0, bool department = false) {
  Project p;
  p.id = id;
  p.name = name;
  p.parent_id = parent;
  p.department = department;
  return p;
}

// A department and two projects, named for this test alone.
struct Tree {
  KubeNaming naming;
  std::string dept, a, b;
  std::vector<Project> projects;

  Tree() {
    naming.instance = unique_name("i");
    dept = unique_name("dept");
    a = unique_name("team-a");
    b = unique_name("team-b");
    projects = {project(1, dept, 0, true), project(2, a, 1), project(3, b, 1)};
    projects[1].default_quota.deserved[core::Resource::gpu] = 2000;
    projects[1].default_quota.limit[core::Resource::gpu] = 4000;
    projects[1].priority = 120;
    projects[2].default_quota.deserved[core::Resource::gpu] = 500;
    projects[2].default_quota.deserved[core::Resource::memory] = 16LL << 30;
  }
};

nlohmann::json get_queue(ApiClient& client, const std::string& name) {
  return must(client, {"GET", std::string(kQueuesPath) + "/" + name, "", ""});
}

}  // namespace

TEST_CASE("a Queue always has quota, limit and weight for gpu, cpu and memory, in KAI's units") {
  Tree t;
  const auto q = queue_object(t.projects[2], t.dept, t.naming);
  CHECK(schema_problems(q).empty());
  const auto& r = q["spec"]["resources"];
  CHECK(r["gpu"] == nlohmann::json{{"quota", 0.5}, {"limit", -1}, {"overQuotaWeight", 1}});
  CHECK(r["cpu"] == nlohmann::json{{"quota", -1}, {"limit", -1}, {"overQuotaWeight", 1}});
  CHECK(r["memory"]["quota"].get<double>() == doctest::Approx(17179.869184));
  CHECK(r["memory"]["limit"] == -1);
  CHECK(q["spec"]["parentQueue"] == t.dept);
  CHECK_FALSE(queue_object(t.projects[0], "", t.naming)["spec"].contains("parentQueue"));

  auto ns = namespace_object(t.projects[1], "runai-" + t.a, t.naming);
  CHECK(schema_problems(ns).empty());
  CHECK(ns["metadata"]["labels"]["kai.scheduler/queue"] == t.a);
  CHECK(ns["metadata"]["labels"]["runai/queue"] == t.a);
}

TEST_CASE("a project's minimum runtimes are its Queue's, in Go's duration syntax") {
  Tree t;
  t.projects[1].min_runtime.preempt_s = 600;
  t.projects[1].min_runtime.reclaim_s = 2 * 86400 + 90;  // no days in metav1.Duration
  const auto q = queue_object(t.projects[1], t.dept, t.naming);
  CHECK(schema_problems(q).empty());
  CHECK(q["spec"]["preemptMinRuntime"] == "10m");
  CHECK(q["spec"]["reclaimMinRuntime"] == "48h1m30s");
  t.projects[1].min_runtime.preempt_s = 0;  // set to 0: stops inheritance, so it is sent
  t.projects[1].min_runtime.reclaim_s.reset();
  const auto zero = queue_object(t.projects[1], t.dept, t.naming);
  CHECK(zero["spec"]["preemptMinRuntime"] == "0s");
  CHECK_FALSE(zero["spec"].contains("reclaimMinRuntime"));  // unset: KAI inherits
}

TEST_CASE("the schema check fails a field the schema does not name") {
  Tree t;
  auto q = queue_object(t.projects[1], t.dept, t.naming);
  q["spec"]["resources"]["gpu"]["quot"] = 1;
  q["spec"]["parentQeue"] = "x";
  const auto problems = schema_problems(q);
  REQUIRE(problems.size() == 2);
  CHECK(problems[0].find("spec.parentQeue: not in the schema") == 0);
  CHECK(problems[1].find("spec.resources.gpu.quot: not in the schema") == 0);
  auto pg = nlohmann::json{{"apiVersion", "scheduling.run.ai/v2alpha2"},
                           {"kind", "PodGroup"},
                           {"metadata", {{"name", "x"}, {"namspace", "y"}}},
                           {"spec", {{"minMember", 0}, {"queue", "q"}}}};
  const auto pg_problems = schema_problems(pg);
  REQUIRE(pg_problems.size() == 1);
  CHECK(pg_problems[0].find("metadata.namspace: not in the schema") == 0);
}

TEST_CASE("a namespace name over 63 characters is refused, naming the project") {
  KubeNaming naming;
  auto ns = project_namespace(std::string(60, 'a'), naming);
  REQUIRE_FALSE(ns.has_value());
  CHECK(ns.error().where == "project " + std::string(60, 'a'));
  CHECK(project_namespace("team-a", naming).value() == "runai-team-a");
}

TEST_CASE(
    "sync creates the queues parents first and the projects' namespaces, then sends only lists") {
  auto client = testbed_client();
  Tree t;
  auto first = sync_queues(*client, t.projects, t.naming);
  REQUIRE_MESSAGE(first.has_value(), (first ? "" : first.error().to_string()));
  CHECK(first->created == std::vector<std::string>{t.dept, t.a, t.b});
  CHECK(first->refused.empty());
  CHECK(first->warnings.empty());

  const auto qa = get_queue(*client, t.a);
  CHECK(qa["spec"]["parentQueue"] == t.dept);
  CHECK(qa["spec"]["priority"] == 120);
  CHECK(qa["spec"]["resources"]["gpu"]["quota"] == 2);
  CHECK(qa["spec"]["resources"]["gpu"]["limit"] == 4);
  CHECK(qa["spec"]["resources"]["cpu"]["limit"] == -1);
  const auto ns = must(*client, {"GET", "/api/v1/namespaces/runai-" + t.a, "", ""});
  CHECK(ns["metadata"]["labels"]["kai.scheduler/queue"] == t.a);
  auto dept_ns = client->call({"GET", "/api/v1/namespaces/runai-" + t.dept, "", ""});
  CHECK_FALSE(dept_ns.has_value());  // departments hold no workloads

  auto second = sync_queues(*client, t.projects, t.naming);
  REQUIRE(second.has_value());
  CHECK(second->created.empty());
  CHECK(second->updated.empty());
  CHECK(second->requests == 2);  // the two lists, nothing written

  // Clean up: no project left, children go before their parent.
  auto gone = sync_queues(*client, {}, t.naming);
  REQUIRE(gone.has_value());
  REQUIRE(gone->deleted.size() == 3);
  CHECK(gone->deleted.back() == t.dept);
}

TEST_CASE(
    "a queue edited by hand is reported as drift and set back, and a change of quota is applied") {
  auto client = testbed_client();
  Tree t;
  REQUIRE(sync_queues(*client, t.projects, t.naming).has_value());
  // Someone edits the queue with kubectl (a merge patch, another manager).
  must(*client, {"PATCH", std::string(kQueuesPath) + "/" + t.a + "?fieldManager=kubectl-edit",
                 R"({"spec":{"priority":1,"resources":{"gpu":{"quota":7}}}})",
                 "application/merge-patch+json"});
  auto fixed = sync_queues(*client, t.projects, t.naming);
  REQUIRE_MESSAGE(fixed.has_value(), (fixed ? "" : fixed.error().to_string()));
  CHECK(fixed->updated == std::vector<std::string>{t.a});
  CHECK(fixed->drift == std::vector<std::string>{
                            "queue " + t.a + ": spec.priority was 1, set back to 120",
                            "queue " + t.a + ": spec.resources.gpu.quota was 7, set back to 2"});
  CHECK(get_queue(*client, t.a)["spec"]["resources"]["gpu"]["quota"] == 2);

  t.projects[1].default_quota.deserved[core::Resource::gpu] = 3000;
  auto changed = sync_queues(*client, t.projects, t.naming);
  REQUIRE(changed.has_value());
  CHECK(changed->updated == std::vector<std::string>{t.a});
  CHECK(get_queue(*client, t.a)["spec"]["resources"]["gpu"]["quota"] == 3);

  // A project that moves to the top level loses its parentQueue.
  t.projects[2].parent_id = 0;
  REQUIRE(sync_queues(*client, t.projects, t.naming).has_value());
  CHECK_FALSE(get_queue(*client, t.b)["spec"].contains("parentQueue"));

  // Deleting a project deletes its queue and its namespace.
  t.projects.pop_back();
  auto fewer = sync_queues(*client, t.projects, t.naming);
  REQUIRE(fewer.has_value());
  CHECK(fewer->deleted == std::vector<std::string>{t.b});
  CHECK_FALSE(client->call({"GET", std::string(kQueuesPath) + "/" + t.b, "", ""}).has_value());
  const auto ns = must(*client, {"GET", "/api/v1/namespaces/runai-" + t.b, "", ""});
  CHECK(ns["status"]["phase"] == "Terminating");
  REQUIRE(sync_queues(*client, {}, t.naming).has_value());
}

TEST_CASE("a minimum runtime reaches the Queue on the API server, and unset, leaves it") {
  auto client = testbed_client();
  Tree t;
  t.projects[1].min_runtime.preempt_s = 300;
  t.projects[1].min_runtime.reclaim_s = 3600;
  REQUIRE(sync_queues(*client, t.projects, t.naming).has_value());
  auto qa = get_queue(*client, t.a);
  CHECK(qa["spec"]["preemptMinRuntime"] == "5m");
  CHECK(qa["spec"]["reclaimMinRuntime"] == "1h");

  t.projects[1].min_runtime.reclaim_s.reset();
  auto changed = sync_queues(*client, t.projects, t.naming);
  REQUIRE(changed.has_value());
  CHECK(changed->updated == std::vector<std::string>{t.a});
  qa = get_queue(*client, t.a);
  CHECK(qa["spec"]["preemptMinRuntime"] == "5m");
  CHECK_FALSE(qa["spec"].contains("reclaimMinRuntime"));
  auto again = sync_queues(*client, t.projects, t.naming);
  REQUIRE(again.has_value());
  CHECK(again->updated.empty());

  REQUIRE(sync_queues(*client, {}, t.naming).has_value());
}

TEST_CASE("a min runtime another field manager set on an inheriting Queue is removed once") {
  auto client = testbed_client();
  Tree t;
  REQUIRE(sync_queues(*client, t.projects, t.naming).has_value());
  // kubectl edit adds a key gpuq leaves out: gpuq's apply alone cannot
  // remove a field it does not own.
  must(*client, {"PATCH", std::string(kQueuesPath) + "/" + t.a + "?fieldManager=kubectl-edit",
                 R"({"spec":{"reclaimMinRuntime":"2h"}})", "application/merge-patch+json"});
  auto fixed = sync_queues(*client, t.projects, t.naming);
  REQUIRE_MESSAGE(fixed.has_value(), (fixed ? "" : fixed.error().to_string()));
  CHECK(fixed->drift ==
        std::vector<std::string>{"queue " + t.a + ": spec.reclaimMinRuntime was \"2h\", removed"});
  CHECK_FALSE(get_queue(*client, t.a)["spec"].contains("reclaimMinRuntime"));
  auto again = sync_queues(*client, t.projects, t.naming);
  REQUIRE(again.has_value());
  CHECK(again->updated.empty());
  CHECK(again->drift.empty());
  REQUIRE(sync_queues(*client, {}, t.naming).has_value());
}

TEST_CASE("a queue or namespace gpuq did not make is left alone and reported") {
  auto client = testbed_client();
  Tree t;
  // The cluster already has a queue named like project a, and a namespace
  // named like project b's, made by someone else (or by another gpuq).
  const std::string foreign = std::string(kQueuesPath) + "/" + t.a;
  must(*client, {"PATCH", foreign + "?fieldManager=someone",
                 queue_object(t.projects[1], "", KubeNaming{.instance = "other"}).dump(),
                 "application/apply-patch+yaml"});
  must(*client,
       {"POST", "/api/v1/namespaces",
        nlohmann::json{
            {"apiVersion", "v1"}, {"kind", "Namespace"}, {"metadata", {{"name", "runai-" + t.b}}}}
            .dump(),
        "application/json"});
  auto r = sync_queues(*client, t.projects, t.naming);
  REQUIRE(r.has_value());
  CHECK(r->created == std::vector<std::string>{t.dept, t.b});
  REQUIRE(r->refused.size() == 2);
  CHECK(r->refused[0].find("queue " + t.a +
                           ": a Queue of that name exists that this gpuq did not create") == 0);
  CHECK(r->refused[1] == "namespace runai-" + t.b + " of project " + t.b +
                             ": it exists and this gpuq did not create it; it is left alone");
  // Removing every project removes only what this gpuq made.
  auto gone = sync_queues(*client, {}, t.naming);
  REQUIRE(gone.has_value());
  CHECK(gone->deleted == std::vector<std::string>{t.b, t.dept});
  CHECK(get_queue(*client, t.a)["metadata"]["labels"]["gpuq.io/instance"] == "other");
  must(*client, {"GET", "/api/v1/namespaces/runai-" + t.b, "", ""});
  must(*client, {"DELETE", foreign, "", ""});
  must(*client, {"DELETE", "/api/v1/namespaces/runai-" + t.b, "", ""});
}

TEST_CASE("a node pool is a KAI shard: each project and department has a Queue in it") {
  Tree t;
  core::QueueQuota a100;
  a100.deserved[core::Resource::gpu] = 4000;
  a100.limit[core::Resource::gpu] = 6000;
  t.projects[1].resources["a100"] = a100;
  t.projects[1].resources["default"] = t.projects[1].default_quota;
  // Pools with a quota somewhere, and those of the cluster's nodes.
  CHECK(queue_pools(t.projects, {"default", "t4", "a100"}) ==
        std::vector<std::string>{"a100", "t4"});
  CHECK(queue_pools(t.projects, {}) == std::vector<std::string>{"a100"});

  const auto wanted = wanted_queues(t.projects, {"a100", "t4"}, t.naming);
  CHECK(wanted.refused.empty());
  std::vector<std::string> names;
  for (const auto& q : wanted.queues) names.push_back(q.name);
  CHECK(names == std::vector<std::string>{t.dept, t.a, t.b, t.dept + "-a100", t.a + "-a100",
                                          t.b + "-a100", t.dept + "-t4", t.a + "-t4", t.b + "-t4"});
  const auto& qa = wanted.queues[4].object;
  CHECK(schema_problems(qa).empty());
  CHECK(qa["metadata"]["labels"]["kai.scheduler/node-pool"] == "a100");
  CHECK(qa["metadata"]["labels"]["gpuq.io/project"] == t.a);
  CHECK(qa["spec"]["parentQueue"] == t.dept + "-a100");
  CHECK(qa["spec"]["displayName"] == t.a + " (a100)");
  CHECK(qa["spec"]["resources"]["gpu"]["quota"] == 4);
  CHECK(qa["spec"]["resources"]["gpu"]["limit"] == 6);
  // A pool the project names no quota in gets the quota of unnamed pools.
  CHECK(wanted.queues[7].object["spec"]["resources"]["gpu"]["quota"] == 2);
  CHECK_FALSE(wanted.queues[0].object["metadata"]["labels"].contains("kai.scheduler/node-pool"));
  CHECK_FALSE(wanted.queues[3].object["spec"].contains("parentQueue"));
}

TEST_CASE("two projects whose per-pool Queues would share a name: the second is refused") {
  KubeNaming naming;
  std::vector<Project> projects = {project(1, "ml"), project(2, "ml-a100")};
  const auto wanted = wanted_queues(projects, {"a100"}, naming);
  REQUIRE(wanted.refused.size() == 1);
  CHECK(wanted.refused[0] ==
        "queue ml-a100 of project ml in node pool a100: the name is taken by the queue of project "
        "ml-a100; rename one of them");
  CHECK(wanted.queues.size() == 3);
}

TEST_CASE("per-pool Queues are made on the API server, and go when the pool does") {
  auto client = testbed_client();
  Tree t;
  const std::string pool = unique_name("pool");
  auto r = sync_queues(*client, t.projects, t.naming, {pool});
  REQUIRE_MESSAGE(r.has_value(), (r ? "" : r.error().to_string()));
  CHECK(r->created == std::vector<std::string>{t.dept, t.a, t.b, t.dept + "-" + pool,
                                               t.a + "-" + pool, t.b + "-" + pool});
  const auto q = get_queue(*client, t.b + "-" + pool);
  CHECK(q["metadata"]["labels"]["kai.scheduler/node-pool"] == pool);
  CHECK(q["spec"]["parentQueue"] == t.dept + "-" + pool);
  CHECK(q["spec"]["resources"]["gpu"]["quota"] == 0.5);
  auto again = sync_queues(*client, t.projects, t.naming, {pool});
  REQUIRE(again.has_value());
  CHECK(again->requests == 2);
  // The pool's label taken off by hand is drift.
  must(*client, {"PATCH", std::string(kQueuesPath) + "/" + t.a + "-" + pool,
                 R"({"metadata":{"labels":{"kai.scheduler/node-pool":null}}})",
                 "application/merge-patch+json"});
  auto fixed = sync_queues(*client, t.projects, t.naming, {pool});
  REQUIRE(fixed.has_value());
  CHECK(fixed->drift == std::vector<std::string>{"queue " + t.a + "-" + pool +
                                                 ": metadata.labels[kai.scheduler/node-pool] was "
                                                 "\"\", set back to \"" +
                                                 pool + "\""});
  CHECK(get_queue(*client, t.a + "-" + pool)["metadata"]["labels"]["kai.scheduler/node-pool"] ==
        pool);
  auto fewer = sync_queues(*client, t.projects, t.naming);
  REQUIRE(fewer.has_value());
  CHECK(fewer->deleted.size() == 3);
  CHECK(fewer->deleted.back() == t.dept + "-" + pool);
  REQUIRE(sync_queues(*client, {}, t.naming).has_value());
}

}  // namespace gpuq::test
