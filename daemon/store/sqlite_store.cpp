// The SQLite Store: writes, transactions and open_sqlite_store(); load()
// is in sqlite_store_load.cpp, the schema in sqlite_store_schema.cpp.
//
// Durability: WAL with synchronous=NORMAL. A commit is in the WAL file
// before it returns, so a crash or kill -9 of the daemon loses nothing; a
// power loss or OS crash may lose the last transactions committed since the
// last checkpoint, but never corrupts the database.
//
// Locking: EXCLUSIVE, set before the first read. The daemon's connection is
// the file's only user: it takes the file lock once and keeps it, so a
// transaction costs no lock calls and no shared-memory index (the WAL's
// index lives in the process), and a second daemon on the same state
// directory is refused at open instead of writing beside the first. The
// lock goes with the process, kill -9 included. Other programs (the sqlite3
// shell) can read the file only while no daemon has it open.
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <filesystem>

#include "core/priority_class.h"
#include "daemon/store/model_json.h"
#include "daemon/store/sqlite_store_impl.h"

namespace gpuq::daemon {

using core::Result;

namespace {

// How long an open waits for another process to let go of the file (a
// daemon that is still stopping).
constexpr int kBusyTimeoutMs = 5000;

// "INSERT INTO t (cols) VALUES (?, ...) ON CONFLICT (id) DO UPDATE SET c = excluded.c, ...":
// an update keeps the row's rowid, so creation order survives it.
std::string upsert_sql(std::string_view table, std::string_view columns) {
  std::string values, updates;
  std::size_t start = 0;
  while (start < columns.size()) {
    auto end = std::min(columns.find(',', start), columns.size());
    auto name = columns.substr(start, end - start);
    name.remove_prefix(std::min(name.find_first_not_of(' '), name.size()));
    values += values.empty() ? "?" : ", ?";
    if (name != "id") {
      updates += updates.empty() ? "" : ", ";
      updates += std::string(name) + " = excluded." + std::string(name);
    }
    start = end + 1;
  }
  return "INSERT INTO " + std::string(table) + " (" + std::string(columns) + ") VALUES (" + values +
         ") ON CONFLICT (id) DO UPDATE SET " + updates;
}

}  // namespace

std::string SqliteStore::sql_text(Sql which) {
  using namespace std::string_literals;
  const std::string cols = kEventColumns;
  switch (which) {
    case Sql::begin:
      // Deferred: the write lock is taken at the first write, so that a
      // transaction that writes nothing (most of the scheduler loop's)
      // costs no lock. This connection is the database's only writer.
      return "BEGIN";
    case Sql::commit:
      return "COMMIT";
    case Sql::rollback:
      return "ROLLBACK";
    case Sql::savepoint:
      return "SAVEPOINT gpuq_nested";
    case Sql::release:
      return "RELEASE gpuq_nested";
    case Sql::rollback_to:
      return "ROLLBACK TO gpuq_nested";
    case Sql::put_project:
      return upsert_sql("projects", kProjectColumns);
    case Sql::delete_project:
      return "DELETE FROM projects WHERE id = ?";
    case Sql::put_workload:
      return upsert_sql("workloads", kWorkloadColumns);
    case Sql::delete_workload:
      return "DELETE FROM workloads WHERE id = ?";
    case Sql::delete_events:
      return "DELETE FROM events WHERE workload_id = ?";
    case Sql::append_event:
      return "INSERT INTO events (" + cols + ") VALUES (?, ?, ?, ?, ?)";
    case Sql::events_all:
      return "SELECT " + cols + " FROM events WHERE workload_id = ? ORDER BY id";
    case Sql::events_newest:
      return "SELECT " + cols + " FROM events WHERE workload_id = ? ORDER BY id DESC LIMIT ?";
    case Sql::count_events:
      return "SELECT count(*) FROM events WHERE workload_id = ?";
    case Sql::drop_oldest_events:
      return "DELETE FROM events WHERE id IN"
             " (SELECT id FROM events WHERE workload_id = ?1 ORDER BY id LIMIT ?2)";
    case Sql::put_token:
      return upsert_sql("tokens", kTokenColumns);
    case Sql::load_projects:
      return "SELECT "s + kProjectColumns + " FROM projects ORDER BY id";
    case Sql::load_workloads:
      // Insertion order; load() sorts by creation time if needed, which is
      // cheaper than SQLite sorting the whole table.
      return "SELECT "s + kWorkloadColumns + " FROM workloads ORDER BY rowid";
    case Sql::count_workloads:
      return "SELECT count(*) FROM workloads";
    case Sql::load_tokens:
      return "SELECT "s + kTokenColumns + " FROM tokens ORDER BY id";
    case Sql::next_event_id:
      return "SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'events'), 0),"
             " coalesce((SELECT max(id) FROM events), 0)) + 1";
    case Sql::put_asset:
      return "INSERT INTO assets (kind, id, body) VALUES (?, ?, ?)"
             " ON CONFLICT (kind, id) DO UPDATE SET body = excluded.body";
    case Sql::delete_asset:
      return "DELETE FROM assets WHERE kind = ? AND id = ?";
    case Sql::load_assets:
      return "SELECT kind, id, body FROM assets ORDER BY kind, id";
    case Sql::put_pool:
      return "INSERT INTO node_pools (name, min_guaranteed_runtime) VALUES (?, ?)"
             " ON CONFLICT (name) DO UPDATE SET"
             " min_guaranteed_runtime = excluded.min_guaranteed_runtime";
    case Sql::load_pools:
      return "SELECT name, min_guaranteed_runtime FROM node_pools ORDER BY name";
    case Sql::count_:
      break;
  }
  return {};
}

Result<void> SqliteStore::transaction(const std::function<Result<void>()>& body) {
  // The outer call holds the write lock; nested calls are savepoints inside
  // it, so a nested failure undoes only its own writes.
  const bool outer = depth_ == 0;
  if (auto r = run(outer ? Sql::begin : Sql::savepoint); !r) return r;
  ++depth_;
  Result<void> result;
  try {
    result = body();
  } catch (const std::exception& e) {
    result = core::fail(std::string("transaction body threw: ") + e.what(), {},
                        core::Error::Code::internal);
  } catch (...) {
    result = core::fail("transaction body threw", {}, core::Error::Code::internal);
  }
  --depth_;
  // A failed statement (disk full, I/O error) may have made SQLite roll
  // the whole transaction back already.
  const bool rolled_back = sqlite3_get_autocommit(db_) != 0;
  if (result && rolled_back) {
    result = core::fail("state database " + path_ + ": transaction was rolled back by SQLite", {},
                        core::Error::Code::io);
  }
  if (result) {
    result = run(outer ? Sql::commit : Sql::release);
    if (result) return result;
  }
  if (sqlite3_get_autocommit(db_) == 0) {  // still open: undo this level
    if (outer) {
      (void)run(Sql::rollback);
    } else if (run(Sql::rollback_to)) {
      (void)run(Sql::release);
    }
  }
  return result;
}

Result<void> SqliteStore::put_project(const Project& p) {
  const std::string resources = quotas_to_json(p.resources);
  const std::string default_quota = quota_to_json(p.default_quota);
  const std::string members = strings_to_json(p.members);
  return run(Sql::put_project, p.id, p.name, p.parent_id, p.department, p.priority, resources,
             default_quota, members, p.description, p.created_by, p.created_at, p.updated_at,
             p.min_runtime.preempt_s, p.min_runtime.reclaim_s);
}

Result<void> SqliteStore::put_workload(const Workload& w) {
  const std::string request = request_to_json(w.request);
  const std::string limits = limits_to_json(w.limits);
  const std::string node_pools = strings_to_json(w.node_pools);
  const std::string run_spec = run_to_json(w.run);
  const std::string pods = pods_to_json(w.pods);
  return run(Sql::put_workload, w.id, w.name, w.project_id, core::workload_type_name(w.type),
             w.submitted_by, w.created_at, w.updated_at, w.completed_at, w.priority_class,
             w.priority, w.preemptible, request, limits, w.parallelism, w.completions,
             w.min_available, w.backoff_limit, w.failures, w.succeeded, w.termination_grace_s,
             node_pools, run_spec, w.desired_phase, w.phase, w.phase_reason, w.phase_message.str(),
             w.phase_updated_at, w.stale_since, pods, w.spec_json, w.last_start_at);
}

Result<void> SqliteStore::delete_workload(const std::string& id) {
  return transaction([&]() -> Result<void> {
    if (auto r = run(Sql::delete_events, id); !r) return r;
    return run(Sql::delete_workload, id);
  });
}

Result<void> SqliteStore::append_event(const Event& e) {
  // id 0: the store picks the next one.
  if (e.id == 0) return run(Sql::append_event, nullptr, e.workload_id, e.time, e.type, e.message);
  return run(Sql::append_event, e.id, e.workload_id, e.time, e.type, e.message);
}

Result<int64_t> SqliteStore::count_events(const std::string& workload_id) {
  int64_t count = 0;
  auto r = query(
      Sql::count_events,
      [&](Row row) -> Result<void> {
        count = row.i(0);
        return {};
      },
      workload_id);
  if (!r) return std::unexpected(r.error());
  return count;
}

Result<std::vector<Event>> SqliteStore::events(const std::string& workload_id, std::size_t limit) {
  std::vector<Event> out;
  auto each = [&](Row row) -> Result<void> {
    out.push_back(Event{row.i(0), row.s(1), row.i(2), row.s(3), row.s(4)});
    return {};
  };
  auto r = limit == 0 ? query(Sql::events_all, each, workload_id)
                      : query(Sql::events_newest, each, workload_id,
                              static_cast<int64_t>(std::min<std::size_t>(limit, INT64_MAX)));
  if (!r) return std::unexpected(r.error());
  if (limit != 0) std::reverse(out.begin(), out.end());
  return out;
}

Result<void> SqliteStore::put_token(const Token& t) {
  return run(Sql::put_token, t.id, t.name, t.user, t.hash, t.created_by, t.created_at, t.revoked);
}

namespace {

// Creates `dir` (and missing parents) if it does not exist; the directory
// itself gets mode 0700 since it holds the tokens' hashes and the logs.
Result<void> make_state_dir(std::string dir) {
  while (dir.size() > 1 && dir.back() == '/') dir.pop_back();
  std::error_code ec;
  if (std::filesystem::is_directory(dir, ec)) return {};
  const auto parent = std::filesystem::path(dir).parent_path();
  if (!parent.empty()) std::filesystem::create_directories(parent, ec);
  if (::mkdir(dir.c_str(), 0700) != 0 && errno != EEXIST) {
    return core::fail("state directory " + dir + ": " + std::strerror(errno), {},
                      core::Error::Code::io);
  }
  return {};
}

}  // namespace

Result<std::unique_ptr<Store>> open_sqlite_store(const std::string& state_dir) {
  if (auto r = make_state_dir(state_dir); !r) return std::unexpected(r.error());
  const std::string path = (std::filesystem::path(state_dir) / "gpuq.db").string();
  sqlite3* db = nullptr;
  const int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX;
  if (sqlite3_open_v2(path.c_str(), &db, flags, nullptr) != SQLITE_OK) {
    auto err =
        db != nullptr
            ? sqlite_error(db, path)
            : core::Error{core::Error::Code::io, "state database " + path + ": out of memory", {}};
    sqlite3_close_v2(db);
    return std::unexpected(err);
  }
  // Owns `db` from here on: closes it on every failure below.
  auto store = std::make_unique<SqliteStore>(db, path);
  sqlite3_busy_timeout(db, kBusyTimeoutMs);
  // Before anything reads the file: see "Locking" above.
  if (sqlite3_exec(db, "PRAGMA locking_mode = EXCLUSIVE", nullptr, nullptr, nullptr) != SQLITE_OK) {
    return std::unexpected(sqlite_error(db, path));
  }
  // Check (and migrate) before switching to WAL, so that a database that is
  // not ours is refused untouched.
  if (auto r = migrate_sqlite_schema(db, path); !r) return std::unexpected(r.error());
  // The database holds secrets' values and tokens' hashes: owner only (the
  // WAL and shm files take the database's mode).
  ::chmod(path.c_str(), 0600);
  for (const char* pragma :
       {"PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL", "PRAGMA foreign_keys = ON"}) {
    if (sqlite3_exec(db, pragma, nullptr, nullptr, nullptr) != SQLITE_OK) {
      return std::unexpected(sqlite_error(db, path));
    }
  }
  return std::unique_ptr<Store>(std::move(store));
}

}  // namespace gpuq::daemon
