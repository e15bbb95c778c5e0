// A reload (SIGHUP) while requests read the config on their own threads:
// each read sees one version whole, a reference taken before a reload still
// reads the version it was taken from, and a refused config is never seen. Under ThreadSanitizer
// (the TSan run of the daemon's tests) this is also the check that the handlers that read the
// config outside the state's lock race with nothing.
#include <doctest/doctest.h>

#include <atomic>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>

#include "daemon/api/api.h"
#include "daemon/gpu/inventory.h"
#include "daemon/service/service.h"
#include "daemon/store/store.h"
#include "tests/support/admin_request.h"

namespace gpuq::daemon::api {
namespace {

// Version k of the config: k profiles, a grace period of 30 + k seconds and
// a log reserve of k MiB, so that a read of parts of two versions shows.
DaemonConfig version(int k) {
  DaemonConfig c;
  c.state_dir = "/nonexistent/gpuq-state";
  for (int i = 0; i < k; ++i) c.profiles.push_back({"p" + std::to_string(i), "", {}});
  c.policy.termination_grace_s = 30 + k;
  c.policy.log_disk_reserve = int64_t{k} << 20;
  return c;
}

bool whole(const DaemonConfig& c) {
  const auto k = static_cast<int64_t>(c.profiles.size());
  return c.policy.termination_grace_s == 30 + k && c.policy.log_disk_reserve == k << 20 &&
         c.state_dir == "/nonexistent/gpuq-state";
}

}  // namespace

TEST_CASE("config reload: readers on other threads see one version whole, and keep theirs") {
  FakeClock clock;
  auto gpus = parse_mock_inventory("devices:\n  - {model: Mock GPU, memory: 80Gi, count: 2}\n",
                                   "mock.yaml");
  REQUIRE(gpus.has_value());
  Service service(version(0), make_memory_store(), std::move(*gpus), clock);
  REQUIRE(service.open());
  HttpHandler handler = make_api_handler(service);
  const DaemonConfig& first = service.config();

  constexpr int kReloads = 200;
  std::atomic<bool> done{false};
  std::atomic<int> torn{0}, bad_answers{0}, reads{0};
  auto reader = [&] {
    while (!done.load()) {
      if (!whole(service.config())) ++torn;
      // The diagnostics handler reads the config without the state's lock.
      HttpResponse r = handler(test::admin_request("GET", "/api/v1/diagnostics", nullptr));
      const auto body = nlohmann::json::parse(r.body, nullptr, false);
      if (r.status != 200 || !body.contains("stateDir") ||
          body["stateDir"]["logDiskReserveBytes"].get<int64_t>() % (1 << 20) != 0) {
        ++bad_answers;
      }
      ++reads;
    }
  };
  std::thread a(reader), b(reader);
  // Under load the readers may not have run yet: reload once they have.
  while (reads.load() < 2) std::this_thread::yield();
  for (int k = 1; k <= kReloads; ++k) REQUIRE(service.reload(version(k)));
  done = true;
  a.join();
  b.join();

  CHECK(torn.load() == 0);
  CHECK(bad_answers.load() == 0);
  CHECK(reads.load() > 0);
  CHECK(service.config().profiles.size() == static_cast<std::size_t>(kReloads));
  CHECK(whole(service.config()));
  // Taken before every reload, still the first version.
  CHECK(first.profiles.empty());
  CHECK(first.policy.termination_grace_s == 30);

  // A config refused (a project in a department it does not declare) is
  // never the one in force, not even for a moment.
  DaemonConfig refused = version(kReloads + 1);
  ProjectConfig orphan;
  orphan.name = "team-x";
  orphan.parent = "nowhere";
  refused.projects.push_back(orphan);
  done = false;
  std::atomic<int> seen_refused{0};
  std::thread watcher([&] {
    while (!done.load()) {
      if (service.config().profiles.size() == static_cast<std::size_t>(kReloads + 1)) {
        ++seen_refused;
      }
    }
  });
  auto r = service.reload(refused);
  done = true;
  watcher.join();
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().message.find("nowhere") != std::string::npos);
  CHECK(seen_refused.load() == 0);
  CHECK(service.config().profiles.size() == static_cast<std::size_t>(kReloads));
}

}  // namespace gpuq::daemon::api
