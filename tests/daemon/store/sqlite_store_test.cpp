// What only the SQLite store does: the file, its schema, durability, speed.
#include <doctest/doctest.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <signal.h>

#include <chrono>
#include <ctime>
#include <filesystem>
#include <fstream>

#include "daemon/store/sqlite_store_schema.h"
#include "tests/daemon/store/store_test_fixtures.h"

namespace gpuq::daemon {

using core::Result;
using namespace testing;

TEST_CASE("store: the SQLite store keeps everything across close and reopen") {
  TempDir dir;
  const std::string state_dir = dir.path + "/state/nested";
  {
    auto store = open_or_fail(state_dir);
    REQUIRE(store->put_project(full_project()));
    REQUIRE(store->transaction([&]() -> Result<void> {
      if (auto r = store->put_workload(full_workload()); !r) return r;
      return store->append_event(Event{0, full_workload().id, 5, "Submitted", "by alice"});
    }));
    REQUIRE(store->put_token(full_token()));
  }
  struct stat st {};
  REQUIRE(::stat(state_dir.c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0700);
  auto store = open_or_fail(state_dir);
  auto state = store->load();
  REQUIRE(state);
  REQUIRE(state->projects.size() == 1);
  CHECK(describe(state->projects[0]) == describe(full_project()));
  REQUIRE(state->workloads.size() == 1);
  CHECK(describe(state->workloads[0]) == describe(full_workload()));
  REQUIRE(state->tokens.size() == 1);
  CHECK(describe(state->tokens[0]) == describe(full_token()));
  CHECK(state->next_event_id == 2);
  auto events = store->events(full_workload().id, 0);
  REQUIRE(events);
  REQUIRE(events->size() == 1);
  CHECK(events->at(0).message == "by alice");
}

TEST_CASE("store: a schema 1 database is migrated to assets, which persist (mode 0600)") {
  TempDir dir;
  const std::string db_path = dir.path + "/gpuq.db";
  {
    auto store = open_or_fail(dir.path);
    REQUIRE(store->put_project(full_project()));
  }
  sqlite3* db = nullptr;
  REQUIRE(sqlite3_open(db_path.c_str(), &db) == SQLITE_OK);
  REQUIRE(sqlite3_exec(db,
                       "DROP TABLE assets;"
                       " DROP TABLE node_pools;"
                       " ALTER TABLE workloads DROP COLUMN last_start_at;"
                       " ALTER TABLE projects DROP COLUMN preempt_min_runtime;"
                       " ALTER TABLE projects DROP COLUMN reclaim_min_runtime;"
                       " UPDATE meta SET value = '1' WHERE key = 'schema_version'",
                       nullptr, nullptr, nullptr) == SQLITE_OK);
  sqlite3_close(db);
  ComputeResource c;
  c.id = 7;
  c.name = "one-gpu";
  c.spec_json = R"({"gpuDevicesRequest":1})";
  Secret secret;
  secret.id = 8;
  secret.project_id = 1;
  secret.name = "TOKEN";
  secret.value = "v";
  {
    auto store = open_or_fail(dir.path);
    REQUIRE(store->put_asset(to_stored(c)));
    REQUIRE(store->put_asset(to_stored(secret)));
    REQUIRE(store->put_asset(to_stored(Volume{9, 1, "data", 1024, "alice", 1000, 5})));
    REQUIRE(store->delete_asset("secret", 8));
  }
  auto store = open_or_fail(dir.path);
  auto state = store->load();
  REQUIRE(state);
  CHECK(state->projects.size() == 1);
  Assets assets;
  for (const StoredAsset& row : state->assets) REQUIRE(add_stored(row, assets));
  REQUIRE(assets.compute.size() == 1);
  CHECK(assets.compute[0].name == "one-gpu");
  CHECK(assets.compute[0].spec_json == c.spec_json);
  CHECK(assets.secrets.empty());
  REQUIRE(assets.volumes.size() == 1);
  CHECK(assets.volumes[0].size == 1024);
  CHECK(assets.volumes[0].owner_uid == 1000);
  CHECK(assets.next_id == 10);
  struct stat st {};
  REQUIRE(::stat(db_path.c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0600);
  CHECK_FALSE(add_stored(StoredAsset{"gadget", 1, "{}"}, assets));
}

TEST_CASE("store: a schema 2 database gains last starts, project minimum runtimes and pools") {
  TempDir dir;
  const std::string db_path = dir.path + "/gpuq.db";
  Workload w = full_workload();
  {
    auto store = open_or_fail(dir.path);
    REQUIRE(store->put_project(full_project()));
    REQUIRE(store->put_workload(w));
  }
  // What schema 2 had: none of the new columns or tables.
  sqlite3* db = nullptr;
  REQUIRE(sqlite3_open(db_path.c_str(), &db) == SQLITE_OK);
  REQUIRE(sqlite3_exec(db,
                       "DROP TABLE node_pools;"
                       " ALTER TABLE workloads DROP COLUMN last_start_at;"
                       " ALTER TABLE projects DROP COLUMN preempt_min_runtime;"
                       " ALTER TABLE projects DROP COLUMN reclaim_min_runtime;"
                       " UPDATE meta SET value = '2' WHERE key = 'schema_version'",
                       nullptr, nullptr, nullptr) == SQLITE_OK);
  sqlite3_close(db);
  {
    auto store = open_or_fail(dir.path);
    auto state = store->load();
    REQUIRE(state);
    REQUIRE(state->projects.size() == 1);
    CHECK_FALSE(state->projects[0].min_runtime.preempt_s.has_value());  // inherited
    CHECK_FALSE(state->projects[0].min_runtime.reclaim_s.has_value());
    REQUIRE(state->workloads.size() == 1);
    CHECK(state->workloads[0].last_start_at == 0);
    CHECK(state->pools.empty());
    REQUIRE(store->put_pool_settings(PoolSettings{"a100", 3600}));
    REQUIRE(store->put_pool_settings(PoolSettings{"default", std::nullopt}));
    REQUIRE(store->put_pool_settings(PoolSettings{"a100", 600}));
  }
  auto state = open_or_fail(dir.path)->load();
  REQUIRE(state);
  REQUIRE(state->pools.size() == 2);
  CHECK(state->pools[0].name == "a100");
  CHECK(state->pools[0].min_guaranteed_runtime_s == 600);
  CHECK(state->pools[1].name == "default");
  CHECK_FALSE(state->pools[1].min_guaranteed_runtime_s.has_value());
}

TEST_CASE("store: a database from a newer gpuq is refused, and so is a file that is not one") {
  TempDir dir;
  const std::string db_path = dir.path + "/gpuq.db";
  SUBCASE("newer schema") {
    open_or_fail(dir.path).reset();
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open(db_path.c_str(), &db) == SQLITE_OK);
    REQUIRE(sqlite3_exec(db, "UPDATE meta SET value = '99' WHERE key = 'schema_version'", nullptr,
                         nullptr, nullptr) == SQLITE_OK);
    sqlite3_close(db);
    auto store = open_sqlite_store(dir.path);
    REQUIRE_FALSE(store);
    CHECK(store.error().code == core::Error::Code::io);
    const std::string expected = "state database " + db_path +
                                 " was written by a newer gpuq (schema 99 > " +
                                 std::to_string(sqlite_schema_version()) + ")";
    CHECK(store.error().message.starts_with(expected));
  }
  SUBCASE("not an SQLite file") {
    std::ofstream(db_path) << std::string(4096, 'x');
    auto store = open_sqlite_store(dir.path);
    REQUIRE_FALSE(store);
    CHECK(store.error().code == core::Error::Code::io);
    CHECK(store.error().message == "state database " + db_path + ": file is not a database");
  }
  SUBCASE("an SQLite database that is not gpuq's") {
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open(db_path.c_str(), &db) == SQLITE_OK);
    REQUIRE(sqlite3_exec(db, "CREATE TABLE other (x)", nullptr, nullptr, nullptr) == SQLITE_OK);
    sqlite3_close(db);
    auto store = open_sqlite_store(dir.path);
    REQUIRE_FALSE(store);
    CHECK(store.error().message ==
          "state database " + db_path +
              " is not a gpuq state database (it has tables but no meta table)");
  }
  SUBCASE("a state directory that cannot be made") {
    std::ofstream(dir.path + "/file") << "x";
    auto store = open_sqlite_store(dir.path + "/file/sub");
    REQUIRE_FALSE(store);
    CHECK(store.error().message.find(dir.path + "/file/sub") != std::string::npos);
  }
}

TEST_CASE("store: measured: submit transactions per second and load time") {
  // Prints figures (wall clock, and CPU time, which a busy machine inflates
  // less); asserts nothing about time.
  TempDir dir;
  constexpr int kCount = 20000;
  using clock = std::chrono::steady_clock;
  auto cpu_s = [] { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; };
  // A typical submission: `gpuq submit job -g 1 -- python train.py ...`.
  Workload w;
  w.project_id = 1;
  w.submitted_by = "alice";
  w.request.gpus = 1;
  w.run.argv = {"python", "train.py", "--epochs=10"};
  w.run.environment = {{"WANDB_MODE", "offline"}};
  w.run.working_dir = "/home/alice/project";
  w.run.uid = 1000;
  w.run.gid = 1000;
  w.pods.resize(1);
  w.pods[0].log_path = "/var/lib/gpuq/logs/job/0.log";
  w.spec_json =
      R"({"name":"job","command":"python train.py --epochs=10","compute":{"gpuDevicesRequest":1}})";
  {
    auto store = open_or_fail(dir.path);
    const auto start = clock::now();
    const double cpu0 = cpu_s();
    for (int i = 0; i < kCount; ++i) {
      w.id = "00000000-0000-4000-8000-" + std::to_string(100000000000 + i);
      w.name = "job-" + std::to_string(i);
      w.created_at = 1700000000000 + i;
      auto r = store->transaction([&]() -> Result<void> {
        if (auto put = store->put_workload(w); !put) return put;
        return store->append_event(Event{0, w.id, w.created_at, "Submitted", "submitted"});
      });
      if (!r) REQUIRE_MESSAGE(r, r.error().message);
    }
    const double s = std::chrono::duration<double>(clock::now() - start).count();
    const double cpu = cpu_s() - cpu0;
    MESSAGE("sqlite store: " << kCount << " submit transactions (put_workload + append_event): "
                             << static_cast<int>(kCount / s) << "/s wall, "
                             << static_cast<int>(kCount / cpu) << "/s of CPU time");
  }
  auto store = open_or_fail(dir.path);
  const auto start = clock::now();
  const double cpu0 = cpu_s();
  auto state = store->load();
  const double s = std::chrono::duration<double>(clock::now() - start).count();
  const double cpu = cpu_s() - cpu0;
  REQUIRE(state);
  CHECK(state->workloads.size() == kCount);
  CHECK(state->next_event_id == kCount + 1);
  MESSAGE("sqlite store: load() of "
          << kCount << " workloads: " << s * 1000 << " ms wall, " << cpu * 1000
          << " ms CPU; for 100,000: " << s * 1000 * 100000 / kCount << " ms wall, "
          << cpu * 1000 * 100000 / kCount << " ms CPU");
}

TEST_CASE("store: commits survive a kill -9 of the process") {
  TempDir dir;
  constexpr int kCount = 50;
  const pid_t pid = ::fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {  // the child commits, then dies without closing anything
    auto store = open_sqlite_store(dir.path);
    if (!store) ::_exit(1);
    for (int i = 0; i < kCount; ++i) {
      Workload w = full_workload("w" + std::to_string(i));
      w.created_at = i;
      auto r = (*store)->transaction([&]() -> Result<void> {
        if (auto p = (*store)->put_workload(w); !p) return p;
        return (*store)->append_event(Event{0, w.id, i, "Submitted", "x"});
      });
      if (!r) ::_exit(2);
    }
    ::kill(::getpid(), SIGKILL);
    ::_exit(3);
  }
  int status = 0;
  REQUIRE(::waitpid(pid, &status, 0) == pid);
  REQUIRE(WIFSIGNALED(status));
  CHECK(WTERMSIG(status) == SIGKILL);
  CHECK(std::filesystem::exists(dir.path + "/gpuq.db-wal"));  // not checkpointed
  auto store = open_or_fail(dir.path);
  auto state = store->load();
  REQUIRE(state);
  REQUIRE(state->workloads.size() == kCount);
  CHECK(describe(state->workloads[7]) == describe([] {
          Workload w = full_workload("w7");
          w.created_at = 7;
          return w;
        }()));
  CHECK(state->next_event_id == kCount + 1);
}

TEST_CASE("store: the file is the open store's alone, and a second opener is refused with why") {
  TempDir dir;
  const std::string db_path = dir.path + "/gpuq.db";
  {
    auto first = open_or_fail(dir.path);
    REQUIRE(first->put_workload(full_workload("w1")));
    // A second daemon on the same state directory: refused after the busy
    // wait, with what to look for, instead of writing beside the first.
    auto second = open_sqlite_store(dir.path);
    REQUIRE_FALSE(second);
    CHECK(second.error().code == core::Error::Code::io);
    CHECK(second.error().message ==
          "state database " + db_path +
              " is in use by another process (is another gpuq daemon running on this state "
              "directory?)");
    // Nor can another program read it meanwhile.
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open(db_path.c_str(), &db) == SQLITE_OK);
    CHECK(sqlite3_exec(db, "SELECT count(*) FROM workloads", nullptr, nullptr, nullptr) ==
          SQLITE_BUSY);
    sqlite3_close(db);
    // The first store goes on writing: the refused open changed nothing.
    REQUIRE(first->put_workload(full_workload("w2")));
  }
  // Closed, the file is free again, with both writes.
  auto state = open_or_fail(dir.path)->load();
  REQUIRE(state);
  CHECK(state->workloads.size() == 2);
  CHECK_FALSE(std::filesystem::exists(dir.path + "/gpuq.db-shm"));  // the index is in memory
}

