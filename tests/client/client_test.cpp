// Client over a FakeTransport: the requests it sends, how it reads the
// answers, and how it turns errors into values.
#include <doctest/doctest.h>

#include <tuple>

#include <nlohmann/json.hpp>

#include "gpuq/client.h"
#include "gpuq/fake_transport.h"

using namespace gpuq::client;
using json = nlohmann::json;

namespace {

struct Fixture {
  FakeTransport* fake = nullptr;
  Client client;
  Fixture() : client(make()) {}
  Client make() {
    auto t = std::make_unique<FakeTransport>();
    fake = t.get();
    return Client(std::move(t));
  }
  json sent(std::size_t i = 0) const { return json::parse(fake->calls().at(i).body); }
};

HttpAnswer ok(const json& body, int status = 200) {
  return {status, body.dump(), "application/json"};
}

const json kItem = {
    {"id", "w-1"},
    {"name", "a1"},
    {"type", "Training"},
    {"phase", "Running"},
    {"projectName", "team-a"},
    {"projectId", "3"},
    {"departmentName", nullptr},
    {"submittedBy", "ann"},
    {"createdAt", "2026-11-22T12:00:00.000Z"},
    {"completedAt", nullptr},
    {"preemptible", true},
    {"priority", 50},
    {"priorityClassName", "train"},
    {"runningPods", 1},
    {"requestedPods",
     {{"number", 2}, {"min", 2}, {"max", 2}, {"parallelism", 2}, {"completions", 4}}},
    {"completedPods", 1},
    {"failedPods", 0},
    {"currentNodePools", {"default"}},
    {"nodes", {"node-1"}},
    {"podsRequestedResources",
     {{"gpuRequestType", "portion"},
      {"gpu", {{"request", 0.5}, {"limit", nullptr}}},
      {"gpuMemory", {{"request", nullptr}}},
      {"cpu", {{"request", 2}}},
      {"cpuMemory", {{"request", "4Gi"}}}}},
    {"allocatedResources",
     {{"gpu", 0.5}, {"gpuMemory", "40Gi"}, {"cpu", 2}, {"cpuMemory", nullptr}}},
    {"future", "kept in json"},
};

}  // namespace

TEST_CASE("submit posts a typed spec to the type's collection") {
  Fixture f;
  f.fake->answer("POST", "/api/v1/workloads/workspaces", ok(kItem, 202));
  SubmitRequest r;
  r.type = WorkloadType::workspace;
  r.name = "a1";
  r.project = "team-a";
  r.name_as_prefix = true;
  r.spec.command = "sleep 600";
  r.spec.compute.gpu_devices_request = 1;
  r.spec.compute.gpu_portion_request = 0.5;
  r.spec.environment = {{"A", "1"}};
  r.spec.captured_environment = {"A"};
  r.spec.node_pools = {"pool-a"};
  r.spec.run_as_uid = 1000;
  r.spec.stdin_open = true;
  r.spec.tty = false;
  auto w = f.client.submit(r);
  REQUIRE(w);
  CHECK(w->name == "a1");
  const json body = f.sent();
  CHECK(body["name"] == "a1");
  CHECK(body["projectId"] == "team-a");
  CHECK(body["useGivenNameAsPrefix"] == true);
  CHECK(body["spec"]["command"] == "sleep 600");
  CHECK(body["spec"]["compute"] == json({{"gpuDevicesRequest", 1}, {"gpuPortionRequest", 0.5}}));
  CHECK(body["spec"]["environmentVariables"] == json::parse(R"([{"name":"A","value":"1"}])"));
  CHECK(body["spec"]["capturedFromClient"] == json({{"environmentVariables", {"A"}}}));
  CHECK(body["spec"]["nodePools"] == json({"pool-a"}));
  CHECK(body["spec"]["security"] == json({{"runAsUid", 1000}}));
  CHECK(body["spec"]["stdin"] == true);
  CHECK(body["spec"]["tty"] == false);
  CHECK_FALSE(body["spec"].contains("image"));  // unset fields are not sent
  CHECK_FALSE(body.contains("profile"));
  // The answer is read as an item: the detail view is not asked for.
  CHECK(f.fake->calls().at(0).prefer == "return=minimal");
}

