// CollectionWatch against a scripted server: a list read in pages, then a
// watch that resumes from the list's version and applies its events.
#include "daemon/kube/backend/collection_watch.h"

#include <doctest/doctest.h>

#include <chrono>
#include <thread>

#include "tests/support/scripted_server.h"

namespace gpuq::daemon::kube {
namespace {

using test::reply_with;
using test::ScriptedServer;
using test::Step;

std::string item(const std::string& name) {
  return R"({"metadata":{"name":")" + name + R"(","namespace":"a","resourceVersion":"1"}})";
}

}  // namespace

TEST_CASE("a list is read page by page, and the watch goes on from its version") {
  const std::string page1 =
      R"({"kind":"PodList","metadata":{"resourceVersion":"7","continue":"eyJ2IjoxfQ=="},"items":[)" +
      item("p1") + "]}";
  const std::string page2 =
      R"({"kind":"PodList","metadata":{"resourceVersion":"7"},"items":[)" + item("p2") + "]}";
  const std::string events =
      R"({"type":"ADDED","object":{"metadata":{"name":"p3","namespace":"a","resourceVersion":"8"}}})"
      "\n"
      R"({"type":"DELETED","object":{"metadata":{"name":"p1","namespace":"a","resourceVersion":"9"}}})"
      "\n";
  ScriptedServer server(
      {Step{reply_with(200, page1)}, Step{reply_with(200, page2)},
       Step{"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " +
                std::to_string(events.size()) + "\r\n\r\n" + events,
            Step::Then::hang}});
  ClusterCredentials creds;
  creds.source = "test";
  creds.server = "http://127.0.0.1:" + std::to_string(server.port());
  ApiClient client(creds);
  std::atomic<int> changes{0};
  CollectionWatch watch(
      client, "/api/v1/pods?labelSelector=x", nullptr, [&] { ++changes; },
      [](const std::string&) {});
  REQUIRE(watch.list_once().has_value());
  auto objects = watch.objects();
  CHECK(objects.size() == 2);
  CHECK(objects.contains("a/p1"));
  CHECK(objects.contains("a/p2"));
  watch.start();
  for (int i = 0; i < 200 && watch.objects().contains("a/p1"); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  watch.stop();
  objects = watch.objects();
  CHECK(objects.contains("a/p3"));
  CHECK_FALSE(objects.contains("a/p1"));
  const auto requests = server.requests();
  REQUIRE(requests.size() >= 3);
  CHECK(requests[0].starts_with("GET /api/v1/pods?labelSelector=x&limit=500 HTTP/1.1"));
  CHECK(requests[1].starts_with(
      "GET /api/v1/pods?labelSelector=x&limit=500&continue=eyJ2IjoxfQ%3D%3D HTTP/1.1"));
  CHECK(requests[2].find("watch=1") != std::string::npos);
  CHECK(requests[2].find("resourceVersion=7") != std::string::npos);
}

TEST_CASE("objects of a shape no server sends are skipped, not trusted") {
  const std::string list =
      R"({"kind":"PodList","metadata":{"resourceVersion":"3"},"items":["x",{"metadata":3},{"spec":{}},)" +
      item("ok") + "]}";
  ScriptedServer server({Step{reply_with(200, list)}});
  ClusterCredentials creds;
  creds.source = "test";
  creds.server = "http://127.0.0.1:" + std::to_string(server.port());
  ApiClient client(creds);
  CollectionWatch watch(
      client, "/api/v1/pods", nullptr, [] {}, [](const std::string&) {});
  REQUIRE(watch.list_once().has_value());
  const auto objects = watch.objects();
  CHECK(objects.size() == 1);
  CHECK(objects.contains("a/ok"));
}

}  // namespace gpuq::daemon::kube
