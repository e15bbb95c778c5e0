// The logs of a cluster's pods (pods/log) against a scripted server: pods
// read one after the other with their prefixes, a followed pod whose
// container has not started yet waited for, a log that cannot be read said
// in the stream. (The testbed has no kubelets, which serve real logs.)
#include "daemon/kube/backend/cluster_log_stream.h"

#include <doctest/doctest.h>

#include <chrono>

#include "tests/daemon/kube/plain_http_cluster.h"
#include "tests/support/scripted_server.h"

namespace gpuq::daemon::kube {
namespace {

using test::reply_with;
using test::ScriptedServer;
using test::Step;

std::string chunked(const std::string& data) {
  char size[16];
  std::snprintf(size, sizeof size, "%zx", data.size());
  return "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n" +
         std::string(size) + "\r\n" + data + "\r\n0\r\n\r\n";
}

// Pulls to the end (at most 20 s).
std::string drain(ClusterLogStream& stream) {
  std::string out;
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while (stream.pull(out)) {
    if (std::chrono::steady_clock::now() > until) {
      FAIL("the stream did not end; so far: " << out);
      break;
    }
  }
  return out;
}

std::vector<ClusterPod> two_pods() { return {{"runai-a", "sweep-0"}, {"runai-a", "sweep-1"}}; }

}  // namespace

TEST_CASE("cluster logs: each pod in name order, prefixed, the last lines of each") {
  ScriptedServer server({Step{chunked("one\ntwo\n"), Step::Then::close},
                         Step{chunked("three\n"), Step::Then::close}});
  ApiClient client(plain_http(server));
  ClusterLogStream stream(
      client, two_pods, [] { return true; }, false, 2, true);
  CHECK(drain(stream) == "[sweep-0] one\n[sweep-0] two\n[sweep-1] three\n");
  const auto requests = server.requests();
  REQUIRE(requests.size() == 2);
  CHECK(requests[0].find("GET /api/v1/namespaces/runai-a/pods/sweep-0/log?container=main&"
                         "tailLines=2 ") == 0);
  CHECK(requests[1].find("/pods/sweep-1/log?container=main&tailLines=2 ") != std::string::npos);
}

TEST_CASE("cluster logs: following waits for a container to start, and ends with the workload") {
  const std::string waiting =
      R"({"kind":"Status","apiVersion":"v1","status":"Failure","message":"container \"main\" in pod \"serve-0\" is waiting to start: ContainerCreating","reason":"BadRequest","code":400})";
  ScriptedServer server({Step{reply_with(400, waiting), Step::Then::close},
                         Step{chunked("ready\n"), Step::Then::close}});
  ApiClient client(plain_http(server));
  std::atomic<int> looks{0};
  ClusterLogStream stream(
      client,
      [] {
        return std::vector<ClusterPod>{{"runai-a", "serve-0"}};
      },
      [&] { return ++looks > 3; }, true, std::nullopt, false);
  CHECK(drain(stream) == "ready\n");
  const auto requests = server.requests();
  REQUIRE(requests.size() == 2);
  CHECK(requests[1].find("/pods/serve-0/log?container=main&follow=true ") != std::string::npos);
}

TEST_CASE("cluster logs: a pod whose log cannot be read says so, and the next is read") {
  ScriptedServer server(
      {Step{reply_with(500, R"({"kind":"Status","message":"kubelet not reachable","code":500})"),
            Step::Then::close},
       Step{chunked("fine\n"), Step::Then::close}});
  ApiClient client(plain_http(server));
  ClusterLogStream stream(
      client, two_pods, [] { return true; }, false, std::nullopt, true);
  const std::string text = drain(stream);
  CHECK(text.find("[sweep-0] gpuq: the log of pod sweep-0 cannot be read: ") == 0);
  CHECK(text.find("kubelet not reachable") != std::string::npos);
  CHECK(text.find("[sweep-1] fine\n") != std::string::npos);
}

}  // namespace gpuq::daemon::kube