TEST_CASE("submit reads its answer as list_workloads reads an item, or the detail in its place") {
  json with_submit_keys = kItem;
  with_submit_keys["workloadId"] = "w-1";
  with_submit_keys["requestedName"] = "a";
  json detail = with_submit_keys;  // from a server that ignores Prefer: return=minimal
  detail["pods"] = json::parse(R"([{"name":"a1-0","phase":"Running","devices":[{"index":1}]}])");
  detail["spec"] = {{"command", "sleep 1"}, {"environmentVariables", {{{"name", "phase"}}}}};
  for (const json& answer : {with_submit_keys, detail}) {
    Fixture f;
    f.fake->answer("POST", "/api/v1/workloads/trainings", ok(answer, 202));
    f.fake->answer("GET", "/api/v1/workloads?offset=0&limit=50", ok({{"workloads", {answer}}}));
    SubmitRequest r;
    r.name = "a";
    r.project = "team-a";
    auto submitted = f.client.submit(r);
    REQUIRE(submitted);
    auto listed = f.client.list_workloads({});
    REQUIRE(listed);
    REQUIRE(listed->items.size() == 1);
    const Workload& w = *submitted;
    const Workload& item = listed->items[0];
    CHECK(w.json == answer.dump());  // the answer as the server sent it
    CHECK(w.json == item.json);
    for (const auto& [field, mine, theirs] :
         {std::tuple{"id", w.id, item.id},
          {"name", w.name, item.name},
          {"phase", w.phase, item.phase},
          {"submittedBy", w.submitted_by, item.submitted_by},
          {"priorityClass", w.priority_class, item.priority_class}}) {
      CAPTURE(field);
      CHECK(mine == theirs);
    }
    CHECK(w.phase == "Running");
    CHECK(w.requested_pods.completions == 4);
    CHECK(w.allocated.gpu == 0.5);
    CHECK(w.requested.cpu_memory == item.requested.cpu_memory);
    CHECK(w.node_pools == std::vector<std::string>{"default"});
    CHECK(w.nodes == std::vector<std::string>{"node-1"});
    CHECK_FALSE(w.department_name);
  }
  Fixture f;
  f.fake->answer("POST", "/api/v1/workloads/trainings",
                 {202, "{\"id\": \"w-1\",", "application/json"});
  SubmitRequest r;
  r.name = "a";
  r.project = "team-a";
  auto broken = f.client.submit(r);
  REQUIRE_FALSE(broken);
  CHECK(broken.error().kind == ApiError::Kind::protocol);
  CHECK(broken.error().message.find("POST /api/v1/workloads/trainings") != std::string::npos);
  CHECK(broken.error().message.find("not JSON") != std::string::npos);
}

TEST_CASE("submit merges the typed fields into base_spec_json") {
  Fixture f;
  f.fake->answer("POST", "/api/v1/workloads/trainings", ok(kItem, 202));
  SubmitRequest r;
  r.name = "a1";
  r.project = "team-a";
  r.base_spec_json =
      R"({"image":"img:1","command":"old","environmentVariables":[{"name":"A","value":"0"},{"name":"B","value":"2"}],
    "labels":{"x":"1"},"compute":{"cpuCoreRequest":1,"gpuDevicesRequest":2,"extendedResources":[{"resource":"r/a","quantity":"1"}]},
    "security":{"runAsGid":5}})";
  r.spec.command = "new";
  r.spec.environment = {{"A", "1"}, {"C", "0"}, {"C", "3"}};  // the last of a name wins
  r.spec.labels = {{"y", "2"}};
  r.spec.compute.gpu_devices_request = 1;
  r.spec.compute.extended_resources = {{"r/a", "2"}, {"r/b", "1"}};
  r.spec.run_as_uid = 7;
  REQUIRE(f.client.submit(r));
  const json spec = f.sent()["spec"];
  CHECK(spec["image"] == "img:1");  // kept
  CHECK(spec["command"] == "new");  // replaced
  CHECK(spec["environmentVariables"] ==
        json::parse(
            R"([{"name":"A","value":"1"},{"name":"B","value":"2"},{"name":"C","value":"3"}])"));
  CHECK(spec["labels"] == json({{"x", "1"}, {"y", "2"}}));  // the base's object form kept
  CHECK(spec["compute"]["cpuCoreRequest"] == 1);
  CHECK(spec["compute"]["gpuDevicesRequest"] == 1);
  CHECK(spec["compute"]["extendedResources"] ==
        json::parse(R"([{"resource":"r/a","quantity":"2"},{"resource":"r/b","quantity":"1"}])"));
  CHECK(spec["security"] == json({{"runAsGid", 5}, {"runAsUid", 7}}));
}

