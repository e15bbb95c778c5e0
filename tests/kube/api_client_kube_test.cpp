// The API client against the real kube-apiserver of the testbed: TLS with
// the kubeconfig's CA, a bearer token, server-side apply, the Status errors
// a real server sends, a watch.
#include <doctest/doctest.h>

#include <thread>

#include "daemon/kube/api_client.h"
#include "schema_check.h"
#include "testbed_fixture.h"

namespace gpuq::test {
namespace {

using daemon::kube::ApiClient;
using daemon::kube::ApiRequest;

nlohmann::json test_queue(const std::string& name) {
  return {{"apiVersion", "scheduling.run.ai/v2"},
          {"kind", "Queue"},
          {"metadata", {{"name", name}}},
          {"spec",
           {{"resources",
             {{"gpu", {{"quota", 1}, {"limit", -1}, {"overQuotaWeight", 1}}},
              {"cpu", {{"quota", -1}, {"limit", -1}, {"overQuotaWeight", 1}}},
              {"memory", {{"quota", -1}, {"limit", -1}, {"overQuotaWeight", 1}}}}}}}};
}

ApiRequest apply_request(const std::string& path, const nlohmann::json& object) {
  return {"PATCH", path + "?fieldManager=gpuq&force=true", object.dump(),
          "application/apply-patch+yaml"};
}

}  // namespace

TEST_CASE("the testbed's fake GPU nodes are listed over TLS with the kubeconfig's CA and token") {
  auto client = testbed_client();
  CHECK_FALSE(client->credentials().ca_pem.empty());
  const auto nodes = must(*client, {"GET", "/api/v1/nodes", "", ""});
  REQUIRE(nodes["items"].size() >= 1);
  for (const auto& node : nodes["items"]) {
    CHECK(node["status"]["allocatable"]["nvidia.com/gpu"] == "8");
  }
}

TEST_CASE(
    "server-side apply creates, then changes, a Queue, and a second create is AlreadyExists") {
  auto client = testbed_client();
  const auto name = unique_name("q");
  const std::string item = "/apis/scheduling.run.ai/v2/queues/" + name;
  auto queue = test_queue(name);
  REQUIRE(schema_problems(queue).empty());
  auto created = client->send(apply_request(item, queue));
  REQUIRE(created.has_value());
  CHECK(created->status == 201);
  queue["spec"]["priority"] = 7;
  auto changed = client->send(apply_request(item, queue));
  REQUIRE(changed.has_value());
  CHECK(changed->status == 200);
  CHECK(must(*client, {"GET", item, "", ""})["spec"]["priority"] == 7);

  auto again =
      client->call({"POST", "/apis/scheduling.run.ai/v2/queues", queue.dump(), "application/json"});
  REQUIRE_FALSE(again.has_value());
  CHECK(again.error().code == core::Error::Code::conflict);
  CHECK(again.error().message.find("create queues.scheduling.run.ai: 409 AlreadyExists") == 0);

  must(*client, {"DELETE", item, "", ""});
  auto gone = client->call({"GET", item, "", ""});
  REQUIRE_FALSE(gone.has_value());
  CHECK(gone.error().code == core::Error::Code::not_found);
  CHECK(gone.error().message == "get queues.scheduling.run.ai " + name +
                                    ": 404 NotFound: queues.scheduling.run.ai \"" + name +
                                    "\" not found");
}

TEST_CASE("a user without a role is told which RBAC rule is missing") {
  ApiClient client(norole_credentials());
  auto r = client.call({"GET", "/apis/batch/v1/namespaces/team-a/jobs", "", ""});
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().code == core::Error::Code::permission_denied);
  CHECK(r.error().message.find("the API server refused list jobs.batch in namespace team-a: ") ==
        0);
  CHECK(r.error().message.find("User \"norole\" cannot list resource \"jobs\"") !=
        std::string::npos);
  CHECK(
      r.error().message.find(
          R"({apiGroups: ["batch"], resources: ["jobs"], verbs: ["list"]} in namespace team-a)") !=
      std::string::npos);
}

TEST_CASE("a watch from the list's resourceVersion sees a Queue added, and stops when cancelled") {
  auto client = testbed_client();
  const auto list = must(*client, {"GET", "/apis/scheduling.run.ai/v2/queues", "", ""});
  const std::string rv = list["metadata"]["resourceVersion"];
  const auto name = unique_name("watched");
  std::atomic<bool> cancel{false};
  std::atomic<bool> seen{false};
  std::thread watcher([&] {
    auto r = client->stream(
        "/apis/scheduling.run.ai/v2/queues?watch=1&allowWatchBookmarks=true&resourceVersion=" + rv,
        [&](std::string_view line) {
          auto event = nlohmann::json::parse(line);
          if (event["type"] == "ADDED" && event["object"]["metadata"]["name"] == name) {
            seen = true;
            cancel = true;
          }
          return true;
        },
        &cancel);
    CHECK(r.has_value());
  });
  const std::string item = "/apis/scheduling.run.ai/v2/queues/" + name;
  must(*client, apply_request(item, test_queue(name)));
  for (int i = 0; i < 200 && !seen; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  cancel = true;
  watcher.join();
  CHECK(seen);
  must(*client, {"DELETE", item, "", ""});
}

}  // namespace gpuq::test