TEST_CASE("store: a damaged JSON column is reported with the path, the row and the column") {
  TempDir dir;
  open_or_fail(dir.path)->put_workload(full_workload("w-bad")).value();
  sqlite3* db = nullptr;
  REQUIRE(sqlite3_open((dir.path + "/gpuq.db").c_str(), &db) == SQLITE_OK);
  REQUIRE(sqlite3_exec(db, "UPDATE workloads SET pods = '[[0, \"pending\"'", nullptr, nullptr,
                       nullptr) == SQLITE_OK);
  sqlite3_close(db);
  auto state = open_or_fail(dir.path)->load();
  REQUIRE_FALSE(state);
  CHECK(state.error().code == core::Error::Code::io);
  CHECK(state.error().message.starts_with("state database " + dir.path +
                                          "/gpuq.db: workload w-bad: pods: malformed pods JSON"));
}

TEST_CASE("store: load() inside a transaction sees its uncommitted writes") {
  TempDir dir;
  auto store = open_or_fail(dir.path);
  REQUIRE(store->transaction([&]() -> Result<void> {
    if (auto r = store->put_workload(full_workload()); !r) return r;
    auto state = store->load();
    if (!state) return std::unexpected(state.error());
    CHECK(state->workloads.size() == 1);
    return {};
  }));
}

}  // namespace gpuq::daemon