TEST_CASE("submit refuses a base spec that is not a JSON object, and a missing name") {
  Fixture f;
  SubmitRequest r;
  r.name = "a1";
  r.project = "p";
  r.base_spec_json = "[1]";
  auto w = f.client.submit(r);
  REQUIRE_FALSE(w);
  CHECK(w.error().kind == ApiError::Kind::usage);
  CHECK(w.error().field == "base_spec_json");
  r.base_spec_json = "{nope";
  CHECK(f.client.submit(r).error().message.find("not valid JSON") != std::string::npos);
  r.base_spec_json.reset();
  r.name.clear();
  CHECK(f.client.submit(r).error().field == "name");
  CHECK(f.fake->calls().empty());
}

TEST_CASE("a request with text that is not UTF-8 is refused naming its field, never thrown") {
  // JSON carries text only: nlohmann's dump() throws on such bytes.
  Fixture f;
  SubmitRequest r;
  r.name = "a1";
  r.project = "p";
  r.spec.command = "true";
  r.spec.environment = {{"LANG", "C.UTF-8"}, {"OLDPWD", "/data/caf\xe9"}};
  auto w = f.client.submit(r);
  REQUIRE_FALSE(w);
  CHECK(w.error().kind == ApiError::Kind::usage);
  CHECK(w.error().field == "spec.environmentVariables[1].value");
  ProjectRequest p;
  p.name = "team-\xff";
  auto created = f.client.create_project(p);
  REQUIRE_FALSE(created);
  CHECK(created.error().field == "name");
  CHECK(f.fake->calls().empty());
}

TEST_CASE("list_workloads sends paging, filters and sorting, and reads the items") {
  Fixture f;
  f.fake->answer("GET",
                 "/api/v1/workloads?offset=10&limit=5&filterBy=projectName%3D%3Dteam-a"
                 "&filterBy=phase%3D%3DRunning&sortBy=createdAt&sortOrder=desc&search=a%201",
                 ok({{"workloads", {kItem}}, {"total", 11}}));
  WorkloadListQuery q;
  q.project = "team-a";
  q.filters = {"phase==Running"};
  q.sort_by = "createdAt";
  q.descending = true;
  q.offset = 10;
  q.limit = 5;
  q.search = "a 1";
  auto page = f.client.list_workloads(q);
  REQUIRE(page);
  CHECK(page->total == 11);
  REQUIRE(page->items.size() == 1);
  const Workload& w = page->items[0];
  CHECK(w.id == "w-1");
  CHECK(w.type == "Training");
  CHECK(w.project_name == "team-a");
  CHECK_FALSE(w.department_name);
  CHECK(w.preemptible);
  CHECK(w.priority == 50);
  CHECK(w.requested_pods.parallelism == 2);
  CHECK(w.requested_pods.completions == 4);
  CHECK(w.completed_pods == 1);
  CHECK(w.allocated.gpu == 0.5);
  CHECK(w.allocated.gpu_memory == "40Gi");
  CHECK_FALSE(w.allocated.cpu_memory);
  CHECK(w.requested.gpu == 0.5);
  CHECK(w.requested.cpu_memory == "4Gi");
  CHECK(w.gpu_request_type == "portion");
  CHECK(w.node_pools == std::vector<std::string>{"default"});
  CHECK(w.nodes == std::vector<std::string>{"node-1"});
  CHECK(json::parse(w.json)["future"] == "kept in json");

  q.limit = 501;
  CHECK(f.client.list_workloads(q).error().field == "limit");
}

TEST_CASE("list_all_workloads pages by 500 until the total") {
  Fixture f;
  json first = json::array(), second = json::array();
  for (int i = 0; i < 500; ++i) first.push_back({{"name", "w" + std::to_string(i)}});
  for (int i = 0; i < 20; ++i) second.push_back({{"name", "x" + std::to_string(i)}});
  f.fake->answer("GET", "/api/v1/workloads?offset=0&limit=500",
                 ok({{"workloads", first}, {"total", 520}}));
  f.fake->answer("GET", "/api/v1/workloads?offset=500&limit=500",
                 ok({{"workloads", second}, {"total", 520}}));
  WorkloadListQuery q;
  q.limit = 0;
  auto all = f.client.list_all_workloads(q);
  REQUIRE(all);
  CHECK(all->items.size() == 520);
  CHECK(all->total == 520);
  CHECK(f.fake->calls().size() == 2);

  // A limit stops early and asks only for what is left.
  Fixture g;
  g.fake->answer("GET", "/api/v1/workloads?offset=0&limit=30",
                 ok({{"workloads", second}, {"total", 520}}));
  q.limit = 30;
  auto some = g.client.list_all_workloads(q);
  REQUIRE(some);
  CHECK(some->items.size() == 20);
}

