// The SQLite store's deferred writes (Store::deferred_transaction): they
// commit with the next transaction or commit_deferred(), a crash before that
// loses them and nothing else, and a failed transaction keeps them.
#include <doctest/doctest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <signal.h>

#include <set>
#include <string>

#include "tests/daemon/store/store_test_fixtures.h"

namespace gpuq::daemon {

using core::Result;
using namespace testing;

namespace {

Result<void> put(Store& store, const std::string& id) {
  return store.put_workload(full_workload(id));
}

std::set<std::string> stored_ids(const std::string& dir) {
  auto state = open_or_fail(dir)->load();
  REQUIRE(state.has_value());
  std::set<std::string> ids;
  for (const Workload& w : state->workloads) ids.insert(w.id);
  return ids;
}

}  // namespace

TEST_CASE("store: deferred writes commit with the next transaction or by themselves") {
  TempDir dir;
  {
    auto store = open_or_fail(dir.path);
    REQUIRE(store->deferred_transaction([&] { return put(*store, "w1"); }));
    // Seen by this connection before they are committed.
    auto state = store->load();
    REQUIRE(state.has_value());
    CHECK(state->workloads.size() == 1);
    REQUIRE(store->transaction([&] { return put(*store, "w2"); }));

    REQUIRE(store->deferred_transaction([&] { return put(*store, "w3"); }));
    REQUIRE(store->commit_deferred());
    CHECK(store->commit_deferred());  // nothing left: nothing to do

    // A transaction that fails undoes its own writes and keeps the
    // deferred ones before it, which it commits.
    REQUIRE(store->deferred_transaction([&] { return put(*store, "w4"); }));
    auto failed = store->transaction([&]() -> Result<void> {
      if (auto r = put(*store, "w5"); !r) return r;
      return core::fail("refused", "test");
    });
    CHECK_FALSE(failed.has_value());
    // A deferred one that fails keeps the earlier deferred ones too.
    REQUIRE(store->deferred_transaction([&] { return put(*store, "w6"); }));
    CHECK_FALSE(store->deferred_transaction([&]() -> Result<void> {
      if (auto r = put(*store, "w7"); !r) return r;
      return core::fail("refused", "test");
    }));
    REQUIRE(store->commit_deferred());

    // A write outside any transaction is committed when it returns, and
    // takes the deferred ones with it.
    REQUIRE(store->deferred_transaction([&] { return put(*store, "w8"); }));
    REQUIRE(put(*store, "w9"));
  }
  CHECK(stored_ids(dir.path) == std::set<std::string>{"w1", "w2", "w3", "w4", "w6", "w8", "w9"});
}

TEST_CASE("store: a kill -9 loses the deferred writes and only them") {
  TempDir dir;
  const pid_t pid = ::fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    auto store = open_sqlite_store(dir.path);
    if (!store) ::_exit(1);
    Store& s = **store;
    if (!s.transaction([&] { return put(s, "committed"); })) ::_exit(2);
    if (!s.deferred_transaction([&] { return put(s, "deferred"); })) ::_exit(3);
    ::kill(::getpid(), SIGKILL);
    ::_exit(4);
  }
  int status = 0;
  REQUIRE(::waitpid(pid, &status, 0) == pid);
  REQUIRE(WIFSIGNALED(status));
  CHECK(stored_ids(dir.path) == std::set<std::string>{"committed"});

  // Closing the store without committing them is a crash too.
  {
    auto store = open_or_fail(dir.path);
    REQUIRE(store->deferred_transaction([&] { return put(*store, "lost"); }));
  }
  CHECK(stored_ids(dir.path) == std::set<std::string>{"committed"});
}

}  // namespace gpuq::daemon
