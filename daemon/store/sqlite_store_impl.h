// The SQLite Store's class, shared by sqlite_store.cpp (writes,
// transactions, open) and sqlite_store_load.cpp (load). Internal.
//
// One connection; each statement is prepared once and cached on it. Not
// thread-safe (Store's contract: Service serialises calls).
#ifndef GPUQ_DAEMON_STORE_SQLITE_STORE_IMPL_H_
#define GPUQ_DAEMON_STORE_SQLITE_STORE_IMPL_H_

#include <sqlite3.h>

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "daemon/store/sqlite_store_schema.h"
#include "daemon/store/store.h"

namespace gpuq::daemon {

// Column lists, in the order the statements bind and load() reads them.
inline constexpr const char* kProjectColumns =
    "id, name, parent_id, department, priority, resources, default_quota, members, description,"
    " created_by, created_at, updated_at, preempt_min_runtime, reclaim_min_runtime";
inline constexpr const char* kWorkloadColumns =
    "id, name, project_id, type, submitted_by, created_at, updated_at, completed_at,"
    " priority_class, priority, preemptible, request, limits, parallelism, completions,"
    " min_available, backoff_limit, failures, succeeded, termination_grace_s, node_pools, run,"
    " desired_phase, phase, phase_reason, phase_message, phase_updated_at, stale_since, pods,"
    " spec_json, last_start_at";
inline constexpr const char* kTokenColumns =
    "id, name, user_name, hash, created_by, created_at, revoked";
inline constexpr const char* kEventColumns = "id, workload_id, time, type, message";

class SqliteStore final : public Store {
 public:
  // Takes ownership of the open connection `db` to the file at `path`.
  SqliteStore(sqlite3* db, std::string path) : db_(db), path_(std::move(path)) {}
  ~SqliteStore() override {
    for (auto* stmt : cache_) sqlite3_finalize(stmt);
    sqlite3_close_v2(db_);
  }
  SqliteStore(const SqliteStore&) = delete;
  SqliteStore& operator=(const SqliteStore&) = delete;

  core::Result<StoredState> load() override;
  core::Result<void> transaction(const std::function<core::Result<void>()>& body) override;
  core::Result<void> put_project(const Project& p) override;
  core::Result<void> delete_project(int64_t id) override { return run(Sql::delete_project, id); }
  core::Result<void> put_workload(const Workload& w) override;
  core::Result<void> delete_workload(const std::string& id) override;
  core::Result<void> append_event(const Event& e) override;
  core::Result<std::vector<Event>> events(const std::string& workload_id,
                                          std::size_t limit) override;
  core::Result<int64_t> count_events(const std::string& workload_id) override;
  core::Result<void> drop_oldest_events(const std::string& workload_id, int64_t count) override {
    return run(Sql::drop_oldest_events, workload_id, count);
  }
  core::Result<void> put_token(const Token& t) override;
  core::Result<void> put_asset(const StoredAsset& a) override {
    return run(Sql::put_asset, a.kind, a.id, a.body);
  }
  core::Result<void> delete_asset(const std::string& kind, int64_t id) override {
    return run(Sql::delete_asset, kind, id);
  }
  core::Result<void> put_pool_settings(const PoolSettings& p) override {
    return run(Sql::put_pool, p.name, p.min_guaranteed_runtime_s);
  }

 private:
  // The statements, one cache slot each (text in sql_text()).
  enum class Sql : std::size_t {
    begin,
    commit,
    rollback,
    savepoint,
    release,
    rollback_to,
    put_project,
    delete_project,
    put_workload,
    delete_workload,
    delete_events,
    append_event,
    events_all,
    events_newest,
    count_events,
    drop_oldest_events,
    put_token,
    load_projects,
    load_workloads,
    count_workloads,
    load_tokens,
    next_event_id,
    put_asset,
    delete_asset,
    load_assets,
    put_pool,
    load_pools,
    count_,
  };
  static std::string sql_text(Sql which);

