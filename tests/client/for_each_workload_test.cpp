// Client::for_each_workload: pages read by the SAX reader must give the same
// Workloads as list_all_workloads' DOM reader (json aside), page by page,
// and stop, fail and ask for fields as its contract says.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "gpuq/client.h"
#include "gpuq/fake_transport.h"

using namespace gpuq::client;
using json = nlohmann::json;

namespace {

HttpAnswer ok(const json& body) { return {200, body.dump(), "application/json"}; }

// Every member of `w` but json, as text, to compare two readers.
std::string describe(const Workload& w) {
  std::ostringstream out;
  auto opt = [&](const auto& v) {
    if (v) {
      out << *v;
    } else {
      out << "(unset)";
    }
    out << "|";
  };
  out << w.id << "|" << w.name << "|" << w.type << "|" << w.phase << "|" << w.phase_message << "|"
      << w.project_id << "|" << w.project_name << "|";
  opt(w.department_name);
  out << w.submitted_by << "|" << w.created_at << "|";
  opt(w.completed_at);
  out << w.preemptible << "|" << w.priority << "|" << w.priority_class << "|" << w.running_pods
      << "|" << w.completed_pods << "|" << w.failed_pods << "|" << w.requested_pods.number << ","
      << w.requested_pods.min << "," << w.requested_pods.max << "," << w.requested_pods.parallelism
      << "," << w.requested_pods.completions << "|";
  for (const Resources* r : {&w.allocated, &w.requested}) {
    opt(r->gpu);
    opt(r->gpu_memory);
    opt(r->cpu);
    opt(r->cpu_memory);
  }
  opt(w.gpu_request_type);
  for (const auto& s : w.node_pools) out << s << ",";
  out << "|";
  for (const auto& s : w.nodes) out << s << ",";
  out << "|" << w.image;
  return out.str();
}

const json kItems = json::parse(R"([
  {"actionsSupport":{"delete":true,"resume":false,"suspend":true},
   "allocatedResources":{"cpu":2.0,"cpuMemory":null,"gpu":0.5,"gpuMemory":"40Gi"},
   "arguments":"train.py --lr 0.1","command":"python","completedAt":null,"completedPods":1,
   "createdAt":"2026-11-22T12:00:00.000Z","currentNodePools":["default"],"departmentId":"1",
   "departmentName":"research","desiredPhase":"Running","failedPods":0,"id":"w-1",
   "images":["pytorch:2","second"],"name":"a1","nodes":["node-1","node-2"],"phase":"Running",
   "phaseMessage":"","phaseReason":"","phaseUpdatedAt":"2026-11-22T12:00:01.000Z",
   "podsRequestedResources":{"cpu":{"limit":4.0,"request":2.0},
     "cpuMemory":{"limit":null,"request":"4Gi"},
     "extendedResources":[{"quantity":"2","resource":"example.com/fpga"}],
     "gpu":{"limit":0.75,"request":0.5},"gpuMemory":{"limit":null,"request":null},
     "gpuRequestType":"portion","largeShmRequest":false},
   "preemptible":true,"priority":50,"priorityClassName":"train","projectId":"3",
   "projectName":"team-a","requestedNodePools":["default","fast"],
   "requestedPods":{"completions":4,"max":2,"min":2,"number":2,"parallelism":2},
   "runningPods":1,"submittedBy":"ann","type":"Training","updatedAt":"2026-11-22T12:00:02.000Z"},
  {"name":"mig \"quoted\" \u00e9","phase":"Pending","phaseMessage":"needs 1 GPU\nof 2",
   "podsRequestedResources":{"gpu":{"limit":null,"request":2},"migProfile":"1g.10gb",
   "gpuRequestType":"migProfile"},
   "requestedPods":{"number":"3"},"priority":"125","preemptible":"yes",
   "future":{"nested":{"name":"not the item's","nodes":["x"]},"list":[[1,{"phase":"no"}]]},
   "nodes":[],"completedAt":"2026-11-22T13:00:00.000Z","departmentName":null,"projectId":7},
  {}
])");

}  // namespace

