// The usage stores of usage_store.h: SQLite (usage.db) with an in-memory
// ledger of the window beside it, and the memory-only one for tests.
#include "daemon/store/usage_store.h"

#include <sqlite3.h>
#include <sys/stat.h>

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

namespace gpuq::daemon {
namespace {

constexpr int64_t kHour = 3600;
constexpr int64_t kDay = 86400;
constexpr int64_t kMinutesKept = kDay;     // minutes older than this become hours
constexpr int64_t kHoursKept = 30 * kDay;  // hours older than this become days
constexpr int64_t kHistoryKept = 400 * kDay;
// The capacity's row in `spans` (no project or department has an empty name).
constexpr const char* kCapacity = "";

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS spans (
  start_s INTEGER NOT NULL,   -- Unix seconds
  seconds INTEGER NOT NULL,   -- length: 60 (a minute), 3600 (an hour), 86400 (a day), or a gap
  queue   TEXT NOT NULL,      -- project or department; '' for the cluster's capacity
  gpu     REAL NOT NULL,      -- average held over the span: GPUs, millicores, bytes
  cpu     REAL NOT NULL,
  memory  REAL NOT NULL,
  PRIMARY KEY (start_s, seconds, queue)
) WITHOUT ROWID;
)sql";

// The schema's version, kept in SQLite's user_version: 0 is a database of a
// gpuq that did not set it, whose schema is version 1's. A newer one is not
// read: its spans may not mean what this version takes them to.
constexpr int kUsageSchemaVersion = 1;

core::Result<void> check_usage_schema(sqlite3* db, const std::string& path) {
  sqlite3_stmt* stmt = nullptr;
  int version = -1;
  if (sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &stmt, nullptr) == SQLITE_OK &&
      sqlite3_step(stmt) == SQLITE_ROW) {
    version = sqlite3_column_int(stmt, 0);
  }
  sqlite3_finalize(stmt);
  if (version < 0) {
    return core::fail("usage database " + path + ": " + sqlite3_errmsg(db), {},
                      core::Error::Code::io);
  }
  if (version > kUsageSchemaVersion) {
    return core::fail("usage database " + path + " was written by a newer gpuq (schema " +
                          std::to_string(version) + " > " + std::to_string(kUsageSchemaVersion) +
                          "); run that version, or move the file away to start the usage "
                          "record again",
                      {}, core::Error::Code::io);
  }
  if (version == kUsageSchemaVersion) return {};
  const std::string set = "PRAGMA user_version = " + std::to_string(kUsageSchemaVersion);
  if (sqlite3_exec(db, set.c_str(), nullptr, nullptr, nullptr) != SQLITE_OK) {
    return core::fail("usage database " + path + ": " + sqlite3_errmsg(db), {},
                      core::Error::Code::io);
  }
  return {};
}

int64_t floor_to(int64_t t, int64_t unit) {
  return t >= 0 ? t / unit * unit : -((-t + unit - 1) / unit) * unit;
}

class MemoryUsageStore final : public UsageStore {
 public:
  core::Result<void> record(int64_t from_s, int64_t to_s, const core::ResourceAmounts& capacity,
                            const QueueAmounts& held) override {
    if (to_s <= from_s) return {};
    ledger_.record(from_s, to_s, capacity, held);
    until_ = std::max(until_, to_s);
    return {};
  }
  QueueAmounts usage(int64_t now_s, const core::UsageParams& params) override {
    return ledger_.usage(now_s, params);
  }
  int64_t recorded_until() const override { return until_; }

 private:
  core::UsageLedger ledger_;
  int64_t until_ = 0;
};

class SqliteUsageStore final : public UsageStore {
 public:
  SqliteUsageStore(sqlite3* db, std::string path, core::UsageParams params)
      : db_(db), path_(std::move(path)), params_(params) {}
  ~SqliteUsageStore() override {
    sqlite3_finalize(insert_);
    sqlite3_close(db_);
  }
  SqliteUsageStore(const SqliteUsageStore&) = delete;
  SqliteUsageStore& operator=(const SqliteUsageStore&) = delete;