  // Binds `values` to parameters 1, 2, ... of `stmt`. Strings are bound
  // without a copy: they must outlive the statement's next step.
  struct Binder {
    sqlite3_stmt* stmt;
    int index = 1;
    int rc = SQLITE_OK;
    void operator()(int64_t v) { keep(sqlite3_bind_int64(stmt, index++, v)); }
    void operator()(int v) { (*this)(static_cast<int64_t>(v)); }
    void operator()(bool v) { (*this)(static_cast<int64_t>(v ? 1 : 0)); }
    void operator()(std::nullptr_t) { keep(sqlite3_bind_null(stmt, index++)); }
    void operator()(const std::optional<int64_t>& v) {
      if (v) {
        (*this)(*v);
      } else {
        (*this)(nullptr);
      }
    }
    void operator()(std::string_view v) {
      keep(sqlite3_bind_text(stmt, index++, v.data(), static_cast<int>(v.size()), SQLITE_STATIC));
    }
    void operator()(const std::string& v) { (*this)(std::string_view(v)); }
    void keep(int r) {
      if (rc == SQLITE_OK) rc = r;
    }
  };

  // Reads the columns of the current row of `stmt`.
  struct Row {
    sqlite3_stmt* stmt;
    int64_t i(int col) const { return sqlite3_column_int64(stmt, col); }
    std::optional<int64_t> maybe(int col) const {
      if (sqlite3_column_type(stmt, col) == SQLITE_NULL) return std::nullopt;
      return i(col);
    }
    std::string_view v(int col) const {
      const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt, col));
      return p == nullptr ? std::string_view()
                          : std::string_view(p, sqlite3_column_bytes(stmt, col));
    }
    std::string s(int col) const { return std::string(v(col)); }
  };

  core::Error error() const { return sqlite_error(db_, path_); }
  core::Error corrupt(const std::string& what, const core::Error& e) const {
    return core::Error{
        core::Error::Code::io, "state database " + path_ + ": " + what + ": " + e.message, {}};
  }

  // The cached statement, reset and with `values` bound.
  core::Result<sqlite3_stmt*> prepare(Sql which, const auto&... values) {
    if (depth_ > 0 && sqlite3_get_autocommit(db_) != 0) {
      // SQLite rolled the transaction back after an error: refuse to go on
      // writing outside it.
      return core::fail("state database " + path_ + ": transaction was rolled back by SQLite", {},
                        core::Error::Code::io);
    }
    auto& stmt = cache_[static_cast<std::size_t>(which)];
    if (stmt == nullptr) {
      const std::string sql = sql_text(which);
      if (sqlite3_prepare_v3(db_, sql.c_str(), static_cast<int>(sql.size()),
                             SQLITE_PREPARE_PERSISTENT, &stmt, nullptr) != SQLITE_OK) {
        return std::unexpected(error());
      }
    }
    sqlite3_reset(stmt);
    Binder bind{stmt};
    (bind(values), ...);
    if (bind.rc != SQLITE_OK) return std::unexpected(error());
    return stmt;
  }

  // Runs a statement that returns no rows.
  core::Result<void> run(Sql which, const auto&... values) {
    auto stmt = prepare(which, values...);
    if (!stmt) return std::unexpected(stmt.error());
    const int rc = sqlite3_step(*stmt);
    auto err = rc == SQLITE_DONE ? core::Error{} : error();
    sqlite3_reset(*stmt);
    if (rc != SQLITE_DONE) return std::unexpected(err);
    return {};
  }

  // Runs a query and calls `each(Row)` for every row; `each` returns core::Result<void>.
  core::Result<void> query(Sql which, const auto& each, const auto&... values) {
    auto stmt = prepare(which, values...);
    if (!stmt) return std::unexpected(stmt.error());
    int rc;
    while ((rc = sqlite3_step(*stmt)) == SQLITE_ROW) {
      if (auto r = each(Row{*stmt}); !r) {
        sqlite3_reset(*stmt);
        return r;
      }
    }
    auto err = rc == SQLITE_DONE ? core::Error{} : error();
    sqlite3_reset(*stmt);
    if (rc != SQLITE_DONE) return std::unexpected(err);
    return {};
  }

  core::Result<void> load_into(StoredState& state);  // sqlite_store_load.cpp

  sqlite3* db_;
  std::string path_;
  int depth_ = 0;  // transaction() calls in progress
  std::array<sqlite3_stmt*, static_cast<std::size_t>(Sql::count_)> cache_{};
};

}  // namespace gpuq::daemon

#endif  // GPUQ_DAEMON_STORE_SQLITE_STORE_IMPL_H_
