// The Kubernetes backend against a real cluster where KAI schedules, for
// anyone who has one: set GPUQ_TEST_KUBECONFIG (and GPUQ_TEST_CONTEXT to
// pick a context) to a cluster made as README.md's "Trying it on a real
// cluster" says (kind, KAI's Helm chart with GPU sharing on, fake GPU
// nodes). Skipped otherwise. Here nothing plays KAI or the kubelet: KAI
// must place the pods, the nodes' kubelets run them, and their logs come
// back through pods/log.
#include <doctest/doctest.h>

#include <chrono>
#include <cstdlib>
#include <thread>

#include "backend_fixture.h"

namespace gpuq::test {
namespace {

// The cluster named by GPUQ_TEST_KUBECONFIG, or nullopt (the test skips).
std::optional<daemon::kube::ClusterCredentials> real_cluster() {
  const char* kubeconfig = std::getenv("GPUQ_TEST_KUBECONFIG");
  if (kubeconfig == nullptr || *kubeconfig == '\0') return std::nullopt;
  const char* context = std::getenv("GPUQ_TEST_CONTEXT");
  auto creds = daemon::kube::load_credentials({kubeconfig, context != nullptr ? context : ""},
                                              daemon::kube::KubeEnvironment::from_process());
  REQUIRE_MESSAGE(creds.has_value(), (creds ? "" : creds.error().to_string()));
  return *creds;
}

// Waits up to `seconds` (a real scheduler, image pulls) for `done`.
template <class Done>
Workload wait_long(BackendFixture& f, const std::string& id, const char* what, int seconds,
                   Done done) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
  while (std::chrono::steady_clock::now() < until) {
    auto w = f.service->workload(id);
    if (w && done(*w)) return *w;
    std::this_thread::sleep_for(std::chrono::milliseconds(250));
  }
  auto w = f.workload(id);
  FAIL("waited " << seconds << " s for " << std::string(what) << "; phase " << w.phase << " ("
                 << w.phase_message.str() << ")\nlog:\n"
                 << f.log_text());
  return w;
}

std::string read_logs(BackendFixture& f, const std::string& id) {
  HttpResponse r = f.api(admin_request("GET", "/api/v1/workloads/" + id + "/logs", nullptr));
  std::string text = r.body;
  if (r.stream) {
    for (int i = 0; i < 600 && r.stream(text); ++i) {
    }
  }
  return text;
}

}  // namespace

TEST_CASE("on a real cluster with KAI: a training runs to the end, a half-GPU workspace runs") {
  const auto credentials = real_cluster();
  if (!credentials) {
    MESSAGE("GPUQ_TEST_KUBECONFIG is not set: no real cluster with KAI to test against; skipped");
    return;
  }
  BackendFixture f(*credentials);
  const std::string project = f.project("real", 2);

  auto training = f.call("POST", "/api/v1/workloads/trainings",
                         {{"name", "hello"},
                          {"projectId", project},
                          {"spec",
                           {{"image", "busybox:1.36"},
                            {"command", "sh -c 'echo hello from a pod KAI placed'"},
                            {"compute", {{"gpuDevicesRequest", 1}}}}}},
                         202);
  const std::string trained = training.value("id", "");
  auto done = wait_long(f, trained, "Completed", 300,
                        [](const Workload& w) { return w.phase == "Completed"; });
  CHECK(done.succeeded == 1);
  CHECK(read_logs(f, trained).find("hello from a pod KAI placed") != std::string::npos);

  auto workspace = f.call("POST", "/api/v1/workloads/workspaces",
                          {{"name", "half"},
                           {"projectId", project},
                           {"spec",
                            {{"image", "busybox:1.36"},
                             {"command", "sleep 600"},
                             {"compute", {{"gpuPortionRequest", 0.5}}}}}},
                          202);
  const std::string half = workspace.value("id", "");
  auto running =
      wait_long(f, half, "Running", 300, [](const Workload& w) { return w.phase == "Running"; });
  CHECK_FALSE(running.pods.at(0).node.empty());
  REQUIRE(running.pods.at(0).devices.size() == 1);
  CHECK(running.pods.at(0).devices[0].portion == 500);

  f.call("DELETE", "/api/v1/workloads/workspaces/" + half, nullptr, 202);
  f.call("DELETE", "/api/v1/workloads/trainings/" + trained, nullptr, 202);
}

}  // namespace gpuq::test