  // Loads the spans the window reaches at `now_s` into the ledger.
  core::Result<void> load(int64_t now_s) {
    sqlite3_stmt* stmt = nullptr;
    const char* sql =
        "SELECT start_s, seconds, queue, gpu, cpu, memory FROM spans"
        " WHERE start_s + seconds > ?1 ORDER BY start_s, seconds";
    if (sqlite3_prepare_v2(db_, sql, -1, &stmt, nullptr) != SQLITE_OK) return error();
    sqlite3_bind_int64(stmt, 1, core::usage_window_start(now_s, params_));
    int64_t start = 0, seconds = 0;
    core::ResourceAmounts capacity{0, 0, 0};
    QueueAmounts held;
    bool open = false;
    auto flush = [&] {
      if (open) ledger_.record(start, start + seconds, capacity, held);
      held.clear();
      capacity = {0, 0, 0};
    };
    int rc;
    while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
      const int64_t s = sqlite3_column_int64(stmt, 0), n = sqlite3_column_int64(stmt, 1);
      if (!open || s != start || n != seconds) {
        flush();
        start = s, seconds = n, open = true;
      }
      const auto* queue = reinterpret_cast<const char*>(sqlite3_column_text(stmt, 2));
      core::ResourceAmounts a{sqlite3_column_double(stmt, 3), sqlite3_column_double(stmt, 4),
                              sqlite3_column_double(stmt, 5)};
      if (queue == nullptr || queue[0] == '\0') {
        capacity = a;
      } else {
        held[queue] = a;
      }
      until_ = std::max(until_, s + n);
    }
    flush();
    sqlite3_finalize(stmt);
    if (rc != SQLITE_DONE) return error();
    return {};
  }

  core::Result<void> record(int64_t from_s, int64_t to_s, const core::ResourceAmounts& capacity,
                            const QueueAmounts& held) override {
    if (to_s <= from_s) return {};
    if (auto r = exec("BEGIN IMMEDIATE"); !r) return r;
    auto r = insert(from_s, to_s - from_s, kCapacity, capacity);
    for (auto it = held.begin(); r && it != held.end(); ++it) {
      r = insert(from_s, to_s - from_s, it->first, it->second);
    }
    if (r) r = exec("COMMIT");
    if (!r) {
      (void)exec("ROLLBACK");
      return r;
    }
    ledger_.record(from_s, to_s, capacity, held);
    until_ = std::max(until_, to_s);
    if (to_s - compacted_at_ >= kHour) {
      compacted_at_ = to_s;
      return compact(to_s);
    }
    return {};
  }

  QueueAmounts usage(int64_t now_s, const core::UsageParams& params) override {
    ledger_.forget_before(core::usage_window_start(now_s, params));
    return ledger_.usage(now_s, params);
  }

  int64_t recorded_until() const override { return until_; }

 private:
  core::Result<void> error() const {
    return core::fail("usage database " + path_ + ": " + sqlite3_errmsg(db_), {},
                      core::Error::Code::io);
  }

  core::Result<void> exec(const char* sql) {
    if (sqlite3_exec(db_, sql, nullptr, nullptr, nullptr) != SQLITE_OK) return error();
    return {};
  }

  core::Result<void> insert(int64_t start, int64_t seconds, const std::string& queue,
                            const core::ResourceAmounts& a) {
    if (insert_ == nullptr &&
        sqlite3_prepare_v3(db_,
                           "INSERT INTO spans (start_s, seconds, queue, gpu, cpu, memory)"
                           " VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT DO UPDATE SET"
                           " gpu = excluded.gpu, cpu = excluded.cpu, memory = excluded.memory",
                           -1, SQLITE_PREPARE_PERSISTENT, &insert_, nullptr) != SQLITE_OK) {
      return error();
    }
    sqlite3_reset(insert_);
    sqlite3_bind_int64(insert_, 1, start);
    sqlite3_bind_int64(insert_, 2, seconds);
    sqlite3_bind_text(insert_, 3, queue.data(), static_cast<int>(queue.size()), SQLITE_STATIC);
    for (int r = 0; r < 3; ++r) sqlite3_bind_double(insert_, 4 + r, a[static_cast<std::size_t>(r)]);
    const int rc = sqlite3_step(insert_);
    sqlite3_reset(insert_);
    if (rc != SQLITE_DONE) return error();
    return {};
  }

  // Spans shorter than `bucket` that start in [from, to) become buckets of it,
  // each queue's amount averaged over the bucket.
  core::Result<void> merge(int64_t from, int64_t to, int64_t bucket) {
    if (to <= from) return {};
    const std::string b = std::to_string(bucket);
    const std::string where = " WHERE seconds < " + b + " AND start_s >= " + std::to_string(from) +
                              " AND start_s < " + std::to_string(to);
    const std::string sql =
        "INSERT INTO spans (start_s, seconds, queue, gpu, cpu, memory)"
        " SELECT (start_s / " +
        b + ") * " + b + ", " + b + ", queue, SUM(gpu * seconds) / " + b +
        ".0, SUM(cpu * seconds) / " + b + ".0, SUM(memory * seconds) / " + b + ".0 FROM spans" +
        where + " GROUP BY start_s / " + b +
        ", queue ON CONFLICT DO UPDATE SET gpu = gpu + excluded.gpu, cpu = cpu + excluded.cpu,"
        " memory = memory + excluded.memory;"
        " DELETE FROM spans" +
        where + ";";
    return exec(sql.c_str());
  }

  // Minutes older than a day become hours, hours older than 30 days become
  // days, what is older than 400 days goes; the ledger follows.
  core::Result<void> compact(int64_t now_s) {
    const int64_t hours_to = floor_to(now_s - kMinutesKept, kHour);
    const int64_t days_to = floor_to(now_s - kHoursKept, kDay);
    if (auto r = exec("BEGIN IMMEDIATE"); !r) return r;
    auto r = merge(hours_done_, hours_to, kHour);
    if (r) r = merge(days_done_, days_to, kDay);
    if (r) {
      const std::string drop =
          "DELETE FROM spans WHERE start_s + seconds < " + std::to_string(now_s - kHistoryKept);
      r = exec(drop.c_str());
    }
    if (r) r = exec("COMMIT");
    if (!r) {
      (void)exec("ROLLBACK");
      return r;
    }
    hours_done_ = std::max(hours_done_, hours_to);
    days_done_ = std::max(days_done_, days_to);
    ledger_.compact(hours_to, kHour);
    ledger_.compact(days_to, kDay);
    return {};
  }

  sqlite3* db_;
  std::string path_;
  core::UsageParams params_;
  core::UsageLedger ledger_;
  sqlite3_stmt* insert_ = nullptr;
  int64_t until_ = 0;
  int64_t compacted_at_ = 0;
  // Everything before these is compacted already: a merge starts here (the
  // first one of a run looks at everything, whatever an earlier run left).
  int64_t hours_done_ = INT64_MIN / 2, days_done_ = INT64_MIN / 2;
};

}  // namespace

