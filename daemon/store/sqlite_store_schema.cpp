#include "daemon/store/sqlite_store_schema.h"

#include <charconv>
#include <iterator>
#include <string_view>

namespace gpuq::daemon {
namespace {

// Append-only: never edit a migration that has shipped; add the next one.
// JSON columns hold the text of daemon/store/model_json.h. Referential integrity
// (a workload's project, an event's workload) is Service's job, as in the
// memory store, so there are no foreign keys.
constexpr const char* kMigrations[] = {
    // 1: the initial schema.
    R"sql(
CREATE TABLE meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE projects (
  id            INTEGER PRIMARY KEY,
  name          TEXT NOT NULL UNIQUE,
  parent_id     INTEGER NOT NULL,
  department    INTEGER NOT NULL,
  priority      INTEGER NOT NULL,
  resources     TEXT NOT NULL,     -- JSON: [[pool, quota], ...]
  default_quota TEXT NOT NULL,     -- JSON: quota
  members       TEXT NOT NULL,     -- JSON: ["user", "@group", ...]
  description   TEXT NOT NULL,
  created_by    TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL
);
CREATE TABLE workloads (
  id                  TEXT PRIMARY KEY,
  name                TEXT NOT NULL,
  project_id          INTEGER NOT NULL,
  type                TEXT NOT NULL,  -- training | workspace | inference
  submitted_by        TEXT NOT NULL,
  created_at          INTEGER NOT NULL,
  updated_at          INTEGER NOT NULL,
  completed_at        INTEGER NOT NULL,
  priority_class      TEXT NOT NULL,
  priority            INTEGER NOT NULL,
  preemptible         INTEGER NOT NULL,
  request             TEXT NOT NULL,  -- JSON
  limits              TEXT NOT NULL,  -- JSON
  parallelism         INTEGER NOT NULL,
  completions         INTEGER NOT NULL,
  min_available       INTEGER NOT NULL,
  backoff_limit       INTEGER NOT NULL,
  failures            INTEGER NOT NULL,
  succeeded           INTEGER NOT NULL,
  termination_grace_s INTEGER NOT NULL,
  node_pools          TEXT NOT NULL,  -- JSON
  run                 TEXT NOT NULL,  -- JSON
  desired_phase       TEXT NOT NULL,
  phase               TEXT NOT NULL,
  phase_reason        TEXT NOT NULL,
  phase_message       TEXT NOT NULL,
  phase_updated_at    INTEGER NOT NULL,
  stale_since         INTEGER NOT NULL,
  pods                TEXT NOT NULL,  -- JSON: one array per pod
  spec_json           TEXT NOT NULL   -- the spec as submitted
);
-- Names are unique within a project; Service enforces it, this finds them.
CREATE INDEX workloads_by_project_name ON workloads (project_id, name);
-- AUTOINCREMENT: ids of deleted events are never handed out again.
CREATE TABLE events (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  workload_id TEXT NOT NULL,
  time        INTEGER NOT NULL,
  type        TEXT NOT NULL,
  message     TEXT NOT NULL
);
CREATE INDEX events_by_workload ON events (workload_id, id);
CREATE TABLE tokens (
  id         INTEGER PRIMARY KEY,
  name       TEXT NOT NULL,
  user_name  TEXT NOT NULL,
  hash       TEXT NOT NULL,   -- hex SHA-256 of the secret
  created_by TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  revoked    INTEGER NOT NULL
);
)sql",
    // 2: assets: compute resources, secrets and volumes, one JSON
    // body each (daemon/model/asset_model.h).
    R"sql(
CREATE TABLE assets (
  kind TEXT NOT NULL,     -- compute | secret | volume
  id   INTEGER NOT NULL,
  body TEXT NOT NULL,     -- JSON
  PRIMARY KEY (kind, id)
);
)sql",
    // 3: minimum runtime: each workload's last start, each project's values
    // (NULL: inherited) and node pool settings set through the API.
    R"sql(
ALTER TABLE workloads ADD COLUMN last_start_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE projects ADD COLUMN preempt_min_runtime INTEGER;
ALTER TABLE projects ADD COLUMN reclaim_min_runtime INTEGER;
CREATE TABLE node_pools (
  name                   TEXT PRIMARY KEY,
  min_guaranteed_runtime INTEGER            -- seconds; NULL: the configuration's
);
)sql",
};

constexpr int kVersion = static_cast<int>(std::size(kMigrations));