TEST_CASE("get, delete, suspend, resume and events name the workload and its project") {
  Fixture f;
  json detail = kItem;
  detail["pods"] = json::parse(R"([{"name":"a1-0","index":0,"phase":"Running","node":"n1",
    "devices":[{"index":1,"uuid":"GPU-1","portion":0.5}],"mig":[],"pid":42,"exitCode":null,"attempts":1,
    "startedAt":"2026-11-22T12:00:01.000Z","finishedAt":null}])");
  detail["events"] =
      json::parse(R"([{"id":7,"createdAt":"t","type":"Scheduled","message":"on n1"}])");
  detail["spec"] = {{"command", "sleep 1"}};
  f.fake->answer("GET", "/api/v1/workloads/a1?project=team%20a", ok(detail));
  f.fake->answer("DELETE", "/api/v1/workloads/a1?project=team%20a", ok({{"code", 202}}, 202));
  f.fake->answer("POST", "/api/v1/workloads/a1/suspend", ok({{"code", 202}}, 202));
  f.fake->answer("POST", "/api/v1/workloads/a1/resume?project=p", ok({{"code", 202}}, 202));
  f.fake->answer("GET", "/api/v1/workloads/a1/events", ok({{"events", detail["events"]}}));
  auto d = f.client.get_workload("a1", "team a");
  REQUIRE(d);
  CHECK(d->workload.name == "a1");
  REQUIRE(d->pods.size() == 1);
  CHECK(d->pods[0].node == "n1");
  CHECK(d->pods[0].devices[0].uuid == "GPU-1");
  CHECK(d->pods[0].devices[0].portion == 0.5);
  CHECK(d->pods[0].pid == 42);
  CHECK_FALSE(d->pods[0].exit_code);
  CHECK_FALSE(d->pods[0].finished_at);
  REQUIRE(d->events.size() == 1);
  CHECK(d->events[0].type == "Scheduled");
  CHECK(json::parse(d->spec_json)["command"] == "sleep 1");
  CHECK(f.client.delete_workload("a1", "team a"));
  CHECK(f.client.suspend_workload("a1"));
  CHECK(f.client.resume_workload("a1", "p"));
  auto events = f.client.events("a1");
  REQUIRE(events);
  CHECK(events->at(0).id == 7);
}

TEST_CASE("logs streams the text with follow, tail, pod and timestamps") {
  Fixture f;
  f.fake->answer("GET",
                 "/api/v1/workloads/a1/logs?project=p&follow=true&tail=10&pod=1&timestamps=true",
                 {200, "line 1\nline 2\n", "text/plain"});
  std::string got;
  auto r = f.client.logs("a1", "p", {.follow = true, .tail = 10, .pod = "1", .timestamps = true},
                         [&](std::string_view chunk) {
                           got += chunk;
                           return true;
                         });
  REQUIRE(r);
  CHECK(got == "line 1\nline 2\n");
  auto missing = f.client.logs("zz", "", {}, [](std::string_view) { return true; });
  REQUIRE_FALSE(missing);
  CHECK(missing.error().not_found());
}

