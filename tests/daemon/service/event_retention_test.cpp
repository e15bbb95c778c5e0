// Events kept per workload: at most kMaxEventsKept, the oldest dropped a
// batch at a time, counted again after a restart.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "daemon/gpu/inventory.h"
#include "daemon/service/service.h"
#include "daemon/store/store.h"
#include "tests/daemon/store/store_test_fixtures.h"

namespace gpuq::daemon {
namespace {

using namespace testing;

struct Fixture {
  explicit Fixture(const std::string& state_dir) {
    DaemonConfig config;
    config.state_dir = state_dir;
    auto gpus = parse_mock_inventory("devices:\n  - {model: M, memory: 80Gi, count: 1}\n", "m");
    REQUIRE(gpus.has_value());
    service = std::make_unique<Service>(config, open_or_fail(state_dir), std::move(*gpus), clock);
    REQUIRE(service->open());
  }
  // Records `count` events of workload `id`, each in its own transaction.
  void record(const std::string& id, int count) {
    for (int i = 0; i < count; ++i) {
      REQUIRE(service->write([&](State& state, Store& store) {
        return service->record(state, store, id, "Tick", std::to_string(next++));
      }));
    }
  }
  std::vector<Event> events(const std::string& id) { return service->events(id).value(); }

  FakeClock clock;
  std::unique_ptr<Service> service;
  int next = 0;
};

void add_workload(Service& service, const std::string& id) {
  REQUIRE(service.write([&](State& state, Store& store) {
    Workload w;
    w.id = id;
    w.name = id;
    state.workloads.push_back(w);
    state.workload_index.rebuild(state.workloads);
    return store.put_workload(w);
  }));
}

}  // namespace

TEST_CASE("event retention: the newest events of a workload are kept, others untouched") {
  TempDir dir;
  Fixture f(dir.path);
  add_workload(*f.service, "w1");
  add_workload(*f.service, "w2");
  f.record("w2", 3);
  f.record("w1", static_cast<int>(kMaxEventsKept));
  CHECK(f.events("w1").size() == static_cast<std::size_t>(kMaxEventsKept));
  f.record("w1", 1);  // one past: the oldest batch goes
  const auto left = static_cast<std::size_t>(kMaxEventsKept - kEventsDroppedAtOnce);
  auto kept = f.events("w1");
  REQUIRE(kept.size() == left);
  CHECK(kept.back().message == std::to_string(f.next - 1));
  CHECK(kept.front().message == std::to_string(f.next - static_cast<int>(left)));
  CHECK(f.events("w2").size() == 3);
}

TEST_CASE("event retention: the count outlives a copy of the workload written back") {
  TempDir dir;
  Fixture f(dir.path);
  add_workload(*f.service, "w1");
  // As update, suspend and delete do: a copy changed, an event, the copy back.
  for (int i = 0; i < static_cast<int>(kMaxEventsKept) + 1; ++i) {
    REQUIRE(f.service->write([&](State& state, Store& store) -> core::Result<void> {
      Workload next = state.workloads[0];
      next.updated_at += 1;
      if (auto r = f.service->record(state, store, "w1", "Tick", std::to_string(f.next++)); !r) {
        return r;
      }
      state.workloads[0] = next;
      return store.put_workload(next);
    }));
  }
  CHECK(f.events("w1").size() == static_cast<std::size_t>(kMaxEventsKept - kEventsDroppedAtOnce));
}

TEST_CASE("event retention: a restarted daemon counts what the store holds") {
  TempDir dir;
  int next = 0;
  {
    Fixture f(dir.path);
    add_workload(*f.service, "w1");
    f.record("w1", static_cast<int>(kMaxEventsKept) - 50);
    next = f.next;
  }
  Fixture f(dir.path);
  f.next = next;
  f.record("w1", 50);  // counted from the store at the first: 1000, the most kept
  CHECK(f.events("w1").size() == static_cast<std::size_t>(kMaxEventsKept));
  f.record("w1", 1);
  CHECK(f.events("w1").size() == static_cast<std::size_t>(kMaxEventsKept - kEventsDroppedAtOnce));
  CHECK(f.events("w1").back().message == std::to_string(f.next - 1));
}

}  // namespace gpuq::daemon
