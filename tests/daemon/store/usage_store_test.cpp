// The usage stores: what is recorded comes back after a reopen, compaction
// keeps the integrals, and the memory store answers as the SQLite one does.
#include "daemon/store/usage_store.h"

#include <doctest/doctest.h>
#include <sqlite3.h>

#include <fstream>

#include "tests/daemon/store/store_test_fixtures.h"

namespace gpuq::daemon {
namespace {

using core::ResourceAmounts;
using testing::TempDir;

ResourceAmounts gpus(double n) { return {n, 0, 0}; }

int64_t rows(const std::string& dir) {
  sqlite3* db = nullptr;
  REQUIRE(sqlite3_open((dir + "/usage.db").c_str(), &db) == SQLITE_OK);
  sqlite3_stmt* stmt = nullptr;
  REQUIRE(sqlite3_prepare_v2(db, "SELECT count(*) FROM spans", -1, &stmt, nullptr) == SQLITE_OK);
  REQUIRE(sqlite3_step(stmt) == SQLITE_ROW);
  const int64_t n = sqlite3_column_int64(stmt, 0);
  sqlite3_finalize(stmt);
  sqlite3_close(db);
  return n;
}

}  // namespace

TEST_CASE("usage store: what is recorded is there after a reopen, compacted, with the same usage") {
  TempDir dir;
  core::UsageParams params;
  params.window_s = 3 * 86400;  // no decay: compaction must not change a thing
  const int64_t start = 1'700'000'000 / 3600 * 3600;
  const int64_t end = start + 2 * 86400;
  QueueAmounts before;
  {
    auto store = open_usage_store(dir.path, start, params);
    REQUIRE(store.has_value());
    auto memory = make_memory_usage_store();
    for (int64_t t = start; t < end; t += 60) {
      const bool a_runs = (t - start) % 7200 < 3600;  // every other hour
      QueueAmounts held = {{"a", gpus(a_runs ? 4 : 0)},
                           {"dept", gpus(a_runs ? 6 : 2)},
                           {"b", gpus(2 + (t / 60) % 2)}};
      REQUIRE((*store)->record(t, t + 60, gpus(8), held));
      REQUIRE(memory->record(t, t + 60, gpus(8), held));
    }
    CHECK((*store)->recorded_until() == end);
    before = (*store)->usage(end, params);
    const QueueAmounts from_memory = memory->usage(end, params);
    for (const char* q : {"a", "b", "dept"}) {
      CAPTURE(q);
      CHECK(before.at(q)[0] == doctest::Approx(from_memory.at(q)[0]));
    }
    CHECK(before.at("a")[0] == doctest::Approx(0.25));  // 4 of 8 GPUs half the time
  }
  // Minutes older than a day became hours (compaction runs hourly): a day
  // and at most an hour of minutes, a day of hours; 2,880 minutes before.
  CHECK(rows(dir.path) <= (1440 + 60 + 24 + 2) * 4);
  auto again = open_usage_store(dir.path, end, params);
  REQUIRE(again.has_value());
  CHECK((*again)->recorded_until() == end);
  const QueueAmounts after = (*again)->usage(end, params);
  for (const char* q : {"a", "b", "dept"}) {
    CAPTURE(q);
    CHECK(after.at(q)[0] == doctest::Approx(before.at(q)[0]));
  }
  // With a half-life, the recent weigh more: b (steady) is unchanged, a's
  // last hour (idle) weighs most.
  params.half_life_s = 3600;
  const QueueAmounts decayed = (*again)->usage(end, params);
  CHECK(decayed.at("a")[0] < after.at("a")[0]);
}

TEST_CASE("usage store: its schema version is kept, and a newer one is not read") {
  TempDir dir;
  { REQUIRE(open_usage_store(dir.path, 1'700'000'000, {})); }
  auto user_version = [&] {
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open((dir.path + "/usage.db").c_str(), &db) == SQLITE_OK);
    sqlite3_stmt* stmt = nullptr;
    REQUIRE(sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &stmt, nullptr) == SQLITE_OK);
    REQUIRE(sqlite3_step(stmt) == SQLITE_ROW);
    const int v = sqlite3_column_int(stmt, 0);
    sqlite3_finalize(stmt);
    sqlite3_close(db);
    return v;
  };
  CHECK(user_version() == 1);
  {
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open((dir.path + "/usage.db").c_str(), &db) == SQLITE_OK);
    REQUIRE(sqlite3_exec(db, "PRAGMA user_version = 7", nullptr, nullptr, nullptr) == SQLITE_OK);
    sqlite3_close(db);
  }
  auto store = open_usage_store(dir.path, 1'700'000'000, {});
  REQUIRE_FALSE(store.has_value());
  CHECK(store.error().message.find("written by a newer gpuq (schema 7 > 1)") != std::string::npos);
}

TEST_CASE("usage store: a database that is not one is an error naming the file") {
  TempDir dir;
  { std::ofstream(dir.path + "/usage.db") << std::string(4096, 'x'); }
  auto store = open_usage_store(dir.path, 1'700'000'000, {});
  REQUIRE_FALSE(store.has_value());
  CHECK(store.error().code == core::Error::Code::io);
  CHECK(store.error().message.find(dir.path + "/usage.db") != std::string::npos);
}

}  // namespace gpuq::daemon