TEST_CASE("HTTP errors become values with the server's message and field") {
  Fixture f;
  f.fake->answer(
      "POST", "/api/v1/workloads/trainings",
      {400,
       R"({"code":400,"message":"must be more than 0","field":"spec.compute.gpuPortionRequest"})",
       "application/json"});
  f.fake->answer("GET", "/api/v1/workloads/a1",
                 {502, "<html>Bad Gateway</html>\n<p>x</p>", "text/html"});
  f.fake->answer("GET", "/api/v1/nodes", {200, "not json", "text/plain"});
  f.fake->answer("GET", "/api/v1/nodepools", ok({{"pools", json::array()}}));
  f.fake->answer("GET", "/api/v1/org-unit/projects",
                 {401, R"({"code":401,"message":"no token"})", ""});
  SubmitRequest r;
  r.name = "a1";
  r.project = "p";
  auto w = f.client.submit(r);
  REQUIRE_FALSE(w);
  CHECK(w.error().kind == ApiError::Kind::http);
  CHECK(w.error().http_status == 400);
  CHECK(w.error().message == "must be more than 0");
  CHECK(w.error().field == "spec.compute.gpuPortionRequest");
  CHECK(w.error().describe() == "must be more than 0 (field: spec.compute.gpuPortionRequest)");
  ApiError prefixed{ApiError::Kind::http, 400, "projectId: no project x", "projectId", ""};
  CHECK(prefixed.describe() == "projectId: no project x");  // the field named once

  auto g = f.client.get_workload("a1");
  REQUIRE_FALSE(g);
  CHECK(g.error().http_status == 502);
  CHECK(g.error().message.find("HTTP 502") != std::string::npos);
  CHECK(g.error().message.find("<html>Bad Gateway</html>") != std::string::npos);

  auto nodes = f.client.list_nodes();
  REQUIRE_FALSE(nodes);
  CHECK(nodes.error().kind == ApiError::Kind::protocol);
  auto pools = f.client.list_node_pools();
  REQUIRE_FALSE(pools);
  CHECK(pools.error().message.find("nodepools") != std::string::npos);

  auto projects = f.client.list_projects();
  REQUIRE_FALSE(projects);
  CHECK(projects.error().http_status == 401);
  CHECK(projects.error().hint.find("token") != std::string::npos);

  auto missing = f.client.get_workload("nope");
  REQUIRE_FALSE(missing);
  CHECK(missing.error().not_found());

  auto raw = f.client.request("GET", "/api/v1/nodes");
  REQUIRE(raw);
  CHECK(*raw == "not json");
}

TEST_CASE("projects and departments: bodies, paths and results") {
  Fixture f;
  const json project =
      json::parse(R"({"id":"3","name":"team-a","department":false,"parentName":"eng",
    "description":"d","priority":2,"members":["ann","@ml"],
    "resources":[{"nodePool":{"name":"default"},"gpu":{"deserved":2,"limit":-1,"overQuotaWeight":1},
      "cpu":{"deserved":0,"limit":-1},"memory":{"deserved":1024,"limit":-1,"units":"Mib"}}],
    "status":{"phase":"Ready","nodePoolQuotaStatuses":[{"nodePoolName":"default","allocated":{"gpu":1.5},
      "requested":{"gpu":3},"fairShare":{"gpu":2.5}}]}})");
  f.fake->answer("POST", "/api/v1/org-unit/projects", ok(project, 201));
  f.fake->answer("PUT", "/api/v1/org-unit/departments/eng", ok(project));
  f.fake->answer("GET", "/api/v1/org-unit/projects", ok({{"projects", {project}}}));
  f.fake->answer("DELETE", "/api/v1/org-unit/projects/team-a", ok({{"code", 200}}));
  ProjectRequest r;
  r.name = "team-a";
  r.parent = "eng";
  r.members = std::vector<std::string>{"ann"};
  PoolQuota q;
  q.node_pool = "default";
  q.gpu_deserved = 2;
  q.gpu_limit = -1;
  r.resources = {q};
  auto p = f.client.create_project(r);
  REQUIRE(p);
  CHECK(f.sent() == json::parse(R"({"name":"team-a","parentId":"eng","members":["ann"],
    "resources":[{"nodePool":{"name":"default"},"gpu":{"deserved":2.0,"limit":-1.0}}]})"));
  CHECK(p->name == "team-a");
  CHECK(p->parent_name == "eng");
  CHECK(p->members.size() == 2);
  CHECK(p->phase == "Ready");
  REQUIRE(p->resources.size() == 1);
  CHECK(p->resources[0].gpu_deserved == 2);
  CHECK(p->resources[0].gpu_limit == -1);
  CHECK(p->resources[0].memory_deserved == doctest::Approx(1073.741824));
  CHECK(p->resources[0].gpu_allocated == 1.5);
  CHECK(p->resources[0].gpu_fair_share == 2.5);
  CHECK(p->resources[0].gpu_requested == 3);

  ProjectRequest update;
  update.description = "new";
  REQUIRE(f.client.update_department("eng", update));
  CHECK(f.sent(1) == json({{"description", "new"}}));
  auto list = f.client.list_projects();
  REQUIRE(list);
  CHECK(list->size() == 1);
  CHECK(f.client.delete_project("team-a"));
  CHECK(f.client.create_department({}).error().field == "name");
}