core::Result<void> exec(sqlite3* db, const std::string& path, const char* sql) {
  if (sqlite3_exec(db, sql, nullptr, nullptr, nullptr) != SQLITE_OK) {
    return std::unexpected(sqlite_error(db, path));
  }
  return {};
}

// The schema version of the database: 0 when it is empty; an error when it
// holds tables but not gpuq's meta, or a meta without a valid version.
core::Result<int> current_version(sqlite3* db, const std::string& path) {
  sqlite3_stmt* stmt = nullptr;
  const char* sql =
      "SELECT (SELECT count(*) FROM sqlite_master),"
      " (SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'meta')";
  if (sqlite3_prepare_v2(db, sql, -1, &stmt, nullptr) != SQLITE_OK) {
    return std::unexpected(sqlite_error(db, path));
  }
  int rc = sqlite3_step(stmt);
  const int objects = rc == SQLITE_ROW ? sqlite3_column_int(stmt, 0) : 0;
  const bool has_meta = rc == SQLITE_ROW && sqlite3_column_int(stmt, 1) == 1;
  sqlite3_finalize(stmt);
  if (rc != SQLITE_ROW) return std::unexpected(sqlite_error(db, path));
  if (objects == 0) return 0;
  const std::string not_ours = "state database " + path + " is not a gpuq state database";
  if (!has_meta) {
    return core::fail(not_ours + " (it has tables but no meta table)", {}, core::Error::Code::io);
  }
  if (sqlite3_prepare_v2(db, "SELECT value FROM meta WHERE key = 'schema_version'", -1, &stmt,
                         nullptr) != SQLITE_OK) {
    return std::unexpected(sqlite_error(db, path));
  }
  rc = sqlite3_step(stmt);
  std::string value;
  if (rc == SQLITE_ROW) {
    const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0));
    if (text != nullptr) value = text;
  }
  sqlite3_finalize(stmt);
  if (rc != SQLITE_ROW && rc != SQLITE_DONE) return std::unexpected(sqlite_error(db, path));
  int version = 0;
  auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), version);
  if (value.empty() || ec != std::errc() || end != value.data() + value.size() || version < 1) {
    return core::fail(not_ours + " (meta has no valid schema_version)", {}, core::Error::Code::io);
  }
  return version;
}

core::Result<void> migrate_locked(sqlite3* db, const std::string& path) {
  auto version = current_version(db, path);
  if (!version) return std::unexpected(version.error());
  if (*version > kVersion) {
    return core::fail("state database " + path + " was written by a newer gpuq (schema " +
                          std::to_string(*version) + " > " + std::to_string(kVersion) +
                          "); run that version, or start with another state directory",
                      {}, core::Error::Code::io);
  }
  for (int v = *version; v < kVersion; ++v) {
    if (auto r = exec(db, path, kMigrations[v]); !r) return r;
  }
  if (*version == kVersion) return {};
  const std::string set_version = "INSERT INTO meta (key, value) VALUES ('schema_version', '" +
                                  std::to_string(kVersion) +
                                  "') ON CONFLICT (key) DO UPDATE SET value = excluded.value";
  return exec(db, path, set_version.c_str());
}

}  // namespace

int sqlite_schema_version() { return kVersion; }

core::Error sqlite_error(sqlite3* db, const std::string& path) {
  const int code = sqlite3_errcode(db) & 0xff;
  if (code == SQLITE_FULL) {
    return core::Error{core::Error::Code::no_space,
                       "the state directory is full (state database " + path + ": " +
                           sqlite3_errmsg(db) + "); nothing was changed",
                       {}};
  }
  if (code == SQLITE_BUSY) {
    return core::Error{core::Error::Code::io,
                       "state database " + path +
                           " is in use by another process (is another gpuq daemon running on "
                           "this state directory?)",
                       {}};
  }
  return core::Error{
      code == SQLITE_CONSTRAINT ? core::Error::Code::conflict : core::Error::Code::io,
      "state database " + path + ": " + sqlite3_errmsg(db),
      {}};
}

core::Result<void> migrate_sqlite_schema(sqlite3* db, const std::string& path) {
  // IMMEDIATE: a second daemon opening the same file waits instead of
  // migrating at the same time.
  if (auto r = exec(db, path, "BEGIN IMMEDIATE"); !r) return r;
  auto r = migrate_locked(db, path);
  if (r) r = exec(db, path, "COMMIT");
  if (!r && !sqlite3_get_autocommit(db)) sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
  return r;
}

}  // namespace gpuq::daemon
