// The Kubernetes backend on the testbed's API server, for the tests of
// each kind of workload: a Service with the in-memory store and the real
// API handler, a KubeBackend with its own instance and namespace prefix
// (what it made is removed at the end), and play_kai(), which does what KAI
// and a kubelet would: binds a pod to a fake node and writes its status.
#ifndef GPUQ_TESTS_KUBE_BACKEND_FIXTURE_H_
#define GPUQ_TESTS_KUBE_BACKEND_FIXTURE_H_

#include <doctest/doctest.h>
#include <unistd.h>

#include <chrono>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "daemon/api/api.h"
#include "daemon/kube/backend/kube_backend.h"
#include "daemon/kube/queue_sync.h"
#include "daemon/store/store.h"
#include "testbed_fixture.h"
#include "tests/support/admin_request.h"

namespace gpuq::test {

using namespace daemon;
using daemon::kube::ApiClient;
using daemon::kube::KubeBackend;

using namespace daemon;
using daemon::kube::ApiClient;
using daemon::kube::KubeBackend;

class BackendFixture {
 public:
  explicit BackendFixture(daemon::kube::ClusterCredentials credentials = testbed_credentials())
      : client(std::move(credentials)) {
    naming.instance = unique_name("i");
    naming.namespace_prefix = "t" + std::to_string(::getpid() % 100000) + "-";
    DaemonConfig config;
    config.backend = "kubernetes";
    config.gpus = "none";
    config.state_dir = "/nonexistent";  // nothing is written there by this backend
    service = std::make_unique<Service>(config, make_memory_store(), make_empty_inventory(), clock);
    REQUIRE(service->open().has_value());
    api = api::make_api_handler(*service);
    backend = std::make_unique<KubeBackend>(
        *service, client, naming, [this](const std::string& line) { log += line + "\n"; });
    auto connected = backend->connect();
    REQUIRE_MESSAGE(connected.has_value(), (connected ? "" : connected.error().to_string()));
    backend->recover();
    backend->start();
  }
  ~BackendFixture() {
    backend->stop();
    // What this test made goes: its queues and namespaces (and so its Jobs).
    (void)kube::sync_queues(client, {}, naming);
  }

  nlohmann::json call(const std::string& method, const std::string& path,
                      const nlohmann::json& body, int expected) {
    HttpResponse response = sent(api(admin_request(method, path, body)));
    INFO(method << " " << path << " -> " << response.status << " " << response.body);
    CHECK(response.status == expected);
    return nlohmann::json::parse(response.body, nullptr, false);
  }

  std::string project(const std::string& prefix, double gpus) {
    const std::string name = unique_name(prefix);
    call("POST", "/api/v1/org-unit/projects",
         {{"name", name},
          {"resources", {{{"nodePool", {{"name", "default"}}}, {"gpu", {{"deserved", gpus}}}}}}},
         201);
    return name;
  }

  Workload workload(const std::string& id) {
    auto w = service->workload(id);
    REQUIRE_MESSAGE(w.has_value(), (w ? "" : w.error().to_string()));
    return *w;
  }

  // Waits (up to 30 s) until `done` holds for workload `id`.
  template <class Done>
  Workload wait_for(const std::string& id, const char* what, Done done) {
    for (int i = 0; i < 600; ++i) {
      auto w = service->workload(id);
      if (w && done(*w)) return *w;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    auto w = workload(id);
    FAIL("waited 30 s for " << std::string(what) << "; phase " << w.phase << " ("
                            << w.phase_message.str() << ")\nlog:\n"
                            << log_text());
    return w;
  }

  // The pods of workload `id` in the cluster (after waiting for one).
  nlohmann::json cluster_pods(const std::string& ns, const std::string& id) {
    for (int i = 0; i < 600; ++i) {
      auto pods = must(
          client,
          {"GET", "/api/v1/namespaces/" + ns + "/pods?labelSelector=gpuq.io%2Fworkload-id%3D" + id,
           "", ""});
      if (!pods["items"].empty()) return pods["items"];
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    FAIL("no pod of " << id << " in " << ns << "\nlog:\n" << log_text());
    return {};
  }

  SystemClock clock;
  ApiClient client;
  kube::KubeNaming naming;
  std::unique_ptr<Service> service;
  HttpHandler api;
  std::unique_ptr<KubeBackend> backend;
  // The backend's log lines, written by its threads.
  void add_log(const std::string& line) {
    std::lock_guard lock(log_mutex);
    log += line + "\n";
  }
  std::string log_text() {
    std::lock_guard lock(log_mutex);
    return log;
  }
  std::mutex log_mutex;
  std::string log;
};

// What KAI and a kubelet would do: bind the pod, then report it in `phase`.
inline void play_kai(ApiClient& client, const nlohmann::json& pod, const std::string& node,
                     const std::string& phase) {
  const std::string ns = pod["metadata"]["namespace"];
  const std::string name = pod["metadata"]["name"];
  if (!pod["spec"].contains("nodeName")) {
    must(client,
         {"POST", "/api/v1/namespaces/" + ns + "/pods/" + name + "/binding",
          nlohmann::json{{"apiVersion", "v1"},
                         {"kind", "Binding"},
                         {"metadata", {{"name", name}}},
                         {"target", {{"apiVersion", "v1"}, {"kind", "Node"}, {"name", node}}}}
              .dump(),
          "application/json"});
  }
  nlohmann::json status = {{"phase", phase}, {"startTime", "2026-11-27T05:00:00Z"}};
  if (phase == "Succeeded" || phase == "Failed") {
    status["containerStatuses"] = {{{"name", "main"},
                                    {"ready", false},
                                    {"restartCount", 0},
                                    {"image", "busybox"},
                                    {"imageID", ""},
                                    {"state",
                                     {{"terminated",
                                       {{"exitCode", phase == "Succeeded" ? 0 : 3},
                                        {"startedAt", "2026-11-27T05:00:00Z"},
                                        {"finishedAt", "2026-11-27T05:00:01Z"}}}}}}};
  }
  must(client, {"PATCH", "/api/v1/namespaces/" + ns + "/pods/" + name + "/status",
                nlohmann::json{{"status", status}}.dump(), "application/merge-patch+json"});
}

}  // namespace gpuq::test

#endif  // GPUQ_TESTS_KUBE_BACKEND_FIXTURE_H_
