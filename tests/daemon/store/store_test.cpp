// The Store contract, run against both the memory and the SQLite store.
#include <doctest/doctest.h>

#include <stdexcept>

#include "tests/daemon/store/store_test_fixtures.h"

namespace gpuq::daemon {
namespace {

using core::Result;
using namespace testing;

// The tests below run against both stores.
struct Stores {
  TempDir dir;
  std::vector<std::pair<std::string, std::unique_ptr<Store>>> all;
  Stores() {
    all.emplace_back("memory", make_memory_store());
    all.emplace_back("sqlite", open_or_fail(dir.path));
  }
};

Project named_project(int64_t id, std::string name) {
  Project p;
  p.id = id;
  p.name = std::move(name);
  return p;
}

}  // namespace

TEST_CASE("store: every field of projects, workloads, pods and tokens round-trips") {
  Stores stores;
  for (auto& [kind, store] : stores.all) {
    CAPTURE(kind);
    Workload defaults;
    defaults.id = "w-defaults";
    REQUIRE(store->put_project(full_project()));
    REQUIRE(store->put_workload(full_workload()));
    REQUIRE(store->put_workload(defaults));
    REQUIRE(store->put_token(full_token()));
    REQUIRE(store->put_project(named_project(8, "defaults")));
    auto state = store->load();
    REQUIRE(state);
    REQUIRE(state->projects.size() == 2);
    CHECK(describe(state->projects[0]) == describe(full_project()));
    CHECK(describe(state->projects[1]) == describe(named_project(8, "defaults")));
    REQUIRE(state->workloads.size() == 2);
    CHECK(describe(state->workloads[0]) == describe(defaults));  // created_at 0 comes first
    CHECK(describe(state->workloads[1]) == describe(full_workload()));
    REQUIRE(state->tokens.size() == 1);
    CHECK(describe(state->tokens[0]) == describe(full_token()));
  }
}

TEST_CASE("store: the round-trip test covers every field of the model") {
  // Fails when a field is added to the model: persist it (sqlite_store.cpp,
  // model_json.cpp, memory_store.cpp copies it already) and add it to
  // describe() and full_*() above, then update these sizes.
  CHECK_MESSAGE(sizeof(Workload) == 840, "Workload changed: extend the store and this test");
  CHECK_MESSAGE(sizeof(Pod) == 208, "Pod changed: extend the store and this test");
  CHECK_MESSAGE(sizeof(Project) == 312, "Project changed: extend the store and this test");
  CHECK_MESSAGE(sizeof(Token) == 152, "Token changed: extend the store and this test");
  CHECK_MESSAGE(sizeof(RunSpec) == 192, "RunSpec changed: extend the store and this test");
  CHECK_MESSAGE(sizeof(PodLimits) == 88, "PodLimits changed: extend the store and this test");
  CHECK_MESSAGE(sizeof(core::PodRequest) == 136, "PodRequest changed: extend the store and test");
}

TEST_CASE("store: a failed transaction leaves nothing, nested failures undo only their part") {
  Stores stores;
  for (auto& [kind, store] : stores.all) {
    CAPTURE(kind);
    REQUIRE(store->append_event(Event{4, "w-kept", 1, "Submitted", "kept"}));
    auto before = store->load();
    REQUIRE(before);

    auto r = store->transaction([&]() -> Result<void> {
      REQUIRE(store->put_project(full_project()));
      REQUIRE(store->put_workload(full_workload()));
      REQUIRE(store->append_event(Event{0, full_workload().id, 2, "Submitted", "gone"}));
      REQUIRE(store->put_token(full_token()));
      REQUIRE(store->delete_workload("w-kept"));
      return core::fail("quota exceeded", {}, core::Error::Code::conflict);
    });
    REQUIRE_FALSE(r);
    CHECK(r.error().message == "quota exceeded");
    CHECK(r.error().code == core::Error::Code::conflict);

    auto threw = store->transaction([&]() -> Result<void> {
      REQUIRE(store->put_project(full_project()));
      throw std::runtime_error("boom");
    });
    REQUIRE_FALSE(threw);
    CHECK(threw.error().code == core::Error::Code::internal);

    auto after = store->load();
    REQUIRE(after);
    CHECK(after->projects.empty());
    CHECK(after->workloads.empty());
    CHECK(after->tokens.empty());
    CHECK(after->next_event_id == before->next_event_id);
    CHECK(store->events(full_workload().id, 0)->empty());
    CHECK(store->events("w-kept", 0)->size() == 1);

    // Nested: the inner failure is undone, the outer writes commit.
    auto outer = store->transaction([&]() -> Result<void> {
      REQUIRE(store->put_project(full_project()));
      auto inner = store->transaction([&]() -> Result<void> {
        REQUIRE(store->put_token(full_token()));
        return core::fail("inner");
      });
      CHECK_FALSE(inner);
      return store->transaction([&] { return store->put_workload(full_workload()); });
    });
    REQUIRE(outer);
    auto nested = store->load();
    REQUIRE(nested);
    CHECK(nested->projects.size() == 1);
    CHECK(nested->workloads.size() == 1);
    CHECK(nested->tokens.empty());
  }
}

TEST_CASE("store: replacing keeps creation order, project names are unique") {
  Stores stores;
  for (auto& [kind, store] : stores.all) {
    CAPTURE(kind);
    for (std::string id : {"c", "a", "b"}) {
      Workload w;
      w.id = id;
      w.created_at = 10;
      REQUIRE(store->put_workload(w));
    }
    Workload a;
    a.id = "a";
    a.created_at = 10;
    a.phase = "Running";
    REQUIRE(store->put_workload(a));
    auto state = store->load();
    REQUIRE(state);
    REQUIRE(state->workloads.size() == 3);
    CHECK(state->workloads[0].id == "c");
    CHECK(state->workloads[1].id == "a");
    CHECK(state->workloads[1].phase == "Running");
    CHECK(state->workloads[2].id == "b");

    REQUIRE(store->put_project(named_project(1, "x")));
    REQUIRE(store->put_project(named_project(1, "x-renamed")));
    auto dup = store->put_project(named_project(2, "x-renamed"));
    REQUIRE_FALSE(dup);
    CHECK(dup.error().code == core::Error::Code::conflict);
    CHECK(dup.error().message.find("projects.name") != std::string::npos);
    REQUIRE(store->delete_project(1));
    REQUIRE(store->put_project(named_project(2, "x-renamed")));
    CHECK(store->load()->projects.size() == 1);
  }
}

TEST_CASE("store: events come oldest first, the newest `limit` of them, deleting cascades") {
  Stores stores;
  for (auto& [kind, store] : stores.all) {
    CAPTURE(kind);
    REQUIRE(store->put_workload(full_workload("w1")));
    REQUIRE(store->put_workload(full_workload("w2")));
    for (int i = 1; i <= 5; ++i) {
      REQUIRE(store->append_event(Event{2 * i, "w1", 100 + i, "T" + std::to_string(i), "m"}));
      REQUIRE(store->append_event(Event{2 * i + 1, "w2", 200 + i, "U", kNotUtf8}));
    }
    auto all = store->events("w1", 0);
    REQUIRE(all);
    REQUIRE(all->size() == 5);
    CHECK(all->front().id == 2);
    CHECK(all->front().workload_id == "w1");
    CHECK(all->front().time == 101);
    CHECK(all->front().type == "T1");
    CHECK(all->back().id == 10);
    auto newest = store->events("w1", 2);
    REQUIRE(newest);
    REQUIRE(newest->size() == 2);
    CHECK(newest->at(0).type == "T4");
    CHECK(newest->at(1).type == "T5");
    CHECK(store->events("w1", 50)->size() == 5);
    CHECK(store->events("w2", 1)->at(0).message == kNotUtf8);
    CHECK(store->events("nobody", 0)->empty());
    CHECK(store->load()->next_event_id == 12);

    auto dup = store->append_event(Event{10, "w2", 0, "X", ""});
    REQUIRE_FALSE(dup);
    CHECK(dup.error().code == core::Error::Code::conflict);

    REQUIRE(store->delete_workload("w2"));
    CHECK(store->events("w2", 0)->empty());
    CHECK(store->events("w1", 0)->size() == 5);
    auto state = store->load();
    REQUIRE(state->workloads.size() == 1);
    CHECK(state->workloads[0].id == "w1");
    // Ids of deleted events are not handed out again; id 0 takes the next.
    CHECK(state->next_event_id == 12);
    REQUIRE(store->append_event(Event{0, "w1", 300, "Auto", ""}));
    CHECK(store->events("w1", 1)->at(0).id == 12);
  }
}

TEST_CASE("store: the oldest events of one workload are dropped, its count follows") {
  Stores stores;
  for (auto& [kind, store] : stores.all) {
    CAPTURE(kind);
    REQUIRE(store->put_workload(full_workload("w1")));
    REQUIRE(store->put_workload(full_workload("w2")));
    for (int i = 1; i <= 6; ++i) {
      REQUIRE(store->append_event(Event{2 * i, "w1", i, "T" + std::to_string(i), ""}));
      REQUIRE(store->append_event(Event{2 * i + 1, "w2", i, "U", ""}));
    }
    CHECK(*store->count_events("w1") == 6);
    CHECK(*store->count_events("nobody") == 0);
    REQUIRE(store->drop_oldest_events("w1", 4));
    CHECK(*store->count_events("w1") == 2);
    CHECK(*store->count_events("w2") == 6);  // another workload's stay
    auto left = store->events("w1", 0);
    REQUIRE(left);
    REQUIRE(left->size() == 2);
    CHECK(left->at(0).type == "T5");
    CHECK(left->at(1).type == "T6");
    REQUIRE(store->drop_oldest_events("w1", 10));  // more than there are
    CHECK(*store->count_events("w1") == 0);
  }
}

}  // namespace gpuq::daemon