TEST_CASE("for_each_workload reads what list_all_workloads reads") {
  auto fake = std::make_unique<FakeTransport>();
  fake->answer("GET", "/api/v1/workloads?offset=0&limit=500",
               ok({{"next", 3}, {"total", 3}, {"workloads", kItems}}));
  Client client(std::move(fake));
  WorkloadListQuery q;
  q.limit = 0;
  auto dom = client.list_all_workloads(q);
  REQUIRE(dom);
  std::vector<Workload> streamed;
  auto total = client.for_each_workload(q, [&](Workload&& w) {
    streamed.push_back(std::move(w));
    return true;
  });
  REQUIRE(total);
  CHECK(*total == 3);
  REQUIRE(streamed.size() == dom->items.size());
  for (std::size_t i = 0; i < streamed.size(); ++i) {
    INFO("item " << i);
    CHECK(describe(streamed[i]) == describe(dom->items[i]));
    CHECK(json::parse(streamed[i].json) == kItems[i]);
  }
  CHECK(streamed[1].name == "mig \"quoted\" \xc3\xa9");
  CHECK(streamed[1].requested_pods.number == 3);
  CHECK(streamed[1].priority == 125);
  CHECK(streamed[1].nodes.empty());
  CHECK(streamed[0].image == "pytorch:2");
  CHECK(streamed[0].nodes == std::vector<std::string>{"node-1", "node-2"});
  CHECK(streamed[0].requested.gpu == 0.5);
  CHECK(streamed[0].requested.cpu_memory == "4Gi");
  CHECK(streamed[0].allocated.gpu_memory == "40Gi");
  CHECK(streamed[0].requested_pods.completions == 4);
  CHECK(streamed[0].department_name == "research");
}

TEST_CASE("for_each_workload pages by 500, asks for its fields, and stops when told") {
  auto fake = std::make_unique<FakeTransport>();
  FakeTransport* calls = fake.get();
  json first = json::array(), second = json::array();
  for (int i = 0; i < 500; ++i) first.push_back({{"name", "w" + std::to_string(i)}});
  for (int i = 0; i < 20; ++i) second.push_back({{"name", "x" + std::to_string(i)}});
  const std::string fields = "&fields=name%2CallocatedResources.gpu";
  fake->answer("GET", "/api/v1/workloads?offset=0&limit=500" + fields,
               ok({{"workloads", first}, {"total", 520}}));
  fake->answer("GET", "/api/v1/workloads?offset=500&limit=500" + fields,
               ok({{"workloads", second}, {"total", 520}}));
  Client client(std::move(fake));
  WorkloadListQuery q;
  q.limit = 0;
  q.fields = {"name", "allocatedResources.gpu"};
  std::vector<std::string> names;
  auto total = client.for_each_workload(q, [&](Workload&& w) {
    names.push_back(w.name);
    return true;
  });
  REQUIRE(total);
  CHECK(*total == 520);
  CHECK(names.size() == 520);
  CHECK(names.back() == "x19");
  CHECK(calls->calls().size() == 2);

  names.clear();
  total = client.for_each_workload(q, [&](Workload&& w) {
    names.push_back(w.name);
    return names.size() < 3;
  });
  REQUIRE(total);
  CHECK(names.size() == 3);
  CHECK(calls->calls().size() == 3);  // the first page only
}

TEST_CASE("for_each_workload: errors are values naming the request") {
  auto fake = std::make_unique<FakeTransport>();
  fake->answer("GET", "/api/v1/workloads?offset=0&limit=50",
               {200, R"({"workloads":[{"name":"a"},)", "application/json"});
  fake->answer("GET", "/api/v1/workloads?offset=0&limit=51", ok(json::array()));
  fake->answer("GET", "/api/v1/workloads?offset=0&limit=52", ok({{"items", json::array()}}));
  fake->answer(
      "GET", "/api/v1/workloads?offset=0&limit=53",
      {400, R"({"code":400,"message":"no field \"x\"","field":"fields"})", "application/json"});
  Client client(std::move(fake));
  auto run = [&](int64_t limit) {
    WorkloadListQuery q;
    q.limit = limit;
    return client.for_each_workload(q, [](Workload&&) { return true; });
  };
  auto truncated = run(50);
  REQUIRE_FALSE(truncated);
  CHECK(truncated.error().kind == ApiError::Kind::protocol);
  CHECK(truncated.error().message.find("GET /api/v1/workloads?offset=0&limit=50") !=
        std::string::npos);
  CHECK(truncated.error().message.find("not JSON") != std::string::npos);
  auto array = run(51);
  REQUIRE_FALSE(array);
  CHECK(array.error().message.find("not a JSON object") != std::string::npos);
  auto no_list = run(52);
  REQUIRE_FALSE(no_list);
  CHECK(no_list.error().message.find("no \"workloads\" list") != std::string::npos);
  auto refused = run(53);
  REQUIRE_FALSE(refused);
  CHECK(refused.error().http_status == 400);
  CHECK(refused.error().field == "fields");
  CHECK_FALSE(run(-1));
}
