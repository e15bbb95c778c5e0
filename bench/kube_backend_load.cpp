// kube_backend_load: the Kubernetes backend against a real API server (not
// a Google Benchmark, not a test). It runs the daemon's Service and the
// Kubernetes backend in this process against $KUBECONFIG (the testbed of
// scripts/kube-testbed.sh, or any cluster you may fill) and prints:
//
//   1. submit -> Job created: from the API's answer to a training's submit
//      to the backend's POST of its Job answered (sequential submits);
//   2. the requests an idle backend sends in 10 s (its watches stay open:
//      they are not requests sent in that window);
//   3. a restart with N Jobs of this daemon in the cluster: a new backend's
//      list of nodes, queues, Jobs and pods and its first pass over the
//      workloads, until every workload is taken up;
//   4. the process's VmRSS with N workloads and their Jobs and pods watched.
//
// Usage: kube_backend_load [--submits N] [--adopt N]. It makes one project
// (queue and namespace bench-<pid>) and deletes it, with its Jobs, at the end.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

#include "daemon/api/api.h"
#include "daemon/gpu/inventory.h"
#include "daemon/kube/api_client.h"
#include "daemon/kube/backend/kube_backend.h"
#include "daemon/kube/kubeconfig.h"
#include "daemon/kube/queue_sync.h"
#include "daemon/store/store.h"
#include "tests/support/admin_request.h"

using namespace gpuq::daemon;
using Steady = std::chrono::steady_clock;

namespace {

double ms_since(Steady::time_point t) {
  return std::chrono::duration<double, std::milli>(Steady::now() - t).count();
}

long rss_mib() {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6)) / 1024;
  }
  return -1;
}

HttpResponse call(HttpHandler& api, const std::string& method, const std::string& path,
                  const nlohmann::json& body) {
  return api(gpuq::test::admin_request(method, path, body));
}

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

// Waits until every workload's Job is made (or taken up); false after `limit_s`.
bool all_made(Service& service, int limit_s) {
  const auto start = Steady::now();
  while (ms_since(start) < limit_s * 1000.0) {
    bool done = true;
    service.read([&](const State& s) {
      for (const Workload& w : s.workloads)
        done = done && !w.pods.empty() && w.pods[0].attempts > 0;
    });
    if (done) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  int submits = 200, adopt = 1000;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (std::strcmp(argv[i], "--submits") == 0) submits = std::atoi(argv[i + 1]);
    if (std::strcmp(argv[i], "--adopt") == 0) adopt = std::atoi(argv[i + 1]);
  }
  auto credentials = kube::load_credentials({}, kube::KubeEnvironment::from_process());
  if (!credentials) {
    std::cerr << "kube_backend_load: " << credentials.error().to_string() << "\n";
    return 2;
  }
  kube::ApiClient client(*credentials);
  kube::KubeNaming naming;
  naming.instance = "bench-" + std::to_string(::getpid());
  naming.namespace_prefix = "bench-";
  SystemClock clock;
  DaemonConfig config;
  config.backend = "kubernetes";
  Service service(config, make_memory_store(), make_empty_inventory(), clock);
  if (!service.open()) return 1;
  HttpHandler api = api::make_api_handler(service);
  auto backend = std::make_unique<kube::KubeBackend>(service, client, naming, nullptr);
  if (auto ok = backend->connect(); !ok) {
    std::cerr << "kube_backend_load: " << ok.error().to_string() << "\n";
    return 1;
  }
  backend->recover();
  backend->start();
  const std::string project = naming.instance;
  call(api, "POST", "/api/v1/org-unit/projects",
       {{"name", project},
        {"resources", {{{"nodePool", {{"name", "default"}}}, {"gpu", {{"deserved", 1000}}}}}}});

  // 1. submit -> Job created, one at a time.
  std::vector<double> latencies;
  for (int i = 0; i < submits; ++i) {
    const auto t0 = Steady::now();
    auto r = call(api, "POST", "/api/v1/workloads/trainings",
                  {{"name", "s" + std::to_string(i)},
                   {"projectId", project},
                   {"spec", {{"image", "busybox"}, {"command", "true"}}}});
    const std::string id = nlohmann::json::parse(r.body).value("id", "");
    for (;;) {
      auto w = service.workload(id);
      if (w && !w->pods.empty() && w->pods[0].attempts > 0) break;
      std::this_thread::sleep_for(std::chrono::microseconds(200));
      if (ms_since(t0) > 10000) break;
    }
    latencies.push_back(ms_since(t0));
  }
  std::printf("submit -> Job created (%d sequential): p50 %.1f ms, p90 %.1f ms, max %.1f ms\n",
              submits, percentile(latencies, 0.5), percentile(latencies, 0.9),
              percentile(latencies, 1.0));

  // 2. Idle.
  std::this_thread::sleep_for(std::chrono::seconds(3));  // the pods' creation settles
  const int64_t before = client.requests_sent();
  std::this_thread::sleep_for(std::chrono::seconds(10));
  std::printf("idle for 10 s: %lld requests sent (watches stay open)\n",
              static_cast<long long>(client.requests_sent() - before));

  // 3. and 4. A restart with `adopt` Jobs.
  for (int i = submits; i < adopt; ++i) {
    call(api, "POST", "/api/v1/workloads/trainings",
         {{"name", "s" + std::to_string(i)},
          {"projectId", project},
          {"spec", {{"image", "busybox"}, {"command", "true"}}}});
  }
  const bool made = all_made(service, 600);
  backend->stop();
  backend.reset();
  // As a restarted daemon finds them: the store says nothing was made.
  (void)service.write([](State& state, Store&) -> gpuq::core::Result<void> {
    for (Workload& w : state.workloads) {
      for (Pod& p : w.pods) p.attempts = 0;
    }
    return {};
  });
  const auto t0 = Steady::now();
  const int64_t sent = client.requests_sent();
  backend = std::make_unique<kube::KubeBackend>(service, client, naming, nullptr);
  if (auto ok = backend->connect(); !ok) return 1;
  backend->recover();
  const bool adopted = all_made(service, 600);
  std::printf("restart with %d Jobs%s: taken up in %.0f ms with %lld requests (%s)\n", adopt,
              made ? "" : " (not all made)", ms_since(t0),
              static_cast<long long>(client.requests_sent() - sent),
              adopted ? "all of them" : "NOT all");
  std::printf("VmRSS with %d workloads, Jobs and pods watched: %ld MiB\n", adopt, rss_mib());

  (void)kube::sync_queues(client, {}, naming);  // the project's namespace, with its Jobs, goes
  return 0;
}