TEST_CASE("nodes, node pools and the version") {
  Fixture f;
  f.fake->answer("GET", "/api/v1/nodes",
                 ok(json::parse(R"({"nodes":[{"name":"n1","nodePool":"default",
    "status":"Ready","gpuInfo":{"gpuType":"H100","gpuCount":2,"allocatedGpus":1.5},"cpu":16,"memory":1000,
    "devices":[{"index":0,"uuid":"GPU-0","model":"H100","memory":80,"allocated":1,
      "holders":[{"pod":"team-a/a1/a1-0","portion":1}],"memoryUsed":40},
      {"index":1,"uuid":"GPU-1","model":"H100","memory":80,"allocated":0.5,"mig":[{"profile":"1g.10gb"}]}]}]})")));
  f.fake->answer("GET", "/api/v1/nodepools", ok(json::parse(R"({"nodepools":[{"name":"default",
    "placementStrategy":{"gpu":"spread","cpu":"binpack"},"gpuCount":4,"nodes":["n1","n2"]}]})")));
  f.fake->answer("GET", "/api/v1/version", ok({{"version", "0.1.0"}, {"apiLevel", 1}}));
  auto nodes = f.client.list_nodes();
  REQUIRE(nodes);
  const Node& n = nodes->at(0);
  CHECK(n.gpus == 2);
  CHECK(n.gpus_allocated == 1.5);
  CHECK(n.gpu_model == "H100");
  CHECK(n.cpu == 16);
  REQUIRE(n.devices.size() == 2);
  CHECK(n.devices[0].holders.at(0).first == "team-a/a1/a1-0");
  CHECK(n.devices[0].memory_used_bytes == 40);
  CHECK_FALSE(n.devices[1].memory_used_bytes);
  CHECK(n.devices[1].mig == std::vector<std::string>{"1g.10gb"});
  auto pools = f.client.list_node_pools();
  REQUIRE(pools);
  CHECK(pools->at(0).placement == "spread");
  CHECK(pools->at(0).nodes == 2);
  CHECK(pools->at(0).gpus == 4);
  auto v = f.client.version();
  REQUIRE(v);
  CHECK(v->server == "0.1.0");
  CHECK(v->api == "1");
}

TEST_CASE("workload types read their names in the API's and the CLI's forms") {
  CHECK(parse_workload_type("Training") == WorkloadType::training);
  CHECK(parse_workload_type("workspaces") == WorkloadType::workspace);
  CHECK(parse_workload_type("INFERENCE") == WorkloadType::inference);
  CHECK_FALSE(parse_workload_type("batch"));
  CHECK(to_string(WorkloadType::workspace) == "workspace");
  CHECK(url_escape("a b/c==d") == "a%20b%2Fc%3D%3Dd");
}

namespace gpuq::client {
namespace {

TEST_CASE("tokens: create sends the name and user, and reads the secret once, list and revoke") {
  Fixture f;
  const json token = {{"id", "7"},
                      {"name", "ci"},
                      {"user", "ann"},
                      {"createdBy", "root"},
                      {"createdAt", "2026-11-25T07:00:00.000Z"},
                      {"revoked", false}};
  json created = token;
  created["token"] = "s3cret";
  f.fake->answer("POST", "/api/v1/tokens", ok(created, 201));
  f.fake->answer("GET", "/api/v1/tokens",
                 ok({{"tokens", {token, {{"name", "old"}, {"revoked", true}}}}}));
  f.fake->answer("DELETE", "/api/v1/tokens/a%20b", ok({{"code", 200}}));
  auto made = f.client.create_token("ci", "ann");
  REQUIRE(made);
  CHECK(f.sent() == json{{"name", "ci"}, {"user", "ann"}});
  CHECK(made->secret == "s3cret");
  CHECK(made->token.name == "ci");
  CHECK(made->token.user == "ann");
  CHECK(made->token.created_by == "root");
  auto mine = f.client.create_token("self");
  REQUIRE(mine);
  CHECK(f.sent(1) == json{{"name", "self"}});
  auto list = f.client.list_tokens();
  REQUIRE(list);
  REQUIRE(list->size() == 2);
  CHECK_FALSE((*list)[0].revoked);
  CHECK((*list)[1].revoked);
  CHECK((*list)[1].user.empty());
  CHECK(f.client.revoke_token("a b"));
  auto missing = f.client.revoke_token("nope");
  REQUIRE_FALSE(missing);
  CHECK(missing.error().http_status == 404);
}

}  // namespace
}  // namespace gpuq::client
