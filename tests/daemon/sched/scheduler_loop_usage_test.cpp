// Fairness over time in the daemon: the loop records what each project
// holds, minute by minute, and the next cycles weigh fair share with it. On
// a fake clock: ten minutes pass in ticks.
#include <doctest/doctest.h>

#include "daemon/store/usage_store.h"
#include "tests/daemon/sched/loop_fixture.h"

namespace gpuq::daemon::test {
namespace {

int running_of(const LoopFixture& f, const std::vector<std::string>& ids) {
  int n = 0;
  for (const std::string& id : ids) n += f.phase(id) == "Running";
  return n;
}

nlohmann::json project_status(LoopFixture& f, const std::string& name) {
  return f.call("GET", "/api/v1/org-unit/projects/" + name, nullptr, 200);
}

}  // namespace

TEST_CASE("loop: with usage on, a project that used a lot gets less over quota than an idle one") {
  LoopFixture f(4, /*grace_s=*/1);
  f.configure([](DaemonConfig& c) {
    c.policy.k_value = 1;
    c.policy.usage = core::UsageParams{};
    c.policy.usage->half_life_s = 600;
    c.policy.usage->window_s = 3600;
  });
  f.loop->set_usage_store(make_memory_usage_store(), *f.service->config().policy.usage);
  f.project("a", 0);
  f.project("b", 0);
  std::vector<std::string> a, b;
  for (int i = 0; i < 4; ++i) a.push_back(f.submit("a" + std::to_string(i), "a"));
  f.run_for(300);
  // A reload (SIGHUP) whose file has no `usage:` keeps it: usage.db is
  // opened at start, and the scheduler thread reads its settings.
  DaemonConfig without = f.service->config();
  without.policy.usage.reset();
  REQUIRE(f.service->reload(without));
  REQUIRE(f.service->config().policy.usage.has_value());
  f.run_for(300);  // a holds all four GPUs for ten minutes; b is idle
  REQUIRE(running_of(f, a) == 4);
  nlohmann::json pa = project_status(f, "a");
  REQUIRE(pa["usage"].is_object());
  // Ten minutes of the whole machine out of a one-hour window, half-life
  // ten minutes: (1 - 0.5) / (1 - 0.5^6) = 0.508, less the minute not yet
  // recorded (usage is recorded a minute at a time).
  const double used = pa["usage"]["gpu"].get<double>();
  CHECK(used > 0.42);
  CHECK(used < 0.52);

  for (int i = 0; i < 4; ++i) b.push_back(f.submit("b" + std::to_string(i), "b"));
  f.run_for(5);
  pa = project_status(f, "a");
  nlohmann::json pb = project_status(f, "b");
  const auto share = [](const nlohmann::json& p, const char* key) {
    return p["status"]["nodePoolQuotaStatuses"][0][key]["gpu"].get<double>();
  };
  // By weight alone 2 and 2; a's past usage gives b the larger share (share
  // weights 0.492 and 1.0: offers 1.32 and 2.68, the leftover GPU to b).
  CHECK(share(pa, "fairShareByWeight") == 2);
  CHECK(share(pb, "fairShareByWeight") == 2);
  CHECK(share(pa, "fairShare") == 1);
  CHECK(share(pb, "fairShare") == 3);
  CHECK(pb["usage"]["gpu"].get<double>() < 0.01);
  // And reclaim acts on it: b takes three GPUs from a.
  f.run_for(5);
  CHECK(running_of(f, b) == 3);
  CHECK(running_of(f, a) == 1);
  check_devices_not_overcommitted(f);
}

TEST_CASE("loop: with usage off, fair share is by weight alone and projects show no usage") {
  LoopFixture f(4, /*grace_s=*/1);
  f.project("a", 0);
  f.project("b", 0);
  for (int i = 0; i < 4; ++i) f.submit("a" + std::to_string(i), "a");
  f.run_for(120);
  for (int i = 0; i < 4; ++i) f.submit("b" + std::to_string(i), "b");
  f.run_for(5);
  nlohmann::json pa = project_status(f, "a");
  CHECK(pa["usage"].is_null());
  CHECK(pa["status"]["nodePoolQuotaStatuses"][0]["fairShare"]["gpu"] == 2);
}

}  // namespace gpuq::daemon::test