core::Result<std::unique_ptr<UsageStore>> open_usage_store(const std::string& state_dir,
                                                           int64_t now_s,
                                                           const core::UsageParams& params) {
  const std::string path = state_dir + "/usage.db";
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) !=
      SQLITE_OK) {
    std::string message = db != nullptr ? sqlite3_errmsg(db) : "out of memory";
    sqlite3_close(db);
    return core::fail("usage database " + path + ": " + message, {}, core::Error::Code::io);
  }
  ::chmod(path.c_str(), 0600);
  auto store = std::make_unique<SqliteUsageStore>(db, path, params);
  // Only the scheduler thread writes it: a lock is someone reading the file
  // by hand, and the scheduler must not wait on them (the record is tried
  // again a minute later).
  sqlite3_busy_timeout(db, 200);
  for (const char* sql : {"PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL", kSchema}) {
    if (sqlite3_exec(db, sql, nullptr, nullptr, nullptr) != SQLITE_OK) {
      return core::fail("usage database " + path + ": " + sqlite3_errmsg(db), {},
                        core::Error::Code::io);
    }
  }
  if (auto r = check_usage_schema(db, path); !r) return std::unexpected(r.error());
  if (auto r = store->load(now_s); !r) return std::unexpected(r.error());
  return std::unique_ptr<UsageStore>(std::move(store));
}

std::unique_ptr<UsageStore> make_memory_usage_store() {
  return std::make_unique<MemoryUsageStore>();
}

}  // namespace gpuq::daemon
